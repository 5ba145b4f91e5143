// Package codec holds the builtin text codecs without the objects:
// ascii, latin-1, utf-8 (with surrogates in WTF-8 form, as the runtime
// keeps str), utf-16 and utf-32 in both byte orders with or without a
// byte-order mark, and the standard error handlers that need nothing but
// bytes and code points (ignore, replace, backslashreplace,
// xmlcharrefreplace, surrogateescape, surrogatepass). The runtime's
// str.encode and bytes.decode (lang/runtime/str_codec.go) call the codecs
// with an OnError callback that runs these handlers, raises
// UnicodeEncodeError/UnicodeDecodeError for strict ones, and adds the
// handlers that need the runtime (namereplace, registered handlers).
package codec

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cpjit/cpjit/lang/internal/strtext"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// OnEncodeError is called for the code points rs[start:end] that a codec
// cannot encode; pass encodes one surrogate in the codec's own form (nil
// when the codec has none). It returns the bytes to emit, or the error
// that stops encoding.
type OnEncodeError func(start, end int, reason string, pass func(r rune) []byte) ([]byte, error)

// OnDecodeError is called for data[start:end] that a codec cannot decode.
// It returns the text to insert (as WTF-8) and the index to resume
// decoding at (end, or elsewhere when a handler says so), or the error
// that stops decoding.
type OnDecodeError func(start, end int, reason string) (text []byte, resume int, err error)

// Error is a range a codec or a standard handler refuses: the caller
// raises UnicodeEncodeError or UnicodeDecodeError for it.
type Error struct {
	Start, End int
	Reason     string
}

func (e *Error) Error() string { return e.Reason }

// Outcome says what a standard handler did.
type Outcome uint8

const (
	// Replaced: the returned text replaces the range.
	Replaced Outcome = iota
	// Refused: the handler is strict for this range (strict itself, or
	// surrogateescape / surrogatepass meeting what they do not cover): the
	// caller raises the Unicode error for the range the handler gives.
	Refused
	// EncodeOnly: an encoding handler used for decoding (CPython raises
	// TypeError "don't know how to handle UnicodeDecodeError in error
	// callback").
	EncodeOnly
	// Unknown: not a standard handler; the caller looks it up.
	Unknown
)

// EncodeHandler runs the standard encoding handler named handler for
// rs[start:end]. On Refused, refuseAt is where the refused range starts:
// surrogateescape keeps the escapes of the characters before the first
// one it cannot escape, as CPython's single-byte and UTF-8 encoders do.
func EncodeHandler(handler string, rs []rune, start, end int, pass func(r rune) []byte) (out []byte, outcome Outcome, refuseAt int) {
	switch handler {
	case "strict":
		return nil, Refused, start
	case "ignore":
		return nil, Replaced, 0
	case "replace":
		return []byte(strings.Repeat("?", end-start)), Replaced, 0
	case "backslashreplace":
		for _, r := range rs[start:end] {
			out = strtext.AppendRuneEscape(out, r)
		}
	case "xmlcharrefreplace":
		for _, r := range rs[start:end] {
			out = append(out, "&#"...)
			out = strconv.AppendInt(out, int64(r), 10)
			out = append(out, ';')
		}
	case "surrogateescape":
		for k, r := range rs[start:end] {
			if r < 0xDC80 || r > 0xDCFF {
				return out, Refused, start + k
			}
			out = append(out, byte(r-0xDC00))
		}
	case "surrogatepass":
		if pass == nil {
			return nil, Refused, start
		}
		for k, r := range rs[start:end] {
			if r < 0xD800 || r > 0xDFFF {
				return out, Refused, start + k
			}
			out = append(out, pass(r)...)
		}
	default:
		return nil, Unknown, 0
	}
	return out, Replaced, 0
}

// DecodeHandler runs the standard decoding handler named handler for
// data[start:end] of a codec enc (a canonical name: surrogatepass reads
// one surrogate in that codec's form). resume is where decoding goes on.
func DecodeHandler(handler, enc string, data []byte, start, end int) (out []byte, resume int, outcome Outcome) {
	switch handler {
	case "strict":
		return nil, 0, Refused
	case "xmlcharrefreplace", "namereplace":
		return nil, 0, EncodeOnly
	case "ignore":
		return nil, end, Replaced
	case "replace":
		return []byte("\uFFFD"), end, Replaced
	case "backslashreplace":
		for _, c := range data[start:end] {
			out = append(out, '\\', 'x', strtext.HexDigits[c>>4], strtext.HexDigits[c&15])
		}
		return out, end, Replaced
	case "surrogateescape":
		// Up to four bytes from 0x80 up become U+DC80..U+DCFF; decoding
		// resumes after them.
		k := start
		for ; k < end && k < start+4 && data[k] >= 0x80; k++ {
			out = wtf8.AppendRune(out, 0xDC00+rune(data[k]))
		}
		if k == start {
			return nil, 0, Refused
		}
		return out, k, Replaced
	case "surrogatepass":
		r, n := surrogateAt(enc, data[start:])
		if n == 0 {
			return nil, 0, Refused
		}
		return wtf8.AppendRune(nil, r), start + n, Replaced
	}
	return nil, 0, Unknown
}

// surrogateAt decodes one surrogate code point encoded in enc at the start
// of b (n is 0 when there is none).
func surrogateAt(enc string, b []byte) (r rune, n int) {
	switch enc {
	case "utf-8":
		if len(b) >= 3 && b[0] == 0xED && b[1] >= 0xA0 && b[1] <= 0xBF && strtext.IsCont(b[2]) {
			r, n = rune(b[1]&0x3F)<<6|rune(b[2]&0x3F)|0xD000, 3
		}
	case "utf-16-le", "utf-16-be", "utf-16":
		if len(b) >= 2 {
			if enc == "utf-16-be" {
				r = rune(b[0])<<8 | rune(b[1])
			} else {
				r = rune(b[1])<<8 | rune(b[0])
			}
			n = 2
		}
	case "utf-32-le", "utf-32-be", "utf-32":
		if len(b) >= 4 {
			if enc == "utf-32-be" {
				r = rune(b[0])<<24 | rune(b[1])<<16 | rune(b[2])<<8 | rune(b[3])
			} else {
				r = rune(b[3])<<24 | rune(b[2])<<16 | rune(b[1])<<8 | rune(b[0])
			}
			n = 4
		}
	}
	if n == 0 || r < 0xD800 || r > 0xDFFF {
		return 0, 0
	}
	return r, n
}

// encodeRuns calls emit for every code point of rs that ok accepts and
// fail for each maximal run it does not.
func encodeRuns(rs []rune, out []byte, ok func(r rune) bool, emit func(out []byte, r rune) []byte,
	fail func(start, end int) ([]byte, error)) ([]byte, error) {
	for i := 0; i < len(rs); {
		if ok(rs[i]) {
			out = emit(out, rs[i])
			i++
			continue
		}
		j := i + 1
		for j < len(rs) && !ok(rs[j]) {
			j++
		}
		rep, err := fail(i, j)
		if err != nil {
			return nil, err
		}
		out = append(out, rep...)
		i = j
	}
	return out, nil
}

func notSurrogate(r rune) bool { return r < 0xD800 || r > 0xDFFF }

// EncodeCharmap encodes code points below limit (128: ascii, 256:
// latin-1) as one byte each.
func EncodeCharmap(rs []rune, limit rune, onError OnEncodeError) ([]byte, error) {
	reason := "ordinal not in range(" + strconv.Itoa(int(limit)) + ")"
	return encodeRuns(rs, make([]byte, 0, len(rs)),
		func(r rune) bool { return r < limit },
		func(out []byte, r rune) []byte { return append(out, byte(r)) },
		func(start, end int) ([]byte, error) { return onError(start, end, reason, nil) })
}

// EncodeUTF8 encodes code points as UTF-8; lone surrogates go to onError
// (surrogatepass writes them in their three-byte form).
func EncodeUTF8(rs []rune, onError OnEncodeError) ([]byte, error) {
	pass := func(r rune) []byte { return wtf8.AppendRune(nil, r) }
	return encodeRuns(rs, make([]byte, 0, len(rs)), notSurrogate, wtf8.AppendRune,
		func(start, end int) ([]byte, error) { return onError(start, end, "surrogates not allowed", pass) })
}

// EncodeUTF1632 encodes with enc, one of utf-16, utf-16-le, utf-16-be,
// utf-32, utf-32-le, utf-32-be (the unmarked ones write a little-endian
// byte-order mark first). Each lone surrogate goes to onError on its own,
// as in CPython; a handler's replacement bytes must be ASCII and are
// written as code units (*Error otherwise), except surrogatepass's, which
// are units already.
func EncodeUTF1632(rs []rune, enc, handler string, onError OnEncodeError) ([]byte, error) {
	wide := strings.HasPrefix(enc, "utf-32")
	big := strings.HasSuffix(enc, "-be")
	put := func(out []byte, u uint32, n int) []byte {
		for k := 0; k < n; k++ {
			sh := uint(8 * k)
			if big {
				sh = uint(8 * (n - 1 - k))
			}
			out = append(out, byte(u>>sh))
		}
		return out
	}
	unit := func(out []byte, r rune) []byte {
		switch {
		case wide:
			return put(out, uint32(r), 4)
		case r >= 0x10000:
			r -= 0x10000
			out = put(out, uint32(0xD800+(r>>10)), 2)
			return put(out, uint32(0xDC00+(r&0x3FF)), 2)
		}
		return put(out, uint32(r), 2)
	}
	out := make([]byte, 0, 4*len(rs)+4)
	if enc == "utf-16" || enc == "utf-32" {
		out = unit(out, 0xFEFF)
	}
	pass := func(r rune) []byte { return unit(nil, r) }
	for i, r := range rs {
		if notSurrogate(r) {
			out = unit(out, r)
			continue
		}
		rep, err := onError(i, i+1, "surrogates not allowed", pass)
		if err != nil {
			return nil, err
		}
		if handler == "surrogatepass" {
			out = append(out, rep...)
			continue
		}
		for _, c := range rep {
			if c >= 0x80 {
				return nil, &Error{Start: i, End: i + 1, Reason: "surrogates not allowed"}
			}
			out = unit(out, rune(c))
		}
	}
	return out, nil
}

// decodeLoop runs step over data from i; step decodes one unit, appending
// to out and returning the next index, or reports an error range. Error
// ranges go to onError, whose text is inserted and whose resume index
// decoding continues from.
func decodeLoop(data []byte, i int, out []byte, onError OnDecodeError,
	step func(out []byte, i int) ([]byte, int, int, string)) ([]byte, error) {
	for i < len(data) {
		var end int
		var reason string
		var next int
		out, next, end, reason = step(out, i)
		if reason == "" {
			i = next
			continue
		}
		text, resume, err := onError(i, end, reason)
		if err != nil {
			return nil, err
		}
		out = append(out, text...)
		i = resume
	}
	return out, nil
}

// DecodeASCII decodes bytes below 0x80.
func DecodeASCII(data []byte, onError OnDecodeError) ([]byte, error) {
	return decodeLoop(data, 0, make([]byte, 0, len(data)), onError, func(out []byte, i int) ([]byte, int, int, string) {
		if c := data[i]; c < 0x80 {
			return append(out, c), i + 1, 0, ""
		}
		return out, 0, i + 1, "ordinal not in range(128)"
	})
}

// DecodeLatin1 decodes every byte as the code point of its value.
func DecodeLatin1(data []byte) []byte {
	out := make([]byte, 0, len(data)*2)
	for _, c := range data {
		out = wtf8.AppendRune(out, rune(c))
	}
	return out
}

// DecodeUTF8 decodes UTF-8 (surrogates are errors; the surrogatepass
// handler turns their three-byte forms into WTF-8).
func DecodeUTF8(data []byte, onError OnDecodeError) ([]byte, error) {
	return decodeLoop(data, 0, make([]byte, 0, len(data)), onError, func(out []byte, i int) ([]byte, int, int, string) {
		if c := data[i]; c < 0x80 {
			return append(out, c), i + 1, 0, ""
		}
		r, n := utf8.DecodeRune(data[i:])
		if r != utf8.RuneError || n > 1 {
			return append(out, data[i:i+n]...), i + n, 0, ""
		}
		n, reason := strtext.UTF8Error(data, i)
		return out, 0, i + n, reason
	})
}

// UTF1632Name is the name a UTF-16/32 decoder reports in its errors once
// the byte order is known (utf-16-le, utf-32-be...).
func UTF1632Name(wide, big bool) string {
	name := "utf-16-"
	if wide {
		name = "utf-32-"
	}
	if big {
		return name + "be"
	}
	return name + "le"
}

// UTF1632Order reads the byte-order mark of data for enc (as
// EncodeUTF1632's): it returns the name of the codec that decodes the
// rest (see UTF1632Name) and the length of the mark. The unmarked codecs
// without a mark decode little-endian.
func UTF1632Order(data []byte, enc string) (name string, bom int) {
	wide := strings.HasPrefix(enc, "utf-32")
	big := strings.HasSuffix(enc, "-be")
	switch {
	case enc == "utf-16" && len(data) >= 2:
		if data[0] == 0xFF && data[1] == 0xFE {
			bom = 2
		} else if data[0] == 0xFE && data[1] == 0xFF {
			bom, big = 2, true
		}
	case enc == "utf-32" && len(data) >= 4:
		if data[0] == 0xFF && data[1] == 0xFE && data[2] == 0 && data[3] == 0 {
			bom = 4
		} else if data[0] == 0 && data[1] == 0 && data[2] == 0xFE && data[3] == 0xFF {
			bom, big = 4, true
		}
	}
	return UTF1632Name(wide, big), bom
}

// DecodeUTF1632 decodes data[from:] with name, one of utf-16-le,
// utf-16-be, utf-32-le, utf-32-be (UTF1632Order gives the name and from
// for the unmarked codecs). Surrogates are errors (surrogatepass turns
// them into code points).
func DecodeUTF1632(data []byte, from int, name string, onError OnDecodeError) ([]byte, error) {
	wide := strings.HasPrefix(name, "utf-32")
	big := strings.HasSuffix(name, "-be")
	get := func(at, n int) uint32 {
		var u uint32
		for k := 0; k < n; k++ {
			if big {
				u = u<<8 | uint32(data[at+k])
			} else {
				u |= uint32(data[at+k]) << (8 * k)
			}
		}
		return u
	}
	size := 2
	if wide {
		size = 4
	}
	return decodeLoop(data, from, nil, onError, func(out []byte, i int) ([]byte, int, int, string) {
		if len(data)-i < size {
			return out, 0, len(data), "truncated data"
		}
		u := get(i, size)
		switch {
		case wide && u > 0x10FFFF:
			return out, 0, i + 4, "code point not in range(0x110000)"
		case wide && u >= 0xD800 && u <= 0xDFFF:
			return out, 0, i + 4, "code point in surrogate code point range(0xd800, 0xe000)"
		case wide || u < 0xD800 || u > 0xDFFF:
			return wtf8.AppendRune(out, rune(u)), i + size, 0, ""
		case u >= 0xDC00:
			return out, 0, i + 2, "illegal encoding"
		case len(data)-i < 4:
			return out, 0, len(data), "unexpected end of data"
		}
		u2 := get(i+2, 2)
		if u2 < 0xDC00 || u2 > 0xDFFF {
			return out, 0, i + 2, "illegal UTF-16 surrogate"
		}
		return wtf8.AppendRune(out, 0x10000+(rune(u)-0xD800)<<10+(rune(u2)-0xDC00)), i + 4, 0, ""
	})
}
