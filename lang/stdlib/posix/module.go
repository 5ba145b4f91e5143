// Package posix implements the posix module under os.py and posixpath.py
// in pylib; every call that touches the system obeys the VM's Access.
package posix

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
