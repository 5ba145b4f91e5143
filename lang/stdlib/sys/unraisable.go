package sys

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtypes"
)

// sys.unraisablehook: exceptions that cannot be raised (from __del__,
// weak reference callbacks, atexit functions, threads) go to it as an
// UnraisableHookArgs; the default one prints CPython's "Exception ignored
// in" report.

var modSysUnraisableArgs = modtypes.NewStructSeq("sys", "UnraisableHookArgs",
	[]string{"exc_type", "exc_value", "exc_traceback", "err_msg", "object"}, 5, false)

// unraisableHook is the default sys.unraisablehook.
var unraisableHook = rt.StaticBuiltin("unraisablehook", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.NoKwargs("unraisablehook", kw); err != nil {
		return rt.Unbound, err
	}
	if err := vm.Arity("unraisablehook", args, 1, 1); err != nil {
		return rt.Unbound, err
	}
	get := func(name string) (rt.Value, error) {
		v, ok, err := vm.GetAttrOpt(args[0], name)
		if err != nil || !ok {
			return rt.None, err
		}
		return v, nil
	}
	var f [5]rt.Value
	for i, name := range []string{"exc_type", "exc_value", "exc_traceback", "err_msg", "object"} {
		v, err := get(name)
		if err != nil {
			return rt.Unbound, err
		}
		f[i] = v
	}
	msg := "Exception ignored in"
	if s, ok := vm.GoString(f[3]); ok {
		msg = s
	}
	obj := f[4]
	if obj == rt.None {
		obj = rt.Unbound
		if f[3] == rt.None {
			msg = ""
		}
	}
	exc, ok := vm.Get0(f[1]).(*rt.Exception)
	if !ok {
		// No exception object: the type alone.
		if c, isCls := vm.AsClass(f[0]); isCls {
			exc = rt.AsException(vm.NewError(c, ""))
		}
	}
	if exc == nil {
		return rt.None, nil
	}
	if _, isTB := vm.Get0(f[2]).(*rt.Traceback); isTB {
		exc.Traceback = f[2]
	}
	if msg == "" {
		vm.WriteUnraisableDefault(exc, "", rt.Unbound)
		return rt.None, nil
	}
	vm.WriteUnraisableDefault(exc, msg, obj)
	return rt.None, nil
}, nil)

// installUnraisable sets sys.unraisablehook and the VM's route to a hook
// the program sets.
func installUnraisable(vm *rt.VM, d *rt.Dict) {
	d.SetStr(vm, "unraisablehook", unraisableHook)
	d.SetStr(vm, "__unraisablehook__", unraisableHook)
	vm.Ext["sys.unraisablehook"] = func(err error, msg string, obj rt.Value) bool {
		hook, ok := d.GetStr(vm, "unraisablehook")
		exc := rt.AsException(err)
		if !ok || hook == unraisableHook || exc == nil {
			return false
		}
		errMsg, object := rt.None, obj
		if msg != "Exception ignored in" || obj == rt.Unbound {
			text := msg
			if obj != rt.Unbound {
				if r, rerr := vm.Repr(obj); rerr == nil {
					text += " " + r
				}
			}
			errMsg, object = vm.NewStr(text), rt.None
		}
		tb := exc.Traceback
		if tb == rt.Unbound {
			tb = rt.None
		}
		a := modSysUnraisableArgs.Make(vm, exc.Class().Self(), exc.Self(), tb, errMsg, object)
		if _, herr := vm.Call(hook, []rt.Value{a}, nil); herr != nil {
			vm.WriteUnraisableDefault(herr, "Exception ignored in sys.unraisablehook", hook)
		}
		return true
	}
}
