package zlib

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

var (
	// ErrorType is zlib.error.
	ErrorType = func() *rt.Class {
		c := rt.NewExcClass("error", rt.ExceptionType)
		c.SetAttrStatic("__module__", rt.StaticStr("zlib"))
		return c
	}()
	// CompressType and DecompressType are the types of compressobj() and
	// decompressobj().
	CompressType   = rt.ModuleClass("zlib", "zlib.Compress", nil)
	DecompressType = rt.ModuleClass("zlib", "zlib.Decompress", nil)
)

const (
	zNoFlush      = 0
	zPartialFlush = 1
	zSyncFlush    = 2
	zFullFlush    = 3
	zFinish       = 4
	zBlock        = 5
	zTrees        = 6
	zHuffmanOnly  = 2
	zFixed        = 4
)

func zerr(vm *rt.VM, code int, while, msg string) error {
	if msg == "" {
		return vm.Errorf(ErrorType, "Error %d while %s", code, while)
	}
	return vm.Errorf(ErrorType, "Error %d while %s: %s", code, while, msg)
}

func inflateErr(vm *rt.VM, err error) error {
	e := err.(*inflateError)
	return zerr(vm, e.code, "decompressing data", e.msg)
}

// deflateFormat checks compression's wbits as zlib's deflateInit2 does and
// returns the format and window bits.
func deflateFormat(wbits int64) (format, w int, ok bool) {
	switch {
	case wbits >= -15 && wbits <= -9:
		return fmtRaw, int(-wbits), true
	case wbits >= 8 && wbits <= 15:
		return fmtZlib, max(int(wbits), 9), true
	case wbits >= 25 && wbits <= 31:
		return fmtGzip, int(wbits - 16), true
	}
	return 0, 0, false
}

// inflateFormat checks decompression's wbits as inflateInit2 does.
func inflateFormat(wbits int64) (format, w int, ok bool) {
	switch {
	case wbits == 0:
		return fmtZlib, 0, true
	case wbits >= -15 && wbits <= -8:
		return fmtRaw, int(-wbits), true
	case wbits >= 8 && wbits <= 15:
		return fmtZlib, int(wbits), true
	case wbits >= 24 && wbits <= 31:
		return fmtGzip, int(wbits - 16), true
	case wbits >= 40 && wbits <= 47:
		return fmtAuto, int(wbits - 32), true
	}
	return 0, 0, false
}

// deflater is a compression stream.
type deflater struct {
	z        *deflateState
	buf      bytes.Buffer
	format   int
	sum      uint32
	total    uint32
	finished bool
}

func newDeflater(level, format, wbits, memLevel, strategy int, dict []byte) *deflater {
	d := &deflater{format: format}
	if level == -1 {
		level = 6
	}
	switch format {
	case fmtZlib:
		d.sum = 1
		var lf uint16
		switch {
		case strategy >= zHuffmanOnly || level < 2:
			lf = 0
		case level < 6:
			lf = 1
		case level == 6:
			lf = 2
		default:
			lf = 3
		}
		h := uint16(wbits-8)<<12 | 8<<8 | lf<<6
		if dict != nil {
			h |= 0x20
		}
		h += 31 - h%31
		d.buf.Write([]byte{byte(h >> 8), byte(h)})
		if dict != nil {
			binary.Write(&d.buf, binary.BigEndian, adler32Update(1, dict))
		}
	case fmtGzip:
		xfl := byte(0)
		if level == 9 {
			xfl = 2
		} else if strategy >= zHuffmanOnly || level < 2 {
			xfl = 4
		}
		d.buf.Write([]byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, xfl, 3})
	}
	d.z = newDeflateState(level, wbits, memLevel, strategy)
	d.z.stored.headerN = d.buf.Len()
	if dict != nil {
		d.z.setDictionary(dict)
	}
	return d
}

// compressAll is zlib.compress: one call that takes all of data and
// finishes the stream.
func (d *deflater) compressAll(data []byte) {
	d.account(data)
	d.z.input = append(d.z.input, data...)
	d.finish()
}

// flush ends the data so far with a flush of the given mode (not
// Z_FINISH).
func (d *deflater) flush(mode int) {
	d.buf.Write(d.z.flush(mode))
}

func (d *deflater) write(p []byte) {
	d.buf.Write(d.z.write(p))
	d.account(p)
}

// account adds p to the stream's checksum and length.
func (d *deflater) account(p []byte) {
	switch d.format {
	case fmtZlib:
		d.sum = adler32Update(d.sum, p)
	case fmtGzip:
		d.sum = crc32.Update(d.sum, crc32.IEEETable, p)
	}
	d.total += uint32(len(p))
}

func (d *deflater) finish() {
	d.buf.Write(d.z.flush(zFinish))
	switch d.format {
	case fmtZlib:
		binary.Write(&d.buf, binary.BigEndian, d.sum)
	case fmtGzip:
		binary.Write(&d.buf, binary.LittleEndian, d.sum)
		binary.Write(&d.buf, binary.LittleEndian, d.total)
	}
	d.finished = true
}

func (d *deflater) take() []byte {
	out := append([]byte(nil), d.buf.Bytes()...)
	d.buf.Reset()
	return out
}

type compressObj struct {
	rt.Head
	d *deflater
}

func (*compressObj) Trace(*rt.Tracer) {}

type decompressObj struct {
	rt.Head
	f              *inflater
	pending        []byte // input the inflater has taken but not decoded
	unusedData     []byte
	unconsumedTail []byte
	eof            bool
	format, wbits  int
	dict           []byte
}

func (*decompressObj) Trace(*rt.Tracer) {}

func intOr(vm *rt.VM, v rt.Value, def int64) (int64, error) {
	if v == rt.Unbound {
		return def, nil
	}
	return vm.IndexInt(v)
}

func checksum(name string, adler bool) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs(name, kw); err != nil {
			return rt.Unbound, err
		}
		if len(args) < 1 || len(args) > 2 {
			return rt.Unbound, vm.TypeError("%s expected at least 1 argument, got %d", name, len(args))
		}
		data, err := vm.BufferOf(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		start := uint32(0)
		if adler {
			start = 1
		}
		if len(args) == 2 {
			if !vm.IsInt(args[1]) {
				return rt.Unbound, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(args[1]))
			}
			b, err := vm.IndexBig(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			w := b.Bits()
			var low uint64
			if len(w) > 0 {
				low = uint64(w[0])
			}
			if b.Sign() < 0 {
				low = -low
			}
			start = uint32(low)
		}
		if adler {
			return vm.NewInt(int64(adler32Update(start, data))), nil
		}
		return vm.NewInt(int64(crc32.Update(start, crc32.IEEETable, data))), nil
	}
}

var funcs = rt.StaticFuncs("zlib", rt.ModuleFuncs{
	"adler32": checksum("adler32", true),
	"crc32":   checksum("crc32", false),
	"compress": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) > 3 {
			return rt.Unbound, vm.TypeError("compress() takes at most 3 arguments (%d given)", len(args))
		}
		a, err := vm.BindArgs("compress", args, kw, []string{"", "level", "wbits"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		data, err := vm.BufferOf(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		level, err := intOr(vm, a[1], -1)
		if err != nil {
			return rt.Unbound, err
		}
		wbits, err := intOr(vm, a[2], 15)
		if err != nil {
			return rt.Unbound, err
		}
		format, w, ok := deflateFormat(wbits)
		if !ok || level < -1 || level > 9 {
			return rt.Unbound, vm.NewError(ErrorType, "Bad compression level")
		}
		d := newDeflater(int(level), format, w, 8, 0, nil)
		d.compressAll(data)
		return vm.NewBytes(d.take()), nil
	},
	"decompress": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) > 3 {
			return rt.Unbound, vm.TypeError("decompress() takes at most 3 arguments (%d given)", len(args))
		}
		a, err := vm.BindArgs("decompress", args, kw, []string{"", "wbits", "bufsize"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		data, err := vm.BufferOf(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		wbits, err := intOr(vm, a[1], 15)
		if err != nil {
			return rt.Unbound, err
		}
		bufsize, err := intOr(vm, a[2], 16384)
		if err != nil {
			return rt.Unbound, err
		}
		if bufsize < 0 {
			return rt.Unbound, vm.ValueError("bufsize must be non-negative")
		}
		format, w, ok := inflateFormat(wbits)
		if !ok {
			return rt.Unbound, zerr(vm, -2, "preparing to decompress data", "inconsistent stream state")
		}
		f := newInflater(format, w, nil)
		f.in = data
		f.oneShot = true
		f.hist = make([]byte, 0, min(4*len(data)+64, 1<<26))
		out, err := f.run(-1)
		if err == errNeedDict {
			return rt.Unbound, zerr(vm, 2, "decompressing data", "")
		}
		if err != nil {
			return rt.Unbound, inflateErr(vm, err)
		}
		if f.stage != stDone {
			return rt.Unbound, inflateErr(vm, errNeedInput)
		}
		return vm.NewBytes(out), nil
	},
	"compressobj": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("compressobj", args, kw, []string{"level", "method", "wbits", "memLevel", "strategy", "zdict"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		var n [5]int64
		for i, def := range []int64{-1, 8, 15, 8, 0} {
			if n[i], err = intOr(vm, a[i], def); err != nil {
				return rt.Unbound, err
			}
		}
		format, w, ok := deflateFormat(n[2])
		if !ok || n[0] < -1 || n[0] > 9 || n[1] != 8 || n[3] < 1 || n[3] > 9 || n[4] < 0 || n[4] > zFixed {
			return rt.Unbound, vm.ValueError("Invalid initialization option")
		}
		var dict []byte
		if a[5] != rt.Unbound {
			if dict, err = vm.BufferOf(a[5]); err != nil {
				return rt.Unbound, err
			}
			dict = append([]byte(nil), dict...)
		}
		o := &compressObj{d: newDeflater(int(n[0]), format, w, int(n[3]), int(n[4]), dict)}
		o.SetClass(CompressType)
		return vm.Alloc(o), nil
	},
	"decompressobj": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("decompressobj", args, kw, []string{"wbits", "zdict"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		wbits, err := intOr(vm, a[0], 15)
		if err != nil {
			return rt.Unbound, err
		}
		format, w, ok := inflateFormat(wbits)
		if !ok {
			return rt.Unbound, vm.ValueError("Invalid initialization option")
		}
		var dict []byte
		if a[1] != rt.Unbound {
			if dict, err = vm.BufferOf(a[1]); err != nil {
				return rt.Unbound, vm.TypeError("zdict argument must support the buffer protocol")
			}
			dict = append([]byte(nil), dict...)
		}
		o := &decompressObj{f: newInflater(format, w, dict), format: format, wbits: w, dict: dict}
		o.SetClass(DecompressType)
		return vm.Alloc(o), nil
	},
})

func compSelf(vm *rt.VM, v rt.Value) (*compressObj, error) {
	o, ok := vm.Get0(v).(*compressObj)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'zlib.Compress' object but received '%s'", vm.TypeName(v))
	}
	return o, nil
}

func decSelf(vm *rt.VM, v rt.Value) (*decompressObj, error) {
	o, ok := vm.Get0(v).(*decompressObj)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'zlib.Decompress' object but received '%s'", vm.TypeName(v))
	}
	return o, nil
}

// feed decodes data (after what the inflater kept) producing at most
// limit bytes (limit <= 0: all).
func (o *decompressObj) feed(vm *rt.VM, data []byte, limit int) ([]byte, error) {
	if o.eof {
		o.unusedData = append(o.unusedData, data...)
		return nil, nil
	}
	f := o.f
	f.in = append(o.pending, data...)
	f.pos = 0
	lim := -1
	if limit > 0 {
		lim = limit
	}
	out, err := f.run(lim)
	o.unconsumedTail = nil
	o.pending = nil
	switch {
	case err == errNeedInput:
		o.pending = append([]byte(nil), f.in[f.pos:]...)
	case err == errNeedDict:
		return nil, zerr(vm, 2, "decompressing data", "")
	case err != nil:
		return nil, inflateErr(vm, err)
	case f.stage == stDone:
		o.eof = true
		o.unusedData = append(o.unusedData, f.rest()...)
	default:
		// stopped at the output limit
		o.unconsumedTail = append([]byte(nil), f.in[f.pos:]...)
	}
	f.in = nil
	return out, nil
}

func init() {
	CompressType.AddMethod("compress", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := compSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("compress() takes exactly one argument (%d given)", len(args)-1)
		}
		data, err := vm.BufferOf(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		if o.d.finished {
			return rt.Unbound, zerr(vm, -2, "compressing data", "inconsistent stream state")
		}
		o.d.write(data)
		return vm.NewBytes(o.d.take()), nil
	})
	CompressType.AddMethod("flush", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := compSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("flush", args[1:], kw, []string{"mode"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		mode, err := intOr(vm, a[0], zFinish)
		if err != nil {
			return rt.Unbound, err
		}
		if mode == zNoFlush {
			return vm.NewBytes(nil), nil
		}
		if o.d.finished || mode < 0 || mode > zTrees {
			return rt.Unbound, zerr(vm, -2, "flushing", "inconsistent stream state")
		}
		if mode == zFinish {
			o.d.finish()
		} else {
			o.d.flush(int(mode))
		}
		return vm.NewBytes(o.d.take()), nil
	})
	DecompressType.AddMethod("decompress", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := decSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("decompress", args[1:], kw, []string{"", "max_length"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		data, err := vm.BufferOf(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		maxLen, err := intOr(vm, a[1], 0)
		if err != nil {
			return rt.Unbound, err
		}
		if maxLen < 0 {
			return rt.Unbound, vm.ValueError("max_length must be non-negative")
		}
		out, err := o.feed(vm, data, int(min(maxLen, 1<<40)))
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewBytes(out), nil
	})
	DecompressType.AddMethod("flush", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := decSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("flush", args[1:], kw, []string{"length"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		n, err := intOr(vm, a[0], 16384)
		if err != nil {
			return rt.Unbound, err
		}
		if n <= 0 {
			return rt.Unbound, vm.ValueError("length must be greater than zero")
		}
		if o.f.stage == stBad {
			// zlib's flush reports nothing more on a broken stream
			return vm.NewBytes(nil), nil
		}
		tail := o.unconsumedTail
		o.unconsumedTail = nil
		out, err := o.feed(vm, tail, 0)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewBytes(out), nil
	})
	compCopy := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := compSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if o.d.finished {
			return rt.Unbound, vm.ValueError("Inconsistent stream state")
		}
		d := *o.d
		d.z = o.d.z.clone()
		d.buf = bytes.Buffer{}
		d.buf.Write(o.d.buf.Bytes())
		c := &compressObj{d: &d}
		c.SetClass(CompressType)
		return vm.Alloc(c), nil
	}
	CompressType.AddMethod("copy", compCopy)
	CompressType.AddMethod("__copy__", compCopy)
	CompressType.AddMethod("__deepcopy__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("__deepcopy__() takes exactly one argument (%d given)", len(args)-1)
		}
		return compCopy(vm, args[:1], nil)
	})
	decCopy := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := decSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		c := &decompressObj{f: o.f.clone(), pending: append([]byte(nil), o.pending...),
			unusedData: append([]byte(nil), o.unusedData...), unconsumedTail: append([]byte(nil), o.unconsumedTail...),
			eof: o.eof, format: o.format, wbits: o.wbits, dict: o.dict}
		c.SetClass(DecompressType)
		return vm.Alloc(c), nil
	}
	DecompressType.AddMethod("copy", decCopy)
	DecompressType.AddMethod("__copy__", decCopy)
	DecompressType.AddMethod("__deepcopy__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("__deepcopy__() takes exactly one argument (%d given)", len(args)-1)
		}
		return decCopy(vm, args[:1], nil)
	})
	bytesGetter := func(f func(o *decompressObj) []byte) func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		return func(vm *rt.VM, v rt.Value) (rt.Value, error) {
			o, err := decSelf(vm, v)
			if err != nil {
				return rt.Unbound, err
			}
			return vm.NewBytes(f(o)), nil
		}
	}
	DecompressType.AddGetter("unused_data", bytesGetter(func(o *decompressObj) []byte { return o.unusedData }))
	DecompressType.AddGetter("unconsumed_tail", bytesGetter(func(o *decompressObj) []byte { return o.unconsumedTail }))
	DecompressType.AddGetter("eof", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		o, err := decSelf(vm, v)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(o.eof), nil
	})

	consts := map[string]int64{
		"DEFLATED": 8, "DEF_BUF_SIZE": 16384, "DEF_MEM_LEVEL": 8, "MAX_WBITS": 15,
		"Z_BEST_COMPRESSION": 9, "Z_BEST_SPEED": 1, "Z_BLOCK": zBlock, "Z_DEFAULT_COMPRESSION": -1,
		"Z_DEFAULT_STRATEGY": 0, "Z_FILTERED": 1, "Z_FINISH": zFinish, "Z_FIXED": zFixed,
		"Z_FULL_FLUSH": zFullFlush, "Z_HUFFMAN_ONLY": zHuffmanOnly, "Z_NO_COMPRESSION": 0,
		"Z_NO_FLUSH": zNoFlush, "Z_PARTIAL_FLUSH": zPartialFlush, "Z_RLE": 3, "Z_SYNC_FLUSH": zSyncFlush,
		"Z_TREES": zTrees,
	}
	register("zlib", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("zlib")
		rt.FillModule(vm, m, funcs)
		d := m.InstanceDict()
		for k, v := range consts {
			d.SetStr(vm, k, rt.SmallInt(v))
		}
		d.SetStr(vm, "ZLIB_VERSION", vm.NewStr("1.2.13"))
		d.SetStr(vm, "ZLIB_RUNTIME_VERSION", vm.NewStr("1.2.13"))
		d.SetStr(vm, "error", ErrorType.Self())
		return m, nil
	})
}
