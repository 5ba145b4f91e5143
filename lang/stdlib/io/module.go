// Package io implements the io module: StringIO, BytesIO, the abstract base
// classes, and the builtin open() with the file objects it returns
// (file.go), which stdlib.Install puts into each VM's builtins. The
// standard streams (sys.stdout...) are the sys module's.
package io

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
