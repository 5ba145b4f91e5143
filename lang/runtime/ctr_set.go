package runtime

import (
	"math"
	"strings"
)

// set and frozenset: an open-addressing hash table laid out exactly like
// CPython 3.13's Objects/setobject.c (table sizes, LINEAR_PROBES, the
// perturbation, dummy entries, the resize policy and the insertion order of
// every operation), so that iterating a set visits its items in CPython's
// order.

const (
	ctrSetMinSize      = 8
	ctrSetLinearProbes = 9
	ctrSetPerturbShift = 5
)

// ctrSetEntry is one slot. raw holds the key XOR Unbound, so that a zeroed
// slot is empty: empty is raw == 0 && hash == 0, a dummy (deleted) slot is
// raw == 0 && hash == -1. Live keys never hash to -1.
type ctrSetEntry struct {
	raw  uint64
	hash int64
}

func (e *ctrSetEntry) key() Value    { return Value(e.raw ^ uint64(Unbound)) }
func (e *ctrSetEntry) live() bool    { return e.raw != 0 }
func (e *ctrSetEntry) set(k Value)   { e.raw = uint64(k) ^ uint64(Unbound) }
func (e *ctrSetEntry) empty() bool   { return e.raw == 0 && e.hash == 0 }
func (e *ctrSetEntry) isDummy() bool { return e.raw == 0 && e.hash == -1 }

// Set is a set or frozenset (or an instance of a subclass of either).
type Set struct {
	Head
	table  []ctrSetEntry // len is a power of two >= 8
	fill   int           // live + dummy slots
	used   int           // live slots
	finger int           // where pop() starts looking
	hash   int64         // frozenset hash, valid when hashed
	hashed bool
	frozen bool
}

// Trace implements Object.
func (s *Set) Trace(t *Tracer) {
	for i := range s.table {
		if e := &s.table[i]; e.live() {
			t.Mark(e.key())
		}
	}
}

// Len returns the number of items.
func (s *Set) Len() int { return s.used }

// Frozen reports whether s is a frozenset.
func (s *Set) Frozen() bool { return s.frozen }

// Items returns the items in iteration order.
func (s *Set) Items() []Value {
	out := make([]Value, 0, s.used)
	for i := range s.table {
		if e := &s.table[i]; e.live() {
			out = append(out, e.key())
		}
	}
	return out
}

// AsSet returns the *Set behind v (a set, frozenset or subclass instance).
func (vm *VM) AsSet(v Value) (*Set, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	s, ok := vm.heap.Get(v).(*Set)
	return s, ok
}

func (vm *VM) ctrNewSetObj(cls *Class) *Set {
	// The first table comes with the set, as CPython's smalltable: a set
	// of up to 4 items is one Go allocation. Exact sets are recycled
	// (freelist.go).
	exact := cls.setExact()
	b := vm.heap.takeSetBlock(exact)
	s := &b.Set
	s.table = b.small[:]
	s.frozen = cls.IsSubclass(FrozenSetType)
	if v := vm.ctrAlloc(s, cls); exact {
		vm.heap.setKind(v.index(), kindSet)
	}
	return s
}

func (c *Class) setExact() bool { return c == SetType || c == FrozenSetType }

// ctrNewSetBase allocates an empty set of the builtin type underlying cls
// (make_new_set_basetype).
func (vm *VM) ctrNewSetBase(cls *Class) *Set {
	if cls.IsSubclass(SetType) {
		return vm.ctrNewSetObj(SetType)
	}
	return vm.ctrNewSetObj(FrozenSetType)
}

// NewSet builds a set from items, added in order (BUILD_SET).
func (vm *VM) NewSet(items []Value) (Value, error) {
	s := vm.ctrNewSetObj(SetType)
	for _, it := range items {
		if err := s.add(vm, it); err != nil {
			return Unbound, err
		}
	}
	return s.self, nil
}

// NewFrozenSet builds a frozenset from items, added in order.
func (vm *VM) NewFrozenSet(items []Value) (Value, error) {
	s := vm.ctrNewSetObj(FrozenSetType)
	for _, it := range items {
		if err := s.add(vm, it); err != nil {
			return Unbound, err
		}
	}
	return s.self, nil
}

// SetAdd adds item to a set (SET_ADD).
func (vm *VM) SetAdd(set, item Value) error {
	s, ok := vm.AsSet(set)
	if !ok {
		return vm.TypeError("BUG: SetAdd on '%s'", vm.TypeName(set))
	}
	return s.add(vm, item)
}

// SetUpdate adds every item of iterable to a set (SET_UPDATE, set.update).
func (vm *VM) SetUpdate(set, iterable Value) error {
	s, ok := vm.AsSet(set)
	if !ok {
		return vm.TypeError("BUG: SetUpdate on '%s'", vm.TypeName(set))
	}
	return s.update(vm, iterable)
}

// SetContains reports whether item is in the set (with CPython's retry of an
// unhashable set item as a frozenset).
func (vm *VM) SetContains(set, item Value) (bool, error) {
	s, ok := vm.AsSet(set)
	if !ok {
		return false, vm.TypeError("BUG: SetContains on '%s'", vm.TypeName(set))
	}
	return s.containsKey(vm, item)
}

// ---- probing ----

// ctrKeysEqual compares a stored key with a probe key of the same hash.
// pure is true when no Python code could have run.
func (vm *VM) ctrKeysEqual(a, b Value) (eq, pure bool, err error) {
	if a.IsHandle() && b.IsHandle() {
		sa, ok1 := vm.heap.Get(a).(*Str)
		sb, ok2 := vm.heap.Get(b).(*Str)
		if ok1 && ok2 && sa.cls == StrType && sb.cls == StrType {
			return sa.S == sb.S, true, nil
		}
	} else if !a.IsHandle() && !b.IsHandle() {
		r, ok := fastCompare(CmpEQ, a, b)
		if ok {
			return r, true, nil
		}
	}
	if r, ok, err := vm.ctrTupleKeyEq(a, b); ok {
		return r, false, err
	}
	eq, err = vm.Eq(a, b)
	return eq, false, err
}

// lookkey returns the slot holding key, or the empty slot that ends its
// probe sequence (set_lookkey).
func (s *Set) lookkey(vm *VM, key Value, hash int64) (int, error) {
restart:
	tbl := s.table
	mask := uint64(len(tbl) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	for {
		probes := 0
		if i+ctrSetLinearProbes <= mask {
			probes = ctrSetLinearProbes
		}
		j := i
		for {
			e := &tbl[j]
			if e.empty() {
				return int(j), nil
			}
			if e.hash == hash {
				start := e.key()
				if start == key {
					return int(j), nil
				}
				eq, pure, err := vm.ctrKeysEqual(start, key)
				if err != nil {
					return -1, err
				}
				if !pure && (len(s.table) != len(tbl) || &s.table[0] != &tbl[0] || tbl[j].key() != start) {
					goto restart
				}
				if eq {
					return int(j), nil
				}
			}
			if probes == 0 {
				break
			}
			probes--
			j++
		}
		perturb >>= ctrSetPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// addEntry is set_add_entry.
func (s *Set) addEntry(vm *VM, key Value, hash int64) error {
restart:
	tbl := s.table
	mask := uint64(len(tbl) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	free := -1
	var j uint64
	for {
		probes := 0
		if i+ctrSetLinearProbes <= mask {
			probes = ctrSetLinearProbes
		}
		j = i
		for {
			e := &tbl[j]
			if e.empty() {
				goto foundUnusedOrDummy
			}
			if e.hash == hash {
				start := e.key()
				if start == key {
					return nil
				}
				eq, pure, err := vm.ctrKeysEqual(start, key)
				if err != nil {
					return err
				}
				if eq {
					return nil
				}
				if !pure && (len(s.table) != len(tbl) || &s.table[0] != &tbl[0] || tbl[j].key() != start) {
					goto restart
				}
			} else if e.hash == -1 {
				free = int(j)
			}
			if probes == 0 {
				break
			}
			probes--
			j++
		}
		perturb >>= ctrSetPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
foundUnusedOrDummy:
	if free < 0 {
		s.fill++
		s.used++
		e := &tbl[j]
		e.set(key)
		e.hash = hash
		if uint64(s.fill)*5 < mask*3 {
			return nil
		}
		if s.used > 50000 {
			s.resize(vm, s.used*2)
		} else {
			s.resize(vm, s.used*4)
		}
		vm.Grew(16 * len(s.table))
		return nil
	}
	if !tbl[free].isDummy() {
		goto restart
	}
	s.used++
	tbl[free].set(key)
	tbl[free].hash = hash
	return nil
}

// insertClean puts a key known to be absent into a table without dummies.
func ctrSetInsertClean(tbl []ctrSetEntry, key Value, hash int64) {
	mask := uint64(len(tbl) - 1)
	perturb := uint64(hash)
	i := uint64(hash) & mask
	for {
		if !tbl[i].live() {
			tbl[i].set(key)
			tbl[i].hash = hash
			return
		}
		if i+ctrSetLinearProbes <= mask {
			for j := uint64(1); j <= ctrSetLinearProbes; j++ {
				if e := &tbl[i+j]; !e.live() {
					e.set(key)
					e.hash = hash
					return
				}
			}
		}
		perturb >>= ctrSetPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// resize is set_table_resize: the smallest power of two > minused.
func (s *Set) resize(vm *VM, minused int) {
	newsize := ctrSetMinSize
	for newsize <= minused {
		newsize <<= 1
	}
	old := s.table
	if newsize == ctrSetMinSize && len(old) == ctrSetMinSize && s.fill == s.used {
		return
	}
	nt := vm.heap.setTable(newsize)
	for i := range old {
		if e := &old[i]; e.live() {
			ctrSetInsertClean(nt, e.key(), e.hash)
		}
	}
	s.table = nt
	s.fill = s.used
}

// add hashes key and adds it.
func (s *Set) add(vm *VM, key Value) error {
	h, err := vm.Hash(key)
	if err != nil {
		return err
	}
	s.hashed = false
	return s.addEntry(vm, key, h)
}

func (s *Set) containsEntry(vm *VM, key Value, hash int64) (bool, error) {
	i, err := s.lookkey(vm, key, hash)
	if err != nil {
		return false, err
	}
	return s.table[i].live(), nil
}

// discardEntry removes key; found reports whether it was there.
func (s *Set) discardEntry(vm *VM, key Value, hash int64) (bool, error) {
	i, err := s.lookkey(vm, key, hash)
	if err != nil {
		return false, err
	}
	e := &s.table[i]
	if !e.live() {
		return false, nil
	}
	e.raw = 0
	e.hash = -1
	s.used--
	return true, nil
}

// ctrSetFrozenKey handles a key whose hash failed with err: an unhashable
// set is retried as a frozenset (set_contains_key / set_discard_key
// callers); anything else returns err.
func (vm *VM) ctrSetFrozenKey(key Value, err error) (Value, int64, error) {
	ks, ok := vm.AsSet(key)
	if !ok || ks.frozen || !ExceptionMatches(err, TypeErrorType) {
		return Unbound, 0, err
	}
	tmp := vm.ctrNewSetObj(FrozenSetType)
	if err := tmp.merge(vm, ks); err != nil {
		return Unbound, 0, err
	}
	h, err := vm.Hash(tmp.self)
	return tmp.self, h, err
}

func (s *Set) containsKey(vm *VM, key Value) (bool, error) {
	h, err := vm.Hash(key)
	if err != nil {
		if key, h, err = vm.ctrSetFrozenKey(key, err); err != nil {
			return false, err
		}
	}
	return s.containsEntry(vm, key, h)
}

func (s *Set) discardKey(vm *VM, key Value) (bool, error) {
	h, err := vm.Hash(key)
	if err != nil {
		if key, h, err = vm.ctrSetFrozenKey(key, err); err != nil {
			return false, err
		}
	}
	return s.discardEntry(vm, key, h)
}

// clear is set_clear_internal.
func (s *Set) clear() {
	s.table = s.smallTable()
	clear(s.table)
	s.fill, s.used = 0, 0
	s.hashed = false
}

// next returns the first live slot at index >= pos, or -1.
func (s *Set) next(pos int) int {
	for ; pos < len(s.table); pos++ {
		if s.table[pos].live() {
			return pos
		}
	}
	return -1
}

// merge is set_merge: add every item of other.
func (s *Set) merge(vm *VM, other *Set) error {
	if other == s || other.used == 0 {
		return nil
	}
	s.hashed = false
	if (s.fill+other.used)*5 >= (len(s.table)-1)*3 {
		s.resize(vm, (s.used+other.used)*2)
	}
	if s.fill == 0 && len(s.table) == len(other.table) && other.fill == other.used {
		copy(s.table, other.table)
		s.fill, s.used = other.fill, other.used
		return nil
	}
	if s.fill == 0 {
		s.fill, s.used = other.used, other.used
		for i := range other.table {
			if e := &other.table[i]; e.live() {
				ctrSetInsertClean(s.table, e.key(), e.hash)
			}
		}
		return nil
	}
	ot := other.table
	for i := 0; i < len(ot); i++ {
		if i >= len(other.table) {
			break
		}
		e := other.table[i]
		if e.live() {
			if err := s.addEntry(vm, e.key(), e.hash); err != nil {
				return err
			}
		}
	}
	return nil
}

// update is set_update_internal.
func (s *Set) update(vm *VM, other Value) error { return s.updateFrom(vm, other, false) }

// updateFrom is update; fresh says that nothing but the caller can see s
// yet (set(iterable)), so a generator's small ints and floats may be added in batches.
func (s *Set) updateFrom(vm *VM, other Value, fresh bool) error {
	if other.IsHandle() {
		switch o := vm.heap.Get(other).(type) {
		case *Set:
			return s.merge(vm, o)
		case *Dict:
			if o.cls == DictType {
				return s.updateDict(vm, o)
			}
		case *List:
			if o.cls == ListType {
				// As its iterator: the length is read at every step.
				for i := 0; i < len(o.Items); i++ {
					if err := s.add(vm, o.Items[i]); err != nil {
						return err
					}
				}
				return nil
			}
		case *Tuple:
			if o.cls == TupleType {
				for _, x := range o.Items {
					if err := s.add(vm, x); err != nil {
						return err
					}
				}
				return nil
			}
		}
	}
	s.hashed = false
	it, err := vm.Iter(other)
	if err != nil {
		return err
	}
	d := vm.drainer(it)
	var sink *setSink // only for a Drainer: no allocation for the others
	if d != nil {
		sink = &setSink{vm: vm, s: s, plain: s.used == 0}
		if fresh {
			sink.nums = sink.buf[:0]
		}
	}
	for {
		x, ok, err := vm.nextTo(it, d, sink)
		if sink != nil && sink.flush() && err == nil {
			err = sink.err
		}
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		if sink != nil {
			sink.plain = sink.plain && plainKey(vm, x)
		}
		if err := s.add(vm, x); err != nil {
			return err
		}
	}
}

// setSink adds to a set what a generator yields while the set holds only
// plain keys (plainKey), whose hashing and comparing run no Python code:
// those of the items it takes, from an empty set on. For a set nothing
// else sees yet, small ints and floats wait in nums (NumSliceSink) and are added in
// yield order before anything after them.
type setSink struct {
	vm    *VM
	s     *Set
	plain bool
	err   error
	nums  []Value
	buf   [32]Value
}

func (k *setSink) Take(v Value) bool {
	k.flush()
	if !k.plain || k.err != nil || !plainKey(k.vm, v) {
		return false
	}
	if k.nums != nil && (v.IsSmallInt() || v.IsFloat()) {
		k.nums = append(k.nums, v)
		return true
	}
	k.err = k.s.add(k.vm, v)
	return true
}

// flush adds the numbers waiting; it returns true.
func (k *setSink) flush() bool {
	for _, v := range k.nums {
		if k.err == nil {
			k.err = k.s.add(k.vm, v)
		}
	}
	k.nums = k.nums[:0]
	return true
}

// Nums implements NumSliceSink.
func (k *setSink) Nums() *[]Value {
	if k.nums == nil || !k.plain || k.err != nil {
		return nil
	}
	return &k.nums
}

func (k *setSink) Trace(t *Tracer) { t.Mark(k.s.self) }

// plainKey reports whether v is an int, float or str of the exact types,
// whose hash and equality with one another are computed without Python
// code.
func plainKey(vm *VM, v Value) bool {
	if v.IsSmallInt() || v.IsFloat() {
		return true
	}
	switch o := vm.Get0(v).(type) {
	case *Str:
		return o.cls == StrType
	case *Int:
		return o.cls == IntType
	}
	return false
}

func (s *Set) updateDict(vm *VM, d *Dict) error {
	s.hashed = false
	if (s.fill+d.used)*5 >= (len(s.table)-1)*3 {
		s.resize(vm, (s.used+d.used)*2)
	}
	for i := 0; i < len(d.entries); i++ {
		e := d.entries[i]
		if e.key == Unbound {
			continue
		}
		if err := s.addEntry(vm, e.key, e.hash); err != nil {
			return err
		}
	}
	return nil
}

// copySet returns a new set of the base type of s with its items.
func (vm *VM) ctrSetCopy(s *Set) *Set {
	r := vm.ctrNewSetBase(s.cls)
	r.merge(vm, s)
	return r
}

// intersection is set_intersection.
func (vm *VM) ctrSetIntersection(so *Set, other Value) (*Set, error) {
	if so.self == other {
		return vm.ctrSetCopy(so), nil
	}
	result := vm.ctrNewSetBase(so.cls)
	if o, ok := vm.AsSet(other); ok {
		a, b := so, o
		if b.used > a.used {
			a, b = b, a
		}
		for pos := b.next(0); pos >= 0; pos = b.next(pos + 1) {
			e := b.table[pos]
			found, err := a.containsEntry(vm, e.key(), e.hash)
			if err != nil {
				return nil, err
			}
			if found {
				if err := result.addEntry(vm, e.key(), e.hash); err != nil {
					return nil, err
				}
			}
			if pos >= len(b.table) {
				break
			}
		}
		return result, nil
	}
	it, err := vm.Iter(other)
	if err != nil {
		return nil, err
	}
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return nil, err
		}
		if !ok {
			return result, nil
		}
		h, err := vm.Hash(x)
		if err != nil {
			return nil, err
		}
		found, err := so.containsEntry(vm, x, h)
		if err != nil {
			return nil, err
		}
		if found {
			if err := result.addEntry(vm, x, h); err != nil {
				return nil, err
			}
			if result.used >= so.used {
				return result, nil
			}
		}
	}
}

// ctrSetSwapBodies exchanges the contents of two sets (set_swap_bodies).
func ctrSetSwapBodies(a, b *Set) {
	// A small table stays with its set (its block may be recycled):
	// small contents are copied, larger tables change hands.
	var sa, sb [ctrSetMinSize]ctrSetEntry
	ta, tb := a.table, b.table
	smallA, smallB := len(ta) == ctrSetMinSize, len(tb) == ctrSetMinSize
	if smallA {
		copy(sa[:], ta)
	}
	if smallB {
		copy(sb[:], tb)
	}
	if smallA {
		ta = b.smallTable()
		copy(ta, sa[:])
	}
	if smallB {
		tb = a.smallTable()
		copy(tb, sb[:])
	}
	a.table, b.table = tb, ta
	a.fill, b.fill = b.fill, a.fill
	a.used, b.used = b.used, a.used
	if a.frozen && b.frozen {
		a.hash, b.hash = b.hash, a.hash
		a.hashed, b.hashed = b.hashed, a.hashed
	} else {
		a.hashed, b.hashed = false, false
	}
}

// differenceUpdate is set_difference_update_internal.
func (s *Set) differenceUpdate(vm *VM, other Value) error {
	if s.self == other {
		s.clear()
		return nil
	}
	s.hashed = false
	if o, ok := vm.AsSet(other); ok {
		if o.used>>3 > s.used {
			var err error
			if o, err = vm.ctrSetIntersection(s, other); err != nil {
				return err
			}
		}
		for pos := o.next(0); pos >= 0; pos = o.next(pos + 1) {
			e := o.table[pos]
			if _, err := s.discardEntry(vm, e.key(), e.hash); err != nil {
				return err
			}
		}
	} else {
		it, err := vm.Iter(other)
		if err != nil {
			return err
		}
		for {
			x, ok, err := vm.Next(it)
			if err != nil {
				return err
			}
			if !ok {
				break
			}
			if _, err := s.discardKey(vm, x); err != nil {
				return err
			}
		}
	}
	if uint64(s.fill-s.used) <= uint64(len(s.table)-1)/4 {
		return nil
	}
	if s.used > 50000 {
		s.resize(vm, s.used*2)
	} else {
		s.resize(vm, s.used*4)
	}
	return nil
}

// difference is set_difference.
func (vm *VM) ctrSetDifference(so *Set, other Value) (*Set, error) {
	var otherSize int
	od, isDict := vm.Get0(other).(*Dict)
	isDict = isDict && od.cls == DictType
	os, isSet := vm.AsSet(other)
	switch {
	case isSet:
		otherSize = os.used
	case isDict:
		otherSize = od.used
	}
	if (!isSet && !isDict) || so.used>>2 > otherSize {
		r := vm.ctrSetCopy(so)
		if err := r.differenceUpdate(vm, other); err != nil {
			return nil, err
		}
		return r, nil
	}
	result := vm.ctrNewSetBase(so.cls)
	for pos := so.next(0); pos >= 0; pos = so.next(pos + 1) {
		e := so.table[pos]
		var found bool
		var err error
		if isDict {
			_, idx, ferr := od.find(vm, e.key(), e.hash)
			found, err = idx >= 0, ferr
		} else {
			found, err = os.containsEntry(vm, e.key(), e.hash)
		}
		if err != nil {
			return nil, err
		}
		if !found {
			if err := result.addEntry(vm, e.key(), e.hash); err != nil {
				return nil, err
			}
		}
	}
	return result, nil
}

// symDiffUpdateSet is set_symmetric_difference_update_set.
func (s *Set) symDiffUpdateSet(vm *VM, other *Set) error {
	s.hashed = false
	for pos := other.next(0); pos >= 0; pos = other.next(pos + 1) {
		e := other.table[pos]
		found, err := s.discardEntry(vm, e.key(), e.hash)
		if err != nil {
			return err
		}
		if !found {
			if err := s.addEntry(vm, e.key(), e.hash); err != nil {
				return err
			}
		}
	}
	return nil
}

// symDiffUpdate is set.symmetric_difference_update.
func (s *Set) symDiffUpdate(vm *VM, other Value) error {
	if s.self == other {
		s.clear()
		return nil
	}
	if d, ok := vm.Get0(other).(*Dict); ok && d.cls == DictType {
		s.hashed = false
		for i := 0; i < len(d.entries); i++ {
			e := d.entries[i]
			if e.key == Unbound {
				continue
			}
			found, err := s.discardEntry(vm, e.key, e.hash)
			if err != nil {
				return err
			}
			if !found {
				if err := s.addEntry(vm, e.key, e.hash); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if o, ok := vm.AsSet(other); ok {
		return s.symDiffUpdateSet(vm, o)
	}
	o := vm.ctrNewSetBase(s.cls)
	if err := o.update(vm, other); err != nil {
		return err
	}
	return s.symDiffUpdateSet(vm, o)
}

// symDiff is set.symmetric_difference.
func (vm *VM) ctrSetSymDiff(so *Set, other Value) (*Set, error) {
	r := vm.ctrNewSetBase(so.cls)
	if err := r.update(vm, other); err != nil {
		return nil, err
	}
	if err := r.symDiffUpdateSet(vm, so); err != nil {
		return nil, err
	}
	return r, nil
}

// issubset is set_issubset.
func (vm *VM) ctrSetIsSubset(so *Set, other Value) (bool, error) {
	o, ok := vm.AsSet(other)
	if !ok {
		tmp, err := vm.ctrSetIntersection(so, other)
		if err != nil {
			return false, err
		}
		return tmp.used == so.used, nil
	}
	if so.used > o.used {
		return false, nil
	}
	for pos := so.next(0); pos >= 0; pos = so.next(pos + 1) {
		e := so.table[pos]
		found, err := o.containsEntry(vm, e.key(), e.hash)
		if err != nil || !found {
			return false, err
		}
	}
	return true, nil
}

// issuperset is set_issuperset.
func (vm *VM) ctrSetIsSuperset(so *Set, other Value) (bool, error) {
	if o, ok := vm.AsSet(other); ok {
		return vm.ctrSetIsSubset(o, so.self)
	}
	it, err := vm.Iter(other)
	if err != nil {
		return false, err
	}
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return false, err
		}
		if !ok {
			return true, nil
		}
		found, err := so.containsKey(vm, x)
		if err != nil || !found {
			return false, err
		}
	}
}

// isdisjoint is set_isdisjoint.
func (vm *VM) ctrSetIsDisjoint(so *Set, other Value) (bool, error) {
	if so.self == other {
		return so.used == 0, nil
	}
	if o, ok := vm.AsSet(other); ok && (o.cls == SetType || o.cls == FrozenSetType) {
		a, b := so, o
		if b.used > a.used {
			a, b = b, a
		}
		for pos := b.next(0); pos >= 0; pos = b.next(pos + 1) {
			e := b.table[pos]
			found, err := a.containsEntry(vm, e.key(), e.hash)
			if err != nil {
				return false, err
			}
			if found {
				return false, nil
			}
		}
		return true, nil
	}
	it, err := vm.Iter(other)
	if err != nil {
		return false, err
	}
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return false, err
		}
		if !ok {
			return true, nil
		}
		found, err := so.containsKey(vm, x)
		if err != nil {
			return false, err
		}
		if found {
			return false, nil
		}
	}
}

// frozensetHash is frozenset_hash_impl.
func (s *Set) frozensetHash() int64 {
	if s.hashed {
		return s.hash
	}
	shuffle := func(h uint64) uint64 { return ((h ^ 89869747) ^ (h << 16)) * 3644798167 }
	var h uint64
	for i := range s.table {
		h ^= shuffle(uint64(s.table[i].hash))
	}
	if (len(s.table)-s.fill)&1 != 0 {
		h ^= shuffle(0)
	}
	if (s.fill-s.used)&1 != 0 {
		h ^= shuffle(math.MaxUint64)
	}
	h ^= (uint64(s.used) + 1) * 1927868237
	h ^= (h >> 11) ^ (h >> 25)
	h = h*69069 + 907133923
	if h == math.MaxUint64 {
		h = 590923713
	}
	s.hash, s.hashed = int64(h), true
	return s.hash
}

// pop is set.pop.
func (s *Set) pop(vm *VM) (Value, error) {
	if s.used == 0 {
		return Unbound, vm.NewExceptionObj(KeyErrorType, []Value{vm.NewStr("pop from an empty set")})
	}
	mask := len(s.table) - 1
	i := s.finger & mask
	for !s.table[i].live() {
		i++
		if i > mask {
			i = 0
		}
	}
	k := s.table[i].key()
	s.table[i].raw = 0
	s.table[i].hash = -1
	s.used--
	s.finger = i + 1
	return k, nil
}

func (vm *VM) ctrSetRepr(s *Set) (string, error) {
	name := s.cls.Name
	if s.used == 0 {
		return name + "()", nil
	}
	ok, err := vm.ReprEnter(s.self)
	if err != nil {
		return "", err
	}
	if !ok {
		return name + "(...)", nil
	}
	defer vm.ReprLeave(s.self)
	items := s.Items()
	vm.ctrPin(items)
	var b strings.Builder
	exact := s.cls == SetType
	if !exact {
		b.WriteString(name)
		b.WriteByte('(')
	}
	b.WriteByte('{')
	err = vm.ctrReprItems(&b, func(i int) (Value, bool) {
		if i < len(items) {
			return items[i], true
		}
		return Unbound, false
	})
	if err != nil {
		return "", err
	}
	b.WriteByte('}')
	if !exact {
		b.WriteByte(')')
	}
	return b.String(), nil
}

// ---- iterator ----

// SetIter iterates a set in table order.
type SetIter struct {
	Head
	set  *Set // nil once exhausted
	used int
	pos  int // the next table position; -1 once exhausted by machine code (jit's for_set)
	left int
	// h is the set's handle in an iterator machine code made (jit's
	// get_iter_set), whose set is nil until Go code resolves h (seq).
	h Value
}

// Trace implements Object.
func (it *SetIter) Trace(t *Tracer) {
	if it.set != nil {
		t.MarkObj(it.set)
	}
	t.Mark(it.h)
}

// seq returns the iterated set (nil once exhausted).
func (it *SetIter) seq(vm *VM) *Set {
	if it.h != 0 {
		it.set, it.h = vm.heap.Get(it.h).(*Set), 0
	}
	return it.set
}

// Next implements Iterator.
func (it *SetIter) Next(vm *VM) (Value, bool, error) {
	s := it.seq(vm)
	if s == nil || it.pos < 0 {
		it.set = nil
		return Unbound, false, nil
	}
	if it.used != s.used {
		it.used = -1
		return Unbound, false, vm.NewError(RuntimeErrorType, "Set changed size during iteration")
	}
	pos := s.next(it.pos)
	if pos < 0 {
		it.set = nil
		return Unbound, false, nil
	}
	it.pos = pos + 1
	it.left--
	return s.table[pos].key(), true, nil
}

var setIterType = newBuiltinClass("set_iterator", ObjectType)

func (vm *VM) newSetIter(s *Set) Value {
	it := &SetIter{set: s, used: s.used, left: s.used}
	it.cls = setIterType
	return vm.heap.Alloc(it)
}

// ---- methods ----

func ctrSetNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	return vm.ctrNewSetObj(cls).self, nil
}

func ctrFrozenSetNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 && cls == FrozenSetType {
		return Unbound, vm.TypeError("frozenset() takes no keyword arguments")
	}
	if len(args) > 1 {
		return Unbound, vm.TypeError("%s expected at most 1 argument, got %d", cls.Name, len(args))
	}
	if len(args) == 1 && cls == FrozenSetType {
		if o, ok := vm.AsSet(args[0]); ok && o.cls == FrozenSetType {
			return args[0], nil
		}
	}
	s := vm.ctrNewSetObj(cls)
	if len(args) == 1 {
		if err := s.updateFrom(vm, args[0], true); err != nil {
			return Unbound, err
		}
	}
	return s.self, nil
}

func ctrSetInit(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	s, err := ctrSelf[*Set](vm, args, SetType, "__init__")
	if err != nil {
		return Unbound, err
	}
	if s.frozen {
		return Unbound, vm.TypeError("descriptor '__init__' requires a 'set' object but received a '%s'", vm.TypeName(args[0]))
	}
	if len(kw) > 0 {
		return Unbound, vm.TypeError("set() takes no keyword arguments")
	}
	if len(args) > 2 {
		return Unbound, vm.TypeError("%s expected at most 1 argument, got %d", s.cls.Name, len(args)-1)
	}
	if s.fill > 0 {
		s.clear()
	}
	s.hashed = false
	if len(args) == 2 {
		return None, s.update(vm, args[1])
	}
	return None, nil
}

// ctrSetSelf checks the receiver of a method registered on cls (set or
// frozenset); mutating methods exist only on set.
func ctrSetSelf(vm *VM, args []Value, cls *Class, name string) (*Set, error) {
	s, err := ctrSelf[*Set](vm, args, cls, name)
	if err != nil {
		return nil, err
	}
	if s.frozen != (cls == FrozenSetType) {
		if strings.HasPrefix(name, "__") && !ctrMethodDunders[name] {
			return nil, vm.TypeError("descriptor '%s' requires a '%s' object but received a '%s'", name, cls.Name, vm.TypeName(args[0]))
		}
		return nil, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, cls.Name, vm.TypeName(args[0]))
	}
	return s, nil
}

func ctrSetMethods(cls *Class) map[string]BuiltinFn {
	m := map[string]BuiltinFn{}
	self := func(args []Value, vm *VM, name string) (*Set, error) { return ctrSetSelf(vm, args, cls, name) }
	m["__len__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := self(args, vm, "__len__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewInt(int64(s.used)), nil
	}
	m["__contains__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := self(args, vm, "__contains__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, cls, "__contains__", args, kw); err != nil {
			return Unbound, err
		}
		ok, err := s.containsKey(vm, args[1])
		return Bool(ok), err
	}
	m["__iter__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := self(args, vm, "__iter__")
		if err != nil {
			return Unbound, err
		}
		return vm.newSetIter(s), nil
	}
	m["__repr__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := self(args, vm, "__repr__")
		if err != nil {
			return Unbound, err
		}
		r, err := vm.ctrSetRepr(s)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(r), nil
	}
	m["copy"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := self(args, vm, "copy")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, cls, "copy", args, kw); err != nil {
			return Unbound, err
		}
		if s.cls == FrozenSetType {
			return args[0], nil
		}
		return vm.ctrSetCopy(s).self, nil
	}
	multi := func(name string, f func(vm *VM, s *Set, others []Value) (*Set, error)) {
		m[name] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			s, err := self(args, vm, name)
			if err != nil {
				return Unbound, err
			}
			if err := ctrNoKw(vm, cls, name, kw); err != nil {
				return Unbound, err
			}
			r, err := f(vm, s, args[1:])
			if err != nil {
				return Unbound, err
			}
			return r.self, nil
		}
	}
	multi("union", func(vm *VM, s *Set, others []Value) (*Set, error) {
		r := vm.ctrSetCopy(s)
		for _, o := range others {
			if o == s.self {
				continue
			}
			if err := r.update(vm, o); err != nil {
				return nil, err
			}
		}
		return r, nil
	})
	multi("intersection", func(vm *VM, s *Set, others []Value) (*Set, error) {
		if len(others) == 0 {
			return vm.ctrSetCopy(s), nil
		}
		r := s
		for _, o := range others {
			var err error
			if r, err = vm.ctrSetIntersection(r, o); err != nil {
				return nil, err
			}
		}
		return r, nil
	})
	multi("difference", func(vm *VM, s *Set, others []Value) (*Set, error) {
		if len(others) == 0 {
			return vm.ctrSetCopy(s), nil
		}
		r, err := vm.ctrSetDifference(s, others[0])
		if err != nil {
			return nil, err
		}
		for _, o := range others[1:] {
			if err := r.differenceUpdate(vm, o); err != nil {
				return nil, err
			}
		}
		return r, nil
	})
	one := func(name string, f func(vm *VM, s *Set, other Value) (Value, error)) {
		m[name] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			s, err := self(args, vm, name)
			if err != nil {
				return Unbound, err
			}
			if err := ctrArgsO(vm, cls, name, args, kw); err != nil {
				return Unbound, err
			}
			return f(vm, s, args[1])
		}
	}
	one("symmetric_difference", func(vm *VM, s *Set, o Value) (Value, error) {
		r, err := vm.ctrSetSymDiff(s, o)
		if err != nil {
			return Unbound, err
		}
		return r.self, nil
	})
	one("issubset", func(vm *VM, s *Set, o Value) (Value, error) {
		r, err := vm.ctrSetIsSubset(s, o)
		return Bool(r), err
	})
	one("issuperset", func(vm *VM, s *Set, o Value) (Value, error) {
		r, err := vm.ctrSetIsSuperset(s, o)
		return Bool(r), err
	})
	one("isdisjoint", func(vm *VM, s *Set, o Value) (Value, error) {
		r, err := vm.ctrSetIsDisjoint(s, o)
		return Bool(r), err
	})
	// Operators: both operands must be sets or frozensets.
	binop := func(name string, swap bool, f func(vm *VM, s *Set, other Value) (*Set, error)) {
		m[name] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			s, err := self(args, vm, name)
			if err != nil {
				return Unbound, err
			}
			if err := ctrArgsO(vm, cls, name, args, kw); err != nil {
				return Unbound, err
			}
			o, ok := vm.AsSet(args[1])
			if !ok {
				return NotImplemented, nil
			}
			if swap {
				s, o = o, s
			}
			r, err := f(vm, s, o.self)
			if err != nil {
				return Unbound, err
			}
			return r.self, nil
		}
	}
	or := func(vm *VM, s *Set, o Value) (*Set, error) {
		r := vm.ctrSetCopy(s)
		if o == s.self {
			return r, nil
		}
		return r, r.update(vm, o)
	}
	binop("__or__", false, or)
	binop("__ror__", true, or)
	binop("__and__", false, ctrSetAnd)
	binop("__rand__", true, ctrSetAnd)
	binop("__sub__", false, ctrSetSub)
	binop("__rsub__", true, ctrSetSub)
	binop("__xor__", false, ctrSetXor)
	binop("__rxor__", true, ctrSetXor)
	for op := CmpLT; op <= CmpGE; op++ {
		op := op
		m[CmpNames[op]] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			s, err := self(args, vm, CmpNames[op])
			if err != nil {
				return Unbound, err
			}
			if err := ctrArgsO(vm, cls, CmpNames[op], args, kw); err != nil {
				return Unbound, err
			}
			o, ok := vm.AsSet(args[1])
			if !ok {
				return NotImplemented, nil
			}
			return vm.ctrSetCompare(op, s, o)
		}
	}
	m["__reduce__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := self(args, vm, "__reduce__")
		if err != nil {
			return Unbound, err
		}
		state := None
		if s.dict != nil && s.dict.used > 0 {
			state = s.dict.self
		}
		return vm.NewTupleCopy([]Value{s.cls.self, vm.NewTupleCopy([]Value{vm.NewList(s.Items())}), state}), nil
	}
	m["__sizeof__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := self(args, vm, "__sizeof__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewInt(setSizeOf(s)), nil
	}
	return m
}

// ctrSetCompare is set_richcompare for two sets or frozensets (Compare
// calls it directly for exact ones).
func (vm *VM) ctrSetCompare(op CmpOp, s, o *Set) (Value, error) {
	var r bool
	var err error
	switch op {
	case CmpEQ, CmpNE:
		if s.used == o.used && (!s.hashed || !o.hashed || s.hash == o.hash) {
			r, err = vm.ctrSetIsSubset(s, o.self)
		}
		r = r != (op == CmpNE)
	case CmpLE:
		r, err = vm.ctrSetIsSubset(s, o.self)
	case CmpGE:
		r, err = vm.ctrSetIsSuperset(s, o.self)
	case CmpLT:
		if s.used < o.used {
			r, err = vm.ctrSetIsSubset(s, o.self)
		}
	case CmpGT:
		if s.used > o.used {
			r, err = vm.ctrSetIsSuperset(s, o.self)
		}
	}
	if err != nil {
		return Unbound, err
	}
	return Bool(r), nil
}

// ctrSetFastBinary is a | b, a & b, a - b and a ^ b for two exact sets
// or frozensets, as their methods make them, without looking the method
// up (no subclass is involved, so no reflected method could come first).
func (vm *VM) ctrSetFastBinary(op BinOp, a, b Value) (Value, bool, error) {
	if (op != OpOr && op != OpAnd && op != OpSub && op != OpXor) || !a.IsHandle() || !b.IsHandle() {
		return Unbound, false, nil
	}
	x, ok := vm.heap.Get(a).(*Set)
	y, ok2 := vm.heap.Get(b).(*Set)
	if !ok || !ok2 || !x.cls.setExact() || !y.cls.setExact() {
		return Unbound, false, nil
	}
	var r *Set
	var err error
	switch op {
	case OpOr:
		if r = vm.ctrSetCopy(x); a != b {
			err = r.update(vm, b)
		}
	case OpAnd:
		r, err = vm.ctrSetIntersection(x, b)
	case OpSub:
		r, err = vm.ctrSetDifference(x, b)
	default:
		r, err = vm.ctrSetSymDiff(x, b)
	}
	if err != nil {
		return Unbound, true, err
	}
	return r.self, true, nil
}

// ctrSetFastInPlace is a |= b, a &= b, a -= b and a ^= b for an exact
// set and an exact set or frozenset, as set's __ior__... make them.
func (vm *VM) ctrSetFastInPlace(op BinOp, a, b Value) (Value, bool, error) {
	x, ok := vm.heap.Get(a).(*Set)
	if !ok || x.cls != SetType || !b.IsHandle() {
		return Unbound, false, nil
	}
	if y, ok := vm.heap.Get(b).(*Set); !ok || !y.cls.setExact() {
		return Unbound, false, nil
	}
	var err error
	switch op {
	case OpOr:
		err = x.update(vm, b)
	case OpSub:
		err = x.differenceUpdate(vm, b)
	case OpXor:
		err = x.symDiffUpdate(vm, b)
	case OpAnd:
		var r *Set
		if r, err = vm.ctrSetIntersection(x, b); err == nil {
			ctrSetSwapBodies(x, r)
		}
	default:
		return Unbound, false, nil
	}
	if err != nil {
		return Unbound, true, err
	}
	return a, true, nil
}

func ctrSetAnd(vm *VM, s *Set, o Value) (*Set, error) { return vm.ctrSetIntersection(s, o) }
func ctrSetSub(vm *VM, s *Set, o Value) (*Set, error) { return vm.ctrSetDifference(s, o) }
func ctrSetXor(vm *VM, s *Set, o Value) (*Set, error) { return vm.ctrSetSymDiff(s, o) }

func ctrMutableSetMethods() map[string]BuiltinFn {
	m := map[string]BuiltinFn{}
	self := func(args []Value, vm *VM, name string) (*Set, error) { return ctrSetSelf(vm, args, SetType, name) }
	one := func(name string, f func(vm *VM, s *Set, x Value) error) {
		m[name] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			s, err := self(args, vm, name)
			if err != nil {
				return Unbound, err
			}
			if err := ctrArgsO(vm, SetType, name, args, kw); err != nil {
				return Unbound, err
			}
			return None, f(vm, s, args[1])
		}
	}
	one("add", func(vm *VM, s *Set, x Value) error { return s.add(vm, x) })
	one("discard", func(vm *VM, s *Set, x Value) error {
		_, err := s.discardKey(vm, x)
		return err
	})
	one("remove", func(vm *VM, s *Set, x Value) error {
		found, err := s.discardKey(vm, x)
		if err == nil && !found {
			err = vm.KeyError(x)
		}
		return err
	})
	one("symmetric_difference_update", func(vm *VM, s *Set, x Value) error { return s.symDiffUpdate(vm, x) })
	m["clear"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := self(args, vm, "clear")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, SetType, "clear", args, kw); err != nil {
			return Unbound, err
		}
		s.clear()
		return None, nil
	}
	m["pop"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := self(args, vm, "pop")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, SetType, "pop", args, kw); err != nil {
			return Unbound, err
		}
		return s.pop(vm)
	}
	multi := func(name string, f func(vm *VM, s *Set, others []Value) error) {
		m[name] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			s, err := self(args, vm, name)
			if err != nil {
				return Unbound, err
			}
			if err := ctrNoKw(vm, SetType, name, kw); err != nil {
				return Unbound, err
			}
			return None, f(vm, s, args[1:])
		}
	}
	multi("update", func(vm *VM, s *Set, others []Value) error {
		for _, o := range others {
			if err := s.update(vm, o); err != nil {
				return err
			}
		}
		return nil
	})
	multi("difference_update", func(vm *VM, s *Set, others []Value) error {
		for _, o := range others {
			if err := s.differenceUpdate(vm, o); err != nil {
				return err
			}
		}
		return nil
	})
	multi("intersection_update", func(vm *VM, s *Set, others []Value) error {
		r := s
		if len(others) == 0 {
			r = vm.ctrSetCopy(s)
		}
		for _, o := range others {
			var err error
			if r, err = vm.ctrSetIntersection(r, o); err != nil {
				return err
			}
		}
		ctrSetSwapBodies(s, r)
		return nil
	})
	inplace := func(name string, f func(vm *VM, s *Set, o Value) error) {
		m[name] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			s, err := self(args, vm, name)
			if err != nil {
				return Unbound, err
			}
			if err := ctrArgsO(vm, SetType, name, args, kw); err != nil {
				return Unbound, err
			}
			if _, ok := vm.AsSet(args[1]); !ok {
				return NotImplemented, nil
			}
			if err := f(vm, s, args[1]); err != nil {
				return Unbound, err
			}
			return args[0], nil
		}
	}
	inplace("__ior__", func(vm *VM, s *Set, o Value) error { return s.update(vm, o) })
	inplace("__isub__", func(vm *VM, s *Set, o Value) error { return s.differenceUpdate(vm, o) })
	inplace("__ixor__", func(vm *VM, s *Set, o Value) error { return s.symDiffUpdate(vm, o) })
	inplace("__iand__", func(vm *VM, s *Set, o Value) error {
		r, err := vm.ctrSetIntersection(s, o)
		if err != nil {
			return err
		}
		ctrSetSwapBodies(s, r)
		return nil
	})
	return m
}

func init() {
	SetType.New = ctrSetNew
	SetType.AddMethod("__new__", ctrNewWrapper(SetType))
	SetType.AddMethod("__init__", ctrSetInit)
	SetType.SetAttrStatic("__hash__", None)
	SetType.AddMethods(ctrSetMethods(SetType))
	SetType.AddMethods(ctrMutableSetMethods())

	FrozenSetType.New = ctrFrozenSetNew
	FrozenSetType.AddMethod("__new__", ctrNewWrapper(FrozenSetType))
	FrozenSetType.AddMethods(ctrSetMethods(FrozenSetType))
	FrozenSetType.AddHashMethod(func(vm *VM, v Value) (int64, error) {
		s, _ := vm.AsSet(v)
		return s.frozensetHash(), nil
	})

	ctrAddIterMethods(setIterType)
	setIterType.AddMethod("__length_hint__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*SetIter](vm, args, setIterType, "__length_hint__")
		if err != nil {
			return Unbound, err
		}
		if it.seq(vm) == nil || it.pos < 0 || it.used != it.set.used {
			return SmallInt(0), nil
		}
		return vm.NewInt(int64(it.left)), nil
	})
}
