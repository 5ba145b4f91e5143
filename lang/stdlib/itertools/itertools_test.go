package itertools

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func TestModItertools(t *testing.T) {
	vm := modtest.NewVM(Modules)
	it := modtest.Module(t, vm, "itertools")
	p := modtest.Call(t, vm, it, "permutations", vm.NewStr("abc"), rt.SmallInt(2))
	items, err := vm.Collect(p)
	require.NoError(t, err)
	require.Equal(t, "[('a', 'b'), ('a', 'c'), ('b', 'a'), ('b', 'c'), ('c', 'a'), ('c', 'b')]",
		modtest.Repr(t, vm, vm.NewList(items)))
	c := modtest.Call(t, vm, it, "combinations_with_replacement", vm.NewRange(0, 3, 1), rt.SmallInt(2))
	items, err = vm.Collect(c)
	require.NoError(t, err)
	require.Len(t, items, 6)
	cnt := modtest.Call(t, vm, it, "count", rt.SmallInt(rt.SmallIntMax-1))
	modtest.Call(t, vm, cnt, "__next__")
	modtest.Call(t, vm, cnt, "__next__")
	require.Equal(t, "count(140737488355328)", modtest.Repr(t, vm, cnt))
}
