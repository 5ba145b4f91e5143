// Package pynum holds the float and complex arithmetic of Python's
// numbers that needs no objects: float % and divmod with Python's signs,
// round-half-even, float.hex and float.fromhex, the parsing of the ASCII
// forms of int(), float() and complex() text, complex division, abs and powers with CPython's overflow rules.
// The runtime's number types call it (lang/runtime/num_float.go,
// num_complex.go, num_intparse.go), and so does cmath.
package pynum

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/floatfmt"
	"github.com/cpjit/cpjit/lang/internal/libm"
	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// FloatRem is float % float.
func FloatRem(x, y float64) float64 {
	mod := math.Mod(x, y)
	if mod != 0 {
		if (y < 0) != (mod < 0) {
			mod += y
		}
	} else {
		mod = math.Copysign(0, y)
	}
	return mod
}

// FloatDivMod is _float_div_mod.
func FloatDivMod(vx, wx float64) (float64, float64) {
	mod := math.Mod(vx, wx)
	div := (vx - mod) / wx
	if mod != 0 {
		if (wx < 0) != (mod < 0) {
			mod += wx
			div -= 1.0
		}
	} else {
		mod = math.Copysign(0, wx)
	}
	var floordiv float64
	if div != 0 {
		floordiv = math.Floor(div)
		if div-floordiv > 0.5 {
			floordiv += 1.0
		}
	} else {
		floordiv = math.Copysign(0, vx/wx)
	}
	return floordiv, mod
}

// IsOddInteger reports whether f is an odd integer.
func IsOddInteger(f float64) bool {
	return math.Mod(f, 2) == 1 || math.Mod(f, 2) == -1
}

// RoundHalfEven rounds to the nearest integer, halves to even.
func RoundHalfEven(x float64) float64 {
	r := math.Round(x)
	if math.Abs(x-r) == 0.5 {
		r = 2.0 * math.Round(x/2.0)
	}
	return r
}

// FloatHex is float.hex().
func FloatHex(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return floatfmt.FloatRepr(x)
	}
	if x == 0 {
		if math.Signbit(x) {
			return "-0x0.0p+0"
		}
		return "0x0.0p+0"
	}
	m, e := math.Frexp(math.Abs(x))
	shift := 1 - max(-1021-e, 0)
	m = math.Ldexp(m, shift)
	e -= shift
	const hexd = "0123456789abcdef"
	var b strings.Builder
	if x < 0 {
		b.WriteByte('-')
	}
	b.WriteString("0x")
	b.WriteByte(hexd[int(m)])
	m -= float64(int(m))
	b.WriteByte('.')
	for i := 0; i < 13; i++ {
		m *= 16
		b.WriteByte(hexd[int(m)])
		m -= float64(int(m))
	}
	b.WriteByte('p')
	if e < 0 {
		b.WriteByte('-')
		e = -e
	} else {
		b.WriteByte('+')
	}
	b.WriteString(strconv.Itoa(e))
	return b.String()
}

// ParseFloatASCII parses Python float syntax (after whitespace
// stripping); ok is false on a syntax error.
func ParseFloatASCII(s string) (float64, bool) {
	if s == "" {
		return 0, false
	}
	// Underscores: only between digits.
	if strings.IndexByte(s, '_') >= 0 {
		var b strings.Builder
		var prev byte
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c == '_' {
				if !(prev >= '0' && prev <= '9') {
					return 0, false
				}
			} else {
				if prev == '_' && !(c >= '0' && c <= '9') {
					return 0, false
				}
				b.WriteByte(c)
			}
			prev = c
		}
		if prev == '_' {
			return 0, false
		}
		s = b.String()
	}
	i := 0
	neg := false
	if s[0] == '+' || s[0] == '-' {
		neg = s[0] == '-'
		i++
	}
	rest := strings.ToLower(s[i:])
	switch rest {
	case "inf", "infinity":
		if neg {
			return math.Inf(-1), true
		}
		return math.Inf(1), true
	case "nan":
		if neg {
			return math.Copysign(math.NaN(), -1), true
		}
		return math.NaN(), true
	}
	// digits [. digits] [e [sign] digits]
	j := i
	nd := 0
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
		nd++
	}
	if j < len(s) && s[j] == '.' {
		j++
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
			nd++
		}
	}
	if nd == 0 {
		return 0, false
	}
	if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
		j++
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		ed := 0
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
			ed++
		}
		if ed == 0 {
			return 0, false
		}
	}
	if j != len(s) {
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return f, true
		}
		return 0, false
	}
	return f, true
}

// CProd is _Py_c_prod (no fused multiply-adds).
func CProd(a, b complex128) complex128 {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	re := float64(ar*br) - float64(ai*bi)
	im := float64(ar*bi) + float64(ai*br)
	return complex(re, im)
}

// CQuot is _Py_c_quot; ok is false on division by zero.
func CQuot(a, b complex128) (complex128, bool) {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	absBr, absBi := math.Abs(br), math.Abs(bi)
	var rr, ri float64
	ok := true
	switch {
	case absBr >= absBi:
		if absBr == 0 {
			ok = false
		} else {
			ratio := bi / br
			denom := br + float64(bi*ratio)
			rr = (ar + float64(ai*ratio)) / denom
			ri = (ai - float64(ar*ratio)) / denom
		}
	case absBi >= absBr:
		ratio := br / bi
		denom := float64(br*ratio) + bi
		rr = (float64(ar*ratio) + ai) / denom
		ri = (float64(ai*ratio) - ar) / denom
	default:
		rr, ri = math.NaN(), math.NaN()
	}
	return complex(rr, ri), ok
}

// CAbs is _Py_c_abs; ok is false on overflow.
func CAbs(z complex128) (float64, bool) {
	re, im := real(z), imag(z)
	if math.IsInf(re, 0) || math.IsNaN(re) || math.IsInf(im, 0) || math.IsNaN(im) {
		if math.IsInf(re, 0) {
			return math.Abs(re), true
		}
		if math.IsInf(im, 0) {
			return math.Abs(im), true
		}
		return math.NaN(), true
	}
	r := libm.Hypot(re, im)
	return r, !math.IsInf(r, 0)
}

// CPow computes a ** b (complex_pow); err is "" or "EDOM" / "ERANGE",
// modelling the errno CPython inspects: EDOM for 0 raised to a negative or
// complex power, a division by zero, or cos/sin of an infinite phase (libm
// sets it); ERANGE when the result has an infinite part (_Py_ADJUST_ERANGE2
// clears a range error whose result is finite).
func CPow(a, b complex128) (complex128, string) {
	var p complex128
	errno := ""
	if imag(b) == 0 && real(b) == math.Floor(real(b)) && math.Abs(real(b)) <= 100 {
		n := int64(real(b))
		if n > 0 {
			p = CPowInt(a, n)
		} else {
			var ok bool
			p, ok = CQuot(1, CPowInt(a, -n))
			if !ok {
				errno = "EDOM"
			}
		}
	} else {
		switch {
		case b == 0:
			p = 1
		case a == 0:
			if imag(b) != 0 || real(b) < 0 {
				errno = "EDOM"
			}
			p = 0
		default:
			vabs := libm.Hypot(real(a), imag(a))
			length := libm.Pow(vabs, real(b))
			at := libm.Atan2(imag(a), real(a))
			phase := at * real(b)
			if imag(b) != 0 {
				length /= libm.Exp(at * imag(b))
				phase += imag(b) * libm.Log(vabs)
			}
			if math.IsInf(phase, 0) {
				errno = "EDOM"
			}
			p = complex(length*libm.Cos(phase), length*libm.Sin(phase))
		}
	}
	if math.IsInf(real(p), 0) || math.IsInf(imag(p), 0) {
		if errno == "" {
			errno = "ERANGE"
		}
	}
	return p, errno
}

// CPowInt is x**n for an integer exponent, by repeated squaring.
func CPowInt(x complex128, n int64) complex128 {
	var r complex128 = 1
	p := x
	mask := int64(1)
	for mask > 0 && n >= mask {
		if n&mask != 0 {
			r = CProd(r, p)
		}
		mask <<= 1
		p = CProd(p, p)
	}
	return r
}

// FloatPrefix parses the longest float at the start of s (strtod-like,
// Python syntax, no underscores); n is 0 when there is none.
func FloatPrefix(s string) (float64, int) {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	low := strings.ToLower(s[i:])
	for _, w := range []string{"infinity", "inf", "nan"} {
		if strings.HasPrefix(low, w) {
			f, _ := ParseFloatASCII(s[:i+len(w)])
			return f, i + len(w)
		}
	}
	j := i
	nd := 0
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
		nd++
	}
	if j < len(s) && s[j] == '.' {
		j++
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
			nd++
		}
	}
	if nd == 0 {
		return 0, 0
	}
	if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
		k := j + 1
		if k < len(s) && (s[k] == '+' || s[k] == '-') {
			k++
		}
		ed := k
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		if k > ed {
			j = k
		}
	}
	f, _ := ParseFloatASCII(s[:j])
	return f, j
}

// DigitValue is _PyLong_DigitValue: 0-9, a-z/A-Z as 10-35, 37 otherwise.
func DigitValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 37
}

// IsSpaceASCII reports whether c is ASCII whitespace as int() strips it.
func IsSpaceASCII(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// ToASCIIDigits is _PyUnicode_TransformDecimalAndSpaceToASCII: decimal
// digits become ASCII digits, whitespace becomes ' ', other non-ASCII code
// points become '?'.
func ToASCIIDigits(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := wtf8.Decode(s, i)
		i += n
		switch {
		case r < 0x80:
			b.WriteByte(byte(r))
		case unicodetab.IsSpace(r):
			b.WriteByte(' ')
		default:
			if d := unicodetab.DecimalValue(r); d >= 0 {
				b.WriteByte(byte('0' + d))
			} else {
				b.WriteByte('?')
			}
		}
	}
	return b.String()
}

// ReprTrunc truncates a repr to 200 code points like %.200R.
func ReprTrunc(s string) string {
	n := 0
	for i := 0; i < len(s); {
		_, w := wtf8.Decode(s, i)
		n++
		i += w
		if n == 200 && i < len(s) {
			return s[:i]
		}
	}
	return s
}

// PowError says why FloatPow has no float result.
type PowError uint8

const (
	PowOK PowError = iota
	// PowZeroNegative: 0.0 to a negative power (ZeroDivisionError).
	PowZeroNegative
	// PowOverflow: the result is too large (OverflowError).
	PowOverflow
	// PowComplex: a negative base to a non-integer power; Python's float
	// ** gives the complex power instead.
	PowComplex
)

// FloatPow is float ** float with CPython's special cases (C99's pow
// rules for zeros, infinities and NaNs, and 1 ** nan == 1).
func FloatPow(iv, iw float64) (float64, PowError) {
	switch {
	case iw == 0:
		return 1, PowOK
	case math.IsNaN(iv):
		return iv, PowOK
	case math.IsNaN(iw):
		if iv == 1 {
			return 1, PowOK
		}
		return iw, PowOK
	case math.IsInf(iw, 0):
		iv = math.Abs(iv)
		if iv == 1 {
			return 1, PowOK
		}
		if (iw > 0) == (iv > 1) {
			return math.Abs(iw), PowOK
		}
		return 0, PowOK
	case math.IsInf(iv, 0):
		odd := IsOddInteger(iw)
		switch {
		case iw > 0 && odd:
			return iv, PowOK
		case iw > 0:
			return math.Abs(iv), PowOK
		case odd:
			return math.Copysign(0, iv), PowOK
		}
		return 0, PowOK
	case iv == 0:
		if iw < 0 {
			return 0, PowZeroNegative
		}
		if IsOddInteger(iw) {
			return iv, PowOK
		}
		return 0, PowOK
	}
	negate := false
	if iv < 0 {
		if iw != math.Floor(iw) {
			return 0, PowComplex
		}
		iv = -iv
		negate = IsOddInteger(iw)
	}
	ix := 1.0
	if iv != 1 {
		ix = libm.Pow(iv, iw)
		if math.IsInf(ix, 0) {
			return 0, PowOverflow
		}
	}
	if negate {
		ix = -ix
	}
	return ix, PowOK
}

// RoundFloat is round(x, ndigits) for a float, correctly rounded (halves
// to even on the exact decimal value). ok is false when the result
// overflows.
func RoundFloat(x float64, ndigits int64) (r float64, ok bool) {
	if math.IsNaN(x) || math.IsInf(x, 0) || x == 0 {
		return x, true
	}
	const ndigitsMax = 323  // (DBL_MANT_DIG - DBL_MIN_EXP) * 0.30103
	const ndigitsMin = -308 // -(DBL_MAX_EXP + 1) * 0.30103
	if ndigits > ndigitsMax {
		return x, true
	}
	if ndigits < ndigitsMin {
		return 0 * x, true
	}
	if ndigits >= 0 {
		r, _ = strconv.ParseFloat(strconv.FormatFloat(x, 'f', int(ndigits), 64), 64)
	} else {
		// Round to a multiple of 10**-ndigits, halves to even, exactly.
		rat := new(big.Rat).SetFloat64(x)
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(-ndigits), nil)
		num := new(big.Int).Set(rat.Num()) // x = num/den
		den := new(big.Int).Mul(rat.Denom(), p)
		q, m := new(big.Int).QuoRem(num, den, new(big.Int))
		m.Abs(m)
		m.Lsh(m, 1)
		if c := m.Cmp(den); c > 0 || (c == 0 && q.Bit(0) == 1) {
			q.Add(q, big.NewInt(int64(num.Sign())))
		}
		q.Mul(q, p)
		r, _ = new(big.Float).SetInt(q).Float64()
	}
	if math.IsInf(r, 0) {
		return 0, false
	}
	if r == 0 {
		r = math.Copysign(0, x)
	}
	return r, true
}
