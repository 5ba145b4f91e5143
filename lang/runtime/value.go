package runtime

import (
	"math"
)

// Value is one Python value in one 64-bit word, NaN-boxed (docs/architecture.md, "Values and the heap").
//
//	bits 63..48   meaning
//	< 0xFFF9      a float64, stored unboxed (NaNs are canonical, see FloatValue)
//	0xFFF9        a small int: bits 47..0 are a two's-complement int48
//	0xFFFA        an immediate: None, False, True, NotImplemented, Ellipsis, Unbound
//	0xFFFB        a heap handle: bits 47..32 generation, bits 31..0 object-table index
//
// Machine code relies on this layout: a small-int add is a shift-left by 16,
// an ADD with an overflow check and a shift back; a float add is an ADDSD on
// the raw word after checking the tag. Ints outside int48 are heap *Int objects
// holding a big.Int; every int operation normalises its result back into the
// small form when it fits, so two equal ints in the small range are always
// equal words.
type Value uint64

const (
	tagShift  = 48
	tagInt    = 0xFFF9
	tagImm    = 0xFFFA
	tagHandle = 0xFFFB

	// SmallIntMin and SmallIntMax bound the unboxed int range (int48).
	SmallIntMin = -(1 << 47)
	SmallIntMax = 1<<47 - 1

	payloadMask = 1<<48 - 1
	canonNaN    = 0x7FF8000000000000
)

// The immediates.
const (
	None           = Value(tagImm<<tagShift | 0)
	False          = Value(tagImm<<tagShift | 2)
	True           = Value(tagImm<<tagShift | 3)
	NotImplemented = Value(tagImm<<tagShift | 4)
	Ellipsis       = Value(tagImm<<tagShift | 5)
	// Unbound marks an empty local or cell slot; it is never visible to Python.
	Unbound = Value(tagImm<<tagShift | 6)
)

// Tag returns the top 16 bits.
func (v Value) tag() uint64 { return uint64(v) >> tagShift }

// IsFloat reports whether v is an unboxed float.
func (v Value) IsFloat() bool { return v.tag() < tagInt }

// IsSmallInt reports whether v is an unboxed int (never a bool).
func (v Value) IsSmallInt() bool { return v.tag() == tagInt }

// IsHandle reports whether v refers to a heap object.
func (v Value) IsHandle() bool { return v.tag() == tagHandle }

// IsBool reports whether v is True or False.
func (v Value) IsBool() bool { return v == True || v == False }

// FloatValue boxes f. NaNs are stored as one canonical quiet NaN (keeping the
// sign), so no float can collide with a tagged word.
func FloatValue(f float64) Value {
	b := math.Float64bits(f)
	if b>>tagShift >= tagInt {
		// Only NaNs with a negative sign and a large payload land here.
		b = canonNaN | 1<<63
	}
	return Value(b)
}

// Float returns the float64 in v; v must satisfy IsFloat.
func (v Value) Float() float64 { return math.Float64frombits(uint64(v)) }

// SmallInt returns an unboxed int; the caller guarantees
// SmallIntMin <= i <= SmallIntMax (use FitsSmall or VM.NewInt otherwise).
func SmallInt(i int64) Value {
	return Value(tagInt<<tagShift | uint64(i)&payloadMask)
}

// FitsSmall reports whether i fits the unboxed int range.
func FitsSmall(i int64) bool { return i >= SmallIntMin && i <= SmallIntMax }

// Int returns the int64 of a small int; v must satisfy IsSmallInt.
func (v Value) Int() int64 { return int64(uint64(v)<<16) >> 16 }

// Bool converts a Go bool.
func Bool(b bool) Value {
	if b {
		return True
	}
	return False
}

// handle parts
func (v Value) index() uint32 { return uint32(v) }
func (v Value) gen() uint16   { return uint16(uint64(v) >> 32) }

func handleValue(index uint32, gen uint16) Value {
	return Value(tagHandle<<tagShift | uint64(gen)<<32 | uint64(index))
}
