//go:build linux

package tier

// Emission of split operands and results through the resident
// registers, and the fills and spills of residents.

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/patch"
	"github.com/cpjit/cpjit/stencils"
)

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
