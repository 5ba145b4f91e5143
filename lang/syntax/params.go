package syntax

// Parameter lists of def and lambda.

// parameters parses a parameter list up to (not including) ')' for a def
// or ':' for a lambda. Lambda parameters have no annotations.
func (p *parser) parameters(lambda bool) *Arguments {
	args := &Arguments{}
	end := tRpar
	if lambda {
		end = tColon
	}
	const (
		positional = iota
		keywordOnly
		afterKwarg
	)
	state := positional
	sawDefault, sawSlash, bareStar := false, false, false
	var barePos token
	for p.kind() != end {
		t := p.cur()
		switch t.kind {
		case tSlash:
			switch {
			case state != positional:
				p.errorAtToken(t, "/ must be ahead of *")
			case sawSlash:
				p.errorAtToken(t, "/ may appear only once")
			case len(args.Args) == 0 && p.peekKind(1) == tComma:
				p.errorAtToken(t, "at least one argument must precede /")
			case len(args.Args) == 0:
				p.syntaxError()
			}
			p.advance()
			sawSlash = true
			args.PosOnly, args.Args = args.Args, nil
		case tStar:
			if state == afterKwarg {
				p.errorAtToken(t, "arguments cannot follow var-keyword argument")
			}
			if state == keywordOnly {
				p.errorAtToken(t, "* argument may appear only once")
			}
			p.advance()
			state = keywordOnly
			if p.kind() == tName {
				args.Vararg = p.param(lambda, true)
				if p.kind() == tEqual {
					p.errorAtToken(p.cur(), "var-positional argument cannot have default value")
				}
			} else {
				if p.kind() == end || p.kind() == tComma && (p.peekKind(1) == end || p.peekKind(1) == tDoubleStar) {
					if lambda {
						p.errorLast("named arguments must follow bare *")
					}
					p.errorAtToken(t, "named arguments must follow bare *")
				}
				bareStar, barePos = true, t
			}
		case tDoubleStar:
			if state == afterKwarg {
				p.errorAtToken(t, "arguments cannot follow var-keyword argument")
			}
			p.advance()
			args.Kwarg = p.param(lambda, false)
			if p.kind() == tEqual {
				p.errorAtToken(p.cur(), "var-keyword argument cannot have default value")
			}
			state = afterKwarg
		case tName:
			a := p.param(lambda, false)
			if state == afterKwarg {
				p.errorNode(a, "arguments cannot follow var-keyword argument")
			}
			var def Expr
			if p.kind() == tEqual {
				eq := p.advance()
				if p.kind() == tComma || p.kind() == end {
					p.errorAtToken(eq, "expected default value expression")
				}
				def = p.expression()
			}
			if p.kind() != tComma && p.kind() != end {
				p.syntaxError()
			}
			if state == keywordOnly {
				args.KwOnly = append(args.KwOnly, a)
				args.KwDefaults = append(args.KwDefaults, def)
				break
			}
			if def != nil {
				sawDefault = true
				args.Defaults = append(args.Defaults, def)
			} else if sawDefault {
				p.errorNode(a, "parameter without a default follows parameter with a default")
			}
			args.Args = append(args.Args, a)
		case tLpar:
			p.parenthesizedParams(lambda)
		default:
			p.syntaxError()
		}
		if p.kind() == end {
			break
		}
		if p.kind() != tComma {
			p.syntaxError()
		}
		p.advance()
	}
	if bareStar && len(args.KwOnly) == 0 {
		p.errorAtToken(barePos, "named arguments must follow bare *")
	}
	p.checkDuplicateArgs(args)
	return args
}

// param parses NAME [':' annotation]. A *args annotation may be starred.
func (p *parser) param(lambda, star bool) *Arg {
	name := p.expect(tName)
	a := &Arg{Name: name.text}
	if !lambda && p.accept(tColon) {
		if star {
			a.Annotation = p.starExpression()
		} else {
			a.Annotation = p.expression()
		}
	}
	a.Span = p.span(name.pos)
	return a
}

// parenthesizedParams reports `def f((a, b))`.
func (p *parser) parenthesizedParams(lambda bool) {
	lpar := p.cur()
	m := p.mark()
	defer p.release()
	p.advance()
	for p.kind() == tName {
		p.advance()
		if !p.accept(tComma) {
			break
		}
	}
	if p.kind() == tRpar {
		if lambda {
			p.errorRange(lpar.pos, p.cur().end, "Lambda expression parameters cannot be parenthesized")
		}
		p.errorRange(lpar.pos, p.cur().end, "Function parameters cannot be parenthesized")
	}
	p.reset(m)
	p.syntaxError()
}

// checkDuplicateArgs reports a parameter name used twice. CPython finds
// this in its symbol table pass, after parsing, so the error is deferred.
func (p *parser) checkDuplicateArgs(args *Arguments) {
	seen := make(map[string]bool)
	check := func(a *Arg) {
		if a == nil {
			return
		}
		if seen[a.Name] && p.deferred == nil {
			e := p.newError("SyntaxError", a.Span.Start, a.Span.End,
				"duplicate argument '"+a.Name+"' in function definition")
			e.FromFile, e.LocationOnly = true, true
			p.deferred = e
		}
		seen[a.Name] = true
	}
	for _, a := range args.PosOnly {
		check(a)
	}
	for _, a := range args.Args {
		check(a)
	}
	for _, a := range args.KwOnly {
		check(a)
	}
	check(args.Vararg)
	check(args.Kwarg)
}
