package syntax

// Assignment, deletion and loop targets.

type targetsKind uint8

const (
	starTargets targetsKind = iota
	delTargets
	forTargets
)

// invalidTarget returns the first part of e that cannot be a target (CPython's
// _PyPegen_get_invalid_target), or nil if e is a valid target.
func invalidTarget(e Expr, kind targetsKind) Expr {
	switch x := e.(type) {
	case *List:
		for _, el := range x.Elts {
			if bad := invalidTarget(el, kind); bad != nil {
				return bad
			}
		}
		return nil
	case *Tuple:
		for _, el := range x.Elts {
			if bad := invalidTarget(el, kind); bad != nil {
				return bad
			}
		}
		return nil
	case *Starred:
		if kind == delTargets {
			return e
		}
		return invalidTarget(x.Value, kind)
	case *Compare:
		// `for a in b` parsed as an expression is a comparison: look at its
		// left operand.
		if kind == forTargets {
			if x.Ops[0] == In {
				return invalidTarget(x.Left, kind)
			}
			return nil
		}
		return e
	case *Name, *Subscript, *Attribute:
		return nil
	}
	return e
}

// checkTarget reports "cannot assign to ..." or "cannot delete ..." if e is
// not a valid target.
func (p *parser) checkTarget(e Expr, kind targetsKind) {
	bad := invalidTarget(e, kind)
	if bad == nil {
		return
	}
	if kind == delTargets {
		p.errorNode(bad, "cannot delete %s", exprName(bad))
	}
	p.errorNode(bad, "cannot assign to %s", exprName(bad))
}

// setCtx marks a (valid) target as assigned or deleted.
func setCtx(e Expr, ctx Ctx) {
	switch x := e.(type) {
	case *Name:
		x.Ctx = ctx
	case *Attribute:
		x.Ctx = ctx
	case *Subscript:
		x.Ctx = ctx
	case *Starred:
		x.Ctx = ctx
		setCtx(x.Value, ctx)
	case *List:
		x.Ctx = ctx
		for _, el := range x.Elts {
			setCtx(el, ctx)
		}
	case *Tuple:
		x.Ctx = ctx
		for _, el := range x.Elts {
			setCtx(el, ctx)
		}
	}
}

// starTarget parses one target: ['*'] operand.
func (p *parser) starTarget() Expr {
	if p.kind() == tStar {
		star := p.advance()
		if p.kind() == tStar {
			p.syntaxError()
		}
		v := p.starTarget()
		return &Starred{Span: p.span(star.pos), Value: v}
	}
	return p.bitwiseOr()
}

// starTargets parses the targets of a for loop: star_target (','
// star_target)* [','], validated and marked Store.
func (p *parser) starTargets() Expr {
	start := p.cur().pos
	first := p.starTarget()
	var t Expr = first
	if p.kind() == tComma {
		elts := []Expr{first}
		for p.accept(tComma) {
			if !p.startsExpression() && p.kind() != tStar {
				break
			}
			elts = append(elts, p.starTarget())
		}
		t = &Tuple{Span: p.span(start), Elts: elts}
	}
	p.checkTarget(t, starTargets)
	setCtx(t, Store)
	return t
}
