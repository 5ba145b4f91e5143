package collections

import (
	"runtime"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func TestModDeque(t *testing.T) {
	vm := modtest.NewVM(Modules)
	d := NewDeque(vm, nil, 3)
	dq := vm.Get(d).(*Deque)
	for i := int64(0); i < 5; i++ {
		modtest.Call(t, vm, d, "append", rt.SmallInt(i))
	}
	require.Equal(t, "deque([2, 3, 4], maxlen=3)", modtest.Repr(t, vm, d))
	modtest.Call(t, vm, d, "appendleft", rt.SmallInt(9))
	require.Equal(t, "deque([9, 2, 3], maxlen=3)", modtest.Repr(t, vm, d))
	require.Equal(t, int64(3), modtest.Call(t, vm, d, "pop").Int())
	require.Equal(t, int64(9), modtest.Call(t, vm, d, "popleft").Int())
	require.Equal(t, 1, dq.Len())
	modtest.Call(t, vm, d, "pop")
	_, err := vm.CallMethod(d, "pop")
	require.Equal(t, "pop from an empty deque", modtest.ExcMsg(t, vm, err))

	// Growth and rotation on an unbounded deque.
	u := NewDeque(vm, nil, -1)
	for i := int64(0); i < 100; i++ {
		modtest.Call(t, vm, u, "appendleft", rt.SmallInt(i))
	}
	modtest.Call(t, vm, u, "rotate", rt.SmallInt(3))
	items := vm.Get(u).(*Deque).Items()
	require.Equal(t, int64(2), items[0].Int())
	require.Equal(t, int64(3), items[99].Int())
	v, err := vm.GetItem(u, rt.SmallInt(-1))
	require.NoError(t, err)
	require.Equal(t, int64(3), v.Int())
	n, err := vm.Len(u)
	require.NoError(t, err)
	require.Equal(t, 100, n)

	// The collector traces deque items.
	s := vm.NewStr("kept alive")
	modtest.Call(t, vm, u, "append", s)
	vm.Heap().DropPins()
	vm.Modules.SetStr(vm, "__test_deque__", u)
	vm.Heap().Collect()
	require.Equal(t, "'kept alive'", modtest.Repr(t, vm, vm.Get(u).(*Deque).at(100)))
}

// del d[i] and remove() close the gap from the nearer end: the order
// stays right wherever the ring wraps, and removing at either end
// allocates nothing (it rebuilt the whole deque before).
func TestModDequeDeleteInPlace(t *testing.T) {
	vm := modtest.NewVM(Modules)
	for _, pos := range []int{0, 1, 5, 9, 10, 18, 19} {
		d := NewDeque(vm, nil, -1)
		dq := vm.Get(d).(*Deque)
		var model []int64
		// Wrap the ring: push 8, pop 6 from the left, push 12 more.
		for i := int64(0); i < 8; i++ {
			modtest.Call(t, vm, d, "append", rt.SmallInt(i))
		}
		for i := 0; i < 6; i++ {
			modtest.Call(t, vm, d, "popleft")
		}
		model = append(model, 6, 7)
		for i := int64(8); i < 26; i++ {
			modtest.Call(t, vm, d, "append", rt.SmallInt(i))
			model = append(model, i)
		}
		modDequeDelAt(vm, dq, pos)
		model = append(model[:pos:pos], model[pos+1:]...)
		got := dq.Items()
		require.Len(t, got, len(model), "pos %d", pos)
		for i := range got {
			require.Equal(t, model[i], got[i].Int(), "pos %d item %d", pos, i)
		}
	}
	d := NewDeque(vm, nil, -1)
	dq := vm.Get(d).(*Deque)
	for i := int64(0); i < 1000; i++ {
		modtest.Call(t, vm, d, "append", rt.SmallInt(i))
	}
	allocs := testing.AllocsPerRun(100, func() {
		modDequeDelAt(vm, dq, 0)
		modDequeDelAt(vm, dq, dq.Len()-1)
		dq.pushRight(rt.SmallInt(1))
		dq.pushRight(rt.SmallInt(2))
	})
	require.Zero(t, allocs)
}

// rotate on a ring with room moves min(k, n-k) items one by one: the
// order stays right wherever the ring wraps, and it allocates nothing (it
// copied the whole deque before).
func TestModDequeRotateInPlace(t *testing.T) {
	vm := modtest.NewVM(Modules)
	for _, k := range []int64{0, 1, 3, 12, 13, 24, 25, -1, -5, -13, -26, 100} {
		d := NewDeque(vm, nil, -1)
		dq := vm.Get(d).(*Deque)
		var model []int64
		for i := int64(0); i < 8; i++ {
			modtest.Call(t, vm, d, "append", rt.SmallInt(i))
		}
		for i := 0; i < 6; i++ {
			modtest.Call(t, vm, d, "popleft")
		}
		model = append(model, 6, 7)
		for i := int64(8); i < 31; i++ {
			modtest.Call(t, vm, d, "append", rt.SmallInt(i))
			model = append(model, i)
		}
		modtest.Call(t, vm, d, "rotate", rt.SmallInt(k))
		n := int64(len(model))
		s := ((k % n) + n) % n
		model = append(append([]int64{}, model[n-s:]...), model[:n-s]...)
		got := dq.Items()
		require.Len(t, got, len(model), "k %d", k)
		for i := range got {
			require.Equal(t, model[i], got[i].Int(), "k %d item %d", k, i)
		}
	}
	d := NewDeque(vm, nil, -1)
	dq := vm.Get(d).(*Deque)
	for i := int64(0); i < 1000; i++ {
		modtest.Call(t, vm, d, "append", rt.SmallInt(i))
	}
	allocs := testing.AllocsPerRun(100, func() {
		dq.rotate(7)
		dq.rotate(-600)
	})
	require.Zero(t, allocs)
}

// OrderedDict.popitem finds the end entry without copying every key (an
// LRU cache pops the oldest entry at each insertion).
func TestModOrderedDictPopitemNoCopy(t *testing.T) {
	vm := modtest.NewVM(Modules)
	od, err := vm.Call(OrderedDictType.Self(), nil, nil)
	require.NoError(t, err)
	for i := int64(0); i < 5000; i++ {
		require.NoError(t, vm.SetItem(od, rt.SmallInt(i), rt.SmallInt(i)))
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := 0; i < 100; i++ {
		modtest.Call(t, vm, od, "popitem", rt.False)
		modtest.Call(t, vm, od, "popitem")
	}
	runtime.ReadMemStats(&after)
	require.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(1<<20), "popitem copied the keys")
	require.Equal(t, "(100, 100)", modtest.Repr(t, vm, modtest.Call(t, vm, od, "popitem", rt.False)))
	require.Equal(t, "(4899, 4899)", modtest.Repr(t, vm, modtest.Call(t, vm, od, "popitem")))
}
