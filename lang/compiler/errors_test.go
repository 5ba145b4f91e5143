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
