// Package frames holds the compressed stackmaps that describe frames
// running machine code whose Python values do not all live in their home
// slots.
//
// # Data path
//
// Machine code keeps some Python values outside their home frame slots:
// in machine registers, unboxed, or as constants it knows. At every point
// where it can leave to Go (an exit: a failed guard, a poll, a call, a
// return) the values must be put back before anything looks at the
// frame. So when package jit compiles a unit it makes one [Record] per
// exit, saying, by the exit's machine-code offset, the bytecode index to
// resume at and where each value that is not in its home slot lives, and
// [Encode] turns the unit's records into one blob. Decode makes a [Map]
// of the blob, which the unit keeps. At an exit, jit computes the exit's
// offset from the unit's start (the exit stencil leaves its address in
// the context), finds its record with [Map.Lookup], and package deopt
// writes the values the record describes back into the interpreter
// frame. A [Table] finds the unit whose code holds an arbitrary address,
// for tools that start from a raw address.
//
// # Blob format
//
// Integers are varints as encoding/binary writes them: "uvarint" is
// unsigned, "zig-zag" is a signed varint.
//
//	blob     = version count-of-records count-of-lists list* record*
//	version  = byte 1
//	list     = uvarint count, loc*  (the locations, with slots)
//	           uvarint count, virtual*
//	virtual  = uvarint Type, uvarint count, field*  (fields have no slot)
//	loc      = slot-delta kind payload
//	field    = kind payload
//	record   = uvarint offset-delta, head, [zig-zag pc-delta], [uvarint list]
//
// A location list is everything a record says about values (its Locs and
// its Virtuals): Virtual locations index the virtual objects of the same
// list, so the two are kept, and deduplicated, together. Encode keeps one
// copy of each distinct list (keyed by its encoded bytes), in the order
// of first use.
//
// A location's slot is, for the first location of a list, the slot
// itself, and for the others the gap from the slot before minus one
// (slots strictly increase, so a run of adjacent slots costs a zero byte
// each). The kind byte is the LocKind, and the payload depends on it: a
// register byte for RegWord, RegInt, XmmFloat and RegInt48; the word as a uvarint
// for ConstWord; int64(Bits) as a zig-zag for ConstInt (small negative
// constants stay short); the virtual object's index as a uvarint for
// Virtual; nothing for Unbound. A virtual object's fields carry no slot:
// Loc.Slot of a field is not encoded and decodes as 0.
//
// A record's offset is the delta from the previous record's offset (the
// first record's from 0); since offsets strictly increase, later deltas
// are at least 1. The head byte packs the rest of a typical record:
//
//	bits 0-1  the Kind
//	bit  2    set: the same location list as the previous record
//	          (no list index follows); clear: a uvarint list index follows
//	bits 3-7  the pc delta d from the previous record's pc (the first
//	          record's from 0) as d+8 when d is in [-8, 22]; 31 when d is
//	          elsewhere, and a zig-zag d follows the head byte
//
// The exits of a loop share a list and lie a few bytes and a few
// instructions apart, so such a record costs two bytes: its offset delta
// and its head byte.
//
// Decode accepts any bytes: it checks every count against the bytes left
// before allocating for it, every value against its range (offsets and
// pcs fit 32 bits, offsets strictly increase, registers are below 16,
// slots strictly increase, list and virtual indexes are in range, no
// virtual object contains itself) and that the records end the blob, and
// it returns an error wrapping [ErrCorrupt] otherwise.
//
// # Lookup
//
// Decode also builds a sparse index: for records 0, 16, 32 and so on,
// the decoder's state after the record (its offset, pc, list and kind,
// and the byte position of the record after it). Lookup binary-searches
// the index for the last indexed record at or before the offset and
// decodes at most the 15 records that follow it; it does not allocate,
// since the records it returns share the lists Decode decoded.
//
// The index is built, not stored. Stored, an entry (absolute offset, pc,
// list and byte position) would take five bytes or more per 16 records,
// about 0.3 bytes per record on records that take about two; Decode has
// to walk every record anyway to validate the blob, so building it costs
// nothing more. [Map.Size] reports the blob's bytes, the form a unit's
// stackmap takes and what its compactness is measured by; [Map.Footprint]
// reports every byte the Map keeps in memory: the blob, the index (20
// bytes per 16 records) and the decoded location lists.
package frames
