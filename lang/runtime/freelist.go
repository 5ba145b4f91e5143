package runtime

import (
	"math/big"
	"math/bits"
	"unsafe"

	"github.com/cpjit/cpjit/lang/internal/freelist"
)

// Instances are the commonest objects most programs allocate and drop
// (pystone's records, chaos's points, asyncio's tasks), so their memory
// is recycled: the sweep puts a dead instance's Go allocation on a free
// list of its layout, and NewInstance takes from that list before asking
// Go. The same holds for what loops and calls make and drop at once:
// iterators, ranges, dict views, bound methods and small tuples. In
// steady state a program then allocates nothing from Go for them, so
// Go's heap grows (and Go collects) only for the rest. Only objects made
// by the constructors here carry a kind: a tuple around a slice its
// maker owns, or one of the JIT's pooled iterators, is left to Go.
//
// A block is recycled only when the VM's collector proved it dead: the
// instance was not marked, and neither was its embedded dict (a dict
// that vars() handed out may outlive its instance). Go code never holds
// an object across a safepoint without it being reachable (frames and
// pins are roots), so no Go pointer to a recycled block is used again.
// The dict's version counters keep counting across reuse, so a cache
// that remembered a dead dict's pointer and version never matches its
// successor.

// Layouts of the instances NewInstance makes, recorded per slot in
// Heap.kinds (0: not recyclable).
const (
	kindInstance  = 1 + iota // *Instance alone: no dict, no slots
	kindSlots                // instanceWithSlots
	kindWithDict             // instanceWithDict
	kindDictSmall            // instanceDict
	kindRecycler             // a Recycler (AllocRecyclable)
	kindIter                 // an iterator, range, dict view or bound method
	kindTuple                // a tuple of 1-4 items allocated with them (NewTupleCopy)
	kindSet                  // an exact set or frozenset (setBlock)
	kindInt                  // an exact int whose digits are its own (newIntObj)
	numKinds
)

// Recycler is an object whose Go memory its maker recycles (the
// interpreter's generators and coroutines, allocated together with their
// registers): the sweep calls Recycle on one allocated by
// AllocRecyclable when the collector proved it dead, under the same
// guarantees as for instances (no Go pointer to it is used again).
type Recycler interface {
	Object
	Recycle()
}

// AllocRecyclable is Alloc for an object whose Recycle the sweep calls
// when it dies.
func (vm *VM) AllocRecyclable(o Recycler) Value {
	return vm.heap.allocKind(o, kindRecycler)
}

// freeLists are the heap's lists of recycled blocks, one per layout:
// instances, and the iterators and ranges every for loop makes.
type freeLists struct {
	plain     freelist.List[Instance]
	slots     freelist.List[instanceWithSlots]
	withDict  freelist.List[instanceWithDict]
	small     freelist.List[instanceDict]
	listIter  freelist.List[ListIter]
	tupleIter freelist.List[TupleIter]
	rangeIter freelist.List[RangeIter]
	ranges    freelist.List[Range]
	bound     freelist.List[BoundMethod]
	dictIter  freelist.List[DictIter]
	dictView  freelist.List[DictView]
	tuple1    freelist.List[tupleN[[1]Value]]
	tuple2    freelist.List[tupleN[[2]Value]]
	tuple3    freelist.List[tupleN[[3]Value]]
	tuple4    freelist.List[tupleN[[4]Value]]
	// Dead exact sets' blocks, and their tables beyond the small one by
	// size (16 << i entries), with what was taken from those since the
	// last collection (trimFree keeps as many).
	sets           freelist.List[setBlock]
	setTables      [7][][]ctrSetEntry
	setTablesTaken int
	// Dead exact ints beyond int48 (newIntObj): an int's digits, when
	// there are at most two, live in the object, so a recycled one needs
	// no Go allocation at all. Larger digit arrays of ints that
	// arithmetic made (newBigResultFor) go by capacity to nats (class c
	// holds arrays of at least 4<<c digits), with what was taken from
	// each since the last collection.
	ints      freelist.List[Int]
	nats      [natClasses][][]big.Word
	natsTaken [natClasses]int
}

// instanceSlots and instanceDictAttrs bound the instances NewInstance
// allocates in one piece: with up to instanceSlots __slots__ values, or
// with a __dict__ whose class expects up to instanceDictAttrs attributes
// (Class.AttrHint), for which the dict's first table (reserve's
// smallest) comes along. A dict that grows beyond it, or an instance
// whose __dict__ is replaced, leaves the embedded parts unused; they live
// as long as the instance or the dict.
const (
	instanceSlots     = 4
	instanceDictAttrs = 4
)

type instanceWithSlots struct {
	Instance
	vals [instanceSlots]Value
}

type instanceWithDict struct {
	Instance
	dict Dict
}

type instanceDict struct {
	Instance
	dict    Dict
	entries [instanceDictAttrs]dictEntry
	index   [8]int32
}

// NewInstance allocates a plain instance of a user class (object layout).
func (vm *VM) NewInstance(cls *Class) Value {
	// One Go allocation where the instance's parts fit together (see
	// instanceDict): the instance, its dict object and the dict's first
	// table, or its slot values.
	h := vm.heap
	fl := &h.freeLists
	var o *Instance
	var d *Dict
	kind := uint8(0)
	switch n := len(cls.Slots); {
	case cls.HasDict && cls.AttrHint > 0 && cls.AttrHint <= instanceDictAttrs:
		b := fl.small.Take()
		if b != nil {
			b.dict.renew()
		} else {
			b = &instanceDict{}
		}
		o, d = &b.Instance, &b.dict
		d.initTables(b.entries[:0:cls.AttrHint], b.index[:])
		kind = kindDictSmall
	case cls.HasDict:
		b := fl.withDict.Take()
		hint := cls.AttrHint
		reserved := false
		if b != nil {
			// The dead dict's tables serve again when they hold what
			// reserve would make room for.
			e, ix := b.dict.entries, b.dict.index
			b.dict.renew()
			if hint > 0 && cap(e) >= hint && len(ix)*2 >= (hint+1)*3 {
				b.dict.initTables(e[:0], ix)
				reserved = true
			}
		} else {
			b = &instanceWithDict{}
		}
		o, d = &b.Instance, &b.dict
		if hint > 0 && !reserved {
			d.reserve(hint)
		}
		kind = kindWithDict
	case n > 0 && n <= instanceSlots:
		b := fl.slots.Take()
		if b != nil {
			*b = instanceWithSlots{}
		} else {
			b = &instanceWithSlots{}
		}
		o = &b.Instance
		o.SlotVals = b.vals[:n:n]
		kind = kindSlots
	case n == 0:
		if o = fl.plain.Take(); o != nil {
			*o = Instance{}
		} else {
			o = &Instance{}
		}
		kind = kindInstance
	default:
		o = &Instance{}
	}
	if n := len(cls.Slots); n > 0 && o.SlotVals == nil {
		// Many slots, or slots and a __dict__ (a subclass without
		// __slots__ of a class with them).
		o.SlotVals = make([]Value, n)
		kind = 0
	}
	for i := range o.SlotVals {
		o.SlotVals[i] = Unbound
	}
	o.cls = cls
	v := h.Alloc(o)
	if kind != 0 {
		h.setKind(v.index(), kind)
	}
	if d != nil {
		d.cls = DictType
		h.Alloc(d)
		o.dict = d
		if cls.AttrHint > 0 {
			vm.Grew(28 * len(d.index) / 2) // as a dict's growth is charged
		}
	}
	return v
}

// renew empties a recycled instance's dict for its next instance. Its
// versions go on counting (see freeLists); its tables are dropped, as
// NewInstance gives it new ones.
func (d *Dict) renew() {
	ver, kver := d.Version, d.keysVersion
	*d = Dict{}
	d.Version, d.keysVersion = ver+1, kver+1
}

// setKind records the layout of the instance in slot idx.
func (h *Heap) setKind(idx uint32, k uint8) {
	if int(idx) >= len(h.kinds) {
		h.kinds = append(h.kinds, make([]uint8, cap(h.objs)-len(h.kinds))...)
	}
	h.kinds[idx] = k
}

// trimFree runs before a sweep (see freelist.List.Trim).
func (h *Heap) trimFree() {
	fl := &h.freeLists
	for _, l := range []interface{ Trim() }{&fl.plain, &fl.slots, &fl.withDict, &fl.small, &fl.listIter,
		&fl.tupleIter, &fl.rangeIter, &fl.ranges, &fl.bound, &fl.dictIter, &fl.dictView, &fl.tuple1, &fl.tuple2, &fl.tuple3, &fl.tuple4} {
		l.Trim()
	}
	fl.sets.Trim()
	fl.ints.Trim()
	for c, l := range fl.nats {
		if keep := fl.natsTaken[c]; len(l) > keep {
			clear(l[keep:])
			fl.nats[c] = l[:keep]
		}
		fl.natsTaken[c] = 0
	}
	for i, l := range fl.setTables {
		if keep := fl.setTablesTaken; len(l) > keep {
			clear(l[keep:])
			fl.setTables[i] = l[:keep]
		}
	}
	fl.setTablesTaken = 0
}

// recycle puts the dead object o, of layout k, on its free list (the
// sweep calls it for slots whose kind is set). An instance whose dict is
// not its embedded one, or whose dict is still reachable, is left to Go.
func (h *Heap) recycle(o Object, k uint8) {
	fl := &h.freeLists
	switch o := o.(type) {
	case Recycler:
		if k == kindRecycler {
			o.Recycle()
		}
	case *ListIter:
		fl.listIter.Put(o)
	case *TupleIter:
		fl.tupleIter.Put(o)
	case *RangeIter:
		fl.rangeIter.Put(o)
	case *Range:
		fl.ranges.Put(o)
	case *BoundMethod:
		fl.bound.Put(o)
	case *DictIter:
		fl.dictIter.Put(o)
	case *DictView:
		fl.dictView.Put(o)
	case *Tuple:
		n := len(o.Items)
		if k != kindTuple || n == 0 || unsafe.Pointer(&o.Items[0]) != unsafe.Add(unsafe.Pointer(o), unsafe.Sizeof(*o)) {
			return
		}
		switch p := unsafe.Pointer(o); n {
		case 1:
			fl.tuple1.Put((*tupleN[[1]Value])(p))
		case 2:
			fl.tuple2.Put((*tupleN[[2]Value])(p))
		case 3:
			fl.tuple3.Put((*tupleN[[3]Value])(p))
		case 4:
			fl.tuple4.Put((*tupleN[[4]Value])(p))
		}
	case *Int:
		if k == kindInt {
			fl.putInt(o)
		}
	case *Set:
		if k != kindSet {
			return
		}
		if c := bits.Len(uint(len(o.table))) - 5; c >= 0 && c < len(fl.setTables) && len(fl.setTables[c]) < freelist.Max {
			fl.setTables[c] = append(fl.setTables[c], o.table)
		}
		fl.sets.Put((*setBlock)(unsafe.Pointer(o)))
	case *Instance:
		switch k {
		case kindInstance:
			fl.plain.Put(o)
		case kindSlots:
			fl.slots.Put((*instanceWithSlots)(unsafe.Pointer(o)))
		case kindWithDict, kindDictSmall:
			b := (*instanceWithDict)(unsafe.Pointer(o))
			if o.dict != &b.dict || h.marked(b.dict.self.index()) {
				return
			}
			if k == kindWithDict {
				fl.withDict.Put(b)
			} else {
				fl.small.Put((*instanceDict)(unsafe.Pointer(o)))
			}
		}
	}
}

// Small tuples are allocated with their items, in one allocation: the
// Tuple is the first field, so the heap's *Tuple keeps the whole block
// alive and its Items point into it.
type tupleN[A any] struct {
	Tuple
	a A // [n]Value
}

func smallTuple[A any](l *freelist.List[tupleN[A]], n int) *Tuple {
	t := l.New()
	t.Items = unsafe.Slice((*Value)(unsafe.Pointer(&t.a)), n)
	return &t.Tuple
}

// NewTupleCopy returns a new tuple of a copy of src's items (src may be
// registers or a slice on the caller's stack: nothing keeps it). Tuples
// of up to four items come from the free lists.
func (vm *VM) NewTupleCopy(src []Value) Value {
	fl := &vm.heap.freeLists
	var o *Tuple
	switch len(src) {
	case 0:
		return EmptyTuple
	case 1:
		o = smallTuple(&fl.tuple1, 1)
	case 2:
		o = smallTuple(&fl.tuple2, 2)
	case 3:
		o = smallTuple(&fl.tuple3, 3)
	case 4:
		o = smallTuple(&fl.tuple4, 4)
	default:
		o = &Tuple{Items: make([]Value, len(src))}
	}
	copy(o.Items, src)
	o.cls, o.hash, o.hashed = TupleType, 0, false
	if len(src) > 4 {
		return vm.heap.Alloc(o)
	}
	return vm.heap.allocKind(o, kindTuple)
}

// newListIter, newTupleIter, NewRange and newRangeIterAt make the objects
// every for loop over a sequence makes and drops, from their free lists.
func (vm *VM) newListIter(l *List) Value {
	it := vm.heap.freeLists.listIter.New()
	*it = ListIter{list: l}
	it.cls = listIterType
	return vm.heap.allocKind(it, kindIter)
}

func (vm *VM) newTupleIter(t *Tuple) Value {
	it := vm.heap.freeLists.tupleIter.New()
	*it = TupleIter{tuple: t}
	it.cls = tupleIterType
	return vm.heap.allocKind(it, kindIter)
}

func (vm *VM) newRangeIterAt(next, step int64, left uint64) Value {
	it := vm.heap.freeLists.rangeIter.New()
	*it = RangeIter{next: next, step: step, left: left}
	it.cls = rangeIterType
	return vm.heap.allocKind(it, kindIter)
}

// NewRange makes range(start, stop, step) for bounds within int64.
func (vm *VM) NewRange(start, stop, step int64) Value {
	r := vm.heap.freeLists.ranges.New()
	*r = Range{Start: start, Stop: stop, Step: step}
	r.cls = RangeType
	return vm.heap.allocKind(r, kindIter)
}

// allocKind is Alloc for an object of a recyclable layout k.
func (h *Heap) allocKind(o Object, k uint8) Value {
	v := h.Alloc(o)
	h.setKind(v.index(), k)
	return v
}

// setBlock is the Go allocation of every Set: the set and its first
// table.
type setBlock struct {
	Set
	small [ctrSetMinSize]ctrSetEntry
}

// smallTable returns the table allocated with s.
func (s *Set) smallTable() []ctrSetEntry { return (*setBlock)(unsafe.Pointer(s)).small[:] }

// takeSetBlock returns a zeroed block, recycled when the set is exact.
func (h *Heap) takeSetBlock(exact bool) *setBlock {
	if exact {
		if b := h.freeLists.sets.Take(); b != nil {
			*b = setBlock{}
			return b
		}
	}
	return &setBlock{}
}

// setTable returns a zeroed table of n entries (a power of two),
// recycled when one of that size is on the lists.
func (h *Heap) setTable(n int) []ctrSetEntry {
	fl := &h.freeLists
	if c := bits.Len(uint(n)) - 5; c >= 0 && c < len(fl.setTables) {
		if k := len(fl.setTables[c]); k > 0 {
			t := fl.setTables[c][k-1]
			fl.setTables[c][k-1] = nil
			fl.setTables[c] = fl.setTables[c][:k-1]
			fl.setTablesTaken++
			clear(t)
			return t
		}
	}
	return make([]ctrSetEntry, n)
}

// Digit arrays are kept by capacity in size classes, four to each
// doubling (4, 5, 6, 7, 8, 10, 12, 14, 16, 20... digits), from 4 digits
// to natMaxDigits: an array serves any request up to its class's size,
// and one the free lists allocate has exactly that size, so a program
// whose ints grow slowly (a running Fibonacci, a factorial) finds
// arrays of the size it asks for, at most a quarter larger. The classes
// reach 32,768 digits (256 KB): a pi spigot's or a factorial's ints of
// tens of thousands of bits otherwise took a fresh array from Go at
// every operation, which Go cleared and later swept (tools/probe
// pidigits.py: 2.39 -> 2.08 s, peak RSS 64 -> 57 MB). Larger ints are
// rare and their arithmetic costs more than an allocation. A class keeps
// at most natClassBytes of arrays (and at least one): the sweep of a
// program that dropped many large ints at once does not keep them all.
// That bound is what Go may allocate between two collections at least
// (minCollectBytes), so that a spigot whose ints stay in one class finds
// every array of the last cycle's dead ints again; with 512 KB it found
// one in eight of its 27 KB arrays, and Go cleared and swept the rest
// (pidigits.py: 2.05 -> 0.97 s).
const (
	natMaxDigits  = 1 << 15
	natClasses    = 52 // natClassFloor(natMaxDigits - 1) + 1
	natClassBytes = minCollectBytes
)

// natClassFloor is the class of an array of capacity n (4 <= n <
// natMaxDigits): the largest class whose size is at most n.
func natClassFloor(n int) int {
	e := bits.Len(uint(n)) - 1
	return (e-2)*4 + (n>>(e-2))&3
}

// natClassSize is the size of class c's arrays.
func natClassSize(c int) int { return (4 + c%4) << (c / 4) }

// putInt puts the dead int o on the free list, and its digit array, if it
// has one of its own beyond its words, on the list of its capacity's
// class. Only ints that arithmetic made carry kindInt: their digits are
// theirs alone (math/big never makes a result share an operand's array,
// BigValue copies digits that fit in the words, and IntValue gives an
// operand's own object back), so no live int reads the array again.
func (fl *freeLists) putInt(o *Int) {
	if ds := o.V.Bits(); cap(ds) >= 4 && cap(ds) < natMaxDigits {
		c := natClassFloor(cap(ds))
		if len(fl.nats[c])*natClassSize(c)*8 < natClassBytes {
			fl.nats[c] = append(fl.nats[c], ds[:0])
		}
	}
	fl.ints.Put(o)
}

// takeNat returns an empty digit array with room for n digits (n > 2),
// recycled when the free lists have one, or nil (math/big allocates)
// for large n.
func (fl *freeLists) takeNat(n int) []big.Word {
	n = max(n, 4)
	if n > natClassSize(natClasses-1) {
		return nil
	}
	c := natClassFloor(n)
	if natClassSize(c) < n {
		c++
	}
	if l := fl.nats[c]; len(l) > 0 {
		ds := l[len(l)-1]
		l[len(l)-1] = nil
		fl.nats[c] = l[:len(l)-1]
		fl.natsTaken[c]++
		return ds
	}
	return make([]big.Word, 0, natClassSize(c))
}
