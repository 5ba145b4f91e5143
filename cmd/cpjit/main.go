// Command cpjit runs Python 3 programs: `cpjit prog.py args...` behaves like
// `python3 prog.py args...` (same output, tracebacks and exit status).
//
//	cpjit [options] file.py [args]   run a script
//	cpjit [options] -c CODE [args]   run a string
//	cpjit [options] - [args]         run standard input
//	cpjit --version
//
// Options: -X jit=off|on|always, -X jit-threshold=N, -X cpu=baseline,
// -X jit-stats, -X jit-dump, -X perf, -X jit-residents=off, -X max-heap=SIZE,
// -X gc-stress, -X deopt-stress, -X jit-verify-stackmaps, -X cpuprofile=FILE,
// -X memprofile=FILE
// (see usage), and the python3 flags -B -S -E -I -u -O -s (-u unbuffers stdout,
// the others are accepted and ignored).
package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/cpjit/cpjit/jit"
	"github.com/cpjit/cpjit/lang/stdlib/pylib"
	"golang.org/x/term"
)

// Version is cpjit's version.
const Version = "0.1.0"

func main() {
	// No heap profiling: its records, one per distinct Go stack, only
	// grow, and the interpreter's stack follows the program's calls (see
	// package jit).
	runtime.MemProfileRate = 0
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

type options struct {
	xopts    []string // every -X value, in order: sys._xoptions
	jit      string
	jitStats bool
	command  string
	hasCmd   bool
	script   string
	args     []string
	unbuf    bool
	// module is -m's module name (sys.argv[0] becomes its file).
	module string
	// noSite is -S: no `import site` at start-up (no exit, quit, help...).
	noSite bool
	// quiet (-q) leaves out the prompt's banner; inspect (-i) starts the
	// prompt after the program.
	quiet, inspect bool
	// prompt: no program is named and standard input is a terminal.
	prompt bool
	// warnOpts are the -W options, for sys.warnoptions.
	warnOpts []string
	// cpuProfile names a file for a Go CPU profile of the whole run.
	cpuProfile string
	// memProfile names a file for a Go heap profile written at exit.
	memProfile string
	// gcStress runs the VM's collector at every safepoint that follows an allocation.
	gcStress bool
	// deoptStress leaves every instruction's machine code once (testing).
	deoptStress bool
	// noResidents keeps every value in its frame slot (-X jit-residents=off);
	// verifyStackmaps checks every stackmap record at its exit (testing).
	noResidents, verifyStackmaps bool
	// noHelpers serves exits in natively called frames only by adopting
	// the frames (-X jit-helpers=off).
	noHelpers bool
	// noCatch makes helper exits adopt the native frames for exceptions
	// that the raising frame handles (-X jit-native-catch=off).
	noCatch bool
	// recompileAfter and maxRecompiles set the recompilation policy
	// (-X jit-recompile-after=N, -X jit-max-recompiles=N; 0 is the
	// default, -1 means no recompilation).
	recompileAfter, maxRecompiles int
	// maxHeap limits the bytes live objects hold (-X max-heap=SIZE).
	maxHeap int64
	// JIT options.
	threshold int
	baseline  bool
	jitDump   bool
	perfMap   bool
}

const usage = `usage: cpjit [option] ... [-c cmd | file | -] [arg] ...
Options:
-c cmd : program passed in as string (terminates option list)
-m mod : run library module as a script (terminates option list)
-X opt : implementation-specific option:
         jit=off|on|always  choose the execution tier (default on)
         jit-threshold=N    entries + loop iterations before code is compiled
         cpu=baseline       use only baseline stencils (no CPU-feature variants)
         jit-stats          print JIT statistics to stderr at exit
         jit-dump           print each compiled unit's bytecode and machine code to stderr
         perf               write /tmp/perf-<pid>.map so that perf can name JIT code
         cpuprofile=FILE    write a Go CPU profile of the run to FILE
         memprofile=FILE    write a Go heap profile (allocations, and memory in use at the last Go GC) to FILE at exit
         jit-residents=off  keep every value in its frame slot (no resident registers)
         jit-helpers=off    serve exits in natively called frames by adopting them (no Go helpers)
         jit-native-catch=off  adopt natively called frames for exceptions they handle themselves
         jit-recompile-after=N  guard failures before a unit is compiled again (100)
         jit-max-recompiles=N   recompilations per unit at most (3; 0: none)
         max-heap=SIZE      stop with MemoryError past SIZE bytes of Python objects
         gc-stress          collect garbage at every safepoint after an allocation (testing)
         deopt-stress       leave every instruction's machine code once (testing)
         jit-verify-stackmaps  check every stackmap record at its exit (testing)
-S     : don't imply 'import site' on initialization
-W arg : warning control; arg is action:message:category:module:lineno
-u     : unbuffered standard output
-i     : inspect interactively after running script
-q     : don't print version and copyright messages on interactive startup
-B -E -I -O -s : accepted for compatibility with python3
--version, -V : print the version and exit
file   : program read from script file
-      : program read from stdin
arg ...: arguments passed to program in sys.argv[1:]
`

func parseArgs(argv []string, stderr io.Writer) (*options, int) {
	o := &options{jit: "on"}
	for i := 0; i < len(argv); i++ {
		a := argv[i]
		switch {
		case a == "--version" || a == "-V":
			return nil, -1
		case a == "-h" || a == "--help" || a == "-?":
			fmt.Fprint(stderr, usage)
			return nil, -2
		case a == "-c":
			if i+1 >= len(argv) {
				fmt.Fprintln(stderr, "Argument expected for the -c option")
				return nil, 2
			}
			o.command, o.hasCmd = argv[i+1], true
			o.args = append([]string{"-c"}, argv[i+2:]...)
			return o, 0
		case a == "-m" || strings.HasPrefix(a, "-m") && len(a) > 2:
			name := strings.TrimPrefix(a, "-m")
			if name == "" {
				if i+1 >= len(argv) {
					fmt.Fprintf(stderr, "Argument expected for the -m option\n%s", usage)
					return nil, 2
				}
				i++
				name = argv[i]
			}
			o.module = name
			o.args = append([]string{"-m"}, argv[i+1:]...)
			return o, 0
		case strings.HasPrefix(a, "-c") && len(a) > 2:
			o.command, o.hasCmd = a[2:], true
			o.args = append([]string{"-c"}, argv[i+1:]...)
			return o, 0
		case a == "-W" || strings.HasPrefix(a, "-W"):
			opt := strings.TrimPrefix(a, "-W")
			if opt == "" {
				if i+1 >= len(argv) {
					fmt.Fprintf(stderr, "Argument expected for the -W option\n%s", usage)
					return nil, 2
				}
				i++
				opt = argv[i]
			}
			o.warnOpts = append(o.warnOpts, opt)
		case a == "-X":
			if i+1 >= len(argv) {
				fmt.Fprintln(stderr, "Argument expected for the -X option")
				return nil, 2
			}
			i++
			if code := o.setX(argv[i], stderr); code != 0 {
				return nil, code
			}
		case strings.HasPrefix(a, "-X"):
			if code := o.setX(a[2:], stderr); code != 0 {
				return nil, code
			}
		case a == "-":
			o.script = "-"
			o.args = append([]string{"-"}, argv[i+1:]...)
			return o, 0
		case a == "--":
			if i+1 < len(argv) {
				o.script = argv[i+1]
				o.args = argv[i+1:]
			}
			return o, 0
		case strings.HasPrefix(a, "-") && len(a) > 1:
			for _, c := range a[1:] {
				switch c {
				case 'S':
					o.noSite = true
				case 'q':
					o.quiet = true
				case 'i':
					o.inspect = true
				case 'B', 'E', 'I', 'O', 's', 'd', 'v':
				case 'u':
					o.unbuf = true
				default:
					fmt.Fprintf(stderr, "Unknown option: -%c\n%s", c, usage)
					return nil, 2
				}
			}
		default:
			o.script = a
			o.args = argv[i:]
			return o, 0
		}
	}
	return o, 0
}

func (o *options) setX(x string, stderr io.Writer) int {
	o.xopts = append(o.xopts, x)
	switch {
	case x == "jit=off" || x == "jit=on" || x == "jit=always":
		o.jit = strings.TrimPrefix(x, "jit=")
	case strings.HasPrefix(x, "jit="):
		fmt.Fprintf(stderr, "cpjit: -X jit= takes off, on or always, not %q\n", strings.TrimPrefix(x, "jit="))
		return 2
	case x == "jit-stats":
		o.jitStats = true
	case x == "jit-dump":
		o.jitDump = true
	case x == "perf":
		o.perfMap = true
	case x == "cpu=baseline":
		o.baseline = true
	case strings.HasPrefix(x, "cpu="):
		fmt.Fprintf(stderr, "cpjit: -X cpu= takes baseline, not %q\n", strings.TrimPrefix(x, "cpu="))
		return 2
	case strings.HasPrefix(x, "jit-threshold="):
		n, err := strconv.Atoi(strings.TrimPrefix(x, "jit-threshold="))
		if err != nil || n < 1 {
			fmt.Fprintf(stderr, "cpjit: -X jit-threshold= takes a positive integer, not %q\n", strings.TrimPrefix(x, "jit-threshold="))
			return 2
		}
		o.threshold = n
	case x == "gc-stress":
		o.gcStress = true
	case x == "deopt-stress":
		o.deoptStress = true
	case strings.HasPrefix(x, "jit-recompile-after="), strings.HasPrefix(x, "jit-max-recompiles="):
		name, val, _ := strings.Cut(x, "=")
		n, err := strconv.Atoi(val)
		if err != nil || n < 0 || name == "jit-recompile-after" && n == 0 {
			fmt.Fprintf(stderr, "cpjit: -X %s= takes a non-negative integer (positive for jit-recompile-after), not %q\n", name, val)
			return 2
		}
		if name == "jit-recompile-after" {
			o.recompileAfter = n
		} else {
			o.maxRecompiles = n
			if n == 0 {
				o.maxRecompiles = -1 // none
			}
		}
	case x == "jit-residents=off":
		o.noResidents = true
	case x == "jit-helpers=off":
		o.noHelpers = true
	case x == "jit-native-catch=off":
		o.noCatch = true
	case x == "jit-verify-stackmaps":
		o.verifyStackmaps = true
	case strings.HasPrefix(x, "max-heap="):
		n, ok := parseSize(strings.TrimPrefix(x, "max-heap="))
		if !ok {
			fmt.Fprintf(stderr, "cpjit: -X max-heap= takes a size such as 500M or 2G, not %q\n", strings.TrimPrefix(x, "max-heap="))
			return 2
		}
		o.maxHeap = n
	case strings.HasPrefix(x, "cpuprofile="):
		o.cpuProfile = strings.TrimPrefix(x, "cpuprofile=")
	case strings.HasPrefix(x, "memprofile="):
		o.memProfile = strings.TrimPrefix(x, "memprofile=")
		runtime.MemProfileRate = 64 << 10 // main turned it off
	default:
		// Unknown -X options are accepted, as CPython does.
	}
	return 0
}

// parseSize reads a byte count with an optional K, M or G suffix (powers
// of 1024).
func parseSize(s string) (int64, bool) {
	// A number of bytes, optionally followed by K, M or G (powers of 1024)
	// and an optional B or iB: 256M, 256MB, 256MiB and 268435456 agree.
	t := strings.TrimSuffix(strings.TrimSuffix(s, "iB"), "B")
	if t != s && strings.HasSuffix(s, "iB") && !strings.ContainsAny(t[len(t)-min(1, len(t)):], "kKmMgG") {
		return 0, false // "iB" needs a unit before it
	}
	mult := int64(1)
	if n := len(t); n > 0 {
		switch t[n-1] {
		case 'k', 'K':
			mult = 1 << 10
		case 'm', 'M':
			mult = 1 << 20
		case 'g', 'G':
			mult = 1 << 30
		}
		if mult != 1 {
			t = t[:n-1]
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n <= 0 || n > (1<<62)/mult {
		return 0, false
	}
	return n * mult, true
}

// versionLine is what --version prints.
func versionLine() string {
	return fmt.Sprintf("cpjit %s (Python 3.13.0 compatible; %s)", Version, jit.Description("on"))
}

func run(argv []string, stdin io.Reader, stdout, stderr io.Writer) (status int) {
	o, code := parseArgs(argv, stderr)
	if o == nil {
		switch code {
		case -1:
			fmt.Fprintln(stdout, versionLine())
			return 0
		case -2:
			return 0
		}
		return code
	}
	var src []byte
	var filename string
	switch {
	case o.hasCmd:
		src, filename = []byte(o.command), "<string>"
	case o.module != "":
		// Found below, once the VM can import the module's parents.
	case o.script == "" && isTerminal(stdin):
		o.prompt = true
		src, filename = nil, "<string>" // __main__ without __file__, as python3's prompt
		if len(o.args) == 0 {
			o.args = []string{""}
		}
	case o.script == "" || o.script == "-":
		b, err := io.ReadAll(stdin)
		if err != nil {
			fmt.Fprintf(stderr, "cpjit: cannot read standard input: %v\n", err)
			return 2
		}
		src, filename = b, "<stdin>"
		if len(o.args) == 0 {
			o.args = []string{""}
		}
	default:
		b, err := os.ReadFile(o.script)
		if err != nil {
			abs, _ := filepath.Abs(o.script)
			msg := "No such file or directory"
			errno := 2
			if os.IsPermission(err) {
				msg, errno = "Permission denied", 13
			} else if fi, serr := os.Stat(o.script); serr == nil && fi.IsDir() {
				fmt.Fprintf(stderr, "cpjit: can't find '__main__' module in '%s'\n", o.script)
				return 1
			}
			fmt.Fprintf(stderr, "cpjit: can't open file '%s': [Errno %d] %s\n", abs, errno, msg)
			return 2
		}
		// CPython 3.9+ runs the script under its absolute path (__file__, tracebacks).
		abs, err := filepath.Abs(o.script)
		if err != nil {
			abs = o.script
		}
		src, filename = b, abs
	}

	out := bufio.NewWriterSize(stdout, 64<<10)
	var w io.Writer = out
	if o.unbuf || o.prompt || o.inspect {
		w = stdout
	}
	defer out.Flush()

	if os.Getenv("GOGC") == "" {
		paceGo()
	}
	jopts := jit.Options{Mode: o.jit, Threshold: o.threshold, Baseline: o.baseline, PerfMap: o.perfMap, DeoptStress: o.deoptStress,
		NoResidents: o.noResidents, VerifyStackmaps: o.verifyStackmaps, NoHelperExits: o.noHelpers, NoNativeCatch: o.noCatch,
		RecompileAfter: o.recompileAfter, MaxRecompiles: o.maxRecompiles}
	if o.deoptStress && o.jit == "on" {
		jopts.Mode = "always" // stress every unit, compiled before it runs
	}
	if o.jitDump {
		jopts.Dump = flushFirst{out, stderr}
	}
	var scriptDir string
	if o.module != "" {
		scriptDir, _ = os.Getwd() // -m puts the current directory first on sys.path
	} else if o.script != "" && o.script != "-" {
		scriptDir, _ = filepath.Abs(filepath.Dir(o.script))
	} else {
		scriptDir, _ = os.Getwd()
	}
	// The same constructor as any embedder's, with everything granted.
	xopts := o.xopts
	if o.inspect {
		// sys.flags.inspect, and the prompt after any exception
		// (interp.InspectOption)
		xopts = append(slices.Clip(xopts), "\x00inspect")
	}
	v, err := jit.New(jit.Config{JIT: jopts, Stdout: w, Stderr: flushFirst{out, stderr}, Stdin: stdin, Argv: o.args, XOptions: xopts, Interpreter: selfPath(),
		Path: append([]string{scriptDir}, pythonPath()...), ScriptDir: scriptDir, Access: jit.AllowAll, MaxHeap: o.maxHeap, GCStress: o.gcStress})
	if err != nil {
		fmt.Fprintf(stderr, "cpjit: %v\n", err)
		return 2
	}
	defer v.Close()

	// Ctrl-C becomes KeyboardInterrupt at the next safepoint.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt)
	defer signal.Stop(sigs)
	go func() {
		for range sigs {
			v.Interrupt()
		}
	}()

	defer func() {
		if r := recover(); r != nil {
			// A panic outside the VM's runs (which report theirs as an
			// *jit.InternalError).
			status = internalError(&jit.InternalError{Value: r, Stack: debug.Stack()}, out, stderr)
		}
	}()
	if o.cpuProfile != "" {
		f, err := os.Create(o.cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "cpjit: %v\n", err)
			return 2
		}
		pprof.StartCPUProfile(f)
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	if o.memProfile != "" {
		f, err := os.Create(o.memProfile)
		if err != nil {
			fmt.Fprintf(stderr, "cpjit: %v\n", err)
			return 2
		}
		defer func() { runtime.GC(); pprof.Lookup("allocs").WriteTo(f, 0); f.Close() }()
	}
	if testHook != nil {
		testHook(v)
	}
	ctx := context.Background()
	if len(o.warnOpts) > 0 {
		// sys.warnoptions, which warnings turns into filters at its
		// import (reporting bad options, as python3 does at start-up).
		if err := v.SetGlobal("_warnoptions", o.warnOpts); err != nil {
			return reportError(err, out, stderr)
		}
		if err := v.Exec(ctx, "<warnings>", "import sys\nsys.warnoptions[:] = _warnoptions\nimport warnings"); err != nil {
			return reportError(err, out, stderr)
		}
	}
	if !o.noSite {
		// python3 imports site at start-up: it puts exit, quit, help,
		// copyright, credits and license into builtins. (The namespace
		// it runs in is replaced by the program's __main__.) It does so
		// before the script's directory is on sys.path, so that a
		// program's own site.py is not taken for it.
		if err := v.Exec(ctx, "<site>", "import sys\n_d = sys.path.pop(0)\ntry:\n    import site\nfinally:\n    sys.path.insert(0, _d)"); err != nil {
			return reportError(err, out, stderr)
		}
	}
	if o.module != "" {
		var code int
		if filename, src, code = findModule(ctx, v, o.module, stderr); code != 0 {
			return code
		}
		// sys.argv[0] is the module's file, as runpy makes it.
		if err := v.SetGlobal("_argv0", filename); err != nil {
			return reportError(err, out, stderr)
		}
		if err := v.Exec(ctx, "<runpy>", "import sys\nsys.argv[0] = _argv0"); err != nil {
			return reportError(err, out, stderr)
		}
	}
	err = v.RunMain(ctx, filename, src)
	var ie *jit.InternalError
	if errors.As(err, &ie) {
		return internalError(ie, out, stderr)
	}
	if o.jitStats {
		defer printStats(stderr, o.jit, v)
	}
	if o.prompt || o.inspect {
		var pe *jit.Error
		if errors.As(err, &pe) && pe.SystemExit {
			return reportError(err, out, stderr)
		}
		if err != nil {
			reportError(err, out, stderr)
		}
		out.Flush()
		return interactive(ctx, v, o.quiet || o.inspect, stdin, stdout, stderr)
	}
	if err != nil {
		status = reportError(err, out, stderr)
	}
	// Then what runs at exit (weakref.finalize), after the traceback as in
	// CPython, whether the program raised or not (not after an I/O error).
	var pyErr *jit.Error
	if err == nil || errors.As(err, &pyErr) {
		if e := v.RunAtExit(ctx); e != nil && status == 0 {
			if errors.As(e, &ie) {
				return internalError(ie, out, stderr)
			}
			status = reportError(e, out, stderr)
		}
	}
	return status
}

// internalError reports a bug in cpjit plainly, with where the Python
// program was, not a goroutine dump (CPJIT_DEBUG=1 adds the Go stack for
// whoever fixes it), and returns the exit status.
func internalError(e *jit.InternalError, out *bufio.Writer, stderr io.Writer) int {
	out.Flush()
	fmt.Fprintf(stderr, "cpjit: internal error: %v\n%s", e.Value, e.Trace)
	if os.Getenv("CPJIT_DEBUG") != "" {
		stderr.Write(e.Stack)
	} else {
		fmt.Fprintln(stderr, "This is a bug in cpjit; run with CPJIT_DEBUG=1 for the Go stack.")
	}
	return 70
}

// testHook, set by tests, sees the VM before the program runs (to give it
// a builtin that panics, say).
var testHook func(v *jit.VM)

// flushFirst flushes buffered stdout before writing to stderr so that the
// two streams interleave as the program wrote them.
type flushFirst struct {
	out *bufio.Writer
	err io.Writer
}

func (f flushFirst) Write(p []byte) (int, error) {
	f.out.Flush()
	return f.err.Write(p)
}

// reportError prints an uncaught exception like CPython and returns the exit status.
func reportError(err error, out *bufio.Writer, stderr io.Writer) int {
	if out != nil {
		out.Flush()
	}
	var e *jit.Error
	if !errors.As(err, &e) {
		fmt.Fprintf(stderr, "cpjit: %v\n", err)
		return 1
	}
	if e.SystemExit {
		if e.ExitPrint {
			fmt.Fprintln(stderr, escapeSurrogates(e.Message))
		}
		return e.ExitCode & 0xff
	}
	fmt.Fprint(stderr, escapeSurrogates(e.Traceback))
	if e.KeyboardInterrupt {
		return 130 // like python3, which dies of SIGINT
	}
	return 1
}

// escapeSurrogates writes the lone surrogates of text (a str's bytes, where
// they are ED A0..BF xx) as \udXXX, as sys.stderr's backslashreplace does.
func escapeSurrogates(text string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(text, 0xED)
		if i < 0 || i+2 >= len(text) {
			if b.Len() == 0 {
				return text
			}
			b.WriteString(text)
			return b.String()
		}
		if text[i+1] < 0xA0 {
			b.WriteString(text[:i+1])
			text = text[i+1:]
			continue
		}
		fmt.Fprintf(&b, "%s\\u%04x", text[:i], 0xD000|rune(text[i+1]&0x3F)<<6|rune(text[i+2]&0x3F))
		text = text[i+3:]
	}
}

// pythonPath returns PYTHONPATH's directories (searched after the
// script's, as python3 does).
func pythonPath() []string {
	var dirs []string
	for _, d := range filepath.SplitList(os.Getenv("PYTHONPATH")) {
		if d != "" {
			dirs = append(dirs, d)
		}
	}
	return dirs
}

// findModule finds -m's module as runpy does: its parent packages are
// imported first, then NAME.py, or a package's __main__.py, is looked for
// in the parent's __path__ (sys.path at top level). It returns the file
// and its source, or the exit status after python3's message.
func findModule(ctx context.Context, v *jit.VM, name string, stderr io.Writer) (string, []byte, int) {
	noModule := func(msg string) (string, []byte, int) {
		fmt.Fprintf(stderr, "cpjit: %s\n", msg)
		return "", nil, 1
	}
	for _, part := range strings.Split(name, ".") {
		if !isIdentifier(part) {
			return noModule(fmt.Sprintf("No module named %s", name))
		}
	}
	parent, leaf := "", name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		parent, leaf = name[:i], name[i+1:]
	}
	var dirs []string
	if parent != "" {
		if err := v.Exec(ctx, "<runpy>", "import "+parent); err != nil {
			var pe *jit.Error
			if errors.As(err, &pe) && pe.Type == "ModuleNotFoundError" {
				return noModule(fmt.Sprintf("Error while finding module specification for '%s' (%s: %s)", name, pe.Type, pe.Message))
			}
			return noModule(err.Error())
		}
		p, err := v.Eval(ctx, "(lambda p: None if p is None else list(p))(getattr(__import__('sys').modules['"+parent+"'], '__path__', None))")
		if err != nil {
			return noModule(err.Error())
		}
		items, isPkg := p.([]any)
		for _, it := range items {
			if d, ok := it.(string); ok {
				dirs = append(dirs, d)
			}
		}
		if !isPkg {
			return noModule(fmt.Sprintf("Error while finding module specification for '%s' (ModuleNotFoundError: __path__ attribute not found on '%s' while trying to find '%s')", name, parent, name))
		}
	} else {
		p, err := v.Eval(ctx, "list(__import__('sys').path)")
		if err != nil {
			return noModule(err.Error())
		}
		items, _ := p.([]any)
		for _, it := range items {
			if d, ok := it.(string); ok {
				dirs = append(dirs, d)
			}
		}
	}
	for _, d := range dirs {
		if d == "" {
			d = "."
		}
		file := filepath.Join(d, leaf+".py")
		if src, err := os.ReadFile(file); err == nil {
			abs, _ := filepath.Abs(file)
			return abs, src, 0
		}
		pkg := filepath.Join(d, leaf)
		if fi, err := os.Stat(pkg); err == nil && fi.IsDir() {
			file = filepath.Join(pkg, "__main__.py")
			src, err := os.ReadFile(file)
			if err != nil {
				return noModule(fmt.Sprintf("No module named %s.__main__; '%s' is a package and cannot be directly executed", name, name))
			}
			if err := v.Exec(ctx, "<runpy>", "import "+name); err != nil {
				return noModule(err.Error())
			}
			abs, _ := filepath.Abs(file)
			return abs, src, 0
		}
	}
	// The embedded library: a module, or a package's __main__.py (the
	// importer finds the package itself in the same files).
	rel := strings.ReplaceAll(name, ".", "/")
	if src, err := fs.ReadFile(pylib.FS, rel+".py"); err == nil && (parent == "" || len(dirs) == 0) {
		return "<frozen " + name + ">", src, 0
	}
	if _, err := fs.Stat(pylib.FS, rel+"/__init__.py"); err == nil && (parent == "" || len(dirs) == 0) {
		src, err := fs.ReadFile(pylib.FS, rel+"/__main__.py")
		if err != nil {
			return noModule(fmt.Sprintf("No module named %s.__main__; '%s' is a package and cannot be directly executed", name, name))
		}
		if err := v.Exec(ctx, "<runpy>", "import "+name); err != nil {
			return noModule(err.Error())
		}
		return "<frozen " + name + ".__main__>", src, 0
	}
	return noModule(fmt.Sprintf("No module named %s", name))
}

// isIdentifier reports whether s is a Python identifier (ASCII or not).
func isIdentifier(s string) bool {
	for i, r := range s {
		if r == '_' || unicode.IsLetter(r) || i > 0 && unicode.IsDigit(r) {
			continue
		}
		return false
	}
	return s != ""
}

// isTerminal reports whether r is a terminal (the prompt reads it then).
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// selfPath is this command's path, for the child interpreters
// multiprocessing starts ("" if the system cannot say).
func selfPath() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	return exe
}
