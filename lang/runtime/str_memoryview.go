package runtime

import (
	"encoding/binary"
	"math"
	"math/big"
)

// memoryview: one-dimensional views over bytes, bytearray and array.array
// (with the array's item format), with slicing (steps included), item and
// slice assignment, tolist/tobytes/hex/cast to 'B', release and the
// context-manager protocol.

// MemoryView is a memoryview object.
type MemoryView struct {
	Head
	obj      Value // the exporting object
	format   byte  // struct format character
	itemsize int
	start    int // index (in items of the exporter) of item 0
	n        int // number of items
	step     int // in items of the exporter
	readonly bool
	released bool
}

// Trace implements Object.
func (m *MemoryView) Trace(t *Tracer) { t.Mark(m.obj) }

// MemoryViewType is the memoryview type.
var MemoryViewType = newBuiltinClass("memoryview", ObjectType)

// strMVExporter describes the buffer an object exports.
func (vm *VM) strMVExporter(v Value) (format byte, itemsize int, readonly, ok bool) {
	switch o := vm.Get0(v).(type) {
	case *Bytes:
		return 'B', 1, true, true
	case *ByteArray:
		return 'B', 1, false, true
	case Buffer:
		f, size := o.BufferFormat()
		return f, size, false, true
	}
	return 0, 0, false, false
}

// strMVData returns the exporter's current storage (live: writes go through).
func (vm *VM) strMVData(m *MemoryView) []byte {
	switch o := vm.heap.Get(m.obj).(type) {
	case *Bytes:
		return o.B
	case *ByteArray:
		return o.B
	case Buffer:
		return o.BufferData()
	}
	return nil
}

// strMVItem returns the bytes of item k of the view (nil when the exporter
// shrank underneath it).
func (vm *VM) strMVItem(m *MemoryView, d []byte, k int) []byte {
	off := (m.start + k*m.step) * m.itemsize
	if off < 0 || off+m.itemsize > len(d) {
		return nil
	}
	return d[off : off+m.itemsize]
}

// strMVBytes returns the viewed bytes (aliasing the exporter when the view
// is contiguous).
func (vm *VM) strMVBytes(m *MemoryView) []byte {
	d := vm.strMVData(m)
	if m.step == 1 {
		lo, hi := m.start*m.itemsize, (m.start+m.n)*m.itemsize
		hi = min(hi, len(d))
		if lo >= hi {
			return nil
		}
		return d[lo:hi]
	}
	out := make([]byte, 0, m.n*m.itemsize)
	for k := 0; k < m.n; k++ {
		out = append(out, vm.strMVItem(m, d, k)...)
	}
	return out
}

// strMVUnpack decodes one item.
func (vm *VM) strMVUnpack(format byte, b []byte) (Value, error) {
	if b == nil {
		return Unbound, vm.IndexError("index out of bounds on dimension 1")
	}
	le := binary.LittleEndian
	switch format {
	case 'B', 'c':
		if format == 'c' {
			return vm.NewBytes([]byte{b[0]}), nil
		}
		return SmallInt(int64(b[0])), nil
	case 'b':
		return SmallInt(int64(int8(b[0]))), nil
	case 'h':
		return SmallInt(int64(int16(le.Uint16(b)))), nil
	case 'H':
		return SmallInt(int64(le.Uint16(b))), nil
	case 'i':
		return SmallInt(int64(int32(le.Uint32(b)))), nil
	case 'I':
		return SmallInt(int64(le.Uint32(b))), nil
	case 'l', 'q':
		return vm.NewInt(int64(le.Uint64(b))), nil
	case 'L', 'Q':
		u := le.Uint64(b)
		if u <= math.MaxInt64 {
			return vm.NewInt(int64(u)), nil
		}
		return vm.NewBigInt(new(big.Int).SetUint64(u)), nil
	case 'f':
		return FloatValue(float64(math.Float32frombits(le.Uint32(b)))), nil
	case 'd':
		return FloatValue(math.Float64frombits(le.Uint64(b))), nil
	}
	return Unbound, vm.Errorf(NotImplementedErrorType, "memoryview: format %c not supported", format)
}

// strMVPack encodes v into one item.
func (vm *VM) strMVPack(format byte, v Value, out []byte) error {
	le := binary.LittleEndian
	invalidType := func() error {
		return vm.TypeError("memoryview: invalid type for format '%c'", format)
	}
	invalidValue := func() error {
		return vm.ValueError("memoryview: invalid value for format '%c'", format)
	}
	switch format {
	case 'f', 'd':
		if !v.IsFloat() && !v.IsSmallInt() && !v.IsBool() {
			if _, ok := vm.ToBigInt(v); !ok {
				if _, isF := vm.Get0(v).(*Float); !isF {
					return invalidType()
				}
			}
		}
		f, err := vm.ToFloat(v)
		if err != nil {
			return err
		}
		if format == 'f' {
			le.PutUint32(out, math.Float32bits(float32(f)))
		} else {
			le.PutUint64(out, math.Float64bits(f))
		}
		return nil
	case 'c':
		b, ok := vm.strBytesLike(v)
		if !ok || len(b) != 1 {
			return invalidValue()
		}
		out[0] = b[0]
		return nil
	}
	if v.IsFloat() || !v.IsSmallInt() && !v.IsBool() && !vm.strMVIsIndex(v) {
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
	case 'l', 'q':
		lo, hi = math.MinInt64, math.MaxInt64
	case 'L', 'Q':
		unsigned = true
	default:
		return vm.Errorf(NotImplementedErrorType, "memoryview: format %c not supported", format)
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

func strMVNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	a, err := vm.BindArgs("memoryview", args, kw, []string{"object"}, 1)
	if err != nil {
		return Unbound, err
	}
	v := a[0]
	m := &MemoryView{step: 1}
	if o, ok := vm.Get0(v).(*MemoryView); ok {
		if o.released {
			return Unbound, vm.ValueError("operation forbidden on released memoryview object")
		}
		*m = *o
		m.Head = Head{}
	} else {
		f, size, ro, ok := vm.strMVExporter(v)
		if !ok {
			return Unbound, vm.TypeError("memoryview: a bytes-like object is required, not '%s'", vm.TypeName(v))
		}
		m.obj, m.format, m.itemsize, m.readonly = v, f, size, ro
		m.n = len(vm.strMVData(m)) / size
	}
	m.cls = MemoryViewType
	return vm.heap.Alloc(m), nil
}

func strMVSelf(vm *VM, args []Value, name string) (*MemoryView, error) {
	if len(args) > 0 {
		if m, ok := vm.Get0(args[0]).(*MemoryView); ok {
			if m.released {
				return nil, vm.ValueError("operation forbidden on released memoryview object")
			}
			return m, nil
		}
		return nil, vm.TypeError("descriptor '%s' for 'memoryview' objects doesn't apply to a '%s' object", name, vm.TypeName(args[0]))
	}
	return nil, vm.TypeError("unbound method memoryview.%s() needs an argument", name)
}

func strMVMethod(name string, minN, maxN int, f func(vm *VM, m *MemoryView, args []Value) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, "memoryview."+name, name, args, kw, minN, maxN); err != nil {
			return Unbound, err
		}
		m, err := strMVSelf(vm, args, name)
		if err != nil {
			return Unbound, err
		}
		return f(vm, m, args[1:])
	}
}

// strMVIndex converts an item index of the view.
func (vm *VM) strMVIndex(m *MemoryView, k Value) (int, error) {
	i, err := strAsSsize(vm, k)
	if err != nil {
		return 0, err
	}
	if i < 0 {
		i += m.n
	}
	if i < 0 || i >= m.n {
		return 0, vm.IndexError("index out of bounds on dimension 1")
	}
	return i, nil
}

func (vm *VM) strMVIsIndex(k Value) bool {
	return k.IsSmallInt() || k.IsBool() || vm.ClassOf(k).IsSubclass(IntType) || vm.strHasIndex(k)
}

// strMVSub returns the view of items start, start+step, ... (n of them).
func (vm *VM) strMVSub(m *MemoryView, start, step, n int) *MemoryView {
	nm := &MemoryView{obj: m.obj, format: m.format, itemsize: m.itemsize, start: m.start + start*m.step, n: n, step: m.step * step, readonly: m.readonly}
	if n <= 0 {
		nm.n, nm.start, nm.step = 0, 0, 1
	}
	nm.cls = MemoryViewType
	return nm
}

func strMVGetItem(vm *VM, m *MemoryView, args []Value) (Value, error) {
	k := args[0]
	if sl, ok := vm.Get0(k).(*Slice); ok {
		start, _, step, n, err := strSliceIndices(vm, sl, m.n)
		if err != nil {
			return Unbound, err
		}
		return vm.heap.Alloc(vm.strMVSub(m, start, step, n)), nil
	}
	if !vm.strMVIsIndex(k) {
		return Unbound, vm.TypeError("memoryview: invalid slice key")
	}
	i, err := vm.strMVIndex(m, k)
	if err != nil {
		return Unbound, err
	}
	return vm.strMVUnpack(m.format, vm.strMVItem(m, vm.strMVData(m), i))
}

func strMVSetItem(vm *VM, m *MemoryView, args []Value) (Value, error) {
	if m.readonly {
		return Unbound, vm.TypeError("cannot modify read-only memory")
	}
	k, v := args[0], args[1]
	d := vm.strMVData(m)
	if sl, ok := vm.Get0(k).(*Slice); ok {
		start, _, step, n, err := strSliceIndices(vm, sl, m.n)
		if err != nil {
			return Unbound, err
		}
		dst := vm.strMVSub(m, start, step, n)
		var src []byte
		srcFormat, srcN := byte('B'), 0
		if sm, ok := vm.Get0(v).(*MemoryView); ok {
			if sm.released {
				return Unbound, vm.ValueError("operation forbidden on released memoryview object")
			}
			src, srcFormat, srcN = vm.strMVBytes(sm), sm.format, sm.n
		} else if f, size, _, ok := vm.strMVExporter(v); ok {
			src = vm.strMVData(&MemoryView{obj: v})
			srcFormat, srcN = f, len(src)/size
		} else {
			return Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(v))
		}
		if srcFormat != m.format || srcN != dst.n {
			return Unbound, vm.ValueError("memoryview assignment: lvalue and rvalue have different structures")
		}
		src = append([]byte(nil), src...) // the source may overlap the target
		for k := 0; k < dst.n; k++ {
			if item := vm.strMVItem(dst, d, k); item != nil {
				copy(item, src[k*m.itemsize:])
			}
		}
		return None, nil
	}
	if !vm.strMVIsIndex(k) {
		return Unbound, vm.TypeError("memoryview: invalid slice key")
	}
	i, err := vm.strMVIndex(m, k)
	if err != nil {
		return Unbound, err
	}
	buf := make([]byte, m.itemsize)
	if err := vm.strMVPack(m.format, v, buf); err != nil {
		return Unbound, err
	}
	if item := vm.strMVItem(m, d, i); item != nil {
		copy(item, buf)
	}
	return None, nil
}

// strMVList decodes every item.
func (vm *VM) strMVList(m *MemoryView) ([]Value, error) {
	d := vm.strMVData(m)
	out := make([]Value, m.n)
	for k := range out {
		v, err := vm.strMVUnpack(m.format, vm.strMVItem(m, d, k))
		if err != nil {
			return nil, err
		}
		out[k] = v
	}
	return out, nil
}

// strMVItemsOf returns the items of a memoryview or buffer for comparison.
func (vm *VM) strMVItemsOf(v Value) ([]Value, bool, error) {
	if m, ok := vm.Get0(v).(*MemoryView); ok {
		if m.released {
			return nil, false, nil
		}
		items, err := vm.strMVList(m)
		return items, true, err
	}
	f, size, _, ok := vm.strMVExporter(v)
	if !ok {
		return nil, false, nil
	}
	tmp := &MemoryView{obj: v, format: f, itemsize: size, step: 1}
	tmp.n = len(vm.strMVData(tmp)) / size
	items, err := vm.strMVList(tmp)
	return items, true, err
}

func strMVEq(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	m, ok := vm.Get0(args[0]).(*MemoryView)
	if !ok {
		return NotImplemented, nil
	}
	if args[0] == args[1] {
		return True, nil
	}
	if m.released {
		return False, nil
	}
	if o, ok := vm.Get0(args[1]).(*MemoryView); ok && o.released {
		return False, nil
	}
	if m.format == 'B' {
		if b, ok := vm.Get0(args[1]).(*Bytes); ok {
			return Bool(string(vm.strMVBytes(m)) == string(b.B)), nil
		}
	}
	other, ok, err := vm.strMVItemsOf(args[1])
	if err != nil || !ok {
		return NotImplemented, err
	}
	mine, err := vm.strMVList(m)
	if err != nil {
		return Unbound, err
	}
	if len(mine) != len(other) {
		return False, nil
	}
	for i := range mine {
		eq, err := vm.Eq(mine[i], other[i])
		if err != nil || !eq {
			return False, err
		}
	}
	return True, nil
}

func strMVNe(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	r, err := strMVEq(vm, args, kw)
	if err != nil || r == NotImplemented {
		return r, err
	}
	return Bool(r == False), nil
}

func init() {
	MemoryViewType.New = strMVNew
	MemoryViewType.AddMethod("__new__", ctrNewWrapper(MemoryViewType))
	MemoryViewType.Final = true
	MemoryViewType.AddHashMethod(func(vm *VM, v Value) (int64, error) {
		m, err := strMVSelf(vm, []Value{v}, "__hash__")
		if err != nil {
			return 0, err
		}
		if !m.readonly {
			return 0, vm.ValueError("cannot hash writable memoryview object")
		}
		return HashBytes(vm.strMVBytes(m)), nil
	})
	MemoryViewType.AddMethods(map[string]BuiltinFn{
		"__len__": strMVMethod("__len__", 0, 0, func(vm *VM, m *MemoryView, a []Value) (Value, error) {
			return SmallInt(int64(m.n)), nil
		}),
		"__getitem__": strMVMethod("__getitem__", 1, 1, strMVGetItem),
		"__setitem__": strMVMethod("__setitem__", 2, 2, strMVSetItem),
		"__delitem__": strMVMethod("__delitem__", 1, 1, func(vm *VM, m *MemoryView, a []Value) (Value, error) {
			return Unbound, vm.TypeError("cannot delete memory")
		}),
		"__eq__": strMVEq,
		"__ne__": strMVNe,
		"__iter__": strMVMethod("__iter__", 0, 0, func(vm *VM, m *MemoryView, a []Value) (Value, error) {
			items, err := vm.strMVList(m)
			if err != nil {
				return Unbound, err
			}
			return vm.Iter(vm.NewTuple(items))
		}),
		"__repr__": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			m, ok := vm.Get0(args[0]).(*MemoryView)
			if ok && m.released {
				return vm.NewStr("<released memory at " + objHex(args[0]) + ">"), nil
			}
			return vm.NewStr("<memory at " + objHex(args[0]) + ">"), nil
		},
		"__enter__": strMVMethod("__enter__", 0, 0, func(vm *VM, m *MemoryView, a []Value) (Value, error) {
			return m.self, nil
		}),
		"__exit__": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			if m, ok := vm.Get0(args[0]).(*MemoryView); ok {
				m.released = true
			}
			return None, nil
		},
		"release": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			if err := strPosArgs(vm, "memoryview.release", "release", args, kw, 0, 0); err != nil {
				return Unbound, err
			}
			if m, ok := vm.Get0(args[0]).(*MemoryView); ok {
				m.released = true
			}
			return None, nil
		},
		"tobytes": strMVMethod("tobytes", 0, 1, func(vm *VM, m *MemoryView, a []Value) (Value, error) {
			return vm.NewBytes(append([]byte(nil), vm.strMVBytes(m)...)), nil
		}),
		"tolist": strMVMethod("tolist", 0, 0, func(vm *VM, m *MemoryView, a []Value) (Value, error) {
			items, err := vm.strMVList(m)
			if err != nil {
				return Unbound, err
			}
			return vm.NewList(items), nil
		}),
		"toreadonly": strMVMethod("toreadonly", 0, 0, func(vm *VM, m *MemoryView, a []Value) (Value, error) {
			nm := *m
			nm.Head = Head{}
			nm.readonly = true
			nm.cls = MemoryViewType
			return vm.heap.Alloc(&nm), nil
		}),
		"hex": strMVMethod("hex", 0, 2, func(vm *VM, m *MemoryView, a []Value) (Value, error) {
			return strBytesHex(vm, strBytesRef{b: vm.strMVBytes(m), cls: BytesType}, append([]Value{m.self}, a...), nil)
		}),
		"cast": strMVMethod("cast", 1, 2, func(vm *VM, m *MemoryView, a []Value) (Value, error) {
			f := vm.strOther(a[0])
			if f == nil {
				return Unbound, vm.TypeError("memoryview: format argument must be a string")
			}
			if f.S != "B" && f.S != "c" && f.S != "b" {
				return Unbound, vm.ValueError("memoryview: destination format must be a native single character format prefixed with an optional '@'")
			}
			if m.step != 1 {
				return Unbound, vm.TypeError("memoryview: casts are restricted to C-contiguous views")
			}
			// A byte view of the same memory: re-export the bytes.
			nm := &MemoryView{obj: m.obj, format: f.S[0], itemsize: 1, start: m.start * m.itemsize, n: m.n * m.itemsize, step: 1, readonly: m.readonly}
			nm.cls = MemoryViewType
			return vm.heap.Alloc(nm), nil
		}),
	})
	getter := func(name string, f func(vm *VM, m *MemoryView) Value) {
		MemoryViewType.AddGetter(name, func(vm *VM, self Value) (Value, error) {
			m, err := strMVSelf(vm, []Value{self}, name)
			if err != nil {
				return Unbound, err
			}
			return f(vm, m), nil
		})
	}
	getter("readonly", func(vm *VM, m *MemoryView) Value { return Bool(m.readonly) })
	getter("nbytes", func(vm *VM, m *MemoryView) Value { return SmallInt(int64(m.n * m.itemsize)) })
	getter("format", func(vm *VM, m *MemoryView) Value { return strASCIIValues[m.format] })
	getter("itemsize", func(vm *VM, m *MemoryView) Value { return SmallInt(int64(m.itemsize)) })
	getter("ndim", func(vm *VM, m *MemoryView) Value { return SmallInt(1) })
	getter("shape", func(vm *VM, m *MemoryView) Value { return vm.NewTupleCopy([]Value{SmallInt(int64(m.n))}) })
	getter("strides", func(vm *VM, m *MemoryView) Value {
		return vm.NewTupleCopy([]Value{SmallInt(int64(m.step * m.itemsize))})
	})
	getter("suboffsets", func(vm *VM, m *MemoryView) Value { return EmptyTuple })
	getter("obj", func(vm *VM, m *MemoryView) Value { return m.obj })
	getter("c_contiguous", func(vm *VM, m *MemoryView) Value { return Bool(m.step == 1) })
	getter("f_contiguous", func(vm *VM, m *MemoryView) Value { return Bool(m.step == 1) })
	getter("contiguous", func(vm *VM, m *MemoryView) Value { return Bool(m.step == 1) })
	builtinFuncs["memoryview"] = MemoryViewType.self
}

// strBufferMethod is __buffer__(flags): a memoryview of the object.
func strBufferMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	if _, err := strAsSsize(vm, args[1]); err != nil {
		return Unbound, err
	}
	return strMVNew(vm, MemoryViewType, args[:1], nil)
}

func strReleaseBufferMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	return None, nil
}

func init() {
	for _, c := range []*Class{BytesType, ByteArrayType, MemoryViewType} {
		c.AddMethod("__buffer__", strBufferMethod)
	}
	for _, c := range []*Class{ByteArrayType, MemoryViewType} {
		c.AddMethod("__release_buffer__", strReleaseBufferMethod)
	}
	ByteArrayType.AddMethod("__alloc__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, "bytearray.__alloc__", "__alloc__", args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		ba, err := strBASelf(vm, args, "__alloc__")
		if err != nil {
			return Unbound, err
		}
		if len(ba.B) == 0 {
			return SmallInt(0), nil
		}
		return SmallInt(int64(cap(ba.B) + 1)), nil
	})
}
