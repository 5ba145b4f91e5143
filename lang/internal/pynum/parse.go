package pynum

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// ParseError says why a number's text was refused; the runtime turns it
// into the exception CPython raises for the same text.
type ParseError uint8

const (
	ParseOK ParseError = iota
	// ParseSyntax: not a number of the expected form.
	ParseSyntax
	// ParseUnderscore: complex() text with a misplaced '_' (CPython
	// reports it as "could not convert string to complex: 'text'").
	ParseUnderscore
	// ParseOverflow: a hexadecimal float too large for a float.
	ParseOverflow
)

// IntText is int(s, base)'s text after scanning: the digits without
// underscores, sign, prefix or spaces, and the base they are in.
type IntText struct {
	Digits string
	Base   int
	Neg    bool
	// Count is the number of digits (the figure sys.int_max_str_digits
	// limits for bases that are not powers of two).
	Count int
	// zeroOnly: base 0 and a leading 0 without prefix, where only zero
	// ("000") is allowed.
	zeroOnly bool
}

// ScanInt scans an ASCII int literal as int(s, base) accepts it (base 0 or
// 2..36): surrounding spaces, a sign, the base's prefix, single
// underscores between digits. ok is false for a syntax error.
func ScanInt(s string, base int) (t IntText, ok bool) {
	i := 0
	for i < len(s) && IsSpaceASCII(s[i]) {
		i++
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		t.Neg = s[i] == '-'
		i++
	}
	at := func(k int) byte {
		if k < len(s) {
			return s[k]
		}
		return 0
	}
	prefix := func(k int) int {
		switch at(k) | 0x20 {
		case 'x':
			return 16
		case 'o':
			return 8
		case 'b':
			return 2
		}
		return 0
	}
	if base == 0 {
		switch {
		case at(i) != '0':
			base = 10
		case prefix(i+1) != 0:
			base = prefix(i + 1)
		default:
			t.zeroOnly = true
			base = 10
		}
	}
	if at(i) == '0' && base != 10 && prefix(i+1) == base {
		i += 2
		if at(i) == '_' {
			i++
		}
	}
	start := i
	if at(start) == '_' {
		return t, false
	}
	var prev byte
	underscores := false
	for i < len(s) && (DigitValue(s[i]) < base || s[i] == '_') {
		if s[i] == '_' {
			if prev == '_' {
				return t, false
			}
			underscores = true
		} else {
			t.Count++
		}
		prev = s[i]
		i++
	}
	end := i
	if prev == '_' || start == end {
		return t, false
	}
	for i < len(s) && IsSpaceASCII(s[i]) {
		i++
	}
	if i != len(s) {
		return t, false
	}
	t.Digits, t.Base = s[start:end], base
	if underscores {
		t.Digits = strings.ReplaceAll(t.Digits, "_", "")
	}
	return t, true
}

// Value converts scanned text to an int64 (big nil) or, when it does not
// fit, a big.Int. ok is false where base 0 allowed only zero.
func (t IntText) Value() (small int64, b *big.Int, ok bool) {
	d := t.Digits
	if len(d) <= 12 || (t.Base <= 16 && len(d) <= 15) {
		if n, err := strconv.ParseInt(d, t.Base, 64); err == nil {
			if t.zeroOnly && n != 0 {
				return 0, nil, false
			}
			if t.Neg {
				n = -n
			}
			return n, nil, true
		}
	}
	b, ok = new(big.Int).SetString(d, t.Base)
	if !ok || t.zeroOnly && b.Sign() != 0 {
		return 0, nil, false
	}
	if t.Neg {
		b.Neg(b)
	}
	return 0, b, true
}

// FloatFromHex is float.fromhex(s): [sign] ["0x"] hex digits with an
// optional point, an optional binary exponent "p[sign]digits", or inf,
// infinity, nan.
func FloatFromHex(s string) (float64, ParseError) {
	t := strings.TrimFunc(s, func(r rune) bool { return r < 0x80 && IsSpaceASCII(byte(r)) })
	neg := false
	if t != "" && (t[0] == '+' || t[0] == '-') {
		neg = t[0] == '-'
		t = t[1:]
	}
	switch strings.ToLower(t) {
	case "inf", "infinity":
		if neg {
			return math.Inf(-1), ParseOK
		}
		return math.Inf(1), ParseOK
	case "nan":
		return math.NaN(), ParseOK
	}
	if len(t) >= 2 && t[0] == '0' && t[1]|0x20 == 'x' {
		t = t[2:]
	}
	i := 0
	hexRun := func() string {
		s := i
		for i < len(t) && DigitValue(t[i]) < 16 {
			i++
		}
		return t[s:i]
	}
	intDigits, fracDigits := hexRun(), ""
	if i < len(t) && t[i] == '.' {
		i++
		fracDigits = hexRun()
	}
	if intDigits == "" && fracDigits == "" {
		return 0, ParseSyntax
	}
	exp := "0"
	if i < len(t) && (t[i] == 'p' || t[i] == 'P') {
		i++
		es := i
		if i < len(t) && (t[i] == '+' || t[i] == '-') {
			i++
		}
		ds := i
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		if ds == i {
			return 0, ParseSyntax
		}
		exp = t[es:i]
	}
	if i != len(t) {
		return 0, ParseSyntax
	}
	// Clamp absurd exponents (the result is 0 or an overflow anyway).
	if e, err := strconv.ParseInt(exp, 10, 64); err != nil || e > 1<<20 || e < -(1<<20) {
		if strings.HasPrefix(exp, "-") {
			exp = "-1048576"
		} else {
			exp = "1048576"
		}
	}
	m := intDigits
	if m == "" {
		m = "0"
	}
	if fracDigits != "" {
		m += "." + fracDigits
	}
	f, err := strconv.ParseFloat("0x"+m+"p"+exp, 64)
	if math.IsInf(f, 0) {
		return 0, ParseOverflow
	}
	if err != nil {
		return 0, ParseSyntax
	}
	if neg {
		f = -f
	}
	return f, ParseOK
}

// ParseComplex is complex(s)'s text form (s already through
// ToASCIIDigits): "[(] real [±imag j] [)]", "imag j", "±j", with spaces
// around and single underscores between digits.
func ParseComplex(s string) (complex128, ParseError) {
	if strings.IndexByte(s, '_') >= 0 {
		var b strings.Builder
		var prev byte
		for i := 0; i < len(s); i++ {
			c := s[i]
			isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
			if c == '_' && !isDigit(prev) || c != '_' && prev == '_' && !isDigit(c) {
				return 0, ParseUnderscore
			}
			if c != '_' {
				b.WriteByte(c)
			}
			prev = c
		}
		if prev == '_' {
			return 0, ParseUnderscore
		}
		s = b.String()
	}
	i := 0
	skipSpace := func() {
		for i < len(s) && IsSpaceASCII(s[i]) {
			i++
		}
	}
	at := func(k int) byte {
		if k < len(s) {
			return s[k]
		}
		return 0
	}
	isJ := func() bool { return at(i)|0x20 == 'j' }
	sign := func() float64 {
		if at(i) == '-' {
			return -1
		}
		return 1
	}
	skipSpace()
	bracket := at(i) == '('
	if bracket {
		i++
		skipSpace()
	}
	var x, y float64
	if z, n := FloatPrefix(s[i:]); n > 0 {
		i += n
		switch {
		case at(i) == '+' || at(i) == '-':
			x = z
			if w, m := FloatPrefix(s[i:]); m > 0 {
				y = w
				i += m
			} else {
				y = sign()
				i++
			}
			if !isJ() {
				return 0, ParseSyntax
			}
			i++
		case isJ():
			i++
			y = z
		default:
			x = z
		}
	} else {
		y = 1
		if at(i) == '+' || at(i) == '-' {
			y = sign()
			i++
		}
		if !isJ() {
			return 0, ParseSyntax
		}
		i++
	}
	skipSpace()
	if bracket {
		if at(i) != ')' {
			return 0, ParseSyntax
		}
		i++
		skipSpace()
	}
	if i != len(s) {
		return 0, ParseSyntax
	}
	return complex(x, y), ParseOK
}
