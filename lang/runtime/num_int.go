package runtime

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
)

// numInt is an int operand: an int64 when b is nil, else the big value b
// (which is never mutated: it may belong to an *Int object).
type numInt struct {
	s int64
	b *big.Int
}

// numIntOf returns the int value of an int, bool or int-subclass instance.
func (vm *VM) numIntOf(v Value) (numInt, bool) {
	switch {
	case v.IsSmallInt():
		return numInt{s: v.Int()}, true
	case v == True:
		return numInt{s: 1}, true
	case v == False:
		return numInt{}, true
	case v.IsHandle():
		if o, ok := vm.heap.Get(v).(*Int); ok {
			if o.V.IsInt64() {
				return numInt{s: o.V.Int64()}, true
			}
			return numInt{b: &o.V}, true
		}
	}
	return numInt{}, false
}

// big returns x as a *big.Int (a fresh one for int64 values; callers must
// not mutate the result).
func (x numInt) big() *big.Int {
	if x.b != nil {
		return x.b
	}
	return big.NewInt(x.s)
}

func (x numInt) sign() int {
	if x.b != nil {
		return x.b.Sign()
	}
	switch {
	case x.s > 0:
		return 1
	case x.s < 0:
		return -1
	}
	return 0
}

func (x numInt) isZero() bool { return x.b == nil && x.s == 0 }

// text formats x in base 2, 8, 10 or 16 (lower case, '-' sign, no prefix).
func (x numInt) text(base int) string {
	if x.b == nil {
		return strconv.FormatInt(x.s, base)
	}
	return x.b.Text(base)
}

// numNorm turns a big result into a numInt (int64 when it fits).
func numNorm(b *big.Int) numInt {
	if b.IsInt64() {
		return numInt{s: b.Int64()}
	}
	return numInt{b: b}
}

// value returns x as a Value (normalised to a small int when it fits).
func (vm *VM) numIntValue(x numInt) Value {
	if x.b == nil {
		return vm.NewInt(x.s)
	}
	return vm.NewBigInt(x.b)
}

// numBigValue allocates an int for a freshly computed big.Int (no copy).
func (vm *VM) numBigValue(b *big.Int) Value {
	if b.IsInt64() {
		return vm.NewInt(b.Int64())
	}
	o := &Int{}
	o.cls = IntType
	o.V = *b
	return vm.heap.Alloc(o)
}

func numCmp(x, y numInt) int {
	if x.b == nil && y.b == nil {
		switch {
		case x.s < y.s:
			return -1
		case x.s > y.s:
			return 1
		}
		return 0
	}
	return x.big().Cmp(y.big())
}

func numAdd(x, y numInt) numInt {
	if x.b == nil && y.b == nil {
		r := x.s + y.s
		if (x.s >= 0) != (y.s >= 0) || (r >= 0) == (x.s >= 0) {
			return numInt{s: r}
		}
	}
	return numNorm(new(big.Int).Add(x.big(), y.big()))
}

func numSub(x, y numInt) numInt {
	if x.b == nil && y.b == nil {
		r := x.s - y.s
		if (x.s >= 0) == (y.s >= 0) || (r >= 0) == (x.s >= 0) {
			return numInt{s: r}
		}
	}
	return numNorm(new(big.Int).Sub(x.big(), y.big()))
}

func numMul(x, y numInt) numInt {
	if x.b == nil && y.b == nil {
		a, b := x.s, y.s
		if a > -(1<<31) && a < 1<<31 && b > -(1<<31) && b < 1<<31 {
			return numInt{s: a * b}
		}
		neg := (a < 0) != (b < 0)
		ua, ub := numAbsU(a), numAbsU(b)
		hi, lo := bits.Mul64(ua, ub)
		if hi == 0 {
			if !neg && lo <= math.MaxInt64 {
				return numInt{s: int64(lo)}
			}
			if neg && lo <= 1<<63 {
				return numInt{s: int64(-lo)}
			}
		}
	}
	return numNorm(new(big.Int).Mul(x.big(), y.big()))
}

func numAbsU(a int64) uint64 {
	if a < 0 {
		return uint64(-(a + 1)) + 1
	}
	return uint64(a)
}

func numNeg(x numInt) numInt {
	if x.b == nil && x.s != math.MinInt64 {
		return numInt{s: -x.s}
	}
	return numNorm(new(big.Int).Neg(x.big()))
}

func numAbs(x numInt) numInt {
	if x.sign() < 0 {
		return numNeg(x)
	}
	return x
}

// numDivMod is floor division and modulo; y must be non-zero.
func numDivMod(x, y numInt) (numInt, numInt) {
	if x.b == nil && y.b == nil && !(x.s == math.MinInt64 && y.s == -1) {
		q, r := x.s/y.s, x.s%y.s
		if r != 0 && (r < 0) != (y.s < 0) {
			q--
			r += y.s
		}
		return numInt{s: q}, numInt{s: r}
	}
	q, r := new(big.Int).QuoRem(x.big(), y.big(), new(big.Int))
	if r.Sign() != 0 && r.Sign() != y.sign() {
		q.Sub(q, big.NewInt(1))
		r.Add(r, y.big())
	}
	return numNorm(q), numNorm(r)
}

func numAnd(x, y numInt) numInt {
	if x.b == nil && y.b == nil {
		return numInt{s: x.s & y.s}
	}
	return numNorm(new(big.Int).And(x.big(), y.big()))
}

func numOr(x, y numInt) numInt {
	if x.b == nil && y.b == nil {
		return numInt{s: x.s | y.s}
	}
	return numNorm(new(big.Int).Or(x.big(), y.big()))
}

func numXor(x, y numInt) numInt {
	if x.b == nil && y.b == nil {
		return numInt{s: x.s ^ y.s}
	}
	return numNorm(new(big.Int).Xor(x.big(), y.big()))
}

func numInvert(x numInt) numInt {
	if x.b == nil {
		return numInt{s: ^x.s}
	}
	return numNorm(new(big.Int).Not(x.b))
}

// numMaxShiftBits bounds left shifts (larger results raise MemoryError).
const numMaxShiftBits = 1 << 36

// numLShift computes x << n for n >= 0 (n already validated).
func (vm *VM) numLShift(x numInt, n numInt) (numInt, error) {
	if x.isZero() {
		return x, nil
	}
	if n.b != nil {
		return numInt{}, vm.NewError(OverflowErrorType, "too many digits in integer")
	}
	if n.s > numMaxShiftBits {
		return numInt{}, vm.NewError(MemoryErrorType, "")
	}
	if x.b == nil && n.s < 63 {
		r := x.s << uint(n.s)
		if r>>uint(n.s) == x.s {
			return numInt{s: r}, nil
		}
	}
	return numNorm(new(big.Int).Lsh(x.big(), uint(n.s))), nil
}

// numRShift computes x >> n for n >= 0 (floor semantics).
func numRShift(x numInt, n numInt) numInt {
	if n.b != nil || n.s >= 1<<40 {
		if x.sign() < 0 {
			return numInt{s: -1}
		}
		return numInt{}
	}
	if x.b == nil {
		if n.s > 63 {
			n.s = 63
		}
		return numInt{s: x.s >> uint(n.s)}
	}
	return numNorm(new(big.Int).Rsh(x.b, uint(n.s)))
}

// numPow computes x ** y for y >= 0.
func (vm *VM) numPow(x, y numInt) (numInt, error) {
	if y.b != nil {
		// Only trivial bases can be raised to such exponents.
		switch {
		case x.b == nil && (x.s == 0 || x.s == 1):
			return x, nil
		case x.b == nil && x.s == -1:
			if y.b.Bit(0) == 0 {
				return numInt{s: 1}, nil
			}
			return x, nil
		}
		return numInt{}, vm.NewError(MemoryErrorType, "")
	}
	if x.b == nil {
		// Fast repeated squaring with overflow detection.
		base, e := x.s, y.s
		result := int64(1)
		ok := true
		for e > 0 {
			if e&1 == 1 {
				r, ov := numMul64(result, base)
				if ov {
					ok = false
					break
				}
				result = r
			}
			e >>= 1
			if e > 0 {
				b2, ov := numMul64(base, base)
				if ov {
					ok = false
					break
				}
				base = b2
			}
		}
		if ok {
			return numInt{s: result}, nil
		}
	}
	// Guard against results that cannot possibly fit in memory.
	if bl := int64(x.big().BitLen()); bl > 1 && y.s > 0 && float64(bl-1)*float64(y.s) > numMaxShiftBits {
		return numInt{}, vm.NewError(MemoryErrorType, "")
	}
	return numNorm(new(big.Int).Exp(x.big(), big.NewInt(y.s), nil)), nil
}

func numMul64(a, b int64) (int64, bool) {
	if a > -(1<<31) && a < 1<<31 && b > -(1<<31) && b < 1<<31 {
		return a * b, false
	}
	neg := (a < 0) != (b < 0)
	hi, lo := bits.Mul64(numAbsU(a), numAbsU(b))
	if hi != 0 {
		return 0, true
	}
	if !neg && lo <= math.MaxInt64 {
		return int64(lo), false
	}
	if neg && lo <= 1<<63 {
		return int64(-lo), false
	}
	return 0, true
}

// numPowMod computes pow(x, y, m) with m != 0.
func (vm *VM) numPowMod(x, y, m numInt) (numInt, error) {
	mb := new(big.Int).Abs(m.big())
	xb := new(big.Int).Mod(x.big(), mb) // Euclidean: 0 <= xb < |m|
	yb := y.big()
	if mb.Cmp(big.NewInt(1)) == 0 {
		return numInt{}, nil
	}
	if y.sign() < 0 {
		inv := new(big.Int).ModInverse(xb, mb)
		if inv == nil {
			return numInt{}, vm.ValueError("base is not invertible for the given modulus")
		}
		xb = inv
		yb = new(big.Int).Neg(yb)
	}
	r := new(big.Int).Exp(xb, yb, mb)
	if m.sign() < 0 && r.Sign() != 0 {
		r.Sub(r, mb)
	}
	return numNorm(r), nil
}

// numIntToFloat converts with correct rounding (OverflowError when too big).
func (vm *VM) numIntToFloat(x numInt) (float64, error) {
	if x.b == nil {
		return float64(x.s), nil
	}
	f, acc := new(big.Float).SetInt(x.b).Float64()
	_ = acc
	if math.IsInf(f, 0) {
		return 0, vm.NewError(OverflowErrorType, "int too large to convert to float")
	}
	return f, nil
}

// numTrueDiv is int / int, correctly rounded.
func (vm *VM) numTrueDiv(x, y numInt) (Value, error) {
	if y.isZero() {
		return Unbound, vm.NewError(ZeroDivisionErrorType, "division by zero")
	}
	if x.b == nil && y.b == nil && x.s > -(1<<53) && x.s < 1<<53 && y.s > -(1<<53) && y.s < 1<<53 {
		return FloatValue(float64(x.s) / float64(y.s)), nil
	}
	r := new(big.Rat).SetFrac(x.big(), y.big())
	f, _ := r.Float64()
	if math.IsInf(f, 0) {
		return Unbound, vm.NewError(OverflowErrorType, "integer division result too large for a float")
	}
	if f == 0 && (x.sign() < 0) != (y.sign() < 0) {
		f = math.Copysign(0, -1)
	}
	return FloatValue(f), nil
}

// numIntFloatCmp compares an int with a finite or infinite float exactly:
// -1, 0, 1; ok is false when f is a NaN.
func numIntFloatCmp(x numInt, f float64) (int, bool) {
	if math.IsNaN(f) {
		return 0, false
	}
	if math.IsInf(f, 1) {
		return -1, true
	}
	if math.IsInf(f, -1) {
		return 1, true
	}
	if x.b == nil && x.s > -(1<<53) && x.s < 1<<53 {
		xf := float64(x.s)
		switch {
		case xf < f:
			return -1, true
		case xf > f:
			return 1, true
		}
		return 0, true
	}
	var bf big.Float
	bf.SetFloat64(f)
	var bx big.Float
	bx.SetInt(x.big())
	return bx.Cmp(&bf), true
}

// numFloatToInt converts a float to an int, truncating.
func (vm *VM) numFloatToInt(f float64) (Value, error) {
	if math.IsInf(f, 0) {
		return Unbound, vm.NewError(OverflowErrorType, "cannot convert float infinity to integer")
	}
	if math.IsNaN(f) {
		return Unbound, vm.ValueError("cannot convert float NaN to integer")
	}
	t := math.Trunc(f)
	if t >= -(1<<63) && t < 1<<63 {
		return vm.NewInt(int64(t)), nil
	}
	b, _ := new(big.Float).SetFloat64(t).Int(nil)
	return vm.numBigValue(b), nil
}

// numFloatToBig converts a finite float to a big.Int, truncating.
func numFloatToBig(f float64) *big.Int {
	b, _ := new(big.Float).SetFloat64(math.Trunc(f)).Int(nil)
	return b
}

// IntMaxStrDigits returns the int/str conversion digit limit of the VM
// (sys.get_int_max_str_digits(); 0 means no limit).
func (vm *VM) IntMaxStrDigits() int {
	if n, ok := vm.Ext[numMaxStrDigitsKey].(int); ok {
		return n
	}
	return 4300
}

// SetIntMaxStrDigits sets the limit (sys.set_int_max_str_digits()).
func (vm *VM) SetIntMaxStrDigits(n int) { vm.Ext[numMaxStrDigitsKey] = n }

const numMaxStrDigitsKey = "num.int_max_str_digits"

// numIntDecimal formats x in base 10, enforcing the digit limit.
func (vm *VM) numIntDecimal(x numInt) (string, error) {
	if x.b == nil {
		return strconv.FormatInt(x.s, 10), nil
	}
	limit := vm.IntMaxStrDigits()
	if limit > 0 {
		// Cheap rejection of far too large values, as CPython does.
		if float64(x.b.BitLen())*0.30102999566398120 > float64(limit)+2 {
			return "", vm.numStrLimitError()
		}
	}
	s := x.b.Text(10)
	if limit > 0 {
		n := len(s)
		if s[0] == '-' {
			n--
		}
		if n > limit {
			return "", vm.numStrLimitError()
		}
	}
	return s, nil
}

func (vm *VM) numStrLimitError() error {
	return vm.ValueError("Exceeds the limit (%d digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit", vm.IntMaxStrDigits())
}

// IntRepr returns repr(int) for an int or int-subclass value (bools give
// "1"/"0"; callers handle True/False themselves).
func (vm *VM) IntRepr(v Value) (string, error) {
	x, ok := vm.numIntOf(v)
	if !ok {
		return "", vm.TypeError("expected int, got %s", vm.TypeName(v))
	}
	return vm.numIntDecimal(x)
}

// ToBigInt returns the value of an int, bool or int-subclass instance.
// The result may be shared with the object: do not modify it.
func (vm *VM) ToBigInt(v Value) (*big.Int, bool) {
	x, ok := vm.numIntOf(v)
	if !ok {
		return nil, false
	}
	return x.big(), true
}

// ToInt64 converts an int (or an object with __index__) to int64, raising
// OverflowError "Python int too large to convert to C ssize_t" when it does
// not fit and TypeError for non-integers.
func (vm *VM) ToInt64(v Value) (int64, error) {
	x, ok := vm.numIntOf(v)
	if !ok {
		iv, err := vm.numIndex(v)
		if err != nil {
			return 0, err
		}
		x, _ = vm.numIntOf(iv)
	}
	if x.b != nil {
		return 0, vm.NewError(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return x.s, nil
}

// numIndex is operator.index(v): an int value (bools and int subclasses are
// returned as they are).
func (vm *VM) numIndex(v Value) (Value, error) {
	if v.IsSmallInt() || v.IsBool() {
		return v, nil
	}
	if v.IsHandle() {
		if _, ok := vm.heap.Get(v).(*Int); ok {
			return v, nil
		}
	}
	r, ok, err := vm.CallDunder(v, "__index__")
	if err != nil {
		return Unbound, err
	}
	if !ok {
		return Unbound, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(v))
	}
	if _, isInt := vm.numIntOf(r); !isInt {
		return Unbound, vm.TypeError("__index__ returned non-int (type %s)", vm.TypeName(r))
	}
	return r, nil
}

// IndexValue is operator.index(v) returning an int Value.
func (vm *VM) IndexValue(v Value) (Value, error) { return vm.numIndex(v) }

// numIndexInt is numIndex returning a numInt.
func (vm *VM) numIndexInt(v Value) (numInt, error) {
	if x, ok := vm.numIntOf(v); ok {
		return x, nil
	}
	r, err := vm.numIndex(v)
	if err != nil {
		return numInt{}, err
	}
	x, _ := vm.numIntOf(r)
	return x, nil
}

// numPlainInt returns v as an exact int Value (not a bool or subclass).
func (vm *VM) numPlainInt(v Value) Value {
	if v.IsSmallInt() {
		return v
	}
	x, _ := vm.numIntOf(v)
	if v.IsHandle() {
		if o, ok := vm.heap.Get(v).(*Int); ok && o.cls == IntType {
			return v
		}
	}
	return vm.numIntValue(x)
}
