package interp

import (
	"testing"
	"unsafe"
)

// TestGeneratorSize pins the Go size of a generator or coroutine object
// (its frame and registers are separate): every pending coroutine of an
// asyncio program pays it.
func TestGeneratorSize(t *testing.T) {
	if n := unsafe.Sizeof(Generator{}); n > 96 {
		t.Fatalf("Generator is %d bytes, want at most 96", n)
	}
}
