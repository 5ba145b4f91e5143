package runtime

import (
	"encoding/binary"
	"math"
	"math/big"
	"strings"
)

// The array module: arrays of machine values stored as raw little-endian
// bytes (so tobytes/frombytes and the buffer protocol are copies).

var (
	// ArrayType is array.array.
	ArrayType         = ModuleClass("array", "array.array", nil)
	modArrayIterType  = ModuleClass("array", "array.arrayiterator", nil)
	modArrayTypecodes = "bBuwhHiIlLqQfd"
)

// modArray is an array.array.
type modArray struct {
	Head
	code     byte
	itemsize int
	data     []byte
	exports  int
}

// Trace implements Object.
func (*modArray) Trace(*Tracer) {}

func (a *modArray) n() int { return len(a.data) / a.itemsize }

func (a *modArray) bytes() []byte { return a.data }

func (a *modArray) setBytes(b []byte) { a.data = b }

// BufferFormat implements Buffer: the item's struct format ('u' items are
// exported as 'w', as CPython does) and size.
func (a *modArray) BufferFormat() (byte, int) {
	if a.code == 'u' {
		return 'w', a.itemsize
	}
	return a.code, a.itemsize
}

// BufferData implements Buffer.
func (a *modArray) BufferData() []byte { return a.data }

func modArrayItemSize(c byte) int {
	switch c {
	case 'b', 'B':
		return 1
	case 'h', 'H':
		return 2
	case 'i', 'I', 'f', 'u', 'w':
		return 4
	case 'l', 'L', 'q', 'Q', 'd':
		return 8
	}
	return 0
}

// get decodes item i.
func (vm *VM) modArrayGet(a *modArray, i int) Value {
	b := a.data[i*a.itemsize:]
	switch a.code {
	case 'b':
		return SmallInt(int64(int8(b[0])))
	case 'B':
		return SmallInt(int64(b[0]))
	case 'h':
		return SmallInt(int64(int16(binary.LittleEndian.Uint16(b))))
	case 'H':
		return SmallInt(int64(binary.LittleEndian.Uint16(b)))
	case 'i':
		return SmallInt(int64(int32(binary.LittleEndian.Uint32(b))))
	case 'I':
		return SmallInt(int64(binary.LittleEndian.Uint32(b)))
	case 'l', 'q':
		return vm.NewInt(int64(binary.LittleEndian.Uint64(b)))
	case 'L', 'Q':
		u := binary.LittleEndian.Uint64(b)
		if u > 1<<63-1 {
			return vm.NewBigInt(new(big.Int).SetUint64(u))
		}
		return vm.NewInt(int64(u))
	case 'f':
		return FloatValue(float64(math.Float32frombits(binary.LittleEndian.Uint32(b))))
	case 'd':
		return FloatValue(math.Float64frombits(binary.LittleEndian.Uint64(b)))
	case 'u', 'w':
		return vm.NewStr(modRuneStr(rune(binary.LittleEndian.Uint32(b))))
	}
	return None
}

func modRuneStr(r rune) string {
	if r >= 0xD800 && r <= 0xDFFF {
		// WTF-8 for lone surrogates
		return string([]byte{0xED, byte(0xA0 | (r>>6)&0x1F), byte(0x80 | r&0x3F)})
	}
	return string(r)
}

// modArrayEncode converts v to the item bytes of typecode c.
func (vm *VM) modArrayEncode(c byte, v Value, out []byte) error {
	switch c {
	case 'f', 'd':
		if !v.IsFloat() && !v.IsSmallInt() {
			cls := vm.ClassOf(v)
			_, f1 := cls.Lookup(vm, "__float__")
			_, f2 := cls.Lookup(vm, "__index__")
			if !f1 && !f2 {
				return vm.TypeError("must be real number, not %s", vm.TypeName(v))
			}
		}
		f, err := vm.ToFloat(v)
		if err != nil {
			return err
		}
		if c == 'f' {
			binary.LittleEndian.PutUint32(out, math.Float32bits(float32(f)))
		} else {
			binary.LittleEndian.PutUint64(out, math.Float64bits(f))
		}
		return nil
	case 'u', 'w':
		s, ok := vm.AsStr(v)
		if !ok {
			return vm.TypeError("array item must be a unicode character, not %s", vm.TypeName(v))
		}
		if s.Len() != 1 {
			return vm.TypeError("array item must be a unicode character, not a string of length %d", s.Len())
		}
		binary.LittleEndian.PutUint32(out, uint32(s.Runes()[0]))
		return nil
	}
	if v.IsFloat() {
		return vm.TypeError("'float' object cannot be interpreted as an integer")
	}
	var n *big.Int
	if b, ok := vm.BigOf(v); ok {
		n = b
	} else {
		var err error
		if n, err = vm.IndexBig(v); err != nil {
			return err
		}
	}
	ovf := func(msg string) error { return vm.Errorf(OverflowErrorType, "%s", msg) }
	fitsLong := n.IsInt64()
	x := n.Int64()
	switch c {
	case 'b', 'h':
		if !fitsLong {
			return ovf("Python int too large to convert to C long")
		}
		if x > math.MaxInt16 {
			return ovf("signed short integer is greater than maximum")
		}
		if x < math.MinInt16 {
			return ovf("signed short integer is less than minimum")
		}
		if c == 'b' {
			if x > 127 {
				return ovf("signed char is greater than maximum")
			}
			if x < -128 {
				return ovf("signed char is less than minimum")
			}
			out[0] = byte(x)
		} else {
			binary.LittleEndian.PutUint16(out, uint16(x))
		}
	case 'B':
		if !fitsLong {
			return ovf("Python int too large to convert to C long")
		}
		if x < 0 {
			return ovf("unsigned byte integer is less than minimum")
		}
		if x > 255 {
			return ovf("unsigned byte integer is greater than maximum")
		}
		out[0] = byte(x)
	case 'H', 'i':
		if !fitsLong {
			return ovf("Python int too large to convert to C long")
		}
		if x > math.MaxInt32 {
			return ovf("signed integer is greater than maximum")
		}
		if x < math.MinInt32 {
			return ovf("signed integer is less than minimum")
		}
		if c == 'H' {
			if x < 0 {
				return ovf("unsigned short is less than minimum")
			}
			if x > math.MaxUint16 {
				return ovf("unsigned short is greater than maximum")
			}
			binary.LittleEndian.PutUint16(out, uint16(x))
		} else {
			binary.LittleEndian.PutUint32(out, uint32(x))
		}
	case 'I', 'L':
		if n.Sign() < 0 {
			return ovf("can't convert negative value to unsigned int")
		}
		if n.BitLen() > 64 {
			return ovf("Python int too large to convert to C unsigned long")
		}
		u := n.Uint64()
		if c == 'I' {
			if u > math.MaxUint32 {
				return ovf("unsigned int is greater than maximum")
			}
			binary.LittleEndian.PutUint32(out, uint32(u))
		} else {
			binary.LittleEndian.PutUint64(out, u)
		}
	case 'l':
		if !fitsLong {
			return ovf("Python int too large to convert to C long")
		}
		binary.LittleEndian.PutUint64(out, uint64(x))
	case 'q':
		if !fitsLong {
			return ovf("int too big to convert")
		}
		binary.LittleEndian.PutUint64(out, uint64(x))
	case 'Q':
		if n.Sign() < 0 {
			return ovf("can't convert negative int to unsigned")
		}
		if n.BitLen() > 64 {
			return ovf("int too big to convert")
		}
		binary.LittleEndian.PutUint64(out, n.Uint64())
	}
	return nil
}

func (vm *VM) modArraySelf(v Value) (*modArray, error) {
	a, ok := vm.Get0(v).(*modArray)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'array.array' object but received '%s'", vm.TypeName(v))
	}
	return a, nil
}

func (vm *VM) modNewArray(cls *Class, code byte, data []byte) *modArray {
	a := &modArray{code: code, itemsize: modArrayItemSize(code), data: data}
	a.cls = cls
	vm.Alloc(a)
	if cls != ArrayType {
		a.dict = vm.NewDictObj()
	}
	return a
}

// modArrayAppendValues appends each value of items (converted).
func (vm *VM) modArrayAppend(a *modArray, items []Value) error {
	buf := make([]byte, a.itemsize)
	for _, it := range items {
		if err := vm.modArrayEncode(a.code, it, buf); err != nil {
			return err
		}
		a.data = append(a.data, buf...)
	}
	return nil
}

func (vm *VM) modArrayExtend(a *modArray, v Value) error {
	if b, ok := vm.Get0(v).(*modArray); ok {
		if b.code != a.code {
			return vm.TypeError("can only extend with array of same kind")
		}
		a.data = append(a.data, b.data...)
		return nil
	}
	buf := make([]byte, a.itemsize)
	return vm.IterAll(v, func(x Value) error {
		if err := vm.modArrayEncode(a.code, x, buf); err != nil {
			return err
		}
		a.data = append(a.data, buf...)
		return nil
	})
}

func (vm *VM) modArrayIndex(a *modArray, k Value) (int, error) {
	if !vm.IsInt(k) {
		if _, ok := vm.ClassOf(k).Lookup(vm, "__index__"); !ok {
			return 0, vm.TypeError("array indices must be integers")
		}
	}
	i, err := vm.IndexInt(k)
	if err != nil {
		return 0, err
	}
	n := int64(a.n())
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return 0, vm.IndexError("array index out of range")
	}
	return int(i), nil
}

func (vm *VM) modArrayRepr(a *modArray) (string, error) {
	var sb strings.Builder
	sb.WriteString("array('")
	sb.WriteByte(a.code)
	sb.WriteByte('\'')
	if a.n() == 0 {
		sb.WriteByte(')')
		return sb.String(), nil
	}
	sb.WriteString(", ")
	if a.code == 'u' || a.code == 'w' {
		sb.WriteString(StrRepr(vm.modArrayString(a)))
	} else {
		sb.WriteByte('[')
		for i := 0; i < a.n(); i++ {
			if i > 0 {
				sb.WriteString(", ")
			}
			s, err := vm.Repr(vm.modArrayGet(a, i))
			if err != nil {
				return "", err
			}
			sb.WriteString(s)
		}
		sb.WriteByte(']')
	}
	sb.WriteByte(')')
	return sb.String(), nil
}

func (vm *VM) modArrayString(a *modArray) string {
	var sb strings.Builder
	for i := 0; i < a.n(); i++ {
		sb.WriteString(modRuneStr(rune(binary.LittleEndian.Uint32(a.data[i*4:]))))
	}
	return sb.String()
}

func (vm *VM) modArrayCompare(op CmpOp, a, b *modArray) (Value, error) {
	na, nb := a.n(), b.n()
	if (op == CmpEQ || op == CmpNE) && na != nb {
		return Bool(op == CmpNE), nil
	}
	i := 0
	for ; i < na && i < nb; i++ {
		eq, err := vm.Eq(vm.modArrayGet(a, i), vm.modArrayGet(b, i))
		if err != nil {
			return Unbound, err
		}
		if !eq {
			break
		}
	}
	if i < na && i < nb {
		switch op {
		case CmpEQ:
			return False, nil
		case CmpNE:
			return True, nil
		}
		return vm.Compare(op, vm.modArrayGet(a, i), vm.modArrayGet(b, i))
	}
	var r bool
	switch op {
	case CmpLT:
		r = na < nb
	case CmpLE:
		r = na <= nb
	case CmpEQ:
		r = na == nb
	case CmpNE:
		r = na != nb
	case CmpGT:
		r = na > nb
	case CmpGE:
		r = na >= nb
	}
	return Bool(r), nil
}

// modArrayIter iterates an array.
type modArrayIter struct {
	Head
	a *modArray
	i int
}

// Trace implements Object.
func (it *modArrayIter) Trace(t *Tracer) {
	if it.a != nil {
		t.MarkObj(it.a)
	}
}

// Next implements Iterator.
func (it *modArrayIter) Next(vm *VM) (Value, bool, error) {
	if it.a == nil || it.i >= it.a.n() {
		it.a = nil
		return Unbound, false, nil
	}
	v := vm.modArrayGet(it.a, it.i)
	it.i++
	return v, true, nil
}

func init() {
	SetWeakrefable(ArrayType)
	MakeIterType(modArrayIterType)
	c := ArrayType
	c.SetAttrStatic("__hash__", None)
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if cls == ArrayType && len(kw) > 0 {
			return Unbound, vm.TypeError("array.array() takes no keyword arguments")
		}
		if len(args) == 0 {
			return Unbound, vm.TypeError("array() takes at least 1 argument (0 given)")
		}
		if len(args) > 2 {
			return Unbound, vm.TypeError("array() takes at most 2 arguments (%d given)", len(args))
		}
		ts, ok := vm.AsStr(args[0])
		if !ok {
			return Unbound, vm.TypeError("array() argument 1 must be a unicode character, not %s", vm.TypeName(args[0]))
		}
		if ts.Len() != 1 {
			return Unbound, vm.TypeError("array() argument 1 must be a unicode character, not str")
		}
		code := ts.S[0]
		if len(ts.S) != 1 || !strings.ContainsRune(modArrayTypecodes, rune(code)) {
			return Unbound, vm.ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
		}
		a := vm.modNewArray(cls, code, nil)
		if len(args) == 2 {
			init := args[1]
			if s, ok := vm.AsStr(init); ok {
				if code != 'u' && code != 'w' {
					return Unbound, vm.TypeError("cannot use a str to initialize an array with typecode '%c'", code)
				}
				for _, r := range s.Runes() {
					var b [4]byte
					binary.LittleEndian.PutUint32(b[:], uint32(r))
					a.data = append(a.data, b[:]...)
				}
			} else if b, ok := vm.Get0(init).(*Bytes); ok {
				if len(b.B)%a.itemsize != 0 {
					return Unbound, vm.ValueError("bytes length not a multiple of item size")
				}
				a.data = append([]byte(nil), b.B...)
			} else if b, ok := vm.Get0(init).(*ByteArray); ok {
				if len(b.B)%a.itemsize != 0 {
					return Unbound, vm.ValueError("bytes length not a multiple of item size")
				}
				a.data = append([]byte(nil), b.B...)
			} else if src, ok := vm.Get0(init).(*modArray); ok && (src.code == 'u' || src.code == 'w') != (code == 'u' || code == 'w') {
				return Unbound, vm.TypeError("cannot use a unicode array to initialize an array with typecode '%c'", code)
			} else if src, ok := vm.Get0(init).(*modArray); ok && src.code == code {
				a.data = append([]byte(nil), src.data...)
			} else {
				items, err := vm.Collect(init)
				if err != nil {
					return Unbound, err
				}
				if err := vm.modArrayAppend(a, items); err != nil {
					return Unbound, err
				}
			}
		}
		return a.self, nil
	}
	m := func(name string, fn func(vm *VM, a *modArray, args []Value) (Value, error)) {
		c.AddMethod(name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			a, err := vm.modArraySelf(args[0])
			if err != nil {
				return Unbound, err
			}
			return fn(vm, a, args[1:])
		})
	}
	argn := func(vm *VM, name string, args []Value, n int) error {
		if len(args) != n {
			if n == 1 {
				return vm.TypeError("array.%s() takes exactly one argument (%d given)", name, len(args))
			}
			return vm.TypeError("array.%s() takes no arguments (%d given)", name, len(args))
		}
		return nil
	}
	c.AddGetter("typecode", func(vm *VM, self Value) (Value, error) {
		a, err := vm.modArraySelf(self)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(string(a.code)), nil
	})
	c.AddGetter("itemsize", func(vm *VM, self Value) (Value, error) {
		a, err := vm.modArraySelf(self)
		if err != nil {
			return Unbound, err
		}
		return SmallInt(int64(a.itemsize)), nil
	})
	m("__len__", func(vm *VM, a *modArray, args []Value) (Value, error) { return SmallInt(int64(a.n())), nil })
	m("__iter__", func(vm *VM, a *modArray, args []Value) (Value, error) {
		it := &modArrayIter{a: a}
		it.cls = modArrayIterType
		return vm.Alloc(it), nil
	})
	m("__repr__", func(vm *VM, a *modArray, args []Value) (Value, error) {
		s, err := vm.modArrayRepr(a)
		if err != nil {
			return Unbound, err
		}
		if a.cls != ArrayType {
			s = a.cls.Name + s[len("array"):]
		}
		return vm.NewStr(s), nil
	})
	m("__getitem__", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if s, ok := vm.AsSlice(args[0]); ok {
			start, _, step, n, err := vm.SliceIndices(s, a.n())
			if err != nil {
				return Unbound, err
			}
			data := make([]byte, 0, n*a.itemsize)
			for k, i := 0, start; k < n; k, i = k+1, i+step {
				data = append(data, a.data[i*a.itemsize:(i+1)*a.itemsize]...)
			}
			return vm.modNewArray(ArrayType, a.code, data).self, nil
		}
		i, err := vm.modArrayIndex(a, args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.modArrayGet(a, i), nil
	})
	m("__setitem__", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if s, ok := vm.AsSlice(args[0]); ok {
			src, ok := vm.Get0(args[1]).(*modArray)
			if !ok {
				return Unbound, vm.TypeError("can only assign array (not \"%s\") to array slice", vm.TypeName(args[1]))
			}
			if src.code != a.code {
				return Unbound, vm.TypeError("bad argument type for built-in operation")
			}
			start, stop, step, n, err := vm.SliceIndices(s, a.n())
			if err != nil {
				return Unbound, err
			}
			srcData := append([]byte(nil), src.data...)
			if step == 1 {
				if stop < start {
					stop = start
				}
				nd := append([]byte(nil), a.data[:start*a.itemsize]...)
				nd = append(nd, srcData...)
				nd = append(nd, a.data[stop*a.itemsize:]...)
				a.data = nd
				return None, nil
			}
			if src.n() != n {
				return Unbound, vm.ValueError("attempt to assign array of size %d to extended slice of size %d", src.n(), n)
			}
			for k, i := 0, start; k < n; k, i = k+1, i+step {
				copy(a.data[i*a.itemsize:], srcData[k*a.itemsize:(k+1)*a.itemsize])
			}
			return None, nil
		}
		i, err := vm.modArrayIndex(a, args[0])
		if err != nil {
			if ExceptionMatches(err, IndexErrorType) {
				return Unbound, vm.IndexError("array assignment index out of range")
			}
			return Unbound, err
		}
		return None, vm.modArrayEncode(a.code, args[1], a.data[i*a.itemsize:])
	})
	m("__delitem__", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if s, ok := vm.AsSlice(args[0]); ok {
			start, _, step, n, err := vm.SliceIndices(s, a.n())
			if err != nil {
				return Unbound, err
			}
			del := map[int]bool{}
			for k, i := 0, start; k < n; k, i = k+1, i+step {
				del[i] = true
			}
			nd := make([]byte, 0, len(a.data))
			for i := 0; i < a.n(); i++ {
				if !del[i] {
					nd = append(nd, a.data[i*a.itemsize:(i+1)*a.itemsize]...)
				}
			}
			a.data = nd
			return None, nil
		}
		i, err := vm.modArrayIndex(a, args[0])
		if err != nil {
			if ExceptionMatches(err, IndexErrorType) {
				return Unbound, vm.IndexError("array assignment index out of range")
			}
			return Unbound, err
		}
		a.data = append(a.data[:i*a.itemsize], a.data[(i+1)*a.itemsize:]...)
		return None, nil
	})
	m("__contains__", func(vm *VM, a *modArray, args []Value) (Value, error) {
		for i := 0; i < a.n(); i++ {
			eq, err := vm.Eq(vm.modArrayGet(a, i), args[0])
			if err != nil || eq {
				return Bool(eq), err
			}
		}
		return False, nil
	})
	for op := CmpLT; op <= CmpGE; op++ {
		op := op
		c.AddMethod(cmpNames[op], func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			a, ok1 := vm.Get0(args[0]).(*modArray)
			b, ok2 := vm.Get0(args[1]).(*modArray)
			if !ok1 || !ok2 {
				return NotImplemented, nil
			}
			return vm.modArrayCompare(op, a, b)
		})
	}
	m("__add__", func(vm *VM, a *modArray, args []Value) (Value, error) {
		b, ok := vm.Get0(args[0]).(*modArray)
		if !ok {
			return Unbound, vm.TypeError("can only append array (not \"%s\") to array", vm.TypeName(args[0]))
		}
		if b.code != a.code {
			return Unbound, vm.TypeError("bad argument type for built-in operation")
		}
		return vm.modNewArray(ArrayType, a.code, append(append([]byte(nil), a.data...), b.data...)).self, nil
	})
	c.AddMethod("__iadd__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.modArraySelf(args[0])
		if err != nil {
			return Unbound, err
		}
		b, ok := vm.Get0(args[1]).(*modArray)
		if !ok {
			return Unbound, vm.TypeError("can only extend array with array (not \"%s\")", vm.TypeName(args[1]))
		}
		if b.code != a.code {
			return Unbound, vm.TypeError("can only extend with array of same kind")
		}
		a.data = append(a.data, b.data...)
		return args[0], nil
	})
	repeat := func(vm *VM, data []byte, nv Value) ([]byte, error) {
		n, err := vm.IndexInt(nv)
		if err != nil {
			return nil, err
		}
		if n <= 0 || len(data) == 0 {
			return nil, nil
		}
		if int64(len(data))*n > 1<<34 {
			return nil, vm.NewError(MemoryErrorType, "")
		}
		out := make([]byte, 0, len(data)*int(n))
		for i := int64(0); i < n; i++ {
			out = append(out, data...)
		}
		return out, nil
	}
	mul := func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.modArraySelf(args[0])
		if err != nil {
			return Unbound, err
		}
		if !vm.IsInt(args[1]) {
			if _, ok := vm.ClassOf(args[1]).Lookup(vm, "__index__"); !ok {
				return NotImplemented, nil
			}
		}
		d, err := repeat(vm, a.data, args[1])
		if err != nil {
			return Unbound, err
		}
		return vm.modNewArray(ArrayType, a.code, d).self, nil
	}
	c.AddMethod("__mul__", mul)
	c.AddMethod("__rmul__", mul)
	c.AddMethod("__imul__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.modArraySelf(args[0])
		if err != nil {
			return Unbound, err
		}
		d, err := repeat(vm, a.data, args[1])
		if err != nil {
			return Unbound, err
		}
		a.data = d
		return args[0], nil
	})
	m("append", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if err := argn(vm, "append", args, 1); err != nil {
			return Unbound, err
		}
		return None, vm.modArrayAppend(a, args)
	})
	m("extend", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if err := argn(vm, "extend", args, 1); err != nil {
			return Unbound, err
		}
		return None, vm.modArrayExtend(a, args[0])
	})
	m("fromlist", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if err := argn(vm, "fromlist", args, 1); err != nil {
			return Unbound, err
		}
		l, ok := vm.AsList(args[0])
		if !ok {
			return Unbound, vm.TypeError("arg must be list")
		}
		saved := len(a.data)
		if err := vm.modArrayAppend(a, l.Items); err != nil {
			a.data = a.data[:saved]
			return Unbound, err
		}
		return None, nil
	})
	m("insert", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("insert expected 2 arguments, got %d", len(args))
		}
		i, err := vm.IndexInt(args[0])
		if err != nil {
			return Unbound, err
		}
		n := int64(a.n())
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		if i > n {
			i = n
		}
		buf := make([]byte, a.itemsize)
		if err := vm.modArrayEncode(a.code, args[1], buf); err != nil {
			return Unbound, err
		}
		pos := int(i) * a.itemsize
		a.data = append(a.data[:pos], append(buf, a.data[pos:]...)...)
		return None, nil
	})
	m("pop", func(vm *VM, a *modArray, args []Value) (Value, error) {
		i := int64(-1)
		if len(args) > 0 {
			var err error
			if i, err = vm.IndexInt(args[0]); err != nil {
				return Unbound, err
			}
		}
		n := int64(a.n())
		if n == 0 {
			return Unbound, vm.IndexError("pop from empty array")
		}
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			return Unbound, vm.IndexError("pop index out of range")
		}
		v := vm.modArrayGet(a, int(i))
		a.data = append(a.data[:int(i)*a.itemsize], a.data[int(i+1)*a.itemsize:]...)
		return v, nil
	})
	m("remove", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if err := argn(vm, "remove", args, 1); err != nil {
			return Unbound, err
		}
		for i := 0; i < a.n(); i++ {
			eq, err := vm.Eq(vm.modArrayGet(a, i), args[0])
			if err != nil {
				return Unbound, err
			}
			if eq {
				a.data = append(a.data[:i*a.itemsize], a.data[(i+1)*a.itemsize:]...)
				return None, nil
			}
		}
		return Unbound, vm.ValueError("array.remove(x): x not in array")
	})
	m("index", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if len(args) < 1 || len(args) > 3 {
			return Unbound, vm.TypeError("index expected at least 1 argument, got %d", len(args))
		}
		n := a.n()
		start, stop := 0, n
		norm := func(v Value) (int, error) {
			x, err := vm.IndexInt(v)
			if err != nil {
				return 0, err
			}
			if x < 0 {
				x += int64(n)
				if x < 0 {
					x = 0
				}
			}
			return int(min(x, int64(n))), nil
		}
		var err error
		if len(args) > 1 {
			if start, err = norm(args[1]); err != nil {
				return Unbound, err
			}
		}
		if len(args) > 2 {
			if stop, err = norm(args[2]); err != nil {
				return Unbound, err
			}
		}
		for i := start; i < stop && i < a.n(); i++ {
			eq, err := vm.Eq(vm.modArrayGet(a, i), args[0])
			if err != nil {
				return Unbound, err
			}
			if eq {
				return SmallInt(int64(i)), nil
			}
		}
		return Unbound, vm.ValueError("array.index(x): x not in array")
	})
	m("count", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if err := argn(vm, "count", args, 1); err != nil {
			return Unbound, err
		}
		k := 0
		for i := 0; i < a.n(); i++ {
			eq, err := vm.Eq(vm.modArrayGet(a, i), args[0])
			if err != nil {
				return Unbound, err
			}
			if eq {
				k++
			}
		}
		return SmallInt(int64(k)), nil
	})
	m("reverse", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if err := argn(vm, "reverse", args, 0); err != nil {
			return Unbound, err
		}
		n, sz := a.n(), a.itemsize
		tmp := make([]byte, sz)
		for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
			copy(tmp, a.data[i*sz:(i+1)*sz])
			copy(a.data[i*sz:(i+1)*sz], a.data[j*sz:(j+1)*sz])
			copy(a.data[j*sz:(j+1)*sz], tmp)
		}
		return None, nil
	})
	m("byteswap", func(vm *VM, a *modArray, args []Value) (Value, error) {
		sz := a.itemsize
		for i := 0; i+sz <= len(a.data); i += sz {
			for x, y := i, i+sz-1; x < y; x, y = x+1, y-1 {
				a.data[x], a.data[y] = a.data[y], a.data[x]
			}
		}
		return None, nil
	})
	m("tobytes", func(vm *VM, a *modArray, args []Value) (Value, error) {
		return vm.NewBytes(append([]byte(nil), a.data...)), nil
	})
	m("frombytes", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if err := argn(vm, "frombytes", args, 1); err != nil {
			return Unbound, err
		}
		b, err := vm.BufferOf(args[0])
		if err != nil {
			return Unbound, err
		}
		if len(b)%a.itemsize != 0 {
			return Unbound, vm.ValueError("bytes length not a multiple of item size")
		}
		a.data = append(a.data, b...)
		return None, nil
	})
	m("tolist", func(vm *VM, a *modArray, args []Value) (Value, error) {
		out := make([]Value, a.n())
		for i := range out {
			out[i] = vm.modArrayGet(a, i)
		}
		return vm.NewList(out), nil
	})
	m("tounicode", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if a.code != 'u' && a.code != 'w' {
			return Unbound, vm.ValueError("tounicode() may only be called on unicode type arrays ('u' or 'w')")
		}
		return vm.NewStr(vm.modArrayString(a)), nil
	})
	m("fromunicode", func(vm *VM, a *modArray, args []Value) (Value, error) {
		if err := argn(vm, "fromunicode", args, 1); err != nil {
			return Unbound, err
		}
		if a.code != 'u' && a.code != 'w' {
			return Unbound, vm.ValueError("fromunicode() may only be called on unicode type arrays ('u' or 'w')")
		}
		s, ok := vm.AsStr(args[0])
		if !ok {
			return Unbound, vm.TypeError("fromunicode() argument must be str, not %s", vm.TypeName(args[0]))
		}
		for _, r := range s.Runes() {
			var b [4]byte
			binary.LittleEndian.PutUint32(b[:], uint32(r))
			a.data = append(a.data, b[:]...)
		}
		return None, nil
	})
	m("buffer_info", func(vm *VM, a *modArray, args []Value) (Value, error) {
		return vm.NewTupleCopy([]Value{vm.NewInt(int64(ObjectAddress(a.self))), SmallInt(int64(a.n()))}), nil
	})
	cp := func(vm *VM, a *modArray, args []Value) (Value, error) {
		return vm.modNewArray(a.cls, a.code, append([]byte(nil), a.data...)).self, nil
	}
	m("__copy__", cp)
	m("__deepcopy__", cp)
	m("__reduce_ex__", func(vm *VM, a *modArray, args []Value) (Value, error) {
		l := make([]Value, a.n())
		for i := range l {
			l[i] = vm.modArrayGet(a, i)
		}
		d := None
		if a.dict != nil && a.dict.Len() > 0 {
			d = a.dict.self
		}
		return vm.NewTupleCopy([]Value{a.cls.self, vm.NewTupleCopy([]Value{vm.NewStr(string(a.code)), vm.NewList(l)}), d}), nil
	})
	m("__sizeof__", func(vm *VM, a *modArray, args []Value) (Value, error) {
		return SmallInt(int64(64 + len(a.data))), nil
	})
	c.AddClassMethod("__class_getitem__", ClassGetItem)

	RegisterModule("array", func(vm *VM) (*Module, error) {
		mod := vm.NewModule("array")
		mod.dict.SetStr(vm, "array", ArrayType.self)
		mod.dict.SetStr(vm, "ArrayType", ArrayType.self)
		mod.dict.SetStr(vm, "typecodes", vm.NewStr(modArrayTypecodes))
		return mod, nil
	})
}
