//go:build cgo && linux

package libm

import (
	"math"
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// directInputs are arguments of every kind: signed zeros, infinities, NaN,
// subnormals, the edges of the functions' domains, huge and tiny values,
// and a spread of ordinary ones.
func directInputs() []float64 {
	xs := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 1, -1, 0.5, -0.5, 2, -2,
		math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 2.2250738585072014e-308, math.MaxFloat64,
		-math.MaxFloat64, 709.78, 710, -745.2, 1e22, 1e300, 3.141592653589793, 1.5707963267948966, 1e-300, 0.999999999}
	for i := range 400 {
		x := math.Ldexp(float64(i%37)+0.123456789*float64(i), i%41-20)
		xs = append(xs, x, -x)
	}
	return xs
}

// The direct calls give exactly the results of calls through cgo, for
// every function and every kind of argument.
func TestDirectCallsMatchCgo(t *testing.T) {
	xs := directInputs()
	for i := range numFns1 {
		for _, x := range xs {
			want, got := cgoCall1(i, x), ccallFn1(i, x)
			require.Equal(t, math.Float64bits(want), math.Float64bits(got), "function %d of %v", i, x)
		}
	}
	for i := range numFns2 {
		for k, x := range xs {
			for j := k % 7; j < len(xs); j += 9 {
				y := xs[j]
				want, got := cgoCall2(i, x, y), ccallFn2(i, x, y)
				require.Equal(t, math.Float64bits(want), math.Float64bits(got), "function %d of %v, %v", i, x, y)
			}
		}
	}
	require.Equal(t, math.Float64bits(cgoCall2(fPow, 1.0001, -1.5)), math.Float64bits(Pow(1.0001, -1.5)))
	require.Equal(t, math.Float64bits(cgoCall1(fSin, 1e22)), math.Float64bits(Sin(1e22)))
}

// Direct calls from many goroutines, some of them deep in a recursion (a
// small stack left, which the call's stack check grows), while the
// collector runs and goroutines are preempted, give the right results.
func TestDirectCallsUnderGCAndPreemption(t *testing.T) {
	want := cgoCall2(fPow, 1.37, -2.5)
	wantSin := cgoCall1(fSin, 1e22)
	stop := make(chan struct{})
	var gc sync.WaitGroup
	gc.Add(1)
	go func() {
		defer gc.Done()
		for {
			select {
			case <-stop:
				return
			default:
				runtime.GC()
			}
		}
	}()
	var deep func(n int) error
	deep = func(n int) error {
		if n > 0 {
			var pad [64]byte
			pad[n%64] = byte(n)
			if err := deep(n - 1); err != nil || pad[0] == 255 {
				return err
			}
			return nil
		}
		for range 2000 {
			if Pow(1.37, -2.5) != want || Sin(1e22) != wantSin {
				return errMismatch
			}
		}
		return nil
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range 20 {
				if err := deep((g*37 + k*11) % 300); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(stop)
	gc.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
}

type mismatch struct{}

func (mismatch) Error() string { return "a direct call gave another result than cgo's" }

var errMismatch error = mismatch{}

func ccallFn1(i int, x float64) float64 {
	return []func(float64) float64{Exp, Exp2, Expm1, Log, Log2, Log1p, Log10, Sin, Cos, Tan, Asin, Acos, Atan,
		Sinh, Cosh, Tanh, Asinh, Acosh, Atanh, Cbrt, Erf, Erfc}[i](x)
}

func ccallFn2(i int, x, y float64) float64 {
	return []func(float64, float64) float64{Pow, Atan2, Hypot}[i](x, y)
}
