package re

import (
	"strconv"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/strtext"
	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The re module's pattern parser. It reads Python's regular expression
// syntax with the same rules, in the same order and with the same error
// messages as CPython 3.13's re._parser, and builds a small tree (reNode)
// whose character classes are already resolved under the flags in force.
// re_compile.go turns the tree into the engine's program.

// Flag bits, as CPython's re.RegexFlag.
const (
	reFlagTemplate = 1
	reFlagI        = 2
	reFlagL        = 4
	reFlagM        = 8
	reFlagS        = 16
	reFlagU        = 32
	reFlagX        = 64
	reFlagDebug    = 128
	reFlagA        = 256
	reTypeFlags    = reFlagA | reFlagL | reFlagU

	reMaxRepeat = 4294967295
	reMaxGroups = 1073741823
)

// reErrKind says which Python exception a parse error becomes.
type reErrKind uint8

const (
	reErrPattern  reErrKind = iota // re.error
	reErrValue                     // ValueError
	reErrOverflow                  // OverflowError
	reErrIndex                     // IndexError
)

// reParseError is a failed parse: the message and the position in the
// pattern (-1: none), as CPython's re.error(msg, pattern, pos).
type reParseError struct {
	kind reErrKind
	msg  string
	pos  int
}

type reOp uint8

const (
	reOpChar     reOp = iota // one character of set
	reOpBol                  // ^
	reOpEol                  // $
	reOpBegin                // \A
	reOpEnd                  // \Z
	reOpWordB                // \b
	reOpNotWordB             // \B
	reOpCat                  // subs in sequence
	reOpAlt                  // subs as alternatives
	reOpGroup                // (subs[0]); group > 0 captures
	reOpRepeat               // subs[0]{min,max}
	reOpBackref              // the text group matched (fold: how case is ignored)
	reOpAssert               // lookaround on subs[0] (neg, behind)
	reOpCond                 // (?(group)subs[0]|subs[1]); subs[1] may be nil
	reOpAtomic               // (?>subs[0])
	reOpFail                 // (?!): never matches
)

// Word and case kinds of the flags in force (CPython's ASCII, LOCALE and
// UNICODE variants of \b, \B and of backreferences under IGNORECASE).
const (
	reKindASCII   = iota // bytes patterns and re.ASCII
	reKindLocale         // re.LOCALE (bytes; the C locale)
	reKindUnicode        // str patterns
)

// reNode is a parsed pattern.
type reNode struct {
	op    reOp
	set   reSet
	subs  []*reNode
	min   int
	max   int // -1: unbounded
	lazy  bool
	poss  bool // possessive repeat
	group int
	ml    bool // ^ and $: MULTILINE in force
	neg   bool // negative lookaround
	back  bool // lookbehind
	fold  bool // backreference under IGNORECASE
	kind  int  // reKind* for \b, \B and folded backreferences
}

// reIsAt reports whether n is an anchor (CPython's AT codes, which cannot
// be repeated).
func (n *reNode) reIsAt() bool { return n.op >= reOpBol && n.op <= reOpNotWordB }

// reParsed is the result of parsing a pattern.
type reParsed struct {
	root   *reNode
	flags  int      // the pattern's flags (argument, inline, UNICODE for str)
	groups int      // number of capturing groups
	names  []string // group names in order of definition
	index  map[string]int
	parent []int    // parent[g]: innermost capturing group around group g (0: none)
	gwidth [][2]int // gwidth[g]: width of group g (for lookbehinds)
}

type reParser struct {
	src     []rune
	isBytes bool
	index   int
	tok     [2]rune
	tokLen  int
	flags   int

	groups      int // CPython's state.groups: groups opened so far + 1
	closed      []bool
	parent      []int
	open        []int
	names       []string
	index2      map[string]int
	lookbehind  int // CPython's lookbehindgroups (-1: None)
	grouprefpos map[int]int
	refOrder    []int
	gwidth      [][2]int
	lookup      func(name string) (rune, bool) // \N{NAME}
}

// reParse parses a pattern given as code points (bytes as Latin-1).
func reParse(src []rune, isBytes bool, flags int, lookup func(string) (rune, bool)) (res *reParsed, perr *reParseError) {
	p := &reParser{src: src, isBytes: isBytes, flags: flags, groups: 1, closed: []bool{true}, parent: []int{0},
		index2: map[string]int{}, lookbehind: -1, grouprefpos: map[int]int{}, lookup: lookup,
		gwidth: [][2]int{{0, 0}}}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*reParseError)
			if !ok {
				panic(r)
			}
			res, perr = nil, e
		}
	}()
	p.advance()
	root := p.parseSub(flags, 0)
	p.flags = p.fixFlags(p.flags)
	if p.tokLen != 0 {
		p.fail("unbalanced parenthesis", 0)
	}
	for _, g := range p.refOrder {
		if g >= p.groups {
			panic(&reParseError{msg: "invalid group reference " + strconv.Itoa(g), pos: p.grouprefpos[g]})
		}
	}
	return &reParsed{root: root, flags: p.flags, groups: p.groups - 1, names: p.names, index: p.index2,
		parent: p.parent, gwidth: p.gwidth}, nil
}

// ---- tokenizer (CPython's re._parser.Tokenizer) ----

func (p *reParser) advance() {
	i := p.index
	if i >= len(p.src) {
		p.tokLen = 0
		return
	}
	c := p.src[i]
	if c == '\\' {
		i++
		if i >= len(p.src) {
			panic(&reParseError{msg: "bad escape (end of pattern)", pos: len(p.src) - 1})
		}
		p.tok = [2]rune{c, p.src[i]}
		p.tokLen = 2
	} else {
		p.tok = [2]rune{c, 0}
		p.tokLen = 1
	}
	p.index = i + 1
}

func (p *reParser) tell() int { return p.index - p.tokLen }

func (p *reParser) seek(i int) {
	p.index = i
	p.advance()
}

// is reports whether the next token is the single character c.
func (p *reParser) is(c rune) bool { return p.tokLen == 1 && p.tok[0] == c }

func (p *reParser) match(c rune) bool {
	if p.is(c) {
		p.advance()
		return true
	}
	return false
}

// get consumes the next token and returns it ("" at the end).
func (p *reParser) get() string {
	if p.tokLen == 0 {
		return ""
	}
	t := wtf8.FromRunes(p.tok[:p.tokLen])
	p.advance()
	return t
}

// getWhile consumes up to n single-character tokens that satisfy ok.
func (p *reParser) getWhile(n int, ok func(rune) bool) string {
	var b []byte
	for ; n > 0 && p.tokLen == 1 && ok(p.tok[0]); n-- {
		b = wtf8.AppendRune(b, p.tok[0])
		p.advance()
	}
	return string(b)
}

// getUntil reads a name up to terminator.
func (p *reParser) getUntil(term rune, name string) string {
	var sb strings.Builder
	n := 0
	for {
		t := p.get()
		if t == "" {
			if n == 0 {
				p.fail("missing "+name, 0)
			}
			p.fail("missing "+string(term)+", unterminated name", n)
		}
		if t == string(term) {
			if n == 0 {
				p.fail("missing "+name, 1)
			}
			break
		}
		sb.WriteString(t)
		n += wtf8.Count(t)
	}
	return sb.String()
}

// fail raises re.error at tell() - offset.
func (p *reParser) fail(msg string, offset int) {
	if p.isBytes {
		msg = reASCIIBackslash(msg)
	}
	panic(&reParseError{msg: msg, pos: p.tell() - offset})
}

// reASCIIBackslash escapes non-ASCII characters as \xNN, \uNNNN or
// \UNNNNNNNN (Python's 'backslashreplace').
func reASCIIBackslash(s string) string {
	var sb strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			sb.WriteRune(r)
		case r < 0x100:
			sb.WriteString(`\x` + reHex(int(r), 2))
		case r < 0x10000:
			sb.WriteString(`\u` + reHex(int(r), 4))
		default:
			sb.WriteString(`\U` + reHex(int(r), 8))
		}
	}
	return sb.String()
}

func reHex(v, width int) string {
	s := strconv.FormatInt(int64(v), 16)
	for len(s) < width {
		s = "0" + s
	}
	return s
}

func reIsDigit(r rune) bool { return r >= '0' && r <= '9' }
func reIsOct(r rune) bool   { return r >= '0' && r <= '7' }
func reIsHex(r rune) bool   { return reIsDigit(r) || r|0x20 >= 'a' && r|0x20 <= 'f' }
func reIsASCIILetter(r rune) bool {
	return r|0x20 >= 'a' && r|0x20 <= 'z'
}

func reIsSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f'
}

// ---- groups (CPython's State) ----

func (p *reParser) openGroup(name string, hasName bool, offset int) int {
	gid := p.groups
	p.groups++
	p.closed = append(p.closed, false)
	par := 0
	if len(p.open) > 0 {
		par = p.open[len(p.open)-1]
	}
	p.parent = append(p.parent, par)
	p.gwidth = append(p.gwidth, [2]int{0, 0})
	if p.groups > reMaxGroups {
		p.fail("too many groups", offset)
	}
	if hasName {
		if og, ok := p.index2[name]; ok {
			p.fail("redefinition of group name "+rt.StrRepr(name)+" as group "+strconv.Itoa(gid)+
				"; was group "+strconv.Itoa(og), offset)
		}
		p.index2[name] = gid
		p.names = append(p.names, name)
	}
	return gid
}

func (p *reParser) checkGroup(gid int) bool { return gid < p.groups && p.closed[gid] }

func (p *reParser) checkLookbehindGroup(gid int) {
	if p.lookbehind >= 0 {
		if !p.checkGroup(gid) {
			p.fail("cannot refer to an open group", 0)
		}
		if gid >= p.lookbehind {
			p.fail("cannot refer to group defined in the same lookbehind subpattern", 0)
		}
	}
}

func (p *reParser) checkGroupName(name string, offset int) {
	n := wtf8.Count(name)
	if p.isBytes && !wtf8.IsASCII(name) {
		p.fail("bad character in group name "+strtext.ASCII(name), n+offset)
	}
	if !reIsIdentifier(name) {
		p.fail("bad character in group name "+rt.StrRepr(name), n+offset)
	}
}

// reIsIdentifier is str.isidentifier.
func reIsIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range wtf8.Runes(s) {
		if i == 0 && !unicodetab.IsIDStart(r) || i > 0 && !unicodetab.IsIDContinue(r) {
			return false
		}
	}
	return true
}

func reIsDecimalASCII(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !reIsDigit(r) {
			return false
		}
	}
	return true
}

// reAtoiSat parses decimal digits, saturating far above any limit.
func reAtoiSat(s string) int {
	n := 0
	for _, r := range s {
		if n < 1<<40 {
			n = n*10 + int(r-'0')
		}
	}
	return n
}

// ---- flags ----

func (p *reParser) fixFlags(flags int) int {
	if !p.isBytes {
		if flags&reFlagL != 0 {
			panic(&reParseError{kind: reErrValue, msg: "cannot use LOCALE flag with a str pattern", pos: -1})
		}
		if flags&reFlagA == 0 {
			flags |= reFlagU
		} else if flags&reFlagU != 0 {
			panic(&reParseError{kind: reErrValue, msg: "ASCII and UNICODE flags are incompatible", pos: -1})
		}
	} else {
		if flags&reFlagU != 0 {
			panic(&reParseError{kind: reErrValue, msg: "cannot use UNICODE flag with a bytes pattern", pos: -1})
		}
		if flags&reFlagL != 0 && flags&reFlagA != 0 {
			panic(&reParseError{kind: reErrValue, msg: "ASCII and LOCALE flags are incompatible", pos: -1})
		}
	}
	return flags
}

func reFlagOf(t string) int {
	switch t {
	case "i":
		return reFlagI
	case "L":
		return reFlagL
	case "m":
		return reFlagM
	case "s":
		return reFlagS
	case "x":
		return reFlagX
	case "a":
		return reFlagA
	case "u":
		return reFlagU
	}
	return 0
}

func reIsAlphaTok(t string) bool {
	r := wtf8.Runes(t)
	return len(r) == 1 && unicodetab.IsAlpha(r[0])
}

// parseFlags reads inline flags after "(?" and the first flag character.
// global reports "(?flags)"; otherwise the flags are scoped "(?flags:...)".
func (p *reParser) parseFlags(char string) (add, del int, global bool) {
	if char != "-" {
		for {
			flag := reFlagOf(char)
			if !p.isBytes {
				if char == "L" {
					p.fail("bad inline flags: cannot use 'L' flag with a str pattern", 0)
				}
			} else if char == "u" {
				p.fail("bad inline flags: cannot use 'u' flag with a bytes pattern", 0)
			}
			add |= flag
			if flag&reTypeFlags != 0 && add&reTypeFlags != flag {
				p.fail("bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0)
			}
			char = p.get()
			if char == "" {
				p.fail("missing -, : or )", 0)
			}
			if char == ")" || char == "-" || char == ":" {
				break
			}
			if reFlagOf(char) == 0 {
				if reIsAlphaTok(char) {
					p.fail("unknown flag", wtf8.Count(char))
				}
				p.fail("missing -, : or )", wtf8.Count(char))
			}
		}
	}
	if char == ")" {
		p.flags |= add
		return 0, 0, true
	}
	if add&reFlagDebug != 0 {
		p.fail("bad inline flags: cannot turn on global flag", 1)
	}
	if char == "-" {
		char = p.get()
		if char == "" {
			p.fail("missing flag", 0)
		}
		if reFlagOf(char) == 0 {
			if reIsAlphaTok(char) {
				p.fail("unknown flag", wtf8.Count(char))
			}
			p.fail("missing flag", wtf8.Count(char))
		}
		for {
			flag := reFlagOf(char)
			if flag&reTypeFlags != 0 {
				p.fail("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0)
			}
			del |= flag
			char = p.get()
			if char == "" {
				p.fail("missing :", 0)
			}
			if char == ":" {
				break
			}
			if reFlagOf(char) == 0 {
				if reIsAlphaTok(char) {
					p.fail("unknown flag", wtf8.Count(char))
				}
				p.fail("missing :", wtf8.Count(char))
			}
		}
	}
	if del&reFlagDebug != 0 {
		p.fail("bad inline flags: cannot turn off global flag", 1)
	}
	if add&del != 0 {
		p.fail("bad inline flags: flag turned on and off", 1)
	}
	return add, del, false
}

// ---- sets of the flags in force ----

// ascii reports whether \d \s \w and IGNORECASE follow ASCII rules.
func (p *reParser) ascii(fl int) bool { return p.isBytes || fl&reFlagA != 0 }

// litSet is the set one literal character matches.
func (p *reParser) litSet(c rune, fl int) reSet {
	s := reSet{c, c}
	if fl&reFlagI != 0 {
		s = reFold(s, p.ascii(fl))
	}
	return s
}

func reChar(s reSet) *reNode { return &reNode{op: reOpChar, set: s} }

// ---- escapes ----

// escapeItem is what an escape denotes: a literal code point, a category
// set (class != nil) or an anchor node.
type reEscape struct {
	lit    rune
	class  reSet
	isCat  bool
	anchor *reNode
}

// hexEscape reads the digits of \x, \u or \U.
func (p *reParser) hexEscape(esc string, n int) rune {
	esc += p.getWhile(n, reIsHex)
	if len(esc) != n+2 {
		p.fail("incomplete escape "+esc, wtf8.Count(esc))
	}
	v, _ := strconv.ParseUint(esc[2:], 16, 32)
	if v > reMaxRune {
		p.fail("bad escape "+esc, wtf8.Count(esc))
	}
	return rune(v)
}

// namedEscape reads \N{NAME}.
func (p *reParser) namedEscape() rune {
	if !p.match('{') {
		p.fail("missing {", 0)
	}
	name := p.getUntil('}', "character name")
	r, ok := rune(0), false
	if p.lookup != nil {
		r, ok = p.lookup(name)
	}
	if !ok {
		p.fail("undefined character name "+rt.StrRepr(name), wtf8.Count(name)+4)
	}
	return r
}

// classEscape is CPython's _class_escape (an escape inside [...]).
func (p *reParser) classEscape(esc string, fl int) reEscape {
	c := wtf8.Runes(esc)[1]
	switch c {
	case 'a':
		return reEscape{lit: '\a'}
	case 'b':
		return reEscape{lit: '\b'}
	case 'f':
		return reEscape{lit: '\f'}
	case 'n':
		return reEscape{lit: '\n'}
	case 'r':
		return reEscape{lit: '\r'}
	case 't':
		return reEscape{lit: '\t'}
	case 'v':
		return reEscape{lit: '\v'}
	case '\\':
		return reEscape{lit: '\\'}
	case 'd', 'D', 's', 'S', 'w', 'W':
		return reEscape{class: reCategory(c, p.ascii(fl)), isCat: true}
	case 'x':
		return reEscape{lit: p.hexEscape(esc, 2)}
	case 'u', 'U', 'N':
		if !p.isBytes {
			switch c {
			case 'u':
				return reEscape{lit: p.hexEscape(esc, 4)}
			case 'U':
				return reEscape{lit: p.hexEscape(esc, 8)}
			}
			return reEscape{lit: p.namedEscape()}
		}
	}
	if reIsOct(c) {
		esc += p.getWhile(2, reIsOct)
		v, _ := strconv.ParseUint(esc[1:], 8, 32)
		if v > 0o377 {
			p.fail("octal escape value "+esc+" outside of range 0-0o377", wtf8.Count(esc))
		}
		return reEscape{lit: rune(v)}
	}
	if !reIsDigit(c) && !reIsASCIILetter(c) {
		return reEscape{lit: c}
	}
	p.fail("bad escape "+esc, wtf8.Count(esc))
	return reEscape{}
}

// escape is CPython's _escape (an escape outside a set).
func (p *reParser) escape(esc string, fl int) reEscape {
	c := wtf8.Runes(esc)[1]
	switch c {
	case 'A':
		return reEscape{anchor: &reNode{op: reOpBegin}}
	case 'Z':
		return reEscape{anchor: &reNode{op: reOpEnd}}
	case 'b':
		return reEscape{anchor: &reNode{op: reOpWordB, kind: p.kind(fl)}}
	case 'B':
		return reEscape{anchor: &reNode{op: reOpNotWordB, kind: p.kind(fl)}}
	case 'd', 'D', 's', 'S', 'w', 'W':
		return reEscape{class: reCategory(c, p.ascii(fl)), isCat: true}
	case 'a':
		return reEscape{lit: '\a'}
	case 'f':
		return reEscape{lit: '\f'}
	case 'n':
		return reEscape{lit: '\n'}
	case 'r':
		return reEscape{lit: '\r'}
	case 't':
		return reEscape{lit: '\t'}
	case 'v':
		return reEscape{lit: '\v'}
	case '\\':
		return reEscape{lit: '\\'}
	case 'x':
		return reEscape{lit: p.hexEscape(esc, 2)}
	case 'u', 'U', 'N':
		if !p.isBytes {
			switch c {
			case 'u':
				return reEscape{lit: p.hexEscape(esc, 4)}
			case 'U':
				return reEscape{lit: p.hexEscape(esc, 8)}
			}
			return reEscape{lit: p.namedEscape()}
		}
	case '0':
		esc += p.getWhile(2, reIsOct)
		v, _ := strconv.ParseUint(esc[1:], 8, 32)
		return reEscape{lit: rune(v)}
	}
	if reIsDigit(c) {
		// An octal escape or a group reference.
		if p.tokLen == 1 && reIsDigit(p.tok[0]) {
			esc += p.get()
			if reIsOct(rune(esc[1])) && reIsOct(rune(esc[2])) && p.tokLen == 1 && reIsOct(p.tok[0]) {
				esc += p.get()
				v, _ := strconv.ParseUint(esc[1:], 8, 32)
				if v > 0o377 {
					p.fail("octal escape value "+esc+" outside of range 0-0o377", len(esc))
				}
				return reEscape{lit: rune(v)}
			}
		}
		group, _ := strconv.Atoi(esc[1:])
		if group < p.groups {
			if !p.checkGroup(group) {
				p.fail("cannot refer to an open group", len(esc))
			}
			p.checkLookbehindGroup(group)
			return reEscape{anchor: p.backref(group, fl)}
		}
		p.fail("invalid group reference "+strconv.Itoa(group), len(esc)-1)
	}
	if !reIsASCIILetter(c) {
		return reEscape{lit: c}
	}
	p.fail("bad escape "+esc, wtf8.Count(esc))
	return reEscape{}
}

// kind returns which character classes the flags select.
func (p *reParser) kind(fl int) int {
	switch {
	case fl&reFlagL != 0:
		return reKindLocale
	case p.ascii(fl):
		return reKindASCII
	}
	return reKindUnicode
}

// backref is a reference to group gid under the flags fl.
func (p *reParser) backref(gid, fl int) *reNode {
	return &reNode{op: reOpBackref, group: gid, fold: fl&reFlagI != 0, kind: p.kind(fl)}
}

// reMaxWidth stands for CPython's MAXWIDTH: widths saturate there.
const reMaxWidth = 1 << 60

// reAddWidth adds two widths (each at most reMaxWidth, so the sum cannot
// overflow) and saturates.
func reAddWidth(a, b int) int { return min(a+b, reMaxWidth) }

func reMulWidth(a, n int) int {
	if a == 0 || n == 0 {
		return 0
	}
	if n < 0 || a > reMaxWidth/n {
		return reMaxWidth
	}
	return min(a*n, reMaxWidth)
}

// width is CPython's SubPattern.getwidth: the least and most characters n
// can match (group references count as the width of their group).
func (p *reParser) width(n *reNode) (int, int) {
	return reWidth(n, p.gwidth)
}

func reWidth(n *reNode, gw [][2]int) (int, int) {
	if n == nil {
		return 0, 0
	}
	switch n.op {
	case reOpChar:
		return 1, 1
	case reOpCat:
		lo, hi := 0, 0
		for _, s := range n.subs {
			l, h := reWidth(s, gw)
			lo, hi = reAddWidth(lo, l), reAddWidth(hi, h)
		}
		return lo, hi
	case reOpAlt:
		lo, hi := reMaxWidth, 0
		for _, s := range n.subs {
			l, h := reWidth(s, gw)
			lo, hi = min(lo, l), max(hi, h)
		}
		return lo, hi
	case reOpGroup, reOpAtomic:
		return reWidth(n.subs[0], gw)
	case reOpRepeat:
		l, h := reWidth(n.subs[0], gw)
		lo := reMulWidth(l, n.min)
		if n.max < 0 && h > 0 {
			return lo, reMaxWidth
		}
		return lo, reMulWidth(h, max(n.max, 0))
	case reOpBackref:
		if n.group < len(gw) {
			return gw[n.group][0], gw[n.group][1]
		}
	case reOpCond:
		l, h := reWidth(n.subs[0], gw)
		if n.subs[1] != nil {
			l2, h2 := reWidth(n.subs[1], gw)
			return min(l, l2), max(h, h2)
		}
		return 0, h
	}
	return 0, 0
}

// reSame reports whether two parsed items are equal as CPython compares
// them when it factors a common prefix out of alternatives: items that
// hold a subpattern (groups, repeats, lookarounds...) are never equal
// there, so only characters, anchors and group references are factored.
// Those match in one way only, so factoring them changes no result.
func reSame(a, b *reNode) bool {
	if len(a.subs) > 0 || len(b.subs) > 0 || a.op == reOpCat || a.op == reOpAlt {
		return false
	}
	if a.op != b.op || a.group != b.group || a.ml != b.ml || a.fold != b.fold ||
		a.kind != b.kind || len(a.set) != len(b.set) {
		return false
	}
	for i := range a.set {
		if a.set[i] != b.set[i] {
			return false
		}
	}
	return true
}

// reItems returns the items of a parsed sequence.
func reItems(n *reNode) []*reNode {
	if n.op == reOpCat {
		return n.subs
	}
	return []*reNode{n}
}

func reSeq(items []*reNode) *reNode {
	if len(items) == 1 {
		return items[0]
	}
	return &reNode{op: reOpCat, subs: items}
}

// ---- the grammar (CPython's _parse_sub and _parse) ----

func (p *reParser) parseSub(fl int, nested int) *reNode {
	var items []*reNode
	for {
		items = append(items, p.parse(fl, nested+1, nested == 0 && len(items) == 0))
		if !p.match('|') {
			break
		}
		if nested == 0 {
			fl = p.flags
		}
	}
	if len(items) == 1 {
		return items[0]
	}
	// Move a prefix common to every alternative out of the branch, as
	// CPython does (Python|Perl becomes P(?:ython|erl)).
	alts := make([][]*reNode, len(items))
	for i, it := range items {
		alts[i] = reItems(it)
	}
	var prefix []*reNode
	for {
		same := true
		for _, a := range alts {
			if len(a) == 0 || !reSame(a[0], alts[0][0]) {
				same = false
				break
			}
		}
		if !same {
			break
		}
		prefix = append(prefix, alts[0][0])
		for i := range alts {
			alts[i] = alts[i][1:]
		}
	}
	if prefix == nil {
		return &reNode{op: reOpAlt, subs: items}
	}
	subs := make([]*reNode, len(alts))
	for i, a := range alts {
		subs[i] = reSeq(a)
	}
	return reSeq(append(prefix, &reNode{op: reOpAlt, subs: subs}))
}

func (p *reParser) parse(fl int, nested int, first bool) *reNode {
	var items []*reNode
	for p.tokLen != 0 && !p.is('|') && !p.is(')') {
		this := p.get()
		tr := wtf8.Runes(this)
		if fl&reFlagX != 0 && len(tr) == 1 {
			if reIsSpace(tr[0]) {
				continue
			}
			if tr[0] == '#' {
				for {
					t := p.get()
					if t == "" || t == "\n" {
						break
					}
				}
				continue
			}
		}
		if len(tr) == 2 {
			e := p.escape(this, fl)
			switch {
			case e.anchor != nil:
				items = append(items, e.anchor)
			case e.isCat:
				items = append(items, reChar(e.class))
			default:
				items = append(items, reChar(p.litSet(e.lit, fl)))
			}
			continue
		}
		switch c := tr[0]; c {
		case '[':
			items = append(items, reChar(p.parseSet(fl)))
		case '*', '+', '?', '{':
			var ok bool
			items, ok = p.parseRepeat(items, c)
			if !ok {
				items = append(items, reChar(p.litSet('{', fl)))
			}
		case '.':
			if fl&reFlagS != 0 {
				items = append(items, reChar(reSet{0, reMaxRune}))
			} else {
				items = append(items, reChar(reSet{'\n', '\n'}.negate()))
			}
		case '(':
			if n := p.parseGroup(fl, nested, first && len(items) == 0); n != nil {
				items = append(items, n)
			} else if first && len(items) == 0 && fl != p.flags {
				// Global flags at the start apply from here on.
				fl = p.flags
			}
		case '^':
			items = append(items, &reNode{op: reOpBol, ml: fl&reFlagM != 0})
		case '$':
			items = append(items, &reNode{op: reOpEol, ml: fl&reFlagM != 0})
		default:
			items = append(items, reChar(p.litSet(c, fl)))
		}
	}
	if len(items) == 1 {
		return items[0]
	}
	return &reNode{op: reOpCat, subs: items}
}

// parseSet reads a set after "[".
func (p *reParser) parseSet(fl int) reSet {
	here := p.tell() - 1
	negate := p.match('^')
	var lits reSet // literals and ranges (folded under IGNORECASE)
	var cats reSet // categories (never folded)
	n := 0
	for {
		this := p.get()
		if this == "" {
			p.fail("unterminated character set", p.tell()-here)
		}
		if this == "]" && n > 0 {
			break
		}
		var code1 reEscape
		if this[0] == '\\' {
			code1 = p.classEscape(this, fl)
		} else {
			code1 = reEscape{lit: wtf8.Runes(this)[0]}
		}
		if p.match('-') {
			that := p.get()
			if that == "" {
				p.fail("unterminated character set", p.tell()-here)
			}
			if that == "]" {
				if code1.isCat {
					cats = cats.union(code1.class)
				} else {
					lits = lits.addRange(code1.lit, code1.lit)
				}
				lits = lits.addRange('-', '-')
				break
			}
			var code2 reEscape
			if that[0] == '\\' {
				code2 = p.classEscape(that, fl)
			} else {
				code2 = reEscape{lit: wtf8.Runes(that)[0]}
			}
			if code1.isCat || code2.isCat || code2.lit < code1.lit {
				p.fail("bad character range "+this+"-"+that, wtf8.Count(this)+1+wtf8.Count(that))
			}
			lits = lits.addRange(code1.lit, code2.lit)
		} else if code1.isCat {
			cats = cats.union(code1.class)
		} else {
			lits = lits.addRange(code1.lit, code1.lit)
		}
		n++
	}
	if fl&reFlagI != 0 {
		lits = reFold(lits, p.ascii(fl))
	}
	s := lits.union(cats)
	if negate {
		s = s.negate()
	}
	return s
}

// parseRepeat applies a repeat operator to the last item. ok is false when
// "{" does not start a valid repeat (it is then a literal).
func (p *reParser) parseRepeat(items []*reNode, this rune) ([]*reNode, bool) {
	here := p.tell()
	lo, hi := 0, -1
	switch this {
	case '?':
		hi = 1
	case '+':
		lo = 1
	case '{':
		if p.is('}') {
			return items, false
		}
		los := p.getWhile(1<<30, reIsDigit)
		his := los
		if p.match(',') {
			his = p.getWhile(1<<30, reIsDigit)
		}
		if !p.match('}') {
			p.seek(here)
			return items, false
		}
		if los != "" {
			lo = reAtoiSat(los)
			if lo >= reMaxRepeat {
				panic(&reParseError{kind: reErrOverflow, msg: "the repetition number is too large", pos: -1})
			}
		}
		if his != "" {
			hi = reAtoiSat(his)
			if hi >= reMaxRepeat {
				panic(&reParseError{kind: reErrOverflow, msg: "the repetition number is too large", pos: -1})
			}
			if hi < lo {
				p.fail("min repeat greater than max repeat", p.tell()-here)
			}
		}
	}
	at := here - 1
	if len(items) == 0 || items[len(items)-1].reIsAt() {
		panic(&reParseError{msg: "nothing to repeat", pos: at})
	}
	last := items[len(items)-1]
	if last.op == reOpRepeat {
		panic(&reParseError{msg: "multiple repeat", pos: at})
	}
	n := &reNode{op: reOpRepeat, subs: []*reNode{last}, min: lo, max: hi}
	if p.match('?') {
		n.lazy = true
	} else if p.match('+') {
		n.poss = true
	}
	items[len(items)-1] = n
	return items, true
}

// parseGroup reads a group after "("; it returns nil for what adds no item
// (comments and global flags).
func (p *reParser) parseGroup(fl int, nested int, first bool) *reNode {
	start := p.tell() - 1
	capture, atomic := true, false
	name, hasName := "", false
	add, del := 0, 0
	if p.match('?') {
		char := p.get()
		if char == "" {
			p.fail("unexpected end of pattern", 0)
		}
		switch char {
		case "P":
			switch {
			case p.match('<'):
				name = p.getUntil('>', "group name")
				hasName = true
				p.checkGroupName(name, 1)
			case p.match('='):
				name = p.getUntil(')', "group name")
				p.checkGroupName(name, 1)
				gid, ok := p.index2[name]
				if !ok {
					p.fail("unknown group name "+rt.StrRepr(name), wtf8.Count(name)+1)
				}
				if !p.checkGroup(gid) {
					p.fail("cannot refer to an open group", wtf8.Count(name)+1)
				}
				p.checkLookbehindGroup(gid)
				return p.backref(gid, fl)
			default:
				char = p.get()
				if char == "" {
					p.fail("unexpected end of pattern", 0)
				}
				p.fail("unknown extension ?P"+char, wtf8.Count(char)+2)
			}
		case ":":
			capture = false
		case "#":
			for {
				if p.tokLen == 0 {
					p.fail("missing ), unterminated comment", p.tell()-start)
				}
				if p.get() == ")" {
					break
				}
			}
			return nil
		case "=", "!", "<":
			dir := 1
			if char == "<" {
				char = p.get()
				if char == "" {
					p.fail("unexpected end of pattern", 0)
				}
				if char != "=" && char != "!" {
					p.fail("unknown extension ?<"+char, wtf8.Count(char)+2)
				}
				dir = -1
			}
			saved := p.lookbehind
			if dir < 0 && saved < 0 {
				p.lookbehind = p.groups
			}
			sub := p.parseSub(fl, nested+1)
			if dir < 0 && saved < 0 {
				p.lookbehind = -1
			}
			if !p.match(')') {
				p.fail("missing ), unterminated subpattern", p.tell()-start)
			}
			empty := sub.op == reOpCat && len(sub.subs) == 0
			if empty && char == "!" {
				return &reNode{op: reOpFail}
			}
			return &reNode{op: reOpAssert, subs: []*reNode{sub}, neg: char == "!", back: dir < 0}
		case "(":
			condname := p.getUntil(')', "group name")
			n := wtf8.Count(condname)
			if !reIsDecimalASCII(condname) {
				p.checkGroupName(condname, 1)
				gid, ok := p.index2[condname]
				if !ok {
					p.fail("unknown group name "+rt.StrRepr(condname), n+1)
				}
				p.checkLookbehindGroup(gid)
			} else {
				g := reAtoiSat(condname)
				if g == 0 {
					p.fail("bad group number", n+1)
				}
				if g >= reMaxGroups {
					p.fail("invalid group reference "+strconv.Itoa(g), n+1)
				}
				if _, ok := p.grouprefpos[g]; !ok {
					p.grouprefpos[g] = p.tell() - n - 1
					p.refOrder = append(p.refOrder, g)
				}
				p.checkLookbehindGroup(g)
			}
			cg := 0
			if !reIsDecimalASCII(condname) {
				cg = p.index2[condname]
			} else {
				cg = reAtoiSat(condname)
			}
			yes := p.parse(fl, nested+1, false)
			var no *reNode
			if p.match('|') {
				no = p.parse(fl, nested+1, false)
				if p.is('|') {
					p.fail("conditional backref with more than two branches", 0)
				}
			}
			if !p.match(')') {
				p.fail("missing ), unterminated subpattern", p.tell()-start)
			}
			return &reNode{op: reOpCond, group: cg, subs: []*reNode{yes, no}}
		case ">":
			capture = false
			atomic = true
		default:
			if reFlagOf(char) != 0 || char == "-" {
				a, d, global := p.parseFlags(char)
				if global {
					if !first {
						p.fail("global flags not at the start of the expression", p.tell()-start)
					}
					return nil
				}
				add, del = a, d
				capture = false
			} else {
				p.fail("unknown extension ?"+char, wtf8.Count(char)+1)
			}
		}
	}
	gid := 0
	if capture {
		gid = p.openGroup(name, hasName, wtf8.Count(name)+1)
		p.open = append(p.open, gid)
	}
	subfl := fl
	if add&reTypeFlags != 0 {
		subfl &^= reTypeFlags
	}
	subfl = (subfl | add) &^ del
	sub := p.parseSub(subfl, nested+1)
	if !p.match(')') {
		p.fail("missing ), unterminated subpattern", p.tell()-start)
	}
	if capture {
		p.open = p.open[:len(p.open)-1]
		p.closed[gid] = true
		lo, hi := p.width(sub)
		p.gwidth[gid] = [2]int{lo, hi}
	}
	if atomic {
		return &reNode{op: reOpAtomic, subs: []*reNode{sub}}
	}
	return &reNode{op: reOpGroup, group: gid, subs: []*reNode{sub}}
}
