//go:build linux

package tier

import (
	"slices"
	"sort"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
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
// builtin abs, which abs_complex runs as one, of a register that holds a
// complex when the unit is compiled: complexArg), or .real and .imag read
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
	stencils.ModInt: true, stencils.FloordivInt: true, stencils.NegInt: true,
	stencils.SubscrVecI32S: true, stencils.SubscrVecI64S: true}

// split says which of a split stencil's operands go through AX (r[B]),
// CX (r[C]) and the result in AX (r[A]); cWord, that r[C] stays a value
// word in the stencil's _i form too (the value a store stores).
type split struct{ b, c, a, cWord bool }

// splitStencils lists the split stencils (MOVE has no stencil of
// its own: it is ld_b then st_a).
var splitStencils = map[stencils.ID]split{
	stencils.LoadConst: {a: true},
	stencils.AddInt:    {b: true, c: true, a: true}, stencils.SubInt: {b: true, c: true, a: true}, stencils.MulInt: {b: true, c: true, a: true},
	stencils.AddIntb: {b: true, c: true, a: true}, stencils.SubIntb: {b: true, c: true, a: true}, stencils.MulIntb: {b: true, c: true, a: true},
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
	// The same for numeric vectors (array.array).
	stencils.SubscrVecF64S: {c: true, a: true}, stencils.SubscrVecI32S: {c: true, a: true},
	stencils.SubscrVecI64S:      {c: true, a: true},
	stencils.StoreSubscrVecF64S: {b: true, c: true, cWord: true}, stencils.StoreSubscrVecI32S: {b: true, c: true, cWord: true},
	stencils.StoreSubscrVecI64S: {b: true, c: true, cWord: true},
}

// floatResults are the split stencils without an _x form whose result is
// always a float (an item of a float64 vector), which can go to a float
// resident (access.fresult).
var floatResults = map[stencils.ID]bool{stencils.SubscrVecF64S: true}

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
	// genIter: a FOR_ITER compiled for generators (for_gen), whose
	// machine code runs the generator's: no residents live across it.
	genIter bool
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
	// fused: run by the stencil of an instruction before it (a slice
	// with its subscript, a compare with its branch...).
	fused bool
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
	var out []*region
	for _, l := range backEdgeLoops(lv.code) {
		if r := regionFor(lv, acc, regs, l.head, l.end); r != nil {
			out = append(out, r)
		}
	}
	return out
}

// loopSpan is a loop as its back-edges give it: the head a backward JUMP
// (a continue is one too) goes to, and the last such JUMP.
type loopSpan struct{ head, end int }

// backEdgeLoops returns code's loops, in the order of their first
// back-edge.
func backEdgeLoops(code *bytecode.Code) []loopSpan {
	var ls []loopSpan
	at := map[int]int{} // a head's index in ls
	for e, in := range code.Instrs {
		if in.Op != bytecode.JUMP || int(in.A) > e {
			continue
		}
		if i, ok := at[int(in.A)]; ok {
			ls[i].end = e // (back-edges come in order)
			continue
		}
		at[int(in.A)] = len(ls)
		ls = append(ls, loopSpan{head: int(in.A), end: e})
	}
	return ls
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
		if a.genIter {
			return nil // the generator's machine code uses the registers
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

const (
	fillResidents  residentMove = false // from the frame's slots into registers (fill_ stencils)
	spillResidents residentMove = true  // from registers to the slots (spill_ stencils)
)
