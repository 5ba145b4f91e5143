package compiler

import (
	"sort"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

// qualnameFor computes the __qualname__ of a function, class, lambda or
// comprehension defined at the current point (CPython's compiler_set_qualname).
func (c *compiler) qualnameFor(name string, defOrClass bool) string {
	u := c.u
	if u.sc.kind == scopeModule {
		return name
	}
	if defOrClass && u.sc.scopeOf(mangle(u.private, name)) == scGlobalExplicit {
		return name
	}
	base := u.qualname
	if u.sc.kind == scopeFunction {
		base += ".<locals>"
	}
	return base + "." + name
}

func firstLineOf(span syntax.Span, decorators []syntax.Expr) int {
	line := span.Start.Line
	for _, d := range decorators {
		if l := d.GetSpan().Start.Line; l < line {
			line = l
		}
	}
	return line
}

func (c *compiler) checkArgNames(a *syntax.Arguments) {
	for _, list := range [][]*syntax.Arg{a.PosOnly, a.Args, {a.Vararg}, a.KwOnly, {a.Kwarg}} {
		for _, arg := range list {
			if arg != nil && arg.Name == "__debug__" {
				c.fail(arg.Span, "cannot assign to __debug__")
			}
		}
	}
}

// decorators evaluates decorators into consecutive registers and returns
// the first.
func (c *compiler) decorators(ds []syntax.Expr) int {
	base := c.mark()
	for _, d := range ds {
		c.exprTo(d, c.alloc())
	}
	return base
}

// applyDecorators calls the decorators at base (n of them) on the value in
// r[base+n], innermost first, leaving the result in r[base] (or r[base+n]
// when there are none). It returns the result register.
func (c *compiler) applyDecorators(ds []syntax.Expr, base int) int {
	for i := len(ds) - 1; i >= 0; i-- {
		restore := c.at(ds[i])
		c.emit(bytecode.CALL, base+i, base+i, 1)
		restore()
	}
	return base
}

func (c *compiler) funcDef(s *syntax.FunctionDef) {
	if len(s.TypeParams) > 0 {
		c.genericFuncDef(s)
		return
	}
	c.checkArgNames(s.Args)
	dec := c.decorators(s.Decorators)
	fn := c.mark()
	sc := c.st.scopes[s]
	qualname := c.qualnameFor(s.Name, true)
	c.makeFunction(fn, sc, s.Args, s.Returns, func() *bytecode.Code {
		return c.functionBody(sc, s.Name, qualname, firstLineOf(s.Span, s.Decorators), s.Body)
	})
	r := fn
	if len(s.Decorators) > 0 {
		r = c.applyDecorators(s.Decorators, dec)
	}
	c.storeName(s.Name, r, s)
}

func (c *compiler) lambda(e *syntax.Lambda, dst int) {
	c.checkArgNames(e.Args)
	fn := c.mark()
	if c.isTopTemp(dst) {
		fn = dst
		c.release(dst)
	}
	sc := c.st.scopes[e]
	qualname := c.qualnameFor("<lambda>", false)
	c.makeFunction(fn, sc, e.Args, nil, func() *bytecode.Code {
		u := c.pushUnit(sc, "<lambda>", qualname, e.Span.Start.Line)
		u.pos = posOf(e.Body)
		u.walrus = walrusTargets(u, e.Body)
		r := c.expr(e.Body)
		restore := c.at(e.Body)
		c.emit(bytecode.RETURN, r, 0, 0)
		restore()
		return c.popUnit()
	})
	if fn != dst {
		c.emit(bytecode.MOVE, dst, fn, 0)
	}
}

// functionBody compiles the code object of a def.
func (c *compiler) functionBody(sc *scope, name, qualname string, firstLine int, body []syntax.Stmt) *bytecode.Code {
	u := c.pushUnit(sc, name, qualname, firstLine)
	if len(body) > 0 {
		u.pos = posOf(body[0])
	}
	if doc := docstringOf(body); doc != nil {
		u.code.Doc = c.constIndex(cleanDoc(doc.Value.(string)))
		body = body[1:]
	}
	c.tailStmts(body)
	if len(body) > 0 {
		u.pos = posOf(body[len(body)-1])
	}
	c.returnNone()
	return c.popUnit()
}

// makeFunction emits MAKE_FUNCTION into fn, which must be the first free
// register: defaults, keyword defaults and annotations are evaluated in the
// current scope, then the body is compiled by compile.
func (c *compiler) makeFunction(fn int, sc *scope, a *syntax.Arguments, returns syntax.Expr, compile func() *bytecode.Code) {
	c.makeFunctionWith(fn, sc, a, returns, -1, -1, compile)
}

// makeFunctionWith is makeFunction where defaultsReg and kwReg, when not
// -1, hold the defaults tuple and keyword defaults dict already (the
// parameters of a generic def's annotation scope).
func (c *compiler) makeFunctionWith(fn int, sc *scope, a *syntax.Arguments, returns syntax.Expr, defaultsReg, kwReg int, compile func() *bytecode.Code) {
	c.release(fn)
	c.allocN(4)
	flags := 0
	if defaultsReg >= 0 {
		c.emit(bytecode.MOVE, fn, defaultsReg, 0)
		flags |= 1
	} else if len(a.Defaults) > 0 {
		base := c.mark()
		for _, d := range a.Defaults {
			c.exprTo(d, c.alloc())
		}
		c.emit(bytecode.BUILD_TUPLE, fn, base, len(a.Defaults))
		c.release(base)
		flags |= 1
	}
	n := 0
	base := c.mark()
	if kwReg >= 0 {
		c.emit(bytecode.MOVE, fn+1, kwReg, 0)
		flags |= 2
	}
	for i, d := range a.KwDefaults {
		if d == nil || kwReg >= 0 {
			continue
		}
		c.loadConst(c.alloc(), mangle(c.u.private, a.KwOnly[i].Name))
		c.exprTo(d, c.alloc())
		n++
	}
	if n > 0 {
		c.emit(bytecode.BUILD_DICT, fn+1, base, n)
		flags |= 2
	}
	c.release(base)
	if c.annotations(fn+3, a, returns) {
		flags |= 8
	}
	code := compile()
	if len(code.FreeVars) > 0 {
		base := c.mark()
		for _, name := range code.FreeVars {
			r, ok := c.u.cells[name]
			if !ok {
				panic("compiler: no cell for free variable " + name + " of " + code.Qualname)
			}
			c.emit(bytecode.MOVE, c.alloc(), r, 0)
		}
		c.emit(bytecode.BUILD_TUPLE, fn+2, base, len(code.FreeVars))
		c.release(base)
		flags |= 4
	}
	c.emit(bytecode.MAKE_FUNCTION, fn, c.constIndex(code), flags)
	c.release(fn + 1)
}

// annotations builds a function's annotations dict into dst; it reports
// whether there are any.
func (c *compiler) annotations(dst int, a *syntax.Arguments, returns syntax.Expr) bool {
	base := c.mark()
	n := 0
	add := func(name string, ann syntax.Expr) {
		if ann == nil {
			return
		}
		k := c.alloc()
		c.loadConst(k, mangle(c.u.private, name))
		c.annotationTo(ann, c.alloc())
		n++
	}
	for _, list := range [][]*syntax.Arg{a.Args, a.PosOnly, {a.Vararg}, a.KwOnly, {a.Kwarg}} {
		for _, arg := range list {
			if arg != nil {
				add(arg.Name, arg.Annotation)
			}
		}
	}
	add("return", returns)
	if n == 0 {
		return false
	}
	c.emit(bytecode.BUILD_DICT, dst, base, n)
	c.release(base)
	return true
}

func (c *compiler) classDef(s *syntax.ClassDef) {
	if len(s.TypeParams) > 0 {
		c.genericClassDef(s)
		return
	}
	dec := c.decorators(s.Decorators)
	base := c.alloc()
	c.emit(bytecode.LOAD_BUILD_CLASS, base, 0, 0)
	sc := c.st.scopes[s]
	qualname := c.qualnameFor(s.Name, true)
	firstLine := firstLineOf(s.Span, s.Decorators)
	c.makeFunction(base+1, sc, &syntax.Arguments{}, nil, func() *bytecode.Code {
		return c.classBody(s, sc, qualname, firstLine)
	})
	c.loadConst(c.alloc(), s.Name)
	c.checkKeywords(s.Keywords)
	c.emitCall(base, base, 2, s.Bases, s.Keywords)
	r := base
	if len(s.Decorators) > 0 {
		r = c.applyDecorators(s.Decorators, dec)
	}
	c.storeName(s.Name, r, s)
}

func (c *compiler) classBody(s *syntax.ClassDef, sc *scope, qualname string, firstLine int) *bytecode.Code {
	u := c.pushUnit(sc, s.Name, qualname, firstLine)
	u.code.Flags |= bytecode.FlagClass
	u.pos = posOf(s)
	t := c.alloc()
	c.emit(bytecode.LOAD_NAME, t, c.nameIndex("__name__"), 0)
	c.emit(bytecode.STORE_NAME, t, c.nameIndex("__module__"), 0)
	c.loadConst(t, qualname)
	c.emit(bytecode.STORE_NAME, t, c.nameIndex("__qualname__"), 0)
	c.loadConst(t, int64(firstLine))
	c.emit(bytecode.STORE_NAME, t, c.nameIndex("__firstlineno__"), 0)
	if sc.needsClassDict {
		// Annotation scopes in the body see its namespace.
		c.emit(bytecode.LOAD_LOCALS, t, 0, 0)
		c.emit(bytecode.STORE_DEREF, t, u.cells["__classdict__"], 0)
	}
	if len(s.TypeParams) > 0 {
		c.loadNameTo(&syntax.Name{Span: s.Span, Id: ".type_params", Ctx: syntax.Load}, t)
		c.emit(bytecode.STORE_NAME, t, c.nameIndex("__type_params__"), 0)
	}
	c.release(t)
	c.body(s.Body)
	u.pos = bytecode.Pos{}
	attrs := make([]string, 0, len(u.staticAttrs))
	for a := range u.staticAttrs {
		attrs = append(attrs, a)
	}
	sort.Strings(attrs)
	tup := make(bytecode.Tuple, len(attrs))
	for i, a := range attrs {
		tup[i] = a
	}
	t = c.alloc()
	c.loadConst(t, tup)
	c.emit(bytecode.STORE_NAME, t, c.nameIndex("__static_attributes__"), 0)
	if sc.needsClassDict {
		c.emit(bytecode.STORE_NAME, u.cells["__classdict__"], c.nameIndex("__classdictcell__"), 0)
	}
	if sc.needsClassClosure {
		cell := u.cells["__class__"]
		c.emit(bytecode.STORE_NAME, cell, c.nameIndex("__classcell__"), 0)
		c.emit(bytecode.RETURN, cell, 0, 0)
	} else {
		c.loadConst(t, nil)
		c.emit(bytecode.RETURN, t, 0, 0)
	}
	return c.popUnit()
}
