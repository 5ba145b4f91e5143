package pickle

import rt "github.com/cpjit/cpjit/lang/runtime"

// Objects pickled by reduction: classes and functions by name (as
// pickle.py's save_global, which a helper from pickle.py computes), other
// objects through __reduce_ex__(protocol) and save_reduce's opcodes.
// Whatever this does not write (a copyreg dispatch_table entry,
// __newobj_ex__, list or dict items, extension codes...) is handed back
// to pickle.py with the reductions already made.

// handBack is _dumps_fast's answer when pickle.py must pickle the value:
// None, or a dict of the reductions made, {id(obj): rv}.
func (p *pickler) handBack() rt.Value {
	if len(p.reduced) == 0 {
		return rt.None
	}
	vm := p.vm
	id, ok := vm.Builtins.Dict().GetStr(vm, "id")
	if !ok {
		return rt.None
	}
	d := vm.NewDictObj()
	for i := 0; i < len(p.reduced); i += 2 {
		k, err := vm.Call(id, []rt.Value{p.reduced[i]}, nil)
		if err != nil {
			return rt.None
		}
		if err := d.Set(vm, k, p.reduced[i+1]); err != nil {
			return rt.None
		}
	}
	return d.Self()
}

func (p *pickler) saveOther(v rt.Value) error {
	if p.globalParts == rt.Unbound {
		return errFallback
	}
	vm := p.vm
	cls := vm.ClassOf(v)
	switch o := vm.Get0(v).(type) {
	case *rt.Class:
		if o == rt.NoneType || o == rt.NotImplType || o == rt.EllipsisType {
			return errFallback // pickled by reduction in pickle.py
		}
		if cls == rt.TypeType {
			return p.saveGlobal(v, rt.None)
		}
	case *rt.Function:
		if cls == rt.FunctionType {
			return p.saveGlobal(v, rt.None)
		}
	case *rt.BuiltinFunction:
		if cls == rt.BuiltinFuncType {
			return p.saveGlobal(v, rt.None)
		}
	}
	if _, found, err := p.table.Get(vm, cls.Self()); err != nil || found {
		return errFallback
	}
	if vm.IsInstance(v, rt.TypeType) {
		return p.saveGlobal(v, rt.None) // a class with a metaclass
	}
	plain := p.proto >= 2 && plainReducible(vm, v, cls)
	if plain && p.newobj != rt.Unbound {
		rv := p.plainReduction(v, cls)
		p.reduced = append(p.reduced, v, rv)
		return p.saveReduce(v, rv)
	}
	reduce, ok, err := vm.GetAttrOpt(v, "__reduce_ex__")
	if err != nil || !ok {
		return errFallback
	}
	rv, err := vm.Call(reduce, []rt.Value{vm.NewInt(int64(p.proto))}, nil)
	if err != nil {
		p.pyErr = err
		return err
	}
	if t, ok := vm.AsTuple(rv); plain && ok && len(t.Items) == 5 {
		p.newobj = t.Items[0]
	}
	p.reduced = append(p.reduced, v, rv)
	return p.saveReduce(v, rv)
}

// plainReducible reports whether v.__reduce_ex__(proto), for a protocol
// of 2 or more, is object's and gives (copyreg.__newobj__, (cls,),
// state, None, None) with the instance's __dict__ (or None when empty)
// as the state: v is an instance of a class with object's
// __getattribute__, __reduce_ex__, __reduce__ and __getstate__, without
// __getnewargs__ or __getnewargs_ex__ or slots, and its own __dict__
// does not shadow __reduce_ex__.
func plainReducible(vm *rt.VM, v rt.Value, cls *rt.Class) bool {
	inst, ok := vm.Get0(v).(*rt.Instance)
	if !ok || len(inst.SlotVals) != 0 || cls.Builtin || !cls.HasDict || cls.Base != rt.ObjectType {
		return false
	}
	for _, name := range [...]string{"__getattribute__", "__reduce_ex__", "__reduce__", "__getstate__"} {
		m, _ := cls.Lookup(vm, name)
		if base, _ := rt.ObjectType.Lookup(vm, name); m != base {
			return false
		}
	}
	for _, name := range [...]string{"__getnewargs__", "__getnewargs_ex__"} {
		if _, ok := cls.Lookup(vm, name); ok {
			return false
		}
	}
	if d := inst.InstanceDict(); d != nil {
		if _, found := d.GetStr(vm, "__reduce_ex__"); found {
			return false
		}
	}
	return true
}

// plainReduction is object.__reduce_ex__'s result for a plainReducible v.
// The state is the instance's __dict__ itself, as CPython's
// object.__getstate__ gives it.
func (p *pickler) plainReduction(v rt.Value, cls *rt.Class) rt.Value {
	vm := p.vm
	state := rt.None
	if d := vm.Get0(v).(*rt.Instance).InstanceDict(); d != nil && d.Len() > 0 {
		state = d.Self()
	}
	return vm.NewTupleCopy([]rt.Value{p.newobj, vm.NewTuple([]rt.Value{cls.Self()}), state, rt.None, rt.None})
}

// saveGlobal writes obj by name, as pickle.py's save_global, and
// memoizes it.
func (p *pickler) saveGlobal(obj, name rt.Value) error {
	vm := p.vm
	r, err := vm.Call(p.globalParts, []rt.Value{obj, name, vm.NewInt(int64(p.proto))}, nil)
	if err != nil || r == rt.None {
		return errFallback // pickle.py raises, or writes it another way
	}
	switch o := vm.Get0(r).(type) {
	case *rt.Tuple:
		if len(o.Items) != 2 || p.proto < 4 {
			return errFallback
		}
		if err := p.save(o.Items[0]); err != nil {
			return err
		}
		if err := p.save(o.Items[1]); err != nil {
			return err
		}
		p.write1(opStackGlobal)
	case *rt.Bytes:
		p.write(o.B...)
	default:
		return errFallback
	}
	p.memoize(obj)
	return nil
}

// saveReduce writes a __reduce_ex__ result as pickle.py's save_reduce.
func (p *pickler) saveReduce(obj, rv rt.Value) error {
	vm := p.vm
	if _, ok := vm.Get0(rv).(*rt.Str); ok {
		return p.saveGlobal(obj, rv)
	}
	t, ok := vm.Get0(rv).(*rt.Tuple)
	if !ok || t.Class() != rt.TupleType || len(t.Items) < 2 || len(t.Items) > 6 {
		return errFallback
	}
	items := make([]rt.Value, 6)
	for i := range items {
		items[i] = rt.None
	}
	copy(items, t.Items)
	fn, args, state, listItems, dictItems, setter := items[0], items[1], items[2], items[3], items[4], items[5]
	at, ok := vm.Get0(args).(*rt.Tuple)
	if !ok || at.Class() != rt.TupleType || !vm.IsCallable(fn) || listItems != rt.None || dictItems != rt.None {
		return errFallback
	}
	name := ""
	if n, ok, err := vm.GetAttrOpt(fn, "__name__"); err != nil {
		return errFallback
	} else if ok {
		name, _ = vm.StrOf(n)
	}
	switch {
	case name == "__newobj_ex__":
		return errFallback
	case name == "__newobj__":
		if len(at.Items) == 0 {
			return errFallback
		}
		cls := at.Items[0]
		if _, ok, err := vm.GetAttrOpt(cls, "__new__"); err != nil || !ok {
			return errFallback
		}
		if oc, err := vm.GetAttr(obj, "__class__"); err != nil || oc != cls {
			return errFallback
		}
		if err := p.save(cls); err != nil {
			return err
		}
		if err := p.save(vm.NewTupleCopy(at.Items[1:])); err != nil {
			return err
		}
		p.write1(opNewObj)
	default:
		if err := p.save(fn); err != nil {
			return err
		}
		if err := p.save(args); err != nil {
			return err
		}
		p.write1(opReduce)
	}
	if idx, ok := p.memo.get(obj); ok {
		p.write1(opPop)
		p.get(idx)
	} else {
		p.memoize(obj)
	}
	if state != rt.None {
		if setter == rt.None {
			if err := p.save(state); err != nil {
				return err
			}
			p.write1(opBuild)
		} else {
			if err := p.save(setter); err != nil {
				return err
			}
			if err := p.save(obj); err != nil {
				return err
			}
			if err := p.save(state); err != nil {
				return err
			}
			p.write(opTuple2, opReduce, opPop)
		}
	}
	return nil
}
