package frames

import (
	"encoding/binary"
	"fmt"
)

// Format constants; doc.go describes the format.
const (
	version = 1

	// The head byte of a record: the Kind in kindMask, sameList set when
	// the record uses the list of the record before, and in the top five
	// bits (from pcShift) a pc delta d stored as d+pcBias when it is in
	// [-pcBias, pcEscape-pcBias), or pcEscape when a zig-zag varint
	// holding the delta follows the head byte.
	kindMask = 1<<2 - 1
	sameList = 1 << 2
	pcShift  = 3
	pcBias   = 8
	pcEscape = 1<<(8-pcShift) - 1

	// indexStep is the distance between indexed records.
	indexStep = 16
)

// Encode builds the blob of recs. The records must have strictly
// increasing offsets and valid contents: a known Kind, locations sorted
// by strictly increasing Slot, registers below NumRegs, virtual indexes
// in range and no virtual object that contains itself, directly or
// through others. Otherwise the error says which record and why.
//
// The Slot of a virtual object's field is not encoded: it decodes as 0.
func Encode(recs []Record) ([]byte, error) {
	var lists [][]byte            // the distinct encoded location lists
	listIndex := map[string]int{} // an encoded list to its index in lists
	refs := make([]int, len(recs))
	var scratch []byte
	for i, r := range recs {
		if i > 0 && r.Offset <= recs[i-1].Offset {
			return nil, fmt.Errorf("frames: record %d: offset %#x does not follow %#x", i, r.Offset, recs[i-1].Offset)
		}
		if r.Kind >= numKinds {
			return nil, fmt.Errorf("frames: record %d at offset %#x: bad kind %d", i, r.Offset, r.Kind)
		}
		if err := checkLists(r.Locs, r.Virtuals); err != nil {
			return nil, fmt.Errorf("frames: record %d at offset %#x: %w", i, r.Offset, err)
		}
		scratch = appendList(scratch[:0], r)
		ref, ok := listIndex[string(scratch)]
		if !ok {
			ref = len(lists)
			l := string(scratch)
			listIndex[l] = ref
			lists = append(lists, []byte(l))
		}
		refs[i] = ref
	}

	out := []byte{version}
	out = binary.AppendUvarint(out, uint64(len(recs)))
	out = binary.AppendUvarint(out, uint64(len(lists)))
	for _, l := range lists {
		out = append(out, l...)
	}
	var prevOff, prevPC uint32
	prevRef := -1
	for i, r := range recs {
		out = binary.AppendUvarint(out, uint64(r.Offset-prevOff))
		head := byte(r.Kind)
		if refs[i] == prevRef {
			head |= sameList
		}
		d := int64(r.PC) - int64(prevPC)
		if d >= -pcBias && d < pcEscape-pcBias {
			out = append(out, head|byte(d+pcBias)<<pcShift)
		} else {
			out = append(out, head|pcEscape<<pcShift)
			out = binary.AppendVarint(out, d)
		}
		if refs[i] != prevRef {
			out = binary.AppendUvarint(out, uint64(refs[i]))
		}
		prevOff, prevPC, prevRef = r.Offset, r.PC, refs[i]
	}
	return out, nil
}

// appendList appends the location list of r (its locations and virtual
// objects) to out.
func appendList(out []byte, r Record) []byte {
	out = binary.AppendUvarint(out, uint64(len(r.Locs)))
	for i, l := range r.Locs {
		if i == 0 {
			out = binary.AppendUvarint(out, uint64(l.Slot))
		} else {
			// Slots strictly increase: store the gap.
			out = binary.AppendUvarint(out, uint64(l.Slot-r.Locs[i-1].Slot-1))
		}
		out = appendLoc(out, l)
	}
	out = binary.AppendUvarint(out, uint64(len(r.Virtuals)))
	for _, v := range r.Virtuals {
		out = binary.AppendUvarint(out, uint64(v.Type))
		out = binary.AppendUvarint(out, uint64(len(v.Fields)))
		for _, f := range v.Fields {
			out = appendLoc(out, f)
		}
	}
	return out
}

// appendLoc appends the kind byte of l and its payload to out.
func appendLoc(out []byte, l Loc) []byte {
	out = append(out, byte(l.Kind))
	switch l.Kind {
	case RegWord, RegInt, XmmFloat, RegInt48:
		out = append(out, l.Reg)
	case ConstWord, Virtual:
		out = binary.AppendUvarint(out, l.Bits)
	case ConstInt:
		out = binary.AppendVarint(out, int64(l.Bits))
	}
	return out
}
