package sys

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtypes"
)

// Version is the version string sys.version reports.
const modSysVersion = "3.13.0 (cpjit)"

var (
	modSysVersionInfo = modtypes.NewStructSeq("sys", "version_info",
		[]string{"major", "minor", "micro", "releaselevel", "serial"}, 5, false)
	modSysFloatInfo = modtypes.NewStructSeq("sys", "float_info",
		[]string{"max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds"}, 11, false)
	modSysIntInfo = modtypes.NewStructSeq("sys", "int_info",
		[]string{"bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"}, 4, false)
	modSysHashInfo = modtypes.NewStructSeq("sys", "hash_info",
		[]string{"width", "modulus", "inf", "nan", "imag", "algorithm", "hash_bits", "seed_bits", "cutoff"}, 9, false)
	modSysFlags = modtypes.NewStructSeq("sys", "flags",
		[]string{"debug", "inspect", "interactive", "optimize", "dont_write_bytecode", "no_user_site", "no_site",
			"ignore_environment", "verbose", "bytes_warning", "quiet", "hash_randomization", "isolated",
			"dev_mode", "utf8_mode", "warn_default_encoding", "safe_path", "int_max_str_digits", "gil"}, 18, false)
	modSysThreadInfo = modtypes.NewStructSeq("sys", "thread_info", []string{"name", "lock", "version"}, 3, false)
)

// ---- standard streams ----

// modStreamType is the type of sys.stdin/stdout/stderr.
var modStreamType = rt.ModuleClass("_io", "_io.TextIOWrapper", nil)

// The binary layers under the standard streams (sys.stdout.buffer, ...):
// CPython run unbuffered (-u) shows FileIO for the output streams.
var (
	modFileIOType      = rt.ModuleClass("_io", "_io.FileIO", nil)
	modBufReaderStdinT = rt.ModuleClass("_io", "_io.BufferedReader", nil)
)

// modBinStream is the buffer attribute of a standard stream.
type modBinStream struct {
	rt.Head
	fd int
}

// Trace implements Object.
func (*modBinStream) Trace(*rt.Tracer) {}

// modStream is one of the standard streams.
type modStream struct {
	rt.Head
	fd     int // 0, 1 or 2
	closed bool
}

// Trace implements Object.
func (*modStream) Trace(*rt.Tracer) {}

// StdFD implements rt.StdStream. A closed stream reports -1, so that
// print() calls its write method, which raises.
func (s *modStream) StdFD() int {
	if s.Class() != modStreamType || s.closed {
		return -1
	}
	return s.fd
}

// stdioErrors is the error handler of sys.stdin and sys.stdout, as CPython
// chooses it: $PYTHONIOENCODING's, else surrogateescape in the C and POSIX
// locales, their UTF-8 variants and UTF-8 mode, else strict.
func stdioErrors() string {
	if _, errs, _ := strings.Cut(os.Getenv("PYTHONIOENCODING"), ":"); errs != "" {
		return errs
	}
	if os.Getenv("PYTHONUTF8") == "1" {
		return "surrogateescape"
	}
	loc := os.Getenv("LC_ALL")
	if loc == "" {
		loc = os.Getenv("LC_CTYPE")
	}
	if loc == "" {
		loc = os.Getenv("LANG")
	}
	switch loc {
	case "", "C", "POSIX", "C.UTF-8", "C.utf8", "UTF-8":
		return "surrogateescape"
	}
	return "strict"
}

// errors returns the stream's error handler.
func (s *modStream) errors() string {
	if s.fd == 2 {
		return "backslashreplace"
	}
	return stdioErrors()
}

func (s *modStream) name() string {
	return [...]string{"<stdin>", "<stdout>", "<stderr>"}[s.fd]
}

func modStreamSelf(vm *rt.VM, v rt.Value, meth string) (*modStream, error) {
	s, ok := vm.Get0(v).(*modStream)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' requires a '_io.TextIOWrapper' object but received '%s'", meth, vm.TypeName(v))
	}
	return s, nil
}

func modStreamWriter(vm *rt.VM, s *modStream) io.Writer {
	if s.fd == 2 {
		return vm.Stderr
	}
	return vm.Stdout
}

func init() {
	c := modStreamType
	c.AddMethod("write", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("TextIOWrapper.write() takes exactly one argument (%d given)", len(args)-1)
		}
		s, err := modStreamSelf(vm, args[0], "write")
		if err != nil {
			return rt.Unbound, err
		}
		str, ok := vm.AsStr(args[1])
		if !ok {
			return rt.Unbound, vm.TypeError("write() argument must be str, not %s", vm.TypeName(args[1]))
		}
		if s.closed {
			return rt.Unbound, vm.ValueError("I/O operation on closed file.")
		}
		if s.fd == 0 {
			return rt.Unbound, vm.Errorf(rt.OSErrorType, "not writable")
		}
		text, err := vm.EncodeString(str, "utf-8", s.errors())
		if err != nil {
			return rt.Unbound, err
		}
		w := modStreamWriter(vm, s)
		if _, err := io.WriteString(w, text); err != nil {
			return rt.Unbound, vm.Errorf(rt.OSErrorType, "%s", err.Error())
		}
		if s.fd == 2 {
			if f, ok := w.(rt.Flusher); ok && strings.Contains(str.S, "\n") {
				f.Flush()
			}
		}
		return rt.SmallInt(int64(str.Len())), nil
	})
	c.AddMethod("writelines", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("writelines", args[1:], 1, 1); err != nil {
			return rt.Unbound, err
		}
		err := vm.IterAll(args[1], func(x rt.Value) error {
			_, err := vm.CallMethod(args[0], "write", x)
			return err
		})
		return rt.None, err
	})
	c.AddMethod("flush", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := modStreamSelf(vm, args[0], "flush")
		if err != nil {
			return rt.Unbound, err
		}
		if s.closed {
			return rt.Unbound, vm.ValueError("I/O operation on closed file.")
		}
		if s.fd != 0 {
			if f, ok := modStreamWriter(vm, s).(rt.Flusher); ok {
				f.Flush()
			}
		}
		return rt.None, nil
	})
	c.AddMethod("fileno", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := modStreamSelf(vm, args[0], "fileno")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.SmallInt(int64(s.fd)), nil
	})
	c.AddMethod("isatty", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := modStreamSelf(vm, args[0], "isatty")
		if err != nil {
			return rt.Unbound, err
		}
		var f any = vm.Stdin
		if s.fd != 0 {
			f = modStreamWriter(vm, s)
		}
		if osf, ok := f.(*os.File); ok {
			if fi, err := osf.Stat(); err == nil {
				return rt.Bool(fi.Mode()&os.ModeCharDevice != 0), nil
			}
		}
		return rt.False, nil
	})
	c.AddMethod("writable", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := modStreamSelf(vm, args[0], "writable")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(s.fd != 0), nil
	})
	c.AddMethod("readable", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := modStreamSelf(vm, args[0], "readable")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(s.fd == 0), nil
	})
	c.AddMethod("seekable", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.False, nil })
	c.AddMethod("close", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := modStreamSelf(vm, args[0], "close")
		if err != nil {
			return rt.Unbound, err
		}
		s.closed = true
		return rt.None, nil
	})
	streamReadMethods(c)
	get := func(f func(s *modStream) rt.Value) func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		return func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			s, err := modStreamSelf(vm, self, "attribute")
			if err != nil {
				return rt.Unbound, err
			}
			return f(s), nil
		}
	}
	names := [...]rt.Value{rt.StaticStr("<stdin>"), rt.StaticStr("<stdout>"), rt.StaticStr("<stderr>")}
	c.AddGetter("name", get(func(s *modStream) rt.Value { return names[s.fd] }))
	r, w, utf8 := rt.StaticStr("r"), rt.StaticStr("w"), rt.StaticStr("utf-8")
	c.AddGetter("mode", get(func(s *modStream) rt.Value {
		if s.fd == 0 {
			return r
		}
		return w
	}))
	c.AddGetter("encoding", get(func(s *modStream) rt.Value { return utf8 }))
	c.AddGetter("errors", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		s, err := modStreamSelf(vm, self, "attribute")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(s.errors()), nil
	})
	c.AddGetter("closed", get(func(s *modStream) rt.Value { return rt.Bool(s.closed) }))
	c.AddGetter("buffer", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		s, err := modStreamSelf(vm, self, "buffer")
		if err != nil {
			return rt.Unbound, err
		}
		key := "sys.buffer" + strconv.Itoa(s.fd)
		if b, ok := vm.Ext[key].(rt.ValueBox); ok {
			return b.V, nil
		}
		b := &modBinStream{fd: s.fd}
		if s.fd == 0 {
			b.SetClass(modBufReaderStdinT)
		} else {
			b.SetClass(modFileIOType)
		}
		v := vm.Alloc(b)
		vm.Ext[key] = rt.ValueBox{V: v}
		return v, nil
	})
	binStreamMethods()
	// reconfigure(*, encoding, errors, newline, line_buffering,
	// write_through): the streams write UTF-8 as they come, so only the
	// UTF-8 encodings are accepted; the other settings are checked and
	// change nothing here.
	c.AddMethod("reconfigure", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) > 1 {
			return rt.Unbound, vm.TypeError("reconfigure() takes no positional arguments")
		}
		if _, err := modStreamSelf(vm, args[0], "reconfigure"); err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("reconfigure", nil, kw, []string{"encoding", "errors", "newline", "line_buffering", "write_through"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		for i, what := range []string{"encoding", "errors", "newline"} {
			if a[i] == rt.Unbound || a[i] == rt.None {
				continue
			}
			s, ok := vm.StrOf(a[i])
			if !ok {
				return rt.Unbound, vm.TypeError("reconfigure() argument '%s' must be str or None, not %s", what, vm.TypeName(a[i]))
			}
			switch what {
			case "encoding":
				switch rt.NormEncoding(s) {
				case "utf-8":
				case "":
					if s != "locale" {
						return rt.Unbound, vm.Errorf(rt.LookupErrorType, "unknown encoding: %s", s)
					}
				default:
					return rt.Unbound, vm.NewError(rt.UnsupportedOperationType, "cpjit's standard streams are UTF-8 only")
				}
			case "newline":
				if s != "" && s != "\n" && s != "\r" && s != "\r\n" {
					return rt.Unbound, vm.ValueError("illegal newline value: %s", s)
				}
			}
		}
		return rt.None, nil
	})
	c.AddGetter("line_buffering", get(func(s *modStream) rt.Value { return rt.Bool(s.fd == 2) }))
	c.AddGetter("newlines", get(func(s *modStream) rt.Value { return rt.None }))
}

// streamReadMethods adds the standard streams' reading methods, iteration,
// the context manager and repr to c.
func streamReadMethods(c *rt.Class) {
	c.AddMethod("readline", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := modStreamSelf(vm, args[0], "readline")
		if err != nil {
			return rt.Unbound, err
		}
		if s.fd != 0 {
			return rt.Unbound, vm.Errorf(rt.OSErrorType, "not readable")
		}
		limit := int64(-1)
		if len(args) > 1 && args[1] != rt.None {
			if limit, err = vm.Index(args[1]); err != nil {
				return rt.Unbound, err
			}
		}
		line, err := modReadLine(vm, limit)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(line), nil
	})
	c.AddMethod("read", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := modStreamSelf(vm, args[0], "read")
		if err != nil {
			return rt.Unbound, err
		}
		if s.fd != 0 {
			return rt.Unbound, vm.Errorf(rt.OSErrorType, "not readable")
		}
		n := int64(-1)
		if len(args) > 1 && args[1] != rt.None {
			if n, err = vm.Index(args[1]); err != nil {
				return rt.Unbound, err
			}
		}
		if n < 0 {
			var b []byte
			vm.ReadStdin(func(r *bufio.Reader) { b, err = io.ReadAll(r) })
			if err != nil {
				return rt.Unbound, vm.Errorf(rt.OSErrorType, "%s", err.Error())
			}
			return vm.NewStr(strings.ToValidUTF8(string(b), "\uFFFD")), nil
		}
		var sb strings.Builder
		vm.ReadStdin(func(r *bufio.Reader) {
			for i := int64(0); i < n; i++ {
				ch, _, err := r.ReadRune()
				if err != nil {
					break
				}
				sb.WriteRune(ch)
			}
		})
		return vm.NewStr(sb.String()), nil
	})
	c.AddMethod("readlines", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if _, err := modStreamSelf(vm, args[0], "readlines"); err != nil {
			return rt.Unbound, err
		}
		var out []rt.Value
		for {
			line, err := modReadLine(vm, -1)
			if err != nil {
				return rt.Unbound, err
			}
			if line == "" {
				return vm.NewList(out), nil
			}
			out = append(out, vm.NewStr(line))
		}
	})
	c.AddMethod("__iter__", rt.SelfMethod)
	c.AddMethod("__next__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		line, err := modReadLine(vm, -1)
		if err != nil {
			return rt.Unbound, err
		}
		if line == "" {
			return rt.Unbound, vm.NewError(rt.StopIterationType, "")
		}
		return vm.NewStr(line), nil
	})
	c.AddMethod("__enter__", rt.SelfMethod)
	c.AddMethod("__exit__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.None, nil })
	c.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := modStreamSelf(vm, args[0], "__repr__")
		if err != nil {
			return rt.Unbound, err
		}
		mode := "w"
		if s.fd == 0 {
			mode = "r"
		}
		return vm.NewStr("<_io.TextIOWrapper name='" + s.name() + "' mode='" + mode + "' encoding='utf-8'>"), nil
	})
}

// binStreamMethods gives the binary layers under the standard streams
// (sys.stdout.buffer...) their methods.
func binStreamMethods() {
	for _, bc := range []*rt.Class{modFileIOType, modBufReaderStdinT} {
		bc.AddMethod("write", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			b, ok := vm.Get0(args[0]).(*modBinStream)
			if !ok || len(args) != 2 {
				return rt.Unbound, vm.TypeError("write() takes exactly one argument")
			}
			data, ok := vm.BytesOf(args[1])
			if !ok {
				return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(args[1]))
			}
			if b.fd == 0 {
				return rt.Unbound, vm.NewError(rt.UnsupportedOperationType, "write")
			}
			w := vm.Stdout
			if b.fd == 2 {
				w = vm.Stderr
			}
			if _, err := w.Write(data); err != nil {
				return rt.Unbound, vm.Errorf(rt.OSErrorType, "%s", err.Error())
			}
			return rt.SmallInt(int64(len(data))), nil
		})
		bc.AddMethod("flush", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if b, ok := vm.Get0(args[0]).(*modBinStream); ok && b.fd != 0 {
				w := vm.Stdout
				if b.fd == 2 {
					w = vm.Stderr
				}
				if f, ok := w.(rt.Flusher); ok {
					f.Flush()
				}
			}
			return rt.None, nil
		})
		bc.AddMethod("read", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			n, err := vm.SizeArg(args, 1)
			if err != nil {
				return rt.Unbound, err
			}
			if n < 0 {
				var data []byte
				vm.ReadStdin(func(r *bufio.Reader) { data, err = io.ReadAll(r) })
				if err != nil {
					return rt.Unbound, vm.Errorf(rt.OSErrorType, "%s", err.Error())
				}
				return vm.NewBytes(data), nil
			}
			buf := make([]byte, n)
			var k int
			vm.ReadStdin(func(r *bufio.Reader) { k, _ = io.ReadFull(r, buf) })
			return vm.NewBytes(buf[:k]), nil
		})
		bc.AddMethod("readline", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			var line []byte
			var err error
			vm.ReadStdin(func(r *bufio.Reader) { line, err = r.ReadBytes('\n') })
			if err != nil && err != io.EOF {
				return rt.Unbound, vm.Errorf(rt.OSErrorType, "%s", err.Error())
			}
			return vm.NewBytes(line), nil
		})
		bc.AddMethod("fileno", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			return rt.SmallInt(int64(vm.Get0(args[0]).(*modBinStream).fd)), nil
		})
		bc.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			b := vm.Get0(args[0]).(*modBinStream)
			name := [...]string{"<stdin>", "<stdout>", "<stderr>"}[b.fd]
			if b.fd == 0 {
				return vm.NewStr("<_io.BufferedReader name='" + name + "'>"), nil
			}
			return vm.NewStr("<_io.FileIO name='" + name + "' mode='wb' closefd=False>"), nil
		})
	}
}

// modReadLine reads one line (with its newline) from stdin; "" at EOF.
func modReadLine(vm *rt.VM, limit int64) (string, error) {
	if limit < 0 {
		var line string
		var err error
		vm.ReadStdin(func(r *bufio.Reader) { line, err = r.ReadString('\n') })
		if err != nil && err != io.EOF {
			return "", vm.Errorf(rt.OSErrorType, "%s", err.Error())
		}
		if !utf8.ValidString(line) {
			line = strings.ToValidUTF8(line, "\uFFFD")
		}
		return line, nil
	}
	var sb strings.Builder
	var rerr error
	vm.ReadStdin(func(r *bufio.Reader) {
		for n := int64(0); n < limit; n++ {
			ch, _, err := r.ReadRune()
			if err != nil {
				if err != io.EOF {
					rerr = err
				}
				return
			}
			sb.WriteRune(ch)
			if ch == '\n' {
				return
			}
		}
	})
	if rerr != nil {
		return "", vm.Errorf(rt.OSErrorType, "%s", rerr.Error())
	}
	return sb.String(), nil
}

func modNewStream(vm *rt.VM, fd int) rt.Value {
	s := &modStream{fd: fd}
	s.SetClass(modStreamType)
	return vm.Alloc(s)
}

// ---- the module ----

var modSysFuncs = rt.StaticFuncs("sys", rt.ModuleFuncs{
	"exit": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("exit", kw); err != nil {
			return rt.Unbound, err
		}
		if err := vm.Arity("exit", args, 0, 1); err != nil {
			return rt.Unbound, err
		}
		if len(args) == 1 && args[0] == rt.None {
			args = nil
		}
		return rt.Unbound, vm.NewExceptionObj(rt.SystemExitType, args)
	},
	"getrecursionlimit": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("sys.getrecursionlimit", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(int64(vm.RecursionLimit)), nil
	},
	"setrecursionlimit": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("setrecursionlimit", kw); err != nil {
			return rt.Unbound, err
		}
		if err := vm.Arity("setrecursionlimit", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		if args[0].IsFloat() {
			return rt.Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
		}
		n, err := vm.Index(args[0])
		if err != nil {
			if rt.ExceptionMatches(err, rt.IndexErrorType) {
				return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "Python int too large to convert to C int")
			}
			return rt.Unbound, err
		}
		if n > 1<<31-1 {
			return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "Python int too large to convert to C int")
		}
		if n < 1 {
			return rt.Unbound, vm.ValueError("recursion limit must be greater or equal than 1")
		}
		if int(n) <= vm.Depth {
			return rt.Unbound, vm.Errorf(rt.RecursionErrorType, "cannot set the recursion limit to %d at the recursion depth %d: the limit is too low", n, vm.Depth)
		}
		vm.RecursionLimit = int(n)
		return rt.None, nil
	},
	"intern": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("intern", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		s, ok := vm.AsStr(args[0])
		if !ok || s.Class() != rt.StrType {
			return rt.Unbound, vm.TypeError("intern() argument must be str, not %s", vm.TypeName(args[0]))
		}
		return vm.InternValue(args[0], s.S), nil
	},
	"exc_info": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("sys.exc_info", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		e, ok := vm.Get0(vm.Handled).(*rt.Exception)
		if !ok {
			return vm.NewTupleCopy([]rt.Value{rt.None, rt.None, rt.None}), nil
		}
		return vm.NewTupleCopy([]rt.Value{e.Class().Self(), e.Self(), e.Traceback}), nil
	},
	"exception": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("sys.exception", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		if _, ok := vm.Get0(vm.Handled).(*rt.Exception); !ok {
			return rt.None, nil
		}
		return vm.Handled, nil
	},
	"getsizeof": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("getsizeof", args, kw, []string{"object", "default"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		if f, ok := vm.ClassOf(a[0]).Lookup(vm, "__sizeof__"); ok && !vm.ClassOf(a[0]).Builtin {
			r, err := vm.CallBinaryUnary(f, a[0])
			if err != nil {
				return rt.Unbound, err
			}
			n, err := vm.Index(r)
			if err != nil {
				return rt.Unbound, err
			}
			if n < 0 {
				return rt.Unbound, vm.ValueError("__sizeof__() should return >= 0")
			}
			// The collector's header, and the pre-header with the
			// __dict__ and weak reference pointers of an instance that
			// has a __dict__.
			n += 16
			if vm.ClassOf(a[0]).HasDict {
				n += 16
			}
			return vm.NewInt(n), nil
		}
		if vm.TypeName(a[0]) == "generator" {
			if n, ok := generatorSize(vm, a[0]); ok {
				return vm.NewInt(n), nil
			}
		}
		return vm.NewInt(vm.SizeOf(a[0])), nil
	},
	// 3.13's free-threading probe: cpjit, like the default CPython build,
	// runs with a GIL.
	"_is_gil_enabled": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("sys._is_gil_enabled", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		return rt.True, nil
	},
	"_getframe": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("_getframe", args, 0, 1); err != nil {
			return rt.Unbound, err
		}
		n := int64(0)
		if len(args) == 1 {
			var err error
			if n, err = vm.Index(args[0]); err != nil {
				return rt.Unbound, err
			}
		}
		if vm.Interp == nil || n < 0 {
			if n < 0 {
				n = 0
			} else {
				return rt.Unbound, vm.ValueError("call stack is not deep enough")
			}
		}
		f := vm.Interp.Frame(vm, int(n))
		if f == rt.Unbound {
			return rt.Unbound, vm.ValueError("call stack is not deep enough")
		}
		return f, nil
	},
	"settrace": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("settrace", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		vm.SetTrace(args[0])
		return rt.None, nil
	},
	"gettrace": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("gettrace", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		return vm.TraceFunc(), nil
	},
	"setprofile": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("setprofile", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		vm.SetProfile(args[0])
		return rt.None, nil
	},
	"getprofile": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if b, ok := vm.Ext["sys.profile"].(rt.ValueBox); ok {
			return b.V, nil
		}
		return rt.None, nil
	},
	"set_int_max_str_digits": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("set_int_max_str_digits", args, kw, []string{"maxdigits"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		n, err := vm.Index(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		if n != 0 && n <= 640 || n < 0 {
			return rt.Unbound, vm.ValueError("maxdigits must be 0 or larger than 640")
		}
		vm.SetIntMaxStrDigits(int(n))
		return rt.None, nil
	},
	"get_int_max_str_digits": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(int64(vm.IntMaxStrDigits())), nil
	},
	"breakpointhook": modSysBreakpointHook,
	"displayhook": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("displayhook", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		if args[0] == rt.None {
			return rt.None, nil
		}
		vm.Builtins.Dict().SetStr(vm, "_", rt.None)
		r, err := vm.Repr(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if err := vm.WriteStd("stdout", r+"\n"); err != nil {
			return rt.Unbound, err
		}
		vm.Builtins.Dict().SetStr(vm, "_", args[0])
		return rt.None, nil
	},
	"excepthook": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("excepthook", args, 3, 3); err != nil {
			return rt.Unbound, err
		}
		// As CPython's PyErr_Display: the value's traceback (tb when it
		// has none), its chain and notes; a value that is no exception
		// is reported, not raised.
		exc, ok := vm.Get0(args[1]).(*rt.Exception)
		if !ok {
			return rt.None, vm.WriteStd("stderr", "TypeError: print_exception(): Exception expected for value, "+vm.TypeName(args[1])+" found\n")
		}
		if _, isTB := vm.Get0(args[2]).(*rt.Traceback); isTB && (exc.Traceback == rt.None || exc.Traceback == rt.Unbound) {
			exc.Traceback = args[2]
		}
		if f, ok := vm.Interp.(interface{ FormatException(*rt.Exception) string }); ok {
			return rt.None, vm.WriteStd("stderr", f.FormatException(exc))
		}
		msg, err := vm.Str(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		name := exc.Class().Name
		if msg != "" {
			name += ": " + msg
		}
		return rt.None, vm.WriteStd("stderr", name+"\n")
	},
	"getdefaultencoding": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewStr("utf-8"), nil
	},
	"getfilesystemencoding": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewStr("utf-8"), nil
	},
	"getfilesystemencodeerrors": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewStr("surrogateescape"), nil
	},
	"getrefcount": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getrefcount", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		return rt.SmallInt(2), nil
	},
	"is_finalizing": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.False, nil },
	"getswitchinterval": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.FloatValue(float64(vm.SwitchInterval().Microseconds()) / 1e6), nil
	},
	// How long a thread waits for the GIL before it asks the holder to
	// let it go (kept in microseconds, as CPython does).
	"setswitchinterval": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("setswitchinterval", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		f, err := vm.ToFloat(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if !(f > 0) {
			return rt.Unbound, vm.ValueError("switch interval must be strictly positive")
		}
		us := min(f*1e6, float64(1<<40))
		vm.SetSwitchInterval(time.Duration(int64(us)) * time.Microsecond)
		return rt.None, nil
	},
	"audit":        func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.None, nil },
	"addaudithook": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.None, nil },
	"call_tracing": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("call_tracing", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		items, err := vm.Collect(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		return vm.Call(args[0], items, nil)
	},
})

func init() {
	register("sys", modSysCreate)
}

func modSysCreate(vm *rt.VM) (*rt.Module, error) {
	m := vm.NewModule("sys")
	d := m.Dict()
	d.SetStr(vm, "__doc__", vm.NewStr("This module provides access to some objects used or maintained by the\ninterpreter and to functions that interact strongly with the interpreter."))
	rt.FillModule(vm, m, modSysFuncs)
	d.SetStr(vm, "__displayhook__", modSysFuncs["displayhook"])
	d.SetStr(vm, "__breakpointhook__", modSysFuncs["breakpointhook"])
	d.SetStr(vm, "__excepthook__", modSysFuncs["excepthook"])
	installUnraisable(vm, d)
	argv := make([]rt.Value, len(vm.Argv))
	for i, a := range vm.Argv {
		argv[i] = vm.NewStr(a)
	}
	if len(argv) == 0 {
		argv = []rt.Value{vm.NewStr("")}
	}
	d.SetStr(vm, "argv", vm.NewList(argv))
	d.SetStr(vm, "orig_argv", vm.NewList(append([]rt.Value{vm.NewStr("cpjit")}, argv...)))
	path := make([]rt.Value, len(vm.Path))
	for i, p := range vm.Path {
		path[i] = vm.NewStr(p)
	}
	d.SetStr(vm, "path", vm.NewList(path))
	d.SetStr(vm, "modules", vm.Modules.Self())
	stdin, stdout, stderr := modNewStream(vm, 0), modNewStream(vm, 1), modNewStream(vm, 2)
	d.SetStr(vm, "stdin", stdin)
	d.SetStr(vm, "stdout", stdout)
	d.SetStr(vm, "stderr", stderr)
	d.SetStr(vm, "__stdin__", stdin)
	d.SetStr(vm, "__stdout__", stdout)
	d.SetStr(vm, "__stderr__", stderr)
	d.SetStr(vm, "maxsize", vm.NewInt(1<<63-1))
	d.SetStr(vm, "maxunicode", rt.SmallInt(0x10FFFF))
	d.SetStr(vm, "version", vm.NewStr(modSysVersion))
	vi := modSysVersionInfo.Make(vm, rt.SmallInt(3), rt.SmallInt(13), rt.SmallInt(0), vm.NewStr("final"), rt.SmallInt(0))
	d.SetStr(vm, "version_info", vi)
	d.SetStr(vm, "hexversion", rt.SmallInt(0x030D00F0))
	d.SetStr(vm, "api_version", rt.SmallInt(1013))
	d.SetStr(vm, "implementation", modtypes.NewNamespace(vm,
		[]string{"name", "cache_tag", "version", "hexversion", "_multiarch"},
		[]rt.Value{vm.NewStr("cpjit"), vm.NewStr("cpjit-313"), vi, rt.SmallInt(0x030D00F0), vm.NewStr("x86_64-linux-gnu")}))
	d.SetStr(vm, "platform", vm.NewStr("linux"))
	d.SetStr(vm, "byteorder", vm.NewStr("little"))
	d.SetStr(vm, "float_repr_style", vm.NewStr("short"))
	d.SetStr(vm, "abiflags", vm.NewStr(""))
	d.SetStr(vm, "copyright", vm.NewStr("Copyright (c) 2001 Python Software Foundation.\nAll Rights Reserved."))
	d.SetStr(vm, "float_info", modSysFloatInfo.Make(vm,
		rt.FloatValue(1.7976931348623157e+308), rt.SmallInt(1024), rt.SmallInt(308),
		rt.FloatValue(2.2250738585072014e-308), rt.SmallInt(-1021), rt.SmallInt(-307),
		rt.SmallInt(15), rt.SmallInt(53), rt.FloatValue(2.220446049250313e-16), rt.SmallInt(2), rt.SmallInt(1)))
	d.SetStr(vm, "int_info", modSysIntInfo.Make(vm, rt.SmallInt(30), rt.SmallInt(4), rt.SmallInt(4300), rt.SmallInt(640)))
	d.SetStr(vm, "hash_info", modSysHashInfo.Make(vm, rt.SmallInt(64), vm.NewInt(rt.HashModulus), rt.SmallInt(rt.HashInf),
		rt.SmallInt(0), rt.SmallInt(1000003), vm.NewStr("siphash13"), rt.SmallInt(64), rt.SmallInt(128), rt.SmallInt(0)))
	// -i reaches the VM as the hidden -X option "\x00inspect".
	inspect := rt.SmallInt(0)
	if slices.Contains(vm.XOptions, "\x00inspect") {
		inspect = rt.SmallInt(1)
	}
	// PYTHONDONTWRITEBYTECODE sets the flag and sys.dont_write_bytecode,
	// as in CPython (cpjit writes no bytecode files either way).
	noBytecode := rt.SmallInt(0)
	if os.Getenv("PYTHONDONTWRITEBYTECODE") != "" {
		noBytecode = rt.SmallInt(1)
	}
	d.SetStr(vm, "flags", modSysFlags.Make(vm, rt.SmallInt(0), inspect, inspect, rt.SmallInt(0), noBytecode,
		rt.SmallInt(0), rt.SmallInt(0), rt.SmallInt(0), rt.SmallInt(0), rt.SmallInt(0), rt.SmallInt(0), rt.SmallInt(0), rt.SmallInt(0),
		rt.False, rt.SmallInt(0), rt.SmallInt(0), rt.False, rt.SmallInt(int64(vm.IntMaxStrDigits())), rt.SmallInt(1)))
	d.SetStr(vm, "thread_info", modSysThreadInfo.Make(vm, vm.NewStr("pthread"), vm.NewStr("mutex+cond"), rt.None))
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
	d.SetStr(vm, "pycache_prefix", rt.None)
	d.SetStr(vm, "dont_write_bytecode", rt.Bool(noBytecode != rt.SmallInt(0)))
	d.SetStr(vm, "warnoptions", vm.NewList(nil))
	// -X name=value gives {'name': 'value'}, -X name {'name': True}.
	xopts := vm.NewDictObj()
	for _, x := range vm.XOptions {
		if strings.HasPrefix(x, "\x00") {
			continue // cpjit's own, hidden
		}
		if k, v, ok := strings.Cut(x, "="); ok {
			xopts.SetStr(vm, k, vm.NewStr(v))
		} else {
			xopts.SetStr(vm, x, rt.True)
		}
	}
	d.SetStr(vm, "_xoptions", xopts.Self())
	d.SetStr(vm, "meta_path", vm.NewList(nil))
	d.SetStr(vm, "path_hooks", vm.NewList(nil))
	d.SetStr(vm, "path_importer_cache", vm.NewDict())
	names := vm.BuiltinModuleNames()
	nv := make([]rt.Value, len(names))
	for i, n := range names {
		nv[i] = vm.NewStr(n)
	}
	d.SetStr(vm, "builtin_module_names", vm.NewTuple(nv))
	if v, err := stdlibModuleNamesValue(vm); err == nil {
		d.SetStr(vm, "stdlib_module_names", v)
	}
	vm.Sys = m
	return m, nil
}

// modSysBreakpointHook is sys.breakpointhook: $PYTHONBREAKPOINT names the
// callable to run ("module.function", or a builtin's name), "0" disables
// breakpoint(), and unset or empty means pdb.set_trace. A name that does
// not import is ignored with a RuntimeWarning, as CPython does; cpjit has
// no pdb, so by default breakpoint() warns and returns None. A sandboxed
// VM without environment access behaves as if the variable were unset.
func modSysBreakpointHook(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	hookName := ""
	if vm.Allowed(rt.AccessEnv) {
		hookName = os.Getenv("PYTHONBREAKPOINT")
	}
	if hookName == "0" {
		return rt.None, nil
	}
	if hookName == "" {
		hookName = "pdb.set_trace"
	}
	modName, attr := "builtins", hookName
	if i := strings.LastIndexByte(hookName, '.'); i >= 0 {
		modName, attr = hookName[:i], hookName[i+1:]
	}
	var hook rt.Value
	var err error
	if vm.Interp != nil {
		var mod rt.Value
		if mod, err = vm.Interp.Import(vm, modName, nil, vm.NewTuple([]rt.Value{vm.NewStr(attr)}), 0); err == nil {
			hook, err = vm.GetAttr(mod, attr)
		}
	} else {
		err = vm.NewError(rt.ImportErrorType, "no importer")
	}
	if err != nil {
		if !rt.ExceptionMatches(err, rt.ImportErrorType) && !rt.ExceptionMatches(err, rt.AttributeErrorType) {
			return rt.Unbound, err
		}
		msg := "Ignoring unimportable $PYTHONBREAKPOINT: \"" + hookName + "\""
		return rt.None, vm.Warn(rt.RuntimeWarningType, msg, 1)
	}
	return vm.Call(hook, args, kw)
}

// generatorSize estimates a generator's sys.getsizeof as CPython 3.13's:
// the object with its frame, a word for each local and each slot of the
// value stack. cpjit's code has registers instead of a stack: most
// generators' temporaries are one register fewer than CPython's stack
// slots, which are at least two.
func generatorSize(vm *rt.VM, g rt.Value) (int64, bool) {
	code, err := vm.GetAttr(g, "gi_code")
	if err != nil {
		return 0, false
	}
	get := func(name string) (int64, bool) {
		v, err := vm.GetAttr(code, name)
		if err != nil {
			return 0, false
		}
		n, err := vm.Index(v)
		return n, err == nil
	}
	nlocals, ok1 := get("co_nlocals")
	regs, ok2 := get("co_stacksize")
	if !ok1 || !ok2 {
		return 0, false
	}
	stack := max(2, regs-nlocals-1)
	return 160 + 8*(nlocals+stack), true
}
