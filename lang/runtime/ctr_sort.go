package runtime

import (
	"cmp"
	"math"
	"slices"

	"github.com/cpjit/cpjit/lang/internal/timsort"
)

// list.sort and sorted(): key computation, the choice of a specialised
// comparison, and reverse=; the merge algorithm is lang/internal/timsort.
// Comparison and key errors stop the sort and leave the list a permutation
// of its items.

// ctrSortArgs parses sort's keyword-only key= and reverse=.
func (vm *VM) ctrSortArgs(name string, kw []Kwarg) (key Value, reverse bool, err error) {
	key = None
	if len(kw) > 2 {
		return key, false, vm.TypeError("%s() takes at most 2 keyword arguments (%d given)", name, len(kw))
	}
	for _, k := range kw {
		switch k.Name {
		case "key":
			key = k.Value
		case "reverse":
			if reverse, err = vm.Truth(k.Value); err != nil {
				return
			}
		default:
			err = vm.KeywordError(name+"()", k.Name, []string{"key", "reverse"})
			return
		}
	}
	return
}

// ListSort sorts a list in place like list.sort(key=key, reverse=reverse);
// key is None or a callable.
func (vm *VM) ListSort(l *List, key Value, reverse bool) error {
	saved := l.Items
	l.Items = nil
	items, err := vm.ctrSortValues(saved, key, reverse)
	if l.Items != nil && err == nil {
		err = vm.ValueError("list modified during sort")
	}
	l.Items = items
	return err
}

// ctrSortValues sorts items in place (returning it) and reports the first
// error from a key function or a comparison.
func (vm *VM) ctrSortValues(items []Value, key Value, reverse bool) ([]Value, error) {
	if len(items) < 2 && key == None {
		return items, nil
	}
	s := ctrSorter{vm: vm, keys: items}
	if key != None {
		vm.ctrPin(items)
		keys := make([]Value, len(items))
		for i, it := range items {
			k, err := vm.Call1(key, it)
			if err != nil {
				return items, err
			}
			keys[i] = k
		}
		s.keys, s.vals = keys, items
	}
	if len(items) < 2 {
		return items, nil
	}
	s.chooseLess()
	if s.kind == ctrSortInts && s.vals == nil {
		// Equal small ints are the same Value, so stability is moot.
		slices.SortFunc(items, func(a, b Value) int { return cmp.Compare(a.Int(), b.Int()) })
		if reverse {
			slices.Reverse(items)
		}
		return items, nil
	}
	switch kind := s.kind; {
	case len(items) > math.MaxInt32: // past ctrIdentity's indexes
	case kind == ctrSortStrs:
		vm.ctrSortStrs(s.keys, s.vals, reverse)
		return items, nil
	case kind == ctrSortTuples:
		return items, vm.ctrSortTuples(s.keys, s.vals, reverse)
	}
	// Reversing before and after keeps equal items in their original
	// order, as CPython's reverse=True does.
	if reverse {
		timsort.Reverse(s.keys, s.vals)
	}
	err := timsort.Sort(s.keys, s.vals, s.lessFunc())
	if reverse {
		timsort.Reverse(s.keys, s.vals)
	}
	return items, err
}

// ctrSorter chooses the comparison for one sort; lang/internal/timsort
// does the sorting.
type ctrSorter struct {
	vm   *VM
	keys []Value
	vals []Value // nil when the keys are the items themselves
	kind int
}

const (
	ctrSortGeneric = iota
	ctrSortInts
	ctrSortFloats
	ctrSortStrs
	ctrSortTuples
)

// chooseLess picks a specialised comparison when every key has the same
// simple type (CPython's unsafe_*_compare pre-check).
func (s *ctrSorter) chooseLess() {
	keys := s.keys
	allInt, allFloat, allStr, allTuple := true, true, true, true
	for _, k := range keys {
		if allTuple {
			if t, ok := s.vm.Get0(k).(*Tuple); !ok || t.cls != TupleType {
				allTuple = false
			}
		}
		if !k.IsSmallInt() {
			allInt = false
		}
		if !k.IsFloat() {
			allFloat = false
		}
		if allStr {
			if st, ok := s.vm.Get0(k).(*Str); !ok || st.cls != StrType {
				allStr = false
			}
		}
		if !allInt && !allFloat && !allStr && !allTuple {
			break
		}
	}
	switch {
	case allInt:
		s.kind = ctrSortInts
	case allFloat:
		s.kind = ctrSortFloats
	case allStr:
		s.kind = ctrSortStrs
	case allTuple:
		s.kind = ctrSortTuples
		s.vm.ctrPin(keys)
		if s.vals != nil {
			s.vm.ctrPin(s.vals)
		}
	default:
		s.kind = ctrSortGeneric
		s.vm.ctrPin(keys)
		if s.vals != nil {
			s.vm.ctrPin(s.vals)
		}
	}
}

// lessFunc returns a < b for the comparison chooseLess picked, one
// function per kind so that no comparison switches on it.
func (s *ctrSorter) lessFunc() func(a, b Value) (bool, error) {
	vm := s.vm
	switch s.kind {
	case ctrSortInts:
		return func(a, b Value) (bool, error) { return a.Int() < b.Int(), nil }
	case ctrSortFloats:
		return func(a, b Value) (bool, error) { return a.Float() < b.Float(), nil }
	case ctrSortStrs:
		return func(a, b Value) (bool, error) {
			return vm.heap.Get(a).(*Str).S < vm.heap.Get(b).(*Str).S, nil
		}
	case ctrSortTuples:
		return func(a, b Value) (bool, error) {
			return vm.ctrTupleLess(vm.heap.Get(a).(*Tuple).Items, vm.heap.Get(b).(*Tuple).Items)
		}
	}
	return func(a, b Value) (bool, error) { return vm.CompareBool(CmpLT, a, b) }
}

// ctrTupleLess is tuple < tuple without a method call (the result of
// tuple.__lt__: the first pair of unequal items decides, else the lengths).
func (vm *VM) ctrTupleLess(a, b []Value) (bool, error) {
	i := 0
	for ; i < len(a) && i < len(b); i++ {
		x, y := a[i], b[i]
		if x == y {
			continue
		}
		if eq, ok := fastCompare(CmpEQ, x, y); ok {
			if eq {
				continue
			}
			break
		}
		eq, err := vm.Eq(x, y)
		if err != nil {
			return false, err
		}
		if !eq {
			break
		}
	}
	if i >= len(a) || i >= len(b) {
		return len(a) < len(b), nil
	}
	return vm.CompareBool(CmpLT, a[i], b[i])
}

// The str and tuple sorts look each key's text or items up once, not at
// every comparison, and sort a permutation of indexes into those (a slice
// without pointers moves cheaply), then apply it to the keys and values.

func (vm *VM) ctrSortStrs(keys, vals []Value, reverse bool) {
	strs := make([]string, len(keys))
	for i, k := range keys {
		strs[i] = vm.heap.Get(k).(*Str).S
	}
	perm := ctrIdentity(len(keys), reverse)
	_ = timsort.Sort(perm, nil, func(a, b int32) (bool, error) { return strs[a] < strs[b], nil })
	ctrPermute(perm, keys, vals, reverse)
}

// ctrSortTuples: the keys (and values) stay pinned in their slices while
// comparisons of the tuples' items may run Python code; after an error
// the permutation so far is applied.
func (vm *VM) ctrSortTuples(keys, vals []Value, reverse bool) error {
	items := make([][]Value, len(keys))
	for i, k := range keys {
		items[i] = vm.heap.Get(k).(*Tuple).Items
	}
	perm := ctrIdentity(len(keys), reverse)
	err := timsort.Sort(perm, nil, func(a, b int32) (bool, error) { return vm.ctrTupleLess(items[a], items[b]) })
	ctrPermute(perm, keys, vals, reverse)
	return err
}

// ctrIdentity returns the indexes 0..n-1, backwards for reverse=True
// (reversing before and after the sort keeps equal items in their
// original order, as CPython's reverse=True does).
func ctrIdentity(n int, reverse bool) []int32 {
	perm := make([]int32, n)
	for i := range perm {
		perm[i] = int32(i)
	}
	if reverse {
		slices.Reverse(perm)
	}
	return perm
}

// ctrPermute rearranges keys (and vals) into the order perm gives,
// reversed for reverse=True.
func ctrPermute(perm []int32, keys, vals []Value, reverse bool) {
	if reverse {
		slices.Reverse(perm)
	}
	old := slices.Clone(keys)
	for i, j := range perm {
		keys[i] = old[j]
	}
	if vals != nil {
		copy(old, vals)
		for i, j := range perm {
			vals[i] = old[j]
		}
	}
}
