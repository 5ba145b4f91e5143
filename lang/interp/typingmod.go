package interp

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// _typing holds what typing.py needs from Go for the objects the PEP 695
// syntax creates: getters that evaluate a lazily computed attribute (a
// TypeVar's bound, constraints and default, a type alias's value). Being
// builtins, they add no frame of their own to a traceback, as CPython's C
// getters add none.

func init() {
	rt.RegisterModule("_typing", newTypingModule)
}

func newTypingModule(vm *rt.VM) (*rt.Module, error) {
	m := vm.NewModule("_typing")
	d := m.Dict()
	d.SetStr(vm, "lazy_getter", vm.NewBuiltin("lazy_getter", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("lazy_getter", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		key, ok := vm.GoString(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("lazy_getter() argument must be str")
		}
		return vm.NewBuiltin(key, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity(key, args, 1, 1); err != nil {
				return rt.Unbound, err
			}
			return lazyGet(vm, args[0], key)
		}), nil
	}))
	return m, nil
}

// lazyGet returns obj._KEY, first computing it by calling obj._lazy[KEY]
// (once; the function is dropped when it returns).
func lazyGet(vm *rt.VM, obj rt.Value, key string) (rt.Value, error) {
	lazy, ok, err := vm.GetAttrOpt(obj, "_lazy")
	if err != nil {
		return rt.Unbound, err
	}
	if d, isDict := vm.AsDict(lazy); ok && isDict {
		if fn, found := d.GetStr(vm, key); found {
			v, err := vm.Call(fn, nil, nil)
			if err != nil {
				return rt.Unbound, err
			}
			if err := vm.SetAttr(obj, "_"+key, v); err != nil {
				return rt.Unbound, err
			}
			if _, err := d.Delete(vm, vm.Intern(key)); err != nil {
				return rt.Unbound, err
			}
			return v, nil
		}
	}
	return vm.GetAttr(obj, "_"+key)
}
