//go:build linux && amd64

package tier

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// An exception that a helper exit raises in a natively called frame and
// that frame handles without looking at it stays native: no frame is
// adopted or finished for it. One that the handler looks at (sys.exc_info,
// `as e`) makes the frames adopted in the handler, and its traceback has
// the raising frame, with the locals it has when it is read.
func TestNativeCatch(t *testing.T) {
	src := `
import sys
def pin(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]
def conv(s):
    try:
        return int(s)
    except ValueError:
        return -1
def mid(n, m):
    pin(n, m)
    return conv('x') + conv('7')
def top(n):
    t = 0
    for i in range(n):
        m = {}
        t += mid(i, m) + mid(i, m) + len(m[id(m)])
    return t
def seen(d, k):
    try:
        return d[k]
    except KeyError:
        f = sys.exc_info()[2].tb_frame
        k = 'later'
        return f.f_locals['k'], f.f_code.co_name
def top2(n):
    r = None
    d = {}
    for i in range(n):
        r = seen(d, i)
    return r
print(top(3000), top2(300))
`
	for _, noCatch := range []bool{false, true} {
		out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2, NoNativeCatch: noCatch})
		require.NoError(t, err)
		require.Equal(t, "42000 ('later', 'seen')\n", out) // CPython 3.13's output
		s := j.Stats()
		require.Greater(t, s.NativeCalls, int64(9000), "%+v", s)
		if noCatch {
			require.Zero(t, s.NativeCaught)
			require.Greater(t, s.NativeFinished, int64(6000), "%+v", s)
			continue
		}
		require.Greater(t, s.NativeCaught, int64(8000), "%+v", s)
		require.Greater(t, s.NativeCaughtAdopted, int64(250), "%+v", s)
		require.Less(t, s.NativeFinished, int64(500), "%+v %v", s, s.FinishedBy)
	}
}

// zip and enumerate over lists, tuples, ranges and strs are made, asked
// for their iterator and advanced by helper exits in natively called
// frames, which stay native.
func TestNativeZipEnumerate(t *testing.T) {
	src := `
def same(a, b):
    n = 0
    for x, y in zip(a, b):
        if x is y:
            n += 1
    for i, x in enumerate(b):
        n += i
    return n
def top(k):
    t = 0
    l = [1, 2, 3]
    for i in range(k):
        t += same(l, (1, 2, i))
    return t
print(top(3000))
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "15001\n", out) // CPython 3.13's output
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(2900), "%+v", s)
	require.Less(t, s.NativeFinished, int64(100), "%+v %v", s, s.FinishedBy)
}
