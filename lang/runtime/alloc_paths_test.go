package runtime

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A dict display's dict is sized for its items: inserting them neither
// grows the index nor moves the entries, and up to smallDictEntries the
// dict comes with its tables in one allocation.
func TestDictSizedForItems(t *testing.T) {
	vm := NewVM()
	for _, n := range []int{1, 3, smallDictEntries, smallDictEntries + 1, 20} {
		d := vm.NewDictSized(n)
		require.GreaterOrEqual(t, d.Cap(), n)
		idx := len(d.index)
		var first *dictEntry
		for i := 0; i < n; i++ {
			require.NoError(t, d.Set(vm, SmallInt(int64(i)), SmallInt(int64(i))))
			if i == 0 {
				first = &d.entries[0]
			}
		}
		require.Equal(t, idx, len(d.index), "n=%d: index grew", n)
		require.Same(t, first, &d.entries[0], "n=%d: entries moved", n)
		require.Equal(t, n, d.Len())
	}
	allocs := testing.AllocsPerRun(200, func() {
		d := vm.NewDictSized(3)
		for i := int64(0); i < 3; i++ {
			_ = d.Set(vm, SmallInt(i), None)
		}
	})
	require.LessOrEqual(t, allocs, 1.0)
}

// A dict grown one item at a time gets, at each growth of its index, the
// entries the index can hold: its entries move only when the index grows.
func TestDictGrowthReservesEntries(t *testing.T) {
	vm := NewVM()
	d := vm.NewDictObj()
	moves := 0
	var last *dictEntry
	lastIdx := 0
	for i := 0; i < 100; i++ {
		require.NoError(t, d.Set(vm, SmallInt(int64(i)), None))
		if p := &d.entries[0]; p != last {
			moves++
			require.NotEqual(t, lastIdx, len(d.index), "entries moved at %d items without the index growing", i+1)
			last = p
		}
		lastIdx = len(d.index)
	}
	require.Equal(t, 100, d.Len())
	require.LessOrEqual(t, moves, 6) // 8, 16, 32, 64, 128, 256 slots
}

// An exception with one argument is one allocation with its args tuple,
// and calling an exception class stores the arguments' tuple once.
func TestExceptionAllocations(t *testing.T) {
	vm := NewVM()
	key := vm.NewStr("k")
	args := []Value{key}
	one := testing.AllocsPerRun(200, func() {
		_ = vm.NewExceptionObj(KeyErrorType, args)
	})
	require.LessOrEqual(t, one, 1.0)
	e := vm.NewExceptionObj(KeyErrorType, args)
	require.Equal(t, []Value{key}, vm.mustTuple(t, e.Args))

	// ValueError(x) through type.__call__: __new__ then __init__, no
	// second tuple and no slice for __new__'s arguments.
	call := testing.AllocsPerRun(200, func() {
		if _, err := vm.Call(ValueErrorType.self, args, nil); err != nil {
			t.Fatal(err)
		}
	})
	require.LessOrEqual(t, call, 1.0)
	v, err := vm.Call(ValueErrorType.self, args, nil)
	require.NoError(t, err)
	require.Equal(t, []Value{key}, vm.mustTuple(t, vm.Get(v).(*Exception).Args))
	// __init__ with other arguments than __new__'s replaces them.
	ex := vm.Get(v).(*Exception)
	init, ok := ValueErrorType.Lookup(vm, "__init__")
	require.True(t, ok)
	_, err = vm.Call(init, []Value{v, SmallInt(1), SmallInt(2)}, nil)
	require.NoError(t, err)
	require.Equal(t, []Value{SmallInt(1), SmallInt(2)}, vm.mustTuple(t, ex.Args))
}

func (vm *VM) mustTuple(t *testing.T, v Value) []Value {
	t.Helper()
	tu, ok := vm.AsTuple(v)
	require.True(t, ok)
	return tu.Items
}

func BenchmarkDictDisplay(b *testing.B) {
	vm := NewVM()
	k1, k2, k3 := vm.NewStr("a"), vm.NewStr("b"), vm.NewStr("c")
	for i := 0; i < b.N; i++ {
		d := vm.NewDictSized(3)
		_ = d.Set(vm, k1, None)
		_ = d.Set(vm, k2, None)
		_ = d.Set(vm, k3, None)
		if i&1023 == 0 {
			_ = vm.Safepoint()
		}
	}
}

func BenchmarkDictGrowFromEmpty(b *testing.B) {
	vm := NewVM()
	for i := 0; i < b.N; i++ {
		d := vm.NewDictObj()
		for j := int64(0); j < 12; j++ {
			_ = d.Set(vm, SmallInt(j), None)
		}
		if i&1023 == 0 {
			_ = vm.Safepoint()
		}
	}
}

func BenchmarkExceptionClassCall(b *testing.B) {
	vm := NewVM()
	args := []Value{vm.NewStr("message")}
	for i := 0; i < b.N; i++ {
		if _, err := vm.Call(ValueErrorType.self, args, nil); err != nil {
			b.Fatal(err)
		}
		if i&1023 == 0 {
			_ = vm.Safepoint()
		}
	}
}
