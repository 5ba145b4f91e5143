package runtime

import (
	"math/big"
	"math/bits"
)

// int and bool methods.

// numDescrErr is the error for a method called on the wrong type.
func (vm *VM) numDescrErr(name, typ string, self Value) error {
	return vm.TypeError("descriptor '%s' requires a '%s' object but received a '%s'", name, typ, vm.TypeName(self))
}

// numWrapArgs checks the arguments of a slot wrapper taking n arguments.
func (vm *VM) numWrapArgs(name string, args []Value, kw []Kwarg, n int) error {
	if len(kw) > 0 {
		return vm.TypeError("wrapper %s() takes no keyword arguments", name)
	}
	if len(args)-1 != n {
		return vm.TypeError("expected %d argument%s, got %d", n, Plural(n), len(args)-1)
	}
	return nil
}

// numIntBin makes an int binary dunder: f gets (self, other) already
// swapped back for reflected methods, and returns NotImplemented for
// operands that are not ints.
func numIntBin(name string, reflected bool, f func(vm *VM, x, y IntOperand) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'int' object needs an argument", name)
		}
		x, ok := vm.IntOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "int", args[0])
		}
		if err := vm.numWrapArgs(name, args, kw, 1); err != nil {
			return Unbound, err
		}
		y, ok := vm.IntOf(args[1])
		if !ok {
			return NotImplemented, nil
		}
		if reflected {
			return f(vm, y, x)
		}
		return f(vm, x, y)
	}
}

// numIntUnary makes an int unary method.
func numIntUnary(name string, f func(vm *VM, self Value, x IntOperand) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'int' object needs an argument", name)
		}
		x, ok := vm.IntOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "int", args[0])
		}
		if err := vm.numWrapArgs(name, args, kw, 0); err != nil {
			return Unbound, err
		}
		return f(vm, args[0], x)
	}
}

// numIntMethod0 makes a regular int method taking no arguments (its
// messages say "int.NAME() takes no arguments").
func numIntMethod0(name string, f func(vm *VM, self Value, x IntOperand) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("unbound method int.%s() needs an argument", name)
		}
		x, ok := vm.IntOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "int", args[0])
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("int.%s() takes no keyword arguments", name)
		}
		if len(args) != 1 {
			return Unbound, vm.TypeError("int.%s() takes no arguments (%d given)", name, len(args)-1)
		}
		return f(vm, args[0], x)
	}
}

// Binary int operations on numInt operands (shared with the fast paths).

func numIntAdd(vm *VM, x, y IntOperand) (Value, error) {
	if x.Big == nil && y.Big == nil {
		if r := x.Small + y.Small; (x.Small >= 0) != (y.Small >= 0) || (r >= 0) == (x.Small >= 0) {
			return vm.NewInt(r), nil
		}
	}
	if r, ok := vm.arith128(OpAdd, x, y); ok {
		return r, nil
	}
	o := vm.newBigResultFor(max(natLen(x), natLen(y)) + 1)
	o.V.Add(vm.bigArg(0, x), vm.bigArg(1, y))
	return vm.bigResult(o), nil
}

func numIntSub(vm *VM, x, y IntOperand) (Value, error) {
	if x.Big == nil && y.Big == nil {
		if r := x.Small - y.Small; (x.Small >= 0) == (y.Small >= 0) || (r >= 0) == (x.Small >= 0) {
			return vm.NewInt(r), nil
		}
	}
	if r, ok := vm.arith128(OpSub, x, y); ok {
		return r, nil
	}
	o := vm.newBigResultFor(max(natLen(x), natLen(y)) + 1)
	o.V.Sub(vm.bigArg(0, x), vm.bigArg(1, y))
	return vm.bigResult(o), nil
}

func numIntMul(vm *VM, x, y IntOperand) (Value, error) {
	if x.Big == nil && y.Big == nil {
		if a, b := x.Small, y.Small; a > -(1<<31) && a < 1<<31 && b > -(1<<31) && b < 1<<31 {
			return vm.NewInt(a * b), nil
		}
	}
	if r, ok := vm.arith128(OpMul, x, y); ok {
		return r, nil
	}
	o := vm.newBigResultFor(natLen(x) + natLen(y))
	o.V.Mul(vm.bigArg(0, x), vm.bigArg(1, y))
	return vm.bigResult(o), nil
}

func numIntFloorDiv(vm *VM, x, y IntOperand) (Value, error) {
	if y.IsZero() {
		return Unbound, vm.NewError(ZeroDivisionErrorType, "integer division or modulo by zero")
	}
	if x.Big == nil && y.Big == nil {
		q, _ := DivMod(x, y)
		return vm.IntValue(q), nil
	}
	if r, ok := vm.arith128(OpFloorDiv, x, y); ok {
		return r, nil
	}
	o := vm.newBigResultFor(natLen(x) - natLen(y) + 1)
	yb := vm.bigArg(1, y)
	r := &vm.bigTmp.rest
	o.V.QuoRem(vm.bigArg(0, x), yb, r)
	if r.Sign() != 0 && r.Sign() != yb.Sign() {
		o.V.Sub(&o.V, bigOne)
	}
	return vm.bigResult(o), nil
}

func numIntMod(vm *VM, x, y IntOperand) (Value, error) {
	if y.IsZero() {
		return Unbound, vm.NewError(ZeroDivisionErrorType, "integer modulo by zero")
	}
	if x.Big == nil && y.Big == nil {
		_, r := DivMod(x, y)
		return vm.IntValue(r), nil
	}
	if r, ok := vm.arith128(OpMod, x, y); ok {
		return r, nil
	}
	o := vm.newBigResultFor(natLen(x) + 1)
	yb := vm.bigArg(1, y)
	vm.bigTmp.rest.QuoRem(vm.bigArg(0, x), yb, &o.V)
	if o.V.Sign() != 0 && o.V.Sign() != yb.Sign() {
		o.V.Add(&o.V, yb)
	}
	return vm.bigResult(o), nil
}

func numIntDivmod(vm *VM, x, y IntOperand) (Value, error) {
	if y.IsZero() {
		return Unbound, vm.NewError(ZeroDivisionErrorType, "integer division or modulo by zero")
	}
	q, r := DivMod(x, y)
	return vm.NewTupleCopy([]Value{vm.IntValue(q), vm.IntValue(r)}), nil
}

func numIntTrueDiv(vm *VM, x, y IntOperand) (Value, error) { return vm.numTrueDiv(x, y) }

func numIntPow(vm *VM, x, y IntOperand) (Value, error) {
	if y.Sign() < 0 {
		fx, err := vm.IntToFloat(x)
		if err != nil {
			return Unbound, err
		}
		fy, err := vm.IntToFloat(y)
		if err != nil {
			return Unbound, err
		}
		return vm.numFloatPow(fx, fy)
	}
	r, err := vm.numPow(x, y)
	if err != nil {
		return Unbound, err
	}
	return vm.IntValue(r), nil
}

func numIntLShift(vm *VM, x, y IntOperand) (Value, error) {
	if y.Sign() < 0 {
		return Unbound, vm.ValueError("negative shift count")
	}
	if r, ok := vm.arith128(OpLShift, x, y); ok {
		return r, nil
	}
	r, err := vm.numLShift(x, y)
	if err != nil {
		return Unbound, err
	}
	return vm.IntValue(r), nil
}

func numIntRShift(vm *VM, x, y IntOperand) (Value, error) {
	if y.Sign() < 0 {
		return Unbound, vm.ValueError("negative shift count")
	}
	if r, ok := vm.bits128(OpRShift, x, y); ok {
		return r, nil
	}
	return vm.IntValue(numRShift(x, y)), nil
}

func numIntAnd(vm *VM, x, y IntOperand) (Value, error) {
	if r, ok := vm.bits128(OpAnd, x, y); ok {
		return r, nil
	}
	return vm.IntValue(numAnd(x, y)), nil
}

func numIntOr(vm *VM, x, y IntOperand) (Value, error) {
	if r, ok := vm.bits128(OpOr, x, y); ok {
		return r, nil
	}
	return vm.IntValue(numOr(x, y)), nil
}

func numIntXor(vm *VM, x, y IntOperand) (Value, error) {
	if r, ok := vm.bits128(OpXor, x, y); ok {
		return r, nil
	}
	return vm.IntValue(numXor(x, y)), nil
}

// bits128 is arith128 for operations whose int64 case is already cheap:
// only when an operand is beyond it.
func (vm *VM) bits128(op BinOp, x, y IntOperand) (Value, bool) {
	if x.Big == nil && y.Big == nil {
		return Unbound, false
	}
	return vm.arith128(op, x, y)
}

// numIntPowMethod is int.__pow__(self, other, mod=None).
func numIntPowMethod(reflected bool) BuiltinFn {
	name := "__pow__"
	if reflected {
		name = "__rpow__"
	}
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'int' object needs an argument", name)
		}
		x, ok := vm.IntOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "int", args[0])
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("wrapper %s() takes no keyword arguments", name)
		}
		if len(args) < 2 || len(args) > 3 {
			if len(args) < 2 {
				return Unbound, vm.TypeError("expected 1 argument, got 0")
			}
			return Unbound, vm.TypeError("expected at most 2 arguments, got %d", len(args)-1)
		}
		y, ok := vm.IntOf(args[1])
		if !ok {
			return NotImplemented, nil
		}
		if reflected {
			x, y = y, x
		}
		if len(args) == 3 && args[2] != None {
			m, ok := vm.IntOf(args[2])
			if !ok {
				return NotImplemented, nil
			}
			return vm.numIntPow3(x, y, m)
		}
		return numIntPow(vm, x, y)
	}
}

func (vm *VM) numIntPow3(x, y, m IntOperand) (Value, error) {
	if m.IsZero() {
		return Unbound, vm.ValueError("pow() 3rd argument cannot be 0")
	}
	r, err := vm.numPowMod(x, y, m)
	if err != nil {
		return Unbound, err
	}
	return vm.IntValue(r), nil
}

// numIntCompare is the int rich comparison (NotImplemented for non-ints).
func numIntCompare(op CmpOp) BuiltinFn {
	name := CmpNames[op]
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'int' object needs an argument", name)
		}
		x, ok := vm.IntOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "int", args[0])
		}
		if err := vm.numWrapArgs(name, args, kw, 1); err != nil {
			return Unbound, err
		}
		y, ok := vm.IntOf(args[1])
		if !ok {
			return NotImplemented, nil
		}
		return Bool(cmpOrder(op, Cmp(x, y))), nil
	}
}

// numIntRound is int.__round__(ndigits=None).
func numIntRound(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) == 0 {
		return Unbound, vm.TypeError("descriptor '__round__' of 'int' object needs an argument")
	}
	x, ok := vm.IntOf(args[0])
	if !ok {
		return Unbound, vm.numDescrErr("__round__", "int", args[0])
	}
	if len(kw) > 0 {
		return Unbound, vm.TypeError("int.__round__() takes no keyword arguments")
	}
	if len(args) > 2 {
		return Unbound, vm.TypeError("__round__ expected at most 1 argument, got %d", len(args)-1)
	}
	if len(args) == 1 || args[1] == None {
		return vm.IntValue(x), nil
	}
	nd, err := vm.IndexOperand(args[1])
	if err != nil {
		return Unbound, err
	}
	if nd.Sign() >= 0 {
		return vm.IntValue(x), nil
	}
	return vm.IntValue(numRoundInt(x, numNeg(nd))), nil
}

// numRoundInt rounds x to a multiple of 10**n (n > 0), halves to even.
func numRoundInt(x IntOperand, n IntOperand) IntOperand {
	// When 10**n > 2|x| the result is 0 (a tie rounds to the even 0).
	xbits := 64
	if x.Big != nil {
		xbits = x.Big.BitLen()
	}
	if n.Big != nil || float64(n.Small) > float64(xbits)*0.30103+2 {
		return IntOperand{}
	}
	p := new(big.Int).Exp(big.NewInt(10), n.AsBig(), nil)
	pi := Norm(p)
	q, r := DivMod(x, pi)
	// Compare 2*r with p.
	twoR := Mul(r, IntOperand{Small: 2})
	c := Cmp(twoR, pi)
	if c > 0 || (c == 0 && numAnd(q, IntOperand{Small: 1}).Small == 1) {
		q = Add(q, IntOperand{Small: 1})
	}
	return Mul(q, pi)
}

func numIntToBytes(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) == 0 {
		return Unbound, vm.TypeError("unbound method int.to_bytes() needs an argument")
	}
	x, ok := vm.IntOf(args[0])
	if !ok {
		return Unbound, vm.numDescrErr("to_bytes", "int", args[0])
	}
	a, err := vm.BindArgsTo("to_bytes", args[1:], kw, []string{"length", "byteorder"}, []string{"signed"})
	if err != nil {
		return Unbound, err
	}
	length := int64(1)
	if a[0] != Unbound {
		if length, err = vm.numIndexToInt64(a[0]); err != nil {
			return Unbound, err
		}
		if length < 0 {
			return Unbound, vm.ValueError("length argument must be non-negative")
		}
	}
	little := false
	if a[1] != Unbound {
		if little, err = vm.numByteOrder(a[1], "to_bytes"); err != nil {
			return Unbound, err
		}
	}
	signed := false
	if a[2] != Unbound {
		if signed, err = vm.Truth(a[2]); err != nil {
			return Unbound, err
		}
	}
	if !signed && x.Sign() < 0 {
		return Unbound, vm.NewError(OverflowErrorType, "can't convert negative int to unsigned")
	}
	if length > 1<<31 {
		return Unbound, vm.NewError(MemoryErrorType, "")
	}
	b := x.AsBig()
	var mag *big.Int
	if x.Sign() < 0 {
		// Two's complement: 2**(8*length) + x.
		bitsNeeded := new(big.Int).Not(b).BitLen() + 1
		if int64(bitsNeeded) > length*8 {
			return Unbound, vm.NewError(OverflowErrorType, "int too big to convert")
		}
		mag = new(big.Int).Lsh(big.NewInt(1), uint(length*8))
		mag.Add(mag, b)
	} else {
		n := b.BitLen()
		if signed && n > 0 {
			n++
		}
		if int64(n) > length*8 {
			return Unbound, vm.NewError(OverflowErrorType, "int too big to convert")
		}
		mag = b
	}
	out := make([]byte, length)
	mag.FillBytes(out)
	if little {
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
	}
	return vm.NewBytes(out), nil
}

func (vm *VM) numByteOrder(v Value, fname string) (bool, error) {
	s, ok := vm.GoString(v)
	if !ok {
		return false, vm.TypeError("%s() argument 'byteorder' must be str, not %s", fname, vm.TypeName(v))
	}
	switch s {
	case "little":
		return true, nil
	case "big":
		return false, nil
	}
	return false, vm.ValueError("byteorder must be either 'little' or 'big'")
}

func (vm *VM) numIndexToInt64(v Value) (int64, error) {
	x, err := vm.IndexOperand(v)
	if err != nil {
		return 0, err
	}
	if x.Big != nil {
		return 0, vm.NewError(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return x.Small, nil
}

// numBindArgs binds positional-or-keyword params then keyword-only ones
// (Argument Clinic style messages).
func (vm *VM) BindArgsTo(fname string, args []Value, kw []Kwarg, pos []string, kwonly []string) ([]Value, error) {
	out := make([]Value, len(pos)+len(kwonly))
	for i := range out {
		out[i] = Unbound
	}
	if len(args) > len(pos) {
		return nil, vm.TypeError("%s() takes at most %d positional argument%s (%d given)", fname, len(pos), Plural(len(pos)), len(args))
	}
	copy(out, args)
	for _, k := range kw {
		found := false
		for i, n := range append(append([]string(nil), pos...), kwonly...) {
			if n == k.Name {
				if out[i] != Unbound {
					return nil, vm.TypeError("argument for %s() given by name ('%s') and position (%d)", fname, n, i+1)
				}
				out[i] = k.Value
				found = true
				break
			}
		}
		if !found {
			return nil, vm.TypeError("%s() got an unexpected keyword argument '%s'", fname, k.Name)
		}
	}
	return out, nil
}

func numIntFromBytes(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	cls, _ := vm.AsClass(args[0])
	a, err := vm.BindArgsTo("from_bytes", args[1:], kw, []string{"bytes", "byteorder"}, []string{"signed"})
	if err != nil {
		return Unbound, err
	}
	if a[0] == Unbound {
		return Unbound, vm.TypeError("from_bytes() missing required argument 'bytes' (pos 1)")
	}
	little := false
	if a[1] != Unbound {
		if little, err = vm.numByteOrder(a[1], "from_bytes"); err != nil {
			return Unbound, err
		}
	}
	signed := false
	if a[2] != Unbound {
		if signed, err = vm.Truth(a[2]); err != nil {
			return Unbound, err
		}
	}
	var data []byte
	switch o := vm.Get0(a[0]).(type) {
	case *Bytes:
		data = append([]byte(nil), o.B...)
	case *ByteArray:
		data = append([]byte(nil), o.B...)
	default:
		if _, isStr := vm.AsStr(a[0]); isStr {
			return Unbound, vm.TypeError("cannot convert 'str' object to bytes")
		}
		items, err := vm.Collect(a[0])
		if err != nil {
			if ExceptionMatches(err, TypeErrorType) {
				return Unbound, vm.TypeError("cannot convert '%s' object to bytes", vm.TypeName(a[0]))
			}
			return Unbound, err
		}
		for _, it := range items {
			n, err := vm.IndexOperand(it)
			if err != nil {
				return Unbound, err
			}
			if n.Big != nil || n.Small < 0 || n.Small > 255 {
				return Unbound, vm.ValueError("bytes must be in range(0, 256)")
			}
			data = append(data, byte(n.Small))
		}
	}
	if little {
		for i, j := 0, len(data)-1; i < j; i, j = i+1, j-1 {
			data[i], data[j] = data[j], data[i]
		}
	}
	r := new(big.Int).SetBytes(data)
	if signed && len(data) > 0 && data[0]&0x80 != 0 {
		r.Sub(r, new(big.Int).Lsh(big.NewInt(1), uint(len(data)*8)))
	}
	v := vm.BigValue(r)
	if cls != nil && cls != IntType {
		return vm.Call(cls.self, []Value{v}, nil)
	}
	return v, nil
}

// numBoolBin makes bool's & | ^ (bool result for two bools).
func numBoolBin(name string, f func(a, b bool) bool, intf BuiltinFn) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 2 && len(kw) == 0 && args[0].IsBool() && args[1].IsBool() {
			return Bool(f(args[0] == True, args[1] == True)), nil
		}
		return intf(vm, args, kw)
	}
}

func init() {
	c := IntType
	c.AddMethod("__add__", numIntBin("__add__", false, numIntAdd))
	c.AddMethod("__radd__", numIntBin("__radd__", true, numIntAdd))
	c.AddMethod("__sub__", numIntBin("__sub__", false, numIntSub))
	c.AddMethod("__rsub__", numIntBin("__rsub__", true, numIntSub))
	c.AddMethod("__mul__", numIntBin("__mul__", false, numIntMul))
	c.AddMethod("__rmul__", numIntBin("__rmul__", true, numIntMul))
	c.AddMethod("__truediv__", numIntBin("__truediv__", false, numIntTrueDiv))
	c.AddMethod("__rtruediv__", numIntBin("__rtruediv__", true, numIntTrueDiv))
	c.AddMethod("__floordiv__", numIntBin("__floordiv__", false, numIntFloorDiv))
	c.AddMethod("__rfloordiv__", numIntBin("__rfloordiv__", true, numIntFloorDiv))
	c.AddMethod("__mod__", numIntBin("__mod__", false, numIntMod))
	c.AddMethod("__rmod__", numIntBin("__rmod__", true, numIntMod))
	c.AddMethod("__divmod__", numIntBin("__divmod__", false, numIntDivmod))
	c.AddMethod("__rdivmod__", numIntBin("__rdivmod__", true, numIntDivmod))
	c.AddMethod("__pow__", numIntPowMethod(false))
	c.AddMethod("__rpow__", numIntPowMethod(true))
	c.AddMethod("__lshift__", numIntBin("__lshift__", false, numIntLShift))
	c.AddMethod("__rlshift__", numIntBin("__rlshift__", true, numIntLShift))
	c.AddMethod("__rshift__", numIntBin("__rshift__", false, numIntRShift))
	c.AddMethod("__rrshift__", numIntBin("__rrshift__", true, numIntRShift))
	intAnd := numIntBin("__and__", false, numIntAnd)
	intRand := numIntBin("__rand__", true, numIntAnd)
	intOr := numIntBin("__or__", false, numIntOr)
	intRor := numIntBin("__ror__", true, numIntOr)
	intXor := numIntBin("__xor__", false, numIntXor)
	intRxor := numIntBin("__rxor__", true, numIntXor)
	c.AddMethod("__and__", intAnd)
	c.AddMethod("__rand__", intRand)
	c.AddMethod("__or__", intOr)
	c.AddMethod("__ror__", intRor)
	c.AddMethod("__xor__", intXor)
	c.AddMethod("__rxor__", intRxor)
	for op := CmpLT; op <= CmpGE; op++ {
		c.AddMethod(CmpNames[op], numIntCompare(op))
	}
	c.AddMethod("__neg__", numIntUnary("__neg__", func(vm *VM, _ Value, x IntOperand) (Value, error) {
		return vm.IntValue(numNeg(x)), nil
	}))
	asInt := func(vm *VM, self Value, x IntOperand) (Value, error) { return vm.numPlainInt(self), nil }
	c.AddMethod("__pos__", numIntUnary("__pos__", asInt))
	c.AddMethod("__int__", numIntUnary("__int__", asInt))
	c.AddMethod("__index__", numIntUnary("__index__", asInt))
	c.AddMethod("__abs__", numIntUnary("__abs__", func(vm *VM, _ Value, x IntOperand) (Value, error) {
		return vm.IntValue(Abs(x)), nil
	}))
	c.AddMethod("__invert__", numIntUnary("__invert__", func(vm *VM, _ Value, x IntOperand) (Value, error) {
		return vm.IntValue(numInvert(x)), nil
	}))
	c.AddMethod("__bool__", numIntUnary("__bool__", func(vm *VM, _ Value, x IntOperand) (Value, error) {
		return Bool(!x.IsZero()), nil
	}))
	c.AddMethod("__float__", numIntUnary("__float__", func(vm *VM, _ Value, x IntOperand) (Value, error) {
		f, err := vm.IntToFloat(x)
		return FloatValue(f), err
	}))
	c.AddMethod("__hash__", numIntUnary("__hash__", func(vm *VM, _ Value, x IntOperand) (Value, error) {
		if x.Big == nil {
			return vm.NewInt(hashSmallInt(x.Small)), nil
		}
		return vm.NewInt(hashBigInt(x.Big)), nil
	}))
	c.AddMethod("__repr__", numIntUnary("__repr__", func(vm *VM, self Value, x IntOperand) (Value, error) {
		s, err := vm.numIntDecimal(x)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(s), nil
	}))
	c.AddMethod("__round__", numIntRound)
	c.AddMethod("__trunc__", numIntMethod0("__trunc__", asInt))
	c.AddMethod("__floor__", numIntMethod0("__floor__", asInt))
	c.AddMethod("__ceil__", numIntMethod0("__ceil__", asInt))
	c.AddMethod("conjugate", numIntMethod0("conjugate", asInt))
	c.AddMethod("__getnewargs__", numIntMethod0("__getnewargs__", func(vm *VM, self Value, x IntOperand) (Value, error) {
		return vm.NewTupleCopy([]Value{vm.numPlainInt(self)}), nil
	}))
	c.AddMethod("__sizeof__", numIntMethod0("__sizeof__", func(vm *VM, self Value, x IntOperand) (Value, error) {
		n := 1
		if x.Big != nil {
			n = (x.Big.BitLen() + 29) / 30
		} else if x.Small != 0 {
			n = (bits.Len64(numAbsU(x.Small)) + 29) / 30
		}
		return vm.NewInt(int64(24 + 4*max(n, 1))), nil
	}))
	c.AddMethod("bit_length", numIntMethod0("bit_length", func(vm *VM, self Value, x IntOperand) (Value, error) {
		if x.Big == nil {
			return vm.NewInt(int64(bits.Len64(numAbsU(x.Small)))), nil
		}
		return vm.NewInt(int64(x.Big.BitLen())), nil
	}))
	c.AddMethod("bit_count", numIntMethod0("bit_count", func(vm *VM, self Value, x IntOperand) (Value, error) {
		if x.Big == nil {
			return vm.NewInt(int64(bits.OnesCount64(numAbsU(x.Small)))), nil
		}
		n := 0
		for _, w := range x.Big.Bits() {
			n += bits.OnesCount(uint(w))
		}
		return vm.NewInt(int64(n)), nil
	}))
	c.AddMethod("as_integer_ratio", numIntMethod0("as_integer_ratio", func(vm *VM, self Value, x IntOperand) (Value, error) {
		return vm.NewTupleCopy([]Value{vm.numPlainInt(self), SmallInt(1)}), nil
	}))
	c.AddMethod("is_integer", numIntMethod0("is_integer", func(vm *VM, self Value, x IntOperand) (Value, error) {
		return True, nil
	}))
	c.AddMethod("to_bytes", numIntToBytes)
	c.AddClassMethod("from_bytes", numIntFromBytes)
	c.AddMethod("__format__", numIntFormat)
	getSelf := func(vm *VM, self Value) (Value, error) { return vm.numPlainInt(self), nil }
	c.AddGetter("real", getSelf)
	c.AddGetter("numerator", getSelf)
	c.AddGetter("imag", func(vm *VM, self Value) (Value, error) { return SmallInt(0), nil })
	c.AddGetter("denominator", func(vm *VM, self Value) (Value, error) { return SmallInt(1), nil })
	c.New = numIntNew

	b := BoolType
	b.AddMethod("__and__", numBoolBin("__and__", func(x, y bool) bool { return x && y }, intAnd))
	b.AddMethod("__rand__", numBoolBin("__rand__", func(x, y bool) bool { return x && y }, intRand))
	b.AddMethod("__or__", numBoolBin("__or__", func(x, y bool) bool { return x || y }, intOr))
	b.AddMethod("__ror__", numBoolBin("__ror__", func(x, y bool) bool { return x || y }, intRor))
	b.AddMethod("__xor__", numBoolBin("__xor__", func(x, y bool) bool { return x != y }, intXor))
	b.AddMethod("__rxor__", numBoolBin("__rxor__", func(x, y bool) bool { return x != y }, intRxor))
	b.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 || !args[0].IsBool() {
			if len(args) == 0 {
				return Unbound, vm.TypeError("descriptor '__repr__' of 'bool' object needs an argument")
			}
			return Unbound, vm.numDescrErr("__repr__", "bool", args[0])
		}
		if err := vm.numWrapArgs("__repr__", args, kw, 0); err != nil {
			return Unbound, err
		}
		if args[0] == True {
			return vm.NewStr("True"), nil
		}
		return vm.NewStr("False"), nil
	})
	b.AddMethod("__invert__", numIntUnary("__invert__", func(vm *VM, _ Value, x IntOperand) (Value, error) {
		return vm.IntValue(numInvert(x)), nil
	}))
	b.New = numBoolNew
}

// numBoolNew is bool(x).
func numBoolNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		return Unbound, vm.TypeError("bool() takes no keyword arguments")
	}
	if len(args) > 1 {
		return Unbound, vm.TypeError("bool expected at most 1 argument, got %d", len(args))
	}
	if len(args) == 0 {
		return False, nil
	}
	t, err := vm.Truth(args[0])
	if err != nil {
		return Unbound, err
	}
	return Bool(t), nil
}
