package protocols

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func strSet(t testing.TB, vm *rt.VM, names ...string) rt.Value {
	items := make([]rt.Value, len(names))
	for i, n := range names {
		items[i] = vm.NewStr(n)
	}
	s, err := vm.Call(rt.FrozenSetType.Self(), []rt.Value{vm.NewList(items)}, nil)
	require.NoError(t, err)
	return s
}

func TestMembersPresentOnBuiltinObjects(t *testing.T) {
	vm := modtest.NewVM(Modules)
	mod := modtest.Module(t, vm, "_cpjit_protocols")
	none := strSet(t, vm)
	cases := []struct {
		obj   rt.Value
		names []string
		want  rt.Value
	}{
		{rt.SmallInt(3), []string{"__int__", "__index__"}, rt.True},
		{rt.SmallInt(3), []string{"__int__", "append"}, rt.False},
		{vm.NewList(nil), []string{"append", "__len__"}, rt.True},
		{rt.IntType.Self(), []string{"__int__", "mro"}, rt.True}, // the class, then its metaclass
		{rt.IntType.Self(), []string{"append"}, rt.False},
		{vm.NewStr("s"), []string{"__hash__"}, rt.True},
	}
	for _, c := range cases {
		r := modtest.Call(t, vm, mod, "members_present", c.obj, strSet(t, vm, c.names...), none)
		require.Equal(t, c.want, r, "%s %v", modtest.Repr(t, vm, c.obj), c.names)
	}
}

func BenchmarkMembersPresent(b *testing.B) {
	vm := modtest.NewVM(Modules)
	mod, err := vm.BuiltinModule("_cpjit_protocols")
	require.NoError(b, err)
	fn, _, _ := vm.GetAttrOpt(mod.Self(), "members_present")
	names := strSet(b, vm, "append", "extend", "pop", "__len__", "__iter__")
	none := strSet(b, vm)
	l := vm.NewList(nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if r, err := vm.Call(fn, []rt.Value{l, names, none}, nil); err != nil || r != rt.True {
			b.Fatal(r, err)
		}
	}
}
