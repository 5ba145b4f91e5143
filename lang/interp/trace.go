package interp

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// sys.settrace, with CPython 3.13's events:
//
//   - 'call' when a frame starts and each time a generator or coroutine
//     resumes, to the global trace function; what it returns (unless
//     None) becomes the frame's f_trace;
//   - 'line' before an instruction that starts a line (it is on another
//     line than the instruction before it in the code, or a jump or
//     exception handler target) when the line differs from that of the
//     instruction the frame ran last, or the frame just started or
//     resumed, or a backward jump brought it there;
//   - 'exception' when an exception is raised in the frame or comes out
//     of a call in it (not when a handler or a bare raise re-raises it);
//   - 'return' when the frame returns, yields, or an exception leaves it
//     (the argument is then None).
//
// Events other than 'call' go to the frame's f_trace, and only while a
// global trace function is set. A trace function runs untraced; when it
// raises, tracing stops (sys.settrace(None)) and the exception is raised
// in the traced frame.
//
// sys.setprofile, with CPython 3.13's events: 'call' and 'return' as
// above (for every frame, whatever its f_trace), and 'c_call', then
// 'c_return' or 'c_exception', around each call that bytecode makes of a
// builtin function or of a builtin type's method (not of a class), with
// the callable (a method bound to its self) as the argument and the
// calling frame as the frame. A call that sets the profiler reports no
// 'c_call', one that removes it no 'c_return'. The profile function's
// result is ignored; when it raises, profiling stops (sys.setprofile(None))
// and the exception is raised where the event was.
//
// While tracing or profiling is on, frames run in the interpreter only: new frames do
// not enter machine code, and a frame already in machine code that gets
// an f_trace leaves it at its next poll (VM.Wake) and stays in the
// interpreter (run's stop check) as long as it is traced.

// onSetTrace is rt.VM.TraceHook: sys.settrace changed the trace function.
func (in *Interp) onSetTrace(fn rt.Value) {
	in.traceFn = fn
	if fn != rt.None {
		// The next line event of a running frame is for another line
		// than the one it is on.
		for f := in.top; f != nil; f = f.Back {
			f.traceLast, f.traceForce, f.tracePrev = int32(f.Line()), false, int32(f.PC)
		}
		in.vm.Wake()
	}
	in.updateTracing()
}

// onSetProfile is rt.VM.ProfileHook: sys.setprofile changed the profile
// function. Frames running in machine code leave it at their next poll,
// and stay in the interpreter (retrace) while a profiler is set.
func (in *Interp) onSetProfile(fn rt.Value) {
	in.profileFn = fn
	if fn != rt.None {
		in.vm.Wake()
	}
	in.updateTracing()
}

func (in *Interp) updateTracing() {
	on := in.inTrace == 0
	in.profiling = on && in.profileFn != rt.None && in.profileFn != rt.Unbound
	in.tracing = on && in.traceFn != rt.None && in.traceFn != rt.Unbound || in.profiling
}

// setFrameTrace sets frame.f_trace.
func (in *Interp) setFrameTrace(f *FrameObj, v rt.Value) {
	f.trace = v
	if fr := f.fr; fr != nil && v != rt.None {
		fr.traceLast, fr.traceForce, fr.tracePrev = int32(fr.Line()), false, int32(fr.PC)
		in.vm.Wake() // leave machine code at the next poll
	}
}

// Traced reports whether fr gets sys.settrace line events or a profiler
// sees its calls now, so that it must run in the interpreter: the JIT's
// exit loop should not go on in machine code after a call (it may have
// set frame.f_trace or a profiler) when it is.
func (in *Interp) Traced(fr *Frame) bool { return in.lineTraced(fr) || in.profiling }

// lineTraced reports whether fr gets line events now.
func (in *Interp) lineTraced(fr *Frame) bool {
	return in.tracing && fr.obj != nil && fr.obj.trace != rt.None
}

// retrace works out whether fr is traced (fr.traced) and sets the stops
// run checks after each instruction (fr.curStop): all of them while it is
// traced, the JIT's (fr.stop, nil outside its exit loop) otherwise.
// restop is retrace when tracing may have changed for fr (tracing is on
// somewhere, or fr was traced), else nothing: the check the interpreter
// makes after each call, kept small enough to inline.
func (in *Interp) restop(fr *Frame) {
	if in.tracing || fr.traced {
		in.retrace(fr)
	}
}

func (in *Interp) retrace(fr *Frame) {
	fr.traced = in.lineTraced(fr) || in.profiling
	if !fr.traced {
		fr.curStop = fr.stop
		return
	}
	if n := len(fr.Code.Instrs) + 1; len(in.allStops) < n {
		in.allStops = make([]bool, n)
		for i := range in.allStops {
			in.allStops[i] = true
		}
	}
	fr.curStop = in.allStops
}

// callTrace calls the trace function fn(frame, event, arg) with tracing
// suspended.
func (in *Interp) callTrace(fn rt.Value, fo *FrameObj, event string, arg rt.Value) (rt.Value, error) {
	vm := in.vm
	in.inTrace++
	in.updateTracing()
	r, err := vm.Call(fn, []rt.Value{fo.Self(), vm.Intern(event), arg}, nil)
	in.inTrace--
	if err != nil {
		vm.SetTrace(rt.None)
		fo.trace = rt.None
	}
	in.updateTracing()
	return r, err
}

// traceEvent sends event to fr's trace function: the global one for
// 'call', f_trace for the others. A result other than None becomes f_trace.
func (in *Interp) traceEvent(fr *Frame, event string, arg rt.Value) error {
	fo := in.frameObj(fr)
	fn := fo.trace
	if event == "call" {
		fn = in.traceFn
	}
	if fn == rt.None || fn == rt.Unbound {
		return nil
	}
	r, err := in.callTrace(fn, fo, event, arg)
	if err != nil {
		return err
	}
	if r != rt.None {
		fo.trace = r
	}
	return nil
}

// traceCall sends 'call' for a frame that starts (at its first line, as
// CPython reports it) or resumes.
func (in *Interp) traceCall(fr *Frame) error {
	fr.traceForce = true
	fr.traceLast = -1
	if fr.gen != nil && fr.gen.started {
		fr.traceLast = int32(fr.Line())
		fr.tracePrev = int32(fr.PC)
	} else {
		fr.tracePrev = -1
		fr.atEntry = true
	}
	err := in.traceEvent(fr, "call", rt.None)
	if err == nil {
		err = in.profileEvent(fr, "call", rt.None)
	}
	fr.atEntry = false
	return err
}

// traceReturn sends 'return' for a frame that returns r, yields r, or
// that err leaves; an exception from the trace function replaces both.
func (in *Interp) traceReturn(fr *Frame, r rt.Value, err error) (rt.Value, error) {
	if !in.tracing {
		return r, err
	}
	arg := r
	if err != nil || arg == rt.Unbound {
		arg = rt.None
	}
	if fr.obj != nil && fr.obj.trace != rt.None {
		if e := in.traceEvent(fr, "return", arg); e != nil {
			return rt.Unbound, e
		}
	}
	if e := in.profileEvent(fr, "return", arg); e != nil {
		return rt.Unbound, e
	}
	return r, err
}

// profileEvent sends event to the profile function, if one is set and
// profiling is not suspended (inside a trace or profile function).
func (in *Interp) profileEvent(fr *Frame, event string, arg rt.Value) error {
	if !in.profiling || fr == nil {
		return nil
	}
	vm := in.vm
	fo := in.frameObj(fr)
	in.inTrace++
	in.updateTracing()
	_, err := vm.Call(in.profileFn, []rt.Value{fo.Self(), vm.Intern(event), arg}, nil)
	in.inTrace--
	if err != nil {
		vm.SetProfile(rt.None)
	}
	in.updateTracing()
	return err
}

// profileCall makes a call of the builtin f for bytecode while a profiler
// is set: call makes it, between its 'c_call' and its 'c_return' or
// 'c_exception' events (arg is what they report).
func (in *Interp) profileCall(arg rt.Value, call func() (rt.Value, error)) (rt.Value, error) {
	fr := in.top
	if err := in.profileEvent(fr, "c_call", arg); err != nil {
		return rt.Unbound, err
	}
	r, err := call()
	ev := "c_return"
	if err != nil {
		ev = "c_exception"
	}
	if e := in.profileEvent(fr, ev, arg); e != nil {
		return rt.Unbound, e
	}
	return r, err
}

// traceException sends 'exception' for exc raised in fr.
func (in *Interp) traceException(fr *Frame, exc *rt.Exception) error {
	vm := in.vm
	tb := exc.Traceback
	if tb == rt.Unbound {
		tb = rt.None
	}
	arg := vm.NewTupleCopy([]rt.Value{exc.Class().Self(), exc.Self(), tb})
	return in.traceEvent(fr, "exception", arg)
}

// traceLine runs before instruction pc of a traced frame: the line event,
// when one is due, then the 'opcode' event when the frame's
// f_trace_opcodes is set (one for each instruction of cpjit's register
// bytecode, which has fewer than CPython's: each line has its events in
// the same order, not the same number of them).
func (in *Interp) traceLine(fr *Frame, pc int) error {
	if !in.lineTraced(fr) {
		return nil
	}
	last, prev := fr.traceLast, int(fr.tracePrev)
	code := fr.Code
	handler := false
	if fr.obj.opcodes && prev >= 0 && pc != prev+1 && handlerEntry(code, pc) {
		// An exception brought the frame to a handler, which starts with
		// a PUSH_EXC_INFO in CPython, an instruction without a line.
		fr.PC, fr.noLine = pc, true
		err := in.traceEvent(fr, "opcode", rt.None)
		fr.noLine = false
		if err != nil || !in.lineTraced(fr) {
			return err
		}
		handler = true
	}
	if fr.obj.opcodes && prev >= 0 && pc == prev+1 && pc < len(code.Lines) && isCall(code.Instrs[prev].Op) &&
		code.Lines[prev].Line != code.Lines[pc].Line {
		// A call returned, and the line goes on in CPython (POP_TOP,
		// STORE_FAST...), not in cpjit's bytecode: its event.
		fr.PC = prev
		err := in.traceEvent(fr, "opcode", rt.None)
		fr.PC = pc
		if err != nil || !in.lineTraced(fr) {
			return err
		}
	}
	if err := in.traceLineEvent(fr, pc); err != nil {
		return err
	}
	if !fr.obj.opcodes || !in.lineTraced(fr) || pc >= len(code.Lines) || handler && code.Lines[pc].NoLine {
		return nil // (a handler's line-less first instruction had its event)
	}
	at := pc
	if closingJump(code, pc) {
		// It stands for CPython's JUMP_BACKWARD, on the line of the
		// body's last instruction: report it there when that is the
		// instruction before it (and the line the frame is on), and not
		// at all otherwise, so that no 'opcode' event comes before its
		// line's event.
		if pc == 0 || code.Lines[pc-1].Line != last {
			return nil
		}
		at = pc - 1
	}
	fr.PC = at
	err := in.traceEvent(fr, "opcode", rt.None)
	fr.PC = pc
	return err
}

// handlerEntry reports whether pc is where an exception handler starts.
func handlerEntry(code *bytecode.Code, pc int) bool {
	for _, e := range code.ExcTable {
		if int(e.Target) == pc {
			return true
		}
	}
	return false
}

// isCall reports whether op calls what a register holds.
func isCall(op bytecode.Opcode) bool {
	return op == bytecode.CALL || op == bytecode.CALL_KW || op == bytecode.CALL_METHOD || op == bytecode.CALL_EX
}

// closingJump reports whether instruction pc is a loop's closing jump back
// to its head on the head's line, which has no line event of its own
// (lineStarts).
func closingJump(code *bytecode.Code, pc int) bool {
	ins := code.Instrs[pc]
	t := -1
	switch ins.Op {
	case bytecode.JUMP:
		t = int(ins.A)
	case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE:
		t = int(ins.B)
	}
	return t >= 0 && t < pc && code.Lines[t].Line == code.Lines[pc].Line
}

// traceLineEvent sends the line event before instruction pc of a traced
// frame, when one is due.
func (in *Interp) traceLineEvent(fr *Frame, pc int) error {
	code := fr.Code
	if pc >= len(code.Lines) {
		return nil
	}
	line := code.Lines[pc].Line
	prev := fr.tracePrev
	fr.tracePrev = int32(pc)
	if prev >= 0 && int32(pc) <= prev {
		fr.traceForce = true // a backward jump
	}
	starts := in.lineStarts(fr.info, code)
	if !starts[pc] || line <= 0 || (line == fr.traceLast && !fr.traceForce) {
		fr.traceLast = fr.info.lineEff[pc]
		return nil
	}
	fr.traceLast, fr.traceForce = line, false
	if fr.obj.noLines {
		return nil
	}
	fr.PC = pc
	return in.traceEvent(fr, "line", rt.None)
}

// restoreRaisePC puts a frame that a cleanup handler's RERAISE leaves
// back at the instruction where exc was raised in it (its f_lineno, as
// CPython's RERAISE 1 restores f_lasti).
func (in *Interp) restoreRaisePC(fr *Frame, exc *rt.Exception) {
	tb, ok := in.vm.Get0(exc.Traceback).(*rt.Traceback)
	if !ok || fr.obj == nil || tb.Frame != fr.obj.Self() {
		return
	}
	if tb.Lasti >= 0 && tb.Lasti < len(fr.Code.Instrs) {
		fr.PC = tb.Lasti
	}
}

// lineStarts marks the instructions that start a line: the first of a
// run of instructions on one line, and every jump or exception handler
// target, unless it has no location of its own (Pos.NoLine). A
// loop's closing jump back to its head on the head's line does not (the
// backward jump itself makes the head's line event).
func (in *Interp) lineStarts(ci *codeInfo, code *bytecode.Code) []bool {
	if ci.lineStart != nil {
		return ci.lineStart
	}
	n := len(code.Instrs)
	s := make([]bool, n)
	lineAt := func(pc int) int32 {
		if pc < len(code.Lines) {
			return code.Lines[pc].Line
		}
		return -1
	}
	// The line each instruction is on for the comparison with the one
	// before it: a location-less instruction has the line before it, or
	// none (-1) at the start of an exception handler, as in CPython, where
	// nothing flows into a handler's first block from the code before it.
	handler := make([]bool, n)
	for _, e := range code.ExcTable {
		if int(e.Target) < n {
			handler[e.Target] = true
		}
	}
	eff := make([]int32, n)
	for pc := 0; pc < n; pc++ {
		switch {
		case pc >= len(code.Lines):
			eff[pc] = -1
		case !code.Lines[pc].NoLine:
			eff[pc] = code.Lines[pc].Line
		case handler[pc] || pc == 0:
			eff[pc] = -1
		default:
			eff[pc] = eff[pc-1]
		}
		s[pc] = pc == 0 || eff[pc] != eff[pc-1] || handler[pc]
	}
	for _, ins := range code.Instrs {
		t := -1
		switch ins.Op {
		case bytecode.JUMP:
			t = int(ins.A)
		case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_NONE:
			t = int(ins.B)
		case bytecode.FOR_ITER:
			t = int(ins.C)
		}
		if t >= 0 && t < n {
			s[t] = true
		}
	}
	for pc, ins := range code.Instrs {
		t := -1
		switch ins.Op {
		case bytecode.JUMP:
			t = int(ins.A)
		case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE:
			t = int(ins.B)
		}
		if t >= 0 && t < pc && lineAt(t) == lineAt(pc) {
			s[pc] = false
		}
	}
	for pc := range s {
		if pc < len(code.Lines) && code.Lines[pc].NoLine {
			s[pc] = false
		}
	}
	ci.lineStart, ci.lineEff = s, eff
	return s
}
