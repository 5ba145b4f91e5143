package compiler

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

// async/await. An await is GET_AWAITABLE (the iterator to drive) followed
// by YIELD_FROM, the same suspension a `yield from` uses; async for and
// async with are for and with whose __anext__, __aenter__ and __aexit__
// results are awaited. Code containing them is always a coroutine or async
// generator (FlagGenerator plus FlagCoroutine or FlagAsyncGenerator).

// What GET_AWAITABLE awaits (its C operand), for the error messages.
const (
	awaitExpr   = 0
	awaitAenter = 1
	awaitAexit  = 2
)

// await awaits the value in register v, leaving the result in dst.
func (c *compiler) await(dst, v, what int) {
	m := c.mark()
	t := c.alloc()
	c.emit(bytecode.GET_AWAITABLE, t, v, what)
	c.emit(bytecode.YIELD_FROM, dst, t, 0)
	c.release(m)
}

// inAsyncFunction reports whether the current code is an async def's.
func (c *compiler) inAsyncFunction() bool {
	return c.u.sc.kind == scopeFunction && c.u.sc.asyncDef
}

// awaitExpr compiles `await e.Value` into dst.
func (c *compiler) awaitExpr(e *syntax.Await, dst int) {
	u := c.u
	// Inside an inlined comprehension the symbol table has already
	// checked that the enclosing code is an async function.
	if len(u.comps) == 0 {
		if !u.sc.kind.functionLike() {
			c.fail(e.Span, "'await' outside function")
		}
		if !c.inAsyncFunction() && !u.sc.kind.isComprehension() {
			c.fail(e.Span, "'await' outside async function")
		}
	}
	v := c.expr(e.Value)
	c.await(dst, v, awaitExpr)
}

// asyncForStmt compiles `async for`:
//
//	    it = aiter(iter)
//	loop:                         (region -> handler)
//	    t = anext awaitable of it
//	    target = yield from t
//	    body; jump loop
//	handler:
//	    END_ASYNC_FOR e           (re-raises anything but StopAsyncIteration)
//	    else body
func (c *compiler) asyncForStmt(s *syntax.For) {
	u := c.u
	if !c.inAsyncFunction() {
		c.fail(s.Span, "'async for' outside async function")
	}
	it := c.alloc()
	restore := c.at(s.Iter)
	c.getAIter(s.Iter, it)
	restore()
	loop, end := newLabel(), newLabel()
	u.flow = u.flow.without(c.deletedLocals(s.Body))
	entry := u.flow.clone()
	c.bind(loop)
	m := c.mark()
	restore = c.at(s.Iter)
	reg := c.asyncNext(it, s.Target)
	restore()
	c.release(m)
	c.forBody(s, loop, end, entry, func() { c.endAsyncFor(reg) })
}

// asyncNext emits the head of an async for loop over the async iterator in
// register it: await its __anext__() and store the value in target. The
// returned region covers the await; its handler must be placed with
// endAsyncFor.
func (c *compiler) asyncNext(it int, target syntax.Expr) *region {
	reg := c.openRegion()
	t := c.alloc()
	c.emit(bytecode.GET_ANEXT, t, it, 0)
	if r, ok := c.fastTarget(target); ok {
		c.emit(bytecode.YIELD_FROM, r, t, 0)
		c.closeRegion(reg)
		c.flowAssign(r)
		return reg
	}
	v := c.alloc()
	c.emit(bytecode.YIELD_FROM, v, t, 0)
	c.closeRegion(reg)
	c.store(target, v)
	return reg
}

// endAsyncFor places the handler of an async for's region: the loop ends
// on StopAsyncIteration, and execution goes on after it.
func (c *compiler) endAsyncFor(reg *region) {
	m := c.mark()
	e := c.alloc()
	c.bind(reg.target)
	reg.reg = e
	c.emit(bytecode.END_ASYNC_FOR, e, 0, 0)
	c.release(m)
}

// getAIter evaluates e and puts its asynchronous iterator in dst.
func (c *compiler) getAIter(e syntax.Expr, dst int) {
	m := c.mark()
	r := dst
	if _, ok := e.(*syntax.Name); ok {
		r = c.expr(e)
	} else {
		c.exprTo(e, dst)
	}
	restore := c.at(e)
	c.emit(bytecode.GET_AITER, dst, r, 0)
	restore()
	c.release(m)
}
