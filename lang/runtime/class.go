package runtime

import (
	"slices"
	"sync/atomic"
)

// Class is a Python type: a builtin type (static, shared by every VM) or a
// class created by a class statement or type(name, bases, ns).
type Class struct {
	Head
	Name     string
	Qualname string
	Bases    []*Class
	MRO      []*Class
	// Dict is the class namespace. For builtin types it is static and never
	// changes after package init.
	Dict *Dict

	// Builtin is true for static builtin types.
	Builtin bool
	// weakrefable: instances of this builtin type can be weakly referenced
	// (SetWeakrefable).
	weakrefable bool
	// Final types cannot be subclassed (bool, NoneType, ...).
	Final bool
	// cName: Name is a dotted C-style type name ("datetime.date") given
	// by SetCName to a class written in Python; __name__ shows the part
	// after the last dot, error messages the whole name.
	cName bool
	// Base is the nearest builtin ancestor whose instance layout this class
	// uses (object, list, dict, int, BaseException, ...).
	Base *Class
	// New allocates an instance of cls for a class whose Base is this type
	// (set on builtin types only; nil means "cannot be instantiated").
	// It is the Go half of __new__: it does not run __init__.
	New func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error)

	// Version changes whenever this class or a class in its MRO is mutated;
	// attribute caches and JIT guards compare it.
	Version uint64

	// subclasses lists direct subclasses: static ones for builtin types,
	// user classes for user classes (weakly: a dead one is skipped by
	// __subclasses__). User subclasses of builtin types are recorded per VM.
	subclasses []*Class
	cache      map[string]Value // MRO lookup cache for user classes
	// flat is a builtin type's whole MRO resolved once, when the first VM
	// starts (static types never change afterwards).
	flat map[string]Value
	// slotCache holds the resolved special methods (see LookupSlot), and
	// binOps the binary operators' (lookupBinOp).
	slotCache *classSlots
	binOps    *binOpSlots
	// binHook and cmpHook are a Go type's operator hooks (numhook.go).
	binHook BinaryHook
	cmpHook CompareHook
	// Slots are __slots__ names (nil when the class has a __dict__).
	Slots []string
	// HasDict says instances get a __dict__.
	HasDict bool
	// Abstract is set when instances cannot be created (e.g. abstract base classes).
	Abstract bool
	// GoDescr marks a builtin type whose instances are descriptors: attribute
	// lookup calls its __get__ like a Python class's (functools'
	// _lru_cache_wrapper binds to instances like a function).
	GoDescr bool
	// AttrHint is how many attributes instances of the class have had in
	// their __dict__ (at most maxAttrHint): NewInstance sizes new
	// instances' dicts for that many, so that __init__ does not grow them.
	AttrHint int
	// plain is 1 when an instance's __class__ is its class (no class in
	// the MRO overrides object's __class__ or defines __getattribute__ in
	// Python, and it is no weakref proxy), 2 when not, 0 when not worked
	// out; plainVer is the Version it was worked out at. isinstance then
	// answers False for an instance whose class's MRO lacks the class
	// asked about without looking further; machine code reads both
	// (notePlain).
	plain    uint8
	plainVer uint64
	// dictSubVer is Version+1 when DictSubscripts last found that the
	// class, a dict subclass, subscripts as dict does (0: not known).
	dictSubVer uint64
}

// maxAttrHint bounds Class.AttrHint.
const maxAttrHint = 16

// Trace implements Object.
func (c *Class) Trace(t *Tracer) {
	for _, b := range c.Bases {
		t.MarkObj(b)
	}
	for _, b := range c.MRO {
		t.MarkObj(b)
	}
	if c.Dict != nil {
		t.MarkObj(c.Dict)
	}
	// subclasses are weak references (see objSubclasses).
}

// Lookup finds name along the MRO without invoking descriptors.
func (c *Class) Lookup(vm *VM, name string) (Value, bool) {
	if c.flat != nil {
		v, ok := c.flat[name]
		return v, ok
	}
	if !c.Builtin {
		if v, ok := c.cache[name]; ok {
			return v, v != Unbound
		}
	}
	h := HashString(name)
	for _, k := range c.MRO {
		if pos := k.Dict.findStr(vm, name, h); pos >= 0 {
			v := k.Dict.entries[pos].value
			if !c.Builtin {
				if c.cache == nil {
					c.cache = map[string]Value{}
				}
				c.cache[name] = v
			}
			return v, true
		}
	}
	if !c.Builtin {
		if c.cache == nil {
			c.cache = map[string]Value{}
		}
		c.cache[name] = Unbound // cached absence
	}
	return Unbound, false
}

// ClassEpoch counts class mutations in every VM of the process: compiled
// code that depends on class versions compares it at each entry and exit,
// and checks its classes only when it moved.
var ClassEpoch atomic.Uint64

// Invalidate drops attribute caches of c and every subclass after a mutation.
func (c *Class) Invalidate() {
	ClassEpoch.Add(1)
	c.Version++
	c.cache = nil
	for _, s := range c.subclasses {
		s.Invalidate()
	}
}

// IsSubclass reports whether c is other or derives from it.
func (c *Class) IsSubclass(other *Class) bool {
	if c == other {
		return true
	}
	for _, k := range c.MRO {
		if k == other {
			return true
		}
	}
	return false
}

// computeMRO computes the C3 linearisation of c. When there is none it
// returns false and the distinct heads of the sequences left to merge, the
// classes CPython's error message names.
func computeMRO(c *Class) ([]*Class, bool) {
	seqs := [][]*Class{}
	for _, b := range c.Bases {
		seqs = append(seqs, append([]*Class(nil), b.MRO...))
	}
	seqs = append(seqs, append([]*Class(nil), c.Bases...))
	out := []*Class{c}
	for {
		nonEmpty := seqs[:0]
		for _, s := range seqs {
			if len(s) > 0 {
				nonEmpty = append(nonEmpty, s)
			}
		}
		seqs = nonEmpty
		if len(seqs) == 0 {
			return out, true
		}
		var cand *Class
		for _, s := range seqs {
			cand = s[0]
			inTail := false
			for _, s2 := range seqs {
				if slices.Contains(s2[1:], cand) {
					inTail = true
					break
				}
			}
			if !inTail {
				break
			}
			cand = nil
		}
		if cand == nil {
			var heads []*Class
			for _, s := range seqs {
				if !slices.Contains(heads, s[0]) {
					heads = append(heads, s[0])
				}
			}
			return heads, false
		}
		out = append(out, cand)
		for i, s := range seqs {
			if len(s) > 0 && s[0] == cand {
				seqs[i] = s[1:]
			}
		}
	}
}

// newBuiltinClass creates a static builtin type at package init.
func newBuiltinClass(name string, base *Class) *Class {
	c := &Class{Name: name, Qualname: name, Builtin: true}
	c.cls = TypeType
	c.Dict = &Dict{}
	if base != nil {
		c.Bases = []*Class{base}
		c.New = base.New
	}
	c.Base = c
	c.MRO = []*Class{c}
	if base != nil {
		c.MRO = append(c.MRO, base.MRO...)
		base.subclasses = append(base.subclasses, c)
	}
	StaticAlloc(c)
	StaticAlloc(c.Dict)
	return c
}

// SetAttrStatic stores a name in a builtin type's namespace at package init.
func (c *Class) SetAttrStatic(name string, v Value) {
	c.Dict.setStatic(name, v)
}

// AddMethod registers a builtin method on a builtin type at package init.
// Its type is method_descriptor, or wrapper_descriptor for a special method.
func (c *Class) AddMethod(name string, fn BuiltinFn) {
	c.Dict.setStatic(name, staticDescr(name, fn, c))
}

// staticDescr allocates the builtin method name of c as a method or slot
// descriptor.
func staticDescr(name string, fn BuiltinFn, c *Class) Value {
	v := StaticBuiltin(name, fn, c)
	b := staticGet(v.index()).(*BuiltinFunction)
	switch b.cls = MethodDescrType; {
	case name == "__new__": // a static method
		b.cls = BuiltinFuncType
	case objSlotNames[name] && !objCoexist[c.Name+"."+name]:
		b.cls = WrapperDescrType
	}
	return v
}

// AddMethods registers several builtin methods.
func (c *Class) AddMethods(ms map[string]BuiltinFn) {
	for name, fn := range ms {
		c.AddMethod(name, fn)
	}
}

// AddClassMethod registers a builtin classmethod (e.g. dict.fromkeys).
func (c *Class) AddClassMethod(name string, fn BuiltinFn) {
	f := StaticBuiltin(name, fn, c)
	cm := &ClassMethod{F: f}
	cm.cls = ClassMethodDescrType
	c.Dict.setStatic(name, StaticAlloc(cm))
}

// AddStaticMethod registers a builtin staticmethod (e.g. str.maketrans).
func (c *Class) AddStaticMethod(name string, fn BuiltinFn) {
	f := StaticBuiltin(name, fn, c)
	sm := &StaticMethod{F: f}
	sm.cls = StaticMethodType
	c.Dict.setStatic(name, StaticAlloc(sm))
}

// AddGetter registers a read-only attribute computed by get (e.g. int.real).
func (c *Class) AddGetter(name string, get func(vm *VM, self Value) (Value, error)) {
	g := &GetSet{Name: name, Owner: c, Get: get}
	g.cls = GetSetType
	c.Dict.setStatic(name, StaticAlloc(g))
}

// AddGetSet registers a read-write attribute.
func (c *Class) AddGetSet(name string, get func(vm *VM, self Value) (Value, error), set func(vm *VM, self, v Value) error) {
	g := &GetSet{Name: name, Owner: c, Get: get, Set: set}
	g.cls = GetSetType
	c.Dict.setStatic(name, StaticAlloc(g))
}

// setStatic stores into a static dict during package init.
func (d *Dict) setStatic(name string, v Value) {
	key := StaticStr(name)
	h := HashString(name)
	if pos := d.findStr(nil, name, h); pos >= 0 {
		d.entries[pos].value = v
		return
	}
	if len(d.entries)+1 > len(d.index)*2/3 {
		d.grow()
	}
	slot, _, _ := d.find(nil, key, h)
	if slot < 0 {
		d.grow()
		slot, _, _ = d.find(nil, key, h)
	}
	d.index[slot] = int32(len(d.entries))
	d.entries = append(d.entries, dictEntry{hash: h, key: key, value: v})
	d.used++
}

var staticStrs = make(map[string]Value, 1024) // about 700 at start-up

// StaticStr returns an immortal interned str. During package init it joins
// the static table; afterwards it is interned in a shared append-only pool
// (safe from any goroutine), so prefer vm.NewStr for per-run strings.
func StaticStr(s string) Value {
	staticMu.Lock()
	done := staticDone
	staticMu.Unlock()
	if done {
		if v, ok := staticStrs[s]; ok {
			return v
		}
		return internLate(s)
	}
	if v, ok := staticStrs[s]; ok {
		return v
	}
	o := &Str{S: s, hash: HashString(s), hashed: true}
	o.cls = StrType
	o.init()
	v := StaticAlloc(o)
	staticStrs[s] = v
	return v
}

// GetSet is a builtin attribute descriptor (a data descriptor when Set != nil).
type GetSet struct {
	Head
	Name  string
	Owner *Class
	Get   func(vm *VM, self Value) (Value, error)
	Set   func(vm *VM, self, v Value) error
	// Del, when set, implements del obj.name.
	Del func(vm *VM, self Value) error
	// Member marks a member descriptor (for its repr); SlotIndex is 1 + its
	// index in Instance.SlotVals for the descriptors of __slots__ (else 0).
	Member    bool
	SlotIndex int
}

// Trace implements Object.
func (g *GetSet) Trace(t *Tracer) {}

// NewStaticClass creates a static builtin type deriving from object, for
// packages outside the runtime (the interpreter's frame and generator types).
// Call it only during package initialisation.
func NewStaticClass(name string) *Class { return newBuiltinClass(name, ObjectType) }

// flattenStatic resolves every static type's attributes along its MRO; the
// first VM calls it once package initialisation is complete.
func flattenStatic() {
	for _, o := range staticObjs {
		c, ok := o.(*Class)
		if !ok {
			continue
		}
		n := 0
		for _, b := range c.MRO {
			n += len(b.Dict.entries)
		}
		flat := make(map[string]Value, n) // sized once: no rehashing at start-up
		for i := len(c.MRO) - 1; i >= 0; i-- {
			for _, e := range c.MRO[i].Dict.entries {
				if e.key == Unbound {
					continue
				}
				name := staticGet(e.key.index()).(*Str).S
				flat[name] = e.value
			}
		}
		c.flat = flat
		c.fillStaticSlots()
		c.plain = 2
		if !isWeakProxy(c) {
			c.plain = 1 // (static classes never change)
		}
		c.plainVer = c.Version
	}
}

// notePlain works out c.plain at c's current version. Static classes,
// shared by every VM, had theirs worked out before the first VM ran.
func (c *Class) notePlain(vm *VM) {
	if c.self.index()&staticBit != 0 || c.plain != 0 && c.plainVer == c.Version {
		return
	}
	ctrStatics()
	c.plain = 2
	if a, ok := c.Lookup(vm, "__class__"); ok && a == ctrObjectClassAttr && !isWeakProxy(c) {
		// A __getattribute__ written in Python could answer __class__
		// otherwise; the builtin ones (static) find object's.
		if g, ok := c.Lookup(vm, "__getattribute__"); ok && g.IsHandle() && g.index()&staticBit != 0 {
			c.plain = 1
		}
	}
	c.plainVer = c.Version
}
