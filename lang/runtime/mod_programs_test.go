package runtime_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// modRunProgram runs a Python file with the embedded pylib and returns its
// standard output and error.
func modRunProgram(t *testing.T, path string) (string, string, error) {
	t.Helper()
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	abs, _ := filepath.Abs(path)
	var out, errb bytes.Buffer
	vm := rt.NewVM()
	vm.Stdout = &out
	vm.Stderr = &errb
	vm.Stdin = strings.NewReader("")
	vm.Argv = []string{abs}
	vm.Heap().Stress = os.Getenv("MODSTRESS") != ""
	in := interp.New(vm)
	in.ScriptDir = filepath.Dir(abs)
	vm.Path = []string{in.ScriptDir}
	err = in.RunMain(abs, src)
	if err == nil {
		err = vm.RunExitHooks() // as the CLI does
	}
	if exc := rt.AsException(err); exc != nil && !exc.Class().IsSubclass(rt.SystemExitType) {
		errb.WriteString(in.FormatException(exc))
	}
	return out.String(), errb.String(), err
}

// startsInterpreters lists the programs that start child interpreters
// (multiprocessing): they need a cpjit command, which this in-process
// runner has not (jit's TestEmbedSandboxProcesses checks the error an
// embedding without one gets).
var startsInterpreters = map[string]bool{
	"mod_multiprocessing.py":    true,
	"mod_concurrent_process.py": true,
}

// TestModPrograms runs testdata/mod_*.py (the standard modules' programs)
// against CPython's output. MODRUN=file.py runs one file and prints it.
func TestModPrograms(t *testing.T) {
	if f := os.Getenv("MODRUN"); f != "" {
		out, errs, err := modRunProgram(t, f)
		os.Stdout.WriteString(out)
		os.Stdout.WriteString(errs)
		if err != nil {
			t.Logf("error: %v", err)
		}
		return
	}
	files, err := filepath.Glob("../../testdata/mod_*.py")
	require.NoError(t, err)
	for _, f := range files {
		want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".out")
		if err != nil {
			continue
		}
		if startsInterpreters[filepath.Base(f)] {
			continue // cmd/cpjit's TestPrograms runs it with a cpjit command
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			out, errs, err := modRunProgram(t, f)
			require.NoError(t, err, "stderr: %s", errs)
			if out != string(want) {
				t.Errorf("output differs from CPython's:\n%s", modLineDiff(string(want), out))
			}
		})
	}
}

// modLineDiff lists the lines that differ between want and got.
func modLineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "line %d:\n  want: %s\n  got:  %s\n", i+1, wl, gl)
		}
	}
	return b.String()
}
