// Package zlib implements the zlib module: deflate compression through
// Go's compress/flate (valid streams, but not byte for byte zlib's), an
// own resumable inflater for decompression, and the adler32 and crc32
// checksums. gzip.py in pylib builds on it.
package zlib

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
