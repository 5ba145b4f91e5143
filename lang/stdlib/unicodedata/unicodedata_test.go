package unicodedata

import (
	"bytes"
	"crypto/sha256"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDatabaseFresh fails when gen_ucd.py changed after ucd.bin was made:
// the data records the script's hash. Regenerate with `go generate` and
// CPython 3.13 (see the package doc).
func TestDatabaseFresh(t *testing.T) {
	d, err := load()
	require.NoError(t, err)
	script, err := os.ReadFile("gen_ucd.py")
	require.NoError(t, err)
	sum := sha256.Sum256(script)
	require.True(t, bytes.Equal(sum[:], d.scriptHash), "ucd.bin is stale: run go generate ./lang/stdlib/unicodedata with CPython 3.13")
	require.Equal(t, "15.1.0", d.version)
}

// TestNamesRoundTrip checks that every name, listed or in a range, leads
// back to its character, and that runs cover the whole code space.
func TestNamesRoundTrip(t *testing.T) {
	d, err := load()
	require.NoError(t, err)
	require.Equal(t, rune(0), d.runStart[0])
	for i, n := range d.names {
		c, ok := d.lookup(n)
		require.True(t, ok, n)
		require.Equal(t, d.nameCP[i], c, n)
		back, ok := d.name(c)
		require.True(t, ok)
		require.Equal(t, n, back)
	}
	for _, r := range d.ranges {
		for _, c := range []rune{r.lo, (r.lo + r.hi) / 2, r.hi} {
			n, ok := d.name(c)
			require.True(t, ok)
			got, ok := d.lookup(n)
			require.True(t, ok, n)
			require.Equal(t, c, got)
		}
		_, ok := d.name(r.hi + 1)
		if ok {
			n, _ := d.name(r.hi + 1)
			require.NotContains(t, n, r.prefix+"-", "range %s ends early", r.prefix)
		}
	}
	_, ok := d.lookup("NO SUCH CHARACTER NAME")
	require.False(t, ok)
	require.Equal(t, "Lu", d.cats[d.record('A').cat])
	require.Equal(t, "Cn", d.cats[d.record(0x10FFFF).cat])
}

func BenchmarkCategory(b *testing.B) {
	d, err := load()
	require.NoError(b, err)
	for i := 0; i < b.N; i++ {
		_ = d.record(rune(i*7919) % 0x110000)
	}
}
