package runtime

import (
	"math"
	"math/big"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/floatfmt"
	"github.com/cpjit/cpjit/lang/internal/pynum"
)

// float: unboxed for exact floats, *Float for instances of subclasses.

// numFloatOf returns the value of a float or float-subclass instance.
func (vm *VM) numFloatOf(v Value) (float64, bool) {
	if v.IsFloat() {
		return v.Float(), true
	}
	if v.IsHandle() {
		if o, ok := vm.heap.Get(v).(*Float); ok {
			return o.V, true
		}
	}
	return 0, false
}

// FloatOperand converts the other operand of a float operation: floats
// and ints (exactly rounded; OverflowError when too big). ok is false for
// other types (NotImplemented).
func (vm *VM) FloatOperand(v Value) (float64, bool, error) {
	if v.IsFloat() {
		return v.Float(), true, nil
	}
	if v.IsSmallInt() {
		return float64(v.Int()), true, nil
	}
	if f, ok := vm.numFloatOf(v); ok {
		return f, true, nil
	}
	if x, ok := vm.IntOf(v); ok {
		f, err := vm.IntToFloat(x)
		return f, true, err
	}
	return 0, false, nil
}

// ToFloat converts a float, int, bool or an object with __float__ (or
// __index__) to float64; TypeError "must be real number, not T" otherwise.
func (vm *VM) ToFloat(v Value) (float64, error) {
	switch {
	case v.IsFloat():
		return v.Float(), nil
	case v.IsSmallInt():
		return float64(v.Int()), nil
	}
	if f, ok := vm.numFloatOf(v); ok {
		return f, nil
	}
	if x, ok := vm.IntOf(v); ok {
		return vm.IntToFloat(x)
	}
	cls := vm.ClassOf(v)
	if f, ok := cls.Lookup(vm, "__float__"); ok && f != None {
		r, err := vm.CallBinaryUnary(f, v)
		if err != nil {
			return 0, err
		}
		rf, ok := vm.numFloatOf(r)
		if !ok {
			return 0, vm.TypeError("%s.__float__ returned non-float (type %s)", cls.Name, vm.TypeName(r))
		}
		return rf, nil
	}
	if _, ok := cls.Lookup(vm, "__index__"); ok {
		iv, err := vm.numIndex(v)
		if err != nil {
			return 0, err
		}
		x, _ := vm.IntOf(iv)
		return vm.IntToFloat(x)
	}
	return 0, vm.TypeError("must be real number, not %s", cls.Name)
}

// Float arithmetic (CPython semantics).

func (vm *VM) numFloatFloorDiv(x, y float64) (Value, error) {
	if y == 0 {
		return Unbound, vm.NewError(ZeroDivisionErrorType, "float floor division by zero")
	}
	q, _ := pynum.FloatDivMod(x, y)
	return FloatValue(q), nil
}

func (vm *VM) numFloatMod(x, y float64) (Value, error) {
	if y == 0 {
		return Unbound, vm.NewError(ZeroDivisionErrorType, "float modulo by zero")
	}
	return FloatValue(pynum.FloatRem(x, y)), nil
}

// numRangeError is OverflowError(34, 'Numerical result out of range').
func (vm *VM) numRangeError() error {
	return vm.NewExceptionObj(OverflowErrorType, []Value{SmallInt(34), vm.NewStr("Numerical result out of range")})
}

// numFloatPow is float ** float (float_pow).
func (vm *VM) numFloatPow(iv, iw float64) (Value, error) {
	r, perr := pynum.FloatPow(iv, iw)
	switch perr {
	case pynum.PowZeroNegative:
		return Unbound, vm.NewError(ZeroDivisionErrorType, "0.0 cannot be raised to a negative power")
	case pynum.PowOverflow:
		return Unbound, vm.numRangeError()
	case pynum.PowComplex:
		return vm.numComplexPowValues(complex(iv, 0), complex(iw, 0))
	}
	return FloatValue(r), nil
}

// numFloatCmp compares a float with a float or int exactly.
func (vm *VM) numFloatCmp(op CmpOp, x float64, other Value) (Value, bool) {
	if y, ok := vm.numFloatOf(other); ok {
		return Bool(numFloatCmpOp(op, x, y)), true
	}
	if other.IsSmallInt() {
		return Bool(numFloatCmpOp(op, x, float64(other.Int()))), true
	}
	if iv, ok := vm.IntOf(other); ok {
		c, ok := numIntFloatCmp(iv, x)
		if !ok {
			return Bool(op == CmpNE), true
		}
		return Bool(cmpOrder(op, -c)), true
	}
	return NotImplemented, false
}

func numFloatCmpOp(op CmpOp, x, y float64) bool {
	switch op {
	case CmpLT:
		return x < y
	case CmpLE:
		return x <= y
	case CmpEQ:
		return x == y
	case CmpNE:
		return x != y
	case CmpGT:
		return x > y
	}
	return x >= y
}

// numFloatRound is float.__round__ with an ndigits argument.
func (vm *VM) numFloatRound(x float64, ndigits int64) (Value, error) {
	r, ok := pynum.RoundFloat(x, ndigits)
	if !ok {
		return Unbound, vm.NewError(OverflowErrorType, "rounded value too large to represent")
	}
	return FloatValue(r), nil
}

// numFloatFromHex is float.fromhex(s).
func (vm *VM) numFloatFromHex(s string) (float64, error) {
	f, perr := pynum.FloatFromHex(s)
	switch perr {
	case pynum.ParseOK:
		return f, nil
	case pynum.ParseOverflow:
		return 0, vm.NewError(OverflowErrorType, "hexadecimal value too large to represent as a float")
	}
	return 0, vm.ValueError("invalid hexadecimal floating-point string")
}

// ParseFloatString is float(s) for a str s.
func (vm *VM) ParseFloatString(s string) (float64, error) {
	t := strings.TrimFunc(pynum.ToASCIIDigits(s), func(r rune) bool { return r < 0x80 && pynum.IsSpaceASCII(byte(r)) })
	f, ok := pynum.ParseFloatASCII(t)
	if !ok {
		r, err := vm.Repr(vm.NewStr(s))
		if err != nil {
			return 0, err
		}
		return 0, vm.ValueError("could not convert string to float: %s", r)
	}
	return f, nil
}

func (vm *VM) numParseFloatBytes(v Value, b []byte) (float64, error) {
	t := strings.TrimFunc(string(b), func(r rune) bool { return r < 0x80 && pynum.IsSpaceASCII(byte(r)) })
	f, ok := pynum.ParseFloatASCII(t)
	if !ok || strings.IndexByte(t, 0) >= 0 {
		r, err := vm.Repr(v)
		if err != nil {
			return 0, err
		}
		return 0, vm.ValueError("could not convert string to float: %s", r)
	}
	return f, nil
}

// FloatFromValue is float(x).
func (vm *VM) FloatFromValue(x Value) (float64, error) {
	switch {
	case x.IsFloat():
		return x.Float(), nil
	case x.IsSmallInt():
		return float64(x.Int()), nil
	}
	if x.IsHandle() {
		o := vm.heap.Get(x)
		cls := o.head().cls
		if s, ok := o.(*Str); ok && cls == StrType {
			return vm.ParseFloatString(s.S)
		}
		if f, ok := cls.Lookup(vm, "__float__"); ok && f != None {
			if fo, ok := o.(*Float); ok && f == numFloatFloatMethod {
				return fo.V, nil
			}
			r, err := vm.CallBinaryUnary(f, x)
			if err != nil {
				return 0, err
			}
			rf, ok := vm.numFloatOf(r)
			if !ok {
				return 0, vm.TypeError("%s.__float__ returned non-float (type %s)", cls.Name, vm.TypeName(r))
			}
			return rf, nil
		}
		if _, ok := cls.Lookup(vm, "__index__"); ok {
			iv, err := vm.numIndex(x)
			if err != nil {
				return 0, err
			}
			ix, _ := vm.IntOf(iv)
			return vm.IntToFloat(ix)
		}
		switch o := o.(type) {
		case *Str:
			return vm.ParseFloatString(o.S)
		case *Bytes:
			return vm.numParseFloatBytes(x, o.B)
		case *ByteArray:
			return vm.numParseFloatBytes(x, o.B)
		}
	}
	if x.IsBool() {
		if x == True {
			return 1, nil
		}
		return 0, nil
	}
	return 0, vm.TypeError("float() argument must be a string or a real number, not '%s'", vm.TypeName(x))
}

var numFloatFloatMethod Value

// numFloatNew is float.__new__.
func numFloatNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		// Keywords are left to the __init__ of a subclass that has one.
		if initf, _ := cls.Lookup(vm, "__init__"); cls == FloatType || initf == objectInit {
			return Unbound, vm.TypeError("float() takes no keyword arguments")
		}
	}
	if len(args) > 1 {
		return Unbound, vm.TypeError("float expected at most 1 argument, got %d", len(args))
	}
	f := 0.0
	if len(args) == 1 {
		var err error
		if f, err = vm.FloatFromValue(args[0]); err != nil {
			return Unbound, err
		}
	}
	if cls == FloatType {
		return FloatValue(f), nil
	}
	return vm.NewFloatSub(cls, f), nil
}

// NewFloatSub allocates an instance of a float subclass.
func (vm *VM) NewFloatSub(cls *Class, f float64) Value {
	o := &Float{V: f}
	o.cls = cls
	r := vm.heap.Alloc(o)
	if cls.HasDict {
		o.dict = vm.NewDictObj()
	}
	return r
}

// Float method wrappers.

func numFloatBin(name string, reflected bool, f func(vm *VM, x, y float64) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'float' object needs an argument", name)
		}
		x, ok := vm.numFloatOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "float", args[0])
		}
		if err := vm.numWrapArgs(name, args, kw, 1); err != nil {
			return Unbound, err
		}
		y, ok, err := vm.FloatOperand(args[1])
		if !ok {
			return NotImplemented, nil
		}
		if err != nil {
			return Unbound, err
		}
		if reflected {
			return f(vm, y, x)
		}
		return f(vm, x, y)
	}
}

func numFloatUnary(name string, f func(vm *VM, self Value, x float64) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'float' object needs an argument", name)
		}
		x, ok := vm.numFloatOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "float", args[0])
		}
		if err := vm.numWrapArgs(name, args, kw, 0); err != nil {
			return Unbound, err
		}
		return f(vm, args[0], x)
	}
}

func numFloatMethod0(name string, f func(vm *VM, self Value, x float64) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("unbound method float.%s() needs an argument", name)
		}
		x, ok := vm.numFloatOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "float", args[0])
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("float.%s() takes no keyword arguments", name)
		}
		if len(args) != 1 {
			return Unbound, vm.TypeError("float.%s() takes no arguments (%d given)", name, len(args)-1)
		}
		return f(vm, args[0], x)
	}
}

func numFloatAddF(vm *VM, x, y float64) (Value, error) { return FloatValue(x + y), nil }
func numFloatSubF(vm *VM, x, y float64) (Value, error) { return FloatValue(x - y), nil }
func numFloatMulF(vm *VM, x, y float64) (Value, error) { return FloatValue(x * y), nil }
func numFloatDivF(vm *VM, x, y float64) (Value, error) {
	if y == 0 {
		return Unbound, vm.NewError(ZeroDivisionErrorType, "float division by zero")
	}
	return FloatValue(x / y), nil
}
func numFloatFloorDivF(vm *VM, x, y float64) (Value, error) { return vm.numFloatFloorDiv(x, y) }
func numFloatModF(vm *VM, x, y float64) (Value, error)      { return vm.numFloatMod(x, y) }
func numFloatDivmodF(vm *VM, x, y float64) (Value, error) {
	if y == 0 {
		return Unbound, vm.NewError(ZeroDivisionErrorType, "float divmod()")
	}
	q, r := pynum.FloatDivMod(x, y)
	return vm.NewTupleCopy([]Value{FloatValue(q), FloatValue(r)}), nil
}

func numFloatPowMethod(reflected bool) BuiltinFn {
	name := "__pow__"
	if reflected {
		name = "__rpow__"
	}
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'float' object needs an argument", name)
		}
		x, ok := vm.numFloatOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "float", args[0])
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("wrapper %s() takes no keyword arguments", name)
		}
		if len(args) < 2 {
			return Unbound, vm.TypeError("expected 1 argument, got 0")
		}
		if len(args) > 3 {
			return Unbound, vm.TypeError("expected at most 2 arguments, got %d", len(args)-1)
		}
		// Like CPython's float_pow, a modulus is refused before the
		// operand is even looked at.
		if len(args) == 3 && args[2] != None {
			return Unbound, vm.TypeError("pow() 3rd argument not allowed unless all arguments are integers")
		}
		y, ok, err := vm.FloatOperand(args[1])
		if !ok {
			return NotImplemented, nil
		}
		if err != nil {
			return Unbound, err
		}
		if reflected {
			x, y = y, x
		}
		return vm.numFloatPow(x, y)
	}
}

func numFloatCompare(op CmpOp) BuiltinFn {
	name := CmpNames[op]
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'float' object needs an argument", name)
		}
		x, ok := vm.numFloatOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "float", args[0])
		}
		if err := vm.numWrapArgs(name, args, kw, 1); err != nil {
			return Unbound, err
		}
		r, _ := vm.numFloatCmp(op, x, args[1])
		return r, nil
	}
}

func numFloatRoundMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) == 0 {
		return Unbound, vm.TypeError("descriptor '__round__' of 'float' object needs an argument")
	}
	x, ok := vm.numFloatOf(args[0])
	if !ok {
		return Unbound, vm.numDescrErr("__round__", "float", args[0])
	}
	if len(kw) > 0 {
		return Unbound, vm.TypeError("float.__round__() takes no keyword arguments")
	}
	if len(args) > 2 {
		return Unbound, vm.TypeError("__round__ expected at most 1 argument, got %d", len(args)-1)
	}
	if len(args) == 1 || args[1] == None {
		return vm.FloatToInt(pynum.RoundHalfEven(x))
	}
	nd, err := vm.IndexOperand(args[1])
	if err != nil {
		return Unbound, err
	}
	n := nd.Small
	if nd.Big != nil {
		// Clipped like PyNumber_AsSsize_t(o, NULL).
		if nd.Sign() > 0 {
			n = math.MaxInt64
		} else {
			n = math.MinInt64
		}
	}
	return vm.numFloatRound(x, n)
}

func numFloatAsIntegerRatio(vm *VM, x float64) (Value, error) {
	if math.IsInf(x, 0) {
		return Unbound, vm.NewError(OverflowErrorType, "cannot convert Infinity to integer ratio")
	}
	if math.IsNaN(x) {
		return Unbound, vm.ValueError("cannot convert NaN to integer ratio")
	}
	r := new(big.Rat).SetFloat64(x)
	return vm.NewTupleCopy([]Value{vm.BigValue(new(big.Int).Set(r.Num())), vm.BigValue(new(big.Int).Set(r.Denom()))}), nil
}

func init() {
	c := FloatType
	c.AddMethod("__add__", numFloatBin("__add__", false, numFloatAddF))
	c.AddMethod("__radd__", numFloatBin("__radd__", true, numFloatAddF))
	c.AddMethod("__sub__", numFloatBin("__sub__", false, numFloatSubF))
	c.AddMethod("__rsub__", numFloatBin("__rsub__", true, numFloatSubF))
	c.AddMethod("__mul__", numFloatBin("__mul__", false, numFloatMulF))
	c.AddMethod("__rmul__", numFloatBin("__rmul__", true, numFloatMulF))
	c.AddMethod("__truediv__", numFloatBin("__truediv__", false, numFloatDivF))
	c.AddMethod("__rtruediv__", numFloatBin("__rtruediv__", true, numFloatDivF))
	c.AddMethod("__floordiv__", numFloatBin("__floordiv__", false, numFloatFloorDivF))
	c.AddMethod("__rfloordiv__", numFloatBin("__rfloordiv__", true, numFloatFloorDivF))
	c.AddMethod("__mod__", numFloatBin("__mod__", false, numFloatModF))
	c.AddMethod("__rmod__", numFloatBin("__rmod__", true, numFloatModF))
	c.AddMethod("__divmod__", numFloatBin("__divmod__", false, numFloatDivmodF))
	c.AddMethod("__rdivmod__", numFloatBin("__rdivmod__", true, numFloatDivmodF))
	c.AddMethod("__pow__", numFloatPowMethod(false))
	c.AddMethod("__rpow__", numFloatPowMethod(true))
	for op := CmpLT; op <= CmpGE; op++ {
		c.AddMethod(CmpNames[op], numFloatCompare(op))
	}
	c.AddMethod("__neg__", numFloatUnary("__neg__", func(vm *VM, _ Value, x float64) (Value, error) { return FloatValue(-x), nil }))
	c.AddMethod("__pos__", numFloatUnary("__pos__", func(vm *VM, _ Value, x float64) (Value, error) { return FloatValue(x), nil }))
	c.AddMethod("__abs__", numFloatUnary("__abs__", func(vm *VM, _ Value, x float64) (Value, error) { return FloatValue(math.Abs(x)), nil }))
	c.AddMethod("__bool__", numFloatUnary("__bool__", func(vm *VM, _ Value, x float64) (Value, error) { return Bool(x != 0), nil }))
	c.AddMethod("__int__", numFloatUnary("__int__", func(vm *VM, _ Value, x float64) (Value, error) { return vm.FloatToInt(x) }))
	c.AddMethod("__float__", numFloatUnary("__float__", func(vm *VM, _ Value, x float64) (Value, error) { return FloatValue(x), nil }))
	numFloatFloatMethod, _ = c.Dict.GetStr(nil, "__float__")
	c.AddMethod("__hash__", numFloatUnary("__hash__", func(vm *VM, _ Value, x float64) (Value, error) {
		return vm.NewInt(HashFloat(x)), nil
	}))
	c.AddMethod("__repr__", numFloatUnary("__repr__", func(vm *VM, _ Value, x float64) (Value, error) {
		return vm.NewStr(floatfmt.FloatRepr(x)), nil
	}))
	c.AddMethod("__trunc__", numFloatMethod0("__trunc__", func(vm *VM, _ Value, x float64) (Value, error) { return vm.FloatToInt(x) }))
	c.AddMethod("__floor__", numFloatMethod0("__floor__", func(vm *VM, _ Value, x float64) (Value, error) { return vm.FloatToInt(math.Floor(x)) }))
	c.AddMethod("__ceil__", numFloatMethod0("__ceil__", func(vm *VM, _ Value, x float64) (Value, error) { return vm.FloatToInt(math.Ceil(x)) }))
	c.AddMethod("__round__", numFloatRoundMethod)
	c.AddMethod("conjugate", numFloatMethod0("conjugate", func(vm *VM, _ Value, x float64) (Value, error) { return FloatValue(x), nil }))
	c.AddMethod("is_integer", numFloatMethod0("is_integer", func(vm *VM, _ Value, x float64) (Value, error) {
		return Bool(!math.IsInf(x, 0) && x == math.Trunc(x)), nil
	}))
	c.AddMethod("as_integer_ratio", numFloatMethod0("as_integer_ratio", func(vm *VM, _ Value, x float64) (Value, error) {
		return numFloatAsIntegerRatio(vm, x)
	}))
	c.AddMethod("hex", numFloatMethod0("hex", func(vm *VM, _ Value, x float64) (Value, error) { return vm.NewStr(pynum.FloatHex(x)), nil }))
	c.AddMethod("__getnewargs__", numFloatMethod0("__getnewargs__", func(vm *VM, _ Value, x float64) (Value, error) {
		return vm.NewTupleCopy([]Value{FloatValue(x)}), nil
	}))
	c.AddClassMethod("fromhex", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(kw) > 0 {
			return Unbound, vm.TypeError("float.fromhex() takes no keyword arguments")
		}
		if len(args) != 2 {
			return Unbound, vm.TypeError("float.fromhex() takes exactly one argument (%d given)", len(args)-1)
		}
		s, ok := vm.GoString(args[1])
		if !ok {
			return Unbound, vm.TypeError("fromhex() argument must be str, not %s", vm.TypeName(args[1]))
		}
		f, err := vm.numFloatFromHex(s)
		if err != nil {
			return Unbound, err
		}
		if cls, ok := vm.AsClass(args[0]); ok && cls != FloatType {
			return vm.Call(cls.self, []Value{FloatValue(f)}, nil)
		}
		return FloatValue(f), nil
	})
	c.AddClassMethod("__getformat__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("float.__getformat__() takes exactly one argument (%d given)", len(args)-1)
		}
		s, ok := vm.GoString(args[1])
		if !ok {
			return Unbound, vm.TypeError("__getformat__() argument must be str, not %s", vm.TypeName(args[1]))
		}
		if s != "double" && s != "float" {
			return Unbound, vm.ValueError("__getformat__() argument 1 must be 'double' or 'float'")
		}
		return vm.NewStr("IEEE, little-endian"), nil
	})
	c.AddMethod("__format__", numFloatFormat)
	c.AddGetter("real", func(vm *VM, self Value) (Value, error) {
		f, _ := vm.numFloatOf(self)
		return FloatValue(f), nil
	})
	c.AddGetter("imag", func(vm *VM, self Value) (Value, error) { return FloatValue(0), nil })
	c.New = numFloatNew
}
