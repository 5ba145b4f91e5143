package runtime

import (
	"strings"
)

// collections.defaultdict and collections.OrderedDict, and the
// _count_elements helper of collections.Counter: the dict subtypes that
// the _collections module (lang/stdlib/collections) exports. They live
// here because they work on the dict's own entries.
//
// defaultdict and OrderedDict instances are *Dict objects whose class is
// the subclass, so every dict operation works on them unchanged.
// defaultdict keeps default_factory in the instance __dict__.

var (
	// DefaultDictType is collections.defaultdict.
	DefaultDictType = ModuleClass("collections", "collections.defaultdict", DictType)
	// OrderedDictType is collections.OrderedDict.
	OrderedDictType = ModuleClass("collections", "collections.OrderedDict", DictType)

	modODictViewTypes = [3]*Class{
		newBuiltinClass("odict_keys", DictKeysType),
		newBuiltinClass("odict_values", DictValuesType),
		newBuiltinClass("odict_items", DictItemsType),
	}
)

// modDictCall calls dict's own method name with args (self first).
func (vm *VM) modDictCall(name string, args []Value, kw []Kwarg) (Value, error) {
	f, ok := DictType.Lookup(vm, name)
	if !ok {
		return Unbound, vm.Errorf(SystemErrorType, "dict.%s is missing", name)
	}
	return vm.Call(f, args, kw)
}

func (vm *VM) modDictSelf(v Value, cls *Class, meth string) (*Dict, error) {
	d, ok := vm.Get0(v).(*Dict)
	if !ok || !d.cls.IsSubclass(cls) {
		return nil, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", meth, cls.Name, vm.TypeName(v))
	}
	return d, nil
}

// modDefaultFactory returns a defaultdict's default_factory.
func (vm *VM) modDefaultFactory(d *Dict) Value {
	if d.dict != nil {
		if f, ok := d.dict.GetStr(vm, "default_factory"); ok {
			return f
		}
	}
	return None
}

// modDictItemsRepr renders "{k: v, ...}" with repr().
func (vm *VM) modDictItemsRepr(sb *strings.Builder, d *Dict) error {
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
func (vm *VM) modNewDictOf(cls *Class, withDict bool) *Dict {
	d := &Dict{}
	d.cls = cls
	vm.Alloc(d)
	if withDict {
		d.dict = vm.NewDictObj()
	}
	return d
}

// modDictMoveToFront moves the entry at pos to the front of d's order.
func modDictMoveToFront(d *Dict, pos int) {
	e := d.entries[pos]
	ne := make([]dictEntry, 0, d.used)
	ne = append(ne, e)
	for i, x := range d.entries {
		if i != pos && x.key != Unbound {
			ne = append(ne, x)
		}
	}
	d.entries = ne
	d.grow()
	d.Version++
}

func init() {
	SetWeakrefable(OrderedDictType)
	dd := DefaultDictType
	dd.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		d := vm.modNewDictOf(cls, true)
		d.dict.SetStr(vm, "default_factory", None)
		return d.self, nil
	}
	dd.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDictSelf(args[0], DefaultDictType, "__init__")
		if err != nil {
			return Unbound, err
		}
		rest := args[1:]
		factory := None
		if len(rest) > 0 {
			factory = rest[0]
			if factory != None && !vm.IsCallable(factory) {
				return Unbound, vm.TypeError("first argument must be callable or None")
			}
			rest = rest[1:]
		}
		if d.dict == nil {
			d.dict = vm.NewDictObj()
		}
		d.dict.SetStr(vm, "default_factory", factory)
		_, err = vm.modDictCall("__init__", append([]Value{args[0]}, rest...), kw)
		if err != nil {
			return Unbound, err
		}
		return None, nil
	})
	dd.AddMethod("__missing__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("defaultdict.__missing__() takes exactly one argument (%d given)", len(args)-1)
		}
		d, err := vm.modDictSelf(args[0], DefaultDictType, "__missing__")
		if err != nil {
			return Unbound, err
		}
		f := vm.modDefaultFactory(d)
		if f == None {
			return Unbound, vm.KeyError(args[1])
		}
		v, err := vm.Call(f, nil, nil)
		if err != nil {
			return Unbound, err
		}
		if err := vm.SetItem(args[0], args[1], v); err != nil {
			return Unbound, err
		}
		return v, nil
	})
	dd.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDictSelf(args[0], DefaultDictType, "__repr__")
		if err != nil {
			return Unbound, err
		}
		f := vm.modDefaultFactory(d)
		fr := "None"
		if f != None {
			ok, err := vm.ReprEnter(f)
			if err != nil {
				return Unbound, err
			}
			if !ok {
				fr = "..."
			} else {
				fr, err = vm.Repr(f)
				vm.ReprLeave(f)
				if err != nil {
					return Unbound, err
				}
			}
		}
		inner, err := vm.modDictCall("__repr__", []Value{args[0]}, nil)
		if err != nil {
			return Unbound, err
		}
		is, _ := vm.StrOf(inner)
		return vm.NewStr(d.cls.Qualname + "(" + fr + ", " + is + ")"), nil
	})
	ddCopy := func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDictSelf(args[0], DefaultDictType, "copy")
		if err != nil {
			return Unbound, err
		}
		return vm.Call(d.cls.self, []Value{vm.modDefaultFactory(d), args[0]}, nil)
	}
	dd.AddMethod("copy", ddCopy)
	dd.AddMethod("__copy__", ddCopy)
	dd.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDictSelf(args[0], DefaultDictType, "__reduce__")
		if err != nil {
			return Unbound, err
		}
		f := vm.modDefaultFactory(d)
		cargs := EmptyTuple
		if f != None {
			cargs = vm.NewTupleCopy([]Value{f})
		}
		items, err := vm.CallMethod(args[0], "items")
		if err != nil {
			return Unbound, err
		}
		it, err := vm.Iter(items)
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{d.cls.self, cargs, None, None, it}), nil
	})
	dd.AddMethod("__or__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.modDefaultDictOr(args[0], args[1])
	})
	dd.AddMethod("__ror__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.modDefaultDictOr(args[1], args[0])
	})

	od := OrderedDictType
	od.HasDict = true
	od.AddGetSet("__dict__", ObjDictGet, ObjDictSet)
	od.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		return vm.modNewDictOf(cls, false).self, nil
	}
	od.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if _, err := vm.modDictSelf(args[0], OrderedDictType, "__init__"); err != nil {
			return Unbound, err
		}
		if len(args) > 2 {
			return Unbound, vm.TypeError("expected at most 1 arguments, got %d", len(args)-1)
		}
		_, err := vm.modDictCall("update", args, kw)
		if err != nil {
			return Unbound, err
		}
		return None, nil
	})
	od.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDictSelf(args[0], OrderedDictType, "__repr__")
		if err != nil {
			return Unbound, err
		}
		if ok, err := vm.ReprEnter(args[0]); err != nil || !ok {
			return vm.NewStr("..."), err
		}
		defer vm.ReprLeave(args[0])
		name := d.cls.Qualname
		if !d.cls.Builtin {
			name = d.cls.Name
		}
		if d.Len() == 0 {
			return vm.NewStr(name + "()"), nil
		}
		var sb strings.Builder
		sb.WriteString(name)
		sb.WriteByte('(')
		if err := vm.modDictItemsRepr(&sb, d); err != nil {
			return Unbound, err
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	odEq := func(vm *VM, a, b Value) (Value, error) {
		da, ok1 := vm.Get0(a).(*Dict)
		db, ok2 := vm.Get0(b).(*Dict)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		if !da.cls.IsSubclass(OrderedDictType) || !db.cls.IsSubclass(OrderedDictType) {
			return vm.modDictCall("__eq__", []Value{a, b}, nil)
		}
		if da.Len() != db.Len() {
			return False, nil
		}
		ka, kb := da.Keys(), db.Keys()
		for i := range ka {
			eq, err := vm.Eq(ka[i], kb[i])
			if err != nil || !eq {
				return False, err
			}
			va, _, err := da.Get(vm, ka[i])
			if err != nil {
				return Unbound, err
			}
			vb, _, err := db.Get(vm, kb[i])
			if err != nil {
				return Unbound, err
			}
			if eq, err = vm.Eq(va, vb); err != nil || !eq {
				return False, err
			}
		}
		return True, nil
	}
	od.AddMethod("__eq__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return odEq(vm, args[0], args[1])
	})
	od.AddMethod("__ne__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r, err := odEq(vm, args[0], args[1])
		if err != nil || r == NotImplemented {
			return r, err
		}
		t, err := vm.Truth(r)
		return Bool(!t), err
	})
	od.SetAttrStatic("__hash__", None)
	for kind, name := range []string{"keys", "values", "items"} {
		kind := kind
		od.AddMethod(name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			d, err := vm.modDictSelf(args[0], OrderedDictType, name)
			if err != nil {
				return Unbound, err
			}
			if len(args) != 1 {
				return Unbound, vm.TypeError("%s() takes no arguments (%d given)", name, len(args)-1)
			}
			v := &DictView{dict: d, kind: kind}
			v.cls = modODictViewTypes[kind]
			return vm.Alloc(v), nil
		})
	}
	od.AddMethod("move_to_end", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDictSelf(args[0], OrderedDictType, "move_to_end")
		if err != nil {
			return Unbound, err
		}
		a, err := vm.BindArgs("move_to_end", args[1:], kw, []string{"key", "last"}, 1)
		if err != nil {
			return Unbound, err
		}
		last := true
		if a[1] != Unbound {
			if last, err = vm.Truth(a[1]); err != nil {
				return Unbound, err
			}
		}
		hash, err := vm.Hash(a[0])
		if err != nil {
			return Unbound, err
		}
		_, pos, err := d.find(vm, a[0], hash)
		if err != nil {
			return Unbound, err
		}
		if pos < 0 {
			return Unbound, vm.KeyError(a[0])
		}
		if last {
			e := d.entries[pos]
			if _, err := d.Delete(vm, e.key); err != nil {
				return Unbound, err
			}
			if err := d.SetHashed(vm, e.key, e.hash, e.value); err != nil {
				return Unbound, err
			}
		} else {
			modDictMoveToFront(d, pos)
		}
		return None, nil
	})
}

func init() {
	od := OrderedDictType
	od.AddMethod("popitem", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDictSelf(args[0], OrderedDictType, "popitem")
		if err != nil {
			return Unbound, err
		}
		a, err := vm.BindArgs("popitem", args[1:], kw, []string{"last"}, 0)
		if err != nil {
			return Unbound, err
		}
		last := true
		if a[0] != Unbound {
			if last, err = vm.Truth(a[0]); err != nil {
				return Unbound, err
			}
		}
		if d.Len() == 0 {
			return Unbound, vm.KeyError(vm.NewStr("dictionary is empty"))
		}
		keys := d.Keys()
		k := keys[0]
		if last {
			k = keys[len(keys)-1]
		}
		v, _, err := d.Pop(vm, k)
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{k, v}), nil
	})
	odCopy := func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDictSelf(args[0], OrderedDictType, "copy")
		if err != nil {
			return Unbound, err
		}
		return vm.Call(d.cls.self, []Value{args[0]}, nil)
	}
	od.AddMethod("copy", odCopy)
	od.AddMethod("__copy__", odCopy)
	od.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDictSelf(args[0], OrderedDictType, "__reduce__")
		if err != nil {
			return Unbound, err
		}
		state := None
		if d.dict != nil && d.dict.Len() > 0 {
			state = d.dict.self
		}
		items, err := vm.CallMethod(args[0], "items")
		if err != nil {
			return Unbound, err
		}
		it, err := vm.Iter(items)
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{d.cls.self, EmptyTuple, state, None, it}), nil
	})
	od.AddMethod("__or__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if _, ok := vm.Get0(args[1]).(*Dict); !ok {
			return NotImplemented, nil
		}
		n, err := vm.Call(vm.ClassOf(args[0]).self, []Value{args[0]}, nil)
		if err != nil {
			return Unbound, err
		}
		_, err = vm.CallMethod(n, "update", args[1])
		return n, err
	})
	od.AddMethod("__ror__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if _, ok := vm.Get0(args[1]).(*Dict); !ok {
			return NotImplemented, nil
		}
		n, err := vm.Call(vm.ClassOf(args[0]).self, []Value{args[1]}, nil)
		if err != nil {
			return Unbound, err
		}
		_, err = vm.CallMethod(n, "update", args[0])
		return n, err
	})
	od.AddMethod("__sizeof__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return SmallInt(vm.SizeOf(args[0]) + 48), nil
	})
}

func (vm *VM) modDefaultDictOr(a, b Value) (Value, error) {
	da, ok1 := vm.Get0(a).(*Dict)
	_, ok2 := vm.Get0(b).(*Dict)
	if !ok1 || !ok2 {
		return NotImplemented, nil
	}
	self := da
	if !da.cls.IsSubclass(DefaultDictType) {
		self = vm.Get0(b).(*Dict)
	}
	n, err := vm.Call(self.cls.self, []Value{vm.modDefaultFactory(self), a}, nil)
	if err != nil {
		return Unbound, err
	}
	_, err = vm.CallMethod(n, "update", b)
	return n, err
}

// CountElements is _collections._count_elements(mapping, iterable).
func CountElements(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.Arity("_count_elements", args, 2, 2); err != nil {
		return Unbound, err
	}
	mapping := args[0]
	d, isDict := vm.Get0(mapping).(*Dict)
	fast := false
	if isDict {
		cls := d.cls
		g1, _ := cls.Lookup(vm, "get")
		g2, _ := DictType.Lookup(vm, "get")
		s1, _ := cls.Lookup(vm, "__setitem__")
		s2, _ := DictType.Lookup(vm, "__setitem__")
		fast = g1 == g2 && s1 == s2
	}
	one := SmallInt(1)
	return None, vm.IterAll(args[1], func(x Value) error {
		if fast {
			h, err := vm.Hash(x)
			if err != nil {
				return err
			}
			_, pos, err := d.find(vm, x, h)
			if err != nil {
				return err
			}
			if pos < 0 {
				return d.SetHashed(vm, x, h, one)
			}
			nv, err := vm.Binary(OpAdd, d.entries[pos].value, one)
			if err != nil {
				return err
			}
			return d.SetHashed(vm, x, h, nv)
		}
		old, err := vm.CallMethod(mapping, "get", x, SmallInt(0))
		if err != nil {
			return err
		}
		nv, err := vm.Binary(OpAdd, old, one)
		if err != nil {
			return err
		}
		return vm.SetItem(mapping, x, nv)
	})
}
