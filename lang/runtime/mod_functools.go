package runtime

import (
	"strings"
)

// The _functools module: partial, reduce, cmp_to_key and the LRU cache
// wrapper. pylib/functools.py builds functools on top of it.

var (
	// PartialType is functools.partial.
	PartialType        = ModuleClass("functools", "functools.partial", nil)
	modKeyWrapperType  = ModuleClass("functools", "functools.KeyWrapper", nil)
	modLRUWrapperType  = ModuleClass("functools", "functools._lru_cache_wrapper", nil)
	modPartialKwMarker = Unbound
)

// modPartial is a functools.partial object.
type modPartial struct {
	Head
	fn   Value
	args []Value
	kw   *Dict
}

// Trace implements Object.
func (p *modPartial) Trace(t *Tracer) {
	t.Mark(p.fn)
	t.MarkAll(p.args)
	if p.kw != nil {
		t.MarkObj(p.kw)
	}
}

func (vm *VM) modPartialSelf(v Value) (*modPartial, error) {
	p, ok := vm.Get0(v).(*modPartial)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'functools.partial' object but received '%s'", vm.TypeName(v))
	}
	return p, nil
}

// modKeyWrapper is the object cmp_to_key returns (and its instances).
type modKeyWrapper struct {
	Head
	cmp, obj Value // obj is Unbound for the factory itself
}

// Trace implements Object.
func (k *modKeyWrapper) Trace(t *Tracer) { t.Mark(k.cmp); t.Mark(k.obj) }

// modLRU is a function wrapped by lru_cache.
type modLRU struct {
	Head
	fn        Value
	maxsize   int // -1: unbounded
	typed     bool
	infoType  Value
	cache     *Dict
	hits      int64
	misses    int64
	kwdMarker Value
}

// Trace implements Object.
func (l *modLRU) Trace(t *Tracer) {
	t.Mark(l.fn)
	t.Mark(l.infoType)
	t.Mark(l.kwdMarker)
	if l.cache != nil {
		t.MarkObj(l.cache)
	}
}

// key builds the cache key of a call (CPython's _make_key).
func (vm *VM) modLRUKey(l *modLRU, args []Value, kw []Kwarg) Value {
	if len(kw) == 0 && !l.typed && len(args) == 1 {
		a := args[0]
		if a.IsSmallInt() {
			return a
		}
		switch o := vm.Get0(a).(type) {
		case *Str:
			if o.cls == StrType {
				return a
			}
		case *Int:
			if o.cls == IntType {
				return a
			}
		}
	}
	n := len(args)
	if len(kw) > 0 {
		n += 1 + 2*len(kw)
	}
	if l.typed {
		n += len(args) + len(kw)
	}
	items := make([]Value, 0, n)
	items = append(items, args...)
	if len(kw) > 0 {
		items = append(items, l.kwdMarker)
		for _, k := range kw {
			items = append(items, vm.Intern(k.Name), k.Value)
		}
	}
	if l.typed {
		for _, a := range args {
			items = append(items, vm.ClassOf(a).self)
		}
		for _, k := range kw {
			items = append(items, vm.ClassOf(k.Value).self)
		}
	}
	t := &Tuple{Items: items}
	t.cls = TupleType
	return vm.Alloc(t)
}

func (vm *VM) modLRUCall(l *modLRU, args []Value, kw []Kwarg) (Value, error) {
	if l.maxsize == 0 {
		l.misses++
		return vm.Call(l.fn, args, kw)
	}
	key := vm.modLRUKey(l, args, kw)
	hash, err := vm.Hash(key)
	if err != nil {
		return Unbound, err
	}
	_, pos, err := l.cache.find(vm, key, hash)
	if err != nil {
		return Unbound, err
	}
	if pos >= 0 {
		e := l.cache.entries[pos]
		l.hits++
		if l.maxsize > 0 && pos != len(l.cache.entries)-1 {
			// Move to the most recently used end.
			if _, err := l.cache.Delete(vm, e.key); err != nil {
				return Unbound, err
			}
			if err := l.cache.SetHashed(vm, e.key, hash, e.value); err != nil {
				return Unbound, err
			}
		}
		return e.value, nil
	}
	l.misses++
	r, err := vm.Call(l.fn, args, kw)
	if err != nil {
		return Unbound, err
	}
	if _, pos, err := l.cache.find(vm, key, hash); err != nil {
		return Unbound, err
	} else if pos >= 0 {
		// A recursive call cached it meanwhile.
		return r, nil
	}
	if l.maxsize > 0 && l.cache.Len() >= l.maxsize {
		if k, _, _, ok := l.cache.EntryAt(0); ok {
			if _, err := l.cache.Delete(vm, k); err != nil {
				return Unbound, err
			}
		}
	}
	if err := l.cache.SetHashed(vm, key, hash, r); err != nil {
		return Unbound, err
	}
	return r, nil
}

var modFunctoolsFuncs = StaticFuncs("_functools", ModuleFuncs{
	"reduce": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("reduce", kw); err != nil {
			return Unbound, err
		}
		if err := vm.Arity("reduce", args, 2, 3); err != nil {
			return Unbound, err
		}
		fn := args[0]
		acc := Unbound
		if len(args) == 3 {
			acc = args[2]
		}
		it, err := vm.Iter(args[1])
		if err != nil {
			if ExceptionMatches(err, TypeErrorType) {
				return Unbound, vm.TypeError("reduce() arg 2 must support iteration")
			}
			return Unbound, err
		}
		for {
			v, ok, err := vm.Next(it)
			if err != nil {
				return Unbound, err
			}
			if !ok {
				break
			}
			if acc == Unbound {
				acc = v
				continue
			}
			if acc, err = vm.Call(fn, []Value{acc, v}, nil); err != nil {
				return Unbound, err
			}
		}
		if acc == Unbound {
			return Unbound, vm.TypeError("reduce() of empty iterable with no initial value")
		}
		return acc, nil
	},
	"cmp_to_key": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("cmp_to_key", args, kw, []string{"mycmp"}, 1)
		if err != nil {
			return Unbound, err
		}
		k := &modKeyWrapper{cmp: a[0], obj: Unbound}
		k.cls = modKeyWrapperType
		return vm.Alloc(k), nil
	},
	"_lru_cache_wrapper": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("_lru_cache_wrapper", args, kw, []string{"user_function", "maxsize", "typed", "cache_info_type"}, 4)
		if err != nil {
			return Unbound, err
		}
		if !vm.IsCallable(a[0]) {
			return Unbound, vm.TypeError("the first argument must be callable")
		}
		maxsize := -1
		if a[1] != None {
			if !vm.IsInt(a[1]) {
				return Unbound, vm.TypeError("maxsize should be integer or None")
			}
			n, err := vm.IndexInt(a[1])
			if err != nil {
				return Unbound, err
			}
			maxsize = int(max(n, 0))
		}
		typed, err := vm.Truth(a[2])
		if err != nil {
			return Unbound, err
		}
		l := &modLRU{fn: a[0], maxsize: maxsize, typed: typed, infoType: a[3]}
		l.cls = modLRUWrapperType
		v := vm.Alloc(l)
		l.dict = vm.NewDictObj()
		l.cache = vm.NewDictObj()
		marker := &Instance{}
		marker.cls = ObjectType
		l.kwdMarker = vm.Alloc(marker)
		return v, nil
	},
})

func (vm *VM) modLRUSelf(v Value) (*modLRU, error) {
	l, ok := vm.Get0(v).(*modLRU)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'functools._lru_cache_wrapper' object but received '%s'", vm.TypeName(v))
	}
	return l, nil
}

func init() {
	SetWeakrefable(PartialType)
	SetWeakrefable(modLRUWrapperType)
	p := PartialType
	p.HasDict = true
	p.AddGetSet("__dict__", objDictGet, objDictSet)
	p.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("type 'partial' takes at least one argument")
		}
		fn := args[0]
		pargs := args[1:]
		if !vm.IsCallable(fn) {
			return Unbound, vm.TypeError("the first argument must be callable")
		}
		kwd := vm.NewDictObj()
		if inner, ok := vm.Get0(fn).(*modPartial); ok && inner.cls == PartialType && (inner.dict == nil || inner.dict.Len() == 0) {
			pargs = append(append([]Value(nil), inner.args...), pargs...)
			inner.kw.Items(func(k, v Value) bool { kwd.Set(vm, k, v); return true })
			fn = inner.fn
		} else {
			pargs = append([]Value(nil), pargs...)
		}
		for _, k := range kw {
			kwd.SetStr(vm, k.Name, k.Value)
		}
		o := &modPartial{fn: fn, args: pargs, kw: kwd}
		o.cls = cls
		v := vm.Alloc(o)
		o.dict = vm.NewDictObj()
		return v, nil
	}
	p.AddMethod("__call__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		o, err := vm.modPartialSelf(args[0])
		if err != nil {
			return Unbound, err
		}
		call := args[1:]
		if len(o.args) > 0 {
			call = append(append(make([]Value, 0, len(o.args)+len(call)), o.args...), call...)
		}
		ckw := kw
		if o.kw.Len() > 0 {
			ckw = make([]Kwarg, 0, o.kw.Len()+len(kw))
			o.kw.Items(func(k, v Value) bool {
				s, _ := vm.StrOf(k)
				for _, x := range kw {
					if x.Name == s {
						return true
					}
				}
				ckw = append(ckw, Kwarg{Name: s, Value: v})
				return true
			})
			ckw = append(ckw, kw...)
		}
		return vm.Call(o.fn, call, ckw)
	})
	p.AddGetter("func", func(vm *VM, self Value) (Value, error) {
		o, err := vm.modPartialSelf(self)
		if err != nil {
			return Unbound, err
		}
		return o.fn, nil
	})
	p.AddGetter("args", func(vm *VM, self Value) (Value, error) {
		o, err := vm.modPartialSelf(self)
		if err != nil {
			return Unbound, err
		}
		return vm.NewTuple(append([]Value(nil), o.args...)), nil
	})
	p.AddGetter("keywords", func(vm *VM, self Value) (Value, error) {
		o, err := vm.modPartialSelf(self)
		if err != nil {
			return Unbound, err
		}
		return o.kw.self, nil
	})
	p.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		o, err := vm.modPartialSelf(args[0])
		if err != nil {
			return Unbound, err
		}
		name := o.cls.Name
		if o.cls.Builtin {
			name = "functools." + o.cls.Qualname
		} else {
			name = o.cls.Qualname
			if m, ok := o.cls.Dict.GetStr(vm, "__module__"); ok {
				if ms, ok := vm.StrOf(m); ok {
					name = ms + "." + name
				}
			}
		}
		if ok, err := vm.ReprEnter(args[0]); err != nil || !ok {
			return vm.NewStr("..."), err
		}
		defer vm.ReprLeave(args[0])
		var sb strings.Builder
		sb.WriteString(name)
		sb.WriteByte('(')
		fs, err := vm.Repr(o.fn)
		if err != nil {
			return Unbound, err
		}
		sb.WriteString(fs)
		for _, a := range o.args {
			sb.WriteString(", ")
			s, err := vm.Repr(a)
			if err != nil {
				return Unbound, err
			}
			sb.WriteString(s)
		}
		var rerr error
		o.kw.Items(func(k, v Value) bool {
			ks, err := vm.Str(k)
			if err != nil {
				rerr = err
				return false
			}
			vs, err := vm.Repr(v)
			if err != nil {
				rerr = err
				return false
			}
			sb.WriteString(", " + ks + "=" + vs)
			return true
		})
		if rerr != nil {
			return Unbound, rerr
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	p.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		o, err := vm.modPartialSelf(args[0])
		if err != nil {
			return Unbound, err
		}
		d := None
		if o.dict != nil && o.dict.Len() > 0 {
			d = o.dict.self
		}
		kwv := None
		if o.kw.Len() > 0 {
			kwv = o.kw.self
		}
		return vm.NewTupleCopy([]Value{o.cls.self, vm.NewTupleCopy([]Value{o.fn}),
			vm.NewTupleCopy([]Value{o.fn, vm.NewTuple(append([]Value(nil), o.args...)), kwv, d})}), nil
	})
	p.AddMethod("__setstate__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		o, err := vm.modPartialSelf(args[0])
		if err != nil {
			return Unbound, err
		}
		t, ok := vm.AsTuple(args[1])
		if !ok || len(t.Items) != 4 {
			return Unbound, vm.TypeError("invalid partial state")
		}
		at, ok := vm.AsTuple(t.Items[1])
		if !ok || !vm.IsCallable(t.Items[0]) {
			return Unbound, vm.TypeError("invalid partial state")
		}
		o.fn = t.Items[0]
		o.args = append([]Value(nil), at.Items...)
		o.kw = vm.NewDictObj()
		if d, ok := vm.AsDict(t.Items[2]); ok {
			d.Items(func(k, v Value) bool { o.kw.Set(vm, k, v); return true })
		}
		if d, ok := vm.AsDict(t.Items[3]); ok {
			o.dict = d.Copy()
			vm.Alloc(o.dict)
		}
		return None, nil
	})
	p.AddClassMethod("__class_getitem__", ClassGetItem)

	k := modKeyWrapperType
	k.SetAttrStatic("__hash__", None)
	k.AddMethod("__call__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		w := vm.Get0(args[0]).(*modKeyWrapper)
		a, err := vm.BindArgs("K", args[1:], kw, []string{"obj"}, 1)
		if err != nil {
			return Unbound, err
		}
		n := &modKeyWrapper{cmp: w.cmp, obj: a[0]}
		n.cls = modKeyWrapperType
		return vm.Alloc(n), nil
	})
	k.AddGetter("obj", func(vm *VM, self Value) (Value, error) {
		w := vm.Get0(self).(*modKeyWrapper)
		if w.obj == Unbound {
			return Unbound, vm.Errorf(AttributeErrorType, "obj")
		}
		return w.obj, nil
	})
	for op := CmpLT; op <= CmpGE; op++ {
		op := op
		k.AddMethod(CmpNames[op], func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			a := vm.Get0(args[0]).(*modKeyWrapper)
			b, ok := vm.Get0(args[1]).(*modKeyWrapper)
			if !ok {
				return Unbound, vm.TypeError("other argument must be K instance")
			}
			if a.obj == Unbound || b.obj == Unbound {
				return Unbound, vm.Errorf(AttributeErrorType, "object")
			}
			r, err := vm.Call(a.cmp, []Value{a.obj, b.obj}, nil)
			if err != nil {
				return Unbound, err
			}
			return vm.Compare(op, r, SmallInt(0))
		})
	}

	l := modLRUWrapperType
	l.HasDict = true
	l.GoDescr = true
	l.AddGetSet("__dict__", objDictGet, objDictSet)
	l.AddMethod("__call__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		o, err := vm.modLRUSelf(args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.modLRUCall(o, args[1:], kw)
	})
	l.AddMethod("__get__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) < 2 {
			return Unbound, vm.TypeError("__get__(None, None) is invalid")
		}
		if args[1] == None {
			return args[0], nil
		}
		return vm.NewBoundMethod(args[0], args[1]), nil
	})
	l.AddMethod("cache_info", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		o, err := vm.modLRUSelf(args[0])
		if err != nil {
			return Unbound, err
		}
		maxsize := None
		if o.maxsize >= 0 {
			maxsize = SmallInt(int64(o.maxsize))
		}
		return vm.Call(o.infoType, []Value{vm.NewInt(o.hits), vm.NewInt(o.misses), maxsize, SmallInt(int64(o.cache.Len()))}, nil)
	})
	l.AddMethod("cache_clear", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		o, err := vm.modLRUSelf(args[0])
		if err != nil {
			return Unbound, err
		}
		o.cache.Clear()
		o.hits, o.misses = 0, 0
		return None, nil
	})
	l.AddMethod("__copy__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil })
	l.AddMethod("__deepcopy__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil })
	l.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.GetAttr(args[0], "__qualname__")
	})

	RegisterModule("_functools", func(vm *VM) (*Module, error) {
		m := vm.NewModule("_functools")
		FillModule(vm, m, modFunctoolsFuncs)
		m.dict.SetStr(vm, "partial", PartialType.self)
		m.dict.SetStr(vm, "KeyWrapper", modKeyWrapperType.self)
		return m, nil
	})
}
