// Package strtext holds the text processing of strs and bytes that needs
// no objects: repr() and ascii() of a str's text, escapes, codec names and
// UTF-8 error positions, identifiers, line breaks and whitespace as
// str.splitlines and str.split see them, and the ASCII case mappings and
// hex conversions of bytes. The runtime's str and bytes types call it.
package strtext

import (
	"strings"
	"unsafe"

	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

const HexDigits = "0123456789abcdef"

// Repr is repr(str), exactly as CPython's unicode_repr: single quotes
// unless the string contains ' and no ", backslash escapes for \\, the quote,
// \t \n \r, \xHH for other control characters and non-printable code points
// up to U+00FF, \uHHHH and \UHHHHHHHH above; printable code points (CPython's
// Py_UNICODE_ISPRINTABLE) are kept as they are.
func Repr(s string) string {
	q := ReprQuote(s)
	if IsPlainASCII(s, q) {
		return wtf8.ASCIIChars[q] + s + wtf8.ASCIIChars[q]
	}
	b := AppendRepr(nil, s, false)
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is not retained
}

// ASCII is ascii(str): repr with every non-ASCII code point escaped.
func ASCII(s string) string {
	b := AppendRepr(nil, s, true)
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is not retained
}

// ReprQuote picks CPython's quote character for s.
func ReprQuote(s string) byte {
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		return '"'
	}
	return '\''
}

// IsPlainASCII reports whether every byte of s is printable ASCII other
// than the quote and the backslash (so repr is s between quotes).
func IsPlainASCII(s string, quote byte) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7F || c == '\\' || c == quote {
			return false
		}
	}
	return true
}

// AppendRepr appends repr(s) (ascii(s) when asciiOnly).
func AppendRepr(b []byte, s string, asciiOnly bool) []byte {
	q := ReprQuote(s)
	if IsPlainASCII(s, q) {
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
			n = ReprLen(s, q, asciiOnly)
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
				b = append(b, '\\', 'x', HexDigits[c>>4], HexDigits[c&15])
			default:
				b = append(b, c)
			}
			continue
		}
		r, n := wtf8.Decode(s, i)
		if !asciiOnly && unicodetab.IsPrintable(r) {
			b = append(b, s[i:i+n]...)
		} else {
			b = AppendRuneEscape(b, r)
		}
		i += n
	}
	return append(b, q)
}

// ReprLen is the length in bytes of what AppendRepr appends for s
// with quote q.
func ReprLen(s string, q byte, asciiOnly bool) int {
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

// AppendRuneEscape appends \xHH, \uHHHH or \UHHHHHHHH for r.
func AppendRuneEscape(b []byte, r rune) []byte {
	switch {
	case r <= 0xFF:
		return append(b, '\\', 'x', HexDigits[r>>4], HexDigits[r&15])
	case r <= 0xFFFF:
		return append(b, '\\', 'u', HexDigits[r>>12], HexDigits[r>>8&15], HexDigits[r>>4&15], HexDigits[r&15])
	}
	b = append(b, '\\', 'U')
	for sh := 28; sh >= 0; sh -= 4 {
		b = append(b, HexDigits[r>>uint(sh)&15])
	}
	return b
}

// ASCIIEscape escapes the non-ASCII code points of s (the second half
// of ascii(): quotes and backslashes are left alone).
func ASCIIEscape(s string) string {
	b := make([]byte, 0, len(s)+16)
	for i := 0; i < len(s); {
		if s[i] < 0x80 {
			b = append(b, s[i])
			i++
			continue
		}
		r, n := wtf8.Decode(s, i)
		b = AppendRuneEscape(b, r)
		i += n
	}
	return string(b)
}

// NormEncoding returns the canonical name of a supported encoding, or ""
// (CPython normalises case, '-' and ' ' before looking up aliases).
func NormEncoding(name string) string {
	switch name { // the common spellings, without allocating
	case "utf-8", "utf8", "UTF-8":
		return "utf-8"
	case "ascii":
		return "ascii"
	case "latin-1", "latin1", "iso-8859-1":
		return "latin-1"
	}
	n := strings.ToLower(strings.TrimSpace(name))
	n = strings.NewReplacer("-", "_", " ", "_").Replace(n)
	switch n {
	case "utf_8", "utf8", "u8", "utf", "cp65001", "utf8_ucs2", "utf8_ucs4":
		return "utf-8"
	case "ascii", "us_ascii", "646", "us", "ansi_x3.4_1968", "ansi_x3_4_1968", "ansi_x3.4_1986",
		"cp367", "csascii", "ibm367", "iso646_us", "iso_646.irv_1991", "iso_ir_6":
		return "ascii"
	case "latin_1", "latin1", "latin", "l1", "iso_8859_1", "iso8859_1", "8859", "cp819",
		"iso_8859_1_1987", "iso_ir_100", "csisolatin1", "ibm819":
		return "latin-1"
	case "utf_16", "utf16", "u16":
		return "utf-16"
	case "utf_16_le", "utf_16le", "utf16le":
		return "utf-16-le"
	case "utf_16_be", "utf_16be", "utf16be":
		return "utf-16-be"
	case "utf_32", "utf32", "u32":
		return "utf-32"
	case "utf_32_le", "utf_32le", "utf32le":
		return "utf-32-le"
	case "utf_32_be", "utf_32be", "utf32be":
		return "utf-32-be"
	}
	return ""
}

// IsCont reports whether c is a UTF-8 continuation byte.
func IsCont(c byte) bool { return c >= 0x80 && c <= 0xBF }

// UTF8Error classifies the invalid UTF-8 sequence at data[i:] as CPython's
// decoder does: (number of bytes in the error range, reason).
func UTF8Error(data []byte, i int) (int, string) {
	c := data[i]
	rem := len(data) - i
	switch {
	case c < 0xC2:
		return 1, "invalid start byte"
	case c < 0xE0:
		if rem < 2 {
			return rem, "unexpected end of data"
		}
		return 1, "invalid continuation byte"
	case c < 0xF0:
		if rem < 2 {
			return rem, "unexpected end of data"
		}
		c2 := data[i+1]
		bad1 := !IsCont(c2) || (c == 0xE0 && c2 < 0xA0) || (c == 0xED && c2 >= 0xA0)
		if bad1 {
			return 1, "invalid continuation byte"
		}
		if rem < 3 {
			return rem, "unexpected end of data"
		}
		return 2, "invalid continuation byte"
	case c < 0xF5:
		if rem < 2 {
			return rem, "unexpected end of data"
		}
		c2 := data[i+1]
		if !IsCont(c2) || (c == 0xF0 && c2 < 0x90) || (c == 0xF4 && c2 >= 0x90) {
			return 1, "invalid continuation byte"
		}
		if rem < 3 {
			return rem, "unexpected end of data"
		}
		if !IsCont(data[i+2]) {
			return 2, "invalid continuation byte"
		}
		if rem < 4 {
			return rem, "unexpected end of data"
		}
		return 3, "invalid continuation byte"
	}
	return 1, "invalid start byte"
}

// SpaceAt reports whether a whitespace code point starts at s[i:], and
// its size.
func SpaceAt(s string, i int) (bool, int) {
	c := s[i]
	if c < 0x80 {
		return c == ' ' || c >= 0x09 && c <= 0x0D || c >= 0x1C && c <= 0x1F, 1
	}
	r, n := wtf8.Decode(s, i)
	return unicodetab.IsSpace(r), n
}

// SpaceBefore reports whether a whitespace code point ends at s[:j].
func SpaceBefore(s string, j int) (bool, int) {
	c := s[j-1]
	if c < 0x80 {
		return c == ' ' || c >= 0x09 && c <= 0x0D || c >= 0x1C && c <= 0x1F, 1
	}
	r, n := wtf8.DecodeLast(s, j)
	return unicodetab.IsSpace(r), n
}

// LineBreakAt reports the size of a line boundary at s[i:] (0 if none);
// \r\n counts as one boundary of size 2.
func LineBreakAt(s string, i int) int {
	c := s[i]
	switch {
	case c == '\n' || c == 0x0B || c == 0x0C || c >= 0x1C && c <= 0x1E:
		return 1
	case c == '\r':
		if i+1 < len(s) && s[i+1] == '\n' {
			return 2
		}
		return 1
	case c == 0xC2:
		if i+1 < len(s) && s[i+1] == 0x85 {
			return 2
		}
	case c == 0xE2:
		if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xA8 || s[i+2] == 0xA9) {
			return 3
		}
	}
	return 0
}

// ASCIIUpper maps an ASCII lowercase letter to uppercase and leaves other bytes.
func ASCIIUpper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 32
	}
	return c
}

// ASCIILower maps an ASCII uppercase letter to lowercase and leaves other bytes.
func ASCIILower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}

// ASCIISwap swaps the case of an ASCII letter and leaves other bytes.
func ASCIISwap(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 32
	}
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}

// IsIdentifier reports whether str.isidentifier() holds for the text s.
func IsIdentifier(s string) bool {
	if len(s) == 0 {
		return false
	}
	for i := 0; i < len(s); {
		r, n := wtf8.Decode(s, i)
		if i == 0 {
			if !unicodetab.IsIDStart(r) {
				return false
			}
		} else if !unicodetab.IsIDContinue(r) {
			return false
		}
		i += n
	}
	return true
}

// Mangle applies private name mangling (__x in class C is _C__x).
func Mangle(class, name string) string {
	if !strings.HasPrefix(name, "__") || strings.HasSuffix(name, "__") || strings.Contains(name, ".") {
		return name
	}
	c := strings.TrimLeft(class, "_")
	if c == "" {
		return name
	}
	return "_" + c + name
}

// IsByteSpace reports whether bytes.isspace() holds for c.
func IsByteSpace(c byte) bool {
	return c == ' ' || c >= '\t' && c <= '\r'
}

// BytesMapEach returns a function that maps every byte of its argument through f.
func BytesMapEach(f func(c byte) byte) func(b []byte) []byte {
	return func(b []byte) []byte {
		out := make([]byte, len(b))
		for i, c := range b {
			out[i] = f(c)
		}
		return out
	}
}

// IsASCIILetter reports whether c is an ASCII letter.
func IsASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// BytesCapitalize is bytes.capitalize() on b.
func BytesCapitalize(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		if i == 0 {
			out[i] = ASCIIUpper(c)
		} else {
			out[i] = ASCIILower(c)
		}
	}
	return out
}

// BytesTitle is bytes.title() on b.
func BytesTitle(b []byte) []byte {
	out := make([]byte, len(b))
	prev := false
	for i, c := range b {
		if prev {
			out[i] = ASCIILower(c)
		} else {
			out[i] = ASCIIUpper(c)
		}
		prev = IsASCIILetter(c)
	}
	return out
}

// HexString is bytes.hex(sep, bytes_per_sep): groups count from the
// right for a positive bytes_per_sep, from the left for a negative one.
func HexString(b []byte, hasSep bool, sep string, per int) string {
	if !hasSep || per == 0 || len(b) == 0 {
		out := make([]byte, 2*len(b))
		for i, c := range b {
			out[2*i] = HexDigits[c>>4]
			out[2*i+1] = HexDigits[c&15]
		}
		return string(out)
	}
	abs := per
	if abs < 0 {
		abs = -abs
	}
	var sb strings.Builder
	for i, c := range b {
		if i > 0 {
			var boundary bool
			if per > 0 {
				boundary = (len(b)-i)%abs == 0
			} else {
				boundary = i%abs == 0
			}
			if boundary {
				sb.WriteString(sep)
			}
		}
		sb.WriteByte(HexDigits[c>>4])
		sb.WriteByte(HexDigits[c&15])
	}
	return sb.String()
}

// HexVal returns the value of a hex digit, or -1.
func HexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}
