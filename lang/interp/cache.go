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
		switch d := vm.Get0(attr).(type) {
		case *rt.Function:
			c.kind = attrMethod
			c.fn = attr
			return
		case *rt.Property:
			// A load calls the getter, a store the setter.
			if d.Class() == rt.PropertyType {
				c.kind, c.fn = attrProperty, attr
			}
			return
		case *rt.GetSet:
			if !store && d.Get != nil {
				c.kind, c.fn = attrGetSet, attr
			}
			return
		case *rt.StaticMethod:
			if !store && d.Class() == rt.StaticMethodType {
				c.kind, c.fn = attrStatic, attr
			}
			return
		case *rt.ClassMethod:
			if !store && d.Class() == rt.ClassMethodType {
				c.kind, c.fn = attrClassMethod, attr
			}
			return
		}
		if !store && plainClassValue(vm, attr) {
			c.kind = attrClassVal
			c.fn = attr
		}
	}
}

// plainClassValue reports whether attr, found on a class, is returned as
// it is when read through an instance or the class: a value of a builtin
// type that is no descriptor (an int, a str, a tuple...). A user class
// could gain __get__ without the class holding attr changing version.
func plainClassValue(vm *rt.VM, attr rt.Value) bool {
	ao := vm.Get0(attr)
	if ao == nil {
		return true // an int, a float, None...
	}
	dc := rt.HeadOf(ao).Class()
	if !dc.Builtin || dc.GoDescr {
		return false
	}
	_, isDescr := dc.Lookup(vm, "__get__")
	return !isDescr
}

// entry returns the cache entry for cls, filling (and if need be evicting)
// one on a miss.
func (in *Interp) entry(ci *codeInfo, cs *attrCaches, cls *rt.Class, name string, store bool) *attrCache {
	i := 0
	for ; i < len(cs); i++ {
		if cs[i].cls == cls && cs[i].ver == cls.Version {
			return &cs[i]
		}
		if cs[i].cls == cls || cs[i].cls == nil {
			break
		}
	}
	if i == len(cs) {
		copy(cs[1:], cs[:len(cs)-1])
		i = 0
	}
	c := &cs[i]
	in.fillAttrCache(c, cls, name, store)
	if c.fn.IsHandle() && !ci.heldFns {
		// The collector marks this code's cached values from now on.
		ci.heldFns = true
		in.fnCodes = append(in.fnCodes, ci)
	}
	return c
}

func (in *Interp) loadAttr(ci *codeInfo, pc int, obj, nameV rt.Value, hash int64, name string) (rt.Value, error) {
	vm := in.vm
	var o rt.Object
	if obj.IsHandle() {
		o = vm.Get(obj)
		if inst, ok := o.(*rt.Instance); ok {
			c := in.entry(ci, &ci.attr[ci.site[pc]], inst.Class(), name, false)
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
			case attrClassVal:
				// No descriptor: the instance's own value comes first.
				if d := inst.InstanceDict(); d != nil {
					if v, ok, err := d.GetHashed(vm, nameV, hash); ok || err != nil {
						return v, err
					}
				}
				return c.fn, nil
			case attrProperty:
				// The descriptor is read again: property.__init__ can
				// change its getter without the class changing. The getter
				// runs here only when the VM runs Python code through this
				// interpreter: the JIT's helper exits (AttrLookup) put a
				// guard there that refuses to, and the interpreter's free
				// stack is then a native frame's registers.
				if p, ok := vm.Get0(c.fn).(*rt.Property); ok && p.Get != rt.None && vm.Interp == in {
					cur, top := in.stack.mark()
					args := in.stack.alloc(1)
					args[0] = obj
					r, err := in.call(p.Get, args, nil)
					in.stack.release(cur, top)
					return r, err
				}
			case attrGetSet:
				return vm.Get0(c.fn).(*rt.GetSet).Get(vm, obj)
			case attrStatic:
				d := inst.InstanceDict()
				if d == nil || !dictHas(vm, d, nameV, hash) {
					return vm.Get0(c.fn).(*rt.StaticMethod).F, nil
				}
			}
			return vm.GetAttr(obj, name)
		}
	}
	if ci.obj != nil {
		c := &ci.obj[ci.site[pc]]
		if g := in.getSet(c, obj, o); g != nil {
			return g.Get(vm, obj)
		}
		if v, method, ok := in.objLoadAny(c, obj, o); ok && !method {
			return v, nil
		}
	}
	r, err := vm.GetAttr(obj, name)
	if err == nil {
		in.refillObjCache(ci.objEntry(pc), obj, o, nameV, hash, name, false)
	}
	return r, err
}

// loadMethod returns the method and the self to call it with (Unbound
// when the method is called as it is).
func (in *Interp) loadMethod(ci *codeInfo, pc int, obj, nameV rt.Value, hash int64, name string) (rt.Value, rt.Value, error) {
	vm := in.vm
	var o rt.Object
	if obj.IsHandle() {
		o = vm.Get(obj)
		if inst, ok := o.(*rt.Instance); ok {
			c := in.entry(ci, &ci.attr[ci.site[pc]], inst.Class(), name, false)
			switch c.kind {
			case attrMethod:
				d := inst.InstanceDict()
				if d == nil || !dictHas(vm, d, nameV, hash) {
					return c.fn, obj, nil
				}
			case attrInstance:
				if d := inst.InstanceDict(); d != nil {
					if v, ok := d.ProbeAt(int(c.pos), nameV); ok {
						return v, rt.Unbound, nil
					}
					pos, err := d.FindHashed(vm, nameV, hash)
					if err != nil {
						return rt.Unbound, rt.Unbound, err
					}
					if pos >= 0 {
						c.pos = int32(pos) // where the JIT's stencil reads it
						return d.ValueAt(pos), rt.Unbound, nil
					}
				}
			case attrClassVal, attrStatic, attrClassMethod:
				d := inst.InstanceDict()
				if d == nil || !dictHas(vm, d, nameV, hash) {
					switch c.kind {
					case attrStatic:
						return vm.Get0(c.fn).(*rt.StaticMethod).F, rt.Unbound, nil
					case attrClassMethod:
						if f := vm.Get0(c.fn).(*rt.ClassMethod).F; isFunction(vm, f) {
							return f, inst.Class().Self(), nil
						}
					default:
						return c.fn, rt.Unbound, nil
					}
				}
			}
			return in.lookupMethod(obj, name)
		}
	}
	if ci.obj != nil {
		c := &ci.obj[ci.site[pc]]
		if c.kind == objSuper {
			if s, ok := o.(*rt.Super); ok && s.ThisClass == c.cls && s.ObjType == c.meta && c.meta.Version == c.ver && s.Class() == rt.SuperType && s.Obj != s.ObjType.Self() {
				return c.val, s.Obj, nil
			}
		} else if v, method, ok := in.objLoadAny(c, obj, o); ok {
			if method {
				return v, obj, nil
			}
			return v, rt.Unbound, nil
		}
	}
	r, self, err := in.lookupMethod(obj, name)
	if err == nil {
		if s, ok := o.(*rt.Super); ok {
			in.fillSuperCache(ci.objEntry(pc), s, name)
		} else {
			in.refillObjCache(ci.objEntry(pc), obj, o, nameV, hash, name, true)
		}
	}
	return r, self, err
}

// lookupMethod is the generic LOAD_METHOD: the method and obj as its self,
// or the attribute and Unbound.
func (in *Interp) lookupMethod(obj rt.Value, name string) (rt.Value, rt.Value, error) {
	r, method, err := in.vm.LookupMethod(obj, name)
	if method {
		return r, obj, err
	}
	return r, rt.Unbound, err
}

func isFunction(vm *rt.VM, v rt.Value) bool {
	_, ok := vm.Get0(v).(*rt.Function)
	return ok
}

// superMethod serves super().name as the CALL of super() and the
// LOAD_METHOD at pc after it would, without making the super object, when
// the LOAD_METHOD's cache holds the method for the class whose method runs
// (fr's __class__) and the exact type of its first argument, an instance
// that is no class. ok is false when the cache does not apply; the two
// instructions then run as they are.
func (in *Interp) superMethod(fr *Frame, ci *codeInfo, pc int) (m, self rt.Value, ok bool) {
	if ci.obj == nil {
		return rt.Unbound, rt.Unbound, false
	}
	c := &ci.obj[ci.site[pc]]
	if c.kind != objSuper || c.meta.Version != c.ver {
		return rt.Unbound, rt.Unbound, false
	}
	cls, first, err := in.superArgs(fr)
	if err != nil || cls != c.cls || in.vm.ClassOf(first) != c.meta {
		return rt.Unbound, rt.Unbound, false
	}
	if _, isCls := in.vm.Get0(first).(*rt.Class); isCls {
		return rt.Unbound, rt.Unbound, false
	}
	return c.val, first, true
}

// fillSuperCache caches super().name for LOAD_METHOD when it is a plain
// function bound to the instance: what superGetAttr finds depends only on
// the super object's __thisclass__ and the instance's type, whose version
// changes with any class of its MRO (and with the MRO itself).
func (in *Interp) fillSuperCache(c *objCache, s *rt.Super, name string) {
	vm := in.vm
	*c = objCache{}
	if s.Class() != rt.SuperType || s.ObjType == nil || s.ThisClass == nil || name == "__class__" || s.Obj == s.ObjType.Self() {
		return
	}
	mro := s.ObjType.MRO
	i := 0
	for i < len(mro) && mro[i] != s.ThisClass {
		i++
	}
	for _, k := range mro[min(i+1, len(mro)):] {
		if v, ok := k.Dict.GetStr(vm, name); ok {
			if isFunction(vm, v) {
				*c = objCache{kind: objSuper, cls: s.ThisClass, meta: s.ObjType, ver: s.ObjType.Version, val: v}
			}
			return
		}
	}
}

func (in *Interp) storeAttr(ci *codeInfo, cs *attrCaches, obj, nameV rt.Value, hash int64, name string, v rt.Value) error {
	vm := in.vm
	if inst := in.instanceOf(obj); inst != nil {
		c := in.entry(ci, cs, inst.Class(), name, true)
		if c.kind == attrSlot {
			inst.SlotVals[c.slot] = v
			return nil
		}
		if c.kind == attrProperty {
			// The setter, read again as the getter is in loadAttr (and
			// called only where the getter would be).
			if p, ok := vm.Get0(c.fn).(*rt.Property); ok && p.Set != rt.None && vm.Interp == in {
				cur, top := in.stack.mark()
				args := in.stack.alloc(2)
				args[0], args[1] = obj, v
				_, err := in.call(p.Set, args, nil)
				in.stack.release(cur, top)
				return err
			}
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

// objCache is a monomorphic inline cache for an attribute instruction whose
// receiver is not a plain instance: a module's attribute (math.sqrt), a
// class's attribute that needs no binding (State.DONE, Cls.staticfn), or a
// method of a builtin type (lst.append, d.get). It lives beside the
// attrCaches, which the JIT reads, so the JIT sees what it always saw.
type objCache struct {
	kind uint8
	pos  int32     // objModule, objGlobal: the name's entry in dict
	obj  rt.Value  // objModule, objClass: the receiver
	cls  *rt.Class // objClass: the receiver; objBuiltin: the receiver's type
	dict *rt.Dict  // objModule: the receiver's namespace; objGlobal: the globals
	ver  uint64    // objModule: dict's KeysVersion; objClass: the class's Version
	val  rt.Value  // objClass, objBuiltin: what the lookup gives
	meta *rt.Class // objClass: the receiver's metaclass (type, or one that changes no lookup)
	mver uint64    // objClass: meta's Version
	// more holds the entries for other receivers of a polymorphic site
	// (typ.__repr__ over several classes, x.copy() over a list and a
	// dict), for the kinds keyed on one class (polyKind); the interpreter
	// alone reads them, the JIT sees the first entry.
	more *objPoly
}

// objPoly is a site's entries beyond its first, replaced round robin.
type objPoly struct {
	e    [3]objCache
	next uint8
}

// polyKind reports whether an objCache of kind k answers for the receivers
// of one class only (its cls), so that a site can hold several.
func polyKind(k uint8) bool {
	switch k {
	case objClass, objMetaMethod, objClassMethod, objBuiltin, objMetaGetSet, objGetSet, objTupleGetter, objSubGetSet:
		return true
	}
	return false
}

// key is the class an entry of a polyKind answers for.
func (c *objCache) key() *rt.Class {
	if c.kind == objMetaGetSet {
		return c.meta
	}
	return c.cls
}

// getSet returns the data descriptor that c (or an entry of another
// receiver beside it) says obj.name calls, or nil.
func (in *Interp) getSet(c *objCache, obj rt.Value, o rt.Object) *rt.GetSet {
	if g := in.getSetOne(c, obj, o); g != nil || c.more == nil {
		return g
	}
	for i := range c.more.e {
		if g := in.getSetOne(&c.more.e[i], obj, o); g != nil {
			return g
		}
	}
	return nil
}

func (in *Interp) getSetOne(e *objCache, obj rt.Value, o rt.Object) *rt.GetSet {
	switch e.kind {
	case objMetaGetSet:
		if k, isCls := o.(*rt.Class); isCls && k.Class() == e.meta && (e.meta == rt.TypeType || e.meta.Version == e.mver) {
			return in.vm.Get0(e.val).(*rt.GetSet)
		}
	case objGetSet:
		if in.vm.ClassOf(obj) == e.cls {
			switch o.(type) {
			case *rt.Class, *rt.Module, *rt.Super, *rt.BoundMethod:
			default:
				return in.vm.Get0(e.val).(*rt.GetSet)
			}
		}
	case objSubGetSet:
		// A data descriptor: the object's __dict__ does not come first;
		// the class's version says nothing in its MRO took the name.
		if o != nil && rt.HeadOf(o).Class() == e.cls && e.cls.Version == e.ver {
			return in.vm.Get0(e.val).(*rt.GetSet)
		}
	}
	return nil
}

// objLoadAny is objLoad over c and the entries of its other receivers.
func (in *Interp) objLoadAny(c *objCache, obj rt.Value, o rt.Object) (val rt.Value, method, ok bool) {
	if val, method, ok = in.objLoad(c, obj, o); ok || c.more == nil {
		return val, method, ok
	}
	for i := range c.more.e {
		if val, method, ok = in.objLoad(&c.more.e[i], obj, o); ok {
			return val, method, ok
		}
	}
	return rt.Unbound, false, false
}

// refillObjCache is fillObjCache for a site that missed. A site whose
// entry answers for another receiver's class keeps it and adds the new
// receiver's entry beside it; otherwise the entry is replaced.
func (in *Interp) refillObjCache(c *objCache, obj rt.Value, o rt.Object, nameV rt.Value, hash int64, name string, forMethod bool) {
	if polyKind(c.kind) {
		var n objCache
		in.fillObjCache(&n, obj, o, nameV, hash, name, forMethod)
		switch {
		case !polyKind(n.kind):
			// Not cacheable for this receiver: keep what the site has.
			if n.kind != objNone {
				*c = n
			}
		case n.key() == c.key():
			// The same class at another version: replace it.
			n.more = c.more
			*c = n
		default:
			p := c.more
			if p == nil {
				p = new(objPoly)
				c.more = p
			}
			for i := range p.e {
				if polyKind(p.e[i].kind) && p.e[i].key() == n.key() {
					p.e[i] = n
					return
				}
			}
			p.e[p.next] = n
			p.next = (p.next + 1) % uint8(len(p.e))
		}
		return
	}
	in.fillObjCache(c, obj, o, nameV, hash, name, forMethod)
}

// plainMeta reports whether classes of metaclass meta, a subclass of type
// (an enum's), look their attributes up as type does: meta keeps type's
// __getattribute__ (a name meta itself has is refused by the caller, and
// meta's version is checked at each use).
func plainMeta(vm *rt.VM, meta *rt.Class) bool {
	if meta.Builtin {
		return false
	}
	ga, _ := meta.LookupSlot(vm, rt.SlotGetattribute)
	tga, _ := rt.TypeType.LookupSlot(vm, rt.SlotGetattribute)
	return ga == tga
}

const (
	objNone    = iota
	objModule  // a name in an exact module's namespace
	objClass   // a class attribute returned as it is (metaclass type, or plainMeta)
	objBuiltin // an unbound method of a builtin type, for LOAD_METHOD
	objGlobal  // STORE_GLOBAL: where the name's entry was in dict
	// The kinds below only the interpreter uses (ObjSite leaves them out).
	objSuper       // LOAD_METHOD of super().name: a function to call with the instance (cls: __thisclass__, meta: the instance's type at ver)
	objMetaMethod  // LOAD_METHOD of a function on the metaclass, not on the class: a method of the class
	objClassMethod // LOAD_METHOD of a classmethod on the class: val, its function, is called with the class
	objMetaGetSet  // LOAD_ATTR of a builtin data descriptor of the metaclass (type's __name__, __mro__...), for any class of that metaclass
	objGetSet      // LOAD_ATTR of a builtin data descriptor of a builtin type (frame.f_back, code.co_name), for any receiver of that type (cls)
	objTupleGetter // LOAD_ATTR of a namedtuple's field (collections._tuplegetter): item pos of a tuple of class cls at version ver
	objSubGetSet   // LOAD_ATTR of a builtin base's data descriptor (an exception's args, property's fget) on a Python subclass's object, of class cls at version ver
)

// objEntry returns pc's objCache, making the code's caches on first use.
func (ci *codeInfo) objEntry(pc int) *objCache {
	if ci.obj == nil {
		ci.obj = make([]objCache, len(ci.attr))
	}
	return &ci.obj[ci.site[pc]]
}

// objLoad answers obj.name from c when c still applies (ok false
// otherwise); method reports that val is an unbound method to call with
// obj as self. Each kind checks exactly what the generic path would depend
// on: the module's class and namespace layout, the class's metaclass and
// version, or the receiver's builtin type and the absence of an instance
// __dict__.
func (in *Interp) objLoad(c *objCache, obj rt.Value, o rt.Object) (val rt.Value, method, ok bool) {
	switch c.kind {
	case objModule:
		if obj == c.obj && c.dict.KeysVersion() == c.ver {
			if m, isMod := o.(*rt.Module); isMod && m.Class() == rt.ModuleType && m.Dict() == c.dict {
				return c.dict.ValueAt(int(c.pos)), false, true
			}
		}
	case objClass, objMetaMethod, objClassMethod:
		// Compared as Go pointers, which are never reused (a handle's
		// generation eventually wraps).
		if k, isCls := o.(*rt.Class); isCls && k == c.cls && k.Version == c.ver && k.Class() == c.meta &&
			(c.meta == rt.TypeType || c.meta.Version == c.mver) {
			switch c.kind {
			case objMetaMethod:
				return c.val, true, true
			case objClassMethod:
				// The classmethod is read again (its __init__ can change
				// its function without the class changing).
				if f := in.vm.Get0(c.val).(*rt.ClassMethod).F; isFunction(in.vm, f) {
					return f, true, true
				}
				return rt.Unbound, false, false
			}
			return c.val, false, true
		}
	case objTupleGetter:
		// A data descriptor: the instance's __dict__, if any, does not
		// come first.
		if t, isT := o.(*rt.Tuple); isT && t.Class() == c.cls && c.cls.Version == c.ver && int(c.pos) < len(t.Items) {
			return t.Items[c.pos], false, true
		}
	case objBuiltin:
		if o == nil {
			if in.vm.ClassOf(obj) == c.cls {
				return c.val, true, true
			}
			return rt.Unbound, false, false
		}
		switch o.(type) {
		case *rt.Class, *rt.Module, *rt.Super:
			return rt.Unbound, false, false
		}
		if h := rt.HeadOf(o); h.InstanceDict() == nil && h.Class() == c.cls {
			return c.val, true, true
		}
	}
	return rt.Unbound, false, false
}

// fillObjCache classifies obj.name for objCache after a miss. It fills the
// entry only where the generic lookup's answer depends on nothing but what
// objLoad checks.
func (in *Interp) fillObjCache(c *objCache, obj rt.Value, o rt.Object, nameV rt.Value, hash int64, name string, forMethod bool) {
	vm := in.vm
	*c = objCache{}
	switch x := o.(type) {
	case *rt.Module:
		d := x.Dict()
		if x.Class() != rt.ModuleType || d == nil {
			return
		}
		pos, err := d.FindHashed(vm, nameV, hash)
		if err != nil || pos < 0 {
			return
		}
		*c = objCache{kind: objModule, obj: obj, dict: d, ver: d.KeysVersion(), pos: int32(pos)}
	case *rt.Class:
		meta := x.Class()
		if meta != rt.TypeType && !plainMeta(vm, meta) {
			return
		}
		mattr, mfound := meta.Lookup(vm, name)
		if mfound {
			// The metaclass's builtin data descriptors (type's __name__,
			// __mro__, __dict__...) come first, whatever the class holds.
			if g, isGS := vm.Get0(mattr).(*rt.GetSet); isGS && g.Get != nil && !forMethod {
				*c = objCache{kind: objMetaGetSet, val: mattr, meta: meta, mver: meta.Version}
			}
			switch vm.Get0(mattr).(type) {
			case *rt.Function, *rt.BuiltinFunction:
				// Non-data descriptors: the class's own attribute
				// (typ.__repr__, cls.mro) comes before them.
			default:
				return // its other attributes (type's mro, properties...) may come first
			}
		}
		attr, found := x.Lookup(vm, name)
		if !found {
			if mfound && forMethod && isFunction(vm, mattr) {
				// A plain function of the metaclass: a method of the class.
				*c = objCache{kind: objMetaMethod, obj: obj, cls: x, ver: x.Version, val: mattr, meta: meta, mver: meta.Version}
			}
			return
		}
		if cm, ok := vm.Get0(attr).(*rt.ClassMethod); ok {
			// Cls.create(...): the function, called with the class.
			if forMethod && cm.Class() == rt.ClassMethodType && isFunction(vm, cm.F) {
				*c = objCache{kind: objClassMethod, obj: obj, cls: x, ver: x.Version, val: attr, meta: meta, mver: meta.Version}
			}
			return
		}
		if vm.ClassOf(attr) == x {
			// An instance of the class itself (an enum's member): whether
			// it is a descriptor depends on the version checked.
			if _, isDescr := x.Lookup(vm, "__get__"); !isDescr {
				*c = objCache{kind: objClass, obj: obj, cls: x, ver: x.Version, val: attr, meta: meta, mver: meta.Version}
			}
			return
		}
		val := attr
		if ao := vm.Get0(attr); ao != nil {
			switch d := ao.(type) {
			case *rt.StaticMethod:
				val = d.F
			case *rt.Function, *rt.BuiltinFunction, *rt.Class:
			default:
				if !plainClassValue(vm, attr) {
					return
				}
			}
		}
		*c = objCache{kind: objClass, obj: obj, cls: x, ver: x.Version, val: val, meta: meta, mver: meta.Version}
	default:
		if t, isT := o.(*rt.Tuple); isT && !forMethod && !t.Class().Builtin {
			// A namedtuple's field, read through its class's
			// _tuplegetter, when the class looks attributes up as
			// tuple does (its version is checked at each use).
			cls := t.Class()
			ga, _ := cls.LookupSlot(vm, rt.SlotGetattribute)
			tga, _ := rt.TupleType.LookupSlot(vm, rt.SlotGetattribute)
			if attr, found := cls.Lookup(vm, name); found && ga == tga {
				if g, isTG := vm.Get0(attr).(*rt.TupleGetter); isTG {
					*c = objCache{kind: objTupleGetter, cls: cls, ver: cls.Version, pos: int32(g.Index)}
				}
			}
			return
		}
		if _, isInst := o.(*rt.Instance); !isInst && o != nil && !forMethod && !rt.HeadOf(o).Class().Builtin {
			// A Go object of a Python subclass of a builtin type (an
			// exception, a property): a data descriptor of the builtin
			// base, when the class looks attributes up as object does.
			switch o.(type) {
			case *rt.Class, *rt.Module, *rt.Super, *rt.BoundMethod:
				return
			}
			cls := rt.HeadOf(o).Class()
			ga, _ := cls.LookupSlot(vm, rt.SlotGetattribute)
			oga, _ := rt.ObjectType.LookupSlot(vm, rt.SlotGetattribute)
			if attr, found := cls.Lookup(vm, name); found && ga == oga {
				if g, isGS := vm.Get0(attr).(*rt.GetSet); isGS && g.Get != nil {
					*c = objCache{kind: objSubGetSet, cls: cls, ver: cls.Version, val: attr}
				}
			}
			return
		}
		if !forMethod {
			if g, ok := vm.BuiltinGetSet(obj, name); ok {
				*c = objCache{kind: objGetSet, cls: vm.ClassOf(obj), val: g}
			}
			return
		}
		var cls *rt.Class
		if o == nil {
			cls = vm.ClassOf(obj)
		} else {
			if _, isSuper := o.(*rt.Super); isSuper || rt.HeadOf(o).InstanceDict() != nil {
				return
			}
			cls = rt.HeadOf(o).Class()
		}
		if !cls.Builtin {
			return
		}
		attr, found := cls.Lookup(vm, name)
		if !found {
			return
		}
		switch d := vm.Get0(attr).(type) {
		case *rt.BuiltinFunction:
			if d.Owner == nil || d.Self != rt.Unbound {
				return
			}
		case *rt.Function:
		default:
			return
		}
		*c = objCache{kind: objBuiltin, cls: cls, val: attr}
	}
}

// storeGlobal is STORE_GLOBAL: a name already bound in the same globals is
// rebound where it was last found, when that entry still holds the very
// same interned key (what SetHashed would find, without hashing and
// probing); anything else takes SetHashed and remembers the entry.
func (in *Interp) storeGlobal(fr *Frame, ci *codeInfo, pc int, name rt.Value, hash int64, v rt.Value) error {
	g := fr.Globals
	if ci.obj != nil {
		if c := &ci.obj[ci.site[pc]]; c.kind == objGlobal && c.dict == g {
			if _, ok := g.ProbeAt(int(c.pos), name); ok {
				g.SetAt(int(c.pos), v)
				return nil
			}
		}
	}
	pos, err := g.SetHashedPos(in.vm, name, hash, v)
	if err == nil {
		*ci.objEntry(pc) = objCache{kind: objGlobal, dict: g, pos: int32(pos)}
	}
	return err
}
