package runtime

// memoryview's object and the buffer protocol under it: which objects
// export a buffer (bytes, bytearray, and Go types implementing Buffer such
// as array.array), and a view's bytes. The type's methods (indexing,
// slicing, assignment, tolist/tobytes/hex/cast, release, the context
// manager) are in lang/stdlib/memview; bytes.__buffer__ and its kin below
// call them through MemoryViewType.New.

// MemoryView is a memoryview object.
type MemoryView struct {
	Head
	Obj      Value // the exporting object
	Format   byte  // struct format character
	ItemSize int
	Start    int // index (in items of the exporter) of item 0
	N        int // number of items
	Step     int // in items of the exporter
	ReadOnly bool
	Released bool
	// A cast's view: Off is a byte offset before item 0 (a view whose
	// start is not a multiple of its new item size), Dims the dimensions
	// after the first of an N-dimensional view (whose rows of RowLen items
	// lie Step items apart; a contiguous one has Step == RowLen), Scalar a
	// zero-dimensional view of one item, At a format written with '@'.
	Off    int
	Dims   []int
	Scalar bool
	At     bool
}

// RowLen is the number of items in one step along the first dimension.
func (m *MemoryView) RowLen() int {
	n := 1
	for _, d := range m.Dims {
		n *= d
	}
	return n
}

// Contiguous reports whether the view's items lie next to each other in
// C order.
func (m *MemoryView) Contiguous() bool { return m.Step == m.RowLen() || m.N <= 1 }

// Trace implements Object.
func (m *MemoryView) Trace(t *Tracer) { t.Mark(m.Obj) }

// MemoryViewType is the memoryview type.
var MemoryViewType = newBuiltinClass("memoryview", ObjectType)

// BufferExporter describes the buffer an object exports.
func (vm *VM) BufferExporter(v Value) (format byte, itemsize int, readonly, ok bool) {
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

// ViewData returns the exporter's current storage (live: writes go through).
func (vm *VM) ViewData(m *MemoryView) []byte {
	switch o := vm.heap.Get(m.Obj).(type) {
	case *Bytes:
		return o.B
	case *ByteArray:
		return o.B
	case Buffer:
		return o.BufferData()
	}
	return nil
}

// ViewItem returns the bytes of item k of the view (nil when the exporter
// shrank underneath it).
func (vm *VM) ViewItem(m *MemoryView, d []byte, k int) []byte {
	off := m.Off + (m.Start+k*m.Step)*m.ItemSize
	if off < 0 || off+m.ItemSize > len(d) {
		return nil
	}
	return d[off : off+m.ItemSize]
}

// ViewBytes returns the viewed bytes (aliasing the exporter when the view
// is contiguous).
func (vm *VM) ViewBytes(m *MemoryView) []byte {
	d := vm.ViewData(m)
	row := m.RowLen()
	if m.Contiguous() {
		lo := m.Off + m.Start*m.ItemSize
		hi := min(lo+m.N*row*m.ItemSize, len(d))
		if lo < 0 || lo >= hi {
			return nil
		}
		return d[lo:hi]
	}
	out := make([]byte, 0, m.N*row*m.ItemSize)
	for k := 0; k < m.N; k++ {
		lo := m.Off + (m.Start+k*m.Step)*m.ItemSize
		hi := lo + row*m.ItemSize
		if lo < 0 || hi > len(d) {
			continue
		}
		out = append(out, d[lo:hi]...)
	}
	return out
}

// strBufferMethod is __buffer__(flags): a memoryview of the object.
func strBufferMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	if _, err := strAsSsize(vm, args[1]); err != nil {
		return Unbound, err
	}
	return MemoryViewType.New(vm, MemoryViewType, args[:1], nil)
}

func strReleaseBufferMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	return None, nil
}

func init() {
	builtinFuncs["memoryview"] = MemoryViewType.self
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
		ba, err := ByteArraySelf(vm, args, "__alloc__")
		if err != nil {
			return Unbound, err
		}
		if len(ba.B) == 0 {
			return SmallInt(0), nil
		}
		return SmallInt(int64(cap(ba.B) + 1)), nil
	})
}

// Helpers for the memoryview package, which checks arguments with the
// messages of bytes' methods.

// PosArgs checks a positional-only method of a builtin type: no keywords
// and minN to maxN arguments after self; qual is "type.name", short "name".
func (vm *VM) PosArgs(qual, short string, args []Value, kw []Kwarg, minN, maxN int) error {
	return strPosArgs(vm, qual, short, args, kw, minN, maxN)
}

// AsSsize converts an int or __index__ object to a Go int, raising
// OverflowError beyond 64 bits (PyNumber_AsSsize_t).
func (vm *VM) AsSsize(v Value) (int, error) { return strAsSsize(vm, v) }

// BytesHex is bytes.hex(sep, bytes_per_sep) over b; args[0] is self.
func (vm *VM) BytesHex(b []byte, args []Value, kw []Kwarg) (Value, error) {
	return strBytesHex(vm, BytesSelf{B: b, Cls: BytesType}, args, kw)
}
