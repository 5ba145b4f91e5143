package runtime

import (
	"github.com/cpjit/cpjit/lang/internal/strtext"
	"github.com/cpjit/cpjit/lang/internal/suggest"
)

// Call calls f(*args, **kw). Go code calling into Python keeps its own
// allocations pinned for the duration (see Heap.PinScope).
func (vm *VM) Call(f Value, args []Value, kw []Kwarg) (Value, error) {
	if !f.IsHandle() {
		return Unbound, vm.TypeError("'%s' object is not callable", vm.TypeName(f))
	}
	switch o := vm.heap.Get(f).(type) {
	case *BuiltinFunction:
		if o.Self != Unbound {
			w, cur, top := vm.scratch.args(len(args) + 1)
			w[0] = o.Self
			copy(w[1:], args)
			r, err := o.Fn(vm, w, kw)
			vm.scratch.release(cur, top)
			return r, err
		}
		return o.Fn(vm, args, kw)
	case *Function:
		base := vm.heap.PinScope()
		r, err := vm.Interp.CallFunction(vm, o, args, kw)
		vm.heap.EndCall(base, r, err)
		return r, err
	case *BoundMethod:
		// Self goes before the arguments in scratch space, not a fresh
		// slice: callees copy what they keep.
		w, cur, top := vm.scratch.args(len(args) + 1)
		w[0] = o.Self
		copy(w[1:], args)
		r, err := vm.Call(o.Func, w, kw)
		vm.scratch.release(cur, top)
		return r, err
	case *Class:
		return vm.callClass(o, args, kw)
	case *StaticMethod:
		return vm.Call(o.F, args, kw)
	}
	cls := vm.ClassOf(f)
	// The slot cache answers without a lookup by name (an attrgetter, a
	// partial, an instance with __call__, called once per item), and the
	// arguments go to scratch space: callees copy what they keep.
	if call, ok := cls.LookupSlot(vm, SlotCall); ok {
		w, cur, top := vm.scratch.args(len(args) + 1)
		w[0] = f
		copy(w[1:], args)
		r, err := vm.Call(call, w, kw)
		vm.scratch.release(cur, top)
		return r, err
	}
	return Unbound, vm.TypeError("'%s' object is not callable", cls.Name)
}

// Call1 calls f(x) with the argument in scratch space: Go code that calls
// back into Python once per item (a sort key, map's function, a
// property's getter, a binary operator's method) makes no Go allocation
// for the argument list, as vm.Call(f, []Value{x}, nil) does. Callees
// copy what they keep, as they do for a bound method's arguments.
func (vm *VM) Call1(f, x Value) (Value, error) {
	w, cur, top := vm.scratch.args(1)
	w[0] = x
	r, err := vm.Call(f, w, nil)
	vm.scratch.release(cur, top)
	return r, err
}

// CallMethod calls v.name(*args).
func (vm *VM) CallMethod(v Value, name string, args ...Value) (Value, error) {
	m, self, err := vm.LookupMethod(v, name)
	if err != nil {
		return Unbound, err
	}
	if self {
		return vm.Call(m, prepend(v, args), nil)
	}
	return vm.Call(m, args, nil)
}

// CallDunder calls a special method looked up on v's type (not the
// instance), as the language does for operators. ok is false when the type
// does not define it.
func (vm *VM) CallDunder(v Value, name string, args ...Value) (r Value, ok bool, err error) {
	cls := vm.ClassOf(v)
	m, found := cls.Lookup(vm, name)
	if !found || m == None {
		return Unbound, false, nil
	}
	f, err := vm.bindAttr(m, v, cls)
	if err != nil {
		return Unbound, true, err
	}
	r, err = vm.Call(f, args, nil)
	return r, true, err
}

func prepend(v Value, args []Value) []Value {
	out := make([]Value, len(args)+1)
	out[0] = v
	copy(out[1:], args)
	return out
}

// IsCallable reports whether v can be called.
func (vm *VM) IsCallable(v Value) bool {
	if !v.IsHandle() {
		return false
	}
	switch vm.heap.Get(v).(type) {
	case *BuiltinFunction, *Function, *BoundMethod, *Class:
		return true
	}
	_, ok := vm.ClassOf(v).Lookup(vm, "__call__")
	return ok
}

// callClass is type.__call__: __new__ then __init__.
func (vm *VM) callClass(c *Class, args []Value, kw []Kwarg) (Value, error) {
	if c == TypeType {
		if len(args) == 1 && len(kw) == 0 {
			return vm.ClassOf(args[0]).self, nil
		}
		if len(args) != 1 && len(args) != 3 {
			return Unbound, vm.TypeError("type() takes 1 or 3 arguments")
		}
	}
	if c == ComplexType && len(args) == 2 && len(kw) == 0 {
		// complex(re, im) of two floats or small ints: numComplexNew's
		// result without binding arguments or prepending the class.
		if re, ok := smallReal(args[0]); ok {
			if im, ok := smallReal(args[1]); ok {
				return vm.NewComplex(complex(re, im)), nil
			}
		}
	}
	if c == SetType && len(args) == 1 && len(kw) == 0 {
		// set(iterable): nothing sees the set before it is filled.
		s := vm.ctrNewSetObj(SetType)
		if err := s.updateFrom(vm, args[0], true); err != nil {
			return Unbound, err
		}
		return s.self, nil
	}
	// A metaclass with its own __call__.
	if c.cls != TypeType {
		if call, ok := c.cls.Lookup(vm, "__call__"); ok && call != typeCall {
			// Bind like any attribute: a function gets the class as self,
			// a class or other non-descriptor is called as it is.
			bound, err := vm.bindAttr(call, c.self, c.cls)
			if err != nil {
				return Unbound, err
			}
			return vm.Call(bound, args, kw)
		}
	}
	return vm.typeCall(c, args, kw)
}

var typeCall Value

// smallReal returns a float's or a small int's value as a float64 (exact
// for small ints, which fit 53 bits).
func smallReal(v Value) (float64, bool) {
	switch {
	case v.IsFloat():
		return v.Float(), true
	case v.IsSmallInt():
		return float64(v.Int()), true
	}
	return 0, false
}

func (vm *VM) typeCall(c *Class, args []Value, kw []Kwarg) (Value, error) {
	newf, _ := c.LookupSlot(vm, SlotNew)
	var obj Value
	var err error
	// plainNew: __new__ is object.__new__ on the plain object layout
	// (CPython's tp_new == object_new); a builtin base's Go allocator
	// counts as that type's own __new__.
	plainNew := false
	if newf == objectNew || newf == Unbound {
		plainNew = objLayoutNew(c) == nil
		obj, err = vm.allocInstance(c, args, kw)
	} else {
		if sm, ok := vm.Get0(newf).(*StaticMethod); ok {
			newf = sm.F
		}
		// The class goes before the arguments in scratch space, not a
		// fresh slice (callees copy what they keep, as __init__'s below).
		w, cur, top := vm.scratch.args(len(args) + 1)
		w[0] = c.self
		copy(w[1:], args)
		obj, err = vm.Call(newf, w, kw)
		vm.scratch.release(cur, top)
	}
	if err != nil {
		return Unbound, err
	}
	if !vm.ClassOf(obj).IsSubclass(c) {
		return obj, nil
	}
	initf, ok := c.LookupSlot(vm, SlotInit)
	if ok && initf != objectInit {
		w, cur, top := vm.scratch.args(len(args) + 1)
		w[0] = obj
		copy(w[1:], args)
		r, err := vm.Call(initf, w, kw)
		vm.scratch.release(cur, top)
		if err != nil {
			return Unbound, err
		}
		if r != None {
			return Unbound, vm.TypeError("__init__() should return None, not '%s'", vm.TypeName(r))
		}
	} else if (len(args) > 0 || len(kw) > 0) && plainNew {
		return Unbound, vm.TypeError("%s() takes no arguments", c.Name)
	}
	return obj, nil
}

var objectNew, objectInit Value

// allocInstance is object.__new__ for a class: it allocates an instance
// with the layout of the class's builtin base.
func (vm *VM) allocInstance(c *Class, args []Value, kw []Kwarg) (Value, error) {
	if c.Abstract {
		return Unbound, vm.objAbstractError(c)
	}
	base := c.Base
	if base == nil || base == ObjectType {
		return vm.NewInstance(c), nil
	}
	newf := base.New
	for k := base; newf == nil && len(k.Bases) > 0; k = k.Bases[0] {
		newf = k.Bases[0].New
	}
	if newf == nil {
		return Unbound, vm.TypeError("cannot create '%s' instances", c.Name)
	}
	return newf(vm, c, args, kw)
}

// NewClass creates a class (type(name, bases, ns) and class statements).
func (vm *VM) NewClass(meta *Class, name string, bases []*Class, ns *Dict) (*Class, error) {
	return vm.newClass(meta, name, bases, ns, nil)
}

// ownLayoutExceptions are the builtin exception types whose instances
// carry fields of their own in CPython (StopIteration's value, OSError's
// errno...). The others share BaseException's layout, so that
// class E(ArithmeticError, TypeError) is allowed and
// class E(OSError, ImportError) is not.
var ownLayoutExceptions = map[*Class]bool{
	BaseExceptionType: true, BaseExceptionGroupType: true, StopIterationType: true,
	SystemExitType: true, ImportErrorType: true, OSErrorType: true, SyntaxErrorType: true,
	AttributeErrorType: true, NameErrorType: true, UnicodeDecodeErrorType: true,
	UnicodeEncodeErrorType: true, UnicodeTranslateErrorType: true,
}

// solidBase is CPython's solid_base for a builtin layout class: builtin
// exception types that add no fields give way to their base.
func solidBase(c *Class) *Class {
	for c != nil && len(c.Bases) == 1 && c.IsSubclass(BaseExceptionType) && !ownLayoutExceptions[c] {
		c = c.Bases[0]
	}
	return c
}

// newClass is type.__new__'s work: kw are the class keyword arguments
// passed on to __init_subclass__.
func (vm *VM) newClass(meta *Class, name string, bases []*Class, ns *Dict, kw []Kwarg) (*Class, error) {
	if len(bases) == 0 {
		bases = []*Class{ObjectType}
	}
	for i, b := range bases {
		if b.Final {
			return nil, vm.TypeError("type '%s' is not an acceptable base type", b.Name)
		}
		for _, b2 := range bases[:i] {
			if b2 == b {
				return nil, vm.TypeError("duplicate base class %s", b.Name)
			}
		}
	}
	c := &Class{Name: name, Qualname: name}
	c.cls = meta
	c.Bases = bases
	mro, ok := computeMRO(c)
	if !ok {
		return nil, vm.TypeError("Cannot create a consistent method resolution order (MRO) for bases %s", objBaseNames(mro))
	}
	c.MRO = mro
	// The layout base: the most derived builtin type among the MRO.
	c.Base = ObjectType
	for _, k := range mro[1:] {
		if k.Builtin && k != ObjectType {
			c.Base = k.Base
			break
		}
	}
	// CPython's best_base: the bases' solid bases must form a chain.
	winner := solidBase(c.Base)
	for _, b := range bases {
		bl := solidBase(b.Base)
		switch {
		case bl == nil || bl == ObjectType || winner.IsSubclass(bl):
		case bl.IsSubclass(winner):
			winner = bl
		default:
			return nil, vm.TypeError("multiple bases have instance lay-out conflict")
		}
	}
	if q, ok := ns.GetStr(vm, "__qualname__"); ok {
		if _, isStr := vm.StrOf(q); !isStr {
			return nil, vm.TypeError("type __qualname__ must be a str, not %s", vm.TypeName(q))
		}
	}
	vm.heap.Alloc(c)
	c.Dict = ns.Copy()
	vm.heap.Alloc(c.Dict)
	if _, ok := c.Dict.GetStr(vm, "__del__"); ok {
		vm.heap.hasDel, vm.heap.goOnly = true, false // finalizers (finalize.go)
	}
	c.HasDict = true
	if q, ok := c.Dict.GetStr(vm, "__qualname__"); ok {
		if s, ok := vm.StrOf(q); ok {
			c.Qualname = s
		}
		c.Dict.Delete(vm, vm.Intern("__qualname__"))
	}
	var ownSlots []string
	addDict, addWeak := true, true
	if sl, ok := c.Dict.GetStr(vm, "__slots__"); ok {
		names, err := vm.slotNames(sl)
		if err != nil {
			return nil, err
		}
		hasDict, hasWeak := false, false
		var own []string
		for _, n := range names {
			if !strtext.IsIdentifier(n) {
				return nil, vm.TypeError("__slots__ must be identifiers")
			}
			switch n {
			case "__dict__":
				if hasDict || objHasDescr(vm, bases, "__dict__") {
					return nil, vm.TypeError("__dict__ slot disallowed: we already got one")
				}
				hasDict = true
			case "__weakref__":
				if hasWeak || objHasDescr(vm, bases, "__weakref__") {
					return nil, vm.TypeError("__weakref__ slot disallowed: we already got one")
				}
				hasWeak = true
			default:
				n = strtext.Mangle(name, n)
				if _, clash := c.Dict.GetStr(vm, n); clash {
					return nil, vm.ValueError("'%s' in __slots__ conflicts with class variable", n)
				}
				own = append(own, n)
			}
		}
		if len(own) > 0 && (c.Base == IntType || c.Base == BoolType || c.Base == TupleType || c.Base == BytesType) {
			return nil, vm.TypeError("nonempty __slots__ not supported for subtype of '%s'", c.Base.Name)
		}
		inheritsDict := false
		for _, b := range bases {
			if b.HasDict {
				inheritsDict = true
			}
		}
		c.HasDict = hasDict || inheritsDict
		addDict, addWeak = hasDict, hasWeak
		var inherited []string
		for _, b := range bases {
			if len(b.Slots) > len(inherited) {
				inherited = b.Slots
			}
		}
		c.Slots = append(append([]string(nil), inherited...), own...)
		ownSlots = own
	} else {
		for _, b := range bases {
			if len(b.Slots) > len(c.Slots) {
				c.Slots = b.Slots
			}
		}
	}
	// Plain functions named __new__, __init_subclass__, __class_getitem__
	// are implicitly static/class methods.
	if f, ok := c.Dict.GetStr(vm, "__new__"); ok {
		if _, isFn := vm.Get0(f).(*Function); isFn {
			sm := &StaticMethod{F: f}
			sm.cls = StaticMethodType
			c.Dict.SetStr(vm, "__new__", vm.heap.Alloc(sm))
		}
	}
	for _, n := range []string{"__init_subclass__", "__class_getitem__"} {
		if f, ok := c.Dict.GetStr(vm, n); ok {
			if _, isFn := vm.Get0(f).(*Function); isFn {
				cm := &ClassMethod{F: f}
				cm.cls = ClassMethodType
				c.Dict.SetStr(vm, n, vm.heap.Alloc(cm))
			}
		}
	}
	for i, n := range ownSlots {
		c.Dict.SetStr(vm, n, vm.objSlotDescr(c, n, len(c.Slots)-len(ownSlots)+i))
	}
	// The __dict__ and __weakref__ descriptors, when this class adds them.
	if addDict && c.HasDict && !objHasDescr(vm, bases, "__dict__") {
		c.Dict.SetStr(vm, "__dict__", vm.objNewDictDescr(c, "__dict__"))
	}
	if addWeak && !objHasDescr(vm, bases, "__weakref__") && c.Base != IntType && c.Base != BoolType && c.Base != TupleType && c.Base != BytesType {
		c.Dict.SetStr(vm, "__weakref__", vm.objNewDictDescr(c, "__weakref__"))
	}
	for _, b := range bases {
		vm.objAddSubclass(b, c)
	}
	if _, ok := c.Dict.GetStr(vm, "__module__"); !ok && vm.Interp != nil {
		if g := vm.Interp.Globals(vm); g != nil {
			if m, ok := g.GetStr(vm, "__name__"); ok {
				c.Dict.SetStr(vm, "__module__", m)
			}
		}
	}
	if _, ok := c.Dict.GetStr(vm, "__doc__"); !ok {
		c.Dict.SetStr(vm, "__doc__", None)
	}
	// A class that defines __eq__ but not __hash__ is unhashable (the entry comes
	// last in the class dict, as in CPython).
	if _, ok := c.Dict.GetStr(vm, "__eq__"); ok {
		if _, ok := c.Dict.GetStr(vm, "__hash__"); !ok {
			c.Dict.SetStr(vm, "__hash__", None)
		}
	}
	// Fill the __class__ cell for zero-argument super().
	if cell, ok := c.Dict.GetStr(vm, "__classcell__"); ok {
		ce, isCell := vm.Get0(cell).(*Cell)
		if !isCell {
			return nil, vm.TypeError("__classcell__ must be a nonlocal cell, not %s", vm.objTypeRepr(vm.ClassOf(cell)))
		}
		ce.V = c.self
		c.Dict.Delete(vm, vm.Intern("__classcell__"))
	}
	// Annotation scopes of the body (PEP 695) see the class's dict from
	// now on.
	if cell, ok := c.Dict.GetStr(vm, "__classdictcell__"); ok {
		ce, isCell := vm.Get0(cell).(*Cell)
		if !isCell {
			return nil, vm.TypeError("__classdictcell__ must be a nonlocal cell, not %s", vm.objTypeRepr(vm.ClassOf(cell)))
		}
		c.Dict.Delete(vm, vm.Intern("__classdictcell__"))
		if d := c.Dict.Self(); d.IsHandle() {
			ce.V = d
		}
	}
	// The namespace is final: drop anything cached while it was built.
	c.Invalidate()
	// __set_name__ on descriptors, over a snapshot of the namespace.
	var names, vals []Value
	c.Dict.Items(func(k, v Value) bool {
		names, vals = append(names, k), append(vals, v)
		return true
	})
	for i, k := range names {
		v := vals[i]
		if v.IsHandle() && !vm.ClassOf(v).Builtin {
			if _, ok, err := vm.CallDunder(v, "__set_name__", c.self, k); ok && err != nil {
				if e := AsException(err); e != nil {
					kr, _ := vm.Repr(k)
					note := "Error calling __set_name__ on '" + vm.TypeName(v) + "' instance " + kr + " in '" + c.Name + "'"
					if e.Notes == Unbound {
						e.Notes = vm.NewList(nil)
					}
					if l, ok := vm.AsList(e.Notes); ok {
						l.Items = append(l.Items, vm.NewStr(note))
					}
				}
				return nil, err
			}
		}
	}
	// __init_subclass__ of the parent.
	if len(mro) > 1 {
		sup := &Super{ThisClass: c, Obj: c.self, ObjType: c}
		sup.cls = SuperType
		sv := vm.heap.Alloc(sup)
		f, err := vm.GetAttr(sv, "__init_subclass__")
		if err != nil {
			return nil, err
		}
		if _, err := vm.Call(f, nil, kw); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// objHasDescr reports whether a class in the bases' MROs defines name.
func objHasDescr(vm *VM, bases []*Class, name string) bool {
	for _, b := range bases {
		if _, ok := b.Lookup(vm, name); ok {
			return true
		}
	}
	return false
}

func (vm *VM) slotNames(v Value) ([]string, error) {
	if s, ok := vm.StrOf(v); ok {
		return []string{s}, nil
	}
	items, err := vm.Collect(v)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(items))
	for _, it := range items {
		s, ok := vm.StrOf(it)
		if !ok {
			return nil, vm.TypeError("__slots__ items must be strings, not '%s'", vm.TypeName(it))
		}
		out = append(out, s)
	}
	return out, nil
}

// ---- argument helpers for builtins ----

// Arity checks the number of positional arguments of a builtin.
func (vm *VM) Arity(name string, args []Value, minN, maxN int) error {
	n := len(args)
	if n >= minN && n <= maxN {
		return nil
	}
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

func Plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// NoKwargs fails when a builtin that takes no keyword arguments got some.
func (vm *VM) NoKwargs(name string, kw []Kwarg) error {
	if len(kw) > 0 {
		return vm.TypeError("%s() takes no keyword arguments", name)
	}
	return nil
}

// BindArgs binds positional and keyword arguments of a builtin to the
// parameter names; missing optional parameters stay Unbound. required is
// the number of leading parameters that must be given.
func (vm *VM) BindArgs(fname string, args []Value, kw []Kwarg, names []string, required int) ([]Value, error) {
	out := make([]Value, len(names))
	for i := range out {
		out[i] = Unbound
	}
	if len(args) > len(names) {
		return nil, vm.TypeError("%s() takes at most %d argument%s (%d given)", fname, len(names), Plural(len(names)), len(args))
	}
	copy(out, args)
	for _, k := range kw {
		found := false
		for i, n := range names {
			if n == k.Name {
				if out[i] != Unbound {
					return nil, vm.TypeError("argument for %s() given by name ('%s') and position (%d)", fname, n, i+1)
				}
				out[i] = k.Value
				found = true
				break
			}
		}
		if !found {
			return nil, vm.KeywordError(fname+"()", k.Name, names)
		}
	}
	for i := 0; i < required; i++ {
		if out[i] == Unbound {
			return nil, vm.TypeError("%s() missing required argument '%s' (pos %d)", fname, names[i], i+1)
		}
	}
	return out, nil
}

// PlainInit reports whether calling class c is only "allocate a plain
// instance, then call its __init__" (type's own __call__, object.__new__
// on the plain object layout, a concrete class) and returns that
// __init__, a Python function. The JIT's exit loop then makes the
// instance with NewInstance and calls __init__ itself, which must return
// None.
func (vm *VM) PlainInit(c *Class) (Value, bool) {
	if c.cls != TypeType || c.Abstract || c.Base != nil && c.Base != ObjectType {
		return Unbound, false
	}
	if newf, _ := c.LookupSlot(vm, SlotNew); newf != objectNew && newf != Unbound {
		return Unbound, false
	}
	initf, ok := c.LookupSlot(vm, SlotInit)
	if !ok || !initf.IsHandle() {
		return Unbound, false
	}
	if _, isFn := vm.heap.Get(initf).(*Function); !isFn {
		return Unbound, false
	}
	return initf, true
}

// KeywordError is the TypeError "who got an unexpected keyword argument
// 'name'" (who is "f()" or "this function"), with the suggestion of the
// closest of known that CPython 3.13 adds ("... Did you mean 'key'?").
func (vm *VM) KeywordError(who, name string, known []string) error {
	msg := who + " got an unexpected keyword argument '" + name + "'"
	if s := suggest.BestKeyword(known, name); s != "" {
		msg += ". Did you mean '" + s + "'?"
	}
	return vm.NewError(TypeErrorType, msg)
}
