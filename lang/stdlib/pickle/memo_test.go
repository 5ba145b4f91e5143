package pickle

import (
	"math/rand"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// TestMemoTable checks the memo table against a Go map through growth,
// replacement and clearing.
func TestMemoTable(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	var m memoTable
	for round := 0; round < 4; round++ {
		want := map[rt.Value]int{}
		n := []int{0, 5, 1000, 70000}[round]
		for i := 0; i < n; i++ {
			v := rt.Value(r.Uint64() >> uint(r.Intn(60)))
			idx := len(want)
			if old, ok := want[v]; ok {
				idx = old // a replacement keeps the count
			}
			want[v] = idx
			m.put(v, idx)
			if m.len() != len(want) {
				t.Fatalf("round %d: len %d, want %d", round, m.len(), len(want))
			}
		}
		for v, idx := range want {
			if got, ok := m.get(v); !ok || got != idx {
				t.Fatalf("round %d: get(%#x) = %d, %v; want %d", round, v, got, ok, idx)
			}
		}
		for i := 0; i < 1000; i++ {
			v := rt.Value(r.Uint64())
			if _, ok := want[v]; ok {
				continue
			}
			if _, ok := m.get(v); ok {
				t.Fatalf("round %d: get(%#x) found an absent key", round, v)
			}
		}
		m.clear()
		if m.len() != 0 {
			t.Fatalf("len after clear = %d", m.len())
		}
		for v := range want {
			if _, ok := m.get(v); ok {
				t.Fatalf("round %d: get(%#x) found a key after clear", round, v)
			}
		}
	}
}
