package syntax

// Statements.

func (p *parser) statement() []Stmt {
	switch p.kind() {
	case kDef, tAt, kClass, kIf, kWhile, kFor, kTry, kWith, kAsync:
		return []Stmt{p.compoundStmt()}
	case tIndent, tDedent:
		p.syntaxError()
	case tName:
		if p.cur().text == "match" {
			m, furthest, specific := p.tryMatchStmt()
			if m != nil {
				return []Stmt{m}
			}
			if furthest != nil {
				return p.simpleStmtsAfterMatch(furthest, specific)
			}
		}
	}
	return p.simpleStmts()
}

// typeAlias parses `type Name[TypeParams] = Value` (the soft keyword is
// the current token).
func (p *parser) typeAlias() Stmt {
	kw := p.advance()
	nameTok := p.advance()
	name := &Name{Span: Span{nameTok.pos, nameTok.end}, Id: nameTok.text, Ctx: Store}
	var tps []*TypeParam
	if p.kind() == tLsqb {
		tps = p.typeParams(true, false)
	}
	p.expect(tEqual)
	value := p.expression()
	return &TypeAlias{Span: p.span(kw.pos), Name: name, TypeParams: tps, Value: value}
}

// typeParams parses a type parameter list, '[' included. alias says it
// belongs to a type statement (for the position of the empty-list error),
// def that it belongs to a def.
func (p *parser) typeParams(alias, def bool) []*TypeParam {
	lsqb := p.advance()
	var defTok *token
	if def {
		defTok = &lsqb
	}
	if p.kind() == tRsqb {
		r := p.cur()
		end := r.pos
		if alias {
			end = p.peek(1).pos
		}
		p.errorRange(r.pos, end, "Type parameter list cannot be empty")
	}
	var tps []*TypeParam
	for p.kind() != tRsqb {
		tps = append(tps, p.typeParam(defTok))
		if !p.accept(tComma) {
			break
		}
	}
	p.expect(tRsqb)
	return tps
}

func (p *parser) typeParam(def *token) *TypeParam {
	start := p.cur().pos
	tp := &TypeParam{Kind: TypeVarParam}
	switch {
	case p.accept(tStar):
		tp.Kind = TypeVarTupleParam
	case p.accept(tDoubleStar):
		tp.Kind = ParamSpecParam
	}
	tp.Name = p.expect(tName).text
	if p.kind() == tColon {
		colon := p.advance()
		bound := p.expression()
		switch tp.Kind {
		case TypeVarTupleParam:
			p.errorRange(colon.pos, bound.GetSpan().End, "cannot use bound with TypeVarTuple")
		case ParamSpecParam:
			p.errorRange(colon.pos, bound.GetSpan().End, "cannot use bound with ParamSpec")
		}
		tp.Bound = bound
	}
	if p.accept(tEqual) {
		if tp.Kind == TypeVarTupleParam {
			tp.Default = p.starExpression()
		} else {
			if p.kind() == tStar && def != nil {
				// The list does not parse: CPython's error is that of a
				// def without one.
				p.errorAtToken(*def, "expected '('")
			}
			tp.Default = p.expression()
		}
	}
	tp.Span = p.span(start)
	return tp
}

func (p *parser) simpleStmts() []Stmt {
	var stmts []Stmt
	for {
		stmts = append(stmts, p.simpleStmt())
		if !p.accept(tSemi) || p.kind() == tNewline {
			break
		}
	}
	if p.kind() != tNewline {
		p.syntaxError()
	}
	p.advance()
	return stmts
}

func (p *parser) simpleStmt() Stmt {
	t := p.cur()
	start := t.pos
	if t.kind == tName && t.text == "type" && p.peekKind(1) == tName {
		if k := p.peekKind(2); k == tEqual || k == tLsqb {
			return p.typeAlias()
		}
		// `type NAME` starts no expression statement.
		p.raiseGeneric(p.peek(2))
	}
	switch t.kind {
	case kPass:
		p.advance()
		return &Pass{Span: p.span(start)}
	case kBreak:
		p.advance()
		return &Break{Span: p.span(start)}
	case kContinue:
		p.advance()
		return &Continue{Span: p.span(start)}
	case kReturn:
		p.advance()
		var v Expr
		if p.startsExpression() || p.kind() == tStar {
			v = p.starExpressions()
		}
		return &Return{Span: p.span(start), Value: v}
	case kRaise:
		return p.raiseStmt()
	case kGlobal, kNonlocal:
		p.advance()
		var names []string
		for {
			names = append(names, p.expect(tName).text)
			if !p.accept(tComma) {
				break
			}
		}
		if t.kind == kGlobal {
			return &Global{Span: p.span(start), Names: names}
		}
		return &Nonlocal{Span: p.span(start), Names: names}
	case kDel:
		return p.delStmt()
	case kAssert:
		p.advance()
		test := p.expression()
		var msg Expr
		if p.accept(tComma) {
			msg = p.expression()
		}
		return &Assert{Span: p.span(start), Test: test, Msg: msg}
	case kImport:
		return p.importName()
	case kFrom:
		return p.importFrom()
	}
	return p.exprStmt()
}

func (p *parser) raiseStmt() Stmt {
	start := p.advance()
	var exc, cause Expr
	if p.startsExpression() {
		exc = p.expression()
		if p.accept(kFrom) {
			cause = p.expression()
		}
	}
	return &Raise{Span: p.span(start.pos), Exc: exc, Cause: cause}
}

func (p *parser) delStmt() Stmt {
	start := p.advance()
	var targets []Expr
	for {
		e := p.starExpression()
		targets = append(targets, e)
		if !p.accept(tComma) || p.kind() == tNewline || p.kind() == tSemi {
			break
		}
	}
	for _, e := range targets {
		p.checkTarget(e, delTargets)
		setCtx(e, Del)
	}
	if p.kind() != tNewline && p.kind() != tSemi {
		p.syntaxError()
	}
	return &Delete{Span: p.span(start.pos), Targets: targets}
}

func (p *parser) dottedName() string {
	name := p.expect(tName).text
	for p.kind() == tDot {
		p.advance()
		name += "." + p.expect(tName).text
	}
	return name
}

func (p *parser) importName() Stmt {
	start := p.advance()
	if p.kind() == tNewline {
		p.errorFrom(p.cur(), "Expected one or more names after 'import'")
	}
	var names []*Alias
	for {
		names = append(names, p.alias(true))
		if !p.accept(tComma) {
			break
		}
	}
	if p.kind() == kFrom && p.peekKind(1) == tName {
		p.advance()
		p.dottedName()
		p.cur()
		p.errorFrom(start, "Did you mean to use 'from ... import ...' instead?")
	}
	return &Import{Span: p.span(start.pos), Names: names}
}

func (p *parser) alias(dotted bool) *Alias {
	start := p.cur().pos
	var name string
	if dotted {
		name = p.dottedName()
	} else {
		name = p.expect(tName).text
	}
	a := &Alias{Name: name}
	if p.accept(kAs) {
		a.AsName = p.expect(tName).text
	}
	a.Span = p.span(start)
	return a
}

func (p *parser) importFrom() Stmt {
	start := p.advance()
	level := 0
	for {
		switch p.kind() {
		case tDot:
			level++
		case tEllipsis:
			level += 3
		default:
			goto dots
		}
		p.advance()
	}
dots:
	module := ""
	if p.kind() != kImport || level == 0 {
		module = p.dottedName()
	}
	p.expect(kImport)
	var names []*Alias
	switch p.kind() {
	case tStar:
		t := p.advance()
		names = []*Alias{{Span: Span{t.pos, t.end}, Name: "*"}}
	case tLpar:
		p.advance()
		for {
			names = append(names, p.alias(false))
			if !p.accept(tComma) || p.kind() == tRpar {
				break
			}
		}
		p.expect(tRpar)
	default:
		if p.kind() == tNewline {
			p.errorFrom(p.cur(), "Expected one or more names after 'import'")
		}
		for {
			names = append(names, p.alias(false))
			if !p.accept(tComma) {
				break
			}
			if p.kind() == tNewline {
				p.errorLast("trailing comma not allowed without surrounding parentheses")
			}
		}
	}
	return &ImportFrom{Span: p.span(start.pos), Module: module, Names: names, Level: level}
}

// ---- expression statements and assignments ----

func (p *parser) isAugAssign(k tokKind) (Operator, bool) {
	switch k {
	case tPlusEqual:
		return Add, true
	case tMinEqual:
		return Sub, true
	case tStarEqual:
		return Mult, true
	case tAtEqual:
		return MatMult, true
	case tSlashEqual:
		return Div, true
	case tPercentEqual:
		return Mod, true
	case tAmperEqual:
		return BitAnd, true
	case tVbarEqual:
		return BitOr, true
	case tCircumflexEqual:
		return BitXor, true
	case tLeftShiftEqual:
		return LShift, true
	case tRightShiftEqual:
		return RShift, true
	case tDoubleStarEqual:
		return Pow, true
	case tDoubleSlashEqual:
		return FloorDiv, true
	}
	return 0, false
}

// rhs parses annotated_rhs: a yield expression or star_expressions.
func (p *parser) rhs() Expr {
	if p.kind() == kYield {
		return p.yieldExpr()
	}
	return p.starExpressions()
}

func (p *parser) exprStmt() Stmt {
	startTok := p.cur()
	start := startTok.pos
	first := p.rhs()
	firstParen := p.lastGroup == first
	if _, isName := first.(*Name); p.kind() == tColonEqual && (!isName || firstParen) && isSingle(first, firstParen) {
		// CPython's invalid_named_expression, reached through its
		// invalid_assignment rule.
		m := p.mark()
		p.advance()
		if p.try(func() { p.expression() }) {
			p.errorNode(first, "cannot use assignment expressions with %s", exprName(first))
		}
		p.reset(m)
		p.release()
	}
	switch k := p.kind(); k {
	case tColon:
		return p.annAssign(startTok, first, firstParen)
	case tEqual:
		return p.assign(startTok, first, firstParen)
	default:
		if op, ok := p.isAugAssign(k); ok {
			return p.augAssign(start, first, firstParen, op)
		}
	}
	if p.kind() != tNewline && p.kind() != tSemi {
		p.badExprStmt(startTok, first)
	}
	return &ExprStmt{Span: p.span(start), Value: first}
}

// badExprStmt reports an expression statement followed by junk.
func (p *parser) badExprStmt(startTok token, first Expr) {
	if p.kind() == kIf {
		p.ifWithoutElse(first)
	}
	p.syntaxError()
}

func (p *parser) annAssign(startTok token, target Expr, paren bool) Stmt {
	start := startTok.pos
	simple := false
	switch t := target.(type) {
	case *Name:
		simple = !paren
	case *Attribute, *Subscript:
	case *List:
		p.errorNode(target, "only single target (not list) can be annotated")
	case *Tuple:
		if paren || len(t.Elts) == 0 {
			p.errorNode(target, "only single target (not tuple) can be annotated")
		}
		p.errorNode(t.Elts[0], "only single target (not tuple) can be annotated")
	case *Starred:
		p.syntaxError()
	default:
		colon := p.advance()
		if p.try(func() { p.expression() }) {
			p.errorNode(target, "illegal target for annotation")
		}
		p.raiseGeneric(colon)
	}
	p.advance() // ':'
	ann := p.expression()
	var value Expr
	if p.accept(tEqual) {
		value = p.rhs()
	}
	setCtx(target, Store)
	return &AnnAssign{Span: p.span(start), Target: target, Annotation: ann, Value: value, Simple: simple}
}

func (p *parser) assign(startTok token, first Expr, firstParen bool) Stmt {
	start := startTok.pos
	exprs := []Expr{first}
	starts := []token{startTok}
	valueParen := false
	for p.accept(tEqual) {
		if !p.startsExpression() && p.kind() != tStar && p.kind() != kYield {
			// `targets = <nothing>`: CPython first complains about a bad
			// target.
			for i, t := range exprs {
				if _, ok := t.(*Yield); ok && starts[i].kind == kYield {
					p.errorNode(t, "assignment to yield expression not possible")
				}
				p.checkTarget(t, starTargets)
			}
			p.syntaxError()
		}
		starts = append(starts, p.cur())
		e := p.rhs()
		exprs = append(exprs, e)
		valueParen = p.lastGroup == e
	}
	targets, value := exprs[:len(exprs)-1], exprs[len(exprs)-1]
	for i, t := range targets {
		if _, ok := t.(*Yield); ok && starts[i].kind == kYield {
			p.errorNode(t, "assignment to yield expression not possible")
		}
		if _, ok := t.(*YieldFrom); ok && starts[i].kind == kYield {
			p.errorNode(t, "assignment to yield expression not possible")
		}
		bad := invalidTarget(t, starTargets)
		if bad == nil {
			continue
		}
		if len(targets) == 1 {
			p.equalsHint(first, firstParen, starts[1], value, valueParen)
		}
		p.errorNode(bad, "cannot assign to %s", exprName(bad))
	}
	for _, t := range targets {
		setCtx(t, Store)
	}
	if p.kind() != tNewline && p.kind() != tSemi {
		p.syntaxError()
	}
	return &Assign{Span: p.span(start), Targets: targets, Value: value}
}

// isSingle reports whether e is one expression rather than an
// unparenthesized tuple or starred item.
func isSingle(e Expr, paren bool) bool {
	switch e.(type) {
	case *Tuple, *Starred:
		return paren
	}
	return true
}

// equalsHint reports an invalid `target = value` statement the way CPython's
// invalid_named_expression rule does when it applies: the last element of
// the target list is compared with the value, so CPython suggests '=='.
func (p *parser) equalsHint(target Expr, paren bool, valueStart token, value Expr, valueParen bool) {
	switch valueStart.kind {
	case kNot, kLambda, kYield, tStar, kAwait:
		return // the value does not start with a bitwise_or
	}
	last, lastParen := target, paren
	if t, ok := target.(*Tuple); ok && !paren {
		if p.srcBefore(t.Span.End) == ',' {
			return // a trailing comma: no element is followed by '='
		}
		last = t.Elts[len(t.Elts)-1]
		lastParen = p.srcBefore(last.GetSpan().Start) == '('
	}
	if n, ok := last.(*Name); ok && !lastParen {
		b := value
		if t, ok := b.(*Tuple); ok && !valueParen {
			b = t.Elts[0]
		}
		b = bitwiseOrPrefix(b)
		p.errorRange(n.Span.Start, b.GetSpan().End, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
	}
	if (lastParen || isBitwiseOrLevel(last)) && !startsWithDisplayNode(last) {
		p.errorNode(last, "cannot assign to %s here. Maybe you meant '==' instead of '='?", exprName(last))
	}
}

// srcBefore returns the last source byte before pos that is not white
// space or a line continuation, or 0.
func (p *parser) srcBefore(pos Pos) byte {
	i := p.sc.lineStarts[pos.Line-1] + pos.Col - 1
	for ; i >= 0; i-- {
		switch c := p.src[i]; c {
		case ' ', '\t', '\n', '\\', '\f':
		default:
			return c
		}
	}
	return 0
}

// bitwiseOrPrefix returns the operand at the start of e that the
// bitwise_or rule would match.
func bitwiseOrPrefix(e Expr) Expr {
	for {
		switch x := e.(type) {
		case *Compare:
			e = x.Left
		case *BoolOp:
			e = x.Values[0]
		case *IfExp:
			e = x.Body
		default:
			return e
		}
	}
}

func (p *parser) augAssign(start Pos, target Expr, paren bool, op Operator) Stmt {
	opTok := p.advance()
	var value Expr
	switch target.(type) {
	case *Name, *Attribute, *Subscript:
		value = p.rhs()
	default:
		if !p.try(func() { value = p.rhs() }) {
			p.raiseGeneric(opTok)
		}
		p.errorNode(target, "'%s' is an illegal expression for augmented assignment", exprName(target))
	}
	setCtx(target, Store)
	return &AugAssign{Span: p.span(start), Target: target, Op: op, Value: value}
}

// ---- compound statements ----

func (p *parser) compoundStmt() Stmt {
	switch p.kind() {
	case tAt:
		return p.decorated()
	case kDef:
		return p.funcDef(nil, nil)
	case kClass:
		return p.classDef(nil)
	case kIf:
		return p.ifStmt()
	case kWhile:
		return p.whileStmt()
	case kFor:
		return p.forStmt(nil)
	case kTry:
		return p.tryStmt()
	case kAsync:
		return p.asyncStmt(nil)
	default:
		return p.withStmt(nil)
	}
}

// asyncStmt parses `async def`, `async for` or `async with` (decos are the
// decorators of an async def).
func (p *parser) asyncStmt(decos []Expr) Stmt {
	async := p.advance()
	switch p.kind() {
	case kDef:
		return p.funcDef(decos, &async)
	case kFor:
		if decos == nil {
			return p.forStmt(&async)
		}
	case kWith:
		if decos == nil {
			return p.withStmt(&async)
		}
	}
	p.syntaxError()
	return nil
}

// block parses the body after a compound statement header's ':'. what and
// line describe the header for "expected an indented block" errors.
func (p *parser) block(what string, line int) []Stmt {
	if p.kind() != tNewline {
		return p.simpleStmts()
	}
	p.advance()
	if p.kind() != tIndent {
		p.errorAtTokenKind("IndentationError", p.cur(), "expected an indented block after %s on line %d", what, line)
	}
	p.advance()
	var body []Stmt
	for p.kind() != tDedent && p.kind() != tEOF {
		body = append(body, p.statement()...)
	}
	p.accept(tDedent)
	return body
}

// colon expects the ':' ending a compound statement header; a newline in
// its place gives "expected ':'".
func (p *parser) colon() {
	if p.kind() == tNewline {
		p.errorLast("expected ':'")
	}
	p.expect(tColon)
}

func (p *parser) decorated() Stmt {
	var decos []Expr
	for p.kind() == tAt {
		p.advance()
		decos = append(decos, p.namedExpression())
		p.expect(tNewline)
	}
	switch p.kind() {
	case kDef:
		return p.funcDef(decos, nil)
	case kClass:
		return p.classDef(decos)
	case kAsync:
		return p.asyncStmt(decos)
	}
	p.syntaxError()
	return nil
}

// funcDef parses a def; async is the 'async' token before it, or nil.
func (p *parser) funcDef(decos []Expr, async *token) Stmt {
	def := p.advance()
	start := def.pos
	if async != nil {
		start = async.pos
	}
	name := p.expect(tName).text
	var tps []*TypeParam
	if p.kind() == tLsqb {
		tps = p.typeParams(false, true)
	}
	p.expectForced(tLpar)
	args := p.parameters(false)
	p.expect(tRpar)
	var returns Expr
	if p.kind() == tRarrow {
		arrow := p.cur()
		m := p.mark()
		p.advance()
		if !p.try(func() { returns = p.expression() }) {
			p.reset(m)
			p.errorAtToken(arrow, "expected ':'")
		}
		p.release()
	}
	p.expectForced(tColon)
	body := p.block("function definition", def.pos.Line)
	return &FunctionDef{Span: p.span(start), Name: name, Args: args, Body: body, Decorators: decos, Returns: returns, IsAsync: async != nil, TypeParams: tps}
}

func (p *parser) classDef(decos []Expr) Stmt {
	class := p.advance()
	name := p.expect(tName).text
	var tps []*TypeParam
	if p.kind() == tLsqb {
		tps = p.typeParams(false, false)
	}
	var bases []Expr
	var keywords []*Keyword
	if p.accept(tLpar) {
		if p.kind() != tRpar {
			bases, keywords = p.arguments()
		}
		p.expect(tRpar)
	}
	p.colon()
	body := p.block("class definition", class.pos.Line)
	return &ClassDef{Span: p.span(class.pos), Name: name, Bases: bases, Keywords: keywords, Body: body, Decorators: decos, TypeParams: tps}
}

func (p *parser) ifStmt() Stmt {
	kw := p.advance()
	test := p.namedExpression()
	p.colon()
	what := "'if' statement"
	if kw.kind == kElif {
		what = "'elif' statement"
	}
	body := p.block(what, kw.pos.Line)
	var orelse []Stmt
	switch p.kind() {
	case kElif:
		orelse = []Stmt{p.ifStmt()}
	case kElse:
		orelse = p.elseBlock()
	}
	return &If{Span: p.span(kw.pos), Test: test, Body: body, Orelse: orelse}
}

func (p *parser) elseBlock() []Stmt {
	if p.kind() != kElse {
		return nil
	}
	kw := p.advance()
	p.expectForced(tColon)
	body := p.block("'else' statement", kw.pos.Line)
	return body
}

func (p *parser) whileStmt() Stmt {
	kw := p.advance()
	test := p.namedExpression()
	p.colon()
	body := p.block("'while' statement", kw.pos.Line)
	orelse := p.elseBlock()
	return &While{Span: p.span(kw.pos), Test: test, Body: body, Orelse: orelse}
}

// forStmt parses a for statement; async is the 'async' token before it, or nil.
func (p *parser) forStmt(async *token) Stmt {
	kw := p.advance()
	start := kw.pos
	if async != nil {
		start = async.pos
	}
	target := p.forTarget(kw, false)
	iter := p.starExpressions()
	p.colon()
	body := p.block("'for' statement", kw.pos.Line)
	orelse := p.elseBlock()
	return &For{Span: p.span(start), Target: target, Iter: iter, Body: body, Orelse: orelse, IsAsync: async != nil}
}

// forTarget parses `targets in` after 'for' in a statement or a
// comprehension.
func (p *parser) forTarget(kw token, comprehension bool) Expr {
	m := p.mark()
	var target Expr
	ok := p.try(func() { target = p.starTargets() })
	if ok && p.kind() == kIn {
		p.release()
		p.advance()
		return target
	}
	p.reset(m)
	p.release()
	// As CPython: parse star_expressions to find an invalid target, else
	// complain about the missing 'in'.
	var e Expr
	if p.try(func() { e = p.starExpressions() }) {
		if bad := invalidTarget(e, forTargets); bad != nil {
			p.errorNode(bad, "cannot assign to %s", exprName(bad))
		}
	}
	p.reset(m)
	target = p.starTargets()
	if comprehension {
		p.errorLast("'in' expected after for-loop variables")
	}
	p.syntaxError()
	return nil
}

func (p *parser) tryStmt() Stmt {
	kw := p.advance()
	p.expectForced(tColon)
	body := p.block("'try' statement", kw.pos.Line)
	var handlers []*ExceptHandler
	star := false
	for p.kind() == kExcept {
		isStar := p.peekKind(1) == tStar
		if len(handlers) == 0 {
			star = isStar
		} else if isStar != star {
			kw := p.cur()
			if isStar {
				p.errorRange(kw.pos, p.peek(1).end, "cannot have both 'except' and 'except*' on the same 'try'")
			}
			p.errorAtToken(kw, "cannot have both 'except' and 'except*' on the same 'try'")
		}
		handlers = append(handlers, p.exceptBlock())
	}
	var orelse, finalbody []Stmt
	if len(handlers) > 0 {
		orelse = p.elseBlock()
	}
	if p.kind() == kFinally {
		fkw := p.advance()
		p.expectForced(tColon)
		finalbody = p.block("'finally' statement", fkw.pos.Line)
	}
	if len(handlers) == 0 && finalbody == nil {
		p.errorLast("expected 'except' or 'finally' block")
	}
	return &Try{Span: p.span(kw.pos), Body: body, Handlers: handlers, Orelse: orelse, Finalbody: finalbody, IsStar: star}
}

func (p *parser) exceptBlock() *ExceptHandler {
	kw := p.advance()
	star := p.accept(tStar)
	h := &ExceptHandler{}
	if star && (p.kind() == tColon || p.kind() == tNewline) {
		p.errorAtToken(p.cur(), "expected one or more exception types")
	}
	if p.kind() != tColon {
		if p.kind() == tNewline {
			p.errorLast("expected ':'")
		}
		typTok := p.cur()
		typ := p.expression()
		if p.kind() == tComma {
			p.multipleExceptTypes(typTok, typ)
		}
		h.Type = typ
		if p.accept(kAs) {
			if p.kind() != tName && star {
				p.syntaxError()
			}
			if p.kind() != tName {
				var e Expr
				if p.try(func() { e = p.expression() }) && p.kind() == tColon {
					p.errorNode(e, "cannot use except statement with %s", exprName(e))
				}
				p.syntaxError()
			}
			h.Name = p.advance().text
		}
	}
	p.colon()
	what := "'except' statement"
	if star {
		what = "'except*' statement"
	}
	h.Body = p.block(what, kw.pos.Line)
	h.Span = p.span(kw.pos)
	return h
}

// multipleExceptTypes reports `except A, B:` (3.13 requires parentheses).
func (p *parser) multipleExceptTypes(firstTok token, first Expr) {
	p.advance()
	for p.startsExpression() {
		p.expression()
		if !p.accept(tComma) {
			break
		}
	}
	if p.accept(kAs) {
		p.expect(tName)
	}
	if p.kind() == tColon {
		p.advance()
		p.errorFrom(firstTok, "multiple exception types must be parenthesized")
	}
	p.syntaxError()
}

// withStmt parses a with statement; async is the 'async' token before it, or nil.
func (p *parser) withStmt(async *token) Stmt {
	kw := p.advance()
	start := kw.pos
	if async != nil {
		start = async.pos
	}
	var items []*WithItem
	parenthesized := false
	if p.kind() == tLpar {
		m := p.mark()
		parenthesized = p.try(func() {
			p.advance()
			items = nil
			for {
				items = append(items, p.withItem())
				if !p.accept(tComma) || p.kind() == tRpar {
					break
				}
			}
			p.expect(tRpar)
			if p.kind() != tColon {
				p.syntaxError()
			}
		})
		if !parenthesized {
			p.reset(m)
		}
		p.release()
	}
	if !parenthesized {
		items = nil
		for {
			items = append(items, p.withItem())
			if !p.accept(tComma) {
				break
			}
		}
	}
	p.colon()
	body := p.block("'with' statement", kw.pos.Line)
	return &With{Span: p.span(start), Items: items, Body: body, IsAsync: async != nil}
}

func (p *parser) withItem() *WithItem {
	e := p.expression()
	item := &WithItem{ContextExpr: e}
	if p.accept(kAs) {
		t := p.starTarget()
		switch p.kind() {
		case tComma, tRpar, tColon:
		default:
			p.syntaxError()
		}
		p.checkTarget(t, starTargets)
		setCtx(t, Store)
		item.OptionalVars = t
	}
	return item
}
