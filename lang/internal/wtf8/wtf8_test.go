package wtf8

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A lone surrogate survives encoding, counting and decoding; two adjacent
// surrogates stay two code points.
func TestSurrogatesRoundTrip(t *testing.T) {
	rs := []rune{'a', 0xD83D, 0xDE00, 'é', 0x1F600}
	s := FromRunes(rs)
	require.Equal(t, 1+3+3+2+4, len(s))
	require.Equal(t, len(rs), Count(s))
	require.Equal(t, rs, Runes(s))
	require.True(t, HasSurrogates(s))
	require.False(t, IsASCII(s))
	require.True(t, IsASCII("plain"))
	r, n := DecodeLast(s, 1+3+3)
	require.Equal(t, rune(0xDE00), r)
	require.Equal(t, 3, n)
	require.Equal(t, 1+3, Offset(s, 2))
	require.Equal(t, len(s), Offset(s, len(rs)))
	require.Equal(t, "\xed\xa0\xbd", String(0xD83D))
	require.Equal(t, "z", String('z'))
}
