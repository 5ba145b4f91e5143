package unicodetab

import (
	"strings"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The full case mappings of whole strings (str.upper, lower, casefold,
// swapcase, capitalize, title) over WTF-8 text; ASCII-only text takes
// the runtime's byte-wise paths before reaching these.

func runesOf(text string, runes []rune) []rune {
	if runes != nil {
		return runes
	}
	return wtf8.Runes(text)
}

// UpperString is str.upper() of WTF-8 text, with the full (multi-character)
// mappings.
func UpperString(text string) string {
	b := make([]byte, 0, len(text)+8)
	for i := 0; i < len(text); {
		r, n := wtf8.Decode(text, i)
		b = AppendUpper(b, r)
		i += n
	}
	return string(b)
}

// LowerString is str.lower(): final sigma needs the neighbouring characters,
// so text containing one is mapped over its runes (runes, if not nil,
// are text already decoded).
func LowerString(text string, runes []rune) string {
	b := make([]byte, 0, len(text)+8)
	if !strings.Contains(text, "\u03a3") {
		for i := 0; i < len(text); {
			r, n := wtf8.Decode(text, i)
			b = AppendLowerSimple(b, r)
			i += n
		}
		return string(b)
	}
	rs := runesOf(text, runes)
	for i := range rs {
		b = AppendLowerAt(b, rs, i)
	}
	return string(b)
}

// FoldString is str.casefold().
func FoldString(text string) string {
	b := make([]byte, 0, len(text)+8)
	for i := 0; i < len(text); {
		r, n := wtf8.Decode(text, i)
		b = AppendFold(b, r)
		i += n
	}
	return string(b)
}

// SwapCaseString is str.swapcase().
func SwapCaseString(text string, runes []rune) string {
	rs := runesOf(text, runes)
	b := make([]byte, 0, len(text)+8)
	for i, r := range rs {
		switch {
		case IsUpper(r):
			b = AppendLowerAt(b, rs, i)
		case IsLower(r):
			b = AppendUpper(b, r)
		default:
			b = wtf8.AppendRune(b, r)
		}
	}
	return string(b)
}

// CapitalizeString is str.capitalize(): the first character titlecased, the
// rest lowercased.
func CapitalizeString(text string, runes []rune) string {
	rs := runesOf(text, runes)
	b := make([]byte, 0, len(text)+8)
	for i, r := range rs {
		if i == 0 {
			b = AppendTitle(b, r)
		} else {
			b = AppendLowerAt(b, rs, i)
		}
	}
	return string(b)
}

// TitleString is str.title(): a character after a cased one is lowercased,
// any other titlecased.
func TitleString(text string, runes []rune) string {
	rs := runesOf(text, runes)
	b := make([]byte, 0, len(text)+8)
	prevCased := false
	for i, r := range rs {
		if prevCased {
			b = AppendLowerAt(b, rs, i)
		} else {
			b = AppendTitle(b, r)
		}
		prevCased = IsCased(r)
	}
	return string(b)
}
