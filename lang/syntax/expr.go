package syntax

import "fmt"

// Expressions, from the loosest binding to the tightest.

// startsExpression reports whether the current token can begin an
// expression (not counting '*' and 'yield').
func (p *parser) startsExpression() bool {
	switch p.kind() {
	case tName, tNumber, tString, tFStringStart, tLpar, tLsqb, tLbrace, tMinus, tPlus, tTilde,
		kNot, kLambda, kTrue, kFalse, kNone, tEllipsis, kAwait:
		return true
	}
	return false
}

// starExpressions: star_expression (',' star_expression)* [','], a Tuple if
// there is a comma.
func (p *parser) starExpressions() Expr {
	start := p.cur().pos
	first := p.starExpression()
	if p.kind() != tComma {
		return first
	}
	elts := []Expr{first}
	for p.accept(tComma) {
		if !p.startsExpression() && p.kind() != tStar {
			break
		}
		elts = append(elts, p.starExpression())
	}
	return &Tuple{Span: p.span(start), Elts: elts}
}

// starExpression: '*' bitwise_or | expression.
func (p *parser) starExpression() Expr {
	if p.kind() == tStar {
		star := p.advance()
		v := p.bitwiseOr()
		return &Starred{Span: p.span(star.pos), Value: v}
	}
	return p.expression()
}

// starNamedExpression: '*' bitwise_or | named_expression.
func (p *parser) starNamedExpression() Expr {
	if p.kind() == tStar {
		star := p.advance()
		v := p.bitwiseOr()
		return &Starred{Span: p.span(star.pos), Value: v}
	}
	return p.namedExpression()
}

// namedExpression: NAME ':=' expression | expression, with CPython's
// diagnostics for ':=' and '=' after other expressions.
func (p *parser) namedExpression() Expr {
	if p.kind() == tName && p.peekKind(1) == tColonEqual {
		return p.walrus()
	}
	startTok := p.cur()
	e := p.expression()
	switch p.kind() {
	case tColonEqual:
		p.errorNode(e, "cannot use assignment expressions with %s", exprName(e))
	case tEqual:
		p.invalidNamedAssign(startTok, e)
	}
	return e
}

func (p *parser) walrus() Expr {
	name := p.advance()
	p.advance() // ':='
	target := &Name{Span: Span{name.pos, name.end}, Id: name.text, Ctx: Store}
	v := p.expression()
	return &NamedExpr{Span: p.span(name.pos), Target: target, Value: v}
}

// invalidNamedAssign reports `e = value` where a named expression was
// expected (CPython's invalid_named_expression); otherwise it leaves the
// position unchanged.
func (p *parser) invalidNamedAssign(startTok token, e Expr) {
	paren := p.lastGroup == e
	m := p.mark()
	defer p.release()
	p.advance() // '='
	var b Expr
	ok := p.try(func() { b = p.bitwiseOr() })
	if ok && p.kind() != tEqual && p.kind() != tColonEqual {
		if n, isName := e.(*Name); isName && startTok.kind == tName && n.Span.Start == startTok.pos && !paren {
			p.errorRange(e.GetSpan().Start, b.GetSpan().End, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
		}
		if (paren || isBitwiseOrLevel(e)) && !startsWithDisplay(startTok, e) {
			p.errorNode(e, "cannot assign to %s here. Maybe you meant '==' instead of '='?", exprName(e))
		}
	}
	p.reset(m)
}

// startsWithDisplay reports whether e begins with a list, tuple or
// generator expression display or with True, None or False (CPython's
// lookahead !(list|tuple|genexp|'True'|'None'|'False')).
func startsWithDisplay(startTok token, e Expr) bool {
	switch startTok.kind {
	case kTrue, kFalse, kNone:
		return true
	case tLsqb, tLpar:
		switch l := leftmost(e).(type) {
		case *List, *GeneratorExp:
			return l.GetSpan().Start == startTok.pos
		case *Tuple:
			return l.GetSpan().Start == startTok.pos
		}
	}
	return false
}

// startsWithDisplayNode is startsWithDisplay judged from the tree alone.
func startsWithDisplayNode(e Expr) bool {
	l := leftmost(e)
	if l.GetSpan().Start != e.GetSpan().Start {
		return false
	}
	switch x := l.(type) {
	case *List, *GeneratorExp, *Tuple:
		return true
	case *Constant:
		switch x.Value.(type) {
		case nil, bool:
			return true
		}
	}
	return false
}

// leftmost returns the leftmost operand of e.
func leftmost(e Expr) Expr {
	for {
		switch x := e.(type) {
		case *Attribute:
			e = x.Value
		case *Subscript:
			e = x.Value
		case *Call:
			e = x.Func
		case *BinOp:
			e = x.Left
		default:
			return e
		}
	}
}

// isBitwiseOrLevel reports whether an unparenthesized e could have been
// produced by the bitwise_or rule.
func isBitwiseOrLevel(e Expr) bool {
	switch x := e.(type) {
	case *Compare, *BoolOp, *IfExp, *Lambda, *NamedExpr, *Starred, *Yield, *YieldFrom:
		return false
	case *UnaryOp:
		return x.Op != Not
	case *Tuple:
		return false
	}
	return true
}

// expression: disjunction ['if' disjunction 'else' expression] | lambdef.
func (p *parser) expression() Expr {
	p.enter()
	defer p.leave()
	startTok, next := p.cur(), tEOF
	if startTok.kind == tName {
		next = p.peekKind(1) // for afterExpression's NAME STRING check
	}
	if p.kind() == kLambda {
		return p.lambdef()
	}
	body := p.disjunction()
	return p.expressionTail(startTok, next, body)
}

// expressionTail finishes an expression whose disjunction body has been
// parsed: it may be the body of a conditional expression.
func (p *parser) expressionTail(startTok token, next tokKind, body Expr) Expr {
	if p.kind() != kIf {
		p.elem = elemInfo{startTok, next, body}
		return body
	}
	m := p.mark()
	p.advance()
	test := p.disjunction()
	if p.kind() != kElse {
		if p.noInvalid > 0 {
			// Without error rules a PEG parser backs off to the operand.
			p.reset(m)
			p.release()
			p.elem = elemInfo{startTok, next, body}
			return body
		}
		p.release()
		if p.kind() != tColon {
			p.errorRange(body.GetSpan().Start, test.GetSpan().End, "expected 'else' after 'if' expression")
		}
		p.syntaxError()
	}
	p.release()
	p.advance()
	orelse := p.expression()
	return &IfExp{Span: p.span(startTok.pos), Test: test, Body: body, Orelse: orelse}
}

// ifWithoutElse reports `expr if cond` at the end of a statement.
func (p *parser) ifWithoutElse(body Expr) {
	p.advance()
	var test Expr
	if p.try(func() { test = p.disjunction() }) && p.kind() != kElse && p.kind() != tColon {
		p.errorRange(body.GetSpan().Start, test.GetSpan().End, "expected 'else' after 'if' expression")
	}
}

func (p *parser) disjunction() Expr {
	start := p.cur().pos
	first := p.conjunction()
	if p.kind() != kOr {
		return first
	}
	values := []Expr{first}
	for p.accept(kOr) {
		values = append(values, p.conjunction())
	}
	return &BoolOp{Span: p.span(start), Op: Or, Values: values}
}

func (p *parser) conjunction() Expr {
	start := p.cur().pos
	first := p.inversion()
	if p.kind() != kAnd {
		return first
	}
	values := []Expr{first}
	for p.accept(kAnd) {
		values = append(values, p.inversion())
	}
	return &BoolOp{Span: p.span(start), Op: And, Values: values}
}

func (p *parser) inversion() Expr {
	if p.kind() != kNot {
		return p.comparison()
	}
	p.enter()
	defer p.leave()
	not := p.advance()
	operand := p.inversion()
	return &UnaryOp{Span: p.span(not.pos), Op: Not, Operand: operand}
}

// compOp returns the comparison operator at the current token, if any,
// and how many tokens it spans.
func (p *parser) compOp() (CmpOp, int) {
	switch p.kind() {
	case tEqEqual:
		return Eq, 1
	case tNotEqual:
		return NotEq, 1
	case tLess:
		return Lt, 1
	case tLessEqual:
		return LtE, 1
	case tGreater:
		return Gt, 1
	case tGreaterEqual:
		return GtE, 1
	case kIn:
		return In, 1
	case kNot:
		if p.peekKind(1) == kIn {
			return NotIn, 2
		}
	case kIs:
		if p.peekKind(1) == kNot {
			return IsNot, 2
		}
		return Is, 1
	}
	return 0, 0
}

func (p *parser) comparison() Expr {
	start := p.cur().pos
	left := p.bitwiseOr()
	op, n := p.compOp()
	if n == 0 {
		return left
	}
	cmp := &Compare{Left: left}
	for n > 0 {
		for ; n > 0; n-- {
			p.advance()
		}
		cmp.Ops = append(cmp.Ops, op)
		cmp.Comparators = append(cmp.Comparators, p.bitwiseOr())
		op, n = p.compOp()
	}
	cmp.Span = p.span(start)
	return cmp
}

// binary parses a left-associative chain of operators.
func (p *parser) binary(operand func() Expr, ops func(tokKind) (Operator, bool)) Expr {
	start := p.cur().pos
	left := operand()
	for {
		op, ok := ops(p.kind())
		if !ok {
			return left
		}
		p.advance()
		right := operand()
		left = &BinOp{Span: p.span(start), Left: left, Op: op, Right: right}
	}
}

func (p *parser) bitwiseOr() Expr {
	return p.binary(p.bitwiseXor, func(k tokKind) (Operator, bool) { return BitOr, k == tVbar })
}

func (p *parser) bitwiseXor() Expr {
	return p.binary(p.bitwiseAnd, func(k tokKind) (Operator, bool) { return BitXor, k == tCircumflex })
}

func (p *parser) bitwiseAnd() Expr {
	return p.binary(p.shiftExpr, func(k tokKind) (Operator, bool) { return BitAnd, k == tAmper })
}

func (p *parser) shiftExpr() Expr {
	return p.binary(p.sum, func(k tokKind) (Operator, bool) {
		switch k {
		case tLeftShift:
			return LShift, true
		case tRightShift:
			return RShift, true
		}
		return 0, false
	})
}

func (p *parser) sum() Expr {
	return p.binary(p.term, func(k tokKind) (Operator, bool) {
		switch k {
		case tPlus:
			return Add, true
		case tMinus:
			return Sub, true
		}
		return 0, false
	})
}

func (p *parser) term() Expr {
	return p.binary(p.factor, func(k tokKind) (Operator, bool) {
		switch k {
		case tStar:
			return Mult, true
		case tSlash:
			return Div, true
		case tDoubleSlash:
			return FloorDiv, true
		case tPercent:
			return Mod, true
		case tAt:
			return MatMult, true
		}
		return 0, false
	})
}

func (p *parser) factor() Expr {
	var op UnaryOperator
	switch p.kind() {
	case tPlus:
		op = UAdd
	case tMinus:
		op = USub
	case tTilde:
		op = Invert
	default:
		return p.power()
	}
	p.enter()
	defer p.leave()
	t := p.advance()
	operand := p.factor()
	return &UnaryOp{Span: p.span(t.pos), Op: op, Operand: operand}
}

func (p *parser) power() Expr {
	start := p.cur().pos
	var left Expr
	if p.kind() == kAwait {
		// await_primary: 'await' primary
		p.advance()
		v := p.primary()
		left = &Await{Span: p.span(start), Value: v}
	} else {
		left = p.primary()
	}
	if p.kind() != tDoubleStar {
		return left
	}
	p.enter()
	defer p.leave()
	p.advance()
	right := p.factor()
	return &BinOp{Span: p.span(start), Left: left, Op: Pow, Right: right}
}

// primary: atom followed by attribute references, calls and subscripts.
func (p *parser) primary() Expr {
	start := p.cur().pos
	e := p.atom()
	for {
		switch p.kind() {
		case tDot:
			p.advance()
			name := p.expect(tName)
			e = &Attribute{Span: p.span(start), Value: e, Attr: name.text}
		case tLpar:
			lpar := p.advance()
			call := &Call{Func: e}
			if p.kind() != tRpar {
				call.Args, call.Keywords = p.callArguments(lpar)
			}
			p.expect(tRpar)
			call.Span = p.span(start)
			e = call
		case tLsqb:
			p.advance()
			slice := p.slices()
			if p.kind() != tRsqb {
				p.syntaxError()
			}
			p.advance()
			e = &Subscript{Span: p.span(start), Value: e, Slice: slice}
		default:
			return e
		}
	}
}

// slices: slice !',' | ','.(slice | starred_expression)+ [','].
func (p *parser) slices() Expr {
	start := p.cur().pos
	first := p.slice()
	_, starred := first.(*Starred)
	if p.kind() != tComma && !starred {
		return first
	}
	elts := []Expr{first}
	for p.accept(tComma) {
		if p.kind() == tRsqb {
			break
		}
		elts = append(elts, p.slice())
	}
	return &Tuple{Span: p.span(start), Elts: elts}
}

func (p *parser) slice() Expr {
	start := p.cur().pos
	if p.kind() == tStar {
		p.advance()
		v := p.expression()
		return &Starred{Span: p.span(start), Value: v}
	}
	var lower Expr
	if p.kind() != tColon {
		lower = p.namedExpression()
		if p.kind() != tColon {
			return lower
		}
		if _, ok := lower.(*NamedExpr); ok && p.lastGroup != lower {
			p.syntaxError()
		}
	}
	p.advance() // ':'
	s := &Slice{Lower: lower}
	if p.startsExpression() {
		s.Upper = p.expression()
	}
	if p.accept(tColon) && p.startsExpression() {
		s.Step = p.expression()
	}
	s.Span = p.span(start)
	return s
}

// atom parses names, literals and bracketed displays.
func (p *parser) atom() Expr {
	t := p.cur()
	span := Span{t.pos, t.end}
	switch t.kind {
	case tName:
		p.advance()
		return &Name{Span: span, Id: t.text}
	case tNumber:
		if n := decimalDigits(t.text); n > maxIntDigits {
			// CPython converts literals under sys.int_info's default limit.
			p.raise(p.newError("SyntaxError", t.pos, Pos{Line: t.pos.Line, Col: t.pos.Col + 1},
				fmt.Sprintf("Exceeds the limit (%d digits) for integer string conversion: value has %d digits; use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for huge integer literals to avoid decimal conversion limits.", maxIntDigits, n)))
		}
		p.advance()
		return &Constant{Span: span, Value: parseNumber(t.text)}
	case kTrue:
		p.advance()
		return &Constant{Span: span, Value: true}
	case kFalse:
		p.advance()
		return &Constant{Span: span, Value: false}
	case kNone:
		p.advance()
		return &Constant{Span: span, Value: nil}
	case tEllipsis:
		p.advance()
		return &Constant{Span: span, Value: EllipsisType{}}
	case tString, tFStringStart:
		return p.strings()
	case tLpar:
		return p.parenAtom()
	case tLsqb:
		return p.listAtom()
	case tLbrace:
		return p.braceAtom()
	}
	p.syntaxError()
	return nil
}

// parenAtom: tuple, group or generator expression.
func (p *parser) parenAtom() Expr {
	lpar := p.advance()
	if p.accept(tRpar) {
		t := &Tuple{Span: p.span(lpar.pos)}
		p.lastGroup = t
		return t
	}
	if p.kind() == kYield {
		y := p.yieldExpr()
		p.closeBracket(tRpar)
		p.lastGroup = y
		return y
	}
	if p.kind() == tDoubleStar {
		dstar := p.advance()
		if p.try(func() { p.expression() }) && p.kind() == tRpar {
			p.errorAtToken(dstar, "cannot use double starred expression here")
		}
		p.errorAtToken(dstar, "invalid syntax")
	}
	first := p.starNamedExpression()
	k := p.kind()
	if p.atComprehension() {
		k = kFor
	}
	switch k {
	case kFor:
		if s, ok := first.(*Starred); ok {
			p.errorNode(s, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.comprehensionClauses()
		p.closeBracket(tRpar)
		return &GeneratorExp{Span: p.span(lpar.pos), Elt: first, Generators: gens}
	case tRpar:
		p.advance()
		if s, ok := first.(*Starred); ok {
			p.errorNode(s, "cannot use starred expression here")
		}
		p.lastGroup = first
		return first
	}
	elts := p.moreElements(first, tRpar)
	t := &Tuple{Span: p.span(lpar.pos), Elts: elts}
	p.lastGroup = t
	return t
}

// moreElements parses ", elem, elem [,]" up to and including the closing
// bracket, after the first element of a display.
func (p *parser) moreElements(first Expr, close tokKind) []Expr {
	elts := []Expr{first}
	for {
		if p.kind() == close {
			break
		}
		if p.kind() != tComma {
			p.syntaxError()
		}
		p.advance()
		if p.kind() == close {
			break
		}
		e := p.starNamedExpression()
		if p.atComprehension() {
			p.forgotParens(first, e)
		}
		elts = append(elts, e)
	}
	p.advance()
	return elts
}

// forgotParens reports `[a, b for b in c]`.
func (p *parser) forgotParens(first, last Expr) {
	p.errorRange(first.GetSpan().Start, last.GetSpan().End, "did you forget parentheses around the comprehension target?")
}

// closeBracket expects the closing bracket of a display.
func (p *parser) closeBracket(k tokKind) token {
	if p.kind() != k {
		p.syntaxError()
	}
	return p.advance()
}

func (p *parser) listAtom() Expr {
	lsqb := p.advance()
	if p.accept(tRsqb) {
		return &List{Span: p.span(lsqb.pos)}
	}
	first := p.starNamedExpression()
	if p.atComprehension() {
		if s, ok := first.(*Starred); ok {
			p.errorNode(s, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.comprehensionClauses()
		p.closeBracket(tRsqb)
		return &ListComp{Span: p.span(lsqb.pos), Elt: first, Generators: gens}
	}
	if p.kind() == tComma && p.peekKind(1) == kFor {
		p.errorRange(first.GetSpan().Start, p.cur().end, "did you forget parentheses around the comprehension target?")
	}
	elts := p.moreElements(first, tRsqb)
	return &List{Span: p.span(lsqb.pos), Elts: elts}
}

// braceAtom: dict, set, dict comprehension or set comprehension.
func (p *parser) braceAtom() Expr {
	lbrace := p.advance()
	if p.accept(tRbrace) {
		return &Dict{Span: p.span(lbrace.pos)}
	}
	if p.kind() == tDoubleStar {
		return p.dictRest(lbrace, nil, nil)
	}
	first := p.starNamedExpression()
	if p.kind() == tColon {
		if _, ok := first.(*Starred); ok {
			p.errorNode(first, "cannot use a starred expression in a dictionary key")
		}
		if _, ok := first.(*NamedExpr); ok && p.lastGroup != first {
			p.syntaxError()
		}
		colon := p.advance()
		value := p.dictValue(colon)
		if p.atComprehension() {
			gens := p.comprehensionClauses()
			p.closeBracket(tRbrace)
			return &DictComp{Span: p.span(lbrace.pos), Key: first, Value: value, Generators: gens}
		}
		return p.dictRest(lbrace, first, value)
	}
	if p.atComprehension() {
		if s, ok := first.(*Starred); ok {
			p.errorNode(s, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.comprehensionClauses()
		p.closeBracket(tRbrace)
		return &SetComp{Span: p.span(lbrace.pos), Elt: first, Generators: gens}
	}
	if p.kind() == tComma && p.peekKind(1) == kFor {
		p.errorRange(first.GetSpan().Start, p.cur().end, "did you forget parentheses around the comprehension target?")
	}
	elts := p.moreElements(first, tRbrace)
	return &Set{Span: p.span(lbrace.pos), Elts: elts}
}

// dictValue parses the value after a key's ':'.
func (p *parser) dictValue(colon token) Expr {
	switch p.kind() {
	case tRbrace, tComma:
		p.errorAtToken(colon, "expression expected after dictionary key and ':'")
	case tStar:
		star := p.cur()
		p.advance()
		var v Expr
		if p.try(func() { v = p.bitwiseOr() }) {
			p.errorRange(star.pos, v.GetSpan().End, "cannot use a starred expression in a dictionary value")
		}
		p.errorAtToken(star, "invalid syntax")
	case tDoubleStar:
		star := p.cur()
		p.advance()
		var v Expr
		if p.try(func() { v = p.bitwiseOr() }) {
			p.errorRange(star.pos, v.GetSpan().End, "cannot use dict unpacking in a dictionary value")
		}
		p.errorAtToken(star, "invalid syntax")
	}
	return p.expression()
}

// dictRest parses the remaining items of a dict display. key and value are
// the first item if already parsed.
func (p *parser) dictRest(lbrace token, key, value Expr) Expr {
	d := &Dict{}
	if value != nil {
		d.Keys = append(d.Keys, key)
		d.Values = append(d.Values, value)
		if p.kind() != tRbrace && p.kind() != tComma {
			p.syntaxError()
		}
		if !p.accept(tComma) {
			p.advance()
			d.Span = p.span(lbrace.pos)
			return d
		}
	}
	for p.kind() != tRbrace {
		if p.kind() == tDoubleStar {
			star := p.advance()
			v := p.bitwiseOr()
			if p.kind() == kFor && len(d.Keys) == 0 {
				p.errorAtToken(star, "dict unpacking cannot be used in dict comprehension")
			}
			if p.kind() == tColon {
				p.errorRange(star.pos, v.GetSpan().End, "cannot use dict unpacking in a dictionary key")
			}
			d.Keys = append(d.Keys, nil)
			d.Values = append(d.Values, v)
		} else {
			// CPython parses later keys without its error rules here and
			// then insists on the ':'.
			keyTok := p.cur()
			var k Expr
			p.noInvalid++
			ok := p.try(func() { k = p.expression() })
			p.noInvalid--
			if !ok {
				p.raiseGeneric(keyTok)
			}
			if p.kind() != tColon {
				end := k.GetSpan().End
				e := p.newError("SyntaxError", Pos{end.Line, end.Col - 1}, Pos{}, "':' expected after dictionary key")
				e.EndLine, e.EndCol = end.Line, 0
				p.raise(e)
			}
			colon := p.advance()
			d.Keys = append(d.Keys, k)
			d.Values = append(d.Values, p.dictValue(colon))
		}
		if p.kind() == tRbrace {
			break
		}
		if p.kind() != tComma {
			p.syntaxError()
		}
		p.advance()
	}
	p.advance()
	d.Span = p.span(lbrace.pos)
	return d
}

// comprehensionClauses: (['async'] 'for' star_targets 'in' disjunction ('if' disjunction)*)+.
func (p *parser) comprehensionClauses() []*Comprehension {
	var gens []*Comprehension
	for p.atComprehension() {
		async := p.accept(kAsync)
		kw := p.advance()
		target := p.forTarget(kw, true)
		iter := p.disjunction()
		c := &Comprehension{Target: target, Iter: iter, IsAsync: async}
		for p.accept(kIf) {
			c.Ifs = append(c.Ifs, p.disjunction())
		}
		gens = append(gens, c)
	}
	return gens
}

// atComprehension reports whether a comprehension clause (`for` or
// `async for`) starts here. A stray 'async' where a clause may start is an
// error at the token after it, as in CPython, whose parser consumes the
// 'async' looking for 'for'.
func (p *parser) atComprehension() bool {
	if p.kind() == kAsync && p.peekKind(1) != kFor {
		p.advance()
		p.syntaxError()
	}
	return p.kind() == kFor || p.kind() == kAsync
}

// lastComprehensionItem returns the last expression of the clauses.
func lastComprehensionItem(gens []*Comprehension) Expr {
	g := gens[len(gens)-1]
	if len(g.Ifs) > 0 {
		return g.Ifs[len(g.Ifs)-1]
	}
	return g.Iter
}

func (p *parser) yieldExpr() Expr {
	kw := p.advance()
	if p.accept(kFrom) {
		v := p.expression()
		return &YieldFrom{Span: p.span(kw.pos), Value: v}
	}
	var v Expr
	if p.startsExpression() || p.kind() == tStar {
		v = p.starExpressions()
	}
	return &Yield{Span: p.span(kw.pos), Value: v}
}

func (p *parser) lambdef() Expr {
	kw := p.advance()
	args := p.parameters(true)
	colon := p.expect(tColon)
	if p.inFString > 0 && p.kind() == tFStringMiddle {
		p.errorRange(kw.pos, colon.end, "f-string: lambda expressions are not allowed without parentheses")
	}
	body := p.expression()
	return &Lambda{Span: p.span(kw.pos), Args: args, Body: body}
}

// ---- call arguments ----

// callArguments parses the arguments of a call after '(' (which is lpar),
// up to but not including ')'.
func (p *parser) callArguments(lpar token) ([]Expr, []*Keyword) {
	return p.argList(&lpar)
}

// arguments parses class bases and keywords.
func (p *parser) arguments() ([]Expr, []*Keyword) {
	return p.argList(nil)
}

func (p *parser) argList(lpar *token) ([]Expr, []*Keyword) {
	var args []Expr
	var kws []*Keyword
	sawKeyword, sawDoubleStar := false, false
	var comma token       // the last ',' consumed
	var orderError string // a positional argument after keywords
	defer func() {
		// CPython reports this after parsing all the arguments.
		if orderError != "" && p.err == nil {
			p.errorLast(orderError)
		}
	}()
	for {
		t := p.cur()
		switch {
		case t.kind == tStar:
			p.advance()
			v := p.expression()
			if p.kind() == tEqual {
				p.advance()
				b := p.expression()
				p.errorRange(t.pos, b.GetSpan().End, "cannot assign to iterable argument unpacking")
			}
			if sawDoubleStar {
				p.errorFrom(comma, "iterable argument unpacking follows keyword argument unpacking")
			}
			args = append(args, &Starred{Span: p.span(t.pos), Value: v})
		case t.kind == tDoubleStar:
			p.advance()
			v := p.expression()
			if p.kind() == tEqual {
				p.advance()
				b := p.expression()
				p.errorRange(t.pos, b.GetSpan().End, "cannot assign to keyword argument unpacking")
			}
			kws = append(kws, &Keyword{Span: p.span(t.pos), Value: v})
			sawDoubleStar = true
		case t.kind == tName && p.peekKind(1) == tEqual:
			p.advance()
			eq := p.advance()
			if !p.startsExpression() {
				p.errorRange(t.pos, eq.end, "expected argument value expression")
			}
			v := p.expression()
			if p.kind() == kFor {
				p.errorRange(t.pos, eq.end, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
			}
			kws = append(kws, &Keyword{Span: p.span(t.pos), Name: t.text, Value: v})
			sawKeyword = true
		case (t.kind == kTrue || t.kind == kFalse || t.kind == kNone) && p.peekKind(1) == tEqual:
			p.errorRange(t.pos, p.peek(1).end, "cannot assign to %s", t.kind.String())
		default:
			var e Expr
			if t.kind == tName && p.peekKind(1) == tColonEqual {
				e = p.walrus()
			} else {
				e = p.expression()
			}
			switch p.kind() {
			case tEqual:
				p.errorRange(e.GetSpan().Start, p.cur().end, "expression cannot contain assignment, perhaps you meant \"==\"?")
			case tComma, tRpar, kFor:
			default:
				if !p.atComprehension() {
					p.syntaxError()
				}
			}
			if p.atComprehension() {
				gens := p.comprehensionClauses()
				if lpar == nil || len(args) > 0 || len(kws) > 0 || p.kind() != tRpar {
					p.errorRange(e.GetSpan().Start, lastComprehensionItem(gens).GetSpan().End,
						"Generator expression must be parenthesized")
				}
				e = &GeneratorExp{Span: Span{lpar.pos, p.cur().end}, Elt: e, Generators: gens}
			}
			if sawDoubleStar && orderError == "" {
				orderError = "positional argument follows keyword argument unpacking"
			}
			if sawKeyword && orderError == "" {
				orderError = "positional argument follows keyword argument"
			}
			args = append(args, e)
		}
		if p.kind() != tComma {
			if p.kind() != tRpar {
				p.syntaxError()
			}
			break
		}
		comma = p.advance()
		if p.kind() == tRpar {
			break
		}
	}
	return args, kws
}

// exprName is CPython's _PyPegen_get_expr_name: how error messages call a
// kind of expression.
func exprName(e Expr) string {
	switch x := e.(type) {
	case *Attribute:
		return "attribute"
	case *Subscript:
		return "subscript"
	case *Starred:
		return "starred"
	case *Name:
		return "name"
	case *List:
		return "list"
	case *Tuple:
		return "tuple"
	case *Lambda:
		return "lambda"
	case *Call:
		return "function call"
	case *BoolOp, *BinOp, *UnaryOp:
		return "expression"
	case *GeneratorExp:
		return "generator expression"
	case *Yield, *YieldFrom:
		return "yield expression"
	case *ListComp:
		return "list comprehension"
	case *SetComp:
		return "set comprehension"
	case *DictComp:
		return "dict comprehension"
	case *Dict:
		return "dict literal"
	case *Set:
		return "set display"
	case *JoinedStr, *FormattedValue:
		return "f-string expression"
	case *Constant:
		switch v := x.Value.(type) {
		case nil:
			return "None"
		case bool:
			if v {
				return "True"
			}
			return "False"
		case EllipsisType:
			return "ellipsis"
		}
		return "literal"
	case *Compare:
		return "comparison"
	case *IfExp:
		return "conditional expression"
	case *NamedExpr:
		return "named expression"
	}
	return "expression"
}
