package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// The tiers every Python test program runs in: the interpreter alone, the
// default JIT, compile-everything (before any type feedback exists), a
// threshold of 2 (code compiled from the feedback of its first runs and
// entered mid-loop), compile-everything with the baseline stencils only
// (so CPU-feature variants are checked against them), and gc-stress with
// compile-everything: the collector runs at every safepoint that follows
// an allocation (every one where some run could collect), and machine
// code stops at every poll (loop back-edge, function entry) for the
// interpreter's safepoint there, so a value it fails to trace shows up as
// a wrong answer or a stale-handle panic; that tier also runs with
// GOGC=1; and deopt-stress (compile-everything where every instruction's
// machine code leaves to the interpreter the first time it runs, as a
// failed guard does, and every call takes the interpreter's path once);
// and jit-verify-stackmaps, where every exit from a loop with resident
// registers checks its stackmap record against the frame.
var tiers = [][]string{
	{"-X", "jit=off"},
	{},
	{"-X", "jit=always"},
	{"-X", "jit-threshold=2"},
	{"-X", "jit=always", "-X", "cpu=baseline"},
	{"-X", "gc-stress", "-X", "jit=always"},
	{"-X", "deopt-stress"},
	{"-X", "jit=always", "-X", "jit-verify-stackmaps"},
}

var (
	execCommand = exec.Command
	cpjitBin    string
	updateKnown = flag.Bool("update-known", false, "rewrite testdata/conformance_known_failures.txt from this run")
)

func TestMain(m *testing.M) {
	flag.Parse()
	dir, err := os.MkdirTemp("", "cpjit-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	cpjitBin = filepath.Join(dir, "cpjit")
	build := exec.Command("go", "build", "-o", cpjitBin, ".")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building cpjit:", err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

type result struct {
	stdout, stderr string
	status         int
	timedOut       bool
}

func runCpjit(t testing.TB, dir string, args []string, stdin string) result {
	cmd := exec.Command(cpjitBin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PYTHONHASHSEED=0")
	if strings.Contains(strings.Join(args, " "), "gc-stress") {
		// Go's collector as often as it can go, too, so that a Go pointer
		// only machine code holds is found out (issue 5's GOGC=1 run).
		cmd.Env = append(cmd.Env, "GOGC=1")
	}
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatalf("running cpjit: %v", err)
	}
	// A hung program is recognised by its CPU time (hang_test.go), so
	// that a slow, busy machine does not fail these tests.
	done := make(chan struct{})
	killed := make(chan bool, 1)
	go func() { killed <- watchHang(cmd.Process.Pid, done, func() { cmd.Process.Kill() }) }()
	err := cmd.Wait()
	close(done)
	r := result{stdout: out.String(), stderr: errb.String()}
	if <-killed {
		r.timedOut = true
		return r
	}
	if ee, ok := err.(*exec.ExitError); ok {
		r.status = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running cpjit: %v", err)
	}
	return r
}

// TestPrograms runs testdata/*.py in every tier and compares stdout with the
// golden .out produced by CPython 3.13 (and stderr with .err, the exit
// status with .status, when those files exist).
func TestPrograms(t *testing.T) {
	files, err := filepath.Glob("../../testdata/*.py")
	require.NoError(t, err)
	examples, err := filepath.Glob("../../examples/*.py")
	require.NoError(t, err)
	files = append(files, examples...)
	require.NotEmpty(t, files)
	for _, f := range files {
		base := strings.TrimSuffix(f, ".py")
		want, err := os.ReadFile(base + ".out")
		if err != nil {
			continue // a helper module imported by another program
		}
		name := filepath.Base(base)
		// A golden output that names this checkout's folder would pass
		// here and fail in any other clone.
		if dir, err := filepath.Abs(filepath.Dir(f)); err == nil {
			require.NotContains(t, string(want), dir, "%s.out names the checkout's path", name)
		}
		for _, tier := range tiers {
			tier := tier
			t.Run(name+"/"+tierName(tier), func(t *testing.T) {
				t.Parallel()
				args := append(append([]string{}, tier...), filepath.Base(f))
				r := runCpjit(t, filepath.Dir(f), args, "")
				require.False(t, r.timedOut, "timed out")
				require.NotContains(t, r.stderr, "internal error", "a Go panic reached the top")
				require.Equal(t, string(want), r.stdout, "stdout differs; stderr:\n%s", r.stderr)
				wantStatus := 0
				if s, err := os.ReadFile(base + ".status"); err == nil {
					fmt.Sscan(string(s), &wantStatus)
				}
				require.Equal(t, wantStatus, r.status, "exit status; stderr:\n%s", r.stderr)
				if e, err := os.ReadFile(base + ".err"); err == nil {
					// Golden stderr names the program's folder as {DIR}.
					dir, err := filepath.Abs(filepath.Dir(f))
					require.NoError(t, err)
					require.Equal(t, strings.ReplaceAll(string(e), "{DIR}", dir), r.stderr, "stderr differs")
				}
			})
		}
	}
}

// TestMalformedPrograms runs testdata/malformed/*.py — unterminated
// strings, bad indentation, bad escapes, non-UTF-8 source, NUL bytes, deep
// nesting and more — in every tier: each must fail exactly as CPython 3.13
// does (stderr .err with {DIR} for the folder, exit status .status), never
// with a Go panic or a hang.
func TestMalformedPrograms(t *testing.T) {
	files, err := filepath.Glob("../../testdata/malformed/*.py")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	dir, err := filepath.Abs("../../testdata/malformed")
	require.NoError(t, err)
	for _, f := range files {
		base := strings.TrimSuffix(f, ".py")
		wantErr, err := os.ReadFile(base + ".err")
		require.NoError(t, err)
		var wantStatus int
		s, err := os.ReadFile(base + ".status")
		require.NoError(t, err)
		fmt.Sscan(string(s), &wantStatus)
		for _, tier := range tiers {
			t.Run(filepath.Base(base)+"/"+tierName(tier), func(t *testing.T) {
				t.Parallel()
				r := runCpjit(t, dir, append(append([]string{}, tier...), filepath.Base(f)), "")
				require.False(t, r.timedOut, "timed out")
				require.Empty(t, r.stdout)
				require.Equal(t, strings.ReplaceAll(string(wantErr), "{DIR}", dir), r.stderr)
				require.Equal(t, wantStatus, r.status)
			})
		}
	}
}

func tierName(tier []string) string {
	if len(tier) == 0 {
		return "default"
	}
	return strings.ReplaceAll(strings.Join(tier[1:], ","), "=", "-")
}

const sharedConformance = "../../../shared/corpus/conformance"
const knownFailuresFile = "../../testdata/conformance_known_failures.txt"

// TestConformance runs the shared MicroPython-derived corpus in every tier
// and reports per-tier pass counts. It fails when a program outside the
// known-failures list fails, when a listed program passes (shrink the list)
// or when tiers disagree.
func TestConformance(t *testing.T) {
	if _, err := os.Stat(sharedConformance); err != nil {
		t.Skipf("shared corpus not present at %s: %v", sharedConformance, err)
	}
	progs := readTiers(t)
	known := readKnown(t)
	results := make([]map[string]bool, len(tiers))
	for i, tier := range tiers {
		results[i] = runCorpus(t, progs, tier)
	}
	// Tiers must agree.
	for i := 1; i < len(tiers); i++ {
		for p := range progs {
			if results[i][p] != results[0][p] {
				t.Errorf("%s: tier %s gives %v, interpreter %v", p, tierName(tiers[i]), results[i][p], results[0][p])
			}
		}
	}
	res := results[0]
	perTier := map[string][2]int{}
	var failing []string
	for p, tierLabel := range progs {
		c := perTier[tierLabel]
		if res[p] {
			c[0]++
		} else {
			c[1]++
			failing = append(failing, p)
		}
		perTier[tierLabel] = c
	}
	sort.Strings(failing)
	labels := make([]string, 0, len(perTier))
	for l := range perTier {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	total := [2]int{}
	for _, l := range labels {
		c := perTier[l]
		total[0] += c[0]
		total[1] += c[1]
		t.Logf("conformance tier %s: %d passed, %d failed (%.1f%%)", l, c[0], c[1], 100*float64(c[0])/float64(c[0]+c[1]))
	}
	t.Logf("conformance: %d passed, %d failed", total[0], total[1])
	if *updateKnown {
		reasons := readKnownReasons(t)
		var sb strings.Builder
		sb.WriteString("# Conformance programs that fail today, each with the reason. The test fails\n")
		sb.WriteString("# when one of them passes (remove it) or an unlisted program fails.\n")
		for _, p := range failing {
			sb.WriteString(p)
			if r := reasons[p]; r != "" {
				sb.WriteString("  # " + r)
			}
			sb.WriteString("\n")
		}
		require.NoError(t, os.WriteFile(knownFailuresFile, []byte(sb.String()), 0o644))
		return
	}
	for _, p := range failing {
		if !known[p] {
			t.Errorf("%s fails and is not in the known-failures list", p)
		}
	}
	for p := range known {
		if _, ok := progs[p]; !ok {
			t.Errorf("%s is in the known-failures list but not in the corpus", p)
		} else if res[p] {
			t.Errorf("%s passes now: remove it from %s", p, filepath.Base(knownFailuresFile))
		}
	}
}

func readTiers(t *testing.T) map[string]string {
	f, err := os.Open(filepath.Join(sharedConformance, "TIERS.tsv"))
	require.NoError(t, err)
	defer f.Close()
	progs := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) != 2 || fields[0] == "path" {
			continue
		}
		progs[fields[0]] = fields[1]
	}
	return progs
}

// readKnown reads the known-failures list: one corpus path per line,
// optionally followed by "# reason".
func readKnown(t *testing.T) map[string]bool {
	known := map[string]bool{}
	for p := range readKnownReasons(t) {
		known[p] = true
	}
	return known
}

func readKnownReasons(t *testing.T) map[string]string {
	reasons := map[string]string{}
	data, err := os.ReadFile(knownFailuresFile)
	if os.IsNotExist(err) {
		return reasons
	}
	require.NoError(t, err)
	for _, line := range strings.Split(string(data), "\n") {
		path, reason, _ := strings.Cut(line, "#")
		path = strings.TrimSpace(path)
		if path != "" {
			reasons[path] = strings.TrimSpace(reason)
		}
	}
	return reasons
}

func runCorpus(t *testing.T, progs map[string]string, tier []string) map[string]bool {
	res := map[string]bool{}
	var mu sync.Mutex
	sem := make(chan struct{}, 4)
	var wg sync.WaitGroup
	for p := range progs {
		wg.Add(1)
		sem <- struct{}{}
		go func(p string) {
			defer wg.Done()
			defer func() { <-sem }()
			path := filepath.Join(sharedConformance, p)
			want, err := os.ReadFile(strings.TrimSuffix(path, ".py") + ".exp")
			if err != nil {
				mu.Lock()
				res[p] = false
				mu.Unlock()
				return
			}
			args := append(append([]string{}, tier...), filepath.Base(path))
			r := runCpjit(t, filepath.Dir(path), args, "")
			ok := !r.timedOut && r.stdout == string(want) && !strings.Contains(r.stderr, "internal error")
			if strings.Contains(r.stderr, "cpjit: internal error") {
				t.Errorf("%s: Go panic reached the top:\n%s", p, firstLines(r.stderr, 12))
			}
			mu.Lock()
			res[p] = ok
			mu.Unlock()
		}(p)
	}
	wg.Wait()
	return res
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

const sharedIntrospection = "../../../shared/corpus/introspection"

// TestIntrospection runs the shared frame-introspection corpus (locals(),
// sys._getframe, f_locals, tracebacks of frames that ran machine code) in
// every tier; every program must print exactly its .exp.
func TestIntrospection(t *testing.T) {
	progs, err := filepath.Glob(filepath.Join(sharedIntrospection, "*.py"))
	if err != nil || len(progs) == 0 {
		t.Skipf("shared introspection corpus not present at %s", sharedIntrospection)
	}
	for _, tier := range tiers {
		for _, p := range progs {
			want, err := os.ReadFile(strings.TrimSuffix(p, ".py") + ".exp")
			require.NoError(t, err)
			r := runCpjit(t, filepath.Dir(p), append(append([]string{}, tier...), filepath.Base(p)), "")
			if r.timedOut || r.stdout != string(want) {
				t.Errorf("%s in tier %s:\n got: %q\nwant: %q\nstderr: %s", filepath.Base(p), tierName(tier), r.stdout, want, firstLines(r.stderr, 12))
			}
		}
	}
}
