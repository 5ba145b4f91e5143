// Package jit runs Python from Go, and is cpjit's copy-and-patch tier.
//
// Embedding. A Go program creates a VM with New and a Config (JIT mode,
// I/O, module path, limits, host access), runs Python with Exec,
// ExecFile and Eval, calls Python functions with Call, reads and sets
// globals, and gives Python Go functions (Register) and Go modules
// (RegisterModule). Values convert both ways:
//
//	Python      Go, from Python               Go accepted for Python
//	None        nil                           nil (and nil pointers)
//	bool        bool                          bool
//	int         int64, *big.Int beyond it     any int or uint type, *big.Int
//	float       float64                       float32, float64
//	str         string                        string (and string kinds)
//	bytes       []byte                        []byte
//	bytearray   []byte (a copy)               -
//	list        []any                         []any, other slices, arrays
//	tuple       Tuple                         Tuple
//	dict        map[string]any if every key   maps (keys sorted for the
//	            is a str, else map[any]any    dict's order)
//	builtin     -                             functions (see GoFunc)
//
// Anything else is an error naming the type. A
// Python exception reaches Go as *Error (type, message, CPython's
// traceback). Limits are errors Go can test: ErrStepLimit (a budget of
// steps per run, counted the same in machine code as in the interpreter),
// the context's error (deadline or cancellation, noticed at the next loop
// back-edge or call in either tier), and ErrHeapLimit. An embedded VM has
// no file, environment or process access unless Config.Access grants it.
// A VM is used from one goroutine at a time; separate VMs run in
// parallel.
//
// A process that runs many programs should set runtime.MemProfileRate to
// 0 unless it takes heap profiles: Go's heap profiler keeps a record for
// every distinct allocating stack, for ever, and walks them all at every
// collection. The interpreter's stack follows the Python program's calls,
// so every program adds records; measured on the differential fuzzer,
// each program took 8x longer after 100,000 programs than at the start.
// The cpjit command sets it to 0.
//
// The tier decides what to compile, builds machine code from the
// stencils of package stencils (through package patch), and runs it.
//
// Data path. The interpreter (lang/interp) counts function entries and
// loop back-edges per code object; when a count reaches the threshold it
// calls Compile (interp.Hook). Compile picks one stencil per bytecode
// instruction from the instruction and the type feedback the interpreter
// recorded, patches the holes (register displacements, constants, jump
// targets) and installs the code in a W^X arena. Run then enters the code
// through the enter trampoline (enter_amd64.s) with R12 = the Ctx and
// R13 = the frame's registers, which are the interpreter's own registers:
// both tiers share one frame layout, so leaving machine code at any
// instruction boundary needs no translation.
//
// Machine code never calls Go. Whatever a stencil does not handle (other
// types, overflow, calls, allocation, exceptions) leaves through an exit:
// the stencil stores the instruction's index and an exit kind in the Ctx
// and returns to the exit loop in Run, which lets the interpreter run that
// instruction (interp.Step) and the ones after it that have no machine
// code, then re-enters machine code at the next instruction that has
// (or makes the call itself when that instruction is a call that machine
// code would only exit for). Exceptions,
// tracebacks and f_lineno therefore behave exactly as in the
// interpreter. Every loop back-edge and function entry counts down a fuel
// counter, and machine code returns to the exit loop when it runs out
// (about a million steps, a millisecond or so), so Ctrl-C, embedder
// limits and Go's own scheduler and GC get control within a bounded
// number of iterations. DESIGN.md lets the poll read an interrupt word as
// well; machine code does not, and keeps the counter in a register (R11)
// rather than in the Ctx: the word's load and compare were three of six
// uops per back-edge, and a counter in memory is a load-subtract-store
// chain from one iteration to the next (micro_intloop's best time went
// from 45.7 to 37.9 ms with the counter in R11).
// What wakes a safepoint from Go code (a collection that comes due in an
// exit, sys.settrace) the exit loop checks before it enters machine code
// again, running the interpreter to its next safepoint instead, so that
// collections happen at the same instruction in every tier; a request
// from another goroutine waits for the next fuel exit.
//
// Two policies keep exits cheap. Runs of machine code too short to pay for
// the trip through the exit loop are left to the interpreter (minRun), and
// a guard that keeps failing, or an instruction that had not run when its
// unit was compiled and now runs often, makes the unit compile again from
// the interpreter's newer feedback; the new code replaces the old in place.
//
// What gets compiled, and what is assumed. With a profile (mode on), an
// instruction with no type feedback (or a global load with an empty
// cache) has never run and compiles to a side exit (lazy compilation), and
// so does every instruction after it up to the next jump target, which
// only falling through from it could reach: a call or raise in a branch
// never taken exits like the rest and leaves its loop's registers
// resident. An attribute instruction compiles to one
// guarded stencil per class in the interpreter's four-entry inline cache,
// chained so that a failed guard tries the next; a site whose cache was
// full is megamorphic, and its failures stop counting towards
// recompilation. Compiled code guards class versions, dict key layouts
// and callee identities at each use; it assumes no global's value (loads
// read the current entry). A class change also invalidates the units
// that guard the class at once: rt.ClassEpoch moves, the exit loop checks
// the unit's classes at its next entry or exit, frees the code (no frame
// can return into it: machine code returns to the trampoline at every
// exit), finishes running frames in the interpreter and lets the code
// become hot again. A few builtins and methods have stencils of their
// own behind an identity guard on the callee (len, ord, chr on ASCII,
// list.append with room, list.pop and list.insert as methods or bound,
// isinstance of exactly the class). docs/assumptions.md lists every
// assumption compiled code makes, the guard or invalidation that protects
// it, and the test that proves it.
//
// Calls. A call site whose callee was a plain Python function when it was
// compiled (a global's value, or the method in a LOAD_METHOD's cache) is
// made by machine code itself (call_native): behind a guard on the
// callee's identity, it reads the function's callCell (its compiled
// entry, 0 when there is none), takes the callee's registers from the
// interpreter's VM stack, pushes a call record (return point, caller's
// registers, call index) on JIT.cstack and jumps to the callee's entry;
// the callee's return_value pops the record and jumps back. RSP is never
// touched, so the Go stack does not grow with Python recursion and a
// fault would still be recoverable; the records are pointer-free memory,
// like the registers. No Go frame exists for such a callee until Go needs
// one: when the exit loop finds call records after an exit
// (finishNative), it makes interpreter frames of the callees over the
// registers they already have (interp.AdoptCompiled; every caller is at
// its call, where its values are in their slots), runs the innermost's
// exit loop from its exit and each caller's from its call. Everything Go
// does (tracebacks, sys._getframe, the collector, tracing) therefore sees
// the same frames as in the interpreter. Call records are bounded by the
// recursion limit and rt.MaxDepth (prepareNative), and are disabled
// while a tracer is set. The same protocol serves four other kinds of
// site: a method call whose receivers had several classes (a chain of
// call_native_m, one per callee: patch.Values.Miss sends a failed
// identity check to the next); a function that a local holds
// (call_native_code: any function of the code and globals); a
// construction of a plain class (call_class: the instance comes from a
// per-class pool, and __init__ is called with it as self); and obj[key]
// through a plain __getitem__ (subscr_dunder). The records of the last
// two also name the function that runs (CREC_FN), which finishNative
// adopts, and a construction's names its instance (CREC_NEW), which the
// caller gets when __init__ returns None. Other calls from compiled code
// to compiled plain functions, and constructions of plain classes whose
// __init__ is compiled, go straight to the callee's exit loop
// (interp.EnterCompiled); the rest through the interpreter's call path.
//
// Register residency and stackmaps. Inside an innermost loop whose
// instructions all have machine code, up to four of the Python registers
// it uses most (loop counters, accumulators, temporaries) live in
// general-purpose registers, small ints among them unboxed, up to four
// floats unboxed in XMM registers and up to three complex numbers in XMM
// register pairs, instead of their frame slots (resident_amd64.go). A
// complex resident is an allocation the compiler removed: records
// describe it as a virtual object, which deopt allocates once when the
// interpreter is to see it (abs of one is computed in machine code too,
// with glibc's hypot as the runtime has it). The
// stencils that do the loop's arithmetic are split: their operands and
// result pass through AX and CX, and separate one-instruction stencils
// move them from and to either a frame slot or a resident register, so one
// stencil serves both. At every exit inside such a loop a stackmap record
// (package frames, one compressed blob per unit) says which machine
// register holds which Python register; the trampoline saves those
// registers, and the exit loop writes them back (package deopt) before
// the interpreter, the collector or introspection can see the frame.
// Re-entering the loop reloads them from the frame, so a write through
// f_locals or by the interpreter is seen. DESIGN.md's "deopt through
// stackmaps" is followed for those values; everything else stays in its
// home slot, where the interpreter itself is the deoptimiser
// (interp.Step). A plain generator's code compiles like a function's: its
// YIELDs exit as yields (yield_value), the exit loop suspends the frame
// (interp.Suspend), and each resumption enters the machine code after
// the YIELD (interp's run). While a consumer that runs no Python code per
// item drains the generator (list(), tuple(), set(), sum(), extend: an
// rt.Sink attached by the generator's NextTo), the exit loop hands it each
// value instead and goes straight back into the machine code after the
// YIELD. Code with YIELD_FROM, coroutines and async generators stays in
// the interpreter.
package jit

import (
	"time"

	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Options configure the tier.
type Options struct {
	// Mode is "off" (interpreter only), "on" (compile hot code) or
	// "always" (compile every function and loop before it first runs).
	Mode string
	// Threshold is the number of entries plus back-edges that makes a
	// code object hot in mode "on" (0 means DefaultThreshold).
	Threshold int
	// Baseline forces the baseline stencils (no CPU-feature variants).
	Baseline bool
	// Dump, when set, receives each compiled unit's bytecode beside its
	// disassembled machine code.
	Dump interface{ Write([]byte) (int, error) }
	// PerfMap writes /tmp/perf-<pid>.map entries for compiled code.
	PerfMap bool
	// DeoptStress (-X deopt-stress, testing) makes every instruction's
	// machine code leave to the interpreter the first time it is reached,
	// as a failed guard does, and every call take the interpreter's call
	// path once; then the code runs normally. Use it with Mode "always".
	DeoptStress bool
	// RecompileAfter (-X jit-recompile-after=N) is how many times a guard
	// fails, or an instruction that had not run when its unit was compiled
	// exits, before the unit is compiled again (0: DefaultRecompileAfter).
	// MaxRecompiles (-X jit-max-recompiles=N) caps recompilations per
	// unit (0: DefaultMaxRecompiles; negative: none), after which a unit
	// keeps its code and its exits.
	RecompileAfter, MaxRecompiles int
	// NoResidents (-X jit-residents=off) keeps every Python register in
	// its home slot (no register residency, no stackmaps).
	NoResidents bool
	// VerifyStackmaps (-X jit-verify-stackmaps, testing) also stores
	// every resident register's value to its home slot, and checks at
	// every exit that the stackmap's account of the resident registers
	// agrees with the frame; a disagreement stops the program with an
	// error.
	VerifyStackmaps bool
}

// DefaultThreshold is the hotness threshold of mode "on".
const DefaultThreshold = 200

// Stats are the tier's counters (-X jit-stats).
type Stats struct {
	Functions  int // units compiled at function entry
	Loops      int // units compiled at a loop back-edge (entered mid-function)
	Declined   int // code objects the tier would not compile
	Recompiles int // units compiled again after a guard kept failing
	// Invalidated counts units dropped because a class they were compiled
	// against changed; their code runs in the interpreter until it is hot
	// again.
	Invalidated int
	// MegaSites counts attribute sites compiled after their inline cache
	// filled up (more classes than it holds): their guard failures go to
	// the interpreter's generic lookup and never trigger a recompilation.
	MegaSites int
	// Lazy counts instructions compiled as side exits because they had
	// never run (no type feedback, or after one without in the same
	// straight-line run) when their unit was compiled.
	Lazy      int
	Instrs    int // bytecode instructions compiled
	Native    int // of which have machine code (the rest always exit)
	CodeBytes int // machine code bytes installed
	// Register residency: Python registers kept in machine registers (summed
	// over loops), and the stackmaps that describe them at exits.
	Residents int
	// ElidedConsts counts constant loads inside loops left out of the
	// machine code because only stackmap records could see them (an add
	// of a small constant patches the constant in).
	ElidedConsts int
	// IntResidents counts the resident registers (included in Residents)
	// that hold small ints unboxed, in the working form.
	IntResidents int
	// FloatResidents counts the floats kept unboxed in XMM registers
	// (summed over loops), not included in Residents.
	FloatResidents int
	// ComplexResidents counts the complex numbers kept unboxed in pairs
	// of XMM registers (summed over loops), not included in Residents;
	// stackmap records describe them as virtual objects.
	ComplexResidents int
	// PoolRefills counts the times the pool of complex objects that
	// machine code boxes complex results into was topped up.
	PoolRefills int
	// ResidentIters counts for-range loops whose iterator state (next
	// value, count left) lives in machine registers instead of the
	// iterator object; the object is brought up to date at every exit.
	ResidentIters   int
	StackmapBytes   int
	StackmapRecords int
	Verified        int64 // exits whose stackmap record was checked (VerifyStackmaps)
	// PolySites counts attribute instructions compiled for more than one
	// class: a chain of guarded stencils, one per class.
	PolySites   int
	CompileTime time.Duration
	Enters      int64 // entries into machine code (including re-entries after exits)
	// DirectCalls counts call exits whose callee, a compiled plain
	// function, went straight into its exit loop (interp.EnterCompiled).
	DirectCalls int64
	// NativeCalls counts the calls machine code made itself, without the
	// exit loop (call_native), and NativeFinished those of them that an
	// exit in the callee (or deeper) made the exit loop finish.
	NativeCalls, NativeFinished int64
	// PolyCalls counts the call sites that machine code makes itself for
	// more than one callee (the methods a CALL_METHOD's receivers of
	// several classes found): a chain of guarded calls, one per callee.
	PolyCalls int
	// LeafCalls counts the calls of math functions that frames machine
	// code called natively made through the exit loop without the exit
	// loop finishing those frames (leafCall).
	LeafCalls int64
	// InstanceRefills counts the refills of the instance pools that
	// machine code takes from when it constructs an instance of a plain
	// class itself (call_class).
	InstanceRefills int
	// Drained counts the yields (among Exits["yield"]) whose value a
	// consumer draining the generator took, the machine code going on
	// without suspending (rt.Drainer).
	Drained int64
	// RangeRefills counts the refills of the pool of range iterators that
	// machine code takes for a call of range that only a for loop reads
	// (range_iter1, range_iter2): about RangeRefills * 64 such calls made
	// no range object and did not exit.
	RangeRefills int
	// Exits counts exits by kind: "step:OPCODE", "poll", "return",
	// "resume", "yield" (a generator's), and "call": the calls the exit
	// loop made (most are exits
	// of a call's machine code; a call the interpreter stopped at is made
	// without entering machine code first).
	Exits map[string]int64
	// HotExits are the instructions that left machine code for the
	// interpreter most often, most first (at most hotExits of them).
	HotExits []ExitSite
}

// ExitSite is one instruction of compiled code and how many times it
// exited to the interpreter (a failed guard, or no machine code for it).
type ExitSite struct {
	Op, Func, File string
	Line, PC       int
	Count          int64
}

// hotExits bounds Stats.HotExits.
const hotExits = 10

// Supported reports whether this platform has the copy-and-patch tier.
func Supported() bool { return supported }

// Description says which tier runs (for --version and -X jit-stats).
func Description(mode string) string {
	if !supported {
		return "interpreter only: the copy-and-patch JIT supports linux/amd64 only"
	}
	if mode == "off" {
		return "interpreter only (-X jit=off)"
	}
	return "copy-and-patch JIT for linux/amd64 (" + variantDescription() + ")"
}

// Install attaches the tier to in (nothing happens in mode "off" or on a
// platform without the tier). The returned JIT is nil then.
func Install(in *interp.Interp, vm *rt.VM, opts Options) (*JIT, error) {
	if opts.Mode == "off" || !supported {
		return nil, nil
	}
	return install(in, vm, opts)
}
