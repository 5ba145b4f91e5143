//go:build cgo && linux

package libm

// #cgo LDFLAGS: -lm
// #include <math.h>
// typedef double (*libm_f1)(double);
// typedef double (*libm_f2)(double, double);
// static libm_f1 libm_fns1[] = {
// 	exp, exp2, expm1, log, log2, log1p, log10, sin, cos, tan, asin, acos, atan,
// 	sinh, cosh, tanh, asinh, acosh, atanh, cbrt, erf, erfc,
// };
// static libm_f2 libm_fns2[] = {pow, atan2, hypot};
// static void *libm_fn1(int i) { return (void *)libm_fns1[i]; }
// static void *libm_fn2(int i) { return (void *)libm_fns2[i]; }
// static double libm_call1(int i, double x) { return libm_fns1[i](x); }
// static double libm_call2(int i, double x, double y) { return libm_fns2[i](x, y); }
import "C"

import "github.com/cpjit/cpjit/lang/internal/libm/ccall"

// On Linux with cgo the functions are the platform's libm (glibc), which
// is what CPython calls: the math module, float ** float, cmath's and
// random's building blocks then give CPython's results bit for bit. The
// pure-Go versions (pureExp...) stay as the build without cgo.
//
// On amd64 they are called without cgo's call protocol (package ccall):
// a cgo call moves to the system stack and tells the scheduler that the
// goroutine is in a system call, 60-80 ns around a pow that takes 20
// (float ** float in a loop spent half its time there). These functions
// compute on registers and a little stack, never block, call back into
// nothing and read no thread state but the floating-point environment,
// which Go leaves at its default as C expects; ccall gives them 8 KB of
// the goroutine's own stack, which the assembler's stack check
// guarantees. Each is called once through cgo first (init), so that a
// lazily bound symbol is bound before a direct call reaches it.

// The functions' indices in libm_fns1 and libm_fns2.
const (
	fExp = iota
	fExp2
	fExpm1
	fLog
	fLog2
	fLog1p
	fLog10
	fSin
	fCos
	fTan
	fAsin
	fAcos
	fAtan
	fSinh
	fCosh
	fTanh
	fAsinh
	fAcosh
	fAtanh
	fCbrt
	fErf
	fErfc
	numFns1
)

const (
	fPow = iota
	fAtan2
	fHypot
	numFns2
)

var (
	fns1 [numFns1]uintptr
	fns2 [numFns2]uintptr
)

func init() {
	for i := range fns1 {
		C.libm_call1(C.int(i), 0.5)
		fns1[i] = uintptr(C.libm_fn1(C.int(i)))
	}
	for i := range fns2 {
		C.libm_call2(C.int(i), 0.5, 0.5)
		fns2[i] = uintptr(C.libm_fn2(C.int(i)))
	}
}

// cgoCall1 and cgoCall2 call function i through cgo (the tests compare).
func cgoCall1(i int, x float64) float64 { return float64(C.libm_call1(C.int(i), C.double(x))) }
func cgoCall2(i int, x, y float64) float64 {
	return float64(C.libm_call2(C.int(i), C.double(x), C.double(y)))
}

func Pow(x, y float64) float64   { return ccall.Call2(fns2[fPow], x, y) }
func Exp(x float64) float64      { return ccall.Call1(fns1[fExp], x) }
func Exp2(x float64) float64     { return ccall.Call1(fns1[fExp2], x) }
func Expm1(x float64) float64    { return ccall.Call1(fns1[fExpm1], x) }
func Log(x float64) float64      { return ccall.Call1(fns1[fLog], x) }
func Log2(x float64) float64     { return ccall.Call1(fns1[fLog2], x) }
func Log1p(x float64) float64    { return ccall.Call1(fns1[fLog1p], x) }
func Log10(x float64) float64    { return ccall.Call1(fns1[fLog10], x) }
func Sin(x float64) float64      { return ccall.Call1(fns1[fSin], x) }
func Cos(x float64) float64      { return ccall.Call1(fns1[fCos], x) }
func Tan(x float64) float64      { return ccall.Call1(fns1[fTan], x) }
func Asin(x float64) float64     { return ccall.Call1(fns1[fAsin], x) }
func Acos(x float64) float64     { return ccall.Call1(fns1[fAcos], x) }
func Atan(x float64) float64     { return ccall.Call1(fns1[fAtan], x) }
func Atan2(y, x float64) float64 { return ccall.Call2(fns2[fAtan2], y, x) }
func Hypot(x, y float64) float64 { return ccall.Call2(fns2[fHypot], x, y) }
func Sinh(x float64) float64     { return ccall.Call1(fns1[fSinh], x) }
func Cosh(x float64) float64     { return ccall.Call1(fns1[fCosh], x) }
func Tanh(x float64) float64     { return ccall.Call1(fns1[fTanh], x) }
func Asinh(x float64) float64    { return ccall.Call1(fns1[fAsinh], x) }
func Acosh(x float64) float64    { return ccall.Call1(fns1[fAcosh], x) }
func Atanh(x float64) float64    { return ccall.Call1(fns1[fAtanh], x) }
func Cbrt(x float64) float64     { return ccall.Call1(fns1[fCbrt], x) }
func Erf(x float64) float64      { return ccall.Call1(fns1[fErf], x) }
func Erfc(x float64) float64     { return ccall.Call1(fns1[fErfc], x) }
