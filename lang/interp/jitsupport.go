package interp

import (
	"errors"
	"math/bits"
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Hook is implemented by the JIT tier (package jit); the interpreter knows
// nothing else about it. Machine code runs over the same Frame and the
// same registers as the interpreter, so moving between the tiers at an
// instruction boundary needs no translation.
type Hook interface {
	// Compile is called when fr's code gets hot: its counter ran out at
	// function entry (fr.PC == 0) or at a loop back-edge (fr.PC is the
	// loop header). It returns the compiled unit, or nil when the code is
	// not compiled (it is then never offered again).
	Compile(fr *Frame) any
	// Run runs fr in the unit's machine code from fr.PC until the frame
	// returns or raises.
	Run(fr *Frame, unit any) (rt.Value, error)
}

// Uncompile forgets the unit compiled for code (the JIT invalidated it):
// the code runs in the interpreter and counts towards compilation again.
func (in *Interp) Uncompile(code *bytecode.Code, unit any) {
	if ci := in.info(code); ci.jit == unit {
		ci.jit, ci.hot = nil, in.JITThreshold
	}
}

// Suspend ends a plain generator's run at the YIELD at fr.PC, as the
// interpreter's YIELD does: the JIT's machine code yielded (the caller
// returns the value from the frame's run).
func (in *Interp) Suspend(fr *Frame) {
	fr.gen.yielded, fr.gen.suspended = true, true
}

// SuspendAt is Suspend for machine code that another unit's machine code
// may resume itself (the JIT's for_gen): tab is the address of the resume
// table of the frame's code (see Frame.genTab; 0: none), kept by the JIT for as
// long as the code may be compiled. resume forgets it if the generator
// suspends while handling an exception (machine code does not restore
// the exception being handled).
func (in *Interp) SuspendAt(fr *Frame, tab uintptr) {
	fr.gen.yielded, fr.gen.suspended = true, true
	fr.genTab = tab
}

// NoForGen tells the interpreter that the JIT no longer resumes the
// generators of code in machine code (for_gen): FOR_ITER over them
// records FbOther, so that loops over them compile as over other
// iterators.
func (in *Interp) NoForGen(code *bytecode.Code) { in.info(code).noForGen = true }

// ResumableGen returns the frame of v when v is a plain generator that
// machine code resumed itself (for_gen: its frame's genTab is set), or
// nil.
func (in *Interp) ResumableGen(v rt.Value) *Frame {
	g, ok := in.vm.Get0(v).(*Generator)
	if !ok || g.kind != kindGenerator || g.fr.genTab == 0 || g.running || !g.suspended {
		return nil
	}
	return g.fr
}

// ResumeMachine takes over the plain generator whose frame fr machine
// code resumed itself (the JIT's for_gen, with no Go code involved: the
// generator is still marked suspended) and whose machine code has just
// left to Go at an exit: run serves that exit and runs the frame on
// until it yields, returns or raises (the JIT's exit loop), with the
// generator marked running and its frame linked as resume links them.
// The results are resume's.
func (in *Interp) ResumeMachine(fr *Frame, run func() (rt.Value, error)) (v rt.Value, yielded bool, err error) {
	g := fr.gen
	in.resumes++
	fr.genTab, fr.genYields = 0, 0
	fr.sendVal = rt.None
	g.suspended = false
	caller, base := in.enterGen(g, fr)
	r, err := run()
	return in.leaveGen(g, fr, r, err, caller, base)
}

// GenYields returns how many YIELDs machine code took in fr, the frame of
// a generator that for_gen resumed, since Go last ran it.
func (fr *Frame) GenYields() int64 { return fr.genYields }

// Generator and frame layout for the JIT's for_gen and yield_value.
var (
	GenFrame       = unsafe.Offsetof(Generator{}.fr)
	FramePC        = unsafe.Offsetof(Frame{}.PC)
	FrameRegs      = unsafe.Offsetof(Frame{}.Regs)
	FrameGenTab    = unsafe.Offsetof(Frame{}.genTab)
	FrameGenYields = unsafe.Offsetof(Frame{}.genYields)
)

// GeneratorItab is the itab word of a *Generator as an rt.Object.
func GeneratorItab() uintptr { return rt.ItabOf(&Generator{}) }

// IsGenerator reports whether fr runs a plain generator's code.
func (fr *Frame) IsGenerator() bool { return fr.gen != nil && fr.gen.kind == kindGenerator }

// SetNativeCell gives code a call cell of the JIT's, which machine code
// finds from a function without a Go call: the code's RunState is this
// interpreter's codeInfo (its type word and owner are those
// NativeCellLayout gives), whose nativeCell field holds p. It reports
// false when code's RunState belongs to another interpreter (a code
// object shared by two VMs): machine code cannot find the cell then.
func (in *Interp) SetNativeCell(code *bytecode.Code, p unsafe.Pointer) bool {
	ci := in.info(code)
	if code.RunState != any(ci) {
		return false
	}
	ci.nativeCell = p
	return true
}

// NativeCellLayout returns what machine code needs to read a code's call
// cell (SetNativeCell): the type word of a RunState that is a codeInfo,
// and the offsets in a codeInfo of its owner and of the cell.
func NativeCellLayout() (typ, owner, cell uintptr) {
	var x any = (*codeInfo)(nil)
	return (*[2]uintptr)(unsafe.Pointer(&x))[0], unsafe.Offsetof(codeInfo{}.owner), unsafe.Offsetof(codeInfo{}.nativeCell)
}

// jitNever marks code the JIT declined.
var jitNever any = new(int)

// errStopped ends a Step before an instruction that has machine code.
var errStopped = errors.New("interp: stopped for the JIT")

// enterJIT counts an entry or back-edge of fr's code and, once the code is
// compiled, runs fr in machine code to its end (ok reports that it did).
func (in *Interp) enterJIT(fr *Frame, ci *codeInfo) (rt.Value, bool, error) {
	if ci.jit == nil {
		if ci.hot--; ci.hot > 0 {
			return rt.Unbound, false, nil
		}
		// Plain generators compile (their YIELDs exit); coroutines and
		// async generators, and generator code run otherwise, do not.
		if fr.gen != nil && fr.gen.kind != kindGenerator ||
			fr.gen == nil && fr.Code.Flags&bytecode.FlagGenerator != 0 ||
			fr.Code.Flags&(bytecode.FlagCoroutine|bytecode.FlagAsyncGenerator|bytecode.FlagIterableCoroutine) != 0 {
			ci.jit = jitNever
			return rt.Unbound, false, nil
		}
		u := in.Hook.Compile(fr)
		if u == nil {
			ci.jit = jitNever
			return rt.Unbound, false, nil
		}
		ci.jit = u
	}
	r, err := in.Hook.Run(fr, ci.jit)
	return r, true, err
}

// Step runs fr in the interpreter from fr.PC for the JIT's exit loop: at
// least one instruction, then on until the next instruction whose stop
// entry is true (fr.PC is then that instruction and done is false), until
// the frame returns (done, with its result) or until an exception leaves
// it (done, with err). With raise non-nil, Step first raises that error at
// fr.PC, as if the instruction there had raised it (exception handlers and
// tracebacks work as in the interpreter).
func (in *Interp) Step(fr *Frame, stop []bool, raise error) (result rt.Value, done bool, err error) {
	if fr.info == nil {
		fr.info = in.info(fr.Code)
	}
	if raise == nil && stop != nil && !in.tracing && !fr.traced {
		pc, err, ok := in.stepOne(fr)
		switch {
		case !ok:
		case err != nil:
			raise = err // fr.PC is the instruction that raised
		case stop[pc]:
			fr.PC = pc
			return rt.Unbound, false, nil
		default:
			fr.PC = pc
		}
	}
	fr.stop, fr.raise = stop, raise
	r, err := in.run(fr)
	fr.stop = nil
	if err == errStopped {
		return rt.Unbound, false, nil
	}
	return r, true, err
}

// FastStep reports whether Step runs an instruction of op by itself,
// without the interpreter's setup, and returns to machine code at once
// when the next instruction has some (stepOne).
func FastStep(op bytecode.Opcode) bool { return fastStepOps[op] }

var fastStepOps = func() (m [bytecode.NumOpcodes]bool) {
	for _, op := range []bytecode.Opcode{bytecode.BUILD_TUPLE, bytecode.BUILD_LIST, bytecode.LIST_APPEND,
		bytecode.BUILD_SLICE, bytecode.BINARY_SUBSCR, bytecode.STORE_SUBSCR, bytecode.GET_ITER, bytecode.FOR_ITER,
		bytecode.MATMUL, bytecode.POW, bytecode.LSHIFT, bytecode.RSHIFT, bytecode.AND, bytecode.OR, bytecode.XOR,
		bytecode.MAKE_FUNCTION, bytecode.FORMAT_VALUE,
		bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE,
		bytecode.IN, bytecode.NOT_IN, bytecode.LOAD_ATTR, bytecode.LOAD_METHOD} {
		m[op] = true
	}
	for op, k := range arithOps {
		if k != 0 {
			m[op] = true
		}
	}
	return m
}()

// arithOps are the arithmetic instructions whose cases in run have fast
// paths for two small ints or two floats only, and otherwise record the
// operands' kinds and call rt.VM.Binary (rt.VM.InPlace for the INPLACE_
// forms, marked arithInPlace): stepOne runs them for other operands.
var arithOps = func() (m [bytecode.NumOpcodes]uint8) {
	for _, op := range []bytecode.Opcode{bytecode.ADD, bytecode.SUB, bytecode.MUL, bytecode.TRUEDIV,
		bytecode.FLOORDIV, bytecode.MOD} {
		m[op] = arithBinary
	}
	for _, op := range []bytecode.Opcode{bytecode.INPLACE_ADD, bytecode.INPLACE_SUB, bytecode.INPLACE_MUL,
		bytecode.INPLACE_TRUEDIV, bytecode.INPLACE_FLOORDIV, bytecode.INPLACE_MOD} {
		m[op] = arithInPlace
	}
	return m
}()

const (
	arithBinary = 1 + iota
	arithInPlace
)

// stepOne runs the instruction at fr.PC, without run's setup, when it is
// one of those machine code exits for most often (allocations, slices,
// generic subscripts and iteration, binary operators and comparisons
// without a stencil or of other than numbers, containment, attribute and
// method loads, MAKE_FUNCTION), and returns the next pc; ok is
// false (and nothing is done) for any other instruction. These need none
// of run's machinery: they neither call a tracer nor poll, and an error
// they raise is raised at fr.PC by run, as Step's raise. Each does exactly
// what run's case for it does.
func (in *Interp) stepOne(fr *Frame) (pc int, err error, ok bool) {
	vm := in.vm
	regs := fr.Regs
	pc = fr.PC
	ins := &fr.Code.Instrs[pc]
	if !fastStepOps[ins.Op] {
		return 0, nil, false
	}
	fb := &fr.Code.Feedback[pc]
	pc++
	switch ins.Op {
	case bytecode.BUILD_TUPLE:
		regs[ins.A] = vm.NewTupleCopy(regs[ins.B : ins.B+ins.C])
	case bytecode.BUILD_LIST:
		items := make([]rt.Value, ins.C)
		copy(items, regs[ins.B:ins.B+ins.C])
		regs[ins.A] = vm.NewList(items)
	case bytecode.LIST_APPEND:
		vm.ListAppend(regs[ins.A], regs[ins.B])
	case bytecode.BUILD_SLICE:
		pc, err = in.buildSlice(fr, ins, pc)
	case bytecode.BINARY_SUBSCR:
		fb.Types |= in.seqKind(regs[ins.B], regs[ins.C])
		var v rt.Value
		if v, err = vm.GetItem(regs[ins.B], regs[ins.C]); err == nil {
			regs[ins.A] = v
		}
	case bytecode.STORE_SUBSCR:
		fb.Types |= in.seqKind(regs[ins.A], regs[ins.B])
		err = vm.SetItem(regs[ins.A], regs[ins.B], regs[ins.C])
	case bytecode.GET_ITER:
		// What machine code's GET_ITER exited for (range objects and
		// iterators: get_iter_range), for a unit compiled before its
		// FOR_ITER had feedback (mode always) or without one.
		switch vm.Get0(regs[ins.B]).(type) {
		case *rt.Range, *rt.RangeIter:
			fb.Types |= bytecode.FbRange
		default:
			fb.Types |= bytecode.FbOther
		}
		var v rt.Value
		if v, err = vm.Iter(regs[ins.B]); err == nil {
			regs[ins.A] = v
		}
	case bytecode.FOR_ITER:
		pc, err = in.forIter(nil, regs, ins, fb, pc)
	case bytecode.ADD, bytecode.SUB, bytecode.MUL, bytecode.TRUEDIV, bytecode.FLOORDIV, bytecode.MOD,
		bytecode.INPLACE_ADD, bytecode.INPLACE_SUB, bytecode.INPLACE_MUL, bytecode.INPLACE_TRUEDIV,
		bytecode.INPLACE_FLOORDIV, bytecode.INPLACE_MOD:
		a, b := regs[ins.B], regs[ins.C]
		k := in.numKinds(a, b)
		if k == bytecode.FbInt || k == bytecode.FbFloat {
			return 0, nil, false // run's fast paths
		}
		fb.Types |= k
		var v rt.Value
		if arithOps[ins.Op] == arithInPlace {
			v, err = vm.InPlace(binOps[ins.Op], a, b)
		} else {
			v, err = vm.Binary(binOps[ins.Op], a, b)
		}
		if err == nil {
			regs[ins.A] = v
		}
	case bytecode.MAKE_FUNCTION:
		var v rt.Value
		if v, err = in.makeFunction(fr, regs, ins); err == nil {
			regs[ins.A] = v
		}
	case bytecode.FORMAT_VALUE:
		var v rt.Value
		if v, err = in.formatValue(regs, ins); err == nil {
			regs[ins.A] = v
		}
	case bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE:
		// As run: sets, strs, tuples, objects with __lt__ (meteor's
		// subset tests, sort keys).
		a, b := regs[ins.B], regs[ins.C]
		if a.IsSmallInt() && b.IsSmallInt() {
			return 0, nil, false // run's fast path
		}
		fb.Types |= in.cmpKinds(a, b)
		var v rt.Value
		if v, err = vm.Compare(cmpOps[ins.Op-bytecode.LT], a, b); err == nil {
			regs[ins.A] = v
		}
	case bytecode.IN, bytecode.NOT_IN:
		fb.Types |= in.containsKind(regs[ins.C], regs[ins.B])
		var ok bool
		if ok, err = vm.Contains(regs[ins.C], regs[ins.B]); err == nil {
			regs[ins.A] = rt.Bool(ok == (ins.Op == bytecode.IN))
		}
	case bytecode.LOAD_ATTR:
		ci, code := fr.info, fr.Code
		var v rt.Value
		if v, err = in.loadAttr(ci, pc-1, regs[ins.B], ci.names[ins.C], ci.hashes[ins.C], code.Names[ins.C]); err == nil {
			regs[ins.A] = v
		}
	case bytecode.LOAD_METHOD:
		ci, code := fr.info, fr.Code
		obj := regs[ins.B]
		if l, ok := vm.Get0(obj).(*rt.List); ok && l.Class() == rt.ListType {
			fb.Types |= bytecode.FbList
		}
		var m, self rt.Value
		if m, self, err = in.loadMethod(ci, pc-1, obj, ci.names[ins.C], ci.hashes[ins.C], code.Names[ins.C]); err == nil {
			regs[ins.A], regs[ins.A+1] = m, self
		}
	case bytecode.MATMUL, bytecode.POW, bytecode.LSHIFT, bytecode.RSHIFT, bytecode.AND, bytecode.OR, bytecode.XOR:
		fb.Types |= in.numKinds(regs[ins.B], regs[ins.C])
		var v rt.Value
		if v, err = vm.Binary(binOps[ins.Op], regs[ins.B], regs[ins.C]); err == nil {
			regs[ins.A] = v
		}
	default:
		panic("BUG: stepOne has no case for " + ins.Op.String())
	}
	return pc, err, true
}

// int64Result reports whether op (ADD, SUB, MUL or their in-place forms)
// of the small ints x and y gives an int beyond int48's range but in
// int64's, which the JIT's int64 stencils compute (FbInt64), as run
// records it.
func int64Result(op bytecode.Opcode, x, y int64) bool {
	var r int64
	switch op {
	case bytecode.ADD, bytecode.INPLACE_ADD:
		r = x + y
	case bytecode.SUB, bytecode.INPLACE_SUB:
		r = x - y
	case bytecode.MUL, bytecode.INPLACE_MUL:
		hi, lo := bits.Mul64(uint64(max(x, -x)), uint64(max(y, -y)))
		if hi != 0 || lo >= 1<<63 {
			return false
		}
		r = int64(lo)
	default:
		return false
	}
	return !rt.FitsSmall(r)
}

// NoteFeedback records the type feedback of the instruction at pc of
// code, whose frame has registers regs, as run records it when it runs
// the instruction: for the JIT's helper exits, which run instructions of
// natively called frames in the interpreter's stead. Without it an
// instruction that only helpers ran would look never run (or never to
// have seen its new operand types) to the recompilation that its exits
// make, and compile to the same exit again.
func (in *Interp) NoteFeedback(code *bytecode.Code, pc int, regs []rt.Value) {
	ins := &code.Instrs[pc]
	fb := &code.Feedback[pc]
	switch ins.Op {
	case bytecode.BINARY_SUBSCR:
		fb.Types |= in.seqKind(regs[ins.B], regs[ins.C])
	case bytecode.STORE_SUBSCR:
		fb.Types |= in.seqKind(regs[ins.A], regs[ins.B])
	case bytecode.ADD, bytecode.SUB, bytecode.MUL, bytecode.TRUEDIV, bytecode.FLOORDIV, bytecode.MOD,
		bytecode.POW, bytecode.MATMUL, bytecode.LSHIFT, bytecode.RSHIFT, bytecode.AND, bytecode.OR, bytecode.XOR,
		bytecode.INPLACE_ADD, bytecode.INPLACE_SUB, bytecode.INPLACE_MUL, bytecode.INPLACE_TRUEDIV,
		bytecode.INPLACE_FLOORDIV, bytecode.INPLACE_MOD, bytecode.INPLACE_POW, bytecode.INPLACE_MATMUL,
		bytecode.INPLACE_LSHIFT, bytecode.INPLACE_RSHIFT, bytecode.INPLACE_AND, bytecode.INPLACE_OR,
		bytecode.INPLACE_XOR:
		a, b := regs[ins.B], regs[ins.C]
		fb.Types |= in.numKinds(a, b)
		if a.IsSmallInt() && b.IsSmallInt() && int64Result(ins.Op, a.Int(), b.Int()) {
			fb.Types |= bytecode.FbInt64
		}
	case bytecode.NEG:
		fb.Types |= in.numKinds(regs[ins.B], regs[ins.B])
	case bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE:
		if a, b := regs[ins.B], regs[ins.C]; a.IsSmallInt() && b.IsSmallInt() {
			fb.Types |= bytecode.FbInt
		} else {
			fb.Types |= in.cmpKinds(a, b)
		}
	case bytecode.IN, bytecode.NOT_IN:
		fb.Types |= in.containsKind(regs[ins.C], regs[ins.B])
	case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE:
		switch v := regs[ins.A]; {
		case v == rt.True || v == rt.False || v == rt.None:
		case v.IsSmallInt():
			fb.Types |= bytecode.FbInt
		default:
			fb.Types |= bytecode.FbOther
		}
	case bytecode.LOAD_METHOD:
		if l, ok := in.vm.Get0(regs[ins.B]).(*rt.List); ok && l.Class() == rt.ListType {
			fb.Types |= bytecode.FbList
		}
	}
}

// numKinds classifies two arithmetic operands for type feedback (FbBool
// for any operator: the JIT picks the ones whose result is an int).
func (in *Interp) numKinds(a, b rt.Value) uint32 {
	k, _ := in.operandKinds(a, b)
	return k
}

// operandKinds is numKinds, and whether a and b are both exact strs (for
// cmpKinds), from one look at the heap for each.
func (in *Interp) operandKinds(a, b rt.Value) (k uint32, strs bool) {
	switch {
	case a.IsSmallInt() && b.IsSmallInt():
		return bytecode.FbInt, false
	case intOrBool(a) && intOrBool(b):
		return bytecode.FbBool, false
	case a.IsFloat() && b.IsFloat():
		return bytecode.FbFloat, false
	case (a.IsFloat() || a.IsSmallInt()) && (b.IsFloat() || b.IsSmallInt()):
		return bytecode.FbMixed, false
	case in.Hook == nil:
		// Interpreter only: nothing reads the feedback, and the cases
		// below look the operands up on the heap.
		return bytecode.FbOther, false
	}
	ka, kb := heapNumKind(in.vm, a), heapNumKind(in.vm, b)
	switch {
	case ka == hkStr && kb == hkStr:
		return bytecode.FbOther, true
	case ka >= hkStr || kb >= hkStr:
		// An instance, a Decimal...: each helper exit of arithmetic on
		// them comes here, so they are told apart with one look each.
		return bytecode.FbOther, false
	case (ka == hkInt64 || a.IsSmallInt()) && (kb == hkInt64 || b.IsSmallInt()):
		return bytecode.FbInt64, false
	}
	ca, cb := ka == hkComplex, kb == hkComplex
	if (ca || cb) &&
		(ca || a.IsFloat() || a.IsSmallInt()) && (cb || b.IsFloat() || b.IsSmallInt()) {
		return bytecode.FbComplex, false
	}
	return bytecode.FbOther, false
}

// What heapNumKind finds an operand of arithmetic to be.
const (
	hkUnboxed    = iota // not a heap object: a small int, a float, a bool, None
	hkInt64             // an exact int in int64's range
	hkInt               // another int: beyond int64, or of a subclass
	hkComplex           // an exact complex
	hkComplexSub        // a complex of a subclass
	hkStr               // an exact str (from here on: no numeric feedback kind describes it)
	hkOther             // any other heap object
)

// heapNumKind classifies v for operandKinds with one look at the heap.
func heapNumKind(vm *rt.VM, v rt.Value) int {
	if !v.IsHandle() {
		return hkUnboxed
	}
	switch o := vm.Get0(v).(type) {
	case *rt.Int:
		if o.Class() == rt.IntType && o.V.IsInt64() {
			return hkInt64
		}
		return hkInt
	case *rt.Complex:
		if o.Class() == rt.ComplexType {
			return hkComplex
		}
		return hkComplexSub
	case *rt.Str:
		if o.Class() == rt.StrType {
			return hkStr
		}
	}
	return hkOther
}

// intOrBool says whether v is a small int or a bool.
func intOrBool(v rt.Value) bool { return v.IsSmallInt() || v == rt.True || v == rt.False }

// cmpKinds classifies a comparison's operands for type feedback: as
// numKinds, and FbStr for two exact strs.
func (in *Interp) cmpKinds(a, b rt.Value) uint32 {
	k, strs := in.operandKinds(a, b)
	switch {
	case k == bytecode.FbBool:
		return bytecode.FbOther // no compare stencil takes bools
	case strs:
		return bytecode.FbStr
	}
	return k
}

// seqKind classifies a subscript for type feedback.
func (in *Interp) seqKind(seq, index rt.Value) uint32 {
	o := in.vm.Get0(seq)
	if d, ok := o.(*rt.Dict); ok {
		// An exact dict, or a subclass that subscripts as dict does
		// (Counter, defaultdict), which subscr_dict and
		// store_subscr_dict take with its class's version checked.
		if d.Class() == rt.DictType || d.Class().DictSubscripts(in.vm) {
			return in.hashedKey(index)
		}
		return bytecode.FbOther
	}
	if !index.IsSmallInt() {
		return bytecode.FbOther
	}
	switch o := o.(type) {
	case *rt.List:
		if o.Class() == rt.ListType {
			return bytecode.FbList
		}
	case *rt.Tuple:
		if o.Class() == rt.TupleType {
			return bytecode.FbTuple
		}
	case *rt.Bytes:
		if o.Class() == rt.BytesType {
			return bytecode.FbBytes
		}
	case *rt.ByteArray:
		if o.Class() == rt.ByteArrayType {
			return bytecode.FbByteArray
		}
	case *rt.Str:
		if o.Class() == rt.StrType {
			return bytecode.FbStr
		}
	default:
		switch rt.NumVecKindOf(o) {
		case rt.VecF64:
			return bytecode.FbVecF64
		case rt.VecI32:
			return bytecode.FbVecI32
		case rt.VecI64:
			return bytecode.FbVecI64
		}
	}
	return bytecode.FbOther
}

// hashedKind classifies a lookup of key in container for type feedback:
// FbHashed when the container is an exact dict (or, for membership, sets
// too: an exact set or frozenset) and machine code can hash the key
// itself (the JIT's in_hashed, subscr_dict, store_subscr_dict): a small
// int, an exact str, or a class whose metaclass is exactly type (whose
// hash is its identity's).
func (in *Interp) hashedKind(container, key rt.Value, sets bool) uint32 {
	switch o := in.vm.Get0(container).(type) {
	case *rt.Dict:
		if o.Class() != rt.DictType {
			return bytecode.FbOther
		}
	case *rt.Set:
		if !sets || (o.Class() != rt.SetType && o.Class() != rt.FrozenSetType) {
			return bytecode.FbOther
		}
	default:
		return bytecode.FbOther
	}
	return in.hashedKey(key)
}

// hashedKey is FbHashed for a key machine code hashes itself (hashedKind),
// else FbOther.
func (in *Interp) hashedKey(key rt.Value) uint32 {
	if key.IsSmallInt() {
		return bytecode.FbHashed
	}
	if !key.IsHandle() {
		return bytecode.FbOther
	}
	switch k := in.vm.Get0(key).(type) {
	case *rt.Str:
		if k.Class() == rt.StrType {
			return bytecode.FbHashed
		}
	case *rt.Class:
		if k.Class() == rt.TypeType {
			return bytecode.FbHashed
		}
	}
	return bytecode.FbOther
}

// containsKind classifies a membership test of key in container for type
// feedback: FbList for a small int in an exact list (the JIT's
// in_list_int), FbTuple for another key whose equality with items needs
// no __eq__ (a small int, None, an exact str, a class whose metaclass is
// exactly type) in an exact list or tuple (in_seq), else as hashedKind.
func (in *Interp) containsKind(container, key rt.Value) uint32 {
	switch o := in.vm.Get0(container).(type) {
	case *rt.List:
		if o.Class() != rt.ListType {
			return bytecode.FbOther
		}
		if key.IsSmallInt() {
			return bytecode.FbList
		}
	case *rt.Tuple:
		if o.Class() != rt.TupleType {
			return bytecode.FbOther
		}
	case *rt.Str:
		// A substring test of two exact strs.
		if k, ok := in.vm.Get0(key).(*rt.Str); ok && o.Class() == rt.StrType && k.Class() == rt.StrType {
			return bytecode.FbStr
		}
		return bytecode.FbOther
	default:
		return in.hashedKind(container, key, true)
	}
	if key.IsSmallInt() || key == rt.None {
		return bytecode.FbTuple
	}
	switch k := in.vm.Get0(key).(type) {
	case *rt.Str:
		if k.Class() == rt.StrType {
			return bytecode.FbTuple
		}
	case *rt.Class:
		if k.Class() == rt.TypeType {
			return bytecode.FbTuple
		}
	}
	return bytecode.FbOther
}

// Consts returns the frame's constants as values (read-only).
func (fr *Frame) Consts() []rt.Value { return fr.info.consts }

// GlobalSite is what the LOAD_GLOBAL at one instruction found last time it
// ran: the name's entry in the globals (Pos >= 0) or, absent from them, in
// the builtins (BuiltinPos), and the globals' key-layout version then.
type GlobalSite struct {
	Globals     *rt.Dict
	GlobalsKeys uint64
	Pos         int
	BuiltinPos  int
}

// GlobalSite returns the LOAD_GLOBAL cache of instruction pc (ok false
// when the instruction has not run or its cache is for other globals).
func (fr *Frame) GlobalSite(pc int) (GlobalSite, bool) {
	i := fr.info.site[pc]
	if i < 0 {
		return GlobalSite{}, false
	}
	c := &fr.info.glob[i]
	if c.globals == nil || c.globals != fr.Globals {
		return GlobalSite{}, false
	}
	return GlobalSite{Globals: c.globals, GlobalsKeys: c.gkeys, Pos: int(c.pos), BuiltinPos: int(c.bpos)}, true
}

// CallValue calls f with positional arguments, as CALL does.
func (in *Interp) CallValue(f rt.Value, args []rt.Value) (rt.Value, error) {
	return in.call(f, args, nil)
}

// AttrSite is what an attribute instruction's inline cache holds when it
// has seen exactly one class of plain instances and found the name in
// their __dict__ (not on the class) or in their __slots__: the class and
// its version, and the entry position where the name was last found.
type AttrSite struct {
	Class   *rt.Class
	Version uint64
	Pos     int
	Name    rt.Value // the interned name
	// Slot >= 0 says the name is that __slots__ member instead (Pos unused).
	Slot int
	// Method, when bound, says the name is this plain function on the
	// class (a LOAD_METHOD site); Hash is the name's hash.
	Method rt.Value
	Hash   int64
	// ClassValue, when bound, says the name is this value on the class,
	// no descriptor, read as it is unless the instance's __dict__ holds
	// the name (a LOAD_ATTR site).
	ClassValue rt.Value
}

// AttrSites returns the entries of instruction pc's attribute cache that
// are instance-dict, __slots__ or method sites of a class still at the
// version the entry was made for: one for a monomorphic site, up to the
// cache's four for a polymorphic one, in the cache's order.
func (fr *Frame) AttrSites(pc int) []AttrSite {
	i := fr.info.site[pc]
	if i < 0 {
		return nil
	}
	cs := &fr.info.attr[i]
	nc := fr.Code.Instrs[pc].C
	var sites []AttrSite
	for i := range cs {
		c := &cs[i]
		if c.cls == nil {
			break
		}
		if c.ver != c.cls.Version {
			continue
		}
		site := AttrSite{Class: c.cls, Version: c.ver, Pos: int(c.pos), Name: fr.info.names[nc], Slot: -1,
			Method: rt.Unbound, Hash: fr.info.hashes[nc], ClassValue: rt.Unbound}
		switch c.kind {
		case attrInstance:
		case attrSlot:
			site.Slot = int(c.slot)
		case attrMethod:
			site.Method = c.fn
		case attrClassVal:
			site.ClassValue = c.fn
		default:
			continue
		}
		sites = append(sites, site)
	}
	return sites
}

// ObjSite is what an attribute instruction's inline cache holds for a
// receiver that is no plain instance (objCache): a module's attribute
// (Module set: the name's entry Pos in Dict, valid while the dict's
// KeysVersion is Keys), a class's attribute read as it is (Class set: the
// receiver Obj, a class at Version whose metaclass Meta, at MetaVersion,
// changes no lookup, and the value Val),
// or a method of a builtin type (Builtin set: Class, the receiver's exact
// type, and Val, the unbound method).
type ObjSite struct {
	Module, Class, Builtin bool
	Obj                    rt.Value
	Cls                    *rt.Class
	Version                uint64
	Meta                   *rt.Class // Class: the receiver's metaclass, at MetaVersion
	MetaVersion            uint64
	Dict                   *rt.Dict
	Keys                   uint64
	Pos                    int
	Val                    rt.Value
}

// ObjSite returns the objCache of the attribute instruction at pc (ok
// false when it holds nothing, or nothing still valid).
func (fr *Frame) ObjSite(pc int) (ObjSite, bool) {
	i := fr.info.site[pc]
	if i < 0 || fr.info.obj == nil {
		return ObjSite{}, false
	}
	return objSiteOf(&fr.info.obj[i])
}

// ObjSites is ObjSite with the site's other entries (objCache.more) that
// are still valid: the classes or builtin types a polymorphic site has
// seen (cls.x in a classmethod called on several subclasses, a metaclass
// method reading its class's attributes), first entry first.
func (fr *Frame) ObjSites(pc int) []ObjSite {
	i := fr.info.site[pc]
	if i < 0 || fr.info.obj == nil {
		return nil
	}
	c := &fr.info.obj[i]
	var sites []ObjSite
	if s, ok := objSiteOf(c); ok {
		sites = append(sites, s)
	}
	if c.more != nil && polyKind(c.kind) {
		for k := range c.more.e {
			if s, ok := objSiteOf(&c.more.e[k]); ok && (s.Class || s.Builtin) {
				sites = append(sites, s)
			}
		}
	}
	return sites
}

// objSiteOf is ObjSite for one entry.
func objSiteOf(c *objCache) (ObjSite, bool) {
	switch c.kind {
	case objModule:
		if c.dict.KeysVersion() != c.ver {
			return ObjSite{}, false
		}
		return ObjSite{Module: true, Obj: c.obj, Dict: c.dict, Keys: c.ver, Pos: int(c.pos)}, true
	case objClass:
		if c.cls.Version != c.ver || c.cls.Class() != c.meta || c.meta.Version != c.mver {
			return ObjSite{}, false
		}
		return ObjSite{Class: true, Obj: c.obj, Cls: c.cls, Version: c.ver, Meta: c.meta, MetaVersion: c.mver, Val: c.val}, true
	case objBuiltin:
		return ObjSite{Builtin: true, Cls: c.cls, Val: c.val}, true
	}
	return ObjSite{}, false
}

// AttrSiteFull reports whether every entry of pc's attribute cache is in
// use: a site that has seen at least as many classes as the cache holds,
// and may be evicting (megamorphic).
func (fr *Frame) AttrSiteFull(pc int) bool {
	i := fr.info.site[pc]
	if i < 0 {
		return false
	}
	cs := &fr.info.attr[i]
	return cs[len(cs)-1].cls != nil
}

// Ran reports whether the attribute or global instruction at pc has run
// (filled its inline cache) since the code was first run.
func (fr *Frame) Ran(pc int) bool {
	i := fr.info.site[pc]
	return i >= 0 && (fr.info.attr[i][0].cls != nil || fr.info.glob[i].globals != nil)
}

// GlobalEntry returns where the globals dict holds the name of the
// STORE_GLOBAL at pc now (ok false when the name is not there yet).
func (fr *Frame) GlobalEntry(pc int) (pos int, ok bool) {
	b := fr.Code.Instrs[pc].B
	p, err := fr.Globals.FindHashed(fr.info.owner.vm, fr.info.names[b], fr.info.hashes[b])
	if err != nil || p < 0 {
		return 0, false
	}
	return p, true
}

// NameSite is GlobalSite for the LOAD_NAME at pc of a frame whose locals
// are its globals, found in the dicts now rather than in an inline cache:
// where the name is in the globals, or, when it is none, in the builtins.
// ok is false when it is in neither.
func (fr *Frame) NameSite(pc int) (GlobalSite, bool) {
	b := fr.Code.Instrs[pc].B
	vm := fr.info.owner.vm
	name, hash := fr.info.names[b], fr.info.hashes[b]
	p, err := fr.Globals.FindHashed(vm, name, hash)
	if err != nil {
		return GlobalSite{}, false
	}
	site := GlobalSite{Globals: fr.Globals, GlobalsKeys: fr.Globals.KeysVersion(), Pos: p, BuiltinPos: -1}
	if p >= 0 {
		return site, true
	}
	if fr.Builtins == nil {
		return GlobalSite{}, false
	}
	bp, err := fr.Builtins.FindHashed(vm, name, hash)
	if err != nil || bp < 0 {
		return GlobalSite{}, false
	}
	site.BuiltinPos = bp
	return site, true
}

// EnterCompiled sets up the frame of a call f(args...) for the JIT's exit
// loop when that is all there is to it: f is a plain function (exact
// positional arguments; no *args, **kwargs, keyword-only parameters,
// cells or free variables; not a generator) whose code is compiled, and
// no tracer is set. It does what CallFunction and runFrame do before
// running the frame, without their general paths, and returns the frame
// and its unit; ok is false (and nothing is done) otherwise, or when the
// call would pass the recursion limit (CallFunction raises that). The
// caller runs the frame with the unit, then calls LeaveCompiled.
func (in *Interp) EnterCompiled(f rt.Value, args []rt.Value) (fr *Frame, unit any, ok bool) {
	if !f.IsHandle() {
		return nil, nil, false
	}
	fn, isFn := in.vm.Get(f).(*rt.Function)
	if !isFn {
		return nil, nil, false
	}
	return in.EnterCompiledFunc(fn, args)
}

// EnterCompiledFunc is EnterCompiled for a callee already known to be the
// function fn.
func (in *Interp) EnterCompiledFunc(fn *rt.Function, args []rt.Value) (fr *Frame, unit any, ok bool) {
	if in.tracing {
		return nil, nil, false
	}
	code := fn.Code
	ci := in.info(code)
	if ci.plainArgs != len(args) || ci.jit == nil || ci.jit == jitNever {
		return nil, nil, false
	}
	vm := in.vm
	if vm.Depth >= vm.RecursionLimit || vm.Depth+vm.StackWeight >= rt.MaxDepth {
		return nil, nil, false
	}
	fr = in.allocFrame()
	fr.Code, fr.Fn, fr.Globals, fr.Builtins, fr.info = code, fn, fn.Globals, fn.Builtins, ci
	fr.markCur, fr.markTop = in.stack.mark()
	fr.Regs = in.stack.alloc(code.NRegs)
	copy(fr.Regs, args)
	vm.Depth++
	fr.Back = in.top
	fr.handled = vm.Handled
	in.top = fr
	return fr, ci.jit, true
}

// LeaveCompiled ends a frame EnterCompiled set up, which returned r or
// raised err, as runFrame does: it returns what the frame's caller gets
// (a trace function that the frame got while it ran sees its 'return'
// and may raise).
func (in *Interp) LeaveCompiled(fr *Frame, r rt.Value, err error) (rt.Value, error) {
	if in.tracing {
		r, err = in.traceReturn(fr, r, err)
	}
	vm := in.vm
	in.top = fr.Back
	vm.Depth--
	vm.Handled = fr.handled
	if fr.obj != nil {
		fr.obj.detach(vm)
	}
	in.stack.release(fr.markCur, fr.markTop)
	fr.Regs = nil
	in.freeFrame(fr)
	return r, err
}

// NativeCallee says whether machine code may call f itself, without the
// exit loop: f is a plain function (see EnterCompiled) of argc positional
// arguments. It returns the function.
func (in *Interp) NativeCallee(f rt.Value, argc int) (*rt.Function, bool) {
	if !f.IsHandle() {
		return nil, false
	}
	fn, isFn := in.vm.Get(f).(*rt.Function)
	if !isFn || in.info(fn.Code).plainArgs != argc {
		return nil, false
	}
	return fn, true
}

// Compiled returns the unit compiled for code, or nil.
func (in *Interp) Compiled(code *bytecode.Code) any {
	if ci := in.info(code); ci.jit != jitNever {
		return ci.jit
	}
	return nil
}

// Tracing reports whether a tracer or profiler is set: frames then run in
// the interpreter only.
func (in *Interp) Tracing() bool { return in.tracing }

// StackFree returns the free part of the VM stack's current chunk, where
// the next frame's registers go (EnterCompiled, AdoptCompiled): the
// address of its first register and the address past its end.
func (in *Interp) StackFree() (top, end uintptr) {
	s := &in.stack
	if len(s.chunks) == 0 {
		return 0, 0
	}
	c := s.chunks[s.cur]
	base := uintptr(unsafe.Pointer(unsafe.SliceData(c)))
	return base + uintptr(s.top)*8, base + uintptr(len(c))*8
}

// NativeRegs returns the n registers at address regs of a frame that
// machine code called natively and no Frame has adopted yet: they lie in
// the free part of the VM stack's current chunk. It returns nil for an
// address outside it.
func (in *Interp) NativeRegs(regs uintptr, n int) []rt.Value {
	top, end := in.StackFree()
	if regs < top || regs+uintptr(n)*8 > end || (regs-top)%8 != 0 {
		return nil
	}
	s := &in.stack
	i := s.top + int(regs-top)/8
	return s.chunks[s.cur][i : i+n : i+n]
}

// AdoptCompiled sets up the frame of a call that machine code made itself
// (a native call): f, a plain function whose code is compiled, was called
// with its registers taken from the top of the VM stack's current chunk
// and already filled. It links the frame as EnterCompiled does, over those
// registers, and returns the frame and its unit (the caller ends it with
// LeaveCompiled). regs is the address machine code gave the registers: a
// frame that would get others is a bug in the JIT, and panics.
func (in *Interp) AdoptCompiled(f rt.Value, regs uintptr) (fr *Frame, unit any) {
	vm := in.vm
	fn := vm.Get(f).(*rt.Function)
	code := fn.Code
	ci := in.info(code)
	s := &in.stack
	if top, end := in.StackFree(); top != regs || regs+uintptr(code.NRegs)*8 > end {
		panic("interp: AdoptCompiled: the registers are not at the top of the VM stack")
	}
	fr = in.allocFrame()
	fr.Code, fr.Fn, fr.Globals, fr.Builtins, fr.info = code, fn, fn.Globals, fn.Builtins, ci
	fr.markCur, fr.markTop = s.mark()
	fr.Regs = s.chunks[s.cur][s.top : s.top+code.NRegs : s.top+code.NRegs]
	s.top += code.NRegs
	vm.Depth++
	fr.Back = in.top
	fr.handled = vm.Handled
	in.top = fr
	return fr, ci.jit
}

// DisownCompiled undoes AdoptCompiled for a frame that machine code goes
// on running natively after Go code ran one of its instructions (the JIT
// adopts natively called frames only while Go must see them): fr, the
// innermost frame, is unlinked and its registers are given back to the
// free part of the VM stack without being touched. It reports false,
// doing nothing, when Go code may still look at fr later: a frame object
// was made for it (sys._getframe, a traceback), it is traced, or the
// exception being handled changed.
func (in *Interp) DisownCompiled(fr *Frame) bool {
	if !in.CanDisown(fr) || in.top != fr {
		return false
	}
	in.top = fr.Back
	in.vm.Depth--
	in.stack.release(fr.markCur, fr.markTop)
	fr.Regs = nil
	in.freeFrame(fr)
	return true
}

// CanDisown reports whether DisownCompiled may unlink fr once the frames
// above it are gone (see there).
func (in *Interp) CanDisown(fr *Frame) bool {
	return fr.obj == nil && !fr.traced && !in.tracing && in.vm.Handled == fr.handled
}

// AttrLookup runs the attribute lookup of the LOAD_ATTR or LOAD_METHOD at
// pc of code on obj as run does, through the instruction's inline cache,
// and returns the value; for LOAD_METHOD, method reports that it is an
// unbound method to call with obj as self. The JIT's helper exits run it
// for a frame the interpreter has not adopted (no frame is looked at).
func (in *Interp) AttrLookup(code *bytecode.Code, pc int, obj rt.Value) (v rt.Value, method bool, err error) {
	ci := in.info(code)
	ins := &code.Instrs[pc]
	if ins.Op == bytecode.LOAD_METHOD {
		m, self, err := in.loadMethod(ci, pc, obj, ci.names[ins.C], ci.hashes[ins.C], code.Names[ins.C])
		switch {
		case err != nil || self == rt.Unbound:
			return m, false, err
		case self != obj:
			return in.vm.NewBuiltinMethod(m, self), false, nil // super().name, a classmethod
		}
		return m, true, nil
	}
	v, err = in.loadAttr(ci, pc, obj, ci.names[ins.C], ci.hashes[ins.C], code.Names[ins.C])
	return v, false, err
}

// AttrStore runs the STORE_ATTR at pc of code (obj.name = v) as run does,
// through the instruction's inline cache (see AttrLookup).
func (in *Interp) AttrStore(code *bytecode.Code, pc int, obj, v rt.Value) error {
	ci := in.info(code)
	ins := &code.Instrs[pc]
	return in.storeAttr(ci, &ci.attr[ci.site[pc]], obj, ci.names[ins.C], ci.hashes[ins.C], code.Names[ins.C], v)
}

// CatchNative looks for the handler of an exception err that the
// instruction at pc of code raised in a frame machine code called
// natively, which the JIT's helper exit ran (no Python code ran). When
// the exception is fresh (it has no traceback yet) and code's exception
// table covers pc, it chains the exception to the one being handled, as
// run does where an exception is raised, and returns the exception, the
// register the handler receives it in and the handler's first
// instruction; ok is false (and nothing is done) when err is no fresh
// Python exception or the frame has no handler for it. The traceback entry of the frame is not
// made: the caller adds it with AddTracebackAt once the frame is adopted,
// if the exception can still be seen by then.
func (in *Interp) CatchNative(code *bytecode.Code, pc int, err error) (exc rt.Value, reg int32, target int, ok bool) {
	e := rt.AsException(in.wrapError(err))
	if e == nil || e.Traceback != rt.None && e.Traceback != rt.Unbound {
		// (An exception that has been raised before may be reachable
		// from elsewhere: its traceback entry cannot wait.)
		return rt.Unbound, 0, 0, false
	}
	h := findHandler(code, pc)
	if h == nil {
		return rt.Unbound, 0, 0, false
	}
	vm := in.vm
	if vm.Handled != rt.None && vm.Handled != rt.Unbound && vm.Handled != e.Self() {
		in.setContext(e, vm.Handled)
	}
	return e.Self(), h.Reg, int(h.Target), true
}

// AddTracebackAt adds the traceback entry of fr at instruction pc to the
// exception exc, as run does where an instruction raises: the entry that
// CatchNative left out, once the JIT has adopted the frame.
func (in *Interp) AddTracebackAt(fr *Frame, pc int, exc rt.Value) {
	e, ok := in.vm.Get0(exc).(*rt.Exception)
	if !ok {
		return
	}
	saved := fr.PC
	fr.PC = pc
	in.addTraceback(fr, e)
	fr.PC = saved
}

// SetEntryHandled sets the exception being handled when fr was entered,
// which LeaveCompiled restores: AdoptCompiled takes the current one,
// which an exception handler the JIT ran for a native frame may have
// changed since.
func (fr *Frame) SetEntryHandled(v rt.Value) { fr.handled = v }

// ExcMatch runs EXC_MATCH: whether the exception e matches typ (a class or
// a tuple of classes), or the TypeError for a typ that no exception class.
func (in *Interp) ExcMatch(e, typ rt.Value) (bool, error) { return in.excMatch(e, typ) }

// FormatValue runs the FORMAT_VALUE ins over regs as the interpreter does
// (an f-string's field), for the JIT's helper exits.
func (in *Interp) FormatValue(regs []rt.Value, ins *bytecode.Instr) (rt.Value, error) {
	return in.formatValue(regs, ins)
}

// RegsAddr returns the address of fr's first register.
func (fr *Frame) RegsAddr() uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(fr.Regs))) }

// GlobalLookup runs the LOAD_GLOBAL at pc of code for a frame whose
// globals and builtins are g and b, as run does, through the
// instruction's global cache (the JIT's helper exits run it for a frame
// the interpreter has not adopted). ok is false, and nothing is done,
// when the name is in neither dict (a NameError) or a lookup failed.
func (in *Interp) GlobalLookup(code *bytecode.Code, pc int, g, b *rt.Dict) (v rt.Value, ok bool) {
	ci := in.info(code)
	i := ci.site[pc]
	if i < 0 {
		return rt.Unbound, false
	}
	c := &ci.glob[i]
	if c.globals == g && c.gkeys == g.KeysVersion() {
		if c.pos >= 0 {
			return g.ValueAt(int(c.pos)), true
		}
		if c.bkeys == b.KeysVersion() {
			return b.ValueAt(int(c.bpos)), true
		}
	}
	v, err := in.loadGlobalCached(&Frame{Globals: g, Builtins: b}, ci.names[code.Instrs[pc].B], c)
	return v, err == nil
}
