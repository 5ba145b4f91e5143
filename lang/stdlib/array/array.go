package array

import (
	"encoding/binary"
	"math"
	"math/big"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The array module: arrays of machine values stored as raw little-endian
// bytes (so tobytes/frombytes and the buffer protocol are copies).

var (
	// ArrayType is array.array.
	ArrayType         = rt.ModuleClass("array", "array.array", nil)
	modArrayIterType  = rt.ModuleClass("array", "array.arrayiterator", nil)
	modArrayTypecodes = "bBuwhHiIlLqQfd"
)

// modArray is an array.array. Its items are a numeric vector (rt.NumVec,
// right after the Head), which machine code indexes directly for the
// typecodes that have a vector kind.
type modArray struct {
	rt.Head
	rt.NumVec
	code     byte
	itemsize int
	exports  int
}

// NumVecData implements rt.NumVecObject.
func (a *modArray) NumVecData() *rt.NumVec { return &a.NumVec }

// modArrayVecKind is the vector kind of typecode c's items (8-byte
// 'l' and 'q' alike).
func modArrayVecKind(c byte) rt.VecKind {
	switch c {
	case 'd':
		return rt.VecF64
	case 'i':
		return rt.VecI32
	case 'l', 'q':
		return rt.VecI64
	}
	return rt.VecNone
}

// Trace implements Object.
func (*modArray) Trace(*rt.Tracer) {}

func (a *modArray) n() int { return len(a.Data) / a.itemsize }

func (a *modArray) bytes() []byte { return a.Data }

func (a *modArray) setBytes(b []byte) { a.Data = b }

// BufferFormat implements Buffer: the item's struct format ('u' items are
// exported as 'w', as CPython does) and size.
func (a *modArray) BufferFormat() (byte, int) {
	if a.code == 'u' {
		return 'w', a.itemsize
	}
	return a.code, a.itemsize
}

// BufferData implements Buffer.
func (a *modArray) BufferData() []byte { return a.Data }

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
func modArrayGet(vm *rt.VM, a *modArray, i int) rt.Value {
	b := a.Data[i*a.itemsize:]
	switch a.code {
	case 'b':
		return rt.SmallInt(int64(int8(b[0])))
	case 'B':
		return rt.SmallInt(int64(b[0]))
	case 'h':
		return rt.SmallInt(int64(int16(binary.LittleEndian.Uint16(b))))
	case 'H':
		return rt.SmallInt(int64(binary.LittleEndian.Uint16(b)))
	case 'i':
		return rt.SmallInt(int64(int32(binary.LittleEndian.Uint32(b))))
	case 'I':
		return rt.SmallInt(int64(binary.LittleEndian.Uint32(b)))
	case 'l', 'q':
		return vm.NewInt(int64(binary.LittleEndian.Uint64(b)))
	case 'L', 'Q':
		u := binary.LittleEndian.Uint64(b)
		if u > 1<<63-1 {
			return vm.NewBigInt(new(big.Int).SetUint64(u))
		}
		return vm.NewInt(int64(u))
	case 'f':
		return rt.FloatValue(float64(math.Float32frombits(binary.LittleEndian.Uint32(b))))
	case 'd':
		return rt.FloatValue(math.Float64frombits(binary.LittleEndian.Uint64(b)))
	case 'u', 'w':
		return vm.NewStr(modRuneStr(rune(binary.LittleEndian.Uint32(b))))
	}
	return rt.None
}

func modRuneStr(r rune) string {
	if r >= 0xD800 && r <= 0xDFFF {
		// WTF-8 for lone surrogates
		return string([]byte{0xED, byte(0xA0 | (r>>6)&0x1F), byte(0x80 | r&0x3F)})
	}
	return string(r)
}

// modArrayEncode converts v to the item bytes of typecode c.
func modArrayEncode(vm *rt.VM, c byte, v rt.Value, out []byte) error {
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
	ovf := func(msg string) error { return vm.Errorf(rt.OverflowErrorType, "%s", msg) }
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

func modArraySelf(vm *rt.VM, v rt.Value) (*modArray, error) {
	a, ok := vm.Get0(v).(*modArray)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'array.array' object but received '%s'", vm.TypeName(v))
	}
	return a, nil
}

func modNewArray(vm *rt.VM, cls *rt.Class, code byte, data []byte) *modArray {
	a := &modArray{NumVec: rt.NumVec{Kind: modArrayVecKind(code), Data: data}, code: code, itemsize: modArrayItemSize(code)}
	a.SetClass(cls)
	vm.Alloc(a)
	if cls != ArrayType {
		a.SetInstanceDict(vm.NewDictObj())
	}
	return a
}

// modArrayAppendValues appends each value of items (converted).
func modArrayAppend(vm *rt.VM, a *modArray, items []rt.Value) error {
	buf := make([]byte, a.itemsize)
	for _, it := range items {
		if err := modArrayEncode(vm, a.code, it, buf); err != nil {
			return err
		}
		a.Data = append(a.Data, buf...)
	}
	return nil
}

func modArrayExtend(vm *rt.VM, a *modArray, v rt.Value) error {
	if b, ok := vm.Get0(v).(*modArray); ok {
		if b.code != a.code {
			return vm.TypeError("can only extend with array of same kind")
		}
		a.Data = append(a.Data, b.Data...)
		return nil
	}
	buf := make([]byte, a.itemsize)
	return vm.IterAll(v, func(x rt.Value) error {
		if err := modArrayEncode(vm, a.code, x, buf); err != nil {
			return err
		}
		a.Data = append(a.Data, buf...)
		return nil
	})
}

func modArrayIndex(vm *rt.VM, a *modArray, k rt.Value) (int, error) {
	if !vm.IsInt(k) {
		if _, ok := vm.ClassOf(k).Lookup(vm, "__index__"); !ok {
			return 0, vm.TypeError("array indices must be integers")
		}
	}
	i, err := vm.IndexSsize(k, rt.IndexErrorType)
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

func modArrayRepr(vm *rt.VM, a *modArray) (string, error) {
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
		sb.WriteString(rt.StrRepr(modArrayString(vm, a)))
	} else {
		sb.WriteByte('[')
		for i := 0; i < a.n(); i++ {
			if i > 0 {
				sb.WriteString(", ")
			}
			s, err := vm.Repr(modArrayGet(vm, a, i))
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

func modArrayString(vm *rt.VM, a *modArray) string {
	var sb strings.Builder
	for i := 0; i < a.n(); i++ {
		sb.WriteString(modRuneStr(rune(binary.LittleEndian.Uint32(a.Data[i*4:]))))
	}
	return sb.String()
}

func modArrayCompare(vm *rt.VM, op rt.CmpOp, a, b *modArray) (rt.Value, error) {
	na, nb := a.n(), b.n()
	if (op == rt.CmpEQ || op == rt.CmpNE) && na != nb {
		return rt.Bool(op == rt.CmpNE), nil
	}
	i := 0
	for ; i < na && i < nb; i++ {
		eq, err := vm.Eq(modArrayGet(vm, a, i), modArrayGet(vm, b, i))
		if err != nil {
			return rt.Unbound, err
		}
		if !eq {
			break
		}
	}
	if i < na && i < nb {
		switch op {
		case rt.CmpEQ:
			return rt.False, nil
		case rt.CmpNE:
			return rt.True, nil
		}
		return vm.Compare(op, modArrayGet(vm, a, i), modArrayGet(vm, b, i))
	}
	var r bool
	switch op {
	case rt.CmpLT:
		r = na < nb
	case rt.CmpLE:
		r = na <= nb
	case rt.CmpEQ:
		r = na == nb
	case rt.CmpNE:
		r = na != nb
	case rt.CmpGT:
		r = na > nb
	case rt.CmpGE:
		r = na >= nb
	}
	return rt.Bool(r), nil
}

// modArrayIter iterates an array.
type modArrayIter struct {
	rt.Head
	a *modArray
	i int
}

// Trace implements Object.
func (it *modArrayIter) Trace(t *rt.Tracer) {
	if it.a != nil {
		t.MarkObj(it.a)
	}
}

// Next implements Iterator.
func (it *modArrayIter) Next(vm *rt.VM) (rt.Value, bool, error) {
	if it.a == nil || it.i >= it.a.n() {
		it.a = nil
		return rt.Unbound, false, nil
	}
	v := modArrayGet(vm, it.a, it.i)
	it.i++
	return v, true, nil
}

// arrayMethodAdder registers a method of array taking its checked self.
type arrayMethodAdder = func(name string, fn func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error))

// arrayArity checks that an array method got n arguments.
type arrayArity = func(vm *rt.VM, name string, args []rt.Value, n int) error

func init() {
	rt.SetWeakrefable(ArrayType)
	rt.RegisterNumVec(ArrayType, &modArray{})
	rt.MakeIterType(modArrayIterType)
	c := ArrayType
	c.SetAttrStatic("__hash__", rt.None)
	c.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if cls == ArrayType && len(kw) > 0 {
			return rt.Unbound, vm.TypeError("array.array() takes no keyword arguments")
		}
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("array() takes at least 1 argument (0 given)")
		}
		if len(args) > 2 {
			return rt.Unbound, vm.TypeError("array() takes at most 2 arguments (%d given)", len(args))
		}
		ts, ok := vm.AsStr(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("array() argument 1 must be a unicode character, not %s", vm.TypeName(args[0]))
		}
		if ts.Len() != 1 {
			return rt.Unbound, vm.TypeError("array() argument 1 must be a unicode character, not str")
		}
		code := ts.S[0]
		if len(ts.S) != 1 || !strings.ContainsRune(modArrayTypecodes, rune(code)) {
			return rt.Unbound, vm.ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
		}
		if code == 'u' {
			if err := vm.Warn(rt.DeprecationWarningType, "The 'u' type code is deprecated and will be removed in Python 3.16", 1); err != nil {
				return rt.Unbound, err
			}
		}
		a := modNewArray(vm, cls, code, nil)
		if len(args) == 2 {
			init := args[1]
			if s, ok := vm.AsStr(init); ok {
				if code != 'u' && code != 'w' {
					return rt.Unbound, vm.TypeError("cannot use a str to initialize an array with typecode '%c'", code)
				}
				for _, r := range s.Runes() {
					var b [4]byte
					binary.LittleEndian.PutUint32(b[:], uint32(r))
					a.Data = append(a.Data, b[:]...)
				}
			} else if b, ok := vm.Get0(init).(*rt.Bytes); ok {
				if len(b.B)%a.itemsize != 0 {
					return rt.Unbound, vm.ValueError("bytes length not a multiple of item size")
				}
				a.Data = append([]byte(nil), b.B...)
			} else if b, ok := vm.Get0(init).(*rt.ByteArray); ok {
				if len(b.B)%a.itemsize != 0 {
					return rt.Unbound, vm.ValueError("bytes length not a multiple of item size")
				}
				a.Data = append([]byte(nil), b.B...)
			} else if src, ok := vm.Get0(init).(*modArray); ok && (src.code == 'u' || src.code == 'w') != (code == 'u' || code == 'w') {
				return rt.Unbound, vm.TypeError("cannot use a unicode array to initialize an array with typecode '%c'", code)
			} else if src, ok := vm.Get0(init).(*modArray); ok && src.code == code {
				a.Data = append([]byte(nil), src.Data...)
			} else {
				items, err := vm.Collect(init)
				if err != nil {
					return rt.Unbound, err
				}
				if err := modArrayAppend(vm, a, items); err != nil {
					return rt.Unbound, err
				}
			}
		}
		return a.Self(), nil
	}
	m := func(name string, fn func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error)) {
		c.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := modArraySelf(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			return fn(vm, a, args[1:])
		})
	}
	argn := func(vm *rt.VM, name string, args []rt.Value, n int) error {
		if len(args) != n {
			if n == 1 {
				return vm.TypeError("array.%s() takes exactly one argument (%d given)", name, len(args))
			}
			return vm.TypeError("array.%s() takes no arguments (%d given)", name, len(args))
		}
		return nil
	}
	c.AddGetter("typecode", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		a, err := modArraySelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(string(a.code)), nil
	})
	c.AddGetter("itemsize", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		a, err := modArraySelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.SmallInt(int64(a.itemsize)), nil
	})
	arrayProtocolMethods(c, m, argn)
	arrayNamedMethods(c, m, argn)
	c.AddClassMethod("__class_getitem__", rt.ClassGetItem)

	register("array", func(vm *rt.VM) (*rt.Module, error) {
		mod := vm.NewModule("array")
		mod.InstanceDict().SetStr(vm, "array", ArrayType.Self())
		mod.InstanceDict().SetStr(vm, "ArrayType", ArrayType.Self())
		mod.InstanceDict().SetStr(vm, "typecodes", vm.NewStr(modArrayTypecodes))
		return mod, nil
	})
}

// arrayProtocolMethods adds array's special methods (sequence protocol,
// repr, comparisons, + and *) to c.
func arrayProtocolMethods(c *rt.Class, m arrayMethodAdder, argn arrayArity) {
	m("__len__", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) { return rt.SmallInt(int64(a.n())), nil })
	m("__iter__", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		it := &modArrayIter{a: a}
		it.SetClass(modArrayIterType)
		return vm.Alloc(it), nil
	})
	m("__repr__", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		s, err := modArrayRepr(vm, a)
		if err != nil {
			return rt.Unbound, err
		}
		if a.Class() != ArrayType {
			s = a.Class().Name + s[len("array"):]
		}
		return vm.NewStr(s), nil
	})
	m("__getitem__", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if s, ok := vm.AsSlice(args[0]); ok {
			start, _, step, n, err := vm.SliceIndices(s, a.n())
			if err != nil {
				return rt.Unbound, err
			}
			data := make([]byte, 0, n*a.itemsize)
			for k, i := 0, start; k < n; k, i = k+1, i+step {
				data = append(data, a.Data[i*a.itemsize:(i+1)*a.itemsize]...)
			}
			return modNewArray(vm, ArrayType, a.code, data).Self(), nil
		}
		i, err := modArrayIndex(vm, a, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modArrayGet(vm, a, i), nil
	})
	m("__setitem__", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if s, ok := vm.AsSlice(args[0]); ok {
			src, ok := vm.Get0(args[1]).(*modArray)
			if !ok {
				return rt.Unbound, vm.TypeError("can only assign array (not \"%s\") to array slice", vm.TypeName(args[1]))
			}
			if src.code != a.code {
				return rt.Unbound, vm.TypeError("bad argument type for built-in operation")
			}
			start, stop, step, n, err := vm.SliceIndices(s, a.n())
			if err != nil {
				return rt.Unbound, err
			}
			srcData := append([]byte(nil), src.Data...)
			if step == 1 {
				if stop < start {
					stop = start
				}
				nd := append([]byte(nil), a.Data[:start*a.itemsize]...)
				nd = append(nd, srcData...)
				nd = append(nd, a.Data[stop*a.itemsize:]...)
				a.Data = nd
				return rt.None, nil
			}
			if src.n() != n {
				return rt.Unbound, vm.ValueError("attempt to assign array of size %d to extended slice of size %d", src.n(), n)
			}
			for k, i := 0, start; k < n; k, i = k+1, i+step {
				copy(a.Data[i*a.itemsize:], srcData[k*a.itemsize:(k+1)*a.itemsize])
			}
			return rt.None, nil
		}
		i, err := modArrayIndex(vm, a, args[0])
		if err != nil {
			if rt.ExceptionMatches(err, rt.IndexErrorType) {
				return rt.Unbound, vm.IndexError("array assignment index out of range")
			}
			return rt.Unbound, err
		}
		return rt.None, modArrayEncode(vm, a.code, args[1], a.Data[i*a.itemsize:])
	})
	m("__delitem__", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if s, ok := vm.AsSlice(args[0]); ok {
			start, _, step, n, err := vm.SliceIndices(s, a.n())
			if err != nil {
				return rt.Unbound, err
			}
			del := map[int]bool{}
			for k, i := 0, start; k < n; k, i = k+1, i+step {
				del[i] = true
			}
			nd := make([]byte, 0, len(a.Data))
			for i := 0; i < a.n(); i++ {
				if !del[i] {
					nd = append(nd, a.Data[i*a.itemsize:(i+1)*a.itemsize]...)
				}
			}
			a.Data = nd
			return rt.None, nil
		}
		i, err := modArrayIndex(vm, a, args[0])
		if err != nil {
			if rt.ExceptionMatches(err, rt.IndexErrorType) {
				return rt.Unbound, vm.IndexError("array assignment index out of range")
			}
			return rt.Unbound, err
		}
		a.Data = append(a.Data[:i*a.itemsize], a.Data[(i+1)*a.itemsize:]...)
		return rt.None, nil
	})
	m("__contains__", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		for i := 0; i < a.n(); i++ {
			eq, err := vm.Eq(modArrayGet(vm, a, i), args[0])
			if err != nil || eq {
				return rt.Bool(eq), err
			}
		}
		return rt.False, nil
	})
	for op := rt.CmpLT; op <= rt.CmpGE; op++ {
		op := op
		c.AddMethod(rt.CmpNames[op], func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, ok1 := vm.Get0(args[0]).(*modArray)
			b, ok2 := vm.Get0(args[1]).(*modArray)
			if !ok1 || !ok2 {
				return rt.NotImplemented, nil
			}
			return modArrayCompare(vm, op, a, b)
		})
	}
	m("__add__", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		b, ok := vm.Get0(args[0]).(*modArray)
		if !ok {
			return rt.Unbound, vm.TypeError("can only append array (not \"%s\") to array", vm.TypeName(args[0]))
		}
		if b.code != a.code {
			return rt.Unbound, vm.TypeError("bad argument type for built-in operation")
		}
		return modNewArray(vm, ArrayType, a.code, append(append([]byte(nil), a.Data...), b.Data...)).Self(), nil
	})
	c.AddMethod("__iadd__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := modArraySelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		b, ok := vm.Get0(args[1]).(*modArray)
		if !ok {
			return rt.Unbound, vm.TypeError("can only extend array with array (not \"%s\")", vm.TypeName(args[1]))
		}
		if b.code != a.code {
			return rt.Unbound, vm.TypeError("can only extend with array of same kind")
		}
		a.Data = append(a.Data, b.Data...)
		return args[0], nil
	})
	repeat := func(vm *rt.VM, data []byte, nv rt.Value) ([]byte, error) {
		n, err := vm.IndexInt(nv)
		if err != nil {
			return nil, err
		}
		if n <= 0 || len(data) == 0 {
			return nil, nil
		}
		if int64(len(data))*n > 1<<34 {
			return nil, vm.NewError(rt.MemoryErrorType, "")
		}
		out := make([]byte, 0, len(data)*int(n))
		for i := int64(0); i < n; i++ {
			out = append(out, data...)
		}
		return out, nil
	}
	mul := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := modArraySelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if !vm.IsInt(args[1]) {
			if _, ok := vm.ClassOf(args[1]).Lookup(vm, "__index__"); !ok {
				return rt.NotImplemented, nil
			}
		}
		d, err := repeat(vm, a.Data, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		return modNewArray(vm, ArrayType, a.code, d).Self(), nil
	}
	c.AddMethod("__mul__", mul)
	c.AddMethod("__rmul__", mul)
	c.AddMethod("__imul__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := modArraySelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		d, err := repeat(vm, a.Data, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		a.Data = d
		return args[0], nil
	})
}

// arrayNamedMethods adds array's named methods (append, pop, tobytes...),
// copying and pickling to c.
func arrayNamedMethods(c *rt.Class, m arrayMethodAdder, argn arrayArity) {
	m("append", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if err := argn(vm, "append", args, 1); err != nil {
			return rt.Unbound, err
		}
		return rt.None, modArrayAppend(vm, a, args)
	})
	m("extend", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if err := argn(vm, "extend", args, 1); err != nil {
			return rt.Unbound, err
		}
		return rt.None, modArrayExtend(vm, a, args[0])
	})
	m("fromlist", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if err := argn(vm, "fromlist", args, 1); err != nil {
			return rt.Unbound, err
		}
		l, ok := vm.AsList(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("arg must be list")
		}
		saved := len(a.Data)
		if err := modArrayAppend(vm, a, l.Items); err != nil {
			a.Data = a.Data[:saved]
			return rt.Unbound, err
		}
		return rt.None, nil
	})
	m("insert", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("insert expected 2 arguments, got %d", len(args))
		}
		i, err := vm.IndexInt(args[0])
		if err != nil {
			return rt.Unbound, err
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
		if err := modArrayEncode(vm, a.code, args[1], buf); err != nil {
			return rt.Unbound, err
		}
		pos := int(i) * a.itemsize
		a.Data = append(a.Data[:pos], append(buf, a.Data[pos:]...)...)
		return rt.None, nil
	})
	m("pop", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		i := int64(-1)
		if len(args) > 0 {
			var err error
			if i, err = vm.IndexInt(args[0]); err != nil {
				return rt.Unbound, err
			}
		}
		n := int64(a.n())
		if n == 0 {
			return rt.Unbound, vm.IndexError("pop from empty array")
		}
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			return rt.Unbound, vm.IndexError("pop index out of range")
		}
		v := modArrayGet(vm, a, int(i))
		a.Data = append(a.Data[:int(i)*a.itemsize], a.Data[int(i+1)*a.itemsize:]...)
		return v, nil
	})
	m("remove", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if err := argn(vm, "remove", args, 1); err != nil {
			return rt.Unbound, err
		}
		for i := 0; i < a.n(); i++ {
			eq, err := vm.Eq(modArrayGet(vm, a, i), args[0])
			if err != nil {
				return rt.Unbound, err
			}
			if eq {
				a.Data = append(a.Data[:i*a.itemsize], a.Data[(i+1)*a.itemsize:]...)
				return rt.None, nil
			}
		}
		return rt.Unbound, vm.ValueError("array.remove(x): x not in array")
	})
	m("index", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if len(args) < 1 || len(args) > 3 {
			return rt.Unbound, vm.TypeError("index expected at least 1 argument, got %d", len(args))
		}
		n := a.n()
		start, stop := 0, n
		norm := func(v rt.Value) (int, error) {
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
				return rt.Unbound, err
			}
		}
		if len(args) > 2 {
			if stop, err = norm(args[2]); err != nil {
				return rt.Unbound, err
			}
		}
		for i := start; i < stop && i < a.n(); i++ {
			eq, err := vm.Eq(modArrayGet(vm, a, i), args[0])
			if err != nil {
				return rt.Unbound, err
			}
			if eq {
				return rt.SmallInt(int64(i)), nil
			}
		}
		return rt.Unbound, vm.ValueError("array.index(x): x not in array")
	})
	m("count", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if err := argn(vm, "count", args, 1); err != nil {
			return rt.Unbound, err
		}
		k := 0
		for i := 0; i < a.n(); i++ {
			eq, err := vm.Eq(modArrayGet(vm, a, i), args[0])
			if err != nil {
				return rt.Unbound, err
			}
			if eq {
				k++
			}
		}
		return rt.SmallInt(int64(k)), nil
	})
	m("reverse", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if err := argn(vm, "reverse", args, 0); err != nil {
			return rt.Unbound, err
		}
		n, sz := a.n(), a.itemsize
		tmp := make([]byte, sz)
		for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
			copy(tmp, a.Data[i*sz:(i+1)*sz])
			copy(a.Data[i*sz:(i+1)*sz], a.Data[j*sz:(j+1)*sz])
			copy(a.Data[j*sz:(j+1)*sz], tmp)
		}
		return rt.None, nil
	})
	m("byteswap", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		sz := a.itemsize
		for i := 0; i+sz <= len(a.Data); i += sz {
			for x, y := i, i+sz-1; x < y; x, y = x+1, y-1 {
				a.Data[x], a.Data[y] = a.Data[y], a.Data[x]
			}
		}
		return rt.None, nil
	})
	m("tobytes", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		return vm.NewBytes(append([]byte(nil), a.Data...)), nil
	})
	m("frombytes", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if err := argn(vm, "frombytes", args, 1); err != nil {
			return rt.Unbound, err
		}
		b, err := vm.BufferOf(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if len(b)%a.itemsize != 0 {
			return rt.Unbound, vm.ValueError("bytes length not a multiple of item size")
		}
		a.Data = append(a.Data, b...)
		return rt.None, nil
	})
	m("tolist", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		out := make([]rt.Value, a.n())
		for i := range out {
			out[i] = modArrayGet(vm, a, i)
		}
		return vm.NewList(out), nil
	})
	m("tounicode", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if a.code != 'u' && a.code != 'w' {
			return rt.Unbound, vm.ValueError("tounicode() may only be called on unicode type arrays ('u' or 'w')")
		}
		return vm.NewStr(modArrayString(vm, a)), nil
	})
	m("fromunicode", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		if err := argn(vm, "fromunicode", args, 1); err != nil {
			return rt.Unbound, err
		}
		if a.code != 'u' && a.code != 'w' {
			return rt.Unbound, vm.ValueError("fromunicode() may only be called on unicode type arrays ('u' or 'w')")
		}
		s, ok := vm.AsStr(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("fromunicode() argument must be str, not %s", vm.TypeName(args[0]))
		}
		for _, r := range s.Runes() {
			var b [4]byte
			binary.LittleEndian.PutUint32(b[:], uint32(r))
			a.Data = append(a.Data, b[:]...)
		}
		return rt.None, nil
	})
	m("buffer_info", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		return vm.NewTupleCopy([]rt.Value{vm.NewInt(int64(rt.ObjectAddress(a.Self()))), rt.SmallInt(int64(a.n()))}), nil
	})
	cp := func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		return modNewArray(vm, a.Class(), a.code, append([]byte(nil), a.Data...)).Self(), nil
	}
	m("__copy__", cp)
	m("__deepcopy__", cp)
	m("__reduce_ex__", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		l := make([]rt.Value, a.n())
		for i := range l {
			l[i] = modArrayGet(vm, a, i)
		}
		d := rt.None
		if a.InstanceDict() != nil && a.InstanceDict().Len() > 0 {
			d = a.InstanceDict().Self()
		}
		return vm.NewTupleCopy([]rt.Value{a.Class().Self(), vm.NewTupleCopy([]rt.Value{vm.NewStr(string(a.code)), vm.NewList(l)}), d}), nil
	})
	m("__sizeof__", func(vm *rt.VM, a *modArray, args []rt.Value) (rt.Value, error) {
		return rt.SmallInt(int64(64 + len(a.Data))), nil
	})
}
