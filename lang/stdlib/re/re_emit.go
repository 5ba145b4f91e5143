package re

import (
	"regexp"
	"regexp/syntax"
	"strconv"
	"strings"
	"sync"
)

// reProg is a compiled pattern: the parse tree and the Go regexps built
// from it. It holds no Values, so one reProg serves every VM.
//
// How Python's semantics map onto RE2:
//
//   - Text is matched as UTF-8. A str with lone surrogates has them mapped
//     to private code points (reSurrogateBase) in the text and in the
//     pattern; bytes are matched as Latin-1 (byte b is code point b).
//   - "$" without MULTILINE matches at the end and before a final newline.
//     RE2 has no such assertion, so it is emitted per subject: as \z when
//     the text does not end with "\n", as (?m:$) when that newline is the
//     only one, and otherwise the other newlines of the text are replaced
//     by reMark (every set that holds "\n" also holds reMark) so that
//     (?m:$) sees only the final one (reModeMark).
//   - Searching from pos > 0 must see the character before pos (for ^ in
//     MULTILINE mode and \b): such patterns run on the text from one
//     character earlier, with a prefix that consumes it (the Ctx variants).
//   - After an empty match, CPython's search loop wants the first
//     non-empty match at the same place in its backtracking order. The
//     pattern's "non-empty form" (reEmit.nonEmpty) matches exactly the
//     non-empty matches, in nearly the same order.
//   - A greedy unbounded loop whose body can match empty ends, in CPython,
//     with one empty iteration that resets the body's groups; the emitted
//     loop is followed by an optional empty-only copy of the body.
//
// Known approximations: the non-empty form decides statically which of a
// subpattern's matches come first; RE2 iterates a loop again where CPython
// would stop after an empty iteration; in reModeMark, MULTILINE anchors of
// a pattern that also has a plain "$" do not see the replaced newlines;
// \b and \B use RE2's ASCII notion of word characters.
//
// Groups may be emitted more than once (the copies above); each Go
// capture slot maps to a Python group, and the last slot that matched
// gives the group's span.
type reProg struct {
	isBytes bool
	flags   int
	groups  int
	names   []string
	index   map[string]int
	parent  []int
	root    *reNode
	hasEol  bool // a "$" without MULTILINE
	needCtx bool // an assertion that looks at the previous character

	mu   sync.Mutex
	src  [reModes]*reSrc // the pattern P per mode
	ne   [reModes]*reSrc // its non-empty form
	res  [reModes][reVCount]*regexp.Regexp
	tmpl map[string]*reTemplate
}

// reSrc is a pattern in Go syntax and the Python group of each capture.
type reSrc struct {
	text  string
	slots []int
}

// Modes of emission (see reProg).
const (
	reModeZ     = iota // $ is \z
	reModeML           // $ is (?m:$)
	reModeMark         // $ is (?m:$); inner newlines are reMark
	reModeEmpty        // the text is empty: \B never matches (as in CPython)
	reModes
)

// The Go regexps of a pattern P (N: its non-empty form).
const (
	reVSearch    = iota // P
	reVMatch            // \A(?:P)
	reVFull             // \A(?:P)\z
	reVNE               // \A(?:N)
	reVCtxSearch        // \A(?s:.)(?s:.*?)(P)
	reVCtxMatch         // \A(?s:.)(P)
	reVCtxFull          // \A(?s:.)(P)\z
	reVCtxNE            // \A(?s:.)(N)
	reVCount
)

const (
	reSurrogateBase = 0x10F000 // U+D800..U+DFFF are matched as U+10F000..U+10F7FF
	reMarkStr       = 0x10FFFE // stands for an inner "\n" of a str (reModeMark)
	reMarkBytes     = 0x100    // the same for bytes
	reMaxNE         = 1 << 20  // longest non-empty form emitted
	reFail          = `[^\x00-\x{10ffff}]`
)

func (g *reProg) mark() rune {
	if g.isBytes {
		return reMarkBytes
	}
	return reMarkStr
}

// reProgs caches compiled patterns across VMs.
var reProgs struct {
	sync.Mutex
	m map[reProgKey]*reProg
}

type reProgKey struct {
	isBytes bool
	pattern string
	flags   int
}

// reCompileProg parses and checks a pattern (src: code points; bytes as
// Latin-1), using the cache.
func reCompileProg(src []rune, key string, isBytes bool, flags int, lookup func(string) (rune, bool)) (*reProg, *reParseError) {
	k := reProgKey{isBytes, key, flags}
	reProgs.Lock()
	g := reProgs.m[k]
	reProgs.Unlock()
	if g != nil {
		return g, nil
	}
	res, perr := reParse(src, isBytes, flags, lookup)
	if perr != nil {
		return nil, perr
	}
	if res.unsupported != nil {
		return nil, res.unsupported
	}
	g = &reProg{isBytes: isBytes, flags: res.flags, groups: res.groups, names: res.names, index: res.index,
		parent: res.parent, root: res.root}
	g.scan(res.root)
	// Compile the plain search now: RE2's own limits surface here.
	if _, err := regexp.Compile(g.source(reModeZ)); err != nil {
		msg := err.Error()
		if e, ok := err.(*syntax.Error); ok {
			msg = e.Code.String()
		}
		return nil, &reParseError{msg: "pattern not supported by cpjit's RE2-based re: " + msg, pos: -1}
	}
	reProgs.Lock()
	if reProgs.m == nil || len(reProgs.m) >= 1024 {
		reProgs.m = map[reProgKey]*reProg{}
	}
	reProgs.m[k] = g
	reProgs.Unlock()
	return g, nil
}

// scan finds which assertions the pattern uses.
func (g *reProg) scan(n *reNode) {
	switch n.op {
	case reOpEol:
		if !n.ml {
			g.hasEol = true
		}
	case reOpBol, reOpBegin, reOpWordB, reOpNotWordB:
		g.needCtx = true
	}
	for _, s := range n.subs {
		g.scan(s)
	}
}

// source returns the pattern in Go syntax in a mode.
func (g *reProg) source(mode int) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.srcLocked(mode, false).text
}

func (g *reProg) srcLocked(mode int, ne bool) *reSrc {
	if ne {
		if g.ne[mode] == nil {
			e := &reEmit{g: g, mode: mode}
			e.limit = reMaxNE
			e.nonEmpty(g.root)
			src := &reSrc{text: e.sb.String(), slots: e.slots}
			if e.sb.Len() > reMaxNE {
				src = &reSrc{text: reFail}
			}
			g.ne[mode] = src
		}
		return g.ne[mode]
	}
	if g.src[mode] == nil {
		e := &reEmit{g: g, mode: mode}
		e.node(g.root)
		g.src[mode] = &reSrc{text: e.sb.String(), slots: e.slots}
	}
	return g.src[mode]
}

// re returns one of the pattern's Go regexps (compiled on first use) and
// the Python group of each of its capture slots after the first ctx slots
// (see exec).
func (g *reProg) re(mode, v int) (*regexp.Regexp, []int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	src := g.srcLocked(mode, v == reVNE || v == reVCtxNE)
	if r := g.res[mode][v]; r != nil {
		return r, src.slots
	}
	p := src.text
	var s string
	switch v {
	case reVSearch:
		s = p
	case reVMatch, reVNE:
		s = `\A(?:` + p + `)`
	case reVFull:
		s = `\A(?:` + p + `)\z`
	case reVCtxSearch:
		s = `\A(?s:.)(?s:.*?)(` + p + `)`
	case reVCtxMatch, reVCtxNE:
		s = `\A(?s:.)(` + p + `)`
	case reVCtxFull:
		s = `\A(?s:.)(` + p + `)\z`
	}
	r, err := regexp.Compile(s)
	if err != nil {
		r = regexp.MustCompile(reFail)
	}
	g.res[mode][v] = r
	return r, src.slots
}

// ---- properties of parse trees ----

// reCanEmpty reports whether n can match the empty string.
func reCanEmpty(n *reNode) bool {
	switch n.op {
	case reOpChar:
		return false
	case reOpCat:
		for _, s := range n.subs {
			if !reCanEmpty(s) {
				return false
			}
		}
		return true
	case reOpAlt:
		for _, s := range n.subs {
			if reCanEmpty(s) {
				return true
			}
		}
		return false
	case reOpGroup:
		return reCanEmpty(n.subs[0])
	case reOpRepeat:
		return n.min == 0 || reCanEmpty(n.subs[0])
	}
	return true
}

// reCanConsume reports whether n can match a non-empty string.
func reCanConsume(n *reNode) bool {
	switch n.op {
	case reOpChar:
		return len(n.set) > 0
	case reOpCat, reOpAlt:
		for _, s := range n.subs {
			if reCanConsume(s) {
				return true
			}
		}
		return false
	case reOpGroup:
		return reCanConsume(n.subs[0])
	case reOpRepeat:
		return n.max != 0 && reCanConsume(n.subs[0])
	}
	return false
}

// rePrefersEmpty reports whether n's first match in backtracking order is
// empty when it has both kinds.
func rePrefersEmpty(n *reNode) bool {
	switch n.op {
	case reOpChar:
		return false
	case reOpCat:
		for _, s := range n.subs {
			if !reCanEmpty(s) || reCanConsume(s) && !rePrefersEmpty(s) {
				return false
			}
		}
		return true
	case reOpAlt:
		for _, s := range n.subs {
			if reCanEmpty(s) || reCanConsume(s) {
				return reCanEmpty(s) && (!reCanConsume(s) || rePrefersEmpty(s))
			}
		}
		return false
	case reOpGroup:
		return rePrefersEmpty(n.subs[0])
	case reOpRepeat:
		if n.max == 0 || !reCanConsume(n.subs[0]) {
			return true
		}
		if n.lazy && n.min == 0 {
			return true
		}
		return rePrefersEmpty(n.subs[0])
	}
	return true
}

// reHasGroup reports whether n contains a capturing group.
func reHasGroup(n *reNode) bool {
	if n.op == reOpGroup && n.group > 0 {
		return true
	}
	for _, s := range n.subs {
		if reHasGroup(s) {
			return true
		}
	}
	return false
}

// ---- emission ----

type reEmit struct {
	g     *reProg
	mode  int
	sb    strings.Builder
	slots []int
	limit int // stop expanding past this length (0: no limit)
}

// over reports whether the output grew past the limit (it is then
// discarded).
func (e *reEmit) over() bool { return e.limit > 0 && e.sb.Len() > e.limit }

// set writes one character of s, adjusted to how the text is encoded.
func (e *reEmit) set(s reSet) {
	g := e.g
	if !g.isBytes && len(s) > 0 {
		// Lone surrogates live at reSurrogateBase in the text.
		var moved reSet
		for i := 0; i < len(s); i += 2 {
			lo, hi := max(s[i], 0xD800), min(s[i+1], 0xDFFF)
			if lo <= hi {
				moved = moved.addRange(lo-0xD800+reSurrogateBase, hi-0xD800+reSurrogateBase)
			}
		}
		if moved != nil {
			s = s.minus(reSet{0xD800, 0xDFFF}).union(moved)
		}
	}
	m := g.mark()
	if e.mode == reModeMark && s.has('\n') {
		s = s.union(reSet{m, m})
	} else if s.has(m) {
		s = s.minus(reSet{m, m})
	}
	reWriteSet(&e.sb, s)
}

// anchor writes an assertion.
func (e *reEmit) anchor(n *reNode) {
	switch n.op {
	case reOpBol:
		if n.ml {
			e.sb.WriteString(`(?m:^)`)
		} else {
			e.sb.WriteString(`\A`)
		}
	case reOpEol:
		if !n.ml && (e.mode == reModeZ || e.mode == reModeEmpty) {
			e.sb.WriteString(`\z`)
		} else {
			e.sb.WriteString(`(?m:$)`)
		}
	case reOpBegin:
		e.sb.WriteString(`\A`)
	case reOpEnd:
		e.sb.WriteString(`\z`)
	case reOpWordB:
		e.sb.WriteString(`\b`)
	case reOpNotWordB:
		if e.mode == reModeEmpty {
			e.sb.WriteString(reFail)
		} else {
			e.sb.WriteString(`\B`)
		}
	}
}

func (e *reEmit) open(n *reNode) {
	if n.group > 0 {
		e.slots = append(e.slots, n.group)
		e.sb.WriteByte('(')
	} else {
		e.sb.WriteString(`(?:`)
	}
}

// quant writes a repeat operator.
func (e *reEmit) quant(lo, hi int, lazy bool) {
	sb := &e.sb
	switch {
	case lo == 0 && hi < 0:
		sb.WriteByte('*')
	case lo == 1 && hi < 0:
		sb.WriteByte('+')
	case lo == 0 && hi == 1:
		sb.WriteByte('?')
	case hi < 0:
		sb.WriteString("{" + strconv.Itoa(lo) + ",}")
	case lo == hi:
		sb.WriteString("{" + strconv.Itoa(lo) + "}")
	default:
		sb.WriteString("{" + strconv.Itoa(lo) + "," + strconv.Itoa(hi) + "}")
	}
	if lazy {
		sb.WriteByte('?')
	}
}

// loop writes the iterations of a repeat after the first skip ones, with
// CPython's final empty iteration.
func (e *reEmit) loop(n *reNode, skip int) {
	lo, hi := max(n.min-skip, 0), n.max
	if hi > 0 {
		hi -= skip
	}
	if hi == 0 {
		return
	}
	sub := n.subs[0]
	e.sb.WriteString(`(?:`)
	e.node(sub)
	e.sb.WriteByte(')')
	e.quant(lo, hi, n.lazy)
	if !n.lazy && n.max < 0 && reCanEmpty(sub) && reHasGroup(sub) {
		e.sb.WriteString(`(?:`)
		e.empty(sub)
		e.sb.WriteString(`)?`)
	}
}

// node writes n.
func (e *reEmit) node(n *reNode) {
	switch n.op {
	case reOpChar:
		e.set(n.set)
	case reOpCat:
		if len(n.subs) == 0 {
			e.sb.WriteString(`(?:)`)
		}
		for _, s := range n.subs {
			e.node(s)
		}
	case reOpAlt:
		e.sb.WriteString(`(?:`)
		for i, s := range n.subs {
			if i > 0 {
				e.sb.WriteByte('|')
			}
			e.node(s)
		}
		e.sb.WriteByte(')')
	case reOpGroup:
		e.open(n)
		e.node(n.subs[0])
		e.sb.WriteByte(')')
	case reOpRepeat:
		e.loop(n, 0)
	case reOpOther:
		e.sb.WriteString(`(?:)`)
	default:
		e.anchor(n)
	}
}

// empty writes what matches the empty matches of n.
func (e *reEmit) empty(n *reNode) {
	if e.over() {
		return
	}
	switch n.op {
	case reOpChar:
		e.sb.WriteString(reFail)
	case reOpCat:
		e.sb.WriteString(`(?:`)
		for _, s := range n.subs {
			e.empty(s)
		}
		e.sb.WriteByte(')')
	case reOpAlt:
		e.sb.WriteString(`(?:`)
		for i, s := range n.subs {
			if i > 0 {
				e.sb.WriteByte('|')
			}
			e.empty(s)
		}
		e.sb.WriteByte(')')
	case reOpGroup:
		e.open(n)
		e.empty(n.subs[0])
		e.sb.WriteByte(')')
	case reOpRepeat:
		if n.min == 0 && !reHasGroup(n.subs[0]) {
			e.sb.WriteString(`(?:)`)
			return
		}
		e.sb.WriteString(`(?:`)
		e.empty(n.subs[0])
		e.sb.WriteByte(')')
		if n.min == 0 {
			e.quant(0, 1, n.lazy)
		}
	case reOpOther:
		e.sb.WriteString(`(?:)`)
	default:
		e.anchor(n)
	}
}

// nonEmpty writes what matches the non-empty matches of n, in (nearly)
// CPython's order.
func (e *reEmit) nonEmpty(n *reNode) {
	if e.over() {
		return
	}
	if !reCanConsume(n) {
		e.sb.WriteString(reFail)
		return
	}
	if !reCanEmpty(n) {
		e.node(n)
		return
	}
	switch n.op {
	case reOpCat:
		e.nonEmptySeq(n.subs)
	case reOpAlt:
		e.sb.WriteString(`(?:`)
		for i, s := range n.subs {
			if i > 0 {
				e.sb.WriteByte('|')
			}
			e.nonEmpty(s)
		}
		e.sb.WriteByte(')')
	case reOpGroup:
		e.open(n)
		e.nonEmpty(n.subs[0])
		e.sb.WriteByte(')')
	case reOpRepeat:
		// A first iteration that consumes, then the rest of the loop; or,
		// when the first iteration is required, an empty one and a
		// consuming rest (CPython's loops stop after an optional empty
		// iteration).
		sub := n.subs[0]
		consume := func() {
			e.nonEmpty(sub)
			e.loop(n, 1)
		}
		e.sb.WriteString(`(?:`)
		if n.min == 0 {
			consume()
		} else {
			rest := &reNode{op: reOpRepeat, subs: n.subs, min: n.min - 1, max: n.max, lazy: n.lazy}
			if n.max > 0 {
				rest.max--
			}
			stay := func() {
				e.empty(sub)
				e.nonEmpty(rest)
			}
			if rePrefersEmpty(sub) {
				stay()
				e.sb.WriteByte('|')
				consume()
			} else {
				consume()
				e.sb.WriteByte('|')
				stay()
			}
		}
		e.sb.WriteByte(')')
	default:
		e.sb.WriteString(reFail)
	}
}

// nonEmptySeq writes the non-empty matches of a sequence: its first item
// consumes and the rest is free, or it matches empty and the rest
// consumes, in the order the first item prefers.
func (e *reEmit) nonEmptySeq(items []*reNode) {
	if e.over() {
		return
	}
	if len(items) == 0 {
		e.sb.WriteString(reFail)
		return
	}
	x, rest := items[0], items[1:]
	switch {
	case !reCanEmpty(x):
		for _, s := range items {
			e.node(s)
		}
		return
	case !reCanConsume(x):
		e.node(x)
		e.nonEmptySeq(rest)
		return
	}
	consume := func() {
		e.nonEmpty(x)
		for _, s := range rest {
			e.node(s)
		}
	}
	stay := func() {
		e.empty(x)
		e.nonEmptySeq(rest)
	}
	e.sb.WriteString(`(?:`)
	if rePrefersEmpty(x) {
		stay()
		e.sb.WriteByte('|')
		consume()
	} else {
		consume()
		e.sb.WriteByte('|')
		stay()
	}
	e.sb.WriteByte(')')
}
