package runtime

import (
	"math/big"
	"math/rand"
	"testing"
)

// TestArith128AgainstBig checks every operator's two-word path against
// math/big (floor division and modulo as Python defines them) on values
// around the word boundaries, of both signs.
func TestArith128AgainstBig(t *testing.T) {
	vm := NewVM()
	rng := rand.New(rand.NewSource(1))
	one := big.NewInt(1)
	edges := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(3), big.NewInt(1 << 47), big.NewInt(1<<63 - 1)}
	for _, e := range []uint{63, 64, 65, 96, 127, 128} {
		p := new(big.Int).Lsh(one, e)
		edges = append(edges, p, new(big.Int).Sub(p, one), new(big.Int).Add(p, one))
	}
	random := func() *big.Int {
		if rng.Intn(3) == 0 {
			return new(big.Int).Set(edges[rng.Intn(len(edges))])
		}
		b := new(big.Int).Rand(rng, new(big.Int).Lsh(one, uint(1+rng.Intn(128))))
		if rng.Intn(8) == 0 {
			b.Lsh(b, uint(rng.Intn(64))) // exact multiples, wide spreads
		}
		return b
	}
	ops := []BinOp{OpAdd, OpSub, OpMul, OpFloorDiv, OpMod, OpAnd, OpOr, OpXor, OpLShift, OpRShift}
	fast := 0
	for i := 0; i < 200000; i++ {
		a, b := random(), random()
		if rng.Intn(2) == 0 {
			a.Neg(a)
		}
		op := ops[rng.Intn(len(ops))]
		if op == OpLShift || op == OpRShift {
			b.SetInt64(int64(rng.Intn(140)))
		} else if rng.Intn(2) == 0 {
			b.Neg(b)
		}
		if (op == OpFloorDiv || op == OpMod) && b.Sign() == 0 {
			continue
		}
		want := new(big.Int)
		switch op {
		case OpAdd:
			want.Add(a, b)
		case OpSub:
			want.Sub(a, b)
		case OpMul:
			want.Mul(a, b)
		case OpFloorDiv, OpMod:
			q, m := new(big.Int).QuoRem(a, b, new(big.Int))
			if m.Sign() != 0 && m.Sign() != b.Sign() {
				q.Sub(q, one)
				m.Add(m, b)
			}
			want = q
			if op == OpMod {
				want = m
			}
		case OpAnd:
			want.And(a, b)
		case OpOr:
			want.Or(a, b)
		case OpXor:
			want.Xor(a, b)
		case OpLShift:
			want.Lsh(a, uint(b.Int64()))
		case OpRShift:
			want.Rsh(a, uint(b.Int64()))
		}
		r, ok := vm.arith128(op, Norm(a), Norm(b))
		if !ok {
			if want.BitLen() <= 127 && a.BitLen() <= 128 && b.BitLen() <= 128 && (op == OpAdd || op == OpSub || op == OpMul || op == OpFloorDiv || op == OpMod) {
				t.Fatalf("%v %v %v = %v: declined though everything fits", a, BinOpNames[op][3], b, want)
			}
			continue
		}
		fast++
		got, _ := vm.IntOf(r)
		if got.AsBig().Cmp(want) != 0 {
			t.Fatalf("%v %v %v = %v, want %v", a, BinOpNames[op][3], b, got.AsBig(), want)
		}
	}
	if fast < 100000 {
		t.Fatalf("only %d operations took the two-word path", fast)
	}
}

// TestDeadIntsRecycled checks that ints made by arithmetic come back from
// the free lists after a collection, two-word ones and ones with digit
// arrays, and that no live int's digits are a recycled int's.
func TestDeadIntsRecycled(t *testing.T) {
	for _, bitsBase := range []uint{60, 300, 3000} {
		vm := NewVM()
		base := new(big.Int).Lsh(big.NewInt(1), bitsBase)
		baseV := vm.BigValue(new(big.Int).Set(base))
		x, _ := vm.IntOf(baseV)
		var keep []Value
		for i := 0; i < 1000; i++ {
			r, err := numIntAdd(vm, x, IntOperand{Small: int64(i)})
			if err != nil {
				t.Fatal(err)
			}
			if i%10 == 0 {
				// An operation that gives its operand back (abs of a
				// positive int) must not make a second int over r's
				// digits: r dies here, and its digits are recycled.
				ro, _ := vm.IntOf(r)
				keep = append(keep, vm.IntValue(Abs(ro)))
			}
		}
		vm.heap.DropPins() // as at a safepoint: only what is kept lives
		for _, r := range keep {
			vm.heap.Pin(r)
		}
		vm.heap.Pin(baseV)
		vm.heap.Collect()
		fl := &vm.heap.freeLists
		if n := fl.ints.Len(); n < 800 {
			t.Fatalf("%d-bit ints: %d dead ints on the free list, want about 900", bitsBase, n)
		}
		nats, bytes := 0, 0
		for _, l := range fl.nats {
			nats += len(l)
			for _, ds := range l {
				bytes += cap(ds) * 8
			}
		}
		// About 900 arrays, or as many as a class keeps.
		if bitsBase > 128 && nats < 800 && bytes < natClassBytes*9/10 {
			t.Fatalf("%d-bit ints: %d digit arrays (%d bytes) on the free lists, want about 900", bitsBase, nats, bytes)
		}
		for i := 0; i < 1000; i++ {
			// Results of every size the recycled arrays can serve.
			if _, err := numIntMul(vm, x, IntOperand{Small: 3 + int64(i)}); err != nil {
				t.Fatal(err)
			}
			if _, err := numIntSub(vm, x, IntOperand{Small: int64(i)}); err != nil {
				t.Fatal(err)
			}
			if _, err := numIntMod(vm, x, IntOperand{Small: 1<<62 + int64(i)}); err != nil {
				t.Fatal(err)
			}
		}
		for k, r := range keep {
			got, _ := vm.IntOf(r)
			want := new(big.Int).Add(base, big.NewInt(int64(10*k)))
			if got.AsBig().Cmp(want) != 0 {
				t.Fatalf("%d-bit ints: kept int %d is %v after reuse, want %v", bitsBase, k, got.AsBig(), want)
			}
		}
	}
}

// TestNatClasses checks the digit arrays' size classes: every request gets
// an array of at least its size and at most a quarter (or 3 digits) more,
// and an array of a class's size falls in that class.
func TestNatClasses(t *testing.T) {
	if c := natClassFloor(natMaxDigits - 1); c != natClasses-1 {
		t.Fatalf("natClasses is %d, want %d", natClasses, c+1)
	}
	for c := 0; c < natClasses; c++ {
		if got := natClassFloor(natClassSize(c)); got != c {
			t.Fatalf("class %d (size %d) floors to class %d", c, natClassSize(c), got)
		}
	}
	var fl freeLists
	for n := 3; n <= natClassSize(natClasses-1); n++ {
		ds := fl.takeNat(n)
		if cap(ds) < n || cap(ds) > max(n+n/4, 4) {
			t.Fatalf("a request for %d digits got %d", n, cap(ds))
		}
		if c := natClassFloor(cap(ds)); natClassSize(c) != cap(ds) {
			t.Fatalf("an array of %d digits is not a class's size", cap(ds))
		}
	}
}
