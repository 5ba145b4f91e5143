package compiler

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

type cpyCode struct {
	Q, Name                string
	Line                   int
	Varnames, Cells, Frees []string
	Argc, Posonly, Kwonly  int
	Flags                  int
}

// TestCompareCPython compares symbol-table results (varnames, cells, free
// variables, qualnames, argument counts, flags) with a dump made by CPython
// ($CPJIT_CPYDUMP, written by a small script); a debugging aid.
func TestCompareCPython(t *testing.T) {
	dump := os.Getenv("CPJIT_CPYDUMP")
	if dump == "" {
		t.Skip("set CPJIT_CPYDUMP")
	}
	data, err := os.ReadFile(dump)
	if err != nil {
		t.Fatal(err)
	}
	var all map[string][]cpyCode
	if err := json.Unmarshal(data, &all); err != nil {
		t.Fatal(err)
	}
	files := make([]string, 0, len(all))
	for f := range all {
		files = append(files, f)
	}
	sort.Strings(files)
	diffs := 0
	for _, f := range files {
		src, _ := os.ReadFile(f)
		mod, err := syntax.Parse(f, src)
		if err != nil {
			continue
		}
		code, err := Compile(mod, f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		ours := map[string]*bytecode.Code{}
		var walk func(c *bytecode.Code)
		walk = func(c *bytecode.Code) {
			ours[fmt.Sprintf("%s@%d", c.Qualname, c.FirstLine)] = c
			for _, k := range c.Consts {
				if s, ok := k.(*bytecode.Code); ok {
					walk(s)
				}
			}
		}
		walk(code)
		for _, want := range all[f] {
			if strings.Contains(want.Q, "<listcomp>") || strings.Contains(want.Q, "<setcomp>") || strings.Contains(want.Q, "<dictcomp>") {
				continue
			}
			key := fmt.Sprintf("%s@%d", want.Q, want.Line)
			got := ours[key]
			report := func(what string, a, b any) {
				diffs++
				if diffs < 60 {
					t.Errorf("%s %s: %s: cpython %v ours %v", f, key, what, a, b)
				}
			}
			if got == nil {
				report("missing", key, "")
				continue
			}
			flags := 0
			if got.Flags&bytecode.FlagVarArgs != 0 {
				flags |= 4
			}
			if got.Flags&bytecode.FlagVarKw != 0 {
				flags |= 8
			}
			if got.Flags&bytecode.FlagNested != 0 {
				flags |= 0x10
			}
			if got.Flags&bytecode.FlagGenerator != 0 {
				flags |= 0x20
			}
			if flags != want.Flags && !(want.Q == "<module>") {
				report("flags", want.Flags, flags)
			}
			if got.ArgCount != want.Argc || got.PosOnlyCount != want.Posonly || got.KwOnlyCount != want.Kwonly {
				report("argcounts", []int{want.Argc, want.Posonly, want.Kwonly}, []int{got.ArgCount, got.PosOnlyCount, got.KwOnlyCount})
			}
			if !equalStrings(want.Cells, got.CellVars) {
				report("cells", want.Cells, got.CellVars)
			}
			if !equalStrings(want.Frees, got.FreeVars) {
				report("frees", want.Frees, got.FreeVars)
			}
			// Parameters must match exactly; the other locals as sets
			// (CPython also lists inlined comprehension variables).
			np := got.ArgCount + got.KwOnlyCount
			if got.Flags&bytecode.FlagVarArgs != 0 {
				np++
			}
			if got.Flags&bytecode.FlagVarKw != 0 {
				np++
			}
			if len(want.Varnames) < np || !equalStrings(want.Varnames[:np], got.VarNames[:np]) {
				report("params", want.Varnames, got.VarNames)
				continue
			}
			cp := map[string]bool{}
			for _, v := range want.Varnames {
				cp[v] = true
			}
			for _, v := range want.Cells {
				delete(cp, v)
			}
			for _, v := range got.VarNames {
				if !cp[v] && !contains(want.Cells, v) {
					report("extra local "+v, want.Varnames, got.VarNames)
				}
			}
		}
	}
	fmt.Println("diffs:", diffs)
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func contains(a []string, s string) bool {
	for _, x := range a {
		if x == s {
			return true
		}
	}
	return false
}
