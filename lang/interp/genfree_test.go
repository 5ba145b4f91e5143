package interp

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// A chain of awaits makes a coroutine per await, each finished before the
// await is: their blocks (generator and registers) are recycled once the
// collector finds them dead, so in steady state they cost no Go memory.
// Without recycling, fib(22)'s 57,000 coroutines take ~13 MB from Go.
func TestFinishedCoroutinesAreRecycled(t *testing.T) {
	src := `
async def fib(n):
    if n <= 1:
        return n
    return await fib(n - 1) + await fib(n - 2)

def drive(c):
    try:
        while True:
            c.send(None)
    except StopIteration as e:
        return e.value

for _ in range(3):
    r = drive(fib(22))
print(r)
`
	// Warm up (compiling, interning) with the same program first.
	_, err, _ := runSource(t, src, nil)
	require.NoError(t, err)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	out, err, in := runSource(t, src, nil)
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	require.Equal(t, "17711\n", out)
	require.Greater(t, in.vm.Heap().Collections, 2)
	// 3 x 57,313 coroutines of ~200 bytes: 34 MB if none were recycled.
	require.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(12<<20))
}

// async for takes an asend object per item; dead ones are recycled.
// Without recycling, 200,000 items take ~22 MB from Go for them.
func TestAsyncGeneratorAwaitablesAreRecycled(t *testing.T) {
	src := `
async def numbers(n):
    for i in range(n):
        yield i

async def total(n):
    s = 0
    async for x in numbers(n):
        s += x & 7
    return s

def drive(c):
    try:
        while True:
            c.send(None)
    except StopIteration as e:
        return e.value

print(drive(total(200_000)))
`
	_, err, _ := runSource(t, src, nil)
	require.NoError(t, err)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	out, err, _ := runSource(t, src, nil)
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	require.Equal(t, "700000\n", out)
	require.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(10<<20))
}

// Generators dropped before they finish, suspended at a yield outside
// every handler or never started (next() of a generator expression, a
// loop that breaks, any()), are recycled with their frames like finished
// ones. Without that, the 300,000 of them take ~160 MB from Go (a
// Generator, its registers and its frame each; ~35 MB with).
func TestDroppedGeneratorsAreRecycled(t *testing.T) {
	src := `
def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x

data = [1, 3, 5, 8, 9, 10]
t = 0
for i in range(100_000):
    t += next(x for x in data if x > 4)
    for e in evens(data):
        t += e
        break
    g = evens(data)
print(t)
`
	_, err, _ := runSource(t, src, nil)
	require.NoError(t, err)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	out, err, in := runSource(t, src, nil)
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	require.Equal(t, "1300000\n", out)
	require.Greater(t, in.vm.Heap().Collections, 2)
	require.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(64<<20))
}

// A generator suspended in a `yield from` over a plain generator is
// resumed by resuming the sub-generator directly (resumeDelegate): each
// value of a chain of ten delegating generators costs the innermost one's
// resumption, not one interpreter resumption per level.
func TestYieldFromChainResumesTheLeaf(t *testing.T) {
	src := `
def leaf(n):
    for i in range(n):
        yield i
    return n

def level(d, n):
    if d == 0:
        r = yield from leaf(n)
    else:
        r = yield from level(d - 1, n)
    return r + 1

def f(n):
    t = 0
    for v in level(9, n):
        t += v
    return t
print(f(3))
`
	out, err, in := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, "3\n", out)
	f, ok := in.Main.Dict().GetStr(in.vm, "f")
	require.True(t, ok)
	before := in.resumes
	r, err := in.call(f, []rt.Value{rt.SmallInt(100)}, nil)
	require.NoError(t, err)
	require.Equal(t, rt.SmallInt(4950), r)
	// 101 resumptions of the leaf; each level is resumed by the
	// interpreter when it starts and once more to finish its YIELD_FROM
	// with the leaf's return value: 2 x 10 more. Per level and value it
	// would be 1,010.
	require.LessOrEqual(t, in.resumes-before, uint64(101+2*10))
}
