package io

import (
	rt "github.com/cpjit/cpjit/lang/runtime"

	"bufio"
	"errors"
	"io"
	"os"
	"strings"
	"syscall"
)

// open() and the file objects it returns: _io.TextIOWrapper for text mode,
// _io.BufferedReader/BufferedWriter/BufferedRandom for binary mode. Reads
// are buffered; writes go straight to the file so that nothing is lost when
// a program never closes it (CPython flushes on deallocation, which a
// tracing collector cannot promise).

// Open is the builtin open(); stdlib.Install puts it into each VM's
// builtins.
var Open = rt.StaticBuiltin("open", objOpen, nil)

var (
	TextIOType         = objIOClass("TextIOWrapper")
	BufferedReaderType = objIOClass("BufferedReader")
	BufferedWriterType = objIOClass("BufferedWriter")
	BufferedRandomType = objIOClass("BufferedRandom")
	objDefaultEncoding = "UTF-8"
)

func objIOClass(name string) *rt.Class { return rt.ModuleClass("_io", "_io."+name, nil) }

// objFile is an open file.
type objFile struct {
	rt.Head
	f        *os.File
	r        *bufio.Reader // nil unless readable
	name     rt.Value
	mode     string
	binary   bool
	readable bool
	writable bool
	closed   bool
	closefd  bool
	encoding string
	errs     string
	// newline is the newline argument: nil for None (universal newlines,
	// translated to "\n" on input), else "", "\n", "\r" or "\r\n".
	newline *string
}

// Trace implements Object.
func (f *objFile) Trace(t *rt.Tracer) { t.Mark(f.name) }

func objFileSelf(vm *rt.VM, v rt.Value, method string) (*objFile, error) {
	f, ok := vm.Get0(v).(*objFile)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' requires a file object but received a '%s'", method, vm.TypeName(v))
	}
	return f, nil
}

func objClosedErr(vm *rt.VM) error { return vm.ValueError("I/O operation on closed file.") }

func objUnsupported(vm *rt.VM, msg string) error {
	return vm.NewError(rt.UnsupportedOperationType, msg)
}

func objCheckRead(vm *rt.VM, f *objFile) error {
	if f.closed {
		return objClosedErr(vm)
	}
	if !f.readable {
		if f.binary {
			return objUnsupported(vm, "read")
		}
		return objUnsupported(vm, "not readable")
	}
	return nil
}

func objCheckWrite(vm *rt.VM, f *objFile) error {
	if f.closed {
		return objClosedErr(vm)
	}
	if !f.writable {
		if f.binary {
			return objUnsupported(vm, "write")
		}
		return objUnsupported(vm, "not writable")
	}
	return nil
}

// objDropReadBuffer moves the OS file position back over read-ahead data
// (before a write, seek or tell).
func (f *objFile) objDropReadBuffer() {
	if f.r != nil && f.r.Buffered() > 0 {
		_, _ = f.f.Seek(-int64(f.r.Buffered()), io.SeekCurrent)
		f.r.Reset(f.f)
	}
}

func objIOError(vm *rt.VM, err error, f *objFile) error {
	return vm.OSErrorFromGo(err, rt.Unbound)
}

// objDecode converts bytes read in text mode to a str.
func objDecode(vm *rt.VM, f *objFile, data []byte) (rt.Value, error) {
	if f.newline == nil {
		for _, c := range data {
			if c == '\r' {
				s := strings.ReplaceAll(string(data), "\r\n", "\n")
				data = []byte(strings.ReplaceAll(s, "\r", "\n"))
				break
			}
		}
	}
	return vm.Decode(data, f.encoding, f.errs)
}

// objReadLineBytes reads one line of raw bytes (limit < 0: no limit). In
// text mode a line also ends at "\r" or "\r\n" unless newline is "\n".
func objReadLineBytes(vm *rt.VM, f *objFile, limit int) ([]byte, error) {
	var out []byte
	crEnds := !f.binary && (f.newline == nil || *f.newline == "" || *f.newline == "\r" || *f.newline == "\r\n")
	for limit < 0 || len(out) < limit {
		// Scan what is buffered for the end of the line.
		if f.r.Buffered() == 0 {
			if _, err := f.r.Peek(1); err != nil {
				if err == io.EOF {
					return out, nil
				}
				return out, objIOError(vm, err, f)
			}
		}
		buf, _ := f.r.Peek(f.r.Buffered())
		if limit >= 0 && len(buf) > limit-len(out) {
			buf = buf[:limit-len(out)]
		}
		end := -1
		for i, c := range buf {
			if c == '\n' || (c == '\r' && crEnds) {
				end = i
				break
			}
		}
		if end < 0 {
			out = append(out, buf...)
			_, _ = f.r.Discard(len(buf))
			continue
		}
		out = append(out, buf[:end+1]...)
		_, _ = f.r.Discard(end + 1)
		if buf[end] == '\n' {
			return out, nil
		}
		// A "\r": a line end by itself or the start of "\r\n".
		if n, err := f.r.Peek(1); err == nil && n[0] == '\n' {
			if f.newline != nil && *f.newline == "\r" {
				return out, nil
			}
			_, _ = f.r.ReadByte()
			return append(out, '\n'), nil
		}
		if f.newline == nil || *f.newline == "" || *f.newline == "\r" {
			return out, nil
		}
	}
	return out, nil
}

// objReadChars reads n characters in text mode (n < 0: everything).
func objReadChars(vm *rt.VM, f *objFile, n int) (rt.Value, error) {
	if n < 0 {
		data, err := io.ReadAll(f.r)
		if err != nil {
			return rt.Unbound, objIOError(vm, err, f)
		}
		return objDecode(vm, f, data)
	}
	var out []byte
	wide := rt.NormEncoding(f.encoding) == "utf-8"
	for count := 0; count < n; count++ {
		if wide {
			c, size, err := f.r.ReadRune()
			if err != nil {
				break
			}
			if c == 0xFFFD && size == 1 {
				_ = f.r.UnreadRune()
				b, _ := f.r.ReadByte()
				out = append(out, b)
			} else {
				var buf [4]byte
				m := copy(buf[:], string(c))
				out = append(out, buf[:m]...)
			}
		} else {
			b, err := f.r.ReadByte()
			if err != nil {
				break
			}
			out = append(out, b)
		}
		if out[len(out)-1] == '\r' && f.newline == nil {
			if p, err := f.r.Peek(1); err == nil && p[0] == '\n' {
				_, _ = f.r.ReadByte()
				out = append(out, '\n')
			}
		}
	}
	return objDecode(vm, f, out)
}

func objReadLine(vm *rt.VM, f *objFile, limit int) (rt.Value, error) {
	if err := objCheckRead(vm, f); err != nil {
		return rt.Unbound, err
	}
	line, err := objReadLineBytes(vm, f, limit)
	if err != nil {
		return rt.Unbound, err
	}
	if f.binary {
		return vm.NewBytes(line), nil
	}
	return objDecode(vm, f, line)
}

func objWriteBytes(vm *rt.VM, f *objFile, b []byte) error {
	f.objDropReadBuffer()
	if _, err := f.f.Write(b); err != nil {
		return objIOError(vm, err, f)
	}
	return nil
}

// objOptInt parses an optional size argument (None or missing: -1).
func objOptInt(vm *rt.VM, a []rt.Value, i int) (int, error) {
	if i >= len(a) || a[i] == rt.None || a[i] == rt.Unbound {
		return -1, nil
	}
	n, err := vm.Index(a[i])
	if err != nil {
		return 0, err
	}
	return int(n), nil
}

// objOpen implements open().
func objOpen(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := vm.BindArgs("open", args, kw, []string{"file", "mode", "buffering", "encoding", "errors", "newline", "closefd", "opener"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	file := a[0]
	mode := "r"
	if a[1] != rt.Unbound {
		s, ok := vm.StrOf(a[1])
		if !ok {
			return rt.Unbound, vm.TypeError("open() argument 'mode' must be str, not %s", vm.TypeName(a[1]))
		}
		mode = s
	}
	optStr := func(i int, what string) (*string, error) {
		if a[i] == rt.Unbound || a[i] == rt.None {
			return nil, nil
		}
		s, ok := vm.StrOf(a[i])
		if !ok {
			return nil, vm.TypeError("open() argument '%s' must be str or None, not %s", what, vm.TypeName(a[i]))
		}
		return &s, nil
	}
	encoding, err := optStr(3, "encoding")
	if err != nil {
		return rt.Unbound, err
	}
	errorsArg, err := optStr(4, "errors")
	if err != nil {
		return rt.Unbound, err
	}
	newline, err := optStr(5, "newline")
	if err != nil {
		return rt.Unbound, err
	}
	closefd := true
	if a[6] != rt.Unbound {
		t, err := vm.Truth(a[6])
		if err != nil {
			return rt.Unbound, err
		}
		closefd = t
	}
	var creating, reading, writing, appending, updating, text, binary bool
	seen := map[rune]bool{}
	for _, c := range mode {
		if seen[c] || !strings.ContainsRune("rwxabt+", c) {
			return rt.Unbound, vm.ValueError("invalid mode: '%s'", mode)
		}
		seen[c] = true
		switch c {
		case 'x':
			creating = true
		case 'r':
			reading = true
		case 'w':
			writing = true
		case 'a':
			appending = true
		case '+':
			updating = true
		case 't':
			text = true
		case 'b':
			binary = true
		}
	}
	if text && binary {
		return rt.Unbound, vm.ValueError("can't have text and binary mode at once")
	}
	n := 0
	for _, b := range []bool{creating, reading, writing, appending} {
		if b {
			n++
		}
	}
	if n > 1 {
		return rt.Unbound, vm.ValueError("must have exactly one of create/read/write/append mode")
	}
	if n == 0 {
		return rt.Unbound, vm.ValueError("Must have exactly one of create/read/write/append mode and at most one plus")
	}
	if binary && encoding != nil {
		return rt.Unbound, vm.ValueError("binary mode doesn't take an encoding argument")
	}
	if binary && errorsArg != nil {
		return rt.Unbound, vm.ValueError("binary mode doesn't take an errors argument")
	}
	if binary && newline != nil {
		return rt.Unbound, vm.ValueError("binary mode doesn't take a newline argument")
	}
	enc := objDefaultEncoding
	if encoding != nil {
		enc = *encoding
		if rt.NormEncoding(enc) == "" {
			return rt.Unbound, vm.Errorf(rt.LookupErrorType, "unknown encoding: %s", enc)
		}
	}
	errs := "strict"
	if errorsArg != nil {
		errs = *errorsArg
	}

	var osf *os.File
	var path string
	fd := -1
	switch o := vm.Get0(file).(type) {
	case *rt.Str:
		path = o.S
	case *rt.Bytes:
		path = string(o.B)
	default:
		if file.IsSmallInt() {
			fd = int(file.Int())
			if fd < 0 {
				return rt.Unbound, vm.ValueError("negative file descriptor")
			}
			break
		}
		if fs, ok, err := vm.CallDunder(file, "__fspath__"); err != nil {
			return rt.Unbound, err
		} else if ok {
			switch p := vm.Get0(fs).(type) {
			case *rt.Str:
				path = p.S
			case *rt.Bytes:
				path = string(p.B)
			default:
				return rt.Unbound, vm.TypeError("expected %s.__fspath__() to return str or bytes, not %s", vm.TypeName(file), vm.TypeName(fs))
			}
			break
		}
		return rt.Unbound, vm.TypeError("expected str, bytes or os.PathLike object, not %s", vm.TypeName(file))
	}
	if fd < 0 && strings.IndexByte(path, 0) >= 0 {
		return rt.Unbound, vm.ValueError("embedded null character in path")
	}
	if !vm.Allowed(rt.AccessFiles) {
		return rt.Unbound, vm.Denied("open()")
	}
	flags := 0
	switch {
	case reading:
		flags = os.O_RDONLY
	case writing:
		flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	case appending:
		flags = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	case creating:
		flags = os.O_WRONLY | os.O_CREATE | os.O_EXCL
	}
	if updating {
		flags = flags&^(os.O_RDONLY|os.O_WRONLY) | os.O_RDWR
	}
	if fd >= 0 {
		osf = os.NewFile(uintptr(fd), "")
		if osf == nil {
			return rt.Unbound, vm.NewOSError(syscall.EBADF, rt.Unbound)
		}
	} else {
		if !closefd {
			return rt.Unbound, vm.ValueError("Cannot use closefd=False with file name")
		}
		osf, err = os.OpenFile(path, flags, 0o666)
		if err != nil {
			return rt.Unbound, vm.OSErrorFromGo(err, file)
		}
		if st, err := osf.Stat(); err == nil && st.IsDir() {
			osf.Close()
			return rt.Unbound, vm.NewOSError(syscall.EISDIR, file)
		}
	}
	if newline != nil {
		switch *newline {
		case "", "\n", "\r", "\r\n":
		default:
			if closefd {
				osf.Close()
			}
			return rt.Unbound, vm.ValueError("illegal newline value: %s", *newline)
		}
	}
	f := &objFile{f: osf, name: file, binary: binary, closefd: closefd, encoding: enc, errs: errs, newline: newline}
	f.readable = reading || updating
	f.writable = !reading || updating
	if f.readable {
		f.r = bufio.NewReaderSize(osf, 64<<10)
	}
	if binary {
		switch {
		case creating:
			f.mode = "xb"
		case reading:
			f.mode = "rb"
		case writing:
			f.mode = "wb"
		default:
			f.mode = "ab"
		}
		if updating {
			if writing {
				f.mode = "rb+"
			} else {
				f.mode += "+"
			}
		}
		switch {
		case updating:
			f.SetClass(BufferedRandomType)
		case reading:
			f.SetClass(BufferedReaderType)
		default:
			f.SetClass(BufferedWriterType)
		}
	} else {
		f.mode = mode
		f.SetClass(TextIOType)
	}
	if appending {
		_, _ = osf.Seek(0, io.SeekEnd)
	}
	return vm.Alloc(f), nil
}

func objFileRepr(vm *rt.VM, f *objFile) (string, error) {
	name, err := vm.Repr(f.name)
	if err != nil {
		return "", err
	}
	cls := f.Class().Qualname
	if f.binary {
		return "<_io." + cls + " name=" + name + ">", nil
	}
	return "<_io.TextIOWrapper name=" + name + " mode='" + f.mode + "' encoding='" + f.encoding + "'>", nil
}

// objFileClose flushes and closes f (idempotent).
func objFileClose(vm *rt.VM, f *objFile) error {
	if f.closed {
		return nil
	}
	f.closed = true
	if f.closefd {
		if err := f.f.Close(); err != nil && !errors.Is(err, os.ErrClosed) {
			return objIOError(vm, err, f)
		}
	}
	return nil
}

func objFileMethod(name string, minN, maxN int, fn func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error)) {
	for _, c := range []*rt.Class{TextIOType, BufferedReaderType, BufferedWriterType, BufferedRandomType} {
		c.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if len(args) == 0 {
				return rt.Unbound, vm.TypeError("descriptor '%s' needs an argument", name)
			}
			f, err := objFileSelf(vm, args[0], name)
			if err != nil {
				return rt.Unbound, err
			}
			if err := vm.MethodArgs(name, args, kw, minN, maxN); err != nil {
				return rt.Unbound, err
			}
			return fn(vm, f, args[1:])
		})
	}
}

func objFileGetter(name string, fn func(vm *rt.VM, f *objFile) (rt.Value, error)) {
	for _, c := range []*rt.Class{TextIOType, BufferedReaderType, BufferedWriterType, BufferedRandomType} {
		c.AddGetter(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			f, err := objFileSelf(vm, self, name)
			if err != nil {
				return rt.Unbound, err
			}
			return fn(vm, f)
		})
	}
}

// fileTypes are the types of the objects open() returns.
var fileTypes = []*rt.Class{TextIOType, BufferedReaderType, BufferedWriterType, BufferedRandomType}

func init() {
	for _, c := range fileTypes {
		c.Final = true
	}
	objFileMethod("read", 0, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckRead(vm, f); err != nil {
			return rt.Unbound, err
		}
		n, err := objOptInt(vm, a, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if f.binary {
			if n < 0 {
				data, err := io.ReadAll(f.r)
				if err != nil {
					return rt.Unbound, objIOError(vm, err, f)
				}
				return vm.NewBytes(data), nil
			}
			buf := make([]byte, n)
			m, err := io.ReadFull(f.r, buf)
			if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
				return rt.Unbound, objIOError(vm, err, f)
			}
			return vm.NewBytes(buf[:m]), nil
		}
		return objReadChars(vm, f, n)
	})
	objFileMethod("readline", 0, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		n, err := objOptInt(vm, a, 0)
		if err != nil {
			return rt.Unbound, err
		}
		return objReadLine(vm, f, n)
	})
	objFileMethod("readlines", 0, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		hint, err := objOptInt(vm, a, 0)
		if err != nil {
			return rt.Unbound, err
		}
		var lines []rt.Value
		total := 0
		for {
			l, err := objReadLine(vm, f, -1)
			if err != nil {
				return rt.Unbound, err
			}
			n, _ := vm.Len(l)
			if n == 0 {
				break
			}
			lines = append(lines, l)
			total += n
			if hint > 0 && total >= hint {
				break
			}
		}
		return vm.NewList(lines), nil
	})
	objFileMethod("write", 1, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckWrite(vm, f); err != nil {
			return rt.Unbound, err
		}
		if f.binary {
			b, ok := vm.BytesLike(a[0])
			if !ok {
				return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(a[0]))
			}
			if err := objWriteBytes(vm, f, b); err != nil {
				return rt.Unbound, err
			}
			return vm.NewInt(int64(len(b))), nil
		}
		s, ok := vm.AsStr(a[0])
		if !ok {
			return rt.Unbound, vm.TypeError("write() argument must be str, not %s", vm.TypeName(a[0]))
		}
		src := s
		if f.newline != nil && (*f.newline == "\r" || *f.newline == "\r\n") && strings.IndexByte(s.S, '\n') >= 0 {
			src = rt.StrObj(strings.ReplaceAll(s.S, "\n", *f.newline))
		}
		b, err := vm.Encode(src, f.encoding, f.errs)
		if err != nil {
			return rt.Unbound, err
		}
		if err := objWriteBytes(vm, f, b); err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(int64(s.Len())), nil
	})
	objFileMethod("writelines", 1, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckWrite(vm, f); err != nil {
			return rt.Unbound, err
		}
		it, err := vm.Iter(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		for {
			x, ok, err := vm.Next(it)
			if err != nil {
				return rt.Unbound, err
			}
			if !ok {
				return rt.None, nil
			}
			if _, err := vm.CallMethod(f.Self(), "write", x); err != nil {
				return rt.Unbound, err
			}
		}
	})
	objFileMethod("close", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		return rt.None, objFileClose(vm, f)
	})
	objFileMethod("flush", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if f.closed {
			return rt.Unbound, objClosedErr(vm)
		}
		return rt.None, nil
	})
	objFileMethod("fileno", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if f.closed {
			return rt.Unbound, objClosedErr(vm)
		}
		return vm.NewInt(int64(f.f.Fd())), nil
	})
	objFileMethod("isatty", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if f.closed {
			return rt.Unbound, objClosedErr(vm)
		}
		st, err := f.f.Stat()
		return rt.Bool(err == nil && st.Mode()&os.ModeCharDevice != 0), nil
	})
	for _, n := range []string{"readable", "writable", "seekable"} {
		n := n
		objFileMethod(n, 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
			if f.closed {
				return rt.Unbound, objClosedErr(vm)
			}
			switch n {
			case "readable":
				return rt.Bool(f.readable), nil
			case "writable":
				return rt.Bool(f.writable), nil
			}
			_, err := f.f.Seek(0, io.SeekCurrent)
			return rt.Bool(err == nil), nil
		})
	}
	objFileMethod("tell", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if f.closed {
			return rt.Unbound, objClosedErr(vm)
		}
		pos, err := f.f.Seek(0, io.SeekCurrent)
		if err != nil {
			return rt.Unbound, objIOError(vm, err, f)
		}
		if f.r != nil {
			pos -= int64(f.r.Buffered())
		}
		return vm.NewInt(pos), nil
	})
	objFileMethod("seek", 1, 2, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if f.closed {
			return rt.Unbound, objClosedErr(vm)
		}
		off, err := vm.Index(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		whence := int64(0)
		if len(a) > 1 {
			if whence, err = vm.Index(a[1]); err != nil {
				return rt.Unbound, err
			}
		}
		if !f.binary {
			switch {
			case whence == 1 && off != 0:
				return rt.Unbound, objUnsupported(vm, "can't do nonzero cur-relative seeks")
			case whence == 2 && off != 0:
				return rt.Unbound, objUnsupported(vm, "can't do nonzero end-relative seeks")
			case whence < 0 || whence > 2:
				return rt.Unbound, vm.ValueError("invalid whence (%d, should be 0, 1 or 2)", whence)
			case whence == 0 && off < 0:
				return rt.Unbound, vm.ValueError("negative seek position %d", off)
			}
		} else if whence < 0 || whence > 2 {
			return rt.Unbound, vm.ValueError("whence value %d unsupported", whence)
		}
		f.objDropReadBuffer()
		pos, err := f.f.Seek(off, int(whence))
		if err != nil {
			return rt.Unbound, objIOError(vm, err, f)
		}
		return vm.NewInt(pos), nil
	})
	objFileMethod("truncate", 0, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckWrite(vm, f); err != nil {
			return rt.Unbound, err
		}
		f.objDropReadBuffer()
		size, err := objOptInt(vm, a, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if size < 0 {
			p, err := f.f.Seek(0, io.SeekCurrent)
			if err != nil {
				return rt.Unbound, objIOError(vm, err, f)
			}
			size = int(p)
		}
		if err := f.f.Truncate(int64(size)); err != nil {
			return rt.Unbound, objIOError(vm, err, f)
		}
		return vm.NewInt(int64(size)), nil
	})
	objFileMethod("__enter__", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if f.closed {
			return rt.Unbound, objClosedErr(vm)
		}
		return f.Self(), nil
	})
	objFileMethod("__exit__", 0, 3, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		return rt.None, objFileClose(vm, f)
	})
	objFileMethod("__iter__", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if f.closed {
			return rt.Unbound, objClosedErr(vm)
		}
		return f.Self(), nil
	})
	objFileMethod("__next__", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		l, err := objReadLine(vm, f, -1)
		if err != nil {
			return rt.Unbound, err
		}
		if n, _ := vm.Len(l); n == 0 {
			return rt.Unbound, vm.NewError(rt.StopIterationType, "")
		}
		return l, nil
	})
	objFileMethod("__repr__", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		s, err := objFileRepr(vm, f)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(s), nil
	})
	objFileGetter("closed", func(vm *rt.VM, f *objFile) (rt.Value, error) { return rt.Bool(f.closed), nil })
	objFileGetter("name", func(vm *rt.VM, f *objFile) (rt.Value, error) { return f.name, nil })
	objFileGetter("mode", func(vm *rt.VM, f *objFile) (rt.Value, error) { return vm.NewStr(f.mode), nil })
	TextIOType.AddGetter("encoding", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		f, err := objFileSelf(vm, self, "encoding")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(f.encoding), nil
	})
	TextIOType.AddGetter("errors", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		f, err := objFileSelf(vm, self, "errors")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(f.errs), nil
	})
	TextIOType.AddGetter("newlines", func(vm *rt.VM, self rt.Value) (rt.Value, error) { return rt.None, nil })
	TextIOType.AddGetter("line_buffering", func(vm *rt.VM, self rt.Value) (rt.Value, error) { return rt.False, nil })
	for _, c := range fileTypes {
		rt.SetWeakrefable(c)
	}
	rt.GuardMethods(fileTypes...)
}

// Next implements Iterator: for line in f.
func (f *objFile) Next(vm *rt.VM) (rt.Value, bool, error) {
	l, err := objReadLine(vm, f, -1)
	if err != nil {
		return rt.Unbound, false, err
	}
	if n, _ := vm.Len(l); n == 0 {
		return rt.Unbound, false, nil
	}
	return l, true, nil
}
