package runtime

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestNewListZeroed checks that a small list and its items are one
// allocation, that its items start zero with the inline room as capacity,
// and that it grows past that room and is traced like any list.
func TestNewListZeroed(t *testing.T) {
	vm := NewVM()
	for _, c := range []struct{ n, capacity int }{{0, 4}, {3, 4}, {5, 8}, {8, 8}, {16, 16}, {17, 17}} {
		l := vm.Get0(vm.NewListZeroed(c.n)).(*List)
		require.Equal(t, ListType, l.Class())
		require.Len(t, l.Items, c.n)
		require.Equal(t, c.capacity, cap(l.Items))
		for _, v := range l.Items {
			require.Zero(t, v)
		}
	}
	allocs := testing.AllocsPerRun(1000, func() {
		vm.NewListZeroed(8)
		vm.Heap().DropPins()
	})
	require.Equal(t, 1.0, allocs, "a list of 8 items and its items are one allocation")

	h := vm.NewListZeroed(2)
	l := vm.Get0(h).(*List)
	item := vm.NewStr("kept by the list")
	l.Items[0], l.Items[1] = item, None
	for i := range 20 {
		vm.ListAppend(h, SmallInt(int64(i)))
	}
	vm.Builtins.Dict().SetStr(vm, "zeroed", h)
	vm.Heap().DropPins()
	vm.Heap().Collect()
	require.NotPanics(t, func() { vm.Get(item) })
	require.Len(t, l.Items, 22)
	require.Equal(t, SmallInt(19), l.Items[21])
}
