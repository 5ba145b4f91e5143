package genericalias

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// types.UnionType's methods. The object, what X | Y makes for types
// (PEP 604), is the runtime's (lang/runtime/obj_union.go), because
// isinstance and the | operator on classes make and read it.

// unionItemRepr renders one member as CPython's union repr does.
func unionItemRepr(vm *rt.VM, v rt.Value) (string, error) {
	if v == rt.NoneType.Self() {
		return "None", nil
	}
	if c, ok := vm.AsClass(v); ok {
		if _, hasOrigin, _ := vm.GetAttrOpt(v, "__origin__"); !hasOrigin {
			mod := ""
			if m, ok := c.Dict.GetStr(vm, "__module__"); ok {
				mod, _ = vm.StrOf(m)
			} else if c.Builtin {
				mod = "builtins"
			}
			if mod == "builtins" || mod == "" {
				return c.Qualname, nil
			}
			return mod + "." + c.Qualname, nil
		}
	}
	return vm.Repr(v)
}

// oneArg checks the arguments of a method of one argument besides self.
func oneArg(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg) error {
	if len(kw) > 0 {
		return vm.TypeError("%s() takes no keyword arguments", name)
	}
	if len(args) != 2 {
		return vm.TypeError("%s() takes exactly one argument (%d given)", name, len(args)-1)
	}
	return nil
}

func init() {
	c := rt.UnionType
	self := func(vm *rt.VM, v rt.Value) ([]rt.Value, error) {
		members, ok := vm.UnionArgs(v)
		if !ok {
			return nil, vm.TypeError("descriptor requires a 'types.UnionType' object but received a '%s'", vm.TypeName(v))
		}
		return members, nil
	}
	c.AddGetter("__args__", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		members, err := self(vm, v)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTuple(append([]rt.Value(nil), members...)), nil
	})
	c.AddGetter("__parameters__", func(vm *rt.VM, v rt.Value) (rt.Value, error) { return rt.EmptyTuple, nil })
	c.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		members, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		parts := make([]string, len(members))
		for i, a := range members {
			if parts[i], err = unionItemRepr(vm, a); err != nil {
				return rt.Unbound, err
			}
		}
		return vm.NewStr(strings.Join(parts, " | ")), nil
	})
	c.AddMethod("__or__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := oneArg(vm, "__or__", args, kw); err != nil {
			return rt.Unbound, err
		}
		return vm.MakeUnion(args[0], args[1])
	})
	c.AddMethod("__ror__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := oneArg(vm, "__ror__", args, kw); err != nil {
			return rt.Unbound, err
		}
		return vm.MakeUnion(args[1], args[0])
	})
	c.AddMethod("__eq__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := oneArg(vm, "__eq__", args, kw); err != nil {
			return rt.Unbound, err
		}
		members, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		others, ok := vm.UnionArgs(args[1])
		if !ok {
			return rt.NotImplemented, nil
		}
		if len(members) != len(others) {
			return rt.False, nil
		}
		for _, a := range members {
			found := false
			for _, b := range others {
				if eq, err := vm.Eq(a, b); err != nil {
					return rt.Unbound, err
				} else if eq {
					found = true
					break
				}
			}
			if !found {
				return rt.False, nil
			}
		}
		return rt.True, nil
	})
	c.AddMethod("__hash__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		members, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		// hash(frozenset(args)), as CPython's (so typing.Union's equal
		// aliases hash alike).
		fs, err := vm.NewFrozenSet(members)
		if err != nil {
			return rt.Unbound, err
		}
		h, err := vm.Hash(fs)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(h), nil
	})
	// isinstance(x, A | B) and issubclass(C, A | B): any member class.
	check := func(name string, classOf func(vm *rt.VM, arg rt.Value) (*rt.Class, error)) {
		c.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := oneArg(vm, name, args, kw); err != nil {
				return rt.Unbound, err
			}
			members, err := self(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			d, err := classOf(vm, args[1])
			if err != nil {
				return rt.Unbound, err
			}
			for _, a := range members {
				if k, ok := vm.AsClass(a); ok && d.IsSubclass(k) {
					return rt.True, nil
				}
			}
			return rt.False, nil
		})
	}
	check("__instancecheck__", func(vm *rt.VM, arg rt.Value) (*rt.Class, error) { return vm.ClassOf(arg), nil })
	check("__subclasscheck__", func(vm *rt.VM, arg rt.Value) (*rt.Class, error) {
		d, ok := vm.AsClass(arg)
		if !ok {
			return nil, vm.TypeError("issubclass() arg 1 must be a class")
		}
		return d, nil
	})
	c.AddMethod("__getitem__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, err := vm.Repr(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Unbound, vm.TypeError("%s is not a generic class", r)
	})
	// As the runtime's own types' methods: self is checked first.
	rt.GuardMethods(c)
}
