// Package cpjit is the root of the cpjit module. It holds
// stencils_amd64.s, the hand-written Go-assembler stencils that the
// copy-and-patch tier copies into executable memory (DESIGN.md §5), and
// nothing else: the program is cmd/cpjit, the language lives in lang/.
//
// The stencils belong to the copy-and-patch issue; until it lands the file
// is empty and every program runs in the interpreter.
package cpjit
