// Package modtest has the helpers that the Go tests of standard-library
// module packages share: a VM with a package's modules, and calls into a
// module with their results checked.
package modtest

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	// The builtin types' methods that packages of their own register,
	// which module code and the tests' reprs may use.
	_ "github.com/cpjit/cpjit/lang/stdlib/bytesmethods"
	_ "github.com/cpjit/cpjit/lang/stdlib/descr"
	_ "github.com/cpjit/cpjit/lang/stdlib/strformat" // str % args and str.format
	_ "github.com/cpjit/cpjit/lang/stdlib/strmethods"
	"github.com/stretchr/testify/require"
)

// NewVM returns a VM in which the given modules can be imported.
func NewVM(mods ...map[string]rt.ModuleFunc) *rt.VM {
	vm := rt.NewVM()
	for _, m := range mods {
		for name, create := range m {
			vm.AddModule(name, create)
		}
	}
	return vm
}

// Module imports a Go module through the VM API.
func Module(t *testing.T, vm *rt.VM, name string) rt.Value {
	t.Helper()
	m, err := vm.BuiltinModule(name)
	require.NoError(t, err)
	require.NotNil(t, m)
	return m.Self()
}

// Call calls obj.name(*args) and fails the test on an exception.
func Call(t *testing.T, vm *rt.VM, obj rt.Value, name string, args ...rt.Value) rt.Value {
	t.Helper()
	r, err := vm.CallMethod(obj, name, args...)
	require.NoError(t, err)
	return r
}

// Repr returns repr(v).
func Repr(t *testing.T, vm *rt.VM, v rt.Value) string {
	t.Helper()
	s, err := vm.Repr(v)
	require.NoError(t, err)
	return s
}

// ExcMsg returns str() of the Python exception that err carries.
func ExcMsg(t *testing.T, vm *rt.VM, err error) string {
	t.Helper()
	e := rt.AsException(err)
	require.NotNil(t, e, "not a Python exception: %v", err)
	s, serr := vm.Str(e.Self())
	require.NoError(t, serr)
	return s
}

// Bytes returns the contents of a bytes object.
func Bytes(t *testing.T, vm *rt.VM, v rt.Value) []byte {
	t.Helper()
	b, ok := vm.Get0(v).(*rt.Bytes)
	require.True(t, ok, "not bytes: %s", vm.TypeName(v))
	return b.B
}
