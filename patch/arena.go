//go:build linux && amd64

package patch

import (
	"fmt"
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
type Arena struct {
	mu     sync.Mutex
	chunks []*chunk
	// Mapped and InUse count bytes (for statistics).
	Mapped, InUse int
}

type chunk struct {
	mem  []byte
	free []span // sorted by offset, coalesced
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
		mem, err := unix.Mmap(-1, 0, size, unix.PROT_READ|unix.PROT_EXEC, unix.MAP_PRIVATE|unix.MAP_ANON)
		if err != nil {
			return nil, fmt.Errorf("patch: mmap %d bytes: %w", size, err)
		}
		c = &chunk{mem: mem, free: []span{{0, size}}}
		a.chunks = append(a.chunks, c)
		a.Mapped += size
		c, off = a.find(n)
	}
	// Flip only the pages the block touches; other code in the chunk
	// belongs to the same VM, which is not running machine code now.
	lo := off &^ (pageSize - 1)
	hi := (off + n + pageSize - 1) &^ (pageSize - 1)
	if err := unix.Mprotect(c.mem[lo:hi], unix.PROT_READ|unix.PROT_WRITE); err != nil {
		a.release(c, off, n)
		return nil, fmt.Errorf("patch: mprotect RW: %w", err)
	}
	copy(c.mem[off:], code)
	for i := off + len(code); i < off+n; i++ {
		c.mem[i] = 0xCC // int3 padding
	}
	if err := unix.Mprotect(c.mem[lo:hi], unix.PROT_READ|unix.PROT_EXEC); err != nil {
		// Never leave the pages writable; the span is lost.
		unix.Mprotect(c.mem[lo:hi], unix.PROT_NONE)
		return nil, fmt.Errorf("patch: mprotect RX: %w", err)
	}
	a.InUse += n
	return &Block{arena: a, c: c, off: off, n: n}, nil
}

// find takes n bytes from the first free span that holds them.
func (a *Arena) find(n int) (*chunk, int) {
	for _, c := range a.chunks {
		for i, s := range c.free {
			if s.n >= n {
				c.free[i] = span{s.off + n, s.n - n}
				if c.free[i].n == 0 {
					c.free = append(c.free[:i], c.free[i+1:]...)
				}
				return c, s.off
			}
		}
	}
	return nil, 0
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
