package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cpjit/cpjit/jit"
)

func TestRulesEngine(t *testing.T) {
	var out bytes.Buffer
	orders := []Order{
		{"A-1", "ada", "mon", []Line{{"pen", 20, 1.5}, {"ink", 5, 12}}},
		{"A-2", "bob", "sat", []Line{{"pen", 150, 1.5}}},
		{"A-3", "bob", "tue", []Line{{"desk", 40, 300}}},
		{"A-4", "eve", "wed", []Line{{"pen", 1, 1.5}}},
	}
	require.NoError(t, run("rules.py", orders, &out))
	require.Equal(t, "A-1: 5% (loyal)\nA-2: 10% (bulk)\nA-3: 15% (big_spender)\nA-4: 0% (no rule applies)\n", out.String())
}

// A rule that never ends is stopped by the step limit, and one that
// raises reports its traceback.
func TestRulesEngineBadRules(t *testing.T) {
	dir := t.TempDir()
	orders := []Order{{"B-1", "ada", "mon", nil}}
	spin := filepath.Join(dir, "spin.py")
	require.NoError(t, os.WriteFile(spin, []byte("def rule_spin(order):\n    while True:\n        pass\n"), 0o600))
	require.ErrorIs(t, run(spin, orders, &bytes.Buffer{}), jit.ErrStepLimit)

	bad := filepath.Join(dir, "bad.py")
	require.NoError(t, os.WriteFile(bad, []byte("def rule_bad(order):\n    return order['missing']\n"), 0o600))
	err := run(bad, orders, &bytes.Buffer{})
	var pe *jit.Error
	require.ErrorAs(t, err, &pe)
	require.Equal(t, "KeyError", pe.Type)
	require.Contains(t, pe.Traceback, `File "bad.py", line 2, in rule_bad`)
}
