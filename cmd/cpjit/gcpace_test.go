package main

import "testing"

// TestGCPercent: the Go heap may grow by half its live bytes, but by at least
// 8 MB (12 MB cost most programs 4-5 MB of peak RSS), and by at most 12
// times a tiny heap.
func TestGCPercent(t *testing.T) {
	for _, c := range []struct {
		live uint64
		want int
	}{
		{0, 800},
		{1 << 20, 800},
		{4 << 20, 200},
		{8 << 20, 100},
		{12 << 20, 66},
		{32 << 20, 50},
		{100 << 20, 50},
	} {
		if got := gcPercent(c.live); got != c.want {
			t.Errorf("gcPercent(%d MB) = %d, want %d", c.live>>20, got, c.want)
		}
	}
}
