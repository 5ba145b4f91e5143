package io

import (
	"io"
	"time"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The constructors of the file types, and the methods of the raw
// (FileIO) and buffered (BufferedReader/Writer/Random) layers.

func initConstructors() {
	subclassable(FileIOType, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (*objFile, error) {
		a, err := vm.BindArgs("FileIO", args, kw, []string{"file", "mode", "closefd", "opener"}, 1)
		if err != nil {
			return nil, err
		}
		mode := "r"
		if a[1] != rt.Unbound {
			s, ok := vm.StrOf(a[1])
			if !ok {
				return nil, vm.TypeError("FileIO() argument 'mode' must be str, not %s", vm.TypeName(a[1]))
			}
			mode = s
		}
		m, err := parseMode(vm, mode, "rwxab+")
		if err != nil {
			return nil, err
		}
		if m.count() != 1 {
			return nil, vm.ValueError("Must have exactly one of create/read/write/append mode and at most one plus")
		}
		closefd := true
		if a[2] != rt.Unbound {
			if closefd, err = vm.Truth(a[2]); err != nil {
				return nil, err
			}
		}
		st, err := openRaw(vm, a[0], m, closefd, a[3])
		if err != nil {
			return nil, err
		}
		f := &objFile{st: st, kind: kindRaw, mode: st.rawMode, below: rt.Unbound}
		f.SetClass(FileIOType)
		return f, nil
	})
	buffered := func(cls *rt.Class, name string, needRead, needWrite bool) {
		subclassable(cls, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (*objFile, error) {
			a, err := vm.BindArgs(name, args, kw, []string{"raw", "buffer_size"}, 1)
			if err != nil {
				return nil, err
			}
			if a[1] != rt.Unbound {
				n, err := vm.Index(a[1])
				if err != nil {
					return nil, err
				}
				if n <= 0 {
					return nil, vm.ValueError("buffer size must be strictly positive")
				}
			}
			st := layerState(vm, a[0], kindRaw)
			if needRead && !st.readable {
				return nil, vm.NewError(rt.OSErrorType, "\"raw\" argument must be readable.")
			}
			if needWrite && !st.writable {
				return nil, vm.NewError(rt.OSErrorType, "\"raw\" argument must be writable.")
			}
			if needRead && needWrite && !st.seekable {
				return nil, vm.NewError(rt.OSErrorType, "\"raw\" argument must be seekable.")
			}
			f := &objFile{st: st, kind: kindBuffered, below: a[0]}
			f.SetClass(cls)
			return f, nil
		})
	}
	buffered(BufferedReaderType, "BufferedReader", true, false)
	buffered(BufferedWriterType, "BufferedWriter", false, true)
	buffered(BufferedRandomType, "BufferedRandom", true, true)
	subclassable(TextIOType, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (*objFile, error) {
		a, err := vm.BindArgs("TextIOWrapper", args, kw, []string{"buffer", "encoding", "errors", "newline", "line_buffering", "write_through"}, 1)
		if err != nil {
			return nil, err
		}
		optStr := func(i int, what string) (*string, error) {
			if a[i] == rt.Unbound || a[i] == rt.None {
				return nil, nil
			}
			s, ok := vm.StrOf(a[i])
			if !ok {
				return nil, vm.TypeError("TextIOWrapper() argument '%s' must be str or None, not %s", what, vm.TypeName(a[i]))
			}
			return &s, nil
		}
		enc, err := optStr(1, "encoding")
		if err != nil {
			return nil, err
		}
		errs, err := optStr(2, "errors")
		if err != nil {
			return nil, err
		}
		newline, err := optStr(3, "newline")
		if err != nil {
			return nil, err
		}
		if newline != nil && !validNewline(*newline) {
			return nil, vm.ValueError("illegal newline value: %s", *newline)
		}
		encoding := "utf-8"
		if enc != nil {
			encoding = *enc
			if encoding == "locale" {
				encoding = objDefaultEncoding
			}
			if textCodecName(vm, encoding) == "" {
				return nil, vm.Errorf(rt.LookupErrorType, "unknown encoding: %s", encoding)
			}
		}
		errors := "strict"
		if errs != nil {
			errors = *errs
		}
		flag := func(i int) (bool, error) {
			if a[i] == rt.Unbound {
				return false, nil
			}
			return vm.Truth(a[i])
		}
		lineBuf, err := flag(4)
		if err != nil {
			return nil, err
		}
		writeThrough, err := flag(5)
		if err != nil {
			return nil, err
		}
		st := layerState(vm, a[0], kindBuffered)
		f := &objFile{st: st, kind: kindText, below: a[0]}
		f.text = newTextState(vm, encoding, errors, newline, lineBuf)
		f.text.writeThrough = writeThrough
		f.text.startAt(st, vm)
		f.SetClass(TextIOType)
		return f, nil
	})
}

// subclassable makes base's constructor build. The base type's own
// objects are built by __new__ (its __init__ then does nothing more); a
// subclass's are made empty by __new__ and built by __init__, as CPython's
// io types are, so that a subclass's __init__ can pass base.__init__ other
// arguments than its own. Until then the object is uninitialised
// (objFileSelf refuses it).
func subclassable(base *rt.Class, build func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (*objFile, error)) {
	base.HasDict = true
	base.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if cls == base {
			f, err := build(vm, args, kw)
			if err != nil {
				return rt.Unbound, err
			}
			f.base = base
			return vm.Alloc(f), nil
		}
		f := &objFile{below: rt.Unbound, base: base}
		f.SetClass(cls)
		v := vm.Alloc(f)
		f.SetInstanceDict(vm.NewDictObj())
		return v, nil
	}
	base.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		f, ok := vm.Get0(args[0]).(*objFile)
		if !ok {
			return rt.Unbound, vm.TypeError("descriptor '__init__' requires a '%s' object but received a '%s'", base.Name, vm.TypeName(args[0]))
		}
		if f.st != nil && vm.ClassOf(args[0]) == base {
			return rt.None, nil // built by __new__
		}
		nf, err := build(vm, args[1:], kw)
		if err != nil {
			return rt.Unbound, err
		}
		f.st, f.kind, f.mode, f.below, f.detached, f.text = nf.st, nf.kind, nf.mode, nf.below, nf.detached, nf.text
		return rt.None, nil
	})
	rt.ExposeNew(base)
}

// rawRead is one read of a raw file; from a stream whose reads may wait
// (a pipe, a terminal, a socket) it lets the global lock go meanwhile, so
// that other threads run, as the buffered reads do.
func rawRead(f *objFile, buf []byte) (int, error) {
	if f.st.r == nil || f.st.r.vm == nil {
		return f.st.raw.Read(buf)
	}
	var k int
	var err error
	f.st.r.vm.Block(-1, func(<-chan struct{}, <-chan time.Time) bool {
		k, err = f.st.raw.Read(buf)
		return true
	})
	return k, err
}

func initBinaryMethods() {
	bin := []fileKind{kindRaw, kindBuffered}
	objFileMethod("read", 0, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckRead(vm, f); err != nil {
			return rt.Unbound, err
		}
		n, err := objOptInt(vm, a, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if f.kind == kindText {
			return f.text.read(vm, f.st, n)
		}
		if f.kind == kindRaw && n >= 0 {
			buf := make([]byte, n)
			k, err := rawRead(f, buf)
			if err != nil && err != io.EOF {
				return rt.Unbound, objIOError(vm, err)
			}
			return vm.NewBytes(buf[:max(k, 0)]), nil
		}
		data, err := f.st.r.read(n)
		if err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		return vm.NewBytes(data), nil
	})
	objFileMethod("readall", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckRead(vm, f); err != nil {
			return rt.Unbound, err
		}
		data, err := f.st.r.read(-1)
		if err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		return vm.NewBytes(data), nil
	}, kindRaw)
	objFileMethod("read1", 0, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckRead(vm, f); err != nil {
			return rt.Unbound, err
		}
		n, err := objOptInt(vm, a, 0)
		if err != nil {
			return rt.Unbound, err
		}
		data, err := f.st.r.read1(n)
		if err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		return vm.NewBytes(data), nil
	}, kindBuffered)
	objFileMethod("peek", 0, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckRead(vm, f); err != nil {
			return rt.Unbound, err
		}
		data, err := f.st.r.peek()
		if err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		return vm.NewBytes(data), nil
	}, kindBuffered)
	readinto := func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckRead(vm, f); err != nil {
			return rt.Unbound, err
		}
		dst, err := writableBuffer(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		var data []byte
		if f.kind == kindRaw {
			k, err := rawRead(f, dst)
			if err != nil && err != io.EOF {
				return rt.Unbound, objIOError(vm, err)
			}
			return vm.NewInt(int64(max(k, 0))), nil
		}
		data, err = f.st.r.read(len(dst))
		if err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		return vm.NewInt(int64(copy(dst, data))), nil
	}
	objFileMethod("readinto", 1, 1, readinto, bin...)
	objFileMethod("readinto1", 1, 1, readinto, kindBuffered)
	objFileMethod("write", 1, 1, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckWrite(vm, f); err != nil {
			return rt.Unbound, err
		}
		if f.kind == kindText {
			return f.text.write(vm, f.st, a[0])
		}
		b, ok := vm.BytesLike(a[0])
		if !ok {
			return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(a[0]))
		}
		if err := f.st.dropReadBuffer(); err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		n, err := f.st.raw.Write(b)
		if err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		return vm.NewInt(int64(n)), nil
	})
	objFileMethod("tell", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckOpen(vm, f); err != nil {
			return rt.Unbound, err
		}
		if f.kind == kindText {
			return f.text.tell(vm, f.st)
		}
		var pos int64
		var err error
		if f.kind == kindRaw {
			pos, err = f.st.raw.Seek(0, io.SeekCurrent)
		} else {
			pos, err = f.st.tell()
		}
		if err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		return vm.NewInt(pos), nil
	})
	objFileMethod("seek", 1, 2, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckOpen(vm, f); err != nil {
			return rt.Unbound, err
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
		if f.kind == kindText {
			return f.text.seek(vm, f.st, off, whence)
		}
		if whence < 0 || whence > 2 {
			return rt.Unbound, vm.ValueError("whence value %d unsupported", whence)
		}
		if err := f.st.dropReadBuffer(); err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		pos, err := f.st.raw.Seek(off, int(whence))
		if err != nil {
			return rt.Unbound, objIOError(vm, err)
		}
		return vm.NewInt(pos), nil
	})
	objFileMethod("detach", 0, 0, func(vm *rt.VM, f *objFile, a []rt.Value) (rt.Value, error) {
		if err := objCheckOpen(vm, f); err != nil {
			return rt.Unbound, err
		}
		below, err := f.lower(vm)
		if err != nil {
			return rt.Unbound, err
		}
		f.detached = true
		return below, nil
	}, kindText, kindBuffered)
	objFileGetter("raw", func(vm *rt.VM, f *objFile) (rt.Value, error) {
		if err := objCheckOpen(vm, f); err != nil && f.detached {
			return rt.Unbound, err
		}
		return f.lower(vm)
	}, kindBuffered)
	objFileGetter("closefd", func(vm *rt.VM, f *objFile) (rt.Value, error) {
		return rt.Bool(f.st.closefd), nil
	}, kindRaw)
}

// lower returns the layer under f (the buffer of a text file, the raw
// file of a buffered one), made on first use for a file open() opened.
func (f *objFile) lower(vm *rt.VM) (rt.Value, error) {
	if f.below != rt.Unbound {
		return f.below, nil
	}
	if f.kind == kindBuffered && f.st.osf != nil {
		r := &objFile{st: f.st, kind: kindRaw, mode: f.st.rawMode, below: rt.Unbound}
		r.SetClass(FileIOType)
		f.below = vm.Alloc(r)
		return f.below, nil
	}
	return rt.Unbound, vm.NewError(rt.AttributeErrorType, "'"+f.Class().Name+"' object has no attribute 'raw'")
}
