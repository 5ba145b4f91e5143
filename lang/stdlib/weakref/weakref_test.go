package weakref

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

// newSet allocates a set (weakly referenceable) that nothing roots.
func newSet(t *testing.T, vm *rt.VM) rt.Value {
	s, err := vm.NewSet(nil)
	require.NoError(t, err)
	return s
}

func TestWeakrefOrderAndReuse(t *testing.T) {
	vm := modtest.NewVM(Modules)
	obj := newSet(t, vm)
	mk := func(args ...rt.Value) rt.Value {
		v, err := vm.Call(rt.ReferenceType.Self(), args, nil)
		require.NoError(t, err)
		return v
	}
	cb := vm.NewBuiltin("cb", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.None, nil })
	c1 := mk(obj, cb)
	basic := mk(obj)
	require.Equal(t, basic, mk(obj, rt.None), "the basic reference is shared")
	c2 := mk(obj, cb)
	prox, err := vm.Call(modWeakrefFuncs["proxy"], []rt.Value{obj}, nil)
	require.NoError(t, err)
	refs, err := vm.Call(modWeakrefFuncs["getweakrefs"], []rt.Value{obj}, nil)
	require.NoError(t, err)
	l, _ := vm.Get(refs).(*rt.List)
	require.Equal(t, []rt.Value{basic, prox, c2, c1}, l.Items)
	_, err = vm.Call(rt.ReferenceType.Self(), []rt.Value{rt.SmallInt(1)}, nil)
	require.Equal(t, "TypeError: cannot create weak reference to 'int' object", "TypeError: "+modtest.ExcMsg(t, vm, err))
}
