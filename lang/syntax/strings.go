package syntax

import "strings"

// String literals, f-strings and implicit concatenation.

// strings parses one or more adjacent string and f-string literals.
func (p *parser) strings() Expr {
	start := p.cur().pos
	var parts []Expr
	for {
		switch p.kind() {
		case tString:
			parts = append(parts, p.stringConstant(p.advance()))
			continue
		case tFStringStart:
			parts = append(parts, p.fstring())
			continue
		}
		break
	}
	return p.concatenate(parts, p.span(start))
}

// literalBody returns the text between the quotes of a string token.
func (p *parser) literalBody(t token) []byte {
	return p.src[t.off+t.prefix+t.quoteLen : t.endOff-t.quoteLen]
}

// stringConstant decodes a str or bytes literal.
func (p *parser) stringConstant(t token) *Constant {
	body := p.literalBody(t)
	c := &Constant{Span: Span{t.pos, t.end}}
	var derr *decodeError
	bad := -1
	switch {
	case t.flags&strBytes != 0:
		var b []byte
		b, bad, derr = decodeBytesEsc(body, t.flags&strRaw != 0)
		c.Value = b
	case t.flags&strRaw != 0:
		c.Value, derr = decodeRawStr(body)
	default:
		c.Value, bad, derr = decodeStrEsc(body)
	}
	if derr != nil {
		p.errorAtToken(t, "%s", derr.msg)
	}
	p.warnEscape(t.off, body, bad, t)
	return c
}

// fstringPiece is a literal part of an f-string waiting to be decoded.
type fstringPiece struct {
	c   *Constant
	raw []byte
	off int // the FSTRING_MIDDLE token's offset
}

// fstring parses FSTRING_START (middle | replacement field)* FSTRING_END.
func (p *parser) fstring() *JoinedStr {
	startTok := p.advance()
	raw := startTok.flags&strRaw != 0
	var values []Expr
	var pieces []fstringPiece
	for {
		switch p.kind() {
		case tFStringMiddle:
			t := p.advance()
			c := &Constant{Span: Span{t.pos, t.end}}
			pieces = append(pieces, fstringPiece{c, []byte(t.text), t.off})
			values = append(values, c)
		case tLbrace:
			values = append(values, p.replacementField()...)
		case tFStringEnd:
			end := p.advance()
			// CPython decodes the literal parts once the f-string is
			// complete and reports errors at its closing quote.
			for _, pc := range pieces {
				var derr *decodeError
				bad := -1
				if raw {
					pc.c.Value, derr = decodeRawStr(pc.raw)
				} else {
					pc.c.Value, bad, derr = decodeStrEsc(pc.raw)
				}
				if derr != nil {
					p.errorAtToken(end, "%s", derr.msg)
				}
				p.warnEscape(pc.off, pc.raw, bad, end)
			}
			out := values[:0]
			for _, v := range values {
				if c, ok := v.(*Constant); ok && c.Value == "" {
					continue
				}
				out = append(out, v)
			}
			return &JoinedStr{Span: Span{startTok.pos, end.end}, Values: out}
		default:
			p.syntaxError()
		}
	}
}

// replacementField parses '{' expr ['='] ['!' conversion] [':' spec] '}'.
// With '=' it returns the debug text constant before the FormattedValue.
func (p *parser) replacementField() []Expr {
	lb := p.advance()
	p.inFString++
	switch k := p.kind(); k {
	case tEqual, tExclamation, tColon, tRbrace:
		p.errorAtToken(p.cur(), "f-string: valid expression required before '%s'", k.String())
	}
	if !p.startsExpression() && p.kind() != kYield && p.kind() != tStar {
		p.errorAtToken(p.cur(), "f-string: expecting a valid expression after '{'")
	}
	value := p.rhs()
	var eq *token
	if p.kind() == tEqual {
		t := p.advance()
		eq = &t
	}
	switch p.kind() {
	case tExclamation, tColon, tRbrace:
	default:
		if eq == nil && p.startsExpression() {
			p.syntaxError()
		}
		if eq != nil {
			p.errorAtToken(p.cur(), "f-string: expecting '!', or ':', or '}'")
		}
		p.errorAtToken(p.cur(), "f-string: expecting '=', or '!', or ':', or '}'")
	}
	conversion := -1
	var convName, bang token
	if p.kind() == tExclamation {
		bang = p.advance()
		switch p.kind() {
		case tColon, tRbrace:
			p.errorAtToken(p.cur(), "f-string: missing conversion character")
		case tName:
		default:
			p.errorAtToken(p.cur(), "f-string: invalid conversion character")
		}
		convName = p.advance()
		if convName.pos != bang.end {
			p.errorRange(bang.pos, convName.end, "f-string: conversion type must come right after the exclamanation mark")
		}
		if c := convName.text; len(c) != 1 || c != "s" && c != "r" && c != "a" {
			p.errorAtToken(convName, "f-string: invalid conversion character '%s': expected 's', 'r', or 'a'", c)
		}
		conversion = int(convName.text[0])
		if p.kind() != tColon && p.kind() != tRbrace {
			p.errorAtToken(p.cur(), "f-string: expecting ':' or '}'")
		}
	}
	var spec Expr
	var colon token
	if p.kind() == tColon {
		colon = p.advance()
		spec = p.formatSpec(colon)
	}
	if p.kind() != tRbrace {
		if spec != nil {
			p.errorAtToken(p.cur(), "f-string: expecting '}', or format specs")
		}
		p.errorAtToken(p.cur(), "f-string: expecting '}'")
	}
	rb := p.advance()
	p.inFString--
	fv := &FormattedValue{Span: Span{lb.pos, rb.end}, Value: value, Conversion: conversion, FormatSpec: spec}
	if eq == nil {
		return []Expr{fv}
	}
	if conversion < 0 && spec == nil {
		fv.Conversion = 'r'
	}
	// The debug text runs from after '{' to the conversion, spec or '}'.
	var endTok token
	endPos := rb.pos
	switch {
	case conversion >= 0:
		endTok = bang
		endPos = Pos{convName.pos.Line, convName.pos.Col - 1}
	case spec != nil:
		endTok = colon
		endPos = colon.pos
	default:
		endTok = rb
	}
	text := stripDebugComments(string(p.src[lb.endOff:endTok.off]))
	debug := &Constant{Span: Span{Pos{lb.pos.Line, lb.pos.Col + 1}, endPos}, Value: text}
	return []Expr{debug, fv}
}

// stripDebugComments removes '#' comments from a multi-line debug
// expression text as CPython does (naively: a '#' inside a string counts).
func stripDebugComments(s string) string {
	if strings.IndexByte(s, '#') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '#' {
			for i < len(s) && s[i] != '\n' {
				i++
			}
			if i < len(s) {
				b.WriteByte('\n')
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// formatSpec parses the items of a format spec after its ':'.
func (p *parser) formatSpec(colon token) Expr {
	var items []Expr
	for {
		switch p.kind() {
		case tFStringMiddle:
			t := p.advance()
			v, bad, derr := decodeStrEsc([]byte(t.text))
			if derr != nil {
				p.errorAtToken(t, "%s", derr.msg)
			}
			p.warnEscape(t.off, []byte(t.text), bad, t)
			if v != "" {
				items = append(items, &Constant{Span: Span{t.pos, t.end}, Value: v})
			}
			continue
		case tLbrace:
			items = append(items, p.replacementField()...)
			continue
		}
		break
	}
	span := p.span(colon.pos)
	if len(items) == 0 || len(items) == 1 {
		if _, ok := itemsConst(items); ok || len(items) == 0 {
			return &JoinedStr{Span: span, Values: items}
		}
	}
	return p.concatenate(items, span)
}

func itemsConst(items []Expr) (*Constant, bool) {
	if len(items) != 1 {
		return nil, false
	}
	c, ok := items[0].(*Constant)
	return c, ok
}

// concatenate joins adjacent literals (CPython's
// _PyPegen_concatenate_strings): plain strings fold into one Constant, and
// with any f-string the result is a JoinedStr whose adjacent constants are
// merged and whose empty constants are dropped.
func (p *parser) concatenate(parts []Expr, span Span) Expr {
	fstring, unicode, bytesFound := false, false, false
	for _, e := range parts {
		switch x := e.(type) {
		case *Constant:
			if _, ok := x.Value.([]byte); ok {
				bytesFound = true
			} else {
				unicode = true
			}
		default:
			fstring = true
		}
	}
	if (unicode || fstring) && bytesFound {
		p.errorLast("cannot mix bytes and nonbytes literals")
	}
	if bytesFound {
		var b []byte
		for _, e := range parts {
			b = append(b, e.(*Constant).Value.([]byte)...)
		}
		if b == nil {
			b = []byte{}
		}
		return &Constant{Span: span, Value: b}
	}
	if !fstring && len(parts) == 1 {
		return parts[0]
	}
	var flat []Expr
	for _, e := range parts {
		if j, ok := e.(*JoinedStr); ok {
			flat = append(flat, j.Values...)
		} else {
			flat = append(flat, e)
		}
	}
	var values []Expr
	for i := 0; i < len(flat); i++ {
		c, ok := flat[i].(*Constant)
		if !ok {
			values = append(values, flat[i])
			continue
		}
		if i+1 < len(flat) {
			if _, next := flat[i+1].(*Constant); next {
				var sb strings.Builder
				last := c
				j := i
				for ; j < len(flat); j++ {
					cj, isConst := flat[j].(*Constant)
					if !isConst {
						break
					}
					sb.WriteString(cj.Value.(string))
					last = cj
				}
				i = j - 1
				c = &Constant{Span: Span{c.Span.Start, last.Span.End}, Value: sb.String()}
			}
		}
		if fstring && c.Value == "" {
			continue
		}
		values = append(values, c)
	}
	if !fstring {
		return values[0]
	}
	return &JoinedStr{Span: span, Values: values}
}
