package copymod

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

// sample is {'l': [1, 2.5, 'x'], 't': (shared, 7), 's': shared, 'o': obj}
// with shared = [None, True].
func sample(vm *rt.VM, obj rt.Value) (top, shared rt.Value) {
	shared = vm.NewList([]rt.Value{rt.None, rt.True})
	d := vm.NewDictObj()
	d.SetStr(vm, "l", vm.NewList([]rt.Value{rt.SmallInt(1), rt.FloatValue(2.5), vm.NewStr("x")}))
	d.SetStr(vm, "t", vm.NewTuple([]rt.Value{shared, rt.SmallInt(7)}))
	d.SetStr(vm, "s", shared)
	d.SetStr(vm, "o", obj)
	return d.Self(), shared
}

func TestDeepCopiesContainersAndHandsOthersBack(t *testing.T) {
	vm := modtest.NewVM(Modules)
	mod := modtest.Module(t, vm, "_cpjit_copy")
	objCopy := vm.NewStr("copied")
	var handed []rt.Value
	other := vm.NewBuiltin("other", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		handed = append(handed, args[0])
		return objCopy, nil
	})
	// A builtin function is left to other (copy.py's _SHARED has it).
	o := other
	top, shared := sample(vm, o)
	memo := vm.NewDict()
	c := modtest.Call(t, vm, mod, "deep", top, memo, other)
	require.NotEqual(t, top, c)
	require.Equal(t, "{'l': [1, 2.5, 'x'], 't': ([None, True], 7), 's': [None, True], 'o': 'copied'}", modtest.Repr(t, vm, c))
	require.Equal(t, []rt.Value{o}, handed)
	cd, _ := vm.AsDict(c)
	s, _ := cd.GetStr(vm, "s")
	tv, _ := cd.GetStr(vm, "t")
	tt, _ := vm.AsTuple(tv)
	require.Equal(t, s, tt.Items[0], "shared parts stay shared")
	require.NotEqual(t, shared, s)
	// The memo holds the four containers and the keep-alive list.
	md, _ := vm.AsDict(memo)
	require.Equal(t, 5, md.Len())
	keep, ok, err := md.Get(vm, vm.ID(memo))
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, "[[1, 2.5, 'x'], [None, True], ([None, True], 7), {'l': [1, 2.5, 'x'], 't': ([None, True], 7), 's': [None, True], 'o': <built-in function other>}]", modtest.Repr(t, vm, keep))
	// A second copy with the same memo answers from it.
	again := modtest.Call(t, vm, mod, "deep", top, memo, other)
	require.Equal(t, c, again)
	// Atoms and tuples of atoms are themselves.
	atoms := vm.NewTuple([]rt.Value{rt.SmallInt(1), vm.NewStr("a"), rt.None})
	require.Equal(t, atoms, modtest.Call(t, vm, mod, "deep", atoms, vm.NewDict(), other))
}

func BenchmarkDeepcopyContainers(b *testing.B) {
	vm := modtest.NewVM(Modules)
	mod, err := vm.BuiltinModule("_cpjit_copy")
	require.NoError(b, err)
	deep, _, _ := vm.GetAttrOpt(mod.Self(), "deep")
	other := vm.NewBuiltin("other", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return args[0], nil
	})
	items := make([]rt.Value, 100)
	for i := range items {
		items[i], _ = sample(vm, rt.SmallInt(int64(i)))
	}
	top := vm.NewList(items)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := vm.Call(deep, []rt.Value{top, vm.NewDict(), other}, nil); err != nil {
			b.Fatal(err)
		}
	}
}
