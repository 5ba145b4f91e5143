package runtime

import (
	"io"
	"io/fs"
	"math/big"
	"os"
	"sync/atomic"

	"github.com/cpjit/cpjit/lang/bytecode"
)

// Interp is what the runtime needs from the interpreter (lang/interp): running
// Python code objects and looking at the frames it runs. The runtime never
// imports the interpreter; cmd/cpjit and the embedding API wire it in.
type Interp interface {
	// CallFunction runs a Python function (creating a generator if its code
	// is a generator).
	CallFunction(vm *VM, fn *Function, args []Value, kw []Kwarg) (Value, error)
	// Frame returns the Python-visible frame object n levels up from the
	// running frame (0 is the running frame), or Unbound.
	Frame(vm *VM, n int) Value
	// Locals returns the running frame's locals() (a snapshot dict for
	// functions, the namespace for module and class bodies).
	Locals(vm *VM) (Value, error)
	// Globals returns the running frame's globals.
	Globals(vm *VM) *Dict
	// SuperArgs returns (__class__, first argument) of the running function
	// for zero-argument super().
	SuperArgs(vm *VM) (*Class, Value, error)
	// Exec compiles and runs source or a code object with the given
	// namespaces (exec/eval/compile builtins). mode is "exec", "eval" or "single".
	Exec(vm *VM, src Value, globals, locals *Dict, mode string, filename string) (Value, error)
	// Compile compiles source to a code object (compile builtin).
	Compile(vm *VM, src []byte, filename, mode string) (Value, error)
	// Import imports a module by absolute dotted name (the __import__ machinery).
	Import(vm *VM, name string, globals *Dict, fromlist Value, level int) (Value, error)
}

// VM is one isolated Python interpreter: its heap, modules and I/O. A VM is
// not safe for concurrent use; different VMs may run in parallel. Python
// threads are goroutines that take turns under the VM's global
// interpreter lock (threads.go), so that only one touches the VM at a time.
type VM struct {
	heap   *Heap
	Interp Interp

	// bigTmp holds the small operands of big-int arithmetic (bigArg).
	bigTmp bigScratch

	Builtins *Module
	Modules  *Dict // sys.modules
	Sys      *Module

	interned map[string]Value

	Stdout io.Writer
	Stderr io.Writer
	Stdin  io.Reader

	Argv []string
	// XOptions are the -X options as given ("jit=off"): sys._xoptions.
	XOptions []string
	// Interpreter is the cpjit command that starts child interpreters
	// (multiprocessing); "" when there is none (an embedding).
	Interpreter string
	// Path is the module search path (sys.path as Go strings at start-up).
	Path []string

	RecursionLimit int
	// Depth is the number of active Python frames (maintained by the interpreter).
	Depth int
	// StackWeight is extra Go stack in use, in units of one interpreter
	// frame (see MaxDepth).
	StackWeight int
	// NativeDepth counts nested Go-level protocol calls (repr, comparison)
	// that recurse without Python frames, so that deep nesting raises
	// RecursionError instead of exhausting the goroutine stack.
	NativeDepth int

	// Handled is the exception being handled (sys.exc_info()), or None.
	Handled Value

	// Steps counts the program's steps: every loop iteration charges its
	// loop's length in bytecode instructions at the back-edge, every call
	// of a Python function one step. Both tiers charge the same amounts
	// (machine code through the JIT's fuel counter, which it settles at
	// its polls), so a step limit stops a program at the same point in
	// every tier, to within one poll interval.
	Steps int64
	// MaxSteps, when > 0, stops the program with ErrStepLimit at the
	// first safepoint after Steps passes it.
	MaxSteps int64

	// Access says what of the host the program may touch (AccessAll for
	// the CLI; an embedder grants what it chooses).
	Access Access

	// Ext holds per-VM state of modules implemented in Go, keyed by name.
	Ext map[string]any

	// TraceHook, when set, is told the new trace function (or None) each
	// time sys.settrace changes it (SetTrace).
	TraceHook func(fn Value)
	// ProfileHook, when set, is told the new profile function (or None)
	// each time sys.setprofile changes it (SetProfile).
	ProfileHook func(fn Value)

	// codeObjs are the code objects handed out (NewCodeObj).
	codeObjs map[*bytecode.Code]Value

	// Poll runs at the next safepoint after RequestPoll (KeyboardInterrupt,
	// embedder limits). A non-nil error is raised in the running frame.
	Poll          func(vm *VM) error
	pollRequested atomic.Bool
	// wake is non-zero when a safepoint may have work: a poll was
	// requested, a collection became due, a trace function was set. The
	// JIT's exit loop reads it (Woken) before it enters machine code, and
	// if it is set runs the interpreter to its next safepoint instead, so
	// that machine code, which polls only its fuel, collects where the
	// interpreter would. Every safepoint clears it.
	wake      atomic.Uint32
	nextTicks uint32 // VM.Next calls, to poll every so often
	// truthSinks are all()'s and any()'s sinks (stateless, so shared by
	// nested drains; kept here so that a call allocates none).
	truthSinks [2]truthSink

	// scratch holds argument windows for protocol calls into builtins.
	scratch scratch
	// str is the str type's per-VM state (also in Ext, which traces it),
	// kept here so that concatenation finds it without a map lookup.
	str *strVMState

	// modules registered by Go code, created on first import.
	builtinModules map[string]func(vm *VM) (*Module, error)

	// th is the VM's threads and their GIL (threads.go).
	th threads

	// PyLib holds the Python sources of standard modules written in
	// Python (NAME.py); the importer loads them when no Go module and no
	// file on sys.path has the name. stdlib.Install sets it.
	PyLib fs.FS
}

// NativeRecursionLimit bounds VM.NativeDepth (CPython's C recursion limit).
const NativeRecursionLimit = 10000

// MaxDepth bounds the Python call depth whatever sys.setrecursionlimit says:
// each Python frame costs goroutine stack, and Go's stack is finite. It is
// compared with Depth + StackWeight, where a tier whose frames cost more
// Go stack than the interpreter's (the JIT's exit loop) adds its surplus.
const MaxDepth = 300000

// NewVM creates a VM with the builtins loaded; set Interp before running code.
func NewVM() *VM {
	vm := &VM{
		heap:           newHeap(),
		interned:       map[string]Value{},
		Stdout:         os.Stdout,
		Stderr:         os.Stderr,
		Stdin:          os.Stdin,
		RecursionLimit: 1000,
		Handled:        None,
		Access:         AccessAll,
		Ext:            map[string]any{},
		builtinModules: map[string]func(vm *VM) (*Module, error){},
	}
	vm.heap.AddRoots(vm.traceRoots)
	vm.heap.wake = &vm.wake
	vm.heap.finVM = vm
	vm.initThreads()
	vm.Modules = vm.NewDictObj()
	vm.Builtins = vm.NewModule("builtins")
	setupBuiltins(vm)
	for name, f := range moduleRegistry {
		vm.builtinModules[name] = f
	}
	return vm
}

func (vm *VM) traceRoots(t *Tracer) {
	t.MarkObj(vm.Builtins)
	t.MarkObj(vm.Modules)
	if vm.Sys != nil {
		t.MarkObj(vm.Sys)
	}
	t.Mark(vm.Handled)
	for _, x := range vm.Ext {
		if o, ok := x.(interface{ Trace(*Tracer) }); ok {
			o.Trace(t)
		}
	}
	vm.traceThreads(t)
}

// Heap returns the VM's heap.
func (vm *VM) Heap() *Heap { return vm.heap }

// Get returns the object behind a handle.
func (vm *VM) Get(v Value) Object { return vm.heap.Get(v) }

// Alloc allocates o on the heap and returns its handle.
func (vm *VM) Alloc(o Object) Value { return vm.heap.Alloc(o) }

// Safepoint runs a collection if one is due and polls for interrupts. The
// interpreter calls it between instructions where every live value is in a
// frame register; JIT code calls it at exits. After a collection it runs
// the callbacks of weak references whose referents died (Python code;
// their exceptions are printed, never raised here).
func (vm *VM) Safepoint() error {
	h := vm.heap
	h.pins = h.pins[:h.pinBase]
	if h.allocs < h.nextGC && !h.Stress && !vm.pollRequested.Load() {
		if vm.wake.Load() != 0 {
			// Woken with nothing to do (Wake), or by a RequestPoll whose
			// request this safepoint missed by a hair: the next one,
			// which the interpreter and the JIT's fuel both reach,
			// serves that.
			vm.wake.Store(0)
			if vm.th.gil.drop.Load() {
				// Another thread has waited for the GIL long enough.
				vm.yieldGIL()
			}
		}
		return nil
	}
	return vm.safepointSlow()
}

func (vm *VM) safepointSlow() error {
	h := vm.heap
	vm.wake.Store(0)
	if h.ShouldCollect() {
		h.Collect()
		if h.limit > 0 {
			if err := vm.checkHeapLimit(); err != nil {
				return err
			}
		}
		if h.weak != nil && len(h.weak.pending) > 0 {
			if err := vm.runWeakCallbacks(); err != nil {
				return err
			}
		}
	}
	if h.Stress {
		// -X gc-stress: keep the flag up (the JIT's fuel does the same
		// for machine code: see jit.refuel), so that every safepoint
		// runs here and collects if anything was allocated since the
		// last (ShouldCollect).
		vm.wake.Store(1)
	}
	if vm.th.gil.drop.Load() {
		vm.yieldGIL()
	}
	if vm.th.current != vm.th.main {
		// Polls (Ctrl-C, signal handlers, an embedder's limits) are
		// served by the main thread, as CPython runs signal handlers.
		return nil
	}
	if vm.th.fatal != nil {
		err := vm.th.fatal
		vm.th.fatal = nil
		return err
	}
	if vm.pollRequested.Swap(false) {
		if err := vm.runSignals(); err != nil {
			return err
		}
		if vm.Poll != nil {
			return vm.Poll(vm)
		}
	}
	return nil
}

// PollNow calls vm.Poll if a poll was requested, without collecting: for
// Go code that loops for long outside safepoints.
func (vm *VM) PollNow() error {
	if vm.pollRequested.Swap(false) && vm.Poll != nil {
		return vm.Poll(vm)
	}
	return nil
}

// Wake makes machine code leave for the interpreter's next safepoint
// when the JIT next enters it, without requesting anything of the
// safepoint: the interpreter then decides whether to go on in machine
// code (it does not for a frame that sys.settrace traces).
func (vm *VM) Wake() { vm.wake.Store(1) }

// Woken reports whether anything woke the safepoint since the last one
// ran (see VM.wake).
func (vm *VM) Woken() bool { return vm.wake.Load() != 0 }

// RequestPoll makes the next safepoint call vm.Poll. It is safe to call
// from any goroutine (a signal handler, a watchdog, an embedder's timer).
func (vm *VM) RequestPoll() {
	vm.pollRequested.Store(true)
	vm.wake.Store(1)
	vm.interruptWaiters()
}

// RegisterModule makes a Go-implemented module importable in every VM
// created afterwards. Call it from package init.
func RegisterModule(name string, create ModuleFunc) {
	moduleRegistry[name] = create
}

var moduleRegistry = map[string]ModuleFunc{}

// ModuleFunc creates a module implemented in Go, once per VM, at its first
// import.
type ModuleFunc = func(vm *VM) (*Module, error)

// AddModule makes a Go-implemented module importable in this VM only (the
// embedding API's Go modules); create runs at the first import.
func (vm *VM) AddModule(name string, create func(vm *VM) (*Module, error)) {
	vm.builtinModules[name] = create
}

// BuiltinModule creates (once per VM) a module implemented in Go, or
// returns nil when there is none of that name.
func (vm *VM) BuiltinModule(name string) (*Module, error) {
	f := vm.builtinModules[name]
	if f == nil {
		return nil, nil
	}
	m, err := f(vm)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// ---- constructors ----

// Intern returns the VM's unique str for s (used for names).
func (vm *VM) Intern(s string) Value {
	if v, ok := staticStrs[s]; ok {
		return v
	}
	if v, ok := vm.interned[s]; ok {
		return v
	}
	v := vm.NewStr(s)
	vm.interned[s] = v
	vm.heap.Permanent(v)
	return v
}

// NewStr allocates a str. s must be valid UTF-8 (or WTF-8 for surrogates).
func (vm *VM) NewStr(s string) Value {
	if len(s) <= 1 {
		// The immortal one-character ASCII strs by index (0 until
		// str_type.go's table is set up), others through the map.
		if len(s) == 1 && s[0] < 0x80 {
			if v := strASCIIValues[s[0]]; v != 0 {
				return v
			}
		}
		if v, ok := staticStrs[s]; ok {
			return v
		}
	}
	o := &Str{S: s}
	o.cls = StrType
	o.init()
	vm.heap.noteBig(len(s))
	return vm.heap.Alloc(o)
}

// NewInt returns an int Value for i.
func (vm *VM) NewInt(i int64) Value {
	if FitsSmall(i) {
		return SmallInt(i)
	}
	return vm.heap.allocKind(vm.newInt64(i), kindInt)
}

// newInt64 makes an int object for i, its digit kept in the object itself
// (V's digits are never written after construction: ints are immutable),
// from the free list of dead ints.
func (vm *VM) newInt64(i int64) *Int {
	o := vm.newIntObj()
	u := uint64(i)
	if i < 0 {
		u = -u
	}
	o.word[0] = big.Word(u)
	o.V.SetBits(o.word[:])
	if i < 0 {
		o.V.Neg(&o.V)
	}
	return o
}

// NewBigInt returns an int Value for b (normalised to a small int when it
// fits). b is copied.
func (vm *VM) NewBigInt(b *big.Int) Value {
	if b.IsInt64() {
		return vm.NewInt(b.Int64())
	}
	o := &Int{}
	o.cls = IntType
	o.V.Set(b)
	return vm.heap.Alloc(o)
}

// NewFloat returns a float Value.
func (vm *VM) NewFloat(f float64) Value { return FloatValue(f) }

// NewComplex allocates a complex.
func (vm *VM) NewComplex(c complex128) Value {
	o := &Complex{V: c}
	o.cls = ComplexType
	return vm.heap.Alloc(o)
}

// NewBytes allocates a bytes object (b is not copied).
func (vm *VM) NewBytes(b []byte) Value {
	o := &Bytes{B: b}
	o.cls = BytesType
	vm.heap.noteBig(cap(b)) // what it holds, used or not
	return vm.heap.Alloc(o)
}

// NewByteArray allocates a bytearray (b is not copied).
func (vm *VM) NewByteArray(b []byte) Value {
	o := &ByteArray{B: b}
	o.cls = ByteArrayType
	vm.heap.noteBig(cap(b)) // what it holds, used or not
	return vm.heap.Alloc(o)
}

// NewList allocates a list owning items.
func (vm *VM) NewList(items []Value) Value {
	o := &List{Items: items}
	o.cls = ListType
	vm.heap.noteBig(8 * cap(items))
	return vm.heap.Alloc(o)
}

// NewTuple allocates a tuple owning items.
func (vm *VM) NewTuple(items []Value) Value {
	if len(items) == 0 {
		return EmptyTuple
	}
	o := &Tuple{Items: items}
	o.cls = TupleType
	vm.heap.noteBig(8 * cap(items))
	return vm.heap.Alloc(o)
}

// EmptyTuple is the immortal ().
var EmptyTuple = func() Value {
	o := &Tuple{}
	o.cls = TupleType
	return StaticAlloc(o)
}()

// NewDictObj allocates an empty dict and returns it.
func (vm *VM) NewDictObj() *Dict {
	d := &Dict{}
	d.cls = DictType
	vm.heap.Alloc(d)
	return d
}

// NewDictSized allocates an empty dict with room for n entries, so that
// inserting them neither grows its index nor moves its entries (a dict
// display's size is known). Up to smallDictEntries the dict and its first
// tables are one Go allocation.
func (vm *VM) NewDictSized(n int) *Dict {
	var d *Dict
	switch {
	case n <= 0:
		d = &Dict{}
	case n <= smallDictEntries:
		b := &smallDict{}
		d = &b.dict
		d.initTables(b.entries[:0], b.index[:])
	default:
		d = &Dict{}
		d.reserve(n)
	}
	d.cls = DictType
	vm.heap.Alloc(d)
	if n > 0 {
		vm.Grew(28 * len(d.index) / 2) // as a dict's growth is charged
	}
	return d
}

// smallDictEntries is how many entries a dict's smallest index (8 slots)
// holds before it grows.
const smallDictEntries = 5

type smallDict struct {
	dict    Dict
	entries [smallDictEntries]dictEntry
	index   [8]int32
}

// NewDict allocates an empty dict and returns its handle.
func (vm *VM) NewDict() Value { return vm.NewDictObj().self }

// NewCell allocates a cell holding v.
func (vm *VM) NewCell(v Value) Value {
	c := &Cell{V: v}
	c.cls = CellType
	return vm.heap.Alloc(c)
}

// NewModule allocates a module with an empty namespace holding __name__.
func (vm *VM) NewModule(name string) *Module {
	m := &Module{Name: name}
	m.cls = ModuleType
	vm.heap.Alloc(m)
	m.dict = vm.NewDictObj()
	m.dict.SetStr(vm, "__name__", vm.NewStr(name))
	m.dict.SetStr(vm, "__doc__", None)
	return m
}

// NewBuiltin allocates a builtin function (for per-VM module functions).
func (vm *VM) NewBuiltin(name string, fn BuiltinFn) Value {
	b := &BuiltinFunction{Name: name, Fn: fn, Self: Unbound}
	b.cls = BuiltinFuncType
	return vm.heap.Alloc(b)
}

// NewBoundMethod binds f to self.
func (vm *VM) NewBoundMethod(f, self Value) Value {
	m := vm.heap.freeLists.bound.New()
	*m = BoundMethod{Func: f, Self: self}
	m.cls = MethodType
	return vm.heap.allocKind(m, kindIter)
}

// NewSlice allocates a slice object.
func (vm *VM) NewSlice(start, stop, step Value) Value {
	s := &Slice{Start: start, Stop: stop, Step: step}
	s.cls = SliceType
	return vm.heap.Alloc(s)
}

// NoteAttrs records that an instance of cls has n attributes in its
// __dict__ (see Class.AttrHint).
func (cls *Class) NoteAttrs(n int) {
	if n > cls.AttrHint && n <= maxAttrHint {
		cls.AttrHint = n
	}
}

// ---- accessors ----

// ClassOf returns the Python type of v.
func (vm *VM) ClassOf(v Value) *Class {
	switch {
	case v.IsFloat():
		return FloatType
	case v.IsSmallInt():
		return IntType
	case v.IsHandle():
		return vm.heap.Get(v).head().cls
	}
	switch v {
	case None:
		return NoneType
	case True, False:
		return BoolType
	case NotImplemented:
		return NotImplType
	case Ellipsis:
		return EllipsisType
	}
	panic("BUG: ClassOf an unbound value")
}

// TypeName returns the name of v's type (for error messages).
func (vm *VM) TypeName(v Value) string { return vm.ClassOf(v).Name }

// StrOf returns the Go string of a str value (works with a nil vm for
// static strs).
func (vm *VM) StrOf(v Value) (string, bool) {
	if !v.IsHandle() {
		return "", false
	}
	var o Object
	if v.index()&staticBit != 0 {
		o = staticGet(v.index())
	} else {
		o = vm.heap.Get(v)
	}
	if s, ok := o.(*Str); ok {
		return s.S, true
	}
	return "", false
}

// AsStr returns the *Str behind v if v is a str (or str subclass instance).
func (vm *VM) AsStr(v Value) (*Str, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	s, ok := vm.heap.Get(v).(*Str)
	return s, ok
}

// GoString returns the Go string of a str value.
func (vm *VM) GoString(v Value) (string, bool) { return vm.StrOf(v) }

// AsList returns the *List behind v.
func (vm *VM) AsList(v Value) (*List, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	l, ok := vm.heap.Get(v).(*List)
	return l, ok
}

// AsTuple returns the *Tuple behind v.
func (vm *VM) AsTuple(v Value) (*Tuple, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	t, ok := vm.heap.Get(v).(*Tuple)
	return t, ok
}

// AsDict returns the *Dict behind v.
func (vm *VM) AsDict(v Value) (*Dict, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	d, ok := vm.heap.Get(v).(*Dict)
	return d, ok
}

// AsClass returns the *Class behind v.
func (vm *VM) AsClass(v Value) (*Class, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	c, ok := vm.heap.Get(v).(*Class)
	return c, ok
}

// IsInstance reports whether v's type is cls or a subclass of it.
func (vm *VM) IsInstance(v Value, cls *Class) bool { return vm.ClassOf(v).IsSubclass(cls) }
