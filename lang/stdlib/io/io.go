package io

import (
	"bytes"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The io module: in-memory streams (StringIO, BytesIO), the abstract base
// classes, and the file objects of the builtin open() (file.go). The
// standard streams are the sys module's (lang/stdlib/sys).

var (
	modIOBaseType         = rt.ModuleClass("io", "_io._IOBase", nil)
	modRawIOBaseType      = rt.ModuleClass("io", "_io._RawIOBase", modIOBaseType)
	modBufferedIOBaseType = rt.ModuleClass("io", "_io._BufferedIOBase", modIOBaseType)
	modTextIOBaseType     = rt.ModuleClass("io", "_io._TextIOBase", modIOBaseType)

	// StringIOType is io.StringIO.
	StringIOType = rt.ModuleClass("_io", "_io.StringIO", modTextIOBaseType)
	// BytesIOType is io.BytesIO.
	BytesIOType = rt.ModuleClass("_io", "_io.BytesIO", modBufferedIOBaseType)
)

// modMemBuf is the state StringIO (runes) and BytesIO (bytes) share.
type modMemBuf[T rune | byte] struct {
	buf    []T
	pos    int
	closed bool
}

func (b *modMemBuf[T]) position() int  { return b.pos }
func (b *modMemBuf[T]) isClosed() bool { return b.closed }
func (b *modMemBuf[T]) setClosed()     { b.closed, b.buf = true, nil }

// truncate cuts the buffer to n items (a larger n changes nothing).
func (b *modMemBuf[T]) truncate(n int) {
	if n < len(b.buf) {
		b.buf = b.buf[:n]
	}
}

// modStringIO is an in-memory text stream. Positions count code points.
// While the text is all ASCII it is kept as bytes (text), where a
// position is a byte index: a quarter of the runes' size (a StringIO
// collecting a log or pprint's output holds megabytes). The first
// non-ASCII character moves it to runes (buf, wide), and emptying the
// stream (truncate(0), __init__) brings it back to bytes.
type modStringIO struct {
	rt.Head
	modMemBuf[rune]
	text      []byte
	wide      bool
	translate bool // newline=None: \r\n and \r become \n on write
	ok        bool // __init__ has run (StringIO.__new__ alone makes an unusable object)
}

// size returns the length of the text in code points.
func (s *modStringIO) size() int {
	if s.wide {
		return len(s.buf)
	}
	return len(s.text)
}

// slice returns the text from code point i to j.
func (s *modStringIO) slice(i, j int) string {
	if s.wide {
		return string(s.buf[i:j])
	}
	return string(s.text[i:j])
}

// reset empties the stream.
func (s *modStringIO) reset() { s.buf, s.text, s.wide, s.pos = nil, nil, false, 0 }

// widen moves the text from bytes to runes.
func (s *modStringIO) widen() {
	rs := make([]rune, len(s.text), max(len(s.text)*5/4, 16))
	for i, c := range s.text {
		rs[i] = rune(c)
	}
	s.buf, s.text, s.wide = rs, nil, true
}

func (s *modStringIO) truncate(n int) {
	if n == 0 {
		s.buf, s.text, s.wide = nil, s.text[:0], false
		return
	}
	if s.wide {
		s.modMemBuf.truncate(n)
	} else if n < len(s.text) {
		s.text = s.text[:n]
	}
}

func (s *modStringIO) setClosed() {
	s.modMemBuf.setClosed()
	s.text = nil
}

// Trace implements Object.
func (*modStringIO) Trace(*rt.Tracer) {}

// modBytesIO is an in-memory binary stream.
type modBytesIO struct {
	rt.Head
	modMemBuf[byte]
	views []*rt.MemoryView // the views getbuffer() returned (extra.go)
}

// Trace implements Object.
func (*modBytesIO) Trace(*rt.Tracer) {}

func modSIO(vm *rt.VM, v rt.Value, check bool) (*modStringIO, error) {
	s, ok := vm.Get0(v).(*modStringIO)
	if !ok {
		return nil, vm.TypeError("descriptor requires a '_io.StringIO' object but received '%s'", vm.TypeName(v))
	}
	if check && !s.ok {
		return nil, vm.ValueError("I/O operation on uninitialized object")
	}
	if check && s.closed {
		return nil, vm.ValueError("I/O operation on closed file")
	}
	return s, nil
}

func modBIO(vm *rt.VM, v rt.Value, check bool) (*modBytesIO, error) {
	b, ok := vm.Get0(v).(*modBytesIO)
	if !ok {
		return nil, vm.TypeError("descriptor requires a '_io.BytesIO' object but received '%s'", vm.TypeName(v))
	}
	if check && b.closed {
		return nil, vm.ValueError("I/O operation on closed file.")
	}
	return b, nil
}

func (s *modStringIO) write(str string) int {
	if s.translate {
		str = strings.ReplaceAll(str, "\r\n", "\n")
		str = strings.ReplaceAll(str, "\r", "\n")
	}
	if !s.wide {
		if isASCII(str) {
			for len(s.text) < s.pos {
				s.text = append(s.text, 0)
			}
			if s.pos == len(s.text) {
				s.text = append(s.text, str...)
			} else if end := s.pos + len(str); end > len(s.text) {
				s.text = append(s.text[:s.pos], str...)
			} else {
				copy(s.text[s.pos:], str)
			}
			s.pos += len(str)
			return len(str)
		}
		s.widen()
	}
	rs := []rune(str)
	if s.pos > len(s.buf) {
		for len(s.buf) < s.pos {
			s.buf = append(s.buf, 0)
		}
	}
	if s.pos == len(s.buf) {
		s.buf = append(s.buf, rs...)
	} else {
		end := s.pos + len(rs)
		if end > len(s.buf) {
			s.buf = append(s.buf[:s.pos], rs...)
		} else {
			copy(s.buf[s.pos:], rs)
		}
	}
	s.pos += len(rs)
	return len(rs)
}

func (s *modStringIO) readline(limit int) string {
	n := s.size()
	if s.pos >= n {
		return ""
	}
	end := n
	if s.wide {
		for i := s.pos; i < n; i++ {
			if s.buf[i] == '\n' {
				end = i + 1
				break
			}
		}
	} else if i := bytes.IndexByte(s.text[s.pos:], '\n'); i >= 0 {
		end = s.pos + i + 1
	}
	if limit >= 0 && s.pos+limit < end {
		end = s.pos + limit
	}
	r := s.slice(s.pos, end)
	s.pos = end
	return r
}

// isASCII reports whether every byte of s is below 0x80.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func (b *modBytesIO) readline(limit int) []byte {
	if b.pos >= len(b.buf) {
		return nil
	}
	end := len(b.buf)
	for i := b.pos; i < len(b.buf); i++ {
		if b.buf[i] == '\n' {
			end = i + 1
			break
		}
	}
	if limit >= 0 && b.pos+limit < end {
		end = b.pos + limit
	}
	r := append([]byte(nil), b.buf[b.pos:end]...)
	b.pos = end
	return r
}

// modIOBaseClosed reports whether IOBase.close marked v closed.
func modIOBaseClosed(vm *rt.VM, v rt.Value) bool {
	// GetAttrOpt: the attribute is missing on every open stream, and
	// flush (called after each write by logging's StreamHandler, print's
	// flush=True...) must not build an AttributeError to find that out.
	x, ok, err := vm.GetAttrOpt(v, "__IOBase_closed")
	return err == nil && ok && x == rt.True
}

// modSeekArgs parses (pos, whence=0).
func modSeekArgs(vm *rt.VM, args []rt.Value) (int64, int64, error) {
	if len(args) < 2 || len(args) > 3 {
		return 0, 0, vm.TypeError("seek expected at least 1 argument, got %d", len(args)-1)
	}
	pos, err := vm.IndexInt(args[1])
	if err != nil {
		return 0, 0, err
	}
	whence := int64(0)
	if len(args) == 3 {
		if whence, err = vm.IndexInt(args[2]); err != nil {
			return 0, 0, err
		}
	}
	return pos, whence, nil
}

func init() {
	rt.SetWeakrefable(modIOBaseType)
	for _, c := range []*rt.Class{modIOBaseType, modRawIOBaseType, modBufferedIOBaseType, modTextIOBaseType} {
		c.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			o := &rt.Instance{}
			o.SetClass(cls)
			v := vm.Alloc(o)
			o.SetInstanceDict(vm.NewDictObj())
			return v, nil
		}
		c.HasDict = true
		c.AddMethod("__enter__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return args[0], nil })
		c.AddMethod("__exit__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			_, err := vm.CallMethod(args[0], "close")
			return rt.None, err
		})
		c.AddMethod("__iter__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return args[0], nil })
		c.AddMethod("__next__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			line, err := vm.CallMethod(args[0], "readline")
			if err != nil {
				return rt.Unbound, err
			}
			if n, err := vm.Len(line); err != nil || n == 0 {
				if err != nil {
					return rt.Unbound, err
				}
				return rt.Unbound, vm.NewError(rt.StopIterationType, "")
			}
			return line, nil
		})
		// close flushes once and marks the object closed, as IOBase's does
		// for classes written in Python that keep the default close.
		c.AddMethod("close", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if modIOBaseClosed(vm, args[0]) {
				return rt.None, nil
			}
			_, err := vm.CallMethod(args[0], "flush")
			if serr := vm.SetAttr(args[0], "__IOBase_closed", rt.True); err == nil && serr != nil {
				err = serr
			}
			return rt.None, err
		})
		c.AddGetter("closed", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
			return rt.Bool(modIOBaseClosed(vm, v)), nil
		})
		c.AddMethod("flush", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if modIOBaseClosed(vm, args[0]) {
				return rt.Unbound, vm.ValueError("I/O operation on closed file.")
			}
			return rt.None, nil
		})
		c.AddMethod("readable", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.False, nil })
		c.AddMethod("writable", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.False, nil })
		c.AddMethod("seekable", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.False, nil })
		c.AddMethod("isatty", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.False, nil })
		c.AddMethod("fileno", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			return rt.Unbound, vm.NewError(rt.UnsupportedOperationType, "fileno")
		})
		c.AddMethod("writelines", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("writelines", args[1:], 1, 1); err != nil {
				return rt.Unbound, err
			}
			return rt.None, vm.IterAll(args[1], func(x rt.Value) error {
				_, err := vm.CallMethod(args[0], "write", x)
				return err
			})
		})
		c.AddMethod("readlines", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			hint, err := vm.SizeArg(args, 1)
			if err != nil {
				return rt.Unbound, err
			}
			var out []rt.Value
			total := 0
			for {
				line, err := vm.CallMethod(args[0], "readline")
				if err != nil {
					return rt.Unbound, err
				}
				n, err := vm.Len(line)
				if err != nil {
					return rt.Unbound, err
				}
				if n == 0 {
					break
				}
				out = append(out, line)
				total += n
				if hint > 0 && total > hint {
					break
				}
			}
			return vm.NewList(out), nil
		})
	}

	stringIOMethods()

	bytesIOMethods()
	register("io", modIOCreate)
	register("_io", modIOCreate)
}

// stringIOMethods gives io.StringIO its constructor and methods.
func stringIOMethods() {
	s := StringIOType
	s.HasDict = true
	s.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o := &modStringIO{}
		o.SetClass(cls)
		v := vm.Alloc(o)
		if cls != StringIOType {
			o.SetInstanceDict(vm.NewDictObj())
		}
		return v, nil
	}
	rt.ExposeNew(s)
	s.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modSIO(vm, args[0], false)
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("StringIO", args[1:], kw, []string{"initial_value", "newline"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		// The arguments are checked before the stream changes: a failed
		// __init__ leaves it as it was.
		if a[0] != rt.Unbound && a[0] != rt.None {
			if _, ok := vm.StrOf(a[0]); !ok {
				return rt.Unbound, vm.TypeError("initial_value must be str or None, not %s", vm.TypeName(a[0]))
			}
		}
		translate := false
		if a[1] != rt.Unbound {
			if a[1] == rt.None {
				translate = true
			} else if nl, ok := vm.StrOf(a[1]); ok {
				if nl != "" && nl != "\n" && nl != "\r" && nl != "\r\n" {
					return rt.Unbound, vm.ValueError("illegal newline value: %s", rt.StrRepr(nl))
				}
			} else {
				return rt.Unbound, vm.TypeError("newline must be str or None, not %s", vm.TypeName(a[1]))
			}
		}
		o.translate = translate
		o.reset()
		o.closed = false
		o.ok = true
		if a[0] != rt.Unbound && a[0] != rt.None {
			str, _ := vm.StrOf(a[0])
			o.write(str)
			o.pos = 0
		}
		return rt.None, nil
	})
	s.AddMethod("write", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("StringIO.write() takes exactly one argument (%d given)", len(args)-1)
		}
		o, err := modSIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		str, ok := vm.StrOf(args[1])
		if !ok {
			return rt.Unbound, vm.TypeError("string argument expected, got '%s'", vm.TypeName(args[1]))
		}
		if !o.wide && !o.translate && o.pos == len(o.text) && isASCII(str) {
			o.text = append(o.text, str...)
			o.pos = len(o.text)
			return rt.SmallInt(int64(len(str))), nil
		}
		return rt.SmallInt(int64(o.write(str))), nil
	})
	s.AddMethod("read", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modSIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		n, err := vm.SizeArg(args, 1)
		if err != nil {
			return rt.Unbound, err
		}
		if o.pos >= o.size() {
			return vm.NewStr(""), nil
		}
		end := o.size()
		if n >= 0 && o.pos+n < end {
			end = o.pos + n
		}
		r := o.slice(o.pos, end)
		o.pos = end
		return vm.NewStr(r), nil
	})
	s.AddMethod("readline", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modSIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		n, err := vm.SizeArg(args, 1)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(o.readline(n)), nil
	})
	s.AddMethod("__next__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modSIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		line := o.readline(-1)
		if line == "" {
			return rt.Unbound, vm.NewError(rt.StopIterationType, "")
		}
		return vm.NewStr(line), nil
	})
	s.AddMethod("getvalue", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modSIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(o.slice(0, o.size())), nil
	})
	s.AddMethod("tell", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modSIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(int64(o.pos)), nil
	})
	s.AddMethod("seek", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modSIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		pos, whence, err := modSeekArgs(vm, args)
		if err != nil {
			return rt.Unbound, err
		}
		switch whence {
		case 0:
			if pos < 0 {
				return rt.Unbound, vm.ValueError("Negative seek position %d", pos)
			}
			o.pos = int(pos)
		case 1:
			if pos != 0 {
				return rt.Unbound, vm.Errorf(rt.OSErrorType, "Can't do nonzero cur-relative seeks")
			}
		case 2:
			if pos != 0 {
				return rt.Unbound, vm.Errorf(rt.OSErrorType, "Can't do nonzero end-relative seeks")
			}
			o.pos = o.size()
		default:
			return rt.Unbound, vm.ValueError("Invalid whence (%d, should be 0, 1 or 2)", whence)
		}
		return vm.NewInt(int64(o.pos)), nil
	})
	modAddMemFileMethods(s, func(vm *rt.VM, v rt.Value, check bool) (modMemFile, error) {
		o, err := modSIO(vm, v, check)
		if err != nil {
			return nil, err
		}
		return o, nil
	}, "Negative size value %d")
	// closed, line_buffering and newlines need an initialised stream
	// (and the last two an open one), as CPython's do.
	s.AddGetter("closed", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		o, err := modSIO(vm, self, false)
		if err != nil {
			return rt.Unbound, err
		}
		if !o.ok {
			return rt.Unbound, vm.ValueError("I/O operation on uninitialized object")
		}
		return rt.Bool(o.closed), nil
	})
	s.AddMethod("isatty", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modSIO(vm, args[0], false)
		if err != nil {
			return rt.Unbound, err
		}
		if !o.ok {
			return rt.Unbound, vm.ValueError("I/O operation on uninitialized object")
		}
		if o.closed {
			// IOBase's message, with its full stop.
			return rt.Unbound, vm.ValueError("I/O operation on closed file.")
		}
		return rt.False, nil
	})
	s.AddGetter("line_buffering", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		if _, err := modSIO(vm, self, true); err != nil {
			return rt.Unbound, err
		}
		return rt.False, nil
	})
	s.AddGetter("newlines", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		if _, err := modSIO(vm, self, true); err != nil {
			return rt.Unbound, err
		}
		return rt.None, nil
	})
	s.AddGetter("encoding", func(vm *rt.VM, self rt.Value) (rt.Value, error) { return rt.None, nil })
	s.AddGetter("errors", func(vm *rt.VM, self rt.Value) (rt.Value, error) { return rt.None, nil })
}

// bytesIOMethods gives io.BytesIO its constructor and methods.
func bytesIOMethods() {
	b := BytesIOType
	b.HasDict = true
	b.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o := &modBytesIO{}
		o.SetClass(cls)
		v := vm.Alloc(o)
		if cls != BytesIOType {
			o.SetInstanceDict(vm.NewDictObj())
		}
		return v, nil
	}
	rt.ExposeNew(b)
	b.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modBIO(vm, args[0], false)
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("BytesIO", args[1:], kw, []string{"initial_bytes"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if err := o.checkExports(vm); err != nil {
			return rt.Unbound, err
		}
		o.buf, o.pos, o.closed = nil, 0, false
		if a[0] != rt.Unbound && a[0] != rt.None {
			data, ok := vm.BytesOf(a[0])
			if !ok {
				return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(a[0]))
			}
			o.buf = append([]byte(nil), data...)
		}
		return rt.None, nil
	})
	b.AddMethod("write", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("BytesIO.write() takes exactly one argument (%d given)", len(args)-1)
		}
		o, err := modBIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		if err := o.checkExports(vm); err != nil {
			return rt.Unbound, err
		}
		data, ok := vm.BytesOf(args[1])
		if !ok {
			return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(args[1]))
		}
		for len(o.buf) < o.pos {
			o.buf = append(o.buf, 0)
		}
		end := o.pos + len(data)
		if end > len(o.buf) {
			o.buf = append(o.buf[:o.pos], data...)
		} else {
			copy(o.buf[o.pos:], data)
		}
		o.pos = end
		return rt.SmallInt(int64(len(data))), nil
	})
	read := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modBIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		n, err := vm.SizeArg(args, 1)
		if err != nil {
			return rt.Unbound, err
		}
		if o.pos >= len(o.buf) {
			return vm.NewBytes(nil), nil
		}
		end := len(o.buf)
		if n >= 0 && o.pos+n < end {
			end = o.pos + n
		}
		r := append([]byte(nil), o.buf[o.pos:end]...)
		o.pos = end
		return vm.NewBytes(r), nil
	}
	b.AddMethod("read", read)
	b.AddMethod("read1", read)
	readinto := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modBIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("readinto() takes exactly one argument (%d given)", len(args)-1)
		}
		var dst []byte
		switch t := vm.Get0(args[1]).(type) {
		case *rt.ByteArray:
			dst = t.B
		case rt.Buffer:
			dst = t.BufferData()
		default:
			return rt.Unbound, vm.TypeError("readinto() argument must be read-write bytes-like object, not %s", vm.TypeName(args[1]))
		}
		n := 0
		if o.pos < len(o.buf) {
			n = copy(dst, o.buf[o.pos:])
		}
		o.pos += n
		return rt.SmallInt(int64(n)), nil
	}
	b.AddMethod("readinto", readinto)
	b.AddMethod("readinto1", readinto)
	b.AddMethod("readline", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modBIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		n, err := vm.SizeArg(args, 1)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewBytes(o.readline(n)), nil
	})
	b.AddMethod("__next__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modBIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		line := o.readline(-1)
		if len(line) == 0 {
			return rt.Unbound, vm.NewError(rt.StopIterationType, "")
		}
		return vm.NewBytes(line), nil
	})
	b.AddMethod("getvalue", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modBIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewBytes(append([]byte(nil), o.buf...)), nil
	})
	b.AddMethod("tell", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modBIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(int64(o.pos)), nil
	})
	b.AddMethod("seek", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := modBIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		pos, whence, err := modSeekArgs(vm, args)
		if err != nil {
			return rt.Unbound, err
		}
		switch whence {
		case 0:
			if pos < 0 {
				return rt.Unbound, vm.ValueError("negative seek value %d", pos)
			}
			o.pos = int(pos)
		case 1:
			o.pos = max(0, o.pos+int(pos))
		case 2:
			o.pos = max(0, len(o.buf)+int(pos))
		default:
			return rt.Unbound, vm.ValueError("invalid whence (%d, should be 0, 1 or 2)", whence)
		}
		return vm.NewInt(int64(o.pos)), nil
	})
	modAddMemFileMethods(b, func(vm *rt.VM, v rt.Value, check bool) (modMemFile, error) {
		o, err := modBIO(vm, v, check)
		if err != nil {
			return nil, err
		}
		return o, nil
	}, "negative size value %d")

}

// modTextEncoding is io.text_encoding(encoding, stacklevel=2): the
// encoding, or "locale" for None.
var modTextEncoding = rt.StaticBuiltin("text_encoding", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := vm.BindArgs("text_encoding", args, kw, []string{"encoding", "stacklevel"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	if a[0] == rt.None {
		return vm.NewStr("locale"), nil
	}
	return a[0], nil
}, nil)

func modIOCreate(vm *rt.VM) (*rt.Module, error) {
	m := vm.NewModule("io")
	d := m.InstanceDict()
	d.SetStr(vm, "StringIO", StringIOType.Self())
	d.SetStr(vm, "BytesIO", BytesIOType.Self())
	d.SetStr(vm, "TextIOWrapper", TextIOType.Self())
	d.SetStr(vm, "FileIO", FileIOType.Self())
	d.SetStr(vm, "BufferedReader", BufferedReaderType.Self())
	d.SetStr(vm, "BufferedWriter", BufferedWriterType.Self())
	d.SetStr(vm, "BufferedRandom", BufferedRandomType.Self())
	d.SetStr(vm, "IOBase", modIOBaseType.Self())
	d.SetStr(vm, "RawIOBase", modRawIOBaseType.Self())
	d.SetStr(vm, "BufferedIOBase", modBufferedIOBaseType.Self())
	d.SetStr(vm, "TextIOBase", modTextIOBaseType.Self())
	d.SetStr(vm, "UnsupportedOperation", rt.UnsupportedOperationType.Self())
	d.SetStr(vm, "BlockingIOError", rt.BlockingIOErrorType.Self())
	d.SetStr(vm, "SEEK_SET", rt.SmallInt(0))
	d.SetStr(vm, "SEEK_CUR", rt.SmallInt(1))
	d.SetStr(vm, "SEEK_END", rt.SmallInt(2))
	d.SetStr(vm, "DEFAULT_BUFFER_SIZE", rt.SmallInt(8192))
	d.SetStr(vm, "open", Open)
	d.SetStr(vm, "text_encoding", modTextEncoding)
	d.SetStr(vm, "open_code", modOpenCode)
	d.SetStr(vm, "IncrementalNewlineDecoder", NewlineDecoderType.Self())
	d.SetStr(vm, "BufferedRWPair", RWPairType.Self())
	return m, nil
}

// modMemFile is what the methods StringIO and BytesIO share see of them.
type modMemFile interface {
	position() int
	truncate(n int)
	setClosed()
	isClosed() bool
	checkExports(vm *rt.VM) error // BytesIO's BufferError while getbuffer()'s view lives
}

func (s *modStringIO) checkExports(vm *rt.VM) error { return nil }

// modAddMemFileMethods registers the methods StringIO and BytesIO share:
// truncate, close, closed, readable, writable, seekable. self returns the
// buffer of an instance (checking it is open when check is set); negSize
// is the type's message for a negative truncate size.
func modAddMemFileMethods(c *rt.Class, self func(vm *rt.VM, v rt.Value, check bool) (modMemFile, error), negSize string) {
	c.AddMethod("truncate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := self(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		n := o.position()
		if len(args) > 1 && args[1] != rt.None {
			x, err := vm.IndexInt(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			if x < 0 {
				return rt.Unbound, vm.ValueError(negSize, x)
			}
			n = int(x)
		}
		if err := o.checkExports(vm); err != nil {
			return rt.Unbound, err
		}
		o.truncate(n)
		return vm.NewInt(int64(n)), nil
	})
	c.AddMethod("close", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := self(vm, args[0], false)
		if err != nil {
			return rt.Unbound, err
		}
		if err := o.checkExports(vm); err != nil {
			return rt.Unbound, err
		}
		o.setClosed()
		return rt.None, nil
	})
	c.AddGetter("closed", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		o, err := self(vm, v, false)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(o.isClosed()), nil
	})
	for _, name := range []string{"readable", "writable", "seekable"} {
		c.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if _, err := self(vm, args[0], true); err != nil {
				return rt.Unbound, err
			}
			return rt.True, nil
		})
	}
}
