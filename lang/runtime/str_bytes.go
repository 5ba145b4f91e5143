package runtime

import (
	"bytes"
	"unsafe"

	"github.com/cpjit/cpjit/lang/internal/strtext"
)

// bytes and bytearray: construction, the special methods and the methods
// they share (which work on the raw bytes; bytearray results are
// bytearrays). Their other shared methods and bytearray's mutations are
// registered by package lang/stdlib/bytesmethods.

// BytesSelf is the receiver of a method bytes and bytearray share: its
// bytes, whether it is a bytearray, the object and its class.
type BytesSelf struct {
	B     []byte
	Array bool
	V     Value
	Cls   *Class
}

// TypeName is "bytes" or "bytearray", for messages.
func (r BytesSelf) TypeName() string {
	if r.Array {
		return "bytearray"
	}
	return "bytes"
}

// BytesMethod is a method bytes and bytearray share.
type BytesMethod func(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error)

// BytesMethodOf adapts a shared method to one of the two types.
func BytesMethodOf(owner *Class, name string, m BytesMethod) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) > 0 && args[0].IsHandle() {
			switch o := vm.heap.Get(args[0]).(type) {
			case *Bytes:
				if owner == BytesType {
					return m(vm, BytesSelf{o.B, false, args[0], o.cls}, args, kw)
				}
			case *ByteArray:
				if owner == ByteArrayType {
					return m(vm, BytesSelf{o.B, true, args[0], o.cls}, args, kw)
				}
			}
		}
		if len(args) == 0 {
			return Unbound, vm.TypeError("unbound method %s.%s() needs an argument", owner.Name, name)
		}
		return Unbound, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, owner.Name, vm.TypeName(args[0]))
	}
}

// ByteArraySelf returns the *ByteArray receiver of a bytearray method, or
// the TypeError of an unbound method called on another type or on nothing.
func ByteArraySelf(vm *VM, args []Value, name string) (*ByteArray, error) {
	if len(args) > 0 {
		if ba, ok := vm.Get0(args[0]).(*ByteArray); ok {
			return ba, nil
		}
		return nil, vm.TypeError("descriptor '%s' for 'bytearray' objects doesn't apply to a '%s' object", name, vm.TypeName(args[0]))
	}
	return nil, vm.TypeError("unbound method bytearray.%s() needs an argument", name)
}

// NewBytesOf returns an exact bytes or bytearray owning b.
func (vm *VM) NewBytesOf(array bool, b []byte) Value {
	if array {
		return vm.NewByteArray(b)
	}
	return vm.NewBytes(b)
}

// BytesSame returns self when it is an exact bytes (immutable, so it
// can be shared), else a new object with a copy of b.
func (vm *VM) BytesSame(self BytesSelf) Value {
	if !self.Array && self.Cls == BytesType {
		return self.V
	}
	return vm.NewBytesOf(self.Array, append([]byte(nil), self.B...))
}

// BytesSlice returns self.B[i:j] as a new object of self's kind.
func (vm *VM) BytesSlice(self BytesSelf, i, j int) Value {
	if !self.Array && i == 0 && j == len(self.B) && self.Cls == BytesType {
		return self.V
	}
	return vm.NewBytesOf(self.Array, append([]byte(nil), self.B[i:j]...))
}

// BytesArg requires a bytes-like argument.
func (vm *VM) BytesArg(v Value) ([]byte, error) {
	if b, ok := vm.strBytesLike(v); ok {
		return b, nil
	}
	return nil, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(v))
}

// ByteValue converts an int-like to a byte ("byte must be in range(0, 256)").
func (vm *VM) ByteValue(v Value) (byte, error) {
	n, err := strAsSsizeByte(vm, v)
	if err != nil {
		return 0, err
	}
	if n < 0 || n > 255 {
		return 0, vm.ValueError("byte must be in range(0, 256)")
	}
	return byte(n), nil
}

// strAsSsizeByte is __index__ with out-of-range big ints mapped to -1.
func strAsSsizeByte(vm *VM, v Value) (int, error) {
	if v.IsSmallInt() {
		return int(v.Int()), nil
	}
	iv, err := vm.IndexValue(v)
	if err != nil {
		return 0, err
	}
	b, _ := vm.ToBigInt(iv)
	if b == nil || !b.IsInt64() {
		return -1, nil
	}
	return int(b.Int64()), nil
}

// BytesSubArg parses the sub argument of find/count/index/__contains__:
// an int in range(256) or a bytes-like object.
func (vm *VM) BytesSubArg(v Value) ([]byte, error) {
	if b, ok := vm.strBytesLike(v); ok {
		return b, nil
	}
	if v.IsSmallInt() || v.IsBool() || vm.ClassOf(v).IsSubclass(IntType) {
		c, err := vm.ByteValue(v)
		if err != nil {
			return nil, err
		}
		return []byte{c}, nil
	}
	if _, ok := vm.ClassOf(v).Lookup(vm, "__index__"); ok {
		c, err := vm.ByteValue(v)
		if err != nil {
			return nil, err
		}
		return []byte{c}, nil
	}
	return nil, vm.TypeError("argument should be integer or bytes-like object, not '%s'", vm.TypeName(v))
}

// ---- construction ----

// strBytesFromObject is the common part of bytes(x) and bytearray(x) for
// one non-str argument.
func (vm *VM) strBytesFromObject(v Value, typeName string) ([]byte, error) {
	if b, ok := vm.strBytesLike(v); ok {
		return append([]byte(nil), b...), nil
	}
	if v.IsSmallInt() || v.IsBool() || vm.ClassOf(v).IsSubclass(IntType) || vm.HasIndex(v) {
		n, err := strAsSsize(vm, v)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, vm.ValueError("negative count")
		}
		if n > MaxBytes {
			return nil, vm.NewError(MemoryErrorType, "")
		}
		return make([]byte, n), nil
	}
	if v.IsHandle() {
		switch o := vm.heap.Get(v).(type) {
		case *List:
			return vm.BytesFromItems(o.Items, typeName)
		case *Tuple:
			return vm.BytesFromItems(o.Items, typeName)
		}
	}
	it, err := vm.Iter(v)
	if err != nil {
		if ExceptionMatches(err, TypeErrorType) {
			return nil, vm.TypeError("cannot convert '%s' object to %s", vm.TypeName(v), typeName)
		}
		return nil, err
	}
	var out []byte
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return nil, err
		}
		if !ok {
			return out, nil
		}
		c, err := vm.ItemByte(x, typeName)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
}

// HasIndex reports whether v is an object whose class defines __index__.
func (vm *VM) HasIndex(v Value) bool {
	if !v.IsHandle() {
		return false
	}
	_, ok := vm.ClassOf(v).Lookup(vm, "__index__")
	return ok
}

// ItemByte converts one item of an iterable given to bytes()/bytearray().
func (vm *VM) ItemByte(x Value, typeName string) (byte, error) {
	n, err := strAsSsizeByte(vm, x)
	if err != nil {
		return 0, err
	}
	if n < 0 || n > 255 {
		if typeName == "bytes" {
			return 0, vm.ValueError("bytes must be in range(0, 256)")
		}
		return 0, vm.ValueError("byte must be in range(0, 256)")
	}
	return byte(n), nil
}

// BytesFromItems converts the items given to bytes() or bytearray().
func (vm *VM) BytesFromItems(items []Value, typeName string) ([]byte, error) {
	out := make([]byte, len(items))
	for i, x := range items {
		c, err := vm.ItemByte(x, typeName)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

// strBytesCtor is the common part of bytes() and bytearray(): it returns
// the initial content. fromObject converts a non-str source.
func (vm *VM) strBytesCtor(name string, args []Value, kw []Kwarg, fromObject func(Value) ([]byte, error)) ([]byte, error) {
	if len(args) > 3 {
		return nil, vm.TypeError("%s() takes at most 3 arguments (%d given)", name, len(args))
	}
	if len(args) == 0 && len(kw) == 0 {
		return nil, nil
	}
	src, encV, errV := Unbound, Unbound, Unbound
	if len(kw) == 0 {
		src = args[0]
		if len(args) > 1 {
			encV = args[1]
		}
		if len(args) > 2 {
			errV = args[2]
		}
	} else {
		a, err := vm.BindArgs(name, args, kw, []string{"source", "encoding", "errors"}, 0)
		if err != nil {
			return nil, err
		}
		src, encV, errV = a[0], a[1], a[2]
	}
	if src == Unbound {
		if encV != Unbound || errV != Unbound {
			return nil, vm.TypeError("encoding or errors without sequence argument")
		}
		return nil, nil
	}
	if s := vm.strOther(src); s != nil {
		if encV == Unbound {
			return nil, vm.TypeError("string argument without an encoding")
		}
		enc, err := StrArgNamed(vm, encV, name, "encoding")
		if err != nil {
			return nil, err
		}
		errors := "strict"
		if errV != Unbound {
			e, err := StrArgNamed(vm, errV, name, "errors")
			if err != nil {
				return nil, err
			}
			errors = e.S
		}
		return vm.Encode(s, enc.S, errors)
	}
	if encV != Unbound {
		return nil, vm.TypeError("encoding without a string argument")
	}
	if errV != Unbound {
		return nil, vm.TypeError("errors without a string argument")
	}
	return fromObject(src)
}

func strBytesNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if cls == BytesType && len(args) == 1 && len(kw) == 0 {
		if bo, ok := vm.Get0(args[0]).(*Bytes); ok && bo.cls == BytesType {
			return args[0], nil
		}
	}
	data, err := vm.strBytesCtor("bytes", args, kw, vm.strBytesNewFrom)
	if err != nil {
		return Unbound, err
	}
	o := &Bytes{B: data}
	o.cls = cls
	v := vm.heap.Alloc(o)
	if cls != BytesType {
		o.dict = vm.NewDictObj()
	}
	return v, nil
}

// strBytesNewFrom is bytes(x) for a non-str x: __bytes__ first.
func (vm *VM) strBytesNewFrom(v Value) ([]byte, error) {
	if b, ok := vm.Get0(v).(*Bytes); ok && b.cls == BytesType {
		return b.B, nil
	}
	if v.IsHandle() {
		if f, ok := vm.ClassOf(v).Lookup(vm, "__bytes__"); ok && f != None {
			r, err := vm.CallBinaryUnary(f, v)
			if err != nil {
				return nil, err
			}
			rb, ok := vm.Get0(r).(*Bytes)
			if !ok {
				return nil, vm.TypeError("__bytes__ returned non-bytes (type %s)", vm.TypeName(r))
			}
			return rb.B, nil
		}
	}
	return vm.strBytesFromObject(v, "bytes")
}

func strByteArrayNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	o := &ByteArray{}
	o.cls = cls
	v := vm.heap.Alloc(o)
	if cls != ByteArrayType {
		o.dict = vm.NewDictObj()
	}
	return v, nil
}

// strByteArrayInit is bytearray.__init__: it (re)fills the array.
func strByteArrayInit(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	ba, ok := vm.Get0(args[0]).(*ByteArray)
	if !ok {
		return Unbound, vm.TypeError("descriptor '__init__' requires a 'bytearray' object")
	}
	data, err := vm.strBytesCtor("bytearray", args[1:], kw, func(v Value) ([]byte, error) {
		return vm.strBytesFromObject(v, "bytearray")
	})
	if err != nil {
		return Unbound, err
	}
	ba.B = data
	return None, nil
}

// ---- repr ----

// BytesRepr is repr(bytes): b'...' with CPython's quoting and escapes.
func BytesRepr(b []byte) string {
	return string(strAppendBytesRepr(nil, b, false))
}

// strAppendBytesRepr appends b'...'; forArray gives bytearray's variant,
// which escapes ' even inside double quotes.
func strAppendBytesRepr(out []byte, b []byte, forArray bool) []byte {
	q := byte('\'')
	if bytes.IndexByte(b, '\'') >= 0 && bytes.IndexByte(b, '"') < 0 {
		q = '"'
	}
	out = append(out, 'b', q)
	for _, c := range b {
		switch {
		case c == q || c == '\\' || forArray && c == '\'':
			out = append(out, '\\', c)
		case c == '\t':
			out = append(out, '\\', 't')
		case c == '\n':
			out = append(out, '\\', 'n')
		case c == '\r':
			out = append(out, '\\', 'r')
		case c < 0x20 || c >= 0x7F:
			out = append(out, '\\', 'x', strtext.HexDigits[c>>4], strtext.HexDigits[c&15])
		default:
			out = append(out, c)
		}
	}
	return append(out, q)
}

func strBytesReprMethod(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	if !self.Array {
		return vm.strNewASCII(BytesRepr(self.B)), nil
	}
	name := self.Cls.Name
	out := make([]byte, 0, len(self.B)+len(name)+5)
	out = append(out, name...)
	out = append(out, '(')
	out = strAppendBytesRepr(out, self.B, true)
	out = append(out, ')')
	return vm.NewStr(string(out)), nil
}

// ---- operators ----

func strBytesAdd(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	other, ok := vm.strBytesLike(args[1])
	if !ok {
		if !vm.strReflectedIsBuiltin(args[1], "__radd__") {
			return NotImplemented, nil
		}
		return Unbound, vm.TypeError("can't concat %s to %s", vm.TypeName(args[1]), self.TypeName())
	}
	if !self.Array && len(self.B) > 0 && len(other) > 0 {
		// b += x in a loop: bytes, like str, extend the last result's
		// buffer in place (strConcatBytes); the slice's capacity ends at
		// its length, so nothing can append into the shared buffer.
		r := strConcatBytes(vm, unsafe.String(&self.B[0], len(self.B)), unsafe.String(&other[0], len(other)))
		return vm.NewBytes(unsafe.Slice(unsafe.StringData(r), len(r))), nil
	}
	out := make([]byte, 0, len(self.B)+len(other))
	out = append(append(out, self.B...), other...)
	return vm.NewBytesOf(self.Array, out), nil
}

func strBytesMul(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	n, ok, err := RepeatCount(vm, args[1])
	if err != nil {
		return Unbound, err
	}
	if !ok {
		if vm.strReflectedIsBuiltin(args[1], "__rmul__") {
			return Unbound, vm.TypeError("can't multiply sequence by non-int of type '%s'", vm.TypeName(args[1]))
		}
		return NotImplemented, nil
	}
	if n <= 0 {
		return vm.NewBytesOf(self.Array, nil), nil
	}
	if n == 1 {
		return vm.BytesSame(self), nil
	}
	if len(self.B) > MaxBytes/n {
		if !self.Array && len(self.B) > MaxSsize/n {
			return Unbound, vm.NewError(OverflowErrorType, "repeated bytes are too long") // bytearray says MemoryError
		}
		return Unbound, vm.NewError(MemoryErrorType, "")
	}
	if err := vm.CheckAlloc(int64(len(self.B)) * int64(n)); err != nil {
		return Unbound, err
	}
	return vm.NewBytesOf(self.Array, bytes.Repeat(self.B, n)), nil
}

func strBytesGetItem(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	k := args[1]
	if sl, ok := vm.Get0(k).(*Slice); ok {
		start, _, step, n, err := vm.SliceIndices(sl, len(self.B))
		if err != nil {
			return Unbound, err
		}
		if n <= 0 {
			return vm.NewBytesOf(self.Array, nil), nil
		}
		if step == 1 {
			return vm.BytesSlice(self, start, start+n), nil
		}
		out := make([]byte, n)
		for i, j := 0, start; i < n; i, j = i+1, j+step {
			out[i] = self.B[j]
		}
		return vm.NewBytesOf(self.Array, out), nil
	}
	if !k.IsSmallInt() && !k.IsBool() && !vm.ClassOf(k).IsSubclass(IntType) && !vm.HasIndex(k) {
		if self.Array {
			return Unbound, vm.TypeError("bytearray indices must be integers or slices, not %s", vm.TypeName(k))
		}
		return Unbound, vm.TypeError("byte indices must be integers or slices, not %s", vm.TypeName(k))
	}
	i64, err := vm.ctrIndex(k, IndexErrorType)
	if err != nil {
		return Unbound, err
	}
	i := int(i64)
	if i < 0 {
		i += len(self.B)
	}
	if i < 0 || i >= len(self.B) {
		if self.Array {
			return Unbound, vm.IndexError("bytearray index out of range")
		}
		return Unbound, vm.IndexError("index out of range")
	}
	return SmallInt(int64(self.B[i])), nil
}

func strBytesLen(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	return SmallInt(int64(len(self.B))), nil
}

func strBytesContains(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	v := args[1]
	if b, ok := vm.strBytesLike(v); ok {
		return Bool(bytes.Contains(self.B, b)), nil
	}
	if v.IsSmallInt() || v.IsBool() || vm.HasIndex(v) {
		c, err := vm.ByteValue(v)
		if err != nil {
			return Unbound, err
		}
		return Bool(bytes.IndexByte(self.B, c) >= 0), nil
	}
	return Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(v))
}

func strBytesCompare(op CmpOp) BytesMethod {
	return func(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		other, ok := vm.strBytesLike(args[1])
		if !ok {
			return NotImplemented, nil
		}
		return Bool(cmpStrings(op, string(self.B), string(other))), nil
	}
}

func strBytesGetNewArgs(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	return vm.NewTupleCopy([]Value{vm.NewBytes(append([]byte(nil), self.B...))}), nil
}

func strBytesBytes(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	if self.Cls == BytesType {
		return self.V, nil
	}
	return vm.NewBytes(append([]byte(nil), self.B...)), nil
}

func strBytesMod(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	out, err := PercentFormat(vm, string(self.B), args[1], true)
	if err != nil {
		return Unbound, err
	}
	return vm.NewBytesOf(self.Array, []byte(out)), nil
}

func strBytesRMod(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	return NotImplemented, nil
}

// ---- iteration ----

type strBytesIter struct {
	Head
	seq Value // Unbound when exhausted
	i   int
}

var (
	strBytesIterType     = newBuiltinClass("bytes_iterator", ObjectType)
	strByteArrayIterType = newBuiltinClass("bytearray_iterator", ObjectType)
)

// Trace implements Object.
func (it *strBytesIter) Trace(t *Tracer) { t.Mark(it.seq) }

// Next implements Iterator.
func (it *strBytesIter) Next(vm *VM) (Value, bool, error) {
	if it.seq == Unbound {
		return Unbound, false, nil
	}
	b, _ := vm.strBytesLike(it.seq)
	if it.i >= len(b) {
		it.seq = Unbound
		return Unbound, false, nil
	}
	c := b[it.i]
	it.i++
	return SmallInt(int64(c)), true, nil
}

func strBytesIterMethod(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	it := &strBytesIter{seq: self.V}
	if self.Array {
		it.cls = strByteArrayIterType
	} else {
		it.cls = strBytesIterType
	}
	return vm.heap.Alloc(it), nil
}
