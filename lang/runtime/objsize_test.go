package runtime

import (
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// TestObjectSizes pins the Go sizes of the commonest objects, so that a
// field added to one shows up as the memory it costs in every program
// (Go rounds an allocation up to its size class: 48, 64, 80, 96...).
func TestObjectSizes(t *testing.T) {
	for _, c := range []struct {
		name string
		size uintptr
		max  uintptr
	}{
		{"Head", unsafe.Sizeof(Head{}), 24},
		{"Str", unsafe.Sizeof(Str{}), 64},
		{"List", unsafe.Sizeof(List{}), 48},
		{"Tuple", unsafe.Sizeof(Tuple{}), 64},
		{"BoundMethod", unsafe.Sizeof(BoundMethod{}), 48},
		{"Cell", unsafe.Sizeof(Cell{}), 32},
		{"Instance", unsafe.Sizeof(Instance{}), 48},
		{"Dict", unsafe.Sizeof(Dict{}), 96},
	} {
		require.LessOrEqual(t, c.size, c.max, c.name)
	}
}

// A str's length survives the packing of its fields, for ASCII and
// non-ASCII text, and so do indexing and slicing through the rune cache.
func TestStrLength(t *testing.T) {
	vm := NewVM()
	for _, s := range []string{"", "abc", "añb€", strings.Repeat("x", 70000) + "é"} {
		o := vm.Get(vm.NewStr(s)).(*Str)
		require.Equal(t, len([]rune(s)), o.Len(), s)
		require.Equal(t, []rune(s), o.Runes())
	}
	long := &Str{S: "añ", ascii: false}
	long.setLen(strLong) // as a str of 2**32-1 or more code points records it
	require.Equal(t, 2, long.Len())
}

// BenchmarkNewStr reports the bytes one short str costs (its object;
// the text is shared). Collections every 1024 strs keep the object table
// from growing.
func BenchmarkNewStr(b *testing.B) {
	vm := NewVM()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		vm.NewStr("some important information")
		if i%1024 == 1023 {
			vm.Heap().DropPins()
			vm.Heap().Collect()
		}
	}
}

// BenchmarkNewStrOneChar makes the one-character strs that iterating,
// indexing and splitting text produce: ASCII ones come from a table, not
// a map lookup.
func BenchmarkNewStrOneChar(b *testing.B) {
	vm := NewVM()
	text := "The quick brown fox, 1234567890 {}[]"
	for i := 0; i < b.N; i++ {
		j := i % len(text)
		vm.NewStr(text[j : j+1])
	}
}
