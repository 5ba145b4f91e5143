package runtime

import (
	"fmt"
	"sort"
	"strings"
)

// type: the metaclass of every class. type(x), type(name, bases, ns),
// metaclass computation, class attributes (__name__, __mro__, __dict__ ...)
// and the mappingproxy that exposes a class namespace read-only.

var typeNewValue, typeInitValue, typeGetattribute, typeSetattr, typeDelattr Value

// objCalcMeta returns the most derived metaclass of meta and the bases'
// metaclasses (CPython's _PyType_CalculateMetaclass).
func (vm *VM) objCalcMeta(meta *Class, bases []*Class) (*Class, error) {
	winner := meta
	for _, b := range bases {
		t := b.cls
		if winner.IsSubclass(t) {
			continue
		}
		if t.IsSubclass(winner) {
			winner = t
			continue
		}
		return nil, vm.TypeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
	}
	return winner, nil
}

// objTypeNew is type.__new__(meta, name, bases, ns, **kw).
func objTypeNew(vm *VM, meta *Class, args []Value, kw []Kwarg) (Value, error) {
	if meta == TypeType && len(args) == 1 && len(kw) == 0 {
		return vm.ClassOf(args[0]).self, nil
	}
	if len(args) != 3 {
		return Unbound, vm.TypeError("type.__new__() takes exactly 3 arguments (%d given)", len(args))
	}
	name, ok := vm.StrOf(args[0])
	if !ok {
		return Unbound, vm.TypeError("type.__new__() argument 1 must be str, not %s", vm.TypeName(args[0]))
	}
	bt, ok := vm.AsTuple(args[1])
	if !ok {
		return Unbound, vm.TypeError("type.__new__() argument 2 must be tuple, not %s", vm.TypeName(args[1]))
	}
	ns, ok := vm.AsDict(args[2])
	if !ok {
		return Unbound, vm.TypeError("type.__new__() argument 3 must be dict, not %s", vm.TypeName(args[2]))
	}
	bases := make([]*Class, 0, len(bt.Items))
	for _, b := range bt.Items {
		c, ok := vm.AsClass(b)
		if !ok {
			// Only a metaclass conflict can describe a non-class base.
			if !vm.ClassOf(b).IsSubclass(TypeType) {
				return Unbound, vm.TypeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
			}
			return Unbound, vm.TypeError("bases must be types")
		}
		bases = append(bases, c)
	}
	winner, err := vm.objCalcMeta(meta, bases)
	if err != nil {
		return Unbound, err
	}
	if winner != meta {
		if nf, ok := winner.Lookup(vm, "__new__"); ok && nf != typeNewValue {
			if sm, ok := vm.Get0(nf).(*StaticMethod); ok {
				nf = sm.F
			}
			return vm.Call(nf, append([]Value{winner.self}, args...), kw)
		}
		meta = winner
	}
	c, err := vm.newClass(meta, name, bases, ns, kw)
	if err != nil {
		return Unbound, err
	}
	return c.self, nil
}

// objTypeRepr is type.__repr__.
func (vm *VM) objTypeRepr(c *Class) string {
	mod := vm.objModuleName(c)
	if mod != "" && mod != "builtins" {
		return "<class '" + mod + "." + c.Qualname + "'>"
	}
	return "<class '" + c.Qualname + "'>"
}

// objSolidBase approximates CPython's tp_base: the base whose layout is the
// most derived (the first base when they all share one).
func objSolidBase(c *Class) *Class {
	if len(c.Bases) == 0 {
		return nil
	}
	w := c.Bases[0]
	for _, b := range c.Bases[1:] {
		if b.Base != w.Base && b.Base.IsSubclass(w.Base) {
			w = b
		}
	}
	return w
}

func (vm *VM) objClassSelf(v Value, what string) (*Class, error) {
	c, ok := vm.AsClass(v)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' for 'type' objects doesn't apply to a '%s' object", what, vm.TypeName(v))
	}
	return c, nil
}

func (vm *VM) objClassTuple(cs []*Class) Value {
	items := make([]Value, len(cs))
	for i, k := range cs {
		items[i] = k.self
	}
	return vm.NewTuple(items)
}

// objAbstractError builds "Can't instantiate abstract class ..." from
// __abstractmethods__.
func (vm *VM) objAbstractError(c *Class) error {
	var names []string
	if am, ok := c.Dict.GetStr(vm, "__abstractmethods__"); ok {
		if items, err := vm.Collect(am); err == nil {
			for _, it := range items {
				if s, ok := vm.StrOf(it); ok {
					names = append(names, "'"+s+"'")
				}
			}
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return vm.TypeError("Can't instantiate abstract class %s", c.Name)
	}
	m := "method"
	if len(names) > 1 {
		m = "methods"
	}
	return vm.TypeError("Can't instantiate abstract class %s without an implementation for abstract %s %s", c.Name, m, strings.Join(names, ", "))
}

func init() {
	t := TypeType
	typeNewValue = objNewBound(t, "__new__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		_, meta, rest, err := vm.objNewArgs(args)
		if err != nil {
			return Unbound, err
		}
		return objTypeNew(vm, meta, rest, kw)
	})
	t.New = objTypeNew
	t.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		n := len(args) - 1
		if n == 1 && len(kw) > 0 {
			return Unbound, vm.TypeError("type.__init__() takes no keyword arguments")
		}
		if n != 1 && n != 3 {
			return Unbound, vm.TypeError("type.__init__() takes 1 or 3 arguments")
		}
		return None, nil
	})
	typeInitValue, _ = t.Dict.GetStr(nil, "__init__")
	t.AddMethod("__call__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '__call__' of 'type' object needs an argument")
		}
		c, err := vm.objClassSelf(args[0], "__call__")
		if err != nil {
			return Unbound, err
		}
		if c == TypeType {
			return vm.callClass(c, args[1:], kw)
		}
		return vm.typeCall(c, args[1:], kw)
	})
	typeCall, _ = t.Dict.GetStr(nil, "__call__")
	t.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		c, err := vm.objClassSelf(args[0], "__repr__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(vm.objTypeRepr(c)), nil
	})
	t.AddMethod("__getattribute__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__getattribute__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		c, err := vm.objClassSelf(args[0], "__getattribute__")
		if err != nil {
			return Unbound, err
		}
		name, err := vm.objNameArg(args[1])
		if err != nil {
			return Unbound, err
		}
		r, found, err := vm.classGetAttr(c, name)
		if err != nil {
			return Unbound, err
		}
		if !found {
			return Unbound, vm.AttributeError(c.self, name)
		}
		return r, nil
	})
	typeGetattribute, _ = t.Dict.GetStr(nil, "__getattribute__")
	t.AddMethod("__setattr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__setattr__", args, kw, 2, 2); err != nil {
			return Unbound, err
		}
		c, err := vm.objClassSelf(args[0], "__setattr__")
		if err != nil {
			return Unbound, err
		}
		name, err := vm.objNameArg(args[1])
		if err != nil {
			return Unbound, err
		}
		return None, vm.classSetAttr(c, name, args[2])
	})
	typeSetattr, _ = t.Dict.GetStr(nil, "__setattr__")
	t.AddMethod("__delattr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__delattr__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		if _, err := vm.objClassSelf(args[0], "__delattr__"); err != nil {
			return Unbound, err
		}
		name, err := vm.objNameArg(args[1])
		if err != nil {
			return Unbound, err
		}
		return None, vm.GenericDelAttr(args[0], name)
	})
	typeDelattr, _ = t.Dict.GetStr(nil, "__delattr__")
	t.AddMethod("mro", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("mro", args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		c, err := vm.objClassSelf(args[0], "mro")
		if err != nil {
			return Unbound, err
		}
		mro := c.MRO
		if len(c.Bases) > 0 && c.Bases[0] != c && !c.Builtin {
			if m, ok := computeMRO(c); ok {
				mro = m
			}
		}
		items := make([]Value, len(mro))
		for i, k := range mro {
			items[i] = k.self
		}
		return vm.NewList(items), nil
	})
	t.AddMethod("__subclasses__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__subclasses__", args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		c, err := vm.objClassSelf(args[0], "__subclasses__")
		if err != nil {
			return Unbound, err
		}
		subs := vm.objSubclasses(c)
		items := make([]Value, 0, len(subs))
		for _, s := range subs {
			items = append(items, s.self)
		}
		return vm.NewList(items), nil
	})
	t.AddMethod("__instancecheck__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__instancecheck__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		c, err := vm.objClassSelf(args[0], "__instancecheck__")
		if err != nil {
			return Unbound, err
		}
		if vm.ClassOf(args[1]).IsSubclass(c) {
			return True, nil
		}
		if cv, ok, err := vm.GetAttrOpt(args[1], "__class__"); err != nil {
			return Unbound, err
		} else if ok {
			if k, ok := vm.AsClass(cv); ok {
				return Bool(k.IsSubclass(c)), nil
			}
		}
		return False, nil
	})
	t.AddMethod("__subclasscheck__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__subclasscheck__", args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		c, err := vm.objClassSelf(args[0], "__subclasscheck__")
		if err != nil {
			return Unbound, err
		}
		k, ok := vm.AsClass(args[1])
		if !ok {
			return Unbound, vm.TypeError("issubclass() arg 1 must be a class")
		}
		return Bool(k.IsSubclass(c)), nil
	})
	t.AddClassMethod("__prepare__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.NewDict(), nil
	})
	t.AddMethod("__dir__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("__dir__", args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		c, err := vm.objClassSelf(args[0], "__dir__")
		if err != nil {
			return Unbound, err
		}
		set := map[string]bool{}
		vm.objDirClass(c, set)
		names := make([]Value, 0, len(set))
		for s := range set {
			names = append(names, vm.NewStr(s))
		}
		return vm.NewList(names), nil
	})
	t.AddMethod("__sizeof__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return SmallInt(920), nil
	})

	typeAttributes(t)
}

// typeAttributes adds type's data attributes (__name__, __qualname__,
// __bases__, __mro__, __dict__, __doc__, __flags__...) to t.
func typeAttributes(t *Class) {
	cls := func(vm *VM, self Value) *Class { c, _ := vm.AsClass(self); return c }
	t.AddGetSet("__name__", func(vm *VM, self Value) (Value, error) {
		c := cls(vm, self)
		if c.Builtin || c.cName {
			// A builtin type's name may be dotted ("collections.deque"):
			// __name__ is the part after the module, as in CPython.
			return vm.NewStr(c.Name[strings.LastIndexByte(c.Name, '.')+1:]), nil
		}
		return vm.NewStr(c.Name), nil
	}, func(vm *VM, self, v Value) error {
		c := cls(vm, self)
		if v == Unbound {
			return vm.TypeError("cannot delete '__name__' attribute of immutable type '%s'", c.Name)
		}
		s, ok := vm.StrOf(v)
		if !ok {
			return vm.TypeError("can only assign string to %s.__name__, not '%s'", c.Name, vm.TypeName(v))
		}
		if strings.IndexByte(s, 0) >= 0 {
			return vm.ValueError("type name must not contain null characters")
		}
		c.Name = s
		c.cName = false
		return nil
	})
	t.AddGetSet("__qualname__", func(vm *VM, self Value) (Value, error) {
		return vm.NewStr(cls(vm, self).Qualname), nil
	}, func(vm *VM, self, v Value) error {
		c := cls(vm, self)
		s, ok := vm.StrOf(v)
		if !ok {
			return vm.TypeError("can only assign string to %s.__qualname__, not '%s'", c.Name, vm.TypeName(v))
		}
		c.Qualname = s
		return nil
	})
	t.AddGetSet("__module__", func(vm *VM, self Value) (Value, error) {
		c := cls(vm, self)
		if m, ok := c.Dict.GetStr(vm, "__module__"); ok {
			if _, isStr := vm.AsStr(m); isStr || !c.Builtin {
				return m, nil
			}
		}
		if c.Builtin {
			return vm.NewStr("builtins"), nil
		}
		return Unbound, vm.Errorf(AttributeErrorType, "__module__")
	}, func(vm *VM, self, v Value) error {
		c := cls(vm, self)
		c.Dict.SetStr(vm, "__module__", v)
		c.Invalidate()
		return nil
	})
	t.AddGetSet("__bases__", func(vm *VM, self Value) (Value, error) {
		return vm.objClassTuple(cls(vm, self).Bases), nil
	}, func(vm *VM, self, v Value) error {
		c := cls(vm, self)
		tu, ok := vm.AsTuple(v)
		if !ok {
			return vm.TypeError("can only assign tuple to %s.__bases__, not %s", c.Name, vm.TypeName(v))
		}
		return vm.objSetBases(c, tu.Items)
	})
	t.AddGetter("__base__", func(vm *VM, self Value) (Value, error) {
		if b := objSolidBase(cls(vm, self)); b != nil {
			return b.self, nil
		}
		return None, nil
	})
	t.AddGetter("__mro__", func(vm *VM, self Value) (Value, error) {
		return vm.objClassTuple(cls(vm, self).MRO), nil
	})
	t.AddGetter("__dict__", func(vm *VM, self Value) (Value, error) {
		return vm.NewMappingProxy(cls(vm, self).Dict.self), nil
	})
	t.AddGetSet("__doc__", func(vm *VM, self Value) (Value, error) {
		c := cls(vm, self)
		if c == TypeType {
			return vm.NewStr("type(object) -> the object's type\ntype(name, bases, dict, **kwds) -> a new type"), nil
		}
		d, ok := c.Dict.GetStr(vm, "__doc__")
		if !ok {
			return None, nil
		}
		if !c.Builtin && d.IsHandle() {
			if _, isStr := vm.heap.Get(d).(*Str); !isStr {
				if get, ok := vm.ClassOf(d).Lookup(vm, "__get__"); ok {
					return vm.Call(get, []Value{d, None, self}, nil)
				}
			}
		}
		return d, nil
	}, func(vm *VM, self, v Value) error {
		c := cls(vm, self)
		if c.Builtin {
			return vm.TypeError("cannot set '__doc__' attribute of immutable type '%s'", c.Name)
		}
		c.Dict.SetStr(vm, "__doc__", v)
		c.Invalidate()
		return nil
	})
	t.AddGetSet("__abstractmethods__", func(vm *VM, self Value) (Value, error) {
		c := cls(vm, self)
		if c != TypeType {
			if v, ok := c.Dict.GetStr(vm, "__abstractmethods__"); ok {
				return v, nil
			}
		}
		return Unbound, vm.Errorf(AttributeErrorType, "__abstractmethods__")
	}, func(vm *VM, self, v Value) error {
		c := cls(vm, self)
		if c.Builtin {
			return vm.TypeError("cannot set '__abstractmethods__' attribute of immutable type '%s'", c.Name)
		}
		truth, err := vm.Truth(v)
		if err != nil {
			return err
		}
		c.Dict.SetStr(vm, "__abstractmethods__", v)
		c.Abstract = truth
		c.Invalidate()
		return nil
	})
	t.AddGetSet("__annotations__", func(vm *VM, self Value) (Value, error) {
		c := cls(vm, self)
		if v, ok := c.Dict.GetStr(vm, "__annotations__"); ok {
			if !c.Builtin {
				return vm.bindAttr(v, None, c)
			}
			return v, nil
		}
		if c.Builtin {
			return Unbound, vm.AttributeError(self, "__annotations__")
		}
		d := vm.NewDict()
		c.Dict.SetStr(vm, "__annotations__", d)
		c.Invalidate()
		return d, nil
	}, func(vm *VM, self, v Value) error {
		c := cls(vm, self)
		if c.Builtin {
			return vm.TypeError("cannot set '__annotations__' attribute of immutable type '%s'", c.Name)
		}
		c.Dict.SetStr(vm, "__annotations__", v)
		c.Invalidate()
		return nil
	})
	t.AddGetSet("__type_params__", func(vm *VM, self Value) (Value, error) {
		c := cls(vm, self)
		if v, ok := c.Dict.GetStr(vm, "__type_params__"); ok {
			return v, nil
		}
		return EmptyTuple, nil
	}, func(vm *VM, self, v Value) error {
		c := cls(vm, self)
		if c.Builtin {
			return vm.TypeError("cannot set '__type_params__' attribute of immutable type '%s'", c.Name)
		}
		c.Dict.SetStr(vm, "__type_params__", v)
		c.Invalidate()
		return nil
	})
	t.AddGetter("__text_signature__", func(vm *VM, self Value) (Value, error) { return None, nil })
	t.AddGetter("__basicsize__", func(vm *VM, self Value) (Value, error) { return SmallInt(16), nil })
	t.AddGetter("__itemsize__", func(vm *VM, self Value) (Value, error) { return SmallInt(0), nil })
	t.AddGetter("__dictoffset__", func(vm *VM, self Value) (Value, error) { return SmallInt(0), nil })
	t.AddGetter("__weakrefoffset__", func(vm *VM, self Value) (Value, error) { return SmallInt(0), nil })
	t.AddGetter("__flags__", func(vm *VM, self Value) (Value, error) {
		c := cls(vm, self)
		var f int64 = 1 << 12 // Py_TPFLAGS_READY... approximated
		if !c.Builtin {
			f |= 1<<9 | 1<<10 // HEAPTYPE | BASETYPE
		}
		if !c.Final {
			f |= 1 << 10
		}
		if c.Abstract {
			f |= 1 << 20
		}
		return SmallInt(f), nil
	})
	MarkMembers(t, "__base__", "__basicsize__", "__itemsize__", "__dictoffset__", "__weakrefoffset__", "__flags__")
}

// objSetBases implements assignment to C.__bases__.
func (vm *VM) objSetBases(c *Class, items []Value) error {
	if c.Builtin {
		return vm.TypeError("cannot set '__bases__' attribute of immutable type '%s'", c.Name)
	}
	if len(items) == 0 {
		return vm.TypeError("can only assign non-empty tuple to %s.__bases__, not ()", c.Name)
	}
	bases := make([]*Class, len(items))
	for i, it := range items {
		b, ok := vm.AsClass(it)
		if !ok {
			return vm.TypeError("%s.__bases__ must be tuple of classes, not '%s'", c.Name, vm.TypeName(it))
		}
		if b.IsSubclass(c) {
			return vm.TypeError("a __bases__ item causes an inheritance cycle")
		}
		bases[i] = b
	}
	old := c.Bases
	c.Bases = bases
	mro, ok := computeMRO(c)
	if !ok {
		c.Bases = old
		return vm.TypeError("Cannot create a consistent method resolution order (MRO) for bases %s", objBaseNames(mro))
	}
	for _, b := range old {
		vm.objRemoveSubclass(b, c)
	}
	for _, b := range bases {
		vm.objAddSubclass(b, c)
	}
	c.MRO = mro
	vm.objRecomputeMROs(c)
	c.Invalidate()
	return nil
}

func (vm *VM) objRecomputeMROs(c *Class) {
	for _, s := range vm.objSubclasses(c) {
		if m, ok := computeMRO(s); ok {
			s.MRO = m
		}
		vm.objRecomputeMROs(s)
	}
}

// objSubclassReg records the user subclasses of builtin (static, shared)
// types for one VM. It is deliberately not traced: subclass links are weak.
type objSubclassReg struct {
	m map[*Class][]*Class
}

func (vm *VM) objSubclassReg() *objSubclassReg {
	r, _ := vm.Ext["obj.subclasses"].(*objSubclassReg)
	if r == nil {
		r = &objSubclassReg{m: map[*Class][]*Class{}}
		vm.Ext["obj.subclasses"] = r
	}
	return r
}

// objAddSubclass records c as a direct subclass of b.
func (vm *VM) objAddSubclass(b, c *Class) {
	if b.Builtin {
		r := vm.objSubclassReg()
		r.m[b] = vm.objAppendSubclass(r.m[b], c)
		return
	}
	b.subclasses = vm.objAppendSubclass(b.subclasses, c)
}

// objAppendSubclass appends c to a subclass list, dropping the dead
// classes only when the list is full, and growing it when that frees less
// than half: making n classes costs O(n), not O(n) per class (a program
// that keeps thousands of classes alive).
func (vm *VM) objAppendSubclass(cs []*Class, c *Class) []*Class {
	if len(cs) > 0 && len(cs) == cap(cs) {
		cs = vm.objLiveClasses(cs)
		if len(cs) > cap(cs)/2 {
			grown := make([]*Class, len(cs), 2*cap(cs))
			copy(grown, cs)
			cs = grown
		}
	}
	return append(cs, c)
}

func (vm *VM) objRemoveSubclass(b, c *Class) {
	list := &b.subclasses
	var r *objSubclassReg
	if b.Builtin {
		r = vm.objSubclassReg()
		l := r.m[b]
		list = &l
	}
	for i, s := range *list {
		if s == c {
			*list = append((*list)[:i:i], (*list)[i+1:]...)
			break
		}
	}
	if r != nil {
		r.m[b] = *list
	}
}

// objClassAlive reports whether c is still a live object of vm's heap.
func (vm *VM) objClassAlive(c *Class) bool {
	idx := c.self.index()
	if idx&staticBit != 0 {
		return true
	}
	h := vm.heap
	return int(idx) < len(h.objs) && h.gens[idx] == c.self.gen() && h.objs[idx] == Object(c)
}

// objLiveClasses drops the dead classes of a subclass list (in place).
func (vm *VM) objLiveClasses(cs []*Class) []*Class {
	out := cs[:0]
	for _, c := range cs {
		if vm.objClassAlive(c) {
			out = append(out, c)
		}
	}
	clear(cs[len(out):])
	return out
}

// objSubclasses returns the live direct subclasses of c.
func (vm *VM) objSubclasses(c *Class) []*Class {
	var out []*Class
	if c.Builtin {
		out = append(out, c.subclasses...)
		r := vm.objSubclassReg()
		r.m[c] = vm.objLiveClasses(r.m[c])
		return append(out, r.m[c]...)
	}
	c.subclasses = vm.objLiveClasses(c.subclasses)
	return append(out, c.subclasses...)
}

func objBaseNames(bases []*Class) string {
	names := make([]string, len(bases))
	for i, b := range bases {
		names[i] = b.Name
	}
	return strings.Join(names, ", ")
}

// ---- mappingproxy ----

// MappingProxyType is types.MappingProxyType: a read-only view of a mapping
// (what C.__dict__ returns).
var MappingProxyType = newBuiltinClass("mappingproxy", ObjectType)

type objMappingProxy struct {
	Head
	m Value
}

func (p *objMappingProxy) Trace(t *Tracer) { t.Mark(p.m) }

// NewMappingProxy wraps a mapping in a read-only mappingproxy.
func (vm *VM) NewMappingProxy(m Value) Value {
	p := &objMappingProxy{m: m}
	p.cls = MappingProxyType
	return vm.heap.Alloc(p)
}

func (vm *VM) objProxy(v Value) (*objMappingProxy, error) {
	p, ok := vm.Get0(v).(*objMappingProxy)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'mappingproxy' object but received a '%s'", vm.TypeName(v))
	}
	return p, nil
}

func init() {
	c := MappingProxyType
	c.Final = true
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("mappingproxy", args, kw, []string{"mapping"}, 1)
		if err != nil {
			return Unbound, err
		}
		m := a[0]
		_, isList := vm.Get0(m).(*List)
		_, isTuple := vm.Get0(m).(*Tuple)
		if _, ok := vm.ClassOf(m).Lookup(vm, "__getitem__"); !ok || isList || isTuple {
			return Unbound, vm.TypeError("mappingproxy() argument must be a mapping, not %s", vm.TypeName(m))
		}
		return vm.NewMappingProxy(m), nil
	}
	method := func(name string, n int, f func(vm *VM, p *objMappingProxy, args []Value) (Value, error)) {
		c.AddMethod(name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			if err := vm.objArgs(name, args, kw, n, n); err != nil {
				return Unbound, err
			}
			p, err := vm.objProxy(args[0])
			if err != nil {
				return Unbound, err
			}
			return f(vm, p, args[1:])
		})
	}
	method("__getitem__", 1, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) { return vm.GetItem(p.m, a[0]) })
	method("__len__", 0, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) {
		n, err := vm.Len(p.m)
		return vm.NewInt(int64(n)), err
	})
	method("__iter__", 0, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) { return vm.Iter(p.m) })
	method("__contains__", 1, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) {
		r, err := vm.Contains(p.m, a[0])
		return Bool(r), err
	})
	for _, name := range []string{"keys", "values", "items", "copy"} {
		name := name
		method(name, 0, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) { return vm.CallMethod(p.m, name) })
	}
	method("__reversed__", 0, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) {
		f, err := vm.GetAttr(vm.Builtins.self, "reversed")
		if err != nil {
			return Unbound, err
		}
		return vm.Call(f, []Value{p.m}, nil)
	})
	c.AddMethod("get", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(kw) > 0 {
			return Unbound, vm.TypeError("get() takes no keyword arguments")
		}
		if len(args) < 2 || len(args) > 3 {
			return Unbound, vm.TypeError("get expected at most 2 arguments, got %d", len(args)-1)
		}
		p, err := vm.objProxy(args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.CallMethod(p.m, "get", args[1:]...)
	})
	method("__repr__", 0, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) {
		s, err := vm.Repr(p.m)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr("mappingproxy(" + s + ")"), nil
	})
	method("__str__", 0, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) { return vm.StrValue(p.m) })
	method("__eq__", 1, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) { return vm.Compare(CmpEQ, p.m, a[0]) })
	method("__ne__", 1, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) { return vm.Compare(CmpNE, p.m, a[0]) })
	method("__or__", 1, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) {
		other := a[0]
		if q, ok := vm.Get0(other).(*objMappingProxy); ok {
			other = q.m
		}
		return vm.Binary(OpOr, p.m, other)
	})
	method("__ror__", 1, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) {
		return vm.Binary(OpOr, a[0], p.m)
	})
	c.AddMethod("__ior__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return Unbound, vm.TypeError("'|=' is not supported by %s; use '|' instead", vm.TypeName(args[0]))
	})
	method("__hash__", 0, func(vm *VM, p *objMappingProxy, a []Value) (Value, error) {
		h, err := vm.Hash(p.m)
		return vm.NewInt(h), err
	})
}

// objSlotVals returns the __slots__ values of an object: an Instance's, or
// those a builtin layout keeps for its subclasses' slots (weakref.ref's).
func (vm *VM) objSlotVals(self Value) []Value {
	switch o := vm.Get0(self).(type) {
	case *Instance:
		return o.SlotVals
	case interface{ slotValues() []Value }:
		return o.slotValues()
	}
	return nil
}

// objSlotDescr allocates the member descriptor for __slots__ entry name
// stored at index i of Instance.SlotVals (or objSlotVals).
func (vm *VM) objSlotDescr(c *Class, name string, i int) Value {
	g := &GetSet{Name: name, Owner: c}
	g.Get = func(vm *VM, self Value) (Value, error) {
		vals := vm.objSlotVals(self)
		if i >= len(vals) {
			return Unbound, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, c.Name, vm.TypeName(self))
		}
		if vals[i] == Unbound {
			return Unbound, vm.objAttrErrorNamed(self, name, fmt.Sprintf("'%s' object has no attribute '%s'", vm.TypeName(self), name))
		}
		return vals[i], nil
	}
	g.Set = func(vm *VM, self, v Value) error {
		vals := vm.objSlotVals(self)
		if i >= len(vals) {
			return vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, c.Name, vm.TypeName(self))
		}
		vals[i] = v
		return nil
	}
	g.Del = func(vm *VM, self Value) error {
		vals := vm.objSlotVals(self)
		if i >= len(vals) {
			return vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, c.Name, vm.TypeName(self))
		}
		if vals[i] == Unbound {
			return vm.Errorf(AttributeErrorType, "%s", name)
		}
		vals[i] = Unbound
		return nil
	}
	g.Member = true
	g.SlotIndex = i + 1
	g.cls = MemberDescrType
	return vm.heap.Alloc(g)
}

// objEnableDel makes del obj.name call the setter of c's GetSet name with
// Unbound (the setters of this area treat Unbound as a deletion).
func objEnableDel(c *Class, name string) {
	v, ok := c.Dict.GetStr(nil, name)
	if !ok {
		panic("BUG: objEnableDel: no " + name)
	}
	g := staticObjs[v.index()&^staticBit].(*GetSet)
	set := g.Set
	g.Del = func(vm *VM, self Value) error { return set(vm, self, Unbound) }
}
