package re

import (
	"strings"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

// What RE2 cannot run fails with re.error naming the feature and its
// position; real syntax errors are still reported as CPython reports them.
func TestModReUnsupported(t *testing.T) {
	vm := modtest.NewVM(Modules)
	mod := modtest.Module(t, vm, "re")
	for _, c := range []struct{ pattern, msg string }{
		{`(a)\1`, "backreferences are not supported by cpjit's RE2-based re at position 3"},
		{`(?P<x>a)b(?P=x)`, "backreferences are not supported by cpjit's RE2-based re at position 9"},
		{`a(?=b)`, "lookahead assertions are not supported by cpjit's RE2-based re at position 1"},
		{`a(?!b)`, "lookahead assertions are not supported by cpjit's RE2-based re at position 1"},
		{`(?<=a)b`, "lookbehind assertions are not supported by cpjit's RE2-based re at position 0"},
		{`(?<!a)b`, "lookbehind assertions are not supported by cpjit's RE2-based re at position 0"},
		{`xa*+`, "possessive repeats are not supported by cpjit's RE2-based re at position 2"},
		{`a{2,3}+`, "possessive repeats are not supported by cpjit's RE2-based re at position 1"},
		{`(?>ab|a)c`, "atomic groups are not supported by cpjit's RE2-based re at position 0"},
		{`(a)?(?(1)b|c)`, "conditional groups are not supported by cpjit's RE2-based re at position 4"},
		{`a{1001}`, "repeat counts above 1000 are not supported by cpjit's RE2-based re at position 1"},
		{"a\n(?=b)", "lookahead assertions are not supported by cpjit's RE2-based re at position 2 (line 2, column 1)"},
		// Syntax errors come first, worded as CPython's.
		{`(?=a)(`, "missing ), unterminated subpattern at position 5"},
		{`(a)\2`, "invalid group reference 2 at position 4"},
		{`(?P=y)`, "unknown group name 'y' at position 4"},
	} {
		_, err := vm.CallMethod(mod, "compile", vm.NewStr(c.pattern))
		require.Error(t, err, c.pattern)
		require.True(t, rt.ExceptionMatches(err, rePatternErrorType), c.pattern)
		require.Equal(t, c.msg, modtest.ExcMsg(t, vm, err), c.pattern)
	}
	// The empty lookarounds RE2 can express still work.
	m := modtest.Call(t, vm, mod, "match", vm.NewStr(`a(?=)b|a(?!)c|ad`), vm.NewStr("ad"))
	require.Equal(t, "<re.Match object; span=(0, 2), match='ad'>", modtest.Repr(t, vm, m))
}

func TestModReTranslate(t *testing.T) {
	g, perr := reCompileProg([]rune(`a.$`), `a.$`, false, 0, nil)
	require.Nil(t, perr)
	require.True(t, g.hasEol)
	require.False(t, g.needCtx)
	require.Equal(t, `a[\x{0}-\x{9}\x{b}-\x{d7ff}\x{e000}-\x{10fffd}\x{10ffff}]\z`, g.source(reModeZ))
	require.Equal(t, `a[\x{0}-\x{9}\x{b}-\x{d7ff}\x{e000}-\x{10fffd}\x{10ffff}](?m:$)`, g.source(reModeML))
	require.Equal(t, `a[\x{0}-\x{9}\x{b}-\x{d7ff}\x{e000}-\x{10fffd}\x{10ffff}](?m:$)`, g.source(reModeMark))
	g, perr = reCompileProg([]rune(`(?i)k\n`), `(?i)k\n`, false, 0, nil)
	require.Nil(t, perr)
	require.Equal(t, `[Kk\x{212a}]\x{a}`, g.source(reModeZ))
	require.Equal(t, `[Kk\x{212a}][\x{a}\x{10fffe}]`, g.source(reModeMark))
	g, perr = reCompileProg([]rune(`[^\s]`), `[^\s]`, true, 0, nil)
	require.Nil(t, perr)
	require.Equal(t, `[\x{0}-\x{8}\x{e}-\x{1f}\x{21}-\x{ff}\x{101}-\x{10ffff}]`, g.source(reModeZ))
	// Unicode \w is str.isalnum plus "_".
	g, perr = reCompileProg([]rune(`\w`), `\w`, false, 0, nil)
	require.Nil(t, perr)
	w := g.root.set
	for _, r := range "aZ_9éß日٣²Ⅻ" {
		require.True(t, w.has(r), "%q", r)
	}
	for _, r := range " -\u0301\u00b7" {
		require.False(t, w.has(r), "%q", r)
	}
}

func TestModReText(t *testing.T) {
	s := strings.Repeat("aé日😀", 50)
	tx := &reText{s: s}
	b := 0
	for c := 0; c <= 200; c++ {
		require.Equal(t, b, tx.byteOf(c), "byteOf(%d)", c)
		require.Equal(t, c, tx.charOf(b), "charOf(%d)", b)
		if c < 200 {
			b += len(string([]rune(s)[c]))
		}
	}
	require.Equal(t, len(s), tx.byteOf(1000))
}
