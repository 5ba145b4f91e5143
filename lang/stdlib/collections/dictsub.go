package collections

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// collections.defaultdict and collections.OrderedDict, and the
// _count_elements helper of collections.Counter: the dict subtypes that
// the _collections module exports. They work on the dict's own entries
// through the runtime's dict API (dict_api.go there).
//
// defaultdict and OrderedDict instances are *Dict objects whose class is
// the subclass, so every dict operation works on them unchanged.
// defaultdict keeps default_factory in the instance __dict__.

var (
	// DefaultDictType is collections.defaultdict.
	DefaultDictType = rt.ModuleClass("collections", "collections.defaultdict", rt.DictType)
	// OrderedDictType is collections.OrderedDict.
	OrderedDictType = rt.ModuleClass("collections", "collections.OrderedDict", rt.DictType)

	modODictViewTypes = [3]*rt.Class{
		rt.NewBuiltinSubclass("odict_keys", rt.DictKeysType),
		rt.NewBuiltinSubclass("odict_values", rt.DictValuesType),
		rt.NewBuiltinSubclass("odict_items", rt.DictItemsType),
	}
)

// modDictCall calls dict's own method name with args (self first).
func modDictCall(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	f, ok := rt.DictType.Lookup(vm, name)
	if !ok {
		return rt.Unbound, vm.Errorf(rt.SystemErrorType, "dict.%s is missing", name)
	}
	return vm.Call(f, args, kw)
}

func modDictSelf(vm *rt.VM, v rt.Value, cls *rt.Class, meth string) (*rt.Dict, error) {
	d, ok := vm.Get0(v).(*rt.Dict)
	if !ok || !d.Class().IsSubclass(cls) {
		return nil, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", meth, cls.Name, vm.TypeName(v))
	}
	return d, nil
}

// modDefaultFactory returns a defaultdict's default_factory.
func modDefaultFactory(vm *rt.VM, d *rt.Dict) rt.Value {
	if d.InstanceDict() != nil {
		if f, ok := d.InstanceDict().GetStr(vm, "default_factory"); ok {
			return f
		}
	}
	return rt.None
}

// modDictItemsRepr renders "{k: v, ...}" with repr().
func modDictItemsRepr(vm *rt.VM, sb *strings.Builder, d *rt.Dict) error {
	sb.WriteByte('{')
	first := true
	for _, k := range d.Keys() {
		v, ok, err := d.Get(vm, k)
		if err != nil {
			return err
		}
		if !ok {
			continue
		}
		if !first {
			sb.WriteString(", ")
		}
		first = false
		ks, err := vm.Repr(k)
		if err != nil {
			return err
		}
		vs, err := vm.Repr(v)
		if err != nil {
			return err
		}
		sb.WriteString(ks)
		sb.WriteString(": ")
		sb.WriteString(vs)
	}
	sb.WriteByte('}')
	return nil
}

// modNewDictOf allocates an empty dict-layout object of class cls.
func modNewDictOf(vm *rt.VM, cls *rt.Class, withDict bool) *rt.Dict {
	d := &rt.Dict{}
	d.SetClass(cls)
	vm.Alloc(d)
	if withDict {
		d.SetInstanceDict(vm.NewDictObj())
	}
	return d
}

func init() {
	rt.SetWeakrefable(OrderedDictType)
	dd := DefaultDictType
	dd.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d := modNewDictOf(vm, cls, true)
		d.InstanceDict().SetStr(vm, "default_factory", rt.None)
		return d.Self(), nil
	}
	dd.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDictSelf(vm, args[0], DefaultDictType, "__init__")
		if err != nil {
			return rt.Unbound, err
		}
		rest := args[1:]
		factory := rt.None
		if len(rest) > 0 {
			factory = rest[0]
			if factory != rt.None && !vm.IsCallable(factory) {
				return rt.Unbound, vm.TypeError("first argument must be callable or None")
			}
			rest = rest[1:]
		}
		if d.InstanceDict() == nil {
			d.SetInstanceDict(vm.NewDictObj())
		}
		d.InstanceDict().SetStr(vm, "default_factory", factory)
		_, err = modDictCall(vm, "__init__", append([]rt.Value{args[0]}, rest...), kw)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, nil
	})
	dd.AddMethod("__missing__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("defaultdict.__missing__() takes exactly one argument (%d given)", len(args)-1)
		}
		d, err := modDictSelf(vm, args[0], DefaultDictType, "__missing__")
		if err != nil {
			return rt.Unbound, err
		}
		f := modDefaultFactory(vm, d)
		if f == rt.None {
			return rt.Unbound, vm.KeyError(args[1])
		}
		v, err := vm.Call(f, nil, nil)
		if err != nil {
			return rt.Unbound, err
		}
		if err := vm.SetItem(args[0], args[1], v); err != nil {
			return rt.Unbound, err
		}
		return v, nil
	})
	dd.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDictSelf(vm, args[0], DefaultDictType, "__repr__")
		if err != nil {
			return rt.Unbound, err
		}
		f := modDefaultFactory(vm, d)
		fr := "None"
		if f != rt.None {
			ok, err := vm.ReprEnter(f)
			if err != nil {
				return rt.Unbound, err
			}
			if !ok {
				fr = "..."
			} else {
				fr, err = vm.Repr(f)
				vm.ReprLeave(f)
				if err != nil {
					return rt.Unbound, err
				}
			}
		}
		inner, err := modDictCall(vm, "__repr__", []rt.Value{args[0]}, nil)
		if err != nil {
			return rt.Unbound, err
		}
		is, _ := vm.StrOf(inner)
		return vm.NewStr(d.Class().Qualname + "(" + fr + ", " + is + ")"), nil
	})
	ddCopy := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDictSelf(vm, args[0], DefaultDictType, "copy")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.Call(d.Class().Self(), []rt.Value{modDefaultFactory(vm, d), args[0]}, nil)
	}
	dd.AddMethod("copy", ddCopy)
	dd.AddMethod("__copy__", ddCopy)
	dd.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDictSelf(vm, args[0], DefaultDictType, "__reduce__")
		if err != nil {
			return rt.Unbound, err
		}
		f := modDefaultFactory(vm, d)
		cargs := rt.EmptyTuple
		if f != rt.None {
			cargs = vm.NewTupleCopy([]rt.Value{f})
		}
		items, err := vm.CallMethod(args[0], "items")
		if err != nil {
			return rt.Unbound, err
		}
		it, err := vm.Iter(items)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTupleCopy([]rt.Value{d.Class().Self(), cargs, rt.None, rt.None, it}), nil
	})
	dd.AddMethod("__or__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return modDefaultDictOr(vm, args[0], args[1])
	})
	dd.AddMethod("__ror__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return modDefaultDictOr(vm, args[1], args[0])
	})

	od := OrderedDictType
	od.HasDict = true
	od.AddGetSet("__dict__", rt.ObjDictGet, rt.ObjDictSet)
	od.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return modNewDictOf(vm, cls, false).Self(), nil
	}
	od.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if _, err := modDictSelf(vm, args[0], OrderedDictType, "__init__"); err != nil {
			return rt.Unbound, err
		}
		if len(args) > 2 {
			return rt.Unbound, vm.TypeError("expected at most 1 arguments, got %d", len(args)-1)
		}
		_, err := modDictCall(vm, "update", args, kw)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, nil
	})
	od.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDictSelf(vm, args[0], OrderedDictType, "__repr__")
		if err != nil {
			return rt.Unbound, err
		}
		if ok, err := vm.ReprEnter(args[0]); err != nil || !ok {
			return vm.NewStr("..."), err
		}
		defer vm.ReprLeave(args[0])
		name := d.Class().Qualname
		if !d.Class().Builtin {
			name = d.Class().Name
		}
		if d.Len() == 0 {
			return vm.NewStr(name + "()"), nil
		}
		var sb strings.Builder
		sb.WriteString(name)
		sb.WriteByte('(')
		if err := modDictItemsRepr(vm, &sb, d); err != nil {
			return rt.Unbound, err
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	odEq := func(vm *rt.VM, a, b rt.Value) (rt.Value, error) {
		da, ok1 := vm.Get0(a).(*rt.Dict)
		db, ok2 := vm.Get0(b).(*rt.Dict)
		if !ok1 || !ok2 {
			return rt.NotImplemented, nil
		}
		if !da.Class().IsSubclass(OrderedDictType) || !db.Class().IsSubclass(OrderedDictType) {
			return modDictCall(vm, "__eq__", []rt.Value{a, b}, nil)
		}
		if da.Len() != db.Len() {
			return rt.False, nil
		}
		ka, kb := da.Keys(), db.Keys()
		for i := range ka {
			eq, err := vm.Eq(ka[i], kb[i])
			if err != nil || !eq {
				return rt.False, err
			}
			va, _, err := da.Get(vm, ka[i])
			if err != nil {
				return rt.Unbound, err
			}
			vb, _, err := db.Get(vm, kb[i])
			if err != nil {
				return rt.Unbound, err
			}
			if eq, err = vm.Eq(va, vb); err != nil || !eq {
				return rt.False, err
			}
		}
		return rt.True, nil
	}
	od.AddMethod("__eq__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return odEq(vm, args[0], args[1])
	})
	od.AddMethod("__ne__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, err := odEq(vm, args[0], args[1])
		if err != nil || r == rt.NotImplemented {
			return r, err
		}
		t, err := vm.Truth(r)
		return rt.Bool(!t), err
	})
	od.SetAttrStatic("__hash__", rt.None)
	for kind, name := range []string{"keys", "values", "items"} {
		kind := kind
		od.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			d, err := modDictSelf(vm, args[0], OrderedDictType, name)
			if err != nil {
				return rt.Unbound, err
			}
			if len(args) != 1 {
				return rt.Unbound, vm.TypeError("%s() takes no arguments (%d given)", name, len(args)-1)
			}
			return vm.NewDictView(d, kind, modODictViewTypes[kind]), nil
		})
	}
	od.AddMethod("move_to_end", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDictSelf(vm, args[0], OrderedDictType, "move_to_end")
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("move_to_end", args[1:], kw, []string{"key", "last"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		last := true
		if a[1] != rt.Unbound {
			if last, err = vm.Truth(a[1]); err != nil {
				return rt.Unbound, err
			}
		}
		hash, err := vm.Hash(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		pos, err := d.FindHashed(vm, a[0], hash)
		if err != nil {
			return rt.Unbound, err
		}
		if pos < 0 {
			return rt.Unbound, vm.KeyError(a[0])
		}
		if last {
			key, hash, value := d.EntryFull(pos)
			if _, err := d.Delete(vm, key); err != nil {
				return rt.Unbound, err
			}
			if err := d.SetHashed(vm, key, hash, value); err != nil {
				return rt.Unbound, err
			}
		} else {
			d.MoveToFront(pos)
		}
		return rt.None, nil
	})
}

func init() {
	od := OrderedDictType
	od.AddMethod("popitem", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDictSelf(vm, args[0], OrderedDictType, "popitem")
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("popitem", args[1:], kw, []string{"last"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		last := true
		if a[0] != rt.Unbound {
			if last, err = vm.Truth(a[0]); err != nil {
				return rt.Unbound, err
			}
		}
		if d.Len() == 0 {
			return rt.Unbound, vm.KeyError(vm.NewStr("dictionary is empty"))
		}
		// The end entry, found without copying the keys (an LRU cache pops
		// the oldest entry at every insertion).
		var k rt.Value
		if last {
			k, _, _ = d.LastEntry()
		} else {
			k, _, _, _ = d.EntryAt(0)
		}
		v, _, err := d.Pop(vm, k)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTupleCopy([]rt.Value{k, v}), nil
	})
	odCopy := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDictSelf(vm, args[0], OrderedDictType, "copy")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.Call(d.Class().Self(), []rt.Value{args[0]}, nil)
	}
	od.AddMethod("copy", odCopy)
	od.AddMethod("__copy__", odCopy)
	od.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDictSelf(vm, args[0], OrderedDictType, "__reduce__")
		if err != nil {
			return rt.Unbound, err
		}
		state := rt.None
		if d.InstanceDict() != nil && d.InstanceDict().Len() > 0 {
			state = d.InstanceDict().Self()
		}
		items, err := vm.CallMethod(args[0], "items")
		if err != nil {
			return rt.Unbound, err
		}
		it, err := vm.Iter(items)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTupleCopy([]rt.Value{d.Class().Self(), rt.EmptyTuple, state, rt.None, it}), nil
	})
	od.AddMethod("__or__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if _, ok := vm.Get0(args[1]).(*rt.Dict); !ok {
			return rt.NotImplemented, nil
		}
		n, err := vm.Call(vm.ClassOf(args[0]).Self(), []rt.Value{args[0]}, nil)
		if err != nil {
			return rt.Unbound, err
		}
		_, err = vm.CallMethod(n, "update", args[1])
		return n, err
	})
	od.AddMethod("__ror__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if _, ok := vm.Get0(args[1]).(*rt.Dict); !ok {
			return rt.NotImplemented, nil
		}
		n, err := vm.Call(vm.ClassOf(args[0]).Self(), []rt.Value{args[1]}, nil)
		if err != nil {
			return rt.Unbound, err
		}
		_, err = vm.CallMethod(n, "update", args[0])
		return n, err
	})
	od.AddMethod("__sizeof__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.SmallInt(vm.SizeOf(args[0]) + 48), nil
	})
}

func modDefaultDictOr(vm *rt.VM, a, b rt.Value) (rt.Value, error) {
	da, ok1 := vm.Get0(a).(*rt.Dict)
	_, ok2 := vm.Get0(b).(*rt.Dict)
	if !ok1 || !ok2 {
		return rt.NotImplemented, nil
	}
	self := da
	if !da.Class().IsSubclass(DefaultDictType) {
		self = vm.Get0(b).(*rt.Dict)
	}
	n, err := vm.Call(self.Class().Self(), []rt.Value{modDefaultFactory(vm, self), a}, nil)
	if err != nil {
		return rt.Unbound, err
	}
	_, err = vm.CallMethod(n, "update", b)
	return n, err
}

// CountElements is _collections._count_elements(mapping, iterable).
func CountElements(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.Arity("_count_elements", args, 2, 2); err != nil {
		return rt.Unbound, err
	}
	mapping := args[0]
	d, isDict := vm.Get0(mapping).(*rt.Dict)
	fast := false
	if isDict {
		cls := d.Class()
		g1, _ := cls.Lookup(vm, "get")
		g2, _ := rt.DictType.Lookup(vm, "get")
		s1, _ := cls.Lookup(vm, "__setitem__")
		s2, _ := rt.DictType.Lookup(vm, "__setitem__")
		fast = g1 == g2 && s1 == s2
	}
	one := rt.SmallInt(1)
	return rt.None, vm.IterAll(args[1], func(x rt.Value) error {
		if fast {
			h, err := vm.Hash(x)
			if err != nil {
				return err
			}
			pos, err := d.FindHashed(vm, x, h)
			if err != nil {
				return err
			}
			if pos < 0 {
				return d.SetHashed(vm, x, h, one)
			}
			nv, err := vm.Binary(rt.OpAdd, d.ValueAt(pos), one)
			if err != nil {
				return err
			}
			return d.SetHashed(vm, x, h, nv)
		}
		old, err := vm.CallMethod(mapping, "get", x, rt.SmallInt(0))
		if err != nil {
			return err
		}
		nv, err := vm.Binary(rt.OpAdd, old, one)
		if err != nil {
			return err
		}
		return vm.SetItem(mapping, x, nv)
	})
}
