package codec

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// encodeWith and decodeWith do what the runtime does with a standard handler's outcome,
// with *Error standing for the Unicode error.
func encodeWith(handler string, rs []rune) OnEncodeError {
	return func(start, end int, reason string, pass func(r rune) []byte) ([]byte, error) {
		out, outcome, at := EncodeHandler(handler, rs, start, end, pass)
		if outcome != Replaced {
			return nil, &Error{Start: at, End: end, Reason: reason}
		}
		return out, nil
	}
}

func decodeWith(handler, enc string, data []byte) OnDecodeError {
	return func(start, end int, reason string) ([]byte, int, error) {
		out, resume, outcome := DecodeHandler(handler, enc, data, start, end)
		if outcome != Replaced {
			return nil, 0, &Error{Start: start, End: end, Reason: reason}
		}
		return out, resume, nil
	}
}

func TestEncode(t *testing.T) {
	rs := []rune{'a', 0x1F600, 0xDC80, 'é'}
	out, err := EncodeUTF8(rs, encodeWith("surrogateescape", rs))
	assert.NoError(t, err)
	assert.Equal(t, "a\U0001F600\x80é", string(out))
	out, err = EncodeCharmap(rs, 128, encodeWith("backslashreplace", rs))
	assert.NoError(t, err)
	assert.Equal(t, `a\U0001f600\udc80\xe9`, string(out))
	_, err = EncodeCharmap(rs, 256, encodeWith("strict", rs))
	assert.Equal(t, &Error{Start: 1, End: 3, Reason: "ordinal not in range(256)"}, err)

	// surrogateescape keeps the escapes before the first character it
	// cannot escape and reports the rest of the run.
	rs = []rune{0xDCFF, 0xDC41}
	_, err = EncodeUTF8(rs, encodeWith("surrogateescape", rs))
	assert.Equal(t, &Error{Start: 1, End: 2, Reason: "surrogates not allowed"}, err)

	rs = []rune{'A', 0x10000, 0xD800}
	out, err = EncodeUTF1632(rs, "utf-16", "surrogatepass", encodeWith("surrogatepass", rs))
	assert.NoError(t, err)
	assert.Equal(t, []byte{0xFF, 0xFE, 'A', 0, 0x00, 0xD8, 0x00, 0xDC, 0x00, 0xD8}, out)
	out, err = EncodeUTF1632(rs, "utf-32-be", "replace", encodeWith("replace", rs))
	assert.NoError(t, err)
	assert.Equal(t, []byte{0, 0, 0, 'A', 0, 1, 0, 0, 0, 0, 0, '?'}, out)
	// A handler's non-ASCII bytes cannot become UTF-16 units.
	rs = []rune{'a', 0xDC80}
	_, err = EncodeUTF1632(rs, "utf-16-le", "surrogateescape", encodeWith("surrogateescape", rs))
	assert.Equal(t, &Error{Start: 1, End: 2, Reason: "surrogates not allowed"}, err)
}

func TestDecode(t *testing.T) {
	data := []byte("h\xc3\xa9\xed\xa0\x80\xe2\x82")
	out, err := DecodeUTF8(data, decodeWith("surrogatepass", "utf-8", data))
	assert.Equal(t, &Error{Start: 6, End: 8, Reason: "unexpected end of data"}, err)
	assert.Nil(t, out)
	out, err = DecodeUTF8(data, decodeWith("replace", "utf-8", data))
	assert.NoError(t, err)
	assert.Equal(t, "hé\uFFFD\uFFFD\uFFFD\uFFFD", string(out))
	out, err = DecodeUTF8(data, decodeWith("backslashreplace", "utf-8", data))
	assert.NoError(t, err)
	assert.Equal(t, `hé\xed\xa0\x80\xe2\x82`, string(out))
	out, err = DecodeASCII([]byte("a\x80b"), decodeWith("ignore", "ascii", nil))
	assert.NoError(t, err)
	assert.Equal(t, "ab", string(out))

	// utf-16 with a big-endian mark; a high surrogate at the end.
	data = []byte{0xFE, 0xFF, 0, 'A', 0xD8, 0x00}
	name, bom := UTF1632Order(data, "utf-16")
	assert.Equal(t, "utf-16-be", name)
	assert.Equal(t, 2, bom)
	out, err = DecodeUTF1632(data, bom, name, decodeWith("surrogatepass", name, data))
	assert.NoError(t, err)
	assert.Equal(t, "A\xed\xa0\x80", string(out))
	// surrogateescape takes the bytes from 0x80 up and resumes after
	// them: here at the lone 0x00, which is truncated data it refuses.
	_, err = DecodeUTF1632(data, bom, name, decodeWith("surrogateescape", name, data))
	assert.Equal(t, &Error{Start: 5, End: 6, Reason: "truncated data"}, err)

	data = []byte{0xFF, 0xFF, 0x11, 0x00}
	_, err = DecodeUTF1632(data, 0, "utf-32-le", decodeWith("strict", "utf-32-le", data))
	assert.Equal(t, &Error{Start: 0, End: 4, Reason: "code point not in range(0x110000)"}, err)
}

func TestHandlers(t *testing.T) {
	_, _, outcome := DecodeHandler("xmlcharrefreplace", "utf-8", []byte{0x80}, 0, 1)
	assert.Equal(t, EncodeOnly, outcome)
	_, _, outcome = DecodeHandler("mine", "utf-8", []byte{0x80}, 0, 1)
	assert.Equal(t, Unknown, outcome)
	_, outcome, _ = EncodeHandler("mine", []rune("é"), 0, 1, nil)
	assert.Equal(t, Unknown, outcome)
	out, outcome, _ := EncodeHandler("xmlcharrefreplace", []rune("é€"), 0, 2, nil)
	assert.Equal(t, Replaced, outcome)
	assert.Equal(t, "&#233;&#8364;", string(out))
	// surrogatepass needs a codec with a surrogate form.
	_, _, outcome = DecodeHandler("surrogatepass", "ascii", []byte{0xED, 0xA0, 0x80}, 0, 1)
	assert.Equal(t, Refused, outcome)
}
