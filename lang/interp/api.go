package interp

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/syntax"
)

// Frame implements rt.Interp.
func (in *Interp) Frame(vm *rt.VM, n int) rt.Value {
	fr := in.top
	for ; fr != nil && n > 0; n-- {
		fr = fr.Back
	}
	if fr == nil {
		return rt.Unbound
	}
	return in.frameObj(fr).Self()
}

// Locals implements rt.Interp.
func (in *Interp) Locals(vm *rt.VM) (rt.Value, error) {
	if in.top == nil {
		if in.Main != nil {
			return in.Main.Dict().Self(), nil
		}
		return vm.NewDict(), nil
	}
	return in.localsOf(in.top), nil
}

// Globals implements rt.Interp.
func (in *Interp) Globals(vm *rt.VM) *rt.Dict {
	if in.top == nil {
		if in.Main != nil {
			return in.Main.Dict()
		}
		return nil
	}
	return in.top.Globals
}

// SuperArgs implements rt.Interp for zero-argument super().
func (in *Interp) SuperArgs(vm *rt.VM) (*rt.Class, rt.Value, error) {
	return in.superArgs(in.top)
}

// superArgs is SuperArgs for the frame fr.
func (in *Interp) superArgs(fr *Frame) (*rt.Class, rt.Value, error) {
	vm := in.vm
	if fr == nil || fr.Fn == nil || fr.Code.ArgCount == 0 && fr.Code.Flags&bytecode.FlagVarArgs == 0 {
		return nil, rt.Unbound, vm.NewError(rt.RuntimeErrorType, "super(): no arguments")
	}
	code := fr.Code
	first := fr.Regs[0]
	for i, a := range code.CellArgs {
		if a == 0 {
			first = vm.Get(fr.Regs[code.NLocals+i]).(*rt.Cell).V
		}
	}
	if code.ArgCount == 0 {
		if t, ok := vm.AsTuple(first); ok && len(t.Items) > 0 {
			first = t.Items[0]
		} else {
			return nil, rt.Unbound, vm.NewError(rt.RuntimeErrorType, "super(): no arguments")
		}
	}
	if first == rt.Unbound {
		return nil, rt.Unbound, vm.NewError(rt.RuntimeErrorType, "super(): arg[0] deleted")
	}
	for i, name := range code.FreeVars {
		if name != "__class__" {
			continue
		}
		c := vm.Get(fr.Regs[code.NLocals+len(code.CellVars)+i]).(*rt.Cell)
		if c.V == rt.Unbound {
			return nil, rt.Unbound, vm.NewError(rt.RuntimeErrorType, "super(): empty __class__ cell")
		}
		cls, ok := vm.AsClass(c.V)
		if !ok {
			return nil, rt.Unbound, vm.NewError(rt.RuntimeErrorType, "super(): __class__ is not a type (%s)")
		}
		return cls, first, nil
	}
	return nil, rt.Unbound, vm.NewError(rt.RuntimeErrorType, "super(): __class__ cell not found")
}

// RunClassBody runs a class body function with ns as its locals and returns
// what the body returns (the __classcell__ cell or None).
func (in *Interp) RunClassBody(vm *rt.VM, fn *rt.Function, ns *rt.Dict) (rt.Value, error) {
	code := fn.Code
	fr := &Frame{Code: code, info: in.info(code), Fn: fn, Globals: fn.Globals, Builtins: fn.Builtins, Locals: ns, handled: rt.Unbound, sendVal: rt.None}
	fr.markCur, fr.markTop = in.stack.mark()
	fr.Regs = in.stack.alloc(code.NRegs)
	in.setupCells(fn, fr.Regs)
	base := vm.Heap().PinScope()
	r, err := in.runFrame(fr)
	vm.Heap().EndCall(base, r, err)
	return r, err
}

// RunCode runs a module-level code object with the given namespaces.
func (in *Interp) RunCode(code *bytecode.Code, globals, locals *rt.Dict) (rt.Value, error) {
	vm := in.vm
	fr := &Frame{Code: code, info: in.info(code), Globals: globals, Builtins: vm.BuiltinsOf(globals), Locals: locals, handled: rt.Unbound, sendVal: rt.None}
	fr.markCur, fr.markTop = in.stack.mark()
	fr.Regs = in.stack.alloc(code.NRegs)
	base := vm.Heap().PinScope()
	r, err := in.runFrame(fr)
	vm.Heap().EndCall(base, r, err)
	return r, err
}

// Compile implements rt.Interp (the compile builtin).
func (in *Interp) Compile(vm *rt.VM, src []byte, filename, mode string) (rt.Value, error) {
	code, err := in.compileSource(filename, src, mode)
	if err != nil {
		return rt.Unbound, in.wrapError(err)
	}
	return vm.NewCodeObj(code), nil
}

// Exec implements rt.Interp (exec and eval).
func (in *Interp) Exec(vm *rt.VM, src rt.Value, globals, locals *rt.Dict, mode, filename string) (rt.Value, error) {
	var code *bytecode.Code
	if co, ok := vm.Get0(src).(*rt.CodeObj); ok {
		code = co.Code
	} else {
		var text []byte
		if s, ok := vm.GoString(src); ok {
			text = []byte(s)
		} else if b, ok := vm.BytesLike(src); ok {
			text = b
		} else {
			fname := "exec"
			if mode == "eval" {
				fname = "eval"
			}
			return rt.Unbound, vm.TypeError("%s() arg 1 must be a string, bytes or code object", fname)
		}
		if mode == "eval" {
			text = []byte(strings.TrimLeft(string(text), " \t"))
		}
		var err error
		code, err = in.compileSource(filename, text, mode)
		if err != nil {
			return rt.Unbound, in.wrapError(err)
		}
	}
	if globals == nil {
		globals = in.Globals(vm)
		if locals == nil {
			if in.top != nil && in.top.Locals != nil {
				locals = in.top.Locals
			} else if in.top != nil {
				lv := in.localsOf(in.top)
				locals, _ = vm.AsDict(lv)
			}
		}
	}
	if locals == nil {
		locals = globals
	}
	r, err := in.RunCode(code, globals, locals)
	if err != nil {
		return rt.Unbound, err
	}
	if mode == "eval" {
		return r, nil
	}
	return rt.None, nil
}

// Import implements rt.Interp: __import__(name, globals, fromlist, level).
func (in *Interp) Import(vm *rt.VM, name string, globals *rt.Dict, fromlist rt.Value, level int) (rt.Value, error) {
	if level > 0 {
		pkg := ""
		if globals != nil {
			if p, ok := globals.GetStr(vm, "__package__"); ok {
				pkg, _ = vm.GoString(p)
			}
			if pkg == "" {
				if n, ok := globals.GetStr(vm, "__name__"); ok {
					pkg, _ = vm.GoString(n)
					if _, isPkg := globals.GetStr(vm, "__path__"); !isPkg {
						if i := strings.LastIndex(pkg, "."); i >= 0 {
							pkg = pkg[:i]
						} else {
							pkg = ""
						}
					}
				}
			}
		}
		if pkg == "" {
			return rt.Unbound, vm.NewError(rt.ImportErrorType, "attempted relative import with no known parent package")
		}
		parts := strings.Split(pkg, ".")
		if level-1 > len(parts)-1 {
			return rt.Unbound, vm.NewError(rt.ImportErrorType, "attempted relative import beyond top-level package")
		}
		base := strings.Join(parts[:len(parts)-(level-1)], ".")
		if name != "" {
			name = base + "." + name
		} else {
			name = base
		}
	}
	parts := strings.Split(name, ".")
	var top, mod rt.Value
	for i := range parts {
		full := strings.Join(parts[:i+1], ".")
		m, err := in.importOne(full, mod)
		if err != nil {
			return rt.Unbound, err
		}
		if mod != rt.Unbound && mod != 0 {
			_ = vm.SetAttr(mod, parts[i], m)
		}
		if i == 0 {
			top = m
		}
		mod = m
	}
	hasFrom := false
	if fromlist != rt.None && fromlist != rt.Unbound {
		if n, err := vm.Len(fromlist); err == nil && n > 0 {
			hasFrom = true
		}
	}
	if hasFrom || level > 0 && name == "" {
		return mod, nil
	}
	if level > 0 {
		return mod, nil
	}
	return top, nil
}

func (in *Interp) importOne(full string, parent rt.Value) (rt.Value, error) {
	vm := in.vm
	if m, ok := vm.Modules.GetStr(vm, full); ok {
		return m, nil
	}
	topLevel := parent == 0 || parent == rt.Unbound
	// As in CPython, a module beside the script (or anywhere on sys.path)
	// shadows a standard module, except the interpreter's own: its
	// built-in and frozen modules and those imported at startup.
	builtinFirst := !topLevel || unshadowable[full] || strings.HasPrefix(full, "_")
	builtin := func() (rt.Value, bool, error) {
		m, err := vm.BuiltinModule(full)
		if err != nil || m == nil {
			return rt.Unbound, false, err
		}
		in.setModuleDunders(m, full)
		vm.Modules.SetStr(vm, full, m.Self())
		if full == "sys" {
			vm.Sys = m
		}
		return m.Self(), true, nil
	}
	if builtinFirst {
		if m, ok, err := builtin(); ok || err != nil {
			return m, err
		}
	}
	leaf := full[strings.LastIndex(full, ".")+1:]
	var dirs []string
	if !topLevel {
		if p, ok, _ := vm.GetAttrOpt(parent, "__path__"); ok {
			if items, err := vm.Collect(p); err == nil {
				for _, it := range items {
					if s, ok := vm.GoString(it); ok {
						dirs = append(dirs, s)
					}
				}
			}
		}
	} else {
		dirs = in.searchPath()
	}
	for _, d := range dirs {
		if !in.mayRead(d) {
			continue
		}
		if !filepath.IsAbs(d) {
			// CPython's path finder makes relative entries absolute.
			if abs, err := filepath.Abs(d); err == nil {
				d = abs
			}
		}
		file := filepath.Join(d, leaf+".py")
		if src, err := os.ReadFile(file); err == nil {
			return in.execModule(full, file, src, "")
		}
		pkgInit := filepath.Join(d, leaf, "__init__.py")
		if src, err := os.ReadFile(pkgInit); err == nil {
			return in.execModule(full, pkgInit, src, filepath.Join(d, leaf))
		}
	}
	if !builtinFirst {
		if m, ok, err := builtin(); ok || err != nil {
			return m, err
		}
	}
	if vm.PyLib != nil && (parent == 0 || parent == rt.Unbound || in.isPyLibModule(parent)) {
		// The embedded library: NAME.py, or a package NAME/__init__.py
		// whose submodules are NAME/SUB.py (only below a package that
		// came from the embedded library itself).
		rel := strings.ReplaceAll(full, ".", "/")
		if src, err := fs.ReadFile(vm.PyLib, rel+".py"); err == nil {
			return in.execModule(full, "<frozen "+full+">", src, "")
		}
		if src, err := fs.ReadFile(vm.PyLib, rel+"/__init__.py"); err == nil {
			return in.execModule(full, "<frozen "+full+">", src, pyLibPackage)
		}
	}
	msg := "No module named '" + full + "'"
	if parent != 0 && parent != rt.Unbound {
		pname := full[:len(full)-len(leaf)-1]
		if _, ok, _ := vm.GetAttrOpt(parent, "__path__"); !ok && !cpythonPackages[pname] {
			msg += "; '" + pname + "' is not a package"
		}
	}
	e := vm.NewError(rt.ModuleNotFoundErrorType, msg)
	if x := rt.AsException(e); x != nil {
		_ = vm.GenericSetAttr(x.Self(), "name", vm.NewStr(full))
	}
	return rt.Unbound, e
}

// unshadowable are the modules CPython 3.13 finds before sys.path: its
// built-in and frozen modules, and those its startup imports.
var unshadowable = map[string]bool{
	"atexit": true, "builtins": true, "errno": true, "faulthandler": true, "gc": true,
	"itertools": true, "marshal": true, "posix": true, "pwd": true, "sys": true, "time": true,
	"abc": true, "codecs": true, "genericpath": true, "io": true, "ntpath": true, "os": true,
	"posixpath": true, "runpy": true, "site": true, "stat": true, "zipimport": true,
	"encodings": true, "linecache": true,
}

// cpythonPackages are the packages of CPython's standard library that
// cpjit has as a single module: a missing submodule of one is not
// reported as a submodule of a module that is not a package.
var cpythonPackages = map[string]bool{
	"asyncio": true, "collections": true, "concurrent": true, "ctypes": true, "curses": true,
	"dbm": true, "email": true, "encodings": true, "html": true, "http": true, "importlib": true,
	"json": true, "logging": true, "multiprocessing": true, "pathlib": true, "re": true,
	"sqlite3": true, "sysconfig": true, "tomllib": true, "unittest": true, "urllib": true,
	"wsgiref": true, "xml": true, "xml.dom": true, "xml.etree": true, "xml.parsers": true,
	"xml.sax": true, "xmlrpc": true, "zipfile": true, "zoneinfo": true, "tkinter": true,
	"venv": true, "ensurepip": true, "idlelib": true, "pydoc_data": true, "test": true,
	"turtledemo": true, "lib2to3": true, "concurrent.futures": true,
}

func (in *Interp) searchPath() []string {
	var dirs []string
	if in.ScriptDir != "" {
		dirs = append(dirs, in.ScriptDir)
	}
	vm := in.vm
	if vm.Sys != nil {
		if p, ok := vm.Sys.Dict().GetStr(vm, "path"); ok {
			if items, err := vm.Collect(p); err == nil {
				for _, it := range items {
					if s, ok := vm.GoString(it); ok && s != in.ScriptDir {
						dirs = append(dirs, s)
					}
				}
				return dirs
			}
		}
	}
	return append(dirs, vm.Path...)
}

// pyLibPackage is execModule's pkgDir for a package of the embedded
// library.
const pyLibPackage = "\x00pylib"

// isPyLibModule reports whether module m was loaded from the embedded
// library (its __file__ is "<frozen NAME>").
func (in *Interp) isPyLibModule(m rt.Value) bool {
	vm := in.vm
	f, ok, _ := vm.GetAttrOpt(m, "__file__")
	if !ok {
		return false
	}
	s, ok := vm.GoString(f)
	return ok && strings.HasPrefix(s, "<frozen ")
}

// cpythonExtensionModules are the modules written in Go here that CPython
// loads from shared libraries (they have a __file__),
// cpythonSourceModules those CPython has in Python source, and
// cpythonFrozenModules the source modules CPython freezes.
var (
	cpythonExtensionModules = map[string]bool{
		"_bisect": true, "_blake2": true, "_bz2": true, "_elementtree": true,
		"_hashlib": true, "_heapq": true, "_json": true, "_lzma": true,
		"_pickle": true, "_socket": true, "_sqlite3": true, "_struct": true,
		"array": true, "binascii": true, "cmath": true, "fcntl": true,
		"grp": true, "math": true, "resource": true, "unicodedata": true,
		"zlib": true, "_random": true, "_datetime": true, "_decimal": true,
		"_csv": true, "select": true, "mmap": true, "_posixsubprocess": true,
	}
	cpythonFrozenModules = map[string]bool{
		"abc": true, "codecs": true, "io": true, "_collections_abc": true,
		"_sitebuiltins": true, "genericpath": true, "ntpath": true,
		"posixpath": true, "os": true, "site": true, "stat": true,
		"importlib.util": true, "importlib.machinery": true, "runpy": true,
	}
	cpythonSourceModules = map[string]bool{
		"decimal": true, "operator": true, "random": true, "re": true, "struct": true,
		"copy": true, "heapq": true, "bisect": true, "string": true, "functools": true,
		"collections": true, "json": true, "datetime": true, "pickle": true,
		"pprint": true, "traceback": true, "weakref": true, "signal": true,
		"socket": true, "subprocess": true, "hashlib": true, "bz2": true, "lzma": true,
	}
)

// setModuleDunders gives a module written in Go the names CPython's
// module of that name has: every one __loader__, __spec__ and
// __package__; one CPython loads from a shared library a __file__; one
// CPython has in Python source __file__, __cached__ and __builtins__ too.
// The values are None or "<frozen NAME>", as for the embedded modules
// written in Python.
func (in *Interp) setModuleDunders(m *rt.Module, name string) {
	vm := in.vm
	d := m.Dict()
	setDefault := func(k string, v rt.Value) {
		if _, ok := d.GetStr(vm, k); !ok {
			d.SetStr(vm, k, v)
		}
	}
	pkg := ""
	if i := strings.LastIndex(name, "."); i >= 0 {
		pkg = name[:i]
	}
	setDefault("__package__", vm.NewStr(pkg))
	setDefault("__loader__", rt.None)
	setDefault("__spec__", rt.None)
	if cpythonExtensionModules[name] || cpythonSourceModules[name] {
		setDefault("__file__", vm.NewStr("<frozen "+name+">"))
	}
	if cpythonSourceModules[name] {
		setDefault("__cached__", rt.None)
		setDefault("__builtins__", vm.Builtins.Self())
	}
}

func (in *Interp) execModule(name, file string, src []byte, pkgDir string) (rt.Value, error) {
	vm := in.vm
	if !strings.HasPrefix(file, "<") {
		var err error
		if src, err = syntax.DecodeFile(file, src); err != nil {
			return rt.Unbound, in.wrapError(err)
		}
	}
	code, err := in.compileModule(file, src)
	if err != nil {
		return rt.Unbound, in.wrapError(err)
	}
	m := vm.NewModule(name)
	d := m.Dict()
	d.SetStr(vm, "__file__", vm.NewStr(file))
	d.SetStr(vm, "__builtins__", vm.Builtins.Self())
	// The rest of a source module's dunders (no specs or bytecode
	// caches here); the modules CPython freezes have no __cached__.
	if !cpythonFrozenModules[name] {
		d.SetStr(vm, "__cached__", rt.None)
	}
	d.SetStr(vm, "__loader__", rt.None)
	d.SetStr(vm, "__spec__", rt.None)
	if pkgDir == pyLibPackage {
		// A package of the embedded library has no directory on disk:
		// its submodules are found in the embedded files.
		d.SetStr(vm, "__path__", vm.NewList(nil))
		d.SetStr(vm, "__package__", vm.NewStr(name))
	} else if pkgDir != "" {
		d.SetStr(vm, "__path__", vm.NewList([]rt.Value{vm.NewStr(pkgDir)}))
		d.SetStr(vm, "__package__", vm.NewStr(name))
	} else if i := strings.LastIndex(name, "."); i >= 0 {
		d.SetStr(vm, "__package__", vm.NewStr(name[:i]))
	} else {
		d.SetStr(vm, "__package__", vm.NewStr(""))
	}
	vm.Modules.SetStr(vm, name, m.Self())
	m.Initializing++
	_, err = in.RunCode(code, d, d)
	m.Initializing--
	if err != nil {
		_, _ = vm.Modules.Delete(vm, vm.NewStr(name))
		return rt.Unbound, err
	}
	if v, ok := vm.Modules.GetStr(vm, name); ok {
		return v, nil
	}
	return m.Self(), nil
}

// RunMain runs source as the __main__ module. The returned error is a
// Python exception (SystemExit included) or a Go error for I/O problems.
func (in *Interp) RunMain(filename string, src []byte) error {
	if !strings.HasPrefix(filename, "<") {
		var err error
		if src, err = syntax.DecodeFile(filename, src); err != nil {
			return in.wrapError(err)
		}
	}
	m, err := in.NewMain(filename)
	if err != nil {
		return err
	}
	_, err = in.ExecSource(m, filename, src, "exec")
	exited := false
	if e := rt.AsException(err); e != nil && e.Class().IsSubclass(rt.SystemExitType) {
		exited = true
	}
	if err != nil {
		err = in.uncaught(err)
	}
	// CPython takes __file__ and __cached__ out of __main__ once the
	// script has run (atexit functions no longer see them), unless it left
	// by SystemExit, which ends the process before that.
	if !exited {
		d := m.InstanceDict()
		for _, k := range []string{"__file__", "__cached__"} {
			_, _ = d.Delete(in.vm, in.vm.NewStr(k))
		}
	}
	return err
}

// uncaught handles an exception that ended the main program as CPython's
// PyErr_Print does: it sets sys.last_exc (and last_type, last_value,
// last_traceback) and hands the exception to sys.excepthook. With the
// default hook (or no sys) the exception is returned for the caller to
// print; with the hook missing, "sys.excepthook is missing" comes first.
// A replaced hook prints what it likes: then SystemExit(1) is returned
// (130 for KeyboardInterrupt) so that the program still fails but nothing
// more is printed. If the hook raises SystemExit, that is the result; if
// it raises anything else, both tracebacks are printed, as CPython does.
//
// After -i (the hidden -X option InspectOption), the prompt follows
// whatever happened: SystemExit is reported like any exception, the
// report is printed here and nil returned.
func (in *Interp) uncaught(err error) error {
	vm := in.vm
	exc := rt.AsException(err)
	inspect := slices.Contains(vm.XOptions, InspectOption)
	if exc == nil || vm.Sys == nil {
		return err
	}
	if !inspect && exc.Class().IsSubclass(rt.SystemExitType) {
		// A message (a code that is not an int or None) goes to sys.stderr
		// even when the program replaced it.
		c := exc.Value
		if c == rt.Unbound || c == rt.None || c.IsSmallInt() || c.IsBool() || vm.ClassOf(c).IsSubclass(rt.IntType) || !in.stderrReplaced() {
			return err
		}
		if msg, serr := vm.Str(c); serr == nil {
			in.writeReplacedStderr(msg + "\n")
		}
		return vm.NewExceptionObj(rt.SystemExitType, []rt.Value{rt.SmallInt(1)})
	}
	report := func(s string, ret error) error {
		if werr := vm.WriteStd("stderr", s); werr != nil {
			return werr
		}
		if inspect {
			return nil
		}
		return ret
	}
	d := vm.Sys.Dict()
	tb := exc.Traceback
	if tb == rt.Unbound {
		tb = rt.None
	}
	typ := exc.Class().Self()
	d.SetStr(vm, "last_exc", exc.Self())
	d.SetStr(vm, "last_type", typ)
	d.SetStr(vm, "last_value", exc.Self())
	d.SetStr(vm, "last_traceback", tb)
	hook, ok := d.GetStr(vm, "excepthook")
	if !ok {
		if werr := report("sys.excepthook is missing\n", err); werr != nil || !inspect {
			return werr
		}
	}
	if b, isB := vm.Get0(hook).(*rt.BuiltinFunction); !ok || isB && b.Module == "sys" && b.Name == "excepthook" {
		if inspect {
			return report(in.FormatException(exc), nil)
		}
		if !in.stderrReplaced() {
			return err // the default hook: the caller prints the traceback
		}
	}
	status := int64(1)
	if exc.Class().IsSubclass(rt.KeyboardInterruptType) {
		status = 130 // as the default report of KeyboardInterrupt
	}
	exit := vm.NewExceptionObj(rt.SystemExitType, []rt.Value{rt.SmallInt(status)})
	if b, isB := vm.Get0(hook).(*rt.BuiltinFunction); !ok || isB && b.Module == "sys" && b.Name == "excepthook" {
		// The default hook writes to the sys.stderr the program set.
		in.writeReplacedStderr(in.FormatException(exc))
		return exit
	}
	_, herr := vm.Call(hook, []rt.Value{typ, exc.Self(), tb}, nil)
	if herr == nil {
		if inspect {
			return nil
		}
		return exit
	}
	hexc := rt.AsException(herr)
	if hexc == nil || !inspect && hexc.Class().IsSubclass(rt.SystemExitType) {
		return herr
	}
	return report("Error in sys.excepthook:\n"+in.FormatException(hexc)+
		"\nOriginal exception was:\n"+in.FormatException(exc), exit)
}

// stderrReplaced reports whether sys.stderr is another object than the
// standard error stream the VM started with.
func (in *Interp) stderrReplaced() bool {
	vm := in.vm
	f, ok := vm.Sys.Dict().GetStr(vm, "stderr")
	if !ok {
		return false
	}
	_, std := vm.StdStreamWriter(f)
	return !std
}

// writeReplacedStderr writes s to a replaced sys.stderr, as CPython's
// error display does: nothing when it is None, and errors in its write
// are ignored.
func (in *Interp) writeReplacedStderr(s string) {
	vm := in.vm
	if f, ok := vm.Sys.Dict().GetStr(vm, "stderr"); !ok || f == rt.None {
		return
	}
	_ = vm.WriteStd("stderr", s)
	if f, ok := vm.Sys.Dict().GetStr(vm, "stderr"); ok {
		_, _ = vm.CallMethod(f, "flush")
	}
}

// InspectOption, among the VM's -X options, says that the interactive
// prompt follows the program (-i); sys._xoptions leaves it out.
const InspectOption = "\x00inspect"

// NewMain creates the __main__ module (importing sys first, as CPython's
// start-up does) and makes it the namespace of Globals and Locals at top
// level.
func (in *Interp) NewMain(filename string) (*rt.Module, error) {
	vm := in.vm
	if _, err := in.importOne("sys", rt.Unbound); err != nil && !rt.ExceptionMatches(err, rt.ModuleNotFoundErrorType) {
		return nil, err
	}
	m := vm.NewModule("__main__")
	in.Main = m
	d := m.Dict()
	d.SetStr(vm, "__package__", rt.None)
	d.SetStr(vm, "__loader__", rt.None)
	d.SetStr(vm, "__spec__", rt.None)
	d.SetStr(vm, "__annotations__", vm.NewDict())
	d.SetStr(vm, "__builtins__", vm.Builtins.Self())
	if filename != "<string>" {
		// As CPython's: a script or standard input ("<stdin>") has a
		// __file__; -c's "<string>" has none.
		d.SetStr(vm, "__file__", vm.NewStr(filename))
		d.SetStr(vm, "__cached__", rt.None)
	}
	vm.Modules.SetStr(vm, "__main__", m.Self())
	return m, nil
}

// ExecSource compiles src in mode "exec" or "eval" and runs it with m's
// namespace as globals and locals; "eval" returns the expression's value.
func (in *Interp) ExecSource(m *rt.Module, filename string, src []byte, mode string) (rt.Value, error) {
	if !strings.HasPrefix(filename, "<") { // CPython shows no lines for <string>, <stdin>
		in.addSource(filename, src)
	}
	code, err := in.compileSource(filename, src, mode)
	if err != nil {
		return rt.Unbound, in.wrapError(err)
	}
	d := m.Dict()
	return in.RunCode(code, d, d)
}

// mayRead reports whether the program may read the file or directory at
// path: anything with file access (rt.AccessFiles), otherwise only what
// lies in the directories the embedder put on rt.VM.Path (whatever the
// program does to sys.path).
func (in *Interp) mayRead(path string) bool {
	if in.vm.Allowed(rt.AccessFiles) {
		return true
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	for _, d := range in.vm.Path {
		if d, err := filepath.Abs(d); err == nil {
			if rel, err := filepath.Rel(d, abs); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				return true
			}
		}
	}
	return false
}

// addSource remembers a program's source for the lines of its tracebacks.
func (in *Interp) addSource(filename string, src []byte) {
	if in.sources == nil {
		in.sources = map[string][]string{}
	}
	in.sources[filename] = strings.Split(string(src), "\n")
}
