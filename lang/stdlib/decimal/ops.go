package decimal

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/cockroachdb/apd/v3"
)

// The named operations of Decimal and Context, each computing d from its
// operands under a context and returning libmpdec's status.

type binFn func(c *Context, d, x, y *apd.Decimal) uint32
type unFn func(c *Context, d, x *apd.Decimal) uint32

func adjusted(d *apd.Decimal) int64 {
	if d.Form != apd.Finite {
		return 0
	}
	return int64(d.Exponent) + numDigits(&d.Coeff) - 1
}

func isZero(d *apd.Decimal) bool { return d.Form == apd.Finite && d.Coeff.Sign() == 0 }

func setInt(d *apd.Decimal, n int64) {
	d.Form = apd.Finite
	d.Exponent = 0
	d.Negative = n < 0
	if n < 0 {
		n = -n
	}
	d.Coeff.SetInt64(n)
}

func (c *Context) compareOp(d, x, y *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	setInt(d, int64(cmpDec(x, y)))
	return 0
}

func (c *Context) compareSignalOp(d, x, y *apd.Decimal) uint32 {
	if isNaN(x) || isNaN(y) {
		nanResult(d, x, y)
		return stInvalidOperation
	}
	return c.compareOp(d, x, y)
}

func compareTotal(d, x, y *apd.Decimal) uint32 {
	setInt(d, int64(x.CmpTotal(y)))
	return 0
}

func compareTotalMag(d, x, y *apd.Decimal) uint32 {
	var a, b apd.Decimal
	a.Abs(x)
	b.Abs(y)
	setInt(d, int64(a.CmpTotal(&b)))
	return 0
}

// minmax implements max, min, max_mag and min_mag.
func (c *Context) minmax(d, x, y *apd.Decimal, wantMax, mag bool) uint32 {
	if x.Form == apd.NaNSignaling || y.Form == apd.NaNSignaling {
		nanResult(d, x, y)
		return stInvalidOperation
	}
	if isNaN(x) && isNaN(y) {
		nanResult(d, x, y)
		return 0
	}
	if isNaN(x) {
		return c.finish(d, y, 0)
	}
	if isNaN(y) {
		return c.finish(d, x, 0)
	}
	var r int
	if mag {
		var a, b apd.Decimal
		a.Abs(x)
		b.Abs(y)
		r = cmpDec(&a, &b)
	}
	if r == 0 {
		r = cmpDec(x, y)
	}
	if r == 0 {
		r = x.CmpTotal(y)
	}
	pick := x
	if (r < 0) == wantMax {
		pick = y
	}
	return c.finish(d, pick, 0)
}

func (c *Context) remNearOp(d, x, y *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	if x.Form == apd.Infinite || isZero(y) {
		d.Set(nanDec)
		if isZero(y) && isZero(x) {
			return stDivisionUndefined
		}
		return stInvalidOperation
	}
	if y.Form == apd.Infinite {
		return c.finish(d, x, 0)
	}
	var q apd.Decimal
	if _, err := exact.QuoInteger(&q, x, y); err != nil {
		d.Set(nanDec)
		return stInvalidOperation
	}
	if numDigits(&q.Coeff) > c.prec64() {
		d.Set(nanDec)
		return stDivisionImpossible
	}
	var r, t apd.Decimal
	exact.Rem(&r, x, y)
	// compare 2|r| with |y|
	var r2, ay apd.Decimal
	r2.Abs(&r)
	exact.Add(&r2, &r2, &r2)
	ay.Abs(y)
	cmp := r2.Cmp(&ay)
	odd := q.Coeff.Bit(0) == 1
	if cmp > 0 || cmp == 0 && odd {
		// r - sign(r)*|y|, keeping r's exponent
		if r.Negative {
			exact.Add(&t, &r, &ay)
		} else {
			exact.Sub(&t, &r, &ay)
		}
		if isZero(&t) {
			t.Negative = x.Negative
		}
		r.Set(&t)
	}
	if isZero(&r) {
		r.Negative = x.Negative
	}
	return c.finish(d, &r, 0)
}

func (c *Context) prec64() int64 { return c.prec }

func (c *Context) powOp(d, x, y *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	// 0 ** 0 and negative ** non-integer are invalid.
	if isZero(x) && isZero(y) {
		d.Set(nanDec)
		return stInvalidOperation
	}
	yInt := isIntegral(y)
	if x.Negative && !isZero(x) && x.Form == apd.Finite && !yInt {
		d.Set(nanDec)
		return stInvalidOperation
	}
	if isZero(x) && y.Negative {
		d.Form, d.Exponent = apd.Infinite, 0
		d.Coeff.SetInt64(0)
		d.Negative = x.Negative && yInt && isOdd(y)
		return 0
	}
	if yInt && x.Form == apd.Finite && y.Form == apd.Finite && adjusted(y) < 10 {
		// An integral power: exact when it fits, as libmpdec computes it.
		n := toBig(y)
		if n.IsInt64() && n.Int64() < 0 && n.Int64() > -100000 && !isZero(x) {
			// x ** -n is 1 / x ** n, with division's exponent rules.
			var p, ny apd.Decimal
			setInt(&ny, -n.Int64())
			w := *c
			w.prec = c.prec + 10
			w.sync()
			if st := w.powOp(&p, x, &ny); st&^(stInexact|stRounded) == 0 {
				if st == 0 {
					return c.quoOp(d, decOne, &p)
				}
			}
		}
		if n.IsInt64() && n.Int64() >= 0 && n.Int64() < 100000 {
			var r apd.Decimal
			if _, err := exact.Mul(&r, x, x); err == nil {
				k := n.Int64()
				r.Set(decOne)
				base := new(apd.Decimal).Set(x)
				ok := true
				for k > 0 && ok {
					if k&1 == 1 {
						if _, err := exact.Mul(&r, &r, base); err != nil {
							ok = false
						}
					}
					k >>= 1
					if k > 0 {
						if _, err := exact.Mul(base, base, base); err != nil {
							ok = false
						}
						if numDigits(&base.Coeff) > 4*c.prec+40 {
							ok = false
						}
					}
				}
				if ok {
					return c.finish(d, &r, 0)
				}
			}
		}
	}
	if yInt && x.Form == apd.Finite && y.Form == apd.Finite && adjusted(y) < 18 {
		// A large integral power: binary powering at a working precision.
		n := toBig(y)
		neg := n.Sign() < 0
		n.Abs(n)
		w := *c
		w.prec = c.prec + int64(len(n.Text(10))) + 3
		w.emin, w.emax = -(1 << 30), 1<<30
		w.clamp = 0
		w.sync()
		var r, base apd.Decimal
		r.Set(decOne)
		base.Set(x)
		var st uint32
		for i := n.BitLen() - 1; i >= 0; i-- {
			st |= w.mulGeneral(&r, &r, &r)
			if n.Bit(i) == 1 {
				st |= w.mulGeneral(&r, &r, &base)
			}
			if st&(stOverflow|stUnderflow) != 0 {
				break
			}
		}
		if st&(stOverflow|stUnderflow) == 0 {
			if neg {
				var q apd.Decimal
				st |= w.quoGeneral(&q, decOne, &r)
				r.Set(&q)
			}
			fst := c.finish(d, &r, 0)
			if st&stInexact != 0 {
				fst |= stInexact | stRounded
				c.padInexact(d)
			}
			return fst
		}
		if (st&stOverflow != 0) != neg {
			d.Set(decInf)
			d.Negative = x.Negative && isOdd(y)
			return c.fix(d, apd.Overflow|apd.Inexact|apd.Rounded, nil)
		}
		d.Form, d.Negative, d.Exponent = apd.Finite, x.Negative && isOdd(y), int32(c.etiny())
		d.Coeff.SetInt64(0)
		return stSubnormal | stUnderflow | stInexact | stRounded | stClamped
	}
	cond, err := c.ac.Pow(d, x, y)
	st := c.fix(d, cond, err)
	if st&stInexact != 0 {
		st |= stRounded
	}
	return st
}

var decOne = apd.New(1, 0)

func isIntegral(d *apd.Decimal) bool {
	if d.Form != apd.Finite {
		return false
	}
	if d.Exponent >= 0 || d.Coeff.Sign() == 0 {
		return true
	}
	var r apd.Decimal
	var frac apd.Decimal
	d.Modf(&r, &frac)
	return frac.Coeff.Sign() == 0
}

func isOdd(d *apd.Decimal) bool {
	if d.Form != apd.Finite || d.Exponent > 0 {
		return false
	}
	return toBig(d).Bit(0) == 1
}

func (c *Context) fmaOp(d, x, y, z *apd.Decimal) uint32 {
	var p apd.Decimal
	if x.Form == apd.NaNSignaling || y.Form == apd.NaNSignaling || z.Form == apd.NaNSignaling {
		switch {
		case x.Form == apd.NaNSignaling:
			d.Set(x)
		case y.Form == apd.NaNSignaling:
			d.Set(y)
		default:
			d.Set(z)
		}
		d.Form = apd.NaN
		return stInvalidOperation
	}
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	st := c.mulExact(&p, x, y)
	if st != 0 {
		d.Set(&p)
		return st
	}
	return c.addOp(d, &p, z)
}

func (c *Context) mulExact(d, x, y *apd.Decimal) uint32 {
	if (x.Form == apd.Infinite && isZero(y)) || (y.Form == apd.Infinite && isZero(x)) {
		d.Set(nanDec)
		return stInvalidOperation
	}
	if x.Form == apd.Infinite || y.Form == apd.Infinite {
		d.Set(decInf)
		d.Negative = x.Negative != y.Negative
		return 0
	}
	d.Form, d.Negative = apd.Finite, x.Negative != y.Negative
	d.Coeff.Mul(&x.Coeff, &y.Coeff)
	if !setExp(d, int64(x.Exponent)+int64(y.Exponent)) {
		d.Set(nanDec)
		return stInvalidOperation
	}
	return 0
}

func (c *Context) quantizeOp(d, x, y *apd.Decimal, round int) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	if x.Form == apd.Infinite || y.Form == apd.Infinite {
		if x.Form == apd.Infinite && y.Form == apd.Infinite {
			d.Set(x)
			return 0
		}
		d.Set(nanDec)
		return stInvalidOperation
	}
	exp := int64(y.Exponent)
	if exp > c.emax || exp < c.etiny() {
		d.Set(nanDec)
		return stInvalidOperation
	}
	if isZero(x) {
		d.Set(x)
		d.Exponent = int32(exp)
		return c.fix(d, 0, nil) &^ stClamped
	}
	// Digits the result would need.
	if ax := adjusted(x); ax-exp+1 > c.prec+1 && ax > exp {
		if ax-exp+1 > c.prec {
			d.Set(nanDec)
			return stInvalidOperation
		}
	}
	var st uint32
	if fst, ok := quantizeFast(d, x, exp, round); ok {
		st = fst
	} else if int64(x.Exponent) >= exp {
		var p apd.BigInt
		tenPow(&p, int64(x.Exponent)-exp)
		d.Set(x)
		d.Coeff.Mul(&x.Coeff, &p)
		d.Exponent = int32(exp)
	} else {
		shift := exp - int64(x.Exponent)
		var p, q, r apd.BigInt
		if shift > numDigits(&x.Coeff)+1 {
			q.SetInt64(0)
			r.SetInt64(1) // below half, non-zero
			st = stInexact | stRounded
			d.Set(x)
			d.Coeff.SetInt64(0)
			if roundAway(round, x.Negative, &q, -1, true) {
				d.Coeff.SetInt64(1)
			}
		} else {
			tenPow(&p, shift)
			q.QuoRem(&x.Coeff, &p, &r)
			st = stRounded
			half := 0
			if r.Sign() != 0 {
				st |= stInexact
				var r2 apd.BigInt
				r2.Add(&r, &r)
				half = r2.Cmp(&p)
				if roundAway(round, x.Negative, &q, half, true) {
					q.Add(&q, bigOne)
				}
			}
			d.Set(x)
			d.Coeff.Set(&q)
		}
		d.Exponent = int32(exp)
	}
	if numDigits(&d.Coeff) > c.prec {
		d.Set(nanDec)
		return stInvalidOperation
	}
	if d.Coeff.Sign() != 0 && adjusted(d) < c.emin {
		// Subnormal without Underflow, even when inexact, as mpdecimal.
		st |= stSubnormal
	}
	return st
}

// roundAway reports whether a truncated coefficient q must be
// incremented; half compares the discarded part with one half (-1, 0,
// 1) and nonzero says whether anything non-zero was discarded.
func roundAway(round int, neg bool, q *apd.BigInt, half int, nonzero bool) bool {
	if !nonzero {
		return false
	}
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
		return half > 0 || half == 0 && q.Bit(0) == 1
	case round05Up:
		var m apd.BigInt
		m.Rem(q, bigTen)
		return m.Int64() == 0 || m.Int64() == 5
	}
	return false
}

// toIntegral rounds to an integer with the given rounding; exact says
// whether Inexact and Rounded are signalled.
func (c *Context) toIntegral(d, x *apd.Decimal, round int, exactFlags bool) uint32 {
	if st, ok := nanResult(d, x, nil); ok {
		return st
	}
	if x.Form == apd.Infinite || x.Exponent >= 0 {
		d.Set(x)
		return 0
	}
	var y apd.Decimal
	y.Exponent = 0
	st := c.quantizeRaw(d, x, 0, round)
	if !exactFlags {
		st = 0
	}
	_ = y
	return st
}

// quantizeRaw rescales x to exponent exp with no precision limit.
func (c *Context) quantizeRaw(d, x *apd.Decimal, exp int64, round int) uint32 {
	big := *c
	big.prec = numDigits(&x.Coeff) + 2
	if big.prec < c.prec {
		big.prec = c.prec
	}
	big.emin, big.emax = minEmin, maxEmax
	var y apd.Decimal
	y.Exponent = int32(exp)
	return big.quantizeOp(d, x, &y, round)
}

func (c *Context) normalizeOp(d, x *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, nil); ok {
		return st
	}
	st := c.finish(d, x, 0)
	if d.Form != apd.Finite {
		return st
	}
	if d.Coeff.Sign() == 0 {
		d.Exponent = 0
		return st
	}
	ideal := c.emax
	if c.clamp == 1 {
		ideal = c.etop()
	}
	reduceTo(d, ideal)
	return st
}

func (c *Context) logbOp(d, x *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, nil); ok {
		return st
	}
	if x.Form == apd.Infinite {
		d.Set(x)
		d.Negative = false
		return 0
	}
	if isZero(x) {
		d.Form, d.Negative, d.Exponent = apd.Infinite, true, 0
		d.Coeff.SetInt64(0)
		return stDivisionByZero
	}
	var r apd.Decimal
	setInt(&r, adjusted(x))
	return c.finish(d, &r, 0)
}

func (c *Context) scalebOp(d, x, y *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	if y.Form != apd.Finite || y.Exponent != 0 {
		d.Set(nanDec)
		return stInvalidOperation
	}
	n := toBig(y)
	lim := 2 * (c.emax + c.prec)
	if !n.IsInt64() || n.Int64() > lim || n.Int64() < -lim {
		d.Set(nanDec)
		return stInvalidOperation
	}
	if x.Form == apd.Infinite {
		d.Set(x)
		return 0
	}
	var r apd.Decimal
	r.Set(x)
	e := int64(x.Exponent) + n.Int64()
	if e > 1<<31-1 || e < -(1<<31) {
		d.Set(nanDec)
		return stInvalidOperation
	}
	r.Exponent = int32(e)
	return c.finish(d, &r, 0)
}

// digitsArg validates the shift/rotate amount.
func (c *Context) digitsArg(y *apd.Decimal) (int64, bool) {
	if y.Form != apd.Finite || y.Exponent != 0 {
		return 0, false
	}
	n := toBig(y)
	if !n.IsInt64() || n.Int64() > c.prec || n.Int64() < -c.prec {
		return 0, false
	}
	return n.Int64(), true
}

func (c *Context) shiftOp(d, x, y *apd.Decimal, rotate bool) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	n, ok := c.digitsArg(y)
	if !ok {
		d.Set(nanDec)
		return stInvalidOperation
	}
	if x.Form == apd.Infinite {
		d.Set(x)
		return 0
	}
	digits := coeffString(x)
	p := int(c.prec)
	if len(digits) > p {
		digits = digits[len(digits)-p:]
	}
	digits = strings.Repeat("0", p-len(digits)) + digits
	var out string
	k := int(n)
	if rotate {
		if k < 0 {
			k += p
		}
		out = digits[k:] + digits[:k]
	} else if k >= 0 {
		out = digits[k:] + strings.Repeat("0", k)
	} else {
		out = strings.Repeat("0", -k) + digits[:p+k]
	}
	d.Set(x)
	out = strings.TrimLeft(out, "0")
	if out == "" {
		d.Coeff.SetInt64(0)
	} else {
		d.Coeff.SetString(out, 10)
	}
	return 0
}

// logicalDigits returns the digits of a logical operand (0s and 1s).
func (c *Context) logicalDigits(x *apd.Decimal) (string, bool) {
	if x.Form != apd.Finite || x.Negative || x.Exponent != 0 {
		return "", false
	}
	s := coeffString(x)
	if int64(len(s)) > c.prec {
		return "", false
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '0' && s[i] != '1' {
			return "", false
		}
	}
	return strings.Repeat("0", int(c.prec)-len(s)) + s, true
}

func (c *Context) logicalOp(d, x, y *apd.Decimal, op byte) uint32 {
	a, ok1 := c.logicalDigits(x)
	b := a
	ok2 := true
	if op != '~' {
		b, ok2 = c.logicalDigits(y)
	}
	if !ok1 || !ok2 {
		d.Set(nanDec)
		return stInvalidOperation
	}
	out := make([]byte, len(a))
	for i := range out {
		p, q := a[i] == '1', b[i] == '1'
		var r bool
		switch op {
		case '&':
			r = p && q
		case '|':
			r = p || q
		case '^':
			r = p != q
		case '~':
			r = !p
		}
		out[i] = '0'
		if r {
			out[i] = '1'
		}
	}
	s := strings.TrimLeft(string(out), "0")
	d.Form, d.Negative, d.Exponent = apd.Finite, false, 0
	if s == "" {
		d.Coeff.SetInt64(0)
	} else {
		d.Coeff.SetString(s, 10)
	}
	return 0
}

// nextOp is next_plus (dir 1) and next_minus (dir -1).
func (c *Context) nextOp(d, x *apd.Decimal, dir int) uint32 {
	if st, ok := nanResult(d, x, nil); ok {
		return st
	}
	maxFinite := func(neg bool) {
		d.Form, d.Negative = apd.Finite, neg
		tenPow(&d.Coeff, c.prec)
		d.Coeff.Sub(&d.Coeff, bigOne)
		d.Exponent = int32(c.etop())
	}
	if x.Form == apd.Infinite {
		if x.Negative == (dir < 0) {
			d.Set(x)
		} else {
			maxFinite(x.Negative)
		}
		return 0
	}
	if isZero(x) {
		d.Form, d.Negative, d.Exponent = apd.Finite, dir < 0, int32(c.etiny())
		d.Coeff.SetInt64(1)
		return 0
	}
	tinyExp := max(c.etiny(), min(int64(x.Exponent), adjusted(x)-c.prec+1)) - 1
	var tiny apd.Decimal
	tiny.Coeff.SetInt64(1)
	tiny.Exponent = int32(tinyExp)
	tiny.Negative = dir < 0
	w := *c
	if dir > 0 {
		w.round = roundCeiling
	} else {
		w.round = roundFloor
	}
	w.sync()
	st := w.addOp(d, x, &tiny)
	if d.Form == apd.Infinite {
		if st&stOverflow != 0 && !x.Negative == (dir > 0) {
			return stOverflow | stInexact | stRounded
		}
	}
	return 0
}

func (c *Context) nextTowardOp(d, x, y *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, y); ok {
		return st
	}
	r := cmpDec(x, y)
	if r == 0 {
		d.Set(x)
		d.Negative = y.Negative
		return 0
	}
	dir := 1
	if r > 0 {
		dir = -1
	}
	st := c.nextOp(d, x, dir)
	if d.Form == apd.Infinite {
		return stOverflow | stInexact | stRounded
	}
	if d.Form == apd.Finite && adjusted(d) < c.emin {
		st |= stSubnormal | stInexact | stRounded | stUnderflow
		if isZero(d) {
			st |= stClamped
		}
	}
	return st
}

func (c *Context) mathOp(d, x *apd.Decimal, which string) uint32 {
	if st, ok := nanResult(d, x, nil); ok {
		return st
	}
	// libmpdec rounds these functions half-even whatever the context says.
	if c.round != roundHalfEven {
		he := *c
		he.round = roundHalfEven
		he.sync()
		c = &he
	}
	var cond apd.Condition
	var err error
	switch which {
	case "sqrt":
		if x.Negative && !isZero(x) {
			d.Set(nanDec)
			return stInvalidOperation
		}
		if x.Form == apd.Infinite {
			d.Set(x)
			return 0
		}
		if isZero(x) {
			d.Set(x)
			d.Exponent = int32(floorDiv2(int64(x.Exponent)))
			return 0
		}
		return c.sqrtExact(d, x)
	case "exp":
		if x.Form == apd.Infinite {
			if x.Negative {
				setInt(d, 0)
			} else {
				d.Set(x)
			}
			return 0
		}
		if isZero(x) {
			setInt(d, 1)
			return 0
		}
		if adjusted(x) >= 7 {
			// |x| >= 1e7: far beyond any exponent apd can represent.
			if x.Negative {
				d.Form, d.Negative, d.Exponent = apd.Finite, false, int32(c.etiny())
				d.Coeff.SetInt64(0)
				return stSubnormal | stUnderflow | stInexact | stRounded | stClamped
			}
			d.Set(decInf)
			return c.fix(d, apd.Overflow|apd.Inexact|apd.Rounded, nil)
		}
		cond, err = c.wide().ac.Exp(d, x)
	case "ln", "log10":
		if x.Negative && !isZero(x) {
			d.Set(nanDec)
			return stInvalidOperation
		}
		if isZero(x) {
			d.Form, d.Negative, d.Exponent = apd.Infinite, true, 0
			d.Coeff.SetInt64(0)
			return 0
		}
		if x.Form == apd.Infinite {
			d.Set(x)
			return 0
		}
		if adj := adjusted(x); (adj > 100 || adj < -100) && !(which == "log10" && strings.TrimRight(coeffString(x), "0") == "1") {
			// Work on the mantissa m in [1, 10): ln(x) = ln(m) + adj*ln(10)
			// and log10(x) = log10(m) + adj.
			w := c.wide()
			w.prec += int64(len(strconv.FormatInt(adj, 10)))
			w.sync()
			var m, lm, t, k apd.Decimal
			m.Set(x)
			m.Exponent = int32(int64(x.Exponent) - adj)
			setInt(&k, adj)
			if which == "ln" {
				w.ac.Ln(&lm, &m)
				w.ac.Ln(&t, apd.New(10, 0))
				w.mulGeneral(&t, &t, &k)
			} else {
				w.ac.Log10(&lm, &m)
				t.Set(&k)
			}
			w.addGeneral(d, &lm, &t, false)
			cond = apd.Inexact | apd.Rounded
			break
		}
		if which == "ln" {
			if x.Cmp(decOne) == 0 {
				setInt(d, 0)
				return 0
			}
			cond, err = c.wide().ac.Ln(d, x)
		} else {
			// An exact power of ten has an exact logarithm.
			s := strings.TrimRight(coeffString(x), "0")
			if s == "1" {
				setInt(d, adjusted(x))
				return c.finish(d, d, 0)
			}
			cond, err = c.wide().ac.Log10(d, x)
		}
	}
	// The result was computed with ten more digits than needed (apd's
	// functions are not always correctly rounded at the last digit), then
	// rounded to the context.
	w := c.wide()
	st := w.fix(d, cond, err)
	if isNaN(d) {
		return st
	}
	if st&stOverflow != 0 {
		d.Form = apd.Infinite
		return c.fix(d, apd.Overflow|apd.Inexact|apd.Rounded, nil)
	}
	var r apd.Decimal
	st = c.finish(&r, d, st&(stInexact|stRounded))
	if st&stInexact != 0 {
		st |= stRounded
		c.padInexact(&r)
	}
	d.Set(&r)
	return st
}

// wide returns a copy of c with ten more digits of precision.
func (c *Context) wide() *Context {
	w := *c
	w.prec += 10
	w.clamp = 0
	w.sync()
	return &w
}

// padInexact gives an inexact result its full precision of digits, as
// libmpdec does (exp(1E-100) is 1.00000000 at prec 9, not 1).
func (c *Context) padInexact(d *apd.Decimal) {
	if d.Form != apd.Finite || isZero(d) {
		return
	}
	k := c.prec - numDigits(&d.Coeff)
	if m := int64(d.Exponent) - c.etiny(); k > m {
		k = m
	}
	if k <= 0 {
		return
	}
	var p apd.BigInt
	tenPow(&p, k)
	d.Coeff.Mul(&d.Coeff, &p)
	d.Exponent -= int32(k)
}

// sqrtExact is the square root of a finite positive x, correctly
// rounded, from an integer square root.
func (c *Context) sqrtExact(d, x *apd.Decimal) uint32 {
	ideal := floorDiv2(int64(x.Exponent))
	coef := x.Coeff.MathBigInt()
	e := int64(x.Exponent)
	if e%2 != 0 {
		coef.Mul(coef, big.NewInt(10))
		e--
	}
	nd := int64(len(coef.Text(10)))
	s := c.prec + 2 - (nd+1)/2
	if s < 0 {
		s = 0
	}
	coef.Mul(coef, new(big.Int).Exp(big.NewInt(10), big.NewInt(2*s), nil))
	e -= 2 * s
	r := new(big.Int).Sqrt(coef)
	exactRoot := new(big.Int).Mul(r, r).Cmp(coef) == 0
	var v apd.Decimal
	v.Exponent = int32(e / 2)
	if !exactRoot {
		// A sticky digit: the true root lies strictly above r.
		r.Mul(r, big.NewInt(10))
		r.Add(r, big.NewInt(1))
		v.Exponent--
	}
	v.Coeff.SetMathBigInt(r)
	if exactRoot {
		reduceTo(&v, ideal)
	}
	st := c.finish(d, &v, 0)
	if exactRoot && st&stInexact == 0 {
		st &^= stRounded
		if int64(d.Exponent) > ideal {
			st |= stRounded
		}
	}
	return st
}

func floorDiv2(e int64) int64 {
	if e < 0 {
		return -((-e + 1) / 2)
	}
	return e / 2
}

// powMod is three-argument pow.
func powMod(x, y, m *apd.Decimal) (*apd.Decimal, uint32) {
	if !isIntegral(x) || !isIntegral(y) || !isIntegral(m) || y.Negative || isZero(m) {
		return nanDec, stInvalidOperation
	}
	bx, by, bm := toBig(x), toBig(y), toBig(m)
	bm.Abs(bm)
	neg := bx.Sign() < 0 && by.Bit(0) == 1
	r := new(big.Int).Exp(new(big.Int).Abs(bx), by, bm)
	d := new(apd.Decimal)
	d.Coeff.SetMathBigInt(r)
	d.Negative = neg
	return d, 0
}

func numberClass(c *Context, x *apd.Decimal) string {
	switch x.Form {
	case apd.NaNSignaling:
		return "sNaN"
	case apd.NaN:
		return "NaN"
	case apd.Infinite:
		if x.Negative {
			return "-Infinity"
		}
		return "+Infinity"
	}
	sign := "+"
	if x.Negative {
		sign = "-"
	}
	if isZero(x) {
		return sign + "Zero"
	}
	if adjusted(x) < c.emin {
		return sign + "Subnormal"
	}
	return sign + "Normal"
}
