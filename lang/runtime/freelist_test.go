package runtime

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Dead instances' memory is recycled by the sweep: once a collection has
// found instances of a layout dead, making new ones allocates nothing
// from Go, and the new instances behave as fresh ones.
func TestInstancesRecycled(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	slots := objNewClass(t, vm, "S", nil, map[string]Value{
		"__slots__": vm.NewTuple([]Value{vm.NewStr("x"), vm.NewStr("y")})})
	noSlots := objNewClass(t, vm, "E", nil, map[string]Value{"__slots__": vm.NewTuple(nil)})
	hinted := objNewClass(t, vm, "H", nil, nil)
	hinted.NoteAttrs(3)
	many := objNewClass(t, vm, "M", nil, nil)
	many.NoteAttrs(6)
	for _, cls := range []*Class{slots, noSlots, hinted, many} {
		vm.Builtins.Dict().SetStr(vm, "cls_"+cls.Name, cls.self) // rooted
	}
	for _, cls := range []*Class{slots, noSlots, hinted, many} {
		names := []string{"x", "y"}
		if cls == noSlots {
			names = nil
		} else if cls == many {
			names = []string{"a", "b", "c", "d", "e", "f"}
		}
		for range 500 {
			o := vm.NewInstance(cls)
			for i, name := range names {
				require.NoError(t, vm.SetAttr(o, name, SmallInt(int64(i))))
			}
		}
		h.DropPins()
		h.Collect()
		n := testing.AllocsPerRun(100, func() { vm.NewInstance(cls) })
		require.Zero(t, n, "Go allocations for a recycled instance of %s", cls.Name)

		o := vm.NewInstance(cls)
		if len(names) > 0 {
			_, err := vm.GetAttr(o, names[0])
			require.Error(t, err, "a recycled %s starts empty", cls.Name)
		}
		for i, name := range names {
			require.NoError(t, vm.SetAttr(o, name, SmallInt(int64(10+i))))
		}
		for i, name := range names {
			v, err := vm.GetAttr(o, name)
			require.NoError(t, err)
			require.Equal(t, SmallInt(int64(10+i)), v)
		}
		h.DropPins()
		h.Collect()
	}
}

// An instance's dict that is still reachable (vars() handed it out) is
// not recycled with its dead instance, and a recycled dict's versions go
// on from its last life, so caches keyed on a dead dict never match.
func TestRecycledDictKeepsLiveDictAndVersions(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	cls := objNewClass(t, vm, "C", nil, nil)
	cls.NoteAttrs(2)
	vm.Builtins.Dict().SetStr(vm, "C", cls.self)
	o := vm.NewInstance(cls)
	require.NoError(t, vm.SetAttr(o, "kept", SmallInt(7)))
	d := vm.Get(o).head().dict
	vm.Builtins.Dict().SetStr(vm, "kept_dict", d.self)

	dead := vm.NewInstance(cls)
	require.NoError(t, vm.SetAttr(dead, "a", SmallInt(1)))
	deadDict := vm.Get(dead).head().dict
	ver, kver := deadDict.Version, deadDict.keysVersion
	h.DropPins()
	h.Collect()
	require.Equal(t, 1, h.freeLists.small.Len(), "only the instance whose dict died is recycled")

	again := vm.Get(vm.NewInstance(cls)).head().dict
	require.Same(t, deadDict, again)
	require.Greater(t, again.Version, ver)
	require.Greater(t, again.keysVersion, kver)
	for i := range 100 {
		require.NoError(t, vm.SetAttr(vm.NewInstance(cls), "kept", SmallInt(int64(i))))
	}
	v, ok := d.GetStr(vm, "kept")
	require.True(t, ok)
	require.Equal(t, SmallInt(7), v)
}

// A free list keeps no more than the program took from the lists since
// the previous collection: memory of instances nobody makes any more
// goes back to Go.
func TestFreeListsTrimmed(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	cls := objNewClass(t, vm, "C", nil, nil)
	cls.NoteAttrs(2)
	vm.Builtins.Dict().SetStr(vm, "C", cls.self)
	for range 300 {
		vm.NewInstance(cls)
	}
	h.DropPins()
	h.Collect()
	require.Equal(t, 300, h.freeLists.small.Len())
	for range 10 {
		vm.NewInstance(cls)
	}
	h.DropPins()
	h.Collect() // trimmed to the 10 taken, then the 10 dead added
	require.Equal(t, 20, h.freeLists.small.Len())
	h.Collect()
	require.Zero(t, h.freeLists.small.Len())
}

// The iterators and ranges for loops make and drop are recycled too: once
// a collection found some dead, making more allocates nothing from Go,
// and a recycled iterator starts from its own sequence's beginning.
func TestIteratorsRecycled(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	l := vm.NewList([]Value{SmallInt(1), SmallInt(2)})
	tu := vm.NewTupleCopy([]Value{SmallInt(3), SmallInt(4)})
	vm.Builtins.Dict().SetStr(vm, "l", l) // rooted
	vm.Builtins.Dict().SetStr(vm, "t", tu)
	d := vm.NewDictObj()
	d.SetStr(vm, "k", SmallInt(6))
	vm.Builtins.Dict().SetStr(vm, "d", d.Self())
	makers := map[string]func() Value{
		"list":  func() Value { it, _ := vm.Iter(l); return it },
		"tuple": func() Value { it, _ := vm.Iter(tu); return it },
		"range": func() Value { it, _ := vm.Iter(vm.NewRange(5, 0, -2)); return it },
		"dict":  func() Value { it, _ := vm.Iter(vm.newDictView(d, ctrDictKeys)); return it },
	}
	for name, mk := range makers {
		for range 200 {
			it := mk()
			_, _, err := vm.Next(it) // leave them half used
			require.NoError(t, err)
		}
		h.DropPins()
		h.Collect()
		n := testing.AllocsPerRun(50, func() { mk() })
		require.Zero(t, n, "Go allocations for a recycled %s iterator", name)
		var got []Value
		for it := mk(); ; {
			v, ok, err := vm.Next(it)
			require.NoError(t, err)
			if !ok {
				break
			}
			got = append(got, v)
		}
		want := map[string][]Value{"list": {SmallInt(1), SmallInt(2)}, "tuple": {SmallInt(3), SmallInt(4)},
			"range": {SmallInt(5), SmallInt(3), SmallInt(1)}, "dict": {vm.NewStr("k")}}[name]
		require.Equal(t, want, got, name)
		h.DropPins()
		h.Collect()
	}
}

// Bound methods (obj.m read as a value, o.m(x, k=1)) are recycled too.
func TestBoundMethodsRecycled(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	self := vm.NewStr("self")
	vm.Builtins.Dict().SetStr(vm, "s", self)
	f, ok := vm.Builtins.Dict().GetStr(vm, "len")
	require.True(t, ok)
	for range 100 {
		vm.NewBoundMethod(f, self)
	}
	h.DropPins()
	h.Collect()
	require.Zero(t, testing.AllocsPerRun(50, func() { vm.NewBoundMethod(f, self) }))
	m := vm.Get(vm.NewBoundMethod(f, SmallInt(3))).(*BoundMethod)
	require.Equal(t, f, m.Func)
	require.Equal(t, SmallInt(3), m.Self)
}

// Dead exact sets and their tables are recycled: once a collection has
// found sets of a size dead, set algebra that makes sets of that size
// allocates nothing from Go, and a set whose body an in-place operation
// swapped with a temporary's keeps its items when the temporary's block
// is reused.
func TestSetsRecycled(t *testing.T) {
	vm := NewVM()
	h := vm.Heap()
	ints := func(lo, hi int) []Value {
		var out []Value
		for i := lo; i < hi; i++ {
			out = append(out, SmallInt(int64(i)))
		}
		return out
	}
	big, err := vm.NewFrozenSet(ints(0, 50))
	require.NoError(t, err)
	few, err := vm.NewFrozenSet(ints(3, 8))
	require.NoError(t, err)
	small, err := vm.NewSet(ints(4, 6))
	require.NoError(t, err)
	vm.Builtins.Dict().SetStr(vm, "big_", big) // rooted
	vm.Builtins.Dict().SetStr(vm, "few_", few)
	vm.Builtins.Dict().SetStr(vm, "small_", small)
	ops := func() {
		for _, op := range []BinOp{OpSub, OpAnd, OpOr} {
			if _, err := vm.Binary(op, big, few); err != nil {
				t.Fatal(err)
			}
		}
	}
	for range 200 {
		ops()
	}
	h.DropPins()
	h.Collect()
	n := testing.AllocsPerRun(20, ops)
	require.Zero(t, n, "Go allocations for set algebra on recycled sets")

	// small &= big swaps small's body with a temporary's; the temporary
	// dies and its block serves the next sets made.
	_, err = vm.InPlace(OpAnd, small, big)
	require.NoError(t, err)
	h.DropPins()
	h.Collect()
	require.Positive(t, h.freeLists.sets.Len())
	for h.freeLists.sets.Len() > 0 {
		_, err := vm.NewSet(ints(100, 104))
		require.NoError(t, err)
	}
	s, _ := vm.AsSet(small)
	require.Equal(t, []Value{SmallInt(4), SmallInt(5)}, s.Items())
}
