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

func weakDeref(t *testing.T, vm *VM, r Value) Value {
	v, err := vm.Call(r, nil, nil)
	require.NoError(t, err)
	return v
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
	rKept, err := vm.Call(ReferenceType.self, []Value{kept, cb}, nil)
	require.NoError(t, err)
	rDoomed, err := vm.Call(ReferenceType.self, []Value{doomed, cb}, nil)
	require.NoError(t, err)
	plain, err := vm.Call(ReferenceType.self, []Value{doomed}, nil)
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
	_, err := vm.Call(ReferenceType.self, []Value{obj, cb}, nil)
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
	r, err := vm.Call(ReferenceType.self, []Value{obj, cb}, nil)
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

func TestWeakrefOrderAndReuse(t *testing.T) {
	vm := NewVM()
	obj := weakTestSet(t, vm)
	mk := func(args ...Value) Value {
		v, err := vm.Call(ReferenceType.self, args, nil)
		require.NoError(t, err)
		return v
	}
	cb := vm.NewBuiltin("cb", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return None, nil })
	c1 := mk(obj, cb)
	basic := mk(obj)
	require.Equal(t, basic, mk(obj, None), "the basic reference is shared")
	c2 := mk(obj, cb)
	prox, err := vm.Call(modWeakrefFuncs["proxy"], []Value{obj}, nil)
	require.NoError(t, err)
	refs, err := vm.Call(modWeakrefFuncs["getweakrefs"], []Value{obj}, nil)
	require.NoError(t, err)
	l, _ := vm.Get(refs).(*List)
	require.Equal(t, []Value{basic, prox, c2, c1}, l.Items)
	_, err = vm.Call(ReferenceType.self, []Value{SmallInt(1)}, nil)
	require.Equal(t, "TypeError: cannot create weak reference to 'int' object", objErrText(t, vm, err))
}
