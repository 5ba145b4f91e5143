package marshalmod

import (
	"encoding/hex"
	"fmt"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

// records is [{'id': i, 'name': 'n-<i>', 'score': i / 4, 'tags': shared}
// for i in range(n)], with shared = ['a', 'b'] met in every record.
func records(vm *rt.VM, n int) rt.Value {
	shared := vm.NewList([]rt.Value{vm.NewStr("a"), vm.NewStr("b")})
	items := make([]rt.Value, n)
	for i := range items {
		d := vm.NewDictObj()
		d.SetStr(vm, "id", rt.SmallInt(int64(i)))
		d.SetStr(vm, "name", vm.NewStr(fmt.Sprintf("n-%d", i)))
		d.SetStr(vm, "score", rt.FloatValue(float64(i)/4))
		d.SetStr(vm, "tags", shared)
		items[i] = d.Self()
	}
	return vm.NewList(items)
}

func TestDumpsWritesMarshalPyBytesAndLoadsReadsThem(t *testing.T) {
	vm := modtest.NewVM(Modules)
	mod := modtest.Module(t, vm, "_cpjit_marshal")
	v := records(vm, 2)
	b := modtest.Bytes(t, vm, modtest.Call(t, vm, mod, "dumps", v, rt.SmallInt(4)))
	// The top list and the shared tags list are flagged (0x80), the
	// tags are referred back to by index 1; interned keys by value.
	// CPython 3.13's bytes for the same value built at run time: the
	// top list and the shared tags list flagged (0x80) and referred back
	// to, interned keys and small ints by value.
	require.Equal(t, "db020000007bda026964e900000000da046e616d657a036e2d30da0573636f7265670000000000000000"+
		"da0474616773db02000000da0161da0162307b7201000000e90100000072030000007a036e2d31720400000067000000000000d03f7205000000720600000030",
		hex.EncodeToString(b))
	back := modtest.Call(t, vm, mod, "loads", vm.NewBytes(b))
	require.Equal(t, modtest.Repr(t, vm, v), modtest.Repr(t, vm, back))
	bl, _ := vm.AsList(back)
	d0, _ := vm.AsDict(bl.Items[0])
	d1, _ := vm.AsDict(bl.Items[1])
	t0, _ := d0.GetStr(vm, "tags")
	t1, _ := d1.GetStr(vm, "tags")
	require.Equal(t, t0, t1, "a back-reference gives the same object")
	// Versions 0 and 1 and malformed data are left to marshal.py.
	require.Equal(t, rt.None, modtest.Call(t, vm, mod, "dumps", v, rt.SmallInt(1)))
	require.Equal(t, rt.NotImplemented, modtest.Call(t, vm, mod, "loads", vm.NewBytes(b[:len(b)-3])))
	require.Equal(t, rt.NotImplemented, modtest.Call(t, vm, mod, "loads", vm.NewBytes([]byte("r\x00\x00\x00\x00"))))
}

func BenchmarkDumpsRecords(b *testing.B) {
	vm := modtest.NewVM(Modules)
	m, _ := vm.BuiltinModule("_cpjit_marshal")
	v := records(vm, 100)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := vm.CallMethod(m.Self(), "dumps", v, rt.SmallInt(4)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoadsRecords(b *testing.B) {
	vm := modtest.NewVM(Modules)
	m, _ := vm.BuiltinModule("_cpjit_marshal")
	data, err := vm.CallMethod(m.Self(), "dumps", records(vm, 100), rt.SmallInt(4))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := vm.CallMethod(m.Self(), "loads", data); err != nil {
			b.Fatal(err)
		}
	}
}
