package runtime

import (
	"math/big"
	"testing"
)

// BenchmarkIntBeyond48 adds to an accumulator past the int48 range (an
// int object whose value fits int64: one allocation per result).
func BenchmarkIntBeyond48(b *testing.B) {
	vm := NewVM()
	acc := vm.NewInt(1 << 50)
	step := SmallInt(12345)
	vm.heap.AddRoots(func(t *Tracer) { t.Mark(acc) })
	b.ReportAllocs()
	for b.Loop() {
		r, err := vm.Binary(OpAdd, acc, step)
		if err != nil {
			b.Fatal(err)
		}
		acc = r
		if err := vm.Safepoint(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBigMulSmall multiplies a 2000-bit int by a small one and keeps
// the product (the digits are shared with the result, not copied).
func BenchmarkBigMulSmall(b *testing.B) {
	vm := NewVM()
	x := vm.NewBigInt(new(big.Int).Lsh(big.NewInt(3), 2000))
	ten := SmallInt(10)
	vm.heap.AddRoots(func(t *Tracer) { t.Mark(x) })
	b.ReportAllocs()
	for b.Loop() {
		if _, err := vm.Binary(OpMul, x, ten); err != nil {
			b.Fatal(err)
		}
		if err := vm.Safepoint(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestInt64IntsShareNoDigits checks that int objects in the int64 range
// keep their digit inline and compute like any other.
func TestInt64IntsShareNoDigits(t *testing.T) {
	vm := NewVM()
	for _, i := range []int64{1 << 50, -(1 << 50), 1<<63 - 1, -1 << 63, -(1<<47 + 1)} {
		v := vm.NewInt(i)
		x, ok := vm.IntOf(v)
		if !ok || x.Big != nil || x.Small != i {
			t.Fatalf("NewInt(%d) reads back as %+v", i, x)
		}
		o := vm.heap.Get(v).(*Int)
		if o.V.Int64() != i || &o.V.Bits()[0] != &o.word[0] {
			t.Fatalf("NewInt(%d): V = %s, digits not inline", i, o.V.String())
		}
		s, err := vm.Binary(OpMul, v, v)
		if err != nil {
			t.Fatal(err)
		}
		want := new(big.Int).Mul(big.NewInt(i), big.NewInt(i))
		if got, _ := vm.IntOf(s); got.AsBig().Cmp(want) != 0 {
			t.Fatalf("%d squared: %v", i, got.AsBig())
		}
	}
}
