package runtime

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// weakTestSet allocates a set (weakly referenceable) that nothing roots.
func weakTestSet(t *testing.T, vm *VM) Value {
	s, err := vm.NewSet(nil)
	require.NoError(t, err)
	return s
}

// weakDeref returns what calling the reference r returns: its referent,
// or None once that died.
func weakDeref(t *testing.T, vm *VM, r Value) Value {
	w, ok := vm.Get(r).(*WeakRef)
	require.True(t, ok)
	if w.Target() == Unbound {
		return None
	}
	return w.Target()
}

func TestCollectorClearsWeakRefs(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	var calls []Value
	cb := vm.NewBuiltin("cb", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		calls = append(calls, args...)
		return None, nil
	})
	kept, doomed := weakTestSet(t, vm), weakTestSet(t, vm)
	rKept, err := vm.NewWeakRef(ReferenceType, kept, cb, false)
	require.NoError(t, err)
	rDoomed, err := vm.NewWeakRef(ReferenceType, doomed, cb, false)
	require.NoError(t, err)
	plain, err := vm.NewWeakRef(ReferenceType, doomed, Unbound, false)
	require.NoError(t, err)
	// The references and the callback are rooted; of the referents only
	// kept is.
	roots := vm.NewList([]Value{kept, rKept, rDoomed, plain, cb})
	vm.Builtins.Dict().SetStr(vm, "weak_test_roots", roots)

	h.DropPins()
	h.Collect()
	require.Equal(t, kept, weakDeref(t, vm, rKept), "a live referent must stay reachable through its weak reference")
	require.Equal(t, None, weakDeref(t, vm, rDoomed))
	require.Equal(t, None, weakDeref(t, vm, plain))
	require.Panics(t, func() { vm.Get(doomed) }, "the weak references must not have kept the referent alive")
	require.Empty(t, calls, "callbacks never run inside the collector")
	require.Len(t, h.weak.pending, 1)

	require.NoError(t, vm.runWeakCallbacks())
	require.Equal(t, []Value{rDoomed}, calls, "the callback gets the dead reference")
	require.Empty(t, h.weak.pending)
	cbAttr, err := vm.GetAttr(rDoomed, "__callback__")
	require.NoError(t, err)
	require.Equal(t, None, cbAttr)

	// The referent's slot is reused by a new object: the dead reference
	// stays dead and the new object has no weak references.
	fresh := weakTestSet(t, vm)
	require.Equal(t, doomed.index(), fresh.index())
	require.Equal(t, None, weakDeref(t, vm, rDoomed))
	require.Nil(t, h.weak.list(fresh))

	// Another collection changes nothing for the survivors.
	h.DropPins()
	h.Collect()
	require.Equal(t, kept, weakDeref(t, vm, rKept))
	require.Len(t, calls, 1)
}

func TestGarbageWeakRefGetsNoCallback(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	called := false
	cb := vm.NewBuiltin("cb", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		called = true
		return None, nil
	})
	vm.Builtins.Dict().SetStr(vm, "weak_test_cb", cb)
	obj := weakTestSet(t, vm)
	_, err := vm.NewWeakRef(ReferenceType, obj, cb, false)
	require.NoError(t, err)
	require.Len(t, h.weak.refs, 1)
	h.DropPins()
	h.Collect()
	require.Empty(t, h.weak.pending)
	require.Empty(t, h.weak.refs, "the table forgets dead references and referents")
	require.NoError(t, vm.runWeakCallbacks())
	require.False(t, called)
}

func TestRequestedCollectionRunsAtSafepoint(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	var got []Value
	cb := vm.NewBuiltin("cb", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		got = append(got, args...)
		return None, nil
	})
	obj := weakTestSet(t, vm)
	r, err := vm.NewWeakRef(ReferenceType, obj, cb, false)
	require.NoError(t, err)
	vm.Builtins.Dict().SetStr(vm, "weak_test_roots", vm.NewList([]Value{r, cb}))
	require.NoError(t, vm.Safepoint()) // not due: nothing happens
	n := h.Collections
	h.Request()
	require.True(t, h.Requested())
	require.NoError(t, vm.Safepoint())
	require.Equal(t, n+1, h.Collections)
	require.False(t, h.Requested())
	require.Equal(t, []Value{r}, got, "the safepoint runs the callbacks after collecting")
}
