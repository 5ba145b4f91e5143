package structmod

import (
	"testing"

	"github.com/cpjit/cpjit/lang/internal/pynum"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func TestModStructPack(t *testing.T) {
	vm := modtest.NewVM(Modules)
	mod := modtest.Module(t, vm, "struct")
	pack := func(format string, vals ...rt.Value) []byte {
		return modtest.Bytes(t, vm, modtest.Call(t, vm, mod, "pack", append([]rt.Value{vm.NewStr(format)}, vals...)...))
	}
	// Expected bytes printed by CPython 3.13.
	require.Equal(t, []byte("\xff\xff\x02\x00\xfd\xff\xff\xff\x04\x00\x00\x00\xfb\xff\xff\xff\xff\xff\xff\xff\x06\x00\x00\x00\x00\x00\x00\x00"),
		pack("<hHiIqQ", rt.SmallInt(-1), rt.SmallInt(2), rt.SmallInt(-3), rt.SmallInt(4), rt.SmallInt(-5), rt.SmallInt(6)))
	require.Equal(t, []byte("?\xf8\x00\x00\x00\x00\x00\x00"), pack(">d", rt.FloatValue(1.5)))
	require.Equal(t, []byte("\xcd\xcc\xcc="), pack("<f", rt.FloatValue(0.1)))
	require.Equal(t, []byte("\x00>"), pack("e", rt.FloatValue(1.5)))
	require.Equal(t, []byte("ab\x00\x00\x00"), pack("5s", vm.NewBytes([]byte("ab"))))
	require.Equal(t, []byte("\x02ab"), pack("3p", vm.NewBytes([]byte("abcd"))))
	require.Equal(t, []byte("\x01\x00\x00\x00\x02\x00\x00\x00"), pack("@bi", rt.SmallInt(1), rt.SmallInt(2)))
	require.Equal(t, []byte("\xde\xad\xbe\xef"), pack("!I", vm.NewInt(0xdeadbeef)))

	size := func(format string) int64 {
		return modtest.Call(t, vm, mod, "calcsize", vm.NewStr(format)).Int()
	}
	require.Equal(t, int64(16), size("@bhiq"))
	require.Equal(t, int64(15), size("=bhiq"))
	require.Equal(t, int64(8), size("@ci"))
	require.Equal(t, int64(8), size("@hi0q"))
	require.Equal(t, int64(11), size("ii 3x"))

	_, err := vm.CallMethod(mod, "pack", vm.NewStr("b"), rt.SmallInt(200))
	require.Error(t, err)
	require.Equal(t, "'b' format requires -128 <= number <= 127", modtest.ExcMsg(t, vm, err))
	require.True(t, rt.ExceptionMatches(err, StructErrorType))
	_, err = vm.CallMethod(mod, "unpack", vm.NewStr("i"), vm.NewBytes([]byte("ab")))
	require.Equal(t, "unpack requires a buffer of 4 bytes", modtest.ExcMsg(t, vm, err))

	r := modtest.Call(t, vm, mod, "unpack", vm.NewStr("<hQ"), vm.NewBytes([]byte("\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff")))
	require.Equal(t, "(-1, 18446744073709551615)", modtest.Repr(t, vm, r))
}

func TestModHalfFloat(t *testing.T) {
	for _, c := range []struct {
		f float64
		h uint16
	}{{1.5, 0x3e00}, {65504, 0x7bff}, {-2.5, 0xc100}, {6.1e-05, 0x03ff}, {1e-8, 0}, {0.333, 0x3554}, {1.0009765625, 0x3c01}, {1.00048828125, 0x3c00}} {
		h, ok := pynum.FloatToHalf(c.f)
		require.True(t, ok)
		require.Equal(t, c.h, h, "%v", c.f)
	}
	_, ok := pynum.FloatToHalf(1e10)
	require.False(t, ok)
	require.Equal(t, 65504.0, pynum.HalfToFloat(0x7bff))
}
