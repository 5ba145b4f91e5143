// Package json implements the _json module, the accelerator behind the
// json package (pylib/json.py): make_encoder (the Encoder type: one call
// renders a whole value to text), make_scanner (the Scanner type: one call
// parses one JSON value), scanstring, encode_basestring and
// encode_basestring_ascii. Results and error messages follow CPython 3.13's
// _json.
package json

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
