package runtime

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// bytearray.extend with a bytes-like argument appends it in place: once
// the array has room, extending allocates nothing (it used to copy the
// argument first).
func TestByteArrayExtendBytesNoCopy(t *testing.T) {
	vm := NewVM()
	ba := vm.NewByteArray(make([]byte, 0, 1<<16))
	piece := vm.NewBytes([]byte("0123456789"))
	args := []Value{ba, piece}
	allocs := testing.AllocsPerRun(100, func() {
		vm.heap.Get(ba).(*ByteArray).B = vm.heap.Get(ba).(*ByteArray).B[:0]
		for range 50 {
			if _, err := strBAExtend(vm, args, nil); err != nil {
				t.Fatal(err)
			}
		}
	})
	require.Zero(t, allocs)
	self := []Value{ba, ba}
	_, err := strBAExtend(vm, self, nil)
	require.NoError(t, err)
	require.Equal(t, []byte("0123456789"), vm.heap.Get(ba).(*ByteArray).B[500:510])
	require.Len(t, vm.heap.Get(ba).(*ByteArray).B, 1000)
}

func BenchmarkByteArrayExtendBytes(b *testing.B) {
	vm := NewVM()
	ba := vm.NewByteArray(nil)
	args := []Value{ba, vm.NewBytes([]byte("0123456789abcdef"))}
	for b.Loop() {
		o := vm.heap.Get(ba).(*ByteArray)
		if len(o.B) > 1<<20 {
			o.B = o.B[:0]
		}
		if _, err := strBAExtend(vm, args, nil); err != nil {
			b.Fatal(err)
		}
	}
}
