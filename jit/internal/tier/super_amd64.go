//go:build linux

package tier

// super().name(...) in machine code. A method's `super().m(args)` is three
// instructions: the load of the global super, its call with no arguments
// (which needs the frame: the first argument and the __class__ cell), and
// a LOAD_METHOD on the super object. When the super object is used by
// nothing else, the call and the load are one guarded stencil
// (load_method_super) that makes no super object: it checks that the
// global is still the builtin super, that the __class__ cell still holds
// the class it held at compilation, and that the first argument's class
// is still the one seen then at the same version; the method the MRO gives
// after __class__ is then a constant, so the CALL_METHOD that follows
// calls it natively like any method found through an inline cache. A
// failed guard exits at the call of super(), and the interpreter runs both
// instructions.

import (
	"slices"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/patch"
	"github.com/cpjit/cpjit/stencils"
)

// superTarget is what a fused super().name resolves to at compilation.
type superTarget struct {
	superFn rt.Value       // the builtin super
	cellReg int32          // the register of the __class__ cell
	this    *rt.Class      // the class the cell holds
	cls     []*rt.Class    // the first argument's classes (seen now and before)
	fn      []*rt.Function // per class, name in its MRO after this: a plain function
}

// maxSuperClasses bounds the classes of the first argument one super()
// site checks for, one load_method_super each, chained.
const maxSuperClasses = 4

// superSite reports whether the CALL at pc is super() with no arguments,
// followed by a LOAD_METHOD on its result and nothing else using it, in a
// method whose first argument is (now, in fr) a plain instance of a class
// whose MRO after __class__ gives a plain function for the name. The
// classes that earlier compilations of the site saw (their guards failed
// for this one, or it would not be compiling again) are kept too.
func (t *translator) superSite(pc int) (superTarget, bool) {
	j, fr, code, ins, targets := t.j, t.fr, t.code, t.ins, t.targets
	in := ins[pc]
	if in.Op != bytecode.CALL || in.C != 0 || t.cur != nil || pc+2 >= t.n {
		return superTarget{}, false
	}
	m := ins[pc+1]
	if m.Op != bytecode.LOAD_METHOD || m.B != in.A || targets[pc+1] || !j.lv.deadAfter(pc+1, in.A) {
		return superTarget{}, false
	}
	name := code.Names[m.C]
	if name == "__class__" || code.ArgCount == 0 || len(fr.Regs) == 0 {
		return superTarget{}, false
	}
	for _, a := range code.CellArgs {
		if a == 0 {
			return superTarget{}, false // self lives in a cell
		}
	}
	superFn, ok := j.globalCallee(fr, code, targets, pc)
	if !ok || superFn != rt.SuperType.Self() {
		return superTarget{}, false
	}
	cellReg := int32(-1)
	for i, v := range code.FreeVars {
		if v == "__class__" {
			cellReg = int32(code.NLocals + len(code.CellVars) + i)
		}
	}
	if cellReg < 0 || int(cellReg) >= len(fr.Regs) {
		return superTarget{}, false
	}
	cell, ok := j.vm.Get0(fr.Regs[cellReg]).(*rt.Cell)
	if !ok {
		return superTarget{}, false
	}
	this, ok := j.vm.AsClass(cell.V)
	if !ok {
		return superTarget{}, false
	}
	inst, ok := j.vm.Get0(fr.Regs[0]).(*rt.Instance)
	if !ok {
		return superTarget{}, false
	}
	st := superTarget{superFn: superFn, cellReg: cellReg, this: this}
	key := callSite{code, pc}
	seen := append(j.superClasses[key], inst.Class())
	var keep []*rt.Class
	for _, cls := range seen {
		if len(st.cls) == maxSuperClasses || slices.Contains(st.cls, cls) {
			continue
		}
		if fn := superLookup(j.vm, cls, this, name); fn != nil {
			st.cls, st.fn = append(st.cls, cls), append(st.fn, fn)
			keep = append(keep, cls)
		}
	}
	if j.superClasses == nil {
		j.superClasses = map[callSite][]*rt.Class{}
	}
	j.superClasses[key] = keep
	return st, len(st.cls) > 0
}

// superLookup returns the plain function that cls's MRO gives for name
// after this (super(this, obj).name for obj of exactly class cls), or nil:
// cls a class of plain instances (no metaclass: a class's super() searches
// the class itself) with this in its MRO, and the name a plain function.
func superLookup(vm *rt.VM, cls, this *rt.Class, name string) *rt.Function {
	if cls.IsSubclass(rt.TypeType) {
		return nil
	}
	i := 0
	for i < len(cls.MRO) && cls.MRO[i] != this {
		i++
	}
	if i == len(cls.MRO) {
		return nil // not an instance of __class__: TypeError
	}
	for _, k := range cls.MRO[i+1:] {
		if k.Dict == nil {
			return nil
		}
		v, found := k.Dict.GetStr(vm, name)
		if !found {
			continue
		}
		fn, isFn := vm.Get0(v).(*rt.Function)
		if !isFn {
			return nil // a descriptor of another kind
		}
		return fn
	}
	return nil
}

// superMethod emits the CALL at x.pc and the LOAD_METHOD after it as one
// load_method_super when superSite allows, and reports whether it did.
func (t *translator) superMethod(x *step) bool {
	st, ok := t.superSite(x.pc)
	if !ok {
		if t.j.superCallees != nil {
			delete(t.j.superCallees, callSite{t.code, x.pc + 1})
		}
		return false
	}
	j, u, b, pc := t.j, t.u, t.b, x.pc
	m := t.ins[pc+1]
	u.keep = append(u.keep, st.this)
	for i, cls := range st.cls {
		u.keep = append(u.keep, cls, st.fn[i])
		u.classes = append(u.classes, classDep{cls, cls.Version})
	}
	if j.superCallees == nil {
		j.superCallees = map[callSite][]*rt.Function{}
	}
	j.superCallees[callSite{t.code, pc + 1}] = st.fn
	hv := patch.Values{K64: uint64(st.superFn), Next: b.NewLabel()}
	b.Emit(j.pick[stencils.LdHash], &hv)
	b.Bind(hv.Next)
	if t.dry {
		b.Emit(j.moves.exitStep, &patch.Values{PC: uint32(pc)})
	} else {
		// One guarded load per class, each failing over to the next,
		// the last to the exit (X4 survives the failed ones).
		exit := t.exitFor(pc)
		for i, cls := range st.cls {
			v := patch.Values{A: m.A, B: 0, C: x.in.B, PC: uint32(pc), K32: uint32(8 * st.cellReg),
				K64: uint64(st.fn[i].Self()), K64B: classAddr(cls), K64C: cls.Version, K64D: uint64(st.this.Self()),
				Next: t.labels[pc+2], Exit: exit}
			if i < len(st.cls)-1 {
				v.Exit = b.NewLabel()
			}
			b.Emit(j.pick[stencils.LoadMethodSuper], &v)
			if i < len(st.cls)-1 {
				b.Bind(v.Exit)
			}
		}
		if len(st.cls) > 1 {
			u.polySites++
		}
	}
	u.native[pc], u.unseen[pc] = true, false
	u.acc[pc].native = true
	t.fusedWithNext(x)
	return true
}
