// Package jit will choose stencils from bytecode and type feedback, manage the
// code cache, enter and leave machine code, and expose the embedding API.
// Not built yet: every -X jit mode currently runs the interpreter.
package jit
