package jit_test

import (
	"bytes"
	"context"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/cpjit/cpjit/jit"
)

const twoThreads = `
import threading
out = {}
def work(name, n):
    s = 0
    for i in range(n):
        s += i % 7
    out[name] = s
def run(n):
    ts = [threading.Thread(target=work, args=(k, n)) for k in ("a", "b")]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return sorted(out.items())
`

// Two Python threads through the embedding API: their hot loops run in
// machine code and hand the GIL over at fuel exits; the step limit counts
// every thread's steps, stops a run whose threads spin, and the VM stays
// usable.
func TestEmbedThreadsStepLimit(t *testing.T) {
	for _, mode := range embedModes {
		t.Run(mode, func(t *testing.T) {
			ctx := context.Background()
			v := newVM(t, jit.Config{JIT: jit.Options{Mode: mode}, MaxSteps: 2_000_000})
			require.NoError(t, v.Exec(ctx, "threads.py", twoThreads))
			got, err := v.Call(ctx, "run", 20000)
			require.NoError(t, err)
			require.Equal(t, []any{jit.Tuple{"a", int64(59997)}, jit.Tuple{"b", int64(59997)}}, got)
			// Both threads' loops count: 2 x 20000 iterations of a
			// 4-instruction loop at least.
			require.Greater(t, v.Steps(), int64(160_000))
			if mode != "off" && jit.Supported() {
				require.Positive(t, v.Stats().Enters, "the loops ran in machine code")
			}
			// Threads that would run past the limit: the run stops with
			// ErrStepLimit, whichever thread passed it.
			_, err = v.Call(ctx, "run", 10_000_000)
			require.ErrorIs(t, err, jit.ErrStepLimit)
			got, err = v.Eval(ctx, "6 * 7")
			require.NoError(t, err)
			require.Equal(t, int64(42), got)
		})
	}
}

// A context's deadline stops a run whose main thread is blocked in join
// while its threads spin.
func TestEmbedThreadsDeadline(t *testing.T) {
	v := newVM(t, jit.Config{})
	require.NoError(t, v.Exec(context.Background(), "threads.py", twoThreads+`
def forever():
    t = threading.Thread(target=lambda: [None for _ in iter(int, 1)], daemon=True)
    t.start()
    t.join()
`))
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err := v.Call(ctx, "forever")
	require.ErrorIs(t, err, context.DeadlineExceeded)
}

// TestThreadStressTiers runs testdata/mod_threading_stress.py (threads
// sharing queues, allocating, each running a hot loop) through the
// embedding API in every tier and checks CPython's output. It is the test
// to run under -race (go test -race ./jit -run ThreadStressTiers; about a
// minute, most of it in gc-stress): the race detector sees the Go side of
// every tier (exit loops, helper exits, per-thread Ctx swaps at GIL
// hand-overs), not what machine code itself reads and writes.
func TestThreadStressTiers(t *testing.T) {
	src, err := os.ReadFile("../testdata/mod_threading_stress.py")
	require.NoError(t, err)
	want, err := os.ReadFile("../testdata/mod_threading_stress.out")
	require.NoError(t, err)
	tiers := []struct {
		name string
		cfg  jit.Config
	}{
		{"off", jit.Config{JIT: jit.Options{Mode: "off"}}},
		{"on", jit.Config{}},
		{"always", jit.Config{JIT: jit.Options{Mode: "always"}}},
		{"threshold2", jit.Config{JIT: jit.Options{Threshold: 2}}},
		{"baseline", jit.Config{JIT: jit.Options{Mode: "always", Baseline: true}}},
		{"gc-stress", jit.Config{JIT: jit.Options{Mode: "always"}, GCStress: true}},
		{"deopt-stress", jit.Config{JIT: jit.Options{Mode: "always", DeoptStress: true}}},
		{"verify-stackmaps", jit.Config{JIT: jit.Options{Mode: "always", VerifyStackmaps: true}}},
	}
	for _, tier := range tiers {
		t.Run(tier.name, func(t *testing.T) {
			var out bytes.Buffer
			tier.cfg.Stdout = &out
			v := newVM(t, tier.cfg)
			require.NoError(t, v.Exec(context.Background(), "mod_threading_stress.py", string(src)))
			require.Equal(t, string(want), out.String())
			if tier.cfg.JIT.Mode != "off" && jit.Supported() {
				require.Positive(t, v.Stats().Enters, "the workers' loops ran in machine code")
			}
		})
	}
}
