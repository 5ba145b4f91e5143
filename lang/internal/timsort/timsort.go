// Package timsort is the merge algorithm behind list.sort and sorted(): a
// stable natural merge sort that makes the comparisons CPython 3.13's
// list.sort makes, in the same order, so that programs whose __lt__ has
// side effects, or whose order is inconsistent, see what they see under
// CPython. It finds natural runs, extends short runs to minrun by binary
// insertion, decides merges by the runs' powersort node powers, trims the
// items of two runs that are already in place by galloping, and merges
// through a temporary buffer holding the smaller run, switching to
// galloping while one run keeps winning (min_gallop adapts as CPython's).
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
	// minGallop is the current galloping threshold.
	minGallop int
}

type run struct{ start, n, power int }

// minGallop is the number of consecutive wins of one run after which a
// merge starts galloping (CPython's MIN_GALLOP); sorter.minGallop adapts.
const minGallop = 7

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
	s.minGallop = minGallop
	minrun := minRun(n)
	var stack []run
	for lo := 0; lo < n; {
		rn := s.countRun(lo, n)
		if s.err != nil {
			return
		}
		if rn < minrun {
			force := min(minrun, n-lo)
			s.binaryInsertion(lo, lo+force, lo+rn)
			if s.err != nil {
				return
			}
			rn = force
		}
		if len(stack) > 0 {
			// Merge the runs whose node power exceeds the new boundary's.
			top := stack[len(stack)-1]
			p := nodePower(top.start, top.n, rn, n)
			for len(stack) > 1 && stack[len(stack)-2].power > p {
				if stack = s.mergeAt(stack, len(stack)-2); s.err != nil {
					return
				}
			}
			stack[len(stack)-1].power = p
		}
		stack = append(stack, run{start: lo, n: rn})
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

// nodePower is powersort's power of the boundary between a run of n1
// items at s1 and the next one of n2 items, in a list of n: the first bit
// in which the binary expansions of the runs' midpoints (as fractions of
// n) differ.
func nodePower(s1, n1, n2, n int) int {
	a := 2*s1 + n1 // twice the first midpoint
	b := a + n1 + n2
	power := 0
	for {
		power++
		if a >= n {
			a -= n
			b -= n
		} else if b >= n {
			return power
		}
		a <<= 1
		b <<= 1
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
	// The left run's items up to the right run's first stay in place.
	lo += s.gallopRight(k[mid], k[lo:mid], 0)
	if s.err != nil || lo == mid {
		return
	}
	// So do the right run's items from the left run's last on.
	nb := s.gallopLeft(k[mid-1], k[mid:hi], hi-mid-1)
	if s.err != nil || nb == 0 {
		return
	}
	if mid-lo <= nb {
		s.mergeLo(lo, mid, mid+nb)
	} else {
		s.mergeHi(lo, mid, mid+nb)
	}
}

// gallopLeft returns where key goes in the sorted a, left of any equal
// items: the first i with key <= a[i]. It searches outward from hint by
// doubling steps, then by bisection.
func (s *sorter[K]) gallopLeft(key K, a []K, hint int) int {
	lastofs, ofs := 0, 1
	if s.less(a[hint], key) {
		// a[hint] < key: step right until a[hint+lastofs] < key <= a[hint+ofs].
		maxofs := len(a) - hint
		for ofs < maxofs && s.less(a[hint+ofs], key) {
			lastofs, ofs = ofs, ofs<<1+1
		}
		ofs = min(ofs, maxofs)
		lastofs, ofs = lastofs+hint, ofs+hint
	} else {
		// key <= a[hint]: step left until a[hint-ofs] < key <= a[hint-lastofs].
		maxofs := hint + 1
		for ofs < maxofs && !s.less(a[hint-ofs], key) && s.err == nil {
			lastofs, ofs = ofs, ofs<<1+1
		}
		ofs = min(ofs, maxofs)
		lastofs, ofs = hint-ofs, hint-lastofs
	}
	for lastofs++; lastofs < ofs; {
		m := lastofs + (ofs-lastofs)>>1
		if s.less(a[m], key) {
			lastofs = m + 1
		} else {
			ofs = m
		}
	}
	return ofs
}

// gallopRight returns where key goes in the sorted a, right of any equal
// items: the first i with key < a[i].
func (s *sorter[K]) gallopRight(key K, a []K, hint int) int {
	lastofs, ofs := 0, 1
	if s.less(key, a[hint]) {
		// key < a[hint]: step left until a[hint-ofs] <= key < a[hint-lastofs].
		maxofs := hint + 1
		for ofs < maxofs && s.less(key, a[hint-ofs]) {
			lastofs, ofs = ofs, ofs<<1+1
		}
		ofs = min(ofs, maxofs)
		lastofs, ofs = hint-ofs, hint-lastofs
	} else {
		// a[hint] <= key: step right until a[hint+lastofs] <= key < a[hint+ofs].
		maxofs := len(a) - hint
		for ofs < maxofs && !s.less(key, a[hint+ofs]) && s.err == nil {
			lastofs, ofs = ofs, ofs<<1+1
		}
		ofs = min(ofs, maxofs)
		lastofs, ofs = lastofs+hint, ofs+hint
	}
	for lastofs++; lastofs < ofs; {
		m := lastofs + (ofs-lastofs)>>1
		if s.less(key, a[m]) {
			ofs = m
		} else {
			lastofs = m + 1
		}
	}
	return ofs
}

// move copies c items (keys, and values when sorting with them) from
// src[si:] to dst[di:]; the ranges may overlap.
func (s *sorter[K]) move(dk, dv []K, di int, sk, sv []K, si, c int) {
	copy(dk[di:di+c], sk[si:si+c])
	if s.vals != nil {
		copy(dv[di:di+c], sv[si:si+c])
	}
}

// buffer copies k[lo:hi] (and its values) into the temporary buffers.
func (s *sorter[K]) buffer(lo, hi int) (tk, tv []K) {
	s.tmpK = append(s.tmpK[:0], s.keys[lo:hi]...)
	if s.vals != nil {
		s.tmpV = append(s.tmpV[:0], s.vals[lo:hi]...)
	}
	return s.tmpK, s.tmpV
}

// mergeLo merges [lo, mid) and [mid, hi) when the left run is the shorter:
// it goes to the buffer and the merge fills from the left. k[mid] <
// k[lo] and k[mid-1] > k[hi-1] are known.
func (s *sorter[K]) mergeLo(lo, mid, hi int) {
	k, v := s.keys, s.vals
	ta, tv := s.buffer(lo, mid)
	i, j, d := 0, mid, lo // next of a (in ta), next of b, destination
	na, nb := mid-lo, hi-mid
	takeA := func(c int) { s.move(k, v, d, ta, tv, i, c); i, d, na = i+c, d+c, na-c }
	takeB := func(c int) { s.move(k, v, d, k, v, j, c); j, d, nb = j+c, d+c, nb-c }
	// mergeLoop returns true when a's last item is all that is left of a.
	mergeLoop := func() (lastA bool) {
		takeB(1)
		if nb == 0 {
			return false
		}
		if na == 1 {
			return true
		}
		for g := s.minGallop; ; {
			// One item at a time until one run wins g times in a row.
			for acount, bcount := 0, 0; acount < g && bcount < g; {
				if s.less(k[j], ta[i]) {
					takeB(1)
					acount, bcount = 0, bcount+1
					if nb == 0 {
						return false
					}
				} else {
					if s.err != nil {
						return false
					}
					takeA(1)
					acount, bcount = acount+1, 0
					if na == 1 {
						return true
					}
				}
			}
			// Then whole blocks, while galloping pays.
			g++
			for {
				g -= min(g-1, 1)
				s.minGallop = g
				acount := s.gallopRight(k[j], ta[i:i+na], 0)
				if s.err != nil {
					return false
				}
				if acount > 0 {
					takeA(acount)
					if na == 1 {
						return true
					}
					if na == 0 {
						return false
					}
				}
				takeB(1)
				if nb == 0 {
					return false
				}
				bcount := s.gallopLeft(ta[i], k[j:j+nb], 0)
				if s.err != nil {
					return false
				}
				if bcount > 0 {
					takeB(bcount)
					if nb == 0 {
						return false
					}
				}
				takeA(1)
				if na == 1 {
					return true
				}
				if acount < minGallop && bcount < minGallop {
					break
				}
			}
			g++
			s.minGallop = g
		}
	}
	if mergeLoop() && s.err == nil {
		// a's last item goes after the rest of b.
		takeB(nb)
	}
	takeA(na)
}

// mergeHi merges [lo, mid) and [mid, hi) when the right run is the
// shorter: it goes to the buffer and the merge fills from the right.
func (s *sorter[K]) mergeHi(lo, mid, hi int) {
	k, v := s.keys, s.vals
	tb, tv := s.buffer(mid, hi)
	i, j, d := mid-1, hi-mid-1, hi-1 // last of a, last of b (in tb), destination
	na, nb := mid-lo, hi-mid
	// takeA and takeB move the last c items of a run to end at d.
	takeA := func(c int) { s.move(k, v, d-c+1, k, v, i-c+1, c); i, d, na = i-c, d-c, na-c }
	takeB := func(c int) { s.move(k, v, d-c+1, tb, tv, j-c+1, c); j, d, nb = j-c, d-c, nb-c }
	// mergeLoop returns true when b's first item is all that is left of b.
	mergeLoop := func() (firstB bool) {
		takeA(1)
		if na == 0 {
			return false
		}
		if nb == 1 {
			return true
		}
		for g := s.minGallop; ; {
			for acount, bcount := 0, 0; acount < g && bcount < g; {
				if s.less(tb[j], k[i]) {
					takeA(1)
					acount, bcount = acount+1, 0
					if na == 0 {
						return false
					}
				} else {
					if s.err != nil {
						return false
					}
					takeB(1)
					acount, bcount = 0, bcount+1
					if nb == 1 {
						return true
					}
				}
			}
			g++
			for {
				g -= min(g-1, 1)
				s.minGallop = g
				acount := na - s.gallopRight(tb[j], k[lo:lo+na], na-1)
				if s.err != nil {
					return false
				}
				if acount > 0 {
					takeA(acount)
					if na == 0 {
						return false
					}
				}
				takeB(1)
				if nb == 1 {
					return true
				}
				bcount := nb - s.gallopLeft(k[i], tb[:nb], nb-1)
				if s.err != nil {
					return false
				}
				if bcount > 0 {
					takeB(bcount)
					if nb == 1 {
						return true
					}
					if nb == 0 {
						return false
					}
				}
				takeA(1)
				if na == 0 {
					return false
				}
				if acount < minGallop && bcount < minGallop {
					break
				}
			}
			g++
			s.minGallop = g
		}
	}
	if mergeLoop() && s.err == nil {
		// b's first item goes before the rest of a.
		takeA(na)
	}
	takeB(nb)
}
