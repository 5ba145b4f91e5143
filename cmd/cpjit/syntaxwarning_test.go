package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSyntaxWarningOptions: the SyntaxWarnings of compiling the script and
// the modules it imports follow the -W options as in CPython 3.13: printed
// with their source lines by default, a SyntaxError at compile time with
// error, nothing with ignore. (Outputs from python3.13.)
func TestSyntaxWarningOptions(t *testing.T) {
	dir, write := scratchDir(t)
	write("main.py", "import helper\nx = 1\nprint(x is 1, \"\\d\")\n")
	write("helper.py", "y = 2\nz = y is 2\n")
	write("main2.py", "print(\"start\")\nimport helper\n")
	warned := "{DIR}/main.py:3: SyntaxWarning: invalid escape sequence '\\d'\n" +
		"  print(x is 1, \"\\d\")\n" +
		"{DIR}/main.py:3: SyntaxWarning: \"is\" with 'int' literal. Did you mean \"==\"?\n" +
		"  print(x is 1, \"\\d\")\n" +
		"{DIR}/helper.py:2: SyntaxWarning: \"is\" with 'int' literal. Did you mean \"==\"?\n" +
		"  z = y is 2\n"
	escapeError := "  File \"{DIR}/main.py\", line 3\n" +
		"    print(x is 1, \"\\d\")\n" +
		"                  ^^^^\n" +
		"SyntaxError: invalid escape sequence '\\d'\n"
	for _, tc := range []struct {
		args     []string
		out, err string
		status   int
	}{
		{[]string{"main.py"}, "True \\d\n", warned, 0},
		{[]string{"-W", "always", "main.py"}, "True \\d\n", warned, 0},
		{[]string{"-W", "error::DeprecationWarning", "main.py"}, "True \\d\n", warned, 0},
		{[]string{"-W", "error", "main.py"}, "", escapeError, 1},
		{[]string{"-W", "error::SyntaxWarning", "main.py"}, "", escapeError, 1},
		{[]string{"-W", "ignore", "main.py"}, "True \\d\n", "", 0},
		{[]string{"-W", "ignore::SyntaxWarning", "main.py"}, "True \\d\n", "", 0},
		{[]string{"-W", "error", "main2.py"}, "start\n", "Traceback (most recent call last):\n" +
			"  File \"{DIR}/main2.py\", line 2, in <module>\n" +
			"    import helper\n" +
			"  File \"{DIR}/helper.py\", line 2\n" +
			"    z = y is 2\n" +
			"        ^^^^^^\n" +
			"SyntaxError: \"is\" with 'int' literal. Did you mean \"==\"?\n", 1},
		{[]string{"-c", "x = 1\nprint(x is 1)"}, "True\n", "<string>:2: SyntaxWarning: \"is\" with 'int' literal. Did you mean \"==\"?\n", 0},
		{[]string{"-W", "ignore", "-c", "x = 1\nprint(x is 1)"}, "True\n", "", 0},
	} {
		out, errOut, status := runCLI(t, "", tc.args...)
		require.Equal(t, tc.out, out, tc.args)
		require.Equal(t, strings.ReplaceAll(tc.err, "{DIR}", dir), errOut, tc.args)
		require.Equal(t, tc.status, status, tc.args)
	}
}

// TestStdlibImportsDoNotWarn: importing the embedded standard library
// prints nothing on stderr.
func TestStdlibImportsDoNotWarn(t *testing.T) {
	out, errOut, status := runCLI(t, "", "-W", "error", "-c",
		"import re, typing, argparse, logging, unittest, doctest, json, decimal, dataclasses, inspect, pathlib, ast, traceback, tokenize\nprint('ok')")
	require.Equal(t, "", errOut)
	require.Equal(t, "ok\n", out)
	require.Equal(t, 0, status)
}
