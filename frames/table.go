package frames

import (
	"fmt"
	"slices"
)

// A Table finds the unit whose machine code holds an address. It keeps
// the ranges of the units sorted by base address; the ranges never
// overlap. The zero Table is empty and ready to use. A Table is not safe
// for concurrent use by multiple goroutines without synchronisation.
type Table struct {
	units []unitRange // sorted by base
}

type unitRange struct {
	base uintptr
	size uint32
	m    *Map
}

// search returns the number of ranges whose base is at most addr.
func (t *Table) search(addr uintptr) int {
	lo, hi := 0, len(t.units)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if t.units[h].base <= addr {
			lo = h + 1
		} else {
			hi = h
		}
	}
	return lo
}

// Add registers the code at [base, base+size) with its stackmap m. It
// refuses an empty range, one that wraps around the address space and one
// that overlaps a range already registered.
func (t *Table) Add(base uintptr, size uint32, m *Map) error {
	if size == 0 {
		return fmt.Errorf("frames: empty code range at %#x", base)
	}
	last := base + uintptr(size-1)
	if last < base {
		return fmt.Errorf("frames: code range %#x+%#x wraps around", base, size)
	}
	i := t.search(base) // units[:i] start at or before base
	if i > 0 {
		if p := t.units[i-1]; base-p.base < uintptr(p.size) {
			return fmt.Errorf("frames: code range %#x+%#x overlaps %#x+%#x", base, size, p.base, p.size)
		}
	}
	if i < len(t.units) {
		if n := t.units[i]; n.base <= last {
			return fmt.Errorf("frames: code range %#x+%#x overlaps %#x+%#x", base, size, n.base, n.size)
		}
	}
	t.units = slices.Insert(t.units, i, unitRange{base, size, m})
	return nil
}

// Remove forgets the range that starts at base, if there is one.
func (t *Table) Remove(base uintptr) {
	if i := t.search(base); i > 0 && t.units[i-1].base == base {
		t.units = slices.Delete(t.units, i-1, i)
	}
}

// Find returns the stackmap of the unit whose code holds addr, and the
// offset of addr from the unit's start.
func (t *Table) Find(addr uintptr) (m *Map, offset uint32, ok bool) {
	i := t.search(addr)
	if i == 0 {
		return nil, 0, false
	}
	u := t.units[i-1]
	if addr-u.base >= uintptr(u.size) {
		return nil, 0, false
	}
	return u.m, uint32(addr - u.base), true
}

// Len returns the number of ranges registered.
func (t *Table) Len() int { return len(t.units) }
