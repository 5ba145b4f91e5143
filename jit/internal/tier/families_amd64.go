//go:build linux

package tier

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/stencils"
)

// The stencil families that the assembly spells with a register, a
// condition or an operation in their names, as tables indexed by that
// register, condition or operation. The compiler reaches every stencil
// through a stencils.ID (never by name), and picks the CPU-feature variant
// of an ID in one place (pickStencils).

// intRegFamily is the stencils of one int resident register (index k:
// residentRegs[k]).
type intRegFamily struct {
	axFrom, cxFrom, toReg    stencils.ID // mov_ax_R, mov_cx_R, mov_R_ax
	fill, spill              stencils.ID // fill_R, spill_R
	fillI, spillI, fillIU    stencils.ID // fill_i_R, spill_i_R, fill_iu_R
	addAX, subAX, addK, subK stencils.ID // add_ax_R, sub_ax_R, add_k_R, sub_k_R
}

var intRegFamilies = [numResidents]intRegFamily{
	{stencils.MovAxR8, stencils.MovCxR8, stencils.MovR8Ax, stencils.FillR8, stencils.SpillR8, stencils.FillIR8, stencils.SpillIR8, stencils.FillIuR8, stencils.AddAxR8, stencils.SubAxR8, stencils.AddKR8, stencils.SubKR8},
	{stencils.MovAxR9, stencils.MovCxR9, stencils.MovR9Ax, stencils.FillR9, stencils.SpillR9, stencils.FillIR9, stencils.SpillIR9, stencils.FillIuR9, stencils.AddAxR9, stencils.SubAxR9, stencils.AddKR9, stencils.SubKR9},
	{stencils.MovAxR10, stencils.MovCxR10, stencils.MovR10Ax, stencils.FillR10, stencils.SpillR10, stencils.FillIR10, stencils.SpillIR10, stencils.FillIuR10, stencils.AddAxR10, stencils.SubAxR10, stencils.AddKR10, stencils.SubKR10},
	{stencils.MovAxDi, stencils.MovCxDi, stencils.MovDiAx, stencils.FillDi, stencils.SpillDi, stencils.FillIDi, stencils.SpillIDi, stencils.FillIuDi, stencils.AddAxDi, stencils.SubAxDi, stencils.AddKDi, stencils.SubKDi},
}

// cmpRR[k][m] is cmp_R_S: compare int residents R and S (k: R, m: S; none when k == m).
var cmpRR = [numResidents][numResidents]stencils.ID{
	{0, stencils.CmpR8R9, stencils.CmpR8R10, stencils.CmpR8Di},
	{stencils.CmpR9R8, 0, stencils.CmpR9R10, stencils.CmpR9Di},
	{stencils.CmpR10R8, stencils.CmpR10R9, 0, stencils.CmpR10Di},
	{stencils.CmpDiR8, stencils.CmpDiR9, stencils.CmpDiR10, 0},
}

// addRR[k][m] is add_R_S: R += S for int residents (k: R, m: S; none when k == m).
var addRR = [numResidents][numResidents]stencils.ID{
	{0, stencils.AddR8R9, stencils.AddR8R10, stencils.AddR8Di},
	{stencils.AddR9R8, 0, stencils.AddR9R10, stencils.AddR9Di},
	{stencils.AddR10R8, stencils.AddR10R9, 0, stencils.AddR10Di},
	{stencils.AddDiR8, stencils.AddDiR9, stencils.AddDiR10, 0},
}

// subRR[k][m] is sub_R_S: R -= S for int residents (k: R, m: S; none when k == m).
var subRR = [numResidents][numResidents]stencils.ID{
	{0, stencils.SubR8R9, stencils.SubR8R10, stencils.SubR8Di},
	{stencils.SubR9R8, 0, stencils.SubR9R10, stencils.SubR9Di},
	{stencils.SubR10R8, stencils.SubR10R9, 0, stencils.SubR10Di},
	{stencils.SubDiR8, stencils.SubDiR9, stencils.SubDiR10, 0},
}

// floatRegFamily is the stencils of one float resident register (index
// k: floatRegs[k]).
type floatRegFamily struct {
	x0From, x1From, xFromX0, xFromAX stencils.ID // mov_x0_X, mov_x1_X, mov_X_x0, mov_X_ax
	fill, spill                      stencils.ID // fill_X, spill_X
}

var floatRegFamilies = [numFloatResidents]floatRegFamily{
	{stencils.MovX0X8, stencils.MovX1X8, stencils.MovX8X0, stencils.MovX8Ax, stencils.FillX8, stencils.SpillX8},
	{stencils.MovX0X9, stencils.MovX1X9, stencils.MovX9X0, stencils.MovX9Ax, stencils.FillX9, stencils.SpillX9},
	{stencils.MovX0X10, stencils.MovX1X10, stencils.MovX10X0, stencils.MovX10Ax, stencils.FillX10, stencils.SpillX10},
	{stencils.MovX0X11, stencils.MovX1X11, stencils.MovX11X0, stencils.MovX11Ax, stencils.FillX11, stencils.SpillX11},
}

// complexRegFamily is the stencils of one complex resident pair (index
// k: complexNums[k]).
type complexRegFamily struct {
	c01From, c23From, cFromC01 stencils.ID // mov_c01_C, mov_c23_C, mov_C_c01
	fill, spill, real, imag    stencils.ID // fill_C, spill_C, real_C, imag_C
}

var complexRegFamilies = [numComplexResidents]complexRegFamily{
	{stencils.MovC01C0, stencils.MovC23C0, stencils.MovC0C01, stencils.FillC0, stencils.SpillC0, stencils.RealC0, stencils.ImagC0},
	{stencils.MovC01C1, stencils.MovC23C1, stencils.MovC1C01, stencils.FillC1, stencils.SpillC1, stencils.RealC1, stencils.ImagC1},
	{stencils.MovC01C2, stencils.MovC23C2, stencils.MovC2C01, stencils.FillC2, stencils.SpillC2, stencils.RealC2, stencils.ImagC2},
}

// cmpFamily is the stencils of one compare (index: the opcode minus
// bytecode.LT: LT, LE, EQ, NE, GT, GE).
type cmpFamily struct {
	ints, floats, nums  stencils.ID // C_int, C_float, C_num: the bool of two ints, floats, numbers
	intJF, intJ, numJ   stencils.ID // C_int_jf, C_int_j, C_num_j: fused with the branch on it
	intI, intJFI, intJI stencils.ID // the _i forms of C_int, C_int_jf, C_int_j
	// jFalse is j_CC: the branch taken when the compare is false (lt's is
	// j_ge), after cmp_R_S compared two int residents.
	jFalse stencils.ID
}

var cmpFamilies = [6]cmpFamily{
	{stencils.LtInt, stencils.LtFloat, stencils.LtNum, stencils.LtIntJf, stencils.LtIntJ, stencils.LtNumJ, stencils.LtIntI, stencils.LtIntJfI, stencils.LtIntJI, stencils.JGe},
	{stencils.LeInt, stencils.LeFloat, stencils.LeNum, stencils.LeIntJf, stencils.LeIntJ, stencils.LeNumJ, stencils.LeIntI, stencils.LeIntJfI, stencils.LeIntJI, stencils.JG},
	{stencils.EqInt, stencils.EqFloat, stencils.EqNum, stencils.EqIntJf, stencils.EqIntJ, stencils.EqNumJ, stencils.EqIntI, stencils.EqIntJfI, stencils.EqIntJI, stencils.JNe},
	{stencils.NeInt, stencils.NeFloat, stencils.NeNum, stencils.NeIntJf, stencils.NeIntJ, stencils.NeNumJ, stencils.NeIntI, stencils.NeIntJfI, stencils.NeIntJI, stencils.JE},
	{stencils.GtInt, stencils.GtFloat, stencils.GtNum, stencils.GtIntJf, stencils.GtIntJ, stencils.GtNumJ, stencils.GtIntI, stencils.GtIntJfI, stencils.GtIntJI, stencils.JLe},
	{stencils.GeInt, stencils.GeFloat, stencils.GeNum, stencils.GeIntJf, stencils.GeIntJ, stencils.GeNumJ, stencils.GeIntI, stencils.GeIntJfI, stencils.GeIntJI, stencils.JL},
}

// arithFamily is an arithmetic operation's stencils: for two ints, two
// floats, a float and an int (0 when it has none), any two numbers.
type arithFamily struct{ ints, floats, fnum, nums stencils.ID }

var (
	addFamily = arithFamily{stencils.AddInt, stencils.AddFloat, stencils.AddFnum, stencils.AddNum}
	subFamily = arithFamily{stencils.SubInt, stencils.SubFloat, stencils.SubFnum, stencils.SubNum}
	mulFamily = arithFamily{stencils.MulInt, stencils.MulFloat, stencils.MulFnum, stencils.MulNum}
)

// bitOps are the int bit operations' stencils, by opcode.
var bitOps = map[bytecode.Opcode]stencils.ID{
	bytecode.AND: stencils.AndInt, bytecode.INPLACE_AND: stencils.AndInt, bytecode.OR: stencils.OrInt,
	bytecode.INPLACE_OR: stencils.OrInt, bytecode.XOR: stencils.XorInt, bytecode.INPLACE_XOR: stencils.XorInt,
	bytecode.LSHIFT: stencils.LshiftInt, bytecode.INPLACE_LSHIFT: stencils.LshiftInt,
	bytecode.RSHIFT: stencils.RshiftInt, bytecode.INPLACE_RSHIFT: stencils.RshiftInt,
}

// complexOps maps the arithmetic instructions a complex resident takes
// part in to the stencils that do them on register pairs.
var complexOps = [bytecode.NumOpcodes]stencils.ID{
	bytecode.ADD: stencils.AddComplexC, bytecode.INPLACE_ADD: stencils.AddComplexC,
	bytecode.SUB: stencils.SubComplexC, bytecode.INPLACE_SUB: stencils.SubComplexC,
	bytecode.MUL: stencils.MulComplexC, bytecode.INPLACE_MUL: stencils.MulComplexC}

// floatXStencils maps the split stencils that have an _x form (operands
// and result in XMM registers) to it. They are also exactly the split
// stencils whose result is always a float, so it can go to a float
// resident (access.fresult). The float stencils' operands must be
// floats (ax_to_x0, cx_to_x1 check: floatOperands), the others' ints or
// floats (ax_num_to_x0, cx_num_to_x1 convert); the _x form is used only
// when an operand is a float resident, so two ints never reach it.
var floatXStencils = map[stencils.ID]stencils.ID{
	stencils.AddFloat: stencils.AddFloatX, stencils.SubFloat: stencils.SubFloatX, stencils.MulFloat: stencils.MulFloatX,
	stencils.AddFnum: stencils.AddFloatX, stencils.SubFnum: stencils.SubFloatX, stencils.MulFnum: stencils.MulFloatX,
	stencils.TruedivNum: stencils.TruedivX}

// floatXRStencils maps the _x stencils to their _xr forms, for a result
// that goes to a float resident: no value word in AX, and no check that
// the result is one (see mul_float_xr).
var floatXRStencils = map[stencils.ID]stencils.ID{stencils.AddFloatX: stencils.AddFloatXr,
	stencils.SubFloatX: stencils.SubFloatXr, stencils.MulFloatX: stencils.MulFloatXr, stencils.TruedivX: stencils.TruedivXr}

// floatOperands are the stencils (ID) whose operands are both floats
// (the _float stencils): their _x form checks rather than converts them.
var floatOperands = map[stencils.ID]bool{
	stencils.SquareFloat: true, stencils.AddFloat: true, stencils.SubFloat: true, stencils.MulFloat: true, stencils.LtFloat: true, stencils.LeFloat: true, stencils.GtFloat: true, stencils.GeFloat: true, stencils.EqFloat: true, stencils.NeFloat: true}

// intStencils maps the int split stencils that have an _i form (operands
// and an int result in the working form, see stencils_amd64.s) to it.
var intStencils = map[stencils.ID]stencils.ID{
	stencils.AddInt:             stencils.AddIntI,
	stencils.SubInt:             stencils.SubIntI,
	stencils.MulInt:             stencils.MulIntI,
	stencils.AddIntK:            stencils.AddIntKI,
	stencils.SubIntK:            stencils.SubIntKI,
	stencils.ModIntK:            stencils.ModIntKI,
	stencils.FloordivIntK:       stencils.FloordivIntKI,
	stencils.MulModIntK:         stencils.MulModIntKI,
	stencils.SubscrSeqS:         stencils.SubscrSeqSI,
	stencils.StoreSubscrListS:   stencils.StoreSubscrListSI,
	stencils.SubscrVecF64S:      stencils.SubscrVecF64SI,
	stencils.SubscrVecI32S:      stencils.SubscrVecI32SI,
	stencils.SubscrVecI64S:      stencils.SubscrVecI64SI,
	stencils.StoreSubscrVecF64S: stencils.StoreSubscrVecF64SI,
	stencils.StoreSubscrVecI32S: stencils.StoreSubscrVecI32SI,
	stencils.StoreSubscrVecI64S: stencils.StoreSubscrVecI64SI,
	stencils.ForRangeR:          stencils.ForRangeRI,
	stencils.AndInt:             stencils.AndIntI,
	stencils.OrInt:              stencils.OrIntI,
	stencils.XorInt:             stencils.XorIntI,
	stencils.LshiftInt:          stencils.LshiftIntI,
	stencils.RshiftInt:          stencils.RshiftIntI,
	stencils.ModInt:             stencils.ModIntI,
	stencils.FloordivInt:        stencils.FloordivIntI,
	stencils.NegInt:             stencils.NegIntI,
	stencils.LtInt:              stencils.LtIntI,
	stencils.LtIntJf:            stencils.LtIntJfI,
	stencils.LtIntJ:             stencils.LtIntJI,
	stencils.LeInt:              stencils.LeIntI,
	stencils.LeIntJf:            stencils.LeIntJfI,
	stencils.LeIntJ:             stencils.LeIntJI,
	stencils.EqInt:              stencils.EqIntI,
	stencils.EqIntJf:            stencils.EqIntJfI,
	stencils.EqIntJ:             stencils.EqIntJI,
	stencils.NeInt:              stencils.NeIntI,
	stencils.NeIntJf:            stencils.NeIntJfI,
	stencils.NeIntJ:             stencils.NeIntJI,
	stencils.GtInt:              stencils.GtIntI,
	stencils.GtIntJf:            stencils.GtIntJfI,
	stencils.GtIntJ:             stencils.GtIntJI,
	stencils.GeInt:              stencils.GeIntI,
	stencils.GeIntJf:            stencils.GeIntJfI,
	stencils.GeIntJ:             stencils.GeIntJI,
}
