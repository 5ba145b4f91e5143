package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestTablesAreFresh regenerates the tables and compares them with the
// checked-in stencils/stencils_gen.go.
func TestTablesAreFresh(t *testing.T) {
	got, err := Generate("../../stencils_amd64.s")
	require.NoError(t, err)
	want, err := os.ReadFile("../../stencils/stencils_gen.go")
	require.NoError(t, err)
	if !bytes.Equal(got, want) {
		t.Fatal("stencils/stencils_gen.go is stale: run go generate ./... at the module root")
	}
}

// TestHoleValidation feeds stencilgen broken stencils: a missing hole, a
// duplicated hole and an undeclared one must each be rejected.
func TestHoleValidation(t *testing.T) {
	cases := map[string]struct{ holes, body, want string }{
		"missing":    {"A B", "\tMOVQ AX, SLOTA(R13)\n\tRET\n", "hole B is declared but missing"},
		"duplicated": {"A", "\tMOVQ AX, SLOTA(R13)\n\tMOVQ CX, SLOTA(R13)\n\tRET\n", "hole A occurs 2 times"},
		"undeclared": {"A", "\tMOVQ AX, SLOTA(R13)\n\tMOVQ SLOTB(R13), CX\n\tRET\n", "hole B is not declared"},
		"relocation": {"", "\tJMP ·other(SB)\n", "relocations"},
		"writes R11": {"A", "\tMOVQ SLOTA(R13), R11\n\tRET\n", "writes R11"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			src := "#include \"textflag.h\"\n#define SLOTA 0x5EC00001\n#define SLOTB 0x5EC00002\n" +
				"// holes: " + c.holes + "\nTEXT ·st(SB), NOSPLIT|NOFRAME, $0-0\n" + c.body +
				"// holes:\nTEXT ·other(SB), NOSPLIT|NOFRAME, $0-0\n\tRET\n" +
				"DATA ·stencilAddrs+0(SB)/8, $·st(SB)\nDATA ·stencilAddrs+8(SB)/8, $·other(SB)\nGLOBL ·stencilAddrs(SB), RODATA, $16\n"
			require.NoError(t, os.WriteFile(filepath.Join(dir, "stencils_amd64.s"), []byte(src), 0o644))
			require.NoError(t, os.WriteFile(filepath.Join(dir, "stencils_amd64.go"), []byte("package x\n\nfunc st()\nfunc other()\n"), 0o644))
			_, err := Generate(filepath.Join(dir, "stencils_amd64.s"))
			require.Error(t, err)
			require.True(t, strings.Contains(err.Error(), c.want), "error %q does not mention %q", err, c.want)
		})
	}
}

// TestOperationIDs checks the generated IDs: one per base name in file
// order, and the errors for a variant before its baseline and for two
// bases with the same identifier.
func TestOperationIDs(t *testing.T) {
	ids, err := operationIDs([]string{"add_int", "lshift_int", "lshift_int__BMI2", "add_int_k_i"})
	require.NoError(t, err)
	require.Equal(t, []operationID{{"add_int", "AddInt"}, {"lshift_int", "LshiftInt"}, {"add_int_k_i", "AddIntKI"}}, ids)
	_, err = operationIDs([]string{"lshift_int__BMI2", "lshift_int"})
	require.ErrorContains(t, err, "before its baseline")
	_, err = operationIDs([]string{"add_int", "add_int_"})
	require.ErrorContains(t, err, "identifier AddInt")
	_, err = operationIDs([]string{"all"})
	require.ErrorContains(t, err, "identifier All")
}
