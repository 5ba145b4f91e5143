// Package re implements the re module (CPython's _sre): a pattern parser
// with Python's syntax and messages, a compiler to a flat program and a
// backtracking engine that makes sre's choices.
package re

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
