package fmtspec

import (
	"math"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/floatfmt"
)

// Float and complex numbers in the format mini-language, as CPython 3.13's
// float.__format__ and complex.__format__ lay them out: the digits come
// from floatfmt, signs, grouping, widths and fills from this package.

// Float formats a float for a parsed format spec: types e E f F g G n
// % and none (repr-like: shortest digits when no precision, else like 'g'
// but always keeping a decimal point or exponent).
func Float(f float64, spec *Spec) string {
	typ := spec.Type
	precision := spec.Precision
	defaultPrecision := 6
	flags := 0
	if spec.Alt {
		flags |= floatfmt.DTSFAlt
	}
	if spec.NoNegZero {
		flags |= floatfmt.DTSFNoNegZero
	}
	if typ == 0 {
		flags |= floatfmt.DTSFAddDot0
		typ = 'r'
		defaultPrecision = 0
	}
	if typ == 'n' {
		typ = 'g'
	}
	addPct := false
	if typ == '%' {
		typ = 'f'
		f *= 100
		addPct = true
	}
	if precision < 0 {
		precision = defaultPrecision
	} else if typ == 'r' {
		typ = 'g'
	}
	s := floatfmt.DoubleToString(f, typ, precision, flags)
	if addPct {
		s += "%"
	}
	if spec.Sign != '+' && spec.Sign != ' ' && spec.Width == -1 && spec.Type != 'n' && spec.Grouping == 0 {
		return s
	}
	fill, align := FillAlign(spec)
	var signChar byte
	if s[0] == '-' {
		signChar = '-'
		s = s[1:]
	}
	ndigits, nrem, hasDec := ParseNumber(s)
	g := Grouping(spec)
	if spec.Type == 'n' {
		g = GroupInfo{}
	}
	var w Widths
	CalcWidths(&w, 0, signChar, s, ndigits, nrem, hasDec, spec, fill, align, g)
	var b strings.Builder
	Fill(&b, &w, s, "", fill, false)
	return b.String()
}

// Complex formats a complex for a parsed format spec (types e E f F g G
// n and none) that the caller has checked has no zero padding and no '='
// alignment, which complex formatting refuses.
func Complex(c complex128, spec *Spec) string {
	re, im := real(c), imag(c)
	typ := spec.Type
	precision := spec.Precision
	defaultPrecision := 6
	flags := 0
	if spec.Alt {
		flags |= floatfmt.DTSFAlt
	}
	if spec.NoNegZero {
		flags |= floatfmt.DTSFNoNegZero
	}
	skipRe, addParens := false, false
	if typ == 0 {
		typ = 'r'
		defaultPrecision = 0
		if re == 0 && !math.Signbit(re) {
			skipRe = true
		} else {
			addParens = true
		}
	}
	if typ == 'n' {
		typ = 'g'
	}
	if precision < 0 {
		precision = defaultPrecision
	} else if typ == 'r' {
		typ = 'g'
	}
	reS := floatfmt.DoubleToString(re, typ, precision, flags)
	imS := floatfmt.DoubleToString(im, typ, precision, flags)
	var reSign, imSign byte
	if reS[0] == '-' {
		reSign = '-'
		reS = reS[1:]
	}
	if imS[0] == '-' {
		imSign = '-'
		imS = imS[1:]
	}
	g := Grouping(spec)
	if spec.Type == 'n' {
		g = GroupInfo{}
	}
	tmp := *spec
	tmp.Fill = 0
	tmp.Zero = false
	tmp.Align = '<'
	tmp.Width = -1
	var rw, iw Widths
	rd, rr, rdec := ParseNumber(reS)
	reTotal := CalcWidths(&rw, 0, reSign, reS, rd, rr, rdec, &tmp, ' ', '<', g)
	if !skipRe {
		tmp.Sign = '+'
	}
	id, ir, idec := ParseNumber(imS)
	imTotal := CalcWidths(&iw, 0, imSign, imS, id, ir, idec, &tmp, ' ', '<', g)
	if skipRe {
		reTotal = 0
	}
	n := reTotal + imTotal + 1
	if addParens {
		n += 2
	}
	fill := spec.Fill
	if fill == 0 {
		fill = ' '
	}
	align := spec.Align
	if align == 0 {
		align = '>'
	}
	total := n
	if spec.Width > n {
		total = spec.Width
	}
	lpad := 0
	switch align {
	case '>':
		lpad = total - n
	case '^':
		lpad = (total - n) / 2
	}
	rpad := total - n - lpad
	var b strings.Builder
	AppendFill(&b, fill, lpad)
	if addParens {
		b.WriteByte('(')
	}
	if !skipRe {
		Fill(&b, &rw, reS, "", ' ', false)
	}
	Fill(&b, &iw, imS, "", ' ', false)
	b.WriteByte('j')
	if addParens {
		b.WriteByte(')')
	}
	AppendFill(&b, fill, rpad)
	return b.String()
}

// IntBase is the base an int presentation type writes digits in (10 for
// d, n and none; 'c' and the float types are not for it).
func IntBase(typ byte) int {
	switch typ {
	case 'b':
		return 2
	case 'o':
		return 8
	case 'x', 'X':
		return 16
	}
	return 10
}

// IntPlain reports whether an int formats as its bare digits (with the
// alternate form's prefix): no sign option, width, grouping, precision,
// upper case or locale.
func IntPlain(spec *Spec) bool {
	return spec.Sign != '+' && spec.Sign != ' ' && spec.Width == -1 && spec.Type != 'X' && spec.Type != 'n' &&
		spec.Grouping == 0 && spec.Precision < 0
}

// Int lays out an int for a spec of an int presentation type (b d o x X
// n or none): digits are its digits in IntBase(spec.Type), with a leading
// '-' when negative. A precision (which format() rejects before this, and
// %-formatting passes) is a minimum number of digits.
func Int(digits string, spec *Spec) string {
	prefix := ""
	switch spec.Type {
	case 'b':
		prefix = "0b"
	case 'o':
		prefix = "0o"
	case 'x', 'X':
		prefix = "0x"
	}
	if !spec.Alt {
		prefix = ""
	}
	if IntPlain(spec) {
		if digits[0] == '-' {
			return "-" + prefix + digits[1:]
		}
		return prefix + digits
	}
	var signChar byte
	if digits[0] == '-' {
		signChar, digits = '-', digits[1:]
	}
	if spec.Precision > len(digits) {
		digits = strings.Repeat("0", spec.Precision-len(digits)) + digits
	}
	fill, align := FillAlign(spec)
	g := Grouping(spec)
	if spec.Type == 'n' {
		g = GroupInfo{}
	}
	var w Widths
	CalcWidths(&w, len(prefix), signChar, digits, len(digits), 0, false, spec, fill, align, g)
	var b strings.Builder
	Fill(&b, &w, digits, prefix, fill, spec.Type == 'X')
	return b.String()
}

// Char lays out format(n, 'c'): the character r, counted as one column.
func Char(r rune, spec *Spec) string {
	fill, align := FillAlign(spec)
	body := string(AppendRune(nil, r))
	var w Widths
	CalcWidths(&w, 0, 0, body, 0, 1, false, spec, fill, align, Grouping(spec))
	w.Remainder = len(body)
	var b strings.Builder
	Fill(&b, &w, body, "", fill, false)
	return b.String()
}
