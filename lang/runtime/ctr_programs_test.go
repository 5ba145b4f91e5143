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

// ctrRun runs a Python file in a fresh VM; with stress, the collector runs
// at every safepoint, so that a Value held only by Go code while Python runs
// is caught as a stale handle.
func ctrRun(t *testing.T, path string, stress bool) (string, string) {
	t.Helper()
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	abs, _ := filepath.Abs(path)
	var out, errb bytes.Buffer
	vm := rt.NewVM()
	vm.Stdout, vm.Stderr, vm.Stdin = &out, &errb, strings.NewReader("")
	vm.Argv = []string{abs}
	in := interp.New(vm)
	in.ScriptDir = filepath.Dir(abs)
	vm.Path = []string{in.ScriptDir}
	vm.Heap().Stress = stress
	err = in.RunMain(abs, src)
	if exc := rt.AsException(err); exc != nil && !exc.Class().IsSubclass(rt.SystemExitType) {
		errb.WriteString(in.FormatException(exc))
	}
	if stress {
		require.Greater(t, vm.Heap().Collections, 10, "the stress mode did not collect")
	}
	return out.String(), errb.String()
}

// TestCtrProgramsGCStress runs the containers' Python programs with a
// collection at every safepoint and compares them with CPython's output.
func TestCtrProgramsGCStress(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	files, err := filepath.Glob("../../testdata/ctr_*.py")
	require.NoError(t, err)
	for _, f := range files {
		if strings.HasSuffix(f, "ctr_set_literal.py") {
			continue // needs the compiler's constant folding
		}
		want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".out")
		if err != nil {
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			out, errs := ctrRun(t, f, true)
			require.Equal(t, string(want), out, "stderr: %s", errs)
		})
	}
}
