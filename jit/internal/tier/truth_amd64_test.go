package tier

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// TestTruthTableLayout checks the truth table against what
// jump_if_false_obj and jump_if_true_obj read: TRUTH_ENTRIES entries of
// 24 bytes, the class at 0, its version at 8 and the offset at 16.
func TestTruthTableLayout(t *testing.T) {
	src, err := os.ReadFile("../../../stencils_amd64.s")
	require.NoError(t, err)
	require.True(t, strings.Contains(string(src), fmt.Sprintf("\n#define TRUTH_ENTRIES %d\n", truthEntries)),
		"TRUTH_ENTRIES in stencils_amd64.s is truthEntries")
	var e truthEntry
	require.Equal(t, uintptr(24), unsafe.Sizeof(e))
	require.Equal(t, uintptr(0), unsafe.Offsetof(e.cls))
	require.Equal(t, uintptr(8), unsafe.Offsetof(e.ver))
	require.Equal(t, uintptr(16), unsafe.Offsetof(e.off))
	var tab truthTable
	require.Equal(t, uintptr(0), unsafe.Offsetof(tab.e))
}
