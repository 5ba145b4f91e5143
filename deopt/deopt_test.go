package deopt

import (
	"math"
	"math/big"
	"testing"

	"github.com/cpjit/cpjit/frames"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// Every location kind jit may describe comes back as the interpreter's
// value: words as they are, ints boxed exactly (big beyond the small-int
// range), floats bit-exactly (NaNs canonical), constants, unbound.
func TestRestoreEveryKind(t *testing.T) {
	vm := rt.NewVM()
	var regs Registers
	regs.GP[8] = uint64(rt.SmallInt(-5))
	regs.GP[9] = uint64(math.MaxInt64)
	regs.GP[7] = uint64(1) << 63 // math.MinInt64
	regs.GP[10] = 12345
	regs.XMM[3] = math.Float64bits(math.Copysign(0, -1))
	regs.XMM[4] = 0xFFFF000000000001 // a NaN whose bits collide with tagged words
	regs.XMM[5] = math.Float64bits(1.5)
	regs.GP[11] = 1 << 63            // the least int48, -2**47, shifted left by 16
	regs.GP[12] = (1<<47 - 1) << 16  // the greatest
	regs.GP[13] = uint64(rt.Unbound) // a local not yet assigned (fill_iu)
	rec := frames.Record{PC: 7, Locs: []frames.Loc{
		{Slot: 0, Kind: frames.RegWord, Reg: 8},
		{Slot: 1, Kind: frames.RegInt, Reg: 9},
		{Slot: 2, Kind: frames.RegInt, Reg: 7},
		{Slot: 3, Kind: frames.RegInt, Reg: 10},
		{Slot: 4, Kind: frames.XmmFloat, Reg: 3},
		{Slot: 5, Kind: frames.XmmFloat, Reg: 4},
		{Slot: 6, Kind: frames.XmmFloat, Reg: 5},
		{Slot: 7, Kind: frames.ConstWord, Bits: uint64(rt.True)},
		{Slot: 8, Kind: frames.ConstInt, Bits: uint64(1) << 50},
		{Slot: 9, Kind: frames.Unbound},
		{Slot: 11, Kind: frames.RegInt48, Reg: 11},
		{Slot: 12, Kind: frames.RegInt48, Reg: 12},
		{Slot: 13, Kind: frames.RegInt48, Reg: 13},
	}}
	slots := make([]rt.Value, 14)
	slots[13] = rt.SmallInt(7)  // stale: the record says unbound
	slots[10] = rt.SmallInt(42) // not in the record: left alone
	require.NoError(t, Restore(rec, &regs, slots, vm))

	require.Equal(t, rt.SmallInt(-5), slots[0])
	bigOf := func(v rt.Value) *big.Int {
		i, ok := vm.Heap().Get(v).(*rt.Int)
		require.True(t, ok, "%#x is a big int", uint64(v))
		return &i.V
	}
	require.Equal(t, big.NewInt(math.MaxInt64), bigOf(slots[1]))
	require.Equal(t, big.NewInt(math.MinInt64), bigOf(slots[2]))
	require.Equal(t, rt.SmallInt(12345), slots[3])
	require.Equal(t, math.Float64bits(math.Copysign(0, -1)), uint64(slots[4]))
	require.True(t, slots[5].IsFloat() && math.IsNaN(slots[5].Float()), "NaN stays a float")
	require.Equal(t, rt.FloatValue(1.5), slots[6])
	require.Equal(t, rt.True, slots[7])
	require.Equal(t, big.NewInt(1<<50), bigOf(slots[8]))
	require.Equal(t, rt.Unbound, slots[9])
	require.Equal(t, rt.SmallInt(42), slots[10])
	require.Equal(t, rt.SmallInt(-(1 << 47)), slots[11])
	require.Equal(t, rt.SmallInt(1<<47-1), slots[12])
	require.Equal(t, rt.Unbound, slots[13])
}

func TestRestoreRejects(t *testing.T) {
	var regs Registers
	slots := make([]rt.Value, 2)
	err := Restore(frames.Record{Locs: []frames.Loc{{Slot: 5, Kind: frames.RegWord}}}, &regs, slots, nil)
	require.ErrorContains(t, err, "register 5 of a frame of 2")
	err = Restore(frames.Record{Locs: []frames.Loc{{Slot: 0, Kind: frames.Virtual}},
		Virtuals: []frames.VirtualObj{{Type: VirtualComplex}}}, &regs, slots, nil)
	require.ErrorContains(t, err, "needs a VM")
	vm := rt.NewVM()
	err = Restore(frames.Record{Locs: []frames.Loc{{Slot: 0, Kind: frames.Virtual}},
		Virtuals: []frames.VirtualObj{{Type: 99}}}, &regs, slots, vm)
	require.ErrorContains(t, err, "unknown type 99")
	err = Restore(frames.Record{Locs: []frames.Loc{{Slot: 0, Kind: frames.Virtual}},
		Virtuals: []frames.VirtualObj{{Type: VirtualComplex, Fields: []frames.Loc{{Kind: frames.ConstWord, Bits: uint64(rt.SmallInt(1))}}}}},
		&regs, slots, vm)
	require.ErrorContains(t, err, "two float fields")
	regs.GP[1] = 1 << 62
	err = Restore(frames.Record{Locs: []frames.Loc{{Slot: 0, Kind: frames.RegInt, Reg: 1}}}, &regs, slots, nil)
	require.ErrorContains(t, err, "needs a VM")
	regs.GP[1] = 5<<16 | 1 // not the working form: low bits set
	err = Restore(frames.Record{Locs: []frames.Loc{{Slot: 0, Kind: frames.RegInt48, Reg: 1}}}, &regs, slots, nil)
	require.ErrorContains(t, err, "not a shifted int48")
}

// A virtual complex is allocated once per record however many locations
// name it, from its fields bit-exactly; a location whose slot still holds
// an exact complex keeps that object (identity), and others get new ones.
func TestRestoreVirtualComplex(t *testing.T) {
	vm := rt.NewVM()
	var regs Registers
	regs.XMM[5], regs.XMM[6] = math.Float64bits(1.5), math.Float64bits(math.Copysign(0, -1))
	regs.XMM[7], regs.XMM[12] = math.Float64bits(2), math.Float64bits(3)
	old := vm.NewComplex(complex(2, 3))
	slots := []rt.Value{rt.SmallInt(0), rt.SmallInt(0), old, rt.SmallInt(0)}
	fields := func(a, b uint8) []frames.Loc {
		return []frames.Loc{{Kind: frames.XmmFloat, Reg: a}, {Kind: frames.XmmFloat, Reg: b}}
	}
	rec := frames.Record{
		Locs: []frames.Loc{{Slot: 0, Kind: frames.Virtual, Bits: 0}, {Slot: 1, Kind: frames.Virtual, Bits: 0},
			{Slot: 2, Kind: frames.Virtual, Bits: 1}, {Slot: 3, Kind: frames.Virtual, Bits: 2}},
		Virtuals: []frames.VirtualObj{{Type: VirtualComplex, Fields: fields(5, 6)}, {Type: VirtualComplex, Fields: fields(7, 12)},
			{Type: VirtualComplex, Fields: fields(7, 12)}},
	}
	require.NoError(t, Restore(rec, &regs, slots, vm))
	require.Equal(t, slots[0], slots[1], "one object for one virtual")
	c := vm.Get0(slots[0]).(*rt.Complex)
	require.Equal(t, math.Float64bits(1.5), math.Float64bits(real(c.V)))
	require.Equal(t, math.Float64bits(math.Copysign(0, -1)), math.Float64bits(imag(c.V)), "-0.0 stays negative")
	require.Equal(t, old, slots[2], "the object the registers were filled from is kept")
	require.NotEqual(t, old, slots[3], "an equal value elsewhere is a new object")
	require.Equal(t, complex(2, 3), vm.Get0(slots[3]).(*rt.Complex).V)
}
