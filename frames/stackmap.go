package frames

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
)

// Kind is why machine code can leave at a record's offset.
type Kind uint8

const (
	Guard  Kind = iota // a guard failed, or the instruction is left to the interpreter
	Poll               // a poll at a back-edge or function entry
	Call               // a call, made by the exit loop
	Return             // a return
	numKinds
)

var kindNames = [...]string{"guard", "poll", "call", "return"}

func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// LocKind says where a value lives.
type LocKind uint8

const (
	RegWord   LocKind = iota // a value word in general-purpose register Reg
	RegInt                   // an unboxed int64 in general-purpose register Reg
	XmmFloat                 // an unboxed float64 (IEEE bits) in XMM register Reg
	ConstWord                // the value word Bits
	ConstInt                 // the int int64(Bits)
	Unbound                  // an unbound local
	Virtual                  // a virtual object: Bits indexes Record.Virtuals
	numLocKinds
)

var locKindNames = [...]string{"reg", "regint", "xmm", "const", "constint", "unbound", "virtual"}

func (k LocKind) String() string {
	if k < numLocKinds {
		return locKindNames[k]
	}
	return "LocKind(" + strconv.Itoa(int(k)) + ")"
}

// Loc is one value that is not in its home slot.
type Loc struct {
	Slot uint32 // the home slot (Python register); unused for virtual fields
	Kind LocKind
	Reg  uint8  // RegWord, RegInt, XmmFloat: the register number (0-15)
	Bits uint64 // ConstWord, ConstInt, Virtual
}

// VirtualObj is an object machine code has not allocated: the deoptimiser
// allocates it once per exit however many locations refer to it.
type VirtualObj struct {
	Type   uint32 // what to allocate (the compiler's numbering)
	Fields []Loc  // field values in order; a field may be Virtual
}

// Record describes one exit.
type Record struct {
	Offset   uint32 // machine-code offset of the exit from the unit's start
	PC       uint32 // bytecode index to resume at
	Kind     Kind
	Locs     []Loc        // sorted by Slot, at most one per slot
	Virtuals []VirtualObj // referred to by Virtual locations
}

const (
	version   = 1
	sameList  = 1 << 2
	kindMask  = 3
	indexStep = 16
	// The head byte's top five bits hold a pc delta d as d+pcBias when
	// it is in [-pcBias, pcEscape-pcBias); pcEscape says a zig-zag
	// varint follows instead.
	pcShift  = 3
	pcBias   = 8
	pcEscape = 31
)

// Encode builds the blob of recs, which must have strictly increasing
// offsets and valid locations.
func Encode(recs []Record) ([]byte, error) {
	var lists [][]byte
	listIndex := map[string]int{}
	refs := make([]int, len(recs))
	for i, r := range recs {
		if i > 0 && r.Offset <= recs[i-1].Offset {
			return nil, fmt.Errorf("frames: record %d: offset %#x does not follow %#x", i, r.Offset, recs[i-1].Offset)
		}
		if r.Kind >= numKinds {
			return nil, fmt.Errorf("frames: record %d: bad kind %d", i, r.Kind)
		}
		if err := checkRecord(r); err != nil {
			return nil, fmt.Errorf("frames: record %d at %#x: %w", i, r.Offset, err)
		}
		l := encodeList(r)
		ref, ok := listIndex[string(l)]
		if !ok {
			ref = len(lists)
			listIndex[string(l)] = ref
			lists = append(lists, l)
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

// checkRecord validates a record's locations and virtual objects.
func checkRecord(r Record) error {
	for i, l := range r.Locs {
		if i > 0 && l.Slot <= r.Locs[i-1].Slot {
			return fmt.Errorf("slots not strictly increasing (%d after %d)", l.Slot, r.Locs[i-1].Slot)
		}
		if err := checkLoc(l, len(r.Virtuals)); err != nil {
			return fmt.Errorf("slot %d: %w", l.Slot, err)
		}
	}
	for i, v := range r.Virtuals {
		for _, f := range v.Fields {
			if err := checkLoc(f, len(r.Virtuals)); err != nil {
				return fmt.Errorf("virtual %d: %w", i, err)
			}
		}
	}
	if virtualCycle(r.Virtuals) {
		return errors.New("a virtual object contains itself")
	}
	return nil
}

func checkLoc(l Loc, nvirt int) error {
	switch l.Kind {
	case RegWord, RegInt, XmmFloat:
		if l.Reg >= 16 {
			return fmt.Errorf("register %d out of range", l.Reg)
		}
	case Virtual:
		if l.Bits >= uint64(nvirt) {
			return fmt.Errorf("virtual %d of %d", l.Bits, nvirt)
		}
	case ConstWord, ConstInt, Unbound:
	default:
		return fmt.Errorf("bad location kind %d", l.Kind)
	}
	return nil
}

// virtualCycle reports whether some virtual object reaches itself
// through Virtual fields.
func virtualCycle(vs []VirtualObj) bool {
	const (
		white = iota
		grey
		black
	)
	color := make([]byte, len(vs))
	var visit func(i int) bool
	visit = func(i int) bool {
		switch color[i] {
		case grey:
			return true
		case black:
			return false
		}
		color[i] = grey
		for _, f := range vs[i].Fields {
			if f.Kind == Virtual && f.Bits < uint64(len(vs)) && visit(int(f.Bits)) {
				return true
			}
		}
		color[i] = black
		return false
	}
	for i := range vs {
		if visit(i) {
			return true
		}
	}
	return false
}

func encodeList(r Record) []byte {
	out := binary.AppendUvarint(nil, uint64(len(r.Locs)))
	for i, l := range r.Locs {
		if i == 0 {
			out = binary.AppendUvarint(out, uint64(l.Slot))
		} else {
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

func appendLoc(out []byte, l Loc) []byte {
	out = append(out, byte(l.Kind))
	switch l.Kind {
	case RegWord, RegInt, XmmFloat:
		out = append(out, l.Reg)
	case ConstWord, Virtual:
		out = binary.AppendUvarint(out, l.Bits)
	case ConstInt:
		out = binary.AppendVarint(out, int64(l.Bits))
	}
	return out
}

// list is a decoded location list.
type list struct {
	locs     []Loc
	virtuals []VirtualObj
}

// indexEntry j is where decoding can start at record (j+1)*indexStep:
// the state after the record before it, and the record's position.
type indexEntry struct {
	offset, pc uint32 // of that record
	list       uint32
	pos        uint32 // byte position of the record
}

// Map is a decoded view of one blob.
type Map struct {
	blob   []byte
	n      int
	lists  []list
	recPos int // where the records start
	index  []indexEntry
}

// ErrCorrupt is wrapped by every error Decode returns.
var ErrCorrupt = errors.New("frames: corrupt stackmap")

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
	if r.err != nil || r.pos >= len(r.b) {
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

// count reads a count of items that take at least min bytes each, so that
// a short malicious blob cannot ask for a huge allocation.
func (r *reader) count(min int) int {
	v := r.uvarint()
	if v > uint64(len(r.b)-r.pos)/uint64(min) {
		r.fail("count %d exceeds the blob", v)
		return 0
	}
	return int(v)
}

func (r *reader) loc(withSlot bool, prevSlot *int64) Loc {
	var l Loc
	if withSlot {
		d := r.uvarint()
		s := int64(d)
		if *prevSlot >= 0 {
			s = *prevSlot + 1 + int64(d)
		}
		if d > math.MaxUint32 || s > math.MaxUint32 {
			r.fail("slot out of range")
			return l
		}
		l.Slot, *prevSlot = uint32(s), s
	}
	l.Kind = LocKind(r.byte())
	switch l.Kind {
	case RegWord, RegInt, XmmFloat:
		l.Reg = r.byte()
		if l.Reg >= 16 {
			r.fail("register %d", l.Reg)
		}
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

// Decode validates blob and returns its Map. It never panics.
func Decode(blob []byte) (*Map, error) {
	r := &reader{b: blob}
	if v := r.byte(); r.err == nil && v != version {
		r.fail("version %d", v)
	}
	m := &Map{blob: blob}
	m.n = r.count(2)
	nlists := r.count(2)
	if r.err != nil {
		return nil, r.err
	}
	m.lists = make([]list, nlists)
	for i := range m.lists {
		nlocs := r.count(2)
		l := list{locs: make([]Loc, nlocs)}
		prev := int64(-1)
		for k := range l.locs {
			l.locs[k] = r.loc(true, &prev)
		}
		nv := r.count(2)
		l.virtuals = make([]VirtualObj, nv)
		for k := range l.virtuals {
			t := r.uvarint()
			if t > math.MaxUint32 {
				r.fail("virtual type out of range")
			}
			nf := r.count(1)
			v := VirtualObj{Type: uint32(t), Fields: make([]Loc, nf)}
			for f := range v.Fields {
				v.Fields[f] = r.loc(false, nil)
			}
			l.virtuals[k] = v
		}
		if r.err != nil {
			return nil, r.err
		}
		if err := checkRecord(Record{Locs: l.locs, Virtuals: l.virtuals}); err != nil {
			r.fail("list %d: %v", i, err)
			return nil, r.err
		}
		m.lists[i] = l
	}
	m.recPos = r.pos
	// Walk every record once: validate it and build the index.
	var st state
	st.list = -1
	for k := 0; k < m.n; k++ {
		if k%indexStep == 0 && k > 0 {
			m.index = append(m.index, indexEntry{st.offset, st.pc, uint32(st.list), uint32(r.pos)})
		}
		m.next(r, &st, k == 0)
		if r.err != nil {
			return nil, r.err
		}
	}
	if r.pos != len(blob) {
		r.fail("%d bytes after the last record", len(blob)-r.pos)
		return nil, r.err
	}
	return m, nil
}

// state is the decoder's position in the records: the last record read.
type state struct {
	offset, pc uint32
	kind       Kind
	list       int
}

// next reads one record into st.
func (m *Map) next(r *reader, st *state, first bool) {
	d := r.uvarint()
	head := r.byte()
	dpc := int64(head>>pcShift) - pcBias
	if head>>pcShift == pcEscape {
		dpc = r.varint()
	}
	if r.err != nil {
		return
	}
	off := uint64(st.offset) + d
	if first {
		off = d
	} else if d == 0 {
		r.fail("offsets not increasing")
		return
	}
	pc := int64(st.pc) + dpc
	if off > math.MaxUint32 || pc < 0 || pc > math.MaxUint32 {
		r.fail("bad record")
		return
	}
	if head&sameList != 0 {
		if first {
			r.fail("first record repeats a list")
			return
		}
	} else {
		ref := r.uvarint()
		if ref >= uint64(len(m.lists)) {
			r.fail("list %d of %d", ref, len(m.lists))
			return
		}
		st.list = int(ref)
	}
	st.offset, st.pc, st.kind = uint32(off), uint32(pc), Kind(head&kindMask)
}

func (m *Map) record(st state) Record {
	l := m.lists[st.list]
	return Record{Offset: st.offset, PC: st.pc, Kind: st.kind, Locs: l.locs, Virtuals: l.virtuals}
}

// Len returns the number of records.
func (m *Map) Len() int { return m.n }

// Size returns the blob's length in bytes.
func (m *Map) Size() int { return len(m.blob) }

// Footprint returns the bytes the map keeps beyond its decoded lists: the
// blob and the sparse index.
func (m *Map) Footprint() int { return len(m.blob) + 16*len(m.index) }

// Lookup returns the record at offset. The record's slices are shared by
// every record with the same locations: do not modify them.
func (m *Map) Lookup(offset uint32) (Record, bool) {
	if m == nil || m.n == 0 {
		return Record{}, false
	}
	// Start after the last indexed record before offset.
	i := sort.Search(len(m.index), func(i int) bool { return m.index[i].offset >= offset })
	r := &reader{b: m.blob, pos: m.recPos}
	var st state
	first := true
	k := 0
	if i > 0 {
		e := m.index[i-1]
		r.pos = int(e.pos)
		st = state{offset: e.offset, pc: e.pc, list: int(e.list)}
		first = false
		k = i * indexStep
	}
	for ; k < m.n; k++ {
		m.next(r, &st, first)
		first = false
		if r.err != nil || st.offset > offset {
			return Record{}, false
		}
		if st.offset == offset {
			return m.record(st), true
		}
	}
	return Record{}, false
}

// Records returns every record in order.
func (m *Map) Records() []Record {
	out := make([]Record, 0, m.n)
	r := &reader{b: m.blob, pos: m.recPos}
	var st state
	for k := 0; k < m.n; k++ {
		m.next(r, &st, k == 0)
		out = append(out, m.record(st))
	}
	return out
}
