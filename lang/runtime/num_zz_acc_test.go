package runtime

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

func numBigExpFull(x float64) *big.Float {
	const prec = 300
	c := numDDk()
	bx := new(big.Float).SetPrec(prec).SetFloat64(x)
	ln2 := new(big.Float).SetPrec(prec).SetFloat64(c.ln2.hi)
	ln2.Add(ln2, new(big.Float).SetFloat64(c.ln2.lo))
	// not exact enough beyond 106 bits, so use k*ln2 with k small via halving instead
	_ = ln2
	// exp(x) = exp(x/2^20)^(2^20)
	y := new(big.Float).SetPrec(prec).SetMantExp(bx, -20)
	r := numBigExpSeries(y, prec)
	for i := 0; i < 20; i++ {
		r.Mul(r, r)
	}
	return r
}

func TestNumZZAccuracy(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	worst := 0.0
	for i := 0; i < 20000; i++ {
		x := (rng.Float64()*2 - 1) * 40
		m, k := ddExpParts(ddF(x))
		got := new(big.Float).SetPrec(300).SetFloat64(m.hi)
		got.Add(got, new(big.Float).SetFloat64(m.lo))
		got.SetMantExp(got, k)
		want := numBigExpFull(x)
		d := new(big.Float).SetPrec(300).Sub(got, want)
		d.Quo(d, want)
		f, _ := d.Float64()
		if math.Abs(f) > worst {
			worst = math.Abs(f)
		}
	}
	t.Logf("exp worst rel err 2^%.1f", math.Log2(worst))
	worst = 0
	for i := 0; i < 20000; i++ {
		x := math.Exp((rng.Float64()*2 - 1) * 5)
		l := ddLog(x)
		// check exp(l) == x
		e := numBigExpFull(l.hi)
		e2 := numBigExpFull(l.lo) // ~1+lo
		e.Mul(e, e2)
		d := new(big.Float).SetPrec(300).Sub(e, new(big.Float).SetFloat64(x))
		d.Quo(d, new(big.Float).SetFloat64(x))
		f, _ := d.Float64()
		f /= math.Max(math.Abs(l.hi), 1e-300) // abs err in log / |log|
		if math.Abs(f) > worst {
			worst = math.Abs(f)
		}
	}
	t.Logf("log worst rel err 2^%.1f", math.Log2(worst))
}
