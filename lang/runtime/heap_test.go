package runtime

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestValueEncoding(t *testing.T) {
	for _, i := range []int64{0, 1, -1, SmallIntMax, SmallIntMin, 12345678901} {
		v := SmallInt(i)
		require.True(t, v.IsSmallInt())
		require.False(t, v.IsFloat())
		require.Equal(t, i, v.Int())
	}
	for _, f := range []float64{0, -0.0, 1.5, -2.25e300, 5e-324} {
		v := FloatValue(f)
		require.True(t, v.IsFloat())
		require.Equal(t, f, v.Float())
	}
	require.False(t, None.IsFloat())
	require.False(t, True.IsSmallInt())
	require.True(t, True.IsBool())
}

func TestCollectorFreesUnreachable(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	kept := vm.NewList(nil)
	vm.Builtins.Dict().SetStr(vm, "kept", kept) // rooted through builtins
	garbage := vm.NewList(nil)
	h.DropPins()
	h.Collect()
	require.NotPanics(t, func() { vm.Get(kept) })
	require.PanicsWithValue(t, fmt.Sprintf("BUG: stale handle %#x (slot %d)", uint64(garbage), garbage.index()), func() { vm.Get(garbage) })
	// The slot is reused with a new generation; the old handle stays stale.
	fresh := vm.NewList(nil)
	require.Equal(t, garbage.index(), fresh.index())
	require.NotEqual(t, garbage, fresh)
	require.Panics(t, func() { vm.Get(garbage) })
}

func TestCollectorTracesContainers(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	inner := vm.NewStr("inner")
	outer := vm.NewList([]Value{vm.NewTupleCopy([]Value{inner})})
	vm.Builtins.Dict().SetStr(vm, "outer", outer)
	h.DropPins()
	h.Collect()
	require.NotPanics(t, func() { vm.Get(inner) })
}

// Constants made permanent live with no root and are never traced again;
// anything that can change, or a container holding such a thing, is
// refused and collected as before.
func TestPermanentConstants(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	str := vm.NewStr("a constant")
	big := vm.NewInt(1 << 62)
	fs, err := vm.NewFrozenSet([]Value{str, big})
	require.NoError(t, err)
	tup := vm.NewTupleCopy([]Value{str, fs, None, SmallInt(3)})
	list := vm.NewList(nil)
	withList := vm.NewTupleCopy([]Value{str, list})
	set, err := vm.NewSet([]Value{str})
	require.NoError(t, err)
	for _, v := range []Value{str, big, fs, tup, None, SmallInt(5)} {
		require.True(t, h.Permanent(v))
	}
	for _, v := range []Value{list, withList, set} {
		require.False(t, h.Permanent(v))
	}
	h.DropPins()
	h.Collect()
	h.Collect()
	for _, v := range []Value{str, big, fs, tup} {
		require.NotPanics(t, func() { vm.Get(v) })
	}
	for _, v := range []Value{list, withList, set} {
		require.Panics(t, func() { vm.Get(v) })
	}
	// Interned strs are permanent without a root of their own.
	name := vm.Intern("an interned name")
	h.DropPins()
	h.Collect()
	require.Same(t, vm.Get(name), vm.Get(vm.Intern("an interned name")))
}

func TestPinsProtectGoLocalsUntilSafepoint(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	v := vm.NewStr("held only by Go")
	h.Collect() // pins are still held: no safepoint passed
	require.NotPanics(t, func() { vm.Get(v) })
	base := h.PinScope() // a nested interpreter runs ...
	h.DropPins()         // ... and reaches a safepoint
	h.Collect()
	require.NotPanics(t, func() { vm.Get(v) }, "outer scope's pins must survive a nested safepoint")
	h.ReleaseScope(base)
	h.DropPins()
	h.Collect()
	require.Panics(t, func() { vm.Get(v) })
}

func TestBoundedMemoryUnderChurn(t *testing.T) {
	vm := NewVM()
	for i := 0; i < 2_000_000; i++ {
		vm.NewList([]Value{SmallInt(int64(i))})
		if i%100 == 0 {
			require.NoError(t, vm.Safepoint())
		}
	}
	require.Less(t, len(vm.Heap().objs), 1<<18, "the table must not grow with garbage")
	require.Greater(t, vm.Heap().Collections, 0)
}

// Large strs and bytes make a collection due long before 65536
// allocations: a program that makes few but large objects (re.sub over a
// megabyte, repeated) must not keep all its garbage.
func TestBigPayloadsMakeCollectionDue(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	h.DropPins()
	h.Collect()
	require.False(t, h.ShouldCollect())
	big := make([]byte, 1<<20)
	for i := 0; i < 2; i++ {
		vm.NewBytes(big)
		vm.NewStr(string(big[:1<<19]))
	}
	require.False(t, h.ShouldCollect(), "3 MiB is within the budget")
	vm.NewByteArray(big)
	vm.NewBytes(big[:0]) // a bytes object's payload is its capacity
	require.True(t, h.ShouldCollect())
	h.DropPins()
	h.Collect()
	require.False(t, h.ShouldCollect())
	// Small payloads do not count.
	for i := 0; i < 1000; i++ {
		vm.NewBytes(big[:1000:1000])
	}
	require.False(t, h.ShouldCollect())
}

// The item arrays of lists and tuples are payloads too, and so is each
// new array a growing list moves to: a loop that builds a big list by
// appending and drops it must make collections due as it goes.
func TestBigItemArraysMakeCollectionDue(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	h.DropPins()
	h.Collect()
	vm.NewList(make([]Value, 0, 1<<18)) // 2 MiB
	vm.NewTuple(make([]Value, 1<<17))   // 1 MiB
	require.False(t, h.ShouldCollect(), "3 MiB is within the budget")
	vm.NewList(make([]Value, 1<<18))
	require.True(t, h.ShouldCollect())
	h.DropPins()
	h.Collect()
	require.False(t, h.ShouldCollect())
	l := vm.NewList(nil)
	for i := 0; i < 1<<18 && !h.ShouldCollect(); i++ {
		vm.ListAppend(l, SmallInt(int64(i)))
	}
	require.True(t, h.ShouldCollect(), "appending 262,144 items grows the list through 4 MiB of arrays")
}

// BenchmarkHeapGet reads objects of a big heap through their handles in
// a scattered order, as a program walking a large object graph does; the
// objects are touched after Get, as callers do.
func BenchmarkHeapGet(b *testing.B) {
	vm := NewVM()
	h := vm.Heap()
	const n = 1 << 20
	vs := make([]Value, n)
	for i := range vs {
		vs[i] = vm.NewTupleCopy([]Value{SmallInt(int64(i))})
	}
	// A fixed pseudo-random walk over the handles.
	order := make([]uint32, n)
	x := uint32(1)
	for i := range order {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		order[i] = x % n
	}
	b.ResetTimer()
	sum := int64(0)
	for i := 0; b.Loop(); i++ {
		t := h.Get(vs[order[i%n]]).(*Tuple)
		sum += t.Items[0].Int()
	}
	if sum < 0 {
		b.Fatal(sum)
	}
}

// BenchmarkCollect is one full collection of a heap of 1M objects (lists
// of tuples, rooted through builtins) of which a quarter are garbage each
// time: marking and sweeping, as a program with a big live heap pays.
func BenchmarkCollect(b *testing.B) {
	vm := NewVM()
	h := vm.Heap()
	const n = 1 << 18
	live := make([]Value, n)
	for i := range live {
		live[i] = vm.NewTupleCopy([]Value{SmallInt(int64(i)), vm.NewList([]Value{SmallInt(1)})})
	}
	vm.Builtins.Dict().SetStr(vm, "live", vm.NewList(live))
	b.ResetTimer()
	for b.Loop() {
		b.StopTimer()
		for range n {
			vm.NewTupleCopy([]Value{vm.NewList(nil)})
		}
		h.DropPins()
		b.StartTimer()
		h.Collect()
	}
}

// headLast embeds Head after another field: Get reads an object's handle
// from its first word, so Alloc refuses such a type.
type headLast struct {
	n int
	Head
}

func (*headLast) Trace(*Tracer) {}

func TestAllocRequiresHeadFirst(t *testing.T) {
	vm := NewVM()
	require.PanicsWithValue(t, "BUG: *runtime.headLast does not embed Head first", func() { vm.Heap().Alloc(&headLast{}) })
}

// Under Stress a safepoint collects whenever anything that could make a
// collection due happened since the last one, and only then.
func TestStressCollectsAfterAllocations(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	h.Stress = true
	h.DropPins()
	h.Collect()
	require.False(t, h.ShouldCollect(), "nothing allocated since the last collection")
	vm.NewList(nil)
	require.True(t, h.ShouldCollect())
	h.Collect()
	require.False(t, h.ShouldCollect())
	h.Request()
	require.True(t, h.ShouldCollect())
	h.Collect()
	h.noteBig(64 << 20)
	require.True(t, h.ShouldCollect())
	h.Stress = false
	h.Collect()
	vm.NewList(nil)
	require.False(t, h.ShouldCollect(), "without Stress one allocation is not enough")
}
