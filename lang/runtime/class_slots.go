package runtime

// Slots: the special methods the protocols look up on every operation,
// resolved along the MRO once per class version (CPython's tp_* slots) so
// that a hot path reads an array instead of hashing a name.

// SlotID names a cached special method.
type SlotID uint8

// The cached special methods.
const (
	SlotBool SlotID = iota
	SlotLen
	SlotHash
	SlotStr
	SlotRepr
	SlotGetItem
	SlotSetItem
	SlotDelItem
	SlotContains
	SlotIter
	SlotNext
	SlotEq
	SlotCall
	SlotGetattribute
	SlotGetattr
	SlotSetattr
	SlotDelattr
	SlotMissing
	SlotNew
	SlotInit
	SlotLt
	SlotLe
	SlotNe
	SlotGt
	SlotGe
	SlotDel
	numSlots
)

var slotNames = [numSlots]string{
	SlotBool: "__bool__", SlotLen: "__len__", SlotHash: "__hash__", SlotStr: "__str__",
	SlotRepr: "__repr__", SlotGetItem: "__getitem__", SlotSetItem: "__setitem__",
	SlotDelItem: "__delitem__", SlotContains: "__contains__", SlotIter: "__iter__",
	SlotNext: "__next__", SlotEq: "__eq__", SlotCall: "__call__",
	SlotGetattribute: "__getattribute__", SlotGetattr: "__getattr__",
	SlotSetattr: "__setattr__", SlotDelattr: "__delattr__", SlotMissing: "__missing__",
	SlotNew: "__new__", SlotInit: "__init__",
	SlotLt: "__lt__", SlotLe: "__le__", SlotNe: "__ne__", SlotGt: "__gt__", SlotGe: "__ge__",
	SlotDel: "__del__",
}

// cmpSlots is the slot of each rich comparison, by CmpOp.
var cmpSlots = [...]SlotID{CmpLT: SlotLt, CmpLE: SlotLe, CmpEQ: SlotEq, CmpNE: SlotNe, CmpGT: SlotGt, CmpGE: SlotGe}

// classSlots holds a class's resolved slots; found[i] says slot i exists.
type classSlots struct {
	ver   uint64 // Version+1 of the class when filled (0: never)
	vals  [numSlots]Value
	found [numSlots]bool
}

// LookupSlot is Lookup for a cached special method.
func (c *Class) LookupSlot(vm *VM, s SlotID) (Value, bool) {
	sl := c.slotCache
	if sl == nil || sl.ver != c.Version+1 {
		if c.Builtin && c.flat == nil {
			// Before the first VM: no caching of static types.
			return c.Lookup(vm, slotNames[s])
		}
		sl = &classSlots{ver: c.Version + 1}
		for i := SlotID(0); i < numSlots; i++ {
			sl.vals[i], sl.found[i] = c.Lookup(vm, slotNames[i])
		}
		c.slotCache = sl
	}
	return sl.vals[s], sl.found[s]
}

// DictSubscripts reports whether instances of c, a subclass of dict
// whose objects are dicts, are subscripted and stored into as dict's are:
// its __getitem__ and __setitem__ are dict's own (defaultdict, Counter:
// only __missing__, which a missing key reaches, differs). It records the
// answer for the class's current version, which machine code's dict
// subscripts check (subscr_dict, store_subscr_dict: CLASS_DICTSUBVER).
func (c *Class) DictSubscripts(vm *VM) bool {
	if c.dictSubVer == c.Version+1 {
		return true
	}
	g, _ := c.LookupSlot(vm, SlotGetItem)
	s, _ := c.LookupSlot(vm, SlotSetItem)
	dg, _ := DictType.LookupSlot(vm, SlotGetItem)
	ds, _ := DictType.LookupSlot(vm, SlotSetItem)
	if g != dg || s != ds {
		return false
	}
	c.dictSubVer = c.Version + 1
	return true
}

// fillStaticSlots resolves the slots of a static type (at first VM start,
// after flattenStatic) so that they are never written concurrently.
func (c *Class) fillStaticSlots() {
	sl := &classSlots{ver: c.Version + 1}
	for i := SlotID(0); i < numSlots; i++ {
		sl.vals[i], sl.found[i] = c.flat[slotNames[i]]
	}
	c.slotCache = sl
	b := &binOpSlots{}
	for op := range b {
		for k := range b[op] {
			e := &b[op][k]
			e.val, e.found = c.flat[BinOpNames[op][k]]
			e.ver = c.Version + 1
		}
	}
	c.binOps = b
}

// binOpSlots caches a class's binary-operator methods (BinOpNames: the
// method, the reflected one, the in-place one), each entry resolved at its
// first lookup in a class version, so that an operator on objects reads an
// array instead of hashing the method's name along the MRO (and an in-place
// operator's usual miss costs no name lookup either).
type binOpSlots [len(BinOpNames)][3]struct {
	ver   uint64 // Version+1 of the class when resolved (0: never)
	val   Value
	found bool
}

// lookupBinOp is Lookup of BinOpNames[op][k].
func (c *Class) lookupBinOp(vm *VM, op BinOp, k int) (Value, bool) {
	if b := c.binOps; b != nil {
		if e := &b[op][k]; e.ver == c.Version+1 {
			return e.val, e.found
		}
	}
	v, found := c.Lookup(vm, BinOpNames[op][k])
	if c.Builtin && c.flat == nil {
		return v, found // before the first VM (as LookupSlot)
	}
	if c.binOps == nil {
		c.binOps = &binOpSlots{}
	}
	e := &c.binOps[op][k]
	e.ver, e.val, e.found = c.Version+1, v, found
	return v, found
}
