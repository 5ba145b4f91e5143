package pickle

import rt "github.com/cpjit/cpjit/lang/runtime"

// The common instance opcodes without calls into Python: NEWOBJ of a
// class whose __new__ is object's, and BUILD of a dict state into an
// instance that has no __setstate__ and whose attribute lookup is
// object's own, as pickle.py's _build_c does it (CPython's C unpickler:
// the state's items go straight into the instance's __dict__). Anything else goes the general
// way (cls.__new__, pickle.py's _build).

// plainInstanceClass reports whether getattr(inst, "__setstate__") and
// inst.__dict__ of an instance of cls run no Python code: the class has
// object's __getattribute__, no __getattr__, no __setstate__, and the
// usual __dict__ descriptor.
func plainInstanceClass(vm *rt.VM, cls *rt.Class) bool {
	if cls.Builtin || !cls.HasDict {
		return false
	}
	if _, ok := cls.Lookup(vm, "__setstate__"); ok {
		return false
	}
	if _, ok := cls.Lookup(vm, "__getattr__"); ok {
		return false
	}
	ga, _ := cls.Lookup(vm, "__getattribute__")
	if base, _ := rt.ObjectType.Lookup(vm, "__getattribute__"); ga != base {
		return false
	}
	d, ok := cls.Lookup(vm, "__dict__")
	return ok && vm.ClassOf(d).Name == "getset_descriptor"
}

// buildFast does BUILD when it can; it reports false, having done
// nothing, when pickle.py must.
func (u *unpickler) buildFast(inst, state rt.Value) (bool, error) {
	vm := u.vm
	if !inst.IsHandle() {
		return false, nil
	}
	var slots rt.Value = rt.Unbound
	if t, ok := vm.AsTuple(state); ok && len(t.Items) == 2 {
		state, slots = t.Items[0], t.Items[1]
	}
	var sd *rt.Dict
	if state != rt.None {
		d, ok := vm.AsDict(state)
		if !ok || vm.ClassOf(state) != rt.DictType {
			return false, nil
		}
		sd = d
	}
	if slots != rt.Unbound {
		if d, ok := vm.AsDict(slots); !ok || vm.ClassOf(slots) != rt.DictType || d.Len() != 0 {
			return false, nil // setattr() of each slot, or the error: pickle.py
		}
	}
	cls := vm.ClassOf(inst)
	if !plainInstanceClass(vm, cls) {
		return false, nil
	}
	o, ok := vm.Get0(inst).(interface {
		InstanceDict() *rt.Dict
		SetInstanceDict(*rt.Dict)
	})
	if !ok {
		return false, nil
	}
	id := o.InstanceDict()
	if id != nil {
		if _, found := id.GetStr(vm, "__setstate__"); found {
			return false, nil
		}
	}
	if sd == nil || sd.Len() == 0 {
		return true, nil
	}
	if id == nil {
		id = vm.NewDictObj()
		o.SetInstanceDict(id)
	}
	n := sd.Len()
	for i := 0; ; {
		k, v, next, ok := sd.EntryAt(i)
		if !ok {
			break
		}
		i = next
		if s, ok := vm.StrOf(k); ok && vm.ClassOf(k) == rt.StrType {
			k = vm.Intern(s)
		}
		if err := id.Set(vm, k, v); err != nil {
			return true, err
		}
		if sd.Len() != n {
			return true, vm.NewError(rt.RuntimeErrorType, "dictionary changed size during iteration")
		}
	}
	return true, nil
}

// newObjFast does NEWOBJ for a class whose __new__ is object's and no
// arguments (what copyreg's __reduce_ex__ gives plain instances); ok is
// false when cls.__new__ must be called.
func (u *unpickler) newObjFast(cls rt.Value, args []rt.Value) (rt.Value, bool, error) {
	vm := u.vm
	c, ok := vm.AsClass(cls)
	if !ok || len(args) != 0 || c.Builtin || vm.ClassOf(cls) != rt.TypeType {
		return rt.Unbound, false, nil
	}
	nw, _ := c.Lookup(vm, "__new__")
	if base, _ := rt.ObjectType.Lookup(vm, "__new__"); nw != base {
		return rt.Unbound, false, nil
	}
	v, err := vm.Call(nw, []rt.Value{cls}, nil)
	return v, true, err
}
