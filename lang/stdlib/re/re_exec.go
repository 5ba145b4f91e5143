package re

import (
	"sync"
	"unsafe"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// reProg is a compiled pattern: what the parser learnt of it and the
// engine's program. It holds no Values, so one reProg serves every VM.
type reProg struct {
	isBytes bool
	flags   int
	groups  int
	names   []string
	index   map[string]int
	code    *reCode

	mu   sync.Mutex
	tmpl map[string]*reTemplate
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

// reCompileProg parses and compiles a pattern (src: code points; bytes as
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
	code, msg := reCompileCode(res)
	if msg != "" {
		return nil, &reParseError{msg: msg, pos: -1}
	}
	g = &reProg{isBytes: isBytes, flags: res.flags, groups: res.groups, names: res.names, index: res.index, code: code}
	reProgs.Lock()
	if reProgs.m == nil || len(reProgs.m) >= 1024 {
		reProgs.m = map[reProgKey]*reProg{}
	}
	reProgs.m[k] = g
	reProgs.Unlock()
	return g, nil
}

// reSubject is the string a pattern runs over, as the engine reads it:
// bytes (a bytes-like subject, or an ASCII str) or code points.
type reSubject struct {
	v       rt.Value
	isBytes bool
	n       int    // length in characters
	b       []byte // the text when it is bytes
	s       string // an ASCII str's text
	r       []rune // a non-ASCII str's code points
}

// reSubjectOf prepares a subject, checking its type against the pattern.
func reSubjectOf(vm *rt.VM, g *reProg, v rt.Value) (*reSubject, error) {
	if s, ok := vm.AsStr(v); ok {
		if g.isBytes {
			return nil, vm.TypeError("cannot use a bytes pattern on a string-like object")
		}
		sub := &reSubject{v: v, n: s.Len()}
		if s.IsASCII() {
			sub.s = s.S
			sub.b = unsafe.Slice(unsafe.StringData(s.S), len(s.S))
		} else {
			sub.r = s.Runes()
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
	if _, ok := vm.Get0(v).(*rt.Bytes); !ok {
		// A mutable buffer could change under a callback of sub().
		b = append([]byte(nil), b...)
	}
	return &reSubject{v: v, isBytes: true, n: len(b), b: b}, nil
}

// slice returns characters [i:j) as WTF-8 (str) or raw bytes.
func (s *reSubject) slice(i, j int) string {
	switch {
	case s.r != nil:
		return wtf8.FromRunes(s.r[i:j])
	case s.isBytes:
		return string(s.b[i:j])
	}
	return s.s[i:j]
}

// reKind is what one match attempt looks for.
const (
	reKSearch = iota
	reKMatch  // anchored
	reKFull   // anchored at both ends
)

// reRun runs a pattern over a subject up to end (endpos).
type reRun struct {
	g    *reProg
	subj *reSubject
	end  int
	mb   *reMachine[byte]
	mr   *reMachine[rune]
}

func (g *reProg) newRun(subj *reSubject, end int) *reRun {
	r := &reRun{g: g, subj: subj, end: end}
	if subj.r != nil {
		r.mr = reRunePool.Get().(*reMachine[rune])
		r.mr.reset(g.code, subj.r, end)
	} else {
		r.mb = reBytePool.Get().(*reMachine[byte])
		r.mb.reset(g.code, subj.b, end)
	}
	return r
}

// close returns the run's machine to its pool.
func (r *reRun) close() {
	if r.mr != nil {
		r.mr.release()
		reRunePool.Put(r.mr)
		r.mr = nil
	}
	if r.mb != nil {
		r.mb.release()
		reBytePool.Put(r.mb)
		r.mb = nil
	}
}

// exec makes one search or anchored attempt from start; mustAdvance
// forbids an empty match at start (after an empty match there). It
// returns the spans of the groups and the last group closed, or nil.
func (r *reRun) exec(start int, kind int, mustAdvance bool) ([]int, int) {
	if r.mr != nil {
		return reExec(r.mr, r.g.groups, start, kind, mustAdvance, false)
	}
	return reExec(r.mb, r.g.groups, start, kind, mustAdvance, false)
}

// execTemp is exec with the spans in the machine's buffer: they are
// valid until the run's next exec or its close.
func (r *reRun) execTemp(start int, kind int, mustAdvance bool) ([]int, int) {
	if r.mr != nil {
		return reExec(r.mr, r.g.groups, start, kind, mustAdvance, true)
	}
	return reExec(r.mb, r.g.groups, start, kind, mustAdvance, true)
}

func reExec[T reTextChar](m *reMachine[T], groups int, start int, kind int, mustAdvance, temp bool) ([]int, int) {
	m.mustAdv = mustAdvance
	m.matchAll = kind == reKFull
	var ok bool
	if kind == reKSearch {
		ok = m.search(start)
	} else {
		ok = m.matchAt(start, true)
	}
	if !ok {
		return nil, -1
	}
	if temp {
		return m.spansTemp(groups), m.lastindex
	}
	return m.spans(groups), m.lastindex
}
