package interp

import (
	"github.com/cpjit/cpjit/lang/stdlib"
	"math/big"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Interp is the bytecode interpreter of one VM. It implements rt.Interp.
type Interp struct {
	vm    *rt.VM
	stack stack
	top   *Frame // the running frame
	codes map[*bytecode.Code]*codeInfo
	// The collector's roots among codes' values: the codes with a
	// constant that is not permanent, and those whose attribute caches
	// have held a value (codeInfo.heldFns).
	mortalCodes, fnCodes []*codeInfo
	// Main is the __main__ module once RunMain has started.
	Main *rt.Module
	// ScriptDir is the directory of the main script (first entry of the path).
	ScriptDir string
	// Hook is the JIT tier; nil means interpreter only (see jitsupport.go).
	Hook Hook
	// JITThreshold is how many function entries plus loop back-edges make
	// a code object hot (1 compiles everything before it first runs).
	JITThreshold int32

	sources map[string][]string // source lines for tracebacks

	framePool []*Frame
	// kwScratch holds the keyword arguments of a CALL_KW whose callee is a
	// Python function (or a method of one), which bindArgs copies into
	// the new frame before any other code runs (run.go).
	kwScratch []rt.Kwarg
	// deadFrame stands in for the frame of every finished generator.
	deadFrame *Frame
	// nextGen is the Generator allocated together with the registers of
	// the generator frame newFrame just built (genRegs), for CallFunction's
	// newGenerator to take.
	nextGen *Generator
	// genFinalizers: the VM's collector finalizes unfinished generators
	// (noteGenHandlers).
	genFinalizers bool
	// resumes counts generator resumptions (resume), for tests.
	resumes uint64
	// unpackBuf takes the items of forIterUnpack (a local array would
	// escape through the rt.Unpacker call).
	unpackBuf [4]rt.Value
	// genFree holds the recycled blocks of dead finished generators
	// (generator.go).
	genFree genFree

	// sys.settrace (trace.go): the trace function (None when off), how
	// many trace calls are running, and whether events are sent now.
	traceFn rt.Value
	inTrace int
	tracing bool
	// sys.setprofile (trace.go): the profile function (None when off),
	// and whether its events are sent now (tracing is then true too).
	profileFn rt.Value
	profiling bool
	// allStops is all true: run's stops for a traced frame.
	allStops []bool
}

// New creates an interpreter for vm and installs it as vm.Interp.
func New(vm *rt.VM) *Interp {
	in := &Interp{vm: vm, codes: map[*bytecode.Code]*codeInfo{}, deadFrame: &Frame{done: true}, traceFn: rt.None, profileFn: rt.None}
	vm.Interp = in
	vm.TraceHook = in.onSetTrace
	vm.ProfileHook = in.onSetProfile
	vm.Heap().AddRoots(in.traceRoots)
	vm.AddThreadSwitcher(rt.ThreadSwitcher{Save: in.saveThread, Load: in.loadThread, Trace: traceThread})
	stdlib.Install(vm)
	return in
}

func (in *Interp) traceRoots(t *rt.Tracer) {
	for f := in.top; f != nil; f = f.Back {
		if t.Requested() {
			clearSpentTemps(f, f == in.top) // collect.go
		}
		traceFrame(t, f)
	}
	// Names are interned and constants permanent (info): only the
	// caches of codes that have cached a value hold ones a collection
	// must find.
	for _, ci := range in.mortalCodes {
		t.MarkAll(ci.consts)
	}
	for _, ci := range in.fnCodes {
		for i := range ci.attr {
			for j := range ci.attr[i] {
				if k := ci.attr[i][j].kind; k == attrMethod || k >= attrClassVal {
					t.Mark(ci.attr[i][j].fn)
				}
			}
		}
	}
	if in.Main != nil {
		t.MarkObj(in.Main)
	}
	t.Mark(in.traceFn)
	t.Mark(in.profileFn)
}

// threadState is the interpreter's state of a suspended thread.
type threadState struct {
	stack   stack
	top     *Frame
	inTrace int
}

func (in *Interp) saveThread() any {
	return &threadState{stack: in.stack, top: in.top, inTrace: in.inTrace}
}

func (in *Interp) loadThread(saved any) {
	if saved == nil {
		in.stack, in.top, in.inTrace = stack{size: threadChunkSize}, nil, 0
		return
	}
	s := saved.(*threadState)
	in.stack, in.top, in.inTrace = s.stack, s.top, s.inTrace
}

// traceThread marks the frames of a suspended thread.
func traceThread(saved any, t *rt.Tracer) {
	for f := saved.(*threadState).top; f != nil; f = f.Back {
		traceFrame(t, f)
	}
}

func traceFrame(t *rt.Tracer, f *Frame) {
	t.MarkAll(f.Regs)
	if f.Fn != nil {
		t.MarkObj(f.Fn)
	}
	t.MarkObj(f.Globals)
	t.MarkObj(f.Builtins)
	if f.Locals != nil {
		t.MarkObj(f.Locals)
	}
	if f.obj != nil {
		t.MarkObj(f.obj)
	}
	t.Mark(f.handled)
	t.Mark(f.sendVal)
	t.Mark(f.yfValue)
	if e := rt.AsException(f.throwing); e != nil {
		t.MarkObj(e)
	}
	if e := rt.AsException(f.raise); e != nil {
		t.MarkObj(e)
	}
	if f.gen != nil {
		t.MarkObj(f.gen)
	}
}

// info returns the per-VM constants of a code object.
func (in *Interp) info(c *bytecode.Code) *codeInfo {
	if ci, ok := c.RunState.(*codeInfo); ok && ci.owner == in {
		return ci
	}
	if ci := in.codes[c]; ci != nil {
		return ci
	}
	vm := in.vm
	ci := &codeInfo{consts: make([]rt.Value, len(c.Consts)), names: make([]rt.Value, len(c.Names)),
		site: make([]int32, len(c.Instrs))}
	n := int32(0)
	for pc := range c.Instrs {
		switch c.Instrs[pc].Op {
		case bytecode.LOAD_GLOBAL, bytecode.STORE_GLOBAL, bytecode.LOAD_ATTR, bytecode.LOAD_METHOD, bytecode.STORE_ATTR,
			bytecode.LOAD_NAME, bytecode.STORE_NAME:
			ci.site[pc] = n
			n++
		default:
			ci.site[pc] = -1
		}
	}
	ci.glob, ci.attr = make([]globalCache, n), make([]attrCaches, n)
	mortal := false // a constant rt.Heap.Permanent refused: the roots mark consts
	for i, k := range c.Consts {
		ci.consts[i] = in.constValue(k)
		mortal = !vm.Heap().Permanent(ci.consts[i]) || mortal
	}
	ci.hashes = make([]int64, len(c.Names))
	for i, n := range c.Names {
		ci.names[i] = vm.Intern(n)
		ci.hashes[i] = rt.HashString(n)
	}
	if c.Feedback == nil {
		c.Feedback = make([]bytecode.Feedback, len(c.Instrs))
	}
	ci.owner = in
	ci.hot = in.JITThreshold
	ci.plainArgs = -1
	if c.Flags&(bytecode.FlagVarArgs|bytecode.FlagVarKw|bytecode.FlagGenerator) == 0 && c.KwOnlyCount == 0 &&
		len(c.CellVars) == 0 && len(c.FreeVars) == 0 {
		ci.plainArgs = c.ArgCount
	}
	in.codes[c] = ci
	if mortal {
		in.mortalCodes = append(in.mortalCodes, ci)
	}
	if c.RunState == nil {
		c.RunState = ci
	}
	return ci
}

func (in *Interp) constValue(k any) rt.Value {
	vm := in.vm
	switch k := k.(type) {
	case nil:
		return rt.None
	case bool:
		return rt.Bool(k)
	case int64:
		return vm.NewInt(k)
	case int:
		return vm.NewInt(int64(k))
	case *big.Int:
		return vm.NewBigInt(k)
	case float64:
		return rt.FloatValue(k)
	case complex128:
		return vm.NewComplex(k)
	case string:
		return vm.Intern(k)
	case bytecode.Bytes:
		return vm.NewBytes([]byte(k))
	case []byte:
		return vm.NewBytes(k)
	case bytecode.EllipsisConst:
		return rt.Ellipsis
	case bytecode.Tuple:
		items := make([]rt.Value, len(k))
		for i, x := range k {
			items[i] = in.constValue(x)
		}
		return vm.NewTuple(items)
	case bytecode.FrozenSet:
		items := make([]rt.Value, len(k))
		for i, x := range k {
			items[i] = in.constValue(x)
		}
		// CPython builds the constant from the source items, then
		// normalises it into a new frozenset from its own iteration order.
		fs, err := vm.NewFrozenSet(items)
		if err == nil {
			var again []rt.Value
			if again, err = vm.Collect(fs); err == nil {
				fs, err = vm.NewFrozenSet(again)
			}
		}
		if err != nil {
			panic("BUG: unhashable frozenset constant")
		}
		return fs
	case *bytecode.Code:
		return vm.NewCodeObj(k)
	}
	panic("BUG: unknown constant kind")
}

// CallFunction implements rt.Interp.
func (in *Interp) CallFunction(vm *rt.VM, fn *rt.Function, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	code := fn.Code
	fr, err := in.newFrame(fn, args, kw)
	if err != nil {
		return rt.Unbound, err
	}
	if code.Flags&bytecode.FlagGenerator != 0 {
		return in.newGenerator(fr), nil
	}
	return in.runFrame(fr)
}

// newFrame builds a function frame with bound arguments. Generator frames
// get registers of their own; others use the VM stack (released by runFrame).
func (in *Interp) newFrame(fn *rt.Function, args []rt.Value, kw []rt.Kwarg) (*Frame, error) {
	code := fn.Code
	fr := in.allocFrame()
	// The pool hands a loop of calls of one function (a key function,
	// a callback, a recursion's leaves) the frame its last call left:
	// its pointers are then already these, and a store that changes
	// nothing still costs a write barrier while Go's collector marks.
	if fr.Fn != fn || fr.Code != code {
		fr.Code, fr.Fn, fr.info = code, fn, in.info(code)
	}
	if fr.Globals != fn.Globals || fr.Builtins != fn.Builtins {
		fr.Globals, fr.Builtins = fn.Globals, fn.Builtins
	}
	if code.Flags&bytecode.FlagGenerator != 0 {
		// Not running yet: no f_back (a pooled frame keeps the Back of
		// its last run, which runFrame would have set).
		fr.Back = nil
		fr.Regs = in.genRegs(code.NRegs, fr, fn)
		for i := range fr.Regs {
			fr.Regs[i] = rt.Unbound
		}
	} else {
		fr.markCur, fr.markTop = in.stack.mark()
		fr.Regs = in.stack.alloc(code.NRegs)
	}
	if err := in.bindArgs(fn, fr.Regs, args, kw); err != nil {
		in.nextGen = nil
		in.releaseRegs(fr)
		in.freeFrame(fr)
		return nil, err
	}
	in.setupCells(fn, fr.Regs)
	return fr, nil
}

func (in *Interp) setupCells(fn *rt.Function, regs []rt.Value) {
	code := fn.Code
	base := code.NLocals
	vm := in.vm
	for i := range code.CellVars {
		v := rt.Unbound
		if i < len(code.CellArgs) && code.CellArgs[i] >= 0 {
			v = regs[code.CellArgs[i]]
		}
		regs[base+i] = vm.NewCell(v)
	}
	base += len(code.CellVars)
	for i := range code.FreeVars {
		if i < len(fn.Closure) {
			regs[base+i] = fn.Closure[i]
		}
	}
}

// runFrame runs a non-generator frame to completion and releases its registers.
func (in *Interp) runFrame(fr *Frame) (rt.Value, error) {
	vm := in.vm
	if vm.Depth >= vm.RecursionLimit || vm.Depth+vm.StackWeight >= rt.MaxDepth {
		in.releaseRegs(fr)
		return rt.Unbound, vm.NewError(rt.RecursionErrorType, "maximum recursion depth exceeded")
	}
	vm.Depth++
	if fr.Back != in.top {
		fr.Back = in.top // (a callback's pooled frame often has it: see newFrame)
	}
	fr.handled = vm.Handled
	in.top = fr
	var r rt.Value
	var err error
	if in.tracing {
		// Traced: in the interpreter, with the 'call' and 'return' events.
		if err = in.traceCall(fr); err == nil {
			r, err = in.run(fr)
		}
	} else if ci := fr.info; ci.jit != nil && ci.jit != jitNever && in.Hook != nil {
		// Compiled: straight into machine code, whose entry poll and
		// exits are the safepoints (run would get there after its own
		// set-up).
		r, err = in.Hook.Run(fr, ci.jit)
	} else {
		r, err = in.run(fr)
	}
	if in.tracing {
		// 'return' also for a frame that got f_trace while it ran.
		r, err = in.traceReturn(fr, r, err)
	}
	in.top = fr.Back
	vm.Depth--
	vm.Handled = fr.handled
	if fr.obj != nil {
		fr.obj.detach(vm)
	}
	in.releaseRegs(fr)
	in.freeFrame(fr)
	return r, err
}

// allocFrame takes a frame from the pool. Frames of functions that are not
// generators are used strictly LIFO and nothing keeps a *Frame after it
// returns (frame objects detach), so they are recycled.
func (in *Interp) allocFrame() *Frame {
	if n := len(in.framePool); n > 0 {
		fr := in.framePool[n-1]
		in.framePool = in.framePool[:n-1]
		return fr
	}
	return &Frame{handled: rt.Unbound, sendVal: rt.None}
}

func (in *Interp) freeFrame(fr *Frame) {
	if fr.gen != nil {
		return
	}
	// Reset only what the next user does not overwrite (newFrame sets the
	// code, function, namespaces and registers; runFrame sets Back).
	if fr.obj != nil {
		fr.obj = nil
	}
	if fr.Locals != nil {
		fr.Locals = nil
	}
	if fr.throwing != nil {
		fr.throwing = nil
	}
	fr.PC = 0
	fr.genTab, fr.genYields = 0, 0
	// A generator's frame may come from the pool next, and it never sets
	// handled (its Generator keeps that): a stale exception here would be
	// traced after the collector freed it.
	fr.handled = rt.Unbound
	fr.sendVal = rt.None
	fr.throwHere, fr.yfDone, fr.done = false, false, false
	fr.yfValue = rt.None
	fr.yfRef = rt.Unbound
	if fr.yfGen != nil {
		fr.yfGen = nil
	}
	in.framePool = append(in.framePool, fr)
}

func (in *Interp) releaseRegs(fr *Frame) {
	if fr.gen == nil && fr.Code.Flags&bytecode.FlagGenerator == 0 && fr.Regs != nil {
		in.stack.release(fr.markCur, fr.markTop)
	}
	fr.Regs = nil
}
