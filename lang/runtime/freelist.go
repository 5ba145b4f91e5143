package runtime

import (
	"math/bits"
	"unsafe"
)

// Instances are the commonest objects most programs allocate and drop
// (pystone's records, chaos's points, asyncio's tasks), so their memory
// is recycled: the sweep puts a dead instance's Go allocation on a free
// list of its layout, and NewInstance takes from that list before asking
// Go. In steady state a program that makes and drops instances then
// allocates nothing from Go for them, so Go's heap grows (and Go
// collects) only for the rest.
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
	kindSet                  // an exact set or frozenset (setBlock)
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
	h := vm.heap
	v := h.Alloc(o)
	h.setKind(v.index(), kindRecycler)
	return v
}

// maxFree bounds each free list; collect trims a list to what the
// program took from it since the previous collection, so a list holds
// at most one cycle's turnover.
const maxFree = 1 << 16

// freeLists are the heap's lists of recycled instance blocks.
type freeLists struct {
	plain    []*Instance
	slots    []*instanceWithSlots
	withDict []*instanceWithDict
	small    []*instanceDict
	// Dead exact sets' blocks, and their tables beyond the small one by
	// size (16 << i entries).
	sets      []*setBlock
	setTables [7][][]ctrSetEntry
	// taken counts what NewInstance took from the lists since the last
	// collection.
	taken int
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
		var b *instanceDict
		if k := len(fl.small); k > 0 {
			b = fl.small[k-1]
			fl.small = fl.small[:k-1]
			fl.taken++
			b.dict.renew()
		} else {
			b = &instanceDict{}
		}
		o, d = &b.Instance, &b.dict
		d.initTables(b.entries[:0:cls.AttrHint], b.index[:])
		kind = kindDictSmall
	case cls.HasDict:
		var b *instanceWithDict
		hint := cls.AttrHint
		reserved := false
		if k := len(fl.withDict); k > 0 {
			b = fl.withDict[k-1]
			fl.withDict = fl.withDict[:k-1]
			fl.taken++
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
		var b *instanceWithSlots
		if k := len(fl.slots); k > 0 {
			b = fl.slots[k-1]
			fl.slots = fl.slots[:k-1]
			fl.taken++
			*b = instanceWithSlots{}
		} else {
			b = &instanceWithSlots{}
		}
		o = &b.Instance
		o.SlotVals = b.vals[:n:n]
		kind = kindSlots
	case n == 0:
		if k := len(fl.plain); k > 0 {
			o = fl.plain[k-1]
			fl.plain = fl.plain[:k-1]
			fl.taken++
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

// trimFree runs before a sweep: each list keeps at most what the program
// took from the lists since the last collection, so a program that
// stopped making instances does not keep their memory.
func (h *Heap) trimFree() {
	fl := &h.freeLists
	keep := fl.taken
	fl.plain = trimList(fl.plain, keep)
	fl.slots = trimList(fl.slots, keep)
	fl.withDict = trimList(fl.withDict, keep)
	fl.small = trimList(fl.small, keep)
	fl.sets = trimList(fl.sets, keep)
	for i := range fl.setTables {
		fl.setTables[i] = trimList(fl.setTables[i], keep)
	}
	fl.taken = 0
}

func trimList[T any](l []T, keep int) []T {
	if len(l) <= keep {
		return l
	}
	clear(l[keep:])
	return l[:keep]
}

// recycle puts the dead instance o, of layout k, on its free list (the
// sweep calls it for slots whose kind is set). An instance whose dict is
// not its embedded one, or whose dict is still reachable, is left to Go.
func (h *Heap) recycle(o Object, k uint8) {
	if k == kindRecycler {
		if r, ok := o.(Recycler); ok {
			r.Recycle()
		}
		return
	}
	fl := &h.freeLists
	if s, ok := o.(*Set); ok && k == kindSet {
		b := (*setBlock)(unsafe.Pointer(s))
		if c := bits.Len(uint(len(s.table))) - 5; c >= 0 && c < len(fl.setTables) && len(fl.setTables[c]) < maxFree {
			fl.setTables[c] = append(fl.setTables[c], s.table)
		}
		if len(fl.sets) < maxFree {
			fl.sets = append(fl.sets, b)
		}
		return
	}
	in, ok := o.(*Instance)
	if !ok {
		return
	}
	switch k {
	case kindInstance:
		if len(fl.plain) < maxFree {
			fl.plain = append(fl.plain, in)
		}
	case kindSlots:
		if len(fl.slots) < maxFree {
			fl.slots = append(fl.slots, (*instanceWithSlots)(unsafe.Pointer(in)))
		}
	case kindWithDict, kindDictSmall:
		b := (*instanceWithDict)(unsafe.Pointer(in))
		if in.dict != &b.dict || h.marked(b.dict.self.index()) {
			return
		}
		if k == kindWithDict {
			if len(fl.withDict) < maxFree {
				fl.withDict = append(fl.withDict, b)
			}
		} else if len(fl.small) < maxFree {
			fl.small = append(fl.small, (*instanceDict)(unsafe.Pointer(in)))
		}
	}
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
	fl := &h.freeLists
	if k := len(fl.sets); k > 0 && exact {
		b := fl.sets[k-1]
		fl.sets = fl.sets[:k-1]
		fl.taken++
		*b = setBlock{}
		return b
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
			fl.setTables[c] = fl.setTables[c][:k-1]
			fl.taken++
			clear(t)
			return t
		}
	}
	return make([]ctrSetEntry, n)
}
