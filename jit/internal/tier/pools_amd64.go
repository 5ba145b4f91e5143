//go:build linux

package tier

// Object pools that machine code takes objects from without calling Go
// (complex numbers, range iterators, instances, __getitem__ sites).

import (
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// poolSize is how many complex objects JIT.pool holds when full, and
// rangePoolSize how many range iterators JIT.ranges does.
const (
	poolSize      = 256
	rangePoolSize = 64
)

// poolEntry is one object of a pool that machine code takes objects from
// (JIT.pool, JIT.ranges): its handle and the object's address, whose
// fields the stencil writes (ints only, never a pointer).
//
// The address is a uintptr, invisible to Go's collector, on purpose:
// while the pool holds an object, the heap's object table keeps it (the
// pool marks its handle), and once machine code has taken it, the entry
// must not keep it alive. Taken entries stay in the array until the next
// refill; as pointers they kept every object taken since (a list a
// comprehension grew to megabytes, an instance and all it refers to)
// alive to Go long after the VM had swept it.
type poolEntry[T any] struct {
	handle rt.Value
	obj    uintptr
}

// entryOf makes the pool entry of object o, whose handle is h.
func entryOf[T any](h rt.Value, o *T) poolEntry[T] {
	return poolEntry[T]{h, uintptr(unsafe.Pointer(o))}
}

// fillPool tops up a pool of which left entries remain (machine code
// takes the last and decrements left) with objects from alloc, and makes
// the pool a heap root when it is new. The objects are the heap's like
// any others (allocated, counted and charged against a heap limit now
// rather than when machine code takes them); until taken they are roots.
func fillPool[T any](j *JIT, pool *[]poolEntry[T], size int, addr *uintptr, left *int64, alloc func() (rt.Value, *T)) {
	if *pool == nil {
		*pool = make([]poolEntry[T], size)
		p := *pool
		*addr = uintptr(unsafe.Pointer(&p[0]))
		j.vm.Heap().AddRoots(func(t *rt.Tracer) {
			for _, e := range p[:*left] {
				t.Mark(e.handle)
			}
		})
	}
	p := *pool
	for n := *left; n < int64(len(p)); n++ {
		h, obj := alloc()
		p[n] = entryOf(h, obj)
	}
	*left = int64(len(p))
}

// refillPool tops the complex pool up, which box_c01 found empty.
func (j *JIT) refillPool() {
	fillPool(j, &j.pool, poolSize, &j.ctx.CPool, &j.ctx.CPoolN, func() (rt.Value, *rt.Complex) {
		h := j.vm.NewComplex(0)
		return h, j.vm.Get0(h).(*rt.Complex)
	})
	j.stats.PoolRefills++
}

// refillRanges tops the pool of range iterators up, which range_iter1 or
// range_iter2 found empty. A loop that makes a range iterator per
// iteration exits here once every rangePoolSize iterations instead of at
// every call of range.
func (j *JIT) refillRanges() {
	fillPool(j, &j.ranges, rangePoolSize, &j.ctx.RPool, &j.ctx.RPoolN, func() (rt.Value, *rt.RangeIter) {
		h := j.vm.NewRangeIter(0, 1, 0)
		return h, j.vm.Get0(h).(*rt.RangeIter)
	})
	j.stats.RangeRefills++
}

// dunderSite is what subscr_dunder checks and calls (DSITE_* in
// stencils_amd64.s): r[B]'s class, at the version whose __getitem__ is
// the plain function fn. Sites are roots of the heap (fn) for as long as
// the JIT lives.
type dunderSite struct {
	cls *rt.Class
	ver uint64
	fn  rt.Value
}

// newDunderSite makes the site for class c's special method fn (__getitem__
// or an arithmetic operator's).
func (j *JIT) newDunderSite(c *rt.Class, fn rt.Value) *dunderSite {
	d := &dunderSite{cls: c, ver: c.Version, fn: fn}
	if j.dunderSites == nil {
		j.vm.Heap().AddRoots(func(t *rt.Tracer) {
			for _, d := range j.dunderSites {
				t.Mark(d.fn)
			}
		})
	}
	j.dunderSites = append(j.dunderSites, d)
	return d
}

// truthSite is what truth_obj checks (TSITE_* in stencils_amd64.s): a
// class whose instances are all true, having neither __bool__ nor
// __len__, at its version then. A branch on objects starts with an empty
// site; noteTruth fills it when the branch exits for such an instance,
// and fills it again when the class changes or another class comes.
type truthSite struct {
	cls *rt.Class
	ver uint64
}

// noteTruth fills branch pc's truth site (if it has one) from v, the value
// it tests at an exit, when every instance of v's class is true.
func (j *JIT) noteTruth(u *unit, pc int, v rt.Value) {
	s := u.truths[pc]
	if s == nil || !v.IsHandle() {
		return
	}
	c := j.vm.ClassOf(v)
	if c == nil || s.cls == c && s.ver == c.Version {
		return
	}
	if _, ok := c.LookupSlot(j.vm, rt.SlotBool); ok {
		return
	}
	if _, ok := c.LookupSlot(j.vm, rt.SlotLen); ok {
		return
	}
	s.cls, s.ver = c, c.Version
}

// eqSite is an eq_ident site: a truthSite (the stencil reads its class
// and version) that outlives the units compiled with it; compiled says
// one was.
type eqSite struct {
	truthSite
	compiled bool
}

// eqSiteFor returns comparison pc's eq_ident site in code, making it
// (empty) the first time.
func (j *JIT) eqSiteFor(code *bytecode.Code, pc int) *eqSite {
	if j.eqSites == nil {
		j.eqSites = map[*bytecode.Code]map[int]*eqSite{}
	}
	m := j.eqSites[code]
	if m == nil {
		m = map[int]*eqSite{}
		j.eqSites[code] = m
	}
	s := m[pc]
	if s == nil {
		s = &eqSite{}
		m[pc] = s
	}
	return s
}

// noteEq fills comparison pc's eq_ident site (if it has one) from v, its
// left operand at an exit, when v's class compares by identity: its
// __eq__ and __ne__ are object's.
func (j *JIT) noteEq(u *unit, pc int, v rt.Value) {
	s := u.eqs[pc]
	if s == nil || !v.IsHandle() {
		return
	}
	c := j.vm.ClassOf(v)
	if c == nil || c.Builtin || s.cls == c && s.ver == c.Version {
		return
	}
	for _, slot := range []rt.SlotID{rt.SlotEq, rt.SlotNe} {
		f, _ := c.LookupSlot(j.vm, slot)
		o, _ := rt.ObjectType.LookupSlot(j.vm, slot)
		if f != o {
			return
		}
	}
	s.cls, s.ver = c, c.Version
}

// instancePoolSize is how many instances an instancePool holds when full.
const instancePoolSize = 32

// instancePool holds instances of a plain class made ahead for call_class
// (IPOOL_* in stencils_amd64.s), for one version of the class: the
// stencil checks the version and calls the __init__ the pool names. left
// of the entries remain (the stencil takes the last and decrements).
// Like the other pools, its objects are allocated (and charged against a
// heap limit) when it is refilled, and are roots until taken.
type instancePool struct {
	left    int64
	cls     *rt.Class
	ver     uint64
	init    rt.Value
	entries [instancePoolSize]poolEntry[rt.Instance]
}

// instancePool returns the pool of c's instances for c's current version,
// whose __init__ is init, making it (empty) the first time.
func (j *JIT) instancePool(c *rt.Class, init rt.Value) *instancePool {
	k := classDep{c, c.Version}
	if p := j.instances[k]; p != nil && p.init == init {
		return p
	}
	p := &instancePool{cls: c, ver: c.Version, init: init}
	if j.instances == nil {
		j.instances = map[classDep]*instancePool{}
	}
	j.instances[k] = p
	j.vm.Heap().AddRoots(func(t *rt.Tracer) {
		t.Mark(p.init)
		for _, e := range p.entries[:p.left] {
			t.Mark(e.handle)
		}
	})
	return p
}

// refillInstances tops p up, which call_class found empty.
func (j *JIT) refillInstances(p *instancePool) {
	for ; p.left < instancePoolSize; p.left++ {
		h := j.vm.NewInstance(p.cls)
		p.entries[p.left] = entryOf(h, j.vm.Get0(h).(*rt.Instance))
	}
	j.stats.InstanceRefills++
}

// seqPoolSize is how many tuples or lists a seqPool holds when full, and
// seqPoolMax the largest display (BUILD_TUPLE, BUILD_LIST of that many
// items) that takes from a pool.
const (
	seqPoolSize = 64
	seqPoolMax  = 8
	// sliceCaps are the sizes of the lists slice_list takes (it sets
	// their length): a slice of up to 64 items takes the smallest that
	// holds it (slice_list_step: up to 16).
	sliceCap0, sliceCap1, sliceCap2, sliceCap3 = 4, 8, 16, 64
	// emptyListCap is the room of the empty lists build_seq takes
	// (CPython's first growth of an empty list is to 4 items too).
	emptyListCap = 4
)

// seqPool holds tuples or lists of n items made ahead for build_seq
// (left of the entries remain; the stencil takes the last and
// decrements). The items of an entry are zero words until machine code
// writes them, which it does before anything else sees the object. Like
// the other pools, its objects are allocated (and charged against a heap
// limit) when it is refilled, and are roots until taken.
type seqPool struct {
	left    int64
	entries [seqPoolSize]seqEntry
	// bigger, of the pool of lists of sliceCap2 items that slice_list
	// takes, is the pool of sliceCap3 items it takes next
	// (SEQ_POOL_BIGGER).
	bigger *seqPool
	list   bool
	n      int
	// iter: a pool of list (or, without list, tuple; with set, set)
	// iterators with no sequence yet, for get_iter_seq and get_iter_set;
	// ints: of int objects whose digit the int64 stencils write
	// (rt.NewIntShell).
	iter, set, ints bool
	// empty: a pool of empty dicts (or, with set, sets) for build_seq
	// with no items.
	empty bool
}

// intPoolFor returns the JIT's pool of int objects for the int64
// stencils, making it (empty) the first time.
func (j *JIT) intPoolFor() *seqPool {
	if j.intPool == nil {
		p := &seqPool{ints: true}
		j.intPool = p
		j.vm.Heap().AddRoots(func(t *rt.Tracer) {
			for _, e := range p.entries[:p.left] {
				t.Mark(e.handle)
			}
		})
	}
	return j.intPool
}

// seqPoolFor returns the JIT's pool of lists (list) or tuples of n items,
// making it (empty) the first time.
func (j *JIT) seqPoolFor(list bool, n int) *seqPool {
	k := 0
	if list {
		k = 1
	}
	if p := j.seqPools[k][n]; p != nil {
		return p
	}
	p := &seqPool{list: list, n: n}
	j.seqPools[k][n] = p
	j.vm.Heap().AddRoots(func(t *rt.Tracer) {
		for _, e := range p.entries[:p.left] {
			t.Mark(e.handle)
		}
	})
	return p
}

// emptyPoolFor returns the JIT's pool of empty dicts (set false) or sets,
// making it (empty) the first time.
func (j *JIT) emptyPoolFor(set bool) *seqPool {
	k := 0
	if set {
		k = 1
	}
	if p := j.emptyPools[k]; p != nil {
		return p
	}
	p := &seqPool{empty: true, set: set}
	j.emptyPools[k] = p
	j.vm.Heap().AddRoots(func(t *rt.Tracer) {
		for _, e := range p.entries[:p.left] {
			t.Mark(e.handle)
		}
	})
	return p
}

// iterPoolFor returns the JIT's pool of iterators of sequences of kind
// fb (FbList, FbTuple, or FbHashed for sets and frozensets), making it
// (empty) the first time.
func (j *JIT) iterPoolFor(fb uint32) *seqPool {
	k := map[uint32]int{bytecode.FbList: 0, bytecode.FbTuple: 1, bytecode.FbHashed: 2}[fb]
	if p := j.iterPools[k]; p != nil {
		return p
	}
	p := &seqPool{list: k == 0, set: k == 2, iter: true}
	j.iterPools[k] = p
	j.vm.Heap().AddRoots(func(t *rt.Tracer) {
		for _, e := range p.entries[:p.left] {
			t.Mark(e.handle)
		}
	})
	return p
}

// seqEntry is one object of a seqPool: its handle and the address of the
// *rt.List or *rt.Tuple, whose items build_seq writes (both keep them at
// SEQ_ITEMS, which the layout test checks). A uintptr, as poolEntry's.
type seqEntry struct {
	handle rt.Value
	obj    uintptr
}

// seqZeros are the items a pool's tuples are made from (zero words,
// which build_seq overwrites).
var seqZeros [seqPoolMax]rt.Value

// refillSeq tops p up, which build_seq found empty. A list is one
// allocation with its items (rt.NewListZeroed), a tuple of up to four
// items too (rt.NewTupleCopy). An empty list has room for emptyListCap
// items in its allocation: an empty display is most often a
// comprehension's result or a list about to be appended to, and
// list_append and call_list_append take the first items in place.
func (j *JIT) refillSeq(p *seqPool) {
	for ; p.left < seqPoolSize; p.left++ {
		var h rt.Value
		var obj unsafe.Pointer
		if p.ints {
			h = j.vm.NewIntShell()
			obj = unsafe.Pointer(j.vm.Get0(h).(*rt.Int))
		} else if p.empty && p.set {
			h, _ = j.vm.NewSet(nil)
			obj = unsafe.Pointer(j.vm.Get0(h).(*rt.Set))
		} else if p.empty {
			d := j.vm.NewDictObj()
			h, obj = d.Self(), unsafe.Pointer(d)
		} else if p.iter {
			h = j.vm.NewSeqIterShell(!p.list && !p.set, p.set)
			switch it := j.vm.Get0(h).(type) {
			case *rt.ListIter:
				obj = unsafe.Pointer(it)
			case *rt.TupleIter:
				obj = unsafe.Pointer(it)
			case *rt.SetIter:
				obj = unsafe.Pointer(it)
			}
		} else if p.list {
			h = j.vm.NewListZeroed(p.n)
			obj = unsafe.Pointer(j.vm.Get0(h).(*rt.List))
		} else {
			h = j.vm.NewTupleCopy(seqZeros[:p.n])
			obj = unsafe.Pointer(j.vm.Get0(h).(*rt.Tuple))
		}
		p.entries[p.left] = seqEntry{h, uintptr(obj)}
	}
	j.stats.SeqRefills++
}
