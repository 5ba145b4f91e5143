package array

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func TestModArray(t *testing.T) {
	vm := modtest.NewVM(Modules)
	arr := modtest.Module(t, vm, "array")
	a := modtest.Call(t, vm, arr, "array", vm.NewStr("h"), vm.NewList([]rt.Value{rt.SmallInt(1), rt.SmallInt(-2)}))
	require.Equal(t, "array('h', [1, -2])", modtest.Repr(t, vm, a))
	require.Equal(t, []byte{1, 0, 0xfe, 0xff}, modtest.Bytes(t, vm, modtest.Call(t, vm, a, "tobytes")))
	_, err := vm.CallMethod(arr, "array", vm.NewStr("b"), vm.NewList([]rt.Value{rt.SmallInt(128)}))
	require.Equal(t, "signed char is greater than maximum", modtest.ExcMsg(t, vm, err))

}
