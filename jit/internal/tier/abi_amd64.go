//go:build linux

package tier

// The machine ABI: what machine code and Go share (Ctx, exit kinds, call
// records) and the trampoline into machine code.

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
	// Sink, while the running frame is a generator that a consumer
	// drains into a slice of its own (rt.SliceSink), is the address of
	// that []Value's header: yield_value appends to it in place while it
	// has room. With its low bit set (rt.NumSliceSink, set()'s buffer),
	// only small ints and floats are appended. 0 otherwise; the exit loop
	// sets it before every entry.
	Sink uintptr
	// Sum, while sum() drains the running generator (rt.SumSink), is the
	// address of its int64 total: yield_value adds small ints to it in
	// place unless that overflows. 0 otherwise, set like Sink.
	Sum uintptr
	// GenResumes counts the resumptions of generators by for_gen
	// (Stats.GenResumes), TruthTaken the values yield_value passed over
	// for any() and all() (counted in Stats.DrainedInPlace).
	GenResumes, TruthTaken int64
	// Scratch is memory the stencils may use for values they keep
	// across a computation that needs every scratch register
	// (STR_SIPHASH).
	Scratch [8]uint64
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
	ExitDunder = 8 // binop_dunder: the method it called returned NotImplemented
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
