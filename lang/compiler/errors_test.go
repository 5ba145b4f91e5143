package compiler

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cpjit/cpjit/lang/syntax"
)

// TestCompareErrors compares SyntaxErrors with lists produced by CPython
// 3.13 (testdata/errors_*.json, see the generator scripts next to them).
// Only compiler-stage differences (sources the parser accepted) count.
func TestCompareErrors(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors_*.json")
	require.NotEmpty(t, files)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) { compareErrors(t, f) })
	}
}

func compareErrors(t *testing.T, p string) {
	data, err := os.ReadFile(p)
	require.NoError(t, err)
	var cases []struct {
		Src       string
		Ok        bool
		Msg       string
		Line, Col int
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	parseDiff, reached := 0, 0
	for _, c := range cases {
		mod, perr := syntax.Parse("<t>", []byte(c.Src))
		if perr != nil {
			if c.Ok {
				parseDiff++
			}
			continue
		}
		reached++
		_, err := Compile(mod, "<t>")
		switch {
		case c.Ok && err != nil:
			t.Errorf("%q: unexpected %v", c.Src, err)
		case !c.Ok && err == nil:
			t.Errorf("%q: want %s (%d:%d), compiled fine", c.Src, c.Msg, c.Line, c.Col)
		case !c.Ok:
			se := err.(*syntax.Error)
			if se.Msg != c.Msg || se.Line != c.Line || se.Col != c.Col {
				t.Errorf("%q: want %s (%d:%d), got %s (%d:%d)", c.Src, c.Msg, c.Line, c.Col, se.Msg, se.Line, se.Col)
			}
		}
	}
	t.Logf("parser rejected %d valid sources; %d of %d reached the compiler", parseDiff, reached, len(cases))
}

// TestAsyncErrors checks the async/await SyntaxErrors with their full
// ranges (line, offset, end line, end offset), as CPython 3.13 reports them.
func TestAsyncErrors(t *testing.T) {
	for _, c := range []struct {
		src, msg                   string
		line, col, endLine, endCol int
	}{
		{"await x", "'await' outside function", 1, 1, 1, 8},
		{"def f():\n    x = 1 + await y", "'await' outside async function", 2, 13, 2, 20},
		{"async def f():\n    lambda: await x", "'await' outside async function", 2, 13, 2, 20},
		{"async def f():\n    class C:\n        await x", "'await' outside function", 3, 9, 3, 16},
		{"async for x in y: pass", "'async for' outside async function", 1, 1, 1, 23},
		{"def f():\n    async for x in y: pass", "'async for' outside async function", 2, 5, 2, 27},
		{"def f():\n    async with x: pass", "'async with' outside async function", 2, 5, 2, 23},
		{"async with x: pass", "'async with' outside async function", 1, 1, 1, 19},
		{"def f():\n    return [x async for x in y]", "asynchronous comprehension outside of an asynchronous function", 2, 12, 2, 32},
		{"def f():\n    [[await z for z in x] for x in y]", "asynchronous comprehension outside of an asynchronous function", 2, 5, 2, 38},
		{"async def f():\n    yield from x", "'yield from' inside async function", 2, 5, 2, 17},
		{"async def f():\n    yield 1\n    return 2", "'return' with value in async generator", 3, 5, 3, 13},
		{"def f():\n    return [y for y in await z]", "'await' outside async function", 2, 24, 2, 31},
	} {
		_, err := CompileSource("<t>", []byte(c.src), "exec")
		require.Error(t, err, c.src)
		se := err.(*syntax.Error)
		require.Equal(t, c.msg, se.Msg, c.src)
		require.Equal(t, [4]int{c.line, c.col, c.endLine, c.endCol}, [4]int{se.Line, se.Col, se.EndLine, se.EndCol}, c.src)
	}
	for _, src := range []string{
		"def f():\n    return (await x for x in y)",
		"async def f():\n    [[await z for z in x] for x in y]",
		"async def f():\n    return [y for y in [await z for z in w]]",
		"async def f():\n    async with a as b, c:\n        async for x in b:\n            yield [await y async for y in x]",
	} {
		_, err := CompileSource("<t>", []byte(src), "exec")
		require.NoError(t, err, src)
	}
}
