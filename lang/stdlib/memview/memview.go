// Package memview gives the builtin memoryview type its methods: item and
// slice access and assignment over one-dimensional views of bytes,
// bytearray and array.array (with the array's item format, steps
// included), tolist/tobytes/hex, casts (nd.go), release and the context
// manager, and comparison with other buffers. The object itself and the
// buffer protocol under it (which objects export which bytes) are the
// runtime's (lang/runtime/str_memoryview.go); this package only reads and
// writes through them.
package memview

import (
	"encoding/binary"
	"math"
	"math/big"
	"slices"

	"github.com/cpjit/cpjit/lang/internal/pynum"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// hasIndex reports whether a heap object's class defines __index__.
func hasIndex(vm *rt.VM, v rt.Value) bool {
	if !v.IsHandle() {
		return false
	}
	_, ok := vm.ClassOf(v).Lookup(vm, "__index__")
	return ok
}

// unpack decodes one item.
func unpack(vm *rt.VM, format byte, b []byte) (rt.Value, error) {
	if b == nil {
		return rt.Unbound, vm.IndexError("index out of bounds on dimension 1")
	}
	le := binary.LittleEndian
	switch format {
	case 'B', 'c':
		if format == 'c' {
			return vm.NewBytes([]byte{b[0]}), nil
		}
		return rt.SmallInt(int64(b[0])), nil
	case 'b':
		return rt.SmallInt(int64(int8(b[0]))), nil
	case '?':
		return rt.Bool(b[0] != 0), nil
	case 'e':
		return rt.FloatValue(pynum.HalfToFloat(le.Uint16(b))), nil
	case 'h':
		return rt.SmallInt(int64(int16(le.Uint16(b)))), nil
	case 'H':
		return rt.SmallInt(int64(le.Uint16(b))), nil
	case 'i':
		return rt.SmallInt(int64(int32(le.Uint32(b)))), nil
	case 'I':
		return rt.SmallInt(int64(le.Uint32(b))), nil
	case 'l', 'q', 'n':
		return vm.NewInt(int64(le.Uint64(b))), nil
	case 'L', 'Q', 'N', 'P':
		u := le.Uint64(b)
		if u <= math.MaxInt64 {
			return vm.NewInt(int64(u)), nil
		}
		return vm.NewBigInt(new(big.Int).SetUint64(u)), nil
	case 'f':
		return rt.FloatValue(float64(math.Float32frombits(le.Uint32(b)))), nil
	case 'd':
		return rt.FloatValue(math.Float64frombits(le.Uint64(b))), nil
	}
	return rt.Unbound, vm.Errorf(rt.NotImplementedErrorType, "memoryview: format %c not supported", format)
}

// pack encodes v into one item.
func pack(vm *rt.VM, format byte, v rt.Value, out []byte) error {
	le := binary.LittleEndian
	invalidType := func() error {
		return vm.TypeError("memoryview: invalid type for format '%c'", format)
	}
	invalidValue := func() error {
		return vm.ValueError("memoryview: invalid value for format '%c'", format)
	}
	switch format {
	case '?':
		t, err := vm.Truth(v)
		if err != nil {
			return err
		}
		out[0] = 0
		if t {
			out[0] = 1
		}
		return nil
	case 'f', 'd', 'e':
		if !v.IsFloat() && !v.IsSmallInt() && !v.IsBool() {
			if _, ok := vm.ToBigInt(v); !ok {
				if _, isF := vm.Get0(v).(*rt.Float); !isF {
					return invalidType()
				}
			}
		}
		f, err := vm.ToFloat(v)
		if err != nil {
			return err
		}
		if format == 'e' {
			h, ok := pynum.FloatToHalf(f)
			if !ok {
				return invalidValue()
			}
			le.PutUint16(out, h)
		} else if format == 'f' {
			le.PutUint32(out, math.Float32bits(float32(f)))
		} else {
			le.PutUint64(out, math.Float64bits(f))
		}
		return nil
	case 'c':
		b, ok := vm.BytesLike(v)
		if !ok || len(b) != 1 {
			return invalidValue()
		}
		out[0] = b[0]
		return nil
	}
	if v.IsFloat() || !v.IsSmallInt() && !v.IsBool() && !isIndex(vm, v) {
		return invalidType()
	}
	iv, err := vm.IndexValue(v)
	if err != nil {
		return invalidType()
	}
	bi, _ := vm.ToBigInt(iv)
	var lo, hi int64
	unsigned := false
	switch format {
	case 'B':
		lo, hi = 0, math.MaxUint8
	case 'b':
		lo, hi = math.MinInt8, math.MaxInt8
	case 'h':
		lo, hi = math.MinInt16, math.MaxInt16
	case 'H':
		lo, hi = 0, math.MaxUint16
	case 'i':
		lo, hi = math.MinInt32, math.MaxInt32
	case 'I':
		lo, hi = 0, math.MaxUint32
	case 'l', 'q', 'n':
		lo, hi = math.MinInt64, math.MaxInt64
	case 'L', 'Q', 'N':
		unsigned = true
	case 'P':
		// A pointer takes any int of 64 bits, either sign.
		if bi == nil || bi.BitLen() > 64 || bi.Sign() < 0 && !bi.IsInt64() {
			return invalidValue()
		}
		if bi.Sign() < 0 {
			le.PutUint64(out, uint64(bi.Int64()))
		} else {
			le.PutUint64(out, bi.Uint64())
		}
		return nil
	default:
		return vm.Errorf(rt.NotImplementedErrorType, "memoryview: format %c not supported", format)
	}
	var u uint64
	if unsigned {
		if bi == nil || bi.Sign() < 0 || !bi.IsUint64() {
			return invalidValue()
		}
		u = bi.Uint64()
	} else {
		if bi == nil || !bi.IsInt64() || bi.Int64() < lo || bi.Int64() > hi {
			return invalidValue()
		}
		u = uint64(bi.Int64())
	}
	switch len(out) {
	case 1:
		out[0] = byte(u)
	case 2:
		le.PutUint16(out, uint16(u))
	case 4:
		le.PutUint32(out, uint32(u))
	default:
		le.PutUint64(out, u)
	}
	return nil
}

func newView(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := vm.BindArgs("memoryview", args, kw, []string{"object"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	v := a[0]
	m := &rt.MemoryView{Step: 1}
	if o, ok := vm.Get0(v).(*rt.MemoryView); ok {
		if o.Released {
			return rt.Unbound, vm.ValueError("operation forbidden on released memoryview object")
		}
		*m = *o
		m.Head = rt.Head{}
	} else {
		f, size, ro, ok := vm.BufferExporter(v)
		if !ok {
			return rt.Unbound, vm.TypeError("memoryview: a bytes-like object is required, not '%s'", vm.TypeName(v))
		}
		m.Obj, m.Format, m.ItemSize, m.ReadOnly = v, f, size, ro
		m.N = len(vm.ViewData(m)) / size
	}
	m.SetClass(rt.MemoryViewType)
	return vm.Alloc(m), nil
}

func selfOf(vm *rt.VM, args []rt.Value, name string) (*rt.MemoryView, error) {
	if len(args) > 0 {
		if m, ok := vm.Get0(args[0]).(*rt.MemoryView); ok {
			if m.Released {
				return nil, vm.ValueError("operation forbidden on released memoryview object")
			}
			return m, nil
		}
		return nil, vm.TypeError("descriptor '%s' for 'memoryview' objects doesn't apply to a '%s' object", name, vm.TypeName(args[0]))
	}
	return nil, vm.TypeError("unbound method memoryview.%s() needs an argument", name)
}

func method(name string, minN, maxN int, f func(vm *rt.VM, m *rt.MemoryView, args []rt.Value) (rt.Value, error)) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.PosArgs("memoryview."+name, name, args, kw, minN, maxN); err != nil {
			return rt.Unbound, err
		}
		m, err := selfOf(vm, args, name)
		if err != nil {
			return rt.Unbound, err
		}
		return f(vm, m, args[1:])
	}
}

// index converts an item index of the view.
func index(vm *rt.VM, m *rt.MemoryView, k rt.Value) (int, error) {
	i64, err := vm.IndexSsize(k, rt.IndexErrorType)
	if err != nil {
		return 0, err
	}
	i := int(i64)
	if i < 0 {
		i += m.N
	}
	if i < 0 || i >= m.N {
		return 0, vm.IndexError("index out of bounds on dimension 1")
	}
	return i, nil
}

func isIndex(vm *rt.VM, k rt.Value) bool {
	return k.IsSmallInt() || k.IsBool() || vm.ClassOf(k).IsSubclass(rt.IntType) || hasIndex(vm, k)
}

// sub returns the view of items start, start+step, ... (n of them).
func sub(vm *rt.VM, m *rt.MemoryView, start, step, n int) *rt.MemoryView {
	nm := &rt.MemoryView{Obj: m.Obj, Format: m.Format, At: m.At, ItemSize: m.ItemSize, Off: m.Off, Dims: m.Dims,
		Start: m.Start + start*m.Step, N: n, Step: m.Step * step, ReadOnly: m.ReadOnly}
	if n <= 0 {
		nm.N, nm.Start, nm.Step = 0, 0, nm.RowLen()
	}
	nm.SetClass(rt.MemoryViewType)
	return nm
}

func getItem(vm *rt.VM, m *rt.MemoryView, args []rt.Value) (rt.Value, error) {
	k := args[0]
	if r, handled, err := getND(vm, m, k); handled {
		return r, err
	}
	if sl, ok := vm.Get0(k).(*rt.Slice); ok {
		start, _, step, n, err := vm.SliceIndices(sl, m.N)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.Alloc(sub(vm, m, start, step, n)), nil
	}
	if !isIndex(vm, k) {
		return rt.Unbound, vm.TypeError("memoryview: invalid slice key")
	}
	i, err := index(vm, m, k)
	if err != nil {
		return rt.Unbound, err
	}
	return unpack(vm, m.Format, vm.ViewItem(m, vm.ViewData(m), i))
}

func setItem(vm *rt.VM, m *rt.MemoryView, args []rt.Value) (rt.Value, error) {
	if m.ReadOnly {
		return rt.Unbound, vm.TypeError("cannot modify read-only memory")
	}
	k, v := args[0], args[1]
	if handled, err := setND(vm, m, k, v); handled {
		return rt.None, err
	}
	d := vm.ViewData(m)
	if sl, ok := vm.Get0(k).(*rt.Slice); ok {
		start, _, step, n, err := vm.SliceIndices(sl, m.N)
		if err != nil {
			return rt.Unbound, err
		}
		dst := sub(vm, m, start, step, n)
		var src []byte
		srcFormat, srcN := byte('B'), 0
		if sm, ok := vm.Get0(v).(*rt.MemoryView); ok {
			if sm.Released {
				return rt.Unbound, vm.ValueError("operation forbidden on released memoryview object")
			}
			src, srcFormat, srcN = vm.ViewBytes(sm), sm.Format, sm.N
		} else if f, size, _, ok := vm.BufferExporter(v); ok {
			src = vm.ViewData(&rt.MemoryView{Obj: v})
			srcFormat, srcN = f, len(src)/size
		} else {
			return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(v))
		}
		if srcFormat != m.Format || srcN != dst.N {
			return rt.Unbound, vm.ValueError("memoryview assignment: lvalue and rvalue have different structures")
		}
		src = append([]byte(nil), src...) // the source may overlap the target
		for k := 0; k < dst.N; k++ {
			if item := vm.ViewItem(dst, d, k); item != nil {
				copy(item, src[k*m.ItemSize:])
			}
		}
		return rt.None, nil
	}
	if !isIndex(vm, k) {
		return rt.Unbound, vm.TypeError("memoryview: invalid slice key")
	}
	i, err := index(vm, m, k)
	if err != nil {
		return rt.Unbound, err
	}
	buf := make([]byte, m.ItemSize)
	if err := pack(vm, m.Format, v, buf); err != nil {
		return rt.Unbound, err
	}
	if item := vm.ViewItem(m, d, i); item != nil {
		copy(item, buf)
	}
	return rt.None, nil
}

// list decodes every item.
func list(vm *rt.VM, m *rt.MemoryView) ([]rt.Value, error) {
	d := vm.ViewData(m)
	row := m.RowLen()
	out := make([]rt.Value, 0, m.N*row)
	for k := 0; k < m.N; k++ {
		for j := 0; j < row; j++ {
			v, err := unpack(vm, m.Format, elem(m, d, m.Start+k*m.Step+j))
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
	}
	return out, nil
}

// itemsOf returns the items of a memoryview or buffer for comparison,
// and its shape.
func itemsOf(vm *rt.VM, v rt.Value) ([]rt.Value, []int, bool, error) {
	if m, ok := vm.Get0(v).(*rt.MemoryView); ok {
		if m.Released {
			return nil, nil, false, nil
		}
		items, err := list(vm, m)
		return items, shapeOf(m), true, err
	}
	f, size, _, ok := vm.BufferExporter(v)
	if !ok {
		return nil, nil, false, nil
	}
	tmp := &rt.MemoryView{Obj: v, Format: f, ItemSize: size, Step: 1}
	tmp.N = len(vm.ViewData(tmp)) / size
	items, err := list(vm, tmp)
	return items, shapeOf(tmp), true, err
}

func eq(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 2 {
		return rt.Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	m, ok := vm.Get0(args[0]).(*rt.MemoryView)
	if !ok {
		return rt.NotImplemented, nil
	}
	if args[0] == args[1] {
		return rt.True, nil
	}
	if m.Released {
		return rt.False, nil
	}
	if o, ok := vm.Get0(args[1]).(*rt.MemoryView); ok && o.Released {
		return rt.False, nil
	}
	if m.Format == 'B' && ndim(m) == 1 {
		if b, ok := vm.Get0(args[1]).(*rt.Bytes); ok {
			return rt.Bool(string(vm.ViewBytes(m)) == string(b.B)), nil
		}
	}
	other, shape, ok, err := itemsOf(vm, args[1])
	if err != nil || !ok {
		return rt.NotImplemented, err
	}
	if !slices.Equal(shape, shapeOf(m)) {
		return rt.False, nil
	}
	mine, err := list(vm, m)
	if err != nil {
		return rt.Unbound, err
	}
	if len(mine) != len(other) {
		return rt.False, nil
	}
	for i := range mine {
		eq, err := vm.Eq(mine[i], other[i])
		if err != nil || !eq {
			return rt.False, err
		}
	}
	return rt.True, nil
}

func ne(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	r, err := eq(vm, args, kw)
	if err != nil || r == rt.NotImplemented {
		return r, err
	}
	return rt.Bool(r == rt.False), nil
}

func init() {
	rt.MemoryViewType.New = newView
	rt.MemoryViewType.AddMethod("__new__", rt.NewMethodFor(rt.MemoryViewType))
	rt.MemoryViewType.Final = true
	rt.MemoryViewType.AddHashMethod(func(vm *rt.VM, v rt.Value) (int64, error) {
		m, err := selfOf(vm, []rt.Value{v}, "__hash__")
		if err != nil {
			return 0, err
		}
		if !m.ReadOnly {
			return 0, vm.ValueError("cannot hash writable memoryview object")
		}
		if !isByteFormat(m.Format) {
			return 0, vm.ValueError("memoryview: hashing is restricted to formats 'B', 'b' or 'c'")
		}
		return rt.HashBytes(vm.ViewBytes(m)), nil
	})
	rt.MemoryViewType.AddMethods(map[string]rt.BuiltinFn{
		"__len__": method("__len__", 0, 0, func(vm *rt.VM, m *rt.MemoryView, a []rt.Value) (rt.Value, error) {
			if m.Scalar {
				return rt.Unbound, vm.TypeError("0-dim memory has no length")
			}
			return rt.SmallInt(int64(m.N)), nil
		}),
		"__getitem__": method("__getitem__", 1, 1, getItem),
		"__setitem__": method("__setitem__", 2, 2, setItem),
		"__delitem__": method("__delitem__", 1, 1, func(vm *rt.VM, m *rt.MemoryView, a []rt.Value) (rt.Value, error) {
			return rt.Unbound, vm.TypeError("cannot delete memory")
		}),
		"__eq__": eq,
		"__ne__": ne,
		"__iter__": method("__iter__", 0, 0, func(vm *rt.VM, m *rt.MemoryView, a []rt.Value) (rt.Value, error) {
			if m.Scalar {
				return rt.Unbound, vm.TypeError("invalid indexing of 0-dim memory")
			}
			if len(m.Dims) > 0 {
				return rt.Unbound, vm.NewError(rt.NotImplementedErrorType, "multi-dimensional sub-views are not implemented")
			}
			items, err := list(vm, m)
			if err != nil {
				return rt.Unbound, err
			}
			return vm.Iter(vm.NewTuple(items))
		}),
		"__repr__": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			m, ok := vm.Get0(args[0]).(*rt.MemoryView)
			if ok && m.Released {
				return vm.NewStr("<released memory at " + rt.ObjectHex(args[0]) + ">"), nil
			}
			return vm.NewStr("<memory at " + rt.ObjectHex(args[0]) + ">"), nil
		},
		"__enter__": method("__enter__", 0, 0, func(vm *rt.VM, m *rt.MemoryView, a []rt.Value) (rt.Value, error) {
			return m.Self(), nil
		}),
		"__exit__": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if m, ok := vm.Get0(args[0]).(*rt.MemoryView); ok {
				m.Released = true
			}
			return rt.None, nil
		},
		"release": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.PosArgs("memoryview.release", "release", args, kw, 0, 0); err != nil {
				return rt.Unbound, err
			}
			if m, ok := vm.Get0(args[0]).(*rt.MemoryView); ok {
				m.Released = true
			}
			return rt.None, nil
		},
		"tobytes": method("tobytes", 0, 1, func(vm *rt.VM, m *rt.MemoryView, a []rt.Value) (rt.Value, error) {
			return vm.NewBytes(append([]byte(nil), vm.ViewBytes(m)...)), nil
		}),
		"tolist": method("tolist", 0, 0, func(vm *rt.VM, m *rt.MemoryView, a []rt.Value) (rt.Value, error) {
			return tolist(vm, m)
		}),
		"toreadonly": method("toreadonly", 0, 0, func(vm *rt.VM, m *rt.MemoryView, a []rt.Value) (rt.Value, error) {
			nm := *m
			nm.Head = rt.Head{}
			nm.ReadOnly = true
			nm.SetClass(rt.MemoryViewType)
			return vm.Alloc(&nm), nil
		}),
		"hex": method("hex", 0, 2, func(vm *rt.VM, m *rt.MemoryView, a []rt.Value) (rt.Value, error) {
			return vm.BytesHex(vm.ViewBytes(m), append([]rt.Value{m.Self()}, a...), nil)
		}),
		"cast": cast,
	})
	getter := func(name string, f func(vm *rt.VM, m *rt.MemoryView) rt.Value) {
		rt.MemoryViewType.AddGetter(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			m, err := selfOf(vm, []rt.Value{self}, name)
			if err != nil {
				return rt.Unbound, err
			}
			return f(vm, m), nil
		})
	}
	getter("readonly", func(vm *rt.VM, m *rt.MemoryView) rt.Value { return rt.Bool(m.ReadOnly) })
	getter("nbytes", func(vm *rt.VM, m *rt.MemoryView) rt.Value { return rt.SmallInt(int64(m.N * m.RowLen() * m.ItemSize)) })
	getter("format", func(vm *rt.VM, m *rt.MemoryView) rt.Value {
		if m.At {
			return vm.NewStr("@" + string(rune(m.Format)))
		}
		return vm.NewStr(string(rune(m.Format)))
	})
	getter("itemsize", func(vm *rt.VM, m *rt.MemoryView) rt.Value { return rt.SmallInt(int64(m.ItemSize)) })
	getter("ndim", func(vm *rt.VM, m *rt.MemoryView) rt.Value { return rt.SmallInt(int64(ndim(m))) })
	getter("shape", func(vm *rt.VM, m *rt.MemoryView) rt.Value {
		var out []rt.Value
		for _, d := range shapeOf(m) {
			out = append(out, rt.SmallInt(int64(d)))
		}
		return vm.NewTupleCopy(out)
	})
	getter("strides", func(vm *rt.VM, m *rt.MemoryView) rt.Value { return vm.NewTupleCopy(strides(m)) })
	getter("suboffsets", func(vm *rt.VM, m *rt.MemoryView) rt.Value { return rt.EmptyTuple })
	getter("obj", func(vm *rt.VM, m *rt.MemoryView) rt.Value { return m.Obj })
	getter("c_contiguous", func(vm *rt.VM, m *rt.MemoryView) rt.Value { return rt.Bool(m.Contiguous()) })
	getter("f_contiguous", func(vm *rt.VM, m *rt.MemoryView) rt.Value { return rt.Bool(fContiguous(m)) })
	getter("contiguous", func(vm *rt.VM, m *rt.MemoryView) rt.Value { return rt.Bool(m.Contiguous()) })
}
