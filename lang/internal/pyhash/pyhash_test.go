package pyhash

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestHashes(t *testing.T) {
	// Values from PYTHONHASHSEED=0 python3.13.
	require.Equal(t, int64(-4594863902769663758), String("abc"))
	require.Equal(t, int64(6047309291227476195), String("é"))
	require.Equal(t, int64(-5529981157763016009), String("€"))
	require.Equal(t, int64(-3536540696076613844), String("\U0001F600"))
	require.Equal(t, int64(0), String(""))
	require.Equal(t, int64(6148830537548944441), Bytes([]byte("ab")))
	require.Equal(t, int64(1152921504606846977), Float(1.5))
	require.Equal(t, int64(-3550055125485641917), TupleItems([]int64{1, 2}))
	require.Equal(t, int64(5740354900026072187), TupleItems(nil))
}

func TestHashInts(t *testing.T) {
	b, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	require.Equal(t, BigInt(b), int64(248789772095949448))
	require.Equal(t, BigInt(new(big.Int).Neg(b)), int64(-248789772095949448))
	require.Equal(t, int64(-2), SmallInt(-1))
	require.Equal(t, int64(-2), BigInt(big.NewInt(-1)))
	require.Equal(t, int64(0), SmallInt(1<<61-1))
}
