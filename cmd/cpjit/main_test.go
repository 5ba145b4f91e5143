package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cpjit/cpjit/jit"

	"github.com/stretchr/testify/require"
)

func runCLI(t *testing.T, stdin string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errb bytes.Buffer
	status = run(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), status
}

// scratchDir makes a temporary folder the test's working directory (until
// the test ends) and returns it with a function that writes a file there,
// making its parent folders.
func scratchDir(t *testing.T) (dir string, write func(name, src string)) {
	dir = t.TempDir()
	t.Chdir(dir)
	return dir, func(name, src string) {
		p := filepath.Join(dir, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(src), 0o644))
	}
}

func TestVersion(t *testing.T) {
	out, _, status := runCLI(t, "", "--version")
	require.Equal(t, 0, status)
	require.True(t, strings.HasPrefix(out, "cpjit "), out)
	require.Contains(t, out, "Python 3.13")
	require.Contains(t, out, jit.Description("on"))
	if jit.Supported() {
		require.Contains(t, out, "copy-and-patch JIT")
	} else {
		require.Contains(t, out, "interpreter only")
	}
}

// TestJITStats checks -X jit-stats on a program with a hot loop: the
// loop is compiled and its machine code runs (it returns through a
// return exit), and jit=off says the interpreter ran.
func TestJITStats(t *testing.T) {
	prog := "def f(n):\n    t = 0\n    for i in range(n):\n        t += i\n    return t\nprint(f(100000))\n"
	out, errOut, status := runCLI(t, prog, "-X", "jit-stats", "-")
	require.Equal(t, 0, status, errOut)
	require.Equal(t, "4999950000\n", out)
	require.Contains(t, errOut, "jit-stats: "+jit.Description("on"))
	if jit.Supported() {
		require.Contains(t, errOut, "compiled 0 functions and 1 loops (0 declined, 0 recompiled)")
		require.Regexp(t, `exits return\s+1\n`, errOut)
	}
	_, errOut, _ = runCLI(t, prog, "-X", "jit-stats", "-X", "jit=off", "-")
	require.Contains(t, errOut, "interpreter only")
	_, errOut, status = runCLI(t, prog, "-X", "jit-threshold=0", "-")
	require.Equal(t, 2, status)
	require.Contains(t, errOut, "jit-threshold")
}

func TestCommandAndArgv(t *testing.T) {
	out, _, status := runCLI(t, "", "-c", "import sys; print(sys.argv)", "a", "b")
	require.Equal(t, 0, status)
	require.Equal(t, "['-c', 'a', 'b']\n", out)
}

func TestStdinProgram(t *testing.T) {
	out, _, status := runCLI(t, "print(6 * 7)\n", "-")
	require.Equal(t, 0, status)
	require.Equal(t, "42\n", out)
	out, _, status = runCLI(t, "print('no args')\n")
	require.Equal(t, 0, status)
	require.Equal(t, "no args\n", out)
}

func TestFlagsAcceptedAsNoOps(t *testing.T) {
	for _, tier := range []string{"jit=off", "jit=on", "jit=always"} {
		out, _, status := runCLI(t, "", "-B", "-S", "-E", "-I", "-u", "-X", tier, "-c", "print('ok')")
		require.Equal(t, 0, status, tier)
		require.Equal(t, "ok\n", out, tier)
	}
	_, errOut, status := runCLI(t, "", "-X", "jit=fast", "-c", "pass")
	require.Equal(t, 2, status)
	require.Contains(t, errOut, "jit=")
}

func TestMissingFile(t *testing.T) {
	_, errOut, status := runCLI(t, "", "no/such/file.py")
	require.Equal(t, 2, status)
	abs, _ := filepath.Abs("no/such/file.py")
	require.Equal(t, "cpjit: can't open file '"+abs+"': [Errno 2] No such file or directory\n", errOut)
}

func TestExitStatuses(t *testing.T) {
	cases := []struct {
		code   string
		status int
		stderr string
	}{
		{"raise SystemExit", 0, ""},
		{"raise SystemExit(4)", 4, ""},
		{"import sys; sys.exit('bye')", 1, "bye\n"},
		{"raise ValueError('bad')", 1, "ValueError: bad\n"},
		{"x = (", 1, "SyntaxError: '(' was never closed\n"},
	}
	for _, c := range cases {
		_, errOut, status := runCLI(t, "", "-c", c.code)
		require.Equal(t, c.status, status, c.code)
		require.True(t, strings.HasSuffix(errOut, c.stderr), "%s: %q", c.code, errOut)
	}
}

// -X max-heap turns runaway allocation into MemoryError (in every tier but
// gc-stress),
// which a program can catch; a bad size is a usage error.
func TestMaxHeap(t *testing.T) {
	runaway := "l, n = [], 100\nwhile True:\n    l.append('x' * n)\n" // n: 'x' * 100 would be one folded constant
	for _, tier := range tiers {
		if strings.Contains(strings.Join(tier, " "), "gc-stress") {
			continue // a collection per safepoint makes filling the heap quadratic
		}
		args := append(append([]string{"-X", "max-heap=16M"}, tier...), "-c", runaway)
		_, errOut, status := runCLI(t, "", args...)
		require.Equal(t, 1, status, tier)
		require.True(t, strings.HasSuffix(errOut, "\nMemoryError\n"), "%v: %q", tier, errOut)
		require.Contains(t, errOut, `File "<string>", line 3, in <module>`)
	}
	out, _, status := runCLI(t, "", "-X", "max-heap=64M", "-c", "try:\n    x = [0] * 10**9\nexcept MemoryError:\n    print('caught')\nprint(len([0] * 10**6))")
	require.Equal(t, 0, status)
	require.Equal(t, "caught\n1000000\n", out)
	_, errOut, status := runCLI(t, "", "-X", "max-heap=lots", "-c", "pass")
	require.Equal(t, 2, status)
	require.Contains(t, errOut, "-X max-heap= takes a size")
}

// A Go panic inside cpjit is reported as an internal error with the
// Python frames that were running and exit status 70, not a goroutine dump.
func TestInternalErrorReport(t *testing.T) {
	testHook = func(v *jit.VM) {
		require.NoError(t, v.RegisterPanic("go_panic", "boom"))
	}
	defer func() { testHook = nil }()
	prog := "def f(n):\n    for i in range(n):\n        pass\n    go_panic()\nprint('before')\nf(1000)\n"
	for _, tier := range [][]string{{"-X", "jit=off"}, {"-X", "jit=always"}} {
		out, errOut, status := runCLI(t, "", append(tier, "-c", prog)...)
		require.Equal(t, 70, status)
		require.Equal(t, "before\n", out, "stdout is flushed first")
		require.Equal(t, `cpjit: internal error: boom
Python traceback at the panic (most recent call last):
  File "<string>", line 6, in <module>
  File "<string>", line 4, in f
This is a bug in cpjit; run with CPJIT_DEBUG=1 for the Go stack.
`, errOut)
	}
}

// Exceptions defined by Go modules are named with their module, as
// CPython names them (its tracebacks differ above: its re is Python).
func TestModuleExceptionName(t *testing.T) {
	for code, want := range map[string]string{
		"import re; re.compile('a(b')":    "re.PatternError: missing ), unterminated subpattern at position 1\n",
		"import struct; struct.pack('q')": "struct.error: pack expected 1 items for packing (got 0)\n",
		"import json; json.loads('x')":    "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)\n",
	} {
		_, errOut, status := runCLI(t, "", "-c", code)
		require.Equal(t, 1, status)
		require.True(t, strings.HasSuffix(errOut, want), "%s: %q", code, errOut)
	}
}

func TestTracebackShape(t *testing.T) {
	_, errOut, status := runCLI(t, "", "-c", "def f():\n    return 1 / 0\nf()")
	require.Equal(t, 1, status)
	require.Equal(t, `Traceback (most recent call last):
  File "<string>", line 3, in <module>
  File "<string>", line 2, in f
ZeroDivisionError: division by zero
`, errOut)
}

// Ctrl-C during a busy loop becomes KeyboardInterrupt with a traceback and
// exit status 130, like python3.
func TestSIGINT(t *testing.T) {
	t.Run("module", func(t *testing.T) {
		testSIGINT(t, "import sys\nprint('ready', flush=True)\ni = 0\nwhile True:\n    i += 1\n", `, in <module>`)
	})
	// The loop runs as machine code: the back-edge poll must notice.
	t.Run("compiled", func(t *testing.T) {
		testSIGINT(t, "def spin():\n    i = 0\n    while True:\n        i += 1\n\nprint('ready', flush=True)\nspin()\n", ", in spin\n", "-X", "jit=always")
	})
}

// sigintBound is how long after SIGINT a busy loop may stop: 100 ms on
// an idle machine, plus twice the time this machine's load takes from a
// process now. It runs a short compiled program five times: the fastest
// run is what the program costs, and what the runs took beyond five
// fastest ones is time they waited for a CPU, as the signal's handling
// would. So the bound scales with the load instead of failing on it.
func sigintBound(t *testing.T) time.Duration {
	const runs = 5
	var total, fastest time.Duration
	for range runs {
		start := time.Now()
		r := runCpjit(t, t.TempDir(), []string{"-X", "jit=always", "-c", "i = 0\nwhile i < 1048576:\n    i += 1\n"}, "")
		took := time.Since(start)
		require.Equal(t, 0, r.status, r.stderr)
		total += took
		if fastest == 0 || took < fastest {
			fastest = took
		}
	}
	stolen := total - runs*fastest
	t.Logf("SIGINT bound: 100ms + 2 * %v (of %v in %d runs)", stolen, total, runs)
	return 100*time.Millisecond + 2*stolen
}

func testSIGINT(t *testing.T, src, where string, args ...string) {
	bound := sigintBound(t)
	dir := t.TempDir()
	prog := filepath.Join(dir, "spin.py")
	require.NoError(t, os.WriteFile(prog, []byte(src), 0o644))
	cmd := execCommand(cpjitBin, append(args, prog)...)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	ready := make(chan bool, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		ready <- line == "ready\n"
		io.Copy(io.Discard, stdout)
	}()
	select {
	case ok := <-ready:
		require.True(t, ok, "the program did not start")
	case <-time.After(2 * time.Minute): // a hang, not a slow machine
		t.Fatal("the program did not start within 2 minutes")
	}
	time.Sleep(50 * time.Millisecond) // let the loop get hot
	sent := time.Now()
	require.NoError(t, cmd.Process.Signal(syscall.SIGINT))
	require.Error(t, cmd.Wait())
	// The bound: the loop notices at its next back-edge poll. The
	// 100 ms are an idle machine's; a loaded one gets more (sigintBound).
	took := time.Since(sent)
	require.Less(t, took, bound, "KeyboardInterrupt took too long")
	require.Equal(t, 130, cmd.ProcessState.ExitCode(), errb.String())
	require.Contains(t, errb.String(), "Traceback (most recent call last):")
	require.Contains(t, errb.String(), where)
	require.True(t, strings.HasSuffix(errb.String(), "KeyboardInterrupt\n"), errb.String())
}

// TestJITDumpAndPerfMap checks -X jit-dump (bytecode beside disassembled
// machine code) and -X perf (a perf map naming the compiled function).
func TestJITDumpAndPerfMap(t *testing.T) {
	if !jit.Supported() {
		t.Skip("the copy-and-patch tier exists on linux/amd64 only")
	}
	prog := "def add(n):\n    t = 0\n    for i in range(n):\n        t = t + i\n    return t\nprint(add(5))\n"
	out, errOut, status := runCLI(t, prog, "-X", "jit=always", "-X", "jit-dump", "-")
	require.Equal(t, 0, status, errOut)
	require.Equal(t, "10\n", out)
	require.Contains(t, errOut, "=== add (<stdin>:1)")
	require.Regexp(t, `ADD\s+\d+ 1 2\n(\s+[0-9a-f]+  .*\n)+`, errOut) // the add stencil, disassembled
	require.Contains(t, errOut, "RET")

	cmd := execCommand(cpjitBin, "-X", "jit=always", "-X", "perf", "-c", prog)
	require.NoError(t, cmd.Run())
	mapFile := fmt.Sprintf("/tmp/perf-%d.map", cmd.Process.Pid)
	defer os.Remove(mapFile)
	b, err := os.ReadFile(mapFile)
	require.NoError(t, err)
	require.Regexp(t, `(?m)^[0-9a-f]+ [0-9a-f]+ py::add:<string>:1$`, string(b))
}

// An int literal beyond CPython's 4300-digit conversion limit is a
// SyntaxError at its position, as in CPython.
func TestHugeIntLiteral(t *testing.T) {
	src := "x = 1 + 1" + strings.Repeat("0", 5000) + " + 2\n"
	_, errOut, status := runCLI(t, "", "-c", src)
	require.Equal(t, 1, status)
	lines := strings.Split(strings.TrimRight(errOut, "\n"), "\n")
	require.Equal(t, `  File "<string>", line 1`, lines[0])
	require.Equal(t, "            ^", lines[2])
	require.Equal(t, "SyntaxError: Exceeds the limit (4300 digits) for integer string conversion: value has 5001 digits; use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for huge integer literals to avoid decimal conversion limits.", lines[3])
	out, _, status := runCLI(t, "", "-c", "print(len(str(1"+strings.Repeat("0", 4299)+")))")
	require.Equal(t, 0, status)
	require.Equal(t, "4300\n", out)
}

// TestParseSize: -X max-heap takes K, M and G with an optional B or iB.
func TestParseSize(t *testing.T) {
	for s, want := range map[string]int64{
		"256M": 256 << 20, "256MB": 256 << 20, "256MiB": 256 << 20, "256m": 256 << 20,
		"2G": 2 << 30, "2GB": 2 << 30, "512K": 512 << 10, "512KiB": 512 << 10,
		"1000": 1000, "1000B": 1000,
	} {
		got, ok := parseSize(s)
		require.True(t, ok, s)
		require.Equal(t, want, got, s)
	}
	for _, s := range []string{"", "lots", "M", "MB", "-5M", "0", "10iB", "5TB", "1.5G"} {
		_, ok := parseSize(s)
		require.False(t, ok, s)
	}
}

// TestMainNamespace: __main__ holds what CPython's does: __annotations__
// always, __file__ and __cached__ for a script or standard input, not -c.
func TestMainNamespace(t *testing.T) {
	prog := "print(sorted(globals()), __annotations__)"
	out, _, status := runCLI(t, "", "-c", prog)
	require.Equal(t, 0, status)
	require.Equal(t, "['__annotations__', '__builtins__', '__doc__', '__loader__', '__name__', '__package__', '__spec__'] {}\n", out)
	out, _, status = runCLI(t, prog+"\nprint(__file__, __cached__)", "-")
	require.Equal(t, 0, status)
	require.Equal(t, "['__annotations__', '__builtins__', '__cached__', '__doc__', '__file__', '__loader__', '__name__', '__package__', '__spec__'] {}\n<stdin> None\n", out)
	f := filepath.Join(t.TempDir(), "m.py")
	require.NoError(t, os.WriteFile(f, []byte(prog+"\nx: int = 1\nprint(__annotations__, __cached__)\n"), 0o644))
	out, _, status = runCLI(t, "", f)
	require.Equal(t, 0, status)
	require.Equal(t, "['__annotations__', '__builtins__', '__cached__', '__doc__', '__file__', '__loader__', '__name__', '__package__', '__spec__'] {}\n{'x': <class 'int'>} None\n", out)
}

// TestModuleOption: -m runs a module or a package's __main__ with runpy's
// semantics (sys.argv[0] its file, __name__ "__main__", parents imported
// first), and fails as python3 does for a missing one.
func TestModuleOption(t *testing.T) {
	_, write := scratchDir(t)
	write("hello.py", "import sys, os\nprint('hello', __name__, os.path.basename(sys.argv[0]), sys.argv[1:])\n")
	write("pkg/__init__.py", "print('init', __name__)\n")
	write("pkg/__main__.py", "import sys\nprint('main', __name__, sys.argv[1:])\n")
	write("pkg/sub.py", "print('sub', __name__)\n")
	write("nomain/__init__.py", "")
	for _, tc := range []struct {
		args     []string
		out, err string
		status   int
	}{
		{[]string{"-m", "hello", "a", "b"}, "hello __main__ hello.py ['a', 'b']\n", "", 0},
		{[]string{"-mhello"}, "hello __main__ hello.py []\n", "", 0},
		{[]string{"-m", "pkg", "x"}, "init pkg\nmain __main__ ['x']\n", "", 0},
		{[]string{"-m", "pkg.sub"}, "init pkg\nsub __main__\n", "", 0},
		{[]string{"-m", "nothere"}, "", "cpjit: No module named nothere\n", 1},
		{[]string{"-m", "pkg.nothere"}, "init pkg\n", "cpjit: No module named pkg.nothere\n", 1},
		{[]string{"-m", "nomain"}, "", "cpjit: No module named nomain.__main__; 'nomain' is a package and cannot be directly executed\n", 1},
		{[]string{"-m", "hello.x"}, "hello hello -m []\n", "cpjit: Error while finding module specification for 'hello.x' (ModuleNotFoundError: __path__ attribute not found on 'hello' while trying to find 'hello.x')\n", 1},
	} {
		out, errOut, status := runCLI(t, "", tc.args...)
		require.Equal(t, tc.out, out, tc.args)
		require.Equal(t, tc.err, errOut, tc.args)
		require.Equal(t, tc.status, status, tc.args)
	}
	_, errOut, status := runCLI(t, "", "-m")
	require.Equal(t, 2, status)
	require.Contains(t, errOut, "Argument expected for the -m option")
}

// TestModuleJSONTool: -m json.tool runs the embedded json package's tool
// module: pretty-printing, sorting, indentation choices, JSON Lines, and
// errors, with CPython 3.13's output (generated with it; argparse lays
// out the help for 80 columns as for a pipe).
func TestModuleJSONTool(t *testing.T) {
	t.Setenv("COLUMNS", "")
	for _, tc := range []struct {
		args            []string
		stdin, out, err string
		status          int
	}{
		{[]string{"--sort-keys"}, "{\"b\": [1, 2.5, {\"c\": \"é\"}], \"a\": null}", "{\n    \"a\": null,\n    \"b\": [\n        1,\n        2.5,\n        {\n            \"c\": \"\\u00e9\"\n        }\n    ]\n}\n", "", 0},
		{[]string{"--json-lines", "--compact"}, "{\"a\":1}\n[2\n", "{\"a\":1}\n", "Expecting ',' delimiter: line 2 column 1 (char 3)\n", 1},
		{[]string{"--tab"}, "{\"b\": [1, 2.5, {\"c\": \"é\"}], \"a\": null}", "{\n\t\"b\": [\n\t\t1,\n\t\t2.5,\n\t\t{\n\t\t\t\"c\": \"\\u00e9\"\n\t\t}\n\t],\n\t\"a\": null\n}\n", "", 0},
		{[]string{"--no-indent", "--no-ensure-ascii"}, "{\"b\": [1, 2.5, {\"c\": \"é\"}], \"a\": null}", "{\"b\": [1, 2.5, {\"c\": \"é\"}], \"a\": null}\n", "", 0},
		{[]string{"--indent", "1"}, "{\"b\": [1, 2.5, {\"c\": \"é\"}], \"a\": null}", "{\n \"b\": [\n  1,\n  2.5,\n  {\n   \"c\": \"\\u00e9\"\n  }\n ],\n \"a\": null\n}\n", "", 0},
		{[]string{"--tab", "--compact"}, "{\"b\": [1, 2.5, {\"c\": \"é\"}], \"a\": null}", "", "usage: python -m json.tool [-h] [--sort-keys] [--no-ensure-ascii]\n                           [--json-lines] [--indent INDENT | --tab |\n                           --no-indent | --compact]\n                           [infile] [outfile]\npython -m json.tool: error: argument --compact: not allowed with argument --tab\n", 2},
		{[]string{"--indent", "x"}, "{\"b\": [1, 2.5, {\"c\": \"é\"}], \"a\": null}", "", "usage: python -m json.tool [-h] [--sort-keys] [--no-ensure-ascii]\n                           [--json-lines] [--indent INDENT | --tab |\n                           --no-indent | --compact]\n                           [infile] [outfile]\npython -m json.tool: error: argument --indent: invalid int value: 'x'\n", 2},
		{[]string{}, "{\"a\": ", "", "Expecting value: line 1 column 7 (char 6)\n", 1},
		{[]string{"--help"}, "", "usage: python -m json.tool [-h] [--sort-keys] [--no-ensure-ascii]\n                           [--json-lines] [--indent INDENT | --tab |\n                           --no-indent | --compact]\n                           [infile] [outfile]\n\nA simple command line interface for json module to validate and pretty-print\nJSON objects.\n\npositional arguments:\n  infile             a JSON file to be validated or pretty-printed\n  outfile            write the output of infile to outfile\n\noptions:\n  -h, --help         show this help message and exit\n  --sort-keys        sort the output of dictionaries alphabetically by key\n  --no-ensure-ascii  disable escaping of non-ASCII characters\n  --json-lines       parse input using the JSON Lines format. Use with --no-\n                     indent or --compact to produce valid JSON Lines output.\n  --indent INDENT    separate items with newlines and use this number of\n                     spaces for indentation\n  --tab              separate items with newlines and use tabs for indentation\n  --no-indent        separate items with spaces rather than newlines\n  --compact          suppress all whitespace separation (most compact)\n", "", 0},
	} {
		out, errOut, status := runCLI(t, tc.stdin, append([]string{"-m", "json.tool"}, tc.args...)...)
		require.Equal(t, tc.out, out, tc.args)
		require.Equal(t, tc.err, errOut, tc.args)
		require.Equal(t, tc.status, status, tc.args)
	}
	// Files named on the command line.
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.json"), filepath.Join(dir, "out.json")
	require.NoError(t, os.WriteFile(in, []byte(`[1, {"k": true}]`), 0o644))
	_, errOut, status := runCLI(t, "", "-m", "json.tool", "--compact", in, out)
	require.Equal(t, 0, status, errOut)
	got, err := os.ReadFile(out)
	require.NoError(t, err)
	require.Equal(t, "[1,{\"k\":true}]\n", string(got))
}

// TestModuleUnittest: -m unittest runs the embedded unittest package's
// __main__: discovery from the current directory, test names, discover's
// options and -k, with python3's output (CPython 3.13's, the time masked)
// and exit statuses.
func TestModuleUnittest(t *testing.T) {
	dir, write := scratchDir(t)
	write("test_one.py", `import unittest
from unittest import mock


class One(unittest.TestCase):
    def test_ok(self):
        m = mock.Mock()
        m(2)
        m.assert_called_once_with(2)

    def test_bad(self):
        self.assertIn(3, [1, 2])
`)
	write("pkg/__init__.py", "")
	write("pkg/test_two.py", `import unittest


class Two(unittest.TestCase):
    def test_two(self):
        pass
`)
	one := "\n----------------------------------------------------------------------\nRan 1 test in Xs\n\nOK\n"
	timing := regexp.MustCompile(`in [0-9.]+s\n`)
	for _, tc := range []struct {
		args   []string
		out    string
		status int
	}{
		{[]string{"-v"}, `test_two (pkg.test_two.Two.test_two) ... ok
test_bad (test_one.One.test_bad) ... FAIL
test_ok (test_one.One.test_ok) ... ok

======================================================================
FAIL: test_bad (test_one.One.test_bad)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "` + filepath.Join(dir, "test_one.py") + `", line 12, in test_bad
    self.assertIn(3, [1, 2])
    ~~~~~~~~~~~~~^^^^^^^^^^^
AssertionError: 3 not found in [1, 2]

----------------------------------------------------------------------
Ran 3 tests in Xs

FAILED (failures=1)
`, 1},
		{[]string{"test_one.One.test_ok"}, "." + one, 0},
		{[]string{"discover", "-s", "pkg"}, "." + one, 0},
		{[]string{"-k", "two"}, "." + one, 0},
	} {
		_, errOut, status := runCLI(t, "", append([]string{"-m", "unittest"}, tc.args...)...)
		require.Equal(t, tc.out, timing.ReplaceAllString(errOut, "in Xs\n"), tc.args)
		require.Equal(t, tc.status, status, tc.args)
	}
}

// TestSiteBuiltins: start-up imports site, which gives exit, quit, help,
// copyright, credits and license; -S leaves them out.
func TestSiteBuiltins(t *testing.T) {
	out, _, status := runCLI(t, "", "-c", "print(exit)\nprint(quit)\nprint(help)\nimport sys\nprint('site' in sys.modules)\nexit(3)")
	require.Equal(t, 3, status)
	require.Equal(t, "Use exit() or Ctrl-D (i.e. EOF) to exit\nUse quit() or Ctrl-D (i.e. EOF) to exit\n"+
		"Type help() for interactive help, or help(object) for help about object.\nTrue\n", out)
	_, _, status = runCLI(t, "", "-c", "quit()")
	require.Equal(t, 0, status)
	out, _, status = runCLI(t, "", "-c", "def f(a, b=2):\n    'Add.'\nhelp(f)")
	require.Equal(t, 0, status)
	require.Equal(t, "Help on function f in module __main__:\n\nf(a, b=2)\n    Add.\n\n", out)
	_, errOut, status := runCLI(t, "", "-S", "-c", "exit()")
	require.Equal(t, 1, status)
	require.Contains(t, errOut, "NameError: name 'exit' is not defined")
}

// TestSiteNotFromScriptDir: the start-up import of site happens before
// the script's directory is on sys.path, so a program's own site.py is
// neither run then nor what a later import site finds (CPython 3.13's
// output).
func TestSiteNotFromScriptDir(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "site.py"), []byte("print('my site')\n"), 0o644))
	main := filepath.Join(dir, "main.py")
	require.NoError(t, os.WriteFile(main, []byte("import os, sys\nprint(sys.path[0] == os.path.dirname(__file__))\n"+
		"import site\nprint(site.__file__ == os.path.join(os.path.dirname(__file__), 'site.py'))\nexit(3)\n"), 0o644))
	out, _, status := runCLI(t, "", main)
	require.Equal(t, 3, status)
	require.Equal(t, "True\nFalse\n", out)
}

// TestWarningOptions: -W options reach sys.warnoptions and become filters
// (later ones first); a bad one is reported and ignored, as python3 does.
func TestWarningOptions(t *testing.T) {
	out, errOut, status := runCLI(t, "", "-W", "ignore::DeprecationWarning", "-Werror:bad:UserWarning", "-c",
		"import sys, warnings\nprint(sys.warnoptions)\nwarnings.warn('fine')\nwarnings.warn('old', DeprecationWarning)\ntry:\n    warnings.warn('Bad thing')\nexcept UserWarning as e:\n    print('raised', e)")
	require.Equal(t, 0, status, errOut)
	require.Equal(t, "['ignore::DeprecationWarning', 'error:bad:UserWarning']\nraised Bad thing\n", out)
	require.True(t, strings.HasPrefix(errOut, "<string>:3: UserWarning: fine\n"), errOut)
	out, errOut, status = runCLI(t, "", "-W", "foo", "-W", "error::NoSuchWarning", "-W", "a:b:c:d:e:f", "-W", "error:::mod:x", "-c", "print(1)")
	require.Equal(t, 0, status)
	require.Equal(t, "1\n", out)
	require.Equal(t, "Invalid -W option ignored: invalid action: 'foo'\n"+
		"Invalid -W option ignored: unknown warning category: 'NoSuchWarning'\n"+
		"Invalid -W option ignored: too many fields (max 5): 'a:b:c:d:e:f'\n"+
		"Invalid -W option ignored: invalid lineno 'x'\n", errOut)
}

// TestXOptions checks that -X values reach sys._xoptions as CPython's
// do (a value after '=', True without one), which is also how
// multiprocessing's children learn the tier they run in.
func TestXOptions(t *testing.T) {
	r := runCpjit(t, t.TempDir(), []string{"-X", "jit=off", "-Xgc-stress", "-c", "import sys; print(sys._xoptions)"}, "")
	require.Equal(t, 0, r.status, r.stderr)
	require.Equal(t, "{'jit': 'off', 'gc-stress': True}\n", r.stdout)
}

// TestModuleDoctest: -m doctest runs the examples of .py modules and text
// files named on the command line, with CPython 3.13's report and exit
// status (outputs taken from it).
func TestModuleDoctest(t *testing.T) {
	dir, write := scratchDir(t)
	write("dt.py", `def add(a, b):
    """
    >>> add(1, 2)
    3
    >>> add(2, 2)
    5
    """
    return a + b
`)
	write("ok.py", "def one():\n    \"\"\"\n    >>> one()\n    1\n    \"\"\"\n    return 1\n")
	write("t.txt", "Text\n>>> 1 + 1\n2\n>>> print(\"x\")\ny\n")
	stars := "**********************************************************************\n"
	for _, tc := range []struct {
		args   []string
		out    string
		status int
	}{
		{[]string{"dt.py"}, stars + "File \"" + filepath.Join(dir, "dt.py") + "\", line 5, in dt.add\nFailed example:\n    add(2, 2)\nExpected:\n    5\nGot:\n    4\n" +
			stars + "1 item had failures:\n   1 of   2 in dt.add\n***Test Failed*** 1 failure.\n", 1},
		{[]string{"ok.py"}, "", 0},
		{[]string{"-v", "ok.py"}, "Trying:\n    one()\nExpecting:\n    1\nok\n1 item had no tests:\n    ok\n1 item passed all tests:\n   1 test in ok.one\n1 test in 2 items.\n1 passed.\nTest passed.\n", 0},
		{[]string{"t.txt"}, stars + "File \"t.txt\", line 4, in t.txt\nFailed example:\n    print(\"x\")\nExpected:\n    y\nGot:\n    x\n" +
			stars + "1 item had failures:\n   1 of   2 in t.txt\n***Test Failed*** 1 failure.\n", 1},
	} {
		out, _, status := runCLI(t, "", append([]string{"-m", "doctest"}, tc.args...)...)
		require.Equal(t, tc.out, out, tc.args)
		require.Equal(t, tc.status, status, tc.args)
	}
}

// TestInspectAfterHook: with -i, a program whose sys.excepthook was
// replaced has the hook called for its uncaught exception, then the prompt
// reads standard input (no terminal: prompts go to stderr) until its end;
// SystemExit, from the program or the hook, is reported like any other
// exception. The outputs and statuses are python3.13's.
func TestInspectAfterHook(t *testing.T) {
	dir, write := scratchDir(t)
	write("hook.py", "import sys\ndef hook(t, v, tb):\n    print('hook:', t.__name__, v)\n"+
		"sys.excepthook = hook\ny = 42\nprint('ran')\nraise ValueError('boom')\n")
	write("exit.py", "import sys\nprint('x')\nsys.exit(3)\n")
	write("hookexit.py", "import sys\ndef hook(*a):\n    print('hook')\n    sys.exit(4)\n"+
		"sys.excepthook = hook\nraise KeyError(1)\n")
	stdin := "print(y + 1)\nimport sys; print(sys.flags.inspect, sys.flags.interactive, sys._xoptions)\n"
	out, errOut, status := runCLI(t, stdin, "-i", "hook.py")
	require.Equal(t, 0, status)
	require.Equal(t, "ran\nhook: ValueError boom\n43\n1 1 {}\n", out)
	require.Equal(t, ">>> >>> >>> \n", errOut)

	out, errOut, status = runCLI(t, "print(5)\n", "-i", "exit.py")
	require.Equal(t, 0, status)
	require.Equal(t, "x\n5\n", out)
	require.Equal(t, "Traceback (most recent call last):\n  File \""+filepath.Join(dir, "exit.py")+
		"\", line 3, in <module>\n    sys.exit(3)\n    ~~~~~~~~^^^\nSystemExit: 3\n>>> >>> \n", errOut)

	out, errOut, status = runCLI(t, "", "-i", "hookexit.py")
	require.Equal(t, 0, status)
	require.Equal(t, "hook\n", out)
	require.Equal(t, "Error in sys.excepthook:\nTraceback (most recent call last):\n  File \""+filepath.Join(dir, "hookexit.py")+
		"\", line 4, in hook\n    sys.exit(4)\n    ~~~~~~~~^^^\nSystemExit: 4\n\nOriginal exception was:\n"+
		"Traceback (most recent call last):\n  File \""+filepath.Join(dir, "hookexit.py")+"\", line 6, in <module>\n"+
		"    raise KeyError(1)\nKeyError: 1\n>>> \n", errOut)

	// Without -i the hook's report ends the program with status 1.
	out, _, status = runCLI(t, "", "hook.py")
	require.Equal(t, 1, status)
	require.Equal(t, "ran\nhook: ValueError boom\n", out)
}
