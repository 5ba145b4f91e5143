package runtime

import "strings"

// types.UnionType: the value of X | Y for classes (PEP 604), as used in
// annotations and isinstance(x, int | str).

// UnionType is types.UnionType.
var UnionType = func() *Class {
	c := newBuiltinClass("UnionType", ObjectType)
	c.SetAttrStatic("__module__", StaticStr("types"))
	c.Final = true
	return c
}()

type objUnion struct {
	Head
	args []Value
}

func (u *objUnion) Trace(t *Tracer) { t.MarkAll(u.args) }

// objUnionable reports whether v may be an operand of X | Y.
func (vm *VM) objUnionable(v Value) bool {
	if v == None {
		return true
	}
	if _, ok := vm.AsClass(v); ok {
		return true
	}
	if _, ok := vm.Get0(v).(*objUnion); ok {
		return true
	}
	// A generic alias (list[int]) or another typing construct.
	if v.IsHandle() {
		if _, ok, _ := vm.GetAttrOpt(v, "__origin__"); ok {
			return true
		}
	}
	return false
}

// objUnionMembers flattens an operand into union members (None becomes
// NoneType).
func (vm *VM) objUnionMembers(v Value) []Value {
	if u, ok := vm.Get0(v).(*objUnion); ok {
		return u.args
	}
	if v == None {
		return []Value{NoneType.self}
	}
	return []Value{v}
}

// objMakeUnion builds a | b (NotImplemented when an operand is not a type).
func (vm *VM) objMakeUnion(a, b Value) (Value, error) {
	if !vm.objUnionable(a) || !vm.objUnionable(b) {
		return NotImplemented, nil
	}
	var args []Value
	for _, m := range append(append([]Value(nil), vm.objUnionMembers(a)...), vm.objUnionMembers(b)...) {
		dup := false
		for _, x := range args {
			if x == m {
				dup = true
				break
			}
			if eq, err := vm.Eq(x, m); err != nil {
				return Unbound, err
			} else if eq {
				dup = true
				break
			}
		}
		if !dup {
			args = append(args, m)
		}
	}
	if len(args) == 1 {
		return args[0], nil
	}
	u := &objUnion{args: args}
	u.cls = UnionType
	return vm.heap.Alloc(u), nil
}

// objUnionRepr renders one member as CPython's union repr does.
func (vm *VM) objUnionItemRepr(v Value) (string, error) {
	if v == NoneType.self {
		return "None", nil
	}
	if c, ok := vm.AsClass(v); ok {
		if _, hasOrigin, _ := vm.GetAttrOpt(v, "__origin__"); !hasOrigin {
			mod := vm.objModuleName(c)
			if mod == "builtins" || mod == "" {
				return c.Qualname, nil
			}
			return mod + "." + c.Qualname, nil
		}
	}
	return vm.Repr(v)
}

func init() {
	c := UnionType
	self := func(vm *VM, v Value) (*objUnion, error) {
		u, ok := vm.Get0(v).(*objUnion)
		if !ok {
			return nil, vm.TypeError("descriptor requires a 'types.UnionType' object but received a '%s'", vm.TypeName(v))
		}
		return u, nil
	}
	c.AddGetter("__args__", func(vm *VM, v Value) (Value, error) {
		u, err := self(vm, v)
		if err != nil {
			return Unbound, err
		}
		return vm.NewTuple(append([]Value(nil), u.args...)), nil
	})
	c.AddGetter("__parameters__", func(vm *VM, v Value) (Value, error) { return EmptyTuple, nil })
	c.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		u, err := self(vm, args[0])
		if err != nil {
			return Unbound, err
		}
		parts := make([]string, len(u.args))
		for i, a := range u.args {
			if parts[i], err = vm.objUnionItemRepr(a); err != nil {
				return Unbound, err
			}
		}
		return vm.NewStr(strings.Join(parts, " | ")), nil
	})
	c.AddMethod("__or__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__or__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		return vm.objMakeUnion(args[0], args[1])
	})
	c.AddMethod("__ror__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__ror__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		return vm.objMakeUnion(args[1], args[0])
	})
	c.AddMethod("__eq__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__eq__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		u, err := self(vm, args[0])
		if err != nil {
			return Unbound, err
		}
		o, ok := vm.Get0(args[1]).(*objUnion)
		if !ok {
			return NotImplemented, nil
		}
		if len(u.args) != len(o.args) {
			return False, nil
		}
		for _, a := range u.args {
			found := false
			for _, b := range o.args {
				if eq, err := vm.Eq(a, b); err != nil {
					return Unbound, err
				} else if eq {
					found = true
					break
				}
			}
			if !found {
				return False, nil
			}
		}
		return True, nil
	})
	c.AddMethod("__hash__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		u, err := self(vm, args[0])
		if err != nil {
			return Unbound, err
		}
		// Order-independent, like hash(frozenset(args)).
		var h uint64
		for _, a := range u.args {
			x, err := vm.Hash(a)
			if err != nil {
				return Unbound, err
			}
			y := uint64(x)
			h ^= (y ^ 89869747 ^ (y << 16)) * 3644798167
		}
		r := int64(h >> 1)
		if r == -1 {
			r = -2
		}
		return vm.NewInt(r), nil
	})
	c.AddMethod("__instancecheck__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__instancecheck__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		u, err := self(vm, args[0])
		if err != nil {
			return Unbound, err
		}
		for _, a := range u.args {
			if k, ok := vm.AsClass(a); ok && vm.ClassOf(args[1]).IsSubclass(k) {
				return True, nil
			}
		}
		return False, nil
	})
	c.AddMethod("__subclasscheck__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__subclasscheck__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		u, err := self(vm, args[0])
		if err != nil {
			return Unbound, err
		}
		d, ok := vm.AsClass(args[1])
		if !ok {
			return Unbound, vm.TypeError("issubclass() arg 1 must be a class")
		}
		for _, a := range u.args {
			if k, ok := vm.AsClass(a); ok && d.IsSubclass(k) {
				return True, nil
			}
		}
		return False, nil
	})
	c.AddMethod("__getitem__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r, err := vm.Repr(args[0])
		if err != nil {
			return Unbound, err
		}
		return Unbound, vm.TypeError("%s is not a generic class", r)
	})

	// type.__or__ / type.__ror__ make unions; so does None | type.
	TypeType.AddMethod("__or__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		return vm.objMakeUnion(args[0], args[1])
	})
	TypeType.AddMethod("__ror__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		return vm.objMakeUnion(args[1], args[0])
	})
}
