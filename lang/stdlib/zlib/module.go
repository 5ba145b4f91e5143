// Package zlib implements the zlib module: an own deflate that makes the
// zlib library's exact bytes (deflate.go, stored.go), an own resumable
// inflater for decompression (inflate.go), and the adler32 and crc32
// checksums. gzip.py in pylib builds on it. Go's compress/flate does
// neither (see docs/architecture.md, where cpjit departs from DESIGN.md).
package zlib

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
