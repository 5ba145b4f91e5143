package decimal

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode"

	"github.com/cockroachdb/apd/v3"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// DecimalType is decimal.Decimal.
var DecimalType = rt.ModuleClass("decimal", "decimal.Decimal", nil)

// Dec is a decimal.Decimal (or an instance of a subclass).
type Dec struct {
	rt.Head
	d apd.Decimal
}

// Trace implements rt.Object.
func (*Dec) Trace(*rt.Tracer) {}

// newDec allocates a Decimal of class cls holding a copy of d.
func newDec(vm *rt.VM, cls *rt.Class, d *apd.Decimal) rt.Value {
	o := &Dec{}
	o.d.Set(d)
	o.SetClass(cls)
	v := vm.Alloc(o)
	if cls != DecimalType {
		o.SetInstanceDict(vm.NewDictObj())
	}
	return v
}

// newDecMove is newDec for a result that the caller no longer uses.
func newDecMove(vm *rt.VM, d *apd.Decimal) rt.Value {
	o := getState(vm).newDec()
	o.d.Form, o.d.Negative, o.d.Exponent = d.Form, d.Negative, d.Exponent
	o.d.Coeff.Set(&d.Coeff)
	return vm.Alloc(o)
}

// decOf returns the Decimal behind v.
func decOf(vm *rt.VM, v rt.Value) (*apd.Decimal, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	if o, ok := vm.Get(v).(*Dec); ok {
		return &o.d, true
	}
	return nil, false
}

// ---- conversions into a Decimal ----

// intOf converts an int (or bool) exactly; ok is false for other types.
func intOf(vm *rt.VM, v rt.Value, d *apd.Decimal) bool {
	if v.IsSmallInt() {
		d.SetInt64(v.Int())
		return true
	}
	if v.IsBool() {
		if v == rt.True {
			d.SetInt64(1)
		} else {
			d.SetInt64(0)
		}
		return true
	}
	if v.IsFloat() || !v.IsHandle() {
		return false
	}
	b, ok := vm.BigOf(v)
	if !ok {
		return false
	}
	d.Form, d.Exponent = apd.Finite, 0
	d.Negative = b.Sign() < 0
	d.Coeff.SetMathBigInt(b.Abs(b))
	return true
}

// fromFloat sets d to f exactly.
func fromFloat(f float64, d *apd.Decimal) {
	switch {
	case math.IsNaN(f):
		d.Form, d.Exponent = apd.NaN, 0
		d.Coeff.SetInt64(0)
		d.Negative = math.Signbit(f)
		return
	case math.IsInf(f, 0):
		d.Form, d.Exponent = apd.Infinite, 0
		d.Coeff.SetInt64(0)
		d.Negative = f < 0
		return
	}
	d.Form = apd.Finite
	d.Negative = math.Signbit(f)
	f = math.Abs(f)
	if f == 0 {
		d.Coeff.SetInt64(0)
		d.Exponent = 0
		return
	}
	frac, exp := math.Frexp(f)
	m := uint64(frac * (1 << 53))
	exp -= 53
	for m&1 == 0 {
		m >>= 1
		exp++
	}
	if exp >= 0 {
		b := new(big.Int).SetUint64(m)
		b.Lsh(b, uint(exp))
		d.Coeff.SetMathBigInt(b)
		d.Exponent = 0
		return
	}
	// m / 2**k = m * 5**k / 10**k
	b := new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil)
	b.Mul(b, new(big.Int).SetUint64(m))
	d.Coeff.SetMathBigInt(b)
	d.Exponent = int32(exp)
}

// fromFloatValue converts a float (or an int) argument of from_float.
func fromFloatValue(vm *rt.VM, v rt.Value, d *apd.Decimal) error {
	if intOf(vm, v, d) {
		return nil
	}
	if v.IsFloat() {
		fromFloat(v.Float(), d)
		return nil
	}
	if f, ok, err := vm.FloatOperand(v); ok && err == nil && vm.IsInstance(v, rt.FloatType) {
		fromFloat(f, d)
		return nil
	}
	return vm.TypeError("argument must be int or float")
}

// parse sets d to the exact value of a numeric string and reports
// whether the syntax was valid.
func parse(s string, d *apd.Decimal) bool {
	return parseSimple(s, d) || parseGeneral(s, d)
}

func parseGeneral(s string, d *apd.Decimal) bool {
	s = strings.TrimFunc(s, unicode.IsSpace)
	var buf []byte
	for _, r := range s {
		switch {
		case r == '_':
			continue
		case r < 128:
			buf = append(buf, byte(r))
		case unicode.IsDigit(r):
			dv := digitValue(r)
			if dv < 0 {
				return false
			}
			buf = append(buf, byte('0'+dv))
		default:
			return false
		}
	}
	t := string(buf)
	neg := false
	if len(t) > 0 && (t[0] == '+' || t[0] == '-') {
		neg = t[0] == '-'
		t = t[1:]
	}
	d.Negative = neg
	d.Exponent = 0
	lower := strings.ToLower(t)
	switch lower {
	case "inf", "infinity":
		d.Form = apd.Infinite
		d.Coeff.SetInt64(0)
		return true
	}
	if strings.HasPrefix(lower, "nan") || strings.HasPrefix(lower, "snan") {
		if lower[0] == 's' {
			d.Form = apd.NaNSignaling
			lower = lower[4:]
		} else {
			d.Form = apd.NaN
			lower = lower[3:]
		}
		for _, c := range lower {
			if c < '0' || c > '9' {
				return false
			}
		}
		p := strings.TrimLeft(lower, "0")
		if p == "" {
			d.Coeff.SetInt64(0)
			return true
		}
		if _, ok := d.Coeff.SetString(p, 10); !ok {
			return false
		}
		return true
	}
	mant, expPart := t, ""
	if i := strings.IndexAny(t, "eE"); i >= 0 {
		mant, expPart = t[:i], t[i+1:]
		if expPart == "" {
			return false
		}
	}
	intPart, fracPart := mant, ""
	if i := strings.IndexByte(mant, '.'); i >= 0 {
		intPart, fracPart = mant[:i], mant[i+1:]
	}
	if intPart == "" && fracPart == "" {
		return false
	}
	for _, c := range intPart + fracPart {
		if c < '0' || c > '9' {
			return false
		}
	}
	var exp int64
	if expPart != "" {
		es := expPart
		eneg := false
		if es[0] == '+' || es[0] == '-' {
			eneg = es[0] == '-'
			es = es[1:]
		}
		if es == "" {
			return false
		}
		for _, c := range es {
			if c < '0' || c > '9' {
				return false
			}
		}
		es = strings.TrimLeft(es, "0")
		if len(es) > 12 {
			es = "999999999999"
		}
		if es != "" {
			exp, _ = strconv.ParseInt(es, 10, 64)
		}
		if eneg {
			exp = -exp
		}
	}
	exp -= int64(len(fracPart))
	digits := strings.TrimLeft(intPart+fracPart, "0")
	d.Form = apd.Finite
	if digits == "" {
		d.Coeff.SetInt64(0)
	} else if len(digits) <= 18 {
		n, _ := strconv.ParseUint(digits, 10, 64)
		d.Coeff.SetUint64(n)
	} else if _, ok := d.Coeff.SetString(digits, 10); !ok {
		return false
	}
	if exp > math.MaxInt32 {
		exp = math.MaxInt32
	} else if exp < math.MinInt32 {
		exp = math.MinInt32
	}
	d.Exponent = int32(exp)
	return true
}

// parseSimple parses the common literal, [+-]digits[.digits] with at
// most 19 significant digits, as parse does but without its copies of
// the text; it reports false for anything else, which parse then reads.
func parseSimple(s string, d *apd.Decimal) bool {
	if len(s) == 0 || len(s) > 40 {
		return false
	}
	i := 0
	neg := s[0] == '-'
	if neg || s[0] == '+' {
		i++
	}
	var n uint64
	sig, frac, digits := 0, -1, false
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			if sig > 0 || c != '0' {
				if sig++; sig > 19 {
					return false
				}
			}
			n = n*10 + uint64(c-'0')
			digits = true
			if frac >= 0 {
				frac++
			}
		case c == '.' && frac < 0:
			frac = 0
		default:
			return false
		}
	}
	if !digits {
		return false
	}
	d.Form, d.Negative, d.Exponent = apd.Finite, neg, int32(-max(frac, 0))
	d.Coeff.SetUint64(n)
	return true
}

func digitValue(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	// Unicode decimal digits come in contiguous runs that start at a zero.
	n := 0
	for z := r - 1; unicode.Is(unicode.Nd, z); z-- {
		n++
	}
	return n % 10
}

// fromTuple converts (sign, digits, exponent).
func fromTuple(vm *rt.VM, v rt.Value, d *apd.Decimal) error {
	items, err := vm.Collect(v)
	if err != nil {
		return err
	}
	if len(items) != 3 {
		return vm.ValueError("argument must be a sequence of length 3")
	}
	if !items[0].IsSmallInt() && !items[0].IsBool() || !vm.IsInt(items[0]) {
		return vm.ValueError("sign must be an integer with the value 0 or 1")
	}
	sign, _ := vm.IndexInt(items[0])
	if sign != 0 && sign != 1 {
		return vm.ValueError("sign must be an integer with the value 0 or 1")
	}
	d.Negative = sign == 1
	d.Exponent = 0
	d.Form = apd.Finite
	if s, ok := vm.StrOf(items[2]); ok {
		switch s {
		case "F":
			d.Form = apd.Infinite
		case "n":
			d.Form = apd.NaN
		case "N":
			d.Form = apd.NaNSignaling
		default:
			return vm.ValueError("string argument in the third position must be 'F', 'n' or 'N'")
		}
	} else if vm.IsInt(items[2]) {
		e, err := vm.IndexInt(items[2])
		if err != nil {
			return err
		}
		if e > math.MaxInt32 || e < math.MinInt32 {
			return vm.ValueError("exponent must be an integer")
		}
		d.Exponent = int32(e)
	} else {
		return vm.ValueError("exponent must be an integer")
	}
	digs, err := vm.Collect(items[1])
	if err != nil || !isTupleOrList(vm, items[1]) {
		return vm.ValueError("coefficient must be a tuple of digits")
	}
	var sb strings.Builder
	for _, x := range digs {
		if !x.IsSmallInt() || x.Int() < 0 || x.Int() > 9 {
			return vm.ValueError("coefficient must be a tuple of digits")
		}
		sb.WriteByte(byte('0' + x.Int()))
	}
	ds := strings.TrimLeft(sb.String(), "0")
	if d.Form == apd.Infinite || ds == "" {
		d.Coeff.SetInt64(0)
		return nil
	}
	d.Coeff.SetString(ds, 10)
	return nil
}

func isTupleOrList(vm *rt.VM, v rt.Value) bool {
	switch vm.Get0(v).(type) {
	case *rt.Tuple, *rt.List:
		return true
	}
	return false
}

// convertRaise converts an operand that must be a Decimal or an int.
func convertRaise(vm *rt.VM, ctx *Context, v rt.Value) (*apd.Decimal, error) {
	if d, ok := decOf(vm, v); ok {
		return d, nil
	}
	d := new(apd.Decimal)
	if intOf(vm, v, d) {
		return d, nil
	}
	return nil, vm.TypeError("conversion from %s to Decimal is not supported", vm.TypeName(v))
}

// convertBinop converts the other operand of an operator: ok is false
// when the operator should return NotImplemented.
func convertBinop(vm *rt.VM, v rt.Value, tmp *apd.Decimal) (*apd.Decimal, bool) {
	if v.IsSmallInt() {
		tmp.SetInt64(v.Int())
		return tmp, true
	}
	if d, ok := decOf(vm, v); ok {
		return d, true
	}
	if intOf(vm, v, tmp) {
		return tmp, true
	}
	return nil, false
}

// construct converts Decimal(value) exactly; ctx receives the signals.
func construct(vm *rt.VM, ctx *Context, v rt.Value, d *apd.Decimal) error {
	if x, ok := decOf(vm, v); ok {
		d.Set(x)
		return nil
	}
	if intOf(vm, v, d) {
		return nil
	}
	if s, ok := vm.StrOf(v); ok {
		if !parse(s, d) {
			d.Set(nanDec)
			return ctx.add(vm, stConversionSyntax)
		}
		return nil
	}
	if v.IsFloat() || vm.IsInstance(v, rt.FloatType) {
		f, err := vm.ToFloat(v)
		if err != nil {
			return err
		}
		if err := ctx.add(vm, stFloatOperation); err != nil {
			return err
		}
		fromFloat(f, d)
		return nil
	}
	switch vm.Get0(v).(type) {
	case *rt.Tuple, *rt.List:
		return fromTuple(vm, v, d)
	}
	return vm.TypeError("conversion from %s to Decimal is not supported", vm.TypeName(v))
}

var nanDec = &apd.Decimal{Form: apd.NaN}

// createDecimal is Context.create_decimal: the conversion, rounded.
func createDecimal(vm *rt.VM, ctx *Context, v rt.Value) (rt.Value, error) {
	var d apd.Decimal
	if err := construct(vm, ctx, v, &d); err != nil {
		return rt.Unbound, err
	}
	if d.Form == apd.NaN || d.Form == apd.NaNSignaling {
		if int64(numDigits(&d.Coeff)) > ctx.prec-int64(ctx.clamp) && d.Coeff.Sign() != 0 {
			if err := ctx.add(vm, stConversionSyntax); err != nil {
				return rt.Unbound, err
			}
			return newDec(vm, DecimalType, nanDec), nil
		}
		return newDec(vm, DecimalType, &d), nil
	}
	var r apd.Decimal
	st := ctx.finish(&r, &d, 0)
	if err := ctx.add(vm, st); err != nil {
		return rt.Unbound, err
	}
	return newDecMove(vm, &r), nil
}

// ---- conversions out of a Decimal ----

func isNaN(d *apd.Decimal) bool { return d.Form == apd.NaN || d.Form == apd.NaNSignaling }

func coeffString(d *apd.Decimal) string {
	if hi, lo, ok := coeff128(&d.Coeff); ok {
		var b [40]byte
		return string(appendUint128(b[:0], hi, lo))
	}
	return d.Coeff.Text(10)
}

// appendUint128 appends the decimal digits of hi:lo: the 19-digit groups
// below the top are zero-padded.
func appendUint128(b []byte, hi, lo uint64) []byte {
	if hi == 0 {
		return strconv.AppendUint(b, lo, 10)
	}
	qh, ql, r := divmod128(hi, lo, pow10[19])
	b = appendUint128(b, qh, ql)
	var g [19]byte
	for i := 18; i >= 0; i-- {
		g[i] = byte('0' + r%10)
		r /= 10
	}
	return append(b, g[:]...)
}

// toSci renders d as to-scientific-string (str()).
func toSci(d *apd.Decimal, capitals bool) string {
	return render(d, capitals, false)
}

func render(d *apd.Decimal, capitals, eng bool) string {
	// Built in stack buffers: a coefficient that fits a uint64 and a short
	// result cost one allocation, the returned string.
	var out [48]byte
	var cbuf [40]byte
	sb := out[:0]
	if d.Negative {
		sb = append(sb, '-')
	}
	switch d.Form {
	case apd.Infinite:
		sb = append(sb, "Infinity"...)
		return string(sb)
	case apd.NaN, apd.NaNSignaling:
		if d.Form == apd.NaNSignaling {
			sb = append(sb, 's')
		}
		sb = append(sb, "NaN"...)
		if d.Coeff.Sign() != 0 {
			sb = append(sb, coeffString(d)...)
		}
		return string(sb)
	}
	var c []byte
	if hi, lo, ok := coeff128(&d.Coeff); ok {
		c = appendUint128(cbuf[:0], hi, lo)
	} else {
		c = []byte(d.Coeff.Text(10))
	}
	exp := int64(d.Exponent)
	adj := exp + int64(len(c)) - 1
	if exp <= 0 && adj >= -6 {
		if exp == 0 {
			sb = append(sb, c...)
		} else if int64(len(c)) > -exp {
			sb = append(sb, c[:int64(len(c))+exp]...)
			sb = append(sb, '.')
			sb = append(sb, c[int64(len(c))+exp:]...)
		} else {
			sb = append(sb, "0."...)
			sb = appendZeros(sb, int(-exp-int64(len(c))))
			sb = append(sb, c...)
		}
		return string(sb)
	}
	dot := int64(1) // digits before the point
	if eng {
		if len(c) == 1 && c[0] == '0' {
			// A zero: the exponent becomes a multiple of three by adding
			// zeros after the point.
			dot = 1
			m := ((adj % 3) + 3) % 3
			if m != 0 {
				dot = 1 - (3 - m)
				adj += 3 - m
			}
		} else {
			m := ((adj % 3) + 3) % 3
			dot += m
			adj -= m
		}
	}
	switch {
	case dot <= 0:
		sb = append(sb, "0."...)
		sb = appendZeros(sb, int(-dot))
		sb = append(sb, c...)
	case dot >= int64(len(c)):
		sb = append(sb, c...)
		sb = appendZeros(sb, int(dot-int64(len(c))))
	default:
		sb = append(sb, c[:dot]...)
		sb = append(sb, '.')
		sb = append(sb, c[dot:]...)
	}
	if adj != 0 {
		if capitals {
			sb = append(sb, 'E')
		} else {
			sb = append(sb, 'e')
		}
		if adj > 0 {
			sb = append(sb, '+')
		}
		sb = strconv.AppendInt(sb, adj, 10)
	}
	return string(sb)
}

// appendZeros appends n zero digits to b.
func appendZeros(b []byte, n int) []byte {
	for ; n > 0; n-- {
		b = append(b, '0')
	}
	return b
}

// toBig returns the integral value of a finite Decimal truncated.
func toBig(d *apd.Decimal) *big.Int {
	b := d.Coeff.MathBigInt()
	if d.Exponent > 0 {
		b.Mul(b, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d.Exponent)), nil))
	} else if d.Exponent < 0 {
		if int64(-d.Exponent) > int64(numDigits(&d.Coeff)) {
			b.SetInt64(0)
		} else {
			b.Quo(b, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-d.Exponent)), nil))
		}
	}
	if d.Negative {
		b.Neg(b)
	}
	return b
}

// toInt converts to a Python int (truncating).
func toInt(vm *rt.VM, d *apd.Decimal) (rt.Value, error) {
	switch d.Form {
	case apd.NaN, apd.NaNSignaling:
		return rt.Unbound, vm.ValueError("cannot convert NaN to integer")
	case apd.Infinite:
		return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "cannot convert Infinity to integer")
	}
	if d.Exponent == 0 && d.Coeff.IsInt64() {
		n := d.Coeff.Int64()
		if d.Negative {
			n = -n
		}
		return vm.NewInt(n), nil
	}
	return vm.NewBigInt(toBig(d)), nil
}

// toFloat converts to the nearest float.
func toFloat(vm *rt.VM, d *apd.Decimal) (float64, error) {
	switch d.Form {
	case apd.NaNSignaling:
		return 0, vm.ValueError("cannot convert signaling NaN to float")
	case apd.NaN:
		if d.Negative {
			return math.Copysign(math.NaN(), -1), nil
		}
		return math.NaN(), nil
	}
	f, err := strconv.ParseFloat(toSci(d, true), 64)
	if err != nil && !math.IsInf(f, 0) {
		return 0, vm.ValueError("could not convert string to float")
	}
	return f, nil
}
