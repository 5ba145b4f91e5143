package interp

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// An in-place operator whose class defines __iadd__ calls it without a
// bound method, and one that falls back to __add__ looks neither name up
// by string (lookupBinOp): allocations are the results' only.
func TestInPlaceOperatorAllocations(t *testing.T) {
	src := `
class Acc:
    __slots__ = ('n',)
    def __init__(self):
        self.n = 0
    def __iadd__(self, k):
        self.n += k
        return self
def f(n):
    a = Acc()
    for i in range(n):
        a += 1
        a += 2
    return a.n
print(f(3))
`
	allocs := goAllocsPerCall(t, src, "9\n", 1000)
	require.Less(t, allocs, 100.0, "Go allocations per 2000 in-place operators with __iadd__")
}

// A set of up to four items is one Go allocation with its first table
// (BUILD_SET makes one more: the copy of its operands).
func TestSmallSetAllocations(t *testing.T) {
	src := `
def f(n):
    c = 0
    for i in range(n):
        s = {i, i + 1, i + 2}
        c += len(s)
    return c
print(f(3))
`
	allocs := goAllocsPerCall(t, src, "9\n", 1000)
	require.Less(t, allocs, 2100.0, "Go allocations per 1000 three-item set displays")
}
