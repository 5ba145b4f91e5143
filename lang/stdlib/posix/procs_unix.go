//go:build unix

package posix

import (
	"golang.org/x/sys/unix"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtypes"
)

// os.times(), os.get_terminal_size() and the terminal_size and
// times_result types, on Unix.

var modTimesResult = modtypes.NewStructSeq("posix", "times_result",
	[]string{"user", "system", "children_user", "children_system", "elapsed"}, 5, true)

var modTerminalSize = modtypes.NewStructSeq("os", "terminal_size", []string{"columns", "lines"}, 2, true)

func init() {
	funcs := rt.StaticFuncs("posix", modGuarded(map[string]rt.Access{
		"times": rt.AccessProcess, "get_terminal_size": rt.AccessProcess, "geteuid": rt.AccessProcess,
		"getegid": rt.AccessProcess, "getgroups": rt.AccessProcess, "get_inheritable": rt.AccessFiles,
		"set_inheritable": rt.AccessFiles, "device_encoding": rt.AccessFiles,
	}, rt.ModuleFuncs{
		"geteuid": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			return vm.NewInt(int64(unix.Geteuid())), vm.Arity("geteuid", args, 0, 0)
		},
		"getegid": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			return vm.NewInt(int64(unix.Getegid())), vm.Arity("getegid", args, 0, 0)
		},
		"getgroups": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("getgroups", args, 0, 0); err != nil {
				return rt.Unbound, err
			}
			gs, err := unix.Getgroups()
			if err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			out := make([]rt.Value, len(gs))
			for i, g := range gs {
				out[i] = vm.NewInt(int64(g))
			}
			return vm.NewList(out), nil
		},
		"get_inheritable": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("get_inheritable", args, 1, 1); err != nil {
				return rt.Unbound, err
			}
			fd, err := fdArg(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			fl, err := unix.FcntlInt(uintptr(fd), unix.F_GETFD, 0)
			if err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			return rt.Bool(fl&unix.FD_CLOEXEC == 0), nil
		},
		"set_inheritable": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("set_inheritable", args, 2, 2); err != nil {
				return rt.Unbound, err
			}
			fd, err := fdArg(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			inh, err := vm.Truth(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			fl, err := unix.FcntlInt(uintptr(fd), unix.F_GETFD, 0)
			if err == nil {
				if inh {
					fl &^= unix.FD_CLOEXEC
				} else {
					fl |= unix.FD_CLOEXEC
				}
				_, err = unix.FcntlInt(uintptr(fd), unix.F_SETFD, fl)
			}
			if err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			return rt.None, nil
		},
		// device_encoding: the terminal's encoding for a tty (UTF-8 here), else None.
		"device_encoding": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("device_encoding", args, kw, []string{"fd"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			fd, err := fdArg(vm, a[0])
			if err != nil {
				return rt.Unbound, err
			}
			if _, err := unix.IoctlGetTermios(fd, ioctlGetTermios); err != nil {
				return rt.None, nil
			}
			return vm.NewStr("UTF-8"), nil
		},
		"times": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("times", args, 0, 0); err != nil {
				return rt.Unbound, err
			}
			t, err := modTimes()
			if err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			vals := make([]rt.Value, len(t))
			for i, x := range t {
				vals[i] = rt.FloatValue(x)
			}
			return modTimesResult.Make(vm, vals...), nil
		},
		"get_terminal_size": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("get_terminal_size", args, 0, 1); err != nil {
				return rt.Unbound, err
			}
			fd := 1
			if len(args) == 1 {
				n, err := fdArg(vm, args[0])
				if err != nil {
					return rt.Unbound, err
				}
				fd = n
			}
			ws, err := unix.IoctlGetWinsize(fd, unix.TIOCGWINSZ)
			if err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			return modTerminalSize.Make(vm, rt.SmallInt(int64(ws.Col)), rt.SmallInt(int64(ws.Row))), nil
		},
	}))
	modPosixExtras = append(modPosixExtras, func(vm *rt.VM, d *rt.Dict) {
		for name, f := range funcs {
			d.SetStr(vm, name, f)
		}
		d.SetStr(vm, "times_result", modTimesResult.Class.Self())
		d.SetStr(vm, "terminal_size", modTerminalSize.Class.Self())
	})
}
