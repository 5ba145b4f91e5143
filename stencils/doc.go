// Package stencils will hold the generated stencil tables (machine-code
// bytes, holes, CPU-feature variants) that tools/stencilgen derives from
// ../stencils_amd64.s. It is written by `go generate` only; the copy-and-patch
// tier (a later issue) fills it. Until then cpjit runs the interpreter alone.
package stencils
