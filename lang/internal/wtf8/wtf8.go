// Package wtf8 decodes and encodes the text of cpjit's strs: UTF-8 in
// which lone surrogates (U+D800..U+DFFF) are encoded like any other BMP
// code point, as three bytes ED A0..BF 80..BF ("generalized UTF-8"; two
// surrogates are never joined, so Python's '\ud83d' + '\ude00' keeps
// length 2). Go's utf8 package rejects those sequences, so every decoding
// of a non-ASCII str goes through these helpers.
package wtf8

import (
	"strings"
	"unicode/utf8"
)

// IsASCII reports whether every byte of s is < 0x80.
func IsASCII(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		if x&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// IsSurrogateAt reports whether s[i:] starts with an encoded surrogate.
func IsSurrogateAt(s string, i int) bool {
	return i+2 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2] >= 0x80 && s[i+2] <= 0xBF
}

// Decode decodes the code point at s[i:] and returns it with its size.
func Decode(s string, i int) (rune, int) {
	c := s[i]
	if c < 0x80 {
		return rune(c), 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n == 1 && IsSurrogateAt(s, i) {
		return rune(c&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F), 3
	}
	return r, n
}

// DecodeLast decodes the code point ending at s[:end].
func DecodeLast(s string, end int) (rune, int) {
	c := s[end-1]
	if c < 0x80 {
		return rune(c), 1
	}
	r, n := utf8.DecodeLastRuneInString(s[:end])
	if r == utf8.RuneError && n == 1 && end >= 3 && IsSurrogateAt(s, end-3) {
		return Decode(s, end-3)
	}
	return r, n
}

// AppendRune appends the encoding of r (surrogates included).
func AppendRune(b []byte, r rune) []byte {
	if r < 0x80 {
		return append(b, byte(r))
	}
	if r >= 0xD800 && r <= 0xDFFF {
		return append(b, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(b, r)
}

// RuneLen is the encoded size of r.
func RuneLen(r rune) int {
	switch {
	case r < 0x80:
		return 1
	case r < 0x800:
		return 2
	case r < 0x10000:
		return 3
	}
	return 4
}

// String returns the str encoding of one code point.
func String(r rune) string {
	if r < 0x80 {
		return ASCIIChars[r]
	}
	var buf [4]byte
	return string(AppendRune(buf[:0], r))
}

// ASCIIChars holds the one-byte strings (avoids allocating them).
var ASCIIChars = func() (t [128]string) {
	const all = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f" +
		"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f" +
		" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\x7f"
	for i := range t {
		t[i] = all[i : i+1]
	}
	return
}()

// Count returns the number of code points in s.
func Count(s string) int {
	n := utf8.RuneCountInString(s)
	// Each encoded surrogate was counted as three invalid bytes.
	for i := 0; i+2 < len(s); i++ {
		if s[i] == 0xED && IsSurrogateAt(s, i) {
			n -= 2
			i += 2
		}
	}
	return n
}

// Runes decodes s into code points.
func Runes(s string) []rune {
	out := make([]rune, 0, len(s))
	for i := 0; i < len(s); {
		r, n := Decode(s, i)
		out = append(out, r)
		i += n
	}
	return out
}

// FromRunes encodes code points.
func FromRunes(rs []rune) string {
	n := 0
	for _, r := range rs {
		n += RuneLen(r)
	}
	b := make([]byte, 0, n)
	for _, r := range rs {
		b = AppendRune(b, r)
	}
	return string(b)
}

// Offset returns the byte offset of code point n of s (len(s) when n
// is the length).
func Offset(s string, n int) int {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		if s[i] < 0x80 {
			i++
			continue
		}
		_, sz := Decode(s, i)
		i += sz
	}
	return i
}

// HasSurrogates reports whether s contains an encoded surrogate.
func HasSurrogates(s string) bool {
	for {
		i := strings.IndexByte(s, 0xED)
		if i < 0 || i+2 >= len(s) {
			return false
		}
		if s[i+1] >= 0xA0 {
			return true
		}
		s = s[i+1:]
	}
}
