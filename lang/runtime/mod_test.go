package runtime

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func modTestBytes(t *testing.T, vm *VM, v Value) []byte {
	t.Helper()
	b, ok := vm.Get0(v).(*Bytes)
	require.True(t, ok, "not bytes: %s", vm.TypeName(v))
	return b.B
}

func TestModSys(t *testing.T) {
	vm := NewVM()
	var out bytes.Buffer
	vm.Stdout = &out
	vm.Argv = []string{"prog.py", "x"}
	sys := modTestModule(t, vm, "sys")
	require.Equal(t, vm.Sys.Self(), sys)
	argv, err := vm.GetAttr(sys, "argv")
	require.NoError(t, err)
	require.Equal(t, "['prog.py', 'x']", modTestRepr(t, vm, argv))
	stdout, err := vm.GetAttr(sys, "stdout")
	require.NoError(t, err)
	n := modTestCall(t, vm, stdout, "write", vm.NewStr("héllo\n"))
	require.Equal(t, int64(6), n.Int())
	require.Equal(t, "héllo\n", out.String())
	w, ok := vm.StdStreamWriter(stdout)
	require.True(t, ok)
	require.Equal(t, &out, w)
	vi, err := vm.GetAttr(sys, "version_info")
	require.NoError(t, err)
	require.Equal(t, "sys.version_info(major=3, minor=13, micro=0, releaselevel='final', serial=0)", modTestRepr(t, vm, vi))
	_, err = vm.CallMethod(sys, "exit", SmallInt(3))
	require.True(t, ExceptionMatches(err, SystemExitType))
	require.Equal(t, int64(3), AsException(err).Value.Int())
	_, err = vm.CallMethod(sys, "setrecursionlimit", SmallInt(0))
	require.Equal(t, "recursion limit must be greater or equal than 1", modTestExcMsg(t, vm, err))
	modTestCall(t, vm, sys, "set_int_max_str_digits", SmallInt(1000))
	require.Equal(t, 1000, vm.IntMaxStrDigits())
	ver, err := vm.GetAttr(sys, "version")
	require.NoError(t, err)
	s, _ := vm.GoString(ver)
	require.True(t, strings.HasPrefix(s, "3.13.0"))

	vm.Stdin = strings.NewReader("line one\nline two\n")
	stdin, err := vm.GetAttr(sys, "stdin")
	require.NoError(t, err)
	require.Equal(t, "'line one\\n'", modTestRepr(t, vm, modTestCall(t, vm, stdin, "readline")))
	require.Equal(t, "['line two\\n']", modTestRepr(t, vm, modTestCall(t, vm, stdin, "readlines")))
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
