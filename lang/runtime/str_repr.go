package runtime

import (
	"strings"
	"unsafe"

	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

const strHexDigits = "0123456789abcdef"

// StrRepr is repr(str), exactly as CPython's unicode_repr: single quotes
// unless the string contains ' and no ", backslash escapes for \\, the quote,
// \t \n \r, \xHH for other control characters and non-printable code points
// up to U+00FF, \uHHHH and \UHHHHHHHH above; printable code points (CPython's
// Py_UNICODE_ISPRINTABLE) are kept as they are.
func StrRepr(s string) string {
	q := strReprQuote(s)
	if strIsPlainASCII(s, q) {
		return wtf8.ASCIIChars[q] + s + wtf8.ASCIIChars[q]
	}
	b := strAppendRepr(nil, s, false)
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is not retained
}

// StrASCII is ascii(str): repr with every non-ASCII code point escaped.
func StrASCII(s string) string {
	b := strAppendRepr(nil, s, true)
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is not retained
}

// strReprQuote picks CPython's quote character for s.
func strReprQuote(s string) byte {
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		return '"'
	}
	return '\''
}

// strIsPlainASCII reports whether every byte of s is printable ASCII other
// than the quote and the backslash (so repr is s between quotes).
func strIsPlainASCII(s string, quote byte) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7F || c == '\\' || c == quote {
			return false
		}
	}
	return true
}

// strAppendRepr appends repr(s) (ascii(s) when asciiOnly).
func strAppendRepr(b []byte, s string, asciiOnly bool) []byte {
	q := strReprQuote(s)
	if strIsPlainASCII(s, q) {
		if b == nil {
			b = make([]byte, 0, len(s)+2)
		}
		b = append(b, q)
		b = append(b, s...)
		return append(b, q)
	}
	if b == nil {
		n := len(s) + len(s)/4 + 8
		if len(s) >= 1<<16 {
			// A long string's repr is sized exactly first: growing the
			// buffer would take several times its size meanwhile.
			n = strReprLen(s, q, asciiOnly)
		}
		b = make([]byte, 0, n)
	}
	b = append(b, q)
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			i++
			switch {
			case c == q || c == '\\':
				b = append(b, '\\', c)
			case c == '\t':
				b = append(b, '\\', 't')
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c < 0x20 || c == 0x7F:
				b = append(b, '\\', 'x', strHexDigits[c>>4], strHexDigits[c&15])
			default:
				b = append(b, c)
			}
			continue
		}
		r, n := wtf8.Decode(s, i)
		if !asciiOnly && unicodetab.IsPrintable(r) {
			b = append(b, s[i:i+n]...)
		} else {
			b = strAppendRuneEscape(b, r)
		}
		i += n
	}
	return append(b, q)
}

// strReprLen is the length in bytes of what strAppendRepr appends for s
// with quote q.
func strReprLen(s string, q byte, asciiOnly bool) int {
	n := 2
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			i++
			switch {
			case c == q || c == '\\' || c == '\t' || c == '\n' || c == '\r':
				n += 2
			case c < 0x20 || c == 0x7F:
				n += 4
			default:
				n++
			}
			continue
		}
		r, w := wtf8.Decode(s, i)
		switch {
		case !asciiOnly && unicodetab.IsPrintable(r):
			n += w
		case r <= 0xFF:
			n += 4
		case r <= 0xFFFF:
			n += 6
		default:
			n += 10
		}
		i += w
	}
	return n
}

// strAppendRuneEscape appends \xHH, \uHHHH or \UHHHHHHHH for r.
func strAppendRuneEscape(b []byte, r rune) []byte {
	switch {
	case r <= 0xFF:
		return append(b, '\\', 'x', strHexDigits[r>>4], strHexDigits[r&15])
	case r <= 0xFFFF:
		return append(b, '\\', 'u', strHexDigits[r>>12], strHexDigits[r>>8&15], strHexDigits[r>>4&15], strHexDigits[r&15])
	}
	b = append(b, '\\', 'U')
	for sh := 28; sh >= 0; sh -= 4 {
		b = append(b, strHexDigits[r>>uint(sh)&15])
	}
	return b
}

// strReprValue is repr() of a *Str as a new str value.
func (vm *VM) strReprValue(s *Str) Value {
	q := strReprQuote(s.S)
	if s.ascii && strIsPlainASCII(s.S, q) {
		return vm.strNewKnown(wtf8.ASCIIChars[q]+s.S+wtf8.ASCIIChars[q], true, s.nchars+2)
	}
	return vm.NewStr(StrRepr(s.S))
}

// ASCIIRepr is ascii(v): repr(v) with non-ASCII code points escaped.
func (vm *VM) ASCIIRepr(v Value) (string, error) {
	r, err := vm.Repr(v)
	if err != nil {
		return "", err
	}
	if wtf8.IsASCII(r) {
		return r, nil
	}
	return strASCIIEscape(r), nil
}

// strASCIIEscape escapes the non-ASCII code points of s (the second half
// of ascii(): quotes and backslashes are left alone).
func strASCIIEscape(s string) string {
	b := make([]byte, 0, len(s)+16)
	for i := 0; i < len(s); {
		if s[i] < 0x80 {
			b = append(b, s[i])
			i++
			continue
		}
		r, n := wtf8.Decode(s, i)
		b = strAppendRuneEscape(b, r)
		i += n
	}
	return string(b)
}
