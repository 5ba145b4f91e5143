package compiler

import (
	"testing"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/stretchr/testify/require"
)

func opsAndConsts(t *testing.T, src string) ([]bytecode.Opcode, []any) {
	t.Helper()
	code, err := CompileSource("t.py", []byte(src), "exec")
	require.NoError(t, err)
	var ops []bytecode.Opcode
	for _, in := range code.Instrs {
		ops = append(ops, in.Op)
	}
	return ops, code.Consts
}

// Set displays of three or more constants load a frozenset constant into an
// empty set (CPython's layout, which decides the iteration order); displays
// that are only iterated or searched fold to tuple/frozenset constants.
func TestConstantDisplays(t *testing.T) {
	ops, consts := opsAndConsts(t, "s = {5, -3, 9}\n")
	require.Equal(t, []bytecode.Opcode{bytecode.BUILD_SET, bytecode.LOAD_CONST, bytecode.SET_UPDATE}, ops[:3])
	require.Contains(t, consts, any(bytecode.FrozenSet{int64(5), int64(-3), int64(9)}))

	ops, _ = opsAndConsts(t, "s = {5, 3}\n")
	require.Equal(t, bytecode.BUILD_SET, ops[2])

	_, consts = opsAndConsts(t, "for x in {1, 2}: pass\n")
	require.Contains(t, consts, any(bytecode.FrozenSet{int64(1), int64(2)}))
	_, consts = opsAndConsts(t, "for x in [1, 'a']: pass\n")
	require.Contains(t, consts, any(bytecode.Tuple{int64(1), "a"}))
	_, consts = opsAndConsts(t, "y = 3 in {1, 2, 4}\n")
	require.Contains(t, consts, any(bytecode.FrozenSet{int64(1), int64(2), int64(4)}))
	_, consts = opsAndConsts(t, "y = [v for v in [1, 2]]\n")
	require.Contains(t, consts, any(bytecode.Tuple{int64(1), int64(2)}))
}

// A complex number written as a real and an imaginary literal is one
// constant, computed as complex arithmetic would (signed zeros included).
func TestComplexLiterals(t *testing.T) {
	ops, consts := opsAndConsts(t, "z = 0.5 + 2j\n")
	require.NotContains(t, ops, bytecode.ADD)
	require.Contains(t, consts, any(complex(0.5, 2)))
	ops, consts = opsAndConsts(t, "z = -3 - 1j + 1\n")
	require.NotContains(t, ops, bytecode.SUB)
	require.Contains(t, consts, any(complex(-2, -1)))
	_, consts = opsAndConsts(t, "z = -0.0 + 0j\n")
	require.Contains(t, consts, any(complex(0, 0)))
	ops, _ = opsAndConsts(t, "z = 1 + 2\n")
	require.Contains(t, ops, bytecode.ADD, "only complex literals fold")
	ops, _ = opsAndConsts(t, "z = 2**60 + 1j\n")
	require.Contains(t, ops, bytecode.ADD)
	ops, _ = opsAndConsts(t, "z = 1j * 2\n")
	require.Contains(t, ops, bytecode.MUL)
}
