package libm

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// The pure-Go functions are correctly rounded where glibc's are not
// always (impl_pure.go): checked against math/big.

// numCRPow's integral and half-integral exponents are correctly rounded:
// checked against x**n * sqrt(x) computed with 400-bit math/big.
func TestNumPowHalfIntegral(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		x := math.Ldexp(1+rng.Float64(), rng.IntN(160)-80)
		n := rng.IntN(24)
		half := rng.IntN(2) == 1
		y := float64(n)
		if half {
			y += 0.5
		}
		if rng.IntN(2) == 0 {
			y = -y
		}
		if y == 0 || y == 1 || y == 2 || y == 0.5 {
			continue // numLibmPow's shortcuts
		}
		const prec = 400
		bx := new(big.Float).SetPrec(prec).SetFloat64(x)
		r := new(big.Float).SetPrec(prec).SetInt64(1)
		for k := 0; k < n; k++ {
			r.Mul(r, bx)
		}
		if half {
			r.Mul(r, new(big.Float).SetPrec(prec).Sqrt(bx))
		}
		if y < 0 {
			r.Quo(new(big.Float).SetPrec(prec).SetInt64(1), r)
		}
		want, _ := r.Float64()
		if got := purePow(x, y); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("pow(%v, %v) = %v, want %v", x, y, got, want)
		}
	}
}

// sin and cos are correctly rounded: checked against a 300-bit series
// after reducing x by pi/2 with math/big, over random x up to 2**20.
func TestNumSinCosRounding(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	c := DDk()
	const prec = 300
	pio2 := new(big.Float).SetPrec(BigPrec).SetMantExp(c.BigPi, -1)
	for i := 0; i < 3000; i++ {
		x := math.Ldexp(1+rng.Float64(), rng.IntN(40)-20)
		if rng.IntN(2) == 0 {
			x = -x
		}
		bx := new(big.Float).SetPrec(BigPrec).SetFloat64(x)
		q := new(big.Float).SetPrec(BigPrec).Quo(bx, pio2)
		qf, _ := q.Float64()
		k := math.Round(qf)
		r := new(big.Float).SetPrec(BigPrec).Mul(new(big.Float).SetFloat64(k), pio2)
		r.Sub(bx, r)
		s, co := BigSinCos(r.SetPrec(prec), prec)
		// sin(r + k*pi/2) and cos(r + k*pi/2) by quadrant.
		sins := []*big.Float{s, co, new(big.Float).Neg(s), new(big.Float).Neg(co)}
		coss := []*big.Float{co, new(big.Float).Neg(s), new(big.Float).Neg(co), s}
		quad := int(int64(k) & 3)
		wantS, _ := sins[quad].Float64()
		wantC, _ := coss[quad].Float64()
		if got := CRSin(x); got != wantS {
			t.Fatalf("sin(%v) = %v, want %v", x, got, wantS)
		}
		if got := CRCos(x); got != wantC {
			t.Fatalf("cos(%v) = %v, want %v", x, got, wantC)
		}
	}
}
