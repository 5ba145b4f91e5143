//go:build linux

package jit

import (
	"bytes"
	"cmp"
	"fmt"
	"math/bits"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"
	"unsafe"

	"github.com/cpjit/cpjit/frames"
	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/patch"
	"github.com/cpjit/cpjit/stencils"
)

const supported = true

// Ctx is what machine code sees of the running frame and VM (register R12).
// It holds no Go pointers: machine code writes its exit fields, and Go's
// write barriers must never be needed. Offsets are mirrored by CTX_* in
// stencils_amd64.s (checked by tests).
type Ctx struct {
	Regs uintptr // the frame's register base (loaded into R13 on entry)
	Exit uint32  // exit kind, written by the exit stencils
	PC   uint32  // bytecode index of the exit
	Fuel int64   // steps left before a poll exit (see JIT.refuel); R11 in machine code
	Objs uintptr // address of the heap's object table slice header
	Ret  uint64  // EXIT_RETURN: the register holding the result
	// Site is the address an exit stencil recorded (EXIT_SITE): with the
	// unit's base it names the exit's stackmap record.
	Site uintptr
	// Save holds the resident registers R8, R9, R10 and DI as machine
	// code left them (saved by the enter trampoline at every exit).
	Save [numResidents]uint64
	// Statics is the address of the immortal objects' table (static
	// handles index it).
	Statics uintptr
	// IStep is the step of the range iterator whose state is resident
	// (fill_iter sets it; for_range_r adds it to R15).
	IStep int64
	// XSave holds the float residents X8, X9, X10 and X11 (raw bits) as
	// machine code left them (saved by the enter trampoline at every exit).
	XSave [numFloatResidents]uint64
	// CSave holds the complex residents X5, X6, X7, X12, X13 and X14
	// (raw bits; real and imaginary part of each pair) likewise.
	CSave [2 * numComplexResidents]uint64
	// CPool is the address of JIT.pool's entries and CPoolN how many of
	// them box_c01 may still take (it takes the last and decrements).
	CPool  uintptr
	CPoolN int64
	// Native calls (call_native): CSP is the next free call record of
	// JIT.cstack, CSBase the first (CSP == CSBase: the running frame is
	// the one the exit loop entered) and CSLimit where calls must stop
	// (the recursion limit; CSBase while a tracer is set). STop and SEnd
	// are the free part of the VM stack's current chunk, where callees'
	// registers go. NCalls counts the native calls made.
	CSP, CSBase, CSLimit uintptr
	STop, SEnd           uintptr
	NCalls               int64
	// RPool is the address of JIT.ranges' entries and RPoolN how many of
	// them range_iter1 and range_iter2 may still take (the last first).
	RPool  uintptr
	RPoolN int64
	// Tag is the small-int tag word 0xFFF9000000000000, also the first
	// word above every float: the stencils compare and OR with it in
	// memory (R11 holds the fuel).
	Tag uint64
}

// A call record in JIT.cstack (CREC_* in stencils_amd64.s): the return
// point in the caller's machine code, the caller's register base and the
// bytecode index of its call, in words of crecWords.
// A construction's record (call_class) also holds the new instance and
// the __init__ that runs, a subscript's (subscr_dunder) the __getitem__
// (crecNew 0).
const (
	crecWords = 6
	crecRegs  = 1
	crecPC    = 2
	crecNew   = 3
	crecFn    = 4
)

// maxNativeDepth is how many native calls may be in progress at once,
// the size of JIT.cstack in call records. Deeper calls go through the
// exit loop.
const maxNativeDepth = 4096

// Exit kinds (EXIT_* in stencils_amd64.s).
const (
	ExitStep   = 1
	ExitReturn = 2
	ExitPoll   = 3
	ExitCall   = 4
	ExitResume = 5
	ExitYield  = 6
	ExitInit   = 7 // call_class: the __init__ it called returned Ctx.Ret, not None
)

// fuelQuantum is how many steps (rt.VM.Steps: a loop's instructions per
// iteration, one per call) machine code runs between forced trips to the
// Go scheduler, so that Go's stop-the-world phases, which cannot preempt
// machine code, wait at most about a millisecond.
const fuelQuantum = 1 << 20

// jitStackWeight is the Go stack of one Run (exit loop plus interp.Step),
// in interpreter frames, beyond the frame itself.
const jitStackWeight = 2

// enter runs machine code at code with R12 = ctx and R13 = ctx.Regs until
// an exit stencil returns (enter_amd64.s).
//
//go:noescape
func enter(ctx *Ctx, code uintptr)

// JIT is the copy-and-patch tier of one VM. It is not safe for concurrent
// use; each VM (goroutine) has its own.
type JIT struct {
	in    *interp.Interp
	vm    *rt.VM
	opts  Options
	arena patch.Arena
	ctx   *Ctx
	pick  map[string]*stencils.Stencil
	// moves are the operand-moving stencils emitSplit and emitResidents
	// use for every split instruction, looked up once (compile time).
	moves moveStencils
	stats Stats
	units []*unit
	// invalidated counts each code object's invalidations: past
	// maxRecompiles its units are no longer invalidated (a class that
	// keeps changing would have it compiled again and again); their guards
	// catch the changes instead.
	invalidated map[*bytecode.Code]int
	// Exit counters (kept out of Stats' map on the hot path).
	steps                               [bytecode.NumOpcodes]int64
	polls, rets, calls, resumes, yields int64
	// Recompilation policy (Options.RecompileAfter, MaxRecompiles).
	recompileAfter int32
	maxRecompiles  int
	// fuelBase is Ctx.Fuel as of the last refuel; depth counts nested Runs.
	fuelBase int64
	depth    int

	itabRange, itabInstance                                     uintptr
	itabBound, itabFunction                                     uintptr
	itabListIter, itabTupleIter, itabCell, itabStr, itabComplex uintptr
	// seqTypes maps the subscript feedback kinds to what the indexing
	// stencils guard (the Go type's itab, the exact class) and to the
	// stencils themselves.
	seqTypes map[uint32]seqType

	perf *os.File

	// builders are the final and the dry translation's code builders.
	builders [2]patch.Builder
	// The stencils of arithmetic and compares, looked up once.
	numAdd, numSub, numMul numSet
	cmp                    [len(cmpNames)]cmpForms
	// byOp is the stencil of the int bit operations and the forward
	// conditional jumps, by opcode.
	byOp [bytecode.NumOpcodes]*stencils.Stencil
	// lv is the liveness of the code being compiled (reused memory).
	lv liveness
	// scratch is memory one translation uses and the next reuses.
	scratch struct {
		dry      unit
		regionOf []*region
		labels   []patch.Label
		acc      []access
		resume   []patch.Label
		cold     []stub
		// undos are the cold stubs that take an int resident back before
		// an overflow exit of an in-place add (see emitSplit).
		undos []undoStub
		// resumeOnly is cleared after use: its closures and regions
		// would otherwise stay reachable.
		resumeOnly []deferred
	}

	// pool holds complex objects allocated ahead for machine code to
	// box complex results into (box_c01); Ctx.CPoolN of them are left.
	pool []poolEntry[rt.Complex]
	// ranges is the pool of range iterators that range_iter1 and
	// range_iter2 take from (Ctx.RPool; see refillRanges).
	ranges []poolEntry[rt.RangeIter]
	// instances are the pools of instances that call_class takes, one per
	// class and version (instancePool); dunderSites the sites of
	// subscr_dunder.
	instances   map[classDep]*instancePool
	dunderSites []*dunderSite

	// cstack holds the call records of native calls (Ctx.CSP); cells
	// are the callCells of the functions compiled code calls natively,
	// by code object.
	cstack []uint64
	cells  map[*bytecode.Code][]*callCell
}

// A callCell tells call_native whether machine code may call a function
// now: entry is its compiled code's entry (0 when it has none, or
// machine code compiled for other globals) and size its frame's register
// bytes. Machine code reads the first two words (the cell's address is
// patched into the call sites); the function holds its cell in
// Function.JIT, which tells it when __code__ is assigned.
type callCell struct {
	entry uintptr
	size  uint64
	fn    *rt.Function
	code  *bytecode.Code
	dead  bool // fn's __code__ was assigned since
}

// CodeChanged implements rt.CodeWatcher: the call sites that guard fn
// must no longer run its old code.
func (c *callCell) CodeChanged() { c.entry, c.dead = 0, true }

// cellFor returns the callCell of fn, made on first use.
func (j *JIT) cellFor(fn *rt.Function) *callCell {
	if c, ok := fn.JIT.(*callCell); ok && !c.dead && c.code == fn.Code {
		return c
	}
	c := &callCell{size: uint64(fn.Code.NRegs) * 8, fn: fn, code: fn.Code}
	fn.JIT = c
	if j.cells == nil {
		j.cells = map[*bytecode.Code][]*callCell{}
	}
	j.cells[fn.Code] = append(j.cells[fn.Code], c)
	if u, ok := j.in.Compiled(fn.Code).(*unit); ok {
		c.set(u)
	}
	return c
}

// set points c at u's machine code, or at none (u nil, invalid, or
// compiled for other globals than c's function's).
func (c *callCell) set(u *unit) {
	c.entry = 0
	if u != nil && !u.invalid && !c.dead && u.globals == c.fn.Globals {
		c.entry = u.entry
	}
}

// publish points the cells of code's functions at u (nil: no machine
// code).
func (j *JIT) publish(code *bytecode.Code, u *unit) {
	for _, c := range j.cells[code] {
		c.set(u)
	}
}

// poolSize is how many complex objects JIT.pool holds when full, and
// rangePoolSize how many range iterators JIT.ranges does.
const (
	poolSize      = 256
	rangePoolSize = 64
)

// poolEntry is one object of a pool that machine code takes objects from
// (JIT.pool, JIT.ranges): its handle and the object, whose fields the
// stencil writes (ints only, never a pointer).
type poolEntry[T any] struct {
	handle rt.Value
	obj    *T
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
		p[n] = poolEntry[T]{h, obj}
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

// newDunderSite makes the site for c's __getitem__ fn.
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
		p.entries[p.left] = poolEntry[rt.Instance]{h, j.vm.Get0(h).(*rt.Instance)}
	}
	j.stats.InstanceRefills++
}

// seqType describes one indexable builtin type to the indexing stencils.
type seqType struct {
	itab, class uint64
	load, store string // stencil names ("" when there is none)
}

// classDep is a class that compiled code guards, at the version it saw.
type classDep struct {
	cls *rt.Class
	ver uint64
}

// unit is one compiled code object.
type unit struct {
	code    *bytecode.Code
	block   *patch.Block
	entry   uintptr // function entry (with the entry poll)
	base    uintptr // the block's address
	offsets []int32 // per instruction: code offset, -1 for none
	// polySites counts the attribute instructions compiled for more than
	// one class (Stats.PolySites); lazy, those compiled as side exits
	// because they had never run (Stats.Lazy).
	polySites, lazy int
	// polyCalls counts the call sites compiled with more than one
	// callee (Stats.PolyCalls).
	polyCalls int
	// pools are the instance pools of the call_class sites, by pc, and
	// dunders the subscr_dunder sites: the call records of both name the
	// function they call (CREC_FN), which finishNative adopts.
	pools   map[int]*instancePool
	dunders map[int]bool
	// elided counts constant loads left out (elidedConst; Stats.ElidedConsts).
	elided int
	// resume[pc], when not 0, is where machine code is re-entered at pc:
	// a stub that fills the resident registers of pc's loop first.
	resume []int32
	// native[pc] says instruction pc has machine code: interp.Step stops
	// before it. never is all false (run a frame to its end in Step).
	native, never []bool
	globals       *rt.Dict
	// keep holds Go objects whose addresses the machine code embeds.
	keep []any
	// classes are the classes (and versions) the attribute stencils
	// guard; epoch is rt.ClassEpoch when they were last found unchanged.
	classes []classDep
	epoch   uint64
	// invalid: a class in classes changed; the code is freed, and frames
	// suspended in the unit's exit loop finish in the interpreter.
	invalid bool
	// mega[pc]: the attribute site's inline cache was full when compiled.
	mega      map[int]bool
	coldStart int // offset of the cold code (exits)
	entryOff  int
	// calls[pc]: instruction pc is a CALL that exits to the exit loop's
	// call path (not interp.Step).
	calls []bool
	// nativeCalls: the code has call_native sites (prepareNative).
	nativeCalls bool
	// stops are where Step hands back to machine code: native or calls.
	stops []bool
	b     *patch.Builder // until installed
	// fails counts guard-failure exits per instruction, and exits of
	// instructions that had never run when the unit was compiled (unseen).
	fails []int32
	// exitsAt counts the exits to interp.Step at each instruction (kept
	// across recompilations) for Stats.HotExits.
	exitsAt []int64
	// iterFb holds the feedback each FOR_ITER was compiled from.
	iterFb     map[int]uint32
	unseen     []bool
	recompiles int
	// globalRecompiles counts the recompiles beyond the budget that a
	// LOAD_GLOBAL's stale key versions made (maxGlobalRecompiles).
	globalRecompiles int
	// stress[pc] != 0 (Options.DeoptStress) makes instruction pc's stress
	// guard exit; the exit loop clears it.
	stress []byte
	// acc records how each instruction's code touches the frame (for
	// findRegions); regions are the loops with resident registers and
	// smap their exits' stackmap (nil without regions); size is the
	// code's length.
	acc     []access
	regions []*region
	// inRegion[pc]: instruction pc is in a loop with resident registers
	// (only its exits have stackmap records).
	inRegion []bool
	// heads[pc]: native[pc], and pc is outside every region or at a
	// region's head: where the interpreter hands back to machine code
	// after a failed fill.
	heads []bool
	// loopHeads[pc]: native[pc], and a back-edge jumps to pc: where the
	// interpreter hands back to machine code after it ran a safepoint that
	// Go code woke (see exitLoop).
	loopHeads []bool
	sites     []site
	smap      *frames.Map
	size      int
}

func install(in *interp.Interp, vm *rt.VM, opts Options) (*JIT, error) {
	j := &JIT{in: in, vm: vm, opts: opts, ctx: new(Ctx), pick: pickStencils(opts.Baseline),
		recompileAfter: DefaultRecompileAfter, maxRecompiles: DefaultMaxRecompiles}
	if opts.RecompileAfter > 0 {
		j.recompileAfter = int32(opts.RecompileAfter)
	}
	if opts.MaxRecompiles != 0 {
		j.maxRecompiles = max(opts.MaxRecompiles, 0)
	}
	j.moves = pickMoves(j.pick)
	j.numAdd, j.numSub, j.numMul = numSetOf(j.pick, "add"), numSetOf(j.pick, "sub"), numSetOf(j.pick, "mul")
	for op, name := range bitOps {
		j.byOp[op] = j.pick[name]
	}
	j.byOp[bytecode.JUMP_IF_FALSE], j.byOp[bytecode.JUMP_IF_TRUE], j.byOp[bytecode.JUMP_IF_NONE] =
		j.pick["jump_if_false"], j.pick["jump_if_true"], j.pick["jump_if_none"]
	for k, name := range cmpNames {
		j.cmp[k] = cmpForms{jf: j.pick[name+"_int_jf"], j: j.pick[name+"_int_j"], numJ: j.pick[name+"_num_j"],
			ints: j.pick[name+"_int"], floats: j.pick[name+"_float"]}
	}
	j.ctx.Fuel, j.fuelBase = fuelQuantum, fuelQuantum
	j.cstack = make([]uint64, maxNativeDepth*crecWords)
	j.ctx.CSBase = uintptr(unsafe.Pointer(unsafe.SliceData(j.cstack)))
	j.ctx.CSP = j.ctx.CSBase
	j.refuel()
	j.ctx.Objs = vm.ObjTableAddr()
	j.ctx.Tag = uint64(rt.SmallInt(0))
	j.ctx.Statics = rt.StaticTableAddr()
	j.itabRange = rt.ItabOf(&rt.RangeIter{})
	j.itabBound = rt.ItabOf(&rt.BoundMethod{})
	j.itabFunction = rt.ItabOf(&rt.Function{})
	j.itabInstance = rt.ItabOf(&rt.Instance{})
	j.itabListIter = rt.ItabOf(&rt.ListIter{})
	j.itabTupleIter = rt.ItabOf(&rt.TupleIter{})
	j.itabCell = rt.ItabOf(&rt.Cell{})
	j.itabComplex = rt.ItabOf(&rt.Complex{})
	j.itabStr = rt.ItabOf(&rt.Str{})
	j.seqTypes = map[uint32]seqType{
		bytecode.FbList:      {uint64(rt.ItabOf(&rt.List{})), classAddr(rt.ListType), "subscr_seq", "store_subscr_list"},
		bytecode.FbTuple:     {uint64(rt.ItabOf(&rt.Tuple{})), classAddr(rt.TupleType), "subscr_seq", ""},
		bytecode.FbBytes:     {uint64(rt.ItabOf(&rt.Bytes{})), classAddr(rt.BytesType), "subscr_bytes", ""},
		bytecode.FbByteArray: {uint64(rt.ItabOf(&rt.ByteArray{})), classAddr(rt.ByteArrayType), "subscr_bytes", "store_subscr_bytearray"},
		bytecode.FbStr:       {uint64(rt.ItabOf(&rt.Str{})), classAddr(rt.StrType), "subscr_str", ""},
	}
	switch opts.Mode {
	case "always":
		in.JITThreshold = 1
	default:
		t := opts.Threshold
		if t <= 0 {
			t = DefaultThreshold
		}
		in.JITThreshold = int32(t)
	}
	if opts.PerfMap {
		f, err := os.OpenFile(fmt.Sprintf("/tmp/perf-%d.map", os.Getpid()), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return nil, fmt.Errorf("jit: perf map: %w", err)
		}
		j.perf = f
	}
	in.Hook = j
	return j, nil
}

// Stats returns the tier's counters.
func (j *JIT) Stats() Stats {
	s := j.stats
	s.NativeCalls = j.ctx.NCalls
	s.Exits = map[string]int64{}
	for op, n := range j.steps {
		if n > 0 {
			s.Exits["step:"+bytecode.Opcode(op).String()] = n
		}
	}
	for k, n := range map[string]int64{"poll": j.polls, "return": j.rets, "call": j.calls, "resume": j.resumes, "yield": j.yields} {
		if n > 0 {
			s.Exits[k] = n
		}
	}
	for _, u := range j.units {
		for pc, n := range u.exitsAt {
			if n > 0 {
				s.HotExits = append(s.HotExits, ExitSite{Op: u.code.Instrs[pc].Op.String(), Func: u.code.Qualname,
					File: u.code.Filename, Line: int(u.code.Lines[pc].Line), PC: pc, Count: n})
			}
		}
	}
	slices.SortStableFunc(s.HotExits, func(a, b ExitSite) int { return cmp.Compare(b.Count, a.Count) })
	if len(s.HotExits) > hotExits {
		s.HotExits = s.HotExits[:hotExits]
	}
	return s
}

// Close frees every unit's machine code. The VM must not run afterwards.
func (j *JIT) Close() error {
	for _, u := range j.units {
		u.block.Free()
		j.publish(u.code, nil)
	}
	j.units = nil
	if j.perf != nil {
		j.perf.Close()
	}
	return j.arena.Close()
}

// Compile implements interp.Hook.
func (j *JIT) Compile(fr *interp.Frame) any {
	t0 := time.Now()
	u, err := j.compile(fr)
	j.stats.CompileTime += time.Since(t0)
	if err != nil || u == nil {
		j.stats.Declined++
		return nil
	}
	if fr.PC == 0 {
		j.stats.Functions++
	} else {
		j.stats.Loops++
	}
	j.units = append(j.units, u)
	j.publish(u.code, u)
	return u
}

// A guard that fails DefaultRecompileAfter times (Options.RecompileAfter)
// makes its unit recompile from the interpreter's newer feedback and
// caches, at most DefaultMaxRecompiles times (Options.MaxRecompiles).
const (
	DefaultRecompileAfter = 100
	DefaultMaxRecompiles  = 3
)

// maxGlobalRecompiles bounds the recompiles a unit may make, beyond
// Options.MaxRecompiles, when a LOAD_GLOBAL's guard keeps failing because
// its module or the builtins gained names since (a program that keeps
// adding globals must not recompile forever).
const maxGlobalRecompiles = 8

// recompile translates u's code again and swaps the new machine code in.
// Frames suspended in u's exit loops continue in the new code: they hold no
// address in the old code (machine code returns to the trampoline at every
// exit, and both versions share the frame layout), so the old code is
// freed at once.
func (j *JIT) recompile(fr *interp.Frame, u *unit) {
	t0 := time.Now()
	nu, err := j.compile(fr)
	j.stats.CompileTime += time.Since(t0)
	j.stats.Recompiles++
	u.recompiles++
	if err != nil || nu == nil {
		return
	}
	old := u.block
	recompiles, globalRecompiles, exitsAt := u.recompiles, u.globalRecompiles, u.exitsAt
	*u = *nu
	u.recompiles, u.globalRecompiles, u.exitsAt = recompiles, globalRecompiles, exitsAt
	j.publish(u.code, u)
	old.Free()
}

// Run implements interp.Hook: the exit loop.
func (j *JIT) Run(fr *interp.Frame, ua any) (rt.Value, error) {
	u := ua.(*unit)
	if fr.Globals != u.globals {
		// Compiled against other globals (exec with a new namespace).
		r, _, err := j.in.Step(fr, u.never, nil)
		return r, err
	}
	return j.run(fr, u, false, callResult{})
}

// run runs fr's exit loop (see exitLoop for pending and result).
func (j *JIT) run(fr *interp.Frame, u *unit, pending bool, result callResult) (rt.Value, error) {
	// The exit loop and interp.Step under it double the Go stack a
	// Python call takes (see rt.MaxDepth).
	j.vm.StackWeight += jitStackWeight
	if j.depth == 0 {
		j.refuel() // steps the interpreter charged since may shorten the fuel
	}
	j.depth++
	r, err := j.exitLoop(fr, u, pending, result)
	j.vm.StackWeight -= jitStackWeight
	if j.depth--; j.depth == 0 {
		// Back to Go's caller: settle the steps machine code took.
		if e := j.refuel(); e != nil && err == nil {
			err = e
		}
	}
	return r, err
}

// refuel charges the fuel machine code has burnt since the last refuel
// as steps (rt.VM.Steps: a back-edge burns its loop's length, an entry
// one) and gives it a quantum more, or only what is left under the VM's
// step limit, so that the limit stops machine code within one iteration.
func (j *JIT) refuel() error {
	ctx := j.ctx
	err := j.vm.ChargeSteps(j.fuelBase - ctx.Fuel)
	f := int64(fuelQuantum)
	if m := j.vm.MaxSteps; m > 0 {
		f = min(f, max(m-j.vm.Steps, 1))
	}
	if j.vm.Heap().Stress {
		// -X gc-stress: every back-edge and entry exits to the safepoint,
		// so that machine code collects wherever the interpreter does.
		f = 1
	}
	ctx.Fuel, j.fuelBase = f, f
	return err
}

// callResult is what a call made natively returned (or raised), once the
// exit loops of the frames it made (see finishNative) have finished them
// (ok: there is one).
type callResult struct {
	v   rt.Value
	err error
	ok  bool
}

// exitLoop enters u's machine code for fr and serves its exits until the
// frame returns or raises. With pending, fr's machine code has already
// exited (a frame finishNative set up: the exit is in the Ctx); with
// result, fr is at a call machine code made natively, which has returned.
func (j *JIT) exitLoop(fr *interp.Frame, u *unit, pending bool, result callResult) (rt.Value, error) {
	ctx := j.ctx
	addr := u.entry
	if fr.PC != 0 {
		addr = u.addr(fr.PC)
	}
	if result.ok {
		ctx.Exit, ctx.PC, pending = ExitCall, uint32(fr.PC), true
	}
	callAt := -1 // a call to make next, instead of entering at addr
	for {
		switch {
		case pending:
			pending = false
		case u.classes != nil && rt.ClassEpoch.Load() != u.epoch:
			j.revalidate(u)
			fallthrough
		default:
			if u.invalid {
				// Deoptimised for good: the rest of the frame runs in the
				// interpreter (fr.PC is where machine code would resume).
				r, _, err := j.in.Step(fr, u.never, nil)
				return r, err
			}
			if callAt >= 0 {
				// A call's machine code would only exit to make it (calls
				// are never in regions: nothing to fill or spill): make it
				// without the round trip.
				ctx.Exit, ctx.PC, callAt = ExitCall, uint32(callAt), -1
				break
			}
			if j.vm.Woken() && !j.vm.Heap().Stress {
				// Go code has woken the safepoint since machine code last
				// ran (a collection came due in an exit, sys.settrace)
				// and machine code polls only its fuel: run the safepoint
				// where the interpreter runs it. At the function's entry,
				// that is here; elsewhere, at the next back-edge, so the
				// interpreter runs up to the next loop head.
				if addr == u.entry {
					ctx.Fuel-- // the step entry_poll charges
					raise := j.vm.Safepoint()
					r, done, err := j.in.Step(fr, u.stops, raise)
					if done {
						return r, err
					}
				} else if r, done, err := j.in.Step(fr, u.loopHeads, nil); done {
					return r, err
				}
				addr, callAt = j.afterStep(fr, u)
				continue
			}
			ctx.Regs = uintptr(unsafe.Pointer(unsafe.SliceData(fr.Regs)))
			if ctx.CSP = ctx.CSBase; u.nativeCalls {
				j.prepareNative()
			}
			j.stats.Enters++
			enter(ctx, addr)
			for ctx.CSP != ctx.CSBase && ctx.Exit == ExitCall && !j.vm.Woken() {
				// A frame machine code called exited to call a math
				// function: make the call and go on where it stopped,
				// with the native frames as they are.
				a, ok := j.leafCall(fr, u)
				if !ok {
					break
				}
				j.stats.Enters++
				enter(ctx, a)
			}
			if ctx.CSP != ctx.CSBase {
				// The exit was taken in a frame that machine code called:
				// finish those frames in Go, then go on after fr's call.
				v, err := j.finishNative(fr, u)
				result = callResult{v, err, true}
				ctx.Exit, ctx.PC = ExitCall, uint32(fr.PC)
			}
		}
		stop, fillFailed := u.stops, false
		if u.inRegion != nil && (u.inRegion[ctx.PC] || ctx.Exit == ExitResume) {
			found, err := j.restore(u, fr)
			if err != nil {
				return rt.None, err
			}
			if !found && ctx.Exit == ExitStep {
				// A fill found a type the loop was not compiled for
				// (the only exit in a loop without a stackmap record).
				// Resuming at the next instruction would fill again and
				// fail again: run to the loop's head, which fails once per
				// iteration, where a recompilation can fix it.
				stop, fillFailed = u.heads, true
			}
		}
		pc := int(ctx.PC)
		fr.PC = pc
		var raise error
		switch ctx.Exit {
		case ExitReturn:
			j.rets++
			return fr.Regs[ctx.Ret], nil
		case ExitYield:
			j.yields++
			if s := j.in.YieldSink(fr); s != nil && !j.in.Tracing() && s.Take(fr.Regs[ctx.Ret]) {
				// A consumer draining the generator (list(), tuple()...)
				// took the value, running no Python code: go on as the
				// resumption by next() would, with None sent.
				j.stats.Drained++
				fr.Regs[u.code.Instrs[pc].A] = rt.None
				j.vm.Heap().DropPins()
				addr = u.addr(pc + 1)
				continue
			}
			// The generator suspends here; its resumption stores what
			// was sent and enters again after the YIELD (interp's run).
			j.in.Suspend(fr)
			return fr.Regs[ctx.Ret], nil
		case ExitCall:
			in := u.code.Instrs[pc]
			regs := fr.Regs
			var v rt.Value
			var err error
			if result.ok {
				v, err, result = result.v, result.err, callResult{}
			} else {
				j.calls++
				first, end := callArgs(in, regs)
				v, err = j.callFromExit(regs[in.B], regs[first:end:end])
			}
			if err == nil {
				regs[in.A] = v
				fr.PC = pc + 1
				// An instruction boundary with every live value in a
				// frame: forget the values the call's code pinned, as the
				// callee's own safepoints would have. Machine code's
				// back-edges do not drop pins (only polls that exit do),
				// so without this a loop of calls pins every object it
				// allocates, and a collection inside a nested Go-to-Python
				// call (which keeps the outer pins) finds them all alive.
				j.vm.Heap().DropPins()
				// The interpreter runs a safepoint after a call only when
				// the call asked for a collection (gc.collect()); so must
				// this path, or a heap-limit MemoryError (raised at the
				// first safepoint after the limit trips) would be raised
				// at another instruction than in the interpreter.
				if j.vm.Heap().Requested() {
					if err := j.vm.Safepoint(); err != nil {
						raise = err // at the next instruction, like the interpreter's
						break
					}
				}
				// A traced frame (the call may have turned tracing on)
				// continues in the interpreter, which reports its lines.
				if u.stops[pc+1] && !j.in.Traced(fr) {
					if u.calls[pc+1] {
						callAt = pc + 1
					} else {
						addr = u.addr(pc + 1)
					}
					continue
				}
			} else {
				raise = err
			}
		case ExitResume:
			// A branch left a loop whose complex residents restore has
			// just allocated, or box_c01 found the complex pool empty or
			// range_iter1/2 the range iterator pool (the instruction starts
			// again): go on in machine code. Only the pool the instruction
			// takes from is refilled: range_iter1/2 are CALLs, box_c01
			// boxes complex arithmetic, so a program that uses one pool
			// never allocates the other.
			j.resumes++
			if p := u.pools[pc]; p != nil {
				if p.left == 0 {
					j.refillInstances(p)
				}
			} else if u.code.Instrs[pc].Op == bytecode.CALL {
				if j.ctx.RPoolN == 0 {
					j.refillRanges()
				}
			} else if j.ctx.CPoolN == 0 {
				j.refillPool()
			}
			addr = u.addr(pc)
			continue
		case ExitInit:
			// call_class's __init__ returned something else than None.
			_, raise = j.constructed(rt.Unbound, rt.Value(ctx.Ret), nil)
		case ExitPoll:
			// The fuel ran out (machine code polls nothing else).
			j.polls++
			raise = j.refuel()
			runtime.Gosched()
			// A back-edge's poll is served by the interpreter's own
			// safepoint when Step runs the jump; the entry poll's is
			// served here, at the function's entry, where the interpreter
			// has its safepoint.
			if pc == 0 && raise == nil && u.code.Instrs[0].Op != bytecode.JUMP {
				raise = j.vm.Safepoint()
			}
		default:
			op := u.code.Instrs[pc].Op
			j.steps[op]++
			u.exitsAt[pc]++
			if u.stress != nil {
				u.stress[pc] = 0 // deopt stress: once is enough
			}
			if (u.native[pc] || u.unseen[pc]) && !u.mega[pc] && (op != bytecode.FOR_ITER || u.code.Feedback[pc].Types != u.iterFb[pc] || fillFailed) {
				// A guard or a fill failed, or an instruction that had
				// not run when the unit was compiled now runs often:
				// compile it from what it saw. (FOR_ITER exits at every
				// loop end; it counts only once the iterators it has seen
				// differ from those it was compiled for, or when its
				// loop's fills fail.)
				if u.fails[pc]++; u.fails[pc] == j.recompileAfter && !u.invalid {
					switch {
					case u.recompiles < j.maxRecompiles:
						j.recompile(fr, u)
					case op == bytecode.LOAD_GLOBAL && j.maxRecompiles > 0 && u.globalRecompiles < maxGlobalRecompiles:
						// A global's guard holds its dicts' key versions,
						// which change whenever a module gains a name:
						// module code that defines names after the first
						// calls (a benchmark driver) used up the budget
						// with them, and the guard then failed forever
						// (bm_chaos: 1.7M exits). The interpreter's cache
						// is current again, so a recompile mends it.
						u.globalRecompiles++
						j.recompile(fr, u)
					}
				}
			}
		}
		// Run the exiting instruction (a poll exit's jump runs the
		// interpreter's safepoint) and what follows until machine code;
		// or raise a call's exception at the call.
		r, done, err := j.in.Step(fr, stop, raise)
		if done {
			return r, err
		}
		addr, callAt = j.afterStep(fr, u)
	}
}

// afterStep says where fr's exit loop goes on once interp.Step has run it
// up to an instruction with machine code: the call to make there (callAt,
// for a call that exits to make it), or the machine code to enter (addr).
// Back at an instruction boundary, it forgets what the interpreter pinned
// meanwhile, as after a call.
func (j *JIT) afterStep(fr *interp.Frame, u *unit) (addr uintptr, callAt int) {
	j.vm.Heap().DropPins()
	if u.calls[fr.PC] && !j.in.Traced(fr) {
		return 0, fr.PC
	}
	return u.addr(fr.PC), -1
}

// prepareNative sets the Ctx up for native calls before machine code
// that makes them is entered (with no call records yet, Ctx.CSP ==
// Ctx.CSBase): the VM stack's free space, and how deep
// native calls may go. Each native frame becomes an interpreter frame
// and an exit loop when finishNative finishes it, so the depth left is
// bounded by the recursion limit and by the Go stack that rt.MaxDepth
// allows (vm.Depth counts a frame, vm.StackWeight its exit loop). While
// a tracer is set, frames run in the interpreter only: no native calls.
func (j *JIT) prepareNative() {
	ctx := j.ctx
	ctx.STop, ctx.SEnd = j.in.StackFree()
	n := 0
	if !j.in.Tracing() {
		vm := j.vm
		n = min(vm.RecursionLimit-vm.Depth, (rt.MaxDepth-vm.Depth-vm.StackWeight)/(1+jitStackWeight)) - 1
		n = min(max(n, 0), maxNativeDepth)
	}
	ctx.CSLimit = ctx.CSBase + uintptr(n*crecWords*8)
}

// finishNative runs to their ends the frames that machine code called
// natively (call_native) from fr's call, when an exit was taken in the
// innermost of them: it makes an interpreter frame of each, outermost
// first (interp.AdoptCompiled: their registers are already in place, and
// every caller is at its call, where its values are in their slots), runs
// the innermost's exit loop from the exit it took, then each caller's from
// its call, with the result. It returns what fr's call returned; fr.PC is
// the call.
func (j *JIT) finishNative(fr *interp.Frame, u *unit) (rt.Value, error) {
	ctx := j.ctx
	n := int(ctx.CSP-ctx.CSBase) / (crecWords * 8)
	// The records, copied: the exit loops below enter machine code again,
	// which makes calls of its own over them. (Most exits are one call
	// deep: small chains live on the Go stack.)
	var recBuf [4 * crecWords]uint64
	var frBuf [5]*interp.Frame
	var unitBuf [5]*unit
	recs, frs, units := recBuf[:0], frBuf[:], unitBuf[:]
	if n > 4 {
		recs, frs, units = nil, make([]*interp.Frame, n+1), make([]*unit, n+1)
	}
	recs = append(recs, j.cstack[:n*crecWords]...)
	frs[0], units[0] = fr, u
	for i := range n {
		caller := frs[i]
		caller.PC = int(recs[i*crecWords+crecPC])
		regs := ctx.Regs // the innermost's (the enter trampoline saved R13)
		if i+1 < n {
			regs = uintptr(recs[(i+1)*crecWords+crecRegs])
		}
		f := units[i].callee(caller.Code, caller.Regs, recs[i*crecWords:(i+1)*crecWords])
		cf, cu := j.in.AdoptCompiled(f, regs)
		frs[i+1], units[i+1] = cf, cu.(*unit)
	}
	j.stats.NativeFinished += int64(n)
	v, err := j.run(frs[n], units[n], true, callResult{})
	for i := n; i >= 1; i-- {
		v, err = j.in.LeaveCompiled(frs[i], v, err)
		if units[i-1].pools[frs[i-1].PC] != nil {
			v, err = j.constructed(rt.Value(recs[(i-1)*crecWords+crecNew]), v, err)
		}
		if i > 1 {
			v, err = j.run(frs[i-1], units[i-1], false, callResult{v, err, true})
		}
	}
	return v, err
}

// leafCall serves a call exit taken in a frame that machine code called
// natively, without finishing those frames (finishNative), when the
// callee is a function of the math module and every argument an unboxed
// number: such a call runs no Python code and looks at no frame, so Go
// needs none of the native frames to exist. It finds the innermost frame
// from the call records (each callee is its caller's r[B], or the
// function a record names), makes the call into the frame's registers
// and returns where the frame's machine code goes on. It returns false,
// having written nothing, when that does not hold, or when the call raised
// or asked for a collection: finishNative then makes the call again (a
// math function of numbers has no side effects), with the frames Go
// needs.
func (j *JIT) leafCall(fr *interp.Frame, u *unit) (uintptr, bool) {
	ctx := j.ctx
	n := int(ctx.CSP-ctx.CSBase) / (crecWords * 8)
	code, cu, regs := fr.Code, u, fr.Regs
	for i := range n {
		rec := j.cstack[i*crecWords : (i+1)*crecWords]
		if i > 0 {
			if regs = j.in.NativeRegs(uintptr(rec[crecRegs]), code.NRegs); regs == nil {
				return 0, false
			}
		}
		fn, ok := j.vm.Get(cu.callee(code, regs, rec)).(*rt.Function)
		if !ok {
			return 0, false
		}
		code = fn.Code
		if cu, ok = j.in.Compiled(code).(*unit); !ok {
			return 0, false
		}
	}
	pc := int(ctx.PC)
	in := code.Instrs[pc]
	if regs = j.in.NativeRegs(ctx.Regs, code.NRegs); regs == nil {
		return 0, false
	}
	if in.Op != bytecode.CALL && in.Op != bytecode.CALL_METHOD {
		return 0, false
	}
	first, end := callArgs(in, regs)
	if in.Op == bytecode.CALL_METHOD && first == in.B+1 {
		return 0, false // a bound self: a method
	}
	f := regs[in.B]
	if !f.IsHandle() {
		return 0, false
	}
	bf, ok := j.vm.Get(f).(*rt.BuiltinFunction)
	if !ok || bf.Module != "math" || bf.Self != rt.Unbound {
		return 0, false
	}
	args := regs[first:end:end]
	for _, a := range args {
		if a.IsHandle() {
			return 0, false // an object's __float__ or __index__ could run
		}
	}
	v, err := bf.Fn(j.vm, args, nil)
	if err != nil || j.vm.Heap().Requested() {
		return 0, false
	}
	regs[in.A] = v
	j.vm.Heap().DropPins() // an instruction boundary, as after any call
	j.calls++
	j.stats.LeafCalls++
	return cu.addr(pc + 1), true
}

// callArgs returns where the arguments of the CALL or CALL_METHOD in lie
// in regs: r[first:end], a CALL_METHOD's bound self first.
func callArgs(in bytecode.Instr, regs []rt.Value) (first, end int32) {
	if in.Op == bytecode.CALL {
		return in.B + 1, in.B + 1 + in.C
	}
	if regs[in.B+1] != rt.Unbound {
		return in.B + 1, in.B + 2 + in.C // the bound self is the first argument
	}
	return in.B + 2, in.B + 2 + in.C
}

// callee returns the function that the call record rec of a frame of u's
// code (with registers regs) called natively: the call's r[B], or for a
// construction (call_class: r[B] is the class) or a subscript
// (subscr_dunder: r[B] is the instance) the function the record names.
func (u *unit) callee(code *bytecode.Code, regs []rt.Value, rec []uint64) rt.Value {
	pc := int(rec[crecPC])
	if u.pools[pc] != nil || u.dunders[pc] {
		return rt.Value(rec[crecFn])
	}
	return regs[code.Instrs[pc].B]
}

// constructed is the result of a construction whose __init__ returned v
// or raised err: the instance obj, or err, or the TypeError for an
// __init__ that returned something else than None (as VM.Call does).
func (j *JIT) constructed(obj, v rt.Value, err error) (rt.Value, error) {
	switch {
	case err != nil:
		return rt.Unbound, err
	case v != rt.None:
		return rt.Unbound, j.vm.TypeError("__init__() should return None, not '%s'", j.vm.TypeName(v))
	}
	return obj, nil
}

// revalidate runs when rt.ClassEpoch moved since u last looked: if a class
// u's attribute stencils guard has changed, u is invalidated. Its code is
// freed at once: no frame can return into it, because machine code
// returns to the enter trampoline at every exit and a frame suspended in
// u's exit loop checks u.invalid before it enters again. New calls find
// the code uncompiled and run in the interpreter until it is hot again.
func (j *JIT) revalidate(u *unit) {
	u.epoch = rt.ClassEpoch.Load()
	if j.invalidated[u.code] >= j.maxRecompiles {
		u.classes = nil // left to the guards
		return
	}
	for _, d := range u.classes {
		if d.cls.Version != d.ver {
			u.invalid = true
			j.publish(u.code, nil)
			u.block.Free()
			j.in.Uncompile(u.code, u)
			j.stats.Invalidated++
			if j.invalidated == nil {
				j.invalidated = map[*bytecode.Code]int{}
			}
			j.invalidated[u.code]++
			if i := slices.Index(j.units, u); i >= 0 {
				j.units = slices.Delete(j.units, i, i+1)
			}
			return
		}
	}
}

// callFromExit makes the call f(args...) that an ExitCall left to Go,
// looking f up once: a compiled plain function goes straight into its
// exit loop, a plain class is constructed with its compiled __init__ (see
// construct), a builtin function is called directly, and anything else
// the interpreter's way.
func (j *JIT) callFromExit(f rt.Value, args []rt.Value) (rt.Value, error) {
	if f.IsHandle() {
		switch o := j.vm.Get(f).(type) {
		case *rt.Function:
			if cf, cu, ok := j.in.EnterCompiledFunc(o, args); ok {
				j.stats.DirectCalls++
				v, err := j.Run(cf, cu)
				return j.in.LeaveCompiled(cf, v, err)
			}
		case *rt.Class:
			if obj, err, ok := j.construct(o, args); ok {
				return obj, err
			}
		case *rt.BuiltinFunction:
			if o.Self == rt.Unbound {
				return o.Fn(j.vm, args, nil)
			}
		}
	}
	return j.in.CallValue(f, args)
}

// construct makes an instance of a plain class c whose __init__ is a
// compiled plain function (rt.VM.PlainInit), calling __init__ directly
// (interp.EnterCompiled); ok is false when that is not the whole of
// calling c, and nothing has happened then. Otherwise it returns the
// instance, or the error __init__ raised, or the TypeError for an
// __init__ that returned something else than None, as VM.Call does.
func (j *JIT) construct(c *rt.Class, args []rt.Value) (obj rt.Value, err error, ok bool) {
	if len(args) >= 8 {
		return rt.Unbound, nil, false
	}
	initf, plain := j.vm.PlainInit(c)
	if !plain {
		return rt.Unbound, nil, false
	}
	var w [8]rt.Value
	w[0] = rt.None // self, once the frame is known to be set up
	copy(w[1:], args)
	cf, cu, entered := j.in.EnterCompiled(initf, w[:len(args)+1])
	if !entered {
		return rt.Unbound, nil, false
	}
	obj = j.vm.NewInstance(c)
	cf.Regs[0] = obj
	j.stats.DirectCalls++
	r, err := j.Run(cf, cu)
	r, err = j.in.LeaveCompiled(cf, r, err)
	obj, err = j.constructed(obj, r, err)
	return obj, err, true
}

// addr returns the address of instruction pc's machine code (every
// instruction has some: its stencil or its exit).
func (u *unit) addr(pc int) uintptr {
	if u.resume != nil && u.resume[pc] != 0 {
		return u.base + uintptr(u.resume[pc]) // fill the residents first
	}
	return u.base + uintptr(u.offsets[pc])
}

// minRun is the shortest run of machine code worth its entry and exit: a
// trip through the exit loop and interp.Step costs about as much as
// interpreting a handful of instructions, so shorter runs between
// interpreted instructions run faster in the interpreter.
const minRun = 3

// compile translates fr.Code into a unit. A first translation finds which
// instructions get machine code; runs of them too short to pay for their
// exits (see minRun) are then left to the interpreter, and code with no
// machine code left is declined.
func (j *JIT) compile(fr *interp.Frame) (*unit, error) {
	code := fr.Code
	n := len(code.Instrs)
	if n == 0 || code.NRegs == 0 {
		return nil, nil
	}
	if code.Flags&bytecode.FlagGenerator != 0 {
		// A generator's YIELDs exit (the interpreter suspends the frame,
		// and its resumption enters machine code again after the YIELD);
		// YIELD_FROM, whose resumption runs the instruction again with
		// what was sent, is left to the interpreter.
		for _, in := range code.Instrs {
			if in.Op == bytecode.YIELD_FROM {
				return nil, nil
			}
		}
	}
	j.lv.compute(code)
	// A first translation, without machine code, finds which
	// instructions get stencils and how they touch their registers.
	dry := j.translate(fr, nil, nil, true)
	// Calls and never-run instructions exit without ending a run: calls
	// resume machine code directly (or are made by it), and the others
	// hardly ever run.
	through := make([]bool, n)
	for pc := range through {
		op := code.Instrs[pc].Op
		through[pc] = dry.calls[pc] || dry.acc[pc].lazy || dry.native[pc] && (op == bytecode.CALL || op == bytecode.CALL_METHOD)
	}
	demote := shortRuns(code, dry.native, through)
	worth := false
	for pc, nat := range dry.native {
		op := code.Instrs[pc].Op
		// A loop's back-edge alone is worth it (a busy loop then polls
		// in machine code); other jumps, returns and no-ops are not.
		if nat && (demote == nil || !demote[pc]) &&
			(op != bytecode.NOP && op != bytecode.EXTRA && op != bytecode.RETURN && op != bytecode.JUMP ||
				op == bytecode.JUMP && int(code.Instrs[pc].A) <= pc) {
			worth = true
			break
		}
	}
	if !worth {
		return nil, nil
	}
	var regions []*region
	if !j.opts.NoResidents {
		// The loops to keep registers in, as the final translation will
		// have it: demoted instructions exit.
		for pc, d := range demote {
			if d {
				dry.acc[pc].native = false
			}
		}
		regions = findRegions(&j.lv, dry.acc, fr.Regs)
	}
	u := j.translate(fr, demote, regions, false)
	return u, j.install(u)
}

// shortRuns marks the instructions of native runs that are neither
// minRun long nor a whole loop nor entered by a native branch (which
// reaches them without an entry), by a call (pc 0) or from a fast step.
// A run is straight-line code: it ends at an instruction that exits to
// interp.Step and after a jump or return. The instructions in through (call exits,
// which resume machine code directly, and never-run side exits) do not
// break runs, but neither they nor jumps and returns count towards the
// length.
func shortRuns(code *bytecode.Code, native, through []bool) []bool {
	var demote []bool
	ins := code.Instrs
	// A run that a native branch or jump leads to is entered without an
	// entry's cost: it stays, however short.
	reached := make([]bool, len(ins)+1)
	// A call enters at pc 0 whether or not its first run is short: a
	// small function (self.v = v; return) still runs without an exit.
	reached[0] = true
	for pc, in := range ins {
		if !native[pc] {
			continue
		}
		switch in.Op {
		case bytecode.JUMP:
			reached[in.A] = true
		case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_NONE:
			reached[in.B] = true
		case bytecode.FOR_ITER:
			reached[in.C] = true
		}
	}
	for start := 0; start < len(ins); {
		if !native[start] && !through[start] {
			start++
			continue
		}
		end, count, loop := start, 0, false
		for end < len(ins) && (native[end] || through[end]) {
			op := ins[end].Op
			switch {
			case op == bytecode.JUMP && int(ins[end].A) >= start && int(ins[end].A) <= end:
				loop = true
			case !native[end], op == bytecode.NOP, op == bytecode.EXTRA, op == bytecode.JUMP, op == bytecode.RETURN:
			default:
				count++
			}
			end++
			if op == bytecode.JUMP || op == bytecode.RETURN {
				break // no fall-through: the next instruction starts another run
			}
		}
		// A native branch goes into the run, or the instruction before it
		// exits to a step that interp.Step runs without the interpreter's
		// setup and then returns straight to the run (interp.FastStep):
		// leaving the run to the interpreter would cost that setup.
		entered := start > 0 && !native[start-1] && !through[start-1] && interp.FastStep(ins[start-1].Op)
		for pc := start; pc < end; pc++ {
			entered = entered || reached[pc]
		}
		if count < minRun && !loop && !entered {
			if demote == nil {
				demote = make([]bool, len(ins))
			}
			for pc := start; pc < end; pc++ {
				// Returns and calls exit anyway, more cheaply than a step;
				// a jump costs nothing when its target has machine code
				// (and polls at back-edges), and exits once when not.
				if op := ins[pc].Op; op != bytecode.RETURN && op != bytecode.JUMP && !through[pc] {
					demote[pc] = true
				}
			}
		}
		start = end
	}
	return demote
}

// stub is an exit in the cold code of a unit being translated.
type stub struct {
	label  patch.Label
	pc     int
	poll   bool
	r      *region // residents live at the exit
	resume bool    // exit_resume: machine code goes on at pc
	call   bool    // exit_call: the exit loop makes the call at pc
}

// undoStub is cold code that takes an int resident back to its value
// before an in-place add overflowed (p, which goes on to the
// instruction's exit), bound at label.
type undoStub struct {
	label patch.Label
	p     piece
}

// deferred is an instruction whose code is only reached by resuming there
// (the branch of a fused compare-and-branch): it goes after the hot code.
type deferred struct {
	pc    int
	s     *stencils.Stencil
	v     patch.Values
	split bool
	r     *region
	emit  func() // instead of s: emits the code itself
}

// translate builds the machine code of fr.Code (not yet installed);
// instructions marked in demote always exit.
func (j *JIT) translate(fr *interp.Frame, demote []bool, regions []*region, dry bool) *unit {
	code := fr.Code
	lv := &j.lv
	ins := code.Instrs
	n := len(ins)
	var u *unit
	if dry {
		// The dry unit lives until the final translation: its memory
		// serves the next compile's.
		d := &j.scratch.dry
		*d = unit{offsets: fill(d.offsets, n, 0), native: fill(d.native, n, false), never: fill(d.never, n, false),
			calls: fill(d.calls, n, false), unseen: fill(d.unseen, n, false), fails: fill(d.fails, n, 0),
			exitsAt: fill(d.exitsAt, n, 0), acc: fill(d.acc, n, access{}), keep: d.keep[:0], classes: d.classes[:0]}
		u = d
	} else {
		// acc is only read from the dry unit: the final one's is scratch.
		u = &unit{offsets: make([]int32, n), native: make([]bool, n), never: make([]bool, n),
			calls: make([]bool, n), unseen: make([]bool, n), fails: make([]int32, n), exitsAt: make([]int64, n),
			acc: fill(j.scratch.acc, n, access{})}
		j.scratch.acc = u.acc
		defer func() { u.acc = nil }()
	}
	u.epoch, u.code, u.globals, u.regions = rt.ClassEpoch.Load(), code, fr.Globals, regions
	// Residency: the region each instruction is in, the label of each
	// region's body (after its fills) and the cold stubs that spill
	// before a branch leaves a region.
	regionOf := fill(j.scratch.regionOf, n, nil)
	j.scratch.regionOf = regionOf
	if regions != nil {
		u.inRegion = make([]bool, n)
	}
	for _, r := range regions {
		for pc := r.start; pc <= r.end; pc++ {
			regionOf[pc], u.inRegion[pc] = r, true
		}
	}
	bodies := map[*region]patch.Label{}
	type leave struct {
		r  *region
		to int
	}
	leaves := map[leave]patch.Label{}
	var leaveOrder []leave
	var sites []site
	// konstAt[pc] is the constant register of instruction pc whose load
	// was elided (elidedConst), for the records of pc's exits.
	var konstAt map[int]frames.Loc
	var cur *region // the region being emitted (its body), or nil
	consts := fr.Consts()
	targets := jumpTargets(code)
	var dead []bool
	if j.opts.Mode != "always" {
		dead = neverRan(fr, targets)
	}
	if j.opts.DeoptStress {
		u.stress = bytes.Repeat([]byte{1}, n)
	}

	// One builder for each kind of translation, reused: compiling is
	// sequential, and install copies the code out before the next.
	b := &j.builders[0]
	if dry {
		b = &j.builders[1]
	}
	b.Reset(dry)
	// Typical units: about 250 bytes of code (hot and cold), 3 fixups and
	// 5 labels per instruction.
	b.Reserve(256*n, 4*n, 6*n)
	labels := fill(j.scratch.labels, n, patch.NoLabel)
	j.scratch.labels = labels
	for i := range labels {
		labels[i] = b.NewLabel()
	}
	cold := j.scratch.cold[:0]
	defer func() { clear(cold); j.scratch.cold = cold[:0] }()
	clear(j.scratch.undos) // none left by a translation that stopped early
	j.scratch.undos = j.scratch.undos[:0]
	exitFor := func(pc int) patch.Label {
		l := b.NewLabel()
		cold = append(cold, stub{l, pc, false, cur, false, false})
		return l
	}
	// callExitFor is where call_native goes when it does not make the
	// call: the exit loop makes it.
	callExitFor := func(pc int) patch.Label {
		l := b.NewLabel()
		cold = append(cold, stub{l, pc, false, cur, false, true})
		return l
	}
	// fillExitFor is where a failed fill (fill_iter, or a float
	// resident's fill that finds no float) entering or resuming a region
	// at pc goes: the frame's slots are all up to date there, so the exit
	// has no stackmap record and writes nothing back. Like a failed
	// guard, it counts towards recompiling the unit.
	fillExitFor := func(r *region, pc int) patch.Label {
		if r.iter < 0 && len(r.xslots) == 0 && len(r.cslots) == 0 && !r.anyInt() {
			return patch.NoLabel // nothing to fill can fail
		}
		l := b.NewLabel()
		cold = append(cold, stub{l, pc, false, nil, false, false})
		return l
	}
	pollFor := func(pc int) patch.Label {
		l := b.NewLabel()
		cold = append(cold, stub{l, pc, true, cur, false, false})
		return l
	}
	// refillFor is where box_c01 goes when the complex pool is empty (and
	// range_iter1/2 when the range iterator pool is): the exit loop refills
	// it and machine code starts instruction pc again.
	refillFor := func(pc int) patch.Label {
		l := b.NewLabel()
		cold = append(cold, stub{l, pc, false, cur, true, false})
		return l
	}
	// tgt is the label a branch from the current instruction to pc takes:
	// inside a region, the loop head's body (its fills are for entering
	// from outside) or a stub that spills the residents on the way out.
	tgt := func(pc int) patch.Label {
		switch {
		case cur == nil:
			return labels[pc]
		case pc == cur.start:
			return bodies[cur]
		case cur.contains(pc):
			return labels[pc]
		}
		k := leave{cur, pc}
		l, ok := leaves[k]
		if !ok {
			l = b.NewLabel()
			leaves[k] = l
			leaveOrder = append(leaveOrder, k)
		}
		return l
	}
	// inlineExit records the stackmap site of an exit stencil emitted
	// in the hot code now (after writing a resident iterator back).
	inlineExit := func(pc int, kind frames.Kind) {
		j.emitSpillIter(b, cur)
		if cur != nil {
			l := b.NewLabel()
			b.Bind(l)
			sites = append(sites, site{l, pc, kind, cur, konstAt[pc]})
		}
	}
	// Instructions whose code is only reached by resuming there (the
	// branch of a fused compare-and-branch) go after the hot code.
	resumeOnly := j.scratch.resumeOnly[:0]
	defer func() { clear(resumeOnly); j.scratch.resumeOnly = resumeOnly[:0] }()

	entry := b.NewLabel()
	b.Bind(entry)
	b.Emit(j.moves.entryPoll, &patch.Values{Next: labels[0], Poll: pollFor(0)})

	for pc := 0; pc < n; pc++ {
		in := ins[pc]
		b.Bind(labels[pc])
		cur = regionOf[pc]
		if cur != nil && pc == cur.start {
			// Entering the loop from outside: load the residents.
			j.emitResidents(b, "fill_", cur, pc, patch.NoLabel, fillExitFor(cur, pc))
			body := b.NewLabel()
			b.Bind(body)
			bodies[cur] = body
		}
		v := patch.Values{A: in.A, B: in.B, C: in.C, PC: uint32(pc)}
		if pc+1 < n {
			v.Next = labels[pc+1]
		}
		fb := code.Feedback[pc].Types
		var s *stencils.Stencil
		if u.stress != nil && in.Op != bytecode.NOP && in.Op != bytecode.EXTRA && in.Op != bytecode.JUMP && in.Op != bytecode.RETURN {
			// Deopt stress: leave here the first time, then run on.
			gv := patch.Values{K64: uint64(uintptr(unsafe.Pointer(&u.stress[pc]))), Exit: exitFor(pc), Next: b.NewLabel()}
			b.Emit(j.pick["stress_guard"], &gv)
			b.Bind(gv.Next)
		}
		if demote != nil && demote[pc] {
			inlineExit(pc, frames.Guard)
			b.Emit(j.moves.exitStep, &v)
			continue
		}
		if dead != nil && dead[pc] && in.Op != bytecode.NOP && in.Op != bytecode.EXTRA {
			// Never ran: a side exit, until it runs often enough to be
			// compiled from what it saw (u.unseen counts its exits). Mode
			// always compiles before anything ran, and keeps stencils.
			u.unseen[pc] = true
			u.lazy++
			u.acc[pc].lazy = true
			inlineExit(pc, frames.Guard)
			b.Emit(j.moves.exitStep, &v)
			continue
		}
		if q, rpc := passComplex(&j.lv, targets, dead, pc); q > 0 {
			// A complex temporary that only a later complex operation q
			// reads, as its first operand, with nothing but constant
			// loads between: it stays in X0:X1 and never gets a
			// register. Exits of q resume at pc (the temporary is dead
			// there), or at the constant load before it when a load
			// between overwrites an operand of pc; the constant loads
			// and q keep code of their own for resuming at them.
			next := ins[q]
			for p := pc; p <= q; p++ {
				u.native[p] = true
			}
			u.acc[pc] = access{native: true, complex: true, cpass: true, ghost: in.A + 1, form: split{b: true, c: true}}
			u.acc[q] = access{native: true, complex: true, ghost: in.A + 1, form: split{c: true, a: true}}
			kvs := make([]patch.Values, 0, q-pc-1)
			for p := pc + 1; p < q; p++ {
				k := consts[ins[p].B]
				u.acc[p] = access{native: true, form: split{a: true}, fresult: k.IsFloat(), iresult: k.IsSmallInt()}
				kvs = append(kvs, patch.Values{A: ins[p].A, K64: uint64(k)})
			}
			if dry {
				b.Emit(j.moves.exitStep, &v)
				pc = q
				continue
			}
			// The constant loads kvs (from some on), each falling through.
			emitConsts := func(r *region, kvs []patch.Values) {
				for _, kv := range kvs {
					kv.Next = b.NewLabel()
					j.emitSplit(b, r, j.moves.loadConst, kv, splitStencils["load_const"])
					b.Bind(kv.Next)
				}
			}
			exit := exitFor(pc)
			v.Exit, v.Next = exit, b.NewLabel()
			j.emitComplex(b, cur, complexOps[in.Op], v, false, true, patch.NoLabel)
			b.Bind(v.Next)
			emitConsts(cur, kvs)
			qexit := exit
			if rpc != pc {
				qexit = exitFor(rpc)
			}
			nv := patch.Values{A: next.A, B: next.B, C: next.C, PC: uint32(q), Exit: qexit}
			if q+1 < n {
				nv.Next = labels[q+1]
			}
			j.emitComplex(b, cur, complexOps[next.Op], nv, true, false, refillFor(rpc))
			r := cur
			for p := pc + 1; p <= q; p++ {
				rv := nv
				rv.Exit = exitFor(p)
				refill := refillFor(q)
				ks := kvs[p-pc-1:]
				resumeOnly = append(resumeOnly, deferred{pc: p, emit: func() {
					emitConsts(r, ks)
					j.emitComplex(b, r, complexOps[next.Op], rv, false, false, refill)
				}})
			}
			pc = q
			continue
		}
		if complexOp(code, pc) {
			// Complex arithmetic: the result goes to a complex resident,
			// or is boxed into an object of the complex pool.
			u.native[pc] = true
			u.acc[pc] = access{native: true, complex: true, form: split{b: true, c: true, a: true}}
			if dry {
				b.Emit(j.moves.exitStep, &v)
			} else {
				v.Exit = exitFor(pc)
				j.emitComplex(b, cur, complexOps[in.Op], v, false, false, refillFor(pc))
			}
			continue
		}
		switch in.Op {
		case bytecode.NOP, bytecode.EXTRA:
			u.native[pc] = true
			continue
		case bytecode.MOVE:
			if absFn, ok := j.absOfMove(fr, targets, dead, pc); ok && (dry || cur.cresident(in.B) >= 0) {
				// abs(z) of a complex resident: the MOVE of its argument
				// and the CALL run as one; the CALL's own instruction is
				// left to the interpreter (resuming after an exit there
				// starts at the MOVE).
				call := ins[pc+1]
				if dry {
					b.Emit(j.moves.exitStep, &v)
					u.native[pc+1] = true // (the same run as the MOVE)
				} else {
					next := patch.NoLabel
					if pc+2 < n {
						next = labels[pc+2]
					}
					j.emitAbsComplex(b, cur, in, call, absFn, exitFor(pc), next)
				}
				resumeOnly = append(resumeOnly, deferred{pc + 1, j.moves.exitStep, patch.Values{PC: uint32(pc + 1)}, false, cur, nil})
				u.native[pc] = true
				u.acc[pc] = access{native: true, cabs: true}
				u.acc[pc+1] = access{native: true, absTail: true}
				pc++
				continue
			}
			j.emitSplit(b, cur, nil, v, moveSplit)
			u.native[pc] = true
			u.acc[pc].native, u.acc[pc].form = true, moveSplit
			continue
		case bytecode.LOAD_CONST:
			if cur != nil && cur.contains(pc+1) && (demote == nil || !demote[pc+1]) && (dead == nil || !dead[pc+1]) &&
				elidedConst(&j.lv, consts, targets, pc) {
				// Only the next instruction's exits could see the
				// constant: their records say it.
				if konstAt == nil {
					konstAt = map[int]frames.Loc{}
				}
				konstAt[pc+1] = frames.Loc{Slot: uint32(in.A), Kind: frames.ConstWord, Bits: uint64(consts[in.B])}
				u.native[pc] = true
				u.acc[pc] = access{native: true, form: split{a: true}, iresult: consts[in.B].IsSmallInt()}
				u.elided++
				if j.opts.VerifyStackmaps {
					// The slot kept exact, so that the record is checked.
					emitPieces(b, []piece{{j.moves.loadConst, patch.Values{K64: uint64(consts[in.B])}},
						{j.moves.stA, patch.Values{A: in.A}}}, v.Next)
				}
				continue
			}
			s = j.moves.loadConst
			v.K64 = uint64(consts[in.B])
		case bytecode.CHECK_BOUND:
			s = j.pick["check_bound"]
		case bytecode.LOAD_GLOBAL:
			u.unseen[pc] = !fr.Ran(pc)
			if site, ok := fr.GlobalSite(pc); ok {
				if site.Pos >= 0 {
					s = j.pick["load_global"]
					j.globalHoles(&v, site.Globals, site.GlobalsKeys, site.Pos)
					u.keep = append(u.keep, site.Globals)
				} else if fr.Builtins != nil {
					// The name is not a global: guard that, then read the builtin.
					g := j.pick["version_guard"]
					gv := patch.Values{K64: uint64(site.Globals.KeysVersionAddr()), K64B: site.GlobalsKeys, Exit: exitFor(pc), Next: b.NewLabel()}
					b.Emit(g, &gv)
					b.Bind(gv.Next)
					s = j.pick["load_global"]
					j.globalHoles(&v, fr.Builtins, site.BuiltinsKeys, site.BuiltinPos)
					u.keep = append(u.keep, site.Globals, fr.Builtins)
				}
			}
		case bytecode.STORE_GLOBAL:
			if pos, keys, ok := fr.GlobalEntry(pc); ok {
				s = j.pick["store_global"]
				v.K64, v.K64B = uint64(uintptr(unsafe.Pointer(fr.Globals))), keys
				v.K32 = entryOffset(pos)
				u.keep = append(u.keep, fr.Globals)
			}
		case bytecode.LOAD_ATTR:
			if name := code.Names[in.C]; (name == "real" || name == "imag") && in.A != in.B &&
				(dry && j.exactComplex(fr.Regs[in.B]) || !dry && cur.cresident(in.B) >= 0) {
				// A part of a complex resident (in the first translation:
				// of a register that holds a complex now).
				u.native[pc] = true
				u.acc[pc] = access{native: true, cpart: true, form: split{a: true}, fresult: true}
				if dry {
					b.Emit(j.moves.exitStep, &v)
					continue
				}
				st := j.moves.creal[cur.cresident(in.B)]
				if name == "imag" {
					st = j.moves.cimag[cur.cresident(in.B)]
				}
				ps := j.result([]piece{{st, patch.Values{Exit: exitFor(pc)}}}, cur, in.A, false)
				emitPieces(b, ps, v.Next)
				continue
			}
			fallthrough
		case bytecode.LOAD_METHOD, bytecode.STORE_ATTR:
			u.unseen[pc] = !fr.Ran(pc)
			// One guarded stencil per class the inline cache holds. All
			// but the last fall through to the next when a guard fails
			// (they change nothing before their guards pass); the last
			// exits.
			var chain []patch.Values
			var chainS []*stencils.Stencil
			var hashes []int64 // store_attr_add's name hash (ld_hash before it)
			nclasses := 0
			for _, site := range fr.AttrSites(pc) {
				sv := v
				if st := j.attrStencil(in.Op, site, &sv); st != nil {
					nclasses++
					chain, chainS, hashes = append(chain, sv), append(chainS, st), append(hashes, 0)
					u.keep = append(u.keep, site.Class)
					u.classes = append(u.classes, classDep{site.Class, site.Version})
					if in.Op == bytecode.STORE_ATTR && site.Slot < 0 {
						// The name not there yet: __init__ adding it.
						chain, chainS, hashes = append(chain, sv), append(chainS, j.pick["store_attr_add"]), append(hashes, site.Hash)
					}
				}
			}
			addHash := func(i int) {
				if chainS[i].Name == "store_attr_add" {
					hv := patch.Values{K64: uint64(hashes[i]), Next: b.NewLabel()}
					b.Emit(j.pick["ld_hash"], &hv)
					b.Bind(hv.Next)
				}
			}
			if len(chain) == 0 {
				if in.Op == bytecode.LOAD_METHOD && fb == bytecode.FbList {
					if m, ok := j.builtinMethod(rt.ListType, code.Names[in.C]); ok {
						s = j.pick["load_method_type"]
						v.K64, v.K64B = uint64(m), classAddr(rt.ListType)
					}
				}
				if in.Op == bytecode.LOAD_METHOD && s == nil {
					if mod, d, pos, ok := j.moduleAttr(fr, code, targets, pc); ok {
						// math.sqrt(x): the module's entry, no inline cache
						// (u.unseen would count its exits: it has run).
						s = j.pick["load_method_module"]
						v.K64, v.K32 = uint64(uintptr(unsafe.Pointer(d))), entryOffset(pos)
						v.K64B, v.K64C, v.K64D = d.KeysVersion(), uint64(mod), classAddr(rt.ModuleType)
						u.keep = append(u.keep, d)
						u.unseen[pc] = false
					}
				}
				break
			}
			for i := range len(chain) - 1 {
				chain[i].Exit = b.NewLabel()
				addHash(i)
				b.Emit(chainS[i], &chain[i])
				b.Bind(chain[i].Exit)
			}
			addHash(len(chain) - 1)
			if nclasses > 1 {
				u.polySites++
			}
			if fr.AttrSiteFull(pc) {
				// Megamorphic: recompiling would only pick other classes.
				if u.mega == nil {
					u.mega = map[int]bool{}
				}
				u.mega[pc] = true
			}
			s, v = chainS[len(chain)-1], chain[len(chain)-1]
		case bytecode.ADD, bytecode.INPLACE_ADD:
			if k, ok := smallConstOperand(ins, consts, targets, pc, fb); ok {
				s, v.K32 = j.pick["add_int_k"], k
				break
			}
			s = j.numStencil(fb, &j.numAdd)
		case bytecode.SUB, bytecode.INPLACE_SUB:
			if k, ok := smallConstOperand(ins, consts, targets, pc, fb); ok {
				s, v.K32 = j.pick["sub_int_k"], k
				break
			}
			s = j.numStencil(fb, &j.numSub)
		case bytecode.MUL, bytecode.INPLACE_MUL:
			if fb&^bytecode.FbInt == 0 && pc+2 < n {
				if f, ok := fusedMulMod(&j.lv, consts, targets, pc); ok {
					// Hot: the constant load (when the constant's register
					// is read afterwards), then the fused stencil. Cold:
					// the two instructions again, for resumption after an
					// exit of the fused stencil has run the multiply.
					kv := patch.Values{A: ins[pc+1].A, K64: uint64(consts[ins[pc+1].B]), Next: b.NewLabel()}
					if kv.A != f.a && !lv.deadAfter(pc+2, kv.A) {
						// Someone reads the constant's register after the
						// modulo: load it (the fused stencil does not).
						j.emitSplit(b, cur, j.moves.loadConst, kv, splitStencils["load_const"])
						b.Bind(kv.Next)
					}
					fv := patch.Values{A: f.a, B: in.B, C: in.C, Exit: exitFor(pc)}
					fv.K64, fv.K64B, fv.K32, fv.K32B = divisorHoles(f.d)
					if pc+3 < n {
						fv.Next = labels[pc+3]
					}
					j.emitSplit(b, cur, j.pick["mul_mod_int_k"], fv, splitStencils["mul_mod_int_k"])
					rk := kv
					rk.Next = labels[pc+2]
					resumeOnly = append(resumeOnly, deferred{pc + 1, j.moves.loadConst, rk, true, cur, nil})
					mv := patch.Values{A: f.a, B: ins[pc+2].B, K64: fv.K64, K64B: fv.K64B, K32: fv.K32, K32B: fv.K32B, Exit: exitFor(pc + 2), Next: fv.Next}
					resumeOnly = append(resumeOnly, deferred{pc + 2, j.pick[f.op], mv, true, cur, nil})
					u.native[pc], u.native[pc+1], u.native[pc+2] = true, true, true
					// Everything goes through the split registers but the
					// product, which is never written (it is dead), so it
					// never becomes resident.
					u.acc[pc] = access{native: true, form: split{b: true, c: true}, intForm: true}
					u.acc[pc+1] = access{native: true, form: split{a: true}, iresult: rt.Value(kv.K64).IsSmallInt()}
					u.acc[pc+2] = access{native: true, form: split{b: true, a: true}, intForm: true, iresult: true}
					pc += 2
					continue
				}
			}
			s = j.numStencil(fb, &j.numMul)
		case bytecode.TRUEDIV, bytecode.INPLACE_TRUEDIV:
			if fb&fbObj == 0 {
				s = j.pick["truediv_num"]
			}
		case bytecode.MOD, bytecode.INPLACE_MOD, bytecode.FLOORDIV, bytecode.INPLACE_FLOORDIV:
			if fb&^bytecode.FbInt != 0 {
				break
			}
			name := "mod_int"
			if in.Op == bytecode.FLOORDIV || in.Op == bytecode.INPLACE_FLOORDIV {
				name = "floordiv_int"
			}
			if d, ok := constOperand(ins, consts, targets, pc, in.C); ok && d.IsSmallInt() && d.Int() > 1 {
				s = j.pick[name+"_k"]
				v.K64, v.K64B, v.K32, v.K32B = divisorHoles(uint64(d.Int()))
			} else {
				s = j.pick[name]
			}
		case bytecode.AND, bytecode.INPLACE_AND, bytecode.OR, bytecode.INPLACE_OR, bytecode.XOR, bytecode.INPLACE_XOR,
			bytecode.LSHIFT, bytecode.INPLACE_LSHIFT, bytecode.RSHIFT, bytecode.INPLACE_RSHIFT:
			if fb&^bytecode.FbInt == 0 {
				s = j.byOp[in.Op]
			}
		case bytecode.POW, bytecode.INPLACE_POW:
			if k, ok := constOperand(ins, consts, targets, pc, in.C); ok && in.C != in.B && fb&fbObj == 0 && fb&(bytecode.FbFloat|bytecode.FbMixed) != 0 &&
				(k.IsSmallInt() && k.Int() == 2 || k.IsFloat() && k.Float() == 2) {
				s = j.pick["square_float"]
			}
		case bytecode.NEG:
			switch {
			case fb&^bytecode.FbInt == 0:
				s = j.pick["neg_int"]
			case fb&^(bytecode.FbInt|bytecode.FbFloat) == 0:
				s = j.pick["neg_num"]
			}
		case bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE:
			name := cmpNames[in.Op-bytecode.LT]
			ints := fb&^bytecode.FbInt == 0
			nums := !ints && fb&^(bytecode.FbInt|bytecode.FbFloat|bytecode.FbMixed) == 0
			// Fuse with a following JUMP_IF_FALSE on the result: ints
			// always, other numbers when no one reads the bool.
			if (ints || nums) && pc+1 < n && ins[pc+1].Op == bytecode.JUMP_IF_FALSE && ins[pc+1].A == in.A &&
				!targets[pc+1] && int(ins[pc+1].B) > pc && (ints || lv.deadAfter(pc+1, in.A)) {
				forms := &j.cmp[in.Op-bytecode.LT]
				s = forms.jf
				switch {
				case nums:
					s = forms.numJ
				case lv.deadAfter(pc+1, in.A):
					// A temporary no one reads: only the branch.
					s = forms.j
				}
				v.Target = tgt(int(ins[pc+1].B))
				if pc+2 < n {
					v.Next = labels[pc+2]
				}
				v.Exit = exitFor(pc)
				f := j.moves.infoOf(s).form
				j.emitSplit(b, cur, s, v, f)
				u.native[pc] = true
				u.acc[pc] = access{native: true, form: f, intForm: ints}
				// The branch keeps code of its own for resumption.
				bv := patch.Values{A: ins[pc+1].A, Target: tgt(int(ins[pc+1].B)), Next: v.Next, Exit: exitFor(pc + 1)}
				resumeOnly = append(resumeOnly, deferred{pc + 1, j.byOp[bytecode.JUMP_IF_FALSE], bv, false, cur, nil})
				u.native[pc+1] = true
				u.acc[pc+1] = access{native: true}
				if s != forms.jf && in.A != in.B && in.A != in.C {
					// No bool is made: the compare's register is not
					// written at all (the _jf form stores it itself, a
					// write no resident would see).
					u.acc[pc].ghost, u.acc[pc+1].ghost = in.A+1, in.A+1
				}
				pc++
				continue
			}
			switch {
			case ints:
				s = j.cmp[in.Op-bytecode.LT].ints
			case fb == bytecode.FbFloat:
				s = j.cmp[in.Op-bytecode.LT].floats
			case fb == bytecode.FbStr:
				s = j.pick["cmp_str"]
				v.K32 = strOrders[in.Op-bytecode.LT]
				v.K64, v.K64B = uint64(j.itabStr), classAddr(rt.StrType)
				v.K64C, v.K64D = v.K64, v.K64B
			case nums:
				s = j.pick[name+"_num"]
			}
		case bytecode.IN, bytecode.NOT_IN:
			if fb == bytecode.FbList {
				s = j.pick["in_list_int"]
				v.K64B = classAddr(rt.ListType)
				if in.Op == bytecode.IN {
					v.K32 = 1
				}
			}
		case bytecode.NOT:
			s = j.pick["not_value"]
		case bytecode.LIST_APPEND:
			s = j.pick["list_append"]
			v.K64B = classAddr(rt.ListType)
		case bytecode.LOAD_DEREF:
			s = j.pick["load_deref"]
			v.K64 = uint64(j.itabCell)
		case bytecode.STORE_DEREF:
			s = j.pick["store_deref"]
			v.K64 = uint64(j.itabCell)
		case bytecode.UNPACK_SEQUENCE:
			if in.C > 0 {
				s = j.pick["unpack_seq"]
				v.K32 = uint32(in.C)
				v.K64, v.K64C = j.seqTypes[bytecode.FbTuple].itab, j.seqTypes[bytecode.FbTuple].class
				v.K64B, v.K64D = j.seqTypes[bytecode.FbList].itab, j.seqTypes[bytecode.FbList].class
			}
		case bytecode.IS:
			s = j.pick["is_same"]
		case bytecode.IS_NOT:
			s = j.pick["is_not_same"]
		case bytecode.JUMP:
			if int(in.A) > pc {
				s = j.moves.jump
				v.Target = tgt(int(in.A))
			} else {
				s = j.moves.jumpBack
				v.Target = tgt(int(in.A))
				v.Poll = pollFor(pc)
				v.K32 = uint32(pc + 1 - int(in.A)) // steps per iteration
			}
		case bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_NONE:
			if int(in.B) > pc && fb&bytecode.FbOther == 0 {
				s = j.byOp[in.Op]
				v.Target = tgt(int(in.B))
			}
		case bytecode.FOR_ITER:
			if int(in.C) <= pc {
				break
			}
			if u.iterFb == nil {
				u.iterFb = map[int]uint32{}
			}
			u.iterFb[pc] = fb
			switch fb {
			case 0, bytecode.FbRange:
				u.acc[pc].rangeIter = true
				if cur != nil && cur.iter == in.B && pc == cur.start {
					s = j.pick["for_range_r"]
				} else {
					s = j.pick["for_range"]
					v.K64 = uint64(j.itabRange)
				}
				v.Target = tgt(int(in.C))
			case bytecode.FbList:
				s = j.pick["for_seq"]
				v.K64, v.Target = uint64(j.itabListIter), tgt(int(in.C))
			case bytecode.FbTuple:
				s = j.pick["for_seq"]
				v.K64, v.Target = uint64(j.itabTupleIter), tgt(int(in.C))
			case bytecode.FbStrIter:
				s = j.pick["for_str"]
				v.K64, v.K64B = uint64(rt.StrIterItab()), uint64(rt.StrASCIIAddr())
			}
		case bytecode.BINARY_SUBSCR, bytecode.STORE_SUBSCR:
			u.unseen[pc] = fb == 0
			if in.Op == bytecode.BINARY_SUBSCR && cur == nil && pc+1 < n {
				if c, fn, ok := j.getitemCallee(fr.Regs[in.B]); ok {
					// obj[key] on an instance whose class's __getitem__
					// is a plain function: machine code calls it itself.
					// (The dry translation makes no site: it emits no
					// code.)
					if !dry {
						cell := j.cellFor(fn)
						d := j.newDunderSite(c, fn.Self())
						u.keep = append(u.keep, cell, d)
						v.K64B, v.K64C = uint64(uintptr(unsafe.Pointer(cell))), uint64(uintptr(unsafe.Pointer(d)))
						if u.dunders == nil {
							u.dunders = map[int]bool{}
						}
						u.dunders[pc] = true
					}
					v.Exit = exitFor(pc)
					u.native[pc], u.nativeCalls = true, true
					b.Emit(j.pick["subscr_dunder"], &v)
					continue
				}
			}
			if t, ok := j.seqTypes[fb]; ok {
				s = j.pick[t.load]
				if t.load == "subscr_seq" {
					s = j.pick["subscr_seq_s"] // the split form
				}
				if in.Op == bytecode.STORE_SUBSCR {
					s = j.pick[t.store] // nil when the type has no store stencil
					if t.store == "store_subscr_list" {
						s = j.pick["store_subscr_list_s"] // the split form
					}
				}
				v.K64, v.K64B = t.itab, t.class
				if t.load == "subscr_str" {
					v.K64C = uint64(rt.StrASCIIAddr())
				}
			}
		case bytecode.RETURN:
			s = j.moves.returnValue
			v.K32 = uint32(in.A)
			switch {
			case cur == nil:
			case slices.Contains(cur.cslots, in.A):
				// A complex resident is boxed by the exit loop (an
				// allocation): exit through the stackmap.
				s = j.moves.exitReturn // its exit site is where the stackmap expects it
				inlineExit(pc, frames.Return)
			default:
				// Write the residents back (the result among them, and a
				// resident iterator into its object), then return as
				// outside loops: to a native caller, or through an exit
				// that finds the slots up to date.
				j.emitResidents(b, "spill_", cur, pc, patch.NoLabel, patch.NoLabel)
			}
		case bytecode.YIELD:
			if fr.IsGenerator() {
				s = j.pick["yield_value"]
				v.K32 = uint32(in.B)
				inlineExit(pc, frames.Return)
			}
		case bytecode.CALL, bytecode.CALL_METHOD:
			if in.Op == bytecode.CALL && in.C == 1 {
				if lenFn, ok := j.builtinCallee(fr, code, targets, pc, "len"); ok {
					s = j.pick["call_len"]
					v.K64, v.K64B, v.K64C = uint64(lenFn), classAddr(rt.ListType), classAddr(rt.TupleType)
					break
				}
			}
			if in.Op == bytecode.CALL && in.C == 2 {
				if c, ok := j.classArg(fr, code, targets, pc, in.B+2); ok {
					if fn, ok := j.builtinCallee(fr, code, targets, pc, "isinstance"); ok {
						u.keep = append(u.keep, c)
						s, v.C = j.pick["call_isinstance"], in.B+2
						v.K64, v.K64B, v.K64C = uint64(fn), uint64(c.Self()), classAddr(c)
						break
					}
				}
			}
			if ls, m := j.listMethodCall(fr, code, targets, pc); ls != nil {
				// lst.pop(i), lst.pop(), lst.insert(i, x), or the same
				// through a bound method a local or global keeps.
				s, v.K64, v.K64B, v.K64C = ls, uint64(m), classAddr(rt.ListType), uint64(j.itabBound)
				break
			}
			if in.Op == bytecode.CALL_METHOD && in.C == 1 && callsMethod(code, targets, pc, "append") {
				if m, ok := j.builtinMethod(rt.ListType, "append"); ok {
					s = j.pick["call_list_append"]
					v.K64, v.K64B = uint64(m), classAddr(rt.ListType)
					break
				}
			}
			if in.Op == bytecode.CALL && in.C == 1 {
				if fn, ok := j.builtinCallee(fr, code, targets, pc, "ord"); ok {
					s = j.pick["call_ord"]
					v.K64, v.K64B = uint64(fn), uint64(j.itabStr)
					break
				}
				if fn, ok := j.builtinCallee(fr, code, targets, pc, "chr"); ok {
					s = j.pick["call_chr"]
					v.K64, v.K64B = uint64(fn), uint64(rt.StrASCIIAddr())
					break
				}
			}
			if in.Op == bytecode.CALL && (in.C == 1 || in.C == 2) && cur == nil && pc+1 < n &&
				ins[pc+1].Op == bytecode.GET_ITER && ins[pc+1].A == in.A && ins[pc+1].B == in.A && !targets[pc+1] {
				// The callee as its global's load finds it now (a module
				// that shadows range, or calls it by another name, is
				// seen as it is).
				if fn, ok := j.globalCallee(fr, code, targets, pc); ok && fn == rt.RangeType.Self() {
					// for ... in range(...): the GET_ITER overwrites the
					// range, so no one sees it. The fused stencil makes
					// only the iterator; its exits run the call (GET_ITER
					// follows in the interpreter), and resumption after
					// them never starts at the GET_ITER, which has no code
					// of its own but an exit.
					v.K64 = uint64(fn)
					s = j.pick["range_iter1"]
					if in.C == 2 {
						s, v.C = j.pick["range_iter2"], in.B+2
					}
					if pc+2 < n {
						v.Next = labels[pc+2]
					}
					u.native[pc] = true
					if dry {
						b.Emit(j.moves.exitStep, &v)
					} else {
						v.Exit = exitFor(pc)
						v.Target = refillFor(pc)
						b.Emit(s, &v)
					}
					get := pc + 1
					resumeOnly = append(resumeOnly, deferred{pc: get, emit: func() {
						b.Emit(j.moves.exitStep, &patch.Values{PC: uint32(get)})
					}})
					pc++
					continue
				}
			}
			if in.C == 1 {
				if sqrt, ok := j.mathSqrtCallee(fr, code, targets, pc); ok {
					v.K64 = uint64(sqrt)
					if in.Op == bytecode.CALL {
						s, v.C = j.pick["call_sqrt"], in.B+1
					} else {
						s, v.C = j.pick["call_sqrt_m"], in.B+2
					}
					break
				}
			}
			if in.Op == bytecode.CALL && pc+1 < n && cur == nil {
				if c, init, ok := j.classCallee(fr, code, targets, pc); ok {
					// A plain class with a plain __init__: machine code
					// takes an instance from the class's pool and calls
					// __init__ itself.
					cell := j.cellFor(init)
					p := j.instancePool(c, init.Self())
					u.keep = append(u.keep, cell, p)
					v.K64, v.K64B, v.K64C, v.K32 = uint64(c.Self()), uint64(uintptr(unsafe.Pointer(cell))), uint64(uintptr(unsafe.Pointer(p))), uint32(8*in.C)
					v.Exit, v.Target = callExitFor(pc), refillFor(pc)
					if u.pools == nil {
						u.pools = map[int]*instancePool{}
					}
					u.pools[pc] = p
					u.native[pc], u.nativeCalls = true, true
					b.Emit(j.pick["call_class"], &v)
					continue
				}
			}
			if pc+1 < n && cur == nil {
				if fn, argc, ok := j.localCallee(fr, code, targets, pc); ok {
					// A plain function a local holds: machine code calls
					// any function of its code and globals itself (a def
					// inside a function makes a new one at every run).
					c := j.cellFor(fn)
					u.keep = append(u.keep, c)
					v.K64, v.K64B, v.K64C, v.K64D = uint64(uintptr(unsafe.Pointer(fn.Code))), uint64(uintptr(unsafe.Pointer(c))),
						uint64(j.itabFunction), uint64(uintptr(unsafe.Pointer(fn.Globals)))
					v.K32, v.Exit = uint32(8*argc), callExitFor(pc)
					u.native[pc], u.nativeCalls = true, true
					b.Emit(j.pick["call_native_code"], &v)
					continue
				}
				if fns, argc := j.nativeCallees(fr, code, targets, pc); len(fns) > 0 {
					// Plain Python functions: machine code calls them
					// itself when their code is compiled. The first
					// candidate's code is hot; a callee check that fails
					// goes on to the next candidate's, in the cold code,
					// and the last one's to the exit.
					s = j.moves.callNative
					if in.Op == bytecode.CALL_METHOD {
						s = j.moves.callNativeM
					}
					exit := callExitFor(pc)
					miss := patch.NoLabel
					for i := len(fns) - 1; i >= 0; i-- {
						c := j.cellFor(fns[i])
						u.keep = append(u.keep, c)
						cv := v
						cv.K64, cv.K64B, cv.K32 = uint64(fns[i].Self()), uint64(uintptr(unsafe.Pointer(c))), uint32(8*argc)
						cv.Exit, cv.Miss = exit, miss
						if i == 0 {
							b.Emit(s, &cv)
							break
						}
						l := b.NewLabel()
						resumeOnly = append(resumeOnly, deferred{pc: -1, emit: func() {
							b.Bind(l)
							b.Emit(s, &cv)
						}})
						miss = l
					}
					u.native[pc], u.nativeCalls = true, true
					if len(fns) > 1 {
						u.polyCalls++
					}
					continue
				}
			}
			if pc+1 < n {
				inlineExit(pc, frames.Call)
				b.Emit(j.moves.exitCall, &v)
				u.calls[pc] = true
				continue
			}
		}
		if s == nil {
			// No stencil: leave for the interpreter.
			inlineExit(pc, frames.Guard)
			b.Emit(j.moves.exitStep, &v)
			continue
		}
		info := j.moves.infoOf(s)
		if info.exits {
			v.Exit = exitFor(pc)
		}
		u.native[pc] = true
		if info.split {
			j.emitSplit(b, cur, s, v, info.form)
			u.acc[pc].native, u.acc[pc].form = true, info.form
			u.acc[pc].float = info.floatX != nil
			u.acc[pc].numX = u.acc[pc].float && !strings.HasSuffix(s.Base, "_float")
			u.acc[pc].fresult = u.acc[pc].float || in.Op == bytecode.LOAD_CONST && rt.Value(v.K64).IsFloat()
			u.acc[pc].intForm = info.intX != nil
			u.acc[pc].iresult = info.intResult || in.Op == bytecode.LOAD_CONST && rt.Value(v.K64).IsSmallInt()
			if (s.Base == "add_int_k" || s.Base == "sub_int_k") && in.C != in.B && in.C != in.A {
				u.acc[pc].ghost = in.C + 1
			}
			continue
		}
		u.acc[pc].native, u.acc[pc].forIter = true, in.Op == bytecode.FOR_ITER
		if k := cur.resident(in.A); k >= 0 && in.Op == bytecode.FOR_ITER {
			// FOR_ITER writes its home slot itself: reload the resident.
			next := v.Next
			v.Next = b.NewLabel()
			b.Emit(s, &v)
			b.Bind(v.Next)
			// (Never an int resident: regionFor takes only a
			// for_range_r item for a small int.)
			b.Emit(j.moves.fill[k], &patch.Values{A: in.A, Next: next})
			continue
		}
		b.Emit(s, &v)
	}
	cur = nil
	if dry {
		// The rest is code and its stackmap sites: nothing the dry
		// translation is for.
		return u
	}
	// Cold code: branches reached only by resumption, then exits.
	coldLabel := b.NewLabel()
	b.Bind(coldLabel)
	for _, d := range resumeOnly {
		if d.pc >= 0 { // -1: code bound by emit at a label of its own
			b.Bind(labels[d.pc])
		}
		if d.emit != nil {
			d.emit()
		} else if d.split {
			j.emitSplit(b, d.r, d.s, d.v, splitStencils[d.s.Base])
		} else {
			b.Emit(d.s, &d.v)
		}
	}
	// Leaving a region by a branch: spill, then go on. A complex resident
	// live there is boxed into an object of the complex pool first (unless
	// its slot still holds the object it was filled from); when the pool
	// runs out, the exit loop writes the residents back itself
	// (allocating) and machine code goes on at the target.
	for _, k := range leaveOrder {
		b.Bind(leaves[k])
		if !k.r.complexLiveAt(k.to) {
			j.emitResidents(b, "spill_", k.r, k.to, labels[k.to], patch.NoLabel)
			continue
		}
		fallback := b.NewLabel()
		var ps []piece
		for c, x := range k.r.cslots {
			if k.r.liveAt(k.to, complexBit+c) {
				ps = append(ps, piece{j.moves.cspill[c], patch.Values{A: x, Exit: fallback}})
			}
		}
		boxed := b.NewLabel()
		emitPieces(b, ps, boxed)
		b.Bind(boxed)
		j.emitResidents(b, "spill_", k.r, k.to, labels[k.to], patch.NoLabel)
		b.Bind(fallback)
		j.emitSpillIter(b, k.r)
		l := b.NewLabel()
		b.Bind(l)
		sites = append(sites, site{l, k.to, frames.Guard, k.r, frames.Loc{}})
		b.Emit(j.pick["exit_resume"], &patch.Values{PC: uint32(k.to)})
	}
	// Resuming inside a region after an exit: fill, then go on. (The loop
	// head's own code starts with the fills.)
	resume := fill(j.scratch.resume, n, patch.NoLabel)
	j.scratch.resume = resume
	for pc, r := range regionOf {
		if r != nil && pc != r.start {
			resume[pc] = b.NewLabel()
			b.Bind(resume[pc])
			j.emitResidents(b, "fill_", r, pc, labels[pc], fillExitFor(r, pc))
		}
	}
	for _, d := range j.scratch.undos {
		b.Bind(d.label)
		b.Emit(d.p.s, &d.p.v)
	}
	clear(j.scratch.undos)
	j.scratch.undos = j.scratch.undos[:0]
	for _, c := range cold {
		b.Bind(c.label)
		s, kind := j.moves.exitStep, frames.Guard
		switch {
		case c.poll:
			s, kind = j.moves.exitPoll, frames.Poll
		case c.resume:
			s = j.moves.exitResume
		case c.call:
			s, kind = j.moves.exitCall, frames.Call
		}
		j.emitSpillIter(b, c.r)
		if c.r != nil {
			l := b.NewLabel()
			b.Bind(l)
			sites = append(sites, site{l, c.pc, kind, c.r, konstAt[c.pc]})
		}
		b.Emit(s, &patch.Values{PC: uint32(c.pc)})
	}
	b.Emit(j.moves.trap, &patch.Values{})
	for pc := range u.offsets {
		u.offsets[pc] = int32(b.Offset(labels[pc]))
		if resume[pc] != patch.NoLabel {
			if u.resume == nil {
				u.resume = make([]int32, n)
			}
			u.resume[pc] = int32(b.Offset(resume[pc]))
		}
	}
	u.sites = sites
	// Where the interpreter hands back to machine code: instructions with
	// machine code, and calls, whose exit makes the call from the exit
	// loop (directly into a compiled callee) instead of the interpreter's
	// slower call path.
	u.stops = make([]bool, n)
	for pc := range u.stops {
		u.stops[pc] = u.native[pc] || u.calls[pc]
	}
	u.loopHeads = make([]bool, n)
	for pc, in := range code.Instrs {
		if in.Op == bytecode.JUMP && int(in.A) <= pc && u.native[in.A] {
			u.loopHeads[in.A] = true
		}
	}
	if regions != nil {
		u.heads = make([]bool, n)
		for pc, r := range regionOf {
			u.heads[pc] = u.native[pc] && (r == nil || pc == r.start)
		}
	}
	u.coldStart = b.Offset(coldLabel)
	u.entryOff = b.Offset(entry)
	u.b = b
	return u
}

// install resolves u's jumps and copies its code into the arena.
func (j *JIT) install(u *unit) error {
	code := u.code
	n := len(code.Instrs)
	buf, err := u.b.Finish()
	if err != nil {
		u.b = nil
		return err
	}
	u.smap, err = buildStackmap(u.b, u.sites)
	u.b, u.sites = nil, nil
	if err != nil {
		return err
	}
	u.size = len(buf)
	if u.smap != nil {
		j.stats.StackmapBytes += u.smap.Size()
		j.stats.StackmapRecords += u.smap.Len()
		for _, r := range u.regions {
			j.stats.Residents += len(r.slots)
			j.stats.FloatResidents += len(r.xslots)
			j.stats.ComplexResidents += len(r.cslots)
			for _, i := range r.ints {
				if i {
					j.stats.IntResidents++
				}
			}
			if r.iter >= 0 {
				j.stats.ResidentIters++
			}
		}
	}
	blk, err := j.arena.Install(buf)
	if err != nil {
		return err
	}
	u.block = blk
	u.base = blk.Addr()
	u.entry = u.base + uintptr(u.entryOff)
	j.stats.Instrs += n
	for _, nat := range u.native {
		if nat {
			j.stats.Native++
		}
	}
	j.stats.CodeBytes += len(buf)
	j.stats.PolySites += u.polySites
	j.stats.PolyCalls += u.polyCalls
	j.stats.Lazy += u.lazy
	j.stats.ElidedConsts += u.elided
	j.stats.MegaSites += len(u.mega)
	if j.perf != nil {
		fmt.Fprintf(j.perf, "%x %x py::%s:%s:%d\n", blk.Addr(), len(buf), code.Qualname, code.Filename, code.FirstLine)
	}
	if j.opts.Dump != nil {
		j.dump(u, buf)
	}
	return nil
}

// lazyOps are the instructions whose type feedback is never empty once
// they have run: with none, they have not, and compile to a side exit.
var lazyOps = func() (m [bytecode.NumOpcodes]bool) {
	for _, op := range []bytecode.Opcode{bytecode.FOR_ITER, bytecode.NEG,
		bytecode.IN, bytecode.NOT_IN, bytecode.BINARY_SUBSCR, bytecode.STORE_SUBSCR} {
		m[op] = true
	}
	for _, op := range []bytecode.Opcode{bytecode.ADD, bytecode.SUB, bytecode.MUL, bytecode.TRUEDIV,
		bytecode.FLOORDIV, bytecode.MOD, bytecode.POW, bytecode.MATMUL, bytecode.AND, bytecode.OR, bytecode.XOR,
		bytecode.LSHIFT, bytecode.RSHIFT, bytecode.INPLACE_ADD, bytecode.INPLACE_SUB, bytecode.INPLACE_MUL,
		bytecode.INPLACE_TRUEDIV, bytecode.INPLACE_FLOORDIV, bytecode.INPLACE_MOD, bytecode.INPLACE_POW,
		bytecode.INPLACE_MATMUL, bytecode.INPLACE_AND, bytecode.INPLACE_OR, bytecode.INPLACE_XOR,
		bytecode.INPLACE_LSHIFT, bytecode.INPLACE_RSHIFT,
		bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE} {
		m[op] = true
	}
	return m
}()

// strOrders holds cmp_str's K32 for LT, LE, EQ, NE, GT, GE: which of
// less (bit 0), equal (bit 1) and greater (bit 2) make the comparison true.
var strOrders = [6]uint32{0b001, 0b011, 0b010, 0b101, 0b100, 0b110}

// attrStencil returns the stencil that runs attribute instruction op for
// the classes of one inline-cache entry, with its holes set in v; nil when
// the entry is of a kind op has no stencil for (a method found for
// LOAD_ATTR, an instance attribute for LOAD_METHOD).
func (j *JIT) attrStencil(op bytecode.Opcode, site interp.AttrSite, v *patch.Values) *stencils.Stencil {
	if op == bytecode.LOAD_METHOD {
		if site.Method == rt.Unbound {
			return nil
		}
		v.K64, v.K64B, v.K64C, v.K64D = uint64(site.Method), classAddr(site.Class), site.Version, uint64(site.Hash)
		return j.pick["load_method_inst"]
	}
	if site.Method != rt.Unbound {
		return nil
	}
	name := "load_attr_inst"
	if op == bytecode.STORE_ATTR {
		name = "store_attr_inst"
	}
	v.K64, v.K64B, v.K64C, v.K64D = uint64(j.itabInstance), classAddr(site.Class), site.Version, uint64(site.Name)
	v.K32 = uint32(site.Pos)
	if site.Slot >= 0 {
		name = strings.Replace(name, "_inst", "_slot", 1)
		v.K32 = uint32(site.Slot)
	}
	return j.pick[name]
}

func (j *JIT) globalHoles(v *patch.Values, d *rt.Dict, keys uint64, pos int) {
	v.K64 = uint64(d.EntriesAddr())
	v.K32 = entryOffset(pos)
	v.K64B = keys
	v.K64C = uint64(d.KeysVersionAddr())
}

// entryOffset is the byte offset of the value of a dict's entry pos from
// the start of its entries (the K32 of the dict-reading stencils).
func entryOffset(pos int) uint32 {
	return uint32(uintptr(pos)*rt.DictEntrySize + rt.DictEntryValue)
}

// fbObj is the feedback of operands that are not ints or floats.
const fbObj = bytecode.FbOther | bytecode.FbComplex

// numStencil picks the int, float or mixed stencil from feedback; nil
// when the instruction saw other types (it then always exits).
func (j *JIT) numStencil(fb uint32, set *numSet) *stencils.Stencil {
	switch {
	case fb == bytecode.FbInt:
		return set.ints
	case fb == bytecode.FbFloat:
		return set.floats
	case fb&bytecode.FbMixed != 0 && fb&(bytecode.FbInt|fbObj) == 0:
		// A float with an int (and maybe two floats): the result is a float.
		if set.fnum != nil {
			return set.fnum
		}
		return set.nums
	case fb&fbObj == 0:
		return set.nums
	}
	return nil
}

// numSet is an arithmetic operation's stencils: for two ints, two floats,
// a float and an int (when it has one), and any two numbers.
type numSet struct{ ints, floats, fnum, nums *stencils.Stencil }

// numSetOf looks up op's numSet in pick.
func numSetOf(pick map[string]*stencils.Stencil, op string) numSet {
	return numSet{pick[op+"_int"], pick[op+"_float"], pick[op+"_fnum"], pick[op+"_num"]}
}

// cmpForms are the stencils of a compare fused with the branch on its
// result: cmpJF stores the bool too, cmpJ makes none (for ints), cmpNumJ
// makes none (for numbers); then the compare of two ints and of two
// floats alone. Indexed by the compare (cmpNames).
type cmpForms struct {
	jf, j, numJ, ints, floats *stencils.Stencil
}

var cmpNames = [...]string{"lt", "le", "eq", "ne", "gt", "ge"}

var bitOps = map[bytecode.Opcode]string{
	bytecode.AND: "and_int", bytecode.INPLACE_AND: "and_int", bytecode.OR: "or_int", bytecode.INPLACE_OR: "or_int",
	bytecode.XOR: "xor_int", bytecode.INPLACE_XOR: "xor_int", bytecode.LSHIFT: "lshift_int",
	bytecode.INPLACE_LSHIFT: "lshift_int", bytecode.RSHIFT: "rshift_int", bytecode.INPLACE_RSHIFT: "rshift_int",
}

func needsExit(s *stencils.Stencil) bool {
	for _, h := range s.Holes {
		if h.Kind >= stencils.HoleExit1 && h.Kind <= stencils.HoleExit8 {
			return true
		}
	}
	return false
}

// neverRan marks the instructions the interpreter has certainly not run
// in fr.Code: those whose type feedback is still empty (lazyOps), global
// loads whose cache is still empty, and every instruction after one of
// those in the same straight-line run. An instruction that is not a jump
// target or exception handler is reached only by falling through from the
// one before, so it cannot have run when that one has not (or raised each
// time). A call or raise in a branch that has never been taken (an error
// check, a rare print) then exits like any never-run instruction instead
// of keeping its loop's values out of registers.
func neverRan(fr *interp.Frame, targets []bool) []bool {
	code := fr.Code
	dead := make([]bool, len(code.Instrs))
	for pc, in := range code.Instrs {
		switch {
		case in.Op == bytecode.NOP || in.Op == bytecode.EXTRA:
			// No code of their own (EXTRA carries its predecessor's
			// operands); the run goes on through them.
			dead[pc] = pc > 0 && dead[pc-1] && !targets[pc]
			continue
		case lazyOps[in.Op] && code.Feedback[pc].Types == 0,
			in.Op == bytecode.LOAD_GLOBAL && !fr.Ran(pc),
			pc > 0 && dead[pc-1] && !targets[pc]:
			dead[pc] = true
		}
	}
	return dead
}

// jumpTargets marks every instruction control can reach other than by
// falling through (jump targets and exception handlers).
func jumpTargets(code *bytecode.Code) []bool {
	t := make([]bool, len(code.Instrs)+1)
	for _, in := range code.Instrs {
		switch in.Op {
		case bytecode.JUMP:
			t[in.A] = true
		case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_NONE:
			t[in.B] = true
		case bytecode.FOR_ITER:
			t[in.C] = true
		}
	}
	for _, e := range code.ExcTable {
		t[e.Target] = true
	}
	return t
}

// constOperand reports the constant in register r at instruction pc when
// the instruction before it loads that constant and pc is reached only
// from there.
func constOperand(ins []bytecode.Instr, consts []rt.Value, targets []bool, pc int, r int32) (rt.Value, bool) {
	if pc == 0 || targets[pc] {
		return 0, false
	}
	prev := ins[pc-1]
	if prev.Op != bytecode.LOAD_CONST || prev.A != r {
		return 0, false
	}
	return consts[prev.B], true
}

// smallConstOperand reports, for an int-only add or subtract at pc whose
// r[C] the instruction before loads with a small int k (|k| < 2**15, as in
// i += 1), the K32 of add_int_k and sub_int_k: k shifted left by 16.
func smallConstOperand(ins []bytecode.Instr, consts []rt.Value, targets []bool, pc int, fb uint32) (uint32, bool) {
	if fb != bytecode.FbInt {
		return 0, false
	}
	d, ok := constOperand(ins, consts, targets, pc, ins[pc].C)
	if !ok || !d.IsSmallInt() || d.Int() < -1<<15 || d.Int() >= 1<<15 {
		return 0, false
	}
	return uint32(int32(d.Int() << 16)), true
}

// elidedConst reports whether the LOAD_CONST at pc need not run in a
// loop's machine code: the next instruction is an add or subtract of that
// small constant (add_int_k, sub_int_k: the constant is patched into the
// instruction, which never reads the register), the register is dead
// after it, and nothing but that instruction's exits (whose stackmap
// records then hold the constant) could see the register meanwhile.
func elidedConst(lv *liveness, consts []rt.Value, targets []bool, pc int) bool {
	code := lv.code // the code being compiled
	ins := code.Instrs
	if pc+1 >= len(ins) {
		return false
	}
	lc, next := ins[pc], ins[pc+1]
	switch next.Op {
	case bytecode.ADD, bytecode.INPLACE_ADD, bytecode.SUB, bytecode.INPLACE_SUB:
	default:
		return false
	}
	if next.C != lc.A || next.B == lc.A || next.A == lc.A {
		return false
	}
	if _, ok := smallConstOperand(ins, consts, targets, pc+1, code.Feedback[pc+1].Types); !ok {
		return false
	}
	return lv.deadAfter(pc+1, lc.A)
}

// divisorHoles returns the holes of the stencils that divide by the
// constant d: d itself (K64), its magic multiplier and shift (K64B, K32;
// magicDivisor) and, when d < 2**31, d again as an imm32 (K32B, which
// sq_mod_int_k_i needs; 0 otherwise).
func divisorHoles(d uint64) (k64, k64b uint64, k32, k32b uint32) {
	m, s := magicDivisor(d)
	if d < 1<<31 {
		k32b = uint32(d)
	}
	return d, m, uint32(s), k32b
}

// magicDivisor returns m and s such that x / d == (x * m) >> 64 >> s for
// every 0 <= x < 2**63, for 1 < d < 2**47. With p = 64 + s >= 63 +
// ceil(log2 d) and m = ceil(2**p / d) = (2**p + e) / d, 0 <= e < d, the
// quotient x*m/2**p exceeds x/d by x*e/(d*2**p) < 1/d (as x*e < 2**63 * d
// <= 2**p), which never reaches the next integer, so the floor is exact;
// and m < 2**64 because d > 2**(l-1).
func magicDivisor(d uint64) (m uint64, s uint) {
	l := uint(bits.Len64(d - 1)) // ceil(log2 d)
	s = max(64, 63+l) - 64
	// 2**p / d as a 128-bit division: the high word 2**s is below d
	// (d > 2**(l-1) >= 2**s), so the quotient fits in 64 bits.
	q, r := bits.Div64(1<<s, 0, d)
	if r != 0 {
		q++
	}
	return q, s
}

// fusedMul describes MUL t, x, y; LOAD_CONST k, d; MOD a, t, k (or
// FLOORDIV) where t is dead afterwards: the product need not be boxed.
type fusedMul struct {
	a  int32
	d  uint64
	op string // the stencil for the MOD/FLOORDIV alone
}

func fusedMulMod(lv *liveness, consts []rt.Value, targets []bool, pc int) (fusedMul, bool) {
	code := lv.code // the code being compiled
	ins := code.Instrs
	mul, lc, mod := ins[pc], ins[pc+1], ins[pc+2]
	if lc.Op != bytecode.LOAD_CONST || targets[pc+1] || targets[pc+2] {
		return fusedMul{}, false
	}
	op := ""
	switch mod.Op {
	case bytecode.MOD, bytecode.INPLACE_MOD:
		op = "mod_int_k"
	default:
		return fusedMul{}, false
	}
	if mod.B != mul.A || mod.C != lc.A || lc.A == mul.B || lc.A == mul.C || lc.A == mul.A {
		return fusedMul{}, false
	}
	d := consts[lc.B]
	if !d.IsSmallInt() || d.Int() < 2 || !lv.deadAfter(pc+2, mul.A) {
		return fusedMul{}, false
	}
	return fusedMul{a: mod.A, d: uint64(d.Int()), op: op}, true
}

// classAddr is the address of a builtin class, which machine code compares
// with an object's Head.cls (builtin classes are immortal).
func classAddr(c *rt.Class) uint64 { return uint64(uintptr(unsafe.Pointer(c))) }

// builtinMethod returns the method a builtin class defines under name, as
// LOAD_METHOD finds it for the class's exact instances.
func (j *JIT) builtinMethod(cls *rt.Class, name string) (rt.Value, bool) {
	m, ok := cls.Lookup(j.vm, name)
	if !ok || !m.IsHandle() {
		return 0, false
	}
	f, ok := j.vm.Get0(m).(*rt.BuiltinFunction)
	return m, ok && f.Owner != nil && f.Self == rt.Unbound
}

// callsMethod reports whether the callee of the CALL_METHOD at pc was
// loaded by a LOAD_METHOD of name within the same straight-line code (the
// stencil still checks the method called).
func callsMethod(code *bytecode.Code, targets []bool, pc int, name string) bool {
	q := calleeLoad(code, targets, pc, bytecode.LOAD_METHOD)
	return q >= 0 && code.Names[code.Instrs[q].C] == name
}

// exactComplex says whether v is an exact complex.
func (j *JIT) exactComplex(v rt.Value) bool {
	_, ok := j.vm.ExactComplex(v)
	return ok
}

// complexOp says whether instruction pc is + - * whose feedback saw
// complex numbers (and nothing that is not a number).
func complexOp(code *bytecode.Code, pc int) bool {
	fb := code.Feedback[pc].Types
	return fb&bytecode.FbComplex != 0 && fb&bytecode.FbOther == 0 && complexOps[code.Instrs[pc].Op] != ""
}

// passComplex returns q > pc when the result of complex instruction pc
// is a temporary that only instruction q, another complex operation,
// reads, as its first operand (and not as its second), with only
// constant loads of other registers between them; 0 otherwise. The exits
// of q resume at rpc: pc, or the constant load just before pc when one
// between reloads a register pc reads (the one before pc loads it).
func passComplex(lv *liveness, targets, dead []bool, pc int) (q, rpc int) {
	code := lv.code // the code being compiled
	ins := code.Instrs
	if !complexOp(code, pc) {
		return 0, 0
	}
	in := ins[pc]
	rpc = pc
	q = pc + 1
	for q < len(ins) && ins[q].Op == bytecode.LOAD_CONST && ins[q].A != in.A && !targets[q] && (dead == nil || !dead[q]) {
		if x := ins[q].A; x == in.B || x == in.C {
			// pc's operand is gone when q exits: resume at its own
			// constant load, if that is what sets it.
			if pc == 0 || ins[pc-1].Op != bytecode.LOAD_CONST || ins[pc-1].A != x || x == in.B && x == in.C ||
				dead != nil && dead[pc-1] {
				return 0, 0
			}
			rpc = pc - 1
		}
		q++
	}
	if q >= len(ins) || targets[q] || dead != nil && dead[q] || !complexOp(code, q) {
		return 0, 0
	}
	next := ins[q]
	if next.B != in.A || next.C == in.A || !lv.deadAfter(q, in.A) {
		return 0, 0
	}
	return q, rpc
}

// absOfMove reports whether the MOVE at pc only passes its register to a
// CALL of the builtin abs right after it (r[A] = r[B]; r[C'] = abs(r[A])
// with r[A] dead afterwards), and returns abs.
func (j *JIT) absOfMove(fr *interp.Frame, targets, dead []bool, pc int) (rt.Value, bool) {
	code := fr.Code
	ins := code.Instrs
	if pc+1 >= len(ins) || targets[pc+1] || dead != nil && dead[pc+1] {
		return 0, false
	}
	mv, call := ins[pc], ins[pc+1]
	if call.Op != bytecode.CALL || call.C != 1 || call.B+1 != mv.A || mv.A == mv.B || !j.lv.deadAfter(pc+1, mv.A) {
		return 0, false
	}
	return j.builtinCallee(fr, code, targets, pc+1, "abs")
}

// builtinCallee returns the builtin function registered as name (not
// whatever the builtins module holds now) when the CALL at pc calls it:
// its callee's LOAD_GLOBAL finds that very function now, under any name.
// The stencils that run such a call in place (call_len, call_isinstance,
// call_ord, call_chr, abs of a complex) guard the callee register against
// this handle, and the register is loaded afresh at every run (load_global
// reads the dict's current entry), so any rebinding of the name, by
// whatever route, leaves for the interpreter at the call's next run; a
// rebinding before compilation (or a recompilation after one) compiles a
// plain call.
func (j *JIT) builtinCallee(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int, name string) (rt.Value, bool) {
	v, ok := j.globalCallee(fr, code, targets, pc)
	if !ok || v != rt.OriginalBuiltin(name) {
		return rt.Unbound, false
	}
	return v, true
}

// maxLoadDistance bounds how far back loadOf looks: the callee of a call
// is loaded before its arguments are computed, GVector(a.x * k + b.x * m,
// ...) 16 instructions before the call.
const maxLoadDistance = 32

// calleeLoad returns the instruction op (LOAD_GLOBAL or LOAD_METHOD) that
// loaded the callee register of the call at pc, within the same
// straight-line code and at most maxLoadDistance instructions before; -1
// when there is none.
func calleeLoad(code *bytecode.Code, targets []bool, pc int, op bytecode.Opcode) int {
	return loadOf(code, targets, pc, code.Instrs[pc].B, op)
}

// loadOf returns the instruction op that loaded register r for the
// instruction at pc, within the same straight-line code and at most
// maxLoadDistance instructions before; -1 when there is none.
func loadOf(code *bytecode.Code, targets []bool, pc int, r int32, op bytecode.Opcode) int {
	for q := pc - 1; q >= 0 && q >= pc-maxLoadDistance; q-- {
		in := code.Instrs[q]
		if in.Op == op && in.A == r {
			return q
		}
		if _, writes, known := regUse(in, r); writes || !known || in.A == r || targets[q+1] {
			return -1
		}
	}
	return -1
}

// moduleAttr finds what the LOAD_METHOD at pc loads when its object is a
// module that a global names (math.sqrt): the module (of exactly class
// module, which has no attribute of the name), its dict and the entry
// where the dict holds the name now.
func (j *JIT) moduleAttr(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (rt.Value, *rt.Dict, int, bool) {
	in := code.Instrs[pc]
	q := loadOf(code, targets, pc, in.B, bytecode.LOAD_GLOBAL)
	if q < 0 || fr.Globals == nil {
		return rt.Unbound, nil, 0, false
	}
	mv, ok := fr.Globals.GetStr(j.vm, code.Names[code.Instrs[q].B])
	if !ok || !mv.IsHandle() {
		return rt.Unbound, nil, 0, false
	}
	mod, isMod := j.vm.Get(mv).(*rt.Module)
	name := code.Names[in.C]
	if !isMod || j.vm.ClassOf(mv) != rt.ModuleType || mod.Dict() == nil {
		return rt.Unbound, nil, 0, false
	}
	if _, found := rt.ModuleType.Lookup(j.vm, name); found {
		return rt.Unbound, nil, 0, false
	}
	pos, err := mod.Dict().Lookup(j.vm, j.vm.Intern(name))
	if err != nil || pos < 0 {
		return rt.Unbound, nil, 0, false
	}
	return mv, mod.Dict(), pos, true
}

// mathSqrtCallee returns math.sqrt when the CALL or CALL_METHOD at pc
// calls it as its callee's load finds it now: a global or builtin (from
// math import sqrt) or an attribute of a module a global names
// (math.sqrt).
// call_sqrt guards the handle.
func (j *JIT) mathSqrtCallee(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (rt.Value, bool) {
	var f rt.Value
	switch code.Instrs[pc].Op {
	case bytecode.CALL:
		v, ok := j.globalCallee(fr, code, targets, pc)
		if !ok {
			return rt.Unbound, false
		}
		f = v
	case bytecode.CALL_METHOD:
		q := calleeLoad(code, targets, pc, bytecode.LOAD_METHOD)
		if q < 0 {
			return rt.Unbound, false
		}
		_, d, _, ok := j.moduleAttr(fr, code, targets, q)
		if !ok {
			return rt.Unbound, false
		}
		if f, ok = d.GetStr(j.vm, code.Names[code.Instrs[q].C]); !ok {
			return rt.Unbound, false
		}
	default:
		return rt.Unbound, false
	}
	b, ok := j.vm.Get0(f).(*rt.BuiltinFunction)
	if !ok || b.Name != "sqrt" || b.Module != "math" || b.Owner != nil || b.Self != rt.Unbound {
		return rt.Unbound, false
	}
	return f, true
}

// globalCallee returns the value now of the global or builtin that the
// LOAD_GLOBAL loading the callee of the CALL at pc names.
func (j *JIT) globalCallee(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (rt.Value, bool) {
	q := calleeLoad(code, targets, pc, bytecode.LOAD_GLOBAL)
	if q < 0 || fr.Globals == nil {
		return rt.Unbound, false
	}
	name := code.Names[code.Instrs[q].B]
	v, ok := fr.Globals.GetStr(j.vm, name)
	if !ok && fr.Builtins != nil {
		v, ok = fr.Builtins.GetStr(j.vm, name)
	}
	return v, ok
}

// listMethods are the list methods that machine code runs in place
// (LIST_POP, LIST_INSERT), by name and number of arguments: the stencil
// for lst.name(...) and the one for a bound method's call.
var listMethods = []struct {
	name        string
	argc        int32
	method, bnd string
}{
	{"pop", 1, "call_list_pop_m", "call_bound_list_pop"},
	{"pop", 0, "call_list_pop0_m", "call_bound_list_pop0"},
	{"insert", 2, "call_list_insert_m", "call_bound_list_insert"},
}

// listMethodCall returns the stencil for the call at pc when it calls
// list.pop or list.insert (listMethods): a CALL_METHOD whose LOAD_METHOD
// names the method (the stencil checks the callee and that self is
// exactly a list), or a CALL of a bound method of a list that a local (a
// MOVE) or a global holds now, or of a local not set yet (the stencil
// checks that the callee is such a bound method), with the method's
// static handle.
func (j *JIT) listMethodCall(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (*stencils.Stencil, rt.Value) {
	in := code.Instrs[pc]
	if in.C > 2 {
		return nil, 0 // no method of listMethods takes more
	}
	var bound rt.Value
	if in.Op == bytecode.CALL {
		if q := loadOf(code, targets, pc, in.B, bytecode.MOVE); q >= 0 {
			bound = fr.Regs[code.Instrs[q].B]
		} else if v, ok := j.globalCallee(fr, code, targets, pc); ok {
			bound = v
		}
		switch {
		case bound == rt.Unbound:
			// Not known yet (code compiled before it ran: the local is
			// unset): guess from the number of arguments. A wrong guess
			// costs the stencil's checks before the exit the call would
			// have taken anyway.
		case !bound.IsHandle():
			return nil, 0
		default:
			bm, ok := j.vm.Get(bound).(*rt.BoundMethod)
			if !ok {
				return nil, 0
			}
			bound = bm.Func
		}
	}
	for _, lm := range listMethods {
		if in.C != lm.argc || in.Op == bytecode.CALL_METHOD && !callsMethod(code, targets, pc, lm.name) {
			continue
		}
		m, ok := j.builtinMethod(rt.ListType, lm.name)
		switch {
		case !ok:
		case in.Op == bytecode.CALL_METHOD:
			return j.pick[lm.method], m
		case bound == m || bound == rt.Unbound:
			return j.pick[lm.bnd], m
		}
	}
	return nil, 0
}

// getitemCallee returns the class of obj and its __getitem__ when obj is an
// instance of a class (a heap object of the instance layout) whose
// __getitem__ is a plain function of (self, key), which machine code can
// call itself for obj[key] (subscr_dunder, which checks the class and its
// version).
func (j *JIT) getitemCallee(obj rt.Value) (*rt.Class, *rt.Function, bool) {
	if !obj.IsHandle() {
		return nil, nil, false
	}
	inst, ok := j.vm.Get(obj).(*rt.Instance)
	if !ok {
		return nil, nil, false
	}
	c := inst.Class()
	m, ok := c.LookupSlot(j.vm, rt.SlotGetItem)
	if !ok {
		return nil, nil, false
	}
	fn, ok := j.in.NativeCallee(m, 2)
	return c, fn, ok
}

// classCallee returns the class that the CALL at pc calls, as its global's
// load finds it now, when calling it is making a plain instance and
// calling its plain __init__ (rt.VM.PlainInit) with the call's arguments,
// which machine code can do itself (call_class, which checks the callee
// and the class's version).
func (j *JIT) classCallee(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (*rt.Class, *rt.Function, bool) {
	v, ok := j.globalCallee(fr, code, targets, pc)
	if !ok || !v.IsHandle() {
		return nil, nil, false
	}
	c, ok := j.vm.Get(v).(*rt.Class)
	if !ok {
		return nil, nil, false
	}
	init, ok := j.vm.PlainInit(c)
	if !ok {
		return nil, nil, false
	}
	fn, ok := j.in.NativeCallee(init, int(code.Instrs[pc].C)+1)
	return c, fn, ok
}

// classArg returns the class that register r holds for the call at pc,
// loaded there by a LOAD_GLOBAL (isinstance(x, C)): the global's class
// now, which the stencil checks against the register.
func (j *JIT) classArg(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int, r int32) (*rt.Class, bool) {
	q := loadOf(code, targets, pc, r, bytecode.LOAD_GLOBAL)
	if q < 0 {
		return nil, false
	}
	v, ok := fr.Globals.GetStr(j.vm, code.Names[code.Instrs[q].B])
	if !ok || !v.IsHandle() {
		return nil, false
	}
	c, ok := j.vm.Get(v).(*rt.Class)
	return c, ok
}

// localCallee returns the plain Python function that a local (a MOVE into
// the callee register) holds now for the CALL at pc, with its number of
// arguments, when no global names the callee: machine code can call any
// function of its code and globals itself (call_native_code).
func (j *JIT) localCallee(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (*rt.Function, int, bool) {
	in := code.Instrs[pc]
	if in.Op != bytecode.CALL {
		return nil, 0, false
	}
	q := loadOf(code, targets, pc, in.B, bytecode.MOVE)
	if q < 0 {
		return nil, 0, false
	}
	fn, ok := j.in.NativeCallee(fr.Regs[code.Instrs[q].B], int(in.C))
	if !ok || fn.Globals == nil {
		return nil, 0, false
	}
	return fn, int(in.C), true
}

// nativeCallees returns the plain Python functions that the CALL or
// CALL_METHOD at pc calls, as its callee's load found them last (a
// global's value now; the methods of a LOAD_METHOD's cache, one per class
// it has seen), with the number of arguments they take there (self
// included): calls that machine code can make itself (call_native, which
// checks the callee).
func (j *JIT) nativeCallees(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) ([]*rt.Function, int) {
	in := code.Instrs[pc]
	argc := int(in.C)
	var fns []*rt.Function
	switch in.Op {
	case bytecode.CALL:
		if v, ok := j.globalCallee(fr, code, targets, pc); ok {
			if fn, ok := j.in.NativeCallee(v, argc); ok {
				fns = append(fns, fn)
			}
		}
	case bytecode.CALL_METHOD:
		q := calleeLoad(code, targets, pc, bytecode.LOAD_METHOD)
		if q < 0 {
			return nil, 0
		}
		argc++ // self
		for _, site := range fr.AttrSites(q) {
			if fn, ok := j.in.NativeCallee(site.Method, argc); ok && !slices.Contains(fns, fn) {
				fns = append(fns, fn)
			}
		}
	}
	return fns, argc
}
