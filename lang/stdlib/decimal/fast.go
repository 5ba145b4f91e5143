package decimal

import (
	"encoding/binary"
	"math/bits"
	"sync/atomic"

	"github.com/cockroachdb/apd/v3"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The fast path: +, -, * and / of finite operands whose coefficients fit
// 128 bits, at a precision of at most 38 digits (the default context's 28
// included), computed in 128-bit integer arithmetic; an operation whose
// exact value would not fit 128 bits (a product of two 20-digit
// coefficients, a sum aligned past 38 digits, a divisor of more than 64
// bits) takes the general path. Any result near the exponent limits (subnormal,
// overflow, clamping) goes to the general path instead, which gives the
// same answers (TestFastMatchesGeneral checks this on random operands).

var pow10 = func() (p [20]uint64) {
	p[0] = 1
	for i := 1; i < 20; i++ {
		p[i] = p[i-1] * 10
	}
	return
}()

// pow10hi holds 10**k for k in 0..38 as 128-bit values.
var pow10hi = func() (p [39][2]uint64) {
	p[0] = [2]uint64{0, 1}
	for k := 1; k < 39; k++ {
		h, l := bits.Mul64(p[k-1][1], 10)
		p[k] = [2]uint64{p[k-1][0]*10 + h, l}
	}
	return
}()

// digits128 counts the decimal digits of hi:lo (at least 1).
func digits128(hi, lo uint64) int {
	if hi == 0 {
		return digits64(lo)
	}
	// As digits64: the bit length gives the count to within one.
	t := ((64 + bits.Len64(hi)) * 1233) >> 12
	if t < 39 && (hi > pow10hi[t][0] || hi == pow10hi[t][0] && lo >= pow10hi[t][1]) {
		return t + 1
	}
	return t
}

func digits64(x uint64) int {
	// bits.Len64 gives the digit count to within one: log10(2) ~ 1233/4096.
	t := (bits.Len64(x) * 1233) >> 12
	if t == 0 {
		return 1
	}
	if t < 20 && x >= pow10[t] {
		return t + 1
	}
	return t
}

// divmod128 divides hi:lo by d (a power of ten up to 10**19).
func divmod128(hi, lo, d uint64) (qh, ql, r uint64) {
	qh = hi / d
	ql, r = bits.Div64(hi%d, lo, d)
	return
}

// fastRound rounds hi:lo to prec digits and stores it into z with
// exponent exp; ok is false when the result must take the general path.
// A result of more than 19 digits (prec above 19) is stored as a 128-bit
// coefficient, which apd keeps inline.
func (c *Context) fastRound(z *apd.Decimal, neg bool, hi, lo uint64, exp int64, sticky bool) (uint32, bool) {
	nd := digits128(hi, lo)
	var st uint32
	p := int(c.prec)
	if nd > p || sticky {
		drop := nd - p
		if drop < 0 {
			drop = 0
		}
		if drop > 19 {
			return 0, false
		}
		var rem uint64
		if drop > 0 {
			hi, lo, rem = divmod128(hi, lo, pow10[drop])
			st = stRounded
		}
		half := 0
		nonzero := rem != 0 || sticky
		if nonzero {
			st |= stInexact | stRounded
			h := uint64(0)
			if drop > 0 {
				h = pow10[drop] / 2
			}
			switch {
			case drop == 0:
				half = -1
			case rem > h:
				half = 1
			case rem < h:
				half = -1
			case sticky:
				half = 1
			}
			last := lo // fastAway reads its parity, or its last digit
			if hi != 0 {
				_, _, m := divmod128(hi, lo, 10)
				last = m
			}
			if fastAway(c.round, neg, last, half) {
				var cy uint64
				lo, cy = bits.Add64(lo, 1, 0)
				hi += cy
				// The increment can reach 10**p: that is 10**(p-1) one
				// digit up.
				if p <= 38 && hi == pow10hi[p][0] && lo == pow10hi[p][1] {
					hi, lo = pow10hi[p-1][0], pow10hi[p-1][1]
					drop++
				}
			}
		}
		exp += int64(drop)
	}
	// Stay clear of the exponent limits.
	ndr := int64(digits128(hi, lo))
	if exp+ndr-1 > c.emax || exp+ndr-1 < c.emin || exp < c.etiny() || c.clamp == 1 && exp > c.etop() ||
		exp > apd.MaxExponent || exp < apd.MinExponent {
		return 0, false
	}
	z.Form = apd.Finite
	z.Negative = neg
	z.Exponent = int32(exp)
	setCoeff128(&z.Coeff, hi, lo)
	return st, true
}

// setCoeff128 sets z to hi:lo without a Go allocation (apd keeps up to
// 128 bits inline).
func setCoeff128(z *apd.BigInt, hi, lo uint64) {
	if hi == 0 {
		z.SetUint64(lo)
		return
	}
	// Two words fill the inline array exactly (a shift would make room
	// for a third and move the digits to the heap).
	var b [16]byte
	binary.BigEndian.PutUint64(b[:8], hi)
	binary.BigEndian.PutUint64(b[8:], lo)
	z.SetBytes(b[:])
}

// coeff128 gives x's coefficient as hi:lo when it fits 128 bits (a
// Decimal's coefficient is never negative).
func coeff128(x *apd.BigInt) (hi, lo uint64, ok bool) {
	if bits.UintSize != 64 {
		if x.IsUint64() {
			return 0, x.Uint64(), true
		}
		return 0, 0, false
	}
	switch w := x.Bits(); len(w) {
	case 0:
		return 0, 0, true
	case 1:
		return 0, uint64(w[0]), true
	case 2:
		return uint64(w[1]), uint64(w[0]), true
	}
	return 0, 0, false
}

func fastAway(round int, neg bool, q uint64, half int) bool {
	switch round {
	case roundUp:
		return true
	case roundDown:
		return false
	case roundCeiling:
		return !neg
	case roundFloor:
		return neg
	case roundHalfUp:
		return half >= 0
	case roundHalfDown:
		return half > 0
	case roundHalfEven:
		return half > 0 || half == 0 && q&1 == 1
	}
	m := q % 10
	return m == 0 || m == 5
}

// fastOperands reports whether x and y qualify for the fast path: finite,
// with coefficients of up to 128 bits (each operation refuses what its
// 128-bit arithmetic cannot hold).
func fastOperands(c *Context, x, y *apd.Decimal) bool {
	return !noFast && c.prec <= 38 && x.Form == apd.Finite && y.Form == apd.Finite &&
		len(x.Coeff.Bits()) <= 128/bits.UintSize && len(y.Coeff.Bits()) <= 128/bits.UintSize
}

// mul128 multiplies ah:al by bh:bl; ok is false when the product needs
// more than 128 bits.
func mul128(ah, al, bh, bl uint64) (hi, lo uint64, ok bool) {
	if ah != 0 && bh != 0 {
		return 0, 0, false
	}
	h1, lo := bits.Mul64(al, bl)
	h2, l2 := bits.Mul64(ah, bl)
	h3, l3 := bits.Mul64(al, bh)
	if h2 != 0 || h3 != 0 {
		return 0, 0, false
	}
	hi, c1 := bits.Add64(h1, l2, 0)
	hi, c2 := bits.Add64(hi, l3, 0)
	return hi, lo, c1|c2 == 0
}

// scale128 multiplies hi:lo by 10**k when the product stays below
// 10**38.
func scale128(hi, lo uint64, k int64) (uint64, uint64, bool) {
	if k < 0 || k > 38 || int64(digits128(hi, lo))+k > 38 {
		return 0, 0, false
	}
	return mul128(hi, lo, pow10hi[k][0], pow10hi[k][1])
}

func (c *Context) fastAdd(z, x, y *apd.Decimal, sub bool) (uint32, bool) {
	ah, al, ok1 := coeff128(&x.Coeff)
	bh, bl, ok2 := coeff128(&y.Coeff)
	if !ok1 || !ok2 {
		return 0, false
	}
	ea, eb := int64(x.Exponent), int64(y.Exponent)
	na, nb := x.Negative, y.Negative != sub
	// Align: the operand with the larger exponent is scaled up.
	ok := true
	if ea > eb {
		ah, al, ok = scale128(ah, al, ea-eb)
		ea = eb
	} else if eb > ea {
		bh, bl, ok = scale128(bh, bl, eb-ea)
	}
	if !ok {
		return 0, false
	}
	var hi, lo uint64
	neg := na
	if na == nb {
		// Both below 10**38: the sum cannot carry out.
		var cy uint64
		lo, cy = bits.Add64(al, bl, 0)
		hi, cy = bits.Add64(ah, bh, cy)
		if cy != 0 {
			return 0, false
		}
	} else {
		if ah > bh || ah == bh && al >= bl {
			var bw uint64
			lo, bw = bits.Sub64(al, bl, 0)
			hi, _ = bits.Sub64(ah, bh, bw)
		} else {
			var bw uint64
			lo, bw = bits.Sub64(bl, al, 0)
			hi, _ = bits.Sub64(bh, ah, bw)
			neg = nb
		}
		if hi == 0 && lo == 0 {
			neg = c.round == roundFloor
		}
	}
	return c.fastRound(z, neg, hi, lo, ea, false)
}

func (c *Context) fastMul(z, x, y *apd.Decimal) (uint32, bool) {
	ah, al, ok1 := coeff128(&x.Coeff)
	bh, bl, ok2 := coeff128(&y.Coeff)
	if !ok1 || !ok2 {
		return 0, false
	}
	hi, lo, ok := mul128(ah, al, bh, bl)
	if !ok {
		return 0, false
	}
	return c.fastRound(z, x.Negative != y.Negative, hi, lo, int64(x.Exponent)+int64(y.Exponent), false)
}

func (c *Context) fastQuo(z, x, y *apd.Decimal) (uint32, bool) {
	ah, al, ok := coeff128(&x.Coeff)
	if !ok || !y.Coeff.IsUint64() {
		return 0, false
	}
	b := y.Coeff.Uint64()
	if ah == 0 && al == 0 || b == 0 {
		return 0, false
	}
	na, nb := digits128(ah, al), digits64(b)
	s := int(c.prec) + nb - na + 1
	if s < 0 {
		return 0, false
	}
	// The dividend scaled by 10**s stays below 10**38.
	hi, lo, ok := scale128(ah, al, int64(s))
	if !ok {
		return 0, false
	}
	if hi >= b {
		// The quotient would need more than 64 bits of high part.
		qh, ql, r := divmod128(hi, lo, b)
		return c.quoFinish(z, x, y, qh, ql, r, s)
	}
	q, r := bits.Div64(hi, lo, b)
	return c.quoFinish(z, x, y, 0, q, r, s)
}

func (c *Context) quoFinish(z, x, y *apd.Decimal, qh, ql, r uint64, s int) (uint32, bool) {
	neg := x.Negative != y.Negative
	exp := int64(x.Exponent) - int64(y.Exponent) - int64(s)
	ideal := int64(x.Exponent) - int64(y.Exponent)
	if r == 0 {
		for exp < ideal {
			h, l, m := divmod128(qh, ql, 10)
			if m != 0 {
				break
			}
			qh, ql = h, l
			exp++
		}
		if digits128(qh, ql) <= int(c.prec) {
			return c.fastRound(z, neg, qh, ql, exp, false)
		}
	}
	return c.fastRound(z, neg, qh, ql, exp, r != 0)
}

// ---- per-VM state cache ----

type vmState struct {
	vm *rt.VM
	s  *state
}

var lastState atomic.Pointer[vmState]

// noFast turns the fast path off (for tests that compare the two paths).
var noFast bool

// quantizeFast rescales the non-zero finite x to exponent exp, as
// quantizeOp's general code does, when x's coefficient fits 128 bits, a
// rescaling down drops at most 38 digits and one up stays below 10**38;
// quantizeOp checks the result's digits and range after either.
func quantizeFast(d, x *apd.Decimal, exp int64, round int) (uint32, bool) {
	if noFast {
		return 0, false
	}
	ch, cl, ok := coeff128(&x.Coeff)
	if !ok {
		return 0, false
	}
	k := int64(x.Exponent) - exp
	var qh, ql uint64
	var st uint32
	if k >= 0 {
		if qh, ql, ok = scale128(ch, cl, k); !ok {
			return 0, false
		}
	} else {
		if k < -38 {
			return 0, false
		}
		// Drop n digits: at most 19 in one division, else 19 and then
		// the rest.
		n := -k
		var low uint64 // the digits dropped below the last 19, when n > 19
		if n > 19 {
			var lh, ll uint64
			lh, ll, low = divmod128(ch, cl, pow10[19])
			ch, cl, n = lh, ll, n-19
		}
		p := pow10[n]
		var r uint64
		qh, ql, r = divmod128(ch, cl, p)
		st = stRounded
		if r != 0 || low != 0 {
			st |= stInexact
			// Compare the discarded part r (and low below it) with one
			// half of p.
			half := 0
			if r < p-r {
				half = -1
			} else if r > p-r || low != 0 {
				half = 1
			}
			last := ql
			if qh != 0 {
				_, _, last = divmod128(qh, ql, 10)
			}
			if fastAway(round, x.Negative, last, half) {
				// q <= c/10, so this cannot wrap
				var cy uint64
				ql, cy = bits.Add64(ql, 1, 0)
				qh += cy
			}
		}
	}
	d.Form = apd.Finite
	d.Negative = x.Negative
	d.Exponent = int32(exp)
	setCoeff128(&d.Coeff, qh, ql)
	return st, true
}
