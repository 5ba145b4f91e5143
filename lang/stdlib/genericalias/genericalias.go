// Package genericalias gives types.GenericAlias (what list[int] and
// dict[str, int] evaluate to, PEP 585) its methods: construction,
// __origin__/__args__ and the attributes forwarded to the origin, repr,
// equality and hash, calls, | with types, iteration (*tuple[int]) and
// pickling. The object and its making by __class_getitem__ are the
// runtime's (lang/runtime/ctr_alias.go). It gives types.UnionType (X | Y)
// its methods too (union.go).
package genericalias

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// reprItem is ga_repr_item.
func reprItem(vm *rt.VM, p rt.Value) (string, error) {
	if p == rt.Ellipsis {
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
	if !ok || mod == rt.None {
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

func repr(vm *rt.VM, a *rt.GenericAlias) (string, error) {
	var b strings.Builder
	if a.Starred {
		b.WriteByte('*')
	}
	s, err := reprItem(vm, a.Origin)
	if err != nil {
		return "", err
	}
	b.WriteString(s)
	b.WriteByte('[')
	t, _ := vm.AsTuple(a.Args)
	items := t.Items
	for i, p := range items {
		if i > 0 {
			b.WriteString(", ")
		}
		if l, ok := vm.AsList(p); ok && vm.ClassOf(p) == rt.ListType {
			b.WriteByte('[')
			for j, q := range l.Items {
				if j > 0 {
					b.WriteString(", ")
				}
				if s, err = reprItem(vm, q); err != nil {
					return "", err
				}
				b.WriteString(s)
			}
			b.WriteByte(']')
			continue
		}
		if s, err = reprItem(vm, p); err != nil {
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
	c := rt.GenericAliasType
	self := func(vm *rt.VM, args []rt.Value, name string) (*rt.GenericAlias, error) {
		return rt.SelfOf[*rt.GenericAlias](vm, args, c, name)
	}
	c.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("GenericAlias() takes no keyword arguments")
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("GenericAlias expected 2 arguments, got %d", len(args))
		}
		v := vm.NewGenericAlias(args[0], args[1])
		if cls == rt.GenericAliasType {
			return v, nil
		}
		a := vm.Get0(v).(*rt.GenericAlias)
		return vm.AllocOf(&rt.GenericAlias{Origin: a.Origin, Args: a.Args}, cls, rt.GenericAliasType), nil
	}
	c.AddMethod("__new__", rt.NewMethodFor(c))
	c.AddGetter("__origin__", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		a, err := self(vm, []rt.Value{v}, "__origin__")
		if err != nil {
			return rt.Unbound, err
		}
		return a.Origin, nil
	})
	c.AddGetter("__args__", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		a, err := self(vm, []rt.Value{v}, "__args__")
		if err != nil {
			return rt.Unbound, err
		}
		return a.Args, nil
	})
	c.AddGetter("__parameters__", func(vm *rt.VM, v rt.Value) (rt.Value, error) { return rt.EmptyTuple, nil })
	c.AddGetter("__unpacked__", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		a, err := self(vm, []rt.Value{v}, "__unpacked__")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(a.Starred), nil
	})
	c.AddMethod("__iter__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := self(vm, args, "__iter__")
		if err != nil {
			return rt.Unbound, err
		}
		star := vm.NewGenericAlias(a.Origin, a.Args)
		vm.Get0(star).(*rt.GenericAlias).Starred = true
		return vm.Iter(vm.NewTupleCopy([]rt.Value{star}))
	})
	for _, name := range []string{"__name__", "__qualname__", "__doc__"} {
		name := name
		c.AddGetter(name, func(vm *rt.VM, v rt.Value) (rt.Value, error) {
			a, err := self(vm, []rt.Value{v}, name)
			if err != nil {
				return rt.Unbound, err
			}
			return vm.GetAttr(a.Origin, name)
		})
	}
	c.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := self(vm, args, "__repr__")
		if err != nil {
			return rt.Unbound, err
		}
		s, err := repr(vm, a)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(s), nil
	})
	c.AddMethod("__call__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := self(vm, args, "__call__")
		if err != nil {
			return rt.Unbound, err
		}
		obj, err := vm.Call(a.Origin, args[1:], kw)
		if err != nil {
			return rt.Unbound, err
		}
		if err := vm.SetAttr(obj, "__orig_class__", args[0]); err != nil {
			if !rt.ExceptionMatches(err, rt.AttributeErrorType) && !rt.ExceptionMatches(err, rt.TypeErrorType) {
				return rt.Unbound, err
			}
		}
		return obj, nil
	})
	c.AddMethod("__mro_entries__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := self(vm, args, "__mro_entries__")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTupleCopy([]rt.Value{a.Origin}), nil
	})
	c.AddMethod("__eq__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := self(vm, args, "__eq__")
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		b, ok := vm.Get0(args[1]).(*rt.GenericAlias)
		if !ok {
			return rt.NotImplemented, nil
		}
		if a.Starred != b.Starred {
			return rt.False, nil
		}
		eq, err := vm.Eq(a.Origin, b.Origin)
		if err != nil || !eq {
			return rt.False, err
		}
		eq, err = vm.Eq(a.Args, b.Args)
		return rt.Bool(eq), err
	})
	c.AddHashMethod(func(vm *rt.VM, v rt.Value) (int64, error) {
		a := vm.Get0(v).(*rt.GenericAlias)
		h0, err := vm.Hash(a.Origin)
		if err != nil {
			return 0, err
		}
		h1, err := vm.Hash(a.Args)
		if err != nil {
			return 0, err
		}
		h := h0 ^ h1
		if h == -1 {
			h = -2
		}
		return h, nil
	})
	c.AddMethod("__or__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		return vm.MakeUnion(args[0], args[1])
	})
	c.AddMethod("__ror__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		return vm.MakeUnion(args[1], args[0])
	})
	c.AddMethod("__instancecheck__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.Unbound, vm.TypeError("isinstance() argument 2 cannot be a parameterized generic")
	})
	c.AddMethod("__subclasscheck__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.Unbound, vm.TypeError("issubclass() argument 2 cannot be a parameterized generic")
	})
	c.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := self(vm, args, "__reduce__")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTupleCopy([]rt.Value{rt.GenericAliasType.Self(), vm.NewTupleCopy([]rt.Value{a.Origin, a.Args})}), nil
	})
	c.AddMethod("__getitem__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := self(vm, args, "__getitem__")
		if err != nil {
			return rt.Unbound, err
		}
		r, err := repr(vm, a)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Unbound, vm.TypeError("%s is not a generic class", r)
	})
}
