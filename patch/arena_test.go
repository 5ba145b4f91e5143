//go:build linux && amd64

package patch

import (
	"bufio"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// mapping is one line of /proc/self/maps.
type mapping struct {
	lo, hi uintptr
	perms  string
}

func readMaps(t *testing.T) []mapping {
	t.Helper()
	f, err := os.Open("/proc/self/maps")
	require.NoError(t, err)
	defer f.Close()
	var ms []mapping
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		require.GreaterOrEqual(t, len(fields), 2)
		lo, hi, ok := strings.Cut(fields[0], "-")
		require.True(t, ok, sc.Text())
		l, err := strconv.ParseUint(lo, 16, 64)
		require.NoError(t, err)
		h, err := strconv.ParseUint(hi, 16, 64)
		require.NoError(t, err)
		ms = append(ms, mapping{uintptr(l), uintptr(h), fields[1]})
	}
	require.NoError(t, sc.Err())
	return ms
}

// mappingsOver returns the mappings that overlap [lo, hi).
func mappingsOver(t *testing.T, lo, hi uintptr) []mapping {
	t.Helper()
	var out []mapping
	for _, m := range readMaps(t) {
		if m.lo < hi && lo < m.hi {
			out = append(out, m)
		}
	}
	return out
}

// requireRX checks that every byte of [lo, hi) is mapped read+execute and
// not writable.
func requireRX(t *testing.T, lo, hi uintptr) {
	t.Helper()
	ms := mappingsOver(t, lo, hi)
	require.NotEmpty(t, ms, "%#x-%#x is not mapped", lo, hi)
	sort.Slice(ms, func(i, j int) bool { return ms[i].lo < ms[j].lo })
	require.LessOrEqual(t, ms[0].lo, lo)
	require.GreaterOrEqual(t, ms[len(ms)-1].hi, hi)
	for i, m := range ms {
		require.Equal(t, "r-xp", m.perms, "mapping %#x-%#x", m.lo, m.hi)
		if i > 0 {
			require.Equal(t, ms[i-1].hi, m.lo, "hole in the mapping")
		}
	}
}

// requireChunkProtected checks that no page of c is writable and
// executable, and that each page is mapped as c.rw says: read+write
// (fresh, no code) or read+execute.
func requireChunkProtected(t *testing.T, c *chunk) {
	t.Helper()
	lo, _ := chunkRange(c)
	for p, rw := range c.rw {
		at := lo + uintptr(p*pageSize)
		ms := mappingsOver(t, at, at+uintptr(pageSize))
		require.Len(t, ms, 1, "page %d", p)
		want := "r-xp"
		if rw {
			want = "rw-p"
		}
		require.Equal(t, want, ms[0].perms, "page %d of the chunk", p)
	}
}

// chunkRange returns the address range of c.
func chunkRange(c *chunk) (uintptr, uintptr) {
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(c.mem)))
	return lo, lo + uintptr(len(c.mem))
}

// codeOf returns n bytes of recognizable code.
func codeOf(n int, seed byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = seed + byte(i*7)
		if b[i] == 0xCC {
			b[i] = 0x90
		}
	}
	return b
}

func install(t *testing.T, a *Arena, code []byte) *Block {
	t.Helper()
	blk, err := a.Install(code)
	require.NoError(t, err)
	require.NotNil(t, blk)
	return blk
}

func newArena(t *testing.T) *Arena {
	a := &Arena{}
	t.Cleanup(func() { _ = a.Close() })
	return a
}

func TestInstallCopiesAndPads(t *testing.T) {
	a := newArena(t)
	for _, n := range []int{1, 31, 32, 33, 45, 64, 100, 4096, 4097} {
		code := codeOf(n, byte(n))
		blk := install(t, a, code)
		want := (n + 31) / 32 * 32
		require.Equal(t, want, blk.Size(), "size for %d bytes", n)
		require.Zero(t, blk.Addr()%32, "alignment")
		got := blk.Bytes()
		require.Len(t, got, want)
		require.Equal(t, code, got[:n])
		for i := n; i < want; i++ {
			require.Equal(t, byte(0xCC), got[i], "padding byte %d of %d-byte code", i, n)
		}
		// Bytes is the memory at Addr.
		require.Equal(t, blk.Addr(), uintptr(unsafe.Pointer(&got[0])))
	}
	// Empty code still takes one aligned unit of int3.
	blk := install(t, a, nil)
	require.Equal(t, 32, blk.Size())
	require.Equal(t, make([]byte, 32), zeroOut(blk.Bytes(), 0xCC))
}

// zeroOut returns a copy of b with every c replaced by 0 (so a block of
// int3 compares equal to zeros).
func zeroOut(b []byte, c byte) []byte {
	out := make([]byte, len(b))
	for i, x := range b {
		if x != c {
			out[i] = x
		}
	}
	return out
}

func TestInstallLeavesMemoryNotWritable(t *testing.T) {
	a := newArena(t)
	var blks []*Block
	for i := range 20 {
		blks = append(blks, install(t, a, codeOf(10+i*300, byte(i))))
		blk := blks[len(blks)-1]
		requireRX(t, blk.Addr(), blk.Addr()+uintptr(blk.Size()))
	}
	blks[3].Free()
	blk := install(t, a, codeOf(50, 1))
	requireRX(t, blk.Addr(), blk.Addr()+uintptr(blk.Size()))
	// No page of any chunk is writable and executable; the pages not
	// marked fresh are not writable.
	require.NotEmpty(t, a.chunks)
	for _, c := range a.chunks {
		requireChunkProtected(t, c)
	}
}

// Code of a page or more goes to fresh (writable, never executable)
// pages, so that installing it takes one mprotect; a chunk's free pages
// become fresh again when no fresh ones are left. Small code is packed.
func TestFreshPagesTakeOneMprotect(t *testing.T) {
	a := newArena(t)
	big := codeOf(5*pageSize+100, 1)
	first := install(t, a, big)
	require.Equal(t, 1, a.Protects, "a fresh chunk: only the read+execute flip")
	require.Zero(t, first.Addr()%uintptr(pageSize))
	requireChunkProtected(t, a.chunks[0])

	// Install and free, as recompiling does, until the fresh pages run
	// out and the freed ones are made fresh again: one mprotect per
	// install, and one per sweep.
	first.Free()
	before := a.Protects
	const rounds = 200
	seen := map[uintptr]bool{}
	for i := range rounds {
		code := codeOf(len(big), byte(i))
		blk := install(t, a, code)
		require.Equal(t, code, blk.Bytes()[:len(code)])
		requireRX(t, blk.Addr(), blk.Addr()+uintptr(blk.Size()))
		seen[blk.Addr()] = true
		blk.Free()
	}
	require.Len(t, a.chunks, 1, "freed memory was not reused")
	sweeps := a.Protects - before - rounds
	require.Positive(t, sweeps, "the chunk's fresh pages ran out: a sweep made freed pages fresh")
	require.Less(t, sweeps, rounds/20, "about one sweep per chunk's worth of installs")
	require.Greater(t, len(seen), 20, "installs went to fresh pages, not back to the freed block")
	requireChunkProtected(t, a.chunks[0])

	// Small code packs into the gaps: two 100-byte blocks share a page.
	x := install(t, a, codeOf(100, 2))
	y := install(t, a, codeOf(100, 3))
	require.Equal(t, x.Addr()+128, y.Addr())
	require.Equal(t, codeOf(100, 2), x.Bytes()[:100])
	requireChunkProtected(t, a.chunks[0])
}

func TestBlocksDoNotOverlap(t *testing.T) {
	a := newArena(t)
	type inst struct {
		blk  *Block
		code []byte
	}
	var all []inst
	for i := range 200 {
		code := codeOf(1+(i*37)%900, byte(i))
		all = append(all, inst{install(t, a, code), code})
		if i%5 == 4 { // free some, so later ones reuse space
			k := len(all) - 3
			all[k].blk.Free()
			all = append(all[:k], all[k+1:]...)
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].blk.Addr() < all[j].blk.Addr() })
	for i := 1; i < len(all); i++ {
		prev, cur := all[i-1].blk, all[i].blk
		require.LessOrEqual(t, prev.Addr()+uintptr(prev.Size()), cur.Addr(), "blocks %d and %d overlap", i-1, i)
	}
	// Later installs did not overwrite earlier code.
	for _, x := range all {
		require.Equal(t, x.code, x.blk.Bytes()[:len(x.code)])
	}
}

func TestFreeThenInstallReuses(t *testing.T) {
	a := newArena(t)
	x := install(t, a, codeOf(40, 1))
	y := install(t, a, codeOf(40, 2))
	z := install(t, a, codeOf(40, 3))
	require.Equal(t, x.Addr()+64, y.Addr())
	require.Equal(t, y.Addr()+64, z.Addr())
	yAddr := y.Addr()
	y.Free()
	w := install(t, a, codeOf(50, 4))
	require.Equal(t, yAddr, w.Addr(), "freed space not reused")
	require.Equal(t, codeOf(50, 4), w.Bytes()[:50])
	require.Equal(t, codeOf(40, 1), x.Bytes()[:40])
	require.Equal(t, codeOf(40, 3), z.Bytes()[:40])
	// A freed block too small for the new code is skipped.
	w.Free()
	v := install(t, a, codeOf(65, 5))
	require.Equal(t, z.Addr()+64, v.Addr())
	// Freeing twice is harmless.
	x.Free()
	x.Free()
	u := install(t, a, codeOf(64, 6))
	require.Equal(t, x.Addr(), u.Addr())
	u2 := install(t, a, codeOf(64, 7))
	require.Equal(t, yAddr, u2.Addr(), "double free must not hand out the same space twice")
	require.NotEqual(t, u.Addr(), u2.Addr())
}

func TestFreeCoalesces(t *testing.T) {
	for _, order := range []string{"forward", "backward"} {
		t.Run(order, func(t *testing.T) {
			a := newArena(t)
			var blks []*Block
			for i := range 5 {
				blks = append(blks, install(t, a, codeOf(32, byte(i))))
			}
			// Free 1, 2, 3: three adjacent 32-byte spans.
			if order == "forward" {
				blks[1].Free()
				blks[2].Free()
				blks[3].Free()
			} else {
				blks[3].Free()
				blks[1].Free()
				blks[2].Free()
			}
			big := install(t, a, codeOf(96, 9))
			require.Equal(t, blks[1].Addr(), big.Addr(), "adjacent free blocks not merged")
			require.Len(t, a.chunks, 1)
			require.Len(t, a.chunks[0].free, 1, "only the tail should be free")
		})
	}
	t.Run("not adjacent", func(t *testing.T) {
		a := newArena(t)
		var blks []*Block
		for i := range 5 {
			blks = append(blks, install(t, a, codeOf(32, byte(i))))
		}
		blks[1].Free()
		blks[3].Free()
		big := install(t, a, codeOf(64, 9))
		require.Equal(t, blks[4].Addr()+32, big.Addr())
	})
	t.Run("with the tail", func(t *testing.T) {
		a := newArena(t)
		x := install(t, a, codeOf(32, 1))
		y := install(t, a, codeOf(32, 2))
		require.Equal(t, chunkSize, a.Mapped)
		y.Free()
		// Exactly the rest of the chunk: fits only if y's span merged
		// with the free tail.
		rest := install(t, a, codeOf(chunkSize-32, 3))
		require.Equal(t, x.Addr()+32, rest.Addr())
		require.Equal(t, chunkSize, a.Mapped, "a new chunk was mapped")
		require.Equal(t, chunkSize, a.InUse)
		require.Empty(t, a.chunks[0].free)
	})
}

func TestAccounting(t *testing.T) {
	a := newArena(t)
	require.Zero(t, a.Mapped)
	require.Zero(t, a.InUse)
	x := install(t, a, codeOf(10, 1))
	require.Equal(t, chunkSize, a.Mapped)
	require.Equal(t, 32, a.InUse)
	y := install(t, a, codeOf(100, 2))
	require.Equal(t, 32+128, a.InUse)
	x.Free()
	require.Equal(t, 128, a.InUse)
	x.Free()
	require.Equal(t, 128, a.InUse, "double free counted twice")

	// Larger than a chunk: a chunk of its own, rounded to pages.
	n := chunkSize + 100
	big := install(t, a, codeOf(n, 3))
	bigMap := (n + 31) &^ 31
	bigMap = (bigMap + pageSize - 1) &^ (pageSize - 1)
	require.Equal(t, chunkSize+bigMap, a.Mapped)
	require.Equal(t, 128+((n+31)&^31), a.InUse)
	require.Len(t, a.chunks, 2)
	requireRX(t, big.Addr(), big.Addr()+uintptr(big.Size()))
	require.Equal(t, codeOf(n, 3), big.Bytes()[:n])

	// The rest of the first chunk (after x's free 32 bytes and y) is used
	// before anything new is mapped.
	fill := install(t, a, codeOf(chunkSize-160, 4))
	require.Len(t, a.chunks, 2, "the rest of the first chunk should be used")
	require.Equal(t, y.Addr()+128, fill.Addr())
	require.Equal(t, chunkSize+bigMap, a.Mapped)
	// Too big for any free span: another ordinary chunk.
	one := install(t, a, codeOf(2*pageSize, 5))
	require.Len(t, a.chunks, 3)
	require.Equal(t, 2*chunkSize+bigMap, a.Mapped)
	require.Equal(t, 128+((n+31)&^31)+chunkSize-160+2*pageSize, a.InUse)

	for _, b := range []*Block{y, big, fill, one} {
		b.Free()
	}
	require.Zero(t, a.InUse)
	require.Equal(t, 2*chunkSize+bigMap, a.Mapped, "Free does not unmap")
}

func TestCloseUnmaps(t *testing.T) {
	a := &Arena{}
	blk := install(t, a, codeOf(64, 1))
	_ = install(t, a, codeOf(chunkSize, 2)) // a second chunk
	require.Len(t, a.chunks, 2)
	var ranges [][2]uintptr
	for _, c := range a.chunks {
		requireChunkProtected(t, c)
		lo, hi := chunkRange(c)
		ranges = append(ranges, [2]uintptr{lo, hi})
	}
	require.NotZero(t, blk.Addr())
	require.NoError(t, a.Close())
	require.Zero(t, a.Mapped)
	require.Zero(t, a.InUse)
	require.Empty(t, a.chunks)
	// The Go runtime may map its own (never executable) memory there at
	// once, so look for what the arena left behind: executable pages.
	for _, r := range ranges {
		for _, m := range mappingsOver(t, r[0], r[1]) {
			require.NotContains(t, m.perms, "x", "chunk %#x-%#x still mapped: %+v", r[0], r[1], m)
		}
	}
	// Closing again is harmless, and the arena can be used afresh.
	require.NoError(t, a.Close())
	again := install(t, a, codeOf(10, 3))
	require.Equal(t, chunkSize, a.Mapped)
	require.Equal(t, codeOf(10, 3), again.Bytes()[:10])
	require.NoError(t, a.Close())
}

// TestFreeAfterClose: freeing a block of a closed arena changes nothing
// (it used to drive InUse negative and keep a span of unmapped memory).
func TestFreeAfterClose(t *testing.T) {
	a := &Arena{}
	blk, err := a.Install([]byte{0xC3})
	require.NoError(t, err)
	require.NoError(t, a.Close())
	blk.Free()
	require.Equal(t, 0, a.InUse)
	blk2, err := a.Install([]byte{0xC3})
	require.NoError(t, err)
	require.Equal(t, 32, a.InUse)
	blk2.Free()
	require.Equal(t, 0, a.InUse)
	require.NoError(t, a.Close())
}
