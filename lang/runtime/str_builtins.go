package runtime

import "github.com/cpjit/cpjit/lang/internal/wtf8"

// The string builtins: repr, ascii, ord, chr, format.

func strBuiltinRepr(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.NoKwargs("repr", kw); err != nil {
		return Unbound, err
	}
	if len(args) != 1 {
		return Unbound, vm.TypeError("repr() takes exactly one argument (%d given)", len(args))
	}
	if s := vm.strOther(args[0]); s != nil && s.cls == StrType {
		return vm.strReprValue(s), nil
	}
	r, err := vm.Repr(args[0])
	if err != nil {
		return Unbound, err
	}
	return vm.NewStr(r), nil
}

func strBuiltinASCII(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.NoKwargs("ascii", kw); err != nil {
		return Unbound, err
	}
	if len(args) != 1 {
		return Unbound, vm.TypeError("ascii() takes exactly one argument (%d given)", len(args))
	}
	r, err := vm.ASCIIRepr(args[0])
	if err != nil {
		return Unbound, err
	}
	return vm.strNewASCII(r), nil
}

func strBuiltinOrd(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.NoKwargs("ord", kw); err != nil {
		return Unbound, err
	}
	if len(args) != 1 {
		return Unbound, vm.TypeError("ord() takes exactly one argument (%d given)", len(args))
	}
	v := args[0]
	if v.IsHandle() {
		switch o := vm.heap.Get(v).(type) {
		case *Str:
			if o.Len() != 1 {
				return Unbound, vm.TypeError("ord() expected a character, but string of length %d found", o.Len())
			}
			r, _ := wtf8.Decode(o.S, 0)
			return SmallInt(int64(r)), nil
		case *Bytes:
			if len(o.B) != 1 {
				return Unbound, vm.TypeError("ord() expected a character, but string of length %d found", len(o.B))
			}
			return SmallInt(int64(o.B[0])), nil
		case *ByteArray:
			if len(o.B) != 1 {
				return Unbound, vm.TypeError("ord() expected a character, but string of length %d found", len(o.B))
			}
			return SmallInt(int64(o.B[0])), nil
		}
	}
	return Unbound, vm.TypeError("ord() expected string of length 1, but %s found", vm.TypeName(v))
}

func strBuiltinChr(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.NoKwargs("chr", kw); err != nil {
		return Unbound, err
	}
	if len(args) != 1 {
		return Unbound, vm.TypeError("chr() takes exactly one argument (%d given)", len(args))
	}
	v := args[0]
	var i int64
	if v.IsSmallInt() {
		i = v.Int()
	} else {
		iv, err := vm.IndexValue(v)
		if err != nil {
			return Unbound, err
		}
		b, _ := vm.ToBigInt(iv)
		if b == nil || !b.IsInt64() {
			return Unbound, vm.ValueError("chr() arg not in range(0x110000)")
		}
		i = b.Int64()
	}
	if i < 0 || i > 0x10FFFF {
		return Unbound, vm.ValueError("chr() arg not in range(0x110000)")
	}
	return vm.strCharValue(rune(i)), nil
}

func strBuiltinFormat(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.NoKwargs("format", kw); err != nil {
		return Unbound, err
	}
	if len(args) < 1 || len(args) > 2 {
		if len(args) < 1 {
			return Unbound, vm.TypeError("format expected at least 1 argument, got %d", len(args))
		}
		return Unbound, vm.TypeError("format expected at most 2 arguments, got %d", len(args))
	}
	spec := EmptyStr
	if len(args) == 2 {
		if vm.strOther(args[1]) == nil {
			return Unbound, vm.TypeError("format() argument 2 must be str, not %s", vm.TypeName(args[1]))
		}
		spec = args[1]
	}
	if s := vm.strOther(args[0]); s != nil && s.cls == StrType {
		sp := vm.strOther(spec)
		if sp.S == "" {
			return args[0], nil
		}
		r, err := vm.FormatStr(s, sp.S)
		if err != nil {
			return Unbound, err
		}
		return vm.strResult(s, r), nil
	}
	return vm.FormatValue(args[0], spec)
}

func init() {
	RegisterBuiltin("repr", strBuiltinRepr)
	RegisterBuiltin("ascii", strBuiltinASCII)
	RegisterBuiltin("ord", strBuiltinOrd)
	RegisterBuiltin("chr", strBuiltinChr)
	RegisterBuiltin("format", strBuiltinFormat)
}
