package pprintmod

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func record(vm *rt.VM, i int64, obj rt.Value) rt.Value {
	d := vm.NewDictObj()
	d.SetStr(vm, "z", vm.NewList([]rt.Value{rt.SmallInt(i), rt.FloatValue(2.5), vm.NewStr("x")}))
	d.SetStr(vm, "a", vm.NewTuple([]rt.Value{rt.None}))
	d.SetStr(vm, "o", obj)
	return d.Self()
}

func TestSafeReprSortsAndHandsOthersBack(t *testing.T) {
	vm := modtest.NewVM(Modules)
	mod := modtest.Module(t, vm, "_cpjit_pprint")
	var handed []rt.Value
	other := vm.NewBuiltin("other", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		handed = append(handed, args[0])
		return vm.NewTuple([]rt.Value{vm.NewStr("<other>"), rt.False, rt.False}), nil
	})
	sorter := vm.NewBuiltin("sorter", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		t.Fatal("str keys are sorted in Go")
		return rt.None, nil
	})
	rec := record(vm, 1, other)
	ctx := vm.NewDict()
	r := modtest.Call(t, vm, mod, "safe_repr", rec, ctx, rt.None, rt.SmallInt(0), rt.True, other, sorter)
	require.Equal(t, "(\"{'a': (None,), 'o': <other>, 'z': [1, 2.5, 'x']}\", False, False)", modtest.Repr(t, vm, r))
	require.Equal(t, []rt.Value{other}, handed)
	d, _ := vm.AsDict(ctx)
	require.Equal(t, 0, d.Len(), "the context is left as found")
	// The depth limit and a container already being formatted.
	r = modtest.Call(t, vm, mod, "safe_repr", rec, ctx, rt.SmallInt(1), rt.SmallInt(0), rt.False, other, sorter)
	require.Equal(t, "(\"{'z': [...], 'a': (...,), 'o': <other>}\", False, False)", modtest.Repr(t, vm, r))
	require.NoError(t, d.Set(vm, vm.ID(rec), rt.SmallInt(1)))
	r = modtest.Call(t, vm, mod, "safe_repr", rec, ctx, rt.None, rt.SmallInt(0), rt.True, other, sorter)
	require.Contains(t, modtest.Repr(t, vm, r), "<Recursion on dict with id=")
}

func BenchmarkSafeRepr(b *testing.B) {
	vm := modtest.NewVM(Modules)
	mod, err := vm.BuiltinModule("_cpjit_pprint")
	require.NoError(b, err)
	fn, _, _ := vm.GetAttrOpt(mod.Self(), "safe_repr")
	other := vm.NewBuiltin("other", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewTuple([]rt.Value{vm.NewStr("o"), rt.True, rt.False}), nil
	})
	items := make([]rt.Value, 100)
	for i := range items {
		items[i] = record(vm, int64(i), vm.NewStr("s"))
	}
	top := vm.NewList(items)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := vm.Call(fn, []rt.Value{top, vm.NewDict(), rt.None, rt.SmallInt(0), rt.True, other, other}, nil); err != nil {
			b.Fatal(err)
		}
	}
}
