package runtime

// A minimal memoryview: one-dimensional views with format 'B' over bytes,
// bytearray and other memoryviews (slices with steps included).

// MemoryView is a memoryview object.
type MemoryView struct {
	Head
	obj      Value // the exporting bytes or bytearray
	start    int   // byte offset of item 0
	n        int   // number of items
	step     int
	readonly bool
	released bool
}

// Trace implements Object.
func (m *MemoryView) Trace(t *Tracer) { t.Mark(m.obj) }

// MemoryViewType is the memoryview type.
var MemoryViewType = newBuiltinClass("memoryview", ObjectType)

// data returns the exporter's current bytes.
func (vm *VM) strMVData(m *MemoryView) []byte {
	switch o := vm.heap.Get(m.obj).(type) {
	case *Bytes:
		return o.B
	case *ByteArray:
		return o.B
	}
	return nil
}

// strMVBytes returns a copy (or, for a contiguous view of bytes, a sub-slice)
// of the viewed bytes.
func (vm *VM) strMVBytes(m *MemoryView) []byte {
	d := vm.strMVData(m)
	if m.step == 1 {
		end := min(m.start+m.n, len(d))
		if m.start >= end {
			return nil
		}
		return d[m.start:end]
	}
	out := make([]byte, 0, m.n)
	for i, j := 0, m.start; i < m.n; i, j = i+1, j+m.step {
		if j >= 0 && j < len(d) {
			out = append(out, d[j])
		}
	}
	return out
}

func strMVNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	a, err := vm.BindArgs("memoryview", args, kw, []string{"object"}, 1)
	if err != nil {
		return Unbound, err
	}
	v := a[0]
	m := &MemoryView{step: 1}
	switch o := vm.Get0(v).(type) {
	case *Bytes:
		m.obj, m.n, m.readonly = v, len(o.B), true
	case *ByteArray:
		m.obj, m.n = v, len(o.B)
	case *MemoryView:
		if o.released {
			return Unbound, vm.ValueError("operation forbidden on released memoryview object")
		}
		*m = *o
		m.Head = Head{}
	default:
		return Unbound, vm.TypeError("memoryview: a bytes-like object is required, not '%s'", vm.TypeName(v))
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
	return m.start + i*m.step, nil
}

func (vm *VM) strMVIsIndex(k Value) bool {
	return k.IsSmallInt() || k.IsBool() || vm.ClassOf(k).IsSubclass(IntType) || vm.strHasIndex(k)
}

func strMVGetItem(vm *VM, m *MemoryView, args []Value) (Value, error) {
	k := args[0]
	if sl, ok := vm.Get0(k).(*Slice); ok {
		start, _, step, n, err := strSliceIndices(vm, sl, m.n)
		if err != nil {
			return Unbound, err
		}
		nm := &MemoryView{obj: m.obj, start: m.start + start*m.step, n: n, step: m.step * step, readonly: m.readonly}
		if n <= 0 {
			nm.n, nm.start, nm.step = 0, 0, 1
		}
		nm.cls = MemoryViewType
		return vm.heap.Alloc(nm), nil
	}
	if !vm.strMVIsIndex(k) {
		return Unbound, vm.TypeError("memoryview: invalid slice key")
	}
	j, err := vm.strMVIndex(m, k)
	if err != nil {
		return Unbound, err
	}
	d := vm.strMVData(m)
	if j >= len(d) {
		return Unbound, vm.IndexError("index out of bounds on dimension 1")
	}
	return SmallInt(int64(d[j])), nil
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
		src, ok := vm.strBytesLike(v)
		if !ok {
			return Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(v))
		}
		if len(src) != n {
			return Unbound, vm.ValueError("memoryview assignment: lvalue and rvalue have different structures")
		}
		src = append([]byte(nil), src...)
		for i := 0; i < n; i++ {
			j := m.start + (start+i*step)*m.step
			if j >= 0 && j < len(d) {
				d[j] = src[i]
			}
		}
		return None, nil
	}
	if !vm.strMVIsIndex(k) {
		return Unbound, vm.TypeError("memoryview: invalid slice key")
	}
	j, err := vm.strMVIndex(m, k)
	if err != nil {
		return Unbound, err
	}
	if !vm.strMVIsIndex(v) {
		return Unbound, vm.TypeError("memoryview: invalid type for format 'B'")
	}
	c, err := strAsSsizeByte(vm, v)
	if err != nil {
		return Unbound, err
	}
	if c < 0 || c > 255 {
		return Unbound, vm.ValueError("memoryview: invalid value for format 'B'")
	}
	if j < len(d) {
		d[j] = byte(c)
	}
	return None, nil
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
	other, ok := vm.strBytesLike(args[1])
	if !ok {
		return NotImplemented, nil
	}
	if m.released {
		return False, nil
	}
	return Bool(string(vm.strMVBytes(m)) == string(other)), nil
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
	MemoryViewType.Final = true
	MemoryViewType.AddMethods(map[string]BuiltinFn{
		"__len__": strMVMethod("__len__", 0, 0, func(vm *VM, m *MemoryView, a []Value) (Value, error) {
			return SmallInt(int64(m.n)), nil
		}),
		"__getitem__": strMVMethod("__getitem__", 1, 1, strMVGetItem),
		"__setitem__": strMVMethod("__setitem__", 2, 2, strMVSetItem),
		"__eq__":      strMVEq,
		"__ne__":      strMVNe,
		"__iter__": strMVMethod("__iter__", 0, 0, func(vm *VM, m *MemoryView, a []Value) (Value, error) {
			it := &strBytesIter{seq: vm.NewBytes(append([]byte(nil), vm.strMVBytes(m)...))}
			it.cls = strBytesIterType
			return vm.heap.Alloc(it), nil
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
			b := vm.strMVBytes(m)
			items := make([]Value, len(b))
			for i, c := range b {
				items[i] = SmallInt(int64(c))
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
			nm := *m
			nm.Head = Head{}
			nm.cls = MemoryViewType
			return vm.heap.Alloc(&nm), nil
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
	getter("nbytes", func(vm *VM, m *MemoryView) Value { return SmallInt(int64(m.n)) })
	getter("format", func(vm *VM, m *MemoryView) Value { return vm.NewStr("B") })
	getter("itemsize", func(vm *VM, m *MemoryView) Value { return SmallInt(1) })
	getter("ndim", func(vm *VM, m *MemoryView) Value { return SmallInt(1) })
	getter("shape", func(vm *VM, m *MemoryView) Value { return vm.NewTuple([]Value{SmallInt(int64(m.n))}) })
	getter("strides", func(vm *VM, m *MemoryView) Value { return vm.NewTuple([]Value{SmallInt(int64(m.step))}) })
	getter("obj", func(vm *VM, m *MemoryView) Value { return m.obj })
	getter("c_contiguous", func(vm *VM, m *MemoryView) Value { return Bool(m.step == 1) })
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
	MemoryViewType.AddMethod("__delitem__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if _, err := strMVSelf(vm, args, "__delitem__"); err != nil {
			return Unbound, err
		}
		return Unbound, vm.TypeError("cannot delete memory")
	})
	MemoryViewType.AddGetter("f_contiguous", func(vm *VM, self Value) (Value, error) {
		m, err := strMVSelf(vm, []Value{self}, "f_contiguous")
		if err != nil {
			return Unbound, err
		}
		return Bool(m.step == 1), nil
	})
	MemoryViewType.AddGetter("suboffsets", func(vm *VM, self Value) (Value, error) {
		if _, err := strMVSelf(vm, []Value{self}, "suboffsets"); err != nil {
			return Unbound, err
		}
		return EmptyTuple, nil
	})
}
