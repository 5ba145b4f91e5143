package re

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Running a reProg over a subject. Go's regexp reports byte offsets into
// UTF-8 text; Python reports code point indexes (byte indexes for bytes
// subjects, which are matched as Latin-1 text). reText converts between
// the two.

// reText is text as Go's regexp reads it.
type reText struct {
	s     string
	ascii bool
	ck    []int32 // ck[k]: code points in s[:64k] (built on demand)
}

const reCkShift = 6

func reIsLead(b byte) bool { return b&0xC0 != 0x80 }

func (t *reText) checkpoints() {
	if t.ck != nil {
		return
	}
	ck := make([]int32, len(t.s)>>reCkShift+1)
	n := int32(0)
	for i := 0; i < len(t.s); i++ {
		if i&(1<<reCkShift-1) == 0 {
			ck[i>>reCkShift] = n
		}
		if reIsLead(t.s[i]) {
			n++
		}
	}
	if len(t.s)&(1<<reCkShift-1) == 0 {
		ck[len(t.s)>>reCkShift] = n
	}
	t.ck = ck
}

// charOf converts a byte offset (at a code point boundary) to an index.
func (t *reText) charOf(b int) int {
	if t.ascii || b <= 0 {
		return b
	}
	t.checkpoints()
	k := b >> reCkShift
	n := int(t.ck[k])
	for i := k << reCkShift; i < b; i++ {
		if reIsLead(t.s[i]) {
			n++
		}
	}
	return n
}

// byteOf converts a code point index (at most the length) to a byte offset.
func (t *reText) byteOf(c int) int {
	if t.ascii || c <= 0 {
		return min(max(c, 0), len(t.s))
	}
	t.checkpoints()
	k := sort.Search(len(t.ck), func(k int) bool { return int(t.ck[k]) > c }) - 1
	n := int(t.ck[k])
	for i := k << reCkShift; i < len(t.s); i++ {
		if reIsLead(t.s[i]) {
			if n == c {
				return i
			}
			n++
		}
	}
	return len(t.s)
}

// reSubject is the string a pattern runs over.
type reSubject struct {
	v       rt.Value
	isBytes bool
	orig    string  // the str's WTF-8 or the bytes
	n       int     // length in code points (bytes)
	text    *reText // orig as Go reads it
	same    bool    // text.s == orig
	origIdx *reText // index over orig when !same (str only)
}

// reSubjectOf prepares a subject, checking its type against the pattern.
func reSubjectOf(vm *rt.VM, g *reProg, v rt.Value) (*reSubject, error) {
	if s, ok := vm.AsStr(v); ok {
		if g.isBytes {
			return nil, vm.TypeError("cannot use a bytes pattern on a string-like object")
		}
		sub := &reSubject{v: v, orig: s.S, n: s.Len()}
		switch {
		case s.IsASCII():
			sub.text, sub.same = &reText{s: s.S, ascii: true}, true
		default:
			sub.text, sub.same = reStateOf(vm).textOf(s.S)
			if !sub.same {
				sub.origIdx = &reText{s: s.S}
			}
		}
		return sub, nil
	}
	b, ok := vm.BytesLike(v)
	if !ok {
		return nil, vm.TypeError("expected string or bytes-like object, got '%s'", vm.TypeName(v))
	}
	if !g.isBytes {
		return nil, vm.TypeError("cannot use a string pattern on a bytes-like object")
	}
	sub := &reSubject{v: v, isBytes: true, orig: string(b), n: len(b)}
	if wtf8.IsASCII(sub.orig) {
		sub.text, sub.same = &reText{s: sub.orig, ascii: true}, true
	} else {
		buf := make([]byte, 0, len(b)*2)
		for _, c := range b {
			buf = utf8.AppendRune(buf, rune(c))
		}
		sub.text = &reText{s: string(buf)}
	}
	return sub, nil
}

// reMapSurrogates returns a non-ASCII str as valid UTF-8 (lone surrogates
// moved to reSurrogateBase) and whether that is the string itself.
func reMapSurrogates(s string) (string, bool) {
	if !wtf8.HasSurrogates(s) {
		return s, true
	}
	buf := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); {
		r, n := wtf8.Decode(s, i)
		if r >= 0xD800 && r <= 0xDFFF {
			r = r - 0xD800 + reSurrogateBase
		}
		buf = utf8.AppendRune(buf, r)
		i += n
	}
	return string(buf), false
}

// origSlice returns the subject's characters [i:j) (code point indexes).
func (s *reSubject) origSlice(i, j int) string {
	if s.isBytes || s.text.ascii {
		return s.orig[i:j]
	}
	idx := s.text
	if !s.same {
		idx = s.origIdx
	}
	return s.orig[idx.byteOf(i):idx.byteOf(j)]
}

// reRun runs a pattern over the region [0:end) of a subject.
type reRun struct {
	g    *reProg
	subj *reSubject
	mode int
	t    *reText // the region as matched
}

// reKind is what one match attempt looks for.
const (
	reKSearch   = iota
	reKMatch    // anchored
	reKFull     // anchored at both ends
	reKNonEmpty // anchored, not empty
)

func (g *reProg) newRun(subj *reSubject, end int) *reRun {
	base := subj.text
	endB := base.byteOf(end)
	r := &reRun{g: g, subj: subj, mode: reModeZ}
	region := base.s[:endB]
	if endB == 0 {
		r.mode = reModeEmpty
	}
	if g.hasEol && strings.HasSuffix(region, "\n") {
		r.mode = reModeML
		if nl := strings.Count(region, "\n"); nl > 1 && !strings.ContainsRune(region, g.mark()) {
			r.mode = reModeMark
			var sb strings.Builder
			sb.Grow(len(region) + 4*nl)
			last := len(region) - 1
			for i := 0; i < last; i++ {
				if region[i] == '\n' {
					sb.WriteRune(g.mark())
				} else {
					sb.WriteByte(region[i])
				}
			}
			sb.WriteByte('\n')
			r.t = &reText{s: sb.String()}
			return r
		}
	}
	if endB == len(base.s) {
		r.t = base
	} else {
		r.t = &reText{s: region, ascii: base.ascii, ck: base.ck}
	}
	return r
}

func reShift(loc []int, by int) []int {
	for i, v := range loc {
		if v >= 0 {
			loc[i] = v + by
		}
	}
	return loc
}

// exec makes one match attempt of kind k on s (the region, or a prefix of
// it) starting at byte offset at; it returns the byte offsets of the
// match and of each group.
func (r *reRun) exec(s string, at int, k int) []int {
	g := r.g
	plain := [...]int{reVSearch, reVMatch, reVFull, reVNE}[k]
	if at == 0 || !g.needCtx {
		re, slots := g.re(r.mode, plain)
		return g.groupSpans(reShift(re.FindStringSubmatchIndex(s[at:]), at), slots)
	}
	_, w := utf8.DecodeLastRuneInString(s[:at])
	cs := at - w
	if k == reKSearch {
		re, slots := g.re(r.mode, reVSearch)
		loc := re.FindStringSubmatchIndex(s[cs:])
		if loc == nil {
			return nil
		}
		if loc[0] >= w {
			return g.groupSpans(reShift(loc, cs), slots)
		}
	}
	re, slots := g.re(r.mode, [...]int{reVCtxSearch, reVCtxMatch, reVCtxFull, reVCtxNE}[k])
	loc := re.FindStringSubmatchIndex(s[cs:])
	if loc == nil {
		return nil
	}
	return g.groupSpans(reShift(loc[2:], cs), slots)
}

// groupSpans turns Go's capture slots into the spans of the Python groups:
// the last slot of a group that matched wins.
func (g *reProg) groupSpans(loc []int, slots []int) []int {
	if loc == nil || len(slots) == g.groups {
		return loc
	}
	out := make([]int, 2*(g.groups+1))
	for i := range out {
		out[i] = -1
	}
	out[0], out[1] = loc[0], loc[1]
	for i, gi := range slots {
		if loc[2*i+2] >= 0 {
			out[2*gi], out[2*gi+1] = loc[2*i+2], loc[2*i+3]
		}
	}
	return out
}

// search finds the next match at or after byte offset at, as CPython's
// search loop does: after an empty match (mustAdvance) a match may not be
// empty at the same place.
func (r *reRun) search(at int, mustAdvance bool) []int {
	s := r.t.s
	loc := r.exec(s, at, reKSearch)
	if loc == nil || !mustAdvance || loc[0] != at || loc[1] != at {
		return loc
	}
	if loc := r.exec(s, at, reKNonEmpty); loc != nil {
		return loc
	}
	if at >= len(s) {
		return nil
	}
	_, w := utf8.DecodeRuneInString(s[at:])
	return r.exec(s, at+w, reKSearch)
}

// spans converts Go's byte offsets to code point indexes (-1: unmatched).
func (r *reRun) spans(loc []int) []int {
	out := make([]int, len(loc))
	for i, v := range loc {
		if v < 0 {
			out[i] = -1
		} else {
			out[i] = r.t.charOf(v)
		}
	}
	return out
}
