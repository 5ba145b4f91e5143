package compiler

import (
	"math/big"
	"strings"
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
	ops, _ = opsAndConsts(t, "z = x + 2j\n")
	require.Contains(t, ops, bytecode.ADD, "only constants fold")
	ops, _ = opsAndConsts(t, "z = 2**60 + 1j\n")
	require.Contains(t, ops, bytecode.ADD)
	ops, _ = opsAndConsts(t, "z = 1j * 2\n")
	require.Contains(t, ops, bytecode.MUL)
}

// Arithmetic on constants is folded as CPython's AST optimizer folds it,
// within its limits; what would raise, or would need libm, is left to
// run time.
func TestFoldedArithmetic(t *testing.T) {
	big64, _ := new(big.Int).SetString("18446744073709551616", 10)
	folded := []struct {
		src  string
		want any
	}{
		{"x = 1 << 64\n", big64},
		{"x = 2 ** 32 - 1\n", int64(4294967295)},
		{"x = -(1 << 63)\n", int64(-1 << 63)},
		{"x = 60 * 60 * 24\n", int64(86400)},
		{"x = 7 // -2\n", int64(-4)},
		{"x = -7 % 3\n", int64(2)},
		{"x = ~5\n", int64(-6)},
		{"x = -5 >> 70\n", int64(-1)},
		{"x = 1 / 4\n", 0.25},
		{"x = 2.5 * 4\n", 10.0},
		{"x = 'ab' + 'cd'\n", "abcd"},
		{"x = 'xy' * 2048\n", strings.Repeat("xy", 2048)},
		{"x = b'x' * 3\n", bytecode.Bytes("xxx")},
		{"x = (1, 2) + (3,)\n", bytecode.Tuple{int64(1), int64(2), int64(3)}},
	}
	for _, c := range folded {
		ops, consts := opsAndConsts(t, c.src)
		require.Contains(t, consts, c.want, c.src)
		require.Equal(t, bytecode.LOAD_CONST, ops[0], c.src)
		require.Equal(t, bytecode.STORE_NAME, ops[1], c.src)
	}
	kept := []string{
		"x = 1 << 200\n",   // beyond 128 bits
		"x = 2 ** 200\n",   // beyond 128 bits
		"x = 1 << -1\n",    // raises
		"x = 1 % 0\n",      // raises
		"x = 'x' * 4097\n", // beyond 4096 items
		"x = 'x' * -1\n",   // CPython keeps it too
		"x = 3 ** -1\n",    // pow() of floats
		"x = 2.0 ** 0.5\n", // libm
		"x = True + 1\n",   // bools are left alone
		"x = '%s' % 1\n",   // formatting
	}
	for _, src := range kept {
		ops, _ := opsAndConsts(t, src)
		require.NotEqual(t, bytecode.STORE_NAME, ops[1], src)
	}
}
