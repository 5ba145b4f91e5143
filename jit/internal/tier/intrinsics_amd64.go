//go:build linux

package tier

// Pattern recognisers for calls and attributes that get stencils of their
// own (math.sqrt, list methods, isinstance, class and function calls...).

import (
	"slices"
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/stencils"
)

// builtinMethod returns the method a builtin class defines under name, as
// LOAD_METHOD finds it for the class's exact instances.
func (j *JIT) builtinMethod(cls *rt.Class, name string) (rt.Value, bool) {
	m, ok := cls.Lookup(j.vm, name)
	if !ok || !m.IsHandle() {
		return 0, false
	}
	f, ok := j.vm.Get0(m).(*rt.BuiltinFunction)
	return m, ok && f.Owner != nil && f.Self == rt.Unbound
}

// The classes of ASCII characters that call_str_pred tests, one bit each
// in asciiClasses.
const (
	classAlpha = 1 << iota // A-Z a-z
	classDigit             // 0-9: decimal, digit and numeric alike in ASCII
	classSpace             // what str.isspace accepts: \t \n \v \f \r, \x1c-\x1f, space
)

// strPredicates maps the str predicates that call_str_pred answers to
// the classes a character must be in (any of them) for the predicate to
// hold of it; each is False for the empty str.
var strPredicates = map[string]uint32{
	"isalpha":   classAlpha,
	"isdigit":   classDigit,
	"isdecimal": classDigit,
	"isnumeric": classDigit,
	"isalnum":   classAlpha | classDigit,
	"isspace":   classSpace,
}

// asciiClasses is the class table of call_str_pred, indexed by an ASCII
// character's code.
var asciiClasses = func() (t [128]byte) {
	for c := range t {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
			t[c] = classAlpha
		case c >= '0' && c <= '9':
			t[c] = classDigit
		case c >= '\t' && c <= '\r', c >= 0x1c && c <= ' ':
			t[c] = classSpace
		}
	}
	return
}()

// asciiClassesAddr returns the address of asciiClasses (a global: it
// never moves).
func asciiClassesAddr() uint64 { return uint64(uintptr(unsafe.Pointer(&asciiClasses[0]))) }

// callsMethod reports whether the callee of the CALL_METHOD at pc was
// loaded by a LOAD_METHOD of name within the same straight-line code (the
// stencil still checks the method called).
func callsMethod(code *bytecode.Code, targets []bool, pc int, name string) bool {
	q := calleeLoad(code, targets, pc, bytecode.LOAD_METHOD)
	return q >= 0 && code.Names[code.Instrs[q].C] == name
}

// exactComplex says whether v is an exact complex.
func (j *JIT) exactComplex(v rt.Value) bool {
	_, ok := j.vm.ExactComplex(v)
	return ok
}

// complexOp says whether instruction pc is + - * whose feedback saw
// complex numbers (and nothing that is not a number).
func complexOp(code *bytecode.Code, pc int) bool {
	fb := code.Feedback[pc].Types
	return fb&bytecode.FbComplex != 0 && fb&(bytecode.FbOther|bytecode.FbInt64) == 0 && complexOps[code.Instrs[pc].Op] != 0
}

// passComplex returns q > pc when the result of complex instruction pc
// is a temporary that only instruction q, another complex operation,
// reads, as its first operand (and not as its second), with only
// constant loads of other registers between them; 0 otherwise. The exits
// of q resume at rpc: pc, or the constant load just before pc when one
// between reloads a register pc reads (the one before pc loads it).
func passComplex(lv *liveness, targets, dead []bool, pc int) (q, rpc int) {
	code := lv.code // the code being compiled
	ins := code.Instrs
	if !complexOp(code, pc) {
		return 0, 0
	}
	in := ins[pc]
	rpc = pc
	q = pc + 1
	for q < len(ins) && ins[q].Op == bytecode.LOAD_CONST && ins[q].A != in.A && !targets[q] && (dead == nil || !dead[q]) {
		if x := ins[q].A; x == in.B || x == in.C {
			// pc's operand is gone when q exits: resume at its own
			// constant load, if that is what sets it.
			if pc == 0 || ins[pc-1].Op != bytecode.LOAD_CONST || ins[pc-1].A != x || x == in.B && x == in.C ||
				dead != nil && dead[pc-1] {
				return 0, 0
			}
			rpc = pc - 1
		}
		q++
	}
	if q >= len(ins) || targets[q] || dead != nil && dead[q] || !complexOp(code, q) {
		return 0, 0
	}
	next := ins[q]
	if next.B != in.A || next.C == in.A || !lv.deadAfter(q, in.A) {
		return 0, 0
	}
	return q, rpc
}

// absOfMove reports whether the MOVE at pc only passes its register to a
// CALL of the builtin abs right after it (r[A] = r[B]; r[C'] = abs(r[A])
// with r[A] dead afterwards), and returns abs.
func (j *JIT) absOfMove(fr *interp.Frame, targets, dead []bool, pc int) (rt.Value, bool) {
	code := fr.Code
	ins := code.Instrs
	if pc+1 >= len(ins) || targets[pc+1] || dead != nil && dead[pc+1] {
		return 0, false
	}
	mv, call := ins[pc], ins[pc+1]
	if call.Op != bytecode.CALL || call.C != 1 || call.B+1 != mv.A || mv.A == mv.B || !j.lv.deadAfter(pc+1, mv.A) {
		return 0, false
	}
	return j.builtinCallee(fr, code, targets, pc+1, "abs")
}

// builtinCallee returns the builtin function registered as name (not
// whatever the builtins module holds now) when the CALL at pc calls it:
// its callee's LOAD_GLOBAL finds that very function now, under any name.
// The stencils that run such a call in place (call_len, call_isinstance,
// call_ord, call_chr, abs of a complex) guard the callee register against
// this handle, and the register is loaded afresh at every run (load_global
// reads the dict's current entry), so any rebinding of the name, by
// whatever route, leaves for the interpreter at the call's next run; a
// rebinding before compilation (or a recompilation after one) compiles a
// plain call.
func (j *JIT) builtinCallee(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int, name string) (rt.Value, bool) {
	v, ok := j.globalCallee(fr, code, targets, pc)
	if !ok || v != rt.OriginalBuiltin(name) {
		return rt.Unbound, false
	}
	return v, true
}

// maxLoadDistance bounds how far back loadOf looks: the callee of a call
// is loaded before its arguments are computed, GVector(a.x * k + b.x * m,
// ...) 16 instructions before the call.
const maxLoadDistance = 32

// calleeLoad returns the instruction op (LOAD_GLOBAL or LOAD_METHOD) that
// loaded the callee register of the call at pc, within the same
// straight-line code and at most maxLoadDistance instructions before; -1
// when there is none.
func calleeLoad(code *bytecode.Code, targets []bool, pc int, op bytecode.Opcode) int {
	return loadOf(code, targets, pc, code.Instrs[pc].B, op)
}

// loadOf returns the instruction op that loaded register r for the
// instruction at pc, within the same straight-line code and at most
// maxLoadDistance instructions before; -1 when there is none.
func loadOf(code *bytecode.Code, targets []bool, pc int, r int32, op bytecode.Opcode) int {
	for q := pc - 1; q >= 0 && q >= pc-maxLoadDistance; q-- {
		in := code.Instrs[q]
		if in.Op == op && in.A == r {
			return q
		}
		if _, writes, known := regUse(in, r); writes || !known || in.A == r || targets[q+1] {
			return -1
		}
	}
	return -1
}

// moduleAttr finds what the LOAD_METHOD at pc loads when its object is a
// module that a global names (math.sqrt): the module (of exactly class
// module, which has no attribute of the name), its dict and the entry
// where the dict holds the name now.
func (j *JIT) moduleAttr(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (rt.Value, *rt.Dict, int, bool) {
	in := code.Instrs[pc]
	q := loadOf(code, targets, pc, in.B, bytecode.LOAD_GLOBAL)
	if q < 0 || fr.Globals == nil {
		return rt.Unbound, nil, 0, false
	}
	mv, ok := fr.Globals.GetStr(j.vm, code.Names[code.Instrs[q].B])
	if !ok || !mv.IsHandle() {
		return rt.Unbound, nil, 0, false
	}
	mod, isMod := j.vm.Get(mv).(*rt.Module)
	name := code.Names[in.C]
	if !isMod || j.vm.ClassOf(mv) != rt.ModuleType || mod.Dict() == nil {
		return rt.Unbound, nil, 0, false
	}
	if _, found := rt.ModuleType.Lookup(j.vm, name); found {
		return rt.Unbound, nil, 0, false
	}
	pos, err := mod.Dict().Lookup(j.vm, j.vm.Intern(name))
	if err != nil || pos < 0 {
		return rt.Unbound, nil, 0, false
	}
	return mv, mod.Dict(), pos, true
}

// mathSqrtCallee returns math.sqrt when the CALL or CALL_METHOD at pc
// calls it as its callee's load finds it now: a global or builtin (from
// math import sqrt) or an attribute of a module a global names
// (math.sqrt).
// call_sqrt guards the handle.
func (j *JIT) mathSqrtCallee(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (rt.Value, bool) {
	var f rt.Value
	switch code.Instrs[pc].Op {
	case bytecode.CALL:
		v, ok := j.globalCallee(fr, code, targets, pc)
		if !ok {
			return rt.Unbound, false
		}
		f = v
	case bytecode.CALL_METHOD:
		q := calleeLoad(code, targets, pc, bytecode.LOAD_METHOD)
		if q < 0 {
			return rt.Unbound, false
		}
		_, d, _, ok := j.moduleAttr(fr, code, targets, q)
		if !ok {
			return rt.Unbound, false
		}
		if f, ok = d.GetStr(j.vm, code.Names[code.Instrs[q].C]); !ok {
			return rt.Unbound, false
		}
	default:
		return rt.Unbound, false
	}
	b, ok := j.vm.Get0(f).(*rt.BuiltinFunction)
	if !ok || b.Name != "sqrt" || b.Module != "math" || b.Owner != nil || b.Self != rt.Unbound {
		return rt.Unbound, false
	}
	return f, true
}

// globalCallee returns the value now of the global or builtin that the
// LOAD_GLOBAL loading the callee of the CALL at pc names.
func (j *JIT) globalCallee(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (rt.Value, bool) {
	return j.globalLoaded(fr, code, calleeLoad(code, targets, pc, bytecode.LOAD_GLOBAL))
}

// globalLoaded returns the value now of the global or builtin that the
// LOAD_GLOBAL at q names (q < 0: none).
func (j *JIT) globalLoaded(fr *interp.Frame, code *bytecode.Code, q int) (rt.Value, bool) {
	if q < 0 || fr.Globals == nil {
		return rt.Unbound, false
	}
	name := code.Names[code.Instrs[q].B]
	v, ok := fr.Globals.GetStr(j.vm, name)
	if !ok && fr.Builtins != nil {
		v, ok = fr.Builtins.GetStr(j.vm, name)
	}
	return v, ok
}

// listMethods are the list methods that machine code runs in place
// (LIST_POP, LIST_INSERT), by name and number of arguments: the stencil
// for lst.name(...) and the one for a bound method's call.
var listMethods = []struct {
	name        string
	argc        int32
	method, bnd stencils.ID
}{
	{"pop", 1, stencils.CallListPopM, stencils.CallBoundListPop},
	{"pop", 0, stencils.CallListPop0M, stencils.CallBoundListPop0},
	{"insert", 2, stencils.CallListInsertM, stencils.CallBoundListInsert},
}

// listMethodCall returns the stencil for the call at pc when it calls
// list.pop or list.insert (listMethods): a CALL_METHOD whose LOAD_METHOD
// names the method (the stencil checks the callee and that self is
// exactly a list), or a CALL of a bound method of a list that a local (a
// MOVE) or a global holds now, or of a local not set yet (the stencil
// checks that the callee is such a bound method), with the method's
// static handle.
func (j *JIT) listMethodCall(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (*stencils.Stencil, rt.Value) {
	in := code.Instrs[pc]
	if in.C > 2 {
		return nil, 0 // no method of listMethods takes more
	}
	var bound rt.Value
	if in.Op == bytecode.CALL {
		if q := loadOf(code, targets, pc, in.B, bytecode.MOVE); q >= 0 {
			bound = fr.Regs[code.Instrs[q].B]
		} else if v, ok := j.globalCallee(fr, code, targets, pc); ok {
			bound = v
		}
		switch {
		case bound == rt.Unbound:
			// Not known yet (code compiled before it ran: the local is
			// unset): guess from the number of arguments. A wrong guess
			// costs the stencil's checks before the exit the call would
			// have taken anyway.
		case !bound.IsHandle():
			return nil, 0
		default:
			bm, ok := j.vm.Get(bound).(*rt.BoundMethod)
			if !ok {
				return nil, 0
			}
			bound = bm.Func
		}
	}
	for _, lm := range listMethods {
		if in.C != lm.argc || in.Op == bytecode.CALL_METHOD && !callsMethod(code, targets, pc, lm.name) {
			continue
		}
		m, ok := j.builtinMethod(rt.ListType, lm.name)
		switch {
		case !ok:
		case in.Op == bytecode.CALL_METHOD:
			return j.pick[lm.method], m
		case bound == m || bound == rt.Unbound:
			return j.pick[lm.bnd], m
		}
	}
	return nil, 0
}

// instanceClass returns v's class when v is an instance of a class (a
// heap object of the instance layout), or nil.
func (j *JIT) instanceClass(v rt.Value) *rt.Class {
	if !v.IsHandle() {
		return nil
	}
	if inst, ok := j.vm.Get(v).(*rt.Instance); ok {
		return inst.Class()
	}
	return nil
}

// getitemCallee returns the class of obj and its __getitem__ when obj is an
// instance of a class (a heap object of the instance layout) whose
// __getitem__ is a plain function of (self, key), which machine code can
// call itself for obj[key] (subscr_dunder, which checks the class and its
// version).
func (j *JIT) getitemCallee(obj rt.Value) (*rt.Class, *rt.Function, bool) {
	c := j.instanceClass(obj)
	if c == nil {
		return nil, nil, false
	}
	m, ok := c.LookupSlot(j.vm, rt.SlotGetItem)
	if !ok {
		return nil, nil, false
	}
	fn, ok := j.in.NativeCallee(m, 2)
	return c, fn, ok
}

// binopCallee returns the class of a, an instance, and the plain function
// that op (an arithmetic instruction) calls first on a and b when
// machine code can call it itself (binop_dunder): a's class's method for
// op (for an in-place op, a class without the in-place method), no Go
// operator hook on either side, and b of a's class or no heap object, so
// that b's reflected method can only come second.
func (j *JIT) binopCallee(op bytecode.Opcode, a, b rt.Value) (*rt.Class, *rt.Function, bool) {
	c := j.instanceClass(a)
	if c == nil || c.HasBinaryHook() {
		return nil, nil, false
	}
	if b.IsHandle() && j.instanceClass(b) != c {
		return nil, nil, false
	}
	fn, ok := j.binopMethod(op, c)
	return c, fn, ok
}

// binopMethod returns the plain function that op calls first on an
// instance of c, when binop_dunder can call it (see binopCallee).
func (j *JIT) binopMethod(op bytecode.Opcode, c *rt.Class) (*rt.Function, bool) {
	if c.HasBinaryHook() {
		return nil, false
	}
	if inPlaceOp[op] {
		if _, found := c.Lookup(j.vm, inPlaceNames[op]); found {
			return nil, false
		}
	}
	m, ok := c.Lookup(j.vm, rt.BinOpNames[binOpOf[op]][0])
	if !ok {
		return nil, false
	}
	return j.in.NativeCallee(m, 2)
}

// noteBinop records, at a step exit of instruction pc of code (regs its
// frame's registers), the class of an instance whose method binop_dunder
// could call (binopSeen), for the next compilation.
func (j *JIT) noteBinop(code *bytecode.Code, pc int, regs []rt.Value) {
	in := code.Instrs[pc]
	// The operand's layout first: the exits of arithmetic on numbers
	// and Go types (Decimal) end here, before any map lookup.
	if !binopDunderOps[in.Op] || j.instanceClass(regs[in.B]) == nil || j.binopSeen[code][pc] != nil {
		return
	}
	c, _, ok := j.binopCallee(in.Op, regs[in.B], regs[in.C])
	if !ok {
		return
	}
	if j.binopSeen == nil {
		j.binopSeen = map[*bytecode.Code]map[int]*rt.Class{}
	}
	if j.binopSeen[code] == nil {
		j.binopSeen[code] = map[int]*rt.Class{}
	}
	j.binopSeen[code][pc] = c
}

// classCallee returns the class that the CALL at pc calls, as its global's
// load finds it now, when calling it is making a plain instance and
// calling its plain __init__ (rt.VM.PlainInit) with the call's arguments,
// which machine code can do itself (call_class, which checks the callee
// and the class's version).
func (j *JIT) classCallee(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (*rt.Class, *rt.Function, bool) {
	v, ok := j.globalCallee(fr, code, targets, pc)
	if !ok || !v.IsHandle() {
		return nil, nil, false
	}
	c, ok := j.vm.Get(v).(*rt.Class)
	if !ok {
		return nil, nil, false
	}
	init, ok := j.vm.PlainInit(c)
	if !ok {
		return nil, nil, false
	}
	fn, ok := j.in.NativeCallee(init, int(code.Instrs[pc].C)+1)
	return c, fn, ok
}

// classArg returns the class that register r holds for the call at pc,
// loaded there by a LOAD_GLOBAL (isinstance(x, C)): the global's or
// builtin's class now (int, str, tuple...), which the stencil checks
// against the register.
func (j *JIT) classArg(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int, r int32) (*rt.Class, bool) {
	v, ok := j.globalLoaded(fr, code, loadOf(code, targets, pc, r, bytecode.LOAD_GLOBAL))
	if !ok || !v.IsHandle() {
		return nil, false
	}
	c, ok := j.vm.Get(v).(*rt.Class)
	return c, ok
}

// unboxedAnswers returns isinstance's answers for a small int, a float, a
// bool and None against the class c, as bits 0-3 (call_isinstance's K32).
func unboxedAnswers(c *rt.Class) (bits uint32) {
	for bit, k := range []*rt.Class{rt.IntType, rt.FloatType, rt.BoolType, rt.NoneType} {
		if k.IsSubclass(c) {
			bits |= 1 << bit
		}
	}
	return bits
}

// isinstSite is call_isinstance_t's record of a tuple of classes (the
// layout the stencil reads: n, the handles, the Class addresses); cls
// keeps the classes for Go.
type isinstSite struct {
	n       int64
	handles [maxTupleClasses]uint64
	classes [maxTupleClasses]uint64
	cls     [maxTupleClasses]*rt.Class
}

// maxTupleClasses bounds the tuples of classes call_isinstance_t takes.
const maxTupleClasses = 4

// classTuple finds the classes of the tuple that register r holds for
// the call at pc when a BUILD_TUPLE made it from registers that still
// hold classes loaded by LOAD_GLOBAL (isinstance(x, (A, B))), each of
// metaclass type: the site to check them against, and the first
// register.
func (j *JIT) classTuple(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int, r int32) (*isinstSite, int32, bool) {
	q := loadOf(code, targets, pc, r, bytecode.BUILD_TUPLE)
	if q < 0 {
		return nil, 0, false
	}
	tup := code.Instrs[q]
	if tup.C < 1 || tup.C > maxTupleClasses {
		return nil, 0, false
	}
	site := &isinstSite{n: int64(tup.C)}
	for k := range tup.C {
		// (classArg looks back from the call: the register still holds
		// the class there.)
		c, ok := j.classArg(fr, code, targets, pc, tup.B+k)
		if !ok || c.Class() != rt.TypeType {
			return nil, 0, false
		}
		site.handles[k], site.classes[k], site.cls[k] = uint64(c.Self()), classAddr(c), c
	}
	return site, tup.B, true
}

// localCallee returns the plain Python function that a local (a MOVE into
// the callee register) holds now for the CALL at pc, with its number of
// arguments, when no global names the callee: machine code can call any
// function of its code and globals itself (call_native_code).
func (j *JIT) localCallee(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (*rt.Function, int, bool) {
	in := code.Instrs[pc]
	if in.Op != bytecode.CALL {
		return nil, 0, false
	}
	q := loadOf(code, targets, pc, in.B, bytecode.MOVE)
	if q < 0 {
		return nil, 0, false
	}
	fn, ok := j.in.NativeCallee(fr.Regs[code.Instrs[q].B], int(in.C))
	if !ok || fn.Globals == nil {
		return nil, 0, false
	}
	return fn, int(in.C), true
}

// defaultsCallee returns the plain function that the CALL or CALL_METHOD
// at pc calls with fewer arguments than its parameters, the rest taking
// their defaults (a global's function, or the one method of a LOAD_METHOD
// site): the arguments passed (self included) and how many defaults the
// function has now (call_native_d and call_native_md check that number).
func (j *JIT) defaultsCallee(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (fn *rt.Function, argc, ndef int, ok bool) {
	in := code.Instrs[pc]
	argc = int(in.C)
	var v rt.Value
	switch in.Op {
	case bytecode.CALL:
		if v, ok = j.globalCallee(fr, code, targets, pc); !ok {
			return nil, 0, 0, false
		}
	case bytecode.CALL_METHOD:
		q := calleeLoad(code, targets, pc, bytecode.LOAD_METHOD)
		if q < 0 {
			return nil, 0, 0, false
		}
		sites := fr.AttrSites(q)
		if len(sites) != 1 {
			return nil, 0, 0, false
		}
		v, argc = sites[0].Method, argc+1
	default:
		return nil, 0, 0, false
	}
	f, isFn := j.vm.Get0(v).(*rt.Function)
	if !isFn || !v.IsHandle() {
		return nil, 0, 0, false
	}
	n := f.Code.ArgCount
	if fn, ok = j.in.NativeCallee(v, n); !ok || argc >= n || n-argc > len(f.Defaults) || len(f.Defaults) > n {
		return nil, 0, 0, false
	}
	return fn, argc, len(f.Defaults), true
}

// nativeCallees returns the plain Python functions that the CALL or
// CALL_METHOD at pc calls, as its callee's load found them last (a
// global's value now; the methods of a LOAD_METHOD's cache, one per class
// it has seen), with the number of arguments they take there (self
// included): calls that machine code can make itself (call_native, which
// checks the callee).
func (j *JIT) nativeCallees(fr *interp.Frame, code *bytecode.Code, targets []bool, pc int) (fns []*rt.Function, argc int, unbound bool) {
	in := code.Instrs[pc]
	argc = int(in.C)
	switch in.Op {
	case bytecode.CALL, bytecode.CALL_KW:
		if v, ok := j.globalCallee(fr, code, targets, pc); ok {
			if fn, ok := j.identityCallee(v, argc); ok && (in.Op == bytecode.CALL || j.kwInOrder(code, pc, fn.Code, 0)) {
				fns = append(fns, fn)
			}
		}
	case bytecode.CALL_METHOD:
		q := calleeLoad(code, targets, pc, bytecode.LOAD_METHOD)
		if q < 0 {
			return nil, 0, false
		}
		if site, ok := fr.ObjSite(q); ok && (site.Module || site.Class) {
			// A module's function or a class's static function: no
			// self (call_native_u).
			v := site.Val
			if site.Module {
				v = site.Dict.ValueAt(site.Pos)
			}
			if fn, ok := j.identityCallee(v, argc); ok {
				return []*rt.Function{fn}, argc, true
			}
			return nil, 0, false
		}
		argc++ // self
		if sfns, ok := j.superCallees[callSite{code, q}]; ok {
			// super().name (load_method_super) loaded the method.
			for _, fn := range sfns {
				if _, ok := j.identityCallee(fn.Self(), argc); ok && !slices.Contains(fns, fn) {
					fns = append(fns, fn)
				}
			}
			return fns, argc, false
		}
		for _, site := range fr.AttrSites(q) {
			if fn, ok := j.identityCallee(site.Method, argc); ok && !slices.Contains(fns, fn) {
				fns = append(fns, fn)
			}
		}
	}
	return fns, argc, false
}
