package decimal

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cockroachdb/apd/v3"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// fmtSpec is a parsed format specification.
type fmtSpec struct {
	fill   string
	align  byte
	sign   byte
	noNeg0 bool
	alt    bool
	zero   bool
	width  int
	sep    string
	prec   int // -1: none
	typ    byte
}

func parseSpec(spec string) (fmtSpec, bool) {
	s := fmtSpec{prec: -1}
	i := 0
	isAlign := func(c byte) bool { return c == '<' || c == '>' || c == '=' || c == '^' }
	if r, n := utf8.DecodeRuneInString(spec); n > 0 && n < len(spec) && isAlign(spec[n]) {
		s.fill = string(r)
		s.align = spec[n]
		i = n + 1
	} else if len(spec) > 0 && isAlign(spec[0]) {
		s.align = spec[0]
		i = 1
	}
	if i < len(spec) && (spec[i] == '+' || spec[i] == '-' || spec[i] == ' ') {
		s.sign = spec[i]
		i++
	}
	if i < len(spec) && spec[i] == 'z' {
		s.noNeg0 = true
		i++
	}
	if i < len(spec) && spec[i] == '#' {
		s.alt = true
		i++
	}
	if i < len(spec) && spec[i] == '0' {
		s.zero = true
		i++
	}
	j := i
	for i < len(spec) && spec[i] >= '0' && spec[i] <= '9' {
		i++
	}
	if i > j {
		w, err := strconv.Atoi(spec[j:i])
		if err != nil {
			return s, false
		}
		s.width = w
	}
	if i < len(spec) && spec[i] == ',' {
		s.sep = ","
		i++
	}
	if i < len(spec) && spec[i] == '.' {
		i++
		j = i
		for i < len(spec) && spec[i] >= '0' && spec[i] <= '9' {
			i++
		}
		if i == j {
			return s, false
		}
		p, err := strconv.Atoi(spec[j:i])
		if err != nil {
			return s, false
		}
		s.prec = p
	}
	if i < len(spec) {
		switch spec[i] {
		case 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%':
			s.typ = spec[i]
			i++
		default:
			return s, false
		}
	}
	if i != len(spec) {
		return s, false
	}
	if s.typ == 'n' && s.sep != "" {
		return s, false
	}
	if s.zero {
		// The '0' flag stands for fill '0' with '=' alignment, so an
		// explicit alignment besides it is an error, as in mpdecimal.
		if s.align != 0 {
			return s, false
		}
		s.fill = "0"
		s.align = '='
	}
	if s.fill == "" {
		s.fill = " "
	}
	if s.align == 0 {
		s.align = '>'
	}
	return s, true
}

// roundTo rounds x in place to prec significant digits (prec >= 1).
func roundDigits(c *Context, x *apd.Decimal, prec int64, round int, pad bool) {
	n := numDigits(&x.Coeff)
	if n < prec && pad && x.Coeff.Sign() != 0 {
		var p apd.BigInt
		tenPow(&p, prec-n)
		x.Coeff.Mul(&x.Coeff, &p)
		x.Exponent -= int32(prec - n)
		return
	}
	if n <= prec {
		return
	}
	var q apd.Decimal
	q.Exponent = int32(int64(x.Exponent) + n - prec)
	var d apd.Decimal
	c.quantizeRaw(&d, x, int64(q.Exponent), round)
	if numDigits(&d.Coeff) > prec {
		// Rounding carried into a new digit.
		var e apd.Decimal
		c.quantizeRaw(&e, &d, int64(d.Exponent)+1, round)
		d.Set(&e)
	}
	x.Set(&d)
}

func formatDecimal(vm *rt.VM, x *apd.Decimal, spec string, ctx *Context) (string, error) {
	s, ok := parseSpec(spec)
	if !ok {
		return "", vm.ValueError("invalid format string")
	}
	neg := x.Negative
	if x.Form != apd.Finite {
		var a apd.Decimal
		a.Set(x)
		a.Negative = false
		body := toSci(&a, true)
		if s.typ == '%' {
			body += "%"
		}
		if s.zero {
			// Zero padding does not apply to NaNs and infinities: they
			// are right-aligned with spaces instead.
			s.fill, s.align = " ", '>'
		}
		return align(signStr(neg, s.sign), body, s, false), nil
	}
	typ := s.typ
	if typ == 0 {
		typ = 'g'
		if ctx.capitals == 1 {
			typ = 'G'
		}
	}
	var v apd.Decimal
	v.Set(x)
	if typ == '%' {
		v.Exponent += 2
	}
	round := ctx.round
	if s.prec >= 0 {
		switch typ {
		case 'e', 'E':
			roundDigits(ctx, &v, int64(s.prec)+1, round, true)
		case 'f', 'F', '%':
			var d apd.Decimal
			ctx.quantizeRaw(&d, &v, int64(-s.prec), round)
			v.Set(&d)
		case 'g', 'G', 'n':
			p := int64(s.prec)
			if p == 0 {
				p = 1
			}
			if numDigits(&v.Coeff) > p {
				roundDigits(ctx, &v, p, round, false)
			}
		}
	}
	if isZero(&v) && v.Exponent > 0 && (typ == 'f' || typ == 'F' || typ == '%') {
		v.Exponent = 0
	}
	if isZero(&v) && s.noNeg0 {
		neg = false
	} else {
		neg = v.Negative
	}
	digits := coeffString(&v)
	left := int64(v.Exponent) + int64(len(digits))
	var dot int64
	switch typ {
	case 'e', 'E':
		if isZero(&v) && s.prec >= 0 {
			dot = 1 - int64(s.prec)
		} else {
			dot = 1
		}
	case 'f', 'F', '%':
		dot = left
	default:
		if v.Exponent <= 0 && left > -6 {
			dot = left
		} else {
			dot = 1
		}
	}
	var intpart, frac string
	switch {
	case dot < 0:
		intpart = "0"
		frac = strings.Repeat("0", int(-dot)) + digits
	case dot > int64(len(digits)):
		intpart = digits + strings.Repeat("0", int(dot-int64(len(digits))))
	default:
		intpart = digits[:dot]
		if intpart == "" {
			intpart = "0"
		}
		frac = digits[dot:]
	}
	exp := left - dot
	if frac != "" || s.alt {
		frac = "." + frac
	}
	if exp != 0 || typ == 'e' || typ == 'E' {
		ech := "e"
		if typ == 'E' || typ == 'G' {
			ech = "E"
		}
		es := strconv.FormatInt(exp, 10)
		if exp >= 0 {
			es = "+" + es
		}
		frac += ech + es
	}
	if typ == '%' {
		frac += "%"
	}
	sign := signStr(neg, s.sign)
	minWidth := 0
	if s.zero && s.fill == "0" && s.align == '=' {
		minWidth = s.width - len(frac) - len(sign)
	}
	intpart = groupDigits(intpart, s.sep, minWidth)
	return align(sign, intpart+frac, s, true), nil
}

func signStr(neg bool, sign byte) string {
	switch {
	case neg:
		return "-"
	case sign == '+':
		return "+"
	case sign == ' ':
		return " "
	}
	return ""
}

// groupDigits inserts separators every three digits, padding with zeros
// up to minWidth.
func groupDigits(digits, sep string, minWidth int) string {
	if sep == "" {
		if len(digits) < minWidth {
			return strings.Repeat("0", minWidth-len(digits)) + digits
		}
		return digits
	}
	var groups []string
	for {
		l := min(max(len(digits), minWidth, 1), 3)
		g := digits[max(len(digits)-l, 0):]
		groups = append(groups, strings.Repeat("0", l-len(g))+g)
		digits = digits[:max(len(digits)-l, 0)]
		minWidth -= l
		if digits == "" && minWidth <= 0 {
			break
		}
		minWidth -= len(sep)
	}
	for i, j := 0, len(groups)-1; i < j; i, j = i+1, j-1 {
		groups[i], groups[j] = groups[j], groups[i]
	}
	return strings.Join(groups, sep)
}

func align(sign, body string, s fmtSpec, numeric bool) string {
	n := utf8.RuneCountInString(sign) + utf8.RuneCountInString(body)
	if n >= s.width {
		return sign + body
	}
	pad := strings.Repeat(s.fill, s.width-n)
	switch s.align {
	case '<':
		return sign + body + pad
	case '=':
		return sign + pad + body
	case '^':
		h := (s.width - n) / 2
		return strings.Repeat(s.fill, h) + sign + body + strings.Repeat(s.fill, s.width-n-h)
	}
	return pad + sign + body
}
