// Package ccall calls C functions of doubles that need no cgo call
// protocol (libm's elementary functions) directly, on the goroutine's own
// stack. Package libm takes their addresses through cgo; a package that
// uses cgo cannot hold the assembly, hence this one. On other
// architectures it has nothing to offer and libm calls through cgo.
package ccall
