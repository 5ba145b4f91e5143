package frames

import (
	"math"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

// interesting are payloads that must survive exactly: int64 extremes as
// ConstInt, NaN payloads, negative zero and infinity as ConstWord.
var interesting = []uint64{
	0, 1, math.MaxUint64,
	1 << 63, // math.MinInt64
	math.MaxInt64,
	0x7FF8000000000001, 0xFFF8000000000000, math.Float64bits(math.Copysign(0, -1)),
	0x7FF0000000000000, // +Inf
	0xFFF9000000000005, // a tagged small-int word
}

func randBits(rng *rand.Rand) uint64 {
	switch rng.IntN(4) {
	case 0, 1:
		return interesting[rng.IntN(len(interesting))]
	case 2:
		return uint64(int64(rng.IntN(600) - 300)) // small, either sign
	}
	return rng.Uint64()
}

// randLoc returns a location of any kind (Virtual only if nvirt > 0)
// with slot 0.
func randLoc(rng *rand.Rand, nvirt int) Loc {
	for {
		l := Loc{Kind: LocKind(rng.IntN(int(numLocKinds)))}
		switch l.Kind {
		case RegWord, RegInt, XmmFloat, RegInt48:
			l.Reg = []uint8{0, 15, 7, 8, 9, 10}[rng.IntN(6)]
		case ConstWord, ConstInt:
			l.Bits = randBits(rng)
		case Virtual:
			if nvirt == 0 {
				continue
			}
			l.Bits = uint64(rng.IntN(nvirt))
		}
		return l
	}
}

// locSet is the part of a record a location list encodes.
type locSet struct {
	locs []Loc
	virt []VirtualObj
}

// randLocSet makes locations of every kind and up to four virtual
// objects, which form an acyclic graph: object v may only contain objects
// ranked after it in a random order, so fields point both ways.
func randLocSet(rng *rand.Rand) locSet {
	var s locSet
	nv := rng.IntN(5)
	rank := rng.Perm(nv)
	for v := range nv {
		obj := VirtualObj{Type: uint32(rng.IntN(20))}
		if rng.IntN(4) == 0 {
			obj.Type = rng.Uint32()
		}
		for range rng.IntN(4) {
			f := randLoc(rng, 0)
			if rng.IntN(2) == 0 {
				var later []int
				for w := range nv {
					if rank[w] > rank[v] {
						later = append(later, w)
					}
				}
				if len(later) > 0 {
					f = Loc{Kind: Virtual, Bits: uint64(later[rng.IntN(len(later))])}
				}
			}
			obj.Fields = append(obj.Fields, f)
		}
		s.virt = append(s.virt, obj)
	}
	var slot uint64
	switch rng.IntN(6) {
	case 0:
		slot = math.MaxUint32 - uint64(rng.IntN(12))
	case 1:
		slot = uint64(rng.IntN(100000))
	default:
		slot = uint64(rng.IntN(3))
	}
	for range rng.IntN(7) {
		if slot > math.MaxUint32 {
			break
		}
		l := randLoc(rng, nv)
		l.Slot = uint32(slot)
		s.locs = append(s.locs, l)
		slot += 1 + uint64(rng.IntN(4))
		if rng.IntN(10) == 0 {
			slot += uint64(rng.IntN(1 << 20))
		}
	}
	return s
}

// randRecords makes n records with every kind, sharing a few location
// lists (one of them empty), with offsets from 0 or up to 2^32-1 and pcs
// moving by small steps or jumping anywhere.
func randRecords(rng *rand.Rand, n int) []Record {
	sets := []locSet{{}}
	for range 1 + rng.IntN(4) {
		sets = append(sets, randLocSet(rng))
	}
	gaps := make([]uint32, n)
	var span uint64
	for i := 1; i < n; i++ {
		gaps[i] = 1 + uint32(rng.IntN(40))
		if rng.IntN(20) == 0 {
			gaps[i] = 1 + rng.Uint32N(1<<24)
		}
		span += uint64(gaps[i])
	}
	var off uint32
	switch rng.IntN(5) {
	case 0: // the last record at the very top
		off = uint32(math.MaxUint32 - span)
	case 1:
		off = uint32(rng.IntN(1000))
	}
	pc := uint32(rng.IntN(50))
	recs := make([]Record, n)
	for i := range recs {
		off += gaps[i]
		switch rng.IntN(10) {
		case 0:
			pc = rng.Uint32()
		case 1:
			pc = math.MaxUint32 - uint32(rng.IntN(3))
		default:
			pc = uint32(max(0, int64(pc)+int64(rng.IntN(40)-12)))
		}
		s := sets[rng.IntN(len(sets))]
		if i > 0 && rng.IntN(2) == 0 {
			s = locSet{recs[i-1].Locs, recs[i-1].Virtuals}
		}
		recs[i] = Record{Offset: off, PC: pc, Kind: Kind(rng.IntN(int(numKinds))), Locs: s.locs, Virtuals: s.virt}
	}
	return recs
}

// normal makes empty and nil slices compare equal.
func normal(recs []Record) []Record {
	out := make([]Record, len(recs))
	for i, r := range recs {
		if len(r.Locs) == 0 {
			r.Locs = nil
		}
		if len(r.Virtuals) == 0 {
			r.Virtuals = nil
		} else {
			vs := make([]VirtualObj, len(r.Virtuals))
			for k, v := range r.Virtuals {
				if len(v.Fields) == 0 {
					v.Fields = nil
				}
				vs[k] = v
			}
			r.Virtuals = vs
		}
		out[i] = r
	}
	return out
}

// checkMap checks that m holds exactly recs, and that Lookup finds each
// record by its offset and nothing at offsets between, before or after
// the records.
func checkMap(t testing.TB, m *Map, recs []Record) {
	t.Helper()
	want := normal(recs)
	require.Equal(t, len(recs), m.Len())
	require.Equal(t, want, normal(m.Records()))
	miss := func(off uint32) {
		t.Helper()
		r, ok := m.Lookup(off)
		require.False(t, ok, "lookup of %#x found %+v", off, r)
	}
	for i, r := range want {
		got, ok := m.Lookup(r.Offset)
		require.True(t, ok, "record %d at %#x", i, r.Offset)
		require.Equal(t, r, normal([]Record{got})[0], "record %d", i)
		if i+1 < len(want) && want[i+1].Offset-r.Offset > 1 {
			next := want[i+1].Offset
			miss(r.Offset + 1)
			miss(r.Offset + (next-r.Offset)/2)
			miss(next - 1)
		}
	}
	if len(want) == 0 {
		miss(0)
		miss(math.MaxUint32)
		return
	}
	if first := want[0].Offset; first > 0 {
		miss(0)
		miss(first - 1)
	}
	if last := want[len(want)-1].Offset; last < math.MaxUint32 {
		miss(last + 1)
		miss(math.MaxUint32)
	}
}

func roundTrip(t testing.TB, recs []Record) *Map {
	t.Helper()
	blob, err := Encode(recs)
	require.NoError(t, err)
	m, err := Decode(blob)
	require.NoError(t, err)
	require.Equal(t, len(blob), m.Size())
	checkMap(t, m, recs)
	return m
}

// coverage records which corner cases the random sets reached, so that
// the property test fails if the generator stops producing one.
type coverage map[string]bool

func (c coverage) note(recs []Record) {
	if len(recs) == 1 {
		c["single record"] = true
	}
	if len(recs) > 2*indexStep {
		c["several index entries"] = true
	}
	if recs[len(recs)-1].Offset == math.MaxUint32 {
		c["offset 2^32-1"] = true
	}
	loc := func(l Loc) {
		c[l.Kind.String()] = true
		switch {
		case (l.Kind <= XmmFloat || l.Kind == RegInt48) && l.Reg == 0:
			c["reg 0"] = true
		case (l.Kind <= XmmFloat || l.Kind == RegInt48) && l.Reg == 15:
			c["reg 15"] = true
		case l.Kind == ConstInt && l.Bits == 1<<63:
			c["MinInt64"] = true
		case l.Kind == ConstInt && l.Bits == math.MaxInt64:
			c["MaxInt64"] = true
		case l.Kind == ConstWord && l.Bits == 0x7FF8000000000001:
			c["NaN payload"] = true
		case l.Kind == ConstWord && l.Bits == 0xFFF8000000000000:
			c["negative NaN"] = true
		case l.Kind == ConstWord && l.Bits == math.Float64bits(math.Copysign(0, -1)):
			c["-0.0"] = true
		}
	}
	for _, r := range recs {
		c[r.Kind.String()] = true
		if len(r.Locs) == 0 {
			c["empty locs"] = true
		}
		refs := map[uint64]int{}
		for _, l := range r.Locs {
			loc(l)
			if l.Kind == Virtual {
				if refs[l.Bits]++; refs[l.Bits] == 2 {
					c["virtual shared by two locs"] = true
				}
			}
		}
		for _, v := range r.Virtuals {
			for _, f := range v.Fields {
				loc(f)
				if f.Kind == Virtual {
					c["nested virtual"] = true
				}
			}
		}
	}
}

func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	cov := coverage{}
	for set := range 2000 {
		n := 1 + rng.IntN(80)
		if set%10 == 0 {
			n = 1
		}
		recs := randRecords(rng, n)
		cov.note(recs)
		blob, err := Encode(recs)
		require.NoError(t, err, "set %d", set)
		m, err := Decode(blob)
		require.NoError(t, err, "set %d", set)
		require.Equal(t, len(blob), m.Size(), "set %d", set)
		checkMap(t, m, recs)
	}
	for _, k := range []string{"single record", "several index entries", "offset 2^32-1",
		"reg 0", "reg 15", "MinInt64", "MaxInt64", "NaN payload", "negative NaN", "-0.0",
		"empty locs", "virtual shared by two locs", "nested virtual"} {
		require.True(t, cov[k], "no random set had %s", k)
	}
	for k := range numKinds {
		require.True(t, cov[k.String()], "no random set had kind %v", k)
	}
	for k := range numLocKinds {
		require.True(t, cov[k.String()], "no random set had location kind %v", k)
	}
}

// TestRoundTripCorners spells out the corner cases the random sets are
// expected to reach.
func TestRoundTripCorners(t *testing.T) {
	negZero := math.Float64bits(math.Copysign(0, -1))
	virtuals := []VirtualObj{
		{Type: 7, Fields: []Loc{{Kind: ConstInt, Bits: math.MaxUint64}, {Kind: Virtual, Bits: 2}, {Kind: RegWord, Reg: 3}}},
		{Type: math.MaxUint32, Fields: []Loc{{Kind: Virtual, Bits: 0}, {Kind: XmmFloat, Reg: 15}}},
		{Type: 0},
	}
	all := []Loc{
		{Slot: 0, Kind: RegWord, Reg: 0},
		{Slot: 1, Kind: RegInt, Reg: 15},
		{Slot: 2, Kind: XmmFloat, Reg: 15},
		{Slot: 3, Kind: ConstWord, Bits: 0x7FF8000000000001},
		{Slot: 4, Kind: ConstWord, Bits: 0xFFF8000000000000},
		{Slot: 5, Kind: ConstWord, Bits: negZero},
		{Slot: 6, Kind: ConstInt, Bits: 1 << 63}, // math.MinInt64
		{Slot: 7, Kind: ConstInt, Bits: math.MaxInt64},
		{Slot: 8, Kind: Unbound},
		{Slot: 9, Kind: Virtual, Bits: 1},
		{Slot: 300, Kind: Virtual, Bits: 1}, // shared with slot 9
		{Slot: 301, Kind: RegInt48, Reg: 7},
		{Slot: math.MaxUint32, Kind: Virtual, Bits: 0},
	}
	recs := []Record{
		{Offset: 0, PC: 0, Kind: Guard, Locs: all, Virtuals: virtuals},
		{Offset: 1, PC: math.MaxUint32, Kind: Poll},
		{Offset: 2, PC: 0, Kind: Call, Locs: all, Virtuals: virtuals},
		{Offset: math.MaxUint32 - 1, PC: 22, Kind: Return, Locs: []Loc{}},
		{Offset: math.MaxUint32, PC: 14, Kind: Guard, Locs: all[:1]},
	}
	roundTrip(t, recs)
	for _, r := range recs {
		roundTrip(t, []Record{r})
	}
	roundTrip(t, nil)

	// Many records: the index has many entries, and every pc delta size.
	rng := rand.New(rand.NewPCG(7, 8))
	many := make([]Record, 1000)
	for i := range many {
		many[i] = Record{Offset: uint32(3 + 5*i), PC: uint32(i*i) % 977, Kind: Kind(i % 4), Locs: all[i%len(all):], Virtuals: virtuals}
		if rng.IntN(3) == 0 {
			many[i].Locs = nil
		}
	}
	roundTrip(t, many)
}

func TestEncodeRejects(t *testing.T) {
	reg := func(slot uint32, r uint8) Loc { return Loc{Slot: slot, Kind: RegWord, Reg: r} }
	virt := func(slot uint32, i uint64) Loc { return Loc{Slot: slot, Kind: Virtual, Bits: i} }
	ok := Record{Offset: 4, Locs: []Loc{reg(1, 8)}}
	for _, c := range []struct {
		name string
		recs []Record
		want string // in the error
	}{
		{"offsets not increasing", []Record{ok, {Offset: 4}}, "record 1"},
		{"offsets going back", []Record{ok, {Offset: 8}, {Offset: 6}}, "record 2"},
		{"bad record kind", []Record{ok, {Offset: 5, Kind: numKinds}}, "bad kind"},
		{"duplicate slots", []Record{ok, {Offset: 5, Locs: []Loc{reg(1, 8), reg(1, 9)}}}, "slots not strictly increasing"},
		{"unsorted slots", []Record{{Locs: []Loc{reg(2, 8), reg(1, 9)}}}, "slots not strictly increasing"},
		{"register 16", []Record{{Locs: []Loc{reg(1, 16)}}}, "register 16"},
		{"xmm register 16", []Record{{Locs: []Loc{{Kind: XmmFloat, Reg: 16}}}}, "register 16"},
		{"register 200 in a field", []Record{{Virtuals: []VirtualObj{{Fields: []Loc{{Kind: RegInt, Reg: 200}}}}}}, "register 200"},
		{"bad location kind", []Record{{Locs: []Loc{{Kind: numLocKinds}}}}, "bad location kind"},
		{"virtual out of range", []Record{{Locs: []Loc{virt(1, 1)}, Virtuals: []VirtualObj{{}}}}, "virtual 1 out of range"},
		{"virtual with no virtuals", []Record{{Locs: []Loc{virt(1, 0)}}}, "virtual 0 out of range"},
		{"field virtual out of range", []Record{{Virtuals: []VirtualObj{{Fields: []Loc{virt(0, 5)}}}}}, "virtual 5 out of range"},
		{"virtual containing itself", []Record{{Virtuals: []VirtualObj{{Fields: []Loc{virt(0, 0)}}}}}, "contains itself"},
		{"virtual cycle", []Record{{Locs: []Loc{virt(1, 0)}, Virtuals: []VirtualObj{
			{Fields: []Loc{virt(0, 1)}}, {Fields: []Loc{virt(0, 2)}}, {Fields: []Loc{{Kind: Unbound}, virt(0, 0)}}}}}, "contains itself"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Encode(c.recs)
			require.ErrorContains(t, err, c.want)
		})
	}
	// A diamond is not a cycle.
	_, err := Encode([]Record{{Locs: []Loc{virt(1, 0)}, Virtuals: []VirtualObj{
		{Fields: []Loc{virt(0, 1), virt(0, 2)}}, {Fields: []Loc{virt(0, 2)}}, {}}}})
	require.NoError(t, err)
}

// Helpers that spell blobs by hand.

func uv(x uint64) []byte {
	var b []byte
	for x >= 0x80 {
		b = append(b, byte(x)|0x80)
		x >>= 7
	}
	return append(b, byte(x))
}

func sv(x int64) []byte { return uv(uint64(x<<1) ^ uint64(x>>63)) }

func cat(parts ...[]byte) []byte {
	var b []byte
	for _, p := range parts {
		b = append(b, p...)
	}
	return b
}

// head is a record's head byte with a pc delta that fits in it (or
// pcEscape - pcBias for an escape).
func head(k Kind, same bool, dpc int) []byte {
	h := byte(k) | byte(dpc+pcBias)<<pcShift
	if same {
		h |= sameList
	}
	return []byte{h}
}

func TestDecodeRejects(t *testing.T) {
	hdr := func(nrec, nlists uint64) []byte { return cat([]byte{version}, uv(nrec), uv(nlists)) }
	empty := []byte{0, 0}                        // a list with no locations and no virtuals
	rec := cat(uv(10), head(0, false, 0), uv(0)) // offset 10, pc 0, list 0
	esc := pcEscape - pcBias
	// The cases below are this blob with one thing wrong.
	good := cat(hdr(2, 1), empty, rec, uv(1), head(0, true, 0))
	_, err := Decode(good)
	require.NoError(t, err)

	for _, c := range []struct {
		name string
		blob []byte
	}{
		{"empty", nil},
		{"version", cat([]byte{2}, good[1:])},
		{"trailing byte", cat(good, []byte{0})},
		{"overlong uvarint", cat(hdr(1, 1), empty, bytesOf(0xFF, 11), head(0, false, 0), uv(0))},
		{"huge record count", cat([]byte{version}, uv(1<<40), uv(1), empty, rec)},
		{"huge list count", cat([]byte{version}, uv(1), uv(1<<40), empty, rec)},
		{"huge location count", cat(hdr(0, 1), uv(1<<40), uv(0))},
		{"huge virtual count", cat(hdr(0, 1), uv(0), uv(1<<40))},
		{"huge field count", cat(hdr(0, 1), uv(0), uv(1), uv(0), uv(1<<40))},
		{"offset repeats", cat(hdr(2, 1), empty, rec, uv(0), head(0, true, 0))},
		{"offset delta wraps", cat(hdr(2, 1), empty, rec, uv(math.MaxUint64-4), head(0, true, 0))},
		{"offset beyond 32 bits", cat(hdr(1, 1), empty, uv(1<<32), head(0, false, 0), uv(0))},
		{"offset sum beyond 32 bits", cat(hdr(2, 1), empty, uv(math.MaxUint32), head(0, false, 0), uv(0), uv(1), head(0, true, 0))},
		{"pc below 0", cat(hdr(1, 1), empty, uv(10), head(0, false, -1), uv(0))},
		{"pc beyond 32 bits", cat(hdr(1, 1), empty, uv(10), head(0, false, esc), sv(1<<32), uv(0))},
		{"pc delta wraps", cat(hdr(2, 1), empty, uv(10), head(0, false, esc), sv(5), uv(0),
			uv(1), head(0, true, esc), sv(math.MaxInt64))},
		{"pc delta very negative", cat(hdr(2, 1), empty, uv(10), head(0, false, esc), sv(5), uv(0),
			uv(1), head(0, true, esc), sv(math.MinInt64))},
		{"list out of range", cat(hdr(1, 1), empty, uv(10), head(0, false, 0), uv(1))},
		{"first record repeats a list", cat(hdr(1, 1), empty, uv(10), head(0, true, 0))},
		{"slot beyond 32 bits", cat(hdr(0, 1), uv(1), uv(1<<32), []byte{byte(Unbound)}, uv(0))},
		{"slot gap wraps", cat(hdr(0, 1), uv(2), uv(5), []byte{byte(Unbound)}, uv(math.MaxUint64-5), []byte{byte(Unbound)}, uv(0))},
		{"slot gap beyond 32 bits", cat(hdr(0, 1), uv(2), uv(math.MaxUint32), []byte{byte(Unbound)}, uv(0), []byte{byte(Unbound)}, uv(0))},
		{"register 16", cat(hdr(0, 1), uv(1), uv(0), []byte{byte(RegWord), 16}, uv(0))},
		{"location kind 7", cat(hdr(0, 1), uv(1), uv(0), []byte{byte(numLocKinds)}, uv(0))},
		{"virtual out of range", cat(hdr(0, 1), uv(1), uv(0), []byte{byte(Virtual)}, uv(1), uv(1), uv(0), uv(0))},
		{"virtual type beyond 32 bits", cat(hdr(0, 1), uv(0), uv(1), uv(1<<32), uv(0))},
		{"virtual containing itself", cat(hdr(0, 1), uv(0), uv(1), uv(0), uv(1), []byte{byte(Virtual)}, uv(0))},
		{"const truncated", cat(hdr(0, 1), uv(1), uv(0), []byte{byte(ConstWord), 0x80})},
	} {
		t.Run(c.name, func(t *testing.T) {
			var err error
			bytes := allocated(func() { _, err = Decode(c.blob) })
			require.ErrorIs(t, err, ErrCorrupt)
			require.Less(t, bytes, uint64(4096), "allocated for a blob of %d bytes", len(c.blob))
		})
	}

	// Every proper prefix of a real blob is refused.
	blob, err := Encode(randRecords(rand.New(rand.NewPCG(9, 10)), 40))
	require.NoError(t, err)
	for i := range blob {
		_, err := Decode(blob[:i])
		require.ErrorIs(t, err, ErrCorrupt, "truncated to %d of %d", i, len(blob))
	}
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

func bytesOf(b byte, n int) []byte {
	s := make([]byte, n)
	for i := range s {
		s[i] = b
	}
	return s
}

func TestLookupDoesNotAllocate(t *testing.T) {
	recs := realistic(rand.New(rand.NewPCG(5, 6)))
	recs[100].Virtuals = []VirtualObj{{Type: 1, Fields: []Loc{{Kind: RegWord, Reg: 3}}}}
	recs[100].Locs = append(recs[100].Locs[:len(recs[100].Locs):len(recs[100].Locs)], Loc{Slot: 99, Kind: Virtual})
	m := roundTrip(t, recs)
	allocs := testing.AllocsPerRun(100, func() {
		for _, r := range recs {
			if _, ok := m.Lookup(r.Offset); !ok {
				t.Fatal("missing")
			}
			m.Lookup(r.Offset + 1)
		}
	})
	require.Zero(t, allocs)
}

// realistic is what a unit of loops gives: 200 exits about a dozen bytes
// apart, mostly guards, most sharing one of three lists of two to four
// resident registers.
func realistic(rng *rand.Rand) []Record {
	lists := [][]Loc{
		{{Slot: 1, Kind: RegWord, Reg: 9}, {Slot: 2, Kind: RegWord, Reg: 8}},
		{{Slot: 0, Kind: RegWord, Reg: 10}, {Slot: 3, Kind: RegWord, Reg: 8}, {Slot: 5, Kind: RegWord, Reg: 9}},
		{{Slot: 2, Kind: RegWord, Reg: 8}, {Slot: 4, Kind: RegWord, Reg: 9}, {Slot: 6, Kind: RegWord, Reg: 10}, {Slot: 7, Kind: RegWord, Reg: 7}},
	}
	kinds := []Kind{Guard, Guard, Guard, Guard, Poll, Call, Return}
	recs := make([]Record, 200)
	off, pc := uint32(900), uint32(3)
	for i := range recs {
		recs[i] = Record{Offset: off, PC: pc, Kind: kinds[rng.IntN(len(kinds))]}
		switch {
		case rng.IntN(10) == 0:
			recs[i].Locs = lists[rng.IntN(len(lists))] // an exit outside the loop's run
		default:
			recs[i].Locs = lists[i*len(lists)/len(recs)]
		}
		off += 10 + uint32(rng.IntN(6))
		pc += uint32(rng.IntN(3))
	}
	return recs
}

func TestSizePerRecord(t *testing.T) {
	recs := realistic(rand.New(rand.NewPCG(5, 6)))
	blob, err := Encode(recs)
	require.NoError(t, err)
	roundTrip(t, recs)
	per := float64(len(blob)) / float64(len(recs))
	code := recs[len(recs)-1].Offset - recs[0].Offset
	t.Logf("%d bytes for %d records: %.2f bytes per record (%.1f%% of the %d code bytes they span)",
		len(blob), len(recs), per, 100*float64(len(blob))/float64(code), code)
	require.LessOrEqual(t, per, 2.5)
}

func BenchmarkLookup(b *testing.B) {
	recs := realistic(rand.New(rand.NewPCG(5, 6)))
	blob, err := Encode(recs)
	require.NoError(b, err)
	m, err := Decode(blob)
	require.NoError(b, err)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, ok := m.Lookup(recs[i%len(recs)].Offset); !ok {
			b.Fatal("missing")
		}
		i++
	}
	// After the loop: b.Loop resets the timer, which drops metrics.
	b.ReportMetric(float64(len(blob))/float64(len(recs)), "bytes/record")
}
