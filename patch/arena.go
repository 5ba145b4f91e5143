//go:build linux && amd64

package patch

import (
	"fmt"
	"slices"
	"sort"
	"sync"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Arena hands out executable memory from large mappings, so that small
// units of code do not each cost a page. Installing code maps the pages
// it touches read+write, copies, and maps them read+execute again; an
// Arena must therefore not be shared by goroutines that run its code
// concurrently with an Install (each VM has its own).
//
// No page is ever writable and executable at once. Pages that hold no
// code can stay read+write (and not executable): a chunk is mapped so,
// and code of a page or more goes to such fresh pages when it can, so
// that installing it costs one mprotect (to read+execute) instead of
// two. When no fresh pages are left, the whole free pages of a chunk
// are made writable again together (one mprotect per run of them).
// Smaller code fills the gaps first-fit, as before: most of the cost of
// compiling a unit is not in the system calls for small units, and
// packing them keeps the memory small.
type Arena struct {
	mu     sync.Mutex
	chunks []*chunk
	// Mapped and InUse count bytes, Protects mprotect calls (for
	// statistics).
	Mapped, InUse, Protects int
}

type chunk struct {
	mem  []byte
	free []span // sorted by offset, coalesced
	// rw says, per page, that it is mapped read+write (not executable):
	// it holds no code, so it is wholly inside a free span.
	rw []bool
}

type span struct{ off, n int }

// Block is a piece of installed code.
type Block struct {
	arena *Arena
	c     *chunk
	off   int
	n     int
}

const (
	chunkSize = 1 << 20
	align     = 32
)

var pageSize = unix.Getpagesize()

// Install copies code into executable memory and returns its block.
func (a *Arena) Install(code []byte) (*Block, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	n := (len(code) + align - 1) &^ (align - 1)
	if n == 0 {
		n = align
	}
	c, off := a.find(n)
	if c == nil {
		size := max(chunkSize, (n+pageSize-1)&^(pageSize-1))
		mem, err := unix.Mmap(-1, 0, size, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON)
		if err != nil {
			return nil, fmt.Errorf("patch: mmap %d bytes: %w", size, err)
		}
		c = &chunk{mem: mem, free: []span{{0, size}}, rw: make([]bool, size/pageSize)}
		for i := range c.rw {
			c.rw[i] = true
		}
		a.chunks = append(a.chunks, c)
		a.Mapped += size
		c, off = a.find(n)
	}
	// Flip only the pages the block touches, and only when one holds
	// code; other code in the chunk belongs to the same VM, which is not
	// running machine code now.
	lo := off &^ (pageSize - 1)
	hi := (off + n + pageSize - 1) &^ (pageSize - 1)
	if !allTrue(c.rw[lo/pageSize : hi/pageSize]) {
		a.Protects++
		if err := unix.Mprotect(c.mem[lo:hi], unix.PROT_READ|unix.PROT_WRITE); err != nil {
			a.release(c, off, n)
			return nil, fmt.Errorf("patch: mprotect RW: %w", err)
		}
	}
	copy(c.mem[off:], code)
	for i := off + len(code); i < off+n; i++ {
		c.mem[i] = 0xCC // int3 padding
	}
	for p := lo / pageSize; p < hi/pageSize; p++ {
		c.rw[p] = false
	}
	a.Protects++
	if err := unix.Mprotect(c.mem[lo:hi], unix.PROT_READ|unix.PROT_EXEC); err != nil {
		// Never leave the pages writable; the span is lost.
		unix.Mprotect(c.mem[lo:hi], unix.PROT_NONE)
		return nil, fmt.Errorf("patch: mprotect RX: %w", err)
	}
	a.InUse += n
	return &Block{arena: a, c: c, off: off, n: n}, nil
}

func allTrue(bs []bool) bool {
	for _, b := range bs {
		if !b {
			return false
		}
	}
	return true
}

// find takes n bytes of free memory: for a page or more, from fresh
// pages when some chunk has enough of them in a row (after making its
// whole free pages fresh again, if need be); otherwise from the first
// free span that holds them.
func (a *Arena) find(n int) (*chunk, int) {
	if n >= pageSize {
		for pass := 0; pass < 2; pass++ {
			for _, c := range a.chunks {
				for i, s := range c.free {
					if off, ok := c.freshIn(s, n); ok {
						c.take(i, off, n)
						return c, off
					}
				}
			}
			if pass == 0 && !a.sweep() {
				break
			}
		}
	}
	for _, c := range a.chunks {
		for i, s := range c.free {
			if s.n >= n {
				c.take(i, s.off, n)
				return c, s.off
			}
		}
	}
	return nil, 0
}

// freshIn returns the first page boundary in s from which n bytes of
// fresh pages follow inside s.
func (c *chunk) freshIn(s span, n int) (int, bool) {
	end := s.off + s.n
	run := -1 // start of the current run of fresh pages
	for p := (s.off + pageSize - 1) &^ (pageSize - 1); p+pageSize <= end; p += pageSize {
		if !c.rw[p/pageSize] {
			run = -1
			continue
		}
		if run < 0 {
			run = p
		}
		if p+pageSize-run >= n {
			return run, true
		}
	}
	return 0, false
}

// take removes [off, off+n) from free span i of c.
func (c *chunk) take(i, off, n int) {
	s := c.free[i]
	before := span{s.off, off - s.off}
	after := span{off + n, s.off + s.n - off - n}
	switch {
	case before.n == 0 && after.n == 0:
		c.free = slices.Delete(c.free, i, i+1)
	case before.n == 0:
		c.free[i] = after
	case after.n == 0:
		c.free[i] = before
	default:
		c.free[i] = before
		c.free = slices.Insert(c.free, i+1, after)
	}
}

// sweep makes the whole pages of every free span fresh (read+write) that
// are not, one mprotect per run of them, and reports whether it made
// any. Failing to is harmless: the pages stay read+execute.
func (a *Arena) sweep() bool {
	made := false
	for _, c := range a.chunks {
		for _, s := range c.free {
			lo := (s.off + pageSize - 1) &^ (pageSize - 1)
			hi := (s.off + s.n) &^ (pageSize - 1)
			for p := lo; p < hi; {
				if c.rw[p/pageSize] {
					p += pageSize
					continue
				}
				q := p
				for q < hi && !c.rw[q/pageSize] {
					q += pageSize
				}
				a.Protects++
				if unix.Mprotect(c.mem[p:q], unix.PROT_READ|unix.PROT_WRITE) == nil {
					for k := p / pageSize; k < q/pageSize; k++ {
						c.rw[k] = true
					}
					made = true
				}
				p = q
			}
		}
	}
	return made
}

// Addr returns the address of the block's first byte.
func (b *Block) Addr() uintptr { return uintptr(unsafe.Pointer(&b.c.mem[b.off])) }

// Size returns the block's size in bytes (rounded up to the alignment).
func (b *Block) Size() int { return b.n }

// Bytes returns the installed code (read-only memory: do not write).
func (b *Block) Bytes() []byte { return b.c.mem[b.off : b.off+b.n] }

// Free returns the block to its arena. No frame may be running it, and
// nothing may jump to it afterwards.
func (b *Block) Free() {
	a := b.arena
	if a == nil {
		return
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	b.arena = nil
	if b.c.mem == nil {
		return // the arena was closed
	}
	a.InUse -= b.n
	a.release(b.c, b.off, b.n)
}

// release returns [off, off+n) of c to its free list.
func (a *Arena) release(c *chunk, off, n int) {
	c.free = append(c.free, span{off, n})
	sort.Slice(c.free, func(i, j int) bool { return c.free[i].off < c.free[j].off })
	merged := c.free[:1]
	for _, s := range c.free[1:] {
		last := &merged[len(merged)-1]
		if last.off+last.n == s.off {
			last.n += s.n
		} else {
			merged = append(merged, s)
		}
	}
	c.free = merged
}

// Close unmaps every chunk. No code from the arena may run afterwards.
func (a *Arena) Close() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	var first error
	for _, c := range a.chunks {
		if err := unix.Munmap(c.mem); err != nil && first == nil {
			first = err
		}
		c.mem, c.free = nil, nil
	}
	a.chunks, a.Mapped, a.InUse = nil, 0, 0
	return first
}
