package interp

import (
	"bytes"
	"strings"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// runSource runs src as __main__ in a fresh VM and returns stdout and the error.
func runSource(t *testing.T, src string, setup func(vm *rt.VM)) (string, error, *Interp) {
	t.Helper()
	vm := rt.NewVM()
	var out bytes.Buffer
	vm.Stdout = &out
	vm.Stderr = &out
	if setup != nil {
		setup(vm)
	}
	in := New(vm)
	err := in.RunMain("<test>", []byte(src))
	return out.String(), err, in
}

func TestRunsPrograms(t *testing.T) {
	out, err, _ := runSource(t, "x = [i * i for i in range(5)]\nprint(sum(x), x[-1])\n", nil)
	require.NoError(t, err)
	require.Equal(t, "30 16\n", out)
}

// A loop that allocates 10^7 short-lived objects runs in bounded memory:
// with a heap limit far below what 10^7 of them take (~1 GB) it must not
// raise MemoryError.
func TestShortLivedAllocationsAreCollected(t *testing.T) {
	src := `
keep = []
for i in range(10_000_000):
    x = [i, (i, i)]
    if i % 1_000_000 == 0:
        keep.append(x)
print(len(keep), keep[-1][0])
`
	var heap *rt.Heap
	out, err, _ := runSource(t, src, func(vm *rt.VM) {
		vm.SetMaxHeap(16 << 20)
		heap = vm.Heap()
	})
	require.NoError(t, err)
	require.Equal(t, "10 9000000\n", out)
	require.Greater(t, heap.Collections, 10)
	require.Less(t, heap.Live(), 300_000)
}

// Values held only by suspended generators and by frames deeper in the
// stack survive collections at every safepoint.
func TestCollectorKeepsFrameAndGeneratorValues(t *testing.T) {
	src := `
def gen():
    data = [str(i) for i in range(100)]
    for d in data:
        yield d
def deep(n, acc):
    if n == 0:
        junk = [[j] for j in range(1000)]
        return acc
    return deep(n - 1, acc + [str(n)])
gs = [gen() for _ in range(50)]
firsts = [next(g) for g in gs]
r = deep(200, [])
rest = [list(g) for g in gs]
print(len(r), r[0], r[-1], firsts[3], len(rest[7]), rest[7][-1])
`
	out, err, _ := runSource(t, src, func(vm *rt.VM) { vm.Heap().Stress = true })
	require.NoError(t, err)
	require.Equal(t, "200 200 1 0 99 99\n", out)
}

// A generator's frame object that outlives the generator (gi_frame kept,
// generator dropped) keeps the suspended frame's values alive: reading its
// f_locals after collections sees them (CPython 3.13.0 reads freed memory
// there, so this is no golden-output program).
func TestCollectorKeepsGeneratorFrameOfDroppedGenerator(t *testing.T) {
	src := `
import gc
def gen():
    x = [1, 2, 3]
    y = {'k': 'v' * 3}
    yield x
def make():
    g = gen()
    next(g)
    return g.gi_frame
gf = make()
for i in range(3):
    gc.collect()
    junk = [[j] * 10 for j in range(2000)]
print(sorted(gf.f_locals.items()), gf.f_lineno)
`
	out, err, _ := runSource(t, src, func(vm *rt.VM) { vm.Heap().Stress = true })
	require.NoError(t, err)
	require.Equal(t, "[('x', [1, 2, 3]), ('y', {'k': 'vvv'})] 6\n", out)
}

func TestRecursionLimitRaisesRecursionError(t *testing.T) {
	src := `
import sys
sys.setrecursionlimit(50)
def f(n):
    return f(n + 1)
try:
    f(0)
except RecursionError as e:
    print("caught", e)
`
	out, err, _ := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, "caught maximum recursion depth exceeded\n", out)
}

func TestUncaughtExceptionTraceback(t *testing.T) {
	src := "def f():\n    return 1 // 0\n\nf()\n"
	_, err, in := runSource(t, src, nil)
	exc := rt.AsException(err)
	require.NotNil(t, exc)
	require.Equal(t, `Traceback (most recent call last):
  File "<test>", line 4, in <module>
  File "<test>", line 2, in f
ZeroDivisionError: integer division or modulo by zero
`, in.FormatException(exc))
}

func TestSyntaxErrorBecomesPythonException(t *testing.T) {
	_, err, in := runSource(t, "x = (1,\n", nil)
	exc := rt.AsException(err)
	require.NotNil(t, exc)
	require.True(t, exc.Class().IsSubclass(rt.SyntaxErrorType))
	require.Contains(t, in.FormatException(exc), "SyntaxError: '(' was never closed")
}

func TestKeyboardInterruptAtSafepoint(t *testing.T) {
	src := "i = 0\nwhile True:\n    i += 1\n"
	_, err, _ := runSource(t, src, func(vm *rt.VM) {
		vm.Poll = func(vm *rt.VM) error { return vm.NewError(rt.KeyboardInterruptType, "") }
		vm.RequestPoll()
	})
	require.True(t, rt.ExceptionMatches(err, rt.KeyboardInterruptType))
}

func TestCaretAnchors(t *testing.T) {
	// The whole line is the instruction, so the markers cover it all.
	cases := []struct {
		line string
		col  int
		want string
	}{
		{"z = a + b", 4, "~~^~~"},
		{"z = x[i]", 4, "~^^^"},
		{"z = f(x) + 1", 4, "~^^^"},
		{"z = [obj.method(1, 2)]", 5, "~~~~~~~~~~^^^^^^"},
		{"z = (a) // b", 4, "~~~~^^~~"},
	}
	for _, c := range cases {
		got := sourceBlock([]string{c.line}, c.col, c.col+len(c.want), true)
		require.Equal(t, "    "+c.line+"\n    "+strings.Repeat(" ", c.col)+c.want+"\n", got, c.line)
	}
	// No markers for a call that is a whole assignment's value; only the
	// first line, stripped, without columns.
	require.Equal(t, "    x = f(1)\n", sourceBlock([]string{"  x = f(1)"}, 6, 10, true))
	require.Equal(t, "    a(\n", sourceBlock([]string{"  a(", "  )"}, 0, 0, false))
	require.Equal(t, "", sourceBlock([]string{"   "}, 0, 1, true))
}

// Instances get their __dict__ sized for the attributes earlier instances
// of their class ended up with, so that __init__ does not grow it.
func TestInstanceDictSizedFromClass(t *testing.T) {
	src := `
class P:
    def __init__(self):
        self.a = 1
        self.b = 2
        self.c = 3
ps = [P() for _ in range(3)]
`
	_, err, in := runSource(t, src, nil)
	require.NoError(t, err)
	vm := in.vm
	cv, ok := in.Globals(vm).GetStr(vm, "P")
	require.True(t, ok)
	cls := vm.Get(cv).(*rt.Class)
	require.Equal(t, 3, cls.AttrHint)
	fresh := vm.Get(vm.NewInstance(cls)).(*rt.Instance).InstanceDict()
	require.Equal(t, 3, fresh.Cap(), "a new instance's dict has room for the class's attributes")
}
