//go:generate go run ./tools/stencilgen -src stencils_amd64.s -out stencils/stencils_gen.go

// Package cpjit is the root of the cpjit module. It holds
// stencils_amd64.s, the hand-written Go-assembler stencils that the
// copy-and-patch tier copies into executable memory (docs/architecture.md),
// their Go declarations, and a test that the generated tables in stencils/
// equal the bytes linked into the binary. Nothing here is called: the
// program is cmd/cpjit, the embedding API jit/, the tier jit/internal/tier
// (with patch/ and stencils/), the language lives in lang/.
package cpjit
