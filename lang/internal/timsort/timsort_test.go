package timsort

import (
	"errors"
	"math/rand"
	"slices"
	"testing"
)

type item struct{ key, seq int }

func lessItem(a, b item) (bool, error) { return a.key < b.key, nil }

// TestStableAgainstSliceStable sorts random inputs of many shapes (random,
// few distinct keys, ascending and descending runs) and compares with
// slices.SortStableFunc, which must agree exactly because both are stable.
func TestStableAgainstSliceStable(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for trial := 0; trial < 400; trial++ {
		n := r.Intn(3000)
		a := make([]item, n)
		distinct := 1 + r.Intn(50)
		for i := range a {
			switch trial % 4 {
			case 0:
				a[i].key = r.Intn(1 << 20)
			case 1:
				a[i].key = r.Intn(distinct)
			case 2:
				a[i].key = i/7 - r.Intn(3)
			case 3:
				a[i].key = (n - i) / 5
			}
			a[i].seq = i
		}
		want := slices.Clone(a)
		slices.SortStableFunc(want, func(x, y item) int { return x.key - y.key })
		if err := Sort(a, nil, lessItem); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(a, want) {
			t.Fatalf("trial %d (n=%d): not the stable order", trial, n)
		}
	}
}

func TestValsFollowKeys(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	keys := make([]int, 1000)
	vals := make([]int, 1000)
	for i := range keys {
		keys[i] = r.Intn(100)
		vals[i] = keys[i]*10000 + i
	}
	if err := Sort(keys, vals, func(a, b int) (bool, error) { return a < b, nil }); err != nil {
		t.Fatal(err)
	}
	for i := range keys {
		if vals[i]/10000 != keys[i] {
			t.Fatalf("value %d does not follow its key %d", vals[i], keys[i])
		}
		if i > 0 && keys[i] == keys[i-1] && vals[i] < vals[i-1] {
			t.Fatalf("equal keys out of their original order at %d", i)
		}
	}
	Reverse(keys, vals)
	if keys[0] < keys[len(keys)-1] || vals[0]/10000 != keys[0] {
		t.Fatal("Reverse did not reverse keys and values together")
	}
}

// TestErrorKeepsPermutation: a comparison that fails part-way stops the
// sort with that error and leaves every item exactly once.
func TestErrorKeepsPermutation(t *testing.T) {
	boom := errors.New("boom")
	for stopAt := 1; stopAt < 5000; stopAt += 97 {
		r := rand.New(rand.NewSource(int64(stopAt)))
		a := r.Perm(2000)
		calls := 0
		err := Sort(a, nil, func(x, y int) (bool, error) {
			calls++
			if calls == stopAt {
				return false, boom
			}
			return x < y, nil
		})
		if err != boom {
			t.Fatalf("stopAt %d: err = %v", stopAt, err)
		}
		seen := make([]bool, len(a))
		for _, x := range a {
			if seen[x] {
				t.Fatalf("stopAt %d: %d twice", stopAt, x)
			}
			seen[x] = true
		}
	}
}
