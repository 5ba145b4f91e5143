package compiler

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cpjit/cpjit/lang/bytecode"
)

// codeNamed finds the code object named qualname under c.
func codeNamed(c *bytecode.Code, qualname string) *bytecode.Code {
	if c.Qualname == qualname {
		return c
	}
	for _, k := range c.Consts {
		if sub, ok := k.(*bytecode.Code); ok {
			if r := codeNamed(sub, qualname); r != nil {
				return r
			}
		}
	}
	return nil
}

func TestAsyncFlags(t *testing.T) {
	code := compileSrc(t, `
async def coro(x):
    return await x

async def agen(xs):
    async for x in xs:
        yield x

def plain():
    return (x async for x in y)

async def comps(y):
    a = [(lambda: x)() async for x in y]
    return a, (await z for z in y)
`)
	const kinds = bytecode.FlagGenerator | bytecode.FlagCoroutine | bytecode.FlagAsyncGenerator
	for name, want := range map[string]int{
		"coro":                      bytecode.FlagGenerator | bytecode.FlagCoroutine,
		"agen":                      bytecode.FlagGenerator | bytecode.FlagAsyncGenerator,
		"plain":                     0,
		"plain.<locals>.<genexpr>":  bytecode.FlagGenerator | bytecode.FlagAsyncGenerator,
		"comps":                     bytecode.FlagGenerator | bytecode.FlagCoroutine,
		"comps.<locals>.<listcomp>": bytecode.FlagGenerator | bytecode.FlagCoroutine,
		"comps.<locals>.<genexpr>":  bytecode.FlagGenerator | bytecode.FlagAsyncGenerator,
	} {
		c := codeNamed(code, name)
		require.NotNil(t, c, name)
		require.Equal(t, want, c.Flags&kinds, name)
	}
}

func TestAwaitCode(t *testing.T) {
	code := compileSrc(t, "async def f(x):\n    return await x\n")
	f := codeNamed(code, "f")
	require.Equal(t, []string{
		"GET_AWAITABLE 2 0 0", "YIELD_FROM 1 2 0", "RETURN r1", "LOAD_CONST r1 None", "RETURN r1",
	}, listing(f))
}

func TestAsyncForCode(t *testing.T) {
	code := compileSrc(t, "async def f(it):\n    async for x in it:\n        g(x)\n")
	f := codeNamed(code, "f")
	require.Equal(t, []string{
		"GET_AITER 2 0 0",
		"GET_ANEXT 3 2 0", "YIELD_FROM 1 3 0",
		"LOAD_GLOBAL r3 g", "MOVE 4 1 0", "CALL 3 3 1", "JUMP 1",
		"END_ASYNC_FOR 3 0 0",
		"LOAD_CONST r2 None", "RETURN r2",
	}, listing(f))
	require.Equal(t, []bytecode.ExcEntry{{Start: 1, End: 3, Target: 7, Reg: 3}}, f.ExcTable)
}
