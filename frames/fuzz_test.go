package frames

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzDecode checks that Decode never panics, and that whatever it
// accepts behaves: Lookup finds every record, and the records encode
// again to a blob that decodes to the same records.
func FuzzDecode(f *testing.F) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{1, 2, 5, 17, 40} {
		blob, err := Encode(randRecords(rng, n))
		require.NoError(f, err)
		f.Add(blob)
	}
	blob, err := Encode(realistic(rand.New(rand.NewPCG(5, 6))))
	require.NoError(f, err)
	f.Add(blob)
	blob, err = Encode(nil)
	require.NoError(f, err)
	f.Add(blob)
	f.Fuzz(func(t *testing.T, blob []byte) {
		m, err := Decode(blob)
		if err != nil {
			require.ErrorIs(t, err, ErrCorrupt)
			return
		}
		require.Equal(t, len(blob), m.Size())
		recs := m.Records()
		require.Len(t, recs, m.Len())
		for i, r := range recs {
			if i > 0 {
				require.Greater(t, r.Offset, recs[i-1].Offset, "record %d", i)
			}
			got, ok := m.Lookup(r.Offset)
			require.True(t, ok, "record %d at %#x", i, r.Offset)
			require.Equal(t, r, got, "record %d", i)
		}
		again, err := Encode(recs)
		require.NoError(t, err, "a decoded blob does not encode")
		m2, err := Decode(again)
		require.NoError(t, err, "a re-encoded blob does not decode")
		checkMap(t, m2, recs)
	})
}
