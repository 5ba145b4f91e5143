package mathmod

import (
	"math"
	"math/big"

	"github.com/cpjit/cpjit/lang/internal/libm"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The math module (CPython 3.13's Modules/mathmodule.c).

// numArg1 checks a one-argument math function call.
func numArg1(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg) error {
	if len(kw) > 0 {
		return vm.TypeError("math.%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return vm.TypeError("math.%s() takes exactly one argument (%d given)", name, len(args))
	}
	return nil
}

// numMath1 is math_1: a libm function of one float with CPython's error
// mapping (NaN from non-NaN: domain error; infinity from a finite
// argument: range error if canOverflow, else domain error).
func numMath1(name string, f func(float64) float64, canOverflow bool) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := numArg1(vm, name, args, kw); err != nil {
			return rt.Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		r := f(x)
		if math.IsNaN(r) && !math.IsNaN(x) {
			return rt.Unbound, vm.MathDomainError()
		}
		if math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsNaN(x) {
			if canOverflow {
				return rt.Unbound, vm.MathRangeError()
			}
			return rt.Unbound, vm.MathDomainError()
		}
		return rt.FloatValue(r), nil
	}
}

// numIsError is is_error(): the exception for errno (nil for underflow).
func numIsError(vm *rt.VM, r float64, e libm.Errno) error {
	switch e {
	case libm.EDOM:
		return vm.MathDomainError()
	case libm.ERANGE:
		if math.Abs(r) < 1.5 {
			return nil
		}
		return vm.MathRangeError()
	}
	return nil
}

// numMath1a is math_1a: a function reporting its own errno.
func numMath1a(name string, f func(float64) (float64, libm.Errno)) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := numArg1(vm, name, args, kw); err != nil {
			return rt.Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		r, e := f(x)
		if err := numIsError(vm, r, e); err != nil {
			return rt.Unbound, err
		}
		return rt.FloatValue(r), nil
	}
}

// numMath2 is math_2 (atan2, copysign, remainder, ...).
func numMath2(name string, f func(x, y float64) float64) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.MathArgs(name, args, kw, 2); err != nil {
			return rt.Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		y, err := vm.ToFloat(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		r := f(x, y)
		if math.IsNaN(r) && !math.IsNaN(x) && !math.IsNaN(y) {
			return rt.Unbound, vm.MathDomainError()
		}
		if math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsNaN(x) && !math.IsInf(y, 0) && !math.IsNaN(y) {
			return rt.Unbound, vm.MathRangeError()
		}
		return rt.FloatValue(r), nil
	}
}

// Lanczos approximation (CPython's m_tgamma / m_lgamma).

const (
	numLanczosN          = 13
	numLanczosG          = 6.024680040776729583740234375
	numLanczosGMinusHalf = 5.524680040776729583740234375
	numPi                = 3.141592653589793238462643383279502884197
	numLogPi             = 1.144729885849400174143427351353058711647
	numNGammaIntegral    = 23
)

var numLanczosNumCoeffs = [numLanczosN]float64{
	23531376880.410759688572007674451636754734846804940,
	42919803642.649098768957899047001988850926355848959,
	35711959237.355668049440185451547166705960488635843,
	17921034426.037209699919755754458931112671403265390,
	6039542586.3520280050642916443072979210699388420708,
	1439720407.3117216736632230727949123939715485786772,
	248874557.86205415651146038641322942321632125127801,
	31426415.585400194380614231628318205362874684987640,
	2876370.6289353724412254090516208496135991145378768,
	186056.26539522349504029498971604569928220784236328,
	8071.6720023658162106380029022722506138218516325024,
	210.82427775157934587250973392071336271166969580291,
	2.5066282746310002701649081771338373386264310793408,
}

var numLanczosDenCoeffs = [numLanczosN]float64{
	0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
	13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0}

var numGammaIntegral = [numNGammaIntegral]float64{
	1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0,
	3628800.0, 39916800.0, 479001600.0, 6227020800.0, 87178291200.0,
	1307674368000.0, 20922789888000.0, 355687428096000.0,
	6402373705728000.0, 121645100408832000.0, 2432902008176640000.0,
	51090942171709440000.0, 1124000727777607680000.0,
}

func numLanczosSum(x float64) float64 {
	num, den := 0.0, 0.0
	if x < 5.0 {
		for i := numLanczosN - 1; i >= 0; i-- {
			num = num*x + numLanczosNumCoeffs[i]
			den = den*x + numLanczosDenCoeffs[i]
		}
	} else {
		for i := 0; i < numLanczosN; i++ {
			num = num/x + numLanczosNumCoeffs[i]
			den = den/x + numLanczosDenCoeffs[i]
		}
	}
	return num / den
}

func numSinPi(x float64) float64 {
	y := math.Mod(math.Abs(x), 2.0)
	n := int(math.Round(2.0 * y))
	var r float64
	switch n {
	case 0:
		r = libm.Sin(numPi * y)
	case 1:
		r = libm.Cos(numPi * (y - 0.5))
	case 2:
		r = libm.Sin(numPi * (1.0 - y))
	case 3:
		r = -libm.Cos(numPi * (y - 1.5))
	default:
		r = libm.Sin(numPi * (y - 2.0))
	}
	return math.Copysign(1.0, x) * r
}

func numTGamma(x float64) (float64, libm.Errno) {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		if math.IsNaN(x) || x > 0 {
			return x, libm.OK
		}
		return math.NaN(), libm.EDOM
	}
	if x == 0 {
		return math.Copysign(math.Inf(1), x), libm.EDOM
	}
	if x == math.Floor(x) {
		if x < 0 {
			return math.NaN(), libm.EDOM
		}
		if x <= numNGammaIntegral {
			return numGammaIntegral[int(x)-1], libm.OK
		}
	}
	absx := math.Abs(x)
	if absx < 1e-20 {
		r := 1.0 / x
		if math.IsInf(r, 0) {
			return r, libm.ERANGE
		}
		return r, libm.OK
	}
	if absx > 200.0 {
		if x < 0 {
			return 0.0 / numSinPi(x), libm.OK
		}
		return math.Inf(1), libm.ERANGE
	}
	y := absx + numLanczosGMinusHalf
	var z float64
	if absx > numLanczosGMinusHalf {
		q := y - absx
		z = q - numLanczosGMinusHalf
	} else {
		q := y - numLanczosGMinusHalf
		z = q - absx
	}
	z = z * numLanczosG / y
	var r float64
	if x < 0 {
		r = -numPi / numSinPi(absx) / absx * libm.Exp(y) / numLanczosSum(absx)
		r -= z * r
		if absx < 140.0 {
			r /= libm.Pow(y, absx-0.5)
		} else {
			sqrtpow := libm.Pow(y, absx/2.0-0.25)
			r /= sqrtpow
			r /= sqrtpow
		}
	} else {
		r = numLanczosSum(absx) / libm.Exp(y)
		r += z * r
		if absx < 140.0 {
			r *= libm.Pow(y, absx-0.5)
		} else {
			sqrtpow := libm.Pow(y, absx/2.0-0.25)
			r *= sqrtpow
			r *= sqrtpow
		}
	}
	if math.IsInf(r, 0) {
		return r, libm.ERANGE
	}
	return r, libm.OK
}

func numLGamma(x float64) (float64, libm.Errno) {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		if math.IsNaN(x) {
			return x, libm.OK
		}
		return math.Inf(1), libm.OK
	}
	if x == math.Floor(x) && x <= 2.0 {
		if x <= 0 {
			return math.Inf(1), libm.EDOM
		}
		return 0.0, libm.OK
	}
	absx := math.Abs(x)
	if absx < 1e-20 {
		return -libm.Log(absx), libm.OK
	}
	r := libm.Log(numLanczosSum(absx)) - numLanczosG
	r += (absx - 0.5) * (libm.Log(absx+numLanczosG-0.5) - 1)
	if x < 0 {
		r = numLogPi - libm.Log(math.Abs(numSinPi(absx))) - libm.Log(absx) - r
	}
	if math.IsInf(r, 0) {
		return r, libm.ERANGE
	}
	return r, libm.OK
}

// numMLog is m_log (and m_log2 / m_log10 through f).
func numMLog(f func(float64) float64) func(float64) (float64, libm.Errno) {
	return func(x float64) (float64, libm.Errno) {
		if math.IsInf(x, 0) || math.IsNaN(x) {
			if math.IsNaN(x) || x > 0 {
				return x, libm.OK
			}
			return math.NaN(), libm.EDOM
		}
		if x > 0 {
			return f(x), libm.OK
		}
		if x == 0 {
			return math.Inf(-1), libm.EDOM
		}
		return math.NaN(), libm.EDOM
	}
}

// numLogHelper is loghelper: logs of arbitrarily large ints.
func numLogHelper(vm *rt.VM, arg rt.Value, f func(float64) (float64, libm.Errno)) (float64, error) {
	if x, ok := vm.IntOf(arg); ok && x.Big != nil {
		if x.Sign() <= 0 {
			return 0, vm.MathDomainError()
		}
		if fx, err := vm.IntToFloat(x); err == nil {
			r, e := f(fx)
			if err := numIsError(vm, r, e); err != nil {
				return 0, err
			}
			return r, nil
		}
		// Too large for a float: log(m * 2**e) = log(m) + log(2) * e.
		m, e := numLongFrexp(x.Big)
		r1, _ := f(m)
		r2, _ := f(2.0)
		return r1 + r2*float64(e), nil
	} else if ok && x.Sign() <= 0 {
		return 0, vm.MathDomainError()
	}
	fx, err := vm.ToFloat(arg)
	if err != nil {
		return 0, err
	}
	r, e := f(fx)
	if err := numIsError(vm, r, e); err != nil {
		return 0, err
	}
	return r, nil
}

// numLongFrexp is _PyLong_Frexp for a positive b: m in [0.5, 1) with
// b ≈ m * 2**e (m rounded half-even to 53 bits).
func numLongFrexp(b *big.Int) (float64, int64) {
	n := b.BitLen()
	f := new(big.Float).SetPrec(53).SetMode(big.ToNearestEven).SetInt(b)
	mant := new(big.Float)
	exp := f.MantExp(mant)
	m, _ := mant.Float64()
	_ = n
	return m, int64(exp)
}

func numMathLog(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(kw) > 0 {
		return rt.Unbound, vm.TypeError("log() takes no keyword arguments")
	}
	if len(args) < 1 {
		return rt.Unbound, vm.TypeError("log expected at least 1 argument, got %d", len(args))
	}
	if len(args) > 2 {
		return rt.Unbound, vm.TypeError("log expected at most 2 arguments, got %d", len(args))
	}
	mlog := numMLog(libm.Log)
	num, err := numLogHelper(vm, args[0], mlog)
	if err != nil {
		return rt.Unbound, err
	}
	if len(args) == 1 {
		return rt.FloatValue(num), nil
	}
	den, err := numLogHelper(vm, args[1], mlog)
	if err != nil {
		return rt.Unbound, err
	}
	if den == 0 {
		return rt.Unbound, vm.NewError(rt.ZeroDivisionErrorType, "float division by zero")
	}
	return rt.FloatValue(num / den), nil
}

func numMathLogN(name string, f func(float64) float64) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := numArg1(vm, name, args, kw); err != nil {
			return rt.Unbound, err
		}
		r, err := numLogHelper(vm, args[0], numMLog(f))
		if err != nil {
			return rt.Unbound, err
		}
		return rt.FloatValue(r), nil
	}
}

func numMathPow(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.MathArgs("pow", args, kw, 2); err != nil {
		return rt.Unbound, err
	}
	x, err := vm.ToFloat(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	y, err := vm.ToFloat(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	var r float64
	e := libm.OK
	fin := func(f float64) bool { return !math.IsInf(f, 0) && !math.IsNaN(f) }
	if !fin(x) || !fin(y) {
		switch {
		case math.IsNaN(x):
			if y == 0 {
				r = 1
			} else {
				r = x
			}
		case math.IsNaN(y):
			if x == 1 {
				r = 1
			} else {
				r = y
			}
		case math.IsInf(x, 0):
			oddY := fin(y) && math.Mod(math.Abs(y), 2.0) == 1.0
			switch {
			case y > 0:
				if oddY {
					r = x
				} else {
					r = math.Abs(x)
				}
			case y == 0:
				r = 1
			default:
				if oddY {
					r = math.Copysign(0, x)
				} else {
					r = 0
				}
			}
		default:
			switch {
			case math.Abs(x) == 1:
				r = 1
			case y > 0 && math.Abs(x) > 1:
				r = y
			case y < 0 && math.Abs(x) < 1:
				r = -y
			default:
				r = 0
			}
		}
	} else {
		r = libm.Pow(x, y)
		if !fin(r) {
			if math.IsNaN(r) {
				e = libm.EDOM
			} else if x == 0 {
				e = libm.EDOM
			} else {
				e = libm.ERANGE
			}
		}
	}
	if err := numIsError(vm, r, e); err != nil {
		return rt.Unbound, err
	}
	return rt.FloatValue(r), nil
}

func numMathFmod(x, y float64) (float64, libm.Errno) {
	if math.IsInf(y, 0) && !math.IsInf(x, 0) && !math.IsNaN(x) {
		return x, libm.OK
	}
	r := math.Mod(x, y)
	if math.IsNaN(r) && !math.IsNaN(x) && !math.IsNaN(y) {
		return r, libm.EDOM
	}
	return r, libm.OK
}

// numMathIntegral implements floor/ceil: float fast path, the type's
// __floor__/__ceil__, else conversion to float.
func numMathIntegral(name, dunder string, f func(float64) float64) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := numArg1(vm, name, args, kw); err != nil {
			return rt.Unbound, err
		}
		v := args[0]
		if v.IsFloat() {
			return vm.FloatToInt(f(v.Float()))
		}
		if v.IsSmallInt() {
			return v, nil
		}
		if m, ok := vm.ClassOf(v).Lookup(vm, dunder); ok && m != rt.None {
			return vm.CallBinaryUnary(m, v)
		}
		x, err := vm.ToFloat(v)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.FloatToInt(f(x))
	}
}

// numAsDouble is ASSIGN_DOUBLE: floats, ints (exact conversion), others
// through __float__.
func numAsDouble(vm *rt.VM, v rt.Value) (float64, error) {
	return vm.ToFloat(v)
}

// numVectorNorm is CPython's vector_norm (hypot and dist): accurate to
// within 1 ulp, almost always correctly rounded.
func numVectorNorm(vec []float64, maxv float64, foundNaN bool) float64 {
	if math.IsInf(maxv, 0) {
		return maxv
	}
	if foundNaN {
		return math.NaN()
	}
	if maxv == 0 || len(vec) <= 1 {
		return maxv
	}
	_, maxE := math.Frexp(maxv)
	if maxE < -1023 {
		const dblMin = 2.2250738585072014e-308
		for i := range vec {
			vec[i] /= dblMin
		}
		return dblMin * numVectorNorm(vec, maxv/dblMin, foundNaN)
	}
	scale := math.Ldexp(1.0, -maxE)
	csum, frac1, frac2 := 1.0, 0.0, 0.0
	for _, x := range vec {
		x *= scale
		prHi := x * x
		prLo := math.FMA(x, x, -prHi)
		smHi := csum + prHi
		smLo := prHi - (smHi - csum)
		csum = smHi
		frac1 += prLo
		frac2 += smLo
	}
	h := math.Sqrt(csum - 1.0 + (frac1 + frac2))
	prHi := -h * h
	prLo := math.FMA(-h, h, -prHi)
	smHi := csum + prHi
	smLo := prHi - (smHi - csum)
	csum = smHi
	frac1 += prLo
	frac2 += smLo
	x := csum - 1.0 + (frac1 + frac2)
	h += x / (2.0 * h)
	return h / scale
}

func numMathHypot(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(kw) > 0 {
		return rt.Unbound, vm.TypeError("hypot() takes no keyword arguments")
	}
	vec := make([]float64, len(args))
	maxv := 0.0
	nan := false
	for i, a := range args {
		x, err := numAsDouble(vm, a)
		if err != nil {
			return rt.Unbound, err
		}
		x = math.Abs(x)
		vec[i] = x
		if math.IsNaN(x) {
			nan = true
		}
		if x > maxv {
			maxv = x
		}
	}
	return rt.FloatValue(numVectorNorm(vec, maxv, nan)), nil
}

func numMathDist(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.MathArgs("dist", args, kw, 2); err != nil {
		return rt.Unbound, err
	}
	p, err := vm.Collect(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	q, err := vm.Collect(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	if len(p) != len(q) {
		return rt.Unbound, vm.ValueError("both points must have the same number of dimensions")
	}
	vec := make([]float64, len(p))
	maxv := 0.0
	nan := false
	for i := range p {
		px, err := numAsDouble(vm, p[i])
		if err != nil {
			return rt.Unbound, err
		}
		qx, err := numAsDouble(vm, q[i])
		if err != nil {
			return rt.Unbound, err
		}
		x := math.Abs(px - qx)
		vec[i] = x
		if math.IsNaN(x) {
			nan = true
		}
		if x > maxv {
			maxv = x
		}
	}
	return rt.FloatValue(numVectorNorm(vec, maxv, nan)), nil
}

// numMathFsum is math.fsum (Shewchuk's exact partials, CPython's rounding).
func numMathFsum(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := numArg1(vm, "fsum", args, kw); err != nil {
		return rt.Unbound, err
	}
	it, err := vm.Iter(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	var p []float64
	specialSum, infSum := 0.0, 0.0
	for {
		item, ok, err := vm.Next(it)
		if err != nil {
			return rt.Unbound, err
		}
		if !ok {
			break
		}
		x, err := numAsDouble(vm, item)
		if err != nil {
			return rt.Unbound, err
		}
		xsave := x
		i := 0
		for j := 0; j < len(p); j++ {
			y := p[j]
			if math.Abs(x) < math.Abs(y) {
				x, y = y, x
			}
			hi := x + y
			yr := hi - x
			lo := y - yr
			if lo != 0 {
				p[i] = lo
				i++
			}
			x = hi
		}
		p = p[:i]
		if x != 0 {
			if math.IsInf(x, 0) || math.IsNaN(x) {
				if !math.IsInf(xsave, 0) && !math.IsNaN(xsave) {
					return rt.Unbound, vm.NewError(rt.OverflowErrorType, "intermediate overflow in fsum")
				}
				if math.IsInf(xsave, 0) {
					infSum += xsave
				}
				specialSum += xsave
				p = p[:0]
			} else {
				p = append(p, x)
			}
		}
	}
	if specialSum != 0 {
		if math.IsNaN(infSum) {
			return rt.Unbound, vm.ValueError("-inf + inf in fsum")
		}
		return rt.FloatValue(specialSum), nil
	}
	hi := 0.0
	n := len(p)
	if n > 0 {
		lo := 0.0
		n--
		hi = p[n]
		for n > 0 {
			x := hi
			n--
			y := p[n]
			hi = x + y
			yr := hi - x
			lo = y - yr
			if lo != 0 {
				break
			}
		}
		if n > 0 && ((lo < 0 && p[n-1] < 0) || (lo > 0 && p[n-1] > 0)) {
			y := lo * 2.0
			x := hi + y
			yr := x - hi
			if y == yr {
				hi = x
			}
		}
	}
	return rt.FloatValue(hi), nil
}

// numIndexArgs converts every argument with __index__.
func numIndexArgs(vm *rt.VM, args []rt.Value) ([]rt.IntOperand, error) {
	out := make([]rt.IntOperand, len(args))
	for i, a := range args {
		x, err := vm.IndexOperand(a)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

func numGCD(a, b rt.IntOperand) rt.IntOperand {
	if a.Big == nil && b.Big == nil && a.Small != math.MinInt64 && b.Small != math.MinInt64 {
		x, y := a.Small, b.Small
		if x < 0 {
			x = -x
		}
		if y < 0 {
			y = -y
		}
		for y != 0 {
			x, y = y, x%y
		}
		return rt.IntOperand{Small: x}
	}
	return rt.Norm(new(big.Int).GCD(nil, nil, new(big.Int).Abs(a.AsBig()), new(big.Int).Abs(b.AsBig())))
}

func numMathGcd(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(kw) > 0 {
		return rt.Unbound, vm.TypeError("gcd() takes no keyword arguments")
	}
	xs, err := numIndexArgs(vm, args)
	if err != nil {
		return rt.Unbound, err
	}
	g := rt.IntOperand{}
	for _, x := range xs {
		g = numGCD(g, x)
	}
	return vm.IntValue(g), nil
}

func numMathLcm(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(kw) > 0 {
		return rt.Unbound, vm.TypeError("lcm() takes no keyword arguments")
	}
	xs, err := numIndexArgs(vm, args)
	if err != nil {
		return rt.Unbound, err
	}
	l := rt.IntOperand{Small: 1}
	for _, x := range xs {
		if l.IsZero() || x.IsZero() {
			l = rt.IntOperand{}
			continue
		}
		g := numGCD(l, x)
		q, _ := rt.DivMod(rt.Abs(x), g)
		l = rt.Abs(rt.Mul(l, q))
	}
	return vm.IntValue(l), nil
}

// numFactorial computes n! for 0 <= n.
func numFactorial(n int64) *big.Int {
	if n < 2 {
		return big.NewInt(1)
	}
	return new(big.Int).MulRange(1, n)
}

func numMathFactorial(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := numArg1(vm, "factorial", args, kw); err != nil {
		return rt.Unbound, err
	}
	x, err := vm.IndexOperand(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	return numFactorialValue(vm, x)
}

func numFactorialValue(vm *rt.VM, x rt.IntOperand) (rt.Value, error) {
	if x.Sign() < 0 {
		return rt.Unbound, vm.ValueError("factorial() not defined for negative values")
	}
	if x.Big != nil {
		return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "factorial() argument should not exceed %d", int64(math.MaxInt64))
	}
	if x.Small > 1<<22 {
		return rt.Unbound, vm.NewError(rt.MemoryErrorType, "")
	}
	return vm.BigValue(numFactorial(x.Small)), nil
}

func numMathComb(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.MathArgs("comb", args, kw, 2); err != nil {
		return rt.Unbound, err
	}
	n, err := vm.IndexOperand(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	k, err := vm.IndexOperand(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	if n.Sign() < 0 {
		return rt.Unbound, vm.ValueError("n must be a non-negative integer")
	}
	if k.Sign() < 0 {
		return rt.Unbound, vm.ValueError("k must be a non-negative integer")
	}
	if rt.Cmp(k, n) > 0 {
		return rt.SmallInt(0), nil
	}
	nk := rt.Sub(n, k)
	m := k
	if rt.Cmp(nk, k) < 0 {
		m = nk
	}
	if m.Big != nil {
		return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "min(n - k, k) must not exceed %d", int64(math.MaxInt64))
	}
	if m.Small > 1<<22 {
		return rt.Unbound, vm.NewError(rt.MemoryErrorType, "")
	}
	// C(n, m) = prod_{i=1..m} (n - m + i) / i
	r := big.NewInt(1)
	nb := n.AsBig()
	t := new(big.Int)
	for i := int64(1); i <= m.Small; i++ {
		t.Sub(nb, big.NewInt(m.Small-i))
		r.Mul(r, t)
		r.Quo(r, big.NewInt(i))
	}
	return vm.BigValue(r), nil
}

func numMathPerm(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(kw) > 0 {
		return rt.Unbound, vm.TypeError("perm() takes no keyword arguments")
	}
	if len(args) < 1 || len(args) > 2 {
		if len(args) < 1 {
			return rt.Unbound, vm.TypeError("perm expected at least 1 argument, got 0")
		}
		return rt.Unbound, vm.TypeError("perm expected at most 2 arguments, got %d", len(args))
	}
	n, err := vm.IndexOperand(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	if len(args) == 1 || args[1] == rt.None {
		return numFactorialValue(vm, n)
	}
	k, err := vm.IndexOperand(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	if n.Sign() < 0 {
		return rt.Unbound, vm.ValueError("n must be a non-negative integer")
	}
	if k.Sign() < 0 {
		return rt.Unbound, vm.ValueError("k must be a non-negative integer")
	}
	if rt.Cmp(k, n) > 0 {
		return rt.SmallInt(0), nil
	}
	if k.Big != nil {
		return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "k must not exceed %d", int64(math.MaxInt64))
	}
	if k.Small > 1<<22 {
		return rt.Unbound, vm.NewError(rt.MemoryErrorType, "")
	}
	r := big.NewInt(1)
	nb := n.AsBig()
	t := new(big.Int)
	for i := int64(0); i < k.Small; i++ {
		t.Sub(nb, big.NewInt(i))
		r.Mul(r, t)
	}
	return vm.BigValue(r), nil
}

func numMathIsqrt(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := numArg1(vm, "isqrt", args, kw); err != nil {
		return rt.Unbound, err
	}
	x, err := vm.IndexOperand(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	if x.Sign() < 0 {
		return rt.Unbound, vm.ValueError("isqrt() argument must be nonnegative")
	}
	if x.Big == nil {
		r := int64(math.Sqrt(float64(x.Small)))
		for r*r > x.Small {
			r--
		}
		for (r+1)*(r+1) <= x.Small && (r+1)*(r+1) > 0 {
			r++
		}
		return vm.NewInt(r), nil
	}
	return vm.BigValue(new(big.Int).Sqrt(x.Big)), nil
}

func numMathProd(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 1 {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("prod() missing required argument 'iterable' (pos 1)")
		}
		return rt.Unbound, vm.TypeError("prod() takes exactly 1 positional argument (%d given)", len(args))
	}
	start := rt.SmallInt(1)
	for _, k := range kw {
		if k.Name != "start" {
			return rt.Unbound, vm.KeywordError("prod()", k.Name, []string{"start"})
		}
		start = k.Value
	}
	it, err := vm.Iter(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	acc := start
	for {
		item, ok, err := vm.Next(it)
		if err != nil {
			return rt.Unbound, err
		}
		if !ok {
			return acc, nil
		}
		if acc, err = vm.Binary(rt.OpMul, acc, item); err != nil {
			return rt.Unbound, err
		}
	}
}

func numMathSumprod(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.MathArgs("sumprod", args, kw, 2); err != nil {
		return rt.Unbound, err
	}
	p, err := vm.Iter(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	q, err := vm.Iter(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	var ps, qs []rt.Value
	for {
		a, ok1, err := vm.Next(p)
		if err != nil {
			return rt.Unbound, err
		}
		b, ok2, err := vm.Next(q)
		if err != nil {
			return rt.Unbound, err
		}
		if ok1 != ok2 {
			return rt.Unbound, vm.ValueError("Inputs are not the same length")
		}
		if !ok1 {
			break
		}
		ps = append(ps, a)
		qs = append(qs, b)
	}
	// Exact paths: all ints; or floats (and small ints) summed exactly then
	// rounded once, like CPython's extended-precision accumulation.
	allInt, allNum := true, true
	for i := range ps {
		for _, v := range [2]rt.Value{ps[i], qs[i]} {
			if _, ok := vm.IntOf(v); ok && !v.IsBool() {
				continue
			}
			allInt = false
			if !v.IsFloat() {
				allNum = false
			}
		}
	}
	if allInt {
		acc := rt.IntOperand{}
		for i := range ps {
			x, _ := vm.IntOf(ps[i])
			y, _ := vm.IntOf(qs[i])
			acc = rt.Add(acc, rt.Mul(x, y))
		}
		return vm.IntValue(acc), nil
	}
	if allNum {
		sum := new(big.Rat)
		finite := true
		for i := range ps {
			x, _, errx := vm.FloatOperand(ps[i])
			y, _, erry := vm.FloatOperand(qs[i])
			if errx != nil || erry != nil || math.IsInf(x, 0) || math.IsNaN(x) || math.IsInf(y, 0) || math.IsNaN(y) {
				finite = false
				break
			}
			xr := new(big.Rat).SetFloat64(x)
			yr := new(big.Rat).SetFloat64(y)
			sum.Add(sum, xr.Mul(xr, yr))
		}
		if finite {
			f, _ := sum.Float64()
			if !math.IsInf(f, 0) {
				return rt.FloatValue(f), nil
			}
		}
	}
	acc := rt.SmallInt(0)
	for i := range ps {
		prod, err := vm.Binary(rt.OpMul, ps[i], qs[i])
		if err != nil {
			return rt.Unbound, err
		}
		if acc, err = vm.Binary(rt.OpAdd, acc, prod); err != nil {
			return rt.Unbound, err
		}
	}
	return acc, nil
}

func numMathIsclose(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 2 {
		if len(args) > 2 {
			return rt.Unbound, vm.TypeError("isclose() takes exactly 2 positional arguments (%d given)", len(args))
		}
	}
	a, err := vm.BindArgsTo("isclose", args, kw, []string{"a", "b"}, []string{"rel_tol", "abs_tol"})
	if err != nil {
		return rt.Unbound, err
	}
	for i, n := range []string{"a", "b"} {
		if a[i] == rt.Unbound {
			return rt.Unbound, vm.TypeError("isclose() missing required argument '%s' (pos %d)", n, i+1)
		}
	}
	x, err := vm.ToFloat(a[0])
	if err != nil {
		return rt.Unbound, err
	}
	y, err := vm.ToFloat(a[1])
	if err != nil {
		return rt.Unbound, err
	}
	rel, abs := 1e-09, 0.0
	if a[2] != rt.Unbound {
		if rel, err = vm.ToFloat(a[2]); err != nil {
			return rt.Unbound, err
		}
	}
	if a[3] != rt.Unbound {
		if abs, err = vm.ToFloat(a[3]); err != nil {
			return rt.Unbound, err
		}
	}
	if rel < 0 || abs < 0 {
		return rt.Unbound, vm.ValueError("tolerances must be non-negative")
	}
	if x == y {
		return rt.True, nil
	}
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return rt.False, nil
	}
	diff := math.Abs(y - x)
	return rt.Bool(diff <= math.Abs(rel*y) || diff <= math.Abs(rel*x) || diff <= abs), nil
}

func numMathLdexp(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.MathArgs("ldexp", args, kw, 2); err != nil {
		return rt.Unbound, err
	}
	x, err := vm.ToFloat(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	e, ok := vm.IntOf(args[1])
	if !ok {
		return rt.Unbound, vm.TypeError("Expected an int as second argument to ldexp.")
	}
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return rt.FloatValue(x), nil
	}
	exp := e.Small
	if e.Big != nil {
		if e.Sign() > 0 {
			return rt.Unbound, vm.MathRangeError()
		}
		return rt.FloatValue(math.Copysign(0, x)), nil
	}
	if exp > 1<<20 {
		exp = 1 << 20
	} else if exp < -(1 << 20) {
		exp = -(1 << 20)
	}
	r := math.Ldexp(x, int(exp))
	if math.IsInf(r, 0) {
		return rt.Unbound, vm.MathRangeError()
	}
	return rt.FloatValue(r), nil
}

func numMathNextafter(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := vm.BindArgsTo("nextafter", args, kw, []string{"x", "y"}, []string{"steps"})
	if err != nil {
		return rt.Unbound, err
	}
	if len(args) > 2 {
		return rt.Unbound, vm.TypeError("nextafter expected 2 arguments, got %d", len(args))
	}
	for i, n := range []string{"x", "y"} {
		if a[i] == rt.Unbound {
			return rt.Unbound, vm.TypeError("nextafter() missing required argument '%s' (pos %d)", n, i+1)
		}
	}
	x, err := vm.ToFloat(a[0])
	if err != nil {
		return rt.Unbound, err
	}
	y, err := vm.ToFloat(a[1])
	if err != nil {
		return rt.Unbound, err
	}
	if a[2] == rt.Unbound || a[2] == rt.None {
		return rt.FloatValue(math.Nextafter(x, y)), nil
	}
	steps, err := vm.IndexOperand(a[2])
	if err != nil {
		return rt.Unbound, err
	}
	if steps.Sign() < 0 {
		return rt.Unbound, vm.ValueError("steps must be a non-negative integer")
	}
	if steps.IsZero() || math.IsNaN(x) {
		return rt.FloatValue(x), nil
	}
	if math.IsNaN(y) {
		return rt.FloatValue(y), nil
	}
	n := uint64(steps.Small)
	if steps.Big != nil {
		n = math.MaxUint64
	}
	// Walk in the ordered-integer representation of floats.
	toOrd := func(f float64) int64 {
		b := int64(math.Float64bits(f))
		if b < 0 {
			return math.MinInt64 - b
		}
		return b
	}
	fromOrd := func(o int64) float64 {
		if o < 0 {
			o = math.MinInt64 - o
		}
		return math.Float64frombits(uint64(o))
	}
	ox, oy := toOrd(x), toOrd(y)
	if ox == oy {
		return rt.FloatValue(y), nil
	}
	if ox < oy {
		if uint64(oy-ox) <= n {
			return rt.FloatValue(y), nil
		}
		return rt.FloatValue(fromOrd(ox + int64(n))), nil
	}
	if uint64(ox-oy) <= n {
		return rt.FloatValue(y), nil
	}
	return rt.FloatValue(fromOrd(ox - int64(n))), nil
}

func numMathUlp(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	x = math.Abs(x)
	if math.IsInf(x, 0) {
		return x
	}
	x2 := math.Nextafter(x, math.Inf(1))
	if math.IsInf(x2, 0) {
		x2 = math.Nextafter(x, math.Inf(-1))
		return x - x2
	}
	return x2 - x
}

func numMathFma(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.MathArgs("fma", args, kw, 3); err != nil {
		return rt.Unbound, err
	}
	var v [3]float64
	for i := range v {
		f, err := vm.ToFloat(args[i])
		if err != nil {
			return rt.Unbound, err
		}
		v[i] = f
	}
	r := math.FMA(v[0], v[1], v[2])
	fin := func(f float64) bool { return !math.IsInf(f, 0) && !math.IsNaN(f) }
	if !fin(r) {
		if math.IsNaN(r) {
			if !math.IsNaN(v[0]) && !math.IsNaN(v[1]) && !math.IsNaN(v[2]) {
				return rt.Unbound, vm.ValueError("invalid operation in fma")
			}
		} else if fin(v[0]) && fin(v[1]) && fin(v[2]) {
			return rt.Unbound, vm.NewError(rt.OverflowErrorType, "overflow in fma")
		}
	}
	return rt.FloatValue(r), nil
}

func numMathTrunc(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := numArg1(vm, "trunc", args, kw); err != nil {
		return rt.Unbound, err
	}
	v := args[0]
	if v.IsFloat() {
		return vm.FloatToInt(v.Float())
	}
	cls := vm.ClassOf(v)
	m, ok := cls.Lookup(vm, "__trunc__")
	if !ok || m == rt.None {
		return rt.Unbound, vm.TypeError("type %s doesn't define __trunc__ method", cls.Name)
	}
	return vm.CallBinaryUnary(m, v)
}

func numFloatArg(name string, f func(vm *rt.VM, x float64) (rt.Value, error)) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := numArg1(vm, name, args, kw); err != nil {
			return rt.Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return f(vm, x)
	}
}

var numMathFuncs = []rt.NamedFunc{
	{Name: "acos", Fn: numMath1("acos", libm.Acos, false)},
	{Name: "acosh", Fn: numMath1("acosh", libm.Acosh, false)},
	{Name: "asin", Fn: numMath1("asin", libm.Asin, false)},
	{Name: "asinh", Fn: numMath1("asinh", libm.Asinh, false)},
	{Name: "atan", Fn: numMath1("atan", libm.Atan, false)},
	{Name: "atanh", Fn: numMath1("atanh", libm.Atanh, false)},
	{Name: "cbrt", Fn: numMath1("cbrt", libm.Cbrt, false)},
	{Name: "cos", Fn: numMath1("cos", libm.Cos, false)},
	{Name: "cosh", Fn: numMath1("cosh", libm.Cosh, true)},
	{Name: "erf", Fn: numMath1("erf", libm.Erf, false)},
	{Name: "erfc", Fn: numMath1("erfc", libm.Erfc, false)},
	{Name: "exp", Fn: numMath1("exp", libm.Exp, true)},
	{Name: "exp2", Fn: numMath1("exp2", libm.Exp2, true)},
	{Name: "expm1", Fn: numMath1("expm1", libm.Expm1, true)},
	{Name: "fabs", Fn: numMath1("fabs", math.Abs, false)},
	{Name: "sin", Fn: numMath1("sin", libm.Sin, false)},
	{Name: "sinh", Fn: numMath1("sinh", libm.Sinh, true)},
	{Name: "sqrt", Fn: numMath1("sqrt", math.Sqrt, false)},
	{Name: "tan", Fn: numMath1("tan", libm.Tan, false)},
	{Name: "tanh", Fn: numMath1("tanh", libm.Tanh, false)},
	{Name: "log1p", Fn: numMath1("log1p", libm.Log1p, false)},
	{Name: "gamma", Fn: numMath1a("gamma", numTGamma)},
	{Name: "lgamma", Fn: numMath1a("lgamma", numLGamma)},
	{Name: "log", Fn: numMathLog},
	{Name: "log2", Fn: numMathLogN("log2", libm.Log2)},
	{Name: "log10", Fn: numMathLogN("log10", libm.Log10)},
	{Name: "pow", Fn: numMathPow},
	{Name: "atan2", Fn: numMath2("atan2", libm.Atan2)},
	{Name: "copysign", Fn: numMath2("copysign", math.Copysign)},
	{Name: "remainder", Fn: func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.MathArgs("remainder", args, kw, 2); err != nil {
			return rt.Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		y, err := vm.ToFloat(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		if math.IsNaN(x) {
			return rt.FloatValue(x), nil
		}
		if math.IsNaN(y) {
			return rt.FloatValue(y), nil
		}
		if math.IsInf(x, 0) || y == 0 {
			return rt.Unbound, vm.MathDomainError()
		}
		if math.IsInf(y, 0) {
			return rt.FloatValue(x), nil
		}
		return rt.FloatValue(math.Remainder(x, y)), nil
	}},
	{Name: "fmod", Fn: func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.MathArgs("fmod", args, kw, 2); err != nil {
			return rt.Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		y, err := vm.ToFloat(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		r, e := numMathFmod(x, y)
		if err := numIsError(vm, r, e); err != nil {
			return rt.Unbound, err
		}
		return rt.FloatValue(r), nil
	}},
	{Name: "floor", Fn: numMathIntegral("floor", "__floor__", math.Floor)},
	{Name: "ceil", Fn: numMathIntegral("ceil", "__ceil__", math.Ceil)},
	{Name: "trunc", Fn: numMathTrunc},
	{Name: "degrees", Fn: numFloatArg("degrees", func(vm *rt.VM, x float64) (rt.Value, error) {
		return rt.FloatValue(x * numRadToDeg), nil
	})},
	{Name: "radians", Fn: numFloatArg("radians", func(vm *rt.VM, x float64) (rt.Value, error) {
		return rt.FloatValue(x * numDegToRad), nil
	})},
	{Name: "isfinite", Fn: numFloatArg("isfinite", func(vm *rt.VM, x float64) (rt.Value, error) {
		return rt.Bool(!math.IsInf(x, 0) && !math.IsNaN(x)), nil
	})},
	{Name: "isinf", Fn: numFloatArg("isinf", func(vm *rt.VM, x float64) (rt.Value, error) { return rt.Bool(math.IsInf(x, 0)), nil })},
	{Name: "isnan", Fn: numFloatArg("isnan", func(vm *rt.VM, x float64) (rt.Value, error) { return rt.Bool(math.IsNaN(x)), nil })},
	{Name: "frexp", Fn: numFloatArg("frexp", func(vm *rt.VM, x float64) (rt.Value, error) {
		if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
			return vm.NewTupleCopy([]rt.Value{rt.FloatValue(x), rt.SmallInt(0)}), nil
		}
		m, e := math.Frexp(x)
		return vm.NewTupleCopy([]rt.Value{rt.FloatValue(m), vm.NewInt(int64(e))}), nil
	})},
	{Name: "modf", Fn: numFloatArg("modf", func(vm *rt.VM, x float64) (rt.Value, error) {
		if math.IsInf(x, 0) {
			return vm.NewTupleCopy([]rt.Value{rt.FloatValue(math.Copysign(0, x)), rt.FloatValue(x)}), nil
		}
		if math.IsNaN(x) {
			return vm.NewTupleCopy([]rt.Value{rt.FloatValue(x), rt.FloatValue(x)}), nil
		}
		i, f := math.Modf(x)
		return vm.NewTupleCopy([]rt.Value{rt.FloatValue(f), rt.FloatValue(i)}), nil
	})},
	{Name: "ulp", Fn: numFloatArg("ulp", func(vm *rt.VM, x float64) (rt.Value, error) { return rt.FloatValue(numMathUlp(x)), nil })},
	{Name: "ldexp", Fn: numMathLdexp},
	{Name: "hypot", Fn: numMathHypot},
	{Name: "dist", Fn: numMathDist},
	{Name: "fsum", Fn: numMathFsum},
	{Name: "gcd", Fn: numMathGcd},
	{Name: "lcm", Fn: numMathLcm},
	{Name: "factorial", Fn: numMathFactorial},
	{Name: "comb", Fn: numMathComb},
	{Name: "perm", Fn: numMathPerm},
	{Name: "isqrt", Fn: numMathIsqrt},
	{Name: "prod", Fn: numMathProd},
	{Name: "sumprod", Fn: numMathSumprod},
	{Name: "isclose", Fn: numMathIsclose},
	{Name: "nextafter", Fn: numMathNextafter},
	{Name: "fma", Fn: numMathFma},
}

// Folded in double precision, like C's Py_MATH_PI / 180.0.
var numPiF64 float64 = numPi
var numDegToRad = numPiF64 / 180.0
var numRadToDeg = 180.0 / numPiF64

var numMathStatic = rt.StaticFuncList("math", numMathFuncs)

func init() {
	register("math", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("math")
		for i, f := range numMathFuncs {
			m.InstanceDict().SetStr(vm, f.Name, numMathStatic[i])
		}
		m.InstanceDict().SetStr(vm, "pi", rt.FloatValue(math.Pi))
		m.InstanceDict().SetStr(vm, "e", rt.FloatValue(math.E))
		m.InstanceDict().SetStr(vm, "tau", rt.FloatValue(2*math.Pi))
		m.InstanceDict().SetStr(vm, "inf", rt.FloatValue(math.Inf(1)))
		m.InstanceDict().SetStr(vm, "nan", rt.FloatValue(math.NaN()))
		return m, nil
	})
}
