// Package floatfmt turns float64 values into text bit for bit as CPython
// does (repr, str, format specs and %-formatting all come here through the
// runtime). It uses nothing of the runtime.
package floatfmt

import (
	"math"
	"strconv"
)

// Float to text, bit-exact with CPython's PyOS_double_to_string (which uses
// David Gay's dtoa). Go's strconv produces the same digit strings: the
// shortest round-tripping digits for repr, and correctly rounded
// (round-half-even on the exact binary value) digits for a given number of
// significant digits or of digits after the point.

// numDtoa returns the decimal digits of x (finite, x >= 0) without leading
// or trailing zeros ("0" for zero; possibly empty in mode 3 when x rounds to
// zero) and the position of the decimal point relative to them, like
// _Py_dg_dtoa: mode 0 is the shortest round-tripping string, mode 2 gives at
// most ndigits significant digits, mode 3 gives digits up to ndigits after
// the decimal point.
func numDtoa(buf []byte, x float64, mode, ndigits int) (digits []byte, decpt int) {
	if x == 0 {
		return append(buf[:0], '0'), 1
	}
	switch mode {
	case 0, 2:
		prec := -1
		if mode == 2 {
			prec = ndigits - 1
		}
		s := strconv.AppendFloat(buf[:0], x, 'e', prec, 64)
		// d[.ddd]e±XX
		e := len(s) - 1
		for s[e] != 'e' {
			e--
		}
		exp := 0
		for _, c := range s[e+2:] {
			exp = exp*10 + int(c-'0')
		}
		if s[e+1] == '-' {
			exp = -exp
		}
		d := s[:0]
		for _, c := range s[:e] {
			if c != '.' {
				d = append(d, c)
			}
		}
		for len(d) > 1 && d[len(d)-1] == '0' {
			d = d[:len(d)-1]
		}
		return d, exp + 1
	default:
		s := strconv.AppendFloat(buf[:0], x, 'f', ndigits, 64)
		decpt = len(s)
		d := s[:0]
		for i, c := range s {
			if c == '.' {
				decpt = i
				continue
			}
			d = append(d, c)
		}
		i := 0
		for i < len(d) && d[i] == '0' {
			i++
			decpt--
		}
		d = d[i:]
		for len(d) > 0 && d[len(d)-1] == '0' {
			d = d[:len(d)-1]
		}
		if len(d) == 0 {
			return d, -ndigits
		}
		return d, decpt
	}
}

// Flags of numDoubleToString (CPython's Py_DTSF_*).
const (
	numDTSFSign   = 1 << iota // always add the sign
	DTSFAddDot0               // add ".0" to integers (repr)
	DTSFAlt                   // alternate form ('#')
	DTSFNoNegZero             // 'z': turn a negative zero result positive
)

// DoubleToString is PyOS_double_to_string: code is one of e E f F g G r
// (precision must be 0 for 'r').
func DoubleToString(val float64, code byte, precision int, flags int) string {
	upper := false
	mode := 0
	switch code {
	case 'E':
		upper = true
		code = 'e'
		fallthrough
	case 'e':
		mode = 2
		precision++
	case 'F':
		upper = true
		code = 'f'
		fallthrough
	case 'f':
		mode = 3
	case 'G':
		upper = true
		code = 'g'
		fallthrough
	case 'g':
		mode = 2
		if precision == 0 {
			precision = 1
		}
	case 'r':
		mode = 0
	}
	return numFormatFloatShort(val, code, mode, precision, flags, upper)
}

// numFormatFloatShort is CPython's format_float_short.
func numFormatFloatShort(d float64, code byte, mode, precision int, flags int, upper bool) string {
	alwaysSign := flags&numDTSFSign != 0
	addDot0 := flags&DTSFAddDot0 != 0
	alt := flags&DTSFAlt != 0
	noNegZero := flags&DTSFNoNegZero != 0

	var out []byte
	var stack [64]byte
	out = stack[:0]
	sign := math.Signbit(d)
	if math.IsNaN(d) || math.IsInf(d, 0) {
		if math.IsNaN(d) {
			sign = false
		}
		if sign {
			out = append(out, '-')
		} else if alwaysSign {
			out = append(out, '+')
		}
		switch {
		case math.IsNaN(d) && upper:
			out = append(out, "NAN"...)
		case math.IsNaN(d):
			out = append(out, "nan"...)
		case upper:
			out = append(out, "INF"...)
		default:
			out = append(out, "inf"...)
		}
		return string(out)
	}
	var dbuf [40]byte
	digits, decpt := numDtoa(dbuf[:], math.Abs(d), mode, precision)
	if noNegZero && sign && (len(digits) == 0 || (len(digits) == 1 && digits[0] == '0')) {
		sign = false
	}
	ndig := len(digits)
	vdigitsEnd := ndig
	useExp := false
	exp := 0
	switch code {
	case 'e':
		useExp = true
		vdigitsEnd = precision
	case 'f':
		vdigitsEnd = decpt + precision
	case 'g':
		lim := precision
		if addDot0 {
			lim = precision - 1
		}
		if decpt <= -4 || decpt > lim {
			useExp = true
		}
		if alt {
			vdigitsEnd = precision
		}
	case 'r':
		if decpt <= -4 || decpt > 16 {
			useExp = true
		}
	}
	if useExp {
		exp = decpt - 1
		decpt = 1
	}
	vdigitsStart := 0
	if decpt <= 0 {
		vdigitsStart = decpt - 1
	}
	if !useExp && addDot0 {
		if vdigitsEnd <= decpt {
			vdigitsEnd = decpt + 1
		}
	} else if vdigitsEnd < decpt {
		vdigitsEnd = decpt
	}
	if need := 8 + vdigitsEnd - vdigitsStart; need > cap(out) {
		out = make([]byte, 0, need)
	}
	if sign {
		out = append(out, '-')
	} else if alwaysSign {
		out = append(out, '+')
	}
	if decpt <= 0 {
		out = numAppendZeros(out, decpt-vdigitsStart)
		out = append(out, '.')
		out = numAppendZeros(out, -decpt)
	} else {
		out = numAppendZeros(out, -vdigitsStart)
	}
	if 0 < decpt && decpt <= ndig {
		out = append(out, digits[:decpt]...)
		out = append(out, '.')
		out = append(out, digits[decpt:]...)
	} else {
		out = append(out, digits...)
	}
	if ndig < decpt {
		out = numAppendZeros(out, decpt-ndig)
		out = append(out, '.')
		out = numAppendZeros(out, vdigitsEnd-decpt)
	} else {
		out = numAppendZeros(out, vdigitsEnd-ndig)
	}
	if out[len(out)-1] == '.' && !alt {
		out = out[:len(out)-1]
	}
	if useExp {
		if upper {
			out = append(out, 'E')
		} else {
			out = append(out, 'e')
		}
		if exp < 0 {
			out = append(out, '-')
			exp = -exp
		} else {
			out = append(out, '+')
		}
		if exp < 10 {
			out = append(out, '0')
		}
		out = strconv.AppendInt(out, int64(exp), 10)
	}
	return string(out)
}

func numAppendZeros(b []byte, n int) []byte {
	for ; n > 0; n-- {
		b = append(b, '0')
	}
	return b
}

// FloatRepr is repr(float) (and str(float)): the shortest string that
// round-trips, in fixed notation for 1e-4 <= |x| < 1e16 and with an
// exponent otherwise; integral values get ".0".
func FloatRepr(f float64) string {
	// Fast path for small integral values.
	if f == math.Trunc(f) && math.Abs(f) < 1e15 && !(f == 0 && math.Signbit(f)) {
		var b [24]byte
		s := strconv.AppendInt(b[:0], int64(f), 10)
		s = append(s, '.', '0')
		return string(s)
	}
	return DoubleToString(f, 'r', 0, DTSFAddDot0)
}

// numComplexPartRepr formats one part of a complex repr ('r' without ".0").
func numComplexPartRepr(f float64, sign bool) string {
	flags := 0
	if sign {
		flags = numDTSFSign
	}
	return DoubleToString(f, 'r', 0, flags)
}

// ComplexRepr is repr(complex).
func ComplexRepr(c complex128) string {
	re, im := real(c), imag(c)
	if re == 0 && !math.Signbit(re) {
		return numComplexPartRepr(im, false) + "j"
	}
	return "(" + numComplexPartRepr(re, false) + numComplexPartRepr(im, true) + "j)"
}
