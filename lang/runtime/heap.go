package runtime

import (
	"fmt"
	"math/bits"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Object is a heap object: anything a handle can refer to. Every object
// struct embeds Head, which records its handle, its Python class and an
// optional instance __dict__.
type Object interface {
	head() *Head
	// Trace marks every Value the object holds besides its Head.
	Trace(t *Tracer)
}

// Buffer is the buffer protocol of objects defined outside the runtime
// (array.array): memoryview, struct, the codecs and readinto reach their
// storage through it. Bytes and bytearray are handled directly.
type Buffer interface {
	Object
	// BufferFormat returns the struct format character of one item and
	// the item's size in bytes.
	BufferFormat() (format byte, itemsize int)
	// BufferData returns the live storage: writes through it are seen by
	// the object.
	BufferData() []byte
}

// Head is embedded first in every heap object.
type Head struct {
	self Value  // the object's own handle, set by Alloc
	cls  *Class // the Python type (never nil once allocated)
	dict *Dict  // instance __dict__, or nil
}

func (h *Head) head() *Head { return h }

// Self returns the object's handle.
func (h *Head) Self() Value { return h.self }

// AllocOf allocates o as an instance of cls, a builtin type base or a
// Python subclass of it; instances of subclasses get a __dict__.
func (vm *VM) AllocOf(o Object, cls, base *Class) Value {
	o.head().cls = cls
	v := vm.Alloc(o)
	if cls != base {
		o.head().dict = vm.NewDictObj()
	}
	return v
}

// SetClass sets the object's Python type. Go code that builds an object
// sets it before vm.Alloc; afterwards only __class__ assignment may change
// it.
func (h *Head) SetClass(c *Class) { h.cls = c }

// Class returns the object's Python type.
func (h *Head) Class() *Class { return h.cls }

// InstanceDict returns the object's __dict__ or nil.
func (h *Head) InstanceDict() *Dict { return h.dict }

// SetInstanceDict sets the object's __dict__.
func (h *Head) SetInstanceDict(d *Dict) { h.dict = d }

// InitHead sets the class of an object created outside this package, before
// it is allocated.
func InitHead(o Object, cls *Class) { o.head().cls = cls }

// Heap is a VM's object table and its precise mark-sweep collector.
//
// A handle is an index into objs plus the slot's generation; freeing a slot
// bumps its generation, so a stale handle is caught by Get instead of
// aliasing a new object. The table keeps objects alive for Go's collector;
// this collector decides when a slot is garbage. It runs only at safepoints
// (VM.Safepoint), never inside an allocation, so Go code may hold Values in
// local variables between safepoints.
//
// Go code that holds Values across a call back into Python (a builtin
// calling a key function, say) is protected by pins: every allocation is
// pinned until the interpreter that is running reaches its next safepoint,
// and a call from Go into Python (VM.Call) keeps the caller's pins alive
// until it returns. See PinScope.
//
// Weak references (mod_weakref.go) are not traced: after marking, the
// collector clears those whose referents it did not mark, before freeing
// the referents' slots, and queues their callbacks for the safepoint.
//
// Indexes with the top bit set name immortal static objects shared by every
// VM (builtin types and functions, created at package init and never mutated
// afterwards); they are never traced or freed.
type Heap struct {
	objs  []Object
	gens  []uint16
	marks []uint64
	// perm marks the permanent objects (Permanent): every collection
	// starts from these marks.
	perm []uint64
	free []uint32
	// kinds records, per slot, the layout of an object whose memory
	// the sweep may recycle (freelist.go); freeLists holds that memory.
	kinds []uint8
	freeLists

	pins    []Value
	pinBase int

	allocs int // allocations since the last collection
	nextGC int // collect, or check whether to (pace), when allocs reaches this
	// The pacing of collections (see pace): a collection is due after
	// maxAllocs allocations, or once Go has allocated maxBytes since the
	// last one (goBytes then).
	maxAllocs         int
	goBytes, maxBytes uint64
	// bigBytes counts the payload bytes of large strs and bytes allocated
	// since the last collection (noteBig): they make a collection due at
	// once, without waiting for pace's next look at Go's counter.
	bigBytes int
	// wake is the VM's safepoint flag: set when a collection becomes due
	// (see VM.wake), so that the JIT does not enter machine code again
	// before the interpreter's next safepoint has collected.
	wake *atomic.Uint32
	live int

	roots []func(t *Tracer)

	// Collections counts completed collections (for tests and stats),
	// Freed the objects they freed; PeakLive is the most objects one of
	// them found alive.
	Collections, Freed, PeakLive int
	// Stress (-X gc-stress) makes every safepoint collect at which any
	// run could (see ShouldCollect).
	Stress bool

	// The heap limit (VM.SetMaxHeap); see limits.go.
	limit, liveBytes, sinceBytes, budget int64
	tripped                              bool

	// weak is the registry of weak references (mod_weakref.go), nil until
	// the first one is made.
	weak *weakTable
	// requested is set by Request (gc.collect()) until the collection it
	// asks for has run.
	requested bool
	// Finalizers (finalize.go).
	fin
}

const (
	staticBit = 1 << 31
	// lateBit marks immortal strs interned by StaticStr after start-up.
	lateBit = 1 << 30
)

// Late static strs live in fixed chunks that never move, so a handle handed
// out under lateMu can be read without the lock by the goroutine that got it.
var (
	lateMu     sync.Mutex
	lateChunks [1 << 12]*[1 << 12]*Str
	lateCount  uint32
)

// staticGet returns the immortal object with a static index.
func staticGet(idx uint32) Object {
	if idx&lateBit != 0 {
		return lateStr(idx)
	}
	return staticObjs[idx&^staticBit]
}

func lateStr(idx uint32) *Str {
	i := idx &^ (staticBit | lateBit)
	return lateChunks[i>>12][i&(1<<12-1)]
}

// internLate creates an immortal str after start-up (StaticStr's slow path).
func internLate(s string) Value {
	lateMu.Lock()
	defer lateMu.Unlock()
	if v, ok := lateStrs[s]; ok {
		return v
	}
	i := lateCount
	if int(i>>12) >= len(lateChunks) {
		panic("BUG: too many late static strs")
	}
	if lateChunks[i>>12] == nil {
		lateChunks[i>>12] = new([1 << 12]*Str)
	}
	o := &Str{S: s, hash: HashString(s), hashed: true}
	o.cls = StrType
	o.init()
	o.Runes() // precomputed: immortal strs are read concurrently
	v := handleValue(i|staticBit|lateBit, 0)
	o.self = v
	lateChunks[i>>12][i&(1<<12-1)] = o
	lateCount++
	lateStrs[s] = v
	return v
}

var lateStrs = map[string]Value{}

var (
	staticMu   sync.Mutex
	staticObjs []Object
	staticDone bool
)

// StaticAlloc registers an immortal object shared by all VMs. Only package
// initialisation may call it.
func StaticAlloc(o Object) Value {
	staticMu.Lock()
	defer staticMu.Unlock()
	if staticDone {
		panic("BUG: StaticAlloc after the first VM was created")
	}
	v := handleValue(uint32(len(staticObjs))|staticBit, 0)
	staticObjs = append(staticObjs, o)
	o.head().self = v
	return v
}

func newHeap() *Heap {
	staticMu.Lock()
	if !staticDone {
		staticDone = true
		// Static dicts may predate DictType's initialisation.
		for _, o := range staticObjs {
			if d, ok := o.(*Dict); ok && d.cls == nil {
				d.cls = DictType
			}
		}
		flattenStatic()
	}
	staticMu.Unlock()
	h := &Heap{nextGC: paceEvery, maxAllocs: minCollectAllocs, maxBytes: minCollectBytes}
	h.goBytes = goAllocated()
	// Slot 0 is never used, so that handle 0/gen 0 is always invalid.
	h.objs = append(h.objs, nil)
	h.gens = append(h.gens, 0)
	return h
}

// Alloc puts o into the table, pins it and returns its handle.
func (h *Heap) Alloc(o Object) Value {
	var idx uint32
	if n := len(h.free); n > 0 {
		idx = h.free[n-1]
		h.free = h.free[:n-1]
		h.objs[idx] = o
	} else {
		idx = uint32(len(h.objs))
		h.objs = append(h.objs, o)
		h.gens = append(h.gens, 0)
	}
	v := handleValue(idx, h.gens[idx])
	hd := o.head()
	if unsafe.Pointer(hd) != objData(o) {
		panic(fmt.Sprintf("BUG: %T does not embed Head first", o))
	}
	hd.self = v
	h.pins = append(h.pins, v)
	if h.allocs++; h.allocs == h.nextGC {
		h.pace()
	}
	if h.limit > 0 {
		h.charge(approxSize(o))
	}
	return v
}

// Get returns the object a handle refers to; v must be a handle. A stale
// handle (its object was collected) is a bug in cpjit and panics.
//
// The check reads the object's own handle (Head.self, the first word of
// every object) rather than the table's generation array: the caller is
// about to read the object anyway, so the check costs no memory access of
// its own, where gens[idx] was a second array and, in a big heap, a cache
// miss of its own. A freed slot is nil; a reused one holds an object
// whose handle has the new generation.
func (h *Heap) Get(v Value) Object {
	idx := v.index()
	if idx&staticBit != 0 {
		return staticGet(idx)
	}
	if int(idx) < len(h.objs) {
		o := h.objs[idx]
		if p := objData(o); p != nil && (*Head)(p).self == v {
			return o
		}
	}
	panic(fmt.Sprintf("BUG: stale handle %#x (slot %d)", uint64(v), idx))
}

// objData returns the data word of o: the address of the object, whose
// Head is its first field (checked by Alloc), or nil for a nil interface.
func objData(o Object) unsafe.Pointer { return (*[2]unsafe.Pointer)(unsafe.Pointer(&o))[1] }

// Live returns the number of live (non-static) objects after the last collection
// plus those allocated since.
func (h *Heap) Live() int { return h.live + h.allocs }

// AddRoots registers a function that marks roots at every collection.
func (h *Heap) AddRoots(f func(t *Tracer)) { h.roots = append(h.roots, f) }

// PinScope marks the start of a Go call into Python: allocations made so far
// stay pinned until ReleaseScope(base) is called with the returned base.
func (h *Heap) PinScope() (base int) {
	base = h.pinBase
	h.pinBase = len(h.pins)
	return base
}

// ReleaseScope ends a PinScope. Pins made by the nested interpreter beyond
// the outer scope's stay until the outer interpreter's next safepoint.
func (h *Heap) ReleaseScope(base int) { h.pinBase = base }

// EndCall ends a PinScope around a call into Python whose only results
// are r and err: the pins the nested interpreter made are dropped, and r
// and err's exception are pinned in their place until the outer
// interpreter's next safepoint. A nested run hands nothing else back
// (what it stored elsewhere is reachable from what the caller holds), so
// this is ReleaseScope without keeping all of a long call's garbage
// alive: an interpreter frame that makes many calls between two of its
// own safepoints (awaits in one expression, a builtin calling a key
// function for every item) would otherwise pin everything every call
// allocated.
func (h *Heap) EndCall(base int, r Value, err error) {
	h.pins = h.pins[:h.pinBase]
	h.pinBase = base
	h.Pin(r)
	if e := AsException(err); e != nil {
		h.Pin(e.self)
	}
}

// An ItemScope bounds what a Go loop that reduces many items (sum, min,
// max, any, all, functools.reduce) keeps pinned. Every value such a loop
// is given (a generator's yield, an iterator's next, a key function's
// result) is pinned until the interpreter that called the builtin reaches
// its next safepoint, which is after the whole loop: max(w.lower() for w
// in words) would keep every lowered word alive. Between two items the
// loop holds only its accumulator, so Keep drops the pins made since the
// scope opened and pins what it names instead. Open the scope after
// creating the iterator: Keep drops pins made inside the scope only.
type ItemScope struct {
	h    *Heap
	base int
}

// Items opens an ItemScope; Close it when the loop ends.
func (h *Heap) Items() ItemScope { return ItemScope{h, h.PinScope()} }

// Keep drops the pins made since the scope opened and pins a and b (either
// may be Unbound).
func (s ItemScope) Keep(a, b Value) {
	h := s.h
	h.pins = h.pins[:h.pinBase]
	h.Pin(a)
	h.Pin(b)
}

// Close ends the scope; what it kept stays pinned until the outer
// interpreter's next safepoint, and so does err's exception.
func (s ItemScope) Close(err error) {
	s.h.ReleaseScope(s.base)
	if e := AsException(err); e != nil {
		s.h.Pin(e.self)
	}
}

// Pin keeps v alive until the running interpreter's next safepoint.
func (h *Heap) Pin(v Value) {
	if v.IsHandle() {
		h.pins = append(h.pins, v)
	}
}

// ShouldCollect reports whether a collection is due. Under Stress it is
// at every safepoint after an allocation (or a payload, a grown table,
// gc.collect()): every event that can make a collection due counts in
// allocs, so those are exactly the safepoints where some run, at some
// heap size, could collect; at one with none since the last safepoint no
// run can.
func (h *Heap) ShouldCollect() bool { return h.allocs >= h.nextGC || h.Stress && h.allocs > 0 }

// DropPins forgets the running interpreter's pins: called at a safepoint,
// where every value the interpreter needs is in a frame.
func (h *Heap) DropPins() { h.pins = h.pins[:h.pinBase] }

// Request asks for a full collection at the next safepoint (gc.collect()).
//
// gc.collect() cannot collect where it is called: the caller may be Go
// code holding fresh values that only its pins protect, and those pins
// also keep alive everything the program allocated since its last
// safepoint, which is what a program calling gc.collect() wants freed. So
// the collection runs at the next safepoint, where the running
// interpreter's pins are dropped: the interpreter takes one right after a
// call returns while a request is pending (see Requested), the JIT after
// every call it makes. Such a collection also lets the interpreter's root
// tracer forget dead temporaries (Tracer.Requested), so that an object the
// program no longer names is found unreachable.
func (h *Heap) Request() {
	h.requested = true
	h.allocs = max(h.allocs, h.nextGC) // the next Safepoint collects
	h.due()
}

// bigBudget is how many bytes of large payloads may be allocated between
// two collections: 4 MiB, or 64 bytes per live object for big heaps, so
// that the collections this triggers cost less than making the payloads.
// Payloads that die before the VM collects are marked by Go's collector
// as live, and Go's next heap goal doubles them: with 16 MiB, pf_regex_dna
// (a 1.3 MB sequence rewritten 100 times by re.sub) peaked at 75 MB, with
// 4 MiB at 64 MB, for no more CPU time (its few live objects make a
// collection cheap).
func (h *Heap) bigBudget() int { return max(4<<20, 64*h.live) }

// noteBig counts a new object's payload of n bytes (a str's text, a list's
// or tuple's item array, a grown table); large ones add up towards a
// collection.
func (h *Heap) noteBig(n int) {
	if n < 1<<16 {
		return
	}
	if h.bigBytes += n; h.bigBytes > h.bigBudget() {
		h.allocs = max(h.allocs, h.nextGC)
		h.due()
	}
}

// payloadUnit is how many bytes of an object's payload (a big int's
// digits) count as one more allocation for pacing.
const payloadUnit = 256

// notePayload counts the n bytes of digits a new big int holds outside
// its object: every payloadUnit of them count as one allocation, so that
// pace looks at Go's allocation counter (which sees the real bytes) as
// often for a program of few, large ints as for one of many small objects.
// Before, 1024 ints of 4 KB each passed between two looks, and a spigot
// over thousand-digit ints kept 60 MB of dead digits.
func (h *Heap) notePayload(n int) {
	if n < payloadUnit {
		return
	}
	if h.allocs += n / payloadUnit; h.allocs >= h.nextGC {
		h.pace()
	}
}

// due tells the VM that a collection is due at its next safepoint.
func (h *Heap) due() {
	if h.wake != nil {
		h.wake.Store(1)
	}
}

// Requested reports whether a collection asked for by Request is pending.
func (h *Heap) Requested() bool { return h.requested }

// Tracer marks reachable objects during a collection.
type Tracer struct {
	h    *Heap
	work []uint32
}

// Requested reports whether this collection was asked for by Heap.Request
// (gc.collect()). Root tracers may then clear values they know to be dead
// instead of marking them (the interpreter's spent temporaries); at
// other collections they mark conservatively.
func (t *Tracer) Requested() bool { return t.h.requested }

// Mark marks v (and, later, everything reachable from it).
func (t *Tracer) Mark(v Value) {
	if !v.IsHandle() {
		return
	}
	idx := v.index()
	if idx&staticBit != 0 {
		return
	}
	w, bit := idx/64, uint64(1)<<(idx%64)
	if t.h.marks[w]&bit != 0 {
		return
	}
	t.h.marks[w] |= bit
	t.work = append(t.work, idx)
}

// MarkAll marks every value in vs.
func (t *Tracer) MarkAll(vs []Value) {
	for _, v := range vs {
		if v.IsHandle() {
			t.Mark(v)
		}
	}
}

// MarkObj marks a Go-referenced heap object. o may be a nil interface but
// not a typed nil pointer: check pointer fields before passing them.
func (t *Tracer) MarkObj(o Object) {
	if o != nil {
		t.Mark(o.head().self)
	}
}

// drain marks everything reachable from the marked objects not yet traced.
func (t *Tracer) drain() {
	objs := t.h.objs
	for len(t.work) > 0 {
		idx := t.work[len(t.work)-1]
		t.work = t.work[:len(t.work)-1]
		o := objs[idx]
		hd := (*Head)(objData(o)) // Head comes first (Alloc checks)
		if hd.cls != nil {
			t.Mark(hd.cls.self)
		}
		if hd.dict != nil {
			t.Mark(hd.dict.self)
		}
		o.Trace(t)
	}
}

// Collect runs a full mark-sweep collection. Only a safepoint may call it.
func (h *Heap) Collect() {
	n := (len(h.objs) + 63) / 64
	if cap(h.marks) < n {
		h.marks = make([]uint64, n)
	} else {
		h.marks = h.marks[:n]
		clear(h.marks)
	}
	copy(h.marks, h.perm)
	t := &Tracer{h: h}
	for _, r := range h.roots {
		r(t)
	}
	t.MarkAll(h.pins)
	if h.weak != nil {
		h.weak.traceRoots(t)
	}
	t.drain()
	var doomed []uint32
	if h.hasDel {
		doomed = h.findFinalizable()
	}
	if h.weak != nil {
		// Weak references do not mark their referents: clear those to
		// the dead before their slots are freed.
		h.weak.sweep(h)
	}
	if doomed != nil {
		h.resurrect(t, doomed)
	}
	h.trimFree()
	// Sweep by mark words: marked slots are the live objects (free slots
	// are never marked), so only the unmarked slots of a word are read,
	// and a word of 64 live objects costs a popcount.
	live := 0
	objs := h.objs
	for w, m := range h.marks {
		live += bits.OnesCount64(m)
		for dead := ^m; dead != 0; dead &= dead - 1 {
			i := w*64 + bits.TrailingZeros64(dead)
			if i >= len(objs) {
				break
			}
			if i == 0 || objs[i] == nil {
				continue
			}
			if h.finalized != nil {
				delete(h.finalized, uint32(i))
			}
			if i < len(h.kinds) && h.kinds[i] != 0 {
				h.recycle(objs[i], h.kinds[i])
				h.kinds[i] = 0
			}
			objs[i] = nil
			h.gens[i]++
			h.free = append(h.free, uint32(i))
			h.Freed++
		}
	}
	h.live = live
	h.PeakLive = max(h.PeakLive, live)
	// The live objects' bytes, estimated from what Go allocated per
	// object since the last collection (Go's own live figure would count
	// the garbage this collection just freed).
	goBytes := goAllocated()
	perObj := (goBytes - h.goBytes) / uint64(max(h.allocs, 1))
	h.allocs = 0
	h.bigBytes = 0
	h.maxAllocs = max(minCollectAllocs, live)
	h.nextGC = min(paceEvery, h.maxAllocs)
	h.goBytes = goBytes
	h.maxBytes = max(minCollectBytes, perObj*uint64(live))
	h.requested = false
	h.Collections++
}

// Permanent makes v live for the rest of the VM's life when it is a
// constant: a str, number, bytes or code object of the builtin type, or a
// tuple or frozenset of constants (interned names, code constants, which
// their tables keep forever anyway). Collections start with permanent
// objects marked, so none traces them again. It reports whether v is one;
// anything else must stay reachable from a root.
func (h *Heap) Permanent(v Value) bool {
	if !v.IsHandle() || v.index()&staticBit != 0 {
		return true
	}
	idx := v.index()
	w, bit := int(idx/64), uint64(1)<<(idx%64)
	if w < len(h.perm) && h.perm[w]&bit != 0 {
		return true
	}
	switch o := h.Get(v).(type) {
	case *Str, *Int, *Float, *Complex, *Bytes, *CodeObj:
		switch c := o.head().cls; c {
		case StrType, IntType, FloatType, ComplexType, BytesType, CodeType:
		default:
			return false
		}
	case *Tuple:
		if o.cls != TupleType {
			return false
		}
		for _, x := range o.Items {
			if !h.Permanent(x) {
				return false
			}
		}
	case *Set:
		if o.cls != FrozenSetType {
			return false
		}
		for i := range o.table {
			if e := &o.table[i]; e.live() && !h.Permanent(e.key()) {
				return false
			}
		}
	default:
		return false
	}
	for len(h.perm) <= w {
		h.perm = append(h.perm, 0)
	}
	h.perm[w] |= bit
	return true
}

// marked reports whether the slot idx was marked by the collection in
// progress (static objects always are).
func (h *Heap) marked(idx uint32) bool {
	return idx&staticBit != 0 || h.marks[idx/64]&(1<<(idx%64)) != 0
}

// Collection pacing. The collector's work is proportional to the live
// objects (marking) plus the table's slots (sweeping), so collecting after
// as many allocations as there are live objects keeps its cost per
// allocation bounded. (Half as many cost bm_nqueens, whose 50,000 live
// objects are marked at every collection, 10% of its time.) Garbage is
// only returned to Go once this collector has freed its slot, so what it
// leaves uncollected also costs memory twice over: it is held until the
// next collection here, and Go's own
// collector, which finds it reachable from the table, sizes its next heap
// goal on it. Counting objects alone would let a program of few live
// objects hold 64K dead ones (13 MB of small lists, 200 MB of coroutine
// frames), and a program that builds big strings or lists hold any number
// of bytes; so a collection is also due once Go has allocated, since the
// last one, about the bytes the live objects hold (Go bytes per allocation
// times the live count, at least minCollectBytes). Go's allocation counter
// is read every paceEvery allocations (about 0.7 µs a read).
const (
	minCollectAllocs = 1 << 14
	minCollectBytes  = 4 << 20
	paceEvery        = 1 << 10
)

// pace runs every paceEvery allocations: it makes the next safepoint
// collect when the allocations or bytes since the last collection reach
// their budget, and otherwise sets the next check.
func (h *Heap) pace() {
	if h.allocs >= h.maxAllocs || goAllocated()-h.goBytes >= h.maxBytes {
		h.due()
		return
	}
	h.nextGC = min(h.allocs+paceEvery, h.maxAllocs)
}

// goAllocated returns the bytes Go has allocated since the process
// started (for every VM in it: a busy neighbour makes collections
// here come sooner, which costs time, never correctness).
func goAllocated() uint64 { return readMetric("/gc/heap/allocs:bytes") }

func readMetric(name string) uint64 {
	s := []metrics.Sample{{Name: name}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}
