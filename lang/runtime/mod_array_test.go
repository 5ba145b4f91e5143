package runtime

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestModArray(t *testing.T) {
	vm := NewVM()
	arr := modTestModule(t, vm, "array")
	a := modTestCall(t, vm, arr, "array", vm.NewStr("h"), vm.NewList([]Value{SmallInt(1), SmallInt(-2)}))
	require.Equal(t, "array('h', [1, -2])", modTestRepr(t, vm, a))
	require.Equal(t, []byte{1, 0, 0xfe, 0xff}, modTestBytes(t, vm, modTestCall(t, vm, a, "tobytes")))
	_, err := vm.CallMethod(arr, "array", vm.NewStr("b"), vm.NewList([]Value{SmallInt(128)}))
	require.Equal(t, "signed char is greater than maximum", modTestExcMsg(t, vm, err))

}
