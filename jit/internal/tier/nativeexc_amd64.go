//go:build linux

package tier

// Exceptions raised and caught in a natively called frame, without
// adopting the native frames.
//
// An instruction that a helper exit runs (helper_amd64.go) may raise: a
// dict's KeyError, int()'s ValueError, getattr's AttributeError. Before,
// the helper gave up and finishNative adopted every native frame, let the
// interpreter raise, and finished the frames in exit loops, since the
// traceback wants a frame object of the raising frame (a frame object
// pins its frame to the interpreter for good). When the raising frame's
// own exception table has a handler for the instruction (try/except
// around a lookup, the commonest way Python code uses exceptions), the
// helper instead goes on into the handler, with the exception in the
// handler's register, as the interpreter's unwinding does, and runs the
// handler's instructions (PUSH_EXC, EXC_MATCH, the body, POP_EXC) as
// helper steps. The traceback entry is *lazy*: it is not made while no
// code can see the exception. Code sees it only through the handler's
// register (an `except E as e:` binding, a RERAISE) or through the
// exception being handled (sys.exc_info(), an exception raised in the
// handler, whose __context__ it becomes, a Python function called from
// the handler). The helper steps refuse every instruction that reads the
// register, and none of them reads the exception being handled (a call
// of sys.exc_info, of Python code or a new raise abandons the helper), so
// whenever one of these comes next, the frames are adopted
// (finishNative) and the entry is added then, from the frame object of
// the now-adopted frame, at the instruction that raised
// (interp.AddTracebackAt): Go code sees what the interpreter would have
// made, and the adopted frames' entry state is the exception handled
// before the raise. When the handler instead finishes (the exception
// being handled is back to what it was, and no path from where machine
// code goes on reads the register before writing it), the exception is
// garbage and was never seen: the frame goes on natively, and no frame
// object or traceback was made for it.

import (
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// lazyCatch is an exception that a helper exit raised in a native frame
// and that frame's handler is running for (see above).
type lazyCatch struct {
	active bool
	exc    rt.Value // the exception
	reg    int32    // the register the handler received it in
	target int      // the handler's first instruction
	pc     int      // the instruction that raised
	regs   uintptr  // the raising frame's registers
	outer  rt.Value // the exception handled before the raise (vm.Handled)
}

// fail records err, the error an instruction that a helper ran raised
// (catchNative may handle it), and refuses the instruction.
func (j *JIT) fail(err error) (next int, mutated, done bool) {
	j.helperErr = err
	return 0, false, false
}

// catchNative starts the handling of the exception j.helperErr that the
// instruction at pc of a native frame (registers regs) raised, when the
// frame's exception table has a handler for it: it puts the exception in
// the handler's register and records the lazy catch. It reports false,
// having done nothing, otherwise.
func (j *JIT) catchNative(code *bytecode.Code, regs []rt.Value, pc int) bool {
	if j.noCatch {
		return false
	}
	outer := j.vm.Handled
	exc, reg, target, ok := j.in.CatchNative(code, pc, j.helperErr)
	if !ok || int(reg) >= len(regs) {
		return false
	}
	regs[reg] = exc
	j.lazy = lazyCatch{active: true, exc: exc, reg: reg, target: target, pc: pc,
		regs: uintptr(unsafe.Pointer(unsafe.SliceData(regs))), outer: outer}
	return true
}

// lazyRefuses reports whether the helper must not run in while an
// exception is lazily handled: it reads the handler's register (other
// than PUSH_EXC and EXC_MATCH, which the interpreter's handler runs on
// it), or its operands are not modelled.
func (j *JIT) lazyRefuses(in bytecode.Instr) bool {
	switch in.Op {
	case bytecode.PUSH_EXC:
		return in.A != j.lazy.reg || in.B == j.lazy.reg
	case bytecode.EXC_MATCH:
		return in.B != j.lazy.reg || in.C == j.lazy.reg
	}
	reads, _, known := regUse(in, j.lazy.reg)
	return reads || !known
}

// lazyDone reports whether the handler is done with the lazily handled
// exception at next, where machine code would go on: the exception being
// handled is the one before the raise again and no path from next reads
// the handler's register before writing it. Then the exception can never
// be seen, and the lazy catch ends.
func (j *JIT) lazyDone(code *bytecode.Code, cu *unit, next int) bool {
	if j.vm.Handled != j.lazy.outer || cu.regRead(code, next, j.lazy.reg) {
		return false
	}
	j.lazy = lazyCatch{}
	j.stats.NativeCaught++
	return true
}

// regRead reports whether some path from pc of code may read register r
// before writing it (an instruction whose operands are not modelled
// counts as a read), following exception edges too. The answers are
// remembered per unit.
func (u *unit) regRead(code *bytecode.Code, pc int, r int32) bool {
	key := uint64(pc)<<32 | uint64(uint32(r))
	if v, ok := u.regReads[key]; ok {
		return v
	}
	n := len(code.Instrs)
	seen := make([]bool, n)
	work := []int{pc}
	read := false
	var buf [2]int
	for len(work) > 0 && !read {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		if p < 0 || p >= n || seen[p] {
			continue
		}
		seen[p] = true
		in := code.Instrs[p]
		reads, writes, known := regUse(in, r)
		if reads || !known {
			read = true
			break
		}
		if e := excEntry(code, p); e != nil && e.Reg != r {
			work = append(work, int(e.Target))
		}
		if writes {
			continue
		}
		work = append(work, normalSuccessors(code, p, buf[:0])...)
	}
	if u.regReads == nil {
		u.regReads = map[uint64]bool{}
	}
	u.regReads[key] = read
	return read
}

// excEntry returns the exception table entry that covers pc, or nil.
func excEntry(code *bytecode.Code, pc int) *bytecode.ExcEntry {
	for i := range code.ExcTable {
		e := &code.ExcTable[i]
		if int(e.Start) <= pc && pc < int(e.End) {
			return e
		}
	}
	return nil
}

// adoptLazy ends a lazy catch when finishNative has adopted the native
// frames frs (innermost last) while the handler still runs: the raising
// frame's traceback entry is added to the exception, at the instruction
// that raised, and every adopted frame was entered while the exception
// handled before the raise was the one being handled.
func (j *JIT) adoptLazy(frs []*interp.Frame) {
	l := j.lazy
	j.lazy = lazyCatch{}
	for _, f := range frs {
		f.SetEntryHandled(l.outer)
	}
	for _, f := range frs {
		if f.RegsAddr() == l.regs {
			j.in.AddTracebackAt(f, l.pc, l.exc)
			j.stats.NativeCaughtAdopted++
			return
		}
	}
	panic("jit: adoptLazy: the raising frame is not among the adopted frames")
}
