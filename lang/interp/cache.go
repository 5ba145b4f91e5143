package interp

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Inline caches. Each is keyed by what it depends on (a dict's version, a
// class's identity and version) and falls back to the generic runtime path
// on a miss, which refills it.

func (in *Interp) loadGlobalCached(fr *Frame, name rt.Value, c *globalCache) (rt.Value, error) {
	vm := in.vm
	pos, err := fr.Globals.Lookup(vm, name)
	if err != nil {
		return rt.Unbound, err
	}
	if pos >= 0 {
		*c = globalCache{globals: fr.Globals, gkeys: fr.Globals.KeysVersion(), pos: int32(pos)}
		return fr.Globals.ValueAt(pos), nil
	}
	bpos, err := fr.Builtins.Lookup(vm, name)
	if err != nil {
		return rt.Unbound, err
	}
	if bpos >= 0 {
		*c = globalCache{globals: fr.Globals, gkeys: fr.Globals.KeysVersion(), bkeys: fr.Builtins.KeysVersion(), pos: -1, bpos: int32(bpos)}
		return fr.Builtins.ValueAt(bpos), nil
	}
	return rt.Unbound, in.nameError(name)
}

// instanceOf returns the *rt.Instance behind v (plain user-class instances).
func (in *Interp) instanceOf(v rt.Value) *rt.Instance {
	if !v.IsHandle() {
		return nil
	}
	inst, _ := in.vm.Get(v).(*rt.Instance)
	return inst
}

// fillAttrCache classifies name for instances of cls.
func (in *Interp) fillAttrCache(c *attrCache, cls *rt.Class, name string, store bool) {
	vm := in.vm
	*c = attrCache{cls: cls, ver: cls.Version}
	if !cls.PlainAttrs(vm) || store && !cls.PlainSetAttr(vm) {
		return
	}
	attr, found := cls.Lookup(vm, name)
	for i, s := range cls.Slots {
		if s == name {
			if !found {
				c.kind, c.slot = attrSlot, int32(i)
			} else if g, ok := vm.Get0(attr).(*rt.GetSet); ok && g.SlotIndex == i+1 {
				// The class's own member descriptor for that slot.
				c.kind, c.slot = attrSlot, int32(i)
			}
			return
		}
	}
	switch {
	case !found:
		if len(cls.Slots) > 0 && !cls.HasDict {
			return
		}
		c.kind = attrInstance
	default:
		if _, ok := vm.Get0(attr).(*rt.Function); ok {
			c.kind = attrMethod
			c.fn = attr
		}
	}
}

// entry returns the cache entry for cls, filling (and if need be evicting)
// one on a miss.
func (in *Interp) entry(cs *attrCaches, cls *rt.Class, name string, store bool) *attrCache {
	for i := range cs {
		if cs[i].cls == cls {
			if cs[i].ver != cls.Version {
				in.fillAttrCache(&cs[i], cls, name, store)
			}
			return &cs[i]
		}
		if cs[i].cls == nil {
			in.fillAttrCache(&cs[i], cls, name, store)
			return &cs[i]
		}
	}
	copy(cs[1:], cs[:len(cs)-1])
	in.fillAttrCache(&cs[0], cls, name, store)
	return &cs[0]
}

func (in *Interp) loadAttr(cs *attrCaches, obj, nameV rt.Value, hash int64, name string) (rt.Value, error) {
	vm := in.vm
	if inst := in.instanceOf(obj); inst != nil {
		c := in.entry(cs, inst.Class(), name, false)
		switch c.kind {
		case attrInstance:
			if d := inst.InstanceDict(); d != nil {
				if v, ok := d.ProbeAt(int(c.pos), nameV); ok {
					return v, nil
				}
				pos, err := d.FindHashed(vm, nameV, hash)
				if err != nil {
					return rt.Unbound, err
				}
				if pos >= 0 {
					c.pos = int32(pos)
					return d.ValueAt(pos), nil
				}
			}
		case attrSlot:
			if v := inst.SlotVals[c.slot]; v != rt.Unbound {
				return v, nil
			}
		case attrMethod:
			d := inst.InstanceDict()
			if d == nil || !dictHas(vm, d, nameV, hash) {
				return vm.NewBoundMethod(c.fn, obj), nil
			}
		}
	}
	return vm.GetAttr(obj, name)
}

func (in *Interp) loadMethod(cs *attrCaches, obj, nameV rt.Value, hash int64, name string) (rt.Value, bool, error) {
	vm := in.vm
	if inst := in.instanceOf(obj); inst != nil {
		c := in.entry(cs, inst.Class(), name, false)
		switch c.kind {
		case attrMethod:
			d := inst.InstanceDict()
			if d == nil || !dictHas(vm, d, nameV, hash) {
				return c.fn, true, nil
			}
		case attrInstance:
			if d := inst.InstanceDict(); d != nil {
				if v, ok := d.ProbeAt(int(c.pos), nameV); ok {
					return v, false, nil
				}
				if v, ok, err := d.GetHashed(vm, nameV, hash); ok || err != nil {
					return v, false, err
				}
			}
		}
	}
	return vm.LookupMethod(obj, name)
}

func (in *Interp) storeAttr(cs *attrCaches, obj, nameV rt.Value, hash int64, name string, v rt.Value) error {
	vm := in.vm
	if inst := in.instanceOf(obj); inst != nil {
		c := in.entry(cs, inst.Class(), name, true)
		if c.kind == attrSlot {
			inst.SlotVals[c.slot] = v
			return nil
		}
		if c.kind == attrInstance {
			if d := inst.InstanceDict(); d != nil {
				if _, ok := d.ProbeAt(int(c.pos), nameV); ok {
					d.SetAt(int(c.pos), v)
					return nil
				}
				pos, err := d.SetHashedPos(vm, nameV, hash, v)
				if err == nil {
					c.pos = int32(pos)
					inst.Class().NoteAttrs(d.Len())
				}
				return err
			}
		}
	}
	return vm.SetAttr(obj, name, v)
}

func dictHas(vm *rt.VM, d *rt.Dict, key rt.Value, hash int64) bool {
	_, ok, _ := d.GetHashed(vm, key, hash)
	return ok
}
