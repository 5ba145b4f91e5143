// Package frames holds the compressed stackmaps that describe frames
// running machine code whose Python values do not all live in their home
// slots (DESIGN.md §9).
//
// Data path. When jit compiles a unit it keeps some Python registers of
// its loops in machine registers. For every exit inside such a loop
// (a failed guard, a poll, a call, a return, an instruction left to the
// interpreter) it records, by the exit's machine-code offset, the
// bytecode index to resume at and where each value that is not in its
// home slot lives; Encode turns the records into one blob per unit. At an
// exit, jit finds the record with Map.Lookup (the exit stencil leaves its
// own address in the context; minus the unit's base, that is the
// offset) and package deopt writes the values back into the frame before
// anything else can look at it. Table finds the unit that holds an
// arbitrary code address, for tools that start from a raw address.
//
// Blob format (all integers are varints as encoding/binary writes them;
// "zig-zag" means a signed varint):
//
//	version byte (1)
//	uvarint  number of records
//	uvarint  number of location lists
//	lists    each: uvarint number of locations, the locations, uvarint
//	         number of virtual objects, each: uvarint type, uvarint
//	         number of fields, the field locations
//	records  each: uvarint offset delta (from the previous record; the
//	         first from 0; later deltas are at least 1), a head byte, a
//	         zig-zag pc delta (from the previous record's pc) when the
//	         head does not hold it, and unless the head says "same list",
//	         a uvarint list index
//
// A location is: its slot (the first in a list as it is, later ones as
// the distance from the previous slot minus one, so that slots are
// strictly increasing; absent for a virtual object's fields), a kind
// byte, and the kind's payload: a register byte (RegWord, RegInt,
// XmmFloat), a uvarint word (ConstWord), a zig-zag int (ConstInt), a
// uvarint index of a virtual object of the same list (Virtual), nothing
// (Unbound). The head byte is the record Kind in its low two bits, bit 2
// set when the record uses the same list as the record before, and in its
// top five bits the pc delta plus 8 when the delta is in [-8, 22], or 31
// when the zig-zag delta follows.
//
// Lists are deduplicated by content: the exits of one loop share one
// list, so a record usually costs two bytes, its offset delta and its
// head byte.
//
// Lookup. Decode validates the whole blob (it never panics on any input)
// and builds a sparse index of every 16th record's offset, pc, list and
// byte position, so a lookup binary-searches the index and decodes at
// most 15 records. The index is built rather than stored: it costs
// nothing in the blob and about one byte per record in memory (Map.Size
// reports the blob, Map.Footprint blob plus index).
package frames
