package runtime

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func ctrInts(xs ...int64) []Value {
	out := make([]Value, len(xs))
	for i, x := range xs {
		out[i] = SmallInt(x)
	}
	return out
}

func ctrRepr(t *testing.T, vm *VM, v Value) string {
	t.Helper()
	s, err := vm.Repr(v)
	require.NoError(t, err)
	return s
}

func ctrCallMethod(t *testing.T, vm *VM, v Value, name string, args ...Value) Value {
	t.Helper()
	r, err := vm.CallMethod(v, name, args...)
	require.NoError(t, err)
	return r
}

func ctrErrMsg(t *testing.T, vm *VM, err error) string {
	t.Helper()
	require.Error(t, err)
	e := AsException(err)
	require.NotNil(t, e)
	s, serr := vm.Str(e.self)
	require.NoError(t, serr)
	return e.cls.Name + ": " + s
}

func TestCtrSliceIndices(t *testing.T) {
	vm := NewVM()
	cases := []struct {
		start, stop, step Value
		length            int
		want              [4]int
	}{
		{None, None, None, 10, [4]int{0, 10, 1, 10}},
		{SmallInt(2), SmallInt(-2), None, 10, [4]int{2, 8, 1, 6}},
		{None, None, SmallInt(-1), 5, [4]int{4, -1, -1, 5}},
		{SmallInt(-100), SmallInt(100), SmallInt(3), 10, [4]int{0, 10, 3, 4}},
		{SmallInt(8), SmallInt(2), SmallInt(-2), 10, [4]int{8, 2, -2, 3}},
		{SmallInt(5), SmallInt(1), None, 10, [4]int{5, 1, 1, 0}},
		{True, False, None, 3, [4]int{1, 0, 1, 0}},
	}
	for _, c := range cases {
		s, _ := vm.AsSlice(vm.NewSlice(c.start, c.stop, c.step))
		a, b, st, n, err := vm.SliceIndices(s, c.length)
		require.NoError(t, err)
		require.Equal(t, c.want, [4]int{a, b, st, n})
	}
	s, _ := vm.AsSlice(vm.NewSlice(None, None, SmallInt(0)))
	_, _, _, _, err := vm.SliceIndices(s, 3)
	require.Equal(t, "ValueError: slice step cannot be zero", ctrErrMsg(t, vm, err))
	s, _ = vm.AsSlice(vm.NewSlice(vm.NewStr("a"), None, None))
	_, _, _, _, err = vm.SliceIndices(s, 3)
	require.Equal(t, "TypeError: slice indices must be integers or None or have an __index__ method", ctrErrMsg(t, vm, err))
}

func TestCtrListBasics(t *testing.T) {
	vm := NewVM()
	l := vm.NewList(ctrInts(3, 1, 2))
	vm.ListAppend(l, SmallInt(0))
	require.NoError(t, vm.ListExtend(l, vm.NewTuple(ctrInts(9, 8))))
	require.Equal(t, "[3, 1, 2, 0, 9, 8]", ctrRepr(t, vm, l))
	ctrCallMethod(t, vm, l, "sort")
	require.Equal(t, "[0, 1, 2, 3, 8, 9]", ctrRepr(t, vm, l))
	r, err := vm.GetItem(l, vm.NewSlice(None, None, SmallInt(-2)))
	require.NoError(t, err)
	require.Equal(t, "[9, 3, 1]", ctrRepr(t, vm, r))
	require.NoError(t, vm.SetItem(l, vm.NewSlice(SmallInt(1), SmallInt(3), None), vm.NewList(ctrInts(7, 7, 7, 7))))
	require.Equal(t, "[0, 7, 7, 7, 7, 3, 8, 9]", ctrRepr(t, vm, l))
	err = vm.SetItem(l, vm.NewSlice(None, None, SmallInt(2)), vm.NewList(ctrInts(1)))
	require.Equal(t, "ValueError: attempt to assign sequence of size 1 to extended slice of size 4", ctrErrMsg(t, vm, err))
	require.NoError(t, vm.DelItem(l, vm.NewSlice(None, None, SmallInt(3))))
	require.Equal(t, "[7, 7, 7, 3, 9]", ctrRepr(t, vm, l))
	_, err = vm.CallMethod(vm.NewList(nil), "pop")
	require.Equal(t, "IndexError: pop from empty list", ctrErrMsg(t, vm, err))
	_, err = vm.Binary(OpAdd, l, SmallInt(1))
	require.Equal(t, "TypeError: can only concatenate list (not \"int\") to list", ctrErrMsg(t, vm, err))
	_, err = vm.Binary(OpMul, FloatValue(1.5), l)
	require.Equal(t, "TypeError: can't multiply sequence by non-int of type 'float'", ctrErrMsg(t, vm, err))
	r, err = vm.Binary(OpMul, vm.NewList(ctrInts(1, 2)), SmallInt(3))
	require.NoError(t, err)
	require.Equal(t, "[1, 2, 1, 2, 1, 2]", ctrRepr(t, vm, r))
	// Recursive repr.
	rec := vm.NewList(ctrInts(1))
	vm.ListAppend(rec, rec)
	require.Equal(t, "[1, [...]]", ctrRepr(t, vm, rec))
	_, err = vm.Hash(rec)
	require.Equal(t, "TypeError: unhashable type: 'list'", ctrErrMsg(t, vm, err))
}

func TestCtrListCompare(t *testing.T) {
	vm := NewVM()
	a := vm.NewList(ctrInts(1, 2, 3))
	b := vm.NewList(ctrInts(1, 2, 4))
	lt, err := vm.CompareBool(CmpLT, a, b)
	require.NoError(t, err)
	require.True(t, lt)
	eq, err := vm.CompareBool(CmpEQ, a, vm.NewList(ctrInts(1, 2, 3)))
	require.NoError(t, err)
	require.True(t, eq)
	lt, err = vm.CompareBool(CmpLT, vm.NewList(ctrInts(1, 2)), a)
	require.NoError(t, err)
	require.True(t, lt)
	_, err = vm.Compare(CmpLT, vm.NewList([]Value{SmallInt(1)}), vm.NewList([]Value{vm.NewStr("a")}))
	require.Equal(t, "TypeError: '<' not supported between instances of 'int' and 'str'", ctrErrMsg(t, vm, err))
}

func TestCtrSortStableAndLarge(t *testing.T) {
	vm := NewVM()
	// Sort pairs by first element only: stability keeps the second in order.
	var items []Value
	for i := 0; i < 500; i++ {
		items = append(items, vm.NewTuple(ctrInts(int64((i*7919)%13), int64(i))))
	}
	l := vm.NewList(items)
	getFirst := vm.NewBuiltin("first", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.heap.Get(args[0]).(*Tuple).Items[0], nil
	})
	require.NoError(t, vm.ListSort(vm.heap.Get(l).(*List), getFirst, false))
	sorted := vm.heap.Get(l).(*List).Items
	for i := 1; i < len(sorted); i++ {
		a := vm.heap.Get(sorted[i-1]).(*Tuple).Items
		b := vm.heap.Get(sorted[i]).(*Tuple).Items
		require.True(t, a[0].Int() < b[0].Int() || (a[0] == b[0] && a[1].Int() < b[1].Int()), "at %d", i)
	}
	// Big pseudo-random int sort, reverse.
	var xs []Value
	x := int64(12345)
	for i := 0; i < 5000; i++ {
		x = (x*1103515245 + 12345) % 2147483648
		xs = append(xs, SmallInt(x%1000))
	}
	l2 := vm.NewList(xs)
	require.NoError(t, vm.ListSort(vm.heap.Get(l2).(*List), None, true))
	s2 := vm.heap.Get(l2).(*List).Items
	require.Len(t, s2, 5000)
	for i := 1; i < len(s2); i++ {
		require.GreaterOrEqual(t, s2[i-1].Int(), s2[i].Int())
	}
	// Mixed types fail with CPython's message.
	l3 := vm.NewList([]Value{SmallInt(3), SmallInt(1), vm.NewStr("a")})
	err := vm.ListSort(vm.heap.Get(l3).(*List), None, false)
	require.Equal(t, "TypeError: '<' not supported between instances of 'str' and 'int'", ctrErrMsg(t, vm, err))
	require.Len(t, vm.heap.Get(l3).(*List).Items, 3)
}

func TestCtrSortGeneric(t *testing.T) {
	vm := NewVM()
	// Floats mixed with ints use the generic comparison.
	vals := []Value{FloatValue(2.5), SmallInt(1), FloatValue(-1), SmallInt(2), True, FloatValue(0.5)}
	l := vm.NewList(vals)
	require.NoError(t, vm.ListSort(vm.heap.Get(l).(*List), None, false))
	require.Equal(t, "[-1.0, 0.5, 1, True, 2, 2.5]", ctrRepr(t, vm, l))
	strs := vm.NewList([]Value{vm.NewStr("pear"), vm.NewStr("apple"), vm.NewStr("é"), vm.NewStr("Zed")})
	require.NoError(t, vm.ListSort(vm.heap.Get(strs).(*List), None, false))
	require.Equal(t, "['Zed', 'apple', 'pear', 'é']", ctrRepr(t, vm, strs))
}

func TestCtrTuple(t *testing.T) {
	vm := NewVM()
	tu := vm.NewTuple(ctrInts(1))
	require.Equal(t, "(1,)", ctrRepr(t, vm, tu))
	require.Equal(t, "()", ctrRepr(t, vm, EmptyTuple))
	r, err := vm.GetItem(vm.NewTuple(ctrInts(1, 2, 3, 4)), vm.NewSlice(SmallInt(1), None, None))
	require.NoError(t, err)
	require.Equal(t, "(2, 3, 4)", ctrRepr(t, vm, r))
	_, err = vm.Binary(OpAdd, tu, vm.NewList(nil))
	require.Equal(t, "TypeError: can only concatenate tuple (not \"list\") to tuple", ctrErrMsg(t, vm, err))
	n := ctrCallMethod(t, vm, vm.NewTuple(ctrInts(1, 2, 1)), "count", SmallInt(1))
	require.Equal(t, SmallInt(2), n)
	_, err = vm.CallMethod(tu, "index", SmallInt(5))
	require.Equal(t, "ValueError: tuple.index(x): x not in tuple", ctrErrMsg(t, vm, err))
}

func TestCtrRange(t *testing.T) {
	vm := NewVM()
	r := vm.NewRange(0, 10, 3)
	require.Equal(t, "range(0, 10, 3)", ctrRepr(t, vm, r))
	items, err := vm.Collect(r)
	require.NoError(t, err)
	require.Equal(t, ctrInts(0, 3, 6, 9), items)
	ok, err := vm.Contains(r, SmallInt(6))
	require.NoError(t, err)
	require.True(t, ok)
	ok, err = vm.Contains(r, SmallInt(7))
	require.NoError(t, err)
	require.False(t, ok)
	s, err := vm.GetItem(r, vm.NewSlice(None, None, SmallInt(-1)))
	require.NoError(t, err)
	require.Equal(t, "range(9, -3, -3)", ctrRepr(t, vm, s))
	n, err := vm.Len(vm.NewRange(-5, 5, 1))
	require.NoError(t, err)
	require.Equal(t, 10, n)
	// Extreme bounds.
	big := vm.NewRange(SmallIntMin, SmallIntMax, 1<<40)
	n, err = vm.Len(big)
	require.NoError(t, err)
	require.Equal(t, 256, n)
	_, err = vm.Len(vm.NewRange(-1<<62, 1<<62, 1))
	require.Equal(t, "OverflowError: Python int too large to convert to C ssize_t", ctrErrMsg(t, vm, err))
}

func TestCtrDict(t *testing.T) {
	vm := NewVM()
	d := vm.NewDict()
	require.NoError(t, vm.SetItem(d, vm.NewStr("a"), SmallInt(1)))
	require.NoError(t, vm.SetItem(d, SmallInt(2), SmallInt(3)))
	require.Equal(t, "{'a': 1, 2: 3}", ctrRepr(t, vm, d))
	keys := ctrCallMethod(t, vm, d, "keys")
	require.Equal(t, "dict_keys(['a', 2])", ctrRepr(t, vm, keys))
	items := ctrCallMethod(t, vm, d, "items")
	require.Equal(t, "dict_items([('a', 1), (2, 3)])", ctrRepr(t, vm, items))
	other := vm.NewDict()
	require.NoError(t, vm.DictUpdate(other, d))
	require.Equal(t, "{'a': 1, 2: 3}", ctrRepr(t, vm, other))
	err := vm.DictUpdate(other, SmallInt(1))
	require.Equal(t, "TypeError: 'int' object is not a mapping", ctrErrMsg(t, vm, err))
	_, err = vm.CallMethod(vm.NewDict(), "popitem")
	require.Equal(t, "KeyError: 'popitem(): dictionary is empty'", ctrErrMsg(t, vm, err))
	// Recursive repr.
	require.NoError(t, vm.SetItem(d, SmallInt(9), d))
	require.Equal(t, "{'a': 1, 2: 3, 9: {...}}", ctrRepr(t, vm, d))
	// Iteration detects size changes.
	it, err := vm.Iter(d)
	require.NoError(t, err)
	_, _, err = vm.Next(it)
	require.NoError(t, err)
	require.NoError(t, vm.SetItem(d, SmallInt(100), None))
	_, _, err = vm.Next(it)
	require.Equal(t, "RuntimeError: dictionary changed size during iteration", ctrErrMsg(t, vm, err))
}

func TestCtrSetOrder(t *testing.T) {
	vm := NewVM()
	s, err := vm.NewSet(ctrInts(-1, -2, 5, 100, 7))
	require.NoError(t, err)
	require.Equal(t, "{100, 5, 7, -2, -1}", ctrRepr(t, vm, s))
	// A constant set display: CPython builds a frozenset constant and
	// SET_UPDATEs an empty set with it, which changes the table size.
	fs, err := vm.NewFrozenSet(ctrInts(-1, -2, 5, 100, 7))
	require.NoError(t, err)
	require.Equal(t, "frozenset({100, 5, 7, -2, -1})", ctrRepr(t, vm, fs))
	s2, err := vm.NewSet(nil)
	require.NoError(t, err)
	require.NoError(t, vm.SetUpdate(s2, fs))
	require.Equal(t, "{100, 5, -1, 7, -2}", ctrRepr(t, vm, s2))
	// CPython's compiler also rebuilds frozenset constants from their own
	// iteration order (merge_consts_recursive): frozenset(list(frozenset(src))).
	fs1, _ := vm.NewFrozenSet(ctrInts(48, 40, 32, 24, 16, 8))
	fs1s, _ := vm.AsSet(fs1)
	fs2, _ := vm.NewFrozenSet(fs1s.Items())
	require.Equal(t, "frozenset({32, 8, 40, 48, 16, 24})", ctrRepr(t, vm, fs2))
	fss, _ := vm.AsSet(fs)
	fs3, _ := vm.NewFrozenSet(fss.Items())
	s4, _ := vm.NewSet(nil)
	require.NoError(t, vm.SetUpdate(s4, fs3))
	require.Equal(t, "{100, 5, -1, 7, -2}", ctrRepr(t, vm, s4))
	for _, c := range []struct {
		src  []Value
		want string
	}{
		{ctrInts(0, 8, 16, 24, 32, 40), "{0, 32, 16, 8, 24, 40}"},
		{[]Value{SmallInt(1), FloatValue(2.5), SmallInt(-3), FloatValue(4), FloatValue(1e100), FloatValue(-0.5)}, "{-0.5, 1, 2.5, 1e+100, 4.0, -3}"},
	} {
		a, _ := vm.NewFrozenSet(c.src)
		as, _ := vm.AsSet(a)
		b, _ := vm.NewFrozenSet(as.Items())
		d, _ := vm.NewSet(nil)
		require.NoError(t, vm.SetUpdate(d, b))
		require.Equal(t, c.want, ctrRepr(t, vm, d))
	}
	// Dummies: the last dummy on the probe path is reused.
	s3, _ := vm.NewSet(ctrInts(0, 8, 16))
	ctrCallMethod(t, vm, s3, "discard", SmallInt(0))
	ctrCallMethod(t, vm, s3, "discard", SmallInt(8))
	require.NoError(t, vm.SetAdd(s3, SmallInt(24)))
	require.NoError(t, vm.SetAdd(s3, SmallInt(32)))
	require.Equal(t, "{32, 24, 16}", ctrRepr(t, vm, s3))
	// Unhashable items.
	_, err = vm.NewSet([]Value{vm.NewList(nil)})
	require.Equal(t, "TypeError: unhashable type: 'list'", ctrErrMsg(t, vm, err))
	_, err = vm.CallMethod(vm.NewDict(), "pop")
	require.Equal(t, "TypeError: pop expected at least 1 argument, got 0", ctrErrMsg(t, vm, err))
	e, _ := vm.NewSet(nil)
	_, err = vm.CallMethod(e, "pop")
	require.Equal(t, "KeyError: 'pop from an empty set'", ctrErrMsg(t, vm, err))
}

func TestCtrFrozensetHash(t *testing.T) {
	vm := NewVM()
	// Values from CPython 3.13.
	f, _ := vm.NewFrozenSet(nil)
	h, err := vm.Hash(f)
	require.NoError(t, err)
	require.Equal(t, int64(133146708735736), h)
	f, _ = vm.NewFrozenSet(ctrInts(1, 2, 3))
	h, err = vm.Hash(f)
	require.NoError(t, err)
	require.Equal(t, int64(-272375401224217160), h)
}

func TestCtrBuiltins(t *testing.T) {
	vm := NewVM()
	call := func(name string, args ...Value) (Value, error) {
		f, ok := vm.Builtins.Dict().GetStr(vm, name)
		require.True(t, ok, name)
		return vm.Call(f, args, nil)
	}
	r, err := call("sum", vm.NewList([]Value{FloatValue(0.1), FloatValue(0.1), FloatValue(0.1), FloatValue(0.1), FloatValue(0.1), FloatValue(0.1), FloatValue(0.1), FloatValue(0.1), FloatValue(0.1), FloatValue(0.1)}))
	require.NoError(t, err)
	require.Equal(t, FloatValue(1.0), r)
	r, err = call("max", vm.NewList(ctrInts(3, 9, 2)))
	require.NoError(t, err)
	require.Equal(t, SmallInt(9), r)
	_, err = call("min", vm.NewList(nil))
	require.Equal(t, "ValueError: min() iterable argument is empty", ctrErrMsg(t, vm, err))
	r, err = call("sorted", vm.NewTuple(ctrInts(3, 1, 2)))
	require.NoError(t, err)
	require.Equal(t, "[1, 2, 3]", ctrRepr(t, vm, r))
	r, err = call("isinstance", True, vm.NewTupleCopy([]Value{StrType.self, vm.NewTupleCopy([]Value{IntType.self})}))
	require.NoError(t, err)
	require.Equal(t, True, r)
	_, err = call("isinstance", SmallInt(1), SmallInt(1))
	require.Equal(t, "TypeError: isinstance() arg 2 must be a type, a tuple of types, or a union", ctrErrMsg(t, vm, err))
	z, err := call("zip", vm.NewList(ctrInts(1, 2)), vm.NewStr("ab"))
	require.NoError(t, err)
	zl, err := vm.Collect(z)
	require.NoError(t, err)
	require.Equal(t, "[(1, 'a'), (2, 'b')]", ctrRepr(t, vm, vm.NewList(zl)))
	en, err := call("enumerate", vm.NewStr("xy"))
	require.NoError(t, err)
	el, err := vm.Collect(en)
	require.NoError(t, err)
	require.Equal(t, "[(0, 'x'), (1, 'y')]", ctrRepr(t, vm, vm.NewList(el)))
	rv, err := call("reversed", vm.NewTuple(ctrInts(1, 2, 3)))
	require.NoError(t, err)
	rl, err := vm.Collect(rv)
	require.NoError(t, err)
	require.Equal(t, ctrInts(3, 2, 1), rl)
}

// TestCtrNoAllocIteration checks that iterating lists and ranges and
// indexing lists allocate nothing per item.
func TestCtrNoAllocIteration(t *testing.T) {
	vm := NewVM()
	l := vm.NewList(ctrInts(1, 2, 3, 4, 5, 6, 7, 8))
	it, err := vm.Iter(l)
	require.NoError(t, err)
	r, err := vm.Iter(vm.NewRange(0, 1<<40, 1))
	require.NoError(t, err)
	d := vm.NewDict()
	key := vm.NewStr("key")
	require.NoError(t, vm.SetItem(d, key, SmallInt(1)))
	require.NoError(t, vm.SetItem(d, SmallInt(7), SmallInt(1)))
	allocs := testing.AllocsPerRun(1000, func() {
		if _, _, err := vm.Next(r); err != nil {
			t.Fatal(err)
		}
		if _, err := vm.GetItem(l, SmallInt(3)); err != nil {
			t.Fatal(err)
		}
		if _, err := vm.GetItem(d, key); err != nil {
			t.Fatal(err)
		}
		if _, err := vm.GetItem(d, SmallInt(7)); err != nil {
			t.Fatal(err)
		}
		if err := vm.SetItem(d, SmallInt(7), SmallInt(2)); err != nil {
			t.Fatal(err)
		}
	})
	require.Zero(t, allocs)
	for i := 0; i < 8; i++ {
		_, ok, err := vm.Next(it)
		require.NoError(t, err)
		require.True(t, ok)
	}
}

func BenchmarkCtrListIter(b *testing.B) {
	vm := NewVM()
	items := make([]Value, 1000)
	for i := range items {
		items[i] = SmallInt(int64(i))
	}
	l := vm.NewList(items)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		it, _ := vm.Iter(l)
		for {
			_, ok, _ := vm.Next(it)
			if !ok {
				break
			}
		}
		vm.heap.DropPins()
	}
}

func BenchmarkCtrDictStrGet(b *testing.B) {
	vm := NewVM()
	d := vm.NewDict()
	keys := make([]Value, 100)
	for i := range keys {
		keys[i] = vm.NewStr("key" + string(rune('a'+i%26)) + string(rune('a'+i/26)))
		_ = vm.SetItem(d, keys[i], SmallInt(int64(i)))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, _ = vm.GetItem(d, keys[i%len(keys)])
	}
}

func BenchmarkCtrSetAddContains(b *testing.B) {
	vm := NewVM()
	s, _ := vm.NewSet(nil)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := SmallInt(int64(i % 4096))
		_ = vm.SetAdd(s, k)
		_, _ = vm.Contains(s, k)
	}
}

func BenchmarkCtrSortInts(b *testing.B) {
	vm := NewVM()
	base := make([]Value, 10000)
	x := int64(1)
	for i := range base {
		x = (x*1103515245 + 12345) % 2147483648
		base[i] = SmallInt(x)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l := &List{Items: append([]Value(nil), base...)}
		_ = vm.ListSort(l, None, false)
	}
}

// sum() and list.extend() (and set(), alike) attach a sink to a
// generator they drain (rt.Drainer); iterating anything else must not cost
// them the sink's allocation: the iterator is all they allocate here.
func TestCtrSinkOnlyForDrainers(t *testing.T) {
	vm := NewVM()
	r := vm.NewRange(0, 6, 1)
	l := vm.NewList(nil)
	lo, _ := vm.Get0(l).(*List)
	iter := testing.AllocsPerRun(200, func() {
		if _, err := vm.Iter(r); err != nil {
			t.Fatal(err)
		}
	})
	require.Equal(t, iter, testing.AllocsPerRun(200, func() {
		if _, err := vm.ctrSum(r, Unbound); err != nil {
			t.Fatal(err)
		}
	}), "sum")
	require.Equal(t, iter, testing.AllocsPerRun(200, func() {
		lo.Items = lo.Items[:0]
		if err := vm.ctrListExtend(lo, r); err != nil {
			t.Fatal(err)
		}
	}), "extend")
}

// list + list and tuple + tuple of exact types are concatenated without
// calling __add__ (seqConcat): the result's items and object are all that
// is allocated. A subclass still goes through its methods.
func TestCtrSeqConcatFast(t *testing.T) {
	vm := NewVM()
	a, b := vm.NewList(ctrInts(1, 2, 3)), vm.NewList(ctrInts(4, 5))
	ta, tb := vm.NewTuple(ctrInts(1, 2)), vm.NewTuple(ctrInts(3))
	var r Value
	for _, c := range []struct {
		x, y Value
		want string
	}{{a, b, "[1, 2, 3, 4, 5]"}, {ta, tb, "(1, 2, 3)"}} {
		allocs := testing.AllocsPerRun(200, func() {
			var err error
			if r, err = vm.Binary(OpAdd, c.x, c.y); err != nil {
				t.Fatal(err)
			}
			vm.heap.DropPins()
		})
		s, err := vm.Repr(r)
		require.NoError(t, err)
		require.Equal(t, c.want, s)
		require.LessOrEqual(t, allocs, 2.0, "%s: the items and the object", c.want)
	}
}
