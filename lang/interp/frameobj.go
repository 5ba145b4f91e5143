package interp

import (
	"fmt"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// FrameType is the type of Python-visible frame objects.
var FrameType = rt.NewStaticClass("frame")

// FrameObj is the Python view of a Frame (sys._getframe(), tb_frame,
// gi_frame). While the frame runs it reads and writes the live registers;
// when the frame finishes, detach keeps what stays observable: its line,
// its caller and its variables (CPython's frame object owns the frame's
// data once the frame has run).
type FrameObj struct {
	rt.Head
	in      *Interp
	fr      *Frame // nil once detached
	code    *bytecode.Code
	globals *rt.Dict
	lineno  int
	lasti   int
	// ns is the namespace of a module, class-body or exec frame (nil for
	// functions, whose variables are registers).
	ns *rt.Dict
	// vars are the variable registers (locals, cells, free variables) of
	// a detached function frame.
	vars []rt.Value
	// extra holds what was stored through f_locals under a name that is
	// not one of the code's variables (PEP 667's extra locals).
	extra *rt.Dict
	back  rt.Value // frame object of the caller, after detach
	// trace is f_trace (None when unset); noLines is f_trace_lines ==
	// False, opcodes f_trace_opcodes.
	trace   rt.Value
	noLines bool
	opcodes bool
}

// Trace implements rt.Object.
func (f *FrameObj) Trace(t *rt.Tracer) {
	t.MarkObj(f.globals)
	if f.ns != nil {
		t.MarkObj(f.ns)
	}
	t.MarkAll(f.vars)
	if f.extra != nil {
		t.MarkObj(f.extra)
	}
	t.Mark(f.back)
	t.Mark(f.trace)
	if f.fr != nil && f.fr.gen != nil {
		t.MarkObj(f.fr.gen) // a suspended generator's registers (gi_frame outliving its generator)
	}
}

// frameObj returns (creating once) the frame object of fr.
func (in *Interp) frameObj(fr *Frame) *FrameObj {
	if fr.obj != nil {
		return fr.obj
	}
	o := &FrameObj{in: in, fr: fr, code: fr.Code, globals: fr.Globals, ns: fr.Locals, back: rt.Unbound, trace: rt.None}
	rt.InitHead(o, FrameType)
	in.vm.Alloc(o)
	fr.obj = o
	return o
}

// detach snapshots a finishing frame.
func (f *FrameObj) detach(vm *rt.VM) {
	fr := f.fr
	if fr == nil {
		return
	}
	f.lineno = fr.Line()
	f.lasti = fr.PC
	if fr.Locals == nil && fr.Regs != nil {
		n := min(numVarRegs(fr.Code), len(fr.Regs))
		f.vars = append([]rt.Value(nil), fr.Regs[:n]...)
	}
	if fr.Back != nil {
		f.back = f.in.frameObj(fr.Back).Self()
	} else {
		f.back = rt.None
	}
	f.fr = nil
}

// numVarRegs is how many registers hold variables: locals, then cells,
// then free variables; temporaries follow.
func numVarRegs(code *bytecode.Code) int {
	return code.NLocals + len(code.CellVars) + len(code.FreeVars)
}

// varRegs returns the variable registers of the frame: live while it runs,
// the copy kept at detach after.
func (f *FrameObj) varRegs() []rt.Value {
	if f.fr != nil {
		if f.fr.Regs == nil {
			return nil
		}
		return f.fr.Regs[:min(numVarRegs(f.code), len(f.fr.Regs))]
	}
	return f.vars
}

// frameVar is one variable of a function's code in CPython's order of
// "fast locals": parameters and locals, then cells that are not
// parameters, then free variables.
type frameVar struct {
	name string
	reg  int
	cell bool // the register holds a cell; the variable is its content
}

// frameVars lists code's variables (cached per code object).
func (in *Interp) frameVars(code *bytecode.Code) []frameVar {
	ci := in.info(code)
	if ci.vars != nil {
		return ci.vars
	}
	vars := make([]frameVar, 0, numVarRegs(code))
	for i := 0; i < code.NLocals && i < len(code.VarNames); i++ {
		if j := cellOfArg(code, i); j >= 0 {
			vars = append(vars, frameVar{code.VarNames[i], code.NLocals + j, true})
			continue
		}
		vars = append(vars, frameVar{code.VarNames[i], i, false})
	}
	for j, name := range code.CellVars {
		if j < len(code.CellArgs) && code.CellArgs[j] >= 0 {
			continue // listed with the parameters
		}
		vars = append(vars, frameVar{name, code.NLocals + j, true})
	}
	base := code.NLocals + len(code.CellVars)
	for k, name := range code.FreeVars {
		vars = append(vars, frameVar{name, base + k, true})
	}
	ci.vars = vars
	return vars
}

// cellOfArg returns the cell index of parameter register reg when the
// parameter is captured (it then lives only in its cell), or -1.
func cellOfArg(code *bytecode.Code, reg int) int {
	for j, a := range code.CellArgs {
		if a == reg {
			return j
		}
	}
	return -1
}

// varValue returns the value of variable v in regs, Unbound when unbound.
func (in *Interp) varValue(regs []rt.Value, v frameVar) rt.Value {
	if v.reg >= len(regs) {
		return rt.Unbound
	}
	x := regs[v.reg]
	if v.cell {
		c, ok := in.vm.Get0(x).(*rt.Cell)
		if !ok {
			return rt.Unbound
		}
		return c.V
	}
	return x
}

// fillLocals adds the bound variables of f, then its extra locals, to d.
func (in *Interp) fillLocals(d *rt.Dict, f *FrameObj) error {
	vm := in.vm
	regs := f.varRegs()
	for _, v := range in.frameVars(f.code) {
		if x := in.varValue(regs, v); x != rt.Unbound {
			d.SetStr(vm, v.name, x)
		}
	}
	if f.extra != nil {
		var err error
		f.extra.Items(func(k, v rt.Value) bool {
			err = d.Set(vm, k, v)
			return err == nil
		})
		return err
	}
	return nil
}

// localsOf returns a frame's locals() (CPython 3.13, PEP 667): the
// namespace itself for module, class-body and exec frames, a fresh
// snapshot for functions (their variables, then their extra locals).
// Inside a comprehension (PEP 709), the comprehension's variables come
// with the function's, or alone in a module, class-body or exec frame.
func (in *Interp) localsOf(fr *Frame) rt.Value {
	comp := activeCompVars(fr)
	if fr.Locals != nil && comp == nil {
		return fr.Locals.Self()
	}
	vm := in.vm
	d := vm.NewDictObj()
	if fr.Regs == nil {
		return d.Self()
	}
	regs := fr.Regs
	set := func(name string, x rt.Value) {
		if x != rt.Unbound {
			d.SetStr(vm, name, x)
		}
	}
	if fr.Locals != nil {
		for _, v := range comp {
			set(v.Name, regs[v.Reg])
		}
		return d.Self()
	}
	compFn := isCompFunction(fr.Code)
	if b := fr.Back; compFn && b != nil && b.Locals == nil && b.Regs != nil {
		// A comprehension cpjit could not inline: the enclosing
		// function's variables first, as if it were.
		if bd, ok := vm.AsDict(in.localsOf(b)); ok {
			bd.Items(func(k, v rt.Value) bool {
				d.Set(vm, k, v)
				return true
			})
		}
	}
	if fr.obj != nil {
		in.fillLocals(d, fr.obj)
	} else {
		for _, v := range in.frameVars(fr.Code) {
			set(v.name, in.varValue(regs, v))
		}
	}
	if compFn {
		d.Delete(vm, vm.NewStr(".0"))
	}
	for _, v := range comp {
		set(v.Name, regs[v.Reg])
	}
	return d.Self()
}

// activeCompVars returns the variables of the inlined comprehensions the
// frame is inside (innermost last).
func activeCompVars(fr *Frame) []bytecode.CompVar {
	var out []bytecode.CompVar
	pc := int32(fr.PC)
	for _, v := range fr.Code.CompVars {
		if v.Start <= pc && pc < v.End && int(v.Reg) < len(fr.Regs) {
			out = append(out, v)
		}
	}
	return out
}

// isCompFunction reports whether code is a list, set or dict comprehension
// compiled as a function of its own.
func isCompFunction(code *bytecode.Code) bool {
	switch code.Name {
	case "<listcomp>", "<setcomp>", "<dictcomp>":
		return true
	}
	return false
}

// fLocals is frame.f_locals: the namespace of a module, class-body or
// exec frame, a write-through FrameLocalsProxy for a function's.
func (f *FrameObj) fLocals() rt.Value {
	if f.ns != nil {
		return f.ns.Self()
	}
	p := &frameLocalsProxy{f: f}
	rt.InitHead(p, FrameLocalsProxyType)
	return f.in.vm.Alloc(p)
}

func frameSelf(vm *rt.VM, v rt.Value) (*FrameObj, error) {
	f, ok := vm.Get0(v).(*FrameObj)
	if !ok {
		return nil, vm.TypeError("expected a frame object")
	}
	return f, nil
}

// line returns the frame's current line.
func (f *FrameObj) line() int {
	if f.fr != nil {
		return f.fr.Line()
	}
	return f.lineno
}

func init() {
	getter := func(name string, get func(vm *rt.VM, f *FrameObj) rt.Value) {
		FrameType.AddGetter(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			f, err := frameSelf(vm, self)
			if err != nil {
				return rt.Unbound, err
			}
			return get(vm, f), nil
		})
	}
	getset := func(name string, get func(vm *rt.VM, f *FrameObj) rt.Value, set func(vm *rt.VM, f *FrameObj, v rt.Value) error) {
		FrameType.AddGetSet(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			f, err := frameSelf(vm, self)
			if err != nil {
				return rt.Unbound, err
			}
			return get(vm, f), nil
		}, func(vm *rt.VM, self, v rt.Value) error {
			f, err := frameSelf(vm, self)
			if err != nil {
				return err
			}
			return set(vm, f, v)
		})
	}
	getter("f_lineno", func(vm *rt.VM, f *FrameObj) rt.Value {
		if f.fr != nil && f.fr.noLine {
			return rt.None
		}
		return vm.NewInt(int64(f.line()))
	})
	getter("f_lasti", func(vm *rt.VM, f *FrameObj) rt.Value {
		if f.fr != nil {
			return vm.NewInt(int64(f.fr.PC * 2))
		}
		return vm.NewInt(int64(f.lasti * 2))
	})
	getter("f_code", func(vm *rt.VM, f *FrameObj) rt.Value {
		return vm.NewCodeObj(f.code)
	})
	getter("f_globals", func(vm *rt.VM, f *FrameObj) rt.Value { return f.globals.Self() })
	getter("f_builtins", func(vm *rt.VM, f *FrameObj) rt.Value { return vm.Builtins.Dict().Self() })
	getter("f_locals", func(vm *rt.VM, f *FrameObj) rt.Value { return f.fLocals() })
	getter("f_back", func(vm *rt.VM, f *FrameObj) rt.Value {
		if f.fr != nil {
			if f.fr.Back == nil {
				return rt.None
			}
			return f.in.frameObj(f.fr.Back).Self()
		}
		return f.back
	})
	getter("f_generator", func(vm *rt.VM, f *FrameObj) rt.Value {
		if f.fr != nil && f.fr.gen != nil {
			return f.fr.gen.Self()
		}
		return rt.None
	})
	getset("f_trace", func(vm *rt.VM, f *FrameObj) rt.Value { return f.trace },
		func(vm *rt.VM, f *FrameObj, v rt.Value) error {
			if v == rt.Unbound { // del frame.f_trace
				v = rt.None
			}
			f.in.setFrameTrace(f, v)
			return nil
		})
	getset("f_trace_lines", func(vm *rt.VM, f *FrameObj) rt.Value { return rt.Bool(!f.noLines) },
		func(vm *rt.VM, f *FrameObj, v rt.Value) error {
			b, err := boolAttr(vm, v)
			if err == nil {
				f.noLines = !b
			}
			return err
		})
	getset("f_trace_opcodes", func(vm *rt.VM, f *FrameObj) rt.Value { return rt.Bool(f.opcodes) },
		func(vm *rt.VM, f *FrameObj, v rt.Value) error {
			b, err := boolAttr(vm, v)
			if err == nil {
				f.opcodes = b
			}
			return err
		})
	FrameType.AddMethod("clear", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		f, err := frameSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if f.fr != nil {
			if f.fr.gen == nil || f.fr.gen.running {
				return rt.Unbound, vm.NewError(rt.RuntimeErrorType, "cannot clear an executing frame")
			}
			return rt.Unbound, vm.NewError(rt.RuntimeErrorType, "cannot clear a suspended frame")
		}
		for i := range f.vars {
			f.vars[i] = rt.Unbound
		}
		f.extra = nil
		return rt.None, nil
	})
	FrameType.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		f, err := frameSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(fmt.Sprintf("<frame at %#x, file '%s', line %d, code %s>", 0x7f0000000000+uint64(rt.IDHash(args[0]))&0xffffffffff, f.code.Filename, f.line(), f.code.Name)), nil
	})

	tbGetter := func(name string, get func(vm *rt.VM, tb *rt.Traceback) rt.Value) {
		rt.TracebackType.AddGetter(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			tb, ok := vm.Get0(self).(*rt.Traceback)
			if !ok {
				return rt.Unbound, vm.TypeError("expected a traceback object")
			}
			return get(vm, tb), nil
		})
	}
	tbGetter("tb_frame", func(vm *rt.VM, tb *rt.Traceback) rt.Value { return tb.Frame })
	tbGetter("tb_lineno", func(vm *rt.VM, tb *rt.Traceback) rt.Value { return vm.NewInt(int64(tb.Lineno)) })
	tbGetter("tb_lasti", func(vm *rt.VM, tb *rt.Traceback) rt.Value { return vm.NewInt(int64(tb.Lasti * 2)) })
	tbGetter("tb_next", func(vm *rt.VM, tb *rt.Traceback) rt.Value { return tb.Next })
}

// addTraceback prepends an entry for fr to exc.__traceback__ (none for
// code marked TracebackHidden).
func (in *Interp) addTraceback(fr *Frame, exc *rt.Exception) {
	if fr.Code.TracebackHidden {
		return
	}
	vm := in.vm
	tb := &rt.Traceback{Frame: in.frameObj(fr).Self(), Lineno: fr.Line(), Lasti: fr.PC, Next: exc.Traceback}
	if tb.Next == rt.Unbound {
		tb.Next = rt.None
	}
	rt.InitHead(tb, rt.TracebackType)
	exc.Traceback = vm.Alloc(tb)
}

// boolAttr checks a value assigned to a bool frame attribute
// (f_trace_lines, f_trace_opcodes) as CPython does.
func boolAttr(vm *rt.VM, v rt.Value) (bool, error) {
	switch v {
	case rt.True, rt.False:
		return v == rt.True, nil
	case rt.Unbound:
		return false, vm.NewError(rt.AttributeErrorType, "cannot delete attribute")
	}
	return false, vm.TypeError("attribute value type must be bool")
}
