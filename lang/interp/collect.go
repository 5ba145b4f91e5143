package interp

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Collections that gc.collect() asks for (rt.Heap.Request) run at the
// safepoint the interpreter takes right after a call returns while one is
// pending (see the CALL instructions in run). Before such a collection the
// root tracer clears the frames' spent temporaries, so that an object the
// program no longer names is found unreachable even though a register
// still holds it from the expression that last used it:
//
//	a = A(); r = weakref.ref(a); del a; gc.collect()   # r() is None after
//
// The compiler allocates temporaries as a stack (each statement and each
// call takes registers above those in use and gives them back), so while a
// call runs, and right after it returns, no register above its argument
// window holds a value any instruction will read: a frame's registers
// above the window of the call it is in are dead. That holds for the frame
// that made the call and, since a frame's PC stays on the call it is
// making, for every frame below it; the running frame may also have
// returned from the call just before its PC (the JIT's safepoint after a
// call, a loop's back-edge).

// callWindowEnd returns the register after the argument window of a call
// instruction, or -1 for other instructions.
func callWindowEnd(ins bytecode.Instr) int {
	switch ins.Op {
	case bytecode.CALL, bytecode.CALL_KW:
		return int(ins.B) + 1 + int(ins.C)
	case bytecode.CALL_METHOD:
		return int(ins.B) + 2 + int(ins.C)
	case bytecode.CALL_EX:
		return int(ins.B) + 3
	}
	return -1
}

// clearSpentTemps sets f's registers above the window of the call f is
// making (or, for the running frame, has just returned from) to Unbound.
func clearSpentTemps(f *Frame, running bool) {
	code := f.Code
	pc := f.PC
	if pc < 0 || pc >= len(code.Instrs) {
		return
	}
	end := callWindowEnd(code.Instrs[pc])
	if end < 0 && running && pc > 0 {
		end = callWindowEnd(code.Instrs[pc-1])
	}
	if end < 0 {
		return
	}
	// Never locals, cells or free variables (frame introspection sees
	// them), whatever the instruction says.
	end = max(end, code.NLocals+len(code.CellVars)+len(code.FreeVars))
	for i := end; i < len(f.Regs); i++ {
		f.Regs[i] = rt.Unbound
	}
}
