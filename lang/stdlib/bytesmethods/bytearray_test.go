package bytesmethods

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// bytearray.extend with a bytes-like argument appends it in place: once
// the array has room, extending allocates nothing (it used to copy the
// argument first).
func TestByteArrayExtendBytesNoCopy(t *testing.T) {
	vm := rt.NewVM()
	ba := vm.NewByteArray(make([]byte, 0, 1<<16))
	piece := vm.NewBytes([]byte("0123456789"))
	args := []rt.Value{ba, piece}
	allocs := testing.AllocsPerRun(100, func() {
		vm.Get0(ba).(*rt.ByteArray).B = vm.Get0(ba).(*rt.ByteArray).B[:0]
		for range 50 {
			if _, err := baExtend(vm, args, nil); err != nil {
				t.Fatal(err)
			}
		}
	})
	require.Zero(t, allocs)
	self := []rt.Value{ba, ba}
	_, err := baExtend(vm, self, nil)
	require.NoError(t, err)
	require.Equal(t, []byte("0123456789"), vm.Get0(ba).(*rt.ByteArray).B[500:510])
	require.Len(t, vm.Get0(ba).(*rt.ByteArray).B, 1000)
}

func BenchmarkByteArrayExtendBytes(b *testing.B) {
	vm := rt.NewVM()
	ba := vm.NewByteArray(nil)
	args := []rt.Value{ba, vm.NewBytes([]byte("0123456789abcdef"))}
	for b.Loop() {
		o := vm.Get0(ba).(*rt.ByteArray)
		if len(o.B) > 1<<20 {
			o.B = o.B[:0]
		}
		if _, err := baExtend(vm, args, nil); err != nil {
			b.Fatal(err)
		}
	}
}
