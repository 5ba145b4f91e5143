//go:build linux

package tier

// Instruction selection: per opcode, the stencil an instruction gets from
// its operands' feedback (or the code a fused pair, a guarded chain or a
// call emits itself). translate_amd64.go emits what it selects.

// Translation: bytecode to machine code, as passes of a translator
// (instruction selection per opcode, then emission of hot and cold code).

import (
	"slices"
	"unsafe"

	"github.com/cpjit/cpjit/frames"
	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/patch"
	"github.com/cpjit/cpjit/stencils"
)

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
	case bytecode.LOAD_NAME, bytecode.STORE_NAME:
		t.name(x)
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
		bytecode.POW, bytecode.INPLACE_POW, bytecode.NEG, bytecode.MATMUL, bytecode.INPLACE_MATMUL:
		t.arith(x)
	case bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE:
		t.compare(x)
	case bytecode.FOR_ITER:
		t.forIter(x)
	case bytecode.GET_ITER:
		t.getIter(x)
	case bytecode.BINARY_SUBSCR, bytecode.STORE_SUBSCR:
		t.subscr(x)
	case bytecode.CALL, bytecode.CALL_METHOD:
		t.call(x)
	case bytecode.CALL_KW:
		if !t.callKW(x) {
			t.simple(x)
		}
	case bytecode.BUILD_TUPLE, bytecode.BUILD_LIST:
		t.buildSeq(x)
	case bytecode.BUILD_DICT, bytecode.BUILD_SET:
		if x.in.C == 0 {
			t.buildEmpty(x)
		} else {
			t.simple(x)
		}
	case bytecode.BUILD_SLICE:
		if !t.sliceList(x) && !t.storeSliceList(x) {
			t.simple(x)
		}
	default:
		t.simple(x)
	}
}

// move emits a MOVE: a split load and store, or, for abs(z) of a complex
// resident, the MOVE and the CALL of abs after it as one.
func (t *translator) move(x *step) {
	j, fr, ins, n, u, b, cur, targets, dead, labels, dry := t.j, t.fr, t.ins, t.n, t.u, t.b, t.cur, t.targets, t.dead, t.labels, t.dry
	pc, in := x.pc, x.in
	if absFn, ok := j.absOfMove(fr, targets, dead, pc); ok && (dry && j.complexArg(fr, in.B) || !dry && cur.cresident(in.B) >= 0) {
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

// complexArg says whether abs's argument in r[x] is taken for a complex
// when the loop's residents are chosen: it holds an exact complex now, or
// complex arithmetic of the code reads or writes r[x] (z = z * z + c, z
// an int 0 when the unit is compiled). Any other value would make it a
// complex resident whose fill fails at every entry to the loop (abs(x) of
// a float exited at every iteration).
func (j *JIT) complexArg(fr *interp.Frame, x int32) bool {
	if v := fr.Regs[x]; v != rt.Unbound && j.vm.ClassOf(v) == rt.ComplexType {
		return true
	}
	for pc, in := range fr.Code.Instrs {
		if (in.A == x || in.B == x || in.C == x) && complexOp(fr.Code, pc) {
			return true
		}
	}
	return false
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
	j, fr, u := t.j, t.fr, t.u
	pc, in := x.pc, x.in
	switch in.Op {
	case bytecode.LOAD_GLOBAL:
		u.unseen[pc] = !fr.Ran(pc)
		if site, ok := fr.GlobalSite(pc); ok {
			t.loadGlobal(x, site)
		}
	case bytecode.STORE_GLOBAL:
		if pos, ok := fr.GlobalEntry(pc); ok {
			x.s = j.pick[stencils.StoreGlobal]
			x.v.K64, x.v.K64B = uint64(uintptr(unsafe.Pointer(fr.Globals))), uint64(fr.Globals.KeyAt(pos))
			x.v.K32, x.v.K32B = entryOffset(pos), uint32(pos)
			u.keep = append(u.keep, fr.Globals)
		}
	}
}

// loadGlobal selects load_global for a load of the name that site found:
// from the globals, or, when it is not a global, from the builtins behind
// a guard that the globals still lack it.
func (t *translator) loadGlobal(x *step, site interp.GlobalSite) {
	j, fr, u, b := t.j, t.fr, t.u, t.b
	name := t.code.Names[t.code.Instrs[x.pc].B]
	if site.Pos >= 0 {
		if j.globalHoles(&x.v, site.Globals, site.Pos, name) {
			x.s = j.pick[stencils.LoadGlobal]
			u.keep = append(u.keep, site.Globals)
		}
		return
	}
	if fr.Builtins == nil || !j.globalHoles(&x.v, fr.Builtins, site.BuiltinPos, name) {
		return
	}
	g := j.pick[stencils.GlobalAbsent]
	gv := patch.Values{K64: uint64(uintptr(unsafe.Pointer(site.Globals))), K64B: site.GlobalsKeys, K64D: uint64(rt.HashString(name)),
		Exit: t.exitFor(x.pc), Next: b.NewLabel()}
	b.Emit(g, &gv)
	b.Bind(gv.Next)
	x.s = j.pick[stencils.LoadGlobal] // (globalHoles filled x.v above)
	u.keep = append(u.keep, site.Globals, fr.Builtins)
}

// name selects the stencils of LOAD_NAME and STORE_NAME in code whose
// frame's locals are its globals (a module's body, where a program's
// top-level loops run): those of LOAD_GLOBAL and STORE_GLOBAL, since the
// name is then looked up in the globals and the builtins, and stored in
// the globals. The unit then runs only frames whose locals are their
// globals (Run checks namesGlobal; the unit is for these globals only,
// whose class cannot change); class bodies, exec with separate locals
// and a mapping of a dict subclass as both (whose __getitem__ and
// __setitem__ are called) keep the exits.
func (t *translator) name(x *step) {
	j, fr, u := t.j, t.fr, t.u
	pc, in := x.pc, x.in
	if fr.Locals == nil || fr.Locals != fr.Globals || fr.Locals.Class() != rt.DictType {
		return
	}
	switch in.Op {
	case bytecode.LOAD_NAME:
		u.unseen[pc] = !fr.Ran(pc)
		site, ok := fr.NameSite(pc)
		if !ok {
			return
		}
		u.namesGlobal = true
		t.loadGlobal(x, site)
	case bytecode.STORE_NAME:
		if pos, ok := fr.GlobalEntry(pc); ok {
			u.namesGlobal = true
			x.s = j.pick[stencils.StoreGlobal]
			x.v.K64, x.v.K64B = uint64(uintptr(unsafe.Pointer(fr.Globals))), uint64(fr.Globals.KeyAt(pos))
			x.v.K32, x.v.K32B = entryOffset(pos), uint32(pos)
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
	if in.Op == bytecode.LOAD_ATTR && code.Names[in.C] == "__class__" {
		// Any receiver whose class serves object's __class__.
		x.s, x.v.K64 = j.pick[stencils.LoadAttrClassOf], unboxedClassesAddr()
		return
	}
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
			h := int64(0)
			if st.ID == stencils.LoadAttrInstP {
				h = site.Hash // the name's, which the stencil probes for
			}
			chain, chainS, hashes = append(chain, sv), append(chainS, st), append(hashes, h)
			u.keep = append(u.keep, site.Class)
			u.classes = append(u.classes, classDep{site.Class, site.Version})
			if in.Op == bytecode.STORE_ATTR && site.Slot < 0 {
				// The name not there yet: __init__ adding it.
				chain, chainS, hashes = append(chain, sv), append(chainS, j.pick[stencils.StoreAttrAdd]), append(hashes, site.Hash)
			}
		}
	}
	addHash := func(i int) {
		if id := chainS[i].ID; id == stencils.StoreAttrAdd || id == stencils.LoadAttrInstP {
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
		if x.s == nil && in.Op != bytecode.STORE_ATTR {
			t.objAttr(x)
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
	t.emitChain(chain, chainS, addHash)
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

// objAttr selects the stencil of a LOAD_ATTR or LOAD_METHOD whose
// receiver was no plain instance, from the site's object cache
// (interp.ObjSites): an attribute of a module read from its dict's entry,
// a class's attribute that needs no binding (a constant, a static method,
// a nested class) as a constant behind the class's version, or a method of
// a builtin type behind the receiver's exact class; for a site that has
// seen several classes or builtin types, a chain of those.
func (t *translator) objAttr(x *step) {
	j, fr, code, u, b := t.j, t.fr, t.code, t.u, t.b
	pc, in := x.pc, x.in
	sites := fr.ObjSites(pc)
	if len(sites) == 0 {
		return
	}
	method := in.Op == bytecode.LOAD_METHOD
	if site := sites[0]; site.Module {
		mod, isMod := j.vm.Get0(site.Obj).(*rt.Module)
		if !isMod || mod.Class() != rt.ModuleType || mod.Dict() != site.Dict {
			return
		}
		if _, found := rt.ModuleType.Lookup(j.vm, code.Names[in.C]); found {
			return
		}
		x.s = j.pick[stencils.LoadAttrModule]
		if method {
			x.s = j.pick[stencils.LoadMethodModule]
		}
		d := site.Dict
		x.v.K64, x.v.K32 = uint64(uintptr(unsafe.Pointer(d))), entryOffset(site.Pos)
		x.v.K64B, x.v.K64C, x.v.K64D = site.Keys, uint64(site.Obj), classAddr(rt.ModuleType)
		u.keep = append(u.keep, d)
		u.unseen[pc] = false // it has run (its cache says so)
		return
	}
	// Classes and builtin types, one guarded stencil for each the site
	// has seen, chained as attr chains instance classes: all but the last
	// go on to the next when a guard fails (they write nothing before
	// their guards pass); the last exits. A class's stencil takes its
	// metaclass's version in X4 (ld_hash before it: its holes are full).
	var chain []patch.Values
	var chainS []*stencils.Stencil
	var metaVers []uint64
	for _, site := range sites {
		sv := x.v
		switch {
		case site.Class:
			st := j.pick[stencils.LoadAttrClass]
			if method {
				st = j.pick[stencils.LoadMethodClass]
			}
			sv.K64, sv.K64B, sv.K64C, sv.K64D = uint64(site.Val), uint64(uintptr(unsafe.Pointer(site.Cls))), site.Version, classAddr(site.Meta)
			u.keep = append(u.keep, site.Cls, site.Meta)
			chain, chainS, metaVers = append(chain, sv), append(chainS, st), append(metaVers, site.MetaVersion)
		case site.Builtin:
			if !method || !noDictBuiltin(site.Cls) {
				continue
			}
			sv.K64, sv.K64B = uint64(site.Val), classAddr(site.Cls)
			chain, chainS, metaVers = append(chain, sv), append(chainS, j.pick[stencils.LoadMethodBuiltin]), append(metaVers, 0)
		}
	}
	if len(chain) == 0 {
		return
	}
	metaVersion := func(i int) {
		if id := chainS[i].ID; id == stencils.LoadAttrClass || id == stencils.LoadMethodClass {
			hv := patch.Values{K64: metaVers[i], Next: b.NewLabel()}
			b.Emit(j.pick[stencils.LdHash], &hv)
			b.Bind(hv.Next)
		}
	}
	t.emitChain(chain, chainS, metaVersion)
	last := len(chain) - 1
	if last > 0 {
		u.polySites++
	}
	x.s, x.v = chainS[last], chain[last]
	u.unseen[pc] = false // it has run (its cache says so)
}

// emitChain emits all but the last of a chain of guarded stencils (an
// attribute site's, one per class): each goes on to the next when its
// guard fails, which it checks before writing anything. pre emits what a
// link needs before it (its name's hash, its metaclass's version), the
// last link's too; the caller emits the last link, whose guards exit.
func (t *translator) emitChain(chain []patch.Values, chainS []*stencils.Stencil, pre func(int)) {
	b := t.b
	for i := range len(chain) - 1 {
		chain[i].Exit = b.NewLabel()
		pre(i)
		b.Emit(chainS[i], &chain[i])
		b.Bind(chain[i].Exit)
	}
	pre(len(chain) - 1)
}

// noDictBuiltin reports whether instances of exactly c never have a
// __dict__ (load_method_builtin's receivers, guarded by their exact
// class): a builtin class, of the runtime or of a module written in Go
// (str, list, deque, re.Match, datetime...), whose instances get no
// dict, which is not a metaclass (a class has a namespace).
func noDictBuiltin(c *rt.Class) bool {
	return c.Builtin && !c.HasDict && c != rt.ModuleType && !c.IsSubclass(rt.TypeType)
}

// callKW emits a CALL_KW whose keywords name, in order, the parameters
// after its positional arguments (kwInOrder): a positional call of a plain
// function (call_native) or of a bound method seen at its exits
// (call_native_b). It reports false, emitting nothing, for any other. Its
// exits are step exits: the interpreter makes the call with keywords.
func (t *translator) callKW(x *step) bool {
	j, fr, code, n, u, b, cur, targets := t.j, t.fr, t.code, t.n, t.u, t.b, t.cur, t.targets
	pc, in := x.pc, x.in
	if pc+2 >= n || cur != nil {
		return false
	}
	var s *stencils.Stencil
	var fn *rt.Function
	if bf, ok := j.boundCallees[callSite{code, pc}]; ok {
		s, fn = j.pick[stencils.CallNativeB], bf
		x.v.K64, x.v.K64C, x.v.K64D = uint64(uintptr(unsafe.Pointer(fn.Code))), uint64(j.itabFunction), uint64(uintptr(unsafe.Pointer(fn.Globals)))
		x.v.K32 = uint32(8 * (in.C + 1))
		hv := patch.Values{K64: uint64(j.itabBound), Next: b.NewLabel()}
		b.Emit(j.pick[stencils.LdHash], &hv)
		b.Bind(hv.Next)
		if u.bound == nil {
			u.bound = map[int]bool{}
		}
		u.bound[pc] = true
	} else if fns, argc, _ := j.nativeCallees(fr, code, targets, pc); len(fns) == 1 {
		s, fn = j.moves.callNative, fns[0]
		x.v.K64, x.v.K32 = uint64(fn.Self()), uint32(8*argc)
	} else {
		return false
	}
	c := j.cellFor(fn)
	u.keep = append(u.keep, c)
	x.v.K64B, x.v.Exit = uint64(uintptr(unsafe.Pointer(c))), t.exitFor(pc)
	u.native[pc], u.nativeCalls = true, true
	u.native[pc+1] = true // the EXTRA after it (no code)
	b.Emit(s, &x.v)
	x.done = true
	return true
}

// intbOps are the operators with a stencil for small ints and bools
// mixed (add_intb and kin): those whose result is always an int (True &
// True is a bool).
var intbOps = map[bytecode.Opcode]stencils.ID{
	bytecode.ADD: stencils.AddIntb, bytecode.INPLACE_ADD: stencils.AddIntb,
	bytecode.SUB: stencils.SubIntb, bytecode.INPLACE_SUB: stencils.SubIntb,
	bytecode.MUL: stencils.MulIntb, bytecode.INPLACE_MUL: stencils.MulIntb,
}

// arith selects the arithmetic stencils from the operands' feedback: ints,
// floats or numbers, a small constant operand, a constant divisor, and
// a multiply fused with the modulo after it.
func (t *translator) arith(x *step) {
	j, lv, ins, n, u, b, cur, consts, targets, labels := t.j, t.lv, t.ins, t.n, t.u, t.b, t.cur, t.consts, t.targets, t.labels
	pc, in, fb := x.pc, x.in, x.fb
	if id, ok := int64Ops[in.Op]; ok && fb&bytecode.FbInt64 != 0 && fb&^(bytecode.FbInt|bytecode.FbInt64) == 0 {
		// Ints beyond int48 (in int64's range), maybe with small ones.
		p := j.intPoolFor()
		if u.seqs == nil {
			u.seqs = map[int][]*seqPool{}
		}
		u.seqs[pc] = []*seqPool{p}
		x.s = j.pick[id]
		x.v.K64, x.v.K64B, x.v.K64C = uint64(j.itabInt), classAddr(rt.IntType), uint64(uintptr(unsafe.Pointer(p)))
		x.v.Target = t.refillFor(pc)
		return
	}
	if t.binopDunder(x) {
		return
	}
	if id, ok := intbOps[in.Op]; ok && fb&bytecode.FbBool != 0 && fb&^(bytecode.FbInt|bytecode.FbBool) == 0 {
		// Small ints and bools (acc += cond): the bools count as 0 and
		// 1, and the result is an int.
		x.s = j.pick[id]
		return
	}
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
	if site := j.eqSiteFor(t.code, pc); (in.Op == bytecode.EQ || in.Op == bytecode.NE) && fb == bytecode.FbOther &&
		(!site.compiled || site.cls != nil) {
		// Objects: instances of a class that compares by identity
		// (eq_ident's site holds it once an exit has met one, noteEq).
		// The site outlives the unit: when the unit is recompiled (its
		// exits count) and no exit has filled the site, the objects
		// compared are of other kinds, and the comparison only exits,
		// as it did before it had a stencil.
		if !t.dry {
			site.compiled = true
			u.keep = append(u.keep, site)
			if u.eqs == nil {
				u.eqs = map[int]*eqSite{}
			}
			u.eqs[pc] = site
		}
		x.s = j.pick[stencils.EqIdent]
		x.v.K64 = uint64(uintptr(unsafe.Pointer(site)))
		if in.Op == bytecode.EQ {
			x.v.K32 = 1
		}
		return
	}
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
	case fb&bytecode.FbInt64 != 0 && fb&^(bytecode.FbInt|bytecode.FbInt64) == 0:
		// Ints beyond int48 (in int64's range), maybe with small ones:
		// a running total or a hash compared with a bound.
		x.s = j.pick[stencils.CmpInt64]
		x.v.K32 = strOrders[in.Op-bytecode.LT]
		x.v.K64, x.v.K64B = uint64(j.itabInt), classAddr(rt.IntType)
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
	j, u, fr, b, cur := t.j, t.u, t.fr, t.b, t.cur
	pc, in, fb := x.pc, x.in, x.fb
	switch in.Op {
	case bytecode.IN, bytecode.NOT_IN:
		switch fb {
		case bytecode.FbList:
			x.s = j.pick[stencils.InListInt]
			x.v.K64B = classAddr(rt.ListType)
		case bytecode.FbTuple:
			// A key whose equality with the items needs no
			// __eq__, in an exact list or tuple: scanned in place.
			x.s = j.pick[stencils.InSeq]
			x.v.K64 = hashedTypesAddr()
		case bytecode.FbHashed:
			// A key machine code hashes in an exact dict, set or
			// frozenset: probed in place.
			x.s = j.pick[stencils.InHashed]
			x.v.K64 = hashedTypesAddr()
			t.markHashed(pc)
		case bytecode.FbStr:
			// A substring test of two exact strs: searched in place.
			x.s = j.pick[stencils.InStr]
			x.v.K64 = hashedTypesAddr()
		}
		if x.s != nil && in.Op == bytecode.IN {
			x.v.K32 = 1
		}
	case bytecode.NOT:
		x.s = j.pick[stencils.NotValue]
	case bytecode.LIST_APPEND:
		x.s = j.pick[stencils.ListAppend]
		x.v.K64B = classAddr(rt.ListType)
	case bytecode.SET_ADD:
		// A set display's or comprehension's add: probed and
		// inserted in place (set_add). As DICT_SET, a site whose keys
		// machine code cannot hash ends up FbOther and left to the
		// exit.
		if fb&bytecode.FbOther == 0 {
			x.s = j.pick[stencils.SetAdd]
			x.v.K64 = hashedTypesAddr()
			t.markHashed(pc)
		}
	case bytecode.DICT_SET:
		// A dict display's or comprehension's store, as an exact
		// dict's STORE_SUBSCR: probed and inserted in place. The
		// interpreter records no feedback here; a site whose keys
		// machine code cannot hash keeps exiting until the exit loop
		// marks it FbOther (hashed lookups), and its next compilation
		// leaves it to the exit.
		if fb&bytecode.FbOther == 0 {
			x.s = j.pick[stencils.StoreSubscrDict]
			x.v.K64 = hashedTypesAddr()
			t.markHashed(pc)
		}
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
		if fb&bytecode.FbOther != 0 && (in.Op == bytecode.JUMP_IF_NONE || x.v.Next == patch.NoLabel) {
			break
		}
		// taken: where a true value goes; falsy, an empty container.
		var taken, falsy patch.Label
		if fb&bytecode.FbOther != 0 {
			// Objects were tested: instances of a class without
			// __bool__ and __len__ are true when truth_obj's site
			// holds their class (noteTruth fills it at an exit), and
			// so are non-empty lists, tuples and strs; anything else
			// goes on to the stencil for bools, None and small ints,
			// which exits for the rest.
			var site *truthSite
			if !t.dry {
				site = &truthSite{}
				u.keep = append(u.keep, site)
				if u.truths == nil {
					u.truths = map[int]*truthSite{}
				}
				u.truths[pc] = site
			}
			if u.mega == nil {
				u.mega = map[int]bool{}
			}
			u.mega[pc] = true // the exits of other objects stay exits
			taken, falsy = b.NewLabel(), b.NewLabel()
			tv := patch.Values{A: in.A, K64: uint64(uintptr(unsafe.Pointer(site))), Target: taken, Next: b.NewLabel(),
				K64B: hashedTypesAddr(), Exit: falsy}
			u.native[pc] = true
			u.acc[pc].native = true
			b.Emit(j.pick[stencils.TruthObj], &tv)
			b.Bind(tv.Next)
		}
		if int(in.B) > pc {
			x.s = j.byOp[in.Op]
			x.v.Target = t.tgt(int(in.B))
			if taken != patch.NoLabel {
				bv := x.v
				bv.Exit = t.exitFor(pc)
				b.Emit(x.s, &bv)
				// A true object: JUMP_IF_TRUE branches, JUMP_IF_FALSE
				// goes on.
				b.Bind(taken)
				if in.Op == bytecode.JUMP_IF_TRUE {
					b.Emit(j.moves.jump, &patch.Values{Target: x.v.Target})
				} else {
					b.Emit(j.moves.jump, &patch.Values{Target: x.v.Next})
				}
				// An empty container: the other way.
				b.Bind(falsy)
				if in.Op == bytecode.JUMP_IF_TRUE {
					b.Emit(j.moves.jump, &patch.Values{Target: x.v.Next})
				} else {
					b.Emit(j.moves.jump, &patch.Values{Target: x.v.Target})
				}
				x.done = true
			}
			break
		}
		if in.Op != bytecode.JUMP_IF_NONE && x.v.Next != patch.NoLabel {
			// A backward branch (a comprehension's or loop's filter,
			// `if not cond: continue` at a loop's end): the opposite
			// test goes on to the next instruction, and falling
			// through is the back-edge, which polls as a JUMP's does.
			// A poll exit here steps the branch in the interpreter,
			// which tests again (bools, None and small ints only) and
			// takes the back-edge's safepoint.
			inv := j.byOp[bytecode.JUMP_IF_FALSE]
			if in.Op == bytecode.JUMP_IF_FALSE {
				inv = j.byOp[bytecode.JUMP_IF_TRUE]
			}
			bv := patch.Values{A: in.A, PC: uint32(pc), Target: x.v.Next, Exit: t.exitFor(pc), Next: b.NewLabel()}
			u.native[pc] = true
			u.acc[pc].native = true
			b.Emit(inv, &bv)
			if taken != patch.NoLabel {
				// A true object: JUMP_IF_TRUE takes the back-edge,
				// JUMP_IF_FALSE goes on; an empty container the other
				// way.
				if in.Op == bytecode.JUMP_IF_FALSE {
					b.Bind(taken)
					b.Emit(j.moves.jump, &patch.Values{Target: x.v.Next})
					b.Bind(falsy)
				} else {
					b.Bind(falsy)
					b.Emit(j.moves.jump, &patch.Values{Target: x.v.Next})
					b.Bind(taken)
				}
			}
			b.Bind(bv.Next)
			b.Emit(j.moves.jumpBack, &patch.Values{Target: t.tgt(int(in.B)), Poll: t.pollFor(pc), K32: uint32(pc + 1 - int(in.B))})
			x.done = true
		}
	case bytecode.RETURN:
		x.s = j.moves.returnValue
		x.v.K32 = uint32(in.A)
		switch {
		case fr.IsGenerator():
			// A generator's return always exits (the interpreter
			// finishes it): return_value would take a for_gen's record
			// on top for a caller's.
			x.s = j.moves.exitReturn
			t.inlineExit(pc, frames.Return)
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
			x.v.K32, x.v.K64 = uint32(in.B), uint64(pc)
			t.inlineExit(pc, frames.Return)
			if !t.dry && pc+1 < t.n {
				// Where for_gen resumes the generator after this YIELD
				// (the unit's resume table, genTable).
				l, next, a := t.b.NewLabel(), t.labels[pc+1], in.A
				t.yields = append(t.yields, yieldSite{pc, l})
				t.resumeOnly = append(t.resumeOnly, deferred{pc: -1, emit: func() {
					b.Bind(l)
					b.Emit(j.pick[stencils.YieldResume], &patch.Values{A: a, Next: next})
				}})
			}
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
	if kinds := polyIterKinds(fb); kinds != nil {
		t.forIterChain(x, kinds)
		return
	}
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
	case bytecode.FbList, bytecode.FbTuple, bytecode.FbList | bytecode.FbTuple, bytecode.FbHashed, bytecode.FbStrIter:
		// The iterators of lists, of tuples or of either; a set's or
		// frozenset's; a str's.
		x.s = t.steppedIter(fb, &x.v)
	case bytecode.FbGenIter:
		// A plain generator: machine code resumes it itself when its
		// own machine code suspended it (for_gen). A loop with it keeps
		// no residents (the generator's code uses the registers), and
		// the unit prepares the call records at every entry. In a
		// generator's code, for_gen goes on above the records of the
		// for_gens that resumed it (a pipeline of generators).
		x.s = j.pick[stencils.ForGen]
		x.v.K64 = uint64(interp.GeneratorItab())
		if t.fr.IsGenerator() {
			x.v.K32 = 1 // over the records of the for_gens that resumed it
		}
		u.acc[pc].genIter = true
		u.genLoops = true
	case bytecode.FbDictIter:
		// A dict's keys or values (for k in d, for v in d.values()).
		x.s = t.steppedIter(fb, &x.v)
	case bytecode.FbDictItems, bytecode.FbEnumSeq, bytecode.FbZipSeq2:
		// A dict's items (for k, v in d.items()), an enumerate of a
		// list or tuple (for i, x in enumerate(xs)) or a zip of two
		// (for a, b in zip(xs, ys)), unpacked at once:
		// the pair goes to the unpack's registers without a tuple. Pairs
		// used whole exit (the interpreter makes the tuples).
		un, ok := t.pairUnpack(x)
		if !ok {
			return
		}
		x.v.A, x.v.C = un.A, in.A
		x.v.Target = t.tgt(int(in.C))
		switch fb {
		case bytecode.FbDictItems:
			x.s = j.pick[stencils.ForDictItems]
			x.v.K64 = uint64(j.itabDictIter)
		case bytecode.FbZipSeq2:
			x.s = j.pick[stencils.ForZip2]
			x.v.K64, x.v.K64B, x.v.K64C = uint64(rt.ZipItab()), uint64(j.itabListIter), uint64(j.itabTupleIter)
		default:
			x.s = j.pick[stencils.ForEnumItems]
			x.v.K64, x.v.K64B, x.v.K64C = uint64(rt.EnumerateItab()), uint64(j.itabListIter), uint64(j.itabTupleIter)
		}
		x.v.Next = patch.NoLabel
		if pc+2 < t.n {
			x.v.Next = t.labels[pc+2]
		}
		t.fuseNext(x)
		u.native[pc+1] = true
	}
}

// polyIterKinds splits the feedback of a FOR_ITER that saw the iterators
// of several kinds, each of which one stencil steps in place (range,
// list or tuple, set, str, a dict's keys or values), into those kinds,
// lists and tuples as one (for_seq takes both); nil for a single kind or
// when another kind was seen.
func polyIterKinds(fb uint32) []uint32 {
	const seq = bytecode.FbList | bytecode.FbTuple
	const simple = seq | bytecode.FbRange | bytecode.FbHashed | bytecode.FbStrIter | bytecode.FbDictIter
	if fb&^simple != 0 {
		return nil
	}
	var kinds []uint32
	if fb&seq != 0 {
		kinds = append(kinds, fb&seq)
	}
	for _, k := range []uint32{bytecode.FbDictIter, bytecode.FbHashed, bytecode.FbStrIter, bytecode.FbRange} {
		if fb&k != 0 {
			kinds = append(kinds, k)
		}
	}
	if len(kinds) < 2 {
		return nil
	}
	return kinds
}

// steppedIter returns the FOR_ITER stencil that steps iterators of kind k
// in place (polyIterKinds' kinds: range, list/tuple, set, str, a dict's
// keys or values) and sets its itabs and loop-end target in v.
func (t *translator) steppedIter(k uint32, v *patch.Values) *stencils.Stencil {
	j, in := t.j, t.ins[v.PC]
	var s *stencils.Stencil
	switch k {
	case bytecode.FbRange:
		s, v.K64 = j.pick[stencils.ForRange], uint64(j.itabRange)
	case bytecode.FbHashed:
		s, v.K64 = j.pick[stencils.ForSet], uint64(j.itabSetIter)
	case bytecode.FbStrIter:
		// (No loop-end target: the end of the str exits.)
		v.K64, v.K64B = uint64(rt.StrIterItab()), uint64(rt.StrASCIIAddr())
		return j.pick[stencils.ForStr]
	case bytecode.FbDictIter:
		s, v.K64 = j.pick[stencils.ForDict], uint64(j.itabDictIter)
	default:
		s, v.K64, v.K64B = j.pick[stencils.ForSeq], uint64(j.itabListIter), uint64(j.itabTupleIter)
		if k == bytecode.FbTuple {
			v.K64 = uint64(j.itabTupleIter)
		} else if k == bytecode.FbList {
			v.K64B = uint64(j.itabListIter)
		}
	}
	v.Target = t.tgt(int(in.C))
	return s
}

// forIterChain selects FOR_ITER's stencils for a loop over iterators of
// several kinds (polyIterKinds): one stencil per kind, each going on to
// the next where it would exit, the last to the instruction's exit. Every
// one of them exits before it changes anything, or only for an iterator
// of its own kind, which no later one takes: an iterator that none takes
// reaches the exit as it was, and a loop that sees a range in one call and
// a list in the next stays in machine code.
func (t *translator) forIterChain(x *step, kinds []uint32) {
	j, b, in := t.j, t.b, x.in
	res := t.cur.resident(in.A)
	for i, k := range kinds {
		v := x.v
		s := t.steppedIter(k, &v)
		if i == len(kinds)-1 {
			x.s, x.v = s, v
			return
		}
		v.Exit = b.NewLabel()
		if res >= 0 {
			// FOR_ITER writes its home slot: reload the resident (as
			// emitSelected does after the last stencil).
			v.Next = b.NewLabel()
			b.Emit(s, &v)
			b.Bind(v.Next)
			b.Emit(j.moves.fill[res], &patch.Values{A: in.A, Next: x.v.Next})
		} else {
			b.Emit(s, &v)
		}
		b.Bind(v.Exit)
	}
}

// pairUnpack returns the UNPACK_SEQUENCE of two right after the FOR_ITER
// x that takes the pair it stores (and nothing else reads it: the unpack
// is reached only from the FOR_ITER and has machine code of its own to
// give up), for for_dict_items, for_enum_items or for_zip2 to run the two
// as one.
func (t *translator) pairUnpack(x *step) (bytecode.Instr, bool) {
	pc, in := x.pc, x.in
	if pc+1 >= t.n || t.targets[pc+1] || (t.demote != nil && t.demote[pc+1]) || (t.dead != nil && t.dead[pc+1]) {
		return bytecode.Instr{}, false
	}
	un := t.ins[pc+1]
	if un.Op != bytecode.UNPACK_SEQUENCE || un.B != in.A || un.C != 2 || un.A == in.A || un.A+1 == in.A {
		return bytecode.Instr{}, false
	}
	return un, true
}

// int64Ops are the stencils of the arithmetic that takes ints in int64's
// range (feedback FbInt64), boxing results beyond int48 into int objects
// of a pool.
var int64Ops = map[bytecode.Opcode]stencils.ID{
	bytecode.ADD: stencils.AddInt64, bytecode.INPLACE_ADD: stencils.AddInt64,
	bytecode.SUB: stencils.SubInt64, bytecode.INPLACE_SUB: stencils.SubInt64,
	bytecode.MUL: stencils.MulInt64, bytecode.INPLACE_MUL: stencils.MulInt64,
	bytecode.AND: stencils.AndInt64, bytecode.INPLACE_AND: stencils.AndInt64,
	bytecode.OR: stencils.OrInt64, bytecode.INPLACE_OR: stencils.OrInt64,
	bytecode.XOR: stencils.XorInt64, bytecode.INPLACE_XOR: stencils.XorInt64,
}

// getIter selects get_iter_seq for the GET_ITER of a for loop whose
// FOR_ITER, right after it or after the empty display a comprehension
// builds its result in (BUILD_LIST, BUILD_SET or BUILD_DICT of no items),
// has seen only the iterators of exact lists and tuples (or of a GET_ITER
// whose iterator goes elsewhere, a generator expression's argument, for
// lists and tuples optimistically): the iterator
// comes from a pool of them (seqPool) and holds the sequence's handle,
// which for_seq resolves; no call, no exit. When the loop saw both, the
// list's stencil goes on to the tuple's when its guards fail. A loop over
// sets and frozensets gets get_iter_set the same way. Anything else
// exits, and the interpreter makes the iterator.
func (t *translator) getIter(x *step) {
	j, u, n, ins, b := t.j, t.u, t.n, t.ins, t.b
	pc, in := x.pc, x.in
	if t.cur != nil {
		return
	}
	q := pc + 1
	if q+1 < n && emptyDisplay(ins[q]) && ins[q].A != in.A && !t.targets[q] {
		q++
	}
	var fb uint32
	optimistic := false
	if q < n && ins[q].Op == bytecode.FOR_ITER && ins[q].B == in.A {
		fb = t.code.Feedback[q].Types
		if fb == 0 && t.code.Feedback[pc].Types == bytecode.FbRange {
			// The FOR_ITER never ran in the interpreter (a unit
			// compiled before any feedback ran it natively), and this
			// GET_ITER's exits saw only range objects and iterators.
			fb = bytecode.FbRange
		}
	} else {
		// An iterator that no FOR_ITER of this code takes next (a
		// generator expression's argument, iter(x)): no feedback says
		// what it iterates; lists and tuples, the common case, are tried
		// in place, and anything else exits without counting as a
		// failed guard (recompiling would not help).
		fb, optimistic = bytecode.FbList|bytecode.FbTuple, true
		if !t.dry {
			if u.mega == nil {
				u.mega = map[int]bool{}
			}
			u.mega[pc] = true
		}
	}
	if u.seqs == nil {
		u.seqs = map[int][]*seqPool{}
	}
	// A range object (for x in r, r a range held in a variable; a
	// generator expression's argument): get_iter_range, alone when the
	// FOR_ITER saw only range iterators, last in the chain when lists
	// and tuples are tried optimistically. A set's or frozenset's
	// iterator: get_iter_set, after the lists' and tuples' and before the
	// range's when the loop saw several kinds.
	const seq = bytecode.FbList | bytecode.FbTuple
	if fb&^(seq|bytecode.FbRange|bytecode.FbHashed) != 0 {
		return
	}
	ranges := fb&bytecode.FbRange != 0 || optimistic
	hashed := fb&bytecode.FbHashed != 0
	kinds := seqIterKinds(fb & seq)
	if kinds == nil && !ranges && !hashed {
		return
	}
	if len(kinds) > 0 || hashed {
		u.seqs[pc] = nil
	}
	for i, k := range kinds {
		p := j.iterPoolFor(k)
		u.seqs[pc] = append(u.seqs[pc], p)
		v := x.v
		v.K64, v.K64B = j.seqTypes[k].itab, j.seqTypes[k].class
		v.K64C = uint64(uintptr(unsafe.Pointer(p)))
		v.Target = t.refillFor(pc)
		if i == len(kinds)-1 && !ranges && !hashed {
			x.s, x.v = j.pick[stencils.GetIterSeq], v
			return
		}
		v.Exit = b.NewLabel()
		b.Emit(j.pick[stencils.GetIterSeq], &v)
		b.Bind(v.Exit)
	}
	if hashed {
		p := j.iterPoolFor(bytecode.FbHashed)
		u.seqs[pc] = append(u.seqs[pc], p)
		v := x.v
		v.K64, v.K64B, v.K64D = uint64(j.itabSet), classAddr(rt.SetType), classAddr(rt.FrozenSetType)
		v.K64C = uint64(uintptr(unsafe.Pointer(p)))
		v.Target = t.refillFor(pc)
		if !ranges {
			x.s, x.v = j.pick[stencils.GetIterSet], v
			return
		}
		v.Exit = b.NewLabel()
		b.Emit(j.pick[stencils.GetIterSet], &v)
		b.Bind(v.Exit)
	}
	x.s = j.pick[stencils.GetIterRange]
	x.v.K64, x.v.K64B = uint64(j.itabRangeObj), uint64(j.itabRange)
	x.v.Target = t.refillFor(pc)
}

// emptyDisplay says whether in builds an empty list, set or dict (a
// comprehension's result), reading no register.
func emptyDisplay(in bytecode.Instr) bool {
	switch in.Op {
	case bytecode.BUILD_LIST, bytecode.BUILD_SET, bytecode.BUILD_DICT:
		return in.C == 0
	}
	return false
}

// seqIterKinds returns the kinds of sequence (FbList, FbTuple) whose
// iterators a FOR_ITER with feedback fb saw, or nil when it saw others.
func seqIterKinds(fb uint32) []uint32 {
	switch fb {
	case bytecode.FbList, bytecode.FbTuple:
		return []uint32{fb}
	case bytecode.FbList | bytecode.FbTuple:
		return []uint32{bytecode.FbList, bytecode.FbTuple}
	}
	return nil
}

// buildSeq selects build_seq for a tuple or list display of up to
// seqPoolMax items: the object comes from a pool of them (seqPool) that
// the exit loop refills when machine code finds it empty.
func (t *translator) buildSeq(x *step) {
	j, u := t.j, t.u
	pc, in := x.pc, x.in
	list := in.Op == bytecode.BUILD_LIST
	if in.C > seqPoolMax || in.C < 0 || in.C == 0 && !list {
		t.simple(x)
		return
	}
	p := j.seqPoolFor(list, int(in.C))
	if u.seqs == nil {
		u.seqs = map[int][]*seqPool{}
	}
	u.seqs[pc] = []*seqPool{p}
	x.s = j.pick[stencils.BuildSeq]
	x.v.K64, x.v.K32 = uint64(uintptr(unsafe.Pointer(p))), uint32(in.C)
	x.v.Target = t.refillFor(pc)
}

// buildEmpty selects build_seq for a dict or set display of no items (a
// comprehension's result, `memo = {}`): the new dict or set comes from a
// pool of empty ones that the exit loop refills, as buildSeq's tuples and
// lists do; with no items, build_seq writes none.
func (t *translator) buildEmpty(x *step) {
	j, u := t.j, t.u
	pc, in := x.pc, x.in
	p := j.emptyPoolFor(in.Op == bytecode.BUILD_SET)
	if u.seqs == nil {
		u.seqs = map[int][]*seqPool{}
	}
	u.seqs[pc] = []*seqPool{p}
	x.s = j.pick[stencils.BuildSeq]
	x.v.K64, x.v.K32 = uint64(uintptr(unsafe.Pointer(p))), 0
	x.v.Target = t.refillFor(pc)
}

// sliceList emits lst[i:j] (a BUILD_SLICE of two bounds fused with the
// BINARY_SUBSCR that uses it, on exact lists only, as the feedback says)
// as slice_list, and lst[i:j:k] (three operands) as slice_list_step,
// which also takes negative steps (lst[::-1]): the new list comes from a
// pool of lists of 4, 8, 16 or (two operands) 64 items, whose length the stencil sets;
// longer slices exit. The slice object is never made (nor is it in the
// interpreter's fused path).
func (t *translator) sliceList(x *step) bool {
	j, n, ins, u, b, targets, labels, dry := t.j, t.n, t.ins, t.u, t.b, t.targets, t.labels, t.dry
	pc, in := x.pc, x.in
	if (in.C != 2 && in.C != 3) || pc+1 >= n || targets[pc+1] {
		return false
	}
	// The fused pair's feedback is the subscript's (interp.buildSlice).
	if t.code.Feedback[pc+1].Types != bytecode.FbList {
		return false
	}
	next := ins[pc+1]
	if next.Op != bytecode.BINARY_SUBSCR || next.C != in.A || next.B == in.A {
		return false
	}
	ps := []*seqPool{j.seqPoolFor(true, sliceCap0), j.seqPoolFor(true, sliceCap1), j.seqPoolFor(true, sliceCap2)}
	if in.C == 2 {
		ps[2].bigger = j.seqPoolFor(true, sliceCap3)
		ps = append(ps, ps[2].bigger)
	}
	if u.seqs == nil {
		u.seqs = map[int][]*seqPool{}
	}
	u.seqs[pc] = ps
	x.v.A, x.v.B, x.v.C = next.A, in.B, next.B
	x.v.K64, x.v.K64B = uint64(uintptr(unsafe.Pointer(ps[0]))), classAddr(rt.ListType)
	x.v.K64C, x.v.K64D = uint64(uintptr(unsafe.Pointer(ps[1]))), uint64(uintptr(unsafe.Pointer(ps[2])))
	if pc+2 < n {
		x.v.Next = labels[pc+2]
	}
	u.native[pc] = true
	if dry {
		b.Emit(j.moves.exitStep, &x.v)
	} else {
		x.v.Exit = t.exitFor(pc)
		x.v.Target = t.refillFor(pc)
		if in.C == 3 {
			x.v.K32 = uint32(8 * (int(in.B) + 2))
			b.Emit(j.pick[stencils.SliceListStep], &x.v)
		} else {
			b.Emit(j.pick[stencils.SliceList], &x.v)
		}
	}
	t.fusedWithNext(x)
	return true
}

// storeSliceList emits lst[i:j] = seq (a BUILD_SLICE of two bounds fused
// with the STORE_SUBSCR that uses it, on exact lists, as the feedback
// says) as store_slice_list: a list or tuple of the slice's length is
// copied over it in place; a source of another length (the list would
// resize) exits, and the interpreter runs the pair.
func (t *translator) storeSliceList(x *step) bool {
	j, n, ins, u, b, targets, labels, dry := t.j, t.n, t.ins, t.u, t.b, t.targets, t.labels, t.dry
	pc, in := x.pc, x.in
	if in.C != 2 || pc+1 >= n || targets[pc+1] {
		return false
	}
	if t.code.Feedback[pc+1].Types != bytecode.FbList {
		return false
	}
	next := ins[pc+1]
	if next.Op != bytecode.STORE_SUBSCR || next.B != in.A || next.A == in.A || next.C == in.A {
		return false
	}
	x.v.A, x.v.B, x.v.C = next.A, in.B, next.C
	x.v.K64, x.v.K64B = classAddr(rt.ListType), classAddr(rt.TupleType)
	if pc+2 < n {
		x.v.Next = labels[pc+2]
	}
	u.native[pc] = true
	if dry {
		b.Emit(j.moves.exitStep, &x.v)
	} else {
		x.v.Exit = t.exitFor(pc)
		b.Emit(j.pick[stencils.StoreSliceList], &x.v)
	}
	t.fusedWithNext(x)
	return true
}

// fusedWithNext ends the step x whose stencil also ran the next
// instruction (a slice fused with its subscript, a range call with its
// GET_ITER, super() with its method load): resumption never starts
// at that instruction, whose exits run the pair in the interpreter.
func (t *translator) fusedWithNext(x *step) {
	t.fuseNext(x)
	x.done = true
}

// fuseNext makes the step x cover the next instruction too, whose own
// machine code (reached only by resuming there) is a step exit.
func (t *translator) fuseNext(x *step) {
	next, b, j := x.pc+1, t.b, t.j
	t.resumeOnly = append(t.resumeOnly, deferred{pc: next, emit: func() {
		b.Emit(j.moves.exitStep, &patch.Values{PC: uint32(next)})
	}})
	x.last = next
}

// binopDunder emits, for arithmetic on an instance whose class's method
// for the operator is a plain function, a native call of that method
// (binop_dunder).
func (t *translator) binopDunder(x *step) bool {
	j, fr, n, u, b, cur, dry := t.j, t.fr, t.n, t.u, t.b, t.cur, t.dry
	pc, in, fb := x.pc, x.in, x.fb
	if fb&bytecode.FbOther == 0 || cur != nil || pc+1 >= n || !binopDunderOps[in.Op] {
		return false
	}
	c, fn, ok := j.binopCallee(in.Op, fr.Regs[in.B], fr.Regs[in.C])
	if !ok {
		// The class a step exit met there, if any (noteBinop); if
		// none yet, the site's exits may compile the unit again
		// (once: unseen) when one has met an instance.
		if c = j.binopSeen[t.code][pc]; c == nil {
			u.unseen[pc] = true
			return false
		}
		if fn, ok = j.binopMethod(in.Op, c); !ok {
			return false
		}
	}
	if !dry {
		t.dunderSite(x, c, fn)
		if u.binops == nil {
			u.binops = map[int]bool{}
		}
		u.binops[pc] = true
	}
	x.v.Exit = t.exitFor(pc)
	u.native[pc], u.nativeCalls = true, true
	b.Emit(j.pick[stencils.BinopDunder], &x.v)
	x.done = true
	return true
}

// dunderSite makes the call cell and dunder site for a native call of
// class c's method fn at x (binop_dunder, subscr_dunder), keeps them alive
// with the unit and patches their addresses into K64B and K64C.
func (t *translator) dunderSite(x *step, c *rt.Class, fn *rt.Function) {
	j, u := t.j, t.u
	cell := j.cellFor(fn)
	d := j.newDunderSite(c, fn.Self())
	u.keep = append(u.keep, cell, d)
	x.v.K64B, x.v.K64C = uint64(uintptr(unsafe.Pointer(cell))), uint64(uintptr(unsafe.Pointer(d)))
	if u.dunders == nil {
		u.dunders = map[int]bool{}
	}
	u.dunders[x.pc] = true
}

// binopDunderOps are the instructions binop_dunder makes.
var binopDunderOps = func() (m [bytecode.NumOpcodes]bool) {
	for _, op := range []bytecode.Opcode{bytecode.ADD, bytecode.SUB, bytecode.MUL, bytecode.MATMUL, bytecode.TRUEDIV,
		bytecode.FLOORDIV, bytecode.MOD, bytecode.LSHIFT, bytecode.RSHIFT, bytecode.AND, bytecode.OR, bytecode.XOR,
		bytecode.INPLACE_ADD, bytecode.INPLACE_SUB, bytecode.INPLACE_MUL, bytecode.INPLACE_MATMUL, bytecode.INPLACE_TRUEDIV,
		bytecode.INPLACE_FLOORDIV, bytecode.INPLACE_MOD, bytecode.INPLACE_LSHIFT, bytecode.INPLACE_RSHIFT,
		bytecode.INPLACE_AND, bytecode.INPLACE_OR, bytecode.INPLACE_XOR} {
		m[op] = true
	}
	return m
}()

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
				t.dunderSite(x, c, fn)
			}
			x.v.Exit = t.exitFor(pc)
			u.native[pc], u.nativeCalls = true, true
			b.Emit(j.pick[stencils.SubscrDunder], &x.v)
			x.done = true
			return
		}
	}
	if fb == bytecode.FbHashed {
		// An exact dict and a key machine code hashes: probed in
		// place; a missing key (or, for a store, a new one) exits.
		x.s = j.pick[stencils.SubscrDict]
		if in.Op == bytecode.STORE_SUBSCR {
			x.s = j.pick[stencils.StoreSubscrDict]
		}
		x.v.K64 = hashedTypesAddr()
		t.markHashed(pc)
		return
	}
	if vec, ok := j.vecTypes[fb]; ok {
		// A numeric vector (array.array) of float64, int32 or int64
		// items: split forms, index and item (or value) in registers.
		x.s = j.pick[vec.load]
		if in.Op == bytecode.STORE_SUBSCR {
			x.s = j.pick[vec.store]
		}
		x.v.K64, x.v.K64B = vec.itab, vec.class
		return
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

// markHashed records that the instruction at pc is a hashed lookup.
func (t *translator) markHashed(pc int) {
	if t.dry {
		return
	}
	if t.u.hashed == nil {
		t.u.hashed = map[int]bool{}
	}
	t.u.hashed[pc] = true
}

// call emits or selects a call: an intrinsic (len, isinstance, list
// methods, dict.get, set.add, str's affix tests and character-class
// predicates, ord, chr, range in a for loop, math.sqrt), a class or Python
// function machine code calls itself, or the call exit.
func (t *translator) call(x *step) {
	j, fr, code, ins, n, u, b, cur, targets, labels, dry := t.j, t.fr, t.code, t.ins, t.n, t.u, t.b, t.cur, t.targets, t.labels, t.dry
	pc, in := x.pc, x.in
	if in.Op == bytecode.CALL && in.C == 0 && t.superMethod(x) {
		return
	}
	if in.Op == bytecode.CALL && in.C == 1 {
		if lenFn, ok := j.builtinCallee(fr, code, targets, pc, "len"); ok {
			x.s = j.pick[stencils.CallLen]
			x.v.K64, x.v.K64B, x.v.K64C, x.v.K64D = uint64(lenFn), classAddr(rt.ListType), classAddr(rt.TupleType), hashedTypesAddr()
			return
		}
		if v, ok := j.globalCallee(fr, code, targets, pc); ok {
			switch v {
			case rt.TypeType.Self():
				x.s = j.pick[stencils.CallType]
				x.v.K64, x.v.K64B = uint64(v), unboxedClassesAddr()
				return
			case rt.FloatType.Self():
				x.s, x.v.K64 = j.pick[stencils.CallFloat], uint64(v)
				return
			case rt.IntType.Self():
				x.s, x.v.K64 = j.pick[stencils.CallInt], uint64(v)
				return
			}
		}
	}
	if in.Op == bytecode.CALL && in.C == 2 {
		if c, ok := j.classArg(fr, code, targets, pc, in.B+2); ok && c.Class() == rt.TypeType {
			if fn, ok := j.builtinCallee(fr, code, targets, pc, "isinstance"); ok {
				u.keep = append(u.keep, c)
				x.s, x.v.C = j.pick[stencils.CallIsinstance], in.B+2
				x.v.K64, x.v.K64B, x.v.K64C, x.v.K64D = uint64(fn), uint64(c.Self()), classAddr(c), hashedTypesAddr()
				// The answers for the unboxed values, by their classes.
				x.v.K32 = unboxedAnswers(c)
				return
			}
		}
		if site, first, ok := j.classTuple(fr, code, targets, pc, in.B+2); ok {
			if fn, ok := j.builtinCallee(fr, code, targets, pc, "isinstance"); ok {
				u.keep = append(u.keep, site)
				x.s, x.v.C = j.pick[stencils.CallIsinstanceT], first
				x.v.K64, x.v.K64B, x.v.K64C = uint64(fn), uint64(uintptr(unsafe.Pointer(site))), hashedTypesAddr()
				for k := range site.n {
					c := site.cls[k]
					u.keep = append(u.keep, c)
					x.v.K32 |= unboxedAnswers(c)
				}
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
	if in.Op == bytecode.CALL_METHOD && (in.C == 1 || in.C == 2) && x.fb&bytecode.FbOther == 0 &&
		callsMethod(code, targets, pc, "get") {
		if m, ok := j.builtinMethod(rt.DictType, "get"); ok {
			// d.get(k) or d.get(k, default) of an exact dict and a key
			// machine code hashes: probed in place. A site that keeps
			// exiting (another receiver, keys only __eq__ tells apart)
			// is marked FbOther by the exit loop, as hashed lookups
			// are, and its next compilation leaves it to the call.
			x.s = j.pick[stencils.CallDictGet]
			x.v.K64, x.v.K64B, x.v.K32 = hashedTypesAddr(), uint64(m), uint32(in.C-1)
			t.markHashed(pc)
			return
		}
	}
	if in.Op == bytecode.CALL_METHOD && in.C == 1 && x.fb&bytecode.FbOther == 0 && callsMethod(code, targets, pc, "add") {
		if m, ok := j.builtinMethod(rt.SetType, "add"); ok {
			// s.add(k) of an exact set and a key machine code hashes:
			// inserted in place as SET_ADD is (set_add); FbOther as
			// dict.get's.
			x.s = j.pick[stencils.CallSetAdd]
			x.v.K64, x.v.K64B = hashedTypesAddr(), uint64(m)
			t.markHashed(pc)
			return
		}
	}
	if in.Op == bytecode.CALL_METHOD && in.C == 1 && x.fb&bytecode.FbOther == 0 {
		for k, name := range [...]string{"startswith", "endswith"} {
			if !callsMethod(code, targets, pc, name) {
				continue
			}
			if m, ok := j.builtinMethod(rt.StrType, name); ok {
				// s.startswith(p), s.endswith(p) for an ASCII str p:
				// compared in place (call_str_affix); FbOther as
				// dict.get's.
				x.s = j.pick[stencils.CallStrAffix]
				x.v.K64, x.v.K64B, x.v.K32 = uint64(m), classAddr(rt.StrType), uint32(k)
				t.markHashed(pc)
				return
			}
		}
	}
	if in.Op == bytecode.CALL_METHOD && in.C == 0 && x.fb&bytecode.FbOther == 0 {
		if q := calleeLoad(code, targets, pc, bytecode.LOAD_METHOD); q >= 0 {
			name := code.Names[code.Instrs[q].C]
			if mask := strPredicates[name]; mask != 0 {
				if m, ok := j.builtinMethod(rt.StrType, name); ok {
					// s.isalpha() and the other character-class
					// predicates of an ASCII str: a table lookup per
					// character. Other receivers make the site FbOther
					// as dict.get's do.
					x.s = j.pick[stencils.CallStrPred]
					x.v.K64, x.v.K64B, x.v.K64C, x.v.K32 = uint64(m), classAddr(rt.StrType), asciiClassesAddr(), mask
					t.markHashed(pc)
					return
				}
			}
		}
	}
	if in.Op == bytecode.CALL && in.C == 1 {
		if fn, ok := j.builtinCallee(fr, code, targets, pc, "ord"); ok {
			x.s = j.pick[stencils.CallOrd]
			x.v.K64, x.v.K64B = uint64(fn), uint64(j.itabStr)
			return
		}
		if fn, ok := j.builtinCallee(fr, code, targets, pc, "chr"); ok {
			x.s = j.pick[stencils.CallChr]
			x.v.K64, x.v.K64B = uint64(fn), uint64(rt.StrASCIIAddr())
			return
		}
		if fn, ok := j.builtinCallee(fr, code, targets, pc, "id"); ok {
			x.s, x.v.K64 = j.pick[stencils.CallId], uint64(fn)
			return
		}
		if fn, ok := j.builtinCallee(fr, code, targets, pc, "abs"); ok {
			x.s, x.v.K64 = j.pick[stencils.CallAbs], uint64(fn)
			return
		}
	}
	if in.Op == bytecode.CALL && in.C == 2 {
		for k, name := range []string{"min", "max"} {
			if fn, ok := j.builtinCallee(fr, code, targets, pc, name); ok {
				x.s, x.v.K64, x.v.K32 = j.pick[stencils.CallMinmax], uint64(fn), uint32(k)
				return
			}
		}
	}
	// range(a, b, k) with a constant step k: range_iter3.
	var step rt.Value
	constStep := false
	if in.Op == bytecode.CALL && in.C == 3 {
		step, constStep = constOperand(ins, t.consts, targets, pc, in.B+3)
		constStep = constStep && step.IsSmallInt() && step.Int() != 0 && step.Int() >= -1<<31 && step.Int() < 1<<31
	}
	if in.Op == bytecode.CALL && (in.C == 1 || in.C == 2 || constStep) && cur == nil && pc+1 < n &&
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
			switch in.C {
			case 2:
				x.s, x.v.C = j.pick[stencils.RangeIter2], in.B+2
			case 3:
				x.s, x.v.C, x.v.K32 = j.pick[stencils.RangeIter3], in.B+2, uint32(int32(step.Int()))
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
			t.fusedWithNext(x)
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
	if pc+1 < n && cur == nil && (in.Op == bytecode.CALL || in.Op == bytecode.CALL_METHOD) && j.anyCallees[callSite{code, pc}] {
		// A site whose exits met callees no guard names: machine code
		// calls any compiled function, or bound method of one, that
		// takes its arguments by position (anycall_amd64.go).
		x.v.K64, x.v.K64B, x.v.K64C, x.v.K64D = uint64(j.itabFunction), uint64(j.itabBound), uint64(ciType), uint64(uintptr(unsafe.Pointer(j.in)))
		x.v.K32, x.v.K32B, x.v.Exit = uint32(8*in.C), uint32(8*(in.C+1)), t.callExitFor(pc)
		u.native[pc], u.nativeCalls = true, true
		if u.bound == nil {
			u.bound = map[int]bool{}
		}
		if u.anyCalls == nil {
			u.anyCalls = map[int]bool{}
		}
		u.bound[pc], u.anyCalls[pc] = true, true
		s := j.pick[stencils.CallNativeAny]
		if in.Op == bytecode.CALL_METHOD {
			s = j.pick[stencils.CallNativeAnyM]
		}
		b.Emit(s, &x.v)
		x.done = true
		return
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
		if fn, ok := j.boundCallees[callSite{code, pc}]; ok {
			// A bound method of a plain function (a method that an
			// instance or a local holds), as exits saw it: machine code
			// calls any function of its code and globals with the
			// method's self.
			c := j.cellFor(fn)
			u.keep = append(u.keep, c)
			hv := patch.Values{K64: uint64(j.itabBound), Next: b.NewLabel()}
			b.Emit(j.pick[stencils.LdHash], &hv)
			b.Bind(hv.Next)
			x.v.K64, x.v.K64B, x.v.K64C, x.v.K64D = uint64(uintptr(unsafe.Pointer(fn.Code))), uint64(uintptr(unsafe.Pointer(c))),
				uint64(j.itabFunction), uint64(uintptr(unsafe.Pointer(fn.Globals)))
			x.v.K32, x.v.Exit = uint32(8*(in.C+1)), t.callExitFor(pc)
			u.native[pc], u.nativeCalls = true, true
			if u.bound == nil {
				u.bound = map[int]bool{}
			}
			u.bound[pc] = true
			s := j.pick[stencils.CallNativeB] // CALL, or CALL_KW with the keywords in order
			if in.Op == bytecode.CALL_METHOD {
				s = j.pick[stencils.CallNativeBm]
			}
			b.Emit(s, &x.v)
			x.done = true
			return
		}
		if fn, argc, ndef, ok := j.defaultsCallee(fr, code, targets, pc); ok {
			// A function whose last parameters take their defaults:
			// machine code copies them after the arguments.
			c := j.cellFor(fn)
			u.keep = append(u.keep, c)
			missing := fn.Code.ArgCount - argc
			x.v.K64, x.v.K64B, x.v.K64C, x.v.K64D = uint64(fn.Self()), uint64(uintptr(unsafe.Pointer(c))), uint64(ndef), uint64(8*missing)
			x.v.K32, x.v.K32B, x.v.Exit = uint32(8*argc), uint32(8*(ndef-missing)), t.callExitFor(pc)
			u.native[pc], u.nativeCalls = true, true
			s := j.pick[stencils.CallNativeD]
			if in.Op == bytecode.CALL_METHOD {
				s = j.pick[stencils.CallNativeMd]
			}
			b.Emit(s, &x.v)
			x.done = true
			return
		}
		if fns, argc, unbound := j.nativeCallees(fr, code, targets, pc); len(fns) > 0 {
			// Plain Python functions: machine code calls them
			// itself when their code is compiled. The first
			// candidate's code is hot; a callee check that fails
			// goes on to the next candidate's, in the cold code,
			// and the last one's to the exit.
			x.s = j.moves.callNative
			if in.Op == bytecode.CALL_METHOD {
				x.s = j.moves.callNativeM
				if unbound {
					x.s = j.pick[stencils.CallNativeU]
				}
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
