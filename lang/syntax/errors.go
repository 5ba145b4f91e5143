package syntax

import (
	"fmt"
	"unicode/utf8"
)

// Error construction. Columns in *Error are 1-based and count characters,
// as SyntaxError.offset does; EndCol is exclusive (SyntaxError.end_offset).

func (p *parser) newError(kind string, start, end Pos, msg string) *Error {
	e := &Error{Kind: kind, Msg: msg, Filename: p.filename, Line: start.Line,
		Col: p.sc.charCol(start.Line, start.Col), Text: p.sc.lineText(start.Line)}
	if start.Line >= p.lastFetched().pos.Line {
		// CPython's text is its tokenizer's current line, newline
		// included; an earlier line is cut from the source without it.
		e.Text = p.sc.lineTextNL(start.Line)
	}
	if end.Line > 0 {
		e.EndLine = end.Line
		e.EndCol = p.sc.charCol(end.Line, end.Col)
		if end.Line != start.Line {
			// CPython converts the end column with the start line's text.
			if text := p.sc.lineText(start.Line); end.Col > len(text) {
				e.EndCol = utf8.RuneCountInString(text) + 1
			} else {
				e.EndCol = p.sc.charCol(start.Line, end.Col)
			}
		}
	}
	return e
}

func (p *parser) raise(e *Error) {
	p.err = e
	p.errFromScanner = false
	// Without error rules a specific diagnostic is just a failed parse.
	p.errGeneric = p.noInvalid > 0
	panic(bailout{})
}

// errorRange reports msg for the source range [start, end).
func (p *parser) errorRange(start, end Pos, msg string, args ...any) {
	if len(args) > 0 {
		msg = fmt.Sprintf(msg, args...)
	}
	p.raise(p.newError("SyntaxError", start, end, msg))
}

// errorNode reports msg at a node (CPython's RAISE_SYNTAX_ERROR_KNOWN_LOCATION).
func (p *parser) errorNode(n Node, msg string, args ...any) {
	s := n.GetSpan()
	p.errorRange(s.Start, s.End, msg, args...)
}

// errorAtToken reports msg at a token.
func (p *parser) errorAtToken(t token, msg string, args ...any) {
	p.errorAtTokenKind("SyntaxError", t, msg, args...)
}

func (p *parser) errorAtTokenKind(kind string, t token, msg string, args ...any) {
	if len(args) > 0 {
		msg = fmt.Sprintf(msg, args...)
	}
	p.raise(p.tokenError(kind, t, msg))
}

// tokenError builds the error msg at token t.
func (p *parser) tokenError(kind string, t token, msg string) *Error {
	if t.noCol {
		// CPython has no column for INDENT, DEDENT and the end marker and
		// reports the tokenizer's position instead, without the usual +1.
		e := p.newError(kind, t.pos, Pos{}, msg)
		e.Col = p.sc.runeCol(t.pos.Line, t.pos.Col)
		e.EndLine, e.EndCol = t.pos.Line, 0
		if t.kind == tIndent || t.kind == tDedent {
			e.EndCol = -1 // as CPython's tokenizer errors
		}
		return e
	}
	return p.newError(kind, t.pos, t.end, msg)
}

// lastFetched returns the furthest token read so far (CPython reports
// errors without a known location there).
func (p *parser) lastFetched() token {
	if len(p.buf) > 0 {
		return p.buf[len(p.buf)-1]
	}
	return p.last
}

// errorLast reports msg at the furthest token read (CPython's
// RAISE_SYNTAX_ERROR).
func (p *parser) errorLast(msg string, args ...any) {
	p.errorAtToken(p.lastFetched(), msg, args...)
}

// errorFrom reports msg from token t to the current tokenizer position
// (CPython's RAISE_SYNTAX_ERROR_STARTING_FROM).
func (p *parser) errorFrom(t token, msg string) {
	last := p.lastFetched()
	e := p.newError("SyntaxError", t.pos, Pos{}, msg)
	e.EndLine = last.end.Line
	e.EndCol = p.sc.runeCol(last.end.Line, last.end.Col)
	p.raise(e)
}

// syntaxError reports a generic error at the current token.
func (p *parser) syntaxError() {
	t := p.cur()
	switch t.kind {
	case tIndent:
		p.errorAtTokenKind("IndentationError", t, "unexpected indent")
	case tDedent:
		p.errorAtTokenKind("IndentationError", t, "unexpected unindent")
	case tEOF:
		// CPython reports the end marker without a column.
		e := p.newError("SyntaxError", t.pos, Pos{}, "invalid syntax")
		e.Col, e.EndLine, e.EndCol = 0, t.pos.Line, 0
		if len(p.sc.src) == 0 {
			// An empty source (eval or single mode) has no line 1.
			e.Line, e.EndLine, e.Text, e.AtLine0 = 0, 0, "", true
		}
		p.raise(e)
	}
	if p.elem.e != nil && p.elem.e.GetSpan().End == p.lastReal.end && p.startsExpression() &&
		p.afterDepth < maxAfterDepth && (p.afterDepth == 0 || t.off > p.afterTok) {
		saved := p.afterTok
		p.afterDepth++
		p.afterTok = t.off
		p.afterExpression(t)
		p.afterDepth--
		p.afterTok = saved
	}
	p.raiseGeneric(t)
}

// maxAfterDepth bounds the nesting of afterExpression's trial parses,
// which could otherwise take exponential time on broken input.
const maxAfterDepth = 3

func (p *parser) raiseGeneric(t token) {
	p.err = p.newError("SyntaxError", t.pos, t.end, "invalid syntax")
	p.errFromScanner = false
	p.errGeneric = true
	panic(bailout{})
}

// elemInfo describes the expression parsed last, for afterExpression.
type elemInfo struct {
	start token   // its first token
	next  tokKind // the kind of the token after start
	e     Expr
}

// afterExpression runs CPython's error-pass rules for an expression a
// (p.elem) followed by another expression at t, where the grammar allows
// neither: invalid_expression ("Perhaps you forgot a comma?" inside
// brackets) and invalid_legacy_expression (`print x`). Parsing the second
// expression may itself raise a more specific error.
func (p *parser) afterExpression(t token) {
	p.noWarn++
	defer func() { p.noWarn-- }()
	el := p.elem
	a := el.e
	name, isName := a.(*Name)
	legacy := isName && (name.Id == "print" || name.Id == "exec") && el.start.kind == tName
	m := p.mark()
	defer p.release()
	if !legacy {
		p.missingComma(el)
		p.reset(m)
	}
	if isName && el.start.kind == tName && el.start.pos == name.Span.Start && t.kind != tLpar {
		var b Expr
		if p.tryGeneric(func() { b = p.legacyOperand() }) && legacy {
			p.errorRange(name.Span.Start, b.GetSpan().End, "Missing parentheses in call to '%s'. Did you mean %s(...)?", name.Id, name.Id)
		}
		p.reset(m)
	}
}

// missingComma is CPython's invalid_expression rule for an expression a
// (el) followed by another expression b: inside brackets it reports
// "Perhaps you forgot a comma?". It consumes tokens.
func (p *parser) missingComma(el elemInfo) {
	a := el.e
	if el.start.kind == tName && (el.next == tString || el.next == tFStringStart || isSoftKeywordPrefix(el.start.text)) {
		return
	}
	if p.lastGroup != a {
		switch a.(type) {
		case *IfExp, *Lambda, *Starred, *NamedExpr:
			return
		}
	}
	// The second expression is parsed without error rules
	// (expression_without_invalid).
	var b Expr
	p.noInvalid++
	p.withoutInvalid++
	ok := p.try(func() { b = p.expression() })
	p.withoutInvalid--
	p.noInvalid--
	if ok && p.last.level > 0 {
		p.errorRange(a.GetSpan().Start, b.GetSpan().End, "invalid syntax. Perhaps you forgot a comma?")
	}
}

// legacyOperand parses star_expressions for invalid_legacy_expression. Its
// first operand was already parsed (and memoized) by CPython without error
// rules, so errors inside it stay generic.
func (p *parser) legacyOperand() Expr {
	start := p.cur().pos
	var first Expr
	if p.kind() == tStar {
		first = p.starExpression()
	} else {
		startTok, next := p.cur(), p.peekKind(1)
		p.noInvalid++
		body := p.disjunction()
		p.noInvalid--
		if p.startsExpression() && p.noInvalid == 0 {
			m := p.mark()
			p.missingComma(elemInfo{startTok, next, body})
			p.reset(m)
			p.release()
		}
		first = p.expressionTail(startTok, next, body)
	}
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

// isSoftKeywordPrefix reports whether CPython 3.13 takes NAME for a soft
// keyword: it compares only the name's length, so any prefix of "_",
// "case", "match" or "type" matches.
func isSoftKeywordPrefix(name string) bool {
	for _, kw := range [...]string{"_", "case", "match", "type"} {
		if len(name) <= len(kw) && kw[:len(name)] == name {
			return true
		}
	}
	return false
}

// tryGeneric is try for CPython's error pass: only generic "invalid syntax"
// failures are caught; specific errors propagate.
func (p *parser) tryGeneric(f func()) (ok bool) {
	depth, fstr, marks, noInv, ad, at := p.depth, p.inFString, p.marks, p.noInvalid, p.afterDepth, p.afterTok
	defer func() {
		p.depth, p.inFString, p.marks, p.noInvalid, p.afterDepth, p.afterTok = depth, fstr, marks, noInv, ad, at
		if r := recover(); r != nil {
			if _, isBail := r.(bailout); !isBail || p.errFromScanner || !p.errGeneric {
				panic(r)
			}
			p.err = nil
			ok = false
		}
	}()
	f()
	return true
}

// try runs f and reports whether it finished without a parser error.
// Scanner errors are not caught.
func (p *parser) try(f func()) (ok bool) {
	depth, fstr, marks, noInv, ad, at := p.depth, p.inFString, p.marks, p.noInvalid, p.afterDepth, p.afterTok
	defer func() {
		p.depth, p.inFString, p.marks, p.noInvalid, p.afterDepth, p.afterTok = depth, fstr, marks, noInv, ad, at
		if r := recover(); r != nil {
			if _, isBail := r.(bailout); !isBail || p.errFromScanner {
				panic(r)
			}
			p.err = nil
			ok = false
		}
	}()
	f()
	return true
}
