// Package collections implements the _collections module: deque, and the
// dict subtypes defaultdict and OrderedDict (dictsub.go).
package collections

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
