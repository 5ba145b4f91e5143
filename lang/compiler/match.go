package compiler

import (
	"fmt"
	"math/big"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

// The match statement (PEPs 634-636), compiled as CPython 3.13's compiler
// does it (compiler_match and the compiler_pattern_* helpers), on
// registers: the subject is evaluated once into a temporary; each case's
// pattern tests it and jumps to the next case on failure; the names a
// pattern captures go to temporaries and are stored into the variables
// only once the whole pattern has matched, before the guard runs (a guard
// that fails leaves them bound, as in CPython).

// patCtx is the state of one case's pattern compilation.
type patCtx struct {
	fail *label
	// allowIrrefutable is false where an irrefutable pattern would make
	// the remaining cases (or alternatives) unreachable.
	allowIrrefutable bool
	stores           []string       // captured names, in capture order
	regs             map[string]int // each captured name's temporary
}

func (c *compiler) matchStmt(s *syntax.Match) {
	subj := c.alloc()
	c.exprTo(s.Subject, subj)
	end := newLabel()
	pre := c.u.flow.clone()
	after := flowState{dead: true}
	for i, mc := range s.Cases {
		m := c.mark()
		next := newLabel()
		c.u.flow = pre.clone()
		pc := &patCtx{fail: next, allowIrrefutable: mc.Guard != nil || i == len(s.Cases)-1, regs: map[string]int{}}
		names := patternNames(mc.Pattern, nil)
		base := c.allocN(len(names))
		for k, n := range names {
			if _, dup := pc.regs[n]; !dup {
				pc.regs[n] = base + k
			}
		}
		restore := c.at(mc.Pattern)
		if isWildcard(mc.Pattern) {
			// `case _:` tests nothing; CPython still gives its line an
			// instruction (for line tracing and coverage).
			c.emit(bytecode.NOP, 0, 0, 0)
		}
		c.pattern(mc.Pattern, subj, pc)
		for _, n := range pc.stores {
			c.storeName(n, pc.regs[n], mc.Pattern)
		}
		restore()
		if mc.Guard != nil {
			c.u.condDepth++
			c.jumpIf(mc.Guard, false, next)
			c.u.condDepth--
		}
		c.release(m)
		c.stmts(mc.Body)
		after = meet(after, c.u.flow)
		restore = c.noLoc()
		c.jump(end)
		restore()
		c.bind(next)
	}
	c.u.flow = meet(after, pre)
	c.bind(end)
}

// patternNames lists the names p captures, in capture order (with
// repeats, which pattern reports).
func patternNames(p syntax.Pattern, out []string) []string {
	switch p := p.(type) {
	case *syntax.MatchAs:
		if p.Pattern != nil {
			out = patternNames(p.Pattern, out)
		}
		if p.Name != "" {
			out = append(out, p.Name)
		}
	case *syntax.MatchStar:
		if p.Name != "" {
			out = append(out, p.Name)
		}
	case *syntax.MatchSequence:
		for _, q := range p.Patterns {
			out = patternNames(q, out)
		}
	case *syntax.MatchMapping:
		for _, q := range p.Patterns {
			out = patternNames(q, out)
		}
		if p.Rest != "" {
			out = append(out, p.Rest)
		}
	case *syntax.MatchClass:
		for _, q := range p.Patterns {
			out = patternNames(q, out)
		}
		for _, q := range p.KwdPatterns {
			out = patternNames(q, out)
		}
	case *syntax.MatchOr:
		for _, q := range p.Patterns {
			out = patternNames(q, out)
		}
	}
	return out
}

// capture binds name to register r (its temporary) for pattern p.
func (c *compiler) capture(name string, r int, p syntax.Pattern, pc *patCtx) {
	if name == "__debug__" {
		c.fail(p.GetSpan(), "cannot assign to __debug__")
	}
	for _, n := range pc.stores {
		if n == name {
			c.fail(p.GetSpan(), "multiple assignments to name %s in pattern", pyQuote(name))
		}
	}
	pc.stores = append(pc.stores, name)
	if t := pc.regs[name]; t != r {
		c.emit(bytecode.MOVE, t, r, 0)
	}
}

func pyQuote(s string) string { return "'" + s + "'" }

func isWildcard(p syntax.Pattern) bool {
	a, ok := p.(*syntax.MatchAs)
	return ok && a.Pattern == nil && a.Name == ""
}

func isStarWildcard(p syntax.Pattern) bool {
	s, ok := p.(*syntax.MatchStar)
	return ok && s.Name == ""
}

// subpattern compiles a pattern nested in a sequence, mapping or class
// pattern, where irrefutable patterns are allowed.
func (c *compiler) subpattern(p syntax.Pattern, subj int, pc *patCtx) {
	old := pc.allowIrrefutable
	pc.allowIrrefutable = true
	c.pattern(p, subj, pc)
	pc.allowIrrefutable = old
}

// failIfFalse jumps to the failure label when r is false.
func (c *compiler) failIfFalse(r int, pc *patCtx) { c.jumpIfReg(r, false, pc.fail) }

// pattern compiles p against the subject in register subj: code that
// falls through on a match and jumps to pc.fail otherwise.
func (c *compiler) pattern(p syntax.Pattern, subj int, pc *patCtx) {
	defer c.at(p)()
	m := c.mark()
	defer c.release(m)
	switch p := p.(type) {
	case *syntax.MatchAs:
		if p.Pattern == nil {
			if !pc.allowIrrefutable {
				if p.Name != "" {
					c.fail(p.Span, "name capture %s makes remaining patterns unreachable", pyQuote(p.Name))
				}
				c.fail(p.Span, "wildcard makes remaining patterns unreachable")
			}
			if p.Name != "" {
				c.capture(p.Name, subj, p, pc)
			}
			return
		}
		c.pattern(p.Pattern, subj, pc)
		c.capture(p.Name, subj, p, pc)
	case *syntax.MatchStar:
		// Only inside sequence patterns, which handle it.
		c.fail(p.Span, "can't use starred name here")
	case *syntax.MatchValue:
		switch p.Value.(type) {
		case *syntax.Constant, *syntax.Attribute, *syntax.UnaryOp, *syntax.BinOp:
		default:
			c.fail(p.Span, "patterns may only match literals and attribute lookups")
		}
		v := c.expr(p.Value)
		t := c.alloc()
		c.emit(bytecode.EQ, t, subj, v)
		c.failIfFalse(t, pc)
	case *syntax.MatchSingleton:
		t := c.alloc()
		c.loadConst(t, p.Value)
		c.emit(bytecode.IS, t, subj, t)
		c.failIfFalse(t, pc)
	case *syntax.MatchSequence:
		c.sequencePattern(p, subj, pc)
	case *syntax.MatchMapping:
		c.mappingPattern(p, subj, pc)
	case *syntax.MatchClass:
		c.classPattern(p, subj, pc)
	case *syntax.MatchOr:
		c.orPattern(p, subj, pc)
	default:
		c.fail(p.GetSpan(), "unsupported pattern %T", p)
	}
}

func (c *compiler) sequencePattern(p *syntax.MatchSequence, subj int, pc *patCtx) {
	size := len(p.Patterns)
	star := -1
	onlyWildcard, starWildcard := true, false
	for i, q := range p.Patterns {
		if _, ok := q.(*syntax.MatchStar); ok {
			if star >= 0 {
				c.fail(p.Span, "multiple starred names in sequence pattern")
			}
			starWildcard = isStarWildcard(q)
			onlyWildcard = onlyWildcard && starWildcard
			star = i
			continue
		}
		onlyWildcard = onlyWildcard && isWildcard(q)
	}
	t := c.alloc()
	c.emit(bytecode.MATCH_SEQUENCE, t, subj, 0)
	c.failIfFalse(t, pc)
	n := c.alloc()
	if star < 0 {
		c.emit(bytecode.GET_LEN, n, subj, 0)
		c.loadConst(t, int64(size))
		c.emit(bytecode.EQ, t, n, t)
		c.failIfFalse(t, pc)
	} else if size-1 > 0 {
		c.emit(bytecode.GET_LEN, n, subj, 0)
		c.loadConst(t, int64(size-1))
		c.emit(bytecode.GE, t, n, t)
		c.failIfFalse(t, pc)
	}
	switch {
	case onlyWildcard:
	case starWildcard:
		// Items by index around the star, as CPython does when the
		// star is *_: s[i] before it, s[len(s) - (size - i)] after it.
		item := c.alloc()
		for i, q := range p.Patterns {
			if isWildcard(q) || i == star {
				continue
			}
			if i < star {
				c.loadConst(t, int64(i))
			} else {
				c.emit(bytecode.GET_LEN, n, subj, 0)
				c.loadConst(t, int64(size-i))
				c.emit(bytecode.SUB, t, n, t)
			}
			c.emit(bytecode.BINARY_SUBSCR, item, subj, t)
			c.subpattern(q, item, pc)
		}
	default:
		base := c.allocN(size)
		if star < 0 {
			c.emit(bytecode.UNPACK_SEQUENCE, base, subj, size)
		} else {
			before, after := star, size-star-1
			if before >= 1<<8 || after >= 1<<15 {
				c.fail(p.Span, "too many expressions in star-unpacking sequence pattern")
			}
			c.emit(bytecode.UNPACK_EX, base, subj, before|after<<16)
		}
		for i, q := range p.Patterns {
			if s, ok := q.(*syntax.MatchStar); ok {
				if s.Name != "" {
					restore := c.at(s)
					c.capture(s.Name, base+i, s, pc)
					restore()
				}
				continue
			}
			c.subpattern(q, base+i, pc)
		}
	}
}

// mappingKey returns the folded value of a literal key, or nil for an
// attribute key (value patterns are looked up at run time).
func (c *compiler) mappingKey(p *syntax.MatchMapping, k syntax.Expr) (any, bool) {
	switch k.(type) {
	case *syntax.Attribute:
		return nil, false
	case *syntax.Constant, *syntax.UnaryOp, *syntax.BinOp:
		if v, ok := constValue(k); ok {
			return v, true
		}
	}
	c.fail(p.Span, "mapping pattern keys may only match literals and attribute lookups")
	return nil, false
}

func (c *compiler) mappingPattern(p *syntax.MatchMapping, subj int, pc *patCtx) {
	size := len(p.Keys)
	t := c.alloc()
	c.emit(bytecode.MATCH_MAPPING, t, subj, 0)
	c.failIfFalse(t, pc)
	if size == 0 && p.Rest == "" {
		return
	}
	if size > 0 {
		n := c.alloc()
		c.emit(bytecode.GET_LEN, n, subj, 0)
		c.loadConst(t, int64(size))
		c.emit(bytecode.GE, t, n, t)
		c.failIfFalse(t, pc)
	}
	// Literal keys must differ (at compile time, as CPython's set of
	// seen constants: 1, 1.0 and True are the same key).
	var seen []any
	allConst := true
	for _, k := range p.Keys {
		v, ok := c.mappingKey(p, k)
		if !ok {
			allConst = false
			continue
		}
		for _, s := range seen {
			if constEqual(s, v) {
				c.fail(p.Span, "mapping pattern checks duplicate key (%s)", constRepr(v))
			}
		}
		seen = append(seen, v)
	}
	keys := c.alloc()
	if allConst {
		c.loadConst(keys, bytecode.Tuple(seen))
	} else {
		kb := c.allocN(size)
		for i, k := range p.Keys {
			c.exprTo(k, kb+i)
		}
		c.emit(bytecode.BUILD_TUPLE, keys, kb, size)
	}
	vals := c.alloc()
	c.emit(bytecode.MATCH_KEYS, vals, subj, keys)
	c.ref(pc.fail, c.emit(bytecode.JUMP_IF_NONE, vals, 0, 0), 1)
	if size > 0 {
		base := c.allocN(size)
		c.emit(bytecode.UNPACK_SEQUENCE, base, vals, size)
		for i, q := range p.Patterns {
			c.subpattern(q, base+i, pc)
		}
	}
	if p.Rest != "" {
		// rest = {**subject} without the matched keys.
		rest := c.alloc()
		c.emit(bytecode.BUILD_DICT, rest, 0, 0)
		c.emit(bytecode.DICT_UPDATE, rest, subj, 0)
		if size > 0 {
			kb := c.allocN(size)
			c.emit(bytecode.UNPACK_SEQUENCE, kb, keys, size)
			for i := range size {
				c.emit(bytecode.DELETE_SUBSCR, rest, kb+i, 0)
			}
		}
		c.capture(p.Rest, rest, p, pc)
	}
}

func (c *compiler) classPattern(p *syntax.MatchClass, subj int, pc *patCtx) {
	switch p.Cls.(type) {
	case *syntax.Name, *syntax.Attribute:
	default:
		c.fail(p.Cls.GetSpan(), "invalid class pattern")
	}
	for i, a := range p.KwdAttrs {
		if a == "__debug__" {
			c.fail(p.KwdPatterns[i].GetSpan(), "cannot assign to __debug__")
		}
		for j := i + 1; j < len(p.KwdAttrs); j++ {
			if a == p.KwdAttrs[j] {
				c.fail(p.KwdPatterns[j].GetSpan(), "attribute name repeated in class pattern: %s", a)
			}
		}
	}
	nargs, nattrs := len(p.Patterns), len(p.KwdAttrs)
	in := c.allocN(3)
	c.emit(bytecode.MOVE, in, subj, 0)
	c.exprTo(p.Cls, in+1)
	names := make(bytecode.Tuple, nattrs)
	for i, a := range p.KwdAttrs {
		names[i] = a
	}
	c.loadConst(in+2, names)
	res := c.alloc()
	c.emit(bytecode.MATCH_CLASS, res, in, nargs)
	c.ref(pc.fail, c.emit(bytecode.JUMP_IF_NONE, res, 0, 0), 1)
	if nargs+nattrs == 0 {
		return
	}
	base := c.allocN(nargs + nattrs)
	c.emit(bytecode.UNPACK_SEQUENCE, base, res, nargs+nattrs)
	for i := range nargs + nattrs {
		q := p.KwdPatterns
		var sub syntax.Pattern
		if i < nargs {
			sub = p.Patterns[i]
		} else {
			sub = q[i-nargs]
		}
		if isWildcard(sub) {
			continue
		}
		c.subpattern(sub, base+i, pc)
	}
}

func (c *compiler) orPattern(p *syntax.MatchOr, subj int, pc *patCtx) {
	end := newLabel()
	old := *pc
	var control []string
	for i, alt := range p.Patterns {
		next := newLabel()
		if i == len(p.Patterns)-1 {
			next = old.fail
		}
		pc.fail = next
		pc.stores = nil
		pc.allowIrrefutable = i == len(p.Patterns)-1 && old.allowIrrefutable
		c.pattern(alt, subj, pc)
		if i == 0 {
			control = pc.stores
		} else if !sameNames(control, pc.stores) {
			c.fail(p.Span, "alternative patterns bind different names")
		}
		if i < len(p.Patterns)-1 {
			restore := c.noLoc()
			c.jump(end)
			restore()
			c.bind(next)
		}
	}
	c.bind(end)
	*pc = old
	for _, n := range control {
		for _, s := range pc.stores {
			if s == n {
				c.fail(p.Span, "multiple assignments to name %s in pattern", pyQuote(n))
			}
		}
		pc.stores = append(pc.stores, n)
	}
}

func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			found = found || x == y
		}
		if !found {
			return false
		}
	}
	return true
}

// constEqual compares two folded constants as Python's == does for the
// literal types a mapping key can have.
func constEqual(a, b any) bool {
	num := func(v any) (complex128, bool) {
		switch v := v.(type) {
		case bool:
			if v {
				return 1, true
			}
			return 0, true
		case int64:
			return complex(float64(v), 0), true
		case *big.Int:
			f, _ := new(big.Float).SetInt(v).Float64()
			return complex(f, 0), true
		case float64:
			return complex(v, 0), true
		case complex128:
			return v, true
		}
		return 0, false
	}
	if x, ok := num(a); ok {
		if y, ok := num(b); ok {
			if bi, ok := a.(*big.Int); ok {
				if bj, ok := b.(*big.Int); ok {
					return bi.Cmp(bj) == 0
				}
			}
			return x == y
		}
		return false
	}
	switch a := a.(type) {
	case nil:
		return b == nil
	case string:
		s, ok := b.(string)
		return ok && s == a
	case bytecode.Bytes:
		s, ok := b.(bytecode.Bytes)
		return ok && string(s) == string(a)
	}
	return false
}

// constRepr renders a key constant as Python's repr.
func constRepr(v any) string {
	switch v := v.(type) {
	case nil:
		return "None"
	case bool:
		if v {
			return "True"
		}
		return "False"
	case string:
		return syntax.Dump(&syntax.Constant{Value: v})[len("Constant(value=") : len(syntax.Dump(&syntax.Constant{Value: v}))-1]
	case bytecode.Bytes:
		d := syntax.Dump(&syntax.Constant{Value: []byte(v)})
		return d[len("Constant(value=") : len(d)-1]
	case float64, complex128:
		d := syntax.Dump(&syntax.Constant{Value: v})
		return d[len("Constant(value=") : len(d)-1]
	}
	return fmt.Sprint(v)
}
