//go:build cgo && linux && !amd64

package libm

// #cgo LDFLAGS: -lm
// #include <math.h>
import "C"

// On Linux with cgo the functions are the platform's libm (glibc), which
// is what CPython calls: the math module, float ** float, cmath's and
// random's building blocks then give CPython's results bit for bit. The
// pure-Go versions (pureExp...) stay as the build without cgo.

func Pow(x, y float64) float64   { return float64(C.pow(C.double(x), C.double(y))) }
func Exp(x float64) float64      { return float64(C.exp(C.double(x))) }
func Exp2(x float64) float64     { return float64(C.exp2(C.double(x))) }
func Expm1(x float64) float64    { return float64(C.expm1(C.double(x))) }
func Log(x float64) float64      { return float64(C.log(C.double(x))) }
func Log2(x float64) float64     { return float64(C.log2(C.double(x))) }
func Log1p(x float64) float64    { return float64(C.log1p(C.double(x))) }
func Log10(x float64) float64    { return float64(C.log10(C.double(x))) }
func Sin(x float64) float64      { return float64(C.sin(C.double(x))) }
func Cos(x float64) float64      { return float64(C.cos(C.double(x))) }
func Tan(x float64) float64      { return float64(C.tan(C.double(x))) }
func Asin(x float64) float64     { return float64(C.asin(C.double(x))) }
func Acos(x float64) float64     { return float64(C.acos(C.double(x))) }
func Atan(x float64) float64     { return float64(C.atan(C.double(x))) }
func Atan2(y, x float64) float64 { return float64(C.atan2(C.double(y), C.double(x))) }
func Hypot(x, y float64) float64 { return float64(C.hypot(C.double(x), C.double(y))) }
func Sinh(x float64) float64     { return float64(C.sinh(C.double(x))) }
func Cosh(x float64) float64     { return float64(C.cosh(C.double(x))) }
func Tanh(x float64) float64     { return float64(C.tanh(C.double(x))) }
func Asinh(x float64) float64    { return float64(C.asinh(C.double(x))) }
func Acosh(x float64) float64    { return float64(C.acosh(C.double(x))) }
func Atanh(x float64) float64    { return float64(C.atanh(C.double(x))) }
func Cbrt(x float64) float64     { return float64(C.cbrt(C.double(x))) }
func Erf(x float64) float64      { return float64(C.erf(C.double(x))) }
func Erfc(x float64) float64     { return float64(C.erfc(C.double(x))) }
