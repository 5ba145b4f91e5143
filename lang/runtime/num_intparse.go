package runtime

import (
	"strings"

	"github.com/cpjit/cpjit/lang/internal/pynum"
)

// int() and the str -> int conversion (CPython's PyLong_FromString).

// numParseIntASCII parses an ASCII buffer like PyLong_FromString. ok is
// false for a syntax error; err is set for the digit-limit error.
func (vm *VM) numParseIntASCII(s string, base int) (v Value, ok bool, err error) {
	t, ok := pynum.ScanInt(s, base)
	if !ok {
		return Unbound, false, nil
	}
	if t.Base&(t.Base-1) != 0 {
		if limit := vm.IntMaxStrDigits(); limit > 0 && t.Count > limit {
			return Unbound, false, vm.ValueError("Exceeds the limit (%d digits) for integer string conversion: value has %d digits; use sys.set_int_max_str_digits() to increase the limit", limit, t.Count)
		}
	}
	n, b, ok := t.Value()
	switch {
	case !ok:
		return Unbound, false, nil
	case b != nil:
		return vm.BigValue(b), true, nil
	}
	return vm.NewInt(n), true, nil
}

// ParseIntString is int(s, base) for a str s (base 0 or 2..36).
func (vm *VM) ParseIntString(s string, base int) (Value, error) {
	v, ok, err := vm.numParseIntASCII(pynum.ToASCIIDigits(s), base)
	if err != nil {
		return Unbound, err
	}
	if !ok {
		r, rerr := vm.Repr(vm.NewStr(s))
		if rerr != nil {
			return Unbound, rerr
		}
		return Unbound, vm.ValueError("invalid literal for int() with base %d: %s", base, pynum.ReprTrunc(r))
	}
	return v, nil
}

// numParseIntBytes is int(b, base) for bytes-like b.
func (vm *VM) numParseIntBytes(b []byte, base int) (Value, error) {
	s := string(b)
	if i := strings.IndexByte(s, 0); i >= 0 {
		s = s[:i] + "\x01" // an embedded NUL ends the literal: force an error
	}
	v, ok, err := vm.numParseIntASCII(s, base)
	if err != nil {
		return Unbound, err
	}
	if !ok {
		bb := b
		if len(bb) > 200 {
			bb = bb[:200]
		}
		r, rerr := vm.Repr(vm.NewBytes(append([]byte(nil), bb...)))
		if rerr != nil {
			return Unbound, rerr
		}
		return Unbound, vm.ValueError("invalid literal for int() with base %d: %s", base, pynum.ReprTrunc(r))
	}
	return v, nil
}

// numIntNew is int.__new__ (Class.New of int).
func numIntNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	v, err := vm.numIntConstruct(args, kw)
	if err != nil {
		return Unbound, err
	}
	if cls == IntType {
		return v, nil
	}
	x, _ := vm.IntOf(v)
	o := &Int{}
	o.cls = cls
	o.V.Set(x.AsBig())
	r := vm.heap.Alloc(o)
	if cls.HasDict {
		o.dict = vm.NewDictObj()
	}
	return r, nil
}

func (vm *VM) numIntConstruct(args []Value, kw []Kwarg) (Value, error) {
	x, base := Unbound, Unbound
	if len(args) > 2 {
		return Unbound, vm.TypeError("int expected at most 2 arguments, got %d", len(args))
	}
	if len(args) > 0 {
		x = args[0]
	}
	if len(args) > 1 {
		base = args[1]
	}
	for _, k := range kw {
		if k.Name != "base" {
			return Unbound, vm.TypeError("int() got an unexpected keyword argument '%s'", k.Name)
		}
		if base != Unbound {
			return Unbound, vm.TypeError("argument for int() given by name ('base') and position (2)")
		}
		base = k.Value
	}
	if x == Unbound {
		if base != Unbound {
			return Unbound, vm.TypeError("int() missing string argument")
		}
		return SmallInt(0), nil
	}
	if base == Unbound {
		return vm.IntFromValue(x)
	}
	b, err := vm.IndexOperand(base)
	if err != nil {
		return Unbound, err
	}
	if b.Big != nil || (b.Small != 0 && b.Small < 2) || b.Small > 36 {
		return Unbound, vm.ValueError("int() base must be >= 2 and <= 36, or 0")
	}
	if s, ok := vm.AsStr(x); ok {
		return vm.ParseIntString(s.S, int(b.Small))
	}
	switch o := vm.Get0(x).(type) {
	case *Bytes:
		return vm.numParseIntBytes(o.B, int(b.Small))
	case *ByteArray:
		return vm.numParseIntBytes(o.B, int(b.Small))
	}
	return Unbound, vm.TypeError("int() can't convert non-string with explicit base")
}

// IntFromValue is int(x) for one argument: a plain int Value.
func (vm *VM) IntFromValue(x Value) (Value, error) {
	switch {
	case x.IsSmallInt():
		return x, nil
	case x.IsFloat():
		return vm.FloatToInt(x.Float())
	case x.IsBool():
		if x == True {
			return SmallInt(1), nil
		}
		return SmallInt(0), nil
	}
	if x.IsHandle() {
		o := vm.heap.Get(x)
		cls := o.head().cls
		if cls == IntType {
			return x, nil
		}
		if s, ok := o.(*Str); ok && cls == StrType {
			return vm.ParseIntString(s.S, 10)
		}
		// __int__
		if f, ok := cls.Lookup(vm, "__int__"); ok && f != None {
			r, err := vm.CallBinaryUnary(f, x)
			if err != nil {
				return Unbound, err
			}
			if _, isInt := vm.IntOf(r); !isInt {
				return Unbound, vm.TypeError("__int__ returned non-int (type %s)", vm.TypeName(r))
			}
			return vm.numPlainInt(r), nil
		}
		if f, ok := cls.Lookup(vm, "__index__"); ok && f != None {
			r, err := vm.CallBinaryUnary(f, x)
			if err != nil {
				return Unbound, err
			}
			if _, isInt := vm.IntOf(r); !isInt {
				return Unbound, vm.TypeError("__index__ returned non-int (type %s)", vm.TypeName(r))
			}
			return vm.numPlainInt(r), nil
		}
		if f, ok := cls.Lookup(vm, "__trunc__"); ok && f != None {
			r, err := vm.CallBinaryUnary(f, x)
			if err != nil {
				return Unbound, err
			}
			if _, isInt := vm.IntOf(r); isInt {
				return vm.numPlainInt(r), nil
			}
			iv, err := vm.numIndex(r)
			if err != nil {
				if ExceptionMatches(err, TypeErrorType) {
					return Unbound, vm.TypeError("__trunc__ returned non-Integral (type %s)", vm.TypeName(r))
				}
				return Unbound, err
			}
			return vm.numPlainInt(iv), nil
		}
		switch o := o.(type) {
		case *Str:
			return vm.ParseIntString(o.S, 10)
		case *Bytes:
			return vm.numParseIntBytes(o.B, 10)
		case *ByteArray:
			return vm.numParseIntBytes(o.B, 10)
		}
		if b, ok := vm.BytesLike(x); ok {
			return vm.numParseIntBytes(b, 10)
		}
	}
	return Unbound, vm.TypeError("int() argument must be a string, a bytes-like object or a real number, not '%s'", vm.TypeName(x))
}
