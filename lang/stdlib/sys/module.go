// Package sys implements the sys module: its functions, its constants and
// the standard streams. sys.stdout, sys.stderr and sys.stdin are
// TextIOWrapper-like objects over the VM's Stdout, Stderr and Stdin (read
// at each call, so an embedder may swap them). print() writes straight to
// vm.Stdout while sys.stdout is still the original object (rt.StdStream)
// and calls sys.stdout.write otherwise. What the interpreter itself keeps
// (the recursion limit, the trace function, the handled exception, the
// module table) is VM state in the runtime; this package reads and sets it.
package sys

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
