package runtime

// The dict API that module packages use to build dict subtypes
// (collections.OrderedDict, defaultdict, Counter's helper) on the dict's
// own entries.

// EntryFull returns the key, hash and value of the live entry at pos (a
// position from FindHashed).
func (d *Dict) EntryFull(pos int) (key Value, hash int64, value Value) {
	e := &d.entries[pos]
	return e.key, e.hash, e.value
}

// LastEntry returns the key and value of the last live entry in
// insertion order (ok=false when d is empty), without copying the keys.
func (d *Dict) LastEntry() (key, value Value, ok bool) {
	for i := len(d.entries) - 1; i >= 0; i-- {
		if e := &d.entries[i]; e.key != Unbound {
			return e.key, e.value, true
		}
	}
	return Unbound, Unbound, false
}

// MoveToFront moves the entry at pos (a position from FindHashed) to the
// front of d's insertion order.
func (d *Dict) MoveToFront(pos int) {
	e := d.entries[pos]
	ne := make([]dictEntry, 0, d.used)
	ne = append(ne, e)
	for i, x := range d.entries {
		if i != pos && x.key != Unbound {
			ne = append(ne, x)
		}
	}
	d.entries = ne
	d.grow()
	d.Version++
}

// NewDictView allocates a view of d of class cls (a subclass of
// dict_keys, dict_values or dict_items); kind is 0 for keys, 1 for values,
// 2 for items.
func (vm *VM) NewDictView(d *Dict, kind int, cls *Class) Value {
	v := &DictView{dict: d, kind: kind}
	v.cls = cls
	return vm.Alloc(v)
}

// ReserveEmpty gives d, when it has no entries yet, room for n, so that
// inserting them neither grows its index nor moves its entries (the
// unpickler's SETITEMS knows how many items it adds). A dict with entries
// is left as it is.
func (d *Dict) ReserveEmpty(n int) {
	if len(d.entries) != 0 || n <= 0 || cap(d.entries) >= n {
		return
	}
	d.reserve(n)
}
