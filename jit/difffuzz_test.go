package jit

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/cpjit/cpjit/tools/pygen"
)

// Differential testing: programs from tools/pygen must print the same in
// every tier (eight: deopt stress and stackmap verification included).
// TestDifferential runs a fixed number of them (more with -diff.n);
// FuzzDifferential lets
// `go test -fuzz` search. A program that ever differed is minimised by
// hand into testdata/fuzz_*.py, which every tier runs against CPython's
// output from then on.

var (
	diffN       = flag.Int("diff.n", 40, "TestDifferential runs inputs diff.from to diff.n-1 in every tier")
	diffSeed    = flag.String("diff.seed", "diff", "prefix of TestDifferential's inputs")
	diffFrom    = flag.Int("diff.from", 0, "first input TestDifferential runs (to run again a part of a long run)")
	diffCPython = flag.String("diff.cpython", "", "also compare with this CPython 3.13 executable (slow; for local runs)")
)

// diffTier is one way of running a program.
type diffTier struct {
	name     string
	opts     Options
	gcStress bool
}

var diffTiers = []diffTier{
	{name: "off", opts: Options{Mode: "off"}},
	{name: "on", opts: Options{Mode: "on"}},
	{name: "threshold-2", opts: Options{Mode: "on", Threshold: 2}},
	{name: "always", opts: Options{Mode: "always"}},
	{name: "always-baseline", opts: Options{Mode: "always", Baseline: true}},
	{name: "gc-stress", opts: Options{Mode: "always"}, gcStress: true},
	{name: "deopt-stress", opts: Options{Mode: "always", DeoptStress: true}},
	{name: "verify-stackmaps", opts: Options{Mode: "on", Threshold: 2, VerifyStackmaps: true}},
}

// diffSteps bounds every run; step counts are the same in every tier, so
// a program stopped by it stops at the same point everywhere.
const diffSteps = 2_000_000

// diffOutput bounds what runDiff keeps of a program's output: a program
// that prints a value it keeps doubling (s105-2044) printed gigabytes, all
// of them kept in memory, before the step limit stopped it.
const diffOutput = 1 << 20

// cappedBuffer keeps the first diffOutput bytes written to it and counts
// the rest, which every tier writes alike.
type cappedBuffer struct {
	bytes.Buffer
	dropped int64
}

func (c *cappedBuffer) Write(p []byte) (int, error) {
	n := len(p)
	if room := diffOutput - c.Len(); room < n {
		room = max(room, 0)
		c.dropped += int64(n - room)
		p = p[:room]
	}
	c.Buffer.Write(p)
	return n, nil
}

// runDiff runs src in one tier and returns what it printed, then how it
// ended.
func runDiff(src string, tier diffTier) string {
	var out cappedBuffer
	// The heap limit only catches a runaway repetition ([0] * 10**9):
	// programs hold a few megabytes, far from it, so it trips in every
	// tier alike.
	v, err := New(Config{JIT: tier.opts, Stdout: &out, Stderr: &out, MaxSteps: diffSteps, MaxHeap: 1 << 30})
	if err != nil {
		return "cannot create VM: " + err.Error()
	}
	defer v.Close()
	v.vm.Heap().Stress = tier.gcStress
	err = v.Exec(context.Background(), "gen.py", src)
	if out.dropped > 0 {
		fmt.Fprintf(&out.Buffer, "\n[%d more bytes of output]\n", out.dropped)
	}
	var pe *Error
	switch {
	case err == nil:
		out.WriteString("-- ok\n")
	case errors.As(err, &pe):
		out.WriteString("-- " + pe.Traceback)
	default:
		out.WriteString("-- " + err.Error() + "\n")
	}
	return out.String()
}

// checkDiff runs one generated program in every tier and fails on the
// first difference from the interpreter.
func checkDiff(t *testing.T, input []byte) {
	src := pygen.Generate(input)
	want := runDiff(src, diffTiers[0])
	if strings.Contains(want, "internal error") {
		t.Fatalf("input %q: a Go panic:\n%s\nprogram:\n%s", input, want, src)
	}
	for _, tier := range diffTiers[1:] {
		if got := runDiff(src, tier); got != want {
			t.Fatalf("input %q: tier %s differs from the interpreter\n%s\nprogram:\n%s", input, tier.name, lineDiff(want, got), src)
		}
	}
	if *diffCPython != "" {
		if got := runCPython(t, src); got != cpythonComparable(want) {
			t.Fatalf("input %q: CPython differs\n%s\nprogram:\n%s", input, lineDiff(cpythonComparable(want), got), src)
		}
	}
}

// lineDiff shows the first differing line of two outputs.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n  want %q\n  got  %q", i+1, a, b)
		}
	}
	return "(same lines)"
}

// noHeapProfile turns Go's heap profiler off for a long differential run
// unless the run asked for a heap profile: its per-stack records made each
// program 8x slower after 100,000 programs (see package doc).
func noHeapProfile() {
	if f := flag.Lookup("test.memprofile"); f == nil || f.Value.String() == "" {
		runtime.MemProfileRate = 0
	}
}

func TestDifferential(t *testing.T) {
	noHeapProfile()
	start := time.Now()
	for i := *diffFrom; i < *diffN; i++ {
		checkDiff(t, []byte(fmt.Sprintf("%s%d", *diffSeed, i)))
		if (i+1)%1000 == 0 {
			t.Logf("%d programs so far (%v)", i+1, time.Since(start).Round(time.Second))
		}
	}
	t.Logf("%d generated programs ran identically in %d tiers (%v)", *diffN-*diffFrom, len(diffTiers), time.Since(start).Round(time.Millisecond))
}

// TestDifferentialFound runs the inputs that once made a tier differ,
// found by long runs of TestDifferential.
func TestDifferentialFound(t *testing.T) {
	noHeapProfile()
	for _, input := range []string{
		// The step limit: machine code's fuel did not count the steps
		// the interpreter charged for an exit's Python code, so machine
		// code ran past the limit and printed one line more.
		"stop23-43494",
	} {
		checkDiff(t, []byte(input))
	}
}

func FuzzDifferential(f *testing.F) {
	for i := range 8 {
		f.Add([]byte(fmt.Sprint("seed", i)))
	}
	noHeapProfile()
	f.Fuzz(func(t *testing.T, input []byte) {
		checkDiff(t, input)
	})
}

// runCPython runs src with CPython and returns its stdout, then "-- ok" or
// the last line of its traceback, in runDiff's shape for programs that do
// not hit the step limit.
func runCPython(t *testing.T, src string) string {
	dir := t.TempDir()
	path := filepath.Join(dir, "gen.py")
	if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute) // a hang-catcher
	defer cancel()
	cmd := exec.CommandContext(ctx, *diffCPython, "-W", "ignore", path)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PYTHONHASHSEED=0")
	var out cappedBuffer
	var errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if out.dropped > 0 {
		fmt.Fprintf(&out.Buffer, "\n[%d more bytes of output]\n", out.dropped)
	}
	if err != nil {
		lines := strings.Split(strings.TrimSpace(errb.String()), "\n")
		return out.String() + "-- " + lines[len(lines)-1] + "\n"
	}
	return out.String() + "-- ok\n"
}

// cpythonComparable reduces runDiff's output to what runCPython gives:
// tracebacks to their last line. Programs stopped by the step limit have
// no CPython counterpart and compare as themselves.
func cpythonComparable(s string) string {
	i := strings.LastIndex(s, "-- ")
	if i < 0 {
		return s
	}
	tail := strings.TrimSpace(s[i+3:])
	lines := strings.Split(tail, "\n")
	return s[:i] + "-- " + lines[len(lines)-1] + "\n"
}
