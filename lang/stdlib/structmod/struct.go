package structmod

import (
	"math"
	"math/big"

	"github.com/cpjit/cpjit/lang/internal/pynum"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The struct module (CPython's _struct): packing values into bytes by a
// format string.

var (
	// StructErrorType is struct.error.
	StructErrorType = func() *rt.Class {
		c := rt.NewExcClass("error", rt.ExceptionType)
		c.SetAttrStatic("__module__", rt.StaticStr("struct"))
		return c
	}()
	// StructType is struct.Struct.
	StructType           = rt.ModuleClass("_struct", "_struct.Struct", nil)
	modStructUnpackIterT = rt.ModuleClass("_struct", "_struct.unpack_iterator", nil)
)

// modStructItem is one code of a format with its repeat count.
type modStructItem struct {
	code   byte
	count  int // repeat count (string length for s and p)
	offset int
	size   int // size of one item
}

// modStructFmt is a parsed format.
type modStructFmt struct {
	format  string
	native  bool // '@': native sizes and alignment
	big     bool // big-endian
	items   []modStructItem
	size    int
	nvalues int
}

func modStructNativeSize(c byte) int {
	switch c {
	case 'x', 'c', 'b', 'B', '?', 's', 'p':
		return 1
	case 'h', 'H', 'e':
		return 2
	case 'i', 'I', 'f':
		return 4
	case 'l', 'L', 'q', 'Q', 'n', 'N', 'd', 'P':
		return 8
	}
	return 0
}

func modStructStdSize(c byte) int {
	switch c {
	case 'x', 'c', 'b', 'B', '?', 's', 'p':
		return 1
	case 'h', 'H', 'e':
		return 2
	case 'i', 'I', 'l', 'L', 'f':
		return 4
	case 'q', 'Q', 'd':
		return 8
	}
	return 0
}

func modStructErr(vm *rt.VM, format string, a ...any) error {
	return vm.Errorf(StructErrorType, format, a...)
}

// modParseStruct parses a format string (cached per VM).
func modParseStruct(vm *rt.VM, format string) (*modStructFmt, error) {
	cache, _ := vm.Ext["struct.cache"].(map[string]*modStructFmt)
	if cache == nil {
		cache = map[string]*modStructFmt{}
		vm.Ext["struct.cache"] = cache
	}
	if f, ok := cache[format]; ok {
		return f, nil
	}
	f := &modStructFmt{format: format, native: true, big: false}
	s := format
	if len(s) > 0 {
		switch s[0] {
		case '@':
			s = s[1:]
		case '=':
			f.native = false
			s = s[1:]
		case '<':
			f.native = false
			s = s[1:]
		case '>', '!':
			f.native = false
			f.big = true
			s = s[1:]
		}
	}
	off := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' {
			i++
			continue
		}
		count := 1
		if c >= '0' && c <= '9' {
			count = 0
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				if count > (1<<62)/10 {
					return nil, modStructErr(vm, "total struct size too long")
				}
				count = count*10 + int(s[i]-'0')
				i++
			}
			if i >= len(s) {
				return nil, modStructErr(vm, "repeat count given without format specifier")
			}
			c = s[i]
		}
		i++
		var size int
		if f.native {
			size = modStructNativeSize(c)
		} else {
			size = modStructStdSize(c)
		}
		if size == 0 {
			return nil, modStructErr(vm, "bad char in struct format")
		}
		if f.native && c != 's' && c != 'p' && c != 'x' && c != 'c' {
			if r := off % size; r != 0 {
				off += size - r
			}
		}
		switch c {
		case 's', 'p':
			f.items = append(f.items, modStructItem{code: c, count: count, offset: off, size: 1})
			off += count
			f.nvalues++
		case 'x':
			off += count
		default:
			for k := 0; k < count; k++ {
				f.items = append(f.items, modStructItem{code: c, count: 1, offset: off, size: size})
				off += size
				f.nvalues++
			}
		}
	}
	f.size = off
	if len(cache) < 1000 {
		cache[format] = f
	}
	return f, nil
}

// modStructFormatArg accepts a str or bytes format.
func modStructFormatArg(vm *rt.VM, v rt.Value) (string, error) {
	if s, ok := vm.StrOf(v); ok {
		return s, nil
	}
	if b, ok := vm.Get0(v).(*rt.Bytes); ok {
		return string(b.B), nil
	}
	return "", vm.TypeError("Struct() argument 1 must be a str or bytes object, not %s", vm.TypeName(v))
}

func modStructFmtOf(vm *rt.VM, v rt.Value) (*modStructFmt, error) {
	if s, ok := vm.Get0(v).(*modStructObj); ok {
		return s.f, nil
	}
	format, err := modStructFormatArg(vm, v)
	if err != nil {
		return nil, err
	}
	return modParseStruct(vm, format)
}

// smallIntBits is the bit pattern of n packed by an integer code of size
// bytes (at most 8), or ok false when n is outside the code's range.
func smallIntBits(n int64, c byte, size int) (uint64, bool) {
	bits := uint(size * 8)
	switch c {
	case 'b', 'h', 'i', 'l', 'q', 'n':
		if bits < 64 && (n < -(1<<(bits-1)) || n > 1<<(bits-1)-1) {
			return 0, false
		}
		return uint64(n), true
	}
	if n < 0 || bits < 64 && uint64(n) > 1<<bits-1 {
		return 0, false
	}
	return uint64(n), true
}

// modStructIntRange returns the bounds of an integer code.
func modStructIntRange(f *modStructFmt, c byte, size int) (lo, hi *big.Int, signed bool) {
	signed = c == 'b' || c == 'h' || c == 'i' || c == 'l' || c == 'q' || c == 'n'
	bits := uint(size * 8)
	if signed {
		lo = new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), bits-1))
		hi = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), bits-1), big.NewInt(1))
	} else {
		lo = big.NewInt(0)
		hi = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), bits), big.NewInt(1))
	}
	return
}

func (f *modStructFmt) put(buf []byte, v uint64, size int) {
	if f.big {
		for i := size - 1; i >= 0; i-- {
			buf[i] = byte(v)
			v >>= 8
		}
	} else {
		for i := 0; i < size; i++ {
			buf[i] = byte(v)
			v >>= 8
		}
	}
}

func (f *modStructFmt) get(buf []byte, size int) uint64 {
	var v uint64
	if f.big {
		for i := 0; i < size; i++ {
			v = v<<8 | uint64(buf[i])
		}
	} else {
		for i := size - 1; i >= 0; i-- {
			v = v<<8 | uint64(buf[i])
		}
	}
	return v
}

// modPackInto packs values into buf (len(buf) >= f.size).
func modPackInto(vm *rt.VM, f *modStructFmt, buf []byte, vals []rt.Value) error {
	if len(vals) != f.nvalues {
		return modStructErr(vm, "pack expected %d items for packing (got %d)", f.nvalues, len(vals))
	}
	for i, it := range f.items {
		v := vals[i]
		b := buf[it.offset:]
		switch it.code {
		case 'c':
			data, ok := vm.Get0(v).(*rt.Bytes)
			var bs []byte
			if ok {
				bs = data.B
			} else if ba, ok2 := vm.Get0(v).(*rt.ByteArray); ok2 {
				bs, ok = ba.B, true
			}
			if !ok || len(bs) != 1 {
				return modStructErr(vm, "char format requires a bytes object of length 1")
			}
			b[0] = bs[0]
		case 's', 'p':
			var bs []byte
			switch o := vm.Get0(v).(type) {
			case *rt.Bytes:
				bs = o.B
			case *rt.ByteArray:
				bs = o.B
			default:
				return modStructErr(vm, "argument for '%c' must be a bytes object", it.code)
			}
			n := it.count
			if it.code == 's' {
				k := copy(b[:n], bs)
				clear(b[k:n])
			} else {
				if n == 0 {
					continue
				}
				m := min(len(bs), n-1, 255)
				b[0] = byte(m)
				k := copy(b[1:n], bs[:m])
				clear(b[1+k : n])
			}
		case '?':
			t, err := vm.Truth(v)
			if err != nil {
				return err
			}
			if t {
				b[0] = 1
			} else {
				b[0] = 0
			}
		case 'e':
			x, err := modStructFloat(vm, v)
			if err != nil {
				return err
			}
			h, ok := pynum.FloatToHalf(x)
			if !ok {
				return vm.Errorf(rt.OverflowErrorType, "float too large to pack with e format")
			}
			f.put(b, uint64(h), 2)
		case 'f':
			x, err := modStructFloat(vm, v)
			if err != nil {
				return err
			}
			f.put(b, uint64(math.Float32bits(float32(x))), 4)
		case 'd':
			x, err := modStructFloat(vm, v)
			if err != nil {
				return err
			}
			f.put(b, math.Float64bits(x), 8)
		default:
			if v.IsSmallInt() && it.code != 'P' {
				// A small int needs no big.Int: check the range in 64 bits.
				if u, ok := smallIntBits(v.Int(), it.code, it.size); ok {
					f.put(b, u, it.size)
					continue
				}
			}
			n, err := modStructInt(vm, v)
			if err != nil {
				return err
			}
			if it.code == 'P' {
				if n.Sign() < 0 {
					n.Add(n, new(big.Int).Lsh(big.NewInt(1), 64))
				}
				if n.Sign() < 0 || n.BitLen() > 64 {
					return vm.Errorf(rt.OverflowErrorType, "int too large to convert")
				}
				f.put(b, n.Uint64(), 8)
				continue
			}
			lo, hi, signed := modStructIntRange(f, it.code, it.size)
			if n.Cmp(lo) < 0 || n.Cmp(hi) > 0 {
				return modStructErr(vm, "'%c' format requires %s <= number <= %s", it.code, lo.String(), hi.String())
			}
			var u uint64
			if signed {
				u = uint64(n.Int64())
			} else {
				u = n.Uint64()
			}
			f.put(b, u, it.size)
		}
	}
	return nil
}

func modStructInt(vm *rt.VM, v rt.Value) (*big.Int, error) {
	if b, ok := vm.BigOf(v); ok {
		return b, nil
	}
	if _, ok := vm.ClassOf(v).Lookup(vm, "__index__"); ok {
		return vm.IndexBig(v)
	}
	return nil, modStructErr(vm, "required argument is not an integer")
}

func modStructFloat(vm *rt.VM, v rt.Value) (float64, error) {
	if v.IsFloat() {
		return v.Float(), nil
	}
	if v.IsSmallInt() {
		return float64(v.Int()), nil
	}
	cls := vm.ClassOf(v)
	_, f1 := cls.Lookup(vm, "__float__")
	_, f2 := cls.Lookup(vm, "__index__")
	if !f1 && !f2 {
		return 0, modStructErr(vm, "required argument is not a float")
	}
	return vm.ToFloat(v)
}

// modUnpack decodes buf (len >= f.size) into values.
func modUnpack(vm *rt.VM, f *modStructFmt, buf []byte) rt.Value {
	out := make([]rt.Value, len(f.items))
	for i, it := range f.items {
		b := buf[it.offset:]
		switch it.code {
		case 'c':
			out[i] = vm.NewBytes([]byte{b[0]})
		case 's':
			out[i] = vm.NewBytes(append([]byte(nil), b[:it.count]...))
		case 'p':
			if it.count == 0 {
				out[i] = vm.NewBytes(nil)
				continue
			}
			n := min(int(b[0]), it.count-1)
			out[i] = vm.NewBytes(append([]byte(nil), b[1:1+n]...))
		case '?':
			out[i] = rt.Bool(b[0] != 0)
		case 'e':
			out[i] = rt.FloatValue(pynum.HalfToFloat(uint16(f.get(b, 2))))
		case 'f':
			out[i] = rt.FloatValue(float64(math.Float32frombits(uint32(f.get(b, 4)))))
		case 'd':
			out[i] = rt.FloatValue(math.Float64frombits(f.get(b, 8)))
		default:
			u := f.get(b, it.size)
			switch it.code {
			case 'b', 'h', 'i', 'l', 'q', 'n':
				shift := uint(64 - 8*it.size)
				out[i] = vm.NewInt(int64(u<<shift) >> shift)
			default:
				if u > 1<<63-1 {
					out[i] = vm.NewBigInt(new(big.Int).SetUint64(u))
				} else {
					out[i] = vm.NewInt(int64(u))
				}
			}
		}
	}
	return vm.NewTuple(out)
}

func modStructUnpack(vm *rt.VM, f *modStructFmt, v rt.Value) (rt.Value, error) {
	buf, err := vm.BufferOf(v)
	if err != nil {
		return rt.Unbound, err
	}
	if len(buf) != f.size {
		return rt.Unbound, modStructErr(vm, "unpack requires a buffer of %d bytes", f.size)
	}
	return modUnpack(vm, f, buf), nil
}

func modStructUnpackFrom(vm *rt.VM, f *modStructFmt, bufv, offv rt.Value) (rt.Value, error) {
	buf, err := vm.BufferOf(bufv)
	if err != nil {
		return rt.Unbound, err
	}
	off := int64(0)
	if offv != rt.Unbound {
		if off, err = vm.IndexInt(offv); err != nil {
			return rt.Unbound, err
		}
	}
	if off < 0 {
		if off+int64(len(buf)) < 0 {
			return rt.Unbound, modStructErr(vm, "offset %d out of range for %d-byte buffer", off, len(buf))
		}
		off += int64(len(buf))
	}
	if int64(len(buf))-off < int64(f.size) {
		if off > int64(len(buf)) {
			return rt.Unbound, modStructErr(vm, "offset %d out of range for %d-byte buffer", off, len(buf))
		}
		return rt.Unbound, modStructErr(vm, "unpack_from requires a buffer of at least %d bytes for unpacking %d bytes at offset %d (actual buffer size is %d)", int64(f.size)+off, f.size, off, len(buf))
	}
	return modUnpack(vm, f, buf[off:]), nil
}

func modStructPackInto(vm *rt.VM, f *modStructFmt, bufv, offv rt.Value, vals []rt.Value) error {
	var buf []byte
	switch o := vm.Get0(bufv).(type) {
	case *rt.ByteArray:
		buf = o.B
	case rt.Buffer:
		buf = o.BufferData()
	default:
		if _, ok := vm.Get0(bufv).(*rt.Bytes); ok {
			return vm.TypeError("argument must be read-write bytes-like object, not bytes")
		}
		return vm.TypeError("argument must be read-write bytes-like object, not %s", vm.TypeName(bufv))
	}
	off, err := vm.IndexInt(offv)
	if err != nil {
		return err
	}
	if len(vals) != f.nvalues {
		return modStructErr(vm, "pack_into expected %d items for packing (got %d)", f.nvalues, len(vals))
	}
	if off < 0 {
		if off+int64(len(buf)) < 0 {
			return modStructErr(vm, "offset %d out of range for %d-byte buffer", off, len(buf))
		}
		off += int64(len(buf))
	}
	if int64(len(buf))-off < int64(f.size) {
		if off > int64(len(buf)) {
			return modStructErr(vm, "offset %d out of range for %d-byte buffer", off, len(buf))
		}
		return modStructErr(vm, "pack_into requires a buffer of at least %d bytes for packing %d bytes at offset %d (actual buffer size is %d)", int64(f.size)+off, f.size, off, len(buf))
	}
	tmp := make([]byte, f.size)
	if err := modPackInto(vm, f, tmp, vals); err != nil {
		return err
	}
	copy(buf[off:], tmp)
	return nil
}

// modStructObj is a struct.Struct.
type modStructObj struct {
	rt.Head
	f      *modStructFmt
	format rt.Value
}

// Trace implements Object.
func (s *modStructObj) Trace(t *rt.Tracer) { t.Mark(s.format) }

// modUnpackIter is struct.iter_unpack's iterator.
type modUnpackIter struct {
	rt.Head
	f   *modStructFmt
	buf []byte
	pos int
}

// Trace implements Object.
func (*modUnpackIter) Trace(*rt.Tracer) {}

// Next implements Iterator.
func (u *modUnpackIter) Next(vm *rt.VM) (rt.Value, bool, error) {
	if u.pos+u.f.size > len(u.buf) {
		return rt.Unbound, false, nil
	}
	v := modUnpack(vm, u.f, u.buf[u.pos:])
	u.pos += u.f.size
	return v, true, nil
}

func modIterUnpack(vm *rt.VM, f *modStructFmt, bufv rt.Value) (rt.Value, error) {
	if f.size == 0 {
		return rt.Unbound, modStructErr(vm, "cannot iteratively unpack with a struct of length 0")
	}
	buf, err := vm.BufferOf(bufv)
	if err != nil {
		return rt.Unbound, err
	}
	if len(buf)%f.size != 0 {
		return rt.Unbound, modStructErr(vm, "iterative unpacking requires a buffer of a multiple of %d bytes", f.size)
	}
	u := &modUnpackIter{f: f, buf: append([]byte(nil), buf...)}
	u.SetClass(modStructUnpackIterT)
	return vm.Alloc(u), nil
}

func modStructPack(vm *rt.VM, f *modStructFmt, vals []rt.Value) (rt.Value, error) {
	buf := make([]byte, f.size)
	if err := modPackInto(vm, f, buf, vals); err != nil {
		return rt.Unbound, err
	}
	return vm.NewBytes(buf), nil
}

var modStructFuncs = rt.StaticFuncs("_struct", rt.ModuleFuncs{
	"pack": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("pack expected at least 1 argument, got 0")
		}
		f, err := modStructFmtOf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modStructPack(vm, f, args[1:])
	},
	"unpack": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("unpack", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		f, err := modStructFmtOf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modStructUnpack(vm, f, args[1])
	},
	"calcsize": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("calcsize", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		f, err := modStructFmtOf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return rt.SmallInt(int64(f.size)), nil
	},
	"unpack_from": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("unpack_from", args, kw, []string{"format", "buffer", "offset"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		f, err := modStructFmtOf(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modStructUnpackFrom(vm, f, a[1], a[2])
	},
	"pack_into": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) < 3 {
			return rt.Unbound, vm.TypeError("pack_into expected at least 3 arguments, got %d", len(args))
		}
		f, err := modStructFmtOf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, modStructPackInto(vm, f, args[1], args[2], args[3:])
	},
	"iter_unpack": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("iter_unpack", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		f, err := modStructFmtOf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modIterUnpack(vm, f, args[1])
	},
	"_clearcache": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		delete(vm.Ext, "struct.cache")
		return rt.None, nil
	},
})

func init() {
	rt.MakeIterType(modStructUnpackIterT)
	modStructUnpackIterT.AddMethod("__length_hint__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		u := vm.Get0(args[0]).(*modUnpackIter)
		return rt.SmallInt(int64((len(u.buf) - u.pos) / u.f.size)), nil
	})
	s := StructType
	s.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("Struct", args, kw, []string{"format"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		format, err := modStructFormatArg(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		f, err := modParseStruct(vm, format)
		if err != nil {
			return rt.Unbound, err
		}
		o := &modStructObj{f: f, format: vm.NewStr(format)}
		o.SetClass(cls)
		v := vm.Alloc(o)
		if cls != StructType {
			o.SetInstanceDict(vm.NewDictObj())
		}
		return v, nil
	}
	self := func(vm *rt.VM, v rt.Value) (*modStructObj, error) {
		o, ok := vm.Get0(v).(*modStructObj)
		if !ok {
			return nil, vm.TypeError("descriptor requires a '_struct.Struct' object but received '%s'", vm.TypeName(v))
		}
		return o, nil
	}
	s.AddMethod("pack", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modStructPack(vm, o.f, args[1:])
	})
	s.AddMethod("unpack", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("Struct.unpack() takes exactly one argument (%d given)", len(args)-1)
		}
		return modStructUnpack(vm, o.f, args[1])
	})
	s.AddMethod("unpack_from", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("unpack_from", args[1:], kw, []string{"buffer", "offset"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		return modStructUnpackFrom(vm, o.f, a[0], a[1])
	})
	s.AddMethod("pack_into", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) < 3 {
			return rt.Unbound, vm.TypeError("pack_into expected at least 2 arguments, got %d", len(args)-1)
		}
		return rt.None, modStructPackInto(vm, o.f, args[1], args[2], args[3:])
	})
	s.AddMethod("iter_unpack", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("Struct.iter_unpack() takes exactly one argument (%d given)", len(args)-1)
		}
		return modIterUnpack(vm, o.f, args[1])
	})
	s.AddGetter("size", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		o, err := self(vm, v)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.SmallInt(int64(o.f.size)), nil
	})
	s.AddGetter("format", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		o, err := self(vm, v)
		if err != nil {
			return rt.Unbound, err
		}
		return o.format, nil
	})
	s.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		r, err := vm.Repr(o.format)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr("Struct(" + r + ")"), nil
	})

	create := func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("struct")
		rt.FillModule(vm, m, modStructFuncs)
		m.InstanceDict().SetStr(vm, "Struct", StructType.Self())
		m.InstanceDict().SetStr(vm, "error", StructErrorType.Self())
		return m, nil
	}
	register("struct", create)
	register("_struct", create)
}
