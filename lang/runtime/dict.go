package runtime

// Dict is an insertion-ordered hash table of Values, the storage behind
// Python's dict, class namespaces, module globals and instance __dict__s.
//
// Layout as CPython's compact dict: entries in insertion order (deleted ones
// are tombstoned with key == Unbound) and an open-addressing index of entry
// positions. Keys that are str use a fast path that never calls into Python.
type Dict struct {
	Head
	entries []dictEntry
	index   []int32 // -1 empty, -2 deleted, else position in entries
	used    int     // live entries
	// Version changes on every mutation; caches and JIT guards compare it.
	Version uint64
	// keysVersion changes only when entries move or the key set changes
	// (insert, delete, clear, resize), so a cached entry position stays
	// valid across value updates.
	keysVersion uint64
}

type dictEntry struct {
	hash  int64
	key   Value
	value Value
}

const (
	ixEmpty   = -1
	ixDeleted = -2
)

// Len returns the number of items.
func (d *Dict) Len() int { return d.used }

// Trace implements Object.
func (d *Dict) Trace(t *Tracer) {
	for i := range d.entries {
		e := &d.entries[i]
		t.Mark(e.key)
		t.Mark(e.value)
	}
}

// Cap returns how many entries d holds before its entries move.
func (d *Dict) Cap() int { return cap(d.entries) }

// reserve sizes an empty d for n entries, so that inserting them neither
// grows its index nor moves its entries.
func (d *Dict) reserve(n int) {
	size := 8
	for size*2 < (n+1)*3 {
		size *= 2
	}
	d.initTables(make([]dictEntry, 0, n), make([]int32, size))
}

// initTables gives an empty d the entry slice entries (length 0, room
// for what the index can hold) and the index table index (a power of two
// in length, at least 8), as reserve does.
func (d *Dict) initTables(entries []dictEntry, index []int32) {
	d.entries = entries
	d.index = index
	for i := range d.index {
		d.index[i] = ixEmpty
	}
	d.keysVersion++
}

func (d *Dict) grow() {
	d.keysVersion++
	n := 8
	for n*2 < (d.used+1)*3 {
		n *= 2
	}
	// The entries get the room the new index can hold, once, so that
	// inserting up to the next growth appends without moving them (an
	// append-doubled slice moved at 1, 2, 4... entries).
	if room := n * 2 / 3; cap(d.entries) < room {
		entries := make([]dictEntry, 0, room)
		for _, e := range d.entries {
			if e.key != Unbound {
				entries = append(entries, e)
			}
		}
		d.entries = entries
	} else if d.used != len(d.entries) {
		// compact entries
		j := 0
		for _, e := range d.entries {
			if e.key != Unbound {
				d.entries[j] = e
				j++
			}
		}
		clear(d.entries[j:])
		d.entries = d.entries[:j]
	}
	d.index = make([]int32, n)
	for i := range d.index {
		d.index[i] = ixEmpty
	}
	mask := uint64(n - 1)
	for pos, e := range d.entries {
		h := uint64(e.hash)
		i := h & mask
		perturb := h
		for d.index[i] != ixEmpty {
			perturb >>= 5
			i = (i*5 + perturb + 1) & mask
		}
		d.index[i] = int32(pos)
	}
}

// findSlot looks key up. It returns the index slot and the entry position
// (-1 when absent; then slot is where to insert).
func (d *Dict) find(vm *VM, key Value, hash int64) (slot int, pos int, err error) {
	if len(d.index) == 0 {
		return -1, -1, nil
	}
	mask := uint64(len(d.index) - 1)
	h := uint64(hash)
	i := h & mask
	perturb := h
	free := -1
	for {
		ix := d.index[i]
		switch {
		case ix == ixEmpty:
			if free < 0 {
				free = int(i)
			}
			return free, -1, nil
		case ix == ixDeleted:
			if free < 0 {
				free = int(i)
			}
		default:
			e := &d.entries[ix]
			if e.key == key {
				return int(i), int(ix), nil
			}
			if e.hash == hash {
				eq, err := vm.dictKeyEq(e.key, key)
				if err != nil {
					return 0, -1, err
				}
				if eq {
					// The table may have changed under a Python __eq__.
					if int(ix) < len(d.entries) && d.entries[ix].key != Unbound {
						return int(i), int(ix), nil
					}
					return d.find(vm, key, hash)
				}
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// findStr looks up a str key by its Go string without calling Python.
func (d *Dict) findStr(vm *VM, s string, hash int64) int {
	if len(d.index) == 0 {
		return -1
	}
	mask := uint64(len(d.index) - 1)
	h := uint64(hash)
	i := h & mask
	perturb := h
	for {
		ix := d.index[i]
		if ix == ixEmpty {
			return -1
		}
		if ix >= 0 {
			e := &d.entries[ix]
			if e.hash == hash {
				if ks, ok := vm.StrOf(e.key); ok && ks == s {
					return int(ix)
				}
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// Get returns d[key].
func (d *Dict) Get(vm *VM, key Value) (Value, bool, error) {
	hash, err := vm.Hash(key)
	if err != nil {
		return Unbound, false, err
	}
	_, pos, err := d.find(vm, key, hash)
	if err != nil || pos < 0 {
		return Unbound, false, err
	}
	return d.entries[pos].value, true, nil
}

// GetStr returns d[s] for a Go string key.
func (d *Dict) GetStr(vm *VM, s string) (Value, bool) {
	return d.GetStrHashed(vm, s, HashString(s))
}

// GetStrHashed is GetStr for a key whose hash (HashString(s)) the caller
// computed once, for a name looked up again and again.
func (d *Dict) GetStrHashed(vm *VM, s string, hash int64) (Value, bool) {
	pos := d.findStr(vm, s, hash)
	if pos < 0 {
		return Unbound, false
	}
	return d.entries[pos].value, true
}

// Set stores d[key] = value.
func (d *Dict) Set(vm *VM, key, value Value) error {
	hash, err := vm.Hash(key)
	if err != nil {
		return err
	}
	return d.SetHashed(vm, key, hash, value)
}

// SetHashed stores d[key] = value given key's hash.
func (d *Dict) SetHashed(vm *VM, key Value, hash int64, value Value) error {
	_, err := d.SetHashedPos(vm, key, hash, value)
	return err
}

// SetHashedPos is SetHashed that also returns the entry's position (for
// inline caches that remember it).
func (d *Dict) SetHashedPos(vm *VM, key Value, hash int64, value Value) (int, error) {
	slot, pos, err := d.find(vm, key, hash)
	if err != nil {
		return -1, err
	}
	d.Version++
	if pos >= 0 {
		d.entries[pos].value = value
		return pos, nil
	}
	if slot < 0 || len(d.entries)+1 > len(d.index)*2/3 {
		d.grow()
		vm.Grew(28 * len(d.index) / 2)
		slot, _, _ = d.find(vm, key, hash)
	}
	d.index[slot] = int32(len(d.entries))
	d.entries = append(d.entries, dictEntry{hash: hash, key: key, value: value})
	d.used++
	d.keysVersion++
	return len(d.entries) - 1, nil
}

// SetStr stores d[s] = value, allocating the str key if it is new.
func (d *Dict) SetStr(vm *VM, s string, value Value) {
	hash := HashString(s)
	if pos := d.findStr(vm, s, hash); pos >= 0 {
		d.Version++
		d.entries[pos].value = value
		return
	}
	_ = d.SetHashed(vm, vm.Intern(s), hash, value)
}

// Delete removes key; found reports whether it was there.
func (d *Dict) Delete(vm *VM, key Value) (found bool, err error) {
	hash, err := vm.Hash(key)
	if err != nil {
		return false, err
	}
	slot, pos, err := d.find(vm, key, hash)
	if err != nil || pos < 0 {
		return false, err
	}
	d.index[slot] = ixDeleted
	d.entries[pos] = dictEntry{key: Unbound, value: Unbound}
	d.used--
	d.Version++
	d.keysVersion++
	return true, nil
}

// Pop removes key and returns its value.
func (d *Dict) Pop(vm *VM, key Value) (Value, bool, error) {
	v, ok, err := d.Get(vm, key)
	if err != nil || !ok {
		return Unbound, ok, err
	}
	_, err = d.Delete(vm, key)
	return v, true, err
}

// Clear removes every item.
func (d *Dict) Clear() {
	d.entries = nil
	d.index = nil
	d.used = 0
	d.Version++
	d.keysVersion++
}

// Items calls f for each live entry in insertion order until f returns false.
// The dict must not be mutated during the iteration (use Keys for that).
func (d *Dict) Items(f func(k, v Value) bool) {
	for i := 0; i < len(d.entries); i++ {
		e := d.entries[i]
		if e.key == Unbound {
			continue
		}
		if !f(e.key, e.value) {
			return
		}
	}
}

// Keys returns a snapshot of the keys in order.
func (d *Dict) Keys() []Value {
	ks := make([]Value, 0, d.used)
	for _, e := range d.entries {
		if e.key != Unbound {
			ks = append(ks, e.key)
		}
	}
	return ks
}

// EntryAt supports iterators: it returns the first live entry at position
// >= i and the position after it, or ok=false at the end.
func (d *Dict) EntryAt(i int) (k, v Value, next int, ok bool) {
	for ; i < len(d.entries); i++ {
		e := d.entries[i]
		if e.key != Unbound {
			return e.key, e.value, i + 1, true
		}
	}
	return Unbound, Unbound, i, false
}

// Copy returns a new unallocated dict with the same items.
func (d *Dict) Copy() *Dict {
	nd := &Dict{Head: Head{cls: DictType}}
	nd.entries = make([]dictEntry, 0, d.used)
	for _, e := range d.entries {
		if e.key != Unbound {
			nd.entries = append(nd.entries, e)
		}
	}
	nd.used = len(nd.entries)
	nd.grow()
	nd.Version++
	return nd
}
