package runtime

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
)

func TestNumZZProbeLibm(t *testing.T) {
	f, err := os.Open("/tmp/numgen/libm_cases.txt")
	if err != nil {
		t.Skip()
	}
	defer f.Close()
	one, two := numLibmTestFuncs1(), numLibmTestFuncs2()
	total := map[string]int{}
	bad := map[string]int{}
	ex := map[string]string{}
	sc := bufio.NewScanner(f)
	p := func(s string) float64 { u, _ := strconv.ParseUint(s, 16, 64); return math.Float64frombits(u) }
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		name := fs[0]
		var got, want float64
		var arg string
		if fn, ok := one[name]; ok {
			got, want = fn(p(fs[1])), p(fs[2])
			arg = fmt.Sprint(p(fs[1]))
		} else {
			got, want = two[name](p(fs[1]), p(fs[2])), p(fs[3])
			arg = fmt.Sprint(p(fs[1]), p(fs[2]))
		}
		total[name]++
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			bad[name]++
			if ex[name] == "" {
				ex[name] = fmt.Sprintf("%s: got %v want %v", arg, got, want)
			}
		}
	}
	var names []string
	for n := range total {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if bad[n] > 0 {
			t.Logf("%-7s %4d/%4d bad  %s", n, bad[n], total[n], ex[n])
		}
	}
}
