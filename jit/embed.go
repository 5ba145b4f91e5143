package jit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/cpjit/cpjit/jit/internal/tier"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The embedding API: a Go program creates a VM, runs Python in it, calls
// Python functions with Go values, and gives Python Go functions and
// modules to call — with limits on steps, heap and time, and no access to
// the host unless granted.

// Access is a set of host capabilities an embedded program may use.
type Access = rt.Access

// The capabilities a Config can grant. An embedded VM has none unless
// granted; the cpjit command grants all of them.
const (
	// AllowFiles: open(), the os functions on the file system, imports
	// from directories outside Config.Path, and source lines of files in
	// tracebacks.
	AllowFiles = rt.AccessFiles
	// AllowEnv: the process environment (os.environ is empty without it).
	AllowEnv = rt.AccessEnv
	// AllowProcess: the process itself (os._exit, os.getcwd, os.getpid...).
	AllowProcess = rt.AccessProcess
	// AllowNetwork: sockets and host name resolution (socket, select on
	// sockets).
	AllowNetwork = rt.AccessNetwork
	// AllowAll grants everything, as the cpjit command does.
	AllowAll = rt.AccessAll
)

// Config configures a VM. The zero Config is a sandboxed VM with the
// default JIT, no output, and no limits.
type Config struct {
	// JIT chooses the tier (Mode "off", "on" — the default — or "always")
	// and its threshold. Dump and PerfMap work as with the command.
	JIT Options

	// Stdout and Stderr receive the program's print() and sys.stderr
	// output (nil discards it); Stdin feeds input() and sys.stdin (nil is
	// an empty input).
	Stdout, Stderr io.Writer
	Stdin          io.Reader
	// Argv is sys.argv.
	Argv []string
	// XOptions are the implementation options (cpjit's -X values, such
	// as "jit=off"): sys._xoptions, and what multiprocessing passes on
	// to the interpreters it starts.
	XOptions []string
	// Interpreter is the path of a cpjit command that multiprocessing
	// may start child interpreters with (the CLI sets its own path).
	// Empty, multiprocessing refuses to start a process until the
	// program calls multiprocessing.set_executable: an embedding
	// program's own binary is not an interpreter.
	Interpreter string

	// Path lists the directories `import` searches for .py modules and
	// packages (sys.path). Reading them needs no AllowFiles.
	Path []string
	// Access grants host capabilities (AllowFiles | AllowEnv | ...).
	Access Access

	// MaxSteps, when > 0, stops each run (Exec, Eval, Call) that takes
	// more steps than this with ErrStepLimit. A step is one bytecode
	// instruction of a loop iteration (charged at the loop's back-edge)
	// or one call of a Python function; machine code charges the same
	// amounts as the interpreter (its fuel counts the steps the
	// interpreter charged meanwhile), so the limit stops a program at the
	// same point in every tier, to within one loop iteration, and a run
	// that went past the limit ends with ErrStepLimit in every tier.
	MaxSteps int64
	// MaxHeap, when > 0, bounds the bytes the program's live objects hold
	// (estimated: object headers and their arrays). Going past it raises
	// MemoryError in the program; if that escapes, the error is an *Error
	// that errors.Is(err, ErrHeapLimit).
	MaxHeap int64

	// ScriptDir is the directory of the program's main script, searched
	// first by `import` (the cpjit command sets it; "" for none).
	ScriptDir string
	// GCStress (-X gc-stress, testing) runs the collector at every
	// safepoint where one could run (after any allocation), in machine
	// code as in the interpreter.
	GCStress bool
}

// Limit errors. A run stopped by its context returns the context's error
// (context.DeadlineExceeded or context.Canceled), wrapped.
var (
	// ErrStepLimit: the run took more than Config.MaxSteps steps. Python
	// code cannot catch it; every frame unwinds.
	ErrStepLimit = rt.ErrStepLimit
	// ErrHeapLimit: a MemoryError raised by Config.MaxHeap reached Go.
	ErrHeapLimit = errors.New("heap limit exceeded")
	// ErrClosed: the VM has been closed.
	ErrClosed = errors.New("jit: VM is closed")
)

// Error is a Python exception that reached Go.
type Error struct {
	// Type is the exception's class name ("ValueError"), Message its
	// str(); Traceback is the whole report CPython would print, ending
	// with "Type: message".
	Type, Message, Traceback string
	// ExitCode is SystemExit's status (sys.exit(n)); 0 for other types.
	ExitCode int
	// SystemExit and KeyboardInterrupt say that the exception is one of
	// these classes (or a subclass). ExitPrint says that SystemExit's
	// code is neither None, an int nor a bool: python3 prints it (it is
	// Message) before it exits with status 1.
	SystemExit, KeyboardInterrupt, ExitPrint bool

	wrapped error // ErrHeapLimit, or the error a Go function returned
}

func (e *Error) Error() string {
	if e.Message == "" {
		return e.Type
	}
	return e.Type + ": " + e.Message
}

// Unwrap returns ErrHeapLimit for a MemoryError the heap limit raised,
// and the original error when a Go function's error became the exception.
func (e *Error) Unwrap() error { return e.wrapped }

// InternalError is a Go panic inside the VM, a bug in cpjit: the run that
// hit it stopped. Error gives the panic and the Go stack.
type InternalError struct {
	Value any    // what was panicked with
	Trace string // the Python frames that were running, outermost first
	Stack []byte // the Go stack at the panic
}

func (e *InternalError) Error() string {
	return fmt.Sprintf("jit: internal error: %v\n%s", e.Value, e.Stack)
}

// VM is one isolated Python interpreter with its own modules, heap and
// JIT. A VM is not safe for concurrent use: call its methods from one
// goroutine at a time (Go functions that Python calls run on that
// goroutine too). Different VMs share nothing and may run in parallel.
type VM struct {
	vm     *rt.VM
	in     *interp.Interp
	tier   *tier.JIT
	main   *rt.Module
	cfg    Config
	ctx    context.Context
	busy   bool
	closed bool
	// goErrs maps the exceptions made from Go functions' errors (this
	// run's) to those errors, for Error.Unwrap.
	goErrs map[rt.Value]error
}

// New creates a VM.
func New(cfg Config) (*VM, error) {
	v := &VM{cfg: cfg, vm: rt.NewVM(), ctx: context.Background(), goErrs: map[rt.Value]error{}}
	vm := v.vm
	vm.Heap().Stress = cfg.GCStress
	vm.Access = cfg.Access
	vm.Stdout, vm.Stderr, vm.Stdin = orDiscard(cfg.Stdout), orDiscard(cfg.Stderr), cfg.Stdin
	if vm.Stdin == nil {
		vm.Stdin = strings.NewReader("")
	}
	vm.Argv = cfg.Argv
	vm.XOptions = append([]string(nil), cfg.XOptions...)
	vm.Interpreter = cfg.Interpreter
	if len(vm.Argv) == 0 {
		vm.Argv = []string{""}
	}
	vm.Path = append([]string(nil), cfg.Path...)
	vm.MaxSteps = cfg.MaxSteps
	vm.Poll = func(vm *rt.VM) error {
		if err := v.ctx.Err(); err != nil {
			return fmt.Errorf("jit: run stopped: %w", err)
		}
		return nil
	}
	v.in = interp.New(vm)
	t, err := tier.Install(v.in, vm, cfg.JIT)
	if err != nil {
		return nil, err
	}
	v.tier = t
	if cfg.MaxHeap > 0 {
		vm.SetMaxHeap(cfg.MaxHeap)
	}
	if err := v.run(context.Background(), func() error {
		m, err := v.in.NewMain("<embedded>")
		v.main = m
		return err
	}); err != nil {
		v.Close()
		return nil, err
	}
	return v, nil
}

// The standard library modules written in Python, for every VM (set once:
// New may run in parallel goroutines).

func orDiscard(w io.Writer) io.Writer {
	if w == nil {
		return io.Discard
	}
	return w
}

// Close frees the VM's machine code. The VM cannot run anything after.
func (v *VM) Close() {
	if v.tier != nil {
		v.tier.Close()
		v.tier = nil
	}
	v.closed = true
}

// RunMain runs src as the program's __main__ module, as python3 runs a
// script: a new __main__ (its __file__ is filename) replaces the
// namespace that Exec, Call and Global use. The cpjit command runs its
// program this way.
func (v *VM) RunMain(ctx context.Context, filename string, src []byte) error {
	return v.run(ctx, func() error {
		err := v.in.RunMain(filename, src)
		if m := v.in.Main; m != nil {
			v.main = m
		}
		return err
	})
}

// RunAtExit runs what the program registered to run when it ends
// (weakref.finalize, atexit), as python3 does after the main module,
// and returns the first error. Close does not run them.
//
// First, as python3 does, it waits for the threads that are not daemon
// threads (threading's _shutdown); daemon threads stay suspended.
func (v *VM) RunAtExit(ctx context.Context) error {
	return v.run(ctx, func() error {
		vm := v.vm
		if m, ok := vm.Modules.GetStr(vm, "threading"); ok {
			if _, err := vm.CallMethod(m, "_shutdown"); err != nil {
				if rt.AsException(err) == nil {
					return err
				}
				vm.WriteUnraisableMsg(err, "Exception ignored on threading shutdown", rt.Unbound)
			}
		}
		if err := vm.RunExitHooks(); err != nil {
			return err
		}
		return vm.FinalizeAtExit()
	})
}

// Interrupt raises KeyboardInterrupt in the running program at its next
// safepoint (a loop back-edge or call, in either tier), as Ctrl-C does to
// python3. It may be called from any goroutine.
//
// It is SIGINT arriving: a handler the program set with signal.signal
// runs instead (on its main thread), and a blocked main thread wakes.
func (v *VM) Interrupt() {
	v.vm.TripSignal(2)
}

// Steps returns the steps the last run took (see Config.MaxSteps).
func (v *VM) Steps() int64 { return v.vm.Steps }

// Stats returns the JIT's counters (zero without a JIT).
func (v *VM) Stats() Stats {
	if v.tier == nil {
		return Stats{}
	}
	return v.tier.Stats()
}

// ExecFile runs the Python file at path (read by Go, whatever Access
// says) in the VM's __main__ namespace.
func (v *VM) ExecFile(ctx context.Context, path string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return v.Exec(ctx, path, string(src))
}

// ExecInteractive runs one input of an interactive prompt in __main__:
// src is compiled in "single" mode under the name "<stdin>", so the value
// of an expression statement is shown by sys.displayhook and kept as
// builtins._, as at python3's prompt.
func (v *VM) ExecInteractive(ctx context.Context, src string) error {
	return v.run(ctx, func() error {
		_, err := v.in.ExecSource(v.main, "<stdin>", []byte(src), "single")
		return err
	})
}

// Exec runs Python source in the VM's __main__ namespace; filename names
// it in tracebacks. Successive Execs share the namespace, like a REPL.
func (v *VM) Exec(ctx context.Context, filename, src string) error {
	return v.run(ctx, func() error {
		_, err := v.in.ExecSource(v.main, filename, []byte(src), "exec")
		return err
	})
}

// Eval evaluates a Python expression in the __main__ namespace and
// converts its value to Go (see the package documentation).
func (v *VM) Eval(ctx context.Context, expr string) (any, error) {
	var out any
	err := v.run(ctx, func() error {
		r, err := v.in.ExecSource(v.main, "<eval>", []byte(strings.TrimLeft(expr, " \t")), "eval")
		if err != nil {
			return err
		}
		out, err = v.toGo(r, 0)
		return err
	})
	return out, err
}

// Kwargs, as the last argument of Call, are passed as keyword arguments.
type Kwargs map[string]any

// Call calls the Python callable bound to the global name with Go
// arguments (converted as the package documentation says; a final Kwargs
// are keyword arguments)
// and converts the result to Go.
func (v *VM) Call(ctx context.Context, name string, args ...any) (any, error) {
	var out any
	err := v.run(ctx, func() error {
		f, ok := v.main.Dict().GetStr(v.vm, name)
		if !ok {
			if f, ok = v.vm.Builtins.Dict().GetStr(v.vm, name); !ok {
				return v.vm.Errorf(rt.NameErrorType, "name '%s' is not defined", name)
			}
		}
		r, err := v.call(f, args)
		if err != nil {
			return err
		}
		out, err = v.toGo(r, 0)
		return err
	})
	return out, err
}

func (v *VM) call(f rt.Value, args []any) (rt.Value, error) {
	var kw []rt.Kwarg
	if n := len(args); n > 0 {
		if k, ok := args[n-1].(Kwargs); ok {
			args = args[:n-1]
			for _, name := range sortedKeys(k) {
				x, err := v.fromGo(k[name], 0)
				if err != nil {
					return rt.Unbound, err
				}
				kw = append(kw, rt.Kwarg{Name: name, Value: x})
			}
		}
	}
	pargs := make([]rt.Value, len(args))
	for i, a := range args {
		x, err := v.fromGo(a, 0)
		if err != nil {
			return rt.Unbound, err
		}
		pargs[i] = x
	}
	if kw == nil {
		return v.in.CallValue(f, pargs)
	}
	return v.vm.Call(f, pargs, kw)
}

// Global returns the value of a global of __main__ converted to Go; ok is
// false when there is no such global.
func (v *VM) Global(name string) (val any, ok bool, err error) {
	if v.closed {
		return nil, false, ErrClosed
	}
	x, ok := v.main.Dict().GetStr(v.vm, name)
	if !ok {
		return nil, false, nil
	}
	val, err = v.toGo(x, 0)
	return val, true, err
}

// SetGlobal binds a global of __main__ to a Go value (converted as the
// package documentation says).
func (v *VM) SetGlobal(name string, val any) error {
	if v.closed {
		return ErrClosed
	}
	x, err := v.fromGo(val, 0)
	if err != nil {
		return err
	}
	v.main.Dict().SetStr(v.vm, name, x)
	return nil
}

// Register makes a Go function a builtin of this VM, callable from every
// module by name: a GoFunc, or a function of ordinary Go types (see
// GoFunc for both).
func (v *VM) Register(name string, fn any) error {
	if v.closed {
		return ErrClosed
	}
	x, err := v.goFunc(name, fn)
	if err != nil {
		return err
	}
	v.vm.Builtins.Dict().SetStr(v.vm, name, x)
	return nil
}

// RegisterModule makes a module implemented in Go importable in this VM:
// `import name` gives a module whose attributes are members converted as
// the package documentation says (functions become builtins, as with
// Register). It is created at the first import.
func (v *VM) RegisterModule(name string, members map[string]any) error {
	if v.closed {
		return ErrClosed
	}
	v.vm.AddModule(name, func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule(name)
		for _, k := range sortedKeys(members) {
			var x rt.Value
			var err error
			if isFunc(members[k]) {
				x, err = v.goFunc(k, members[k])
			} else {
				x, err = v.fromGo(members[k], 0)
			}
			if err != nil {
				return nil, vm.Errorf(rt.ImportErrorType, "cannot create module %s: %s: %v", name, k, err)
			}
			m.Dict().SetStr(vm, k, x)
		}
		return m, nil
	})
	return nil
}

// run runs f with ctx watched and every Python-level failure turned into
// the embedding API's errors. It is the one place that starts work in the
// VM: it resets the per-run step count and heap-limit flag.
func (v *VM) run(ctx context.Context, f func() error) (err error) {
	if v.closed {
		return ErrClosed
	}
	if v.busy {
		// A Go function calling back into its VM: same run, same limits.
		if err := f(); err != nil {
			return v.convertError(err)
		}
		return nil
	}
	if ctx == nil {
		ctx = context.Background()
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("jit: run stopped: %w", err)
	}
	v.busy, v.ctx = true, ctx
	vm := v.vm
	vm.Steps = 0
	vm.ClearThreadError()
	clear(v.goErrs)
	vm.ClearHeapLimitTripped() // the limit stays set: no re-measuring the heap per run
	if ctx.Done() != nil {
		// The next safepoint (a back-edge or call, in either tier) polls
		// and vm.Poll returns the context's error.
		stop := context.AfterFunc(ctx, vm.RequestPoll)
		defer stop()
	}
	base := vm.Heap().PinScope()
	defer func() {
		vm.Heap().ReleaseScope(base)
		v.busy, v.ctx = false, context.Background()
		if r := recover(); r != nil {
			err = &InternalError{Value: r, Trace: v.in.PanicTrace(), Stack: debug.Stack()}
		}
	}()
	err = f()
	if vm.MaxSteps > 0 && vm.Steps > vm.MaxSteps {
		// Machine code notices the limit at its next back-edge or entry,
		// up to one loop iteration after the interpreter would have
		// stopped; whatever the run did there (an error, or the end), it
		// ends as the interpreter's run does.
		return ErrStepLimit
	}
	if err == nil {
		return nil
	}
	return v.convertError(err)
}

// convertError turns a Python exception into *Error; other errors (limits,
// cancellation) pass through.
func (v *VM) convertError(err error) error {
	exc := rt.AsException(err)
	if exc == nil {
		return err
	}
	vm := v.vm
	e := &Error{Type: exc.Class().Name, Traceback: v.in.FormatException(exc)}
	if s, serr := vm.Str(exc.Self()); serr == nil {
		e.Message = s
	}
	switch {
	case exc.Class().IsSubclass(rt.SystemExitType):
		e.SystemExit = true
		e.ExitCode = exitCode(vm, exc)
		c := exc.Value
		e.ExitPrint = c != rt.None && c != rt.True && c != rt.False && !c.IsSmallInt()
	case exc.Class().IsSubclass(rt.KeyboardInterruptType):
		e.KeyboardInterrupt = true
	case exc.Class().IsSubclass(rt.MemoryErrorType) && vm.HeapLimitTripped():
		e.wrapped = ErrHeapLimit
	}
	if ge, ok := v.goErrs[exc.Self()]; ok {
		e.wrapped = ge
	}
	return e
}

func exitCode(vm *rt.VM, exc *rt.Exception) int {
	switch c := exc.Value; {
	case c == rt.None || c == rt.False:
		return 0
	case c.IsSmallInt():
		return int(c.Int())
	}
	return 1
}
