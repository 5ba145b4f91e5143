package decimal

import (
	"github.com/cockroachdb/apd/v3"
)

// The general path of the basic operations: exact big-integer
// arithmetic on the coefficients with int64 exponents, then libmpdec's
// finalisation (rounding to prec, subnormals, overflow, clamping). apd's
// own operations refuse adjusted exponents beyond ±100000, which
// CPython's default context allows (Emax 999999), so these do not use
// them.

// dropDigits removes the k lowest digits of z (k >= 1) with the given
// rounding; it reports whether anything non-zero was dropped.
func dropDigits(z *apd.BigInt, k int64, round int, neg bool) bool {
	nd := numDigits(z)
	if k > nd {
		if z.Sign() == 0 {
			return false
		}
		var q apd.BigInt
		up := roundAway(round, neg, &q, -1, true)
		z.SetInt64(0)
		if up {
			z.SetInt64(1)
		}
		return true
	}
	var p, q, r apd.BigInt
	tenPow(&p, k)
	q.QuoRem(z, &p, &r)
	if r.Sign() == 0 {
		z.Set(&q)
		return false
	}
	var r2 apd.BigInt
	r2.Add(&r, &r)
	half := r2.Cmp(&p)
	if roundAway(round, neg, &q, half, true) {
		q.Add(&q, bigOne)
	}
	z.Set(&q)
	return true
}

func numDigits(z *apd.BigInt) int64 {
	if z.IsUint64() {
		return int64(digits64(z.Uint64()))
	}
	if hi, lo, ok := coeff128(z); ok {
		return int64(digits128(hi, lo))
	}
	return apd.NumDigits(z)
}

// finalize rounds the exact finite value in d to the context.
func (c *Context) finalize(d *apd.Decimal) uint32 {
	if d.Form != apd.Finite {
		return 0
	}
	var st uint32
	exp := int64(d.Exponent)
	if d.Coeff.Sign() == 0 {
		top := c.emax
		if c.clamp == 1 {
			top = c.etop()
		}
		if exp < c.etiny() {
			exp = c.etiny()
			st |= stClamped
		} else if exp > top {
			exp = top
			st |= stClamped
		}
		d.Exponent = int32(exp)
		return st
	}
	nd := numDigits(&d.Coeff)
	adj := exp + nd - 1
	if adj < c.emin {
		st |= stSubnormal
		if exp < c.etiny() {
			st |= stRounded
			if dropDigits(&d.Coeff, c.etiny()-exp, c.round, d.Negative) {
				st |= stInexact | stUnderflow
			}
			exp = c.etiny()
			if d.Coeff.Sign() == 0 {
				st |= stClamped
			}
		}
		d.Exponent = int32(exp)
		return st
	}
	if nd > c.prec {
		drop := nd - c.prec
		st |= stRounded
		if dropDigits(&d.Coeff, drop, c.round, d.Negative) {
			st |= stInexact
		}
		exp += drop
		if numDigits(&d.Coeff) > c.prec {
			d.Coeff.Quo(&d.Coeff, bigTen)
			exp++
		}
		adj = exp + c.prec - 1
	}
	if adj > c.emax {
		d.Exponent = 0
		return st | c.fix(d, apd.Overflow|apd.Inexact|apd.Rounded, nil)
	}
	if c.clamp == 1 && exp > c.etop() {
		var p apd.BigInt
		tenPow(&p, exp-c.etop())
		d.Coeff.Mul(&d.Coeff, &p)
		exp = c.etop()
		st |= stClamped
	}
	d.Exponent = int32(exp)
	return st
}

// setExp sets d's exponent, or reports false when it does not fit.
func setExp(d *apd.Decimal, e int64) bool {
	if e > 1<<31-1 || e < -(1<<31) {
		return false
	}
	d.Exponent = int32(e)
	return true
}

// signed returns ±coeff(x) * 10**(exp(x)-e) in z.
func scaled(z *apd.BigInt, x *apd.Decimal, e int64) {
	z.Set(&x.Coeff)
	if k := int64(x.Exponent) - e; k > 0 {
		var p apd.BigInt
		tenPow(&p, k)
		z.Mul(z, &p)
	}
	if x.Negative {
		z.Neg(z)
	}
}

// addGeneral is x + y (or x - y) for any operands.
func (c *Context) addGeneral(d, x, y *apd.Decimal, sub bool) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	yneg := y.Negative != sub
	if x.Form == apd.Infinite || y.Form == apd.Infinite {
		if x.Form == apd.Infinite && y.Form == apd.Infinite && x.Negative != yneg {
			d.Set(nanDec)
			return stInvalidOperation
		}
		if x.Form == apd.Infinite {
			d.Set(x)
		} else {
			d.Set(y)
			d.Negative = yneg
		}
		return 0
	}
	a, b := x, new(apd.Decimal).Set(y)
	b.Negative = yneg
	// An operand far below the other's last kept digit only breaks ties:
	// replace it by a one in a place below every digit that matters.
	for i := 0; i < 2; i++ {
		if !isZero(a) && !isZero(b) {
			e := min(int64(a.Exponent), adjusted(a)-c.prec-1) - 1
			if adjusted(b) < e {
				t := new(apd.Decimal)
				t.Coeff.SetInt64(1)
				t.Negative = b.Negative
				t.Exponent = int32(e - 1)
				b = t
			}
		}
		a, b = b, a
	}
	e := min(int64(a.Exponent), int64(b.Exponent))
	var sa, sb apd.BigInt
	scaled(&sa, a, e)
	scaled(&sb, b, e)
	sa.Add(&sa, &sb)
	d.Form = apd.Finite
	d.Negative = sa.Sign() < 0
	d.Coeff.Abs(&sa)
	d.Exponent = int32(e)
	if d.Coeff.Sign() == 0 {
		if x.Negative == yneg {
			d.Negative = x.Negative
		} else {
			d.Negative = c.round == roundFloor
		}
	}
	return c.finalize(d)
}

func (c *Context) mulGeneral(d, x, y *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	neg := x.Negative != y.Negative
	if x.Form == apd.Infinite || y.Form == apd.Infinite {
		if isZero(x) || isZero(y) {
			d.Set(nanDec)
			return stInvalidOperation
		}
		d.Set(decInf)
		d.Negative = neg
		return 0
	}
	var p apd.BigInt
	p.Mul(&x.Coeff, &y.Coeff)
	d.Form, d.Negative = apd.Finite, neg
	d.Coeff.Set(&p)
	if !setExp(d, int64(x.Exponent)+int64(y.Exponent)) {
		return c.expOutOfRange(d, int64(x.Exponent)+int64(y.Exponent))
	}
	return c.finalize(d)
}

// expOutOfRange handles a result whose exponent does not even fit 32
// bits: an overflow or an underflow to zero.
func (c *Context) expOutOfRange(d *apd.Decimal, e int64) uint32 {
	if e > 0 {
		return c.fix(d, apd.Overflow|apd.Inexact|apd.Rounded, nil)
	}
	d.Coeff.SetInt64(0)
	d.Exponent = int32(c.etiny())
	return stSubnormal | stUnderflow | stInexact | stRounded | stClamped
}

var decInf = &apd.Decimal{Form: apd.Infinite}

func (c *Context) quoGeneral(d, x, y *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	neg := x.Negative != y.Negative
	switch {
	case x.Form == apd.Infinite && y.Form == apd.Infinite:
		d.Set(nanDec)
		return stInvalidOperation
	case x.Form == apd.Infinite:
		d.Set(decInf)
		d.Negative = neg
		return 0
	case y.Form == apd.Infinite:
		d.Form, d.Negative, d.Exponent = apd.Finite, neg, int32(c.etiny())
		d.Coeff.SetInt64(0)
		return stClamped
	case isZero(y):
		if isZero(x) {
			d.Set(nanDec)
			return stDivisionUndefined
		}
		d.Set(decInf)
		d.Negative = neg
		return stDivisionByZero
	}
	ideal := int64(x.Exponent) - int64(y.Exponent)
	d.Form, d.Negative = apd.Finite, neg
	if isZero(x) {
		d.Coeff.SetInt64(0)
		if !setExp(d, ideal) {
			return c.expOutOfRange(d, ideal)
		}
		return c.finalize(d)
	}
	nx, ny := numDigits(&x.Coeff), numDigits(&y.Coeff)
	s := c.prec + ny - nx + 1
	if s < 0 {
		s = 0
	}
	var num, q, r, p apd.BigInt
	tenPow(&p, s)
	num.Mul(&x.Coeff, &p)
	q.QuoRem(&num, &y.Coeff, &r)
	exp := ideal - s
	if r.Sign() != 0 {
		// A sticky digit: the true quotient lies strictly above q.
		q.Mul(&q, bigTen)
		q.Add(&q, bigOne)
		exp--
	} else {
		var t, m apd.BigInt
		for exp < ideal {
			t.QuoRem(&q, bigTen, &m)
			if m.Sign() != 0 {
				break
			}
			q.Set(&t)
			exp++
		}
	}
	d.Coeff.Set(&q)
	if !setExp(d, exp) {
		return c.expOutOfRange(d, exp)
	}
	return c.finalize(d)
}

// cmpDec compares two non-NaN values.
func cmpDec(x, y *apd.Decimal) int {
	sx, sy := signOf(x), signOf(y)
	if sx != sy {
		if sx < sy {
			return -1
		}
		return 1
	}
	if sx == 0 {
		return 0
	}
	if x.Form == apd.Infinite || y.Form == apd.Infinite {
		switch {
		case x.Form == y.Form:
			return 0
		case x.Form == apd.Infinite:
			return sx
		}
		return -sx
	}
	ax, ay := adjusted(x), adjusted(y)
	if ax != ay {
		if ax < ay {
			return -sx
		}
		return sx
	}
	e := min(int64(x.Exponent), int64(y.Exponent))
	var a, b apd.BigInt
	scaled(&a, x, e)
	scaled(&b, y, e)
	return a.Cmp(&b)
}

func signOf(x *apd.Decimal) int {
	if x.Form == apd.Finite && x.Coeff.Sign() == 0 {
		return 0
	}
	if x.Negative {
		return -1
	}
	return 1
}
