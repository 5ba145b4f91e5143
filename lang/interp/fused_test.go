package interp

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

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
