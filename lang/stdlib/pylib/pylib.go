// Package pylib holds the standard-library modules that cpjit writes in
// Python (NAME.py, our own code), embedded in the binary. The interpreter's
// importer loads NAME.py from FS when neither a Go module of that name nor a
// file on sys.path provides it; stdlib.Install gives FS to each VM.
package pylib

import "embed"

// FS holds the Python sources: NAME.py per module, NAME/__init__.py and
// NAME/SUB.py for a package and its submodules.
//
//go:embed *.py */*.py */*/*.py
var FS embed.FS
