package interp

import (
	"testing"

	"github.com/stretchr/testify/require"
)

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
