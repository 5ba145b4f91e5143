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
// subject expression and a ':'. It returns nil (and consumes nothing)
// otherwise.
func (p *parser) tryMatchStmt() Stmt {
	switch p.peekKind(1) {
	case tNewline, tEqual, tDot, tColon, tComma, tSemi, tRpar, tEOF, tColonEqual:
		return nil
	}
	m := p.mark()
	kw := p.advance()
	var subject Expr
	ok := p.try(func() { subject = p.subjectExpr() })
	if ok && p.kind() == tColon {
		p.release()
		return p.matchStmt(kw, subject)
	}
	newline := ok && p.kind() == tNewline
	p.reset(m)
	p.release()
	if newline {
		// invalid_match_stmt: `match x` without the colon is an error
		// only when the line is not a valid simple statement either.
		m := p.mark()
		if p.try(func() { p.simpleStmts() }) {
			p.reset(m)
			p.release()
			return nil
		}
		p.reset(m)
		p.release()
		p.advance()
		p.subjectExpr()
		p.errorLast("expected ':'")
	}
	return nil
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
		if p.startsExpression() {
			e := p.expression()
			p.errorNode(e, "invalid pattern target")
		}
		p.syntaxError()
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
	// The first run of positional patterns after a keyword one.
	var firstPos, lastPos Pattern
	runDone := false
	for p.kind() != tRpar {
		if p.kind() == tName && p.peekKind(1) == tEqual {
			runDone = firstPos != nil
			n := p.advance()
			p.advance()
			c.KwdAttrs = append(c.KwdAttrs, n.text)
			c.KwdPatterns = append(c.KwdPatterns, p.pattern())
		} else {
			pat := p.pattern()
			if len(c.KwdAttrs) > 0 {
				if firstPos == nil {
					firstPos = pat
				}
				if !runDone {
					lastPos = pat
				}
			} else {
				c.Patterns = append(c.Patterns, pat)
			}
		}
		if !p.accept(tComma) {
			break
		}
	}
	if p.kind() != tRpar {
		p.syntaxError()
	}
	if firstPos != nil {
		// invalid_class_pattern: the positional patterns after the
		// keyword ones, up to where a keyword pattern would come next.
		p.errorRange(firstPos.GetSpan().Start, lastPos.GetSpan().End, "positional patterns follow keyword patterns")
	}
	p.advance()
	c.Span = p.span(start.pos)
	return c
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
		p.errorNode(e, "imaginary number required in complex literal")
	}
	if !imaginary && isImag {
		p.errorNode(e, "real number required in complex literal")
	}
}
