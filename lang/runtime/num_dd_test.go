package runtime

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"github.com/cpjit/cpjit/lang/internal/libm"
)

func numBigExpFull(x float64) *big.Float {
	const prec = 300
	bx := new(big.Float).SetPrec(prec).SetFloat64(x)
	// exp(x) = exp(x/2^20)^(2^20)
	y := new(big.Float).SetPrec(prec).SetMantExp(bx, -20)
	r := libm.BigExpSeries(y, prec)
	for i := 0; i < 20; i++ {
		r.Mul(r, r)
	}
	return r
}

// TestNumDDAccuracy checks the double-double exp and log kernels against
// math/big.
func TestNumDDAccuracy(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	worst := 0.0
	for i := 0; i < 2000; i++ {
		x := (rng.Float64()*2 - 1) * 40
		m, k := libm.DdExpParts(libm.DdF(x))
		got := new(big.Float).SetPrec(300).SetFloat64(m.Hi)
		got.Add(got, new(big.Float).SetFloat64(m.Lo))
		got.SetMantExp(got, k)
		want := numBigExpFull(x)
		d := new(big.Float).SetPrec(300).Sub(got, want)
		d.Quo(d, want)
		f, _ := d.Float64()
		if math.Abs(f) > worst {
			worst = math.Abs(f)
		}
	}
	if worst > 0x1p-74 {
		t.Errorf("exp worst rel err 2^%.1f", math.Log2(worst))
	}
	worst = 0
	for i := 0; i < 2000; i++ {
		x := math.Exp((rng.Float64()*2 - 1) * 5)
		l := libm.DdLog(x)
		// check exp(l) == x
		e := numBigExpFull(l.Hi)
		e2 := numBigExpFull(l.Lo) // ~1+lo
		e.Mul(e, e2)
		d := new(big.Float).SetPrec(300).Sub(e, new(big.Float).SetFloat64(x))
		d.Quo(d, new(big.Float).SetFloat64(x))
		f, _ := d.Float64()
		f /= math.Max(math.Abs(l.Hi), 1e-300) // abs err in log / |log|
		if math.Abs(f) > worst {
			worst = math.Abs(f)
		}
	}
	if worst > 0x1p-74 {
		t.Errorf("log worst rel err 2^%.1f", math.Log2(worst))
	}
}
