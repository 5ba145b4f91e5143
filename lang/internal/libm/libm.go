// Package libm computes the elementary float functions (exp, log, pow,
// sin, cos, ...) with the results CPython gets from glibc on Linux, in
// double-double precision rounded once. The runtime's float methods and
// the math, cmath and random modules call it; it uses nothing of the
// runtime.
package libm

import "math"

// Elementary functions with glibc's results (CPython on Linux uses glibc's
// libm). glibc's exp, exp2, log, log2, pow, sin, cos, tan, atan, atan2,
// asin, acos and hypot are correctly rounded in all but rare cases: they
// are computed here in double-double precision and rounded once (dd.go).
// Its expm1 and log1p are fdlibm's, as are Go's, and its log10, sinh, cosh,
// tanh, asinh, acosh, atanh, erf, erfc and cbrt are fdlibm-style algorithms
// built on those primitives; they are reproduced operation by operation.

func purePow(x, y float64) float64 {
	// Callers (float_pow, math.pow) have handled the special values; this
	// sees finite x > 0 and finite non-zero y, or falls back to math.Pow.
	if x > 0 && !math.IsInf(x, 0) && !math.IsNaN(x) && y != 0 && !math.IsInf(y, 0) && !math.IsNaN(y) {
		if x == 1 {
			return 1
		}
		if y == 1 {
			return x
		}
		if y == 2 {
			return x * x
		}
		if y == 0.5 {
			return math.Sqrt(x)
		}
		return numCRPow(x, y)
	}
	if x < 0 && !math.IsInf(x, 0) && y == math.Trunc(y) && !math.IsInf(y, 0) {
		r := purePow(-x, y)
		if math.Mod(y, 2) != 0 {
			return -r
		}
		return r
	}
	return math.Pow(x, y)
}

func pureExp(x float64) float64   { return CRExp(x) }
func pureExp2(x float64) float64  { return numCRExp2(x) }
func pureExpm1(x float64) float64 { return math.Expm1(x) }
func pureLog(x float64) float64   { return CRLog(x) }
func pureLog2(x float64) float64  { return numCRLog2(x) }
func pureLog1p(x float64) float64 { return math.Log1p(x) }
func pureSin(x float64) float64   { return CRSin(x) }
func pureCos(x float64) float64   { return CRCos(x) }
func pureTan(x float64) float64   { return numCRTan(x) }
func pureAsin(x float64) float64  { return numCRAsin(x) }
func pureAcos(x float64) float64  { return numCRAcos(x) }
func pureAtan(x float64) float64  { return numCRAtan(x) }
func pureAtan2(y, x float64) float64 {
	return CRAtan2(y, x)
}

// pureHypot is glibc's hypot (Borges' algorithm with a correction step,
// built without FMA on x86-64).
func pureHypot(x, y float64) float64 {
	const (
		scale    = 0x1p-600
		largeVal = 0x1p+511
		tinyVal  = 0x1p-511
		eps      = 0x1p-54
	)
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return math.Inf(1)
	}
	if math.IsNaN(x) || math.IsNaN(y) {
		return x + y
	}
	x, y = math.Abs(x), math.Abs(y)
	ax, ay := x, y
	if x < y {
		ax, ay = y, x
	}
	if ax > largeVal {
		if ay <= ax*eps {
			return ax + ay
		}
		return numHypotKernel(ax*scale, ay*scale) / scale
	}
	if ay < tinyVal {
		if ax >= ay/eps {
			return ax + ay
		}
		return numHypotKernel(ax/scale, ay/scale) * scale
	}
	if ay <= ax*eps {
		return ax + ay
	}
	return numHypotKernel(ax, ay)
}

func numHypotKernel(ax, ay float64) float64 {
	h := math.Sqrt(float64(ax*ax) + float64(ay*ay))
	var t1, t2 float64
	if h <= 2.0*ay {
		delta := h - ay
		t1 = ax * (2.0*delta - ax)
		t2 = (delta - 2.0*(ax-ay)) * delta
	} else {
		delta := h - ax
		t1 = 2.0 * delta * (ax - 2.0*ay)
		t2 = float64((4.0*delta-ay)*ay) + float64(delta*delta)
	}
	h -= (t1 + t2) / (2.0 * h)
	return h
}

// pureLog10 is fdlibm's __ieee754_log10.
func pureLog10(x float64) float64 {
	const (
		two54     = 1.80143985094819840000e+16
		ivln10    = 4.34294481903251816668e-01
		log10_2hi = 3.01029995663611771306e-01
		log10_2lo = 3.69423907715893078616e-13
	)
	bits := math.Float64bits(x)
	hx := int32(bits >> 32)
	lx := uint32(bits)
	k := int32(0)
	if hx < 0x00100000 {
		if (hx&0x7fffffff)|int32(lx) == 0 {
			return math.Inf(-1)
		}
		if hx < 0 {
			return math.NaN()
		}
		k -= 54
		x *= two54
		hx = int32(math.Float64bits(x) >> 32)
	}
	if hx >= 0x7ff00000 {
		return x + x
	}
	k += (hx >> 20) - 1023
	i := int32(uint32(k) >> 31)
	hx = (hx & 0x000fffff) | ((0x3ff - i) << 20)
	y := float64(k + i)
	x = math.Float64frombits(uint64(uint32(hx))<<32 | uint64(math.Float64bits(x)&0xffffffff))
	z := float64(y*log10_2lo) + float64(ivln10*pureLog(x))
	return z + float64(y*log10_2hi)
}

// pureSinh is fdlibm's __ieee754_sinh.
func pureSinh(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x + x
	}
	h := 0.5
	if x < 0 {
		h = -h
	}
	ax := math.Abs(x)
	ix := uint32(math.Float64bits(ax) >> 32)
	if ix < 0x40360000 { // |x| < 22
		if ix < 0x3e300000 { // |x| < 2**-28
			return x
		}
		t := pureExpm1(ax)
		if ix < 0x3ff00000 {
			return h * (2.0*t - float64(t*t)/(t+1))
		}
		return h * (t + t/(t+1))
	}
	if ix < 0x40862e42 { // |x| < log(maxdouble)
		return h * pureExp(ax)
	}
	if math.Float64bits(ax) <= 0x408633ce8fb9f87d {
		w := pureExp(0.5 * ax)
		t := h * w
		return t * w
	}
	return x * 1.0e307
}

// pureCosh is fdlibm's __ieee754_cosh.
func pureCosh(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x * x
	}
	ax := math.Abs(x)
	ix := uint32(math.Float64bits(ax) >> 32)
	if ix < 0x40360000 { // |x| < 22
		if ix < 0x3fd62e43 { // |x| < 0.5*ln2
			if ix < 0x3c800000 {
				return 1
			}
			t := pureExpm1(ax)
			w := 1 + t
			return 1 + float64(t*t)/(w+w)
		}
		t := pureExp(ax)
		return 0.5*t + 0.5/t
	}
	if ix < 0x40862e42 {
		return 0.5 * pureExp(ax)
	}
	if math.Float64bits(ax) <= 0x408633ce8fb9f87d {
		w := pureExp(0.5 * ax)
		t := 0.5 * w
		return t * w
	}
	return math.Inf(1)
}

// pureTanh is fdlibm's tanh.
func pureTanh(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	if math.IsInf(x, 0) {
		return math.Copysign(1, x)
	}
	ax := math.Abs(x)
	ix := uint32(math.Float64bits(ax) >> 32)
	var z float64
	if ix < 0x40360000 {
		if x == 0 {
			return x
		}
		if ix < 0x3c800000 {
			return x * (1 + x)
		}
		if ix >= 0x3ff00000 {
			t := pureExpm1(2 * ax)
			z = 1 - 2/(t+2)
		} else {
			t := pureExpm1(-2 * ax)
			z = -t / (t + 2)
		}
	} else {
		z = 1
	}
	if x < 0 {
		return -z
	}
	return z
}

// pureAsinh is fdlibm's asinh.
func pureAsinh(x float64) float64 {
	const ln2 = 6.93147180559945286227e-01
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x + x
	}
	xa := math.Abs(x)
	ix := uint32(math.Float64bits(xa) >> 32)
	if ix < 0x3e300000 {
		return x
	}
	var w float64
	if ix > 0x41b00000 {
		w = pureLog(xa) + ln2
	} else if ix > 0x40000000 {
		w = pureLog(2.0*xa + 1/(math.Sqrt(float64(xa*xa)+1)+xa))
	} else {
		t := xa * xa
		w = pureLog1p(xa + t/(1+math.Sqrt(1+t)))
	}
	return math.Copysign(w, x)
}

// pureAcosh is fdlibm's __ieee754_acosh.
func pureAcosh(x float64) float64 {
	const ln2 = 6.93147180559945286227e-01
	switch {
	case math.IsNaN(x):
		return x
	case x < 1:
		return math.NaN()
	case x >= 0x1p28:
		if math.IsInf(x, 0) {
			return x
		}
		return pureLog(x) + ln2
	case x == 1:
		return 0
	case x > 2:
		t := x * x
		return pureLog(2.0*x - 1/(x+math.Sqrt(t-1)))
	}
	t := x - 1
	return pureLog1p(t + math.Sqrt(2.0*t+float64(t*t)))
}

// pureAtanh is glibc's __ieee754_atanh.
func pureAtanh(x float64) float64 {
	xa := math.Abs(x)
	var t float64
	switch {
	case math.IsNaN(x):
		return x
	case xa < 0.5:
		if xa < 0x1p-28 {
			return x
		}
		t = xa + xa
		t = 0.5 * pureLog1p(t+float64(t*xa)/(1-xa))
	case xa < 1:
		t = 0.5 * pureLog1p((xa+xa)/(1-xa))
	case xa > 1:
		return math.NaN()
	default:
		return x / 0
	}
	return math.Copysign(t, x)
}

// pureCbrt is glibc's cbrt: a polynomial first guess refined by one
// Halley step, then scaled by the cube root of the remaining power of two.
// It is not correctly rounded (cbrt(27.0) is 3.0000000000000004), so it is
// reproduced rather than computed exactly.
func pureCbrt(x float64) float64 {
	factor := &numCbrtFactor
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return x + x
	}
	xm, xe := math.Frexp(math.Abs(x))
	u := 0.354895765043919860 +
		(1.50819193781584896+
			(-2.11499494167371287+
				(2.44693122563534430+
					(-1.83469277483613086+
						(0.784932344976639262-0.145263899385486377*xm)*xm)*
						xm)*
					xm)*
				xm)*
			xm
	t2 := u * u * u
	ym := u * (t2 + 2.0*xm) / (2.0*t2 + xm) * factor[2+xe%3]
	return math.Ldexp(math.Copysign(ym, x), xe/3)
}

// numCbrtFactor holds 2**(k/3) for k = -2..2; the reciprocals are divided
// in double precision at run time, as C compilers fold them.
var numCbrtFactor = func() [5]float64 {
	var cbrt2 float64 = 1.2599210498948731648    // 2**(1/3)
	var sqrCbrt2 float64 = 1.5874010519681994748 // 2**(2/3)
	return [5]float64{1.0 / sqrCbrt2, 1.0 / cbrt2, 1.0, cbrt2, sqrCbrt2}
}()

// The fdlibm coefficients of erf and erfc.
const (
	numErx     = 8.45062911510467529297e-01
	numEfx     = 1.28379167095512586316e-01
	numPp0     = 1.28379167095512558561e-01
	numPp1     = -3.25042107247001499370e-01
	numPp2     = -2.84817495755985104766e-02
	numPp3     = -5.77027029648944159157e-03
	numPp4     = -2.37630166566501626084e-05
	numQq1     = 3.97917223959155352819e-01
	numQq2     = 6.50222499887672944485e-02
	numQq3     = 5.08130628187576562776e-03
	numQq4     = 1.32494738004321644526e-04
	numQq5     = -3.96022827877536812320e-06
	numPa0     = -2.36211856075265944077e-03
	numPa1     = 4.14856118683748331666e-01
	numPa2     = -3.72207876035701323847e-01
	numPa3     = 3.18346619901161753674e-01
	numPa4     = -1.10894694282396677476e-01
	numPa5     = 3.54783043256182359371e-02
	numPa6     = -2.16637559486879084300e-03
	numQa1     = 1.06420880400844228286e-01
	numQa2     = 5.40397917702171048937e-01
	numQa3     = 7.18286544141962662868e-02
	numQa4     = 1.26171219808761642112e-01
	numQa5     = 1.36370839120290507362e-02
	numQa6     = 1.19844998467991074170e-02
	numRa0     = -9.86494403484714822705e-03
	numRa1     = -6.93858572707181764372e-01
	numRa2     = -1.05586262253232909814e+01
	numRa3     = -6.23753324503260060396e+01
	numRa4     = -1.62396669462573470355e+02
	numRa5     = -1.84605092906711035994e+02
	numRa6     = -8.12874355063065934246e+01
	numRa7     = -9.81432934416914548592e+00
	numSa1     = 1.96512716674392571292e+01
	numSa2     = 1.37657754143519042600e+02
	numSa3     = 4.34565877475229228821e+02
	numSa4     = 6.45387271733267880336e+02
	numSa5     = 4.29008140027567833386e+02
	numSa6     = 1.08635005541779435134e+02
	numSa7     = 6.57024977031928170135e+00
	numSa8     = -6.04244152148580987438e-02
	numRb0     = -9.86494292470009928597e-03
	numRb1     = -7.99283237680523006574e-01
	numRb2     = -1.77579549177547519889e+01
	numRb3     = -1.60636384855821916062e+02
	numRb4     = -6.37566443368389627722e+02
	numRb5     = -1.02509513161107724954e+03
	numRb6     = -4.83519191608651397019e+02
	numSb1     = 3.03380607434824582924e+01
	numSb2     = 3.25792512996573918826e+02
	numSb3     = 1.53672958608443695994e+03
	numSb4     = 3.19985821950859553908e+03
	numSb5     = 2.55305040643316442583e+03
	numSb6     = 4.74528541206955367215e+02
	numSb7     = -2.24409524465858183362e+01
	numErfTiny = 1e-300
)

// numErfSmall is the rational approximation for |x| < 0.84375 (glibc's
// evaluation order).
func numErfSmall(x float64) float64 {
	z := x * x
	r1 := numPp0 + z*numPp1
	z2 := z * z
	r2 := numPp2 + z*numPp3
	z4 := z2 * z2
	s1 := 1 + z*numQq1
	s2 := numQq2 + z*numQq3
	s3 := numQq4 + z*numQq5
	r := r1 + z2*r2 + z4*numPp4
	s := s1 + z2*s2 + z4*s3
	return r / s
}

// numErfMid is P/Q for 0.84375 <= |x| < 1.25.
func numErfMid(ax float64) float64 {
	s := ax - 1
	p1 := numPa0 + s*numPa1
	s2 := s * s
	q1 := 1 + s*numQa1
	s4 := s2 * s2
	p2 := numPa2 + s*numPa3
	s6 := s4 * s2
	q2 := numQa2 + s*numQa3
	p3 := numPa4 + s*numPa5
	q3 := numQa4 + s*numQa5
	p := p1 + s2*p2 + s4*p3 + s6*numPa6
	q := q1 + s2*q2 + s4*q3 + s6*numQa6
	return p / q
}

// numErfTail is exp(-z*z-0.5625)*exp((z-x)*(z+x)+R/S) for |x| >= 1.25;
// split is the high word where the second rational approximation starts.
func numErfTail(ax float64, split uint32) float64 {
	s := 1 / (ax * ax)
	var R, S float64
	if uint32(math.Float64bits(ax)>>32) < split {
		r1 := numRa0 + s*numRa1
		s2 := s * s
		S1 := 1 + s*numSa1
		s4 := s2 * s2
		r2 := numRa2 + s*numRa3
		s6 := s4 * s2
		S2 := numSa2 + s*numSa3
		s8 := s4 * s4
		r3 := numRa4 + s*numRa5
		S3 := numSa4 + s*numSa5
		r4 := numRa6 + s*numRa7
		S4 := numSa6 + s*numSa7
		R = r1 + s2*r2 + s4*r3 + s6*r4
		S = S1 + s2*S2 + s4*S3 + s6*S4 + s8*numSa8
	} else {
		r1 := numRb0 + s*numRb1
		s2 := s * s
		S1 := 1 + s*numSb1
		s4 := s2 * s2
		r2 := numRb2 + s*numRb3
		s6 := s4 * s2
		S2 := numSb2 + s*numSb3
		r3 := numRb4 + s*numRb5
		S3 := numSb4 + s*numSb5
		S4 := numSb6 + s*numSb7
		R = r1 + s2*r2 + s4*r3 + s6*numRb6
		S = S1 + s2*S2 + s4*S3 + s6*S4
	}
	z := math.Float64frombits(math.Float64bits(ax) & 0xffffffff00000000)
	return pureExp(-z*z-0.5625) * pureExp((z-ax)*(z+ax)+R/S)
}

// pureErf is glibc's erf.
func pureErf(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 0):
		return math.Copysign(1, x)
	}
	ax := math.Abs(x)
	ix := uint32(math.Float64bits(ax) >> 32)
	if ix < 0x3feb0000 { // |x| < 0.84375
		if ix < 0x3e300000 { // |x| < 2**-28
			if ix < 0x00800000 {
				return 0.0625 * (16.0*x + (16.0*numEfx)*x)
			}
			return x + numEfx*x
		}
		return x + x*numErfSmall(x)
	}
	if ix < 0x3ff40000 { // |x| < 1.25
		if x >= 0 {
			return numErx + numErfMid(ax)
		}
		return -numErx - numErfMid(ax)
	}
	if ix >= 0x40180000 { // |x| >= 6
		if x >= 0 {
			return 1 - numErfTiny
		}
		return numErfTiny - 1
	}
	r := numErfTail(ax, 0x4006DB6E)
	if x >= 0 {
		return 1 - r/ax
	}
	return r/ax - 1
}

// pureErfc is glibc's erfc.
func pureErfc(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 1):
		return 0
	case math.IsInf(x, -1):
		return 2
	}
	ax := math.Abs(x)
	hx := int32(math.Float64bits(x) >> 32)
	ix := uint32(math.Float64bits(ax) >> 32)
	if ix < 0x3feb0000 { // |x| < 0.84375
		if ix < 0x3c700000 { // |x| < 2**-56
			return 1 - x
		}
		y := numErfSmall(x)
		if hx < 0x3fd00000 { // x < 1/4
			return 1 - (x + x*y)
		}
		r := x * y
		r += x - 0.5
		return 0.5 - r
	}
	if ix < 0x3ff40000 { // |x| < 1.25
		pq := numErfMid(ax)
		if hx >= 0 {
			z := 1 - numErx
			return z - pq
		}
		z := numErx + pq
		return 1 + z
	}
	if ix < 0x403c0000 { // |x| < 28
		if hx < 0 && ix >= 0x40180000 {
			return 2 - numErfTiny
		}
		r := numErfTail(ax, 0x4006DB6D)
		if hx > 0 {
			return r / ax
		}
		return 2 - r/ax
	}
	if hx > 0 {
		return 0
	}
	return 2 - numErfTiny
}
