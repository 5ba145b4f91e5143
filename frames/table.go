package frames

import (
	"fmt"
	"sort"
)

// Table finds the unit whose machine code holds an address. The ranges it
// holds never overlap.
type Table struct {
	units []unitRange // sorted by base
}

type unitRange struct {
	base uintptr
	size uint32
	m    *Map
}

// Add registers the code at [base, base+size) with its stackmap.
func (t *Table) Add(base uintptr, size uint32, m *Map) error {
	if size == 0 {
		return fmt.Errorf("frames: empty code range at %#x", base)
	}
	i := sort.Search(len(t.units), func(i int) bool { return t.units[i].base >= base })
	if i < len(t.units) && t.units[i].base < base+uintptr(size) ||
		i > 0 && t.units[i-1].base+uintptr(t.units[i-1].size) > base {
		return fmt.Errorf("frames: code range %#x+%d overlaps another", base, size)
	}
	t.units = append(t.units, unitRange{})
	copy(t.units[i+1:], t.units[i:])
	t.units[i] = unitRange{base, size, m}
	return nil
}

// Remove forgets the range that starts at base.
func (t *Table) Remove(base uintptr) {
	i := sort.Search(len(t.units), func(i int) bool { return t.units[i].base >= base })
	if i < len(t.units) && t.units[i].base == base {
		t.units = append(t.units[:i], t.units[i+1:]...)
	}
}

// Find returns the stackmap of the unit holding addr and addr's offset in it.
func (t *Table) Find(addr uintptr) (m *Map, offset uint32, ok bool) {
	i := sort.Search(len(t.units), func(i int) bool { return t.units[i].base > addr }) - 1
	if i < 0 || addr-t.units[i].base >= uintptr(t.units[i].size) {
		return nil, 0, false
	}
	return t.units[i].m, uint32(addr - t.units[i].base), true
}
