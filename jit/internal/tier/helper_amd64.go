//go:build linux

package tier

// Helper exits: an exit taken in a frame that machine code called
// natively, served by a Go helper against that frame's registers, after
// which the machine code goes on, with no interpreter frame made for any
// native frame (finishNative makes them).
//
// Go needs the interpreter's frames only when something can look at them:
// Python code runs (it may call sys._getframe, raise, trace), an exception
// propagates, a collection runs, the unit must be recompiled. An
// instruction whose slow path is a runtime operation on builtin values
// (building a tuple, iterating a list, adding big ints, comparing strs,
// looking an attribute up, calling len or a str method, calling a
// generator function, which only makes the generator) does none of
// these, whichever native frames are on the call stack. helperExit runs
// such an instruction itself, with two safeguards:
//
//   - Python code cannot run unseen. For the time of the helper the VM's
//     rt.Interp is a guard (noPython) that refuses to run Python code and
//     remembers that it was asked; operands that run Python code without
//     going through rt.Interp (generators, and iterators that could
//     advance one) are refused beforehand. When the guard was asked, or
//     the operation raised, or a collection came due, nothing was written
//     into the frame and the exit is served as before (finishNative),
//     which runs the instruction again in the interpreter: the operations
//     served here have no effect visible to Python before the point where
//     they would call Python code or raise.
//   - The instructions that mutate (LIST_APPEND, STORE_SUBSCR, the
//     mutating methods) cannot be run twice: they are served only when no
//     collection is due before, and when one comes due during them, the
//     exit is handed on as a step exit at the next instruction.
//
// The helper also serves a step exit inside a loop with resident registers
// (writing the residents back first, as the exit loop does) and then
// enters the loop's resume stub, which fills them again.

import (
	"cmp"
	"errors"
	"reflect"
	"runtime"
	"slices"
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/patch"
)

// noPython is the rt.Interp that the VM has while a helper exit runs: it
// runs no Python code, and records that it was asked to.
type noPython struct {
	real    rt.Interp
	tripped bool
}

// errNeedsFrames is what noPython returns: the helper exit is abandoned.
var errNeedsFrames = errors.New("jit: a helper exit would run Python code")

func (g *noPython) CallFunction(vm *rt.VM, fn *rt.Function, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	g.tripped = true
	return rt.Unbound, errNeedsFrames
}

func (g *noPython) Frame(vm *rt.VM, n int) rt.Value {
	g.tripped = true
	return rt.Unbound
}

func (g *noPython) Locals(vm *rt.VM) (rt.Value, error) {
	g.tripped = true
	return rt.Unbound, errNeedsFrames
}

func (g *noPython) Globals(vm *rt.VM) *rt.Dict {
	g.tripped = true
	return g.real.Globals(vm) // read only; the result is thrown away
}

func (g *noPython) SuperArgs(vm *rt.VM) (*rt.Class, rt.Value, error) {
	g.tripped = true
	return nil, rt.Unbound, errNeedsFrames
}

func (g *noPython) Exec(vm *rt.VM, src rt.Value, globals, locals *rt.Dict, mode string, filename string) (rt.Value, error) {
	g.tripped = true
	return rt.Unbound, errNeedsFrames
}

func (g *noPython) Compile(vm *rt.VM, src []byte, filename, mode string) (rt.Value, error) {
	g.tripped = true
	return rt.Unbound, errNeedsFrames
}

func (g *noPython) Import(vm *rt.VM, name string, globals *rt.Dict, fromlist rt.Value, level int) (rt.Value, error) {
	g.tripped = true
	return rt.Unbound, errNeedsFrames
}

// interpPkg is the package whose objects run Python code without going
// through rt.Interp (generators resume their frames directly).
var interpPkg = reflect.TypeOf((*interp.Frame)(nil)).Elem().PkgPath()

// opaque reports whether v is an object that could run Python code behind
// noPython's back: an object of the interpreter (a generator, a
// coroutine...), or any iterator, which may advance one when asked for
// items (zip, map, enumerate, a generator's own iterator...).
func (j *JIT) opaque(v rt.Value) bool {
	if !v.IsHandle() {
		return false
	}
	o := j.vm.Get0(v)
	switch o.(type) {
	case nil:
		return true
	case *rt.Instance, *rt.Str, *rt.Int, *rt.Float, *rt.List, *rt.Tuple, *rt.Dict, *rt.Set, *rt.Class,
		*rt.Function, *rt.BuiltinFunction, *rt.BoundMethod, *rt.Module, *rt.Bytes, *rt.Complex:
		return false // the common operands, none of them an iterator
	}
	if _, ok := o.(rt.Iterator); ok {
		return true
	}
	t := reflect.TypeOf(o)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t.PkgPath() == interpPkg
}

// nativeTop finds the innermost of the native frames on the call stack of
// fr's machine code (u's): its code, unit and registers. The exit's site
// (Ctx.Site, the address of the exit stub that was taken) lies in the
// machine code of the unit that runs it, and that frame's registers are
// Ctx.Regs: the answer without looking at the call records. The
// function the frame runs (helperFn) is found only when a helper needs
// it (topFn): LOAD_GLOBAL and MAKE_FUNCTION read its globals. ok is false
// when neither the site nor the records give a frame (then finishNative
// serves the exit).
func (j *JIT) nativeTop(fr *interp.Frame, u *unit) (code *bytecode.Code, cu *unit, regs []rt.Value, ok bool) {
	j.helperFr, j.helperU, j.helperFnSet, j.helperFn = fr, u, false, nil
	if cu = j.unitAt(j.ctx.Site); cu != nil {
		if regs = j.in.NativeRegs(j.ctx.Regs, cu.code.NRegs); regs != nil {
			j.stats.TopSites++
			return cu.code, cu, regs, true
		}
	}
	code, cu, regs, ok = j.walkTop(fr, u)
	j.helperFnSet = ok
	return code, cu, regs, ok
}

// topFn returns the function of the innermost native frame, which runs
// code, or nil when the call records do not say.
func (j *JIT) topFn(code *bytecode.Code) *rt.Function {
	if !j.helperFnSet {
		j.helperFnSet = true
		if c, _, _, ok := j.walkTop(j.helperFr, j.helperU); !ok || c != code {
			j.helperFn = nil
		}
	}
	if fn := j.helperFn; fn != nil && fn.Code == code {
		return fn
	}
	return nil
}

// unitAt returns the valid unit whose machine code holds the address
// site, or nil. The last few answers are tried first; then a binary
// search of the units by address, sorted again when they changed since.
func (j *JIT) unitAt(site uintptr) *unit {
	for _, u := range &j.siteUnits {
		if u != nil && !u.invalid && site-u.base < uintptr(u.size) {
			return u
		}
	}
	if site == 0 {
		return nil
	}
	u := j.searchUnits(site)
	if u == nil && j.byBaseGen != j.unitsGen {
		j.byBase = append(j.byBase[:0], j.units...)
		slices.SortFunc(j.byBase, func(a, b *unit) int { return cmp.Compare(a.base, b.base) })
		j.byBaseGen = j.unitsGen
		u = j.searchUnits(site)
	}
	if u != nil {
		j.siteUnits[j.siteNext] = u
		j.siteNext = (j.siteNext + 1) % len(j.siteUnits)
	}
	return u
}

// searchUnits is unitAt's binary search of byBase. A unit whose block
// moved since the sort (a recompilation) is not found where it was.
func (j *JIT) searchUnits(site uintptr) *unit {
	i, _ := slices.BinarySearchFunc(j.byBase, site, func(u *unit, s uintptr) int {
		if u.base > s {
			return 1
		}
		return -1
	})
	if i == 0 {
		return nil
	}
	if u := j.byBase[i-1]; !u.invalid && site-u.base < uintptr(u.size) {
		return u
	}
	return nil
}

// walkTop is nativeTop's answer from the call records: the walk's last
// answer for the same activation, the top record alone (topFromRecord)
// or a walk over them all (walkNative). It sets helperFn.
func (j *JIT) walkTop(fr *interp.Frame, u *unit) (code *bytecode.Code, cu *unit, regs []rt.Value, ok bool) {
	ctx := j.ctx
	// The same activation exiting again (same registers and call depth,
	// no native call made since, which any new activation needs): the
	// walk's answer has not changed.
	key := topKey{ctx.Regs, ctx.CSP, ctx.NCalls}
	if t := &j.top; t.key == key && t.unit != nil && !t.unit.invalid {
		j.helperFn = t.fn
		return t.fn.Code, t.unit, t.regs, true
	}
	if code, cu, regs, ok = j.topFromRecord(); ok {
		j.stats.TopRecordHits++
	} else {
		if ctx.CSP-ctx.CSBase >= 2*crecWords*8 {
			j.stats.TopWalks++ // (one record deep, the walk is one step)
		}
		code, cu, regs, ok = j.walkNative(fr, u)
	}
	if ok {
		j.top = nativeTopCache{key: key, fn: j.helperFn, unit: cu, regs: regs}
	}
	return code, cu, regs, ok
}

// topMemo is what walkNative found about the innermost native frame of a
// chain n records deep (JIT.topMemo[n-1]): the caller that made the top
// call record (its unit, with the block it had then), the callee value,
// and the callee's function, code and unit.
type topMemo struct {
	caller      *unit
	callerBlock *patch.Block
	callee      rt.Value
	fn          *rt.Function
	code        *bytecode.Code
	cu          *unit
}

// topFromRecord is nativeTop's answer from the top call record alone,
// without a walk, when the chain's depth has a topMemo whose caller still
// holds: its unit has the block it had, and the record's return address
// lies in that block, so that unit made the record (a live block's
// addresses are its own). The callee is then the caller's register the
// record names, as walkNative finds it; when it is not the remembered
// one, its function and unit are looked up and remembered. Different
// activations at one depth (a recursion coming back down, a caller's
// next call, from any of its call sites) take one step instead of a walk
// over every depth.
func (j *JIT) topFromRecord() (code *bytecode.Code, cu *unit, regs []rt.Value, ok bool) {
	ctx := j.ctx
	n := int(ctx.CSP-ctx.CSBase) / (crecWords * 8)
	if n < 2 || n > len(j.topMemo) {
		return nil, nil, nil, false
	}
	m := &j.topMemo[n-1]
	rec := j.cstack[(n-1)*crecWords : n*crecWords]
	c := m.caller
	if c == nil || c.invalid || c.block != m.callerBlock || uintptr(rec[0]) < c.base || uintptr(rec[0]) >= c.base+uintptr(c.size) {
		return nil, nil, nil, false
	}
	cregs := j.in.NativeRegs(uintptr(rec[crecRegs]), c.code.NRegs)
	if cregs == nil {
		return nil, nil, nil, false
	}
	v := c.callee(j.vm, c.code, cregs, rec)
	fn, _ := j.vm.Get(v).(*rt.Function)
	if fn == nil {
		return nil, nil, nil, false
	}
	if v != m.callee || fn != m.fn || fn.Code != m.code || m.cu.invalid {
		cu, isUnit := j.in.Compiled(fn.Code).(*unit)
		if !isUnit {
			return nil, nil, nil, false
		}
		m.callee, m.fn, m.code, m.cu = v, fn, fn.Code, cu
	}
	if regs = j.in.NativeRegs(ctx.Regs, m.code.NRegs); regs == nil {
		return nil, nil, nil, false
	}
	j.helperFn = fn
	return m.code, m.cu, regs, true
}

// topKey identifies an activation of a native frame (nativeTop).
type topKey struct {
	regs, csp uintptr
	calls     int64
}

// nativeTopCache is nativeTop's last answer.
type nativeTopCache struct {
	key  topKey
	fn   *rt.Function
	unit *unit
	regs []rt.Value
}

// walkMemo is what walkNative found at one depth of the call records: the
// callee (the record's function value), its function, code and unit. A
// recursion exits at a new depth each time, where nativeTop's cache of the
// last activation misses; the depths below it have not changed, and their
// handle lookups and unit lookups are the walk's cost.
type walkMemo struct {
	callee rt.Value
	fn     *rt.Function
	code   *bytecode.Code
	cu     *unit
}

// walkMemoDepth is how many depths walkNative remembers.
const walkMemoDepth = 64

// walkNative is nativeTop's walk over the call records.
func (j *JIT) walkNative(fr *interp.Frame, u *unit) (code *bytecode.Code, cu *unit, regs []rt.Value, ok bool) {
	ctx := j.ctx
	n := int(ctx.CSP-ctx.CSBase) / (crecWords * 8)
	code, cu, regs = fr.Code, u, fr.Regs
	var caller *unit
	var callee rt.Value
	for i := range n {
		rec := j.cstack[i*crecWords : (i+1)*crecWords]
		if i > 0 {
			if regs = j.in.NativeRegs(uintptr(rec[crecRegs]), code.NRegs); regs == nil {
				return nil, nil, nil, false
			}
		}
		v := cu.callee(j.vm, code, regs, rec)
		if i == n-1 {
			caller, callee = cu, v
		}
		if i < len(j.walkMemo) {
			// The callee at this depth as last found (the handle names
			// the same function while it lives; its code and the
			// code's unit are checked).
			if m := &j.walkMemo[i]; m.callee == v && m.fn != nil && m.fn.Code == m.code && !m.cu.invalid {
				j.helperFn, code, cu = m.fn, m.code, m.cu
				continue
			}
		}
		fn, isFn := j.vm.Get(v).(*rt.Function)
		if !isFn {
			return nil, nil, nil, false
		}
		j.helperFn = fn
		code = fn.Code
		if cu, isFn = j.in.Compiled(code).(*unit); !isFn {
			return nil, nil, nil, false
		}
		if i < len(j.walkMemo) {
			j.walkMemo[i] = walkMemo{callee: v, fn: fn, code: code, cu: cu}
		}
	}
	if regs = j.in.NativeRegs(ctx.Regs, code.NRegs); regs == nil {
		return nil, nil, nil, false
	}
	if n >= 2 && n <= len(j.topMemo) {
		j.topMemo[n-1] = topMemo{caller: caller, callerBlock: caller.block, callee: callee, fn: j.helperFn, code: code, cu: cu}
	}
	return code, cu, regs, true
}

// helperExit serves the exit in the Ctx, taken in a natively called frame
// of fr's machine code, with a Go helper (see the top of this file). It
// returns the address where the machine code goes on, or false when the
// exit needs the native frames made into interpreter frames
// (finishNative), having changed nothing that finishNative would see
// differently: the Ctx may have been turned into a step exit at the next
// instruction, which finishNative serves like any other.
func (j *JIT) helperExit(fr *interp.Frame, u *unit) (uintptr, bool) {
	ctx := j.ctx
	j.pyAsked, j.callAsked, j.loopAsked = false, false, false
	if j.vm.Woken() || j.in.Tracing() || j.noHelpers {
		return 0, false
	}
	exit := ctx.Exit
	if exit == ExitPoll {
		return j.helperPoll(fr, u)
	}
	if exit != ExitStep && exit != ExitCall && exit != ExitResume {
		return 0, false
	}
	code, cu, regs, ok := j.nativeTop(fr, u)
	if !ok || cu.invalid {
		return 0, false
	}
	if exit == ExitResume {
		// A pool found empty (build_seq, call_class, range_iter1/2,
		// box_c01): refill it and start the instruction again, residents
		// written back first (the resume stubs fill them again).
		if cu.inRegion != nil {
			// (No record is found for an instruction outside the unit's
			// loops: nothing is resident there.)
			if _, err := j.restoreRegs(cu, regs); err != nil {
				return 0, false
			}
		}
		j.resumes++
		j.refillFor(cu, int(ctx.PC))
		if j.vm.Woken() {
			return 0, false // the collection the refill made due: finishNative
		}
		j.stats.HelperExits++
		return cu.addr(int(ctx.PC)), true
	}
	pc := int(ctx.PC)
	in := code.Instrs[pc]
	if exit == ExitCall && in.Op != bytecode.CALL && in.Op != bytecode.CALL_METHOD {
		return 0, false
	}
	if exit == ExitStep {
		if cu.inBound != nil && cu.inBound[pc] {
			// A loop whose instructions mostly exit: the interpreter
			// runs it, all of it, with the frames adopted.
			j.loopAsked = true
			return 0, false
		}
		if !helperOps[in.Op] {
			j.callAsked = j.pyCallee(code, regs, pc)
			return 0, false
		}
		// An exit that would make the unit compile again is left to the
		// exit loop (recompile needs the frame).
		if (cu.native[pc] || cu.unseen[pc]) && !cu.mega[pc] && cu.fails[pc]+1 == j.recompileAfter {
			return 0, false
		}
		if cu.inRegion != nil && cu.inRegion[pc] {
			// Residents back into the frame first (see exitLoop); restore
			// is idempotent, so finishNative may do it again.
			found, err := j.restoreRegs(cu, regs)
			if err != nil || !found {
				return 0, false
			}
		}
	}
	transient := j.growingStore(cu, regs, pc)
	var next, ran int
	var tripped bool
	if exit == ExitCall && cu.stops[pc+1] && !j.lazy.active && j.leafCall(regs, in) {
		next, ran = pc+1, 1
	} else {
		next, ran, tripped = j.guarded(code, cu, regs, pc, exit)
	}
	if ran == 0 {
		// An operation that asked for Python code, or a call of a Go
		// builtin that helperCall does not make because it may (repr of
		// user objects, a sort key, pprint's safe_repr): finishNative
		// serves it with the chain adopted for its time and resumes it.
		j.pyAsked = tripped
		j.callAsked = !tripped && (j.goCallee(code, regs, pc) || j.pyCallee(code, regs, pc))
		return 0, false // nothing was written: finishNative serves the exit
	}
	if !transient {
		j.countHelper(code, cu, pc, in, exit)
	} else {
		j.helperSteps[in.Op]++
		j.steps[in.Op]++
		cu.exitsAt[pc]++
	}
	if j.lazy.active && j.lazyDone(code, cu, next) {
		j.lazy = lazyCatch{} // the handler is done with the exception
	}
	if tripped || j.vm.Woken() || !cu.stops[next] || j.lazy.active {
		// The instructions up to next are done, and the rest needs the
		// interpreter (an instruction the helpers do not run, a
		// collection that came due, or, never expected, Python code that
		// a runtime operation asked for and did without): hand next on to
		// finishNative as a step exit. No stackmap record describes it
		// (Site 0); in a region the exit loop then runs the interpreter
		// up to the loop's head, where every value is in the frame.
		ctx.Exit, ctx.PC, ctx.Site = ExitStep, uint32(next), 0
		j.callAsked = !tripped && (j.goCallee(code, regs, next) || j.pyCallee(code, regs, next))
		j.loopAsked = !tripped && cu.inBound != nil && cu.inBound[next]
		return 0, false
	}
	j.vm.Heap().DropPins() // an instruction boundary, as after any exit
	return cu.addr(next), true
}

// leafCall is helperExit's short way for a call exit whose callee is a
// builtin of the math module or one of the pure builtins (builtinKind:
// ckMath, ckPure) and whose arguments are all unboxed values (ints,
// floats, bools, None): such a call can run no Python code and look at no
// frame, so it needs neither the guard that guarded runs helperRun's
// calls under nor the interpreted run after it when the next instruction
// has machine code. It reports whether it made the call, its result then
// in its register; a call that raised wrote nothing, and guarded makes it
// again and raises.
func (j *JIT) leafCall(regs []rt.Value, in bytecode.Instr) bool {
	f := regs[in.B]
	if !f.IsHandle() || uint32(f)&staticHandleBit == 0 {
		return false
	}
	o, isBuiltin := j.vm.Get(f).(*rt.BuiltinFunction)
	if !isBuiltin || o.Self != rt.Unbound {
		return false
	}
	kind := j.builtinKind(f, o)
	if kind != ckPure && kind != ckMath {
		return false
	}
	first, end := callArgs(in, regs)
	args := regs[first:end:end]
	for _, v := range args {
		if v.IsHandle() {
			return false
		}
	}
	r, err := o.Fn(j.vm, args, nil)
	if err != nil {
		return false
	}
	if kind == ckMath {
		j.stats.LeafCalls++
	}
	j.stats.LeafHelperCalls++
	regs[in.A] = r
	return true
}

// helperPoll serves a poll exit (the fuel ran out) taken in a natively
// called frame, outside any loop with resident registers, when the
// safepoint has nothing to do: no collection due or forced (gc-stress),
// no step limit to check, nothing that woke the VM (a poll request, a
// thread waiting for the GIL). It charges the steps, refuels, lets other
// goroutines run and re-enters the machine code at the polling
// instruction (an entry's poll or a back-edge, which poll again only
// when the fuel runs out). Anything else is left to finishNative, whose
// exit loop runs the safepoint with the frames adopted; a recursion's
// poll exits finished the whole chain before.
func (j *JIT) helperPoll(fr *interp.Frame, u *unit) (uintptr, bool) {
	vm := j.vm
	h := vm.Heap()
	if h.Stress || vm.MaxSteps > 0 || h.Requested() || h.ShouldCollect() {
		return 0, false
	}
	_, cu, _, ok := j.nativeTop(fr, u)
	pc := int(j.ctx.PC)
	if !ok || cu.invalid || cu.inRegion != nil && cu.inRegion[pc] {
		return 0, false
	}
	j.polls++
	if err := j.refuel(); err != nil {
		return 0, false // (no step limit: never)
	}
	runtime.Gosched()
	if vm.Woken() || h.Requested() || h.ShouldCollect() || j.in.Tracing() {
		return 0, false // finishNative's exit loop serves the poll (refuelling again charges nothing)
	}
	h.DropPins()
	j.stats.HelperExits++
	return cu.addr(pc), true
}

// goCallee reports whether the instruction at pc of a native frame of
// code (registers regs) calls a function written in Go (a builtin
// function or method, bound or not, or a builtin class): one that
// helperCall refused runs
// Python code or looks at frames only through rt.Interp, so the frames
// adopted for the call see everything it does.
func (j *JIT) goCallee(code *bytecode.Code, regs []rt.Value, pc int) bool {
	in := code.Instrs[pc]
	if in.Op != bytecode.CALL && in.Op != bytecode.CALL_METHOD && in.Op != bytecode.CALL_KW {
		return false
	}
	f := regs[in.B]
	if !f.IsHandle() {
		return false
	}
	switch o := j.vm.Get0(f).(type) {
	case *rt.BuiltinFunction:
		return true
	case *rt.BoundMethod:
		_, ok := j.vm.Get0(o.Func).(*rt.BuiltinFunction)
		return ok
	case *rt.Class:
		return o.Builtin // list(map(f, xs)), a Go class's constructor
	}
	return false
}

// pyCallee reports whether the instruction at pc of a native frame of
// code (registers regs) calls a Python function that machine code did
// not call itself (keywords it does not pass positionally, *args, a
// bound method of several functions, a function not compiled when the
// site was, a closure with cells): the callee runs its own machine code
// in an exit loop, and the chain is adopted only for its time. (Plain
// calls were once left to finish the chain, since serving each adopted
// cost pf_comprehensions 3%; that program's were generator expressions'
// calls, which helperCall now makes without adopting anything.)
func (j *JIT) pyCallee(code *bytecode.Code, regs []rt.Value, pc int) bool {
	in := code.Instrs[pc]
	switch in.Op {
	case bytecode.CALL_KW, bytecode.CALL_EX, bytecode.CALL, bytecode.CALL_METHOD:
	default:
		return false
	}
	f := regs[in.B]
	if !f.IsHandle() {
		return false
	}
	switch o := j.vm.Get0(f).(type) {
	case *rt.Function:
		return true
	case *rt.BoundMethod:
		_, ok := j.vm.Get0(o.Func).(*rt.Function)
		return ok
	case *rt.Class:
		return !o.Builtin
	}
	return false
}

// growingStore reports whether the exit at pc of u is a store that exited
// only because its container must grow: a hashed store (store_subscr_dict,
// set_add, call_set_add) whose dict or set must grow to take a new key, or
// an append (list_append, call_list_append) to a full list. That happens
// a few times in a container's life (a comprehension of 100 items grows
// its list 13 times), and is no failed guard: counted as one, the appends
// of a function's first comprehensions used up its unit's recompilations
// before its main loops had run, and those loops stayed side exits to the
// interpreter for good.
func (j *JIT) growingStore(u *unit, regs []rt.Value, pc int) bool {
	in := u.code.Instrs[pc]
	full := func(v rt.Value) bool {
		l, ok := j.vm.Get0(v).(*rt.List)
		return ok && l.Class() == rt.ListType && len(l.Items) == cap(l.Items)
	}
	switch in.Op {
	case bytecode.LIST_APPEND:
		return full(regs[in.A])
	case bytecode.STORE_SUBSCR, bytecode.DICT_SET:
		d, ok := j.vm.Get0(regs[in.A]).(*rt.Dict)
		return ok && d.Class() == rt.DictType && d.InsertGrows()
	case bytecode.SET_ADD, bytecode.CALL_METHOD:
		if in.Op == bytecode.CALL_METHOD {
			if j.listAppend == 0 {
				j.listAppend, _ = j.builtinMethod(rt.ListType, "append") // (a class lookup by name: once)
			}
			if in.C == 1 && regs[in.B] == j.listAppend {
				return full(regs[in.B+1])
			}
		}
		// (A hashed CALL_METHOD whose receiver is a set is set.add.)
		set := regs[in.A]
		if in.Op == bytecode.CALL_METHOD {
			set = regs[in.B+1]
		}
		s, ok := j.vm.Get0(set).(*rt.Set)
		return ok && s.Class() == rt.SetType && setInsertExits(s)
	}
	return false
}

// setInsertExits reports whether set_add exits for a new key of s
// because of the table's state alone: dummy slots, or a resize that the
// insertion makes due. It reads the fields set_add reads, at the offsets
// the assembly uses (TestLayoutMatchesStencils checks them).
func setInsertExits(s *rt.Set) bool {
	p := unsafe.Pointer(s)
	fill := *(*int)(unsafe.Add(p, setFillOff))
	used := *(*int)(unsafe.Add(p, rt.SetUsed))
	n := *(*int)(unsafe.Add(p, rt.SetTable+8)) // the table's length
	return fill != used || n == 0 || (fill+1)*5 >= (n-1)*3
}

// setFillOff is the offset of runtime.Set's fill field (live and dummy
// slots), which the runtime does not export.
var setFillOff = setField("fill")

// setField returns the offset of runtime.Set's field name.
func setField(name string) uintptr {
	f, ok := reflect.TypeOf(rt.Set{}).FieldByName(name)
	if !ok {
		panic("jit: runtime.Set has no field " + name)
	}
	return f.Offset
}

// countHelper counts a helper exit at pc as the exit loop counts the exit
// (statistics, deopt stress, recompilation).
func (j *JIT) countHelper(code *bytecode.Code, cu *unit, pc int, in bytecode.Instr, exit uint32) {
	if exit == ExitStep {
		j.helperSteps[in.Op]++
		j.steps[in.Op]++
		cu.exitsAt[pc]++
		if cu.stress != nil {
			cu.stress[pc] = 0
		}
		if (cu.native[pc] || cu.unseen[pc]) && !cu.mega[pc] && (in.Op != bytecode.FOR_ITER || code.Feedback[pc].Types != cu.iterFb[pc]) {
			cu.fails[pc]++
		}
	} else {
		j.helperCalls++
		j.calls++
	}
	j.stats.HelperExits++
}

// maxHelperRun bounds the instructions one helper exit runs before it
// reaches machine code again (a run the interpreter would have run).
const maxHelperRun = 32

// guarded runs instructions from pc with helperRun, with noPython as the
// VM's rt.Interp, up to the next with machine code (or one helperRun does
// not run), and returns where it stopped and how many it ran; tripped
// says noPython was asked to run Python code.
func (j *JIT) guarded(code *bytecode.Code, cu *unit, regs []rt.Value, pc int, exit uint32) (next, ran int, tripped bool) {
	g := &j.guard
	g.real, g.tripped = j.vm.Interp, false
	j.vm.Interp = g
	defer j.restoreInterp() // also if the runtime panics (an embedder may recover)
	next = pc
	for ran < maxHelperRun {
		in := code.Instrs[next]
		if cu.inBound != nil && cu.inBound[next] {
			break // a loop the interpreter runs (helperExit hands it on)
		}
		if j.lazy.active && j.lazyRefuses(in) {
			break // the handler would see the exception: adopt the frames
		}
		j.helperErr = nil
		n, mutated, done := j.helperRun(code, cu, regs, next, in, exit)
		if !done && !g.tripped && j.helperErr != nil && !j.lazy.active && j.catchNative(code, regs, next) {
			// The instruction raised, and its own frame handles the
			// exception (nativeexc_amd64.go): go on in the handler.
			next, ran, exit = j.lazy.target, ran+1, ExitStep
			continue
		}
		if !done || (g.tripped && !mutated) {
			break // nothing written
		}
		next, ran = n, ran+1
		if g.tripped || j.vm.Woken() {
			break
		}
		if cu.stops[next] && (!j.lazy.active || j.lazyDone(code, cu, next)) {
			break
		}
		exit = ExitStep // the instructions after the exit's run as steps
	}
	return next, ran, g.tripped
}

// restoreInterp gives the VM its rt.Interp back after guarded.
func (j *JIT) restoreInterp() { j.vm.Interp = j.guard.real }

// helperOps are the step exits helperRun may serve.
var helperOps = func() (m [bytecode.NumOpcodes]bool) {
	for _, op := range []bytecode.Opcode{bytecode.BUILD_TUPLE, bytecode.BUILD_LIST, bytecode.LIST_APPEND,
		bytecode.GET_ITER, bytecode.BINARY_SUBSCR, bytecode.STORE_SUBSCR,
		bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE,
		bytecode.IN, bytecode.NOT_IN, bytecode.NOT, bytecode.TRUTH,
		bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE,
		bytecode.LOAD_ATTR, bytecode.LOAD_METHOD, bytecode.STORE_ATTR, bytecode.FOR_ITER, bytecode.DICT_SET, bytecode.DELETE_SUBSCR, bytecode.CALL, bytecode.CALL_METHOD,
		bytecode.NOP, bytecode.MOVE, bytecode.LOAD_CONST, bytecode.LOAD_GLOBAL, bytecode.IS, bytecode.IS_NOT, bytecode.JUMP,
		bytecode.BUILD_SLICE, bytecode.SET_ADD, bytecode.MAKE_FUNCTION, bytecode.BUILD_SET, bytecode.BUILD_DICT,
		bytecode.BUILD_STRING, bytecode.FORMAT_VALUE, bytecode.LIST_EXTEND, bytecode.LIST_TUPLE, bytecode.CALL_KW} {
		m[op] = true
	}
	for op, b := range binOpOf {
		if b != 0 || bytecode.Opcode(op) == bytecode.ADD || bytecode.Opcode(op) == bytecode.INPLACE_ADD {
			m[op] = true
		}
	}
	m[bytecode.MATMUL], m[bytecode.INPLACE_MATMUL] = false, false
	return m
}()

// binOpOf maps the arithmetic instructions to their operators (OpAdd is 0:
// helperOps lists ADD and INPLACE_ADD by name).
var binOpOf = func() (t [bytecode.NumOpcodes]rt.BinOp) {
	for op, b := range map[bytecode.Opcode]rt.BinOp{
		bytecode.ADD: rt.OpAdd, bytecode.SUB: rt.OpSub, bytecode.MUL: rt.OpMul,
		bytecode.TRUEDIV: rt.OpTrueDiv, bytecode.FLOORDIV: rt.OpFloorDiv, bytecode.MOD: rt.OpMod, bytecode.POW: rt.OpPow,
		bytecode.LSHIFT: rt.OpLShift, bytecode.RSHIFT: rt.OpRShift, bytecode.AND: rt.OpAnd, bytecode.OR: rt.OpOr,
		bytecode.XOR:         rt.OpXor,
		bytecode.INPLACE_ADD: rt.OpAdd, bytecode.INPLACE_SUB: rt.OpSub, bytecode.INPLACE_MUL: rt.OpMul,
		bytecode.INPLACE_TRUEDIV:  rt.OpTrueDiv,
		bytecode.INPLACE_FLOORDIV: rt.OpFloorDiv, bytecode.INPLACE_MOD: rt.OpMod, bytecode.INPLACE_POW: rt.OpPow,
		bytecode.INPLACE_LSHIFT: rt.OpLShift, bytecode.INPLACE_RSHIFT: rt.OpRShift, bytecode.INPLACE_AND: rt.OpAnd,
		bytecode.INPLACE_OR: rt.OpOr, bytecode.INPLACE_XOR: rt.OpXor,
		bytecode.MATMUL: rt.OpMatMul, bytecode.INPLACE_MATMUL: rt.OpMatMul,
	} {
		t[op] = b
	}
	return t
}()

var inPlaceOp = func() (m [bytecode.NumOpcodes]bool) {
	for _, op := range []bytecode.Opcode{bytecode.INPLACE_ADD, bytecode.INPLACE_SUB, bytecode.INPLACE_MUL,
		bytecode.INPLACE_TRUEDIV, bytecode.INPLACE_FLOORDIV, bytecode.INPLACE_MOD, bytecode.INPLACE_POW,
		bytecode.INPLACE_LSHIFT, bytecode.INPLACE_RSHIFT, bytecode.INPLACE_AND, bytecode.INPLACE_OR, bytecode.INPLACE_XOR,
		bytecode.INPLACE_MATMUL} {
		m[op] = true
	}
	return m
}()

var cmpOpOf = [...]rt.CmpOp{rt.CmpLT, rt.CmpLE, rt.CmpEQ, rt.CmpNE, rt.CmpGT, rt.CmpGE}

// helperRun runs instruction pc (in) of a native frame of code, with
// registers regs, as the interpreter would, and returns the next
// instruction. done is false when it did not (an operand it refuses, an
// error, a next instruction without machine code); then it wrote nothing,
// unless mutated, which it only reports with done.
func (j *JIT) helperRun(code *bytecode.Code, cu *unit, regs []rt.Value, pc int, in bytecode.Instr, exit uint32) (next int, mutated, done bool) {
	vm := j.vm
	next = pc + 1
	if in.Op == bytecode.CALL || in.Op == bytecode.CALL_METHOD {
		v, mut, ok := j.helperCall(in, regs, nil)
		if !ok {
			return 0, false, false
		}
		regs[in.A] = v
		return next, mut, true
	}
	if in.Op == bytecode.CALL_KW {
		// The keyword names are the constant that the EXTRA after the
		// call names; the keyword values are the last arguments.
		if pc+1 >= len(code.Instrs) || int(code.Instrs[pc+1].A) >= len(cu.consts) {
			return 0, false, false
		}
		names, ok := vm.Get0(cu.consts[code.Instrs[pc+1].A]).(*rt.Tuple)
		if !ok || int32(len(names.Items)) > in.C || len(names.Items) > 8 {
			return 0, false, false
		}
		var kwBuf [8]rt.Kwarg
		kw := kwBuf[:len(names.Items)]
		npos := in.C - int32(len(kw))
		for i, n := range names.Items {
			s, ok := vm.GoString(n)
			if !ok {
				return 0, false, false
			}
			kw[i] = rt.Kwarg{Name: s, Value: regs[in.B+1+npos+int32(i)]}
		}
		call := in
		call.Op, call.C = bytecode.CALL, npos
		v, mut, ok := j.helperCall(call, regs, kw)
		if !ok {
			return 0, false, false
		}
		regs[in.A] = v
		return pc + 2, mut, true
	}
	if exit == ExitCall {
		return 0, false, false
	}
	if cu.unseen[pc] || cu.native[pc] {
		// The feedback the interpreter would record: the recompilation
		// that the exits of an instruction never run when the unit was
		// compiled, or of a guard that keeps failing, make reads it.
		// (Other exits make none: not recorded, it costs nothing.)
		j.in.NoteFeedback(code, pc, regs)
	}
	switch in.Op {
	case bytecode.PUSH_EXC, bytecode.POP_EXC, bytecode.EXC_MATCH:
		// A handler's own instructions, run only for an exception a
		// helper raised in this frame (nativeexc_amd64.go).
		if !j.lazy.active || j.lazy.regs != uintptr(unsafe.Pointer(unsafe.SliceData(regs))) {
			return 0, false, false
		}
		switch in.Op {
		case bytecode.PUSH_EXC:
			regs[in.B] = vm.Handled
			vm.Handled = regs[in.A]
		case bytecode.POP_EXC:
			vm.Handled = regs[in.A]
		default:
			ok, err := j.in.ExcMatch(regs[in.B], regs[in.C])
			if err != nil {
				return 0, false, false // the TypeError: raised with the frames adopted
			}
			regs[in.A] = rt.Bool(ok)
			return next, false, true
		}
		return next, true, true
	case bytecode.NOP:
	case bytecode.MOVE:
		regs[in.A] = regs[in.B]
	case bytecode.LOAD_CONST:
		if int(in.B) >= len(cu.consts) {
			return 0, false, false
		}
		regs[in.A] = cu.consts[in.B]
	case bytecode.LOAD_GLOBAL:
		fn := j.topFn(code)
		if fn == nil {
			return 0, false, false
		}
		v, ok := j.in.GlobalLookup(code, pc, fn.Globals, fn.Builtins) // through the site's cache
		if !ok {
			return 0, false, false // a NameError
		}
		regs[in.A] = v
	case bytecode.IS:
		regs[in.A] = rt.Bool(regs[in.B] == regs[in.C])
	case bytecode.IS_NOT:
		regs[in.A] = rt.Bool(regs[in.B] != regs[in.C])
	case bytecode.JUMP:
		if int(in.A) <= pc {
			return 0, false, false // a back-edge is the interpreter's safepoint
		}
		next = int(in.A)
	case bytecode.STORE_ATTR:
		if vm.Heap().Requested() || j.opaque(regs[in.A]) || j.vm.ClassOf(regs[in.A]).Builtin {
			return 0, false, false
		}
		// An instance's attribute: a __setattr__ or a descriptor's
		// __set__ in Python is asked for before anything changes.
		if err := j.in.AttrStore(code, pc, regs[in.A], regs[in.B]); err != nil {
			return j.fail(err)
		}
		return next, true, true
	case bytecode.BUILD_TUPLE:
		regs[in.A] = vm.NewTupleCopy(regs[in.B : in.B+in.C])
	case bytecode.MAKE_FUNCTION:
		fn := j.topFn(code)
		if fn == nil {
			return 0, false, false
		}
		v, err := j.in.MakeFunction(fn, regs, &code.Instrs[pc])
		if err != nil {
			return j.fail(err)
		}
		regs[in.A] = v
	case bytecode.BUILD_SET:
		// Hashing an item may ask for Python code (noPython): the new set
		// is then thrown away, r[A] untouched.
		v, err := vm.NewSet(append([]rt.Value(nil), regs[in.B:in.B+in.C]...))
		if err != nil {
			return j.fail(err)
		}
		regs[in.A] = v
	case bytecode.BUILD_DICT:
		d := vm.NewDictSized(int(in.C))
		for i := int32(0); i < in.C; i++ {
			if err := d.Set(vm, regs[in.B+2*i], regs[in.B+2*i+1]); err != nil {
				return j.fail(err)
			}
		}
		regs[in.A] = d.Self()
	case bytecode.FORMAT_VALUE:
		// An f-string's field: str(), repr() and format() of builtin
		// values; an instance's __format__, __str__ or __repr__ asks for
		// Python code (noPython).
		v, err := j.in.FormatValue(regs, &in)
		if err != nil {
			return j.fail(err)
		}
		regs[in.A] = v
	case bytecode.BUILD_STRING:
		v, err := vm.JoinStrs(regs[in.B : in.B+in.C])
		if err != nil {
			return 0, false, false // the interpreter raises it
		}
		regs[in.A] = v
	case bytecode.LIST_EXTEND:
		// A display's own list, extended by a list or tuple.
		l, ok := vm.Get0(regs[in.A]).(*rt.List)
		if !ok || l.Class() != rt.ListType || vm.Heap().Requested() {
			return 0, false, false
		}
		var items []rt.Value
		switch o := vm.Get0(regs[in.B]).(type) {
		case *rt.List:
			if o.Class() != rt.ListType {
				return 0, false, false
			}
			items = o.Items
		case *rt.Tuple:
			if o.Class() != rt.TupleType {
				return 0, false, false
			}
			items = o.Items
		default:
			return 0, false, false
		}
		l.Items = append(l.Items, items...)
		return next, true, true
	case bytecode.LIST_TUPLE:
		l, ok := vm.Get0(regs[in.B]).(*rt.List)
		if !ok {
			return 0, false, false
		}
		regs[in.A] = vm.NewTuple(append([]rt.Value(nil), l.Items...))
	case bytecode.BUILD_SLICE:
		step := rt.None
		if in.C == 3 {
			step = regs[in.B+2]
		}
		regs[in.A] = vm.NewSlice(regs[in.B], regs[in.B+1], step)
	case bytecode.BUILD_LIST:
		items := make([]rt.Value, in.C)
		copy(items, regs[in.B:in.B+in.C])
		regs[in.A] = vm.NewList(items)
	case bytecode.LIST_APPEND:
		l, ok := vm.Get0(regs[in.A]).(*rt.List)
		if !ok || l.Class() != rt.ListType || vm.Heap().Requested() {
			return 0, false, false
		}
		vm.ListAppend(regs[in.A], regs[in.B])
		return next, true, true
	case bytecode.DELETE_SUBSCR:
		if vm.Heap().Requested() || !j.plainContainer(regs[in.A]) {
			return 0, false, false
		}
		if err := vm.DelItem(regs[in.A], regs[in.B]); err != nil {
			return j.fail(err)
		}
		return next, true, true
	case bytecode.DICT_SET, bytecode.SET_ADD:
		// A display's or comprehension's own dict or set: a key's
		// __hash__ or __eq__ is asked for before anything changes.
		if vm.Heap().Requested() {
			return 0, false, false
		}
		var err error
		switch o := vm.Get0(regs[in.A]).(type) {
		case *rt.Dict:
			if in.Op != bytecode.DICT_SET {
				return 0, false, false
			}
			err = o.Set(vm, regs[in.B], regs[in.C])
		case *rt.Set:
			if in.Op != bytecode.SET_ADD || o.Class() != rt.SetType {
				return 0, false, false
			}
			err = vm.SetAdd(regs[in.A], regs[in.B])
		default:
			return 0, false, false
		}
		if err != nil {
			return j.fail(err)
		}
		return next, true, true
	case bytecode.FOR_ITER:
		// Iterators of the builtin sequences and mappings, which run no
		// Python code (a dict's raises if the dict changed size).
		it := regs[in.B]
		var kind uint32
		switch o := vm.Get0(it).(type) {
		case *rt.RangeIter:
			kind = bytecode.FbRange
		case *rt.ListIter:
			kind = bytecode.FbList
		case *rt.TupleIter:
			kind = bytecode.FbTuple
		case *rt.SetIter:
			kind = bytecode.FbHashed
		case *rt.DictIter:
			kind = interp.DictIterFeedback(o)
		default:
			if rt.IsStrIter(o) {
				kind = bytecode.FbStrIter
				break
			}
			// A zip or enumerate over iterators that cannot fail: the
			// first inner iterator must not advance before a later one
			// raises, since the interpreter would run the FOR_ITER again.
			inner, ok := rt.InnerIterators(o)
			if !ok {
				return 0, false, false
			}
			for _, x := range inner {
				if !j.infallibleIter(x) {
					return 0, false, false
				}
			}
			kind = bytecode.FbOther
			if vm.EnumerateOverSeq(o) {
				kind = bytecode.FbEnumSeq
			} else if vm.ZipOverSeqs(o) {
				kind = bytecode.FbZipSeq2
			}
		}
		v, ok, err := vm.Next(it)
		if err != nil {
			return j.fail(err)
		}
		code.Feedback[pc].Types |= kind // as the interpreter records it
		if ok {
			regs[in.A] = v
		} else {
			if int(in.C) <= pc {
				return 0, false, false
			}
			next = int(in.C)
		}
	case bytecode.GET_ITER:
		if j.opaque(regs[in.B]) {
			// (A zip's or enumerate's iter() is the object itself.)
			if _, ok := rt.InnerIterators(vm.Get0(regs[in.B])); !ok {
				return 0, false, false
			}
		}
		v, err := vm.Iter(regs[in.B])
		if err != nil {
			return j.fail(err)
		}
		regs[in.A] = v
	case bytecode.BINARY_SUBSCR:
		v, err := vm.GetItem(regs[in.B], regs[in.C])
		if err != nil {
			return j.fail(err)
		}
		regs[in.A] = v
	case bytecode.STORE_SUBSCR:
		if vm.Heap().Requested() || !j.plainContainer(regs[in.A]) || j.opaque(regs[in.C]) ||
			vm.ClassOf(regs[in.A]) == rt.ByteArrayType && !j.plainArgs(rt.ByteArrayType, []rt.Value{regs[in.C]}) {
			return 0, false, false
		}
		if err := vm.SetItem(regs[in.A], regs[in.B], regs[in.C]); err != nil {
			return j.fail(err)
		}
		return next, true, true
	case bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE:
		if cu.eqs[pc] != nil {
			j.noteEq(cu, pc, regs[in.B])
		}
		v, err := vm.Compare(cmpOpOf[in.Op-bytecode.LT], regs[in.B], regs[in.C])
		if err != nil {
			return j.fail(err)
		}
		regs[in.A] = v
	case bytecode.IN, bytecode.NOT_IN:
		if j.opaque(regs[in.C]) {
			return 0, false, false
		}
		ok, err := vm.Contains(regs[in.C], regs[in.B])
		if err != nil {
			return j.fail(err)
		}
		regs[in.A] = rt.Bool(ok == (in.Op == bytecode.IN))
	case bytecode.NOT, bytecode.TRUTH:
		t, err := vm.Truth(regs[in.B])
		if err != nil {
			return j.fail(err)
		}
		regs[in.A] = rt.Bool(t == (in.Op == bytecode.TRUTH))
	case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE:
		if cu.truths[pc] != nil {
			j.noteTruth(cu, pc, regs[in.A])
		}
		if int(in.B) <= pc {
			return 0, false, false // a back-edge is the interpreter's safepoint
		}
		t, err := vm.Truth(regs[in.A])
		if err != nil {
			return j.fail(err)
		}
		if t == (in.Op == bytecode.JUMP_IF_TRUE) {
			next = int(in.B)
		}
	case bytecode.LOAD_ATTR:
		if j.opaque(regs[in.B]) {
			return 0, false, false // a frame object's f_lineno...
		}
		v, _, err := j.in.AttrLookup(code, pc, regs[in.B]) // through the site's inline cache
		if err != nil {
			return j.fail(err)
		}
		regs[in.A] = v
	case bytecode.LOAD_METHOD:
		obj := regs[in.B]
		if j.opaque(obj) {
			return 0, false, false
		}
		m, self, err := j.in.AttrLookup(code, pc, obj)
		if err != nil {
			return j.fail(err)
		}
		regs[in.A] = m
		if self {
			regs[in.A+1] = obj
		} else {
			regs[in.A+1] = rt.Unbound
		}
	default:
		if !helperOps[in.Op] {
			return 0, false, false
		}
		j.noteBinop(code, pc, regs)
		a, b := regs[in.B], regs[in.C]
		var v rt.Value
		var err error
		if inPlaceOp[in.Op] {
			if !j.immutable(a) && !j.noInPlace(in.Op, a) {
				// A list's += extends it in place: only by a list or
				// tuple (a bytearray's by bytes), which runs no Python
				// code, and then the instruction is done.
				if in.Op != bytecode.INPLACE_ADD || vm.Heap().Requested() || !j.plainExtend(a, b) {
					return 0, false, false
				}
				if v, err = vm.InPlace(rt.OpAdd, a, b); err != nil {
					return j.fail(err)
				}
				regs[in.A] = v
				return next, true, true
			}
			v, err = vm.InPlace(binOpOf[in.Op], a, b)
		} else {
			v, err = vm.Binary(binOpOf[in.Op], a, b)
		}
		if err != nil {
			return j.fail(err)
		}
		regs[in.A] = v
	}
	return next, false, true
}

// infallibleIter reports whether the iterator it is a list's, tuple's,
// range's or str's, whose advance runs no Python code and never raises.
func (j *JIT) infallibleIter(it rt.Value) bool {
	switch o := j.vm.Get0(it).(type) {
	case *rt.ListIter, *rt.TupleIter, *rt.RangeIter:
		return true
	default:
		return rt.IsStrIter(o)
	}
}

// immutable reports whether v is of a builtin immutable type whose
// in-place operators make a new value (numbers, strs, bytes, tuples).
func (j *JIT) immutable(v rt.Value) bool {
	if !v.IsHandle() {
		return true
	}
	switch j.vm.ClassOf(v) {
	case rt.IntType, rt.BoolType, rt.FloatType, rt.ComplexType, rt.StrType, rt.BytesType, rt.TupleType:
		return true
	}
	return false
}

// noInPlace reports whether a's class is a builtin one (written in Go, as
// decimal.Decimal) with no in-place method for op: a ∘= b then makes a new
// value, as a ∘ b, and changes nothing.
func (j *JIT) noInPlace(op bytecode.Opcode, a rt.Value) bool {
	if !a.IsHandle() {
		return false
	}
	c := j.vm.ClassOf(a)
	if !c.Builtin {
		return false
	}
	_, found := c.Lookup(j.vm, inPlaceNames[op])
	return !found
}

// inPlaceNames are the in-place instructions' methods.
var inPlaceNames = [bytecode.NumOpcodes]string{
	bytecode.INPLACE_ADD: "__iadd__", bytecode.INPLACE_SUB: "__isub__", bytecode.INPLACE_MUL: "__imul__",
	bytecode.INPLACE_TRUEDIV: "__itruediv__", bytecode.INPLACE_FLOORDIV: "__ifloordiv__",
	bytecode.INPLACE_MOD: "__imod__", bytecode.INPLACE_POW: "__ipow__", bytecode.INPLACE_LSHIFT: "__ilshift__",
	bytecode.INPLACE_RSHIFT: "__irshift__", bytecode.INPLACE_AND: "__iand__", bytecode.INPLACE_OR: "__ior__",
	bytecode.INPLACE_XOR: "__ixor__", bytecode.INPLACE_MATMUL: "__imatmul__",
}

// plainExtend reports whether a += b extends the exact list or bytearray
// a in place with no Python code: b an exact list or tuple, or bytes-like
// for a bytearray.
func (j *JIT) plainExtend(a, b rt.Value) bool {
	if !a.IsHandle() || !b.IsHandle() {
		return false
	}
	cb := j.vm.ClassOf(b)
	switch j.vm.ClassOf(a) {
	case rt.ListType:
		return cb == rt.ListType || cb == rt.TupleType
	case rt.ByteArrayType:
		return cb == rt.BytesType || cb == rt.ByteArrayType
	}
	return false
}

// plainContainer reports whether v is an exact list, dict or bytearray, whose item
// assignment calls Python code (a key's __hash__ or __eq__, an index's
// __index__) before it changes anything, if at all.
func (j *JIT) plainContainer(v rt.Value) bool {
	if !v.IsHandle() {
		return false
	}
	c := j.vm.ClassOf(v)
	return c == rt.ListType || c == rt.DictType || c == rt.ByteArrayType
}

// helperCall makes the call in (a CALL or CALL_METHOD that exited) when
// its callee is a builtin function, method or class that runs no Python
// code of its own and takes no argument that could (opaque), and returns
// its result; mutated says the callee may have changed an argument (then
// the call was made whatever comes next). ok is false when it made no call.
func (j *JIT) helperCall(in bytecode.Instr, regs []rt.Value, kw []rt.Kwarg) (v rt.Value, mutated, ok bool) {
	vm := j.vm
	f := regs[in.B]
	if !f.IsHandle() {
		return rt.Unbound, false, false
	}
	first, end := callArgs(in, regs)
	args := regs[first:end:end]
	if fn, ok := vm.Get0(f).(*rt.Function); ok {
		// A generator function (a generator expression's, a coroutine
		// function): the call binds the arguments into the new
		// generator's frame and runs none of its code, looks at no
		// frame and keeps the arguments without asking anything of
		// them. Any other Python function runs code.
		if fn.Code.Flags&bytecode.FlagGenerator == 0 || vm.Heap().Requested() {
			return rt.Unbound, false, false
		}
		r, err := j.in.CallFunction(vm, fn, args, kw)
		if err != nil {
			j.helperErr = err
			return rt.Unbound, false, false
		}
		return r, false, true
	}
	for _, a := range args {
		if j.opaque(a) {
			return rt.Unbound, false, false
		}
	}
	for _, k := range kw {
		if j.opaque(k.Value) {
			return rt.Unbound, false, false
		}
	}
	switch o := vm.Get(f).(type) {
	case *rt.BuiltinFunction:
		var mut bool
		switch k := j.builtinKind(f, o); k {
		case ckPure:
		case ckMath:
			// the math module's functions look at no frame
			j.stats.LeafCalls++
		case ckMethod, ckMethodMut:
			mut = k == ckMethodMut
			self := o.Self
			if self == rt.Unbound {
				if len(args) == 0 {
					return rt.Unbound, false, false
				}
				self = args[0]
			}
			if c := vm.ClassOf(self); c != o.Owner && self != o.Owner.Self() {
				// A user subclass's instance may override what the method
				// calls; a builtin subclass inheriting the method (a
				// StringIO's flush) may not. (A T.__new__ is bound to T
				// itself.)
				if m, found := c.Lookup(vm, o.Name); !c.Builtin || !found || m != f {
					return rt.Unbound, false, false
				}
			}
			if mut && vm.Heap().Requested() {
				return rt.Unbound, false, false
			}
		default:
			return rt.Unbound, false, false
		}
		var r rt.Value
		var err error
		if mut && (!j.plainArgs(o.Owner, args) || len(kw) > 0) {
			return rt.Unbound, false, false
		}
		if o.Self != rt.Unbound {
			var w [8]rt.Value
			if len(args) >= len(w) {
				return rt.Unbound, false, false
			}
			w[0] = o.Self
			copy(w[1:], args)
			r, err = o.Fn(vm, w[:len(args)+1], kw)
		} else {
			r, err = o.Fn(vm, args, kw)
		}
		if err != nil {
			j.helperErr = err
			return rt.Unbound, false, false // a mutating method fails before it changes anything
		}
		return r, mut, true
	case *rt.BoundMethod:
		// A builtin type's method bound to a value of exactly that type
		// (bytearray().extend, the random module's functions).
		bf, isBuiltin := vm.Get0(o.Func).(*rt.BuiltinFunction)
		if !isBuiltin || bf.Owner == nil || !bf.Owner.Builtin || bf.Self != rt.Unbound ||
			vm.ClassOf(o.Self) != bf.Owner || len(args) >= 7 {
			return rt.Unbound, false, false
		}
		k := j.builtinKind(o.Func, bf) // (cached: builtinMethods is a map keyed by two strs)
		known, mut := k == ckMethod || k == ckMethodMut, k == ckMethodMut
		if !known || mut && (vm.Heap().Requested() || !j.plainArgs(bf.Owner, args) || len(kw) > 0) {
			return rt.Unbound, false, false
		}
		var w [8]rt.Value
		w[0] = o.Self
		copy(w[1:], args)
		r, err := bf.Fn(vm, w[:len(args)+1], kw)
		if err != nil {
			j.helperErr = err
			return rt.Unbound, false, false
		}
		return r, mut, true
	case *rt.Class:
		if !pureClasses[o] {
			return rt.Unbound, false, false
		}
		if o == rt.TypeType {
			if len(args) != 1 || len(kw) != 0 {
				return rt.Unbound, false, false
			}
			return vm.ClassOf(args[0]).Self(), false, true // type(x)
		}
		r, err := vm.Call(f, args, kw)
		if err != nil {
			j.helperErr = err
			return rt.Unbound, false, false
		}
		return r, false, true
	}
	return rt.Unbound, false, false
}

// plainArgs reports whether the arguments of a mutating method of owner
// cannot make it run Python code part-way through its change: bytearray's
// methods take only bytes-like objects and small ints (an object's
// __index__ or __iter__ could run after some bytes went in), Random's only
// small ints and floats.
func (j *JIT) plainArgs(owner *rt.Class, args []rt.Value) bool {
	if owner.Name == "Random" {
		// Small ints and floats only: an object's __index__ or
		// __float__ could run after the generator advanced.
		for _, a := range args {
			if a.IsHandle() {
				return false
			}
		}
		return true
	}
	if owner != rt.ByteArrayType {
		return true
	}
	for _, a := range args {
		if a.IsSmallInt() {
			continue
		}
		if c := j.vm.ClassOf(a); c != rt.BytesType && c != rt.ByteArrayType {
			return false
		}
	}
	return true
}

// The kinds of builtin callees (builtinKind).
const (
	ckRefuse    = iota + 1 // helperCall does not call it
	ckPure                 // a function that changes nothing and looks at no frame
	ckMath                 // a math function (counted as a leaf call)
	ckMethod               // a method of a builtin type that builtinMethods lists
	ckMethodMut            // the same, one that changes its receiver
)

// callKindCache remembers builtinKind's answers for immortal callees
// (the builtins', the module functions' and the builtin types' methods,
// which every VM shares and which are never freed, so their handles name
// them for good), indexed by the low bits of the handle: a helper call
// exit classified its callee by up to four map lookups, two of them
// hashing strings, on every call (pf_scimark_lu's 10M isinstance calls).
type callKindCache [64]struct {
	f    rt.Value
	kind uint8
}

// staticHandleBit is the bit of a handle's index that marks an immortal
// object shared by every VM.
const staticHandleBit = 1 << 31

// builtinKind classifies the builtin function o (the value f) for
// helperCall.
func (j *JIT) builtinKind(f rt.Value, o *rt.BuiltinFunction) uint8 {
	if uint32(f)&staticHandleBit == 0 {
		return j.classifyBuiltin(f, o) // may be freed and its handle reused: not cached
	}
	e := &j.callKinds[uint32(f)%uint32(len(j.callKinds))]
	if e.f != f || e.kind == 0 {
		e.f, e.kind = f, j.classifyBuiltin(f, o)
	}
	return e.kind
}

// classifyBuiltin is builtinKind's answer, worked out.
func (j *JIT) classifyBuiltin(f rt.Value, o *rt.BuiltinFunction) uint8 {
	switch {
	case o.Owner == nil && o.Self == rt.Unbound && j.pureBuiltin(f):
		return ckPure
	case o.Owner == nil && o.Module == "math" && o.Self == rt.Unbound:
		return ckMath
	case o.Owner == nil && o.Self == rt.Unbound && (pureModules[o.Module] || pureFuncs[[2]string{o.Module, o.Name}]):
		return ckPure
	case o.Owner != nil && o.Owner.Builtin:
		if mut, known := builtinMethods[methodKey{o.Owner.Name, o.Name}]; known {
			if mut {
				return ckMethodMut
			}
			return ckMethod
		}
	}
	return ckRefuse
}

// pureBuiltin reports whether f is one of the functions of builtins
// that pureBuiltins lists (the builtins module's own, not a namesake).
func (j *JIT) pureBuiltin(f rt.Value) bool {
	if j.builtinFns == nil {
		j.builtinFns = map[rt.Value]bool{}
		for n := range pureBuiltins {
			if v := rt.OriginalBuiltin(n); v != rt.Unbound {
				j.builtinFns[v] = true // the real one, whatever builtins now holds
			}
		}
	}
	return j.builtinFns[f]
}

// pureBuiltins are the functions of builtins that helperCall calls: they
// change nothing and reach Python code only through rt.Interp (a
// __len__, __eq__, __index__...), before any effect.
var pureBuiltins = map[string]bool{
	"len": true, "isinstance": true, "issubclass": true, "abs": true, "min": true, "max": true,
	"hash": true, "ord": true, "chr": true, "repr": true, "round": true, "divmod": true, "sorted": true,
	"any": true, "all": true, "sum": true, "callable": true, "id": true, "hex": true, "oct": true,
	"bin": true, "pow": true, "getattr": true, "hasattr": true, "ascii": true, "format": true,
}

// pureModules are the modules written in Go whose functions change
// nothing and look at no frame (math's are counted apart, as leaf calls):
// struct.pack, binascii.hexlify...
var pureModules = map[string]bool{"cmath": true, "_struct": true, "struct": true, "binascii": true}

// pureFuncs are functions of other modules written in Go that change
// nothing and look at no frame: the thread's identity (threading's
// current_thread, RLock, asyncio's running loop ask for it at every
// use) and the clocks (logging's records, timers).
var pureFuncs = map[[2]string]bool{
	{"_thread", "get_ident"}: true, {"_thread", "get_native_id"}: true,
	{"time", "time"}: true, {"time", "time_ns"}: true, {"time", "perf_counter"}: true,
	{"time", "perf_counter_ns"}: true, {"time", "monotonic"}: true, {"time", "monotonic_ns"}: true,
}

// pureClasses are the builtin classes whose calls helperCall makes:
// building a new value of one looks at no frame.
var pureClasses = map[*rt.Class]bool{
	rt.TypeType: true, rt.IntType: true, rt.FloatType: true, rt.ComplexType: true, rt.StrType: true,
	rt.BoolType: true, rt.TupleType: true, rt.ListType: true, rt.DictType: true, rt.SetType: true,
	rt.FrozenSetType: true, rt.BytesType: true, rt.RangeType: true, rt.SliceType: true, rt.ByteArrayType: true,
	// (making a zip or enumerate only asks its arguments for iterators,
	// which reaches Python code only through rt.Interp)
	rt.ZipType: true, rt.EnumerateType: true,
}

// methodKey names a method of a builtin type: the type's name, the method's.
type methodKey struct{ owner, name string }

// builtinMethods are the methods of builtin types that helperCall calls,
// each with whether it changes its receiver. A mutating method must fail,
// if at all, before it changes anything, and call Python code (a key's
// __hash__ or __eq__) only before it does.
var builtinMethods = func() map[methodKey]bool {
	m := map[methodKey]bool{}
	for _, s := range []string{"join", "split", "rsplit", "strip", "lstrip", "rstrip", "startswith", "endswith",
		"find", "rfind", "index", "rindex", "replace", "lower", "upper", "format", "count", "isdigit", "isalpha",
		"isspace", "isalnum", "isupper", "islower", "isidentifier", "isdecimal", "isnumeric", "ljust", "rjust",
		"center", "partition", "rpartition", "splitlines", "title", "capitalize", "zfill", "casefold",
		"swapcase", "expandtabs", "removeprefix", "removesuffix", "encode"} {
		m[methodKey{"str", s}] = false
	}
	for _, s := range []string{"get", "items", "keys", "values", "copy", "__contains__", "__getitem__"} {
		m[methodKey{"dict", s}] = false
	}
	for _, s := range []string{"copy", "index", "count", "__getitem__", "__contains__"} {
		m[methodKey{"list", s}] = false
	}
	for _, s := range []string{"index", "count"} {
		m[methodKey{"tuple", s}] = false
	}
	for _, s := range []string{"copy", "__contains__", "issubset", "issuperset", "isdisjoint", "union",
		"intersection", "difference", "symmetric_difference"} {
		m[methodKey{"set", s}] = false
		m[methodKey{"frozenset", s}] = false
	}
	for _, s := range []string{"decode", "startswith", "endswith", "find", "join", "split", "strip", "hex"} {
		m[methodKey{"bytes", s}] = false
	}
	for _, s := range []string{"bit_length", "bit_count", "to_bytes", "conjugate", "as_integer_ratio", "is_integer"} {
		m[methodKey{"int", s}] = false
	}
	for _, s := range []string{"is_integer", "hex", "as_integer_ratio", "conjugate"} {
		m[methodKey{"float", s}] = false
	}
	// object.__new__(cls) makes an instance and runs no __init__ (a
	// builtin base's allocator reaches Python code only through
	// rt.Interp).
	m[methodKey{"object", "__new__"}] = false
	for _, s := range []string{"append", "pop", "insert", "reverse", "clear", "remove"} {
		m[methodKey{"list", s}] = true
	}
	for _, s := range []string{"add", "discard", "clear"} {
		m[methodKey{"set", s}] = true
	}
	for _, s := range []string{"setdefault", "pop", "clear"} {
		m[methodKey{"dict", s}] = true
	}
	for _, s := range []string{"extend", "append"} {
		m[methodKey{"bytearray", s}] = true
	}
	// The random module's generator (exactly random.Random: a subclass
	// may override what its methods call) draws without Python code.
	for _, s := range []string{"random", "getrandbits", "randrange", "randint", "uniform"} {
		m[methodKey{"Random", s}] = true // numbers only (plainArgs)
	}
	// In-memory files: a write takes a str (bytes-like) or fails first.
	for _, c := range []string{"_io.StringIO", "_io.BytesIO"} {
		m[methodKey{c, "write"}] = true
		m[methodKey{c, "getvalue"}] = false
	}
	for _, c := range []string{"_io._IOBase", "_io._RawIOBase", "_io._BufferedIOBase", "_io._TextIOBase"} {
		m[methodKey{c, "flush"}] = false // the in-memory files' (a no-op)
	}
	return m
}()
