package frames

import (
	"encoding/binary"
	"fmt"
	"math"
	"unsafe"
)

// A Map is a decoded view of one blob. Its lookups do not allocate: the
// records they return share the decoded location lists.
//
// The zero Map holds no records.
type Map struct {
	blob   []byte
	n      int         // number of records
	lists  []locList   // the decoded location lists
	recPos int         // where the records start in blob
	index  []indexItem // records 0, indexStep, 2*indexStep, ...
}

// locList is a decoded location list.
type locList struct {
	locs     []Loc
	virtuals []VirtualObj
}

// indexItem is the decoder's state after an indexed record: the record
// itself and where the record after it starts.
type indexItem struct {
	offset, pc uint32
	list       uint32
	pos        uint32 // byte position of the next record
	kind       Kind
}

// state is the decoder's position in the records: the last record read.
type state struct {
	offset, pc uint32
	list       int
	kind       Kind
}

// Decode validates blob and returns its Map, which keeps blob: the caller
// must not modify it afterwards. Decode accepts any bytes: it never
// panics, allocates at most a small multiple of len(blob), and returns an
// error wrapping ErrCorrupt for anything malformed.
func Decode(blob []byte) (*Map, error) {
	r := &reader{b: blob}
	if v := r.byte(); r.err == nil && v != version {
		r.fail("version %d", v)
	}
	m := &Map{blob: blob}
	m.n = r.count(2) // a record takes at least 2 bytes
	nlists := r.count(2)
	if r.err != nil {
		return nil, r.err
	}
	m.lists = make([]locList, nlists)
	for i := range m.lists {
		m.lists[i] = r.list()
		if r.err != nil {
			return nil, r.err
		}
		if err := checkLists(m.lists[i].locs, m.lists[i].virtuals); err != nil {
			r.fail("list %d: %v", i, err)
			return nil, r.err
		}
	}
	if uint64(len(blob)) > math.MaxUint32 {
		// Index positions are 32-bit; a real blob is far smaller.
		r.fail("blob of %d bytes", len(blob))
		return nil, r.err
	}
	m.recPos = r.pos
	// Walk every record once: validate it and build the index.
	m.index = make([]indexItem, 0, (m.n+indexStep-1)/indexStep)
	var st state
	for k := range m.n {
		if !m.next(r, &st, k == 0) {
			return nil, fmt.Errorf("%w (record %d)", r.err, k)
		}
		if k%indexStep == 0 {
			m.index = append(m.index, indexItem{st.offset, st.pc, uint32(st.list), uint32(r.pos), st.kind})
		}
	}
	if r.pos != len(blob) {
		r.fail("%d bytes after the last record", len(blob)-r.pos)
		return nil, r.err
	}
	return m, nil
}

// next reads the record after st (the first if first is set) into st,
// and reports whether it is valid.
func (m *Map) next(r *reader, st *state, first bool) bool {
	d := r.uvarint()
	head := r.byte()
	dpc := int64(head>>pcShift) - pcBias
	if head>>pcShift == pcEscape {
		dpc = r.varint()
	}
	if r.err != nil {
		return false
	}
	if d > math.MaxUint32 {
		r.fail("offset delta %d", d)
		return false
	}
	off := d
	if !first {
		if d == 0 {
			r.fail("offsets not increasing")
			return false
		}
		off += uint64(st.offset)
	}
	if off > math.MaxUint32 {
		r.fail("offset %#x out of range", off)
		return false
	}
	// dpc may be anything: compare before adding so nothing overflows.
	if dpc < -int64(st.pc) || dpc > math.MaxUint32-int64(st.pc) {
		r.fail("pc %d%+d out of range", st.pc, dpc)
		return false
	}
	list := st.list
	if head&sameList != 0 {
		if first {
			r.fail("the first record repeats a list")
			return false
		}
	} else {
		ref := r.uvarint()
		if r.err != nil {
			return false
		}
		if ref >= uint64(len(m.lists)) {
			r.fail("list %d of %d", ref, len(m.lists))
			return false
		}
		list = int(ref)
	}
	*st = state{offset: uint32(off), pc: uint32(int64(st.pc) + dpc), list: list, kind: Kind(head & kindMask)}
	return true
}

// record returns the record st describes.
func (m *Map) record(st state) Record {
	l := &m.lists[st.list]
	return Record{Offset: st.offset, PC: st.pc, Kind: st.kind, Locs: l.locs, Virtuals: l.virtuals}
}

// Len returns the number of records.
func (m *Map) Len() int { return m.n }

// Size returns the length of the blob in bytes: what the unit's stackmap
// costs in its encoded form. Footprint reports the memory the Map keeps.
func (m *Map) Size() int { return len(m.blob) }

// Footprint returns the bytes of memory the Map keeps: the blob, the
// sparse index and the decoded location lists.
func (m *Map) Footprint() int {
	n := int(unsafe.Sizeof(*m)) + len(m.blob) +
		len(m.index)*int(unsafe.Sizeof(indexItem{})) + len(m.lists)*int(unsafe.Sizeof(locList{}))
	for _, l := range m.lists {
		n += len(l.locs)*int(unsafe.Sizeof(Loc{})) + len(l.virtuals)*int(unsafe.Sizeof(VirtualObj{}))
		for _, v := range l.virtuals {
			n += len(v.Fields) * int(unsafe.Sizeof(Loc{}))
		}
	}
	return n
}

// Lookup returns the record with exactly this offset. It binary-searches
// the index and then decodes at most indexStep-1 records.
func (m *Map) Lookup(offset uint32) (Record, bool) {
	// Find the last indexed record at or before offset.
	lo, hi := 0, len(m.index)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if m.index[h].offset <= offset {
			lo = h + 1
		} else {
			hi = h
		}
	}
	if lo == 0 {
		return Record{}, false // before the first record (which is indexed)
	}
	e := &m.index[lo-1]
	st := state{offset: e.offset, pc: e.pc, list: int(e.list), kind: e.kind}
	// Records up to the next indexed one, which lies beyond offset.
	r := reader{b: m.blob, pos: int(e.pos)}
	for k := (lo-1)*indexStep + 1; st.offset < offset && k < min(m.n, lo*indexStep); k++ {
		if !m.next(&r, &st, false) {
			return Record{}, false // cannot happen: Decode validated the records
		}
	}
	if st.offset != offset {
		return Record{}, false
	}
	return m.record(st), true
}

// Records returns every record in order.
func (m *Map) Records() []Record {
	out := make([]Record, 0, m.n)
	r := reader{b: m.blob, pos: m.recPos}
	var st state
	for k := range m.n {
		if !m.next(&r, &st, k == 0) {
			break // cannot happen: Decode validated the records
		}
		out = append(out, m.record(st))
	}
	return out
}

// A reader reads a blob. The first error sticks: after it every read
// returns zero.
type reader struct {
	b   []byte
	pos int
	err error
}

func (r *reader) fail(format string, a ...any) {
	if r.err == nil {
		r.err = fmt.Errorf("%w at byte %d: %s", ErrCorrupt, r.pos, fmt.Sprintf(format, a...))
	}
}

func (r *reader) byte() byte {
	if r.err != nil {
		return 0
	}
	if r.pos >= len(r.b) {
		r.fail("unexpected end")
		return 0
	}
	c := r.b[r.pos]
	r.pos++
	return c
}

func (r *reader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b[r.pos:])
	if n <= 0 {
		r.fail("bad uvarint")
		return 0
	}
	r.pos += n
	return v
}

func (r *reader) varint() int64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Varint(r.b[r.pos:])
	if n <= 0 {
		r.fail("bad varint")
		return 0
	}
	r.pos += n
	return v
}

// count reads a count of items that take at least min bytes each, and
// refuses one the rest of the blob cannot hold, so that a short
// malicious blob cannot ask for a huge allocation.
func (r *reader) count(min int) int {
	v := r.uvarint()
	if r.err == nil && v > uint64(len(r.b)-r.pos)/uint64(min) {
		r.fail("count %d exceeds the blob", v)
	}
	if r.err != nil {
		return 0
	}
	return int(v)
}

// list reads a location list. Empty slices are nil.
func (r *reader) list() locList {
	var l locList
	if n := r.count(2); n > 0 { // slot and kind
		l.locs = make([]Loc, n)
		for i := range l.locs {
			// The first slot as it is, later ones as the gap after the
			// previous one. Neither d nor s can wrap: both are checked.
			d := r.uvarint()
			s := d
			if i > 0 {
				s += uint64(l.locs[i-1].Slot) + 1
			}
			if d > math.MaxUint32 || s > math.MaxUint32 {
				r.fail("slot out of range")
			}
			l.locs[i] = r.loc()
			l.locs[i].Slot = uint32(s)
			if r.err != nil {
				return l
			}
		}
	}
	if n := r.count(2); n > 0 { // type and field count
		l.virtuals = make([]VirtualObj, n)
		for i := range l.virtuals {
			t := r.uvarint()
			if t > math.MaxUint32 {
				r.fail("virtual type %d out of range", t)
			}
			v := VirtualObj{Type: uint32(t)}
			if nf := r.count(1); nf > 0 { // kind
				v.Fields = make([]Loc, nf)
				for k := range v.Fields {
					v.Fields[k] = r.loc()
				}
			}
			if r.err != nil {
				return l
			}
			l.virtuals[i] = v
		}
	}
	return l
}

// loc reads a location's kind and payload. checkLists validates the
// values; loc only refuses what cannot be represented.
func (r *reader) loc() Loc {
	l := Loc{Kind: LocKind(r.byte())}
	switch l.Kind {
	case RegWord, RegInt, XmmFloat, RegInt48:
		l.Reg = r.byte()
	case ConstWord, Virtual:
		l.Bits = r.uvarint()
	case ConstInt:
		l.Bits = uint64(r.varint())
	case Unbound:
	default:
		r.fail("location kind %d", l.Kind)
	}
	return l
}
