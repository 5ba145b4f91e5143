package fmtspec

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func parsePercent(t *testing.T, spec string, stars ...int) (Percent, error) {
	t.Helper()
	rs := []rune(spec)
	read := func() (rune, bool) {
		if len(rs) == 0 {
			return 0, false
		}
		r := rs[0]
		rs = rs[1:]
		return r, true
	}
	star := func() (int, error) {
		if len(stars) == 0 {
			return 0, errors.New("no star argument")
		}
		n := stars[0]
		stars = stars[1:]
		return n, nil
	}
	return ParsePercent(read, star)
}

func TestParsePercent(t *testing.T) {
	p, err := parsePercent(t, "-+ #012.5ld")
	assert.NoError(t, err)
	assert.Equal(t, Percent{Conv: 'd', Flags: PercentLeft | PercentPlus | PercentBlank | PercentAlt | PercentZero, Width: 12, Prec: 5}, p)
	p, err = parsePercent(t, "*.*f", -7, -2)
	assert.NoError(t, err)
	assert.Equal(t, Percent{Conv: 'f', Flags: PercentLeft, Width: 7, Prec: 0}, p)
	p, err = parsePercent(t, ".s")
	assert.NoError(t, err)
	assert.Equal(t, Percent{Conv: 's', Width: -1, Prec: 0}, p)
	for spec, want := range map[string]error{
		"": ErrIncomplete, "5": ErrIncomplete, "-": ErrIncomplete, "5.": ErrIncomplete, "l": ErrIncomplete,
		"99999999999999999999d": ErrWidthBig, ".99999999999d": ErrPrecBig,
	} {
		_, err := parsePercent(t, spec)
		assert.Equal(t, want, err, spec)
	}
	_, err = parsePercent(t, "*d")
	assert.EqualError(t, err, "no star argument")
}

func TestPercentLayout(t *testing.T) {
	layout := func(spec, text string, sign bool, stars ...int) string {
		p, err := parsePercent(t, spec, stars...)
		assert.NoError(t, err, spec)
		p.Sign = sign
		if sign && strings.ContainsRune("doxX", p.Conv) {
			text = p.IntText(text)
		}
		var b strings.Builder
		p.Write(&b, text, false)
		return b.String()
	}
	assert.Equal(t, "   42", layout("5d", "42", true))
	assert.Equal(t, "-0042", layout("05d", "-42", true))
	assert.Equal(t, "+42  |", layout("-+5d", "42", true)+"|")
	assert.Equal(t, " 42", layout(" d", "42", true))
	assert.Equal(t, "0x0000ff", layout("#08x", "ff", true))
	assert.Equal(t, "  0XFF", layout("#6X", "ff", true))
	assert.Equal(t, "-0o0017", layout("#.4o", "-17", true))
	assert.Equal(t, "  hé", layout("4.2s", "héllo", false))
	assert.Equal(t, "x    |", layout("*s", "x", false, -5)+"|")
}

func TestIntLayout(t *testing.T) {
	layout := func(spec, digits string) string {
		s, err := Parse(spec)
		assert.NoError(t, err, spec)
		return Int(digits, s)
	}
	assert.Equal(t, "-0xff", layout("#x", "-ff"))
	assert.Equal(t, "0XABCD_EF01", layout("#_X", "abcdef01"))
	assert.Equal(t, "+0,001,234", layout("=+010,d", "1234"))
	assert.Equal(t, "  -42  ", layout("^7", "-42"))
	assert.Equal(t, "0b1111_0000", layout("#_b", "11110000"))
	s, err := Parse("*^5c")
	assert.NoError(t, err)
	assert.Equal(t, "**é**", Char('é', s))
	assert.Equal(t, 16, IntBase('X'))
	assert.Equal(t, 10, IntBase('n'))
}
