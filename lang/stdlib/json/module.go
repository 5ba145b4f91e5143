// Package json implements the _json module, the accelerator behind the
// json package (pylib/json/__init__.py): make_encoder (the Encoder type: one call
// renders a whole value to text), make_scanner (the Scanner type: one call
// parses one JSON value), scanstring, encode_basestring and
// encode_basestring_ascii. Results and error messages follow CPython 3.13's
// _json.
//
// Beyond CPython's names it has three private helpers for json/__init__.py's hot
// paths (oneshot.go): _setup_one_shot registers JSONEncoder, JSONDecoder
// and json's globals; _encode_one_shot(encoder, o[, whole]) does
// encoder.iterencode(o, True) joined (or all of encoder.encode(o)) in one
// call and _decode_one_shot(decoder, s) does decoder.decode(s), each only
// while the methods involved are json/__init__.py's own, answering "not here"
// otherwise so that the Python code runs as in CPython.
package json

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
