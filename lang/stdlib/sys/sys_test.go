package sys

import (
	"bytes"
	"strings"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func TestSys(t *testing.T) {
	vm := modtest.NewVM(Modules)
	var out bytes.Buffer
	vm.Stdout = &out
	vm.Argv = []string{"prog.py", "x"}
	sys := modtest.Module(t, vm, "sys")
	require.Equal(t, vm.Sys.Self(), sys)
	argv, err := vm.GetAttr(sys, "argv")
	require.NoError(t, err)
	require.Equal(t, "['prog.py', 'x']", modtest.Repr(t, vm, argv))
	stdout, err := vm.GetAttr(sys, "stdout")
	require.NoError(t, err)
	n := modtest.Call(t, vm, stdout, "write", vm.NewStr("héllo\n"))
	require.Equal(t, int64(6), n.Int())
	require.Equal(t, "héllo\n", out.String())
	w, ok := vm.StdStreamWriter(stdout)
	require.True(t, ok)
	require.Equal(t, &out, w)
	vi, err := vm.GetAttr(sys, "version_info")
	require.NoError(t, err)
	require.Equal(t, "sys.version_info(major=3, minor=13, micro=0, releaselevel='final', serial=0)", modtest.Repr(t, vm, vi))
	_, err = vm.CallMethod(sys, "exit", rt.SmallInt(3))
	require.True(t, rt.ExceptionMatches(err, rt.SystemExitType))
	require.Equal(t, int64(3), rt.AsException(err).Value.Int())
	_, err = vm.CallMethod(sys, "setrecursionlimit", rt.SmallInt(0))
	require.Equal(t, "recursion limit must be greater or equal than 1", modtest.ExcMsg(t, vm, err))
	modtest.Call(t, vm, sys, "set_int_max_str_digits", rt.SmallInt(1000))
	require.Equal(t, 1000, vm.IntMaxStrDigits())
	ver, err := vm.GetAttr(sys, "version")
	require.NoError(t, err)
	s, _ := vm.GoString(ver)
	require.True(t, strings.HasPrefix(s, "3.13.0"))

	vm.Stdin = strings.NewReader("line one\nline two\n")
	stdin, err := vm.GetAttr(sys, "stdin")
	require.NoError(t, err)
	require.Equal(t, "'line one\\n'", modtest.Repr(t, vm, modtest.Call(t, vm, stdin, "readline")))
	require.Equal(t, "['line two\\n']", modtest.Repr(t, vm, modtest.Call(t, vm, stdin, "readlines")))
}
