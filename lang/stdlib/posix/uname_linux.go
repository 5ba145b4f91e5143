package posix

import (
	"syscall"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtypes"
)

// os.uname(), where the kernel tells (platform.py builds on it).

var modUnameResult = modtypes.NewStructSeq("posix", "uname_result",
	[]string{"sysname", "nodename", "release", "version", "machine"}, 5, true)

func utsString[T int8 | uint8](f [65]T) string {
	b := make([]byte, 0, len(f))
	for _, c := range f {
		if c == 0 {
			break
		}
		b = append(b, byte(c))
	}
	return string(b)
}

func init() {
	fns := modGuarded(map[string]rt.Access{"uname": rt.AccessProcess}, rt.ModuleFuncs{
		"uname": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("uname", args, 0, 0); err != nil {
				return rt.Unbound, err
			}
			var u syscall.Utsname
			if err := syscall.Uname(&u); err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			return modUnameResult.Make(vm, vm.NewStr(utsString(u.Sysname)), vm.NewStr(utsString(u.Nodename)),
				vm.NewStr(utsString(u.Release)), vm.NewStr(utsString(u.Version)), vm.NewStr(utsString(u.Machine))), nil
		},
	})
	for name, v := range rt.StaticFuncs("posix", fns) {
		modPosixFuncs[name] = v
	}
	modPosixExtras = append(modPosixExtras, func(vm *rt.VM, d *rt.Dict) {
		d.SetStr(vm, "uname_result", modUnameResult.Class.Self())
	})
}
