package compiler

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cpjit/cpjit/lang/syntax"
)

// compileWarnings compiles src and returns the warnings as "LINE: MSG"
// and the error.
func compileWarnings(src, mode string, asError func(msg string) bool) ([]string, error) {
	var got []string
	_, err := CompileSourceWarn("t.py", []byte(src), mode, func(msg string, line int) error {
		got = append(got, fmt.Sprintf("%d: %s", line, msg))
		if asError != nil && asError(msg) {
			return syntax.ErrWarningAsError
		}
		return nil
	})
	return got, err
}

func TestSyntaxWarnings(t *testing.T) {
	cases := []struct {
		src  string
		want []string
	}{
		{"x = 1\nx is 1\nx is not 'a'\nx is None\nx is ...\nx is True\n", []string{
			`2: "is" with 'int' literal. Did you mean "=="?`,
			`3: "is not" with 'str' literal. Did you mean "!="?`,
		}},
		// Folded constants count; displays and names do not.
		{"x is -1\nx is (1, 2)\nx is ()\nx is 2 + 3\nx is (x, 1)\nx is []\nx is f'a'\n(1) is x is 2.5\n", []string{
			`1: "is" with 'int' literal. Did you mean "=="?`,
			`2: "is" with 'tuple' literal. Did you mean "=="?`,
			`3: "is" with 'tuple' literal. Did you mean "=="?`,
			`4: "is" with 'int' literal. Did you mean "=="?`,
			`8: "is" with 'int' literal. Did you mean "=="?`,
		}},
		// not (x is 1) is folded into x is not 1.
		{"not x is 1\nnot not x is 1\nif not x is not 1: pass\n", []string{
			`1: "is not" with 'int' literal. Did you mean "!="?`,
			`2: "is" with 'int' literal. Did you mean "=="?`,
			`3: "is" with 'int' literal. Did you mean "=="?`,
		}},
		{"assert (x, 'msg')\nassert ()\nassert (x,)\nassert x, (1, 2)\n", []string{
			"1: assertion is always true, perhaps remove parentheses?",
			"3: assertion is always true, perhaps remove parentheses?",
		}},
		{"None()\n[1]()\n(1, x)()\nx()\n(lambda: 1)()\nf'{x}'()\n(x for x in y)()\n", []string{
			"1: 'NoneType' object is not callable; perhaps you missed a comma?",
			"2: 'list' object is not callable; perhaps you missed a comma?",
			"3: 'tuple' object is not callable; perhaps you missed a comma?",
			"6: 'str' object is not callable; perhaps you missed a comma?",
			"7: 'generator' object is not callable; perhaps you missed a comma?",
		}},
		{"'a'[1, 2]\n'a'[1]\n'a'[x]\n'a'[1:2]\n{1}[0]\n(lambda: 1)[0]\n[1][None]\nx[1.5]\n1[0]\n", []string{
			"1: str indices must be integers or slices, not tuple; perhaps you missed a comma?",
			"5: 'set' object is not subscriptable; perhaps you missed a comma?",
			"6: 'function' object is not subscriptable; perhaps you missed a comma?",
			"7: list indices must be integers or slices, not NoneType; perhaps you missed a comma?",
			"9: 'int' object is not subscriptable; perhaps you missed a comma?",
		}},
		// Stores, deletions and augmented assignments are not checked.
		{"[1][1.5] = 2\ndel [1][1.5]\n[1][1.5] += 1\n", nil},
		// The parser's warnings come first, in source order.
		{"x is 1\ny = '\\d' + b'\\777'\nz = 1if x else 2\n", []string{
			`2: invalid escape sequence '\d'`,
			`2: invalid octal escape sequence '\777'`,
			"3: invalid decimal literal",
			`1: "is" with 'int' literal. Did you mean "=="?`,
		}},
		// CPython compiles a while test twice and a finally body once per
		// path out of the try; each compilation warns.
		{"while x is 1:\n    x is 2\n", []string{
			`1: "is" with 'int' literal. Did you mean "=="?`,
			`2: "is" with 'int' literal. Did you mean "=="?`,
			`1: "is" with 'int' literal. Did you mean "=="?`,
		}},
		{"def f():\n    for i in x:\n        try:\n            if i: break\n            return 1\n        finally:\n            x is 1\n", []string{
			`7: "is" with 'int' literal. Did you mean "=="?`,
			`7: "is" with 'int' literal. Did you mean "=="?`,
			`7: "is" with 'int' literal. Did you mean "=="?`,
			`7: "is" with 'int' literal. Did you mean "=="?`,
		}},
	}
	for _, tc := range cases {
		got, err := compileWarnings(tc.src, "exec", nil)
		require.NoError(t, err, tc.src)
		require.Equal(t, tc.want, got, tc.src)
	}
}

func TestSyntaxWarningAsError(t *testing.T) {
	cases := []struct {
		src, want string
	}{
		{"x = 1\nif x is 1: pass\n", `t.py:2:4: SyntaxError: "is" with 'int' literal. Did you mean "=="?`},
		{"x = '\\d'\n", `t.py:1:5: SyntaxError: invalid escape sequence '\d'`},
		{"x = f'a{1}\\q'\n", `t.py:1:13: SyntaxError: invalid escape sequence '\q'`},
		{"x = f'a\\{1}'\n", `t.py:1:9: SyntaxError: invalid escape sequence '\{'`},
		{"x = 1if 1 else 2\n", `t.py:1:5: SyntaxError: invalid decimal literal`},
		{"assert (1,\n 2)\n", `t.py:1:1: SyntaxError: assertion is always true, perhaps remove parentheses?`},
		// A tokenizer error after a parser warning raised as an error wins.
		{"x = '\\d'\ny = 1if 1 else 2\n", `t.py:2:5: SyntaxError: invalid decimal literal`},
	}
	for _, tc := range cases {
		_, err := compileWarnings(tc.src, "exec", func(string) bool { return true })
		require.Error(t, err, tc.src)
		require.Equal(t, tc.want, err.Error(), tc.src)
		e := err.(*syntax.Error)
		require.Equal(t, "SyntaxError", e.Kind)
	}
	// Only the warnings raised are errors; the others go on.
	got, err := compileWarnings("'\\d'\nx is 1\nNone()\n", "exec", func(msg string) bool { return strings.HasPrefix(msg, "'None") })
	require.Equal(t, []string{`1: invalid escape sequence '\d'`, `2: "is" with 'int' literal. Did you mean "=="?`,
		"3: 'NoneType' object is not callable; perhaps you missed a comma?"}, got)
	require.EqualError(t, err, "t.py:3:1: SyntaxError: 'NoneType' object is not callable; perhaps you missed a comma?")
	// Another error from the warnings machinery is returned as is.
	boom := fmt.Errorf("boom")
	_, err = CompileSourceWarn("t.py", []byte("x is 1\n"), "exec", func(string, int) error { return boom })
	require.Equal(t, boom, err)
	// eval mode.
	got, err = compileWarnings("x is 1", "eval", nil)
	require.NoError(t, err)
	require.Equal(t, []string{`1: "is" with 'int' literal. Did you mean "=="?`}, got)
}

// TestStdlibNoSyntaxWarnings compiles the embedded standard library: it
// must not warn (CPython's own library does not, and cpjit compiles it
// without warnings).
func TestStdlibNoSyntaxWarnings(t *testing.T) {
	n := 0
	err := filepath.WalkDir("../stdlib/pylib", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".py") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		n++
		_, err = CompileSourceWarn(path, src, "exec", func(msg string, line int) error {
			t.Errorf("%s:%d: SyntaxWarning: %s", path, line, msg)
			return nil
		})
		require.NoError(t, err, path)
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, n, 100)
}
