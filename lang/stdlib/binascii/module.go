// Package binascii implements the binascii module: conversions between
// binary data and ASCII encodings (hex, base64, quoted-printable) and the
// crc32 and crc_hqx checksums. base64.py in pylib builds on it.
package binascii

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
