package heapq

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func TestModHeapq(t *testing.T) {
	vm := modtest.NewVM(Modules)
	mod := modtest.Module(t, vm, "_heapq")
	h := vm.NewList(nil)
	for _, x := range []int64{5, 3, 8, 1, 9, 2, 7, 1} {
		modtest.Call(t, vm, mod, "heappush", h, rt.SmallInt(x))
	}
	require.Equal(t, "[1, 1, 2, 3, 9, 8, 7, 5]", modtest.Repr(t, vm, h))
	var out []int64
	for i := 0; i < 8; i++ {
		out = append(out, modtest.Call(t, vm, mod, "heappop", h).Int())
	}
	require.Equal(t, []int64{1, 1, 2, 3, 5, 7, 8, 9}, out)
	_, err := vm.CallMethod(mod, "heappop", h)
	require.Equal(t, "index out of range", modtest.ExcMsg(t, vm, err))
}
