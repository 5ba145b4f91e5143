package runtime

import "testing"

func setBenchVals(xs ...int) []Value {
	out := make([]Value, len(xs))
	for i, x := range xs {
		out[i] = SmallInt(int64(x))
	}
	return out
}

// benchSetOp runs free OP fp (or fp <= free) on a 50-item frozenset and a
// 5-item one, as set algebra in a search loop does, with a safepoint per
// operation: the results die young and their memory is recycled.
func benchSetOp(b *testing.B, op BinOp, cmp bool) {
	vm := NewVM()
	big := make([]int, 50)
	for i := range big {
		big[i] = i
	}
	free, _ := vm.NewFrozenSet(setBenchVals(big...))
	fp, _ := vm.NewFrozenSet(setBenchVals(3, 4, 6, 10, 12))
	vm.heap.AddRoots(func(t *Tracer) { t.Mark(free); t.Mark(fp) })
	b.ReportAllocs()
	for b.Loop() {
		var err error
		if cmp {
			_, err = vm.CompareBool(CmpLE, fp, free)
		} else {
			_, err = vm.Binary(op, free, fp)
		}
		if err != nil {
			b.Fatal(err)
		}
		if err := vm.Safepoint(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSetSub(b *testing.B) { benchSetOp(b, OpSub, false) }
func BenchmarkSetAnd(b *testing.B) { benchSetOp(b, OpAnd, false) }
func BenchmarkSetLE(b *testing.B)  { benchSetOp(b, 0, true) }
