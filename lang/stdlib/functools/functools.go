package functools

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The _functools module: partial, reduce, cmp_to_key and the LRU cache
// wrapper. pylib/functools.py builds functools on top of it.

var (
	// PartialType is functools.partial.
	PartialType        = rt.ModuleClass("functools", "functools.partial", nil)
	modKeyWrapperType  = rt.ModuleClass("functools", "functools.KeyWrapper", nil)
	modLRUWrapperType  = rt.ModuleClass("functools", "functools._lru_cache_wrapper", nil)
	modPartialKwMarker = rt.Unbound
)

// modPartial is a functools.partial object.
type modPartial struct {
	rt.Head
	fn   rt.Value
	args []rt.Value
	kw   *rt.Dict
}

// Trace implements Object.
func (p *modPartial) Trace(t *rt.Tracer) {
	t.Mark(p.fn)
	t.MarkAll(p.args)
	if p.kw != nil {
		t.MarkObj(p.kw)
	}
}

func modPartialSelf(vm *rt.VM, v rt.Value) (*modPartial, error) {
	p, ok := vm.Get0(v).(*modPartial)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'functools.partial' object but received '%s'", vm.TypeName(v))
	}
	return p, nil
}

// modKeyWrapper is the object cmp_to_key returns (and its instances).
type modKeyWrapper struct {
	rt.Head
	cmp, obj rt.Value // obj is Unbound for the factory itself
}

// Trace implements Object.
func (k *modKeyWrapper) Trace(t *rt.Tracer) { t.Mark(k.cmp); t.Mark(k.obj) }

// modLRU is a function wrapped by lru_cache.
type modLRU struct {
	rt.Head
	fn        rt.Value
	maxsize   int // -1: unbounded
	typed     bool
	infoType  rt.Value
	cache     *rt.Dict
	hits      int64
	misses    int64
	kwdMarker rt.Value
}

// Trace implements Object.
func (l *modLRU) Trace(t *rt.Tracer) {
	t.Mark(l.fn)
	t.Mark(l.infoType)
	t.Mark(l.kwdMarker)
	if l.cache != nil {
		t.MarkObj(l.cache)
	}
}

// key builds the cache key of a call (CPython's _make_key).
func modLRUKey(vm *rt.VM, l *modLRU, args []rt.Value, kw []rt.Kwarg) rt.Value {
	if len(kw) == 0 && !l.typed && len(args) == 1 {
		a := args[0]
		if a.IsSmallInt() {
			return a
		}
		switch o := vm.Get0(a).(type) {
		case *rt.Str:
			if o.Class() == rt.StrType {
				return a
			}
		case *rt.Int:
			if o.Class() == rt.IntType {
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
	items := make([]rt.Value, 0, n)
	items = append(items, args...)
	if len(kw) > 0 {
		items = append(items, l.kwdMarker)
		for _, k := range kw {
			items = append(items, vm.Intern(k.Name), k.Value)
		}
	}
	if l.typed {
		for _, a := range args {
			items = append(items, vm.ClassOf(a).Self())
		}
		for _, k := range kw {
			items = append(items, vm.ClassOf(k.Value).Self())
		}
	}
	t := &rt.Tuple{Items: items}
	t.SetClass(rt.TupleType)
	return vm.Alloc(t)
}

func modLRUCall(vm *rt.VM, l *modLRU, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if l.maxsize == 0 {
		l.misses++
		return vm.Call(l.fn, args, kw)
	}
	key := modLRUKey(vm, l, args, kw)
	hash, err := vm.Hash(key)
	if err != nil {
		return rt.Unbound, err
	}
	pos, err := l.cache.FindHashed(vm, key, hash)
	if err != nil {
		return rt.Unbound, err
	}
	if pos >= 0 {
		key, value, _, _ := l.cache.EntryAt(pos)
		l.hits++
		if l.maxsize > 0 && !l.cache.IsNewest(pos) {
			// Move to the most recently used end.
			if _, err := l.cache.Delete(vm, key); err != nil {
				return rt.Unbound, err
			}
			if err := l.cache.SetHashed(vm, key, hash, value); err != nil {
				return rt.Unbound, err
			}
		}
		return value, nil
	}
	l.misses++
	r, err := vm.Call(l.fn, args, kw)
	if err != nil {
		return rt.Unbound, err
	}
	if pos, err := l.cache.FindHashed(vm, key, hash); err != nil {
		return rt.Unbound, err
	} else if pos >= 0 {
		// A recursive call cached it meanwhile.
		return r, nil
	}
	if l.maxsize > 0 && l.cache.Len() >= l.maxsize {
		if k, _, _, ok := l.cache.EntryAt(0); ok {
			if _, err := l.cache.Delete(vm, k); err != nil {
				return rt.Unbound, err
			}
		}
	}
	if err := l.cache.SetHashed(vm, key, hash, r); err != nil {
		return rt.Unbound, err
	}
	return r, nil
}

var modFunctoolsFuncs = rt.StaticFuncs("_functools", rt.ModuleFuncs{
	"reduce": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("reduce", kw); err != nil {
			return rt.Unbound, err
		}
		if err := vm.Arity("reduce", args, 2, 3); err != nil {
			return rt.Unbound, err
		}
		fn := args[0]
		acc := rt.Unbound
		if len(args) == 3 {
			acc = args[2]
		}
		it, err := vm.Iter(args[1])
		if err != nil {
			if rt.ExceptionMatches(err, rt.TypeErrorType) {
				return rt.Unbound, vm.TypeError("reduce() arg 2 must support iteration")
			}
			return rt.Unbound, err
		}
		// Only the accumulator is needed from one item to the next.
		sc := vm.Heap().Items()
		for {
			v, ok, err := vm.Next(it)
			if err != nil {
				sc.Close(err)
				return rt.Unbound, err
			}
			if !ok {
				break
			}
			if acc == rt.Unbound {
				acc = v
				continue
			}
			if acc, err = vm.Call(fn, []rt.Value{acc, v}, nil); err != nil {
				sc.Close(err)
				return rt.Unbound, err
			}
			sc.Keep(acc, rt.Unbound)
		}
		sc.Close(nil)
		if acc == rt.Unbound {
			return rt.Unbound, vm.TypeError("reduce() of empty iterable with no initial value")
		}
		return acc, nil
	},
	"cmp_to_key": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("cmp_to_key", args, kw, []string{"mycmp"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		k := &modKeyWrapper{cmp: a[0], obj: rt.Unbound}
		k.SetClass(modKeyWrapperType)
		return vm.Alloc(k), nil
	},
	"_lru_cache_wrapper": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("_lru_cache_wrapper", args, kw, []string{"user_function", "maxsize", "typed", "cache_info_type"}, 4)
		if err != nil {
			return rt.Unbound, err
		}
		if !vm.IsCallable(a[0]) {
			return rt.Unbound, vm.TypeError("the first argument must be callable")
		}
		maxsize := -1
		if a[1] != rt.None {
			if !vm.IsInt(a[1]) {
				return rt.Unbound, vm.TypeError("maxsize should be integer or None")
			}
			n, err := vm.IndexInt(a[1])
			if err != nil {
				return rt.Unbound, err
			}
			maxsize = int(max(n, 0))
		}
		typed, err := vm.Truth(a[2])
		if err != nil {
			return rt.Unbound, err
		}
		l := &modLRU{fn: a[0], maxsize: maxsize, typed: typed, infoType: a[3]}
		l.SetClass(modLRUWrapperType)
		v := vm.Alloc(l)
		l.SetInstanceDict(vm.NewDictObj())
		l.cache = vm.NewDictObj()
		marker := &rt.Instance{}
		marker.SetClass(rt.ObjectType)
		l.kwdMarker = vm.Alloc(marker)
		return v, nil
	},
})

func modLRUSelf(vm *rt.VM, v rt.Value) (*modLRU, error) {
	l, ok := vm.Get0(v).(*modLRU)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'functools._lru_cache_wrapper' object but received '%s'", vm.TypeName(v))
	}
	return l, nil
}

func init() {
	rt.SetWeakrefable(PartialType)
	rt.SetWeakrefable(modLRUWrapperType)
	p := PartialType
	p.HasDict = true
	p.AddGetSet("__dict__", rt.ObjDictGet, rt.ObjDictSet)
	p.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("type 'partial' takes at least one argument")
		}
		fn := args[0]
		pargs := args[1:]
		if !vm.IsCallable(fn) {
			return rt.Unbound, vm.TypeError("the first argument must be callable")
		}
		kwd := vm.NewDictObj()
		if inner, ok := vm.Get0(fn).(*modPartial); ok && inner.Class() == PartialType && (inner.InstanceDict() == nil || inner.InstanceDict().Len() == 0) {
			pargs = append(append([]rt.Value(nil), inner.args...), pargs...)
			inner.kw.Items(func(k, v rt.Value) bool { kwd.Set(vm, k, v); return true })
			fn = inner.fn
		} else {
			pargs = append([]rt.Value(nil), pargs...)
		}
		for _, k := range kw {
			kwd.SetStr(vm, k.Name, k.Value)
		}
		o := &modPartial{fn: fn, args: pargs, kw: kwd}
		o.SetClass(cls)
		v := vm.Alloc(o)
		o.SetInstanceDict(vm.NewDictObj())
		return v, nil
	}
	p.AddMethod("__call__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modPartialSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		call := args[1:]
		if len(o.args) > 0 {
			call = append(append(make([]rt.Value, 0, len(o.args)+len(call)), o.args...), call...)
		}
		ckw := kw
		if o.kw.Len() > 0 {
			ckw = make([]rt.Kwarg, 0, o.kw.Len()+len(kw))
			o.kw.Items(func(k, v rt.Value) bool {
				s, _ := vm.StrOf(k)
				for _, x := range kw {
					if x.Name == s {
						return true
					}
				}
				ckw = append(ckw, rt.Kwarg{Name: s, Value: v})
				return true
			})
			ckw = append(ckw, kw...)
		}
		return vm.Call(o.fn, call, ckw)
	})
	p.AddGetter("func", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		o, err := modPartialSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return o.fn, nil
	})
	p.AddGetter("args", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		o, err := modPartialSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTuple(append([]rt.Value(nil), o.args...)), nil
	})
	p.AddGetter("keywords", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		o, err := modPartialSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return o.kw.Self(), nil
	})
	rt.MarkMembers(p, "func", "args", "keywords")
	p.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modPartialSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		name := o.Class().Name
		if o.Class().Builtin {
			name = "functools." + o.Class().Qualname
		} else {
			name = o.Class().Qualname
			if m, ok := o.Class().Dict.GetStr(vm, "__module__"); ok {
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
			return rt.Unbound, err
		}
		sb.WriteString(fs)
		for _, a := range o.args {
			sb.WriteString(", ")
			s, err := vm.Repr(a)
			if err != nil {
				return rt.Unbound, err
			}
			sb.WriteString(s)
		}
		var rerr error
		o.kw.Items(func(k, v rt.Value) bool {
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
			return rt.Unbound, rerr
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	p.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modPartialSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		d := rt.None
		if o.InstanceDict() != nil && o.InstanceDict().Len() > 0 {
			d = o.InstanceDict().Self()
		}
		kwv := rt.None
		if o.kw.Len() > 0 {
			kwv = o.kw.Self()
		}
		return vm.NewTupleCopy([]rt.Value{o.Class().Self(), vm.NewTupleCopy([]rt.Value{o.fn}),
			vm.NewTupleCopy([]rt.Value{o.fn, vm.NewTuple(append([]rt.Value(nil), o.args...)), kwv, d})}), nil
	})
	p.AddMethod("__setstate__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modPartialSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		t, ok := vm.AsTuple(args[1])
		if !ok || len(t.Items) != 4 {
			return rt.Unbound, vm.TypeError("invalid partial state")
		}
		at, ok := vm.AsTuple(t.Items[1])
		if !ok || !vm.IsCallable(t.Items[0]) {
			return rt.Unbound, vm.TypeError("invalid partial state")
		}
		o.fn = t.Items[0]
		o.args = append([]rt.Value(nil), at.Items...)
		o.kw = vm.NewDictObj()
		if d, ok := vm.AsDict(t.Items[2]); ok {
			d.Items(func(k, v rt.Value) bool { o.kw.Set(vm, k, v); return true })
		}
		if d, ok := vm.AsDict(t.Items[3]); ok {
			o.SetInstanceDict(d.Copy())
			vm.Alloc(o.InstanceDict())
		}
		return rt.None, nil
	})
	p.AddClassMethod("__class_getitem__", rt.ClassGetItem)

	k := modKeyWrapperType
	k.SetAttrStatic("__hash__", rt.None)
	k.AddMethod("__call__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		w := vm.Get0(args[0]).(*modKeyWrapper)
		a, err := vm.BindArgs("K", args[1:], kw, []string{"obj"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		n := &modKeyWrapper{cmp: w.cmp, obj: a[0]}
		n.SetClass(modKeyWrapperType)
		return vm.Alloc(n), nil
	})
	k.AddGetter("obj", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		w := vm.Get0(self).(*modKeyWrapper)
		if w.obj == rt.Unbound {
			return rt.Unbound, vm.Errorf(rt.AttributeErrorType, "obj")
		}
		return w.obj, nil
	})
	for op := rt.CmpLT; op <= rt.CmpGE; op++ {
		op := op
		k.AddMethod(rt.CmpNames[op], func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a := vm.Get0(args[0]).(*modKeyWrapper)
			b, ok := vm.Get0(args[1]).(*modKeyWrapper)
			if !ok {
				return rt.Unbound, vm.TypeError("other argument must be K instance")
			}
			if a.obj == rt.Unbound || b.obj == rt.Unbound {
				return rt.Unbound, vm.Errorf(rt.AttributeErrorType, "object")
			}
			r, err := vm.Call(a.cmp, []rt.Value{a.obj, b.obj}, nil)
			if err != nil {
				return rt.Unbound, err
			}
			return vm.Compare(op, r, rt.SmallInt(0))
		})
	}

	l := modLRUWrapperType
	l.HasDict = true
	l.GoDescr = true
	l.AddGetSet("__dict__", rt.ObjDictGet, rt.ObjDictSet)
	l.AddMethod("__call__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modLRUSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modLRUCall(vm, o, args[1:], kw)
	})
	l.AddMethod("__get__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) < 2 {
			return rt.Unbound, vm.TypeError("__get__(None, None) is invalid")
		}
		if args[1] == rt.None {
			return args[0], nil
		}
		return vm.NewBoundMethod(args[0], args[1]), nil
	})
	l.AddMethod("cache_info", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modLRUSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		maxsize := rt.None
		if o.maxsize >= 0 {
			maxsize = rt.SmallInt(int64(o.maxsize))
		}
		return vm.Call(o.infoType, []rt.Value{vm.NewInt(o.hits), vm.NewInt(o.misses), maxsize, rt.SmallInt(int64(o.cache.Len()))}, nil)
	})
	l.AddMethod("cache_clear", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modLRUSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		o.cache.Clear()
		o.hits, o.misses = 0, 0
		return rt.None, nil
	})
	l.AddMethod("__copy__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return args[0], nil })
	l.AddMethod("__deepcopy__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return args[0], nil })
	l.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.GetAttr(args[0], "__qualname__")
	})

	register("_functools", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_functools")
		rt.FillModule(vm, m, modFunctoolsFuncs)
		m.InstanceDict().SetStr(vm, "partial", PartialType.Self())
		m.InstanceDict().SetStr(vm, "KeyWrapper", modKeyWrapperType.Self())
		return m, nil
	})
}
