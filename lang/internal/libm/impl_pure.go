//go:build !(cgo && linux)

package libm

// Without cgo, or off Linux, the functions are computed in Go: correctly
// rounded in double-double (exp, log, pow, the trigonometric functions and
// their inverses, hypot), or fdlibm's algorithms operation by operation
// (the rest). glibc's results, and so CPython's on Linux, are correctly
// rounded in all but rare cases, so these may differ from CPython's in the
// last bit there.

func Pow(x, y float64) float64   { return purePow(x, y) }
func Exp(x float64) float64      { return pureExp(x) }
func Exp2(x float64) float64     { return pureExp2(x) }
func Expm1(x float64) float64    { return pureExpm1(x) }
func Log(x float64) float64      { return pureLog(x) }
func Log2(x float64) float64     { return pureLog2(x) }
func Log1p(x float64) float64    { return pureLog1p(x) }
func Log10(x float64) float64    { return pureLog10(x) }
func Sin(x float64) float64      { return pureSin(x) }
func Cos(x float64) float64      { return pureCos(x) }
func Tan(x float64) float64      { return pureTan(x) }
func Asin(x float64) float64     { return pureAsin(x) }
func Acos(x float64) float64     { return pureAcos(x) }
func Atan(x float64) float64     { return pureAtan(x) }
func Atan2(y, x float64) float64 { return pureAtan2(y, x) }
func Hypot(x, y float64) float64 { return pureHypot(x, y) }
func Sinh(x float64) float64     { return pureSinh(x) }
func Cosh(x float64) float64     { return pureCosh(x) }
func Tanh(x float64) float64     { return pureTanh(x) }
func Asinh(x float64) float64    { return pureAsinh(x) }
func Acosh(x float64) float64    { return pureAcosh(x) }
func Atanh(x float64) float64    { return pureAtanh(x) }
func Cbrt(x float64) float64     { return pureCbrt(x) }
func Erf(x float64) float64      { return pureErf(x) }
func Erfc(x float64) float64     { return pureErfc(x) }
