package unicodetab

import (
	"sort"
	"unicode"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The Unicode properties of CPython 3.13's str predicates (str.isalpha,
// isspace, isidentifier...) and its case mappings, over the tables of
// tables.go.

// IsPrintable reports whether repr() shows r as itself (str.isprintable).
func IsPrintable(r rune) bool {
	if r < 0x80 {
		return r >= 0x20 && r < 0x7F
	}
	return unicode.Is(Printable, r)
}

// IsSpace reports whether str.isspace() holds for r (the whitespace int(),
// float() and str.split() skip).
func IsSpace(r rune) bool {
	if r < 0x80 {
		return r == ' ' || r >= 0x09 && r <= 0x0D || r >= 0x1C && r <= 0x1F
	}
	return unicode.Is(Space, r)
}

// IsAlpha reports whether str.isalpha() holds for r.
func IsAlpha(r rune) bool {
	if r < 0x80 {
		return r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return unicode.Is(Alpha, r)
}

// IsDecimal reports whether str.isdecimal() holds for r (category Nd).
func IsDecimal(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9'
	}
	return unicode.Is(Decimal, r)
}

// IsDigit reports whether str.isdigit() holds for r.
func IsDigit(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9'
	}
	return unicode.Is(Digit, r)
}

// IsNumeric reports whether str.isnumeric() holds for r.
func IsNumeric(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9'
	}
	return unicode.Is(Numeric, r)
}

// IsAlnum reports whether str.isalnum() holds for r.
func IsAlnum(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return IsAlpha(r) || IsDecimal(r) || IsDigit(r) || IsNumeric(r)
}

// IsLower reports whether r has the Lowercase property (str.islower).
func IsLower(r rune) bool {
	if r < 0x80 {
		return r >= 'a' && r <= 'z'
	}
	return unicode.Is(Lower, r)
}

// IsUpper reports whether r has the Uppercase property (str.isupper).
func IsUpper(r rune) bool {
	if r < 0x80 {
		return r >= 'A' && r <= 'Z'
	}
	return unicode.Is(Upper, r)
}

// IsTitle reports whether r is a titlecase letter (str.istitle).
func IsTitle(r rune) bool {
	if r < 0x80 {
		return false
	}
	return unicode.Is(Title, r)
}

// IsCased reports whether r is cased (the case-mapping algorithms' Cased).
func IsCased(r rune) bool {
	if r < 0x80 {
		return r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return unicode.Is(Cased, r)
}

// IsCaseIgnorable reports whether r is Case_Ignorable (the final sigma rule).
func IsCaseIgnorable(r rune) bool {
	if r < 0x80 {
		return r == '\'' || r == '.' || r == ':' || r == '^' || r == '`'
	}
	return unicode.Is(CaseIgnorable, r)
}

// IsIDStart reports whether r may start an identifier (XID_Start or '_';
// str.isidentifier).
func IsIDStart(r rune) bool {
	if r < 0x80 {
		return r == '_' || r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return unicode.Is(IDStart, r)
}

// IsIDContinue reports whether r may continue an identifier (XID_Continue).
func IsIDContinue(r rune) bool {
	if r < 0x80 {
		return r == '_' || r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return unicode.Is(IDContinue, r)
}

// DecimalValue returns the decimal digit value of r, or -1.
func DecimalValue(r rune) int {
	if r < 0x80 {
		if r >= '0' && r <= '9' {
			return int(r - '0')
		}
		return -1
	}
	if !unicode.Is(Decimal, r) {
		return -1
	}
	i := sort.Search(len(DecimalZeros), func(i int) bool { return DecimalZeros[i] > r })
	if i == 0 {
		return -1
	}
	return int(r - DecimalZeros[i-1])
}

// ---- case mapping ----

func AppendUpper(b []byte, r rune) []byte {
	if r < 0x80 {
		if r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		return append(b, byte(r))
	}
	if s, ok := SpecialUpper[r]; ok {
		return append(b, s...)
	}
	if len(SpecialUpperKeep) > 0 && SpecialUpperKeep[r] {
		return wtf8.AppendRune(b, r)
	}
	return wtf8.AppendRune(b, unicode.ToUpper(r))
}

// AppendLowerSimple appends lower(r) without the final sigma rule.
func AppendLowerSimple(b []byte, r rune) []byte {
	if r < 0x80 {
		if r >= 'A' && r <= 'Z' {
			r += 'a' - 'A'
		}
		return append(b, byte(r))
	}
	if s, ok := SpecialLower[r]; ok {
		return append(b, s...)
	}
	if len(SpecialLowerKeep) > 0 && SpecialLowerKeep[r] {
		return wtf8.AppendRune(b, r)
	}
	return wtf8.AppendRune(b, unicode.ToLower(r))
}

// AppendTitle appends the titlecase mapping of r (str.title, str.capitalize).
func AppendTitle(b []byte, r rune) []byte {
	if r < 0x80 {
		if r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		return append(b, byte(r))
	}
	if s, ok := SpecialTitle[r]; ok {
		return append(b, s...)
	}
	if len(SpecialTitleKeep) > 0 && SpecialTitleKeep[r] {
		return wtf8.AppendRune(b, r)
	}
	return wtf8.AppendRune(b, unicode.ToTitle(r))
}

// AppendFold appends the case folding of r (str.casefold).
func AppendFold(b []byte, r rune) []byte {
	if r < 0x80 {
		if r >= 'A' && r <= 'Z' {
			r += 'a' - 'A'
		}
		return append(b, byte(r))
	}
	if s, ok := SpecialFold[r]; ok {
		return append(b, s...)
	}
	if len(SpecialFoldKeep) > 0 && SpecialFoldKeep[r] {
		return wtf8.AppendRune(b, r)
	}
	return wtf8.AppendRune(b, unicode.ToLower(r))
}

// AppendLowerAt appends lower() of rs[i], applying the final sigma rule.
func AppendLowerAt(b []byte, rs []rune, i int) []byte {
	if rs[i] == 0x3A3 {
		return wtf8.AppendRune(b, FinalSigma(rs, i))
	}
	return AppendLowerSimple(b, rs[i])
}

// FinalSigma is CPython's handle_capital_sigma: U+03C2 when the capital
// sigma at rs[i] ends a word, else U+03C3.
func FinalSigma(rs []rune, i int) rune {
	j := i - 1
	var c rune
	for ; j >= 0; j-- {
		c = rs[j]
		if !IsCaseIgnorable(c) {
			break
		}
	}
	final := j >= 0 && IsCased(c)
	if final && i+1 < len(rs) {
		j = i + 1
		for ; j < len(rs); j++ {
			c = rs[j]
			if !IsCaseIgnorable(c) {
				break
			}
		}
		final = j == len(rs) || !IsCased(c)
	}
	if final {
		return 0x3C2
	}
	return 0x3C3
}
