//go:build linux

package tier

// Translation: bytecode to machine code, as passes of a translator: setup,
// one instruction at a time (selection per opcode is in opcodes_amd64.go),
// then emission of the cold code and the unit's tables; install copies the
// result into the arena.

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
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
	var bound []bool
	if j.opts.Mode != "always" {
		// (Mode always compiles before any feedback, to run everything
		// in machine code.)
		var loops int
		if code.Flags&bytecode.FlagGenerator != 0 && exitBoundGenerator(code, dry.native, dry.calls, through, dry.acc, !j.genDeclined[code]) {
			j.stats.ExitBoundGenerators++
			return nil, nil
		}
		demote, bound, loops = exitBoundLoops(code, dry.native, dry.calls, through, dry.acc, demote)
		j.stats.ExitBoundLoops += loops
	}
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
	if u.inBound = bound; bound != nil {
		j.stopAtUnseen(u)
	}
	return u, j.install(u)
}

// CompileDiscard translates fr's code into installed machine code and
// frees it at once, publishing nothing: the work of one compilation, which
// package jit's BenchmarkCompile measures.
func (j *JIT) CompileDiscard(fr *interp.Frame) error {
	u, err := j.compile(fr)
	if err != nil {
		return err
	}
	if u == nil {
		return errors.New("the code was declined")
	}
	u.block.Free()
	return nil
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
				if native[pc] && through[pc] {
					// A call with machine code (an intrinsic, a native
					// call) is a stop that the interpreter hands back
					// to: machine code runs from it anyway, and the
					// rest of the run keeps its code rather than exit
					// again right after the call.
					break
				}
				// Returns and call exits exit anyway, more cheaply than a
				// step; a jump costs nothing when its target has machine
				// code (and polls at back-edges), and exits once when not.
				if op := ins[pc].Op; op != bytecode.RETURN && op != bytecode.JUMP && !through[pc] {
					demote[pc] = true
				}
			}
		}
		start = end
	}
	return demote
}

// stopAtUnseen makes stops of u's instructions that had never run and
// that the interpreter reaches from the loops left to it (u.inBound)
// without passing a stop: it hands them back to machine code, whose side
// exit counts towards the recompilation that compiles them. Run on by the
// interpreter, they would never be counted, and never compiled.
func (j *JIT) stopAtUnseen(u *unit) {
	n := len(u.code.Instrs)
	seen := make([]bool, n)
	var work, succ []int
	for pc, in := range u.inBound {
		if in {
			work = append(work, pc)
		}
	}
	for len(work) > 0 {
		pc := work[len(work)-1]
		work = work[:len(work)-1]
		succ = j.lv.successors(pc, succ[:0])
		for _, s := range succ {
			if s >= n || seen[s] || u.inBound[s] || u.stops[s] {
				continue
			}
			seen[s] = true
			if u.unseen[s] && !u.native[s] {
				u.stops[s] = true
				continue
			}
			work = append(work, s)
		}
	}
}

// loopWork is how many instructions of a loop must run in machine code
// for each of its instructions that exits (exitBoundLoops). An exit
// costs a trip through the exit loop and interp.Step, or a helper exit,
// about as much as the interpreter takes for several instructions, and
// what an instruction saves in machine code is a few nanoseconds.
const loopWork = 4

// callWork is what a call made natively counts for in a loop's work: it
// saves the interpreter's frame set-up, much more than one instruction.
const callWork = 8

// exitBoundGenerator reports whether a generator's code is better left
// to the interpreter: each of its loops is an innermost loop whose
// instructions mostly exit (fewer than loopWork instructions of machine
// code for each that exits, as exitBoundLoops judges), and it has a loop
// with a YIELD. A YIELD whose values only went to consumers that resume
// the generator (the interpreter's feedback: FbSuspended, never
// FbDrained) counts as an exit: a resumption from the consumer's next()
// enters machine code after the YIELD and leaves it at the next YIELD,
// so a pipeline stage (for x in it: yield f(x)) pays two trips through
// the exit loop per value, for the few instructions between, where the
// interpreter pays for those instructions alone. A YIELD whose values a
// builtin drains (FbDrained only) counts as work: the stage that sum()
// drains still pays a trip per value when its own FOR_ITER exits (over
// another generator), which the interpreter does not. A YIELD whose
// values a for loop took (FbLooped only) counts as neither in a loop
// without other exits: once the loop is compiled, its machine code
// resumes the generator's itself (for_gen), without an exit. In a loop
// with exits it counts as one, since each resumption would leave
// machine code there (and be taken over by Go: takeGen).
// exitBoundLoops keeps loops with a YIELD (their resumption enters
// machine code in them), so such a generator is declined as a whole.
// Loops with loops inside, or without YIELDs that are worth machine code,
// keep it.
func exitBoundGenerator(code *bytecode.Code, native, calls, through []bool, acc []access, forGen bool) bool {
	ins := code.Instrs
	ls := backEdgeLoops(code)
	yields := false
	for _, l := range ls {
		exits, work, looped, genIters, yield := 0, 0, 0, 0, false
		for pc := l.head; pc <= l.end; pc++ {
			op := ins[pc].Op
			switch {
			case op == bytecode.JUMP && int(ins[pc].A) < pc && int(ins[pc].A) != l.head:
				return false // an inner loop
			case op == bytecode.YIELD:
				// A YIELD whose values a builtin drains (list(),
				// sum()...) costs no exit: yield_value hands them over,
				// as the interpreter's YIELD does (yieldToSink). One
				// whose values went both ways, or nowhere yet, keeps
				// the generator compiled.
				fb := code.Feedback[pc].Types & (bytecode.FbSuspended | bytecode.FbDrained | bytecode.FbLooped)
				if fb == bytecode.FbLooped && !forGen {
					fb = bytecode.FbSuspended // for_gen no longer resumes it
				}
				switch fb {
				case bytecode.FbSuspended:
					exits++
				case bytecode.FbDrained:
					work++
				case bytecode.FbLooped:
					looped++
				default:
					return false
				}
				yield = true
			case acc[pc].lazy, acc[pc].fused:
			case acc[pc].genIter:
				genIters++
			default:
				e, w := loopCost(op, pc, native, calls, through)
				exits += e
				work += w
			}
		}
		if exits > 0 {
			// Every resumption by for_gen would leave at the loop's
			// other exits: the YIELDs cost what next()'s do, and so
			// does this loop's for_gen (genCost).
			exits += looped
		}
		exits, work = genCost(exits, work, genIters)
		if work >= loopWork*exits {
			return false
		}
		yields = yields || yield
	}
	return yields
}

// genCost adds a loop's for_gen sites (genIters) to its exits and work
// (exitBoundLoops, exitBoundGenerator): work in a loop without exits,
// where the generators they resume in machine code can go on without
// leaving it; exits otherwise, since the loop's exits then end the run
// of machine code anyway (and the generator's code tends to have
// exits of its own: takeGen).
func genCost(exits, work, genIters int) (int, int) {
	if exits > 0 {
		return exits + genIters, work
	}
	return exits, work + genIters
}

// loopCost is what the instruction at pc counts for when exitBoundLoops
// and exitBoundGenerator weigh a loop: an exit (no machine code, and not
// an exit that goes straight back to it), or work: one for an
// instruction of machine code, callWork for a call made natively, none
// for a call exit (it costs about what the interpreter's call does) or an
// instruction that does nothing.
func loopCost(op bytecode.Opcode, pc int, native, calls, through []bool) (exits, work int) {
	switch {
	case !native[pc] && !through[pc]:
		return 1, 0
	case op == bytecode.CALL || op == bytecode.CALL_METHOD || op == bytecode.CALL_KW:
		if native[pc] && !calls[pc] {
			return 0, callWork
		}
		return 0, 0
	case op != bytecode.NOP && op != bytecode.EXTRA && op != bytecode.MOVE && op != bytecode.LOAD_CONST && op != bytecode.JUMP:
		return 0, 1
	}
	return 0, 0
}

// exitBoundLoops adds to demote the loops whose instructions mostly exit
// (in the loops of library code, operations on objects that no stencil
// handles: a Decimal's arithmetic, a class's __dict__, a builtin's call):
// a loop with fewer than loopWork instructions of machine code per
// instruction that exits runs faster in the interpreter, which runs such
// an instruction at the cost of the operation alone. Every instruction of
// such a loop is demoted, its back-edges and calls included, except those
// of an inner loop that stays (the interpreter enters it at its head);
// in a natively called frame, the first exit in it hands the frame to the
// interpreter (finishNative) until the loop is done. Loops are judged
// innermost first, a demoted inner loop counting as one exit of the loop
// around it. A loop is left alone when it has instructions that never ran
// (its unit compiles again once they run often, and judges it then) or a
// YIELD (a generator's resumption enters machine code after its YIELD).
// (Functions are not judged so: declining one whose instructions mostly
// exit made richards twice as slow, its callers losing their native calls.)
// native, calls (call exits) and acc are the first translation's;
// through as in compile. It returns demote, the instructions of the
// loops it added (inLoop, nil when none) and how many there are.
func exitBoundLoops(code *bytecode.Code, native, calls, through []bool, acc []access, demote []bool) (_, inLoop []bool, loops int) {
	ins := code.Instrs
	ls := backEdgeLoops(code)
	// Innermost first: a loop is judged after the loops inside it.
	sort.SliceStable(ls, func(a, b int) bool {
		return ls[a].end-ls[a].head < ls[b].end-ls[b].head
	})
	// judged[pc]: pc is in an inner loop already judged, kept or demoted;
	// boundHead[pc]: pc is the head of one demoted.
	judged := make([]bool, len(ins))
	boundHead := make([]bool, len(ins))
	for _, l := range ls {
		exits, work, genIters, keep := 0, 0, 0, false
		for pc := l.head; pc <= l.end; pc++ {
			if judged[pc] {
				if boundHead[pc] {
					exits++ // entering a demoted inner loop
				}
				continue
			}
			op := ins[pc].Op
			switch {
			case op == bytecode.YIELD, acc[pc].lazy:
				keep = true
			case acc[pc].fused:
				// Run by the stencil before it.
			case demote != nil && demote[pc]:
				exits++
			case acc[pc].genIter:
				genIters++
			default:
				e, w := loopCost(op, pc, native, calls, through)
				exits += e
				work += w
			}
		}
		exits, work = genCost(exits, work, genIters)
		if keep || exits == 0 || work >= loopWork*exits {
			for pc := l.head; pc <= l.end; pc++ {
				judged[pc] = true
			}
			continue
		}
		if demote == nil {
			demote = make([]bool, len(ins))
		}
		if inLoop == nil {
			inLoop = make([]bool, len(ins))
		}
		boundHead[l.head] = true
		for pc := l.head; pc <= l.end; pc++ {
			if !judged[pc] {
				judged[pc], inLoop[pc] = true, true
				if ins[pc].Op != bytecode.RETURN {
					demote[pc] = true
				}
			}
		}
		loops++
	}
	return demote, inLoop, loops
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
	closure patch.Label // closure_entry before entry, or NoLabel
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
	// yields are a plain generator's YIELDs and the labels of their
	// yield_resume stubs (unit.yieldAt).
	yields []yieldSite
}

// yieldSite is a YIELD and the label of its yield_resume stub.
type yieldSite struct {
	pc int
	l  patch.Label
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
	t.closure = patch.NoLabel
	if closureCode(t.code) {
		// The entry of native calls of the code's closures
		// (closure_entry, from their call cells).
		t.closure = b.NewLabel()
		b.Bind(t.closure)
		b.Emit(j.pick[stencils.ClosureEntry], &patch.Values{A: int32(t.code.NLocals), K32: uint32(8 * len(t.code.FreeVars)), Next: t.entry})
	}
	b.Bind(t.entry)
	b.Emit(j.moves.entryPoll, &patch.Values{Next: t.labels[0], Poll: t.pollFor(0)})
	for pc := 0; pc < t.n; pc++ {
		last := t.instruction(pc)
		for p := pc + 1; p <= last; p++ {
			t.u.acc[p].fused = true
		}
		pc = last
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
			calls: fill(d.calls, n, false), unseen: fill(d.unseen, n, false),
			unitRun:   unitRun{fails: fill(d.fails, n, 0), exitsAt: fill(d.exitsAt, n, 0)},
			unitBuild: unitBuild{acc: fill(d.acc, n, access{})}, keep: d.keep[:0], classes: d.classes[:0]}
		u = d
	} else {
		// acc is only read from the dry unit: the final one's is scratch.
		u = &unit{offsets: make([]int32, n), native: make([]bool, n), never: make([]bool, n),
			calls: make([]bool, n), unseen: make([]bool, n),
			unitRun:   unitRun{fails: make([]int32, n), exitsAt: make([]int64, n)},
			unitBuild: unitBuild{acc: fill(j.scratch.acc, n, access{})}}
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
	u.consts = t.consts
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
		u.acc[pc].fresult = u.acc[pc].float || floatResults[x.s.ID] || in.Op == bytecode.LOAD_CONST && rt.Value(x.v.K64).IsFloat()
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
	if len(t.yields) > 0 {
		u.yieldAt = make([]int32, n)
		for _, y := range t.yields {
			u.yieldAt[y.pc] = int32(b.Offset(y.l))
		}
	}
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
		if (in.Op == bytecode.JUMP_IF_TRUE || in.Op == bytecode.JUMP_IF_FALSE) && int(in.B) <= pc && u.native[pc] && u.native[in.B] {
			u.loopHeads[in.B] = true // a conditional back-edge (opcodes' simple)
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
	u.closureOff = -1
	if t.closure != patch.NoLabel {
		u.closureOff = b.Offset(t.closure)
	}
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
	if u.closureOff >= 0 {
		u.closureEntry = u.base + uintptr(u.closureOff)
	}
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
