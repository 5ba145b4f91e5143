package compiler

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

type compParts struct {
	gens       []*syntax.Comprehension
	elt, value syntax.Expr
	name       string
	build      bytecode.Opcode
}

func compPartsOf(e syntax.Expr) compParts {
	switch e := e.(type) {
	case *syntax.ListComp:
		return compParts{e.Generators, e.Elt, nil, "<listcomp>", bytecode.BUILD_LIST}
	case *syntax.SetComp:
		return compParts{e.Generators, e.Elt, nil, "<setcomp>", bytecode.BUILD_SET}
	case *syntax.DictComp:
		return compParts{e.Generators, e.Key, e.Value, "<dictcomp>", bytecode.BUILD_DICT}
	case *syntax.GeneratorExp:
		return compParts{e.Generators, e.Elt, nil, "<genexpr>", 0}
	}
	panic("compiler: not a comprehension")
}

// comprehension compiles a list/set/dict comprehension or generator
// expression into dst (a temporary).
func (c *compiler) comprehension(e syntax.Expr, dst int) {
	sc := c.st.scopes[e]
	p := compPartsOf(e)
	if sc.inlined {
		c.inlineComprehension(e, sc, p, dst)
		return
	}
	// A nested function taking the outermost iterator as .0.
	fn := c.mark()
	if c.isTopTemp(dst) {
		fn = dst
	}
	qualname := c.qualnameFor(p.name, false)
	c.makeFunction(fn, sc, &syntax.Arguments{}, nil, func() *bytecode.Code {
		u := c.pushUnit(sc, p.name, qualname, e.GetSpan().Start.Line)
		u.pos = posOf(e)
		u.walrus = walrusTargets(u, e)
		if sc.kind == scopeGenExpr {
			c.compLoops(p, 0, 0, func() {
				v := c.expr(p.elt)
				t := c.alloc()
				// The yield is at the element, as in CPython: a traceback
				// of an exception thrown in points there.
				restore := c.at(p.elt)
				c.emit(bytecode.YIELD, t, v, 0)
				restore()
			})
			c.returnNone()
		} else {
			acc := c.alloc()
			c.emit(p.build, acc, 0, 0)
			c.compLoops(p, 0, 0, func() { c.compAppend(p, acc) })
			c.emit(bytecode.RETURN, acc, 0, 0)
		}
		return c.popUnit()
	})
	it := c.alloc()
	c.compIter(p.gens[0], it)
	c.emit(bytecode.CALL, dst, fn, 1)
	if sc.coroutine && sc.kind != scopeGenExpr {
		// An asynchronous list, set or dict comprehension: the call
		// returns a coroutine.
		c.await(dst, dst, awaitExpr)
	}
}

// compIter evaluates the iterable of clause g into dst as an iterator, or
// an asynchronous iterator for an `async for` clause.
func (c *compiler) compIter(g *syntax.Comprehension, dst int) {
	restore := c.at(g.Iter)
	if g.IsAsync {
		c.getAIter(g.Iter, dst)
	} else {
		c.getIter(g.Iter, dst)
	}
	restore()
}

func (c *compiler) compAppend(p compParts, acc int) {
	m := c.mark()
	switch p.build {
	case bytecode.BUILD_LIST:
		v := c.expr(p.elt)
		c.emit(bytecode.LIST_APPEND, acc, v, 0)
	case bytecode.BUILD_SET:
		v := c.expr(p.elt)
		c.emit(bytecode.SET_ADD, acc, v, 0)
	case bytecode.BUILD_DICT:
		k := c.expr(p.elt)
		v := c.expr(p.value)
		c.emit(bytecode.DICT_SET, acc, k, v)
	}
	c.release(m)
}

// compLoops emits the nested loops of clauses i.. ; clause i iterates the
// iterator in register it0 when i == 0.
func (c *compiler) compLoops(p compParts, i, it0 int, body func()) {
	m := c.mark()
	defer c.release(m)
	g := p.gens[i]
	it := it0
	if i > 0 {
		it = c.alloc()
		c.compIter(g, it)
	}
	loop, end := newLabel(), newLabel()
	c.bind(loop)
	restore := c.at(g.Iter)
	var async *region
	if g.IsAsync {
		async = c.asyncNext(it, g.Target)
		restore()
	} else if r, ok := c.fastTarget(g.Target); ok {
		c.ref(end, c.emit(bytecode.FOR_ITER, r, it, 0), 2)
		restore()
		c.flowAssign(r)
	} else {
		v := c.alloc()
		c.ref(end, c.emit(bytecode.FOR_ITER, v, it, 0), 2)
		restore()
		c.store(g.Target, v)
		c.release(v)
	}
	var vars []int
	if n := len(c.u.comps); n > 0 {
		// An inlined comprehension's clause: locals() shows its variables
		// from here to the end of its loop.
		vars = c.noteCompVars(c.u.comps[n-1], g.Target)
	}
	for _, cond := range g.Ifs {
		c.jumpIf(cond, false, loop)
	}
	if i+1 < len(p.gens) {
		c.compLoops(p, i+1, 0, body)
	} else {
		body()
	}
	c.ref(loop, c.emit(bytecode.JUMP, 0, 0, 0), 0)
	if async != nil {
		c.endAsyncFor(async)
	}
	c.bind(end)
	for _, i := range vars {
		c.u.code.CompVars[i].End = int32(len(c.u.instrs))
	}
}

// noteCompVars records the variables target binds in the inlined
// comprehension cc as starting at the next instruction, and returns their
// indexes in CompVars.
func (c *compiler) noteCompVars(cc *compCtx, target syntax.Expr) []int {
	var out []int
	var walk func(t syntax.Expr)
	walk = func(t syntax.Expr) {
		switch t := t.(type) {
		case *syntax.Name:
			name := mangle(c.u.private, t.Id)
			if r, ok := cc.vars[name]; ok {
				out = append(out, len(c.u.code.CompVars))
				c.u.code.CompVars = append(c.u.code.CompVars, bytecode.CompVar{Start: int32(len(c.u.instrs)), Reg: int32(r), Name: name})
			}
		case *syntax.Tuple:
			for _, x := range t.Elts {
				walk(x)
			}
		case *syntax.List:
			for _, x := range t.Elts {
				walk(x)
			}
		case *syntax.Starred:
			walk(t.Value)
		}
	}
	walk(target)
	return out
}

// inlineComprehension compiles a comprehension into the enclosing code
// (PEP 709): its iteration variables live in hidden temporaries.
func (c *compiler) inlineComprehension(e syntax.Expr, sc *scope, p compParts, dst int) {
	u := c.u
	it := c.alloc()
	c.compIter(p.gens[0], it)
	c.emit(p.build, dst, 0, 0)
	cc := &compCtx{sc: sc, vars: map[string]int{}}
	for _, name := range sc.order {
		if sym := sc.syms[name]; sym.scope == scLocal && sym.flags&defParam == 0 {
			cc.vars[name] = c.alloc()
		}
	}
	u.comps = append(u.comps, cc)
	u.condDepth++
	c.compLoops(p, 0, it, func() { c.compAppend(p, dst) })
	u.condDepth--
	u.comps = u.comps[:len(u.comps)-1]
}

// getIter evaluates e and puts iter(e) in dst.
func (c *compiler) getIter(e syntax.Expr, dst int) {
	m := c.mark()
	r := dst
	if k, ok := iterConst(e); ok {
		c.loadConst(dst, k)
	} else if _, ok := e.(*syntax.Name); ok {
		r = c.expr(e)
	} else {
		c.exprTo(e, dst)
	}
	restore := c.at(e)
	c.emit(bytecode.GET_ITER, dst, r, 0)
	restore()
	c.release(m)
}
