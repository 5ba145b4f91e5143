package runtime

// Attribute access: CPython's generic getattr/setattr with descriptors.
//
// Lookup order for obj.name (object.__getattribute__):
//  1. a data descriptor (property, writable GetSet) found on the type wins;
//  2. then the instance __dict__;
//  3. then a non-data descriptor or plain class attribute (functions bind);
//  4. then __getattr__ if the type defines it.
// Classes (type.__getattribute__) look along their own MRO and bind
// classmethods to the class; modules look in their namespace.

// GetAttr returns v.name.
func (vm *VM) GetAttr(v Value, name string) (Value, error) {
	cls := vm.ClassOf(v)
	if !cls.Builtin {
		if ga, ok := cls.LookupSlot(vm, SlotGetattribute); ok && !vm.isObjectGetattribute(ga) {
			r, err := vm.Call(ga, []Value{v, vm.Intern(name)}, nil)
			if err != nil && ExceptionMatches(err, AttributeErrorType) {
				if gf, ok := cls.LookupSlot(vm, SlotGetattr); ok {
					return vm.Call(gf, []Value{v, vm.Intern(name)}, nil)
				}
			}
			return r, err
		}
	}
	r, found, err := vm.genericGetAttr(v, cls, name)
	if err == nil && found {
		return r, nil
	}
	if !cls.Builtin && (err == nil || ExceptionMatches(err, AttributeErrorType)) {
		// __getattr__ also follows an AttributeError that a descriptor
		// (a property's getter, say) raised.
		if gf, ok := cls.LookupSlot(vm, SlotGetattr); ok {
			return vm.Call(gf, []Value{v, vm.Intern(name)}, nil)
		}
	}
	if err != nil {
		return r, err
	}
	if m, ok := vm.Get0(v).(*Module); ok && m.dict != nil {
		// A module-level __getattr__ (PEP 562).
		if gf, ok := m.dict.GetStr(vm, "__getattr__"); ok {
			return vm.Call(gf, []Value{vm.Intern(name)}, nil)
		}
	}
	return Unbound, vm.AttributeError(v, name)
}

// BuiltinGetSet returns the data descriptor of v's builtin type that
// GetAttr(v, name) calls (frame.f_back, code.co_name, slice.start), when
// v's exact type is builtin and nothing else comes first: the caller may
// then call its Get for any receiver of that same type, whose attributes
// never change.
func (vm *VM) BuiltinGetSet(v Value, name string) (Value, bool) {
	cls := vm.ClassOf(v)
	if !cls.Builtin {
		return Unbound, false
	}
	if v.IsHandle() {
		switch vm.heap.Get(v).(type) {
		case *Class, *Module, *Super, *BoundMethod, *weakRef:
			return Unbound, false
		}
	}
	attr, found := cls.Lookup(vm, name)
	if !found {
		return Unbound, false
	}
	if g, ok := vm.Get0(attr).(*GetSet); ok && g.Get != nil {
		return attr, true
	}
	return Unbound, false
}

var objectGetattribute Value

func (vm *VM) isObjectGetattribute(v Value) bool {
	return v == objectGetattribute || v == typeGetattribute
}

// GetAttrOpt returns v.name, or ok=false (no error) when it does not exist.
// It takes GetAttr's steps, but when nothing is found (and no Python code
// was asked) it creates no AttributeError: getattr with a default and
// hasattr miss often, and an exception object with its message costs
// several times the lookup.
func (vm *VM) GetAttrOpt(v Value, name string) (Value, bool, error) {
	cls := vm.ClassOf(v)
	if !cls.Builtin {
		if ga, ok := cls.LookupSlot(vm, SlotGetattribute); ok && !vm.isObjectGetattribute(ga) {
			return attrOpt(vm.GetAttr(v, name))
		}
	}
	r, found, err := vm.genericGetAttr(v, cls, name)
	if err == nil && found {
		return r, true, nil
	}
	if !cls.Builtin && (err == nil || ExceptionMatches(err, AttributeErrorType)) {
		if gf, ok := cls.LookupSlot(vm, SlotGetattr); ok {
			return attrOpt(vm.Call(gf, []Value{v, vm.Intern(name)}, nil))
		}
	}
	if err != nil {
		return attrOpt(r, err)
	}
	if m, ok := vm.Get0(v).(*Module); ok && m.dict != nil {
		if gf, ok := m.dict.GetStr(vm, "__getattr__"); ok {
			return attrOpt(vm.Call(gf, []Value{vm.Intern(name)}, nil))
		}
	}
	return Unbound, false, nil
}

// attrOpt turns an AttributeError into ok=false.
func attrOpt(r Value, err error) (Value, bool, error) {
	if err != nil {
		if ExceptionMatches(err, AttributeErrorType) {
			return Unbound, false, nil
		}
		return Unbound, false, err
	}
	return r, true, nil
}

// genericGetAttr is object.__getattribute__ (and type's, module's).
func (vm *VM) genericGetAttr(v Value, cls *Class, name string) (Value, bool, error) {
	if v.IsHandle() {
		switch o := vm.heap.Get(v).(type) {
		case *Class:
			return vm.classGetAttr(o, name)
		case *Module:
			// An exact module's type has no data descriptor a module's
			// namespace could shadow; a subclass's (a property, say) comes
			// before the namespace, below.
			if cls == ModuleType {
				if r, ok := o.dict.GetStr(vm, name); ok {
					return r, true, nil
				}
			}
		case *Super:
			return vm.superGetAttr(o, name)
		case *BoundMethod:
			return vm.objMethodGetAttr(o, cls, name)
		case *weakRef:
			if o.proxy {
				return vm.weakProxyGetAttr(o, name) // mod_weakref_proxy.go
			}
		}
	}
	attr, found := cls.Lookup(vm, name)
	if found && attr.IsHandle() {
		switch d := vm.heap.Get(attr).(type) {
		case *TupleGetter:
			r, err := vm.TupleGetterGet(d, v)
			return r, true, err
		case *Property:
			if get, ok := vm.propertyOverride(d, "__get__"); ok {
				r, err := vm.Call(get, []Value{attr, v, cls.self}, nil)
				return r, true, err
			}
			if d.Get == None {
				return Unbound, true, vm.Errorf(AttributeErrorType, "property '%s' of '%s' object has no getter", name, cls.Name)
			}
			r, err := vm.Call1(d.Get, v)
			return r, true, err
		case *GetSet:
			r, err := d.Get(vm, v)
			return r, true, err
		case *Instance, *Exception:
			// A user-defined data descriptor (has __set__ or __delete__).
			dc := d.head().cls
			if get, ok := dc.Lookup(vm, "__get__"); ok {
				if _, isData := dc.Lookup(vm, "__set__"); isData || hasAttr(vm, dc, "__delete__") {
					r, err := vm.Call(get, []Value{attr, v, cls.self}, nil)
					return r, true, err
				}
			}
		}
	}
	if v.IsHandle() {
		o := vm.heap.Get(v)
		if d := o.head().dict; d != nil {
			if r, ok := d.GetStr(vm, name); ok {
				return r, true, nil
			}
		}
		if inst, ok := o.(*Instance); ok && len(inst.SlotVals) > 0 {
			for i, s := range cls.Slots {
				if s == name {
					if inst.SlotVals[i] == Unbound {
						return Unbound, false, nil
					}
					return inst.SlotVals[i], true, nil
				}
			}
		}
	}
	if found {
		r, err := vm.bindAttr(attr, v, cls)
		return r, true, err
	}
	return Unbound, false, nil
}

func hasAttr(vm *VM, c *Class, name string) bool {
	_, ok := c.Lookup(vm, name)
	return ok
}

// bindAttr applies the descriptor protocol to a class attribute found for
// instance v (of type cls).
// BindSpecial binds a special method found on cls, v's type, to v as an
// attribute lookup would (descriptors' __get__ included).
func (vm *VM) BindSpecial(attr, v Value, cls *Class) (Value, error) { return vm.bindAttr(attr, v, cls) }

func (vm *VM) bindAttr(attr, v Value, cls *Class) (Value, error) {
	if !attr.IsHandle() {
		return attr, nil
	}
	switch d := vm.heap.Get(attr).(type) {
	case *Function:
		return vm.NewBoundMethod(attr, v), nil
	case *BuiltinFunction:
		if d.Owner != nil && d.Self == Unbound {
			if !cls.IsSubclass(d.Owner) {
				return Unbound, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", d.Name, d.Owner.Name, cls.Name)
			}
			return vm.newBound(attr, v, boundClassOf(d)), nil
		}
		return attr, nil
	case *StaticMethod:
		return d.F, nil
	case *ClassMethod:
		return vm.bindClassMethod(d, cls.self), nil
	case *Class, *Str, *List, *Tuple, *Dict, *Int, *Module:
		return attr, nil
	default:
		dc := d.head().cls
		if !dc.Builtin || dc.GoDescr {
			if get, ok := dc.Lookup(vm, "__get__"); ok {
				return vm.Call(get, []Value{attr, v, cls.self}, nil)
			}
		}
		return attr, nil
	}
}

// bindClassMethod binds a classmethod's function to the class c (a builtin
// classmethod as a builtin method).
func (vm *VM) bindClassMethod(d *ClassMethod, c Value) Value {
	if d.cls == ClassMethodDescrType {
		return vm.newBound(d.F, c, BuiltinFuncType)
	}
	return vm.NewBoundMethod(d.F, c)
}

// classGetAttr is type.__getattribute__: the metaclass's data descriptors,
// then the class's own MRO (binding classmethods and calling __get__ with
// instance None), then the metaclass's other attributes.
func (vm *VM) classGetAttr(c *Class, name string) (Value, bool, error) {
	meta := c.cls
	mattr, mfound := meta.Lookup(vm, name)
	if mfound && mattr.IsHandle() {
		switch d := vm.heap.Get(mattr).(type) {
		case *GetSet:
			r, err := d.Get(vm, c.self)
			return r, true, err
		case *Property:
			if get, ok := vm.propertyOverride(d, "__get__"); ok {
				r, err := vm.Call(get, []Value{mattr, c.self, meta.self}, nil)
				return r, true, err
			}
			r, err := vm.Call1(d.Get, c.self)
			return r, true, err
		}
	}
	if attr, ok := c.Lookup(vm, name); ok {
		if attr.IsHandle() {
			switch d := vm.heap.Get(attr).(type) {
			case *StaticMethod:
				return d.F, true, nil
			case *ClassMethod:
				return vm.bindClassMethod(d, c.self), true, nil
			case *Property:
				// A property subclass may define __get__ (enum.property does).
				if get, ok := vm.propertyOverride(d, "__get__"); ok {
					r, err := vm.Call(get, []Value{attr, None, c.self}, nil)
					return r, true, err
				}
				return attr, true, nil
			case *Function, *BuiltinFunction, *Class, *GetSet, *TupleGetter:
				return attr, true, nil
			default:
				dc := d.head().cls
				if !dc.Builtin || dc.GoDescr {
					if get, ok := dc.Lookup(vm, "__get__"); ok {
						r, err := vm.Call(get, []Value{attr, None, c.self}, nil)
						return r, true, err
					}
				}
			}
		}
		return attr, true, nil
	}
	if mfound {
		r, err := vm.bindAttr(mattr, c.self, meta)
		return r, true, err
	}
	return Unbound, false, nil
}

// superGetAttr looks name up in the MRO of s.ObjType after s.ThisClass.
func (vm *VM) superGetAttr(s *Super, name string) (Value, bool, error) {
	if s.ObjType != nil && name != "__class__" {
		mro := s.ObjType.MRO
		i := 0
		for i < len(mro) && mro[i] != s.ThisClass {
			i++
		}
		h := HashString(name)
		for _, k := range mro[min(i+1, len(mro)):] {
			if pos := k.Dict.findStr(vm, name, h); pos >= 0 {
				attr := k.Dict.entries[pos].value
				r, err := vm.superBind(s, attr)
				return r, true, err
			}
		}
	}
	// The super object's own attributes (__thisclass__, __self__, ...).
	cls := s.cls
	if attr, ok := cls.Lookup(vm, name); ok {
		if g, ok := vm.Get0(attr).(*GetSet); ok {
			r, err := g.Get(vm, s.self)
			return r, true, err
		}
		r, err := vm.bindAttr(attr, s.self, cls)
		return r, true, err
	}
	if s.dict != nil {
		if r, ok := s.dict.GetStr(vm, name); ok {
			return r, true, nil
		}
	}
	return Unbound, false, vm.Errorf(AttributeErrorType, "'super' object has no attribute '%s'", name)
}

// superBind applies the descriptor protocol to an attribute found by super:
// with the instance, or with None for super(C, C).
func (vm *VM) superBind(s *Super, attr Value) (Value, error) {
	if !attr.IsHandle() {
		return attr, nil
	}
	classLevel := s.Obj == s.ObjType.self
	switch d := vm.heap.Get(attr).(type) {
	case *ClassMethod:
		return vm.bindClassMethod(d, s.ObjType.self), nil
	case *StaticMethod:
		return d.F, nil
	case *Property:
		if classLevel {
			return attr, nil
		}
		if d.Get == None {
			return Unbound, vm.Errorf(AttributeErrorType, "property of '%s' object has no getter", s.ObjType.Name)
		}
		return vm.Call1(d.Get, s.Obj)
	case *GetSet:
		if classLevel {
			return attr, nil
		}
		return d.Get(vm, s.Obj)
	case *Function, *BuiltinFunction:
		if classLevel {
			return attr, nil
		}
		return vm.bindAttr(attr, s.Obj, s.ObjType)
	default:
		if classLevel {
			dc := d.head().cls
			if !dc.Builtin || dc.GoDescr {
				if get, ok := dc.Lookup(vm, "__get__"); ok {
					return vm.Call(get, []Value{attr, None, s.ObjType.self}, nil)
				}
			}
			return attr, nil
		}
		return vm.bindAttr(attr, s.Obj, s.ObjType)
	}
}

// SetAttr performs v.name = x.
func (vm *VM) SetAttr(v Value, name string, x Value) error {
	cls := vm.ClassOf(v)
	if !cls.Builtin {
		if sa, ok := cls.LookupSlot(vm, SlotSetattr); ok && sa != objectSetattr && sa != typeSetattr {
			return vm.callErr(sa, v, vm.Intern(name), x)
		}
	}
	return vm.GenericSetAttr(v, name, x)
}

var objectSetattr, objectDelattr Value

// GenericSetAttr is object.__setattr__.
func (vm *VM) GenericSetAttr(v Value, name string, x Value) error {
	cls := vm.ClassOf(v)
	var o Object
	if v.IsHandle() {
		o = vm.heap.Get(v)
		if c, ok := o.(*Class); ok {
			return vm.classSetAttr(c, name, x)
		}
		if isWeakProxy(cls) {
			return vm.weakProxySetAttr(v, name, x)
		}
	}
	if attr, ok := cls.Lookup(vm, name); ok && attr.IsHandle() {
		switch d := vm.heap.Get(attr).(type) {
		case *TupleGetter:
			return errTupleGetterSet(vm)
		case *Property:
			if set, ok := vm.propertyOverride(d, "__set__"); ok {
				return vm.callErr(set, attr, v, x)
			}
			if d.Set == None {
				return vm.Errorf(AttributeErrorType, "property '%s' of '%s' object has no setter", name, cls.Name)
			}
			return vm.callErr(d.Set, v, x)
		case *GetSet:
			if d.Set == nil {
				return vm.objNotWritable(d)
			}
			return d.Set(vm, v, x)
		case *Instance:
			if set, ok := d.cls.Lookup(vm, "__set__"); ok {
				return vm.callErr(set, attr, v, x)
			}
			if _, ok := d.cls.Lookup(vm, "__delete__"); ok {
				// A data descriptor all the same: CPython's slot finds no __set__.
				return vm.NewError(AttributeErrorType, "__set__")
			}
		}
	}
	if o == nil {
		return vm.noSetAttr(v, cls, name)
	}
	if inst, ok := o.(*Instance); ok && len(cls.Slots) > 0 {
		for i, s := range cls.Slots {
			if s == name {
				inst.SlotVals[i] = x
				return nil
			}
		}
	}
	h := o.head()
	if h.dict == nil {
		if !cls.HasDict {
			return vm.noSetAttr(v, cls, name)
		}
		h.dict = vm.NewDictObj()
	}
	h.dict.SetStr(vm, name, x)
	return nil
}

func (vm *VM) noSetAttr(v Value, cls *Class, name string) error {
	if _, ok := cls.Lookup(vm, name); ok {
		return vm.Errorf(AttributeErrorType, "'%s' object attribute '%s' is read-only", cls.Name, name)
	}
	return vm.Errorf(AttributeErrorType, "'%s' object has no attribute '%s' and no __dict__ for setting new attributes", cls.Name, name)
}

func (vm *VM) classSetAttr(c *Class, name string, x Value) error {
	if c.Builtin {
		return vm.Errorf(TypeErrorType, "cannot set '%s' attribute of immutable type '%s'", name, c.Name)
	}
	if mattr, ok := c.cls.Lookup(vm, name); ok && mattr.IsHandle() {
		switch d := vm.heap.Get(mattr).(type) {
		case *Property:
			if d.Set == None {
				return vm.Errorf(AttributeErrorType, "property '%s' of '%s' object has no setter", name, c.cls.Name)
			}
			return vm.callErr(d.Set, c.self, x)
		case *GetSet:
			if d.Set == nil {
				return vm.objNotWritable(d)
			}
			err := d.Set(vm, c.self, x)
			c.Invalidate()
			return err
		case *Instance:
			if set, ok := d.cls.Lookup(vm, "__set__"); ok {
				return vm.callErr(set, mattr, c.self, x)
			}
		}
	}
	c.Dict.SetStr(vm, name, x)
	c.Invalidate()
	if name == "__del__" {
		vm.heap.hasDel, vm.heap.goOnly = true, false
	}
	return nil
}

// DelAttr performs del v.name.
func (vm *VM) DelAttr(v Value, name string) error {
	cls := vm.ClassOf(v)
	if !cls.Builtin {
		if da, ok := cls.LookupSlot(vm, SlotDelattr); ok && da != objectDelattr && da != typeDelattr {
			return vm.callErr(da, v, vm.Intern(name))
		}
	}
	return vm.GenericDelAttr(v, name)
}

// GenericDelAttr is object.__delattr__.
func (vm *VM) GenericDelAttr(v Value, name string) error {
	cls := vm.ClassOf(v)
	var o Object
	if v.IsHandle() {
		o = vm.heap.Get(v)
	}
	if isWeakProxy(cls) {
		return vm.weakProxySetAttr(v, name, Unbound)
	}
	if c, ok := o.(*Class); ok {
		if c.Builtin { // worded as setting, as CPython does
			return vm.Errorf(TypeErrorType, "cannot set '%s' attribute of immutable type '%s'", name, c.Name)
		}
		if found, err := c.Dict.Delete(vm, vm.Intern(name)); err != nil {
			return err
		} else if !found {
			return vm.AttributeError(v, name)
		}
		c.Invalidate()
		return nil
	}
	if attr, ok := cls.Lookup(vm, name); ok && attr.IsHandle() {
		switch d := vm.heap.Get(attr).(type) {
		case *TupleGetter:
			return errTupleGetterDel(vm)
		case *Property:
			if del, ok := vm.propertyOverride(d, "__delete__"); ok {
				return vm.callErr(del, attr, v)
			}
			if d.Del == None {
				return vm.Errorf(AttributeErrorType, "property '%s' of '%s' object has no deleter", name, cls.Name)
			}
			return vm.callErr(d.Del, v)
		case *Instance:
			if del, ok := d.cls.Lookup(vm, "__delete__"); ok {
				return vm.callErr(del, attr, v)
			}
			if _, ok := d.cls.Lookup(vm, "__set__"); ok {
				return vm.NewError(AttributeErrorType, "__delete__")
			}
		case *GetSet:
			if d.Del != nil {
				return d.Del(vm, v)
			}
			if d.Set == nil {
				return vm.objNotWritable(d)
			}
			return vm.TypeError("cannot delete attribute '%s'", name)
		}
	}
	if o == nil {
		return vm.noSetAttr(v, cls, name)
	}
	if inst, ok := o.(*Instance); ok && len(cls.Slots) > 0 {
		for i, s := range cls.Slots {
			if s == name {
				if inst.SlotVals[i] == Unbound {
					return vm.AttributeError(v, name)
				}
				inst.SlotVals[i] = Unbound
				return nil
			}
		}
	}
	if d := o.head().dict; d != nil {
		if found, err := d.Delete(vm, vm.Intern(name)); found || err != nil {
			return err
		}
	} else if !cls.HasDict {
		return vm.noSetAttr(v, cls, name)
	}
	return vm.AttributeError(v, name)
}

// LookupMethod finds a method for a call obj.name(...) without allocating a
// bound method when possible: it returns (function, true) when the caller
// must pass obj as the first argument, or (callable, false) otherwise.
func (vm *VM) LookupMethod(v Value, name string) (Value, bool, error) {
	cls := vm.ClassOf(v)
	if cls.Builtin || !hasCustomGetattribute(vm, cls) {
		attr, found := cls.Lookup(vm, name)
		if found && attr.IsHandle() {
			switch d := vm.heap.Get(attr).(type) {
			case *Function:
				if !vm.instanceDictHas(v, name) {
					return attr, true, nil
				}
			case *BuiltinFunction:
				if d.Owner != nil && d.Self == Unbound && !vm.instanceDictHas(v, name) {
					if _, isClass := vm.Get0(v).(*Class); !isClass || !cls.IsSubclass(TypeType) || d.Owner.IsSubclass(TypeType) {
						return attr, true, nil
					}
				}
			}
		}
	}
	r, err := vm.GetAttr(v, name)
	return r, false, err
}

func hasCustomGetattribute(vm *VM, cls *Class) bool {
	ga, ok := cls.LookupSlot(vm, SlotGetattribute)
	return ok && ga != objectGetattribute && ga != typeGetattribute
}

func (vm *VM) instanceDictHas(v Value, name string) bool {
	if !v.IsHandle() {
		return false
	}
	o := vm.heap.Get(v)
	if _, ok := o.(*Class); ok {
		return true // class attribute lookup has its own rules
	}
	if _, ok := o.(*Module); ok {
		return true
	}
	if _, ok := o.(*Super); ok {
		return true // super() looks past the instance's own class
	}
	if d := o.head().dict; d != nil {
		_, ok := d.GetStr(vm, name)
		return ok
	}
	return false
}

// propertyOverride returns method name (__get__, __set__, __delete__) of a
// property subclass that overrides property's (ok is false otherwise).
func (vm *VM) propertyOverride(p *Property, name string) (Value, bool) {
	if p.cls == PropertyType {
		return Unbound, false
	}
	f, _ := p.cls.Lookup(vm, name)
	base, _ := PropertyType.Lookup(vm, name)
	return f, f != base
}

// callErr calls f(*args) for its effect.
func (vm *VM) callErr(f Value, args ...Value) error {
	_, err := vm.Call(f, args, nil)
	return err
}
