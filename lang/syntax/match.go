package syntax

// The match statement (PEP 634): match_stmt, case_block and the pattern
// rules of Grammar/python.gram.

// Match: match Subject: Cases.
type Match struct {
	Span
	Subject Expr
	Cases   []*MatchCase
}

func (*Match) stmtNode() {}

// MatchCase is one `case Pattern if Guard: Body` (Guard may be nil). Like
// CPython's match_case it has no position of its own.
type MatchCase struct {
	Pattern Pattern
	Guard   Expr
	Body    []Stmt
}

// Pattern is a pattern node of a case clause.
type Pattern interface {
	Node
	patternNode()
}

type (
	// MatchValue: a literal (number, complex, string) or a dotted name,
	// compared with ==.
	MatchValue struct {
		Span
		Value Expr
	}
	// MatchSingleton: None, True or False (nil, true, false), compared by
	// identity.
	MatchSingleton struct {
		Span
		Value any
	}
	// MatchSequence: [p, ...] or (p, ...) or p, ...: at most one *MatchStar.
	MatchSequence struct {
		Span
		Patterns []Pattern
	}
	// MatchMapping: {Keys[i]: Patterns[i], **Rest} (Rest "" when absent).
	MatchMapping struct {
		Span
		Keys     []Expr
		Patterns []Pattern
		Rest     string
	}
	// MatchClass: Cls(Patterns..., KwdAttrs[i]=KwdPatterns[i]...).
	MatchClass struct {
		Span
		Cls         Expr
		Patterns    []Pattern
		KwdAttrs    []string
		KwdPatterns []Pattern
	}
	// MatchStar: *Name in a sequence pattern (Name "" for *_).
	MatchStar struct {
		Span
		Name string
	}
	// MatchAs: Pattern as Name; a capture when Pattern is nil, the wildcard
	// `_` when both are empty.
	MatchAs struct {
		Span
		Pattern Pattern
		Name    string
	}
	// MatchOr: p1 | p2 | ...
	MatchOr struct {
		Span
		Patterns []Pattern
	}
)

func (*MatchValue) patternNode()     {}
func (*MatchSingleton) patternNode() {}
func (*MatchSequence) patternNode()  {}
func (*MatchMapping) patternNode()   {}
func (*MatchClass) patternNode()     {}
func (*MatchStar) patternNode()      {}
func (*MatchAs) patternNode()        {}
func (*MatchOr) patternNode()        {}

// tryMatchStmt parses a match statement when the statement starting at the
// current `match` name is one, as CPython's PEG parser tries match_stmt
// before the simple statements: it is one when `match` is followed by a
// subject expression and a ':'. Otherwise it consumes nothing and returns
// nil and the furthest token the attempt read (CPython reports a generic
// error there if the simple statements fail too).
func (p *parser) tryMatchStmt() (Stmt, *Error, bool) {
	switch p.peekKind(1) {
	case tNewline, tEqual, tDot, tColon, tComma, tSemi, tRpar, tEOF, tColonEqual:
		return nil, nil, false
	}
	m := p.mark()
	kw := p.advance()
	var subject Expr
	var subjErr *Error
	subjGeneric := true
	ok := p.try(func() {
		defer func() {
			if r := recover(); r != nil {
				subjErr, subjGeneric = p.err, p.errGeneric || p.errFromScanner
				panic(r)
			}
		}()
		subject = p.subjectExpr()
	})
	if ok && p.kind() == tColon {
		p.release()
		return p.matchStmt(kw, subject), nil, false
	}
	newline := ok && p.kind() == tNewline
	furthest, specific := subjErr, !ok && !subjGeneric
	if ok {
		furthest = p.tokenError("SyntaxError", p.cur(), "invalid syntax")
	}
	p.reset(m)
	p.release()
	if newline {
		// invalid_match_stmt: `match x` without the colon is an error
		// when the line is not a valid simple statement either, and
		// also, in CPython's second pass, when anything after it fails.
		m := p.mark()
		if p.try(func() { p.simpleStmts() }) {
			p.reset(m)
			p.release()
			p.matchNoColon = true
			return nil, nil, false
		}
		p.reset(m)
		p.release()
		p.advance()
		p.subjectExpr()
		p.errorLast("expected ':'")
	}
	if furthest == nil {
		return nil, nil, false
	}
	return nil, furthest, specific
}

// simpleStmtsAfterMatch parses simple statements after a failed match
// statement attempt that failed at furthest: a generic error before it is
// reported there instead, as CPython reports invalid syntax at the
// furthest token its parser read.
func (p *parser) simpleStmtsAfterMatch(furthest *Error, specific bool) []Stmt {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); ok && p.err != nil && !p.errFromScanner {
				f := furthest
				if specific {
					// CPython's error pass tries match_stmt first.
					p.err, p.errGeneric = f, false
				} else if p.errGeneric && (f.Line > p.err.Line || f.Line == p.err.Line && f.Col > p.err.Col) {
					p.err = f
				}
			}
			panic(r)
		}
	}()
	return p.simpleStmts()
}

// subjectExpr: star_named_expression ',' star_named_expressions? |
// named_expression.
func (p *parser) subjectExpr() Expr {
	start := p.cur().pos
	first := p.starNamedExpression()
	if p.kind() != tComma {
		if _, ok := first.(*Starred); ok {
			p.syntaxError()
		}
		return first
	}
	elts := []Expr{first}
	for p.accept(tComma) {
		if !p.startsExpression() && p.kind() != tStar {
			break
		}
		elts = append(elts, p.starNamedExpression())
	}
	return &Tuple{Span: p.span(start), Elts: elts}
}

func (p *parser) matchStmt(kw token, subject Expr) Stmt {
	p.expect(tColon)
	if p.kind() != tNewline {
		p.syntaxError()
	}
	p.advance()
	if p.kind() != tIndent {
		p.errorAtTokenKind("IndentationError", p.cur(), "expected an indented block after 'match' statement on line %d", kw.pos.Line)
	}
	p.advance()
	var cases []*MatchCase
	for p.kind() != tDedent && p.kind() != tEOF {
		if !p.isName("case") {
			p.syntaxError()
		}
		cases = append(cases, p.caseBlock())
	}
	if len(cases) == 0 {
		p.syntaxError()
	}
	p.accept(tDedent)
	return &Match{Span: p.span(kw.pos), Subject: subject, Cases: cases}
}

func (p *parser) caseBlock() *MatchCase {
	kw := p.advance()
	pat := p.patterns()
	var guard Expr
	if p.accept(kIf) {
		guard = p.namedExpression()
	}
	if p.kind() == tNewline {
		p.errorLast("expected ':'")
	}
	p.expect(tColon)
	body := p.block("'case' statement", kw.pos.Line)
	return &MatchCase{Pattern: pat, Guard: guard, Body: body}
}

// patterns: open_sequence_pattern | pattern.
func (p *parser) patterns() Pattern {
	start := p.cur().pos
	first := p.maybeStarPattern()
	if p.kind() != tComma {
		if _, ok := first.(*MatchStar); ok {
			p.syntaxError()
		}
		return first
	}
	pats := []Pattern{first}
	for p.accept(tComma) {
		if !p.startsPattern() {
			break
		}
		pats = append(pats, p.maybeStarPattern())
	}
	return &MatchSequence{Span: p.span(start), Patterns: pats}
}

// startsPattern reports whether the current token can begin a pattern.
func (p *parser) startsPattern() bool {
	switch p.kind() {
	case tName, tNumber, tMinus, tString, tFStringStart, kNone, kTrue, kFalse, tLpar, tLsqb, tLbrace, tStar:
		return true
	}
	return false
}

func (p *parser) maybeStarPattern() Pattern {
	if p.kind() != tStar {
		return p.pattern()
	}
	star := p.advance()
	t := p.cur()
	if t.kind == tName && t.text == "_" {
		p.advance()
		return &MatchStar{Span: p.span(star.pos)}
	}
	name := p.captureTarget()
	return &MatchStar{Span: p.span(star.pos), Name: name}
}

// captureTarget: !"_" NAME !('.' | '(' | '=').
func (p *parser) captureTarget() string {
	t := p.cur()
	if t.kind != tName || t.text == "_" {
		p.syntaxError()
	}
	switch p.peekKind(1) {
	case tDot, tLpar, tEqual:
		p.advance()
		p.syntaxError()
	}
	p.advance()
	return t.text
}

// pattern: as_pattern | or_pattern.
func (p *parser) pattern() Pattern {
	p.enter()
	defer p.leave()
	start := p.cur().pos
	or := p.orPattern()
	if p.kind() != kAs {
		return or
	}
	p.advance()
	t := p.cur()
	if t.kind == tName && t.text == "_" {
		p.errorAtToken(t, "cannot use '_' as a target")
	}
	if t.kind != tName {
		// invalid_as_pattern (CPython's error pass): an expression
		// there is "invalid pattern target"; otherwise the error is
		// generic, at the token after 'as' where the first pass stopped.
		if p.startsExpression() {
			m := p.mark()
			var e Expr
			ok := p.try(func() { e = p.expression() })
			if !ok {
				p.reset(m)
				ok = p.try(func() { e = p.disjunction() })
			}
			p.release()
			if ok {
				p.errorNode(e, "invalid pattern target")
			}
		}
		p.raiseGeneric(t)
	}
	name := p.captureTarget()
	return &MatchAs{Span: p.span(start), Pattern: or, Name: name}
}

func (p *parser) orPattern() Pattern {
	start := p.cur().pos
	first := p.closedPattern()
	if p.kind() != tVbar {
		return first
	}
	pats := []Pattern{first}
	for p.accept(tVbar) {
		pats = append(pats, p.closedPattern())
	}
	return &MatchOr{Span: p.span(start), Patterns: pats}
}

func (p *parser) closedPattern() Pattern {
	t := p.cur()
	switch t.kind {
	case tNumber, tMinus, tString, tFStringStart:
		e := p.literalExpr()
		return &MatchValue{Span: e.GetSpan(), Value: e}
	case kNone, kTrue, kFalse:
		p.advance()
		var v any
		if t.kind != kNone {
			v = t.kind == kTrue
		}
		return &MatchSingleton{Span: Span{t.pos, t.end}, Value: v}
	case tName:
		return p.namePattern()
	case tLpar:
		return p.parenPattern()
	case tLsqb:
		lsqb := p.advance()
		pats := p.sequenceItems(tRsqb)
		p.expect(tRsqb)
		return &MatchSequence{Span: p.span(lsqb.pos), Patterns: pats}
	case tLbrace:
		return p.mappingPattern()
	}
	p.syntaxError()
	return nil
}

// sequenceItems: maybe_sequence_pattern? up to the closing bracket.
func (p *parser) sequenceItems(close tokKind) []Pattern {
	var pats []Pattern
	for p.kind() != close {
		pats = append(pats, p.maybeStarPattern())
		if !p.accept(tComma) {
			break
		}
	}
	return pats
}

func (p *parser) parenPattern() Pattern {
	lpar := p.advance()
	if p.accept(tRpar) {
		return &MatchSequence{Span: p.span(lpar.pos)}
	}
	first := p.maybeStarPattern()
	if p.kind() == tRpar {
		if _, ok := first.(*MatchStar); ok {
			p.syntaxError()
		}
		p.advance()
		return first // group_pattern
	}
	if p.kind() != tComma {
		p.syntaxError()
	}
	p.advance()
	pats := append([]Pattern{first}, p.sequenceItems(tRpar)...)
	p.expect(tRpar)
	return &MatchSequence{Span: p.span(lpar.pos), Patterns: pats}
}

// nameOrAttr: NAME ('.' NAME)*.
func (p *parser) nameOrAttr() Expr {
	t := p.expect(tName)
	var e Expr = &Name{Span: Span{t.pos, t.end}, Id: t.text}
	for p.kind() == tDot {
		p.advance()
		n := p.expect(tName)
		e = &Attribute{Span: p.span(t.pos), Value: e, Attr: n.text}
	}
	return e
}

// namePattern: capture, wildcard, value and class patterns.
func (p *parser) namePattern() Pattern {
	t := p.cur()
	if t.text == "_" {
		// wildcard_pattern comes before value and class patterns.
		p.advance()
		if p.kind() == tDot || p.kind() == tLpar || p.kind() == tEqual {
			p.syntaxError()
		}
		return &MatchAs{Span: Span{t.pos, t.end}}
	}
	e := p.nameOrAttr()
	if p.kind() == tLpar {
		return p.classPattern(t, e)
	}
	if p.kind() == tEqual {
		p.syntaxError()
	}
	if n, ok := e.(*Name); ok {
		if n.Id == "_" {
			return &MatchAs{Span: n.Span}
		}
		return &MatchAs{Span: n.Span, Name: n.Id}
	}
	return &MatchValue{Span: e.GetSpan(), Value: e}
}

func (p *parser) classPattern(start token, cls Expr) Pattern {
	p.advance() // (
	c := &MatchClass{Cls: cls}
	for p.kind() != tRpar {
		if p.kind() == tName && p.peekKind(1) == tEqual {
			if p.cur().text == "_" && len(c.Patterns) > 0 && len(c.KwdAttrs) == 0 {
				// The positional patterns' gather takes the wildcard
				// and cannot give it back: `C(1, _=x)` is invalid.
				p.advance()
				p.syntaxError()
			}
			n := p.advance()
			p.advance()
			c.KwdAttrs = append(c.KwdAttrs, n.text)
			c.KwdPatterns = append(c.KwdPatterns, p.pattern())
		} else if len(c.KwdAttrs) > 0 {
			p.positionalAfterKeyword()
		} else {
			c.Patterns = append(c.Patterns, p.pattern())
		}
		if !p.accept(tComma) {
			break
		}
	}
	if p.kind() != tRpar {
		p.syntaxError()
	}
	p.advance()
	c.Span = p.span(start.pos)
	return c
}

// patternPrefix parses the longest prefix that is a pattern, as the PEG
// parser does when the rest of a rule may fail: an or-pattern stops before
// a '|' that no closed pattern follows, and 'as' without a valid target is
// left alone.
func (p *parser) patternPrefix() Pattern {
	start := p.cur().pos
	pat := p.closedPattern()
	pats := []Pattern{pat}
	for p.kind() == tVbar {
		m := p.mark()
		p.advance()
		var next Pattern
		if !p.tryGeneric(func() { next = p.closedPattern() }) {
			p.reset(m)
			p.release()
			break
		}
		p.release()
		pats = append(pats, next)
	}
	if len(pats) > 1 {
		pat = &MatchOr{Span: p.span(start), Patterns: pats}
	}
	if p.kind() == kAs && p.peekKind(1) == tName && p.peek(1).text != "_" {
		switch p.peekKind(2) {
		case tDot, tLpar, tEqual:
		default:
			p.advance()
			name := p.advance().text
			pat = &MatchAs{Span: p.span(start), Pattern: pat, Name: name}
		}
	}
	return pat
}

// positionalAfterKeyword reports CPython's invalid_class_pattern: the run
// of positional patterns (as many as parse, comma-separated) that follows
// keyword patterns, whatever comes after it.
func (p *parser) positionalAfterKeyword() {
	// The first pass stopped here looking for a keyword pattern (after
	// the NAME of a would-be keyword): a generic error is reported there.
	stop := p.cur()
	if stop.kind == tName {
		stop = p.peek(1)
	}
	var first Pattern
	if !p.tryGeneric(func() { first = p.patternPrefix() }) {
		p.raiseGeneric(stop)
	}
	last := first
	for p.kind() == tComma {
		if p.peekKind(1) == tName && p.peekKind(2) == tEqual {
			break
		}
		m := p.mark()
		p.advance()
		var next Pattern
		if p.tryGeneric(func() { next = p.patternPrefix() }) {
			p.release()
			last = next
			continue
		}
		p.reset(m)
		p.release()
		break
	}
	p.errorRange(first.GetSpan().Start, last.GetSpan().End, "positional patterns follow keyword patterns")
}

func (p *parser) mappingPattern() Pattern {
	lbrace := p.advance()
	m := &MatchMapping{}
	for p.kind() != tRbrace {
		if p.kind() == tDoubleStar {
			p.advance()
			m.Rest = p.captureTarget()
			p.accept(tComma)
			break
		}
		var key Expr
		switch p.kind() {
		case tName:
			key = p.nameOrAttr()
			if _, ok := key.(*Name); ok {
				p.syntaxError()
			}
		case kNone, kTrue, kFalse:
			t := p.advance()
			var v any
			if t.kind != kNone {
				v = t.kind == kTrue
			}
			key = &Constant{Span: Span{t.pos, t.end}, Value: v}
		default:
			key = p.literalExpr()
		}
		p.expect(tColon)
		m.Keys = append(m.Keys, key)
		m.Patterns = append(m.Patterns, p.pattern())
		if !p.accept(tComma) {
			break
		}
	}
	p.expect(tRbrace)
	m.Span = p.span(lbrace.pos)
	return m
}

// literalExpr: signed_number !('+' | '-') | complex_number | strings.
// (None, True and False are handled by the callers.)
func (p *parser) literalExpr() Expr {
	t := p.cur()
	switch t.kind {
	case tString, tFStringStart:
		return p.strings()
	case tNumber, tMinus:
	default:
		p.syntaxError()
	}
	left := p.signedNumber()
	if k := p.kind(); k == tPlus || k == tMinus {
		// complex_number: signed_real_number ('+' | '-') imaginary_number
		p.ensureNumber(left, false)
		p.advance()
		nt := p.expect(tNumber)
		right := &Constant{Span: Span{nt.pos, nt.end}, Value: parseNumber(nt.text)}
		p.ensureNumber(right, true)
		op := Add
		if k == tMinus {
			op = Sub
		}
		return &BinOp{Span: p.span(t.pos), Left: left, Op: op, Right: right}
	}
	return left
}

// signedNumber: NUMBER | '-' NUMBER.
func (p *parser) signedNumber() Expr {
	if p.kind() == tMinus {
		minus := p.advance()
		if p.kind() != tNumber {
			p.syntaxError()
		}
		n := p.atom()
		return &UnaryOp{Span: p.span(minus.pos), Op: USub, Operand: n}
	}
	if p.kind() != tNumber {
		p.syntaxError()
	}
	return p.atom()
}

// ensureNumber checks the parts of a complex literal pattern: the real
// part must not be imaginary and the imaginary part must be.
func (p *parser) ensureNumber(e Expr, imaginary bool) {
	n := e
	if u, ok := e.(*UnaryOp); ok {
		n = u.Operand
	}
	_, isImag := n.(*Constant).Value.(complex128)
	if imaginary && !isImag {
		p.errorNode(n, "imaginary number required in complex literal")
	}
	if !imaginary && isImag {
		p.errorNode(n, "real number required in complex literal")
	}
}
