package runtime

import (
	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"sort"
	"unicode"
	"unicode/utf8"
)

// A str is stored as UTF-8 in which lone surrogates (U+D800..U+DFFF) are
// encoded like any other BMP code point, as three bytes ED A0..BF 80..BF
// ("generalized UTF-8"; two surrogates are never joined, so Python's
// '\ud83d' + '\ude00' keeps length 2). Go's utf8 package rejects those
// sequences, so every decoding of a non-ASCII str goes through these helpers.

// StrIsASCII reports whether every byte of s is < 0x80.
func StrIsASCII(s string) bool {
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

// strIsSurrogateAt reports whether s[i:] starts with an encoded surrogate.
func strIsSurrogateAt(s string, i int) bool {
	return i+2 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2] >= 0x80 && s[i+2] <= 0xBF
}

// StrWTF8Decode decodes the code point at s[i:] and returns it with its size.
func StrWTF8Decode(s string, i int) (rune, int) {
	c := s[i]
	if c < 0x80 {
		return rune(c), 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n == 1 && strIsSurrogateAt(s, i) {
		return rune(c&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F), 3
	}
	return r, n
}

// strWTF8DecodeLast decodes the code point ending at s[:end].
func strWTF8DecodeLast(s string, end int) (rune, int) {
	c := s[end-1]
	if c < 0x80 {
		return rune(c), 1
	}
	r, n := utf8.DecodeLastRuneInString(s[:end])
	if r == utf8.RuneError && n == 1 && end >= 3 && strIsSurrogateAt(s, end-3) {
		return StrWTF8Decode(s, end-3)
	}
	return r, n
}

// StrWTF8AppendRune appends the encoding of r (surrogates included).
func StrWTF8AppendRune(b []byte, r rune) []byte {
	if r < 0x80 {
		return append(b, byte(r))
	}
	if r >= 0xD800 && r <= 0xDFFF {
		return append(b, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(b, r)
}

// strWTF8RuneLen is the encoded size of r.
func strWTF8RuneLen(r rune) int {
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

// strWTF8String returns the str encoding of one code point.
func strWTF8String(r rune) string {
	if r < 0x80 {
		return strASCIIChars[r]
	}
	var buf [4]byte
	return string(StrWTF8AppendRune(buf[:0], r))
}

// strASCIIChars holds the one-byte strings (avoids allocating them).
var strASCIIChars = func() (t [128]string) {
	const all = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f" +
		"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f" +
		" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\x7f"
	for i := range t {
		t[i] = all[i : i+1]
	}
	return
}()

// StrWTF8Count returns the number of code points in s.
func StrWTF8Count(s string) int {
	n := utf8.RuneCountInString(s)
	// Each encoded surrogate was counted as three invalid bytes.
	for i := 0; i+2 < len(s); i++ {
		if s[i] == 0xED && strIsSurrogateAt(s, i) {
			n -= 2
			i += 2
		}
	}
	return n
}

// StrWTF8Runes decodes s into code points.
func StrWTF8Runes(s string) []rune {
	out := make([]rune, 0, len(s))
	for i := 0; i < len(s); {
		r, n := StrWTF8Decode(s, i)
		out = append(out, r)
		i += n
	}
	return out
}

// StrWTF8FromRunes encodes code points.
func StrWTF8FromRunes(rs []rune) string {
	n := 0
	for _, r := range rs {
		n += strWTF8RuneLen(r)
	}
	b := make([]byte, 0, n)
	for _, r := range rs {
		b = StrWTF8AppendRune(b, r)
	}
	return string(b)
}

// strWTF8Offset returns the byte offset of code point n of s (len(s) when n
// is the length).
func strWTF8Offset(s string, n int) int {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		if s[i] < 0x80 {
			i++
			continue
		}
		_, sz := StrWTF8Decode(s, i)
		i += sz
	}
	return i
}

// StrHasSurrogates reports whether s contains an encoded surrogate.
func StrHasSurrogates(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if s[i] == 0xED && s[i+1] >= 0xA0 {
			return true
		}
	}
	return false
}

// ---- Unicode properties as CPython 3.13 defines them (tables in str_tables.go) ----

func strIsPrintable(r rune) bool {
	if r < 0x80 {
		return r >= 0x20 && r < 0x7F
	}
	return unicode.Is(unicodetab.Printable, r)
}

func strIsSpace(r rune) bool {
	if r < 0x80 {
		return r == ' ' || r >= 0x09 && r <= 0x0D || r >= 0x1C && r <= 0x1F
	}
	return unicode.Is(unicodetab.Space, r)
}

func StrIsAlpha(r rune) bool {
	if r < 0x80 {
		return r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return unicode.Is(unicodetab.Alpha, r)
}

func strIsDecimal(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9'
	}
	return unicode.Is(unicodetab.Decimal, r)
}

func strIsDigit(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9'
	}
	return unicode.Is(unicodetab.Digit, r)
}

func strIsNumeric(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9'
	}
	return unicode.Is(unicodetab.Numeric, r)
}

func strIsAlnum(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return StrIsAlpha(r) || strIsDecimal(r) || strIsDigit(r) || strIsNumeric(r)
}

func strIsLower(r rune) bool {
	if r < 0x80 {
		return r >= 'a' && r <= 'z'
	}
	return unicode.Is(unicodetab.Lower, r)
}

func strIsUpper(r rune) bool {
	if r < 0x80 {
		return r >= 'A' && r <= 'Z'
	}
	return unicode.Is(unicodetab.Upper, r)
}

func strIsTitle(r rune) bool {
	if r < 0x80 {
		return false
	}
	return unicode.Is(unicodetab.Title, r)
}

func strIsCased(r rune) bool {
	if r < 0x80 {
		return r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return unicode.Is(unicodetab.Cased, r)
}

func strIsCaseIgnorable(r rune) bool {
	if r < 0x80 {
		return r == '\'' || r == '.' || r == ':' || r == '^' || r == '`'
	}
	return unicode.Is(unicodetab.CaseIgnorable, r)
}

func StrIsIDStart(r rune) bool {
	if r < 0x80 {
		return r == '_' || r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return unicode.Is(unicodetab.IDStart, r)
}

func StrIsIDContinue(r rune) bool {
	if r < 0x80 {
		return r == '_' || r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return unicode.Is(unicodetab.IDContinue, r)
}

// strDecimalValueTable returns the decimal digit value of r, or -1.
func strDecimalValueTable(r rune) int {
	if r < 0x80 {
		if r >= '0' && r <= '9' {
			return int(r - '0')
		}
		return -1
	}
	if !unicode.Is(unicodetab.Decimal, r) {
		return -1
	}
	i := sort.Search(len(unicodetab.DecimalZeros), func(i int) bool { return unicodetab.DecimalZeros[i] > r })
	if i == 0 {
		return -1
	}
	return int(r - unicodetab.DecimalZeros[i-1])
}

// UnicodeDecimalValue returns the value of a Unicode decimal digit (category
// Nd, as int() and float() accept them), or -1.
func UnicodeDecimalValue(r rune) int { return strDecimalValueTable(r) }

// UnicodeIsSpace reports whether CPython's str.isspace holds for r (the
// whitespace int() and float() strip).
func UnicodeIsSpace(r rune) bool { return strIsSpace(r) }

// UnicodeIsIDStart and UnicodeIsIDContinue are the identifier character
// classes of str.isidentifier (XID_Start plus '_', XID_Continue).
func UnicodeIsIDStart(r rune) bool { return StrIsIDStart(r) }

// UnicodeIsIDContinue: see UnicodeIsIDStart.
func UnicodeIsIDContinue(r rune) bool { return StrIsIDContinue(r) }

// UnicodeIsPrintable reports whether repr() shows r as itself.
func UnicodeIsPrintable(r rune) bool { return strIsPrintable(r) }

// ---- case mapping ----

func strAppendUpper(b []byte, r rune) []byte {
	if r < 0x80 {
		if r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		return append(b, byte(r))
	}
	if s, ok := unicodetab.SpecialUpper[r]; ok {
		return append(b, s...)
	}
	if len(unicodetab.SpecialUpperKeep) > 0 && unicodetab.SpecialUpperKeep[r] {
		return StrWTF8AppendRune(b, r)
	}
	return StrWTF8AppendRune(b, unicode.ToUpper(r))
}

// strAppendLowerSimple appends lower(r) without the final sigma rule.
func strAppendLowerSimple(b []byte, r rune) []byte {
	if r < 0x80 {
		if r >= 'A' && r <= 'Z' {
			r += 'a' - 'A'
		}
		return append(b, byte(r))
	}
	if s, ok := unicodetab.SpecialLower[r]; ok {
		return append(b, s...)
	}
	if len(unicodetab.SpecialLowerKeep) > 0 && unicodetab.SpecialLowerKeep[r] {
		return StrWTF8AppendRune(b, r)
	}
	return StrWTF8AppendRune(b, unicode.ToLower(r))
}

func strAppendTitle(b []byte, r rune) []byte {
	if r < 0x80 {
		if r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		return append(b, byte(r))
	}
	if s, ok := unicodetab.SpecialTitle[r]; ok {
		return append(b, s...)
	}
	if len(unicodetab.SpecialTitleKeep) > 0 && unicodetab.SpecialTitleKeep[r] {
		return StrWTF8AppendRune(b, r)
	}
	return StrWTF8AppendRune(b, unicode.ToTitle(r))
}

func strAppendFold(b []byte, r rune) []byte {
	if r < 0x80 {
		if r >= 'A' && r <= 'Z' {
			r += 'a' - 'A'
		}
		return append(b, byte(r))
	}
	if s, ok := unicodetab.SpecialFold[r]; ok {
		return append(b, s...)
	}
	if len(unicodetab.SpecialFoldKeep) > 0 && unicodetab.SpecialFoldKeep[r] {
		return StrWTF8AppendRune(b, r)
	}
	return StrWTF8AppendRune(b, unicode.ToLower(r))
}

// strAppendLowerAt appends lower() of rs[i], applying the final sigma rule.
func strAppendLowerAt(b []byte, rs []rune, i int) []byte {
	if rs[i] == 0x3A3 {
		return StrWTF8AppendRune(b, strFinalSigma(rs, i))
	}
	return strAppendLowerSimple(b, rs[i])
}

// strFinalSigma is CPython's handle_capital_sigma: U+03C2 when the capital
// sigma at rs[i] ends a word, else U+03C3.
func strFinalSigma(rs []rune, i int) rune {
	j := i - 1
	var c rune
	for ; j >= 0; j-- {
		c = rs[j]
		if !strIsCaseIgnorable(c) {
			break
		}
	}
	final := j >= 0 && strIsCased(c)
	if final && i+1 < len(rs) {
		j = i + 1
		for ; j < len(rs); j++ {
			c = rs[j]
			if !strIsCaseIgnorable(c) {
				break
			}
		}
		final = j == len(rs) || !strIsCased(c)
	}
	if final {
		return 0x3C2
	}
	return 0x3C3
}

// strRunesTemp returns the code points of s without caching them on s
// (for one-off whole-string transformations).
func strRunesTemp(s *Str) []rune {
	if s.runes != nil {
		return s.runes
	}
	return StrWTF8Runes(s.S)
}
