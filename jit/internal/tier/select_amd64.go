//go:build linux

package tier

// Instruction-selection helpers: stencil choice from feedback and the
// holes' values.

import (
	"math/bits"
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/patch"
	"github.com/cpjit/cpjit/stencils"
)

// lazyOps are the instructions whose type feedback is never empty once
// they have run: with none, they have not, and compile to a side exit.
var lazyOps = func() (m [bytecode.NumOpcodes]bool) {
	for _, op := range []bytecode.Opcode{bytecode.FOR_ITER, bytecode.NEG,
		bytecode.IN, bytecode.NOT_IN, bytecode.BINARY_SUBSCR, bytecode.STORE_SUBSCR} {
		m[op] = true
	}
	for _, op := range []bytecode.Opcode{bytecode.ADD, bytecode.SUB, bytecode.MUL, bytecode.TRUEDIV,
		bytecode.FLOORDIV, bytecode.MOD, bytecode.POW, bytecode.MATMUL, bytecode.AND, bytecode.OR, bytecode.XOR,
		bytecode.LSHIFT, bytecode.RSHIFT, bytecode.INPLACE_ADD, bytecode.INPLACE_SUB, bytecode.INPLACE_MUL,
		bytecode.INPLACE_TRUEDIV, bytecode.INPLACE_FLOORDIV, bytecode.INPLACE_MOD, bytecode.INPLACE_POW,
		bytecode.INPLACE_MATMUL, bytecode.INPLACE_AND, bytecode.INPLACE_OR, bytecode.INPLACE_XOR,
		bytecode.INPLACE_LSHIFT, bytecode.INPLACE_RSHIFT,
		bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE} {
		m[op] = true
	}
	return m
}()

// strOrders holds cmp_str's and cmp_int64's K32 for LT, LE, EQ, NE, GT, GE: which of
// less (bit 0), equal (bit 1) and greater (bit 2) make the comparison true.
var strOrders = [6]uint32{0b001, 0b011, 0b010, 0b101, 0b100, 0b110}

// attrStencil returns the stencil that runs attribute instruction op for
// the classes of one inline-cache entry, with its holes set in v; nil when
// the entry is of a kind op has no stencil for (a method found for
// LOAD_ATTR, a slot or a class constant for LOAD_METHOD).
func (j *JIT) attrStencil(op bytecode.Opcode, site interp.AttrSite, v *patch.Values) *stencils.Stencil {
	if op == bytecode.LOAD_METHOD {
		if site.Method == rt.Unbound {
			if site.ClassValue != rt.Unbound || site.Slot >= 0 {
				return nil
			}
			// A callable the instance's __dict__ holds.
			v.K64, v.K64B, v.K64C, v.K64D = uint64(j.itabInstance), classAddr(site.Class), site.Version, uint64(site.Name)
			v.K32 = uint32(site.Pos)
			return j.pick[stencils.LoadMethodInstAttr]
		}
		v.K64, v.K64B, v.K64C, v.K64D = uint64(site.Method), classAddr(site.Class), site.Version, uint64(site.Hash)
		return j.pick[stencils.LoadMethodInst]
	}
	if site.Method != rt.Unbound {
		return nil
	}
	if site.ClassValue != rt.Unbound {
		if op != bytecode.LOAD_ATTR {
			return nil
		}
		v.K64, v.K64B, v.K64C, v.K64D = uint64(site.ClassValue), classAddr(site.Class), site.Version, uint64(site.Hash)
		return j.pick[stencils.LoadAttrClassVal]
	}
	// A load probes the dict when the entry does not hold the name:
	// instances of one class whose attributes were added in other orders.
	id := stencils.LoadAttrInstP
	if op == bytecode.STORE_ATTR {
		id = stencils.StoreAttrInst
	}
	v.K64, v.K64B, v.K64C, v.K64D = uint64(j.itabInstance), classAddr(site.Class), site.Version, uint64(site.Name)
	v.K32 = uint32(site.Pos)
	if site.Slot >= 0 {
		id = stencils.LoadAttrSlot
		if op == bytecode.STORE_ATTR {
			id = stencils.StoreAttrSlot
		}
		v.K32 = uint32(site.Slot)
	}
	return j.pick[id]
}

func (j *JIT) globalHoles(v *patch.Values, d *rt.Dict, pos int, name string) bool {
	key := d.KeyAt(pos)
	if s, ok := j.vm.StrOf(key); !ok || s != name {
		// A cache's position gone stale (the name deleted since, its
		// entry's key Unbound): load_global would read that entry.
		return false
	}
	v.K64 = uint64(d.EntriesAddr())
	v.K32, v.K32B = entryOffset(pos), uint32(pos)
	v.K64B = uint64(key)
	return true
}

// entryOffset is the byte offset of the value of a dict's entry pos from
// the start of its entries (the K32 of the dict-reading stencils).
func entryOffset(pos int) uint32 {
	return uint32(uintptr(pos)*rt.DictEntrySize + rt.DictEntryValue)
}

// fbObj is the feedback of operands that are not ints or floats.
const fbObj = bytecode.FbOther | bytecode.FbComplex | bytecode.FbInt64 | bytecode.FbBool

// numStencil picks the int, float or mixed stencil from feedback; nil
// when the instruction saw other types (it then always exits).
func (j *JIT) numStencil(fb uint32, set *numSet) *stencils.Stencil {
	switch {
	case fb == bytecode.FbInt:
		return set.ints
	case fb == bytecode.FbFloat:
		return set.floats
	case fb&bytecode.FbMixed != 0 && fb&(bytecode.FbInt|fbObj) == 0:
		// A float with an int (and maybe two floats): the result is a float.
		if set.fnum != nil {
			return set.fnum
		}
		return set.nums
	case fb&fbObj == 0:
		return set.nums
	}
	return nil
}

// numSet is an arithmetic operation's stencils: for two ints, two floats,
// a float and an int (when it has one), and any two numbers.
type numSet struct{ ints, floats, fnum, nums *stencils.Stencil }

// numSetOf looks up the stencils of family f in pick.
func numSetOf(pick *stencilSet, f arithFamily) numSet {
	return numSet{pick[f.ints], pick[f.floats], pick[f.fnum], pick[f.nums]}
}

// cmpForms are the stencils of a compare fused with the branch on its
// result: cmpJF stores the bool too, cmpJ makes none (for ints), cmpNumJ
// makes none (for numbers); then the compare of two ints, of two floats
// and of two numbers alone. Indexed by the compare (cmpFamilies).
type cmpForms struct {
	jf, j, numJ, ints, floats, nums *stencils.Stencil
}

func needsExit(s *stencils.Stencil) bool {
	for _, h := range s.Holes {
		if h.Kind >= stencils.HoleExit1 && h.Kind <= stencils.HoleExit8 {
			return true
		}
	}
	return false
}

// neverRan marks the instructions the interpreter has certainly not run
// in fr.Code: those whose type feedback is still empty (lazyOps), global
// loads whose cache is still empty, and every instruction after one of
// those in the same straight-line run. An instruction that is not a jump
// target or exception handler is reached only by falling through from the
// one before, so it cannot have run when that one has not (or raised each
// time). A call or raise in a branch that has never been taken (an error
// check, a rare print) then exits like any never-run instruction instead
// of keeping its loop's values out of registers.
func neverRan(fr *interp.Frame, targets []bool) []bool {
	code := fr.Code
	dead := make([]bool, len(code.Instrs))
	for pc, in := range code.Instrs {
		switch {
		case in.Op == bytecode.NOP || in.Op == bytecode.EXTRA:
			// No code of their own (EXTRA carries its predecessor's
			// operands); the run goes on through them.
			dead[pc] = pc > 0 && dead[pc-1] && !targets[pc]
			continue
		case lazyOps[in.Op] && code.Feedback[pc].Types == 0,
			in.Op == bytecode.LOAD_GLOBAL && !fr.Ran(pc),
			pc > 0 && dead[pc-1] && !targets[pc]:
			dead[pc] = true
		}
	}
	return dead
}

// jumpTargets marks every instruction control can reach other than by
// falling through (jump targets and exception handlers).
func jumpTargets(code *bytecode.Code) []bool {
	t := make([]bool, len(code.Instrs)+1)
	for _, in := range code.Instrs {
		switch in.Op {
		case bytecode.JUMP:
			t[in.A] = true
		case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_NONE:
			t[in.B] = true
		case bytecode.FOR_ITER:
			t[in.C] = true
		}
	}
	for _, e := range code.ExcTable {
		t[e.Target] = true
	}
	return t
}

// constOperand reports the constant in register r at instruction pc when
// the instruction before it loads that constant and pc is reached only
// from there.
func constOperand(ins []bytecode.Instr, consts []rt.Value, targets []bool, pc int, r int32) (rt.Value, bool) {
	if pc == 0 || targets[pc] {
		return 0, false
	}
	prev := ins[pc-1]
	if prev.Op != bytecode.LOAD_CONST || prev.A != r {
		return 0, false
	}
	return consts[prev.B], true
}

// smallConstOperand reports, for an int-only add or subtract at pc whose
// r[C] the instruction before loads with a small int k (|k| < 2**15, as in
// i += 1), the K32 of add_int_k and sub_int_k: k shifted left by 16.
func smallConstOperand(ins []bytecode.Instr, consts []rt.Value, targets []bool, pc int, fb uint32) (uint32, bool) {
	if fb != bytecode.FbInt {
		return 0, false
	}
	d, ok := constOperand(ins, consts, targets, pc, ins[pc].C)
	if !ok || !d.IsSmallInt() || d.Int() < -1<<15 || d.Int() >= 1<<15 {
		return 0, false
	}
	return uint32(int32(d.Int() << 16)), true
}

// elidedConst reports whether the LOAD_CONST at pc need not run in a
// loop's machine code: the next instruction is an add or subtract of that
// small constant (add_int_k, sub_int_k: the constant is patched into the
// instruction, which never reads the register), the register is dead
// after it, and nothing but that instruction's exits (whose stackmap
// records then hold the constant) could see the register meanwhile.
func elidedConst(lv *liveness, consts []rt.Value, targets []bool, pc int) bool {
	code := lv.code // the code being compiled
	ins := code.Instrs
	if pc+1 >= len(ins) {
		return false
	}
	lc, next := ins[pc], ins[pc+1]
	switch next.Op {
	case bytecode.ADD, bytecode.INPLACE_ADD, bytecode.SUB, bytecode.INPLACE_SUB:
	default:
		return false
	}
	if next.C != lc.A || next.B == lc.A || next.A == lc.A {
		return false
	}
	if _, ok := smallConstOperand(ins, consts, targets, pc+1, code.Feedback[pc+1].Types); !ok {
		return false
	}
	return lv.deadAfter(pc+1, lc.A)
}

// divisorHoles returns the holes of the stencils that divide by the
// constant d: d itself (K64), its magic multiplier and shift (K64B, K32;
// magicDivisor) and, when d < 2**31, d again as an imm32 (K32B, which
// sq_mod_int_k_i needs; 0 otherwise).
func divisorHoles(d uint64) (k64, k64b uint64, k32, k32b uint32) {
	m, s := magicDivisor(d)
	if d < 1<<31 {
		k32b = uint32(d)
	}
	return d, m, uint32(s), k32b
}

// magicDivisor returns m and s such that x / d == (x * m) >> 64 >> s for
// every 0 <= x < 2**63, for 1 < d < 2**47. With p = 64 + s >= 63 +
// ceil(log2 d) and m = ceil(2**p / d) = (2**p + e) / d, 0 <= e < d, the
// quotient x*m/2**p exceeds x/d by x*e/(d*2**p) < 1/d (as x*e < 2**63 * d
// <= 2**p), which never reaches the next integer, so the floor is exact;
// and m < 2**64 because d > 2**(l-1).
func magicDivisor(d uint64) (m uint64, s uint) {
	l := uint(bits.Len64(d - 1)) // ceil(log2 d)
	s = max(64, 63+l) - 64
	// 2**p / d as a 128-bit division: the high word 2**s is below d
	// (d > 2**(l-1) >= 2**s), so the quotient fits in 64 bits.
	q, r := bits.Div64(1<<s, 0, d)
	if r != 0 {
		q++
	}
	return q, s
}

// fusedMul describes MUL t, x, y; LOAD_CONST k, d; MOD a, t, k (or
// FLOORDIV) where t is dead afterwards: the product need not be boxed.
type fusedMul struct {
	a int32
	d uint64
}

func fusedMulMod(lv *liveness, consts []rt.Value, targets []bool, pc int) (fusedMul, bool) {
	code := lv.code // the code being compiled
	ins := code.Instrs
	mul, lc, mod := ins[pc], ins[pc+1], ins[pc+2]
	if lc.Op != bytecode.LOAD_CONST || targets[pc+1] || targets[pc+2] {
		return fusedMul{}, false
	}
	if mod.Op != bytecode.MOD && mod.Op != bytecode.INPLACE_MOD {
		return fusedMul{}, false
	}
	if mod.B != mul.A || mod.C != lc.A || lc.A == mul.B || lc.A == mul.C || lc.A == mul.A {
		return fusedMul{}, false
	}
	d := consts[lc.B]
	if !d.IsSmallInt() || d.Int() < 2 || !lv.deadAfter(pc+2, mul.A) {
		return fusedMul{}, false
	}
	return fusedMul{a: mod.A, d: uint64(d.Int())}, true
}

// classAddr is the address of a builtin class, which machine code compares
// with an object's Head.cls (builtin classes are immortal).
func classAddr(c *rt.Class) uint64 { return uint64(uintptr(unsafe.Pointer(c))) }

// hashedTypes is the table of class addresses the hashed lookups
// (in_hashed, subscr_dict, store_subscr_dict) and in_seq compare with, in
// the order of the assembly's HT_* offsets: dict, set, frozenset, str,
// type, list, tuple, bytes, bytearray (call_len). A package variable, so
// the address machine code embeds stays valid.
var hashedTypes [9]uint64

// unboxedClasses are the handles of int, float, bool, NoneType and str,
// in that order: call_type's answers for the values that are not heap
// objects (and for a str interned after start-up).
var unboxedClasses [5]uint64

// unboxedClassesAddr returns the address of unboxedClasses, filled first.
func unboxedClassesAddr() uint64 {
	if unboxedClasses[0] == 0 {
		unboxedClasses = [5]uint64{uint64(rt.IntType.Self()), uint64(rt.FloatType.Self()), uint64(rt.BoolType.Self()),
			uint64(rt.NoneType.Self()), uint64(rt.StrType.Self())}
	}
	return uint64(uintptr(unsafe.Pointer(&unboxedClasses)))
}

// hashedTypesAddr returns the address of hashedTypes, filled first.
func hashedTypesAddr() uint64 {
	if hashedTypes[0] == 0 {
		hashedTypes = [9]uint64{classAddr(rt.DictType), classAddr(rt.SetType), classAddr(rt.FrozenSetType),
			classAddr(rt.StrType), classAddr(rt.TypeType), classAddr(rt.ListType), classAddr(rt.TupleType),
			classAddr(rt.BytesType), classAddr(rt.ByteArrayType)}
	}
	return uint64(uintptr(unsafe.Pointer(&hashedTypes)))
}
