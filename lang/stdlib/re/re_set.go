package re

import (
	"sort"
	"sync"
	"unicode"

	"github.com/cpjit/cpjit/lang/internal/unicodetab"
)

// Character sets: every character class a Python pattern denotes (a
// literal, ".", "[...]", "\w" under the flags in force, case-insensitive
// variants) is computed at parse time as an explicit set of code points,
// with Python's definitions (str.isalnum for \w, str.isspace for \s,
// CPython's IGNORECASE equivalences); the compiler turns each set into a
// bitmap and ranges (reCharSet).

// reSet is a sorted list of disjoint, non-adjacent inclusive ranges
// [lo0, hi0, lo1, hi1, ...].
type reSet []rune

const reMaxRune = unicode.MaxRune

// reSetOf builds a set from unsorted, possibly overlapping ranges.
func reSetOf(pairs ...rune) reSet {
	var s reSet
	for i := 0; i+1 < len(pairs); i += 2 {
		s = s.addRange(pairs[i], pairs[i+1])
	}
	return s
}

// addRange returns s with [lo, hi] added.
func (s reSet) addRange(lo, hi rune) reSet {
	if lo > hi {
		return s
	}
	// Fast path: appending after the last range.
	if n := len(s); n == 0 || lo > s[n-1]+1 {
		return append(s, lo, hi)
	}
	return s.union(reSet{lo, hi})
}

// union returns the union of two sets.
func (s reSet) union(t reSet) reSet {
	if len(t) == 0 {
		return s
	}
	if len(s) == 0 {
		return append(reSet(nil), t...)
	}
	all := make([][2]rune, 0, (len(s)+len(t))/2)
	for i := 0; i < len(s); i += 2 {
		all = append(all, [2]rune{s[i], s[i+1]})
	}
	for i := 0; i < len(t); i += 2 {
		all = append(all, [2]rune{t[i], t[i+1]})
	}
	sort.Slice(all, func(i, j int) bool { return all[i][0] < all[j][0] })
	out := make(reSet, 0, len(all)*2)
	for _, r := range all {
		if n := len(out); n > 0 && r[0] <= out[n-1]+1 {
			if r[1] > out[n-1] {
				out[n-1] = r[1]
			}
			continue
		}
		out = append(out, r[0], r[1])
	}
	return out
}

// negate returns the complement of s in [0, MaxRune].
func (s reSet) negate() reSet {
	out := make(reSet, 0, len(s)+2)
	next := rune(0)
	for i := 0; i < len(s); i += 2 {
		if s[i] > next {
			out = append(out, next, s[i]-1)
		}
		next = s[i+1] + 1
	}
	if next <= reMaxRune {
		out = append(out, next, reMaxRune)
	}
	return out
}

// minus returns s without the runes of t.
func (s reSet) minus(t reSet) reSet {
	if len(t) == 0 || len(s) == 0 {
		return s
	}
	return s.negate().union(t).negate()
}

// has reports whether r is in s.
func (s reSet) has(r rune) bool {
	i := sort.Search(len(s)/2, func(i int) bool { return s[2*i+1] >= r })
	return i < len(s)/2 && s[2*i] <= r
}

// single returns the only rune of s, if s has exactly one.
func (s reSet) single() (rune, bool) {
	if len(s) == 2 && s[0] == s[1] {
		return s[0], true
	}
	return 0, false
}

// reSetFromTable converts a unicode.RangeTable.
func reSetFromTable(t *unicode.RangeTable) reSet {
	var s reSet
	for _, r := range t.R16 {
		if r.Stride == 1 {
			s = s.addRange(rune(r.Lo), rune(r.Hi))
			continue
		}
		for c := rune(r.Lo); c <= rune(r.Hi); c += rune(r.Stride) {
			s = s.addRange(c, c)
		}
	}
	for _, r := range t.R32 {
		if r.Stride == 1 {
			s = s.addRange(rune(r.Lo), rune(r.Hi))
			continue
		}
		for c := rune(r.Lo); c <= rune(r.Hi); c += rune(r.Stride) {
			s = s.addRange(c, c)
		}
	}
	return s
}

// The character categories of \d \s \w (and their complements are taken by
// the caller). ASCII versions are what CPython uses for bytes patterns and
// the ASCII flag; the Unicode ones follow str.isdecimal, str.isspace and
// str.isalnum (plus "_"), as CPython's sre does.
var (
	reASCIIDigit = reSetOf('0', '9')
	reASCIISpace = reSetOf('\t', '\r', ' ', ' ')
	reASCIIWord  = reSetOf('0', '9', 'A', 'Z', '_', '_', 'a', 'z')

	reUniOnce                         sync.Once
	reUniDigit, reUniSpace, reUniWord reSet
)

func reUnicodeSets() {
	reUniOnce.Do(func() {
		reUniDigit = reASCIIDigit.union(reSetFromTable(unicodetab.Decimal))
		reUniSpace = reSetOf('\t', '\r', 0x1c, ' ').union(reSetFromTable(unicodetab.Space))
		w := reASCIIWord.union(reSetFromTable(unicodetab.Alpha))
		w = w.union(reSetFromTable(unicodetab.Decimal))
		w = w.union(reSetFromTable(unicodetab.Digit))
		reUniWord = w.union(reSetFromTable(unicodetab.Numeric))
	})
}

// reCategory returns the set of a category escape (d, s, w; upper case for
// the complement) under ASCII or Unicode rules.
func reCategory(c rune, ascii bool) reSet {
	var s reSet
	switch c | 0x20 {
	case 'd':
		s = reASCIIDigit
	case 's':
		s = reASCIISpace
	default:
		s = reASCIIWord
	}
	if !ascii {
		reUnicodeSets()
		switch c | 0x20 {
		case 'd':
			s = reUniDigit
		case 's':
			s = reUniSpace
		default:
			s = reUniWord
		}
	}
	if c >= 'A' && c <= 'Z' {
		return s.negate()
	}
	return s
}

// Case-insensitive matching. CPython's sre treats x and y as equal under
// IGNORECASE when their simple lowercase forms are equal or have the same
// uppercase (its "extra cases", such as i, ı and İ); that is, when
// upper(lower(x)) == upper(lower(y)). reFoldClasses groups every cased
// code point by that key.
var (
	reFoldOnce  sync.Once
	reFoldKeys  map[rune]rune   // cased rune -> key
	reFoldClass map[rune][]rune // key -> members (two or more)
	reCased     []rune          // sorted runes that have a class
)

func reFoldKey(r rune) rune { return unicode.ToUpper(unicode.ToLower(r)) }

func reFoldTables() {
	reFoldOnce.Do(func() {
		members := map[rune][]rune{}
		add := func(r rune) {
			k := reFoldKey(r)
			members[k] = append(members[k], r)
		}
		for _, cr := range unicode.CaseRanges {
			for r := rune(cr.Lo); r <= rune(cr.Hi); r++ {
				add(r)
			}
		}
		// Targets of the mappings that are not themselves in CaseRanges.
		for _, cr := range unicode.CaseRanges {
			for r := rune(cr.Lo); r <= rune(cr.Hi); r++ {
				for _, t := range []rune{unicode.ToLower(r), unicode.ToUpper(r)} {
					k := reFoldKey(t)
					found := false
					for _, m := range members[k] {
						if m == t {
							found = true
							break
						}
					}
					if !found {
						members[k] = append(members[k], t)
					}
				}
			}
		}
		reFoldKeys = map[rune]rune{}
		reFoldClass = map[rune][]rune{}
		for k, ms := range members {
			if len(ms) < 2 {
				continue
			}
			sort.Slice(ms, func(i, j int) bool { return ms[i] < ms[j] })
			reFoldClass[k] = ms
			for _, m := range ms {
				reFoldKeys[m] = k
				reCased = append(reCased, m)
			}
		}
		sort.Slice(reCased, func(i, j int) bool { return reCased[i] < reCased[j] })
	})
}

// reFold returns s closed under case-insensitive equality: Unicode rules,
// or only the ASCII letters when ascii is set (bytes patterns, re.ASCII).
func reFold(s reSet, ascii bool) reSet {
	out := s
	if ascii {
		for i := 0; i < len(s); i += 2 {
			lo, hi := max(s[i], 'A'), min(s[i+1], 'Z')
			if lo <= hi {
				out = out.addRange(lo+32, hi+32)
			}
			lo, hi = max(s[i], 'a'), min(s[i+1], 'z')
			if lo <= hi {
				out = out.addRange(lo-32, hi-32)
			}
		}
		return out
	}
	reFoldTables()
	var extra reSet
	for i := 0; i < len(s); i += 2 {
		j := sort.Search(len(reCased), func(j int) bool { return reCased[j] >= s[i] })
		for ; j < len(reCased) && reCased[j] <= s[i+1]; j++ {
			for _, m := range reFoldClass[reFoldKeys[reCased[j]]] {
				if !s.has(m) {
					extra = append(extra, m, m)
				}
			}
		}
	}
	if len(extra) == 0 {
		return s
	}
	return out.union(reSetOf(extra...))
}
