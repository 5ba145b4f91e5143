package re

import (
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The re module: patterns are parsed with CPython's rules (re_parse.go),
// compiled to a program (re_compile.go) and run by a backtracking engine
// that makes sre's choices (re_engine.go). This file holds the
// Python-visible objects: the module functions, re.Pattern, re.Match, the
// iterators and the replacement templates of sub().

var (
	// rePatternErrorType is re.PatternError (re.error).
	rePatternErrorType = func() *rt.Class {
		c := rt.NewExcClass("PatternError", rt.ExceptionType)
		c.SetAttrStatic("__module__", rt.StaticStr("re"))
		return c
	}()
	rePatternType = rt.ModuleClass("re", "re.Pattern", nil)
	reMatchType   = rt.ModuleClass("re", "re.Match", nil)
	reScannerType = rt.ModuleClass("_sre", "_sre.SRE_Scanner", nil)
	reIterType    = rt.ModuleClass("builtins", "callable_iterator", nil)
)

// ---- per-VM state: the compiled-pattern cache ----

type reCacheKey struct {
	cls     *rt.Class
	pattern string
	flags   int
}

type reState struct {
	cache map[reCacheKey]rt.Value
	order []reCacheKey
}

const reMaxCache = 512

func (st *reState) Trace(t *rt.Tracer) {
	for _, v := range st.cache {
		t.Mark(v)
	}
}

func reStateOf(vm *rt.VM) *reState {
	st, _ := vm.Ext["re.state"].(*reState)
	if st == nil {
		st = &reState{cache: map[reCacheKey]rt.Value{}}
		vm.Ext["re.state"] = st
	}
	return st
}

// ---- errors ----

// reError converts a parse error into the Python exception.
func reError(vm *rt.VM, perr *reParseError, pattern rt.Value) error {
	switch perr.kind {
	case reErrValue:
		return vm.ValueError("%s", perr.msg)
	case reErrOverflow:
		return vm.Errorf(rt.OverflowErrorType, "%s", perr.msg)
	case reErrIndex:
		return vm.IndexError("%s", perr.msg)
	}
	args := []rt.Value{vm.NewStr(perr.msg)}
	if perr.pos >= 0 {
		args = append(args, pattern, rt.SmallInt(int64(perr.pos)))
	}
	e, err := vm.Call(rePatternErrorType.Self(), args, nil)
	if err != nil {
		return err
	}
	return vm.Get(e).(*rt.Exception)
}

// reErrorInit is PatternError.__init__(msg, pattern=None, pos=None).
func reErrorInit(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	e, err := vm.ObjExcSelf(args[0], "__init__", rePatternErrorType)
	if err != nil {
		return rt.Unbound, err
	}
	a, err := vm.BindArgs("PatternError", args[1:], kw, []string{"msg", "pattern", "pos"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	msg, pattern, pos := a[0], rt.ArgOr(a[1], rt.None), rt.ArgOr(a[2], rt.None)
	lineno, colno := rt.None, rt.None
	text := msg
	if pattern != rt.None && pos != rt.None {
		ms, err := vm.Str(msg)
		if err != nil {
			return rt.Unbound, err
		}
		p, err := vm.IndexInt(pos)
		if err != nil {
			return rt.Unbound, err
		}
		var units []rune
		if s, ok := vm.AsStr(pattern); ok {
			units = s.Runes()
		} else if b, ok := vm.BytesLike(pattern); ok {
			for _, c := range b {
				units = append(units, rune(c))
			}
		}
		line, last, hasNL := 1, -1, false
		for i, r := range units {
			if r == '\n' {
				hasNL = true
				if int64(i) < p {
					line++
					last = i
				}
			}
		}
		lineno, colno = rt.SmallInt(int64(line)), rt.SmallInt(p-int64(last))
		s := ms + " at position " + strconv.FormatInt(p, 10)
		if hasNL {
			s += " (line " + strconv.Itoa(line) + ", column " + strconv.FormatInt(p-int64(last), 10) + ")"
		}
		text = vm.NewStr(s)
	}
	for _, kv := range []struct {
		k string
		v rt.Value
	}{{"msg", msg}, {"pattern", pattern}, {"pos", pos}, {"lineno", lineno}, {"colno", colno}} {
		if err := vm.SetAttr(e.Self(), kv.k, kv.v); err != nil {
			return rt.Unbound, err
		}
	}
	e.Args = vm.NewTupleCopy([]rt.Value{text})
	return rt.None, nil
}

// ---- Pattern ----

type rePattern struct {
	rt.Head
	g          *reProg
	pattern    rt.Value
	groupindex rt.Value // dict, or Unbound until asked for
}

func (p *rePattern) Trace(t *rt.Tracer) {
	t.Mark(p.pattern)
	t.Mark(p.groupindex)
}

// reCompile is re._compile(pattern, flags).
func reCompile(vm *rt.VM, pattern rt.Value, flags rt.Value) (rt.Value, error) {
	fl := int64(0)
	if flags != rt.Unbound {
		if !vm.IsInt(flags) {
			return rt.Unbound, vm.TypeError("unsupported operand type(s) for &: '%s' and 'int'", vm.TypeName(flags))
		}
		var err error
		if fl, err = vm.IndexInt(flags); err != nil {
			return rt.Unbound, err
		}
	}
	if _, ok := vm.Get0(pattern).(*rePattern); ok {
		if fl != 0 {
			return rt.Unbound, vm.ValueError("cannot process flags argument with a compiled pattern")
		}
		return pattern, nil
	}
	var src []rune
	var key string
	isBytes := false
	switch o := vm.Get0(pattern).(type) {
	case *rt.Str:
		src, key = o.Runes(), o.S
	case *rt.Bytes:
		isBytes = true
		key = string(o.B)
		src = make([]rune, len(o.B))
		for i, c := range o.B {
			src[i] = rune(c)
		}
	default:
		// CPython looks the pattern up in its cache first.
		if _, err := vm.Hash(pattern); err != nil {
			return rt.Unbound, err
		}
		return rt.Unbound, vm.TypeError("first argument must be string or compiled pattern")
	}
	st := reStateOf(vm)
	ck := reCacheKey{vm.ClassOf(pattern), key, int(fl)}
	if v, ok := st.cache[ck]; ok {
		return v, nil
	}
	g, perr := reCompileProg(src, key, isBytes, int(fl), func(n string) (rune, bool) { return reNamedChar(vm, n) })
	if perr != nil {
		return rt.Unbound, reError(vm, perr, pattern)
	}
	p := &rePattern{g: g, pattern: pattern, groupindex: rt.Unbound}
	p.SetClass(rePatternType)
	v := vm.Alloc(p)
	if fl&reFlagDebug == 0 {
		if len(st.order) >= reMaxCache {
			delete(st.cache, st.order[0])
			st.order = st.order[1:]
		}
		st.cache[ck] = v
		st.order = append(st.order, ck)
	}
	return v, nil
}

func rePatternSelf(vm *rt.VM, v rt.Value, meth string) (*rePattern, error) {
	p, ok := vm.Get0(v).(*rePattern)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' for 're.Pattern' objects doesn't apply to a '%s' object", meth, vm.TypeName(v))
	}
	return p, nil
}

// rePosArgs converts pos and endpos (Unbound: defaults) for a subject of
// n characters, clamped to [0, n] as CPython does.
func rePosArgs(vm *rt.VM, posv, endv rt.Value, n int) (pos, endpos int, err error) {
	pos, endpos = 0, n
	if posv != rt.Unbound {
		p, err := vm.IndexInt(posv)
		if err != nil {
			return 0, 0, err
		}
		pos = int(min(max(p, 0), int64(n)))
	}
	if endv != rt.Unbound {
		e, err := vm.IndexInt(endv)
		if err != nil {
			return 0, 0, err
		}
		endpos = int(min(max(e, 0), int64(n)))
	}
	return pos, endpos, nil
}

// reMatchOne runs match, fullmatch or search once.
func reMatchOne(vm *rt.VM, pv rt.Value, p *rePattern, strv, posv, endv rt.Value, kind int) (rt.Value, error) {
	subj, err := reSubjectOf(vm, p.g, strv)
	if err != nil {
		return rt.Unbound, err
	}
	pos, endpos, err := rePosArgs(vm, posv, endv, subj.n)
	if err != nil {
		return rt.Unbound, err
	}
	run := p.g.newRun(subj, endpos)
	defer run.close()
	sp, last := run.execTemp(pos, kind, false)
	if sp == nil {
		return rt.None, nil
	}
	return reNewMatch(vm, pv, p, subj, sp, last, pos, endpos), nil
}

// ---- Match ----

type reMatch struct {
	rt.Head
	pat    rt.Value
	g      *reProg
	subj   *reSubject
	pos    int
	endpos int
	spans  []int // code point spans of group 0..groups (-1: unmatched)
	last   int   // the group that closed last (-1: none)
	inl    [6]int
}

func (m *reMatch) Trace(t *rt.Tracer) {
	t.Mark(m.pat)
	t.Mark(m.subj.v)
}

func reNewMatch(vm *rt.VM, pv rt.Value, p *rePattern, subj *reSubject, spans []int, last, pos, endpos int) rt.Value {
	// The spans are copied (the caller's may be its machine's buffer):
	// into the match's own array for up to two groups.
	m := &reMatch{pat: pv, g: p.g, subj: subj, pos: pos, endpos: endpos, last: last}
	if len(spans) <= len(m.inl) {
		m.spans = m.inl[:copy(m.inl[:], spans)]
	} else {
		m.spans = append([]int(nil), spans...)
	}
	m.SetClass(reMatchType)
	return vm.Alloc(m)
}

func reMatchSelf(vm *rt.VM, v rt.Value, meth string) (*reMatch, error) {
	m, ok := vm.Get0(v).(*reMatch)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' for 're.Match' objects doesn't apply to a '%s' object", meth, vm.TypeName(v))
	}
	return m, nil
}

// reSliceValue returns characters [i:j) of a subject as str or bytes.
func reSliceValue(vm *rt.VM, subj *reSubject, i, j int) rt.Value {
	if subj.isBytes {
		return vm.NewBytes(append([]byte(nil), subj.b[i:j]...))
	}
	if i == 0 && j == subj.n {
		if s, ok := vm.AsStr(subj.v); ok && s.Class() == rt.StrType {
			return subj.v
		}
	}
	if subj.r == nil {
		// An ASCII subject's slices are ASCII: no scan to find it out.
		return vm.StrNewKnown(subj.s[i:j], true, j-i)
	}
	return vm.NewStr(subj.slice(i, j))
}

// groupValue returns group g, or def when it did not match.
func reGroupValue(vm *rt.VM, m *reMatch, g int, def rt.Value) rt.Value {
	i, j := m.spans[2*g], m.spans[2*g+1]
	if i < 0 {
		return def
	}
	return reSliceValue(vm, m.subj, i, j)
}

// reGroupIndex resolves a group reference (number or name).
func reGroupIndex(vm *rt.VM, g *reProg, v rt.Value) (int, error) {
	i := int64(-1)
	if vm.IsInt(v) {
		n, err := vm.IndexInt(v)
		if err != nil {
			return 0, err
		}
		i = n
	} else if s, ok := vm.AsStr(v); ok {
		if gi, ok := g.index[s.S]; ok {
			i = int64(gi)
		}
	} else if _, ok := vm.ClassOf(v).Lookup(vm, "__index__"); ok {
		n, err := vm.IndexInt(v)
		if err != nil {
			return 0, err
		}
		i = n
	}
	if i < 0 || i > int64(g.groups) {
		return 0, vm.IndexError("no such group")
	}
	return int(i), nil
}

// lastIndex is the group that closed last (sre's lastindex), or -1.
func (m *reMatch) lastIndex() int { return m.last }

func reMatchRepr(vm *rt.VM, m *reMatch) (string, error) {
	r, err := vm.Repr(reGroupValue(vm, m, 0, rt.None))
	if err != nil {
		return "", err
	}
	return "<re.Match object; span=(" + strconv.Itoa(m.spans[0]) + ", " + strconv.Itoa(m.spans[1]) +
		"), match=" + reTruncate(r, 50) + ">", nil
}

// reTruncate cuts s to n code points (printf's %.nR).
func reTruncate(s string, n int) string {
	i := 0
	for k := 0; k < n && i < len(s); k++ {
		_, w := wtf8.Decode(s, i)
		i += w
	}
	return s[:i]
}

// ---- templates (the repl strings of sub and Match.expand) ----

type reTemplate struct {
	isBytes bool
	items   []reTplItem
}

type reTplItem struct {
	lit   string // literal text (WTF-8 or bytes) when group < 0
	group int
}

// reParseTemplate parses a replacement template (CPython's
// re._parser.parse_template).
func reParseTemplate(g *reProg, src []rune, isBytes bool) (t *reTemplate, perr *reParseError) {
	p := &reParser{src: src, isBytes: isBytes}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*reParseError)
			if !ok {
				panic(r)
			}
			t, perr = nil, e
		}
	}()
	t = &reTemplate{isBytes: isBytes}
	var lit []rune
	flush := func() {
		if isBytes {
			b := make([]byte, len(lit))
			for i, r := range lit {
				b[i] = byte(r)
			}
			t.items = append(t.items, reTplItem{lit: string(b), group: -1})
		} else {
			t.items = append(t.items, reTplItem{lit: wtf8.FromRunes(lit), group: -1})
		}
		lit = lit[:0]
	}
	addGroup := func(i, offset int) {
		if i > g.groups {
			p.fail("invalid group reference "+strconv.Itoa(i), offset)
		}
		flush()
		t.items = append(t.items, reTplItem{group: i})
	}
	p.advance()
	for {
		this := p.get()
		if this == "" {
			break
		}
		tr := wtf8.Runes(this)
		if len(tr) == 1 {
			lit = append(lit, tr[0])
			continue
		}
		switch c := tr[1]; {
		case c == 'g':
			if !p.match('<') {
				p.fail("missing <", 0)
			}
			name := p.getUntil('>', "group name")
			n := wtf8.Count(name)
			var index int
			if !reIsDecimalASCII(name) {
				p.checkGroupName(name, 1)
				gi, ok := g.index[name]
				if !ok {
					panic(&reParseError{kind: reErrIndex, msg: "unknown group name " + rt.StrRepr(name), pos: -1})
				}
				index = gi
			} else {
				index = reAtoiSat(name)
				if index >= reMaxGroups {
					p.fail("invalid group reference "+strconv.Itoa(index), n+1)
				}
			}
			addGroup(index, n+1)
		case c == '0':
			v := 0
			for k := 0; k < 2 && p.tokLen == 1 && reIsOct(p.tok[0]); k++ {
				v = v*8 + int(p.tok[0]-'0')
				p.advance()
			}
			lit = append(lit, rune(v&0xff))
		case reIsDigit(c):
			s := this
			octal := false
			if p.tokLen == 1 && reIsDigit(p.tok[0]) {
				s += p.get()
				if reIsOct(c) && reIsOct(rune(s[2])) && p.tokLen == 1 && reIsOct(p.tok[0]) {
					s += p.get()
					octal = true
					v, _ := strconv.ParseUint(s[1:], 8, 32)
					if v > 0o377 {
						p.fail("octal escape value "+s+" outside of range 0-0o377", len(s))
					}
					lit = append(lit, rune(v))
				}
			}
			if !octal {
				n, _ := strconv.Atoi(s[1:])
				addGroup(n, len(s)-1)
			}
		default:
			if e, ok := map[rune]rune{'a': '\a', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t', 'v': '\v', '\\': '\\'}[c]; ok {
				lit = append(lit, e)
			} else if reIsASCIILetter(c) {
				p.fail("bad escape "+this, len(tr))
			} else {
				lit = append(lit, tr...)
			}
		}
	}
	flush()
	return t, nil
}

// reTemplateOf compiles (with a per-pattern cache) a template given as a
// str or bytes-like value.
func reTemplateOf(vm *rt.VM, p *rePattern, repl rt.Value) (*reTemplate, error) {
	var src []rune
	var key string
	isBytes := false
	if s, ok := vm.AsStr(repl); ok {
		src, key = s.Runes(), "s"+s.S
	} else if b, ok := vm.BytesLike(repl); ok {
		isBytes = true
		key = "b" + string(b)
		src = make([]rune, len(b))
		for i, c := range b {
			src[i] = rune(c)
		}
	} else {
		return nil, vm.TypeError("decoding to str: need a bytes-like object, %s found", vm.TypeName(repl))
	}
	g := p.g
	g.mu.Lock()
	t := g.tmpl[key]
	g.mu.Unlock()
	if t != nil {
		return t, nil
	}
	t, perr := reParseTemplate(g, src, isBytes)
	if perr != nil {
		return nil, reError(vm, perr, repl)
	}
	g.mu.Lock()
	if g.tmpl == nil || len(g.tmpl) > 256 {
		g.tmpl = map[string]*reTemplate{}
	}
	g.tmpl[key] = t
	g.mu.Unlock()
	return t, nil
}

// reJoiner builds the result of sub() and expand(), checking the type of
// each piece as CPython's join does.
type reJoiner struct {
	isBytes bool
	buf     []byte
	n       int   // pieces so far
	bad     error // the first piece of the wrong type
}

func (j *reJoiner) addString(s string, isBytes bool) {
	if j.bad == nil && isBytes == j.isBytes {
		j.buf = append(j.buf, s...)
	}
	j.n++
}

// addSubj adds characters [i:j) of the subject.
func (j *reJoiner) addSubj(subj *reSubject, i, k int) {
	if j.bad == nil && subj.isBytes == j.isBytes {
		if subj.r != nil {
			for _, r := range subj.r[i:k] {
				j.buf = wtf8.AppendRune(j.buf, r)
			}
		} else {
			j.buf = append(j.buf, subj.b[i:k]...)
		}
	}
	j.n++
}

// addValue adds a piece given as a Python value.
func (j *reJoiner) addValue(vm *rt.VM, v rt.Value) {
	if j.bad == nil {
		if j.isBytes {
			if b, ok := vm.BytesLike(v); ok {
				j.buf = append(j.buf, b...)
			} else {
				j.bad = vm.TypeError("sequence item %d: expected a bytes-like object, %s found", j.n, vm.TypeName(v))
			}
		} else if s, ok := vm.AsStr(v); ok {
			j.buf = append(j.buf, s.S...)
		} else {
			j.bad = vm.TypeError("sequence item %d: expected str instance, %s found", j.n, vm.TypeName(v))
		}
	}
	j.n++
}

// addLiteral adds a str or bytes piece, noting one of the wrong type.
func (j *reJoiner) addLiteral(vm *rt.VM, lit string, litBytes bool) {
	if j.bad == nil && litBytes != j.isBytes {
		if j.isBytes {
			j.bad = vm.TypeError("sequence item %d: expected a bytes-like object, str found", j.n)
		} else {
			j.bad = vm.TypeError("sequence item %d: expected str instance, bytes found", j.n)
		}
	}
	j.addString(lit, litBytes)
}

func (j *reJoiner) result(vm *rt.VM) (rt.Value, error) {
	if j.bad != nil {
		return rt.Unbound, j.bad
	}
	if j.isBytes {
		return vm.NewBytes(j.buf), nil
	}
	if len(j.buf) == 0 {
		return vm.NewStr(""), nil
	}
	return vm.NewStr(unsafe.String(&j.buf[0], len(j.buf))), nil
}

// expand appends a template expanded for a match (spans in code points).
func (j *reJoiner) expand(vm *rt.VM, t *reTemplate, subj *reSubject, spans []int) {
	for _, it := range t.items {
		if it.group < 0 {
			if it.lit != "" {
				j.addLiteral(vm, it.lit, t.isBytes)
			}
			continue
		}
		if i, k := spans[2*it.group], spans[2*it.group+1]; i >= 0 && i < k {
			j.addSubj(subj, i, k)
		}
	}
}

// ---- sub, split, findall ----

// reSubn is Pattern.subn: count 0 replaces every match, a negative count
// none (as CPython 3.13 does).
func reSubn(vm *rt.VM, pv rt.Value, p *rePattern, repl, strv rt.Value, count int64) (rt.Value, int, error) {
	g := p.g
	subj, err := reSubjectOf(vm, g, strv)
	if err != nil {
		return rt.Unbound, 0, err
	}
	callable := vm.IsCallable(repl)
	var tmpl *reTemplate
	var literal string
	literalBytes := false
	if !callable {
		if s, ok := vm.AsStr(repl); ok && !strings.Contains(s.S, `\`) {
			literal = s.S
		} else if b, ok := vm.BytesLike(repl); ok && !strings.Contains(string(b), `\`) {
			literal, literalBytes = string(b), true
		} else if tmpl, err = reTemplateOf(vm, p, repl); err != nil {
			return rt.Unbound, 0, err
		}
	}
	j := &reJoiner{isBytes: g.isBytes}
	n := 0
	if count >= 0 {
		run := g.newRun(subj, subj.n)
		defer run.close()
		last, at := 0, 0
		must := false
		for count == 0 || int64(n) < count {
			sp, li := run.execTemp(at, reKSearch, must)
			if sp == nil {
				break
			}
			s0, s1 := sp[0], sp[1] // sp is the machine's: repl may run other patterns
			if j.buf == nil {
				j.buf = make([]byte, 0, subj.n+subj.n/8+16)
			}
			if last < s0 {
				j.addSubj(subj, last, s0)
			}
			switch {
			case callable:
				// The match and what repl returns die here once copied
				// into the result: a scope per call keeps a sub over many
				// matches from pinning all of them until it returns.
				base := vm.Heap().PinScope()
				m := reNewMatch(vm, pv, p, subj, sp, li, 0, subj.n)
				item, err := vm.Call(repl, []rt.Value{m}, nil)
				if err != nil {
					vm.Heap().EndCall(base, rt.None, err)
					return rt.Unbound, 0, err
				}
				if item != rt.None {
					j.addValue(vm, item)
				}
				vm.Heap().EndCall(base, rt.None, j.bad)
			case tmpl != nil:
				j.expand(vm, tmpl, subj, sp)
			default:
				j.addLiteral(vm, literal, literalBytes)
			}
			n++
			last = s1
			must = s0 == s1
			at = s1
		}
		if last < subj.n {
			j.addSubj(subj, last, subj.n)
		}
	} else {
		j.addSubj(subj, 0, subj.n)
	}
	if n == 0 && j.bad == nil {
		if s, ok := vm.AsStr(strv); ok && s.Class() == rt.StrType {
			return strv, 0, nil
		}
		if b, ok := vm.Get0(strv).(*rt.Bytes); ok && b.Class() == rt.BytesType {
			return strv, 0, nil
		}
	}
	r, err := j.result(vm)
	return r, n, err
}

// reSplit is Pattern.split.
func reSplit(vm *rt.VM, p *rePattern, strv rt.Value, maxsplit int64) (rt.Value, error) {
	g := p.g
	subj, err := reSubjectOf(vm, g, strv)
	if err != nil {
		return rt.Unbound, err
	}
	var out []rt.Value
	if maxsplit < 0 {
		return vm.NewList([]rt.Value{reSliceValue(vm, subj, 0, subj.n)}), nil
	}
	run := g.newRun(subj, subj.n)
	defer run.close()
	last, at, n := 0, 0, int64(0)
	must := false
	for maxsplit == 0 || n < maxsplit {
		sp, _ := run.execTemp(at, reKSearch, must)
		if sp == nil {
			break
		}
		out = append(out, reSliceValue(vm, subj, last, sp[0]))
		for gi := 1; gi <= g.groups; gi++ {
			if sp[2*gi] < 0 {
				out = append(out, rt.None)
			} else {
				out = append(out, reSliceValue(vm, subj, sp[2*gi], sp[2*gi+1]))
			}
		}
		n++
		must = sp[0] == sp[1]
		last, at = sp[1], sp[1]
	}
	out = append(out, reSliceValue(vm, subj, last, subj.n))
	return vm.NewList(out), nil
}

// reFindall is Pattern.findall.
func reFindall(vm *rt.VM, p *rePattern, strv, posv, endv rt.Value) (rt.Value, error) {
	g := p.g
	subj, err := reSubjectOf(vm, g, strv)
	if err != nil {
		return rt.Unbound, err
	}
	pos, endpos, err := rePosArgs(vm, posv, endv, subj.n)
	if err != nil {
		return rt.Unbound, err
	}
	run := g.newRun(subj, endpos)
	defer run.close()
	at := pos
	must := false
	var out []rt.Value
	empty := reSliceValue(vm, subj, 0, 0)
	for at <= endpos {
		sp, _ := run.execTemp(at, reKSearch, must)
		if sp == nil {
			break
		}
		item := func(gi int) rt.Value {
			if sp[2*gi] < 0 {
				return empty
			}
			return reSliceValue(vm, subj, sp[2*gi], sp[2*gi+1])
		}
		switch g.groups {
		case 0:
			out = append(out, item(0))
		case 1:
			out = append(out, item(1))
		default:
			t := make([]rt.Value, g.groups)
			for gi := range t {
				t[gi] = item(gi + 1)
			}
			out = append(out, vm.NewTuple(t))
		}
		must = sp[0] == sp[1]
		at = sp[1]
	}
	return vm.NewList(out), nil
}

// ---- scanner and finditer ----

type reScanner struct {
	rt.Head
	pat    rt.Value
	p      *rePattern
	subj   *reSubject
	at     int
	must   bool
	done   bool
	pos    int
	endpos int
}

func (s *reScanner) Trace(t *rt.Tracer) {
	t.Mark(s.pat)
	t.Mark(s.subj.v)
}

func reNewScanner(vm *rt.VM, pv rt.Value, p *rePattern, strv, posv, endv rt.Value, cls *rt.Class) (rt.Value, error) {
	subj, err := reSubjectOf(vm, p.g, strv)
	if err != nil {
		return rt.Unbound, err
	}
	pos, endpos, err := rePosArgs(vm, posv, endv, subj.n)
	if err != nil {
		return rt.Unbound, err
	}
	s := &reScanner{pat: pv, p: p, subj: subj, at: pos, pos: pos, endpos: endpos}
	s.SetClass(cls)
	return vm.Alloc(s), nil
}

// step runs the scanner's next search (or anchored match).
func reScanStep(vm *rt.VM, s *reScanner, anchored bool) rt.Value {
	if s.done {
		return rt.None
	}
	kind := reKSearch
	if anchored {
		kind = reKMatch
	}
	run := s.p.g.newRun(s.subj, s.endpos)
	defer run.close()
	sp, last := run.execTemp(s.at, kind, s.must)
	if sp == nil {
		s.done = true
		return rt.None
	}
	s.must = sp[0] == sp[1]
	s.at = sp[1]
	return reNewMatch(vm, s.pat, s.p, s.subj, sp, last, s.pos, s.endpos)
}

// Next implements Iterator (finditer).
func (s *reScanner) Next(vm *rt.VM) (rt.Value, bool, error) {
	m := reScanStep(vm, s, false)
	if m == rt.None {
		return rt.Unbound, false, nil
	}
	return m, true, nil
}

// ---- module ----

// reBindPy binds the arguments of a module function with the error
// messages of a Python function (the functions are Python in CPython).
func reBindPy(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg, names []string, required int) ([]rt.Value, error) {
	if len(args) > len(names) {
		takes := strconv.Itoa(len(names))
		if required < len(names) {
			takes = "from " + strconv.Itoa(required) + " to " + takes
		}
		given := strconv.Itoa(len(args)) + " were"
		if len(args) == 1 {
			given = "1 was"
		}
		return nil, vm.TypeError("%s() takes %s positional argument%s but %s given", name, takes, rt.Plural(len(names)), given)
	}
	out := make([]rt.Value, len(names))
	for i := range out {
		out[i] = rt.Unbound
	}
	copy(out, args)
	for _, k := range kw {
		i := 0
		for i < len(names) && names[i] != k.Name {
			i++
		}
		if i == len(names) {
			return nil, vm.KeywordError(name+"()", k.Name, names)
		}
		if out[i] != rt.Unbound {
			return nil, vm.TypeError("%s() got multiple values for argument '%s'", name, k.Name)
		}
		out[i] = k.Value
	}
	var missing []string
	for i := 0; i < required; i++ {
		if out[i] == rt.Unbound {
			missing = append(missing, "'"+names[i]+"'")
		}
	}
	if n := len(missing); n > 0 {
		list := missing[0]
		switch {
		case n == 2:
			list = missing[0] + " and " + missing[1]
		case n > 2:
			list = strings.Join(missing[:n-1], ", ") + ", and " + missing[n-1]
		}
		return nil, vm.TypeError("%s() missing %d required positional argument%s: %s", name, n, rt.Plural(n), list)
	}
	return out, nil
}

// reArgs binds the arguments of a module function whose first argument
// is the pattern, and returns the compiled pattern and the others.
func reArgs(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg, names []string, required int) (rt.Value, *rePattern, []rt.Value, error) {
	a, err := reBindPy(vm, name, args, kw, names, required)
	if err != nil {
		return rt.Unbound, nil, nil, err
	}
	flags := a[len(a)-1]
	pv, err := reCompile(vm, a[0], flags)
	if err != nil {
		return rt.Unbound, nil, nil, err
	}
	return pv, vm.Get(pv).(*rePattern), a, nil
}

// reDeprecatedPositional warns about count/maxsplit given by position.
func reDeprecatedPositional(vm *rt.VM, what string) error {
	return vm.Warn(rt.DeprecationWarningType, "'"+what+"' is passed as positional argument", 1)
}

// reSplitPositional handles sub/subn/split's (..., *args, count=, flags=).
func reSplitPositional(vm *rt.VM, name, what string, fixed int, args []rt.Value, kw []rt.Kwarg) ([]rt.Value, []rt.Kwarg, error) {
	if len(args) <= fixed {
		return args, kw, nil
	}
	extra := args[fixed:]
	if len(extra) > 2 {
		return nil, nil, vm.TypeError("%s() takes from %d to %d positional arguments but %d were given", name, fixed, fixed+2, len(args))
	}
	names := []string{what, "flags"}
	for i := range extra {
		if _, ok := rt.KwArg(kw, names[i]); ok {
			return nil, nil, vm.TypeError("%s() got multiple values for argument '%s'", name, names[i])
		}
		kw = append(kw, rt.Kwarg{Name: names[i], Value: extra[i]})
	}
	if err := reDeprecatedPositional(vm, what); err != nil {
		return nil, nil, err
	}
	return args[:fixed], kw, nil
}

func reIntArg(vm *rt.VM, v rt.Value) (int64, error) {
	if v == rt.Unbound {
		return 0, nil
	}
	return vm.IndexInt(v)
}

var reModFuncs = rt.StaticFuncs("re", rt.ModuleFuncs{
	"compile": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := reBindPy(vm, "compile", args, kw, []string{"pattern", "flags"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		return reCompile(vm, a[0], a[1])
	},
	"_compile": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := reBindPy(vm, "_compile", args, kw, []string{"pattern", "flags"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		return reCompile(vm, a[0], a[1])
	},
	"match":     reModuleMatch("match", reKMatch),
	"fullmatch": reModuleMatch("fullmatch", reKFull),
	"search":    reModuleMatch("search", reKSearch),
	"findall": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		_, p, a, err := reArgs(vm, "findall", args, kw, []string{"pattern", "string", "flags"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		return reFindall(vm, p, a[1], rt.Unbound, rt.Unbound)
	},
	"finditer": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		pv, p, a, err := reArgs(vm, "finditer", args, kw, []string{"pattern", "string", "flags"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		return reNewScanner(vm, pv, p, a[1], rt.Unbound, rt.Unbound, reIterType)
	},
	"sub": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return reSubFunc(vm, "sub", args, kw, false)
	},
	"subn": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return reSubFunc(vm, "subn", args, kw, true)
	},
	"split": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		args, kw, err := reSplitPositional(vm, "split", "maxsplit", 2, args, kw)
		if err != nil {
			return rt.Unbound, err
		}
		_, p, a, err := reArgs(vm, "split", args, kw, []string{"pattern", "string", "maxsplit", "flags"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		maxsplit, err := reIntArg(vm, a[2])
		if err != nil {
			return rt.Unbound, err
		}
		return reSplit(vm, p, a[1], maxsplit)
	},
	"purge": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if _, err := reBindPy(vm, "purge", args, kw, nil, 0); err != nil {
			return rt.Unbound, err
		}
		st := reStateOf(vm)
		st.cache = map[reCacheKey]rt.Value{}
		st.order = nil
		return rt.None, nil
	},
	"escape": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := reBindPy(vm, "escape", args, kw, []string{"pattern"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		const special = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"
		esc := func(s string) string {
			var sb strings.Builder
			for i := 0; i < len(s); i++ {
				if strings.IndexByte(special, s[i]) >= 0 {
					sb.WriteByte('\\')
				}
				sb.WriteByte(s[i])
			}
			return sb.String()
		}
		if s, ok := vm.AsStr(a[0]); ok {
			return vm.NewStr(esc(s.S)), nil
		}
		if b, ok := vm.BytesLike(a[0]); ok {
			return vm.NewBytes([]byte(esc(string(b)))), nil
		}
		return rt.Unbound, vm.TypeError("decoding to str: need a bytes-like object, %s found", vm.TypeName(a[0]))
	},
})

func reSubFunc(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg, withN bool) (rt.Value, error) {
	args, kw, err := reSplitPositional(vm, name, "count", 3, args, kw)
	if err != nil {
		return rt.Unbound, err
	}
	pv, p, a, err := reArgs(vm, name, args, kw, []string{"pattern", "repl", "string", "count", "flags"}, 3)
	if err != nil {
		return rt.Unbound, err
	}
	count, err := reIntArg(vm, a[3])
	if err != nil {
		return rt.Unbound, err
	}
	r, n, err := reSubn(vm, pv, p, a[1], a[2], count)
	if err != nil || !withN {
		return r, err
	}
	return vm.NewTupleCopy([]rt.Value{r, rt.SmallInt(int64(n))}), nil
}

// rePySource is the part of the module written in Python: the RegexFlag
// enum (CPython's repr and str) and re.Scanner.
const rePySource = `
import enum as _enum

class RegexFlag(_enum.IntFlag):
    NOFLAG = 0
    ASCII = A = 256
    IGNORECASE = I = 2
    LOCALE = L = 4
    UNICODE = U = 32
    MULTILINE = M = 8
    DOTALL = S = 16
    VERBOSE = X = 64
    DEBUG = 128

    def __repr__(self):
        v = self._value_
        if v == 0:
            return 're.NOFLAG'
        names = []
        for n, f in (('ASCII', 256), ('IGNORECASE', 2), ('LOCALE', 4), ('UNICODE', 32),
                     ('MULTILINE', 8), ('DOTALL', 16), ('VERBOSE', 64), ('DEBUG', 128)):
            if v & f:
                names.append('re.' + n)
                v &= ~f
        if v:
            names.append(hex(v))
        return '|'.join(names)

    __str__ = object.__str__

globals().update(RegexFlag.__members__)

class Scanner:
    def __init__(self, lexicon, flags=0):
        if isinstance(flags, RegexFlag):
            flags = flags.value
        self.lexicon = lexicon
        parts = []
        self._phrase = {}
        group = 1
        for i, (phrase, action) in enumerate(lexicon):
            self._phrase[group] = i
            group += 1 + compile(phrase, flags).groups
            parts.append(phrase)
        if parts and isinstance(parts[0], bytes):
            source = b'|'.join(b'(' + p + b')' for p in parts)
        else:
            source = '|'.join('(' + p + ')' for p in parts)
        self.scanner = compile(source, flags)

    def scan(self, string):
        result = []
        append = result.append
        match = self.scanner.scanner(string).match
        i = 0
        while True:
            m = match()
            if not m:
                break
            j = m.end()
            if i == j:
                break
            action = self.lexicon[self._phrase[m.lastindex]][1]
            if callable(action):
                self.match = m
                action = action(self, m.group())
            if action is not None:
                append(action)
            i = j
        return result, string[i:]

del _enum
`

func init() {
	register("re", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("re")
		rt.FillModule(vm, m, reModFuncs)
		d := m.InstanceDict()
		d.SetStr(vm, "error", rePatternErrorType.Self())
		d.SetStr(vm, "PatternError", rePatternErrorType.Self())
		d.SetStr(vm, "Pattern", rePatternType.Self())
		d.SetStr(vm, "Match", reMatchType.Self())
		d.SetStr(vm, "__version__", vm.NewStr("2.2.1"))
		var all []rt.Value
		for _, n := range []string{"match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer",
			"compile", "purge", "escape", "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
			"ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE", "UNICODE", "NOFLAG",
			"RegexFlag", "PatternError"} {
			all = append(all, vm.NewStr(n))
		}
		d.SetStr(vm, "__all__", vm.NewList(all))
		if vm.Interp != nil {
			d.SetStr(vm, "__builtins__", vm.Builtins.Self())
			if _, err := vm.Interp.Exec(vm, vm.NewStr(rePySource), d, d, "exec", "<re>"); err != nil {
				return nil, err
			}
		} else {
			for _, f := range []struct {
				names []string
				v     int64
			}{{[]string{"NOFLAG"}, 0}, {[]string{"A", "ASCII"}, reFlagA}, {[]string{"I", "IGNORECASE"}, reFlagI},
				{[]string{"L", "LOCALE"}, reFlagL}, {[]string{"U", "UNICODE"}, reFlagU}, {[]string{"M", "MULTILINE"}, reFlagM},
				{[]string{"S", "DOTALL"}, reFlagS}, {[]string{"X", "VERBOSE"}, reFlagX}, {[]string{"DEBUG"}, reFlagDebug}} {
				for _, n := range f.names {
					d.SetStr(vm, n, rt.SmallInt(f.v))
				}
			}
		}
		return m, nil
	})
}

// reNamedChar resolves \N{NAME} with the compiler's table of names, by
// compiling a string literal (the runtime does not import the compiler).
func reNamedChar(vm *rt.VM, name string) (rune, bool) {
	for _, r := range name {
		if !(r == ' ' || r == '-' || r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z') {
			return 0, false
		}
	}
	if vm.Interp == nil || name == "" {
		return 0, false
	}
	v, err := vm.Interp.Exec(vm, vm.NewStr(`"\N{`+name+`}"`), vm.NewDictObj(), nil, "eval", "<re>")
	if err != nil {
		return 0, false
	}
	s, ok := vm.AsStr(v)
	if !ok {
		return 0, false
	}
	r, n := utf8.DecodeRuneInString(s.S)
	if n != len(s.S) {
		return 0, false
	}
	return r, true
}

// reModuleMatch is re.match, re.fullmatch or re.search: compile (or find
// cached) the pattern, then match it at the start, in full or anywhere.
func reModuleMatch(name string, kind int) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		pv, p, a, err := reArgs(vm, name, args, kw, []string{"pattern", "string", "flags"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		return reMatchOne(vm, pv, p, a[1], rt.Unbound, rt.Unbound, kind)
	}
}
