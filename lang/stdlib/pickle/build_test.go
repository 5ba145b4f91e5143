package pickle

import (
	"bytes"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

// instancesPickle is protocol 2's pickle of a list of n instances of m.C,
// each with the state {'a': i, 'b': 'x'}, written by hand (the memo
// opcodes left out).
func instancesPickle(n int) []byte {
	var b bytes.Buffer
	b.WriteString("\x80\x02](")
	for i := 0; i < n; i++ {
		b.WriteString("cm\nC\n)\x81}(X\x01\x00\x00\x00aK")
		b.WriteByte(byte(i))
		b.WriteString("X\x01\x00\x00\x00bX\x01\x00\x00\x00xub")
	}
	b.WriteString("e.")
	return b.Bytes()
}

func loadHelpers(t testing.TB, vm *rt.VM) (cls, helpers rt.Value, builds *int) {
	cls, err := vm.Call(rt.TypeType.Self(), []rt.Value{vm.NewStr("C"),
		vm.NewTuple([]rt.Value{rt.ObjectType.Self()}), vm.NewDict()}, nil)
	require.NoError(t, err)
	n := 0
	find := vm.NewBuiltin("find", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return cls, nil
	})
	build := vm.NewBuiltin("build", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		n++
		return rt.None, nil
	})
	return cls, vm.NewTuple([]rt.Value{find, build, rt.ValueErrorType.Self()}), &n
}

func TestLoadsBuildsPlainInstancesInGo(t *testing.T) {
	vm := modtest.NewVM(Modules)
	mod := modtest.Module(t, vm, "_pickle")
	cls, helpers, builds := loadHelpers(t, vm)
	data := vm.NewBytes(instancesPickle(3))
	r := modtest.Call(t, vm, mod, "_loads_fast", data, helpers)
	l, ok := vm.AsList(r)
	require.True(t, ok)
	require.Len(t, l.Items, 3)
	require.Equal(t, 0, *builds, "no BUILD went to the Python helper")
	for i, it := range l.Items {
		require.Equal(t, cls, vm.ClassOf(it).Self())
		d, err := vm.GetAttr(it, "__dict__")
		require.NoError(t, err)
		want := "{'a': " + string(rune('0'+i)) + ", 'b': 'x'}"
		require.Equal(t, want, modtest.Repr(t, vm, d))
	}
	// A class with __setstate__ goes to the helper.
	require.NoError(t, vm.SetAttr(cls, "__setstate__", vm.NewBuiltin("s", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.None, nil
	})))
	modtest.Call(t, vm, mod, "_loads_fast", data, helpers)
	require.Equal(t, 3, *builds)
}

func BenchmarkLoadsInstances(b *testing.B) {
	vm := modtest.NewVM(Modules)
	mod, err := vm.BuiltinModule("_pickle")
	require.NoError(b, err)
	fn, _, _ := vm.GetAttrOpt(mod.Self(), "_loads_fast")
	_, helpers, _ := loadHelpers(b, vm)
	data := vm.NewBytes(instancesPickle(100))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := vm.Call(fn, []rt.Value{data, helpers}, nil); err != nil {
			b.Fatal(err)
		}
	}
}
