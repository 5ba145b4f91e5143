package jit_test

import (
	"context"
	"testing"

	"github.com/cpjit/cpjit/jit"
	"github.com/stretchr/testify/require"
)

// TestEmbedSandboxProcesses checks that a VM not granted every access
// cannot start or wait for processes: subprocess, os.system, os.popen and
// os.waitpid and multiprocessing's shared objects raise PermissionError
// (importing the modules still works),
// and that a VM granted everything runs a child.
func TestEmbedSandboxProcesses(t *testing.T) {
	ctx := context.Background()
	probe := `
import os, subprocess, signal, multiprocessing
def attempt(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
results = [
    attempt(lambda: subprocess.run(['true']).returncode),
    attempt(lambda: os.system('true')),
    attempt(lambda: os.popen('true').close()),
    attempt(lambda: os.waitpid(-1, os.WNOHANG)),
    attempt(lambda: str(signal.signal(signal.SIGUSR1, signal.SIG_DFL))),
    attempt(lambda: type(multiprocessing.Lock()).__name__),
    attempt(lambda: multiprocessing.Value('i', 1).value),
]
`
	v := newVM(t, jit.Config{})
	require.NoError(t, v.Exec(ctx, "probe.py", probe))
	got, _, err := v.Global("results")
	require.NoError(t, err)
	denied := func(what string) string {
		return "PermissionError: " + what + ": not permitted in this interpreter (the embedder has not granted it)"
	}
	// signal.signal is allowed: a sandboxed VM's Python handlers run for
	// the signals the embedder delivers (VM.Interrupt) and raise_signal,
	// but no host signal is caught for it (signalmod's catch).
	require.Equal(t, []any{denied("subprocess.Popen()"), denied("os.system()"), denied("os.pipe()"),
		denied("os.waitpid()"), "0", denied("_cpjit_mp.sem_pipe()"), denied("_cpjit_mp.shm_new()")}, got)

	v = newVM(t, jit.Config{Access: jit.AllowAll})
	require.NoError(t, v.Exec(ctx, "probe.py", probe))
	got, _, err = v.Global("results")
	require.NoError(t, err)
	require.Equal(t, []any{int64(0), int64(0), nil}, got.([]any)[:3])
	require.Equal(t, []any{"Lock", int64(1)}, got.([]any)[5:])

	// An embedding names no cpjit command: multiprocessing says so
	// instead of starting the host program as an interpreter.
	require.NoError(t, v.Exec(ctx, "mp.py", `
import multiprocessing
try:
    multiprocessing.Process(target=print).start()
except RuntimeError as e:
    err = str(e)
`))
	got, _, err = v.Global("err")
	require.NoError(t, err)
	require.Contains(t, got, "call multiprocessing.set_executable(path)")
}
