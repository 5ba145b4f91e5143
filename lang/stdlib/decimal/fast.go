package decimal

import (
	"math/bits"
	"sync/atomic"

	"github.com/cockroachdb/apd/v3"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The fast path: +, -, * and / of finite operands whose coefficients fit
// a uint64, at a precision of at most 38 digits (the default context's 28
// included), computed in 128-bit integer arithmetic; a result that keeps
// more than 19 digits after rounding does not fit and takes the general
// path. Any result near the exponent limits (subnormal,
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
	n := 20
	for n < 39 && (hi > pow10hi[n][0] || hi == pow10hi[n][0] && lo >= pow10hi[n][1]) {
		n++
	}
	return n
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
		if hi != 0 {
			return 0, false
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
			if fastAway(c.round, neg, lo, half) {
				lo++
				// Past 19 digits, lo+1 cannot reach 10**p.
				if p < 20 && lo == pow10[p] {
					lo = pow10[p-1]
					drop++
				}
			}
		}
		exp += int64(drop)
	} else if hi != 0 {
		return 0, false
	}
	// Stay clear of the exponent limits.
	ndr := int64(digits64(lo))
	if exp+ndr-1 > c.emax || exp+ndr-1 < c.emin || exp < c.etiny() || c.clamp == 1 && exp > c.etop() ||
		exp > apd.MaxExponent || exp < apd.MinExponent {
		return 0, false
	}
	z.Form = apd.Finite
	z.Negative = neg
	z.Exponent = int32(exp)
	z.Coeff.SetUint64(lo)
	return st, true
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

// fastOperands reports whether x and y qualify for the fast path.
func fastOperands(c *Context, x, y *apd.Decimal) bool {
	return !noFast && c.prec <= 38 && x.Form == apd.Finite && y.Form == apd.Finite &&
		x.Coeff.IsUint64() && y.Coeff.IsUint64()
}

func (c *Context) fastAdd(z, x, y *apd.Decimal, sub bool) (uint32, bool) {
	a, b := x.Coeff.Uint64(), y.Coeff.Uint64()
	ea, eb := int64(x.Exponent), int64(y.Exponent)
	na, nb := x.Negative, y.Negative != sub
	// Align: the operand with the larger exponent is scaled up.
	var ah, al, bh, bl uint64
	al, bl = a, b
	if ea > eb {
		k := ea - eb
		if k > 19 {
			return 0, false
		}
		ah, al = bits.Mul64(a, pow10[k])
		ea = eb
	} else if eb > ea {
		k := eb - ea
		if k > 19 {
			return 0, false
		}
		bh, bl = bits.Mul64(b, pow10[k])
	}
	var hi, lo uint64
	neg := na
	if na == nb {
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
	hi, lo := bits.Mul64(x.Coeff.Uint64(), y.Coeff.Uint64())
	return c.fastRound(z, x.Negative != y.Negative, hi, lo, int64(x.Exponent)+int64(y.Exponent), false)
}

func (c *Context) fastQuo(z, x, y *apd.Decimal) (uint32, bool) {
	a, b := x.Coeff.Uint64(), y.Coeff.Uint64()
	if a == 0 || b == 0 {
		return 0, false
	}
	na, nb := digits64(a), digits64(b)
	s := int(c.prec) + nb - na + 1
	if s < 0 || s > 19 || na+s > 38 {
		return 0, false
	}
	hi, lo := bits.Mul64(a, pow10[s])
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
// quantizeOp's general code does, when x's coefficient fits a uint64, the
// rescaling moves it by at most 19 digits and the result fits a uint64;
// quantizeOp checks the result's digits and range after either.
func quantizeFast(d, x *apd.Decimal, exp int64, round int) (uint32, bool) {
	if noFast || !x.Coeff.IsUint64() {
		return 0, false
	}
	c := x.Coeff.Uint64()
	k := int64(x.Exponent) - exp
	var q uint64
	var st uint32
	if k >= 0 {
		if k > 19 {
			return 0, false
		}
		hi, lo := bits.Mul64(c, pow10[k])
		if hi != 0 {
			return 0, false
		}
		q = lo
	} else {
		if k < -19 {
			return 0, false
		}
		p := pow10[-k]
		q = c / p
		r := c % p
		st = stRounded
		if r != 0 {
			st |= stInexact
			// Compare the discarded part r with one half of p.
			half := 0
			if r < p-r {
				half = -1
			} else if r > p-r {
				half = 1
			}
			if fastAway(round, x.Negative, q, half) {
				q++ // q <= c/10, so this cannot wrap
			}
		}
	}
	d.Form = apd.Finite
	d.Negative = x.Negative
	d.Exponent = int32(exp)
	d.Coeff.SetUint64(q)
	return st, true
}
