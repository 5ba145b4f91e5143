package jit

import "github.com/cpjit/cpjit/lang/bytecode"

// deadAfter reports whether register r is dead after instruction pc: on
// every path from pc's successors, r is written before it is read (or the
// frame returns). It is conservative: an instruction whose operands it
// does not model counts as reading every register.
func deadAfter(code *bytecode.Code, pc int, r int32) bool {
	if int(r) < code.NLocals+len(code.CellVars)+len(code.FreeVars) {
		return false // locals and cells are visible to introspection
	}
	ins := code.Instrs
	seen := make([]bool, len(ins))
	work := normalSuccessors(code, pc, nil)
	if e := handlerEntry(code, pc); e != nil && e.Reg != r {
		work = append(work, int(e.Target))
	}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		if p < 0 || p >= len(ins) || seen[p] {
			continue
		}
		seen[p] = true
		reads, writes, known := regUse(ins[p], r)
		if !known || reads {
			return false
		}
		if writes {
			// r is overwritten here; but an exception raised by this
			// instruction reaches a handler with r still live (unless
			// the handler's entry writes r: it receives the exception).
			if e := handlerEntry(code, p); e != nil && e.Reg != r {
				work = append(work, int(e.Target))
			}
			continue
		}
		if ins[p].Op == bytecode.RETURN {
			continue
		}
		work = normalSuccessors(code, p, work)
		if e := handlerEntry(code, p); e != nil && e.Reg != r {
			work = append(work, int(e.Target))
		}
	}
	return true
}

// liveIn reports, for every instruction, which of regs (at most 16) are
// live on entry to it: bit k of entry pc is set when some path from pc
// may read regs[k] before writing it. It answers the question deadAfter
// answers for one point, for every point at once, by the usual backward
// fixed point. Locals and cells are always live (introspection can read
// them), and an instruction whose operands regUse does not model reads
// every register, as in deadAfter; a register an instruction writes is
// still live at it if the instruction's exception handler reads it (the
// register the handler receives the exception in is written on the way
// there).
func liveIn(code *bytecode.Code, regs []int32) []uint16 {
	ins := code.Instrs
	n := len(ins)
	nvis := int32(code.NLocals + len(code.CellVars) + len(code.FreeVars))
	use, def := make([]uint16, n), make([]uint16, n)
	var always uint16
	for k, r := range regs {
		if r < nvis {
			always |= 1 << k
		}
		for pc, in := range ins {
			reads, writes, known := regUse(in, r)
			if !known || reads {
				use[pc] |= 1 << k
			} else if writes {
				def[pc] |= 1 << k
			}
		}
	}
	live := make([]uint16, n)
	var succ []int
	for changed := true; changed; {
		changed = false
		for pc := n - 1; pc >= 0; pc-- {
			var out uint16
			succ = normalSuccessors(code, pc, succ[:0])
			for _, s := range succ {
				if s >= 0 && s < n {
					out |= live[s]
				}
			}
			in := always | use[pc] | out&^def[pc]
			if e := handlerEntry(code, pc); e != nil {
				in |= live[e.Target]&^bitsOf(regs, e.Reg) | always
			}
			if in != live[pc] {
				live[pc], changed = in, true
			}
		}
	}
	return live
}

// successors appends the instructions that may run after p.
func successors(code *bytecode.Code, p int, out []int) []int {
	out = normalSuccessors(code, p, out)
	if h := handlerOf(code, p); h >= 0 {
		out = append(out, h)
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

func handlerOf(code *bytecode.Code, p int) int {
	if e := handlerEntry(code, p); e != nil {
		return int(e.Target)
	}
	return -1
}

// handlerEntry returns the exception table entry that covers p, or nil.
// The interpreter puts the exception in register Reg on the way to its
// Target.
func handlerEntry(code *bytecode.Code, p int) *bytecode.ExcEntry {
	for i := range code.ExcTable {
		if e := &code.ExcTable[i]; int(e.Start) <= p && p < int(e.End) {
			return e
		}
	}
	return nil
}

// bitsOf returns the bits of regs (as liveIn numbers them) that name r.
func bitsOf(regs []int32, r int32) uint16 {
	var m uint16
	for k, x := range regs {
		if x == r {
			m |= 1 << k
		}
	}
	return m
}

// regUse says whether in reads and whether it writes register r; known is
// false for instructions whose operands are not modelled.
func regUse(in bytecode.Instr, r int32) (reads, writes, known bool) {
	switch in.Op {
	case bytecode.NOP, bytecode.JUMP:
		return false, false, true
	case bytecode.LOAD_CONST, bytecode.LOAD_GLOBAL:
		return false, in.A == r, true
	case bytecode.MOVE, bytecode.NEG, bytecode.POS, bytecode.INVERT, bytecode.NOT, bytecode.TRUTH,
		bytecode.GET_ITER, bytecode.FOR_ITER, bytecode.LOAD_ATTR:
		return in.B == r, in.A == r, true
	case bytecode.ADD, bytecode.SUB, bytecode.MUL, bytecode.TRUEDIV, bytecode.FLOORDIV, bytecode.MOD,
		bytecode.POW, bytecode.LSHIFT, bytecode.RSHIFT, bytecode.AND, bytecode.OR, bytecode.XOR,
		bytecode.INPLACE_ADD, bytecode.INPLACE_SUB, bytecode.INPLACE_MUL, bytecode.INPLACE_TRUEDIV,
		bytecode.INPLACE_FLOORDIV, bytecode.INPLACE_MOD, bytecode.INPLACE_POW, bytecode.INPLACE_LSHIFT,
		bytecode.INPLACE_RSHIFT, bytecode.INPLACE_AND, bytecode.INPLACE_OR, bytecode.INPLACE_XOR,
		bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE,
		bytecode.IS, bytecode.IS_NOT, bytecode.IN, bytecode.NOT_IN, bytecode.BINARY_SUBSCR:
		return in.B == r || in.C == r, in.A == r, true
	case bytecode.LOAD_METHOD:
		return in.B == r, in.A == r || in.A+1 == r, true
	case bytecode.LOAD_DEREF:
		return in.B == r, in.A == r, true
	case bytecode.STORE_DEREF:
		return in.A == r || in.B == r, false, true
	case bytecode.UNPACK_SEQUENCE:
		return in.B == r, in.A <= r && r < in.A+in.C, true
	case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_NONE, bytecode.RETURN, bytecode.CHECK_BOUND,
		bytecode.STORE_GLOBAL:
		return in.A == r, false, true
	case bytecode.BUILD_LIST, bytecode.BUILD_TUPLE, bytecode.BUILD_SET:
		return in.B <= r && r < in.B+in.C, in.A == r, true
	case bytecode.LIST_APPEND:
		return in.A == r || in.B == r, false, true
	case bytecode.STORE_SUBSCR:
		return in.A == r || in.B == r || in.C == r, false, true
	case bytecode.STORE_ATTR:
		return in.A == r || in.B == r, false, true
	case bytecode.PUSH_EXC:
		return in.A == r, in.B == r && in.A != r, true
	case bytecode.POP_EXC, bytecode.RERAISE:
		return in.A == r, false, true
	case bytecode.EXC_MATCH:
		return in.B == r || in.C == r, in.A == r && in.B != r && in.C != r, true
	case bytecode.CALL:
		return in.B <= r && r <= in.B+in.C, in.A == r && !(in.B <= r && r <= in.B+in.C), true
	case bytecode.CALL_METHOD:
		return in.B <= r && r <= in.B+in.C+1, in.A == r && !(in.B <= r && r <= in.B+in.C+1), true
	}
	return false, false, false
}
