package runtime

import (
	"strings"
)

// types.GenericAlias: what list[int], dict[str, int] and friends evaluate to
// (PEP 585), from the containers' __class_getitem__.

// GenericAliasType is types.GenericAlias.
var GenericAliasType = func() *Class {
	c := newBuiltinClass("GenericAlias", ObjectType)
	c.SetAttrStatic("__module__", StaticStr("types"))
	return c
}()

type ctrAlias struct {
	Head
	origin  Value
	args    Value // tuple
	starred bool  // *tuple[int]: what iterating the alias yields (__unpacked__)
}

func (a *ctrAlias) Trace(t *Tracer) { t.Mark(a.origin); t.Mark(a.args) }

// NewGenericAlias returns types.GenericAlias(origin, args); args that is not
// a tuple becomes a 1-tuple.
func (vm *VM) NewGenericAlias(origin, args Value) Value {
	if _, ok := vm.AsTuple(args); !ok {
		args = vm.NewTupleCopy([]Value{args})
	}
	a := &ctrAlias{origin: origin, args: args}
	a.cls = GenericAliasType
	return vm.heap.Alloc(a)
}

// ctrClassGetItem is __class_getitem__ for the generic builtin containers.
func ctrClassGetItem(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		return Unbound, vm.TypeError("__class_getitem__() takes no keyword arguments")
	}
	if len(args) != 2 {
		return Unbound, vm.TypeError("__class_getitem__() takes exactly one argument (%d given)", len(args)-1)
	}
	return vm.NewGenericAlias(args[0], args[1]), nil
}

// ctrAliasReprItem is ga_repr_item.
func (vm *VM) ctrAliasReprItem(p Value) (string, error) {
	if p == Ellipsis {
		return "...", nil
	}
	if _, ok, err := vm.GetAttrOpt(p, "__origin__"); err != nil {
		return "", err
	} else if ok {
		if _, ok, err := vm.GetAttrOpt(p, "__args__"); err != nil {
			return "", err
		} else if ok {
			return vm.Repr(p)
		}
	}
	qn, ok, err := vm.GetAttrOpt(p, "__qualname__")
	if err != nil {
		return "", err
	}
	if !ok {
		return vm.Repr(p)
	}
	mod, ok, err := vm.GetAttrOpt(p, "__module__")
	if err != nil {
		return "", err
	}
	if !ok || mod == None {
		return vm.Repr(p)
	}
	if s, ok := vm.GoString(mod); ok && s == "builtins" {
		return vm.Str(qn)
	}
	ms, err := vm.Str(mod)
	if err != nil {
		return "", err
	}
	qs, err := vm.Str(qn)
	if err != nil {
		return "", err
	}
	return ms + "." + qs, nil
}

func (vm *VM) ctrAliasRepr(a *ctrAlias) (string, error) {
	var b strings.Builder
	if a.starred {
		b.WriteByte('*')
	}
	s, err := vm.ctrAliasReprItem(a.origin)
	if err != nil {
		return "", err
	}
	b.WriteString(s)
	b.WriteByte('[')
	items := vm.heap.Get(a.args).(*Tuple).Items
	for i, p := range items {
		if i > 0 {
			b.WriteString(", ")
		}
		if l, ok := vm.AsList(p); ok && l.cls == ListType {
			b.WriteByte('[')
			for j, q := range l.Items {
				if j > 0 {
					b.WriteString(", ")
				}
				if s, err = vm.ctrAliasReprItem(q); err != nil {
					return "", err
				}
				b.WriteString(s)
			}
			b.WriteByte(']')
			continue
		}
		if s, err = vm.ctrAliasReprItem(p); err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	if len(items) == 0 {
		b.WriteString("()")
	}
	b.WriteByte(']')
	return b.String(), nil
}

func init() {
	c := GenericAliasType
	self := func(vm *VM, args []Value, name string) (*ctrAlias, error) {
		return ctrSelf[*ctrAlias](vm, args, c, name)
	}
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if len(kw) > 0 {
			return Unbound, vm.TypeError("GenericAlias() takes no keyword arguments")
		}
		if len(args) != 2 {
			return Unbound, vm.TypeError("GenericAlias expected 2 arguments, got %d", len(args))
		}
		v := vm.NewGenericAlias(args[0], args[1])
		if cls != GenericAliasType {
			o := vm.heap.Get(v).(*ctrAlias)
			o.cls = cls
			o.dict = vm.NewDictObj()
		}
		return v, nil
	}
	c.AddMethod("__new__", ctrNewWrapper(c))
	c.AddGetter("__origin__", func(vm *VM, v Value) (Value, error) {
		a, err := self(vm, []Value{v}, "__origin__")
		if err != nil {
			return Unbound, err
		}
		return a.origin, nil
	})
	c.AddGetter("__args__", func(vm *VM, v Value) (Value, error) {
		a, err := self(vm, []Value{v}, "__args__")
		if err != nil {
			return Unbound, err
		}
		return a.args, nil
	})
	c.AddGetter("__parameters__", func(vm *VM, v Value) (Value, error) { return EmptyTuple, nil })
	c.AddGetter("__unpacked__", func(vm *VM, v Value) (Value, error) {
		a, err := self(vm, []Value{v}, "__unpacked__")
		if err != nil {
			return Unbound, err
		}
		return Bool(a.starred), nil
	})
	c.AddMethod("__iter__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := self(vm, args, "__iter__")
		if err != nil {
			return Unbound, err
		}
		star := vm.NewGenericAlias(a.origin, a.args)
		vm.heap.Get(star).(*ctrAlias).starred = true
		return vm.Iter(vm.NewTupleCopy([]Value{star}))
	})
	for _, name := range []string{"__name__", "__qualname__", "__doc__"} {
		name := name
		c.AddGetter(name, func(vm *VM, v Value) (Value, error) {
			a, err := self(vm, []Value{v}, name)
			if err != nil {
				return Unbound, err
			}
			return vm.GetAttr(a.origin, name)
		})
	}
	c.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := self(vm, args, "__repr__")
		if err != nil {
			return Unbound, err
		}
		s, err := vm.ctrAliasRepr(a)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(s), nil
	})
	c.AddMethod("__call__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := self(vm, args, "__call__")
		if err != nil {
			return Unbound, err
		}
		obj, err := vm.Call(a.origin, args[1:], kw)
		if err != nil {
			return Unbound, err
		}
		if err := vm.SetAttr(obj, "__orig_class__", args[0]); err != nil {
			if !ExceptionMatches(err, AttributeErrorType) && !ExceptionMatches(err, TypeErrorType) {
				return Unbound, err
			}
		}
		return obj, nil
	})
	c.AddMethod("__mro_entries__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := self(vm, args, "__mro_entries__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{a.origin}), nil
	})
	c.AddMethod("__eq__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := self(vm, args, "__eq__")
		if err != nil {
			return Unbound, err
		}
		if len(args) != 2 {
			return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		b, ok := vm.Get0(args[1]).(*ctrAlias)
		if !ok {
			return NotImplemented, nil
		}
		eq, err := vm.Eq(a.origin, b.origin)
		if err != nil || !eq {
			return False, err
		}
		eq, err = vm.Eq(a.args, b.args)
		return Bool(eq), err
	})
	c.AddHashMethod(func(vm *VM, v Value) (int64, error) {
		a := vm.heap.Get(v).(*ctrAlias)
		h0, err := vm.Hash(a.origin)
		if err != nil {
			return 0, err
		}
		h1, err := vm.Hash(a.args)
		if err != nil {
			return 0, err
		}
		h := h0 ^ h1
		if h == -1 {
			h = -2
		}
		return h, nil
	})
	c.AddMethod("__or__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		return vm.objMakeUnion(args[0], args[1])
	})
	c.AddMethod("__ror__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		return vm.objMakeUnion(args[1], args[0])
	})
	c.AddMethod("__instancecheck__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return Unbound, vm.TypeError("isinstance() argument 2 cannot be a parameterized generic")
	})
	c.AddMethod("__subclasscheck__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return Unbound, vm.TypeError("issubclass() argument 2 cannot be a parameterized generic")
	})
	c.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := self(vm, args, "__reduce__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{GenericAliasType.self, vm.NewTupleCopy([]Value{a.origin, a.args})}), nil
	})
	c.AddMethod("__getitem__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := self(vm, args, "__getitem__")
		if err != nil {
			return Unbound, err
		}
		r, err := vm.ctrAliasRepr(a)
		if err != nil {
			return Unbound, err
		}
		return Unbound, vm.TypeError("%s is not a generic class", r)
	})
}
