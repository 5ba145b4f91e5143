package decimal

import (
	"github.com/cockroachdb/apd/v3"
)

// exact is an apd context that never rounds (for intermediate results).
var exact = apd.Context{Precision: 5000, MaxExponent: apd.MaxExponent, MinExponent: apd.MinExponent, Rounding: apd.RoundHalfEven}

// fix turns apd's conditions for a result into libmpdec's status and
// gives the result the form libmpdec gives it: an overflow rounds to
// the largest finite number in the directed roundings that never round
// away from zero, and clamp=1 folds large exponents down.
func (c *Context) fix(d *apd.Decimal, cond apd.Condition, err error) uint32 {
	st := apdStatus(cond)
	if err != nil && st == 0 {
		d.Set(nanDec)
		return stInvalidOperation
	}
	if isNaN(d) {
		// A NaN that apd made (operand NaNs are handled before apd runs).
		d.Set(nanDec)
	}
	if st&stOverflow != 0 {
		toInf := true
		switch c.round {
		case roundDown, round05Up:
			toInf = false
		case roundCeiling:
			toInf = !d.Negative
		case roundFloor:
			toInf = d.Negative
		}
		neg := d.Negative
		if toInf {
			d.Form = apd.Infinite
			d.Coeff.SetInt64(0)
			d.Exponent = 0
		} else {
			d.Form = apd.Finite
			tenPow(&d.Coeff, c.prec)
			d.Coeff.Sub(&d.Coeff, bigOne)
			d.Exponent = int32(c.etop())
		}
		d.Negative = neg
		return st
	}
	if c.clamp == 1 && d.Form == apd.Finite && int64(d.Exponent) > c.etop() {
		shift := int64(d.Exponent) - c.etop()
		if d.Coeff.Sign() != 0 {
			var p apd.BigInt
			tenPow(&p, shift)
			d.Coeff.Mul(&d.Coeff, &p)
		}
		d.Exponent = int32(c.etop())
		st |= stClamped
	}
	return st
}

var bigOne = apd.NewBigInt(1)
var bigTen = apd.NewBigInt(10)

// tenPow sets z to 10**n.
func tenPow(z *apd.BigInt, n int64) *apd.BigInt {
	if n < 19 {
		p := uint64(1)
		for i := int64(0); i < n; i++ {
			p *= 10
		}
		return z.SetUint64(p)
	}
	if n < int64(len(bigPow10)) {
		return z.Set(&bigPow10[n])
	}
	return z.Exp(bigTen, apd.NewBigInt(n), nil)
}

// bigPow10 holds 10**n for the n below 160 that tenPow is asked for at
// the precisions programs use (a quotient at the default 28 digits scales
// its dividend by about 30 digits, a quantize by its digit shift): apd's
// Exp squared its way there for each division before.
var bigPow10 = func() (t [160]apd.BigInt) {
	t[0].SetInt64(1)
	for i := 1; i < len(t); i++ {
		t[i].Mul(&t[i-1], bigTen)
	}
	return
}()

// finish rounds x to the context into d.
func (c *Context) finish(d, x *apd.Decimal, st uint32) uint32 {
	if isNaN(x) {
		d.Set(x)
		if x.Form == apd.NaNSignaling {
			d.Form = apd.NaN
			st |= stInvalidOperation
		}
		return st
	}
	d.Set(x)
	return st | c.finalize(d)
}

// nanResult handles NaN operands of an arithmetic operation: the first
// sNaN (quietened, InvalidOperation) or else the first NaN.
func nanResult(d, x, y *apd.Decimal) (uint32, bool) {
	var n *apd.Decimal
	switch {
	case x.Form == apd.NaNSignaling:
		n = x
	case y != nil && y.Form == apd.NaNSignaling:
		n = y
	case x.Form == apd.NaN:
		n = x
	case y != nil && y.Form == apd.NaN:
		n = y
	default:
		return 0, false
	}
	d.Set(n)
	if n.Form == apd.NaNSignaling {
		d.Form = apd.NaN
		return stInvalidOperation, true
	}
	return 0, true
}

func (c *Context) addOp(d, x, y *apd.Decimal) uint32 {
	if fastOperands(c, x, y) {
		if st, ok := c.fastAdd(d, x, y, false); ok {
			return st
		}
	}
	return c.addGeneral(d, x, y, false)
}

func (c *Context) subOp(d, x, y *apd.Decimal) uint32 {
	if fastOperands(c, x, y) {
		if st, ok := c.fastAdd(d, x, y, true); ok {
			return st
		}
	}
	return c.addGeneral(d, x, y, true)
}

// zeroSign gives an exact zero sum the sign the specification asks for:
// negative only when both operands are negative zeros' kind, or in
// ROUND_FLOOR when the signs differ.

func (c *Context) mulOp(d, x, y *apd.Decimal) uint32 {
	if fastOperands(c, x, y) {
		if st, ok := c.fastMul(d, x, y); ok {
			return st
		}
	}
	return c.mulGeneral(d, x, y)
}

func (c *Context) quoOp(d, x, y *apd.Decimal) uint32 {
	if fastOperands(c, x, y) {
		if st, ok := c.fastQuo(d, x, y); ok {
			return st
		}
	}
	return c.quoGeneral(d, x, y)
}

// reduceTo strips trailing zeros while the exponent is below ideal.
func reduceTo(d *apd.Decimal, ideal int64) {
	if d.Coeff.Sign() == 0 {
		if int64(d.Exponent) < ideal {
			d.Exponent = int32(ideal)
		}
		return
	}
	if d.Coeff.IsUint64() {
		u := d.Coeff.Uint64()
		e := int64(d.Exponent)
		for e < ideal && u%10 == 0 {
			u /= 10
			e++
		}
		d.Coeff.SetUint64(u)
		d.Exponent = int32(e)
		return
	}
	var q, r apd.BigInt
	for int64(d.Exponent) < ideal {
		q.QuoRem(&d.Coeff, bigTen, &r)
		if r.Sign() != 0 {
			break
		}
		d.Coeff.Set(&q)
		d.Exponent++
	}
}

func (c *Context) divIntOp(d, x, y *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	cond, err := c.ac.QuoInteger(d, x, y)
	st := c.fix(d, cond, err)
	if st&stDivisionImpossible != 0 {
		st = st&^stInvalidOperation | stDivisionImpossible
	}
	return st
}

func (c *Context) remOp(d, x, y *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	if x.Form == apd.Finite && y.Form == apd.Infinite {
		return c.finish(d, x, 0)
	}
	cond, err := c.ac.Rem(d, x, y)
	return c.fix(d, cond, err)
}

// cmpNum compares two non-NaN values.
func cmpNum(x, y *apd.Decimal) int { return x.Cmp(y) }
