package json

import (
	"strings"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtypes"
	"github.com/stretchr/testify/require"
)

// The Python-visible behaviour is covered by testdata/json_*.py (outputs of
// CPython 3.13); these tests and benchmarks drive _json through the VM API.

func str(vm *rt.VM, s string) rt.Value { return vm.NewStr(s) }

// testEncoder returns make_encoder({}, None, encode_basestring_ascii,
// indent, ": ", sep, sort_keys, False, True).
func testEncoder(t testing.TB, vm *rt.VM, mod rt.Value, indent rt.Value, sep string, sortKeys bool) rt.Value {
	quote, err := vm.GetAttr(mod, "encode_basestring_ascii")
	require.NoError(t, err)
	mk, err := vm.GetAttr(mod, "make_encoder")
	require.NoError(t, err)
	e, err := vm.Call(mk, []rt.Value{vm.NewDict(), rt.None, quote, indent, str(vm, ": "), str(vm, sep), rt.Bool(sortKeys), rt.False, rt.True}, nil)
	require.NoError(t, err)
	return e
}

func encode(t testing.TB, vm *rt.VM, enc, v rt.Value) string {
	r, err := vm.Call(enc, []rt.Value{v, rt.SmallInt(0)}, nil)
	require.NoError(t, err)
	tu, ok := vm.AsTuple(r)
	require.True(t, ok)
	s, ok := vm.StrOf(tu.Items[0])
	require.True(t, ok)
	return s
}

// nested builds CPython's bm_json_dumps NESTED value.
func nested(vm *rt.VM) rt.Value {
	simple := vm.NewDictObj()
	simple.SetStr(vm, "key1", rt.SmallInt(0))
	simple.SetStr(vm, "key2", rt.True)
	simple.SetStr(vm, "key3", str(vm, "value"))
	simple.SetStr(vm, "key4", str(vm, "foo"))
	simple.SetStr(vm, "key5", str(vm, "string"))
	d := vm.NewDictObj()
	d.SetStr(vm, "key1", rt.SmallInt(0))
	d.SetStr(vm, "key2", simple.Self())
	d.SetStr(vm, "key3", str(vm, "value"))
	d.SetStr(vm, "key4", simple.Self())
	d.SetStr(vm, "key5", simple.Self())
	d.SetStr(vm, "key", str(vm, "\u0105\u0107\u017c"))
	return d.Self()
}

func TestEncoder(t *testing.T) {
	vm := modtest.NewVM(Modules)
	mod := modtest.Module(t, vm, "_json")
	enc := testEncoder(t, vm, mod, rt.None, ", ", false)
	require.Equal(t, `{"key1": 0, "key2": {"key1": 0, "key2": true, "key3": "value", "key4": "foo", "key5": "string"}, "key3": "value", "key4": {"key1": 0, "key2": true, "key3": "value", "key4": "foo", "key5": "string"}, "key5": {"key1": 0, "key2": true, "key3": "value", "key4": "foo", "key5": "string"}, "key": "\u0105\u0107\u017c"}`,
		encode(t, vm, enc, nested(vm)))
	l := vm.NewList([]rt.Value{rt.FloatValue(0.1), rt.FloatValue(1e22), rt.None, vm.NewTupleCopy(nil), str(vm, "\"\x01\U0001f600")})
	require.Equal(t, `[0.1, 1e+22, null, [], "\"\u0001\ud83d\ude00"]`, encode(t, vm, enc, l))
	ind := testEncoder(t, vm, mod, str(vm, " "), ",", true)
	d := vm.NewDictObj()
	d.SetStr(vm, "b", vm.NewList([]rt.Value{rt.SmallInt(1)}))
	d.SetStr(vm, "a", rt.False)
	require.Equal(t, "{\n \"a\": false,\n \"b\": [\n  1\n ]\n}", encode(t, vm, ind, d.Self()))

	// Circular reference, and a key that is not allowed.
	self := vm.NewList(nil)
	sl, _ := vm.AsList(self)
	sl.Items = append(sl.Items, self)
	_, err := vm.Call(enc, []rt.Value{self, rt.SmallInt(0)}, nil)
	require.Equal(t, "Circular reference detected", modtest.ExcMsg(t, vm, err))
	bad := vm.NewDictObj()
	require.NoError(t, bad.Set(vm, vm.NewTupleCopy(nil), rt.SmallInt(1)))
	_, err = vm.Call(enc, []rt.Value{bad.Self(), rt.SmallInt(0)}, nil)
	require.Equal(t, "keys must be str, int, float, bool or None, not tuple", modtest.ExcMsg(t, vm, err))
}

func TestQuote(t *testing.T) {
	for _, c := range []struct{ in, ascii, uni string }{
		{"abc", `"abc"`, `"abc"`},
		{"a\"b\\c\n\r\t\b\f\x00\x1f\x7f", `"a\"b\\c\n\r\t\b\f\u0000\u001f\u007f"`, "\"a\\\"b\\\\c\\n\\r\\t\\b\\f\\u0000\\u001f\x7f\""},
		{"é中😀", `"\u00e9\u4e2d\ud83d\ude00"`, `"é中😀"`},
		{"\xed\xa0\x80", `"\ud800"`, "\"\xed\xa0\x80\""}, // a lone surrogate in WTF-8
	} {
		require.Equal(t, c.ascii, string(appendQuoted(nil, c.in, true)), c.in)
		require.Equal(t, c.uni, string(appendQuoted(nil, c.in, false)), c.in)
	}
}

func testScanner(t testing.TB, vm *rt.VM, mod rt.Value) rt.Value {
	mk, err := vm.GetAttr(mod, "make_scanner")
	require.NoError(t, err)
	ctx := modtypes.NewNamespace(vm, []string{"strict", "object_hook", "object_pairs_hook", "parse_float", "parse_int", "parse_constant"},
		[]rt.Value{rt.True, rt.None, rt.None, rt.FloatType.Self(), rt.IntType.Self(), rt.None})
	sc, err := vm.Call(mk, []rt.Value{ctx}, nil)
	require.NoError(t, err)
	return sc
}

func TestScanner(t *testing.T) {
	vm := modtest.NewVM(Modules)
	mod := modtest.Module(t, vm, "_json")
	sc := testScanner(t, vm, mod)
	r, err := vm.Call(sc, []rt.Value{str(vm, `x {"a": [1, -2.5e3, "\u00e9\ud83d\ude00", true, null], "é": {}} y`), rt.SmallInt(2)}, nil)
	require.NoError(t, err)
	require.Equal(t, `({'a': [1, -2500.0, 'é😀', True, None], 'é': {}}, 63)`, modtest.Repr(t, vm, r))
	_, err = vm.Call(sc, []rt.Value{str(vm, "  "), rt.SmallInt(1)}, nil)
	e := rt.AsException(err)
	require.NotNil(t, e)
	require.True(t, e.Class() == rt.StopIterationType)
	r = modtest.Call(t, vm, mod, "scanstring", str(vm, `"a\tb\u00e9" tail`), rt.SmallInt(1))
	require.Equal(t, `('a\tbé', 12)`, modtest.Repr(t, vm, r))
}

func benchModule(b *testing.B, vm *rt.VM) rt.Value {
	m, err := vm.BuiltinModule("_json")
	if err != nil || m == nil {
		b.Fatal("no _json", err)
	}
	return m.Self()
}

func BenchmarkEncodeNested(b *testing.B) {
	vm := modtest.NewVM(Modules)
	mod := benchModule(b, vm)
	enc := testEncoder(b, vm, mod, rt.None, ", ", false)
	items := make([]rt.Value, 1000)
	for i := range items {
		items[i] = nested(vm)
	}
	huge := vm.NewList(items)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := vm.Call(enc, []rt.Value{huge, rt.SmallInt(0)}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScanNested(b *testing.B) {
	vm := modtest.NewVM(Modules)
	mod := benchModule(b, vm)
	enc := testEncoder(b, vm, mod, rt.None, ", ", false)
	one := encode(b, vm, enc, nested(vm))
	doc := str(vm, "["+strings.Repeat(one+", ", 999)+one+"]")
	sc := testScanner(b, vm, mod)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := vm.Call(sc, []rt.Value{doc, rt.SmallInt(0)}, nil); err != nil {
			b.Fatal(err)
		}
	}
}
