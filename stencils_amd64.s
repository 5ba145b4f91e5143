// Copy-and-patch stencils for amd64 (Go assembler).
//
// Each stencil will be a TEXT ·name(SB), NOSPLIT|NOFRAME, $0-0 symbol with a
// comment stating what it computes, its register contract and its holes;
// tools/stencilgen reads the assembled bytes and writes stencils/. None
// exist yet: the copy-and-patch tier is the next issue.
