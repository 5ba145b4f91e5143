//go:build linux

package tier

import (
	"cmp"
	"fmt"
	"maps"
	"os"
	"slices"
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

// JIT is the copy-and-patch tier of one VM. It is not safe for concurrent
// use; each VM (goroutine) has its own.
type JIT struct {
	in    *interp.Interp
	vm    *rt.VM
	opts  Options
	arena patch.Arena
	ctx   *Ctx
	perf  *os.File
	units []*unit
	// selection is what translation selects stencils from, set up once;
	// compileMemory what one translation leaves for the next to reuse;
	// runState the exit loop's counters and the state machine code
	// shares with Go while it runs.
	selection
	compileMemory
	runState
}

// selection is what translation selects stencils from: the stencil of
// every operation and the tables built from it, and the Go types' itabs
// the stencils guard (set up once by install).
type selection struct {
	pick *stencilSet
	// moves are the operand-moving stencils emitSplit and emitResidents
	// use for every split instruction, looked up once (compile time).
	moves moveStencils
	// The stencils of arithmetic and compares, looked up once.
	numAdd, numSub, numMul numSet
	cmp                    [len(cmpFamilies)]cmpForms
	// byOp is the stencil of the int bit operations and the forward
	// conditional jumps, by opcode.
	byOp [bytecode.NumOpcodes]*stencils.Stencil

	itabRange, itabInstance                                     uintptr
	itabBound, itabFunction                                     uintptr
	itabListIter, itabTupleIter, itabCell, itabStr, itabComplex uintptr
	itabInt, itabSetIter, itabSet, itabRangeObj, itabDictIter   uintptr
	// seqTypes maps the subscript feedback kinds to what the indexing
	// stencils guard (the Go type's itab, the exact class) and to the
	// stencils themselves.
	seqTypes map[uint32]seqType
	// vecTypes maps the numeric vector feedback kinds (FbVecF64...) to
	// the stencils that index the registered vector type (rt.NumVecTypes:
	// the first one; others exit at its guards).
	vecTypes map[uint32]seqType
}

// compileMemory is the memory translations reuse: compiling is
// sequential, and each translation leaves its slices for the next.
type compileMemory struct {
	// builders are the final and the dry translation's code builders.
	builders [2]patch.Builder
	// lv is the liveness of the code being compiled.
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
}

// runState is the tier's run-time state: counters, the recompilation
// policy, the fuel, and the pools and call records machine code uses.
type runState struct {
	stats Stats
	// boundCallees are the plain functions that call sites without a
	// native call of their own were seen calling as bound methods
	// (noteCall): their next compilation calls them natively
	// (call_native_b).
	boundCallees map[callSite]*rt.Function
	// superCallees are the methods that fused super().name loads
	// (load_method_super, keyed by the LOAD_METHOD) resolve to, one per
	// class: the CALL_METHOD after one calls them natively. superClasses
	// are the classes of the first argument each super() site (keyed by
	// its CALL) was compiled for.
	superCallees map[callSite][]*rt.Function
	superClasses map[callSite][]*rt.Class
	// invalidated counts each code object's invalidations: past
	// maxRecompiles its units are no longer invalidated (a class that
	// keeps changing would have it compiled again and again); their guards
	// catch the changes instead.
	invalidated map[*bytecode.Code]int
	// Exit counters (kept out of Stats' map on the hot path).
	steps      [bytecode.NumOpcodes]int64
	finishedBy map[string]int64 // see Stats.FinishedBy
	// Helper exits (Stats.HelperBy): steps by opcode, calls.
	helperSteps [bytecode.NumOpcodes]int64
	helperCalls int64
	// The native frame whose exits finishNative last served (its
	// registers, Ctx.NCalls then) and how many in a row (maxServeStreak).
	serveRegs   uintptr
	serveCalls  int64
	serveStreak int
	// guard is the VM's rt.Interp while a helper exit runs (helperExit);
	// noHelpers turns helper exits off (Options.NoHelperExits).
	guard     noPython
	noHelpers bool
	// lazy is the exception a helper exit is handling in a native frame
	// (nativeexc_amd64.go), helperErr the error the last instruction a
	// helper ran raised; noCatch turns that handling off
	// (Options.NoNativeCatch).
	lazy lazyCatch
	// callKinds caches helperCall's classification of builtin callees.
	callKinds callKindCache
	helperErr error
	noCatch   bool
	// pyAsked says the last helper exit was abandoned because its
	// operation asked for Python code (a key function, a __repr__, an
	// __eq__): finishNative serves it with deeper chains adopted.
	pyAsked bool
	// callAsked says the last helper exit was abandoned at a call that
	// helpers do not make (a Go function that may call Python, a Python
	// function machine code did not call): finishNative serves the first
	// such exit of an activation with deeper chains adopted.
	callAsked bool
	// loopAsked says the last helper exit was abandoned at a loop left to
	// the interpreter (unit.inBound): finishNative serves it, the whole
	// loop, with chains as deep as for Python code adopted.
	loopAsked bool
	// compiles counts compiles and recompiles (chargeCompile).
	compiles int
	// helperFn is the function of the innermost native frame, known when
	// helperFnSet (topFn finds it when a helper asks; helperFr and
	// helperU are the exit loop's frame and unit it walks from), top the
	// walk's last answer.
	helperFn    *rt.Function
	helperFnSet bool
	helperFr    *interp.Frame
	helperU     *unit
	top         nativeTopCache
	// listAppend is list.append's handle (growingStore), once looked up.
	listAppend rt.Value
	// siteUnits are the units whose machine code held the last exit
	// sites (unitAt), byBase the units sorted by address as they were
	// at unitsGen byBaseGen; unitsGen counts the changes to the units
	// and their blocks (a compile, recompile or invalidation).
	siteUnits           [4]*unit
	siteNext            int
	byBase              []*unit
	byBaseGen, unitsGen int
	// builtinFns are the builtins' functions that helper exits call
	// (pureBuiltins), by value.
	builtinFns                          map[rt.Value]bool
	polls, rets, calls, resumes, yields int64
	// Recompilation policy (Options.RecompileAfter, MaxRecompiles).
	recompileAfter int32
	maxRecompiles  int
	// fuelBase is Ctx.Fuel as of the last refuel; depth counts nested Runs.
	fuelBase int64
	depth    int

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
	// eqSites are eq_ident's sites by code object and comparison, kept
	// across the code's compilations (see compare).
	eqSites map[*bytecode.Code]map[int]*eqSite
	// binopSeen are the classes of the instances that arithmetic step
	// exits met as left operands a binop_dunder could call the method
	// of, by code object and instruction: a recompilation takes the site
	// from there when its registers do not hold such operands (a
	// temporary, a natively called frame).
	binopSeen map[*bytecode.Code]map[int]*rt.Class
	// seqPools are the pools of tuples ([0]) and lists ([1]) of n items
	// that build_seq takes, by n.
	seqPools [2][sliceCap3 + 1]*seqPool
	// emptyPools are the pools of empty dicts ([0]) and sets ([1]) that
	// build_seq takes for a display of no items.
	emptyPools [2]*seqPool
	// iterPools are the pools of list ([0]), tuple ([1]) and set ([2])
	// iterators that get_iter_seq and get_iter_set take.
	iterPools [3]*seqPool
	// intPool is the pool of int objects that the int64 stencils
	// (add_int64...) take for results outside int48's range.
	intPool *seqPool

	// cstack holds the call records of native calls (Ctx.CSP); cells
	// are the callCells of the functions compiled code calls natively,
	// by code object.
	cstack []uint64
	cells  map[*bytecode.Code][]*callCell
	// codeCells are the call cells of compiled codes that call sites
	// accepting any function read (anycall_amd64.go); anyCallees, the
	// call sites whose exits asked for one.
	codeCells  map[*bytecode.Code]*codeCell
	anyCallees map[callSite]bool
	// genTables are the resume tables of plain generator codes (publish);
	// genDeclined, the codes for_gen stopped resuming (noteTaken).
	genTables   map[*bytecode.Code]*genTable
	genDeclined map[*bytecode.Code]bool
	// pendingGen hands takeGenAt's result for a generator's FOR_ITER to
	// that generator's exit loop (exitGen).
	pendingGen genResult
	// walkMemo remembers walkNative's answers per depth (any thread's:
	// each entry is checked against what it would find).
	walkMemo [walkMemoDepth]walkMemo
	// topMemo remembers, per depth of the call records, what walkNative
	// found about the innermost native frame (topFromRecord; any thread's,
	// checked the same way).
	topMemo [walkMemoDepth]topMemo
}

// A callCell tells call_native whether machine code may call a function
// now: entry is its compiled code's entry (0 when it has none, or
// machine code compiled for other globals) and size its frame's register
// bytes. Machine code reads the first two words (the cell's address is
// patched into the call sites), and closure_entry the third: the cell
// handles of the function's closure, for a function with free variables
// (a closure: its entry is its unit's closureEntry). The function holds
// its cell in Function.JIT, which tells it when __code__ is assigned.
type callCell struct {
	entry uintptr
	size  uint64
	clos  unsafe.Pointer // &fn.Closure[0], or nil
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
	if len(fn.Code.FreeVars) > 0 && len(fn.Closure) == len(fn.Code.FreeVars) {
		c.clos = unsafe.Pointer(unsafe.SliceData(fn.Closure))
	}
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
		if len(c.code.FreeVars) > 0 {
			// A closure: through closure_entry, which fills its free
			// variables' registers; none without one.
			c.entry = 0
			if c.clos != nil {
				c.entry = u.closureEntry
			}
		}
	}
}

// publish points the cells of code's functions at u (nil: no machine
// code), and a plain generator's resume table at u's yield_resume stubs.
func (j *JIT) publish(code *bytecode.Code, u *unit) {
	for _, c := range j.cells[code] {
		c.set(u)
	}
	j.setCodeCell(code, u)
	if code.Flags&bytecode.FlagGenerator != 0 && (u != nil || j.genTables[code] != nil) {
		j.publishGen(code, u)
	}
}

// A genTable is a plain generator code's resume table, which for_gen
// reads through the frame of a generator suspended at a YIELD
// (interp.Frame.genTab): per instruction, the address of the YIELD's
// yield_resume stub in the code's current machine code, or 0 where
// machine code may not resume the generator itself. The JIT keeps one per
// code object for as long as it runs (the frames of suspended
// generators hold its address) and rewrites it whenever the code's
// machine code changes (publish): 0 everywhere while there is none, or
// when its unit makes native calls (whose records a for_gen's would lie
// under).
type genTable []uintptr

// publishGen points code's resume table at u.
func (j *JIT) publishGen(code *bytecode.Code, u *unit) {
	tab := j.genTables[code]
	if tab == nil {
		if j.genTables == nil {
			j.genTables = map[*bytecode.Code]*genTable{}
		}
		t := make(genTable, len(code.Instrs))
		tab = &t
		j.genTables[code] = tab
	}
	t := *tab
	clear(t)
	if u == nil || !j.genResumable(u) || u.block == nil {
		return
	}
	for pc, off := range u.yieldAt {
		if off != 0 {
			t[pc] = u.base + uintptr(off)
		}
	}
}

// genResumable reports whether for_gen may resume the generators of u's
// code: u is valid, has yield_resume stubs, makes no native calls (their
// records would lie above a for_gen's) and its code was not declined
// (noteTaken).
func (j *JIT) genResumable(u *unit) bool {
	return !u.invalid && u.yieldAt != nil && !u.nativeCalls && !j.genDeclined[u.code]
}

// genTableAddr returns the address of u's code's resume table, for
// interp.SuspendAt, or 0 when machine code may not resume it.
func (j *JIT) genTableAddr(u *unit) uintptr {
	if !j.genResumable(u) {
		return 0
	}
	tab := j.genTables[u.code]
	if tab == nil {
		return 0
	}
	return uintptr(unsafe.Pointer(unsafe.SliceData(*tab)))
}

// seqType describes one indexable builtin type to the indexing stencils.
type seqType struct {
	itab, class uint64
	load, store stencils.ID // the stencils (0 when there is none)
}

// classDep is a class that compiled code guards, at the version it saw.
type classDep struct {
	cls *rt.Class
	ver uint64
}

// unit is one compiled code object.
type unit struct {
	// recKinds is recordKind's table (nil until asked).
	recKinds []uint8
	// regReads remembers regRead's answers (nativeexc_amd64.go).
	regReads map[uint64]bool
	// consts are the code's constants as values (helper exits load them).
	consts []rt.Value
	code   *bytecode.Code
	block  *patch.Block
	entry  uintptr // function entry (with the entry poll)
	// closureEntry is where native calls of a closure enter
	// (closure_entry before the entry), or 0 (closureCode).
	closureEntry uintptr
	base         uintptr // the block's address
	offsets      []int32 // per instruction: code offset, -1 for none
	// pools are the instance pools of the call_class sites, by pc, and
	// dunders the subscr_dunder sites: the call records of both name the
	// function they call (CREC_FN), which finishNative adopts.
	pools   map[int]*instancePool
	dunders map[int]bool
	// binops are the binop_dunder sites (also in dunders): a call there
	// that returns NotImplemented goes on through the protocol.
	binops map[int]bool
	// hashed marks the hashed lookups (in_hashed, subscr_dict,
	// store_subscr_dict): a site whose lookup keeps exiting (keys equal
	// but not identical, colliding hashes, missing keys) is compiled
	// without one (countStep).
	hashed map[int]bool
	// seqs are the pools of the build_seq and slice_list sites, by pc.
	seqs map[int][]*seqPool
	// bound are the call_native_b sites, whose callee is a bound method,
	// and the call_native_any sites (also in anyCalls), whose callee may
	// be one: finishNative adopts its function.
	bound    map[int]bool
	anyCalls map[int]bool
	// resume[pc], when not 0, is where machine code is re-entered at pc:
	// a stub that fills the resident registers of pc's loop first.
	resume []int32
	// native[pc] says instruction pc has machine code: interp.Step stops
	// before it. never is all false (run a frame to its end in Step).
	native, never []bool
	globals       *rt.Dict
	// namesGlobal: LOAD_NAME and STORE_NAME were compiled as globals'
	// loads and stores, which holds for frames whose locals are their
	// globals (module code) only.
	namesGlobal bool
	// keep holds Go objects whose addresses the machine code embeds.
	keep []any
	// mega[pc]: the attribute site's inline cache was full when compiled
	// (or pc is a branch on objects: recompiling would not help).
	mega map[int]bool
	// truths[pc]: the truth site of branch pc's truth_obj (noteTruth).
	truths map[int]*truthSite
	// eqs[pc]: the site of comparison pc's eq_ident (noteEq).
	eqs        map[int]*eqSite
	coldStart  int // offset of the cold code (exits)
	entryOff   int
	closureOff int // closureEntry's offset, or -1
	// inBound[pc]: instruction pc is in a loop left to the interpreter
	// because most of its instructions would exit (exitBoundLoops); nil
	// when there is none.
	inBound []bool
	// calls[pc]: instruction pc is a CALL that exits to the exit loop's
	// call path (not interp.Step).
	calls []bool
	// nativeCalls: the code has call_native sites (prepareNative);
	// genLoops: for_gen sites, which push records too.
	nativeCalls, genLoops bool
	// yieldAt are the offsets of the yield_resume stubs of a plain
	// generator's YIELDs, by pc (0: none), for its resume table
	// (genTable). genFruitless and genFruitful count the takeovers
	// (takeGen) of a generator of this code that for_gen resumed, before
	// and after it yielded in machine code.
	yieldAt                   []int32
	genFruitless, genFruitful int32
	// stops are where Step hands back to machine code: native or calls.
	stops []bool
	// iterFb holds the feedback each FOR_ITER was compiled from.
	iterFb map[int]uint32
	unseen []bool
	// regions are the loops with resident registers and smap their exits'
	// stackmap (nil without regions); size is the code's length.
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
	smap      *frames.Map
	// recs and recNext are siteRecord's memory of smap's lookups.
	recs    [2]siteRec
	recNext int
	size    int
	// classes are the classes (and versions) the attribute stencils
	// guard.
	classes []classDep
	// unitBuild is what translation leaves for compile and install;
	// unitRun what the exit loop and recompilation count and change.
	unitBuild
	unitRun
}

// unitBuild is what the translation of a unit leaves for compile (the
// dry translation's acc) and install (the code, the sites, the counts
// Stats adds up).
type unitBuild struct {
	// acc records how each instruction's code touches the frame (for
	// findRegions; the final translation's is scratch).
	acc   []access
	b     *patch.Builder // until installed
	sites []site         // until installed
	// polySites counts the attribute instructions compiled for more than
	// one class (Stats.PolySites); lazy, those compiled as side exits
	// because they had never run (Stats.Lazy).
	polySites, lazy int
	// polyCalls counts the call sites compiled with more than one
	// callee (Stats.PolyCalls).
	polyCalls int
	// elided counts constant loads left out (elidedConst; Stats.ElidedConsts).
	elided int
}

// unitRun is a unit's run-time state.
type unitRun struct {
	// epoch is rt.ClassEpoch when the classes were last found unchanged.
	epoch uint64
	// invalid: a class in classes changed; the code is freed, and frames
	// suspended in the unit's exit loop finish in the interpreter.
	invalid bool
	// fails counts guard-failure exits per instruction, and exits of
	// instructions that had never run when the unit was compiled (unseen).
	fails []int32
	// exitsAt counts the exits to interp.Step at each instruction (kept
	// across recompilations) for Stats.HotExits.
	exitsAt    []int64
	recompiles int
	// globalRecompiles counts the recompiles beyond the budget that a
	// LOAD_GLOBAL's stale key versions made (maxGlobalRecompiles), and
	// growthRecompiles those that code which had not run when the unit
	// was compiled made once it ran often (maxGrowthRecompiles).
	globalRecompiles, growthRecompiles int
	// grew marks the instructions whose exits made a growth recompile
	// (kept across recompilations): one that is unseen again afterwards
	// (its feedback is not one machine code can use) does not get
	// another.
	grew []bool
	// stress[pc] != 0 (Options.DeoptStress) makes instruction pc's stress
	// guard exit; the exit loop clears it.
	stress []byte
}

func install(in *interp.Interp, vm *rt.VM, opts Options) (*JIT, error) {
	j := &JIT{in: in, vm: vm, opts: opts, ctx: new(Ctx)}
	j.pick = pickStencils(opts.Baseline)
	j.recompileAfter, j.maxRecompiles = DefaultRecompileAfter, DefaultMaxRecompiles
	j.noHelpers, j.noCatch = opts.NoHelperExits, opts.NoNativeCatch
	if opts.RecompileAfter > 0 {
		j.recompileAfter = int32(opts.RecompileAfter)
	}
	if opts.MaxRecompiles != 0 {
		j.maxRecompiles = max(opts.MaxRecompiles, 0)
	}
	j.moves = pickMoves(j.pick)
	j.numAdd, j.numSub, j.numMul = numSetOf(j.pick, addFamily), numSetOf(j.pick, subFamily), numSetOf(j.pick, mulFamily)
	for op, id := range bitOps {
		j.byOp[op] = j.pick[id]
	}
	j.byOp[bytecode.JUMP_IF_FALSE], j.byOp[bytecode.JUMP_IF_TRUE], j.byOp[bytecode.JUMP_IF_NONE] =
		j.pick[stencils.JumpIfFalse], j.pick[stencils.JumpIfTrue], j.pick[stencils.JumpIfNone]
	for k, f := range cmpFamilies {
		j.cmp[k] = cmpForms{jf: j.pick[f.intJF], j: j.pick[f.intJ], numJ: j.pick[f.numJ],
			ints: j.pick[f.ints], floats: j.pick[f.floats], nums: j.pick[f.nums]}
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
	j.itabInt = rt.ItabOf(&rt.Int{})
	j.itabSetIter = rt.ItabOf(&rt.SetIter{})
	j.itabDictIter = rt.ItabOf(&rt.DictIter{})
	j.itabSet = rt.ItabOf(&rt.Set{})
	j.itabRangeObj = rt.ItabOf(&rt.Range{})
	j.seqTypes = map[uint32]seqType{
		bytecode.FbList:      {uint64(rt.ItabOf(&rt.List{})), classAddr(rt.ListType), stencils.SubscrSeq, stencils.StoreSubscrList},
		bytecode.FbTuple:     {uint64(rt.ItabOf(&rt.Tuple{})), classAddr(rt.TupleType), stencils.SubscrSeq, 0},
		bytecode.FbBytes:     {uint64(rt.ItabOf(&rt.Bytes{})), classAddr(rt.BytesType), stencils.SubscrBytes, 0},
		bytecode.FbByteArray: {uint64(rt.ItabOf(&rt.ByteArray{})), classAddr(rt.ByteArrayType), stencils.SubscrBytes, stencils.StoreSubscrBytearray},
		bytecode.FbStr:       {uint64(rt.ItabOf(&rt.Str{})), classAddr(rt.StrType), stencils.SubscrStr, 0},
	}
	if vt := rt.NumVecTypes(); len(vt) > 0 {
		itab, cls := uint64(vt[0].Itab), classAddr(vt[0].Class)
		j.vecTypes = map[uint32]seqType{
			bytecode.FbVecF64: {itab, cls, stencils.SubscrVecF64S, stencils.StoreSubscrVecF64S},
			bytecode.FbVecI32: {itab, cls, stencils.SubscrVecI32S, stencils.StoreSubscrVecI32S},
			bytecode.FbVecI64: {itab, cls, stencils.SubscrVecI64S, stencils.StoreSubscrVecI64S},
		}
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
	vm.AddThreadSwitcher(rt.ThreadSwitcher{Save: j.saveThread, Load: j.loadThread})
	return j, nil
}

// Stats returns the tier's counters.
func (j *JIT) Stats() Stats {
	s := j.stats
	s.NativeCalls = j.ctx.NCalls
	s.GenResumes = j.ctx.GenResumes
	s.DrainedInPlace += j.ctx.TruthTaken
	s.FinishedBy = maps.Clone(j.finishedBy)
	s.HelperBy = map[string]int64{}
	for op, n := range j.helperSteps {
		if n > 0 {
			s.HelperBy["step:"+bytecode.Opcode(op).String()] = n
		}
	}
	if j.helperCalls > 0 {
		s.HelperBy["call"] = j.helperCalls
	}
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

// coldCompiles is how many of a process's first compiles Stats reports
// apart (ColdCompileTime): they run with cold caches and take several
// times longer per instruction than later ones.
const coldCompiles = 8

// chargeCompile adds a compile (or recompile) that took d, and found
// Stats.Instrs at n0, to the compile time.
func (j *JIT) chargeCompile(d time.Duration, n0 int) {
	j.stats.CompileTime += d
	if j.compiles++; j.compiles <= coldCompiles {
		j.stats.ColdCompileTime += d
		j.stats.ColdInstrs += j.stats.Instrs - n0
	}
}

// Close frees every unit's machine code. The VM must not run afterwards.
func (j *JIT) Close() error {
	for _, u := range j.units {
		u.block.Free()
		j.publish(u.code, nil)
	}
	j.units = nil
	j.unitsGen++
	if j.perf != nil {
		j.perf.Close()
	}
	return j.arena.Close()
}

// Compile implements interp.Hook.
func (j *JIT) Compile(fr *interp.Frame) any {
	t0, n0 := time.Now(), j.stats.Instrs
	u, err := j.compile(fr)
	j.chargeCompile(time.Since(t0), n0)
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
	j.unitsGen++
	j.publish(u.code, u)
	return u
}
