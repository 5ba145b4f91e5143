package syntax

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

func parseWarnings(t *testing.T, src string) []string {
	t.Helper()
	var got []string
	_, err := ParseWarn("t.py", []byte(src), func(msg string, line int) error {
		got = append(got, fmt.Sprintf("%d: %s", line, msg))
		return nil
	})
	require.NoError(t, err, src)
	return got
}

func TestEscapeWarnings(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want []string
	}{
		{`x = "\d\w"`, []string{`1: invalid escape sequence '\d'`}},
		{`x = "\777" "\400" "\377" "\8"`, []string{`1: invalid octal escape sequence '\777'`,
			`1: invalid octal escape sequence '\400'`, `1: invalid escape sequence '\8'`}},
		{`x = b"\q" + b"\777"`, []string{`1: invalid escape sequence '\q'`, `1: invalid octal escape sequence '\777'`}},
		// Valid escapes, raw literals and a backslash before a non-ASCII
		// character do not warn.
		{`x = "\\ \n \x41 \u0041 \N{BULLET} \é" r"\d", rb"\d" b"\\"`, nil},
		// An f-string warns per literal part, at its closing quote; a
		// format spec at its own line; "\{" when it is read.
		{"x = f'a\\d{1:\\w}b\\s' f'\\{1}'", []string{`1: invalid escape sequence '\w'`,
			`1: invalid escape sequence '\d'`, `1: invalid escape sequence '\s'`, `1: invalid escape sequence '\{'`}},
		{"x = f'''\n\\d{1}\n\\s'''", []string{`3: invalid escape sequence '\d'`, `3: invalid escape sequence '\s'`}},
		{"x = rf'\\{1}\\d'", nil},
		{"x = \"\"\"\n\\d\"\"\"", []string{`1: invalid escape sequence '\d'`}},
		// Numbers followed by a keyword.
		{"x = [0x1for x in y]\ny = 1if x else 2\nz = 1.5or 2", []string{"1: invalid hexadecimal literal",
			"2: invalid decimal literal", "3: invalid decimal literal"}},
		// Backtracking reads a literal again: it warns once.
		{`f("\d" for x in y)`, []string{`1: invalid escape sequence '\d'`}},
	} {
		require.Equal(t, tc.want, parseWarnings(t, tc.src), tc.src)
	}
}

func TestEscapeWarningsBeforeError(t *testing.T) {
	var got []string
	_, err := ParseWarn("t.py", []byte("x = '\\d'\na b\ny = 1if 1 else 2\n"), func(msg string, line int) error {
		got = append(got, fmt.Sprintf("%d: %s", line, msg))
		return nil
	})
	require.EqualError(t, err, "t.py:2:3: SyntaxError: invalid syntax")
	// The tokenizer warns about the rest of the source too.
	require.Equal(t, []string{`1: invalid escape sequence '\d'`, "3: invalid decimal literal"}, got)
	// Without a WarnFunc nothing is collected.
	_, err = ParseWarn("t.py", []byte("x = '\\d'\n"), nil)
	require.NoError(t, err)
}
