package frames

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestTable(t *testing.T) {
	var tab Table
	_, _, ok := tab.Find(0x1000)
	require.False(t, ok, "empty table")

	maps := []*Map{{}, {}, {}, {}}
	require.NoError(t, tab.Add(0x2000, 0x100, maps[1]))
	require.NoError(t, tab.Add(0x1000, 0x100, maps[0]))
	require.NoError(t, tab.Add(0x3000, 0x10, maps[2]))
	require.NoError(t, tab.Add(0x2100, 0x1, maps[3]), "right after another")
	require.Equal(t, 4, tab.Len())

	for _, c := range []struct {
		name       string
		base       uintptr
		size       uint32
		overlapped bool
	}{
		{"empty", 0x5000, 0, false},
		{"same base", 0x2000, 0x10, true},
		{"over the end of one", 0x20ff, 0x1, true},
		{"over the start of one", 0x1f00, 0x101, true},
		{"inside one", 0x1010, 0x10, true},
		{"around one", 0x0f00, 0x1000, true},
		{"wrapping around", ^uintptr(0) - 4, 0x10, false},
	} {
		err := tab.Add(c.base, c.size, nil)
		require.Error(t, err, c.name)
		if c.overlapped {
			require.ErrorContains(t, err, "overlaps", c.name)
		}
	}
	require.Equal(t, 4, tab.Len(), "refused ranges are not added")

	find := func(addr uintptr, m *Map, off uint32) {
		t.Helper()
		got, gotOff, ok := tab.Find(addr)
		if m == nil {
			require.False(t, ok, "%#x is in no unit", addr)
			return
		}
		require.True(t, ok, "%#x", addr)
		require.Same(t, m, got, "%#x", addr)
		require.Equal(t, off, gotOff, "%#x", addr)
	}
	find(0, nil, 0)
	find(0x0fff, nil, 0)
	find(0x1000, maps[0], 0)
	find(0x10ff, maps[0], 0xff)
	find(0x1100, nil, 0)
	find(0x1fff, nil, 0)
	find(0x2000, maps[1], 0)
	find(0x2080, maps[1], 0x80)
	find(0x20ff, maps[1], 0xff)
	find(0x2100, maps[3], 0)
	find(0x2101, nil, 0)
	find(0x300f, maps[2], 0xf)
	find(0x3010, nil, 0)
	find(^uintptr(0), nil, 0)

	tab.Remove(0x2080) // not a base: nothing happens
	require.Equal(t, 4, tab.Len())
	tab.Remove(0x2000)
	require.Equal(t, 3, tab.Len())
	find(0x2080, nil, 0)
	find(0x1000, maps[0], 0)
	find(0x2100, maps[3], 0)
	find(0x3000, maps[2], 0)
	require.NoError(t, tab.Add(0x2000, 0x100, maps[1]), "the range is free again")
	find(0x20ff, maps[1], 0xff)

	// A range that ends at the very top of the address space.
	top := ^uintptr(0) - 0xf
	require.NoError(t, tab.Add(top, 0x10, maps[2]))
	find(^uintptr(0), maps[2], 0xf)
	find(top-1, nil, 0)
}
