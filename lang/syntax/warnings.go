package syntax

import (
	"errors"
	"fmt"
)

// SyntaxWarnings. CPython's tokenizer and parser warn about an invalid
// escape sequence in a str or bytes literal ("invalid escape sequence
// '\d'", "invalid octal escape sequence '\777'": the first one of each
// literal, or of each literal part of an f-string), about "\{" and "\}" in
// an f-string, and about a number directly followed by a keyword ("invalid
// decimal literal" for 1if). Each goes through
// warnings.warn_explicit(msg, SyntaxWarning, filename, line); when the
// warnings filters turn it into an exception, it becomes a SyntaxError at
// the literal (or at the tokenizer's position) instead.
//
// ParseWarn and ParseExprWarn collect them while parsing and hand them to
// a WarnFunc afterwards, in the order CPython emits them (the tokenizer's
// when it reads the token, the parser's when it decodes the literal), also
// when the source then fails to parse.

// Warning is one SyntaxWarning of the parser or tokenizer.
type Warning struct {
	Msg  string
	Line int    // the line warnings.warn_explicit is given
	Err  *Error // the SyntaxError reported when the warning is an error

	fromParser bool // an escape warning of the parser (else the tokenizer's)
}

// WarnFunc receives a SyntaxWarning: msg and the line it is reported at.
// It returns nil to go on, ErrWarningAsError when the warning was raised
// as an exception (the SyntaxWarning filter is "error"), which the caller
// reports as a SyntaxError at the warning's location, or any other error
// (an exception from the warnings machinery), which is reported as is.
type WarnFunc func(msg string, line int) error

// ErrWarningAsError is what a WarnFunc returns when the warning must
// become a SyntaxError.
var ErrWarningAsError = errors.New("SyntaxWarning raised as an error")

// ParseWarn is Parse that reports the SyntaxWarnings to warn (nil: none).
// They are emitted before the result is returned, also when parsing fails;
// a warning turned into an error replaces the result.
func ParseWarn(filename string, src []byte, warn WarnFunc) (*Module, error) {
	p, err := newParser(filename, src)
	if err != nil {
		return nil, err
	}
	if warn != nil {
		p.enableWarnings()
	}
	var mod *Module
	err = p.run(func() { mod = p.file() })
	if werr := p.emitWarnings(warn); werr != nil {
		return nil, werr
	}
	if err != nil {
		return nil, err
	}
	if p.deferred != nil {
		return nil, p.deferred
	}
	return mod, nil
}

// ParseExprWarn is ParseExpr that reports the SyntaxWarnings to warn.
func ParseExprWarn(filename string, src []byte, warn WarnFunc) (Expr, error) {
	p, err := newParser(filename, src)
	if err != nil {
		return nil, err
	}
	if warn != nil {
		p.enableWarnings()
	}
	var e Expr
	err = p.run(func() { e = p.evalInput() })
	if werr := p.emitWarnings(warn); werr != nil {
		return nil, werr
	}
	if err != nil {
		return nil, NoAddedNewline(err, src)
	}
	if p.deferred != nil {
		return nil, p.deferred
	}
	return e, nil
}

func (p *parser) enableWarnings() {
	p.sc.warns = &[]Warning{}
	p.warnSeen = map[int]bool{}
}

// emitWarnings passes the warnings collected to warn in order and
// returns the error that ends the parse, if any. A tokenizer warning
// raised as an error is a tokenizer error: it is the result. A parser
// warning raised as an error is a parser error, which CPython reports
// only after tokenizing the rest of the source: the tokenizer's later
// warnings are still emitted, and a later tokenizer error (or one of
// those warnings raised as an error) is reported instead.
//
// The parser may read literals past the point where CPython's first pass
// stops in an invalid program (`f(a=1, "\d")`), and warn where CPython
// does not; warnings are emitted in the order recorded.
func (p *parser) emitWarnings(warn WarnFunc) error {
	if p.sc.warns == nil {
		return nil
	}
	for i := 0; i < len(*p.sc.warns); i++ {
		w := (*p.sc.warns)[i]
		err := warn(w.Msg, w.Line)
		if err == nil {
			continue
		}
		if !errors.Is(err, ErrWarningAsError) {
			return err
		}
		if !w.fromParser {
			return w.Err
		}
		if p.sc.err == nil {
			for {
				if t := p.sc.next(); t.kind == tEOF || t.kind == tError {
					break
				}
			}
		}
		for _, later := range (*p.sc.warns)[i+1:] {
			if later.fromParser {
				continue
			}
			if err := warn(later.Msg, later.Line); err != nil {
				if errors.Is(err, ErrWarningAsError) {
					return later.Err
				}
				return err
			}
		}
		if p.sc.err != nil {
			if p.sc.errStrong {
				return p.sc.err
			}
			if len(p.sc.parens) > 0 && p.sc.eofInParens && w.Line > p.sc.parens[len(p.sc.parens)-1].line {
				return p.sc.err
			}
		}
		return w.Err
	}
	return nil
}

// warnEscape records the warning about the first invalid escape sequence
// of a literal (body[first] follows its backslash; first < 0: none),
// reported at token t. key identifies the literal, so that a literal the
// parser reads again after backtracking warns once, as CPython's memoized
// parse does. CPython's second (error-reporting) pass, which afterExpression
// plays, warns only in the parts it parses without its error rules.
func (p *parser) warnEscape(key int, body []byte, first int, t token) {
	if first < 0 || p.sc.warns == nil {
		return
	}
	errorPass := p.noWarn > 0
	if errorPass && p.withoutInvalid == 0 {
		return
	}
	if p.warnSeen[key] {
		return
	}
	c := body[first]
	if (t.kind == tFStringMiddle || t.kind == tFStringEnd) && (c == '{' || c == '}') {
		return // the tokenizer has warned about "\{" already
	}
	msg := escapeWarning(body, first)
	*p.sc.warns = append(*p.sc.warns, Warning{Msg: msg, Line: t.pos.Line, Err: p.tokenError("SyntaxError", t, msg),
		fromParser: true})
	p.warnSeen[key] = true
}

// warnAt records a tokenizer warning on line with the tokenizer's column
// (the characters read on the line so far) for its SyntaxError.
func (s *scanner) warnAt(line, col int, format string, args ...any) {
	if s.warns == nil {
		return
	}
	msg := fmt.Sprintf(format, args...)
	e := &Error{Kind: "SyntaxError", Msg: msg, Filename: s.filename, Line: line, Col: col,
		EndLine: line, EndCol: col, Text: s.lineText(line)}
	*s.warns = append(*s.warns, Warning{Msg: msg, Line: line, Err: e})
}
