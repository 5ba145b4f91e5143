// Package unixmod implements the Unix-only system modules: pwd and grp
// (the user and group databases, read from /etc/passwd and /etc/group),
// resource (process limits and usage) and fcntl (descriptor control and
// file locks), with Linux's semantics and constants. On other systems the
// package registers nothing, as CPython has none of these on Windows.
//
// pwd and grp read host files and fcntl acts on descriptors, so they need
// the embedder's file access; resource needs process access.
package unixmod

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
