// Package sqlite3 implements the _sqlite3 module over an embedded SQLite
// (modernc.org/sqlite's translation of the C library, called through its
// C-level API, so no C toolchain is needed): Connection, Cursor, Row, the
// DB-API exceptions, adapters and converters. pylib/sqlite3.py builds the
// public sqlite3 module on it.
package sqlite3

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
