package syntax

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// The corpus in testdata/cpython_cases.json records what CPython 3.13 says
// about each source (see testdata/gen_cpython.py): the AST with positions
// (ast.dump(..., include_attributes=True)) or the SyntaxError.

type cpythonError struct {
	Kind    string `json:"kind"`
	Msg     string `json:"msg"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	EndLine int    `json:"end_line"`
	EndCol  int    `json:"end_col"`
}

type cpythonCase struct {
	Src   string        `json:"src"`
	AST   string        `json:"ast"`
	Error *cpythonError `json:"error"`
}

func loadCPythonCases(t testing.TB) []cpythonCase {
	data, err := os.ReadFile("testdata/cpython_cases.json")
	require.NoError(t, err)
	var cases []cpythonCase
	require.NoError(t, json.Unmarshal(data, &cases))
	return cases
}

// knownDifferences lists corpus sources where cpjit deliberately differs
// from CPython, with the reason.
var knownDifferences = map[string]string{
	"try:\n  pass\nexcept* A:\n  pass": "except* is not supported",
	"x = 1\n\x00y = 2":                 "null bytes: cpjit reports the tokenizer's message with a position",
}

// checkCPythonCase returns a description of how Parse differs from CPython
// on c, or "".
func checkCPythonCase(c cpythonCase) string {
	m, err := Parse("f.py", []byte(c.Src))
	if c.Error == nil {
		if err != nil {
			return fmt.Sprintf("unexpected error: %v", err)
		}
		if got := DumpWithPos(m); got != c.AST {
			return fmt.Sprintf("AST differs:\n got: %s\nwant: %s", got, c.AST)
		}
		return ""
	}
	if err == nil {
		return fmt.Sprintf("no error, want %s: %s (%d:%d-%d:%d)\n got: %s", c.Error.Kind, c.Error.Msg,
			c.Error.Line, c.Error.Col, c.Error.EndLine, c.Error.EndCol, Dump(m))
	}
	var e *Error
	if !errors.As(err, &e) {
		return fmt.Sprintf("error is %T, not *Error", err)
	}
	got := fmt.Sprintf("%s: %s (%d:%d-%d:%d)", e.Kind, e.Msg, e.Line, e.Col, e.EndLine, e.EndCol)
	want := fmt.Sprintf("%s: %s (%d:%d-%d:%d)", c.Error.Kind, c.Error.Msg, c.Error.Line, c.Error.Col, c.Error.EndLine, c.Error.EndCol)
	if got != want {
		return fmt.Sprintf("error differs:\n got: %s\nwant: %s", got, want)
	}
	return ""
}

func TestCPythonCorpus(t *testing.T) {
	cases := loadCPythonCases(t)
	failed := 0
	for _, c := range cases {
		if _, skip := knownDifferences[c.Src]; skip {
			continue
		}
		if diff := checkCPythonCase(c); diff != "" {
			failed++
			t.Errorf("%q: %s", c.Src, diff)
		}
	}
	if failed > 0 {
		t.Logf("%d of %d cases differ", failed, len(cases))
	}
}

func TestCPythonCorpusKnownDifferencesStillDiffer(t *testing.T) {
	for _, c := range loadCPythonCases(t) {
		if reason, ok := knownDifferences[c.Src]; ok {
			require.NotEmpty(t, checkCPythonCase(c), "%q now matches CPython; drop it from knownDifferences (%s)", c.Src, reason)
		}
	}
}
