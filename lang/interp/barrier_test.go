package interp

import (
	"errors"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// While barred, every rt.Interp method that could run Python code or look
// at a frame refuses and records being asked; lowering the barrier
// restores them, and BarPython forgets the previous asking.
func TestBarPython(t *testing.T) {
	_, err, in := runSource(t, "def f(x):\n    return x + 1\n", nil)
	require.NoError(t, err)
	vm := in.vm
	fv, ok := in.Globals(vm).GetStr(vm, "f")
	require.True(t, ok)
	fn := vm.Get0(fv).(*rt.Function)
	var ri rt.Interp = in // the way the runtime reaches it

	in.BarPython()
	require.False(t, in.PythonAsked())
	_, err = ri.CallFunction(vm, fn, []rt.Value{rt.SmallInt(1)}, nil)
	require.True(t, errors.Is(err, ErrBarred))
	require.True(t, in.PythonAsked())

	in.BarPython()
	require.False(t, in.PythonAsked(), "BarPython forgets earlier asking")
	require.Equal(t, rt.Unbound, ri.Frame(vm, 0))
	require.True(t, in.PythonAsked())
	for _, call := range []func() error{
		func() error { _, e := ri.Locals(vm); return e },
		func() error { _, _, e := ri.SuperArgs(vm); return e },
		func() error { _, e := ri.Compile(vm, []byte("1"), "<s>", "eval"); return e },
		func() error { _, e := ri.Exec(vm, vm.NewStr("1"), nil, nil, "eval", "<s>"); return e },
		func() error { _, e := ri.Import(vm, "math", nil, rt.None, 0); return e },
	} {
		in.BarPython()
		require.True(t, errors.Is(call(), ErrBarred))
		require.True(t, in.PythonAsked())
	}
	in.BarPython()
	ri.Globals(vm)
	require.True(t, in.PythonAsked(), "Globals answers but is recorded")

	in.UnbarPython()
	r, err := ri.CallFunction(vm, fn, []rt.Value{rt.SmallInt(1)}, nil)
	require.NoError(t, err)
	require.Equal(t, rt.SmallInt(2), r)
}
