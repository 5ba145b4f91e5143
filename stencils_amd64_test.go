package cpjit

import (
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
