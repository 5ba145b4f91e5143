package interp

import (
	"fmt"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The _traceback module lives here because it formats what the interpreter
// records (frames, traceback entries) exactly as the CLI prints it;
// traceback.py in pylib builds the public module on it.

func init() {
	rt.RegisterModule("_traceback", newTracebackModule)
}

func newTracebackModule(vm *rt.VM) (*rt.Module, error) {
	in, ok := vm.Interp.(*Interp)
	if !ok {
		return nil, vm.NewError(rt.ImportErrorType, "traceback needs the cpjit interpreter")
	}
	m := vm.NewModule("_traceback")
	d := m.Dict()
	def := func(name string, fn rt.BuiltinFn) { d.SetStr(vm, name, vm.NewBuiltin(name, fn)) }

	def("format_exception", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		p, err := in.tbParts(args, kw, "format_exception")
		if err != nil {
			return rt.Unbound, err
		}
		return in.strList(p), nil
	})
	def("print_exception", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		file, kw := popKw(kw, "file")
		p, err := in.tbParts(args, kw, "print_exception")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, in.writeTo(file, strings.Join(p, ""))
	})
	def("format_exc", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewStr(strings.Join(in.handledParts(), "")), nil
	})
	def("print_exc", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		file, _ := popKw(kw, "file")
		return rt.None, in.writeTo(file, strings.Join(in.handledParts(), ""))
	})
	def("format_exception_only", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		exc, err := in.tbException(args, kw, "format_exception_only")
		if err != nil || exc == nil {
			return in.strList([]string{"NoneType: None\n"}), err
		}
		return in.strList(in.formatExceptionOnlyParts(exc, false)), nil
	})
	def("format_tb", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("format_tb", args, 1, 2); err != nil {
			return rt.Unbound, err
		}
		var p parts
		in.formatTraceback(&p, args[0])
		return in.strList(p), nil
	})
	def("print_tb", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("print_tb", args, 1, 2); err != nil {
			return rt.Unbound, err
		}
		file, _ := popKw(kw, "file")
		var p parts
		in.formatTraceback(&p, args[0])
		return rt.None, in.writeTo(file, strings.Join(p, ""))
	})
	// _source(lines, colno, end_colno) renders a frame summary's source
	// lines (its first to its last line, "\n"-separated) with the markers
	// CPython prints under the expression at those columns (UTF-8 byte
	// offsets, as co_positions() and FrameSummary hold them; None when
	// unknown): the text under the entry's File line, or "".
	def("_source", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("_source", args, 3, 3); err != nil {
			return rt.Unbound, err
		}
		text, ok := vm.StrOf(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("_source() argument 1 must be str, not %s", vm.TypeName(args[0]))
		}
		col, endCol, hasCols := 0, 0, args[1] != rt.None && args[2] != rt.None
		if hasCols {
			c, err := vm.IndexInt(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			e, err := vm.IndexInt(args[2])
			if err != nil {
				return rt.Unbound, err
			}
			col, endCol = int(c), int(e)
		}
		lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
		return vm.NewStr(sourceBlock(lines, col, endCol, hasCols)), nil
	})
	def("format_stack", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return in.strList(in.stackParts()), nil
	})
	def("print_stack", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		file, _ := popKw(kw, "file")
		return rt.None, in.writeTo(file, strings.Join(in.stackParts(), ""))
	})
	return m, nil
}

func popKw(kw []rt.Kwarg, name string) (rt.Value, []rt.Kwarg) {
	for i, k := range kw {
		if k.Name == name {
			rest := append(append([]rt.Kwarg(nil), kw[:i]...), kw[i+1:]...)
			return k.Value, rest
		}
	}
	return rt.None, kw
}

// tbException picks the exception from (exc) or the legacy (type, value, tb).
func (in *Interp) tbException(args []rt.Value, kw []rt.Kwarg, fname string) (*rt.Exception, error) {
	vm := in.vm
	val := rt.Unbound
	if len(args) >= 2 {
		val = args[1]
	}
	for _, k := range kw {
		if k.Name == "value" {
			val = k.Value
		}
	}
	if len(args) == 0 {
		return nil, vm.TypeError("%s() missing 1 required positional argument: 'exc'", fname)
	}
	if val == rt.Unbound {
		val = args[0]
	}
	if val == rt.None {
		return nil, nil
	}
	e, ok := vm.Get0(val).(*rt.Exception)
	if !ok {
		return nil, vm.TypeError("Exception expected for value, %s found", vm.TypeName(val))
	}
	return e, nil
}

func (in *Interp) tbParts(args []rt.Value, kw []rt.Kwarg, fname string) ([]string, error) {
	exc, err := in.tbException(args, kw, fname)
	if err != nil {
		return nil, err
	}
	if exc == nil {
		return []string{"NoneType: None\n"}, nil
	}
	chain := true
	for _, k := range kw {
		if k.Name == "chain" {
			chain, _ = in.vm.Truth(k.Value)
		}
	}
	return in.FormatExceptionParts(exc, chain), nil
}

func (in *Interp) handledParts() []string {
	if e, ok := in.vm.Get0(in.vm.Handled).(*rt.Exception); ok {
		return in.FormatExceptionParts(e, true)
	}
	return []string{"NoneType: None\n"}
}

// stackParts formats the running frames, outermost first.
func (in *Interp) stackParts() []string {
	var frames []*Frame
	for f := in.top; f != nil; f = f.Back {
		frames = append(frames, f)
	}
	var p parts
	for i := len(frames) - 1; i >= 0; i-- {
		f := frames[i]
		tb := &rt.Traceback{Frame: in.frameObj(f).Self(), Lineno: f.Line(), Lasti: -1}
		in.formatEntry(&p, tb)
	}
	return p
}

func (in *Interp) strList(p []string) rt.Value {
	items := make([]rt.Value, len(p))
	for i, s := range p {
		items[i] = in.vm.NewStr(s)
	}
	return in.vm.NewList(items)
}

// writeTo writes s to a file object (None means sys.stderr).
func (in *Interp) writeTo(file rt.Value, s string) error {
	vm := in.vm
	if file == rt.None && vm.Sys != nil {
		if f, ok := vm.Sys.Dict().GetStr(vm, "stderr"); ok {
			file = f
		}
	}
	if file == rt.None {
		_, err := vm.Stderr.Write([]byte(s))
		return err
	}
	_, err := vm.CallMethod(file, "write", vm.NewStr(s))
	return err
}

// PanicTrace formats the Python frames that were running when Go code
// panicked (the CLI's internal-error report): outermost first, one line
// per frame, without touching the heap, which may be inconsistent.
func (in *Interp) PanicTrace() string {
	var frames []*Frame
	for f := in.top; f != nil; f = f.Back {
		frames = append(frames, f)
	}
	var b strings.Builder
	b.WriteString("Python traceback at the panic (most recent call last):\n")
	for i := len(frames) - 1; i >= 0; i-- {
		f := frames[i]
		fmt.Fprintf(&b, "  File \"%s\", line %d, in %s\n", f.Code.Filename, f.Line(), f.Code.Name)
	}
	return b.String()
}
