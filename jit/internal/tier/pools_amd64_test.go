//go:build linux && amd64

package tier

import (
	"runtime"
	"testing"
	"unsafe"
	"weak"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// An object that machine code has taken from a pool belongs to the
// program: once the VM has swept it, Go must be able to free it, though
// its entry stays in the pool's array until the next refill. (Entries
// that held pointers kept every taken list alive, with the items a
// comprehension had grown it to: a loop building 200,000-item lists by
// comprehension peaked at 270 MB instead of 56.)
func TestPoolsDoNotKeepTakenObjects(t *testing.T) {
	e := newPyEnv(t, Options{Mode: "on"})
	j := e.jit
	type taken struct {
		list, iter weak.Pointer[byte]
	}
	weakOf := func(h rt.Value) weak.Pointer[byte] {
		var p *byte
		switch o := e.vm.Get0(h).(type) {
		case *rt.List:
			p = (*byte)(unsafe.Pointer(o))
		case *rt.ListIter:
			p = (*byte)(unsafe.Pointer(o))
		default:
			t.Fatalf("unexpected %T", o)
		}
		return weak.Make(p)
	}
	// Fill each kind of pool, then take every entry as machine code does
	// (left goes to 0) and drop the handles. (Instances and small tuples are
	// left out: the sweep puts dead ones on the VM's free lists, by
	// design. The tuple pool is still filled and emptied, as machine
	// code does.)
	lists := j.seqPoolFor(true, 2)
	j.refillSeq(lists)
	tuples := j.seqPoolFor(false, 2)
	j.refillSeq(tuples)
	iters := j.iterPoolFor(0)
	j.refillSeq(iters)
	var w taken
	w.list = weakOf(lists.entries[0].handle)
	w.iter = weakOf(iters.entries[0].handle)
	lists.left, tuples.left, iters.left = 0, 0, 0
	e.vm.Heap().DropPins() // as at a safepoint: allocation pinned them
	e.vm.Heap().Collect()
	runtime.GC()
	runtime.GC()
	require.Nil(t, w.list.Value(), "a taken list is still reachable from its pool")
	require.Nil(t, w.iter.Value(), "a taken iterator is still reachable from its pool")
	runtime.KeepAlive(lists)
}
