// Package jit runs Python from Go: it is the embedding API over cpjit's
// interpreter (lang/interp) and copy-and-patch tier (jit/internal/tier),
// and the cpjit command builds its VM through it too.
//
// Data path: Python source and Go values come in (Exec, Eval, Call,
// Register); results converted to Go, the program's output on the
// configured writers and errors (*Error, limits) go out.
//
// Embedding. A Go program creates a VM with New and a Config (JIT mode,
// I/O, module path, limits, host access), runs Python with Exec,
// ExecFile and Eval, calls Python functions with Call, reads and sets
// globals, and gives Python Go functions (Register) and Go modules
// (RegisterModule). Values convert both ways:
//
//	Python      Go, from Python               Go accepted for Python
//	None        nil                           nil (and nil pointers)
//	bool        bool                          bool
//	int         int64, *big.Int beyond it     any int or uint type, *big.Int
//	float       float64                       float32, float64
//	str         string                        string (and string kinds)
//	bytes       []byte                        []byte
//	bytearray   []byte (a copy)               -
//	list        []any                         []any, other slices, arrays
//	tuple       Tuple                         Tuple
//	dict        map[string]any if every key   maps (keys sorted for the
//	            is a str, else map[any]any    dict's order)
//	builtin     -                             functions (see GoFunc)
//
// Anything else is an error naming the type. A
// Python exception reaches Go as *Error (type, message, CPython's
// traceback). Limits are errors Go can test: ErrStepLimit (a budget of
// steps per run, counted the same in machine code as in the interpreter),
// the context's error (deadline or cancellation, noticed at the next loop
// back-edge or call in either tier), and ErrHeapLimit. An embedded VM has
// no file, environment or process access unless Config.Access grants it.
// A VM is used from one goroutine at a time; separate VMs run in
// parallel.
//
// A process that runs many programs should set runtime.MemProfileRate to
// 0 unless it takes heap profiles: Go's heap profiler keeps a record for
// every distinct allocating stack, for ever, and walks them all at every
// collection. The interpreter's stack follows the Python program's calls,
// so every program adds records; measured on the differential fuzzer,
// each program took 8x longer after 100,000 programs than at the start.
// The cpjit command sets it to 0.
//
// The tier itself (package jit/internal/tier) decides what to compile,
// builds machine code from the stencils of package stencils (through
// package patch), and runs it; docs/architecture.md describes the data
// path. This package re-exports what embedders and tools configure and
// read of it: Options, Stats, Description.
package jit

import "github.com/cpjit/cpjit/jit/internal/tier"

// Options configure the tier (Config.JIT): mode, threshold, CPU variants,
// the disassembly dump and perf map, and testing switches.
type Options = tier.Options

// Stats are the tier's counters (-X jit-stats).
type Stats = tier.Stats

// ExitSite is one instruction of compiled code and how many times it
// exited to the interpreter.
type ExitSite = tier.ExitSite

// DefaultThreshold is the hotness threshold of mode "on".
const DefaultThreshold = tier.DefaultThreshold

// A guard that fails DefaultRecompileAfter times (Options.RecompileAfter)
// makes its unit recompile, at most DefaultMaxRecompiles times
// (Options.MaxRecompiles).
const (
	DefaultRecompileAfter = tier.DefaultRecompileAfter
	DefaultMaxRecompiles  = tier.DefaultMaxRecompiles
)

// Supported reports whether this platform has the copy-and-patch tier.
func Supported() bool { return tier.Supported() }

// Description says which tier runs (for --version and -X jit-stats).
func Description(mode string) string { return tier.Description(mode) }
