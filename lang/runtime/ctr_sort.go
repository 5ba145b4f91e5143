package runtime

import (
	"cmp"
	"slices"
)

// list.sort: a stable natural merge sort in the style of CPython's timsort
// (natural runs, binary insertion up to minrun, merges that keep a stack of
// balanced runs, a temporary buffer holding the smaller run). Comparison and
// key errors stop the sort and leave the list a permutation of its items.

// ctrSortArgs parses sort's keyword-only key= and reverse=.
func (vm *VM) ctrSortArgs(name string, kw []Kwarg) (key Value, reverse bool, err error) {
	key = None
	for _, k := range kw {
		switch k.Name {
		case "key":
			key = k.Value
		case "reverse":
			if reverse, err = vm.Truth(k.Value); err != nil {
				return
			}
		default:
			err = vm.TypeError("%s() got an unexpected keyword argument '%s'", name, k.Name)
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
			k, err := vm.Call(key, []Value{it}, nil)
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
	if reverse {
		s.reverse(0, len(s.keys))
	}
	s.sort()
	if reverse {
		s.reverse(0, len(s.keys))
	}
	return items, s.err
}

type ctrSorter struct {
	vm   *VM
	keys []Value
	vals []Value // nil when the keys are the items themselves
	kind int
	err  error
	tmpK []Value
	tmpV []Value
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

// less reports a < b; after an error it reports false and s.err is set.
func (s *ctrSorter) less(a, b Value) bool {
	if s.err != nil {
		return false
	}
	switch s.kind {
	case ctrSortInts:
		return a.Int() < b.Int()
	case ctrSortFloats:
		return a.Float() < b.Float()
	case ctrSortStrs:
		return s.vm.heap.Get(a).(*Str).S < s.vm.heap.Get(b).(*Str).S
	case ctrSortTuples:
		r, err := s.vm.ctrTupleLess(s.vm.heap.Get(a).(*Tuple).Items, s.vm.heap.Get(b).(*Tuple).Items)
		if err != nil {
			s.err = err
			return false
		}
		return r
	}
	r, err := s.vm.CompareBool(CmpLT, a, b)
	if err != nil {
		s.err = err
		return false
	}
	return r
}

func (s *ctrSorter) reverse(lo, hi int) {
	for i, j := lo, hi-1; i < j; i, j = i+1, j-1 {
		s.keys[i], s.keys[j] = s.keys[j], s.keys[i]
		if s.vals != nil {
			s.vals[i], s.vals[j] = s.vals[j], s.vals[i]
		}
	}
}

func ctrMinRun(n int) int {
	r := 0
	for n >= 64 {
		r |= n & 1
		n >>= 1
	}
	return n + r
}

type ctrRun struct{ start, n int }

func (s *ctrSorter) sort() {
	n := len(s.keys)
	minrun := ctrMinRun(n)
	var stack []ctrRun
	for lo := 0; lo < n && s.err == nil; {
		rn := s.countRun(lo, n)
		if s.err != nil {
			return
		}
		if rn < minrun {
			force := min(minrun, n-lo)
			s.binaryInsertion(lo, lo+force, lo+rn)
			rn = force
		}
		stack = append(stack, ctrRun{lo, rn})
		stack = s.mergeCollapse(stack)
		lo += rn
	}
	for len(stack) > 1 && s.err == nil {
		i := len(stack) - 2
		if i > 0 && stack[i-1].n < stack[i+1].n {
			i--
		}
		stack = s.mergeAt(stack, i)
	}
}

// countRun returns the length of the natural run starting at lo, reversing
// it in place when it is strictly descending.
func (s *ctrSorter) countRun(lo, hi int) int {
	if lo+1 >= hi {
		return hi - lo
	}
	k := s.keys
	i := lo + 1
	if s.less(k[i], k[i-1]) {
		for i++; i < hi && s.less(k[i], k[i-1]); i++ {
		}
		if s.err != nil {
			return i - lo
		}
		s.reverse(lo, i)
		return i - lo
	}
	for i++; i < hi && !s.less(k[i], k[i-1]); i++ {
		if s.err != nil {
			break
		}
	}
	return i - lo
}

// binaryInsertion sorts [lo, hi) given that [lo, start) is sorted.
func (s *ctrSorter) binaryInsertion(lo, hi, start int) {
	k, v := s.keys, s.vals
	if start == lo {
		start++
	}
	for ; start < hi; start++ {
		pivot := k[start]
		l, r := lo, start
		for l < r {
			m := int(uint(l+r) >> 1)
			if s.less(pivot, k[m]) {
				r = m
			} else {
				l = m + 1
			}
		}
		if s.err != nil {
			return
		}
		copy(k[l+1:start+1], k[l:start])
		k[l] = pivot
		if v != nil {
			pv := v[start]
			copy(v[l+1:start+1], v[l:start])
			v[l] = pv
		}
	}
}

func (s *ctrSorter) mergeCollapse(stack []ctrRun) []ctrRun {
	for len(stack) > 1 && s.err == nil {
		n := len(stack) - 2
		if (n > 0 && stack[n-1].n <= stack[n].n+stack[n+1].n) ||
			(n > 1 && stack[n-2].n <= stack[n-1].n+stack[n].n) {
			if stack[n-1].n < stack[n+1].n {
				n--
			}
		} else if stack[n].n > stack[n+1].n {
			break
		}
		stack = s.mergeAt(stack, n)
	}
	return stack
}

// mergeAt merges runs i and i+1 of the stack.
func (s *ctrSorter) mergeAt(stack []ctrRun, i int) []ctrRun {
	a, b := stack[i], stack[i+1]
	stack[i].n = a.n + b.n
	stack = append(stack[:i+1], stack[i+2:]...)
	s.merge(a.start, b.start, b.start+b.n)
	return stack
}

// merge merges the sorted ranges [lo, mid) and [mid, hi).
func (s *ctrSorter) merge(lo, mid, hi int) {
	k := s.keys
	// Items of the left run not greater than the right run's first stay.
	l, r := lo, mid
	pivot := k[mid]
	for l < r {
		m := int(uint(l+r) >> 1)
		if s.less(pivot, k[m]) {
			r = m
		} else {
			l = m + 1
		}
	}
	lo = l
	if s.err != nil || lo == mid {
		return
	}
	// Items of the right run not less than the left run's last stay.
	l, r = mid, hi
	pivot = k[mid-1]
	for l < r {
		m := int(uint(l+r) >> 1)
		if s.less(k[m], pivot) {
			l = m + 1
		} else {
			r = m
		}
	}
	hi = l
	if s.err != nil || hi == mid {
		return
	}
	if mid-lo <= hi-mid {
		s.mergeLo(lo, mid, hi)
	} else {
		s.mergeHi(lo, mid, hi)
	}
}

func (s *ctrSorter) mergeLo(lo, mid, hi int) {
	k, v := s.keys, s.vals
	tk := append(s.tmpK[:0], k[lo:mid]...)
	s.tmpK = tk
	var tv []Value
	if v != nil {
		tv = append(s.tmpV[:0], v[lo:mid]...)
		s.tmpV = tv
	}
	i, j, d := 0, mid, lo
	for i < len(tk) && j < hi {
		if s.less(k[j], tk[i]) {
			k[d] = k[j]
			if v != nil {
				v[d] = v[j]
			}
			j++
		} else {
			if s.err != nil {
				break
			}
			k[d] = tk[i]
			if v != nil {
				v[d] = tv[i]
			}
			i++
		}
		d++
	}
	copy(k[d:], tk[i:])
	if v != nil {
		copy(v[d:], tv[i:])
	}
}

func (s *ctrSorter) mergeHi(lo, mid, hi int) {
	k, v := s.keys, s.vals
	tk := append(s.tmpK[:0], k[mid:hi]...)
	s.tmpK = tk
	var tv []Value
	if v != nil {
		tv = append(s.tmpV[:0], v[mid:hi]...)
		s.tmpV = tv
	}
	i, j, d := mid-1, len(tk)-1, hi-1
	for i >= lo && j >= 0 {
		if s.less(tk[j], k[i]) {
			k[d] = k[i]
			if v != nil {
				v[d] = v[i]
			}
			i--
		} else {
			if s.err != nil {
				break
			}
			k[d] = tk[j]
			if v != nil {
				v[d] = tv[j]
			}
			j--
		}
		d--
	}
	copy(k[d-j:d+1], tk[:j+1])
	if v != nil {
		copy(v[d-j:d+1], tv[:j+1])
	}
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
