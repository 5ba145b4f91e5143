// Package frames will hold compressed stackmaps and frame introspection for
// frames that run machine code. Interpreter frames live in lang/interp.
package frames
