package runtime

import (
	"bufio"
	"io"
	"sort"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// Builtin functions of the objects area: print, getattr/setattr/hasattr/
// delattr, vars, dir, globals, locals, input, exec, eval, compile,
// __import__ and __build_class__ (open is the io module's, lang/stdlib/io).

// objSysAttr returns sys.<name> when the sys module is loaded.
func (vm *VM) objSysAttr(name string) (Value, bool) {
	var d *Dict
	if vm.Sys != nil {
		d = vm.Sys.dict
	} else if sv, ok := vm.Modules.GetStr(vm, "sys"); ok {
		if m, ok := vm.Get0(sv).(*Module); ok {
			d = m.dict
		}
	}
	if d == nil {
		return Unbound, false
	}
	return d.GetStr(vm, name)
}

// objFlush flushes a Go writer that buffers.
func objFlush(w io.Writer) {
	if f, ok := w.(interface{ Flush() error }); ok {
		_ = f.Flush()
	}
}

// objWriteTo writes s to a Python file object (or straight to the Go
// writer behind the original sys.stdout/stderr).
func (vm *VM) objWriteTo(file Value, s string) error {
	if w, ok := vm.StdStreamWriter(file); ok && !wtf8.HasSurrogates(s) {
		_, err := io.WriteString(w, s)
		if err != nil {
			return vm.OSErrorFromGo(err, Unbound)
		}
		return nil
	}
	_, err := vm.CallMethod(file, "write", vm.NewStr(s))
	return err
}

// objBreakpoint is breakpoint(*args, **kws): sys.breakpointhook decides
// what happens (the sys module's hook reads $PYTHONBREAKPOINT).
func objBreakpoint(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	hook, ok := vm.objSysAttr("breakpointhook")
	if !ok {
		return Unbound, vm.NewError(RuntimeErrorType, "lost sys.breakpointhook")
	}
	return vm.Call(hook, args, kw)
}

func objPrint(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	sep, end, file, flush := " ", "\n", None, false
	for _, k := range kw {
		switch k.Name {
		case "sep", "end":
			s := " "
			if k.Name == "end" {
				s = "\n"
			}
			if k.Value != None {
				var ok bool
				s, ok = vm.StrOf(k.Value)
				if !ok {
					return Unbound, vm.TypeError("%s must be None or a string, not %s", k.Name, vm.TypeName(k.Value))
				}
			}
			if k.Name == "sep" {
				sep = s
			} else {
				end = s
			}
		case "file":
			file = k.Value
		case "flush":
			t, err := vm.Truth(k.Value)
			if err != nil {
				return Unbound, err
			}
			flush = t
		default:
			return Unbound, vm.KeywordError("print()", k.Name, []string{"sep", "end", "file", "flush"})
		}
	}
	var w io.Writer
	if file == None {
		sf, ok := vm.objSysAttr("stdout")
		if !ok {
			w = vm.Stdout
		} else if sf == None {
			return None, nil
		} else if sw, ok := vm.StdStreamWriter(sf); ok {
			w, file = sw, sf
		} else {
			file = sf
		}
	} else if sw, ok := vm.StdStreamWriter(file); ok {
		w = sw
	}
	if w != nil {
		// Fast path: render everything, then one write. From a part with
		// lone surrogates on, the stream's write encodes the parts.
		var sb strings.Builder
		slow := false
		put := func(s string) (err error) {
			if slow = slow || file != None && wtf8.HasSurrogates(s); !slow {
				sb.WriteString(s)
				return nil
			} else if sb.Len() > 0 {
				_, err = io.WriteString(w, sb.String())
				sb.Reset()
			}
			if err == nil {
				_, err = vm.CallMethod(file, "write", vm.NewStr(s))
			}
			return err
		}
		var err error
		for i, a := range args {
			if i > 0 {
				err = put(sep)
			}
			var s string
			if err == nil {
				s, err = vm.Str(a)
			}
			if err == nil {
				err = put(s)
			}
			if err != nil {
				break // what was written before stays written
			}
		}
		if err == nil {
			err = put(end)
		}
		if _, werr := io.WriteString(w, sb.String()); werr != nil {
			return Unbound, vm.OSErrorFromGo(werr, Unbound)
		} else if err != nil {
			return Unbound, err
		}
		if flush {
			objFlush(w)
		}
		return None, nil
	}
	write, err := vm.GetAttr(file, "write")
	if err != nil {
		return Unbound, err
	}
	put := func(s Value) error {
		_, err := vm.Call(write, []Value{s}, nil)
		return err
	}
	for i, a := range args {
		if i > 0 {
			if err := put(vm.NewStr(sep)); err != nil {
				return Unbound, err
			}
		}
		s, err := vm.StrValue(a)
		if err != nil {
			return Unbound, err
		}
		if err := put(s); err != nil {
			return Unbound, err
		}
	}
	if err := put(vm.NewStr(end)); err != nil {
		return Unbound, err
	}
	if flush {
		if _, err := vm.CallMethod(file, "flush"); err != nil {
			return Unbound, err
		}
	}
	return None, nil
}

func objGetattr(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.NoKwargs("getattr", kw); err != nil {
		return Unbound, err
	}
	if len(args) < 2 {
		return Unbound, vm.TypeError("getattr expected at least 2 arguments, got %d", len(args))
	}
	if len(args) > 3 {
		return Unbound, vm.TypeError("getattr expected at most 3 arguments, got %d", len(args))
	}
	name, err := vm.objNameArg(args[1])
	if err != nil {
		return Unbound, err
	}
	if len(args) == 3 {
		r, ok, err := vm.GetAttrOpt(args[0], name)
		if err != nil {
			return Unbound, err
		}
		if !ok {
			return args[2], nil
		}
		return r, nil
	}
	return vm.GetAttr(args[0], name)
}

// objDir is dir(obj): type(obj).__dir__(obj), sorted.
func (vm *VM) objDir(v Value) (Value, error) {
	r, ok, err := vm.CallDunder(v, "__dir__")
	if err != nil {
		return Unbound, err
	}
	if !ok {
		return Unbound, vm.TypeError("object does not provide __dir__")
	}
	items, err := vm.Collect(r)
	if err != nil {
		return Unbound, err
	}
	return vm.objSortedList(items)
}

// objSortedList sorts str items (the common case) or calls sorted().
func (vm *VM) objSortedList(items []Value) (Value, error) {
	strs := make([]string, len(items))
	allStr := true
	for i, it := range items {
		s, ok := vm.StrOf(it)
		if !ok {
			allStr = false
			break
		}
		strs[i] = s
	}
	if allStr {
		idx := make([]int, len(items))
		for i := range idx {
			idx[i] = i
		}
		sort.SliceStable(idx, func(a, b int) bool { return strs[idx[a]] < strs[idx[b]] })
		out := make([]Value, len(items))
		for i, j := range idx {
			out[i] = items[j]
		}
		return vm.NewList(out), nil
	}
	sorted, ok := vm.Builtins.dict.GetStr(vm, "sorted")
	if !ok {
		return Unbound, vm.TypeError("'<' not supported")
	}
	return vm.Call(sorted, []Value{vm.NewList(items)}, nil)
}

func init() {
	RegisterBuiltin("print", objPrint)
	RegisterBuiltin("breakpoint", objBreakpoint)
	RegisterBuiltin("getattr", objGetattr)
	RegisterBuiltin("hasattr", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("hasattr", kw); err != nil {
			return Unbound, err
		}
		if len(args) != 2 {
			return Unbound, vm.TypeError("hasattr expected 2 arguments, got %d", len(args))
		}
		name, err := vm.objNameArg(args[1])
		if err != nil {
			return Unbound, err
		}
		_, ok, err := vm.GetAttrOpt(args[0], name)
		if err != nil {
			return Unbound, err
		}
		return Bool(ok), nil
	})
	RegisterBuiltin("setattr", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("setattr", kw); err != nil {
			return Unbound, err
		}
		if len(args) != 3 {
			return Unbound, vm.TypeError("setattr expected 3 arguments, got %d", len(args))
		}
		name, err := vm.objNameArg(args[1])
		if err != nil {
			return Unbound, err
		}
		return None, vm.SetAttr(args[0], name, args[2])
	})
	RegisterBuiltin("delattr", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("delattr", kw); err != nil {
			return Unbound, err
		}
		if len(args) != 2 {
			return Unbound, vm.TypeError("delattr expected 2 arguments, got %d", len(args))
		}
		name, err := vm.objNameArg(args[1])
		if err != nil {
			return Unbound, err
		}
		return None, vm.DelAttr(args[0], name)
	})
	RegisterBuiltin("vars", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("vars", kw); err != nil {
			return Unbound, err
		}
		if len(args) > 1 {
			return Unbound, vm.TypeError("vars expected at most 1 argument, got %d", len(args))
		}
		if len(args) == 0 {
			return vm.objLocals()
		}
		d, ok, err := vm.GetAttrOpt(args[0], "__dict__")
		if err != nil {
			return Unbound, err
		}
		if !ok {
			return Unbound, vm.TypeError("vars() argument must have __dict__ attribute")
		}
		return d, nil
	})
	RegisterBuiltin("dir", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("dir", kw); err != nil {
			return Unbound, err
		}
		if len(args) > 1 {
			return Unbound, vm.TypeError("dir expected at most 1 argument, got %d", len(args))
		}
		if len(args) == 0 {
			l, err := vm.objLocals()
			if err != nil {
				return Unbound, err
			}
			keys, err := vm.Collect(l)
			if err != nil {
				return Unbound, err
			}
			return vm.objSortedList(keys)
		}
		return vm.objDir(args[0])
	})
	RegisterBuiltin("globals", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("globals", append([]Value{None}, args...), kw, 0, 0); err != nil {
			return Unbound, err
		}
		if vm.Interp == nil {
			return Unbound, vm.NewError(SystemErrorType, "no interpreter")
		}
		g := vm.Interp.Globals(vm)
		if g == nil {
			return vm.NewDict(), nil
		}
		return g.self, nil
	})
	RegisterBuiltin("locals", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.objArgs("locals", append([]Value{None}, args...), kw, 0, 0); err != nil {
			return Unbound, err
		}
		return vm.objLocals()
	})
	RegisterBuiltin("input", objInput)
	RegisterBuiltin("exec", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.objExecEval("exec", args, kw)
	})
	RegisterBuiltin("eval", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.objExecEval("eval", args, kw)
	})
	RegisterBuiltin("compile", objCompile)
	RegisterBuiltin("__import__", objImport)
	RegisterBuiltin("__build_class__", objBuildClass)
}

func (vm *VM) objLocals() (Value, error) {
	if vm.Interp == nil {
		return Unbound, vm.NewError(SystemErrorType, "no interpreter")
	}
	return vm.Interp.Locals(vm)
}

func objInput(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.NoKwargs("input", kw); err != nil {
		return Unbound, err
	}
	if len(args) > 1 {
		return Unbound, vm.TypeError("input expected at most 1 argument, got %d", len(args))
	}
	stdout, haveOut := vm.objSysAttr("stdout")
	if !haveOut {
		stdout = None
	}
	// Flush what was printed before the prompt.
	if w, ok := vm.StdStreamWriter(stdout); ok || !haveOut {
		if !haveOut {
			w = vm.Stdout
		}
		if len(args) == 1 {
			s, err := vm.Str(args[0])
			if err != nil {
				return Unbound, err
			}
			_, _ = io.WriteString(w, s)
		}
		objFlush(w)
	} else if stdout != None {
		if len(args) == 1 {
			s, err := vm.Str(args[0])
			if err != nil {
				return Unbound, err
			}
			if err := vm.objWriteTo(stdout, s); err != nil {
				return Unbound, err
			}
		}
		if _, ok, _ := vm.GetAttrOpt(stdout, "flush"); ok {
			if _, err := vm.CallMethod(stdout, "flush"); err != nil {
				return Unbound, err
			}
		}
	} else {
		return Unbound, vm.NewError(RuntimeErrorType, "input(): lost sys.stdout")
	}
	stdin, haveIn := vm.objSysAttr("stdin")
	if haveIn && stdin == None {
		return Unbound, vm.NewError(RuntimeErrorType, "input(): lost sys.stdin")
	}
	if haveIn && !vm.objIsOrigStdin(stdin) {
		line, err := vm.CallMethod(stdin, "readline")
		if err != nil {
			return Unbound, err
		}
		s, ok := vm.StrOf(line)
		if !ok {
			return Unbound, vm.TypeError("object.readline() returned non-string")
		}
		if s == "" {
			return Unbound, vm.NewError(EOFErrorType, "EOF when reading a line")
		}
		return vm.NewStr(strings.TrimSuffix(s, "\n")), nil
	}
	var line string
	var err error
	vm.ReadStdin(func(r *bufio.Reader) { line, err = r.ReadString('\n') })
	if err != nil && line == "" {
		if err == io.EOF {
			return Unbound, vm.NewError(EOFErrorType, "EOF when reading a line")
		}
		return Unbound, vm.OSErrorFromGo(err, Unbound)
	}
	line = strings.TrimSuffix(line, "\n")
	line = strings.TrimSuffix(line, "\r")
	return vm.NewStr(line), nil
}

// objIsOrigStdin reports whether v is the sys.stdin object created at start-up.
func (vm *VM) objIsOrigStdin(v Value) bool {
	s, ok := vm.Get0(v).(StdStream)
	return ok && s.StdFD() == 0
}

// objNamespaceArgs checks the globals/locals arguments of exec and eval.
func (vm *VM) objNamespaceArgs(fname string, g, l Value) (*Dict, *Dict, error) {
	var gd, ld *Dict
	if g != None && g != Unbound {
		d, ok := vm.AsDict(g)
		if !ok {
			if fname == "eval" {
				return nil, nil, vm.TypeError("globals must be a dict")
			}
			return nil, nil, vm.TypeError("%s() globals must be a dict, not %s", fname, vm.TypeName(g))
		}
		gd = d
	}
	if l != None && l != Unbound {
		d, ok := vm.AsDict(l)
		if !ok {
			if _, isMap := vm.ClassOf(l).Lookup(vm, "__getitem__"); isMap {
				return nil, nil, vm.TypeError("cpjit: locals must be a dict (custom mappings are not supported)")
			}
			return nil, nil, vm.TypeError("locals must be a mapping or None, not %s", vm.TypeName(l))
		}
		ld = d
	}
	if gd == nil && ld != nil && vm.Interp != nil {
		gd = vm.Interp.Globals(vm)
	}
	return gd, ld, nil
}

func (vm *VM) objExecEval(fname string, args []Value, kw []Kwarg) (Value, error) {
	names := []string{"source", "globals", "locals"}
	if fname == "exec" {
		names = append(names, "closure")
	}
	if len(args) > 3 {
		return Unbound, vm.TypeError("%s expected at most 3 arguments, got %d", fname, len(args))
	}
	for _, k := range kw {
		if k.Name == "source" {
			return Unbound, vm.TypeError("%s() got some positional-only arguments passed as keyword arguments: 'source'", fname)
		}
	}
	a, err := vm.BindArgs(fname, args, kw, names, 1)
	if err != nil {
		return Unbound, err
	}
	src := a[0]
	switch vm.Get0(src).(type) {
	case *Str, *Bytes, *CodeObj:
	default:
		// Any buffer (bytearray, memoryview): exec/eval copy its bytes.
		b, ok := vm.BytesLike(src)
		if !ok {
			return Unbound, vm.TypeError("%s() arg 1 must be a string, bytes or code object", fname)
		}
		src = vm.NewBytes(append([]byte(nil), b...))
	}
	g, l, err := vm.objNamespaceArgs(fname, a[1], a[2])
	if err != nil {
		return Unbound, err
	}
	if vm.Interp == nil {
		return Unbound, vm.NewError(SystemErrorType, "no interpreter")
	}
	if g != nil {
		if _, ok := g.GetStr(vm, "__builtins__"); !ok {
			// The builtins module's dict, as CPython's exec and eval.
			g.SetStr(vm, "__builtins__", vm.Builtins.dict.self)
		}
	}
	r, err := vm.Interp.Exec(vm, src, g, l, fname, "<string>")
	if err != nil {
		return Unbound, err
	}
	if fname == "exec" {
		return None, nil
	}
	return r, nil
}

func objCompile(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	a, err := vm.BindArgs("compile", args, kw, []string{"source", "filename", "mode", "flags", "dont_inherit", "optimize", "_feature_version"}, 3)
	if err != nil {
		return Unbound, err
	}
	var src []byte
	switch o := vm.Get0(a[0]).(type) {
	case *Str:
		src = []byte(o.S)
	case *Bytes:
		src = o.B
	case *ByteArray:
		src = append([]byte(nil), o.B...)
	case *CodeObj:
		return a[0], nil
	default:
		if vm.Interp != nil {
			if text, ok, err := astSource(vm, a[0], a[2], a[3]); err != nil || ok {
				if err != nil || text == Unbound {
					return a[0], err
				}
				return objCompile(vm, append([]Value{text}, a[1:3]...), nil)
			}
		}
		return Unbound, vm.TypeError("compile() arg 1 must be a string, bytes or AST object")
	}
	var filename string
	switch o := vm.Get0(a[1]).(type) {
	case *Str:
		filename = o.S
	case *Bytes:
		filename = string(o.B)
	default:
		return Unbound, vm.TypeError("expected str, bytes or os.PathLike object, not %s", vm.TypeName(a[1]))
	}
	mode, ok := vm.StrOf(a[2])
	if !ok {
		return Unbound, vm.TypeError("compile() argument 'mode' must be str, not %s", vm.TypeName(a[2]))
	}
	if mode != "exec" && mode != "eval" && mode != "single" {
		return Unbound, vm.ValueError("compile() mode must be 'exec', 'eval' or 'single'")
	}
	if a[3] != Unbound {
		flags, err := vm.Index(a[3])
		if err != nil {
			return Unbound, err
		}
		if flags&0x400 != 0 && vm.Interp != nil {
			return compileToAST(vm, src, filename, mode)
		}
	}
	if vm.Interp == nil {
		return Unbound, vm.NewError(SystemErrorType, "no interpreter")
	}
	return vm.Interp.Compile(vm, src, filename, mode)
}

func objImport(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	a, err := vm.BindArgs("__import__", args, kw, []string{"name", "globals", "locals", "fromlist", "level"}, 1)
	if err != nil {
		return Unbound, err
	}
	name, ok := vm.StrOf(a[0])
	if !ok {
		return Unbound, vm.TypeError("module name must be a string")
	}
	var g *Dict
	if a[1] != Unbound && a[1] != None {
		d, ok := vm.AsDict(a[1])
		if !ok {
			return Unbound, vm.TypeError("globals must be a dict")
		}
		g = d
	}
	fromlist := a[3]
	if fromlist == Unbound {
		fromlist = None
	}
	level := int64(0)
	if a[4] != Unbound {
		if level, err = vm.Index(a[4]); err != nil {
			return Unbound, err
		}
	}
	if level < 0 {
		return Unbound, vm.ValueError("level must be >= 0")
	}
	if name == "" && level == 0 {
		return Unbound, vm.ValueError("Empty module name")
	}
	if vm.Interp == nil {
		return Unbound, vm.NewError(SystemErrorType, "no interpreter")
	}
	return vm.Interp.Import(vm, name, g, fromlist, int(level))
}

// objClassBodyRunner is what __build_class__ needs from the interpreter.
type objClassBodyRunner interface {
	RunClassBody(vm *VM, fn *Function, ns *Dict) (Value, error)
}

func objBuildClass(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) < 2 {
		return Unbound, vm.TypeError("__build_class__: not enough arguments")
	}
	fn, ok := vm.Get0(args[0]).(*Function)
	if !ok {
		return Unbound, vm.TypeError("__build_class__: func must be a function")
	}
	name, ok := vm.StrOf(args[1])
	if !ok {
		return Unbound, vm.TypeError("__build_class__: name is not a string")
	}
	origBases := args[2:]
	// PEP 560: non-class bases may substitute themselves.
	var bases []Value
	changed := false
	for i, b := range origBases {
		var me Value
		if _, isClass := vm.AsClass(b); !isClass {
			m, ok, err := vm.GetAttrOpt(b, "__mro_entries__")
			if err != nil {
				return Unbound, err
			}
			if ok {
				me = m
			}
		}
		if me == 0 {
			if changed {
				bases = append(bases, b)
			}
			continue
		}
		r, err := vm.Call(me, []Value{vm.NewTuple(append([]Value(nil), origBases...))}, nil)
		if err != nil {
			return Unbound, err
		}
		t, ok := vm.AsTuple(r)
		if !ok {
			return Unbound, vm.TypeError("__mro_entries__ must return a tuple")
		}
		if !changed {
			bases = append([]Value(nil), origBases[:i]...)
			changed = true
		}
		bases = append(bases, t.Items...)
	}
	if !changed {
		bases = origBases
	}
	var meta Value = Unbound
	var rest []Kwarg
	for _, k := range kw {
		if k.Name == "metaclass" {
			meta = k.Value
		} else {
			rest = append(rest, k)
		}
	}
	isClass := false
	if meta == Unbound {
		if len(bases) > 0 {
			meta = vm.ClassOf(bases[0]).self
		} else {
			meta = TypeType.self
		}
		isClass = true
	} else {
		_, isClass = vm.AsClass(meta)
	}
	if isClass {
		mc, _ := vm.AsClass(meta)
		bcs := make([]*Class, 0, len(bases))
		for _, b := range bases {
			if bc, ok := vm.AsClass(b); ok {
				bcs = append(bcs, bc)
			} else {
				// A non-class base: its type takes part in the computation.
				bcs = append(bcs, &Class{Head: Head{cls: vm.ClassOf(b)}})
			}
		}
		winner, err := vm.objCalcMeta(mc, bcs)
		if err != nil {
			return Unbound, err
		}
		meta = winner.self
	}
	basesTuple := vm.NewTuple(append([]Value(nil), bases...))
	var ns *Dict
	if prep, ok, err := vm.GetAttrOpt(meta, "__prepare__"); err != nil {
		return Unbound, err
	} else if ok {
		r, err := vm.Call(prep, []Value{vm.NewStr(name), basesTuple}, rest)
		if err != nil {
			return Unbound, err
		}
		d, ok := vm.AsDict(r)
		if !ok {
			mname := "<metaclass>"
			if mc, ok := vm.AsClass(meta); ok {
				mname = mc.Name
			}
			return Unbound, vm.TypeError("%s.__prepare__() must return a mapping, not %s", mname, vm.TypeName(r))
		}
		ns = d
	} else {
		ns = vm.NewDictObj()
	}
	runner, ok := vm.Interp.(objClassBodyRunner)
	if !ok {
		return Unbound, vm.NewError(SystemErrorType, "__build_class__: the interpreter cannot run class bodies")
	}
	cell, err := runner.RunClassBody(vm, fn, ns)
	if err != nil {
		return Unbound, err
	}
	if changed {
		if err := ns.Set(vm, vm.Intern("__orig_bases__"), vm.NewTuple(append([]Value(nil), origBases...))); err != nil {
			return Unbound, err
		}
	}
	cls, err := vm.Call(meta, []Value{vm.NewStr(name), basesTuple, ns.self}, rest)
	if err != nil {
		return Unbound, err
	}
	if ce, ok := vm.Get0(cell).(*Cell); ok {
		if _, isClass := vm.AsClass(cls); isClass && ce.V != cls {
			cr, _ := vm.Repr(cls)
			if ce.V == Unbound {
				return Unbound, vm.TypeError("__class__ not set defining %s as %s. Was __classcell__ propagated to type.__new__?", StrRepr(name), cr)
			}
			vr, _ := vm.Repr(ce.V)
			return Unbound, vm.TypeError("__class__ set to %s defining %s as %s", vr, StrRepr(name), cr)
		}
	}
	return cls, nil
}
