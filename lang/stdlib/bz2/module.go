// Package bz2 implements _bz2, the compressor and decompressor objects
// under pylib's bz2 module: decompression by Go's compress/bzip2,
// compression by github.com/dsnet/compress/bzip2 (valid streams that
// every bzip2 reads, but not byte for byte libbz2's output).
package bz2

import (
	"bytes"
	gobzip2 "compress/bzip2"
	"errors"
	"io"

	rt "github.com/cpjit/cpjit/lang/runtime"
	dsbzip2 "github.com/dsnet/compress/bzip2"
)

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }

var (
	CompressorType   = rt.ModuleClass("_bz2", "_bz2.BZ2Compressor", nil)
	DecompressorType = rt.ModuleClass("_bz2", "_bz2.BZ2Decompressor", nil)
)

type compressor struct {
	rt.Head
	buf     bytes.Buffer
	w       *dsbzip2.Writer
	flushed bool
}

func (*compressor) Trace(*rt.Tracer) {}

// decompressor keeps all the input of its stream: compress/bzip2 reads
// from a reader, so each call decodes the stream again from its start
// and returns what it had not returned yet.
type decompressor struct {
	rt.Head
	in       []byte
	produced int    // bytes of output already decoded and handed out or pending
	pending  []byte // decoded output beyond max_length, not yet returned
	unused   []byte
	eof      bool
	needs    bool
}

func (*decompressor) Trace(*rt.Tracer) {}

// counter is the byte reader the decoder reads the stream through, so
// that the end of the stream's bytes is known.
type counter struct {
	data []byte
	pos  int
}

func (c *counter) Read(p []byte) (int, error) {
	if c.pos >= len(c.data) {
		return 0, io.EOF
	}
	n := copy(p, c.data[c.pos:])
	c.pos += n
	return n, nil
}

func (c *counter) ReadByte() (byte, error) {
	if c.pos >= len(c.data) {
		return 0, io.EOF
	}
	c.pos++
	return c.data[c.pos-1], nil
}

// decode decodes in: the output, whether the stream(s) ended, the bytes
// after the end, and an error for invalid data.
func decode(in []byte) (out []byte, done bool, rest []byte, err error) {
	c := &counter{data: in}
	out, err = io.ReadAll(gobzip2.NewReader(c))
	if err == nil {
		return out, true, nil, nil
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		if !magicPrefix(in) {
			// libbz2 refuses a stream whose header is wrong as soon as
			// it sees it, however short the input.
			return out, false, nil, gobzip2.StructuralError("bad magic value")
		}
		return out, false, nil, nil
	}
	var se gobzip2.StructuralError
	if errors.As(err, &se) && string(se) == "bad magic value in continuation file" && len(out) > 0 {
		// the stream ended; the two bytes read after it start the rest
		return out, true, in[c.pos-2:], nil
	}
	return out, false, nil, err
}

// magicPrefix reports whether in starts as a bzip2 stream does ("BZh"
// and a block-size digit), as far as it goes.
func magicPrefix(in []byte) bool {
	const magic = "BZh"
	for i := 0; i < len(in) && i < 4; i++ {
		if i < 3 && in[i] != magic[i] || i == 3 && (in[i] < '1' || in[i] > '9') {
			return false
		}
	}
	return true
}

func invalid(vm *rt.VM) error {
	return vm.Errorf(rt.OSErrorType, "Invalid data stream")
}

func init() {
	CompressorType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("BZ2Compressor", kw); err != nil {
			return rt.Unbound, err
		}
		if len(args) > 1 {
			return rt.Unbound, vm.TypeError("BZ2Compressor expected at most 1 argument, got %d", len(args))
		}
		level := int64(9)
		if len(args) == 1 {
			var err error
			if level, err = vm.IndexInt(args[0]); err != nil {
				return rt.Unbound, err
			}
		}
		if level < 1 || level > 9 {
			return rt.Unbound, vm.ValueError("compresslevel must be between 1 and 9")
		}
		o := &compressor{}
		w, err := dsbzip2.NewWriter(&o.buf, &dsbzip2.WriterConfig{Level: int(level)})
		if err != nil {
			return rt.Unbound, vm.ValueError("%s", err.Error())
		}
		o.w = w
		o.SetClass(cls)
		return vm.Alloc(o), nil
	}
	compSelf := func(vm *rt.VM, args []rt.Value, name string) (*compressor, error) {
		if len(args) > 0 {
			if o, ok := vm.Get0(args[0]).(*compressor); ok {
				return o, nil
			}
		}
		return nil, vm.TypeError("descriptor '%s' requires a '_bz2.BZ2Compressor' object", name)
	}
	take := func(o *compressor) []byte {
		out := append([]byte(nil), o.buf.Bytes()...)
		o.buf.Reset()
		return out
	}
	CompressorType.AddMethod("compress", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := compSelf(vm, args, "compress")
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) != 2 || len(kw) != 0 {
			return rt.Unbound, vm.TypeError("BZ2Compressor.compress() takes exactly one argument (%d given)", len(args)-1)
		}
		data, err := vm.BufferOf(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		if o.flushed {
			return rt.Unbound, vm.ValueError("Compressor has been flushed")
		}
		if _, err := o.w.Write(data); err != nil {
			return rt.Unbound, vm.Errorf(rt.OSErrorType, "%s", err.Error())
		}
		return vm.NewBytes(take(o)), nil
	})
	CompressorType.AddMethod("flush", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := compSelf(vm, args, "flush")
		if err != nil {
			return rt.Unbound, err
		}
		if o.flushed {
			return rt.Unbound, vm.ValueError("Repeated call to flush()")
		}
		o.flushed = true
		if err := o.w.Close(); err != nil {
			return rt.Unbound, vm.Errorf(rt.OSErrorType, "%s", err.Error())
		}
		return vm.NewBytes(take(o)), nil
	})

	DecompressorType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 0 || len(kw) != 0 {
			return rt.Unbound, vm.TypeError("BZ2Decompressor() takes no arguments")
		}
		o := &decompressor{needs: true}
		o.SetClass(cls)
		return vm.Alloc(o), nil
	}
	decSelf := func(vm *rt.VM, v rt.Value) (*decompressor, error) {
		if o, ok := vm.Get0(v).(*decompressor); ok {
			return o, nil
		}
		return nil, vm.TypeError("descriptor requires a '_bz2.BZ2Decompressor' object but received '%s'", vm.TypeName(v))
	}
	DecompressorType.AddMethod("decompress", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("descriptor 'decompress' needs an argument")
		}
		o, err := decSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("decompress", args[1:], kw, []string{"data", "max_length"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		data, err := vm.BufferOf(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		maxLen := int64(-1)
		if a[1] != rt.Unbound {
			if maxLen, err = vm.IndexInt(a[1]); err != nil {
				return rt.Unbound, err
			}
		}
		if o.eof && len(o.pending) == 0 {
			return rt.Unbound, vm.Errorf(rt.EOFErrorType, "End of stream already reached")
		}
		if len(data) > 0 {
			o.in = append(o.in, data...)
			out, done, rest, err := decode(o.in)
			if err != nil {
				return rt.Unbound, invalid(vm)
			}
			if len(out) > o.produced {
				o.pending = append(o.pending, out[o.produced:]...)
				o.produced = len(out)
			}
			if done {
				o.eof = true
				o.unused = append([]byte(nil), rest...)
				o.in = nil
			}
		}
		out := o.pending
		if maxLen >= 0 && int64(len(out)) > maxLen {
			out = out[:maxLen]
		}
		o.pending = append([]byte(nil), o.pending[len(out):]...)
		// more input is wanted only when no decoded output waits
		o.needs = !o.eof && len(o.pending) == 0
		return vm.NewBytes(out), nil
	})
	DecompressorType.AddGetter("eof", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		o, err := decSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(o.eof && len(o.pending) == 0), nil
	})
	DecompressorType.AddGetter("unused_data", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		o, err := decSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewBytes(o.unused), nil
	})
	DecompressorType.AddGetter("needs_input", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		o, err := decSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(o.needs), nil
	})

	register("_bz2", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_bz2")
		d := m.InstanceDict()
		d.SetStr(vm, "BZ2Compressor", CompressorType.Self())
		d.SetStr(vm, "BZ2Decompressor", DecompressorType.Self())
		return m, nil
	})
}
