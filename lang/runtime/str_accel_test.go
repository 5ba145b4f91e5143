package runtime

import (
	"fmt"
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

// str.format(**kw) finds its named fields among the keyword arguments
// without building a dict of them: with a few dozen keywords it allocates
// only the result.
func TestStrFormatKwargsNoDict(t *testing.T) {
	vm := NewVM()
	kw := make([]Kwarg, 20)
	for i := range kw {
		kw[i] = Kwarg{Name: fmt.Sprintf("name%d", i), Value: vm.NewStr(fmt.Sprintf("v%d", i))}
	}
	args := []Value{vm.NewStr("{name3}:{name19} {name0}")}
	r, err := strFormatMethod(vm, args, kw)
	require.NoError(t, err)
	s, _ := vm.GoString(r)
	require.Equal(t, "v3:v19 v0", s)
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := strFormatMethod(vm, args, kw); err != nil {
			t.Fatal(err)
		}
		vm.heap.DropPins()
	})
	require.Less(t, allocs, 12.0)
	_, err = strFormatMethod(vm, []Value{vm.NewStr("{nope}")}, kw)
	require.True(t, ExceptionMatches(err, KeyErrorType))
}

func BenchmarkStrFormatKwargs(b *testing.B) {
	vm := NewVM()
	kw := make([]Kwarg, 20)
	for i := range kw {
		kw[i] = Kwarg{Name: fmt.Sprintf("name%d", i), Value: vm.NewStr(fmt.Sprintf("v%d", i))}
	}
	args := []Value{vm.NewStr("{name3}:{name19} {name0}")}
	for b.Loop() {
		if _, err := strFormatMethod(vm, args, kw); err != nil {
			b.Fatal(err)
		}
		vm.heap.DropPins()
	}
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
