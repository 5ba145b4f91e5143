package runtime

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
)

// numInt is an int operand: an int64 when b is nil, else the big value b
// (which is never mutated: it may belong to an *Int object, obj).
type IntOperand struct {
	Small int64
	Big   *big.Int
	// obj is the int object whose V Big is, when it is one's: IntValue
	// gives that object back rather than a second object sharing its
	// digits (which the free lists could not then recycle).
	obj *Int
}

// IntOf returns the int value of an int, bool or int-subclass instance.
func (vm *VM) IntOf(v Value) (IntOperand, bool) {
	switch {
	case v.IsSmallInt():
		return IntOperand{Small: v.Int()}, true
	case v == True:
		return IntOperand{Small: 1}, true
	case v == False:
		return IntOperand{}, true
	case v.IsHandle():
		if o, ok := vm.heap.Get(v).(*Int); ok {
			if o.V.IsInt64() {
				return IntOperand{Small: o.V.Int64()}, true
			}
			return IntOperand{Big: &o.V, obj: o}, true
		}
	}
	return IntOperand{}, false
}

// big returns x as a *big.Int (a fresh one for int64 values; callers must
// not mutate the result).
func (x IntOperand) AsBig() *big.Int {
	if x.Big != nil {
		return x.Big
	}
	return big.NewInt(x.Small)
}

func (x IntOperand) Sign() int {
	if x.Big != nil {
		return x.Big.Sign()
	}
	switch {
	case x.Small > 0:
		return 1
	case x.Small < 0:
		return -1
	}
	return 0
}

func (x IntOperand) IsZero() bool { return x.Big == nil && x.Small == 0 }

// text formats x in base 2, 8, 10 or 16 (lower case, '-' sign, no prefix).
func (x IntOperand) text(base int) string {
	if x.Big == nil {
		return strconv.FormatInt(x.Small, base)
	}
	return x.Big.Text(base)
}

// Norm turns a big result into a numInt (int64 when it fits).
func Norm(b *big.Int) IntOperand {
	if b.IsInt64() {
		return IntOperand{Small: b.Int64()}
	}
	return IntOperand{Big: b}
}

// IntValue returns x as a Value (normalised to a small int when it
// fits). A big x's digits are shared, not copied: an operand's big.Int is
// either an int object's (never written after construction) or a fresh
// result (Norm) that nothing writes after it.
func (vm *VM) IntValue(x IntOperand) Value {
	if x.Big == nil {
		return vm.NewInt(x.Small)
	}
	if o := x.obj; o != nil && o.cls == IntType && x.Big == &o.V {
		return o.self // an operand passed through (CPython too returns it)
	}
	return vm.BigValue(x.Big)
}

// BigValue allocates an int for a freshly computed big.Int (no copy: b's
// digits must not be written afterwards). Digits that fit in the
// object's own words are copied there, so that no int object's words are
// ever another's digits (a recycled int's words are written again).
func (vm *VM) BigValue(b *big.Int) Value {
	if b.IsInt64() {
		return vm.NewInt(b.Int64())
	}
	ds := b.Bits()
	if len(ds) <= 2 {
		return vm.wordsInt(ds, b.Sign() < 0)
	}
	o := &Int{}
	o.cls = IntType
	o.V = *b
	vm.heap.notePayload(len(ds) * (bits.UintSize / 8))
	return vm.heap.Alloc(o)
}

// bigScratch is where big-int arithmetic puts its small operands, and a
// quotient or remainder it does not return, so that only the result is
// allocated. One per VM: an operation runs to its end before another
// starts, and none calls Python code.
type bigScratch struct {
	w    [2][1]big.Word
	z    [2]big.Int
	rest big.Int // keeps its digits' array from one division to the next
}

// bigOne is 1, read only.
var bigOne = big.NewInt(1)

// bigArg returns operand i (0 or 1) of a big-int operation as a
// *big.Int, which the caller must not keep or write: x's own, or the
// VM's scratch set to x's value.
func (vm *VM) bigArg(i int, x IntOperand) *big.Int {
	if x.Big != nil {
		return x.Big
	}
	s := &vm.bigTmp
	s.w[i][0] = big.Word(numAbsU(x.Small))
	z := &s.z[i]
	z.SetBits(s.w[i][:])
	if x.Small < 0 {
		z.Neg(z)
	}
	return z
}

// newIntObj returns an exact int object with no value, from the heap's
// free list of dead ints when it has one (see freelist.go): what
// arithmetic beyond int48 allocates, in steady state, from no one.
func (vm *VM) newIntObj() *Int {
	o := vm.heap.freeLists.ints.Take()
	if o == nil {
		o = &Int{}
	} else {
		*o = Int{}
	}
	o.cls = IntType
	return o
}

// wordsInt returns a recyclable int object of the digits ds (at most
// two, normalised, not all zero), copied into its own words, negated when
// neg.
func (vm *VM) wordsInt(ds []big.Word, neg bool) Value {
	o := vm.newIntObj()
	n := copy(o.word[:], ds)
	o.V.SetBits(o.word[:n])
	if neg {
		o.V.Neg(&o.V)
	}
	return vm.heap.allocKind(o, kindInt)
}

// newBigResultFor returns an int object for the result of a big-int
// operation of up to n digits, to be computed into its V: digits that fit
// in the object's own words go there, a larger result's digit array comes
// from the free lists of dead ints' arrays (freeLists.takeNat).
func (vm *VM) newBigResultFor(n int) *Int {
	o := vm.newIntObj()
	if n <= len(o.word) {
		o.V.SetBits(o.word[:0])
	} else {
		o.V.SetBits(vm.heap.freeLists.takeNat(n))
	}
	return o
}

// natLen is the number of digits of x.
func natLen(x IntOperand) int {
	if x.Big == nil {
		return 1
	}
	return len(x.Big.Bits())
}

// bigResult returns the value of o, newBigResultFor's object now holding its
// result: a small int when the result is one, else o. The object is
// recycled when it dies: math/big never makes a result share an
// operand's digits, so o's own words are no other int's.
func (vm *VM) bigResult(o *Int) Value {
	if o.V.IsInt64() && FitsSmall(o.V.Int64()) {
		r := SmallInt(o.V.Int64())
		vm.heap.freeLists.putInt(o)
		return r
	}
	if n := len(o.V.Bits()); n > len(o.word) {
		vm.heap.notePayload(n * (bits.UintSize / 8))
	}
	return vm.heap.allocKind(o, kindInt)
}

func Cmp(x, y IntOperand) int {
	if x.Big == nil && y.Big == nil {
		switch {
		case x.Small < y.Small:
			return -1
		case x.Small > y.Small:
			return 1
		}
		return 0
	}
	return x.AsBig().Cmp(y.AsBig())
}

func Add(x, y IntOperand) IntOperand {
	if x.Big == nil && y.Big == nil {
		r := x.Small + y.Small
		if (x.Small >= 0) != (y.Small >= 0) || (r >= 0) == (x.Small >= 0) {
			return IntOperand{Small: r}
		}
	}
	return Norm(new(big.Int).Add(x.AsBig(), y.AsBig()))
}

func Sub(x, y IntOperand) IntOperand {
	if x.Big == nil && y.Big == nil {
		r := x.Small - y.Small
		if (x.Small >= 0) == (y.Small >= 0) || (r >= 0) == (x.Small >= 0) {
			return IntOperand{Small: r}
		}
	}
	return Norm(new(big.Int).Sub(x.AsBig(), y.AsBig()))
}

func Mul(x, y IntOperand) IntOperand {
	if x.Big == nil && y.Big == nil {
		a, b := x.Small, y.Small
		if a > -(1<<31) && a < 1<<31 && b > -(1<<31) && b < 1<<31 {
			return IntOperand{Small: a * b}
		}
		neg := (a < 0) != (b < 0)
		ua, ub := numAbsU(a), numAbsU(b)
		hi, lo := bits.Mul64(ua, ub)
		if hi == 0 {
			if !neg && lo <= math.MaxInt64 {
				return IntOperand{Small: int64(lo)}
			}
			if neg && lo <= 1<<63 {
				return IntOperand{Small: int64(-lo)}
			}
		}
	}
	return Norm(new(big.Int).Mul(x.AsBig(), y.AsBig()))
}

func numAbsU(a int64) uint64 {
	if a < 0 {
		return uint64(-(a + 1)) + 1
	}
	return uint64(a)
}

func numNeg(x IntOperand) IntOperand {
	if x.Big == nil && x.Small != math.MinInt64 {
		return IntOperand{Small: -x.Small}
	}
	return Norm(new(big.Int).Neg(x.AsBig()))
}

func Abs(x IntOperand) IntOperand {
	if x.Sign() < 0 {
		return numNeg(x)
	}
	return x
}

// DivMod is floor division and modulo; y must be non-zero.
func DivMod(x, y IntOperand) (IntOperand, IntOperand) {
	if x.Big == nil && y.Big == nil && !(x.Small == math.MinInt64 && y.Small == -1) {
		q, r := x.Small/y.Small, x.Small%y.Small
		if r != 0 && (r < 0) != (y.Small < 0) {
			q--
			r += y.Small
		}
		return IntOperand{Small: q}, IntOperand{Small: r}
	}
	q, r := new(big.Int).QuoRem(x.AsBig(), y.AsBig(), new(big.Int))
	if r.Sign() != 0 && r.Sign() != y.Sign() {
		q.Sub(q, big.NewInt(1))
		r.Add(r, y.AsBig())
	}
	return Norm(q), Norm(r)
}

func numAnd(x, y IntOperand) IntOperand {
	if x.Big == nil && y.Big == nil {
		return IntOperand{Small: x.Small & y.Small}
	}
	return Norm(new(big.Int).And(x.AsBig(), y.AsBig()))
}

func numOr(x, y IntOperand) IntOperand {
	if x.Big == nil && y.Big == nil {
		return IntOperand{Small: x.Small | y.Small}
	}
	return Norm(new(big.Int).Or(x.AsBig(), y.AsBig()))
}

func numXor(x, y IntOperand) IntOperand {
	if x.Big == nil && y.Big == nil {
		return IntOperand{Small: x.Small ^ y.Small}
	}
	return Norm(new(big.Int).Xor(x.AsBig(), y.AsBig()))
}

func numInvert(x IntOperand) IntOperand {
	if x.Big == nil {
		return IntOperand{Small: ^x.Small}
	}
	return Norm(new(big.Int).Not(x.Big))
}

// numMaxShiftBits bounds left shifts (larger results raise MemoryError).
const numMaxShiftBits = 1 << 36

// numLShift computes x << n for n >= 0 (n already validated).
func (vm *VM) numLShift(x IntOperand, n IntOperand) (IntOperand, error) {
	if x.IsZero() {
		return x, nil
	}
	if n.Big != nil {
		return IntOperand{}, vm.NewError(OverflowErrorType, "too many digits in integer")
	}
	if n.Small > numMaxShiftBits {
		return IntOperand{}, vm.NewError(MemoryErrorType, "")
	}
	if x.Big == nil && n.Small < 63 {
		r := x.Small << uint(n.Small)
		if r>>uint(n.Small) == x.Small {
			return IntOperand{Small: r}, nil
		}
	}
	return Norm(new(big.Int).Lsh(x.AsBig(), uint(n.Small))), nil
}

// numRShift computes x >> n for n >= 0 (floor semantics).
func numRShift(x IntOperand, n IntOperand) IntOperand {
	if n.Big != nil || n.Small >= 1<<40 {
		if x.Sign() < 0 {
			return IntOperand{Small: -1}
		}
		return IntOperand{}
	}
	if x.Big == nil {
		if n.Small > 63 {
			n.Small = 63
		}
		return IntOperand{Small: x.Small >> uint(n.Small)}
	}
	return Norm(new(big.Int).Rsh(x.Big, uint(n.Small)))
}

// numPow computes x ** y for y >= 0.
func (vm *VM) numPow(x, y IntOperand) (IntOperand, error) {
	if y.Big != nil {
		// Only trivial bases can be raised to such exponents.
		switch {
		case x.Big == nil && (x.Small == 0 || x.Small == 1):
			return x, nil
		case x.Big == nil && x.Small == -1:
			if y.Big.Bit(0) == 0 {
				return IntOperand{Small: 1}, nil
			}
			return x, nil
		}
		return IntOperand{}, vm.NewError(MemoryErrorType, "")
	}
	if x.Big == nil {
		// Fast repeated squaring with overflow detection.
		base, e := x.Small, y.Small
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
			return IntOperand{Small: result}, nil
		}
	}
	// Guard against results that cannot possibly fit in memory.
	if bl := int64(x.AsBig().BitLen()); bl > 1 && y.Small > 0 && float64(bl-1)*float64(y.Small) > numMaxShiftBits {
		return IntOperand{}, vm.NewError(MemoryErrorType, "")
	}
	return Norm(new(big.Int).Exp(x.AsBig(), big.NewInt(y.Small), nil)), nil
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
func (vm *VM) numPowMod(x, y, m IntOperand) (IntOperand, error) {
	mb := new(big.Int).Abs(m.AsBig())
	xb := new(big.Int).Mod(x.AsBig(), mb) // Euclidean: 0 <= xb < |m|
	yb := y.AsBig()
	if mb.Cmp(big.NewInt(1)) == 0 {
		return IntOperand{}, nil
	}
	if y.Sign() < 0 {
		inv := new(big.Int).ModInverse(xb, mb)
		if inv == nil {
			return IntOperand{}, vm.ValueError("base is not invertible for the given modulus")
		}
		xb = inv
		yb = new(big.Int).Neg(yb)
	}
	r := new(big.Int).Exp(xb, yb, mb)
	if m.Sign() < 0 && r.Sign() != 0 {
		r.Sub(r, mb)
	}
	return Norm(r), nil
}

// IntToFloat converts with correct rounding (OverflowError when too big).
func (vm *VM) IntToFloat(x IntOperand) (float64, error) {
	if x.Big == nil {
		return float64(x.Small), nil
	}
	f, acc := new(big.Float).SetInt(x.Big).Float64()
	_ = acc
	if math.IsInf(f, 0) {
		return 0, vm.NewError(OverflowErrorType, "int too large to convert to float")
	}
	return f, nil
}

// numTrueDiv is int / int, correctly rounded.
func (vm *VM) numTrueDiv(x, y IntOperand) (Value, error) {
	if y.IsZero() {
		return Unbound, vm.NewError(ZeroDivisionErrorType, "division by zero")
	}
	if x.Big == nil && y.Big == nil && x.Small > -(1<<53) && x.Small < 1<<53 && y.Small > -(1<<53) && y.Small < 1<<53 {
		return FloatValue(float64(x.Small) / float64(y.Small)), nil
	}
	r := new(big.Rat).SetFrac(x.AsBig(), y.AsBig())
	f, _ := r.Float64()
	if math.IsInf(f, 0) {
		return Unbound, vm.NewError(OverflowErrorType, "integer division result too large for a float")
	}
	if f == 0 && (x.Sign() < 0) != (y.Sign() < 0) {
		f = math.Copysign(0, -1)
	}
	return FloatValue(f), nil
}

// numIntFloatCmp compares an int with a finite or infinite float exactly:
// -1, 0, 1; ok is false when f is a NaN.
func numIntFloatCmp(x IntOperand, f float64) (int, bool) {
	if math.IsNaN(f) {
		return 0, false
	}
	if math.IsInf(f, 1) {
		return -1, true
	}
	if math.IsInf(f, -1) {
		return 1, true
	}
	if x.Big == nil && x.Small > -(1<<53) && x.Small < 1<<53 {
		xf := float64(x.Small)
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
	bx.SetInt(x.AsBig())
	return bx.Cmp(&bf), true
}

// FloatToInt converts a float to an int, truncating.
func (vm *VM) FloatToInt(f float64) (Value, error) {
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
	return vm.BigValue(b), nil
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
func (vm *VM) numIntDecimal(x IntOperand) (string, error) {
	if x.Big == nil {
		return strconv.FormatInt(x.Small, 10), nil
	}
	limit := vm.IntMaxStrDigits()
	if limit > 0 {
		// Cheap rejection of far too large values, as CPython does.
		if float64(x.Big.BitLen())*0.30102999566398120 > float64(limit)+2 {
			return "", vm.numStrLimitError()
		}
	}
	s := x.Big.Text(10)
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
	x, ok := vm.IntOf(v)
	if !ok {
		return "", vm.TypeError("expected int, got %s", vm.TypeName(v))
	}
	return vm.numIntDecimal(x)
}

// ToBigInt returns the value of an int, bool or int-subclass instance.
// The result may be shared with the object: do not modify it.
func (vm *VM) ToBigInt(v Value) (*big.Int, bool) {
	x, ok := vm.IntOf(v)
	if !ok {
		return nil, false
	}
	return x.AsBig(), true
}

// ToInt64 converts an int (or an object with __index__) to int64, raising
// OverflowError "Python int too large to convert to C ssize_t" when it does
// not fit and TypeError for non-integers.
func (vm *VM) ToInt64(v Value) (int64, error) {
	x, ok := vm.IntOf(v)
	if !ok {
		iv, err := vm.numIndex(v)
		if err != nil {
			return 0, err
		}
		x, _ = vm.IntOf(iv)
	}
	if x.Big != nil {
		return 0, vm.NewError(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return x.Small, nil
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
	if _, isInt := vm.IntOf(r); !isInt {
		return Unbound, vm.TypeError("__index__ returned non-int (type %s)", vm.TypeName(r))
	}
	return r, nil
}

// IndexValue is operator.index(v) returning an int Value.
func (vm *VM) IndexValue(v Value) (Value, error) { return vm.numIndex(v) }

// numIndexInt is numIndex returning a numInt.
func (vm *VM) IndexOperand(v Value) (IntOperand, error) {
	if x, ok := vm.IntOf(v); ok {
		return x, nil
	}
	r, err := vm.numIndex(v)
	if err != nil {
		return IntOperand{}, err
	}
	x, _ := vm.IntOf(r)
	return x, nil
}

// numPlainInt returns v as an exact int Value (not a bool or subclass).
func (vm *VM) numPlainInt(v Value) Value {
	if v.IsSmallInt() {
		return v
	}
	x, _ := vm.IntOf(v)
	if v.IsHandle() {
		if o, ok := vm.heap.Get(v).(*Int); ok && o.cls == IntType {
			return v
		}
	}
	return vm.IntValue(x)
}
