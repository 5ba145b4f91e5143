package io

import (
	"bytes"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// io.IncrementalNewlineDecoder, io.BufferedRWPair, io.open_code and
// BytesIO.getbuffer().

var (
	// NewlineDecoderType is io.IncrementalNewlineDecoder.
	NewlineDecoderType = rt.ModuleClass("_io", "_io.IncrementalNewlineDecoder", nil)
	// RWPairType is io.BufferedRWPair.
	RWPairType = rt.ModuleClass("_io", "_io.BufferedRWPair", modBufferedIOBaseType)
	// bytesIOBufType is the object a BytesIO's getbuffer() view exports.
	bytesIOBufType = rt.ModuleClass("_io", "_io._BytesIOBuffer", nil)
)

// newlineDecoder wraps an incremental decoder (or None, for str input)
// and finds, and with translate turns into "\n", the "\r" and "\r\n"
// line endings of its output; a "\r" that ends a chunk waits for the next
// one, which may start with "\n".
type newlineDecoder struct {
	rt.Head
	decoder   rt.Value // Unbound until __init__
	translate bool
	pendingCR bool
	seen      int
}

// Trace implements Object.
func (d *newlineDecoder) Trace(t *rt.Tracer) { t.Mark(d.decoder) }

func newlineDecoderSelf(vm *rt.VM, v rt.Value) (*newlineDecoder, error) {
	d, ok := vm.Get0(v).(*newlineDecoder)
	if !ok {
		return nil, vm.TypeError("descriptor requires a '_io.IncrementalNewlineDecoder' object but received '%s'", vm.TypeName(v))
	}
	if d.decoder == rt.Unbound {
		return nil, vm.ValueError("IncrementalNewlineDecoder.__init__() not called")
	}
	return d, nil
}

func (d *newlineDecoder) decode(vm *rt.VM, input rt.Value, final bool) (rt.Value, error) {
	out := input
	if d.decoder != rt.None {
		var err error
		if out, err = vm.CallMethod(d.decoder, "decode", input, rt.Bool(final)); err != nil {
			return rt.Unbound, err
		}
	}
	s, ok := vm.StrOf(out)
	if !ok {
		return rt.Unbound, vm.TypeError("decoder should return a string result, not '%s'", vm.TypeName(out))
	}
	if d.pendingCR && (s != "" || final) {
		s, d.pendingCR = "\r"+s, false
	}
	if !final && strings.HasSuffix(s, "\r") {
		s, d.pendingCR = s[:len(s)-1], true
	}
	crlf := strings.Count(s, "\r\n")
	cr := strings.Count(s, "\r") - crlf
	lf := strings.Count(s, "\n") - crlf
	if lf > 0 {
		d.seen |= seenLF
	}
	if cr > 0 {
		d.seen |= seenCR
	}
	if crlf > 0 {
		d.seen |= seenCRLF
	}
	if d.translate && cr+crlf > 0 {
		s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	}
	return vm.NewStr(s), nil
}

// newlinesValue is the newlines attribute for the kinds seen.
func newlinesValue(vm *rt.VM, seen int) rt.Value {
	var names []rt.Value
	for _, k := range []struct {
		bit int
		s   string
	}{{seenCR, "\r"}, {seenLF, "\n"}, {seenCRLF, "\r\n"}} {
		if seen&k.bit != 0 {
			names = append(names, vm.NewStr(k.s))
		}
	}
	switch len(names) {
	case 0:
		return rt.None
	case 1:
		return names[0]
	}
	return vm.NewTuple(names)
}

func initNewlineDecoder() {
	c := NewlineDecoderType
	c.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d := &newlineDecoder{decoder: rt.Unbound}
		d.SetClass(cls)
		v := vm.Alloc(d)
		if cls != NewlineDecoderType {
			d.SetInstanceDict(vm.NewDictObj())
		}
		return v, nil
	}
	rt.ExposeNew(c)
	c.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, ok := vm.Get0(args[0]).(*newlineDecoder)
		if !ok {
			return rt.Unbound, vm.TypeError("descriptor '__init__' requires a '_io.IncrementalNewlineDecoder' object but received a '%s'", vm.TypeName(args[0]))
		}
		a, err := vm.BindArgs("IncrementalNewlineDecoder", args[1:], kw, []string{"decoder", "translate", "errors"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		translate, err := vm.Index(a[1])
		if err != nil {
			return rt.Unbound, err
		}
		d.decoder, d.translate, d.pendingCR, d.seen = a[0], translate != 0, false, 0
		return rt.None, nil
	})
	c.AddMethod("decode", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := newlineDecoderSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("decode", args[1:], kw, []string{"input", "final"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		final := false
		if a[1] != rt.Unbound {
			n, err := vm.Index(a[1])
			if err != nil {
				return rt.Unbound, err
			}
			final = n != 0
		}
		return d.decode(vm, a[0], final)
	})
	c.AddMethod("getstate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getstate", args[1:], 0, 0); err != nil {
			return rt.Unbound, err
		}
		d, err := newlineDecoderSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		buf, flag := vm.NewBytes(nil), int64(0)
		if d.decoder != rt.None {
			st, err := vm.CallMethod(d.decoder, "getstate")
			if err != nil {
				return rt.Unbound, err
			}
			t, ok := vm.AsTuple(st)
			if !ok || len(t.Items) != 2 {
				return rt.Unbound, vm.TypeError("illegal decoder state")
			}
			if flag, err = vm.IndexInt(t.Items[1]); err != nil {
				return rt.Unbound, err
			}
			buf = t.Items[0]
		}
		flag <<= 1
		if d.pendingCR {
			flag |= 1
		}
		return vm.NewTuple([]rt.Value{buf, vm.NewInt(flag)}), nil
	})
	c.AddMethod("setstate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("setstate", args[1:], 1, 1); err != nil {
			return rt.Unbound, err
		}
		d, err := newlineDecoderSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		t, ok := vm.AsTuple(args[1])
		if !ok {
			return rt.Unbound, vm.TypeError("state argument must be a tuple")
		}
		if len(t.Items) != 2 {
			return rt.Unbound, vm.TypeError("setstate() argument must be a tuple of length 2, not %d", len(t.Items))
		}
		flag, err := vm.IndexInt(t.Items[1])
		if err != nil {
			return rt.Unbound, err
		}
		d.pendingCR = flag&1 != 0
		if d.decoder != rt.None {
			st := vm.NewTuple([]rt.Value{t.Items[0], vm.NewInt(flag >> 1)})
			if _, err := vm.CallMethod(d.decoder, "setstate", st); err != nil {
				return rt.Unbound, err
			}
		}
		return rt.None, nil
	})
	c.AddMethod("reset", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("reset", args[1:], 0, 0); err != nil {
			return rt.Unbound, err
		}
		d, err := newlineDecoderSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		d.seen, d.pendingCR = 0, false
		if d.decoder != rt.None {
			if _, err := vm.CallMethod(d.decoder, "reset"); err != nil {
				return rt.Unbound, err
			}
		}
		return rt.None, nil
	})
	c.AddGetter("newlines", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		d, err := newlineDecoderSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return newlinesValue(vm, d.seen), nil
	})
}

// rwPair is a BufferedRWPair: a BufferedReader over one raw stream and a
// BufferedWriter over another, seen as one stream.
type rwPair struct {
	rt.Head
	reader, writer rt.Value // Unbound until __init__
}

// Trace implements Object.
func (p *rwPair) Trace(t *rt.Tracer) { t.Mark(p.reader); t.Mark(p.writer) }

func rwPairSelf(vm *rt.VM, v rt.Value) (*rwPair, error) {
	p, ok := vm.Get0(v).(*rwPair)
	if !ok {
		return nil, vm.TypeError("descriptor requires a '_io.BufferedRWPair' object but received '%s'", vm.TypeName(v))
	}
	if p.reader == rt.Unbound {
		return nil, vm.ValueError("I/O operation on uninitialized object")
	}
	return p, nil
}

func initRWPair() {
	c := RWPairType
	c.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		p := &rwPair{reader: rt.Unbound, writer: rt.Unbound}
		p.SetClass(cls)
		v := vm.Alloc(p)
		p.SetInstanceDict(vm.NewDictObj())
		return v, nil
	}
	c.HasDict = true
	rt.ExposeNew(c)
	c.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		p, ok := vm.Get0(args[0]).(*rwPair)
		if !ok {
			return rt.Unbound, vm.TypeError("descriptor '__init__' requires a '_io.BufferedRWPair' object but received a '%s'", vm.TypeName(args[0]))
		}
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("BufferedRWPair() takes no keyword arguments")
		}
		if len(args) < 3 {
			return rt.Unbound, vm.TypeError("BufferedRWPair expected at least 2 arguments, got %d", len(args)-1)
		}
		if len(args) > 4 {
			return rt.Unbound, vm.TypeError("BufferedRWPair expected at most 3 arguments, got %d", len(args)-1)
		}
		size := []rt.Value{}
		if len(args) == 4 {
			size = append(size, args[3])
		}
		if ok, err := vm.CallMethod(args[1], "readable"); err != nil {
			return rt.Unbound, err
		} else if ok != rt.True {
			return rt.Unbound, vm.NewError(rt.UnsupportedOperationType, "File or stream is not readable.")
		}
		if ok, err := vm.CallMethod(args[2], "writable"); err != nil {
			return rt.Unbound, err
		} else if ok != rt.True {
			return rt.Unbound, vm.NewError(rt.UnsupportedOperationType, "File or stream is not writable.")
		}
		r, err := vm.Call(BufferedReaderType.Self(), append([]rt.Value{args[1]}, size...), nil)
		if err != nil {
			return rt.Unbound, err
		}
		w, err := vm.Call(BufferedWriterType.Self(), append([]rt.Value{args[2]}, size...), nil)
		if err != nil {
			return rt.Unbound, err
		}
		p.reader, p.writer = r, w
		return rt.None, nil
	})
	// Methods that the reader or the writer answers.
	forward := func(name string, toWriter bool, minN, maxN int) {
		c.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			p, err := rwPairSelf(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			if err := vm.Arity(name, args[1:], minN, maxN); err != nil {
				return rt.Unbound, err
			}
			target := p.reader
			if toWriter {
				target = p.writer
			}
			return vm.CallMethod(target, name, args[1:]...)
		})
	}
	for _, m := range []string{"read", "peek", "read1"} {
		forward(m, false, 0, 1)
	}
	for _, m := range []string{"readinto", "readinto1"} {
		forward(m, false, 1, 1)
	}
	forward("readable", false, 0, 0)
	forward("write", true, 1, 1)
	forward("flush", true, 0, 0)
	forward("writable", true, 0, 0)
	c.AddMethod("close", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		p, err := rwPairSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		_, werr := vm.CallMethod(p.writer, "close")
		_, rerr := vm.CallMethod(p.reader, "close")
		if werr != nil {
			return rt.Unbound, werr
		}
		return rt.None, rerr
	})
	c.AddMethod("isatty", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		p, err := rwPairSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		v, err := vm.CallMethod(p.writer, "isatty")
		if err != nil || v == rt.True {
			return v, err
		}
		return vm.CallMethod(p.reader, "isatty")
	})
	c.AddGetter("closed", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		p, err := rwPairSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.GetAttr(p.writer, "closed")
	})
}

// bytesIOBuf is what the memoryview of BytesIO.getbuffer() views: the
// BytesIO's live bytes.
type bytesIOBuf struct {
	rt.Head
	b *modBytesIO
}

// Trace implements Object.
func (b *bytesIOBuf) Trace(t *rt.Tracer) { t.Mark(b.b.Self()) }

// BufferFormat implements rt.Buffer.
func (b *bytesIOBuf) BufferFormat() (byte, int) { return 'B', 1 }

// BufferData implements rt.Buffer.
func (b *bytesIOBuf) BufferData() []byte { return b.b.buf }

// exported reports whether a view that getbuffer() returned is still
// unreleased (the BytesIO then refuses to change size).
func (b *modBytesIO) exported() bool {
	live := b.views[:0]
	for _, m := range b.views {
		if !m.Released {
			live = append(live, m)
		}
	}
	b.views = live
	return len(live) > 0
}

// checkExports raises CPython's BufferError while a view is exported.
func (b *modBytesIO) checkExports(vm *rt.VM) error {
	if b.exported() {
		return vm.NewError(rt.BufferErrorType, "Existing exports of data: object cannot be re-sized")
	}
	return nil
}

func initGetBuffer() {
	BytesIOType.AddMethod("getbuffer", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getbuffer", args[1:], 0, 0); err != nil {
			return rt.Unbound, err
		}
		o, err := modBIO(vm, args[0], true)
		if err != nil {
			return rt.Unbound, err
		}
		eb := &bytesIOBuf{b: o}
		eb.SetClass(bytesIOBufType)
		view, err := vm.Call(rt.MemoryViewType.Self(), []rt.Value{vm.Alloc(eb)}, nil)
		if err != nil {
			return rt.Unbound, err
		}
		if m, ok := vm.Get0(view).(*rt.MemoryView); ok {
			o.views = append(o.views, m)
		}
		return view, nil
	})
}

// modOpenCode is io.open_code(path): the file opened for reading in
// binary mode.
var modOpenCode = rt.StaticBuiltin("open_code", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := vm.BindArgs("open_code", args, kw, []string{"path"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	if _, ok := vm.StrOf(a[0]); !ok {
		return rt.Unbound, vm.TypeError("open_code() argument 'path' must be str, not %s", vm.TypeName(a[0]))
	}
	return vm.Call(Open, []rt.Value{a[0], vm.NewStr("rb")}, nil)
}, nil)

// ioBaseReadline is IOBase.readline(size=-1): bytes up to a newline, read
// through peek() when the stream has it, else one byte at a time.
func ioBaseReadline(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.Arity("readline", args[1:], 0, 1); err != nil {
		return rt.Unbound, err
	}
	limit := -1
	if len(args) == 2 && args[1] != rt.None {
		n, err := vm.IndexInt(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		limit = int(n)
	}
	self := args[0]
	_, hasPeek, err := vm.GetAttrOpt(self, "peek")
	if err != nil {
		return rt.Unbound, err
	}
	var res []byte
	for limit < 0 || len(res) < limit {
		n := 1
		if hasPeek {
			ahead, err := vm.CallMethod(self, "peek", rt.SmallInt(1))
			if err != nil {
				return rt.Unbound, err
			}
			b, ok := vm.Get0(ahead).(*rt.Bytes)
			if !ok {
				return rt.Unbound, vm.Errorf(rt.OSErrorType, "peek() should have returned a bytes object, not '%s'", vm.TypeName(ahead))
			}
			if len(b.B) > 0 {
				if n = bytes.IndexByte(b.B, '\n') + 1; n == 0 {
					n = len(b.B)
				}
				if limit >= 0 {
					n = min(n, limit-len(res))
				}
			}
		}
		chunk, err := vm.CallMethod(self, "read", rt.SmallInt(int64(n)))
		if err != nil {
			return rt.Unbound, err
		}
		b, ok := vm.Get0(chunk).(*rt.Bytes)
		if !ok {
			return rt.Unbound, vm.Errorf(rt.OSErrorType, "read() should have returned a bytes object, not '%s'", vm.TypeName(chunk))
		}
		if len(b.B) == 0 {
			break
		}
		res = append(res, b.B...)
		if res[len(res)-1] == '\n' {
			break
		}
	}
	return vm.NewBytes(res), nil
}

func init() {
	modIOBaseType.AddMethod("readline", ioBaseReadline)
	initNewlineDecoder()
	initRWPair()
	initGetBuffer()
}
