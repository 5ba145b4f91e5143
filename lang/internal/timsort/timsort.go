// Package timsort is the merge algorithm behind list.sort and sorted(): a
// stable natural merge sort in the style of CPython's timsort. It finds
// natural runs (reversing strictly descending ones), extends short runs to
// minrun by binary insertion, keeps a stack of runs whose lengths stay
// balanced, and merges two runs through a temporary buffer holding the
// smaller one after trimming the items already in place.
//
// The comparison may fail (a Python __lt__ raises): the first error stops
// the sort and is returned, and the slices are then a permutation of
// their items, never a mix of duplicates and losses. Keys may carry
// values (sort(key=...)): both are permuted together.
package timsort

// Sort sorts keys in place (and vals alongside them when vals is not nil,
// len(vals) == len(keys)) by less, stably, and returns less's first error.
func Sort[K any](keys, vals []K, less func(a, b K) (bool, error)) error {
	s := sorter[K]{keys: keys, vals: vals, lessFn: less}
	s.sort()
	return s.err
}

// Reverse reverses keys (and vals alongside them when not nil).
func Reverse[K any](keys, vals []K) {
	s := sorter[K]{keys: keys, vals: vals}
	s.reverse(0, len(keys))
}

type sorter[K any] struct {
	keys   []K
	vals   []K // nil when the keys are the items themselves
	lessFn func(a, b K) (bool, error)
	err    error
	tmpK   []K
	tmpV   []K
}

type run struct{ start, n int }

// less reports a < b; after an error it reports false and s.err is set.
func (s *sorter[K]) less(a, b K) bool {
	if s.err != nil {
		return false
	}
	r, err := s.lessFn(a, b)
	if err != nil {
		s.err = err
		return false
	}
	return r
}

func (s *sorter[K]) reverse(lo, hi int) {
	for i, j := lo, hi-1; i < j; i, j = i+1, j-1 {
		s.keys[i], s.keys[j] = s.keys[j], s.keys[i]
		if s.vals != nil {
			s.vals[i], s.vals[j] = s.vals[j], s.vals[i]
		}
	}
}

// minRun is the length below which a natural run is extended by binary
// insertion: n's top six bits, plus one if any lower bit is set, so that
// n/minRun is a power of two or a little less.
func minRun(n int) int {
	r := 0
	for n >= 64 {
		r |= n & 1
		n >>= 1
	}
	return n + r
}

func (s *sorter[K]) sort() {
	n := len(s.keys)
	if n < 2 {
		return
	}
	minrun := minRun(n)
	var stack []run
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
		stack = append(stack, run{lo, rn})
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

// countRun returns the length of the natural run starting at lo, left in
// ascending order, making CPython 3.13's comparisons in CPython 3.13's
// order (programs can see them): a non-descending run; else a run that
// descends, where runs of equal keys are allowed and each is reversed
// first so that reversing the whole run keeps the sort stable; after the
// reversal the run may go on ascending.
func (s *sorter[K]) countRun(lo, hi int) int {
	k := s.keys
	n := 1 // the run is k[lo:lo+n]
	// smaller and larger compare the next key with the run's last one.
	smaller := func() bool { return s.less(k[lo+n], k[lo+n-1]) }
	larger := func() bool { return s.less(k[lo+n-1], k[lo+n]) }
	for lo+n < hi && !smaller() && s.err == nil {
		n++
	}
	if lo+n == hi || s.err != nil {
		return n
	}
	if n > 1 {
		// An ascending run ended by a smaller key. Unless all its keys are
		// equal it is the run; equal keys may begin a descending one.
		if s.less(k[lo], k[lo+n-1]) || s.err != nil {
			return n
		}
		s.reverse(lo, lo+n)
	}
	n++
	eq := 0 // the last eq+1 keys are equal
	flushEqual := func() {
		if eq > 0 {
			s.reverse(lo+n-eq-1, lo+n)
			eq = 0
		}
	}
	for ; lo+n < hi; n++ {
		if smaller() {
			flushEqual()
			continue
		}
		if s.err != nil || larger() || s.err != nil {
			break
		}
		eq++
	}
	if s.err != nil {
		return n
	}
	flushEqual()
	s.reverse(lo, lo+n)
	for lo+n < hi && !smaller() && s.err == nil {
		n++
	}
	return n
}

// binaryInsertion sorts [lo, hi) given that [lo, start) is sorted.
func (s *sorter[K]) binaryInsertion(lo, hi, start int) {
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

// mergeCollapse merges runs at the top of the stack until the lengths
// satisfy the invariants that keep merges balanced.
func (s *sorter[K]) mergeCollapse(stack []run) []run {
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
func (s *sorter[K]) mergeAt(stack []run, i int) []run {
	a, b := stack[i], stack[i+1]
	stack[i].n = a.n + b.n
	stack = append(stack[:i+1], stack[i+2:]...)
	s.merge(a.start, b.start, b.start+b.n)
	return stack
}

// merge merges the sorted ranges [lo, mid) and [mid, hi).
func (s *sorter[K]) merge(lo, mid, hi int) {
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

// mergeLo merges with the (shorter) left run in the buffer, filling from
// the left.
func (s *sorter[K]) mergeLo(lo, mid, hi int) {
	k, v := s.keys, s.vals
	tk := append(s.tmpK[:0], k[lo:mid]...)
	s.tmpK = tk
	var tv []K
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

// mergeHi merges with the (shorter) right run in the buffer, filling from
// the right.
func (s *sorter[K]) mergeHi(lo, mid, hi int) {
	k, v := s.keys, s.vals
	tk := append(s.tmpK[:0], k[mid:hi]...)
	s.tmpK = tk
	var tv []K
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
