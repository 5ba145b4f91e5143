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

func reTestProg(t *testing.T, pattern string, flags int) *reProg {
	t.Helper()
	g, perr := reCompileProg([]rune(pattern), pattern, false, flags, nil)
	require.Nil(t, perr, pattern)
	return g
}

func reTestSearch(g *reProg, s string) []int {
	sub := reTestSubject([]rune(s), false)
	run := g.newRun(sub, sub.n)
	defer run.close()
	sp, _ := run.exec(0, reKSearch, false)
	return sp
}

// The compiler picks sre's forms: single-character repeats, general
// repeats with an until, and the search accelerators.
func TestReProgram(t *testing.T) {
	ops := func(g *reProg) []reOpcode {
		var out []reOpcode
		for _, in := range g.code.insts {
			out = append(out, in.op)
		}
		return out
	}
	require.Equal(t, []reOpcode{iRepeatOne, iAny, iLit, iSuccess}, ops(reTestProg(t, `.*P`, 0)))
	require.Equal(t, []reOpcode{iMinRepeatOne, iSet, iSuccess}, ops(reTestProg(t, `[ab]*?`, 0)))
	require.Equal(t, []reOpcode{iPossRepeatOne, iLit, iSuccess}, ops(reTestProg(t, `(?:a)++`, 0)))
	require.Equal(t, []reOpcode{iRepeat, iMark, iLit, iMark, iMaxUntil, iSuccess}, ops(reTestProg(t, `(a)*`, 0)))
	require.Equal(t, []reOpcode{iRepeat, iLit, iLit, iMinUntil, iSuccess}, ops(reTestProg(t, `(?:ab)*?`, 0)))
	require.Equal(t, []reOpcode{iMark, iLit, iMark, iGroupRef, iSuccess}, ops(reTestProg(t, `(a)\1`, 0)))

	g := reTestProg(t, `Python|Perl`, 0)
	require.Equal(t, []rune("P"), g.code.prefix)
	require.False(t, g.code.literal)
	g = reTestProg(t, `(Python)\1`, 0)
	require.Equal(t, []rune("Python"), g.code.prefix)
	g = reTestProg(t, `B`, 0)
	require.True(t, g.code.literal)
	g = reTestProg(t, `agggtaaa|tttaccct`, 0)
	require.Len(t, g.code.cols, 8)
	require.True(t, g.code.cols[0].has('a') && g.code.cols[0].has('t') && !g.code.cols[0].has('g'))
	require.True(t, g.code.cols[3].has('g') && g.code.cols[3].has('a') && !g.code.cols[3].has('t'))
	g = reTestProg(t, `x*`, 0)
	require.Nil(t, g.code.first, "a pattern that can match empty has no first set")
	require.Equal(t, 0, g.code.minLen)
	g = reTestProg(t, `(?<=ab)c{2,5}d`, 0)
	require.Equal(t, 3, g.code.minLen)
	require.Equal(t, []int{3, 6}, reTestSearch(g, "xabccd"))
	require.Nil(t, reTestSearch(g, "xabcd"))
}

// Deep matches grow the engine's own stacks, not Go's: a repeat of a
// group over a long subject, and a lazy repeat that tries every length.
func TestReDeep(t *testing.T) {
	n := 200000
	g := reTestProg(t, `(?:ab)*c`, 0)
	require.Equal(t, []int{0, 2*n + 1}, reTestSearch(g, strings.Repeat("ab", n)+"c"))
	g = reTestProg(t, `(a|b)*c`, 0)
	require.Equal(t, []int{0, 2*n + 1, 2*n - 1, 2 * n}, reTestSearch(g, strings.Repeat("ab", n)+"c"))
	g = reTestProg(t, `(?:x(?=y)|y)*?z`, 0)
	require.Equal(t, []int{0, 2*n + 1}, reTestSearch(g, strings.Repeat("xy", n)+"z"))
	g = reTestProg(t, `(.)\1*$`, 0)
	require.Equal(t, []int{0, n, 0, 1}, reTestSearch(g, strings.Repeat("q", n)))
}

// A search allocates the same whatever the number of starts it tries.
func TestReSearchAllocs(t *testing.T) {
	g := reTestProg(t, `(a|b)+c`, 0)
	count := func(n int) float64 {
		sub := reTestSubject([]rune(strings.Repeat("ab-", n)), false)
		return testing.AllocsPerRun(20, func() {
			run := g.newRun(sub, sub.n)
			sp, _ := run.exec(0, reKSearch, false)
			require.Nil(t, sp)
			run.close()
		})
	}
	require.Equal(t, count(10), count(1000))
}
