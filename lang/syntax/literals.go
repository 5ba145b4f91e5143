package syntax

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Literal decoding: numbers, escape sequences of str and bytes literals.
//
// Strings are Go strings holding UTF-8. A lone surrogate written as an escape
// ("\ud800") cannot be UTF-8; it is stored as its 3-byte generalized UTF-8
// form (WTF-8 style: ED A0 80 for U+D800). Each surrogate escape is encoded
// on its own, so "\ud83d\ude00" stays two code points as in CPython.

// maxIntDigits is CPython's default limit on decimal digits converted to
// an int (sys.int_info.default_max_str_digits), which applies to literals.
const maxIntDigits = 4300

// decimalDigits returns the number of digits of a decimal int literal, or
// 0 for other numbers.
func decimalDigits(text string) int {
	if strings.ContainsAny(text, ".eEjJxXoObB") {
		return 0
	}
	return len(text) - strings.Count(text, "_")
}

// parseNumber converts the text of a NUMBER token.
func parseNumber(text string) any {
	last := text[len(text)-1]
	if last == 'j' || last == 'J' {
		f := parseFloat(text[:len(text)-1])
		return complex(0, f)
	}
	if len(text) > 1 && text[0] == '0' {
		switch text[1] {
		case 'x', 'X':
			return parseInt(text[2:], 16)
		case 'o', 'O':
			return parseInt(text[2:], 8)
		case 'b', 'B':
			return parseInt(text[2:], 2)
		}
	}
	if strings.ContainsAny(text, ".eE") {
		return parseFloat(text)
	}
	return parseInt(text, 10)
}

func stripUnderscores(s string) string {
	if strings.IndexByte(s, '_') < 0 {
		return s
	}
	return strings.ReplaceAll(s, "_", "")
}

func parseInt(digits string, base int) *big.Int {
	digits = stripUnderscores(digits)
	if len(digits) <= 18 || base != 10 && len(digits) <= 15 {
		if v, err := strconv.ParseUint(digits, base, 64); err == nil {
			return new(big.Int).SetUint64(v)
		}
	}
	n, ok := new(big.Int).SetString(digits, base)
	if !ok {
		return new(big.Int)
	}
	return n
}

func parseFloat(text string) float64 {
	// Overflow gives ±Inf and underflow 0 as in CPython; the range error is
	// not a syntax error.
	f, _ := strconv.ParseFloat(stripUnderscores(text), 64)
	return f
}

// decodeError describes an invalid escape or encoding inside a literal.
type decodeError struct {
	msg string
}

// appendRune appends r as UTF-8, or as generalized UTF-8 for surrogates.
func appendRune(b []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(b, byte(0xE0|r>>12), byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(b, r)
}

// checkUTF8 validates a literal's bytes like CPython's UTF-8 decoder and
// returns its "(unicode error)" message, or "" if the bytes are valid.
func checkUTF8(b []byte) string {
	for i := 0; i < len(b); {
		if b[i] < 0x80 {
			i++
			continue
		}
		n, reason := pyUTF8Seq(b[i:])
		if reason == "" {
			i += n
			continue
		}
		if n <= 1 {
			return fmt.Sprintf("(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %d: %s", b[i], i, reason)
		}
		return fmt.Sprintf("(unicode error) 'utf-8' codec can't decode bytes in position %d-%d: %s", i, i+n-1, reason)
	}
	return ""
}

// pyUTF8Seq checks the UTF-8 sequence at the start of b. It returns its
// length, or on error the length of the invalid prefix and the reason in
// CPython's words.
func pyUTF8Seq(b []byte) (int, string) {
	c := b[0]
	var need int
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c >= 0xE0 && c <= 0xEF:
		need = 2
		if c == 0xE0 {
			lo = 0xA0
		} else if c == 0xED {
			hi = 0x9F
		}
	case c >= 0xF0 && c <= 0xF4:
		need = 3
		if c == 0xF0 {
			lo = 0x90
		} else if c == 0xF4 {
			hi = 0x8F
		}
	default:
		return 1, "invalid start byte"
	}
	for k := 1; k <= need; k++ {
		if k >= len(b) {
			return k, "unexpected end of data"
		}
		x := b[k]
		l, h := byte(0x80), byte(0xBF)
		if k == 1 {
			l, h = lo, hi
		}
		if x < l || x > h {
			return k, "invalid continuation byte"
		}
	}
	return need + 1, ""
}

// escapedPos converts a byte position in a literal body to the position
// CPython reports: it decodes a copy of the body in which every non-ASCII
// character became a 10-byte \UXXXXXXXX escape (and a backslash before one
// became \u005c).
func escapedPos(body []byte, pos int) int {
	n := 0
	for i := 0; i < pos && i < len(body); {
		if body[i] == '\\' && (i+1 >= len(body) || body[i+1] >= 0x80) {
			n += 6
			i++
			continue
		}
		if body[i] >= 0x80 {
			_, size := utf8.DecodeRune(body[i:])
			n += 10
			i += size
			continue
		}
		n++
		i++
	}
	return n
}

// decodeStr decodes the body of a non-raw str literal.
func decodeStr(body []byte) (string, *decodeError) {
	s, _, err := decodeStrEsc(body)
	return s, err
}

// decodeStrEsc is decodeStr that also returns the index in body of the
// character after the backslash of the first invalid escape sequence (an
// unknown escape or an octal escape above 0o377), or -1: CPython warns
// about it (see escapeWarning).
func decodeStrEsc(body []byte) (string, int, *decodeError) {
	if msg := checkUTF8(body); msg != "" {
		return "", -1, &decodeError{msg}
	}
	i := strings.IndexByte(string(body), '\\')
	if i < 0 {
		return string(body), -1, nil
	}
	firstInvalid := -1
	out := make([]byte, 0, len(body))
	out = append(out, body[:i]...)
	for i < len(body) {
		c := body[i]
		if c != '\\' {
			out = append(out, c)
			i++
			continue
		}
		start := i
		i++
		if i >= len(body) {
			out = append(out, '\\')
			break
		}
		c = body[i]
		i++
		switch c {
		case '\n':
		case '\\', '\'', '"':
			out = append(out, c)
		case 'a':
			out = append(out, 7)
		case 'b':
			out = append(out, 8)
		case 'f':
			out = append(out, 12)
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'v':
			out = append(out, 11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := rune(c - '0')
			for k := 0; k < 2 && i < len(body) && body[i] >= '0' && body[i] <= '7'; k++ {
				v = v*8 + rune(body[i]-'0')
				i++
			}
			if v > 0o377 && firstInvalid < 0 {
				firstInvalid = start + 1
			}
			out = appendRune(out, v)
		case 'x', 'u', 'U':
			count := map[byte]int{'x': 2, 'u': 4, 'U': 8}[c]
			var v rune
			for k := 0; k < count; k++ {
				if i >= len(body) || !isHexDigit(int(body[i])) {
					return "", -1, unicodeEscapeError(body, start, i, fmt.Sprintf("truncated \\%s escape", map[byte]string{'x': "xXX", 'u': "uXXXX", 'U': "UXXXXXXXX"}[c]))
				}
				v = v<<4 | rune(hexVal(body[i]))
				i++
			}
			if v > 0x10FFFF || v < 0 {
				return "", -1, unicodeEscapeError(body, start, i, "illegal Unicode character")
			}
			out = appendRune(out, v)
		case 'N':
			if i >= len(body) || body[i] != '{' {
				return "", -1, unicodeEscapeError(body, start, i, "malformed \\N character escape")
			}
			i++
			nameStart := i
			for i < len(body) && body[i] != '}' {
				i++
			}
			if i >= len(body) || i == nameStart {
				return "", -1, unicodeEscapeError(body, start, i, "malformed \\N character escape")
			}
			name := string(body[nameStart:i])
			i++
			r, ok := lookupUnicodeName(name)
			if !ok {
				return "", -1, unicodeEscapeError(body, start, i, "unknown Unicode character name")
			}
			out = appendRune(out, r)
		default:
			// An invalid escape is kept as written (CPython only warns).
			// A backslash before a non-ASCII character is no escape.
			if c < 0x80 && firstInvalid < 0 {
				firstInvalid = i - 1
			}
			out = append(out, '\\')
			i--
		}
	}
	return string(out), firstInvalid, nil
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	default:
		return int(c-'A') + 10
	}
}

func unicodeEscapeError(body []byte, start, end int, reason string) *decodeError {
	s, e := escapedPos(body, start), escapedPos(body, end)
	if e-s <= 1 {
		return &decodeError{fmt.Sprintf("(unicode error) 'unicodeescape' codec can't decode byte 0x%02x in position %d: %s", body[start], s, reason)}
	}
	return &decodeError{fmt.Sprintf("(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: %s", s, e-1, reason)}
}

// decodeBytes decodes the body of a bytes literal.
func decodeBytes(body []byte, raw bool) ([]byte, *decodeError) {
	b, _, err := decodeBytesEsc(body, raw)
	return b, err
}

// decodeBytesEsc is decodeBytes that also returns the index of the first
// invalid escape sequence as decodeStrEsc does, or -1.
func decodeBytesEsc(body []byte, raw bool) ([]byte, int, *decodeError) {
	for _, c := range body {
		if c >= 0x80 {
			return nil, -1, &decodeError{"bytes can only contain ASCII literal characters"}
		}
	}
	if raw || strings.IndexByte(string(body), '\\') < 0 {
		return append([]byte{}, body...), -1, nil
	}
	firstInvalid := -1
	out := make([]byte, 0, len(body))
	for i := 0; i < len(body); {
		c := body[i]
		if c != '\\' {
			out = append(out, c)
			i++
			continue
		}
		start := i
		i++
		if i >= len(body) {
			out = append(out, '\\')
			break
		}
		c = body[i]
		i++
		switch c {
		case '\n':
		case '\\', '\'', '"':
			out = append(out, c)
		case 'a':
			out = append(out, 7)
		case 'b':
			out = append(out, 8)
		case 'f':
			out = append(out, 12)
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'v':
			out = append(out, 11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := int(c - '0')
			for k := 0; k < 2 && i < len(body) && body[i] >= '0' && body[i] <= '7'; k++ {
				v = v*8 + int(body[i]-'0')
				i++
			}
			if v > 0o377 && firstInvalid < 0 {
				firstInvalid = start + 1
			}
			out = append(out, byte(v))
		case 'x':
			if i+1 < len(body) && isHexDigit(int(body[i])) && isHexDigit(int(body[i+1])) {
				out = append(out, byte(hexVal(body[i])<<4|hexVal(body[i+1])))
				i += 2
			} else {
				return nil, -1, &decodeError{fmt.Sprintf("(value error) invalid \\x escape at position %d", start)}
			}
		default:
			if firstInvalid < 0 {
				firstInvalid = i - 1
			}
			out = append(out, '\\')
			i--
		}
	}
	return out, firstInvalid, nil
}

// decodeRawStr checks the body of a raw str literal.
func decodeRawStr(body []byte) (string, *decodeError) {
	if msg := checkUTF8(body); msg != "" {
		return "", &decodeError{msg}
	}
	return string(body), nil
}

// escapeWarning is CPython's SyntaxWarning for the invalid escape sequence
// whose backslash precedes body[first]: an octal escape above 0o377 is
// quoted with its three digits.
func escapeWarning(body []byte, first int) string {
	c := body[first]
	if c >= '4' && c <= '7' {
		return fmt.Sprintf("invalid octal escape sequence '\\%s'", body[first:min(first+3, len(body))])
	}
	return fmt.Sprintf("invalid escape sequence '\\%c'", c)
}
