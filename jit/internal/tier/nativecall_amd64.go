//go:build linux

package tier

// The native-call runtime: calls machine code made itself (finishNative,
// helperExit in helper_amd64.go) and constructions (construct).

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/patch"
)

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
		n = min(max(n, 0), maxNativeDepth, len(j.cstack)/crecWords)
	}
	ctx.CSLimit = ctx.CSBase + uintptr(n*crecWords*8)
}

// maxAdoptServe bounds the native frames finishNative adopts to serve
// one exit and then makes native again: each such exit adopts them all,
// while finishing them adopts them once for the rest of their runs, which
// pays when the chain is deep (a recursion). Measured (user seconds,
// old / 1 / 2): pf_go 1.44 / 1.36 / 1.44, pf_comprehensions 3.55 / 3.2 /
// 4.04, pf_scimark_lu 3.58 / 1.94 / 1.96.
const maxAdoptServe = 1

// maxAdoptServePython bounds them instead when the exit is an operation
// whose helper exit asked for Python code (sorted with a key, repr of an
// instance, a key's __eq__): the Python code it runs costs more than
// adopting the chain for its time, and finishing would leave every frame
// of the chain in its exit loop for the rest of its run. (Call exits of
// Python functions are not counted in: they are served with
// maxAdoptServeCall.) Measured: pf_pprint's share of native calls
// finished 9.6% -> 0.02%, user time 3.78 -> 3.72 s.
const maxAdoptServePython = 8

// maxAdoptServeCall bounds them instead when the exit is a call that
// helpers do not make (a Go function that may call Python, such as
// pprint's safe_repr or functools.reduce; a call of a Python function
// that machine code did not make itself): chains as deep
// as a call of a library's entry point makes stay native (pf_pprint's
// safe_repr is three calls deep: 99.9% of its native calls finished
// before). A deeper chain is finished, since an activation that makes one
// such call tends to make several and each would adopt the whole chain:
// a tree walk calling max(key=), map and reduce at every node (user
// seconds, medians of 3: 1.04 finished, 1.08 with 3, 1.15 with 4, 1.35
// with 8).
const maxAdoptServeCall = 3

// recursive reports whether a chain of native frames has a unit more than
// once (a recursion). A chain without one is as deep as the library's
// layers (an event loop's run, its handle, a task's step: pf_async_tree's
// chains are four and five deep): finishing it would leave each layer in
// its exit loop for the rest of its run while the next call of the same
// layers starts natively again, so a call exit there is served with the
// chain adopted, up to maxAdoptServePython; a recursion's chain grows
// with its depth, and finishing it once pays (maxAdoptServeCall).
func recursive(units []*unit) bool {
	for i, u := range units {
		for _, v := range units[:i] {
			if u == v {
				return true
			}
		}
	}
	return false
}

// maxServeStreak bounds the exits of one activation of a native frame
// that finishNative serves before it finishes the frame.
const maxServeStreak = 8

// finishNative serves an exit taken in a frame that machine code called
// natively (call_native) from fr's call. It makes an interpreter frame of
// each native frame, outermost first (interp.AdoptCompiled: their
// registers are already in place, and every caller is at its call, where
// its values are in their slots), so that Go code sees the frames the
// interpreter would have, and serves the innermost's exit as its exit
// loop would (serveAdopted). When that leaves the innermost frame at
// machine code and Go has no more use for the frames (no frame object,
// tracer, class change, recompilation or collection due), it unlinks them
// again (interp.DisownCompiled), puts the call records and the Ctx back as
// machine code left them and returns resumed with the address where the
// innermost frame goes on: the native frames stay native, and an exit
// inside a callee costs a helper call rather than a change of tier.
// Otherwise it finishes the frames: it runs the innermost's exit loop,
// then each caller's from its call with the result, and returns what
// fr's call returned; fr.PC is the call.
func (j *JIT) finishNative(fr *interp.Frame, u *unit) (v rt.Value, err error, addr uintptr, resumed bool) {
	ctx := j.ctx
	n := int(ctx.CSP-ctx.CSBase) / (crecWords * 8)
	// The records, copied: the exit loops below enter machine code again,
	// which makes calls of its own over them. (Chains as deep as those
	// served adopted live on the Go stack: an exit served so allocates
	// nothing here.)
	var recBuf [maxAdoptServePython * crecWords]uint64
	var frBuf [maxAdoptServePython + 1]*interp.Frame
	var unitBuf [maxAdoptServePython + 1]*unit
	recs, frs, units := recBuf[:0], frBuf[:], unitBuf[:]
	if n > maxAdoptServePython {
		recs, frs, units = nil, make([]*interp.Frame, n+1), make([]*unit, n+1)
	}
	recs = append(recs, j.cstack[:n*crecWords]...)
	csp, stop, send, limit, regs := ctx.CSP, ctx.STop, ctx.SEnd, ctx.CSLimit, ctx.Regs
	frs[0], units[0] = fr, u
	for i := range n {
		caller := frs[i]
		caller.PC = int(recs[i*crecWords+crecPC])
		regs := ctx.Regs // the innermost's (the enter trampoline saved R13)
		if i+1 < n {
			regs = uintptr(recs[(i+1)*crecWords+crecRegs])
		}
		f := units[i].callee(j.vm, caller.Code, caller.Regs, recs[i*crecWords:(i+1)*crecWords])
		cf, cu := j.in.AdoptCompiled(f, regs)
		frs[i+1], units[i+1] = cf, cu.(*unit)
	}
	if j.lazy.active {
		j.adoptLazy(frs[1 : n+1]) // a handler a helper exit began needs the frames
	}
	exit, pc := ctx.Exit, ctx.PC
	inner, iu := frs[n], units[n]
	pending, done := true, false
	// The same activation exiting again (no native call made since, same
	// registers) is a callee that exits often: serving each exit with
	// adoption costs more than finishing it once (pf_crypto_pyaes: 90
	// exits per call, 1.45 s finished, 1.9 s served).
	if regs == j.serveRegs && ctx.NCalls == j.serveCalls {
		j.serveStreak++
	} else {
		j.serveRegs, j.serveCalls, j.serveStreak = regs, ctx.NCalls, 0
	}
	adoptMax := maxAdoptServe
	switch {
	case j.pyAsked, j.loopAsked:
		adoptMax = maxAdoptServePython
	case j.callAsked:
		adoptMax = maxAdoptServeCall
		if !recursive(units[:n+1]) {
			adoptMax = maxAdoptServePython
		}
	}
	j.pyAsked, j.callAsked, j.loopAsked = false, false, false
	if n <= adoptMax && j.serveStreak < maxServeStreak && (exit == ExitStep || exit == ExitCall || exit == ExitResume) {
		var blockBuf [maxAdoptServePython + 1]*patch.Block
		blocks := blockBuf[:0]
		for _, cu := range units[:n+1] {
			blocks = append(blocks, cu.block)
		}
		epoch := rt.ClassEpoch.Load()
		var a uintptr
		var ok bool
		v, done, err, a, ok = j.serveAdopted(inner, iu)
		if ok && j.mayResume(frs[1:n+1], units[:n+1], blocks, epoch) {
			for i := n; i >= 1; i-- {
				if !j.in.DisownCompiled(frs[i]) {
					panic("jit: finishNative: an adopted frame is not the innermost")
				}
			}
			copy(j.cstack, recs)
			ctx.CSP, ctx.STop, ctx.SEnd, ctx.CSLimit, ctx.Regs = csp, stop, send, limit, regs
			j.stats.NativeResumed++
			return rt.Unbound, nil, a, true
		}
		pending = false // served: the innermost is at inner.PC
	}
	j.stats.NativeFinished += int64(n)
	j.countFinish(inner, exit, pc)
	if !done {
		v, err = j.run(inner, iu, pending, callResult{})
	}
	for i := n; i >= 1; i-- {
		v, err = j.in.LeaveCompiled(frs[i], v, err)
		if units[i-1].pools[frs[i-1].PC] != nil {
			v, err = j.constructed(rt.Value(recs[(i-1)*crecWords+crecNew]), v, err)
		}
		if i > 1 {
			v, err = j.run(frs[i-1], units[i-1], false, callResult{v, err, true})
		}
	}
	return v, err, 0, false
}

// serveAdopted serves the exit (in the Ctx) that fr, a natively called
// frame finishNative has just adopted, took in u's machine code, as fr's
// exit loop would: it makes a call, or refills a pool, or lets the
// interpreter run the instruction and those after it up to the next with
// machine code. It returns done and fr's result when the frame returned
// or raised meanwhile; ok and the address where fr's machine code goes
// on; or neither, fr.PC being where fr's exit loop is to go on.
func (j *JIT) serveAdopted(fr *interp.Frame, u *unit) (r rt.Value, done bool, err error, addr uintptr, ok bool) {
	ctx := j.ctx
	pc := int(ctx.PC)
	fr.PC = pc
	exit := ctx.Exit
	stop, fillFailed := u.stops, false
	if u.inRegion != nil && (u.inRegion[pc] || exit == ExitResume) {
		// Residents back into the frame first (see exitLoop).
		found, e := j.restore(u, fr)
		if e != nil {
			return rt.None, true, e, 0, false
		}
		if !found && exit == ExitStep {
			stop, fillFailed = u.heads, true // a fill failed: see exitLoop
		}
	}
	for {
		var raise error
		switch exit {
		case ExitResume:
			j.resumes++
			j.refillFor(u, pc)
			return rt.Unbound, false, nil, u.addr(pc), true
		case ExitCall:
			in := u.code.Instrs[pc]
			regs := fr.Regs
			j.calls++
			j.noteCall(fr, u, pc, regs[in.B])
			first, end := callArgs(in, regs)
			v, e := j.callFromExit(regs[in.B], regs[first:end:end])
			if e != nil {
				raise = e
				break
			}
			regs[in.A] = v
			fr.PC = pc + 1
			j.vm.Heap().DropPins() // an instruction boundary (see exitLoop)
			if j.vm.Heap().Requested() {
				if e := j.vm.Safepoint(); e != nil {
					raise = e // at the next instruction, like the interpreter's
					break
				}
			}
			if u.stops[pc+1] && !j.in.Traced(fr) {
				if u.calls[pc+1] {
					exit, pc = ExitCall, pc+1
					continue
				}
				return rt.Unbound, false, nil, u.addr(pc + 1), true
			}
		default:
			j.countStep(fr, u, pc, fillFailed)
		}
		r, done, err := j.in.Step(fr, stop, raise)
		stop, fillFailed = u.stops, false
		if done {
			return r, true, err, 0, false
		}
		j.vm.Heap().DropPins()
		if u.invalid || j.in.Traced(fr) {
			return rt.Unbound, false, nil, 0, false
		}
		if u.calls[fr.PC] {
			exit, pc = ExitCall, fr.PC
			continue
		}
		return rt.Unbound, false, nil, u.addr(fr.PC), true
	}
}

// mayResume reports whether the native frames frs that finishNative
// adopted may become native again (interp.DisownCompiled) and machine
// code go on over their call records: no unit of the chain was
// recompiled or invalidated (the records return into their code), no
// class changed (a unit might be invalidated), nothing woke the
// safepoint, and Go keeps no view of the frames (interp.CanDisown).
func (j *JIT) mayResume(frs []*interp.Frame, units []*unit, blocks []*patch.Block, epoch uint64) bool {
	if rt.ClassEpoch.Load() != epoch || j.vm.Woken() || j.in.Tracing() {
		return false
	}
	for i, cu := range units {
		if cu.invalid || cu.block != blocks[i] {
			return false
		}
	}
	for _, f := range frs {
		if !j.in.CanDisown(f) {
			return false
		}
	}
	return true
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
// (subscr_dunder: r[B] is the instance) the function the record names,
// for a bound method (call_native_b) its function.
func (u *unit) callee(vm *rt.VM, code *bytecode.Code, regs []rt.Value, rec []uint64) rt.Value {
	pc := int(rec[crecPC])
	switch u.recordKind(pc) {
	case recFn:
		return rt.Value(rec[crecFn])
	case recBound:
		return boundFunc(vm, regs[code.Instrs[pc].B]) // call_native_b: the method's function
	}
	return regs[code.Instrs[pc].B]
}

// What a call record made at an instruction names as its callee
// (recordKind): r[B] (recPlain), the function in the record (recFn: a
// construction's __init__, a __getitem__), or r[B]'s function (recBound).
const (
	recPlain = iota
	recFn
	recBound
)

// recordKind returns the kind of the call records that the instruction
// at pc makes, from a table built at the first question (pools, dunders
// and bound are sparse maps, and the helper exits of a native frame ask
// this at each exit; a recompilation makes a new unit).
func (u *unit) recordKind(pc int) uint8 {
	if u.recKinds == nil {
		k := make([]uint8, len(u.code.Instrs))
		for p := range u.bound {
			k[p] = recBound
		}
		for p := range u.pools {
			k[p] = recFn
		}
		for p := range u.dunders {
			k[p] = recFn
		}
		u.recKinds = k
	}
	return u.recKinds[pc]
}

// boundFunc is the function of the bound method m (a call_native_b
// site's callee, which its guard checked).
func boundFunc(vm *rt.VM, m rt.Value) rt.Value {
	if bm, ok := vm.Get(m).(*rt.BoundMethod); ok {
		return bm.Func
	}
	return m // call_native_any's callee may be a function
}

// kwInOrder reports whether the keyword arguments of the CALL_KW at pc of
// code name, in order, the parameters of callee that follow the positional
// arguments (after skip of them: a bound method's self), none of them
// positional-only: the call passes its arguments positionally then, in
// the order the registers hold them.
func (j *JIT) kwInOrder(code *bytecode.Code, pc int, callee *bytecode.Code, skip int) bool {
	in := code.Instrs[pc]
	if pc+1 >= len(code.Instrs) || code.Instrs[pc+1].Op != bytecode.EXTRA {
		return false
	}
	k := int(code.Instrs[pc+1].A)
	if k >= len(code.Consts) {
		return false
	}
	names, ok := code.Consts[k].(bytecode.Tuple)
	if !ok {
		return false
	}
	npos := int(in.C) - len(names)
	for i, n := range names {
		name, isStr := n.(string)
		p := skip + npos + i
		if !isStr || p < callee.PosOnlyCount || p >= len(callee.VarNames) || callee.VarNames[p] != name {
			return false
		}
	}
	return true
}

// callSite names a call instruction of a code object.
type callSite struct {
	code *bytecode.Code
	pc   int
}

// noteCall looks at the callee f of a call that exited at pc of fr's unit
// u: a bound method of a plain function, at a site that machine code does
// not call natively, is remembered for the site's next compilation
// (call_native_b); a callee that machine code could call, at a site whose
// guard named another or that no guard can name, makes the site one that
// calls any function (call_native_any). Either counts as a failed guard
// there (recompiling u after as many exits as a guard's failures).
func (j *JIT) noteCall(fr *interp.Frame, u *unit, pc int, f rt.Value) {
	if !f.IsHandle() || u.invalid {
		return
	}
	k := callSite{u.code, pc}
	o := j.vm.Get0(f)
	bm, isBound := o.(*rt.BoundMethod)
	if u.native[pc] || !isBound {
		// A site whose guard named another callee (or whose callee is
		// not compiled now), or a function no guard names (a callback
		// in an attribute or a container): once machine code could
		// have called this callee, the site calls any function
		// (call_native_any).
		if u.anyCalls[pc] || !j.anyCallee(u, fr.Regs, pc, o) {
			return // (a builtin's call comes here at every exit: no map lookup)
		}
		if !j.anyCallees[k] {
			if j.anyCallees == nil {
				j.anyCallees = map[callSite]bool{}
			}
			j.anyCallees[k] = true
		}
		// (A site becomes such a site once, so this recompilation is
		// not counted against the unit's others: a unit whose
		// recompilations went on other guards would otherwise keep
		// the exits for the rest of the run.)
		if u.fails[pc]++; u.fails[pc] == j.recompileAfter {
			j.recompile(fr, u)
		}
		return
	}
	in := u.code.Instrs[pc]
	if in.Op == bytecode.CALL_METHOD && fr.Regs[in.B+1] != rt.Unbound {
		return
	}
	fn, ok := j.in.NativeCallee(bm.Func, int(in.C)+1)
	if !ok || fn.Globals == nil || in.Op == bytecode.CALL_KW && !j.kwInOrder(u.code, pc, fn.Code, 1) {
		return
	}
	if j.boundCallees == nil {
		j.boundCallees = map[callSite]*rt.Function{}
	}
	if _, seen := j.boundCallees[k]; !seen {
		j.boundCallees[k] = fn
	}
	if u.fails[pc]++; u.fails[pc] == j.recompileAfter && u.recompiles < j.maxRecompiles {
		j.recompile(fr, u)
	}
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

// countFinish counts, in Stats.FinishedBy, what the innermost native
// frame fr exited for when finishNative adopted it.
func (j *JIT) countFinish(fr *interp.Frame, exit, pc uint32) {
	if j.finishedBy == nil {
		j.finishedBy = map[string]int64{}
	}
	in := fr.Code.Instrs[pc]
	var k string
	switch exit {
	case ExitStep:
		k = "step:" + in.Op.String()
	case ExitCall:
		// The frame has run on since the exit (serveAdopted): the callee's
		// register may hold anything by now, or nothing.
		k = "call:?"
		if f := fr.Regs[in.B]; f != rt.Unbound {
			k = "call:" + j.vm.TypeName(f)
		}
		if f := fr.Regs[in.B]; f.IsHandle() {
			if bf, ok := j.vm.Get(f).(*rt.BuiltinFunction); ok {
				k += ":" + bf.Name
			}
		}
	case ExitPoll:
		k = "poll"
	case ExitResume:
		k = "resume"
	default:
		k = "other"
	}
	j.finishedBy[k]++
}
