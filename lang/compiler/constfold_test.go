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
