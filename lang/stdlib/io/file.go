package io

import (
	rt "github.com/cpjit/cpjit/lang/runtime"

	"errors"
	"io"
	"os"
	"strings"
	"syscall"
)

// open() and the file objects: _io.FileIO (raw), _io.BufferedReader,
// BufferedWriter and BufferedRandom (binary), _io.TextIOWrapper (text).
// The layers of one open file share a fileState (the stream, its read
// buffer, closed); f.buffer and b.raw are made on first use. Reads are
// buffered; writes go straight to the stream, so that nothing is lost
// when a program never closes a file (CPython flushes on deallocation,
// which a tracing collector cannot promise). The text layer decodes
// incrementally (text.go).

// Open is the builtin open(); stdlib.Install puts it into each VM's
// builtins.
var Open = rt.StaticBuiltin("open", objOpen, nil)

var (
	FileIOType         = rt.ModuleClass("_io", "_io.FileIO", modRawIOBaseType)
	TextIOType         = rt.ModuleClass("_io", "_io.TextIOWrapper", modTextIOBaseType)
	BufferedReaderType = rt.ModuleClass("_io", "_io.BufferedReader", modBufferedIOBaseType)
	BufferedWriterType = rt.ModuleClass("_io", "_io.BufferedWriter", modBufferedIOBaseType)
	BufferedRandomType = rt.ModuleClass("_io", "_io.BufferedRandom", modBufferedIOBaseType)
	objDefaultEncoding = "UTF-8"
)

type fileKind uint8

const (
	kindRaw fileKind = iota
	kindBuffered
	kindText
)

// objFile is one layer of an open file.
type objFile struct {
	rt.Head
	st       *fileState
	kind     fileKind
	mode     string   // the mode attribute ("" when the object has none)
	below    rt.Value // the layer under this one (buffer, raw), Unbound until made
	detached bool
	text     *textState // kindText only
	// base is the io type whose layer this is (FileIO, TextIOWrapper...)
	// when the object was made by its type's constructor: its class may be
	// a subclass. nil for open()'s objects, whose class is the io type.
	base *rt.Class
}

// typ is the io type of the layer (the class itself, or the io type a
// subclass derives from).
func (f *objFile) typ() *rt.Class {
	if f.base != nil {
		return f.base
	}
	return f.Class()
}

// Trace implements Object.
func (f *objFile) Trace(t *rt.Tracer) {
	if f.st == nil {
		return // uninitialised (a subclass's object before __init__)
	}
	f.st.trace(t)
	if f.below != rt.Unbound {
		t.Mark(f.below)
	}
}

func objFileSelf(vm *rt.VM, v rt.Value, method string) (*objFile, error) {
	f, ok := vm.Get0(v).(*objFile)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' requires a file object but received a '%s'", method, vm.TypeName(v))
	}
	if f.st == nil {
		return nil, vm.ValueError("I/O operation on uninitialized object")
	}
	return f, nil
}

func objClosedErr(vm *rt.VM) error { return vm.ValueError("I/O operation on closed file.") }

func objUnsupported(vm *rt.VM, msg string) error {
	return vm.NewError(rt.UnsupportedOperationType, msg)
}

// objCheckOpen fails for a closed or detached file.
func objCheckOpen(vm *rt.VM, f *objFile) error {
	if f.detached {
		if f.kind == kindText {
			return vm.ValueError("underlying buffer has been detached")
		}
		return vm.ValueError("raw stream has been detached")
	}
	if f.st.closed {
		if f.kind == kindRaw {
			return vm.ValueError("I/O operation on closed file")
		}
		return objClosedErr(vm)
	}
	return nil
}

func objCheckRead(vm *rt.VM, f *objFile) error {
	if err := objCheckOpen(vm, f); err != nil {
		return err
	}
	if !f.readable() {
		switch f.kind {
		case kindText:
			return objUnsupported(vm, "not readable")
		case kindRaw:
			return objUnsupported(vm, "File not open for reading")
		}
		return objUnsupported(vm, "read")
	}
	return nil
}

func objCheckWrite(vm *rt.VM, f *objFile) error {
	if err := objCheckOpen(vm, f); err != nil {
		return err
	}
	if !f.writable() {
		switch f.kind {
		case kindText:
			return objUnsupported(vm, "not writable")
		case kindRaw:
			return objUnsupported(vm, "File not open for writing")
		}
		return objUnsupported(vm, "write")
	}
	return nil
}

// readable and writable are the layer's: a BufferedWriter does not read
// even when its stream could.
func (f *objFile) readable() bool { return f.st.readable && f.typ() != BufferedWriterType }

func (f *objFile) writable() bool { return f.st.writable && f.typ() != BufferedReaderType }

func objIOError(vm *rt.VM, err error) error { return vm.OSErrorFromGo(err, rt.Unbound) }

// dropReadBuffer moves the stream back over read-ahead bytes (before a
// write, seek or truncate) and forgets them.
func (st *fileState) dropReadBuffer() error {
	if st.r != nil && st.r.buffered() > 0 {
		n := st.r.buffered()
		st.r.reset()
		if _, err := st.raw.Seek(-int64(n), io.SeekCurrent); err != nil {
			return err
		}
	}
	if st.r != nil {
		st.r.reset()
	}
	return nil
}

// tell is the position of the next byte the buffered layer returns.
func (st *fileState) tell() (int64, error) {
	pos, err := st.raw.Seek(0, io.SeekCurrent)
	if err != nil {
		return 0, err
	}
	if st.r != nil {
		pos -= int64(st.r.buffered())
	}
	return pos, nil
}

func (st *fileState) close() error {
	if st.closed {
		return nil
	}
	st.closed = true
	if st.closefd || st.pyobj != rt.Unbound {
		if err := st.raw.Close(); err != nil && !errors.Is(err, os.ErrClosed) {
			return err
		}
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

// modeFlags parses an open()/FileIO mode string.
type modeFlags struct {
	creating, reading, writing, appending, updating, text, binary bool
}

func parseMode(vm *rt.VM, mode string, allowed string) (modeFlags, error) {
	var m modeFlags
	seen := map[rune]bool{}
	for _, c := range mode {
		if seen[c] || !strings.ContainsRune(allowed, c) {
			return m, vm.ValueError("invalid mode: '%s'", mode)
		}
		seen[c] = true
		switch c {
		case 'x':
			m.creating = true
		case 'r':
			m.reading = true
		case 'w':
			m.writing = true
		case 'a':
			m.appending = true
		case '+':
			m.updating = true
		case 't':
			m.text = true
		case 'b':
			m.binary = true
		}
	}
	return m, nil
}

func (m modeFlags) count() int {
	n := 0
	for _, b := range []bool{m.creating, m.reading, m.writing, m.appending} {
		if b {
			n++
		}
	}
	return n
}

func (m modeFlags) osFlags() int {
	flags := 0
	switch {
	case m.reading:
		flags = os.O_RDONLY
	case m.writing:
		flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	case m.appending:
		flags = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	case m.creating:
		flags = os.O_WRONLY | os.O_CREATE | os.O_EXCL
	}
	if m.updating {
		flags = flags&^(os.O_RDONLY|os.O_WRONLY) | os.O_RDWR
	}
	return flags
}

// rawMode is FileIO's mode string for m.
func (m modeFlags) rawMode() string {
	var s string
	switch {
	case m.creating:
		s = "xb"
	case m.reading:
		s = "rb"
	case m.writing:
		s = "wb"
	default:
		s = "ab"
	}
	if m.updating {
		if m.writing {
			return "rb+"
		}
		if m.creating {
			return "xb+"
		}
		return s + "+"
	}
	return s
}

// openRaw opens file (a path, path-like or descriptor) as open() and
// FileIO do, returning the shared state.
func openRaw(vm *rt.VM, file rt.Value, m modeFlags, closefd bool, opener rt.Value) (*fileState, error) {
	var path string
	fd := -1
	switch o := vm.Get0(file).(type) {
	case *rt.Str:
		path = o.S
	case *rt.Bytes:
		path = string(o.B)
	default:
		if file.IsSmallInt() || file.IsBool() {
			n, _ := vm.Index(file)
			fd = int(n)
			if fd < 0 {
				return nil, vm.ValueError("negative file descriptor")
			}
			break
		}
		if _, isFloat := vm.Get0(file).(*rt.Float); file.IsFloat() || isFloat {
			return nil, vm.TypeError("expected str, bytes or os.PathLike object, not %s", vm.TypeName(file))
		}
		if fs, ok, err := vm.CallDunder(file, "__fspath__"); err != nil {
			return nil, err
		} else if ok {
			switch p := vm.Get0(fs).(type) {
			case *rt.Str:
				path = p.S
			case *rt.Bytes:
				path = string(p.B)
			default:
				return nil, vm.TypeError("expected %s.__fspath__() to return str or bytes, not %s", vm.TypeName(file), vm.TypeName(fs))
			}
			break
		}
		if n, err := vm.Index(file); err == nil {
			fd = int(n)
			if fd < 0 {
				return nil, vm.ValueError("negative file descriptor")
			}
			break
		}
		return nil, vm.TypeError("expected str, bytes or os.PathLike object, not %s", vm.TypeName(file))
	}
	if fd < 0 && strings.IndexByte(path, 0) >= 0 {
		return nil, vm.ValueError("embedded null character in path")
	}
	if !vm.Allowed(rt.AccessFiles) {
		return nil, vm.Denied("open()")
	}
	var osf *os.File
	if fd < 0 && !closefd {
		return nil, vm.ValueError("Cannot use closefd=False with file name")
	}
	if fd < 0 && opener != rt.Unbound && opener != rt.None {
		r, err := vm.Call(opener, []rt.Value{file, vm.NewInt(int64(m.osFlags() | syscall.O_CLOEXEC))}, nil)
		if err != nil {
			return nil, err
		}
		n, err := vm.Index(r)
		if err != nil {
			return nil, vm.TypeError("expected an integer from opener")
		}
		if n < 0 {
			return nil, vm.ValueError("opener returned %d", n)
		}
		fd = int(n)
	}
	if fd >= 0 {
		osf = os.NewFile(uintptr(fd), "")
		if osf == nil {
			return nil, vm.NewOSError(syscall.EBADF, rt.Unbound)
		}
		if _, err := osf.Stat(); err != nil {
			return nil, vm.NewOSError(syscall.EBADF, rt.Unbound)
		}
	} else {
		var err error
		osf, err = os.OpenFile(path, m.osFlags(), 0o666)
		if err != nil {
			return nil, vm.OSErrorFromGo(err, file)
		}
	}
	if st, err := osf.Stat(); err == nil && st.IsDir() {
		if fd < 0 || closefd {
			osf.Close()
		}
		return nil, vm.NewOSError(syscall.EISDIR, file)
	}
	st := &fileState{raw: osf, osf: osf, name: file, pyobj: rt.Unbound, closefd: closefd,
		readable: m.reading || m.updating, writable: !m.reading || m.updating, rawMode: m.rawMode()}
	_, err := osf.Seek(0, io.SeekCurrent)
	st.seekable = err == nil
	st.r = &readBuffer{src: osf}
	if fi, err := osf.Stat(); err == nil && !fi.Mode().IsRegular() {
		st.r.vm = vm // a pipe, a terminal...: reads may wait
	}
	if m.appending {
		_, _ = osf.Seek(0, io.SeekEnd)
	}
	return st, nil
}

// objOpen implements open().
func objOpen(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := vm.BindArgs("open", args, kw, []string{"file", "mode", "buffering", "encoding", "errors", "newline", "closefd", "opener"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	file := a[0]
	// open() names the file by os.fspath() of a path-like object (FileIO
	// given one keeps it).
	if _, isStr := vm.StrOf(file); !isStr && file.IsHandle() {
		if fs, ok, err := vm.CallDunder(file, "__fspath__"); err != nil {
			return rt.Unbound, err
		} else if ok {
			switch vm.Get0(fs).(type) {
			case *rt.Str, *rt.Bytes:
				file = fs
			}
		}
	}
	mode := "r"
	if a[1] != rt.Unbound {
		s, ok := vm.StrOf(a[1])
		if !ok {
			return rt.Unbound, vm.TypeError("open() argument 'mode' must be str, not %s", vm.TypeName(a[1]))
		}
		mode = s
	}
	buffering := int64(-1)
	if a[2] != rt.Unbound {
		if buffering, err = vm.Index(a[2]); err != nil {
			return rt.Unbound, err
		}
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
	m, err := parseMode(vm, mode, "rwxabt+")
	if err != nil {
		return rt.Unbound, err
	}
	if m.text && m.binary {
		return rt.Unbound, vm.ValueError("can't have text and binary mode at once")
	}
	if n := m.count(); n > 1 {
		return rt.Unbound, vm.ValueError("must have exactly one of create/read/write/append mode")
	} else if n == 0 {
		return rt.Unbound, vm.ValueError("Must have exactly one of create/read/write/append mode and at most one plus")
	}
	if m.binary && encoding != nil {
		return rt.Unbound, vm.ValueError("binary mode doesn't take an encoding argument")
	}
	if m.binary && errorsArg != nil {
		return rt.Unbound, vm.ValueError("binary mode doesn't take an errors argument")
	}
	if m.binary && newline != nil {
		return rt.Unbound, vm.ValueError("binary mode doesn't take a newline argument")
	}
	if m.binary && buffering == 1 {
		// CPython warns (RuntimeWarning) and buffers as usual.
		buffering = -1
	}
	if !m.binary && buffering == 0 {
		return rt.Unbound, vm.ValueError("can't have unbuffered text I/O")
	}
	enc := objDefaultEncoding
	if encoding != nil {
		enc = *encoding
		if enc == "locale" {
			enc = objDefaultEncoding
		}
		if textCodecName(vm, enc) == "" {
			return rt.Unbound, vm.Errorf(rt.LookupErrorType, "unknown encoding: %s", enc)
		}
	}
	errs := "strict"
	if errorsArg != nil {
		errs = *errorsArg
	}
	if newline != nil && !validNewline(*newline) {
		return rt.Unbound, vm.ValueError("illegal newline value: %s", *newline)
	}
	st, err := openRaw(vm, file, m, closefd, a[7])
	if err != nil {
		return rt.Unbound, err
	}
	if m.binary && buffering == 0 {
		f := &objFile{st: st, kind: kindRaw, mode: st.rawMode, below: rt.Unbound}
		f.SetClass(FileIOType)
		return vm.Alloc(f), nil
	}
	b := &objFile{st: st, kind: kindBuffered, mode: st.rawMode, below: rt.Unbound}
	b.SetClass(bufferedClass(st))
	if m.binary {
		return vm.Alloc(b), nil
	}
	bv := vm.Alloc(b)
	f := &objFile{st: st, kind: kindText, mode: mode, below: bv}
	f.text = newTextState(vm, enc, errs, newline, buffering == 1)
	f.text.startAt(st, vm)
	f.SetClass(TextIOType)
	return vm.Alloc(f), nil
}

func bufferedClass(st *fileState) *rt.Class {
	switch {
	case st.readable && st.writable:
		return BufferedRandomType
	case st.readable:
		return BufferedReaderType
	}
	return BufferedWriterType
}

func validNewline(s string) bool {
	switch s {
	case "", "\n", "\r", "\r\n":
		return true
	}
	return false
}

func objFileRepr(vm *rt.VM, f *objFile) (string, error) {
	cls := "_io." + f.Class().Qualname
	if f.Class() != TextIOType && f.Class() != FileIOType && f.Class() != BufferedReaderType &&
		f.Class() != BufferedWriterType && f.Class() != BufferedRandomType {
		cls = f.Class().Name
	}
	if f.kind == kindRaw && f.st.closed {
		return "<" + cls + " [closed]>", nil
	}
	var parts []string
	if name, err := objFileName(vm, f); err == nil {
		r, err := vm.Repr(name)
		if err != nil {
			return "", err
		}
		parts = append(parts, "name="+r)
	}
	switch f.kind {
	case kindRaw:
		parts = append(parts, "mode='"+f.mode+"'")
		if f.st.closefd {
			parts = append(parts, "closefd=True")
		} else {
			parts = append(parts, "closefd=False")
		}
	case kindText:
		if f.mode != "" {
			parts = append(parts, "mode='"+f.mode+"'")
		}
		parts = append(parts, "encoding='"+f.text.encoding+"'")
	}
	if len(parts) == 0 {
		return "<" + cls + ">", nil
	}
	return "<" + cls + " " + strings.Join(parts, " ") + ">", nil
}

// objFileName is the name attribute: the path or descriptor given to
// open(), or the wrapped object's name.
func objFileName(vm *rt.VM, f *objFile) (rt.Value, error) {
	if f.st.pyobj != rt.Unbound {
		return vm.GetAttr(f.st.pyobj, "name")
	}
	return f.st.name, nil
}

// objFileClose closes f's file (idempotent); closing one layer closes
// them all.
func objFileClose(vm *rt.VM, f *objFile) error {
	if f.detached {
		return objCheckOpen(vm, f)
	}
	if err := f.st.close(); err != nil {
		return objIOError(vm, err)
	}
	return nil
}

// fileTypes are the types of the objects open() returns.
var fileTypes = []*rt.Class{TextIOType, BufferedReaderType, BufferedWriterType, BufferedRandomType, FileIOType}

// objFileMethod adds a method to the classes of the kinds given (all when
// none is).
func objFileMethod(name string, minN, maxN int, fn func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error), kinds ...fileKind) {
	for _, c := range classesOf(kinds) {
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
			if f.st.closed && !f.detached {
				if r, err := closedCall(vm, f, name); r != rt.Unbound || err != nil {
					return r, err
				}
			}
			return fn(vm, f, args[1:])
		})
	}
}

// closedCall is what method name does on a closed file, as CPython's
// layers answer (Unbound, nil: the method itself answers). Which check
// comes first and whether the message ends with a full stop depends on
// the layer that makes it.
func closedCall(vm *rt.VM, f *objFile, name string) (rt.Value, error) {
	switch name {
	case "close", "__exit__", "__repr__":
		return rt.Unbound, nil
	case "readable":
		if !f.readable() && f.kind != kindRaw {
			return rt.False, nil
		}
	case "writable":
		if !f.writable() && f.kind != kindRaw {
			return rt.False, nil
		}
	}
	if f.kind == kindBuffered {
		switch name {
		case "read", "read1", "readline", "readinto", "readinto1", "peek", "__next__":
			if !f.readable() {
				return rt.Unbound, objUnsupported(vm, "read")
			}
		case "write":
			if !f.writable() {
				return rt.Unbound, objUnsupported(vm, "write")
			}
		}
	}
	dot := f.kind == kindText
	switch name {
	case "fileno", "isatty", "readable", "writable", "seekable":
		dot = false
	case "__iter__", "__enter__", "readlines", "writelines":
		dot = true
	case "flush":
		dot = !(f.kind == kindBuffered && f.writable())
	}
	if dot {
		return rt.Unbound, objClosedErr(vm)
	}
	return rt.Unbound, vm.ValueError("I/O operation on closed file")
}

func classesOf(kinds []fileKind) []*rt.Class {
	if len(kinds) == 0 {
		return fileTypes
	}
	var out []*rt.Class
	for _, k := range kinds {
		switch k {
		case kindText:
			out = append(out, TextIOType)
		case kindBuffered:
			out = append(out, BufferedReaderType, BufferedWriterType, BufferedRandomType)
		case kindRaw:
			out = append(out, FileIOType)
		}
	}
	return out
}

func objFileGetter(name string, fn func(vm *rt.VM, f *objFile) (rt.Value, error), kinds ...fileKind) {
	for _, c := range classesOf(kinds) {
		c.AddGetter(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			f, err := objFileSelf(vm, self, name)
			if err != nil {
				return rt.Unbound, err
			}
			return fn(vm, f)
		})
	}
}

// writableBuffer returns the bytes readinto may fill.
func writableBuffer(vm *rt.VM, v rt.Value) ([]byte, error) {
	switch t := vm.Get0(v).(type) {
	case *rt.ByteArray:
		return t.B, nil
	case rt.Buffer:
		return t.BufferData(), nil
	}
	return nil, vm.TypeError("readinto() argument must be read-write bytes-like object, not %s", vm.TypeName(v))
}

// streamState wraps a Python object as the stream of a new layer
// (TextIOWrapper(BytesIO()), BufferedReader(raw)).
func streamState(vm *rt.VM, obj rt.Value) *fileState {
	ps := &pyStream{vm: vm, obj: obj}
	st := &fileState{raw: ps, name: rt.None, pyobj: obj, closefd: true,
		readable: boolMethod(vm, obj, "readable"), writable: boolMethod(vm, obj, "writable"),
		seekable: boolMethod(vm, obj, "seekable")}
	st.r = &readBuffer{src: ps}
	return st
}

// layerState is the state a new layer over obj shares: obj's own when it
// is a file object of the layer below, else a wrapper of obj.
func layerState(vm *rt.VM, obj rt.Value, below fileKind) *fileState {
	// Only the io types' own objects share their state: a subclass may
	// override the methods the layer above calls, so it is called as any
	// other stream is.
	if f, ok := vm.Get0(obj).(*objFile); ok && f.st != nil && f.kind == below && !f.detached && f.Class() == f.typ() {
		return f.st
	}
	return streamState(vm, obj)
}

func init() {
	initConstructors()
	initBinaryMethods()
	initTextMethods()
	objFileMethod("close", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		return rt.None, objFileClose(vm, f)
	})
	objFileMethod("flush", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckOpen(vm, f); err != nil {
			return rt.Unbound, err
		}
		if f.st.pyobj != rt.Unbound {
			if _, err := vm.CallMethod(f.st.pyobj, "flush"); err != nil {
				return rt.Unbound, err
			}
		}
		return rt.None, nil
	})
	objFileMethod("fileno", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckOpen(vm, f); err != nil {
			return rt.Unbound, err
		}
		if f.st.osf == nil {
			return vm.CallMethod(f.st.pyobj, "fileno")
		}
		return vm.NewInt(int64(f.st.osf.Fd())), nil
	})
	objFileMethod("isatty", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckOpen(vm, f); err != nil {
			return rt.Unbound, err
		}
		if f.st.osf == nil {
			return vm.CallMethod(f.st.pyobj, "isatty")
		}
		st, err := f.st.osf.Stat()
		return rt.Bool(err == nil && st.Mode()&os.ModeCharDevice != 0), nil
	})
	for _, n := range []string{"readable", "writable", "seekable"} {
		objFileMethod(n, 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
			if err := objCheckOpen(vm, f); err != nil {
				return rt.Unbound, err
			}
			switch n {
			case "readable":
				return rt.Bool(f.readable()), nil
			case "writable":
				return rt.Bool(f.writable()), nil
			}
			return rt.Bool(f.st.seekable), nil
		})
	}
	objFileMethod("truncate", 0, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckWrite(vm, f); err != nil {
			return rt.Unbound, err
		}
		if f.kind == kindText {
			if err := f.text.rewind(vm, f.st); err != nil {
				return rt.Unbound, err
			}
		}
		if err := f.st.dropReadBuffer(); err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		size, err := objOptInt(vm, a, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if size < 0 {
			p, err := f.st.raw.Seek(0, io.SeekCurrent)
			if err != nil {
				return rt.Unbound, objIOError(vm, err)
			}
			size = int(p)
		}
		if f.st.osf == nil {
			return vm.CallMethod(f.st.pyobj, "truncate", vm.NewInt(int64(size)))
		}
		if err := f.st.osf.Truncate(int64(size)); err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		return vm.NewInt(int64(size)), nil
	})
	objFileMethod("__enter__", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckOpen(vm, f); err != nil {
			return rt.Unbound, err
		}
		return f.Self(), nil
	})
	objFileMethod("__exit__", 0, 3, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		return rt.None, objFileClose(vm, f)
	})
	objFileMethod("__iter__", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckOpen(vm, f); err != nil {
			return rt.Unbound, err
		}
		return f.Self(), nil
	})
	objFileMethod("__next__", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		l, ok, err := f.Next(vm)
		if err != nil {
			return rt.Unbound, err
		}
		if !ok {
			return rt.Unbound, vm.NewError(rt.StopIterationType, "")
		}
		return l, nil
	})
	objFileMethod("readlines", 0, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		hint, err := objOptInt(vm, a, 0)
		if err != nil {
			return rt.Unbound, err
		}
		var lines []rt.Value
		total := 0
		for {
			l, err := f.readLine(vm, -1)
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
	objFileMethod("readline", 0, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		n, err := objOptInt(vm, a, 0)
		if err != nil {
			return rt.Unbound, err
		}
		return f.readLine(vm, n)
	})
	objFileMethod("writelines", 1, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckWrite(vm, f); err != nil {
			return rt.Unbound, err
		}
		return rt.None, vm.IterAll(a[0], func(x rt.Value) error {
			_, err := vm.CallMethod(f.Self(), "write", x)
			return err
		})
	})
	objFileMethod("__repr__", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		s, err := objFileRepr(vm, f)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(s), nil
	})
	objFileGetter("closed", func(vm *rt.VM, f *objFile) (rt.Value, error) {
		if f.detached {
			return rt.Unbound, objCheckOpen(vm, f)
		}
		if f.st.pyobj != rt.Unbound && !f.st.closed {
			return vm.GetAttr(f.st.pyobj, "closed")
		}
		return rt.Bool(f.st.closed), nil
	})
	objFileGetter("name", func(vm *rt.VM, f *objFile) (rt.Value, error) { return objFileName(vm, f) })
	objFileGetter("mode", func(vm *rt.VM, f *objFile) (rt.Value, error) {
		if f.mode == "" {
			if f.st.pyobj != rt.Unbound {
				return vm.GetAttr(f.st.pyobj, "mode")
			}
			return rt.Unbound, vm.NewError(rt.AttributeErrorType, "'"+f.Class().Name+"' object has no attribute 'mode'")
		}
		return vm.NewStr(f.mode), nil
	})
	for _, c := range fileTypes {
		rt.SetWeakrefable(c)
	}
	rt.GuardMethods(fileTypes...)
}

// readLine reads one line: bytes for the binary layers, str for text.
func (f *objFile) readLine(vm *rt.VM, limit int) (rt.Value, error) {
	if f.st == nil {
		return rt.Unbound, vm.ValueError("I/O operation on uninitialized object")
	}
	if err := objCheckRead(vm, f); err != nil {
		return rt.Unbound, err
	}
	if f.kind == kindText {
		return f.text.readLine(vm, f.st, limit)
	}
	line, err := f.st.r.readLine(limit)
	if err != nil {
		return rt.Unbound, objIOError(vm, err)
	}
	return vm.NewBytes(line), nil
}

// Next implements Iterator: for line in f.
func (f *objFile) Next(vm *rt.VM) (rt.Value, bool, error) {
	var l rt.Value
	var err error
	if f.Class() != f.typ() {
		// A subclass's lines come from its readline, which it may override.
		l, err = vm.CallMethod(f.Self(), "readline")
	} else {
		l, err = f.readLine(vm, -1)
	}
	if err != nil {
		return rt.Unbound, false, err
	}
	if n, _ := vm.Len(l); n == 0 {
		return rt.Unbound, false, nil
	}
	return l, true, nil
}
