package runtime

import (
	"strings"
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
			return o.Fn(vm, prepend(o.Self, args), kw)
		}
		return o.Fn(vm, args, kw)
	case *Function:
		base := vm.heap.PinScope()
		r, err := vm.Interp.CallFunction(vm, o, args, kw)
		vm.heap.ReleaseScope(base)
		vm.heap.Pin(r)
		return r, err
	case *BoundMethod:
		return vm.Call(o.Func, prepend(o.Self, args), kw)
	case *Class:
		return vm.callClass(o, args, kw)
	case *StaticMethod:
		return vm.Call(o.F, args, kw)
	}
	cls := vm.ClassOf(f)
	if call, ok := cls.Lookup(vm, "__call__"); ok {
		return vm.Call(call, prepend(f, args), kw)
	}
	return Unbound, vm.TypeError("'%s' object is not callable", cls.Name)
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
	if c == TypeType && len(args) == 1 && len(kw) == 0 {
		return vm.ClassOf(args[0]).self, nil
	}
	// A metaclass with its own __call__.
	if c.cls != TypeType {
		if call, ok := c.cls.Lookup(vm, "__call__"); ok && call != typeCall {
			return vm.Call(call, prepend(c.self, args), kw)
		}
	}
	return vm.typeCall(c, args, kw)
}

var typeCall Value

func (vm *VM) typeCall(c *Class, args []Value, kw []Kwarg) (Value, error) {
	newf, _ := c.Lookup(vm, "__new__")
	var obj Value
	var err error
	if newf == objectNew || newf == Unbound {
		obj, err = vm.allocInstance(c, args, kw)
	} else {
		if sm, ok := vm.Get0(newf).(*StaticMethod); ok {
			newf = sm.F
		}
		obj, err = vm.Call(newf, prepend(c.self, args), kw)
	}
	if err != nil {
		return Unbound, err
	}
	if !vm.ClassOf(obj).IsSubclass(c) {
		return obj, nil
	}
	initf, ok := c.Lookup(vm, "__init__")
	if ok && initf != objectInit {
		r, err := vm.Call(initf, prepend(obj, args), kw)
		if err != nil {
			return Unbound, err
		}
		if r != None {
			return Unbound, vm.TypeError("__init__() should return None, not '%s'", vm.TypeName(r))
		}
	} else if (len(args) > 0 || len(kw) > 0) && newf == objectNew {
		return Unbound, vm.TypeError("%s() takes no arguments", c.Name)
	}
	return obj, nil
}

var objectNew, objectInit Value

// allocInstance is object.__new__ for a class: it allocates an instance
// with the layout of the class's builtin base.
func (vm *VM) allocInstance(c *Class, args []Value, kw []Kwarg) (Value, error) {
	if c.Abstract {
		return Unbound, vm.TypeError("Can't instantiate abstract class %s", c.Name)
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
	if len(bases) == 0 {
		bases = []*Class{ObjectType}
	}
	c := &Class{Name: name, Qualname: name}
	c.cls = meta
	c.Bases = bases
	for _, b := range bases {
		if b.Final {
			return nil, vm.TypeError("type '%s' is not an acceptable base type", b.Name)
		}
	}
	mro, ok := computeMRO(c)
	if !ok {
		names := make([]string, len(bases))
		for i, b := range bases {
			names[i] = b.Name
		}
		return nil, vm.TypeError("Cannot create a consistent method resolution order (MRO) for bases %s", strings.Join(names, ", "))
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
	vm.heap.Alloc(c)
	c.Dict = ns.Copy()
	vm.heap.Alloc(c.Dict)
	c.HasDict = true
	if q, ok := c.Dict.GetStr(vm, "__qualname__"); ok {
		if s, ok := vm.strOf(q); ok {
			c.Qualname = s
		}
		c.Dict.Delete(vm, vm.Intern("__qualname__"))
	}
	if sl, ok := c.Dict.GetStr(vm, "__slots__"); ok {
		names, err := vm.slotNames(sl)
		if err != nil {
			return nil, err
		}
		hasDict := false
		var own []string
		for _, n := range names {
			if n == "__dict__" {
				hasDict = true
			} else {
				own = append(own, n)
			}
		}
		inheritsDict := false
		for _, b := range bases {
			if b.HasDict && !b.Builtin {
				inheritsDict = true
			}
		}
		c.HasDict = hasDict || inheritsDict
		if len(bases) == 1 && bases[0] != ObjectType && !bases[0].Builtin {
			c.Slots = append(append([]string(nil), bases[0].Slots...), own...)
		} else {
			c.Slots = own
		}
	} else if len(bases) == 1 && !bases[0].Builtin {
		c.Slots = bases[0].Slots
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
	for _, b := range bases {
		b.subclasses = append(b.subclasses, c)
	}
	if _, ok := c.Dict.GetStr(vm, "__module__"); !ok {
		if g := vm.Interp.Globals(vm); g != nil {
			if m, ok := g.GetStr(vm, "__name__"); ok {
				c.Dict.SetStr(vm, "__module__", m)
			}
		}
	}
	if _, ok := c.Dict.GetStr(vm, "__doc__"); !ok {
		c.Dict.SetStr(vm, "__doc__", None)
	}
	// Fill the __class__ cell for zero-argument super().
	if cell, ok := c.Dict.GetStr(vm, "__classcell__"); ok {
		if ce, ok := vm.Get0(cell).(*Cell); ok {
			ce.V = c.self
		}
		c.Dict.Delete(vm, vm.Intern("__classcell__"))
	}
	// __set_name__ on descriptors.
	for _, k := range c.Dict.Keys() {
		v, _, _ := c.Dict.Get(vm, k)
		if v.IsHandle() && !vm.ClassOf(v).Builtin {
			if _, ok, err := vm.CallDunder(v, "__set_name__", c.self, k); ok && err != nil {
				return nil, err
			}
		}
	}
	// __init_subclass__ of the parent.
	if len(mro) > 1 {
		sup := &Super{ThisClass: c, Obj: c.self, ObjType: c}
		sup.cls = SuperType
		sv := vm.heap.Alloc(sup)
		if f, err := vm.GetAttr(sv, "__init_subclass__"); err == nil {
			if _, err := vm.Call(f, nil, nil); err != nil {
				return nil, err
			}
		}
	}
	return c, nil
}

func (vm *VM) slotNames(v Value) ([]string, error) {
	if s, ok := vm.strOf(v); ok {
		return []string{s}, nil
	}
	items, err := vm.Collect(v)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(items))
	for _, it := range items {
		s, ok := vm.strOf(it)
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
		return vm.TypeError("%s expected at least %d argument%s, got %d", name, minN, plural(minN), n)
	default:
		return vm.TypeError("%s expected at most %d argument%s, got %d", name, maxN, plural(maxN), n)
	}
}

func plural(n int) string {
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
		return nil, vm.TypeError("%s() takes at most %d argument%s (%d given)", fname, len(names), plural(len(names)), len(args))
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
			return nil, vm.TypeError("%s() got an unexpected keyword argument '%s'", fname, k.Name)
		}
	}
	for i := 0; i < required; i++ {
		if out[i] == Unbound {
			return nil, vm.TypeError("%s() missing required argument '%s' (pos %d)", fname, names[i], i+1)
		}
	}
	return out, nil
}
