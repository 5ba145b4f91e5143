package runtime

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func modTestBytes(t *testing.T, vm *VM, v Value) []byte {
	t.Helper()
	b, ok := vm.Get0(v).(*Bytes)
	require.True(t, ok, "not bytes: %s", vm.TypeName(v))
	return b.B
}

func TestModStructPack(t *testing.T) {
	vm := NewVM()
	mod := modTestModule(t, vm, "struct")
	pack := func(format string, vals ...Value) []byte {
		return modTestBytes(t, vm, modTestCall(t, vm, mod, "pack", append([]Value{vm.NewStr(format)}, vals...)...))
	}
	// Expected bytes printed by CPython 3.13.
	require.Equal(t, []byte("\xff\xff\x02\x00\xfd\xff\xff\xff\x04\x00\x00\x00\xfb\xff\xff\xff\xff\xff\xff\xff\x06\x00\x00\x00\x00\x00\x00\x00"),
		pack("<hHiIqQ", SmallInt(-1), SmallInt(2), SmallInt(-3), SmallInt(4), SmallInt(-5), SmallInt(6)))
	require.Equal(t, []byte("?\xf8\x00\x00\x00\x00\x00\x00"), pack(">d", FloatValue(1.5)))
	require.Equal(t, []byte("\xcd\xcc\xcc="), pack("<f", FloatValue(0.1)))
	require.Equal(t, []byte("\x00>"), pack("e", FloatValue(1.5)))
	require.Equal(t, []byte("ab\x00\x00\x00"), pack("5s", vm.NewBytes([]byte("ab"))))
	require.Equal(t, []byte("\x02ab"), pack("3p", vm.NewBytes([]byte("abcd"))))
	require.Equal(t, []byte("\x01\x00\x00\x00\x02\x00\x00\x00"), pack("@bi", SmallInt(1), SmallInt(2)))
	require.Equal(t, []byte("\xde\xad\xbe\xef"), pack("!I", vm.NewInt(0xdeadbeef)))

	size := func(format string) int64 {
		return modTestCall(t, vm, mod, "calcsize", vm.NewStr(format)).Int()
	}
	require.Equal(t, int64(16), size("@bhiq"))
	require.Equal(t, int64(15), size("=bhiq"))
	require.Equal(t, int64(8), size("@ci"))
	require.Equal(t, int64(8), size("@hi0q"))
	require.Equal(t, int64(11), size("ii 3x"))

	_, err := vm.CallMethod(mod, "pack", vm.NewStr("b"), SmallInt(200))
	require.Error(t, err)
	require.Equal(t, "'b' format requires -128 <= number <= 127", modTestExcMsg(t, vm, err))
	require.True(t, ExceptionMatches(err, StructErrorType))
	_, err = vm.CallMethod(mod, "unpack", vm.NewStr("i"), vm.NewBytes([]byte("ab")))
	require.Equal(t, "unpack requires a buffer of 4 bytes", modTestExcMsg(t, vm, err))

	r := modTestCall(t, vm, mod, "unpack", vm.NewStr("<hQ"), vm.NewBytes([]byte("\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff")))
	require.Equal(t, "(-1, 18446744073709551615)", modTestRepr(t, vm, r))
}

func TestModHalfFloat(t *testing.T) {
	for _, c := range []struct {
		f float64
		h uint16
	}{{1.5, 0x3e00}, {65504, 0x7bff}, {-2.5, 0xc100}, {6.1e-05, 0x03ff}, {1e-8, 0}, {0.333, 0x3554}, {1.0009765625, 0x3c01}, {1.00048828125, 0x3c00}} {
		h, ok := modFloatToHalf(c.f)
		require.True(t, ok)
		require.Equal(t, c.h, h, "%v", c.f)
	}
	_, ok := modFloatToHalf(1e10)
	require.False(t, ok)
	require.Equal(t, 65504.0, modHalfToFloat(0x7bff))
}

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

func TestModSys(t *testing.T) {
	vm := NewVM()
	var out bytes.Buffer
	vm.Stdout = &out
	vm.Argv = []string{"prog.py", "x"}
	sys := modTestModule(t, vm, "sys")
	require.Equal(t, vm.Sys.Self(), sys)
	argv, err := vm.GetAttr(sys, "argv")
	require.NoError(t, err)
	require.Equal(t, "['prog.py', 'x']", modTestRepr(t, vm, argv))
	stdout, err := vm.GetAttr(sys, "stdout")
	require.NoError(t, err)
	n := modTestCall(t, vm, stdout, "write", vm.NewStr("héllo\n"))
	require.Equal(t, int64(6), n.Int())
	require.Equal(t, "héllo\n", out.String())
	w, ok := vm.StdStreamWriter(stdout)
	require.True(t, ok)
	require.Equal(t, &out, w)
	vi, err := vm.GetAttr(sys, "version_info")
	require.NoError(t, err)
	require.Equal(t, "sys.version_info(major=3, minor=13, micro=0, releaselevel='final', serial=0)", modTestRepr(t, vm, vi))
	_, err = vm.CallMethod(sys, "exit", SmallInt(3))
	require.True(t, ExceptionMatches(err, SystemExitType))
	require.Equal(t, int64(3), AsException(err).Value.Int())
	_, err = vm.CallMethod(sys, "setrecursionlimit", SmallInt(0))
	require.Equal(t, "recursion limit must be greater or equal than 1", modTestExcMsg(t, vm, err))
	modTestCall(t, vm, sys, "set_int_max_str_digits", SmallInt(1000))
	require.Equal(t, 1000, vm.IntMaxStrDigits())
	ver, err := vm.GetAttr(sys, "version")
	require.NoError(t, err)
	s, _ := vm.GoString(ver)
	require.True(t, strings.HasPrefix(s, "3.13.0"))

	vm.Stdin = strings.NewReader("line one\nline two\n")
	stdin, err := vm.GetAttr(sys, "stdin")
	require.NoError(t, err)
	require.Equal(t, "'line one\\n'", modTestRepr(t, vm, modTestCall(t, vm, stdin, "readline")))
	require.Equal(t, "['line two\\n']", modTestRepr(t, vm, modTestCall(t, vm, stdin, "readlines")))
}

func TestModArray(t *testing.T) {
	vm := NewVM()
	arr := modTestModule(t, vm, "array")
	a := modTestCall(t, vm, arr, "array", vm.NewStr("h"), vm.NewList([]Value{SmallInt(1), SmallInt(-2)}))
	require.Equal(t, "array('h', [1, -2])", modTestRepr(t, vm, a))
	require.Equal(t, []byte{1, 0, 0xfe, 0xff}, modTestBytes(t, vm, modTestCall(t, vm, a, "tobytes")))
	_, err := vm.CallMethod(arr, "array", vm.NewStr("b"), vm.NewList([]Value{SmallInt(128)}))
	require.Equal(t, "signed char is greater than maximum", modTestExcMsg(t, vm, err))

}

// modTestModule imports a Go module through the VM API.
func modTestModule(t *testing.T, vm *VM, name string) Value {
	t.Helper()
	m, err := vm.BuiltinModule(name)
	require.NoError(t, err)
	require.NotNil(t, m)
	return m.Self()
}

func modTestCall(t *testing.T, vm *VM, obj Value, name string, args ...Value) Value {
	t.Helper()
	r, err := vm.CallMethod(obj, name, args...)
	require.NoError(t, err)
	return r
}

func modTestRepr(t *testing.T, vm *VM, v Value) string {
	t.Helper()
	s, err := vm.Repr(v)
	require.NoError(t, err)
	return s
}

func modTestExcMsg(t *testing.T, vm *VM, err error) string {
	t.Helper()
	e := AsException(err)
	require.NotNil(t, e, "not a Python exception: %v", err)
	s, serr := vm.Str(e.self)
	require.NoError(t, serr)
	return s
}
