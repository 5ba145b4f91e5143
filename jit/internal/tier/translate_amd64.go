//go:build linux

package tier

// Translation: bytecode to machine code, as passes of a translator
// (instruction selection per opcode, then emission of hot and cold code).

import (
	"bytes"
	"fmt"
	"slices"
	"unsafe"

	"github.com/cpjit/cpjit/frames"
	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/patch"
	"github.com/cpjit/cpjit/stencils"
)

// minRun is the shortest run of machine code worth its entry and exit: a
// trip through the exit loop and interp.Step costs about as much as
// interpreting a handful of instructions, so shorter runs between
// interpreted instructions run faster in the interpreter.
const minRun = 3

// compile translates fr.Code into a unit. A first translation finds which
// instructions get machine code; runs of them too short to pay for their
// exits (see minRun) are then left to the interpreter, and code with no
// machine code left is declined.
func (j *JIT) compile(fr *interp.Frame) (*unit, error) {
	code := fr.Code
	n := len(code.Instrs)
	if n == 0 || code.NRegs == 0 {
		return nil, nil
	}
	if code.Flags&bytecode.FlagGenerator != 0 {
		// A generator's YIELDs exit (the interpreter suspends the frame,
		// and its resumption enters machine code again after the YIELD);
		// YIELD_FROM, whose resumption runs the instruction again with
		// what was sent, is left to the interpreter.
		for _, in := range code.Instrs {
			if in.Op == bytecode.YIELD_FROM {
				return nil, nil
			}
		}
	}
	j.lv.compute(code)
	// A first translation, without machine code, finds which
	// instructions get stencils and how they touch their registers.
	dry := j.translate(fr, nil, nil, true)
	// Calls and never-run instructions exit without ending a run: calls
	// resume machine code directly (or are made by it), and the others
	// hardly ever run.
	through := make([]bool, n)
	for pc := range through {
		op := code.Instrs[pc].Op
		through[pc] = dry.calls[pc] || dry.acc[pc].lazy || dry.native[pc] && (op == bytecode.CALL || op == bytecode.CALL_METHOD)
	}
	demote := shortRuns(code, dry.native, through)
	worth := false
	for pc, nat := range dry.native {
		op := code.Instrs[pc].Op
		// A loop's back-edge alone is worth it (a busy loop then polls
		// in machine code); other jumps, returns and no-ops are not.
		if nat && (demote == nil || !demote[pc]) &&
			(op != bytecode.NOP && op != bytecode.EXTRA && op != bytecode.RETURN && op != bytecode.JUMP ||
				op == bytecode.JUMP && int(code.Instrs[pc].A) <= pc) {
			worth = true
			break
		}
	}
	if !worth {
		return nil, nil
	}
	var regions []*region
	if !j.opts.NoResidents {
		// The loops to keep registers in, as the final translation will
		// have it: demoted instructions exit.
		for pc, d := range demote {
			if d {
				dry.acc[pc].native = false
			}
		}
		regions = findRegions(&j.lv, dry.acc, fr.Regs)
	}
	u := j.translate(fr, demote, regions, false)
	return u, j.install(u)
}

// shortRuns marks the instructions of native runs that are neither
// minRun long nor a whole loop nor entered by a native branch (which
// reaches them without an entry), by a call (pc 0) or from a fast step.
// A run is straight-line code: it ends at an instruction that exits to
// interp.Step and after a jump or return. The instructions in through (call exits,
// which resume machine code directly, and never-run side exits) do not
// break runs, but neither they nor jumps and returns count towards the
// length.
func shortRuns(code *bytecode.Code, native, through []bool) []bool {
	var demote []bool
	ins := code.Instrs
	// A run that a native branch or jump leads to is entered without an
	// entry's cost: it stays, however short.
	reached := make([]bool, len(ins)+1)
	// A call enters at pc 0 whether or not its first run is short: a
	// small function (self.v = v; return) still runs without an exit.
	reached[0] = true
	for pc, in := range ins {
		if !native[pc] {
			continue
		}
		switch in.Op {
		case bytecode.JUMP:
			reached[in.A] = true
		case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_NONE:
			reached[in.B] = true
		case bytecode.FOR_ITER:
			reached[in.C] = true
		}
	}
	for start := 0; start < len(ins); {
		if !native[start] && !through[start] {
			start++
			continue
		}
		end, count, loop := start, 0, false
		for end < len(ins) && (native[end] || through[end]) {
			op := ins[end].Op
			switch {
			case op == bytecode.JUMP && int(ins[end].A) >= start && int(ins[end].A) <= end:
				loop = true
			case !native[end], op == bytecode.NOP, op == bytecode.EXTRA, op == bytecode.JUMP, op == bytecode.RETURN:
			default:
				count++
			}
			end++
			if op == bytecode.JUMP || op == bytecode.RETURN {
				break // no fall-through: the next instruction starts another run
			}
		}
		// A native branch goes into the run, or the instruction before it
		// exits to a step that interp.Step runs without the interpreter's
		// setup and then returns straight to the run (interp.FastStep):
		// leaving the run to the interpreter would cost that setup.
		entered := start > 0 && !native[start-1] && !through[start-1] && interp.FastStep(ins[start-1].Op)
		for pc := start; pc < end; pc++ {
			entered = entered || reached[pc]
		}
		if count < minRun && !loop && !entered {
			if demote == nil {
				demote = make([]bool, len(ins))
			}
			for pc := start; pc < end; pc++ {
				// Returns and calls exit anyway, more cheaply than a step;
				// a jump costs nothing when its target has machine code
				// (and polls at back-edges), and exits once when not.
				if op := ins[pc].Op; op != bytecode.RETURN && op != bytecode.JUMP && !through[pc] {
					demote[pc] = true
				}
			}
		}
		start = end
	}
	return demote
}

// stub is an exit in the cold code of a unit being translated.
type stub struct {
	label  patch.Label
	pc     int
	poll   bool
	r      *region // residents live at the exit
	resume bool    // exit_resume: machine code goes on at pc
	call   bool    // exit_call: the exit loop makes the call at pc
}

// undoStub is cold code that takes an int resident back to its value
// before an in-place add overflowed (p, which goes on to the
// instruction's exit), bound at label.
type undoStub struct {
	label patch.Label
	p     piece
}

// deferred is an instruction whose code is only reached by resuming there
// (the branch of a fused compare-and-branch): it goes after the hot code.
type deferred struct {
	pc    int
	s     *stencils.Stencil
	v     patch.Values
	split bool
	r     *region
	emit  func() // instead of s: emits the code itself
}

// leave is a branch from region r to instruction to, outside it: it
// goes through cold code that spills r's residents.
type leave struct {
	r  *region
	to int
}

// translator holds one translation's compile-time state: what it reads
// (the frame, its code and liveness, the regions), the code builder, and
// the labels, cold stubs and stackmap sites it collects on the way. What
// the code needs at run time goes to the unit (u).
type translator struct {
	j       *JIT
	fr      *interp.Frame
	code    *bytecode.Code
	lv      *liveness
	ins     []bytecode.Instr
	n       int
	dry     bool   // the first translation: no code, only what gets stencils
	demote  []bool // instructions that always exit
	regions []*region
	u       *unit
	b       *patch.Builder
	consts  []rt.Value
	targets []bool // jump targets
	dead    []bool // instructions that never ran (nil in mode always)
	labels  []patch.Label
	entry   patch.Label
	// Residency: the region each instruction is in, the label of each
	// region's body (after its fills) and the cold stubs that spill
	// before a branch leaves a region.
	regionOf   []*region
	bodies     map[*region]patch.Label
	leaves     map[leave]patch.Label
	leaveOrder []leave
	cur        *region // the region being emitted (its body), or nil
	sites      []site
	// konstAt[pc] is the constant register of instruction pc whose load
	// was elided (elidedConst), for the records of pc's exits.
	konstAt map[int]frames.Loc
	cold    []stub
	// resume[pc] is the label of the code that resumes at pc inside a
	// region (its fills), or NoLabel.
	resume []patch.Label
	// resumeOnly are the instructions whose code is only reached by
	// resuming there (the branch of a fused compare-and-branch): they go
	// after the hot code.
	resumeOnly []deferred
}

// step is the instruction being translated, as selectStencil leaves it.
type step struct {
	pc   int
	in   bytecode.Instr
	fb   uint32            // its operand feedback (Feedback.Types)
	v    patch.Values      // the selected stencil's hole values
	s    *stencils.Stencil // the selected stencil; nil: it exits to the interpreter
	last int               // the last instruction it covers (later ones fused with it)
	done bool              // its code is emitted: nothing is left for emitSelected
}

// translate builds the machine code of fr.Code (not yet installed);
// instructions marked in demote always exit. With dry it emits no code:
// it only finds which instructions get stencils and how they touch their
// registers (the unit's native and acc). It runs as passes: setup
// (newTranslator: unit, regions, labels), one instruction at a time
// (instruction), then the cold code (emitCold) and the unit's tables
// (finish).
func (j *JIT) translate(fr *interp.Frame, demote []bool, regions []*region, dry bool) *unit {
	t := j.newTranslator(fr, demote, regions, dry)
	defer t.release()
	b := t.b
	t.entry = b.NewLabel()
	b.Bind(t.entry)
	b.Emit(j.moves.entryPoll, &patch.Values{Next: t.labels[0], Poll: t.pollFor(0)})
	for pc := 0; pc < t.n; pc++ {
		pc = t.instruction(pc)
	}
	t.cur = nil
	if dry {
		// The rest is code and its stackmap sites: nothing the dry
		// translation is for.
		return t.u
	}
	coldLabel := t.emitCold()
	t.finish(coldLabel)
	return t.u
}

// newTranslator sets up a translation: the unit (the dry translation's
// reuses scratch memory), the region of each instruction, the builder and
// a label per instruction.
func (j *JIT) newTranslator(fr *interp.Frame, demote []bool, regions []*region, dry bool) *translator {
	t := &translator{j: j, fr: fr, code: fr.Code, lv: &j.lv, ins: fr.Code.Instrs, n: len(fr.Code.Instrs), dry: dry,
		demote: demote, regions: regions}
	code, n := t.code, t.n
	var u *unit
	if dry {
		// The dry unit lives until the final translation: its memory
		// serves the next compile's.
		d := &j.scratch.dry
		*d = unit{offsets: fill(d.offsets, n, 0), native: fill(d.native, n, false), never: fill(d.never, n, false),
			calls: fill(d.calls, n, false), unseen: fill(d.unseen, n, false), fails: fill(d.fails, n, 0),
			exitsAt: fill(d.exitsAt, n, 0), acc: fill(d.acc, n, access{}), keep: d.keep[:0], classes: d.classes[:0]}
		u = d
	} else {
		// acc is only read from the dry unit: the final one's is scratch.
		u = &unit{offsets: make([]int32, n), native: make([]bool, n), never: make([]bool, n),
			calls: make([]bool, n), unseen: make([]bool, n), fails: make([]int32, n), exitsAt: make([]int64, n),
			acc: fill(j.scratch.acc, n, access{})}
		j.scratch.acc = u.acc
	}
	t.u = u
	u.epoch, u.code, u.globals, u.regions = rt.ClassEpoch.Load(), code, fr.Globals, regions
	// Residency: the region each instruction is in, the label of each
	// region's body (after its fills) and the cold stubs that spill
	// before a branch leaves a region.
	t.regionOf = fill(j.scratch.regionOf, n, nil)
	j.scratch.regionOf = t.regionOf
	if regions != nil {
		u.inRegion = make([]bool, n)
	}
	for _, r := range regions {
		for pc := r.start; pc <= r.end; pc++ {
			t.regionOf[pc], u.inRegion[pc] = r, true
		}
	}
	t.bodies = map[*region]patch.Label{}
	t.leaves = map[leave]patch.Label{}
	t.consts = fr.Consts()
	t.targets = jumpTargets(code)
	if j.opts.Mode != "always" {
		t.dead = neverRan(fr, t.targets)
	}
	if j.opts.DeoptStress {
		u.stress = bytes.Repeat([]byte{1}, n)
	}
	// One builder for each kind of translation, reused: compiling is
	// sequential, and install copies the code out before the next.
	b := &j.builders[0]
	if dry {
		b = &j.builders[1]
	}
	b.Reset(dry)
	// Typical units: about 250 bytes of code (hot and cold), 3 fixups and
	// 5 labels per instruction.
	b.Reserve(256*n, 4*n, 6*n)
	t.b = b
	t.labels = fill(j.scratch.labels, n, patch.NoLabel)
	j.scratch.labels = t.labels
	for i := range t.labels {
		t.labels[i] = b.NewLabel()
	}
	t.cold = j.scratch.cold[:0]
	clear(j.scratch.undos) // none left by a translation that stopped early
	j.scratch.undos = j.scratch.undos[:0]
	t.resumeOnly = j.scratch.resumeOnly[:0]
	return t
}

// release hands the translation's scratch memory back for the next one,
// cleared: its closures and regions would otherwise stay reachable. The
// final unit's acc was scratch too.
func (t *translator) release() {
	clear(t.cold)
	t.j.scratch.cold = t.cold[:0]
	clear(t.resumeOnly)
	t.j.scratch.resumeOnly = t.resumeOnly[:0]
	if !t.dry {
		t.u.acc = nil
	}
}

// exitFor returns a new label of cold code that exits at pc (exit_step).
func (t *translator) exitFor(pc int) patch.Label {
	l := t.b.NewLabel()
	t.cold = append(t.cold, stub{l, pc, false, t.cur, false, false})
	return l
}

// callExitFor is where call_native goes when it does not make the
// call: the exit loop makes it.
func (t *translator) callExitFor(pc int) patch.Label {
	l := t.b.NewLabel()
	t.cold = append(t.cold, stub{l, pc, false, t.cur, false, true})
	return l
}

// fillExitFor is where a failed fill (fill_iter, or a float
// resident's fill that finds no float) entering or resuming a region
// at pc goes: the frame's slots are all up to date there, so the exit
// has no stackmap record and writes nothing back. Like a failed
// guard, it counts towards recompiling the unit.
func (t *translator) fillExitFor(r *region, pc int) patch.Label {
	if r.iter < 0 && len(r.xslots) == 0 && len(r.cslots) == 0 && !r.anyInt() {
		return patch.NoLabel // nothing to fill can fail
	}
	l := t.b.NewLabel()
	t.cold = append(t.cold, stub{l, pc, false, nil, false, false})
	return l
}

// pollFor is where a poll at pc goes when the fuel runs out.
func (t *translator) pollFor(pc int) patch.Label {
	l := t.b.NewLabel()
	t.cold = append(t.cold, stub{l, pc, true, t.cur, false, false})
	return l
}

// refillFor is where box_c01 goes when the complex pool is empty (and
// range_iter1/2 when the range iterator pool is): the exit loop refills
// it and machine code starts instruction pc again.
func (t *translator) refillFor(pc int) patch.Label {
	l := t.b.NewLabel()
	t.cold = append(t.cold, stub{l, pc, false, t.cur, true, false})
	return l
}

// tgt is the label a branch from the current instruction to pc takes:
// inside a region, the loop head's body (its fills are for entering
// from outside) or a stub that spills the residents on the way out.
func (t *translator) tgt(pc int) patch.Label {
	cur := t.cur
	switch {
	case cur == nil:
		return t.labels[pc]
	case pc == cur.start:
		return t.bodies[cur]
	case cur.contains(pc):
		return t.labels[pc]
	}
	k := leave{cur, pc}
	l, ok := t.leaves[k]
	if !ok {
		l = t.b.NewLabel()
		t.leaves[k] = l
		t.leaveOrder = append(t.leaveOrder, k)
	}
	return l
}

// inlineExit records the stackmap site of an exit stencil emitted
// in the hot code now (after writing a resident iterator back).
func (t *translator) inlineExit(pc int, kind frames.Kind) {
	t.j.emitSpillIter(t.b, t.cur)
	if t.cur != nil {
		l := t.b.NewLabel()
		t.b.Bind(l)
		t.sites = append(t.sites, site{l, pc, kind, t.cur, t.konstAt[pc]})
	}
}

// instruction translates instruction pc, and the ones fused with it, and
// returns the last one it covered. It binds pc's label (a region's head
// fills its residents first), then, in order: a deopt-stress guard; a
// side exit for a demoted or never-run instruction (sideExit); complex
// arithmetic (complexArith); otherwise selectStencil picks the stencil
// from the opcode and the feedback, and emitSelected emits it.
func (t *translator) instruction(pc int) int {
	j, b, u := t.j, t.b, t.u
	in := t.ins[pc]
	b.Bind(t.labels[pc])
	t.cur = t.regionOf[pc]
	cur := t.cur
	if cur != nil && pc == cur.start {
		// Entering the loop from outside: load the residents.
		j.emitResidents(b, fillResidents, cur, pc, patch.NoLabel, t.fillExitFor(cur, pc))
		body := b.NewLabel()
		b.Bind(body)
		t.bodies[cur] = body
	}
	x := step{pc: pc, in: in, fb: t.code.Feedback[pc].Types, last: pc,
		v: patch.Values{A: in.A, B: in.B, C: in.C, PC: uint32(pc)}}
	if pc+1 < t.n {
		x.v.Next = t.labels[pc+1]
	}
	if u.stress != nil && in.Op != bytecode.NOP && in.Op != bytecode.EXTRA && in.Op != bytecode.JUMP && in.Op != bytecode.RETURN {
		// Deopt stress: leave here the first time, then run on.
		gv := patch.Values{K64: uint64(uintptr(unsafe.Pointer(&u.stress[pc]))), Exit: t.exitFor(pc), Next: b.NewLabel()}
		b.Emit(j.pick[stencils.StressGuard], &gv)
		b.Bind(gv.Next)
	}
	if t.sideExit(&x) || t.complexArith(&x) {
		return x.last
	}
	t.selectStencil(&x)
	if !x.done {
		t.emitSelected(&x)
	}
	return x.last
}

// sideExit emits an exit for an instruction that always leaves to the
// interpreter: demoted (in a run too short to pay for its entry), or
// never run yet. It reports whether it did.
func (t *translator) sideExit(x *step) bool {
	j, u, b, dead, demote := t.j, t.u, t.b, t.dead, t.demote
	pc, in := x.pc, x.in
	if demote != nil && demote[pc] {
		t.inlineExit(pc, frames.Guard)
		b.Emit(j.moves.exitStep, &x.v)
		return true
	}
	if dead != nil && dead[pc] && in.Op != bytecode.NOP && in.Op != bytecode.EXTRA {
		// Never ran: a side exit, until it runs often enough to be
		// compiled from what it saw (u.unseen counts its exits). Mode
		// always compiles before anything ran, and keeps stencils.
		u.unseen[pc] = true
		u.lazy++
		u.acc[pc].lazy = true
		t.inlineExit(pc, frames.Guard)
		b.Emit(j.moves.exitStep, &x.v)
		return true
	}
	return false
}

// complexArith emits complex arithmetic (feedback saw complex numbers):
// a pass-through temporary that stays in X0:X1 for a later complex
// operation, or one operation whose result goes to a complex resident or
// is boxed. It reports whether it did.
func (t *translator) complexArith(x *step) bool {
	j, code, ins, n, u, b, cur, consts, targets, dead, labels, dry := t.j, t.code, t.ins, t.n, t.u, t.b, t.cur, t.consts, t.targets, t.dead, t.labels, t.dry
	pc, in := x.pc, x.in
	if q, rpc := passComplex(&j.lv, targets, dead, pc); q > 0 {
		// A complex temporary that only a later complex operation q
		// reads, as its first operand, with nothing but constant
		// loads between: it stays in X0:X1 and never gets a
		// register. Exits of q resume at pc (the temporary is dead
		// there), or at the constant load before it when a load
		// between overwrites an operand of pc; the constant loads
		// and q keep code of their own for resuming at them.
		next := ins[q]
		for p := pc; p <= q; p++ {
			u.native[p] = true
		}
		u.acc[pc] = access{native: true, complex: true, cpass: true, ghost: in.A + 1, form: split{b: true, c: true}}
		u.acc[q] = access{native: true, complex: true, ghost: in.A + 1, form: split{c: true, a: true}}
		kvs := make([]patch.Values, 0, q-pc-1)
		for p := pc + 1; p < q; p++ {
			k := consts[ins[p].B]
			u.acc[p] = access{native: true, form: split{a: true}, fresult: k.IsFloat(), iresult: k.IsSmallInt()}
			kvs = append(kvs, patch.Values{A: ins[p].A, K64: uint64(k)})
		}
		if dry {
			b.Emit(j.moves.exitStep, &x.v)
			x.last = q
			return true
		}
		// The constant loads kvs (from some on), each falling through.
		emitConsts := func(r *region, kvs []patch.Values) {
			for _, kv := range kvs {
				kv.Next = b.NewLabel()
				j.emitSplit(b, r, j.moves.loadConst, kv, splitStencils[stencils.LoadConst])
				b.Bind(kv.Next)
			}
		}
		exit := t.exitFor(pc)
		x.v.Exit, x.v.Next = exit, b.NewLabel()
		j.emitComplex(b, cur, complexOps[in.Op], x.v, false, true, patch.NoLabel)
		b.Bind(x.v.Next)
		emitConsts(cur, kvs)
		qexit := exit
		if rpc != pc {
			qexit = t.exitFor(rpc)
		}
		nv := patch.Values{A: next.A, B: next.B, C: next.C, PC: uint32(q), Exit: qexit}
		if q+1 < n {
			nv.Next = labels[q+1]
		}
		j.emitComplex(b, cur, complexOps[next.Op], nv, true, false, t.refillFor(rpc))
		r := cur
		for p := pc + 1; p <= q; p++ {
			rv := nv
			rv.Exit = t.exitFor(p)
			refill := t.refillFor(q)
			ks := kvs[p-pc-1:]
			t.resumeOnly = append(t.resumeOnly, deferred{pc: p, emit: func() {
				emitConsts(r, ks)
				j.emitComplex(b, r, complexOps[next.Op], rv, false, false, refill)
			}})
		}
		x.last = q
		return true
	}
	if complexOp(code, pc) {
		// Complex arithmetic: the result goes to a complex resident,
		// or is boxed into an object of the complex pool.
		u.native[pc] = true
		u.acc[pc] = access{native: true, complex: true, form: split{b: true, c: true, a: true}}
		if dry {
			b.Emit(j.moves.exitStep, &x.v)
		} else {
			x.v.Exit = t.exitFor(pc)
			j.emitComplex(b, cur, complexOps[in.Op], x.v, false, false, t.refillFor(pc))
		}
		return true
	}
	return false
}

// selectStencil picks the stencil for x from its opcode and feedback, with
// its hole values in x.v (x.s stays nil when there is none: the
// instruction exits). The handlers of instructions that emit machine code
// of their own (fused pairs, guarded chains, calls) emit it and set
// x.done; those that fuse later instructions set x.last.
func (t *translator) selectStencil(x *step) {
	switch x.in.Op {
	case bytecode.NOP, bytecode.EXTRA:
		t.u.native[x.pc] = true
		x.done = true
	case bytecode.MOVE:
		t.move(x)
	case bytecode.LOAD_CONST:
		t.loadConst(x)
	case bytecode.CHECK_BOUND:
		x.s = t.j.pick[stencils.CheckBound]
	case bytecode.LOAD_GLOBAL, bytecode.STORE_GLOBAL:
		t.global(x)
	case bytecode.LOAD_ATTR:
		if !t.complexPart(x) {
			t.attr(x)
		}
	case bytecode.LOAD_METHOD, bytecode.STORE_ATTR:
		t.attr(x)
	case bytecode.ADD, bytecode.INPLACE_ADD, bytecode.SUB, bytecode.INPLACE_SUB, bytecode.MUL, bytecode.INPLACE_MUL,
		bytecode.TRUEDIV, bytecode.INPLACE_TRUEDIV, bytecode.MOD, bytecode.INPLACE_MOD, bytecode.FLOORDIV,
		bytecode.INPLACE_FLOORDIV, bytecode.AND, bytecode.INPLACE_AND, bytecode.OR, bytecode.INPLACE_OR, bytecode.XOR,
		bytecode.INPLACE_XOR, bytecode.LSHIFT, bytecode.INPLACE_LSHIFT, bytecode.RSHIFT, bytecode.INPLACE_RSHIFT,
		bytecode.POW, bytecode.INPLACE_POW, bytecode.NEG:
		t.arith(x)
	case bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE:
		t.compare(x)
	case bytecode.FOR_ITER:
		t.forIter(x)
	case bytecode.BINARY_SUBSCR, bytecode.STORE_SUBSCR:
		t.subscr(x)
	case bytecode.CALL, bytecode.CALL_METHOD:
		t.call(x)
	default:
		t.simple(x)
	}
}

// move emits a MOVE: a split load and store, or, for abs(z) of a complex
// resident, the MOVE and the CALL of abs after it as one.
func (t *translator) move(x *step) {
	j, fr, ins, n, u, b, cur, targets, dead, labels, dry := t.j, t.fr, t.ins, t.n, t.u, t.b, t.cur, t.targets, t.dead, t.labels, t.dry
	pc, in := x.pc, x.in
	if absFn, ok := j.absOfMove(fr, targets, dead, pc); ok && (dry || cur.cresident(in.B) >= 0) {
		// abs(z) of a complex resident: the MOVE of its argument
		// and the CALL run as one; the CALL's own instruction is
		// left to the interpreter (resuming after an exit there
		// starts at the MOVE).
		call := ins[pc+1]
		if dry {
			b.Emit(j.moves.exitStep, &x.v)
			u.native[pc+1] = true // (the same run as the MOVE)
		} else {
			next := patch.NoLabel
			if pc+2 < n {
				next = labels[pc+2]
			}
			j.emitAbsComplex(b, cur, in, call, absFn, t.exitFor(pc), next)
		}
		t.resumeOnly = append(t.resumeOnly, deferred{pc + 1, j.moves.exitStep, patch.Values{PC: uint32(pc + 1)}, false, cur, nil})
		u.native[pc] = true
		u.acc[pc] = access{native: true, cabs: true}
		u.acc[pc+1] = access{native: true, absTail: true}
		x.last = pc + 1
		x.done = true
		return
	}
	j.emitSplit(b, cur, nil, x.v, moveSplit)
	u.native[pc] = true
	u.acc[pc].native, u.acc[pc].form = true, moveSplit
	x.done = true
	return
}

// loadConst selects load_const, or elides the load when only the next
// instruction reads the constant (its exits' records then say it).
func (t *translator) loadConst(x *step) {
	j, u, b, cur, consts, targets, dead, demote := t.j, t.u, t.b, t.cur, t.consts, t.targets, t.dead, t.demote
	pc, in := x.pc, x.in
	if cur != nil && cur.contains(pc+1) && (demote == nil || !demote[pc+1]) && (dead == nil || !dead[pc+1]) &&
		elidedConst(&j.lv, consts, targets, pc) {
		// Only the next instruction's exits could see the
		// constant: their records say it.
		if t.konstAt == nil {
			t.konstAt = map[int]frames.Loc{}
		}
		t.konstAt[pc+1] = frames.Loc{Slot: uint32(in.A), Kind: frames.ConstWord, Bits: uint64(consts[in.B])}
		u.native[pc] = true
		u.acc[pc] = access{native: true, form: split{a: true}, iresult: consts[in.B].IsSmallInt()}
		u.elided++
		if j.opts.VerifyStackmaps {
			// The slot kept exact, so that the record is checked.
			emitPieces(b, []piece{{j.moves.loadConst, patch.Values{K64: uint64(consts[in.B])}},
				{j.moves.stA, patch.Values{A: in.A}}}, x.v.Next)
		}
		x.done = true
		return
	}
	x.s = j.moves.loadConst
	x.v.K64 = uint64(consts[in.B])
}

// global selects the stencils of LOAD_GLOBAL (a global, or a builtin
// behind a guard that the name is no global) and STORE_GLOBAL.
func (t *translator) global(x *step) {
	j, fr, u, b := t.j, t.fr, t.u, t.b
	pc, in := x.pc, x.in
	switch in.Op {
	case bytecode.LOAD_GLOBAL:
		u.unseen[pc] = !fr.Ran(pc)
		if site, ok := fr.GlobalSite(pc); ok {
			if site.Pos >= 0 {
				x.s = j.pick[stencils.LoadGlobal]
				j.globalHoles(&x.v, site.Globals, site.GlobalsKeys, site.Pos)
				u.keep = append(u.keep, site.Globals)
			} else if fr.Builtins != nil {
				// The name is not a global: guard that, then read the builtin.
				g := j.pick[stencils.VersionGuard]
				gv := patch.Values{K64: uint64(site.Globals.KeysVersionAddr()), K64B: site.GlobalsKeys, Exit: t.exitFor(pc), Next: b.NewLabel()}
				b.Emit(g, &gv)
				b.Bind(gv.Next)
				x.s = j.pick[stencils.LoadGlobal]
				j.globalHoles(&x.v, fr.Builtins, site.BuiltinsKeys, site.BuiltinPos)
				u.keep = append(u.keep, site.Globals, fr.Builtins)
			}
		}
	case bytecode.STORE_GLOBAL:
		if pos, keys, ok := fr.GlobalEntry(pc); ok {
			x.s = j.pick[stencils.StoreGlobal]
			x.v.K64, x.v.K64B = uint64(uintptr(unsafe.Pointer(fr.Globals))), keys
			x.v.K32 = entryOffset(pos)
			u.keep = append(u.keep, fr.Globals)
		}
	}
}

// complexPart emits z.real or z.imag of a complex resident (in the first
// translation: of a register that holds a complex now), and reports
// whether it did.
func (t *translator) complexPart(x *step) bool {
	j, fr, code, u, b, cur, dry := t.j, t.fr, t.code, t.u, t.b, t.cur, t.dry
	pc, in := x.pc, x.in
	if name := code.Names[in.C]; (name == "real" || name == "imag") && in.A != in.B &&
		(dry && j.exactComplex(fr.Regs[in.B]) || !dry && cur.cresident(in.B) >= 0) {
		// A part of a complex resident (in the first translation:
		// of a register that holds a complex now).
		u.native[pc] = true
		u.acc[pc] = access{native: true, cpart: true, form: split{a: true}, fresult: true}
		if dry {
			b.Emit(j.moves.exitStep, &x.v)
			x.done = true
			return true
		}
		st := j.moves.creal[cur.cresident(in.B)]
		if name == "imag" {
			st = j.moves.cimag[cur.cresident(in.B)]
		}
		ps := j.result([]piece{{st, patch.Values{Exit: t.exitFor(pc)}}}, cur, in.A, false)
		emitPieces(b, ps, x.v.Next)
		x.done = true
		return true
	}
	return false
}

// attr selects the attribute stencils: one guarded stencil per class the
// inline cache holds, chained (all but the last fall through to the next
// when their guard fails; the last is x.s and exits), or for a method
// of a list or a module's function.
func (t *translator) attr(x *step) {
	j, fr, code, u, b, targets := t.j, t.fr, t.code, t.u, t.b, t.targets
	pc, in, fb := x.pc, x.in, x.fb
	u.unseen[pc] = !fr.Ran(pc)
	// One guarded stencil per class the inline cache holds. All
	// but the last fall through to the next when a guard fails
	// (they change nothing before their guards pass); the last
	// exits.
	var chain []patch.Values
	var chainS []*stencils.Stencil
	var hashes []int64 // store_attr_add's name hash (ld_hash before it)
	nclasses := 0
	for _, site := range fr.AttrSites(pc) {
		sv := x.v
		if st := j.attrStencil(in.Op, site, &sv); st != nil {
			nclasses++
			chain, chainS, hashes = append(chain, sv), append(chainS, st), append(hashes, 0)
			u.keep = append(u.keep, site.Class)
			u.classes = append(u.classes, classDep{site.Class, site.Version})
			if in.Op == bytecode.STORE_ATTR && site.Slot < 0 {
				// The name not there yet: __init__ adding it.
				chain, chainS, hashes = append(chain, sv), append(chainS, j.pick[stencils.StoreAttrAdd]), append(hashes, site.Hash)
			}
		}
	}
	addHash := func(i int) {
		if chainS[i].ID == stencils.StoreAttrAdd {
			hv := patch.Values{K64: uint64(hashes[i]), Next: b.NewLabel()}
			b.Emit(j.pick[stencils.LdHash], &hv)
			b.Bind(hv.Next)
		}
	}
	if len(chain) == 0 {
		if in.Op == bytecode.LOAD_METHOD && fb == bytecode.FbList {
			if m, ok := j.builtinMethod(rt.ListType, code.Names[in.C]); ok {
				x.s = j.pick[stencils.LoadMethodType]
				x.v.K64, x.v.K64B = uint64(m), classAddr(rt.ListType)
			}
		}
		if in.Op == bytecode.LOAD_METHOD && x.s == nil {
			if mod, d, pos, ok := j.moduleAttr(fr, code, targets, pc); ok {
				// math.sqrt(x): the module's entry, no inline cache
				// (u.unseen would count its exits: it has run).
				x.s = j.pick[stencils.LoadMethodModule]
				x.v.K64, x.v.K32 = uint64(uintptr(unsafe.Pointer(d))), entryOffset(pos)
				x.v.K64B, x.v.K64C, x.v.K64D = d.KeysVersion(), uint64(mod), classAddr(rt.ModuleType)
				u.keep = append(u.keep, d)
				u.unseen[pc] = false
			}
		}
		return
	}
	for i := range len(chain) - 1 {
		chain[i].Exit = b.NewLabel()
		addHash(i)
		b.Emit(chainS[i], &chain[i])
		b.Bind(chain[i].Exit)
	}
	addHash(len(chain) - 1)
	if nclasses > 1 {
		u.polySites++
	}
	if fr.AttrSiteFull(pc) {
		// Megamorphic: recompiling would only pick other classes.
		if u.mega == nil {
			u.mega = map[int]bool{}
		}
		u.mega[pc] = true
	}
	x.s, x.v = chainS[len(chain)-1], chain[len(chain)-1]
}

// arith selects the arithmetic stencils from the operands' feedback: ints,
// floats or numbers, a small constant operand, a constant divisor, and
// a multiply fused with the modulo after it.
func (t *translator) arith(x *step) {
	j, lv, ins, n, u, b, cur, consts, targets, labels := t.j, t.lv, t.ins, t.n, t.u, t.b, t.cur, t.consts, t.targets, t.labels
	pc, in, fb := x.pc, x.in, x.fb
	switch in.Op {
	case bytecode.ADD, bytecode.INPLACE_ADD:
		if k, ok := smallConstOperand(ins, consts, targets, pc, fb); ok {
			x.s, x.v.K32 = j.pick[stencils.AddIntK], k
			break
		}
		x.s = j.numStencil(fb, &j.numAdd)
	case bytecode.SUB, bytecode.INPLACE_SUB:
		if k, ok := smallConstOperand(ins, consts, targets, pc, fb); ok {
			x.s, x.v.K32 = j.pick[stencils.SubIntK], k
			break
		}
		x.s = j.numStencil(fb, &j.numSub)
	case bytecode.MUL, bytecode.INPLACE_MUL:
		if fb&^bytecode.FbInt == 0 && pc+2 < n {
			if f, ok := fusedMulMod(&j.lv, consts, targets, pc); ok {
				// Hot: the constant load (when the constant's register
				// is read afterwards), then the fused stencil. Cold:
				// the two instructions again, for resumption after an
				// exit of the fused stencil has run the multiply.
				kv := patch.Values{A: ins[pc+1].A, K64: uint64(consts[ins[pc+1].B]), Next: b.NewLabel()}
				if kv.A != f.a && !lv.deadAfter(pc+2, kv.A) {
					// Someone reads the constant's register after the
					// modulo: load it (the fused stencil does not).
					j.emitSplit(b, cur, j.moves.loadConst, kv, splitStencils[stencils.LoadConst])
					b.Bind(kv.Next)
				}
				fv := patch.Values{A: f.a, B: in.B, C: in.C, Exit: t.exitFor(pc)}
				fv.K64, fv.K64B, fv.K32, fv.K32B = divisorHoles(f.d)
				if pc+3 < n {
					fv.Next = labels[pc+3]
				}
				j.emitSplit(b, cur, j.pick[stencils.MulModIntK], fv, splitStencils[stencils.MulModIntK])
				rk := kv
				rk.Next = labels[pc+2]
				t.resumeOnly = append(t.resumeOnly, deferred{pc + 1, j.moves.loadConst, rk, true, cur, nil})
				mv := patch.Values{A: f.a, B: ins[pc+2].B, K64: fv.K64, K64B: fv.K64B, K32: fv.K32, K32B: fv.K32B, Exit: t.exitFor(pc + 2), Next: fv.Next}
				t.resumeOnly = append(t.resumeOnly, deferred{pc + 2, j.pick[stencils.ModIntK], mv, true, cur, nil})
				u.native[pc], u.native[pc+1], u.native[pc+2] = true, true, true
				// Everything goes through the split registers but the
				// product, which is never written (it is dead), so it
				// never becomes resident.
				u.acc[pc] = access{native: true, form: split{b: true, c: true}, intForm: true}
				u.acc[pc+1] = access{native: true, form: split{a: true}, iresult: rt.Value(kv.K64).IsSmallInt()}
				u.acc[pc+2] = access{native: true, form: split{b: true, a: true}, intForm: true, iresult: true}
				x.last = pc + 2
				x.done = true
				return
			}
		}
		x.s = j.numStencil(fb, &j.numMul)
	case bytecode.TRUEDIV, bytecode.INPLACE_TRUEDIV:
		if fb&fbObj == 0 {
			x.s = j.pick[stencils.TruedivNum]
		}
	case bytecode.MOD, bytecode.INPLACE_MOD, bytecode.FLOORDIV, bytecode.INPLACE_FLOORDIV:
		if fb&^bytecode.FbInt != 0 {
			break
		}
		id, idK := stencils.ModInt, stencils.ModIntK
		if in.Op == bytecode.FLOORDIV || in.Op == bytecode.INPLACE_FLOORDIV {
			id, idK = stencils.FloordivInt, stencils.FloordivIntK
		}
		if d, ok := constOperand(ins, consts, targets, pc, in.C); ok && d.IsSmallInt() && d.Int() > 1 {
			x.s = j.pick[idK]
			x.v.K64, x.v.K64B, x.v.K32, x.v.K32B = divisorHoles(uint64(d.Int()))
		} else {
			x.s = j.pick[id]
		}
	case bytecode.AND, bytecode.INPLACE_AND, bytecode.OR, bytecode.INPLACE_OR, bytecode.XOR, bytecode.INPLACE_XOR,
		bytecode.LSHIFT, bytecode.INPLACE_LSHIFT, bytecode.RSHIFT, bytecode.INPLACE_RSHIFT:
		if fb&^bytecode.FbInt == 0 {
			x.s = j.byOp[in.Op]
		}
	case bytecode.POW, bytecode.INPLACE_POW:
		if k, ok := constOperand(ins, consts, targets, pc, in.C); ok && in.C != in.B && fb&fbObj == 0 && fb&(bytecode.FbFloat|bytecode.FbMixed) != 0 &&
			(k.IsSmallInt() && k.Int() == 2 || k.IsFloat() && k.Float() == 2) {
			x.s = j.pick[stencils.SquareFloat]
		}
	case bytecode.NEG:
		switch {
		case fb&^bytecode.FbInt == 0:
			x.s = j.pick[stencils.NegInt]
		case fb&^(bytecode.FbInt|bytecode.FbFloat) == 0:
			x.s = j.pick[stencils.NegNum]
		}
	}
}

// compare selects a compare's stencil, or fuses it with the
// JUMP_IF_FALSE on its result that follows.
func (t *translator) compare(x *step) {
	j, lv, ins, n, u, b, cur, targets, labels := t.j, t.lv, t.ins, t.n, t.u, t.b, t.cur, t.targets, t.labels
	pc, in, fb := x.pc, x.in, x.fb
	ints := fb&^bytecode.FbInt == 0
	nums := !ints && fb&^(bytecode.FbInt|bytecode.FbFloat|bytecode.FbMixed) == 0
	// Fuse with a following JUMP_IF_FALSE on the result: ints
	// always, other numbers when no one reads the bool.
	if (ints || nums) && pc+1 < n && ins[pc+1].Op == bytecode.JUMP_IF_FALSE && ins[pc+1].A == in.A &&
		!targets[pc+1] && int(ins[pc+1].B) > pc && (ints || lv.deadAfter(pc+1, in.A)) {
		forms := &j.cmp[in.Op-bytecode.LT]
		x.s = forms.jf
		switch {
		case nums:
			x.s = forms.numJ
		case lv.deadAfter(pc+1, in.A):
			// A temporary no one reads: only the branch.
			x.s = forms.j
		}
		x.v.Target = t.tgt(int(ins[pc+1].B))
		if pc+2 < n {
			x.v.Next = labels[pc+2]
		}
		x.v.Exit = t.exitFor(pc)
		f := j.moves.infoOf(x.s).form
		j.emitSplit(b, cur, x.s, x.v, f)
		u.native[pc] = true
		u.acc[pc] = access{native: true, form: f, intForm: ints}
		// The branch keeps code of its own for resumption.
		bv := patch.Values{A: ins[pc+1].A, Target: t.tgt(int(ins[pc+1].B)), Next: x.v.Next, Exit: t.exitFor(pc + 1)}
		t.resumeOnly = append(t.resumeOnly, deferred{pc + 1, j.byOp[bytecode.JUMP_IF_FALSE], bv, false, cur, nil})
		u.native[pc+1] = true
		u.acc[pc+1] = access{native: true}
		if x.s != forms.jf && in.A != in.B && in.A != in.C {
			// No bool is made: the compare's register is not
			// written at all (the _jf form stores it itself, a
			// write no resident would see).
			u.acc[pc].ghost, u.acc[pc+1].ghost = in.A+1, in.A+1
		}
		x.last = pc + 1
		x.done = true
		return
	}
	switch {
	case ints:
		x.s = j.cmp[in.Op-bytecode.LT].ints
	case fb == bytecode.FbFloat:
		x.s = j.cmp[in.Op-bytecode.LT].floats
	case fb == bytecode.FbStr:
		x.s = j.pick[stencils.CmpStr]
		x.v.K32 = strOrders[in.Op-bytecode.LT]
		x.v.K64, x.v.K64B = uint64(j.itabStr), classAddr(rt.StrType)
		x.v.K64C, x.v.K64D = x.v.K64, x.v.K64B
	case nums:
		x.s = j.cmp[in.Op-bytecode.LT].nums
	}
}

// simple selects the stencils of the instructions with one stencil (or
// none) for their feedback: membership, not, list append, cells, unpacking,
// identity, jumps and branches, return and yield.
func (t *translator) simple(x *step) {
	j, fr, b, cur := t.j, t.fr, t.b, t.cur
	pc, in, fb := x.pc, x.in, x.fb
	switch in.Op {
	case bytecode.IN, bytecode.NOT_IN:
		if fb == bytecode.FbList {
			x.s = j.pick[stencils.InListInt]
			x.v.K64B = classAddr(rt.ListType)
			if in.Op == bytecode.IN {
				x.v.K32 = 1
			}
		}
	case bytecode.NOT:
		x.s = j.pick[stencils.NotValue]
	case bytecode.LIST_APPEND:
		x.s = j.pick[stencils.ListAppend]
		x.v.K64B = classAddr(rt.ListType)
	case bytecode.LOAD_DEREF:
		x.s = j.pick[stencils.LoadDeref]
		x.v.K64 = uint64(j.itabCell)
	case bytecode.STORE_DEREF:
		x.s = j.pick[stencils.StoreDeref]
		x.v.K64 = uint64(j.itabCell)
	case bytecode.UNPACK_SEQUENCE:
		if in.C > 0 {
			x.s = j.pick[stencils.UnpackSeq]
			x.v.K32 = uint32(in.C)
			x.v.K64, x.v.K64C = j.seqTypes[bytecode.FbTuple].itab, j.seqTypes[bytecode.FbTuple].class
			x.v.K64B, x.v.K64D = j.seqTypes[bytecode.FbList].itab, j.seqTypes[bytecode.FbList].class
		}
	case bytecode.IS:
		x.s = j.pick[stencils.IsSame]
	case bytecode.IS_NOT:
		x.s = j.pick[stencils.IsNotSame]
	case bytecode.JUMP:
		if int(in.A) > pc {
			x.s = j.moves.jump
			x.v.Target = t.tgt(int(in.A))
		} else {
			x.s = j.moves.jumpBack
			x.v.Target = t.tgt(int(in.A))
			x.v.Poll = t.pollFor(pc)
			x.v.K32 = uint32(pc + 1 - int(in.A)) // steps per iteration
		}
	case bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_NONE:
		if int(in.B) > pc && fb&bytecode.FbOther == 0 {
			x.s = j.byOp[in.Op]
			x.v.Target = t.tgt(int(in.B))
		}
	case bytecode.RETURN:
		x.s = j.moves.returnValue
		x.v.K32 = uint32(in.A)
		switch {
		case cur == nil:
		case slices.Contains(cur.cslots, in.A):
			// A complex resident is boxed by the exit loop (an
			// allocation): exit through the stackmap.
			x.s = j.moves.exitReturn // its exit site is where the stackmap expects it
			t.inlineExit(pc, frames.Return)
		default:
			// Write the residents back (the result among them, and a
			// resident iterator into its object), then return as
			// outside loops: to a native caller, or through an exit
			// that finds the slots up to date.
			j.emitResidents(b, spillResidents, cur, pc, patch.NoLabel, patch.NoLabel)
		}
	case bytecode.YIELD:
		if fr.IsGenerator() {
			x.s = j.pick[stencils.YieldValue]
			x.v.K32 = uint32(in.B)
			t.inlineExit(pc, frames.Return)
		}
	}
}

// forIter selects FOR_ITER's stencil for range, list, tuple and str
// iterators (the resident form of a range loop's own iterator).
func (t *translator) forIter(x *step) {
	j, u, cur := t.j, t.u, t.cur
	pc, in, fb := x.pc, x.in, x.fb
	if int(in.C) <= pc {
		return
	}
	if u.iterFb == nil {
		u.iterFb = map[int]uint32{}
	}
	u.iterFb[pc] = fb
	switch fb {
	case 0, bytecode.FbRange:
		u.acc[pc].rangeIter = true
		if cur != nil && cur.iter == in.B && pc == cur.start {
			x.s = j.pick[stencils.ForRangeR]
		} else {
			x.s = j.pick[stencils.ForRange]
			x.v.K64 = uint64(j.itabRange)
		}
		x.v.Target = t.tgt(int(in.C))
	case bytecode.FbList:
		x.s = j.pick[stencils.ForSeq]
		x.v.K64, x.v.Target = uint64(j.itabListIter), t.tgt(int(in.C))
	case bytecode.FbTuple:
		x.s = j.pick[stencils.ForSeq]
		x.v.K64, x.v.Target = uint64(j.itabTupleIter), t.tgt(int(in.C))
	case bytecode.FbStrIter:
		x.s = j.pick[stencils.ForStr]
		x.v.K64, x.v.K64B = uint64(rt.StrIterItab()), uint64(rt.StrASCIIAddr())
	}
}

// subscr selects the indexing stencils for builtin sequences, or emits a
// native call of an instance's __getitem__.
func (t *translator) subscr(x *step) {
	j, fr, n, u, b, cur, dry := t.j, t.fr, t.n, t.u, t.b, t.cur, t.dry
	pc, in, fb := x.pc, x.in, x.fb
	u.unseen[pc] = fb == 0
	if in.Op == bytecode.BINARY_SUBSCR && cur == nil && pc+1 < n {
		if c, fn, ok := j.getitemCallee(fr.Regs[in.B]); ok {
			// obj[key] on an instance whose class's __getitem__
			// is a plain function: machine code calls it itself.
			// (The dry translation makes no site: it emits no
			// code.)
			if !dry {
				cell := j.cellFor(fn)
				d := j.newDunderSite(c, fn.Self())
				u.keep = append(u.keep, cell, d)
				x.v.K64B, x.v.K64C = uint64(uintptr(unsafe.Pointer(cell))), uint64(uintptr(unsafe.Pointer(d)))
				if u.dunders == nil {
					u.dunders = map[int]bool{}
				}
				u.dunders[pc] = true
			}
			x.v.Exit = t.exitFor(pc)
			u.native[pc], u.nativeCalls = true, true
			b.Emit(j.pick[stencils.SubscrDunder], &x.v)
			x.done = true
			return
		}
	}
	if seq, ok := j.seqTypes[fb]; ok {
		x.s = j.pick[seq.load]
		if seq.load == stencils.SubscrSeq {
			x.s = j.pick[stencils.SubscrSeqS] // the split form
		}
		if in.Op == bytecode.STORE_SUBSCR {
			x.s = j.pick[seq.store] // nil when the type has no store stencil
			if seq.store == stencils.StoreSubscrList {
				x.s = j.pick[stencils.StoreSubscrListS] // the split form
			}
		}
		x.v.K64, x.v.K64B = seq.itab, seq.class
		if seq.load == stencils.SubscrStr {
			x.v.K64C = uint64(rt.StrASCIIAddr())
		}
	}
}

// call emits or selects a call: an intrinsic (len, isinstance, list
// methods, ord, chr, range in a for loop, math.sqrt), a class or Python
// function machine code calls itself, or the call exit.
func (t *translator) call(x *step) {
	j, fr, code, ins, n, u, b, cur, targets, labels, dry := t.j, t.fr, t.code, t.ins, t.n, t.u, t.b, t.cur, t.targets, t.labels, t.dry
	pc, in := x.pc, x.in
	if in.Op == bytecode.CALL && in.C == 1 && callsGlobal(code, targets, pc, "len") && fr.Builtins != nil {
		if lenFn, ok := fr.Builtins.GetStr(j.vm, "len"); ok {
			x.s = j.pick[stencils.CallLen]
			x.v.K64, x.v.K64B, x.v.K64C = uint64(lenFn), classAddr(rt.ListType), classAddr(rt.TupleType)
			return
		}
	}
	if in.Op == bytecode.CALL && in.C == 2 && callsGlobal(code, targets, pc, "isinstance") && fr.Builtins != nil {
		if c, ok := j.classArg(fr, code, targets, pc, in.B+2); ok {
			if fn, ok := fr.Builtins.GetStr(j.vm, "isinstance"); ok {
				u.keep = append(u.keep, c)
				x.s, x.v.C = j.pick[stencils.CallIsinstance], in.B+2
				x.v.K64, x.v.K64B, x.v.K64C = uint64(fn), uint64(c.Self()), classAddr(c)
				return
			}
		}
	}
	if ls, m := j.listMethodCall(fr, code, targets, pc); ls != nil {
		// lst.pop(i), lst.pop(), lst.insert(i, x), or the same
		// through a bound method a local or global keeps.
		x.s, x.v.K64, x.v.K64B, x.v.K64C = ls, uint64(m), classAddr(rt.ListType), uint64(j.itabBound)
		return
	}
	if in.Op == bytecode.CALL_METHOD && in.C == 1 && callsMethod(code, targets, pc, "append") {
		if m, ok := j.builtinMethod(rt.ListType, "append"); ok {
			x.s = j.pick[stencils.CallListAppend]
			x.v.K64, x.v.K64B = uint64(m), classAddr(rt.ListType)
			return
		}
	}
	if in.Op == bytecode.CALL && in.C == 1 && fr.Builtins != nil {
		if callsGlobal(code, targets, pc, "ord") {
			if fn, ok := fr.Builtins.GetStr(j.vm, "ord"); ok {
				x.s = j.pick[stencils.CallOrd]
				x.v.K64, x.v.K64B = uint64(fn), uint64(j.itabStr)
				return
			}
		}
		if callsGlobal(code, targets, pc, "chr") {
			if fn, ok := fr.Builtins.GetStr(j.vm, "chr"); ok {
				x.s = j.pick[stencils.CallChr]
				x.v.K64, x.v.K64B = uint64(fn), uint64(rt.StrASCIIAddr())
				return
			}
		}
	}
	if in.Op == bytecode.CALL && (in.C == 1 || in.C == 2) && cur == nil && pc+1 < n &&
		ins[pc+1].Op == bytecode.GET_ITER && ins[pc+1].A == in.A && ins[pc+1].B == in.A && !targets[pc+1] {
		// The callee as its global's load finds it now (a module
		// that shadows range, or calls it by another name, is
		// seen as it is).
		if fn, ok := j.globalCallee(fr, code, targets, pc); ok && fn == rt.RangeType.Self() {
			// for ... in range(...): the GET_ITER overwrites the
			// range, so no one sees it. The fused stencil makes
			// only the iterator; its exits run the call (GET_ITER
			// follows in the interpreter), and resumption after
			// them never starts at the GET_ITER, which has no code
			// of its own but an exit.
			x.v.K64 = uint64(fn)
			x.s = j.pick[stencils.RangeIter1]
			if in.C == 2 {
				x.s, x.v.C = j.pick[stencils.RangeIter2], in.B+2
			}
			if pc+2 < n {
				x.v.Next = labels[pc+2]
			}
			u.native[pc] = true
			if dry {
				b.Emit(j.moves.exitStep, &x.v)
			} else {
				x.v.Exit = t.exitFor(pc)
				x.v.Target = t.refillFor(pc)
				b.Emit(x.s, &x.v)
			}
			get := pc + 1
			t.resumeOnly = append(t.resumeOnly, deferred{pc: get, emit: func() {
				b.Emit(j.moves.exitStep, &patch.Values{PC: uint32(get)})
			}})
			x.last = pc + 1
			x.done = true
			return
		}
	}
	if in.C == 1 {
		if sqrt, ok := j.mathSqrtCallee(fr, code, targets, pc); ok {
			x.v.K64 = uint64(sqrt)
			if in.Op == bytecode.CALL {
				x.s, x.v.C = j.pick[stencils.CallSqrt], in.B+1
			} else {
				x.s, x.v.C = j.pick[stencils.CallSqrtM], in.B+2
			}
			return
		}
	}
	if in.Op == bytecode.CALL && pc+1 < n && cur == nil {
		if c, init, ok := j.classCallee(fr, code, targets, pc); ok {
			// A plain class with a plain __init__: machine code
			// takes an instance from the class's pool and calls
			// __init__ itself.
			cell := j.cellFor(init)
			p := j.instancePool(c, init.Self())
			u.keep = append(u.keep, cell, p)
			x.v.K64, x.v.K64B, x.v.K64C, x.v.K32 = uint64(c.Self()), uint64(uintptr(unsafe.Pointer(cell))), uint64(uintptr(unsafe.Pointer(p))), uint32(8*in.C)
			x.v.Exit, x.v.Target = t.callExitFor(pc), t.refillFor(pc)
			if u.pools == nil {
				u.pools = map[int]*instancePool{}
			}
			u.pools[pc] = p
			u.native[pc], u.nativeCalls = true, true
			b.Emit(j.pick[stencils.CallClass], &x.v)
			x.done = true
			return
		}
	}
	if pc+1 < n && cur == nil {
		if fn, argc, ok := j.localCallee(fr, code, targets, pc); ok {
			// A plain function a local holds: machine code calls
			// any function of its code and globals itself (a def
			// inside a function makes a new one at every run).
			c := j.cellFor(fn)
			u.keep = append(u.keep, c)
			x.v.K64, x.v.K64B, x.v.K64C, x.v.K64D = uint64(uintptr(unsafe.Pointer(fn.Code))), uint64(uintptr(unsafe.Pointer(c))),
				uint64(j.itabFunction), uint64(uintptr(unsafe.Pointer(fn.Globals)))
			x.v.K32, x.v.Exit = uint32(8*argc), t.callExitFor(pc)
			u.native[pc], u.nativeCalls = true, true
			b.Emit(j.pick[stencils.CallNativeCode], &x.v)
			x.done = true
			return
		}
		if fns, argc := j.nativeCallees(fr, code, targets, pc); len(fns) > 0 {
			// Plain Python functions: machine code calls them
			// itself when their code is compiled. The first
			// candidate's code is hot; a callee check that fails
			// goes on to the next candidate's, in the cold code,
			// and the last one's to the exit.
			x.s = j.moves.callNative
			if in.Op == bytecode.CALL_METHOD {
				x.s = j.moves.callNativeM
			}
			exit := t.callExitFor(pc)
			miss := patch.NoLabel
			for i := len(fns) - 1; i >= 0; i-- {
				c := j.cellFor(fns[i])
				u.keep = append(u.keep, c)
				cv := x.v
				cv.K64, cv.K64B, cv.K32 = uint64(fns[i].Self()), uint64(uintptr(unsafe.Pointer(c))), uint32(8*argc)
				cv.Exit, cv.Miss = exit, miss
				if i == 0 {
					b.Emit(x.s, &cv)
					break
				}
				l, s := b.NewLabel(), x.s
				t.resumeOnly = append(t.resumeOnly, deferred{pc: -1, emit: func() {
					b.Bind(l)
					b.Emit(s, &cv)
				}})
				miss = l
			}
			u.native[pc], u.nativeCalls = true, true
			if len(fns) > 1 {
				u.polyCalls++
			}
			x.done = true
			return
		}
	}
	if pc+1 < n {
		t.inlineExit(pc, frames.Call)
		b.Emit(j.moves.exitCall, &x.v)
		u.calls[pc] = true
		x.done = true
		return
	}
}

// emitSelected emits x.s, the selected stencil (a split stencil through
// emitSplit, recording how it touches its registers), or an exit when
// there is none.
func (t *translator) emitSelected(x *step) {
	j, u, b, cur := t.j, t.u, t.b, t.cur
	pc, in := x.pc, x.in
	if x.s == nil {
		// No stencil: leave for the interpreter.
		t.inlineExit(pc, frames.Guard)
		b.Emit(j.moves.exitStep, &x.v)
		return
	}
	info := j.moves.infoOf(x.s)
	if info.exits {
		x.v.Exit = t.exitFor(pc)
	}
	u.native[pc] = true
	if info.split {
		j.emitSplit(b, cur, x.s, x.v, info.form)
		u.acc[pc].native, u.acc[pc].form = true, info.form
		u.acc[pc].float = info.floatX != nil
		u.acc[pc].numX = u.acc[pc].float && !info.floatOperands
		u.acc[pc].fresult = u.acc[pc].float || in.Op == bytecode.LOAD_CONST && rt.Value(x.v.K64).IsFloat()
		u.acc[pc].intForm = info.intX != nil
		u.acc[pc].iresult = info.intResult || in.Op == bytecode.LOAD_CONST && rt.Value(x.v.K64).IsSmallInt()
		if (x.s.ID == stencils.AddIntK || x.s.ID == stencils.SubIntK) && in.C != in.B && in.C != in.A {
			u.acc[pc].ghost = in.C + 1
		}
		return
	}
	u.acc[pc].native, u.acc[pc].forIter = true, in.Op == bytecode.FOR_ITER
	if k := cur.resident(in.A); k >= 0 && in.Op == bytecode.FOR_ITER {
		// FOR_ITER writes its home slot itself: reload the resident.
		next := x.v.Next
		x.v.Next = b.NewLabel()
		b.Emit(x.s, &x.v)
		b.Bind(x.v.Next)
		// (Never an int resident: regionFor takes only a
		// for_range_r item for a small int.)
		b.Emit(j.moves.fill[k], &patch.Values{A: in.A, Next: next})
		return
	}
	b.Emit(x.s, &x.v)
}

// emitCold emits the cold code after the hot code: the instructions only
// reached by resumption, the spills of branches that leave a region, the
// fills of resumption inside a region, the undo stubs and the exits. It
// returns the label where the cold code starts.
func (t *translator) emitCold() patch.Label {
	j, n, b, labels := t.j, t.n, t.b, t.labels
	// Cold code: branches reached only by resumption, then exits.
	coldLabel := b.NewLabel()
	b.Bind(coldLabel)
	for _, d := range t.resumeOnly {
		if d.pc >= 0 { // -1: code bound by emit at a label of its own
			b.Bind(labels[d.pc])
		}
		if d.emit != nil {
			d.emit()
		} else if d.split {
			j.emitSplit(b, d.r, d.s, d.v, splitStencils[d.s.ID])
		} else {
			b.Emit(d.s, &d.v)
		}
	}
	// Leaving a region by a branch: spill, then go on. A complex resident
	// live there is boxed into an object of the complex pool first (unless
	// its slot still holds the object it was filled from); when the pool
	// runs out, the exit loop writes the residents back itself
	// (allocating) and machine code goes on at the target.
	for _, k := range t.leaveOrder {
		b.Bind(t.leaves[k])
		if !k.r.complexLiveAt(k.to) {
			j.emitResidents(b, spillResidents, k.r, k.to, labels[k.to], patch.NoLabel)
			continue
		}
		fallback := b.NewLabel()
		var ps []piece
		for c, x := range k.r.cslots {
			if k.r.liveAt(k.to, complexBit+c) {
				ps = append(ps, piece{j.moves.cspill[c], patch.Values{A: x, Exit: fallback}})
			}
		}
		boxed := b.NewLabel()
		emitPieces(b, ps, boxed)
		b.Bind(boxed)
		j.emitResidents(b, spillResidents, k.r, k.to, labels[k.to], patch.NoLabel)
		b.Bind(fallback)
		j.emitSpillIter(b, k.r)
		l := b.NewLabel()
		b.Bind(l)
		t.sites = append(t.sites, site{l, k.to, frames.Guard, k.r, frames.Loc{}})
		b.Emit(j.pick[stencils.ExitResume], &patch.Values{PC: uint32(k.to)})
	}
	// Resuming inside a region after an exit: fill, then go on. (The loop
	// head's own code starts with the fills.)
	t.resume = fill(j.scratch.resume, n, patch.NoLabel)
	j.scratch.resume = t.resume
	for pc, r := range t.regionOf {
		if r != nil && pc != r.start {
			t.resume[pc] = b.NewLabel()
			b.Bind(t.resume[pc])
			j.emitResidents(b, fillResidents, r, pc, labels[pc], t.fillExitFor(r, pc))
		}
	}
	for _, d := range j.scratch.undos {
		b.Bind(d.label)
		b.Emit(d.p.s, &d.p.v)
	}
	clear(j.scratch.undos)
	j.scratch.undos = j.scratch.undos[:0]
	for _, c := range t.cold {
		b.Bind(c.label)
		s, kind := j.moves.exitStep, frames.Guard
		switch {
		case c.poll:
			s, kind = j.moves.exitPoll, frames.Poll
		case c.resume:
			s = j.moves.exitResume
		case c.call:
			s, kind = j.moves.exitCall, frames.Call
		}
		j.emitSpillIter(b, c.r)
		if c.r != nil {
			l := b.NewLabel()
			b.Bind(l)
			t.sites = append(t.sites, site{l, c.pc, kind, c.r, t.konstAt[c.pc]})
		}
		b.Emit(s, &patch.Values{PC: uint32(c.pc)})
	}
	b.Emit(j.moves.trap, &patch.Values{})
	return coldLabel
}

// finish fills in the unit's tables from the emitted code: the offset
// of each instruction and of its resumption, the stackmap sites, where the
// interpreter may hand back, the loop heads and region heads.
func (t *translator) finish(coldLabel patch.Label) {
	code, n, u, b, labels := t.code, t.n, t.u, t.b, t.labels
	for pc := range u.offsets {
		u.offsets[pc] = int32(b.Offset(labels[pc]))
		if t.resume[pc] != patch.NoLabel {
			if u.resume == nil {
				u.resume = make([]int32, n)
			}
			u.resume[pc] = int32(b.Offset(t.resume[pc]))
		}
	}
	u.sites = t.sites
	// Where the interpreter hands back to machine code: instructions with
	// machine code, and calls, whose exit makes the call from the exit
	// loop (directly into a compiled callee) instead of the interpreter's
	// slower call path.
	u.stops = make([]bool, n)
	for pc := range u.stops {
		u.stops[pc] = u.native[pc] || u.calls[pc]
	}
	u.loopHeads = make([]bool, n)
	for pc, in := range code.Instrs {
		if in.Op == bytecode.JUMP && int(in.A) <= pc && u.native[in.A] {
			u.loopHeads[in.A] = true
		}
	}
	if t.regions != nil {
		u.heads = make([]bool, n)
		for pc, r := range t.regionOf {
			u.heads[pc] = u.native[pc] && (r == nil || pc == r.start)
		}
	}
	u.coldStart = b.Offset(coldLabel)
	u.entryOff = b.Offset(t.entry)
	u.b = b
}

// install resolves u's jumps and copies its code into the arena.
func (j *JIT) install(u *unit) error {
	code := u.code
	n := len(code.Instrs)
	buf, err := u.b.Finish()
	if err != nil {
		u.b = nil
		return err
	}
	u.smap, err = buildStackmap(u.b, u.sites)
	u.b, u.sites = nil, nil
	if err != nil {
		return err
	}
	u.size = len(buf)
	if u.smap != nil {
		j.stats.StackmapBytes += u.smap.Size()
		j.stats.StackmapRecords += u.smap.Len()
		for _, r := range u.regions {
			j.stats.Residents += len(r.slots)
			j.stats.FloatResidents += len(r.xslots)
			j.stats.ComplexResidents += len(r.cslots)
			for _, i := range r.ints {
				if i {
					j.stats.IntResidents++
				}
			}
			if r.iter >= 0 {
				j.stats.ResidentIters++
			}
		}
	}
	blk, err := j.arena.Install(buf)
	if err != nil {
		return err
	}
	u.block = blk
	u.base = blk.Addr()
	u.entry = u.base + uintptr(u.entryOff)
	j.stats.Instrs += n
	for _, nat := range u.native {
		if nat {
			j.stats.Native++
		}
	}
	j.stats.CodeBytes += len(buf)
	j.stats.PolySites += u.polySites
	j.stats.PolyCalls += u.polyCalls
	j.stats.Lazy += u.lazy
	j.stats.ElidedConsts += u.elided
	j.stats.MegaSites += len(u.mega)
	if j.perf != nil {
		fmt.Fprintf(j.perf, "%x %x py::%s:%s:%d\n", blk.Addr(), len(buf), code.Qualname, code.Filename, code.FirstLine)
	}
	if j.opts.Dump != nil {
		j.dump(u, buf)
	}
	return nil
}
