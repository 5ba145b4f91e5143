package cmath

import (
	"math"

	"github.com/cpjit/cpjit/lang/internal/libm"
	"github.com/cpjit/cpjit/lang/internal/pynum"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The cmath module (CPython 3.13's Modules/cmathmodule.c).

const (
	numCMLargeDouble = math.MaxFloat64 / 4
	numCMScaleUp     = 53
	numCMScaleDown   = -27
	numDblMin        = 2.2250738585072014e-308
	numMathE         = 2.718281828459045235360287
	numMLn2          = 0.6931471805599453094
	numMLn10         = 2.302585092994045684
)

var (
	numCMSqrtLargeDouble = math.Sqrt(numCMLargeDouble)
	numCMSqrtDblMin      = math.Sqrt(numDblMin)
)

// numCMLogLargeDouble is log(numCMLargeDouble), correctly rounded. It is a
// constant, not numCRLog(numCMLargeDouble) at init, because that call
// builds numCRLog's high-precision tables: 8 ms of every start-up
// (TestCMathLogLargeDouble checks the value).
const numCMLogLargeDouble = 708.3964185322641

// numSpecialType is cmath's special_type: NINF NEG NZERO PZERO POS PINF NAN.
func numSpecialType(d float64) int {
	switch {
	case math.IsNaN(d):
		return 6
	case math.IsInf(d, 1):
		return 5
	case math.IsInf(d, -1):
		return 0
	case d == 0:
		if math.Signbit(d) {
			return 2
		}
		return 3
	case d < 0:
		return 1
	}
	return 4
}

func numCSpecial(name string, re, im float64) complex128 {
	e := numCmathSpecial[name][numSpecialType(re)][numSpecialType(im)]
	return complex(math.Float64frombits(e[0]), math.Float64frombits(e[1]))
}

func numFinite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }

// numCFunc is a cmath kernel returning a value and an errno.
type numCFunc func(z complex128) (complex128, libm.Errno)

func numCSqrt(z complex128) (complex128, libm.Errno) {
	x, y := real(z), imag(z)
	if !numFinite(x) || !numFinite(y) {
		return numCSpecial("sqrt", x, y), libm.OK
	}
	if x == 0 && y == 0 {
		return complex(0, y), libm.OK
	}
	ax, ay := math.Abs(x), math.Abs(y)
	var s float64
	if ax < numDblMin && ay < numDblMin {
		ax = math.Ldexp(ax, numCMScaleUp)
		s = math.Ldexp(math.Sqrt(ax+libm.Hypot(ax, math.Ldexp(ay, numCMScaleUp))), numCMScaleDown)
	} else {
		ax /= 8
		s = 2 * math.Sqrt(ax+libm.Hypot(ax, ay/8))
	}
	d := ay / (2 * s)
	if x >= 0 {
		return complex(s, math.Copysign(d, y)), libm.OK
	}
	return complex(d, math.Copysign(s, y)), libm.OK
}

func numCAcos(z complex128) (complex128, libm.Errno) {
	x, y := real(z), imag(z)
	if !numFinite(x) || !numFinite(y) {
		return numCSpecial("acos", x, y), libm.OK
	}
	var rr, ri float64
	if math.Abs(x) > numCMLargeDouble || math.Abs(y) > numCMLargeDouble {
		rr = libm.Atan2(math.Abs(y), x)
		if x < 0 {
			ri = -math.Copysign(libm.Log(libm.Hypot(x/2, y/2))+numMLn2*2, y)
		} else {
			ri = math.Copysign(libm.Log(libm.Hypot(x/2, y/2))+numMLn2*2, -y)
		}
	} else {
		s1, _ := numCSqrt(complex(1-x, -y))
		s2, _ := numCSqrt(complex(1+x, y))
		rr = 2 * libm.Atan2(real(s1), real(s2))
		ri = libm.Asinh(float64(real(s2)*imag(s1)) - float64(imag(s2)*real(s1)))
	}
	return complex(rr, ri), libm.OK
}

func numCAcosh(z complex128) (complex128, libm.Errno) {
	x, y := real(z), imag(z)
	if !numFinite(x) || !numFinite(y) {
		return numCSpecial("acosh", x, y), libm.OK
	}
	var rr, ri float64
	if math.Abs(x) > numCMLargeDouble || math.Abs(y) > numCMLargeDouble {
		rr = libm.Log(libm.Hypot(x/2, y/2)) + numMLn2*2
		ri = libm.Atan2(y, x)
	} else {
		s1, _ := numCSqrt(complex(x-1, y))
		s2, _ := numCSqrt(complex(x+1, y))
		rr = libm.Asinh(float64(real(s1)*real(s2)) + float64(imag(s1)*imag(s2)))
		ri = 2 * libm.Atan2(imag(s1), real(s2))
	}
	return complex(rr, ri), libm.OK
}

func numCAsinh(z complex128) (complex128, libm.Errno) {
	x, y := real(z), imag(z)
	if !numFinite(x) || !numFinite(y) {
		return numCSpecial("asinh", x, y), libm.OK
	}
	var rr, ri float64
	if math.Abs(x) > numCMLargeDouble || math.Abs(y) > numCMLargeDouble {
		if y >= 0 {
			rr = math.Copysign(libm.Log(libm.Hypot(x/2, y/2))+numMLn2*2, x)
		} else {
			rr = -math.Copysign(libm.Log(libm.Hypot(x/2, y/2))+numMLn2*2, -x)
		}
		ri = libm.Atan2(y, math.Abs(x))
	} else {
		s1, _ := numCSqrt(complex(1+y, -x))
		s2, _ := numCSqrt(complex(1-y, x))
		rr = libm.Asinh(float64(real(s1)*imag(s2)) - float64(real(s2)*imag(s1)))
		ri = libm.Atan2(y, float64(real(s1)*real(s2))-float64(imag(s1)*imag(s2)))
	}
	return complex(rr, ri), libm.OK
}

func numCAsin(z complex128) (complex128, libm.Errno) {
	s, e := numCAsinh(complex(-imag(z), real(z)))
	return complex(imag(s), -real(s)), e
}

func numCAtanh(z complex128) (complex128, libm.Errno) {
	x, y := real(z), imag(z)
	if !numFinite(x) || !numFinite(y) {
		return numCSpecial("atanh", x, y), libm.OK
	}
	if x < 0 {
		r, e := numCAtanh(complex(-x, -y))
		return complex(-real(r), -imag(r)), e
	}
	ay := math.Abs(y)
	if x > numCMSqrtLargeDouble || ay > numCMSqrtLargeDouble {
		h := libm.Hypot(x/2, y/2)
		return complex(x/4/h/h, -math.Copysign(math.Pi/2, -y)), libm.OK
	}
	if x == 1 && ay < numCMSqrtDblMin {
		if ay == 0 {
			return complex(math.Inf(1), y), libm.EDOM
		}
		rr := -libm.Log(math.Sqrt(ay) / math.Sqrt(libm.Hypot(ay, 2)))
		ri := math.Copysign(libm.Atan2(2, -ay)/2, y)
		return complex(rr, ri), libm.OK
	}
	rr := libm.Log1p(4*x/(float64((1-x)*(1-x))+float64(ay*ay))) / 4
	ri := -libm.Atan2(-2*y, float64((1-x)*(1+x))-float64(ay*ay)) / 2
	return complex(rr, ri), libm.OK
}

func numCAtan(z complex128) (complex128, libm.Errno) {
	s, e := numCAtanh(complex(-imag(z), real(z)))
	return complex(imag(s), -real(s)), e
}

// numCExpLike implements the special-value preamble shared by exp, cosh,
// sinh and tanh for inputs with an infinite or NaN part.
func numCCosh(z complex128) (complex128, libm.Errno) {
	x, y := real(z), imag(z)
	if !numFinite(x) || !numFinite(y) {
		var r complex128
		if math.IsInf(x, 0) && numFinite(y) && y != 0 {
			if x > 0 {
				r = complex(math.Copysign(math.Inf(1), libm.Cos(y)), math.Copysign(math.Inf(1), libm.Sin(y)))
			} else {
				r = complex(math.Copysign(math.Inf(1), libm.Cos(y)), -math.Copysign(math.Inf(1), libm.Sin(y)))
			}
		} else {
			r = numCSpecial("cosh", x, y)
		}
		if math.IsInf(y, 0) && !math.IsNaN(x) {
			return r, libm.EDOM
		}
		return r, libm.OK
	}
	var rr, ri float64
	if math.Abs(x) > numCMLogLargeDouble {
		xm1 := x - math.Copysign(1, x)
		rr = libm.Cos(y) * libm.Cosh(xm1) * numMathE
		ri = libm.Sin(y) * libm.Sinh(xm1) * numMathE
	} else {
		rr = libm.Cos(y) * libm.Cosh(x)
		ri = libm.Sin(y) * libm.Sinh(x)
	}
	if math.IsInf(rr, 0) || math.IsInf(ri, 0) {
		return complex(rr, ri), libm.ERANGE
	}
	return complex(rr, ri), libm.OK
}

func numCCos(z complex128) (complex128, libm.Errno) {
	return numCCosh(complex(-imag(z), real(z)))
}

func numCSinh(z complex128) (complex128, libm.Errno) {
	x, y := real(z), imag(z)
	if !numFinite(x) || !numFinite(y) {
		var r complex128
		if math.IsInf(x, 0) && numFinite(y) && y != 0 {
			if x > 0 {
				r = complex(math.Copysign(math.Inf(1), libm.Cos(y)), math.Copysign(math.Inf(1), libm.Sin(y)))
			} else {
				r = complex(-math.Copysign(math.Inf(1), libm.Cos(y)), math.Copysign(math.Inf(1), libm.Sin(y)))
			}
		} else {
			r = numCSpecial("sinh", x, y)
		}
		if math.IsInf(y, 0) && !math.IsNaN(x) {
			return r, libm.EDOM
		}
		return r, libm.OK
	}
	var rr, ri float64
	if math.Abs(x) > numCMLogLargeDouble {
		xm1 := x - math.Copysign(1, x)
		rr = libm.Cos(y) * libm.Sinh(xm1) * numMathE
		ri = libm.Sin(y) * libm.Cosh(xm1) * numMathE
	} else {
		rr = libm.Cos(y) * libm.Sinh(x)
		ri = libm.Sin(y) * libm.Cosh(x)
	}
	if math.IsInf(rr, 0) || math.IsInf(ri, 0) {
		return complex(rr, ri), libm.ERANGE
	}
	return complex(rr, ri), libm.OK
}

func numCSin(z complex128) (complex128, libm.Errno) {
	s, e := numCSinh(complex(-imag(z), real(z)))
	return complex(imag(s), -real(s)), e
}

func numCTanh(z complex128) (complex128, libm.Errno) {
	x, y := real(z), imag(z)
	if !numFinite(x) || !numFinite(y) {
		var r complex128
		if math.IsInf(x, 0) && numFinite(y) && y != 0 {
			im := math.Copysign(0, 2*libm.Sin(y)*libm.Cos(y))
			if x > 0 {
				r = complex(1, im)
			} else {
				r = complex(-1, im)
			}
		} else {
			r = numCSpecial("tanh", x, y)
		}
		if math.IsInf(y, 0) && numFinite(x) {
			return r, libm.EDOM
		}
		return r, libm.OK
	}
	if math.Abs(x) > numCMLogLargeDouble {
		return complex(math.Copysign(1, x), 4*libm.Sin(y)*libm.Cos(y)*libm.Exp(-2*math.Abs(x))), libm.OK
	}
	tx := libm.Tanh(x)
	ty := libm.Tan(y)
	cx := 1 / libm.Cosh(x)
	txty := tx * ty
	denom := 1 + float64(txty*txty)
	rr := tx * (1 + float64(ty*ty)) / denom
	ri := ((ty / denom) * cx) * cx
	return complex(rr, ri), libm.OK
}

func numCTan(z complex128) (complex128, libm.Errno) {
	s, e := numCTanh(complex(-imag(z), real(z)))
	return complex(imag(s), -real(s)), e
}

func numCExp(z complex128) (complex128, libm.Errno) {
	x, y := real(z), imag(z)
	if !numFinite(x) || !numFinite(y) {
		var r complex128
		if math.IsInf(x, 0) && numFinite(y) && y != 0 {
			if x > 0 {
				r = complex(math.Copysign(math.Inf(1), libm.Cos(y)), math.Copysign(math.Inf(1), libm.Sin(y)))
			} else {
				r = complex(math.Copysign(0, libm.Cos(y)), math.Copysign(0, libm.Sin(y)))
			}
		} else {
			r = numCSpecial("exp", x, y)
		}
		if math.IsInf(y, 0) && (numFinite(x) || math.IsInf(x, 1)) {
			return r, libm.EDOM
		}
		return r, libm.OK
	}
	var rr, ri float64
	if x > numCMLogLargeDouble {
		l := libm.Exp(x - 1)
		rr = l * libm.Cos(y) * numMathE
		ri = l * libm.Sin(y) * numMathE
	} else {
		l := libm.Exp(x)
		rr = l * libm.Cos(y)
		ri = l * libm.Sin(y)
	}
	if math.IsInf(rr, 0) || math.IsInf(ri, 0) {
		return complex(rr, ri), libm.ERANGE
	}
	return complex(rr, ri), libm.OK
}

// numCLog is c_log.
func numCLog(z complex128) (complex128, libm.Errno) {
	x, y := real(z), imag(z)
	if !numFinite(x) || !numFinite(y) {
		return numCSpecial("log", x, y), libm.OK
	}
	ax, ay := math.Abs(x), math.Abs(y)
	var rr float64
	switch {
	case ax > numCMLargeDouble || ay > numCMLargeDouble:
		rr = libm.Log(libm.Hypot(ax/2, ay/2)) + numMLn2
	case ax < numDblMin && ay < numDblMin:
		if ax > 0 || ay > 0 {
			rr = libm.Log(libm.Hypot(math.Ldexp(ax, 53), math.Ldexp(ay, 53))) - 53*numMLn2
		} else {
			return complex(math.Inf(-1), libm.Atan2(y, x)), libm.EDOM
		}
	default:
		h := libm.Hypot(ax, ay)
		if 0.71 <= h && h <= 1.73 {
			am, an := ax, ay
			if ay > ax {
				am, an = ay, ax
			}
			rr = libm.Log1p(float64((am-1)*(am+1))+float64(an*an)) / 2
		} else {
			rr = libm.Log(h)
		}
	}
	return complex(rr, libm.Atan2(y, x)), libm.OK
}

func numCLog10(z complex128) (complex128, libm.Errno) {
	r, e := numCLog(z)
	return complex(real(r)/numMLn10, imag(r)/numMLn10), e
}

// numCAtan2 is c_atan2 (phase).
func numCAtan2(z complex128) float64 {
	x, y := real(z), imag(z)
	if math.IsNaN(x) || math.IsNaN(y) {
		return math.NaN()
	}
	if math.IsInf(y, 0) {
		if math.IsInf(x, 0) {
			if !math.Signbit(x) {
				return math.Copysign(0.25*math.Pi, y)
			}
			return math.Copysign(0.75*math.Pi, y)
		}
		return math.Copysign(0.5*math.Pi, y)
	}
	if math.IsInf(x, 0) || y == 0 {
		if !math.Signbit(x) {
			return math.Copysign(0, y)
		}
		return math.Copysign(math.Pi, y)
	}
	return libm.Atan2(y, x)
}

func numCmathErr(vm *rt.VM, e libm.Errno) error {
	switch e {
	case libm.EDOM:
		return vm.MathDomainError()
	case libm.ERANGE:
		return vm.MathRangeError()
	}
	return nil
}

func numCmath1(name string, f numCFunc) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("%s() takes no keyword arguments", name)
		}
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("cmath.%s() takes exactly one argument (%d given)", name, len(args))
		}
		z, err := vm.ComplexFromValue(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		r, e := f(z)
		if err := numCmathErr(vm, e); err != nil {
			return rt.Unbound, err
		}
		return vm.NewComplex(r), nil
	}
}

func numCmathArg1(name string, f func(vm *rt.VM, z complex128) (rt.Value, error)) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("%s() takes no keyword arguments", name)
		}
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("cmath.%s() takes exactly one argument (%d given)", name, len(args))
		}
		z, err := vm.ComplexFromValue(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return f(vm, z)
	}
}

func numCmathLog(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(kw) > 0 {
		return rt.Unbound, vm.TypeError("log() takes no keyword arguments")
	}
	if len(args) < 1 || len(args) > 2 {
		if len(args) < 1 {
			return rt.Unbound, vm.TypeError("log expected at least 1 argument, got 0")
		}
		return rt.Unbound, vm.TypeError("log expected at most 2 arguments, got %d", len(args))
	}
	z, err := vm.ComplexFromValue(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	r, e := numCLog(z)
	if len(args) == 2 {
		b, err := vm.ComplexFromValue(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		// As in C, errno is what the last operation left.
		lb, e2 := numCLog(b)
		q, ok := pynum.CQuot(r, lb)
		e = e2
		if !ok {
			e = libm.EDOM
		}
		r = q
	}
	if err := numCmathErr(vm, e); err != nil {
		return rt.Unbound, err
	}
	return vm.NewComplex(r), nil
}

func numCmathRect(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.MathArgs("rect", args, kw, 2); err != nil {
		return rt.Unbound, err
	}
	r, err := vm.ToFloat(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	phi, err := vm.ToFloat(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	var z complex128
	e := libm.OK
	switch {
	case !numFinite(r) || !numFinite(phi):
		if math.IsInf(r, 0) && numFinite(phi) && phi != 0 {
			if r > 0 {
				z = complex(math.Copysign(math.Inf(1), libm.Cos(phi)), math.Copysign(math.Inf(1), libm.Sin(phi)))
			} else {
				z = complex(-math.Copysign(math.Inf(1), libm.Cos(phi)), -math.Copysign(math.Inf(1), libm.Sin(phi)))
			}
		} else {
			z = numCSpecial("rect", r, phi)
		}
		if r != 0 && !math.IsNaN(r) && math.IsInf(phi, 0) {
			e = libm.EDOM
		}
	case phi == 0:
		z = complex(r, r*phi)
	default:
		z = complex(r*libm.Cos(phi), r*libm.Sin(phi))
	}
	if err := numCmathErr(vm, e); err != nil {
		return rt.Unbound, err
	}
	return vm.NewComplex(z), nil
}

func numCmathIsclose(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) > 2 {
		return rt.Unbound, vm.TypeError("isclose() takes exactly 2 positional arguments (%d given)", len(args))
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
	x, err := vm.ComplexFromValue(a[0])
	if err != nil {
		return rt.Unbound, err
	}
	y, err := vm.ComplexFromValue(a[1])
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
	if real(x) == real(y) && imag(x) == imag(y) {
		return rt.True, nil
	}
	if math.IsInf(real(x), 0) || math.IsInf(imag(x), 0) || math.IsInf(real(y), 0) || math.IsInf(imag(y), 0) {
		return rt.False, nil
	}
	diff, _ := pynum.CAbs(complex(real(x)-real(y), imag(x)-imag(y)))
	ax, _ := pynum.CAbs(x)
	ay, _ := pynum.CAbs(y)
	return rt.Bool(diff <= rel*ay || diff <= rel*ax || diff <= abs), nil
}

var numCmathFuncs = []rt.NamedFunc{
	{Name: "sqrt", Fn: numCmath1("sqrt", numCSqrt)},
	{Name: "exp", Fn: numCmath1("exp", numCExp)},
	{Name: "log10", Fn: numCmath1("log10", numCLog10)},
	{Name: "acos", Fn: numCmath1("acos", numCAcos)},
	{Name: "acosh", Fn: numCmath1("acosh", numCAcosh)},
	{Name: "asin", Fn: numCmath1("asin", numCAsin)},
	{Name: "asinh", Fn: numCmath1("asinh", numCAsinh)},
	{Name: "atan", Fn: numCmath1("atan", numCAtan)},
	{Name: "atanh", Fn: numCmath1("atanh", numCAtanh)},
	{Name: "cos", Fn: numCmath1("cos", numCCos)},
	{Name: "cosh", Fn: numCmath1("cosh", numCCosh)},
	{Name: "sin", Fn: numCmath1("sin", numCSin)},
	{Name: "sinh", Fn: numCmath1("sinh", numCSinh)},
	{Name: "tan", Fn: numCmath1("tan", numCTan)},
	{Name: "tanh", Fn: numCmath1("tanh", numCTanh)},
	{Name: "log", Fn: numCmathLog},
	{Name: "rect", Fn: numCmathRect},
	{Name: "isclose", Fn: numCmathIsclose},
	{Name: "phase", Fn: numCmathArg1("phase", func(vm *rt.VM, z complex128) (rt.Value, error) {
		return rt.FloatValue(numCAtan2(z)), nil
	})},
	{Name: "polar", Fn: numCmathArg1("polar", func(vm *rt.VM, z complex128) (rt.Value, error) {
		phi := numCAtan2(z)
		r, ok := pynum.CAbs(z)
		if !ok {
			return rt.Unbound, vm.MathRangeError()
		}
		return vm.NewTupleCopy([]rt.Value{rt.FloatValue(r), rt.FloatValue(phi)}), nil
	})},
	{Name: "isfinite", Fn: numCmathArg1("isfinite", func(vm *rt.VM, z complex128) (rt.Value, error) {
		return rt.Bool(numFinite(real(z)) && numFinite(imag(z))), nil
	})},
	{Name: "isnan", Fn: numCmathArg1("isnan", func(vm *rt.VM, z complex128) (rt.Value, error) {
		return rt.Bool(math.IsNaN(real(z)) || math.IsNaN(imag(z))), nil
	})},
	{Name: "isinf", Fn: numCmathArg1("isinf", func(vm *rt.VM, z complex128) (rt.Value, error) {
		return rt.Bool(math.IsInf(real(z), 0) || math.IsInf(imag(z), 0)), nil
	})},
}

var numCmathStatic = rt.StaticFuncList("cmath", numCmathFuncs)

func init() {
	register("cmath", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("cmath")
		for i, f := range numCmathFuncs {
			m.InstanceDict().SetStr(vm, f.Name, numCmathStatic[i])
		}
		m.InstanceDict().SetStr(vm, "pi", rt.FloatValue(math.Pi))
		m.InstanceDict().SetStr(vm, "e", rt.FloatValue(math.E))
		m.InstanceDict().SetStr(vm, "tau", rt.FloatValue(2*math.Pi))
		m.InstanceDict().SetStr(vm, "inf", rt.FloatValue(math.Inf(1)))
		m.InstanceDict().SetStr(vm, "nan", rt.FloatValue(math.NaN()))
		m.InstanceDict().SetStr(vm, "infj", vm.NewComplex(complex(0, math.Inf(1))))
		m.InstanceDict().SetStr(vm, "nanj", vm.NewComplex(complex(0, math.NaN())))
		return m, nil
	})
}
