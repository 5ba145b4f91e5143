//go:build linux

package tier

// The native-call runtime: calls machine code made itself (finishNative,
// leafCall) and constructions (construct).

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
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
