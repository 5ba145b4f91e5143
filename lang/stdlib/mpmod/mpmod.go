// Package mpmod implements _cpjit_mp, the primitives under the
// multiprocessing package (lang/stdlib/pylib/multiprocessing): semaphores
// that work between processes, shared memory and waiting on descriptors.
//
// cpjit starts processes by spawning a fresh interpreter (Go's runtime
// cannot fork), so everything two processes share must be a descriptor
// the child inherits. A semaphore is a pipe holding one byte per unit of
// its value: release writes a byte, acquire reads one. Each process reads
// through its own non-blocking open file description of the pipe's read
// end (reopened through /proc/self/fd), so a timed or non-blocking
// acquire never blocks in read and never changes the blocking mode of
// the descriptor the other processes use. Shared memory (Value, Array) is
// a memfd read and written with pread/pwrite.
//
// Starting processes needs the embedder's process access, so every
// function here does too.
package mpmod

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the module this package implements to its constructor;
// stdlib.Install adds it to each VM.
var Modules = map[string]rt.ModuleFunc{}
