package decimal

import (
	"math/rand"
	"strconv"
	"testing"

	"github.com/cockroachdb/apd/v3"
)

// TestFastMatchesGeneral compares the 128-bit fast path with the general
// (apd) path on random operands, roundings and precisions: same result,
// same status.
func TestFastMatchesGeneral(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	randDec := func() *apd.Decimal {
		d := new(apd.Decimal)
		if r.Intn(3) == 0 {
			// 20 to 40 digits: 128-bit coefficients and a few past them.
			nd := 20 + r.Intn(21)
			b := make([]byte, nd)
			for i := range b {
				b[i] = byte('0' + r.Intn(10))
			}
			if r.Intn(8) == 0 {
				for i := 1; i < nd; i++ {
					b[i] = '9'
				}
			}
			d.Coeff.SetString(string(b), 10)
			d.Exponent = int32(r.Intn(41) - 20)
			d.Negative = r.Intn(2) == 0
			return d
		}
		nd := 1 + r.Intn(19)
		var c uint64
		for i := 0; i < nd; i++ {
			c = c*10 + uint64(r.Intn(10))
		}
		if r.Intn(4) == 0 {
			c = pow10[r.Intn(19)] // powers of ten and zeros of all sizes
			if r.Intn(3) == 0 {
				c = 0
			}
		}
		d.Coeff.SetUint64(c)
		d.Exponent = int32(r.Intn(41) - 20)
		d.Negative = r.Intn(2) == 0
		return d
	}
	ops := []struct {
		name string
		fn   func(c *Context, d, x, y *apd.Decimal) uint32
	}{
		{"add", (*Context).addOp}, {"sub", (*Context).subOp},
		{"mul", (*Context).mulOp}, {"quo", (*Context).quoOp},
	}
	fastHits := 0
	for i := 0; i < 400000; i++ {
		prec := int64(1 + r.Intn(19))
		switch r.Intn(4) {
		case 0:
			prec = 28 // the default context's
		case 1:
			prec = int64(20 + r.Intn(19))
		}
		c := &Context{prec: prec, emin: -999999, emax: 999999, round: r.Intn(8), capitals: 1}
		if r.Intn(10) == 0 {
			c.emin, c.emax = -30, 30
		}
		if r.Intn(10) == 0 {
			c.clamp = 1
		}
		c.sync()
		x, y := randDec(), randDec()
		op := ops[r.Intn(len(ops))]
		var fast, slow apd.Decimal
		noFast = false
		stf := op.fn(c, &fast, x, y)
		noFast = true
		sts := op.fn(c, &slow, x, y)
		noFast = false
		if stf != sts || fast.CmpTotal(&slow) != 0 || fast.Negative != slow.Negative {
			t.Fatalf("%s(%s, %s) prec=%d round=%s: fast %s status %#x, general %s status %#x",
				op.name, toSci(x, true), toSci(y, true), c.prec, roundNames[c.round],
				toSci(&fast, true), stf, toSci(&slow, true), sts)
		}
		if fastOperands(c, x, y) {
			fastHits++
		}
	}
	if fastHits < 100000 {
		t.Fatalf("the fast path ran only %d times", fastHits)
	}
}

func TestDigits(t *testing.T) {
	for _, x := range []uint64{0, 1, 9, 10, 11, 99, 100, 999999999, 1000000000, 1<<63 - 1, 1 << 63, 9999999999999999999, 10000000000000000000, 1<<64 - 1} {
		want := len(strconv.FormatUint(x, 10))
		if got := digits64(x); got != want {
			t.Errorf("digits64(%d) = %d, want %d", x, got, want)
		}
	}
	for k := 1; k < 39; k++ {
		h, l := pow10hi[k][0], pow10hi[k][1]
		if got := digits128(h, l); got != k+1 {
			t.Errorf("digits128(10**%d) = %d", k, got)
		}
		if l == 0 {
			h--
		}
		l--
		if got := digits128(h, l); got != k {
			t.Errorf("digits128(10**%d-1) = %d", k, got)
		}
	}
}

// TestQuantizeFastMatchesGeneral compares quantize's uint64 rescaling
// with the general code on random operands, exponents, roundings and
// precisions: same result, same status.
func TestQuantizeFastMatchesGeneral(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	fastHits := 0
	for i := 0; i < 300000; i++ {
		x := new(apd.Decimal)
		var c uint64
		for n := 1 + r.Intn(20); n > 0; n-- {
			c = c*10 + uint64(r.Intn(10))
		}
		switch r.Intn(6) {
		case 0:
			c = pow10[r.Intn(20)]
		case 1:
			c = 1<<64 - 1 - uint64(r.Intn(3))
		case 2:
			c = pow10[r.Intn(20)] * 5
		}
		x.Coeff.SetUint64(c)
		if r.Intn(3) == 0 {
			// 20 to 40 digits: 128-bit coefficients and a few past them.
			b := make([]byte, 20+r.Intn(21))
			for i := range b {
				b[i] = byte('0' + r.Intn(10))
			}
			x.Coeff.SetString(string(b), 10)
		}
		x.Exponent = int32(r.Intn(61) - 30)
		x.Negative = r.Intn(2) == 0
		y := new(apd.Decimal)
		y.Exponent = int32(r.Intn(61) - 30)
		prec := int64(1 + r.Intn(38))
		if r.Intn(3) == 0 {
			prec = 28
		}
		ctx := &Context{prec: prec, emin: -999999, emax: 999999, round: r.Intn(8), capitals: 1}
		if r.Intn(8) == 0 {
			ctx.emin, ctx.emax = -20, 20
		}
		ctx.sync()
		round := r.Intn(8)
		var fast, slow apd.Decimal
		noFast = false
		stf := ctx.quantizeOp(&fast, x, y, round)
		noFast = true
		sts := ctx.quantizeOp(&slow, x, y, round)
		noFast = false
		if stf != sts || fast.Form != slow.Form || fast.CmpTotal(&slow) != 0 || fast.Negative != slow.Negative || fast.Exponent != slow.Exponent {
			t.Fatalf("quantize(%s, exp %d) prec=%d round=%s: fast %s status %#x, general %s status %#x",
				toSci(x, true), y.Exponent, prec, roundNames[round],
				toSci(&fast, true), stf, toSci(&slow, true), sts)
		}
		var probe apd.Decimal
		if c != 0 && x.Form == apd.Finite {
			if _, ok := quantizeFast(&probe, x, int64(y.Exponent), round); ok {
				fastHits++
			}
		}
	}
	if fastHits < 50000 {
		t.Fatalf("the fast path ran only %d times", fastHits)
	}
}

func TestParseSimpleMatchesGeneral(t *testing.T) {
	cases := []string{"0", "-0", "+0", "0.0", "-0.00", "1", "1.", ".5", "-.5", "+1.25", "007", "00.0100",
		"1234567890123456789", "12345678901234567890", "0.0000000000000000000001", "99999999999999999999",
		"18446744073709551615", "1844674407370955161.5", "-9223372036854775808", ".", "", "-", "+.", "1..2",
		"1e5", "1_0", " 1", "1 ", "--1", "1-", "0.5.", "NaN", "inf", "١٢", "0000000000000000000000000001.5"}
	for i := 0; i < 2000; i++ {
		b := []byte{}
		n := rand.Intn(25)
		for j := 0; j < n; j++ {
			b = append(b, "0123456789.-+"[rand.Intn(13)])
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		var a, g apd.Decimal
		if !parseSimple(s, &a) {
			continue
		}
		if !parseGeneral(s, &g) {
			t.Fatalf("%q: parseSimple accepts what parseGeneral refuses", s)
		}
		if a.Form != g.Form || a.Negative != g.Negative || a.Exponent != g.Exponent || a.Coeff.Cmp(&g.Coeff) != 0 {
			t.Fatalf("%q: parseSimple %v, parseGeneral %v", s, &a, &g)
		}
	}
}
func TestSetCoeff128NoAlloc(t *testing.T) {
	var z apd.BigInt
	n := testing.AllocsPerRun(100, func() { setCoeff128(&z, 12345, 678) })
	if n != 0 {
		t.Fatalf("setCoeff128 allocates %v times", n)
	}
	h, l, ok := coeff128(&z)
	if !ok || h != 12345 || l != 678 {
		t.Fatalf("coeff128 = %d %d %v", h, l, ok)
	}
}

func TestAppendUint128(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for i := 0; i < 20000; i++ {
		hi, lo := r.Uint64()>>uint(r.Intn(64)), r.Uint64()
		if r.Intn(5) == 0 {
			hi = 0
		}
		if r.Intn(5) == 0 {
			k := 19 + r.Intn(20)
			hi, lo = pow10hi[k][0], pow10hi[k][1]
		}
		var z apd.BigInt
		setCoeff128(&z, hi, lo)
		if got, want := string(appendUint128(nil, hi, lo)), z.Text(10); got != want {
			t.Fatalf("appendUint128(%d, %d) = %s, want %s", hi, lo, got, want)
		}
	}
}

// BenchmarkQuantize28 quantizes a 28-digit quotient to three places, as a
// program printing money or measurements at the default precision does.
func BenchmarkQuantize28(b *testing.B) {
	c := &Context{prec: 28, emin: -999999, emax: 999999, round: roundHalfEven, capitals: 1}
	c.sync()
	var x, y, d apd.Decimal
	x.Coeff.SetString("1763571428571428571428571429", 10)
	x.Exponent = -24
	y.Exponent = -3
	for i := 0; i < b.N; i++ {
		c.quantizeOp(&d, &x, &y, roundHalfEven)
	}
}

// BenchmarkQuo28 divides at the default precision and adds to the
// quotient: 28-digit coefficients on both.
func BenchmarkQuo28(b *testing.B) {
	c := &Context{prec: 28, emin: -999999, emax: 999999, round: roundHalfEven, capitals: 1}
	c.sync()
	var x, y, q, s apd.Decimal
	y.Coeff.SetInt64(7)
	for i := 0; i < b.N; i++ {
		x.Coeff.SetInt64(int64(i%100000 + 1))
		c.quoOp(&q, &x, &y)
		c.addOp(&s, &q, &q)
	}
}
