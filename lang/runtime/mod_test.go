package runtime

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func modTestBytes(t *testing.T, vm *VM, v Value) []byte {
	t.Helper()
	b, ok := vm.Get0(v).(*Bytes)
	require.True(t, ok, "not bytes: %s", vm.TypeName(v))
	return b.B
}

// modTestModule imports a Go module through the VM API.
func modTestModule(t *testing.T, vm *VM, name string) Value {
	t.Helper()
	m, err := vm.BuiltinModule(name)
	require.NoError(t, err)
	require.NotNil(t, m)
	return m.Self()
}

func modTestCall(t *testing.T, vm *VM, obj Value, name string, args ...Value) Value {
	t.Helper()
	r, err := vm.CallMethod(obj, name, args...)
	require.NoError(t, err)
	return r
}

func modTestRepr(t *testing.T, vm *VM, v Value) string {
	t.Helper()
	s, err := vm.Repr(v)
	require.NoError(t, err)
	return s
}

func modTestExcMsg(t *testing.T, vm *VM, err error) string {
	t.Helper()
	e := AsException(err)
	require.NotNil(t, e, "not a Python exception: %v", err)
	s, serr := vm.Str(e.self)
	require.NoError(t, serr)
	return s
}
