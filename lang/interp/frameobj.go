package interp

import (
	"fmt"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// FrameType is the type of Python-visible frame objects.
var FrameType = rt.NewStaticClass("frame")

// FrameObj is the Python view of a Frame (sys._getframe(), tb_frame,
// gi_frame). While the frame runs it reads the live registers; when the
// frame finishes, detach snapshots what stays observable.
type FrameObj struct {
	rt.Head
	in      *Interp
	fr      *Frame // nil once detached
	code    *bytecode.Code
	globals *rt.Dict
	lineno  int
	lasti   int
	locals  rt.Value // snapshot after detach
	back    rt.Value // frame object of the caller, after detach
}

// Trace implements rt.Object.
func (f *FrameObj) Trace(t *rt.Tracer) {
	t.MarkObj(f.globals)
	t.Mark(f.locals)
	t.Mark(f.back)
}

// frameObj returns (creating once) the frame object of fr.
func (in *Interp) frameObj(fr *Frame) *FrameObj {
	if fr.obj != nil {
		return fr.obj
	}
	o := &FrameObj{in: in, fr: fr, code: fr.Code, globals: fr.Globals, locals: rt.Unbound, back: rt.Unbound}
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
	f.locals = f.in.localsOf(fr)
	if fr.Back != nil {
		f.back = f.in.frameObj(fr.Back).Self()
	} else {
		f.back = rt.None
	}
	f.fr = nil
}

// localsOf returns a frame's locals as a dict: the namespace itself for
// module and class bodies, a fresh snapshot for functions.
func (in *Interp) localsOf(fr *Frame) rt.Value {
	vm := in.vm
	if fr.Locals != nil {
		return fr.Locals.Self()
	}
	d := vm.NewDictObj()
	code := fr.Code
	if fr.Regs == nil {
		return d.Self()
	}
	for i := 0; i < code.NLocals && i < len(code.VarNames); i++ {
		if isCellArg(code, i) {
			continue
		}
		if v := fr.Regs[i]; v != rt.Unbound {
			d.SetStr(vm, code.VarNames[i], v)
		}
	}
	base := code.NLocals
	for i, name := range code.CellVars {
		if c, ok := vm.Get0(fr.Regs[base+i]).(*rt.Cell); ok && c.V != rt.Unbound {
			d.SetStr(vm, name, c.V)
		}
	}
	base += len(code.CellVars)
	for i, name := range code.FreeVars {
		if c, ok := vm.Get0(fr.Regs[base+i]).(*rt.Cell); ok && c.V != rt.Unbound {
			d.SetStr(vm, name, c.V)
		}
	}
	return d.Self()
}

func isCellArg(code *bytecode.Code, reg int) bool {
	for _, a := range code.CellArgs {
		if a == reg {
			return true
		}
	}
	return false
}

func frameSelf(vm *rt.VM, v rt.Value) (*FrameObj, error) {
	f, ok := vm.Get0(v).(*FrameObj)
	if !ok {
		return nil, vm.TypeError("expected a frame object")
	}
	return f, nil
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
	getter("f_lineno", func(vm *rt.VM, f *FrameObj) rt.Value {
		if f.fr != nil {
			return vm.NewInt(int64(f.fr.Line()))
		}
		return vm.NewInt(int64(f.lineno))
	})
	getter("f_lasti", func(vm *rt.VM, f *FrameObj) rt.Value {
		if f.fr != nil {
			return vm.NewInt(int64(f.fr.PC * 2))
		}
		return vm.NewInt(int64(f.lasti * 2))
	})
	getter("f_code", func(vm *rt.VM, f *FrameObj) rt.Value {
		return vm.Alloc(codeObj(&rt.CodeObj{Code: f.code}))
	})
	getter("f_globals", func(vm *rt.VM, f *FrameObj) rt.Value { return f.globals.Self() })
	getter("f_builtins", func(vm *rt.VM, f *FrameObj) rt.Value { return vm.Builtins.Dict().Self() })
	getter("f_locals", func(vm *rt.VM, f *FrameObj) rt.Value {
		if f.fr != nil {
			return f.in.localsOf(f.fr)
		}
		return f.locals
	})
	getter("f_back", func(vm *rt.VM, f *FrameObj) rt.Value {
		if f.fr != nil {
			if f.fr.Back == nil {
				return rt.None
			}
			return f.in.frameObj(f.fr.Back).Self()
		}
		return f.back
	})
	getter("f_trace", func(vm *rt.VM, f *FrameObj) rt.Value { return rt.None })
	FrameType.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		f, err := frameSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		line := f.lineno
		if f.fr != nil {
			line = f.fr.Line()
		}
		return vm.NewStr(fmt.Sprintf("<frame at %#x, file '%s', line %d, code %s>", 0x7f0000000000+uint64(rt.IDHash(args[0]))&0xffffffffff, f.code.Filename, line, f.code.Name)), nil
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

// addTraceback prepends an entry for fr to exc.__traceback__.
func (in *Interp) addTraceback(fr *Frame, exc *rt.Exception) {
	vm := in.vm
	tb := &rt.Traceback{Frame: in.frameObj(fr).Self(), Lineno: fr.Line(), Lasti: fr.PC, Next: exc.Traceback}
	if tb.Next == rt.Unbound {
		tb.Next = rt.None
	}
	rt.InitHead(tb, rt.TracebackType)
	exc.Traceback = vm.Alloc(tb)
}
