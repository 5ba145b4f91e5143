package tier

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
	// NoHelperExits (-X jit-helpers=off) serves every exit taken in a
	// natively called frame with the frames adopted (finishNative), never
	// by a Go helper against the native frame (helperExit); for
	// measuring and testing.
	NoHelperExits bool
	// NoNativeCatch (-X jit-native-catch=off) makes helper exits give up
	// on an exception that the raising native frame would handle, which
	// the frames are then adopted for (finishNative), instead of running
	// the handler against the native frame (nativeexc_amd64.go); for
	// measuring and testing.
	NoNativeCatch bool
}

// A guard that fails DefaultRecompileAfter times (Options.RecompileAfter)
// makes its unit recompile from the interpreter's newer feedback and
// caches, at most DefaultMaxRecompiles times (Options.MaxRecompiles).
const (
	DefaultRecompileAfter = 100
	DefaultMaxRecompiles  = 3
)

// DefaultThreshold is the hotness threshold of mode "on".
const DefaultThreshold = 200

// Stats are the tier's counters (-X jit-stats).
type Stats struct {
	Functions  int // units compiled at function entry
	Loops      int // units compiled at a loop back-edge (entered mid-function)
	Declined   int // code objects the tier would not compile
	Recompiles int // units compiled again after a guard kept failing
	// ExitBoundLoops counts loops left to the interpreter because most of
	// their instructions would exit (summed over compilations).
	ExitBoundLoops int
	// ExitBoundGenerators counts generators left to the interpreter
	// because their loops mostly exit, their yields included
	// (exitBoundGenerator).
	ExitBoundGenerators int
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
	// ColdCompileTime is the part of CompileTime the process's first
	// compiles took (with cold caches), and ColdInstrs the bytecode
	// instructions they installed.
	ColdCompileTime time.Duration
	ColdInstrs      int
	Enters          int64 // entries into machine code (including re-entries after exits)
	// DirectCalls counts call exits whose callee, a compiled plain
	// function, went straight into its exit loop (interp.EnterCompiled).
	DirectCalls int64
	// NativeCalls counts the calls machine code made itself, without the
	// exit loop (call_native), and NativeFinished those of them that an
	// exit in the callee (or deeper) made the exit loop finish.
	NativeCalls, NativeFinished int64
	// FinishedBy counts the exits that made the exit loop finish native
	// frames (finishNative), by what the innermost frame exited for:
	// "step:OPCODE", "call:TYPE" (the callee's type), or the exit kind.
	FinishedBy map[string]int64
	// NativeResumed counts the exits taken in natively called frames
	// that the exit loop served with those frames adopted only for the
	// time of the exit, the machine code then going on with them native.
	NativeResumed int64
	// NativeCaught counts the exceptions raised and handled in natively
	// called frames by helper exits without adopting the frames, and
	// NativeCaughtAdopted those whose handler needed the frames adopted
	// part-way (it read the exception, or ran what helpers do not).
	NativeCaught, NativeCaughtAdopted int64
	// TopWalks and TopRecordHits count how helper exits found the
	// innermost native frame of a chain two or more calls deep from the
	// call records (for its function, or when the exit's site did not
	// say) when the cache of the last activation missed: by walking the
	// records from the outermost (walkNative), or from the top record
	// alone (topFromRecord).
	TopWalks, TopRecordHits int64
	// TopSites counts the helper exits that found the innermost native
	// frame from the exit's site, without the call records.
	TopSites int64
	// LeafHelperCalls counts the helper exits at calls of math functions
	// and pure builtins with unboxed arguments, made without the guard
	// against Python code (leafCall).
	LeafHelperCalls int64
	// PolyCalls counts the call sites that machine code makes itself for
	// more than one callee (the methods a CALL_METHOD's receivers of
	// several classes found): a chain of guarded calls, one per callee.
	PolyCalls int
	// LeafCalls counts the calls of math functions that frames machine
	// code called natively made through the exit loop without the exit
	// loop finishing those frames (helperExit; also counted in HelperExits).
	LeafCalls int64
	// HelperExits counts the exits taken in natively called frames that a
	// Go helper served against the native frame's registers, the machine
	// code going on with no frame adopted (helperExit); HelperBy counts
	// them by instruction ("step:OPCODE" or "call").
	HelperExits int64
	HelperBy    map[string]int64
	// InstanceRefills counts the refills of the instance pools that
	// machine code takes from when it constructs an instance of a plain
	// class itself (call_class).
	InstanceRefills int
	// SeqRefills counts the refills of the pools of tuples and lists
	// that BUILD_TUPLE and BUILD_LIST take from in machine code.
	SeqRefills int
	// Drained counts the yields (among Exits["yield"]) whose value a
	// consumer draining the generator took, the machine code going on
	// without suspending (rt.Drainer).
	Drained int64
	// DrainedInPlace counts the yields whose value machine code appended
	// to the draining consumer's slice itself (rt.SliceSink: list(),
	// tuple(), list.extend...), or passed over for any() and all()
	// (rt.TruthSink), without an exit; they are not among Exits.
	// (Approximate for slices: counted as the slice's growth across each
	// entry into the generator's machine code.)
	DrainedInPlace int64
	// GenResumes counts the resumptions of generators that a for loop's
	// machine code made itself (for_gen), GenTaken those of them whose
	// generator then left its machine code at an exit and ran on in Go
	// (its exhaustion among them).
	GenResumes, GenTaken int64
	// GenDeclined counts the generator codes that for_gen stopped
	// resuming: their machine code mostly left before yielding.
	GenDeclined int64
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
