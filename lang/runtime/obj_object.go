package runtime

import (
	"strconv"
)

// object: the root of the class hierarchy and the generic behaviours every
// instance inherits (identity equality and hashing, the default repr, generic
// attribute access, __class__ and __dict__).

// ObjectAddress returns the address-like number CPython would show for v in
// reprs such as "<C object at 0x...>". It equals id(v) (see ctrID), so
// repr addresses and hex(id(obj)) agree as in CPython.
func ObjectAddress(v Value) uint64 {
	if v.IsHandle() {
		return uint64(v) & payloadMask
	}
	return uint64(v) | 1<<63
}

// objHex formats an address as CPython's %p.
func objHex(v Value) string { return "0x" + strconv.FormatUint(ObjectAddress(v), 16) }

// objModuleName returns a class's __module__ as a Go string ("builtins"
// for builtin types without one).
func (vm *VM) objModuleName(c *Class) string {
	if m, ok := c.Dict.GetStr(vm, "__module__"); ok {
		if s, ok := vm.StrOf(m); ok {
			return s
		}
		if !c.Builtin {
			return ""
		}
	}
	if c.Builtin {
		return "builtins"
	}
	return ""
}

// objNewBound registers a builtin bound to its type, as CPython's tp_new
// wrappers (object.__new__ is "<built-in method __new__ of type object>").
func objNewBound(c *Class, name string, fn BuiltinFn) Value {
	b := &BuiltinFunction{Name: name, Fn: fn, Owner: c, Self: c.self}
	b.cls = BuiltinFuncType
	v := StaticAlloc(b)
	c.Dict.setStatic(name, v)
	return v
}

// objNewArgs checks the arguments of a T.__new__(S, ...) call (args[0] is
// the type owning the method, args[1] the class to instantiate).
func (vm *VM) objNewArgs(args []Value) (owner, sub *Class, rest []Value, err error) {
	owner, _ = vm.AsClass(args[0])
	if len(args) < 2 {
		return nil, nil, nil, vm.TypeError("%s.__new__(): not enough arguments", owner.Name)
	}
	sub, ok := vm.AsClass(args[1])
	if !ok {
		return nil, nil, nil, vm.TypeError("%s.__new__(X): X is not a type object (%s)", owner.Name, vm.TypeName(args[1]))
	}
	if !sub.IsSubclass(owner) {
		return nil, nil, nil, vm.TypeError("%s.__new__(%s): %s is not a subtype of %s", owner.Name, sub.Name, sub.Name, owner.Name)
	}
	return owner, sub, args[2:], nil
}

// objLayoutNew returns the Go allocator of c's layout base, or nil for the
// plain object layout.
func objLayoutNew(c *Class) func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	base := c.Base
	if base == nil || base == ObjectType {
		return nil
	}
	for k := base; k != nil; {
		if k.New != nil {
			return k.New
		}
		if len(k.Bases) == 0 {
			break
		}
		k = k.Bases[0]
	}
	return nil
}

// objPlainNew reports whether c's __new__ is object.__new__ on the plain
// object layout (CPython's type->tp_new == object_new).
func (vm *VM) objPlainNew(c *Class) bool {
	newf, _ := c.Lookup(vm, "__new__")
	return (newf == objectNew || newf == Unbound) && objLayoutNew(c) == nil
}

// objIsPyNew reports whether a class dict's __new__ is written in Python.
func (vm *VM) objIsPyNew(f Value) bool {
	if sm, ok := vm.Get0(f).(*StaticMethod); ok {
		f = sm.F
	}
	_, ok := vm.Get0(f).(*Function)
	return ok
}

func objectNewImpl(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	_, cls, rest, err := vm.objNewArgs(args)
	if err != nil {
		return Unbound, err
	}
	// CPython's tp_new_wrapper safety check: the first class of the MRO
	// without a Python-level __new__ must use object.__new__.
	// CPython walks tp_base while tp_new is the slot for a Python __new__,
	// which subclasses inherit: skip every class whose __new__ resolves to
	// a Python function, defined there or inherited.
	for _, k := range cls.MRO {
		f, _ := k.Lookup(vm, "__new__")
		if vm.objIsPyNew(f) {
			continue
		}
		registered := f != objectNew && f != Unbound
		if registered || (k != ObjectType && objLayoutNew(k) != nil) {
			if !registered && k != cls {
				// super().__new__ from a Python __new__ reached object.__new__
				// because the builtin base has only a Go allocator: stand in
				// for its __new__.
				return vm.allocInstance(cls, rest, kw)
			}
			return Unbound, vm.TypeError("object.__new__(%s) is not safe, use %s.__new__()", cls.Name, k.Name)
		}
		break
	}
	if goNew := objLayoutNew(cls); goNew != nil {
		// The layout base has no Python-visible __new__: object.__new__
		// stands in for it.
		return vm.allocInstance(cls, rest, kw)
	}
	if len(rest) > 0 || len(kw) > 0 {
		if newf, _ := cls.Lookup(vm, "__new__"); newf != objectNew {
			return Unbound, vm.TypeError("object.__new__() takes exactly one argument (the type to instantiate)")
		}
		if initf, _ := cls.Lookup(vm, "__init__"); initf == objectInit {
			return Unbound, vm.TypeError("%s() takes no arguments", cls.Name)
		}
	}
	return vm.allocInstance(cls, nil, nil)
}

func objectInitImpl(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) == 0 {
		return Unbound, vm.TypeError("descriptor '__init__' of 'object' object needs an argument")
	}
	if len(args) > 1 || len(kw) > 0 {
		cls := vm.ClassOf(args[0])
		if initf, _ := cls.Lookup(vm, "__init__"); initf != objectInit {
			return Unbound, vm.TypeError("object.__init__() takes exactly one argument (the instance to initialize)")
		}
		if vm.objPlainNew(cls) {
			// Only an explicit call gets here (a class call skips
			// object.__init__), which CPython 3.13 words so.
			return Unbound, vm.TypeError("%s.__init__() takes exactly one argument (the instance to initialize)", cls.Name)
		}
	}
	return None, nil
}

// objSelf checks a method's self argument count.
func (vm *VM) objArgs(name string, args []Value, kw []Kwarg, minN, maxN int) error {
	if len(kw) > 0 {
		return vm.TypeError("%s() takes no keyword arguments", name)
	}
	n := len(args) - 1
	if n < minN || n > maxN {
		switch {
		case minN == maxN && minN == 0:
			return vm.TypeError("%s() takes no arguments (%d given)", name, n)
		case minN == maxN && minN == 1:
			return vm.TypeError("%s() takes exactly one argument (%d given)", name, n)
		case minN == maxN:
			return vm.TypeError("%s expected %d arguments, got %d", name, minN, n)
		case n < minN:
			return vm.TypeError("%s expected at least %d argument%s, got %d", name, minN, Plural(minN), n)
		default:
			return vm.TypeError("%s expected at most %d argument%s, got %d", name, maxN, Plural(maxN), n)
		}
	}
	return nil
}

// objReprDefault is object.__repr__.
func (vm *VM) objReprDefault(v Value) string {
	cls := vm.ClassOf(v)
	mod := vm.objModuleName(cls)
	if mod != "" && mod != "builtins" {
		return "<" + mod + "." + cls.Qualname + " object at " + objHex(v) + ">"
	}
	return "<" + cls.Name + " object at " + objHex(v) + ">"
}

// objNameArg converts an attribute name argument.
func (vm *VM) objNameArg(v Value) (string, error) {
	s, ok := vm.StrOf(v)
	if !ok {
		return "", vm.TypeError("attribute name must be string, not '%s'", vm.TypeName(v))
	}
	return s, nil
}

// objLayoutCompatible reports whether instances of a may become instances
// of b by assigning __class__.
func objLayoutCompatible(a, b *Class) bool {
	if a.Base != b.Base || a.HasDict != b.HasDict || len(a.Slots) != len(b.Slots) {
		return false
	}
	for i := range a.Slots {
		if a.Slots[i] != b.Slots[i] {
			return false
		}
	}
	return true
}

func (vm *VM) objSetClass(self, v Value) error {
	nc, ok := vm.AsClass(v)
	if !ok {
		return vm.TypeError("__class__ must be set to a class, not '%s' object", vm.TypeName(v))
	}
	old := vm.ClassOf(self)
	if !self.IsHandle() {
		return vm.TypeError("__class__ assignment only supported for mutable types or ModuleType subclasses")
	}
	o := vm.heap.Get(self)
	_, isMod := o.(*Module)
	if (old.Builtin || nc.Builtin) && !(isMod && nc.IsSubclass(ModuleType)) {
		return vm.TypeError("__class__ assignment only supported for mutable types or ModuleType subclasses")
	}
	if !isMod && !objLayoutCompatible(old, nc) {
		return vm.TypeError("__class__ assignment: '%s' object layout differs from '%s'", nc.Name, old.Name)
	}
	o.head().cls = nc
	return nil
}

// objInstanceDict returns (creating it if allowed) the instance __dict__.
func (vm *VM) objInstanceDict(self Value) (*Dict, bool) {
	if !self.IsHandle() {
		return nil, false
	}
	h := vm.heap.Get(self).head()
	if h.dict == nil {
		if _, isClass := vm.heap.Get(self).(*Class); isClass {
			return nil, false
		}
		if !h.cls.HasDict {
			return nil, false
		}
		h.dict = vm.NewDictObj()
	}
	return h.dict, true
}

func ObjDictGet(vm *VM, self Value) (Value, error) {
	d, ok := vm.objInstanceDict(self)
	if !ok {
		return Unbound, vm.AttributeError(self, "__dict__")
	}
	return d.self, nil
}

func ObjDictSet(vm *VM, self, v Value) error {
	if v == Unbound {
		return vm.TypeError("cannot delete __dict__")
	}
	d, ok := vm.AsDict(v)
	if !ok {
		return vm.TypeError("__dict__ must be set to a dictionary, not a '%s'", vm.TypeName(v))
	}
	if !self.IsHandle() {
		return vm.AttributeError(self, "__dict__")
	}
	h := vm.heap.Get(self).head()
	if h.dict == nil && !h.cls.HasDict {
		return vm.AttributeError(self, "__dict__")
	}
	h.dict = d
	return nil
}

// objNewDictDescr allocates the __dict__ (or __weakref__) descriptor a
// class statement adds to a class whose instances gain a __dict__.
func (vm *VM) objNewDictDescr(c *Class, name string) Value {
	var g *GetSet
	if name == "__dict__" {
		g = &GetSet{Name: name, Owner: c, Get: ObjDictGet, Set: ObjDictSet}
	} else {
		g = &GetSet{Name: name, Owner: c, Get: objWeakrefGet} // mod_weakref.go
	}
	g.cls = GetSetType
	return vm.heap.Alloc(g)
}

// objDirInto adds the attribute names of class c and its bases to set.
func (vm *VM) objDirClass(c *Class, set map[string]bool) {
	for _, k := range c.MRO {
		for _, key := range k.Dict.Keys() {
			if s, ok := vm.StrOf(key); ok {
				set[s] = true
			}
		}
	}
}

func objectDir(vm *VM, self Value) (Value, error) {
	set := map[string]bool{}
	if self.IsHandle() {
		if d := vm.heap.Get(self).head().dict; d != nil {
			for _, k := range d.Keys() {
				if s, ok := vm.StrOf(k); ok {
					set[s] = true
				}
			}
		}
	}
	cls := vm.ClassOf(self)
	if cv, ok, err := vm.GetAttrOpt(self, "__class__"); err == nil && ok {
		if c, ok := vm.AsClass(cv); ok {
			cls = c
		}
	}
	vm.objDirClass(cls, set)
	names := make([]Value, 0, len(set))
	for s := range set {
		names = append(names, vm.NewStr(s))
	}
	return vm.NewList(names), nil
}

// objBasicSize approximates CPython's __sizeof__ for an instance.
func (vm *VM) objBasicSize(v Value) int64 {
	switch o := vm.Get0(v).(type) {
	case *Instance:
		return 16 + 8*int64(len(o.SlotVals))
	case *Exception:
		return 72
	}
	return 16
}

func init() {
	o := ObjectType
	objectNew = objNewBound(o, "__new__", objectNewImpl)
	o.AddMethod("__init__", objectInitImpl)
	objectInit, _ = o.Dict.GetStr(nil, "__init__")

	o.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("object.__repr__", args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		return vm.NewStr(vm.objReprDefault(args[0])), nil
	})
	o.AddMethod("__str__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("object.__str__", args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		if v := args[0]; v.IsHandle() {
			if _, isStr := vm.heap.Get(v).(*Str); !isStr {
				return vm.reprSlot(v)
			}
		}
		s, err := vm.Repr(args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(s), nil
	})
	objectStr, _ = o.Dict.GetStr(nil, "__str__")
	o.AddMethod("__hash__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("object.__hash__", args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		return vm.NewInt(IDHash(args[0])), nil
	})
	objectHash, _ = o.Dict.GetStr(nil, "__hash__")
	o.AddMethod("__getattribute__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__getattribute__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		name, err := vm.objNameArg(args[1])
		if err != nil {
			return Unbound, err
		}
		v := args[0]
		r, found, err := vm.genericGetAttr(v, vm.ClassOf(v), name)
		if err != nil {
			return Unbound, err
		}
		if !found {
			return Unbound, vm.AttributeError(v, name)
		}
		return r, nil
	})
	objectGetattribute, _ = o.Dict.GetStr(nil, "__getattribute__")
	o.AddMethod("__setattr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__setattr__", args, kw, 2, 2); err != nil {
			return Unbound, err
		}
		name, err := vm.objNameArg(args[1])
		if err != nil {
			return Unbound, err
		}
		return None, vm.GenericSetAttr(args[0], name, args[2])
	})
	objectSetattr, _ = o.Dict.GetStr(nil, "__setattr__")
	o.AddMethod("__delattr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__delattr__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		name, err := vm.objNameArg(args[1])
		if err != nil {
			return Unbound, err
		}
		return None, vm.GenericDelAttr(args[0], name)
	})
	objectDelattr, _ = o.Dict.GetStr(nil, "__delattr__")

	for i, name := range CmpNames {
		op := CmpOp(i)
		o.AddMethod(name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			if err := vm.objArgs(CmpNames[op], args, kw, 1, 1); err != nil {
				return Unbound, err
			}
			switch op {
			case CmpEQ:
				if args[0] == args[1] {
					return True, nil
				}
				return NotImplemented, nil
			case CmpNE:
				// __ne__ delegates to __eq__ and inverts its result.
				r, ok, err := vm.CallDunder(args[0], "__eq__", args[1])
				if err != nil || !ok {
					return NotImplemented, err
				}
				if r == NotImplemented {
					return r, nil
				}
				t, err := vm.Truth(r)
				if err != nil {
					return Unbound, err
				}
				return Bool(!t), nil
			}
			return NotImplemented, nil
		})
	}
	o.AddMethod("__format__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__format__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		spec, ok := vm.StrOf(args[1])
		if !ok {
			return Unbound, vm.TypeError("__format__() argument must be str, not %s", vm.TypeName(args[1]))
		}
		if spec != "" {
			return Unbound, vm.TypeError("unsupported format string passed to %s.__format__", vm.TypeName(args[0]))
		}
		return vm.StrValue(args[0])
	})
	o.AddMethod("__dir__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__dir__", args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		return objectDir(vm, args[0])
	})
	o.AddMethod("__sizeof__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__sizeof__", args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		return vm.NewInt(vm.objBasicSize(args[0])), nil
	})
	o.AddMethod("__reduce_ex__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__reduce_ex__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		proto, err := vm.Index(args[1])
		if err != nil {
			return Unbound, err
		}
		cls := vm.ClassOf(args[0])
		if red, ok := cls.Lookup(vm, "__reduce__"); ok && red != objectReduce {
			return vm.CallMethod(args[0], "__reduce__")
		}
		return vm.objReduce(args[0], proto)
	})
	o.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__reduce__", args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		return vm.objReduce(args[0], 0)
	})
	objectReduce, _ = o.Dict.GetStr(nil, "__reduce__")
	o.AddMethod("__getstate__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__getstate__", args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		return vm.objGetState(args[0])
	})
	o.AddClassMethod("__init_subclass__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		name := "object"
		if len(args) > 0 {
			if c, ok := vm.AsClass(args[0]); ok {
				name = c.Qualname // the bound method's qualified name, as CPython's
			}
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("%s.__init_subclass__() takes no keyword arguments", name)
		}
		if len(args) > 1 {
			return Unbound, vm.TypeError("%s.__init_subclass__() takes no arguments (%d given)", name, len(args)-1)
		}
		return None, nil
	})
	o.AddClassMethod("__subclasshook__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("object.__subclasshook__() takes exactly one argument (%d given)", len(args)-1)
		}
		return NotImplemented, nil
	})
	o.AddGetSet("__class__", func(vm *VM, self Value) (Value, error) {
		c := vm.ClassOf(self)
		c.notePlain(vm) // for machine code's x.__class__ (load_attr_class_of)
		return c.self, nil
	}, func(vm *VM, self, v Value) error {
		if v == Unbound {
			return vm.TypeError("can't delete __class__ attribute")
		}
		return vm.objSetClass(self, v)
	})
	o.SetAttrStatic("__doc__", StaticStr("The base class of the class hierarchy.\n\nWhen called, it accepts no arguments and returns a new featureless\ninstance that has no instance attributes and cannot be given any.\n"))
}

var objectReduce Value

// objNewobj stands in for copyreg.__newobj__ when the copyreg module is not
// available: __newobj__(cls, *args) is cls.__new__(cls, *args).
var objNewobj = StaticBuiltin("__newobj__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) == 0 {
		return Unbound, vm.TypeError("__newobj__() missing required argument 'cls'")
	}
	nf, err := vm.GetAttr(args[0], "__new__")
	if err != nil {
		return Unbound, err
	}
	return vm.Call(nf, args, kw)
}, nil)

// objGetState is object.__getstate__: the instance dict (None when empty)
// plus a dict of set slots.
func (vm *VM) objGetState(v Value) (Value, error) {
	state := None
	if v.IsHandle() {
		if d := vm.heap.Get(v).head().dict; d != nil && d.Len() > 0 {
			state = vm.objAllocDict(d.Copy())
		}
		if inst, ok := vm.heap.Get(v).(*Instance); ok && len(inst.SlotVals) > 0 {
			slots := vm.NewDictObj()
			for i, name := range inst.cls.Slots {
				if i < len(inst.SlotVals) && inst.SlotVals[i] != Unbound {
					slots.SetStr(vm, name, inst.SlotVals[i])
				}
			}
			if slots.Len() > 0 {
				return vm.NewTupleCopy([]Value{state, slots.self}), nil
			}
		}
	}
	return state, nil
}

// objAllocDict allocates an unallocated dict (from Copy) and returns its handle.
func (vm *VM) objAllocDict(d *Dict) Value {
	if d.self == 0 {
		vm.heap.Alloc(d)
	}
	return d.self
}

// objReduce implements object.__reduce_ex__ through copyreg, as CPython.
func (vm *VM) objReduce(v Value, proto int64) (Value, error) {
	if ba, ok := vm.Get0(v).(*ByteArray); ok {
		return vm.objReduceByteArray(v, ba, proto)
	}
	if vm.Interp == nil {
		return Unbound, vm.TypeError("cannot pickle '%s' object", vm.TypeName(v))
	}
	newobj := objNewobj
	copyreg, err := vm.Interp.Import(vm, "copyreg", nil, None, 0)
	switch {
	case err == nil:
		if proto < 2 {
			f, err := vm.GetAttr(copyreg, "_reduce_ex")
			if err != nil {
				return Unbound, err
			}
			return vm.Call(f, []Value{v, vm.NewInt(proto)}, nil)
		}
		if newobj, err = vm.GetAttr(copyreg, "__newobj__"); err != nil {
			return Unbound, err
		}
	case !ExceptionMatches(err, ImportErrorType):
		return Unbound, err
	}
	cls := vm.ClassOf(v)
	newargs := []Value{cls.self}
	var newKwargs Value = Unbound
	if gna, ok, err := vm.CallDunder(v, "__getnewargs_ex__"); err != nil {
		return Unbound, err
	} else if ok {
		args, kwargs, err := vm.objNewArgsEx(gna)
		if err != nil {
			return Unbound, err
		}
		if d, _ := vm.Get0(kwargs).(*Dict); d != nil && d.Len() > 0 {
			newKwargs = kwargs
			if copyreg != Unbound && copyreg != 0 {
				if newobj, err = vm.GetAttr(copyreg, "__newobj_ex__"); err != nil {
					return Unbound, err
				}
			}
			newargs = append(newargs, args)
		} else {
			items, err := vm.Collect(args)
			if err != nil {
				return Unbound, err
			}
			newargs = append(newargs, items...)
		}
	} else if gna, ok, err := vm.CallDunder(v, "__getnewargs__"); err != nil {
		return Unbound, err
	} else if ok {
		items, err := vm.Collect(gna)
		if err != nil {
			return Unbound, err
		}
		newargs = append(newargs, items...)
	}
	_, isList := vm.Get0(v).(*List)
	_, isDict := vm.Get0(v).(*Dict)
	if len(newargs) == 1 && !isList && !isDict && cls.Base != nil && cls.Base != ObjectType {
		// A builtin type with state of its own and no way to rebuild it
		// (generators, modules, files...), as CPython's layout check.
		return Unbound, vm.TypeError("cannot pickle '%s' object", vm.TypeName(v))
	}
	state, err := vm.CallMethod(v, "__getstate__")
	if err != nil {
		return Unbound, err
	}
	listItems, dictItems := None, None
	if _, ok := vm.Get0(v).(*List); ok {
		if listItems, err = vm.Iter(v); err != nil {
			return Unbound, err
		}
	}
	if _, ok := vm.Get0(v).(*Dict); ok {
		items, err := vm.CallMethod(v, "items")
		if err != nil {
			return Unbound, err
		}
		if dictItems, err = vm.Iter(items); err != nil {
			return Unbound, err
		}
	}
	if newKwargs != Unbound {
		newargs = append(newargs, newKwargs)
	}
	return vm.NewTupleCopy([]Value{newobj, vm.NewTuple(newargs), state, listItems, dictItems}), nil
}
