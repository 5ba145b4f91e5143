package runtime

import (
	"math"
	"math/big"

	"github.com/cpjit/cpjit/lang/internal/libm"
)

// The math module (CPython 3.13's Modules/mathmodule.c).

// numModuleFunc is one function of a Go module.
type numModuleFunc struct {
	name string
	fn   BuiltinFn
}

// numStaticFuncs allocates a module's functions once (at package init).
func numStaticFuncs(module string, fns []numModuleFunc) []Value {
	out := make([]Value, len(fns))
	for i, f := range fns {
		v := StaticBuiltin(f.name, f.fn, nil)
		staticObjs[v.index()&^staticBit].(*BuiltinFunction).Module = module
		out[i] = v
	}
	return out
}

// numErrDomain and numErrRange are CPython's errno-style math errors.
func (vm *VM) numErrDomain() error { return vm.ValueError("math domain error") }
func (vm *VM) numErrRange() error  { return vm.NewError(OverflowErrorType, "math range error") }

// numArg1 checks a one-argument math function call.
func (vm *VM) numArg1(name string, args []Value, kw []Kwarg) error {
	if len(kw) > 0 {
		return vm.TypeError("math.%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return vm.TypeError("math.%s() takes exactly one argument (%d given)", name, len(args))
	}
	return nil
}

func (vm *VM) numArgN(name string, args []Value, kw []Kwarg, n int) error {
	if len(kw) > 0 {
		return vm.TypeError("%s() takes no keyword arguments", name)
	}
	if len(args) != n {
		return vm.TypeError("%s expected %d arguments, got %d", name, n, len(args))
	}
	return nil
}

// numMath1 is math_1: a libm function of one float with CPython's error
// mapping (NaN from non-NaN: domain error; infinity from a finite
// argument: range error if canOverflow, else domain error).
func numMath1(name string, f func(float64) float64, canOverflow bool) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.numArg1(name, args, kw); err != nil {
			return Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return Unbound, err
		}
		r := f(x)
		if math.IsNaN(r) && !math.IsNaN(x) {
			return Unbound, vm.numErrDomain()
		}
		if math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsNaN(x) {
			if canOverflow {
				return Unbound, vm.numErrRange()
			}
			return Unbound, vm.numErrDomain()
		}
		return FloatValue(r), nil
	}
}

// numIsError is is_error(): the exception for errno (nil for underflow).
func (vm *VM) numIsError(r float64, e libm.Errno) error {
	switch e {
	case libm.EDOM:
		return vm.numErrDomain()
	case libm.ERANGE:
		if math.Abs(r) < 1.5 {
			return nil
		}
		return vm.numErrRange()
	}
	return nil
}

// numMath1a is math_1a: a function reporting its own errno.
func numMath1a(name string, f func(float64) (float64, libm.Errno)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.numArg1(name, args, kw); err != nil {
			return Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return Unbound, err
		}
		r, e := f(x)
		if err := vm.numIsError(r, e); err != nil {
			return Unbound, err
		}
		return FloatValue(r), nil
	}
}

// numMath2 is math_2 (atan2, copysign, remainder, ...).
func numMath2(name string, f func(x, y float64) float64) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.numArgN(name, args, kw, 2); err != nil {
			return Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return Unbound, err
		}
		y, err := vm.ToFloat(args[1])
		if err != nil {
			return Unbound, err
		}
		r := f(x, y)
		if math.IsNaN(r) && !math.IsNaN(x) && !math.IsNaN(y) {
			return Unbound, vm.numErrDomain()
		}
		if math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsNaN(x) && !math.IsInf(y, 0) && !math.IsNaN(y) {
			return Unbound, vm.numErrRange()
		}
		return FloatValue(r), nil
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
func (vm *VM) numLogHelper(arg Value, f func(float64) (float64, libm.Errno)) (float64, error) {
	if x, ok := vm.numIntOf(arg); ok && x.b != nil {
		if x.sign() <= 0 {
			return 0, vm.numErrDomain()
		}
		if fx, err := vm.numIntToFloat(x); err == nil {
			r, e := f(fx)
			if err := vm.numIsError(r, e); err != nil {
				return 0, err
			}
			return r, nil
		}
		// Too large for a float: log(m * 2**e) = log(m) + log(2) * e.
		m, e := numLongFrexp(x.b)
		r1, _ := f(m)
		r2, _ := f(2.0)
		return r1 + r2*float64(e), nil
	} else if ok && x.sign() <= 0 {
		return 0, vm.numErrDomain()
	}
	fx, err := vm.ToFloat(arg)
	if err != nil {
		return 0, err
	}
	r, e := f(fx)
	if err := vm.numIsError(r, e); err != nil {
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

func numMathLog(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		return Unbound, vm.TypeError("log() takes no keyword arguments")
	}
	if len(args) < 1 {
		return Unbound, vm.TypeError("log expected at least 1 argument, got %d", len(args))
	}
	if len(args) > 2 {
		return Unbound, vm.TypeError("log expected at most 2 arguments, got %d", len(args))
	}
	mlog := numMLog(libm.Log)
	num, err := vm.numLogHelper(args[0], mlog)
	if err != nil {
		return Unbound, err
	}
	if len(args) == 1 {
		return FloatValue(num), nil
	}
	den, err := vm.numLogHelper(args[1], mlog)
	if err != nil {
		return Unbound, err
	}
	if den == 0 {
		return Unbound, vm.NewError(ZeroDivisionErrorType, "float division by zero")
	}
	return FloatValue(num / den), nil
}

func numMathLogN(name string, f func(float64) float64) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.numArg1(name, args, kw); err != nil {
			return Unbound, err
		}
		r, err := vm.numLogHelper(args[0], numMLog(f))
		if err != nil {
			return Unbound, err
		}
		return FloatValue(r), nil
	}
}

func numMathPow(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.numArgN("pow", args, kw, 2); err != nil {
		return Unbound, err
	}
	x, err := vm.ToFloat(args[0])
	if err != nil {
		return Unbound, err
	}
	y, err := vm.ToFloat(args[1])
	if err != nil {
		return Unbound, err
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
	if err := vm.numIsError(r, e); err != nil {
		return Unbound, err
	}
	return FloatValue(r), nil
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
func numMathIntegral(name, dunder string, f func(float64) float64) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.numArg1(name, args, kw); err != nil {
			return Unbound, err
		}
		v := args[0]
		if v.IsFloat() {
			return vm.numFloatToInt(f(v.Float()))
		}
		if v.IsSmallInt() {
			return v, nil
		}
		if m, ok := vm.ClassOf(v).Lookup(vm, dunder); ok && m != None {
			return vm.callBinaryUnary(m, v)
		}
		x, err := vm.ToFloat(v)
		if err != nil {
			return Unbound, err
		}
		return vm.numFloatToInt(f(x))
	}
}

// numAsDouble is ASSIGN_DOUBLE: floats, ints (exact conversion), others
// through __float__.
func (vm *VM) numAsDouble(v Value) (float64, error) {
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

func numMathHypot(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		return Unbound, vm.TypeError("hypot() takes no keyword arguments")
	}
	vec := make([]float64, len(args))
	maxv := 0.0
	nan := false
	for i, a := range args {
		x, err := vm.numAsDouble(a)
		if err != nil {
			return Unbound, err
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
	return FloatValue(numVectorNorm(vec, maxv, nan)), nil
}

func numMathDist(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.numArgN("dist", args, kw, 2); err != nil {
		return Unbound, err
	}
	p, err := vm.Collect(args[0])
	if err != nil {
		return Unbound, err
	}
	q, err := vm.Collect(args[1])
	if err != nil {
		return Unbound, err
	}
	if len(p) != len(q) {
		return Unbound, vm.ValueError("both points must have the same number of dimensions")
	}
	vec := make([]float64, len(p))
	maxv := 0.0
	nan := false
	for i := range p {
		px, err := vm.numAsDouble(p[i])
		if err != nil {
			return Unbound, err
		}
		qx, err := vm.numAsDouble(q[i])
		if err != nil {
			return Unbound, err
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
	return FloatValue(numVectorNorm(vec, maxv, nan)), nil
}

// numMathFsum is math.fsum (Shewchuk's exact partials, CPython's rounding).
func numMathFsum(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.numArg1("fsum", args, kw); err != nil {
		return Unbound, err
	}
	it, err := vm.Iter(args[0])
	if err != nil {
		return Unbound, err
	}
	var p []float64
	specialSum, infSum := 0.0, 0.0
	for {
		item, ok, err := vm.Next(it)
		if err != nil {
			return Unbound, err
		}
		if !ok {
			break
		}
		x, err := vm.numAsDouble(item)
		if err != nil {
			return Unbound, err
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
					return Unbound, vm.NewError(OverflowErrorType, "intermediate overflow in fsum")
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
			return Unbound, vm.ValueError("-inf + inf in fsum")
		}
		return FloatValue(specialSum), nil
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
	return FloatValue(hi), nil
}

// numIndexArgs converts every argument with __index__.
func (vm *VM) numIndexArgs(args []Value) ([]numInt, error) {
	out := make([]numInt, len(args))
	for i, a := range args {
		x, err := vm.numIndexInt(a)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

func numGCD(a, b numInt) numInt {
	if a.b == nil && b.b == nil && a.s != math.MinInt64 && b.s != math.MinInt64 {
		x, y := a.s, b.s
		if x < 0 {
			x = -x
		}
		if y < 0 {
			y = -y
		}
		for y != 0 {
			x, y = y, x%y
		}
		return numInt{s: x}
	}
	return numNorm(new(big.Int).GCD(nil, nil, new(big.Int).Abs(a.big()), new(big.Int).Abs(b.big())))
}

func numMathGcd(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		return Unbound, vm.TypeError("gcd() takes no keyword arguments")
	}
	xs, err := vm.numIndexArgs(args)
	if err != nil {
		return Unbound, err
	}
	g := numInt{}
	for _, x := range xs {
		g = numGCD(g, x)
	}
	return vm.numIntValue(g), nil
}

func numMathLcm(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		return Unbound, vm.TypeError("lcm() takes no keyword arguments")
	}
	xs, err := vm.numIndexArgs(args)
	if err != nil {
		return Unbound, err
	}
	l := numInt{s: 1}
	for _, x := range xs {
		if l.isZero() || x.isZero() {
			l = numInt{}
			continue
		}
		g := numGCD(l, x)
		q, _ := numDivMod(numAbs(x), g)
		l = numAbs(numMul(l, q))
	}
	return vm.numIntValue(l), nil
}

// numFactorial computes n! for 0 <= n.
func numFactorial(n int64) *big.Int {
	if n < 2 {
		return big.NewInt(1)
	}
	return new(big.Int).MulRange(1, n)
}

func numMathFactorial(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.numArg1("factorial", args, kw); err != nil {
		return Unbound, err
	}
	x, err := vm.numIndexInt(args[0])
	if err != nil {
		return Unbound, err
	}
	return vm.numFactorialValue(x)
}

func (vm *VM) numFactorialValue(x numInt) (Value, error) {
	if x.sign() < 0 {
		return Unbound, vm.ValueError("factorial() not defined for negative values")
	}
	if x.b != nil {
		return Unbound, vm.Errorf(OverflowErrorType, "factorial() argument should not exceed %d", int64(math.MaxInt64))
	}
	if x.s > 1<<22 {
		return Unbound, vm.NewError(MemoryErrorType, "")
	}
	return vm.numBigValue(numFactorial(x.s)), nil
}

func numMathComb(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.numArgN("comb", args, kw, 2); err != nil {
		return Unbound, err
	}
	n, err := vm.numIndexInt(args[0])
	if err != nil {
		return Unbound, err
	}
	k, err := vm.numIndexInt(args[1])
	if err != nil {
		return Unbound, err
	}
	if n.sign() < 0 {
		return Unbound, vm.ValueError("n must be a non-negative integer")
	}
	if k.sign() < 0 {
		return Unbound, vm.ValueError("k must be a non-negative integer")
	}
	if numCmp(k, n) > 0 {
		return SmallInt(0), nil
	}
	nk := numSub(n, k)
	m := k
	if numCmp(nk, k) < 0 {
		m = nk
	}
	if m.b != nil {
		return Unbound, vm.Errorf(OverflowErrorType, "min(n - k, k) must not exceed %d", int64(math.MaxInt64))
	}
	if m.s > 1<<22 {
		return Unbound, vm.NewError(MemoryErrorType, "")
	}
	// C(n, m) = prod_{i=1..m} (n - m + i) / i
	r := big.NewInt(1)
	nb := n.big()
	t := new(big.Int)
	for i := int64(1); i <= m.s; i++ {
		t.Sub(nb, big.NewInt(m.s-i))
		r.Mul(r, t)
		r.Quo(r, big.NewInt(i))
	}
	return vm.numBigValue(r), nil
}

func numMathPerm(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		return Unbound, vm.TypeError("perm() takes no keyword arguments")
	}
	if len(args) < 1 || len(args) > 2 {
		if len(args) < 1 {
			return Unbound, vm.TypeError("perm expected at least 1 argument, got 0")
		}
		return Unbound, vm.TypeError("perm expected at most 2 arguments, got %d", len(args))
	}
	n, err := vm.numIndexInt(args[0])
	if err != nil {
		return Unbound, err
	}
	if len(args) == 1 || args[1] == None {
		return vm.numFactorialValue(n)
	}
	k, err := vm.numIndexInt(args[1])
	if err != nil {
		return Unbound, err
	}
	if n.sign() < 0 {
		return Unbound, vm.ValueError("n must be a non-negative integer")
	}
	if k.sign() < 0 {
		return Unbound, vm.ValueError("k must be a non-negative integer")
	}
	if numCmp(k, n) > 0 {
		return SmallInt(0), nil
	}
	if k.b != nil {
		return Unbound, vm.Errorf(OverflowErrorType, "k must not exceed %d", int64(math.MaxInt64))
	}
	if k.s > 1<<22 {
		return Unbound, vm.NewError(MemoryErrorType, "")
	}
	r := big.NewInt(1)
	nb := n.big()
	t := new(big.Int)
	for i := int64(0); i < k.s; i++ {
		t.Sub(nb, big.NewInt(i))
		r.Mul(r, t)
	}
	return vm.numBigValue(r), nil
}

func numMathIsqrt(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.numArg1("isqrt", args, kw); err != nil {
		return Unbound, err
	}
	x, err := vm.numIndexInt(args[0])
	if err != nil {
		return Unbound, err
	}
	if x.sign() < 0 {
		return Unbound, vm.ValueError("isqrt() argument must be nonnegative")
	}
	if x.b == nil {
		r := int64(math.Sqrt(float64(x.s)))
		for r*r > x.s {
			r--
		}
		for (r+1)*(r+1) <= x.s && (r+1)*(r+1) > 0 {
			r++
		}
		return vm.NewInt(r), nil
	}
	return vm.numBigValue(new(big.Int).Sqrt(x.b)), nil
}

func numMathProd(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 1 {
		if len(args) == 0 {
			return Unbound, vm.TypeError("prod() missing required argument 'iterable' (pos 1)")
		}
		return Unbound, vm.TypeError("prod() takes exactly 1 positional argument (%d given)", len(args))
	}
	start := SmallInt(1)
	for _, k := range kw {
		if k.Name != "start" {
			return Unbound, vm.TypeError("prod() got an unexpected keyword argument '%s'", k.Name)
		}
		start = k.Value
	}
	it, err := vm.Iter(args[0])
	if err != nil {
		return Unbound, err
	}
	acc := start
	for {
		item, ok, err := vm.Next(it)
		if err != nil {
			return Unbound, err
		}
		if !ok {
			return acc, nil
		}
		if acc, err = vm.Binary(OpMul, acc, item); err != nil {
			return Unbound, err
		}
	}
}

func numMathSumprod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.numArgN("sumprod", args, kw, 2); err != nil {
		return Unbound, err
	}
	p, err := vm.Iter(args[0])
	if err != nil {
		return Unbound, err
	}
	q, err := vm.Iter(args[1])
	if err != nil {
		return Unbound, err
	}
	var ps, qs []Value
	for {
		a, ok1, err := vm.Next(p)
		if err != nil {
			return Unbound, err
		}
		b, ok2, err := vm.Next(q)
		if err != nil {
			return Unbound, err
		}
		if ok1 != ok2 {
			return Unbound, vm.ValueError("Inputs are not the same length")
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
		for _, v := range [2]Value{ps[i], qs[i]} {
			if _, ok := vm.numIntOf(v); ok && !v.IsBool() {
				continue
			}
			allInt = false
			if !v.IsFloat() {
				allNum = false
			}
		}
	}
	if allInt {
		acc := numInt{}
		for i := range ps {
			x, _ := vm.numIntOf(ps[i])
			y, _ := vm.numIntOf(qs[i])
			acc = numAdd(acc, numMul(x, y))
		}
		return vm.numIntValue(acc), nil
	}
	if allNum {
		sum := new(big.Rat)
		finite := true
		for i := range ps {
			x, _, errx := vm.numFloatOperand(ps[i])
			y, _, erry := vm.numFloatOperand(qs[i])
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
				return FloatValue(f), nil
			}
		}
	}
	acc := SmallInt(0)
	for i := range ps {
		prod, err := vm.Binary(OpMul, ps[i], qs[i])
		if err != nil {
			return Unbound, err
		}
		if acc, err = vm.Binary(OpAdd, acc, prod); err != nil {
			return Unbound, err
		}
	}
	return acc, nil
}

func numMathIsclose(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		if len(args) > 2 {
			return Unbound, vm.TypeError("isclose() takes exactly 2 positional arguments (%d given)", len(args))
		}
	}
	a, err := vm.numBindArgs("isclose", args, kw, []string{"a", "b"}, []string{"rel_tol", "abs_tol"})
	if err != nil {
		return Unbound, err
	}
	for i, n := range []string{"a", "b"} {
		if a[i] == Unbound {
			return Unbound, vm.TypeError("isclose() missing required argument '%s' (pos %d)", n, i+1)
		}
	}
	x, err := vm.ToFloat(a[0])
	if err != nil {
		return Unbound, err
	}
	y, err := vm.ToFloat(a[1])
	if err != nil {
		return Unbound, err
	}
	rel, abs := 1e-09, 0.0
	if a[2] != Unbound {
		if rel, err = vm.ToFloat(a[2]); err != nil {
			return Unbound, err
		}
	}
	if a[3] != Unbound {
		if abs, err = vm.ToFloat(a[3]); err != nil {
			return Unbound, err
		}
	}
	if rel < 0 || abs < 0 {
		return Unbound, vm.ValueError("tolerances must be non-negative")
	}
	if x == y {
		return True, nil
	}
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return False, nil
	}
	diff := math.Abs(y - x)
	return Bool(diff <= math.Abs(rel*y) || diff <= math.Abs(rel*x) || diff <= abs), nil
}

func numMathLdexp(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.numArgN("ldexp", args, kw, 2); err != nil {
		return Unbound, err
	}
	x, err := vm.ToFloat(args[0])
	if err != nil {
		return Unbound, err
	}
	e, ok := vm.numIntOf(args[1])
	if !ok {
		return Unbound, vm.TypeError("Expected an int as second argument to ldexp.")
	}
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return FloatValue(x), nil
	}
	exp := e.s
	if e.b != nil {
		if e.sign() > 0 {
			return Unbound, vm.numErrRange()
		}
		return FloatValue(math.Copysign(0, x)), nil
	}
	if exp > 1<<20 {
		exp = 1 << 20
	} else if exp < -(1 << 20) {
		exp = -(1 << 20)
	}
	r := math.Ldexp(x, int(exp))
	if math.IsInf(r, 0) {
		return Unbound, vm.numErrRange()
	}
	return FloatValue(r), nil
}

func numMathNextafter(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	a, err := vm.numBindArgs("nextafter", args, kw, []string{"x", "y"}, []string{"steps"})
	if err != nil {
		return Unbound, err
	}
	if len(args) > 2 {
		return Unbound, vm.TypeError("nextafter expected 2 arguments, got %d", len(args))
	}
	for i, n := range []string{"x", "y"} {
		if a[i] == Unbound {
			return Unbound, vm.TypeError("nextafter() missing required argument '%s' (pos %d)", n, i+1)
		}
	}
	x, err := vm.ToFloat(a[0])
	if err != nil {
		return Unbound, err
	}
	y, err := vm.ToFloat(a[1])
	if err != nil {
		return Unbound, err
	}
	if a[2] == Unbound || a[2] == None {
		return FloatValue(math.Nextafter(x, y)), nil
	}
	steps, err := vm.numIndexInt(a[2])
	if err != nil {
		return Unbound, err
	}
	if steps.sign() < 0 {
		return Unbound, vm.ValueError("steps must be a non-negative integer")
	}
	if steps.isZero() || math.IsNaN(x) {
		return FloatValue(x), nil
	}
	if math.IsNaN(y) {
		return FloatValue(y), nil
	}
	n := uint64(steps.s)
	if steps.b != nil {
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
		return FloatValue(y), nil
	}
	if ox < oy {
		if uint64(oy-ox) <= n {
			return FloatValue(y), nil
		}
		return FloatValue(fromOrd(ox + int64(n))), nil
	}
	if uint64(ox-oy) <= n {
		return FloatValue(y), nil
	}
	return FloatValue(fromOrd(ox - int64(n))), nil
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

func numMathFma(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.numArgN("fma", args, kw, 3); err != nil {
		return Unbound, err
	}
	var v [3]float64
	for i := range v {
		f, err := vm.ToFloat(args[i])
		if err != nil {
			return Unbound, err
		}
		v[i] = f
	}
	r := math.FMA(v[0], v[1], v[2])
	fin := func(f float64) bool { return !math.IsInf(f, 0) && !math.IsNaN(f) }
	if !fin(r) {
		if math.IsNaN(r) {
			if !math.IsNaN(v[0]) && !math.IsNaN(v[1]) && !math.IsNaN(v[2]) {
				return Unbound, vm.ValueError("invalid operation in fma")
			}
		} else if fin(v[0]) && fin(v[1]) && fin(v[2]) {
			return Unbound, vm.NewError(OverflowErrorType, "overflow in fma")
		}
	}
	return FloatValue(r), nil
}

func numMathTrunc(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.numArg1("trunc", args, kw); err != nil {
		return Unbound, err
	}
	v := args[0]
	if v.IsFloat() {
		return vm.numFloatToInt(v.Float())
	}
	cls := vm.ClassOf(v)
	m, ok := cls.Lookup(vm, "__trunc__")
	if !ok || m == None {
		return Unbound, vm.TypeError("type %s doesn't define __trunc__ method", cls.Name)
	}
	return vm.callBinaryUnary(m, v)
}

func numFloatArg(name string, f func(vm *VM, x float64) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.numArg1(name, args, kw); err != nil {
			return Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return Unbound, err
		}
		return f(vm, x)
	}
}

var numMathFuncs = []numModuleFunc{
	{"acos", numMath1("acos", libm.Acos, false)},
	{"acosh", numMath1("acosh", libm.Acosh, false)},
	{"asin", numMath1("asin", libm.Asin, false)},
	{"asinh", numMath1("asinh", libm.Asinh, false)},
	{"atan", numMath1("atan", libm.Atan, false)},
	{"atanh", numMath1("atanh", libm.Atanh, false)},
	{"cbrt", numMath1("cbrt", libm.Cbrt, false)},
	{"cos", numMath1("cos", libm.Cos, false)},
	{"cosh", numMath1("cosh", libm.Cosh, true)},
	{"erf", numMath1("erf", libm.Erf, false)},
	{"erfc", numMath1("erfc", libm.Erfc, false)},
	{"exp", numMath1("exp", libm.Exp, true)},
	{"exp2", numMath1("exp2", libm.Exp2, true)},
	{"expm1", numMath1("expm1", libm.Expm1, true)},
	{"fabs", numMath1("fabs", math.Abs, false)},
	{"sin", numMath1("sin", libm.Sin, false)},
	{"sinh", numMath1("sinh", libm.Sinh, true)},
	{"sqrt", numMath1("sqrt", math.Sqrt, false)},
	{"tan", numMath1("tan", libm.Tan, false)},
	{"tanh", numMath1("tanh", libm.Tanh, false)},
	{"log1p", numMath1("log1p", libm.Log1p, false)},
	{"gamma", numMath1a("gamma", numTGamma)},
	{"lgamma", numMath1a("lgamma", numLGamma)},
	{"log", numMathLog},
	{"log2", numMathLogN("log2", libm.Log2)},
	{"log10", numMathLogN("log10", libm.Log10)},
	{"pow", numMathPow},
	{"atan2", numMath2("atan2", libm.Atan2)},
	{"copysign", numMath2("copysign", math.Copysign)},
	{"remainder", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.numArgN("remainder", args, kw, 2); err != nil {
			return Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return Unbound, err
		}
		y, err := vm.ToFloat(args[1])
		if err != nil {
			return Unbound, err
		}
		if math.IsNaN(x) {
			return FloatValue(x), nil
		}
		if math.IsNaN(y) {
			return FloatValue(y), nil
		}
		if math.IsInf(x, 0) || y == 0 {
			return Unbound, vm.numErrDomain()
		}
		if math.IsInf(y, 0) {
			return FloatValue(x), nil
		}
		return FloatValue(math.Remainder(x, y)), nil
	}},
	{"fmod", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.numArgN("fmod", args, kw, 2); err != nil {
			return Unbound, err
		}
		x, err := vm.ToFloat(args[0])
		if err != nil {
			return Unbound, err
		}
		y, err := vm.ToFloat(args[1])
		if err != nil {
			return Unbound, err
		}
		r, e := numMathFmod(x, y)
		if err := vm.numIsError(r, e); err != nil {
			return Unbound, err
		}
		return FloatValue(r), nil
	}},
	{"floor", numMathIntegral("floor", "__floor__", math.Floor)},
	{"ceil", numMathIntegral("ceil", "__ceil__", math.Ceil)},
	{"trunc", numMathTrunc},
	{"degrees", numFloatArg("degrees", func(vm *VM, x float64) (Value, error) {
		return FloatValue(x * numRadToDeg), nil
	})},
	{"radians", numFloatArg("radians", func(vm *VM, x float64) (Value, error) {
		return FloatValue(x * numDegToRad), nil
	})},
	{"isfinite", numFloatArg("isfinite", func(vm *VM, x float64) (Value, error) {
		return Bool(!math.IsInf(x, 0) && !math.IsNaN(x)), nil
	})},
	{"isinf", numFloatArg("isinf", func(vm *VM, x float64) (Value, error) { return Bool(math.IsInf(x, 0)), nil })},
	{"isnan", numFloatArg("isnan", func(vm *VM, x float64) (Value, error) { return Bool(math.IsNaN(x)), nil })},
	{"frexp", numFloatArg("frexp", func(vm *VM, x float64) (Value, error) {
		if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
			return vm.NewTupleCopy([]Value{FloatValue(x), SmallInt(0)}), nil
		}
		m, e := math.Frexp(x)
		return vm.NewTupleCopy([]Value{FloatValue(m), vm.NewInt(int64(e))}), nil
	})},
	{"modf", numFloatArg("modf", func(vm *VM, x float64) (Value, error) {
		if math.IsInf(x, 0) {
			return vm.NewTupleCopy([]Value{FloatValue(math.Copysign(0, x)), FloatValue(x)}), nil
		}
		if math.IsNaN(x) {
			return vm.NewTupleCopy([]Value{FloatValue(x), FloatValue(x)}), nil
		}
		i, f := math.Modf(x)
		return vm.NewTupleCopy([]Value{FloatValue(f), FloatValue(i)}), nil
	})},
	{"ulp", numFloatArg("ulp", func(vm *VM, x float64) (Value, error) { return FloatValue(numMathUlp(x)), nil })},
	{"ldexp", numMathLdexp},
	{"hypot", numMathHypot},
	{"dist", numMathDist},
	{"fsum", numMathFsum},
	{"gcd", numMathGcd},
	{"lcm", numMathLcm},
	{"factorial", numMathFactorial},
	{"comb", numMathComb},
	{"perm", numMathPerm},
	{"isqrt", numMathIsqrt},
	{"prod", numMathProd},
	{"sumprod", numMathSumprod},
	{"isclose", numMathIsclose},
	{"nextafter", numMathNextafter},
	{"fma", numMathFma},
}

// Folded in double precision, like C's Py_MATH_PI / 180.0.
var numPiF64 float64 = numPi
var numDegToRad = numPiF64 / 180.0
var numRadToDeg = 180.0 / numPiF64

var numMathStatic = numStaticFuncs("math", numMathFuncs)

func init() {
	RegisterModule("math", func(vm *VM) (*Module, error) {
		m := vm.NewModule("math")
		for i, f := range numMathFuncs {
			m.dict.SetStr(vm, f.name, numMathStatic[i])
		}
		m.dict.SetStr(vm, "pi", FloatValue(math.Pi))
		m.dict.SetStr(vm, "e", FloatValue(math.E))
		m.dict.SetStr(vm, "tau", FloatValue(2*math.Pi))
		m.dict.SetStr(vm, "inf", FloatValue(math.Inf(1)))
		m.dict.SetStr(vm, "nan", FloatValue(math.NaN()))
		return m, nil
	})
}
