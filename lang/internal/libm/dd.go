package libm

import (
	"math"
	"math/big"
	"sync"
)

// Double-double arithmetic (a value is hi + lo with |lo| <= ulp(hi)/2,
// about 106 bits of precision) used to compute elementary functions to
// about 2**-95 relative error and round them once. glibc's exp, log, pow,
// sin, cos, tan, atan, asin and acos are correctly rounded in all but very
// rare cases, so results rounded from a much more precise value agree with
// them.

type numDD struct{ Hi, Lo float64 }

func numTwoSum(a, b float64) (float64, float64) {
	s := a + b
	bb := s - a
	e := (a - (s - bb)) + (b - bb)
	return s, e
}

func numQuickTwoSum(a, b float64) (float64, float64) {
	s := a + b
	return s, b - (s - a)
}

func numTwoProd(a, b float64) (float64, float64) {
	p := a * b
	return p, math.FMA(a, b, -p)
}

func DdF(x float64) numDD { return numDD{x, 0} }

func ddAdd(a, b numDD) numDD {
	s, e := numTwoSum(a.Hi, b.Hi)
	t, f := numTwoSum(a.Lo, b.Lo)
	e += t
	s, e = numQuickTwoSum(s, e)
	e += f
	s, e = numQuickTwoSum(s, e)
	return numDD{s, e}
}

// ddAddFast is a + b with one error-free sum instead of ddAdd's two: as
// accurate when a and b do not nearly cancel (|a + b| is not much smaller
// than |a| + |b|), as in the sin and cos kernel's sums.
func ddAddFast(a, b numDD) numDD {
	s, e := numTwoSum(a.Hi, b.Hi)
	e += a.Lo + b.Lo
	s, e = numQuickTwoSum(s, e)
	return numDD{s, e}
}

func ddSubFast(a, b numDD) numDD { return ddAddFast(a, ddNeg(b)) }

func ddNeg(a numDD) numDD { return numDD{-a.Hi, -a.Lo} }

func ddSub(a, b numDD) numDD { return ddAdd(a, ddNeg(b)) }

func ddMul(a, b numDD) numDD {
	p, e := numTwoProd(a.Hi, b.Hi)
	e += a.Hi*b.Lo + a.Lo*b.Hi
	p, e = numQuickTwoSum(p, e)
	return numDD{p, e}
}

func ddMulF(a numDD, b float64) numDD {
	p, e := numTwoProd(a.Hi, b)
	e += a.Lo * b
	p, e = numQuickTwoSum(p, e)
	return numDD{p, e}
}

func ddDiv(a, b numDD) numDD {
	q1 := a.Hi / b.Hi
	r := ddSub(a, ddMulF(b, q1))
	q2 := r.Hi / b.Hi
	r = ddSub(r, ddMulF(b, q2))
	q3 := r.Hi / b.Hi
	q1, q2 = numQuickTwoSum(q1, q2)
	return ddAdd(numDD{q1, q2}, DdF(q3))
}

// ddRecip is 1/b for b.hi != 0 to about 2**-104: one division and one
// Newton step, e = 1 - b*q0 (the fused multiply-add makes b.hi*q0's part
// exact), 1/b = q0 + q0*e + O(e²).
func ddRecip(b numDD) numDD {
	q0 := 1 / b.Hi
	e := math.FMA(-b.Hi, q0, 1) - b.Lo*q0
	h, l := numQuickTwoSum(q0, q0*e)
	return numDD{h, l}
}

func ddSqrt(a numDD) numDD {
	if a.Hi <= 0 {
		return DdF(math.Sqrt(a.Hi))
	}
	x := math.Sqrt(a.Hi)
	p, e := numTwoProd(x, x)
	r := ddSub(a, numDD{p, e})
	c := r.Hi / (2 * x)
	s, t := numQuickTwoSum(x, c)
	return numDD{s, t}
}

// ddLdexp scales by 2**k (no overflow handling).
func ddLdexp(a numDD, k int) numDD { return numDD{math.Ldexp(a.Hi, k), math.Ldexp(a.Lo, k)} }

func (a numDD) val() float64 { return a.Hi + a.Lo }

// numDDConsts holds constants computed once with math/big.
type numDDConsts struct {
	ln2, invLn2, ln10, pi, pio2, pio4 numDD
	invFact                           [32]numDD // 1/n!
	atanTab                           [17]numDD // atan(j/16)
	exp2Tab                           [numExpN]numDD
	invOdd                            [32]numDD // 1/(2k+1)
	ln2N1, ln2N2, ln2N3               float64   // ln2/numExpN in three pieces
	sinTab, cosTab                    [numSinN]numDD
	logTab, invcTab                   [numLogN]numDD // log(1+j/N), 1/(1+j/N)
	pio2Parts                         [6]float64
	pio2Rest                          [2]float64 // pi/2 - p0 - p1 in two doubles
	BigPi                             *big.Float
}

var (
	numDDOnce sync.Once
	numDDC    numDDConsts
)

const BigPrec = 1500

const (
	numExpN = 128 // exp table size: 2**(j/128)
	numSinN = 52  // sin/cos table: j/64 for j < 52 (covers pi/4 + 1/128)
	numLogN = 512 // log table: log(1 + j/512)
)

// BigExpSeries computes exp(x) for small |x| by its Taylor series.
func BigExpSeries(x *big.Float, prec uint) *big.Float {
	sum := new(big.Float).SetPrec(prec).SetInt64(1)
	term := new(big.Float).SetPrec(prec).SetInt64(1)
	for n := int64(1); n < 200; n++ {
		term.Mul(term, x)
		term.Quo(term, new(big.Float).SetPrec(prec).SetInt64(n))
		sum.Add(sum, term)
		if term.Sign() == 0 || term.MantExp(nil) < -int(prec)-4 {
			break
		}
	}
	return sum
}

// BigSinCos computes sin(x) and cos(x) for |x| < 1 by their series.
func BigSinCos(x *big.Float, prec uint) (*big.Float, *big.Float) {
	s := new(big.Float).SetPrec(prec)
	c := new(big.Float).SetPrec(prec)
	term := new(big.Float).SetPrec(prec).SetInt64(1)
	for n := int64(0); n < 200; n++ {
		if n > 0 {
			term.Mul(term, x)
			term.Quo(term, new(big.Float).SetPrec(prec).SetInt64(n))
		}
		switch n % 4 {
		case 0:
			c.Add(c, term)
		case 1:
			s.Add(s, term)
		case 2:
			c.Sub(c, term)
		case 3:
			s.Sub(s, term)
		}
		if n > 2 && (term.Sign() == 0 || term.MantExp(nil) < -int(prec)-4) {
			break
		}
	}
	return s, c
}

func numBigToDD(x *big.Float) numDD {
	hi, _ := x.Float64()
	r := new(big.Float).SetPrec(x.Prec()).Sub(x, new(big.Float).SetFloat64(hi))
	lo, _ := r.Float64()
	return numDD{hi, lo}
}

// numBigAtanInv computes atan(1/n) by its series.
func numBigAtanInv(n int64, prec uint) *big.Float {
	x := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), new(big.Float).SetPrec(prec).SetInt64(n))
	x2 := new(big.Float).SetPrec(prec).Mul(x, x)
	sum := new(big.Float).SetPrec(prec).Set(x)
	term := new(big.Float).SetPrec(prec).Set(x)
	eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -int(prec)-8)
	for k := int64(1); ; k++ {
		term.Mul(term, x2)
		t := new(big.Float).SetPrec(prec).Quo(term, new(big.Float).SetPrec(prec).SetInt64(2*k+1))
		if k%2 == 1 {
			sum.Sub(sum, t)
		} else {
			sum.Add(sum, t)
		}
		if t.Cmp(eps) < 0 {
			return sum
		}
	}
}

// numBigAtanh computes atanh(1/n) by its series.
func numBigAtanhInv(n int64, prec uint) *big.Float {
	x := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), new(big.Float).SetPrec(prec).SetInt64(n))
	x2 := new(big.Float).SetPrec(prec).Mul(x, x)
	sum := new(big.Float).SetPrec(prec).Set(x)
	term := new(big.Float).SetPrec(prec).Set(x)
	eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -int(prec)-8)
	for k := int64(1); ; k++ {
		term.Mul(term, x2)
		t := new(big.Float).SetPrec(prec).Quo(term, new(big.Float).SetPrec(prec).SetInt64(2*k+1))
		sum.Add(sum, t)
		if t.Cmp(eps) < 0 {
			return sum
		}
	}
}

// numBigAtan computes atan(x) for 0 <= x <= 1 (argument halving + series).
func numBigAtan(x *big.Float, prec uint) *big.Float {
	one := big.NewFloat(1).SetPrec(prec)
	y := new(big.Float).SetPrec(prec).Set(x)
	halvings := 0
	lim := big.NewFloat(1.0 / 64)
	for y.Cmp(lim) > 0 {
		// y = y / (1 + sqrt(1 + y²))
		t := new(big.Float).SetPrec(prec).Mul(y, y)
		t.Add(t, one)
		t.Sqrt(t)
		t.Add(t, one)
		y.Quo(y, t)
		halvings++
	}
	y2 := new(big.Float).SetPrec(prec).Mul(y, y)
	sum := new(big.Float).SetPrec(prec).Set(y)
	term := new(big.Float).SetPrec(prec).Set(y)
	eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -int(prec)-8)
	for k := int64(1); ; k++ {
		term.Mul(term, y2)
		t := new(big.Float).SetPrec(prec).Quo(term, new(big.Float).SetPrec(prec).SetInt64(2*k+1))
		if k%2 == 1 {
			sum.Sub(sum, t)
		} else {
			sum.Add(sum, t)
		}
		if t.Sign() == 0 || t.MantExp(nil) < -int(prec)-8 {
			break
		}
		_ = eps
	}
	return sum.SetMantExp(sum, halvings)
}

func numDDInit() {
	c := &numDDC
	const prec = BigPrec
	pi := new(big.Float).SetPrec(prec).Mul(big.NewFloat(16).SetPrec(prec), numBigAtanInv(5, prec))
	pi.Sub(pi, new(big.Float).SetPrec(prec).Mul(big.NewFloat(4).SetPrec(prec), numBigAtanInv(239, prec)))
	c.BigPi = pi
	c.pi = numBigToDD(pi)
	pio2 := new(big.Float).SetPrec(prec).SetMantExp(pi, -1)
	c.pio2 = numBigToDD(pio2)
	c.pio4 = numBigToDD(new(big.Float).SetPrec(prec).SetMantExp(pi, -2))
	// Cody-Waite pieces of pi/2 with 33 significant bits each.
	rest := new(big.Float).SetPrec(prec).Set(pio2)
	for i := range c.pio2Parts {
		p := new(big.Float).SetPrec(33).SetMode(big.ToNearestEven).Set(rest)
		f, _ := p.Float64()
		c.pio2Parts[i] = f
		rest.Sub(rest, new(big.Float).SetFloat64(f))
	}
	rest2 := new(big.Float).SetPrec(prec).Sub(pio2, new(big.Float).SetFloat64(c.pio2Parts[0]))
	rest2.Sub(rest2, new(big.Float).SetFloat64(c.pio2Parts[1]))
	c.pio2Rest[0], _ = rest2.Float64()
	rest2.Sub(rest2, new(big.Float).SetFloat64(c.pio2Rest[0]))
	c.pio2Rest[1], _ = rest2.Float64()
	ln2 := new(big.Float).SetPrec(prec).Mul(big.NewFloat(2).SetPrec(prec), numBigAtanhInv(3, prec))
	c.ln2 = numBigToDD(ln2)
	c.invLn2 = numBigToDD(new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), ln2))
	// ln 10 = 3 ln 2 + ln 1.25 = 3 ln 2 + 2 atanh(1/9)
	ln10 := new(big.Float).SetPrec(prec).Mul(big.NewFloat(3).SetPrec(prec), ln2)
	ln10.Add(ln10, new(big.Float).SetPrec(prec).Mul(big.NewFloat(2).SetPrec(prec), numBigAtanhInv(9, prec)))
	c.ln10 = numBigToDD(ln10)
	fact := new(big.Float).SetPrec(prec).SetInt64(1)
	for n := 0; n < len(c.invFact); n++ {
		if n > 0 {
			fact.Mul(fact, new(big.Float).SetPrec(prec).SetInt64(int64(n)))
		}
		c.invFact[n] = numBigToDD(new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), fact))
	}
	for j := 0; j <= 16; j++ {
		x := new(big.Float).SetPrec(256).Quo(new(big.Float).SetPrec(256).SetInt64(int64(j)), big.NewFloat(16))
		c.atanTab[j] = numBigToDD(numBigAtan(x, 256))
	}
	for k := range c.invOdd {
		c.invOdd[k] = numBigToDD(new(big.Float).SetPrec(256).Quo(big.NewFloat(1).SetPrec(256), big.NewFloat(float64(2*k+1))))
	}
	for j := 0; j < numExpN; j++ {
		x := new(big.Float).SetPrec(256).Mul(ln2, big.NewFloat(float64(j)/numExpN))
		c.exp2Tab[j] = numBigToDD(BigExpSeries(x, 256))
	}
	ln2N := new(big.Float).SetPrec(prec).Quo(ln2, big.NewFloat(numExpN))
	p1 := new(big.Float).SetPrec(34).SetMode(big.ToNearestEven).Set(ln2N)
	c.ln2N1, _ = p1.Float64()
	rest = new(big.Float).SetPrec(prec).Sub(ln2N, p1)
	c.ln2N2, _ = rest.Float64()
	rest.Sub(rest, new(big.Float).SetFloat64(c.ln2N2))
	c.ln2N3, _ = rest.Float64()
	// log(1 + j/N) = log(1 + (j-1)/N) + 2 atanh(1 / (2(N+j) - 1)).
	lg := new(big.Float).SetPrec(256)
	for j := 0; j < numLogN; j++ {
		if j > 0 {
			t := numBigAtanhInv(int64(2*(numLogN+j)-1), 256)
			lg.Add(lg, t.SetMantExp(t, 1))
		}
		c.logTab[j] = numBigToDD(lg)
		inv := new(big.Float).SetPrec(256).Quo(big.NewFloat(numLogN).SetPrec(256), big.NewFloat(float64(numLogN+j)))
		c.invcTab[j] = numBigToDD(inv)
	}
	for j := 0; j < numSinN; j++ {
		x := new(big.Float).SetPrec(256).SetFloat64(float64(j) / 64)
		sj, cj := BigSinCos(x, 256)
		c.sinTab[j] = numBigToDD(sj)
		c.cosTab[j] = numBigToDD(cj)
	}
}

func DDk() *numDDConsts {
	numDDOnce.Do(numDDInit)
	return &numDDC
}

// DdExpParts computes exp(x) as m * 2**k with m a double-double near
// [0.7, 1.5] (x finite, |x| < ~750), to about 2**-75 relative error:
// exp(x) = 2**(k + j/128) * exp(r) with |r| <= ln2/256, the table value
// 2**(j/128) in double-double and exp(r) by a degree-7 polynomial whose
// leading terms are kept exact.
func DdExpParts(x numDD) (numDD, int) {
	c := DDk()
	kN := math.Round(x.Hi * (numExpN / math.Ln2))
	// r = x - kN*ln2/N: the first product is exact (34-bit constant).
	t := x.Hi - kN*c.ln2N1
	p, pe := numTwoProd(kN, c.ln2N2)
	rh, rl := numTwoSum(t, -p)
	rl += x.Lo - pe - kN*c.ln2N3
	rh, rl = numQuickTwoSum(rh, rl)
	// exp(r) = 1 + r + r²/2 + q
	q := rh * rh * rh * (1.0/6 + rh*(1.0/24+rh*(1.0/120+rh*(1.0/720+rh*(1.0/5040)))))
	s, se := numTwoProd(rh, rh)
	h1, l1 := numTwoSum(1, rh)
	h2, l2 := numTwoSum(h1, s*0.5)
	lo := l1 + l2 + rl + (se*0.5 + rh*rl + q)
	e := numDD{h2, lo}
	e.Hi, e.Lo = numQuickTwoSum(e.Hi, e.Lo)
	ki := int64(kN)
	j := int(ki & (numExpN - 1))
	k := int((ki - int64(j)) / numExpN)
	return ddMul(c.exp2Tab[j], e), k
}

// numDDFinish rounds m * 2**k to a float64 (correctly, also in the
// subnormal range).
func numDDFinish(m numDD, k int) float64 {
	hi := m.Hi + m.Lo
	lo := m.Lo - (hi - m.Hi)
	_, e := math.Frexp(hi)
	if e+k > -1021 {
		return math.Ldexp(hi, k)
	}
	// Subnormal or zero: round the exact sum once.
	f := new(big.Float).SetPrec(200).SetFloat64(hi)
	f.Add(f, new(big.Float).SetFloat64(lo))
	f.SetMantExp(f, k)
	r, _ := f.Float64()
	return r
}

// CRExp is a correctly rounded exp.
func CRExp(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x > 709.782712893384:
		return math.Inf(1)
	case x < -745.1332191019412:
		return 0
	case x == 0:
		return 1
	case math.Abs(x) < 0x1p-60:
		return 1 + x
	}
	m, k := DdExpParts(DdF(x))
	return numDDFinish(m, k)
}

// numCRExp2 is a correctly rounded 2**x.
func numCRExp2(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x >= 1024:
		return math.Inf(1)
	case x < -1075:
		return 0
	case x == math.Trunc(x):
		return math.Ldexp(1, int(x))
	}
	k := math.Round(x)
	f := x - k
	m, k2 := DdExpParts(ddMulF(DDk().ln2, f))
	return numDDFinish(m, k2+int(k))
}

// DdLog computes log(x) for finite x > 0 as a double-double.
func DdLog(x float64) numDD {
	c := DDk()
	if x > 0.9375 && x < 1.0625 {
		// log(x) = 2 atanh(u / (2 + u)), u = x - 1 (exact).
		u := x - 1
		s := ddDiv(DdF(u), ddAdd(DdF(2), DdF(u)))
		s2 := ddMul(s, s)
		// sum s^(2k+1)/(2k+1), |s| < 2**-5: 12 terms.
		p := c.invOdd[12]
		for k := 11; k >= 0; k-- {
			p = ddAdd(ddMul(p, s2), c.invOdd[k])
		}
		return ddLdexp(ddMul(p, s), 1)
	}
	// x = 2**e * m, m in [1, 2); m = c * (1 + r) with c = 1 + j/512 from
	// the table and 0 <= r < 2**-9.
	m, e := math.Frexp(x)
	m *= 2
	e--
	j := int((m - 1) * numLogN)
	d := m - (1 + float64(j)/numLogN) // exact
	r := ddMulF(c.invcTab[j], d)
	// log(1 + r) = r - r²/2 + r³/3 - r⁴*tail
	s2, s2e := numTwoProd(r.Hi, r.Hi)
	s2e += 2 * r.Hi * r.Lo
	sq := numDD{s2, s2e}
	r3 := ddMul(ddMulF(sq, r.Hi), c.invOdd[1])
	u := r.Hi
	tail := s2 * s2 * (-1.0/4 + u*(1.0/5+u*(-1.0/6+u*(1.0/7+u*(-1.0/8+u*(1.0/9+u*(-1.0/10)))))))
	l1 := ddAdd(ddSub(r, ddLdexp(sq, -1)), ddAdd(r3, DdF(tail)))
	l := ddAdd(c.logTab[j], l1)
	return ddAdd(ddMulF(c.ln2, float64(e)), l)
}

// CRLog is a correctly rounded natural logarithm (x > 0 finite).
func CRLog(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case math.IsInf(x, 1):
		return x
	case x == 1:
		return 0
	}
	return DdLog(x).val()
}

// numCRLog2 is a correctly rounded log2.
func numCRLog2(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case math.IsInf(x, 1):
		return x
	}
	if m, e := math.Frexp(x); m == 0.5 {
		return float64(e - 1)
	}
	return ddMul(DdLog(x), DDk().invLn2).val()
}

// ddPowInt computes x**n (x > 0 finite, n >= 0) as m * 2**e, m a
// double-double in [0.5, 1), by binary powering with the exponent kept
// apart (so no intermediate overflows).
func ddPowInt(x float64, n int) (numDD, int) {
	m, e := math.Frexp(x)
	base := DdF(m)
	be := e
	r := DdF(1)
	re := 0
	for n > 0 {
		if n&1 == 1 {
			r = ddMul(r, base)
			re += be
			var f int
			r.Hi, f = math.Frexp(r.Hi)
			r.Lo = math.Ldexp(r.Lo, -f)
			re += f
		}
		n >>= 1
		if n > 0 {
			base = ddMul(base, base)
			be *= 2
			var f int
			base.Hi, f = math.Frexp(base.Hi)
			base.Lo = math.Ldexp(base.Lo, -f)
			be += f
		}
	}
	return r, re
}

// ddSqrtExp computes sqrt(x) (x > 0 finite) as m * 2**e, m a
// double-double: sqrt of the mantissa (scaled to [0.5, 2) so that the
// square's rounding error stays representable, even for subnormal x).
func ddSqrtExp(x float64) (numDD, int) {
	m, e := math.Frexp(x)
	if e&1 != 0 {
		m *= 2
		e--
	}
	return ddSqrt(DdF(m)), e / 2
}

// numPowFinish rounds m * 2**e, or its reciprocal when recip, to a float64.
func numPowFinish(m numDD, e int, recip bool) float64 {
	if recip {
		m = ddRecip(m)
		e = -e
	}
	if e > 1100 {
		return math.Inf(1)
	}
	if e < -1200 {
		return 0
	}
	return numDDFinish(m, e)
}

// numCRPow is a correctly rounded pow for finite x > 0, finite y != 0.
// Integral and half-integral exponents (x**-1.5 in n-body codes) are
// products of x**n and sqrt(x) in double-double, about 2**-100 from the
// exact power and much faster than exp(y * log(x)).
func numCRPow(x, y float64) float64 {
	if ay := math.Abs(y); ay <= 1024 && 2*ay == math.Trunc(2*ay) {
		r, re := ddPowInt(x, int(ay))
		if ay != math.Trunc(ay) {
			s, se := ddSqrtExp(x)
			r = ddMul(r, s)
			re += se
		}
		return numPowFinish(r, re, y < 0)
	}
	lx := DdLog(x)
	if t := lx.Hi * y; t > 710 || math.IsNaN(t) {
		return math.Inf(1)
	} else if t < -746 {
		return 0
	}
	l := ddMulF(lx, y)
	if l.Hi > 709.8 {
		return math.Inf(1)
	}
	if l.Hi < -745.2 {
		return 0
	}
	m, k := DdExpParts(l)
	return numDDFinish(m, k)
}

// ddReduce reduces x modulo pi/2: x = k*pi/2 + r, |r| <= ~pi/4.
func ddReduce(x float64) (numDD, int) {
	c := DDk()
	ax := math.Abs(x)
	if ax <= c.pio4.Hi {
		return DdF(x), 0
	}
	if ax < 0x1p20 {
		// Cody-Waite: pi/2 = p0 + p1 (33 bits each, so k*p is exact) + p2 + p3.
		k := math.Round(x * (2 / math.Pi))
		p := &c.pio2Parts
		t1 := x - k*p[0] // exact (Sterbenz)
		h, l := numTwoSum(t1, -k*p[1])
		q, qe := numTwoProd(-k, c.pio2Rest[0])
		r := ddAdd(numDD{h, l}, numDD{q, qe - k*c.pio2Rest[1]})
		if math.Abs(r.Hi) > 0x1p-20 {
			return r, int(int64(k) & 3)
		}
	}
	// Exact reduction with math/big.
	prec := uint(BigPrec)
	bx := new(big.Float).SetPrec(prec).SetFloat64(x)
	pio2 := new(big.Float).SetPrec(prec).SetMantExp(c.BigPi, -1)
	q := new(big.Float).SetPrec(prec).Quo(bx, pio2)
	// k = round(q)
	kq := new(big.Float).SetPrec(prec).Add(q, big.NewFloat(0.5))
	if q.Sign() < 0 {
		kq.Sub(q, big.NewFloat(0.5))
	}
	ki, _ := kq.Int(nil)
	kf := new(big.Float).SetPrec(prec).SetInt(ki)
	r := new(big.Float).SetPrec(prec).Sub(bx, kf.Mul(kf, pio2))
	quad := new(big.Int).And(ki, big.NewInt(3)).Int64()
	return numBigToDD(r), int(quad)
}

// ddSinCosKernel returns sin(r) and cos(r) for |r| <= ~pi/4 (about
// 2**-80 relative error): r = a + b with a = j/64 from a table of sin(a)
// and cos(a), and |b| <= 1/128 handled by short series whose leading
// terms are exact.
func ddSinCosKernel(r numDD) (numDD, numDD) {
	sinb, cosb, sina, cosa, neg := ddSinCosParts(r)
	return ddSinOf(sinb, cosb, sina, cosa, neg), ddCosOf(sinb, cosb, sina, cosa)
}

// ddSinOrCos is ddSinCosKernel's cos(r) when cos, else its sin(r),
// without computing the other.
func ddSinOrCos(r numDD, cos bool) numDD {
	sinb, cosb, sina, cosa, neg := ddSinCosParts(r)
	if cos {
		return ddCosOf(sinb, cosb, sina, cosa)
	}
	return ddSinOf(sinb, cosb, sina, cosa, neg)
}

// ddSinOf is sin(r) from ddSinCosParts: sin(a)cos(b) + cos(a)sin(b),
// negated for negative r.
func ddSinOf(sinb, cosb, sina, cosa numDD, neg bool) numDD {
	s := ddAddFast(ddMul(sina, cosb), ddMul(cosa, sinb))
	if neg {
		return ddNeg(s)
	}
	return s
}

// ddCosOf is cos(r) from ddSinCosParts: cos(a)cos(b) - sin(a)sin(b)
// (cos is even: the sign of r does not matter).
func ddCosOf(sinb, cosb, sina, cosa numDD) numDD {
	return ddSubFast(ddMul(cosa, cosb), ddMul(sina, sinb))
}

// ddSinCosParts splits |r| into a + b with a = j/64 from the tables and
// |b| <= 1/128, and returns sin(b), cos(b), sin(a), cos(a) and whether r
// was negative. Its sums, and ddSinOf's and ddCosOf's, use ddAddFast:
// none of them nearly cancels.
func ddSinCosParts(r numDD) (sinb, cosb, sina, cosa numDD, neg bool) {
	c := DDk()
	neg = r.Hi < 0
	if neg {
		r = ddNeg(r)
	}
	j := int(math.Round(r.Hi * 64))
	if j >= numSinN {
		j = numSinN - 1
	}
	bh, bl := numTwoSum(r.Hi, -float64(j)/64)
	bl += r.Lo
	bh, bl = numQuickTwoSum(bh, bl)
	b := numDD{bh, bl}
	b2 := bh * bh
	// b² exactly (to 2**-106): s2 + s2e.
	s2, s2e := numTwoProd(bh, bh)
	s2e += 2 * bh * bl
	// sin(b) = b + b*(-b²/6 + tail)
	q1 := ddMul(numDD{s2, s2e}, c.invFact[3])
	tailS := b2 * b2 * (1.0/120 + b2*(-1.0/5040+b2*(1.0/362880)))
	qs := ddAddFast(ddNeg(q1), DdF(tailS))
	sinb = ddAddFast(b, ddMul(b, qs))
	// cos(b) = 1 - b²/2 + tail
	tailC := b2 * b2 * (1.0/24 + b2*(-1.0/720+b2*(1.0/40320+b2*(-1.0/3628800))))
	qc := numDD{-0.5 * s2, -0.5*s2e + tailC}
	cosb = ddAddFast(DdF(1), qc)
	return sinb, cosb, c.sinTab[j], c.cosTab[j], neg
}

func CRSin(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	if math.Abs(x) < 0x1p-26 {
		return x
	}
	r, q := ddReduce(x)
	// sin(r + q*pi/2) is sin(r), cos(r), -sin(r), -cos(r) by quadrant.
	v := ddSinOrCos(r, q&1 == 1).val()
	if q >= 2 {
		return -v
	}
	return v
}

func CRCos(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	if math.Abs(x) < 0x1p-27 {
		return 1
	}
	r, q := ddReduce(x)
	// cos(r + q*pi/2) is cos(r), -sin(r), -cos(r), sin(r) by quadrant.
	v := ddSinOrCos(r, q&1 == 0).val()
	if q == 1 || q == 2 {
		return -v
	}
	return v
}

func numCRTan(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	if math.Abs(x) < 0x1p-27 {
		return x
	}
	r, q := ddReduce(x)
	s, c := ddSinCosKernel(r)
	if q&1 == 0 {
		return ddDiv(s, c).val()
	}
	return ddNeg(ddDiv(c, s)).val()
}

// ddAtan computes atan(x) for a double-double x.
func ddAtan(x numDD) numDD {
	c := DDk()
	neg := x.Hi < 0
	if neg {
		x = ddNeg(x)
	}
	inv := false
	if x.Hi > 1 {
		x = ddDiv(DdF(1), x)
		inv = true
	}
	// atan(x) = atan(j/16) + atan((x - j/16) / (1 + x*j/16))
	j := math.Round(x.Hi * 16)
	cj := j / 16
	t := ddDiv(ddSub(x, DdF(cj)), ddAdd(DdF(1), ddMulF(x, cj)))
	// atan(t) = t + t*(-t²/3 + t⁴*tail), |t| <= 1/32; the t³ term is kept
	// in double-double, the tail (below 2**-25 relative) in double.
	th := t.Hi
	s2, s2e := numTwoProd(th, th)
	s2e += 2 * th * t.Lo
	u := th * th
	tail := u * u * (1.0/5 + u*(-1.0/7+u*(1.0/9+u*(-1.0/11+u*(1.0/13+u*(-1.0/15))))))
	q := ddAdd(ddNeg(ddMul(numDD{s2, s2e}, c.invOdd[1])), DdF(tail))
	p := ddAdd(t, ddMul(t, q))
	r := ddAdd(c.atanTab[int(j)], p)
	if inv {
		r = ddSub(c.pio2, r)
	}
	if neg {
		r = ddNeg(r)
	}
	return r
}

func numCRAtan(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 0):
		return math.Copysign(DDk().pio2.Hi, x)
	case math.Abs(x) < 0x1p-27:
		return x
	}
	return ddAtan(DdF(x)).val()
}

func CRAtan2(y, x float64) float64 {
	switch {
	case math.IsNaN(y) || math.IsNaN(x):
		return math.NaN()
	case y == 0:
		if x > 0 || (x == 0 && !math.Signbit(x)) {
			return math.Copysign(0, y)
		}
		return math.Copysign(math.Pi, y)
	case x == 0:
		return math.Copysign(math.Pi/2, y)
	case math.IsInf(x, 0):
		if math.IsInf(x, 1) {
			if math.IsInf(y, 0) {
				return math.Copysign(math.Pi/4, y)
			}
			return math.Copysign(0, y)
		}
		if math.IsInf(y, 0) {
			return math.Copysign(3*math.Pi/4, y)
		}
		return math.Copysign(math.Pi, y)
	case math.IsInf(y, 0):
		return math.Copysign(math.Pi/2, y)
	}
	c := DDk()
	// Scale to avoid overflow/underflow in the quotient.
	_, ey := math.Frexp(y)
	_, ex := math.Frexp(x)
	if ey-ex > 1100 {
		return math.Copysign(math.Pi/2, y)
	}
	if ex-ey > 1100 {
		if x > 0 {
			return y / x
		}
		return math.Copysign(math.Pi, y)
	}
	sy := math.Ldexp(y, -ey)
	sx := math.Ldexp(x, -ex)
	q := ddLdexp(ddDiv(DdF(sy), DdF(sx)), ey-ex)
	if x > 0 {
		if q.Hi != 0 && math.Abs(q.Hi) < 0x1p-1000 {
			return y / x // tiny results: the quotient is already accurate
		}
		return ddAtan(q).val()
	}
	a := ddAtan(q)
	if y > 0 {
		return ddAdd(c.pi, a).val()
	}
	return ddSub(a, c.pi).val()
}

// numCRAsin is a correctly rounded asin.
func numCRAsin(x float64) float64 {
	if math.IsNaN(x) || math.Abs(x) > 1 {
		return math.NaN()
	}
	if math.Abs(x) < 0x1p-26 {
		return x
	}
	if math.Abs(x) == 1 {
		return math.Copysign(DDk().pio2.Hi, x)
	}
	// asin(x) = atan(x / sqrt((1-x)(1+x)))
	ax := math.Abs(x)
	d := ddMul(ddSub(DdF(1), DdF(ax)), ddAdd(DdF(1), DdF(ax)))
	q := ddDiv(DdF(ax), ddSqrt(d))
	r := ddAtan(q).val()
	return math.Copysign(r, x)
}

// numCRAcos is a correctly rounded acos.
func numCRAcos(x float64) float64 {
	if math.IsNaN(x) || math.Abs(x) > 1 {
		return math.NaN()
	}
	if x == 1 {
		return 0
	}
	c := DDk()
	if x == -1 {
		return c.pi.Hi
	}
	// acos(x) = 2 atan(sqrt((1-x)/(1+x)))
	q := ddSqrt(ddDiv(ddSub(DdF(1), DdF(x)), ddAdd(DdF(1), DdF(x))))
	return ddLdexp(ddAtan(q), 1).val()
}

// numCRHypot is a correctly rounded hypot.
func numCRHypot(x, y float64) float64 {
	switch {
	case math.IsInf(x, 0) || math.IsInf(y, 0):
		return math.Inf(1)
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN()
	}
	x, y = math.Abs(x), math.Abs(y)
	if x < y {
		x, y = y, x
	}
	if y == 0 {
		return x
	}
	_, e := math.Frexp(x)
	sx, sy := math.Ldexp(x, -e), math.Ldexp(y, -e)
	px, ex := numTwoProd(sx, sx)
	py, ey := numTwoProd(sy, sy)
	s := ddAdd(numDD{px, ex}, numDD{py, ey})
	r := ddSqrt(s)
	return numDDFinish(r, e)
}
