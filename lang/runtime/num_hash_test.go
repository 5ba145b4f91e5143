package runtime

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestNumHashes(t *testing.T) {
	// Values from PYTHONHASHSEED=0 python3.13.
	require.Equal(t, int64(-4594863902769663758), HashString("abc"))
	require.Equal(t, int64(6047309291227476195), HashString("é"))
	require.Equal(t, int64(-5529981157763016009), HashString("€"))
	require.Equal(t, int64(-3536540696076613844), HashString("\U0001F600"))
	require.Equal(t, int64(0), HashString(""))
	require.Equal(t, int64(6148830537548944441), HashBytes([]byte("ab")))
	require.Equal(t, int64(1152921504606846977), HashFloat(1.5))
	require.Equal(t, int64(-3550055125485641917), HashTupleItems([]int64{1, 2}))
	require.Equal(t, int64(5740354900026072187), HashTupleItems(nil))
}

func TestNumHashInts(t *testing.T) {
	b, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	require.Equal(t, hashBigInt(b), int64(248789772095949448))
	require.Equal(t, hashBigInt(new(big.Int).Neg(b)), int64(-248789772095949448))
	require.Equal(t, int64(-2), hashSmallInt(-1))
	require.Equal(t, int64(-2), hashBigInt(big.NewInt(-1)))
	require.Equal(t, int64(0), hashSmallInt(1<<61-1))
}
