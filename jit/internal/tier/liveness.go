package tier

import (
	"math/bits"
	"slices"

	"github.com/cpjit/cpjit/lang/bytecode"
)

// liveness holds, for one code object, the registers live on entry to
// each instruction: r is live at pc when some path from pc may read r
// before writing it. One backward fixed point over bit sets answers every
// question the compiler asks of a unit (is a temporary dead after this
// instruction? which residents are live where a branch leaves a loop?),
// so a compile computes it once and reuses its memory for the next.
//
// It is conservative: locals and cells are live everywhere (introspection
// can read them), an instruction whose operands regUse does not model
// reads every register, and a register an instruction writes is still
// live at it if the instruction's exception handler reads it (except the
// register the handler receives the exception in, which is written on
// the way there).
type liveness struct {
	code    *bytecode.Code
	words   int      // uint64 words per set
	in      []uint64 // words per instruction: the registers live on entry
	handler []int32  // per instruction: its ExcTable entry, or -1
	nvis    int32    // registers below nvis are locals and cells
	// prog is in without the rule that keeps locals live: where the
	// program itself may read a register before writing it (progLive).
	prog []uint64
	succ []int32  // scratch: per instruction, 2 successors and a handler
	use  []uint64 // scratch: the registers each instruction reads
	def  []uint64 // scratch: and those it writes without reading
}

// compute fills lv for code.
func (lv *liveness) compute(code *bytecode.Code) {
	ins := code.Instrs
	n := len(ins)
	w := (code.NRegs + 63) / 64
	lv.code, lv.words = code, w
	lv.nvis = int32(code.NLocals + len(code.CellVars) + len(code.FreeVars))
	lv.handler = fill(lv.handler, n, -1)
	for i := len(code.ExcTable) - 1; i >= 0; i-- {
		// The first entry that covers an instruction is its handler.
		e := &code.ExcTable[i]
		for pc := max(int(e.Start), 0); pc < min(int(e.End), n); pc++ {
			lv.handler[pc] = int32(i)
		}
	}
	lv.in = fill(lv.in, n*w, 0)
	lv.use = fill(lv.use, n*w, 0)
	lv.def = fill(lv.def, n*w, 0)
	always := make([]uint64, w)
	for r := int32(0); r < lv.nvis && int(r) < code.NRegs; r++ {
		always[r/64] |= 1 << (r % 64)
	}
	var o operands
	for pc, in := range ins {
		use, def := lv.use[pc*w:(pc+1)*w], lv.def[pc*w:(pc+1)*w]
		o.set(in)
		if !o.known {
			for i := range use {
				use[i] = ^uint64(0)
			}
			continue
		}
		for _, r := range [3]int32{o.r1, o.r2, o.r3} {
			setBit(use, r)
		}
		for r := o.rlo; r < o.rhi; r++ {
			setBit(use, r)
		}
		for r := o.wlo; r < o.whi; r++ {
			setBit(def, r)
		}
		for i := range def {
			def[i] &^= use[i]
		}
	}
	// Each instruction's normal successors (at most two; -1: none) and
	// the handler its exceptions go to, with the register they arrive in.
	lv.succ = fill(lv.succ, 3*n, -1)
	var buf [2]int
	for pc := range ins {
		for k, t := range normalSuccessors(code, pc, buf[:0]) {
			if t >= 0 && t < n {
				lv.succ[3*pc+k] = int32(t)
			}
		}
		if e := lv.entry(pc); e != nil {
			lv.succ[3*pc+2] = e.Target
		}
	}
	// Each register's liveness is a problem of its own (bit by bit), so
	// the locals' always-live bits change no other bit: one fixed point
	// without them gives the program's own liveness, and in is that
	// with them set.
	lv.prog = fill(lv.prog, n*w, 0)
	lv.solve(lv.prog, make([]uint64, w))
	for pc := 0; pc < n; pc++ {
		for i := 0; i < w; i++ {
			lv.in[pc*w+i] = lv.prog[pc*w+i] | always[i]
		}
	}
}

// solve runs the backward fixed point into in (zeroed), with the
// registers in always live everywhere.
func (lv *liveness) solve(in []uint64, always []uint64) {
	code := lv.code
	n, w := len(code.Instrs), lv.words
	if w == 1 {
		lv.fixedPoint1(in, always[0])
		return
	}
	for changed := true; changed; {
		changed = false
		for pc := n - 1; pc >= 0; pc-- {
			s0, s1, h := lv.succ[3*pc], lv.succ[3*pc+1], lv.succ[3*pc+2]
			hreg := int32(-1)
			if h >= 0 {
				hreg = code.ExcTable[lv.handler[pc]].Reg
			}
			for i := 0; i < w; i++ {
				var out uint64
				if s0 >= 0 {
					out = in[int(s0)*w+i]
				}
				if s1 >= 0 {
					out |= in[int(s1)*w+i]
				}
				v := always[i] | lv.use[pc*w+i] | out&^lv.def[pc*w+i]
				if h >= 0 {
					hv := in[int(h)*w+i]
					if hreg >= 0 && int(hreg/64) == i {
						hv &^= 1 << (hreg % 64)
					}
					v |= hv
				}
				if v != in[pc*w+i] {
					in[pc*w+i], changed = v, true
				}
			}
		}
	}
}

// fixedPoint1 is compute's fixed point for code of at most 64 registers:
// one word per set (most code objects).
func (lv *liveness) fixedPoint1(in []uint64, always uint64) {
	use, def, succ := lv.use, lv.def, lv.succ
	ex := lv.code.ExcTable
	for changed := true; changed; {
		changed = false
		for pc := len(in) - 1; pc >= 0; pc-- {
			var out uint64
			if s := succ[3*pc]; s >= 0 {
				out = in[s]
			}
			if s := succ[3*pc+1]; s >= 0 {
				out |= in[s]
			}
			v := always | use[pc] | out&^def[pc]
			if h := succ[3*pc+2]; h >= 0 {
				hv := in[h]
				if r := ex[lv.handler[pc]].Reg; r >= 0 {
					hv &^= 1 << (r % 64)
				}
				v |= hv
			}
			if v != in[pc] {
				in[pc], changed = v, true
			}
		}
	}
}

// fill returns s resized to n elements, all v, reusing its memory.
func fill[T any](s []T, n int, v T) []T {
	s = slices.Grow(s[:0], n)[:n]
	for i := range s {
		s[i] = v
	}
	return s
}

func setBit(set []uint64, r int32) {
	if r >= 0 && int(r/64) < len(set) {
		set[r/64] |= 1 << (r % 64)
	}
}

// live reports whether r is live on entry to pc.
func (lv *liveness) live(pc int, r int32) bool {
	if r < 0 || int(r) >= lv.code.NRegs || pc < 0 || pc >= len(lv.code.Instrs) {
		return false
	}
	return lv.in[pc*lv.words+int(r/64)]&(1<<(r%64)) != 0
}

// progLive reports whether the program itself may read r on some path
// from pc before writing it (or an unmodelled instruction may): live
// without counting introspection, which may look at any local anywhere.
// A local that is not is one the code assigns before it uses it from pc
// on, so its value there matters only to introspection and deopt.
func (lv *liveness) progLive(pc int, r int32) bool {
	if r < 0 || int(r) >= lv.code.NRegs || pc < 0 || pc >= len(lv.code.Instrs) {
		return false
	}
	return lv.prog[pc*lv.words+int(r/64)]&(1<<(r%64)) != 0
}

// deadAfter reports whether register r is dead after instruction pc: on
// every path from pc's successors, r is written before it is read (or the
// frame returns).
func (lv *liveness) deadAfter(pc int, r int32) bool {
	if r < lv.nvis {
		return false // locals and cells are visible to introspection
	}
	var buf [2]int
	for _, s := range normalSuccessors(lv.code, pc, buf[:0]) {
		if lv.live(s, r) {
			return false
		}
	}
	if e := lv.entry(pc); e != nil && e.Reg != r && lv.live(int(e.Target), r) {
		return false
	}
	return true
}

// entry returns the exception table entry that covers pc, or nil.
func (lv *liveness) entry(pc int) *bytecode.ExcEntry {
	if h := lv.handler[pc]; h >= 0 {
		return &lv.code.ExcTable[h]
	}
	return nil
}

// mask returns, for every instruction, which of regs (at most 16; -1
// names no register) are live on entry to it: bit k of entry pc is set
// when regs[k] is.
func (lv *liveness) mask(regs []int32) []uint16 {
	n := len(lv.code.Instrs)
	out := make([]uint16, n)
	for k, r := range regs {
		if r < 0 || int(r) >= lv.code.NRegs {
			continue
		}
		word, bit := int(r/64), uint64(1)<<(r%64)
		for pc := 0; pc < n; pc++ {
			if lv.in[pc*lv.words+word]&bit != 0 {
				out[pc] |= 1 << k
			}
		}
	}
	return out
}

// successors appends the instructions that may run after p.
func (lv *liveness) successors(p int, out []int) []int {
	out = normalSuccessors(lv.code, p, out)
	if e := lv.entry(p); e != nil {
		out = append(out, int(e.Target))
	}
	return out
}

// normalSuccessors appends the instructions that may run after p when it
// raises no exception.
func normalSuccessors(code *bytecode.Code, p int, out []int) []int {
	in := code.Instrs[p]
	switch in.Op {
	case bytecode.JUMP:
		return append(out, int(in.A))
	case bytecode.RETURN, bytecode.RAISE, bytecode.RERAISE:
	case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_NONE:
		out = append(out, int(in.B), p+1)
	case bytecode.FOR_ITER:
		out = append(out, int(in.C), p+1)
	default:
		out = append(out, p+1)
	}
	return out
}

// regUse says whether in reads and whether it writes register r; known is
// false for instructions whose operands are not modelled.
func regUse(in bytecode.Instr, r int32) (reads, writes, known bool) {
	var o operands
	o.set(in)
	reads, writes = o.uses(r)
	return reads, writes, o.known
}

// uses says whether the instruction o models reads and whether it writes r.
func (o *operands) uses(r int32) (reads, writes bool) {
	reads = r >= 0 && (r == o.r1 || r == o.r2 || r == o.r3 || o.rlo <= r && r < o.rhi)
	return reads, o.wlo <= r && r < o.whi
}

// operands are the registers one instruction reads and writes.
type operands struct {
	r1, r2, r3 int32 // registers read (-1: none)
	rlo, rhi   int32 // and the registers [rlo, rhi) read
	wlo, whi   int32 // the registers [wlo, whi) written
	known      bool  // false: not modelled (it may read and write any)
}

// touched appends the registers o reads or writes to out, each once, in
// increasing order.
func (o operands) touched(out []int32) []int32 {
	start := len(out)
	for _, r := range [3]int32{o.r1, o.r2, o.r3} {
		if r >= 0 {
			out = append(out, r)
		}
	}
	for r := o.rlo; r < o.rhi; r++ {
		out = append(out, r)
	}
	for r := o.wlo; r < o.whi; r++ {
		out = append(out, r)
	}
	// Insertion sort: there are a handful.
	for i := start + 1; i < len(out); i++ {
		for k := i; k > start && out[k] < out[k-1]; k-- {
			out[k], out[k-1] = out[k-1], out[k]
		}
	}
	return append(out[:start], slices.Compact(out[start:])...)
}

// set makes o in's register operands. An instruction that both reads
// and writes a register writes it, except where the interpreter writes
// its result only when it is not an operand (the exclusions below),
// which liveness must not take for a write. (Filling o in place is
// faster than returning a fresh struct, which the caller would read back
// with wider loads than the stores that wrote it: a store-forwarding
// stall on every call.)
func (o *operands) set(in bytecode.Instr) {
	*o = operands{r1: -1, r2: -1, r3: -1, known: true}
	a, b, c := in.A, in.B, in.C
	switch in.Op {
	case bytecode.NOP, bytecode.JUMP:
	case bytecode.LOAD_CONST, bytecode.LOAD_GLOBAL:
		o.wlo, o.whi = a, a+1
	case bytecode.MOVE, bytecode.NEG, bytecode.POS, bytecode.INVERT, bytecode.NOT, bytecode.TRUTH,
		bytecode.GET_ITER, bytecode.FOR_ITER, bytecode.LOAD_ATTR, bytecode.LOAD_DEREF:
		o.r1, o.wlo, o.whi = b, a, a+1
	case bytecode.ADD, bytecode.SUB, bytecode.MUL, bytecode.TRUEDIV, bytecode.FLOORDIV, bytecode.MOD,
		bytecode.POW, bytecode.LSHIFT, bytecode.RSHIFT, bytecode.AND, bytecode.OR, bytecode.XOR,
		bytecode.INPLACE_ADD, bytecode.INPLACE_SUB, bytecode.INPLACE_MUL, bytecode.INPLACE_TRUEDIV,
		bytecode.INPLACE_FLOORDIV, bytecode.INPLACE_MOD, bytecode.INPLACE_POW, bytecode.INPLACE_LSHIFT,
		bytecode.INPLACE_RSHIFT, bytecode.INPLACE_AND, bytecode.INPLACE_OR, bytecode.INPLACE_XOR,
		bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE,
		bytecode.IS, bytecode.IS_NOT, bytecode.IN, bytecode.NOT_IN, bytecode.BINARY_SUBSCR:
		o.r1, o.r2, o.wlo, o.whi = b, c, a, a+1
	case bytecode.LOAD_METHOD:
		o.r1, o.wlo, o.whi = b, a, a+2
	case bytecode.STORE_DEREF, bytecode.LIST_APPEND, bytecode.STORE_ATTR:
		o.r1, o.r2 = a, b
	case bytecode.UNPACK_SEQUENCE:
		o.r1, o.wlo, o.whi = b, a, a+c
	case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_NONE, bytecode.RETURN, bytecode.CHECK_BOUND,
		bytecode.STORE_GLOBAL, bytecode.POP_EXC, bytecode.RERAISE:
		o.r1 = a
	case bytecode.BUILD_LIST, bytecode.BUILD_TUPLE, bytecode.BUILD_SET:
		o.rlo, o.rhi, o.wlo, o.whi = b, b+c, a, a+1
	case bytecode.STORE_SUBSCR:
		o.r1, o.r2, o.r3 = a, b, c
	case bytecode.PUSH_EXC:
		o.r1 = a
		if b != a {
			o.wlo, o.whi = b, b+1
		}
	case bytecode.EXC_MATCH:
		o.r1, o.r2 = b, c
		if a != b && a != c {
			o.wlo, o.whi = a, a+1
		}
	case bytecode.FORMAT_VALUE:
		o.r1, o.wlo, o.whi = b, a, a+1
		if c&4 != 0 {
			o.r2 = b + 1 // the spec
		}
	case bytecode.BUILD_STRING:
		o.rlo, o.rhi, o.wlo, o.whi = b, b+c, a, a+1
	case bytecode.BUILD_DICT:
		o.rlo, o.rhi, o.wlo, o.whi = b, b+2*c, a, a+1
	case bytecode.MAKE_FUNCTION:
		// The inputs C names, in r[A] to r[A+3] (defaults, kw-defaults,
		// closure, annotations), read before r[A] is written: as many
		// registers as C's highest bit.
		if c > 0 {
			o.rlo, o.rhi = a, a+int32(bits.Len32(uint32(c)&15))
		}
		o.wlo, o.whi = a, a+1
	case bytecode.CALL, bytecode.CALL_METHOD:
		// The callee (and the method's self), then the arguments.
		n := c + 1
		if in.Op == bytecode.CALL_METHOD {
			n++
		}
		o.rlo, o.rhi = b, b+n
		if a < b || a >= b+n {
			o.wlo, o.whi = a, a+1
		}
	default:
		o.known = false
	}
}
