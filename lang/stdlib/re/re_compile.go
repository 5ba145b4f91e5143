package re

import (
	"sync"
	"unicode"
)

// The compiler from parse trees (reNode) to programs for the backtracking
// engine (re_engine.go). The program is a flat slice of instructions whose
// operations and layout follow the structure of CPython's sre code: the
// engine must make the same choices in the same order as sre for every
// subject (which match a search finds, what each group captured, which
// group closed last), and sre's rules are defined in terms of that code.

type reOpcode uint8

const (
	iFail      reOpcode = iota
	iSuccess            // end of the pattern or of a sub-program
	iLit                // arg: the character
	iNotLit             // arg: the character it must not be
	iAny                // anything but "\n"
	iAnyAll             // anything
	iSet                // arg: index of the set
	iMark               // arg: mark index (2*(group-1), +1 for the end)
	iAt                 // arg: reAt*
	iJump               // next: target
	iBranch             // alternatives follow, each an iAlt header
	iAlt                // next: the next header (a non-iAlt ends the list)
	iRepeatOne          // a: min, b: max (-1: unbounded); single-character item at pc+1; next: tail
	iMinRepeatOne
	iPossRepeatOne
	iRepeat     // a: min, b: max; body at pc+1, ended by iMaxUntil/iMinUntil at next
	iMaxUntil   // arg: pc of its iRepeat
	iMinUntil   // arg: pc of its iRepeat
	iPossRepeat // a: min, b: max; body at pc+1 ended by iSuccess; next: tail
	iAtomic     // body at pc+1 ended by iSuccess; next: tail
	iGroupRef   // arg: mark index of the group's start; a: fold (0: none, else reKind+1)
	iGroupRefExists
	iAssert    // a: how far behind (0: lookahead); body at pc+1 ended by iSuccess; next: tail
	iAssertNot // the same, negated
)

// Assertions of iAt.
const (
	reAtBeginning = iota
	reAtBeginningLine
	reAtBeginningString
	reAtEnd
	reAtEndLine
	reAtEndString
	reAtBoundary    // + kind
	reAtNonBoundary = reAtBoundary + 3
)

type reInst struct {
	op   reOpcode
	arg  int32
	a, b int
	next int32
}

// reCharSet is a set of characters: a bitmap below 256, ranges above.
type reCharSet struct {
	bits [4]uint64
	hi   reSet // ranges, of which only the part >= 256 is consulted
}

func newReCharSet(s reSet) *reCharSet {
	cs := &reCharSet{}
	for i := 0; i < len(s); i += 2 {
		for c := s[i]; c <= s[i+1] && c < 256; c++ {
			cs.bits[c>>6] |= 1 << (c & 63)
		}
		if s[i+1] >= 256 {
			cs.hi = append(cs.hi, max(s[i], 256), s[i+1])
		}
	}
	return cs
}

func (cs *reCharSet) has(c rune) bool {
	if uint32(c) < 256 {
		return cs.bits[c>>6]&(1<<(c&63)) != 0
	}
	s := cs.hi
	lo, hi := 0, len(s)/2
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if s[2*m+1] < c {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo < len(s)/2 && s[2*lo] <= c
}

// reCode is a compiled program and what the search loop knows of it.
type reCode struct {
	insts  []reInst
	sets   []*reCharSet
	marks  int // 2 * groups
	minLen int // no match is shorter
	// Search accelerators: a literal every match starts with (prefix), or
	// the set of characters a match can start with (first, nil: any or
	// empty matches possible).
	prefix   []rune
	literal  bool // the pattern is exactly prefix, without groups
	first    *reCharSet
	anchored bool // the pattern starts with \A or ^ (not MULTILINE)
	// cols[k] holds the characters a match can have at offset k, for the
	// first few offsets every match reaches; byteCols is the same as
	// tables for byte texts.
	cols     []*reCharSet
	byteCols [][256]bool
}

// reMaxCols bounds the columns the search filter checks.
const reMaxCols = 8

// reColumns returns the sets of characters n can consume at offsets 0, 1,
// ... of every match, and whether n always consumes exactly that many.
func reColumns(n *reNode) ([]reSet, bool) {
	switch n.op {
	case reOpChar:
		return []reSet{n.set}, true
	case reOpCat:
		var out []reSet
		for _, s := range n.subs {
			c, all := reColumns(s)
			out = append(out, c...)
			if len(out) >= reMaxCols {
				return out[:reMaxCols], false
			}
			if !all {
				return out, false
			}
		}
		return out, true
	case reOpAlt:
		var out []reSet
		all := true
		for i, s := range n.subs {
			c, a := reColumns(s)
			if i == 0 {
				out = append(out, c...)
			} else {
				if len(c) != len(out) {
					all = false
				}
				out = out[:min(len(out), len(c))]
				for k := range out {
					out[k] = out[k].union(c[k])
				}
			}
			all = all && a
		}
		return out, all
	case reOpGroup, reOpAtomic:
		return reColumns(n.subs[0])
	case reOpRepeat:
		c, all := reColumns(n.subs[0])
		if n.min == 0 {
			return nil, false
		}
		if !all || n.max != n.min || len(c) == 0 {
			return c, false
		}
		var out []reSet
		for i := 0; i < n.min && len(out) < reMaxCols; i++ {
			out = append(out, c...)
		}
		if len(out) > reMaxCols {
			return out[:reMaxCols], false
		}
		return out, len(out) < reMaxCols
	case reOpBol, reOpEol, reOpBegin, reOpEnd, reOpWordB, reOpNotWordB, reOpAssert:
		return nil, true
	}
	return nil, false
}

type reCompiler struct {
	c      *reCode
	gwidth [][2]int
	err    string
}

var reNotNL = reSet{'\n', '\n'}.negate()

// reCompileCode compiles a parsed pattern; err is CPython's compile-time
// error message (bad lookbehinds), or "".
func reCompileCode(res *reParsed) (*reCode, string) {
	k := &reCompiler{c: &reCode{marks: 2 * res.groups}, gwidth: res.gwidth}
	k.node(res.root)
	k.emit(reInst{op: iSuccess})
	if k.err != "" {
		return nil, k.err
	}
	c := k.c
	lo, _ := reWidth(res.root, res.gwidth)
	c.minLen = min(lo, 1<<31)
	items := reItems(res.root)
	for _, it := range items {
		r, all := reLiteralOf(it)
		c.prefix = append(c.prefix, r...)
		if !all {
			break
		}
	}
	c.literal = len(c.prefix) > 0 && res.groups == 0 && reIsLiteral(res.root)
	if set, nullable, ok := reFirst(res.root); ok && !nullable {
		c.first = newReCharSet(set)
		cols, _ := reColumns(res.root)
		if len(cols) == 0 {
			cols = []reSet{set}
		}
		for _, col := range cols {
			cs := newReCharSet(col)
			c.cols = append(c.cols, cs)
			var tab [256]bool
			for b := range tab {
				tab[b] = cs.has(rune(b))
			}
			c.byteCols = append(c.byteCols, tab)
		}
	}
	if len(items) > 0 {
		if n := items[0]; n.op == reOpBegin || n.op == reOpBol && !n.ml {
			c.anchored = true
		}
	}
	return c, ""
}

// reLiteralOf returns the literal characters every match of n starts
// with (through capturing groups, as CPython's literal prefix), and whether
// that is all of n.
func reLiteralOf(n *reNode) ([]rune, bool) {
	switch n.op {
	case reOpChar:
		if r, ok := n.set.single(); ok {
			return []rune{r}, true
		}
	case reOpGroup:
		var out []rune
		for _, s := range reItems(n.subs[0]) {
			r, all := reLiteralOf(s)
			out = append(out, r...)
			if !all {
				return out, false
			}
		}
		return out, true
	}
	return nil, false
}

func reIsLiteral(n *reNode) bool {
	for _, it := range reItems(n) {
		if it.op != reOpChar {
			return false
		}
		if _, ok := it.set.single(); !ok {
			return false
		}
	}
	return true
}

// reFirst returns the characters a match of n can start with, whether n
// can match without consuming (nullable), and ok=false when that is not
// known (backreferences).
func reFirst(n *reNode) (set reSet, nullable bool, ok bool) {
	if n == nil {
		return nil, true, true
	}
	switch n.op {
	case reOpChar:
		return n.set, false, true
	case reOpCat:
		var out reSet
		for _, s := range n.subs {
			f, null, ok := reFirst(s)
			if !ok {
				return nil, false, false
			}
			out = out.union(f)
			if !null {
				return out, false, true
			}
		}
		return out, true, true
	case reOpAlt:
		var out reSet
		anyNull := false
		for _, s := range n.subs {
			f, null, ok := reFirst(s)
			if !ok {
				return nil, false, false
			}
			out = out.union(f)
			anyNull = anyNull || null
		}
		return out, anyNull, true
	case reOpGroup, reOpAtomic:
		return reFirst(n.subs[0])
	case reOpRepeat:
		f, null, ok := reFirst(n.subs[0])
		if !ok {
			return nil, false, false
		}
		return f, null || n.min == 0, true
	case reOpCond:
		f1, n1, ok1 := reFirst(n.subs[0])
		f2, n2, ok2 := reFirst(n.subs[1])
		return f1.union(f2), n1 || n2, ok1 && ok2
	case reOpBackref:
		return nil, false, false
	case reOpFail:
		return nil, false, true
	}
	// Anchors and lookarounds consume nothing.
	return nil, true, true
}

func (k *reCompiler) emit(in reInst) int32 {
	k.c.insts = append(k.c.insts, in)
	return int32(len(k.c.insts) - 1)
}

func (k *reCompiler) pc() int32 { return int32(len(k.c.insts)) }

// char emits the single-character matcher of a set.
func (k *reCompiler) char(s reSet) {
	if r, ok := s.single(); ok {
		k.emit(reInst{op: iLit, arg: r})
		return
	}
	if len(s) == 2 && s[0] == 0 && s[1] == reMaxRune {
		k.emit(reInst{op: iAnyAll})
		return
	}
	if r, ok := s.negate().single(); ok {
		if r == '\n' {
			k.emit(reInst{op: iAny})
		} else {
			k.emit(reInst{op: iNotLit, arg: r})
		}
		return
	}
	k.c.sets = append(k.c.sets, newReCharSet(s))
	k.emit(reInst{op: iSet, arg: int32(len(k.c.sets) - 1)})
}

// reSimple is CPython's _simple: a repeat of one character at a time.
func reSimple(n *reNode) bool {
	for n.op == reOpGroup && n.group == 0 {
		n = n.subs[0]
	}
	return n.op == reOpChar
}

func (k *reCompiler) node(n *reNode) {
	switch n.op {
	case reOpChar:
		k.char(n.set)
	case reOpBol:
		at := reAtBeginning
		if n.ml {
			at = reAtBeginningLine
		}
		k.emit(reInst{op: iAt, arg: int32(at)})
	case reOpEol:
		at := reAtEnd
		if n.ml {
			at = reAtEndLine
		}
		k.emit(reInst{op: iAt, arg: int32(at)})
	case reOpBegin:
		k.emit(reInst{op: iAt, arg: reAtBeginningString})
	case reOpEnd:
		k.emit(reInst{op: iAt, arg: reAtEndString})
	case reOpWordB:
		k.emit(reInst{op: iAt, arg: int32(reAtBoundary + n.kind)})
	case reOpNotWordB:
		k.emit(reInst{op: iAt, arg: int32(reAtNonBoundary + n.kind)})
	case reOpCat:
		for _, s := range n.subs {
			k.node(s)
		}
	case reOpAlt:
		k.emit(reInst{op: iBranch})
		var jumps []int32
		for _, s := range n.subs {
			h := k.emit(reInst{op: iAlt})
			k.node(s)
			jumps = append(jumps, k.emit(reInst{op: iJump}))
			k.c.insts[h].next = k.pc()
		}
		k.emit(reInst{op: iFail})
		for _, j := range jumps {
			k.c.insts[j].next = k.pc()
		}
	case reOpGroup:
		if n.group > 0 {
			k.emit(reInst{op: iMark, arg: int32(2 * (n.group - 1))})
		}
		k.node(n.subs[0])
		if n.group > 0 {
			k.emit(reInst{op: iMark, arg: int32(2*(n.group-1) + 1)})
		}
	case reOpRepeat:
		hi := n.max
		if hi < 0 || hi >= reMaxRepeat {
			hi = -1
		}
		sub := n.subs[0]
		if reSimple(sub) {
			op := iRepeatOne
			if n.lazy {
				op = iMinRepeatOne
			} else if n.poss {
				op = iPossRepeatOne
			}
			h := k.emit(reInst{op: op, a: n.min, b: hi})
			for sub.op == reOpGroup {
				sub = sub.subs[0]
			}
			k.char(sub.set)
			k.c.insts[h].next = k.pc()
			return
		}
		if n.poss {
			h := k.emit(reInst{op: iPossRepeat, a: n.min, b: hi})
			k.node(sub)
			k.emit(reInst{op: iSuccess})
			k.c.insts[h].next = k.pc()
			return
		}
		h := k.emit(reInst{op: iRepeat, a: n.min, b: hi})
		k.node(sub)
		op := iMaxUntil
		if n.lazy {
			op = iMinUntil
		}
		k.c.insts[h].next = k.emit(reInst{op: op, arg: h})
	case reOpBackref:
		fold := 0
		if n.fold {
			fold = n.kind + 1
		}
		k.emit(reInst{op: iGroupRef, arg: int32(2 * (n.group - 1)), a: fold})
	case reOpCond:
		h := k.emit(reInst{op: iGroupRefExists, arg: int32(2 * (n.group - 1))})
		k.node(n.subs[0])
		if n.subs[1] != nil {
			j := k.emit(reInst{op: iJump})
			k.c.insts[h].next = k.pc()
			k.node(n.subs[1])
			k.c.insts[j].next = k.pc()
		} else {
			k.c.insts[h].next = k.pc()
		}
	case reOpAtomic:
		h := k.emit(reInst{op: iAtomic})
		k.node(n.subs[0])
		k.emit(reInst{op: iSuccess})
		k.c.insts[h].next = k.pc()
	case reOpAssert:
		op := iAssert
		if n.neg {
			op = iAssertNot
		}
		back := 0
		if n.back {
			lo, hi := reWidth(n.subs[0], k.gwidth)
			if lo > 1<<32-1 && k.err == "" {
				k.err = "looks too much behind"
			}
			if lo != hi && k.err == "" {
				k.err = "look-behind requires fixed-width pattern"
			}
			back = lo
		}
		h := k.emit(reInst{op: op, a: back})
		k.node(n.subs[0])
		k.emit(reInst{op: iSuccess})
		k.c.insts[h].next = k.pc()
	case reOpFail:
		k.emit(reInst{op: iFail})
	}
}

// ---- character classes the engine tests directly ----

var reASCIIWordTab = func() (t [128]bool) {
	for c := 0; c < 128; c++ {
		t[c] = c == '_' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
	}
	return
}()

var (
	reUniWordOnce sync.Once
	reUniWordSet  *reCharSet
)

// reIsWord reports whether c is a word character of the kind.
func reIsWord(c rune, kind int) bool {
	if c < 128 {
		return c >= 0 && reASCIIWordTab[c]
	}
	if kind != reKindUnicode {
		return false
	}
	reUniWordOnce.Do(func() {
		reUnicodeSets()
		reUniWordSet = newReCharSet(reUniWord)
	})
	return reUniWordSet.has(c)
}

// reLower is the lower case sre compares backreferences with under
// IGNORECASE.
func reLower(c rune, kind int) rune {
	if kind == reKindUnicode {
		return unicode.ToLower(c)
	}
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}
