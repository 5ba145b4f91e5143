//go:build linux

package jit

import (
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/cpjit/cpjit/deopt"
	"github.com/cpjit/cpjit/frames"
	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/patch"
	"github.com/cpjit/cpjit/stencils"
)

// Register residency.
//
// Inside an innermost loop, up to numResidents of the Python registers the
// loop uses most live in machine registers (R8, R9, R10, DI) as value
// words, instead of in their home slots in the frame: the split stencils
// (see stencils_amd64.s) take their operands from and leave their results
// in those registers, so a loop counter or an accumulator no longer makes
// a round trip through memory every iteration. The home slots are stale
// while the loop runs; three things put them right:
//
//   - leaving the loop by a branch goes through a cold stub that spills
//     every resident to its home slot before it jumps;
//   - every exit to Go inside the loop (a failed guard, a poll, a call, a
//     return, an instruction left to the interpreter) has a stackmap
//     record (package frames) saying which register holds which Python
//     register; the enter trampoline saves the registers into the Ctx and
//     the exit loop writes them back (package deopt) before anything else
//     can look at the frame: the interpreter, the collector, locals(),
//     f_locals, tracebacks;
//   - re-entering the loop (at its head, or at any instruction after an
//     exit) goes through fill stencils that load the residents from their
//     home slots, so whatever the interpreter or an f_locals write did to
//     them is seen.
//
// All three concern only the residents live at that point (liveness.mask): a
// temporary that the loop writes before it reads it is neither filled,
// spilled nor described where it is dead, so a stale or never-set
// register is never mistaken for a value, and a fill never fails on a
// dead slot's leftover (the bool of the last compare, say).
//
// Floats get registers of their own: a Python register that, in the
// loop, only float arithmetic reads (add/sub/mul_float, the fnum stencils
// for a float with an int, truediv_num) and only float-valued results or
// float constants write lives unboxed in X8-X11. The _x forms of those
// stencils take operands in X0/X1, so a loop-carried float goes from one
// operation to the next with no general-purpose register, no tag check
// and no memory in between (the dependency chain that bounded
// micro_floatloop). Its stackmap location is XmmFloat; its fill checks
// that the slot holds a float and exits like a failed fill_iter when not.
//
// Ints get a working form of their own: a resident register whose every
// write in the loop leaves a small int (an int stencil's result, a small
// int constant, a for_range_r item) and which int stencils read at least
// as often as anything else holds the int48 value shifted left by 16
// instead of its value word (an int resident). The _i forms of the int
// stencils take such operands and leave such results with no tag check,
// no unboxing and no boxing, and with the shift, add and subtract detect
// int48 overflow from the CPU's flag alone. Operands and results on other
// paths are converted on the way (ax_to_i, box_ax_i, unbox_ax_i: one or
// two instructions each). Its stackmap location is RegInt48; its fill
// checks that the slot holds a small int and exits like a failed
// fill_iter when not; its spill boxes it. A local the loop assigns before
// the program reads it (liveness.progLive: live only for introspection)
// may be unbound at the first entry, as a loop variable is before its
// loop: its fill (fill_iu) keeps the unbound word in the register, which
// no working-form int equals, and spills and deopt write it back as
// unbound. No stencil of the program reads it before the assignment.
//
// Complex numbers get register pairs: a Python register that, in the
// loop, only complex arithmetic (+, -, * with complex feedback) reads and
// writes, or abs reads (a MOVE of it into the argument of a CALL of the
// builtin abs, which abs_complex runs as one), or .real and .imag read
// (real_ck, imag_ck), lives unboxed in X5:X6,
// X7:X12 or X13:X14 (real, imaginary part). A complex resident is an
// allocation removed: its stackmap location is a Virtual object
// (deopt.VirtualComplex) whose fields are the pair, and the exit loop
// allocates it when the interpreter is to see it. Its fill checks that
// the slot holds an exact complex; every write marks the slot (the small
// int 0), so that deopt keeps the slot's object when the pair still holds
// the value it was filled from (a read-only complex comes back as the
// very object it was, `is` included) and allocates a new one otherwise.
// A complex temporary that only the next complex operation reads stays
// in X0:X1 between the two (passComplex) and gets no pair at all.
//
// Machine code cannot call Go's allocator, so a complex result that has
// to be an object (stored to a list, to a register that is no complex
// resident, or a resident live where a branch leaves the loop) is boxed
// into one of a pool of complex objects the JIT allocates ahead
// (JIT.pool; box_c01, spill_ck). An empty pool exits through exit_resume:
// the exit loop refills it, and the instruction starts again.
//
// A constant that only an add or subtract of a small constant uses (i +=
// 1: the stencil has the constant patched in and never reads its
// register) is not loaded at all inside a loop (elidedConst): the only
// code that could see the register before it dies is the interpreter
// after one of that instruction's exits, and their stackmap records say
// the constant (a ConstWord location).
//
// A loop headed by a FOR_ITER over a range iterator keeps the iterator's
// state (next value, items left) in R15 and R14 when no other instruction
// of the loop touches the iterator's register: for_range_r then steps it
// in registers instead of dereferencing the iterator's handle, checking
// its type and loading and storing its fields every iteration. The state
// is written back into the iterator object (spill_iter) on every way out
// of the loop, exits included, and loaded (fill_iter, which checks that
// the register still holds a range iterator) wherever the loop is entered
// or resumed; a fill that finds something else exits before the loop runs
// and, like a failed guard, eventually recompiles the unit from the
// interpreter's newer feedback.
//
// A Python register qualifies when, in the loop, every native instruction
// that reads it does so through a split stencil operand and every one that
// writes it does so through a split result (or is a FOR_ITER, whose write
// is followed by a fill). Anything else that touches it (a stencil that
// reads the slot itself) disqualifies it, and a loop with an instruction
// whose operands jit does not model keeps everything in memory.

// numResidents is how many Python registers one loop can keep in machine
// registers.
const numResidents = 4

// numFloatResidents is how many floats one loop can keep unboxed in XMM
// registers.
const numFloatResidents = 4

// numComplexResidents is how many complex numbers one loop can keep
// unboxed, each in a pair of XMM registers.
const numComplexResidents = 3

// complexBit is the live bit (region.live) of complex resident 0.
const complexBit = numResidents + numFloatResidents

// residentRegs names the machine registers in stencil names; residentNums
// are their amd64 numbers (in the stackmap); Ctx.Save holds them in this
// order.
var (
	residentRegs = [numResidents]string{"r8", "r9", "r10", "di"}
	residentNums = [numResidents]uint8{8, 9, 10, 7}
	// floatRegs and floatNums are the same for the float residents
	// (Ctx.XSave holds them in this order).
	floatRegs = [numFloatResidents]string{"x8", "x9", "x10", "x11"}
	floatNums = [numFloatResidents]uint8{8, 9, 10, 11}
	// complexNums are the XMM registers of the complex residents: real
	// part, imaginary part (Ctx.CSave holds them in this order).
	complexNums = [numComplexResidents][2]uint8{{5, 6}, {7, 12}, {13, 14}}
)

// intResults are the split stencils whose result is always a small int.
var intResults = map[stencils.ID]bool{stencils.AddInt: true, stencils.SubInt: true, stencils.MulInt: true, stencils.AddIntK: true, stencils.SubIntK: true,
	stencils.ModIntK: true, stencils.FloordivIntK: true, stencils.MulModIntK: true, stencils.ForRangeR: true,
	stencils.AndInt: true, stencils.OrInt: true, stencils.XorInt: true, stencils.LshiftInt: true, stencils.RshiftInt: true,
	stencils.ModInt: true, stencils.FloordivInt: true, stencils.NegInt: true}

// split says which of a split stencil's operands go through AX (r[B]),
// CX (r[C]) and the result in AX (r[A]); cWord, that r[C] stays a value
// word in the stencil's _i form too (the value a store stores).
type split struct{ b, c, a, cWord bool }

// splitStencils lists the split stencils (MOVE has no stencil of
// its own: it is ld_b then st_a).
var splitStencils = map[stencils.ID]split{
	stencils.LoadConst: {a: true},
	stencils.AddInt:    {b: true, c: true, a: true}, stencils.SubInt: {b: true, c: true, a: true}, stencils.MulInt: {b: true, c: true, a: true},
	stencils.ModIntK: {b: true, a: true}, stencils.FloordivIntK: {b: true, a: true},
	stencils.AddIntK: {b: true, a: true}, stencils.SubIntK: {b: true, a: true},
	stencils.MulModIntK: {b: true, c: true, a: true},
	stencils.AndInt:     {b: true, c: true, a: true}, stencils.OrInt: {b: true, c: true, a: true},
	stencils.XorInt:    {b: true, c: true, a: true},
	stencils.LshiftInt: {b: true, c: true, a: true}, stencils.RshiftInt: {b: true, c: true, a: true},
	stencils.ModInt: {b: true, c: true, a: true}, stencils.FloordivInt: {b: true, c: true, a: true},
	stencils.NegInt:      {b: true, a: true},
	stencils.NegNum:      {b: true, a: true},
	stencils.SquareFloat: {b: true, a: true},
	stencils.ForRangeR:   {a: true},
	stencils.AddNum:      {b: true, c: true, a: true}, stencils.SubNum: {b: true, c: true, a: true}, stencils.MulNum: {b: true, c: true, a: true},
	stencils.TruedivNum: {b: true, c: true, a: true},
	stencils.AddFnum:    {b: true, c: true, a: true}, stencils.SubFnum: {b: true, c: true, a: true}, stencils.MulFnum: {b: true, c: true, a: true},
	stencils.AddFloat: {b: true, c: true, a: true}, stencils.SubFloat: {b: true, c: true, a: true}, stencils.MulFloat: {b: true, c: true, a: true},
	stencils.LtInt: {b: true, c: true, a: true}, stencils.LeInt: {b: true, c: true, a: true}, stencils.EqInt: {b: true, c: true, a: true},
	stencils.NeInt: {b: true, c: true, a: true}, stencils.GtInt: {b: true, c: true, a: true}, stencils.GeInt: {b: true, c: true, a: true},
	stencils.LtFloat: {b: true, c: true, a: true}, stencils.LeFloat: {b: true, c: true, a: true}, stencils.GtFloat: {b: true, c: true, a: true},
	stencils.GeFloat: {b: true, c: true, a: true},
	stencils.LtNum:   {b: true, c: true, a: true}, stencils.LeNum: {b: true, c: true, a: true}, stencils.EqNum: {b: true, c: true, a: true},
	stencils.NeNum: {b: true, c: true, a: true}, stencils.GtNum: {b: true, c: true, a: true}, stencils.GeNum: {b: true, c: true, a: true},
	// The fused compare-and-branch stores its bool itself.
	stencils.LtIntJf: {b: true, c: true}, stencils.LeIntJf: {b: true, c: true}, stencils.EqIntJf: {b: true, c: true},
	stencils.NeIntJf: {b: true, c: true}, stencils.GtIntJf: {b: true, c: true}, stencils.GeIntJf: {b: true, c: true},
	stencils.LtIntJ: {b: true, c: true}, stencils.LeIntJ: {b: true, c: true}, stencils.EqIntJ: {b: true, c: true},
	stencils.NeIntJ: {b: true, c: true}, stencils.GtIntJ: {b: true, c: true}, stencils.GeIntJ: {b: true, c: true},
	stencils.LtNumJ: {b: true, c: true}, stencils.LeNumJ: {b: true, c: true}, stencils.EqNumJ: {b: true, c: true},
	stencils.NeNumJ: {b: true, c: true}, stencils.GtNumJ: {b: true, c: true}, stencils.GeNumJ: {b: true, c: true},
	// Indexing a list or tuple: the index and the item are split, the
	// sequence is read from its slot; so are a list store's index and
	// value.
	stencils.SubscrSeqS:       {c: true, a: true},
	stencils.StoreSubscrListS: {b: true, c: true, cWord: true},
}

// moveSplit is MOVE's form.
var moveSplit = split{b: true, a: true}

// access is what the first translation learns about how instruction pc's
// machine code touches the frame.
type access struct {
	native bool  // machine code runs it (it does not exit)
	form   split // operands through the split registers
	// forIter: a FOR_ITER, which writes r[A] itself (a fill follows).
	forIter bool
	// rangeIter: a FOR_ITER compiled for range iterators (for_range),
	// whose state can be resident.
	rangeIter bool
	// float: a stencil with an _x form (floatXStencils), which can take
	// its operands from float residents; numX, one whose _x form takes
	// ints too (converting an int resident from its working form).
	float, numX bool
	// fresult: a stencil whose result is always a float (floatXStencils, or
	// a LOAD_CONST of a float), which can go to a float resident.
	fresult bool
	// intForm: a stencil with an _i form (intStencils), which reads int
	// residents without converting them.
	intForm bool
	// iresult: a stencil whose result is always a small int (intResults,
	// or a LOAD_CONST of a small int), which can go to an int resident.
	iresult bool
	// ghost, when not 0, is 1 + a register the instruction names that
	// its hot machine code neither reads nor writes: the constant operand
	// of add_int_k and sub_int_k (the constant is patched in), and the
	// dead bool of a fused compare-and-branch that makes none (together
	// with the JUMP_IF_FALSE folded into it, whose own code runs only on
	// resumption, after the residents were filled from their slots).
	ghost int32
	// lazy: an instruction that had never run, compiled to a side exit.
	// It exits as rarely as a guard fails, through the stackmap like one.
	lazy bool
	// complex: + - * whose feedback saw complex numbers (complexOps):
	// operands r[B] and r[C] and result r[A] go through XMM pairs, the
	// result to a complex resident or boxed (box_c01).
	complex bool
	// cpass: a complex instruction whose result, a temporary, stays in
	// X0:X1 for the next instruction (both name it as their ghost).
	cpass bool
	// cabs: a MOVE whose target only the next instruction, a CALL of the
	// builtin abs, reads: the two run as one (abs_complex) on r[B], a
	// complex resident, leaving the float in the CALL's r[A]; the MOVE's
	// register is never written. absTail marks that CALL, which has no
	// machine code of its own (its instruction is left to the
	// interpreter after an exit of the pair, which resumes at the MOVE).
	cabs, absTail bool
	// cpart: a LOAD_ATTR of .real or .imag of r[B], a complex resident
	// (real_ck, imag_ck); the float result goes through AX.
	cpart bool
}

// region is an innermost loop whose hottest registers are resident.
type region struct {
	start, end int     // the loop head and its back-edge JUMP
	slots      []int32 // resident Python registers, by machine register
	// ints[k] says that slots[k] is an int resident (the working form).
	ints []bool
	// xslots are the float residents, by XMM register (X8...).
	xslots []int32
	// cslots are the complex residents, by register pair (complexNums).
	cslots []int32
	// iter is the register of the loop's range iterator whose state is
	// resident (R15, R14), or -1.
	iter int32
	// live says, for every instruction of the code, which residents are
	// live on entry to it (liveness.mask: bit k for slots[k], bit numResidents+k
	// for xslots[k], bit complexBit+k for cslots[k]). A resident that is
	// dead at a point is not filled, spilled or described by a stackmap
	// record there: its machine register may hold anything (a temporary
	// of the last iteration, or nothing it was ever given) until the loop
	// writes it, and the interpreter never reads its slot before writing
	// it.
	live []uint16
}

// liveAt says whether resident bit k (see region.live) is live at pc.
func (r *region) liveAt(pc, k int) bool { return r.live[pc]&(1<<k) != 0 }

func (r *region) contains(pc int) bool { return r != nil && pc >= r.start && pc <= r.end }

// resident returns the resident index of Python register x, or -1.
func (r *region) resident(x int32) int {
	if r == nil {
		return -1
	}
	return slices.Index(r.slots, x)
}

// intResident returns the resident index of Python register x if it is
// an int resident, or -1.
func (r *region) intResident(x int32) int {
	if k := r.resident(x); k >= 0 && r.ints[k] {
		return k
	}
	return -1
}

// anyInt says whether r has an int resident.
func (r *region) anyInt() bool { return slices.Contains(r.ints, true) }

// cresident returns the complex resident index of Python register x, or -1.
func (r *region) cresident(x int32) int {
	if r == nil {
		return -1
	}
	return slices.Index(r.cslots, x)
}

// complexLiveAt says whether a complex resident of r is live at pc.
func (r *region) complexLiveAt(pc int) bool {
	for k := range r.cslots {
		if r.liveAt(pc, complexBit+k) {
			return true
		}
	}
	return false
}

// xresident returns the float resident index of Python register x, or -1.
func (r *region) xresident(x int32) int {
	if r == nil {
		return -1
	}
	return slices.Index(r.xslots, x)
}

// findRegions picks, for each innermost loop of code, the Python registers
// to keep resident, from how the first translation accessed them. regs
// are the frame's registers now (the unit is compiled for this frame): a
// register that holds something else than a small int is not made an int
// resident, whatever the type feedback says (a big int an int stencil
// saw and exited on), since its fill would fail at once.
func findRegions(lv *liveness, acc []access, regs []rt.Value) []*region {
	code := lv.code
	// Each loop head's last back-edge (a continue is a back-edge too).
	ends := map[int]int{}
	var heads []int
	for e, in := range code.Instrs {
		if in.Op == bytecode.JUMP && int(in.A) <= e {
			t := int(in.A)
			if _, ok := ends[t]; !ok {
				heads = append(heads, t)
			}
			ends[t] = max(ends[t], e)
		}
	}
	var out []*region
	for _, t := range heads {
		if r := regionFor(lv, acc, regs, t, ends[t]); r != nil {
			out = append(out, r)
		}
	}
	return out
}

func regionFor(lv *liveness, acc []access, now []rt.Value, t, e int) *region {
	code := lv.code
	ins := code.Instrs
	// Innermost: no other loop head inside.
	for pc := t; pc <= e; pc++ {
		if in := ins[pc]; in.Op == bytecode.JUMP && int(in.A) <= pc && int(in.A) != t {
			return nil
		}
	}
	// Entered only at its head from outside.
	var succ []int
	for pc := range ins {
		if pc >= t && pc <= e {
			continue
		}
		succ = lv.successors(pc, succ[:0])
		for _, s := range succ {
			if s > t && s <= e {
				return nil
			}
		}
	}
	iter := int32(-1)
	if head := ins[t]; head.Op == bytecode.FOR_ITER && acc[t].rangeIter && acc[t].native {
		iter = head.B
		for pc := t + 1; pc <= e; pc++ {
			reads, writes, known := regUse(ins[pc], head.B)
			if reads || writes || !known {
				iter = -1
				break
			}
		}
	}
	count := map[int32]int{}
	bad := map[int32]bool{}
	// Float residents: registers that only float stencils with an _x form
	// read and only they or float constants write.
	fcount := map[int32]int{}
	fbad := map[int32]bool{}
	// Int residents: registers that only int results write, counted by
	// reads through an _i form (ireads) and other reads (oreads).
	ibad := map[int32]bool{}
	ireads, oreads := map[int32]int{}, map[int32]int{}
	// Complex residents: registers that only complex stencils read and
	// write (and abs_complex reads).
	ccount := map[int32]int{}
	cbad := map[int32]bool{}
	nregs := int32(code.NRegs)
	var touched []int32
	var o operands
	for pc := t; pc <= e; pc++ {
		a := acc[pc]
		in := ins[pc]
		if in.Op == bytecode.YIELD {
			return nil // it leaves machine code every iteration
		}
		if in.Op == bytecode.RETURN || a.lazy || a.absTail {
			continue // an exit (the stackmap covers it), or run by the cabs before it
		}
		if a.cpart {
			// r[B] is read as a complex, r[A] written as any split result.
			ccount[in.B]++
			bad[in.B], fbad[in.B] = true, true
			if in.A != in.B {
				cbad[in.A], ibad[in.A] = true, true
				count[in.A] += 2
				fcount[in.A] += 2
			}
			continue
		}
		if a.cabs {
			// r[B] is read as a complex; the MOVE's target is never
			// written; the CALL reads its callee's register and writes
			// its result there from memory.
			call := ins[pc+1]
			ccount[in.B]++
			bad[in.B], fbad[in.B] = true, true
			for _, x := range []int32{in.A, call.B, call.A} {
				bad[x], fbad[x], cbad[x], ibad[x] = true, true, true, true
			}
			continue
		}
		if !a.native {
			// A loop with an instruction that always leaves machine code
			// (a call, an instruction without a stencil) would write back
			// and reload the residents whenever it runs, which costs
			// more than they save (measured: fannkuch and mandel 30%
			// slower). Guards, polls and returns exit rarely.
			return nil
		}
		o.set(in)
		if !o.known {
			return nil
		}
		touched = o.touched(touched[:0])
		for _, x := range touched {
			if x >= nregs || a.ghost == x+1 {
				continue
			}
			reads, writes := o.uses(x)
			tally(ccount, cbad, x, reads, writes,
				a.complex && (!reads || in.B == x || in.C == x) && (!writes || in.A == x))
			tally(fcount, fbad, x, reads, writes,
				(!reads || a.float && (in.B == x || in.C == x)) && (!writes || a.fresult && in.A == x))
			viaSplit := (!reads || a.form.b && in.B == x || a.form.c && in.C == x) &&
				(!writes || a.form.a && in.A == x || a.forIter && in.A == x)
			if !viaSplit {
				bad[x] = true
				continue
			}
			// A range loop's item is a small int too (the head FOR_ITER
			// becomes for_range_r when the iterator is resident).
			if writes && !(a.iresult && in.A == x) && !(pc == t && iter >= 0 && in.A == x) {
				ibad[x] = true
			}
			if reads && (a.intForm && !(a.form.cWord && x == in.C && x != in.B) || a.numX) {
				ireads[x]++
			} else if reads {
				oreads[x]++
			}
			// Written values are what residency saves most: a loop-
			// carried value no longer goes through memory.
			if reads {
				count[x]++
			}
			if writes {
				count[x] += 2
			}
		}
	}
	byCount := func(count map[int32]int, cands []int32) {
		sort.Slice(cands, func(i, k int) bool {
			if count[cands[i]] != count[cands[k]] {
				return count[cands[i]] > count[cands[k]]
			}
			return cands[i] < cands[k]
		})
	}
	var xcands []int32
	for x, n := range fcount {
		// A float read and written in the loop (a loop-carried value or
		// a temporary between two float operations).
		if !fbad[x] && n >= 3 {
			xcands = append(xcands, x)
		}
	}
	byCount(fcount, xcands)
	if len(xcands) > numFloatResidents {
		xcands = xcands[:numFloatResidents]
	}
	var ccands []int32
	for x := range ccount {
		if !cbad[x] {
			ccands = append(ccands, x)
		}
	}
	byCount(ccount, ccands)
	if len(ccands) > numComplexResidents {
		ccands = ccands[:numComplexResidents]
	}
	// abs_complex reads only a complex resident: a loop where its
	// operand is not one would exit there every iteration.
	for pc := t; pc <= e; pc++ {
		if a := acc[pc]; (a.cabs || a.cpart) && !slices.Contains(ccands, ins[pc].B) {
			return nil
		}
	}
	var cands []int32
	for x, n := range count {
		// An int that int stencils only read (a loop bound) saves its
		// tag check at every read.
		intBound := !ibad[x] && ireads[x] > 0 && oreads[x] == 0
		if !bad[x] && (n >= 3 || intBound) && !slices.Contains(xcands, x) && !slices.Contains(ccands, x) {
			cands = append(cands, x)
		}
	}
	if len(cands) == 0 && len(xcands) == 0 && len(ccands) == 0 && iter < 0 {
		return nil
	}
	byCount(count, cands)
	if len(cands) > numResidents {
		cands = cands[:numResidents]
	}
	ints := make([]bool, len(cands))
	regs := make([]int32, complexBit+len(ccands))
	for k, x := range cands {
		v := now[x]
		ints[k] = !ibad[x] && ireads[x] >= oreads[x] && (v == rt.Unbound || v.IsSmallInt())
		regs[k] = x
	}
	for k := len(cands); k < numResidents; k++ {
		regs[k] = -1 // no such register: never live
	}
	for k := numResidents; k < complexBit; k++ {
		regs[k] = -1
	}
	copy(regs[numResidents:], xcands)
	copy(regs[complexBit:], ccands)
	return &region{start: t, end: e, slots: cands, ints: ints, xslots: xcands, cslots: ccands, iter: iter,
		live: lv.mask(regs)}
}

// tally counts, for one kind of residency, x's reads (1 each) and writes
// (2 each: a loop-carried value saves most) by an instruction that can
// take x in that kind (ok), and rules x out of it when the instruction
// cannot.
func tally(count map[int32]int, bad map[int32]bool, x int32, reads, writes, ok bool) {
	switch {
	case !ok:
		bad[x] = true
	case writes && reads:
		count[x] += 3
	case writes:
		count[x] += 2
	case reads:
		count[x]++
	}
}

// site is an exit inside a region: its stackmap record, once the code's
// layout is known.
type site struct {
	label patch.Label // bound at the exit stencil's start
	pc    int
	kind  frames.Kind
	r     *region
	// konst, when its Kind is ConstWord, is a register whose constant
	// the machine code never loaded (see elidedConst): the record says
	// so instead of naming a machine register or the slot.
	konst frames.Loc
}

// exitSiteOffset is where EXIT_SITE's LEAQ leaves the address it records:
// just past itself, 7 bytes into every exit stencil.
const exitSiteOffset = 7

// emitSplit emits a split stencil s (nil for a MOVE) with its operand
// loads and result store, resident-aware inside region r. v.Next is where
// control goes afterwards. With Options.VerifyStackmaps resident results
// are stored to their home slots too.
func (j *JIT) emitSplit(b *patch.Builder, r *region, s *stencils.Stencil, v patch.Values, f split) {
	if b.Dry() {
		return // it records nothing: only code
	}
	var buf [6]piece
	ps := buf[:0]
	info := j.moves.infoOf(s) // the zero info for a MOVE (nil)
	if xs := info.floatX; xs != nil && (r.xresident(v.B) >= 0 || r.xresident(v.C) >= 0) {
		// The _x form: operands into X0 and X1, the result from X0.
		toX0, toX1 := j.moves.axToX0, j.moves.cxToX1
		if !info.floatOperands {
			toX0, toX1 = j.moves.numToX0, j.moves.numToX1
		}
		ps = j.xOperand(ps, r, v.B, false, toX0, v.Exit)
		ps = j.xOperand(ps, r, v.C, true, toX1, v.Exit)
		if r.xresident(v.A) >= 0 && !j.opts.VerifyStackmaps {
			xs = j.moves.floatXR[xs]
		}
		ps = append(ps, piece{xs, patch.Values{Exit: v.Exit}})
		ps = j.result(ps, r, v.A, true)
		emitPieces(b, ps, v.Next)
		return
	}
	if is := info.intX; is != nil && (f.b && r.intResident(v.B) >= 0 ||
		f.c && !f.cWord && r.intResident(v.C) >= 0 || f.a && r.intResident(v.A) >= 0) {
		// The _i form: operands into AX and CX in the working form.
		if s.ID == stencils.MulModIntK && v.B == v.C && v.K32B != 0 {
			// A square: one operand, and no negative product.
			is, f.c = j.moves.sqModI, false
		}
		if jf := j.moves.jFalse[is]; jf != nil {
			if kb, kc := r.intResident(v.B), r.intResident(v.C); kb >= 0 && kc >= 0 && kb != kc {
				// Both operands in registers: compare them there.
				ps = append(ps, piece{j.moves.cmpRR[kb][kc], patch.Values{}}, piece{jf, v})
				emitPieces(b, ps, v.Next)
				return
			}
		}
		if k := r.intResident(v.A); k >= 0 && k == r.intResident(v.B) && !j.opts.VerifyStackmaps {
			// i += 1 or total += x: add to the register itself. On
			// overflow, a cold stub subtracts again before the exit, whose
			// stackmap record says the register holds r[A] as it was.
			var do, undo *stencils.Stencil
			switch kc := r.intResident(v.C); {
			case is == j.moves.addKI || is == j.moves.subKI:
				do, undo = j.moves.addK[k], j.moves.subK[k]
			case (is == j.moves.addI || is == j.moves.subI) && kc >= 0 && kc != k:
				do, undo = j.moves.addRS[k][kc], j.moves.subRS[k][kc]
			}
			if is == j.moves.subKI || is == j.moves.subI {
				do, undo = undo, do
			}
			if do != nil {
				l := b.NewLabel()
				j.scratch.undos = append(j.scratch.undos, undoStub{l, piece{undo, patch.Values{K32: v.K32, Next: v.Exit}}})
				ps = append(ps, piece{do, patch.Values{K32: v.K32}}, piece{j.moves.jo, patch.Values{Exit: l}})
				emitPieces(b, ps, v.Next)
				return
			}
		}
		if f.b {
			ps = j.iOperand(ps, r, v.B, false, v.Exit)
		}
		if kc := r.intResident(v.C); kc >= 0 && (is == j.moves.addI || is == j.moves.subI) {
			// r[C] in its register: add or subtract it from there.
			op := j.moves.addAX[kc]
			if is == j.moves.subI {
				op = j.moves.subAX[kc]
			}
			ps = append(ps, piece{op, patch.Values{}}, piece{j.moves.jo, patch.Values{Exit: v.Exit}})
			ps = j.iResult(ps, r, v.A)
			emitPieces(b, ps, v.Next)
			return
		}
		switch {
		case f.c && f.cWord:
			ps = j.operand(ps, r, v.C, true)
		case f.c:
			ps = j.iOperand(ps, r, v.C, true, v.Exit)
		}
		ps = append(ps, piece{is, v})
		if f.a {
			if info.intResult {
				ps = j.iResult(ps, r, v.A)
			} else {
				ps = j.result(ps, r, v.A, false) // a bool
			}
		}
		emitPieces(b, ps, v.Next)
		return
	}
	if f.b {
		ps = j.operand(ps, r, v.B, false)
	}
	if f.c {
		ps = j.operand(ps, r, v.C, true)
	}
	intConst := s != nil && s.ID == stencils.LoadConst && r.intResident(v.A) >= 0
	if intConst {
		// A small int constant for an int resident: load it in the
		// working form.
		v.K64 = uint64(rt.Value(v.K64).Int() << 16)
	}
	if s != nil {
		ps = append(ps, piece{s, v})
	}
	switch {
	case !f.a:
	case intConst:
		ps = j.iResult(ps, r, v.A)
	case r.intResident(v.A) >= 0:
		// The small int result of a stencil without an _i form.
		if j.opts.VerifyStackmaps {
			ps = append(ps, piece{j.moves.stA, patch.Values{A: v.A}})
		}
		ps = append(ps, piece{j.moves.unboxAX, patch.Values{}}, piece{j.moves.toReg[r.resident(v.A)], patch.Values{}})
	default:
		ps = j.result(ps, r, v.A, false)
	}
	emitPieces(b, ps, v.Next)
}

// emitComplex emits complex stencil op (complexOps) for instruction v
// inside region r (nil outside loops): operands from their resident
// pairs, or loaded like any split operand and converted (exiting to
// v.Exit unless they are numbers; a non-resident first operand must be a
// complex when the second is not resident either, so that two ints never
// make a complex). The result goes to its pair when v.A is a complex
// resident, and otherwise is boxed (box_c01, whose empty pool exits to
// refill) and stored like any split result. With passIn the first
// operand is already in X0:X1 (a pass-through result of an earlier
// instruction); with passOut the result stays there for a later one.
func (j *JIT) emitComplex(b *patch.Builder, r *region, op stencils.ID, v patch.Values, passIn, passOut bool, refill patch.Label) {
	m := &j.moves
	var buf [10]piece
	ps := buf[:0]
	conv := patch.Values{K64: uint64(j.itabComplex), K64B: classAddr(rt.ComplexType), Exit: v.Exit}
	kb, kc := r.cresident(v.B), r.cresident(v.C)
	switch {
	case passIn:
	case kb >= 0:
		ps = append(ps, piece{m.c01From[kb], patch.Values{}})
	case kc >= 0:
		ps = append(j.operand(ps, r, v.B, false), piece{m.axNumToC01, conv})
	default:
		ps = append(j.operand(ps, r, v.B, false), piece{m.axToC01, conv})
	}
	if kc >= 0 {
		ps = append(ps, piece{m.c23From[kc], patch.Values{}})
	} else {
		ps = append(j.operand(ps, r, v.C, true), piece{m.cxNumToC23, conv})
	}
	ps = append(ps, piece{j.pick[op], patch.Values{}})
	switch ka := r.cresident(v.A); {
	case passOut:
	case ka >= 0 && j.opts.VerifyStackmaps:
		// The slot kept exact too, in an object of the pool (taken first:
		// an empty pool restarts the instruction before anything changed),
		// so that restore can check the records against it.
		ps = append(ps, piece{m.boxC01, patch.Values{Exit: refill}}, piece{m.cFromC01[ka], patch.Values{A: v.A}},
			piece{m.stA, patch.Values{A: v.A}})
	case ka >= 0:
		ps = append(ps, piece{m.cFromC01[ka], patch.Values{A: v.A}})
	default:
		ps = append(ps, piece{m.boxC01, patch.Values{Exit: refill}})
		ps = j.result(ps, r, v.A, false)
	}
	emitPieces(b, ps, v.Next)
}

// emitAbsComplex emits the MOVE at pc and the CALL of abs after it as one
// (access.cabs): abs of complex resident r[B] of the MOVE into the CALL's
// r[A], guarded on the CALL's callee being absFn.
func (j *JIT) emitAbsComplex(b *patch.Builder, r *region, move, call bytecode.Instr, absFn rt.Value, exit, next patch.Label) {
	m := &j.moves
	ps := []piece{{m.c01From[r.cresident(move.B)], patch.Values{}},
		{m.absComplex, patch.Values{B: call.B, K64: uint64(absFn), Exit: exit}}}
	ps = j.result(ps, r, call.A, false)
	emitPieces(b, ps, next)
}

// iOperand appends the pieces that bring Python register x into AX (c
// false) or CX (c true) in the working form for an _i stencil: straight
// from its int resident, or loaded and converted (exiting to exit unless
// it is a small int) otherwise.
func (j *JIT) iOperand(ps []piece, r *region, x int32, c bool, exit patch.Label) []piece {
	m := &j.moves
	switch k := r.intResident(x); {
	case k >= 0 && c:
		return append(ps, piece{m.cxFrom[k], patch.Values{}})
	case k >= 0:
		return append(ps, piece{m.axFrom[k], patch.Values{}})
	}
	ps = j.operand(ps, r, x, c)
	conv := m.axToI
	if c {
		conv = m.cxToI
	}
	return append(ps, piece{conv, patch.Values{Exit: exit}})
}

// iResult appends the pieces that put an int result in the working form
// (in AX) into Python register a: its int resident, or boxed into
// whatever else holds a. With Options.VerifyStackmaps an int resident's
// value is stored to its slot too.
func (j *JIT) iResult(ps []piece, r *region, a int32) []piece {
	m := &j.moves
	k := r.intResident(a)
	if k < 0 {
		ps = append(ps, piece{m.boxAX, patch.Values{}})
		return j.result(ps, r, a, false)
	}
	ps = append(ps, piece{m.toReg[k], patch.Values{}})
	if j.opts.VerifyStackmaps {
		ps = append(ps, piece{m.boxAX, patch.Values{}}, piece{m.stA, patch.Values{A: a}})
	}
	return ps
}

// operand appends the pieces that load Python register x into AX (r[B],
// c false) or CX (r[C], c true) as a value word: from its resident
// register (boxing an int resident) or its slot.
func (j *JIT) operand(ps []piece, r *region, x int32, c bool) []piece {
	m := &j.moves
	switch k := r.intResident(x); {
	case k >= 0 && c:
		return append(ps, piece{m.cxFrom[k], patch.Values{}}, piece{m.boxCX, patch.Values{}})
	case k >= 0:
		return append(ps, piece{m.axFrom[k], patch.Values{}}, piece{m.boxAX, patch.Values{}})
	}
	switch k := r.resident(x); {
	case k >= 0 && c:
		return append(ps, piece{m.cxFrom[k], patch.Values{}})
	case k >= 0:
		return append(ps, piece{m.axFrom[k], patch.Values{}})
	case c:
		return append(ps, piece{m.ldC, patch.Values{C: x}})
	}
	return append(ps, piece{m.ldB, patch.Values{B: x}})
}

// xOperand appends the pieces that bring Python register x into X0 (c
// false) or X1 (c true) for an _x stencil: straight from its float
// resident, converted from its int resident (for the stencils that take
// ints), or through AX/CX and conv (a float check, or an int-or-float
// conversion, exiting to exit) otherwise.
func (j *JIT) xOperand(ps []piece, r *region, x int32, c bool, conv *stencils.Stencil, exit patch.Label) []piece {
	m := &j.moves
	switch k := r.xresident(x); {
	case k >= 0 && c:
		return append(ps, piece{m.x1From[k], patch.Values{}})
	case k >= 0:
		return append(ps, piece{m.x0From[k], patch.Values{}})
	}
	switch k := r.intResident(x); {
	case k < 0 || conv != m.numToX0 && conv != m.numToX1:
	case c:
		return append(ps, piece{m.cxFrom[k], patch.Values{}}, piece{m.iToX1, patch.Values{}})
	default:
		return append(ps, piece{m.axFrom[k], patch.Values{}}, piece{m.iToX0, patch.Values{}})
	}
	ps = j.operand(ps, r, x, c)
	return append(ps, piece{conv, patch.Values{Exit: exit}})
}

// result appends the pieces that put a split stencil's result (boxed in
// AX; for an _x stencil, fromX0, also raw in X0) into Python register a:
// its resident register, its float resident or its slot. With
// Options.VerifyStackmaps a resident result is stored to its slot too.
func (j *JIT) result(ps []piece, r *region, a int32, fromX0 bool) []piece {
	m := &j.moves
	switch k, g := r.xresident(a), r.resident(a); {
	case k >= 0 && fromX0:
		ps = append(ps, piece{m.xFromX0[k], patch.Values{}})
	case k >= 0:
		// A float result (floatXStencils, a float constant) that no
		// float resident operand brought to X0.
		ps = append(ps, piece{m.xFromAX[k], patch.Values{}})
	case g >= 0:
		ps = append(ps, piece{m.toReg[g], patch.Values{}})
	default:
		return append(ps, piece{m.stA, patch.Values{A: a}})
	}
	if j.opts.VerifyStackmaps {
		ps = append(ps, piece{m.stA, patch.Values{A: a}})
	}
	return ps
}

// piece is one stencil of a sequence that emitPieces chains together.
type piece struct {
	s *stencils.Stencil
	v patch.Values
}

// emitPieces emits ps in order, each falling through to the next, the
// last continuing at next (or falling through when next is NoLabel).
func emitPieces(b *patch.Builder, ps []piece, next patch.Label) {
	for i := range ps {
		p := &ps[i]
		last := i == len(ps)-1 && next != patch.NoLabel
		if last {
			p.v.Next = next
		} else {
			p.v.Next = b.NewLabel()
		}
		b.Emit(p.s, &p.v)
		if !last {
			b.Bind(p.v.Next)
		}
	}
}

// stencilInfo is what the compiler needs to know of one stencil. The
// tables it is built from are keyed by stencils.ID, so a CPU-feature
// variant (lshift_int__BMI2) gets its base stencil's facts.
type stencilInfo struct {
	form          split // splitStencils' entry, when split
	split         bool
	exits         bool              // it has exit holes (needsExit)
	intResult     bool              // intResults
	floatOperands bool              // floatOperands
	floatX, intX  *stencils.Stencil // its _x and _i forms, if any
}

// moveStencils are the stencils that move split operands between AX/CX,
// frame slots and resident registers (index k: residentRegs[k]).
type moveStencils struct {
	ldB, ldC, stA, exitStep, loadConst *stencils.Stencil
	axFrom, cxFrom, toReg, fill, spill [numResidents]*stencils.Stencil
	fillIter, spillIter                *stencils.Stencil
	// Int residents: their fills and spills, the conversions to and from
	// the working form and the _i int stencils.
	fillI, spillI, fillIU               [numResidents]*stencils.Stencil
	axToI, cxToI, boxAX, boxCX, unboxAX *stencils.Stencil
	sqModI                              *stencils.Stencil // mul_mod_int_k_i of a square
	// cmpRR[k][m] compares int residents k and m; jFalse maps each
	// compare-and-branch _j_i stencil to the j_CC stencil of its false
	// case: the two replace it when both operands are int residents.
	cmpRR  [numResidents][numResidents]*stencils.Stencil
	jFalse map[*stencils.Stencil]*stencils.Stencil
	// addAX[k] and subAX[k] add int resident k to AX, or subtract it,
	// and jo exits on the overflow: they replace mov_cx_R and addI or
	// subI (add_int_i, sub_int_i) when r[C] is an int resident.
	addAX, subAX   [numResidents]*stencils.Stencil
	jo, addI, subI *stencils.Stencil
	// addK[k] and subK[k] add or subtract a constant in int resident k
	// itself: i += 1 in place of addKI or subKI (add_int_k_i,
	// sub_int_k_i), the other one undoing it before the overflow exit.
	addK, subK   [numResidents]*stencils.Stencil
	addKI, subKI *stencils.Stencil
	// addRS[k][m] and subRS[k][m] add or subtract int resident m in
	// int resident k itself: total += x, in place of the moves around
	// addAX or subAX, the other one undoing it as for addK.
	addRS, subRS [numResidents][numResidents]*stencils.Stencil
	// Float residents (index k: floatRegs[k]) and the _x float stencils.
	x0From, x1From, xFromX0, xFromAX, xfill, xspill [numFloatResidents]*stencils.Stencil
	axToX0, cxToX1, numToX0, numToX1, iToX0, iToX1  *stencils.Stencil
	floatXR                                         map[*stencils.Stencil]*stencils.Stencil
	// info describes every picked stencil for the compiler's hot path
	// (what the ID-keyed tables say about it, looked up once),
	// by stencil Index; infoOf reads it.
	info []stencilInfo
	// The exits every unit's cold code is made of, and other stencils
	// most units have.
	exitPoll, exitResume, entryPoll, trap, exitCall *stencils.Stencil
	jump, jumpBack, returnValue, exitReturn         *stencils.Stencil
	callNative, callNativeM                         *stencils.Stencil
	// Complex residents (index k: complexNums[k]) and the complex stencils.
	creal, cimag                                        [numComplexResidents]*stencils.Stencil
	c01From, c23From, cFromC01, cfill, cspill           [numComplexResidents]*stencils.Stencil
	axToC01, axNumToC01, cxNumToC23, absComplex, boxC01 *stencils.Stencil
}

// infoOf returns what the compiler needs to know of s (the zero
// stencilInfo for nil).
func (m *moveStencils) infoOf(s *stencils.Stencil) stencilInfo {
	if s == nil {
		return stencilInfo{}
	}
	return m.info[s.Index]
}

func pickMoves(pick *stencilSet) moveStencils {
	m := moveStencils{ldB: pick[stencils.LdB], ldC: pick[stencils.LdC], stA: pick[stencils.StA], exitStep: pick[stencils.ExitStep],
		loadConst: pick[stencils.LoadConst], fillIter: pick[stencils.FillIter], spillIter: pick[stencils.SpillIter]}
	for k, f := range intRegFamilies {
		m.axFrom[k], m.cxFrom[k], m.toReg[k] = pick[f.axFrom], pick[f.cxFrom], pick[f.toReg]
		m.fill[k], m.spill[k] = pick[f.fill], pick[f.spill]
		m.fillI[k], m.spillI[k], m.fillIU[k] = pick[f.fillI], pick[f.spillI], pick[f.fillIU]
		m.addAX[k], m.subAX[k] = pick[f.addAX], pick[f.subAX]
		m.addK[k], m.subK[k] = pick[f.addK], pick[f.subK]
		for n := range intRegFamilies {
			if k != n {
				m.cmpRR[k][n] = pick[cmpRR[k][n]]
				m.addRS[k][n], m.subRS[k][n] = pick[addRR[k][n]], pick[subRR[k][n]]
			}
		}
	}
	m.axToI, m.cxToI = pick[stencils.AxToI], pick[stencils.CxToI]
	m.boxAX, m.boxCX, m.unboxAX = pick[stencils.BoxAxI], pick[stencils.BoxCxI], pick[stencils.UnboxAxI]
	m.sqModI = pick[stencils.SqModIntKI]
	m.jo, m.addI, m.subI = pick[stencils.JO], pick[stencils.AddIntI], pick[stencils.SubIntI]
	m.addKI, m.subKI = pick[stencils.AddIntKI], pick[stencils.SubIntKI]
	m.jFalse = map[*stencils.Stencil]*stencils.Stencil{}
	for _, f := range cmpFamilies {
		m.jFalse[pick[f.intJI]] = pick[f.jFalse]
	}
	m.axToX0, m.cxToX1 = pick[stencils.AxToX0], pick[stencils.CxToX1]
	m.numToX0, m.numToX1 = pick[stencils.AxNumToX0], pick[stencils.CxNumToX1]
	for k, f := range floatRegFamilies {
		m.x0From[k], m.x1From[k] = pick[f.x0From], pick[f.x1From]
		m.xFromX0[k], m.xFromAX[k] = pick[f.xFromX0], pick[f.xFromAX]
		m.xfill[k], m.xspill[k] = pick[f.fill], pick[f.spill]
	}
	m.iToX0, m.iToX1 = pick[stencils.IToX0], pick[stencils.IToX1]
	m.floatXR = map[*stencils.Stencil]*stencils.Stencil{}
	for x, xr := range floatXRStencils {
		m.floatXR[pick[x]] = pick[xr]
	}
	for k, f := range complexRegFamilies {
		m.c01From[k], m.c23From[k] = pick[f.c01From], pick[f.c23From]
		m.cFromC01[k], m.cfill[k], m.cspill[k] = pick[f.cFromC01], pick[f.fill], pick[f.spill]
		m.creal[k], m.cimag[k] = pick[f.real], pick[f.imag]
	}
	m.axToC01, m.axNumToC01, m.cxNumToC23 = pick[stencils.AxToC01], pick[stencils.AxNumToC01], pick[stencils.CxNumToC23]
	m.absComplex, m.boxC01 = pick[stencils.AbsComplex], pick[stencils.BoxC01]
	m.exitPoll, m.exitResume, m.entryPoll, m.trap = pick[stencils.ExitPoll], pick[stencils.ExitResume], pick[stencils.EntryPoll], pick[stencils.Trap]
	m.exitCall, m.jump, m.jumpBack, m.returnValue = pick[stencils.ExitCall], pick[stencils.Jump], pick[stencils.JumpBack], pick[stencils.ReturnValue]
	m.exitReturn, m.callNative, m.callNativeM = pick[stencils.ExitReturn], pick[stencils.CallNative], pick[stencils.CallNativeM]
	m.info = make([]stencilInfo, len(stencils.All))
	for _, st := range pick {
		if st == nil {
			continue // ID 0
		}
		f, ok := splitStencils[st.ID]
		info := stencilInfo{form: f, split: ok, exits: needsExit(st), intResult: intResults[st.ID],
			floatOperands: floatOperands[st.ID]}
		if x, ok := floatXStencils[st.ID]; ok {
			info.floatX = pick[x]
		}
		if x, ok := intStencils[st.ID]; ok {
			info.intX = pick[x]
		}
		m.info[st.Index] = info
	}
	return m
}

// residentMove says which way emitResidents moves residents.
type residentMove bool

const (
	fillResidents  residentMove = false // from the frame's slots into registers (fill_ stencils)
	spillResidents residentMove = true  // from registers to the slots (spill_ stencils)
)

// emitResidents emits the fill_ or spill_ stencil (dir) of every
// resident of r live at pc (where the loop is entered or resumed, or
// where a branch leaving it goes), then continues at next, or falls
// through when next is NoLabel. exit is where a failed fill goes: an
// exit that finds the frame's slots up to date (no stackmap record,
// nothing to write back). Complex residents are not spilled here: a
// branch that leaves a loop where one is live boxes it first (box_c01).
func (j *JIT) emitResidents(b *patch.Builder, dir residentMove, r *region, pc int, next, exit patch.Label) {
	var buf [numResidents + numFloatResidents + numComplexResidents + 1]piece
	ps := buf[:0]
	for k, x := range r.slots {
		if !r.liveAt(pc, k) {
			continue
		}
		switch {
		case dir == spillResidents && r.ints[k]:
			ps = append(ps, piece{j.moves.spillI[k], patch.Values{A: x}})
		case dir == spillResidents:
			ps = append(ps, piece{j.moves.spill[k], patch.Values{A: x}})
		case r.ints[k] && !j.lv.progLive(pc, x):
			// A local the loop assigns before it reads it: unbound
			// at the first entry, which must not exit every call.
			ps = append(ps, piece{j.moves.fillIU[k], patch.Values{A: x, Exit: exit}})
		case r.ints[k]:
			ps = append(ps, piece{j.moves.fillI[k], patch.Values{A: x, Exit: exit}})
		default:
			ps = append(ps, piece{j.moves.fill[k], patch.Values{A: x}})
		}
	}
	for k, x := range r.xslots {
		if !r.liveAt(pc, numResidents+k) {
			continue
		}
		if dir == spillResidents {
			ps = append(ps, piece{j.moves.xspill[k], patch.Values{A: x}})
		} else {
			ps = append(ps, piece{j.moves.xfill[k], patch.Values{A: x, Exit: exit}})
		}
	}
	for k, x := range r.cslots {
		if dir == fillResidents && r.liveAt(pc, complexBit+k) {
			ps = append(ps, piece{j.moves.cfill[k], patch.Values{A: x, K64: uint64(j.itabComplex),
				K64B: classAddr(rt.ComplexType), Exit: exit}})
		}
	}
	if r.iter >= 0 {
		if dir == spillResidents {
			ps = append(ps, piece{j.moves.spillIter, patch.Values{B: r.iter}})
		} else {
			ps = append(ps, piece{j.moves.fillIter, patch.Values{B: r.iter, K64: uint64(j.itabRange), Exit: exit}})
		}
	}
	if len(ps) == 0 && next != patch.NoLabel {
		ps = append(ps, piece{j.moves.jump, patch.Values{Target: next}})
		next = patch.NoLabel // the jump goes there (its NEXT is unused)
	}
	emitPieces(b, ps, next)
}

// emitSpillIter writes r's resident iterator back into its object before
// an exit emitted next in the hot code (nothing when r has none).
func (j *JIT) emitSpillIter(b *patch.Builder, r *region) {
	if r == nil || r.iter < 0 {
		return
	}
	v := patch.Values{B: r.iter, Next: b.NewLabel()}
	b.Emit(j.moves.spillIter, &v)
	b.Bind(v.Next)
}

// corruptStackmap, set by a test, damages the records before encoding
// (to prove that VerifyStackmaps notices).
var corruptStackmap func([]frames.Record)

// buildStackmap encodes the records of sites (offsets from b's layout).
func buildStackmap(b *patch.Builder, sites []site) (*frames.Map, error) {
	if len(sites) == 0 {
		return nil, nil
	}
	recs := make([]frames.Record, 0, len(sites))
	// One array holds every record's locations.
	total := 0
	for _, s := range sites {
		total += len(s.r.slots) + len(s.r.xslots) + len(s.r.cslots) + 1
	}
	all := make([]frames.Loc, 0, total)
	for _, s := range sites {
		locs := all[len(all):len(all):cap(all)]
		hasConst := s.konst.Kind == frames.ConstWord
		if hasConst {
			locs = append(locs, s.konst)
		}
		for k, x := range s.r.slots {
			if !s.r.liveAt(s.pc, k) || hasConst && uint32(x) == s.konst.Slot {
				continue
			}
			kind := frames.RegWord
			if s.r.ints[k] {
				kind = frames.RegInt48
			}
			locs = append(locs, frames.Loc{Slot: uint32(x), Kind: kind, Reg: residentNums[k]})
		}
		for k, x := range s.r.xslots {
			if !s.r.liveAt(s.pc, numResidents+k) || hasConst && uint32(x) == s.konst.Slot {
				continue
			}
			locs = append(locs, frames.Loc{Slot: uint32(x), Kind: frames.XmmFloat, Reg: floatNums[k]})
		}
		var virtuals []frames.VirtualObj
		for k, x := range s.r.cslots {
			if !s.r.liveAt(s.pc, complexBit+k) || hasConst && uint32(x) == s.konst.Slot {
				continue
			}
			// A complex resident is a virtual complex object: deopt
			// allocates it (unless its slot still holds the object it
			// was filled from).
			virtuals = append(virtuals, frames.VirtualObj{Type: deopt.VirtualComplex, Fields: []frames.Loc{
				{Kind: frames.XmmFloat, Reg: complexNums[k][0]}, {Kind: frames.XmmFloat, Reg: complexNums[k][1]}}})
			locs = append(locs, frames.Loc{Slot: uint32(x), Kind: frames.Virtual, Bits: uint64(len(virtuals) - 1)})
		}
		slices.SortFunc(locs, func(a, b frames.Loc) int { return int(a.Slot) - int(b.Slot) })
		all = all[:len(all)+len(locs)]
		locs = locs[:len(locs):len(locs)]
		recs = append(recs, frames.Record{Offset: uint32(b.Offset(s.label) + exitSiteOffset), PC: uint32(s.pc), Kind: s.kind,
			Locs: locs, Virtuals: virtuals})
	}
	slices.SortFunc(recs, func(a, b frames.Record) int { return int(a.Offset) - int(b.Offset) })
	if corruptStackmap != nil {
		corruptStackmap(recs)
	}
	blob, err := frames.Encode(recs)
	if err != nil {
		return nil, err
	}
	return frames.Decode(blob)
}

// restore writes the resident registers of the exit that just happened
// back into fr's registers, as u's stackmap describes them; found is
// false when the exit has no record (it left with the slots up to date).
// With Options.VerifyStackmaps the home slots are already right (results
// are stored to both places), and restore checks that the registers
// agree.
func (j *JIT) restore(u *unit, fr *interp.Frame) (found bool, err error) {
	site := j.ctx.Site - u.base
	if u.smap == nil || j.ctx.Site < u.base || site >= uintptr(u.size) {
		return false, nil
	}
	rec, ok := u.smap.Lookup(uint32(site))
	if !ok {
		return false, nil
	}
	var regs deopt.Registers
	for k, n := range residentNums {
		regs.GP[n] = j.ctx.Save[k]
	}
	for k, n := range floatNums {
		regs.XMM[n] = j.ctx.XSave[k]
	}
	for k, p := range complexNums {
		regs.XMM[p[0]], regs.XMM[p[1]] = j.ctx.CSave[2*k], j.ctx.CSave[2*k+1]
	}
	if j.opts.VerifyStackmaps {
		got := slices.Clone(fr.Regs)
		if err := deopt.Restore(rec, &regs, got, j.vm); err != nil {
			return true, err
		}
		for _, l := range rec.Locs {
			if l.Kind != frames.Virtual {
				continue
			}
			// A complex resident's slot holds an object with its value
			// (see emitComplex), a copy restore may keep or not: compare
			// the parts the record names with it.
			vo := rec.Virtuals[l.Bits]
			var parts complex128
			ok := false
			if o, isComplex := j.vm.ExactComplex(fr.Regs[l.Slot]); isComplex {
				parts, ok = o.V, true
			}
			if !ok || len(vo.Fields) != 2 || regs.XMM[vo.Fields[0].Reg&15] != math.Float64bits(real(parts)) ||
				regs.XMM[vo.Fields[1].Reg&15] != math.Float64bits(imag(parts)) {
				return true, fmt.Errorf("jit: stackmap of %s at pc %d (offset %#x) gives register %d = complex(%#x, %#x), the frame holds %#x",
					u.code.Qualname, rec.PC, rec.Offset, l.Slot, regs.XMM[vo.Fields[0].Reg&15], regs.XMM[vo.Fields[1].Reg&15],
					uint64(fr.Regs[l.Slot]))
			}
			got[l.Slot] = fr.Regs[l.Slot]
		}
		for i := range got {
			if got[i] != fr.Regs[i] {
				return true, fmt.Errorf("jit: stackmap of %s at pc %d (offset %#x) gives register %d = %#x, the frame holds %#x",
					u.code.Qualname, rec.PC, rec.Offset, i, uint64(got[i]), uint64(fr.Regs[i]))
			}
		}
		j.stats.Verified++
		return true, nil
	}
	return true, deopt.Restore(rec, &regs, fr.Regs, j.vm)
}
