package pynum

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestScanInt(t *testing.T) {
	for _, c := range []struct {
		s      string
		base   int
		ok     bool
		digits string
		b      int
		neg    bool
	}{
		{"  -12_3 ", 10, true, "123", 10, true},
		{"0x_ff", 0, true, "ff", 16, false},
		{"0b101", 0, true, "101", 2, false},
		{"0o17", 8, true, "17", 8, false},
		{"+0X1F", 16, true, "1F", 16, false},
		{"007", 0, true, "007", 10, false},
		{"1__2", 10, false, "", 0, false},
		{"_1", 10, false, "", 0, false},
		{"1_", 10, false, "", 0, false},
		{"0x", 0, false, "", 0, false},
		{"12a", 10, false, "", 0, false},
		{"", 10, false, "", 0, false},
	} {
		got, ok := ScanInt(c.s, c.base)
		assert.Equal(t, c.ok, ok, c.s)
		if ok {
			assert.Equal(t, c.digits, got.Digits, c.s)
			assert.Equal(t, c.b, got.Base, c.s)
			assert.Equal(t, c.neg, got.Neg, c.s)
		}
	}
}

func TestIntTextValue(t *testing.T) {
	v := func(s string, base int) (int64, string, bool) {
		x, ok := ScanInt(s, base)
		if !ok {
			return 0, "syntax", false
		}
		n, b, ok := x.Value()
		if b != nil {
			return 0, b.String(), ok
		}
		return n, "", ok
	}
	n, _, ok := v("-0x7fff_ffff_ffff", 0)
	assert.True(t, ok)
	assert.Equal(t, int64(-0x7fffffffffff), n)
	_, big, ok := v("-123456789012345678901234567890", 10)
	assert.True(t, ok)
	assert.Equal(t, "-123456789012345678901234567890", big)
	n, _, ok = v("000", 0)
	assert.True(t, ok)
	assert.Zero(t, n)
	_, _, ok = v("007", 0) // base 0: a leading zero allows only zero
	assert.False(t, ok)
	n, _, ok = v("007", 10)
	assert.True(t, ok)
	assert.Equal(t, int64(7), n)
}

func TestFloatFromHex(t *testing.T) {
	for s, want := range map[string]float64{
		"0x1.8p3": 12, "-0X.8": -0.5, " 0x10 ": 16, "0x1.p-2": 0.25,
		"0x0p99999999": 0, "1.fffffffffffffp1023": math.MaxFloat64,
	} {
		f, e := FloatFromHex(s)
		assert.Equal(t, ParseOK, e, s)
		assert.Equal(t, want, f, s)
	}
	f, e := FloatFromHex("-Infinity")
	assert.Equal(t, ParseOK, e)
	assert.True(t, math.IsInf(f, -1))
	for _, s := range []string{"1p", "x", ".p1", "0x1.8p3 z", ""} {
		_, e := FloatFromHex(s)
		assert.Equal(t, ParseSyntax, e, s)
	}
	for _, s := range []string{"0x1p1024", "0x1p99999"} {
		_, e := FloatFromHex(s)
		assert.Equal(t, ParseOverflow, e, s)
	}
}

func TestParseComplex(t *testing.T) {
	for s, want := range map[string]complex128{
		"1+2j": 1 + 2i, " ( -1.5e3-2_0j ) ": complex(-1500, -20), "j": 1i, "-j": -1i,
		"+J": 1i, "3": 3, "1.0e+3J": 1000i,
	} {
		c, e := ParseComplex(s)
		assert.Equal(t, ParseOK, e, s)
		assert.Equal(t, want, c, s)
	}
	for _, s := range []string{"(1+2j", "1+", "1+2", "2j)", ""} {
		_, e := ParseComplex(s)
		assert.Equal(t, ParseSyntax, e, s)
	}
	for _, s := range []string{"1__0j", "_1j", "1e_3j", "1_"} {
		_, e := ParseComplex(s)
		assert.Equal(t, ParseUnderscore, e, s)
	}
}

func TestFloatPow(t *testing.T) {
	for _, c := range []struct {
		v, w, want float64
		err        PowError
	}{
		{2, 10, 1024, PowOK}, {-2, 3, -8, PowOK}, {-1, math.Inf(1), 1, PowOK}, {1, math.NaN(), 1, PowOK},
		{math.Inf(-1), 3, math.Inf(-1), PowOK}, {math.Inf(-1), -3, math.Copysign(0, -1), PowOK},
		{0, -1, 0, PowZeroNegative}, {-2, 0.5, 0, PowComplex}, {10, 400, 0, PowOverflow}, {0.5, math.Inf(-1), math.Inf(1), PowOK},
	} {
		r, err := FloatPow(c.v, c.w)
		assert.Equal(t, c.err, err, "%v ** %v", c.v, c.w)
		if err == PowOK {
			assert.Equal(t, c.want, r, "%v ** %v", c.v, c.w)
			assert.Equal(t, math.Signbit(c.want), math.Signbit(r), "%v ** %v", c.v, c.w)
		}
	}
}

func TestRoundFloat(t *testing.T) {
	for _, c := range []struct {
		x    float64
		n    int64
		want float64
	}{
		{2.675, 2, 2.67}, {2.5, 0, 2}, {-2.5, 0, -2}, {12345.6789, -2, 12300}, {250, -2, 200}, {350, -2, 400},
		{-49, -2, math.Copysign(0, -1)}, {5e-324, 400, 5e-324}, {1e300, -400, 0},
	} {
		r, ok := RoundFloat(c.x, c.n)
		assert.True(t, ok)
		assert.Equal(t, c.want, r, "round(%v, %d)", c.x, c.n)
		assert.Equal(t, math.Signbit(c.want), math.Signbit(r), "round(%v, %d)", c.x, c.n)
	}
	_, ok := RoundFloat(1.7976931348623157e308, -308)
	assert.False(t, ok)
}
