package e2e

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// run executes src as __main__ and returns its standard output and error
// output together.
func run(filename string, src []byte) (out string, err error) {
	var buf bytes.Buffer
	err = runTo(filename, src, &buf, &buf)
	return buf.String(), err
}

// runTo executes src as __main__ writing to the given streams.
func runTo(filename string, src []byte, stdout, stderr io.Writer) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	vm := rt.NewVM()
	vm.Stdout = stdout
	vm.Stderr = stderr
	in := interp.New(vm)
	in.ScriptDir = filepath.Dir(filename)
	vm.Path = []string{in.ScriptDir}
	return in.RunMain(filename, src)
}

func TestPrograms(t *testing.T) {
	if out, err := run("probe.py", []byte("print(1)\n")); err != nil || out != "1\n" {
		t.Skipf("interpreter not ready: %q %v", out, err)
	}
	files, err := filepath.Glob("../testdata/programs/*.py")
	require.NoError(t, err)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".out")
			require.NoError(t, err)
			// "# e2e-requires: mod" on the first line skips the program while
			// the runtime lacks that module.
			if first, _, _ := strings.Cut(string(src), "\n"); strings.HasPrefix(first, "# e2e-requires: ") {
				mod := strings.TrimPrefix(first, "# e2e-requires: ")
				if _, err := run("probe.py", []byte("import "+mod+"\n")); err != nil {
					t.Skipf("runtime lacks module %s: %v", mod, err)
				}
			}
			got, err := run(f, src)
			require.NoError(t, err, "output so far:\n%s", got)
			require.Equal(t, string(want), got)
		})
	}
}
