package interp

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// goAllocsPerCall runs src, then reports the Go allocations of one call of
// its function f(n).
func goAllocsPerCall(t *testing.T, src, want string, n int64) float64 {
	t.Helper()
	out, err, in := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, want, out)
	f, ok := in.Main.Dict().GetStr(in.vm, "f")
	require.True(t, ok)
	allocs := testing.AllocsPerRun(5, func() {
		_, err = in.call(f, []rt.Value{rt.SmallInt(n)}, nil)
	})
	require.NoError(t, err)
	return allocs
}

// `for k, v in d.items()`, enumerate and zip unpack each item without
// building its tuple (forIterUnpack): no Go allocation per iteration.
func TestForUnpackAllocations(t *testing.T) {
	src := `
def f(n):
    d = {1: 2, 3: 4}
    l = [5, 6, 7]
    s = 0
    for i in range(n):
        for k, v in d.items():
            s += k * v
        for j, x in enumerate(l):
            s += j * x
        for a, b in zip(l, l):
            s += a - b
    return s
print(f(3))
`
	allocs := goAllocsPerCall(t, src, "102\n", 1000)
	t.Logf("%.0f Go allocations", allocs)
	// Per round: the items view, three iterators and the enumerate's and
	// zip's parts; with tuples it was 7 more.
	require.Less(t, allocs, 9000.0, "Go allocations per 1000 rounds of three unpacking loops")
}

// A generator drained by a builtin hands its yields to the consumer's sink
// without leaving its frame: one resumption per drain, not one per item.
func TestDrainWithoutResuming(t *testing.T) {
	src := `
def f(n):
    t = 0
    for i in range(n):
        t += len(tuple(x for x in range(50)))
    return t
print(f(2))
`
	out, err, in := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, "100\n", out)
	f, ok := in.Main.Dict().GetStr(in.vm, "f")
	require.True(t, ok)
	before := in.resumes
	_, err = in.call(f, []rt.Value{rt.SmallInt(10)}, nil)
	require.NoError(t, err)
	require.Equal(t, uint64(10), in.resumes-before, "generator resumptions for 10 drains of 50 items")
}
