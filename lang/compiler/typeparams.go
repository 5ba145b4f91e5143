package compiler

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

// PEP 695 type parameters and type aliases, compiled as CPython 3.13 does:
// a generic def, class or type alias is built inside an annotation scope,
// a function named "<generic parameters of NAME>" that binds the type
// parameters as its locals and is called at once. Bounds, constraints,
// defaults and type alias values are functions of their own, evaluated
// lazily by the objects that hold them (typing's TypeVar, ParamSpec,
// TypeVarTuple and TypeAliasType, built by CALL_INTRINSIC).

// typeParams creates the type parameters, binds their names in the current
// annotation scope and returns a register holding the tuple of them.
func (c *compiler) typeParams(tps []*syntax.TypeParam) int {
	res := c.allocN(len(tps))
	seenDefault := false
	for i, tp := range tps {
		restore := c.at(tp)
		if tp.Default != nil {
			seenDefault = true
		} else if seenDefault {
			c.fail(tp.Span, "non-default type parameter '%s' follows default type parameter", tp.Name)
		}
		args := c.alloc()
		c.loadConst(args, tp.Name)
		optional := func(e syntax.Expr, role uint8, starred bool) {
			if e == nil {
				c.loadConst(c.alloc(), nil)
				return
			}
			c.lazyFunc(c.mark(), c.st.annot[annotKey{tp, role}], tp.Name, e, starred)
		}
		kind := bytecode.IntrinsicTypeVar
		switch tp.Kind {
		case syntax.TypeVarParam:
			_, constraints := tp.Bound.(*syntax.Tuple)
			if constraints {
				c.loadConst(c.alloc(), nil)
				optional(tp.Bound, annotBound, false)
			} else {
				optional(tp.Bound, annotBound, false)
				c.loadConst(c.alloc(), nil)
			}
		case syntax.ParamSpecParam:
			kind = bytecode.IntrinsicParamSpec
		case syntax.TypeVarTupleParam:
			kind = bytecode.IntrinsicTypeVarTuple
		}
		optional(tp.Default, annotDefault, tp.Kind == syntax.TypeVarTupleParam)
		c.emit(bytecode.CALL_INTRINSIC, res+i, args, kind)
		c.release(args)
		c.storeName(tp.Name, res+i, tp)
		restore()
	}
	out := c.alloc()
	c.emit(bytecode.BUILD_TUPLE, out, res, len(tps))
	return out
}

// lazyFunc makes into dst (the first free register) the function of an
// annotation scope that evaluates e. A starred e (a TypeVarTuple default
// *X) gives the single item that unpacking X yields.
func (c *compiler) lazyFunc(dst int, sc *scope, name string, e syntax.Expr, starred bool) {
	c.makeFunction(dst, sc, &syntax.Arguments{}, nil, func() *bytecode.Code {
		u := c.pushUnit(sc, name, name, e.GetSpan().Start.Line)
		u.pos = posOf(e)
		var r int
		if st, ok := e.(*syntax.Starred); ok && starred {
			v := c.expr(st.Value)
			r = c.alloc()
			c.emit(bytecode.UNPACK_SEQUENCE, r, v, 1)
		} else {
			r = c.expr(e)
		}
		c.emit(bytecode.RETURN, r, 0, 0)
		return c.popUnit()
	})
}

// genericFuncDef compiles `def f[T](...)`: decorators and defaults are
// evaluated here, the function itself in its annotation scope, which
// receives the defaults as parameters and sets __type_params__.
func (c *compiler) genericFuncDef(s *syntax.FunctionDef) {
	c.checkArgNames(s.Args)
	dec := c.decorators(s.Decorators)
	qualname := c.qualnameFor(s.Name, true)
	firstLine := firstLineOf(s.Span, s.Decorators)
	asc := c.st.annot[annotKey{s, annotParams}]
	sc := c.st.scopes[s]
	name := "<generic parameters of " + s.Name + ">"
	fn := c.mark()
	c.makeFunction(fn, asc, &syntax.Arguments{}, nil, func() *bytecode.Code {
		u := c.pushUnit(asc, name, name, firstLine)
		u.pos = posOf(s)
		tp := c.typeParams(s.TypeParams)
		defReg, kwReg := -1, -1
		if r, ok := u.locals[".defaults"]; ok {
			defReg = r
		}
		if r, ok := u.locals[".kwdefaults"]; ok {
			kwReg = r
		}
		f := c.mark()
		c.makeFunctionWith(f, sc, s.Args, s.Returns, defReg, kwReg, func() *bytecode.Code {
			return c.functionBody(sc, s.Name, qualname, firstLine, s.Body)
		})
		c.emit(bytecode.MOVE, c.alloc(), tp, 0)
		c.emit(bytecode.CALL_INTRINSIC, f, f, bytecode.IntrinsicSetTypeParams)
		c.emit(bytecode.RETURN, f, 0, 0)
		return c.popUnit()
	})
	n := 0
	if len(s.Args.Defaults) > 0 {
		base := c.mark()
		for _, d := range s.Args.Defaults {
			c.exprTo(d, c.alloc())
		}
		c.release(base)
		c.emit(bytecode.BUILD_TUPLE, c.alloc(), base, len(s.Args.Defaults))
		n++
	}
	if hasKwDefaults(s.Args) {
		dst := c.alloc()
		base := c.mark()
		k := 0
		for i, d := range s.Args.KwDefaults {
			if d == nil {
				continue
			}
			c.loadConst(c.alloc(), mangle(c.u.private, s.Args.KwOnly[i].Name))
			c.exprTo(d, c.alloc())
			k++
		}
		c.emit(bytecode.BUILD_DICT, dst, base, k)
		c.release(base)
		n++
	}
	c.emit(bytecode.CALL, fn, fn, n)
	c.release(fn + 1)
	r := fn
	if len(s.Decorators) > 0 {
		r = c.applyDecorators(s.Decorators, dec)
	}
	c.storeName(s.Name, r, s)
}

// genericClassDef compiles `class C[T](...)`: the bases, keywords and
// class body are evaluated in the annotation scope, where Generic[T...]
// joins the bases.
func (c *compiler) genericClassDef(s *syntax.ClassDef) {
	dec := c.decorators(s.Decorators)
	qualname := c.qualnameFor(s.Name, true)
	firstLine := firstLineOf(s.Span, s.Decorators)
	asc := c.st.annot[annotKey{s, annotParams}]
	sc := c.st.scopes[s]
	name := "<generic parameters of " + s.Name + ">"
	fn := c.mark()
	c.makeFunction(fn, asc, &syntax.Arguments{}, nil, func() *bytecode.Code {
		u := c.pushUnit(asc, name, name, firstLine)
		u.pos = posOf(s)
		tp := c.typeParams(s.TypeParams)
		c.storeName(".type_params", tp, s)
		gb := c.alloc()
		c.emit(bytecode.CALL_INTRINSIC, gb, tp, bytecode.IntrinsicSubscriptGeneric)
		c.storeName(".generic_base", gb, s)
		base := c.alloc()
		c.emit(bytecode.LOAD_BUILD_CLASS, base, 0, 0)
		c.makeFunction(base+1, sc, &syntax.Arguments{}, nil, func() *bytecode.Code {
			return c.classBody(s, sc, qualname, firstLine)
		})
		c.loadConst(c.alloc(), s.Name)
		c.checkKeywords(s.Keywords)
		bases := append(append([]syntax.Expr(nil), s.Bases...), &syntax.Name{Span: s.Span, Id: ".generic_base", Ctx: syntax.Load})
		c.emitCall(base, base, 2, bases, s.Keywords)
		c.emit(bytecode.RETURN, base, 0, 0)
		return c.popUnit()
	})
	c.emit(bytecode.CALL, fn, fn, 0)
	c.release(fn + 1)
	r := fn
	if len(s.Decorators) > 0 {
		r = c.applyDecorators(s.Decorators, dec)
	}
	c.storeName(s.Name, r, s)
}

// typeAlias compiles `type X[T] = value`.
func (c *compiler) typeAlias(s *syntax.TypeAlias) {
	name := s.Name.Id
	vsc := c.st.annot[annotKey{s, annotValue}]
	build := func(params int) int {
		a := c.alloc()
		c.loadConst(a, name)
		p := c.alloc()
		if params >= 0 {
			c.emit(bytecode.MOVE, p, params, 0)
		} else {
			c.loadConst(p, nil)
		}
		c.lazyFunc(c.mark(), vsc, name, s.Value, false)
		c.emit(bytecode.CALL_INTRINSIC, a, a, bytecode.IntrinsicTypeAlias)
		c.release(a + 1)
		return a
	}
	if len(s.TypeParams) == 0 {
		c.storeName(name, build(-1), s.Name)
		return
	}
	asc := c.st.annot[annotKey{s, annotParams}]
	gname := "<generic parameters of " + name + ">"
	fn := c.mark()
	c.makeFunction(fn, asc, &syntax.Arguments{}, nil, func() *bytecode.Code {
		u := c.pushUnit(asc, gname, gname, s.Span.Start.Line)
		u.pos = posOf(s)
		tp := c.typeParams(s.TypeParams)
		a := build(tp)
		c.emit(bytecode.RETURN, a, 0, 0)
		return c.popUnit()
	})
	c.emit(bytecode.CALL, fn, fn, 0)
	c.release(fn + 1)
	c.storeName(name, fn, s.Name)
}
