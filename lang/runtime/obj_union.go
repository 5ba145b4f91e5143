package runtime

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

// UnionArgs returns the members of v when it is a types.UnionType (the
// type's methods are lang/stdlib/genericalias's).
func (vm *VM) UnionArgs(v Value) ([]Value, bool) {
	if u, ok := vm.Get0(v).(*objUnion); ok {
		return u.args, true
	}
	return nil, false
}

func init() {
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
