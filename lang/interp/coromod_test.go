package interp

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"

	"github.com/stretchr/testify/require"
)

// _cpjit_coro.step sends into or throws into a coroutine and reports its
// return as (True, value), without a StopIteration; errors propagate, and
// awaitables that are not coroutines go through their send and throw.
func TestCoroStep(t *testing.T) {
	src := `
from _cpjit_coro import step
import types

@types.coroutine
def pause(v):
    got = yield v
    return got

async def f():
    a = await pause(1)
    try:
        await pause(2)
    except ValueError as e:
        a = str(e)
    return a

c = f()
print(step(c, None))
print(step(c, None))
print(step(c, ValueError('thrown')))
try:
    step(c, None)
except RuntimeError as e:
    print('RuntimeError', e)

async def g():
    await pause(3)
    raise KeyError('k')

c = g()
print(step(c, None))
try:
    step(c, None)
except KeyError as e:
    print('KeyError', e)

async def h():
    raise StopIteration(5)
try:
    step(h(), None)
except RuntimeError as e:
    print('RuntimeError', e, type(e.__cause__).__name__)

class Aw:
    def __init__(self): self.n = 0
    def send(self, v):
        self.n += 1
        if self.n > 1:
            raise StopIteration('done')
        return 'once'
    def throw(self, e):
        raise e
a = Aw()
print(step(a, None), step(a, None))
try:
    step(a, IndexError('i'))
except IndexError as e:
    print('IndexError', e)
`
	out, err, _ := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, `(False, 1)
(False, 2)
(True, 'thrown')
RuntimeError cannot reuse already awaited coroutine
(False, 3)
KeyError 'k'
RuntimeError coroutine raised StopIteration StopIteration
(False, 'once') (True, 'done')
IndexError i
`, out)
}

// Creating a generator or coroutine of up to 32 registers is one Go
// allocation for the Generator and its registers (genRegs), besides the
// object table's amortised growth; the frame comes from the pool.
func TestGeneratorCreationAllocations(t *testing.T) {
	src := "def gen(a, b):\n    c = a + b\n    yield c\n\nasync def coro(a):\n    return a\n"
	_, err, in := runSource(t, src, nil)
	require.NoError(t, err)
	vm := in.vm
	for _, name := range []string{"gen", "coro"} {
		v, ok := in.Main.Dict().GetStr(vm, name)
		require.True(t, ok)
		fn := vm.Get(v).(*rt.Function)
		args := []rt.Value{rt.SmallInt(1), rt.SmallInt(2)}[:fn.Code.ArgCount]
		n := testing.AllocsPerRun(1000, func() {
			g, err := in.CallFunction(vm, fn, args, nil)
			require.NoError(t, err)
			in.finishGen(vm.Get(g).(*Generator))
		})
		require.LessOrEqual(t, n, 1.1, name)
	}
}
