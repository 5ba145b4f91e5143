// Package functools implements the _functools module: partial, reduce,
// cmp_to_key and the lru_cache wrapper (functools.py in pylib builds the
// public module on them).
package functools

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
