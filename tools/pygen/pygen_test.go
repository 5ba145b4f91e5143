package pygen

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cpjit/cpjit/lang/compiler"
)

// Every generated program compiles, and an input always gives the same
// program.
func TestGeneratedProgramsCompile(t *testing.T) {
	seen := map[string]bool{}
	for i := range 500 {
		in := []byte(fmt.Sprint(i))
		src := Generate(in)
		require.Equal(t, src, Generate(in), "not deterministic")
		_, err := compiler.CompileSource("gen.py", []byte(src), "exec")
		require.NoError(t, err, "program %d:\n%s", i, src)
		seen[src] = true
	}
	require.Greater(t, len(seen), 490, "inputs should give different programs")
}
