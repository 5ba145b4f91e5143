//go:build linux && amd64

package jit

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// nativeCatchSrc raises a KeyError in a function that machine code calls
// natively, two calls deep, and handles it there (deepcopy's memo pin).
const nativeCatchSrc = `
def pin(x, memo):
    try:
        memo[x].append(x)
    except KeyError:
        memo[x] = [x]
def g(x, memo):
    pin(x, memo)
    return len(memo)
def f(n):
    t = 0
    m = {}
    for i in range(n):
        t += g(i, m)
    return t
`

// BenchmarkNativeCatch measures an exception raised and handled in a
// natively called frame, per loop iteration: the handler run by helper
// steps against the native frame (catch), or the native frames adopted
// and finished for it (adopted, -X jit-native-catch=off).
func BenchmarkNativeCatch(b *testing.B) {
	const n = 20_000
	want := int64(n * (n + 1) / 2)
	for _, catch := range []bool{true, false} {
		name := "catch"
		if !catch {
			name = "adopted"
		}
		b.Run(name, func(b *testing.B) {
			loopBenchOpts(b, nativeCatchSrc, n, Options{Mode: "on", NoNativeCatch: !catch},
				func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == want })
		})
	}
}
