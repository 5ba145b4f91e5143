package syntax

import (
	"bytes"
	"strings"
)

// The parser is a hand-written recursive-descent parser for the Python 3.13
// grammar (Grammar/python.gram) without PEP 695 type parameters. It follows
// the PEG grammar's choices so that the tree, node positions and the common
// error messages match CPython's.
//
// Errors are raised by panicking with bailout and recovered in Parse and
// ParseExpr; no other panic is expected to escape.
//
// Some checks that CPython makes after parsing are left to the compiler:
// 'break' outside loop, 'continue' not properly in loop, 'return' or
// 'yield' outside function, starred assignment targets outside a list or
// tuple, nonlocal at module level, and so on.

// maxDepth bounds the recursion of unbracketed nesting (not, unary
// operators, **, lambda, conditional expressions). CPython 3.13 gives up at
// about the same depth ("Parser stack overflowed").
const maxDepth = 5900

// bailout is the panic value used to abandon parsing after an error.
type bailout struct{}

type parser struct {
	sc       *scanner
	filename string
	src      []byte

	buf  []token // fetched tokens; buf[head] is the current one
	head int
	last token // the last consumed token
	// lastReal is the last consumed token other than NEWLINE, INDENT,
	// DEDENT and the end marker: nodes end there, as in CPython.
	lastReal token
	marks    int // active marks: consumed tokens are kept for reset
	// lastGroup is the expression most recently returned by a parenthesized
	// group or tuple atom: right after parsing e, e == lastGroup tells that
	// e was written in parentheses.
	lastGroup Expr

	depth int
	err   *Error
	// errFromScanner marks p.err as the scanner's.
	errFromScanner bool
	elem           elemInfo // the expression parsed last
	// errGeneric marks p.err as a plain "invalid syntax".
	errGeneric bool
	// noInvalid > 0 turns CPython's error rules off: specific diagnostics
	// become plain failures (expression_without_invalid).
	noInvalid int
	// afterDepth and afterTok track afterExpression's nested trial parses.
	afterDepth int
	afterTok   int
	// deferred is an error CPython finds after parsing (in its symbol
	// table); it is reported only if parsing succeeds.
	deferred *Error
	// fstring is the nesting of f-string replacement fields being parsed.
	inFString int
	// warnSeen holds the offsets of the literals warned about (see
	// warnEscape); noWarn > 0 silences the warnings of the error-reporting
	// trial parses.
	warnSeen map[int]bool
	noWarn   int
	// withoutInvalid > 0 inside CPython's expression_without_invalid in
	// its error pass, which does warn.
	withoutInvalid int
	// matchNoColon is set by a `match x` line that parsed as an expression
	// statement: CPython's error pass reports it as "expected ':'" when
	// the module fails to parse (see finalError).
	matchNoColon bool
}

// Parse parses a whole module (exec mode). The source is UTF-8; a leading
// BOM is skipped and coding declarations are ignored.
func Parse(filename string, src []byte) (*Module, error) {
	return ParseWarn(filename, src, nil)
}

// ParseExpr parses a single expression (eval mode), like compile(src,
// filename, "eval"): a comma-separated list becomes a Tuple; surrounding
// blank lines are allowed, but not an indented first line (the eval
// builtin strips leading spaces and tabs itself).
func ParseExpr(filename string, src []byte) (Expr, error) {
	return ParseExprWarn(filename, src, nil)
}

func newParser(filename string, src []byte) (*parser, error) {
	src = normalizeSource(src)
	if i := bytes.IndexByte(src, 0); i >= 0 {
		sc := newScanner(filename, src)
		line := sc.lineOf(i)
		// CPython shows the line up to the NUL, without a caret.
		text, _, _ := strings.Cut(sc.lineText(line), "\x00")
		return nil, &Error{Kind: "SyntaxError", Msg: "source code cannot contain null bytes", Filename: filename,
			Line: line, Text: text}
	}
	return &parser{sc: newScanner(filename, src), filename: filename, src: src}, nil
}

// NoAddedNewline adjusts err, an error parsing src in eval or single
// mode: CPython's tokenizer appends a newline only to exec input, so in
// those modes an error on a last line without one shows no newline.
func NoAddedNewline(err error, src []byte) error {
	e, ok := err.(*Error)
	if !ok || len(src) == 0 || src[len(src)-1] == '\n' || src[len(src)-1] == '\r' || e.FromFile {
		return err
	}
	if e.Line == bytes.Count(normalizeSource(src), []byte("\n")) {
		e.Text = strings.TrimSuffix(e.Text, "\n")
	}
	return err
}

// normalizeSource drops a UTF-8 BOM, turns \r\n and \r into \n and makes
// sure the text ends with a newline, as CPython's string tokenizer does.
func normalizeSource(src []byte) []byte {
	src = bytes.TrimPrefix(src, []byte("\xEF\xBB\xBF"))
	if bytes.IndexByte(src, '\r') >= 0 {
		out := make([]byte, 0, len(src)+1)
		for i := 0; i < len(src); i++ {
			c := src[i]
			if c == '\r' {
				if i+1 < len(src) && src[i+1] == '\n' {
					continue
				}
				c = '\n'
			}
			out = append(out, c)
		}
		src = out
	}
	if len(src) > 0 && src[len(src)-1] != '\n' {
		src = append(src[:len(src):len(src)], '\n')
	}
	return src
}

// run calls f and turns a bailout into the error to report.
func (p *parser) run(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			err = p.finalError()
		}
	}()
	f()
	return nil
}

// finalError picks the error to report, as CPython does: a tokenizer error
// found later in the source beats a parser error, and so does a bracket
// opened on an earlier line that is never closed.
func (p *parser) finalError() *Error {
	e := p.err
	if p.matchNoColon && !p.errFromScanner && !pass1Error(e) {
		// CPython's second pass meets invalid_match_stmt (`match x`
		// NEWLINE) before the statement that failed, and reports it at
		// the furthest token the first pass read.
		e = p.tokenError("SyntaxError", p.lastFetched(), "expected ':'")
		p.err, p.errGeneric = e, false
	}
	if p.errFromScanner || e.Msg == "unexpected indent" || e.Msg == "unexpected unindent" {
		return e
	}
	lastLine := p.lastFetched().pos.Line
	for {
		t := p.sc.next()
		if t.kind == tEOF {
			break
		}
		if t.kind == tError {
			if p.sc.errStrong {
				return p.sc.err
			}
			if len(p.sc.parens) > 0 && p.sc.eofInParens {
				// EOF inside brackets: CPython reports the bracket only if it
				// was opened before the line of the last token it read.
				top := p.sc.parens[len(p.sc.parens)-1]
				if lastLine > top.line {
					return p.sc.err
				}
			}
			break
		}
	}
	return e
}

// pass1Error reports whether CPython raises e in its first parser pass
// (from an action, not an error rule), before any error rule can run.
func pass1Error(e *Error) bool {
	switch {
	case e.Kind == "MemoryError",
		strings.HasSuffix(e.Msg, "number required in complex literal"),
		strings.HasPrefix(e.Msg, "Exceeds the limit"),
		strings.HasPrefix(e.Msg, "f-string"),
		strings.HasPrefix(e.Msg, "too many nested"):
		return true
	}
	return false
}

// ---- tokens ----

func (p *parser) fill(n int) {
	for len(p.buf)-p.head <= n {
		t := p.sc.next()
		if t.kind == tError {
			p.err = p.sc.err
			p.errFromScanner = true
			panic(bailout{})
		}
		p.buf = append(p.buf, t)
	}
}

// cur returns the current token.
func (p *parser) cur() token {
	p.fill(0)
	return p.buf[p.head]
}

func (p *parser) kind() tokKind {
	p.fill(0)
	return p.buf[p.head].kind
}

// peek returns the token n places after the current one.
func (p *parser) peek(n int) token {
	p.fill(n)
	return p.buf[p.head+n]
}

func (p *parser) peekKind(n int) tokKind { return p.peek(n).kind }

// advance consumes the current token and returns it.
func (p *parser) advance() token {
	p.fill(0)
	t := p.buf[p.head]
	p.head++
	if p.head == len(p.buf) && p.marks == 0 {
		p.buf = p.buf[:0]
		p.head = 0
	}
	p.last = t
	if t.kind > tDedent {
		p.lastReal = t
	}
	return t
}

// marker is a saved parser position.
type marker struct {
	head           int
	last, lastReal token
}

// mark saves the position; consumed tokens are kept until release so that
// reset can return to it.
func (p *parser) mark() marker {
	p.marks++
	return marker{p.head, p.last, p.lastReal}
}

func (p *parser) reset(m marker) { p.head, p.last, p.lastReal = m.head, m.last, m.lastReal }

func (p *parser) release() { p.marks-- }

// accept consumes the current token if it has kind k.
func (p *parser) accept(k tokKind) bool {
	if p.kind() == k {
		p.advance()
		return true
	}
	return false
}

// expect consumes a token of kind k or reports invalid syntax.
func (p *parser) expect(k tokKind) token {
	if p.kind() != k {
		p.syntaxError()
	}
	return p.advance()
}

// expectForced consumes a token of kind k or reports "expected 'k'" at the
// current token (CPython's &&'k').
func (p *parser) expectForced(k tokKind) token {
	if p.kind() != k {
		p.errorAtToken(p.cur(), "expected '"+k.String()+"'")
	}
	return p.advance()
}

func (p *parser) isName(s string) bool {
	t := p.cur()
	return t.kind == tName && t.text == s
}

// span returns the span from start to the end of the last consumed token.
func (p *parser) span(start Pos) Span { return Span{start, p.lastReal.end} }

// enter guards against runaway recursion.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		// CPython's parser runs out of its stack here and says so with
		// a MemoryError, not a SyntaxError.
		p.raise(&Error{Kind: "MemoryError", Msg: "Parser stack overflowed - Python source too complex to parse", Filename: p.filename})
	}
}

func (p *parser) leave() { p.depth-- }

// ---- module structure ----

func (p *parser) file() *Module {
	var body []Stmt
	for p.kind() != tEOF {
		body = append(body, p.statement()...)
	}
	return &Module{Body: body}
}

func (p *parser) evalInput() Expr {
	for p.kind() == tNewline {
		p.advance()
	}
	start := p.cur().pos
	first := p.expression()
	e := first
	if p.kind() == tComma {
		elts := []Expr{first}
		for p.accept(tComma) {
			if !p.startsExpression() {
				break
			}
			elts = append(elts, p.expression())
		}
		e = &Tuple{Span: p.span(start), Elts: elts}
	}
	for p.kind() == tNewline {
		p.advance()
	}
	if p.kind() != tEOF {
		p.syntaxError()
	}
	return e
}
