package runtime

import (
	"github.com/cpjit/cpjit/lang/internal/strtext"
)

// The operators and special methods bytes and bytearray share, and hex
// (which memoryview shares too); str_bytes.go has the types,
// construction, repr and iteration. The other shared methods (searching,
// splitting, case, predicates, padding, decode, translate...) are
// registered by package lang/stdlib/bytesmethods.

func strBytesHex(vm *VM, self BytesSelf, args []Value, kw []Kwarg) (Value, error) {
	a, err := KwArgs(vm, "hex", args, kw, []string{"sep", "bytes_per_sep"}, 0)
	if err != nil {
		return Unbound, err
	}
	var sep string
	hasSep := false
	if a[0] != Unbound {
		n, err := vm.Len(a[0])
		if err != nil {
			return Unbound, err
		}
		if n != 1 {
			return Unbound, vm.ValueError("sep must be length 1.")
		}
		if s := vm.strOther(a[0]); s != nil {
			if !s.ascii {
				return Unbound, vm.ValueError("sep must be ASCII.")
			}
			sep = s.S
		} else if b, ok := vm.strBytesLike(a[0]); ok {
			if b[0] >= 0x80 {
				return Unbound, vm.ValueError("sep must be ASCII.")
			}
			sep = string(b)
		} else {
			return Unbound, vm.TypeError("sep must be str or bytes.")
		}
		hasSep = true
	}
	per := 1
	if a[1] != Unbound {
		if per, err = strAsSsize(vm, a[1]); err != nil {
			return Unbound, err
		}
	}
	return vm.strNewASCII(strtext.HexString(self.B, hasSep, sep, per)), nil
}

// strBytesShared lists the methods bytes and bytearray share that the
// runtime defines.
var strBytesShared = map[string]BytesMethod{
	"__add__":        strBytesAdd,
	"__mul__":        strBytesMul,
	"__rmul__":       strBytesMul,
	"__mod__":        strBytesMod,
	"__rmod__":       strBytesRMod,
	"__getitem__":    strBytesGetItem,
	"__len__":        strBytesLen,
	"__contains__":   strBytesContains,
	"__iter__":       strBytesIterMethod,
	"__eq__":         strBytesCompare(CmpEQ),
	"__ne__":         strBytesCompare(CmpNE),
	"__lt__":         strBytesCompare(CmpLT),
	"__le__":         strBytesCompare(CmpLE),
	"__gt__":         strBytesCompare(CmpGT),
	"__ge__":         strBytesCompare(CmpGE),
	"__repr__":       strBytesReprMethod,
	"__str__":        strBytesReprMethod,
	"hex":            strBytesHex,
	"__getnewargs__": strBytesGetNewArgs,
}

func init() {
	BytesType.New = strBytesNew
	ByteArrayType.New = strByteArrayNew
	BytesType.AddMethod("__new__", ctrNewWrapper(BytesType))
	ByteArrayType.AddMethod("__new__", ctrNewWrapper(ByteArrayType))
	for name, m := range strBytesShared {
		BytesType.AddMethod(name, BytesMethodOf(BytesType, name, m))
		if name != "__getnewargs__" {
			ByteArrayType.AddMethod(name, BytesMethodOf(ByteArrayType, name, m))
		}
	}
	BytesType.AddHashMethod(func(vm *VM, v Value) (int64, error) {
		b := vm.heap.Get(v).(*Bytes)
		if !b.hashed {
			b.hash = HashBytes(b.B)
			b.hashed = true
		}
		return b.hash, nil
	})
	BytesType.AddMethod("__bytes__", BytesMethodOf(BytesType, "__bytes__", strBytesBytes))
	ByteArrayType.SetAttrStatic("__hash__", None)
	ByteArrayType.AddMethod("__init__", strByteArrayInit)
	for _, c := range []*Class{strBytesIterType, strByteArrayIterType} {
		c.AddMethod("__iter__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil })
		c.AddMethod("__next__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return IterNextMethod(vm, args[0]) })
	}
}

// strBytesIndexFast is the ops.go fast path for bytes[i] and bytearray[i]
// with a small int index.
func (vm *VM) strBytesIndexFast(b []byte, array bool, i int64) (Value, error) {
	if i < 0 {
		i += int64(len(b))
	}
	if i < 0 || i >= int64(len(b)) {
		if array {
			return Unbound, vm.IndexError("bytearray index out of range")
		}
		return Unbound, vm.IndexError("index out of range")
	}
	return SmallInt(int64(b[i])), nil
}

// strByteArraySetFast is the ops.go fast path for bytearray[i] = v with
// small ints; ok is false when the general path must run.
func (vm *VM) strByteArraySetFast(ba *ByteArray, k, v Value) (bool, error) {
	if !k.IsSmallInt() || !v.IsSmallInt() {
		return false, nil
	}
	i, c := k.Int(), v.Int()
	if i < 0 {
		i += int64(len(ba.B))
	}
	if i < 0 || i >= int64(len(ba.B)) {
		return true, vm.IndexError("bytearray index out of range")
	}
	if c < 0 || c > 255 {
		return true, vm.ValueError("byte must be in range(0, 256)")
	}
	ba.B[i] = byte(c)
	return true, nil
}
