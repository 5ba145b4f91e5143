package runtime_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// TestStrProgramsGCStress runs testdata/str_*.py with a collection at every
// safepoint, checking that the str, bytes and memoryview code keeps every
// value it holds reachable.
func TestStrProgramsGCStress(t *testing.T) {
	files, err := filepath.Glob("../../testdata/str_*.py")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".out")
		if err != nil {
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			abs, _ := filepath.Abs(f)
			var out, errb bytes.Buffer
			vm := rt.NewVM()
			vm.Stdout, vm.Stderr, vm.Stdin = &out, &errb, strings.NewReader("")
			vm.Argv = []string{abs}
			vm.Heap().Stress = true
			in := interp.New(vm)
			in.ScriptDir = filepath.Dir(abs)
			vm.Path = []string{in.ScriptDir}
			err = in.RunMain(abs, src)
			require.NoError(t, err, "stderr: %s", errb.String())
			require.Equal(t, string(want), out.String())
		})
	}
}
