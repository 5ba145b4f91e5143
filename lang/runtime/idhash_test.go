package runtime

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Objects hashed by identity (object.__hash__: instances, classes,
// functions) never share a hash while alive, and objects allocated one
// after another differ in their low bits, the ones a set or dict indexes
// its table with.
func TestIDHashSpreadsNeighbours(t *testing.T) {
	vm := NewVM()
	cls, err := vm.NewClass(TypeType, "H", nil, vm.NewDictObj())
	require.NoError(t, err)
	seen := map[int64]bool{}
	low := map[int64]bool{}
	for i := 0; i < 64; i++ {
		h, err := vm.Hash(vm.NewInstance(cls))
		require.NoError(t, err)
		require.GreaterOrEqual(t, h, int64(0))
		require.False(t, seen[h], "two live instances share hash %d", h)
		seen[h] = true
		low[h&63] = true
	}
	require.GreaterOrEqual(t, len(low), 32, "64 neighbouring instances use %d of 64 slots of a 64-slot table", len(low))

	// The builtin types a program dispatches on (a frozenset of scalar
	// types, a dict keyed by type) have distinct hashes.
	types := map[int64]*Class{}
	for _, c := range []*Class{IntType, StrType, FloatType, BoolType, BytesType, TupleType, ListType, DictType, NoneType, ComplexType, ByteArrayType, SetType} {
		h, err := vm.Hash(c.self)
		require.NoError(t, err)
		require.Nil(t, types[h], "%s and %s share a hash", c.Name, types[h])
		types[h] = c
	}
}

// A set of instances: each membership test finds its key at the first
// probe instead of comparing colliding keys with __eq__.
func BenchmarkSetOfInstances(b *testing.B) {
	vm := NewVM()
	cls, err := vm.NewClass(TypeType, "H", nil, vm.NewDictObj())
	if err != nil {
		b.Fatal(err)
	}
	objs := make([]Value, 1000)
	for i := range objs {
		objs[i] = vm.NewInstance(cls)
	}
	s, _ := vm.NewSet(objs)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if ok, err := vm.Contains(s, objs[i%len(objs)]); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}
