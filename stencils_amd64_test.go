package cpjit

import (
	"os"
	"regexp"
	"strings"
	"testing"
	"unsafe"

	"github.com/cpjit/cpjit/stencils"
)

// TestLinkedBytesMatchTables checks that the bytes in the generated tables
// are the bytes the Go toolchain linked for each stencil, so the tables
// cannot drift from what the assembler really produces.
func TestLinkedBytesMatchTables(t *testing.T) {
	if len(stencils.All) != len(stencilAddrs) {
		t.Fatalf("tables have %d stencils, the binary %d: run go generate ./...", len(stencils.All), len(stencilAddrs))
	}
	for i, s := range stencils.All {
		p := *(*unsafe.Pointer)(unsafe.Pointer(&stencilAddrs[i])) // the address as a pointer (text, not Go heap)
		linked := unsafe.Slice((*byte)(p), len(s.Code))
		for j := range s.Code {
			if linked[j] != s.Code[j] {
				t.Errorf("stencil %s: byte %d is %#x in the binary, %#x in the table: run go generate ./...", s.Name, j, linked[j], s.Code[j])
				break
			}
		}
	}
}

// TestConversionsBreakFalseDependency checks that every int-to-double
// conversion in the stencils zeroes its target first: CVTSQ2SD writes only
// the low half of its register and so waits for the register's last
// writer, which made micro_floatloop's conversion wait for the previous
// iteration's float result.
func TestConversionsBreakFalseDependency(t *testing.T) {
	src, err := os.ReadFile("stencils_amd64.s")
	if err != nil {
		t.Fatal(err)
	}
	cvt := regexp.MustCompile(`CVTSQ2SD \w+, (X\d+)`)
	n := 0
	lines := strings.Split(string(src), "\n")
	for i, line := range lines {
		for _, m := range cvt.FindAllStringSubmatchIndex(line, -1) {
			n++
			// The instruction before it, on this line or the one before.
			before := strings.TrimRight(line[:m[0]], " ;\t")
			if before == "" || strings.HasSuffix(before, ":") {
				before = strings.TrimSpace(lines[i-1])
			}
			x := line[m[2]:m[3]]
			if want := "XORPS " + x + ", " + x; !strings.HasSuffix(before, want) {
				t.Errorf("stencils_amd64.s:%d: %s is not preceded by %s", i+1, line[m[0]:m[1]], want)
			}
		}
	}
	if n == 0 {
		t.Fatal("no CVTSQ2SD found: the check has gone stale")
	}
}
