package runtime

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The sys module.
//
// sys.stdout, sys.stderr and sys.stdin are TextIOWrapper-like objects over
// the VM's Stdout, Stderr and Stdin (read at each call, so an embedder may
// swap them). print() writes straight to vm.Stdout while sys.stdout is still
// the original object (see VM.StdStreamWriter) and calls sys.stdout.write
// otherwise.

// Version is the version string sys.version reports.
const modSysVersion = "3.13.0 (cpjit)"

var (
	modSysVersionInfo = NewStructSeq("sys", "version_info",
		[]string{"major", "minor", "micro", "releaselevel", "serial"}, 5, false)
	modSysFloatInfo = NewStructSeq("sys", "float_info",
		[]string{"max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds"}, 11, false)
	modSysIntInfo = NewStructSeq("sys", "int_info",
		[]string{"bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"}, 4, false)
	modSysHashInfo = NewStructSeq("sys", "hash_info",
		[]string{"width", "modulus", "inf", "nan", "imag", "algorithm", "hash_bits", "seed_bits", "cutoff"}, 9, false)
	modSysFlags = NewStructSeq("sys", "flags",
		[]string{"debug", "inspect", "interactive", "optimize", "dont_write_bytecode", "no_user_site", "no_site",
			"ignore_environment", "verbose", "bytes_warning", "quiet", "hash_randomization", "isolated",
			"dev_mode", "utf8_mode", "warn_default_encoding", "safe_path", "int_max_str_digits"}, 18, false)
	modSysThreadInfo = NewStructSeq("sys", "thread_info", []string{"name", "lock", "version"}, 3, false)
)

// ---- standard streams ----

// modStreamType is the type of sys.stdin/stdout/stderr.
var modStreamType = ModuleClass("_io", "_io.TextIOWrapper", nil)

// The binary layers under the standard streams (sys.stdout.buffer, ...):
// CPython run unbuffered (-u) shows FileIO for the output streams.
var (
	modFileIOType      = ModuleClass("_io", "_io.FileIO", nil)
	modBufReaderStdinT = ModuleClass("_io", "_io.BufferedReader", nil)
)

// modBinStream is the buffer attribute of a standard stream.
type modBinStream struct {
	Head
	fd int
}

// Trace implements Object.
func (*modBinStream) Trace(*Tracer) {}

// modStream is one of the standard streams.
type modStream struct {
	Head
	fd     int // 0, 1 or 2
	closed bool
}

// Trace implements Object.
func (*modStream) Trace(*Tracer) {}

func (s *modStream) name() string {
	return [...]string{"<stdin>", "<stdout>", "<stderr>"}[s.fd]
}

// StdStreamWriter returns the Go writer behind v when v is the original
// sys.stdout or sys.stderr object (print() writes there directly).
func (vm *VM) StdStreamWriter(v Value) (io.Writer, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	s, ok := vm.heap.Get(v).(*modStream)
	if !ok || s.cls != modStreamType {
		return nil, false
	}
	switch s.fd {
	case 1:
		return vm.Stdout, true
	case 2:
		return vm.Stderr, true
	}
	return nil, false
}

// modStdin holds the buffered reader over vm.Stdin shared by sys.stdin and
// input().
type modStdin struct {
	src io.Reader
	r   *bufio.Reader
}

// StdinReader returns the VM's buffered reader over vm.Stdin; sys.stdin and
// input() share it so that neither loses the other's buffered input.
func (vm *VM) StdinReader() *bufio.Reader {
	st, _ := vm.Ext["sys.stdin"].(*modStdin)
	if st == nil || st.src != vm.Stdin {
		st = &modStdin{src: vm.Stdin, r: bufio.NewReader(vm.Stdin)}
		vm.Ext["sys.stdin"] = st
	}
	return st.r
}

func modStreamSelf(vm *VM, v Value, meth string) (*modStream, error) {
	s, ok := vm.Get0(v).(*modStream)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' requires a '_io.TextIOWrapper' object but received '%s'", meth, vm.TypeName(v))
	}
	return s, nil
}

func (vm *VM) modStreamWriter(s *modStream) io.Writer {
	if s.fd == 2 {
		return vm.Stderr
	}
	return vm.Stdout
}

type Flusher interface{ Flush() error }

func init() {
	c := modStreamType
	c.AddMethod("write", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("TextIOWrapper.write() takes exactly one argument (%d given)", len(args)-1)
		}
		s, err := modStreamSelf(vm, args[0], "write")
		if err != nil {
			return Unbound, err
		}
		str, ok := vm.AsStr(args[1])
		if !ok {
			return Unbound, vm.TypeError("write() argument must be str, not %s", vm.TypeName(args[1]))
		}
		if s.closed {
			return Unbound, vm.ValueError("I/O operation on closed file.")
		}
		if s.fd == 0 {
			return Unbound, vm.Errorf(OSErrorType, "not writable")
		}
		w := vm.modStreamWriter(s)
		if _, err := io.WriteString(w, str.S); err != nil {
			return Unbound, vm.Errorf(OSErrorType, "%s", err.Error())
		}
		if s.fd == 2 {
			if f, ok := w.(Flusher); ok && strings.Contains(str.S, "\n") {
				f.Flush()
			}
		}
		return SmallInt(int64(str.Len())), nil
	})
	c.AddMethod("writelines", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("writelines", args[1:], 1, 1); err != nil {
			return Unbound, err
		}
		err := vm.IterAll(args[1], func(x Value) error {
			_, err := vm.CallMethod(args[0], "write", x)
			return err
		})
		return None, err
	})
	c.AddMethod("flush", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := modStreamSelf(vm, args[0], "flush")
		if err != nil {
			return Unbound, err
		}
		if s.fd != 0 {
			if f, ok := vm.modStreamWriter(s).(Flusher); ok {
				f.Flush()
			}
		}
		return None, nil
	})
	c.AddMethod("fileno", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := modStreamSelf(vm, args[0], "fileno")
		if err != nil {
			return Unbound, err
		}
		return SmallInt(int64(s.fd)), nil
	})
	c.AddMethod("isatty", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := modStreamSelf(vm, args[0], "isatty")
		if err != nil {
			return Unbound, err
		}
		var f any = vm.Stdin
		if s.fd != 0 {
			f = vm.modStreamWriter(s)
		}
		if osf, ok := f.(*os.File); ok {
			if fi, err := osf.Stat(); err == nil {
				return Bool(fi.Mode()&os.ModeCharDevice != 0), nil
			}
		}
		return False, nil
	})
	c.AddMethod("writable", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := modStreamSelf(vm, args[0], "writable")
		if err != nil {
			return Unbound, err
		}
		return Bool(s.fd != 0), nil
	})
	c.AddMethod("readable", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := modStreamSelf(vm, args[0], "readable")
		if err != nil {
			return Unbound, err
		}
		return Bool(s.fd == 0), nil
	})
	c.AddMethod("seekable", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return False, nil })
	c.AddMethod("close", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := modStreamSelf(vm, args[0], "close")
		if err != nil {
			return Unbound, err
		}
		s.closed = true
		return None, nil
	})
	c.AddMethod("readline", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := modStreamSelf(vm, args[0], "readline")
		if err != nil {
			return Unbound, err
		}
		if s.fd != 0 {
			return Unbound, vm.Errorf(OSErrorType, "not readable")
		}
		limit := int64(-1)
		if len(args) > 1 && args[1] != None {
			if limit, err = vm.Index(args[1]); err != nil {
				return Unbound, err
			}
		}
		line, err := vm.modReadLine(limit)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(line), nil
	})
	c.AddMethod("read", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := modStreamSelf(vm, args[0], "read")
		if err != nil {
			return Unbound, err
		}
		if s.fd != 0 {
			return Unbound, vm.Errorf(OSErrorType, "not readable")
		}
		n := int64(-1)
		if len(args) > 1 && args[1] != None {
			if n, err = vm.Index(args[1]); err != nil {
				return Unbound, err
			}
		}
		r := vm.StdinReader()
		if n < 0 {
			b, err := io.ReadAll(r)
			if err != nil {
				return Unbound, vm.Errorf(OSErrorType, "%s", err.Error())
			}
			return vm.NewStr(strings.ToValidUTF8(string(b), "\uFFFD")), nil
		}
		var sb strings.Builder
		for i := int64(0); i < n; i++ {
			ch, _, err := r.ReadRune()
			if err != nil {
				break
			}
			sb.WriteRune(ch)
		}
		return vm.NewStr(sb.String()), nil
	})
	c.AddMethod("readlines", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if _, err := modStreamSelf(vm, args[0], "readlines"); err != nil {
			return Unbound, err
		}
		var out []Value
		for {
			line, err := vm.modReadLine(-1)
			if err != nil {
				return Unbound, err
			}
			if line == "" {
				return vm.NewList(out), nil
			}
			out = append(out, vm.NewStr(line))
		}
	})
	c.AddMethod("__iter__", modSelfIter)
	c.AddMethod("__next__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		line, err := vm.modReadLine(-1)
		if err != nil {
			return Unbound, err
		}
		if line == "" {
			return Unbound, vm.NewError(StopIterationType, "")
		}
		return vm.NewStr(line), nil
	})
	c.AddMethod("__enter__", modSelfIter)
	c.AddMethod("__exit__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return None, nil })
	c.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := modStreamSelf(vm, args[0], "__repr__")
		if err != nil {
			return Unbound, err
		}
		mode := "w"
		if s.fd == 0 {
			mode = "r"
		}
		return vm.NewStr("<_io.TextIOWrapper name='" + s.name() + "' mode='" + mode + "' encoding='utf-8'>"), nil
	})
	get := func(f func(s *modStream) Value) func(vm *VM, self Value) (Value, error) {
		return func(vm *VM, self Value) (Value, error) {
			s, err := modStreamSelf(vm, self, "attribute")
			if err != nil {
				return Unbound, err
			}
			return f(s), nil
		}
	}
	names := [...]Value{StaticStr("<stdin>"), StaticStr("<stdout>"), StaticStr("<stderr>")}
	c.AddGetter("name", get(func(s *modStream) Value { return names[s.fd] }))
	r, w, utf8 := StaticStr("r"), StaticStr("w"), StaticStr("utf-8")
	bsr, strict := StaticStr("backslashreplace"), StaticStr("strict")
	c.AddGetter("mode", get(func(s *modStream) Value {
		if s.fd == 0 {
			return r
		}
		return w
	}))
	c.AddGetter("encoding", get(func(s *modStream) Value { return utf8 }))
	c.AddGetter("errors", get(func(s *modStream) Value {
		if s.fd == 2 {
			return bsr
		}
		return strict
	}))
	c.AddGetter("closed", get(func(s *modStream) Value { return Bool(s.closed) }))
	c.AddGetter("buffer", func(vm *VM, self Value) (Value, error) {
		s, err := modStreamSelf(vm, self, "buffer")
		if err != nil {
			return Unbound, err
		}
		key := "sys.buffer" + strconv.Itoa(s.fd)
		if b, ok := vm.Ext[key].(modValueBox); ok {
			return b.V, nil
		}
		b := &modBinStream{fd: s.fd}
		if s.fd == 0 {
			b.cls = modBufReaderStdinT
		} else {
			b.cls = modFileIOType
		}
		v := vm.Alloc(b)
		vm.Ext[key] = modValueBox{v}
		return v, nil
	})
	for _, bc := range []*Class{modFileIOType, modBufReaderStdinT} {
		bc.AddMethod("write", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			b, ok := vm.Get0(args[0]).(*modBinStream)
			if !ok || len(args) != 2 {
				return Unbound, vm.TypeError("write() takes exactly one argument")
			}
			data, ok := vm.BytesOf(args[1])
			if !ok {
				return Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(args[1]))
			}
			if b.fd == 0 {
				return Unbound, vm.NewError(UnsupportedOperationType, "write")
			}
			w := vm.Stdout
			if b.fd == 2 {
				w = vm.Stderr
			}
			if _, err := w.Write(data); err != nil {
				return Unbound, vm.Errorf(OSErrorType, "%s", err.Error())
			}
			return SmallInt(int64(len(data))), nil
		})
		bc.AddMethod("flush", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			if b, ok := vm.Get0(args[0]).(*modBinStream); ok && b.fd != 0 {
				w := vm.Stdout
				if b.fd == 2 {
					w = vm.Stderr
				}
				if f, ok := w.(Flusher); ok {
					f.Flush()
				}
			}
			return None, nil
		})
		bc.AddMethod("read", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			n, err := vm.SizeArg(args, 1)
			if err != nil {
				return Unbound, err
			}
			r := vm.StdinReader()
			if n < 0 {
				data, err := io.ReadAll(r)
				if err != nil {
					return Unbound, vm.Errorf(OSErrorType, "%s", err.Error())
				}
				return vm.NewBytes(data), nil
			}
			buf := make([]byte, n)
			k, _ := io.ReadFull(r, buf)
			return vm.NewBytes(buf[:k]), nil
		})
		bc.AddMethod("readline", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			line, err := vm.StdinReader().ReadBytes('\n')
			if err != nil && err != io.EOF {
				return Unbound, vm.Errorf(OSErrorType, "%s", err.Error())
			}
			return vm.NewBytes(line), nil
		})
		bc.AddMethod("fileno", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			return SmallInt(int64(vm.Get0(args[0]).(*modBinStream).fd)), nil
		})
		bc.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			b := vm.Get0(args[0]).(*modBinStream)
			name := [...]string{"<stdin>", "<stdout>", "<stderr>"}[b.fd]
			if b.fd == 0 {
				return vm.NewStr("<_io.BufferedReader name='" + name + "'>"), nil
			}
			return vm.NewStr("<_io.FileIO name='" + name + "' mode='wb' closefd=False>"), nil
		})
	}
	c.AddGetter("line_buffering", get(func(s *modStream) Value { return Bool(s.fd == 2) }))
	c.AddGetter("newlines", get(func(s *modStream) Value { return None }))
}

// modReadLine reads one line (with its newline) from stdin; "" at EOF.
func (vm *VM) modReadLine(limit int64) (string, error) {
	r := vm.StdinReader()
	if limit < 0 {
		line, err := r.ReadString('\n')
		if err != nil && err != io.EOF {
			return "", vm.Errorf(OSErrorType, "%s", err.Error())
		}
		if !utf8.ValidString(line) {
			line = strings.ToValidUTF8(line, "\uFFFD")
		}
		return line, nil
	}
	var sb strings.Builder
	for n := int64(0); limit < 0 || n < limit; n++ {
		ch, _, err := r.ReadRune()
		if err != nil {
			if err == io.EOF {
				break
			}
			return "", vm.Errorf(OSErrorType, "%s", err.Error())
		}
		sb.WriteRune(ch)
		if ch == '\n' {
			break
		}
	}
	return sb.String(), nil
}

func (vm *VM) modNewStream(fd int) Value {
	s := &modStream{fd: fd}
	s.cls = modStreamType
	return vm.Alloc(s)
}

// ---- the module ----

var modSysFuncs = StaticFuncs("sys", ModuleFuncs{
	"exit": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("exit", kw); err != nil {
			return Unbound, err
		}
		if err := vm.Arity("exit", args, 0, 1); err != nil {
			return Unbound, err
		}
		if len(args) == 1 && args[0] == None {
			args = nil
		}
		return Unbound, vm.NewExceptionObj(SystemExitType, args)
	},
	"getrecursionlimit": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("sys.getrecursionlimit", args, 0, 0); err != nil {
			return Unbound, err
		}
		return vm.NewInt(int64(vm.RecursionLimit)), nil
	},
	"setrecursionlimit": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("setrecursionlimit", kw); err != nil {
			return Unbound, err
		}
		if err := vm.Arity("setrecursionlimit", args, 1, 1); err != nil {
			return Unbound, err
		}
		if args[0].IsFloat() {
			return Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
		}
		n, err := vm.Index(args[0])
		if err != nil {
			if ExceptionMatches(err, IndexErrorType) {
				return Unbound, vm.Errorf(OverflowErrorType, "Python int too large to convert to C int")
			}
			return Unbound, err
		}
		if n > 1<<31-1 {
			return Unbound, vm.Errorf(OverflowErrorType, "Python int too large to convert to C int")
		}
		if n < 1 {
			return Unbound, vm.ValueError("recursion limit must be greater or equal than 1")
		}
		if int(n) <= vm.Depth {
			return Unbound, vm.Errorf(RecursionErrorType, "cannot set the recursion limit to %d at the recursion depth %d: the limit is too low", n, vm.Depth)
		}
		vm.RecursionLimit = int(n)
		return None, nil
	},
	"intern": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("intern", args, 1, 1); err != nil {
			return Unbound, err
		}
		s, ok := vm.AsStr(args[0])
		if !ok || s.cls != StrType {
			return Unbound, vm.TypeError("intern() argument must be str, not %s", vm.TypeName(args[0]))
		}
		if v, ok := vm.interned[s.S]; ok {
			return v, nil
		}
		if v, ok := staticStrs[s.S]; ok {
			return v, nil
		}
		vm.interned[s.S] = args[0]
		return args[0], nil
	},
	"exc_info": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("sys.exc_info", args, 0, 0); err != nil {
			return Unbound, err
		}
		e, ok := vm.Get0(vm.Handled).(*Exception)
		if !ok {
			return vm.NewTupleCopy([]Value{None, None, None}), nil
		}
		return vm.NewTupleCopy([]Value{e.cls.self, e.self, e.Traceback}), nil
	},
	"exception": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("sys.exception", args, 0, 0); err != nil {
			return Unbound, err
		}
		if _, ok := vm.Get0(vm.Handled).(*Exception); !ok {
			return None, nil
		}
		return vm.Handled, nil
	},
	"getsizeof": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("getsizeof", args, kw, []string{"object", "default"}, 1)
		if err != nil {
			return Unbound, err
		}
		if f, ok := vm.ClassOf(a[0]).Lookup(vm, "__sizeof__"); ok && !vm.ClassOf(a[0]).Builtin {
			r, err := vm.CallBinaryUnary(f, a[0])
			if err != nil {
				return Unbound, err
			}
			n, err := vm.Index(r)
			if err != nil {
				return Unbound, err
			}
			if n < 0 {
				return Unbound, vm.ValueError("__sizeof__() should return >= 0")
			}
			return vm.NewInt(n + 16), nil
		}
		return vm.NewInt(vm.modSizeOf(a[0])), nil
	},
	"_getframe": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("_getframe", args, 0, 1); err != nil {
			return Unbound, err
		}
		n := int64(0)
		if len(args) == 1 {
			var err error
			if n, err = vm.Index(args[0]); err != nil {
				return Unbound, err
			}
		}
		if vm.Interp == nil || n < 0 {
			if n < 0 {
				n = 0
			} else {
				return Unbound, vm.ValueError("call stack is not deep enough")
			}
		}
		f := vm.Interp.Frame(vm, int(n))
		if f == Unbound {
			return Unbound, vm.ValueError("call stack is not deep enough")
		}
		return f, nil
	},
	"settrace": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("settrace", args, 1, 1); err != nil {
			return Unbound, err
		}
		vm.SetTrace(args[0])
		return None, nil
	},
	"gettrace": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("gettrace", args, 0, 0); err != nil {
			return Unbound, err
		}
		return vm.TraceFunc(), nil
	},
	"setprofile": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("setprofile", args, 1, 1); err != nil {
			return Unbound, err
		}
		vm.SetProfile(args[0])
		return None, nil
	},
	"getprofile": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if b, ok := vm.Ext["sys.profile"].(modValueBox); ok {
			return b.V, nil
		}
		return None, nil
	},
	"set_int_max_str_digits": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("set_int_max_str_digits", args, kw, []string{"maxdigits"}, 1)
		if err != nil {
			return Unbound, err
		}
		n, err := vm.Index(a[0])
		if err != nil {
			return Unbound, err
		}
		if n != 0 && n <= 640 || n < 0 {
			return Unbound, vm.ValueError("maxdigits must be 0 or larger than 640")
		}
		vm.SetIntMaxStrDigits(int(n))
		return None, nil
	},
	"get_int_max_str_digits": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.NewInt(int64(vm.IntMaxStrDigits())), nil
	},
	"displayhook": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("displayhook", args, 1, 1); err != nil {
			return Unbound, err
		}
		if args[0] == None {
			return None, nil
		}
		vm.Builtins.dict.SetStr(vm, "_", None)
		r, err := vm.Repr(args[0])
		if err != nil {
			return Unbound, err
		}
		if err := vm.WriteStd("stdout", r+"\n"); err != nil {
			return Unbound, err
		}
		vm.Builtins.dict.SetStr(vm, "_", args[0])
		return None, nil
	},
	"excepthook": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("excepthook", args, 3, 3); err != nil {
			return Unbound, err
		}
		msg, err := vm.Str(args[1])
		if err != nil {
			return Unbound, err
		}
		name := "None"
		if c, ok := vm.AsClass(args[0]); ok {
			name = c.Name
		}
		if msg != "" {
			name += ": " + msg
		}
		return None, vm.WriteStd("stderr", name+"\n")
	},
	"getdefaultencoding": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.NewStr("utf-8"), nil
	},
	"getfilesystemencoding": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.NewStr("utf-8"), nil
	},
	"getfilesystemencodeerrors": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.NewStr("surrogateescape"), nil
	},
	"getrefcount": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("getrefcount", args, 1, 1); err != nil {
			return Unbound, err
		}
		return SmallInt(2), nil
	},
	"is_finalizing": func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return False, nil },
	"getswitchinterval": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return FloatValue(0.005), nil
	},
	"setswitchinterval": func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return None, nil },
	"audit":             func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return None, nil },
	"addaudithook":      func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return None, nil },
	"call_tracing": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("call_tracing", args, 2, 2); err != nil {
			return Unbound, err
		}
		items, err := vm.Collect(args[1])
		if err != nil {
			return Unbound, err
		}
		return vm.Call(args[0], items, nil)
	},
})

// modValueBox keeps a Value in vm.Ext alive across collections.
type modValueBox struct{ V Value }

// SetTrace installs fn as the trace function (sys.settrace; None removes
// it) and tells the interpreter (VM.TraceHook).
func (vm *VM) SetTrace(fn Value) {
	vm.Ext["sys.trace"] = modValueBox{fn}
	if vm.TraceHook != nil {
		vm.TraceHook(fn)
	}
}

// SetProfile installs fn as the profile function (sys.setprofile; None
// removes it) and tells the interpreter (VM.ProfileHook).
func (vm *VM) SetProfile(fn Value) {
	vm.Ext["sys.profile"] = modValueBox{fn}
	if vm.ProfileHook != nil {
		vm.ProfileHook(fn)
	}
}

// TraceFunc returns the trace function sys.settrace installed, or None.
func (vm *VM) TraceFunc() Value {
	if b, ok := vm.Ext["sys.trace"].(modValueBox); ok {
		return b.V
	}
	return None
}

// Trace marks the boxed value.
func (b modValueBox) Trace(t *Tracer) { t.Mark(b.V) }

// WriteStd writes s to sys.stdout or sys.stderr (whatever object is
// installed there now).
func (vm *VM) WriteStd(name, s string) error {
	var f Value = Unbound
	if vm.Sys != nil {
		f, _ = vm.Sys.dict.GetStr(vm, name)
	}
	if f == Unbound {
		w := vm.Stdout
		if name == "stderr" {
			w = vm.Stderr
		}
		_, err := io.WriteString(w, s)
		if err != nil {
			return vm.Errorf(OSErrorType, "%s", err.Error())
		}
		return nil
	}
	if w, ok := vm.StdStreamWriter(f); ok {
		io.WriteString(w, s)
		return nil
	}
	_, err := vm.CallMethod(f, "write", vm.NewStr(s))
	return err
}

// modSizeOf approximates sys.getsizeof for builtin objects (CPython 3.13's
// sizes on 64-bit Linux for the common types).
func (vm *VM) modSizeOf(v Value) int64 {
	switch {
	case v.IsSmallInt():
		x := v.Int()
		if x < 0 {
			x = -x
		}
		n := int64(1)
		for x >= 1<<30 {
			x >>= 30
			n++
		}
		return 24 + 4*n
	case v.IsFloat():
		return 24
	case v == None:
		return 16
	case v.IsBool():
		return 28
	case !v.IsHandle():
		return 16
	}
	switch o := vm.heap.Get(v).(type) {
	case *Int:
		n := (int64(o.V.BitLen()) + 29) / 30
		if n == 0 {
			n = 1
		}
		return 24 + 4*n
	case *Str:
		if o.ascii {
			return 41 + int64(len(o.S))
		}
		maxr := rune(0)
		for _, r := range o.Runes() {
			maxr = max(maxr, r)
		}
		n := int64(o.nchars)
		switch {
		case maxr < 0x100:
			return 57 + n
		case maxr < 0x10000:
			return 58 + 2*n
		default:
			return 60 + 4*n
		}
	case *Bytes:
		return 33 + int64(len(o.B))
	case *ByteArray:
		if len(o.B) == 0 {
			return 56
		}
		return 57 + int64(cap(o.B))
	case *List:
		return 56 + 8*int64(cap(o.Items))
	case *Tuple:
		return 40 + 8*int64(len(o.Items))
	case *Dict:
		if o.used == 0 {
			return 64
		}
		n := int64(8)
		for n*2 < int64(o.used)*3 {
			n *= 2
		}
		return 64 + 16 + n + (n*2/3)*24
	case *Complex:
		return 32
	case *Range:
		return 48
	case *Class:
		return 1712
	case *Function:
		return 160
	case *Module:
		return 72
	}
	return 56
}

func init() {
	RegisterModule("sys", modSysCreate)
}

func modSysCreate(vm *VM) (*Module, error) {
	m := vm.NewModule("sys")
	d := m.dict
	d.SetStr(vm, "__doc__", vm.NewStr("This module provides access to some objects used or maintained by the\ninterpreter and to functions that interact strongly with the interpreter."))
	FillModule(vm, m, modSysFuncs)
	d.SetStr(vm, "__displayhook__", modSysFuncs["displayhook"])
	d.SetStr(vm, "__excepthook__", modSysFuncs["excepthook"])
	argv := make([]Value, len(vm.Argv))
	for i, a := range vm.Argv {
		argv[i] = vm.NewStr(a)
	}
	if len(argv) == 0 {
		argv = []Value{vm.NewStr("")}
	}
	d.SetStr(vm, "argv", vm.NewList(argv))
	d.SetStr(vm, "orig_argv", vm.NewList(append([]Value{vm.NewStr("cpjit")}, argv...)))
	path := make([]Value, len(vm.Path))
	for i, p := range vm.Path {
		path[i] = vm.NewStr(p)
	}
	d.SetStr(vm, "path", vm.NewList(path))
	d.SetStr(vm, "modules", vm.Modules.self)
	stdin, stdout, stderr := vm.modNewStream(0), vm.modNewStream(1), vm.modNewStream(2)
	d.SetStr(vm, "stdin", stdin)
	d.SetStr(vm, "stdout", stdout)
	d.SetStr(vm, "stderr", stderr)
	d.SetStr(vm, "__stdin__", stdin)
	d.SetStr(vm, "__stdout__", stdout)
	d.SetStr(vm, "__stderr__", stderr)
	d.SetStr(vm, "maxsize", vm.NewInt(1<<63-1))
	d.SetStr(vm, "maxunicode", SmallInt(0x10FFFF))
	d.SetStr(vm, "version", vm.NewStr(modSysVersion))
	vi := modSysVersionInfo.Make(vm, SmallInt(3), SmallInt(13), SmallInt(0), vm.NewStr("final"), SmallInt(0))
	d.SetStr(vm, "version_info", vi)
	d.SetStr(vm, "hexversion", SmallInt(0x030D00F0))
	d.SetStr(vm, "api_version", SmallInt(1013))
	d.SetStr(vm, "implementation", vm.NewNamespace(
		[]string{"name", "cache_tag", "version", "hexversion", "_multiarch"},
		[]Value{vm.NewStr("cpjit"), vm.NewStr("cpjit-313"), vi, SmallInt(0x030D00F0), vm.NewStr("x86_64-linux-gnu")}))
	d.SetStr(vm, "platform", vm.NewStr("linux"))
	d.SetStr(vm, "byteorder", vm.NewStr("little"))
	d.SetStr(vm, "float_repr_style", vm.NewStr("short"))
	d.SetStr(vm, "abiflags", vm.NewStr(""))
	d.SetStr(vm, "copyright", vm.NewStr("Copyright (c) 2001 Python Software Foundation.\nAll Rights Reserved."))
	d.SetStr(vm, "float_info", modSysFloatInfo.Make(vm,
		FloatValue(1.7976931348623157e+308), SmallInt(1024), SmallInt(308),
		FloatValue(2.2250738585072014e-308), SmallInt(-1021), SmallInt(-307),
		SmallInt(15), SmallInt(53), FloatValue(2.220446049250313e-16), SmallInt(2), SmallInt(1)))
	d.SetStr(vm, "int_info", modSysIntInfo.Make(vm, SmallInt(30), SmallInt(4), SmallInt(4300), SmallInt(640)))
	d.SetStr(vm, "hash_info", modSysHashInfo.Make(vm, SmallInt(64), vm.NewInt(hashModulus), SmallInt(hashInf),
		SmallInt(0), SmallInt(1000003), vm.NewStr("siphash13"), SmallInt(64), SmallInt(128), SmallInt(0)))
	d.SetStr(vm, "flags", modSysFlags.Make(vm, SmallInt(0), SmallInt(0), SmallInt(0), SmallInt(0), SmallInt(0),
		SmallInt(0), SmallInt(0), SmallInt(0), SmallInt(0), SmallInt(0), SmallInt(0), SmallInt(0), SmallInt(0),
		False, SmallInt(0), SmallInt(0), False, SmallInt(int64(vm.IntMaxStrDigits()))))
	d.SetStr(vm, "thread_info", modSysThreadInfo.Make(vm, vm.NewStr("pthread"), vm.NewStr("mutex+cond"), None))
	exe, err := os.Executable()
	if err != nil {
		exe = ""
	}
	d.SetStr(vm, "executable", vm.NewStr(exe))
	d.SetStr(vm, "_base_executable", vm.NewStr(exe))
	prefix := filepath.Dir(filepath.Dir(exe))
	for _, n := range []string{"prefix", "base_prefix", "exec_prefix", "base_exec_prefix"} {
		d.SetStr(vm, n, vm.NewStr(prefix))
	}
	d.SetStr(vm, "platlibdir", vm.NewStr("lib"))
	d.SetStr(vm, "pycache_prefix", None)
	d.SetStr(vm, "dont_write_bytecode", True)
	d.SetStr(vm, "warnoptions", vm.NewList(nil))
	d.SetStr(vm, "_xoptions", vm.NewDict())
	d.SetStr(vm, "meta_path", vm.NewList(nil))
	d.SetStr(vm, "path_hooks", vm.NewList(nil))
	d.SetStr(vm, "path_importer_cache", vm.NewDict())
	names := make([]string, 0, len(vm.builtinModules)+1)
	for n := range vm.builtinModules {
		names = append(names, n)
	}
	names = append(names, "builtins")
	sort.Strings(names)
	nv := make([]Value, len(names))
	for i, n := range names {
		nv[i] = vm.NewStr(n)
	}
	d.SetStr(vm, "builtin_module_names", vm.NewTuple(nv))
	vm.Sys = m
	return m, nil
}
