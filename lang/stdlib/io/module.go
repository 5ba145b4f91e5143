// Package io implements the io module's Python-facing part: StringIO,
// BytesIO and the abstract base classes. The file objects that open() and
// the standard streams return are the runtime's (obj_file.go).
package io

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
