//go:build unix

package posix

import (
	"golang.org/x/sys/unix"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// os.times(), os.get_terminal_size() and the terminal_size and
// times_result types, on Unix.

var modTimesResult = rt.NewStructSeq("posix", "times_result",
	[]string{"user", "system", "children_user", "children_system", "elapsed"}, 5, true)

var modTerminalSize = rt.NewStructSeq("os", "terminal_size", []string{"columns", "lines"}, 2, true)

func init() {
	funcs := rt.StaticFuncs("posix", modGuarded(map[string]rt.Access{
		"times": rt.AccessProcess, "get_terminal_size": rt.AccessProcess,
	}, rt.ModuleFuncs{
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
