// Package pylib holds the standard-library modules that cpjit writes in
// Python (NAME.py, our own code), embedded in the binary. The interpreter's
// importer loads NAME.py from FS when neither a Go module of that name nor a
// file on sys.path provides it; stdlib.Install gives FS to each VM.
package pylib

import "embed"

// FS holds the Python sources, one NAME.py per module; a package is a
// folder with its __init__.py (xml/etree/ElementTree.py is
// xml.etree.ElementTree).
//
//go:embed *.py all:xml
var FS embed.FS
