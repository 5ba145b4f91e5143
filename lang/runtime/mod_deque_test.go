package runtime

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestModDeque(t *testing.T) {
	vm := NewVM()
	d := vm.NewDeque(nil, 3)
	dq := vm.Get(d).(*Deque)
	for i := int64(0); i < 5; i++ {
		modTestCall(t, vm, d, "append", SmallInt(i))
	}
	require.Equal(t, "deque([2, 3, 4], maxlen=3)", modTestRepr(t, vm, d))
	modTestCall(t, vm, d, "appendleft", SmallInt(9))
	require.Equal(t, "deque([9, 2, 3], maxlen=3)", modTestRepr(t, vm, d))
	require.Equal(t, int64(3), modTestCall(t, vm, d, "pop").Int())
	require.Equal(t, int64(9), modTestCall(t, vm, d, "popleft").Int())
	require.Equal(t, 1, dq.Len())
	modTestCall(t, vm, d, "pop")
	_, err := vm.CallMethod(d, "pop")
	require.Equal(t, "pop from an empty deque", modTestExcMsg(t, vm, err))

	// Growth and rotation on an unbounded deque.
	u := vm.NewDeque(nil, -1)
	for i := int64(0); i < 100; i++ {
		modTestCall(t, vm, u, "appendleft", SmallInt(i))
	}
	modTestCall(t, vm, u, "rotate", SmallInt(3))
	items := vm.Get(u).(*Deque).Items()
	require.Equal(t, int64(2), items[0].Int())
	require.Equal(t, int64(3), items[99].Int())
	v, err := vm.GetItem(u, SmallInt(-1))
	require.NoError(t, err)
	require.Equal(t, int64(3), v.Int())
	n, err := vm.Len(u)
	require.NoError(t, err)
	require.Equal(t, 100, n)

	// The collector traces deque items.
	s := vm.NewStr("kept alive")
	modTestCall(t, vm, u, "append", s)
	vm.Heap().DropPins()
	vm.Modules.SetStr(vm, "__test_deque__", u)
	vm.Heap().Collect()
	require.Equal(t, "'kept alive'", modTestRepr(t, vm, vm.Get(u).(*Deque).at(100)))
}
