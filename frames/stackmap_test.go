package frames

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// interesting are location payloads that must survive exactly.
var interesting = []uint64{
	0, 1, math.MaxUint64, uint64(1) << 63, // MinInt64 as ConstInt
	math.MaxInt64,
	0x7FF8000000000001, 0xFFF8000000000000, math.Float64bits(math.Copysign(0, -1)),
	0xFFF9000000000005, // a tagged small-int word
}

func randLoc(rng *rand.Rand, nvirt int, slot uint32) Loc {
	for {
		l := Loc{Slot: slot, Kind: LocKind(rng.IntN(int(numLocKinds)))}
		switch l.Kind {
		case RegWord, RegInt, XmmFloat:
			l.Reg = []uint8{0, 15, 7, 8}[rng.IntN(4)]
		case ConstWord, ConstInt:
			if rng.IntN(2) == 0 {
				l.Bits = interesting[rng.IntN(len(interesting))]
			} else {
				l.Bits = rng.Uint64()
			}
		case Virtual:
			if nvirt == 0 {
				continue
			}
			l.Bits = uint64(rng.IntN(nvirt))
		}
		return l
	}
}

// randRecords makes n records: a few location lists, shared by many
// records, with every kind of location; virtual objects are acyclic
// (fields only point at later objects) and shared.
func randRecords(rng *rand.Rand, n int) []Record {
	type lst struct {
		locs []Loc
		virt []VirtualObj
	}
	var lists []lst
	for range 1 + rng.IntN(5) {
		var l lst
		nv := rng.IntN(3)
		for v := range nv {
			obj := VirtualObj{Type: rng.Uint32()}
			for range rng.IntN(4) {
				f := randLoc(rng, 0, 0)
				if v+1 < nv && rng.IntN(3) == 0 {
					f = Loc{Kind: Virtual, Bits: uint64(v + 1 + rng.IntN(nv-v-1))}
				}
				f.Slot = 0
				obj.Fields = append(obj.Fields, f)
			}
			l.virt = append(l.virt, obj)
		}
		slot := uint32(rng.IntN(3))
		if rng.IntN(10) == 0 {
			slot = math.MaxUint32 - 10
		}
		for range rng.IntN(6) {
			l.locs = append(l.locs, randLoc(rng, nv, slot))
			if slot > math.MaxUint32-5 {
				break
			}
			slot += 1 + uint32(rng.IntN(4))
		}
		lists = append(lists, l)
	}
	recs := make([]Record, n)
	off := uint32(rng.IntN(3))
	if rng.IntN(5) == 0 {
		off = math.MaxUint32 - uint32(40*n) - 1 // offsets near the top
	}
	for i := range recs {
		l := lists[rng.IntN(len(lists))]
		if i > 0 && rng.IntN(2) == 0 {
			l = lst{recs[i-1].Locs, recs[i-1].Virtuals}
		}
		recs[i] = Record{Offset: off, PC: uint32(rng.IntN(1 << uint(rng.IntN(32)))), Kind: Kind(rng.IntN(int(numKinds))),
			Locs: l.locs, Virtuals: l.virt}
		off += 1 + uint32(rng.IntN(40))
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
		}
		vs := make([]VirtualObj, len(r.Virtuals))
		for k, v := range r.Virtuals {
			if len(v.Fields) == 0 {
				v.Fields = nil
			}
			vs[k] = v
		}
		if r.Virtuals != nil {
			r.Virtuals = vs
		}
		out[i] = r
	}
	return out
}

func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for set := range 2000 {
		n := 1 + rng.IntN(80)
		if set%10 == 0 {
			n = 1
		}
		recs := randRecords(rng, n)
		blob, err := Encode(recs)
		require.NoError(t, err, "set %d", set)
		m, err := Decode(blob)
		require.NoError(t, err, "set %d", set)
		require.Equal(t, n, m.Len())
		require.Equal(t, len(blob), m.Size())
		require.Equal(t, normal(recs), normal(m.Records()), "set %d", set)
		for i, r := range recs {
			got, ok := m.Lookup(r.Offset)
			require.True(t, ok, "set %d record %d", set, i)
			require.Equal(t, normal([]Record{r}), normal([]Record{got}))
			if i+1 < len(recs) && recs[i+1].Offset > r.Offset+1 {
				_, ok := m.Lookup(r.Offset + 1)
				require.False(t, ok, "between records")
			}
		}
		if recs[0].Offset > 0 {
			_, ok := m.Lookup(recs[0].Offset - 1)
			require.False(t, ok)
		}
		_, ok := m.Lookup(recs[n-1].Offset + 1)
		require.False(t, ok || recs[n-1].Offset == math.MaxUint32)
	}
}

func TestEncodeRejects(t *testing.T) {
	reg := func(slot uint32, r uint8) Loc { return Loc{Slot: slot, Kind: RegWord, Reg: r} }
	for name, recs := range map[string][]Record{
		"offsets not increasing": {{Offset: 4}, {Offset: 4}},
		"offsets going back":     {{Offset: 8}, {Offset: 4}},
		"duplicate slots":        {{Locs: []Loc{reg(1, 8), reg(1, 9)}}},
		"unsorted slots":         {{Locs: []Loc{reg(2, 8), reg(1, 9)}}},
		"register 16":            {{Locs: []Loc{reg(1, 16)}}},
		"virtual out of range":   {{Locs: []Loc{{Slot: 1, Kind: Virtual, Bits: 1}}, Virtuals: []VirtualObj{{}}}},
		"virtual cycle": {{Locs: []Loc{{Slot: 1, Kind: Virtual}}, Virtuals: []VirtualObj{
			{Fields: []Loc{{Kind: Virtual, Bits: 1}}}, {Fields: []Loc{{Kind: Virtual, Bits: 0}}}}}},
		"virtual containing itself": {{Virtuals: []VirtualObj{{Fields: []Loc{{Kind: Virtual, Bits: 0}}}}}},
		"bad location kind":         {{Locs: []Loc{{Kind: numLocKinds}}}},
		"bad record kind":           {{Kind: numKinds}},
	} {
		_, err := Encode(recs)
		require.Error(t, err, name)
	}
}

func TestDecodeRejects(t *testing.T) {
	good, err := Encode([]Record{{Offset: 3, PC: 1, Locs: []Loc{{Slot: 2, Kind: RegWord, Reg: 8}}}, {Offset: 9, PC: 2}})
	require.NoError(t, err)
	_, err = Decode(good)
	require.NoError(t, err)
	for i := range good {
		_, err := Decode(good[:i])
		require.ErrorIs(t, err, ErrCorrupt, "truncated to %d", i)
	}
	_, err = Decode(append(good[:len(good):len(good)], 0))
	require.ErrorIs(t, err, ErrCorrupt, "trailing byte")
	bad := append([]byte{}, good...)
	bad[0] = 9
	_, err = Decode(bad)
	require.ErrorIs(t, err, ErrCorrupt, "version")
	// A huge record count in a tiny blob is refused before allocating.
	_, err = Decode([]byte{version, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0})
	require.ErrorIs(t, err, ErrCorrupt)
}

func FuzzDecode(f *testing.F) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{1, 2, 17, 40} {
		blob, err := Encode(randRecords(rng, n))
		require.NoError(f, err)
		f.Add(blob)
	}
	f.Add([]byte{version, 0, 0})
	f.Fuzz(func(t *testing.T, blob []byte) {
		m, err := Decode(blob)
		if err != nil {
			return
		}
		recs := m.Records()
		for _, r := range recs {
			got, ok := m.Lookup(r.Offset)
			if !ok || got.PC != r.PC || got.Kind != r.Kind {
				t.Fatalf("lookup of %#x: %v %v, want %v", r.Offset, got, ok, r)
			}
		}
		again, err := Encode(recs)
		if err != nil {
			t.Fatalf("a decoded blob does not encode: %v", err)
		}
		m2, err := Decode(again)
		if err != nil {
			t.Fatalf("re-encoded blob does not decode: %v", err)
		}
		require.Equal(t, normal(recs), normal(m2.Records()))
	})
}

func TestTable(t *testing.T) {
	var tab Table
	maps := []*Map{{}, {}, {}}
	require.NoError(t, tab.Add(0x2000, 0x100, maps[1]))
	require.NoError(t, tab.Add(0x1000, 0x100, maps[0]))
	require.NoError(t, tab.Add(0x3000, 0x10, maps[2]))
	require.Error(t, tab.Add(0x20ff, 0x10, nil), "overlaps the end of one")
	require.Error(t, tab.Add(0x1f00, 0x101, nil), "overlaps the start of one")
	require.Error(t, tab.Add(0x4000, 0, nil), "empty")
	for _, c := range []struct {
		addr uintptr
		m    *Map
		off  uint32
		ok   bool
	}{
		{0x0fff, nil, 0, false}, {0x1000, maps[0], 0, true}, {0x10ff, maps[0], 0xff, true},
		{0x1100, nil, 0, false}, {0x2080, maps[1], 0x80, true}, {0x300f, maps[2], 0xf, true},
		{0x3010, nil, 0, false},
	} {
		m, off, ok := tab.Find(c.addr)
		require.Equal(t, c.ok, ok, "%#x", c.addr)
		if ok {
			require.Same(t, c.m, m)
			require.Equal(t, c.off, off)
		}
	}
	tab.Remove(0x2000)
	_, _, ok := tab.Find(0x2080)
	require.False(t, ok)
	require.NoError(t, tab.Add(0x2000, 0x1000, nil), "the range is free again")
}

// realistic is what a loop gives: exits about a dozen bytes apart, most
// sharing one of three lists of two to four resident registers.
func realistic(rng *rand.Rand) []Record {
	lists := [][]Loc{
		{{Slot: 1, Kind: RegWord, Reg: 9}, {Slot: 2, Kind: RegWord, Reg: 8}},
		{{Slot: 0, Kind: RegWord, Reg: 10}, {Slot: 3, Kind: RegWord, Reg: 8}, {Slot: 5, Kind: RegWord, Reg: 9}},
		{{Slot: 2, Kind: RegWord, Reg: 8}, {Slot: 4, Kind: RegWord, Reg: 9}, {Slot: 6, Kind: RegWord, Reg: 10}, {Slot: 7, Kind: RegWord, Reg: 7}},
	}
	recs := make([]Record, 200)
	off, pc := uint32(900), uint32(3)
	for i := range recs {
		recs[i] = Record{Offset: off, PC: pc, Kind: Kind(rng.IntN(2)), Locs: lists[i*3/len(recs)]}
		off += 10 + uint32(rng.IntN(6))
		pc += uint32(rng.IntN(3))
	}
	return recs
}

func TestSizePerRecord(t *testing.T) {
	blob, err := Encode(realistic(rand.New(rand.NewPCG(5, 6))))
	require.NoError(t, err)
	per := float64(len(blob)) / 200
	t.Logf("%d bytes for 200 records: %.2f bytes per record", len(blob), per)
	require.LessOrEqual(t, per, 2.5)
}

func BenchmarkLookup(b *testing.B) {
	recs := realistic(rand.New(rand.NewPCG(5, 6)))
	blob, err := Encode(recs)
	require.NoError(b, err)
	m, err := Decode(blob)
	require.NoError(b, err)
	b.ReportMetric(float64(len(blob))/float64(len(recs)), "bytes/record")
	b.ResetTimer()
	for i := range b.N {
		if _, ok := m.Lookup(recs[i%len(recs)].Offset); !ok {
			b.Fatal("missing")
		}
	}
}
