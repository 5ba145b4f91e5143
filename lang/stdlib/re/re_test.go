package re

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// reCase is one pattern of testdata/re_cases.json and what CPython 3.13
// did with it (gen_cases.py).
type reCase struct {
	P        []rune `json:"p"`
	Bytes    bool   `json:"bytes"`
	Flags    int    `json:"flags"`
	Error    []any  `json:"error"`
	Groups   int    `json:"groups"`
	Subjects []struct {
		S      []rune  `json:"s"`
		Search []int   `json:"search"`
		Match  []int   `json:"match"`
		Full   []int   `json:"full"`
		Range  []int   `json:"range"`
		All    [][]int `json:"all"`
	} `json:"subjects"`
}

// reTestSubject builds a subject from code points (bytes values for
// bytes patterns) as reSubjectOf would.
func reTestSubject(s []rune, isBytes bool) *reSubject {
	sub := &reSubject{isBytes: isBytes, n: len(s)}
	ascii := true
	for _, r := range s {
		if r >= 0x80 {
			ascii = false
		}
	}
	if isBytes || ascii {
		sub.b = make([]byte, len(s))
		for i, r := range s {
			sub.b[i] = byte(r)
		}
		sub.s = string(sub.b)
	} else {
		sub.r = s
	}
	return sub
}

// reTestResult is a match as gen_cases.py records it: the spans of every
// group, then lastindex.
func reTestResult(sp []int, last int) []int {
	if sp == nil {
		return nil
	}
	return append(append([]int(nil), sp...), last)
}

// TestReCases runs the differential cases: every pattern compiles or fails
// as in CPython, and search, match, fullmatch, a search over [1:len-1] and
// finditer find what CPython found, group spans and lastindex included.
func TestReCases(t *testing.T) {
	data, err := os.ReadFile("testdata/re_cases.json")
	require.NoError(t, err)
	var cases []reCase
	require.NoError(t, json.Unmarshal(data, &cases))
	require.Greater(t, len(cases), 2000)
	checked := 0
	for i, c := range cases {
		name := fmt.Sprintf("case %d %q flags=%d bytes=%v", i, string(c.P), c.Flags, c.Bytes)
		g, perr := reCompileProg(c.P, string(c.P)+fmt.Sprint(c.Bytes), c.Bytes, c.Flags, nil)
		if c.Error != nil {
			require.NotNil(t, perr, name)
			msg := c.Error[0].(string)
			if k := strings.Index(msg, ": "); k > 0 && (strings.HasPrefix(msg, "ValueError") || strings.HasPrefix(msg, "OverflowError")) {
				msg = msg[k+2:]
			}
			require.Equal(t, msg, perr.msg, name)
			require.Equal(t, int(c.Error[1].(float64)), perr.pos, name)
			continue
		}
		require.Nil(t, perr, name)
		require.Equal(t, c.Groups, g.groups, name)
		for _, s := range c.Subjects {
			sub := reTestSubject(s.S, c.Bytes)
			sname := fmt.Sprintf("%s subject %q", name, string(s.S))
			run := g.newRun(sub, sub.n)
			for _, k := range []struct {
				kind int
				want []int
			}{{reKSearch, s.Search}, {reKMatch, s.Match}, {reKFull, s.Full}} {
				sp, last := run.exec(0, k.kind, false)
				require.Equal(t, k.want, reTestResult(sp, last), "%s kind %d", sname, k.kind)
			}
			var all [][]int
			for at, must := 0, false; at <= sub.n; {
				sp, last := run.exec(at, reKSearch, must)
				if sp == nil {
					break
				}
				all = append(all, reTestResult(sp, last))
				must, at = sp[0] == sp[1], sp[1]
			}
			if len(s.All) == 0 {
				s.All = nil
			}
			require.Equal(t, s.All, all, "%s finditer", sname)
			run.close()
			run = g.newRun(sub, max(sub.n-1, 0))
			sp, last := run.exec(min(1, sub.n), reKSearch, false)
			require.Equal(t, s.Range, reTestResult(sp, last), "%s search(s, 1, len-1)", sname)
			run.close()
			checked++
		}
	}
	t.Logf("%d patterns, %d subjects", len(cases), checked)
}
