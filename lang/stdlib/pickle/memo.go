package pickle

import rt "github.com/cpjit/cpjit/lang/runtime"

// memoTable maps the objects a pickler has written (their handles) to
// their memo indexes: open addressing with linear probing over a
// power-of-two table at most half full, cheaper than a Go map for the one
// lookup every object's save makes, and cleared in proportion to its use.
type memoTable struct {
	keys []rt.Value
	idx  []int32 // memo index + 1; 0 marks an empty slot
	used []int32 // the occupied slots, for clear
}

const memoMinSize = 64

func memoSlot(v rt.Value, mask int) int {
	return int((uint64(v) * 0x9E3779B97F4A7C15) >> 32 & uint64(mask))
}

// get returns v's memo index.
func (m *memoTable) get(v rt.Value) (int, bool) {
	if len(m.keys) == 0 {
		return 0, false
	}
	mask := len(m.keys) - 1
	for i := memoSlot(v, mask); ; i = (i + 1) & mask {
		x := m.idx[i]
		if x == 0 {
			return 0, false
		}
		if m.keys[i] == v {
			return int(x - 1), true
		}
	}
}

// len is the number of objects memoized.
func (m *memoTable) len() int { return len(m.used) }

// put records v with memo index idx (replacing v's index if it has one,
// as a map assignment would).
func (m *memoTable) put(v rt.Value, idx int) {
	if 2*(len(m.used)+1) > len(m.keys) {
		m.grow()
	}
	mask := len(m.keys) - 1
	i := memoSlot(v, mask)
	for m.idx[i] != 0 {
		if m.keys[i] == v {
			m.idx[i] = int32(idx + 1)
			return
		}
		i = (i + 1) & mask
	}
	m.keys[i], m.idx[i] = v, int32(idx+1)
	m.used = append(m.used, int32(i))
}

func (m *memoTable) grow() {
	size := 2 * len(m.keys)
	if size < memoMinSize {
		size = memoMinSize
	}
	oldKeys, oldIdx := m.keys, m.idx
	m.keys, m.idx = make([]rt.Value, size), make([]int32, size)
	m.used = m.used[:0]
	mask := size - 1
	for j, x := range oldIdx {
		if x == 0 {
			continue
		}
		i := memoSlot(oldKeys[j], mask)
		for m.idx[i] != 0 {
			i = (i + 1) & mask
		}
		m.keys[i], m.idx[i] = oldKeys[j], x
		m.used = append(m.used, int32(i))
	}
}

// clear empties the table; a big one is dropped rather than kept.
func (m *memoTable) clear() {
	if len(m.keys) > 1<<16 {
		*m = memoTable{}
		return
	}
	for _, i := range m.used {
		m.keys[i], m.idx[i] = 0, 0
	}
	m.used = m.used[:0]
}
