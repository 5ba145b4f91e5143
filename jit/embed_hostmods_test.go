package jit_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/cpjit/cpjit/jit"
	"github.com/stretchr/testify/require"
)

// TestEmbedSandboxHostModules checks that the modules reading the host
// (glob, os.uname, platform, uuid's node) obey Config.Access: a sandboxed
// VM gets PermissionError from glob and os.uname, empty host names from
// platform and a random node from uuid; a VM granted everything sees the
// files.
func TestEmbedSandboxHostModules(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "one.txt"), nil, 0o600))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "two.txt"), nil, 0o600))
	probe := fmt.Sprintf(`
import glob, os, platform, uuid
def attempt(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__
results = [
    attempt(lambda: sorted(glob.glob('*.txt', root_dir=%[1]q))),
    attempt(lambda: sorted(os.path.basename(p) for p in glob.glob(os.path.join(%[1]q, '*')))),
    attempt(lambda: os.uname().sysname),
    platform.node() == '',
    platform.system() != '',
    uuid.getnode() & (1 << 40) != 0,
]
`, dir)
	v := newVM(t, jit.Config{})
	require.NoError(t, v.Exec(ctx, "probe.py", probe))
	got, _, err := v.Global("results")
	require.NoError(t, err)
	require.Equal(t, []any{"PermissionError", "PermissionError", "PermissionError", true, true, true}, got)

	v = newVM(t, jit.Config{Access: jit.AllowAll})
	require.NoError(t, v.Exec(ctx, "probe.py", probe))
	got, _, err = v.Global("results")
	require.NoError(t, err)
	require.Equal(t, []any{"one.txt", "two.txt"}, got.([]any)[0])
	require.Equal(t, []any{"one.txt", "two.txt"}, got.([]any)[1])
	require.NotEqual(t, "PermissionError", got.([]any)[2])
}
