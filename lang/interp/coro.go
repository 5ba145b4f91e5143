package interp

import (
	"fmt"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Coroutines and async generators are Generators (generator.go) of another
// kind: their frames suspend in the same YIELD / YIELD_FROM instructions.
// An await is GET_AWAITABLE + YIELD_FROM, so everything an awaited object
// yields passes straight through to whoever drives the outermost coroutine
// with send(). In an async generator a YIELD is the generator's own yield:
// the asend/athrow awaitable that drives it turns that value into its
// result (StopIteration(value)), where a YIELD_FROM (an await) passes its
// value through.

// awaitIter is implemented by the builtin awaitable iterators defined here
// (coroutine_wrapper, async_generator_asend/athrow, anext_awaitable), which
// a YIELD_FROM drives without going through their Python methods.
type awaitIter interface {
	rt.Object
	// step resumes with a value sent in or an exception thrown in. It
	// returns the value to yield (done false) or the result the await
	// finished with (done true).
	step(send rt.Value, throw error) (v rt.Value, done bool, err error)
	// closeIter is the object's close().
	closeIter() (rt.Value, error)
}

// delegateStep advances the iterator sub of an await or yield from once,
// sending send or throwing throw into it.
func (in *Interp) delegateStep(sub rt.Value, send rt.Value, throw error) (v rt.Value, done bool, err error) {
	vm := in.vm
	if throw != nil {
		if e := rt.AsException(throw); e != nil && e.Class().IsSubclass(rt.GeneratorExitType) {
			// close() the sub-iterator, then raise GeneratorExit here.
			if g, ok := vm.Get0(sub).(*Generator); ok {
				if _, err := in.closeGen(g); err != nil {
					return rt.Unbound, false, err
				}
			} else if cl, ok, err := vm.GetAttrOpt(sub, "close"); err != nil {
				return rt.Unbound, false, err
			} else if ok {
				if _, err := vm.Call(cl, nil, nil); err != nil {
					return rt.Unbound, false, err
				}
			}
			return rt.Unbound, false, throw
		}
	}
	switch o := vm.Get0(sub).(type) {
	case *Generator:
		v, yielded, err := in.resume(o, send, throw)
		if err != nil {
			return rt.Unbound, false, err
		}
		return v, !yielded, nil
	case awaitIter:
		return o.step(send, throw)
	}
	if throw != nil {
		e := rt.AsException(throw)
		th, ok, err := vm.GetAttrOpt(sub, "throw")
		if err != nil {
			return rt.Unbound, false, err
		}
		if !ok || e == nil {
			return rt.Unbound, false, throw
		}
		r, err := vm.Call(th, []rt.Value{e.Self()}, nil)
		return in.subResult(r, err)
	}
	if send == rt.None {
		if it, ok := vm.Get0(sub).(rt.Iterator); ok && vm.ClassOf(sub).Builtin {
			v, ok, err := it.Next(vm)
			if err != nil {
				return rt.Unbound, false, err
			}
			if !ok {
				return rt.None, true, nil
			}
			return v, false, nil
		}
		r, found, err := vm.CallDunder(sub, "__next__")
		if !found {
			return rt.Unbound, false, vm.TypeError("'%s' object is not an iterator", vm.TypeName(sub))
		}
		return in.subResult(r, err)
	}
	r, err := vm.CallMethod(sub, "send", send)
	return in.subResult(r, err)
}

// ---- opcodes ----

// asyncOp runs GET_AWAITABLE, GET_AITER, GET_ANEXT and ASYNC_WITH_ENTER,
// returning the value for r[A].
func (in *Interp) asyncOp(regs []rt.Value, ins *bytecode.Instr) (rt.Value, error) {
	switch ins.Op {
	case bytecode.GET_AWAITABLE:
		return in.getAwaitable(regs[ins.B], int(ins.C))
	case bytecode.GET_AITER:
		return in.getAIter(regs[ins.B])
	case bytecode.GET_ANEXT:
		return in.getANext(regs[ins.B])
	default: // ASYNC_WITH_ENTER
		return in.asyncWithEnter(regs, int(ins.B))
	}
}

// isCoroutine reports whether v is a coroutine or a generator made
// awaitable by types.coroutine.
func (in *Interp) isCoroutine(v rt.Value) bool {
	g, ok := in.vm.Get0(v).(*Generator)
	return ok && (g.kind == kindCoroutine || g.kind == kindGenerator && g.code.Flags&bytecode.FlagIterableCoroutine != 0)
}

// isIterator reports whether v has a __next__.
func (in *Interp) isIterator(v rt.Value) bool {
	vm := in.vm
	if g, ok := vm.Get0(v).(*Generator); ok {
		return g.kind == kindGenerator
	}
	if _, ok := vm.Get0(v).(rt.Iterator); ok && vm.ClassOf(v).Builtin {
		return true
	}
	f, ok := vm.ClassOf(v).Lookup(vm, "__next__")
	return ok && f != rt.None
}

// awaitable returns the iterator that awaiting v drives: a coroutine
// itself, or what v.__await__() returns. what is GET_AWAITABLE's C operand.
func (in *Interp) awaitable(v rt.Value, what int) (rt.Value, error) {
	vm := in.vm
	if in.isCoroutine(v) {
		return v, nil
	}
	cls := vm.ClassOf(v)
	f, ok := cls.Lookup(vm, "__await__")
	if !ok || f == rt.None {
		switch what {
		case 1:
			return rt.Unbound, vm.TypeError("'async with' received an object from __aenter__ that does not implement __await__: %s", cls.Name)
		case 2:
			return rt.Unbound, vm.TypeError("'async with' received an object from __aexit__ that does not implement __await__: %s", cls.Name)
		}
		return rt.Unbound, vm.TypeError("object %s can't be used in 'await' expression", cls.Name)
	}
	r, _, err := vm.CallDunder(v, "__await__")
	if err != nil {
		return rt.Unbound, err
	}
	if in.isCoroutine(r) {
		return rt.Unbound, vm.TypeError("__await__() returned a coroutine")
	}
	if !in.isIterator(r) {
		return rt.Unbound, vm.TypeError("__await__() returned non-iterator of type '%s'", vm.TypeName(r))
	}
	return r, nil
}

// getAwaitable is GET_AWAITABLE.
// A coroutine, the common case (awaiting a call of an async def), is
// looked up once and returned itself without awaitable's second lookup.
func (in *Interp) getAwaitable(v rt.Value, what int) (rt.Value, error) {
	if g, ok := in.vm.Get0(v).(*Generator); ok {
		if g.kind == kindCoroutine {
			if in.awaitedBy(g) != rt.None {
				return rt.Unbound, in.vm.NewError(rt.RuntimeErrorType, "coroutine is being awaited already")
			}
			return v, nil
		}
		if g.kind == kindGenerator && g.code.Flags&bytecode.FlagIterableCoroutine != 0 {
			return v, nil
		}
	}
	return in.awaitable(v, what)
}

// awaitedBy returns what a suspended generator is awaiting (or yielding
// from), or None.
func (in *Interp) awaitedBy(g *Generator) rt.Value {
	fr := g.fr
	if fr.done || !g.started || g.running || fr.PC >= len(fr.Code.Instrs) {
		return rt.None
	}
	if ins := fr.Code.Instrs[fr.PC]; ins.Op == bytecode.YIELD_FROM {
		return fr.Regs[ins.B]
	}
	return rt.None
}

// getAIter is GET_AITER.
func (in *Interp) getAIter(v rt.Value) (rt.Value, error) {
	vm := in.vm
	r, found, err := vm.CallDunder(v, "__aiter__")
	if !found {
		return rt.Unbound, vm.TypeError("'async for' requires an object with __aiter__ method, got %s", vm.TypeName(v))
	}
	if err != nil {
		return rt.Unbound, err
	}
	if f, ok := vm.ClassOf(r).Lookup(vm, "__anext__"); !ok || f == rt.None {
		return rt.Unbound, vm.TypeError("'async for' received an object from __aiter__ that does not implement __anext__: %s", vm.TypeName(r))
	}
	return r, nil
}

// getANext is GET_ANEXT: the awaitable iterator of it.__anext__().
func (in *Interp) getANext(it rt.Value) (rt.Value, error) {
	vm := in.vm
	if g, ok := vm.Get0(it).(*Generator); ok && g.kind == kindAsyncGen {
		return in.newAgAwait(g, agASend, rt.None, nil), nil
	}
	r, found, err := vm.CallDunder(it, "__anext__")
	if !found {
		return rt.Unbound, vm.TypeError("'async for' requires an iterator with __anext__ method, got %s", vm.TypeName(it))
	}
	if err != nil {
		return rt.Unbound, err
	}
	aw, err := in.awaitable(r, 0)
	if err != nil {
		outer := vm.NewError(rt.TypeErrorType, fmt.Sprintf("'async for' received an invalid object from __anext__: %s", vm.TypeName(r)))
		if cause := rt.AsException(err); cause != nil {
			x := rt.AsException(outer)
			x.Cause, x.Context, x.SuppressContext = cause.Self(), cause.Self(), true
		}
		return rt.Unbound, outer
	}
	return aw, nil
}

// asyncWithEnter is ASYNC_WITH_ENTER.
func (in *Interp) asyncWithEnter(regs []rt.Value, b int) (rt.Value, error) {
	vm := in.vm
	mgr := regs[b]
	cls := vm.ClassOf(mgr)
	enter, ok := cls.Lookup(vm, "__aenter__")
	if !ok {
		return rt.Unbound, vm.TypeError("'%s' object does not support the asynchronous context manager protocol", cls.Name)
	}
	enter, err := vm.BindSpecial(enter, mgr, cls)
	if err != nil {
		return rt.Unbound, err
	}
	exit, ok := cls.Lookup(vm, "__aexit__")
	if !ok {
		return rt.Unbound, vm.TypeError("'%s' object does not support the asynchronous context manager protocol (missed __aexit__ method)", cls.Name)
	}
	// Special methods: the type's, not the instance's (as WITH_ENTER).
	if regs[b+1], err = vm.BindSpecial(exit, mgr, cls); err != nil {
		return rt.Unbound, err
	}
	return vm.Call(enter, nil, nil)
}

// endAsyncFor is END_ASYNC_FOR: nil when exc ends the loop, else the
// exception to re-raise.
func (in *Interp) endAsyncFor(exc rt.Value) error {
	if e, ok := in.vm.Get0(exc).(*rt.Exception); ok && e.Class().IsSubclass(rt.StopAsyncIterationType) {
		return nil
	}
	return in.asError(exc)
}

// getYieldFromIter is GET_YIELD_FROM_ITER in frame fr.
func (in *Interp) getYieldFromIter(fr *Frame, v rt.Value) (rt.Value, error) {
	vm := in.vm
	if g, ok := vm.Get0(v).(*Generator); ok {
		switch g.kind {
		case kindGenerator:
			return v, nil
		case kindCoroutine:
			if fr.Code.Flags&(bytecode.FlagCoroutine|bytecode.FlagIterableCoroutine) == 0 {
				return rt.Unbound, vm.TypeError("cannot 'yield from' a coroutine object in a non-coroutine generator")
			}
			return v, nil
		}
	}
	return vm.Iter(v)
}

// ---- coroutine ----

// coroWrapper is the iterator coroutine.__await__() returns.
type coroWrapper struct {
	rt.Head
	coro rt.Value
	g    *Generator
}

// Trace implements rt.Object.
func (w *coroWrapper) Trace(t *rt.Tracer) { t.Mark(w.coro) }

func (w *coroWrapper) step(send rt.Value, throw error) (rt.Value, bool, error) {
	v, yielded, err := w.g.in.resume(w.g, send, throw)
	return v, !yielded, err
}

func (w *coroWrapper) closeIter() (rt.Value, error) { return w.g.in.closeGen(w.g) }

// ---- async generator ----

// agAwait is the awaitable of async_generator.asend() / __anext__()
// (op agASend), athrow() (agAThrow) and aclose() (agAClose).
type agAwait struct {
	rt.Head
	gen   rt.Value
	g     *Generator
	op    uint8
	state uint8
	val   rt.Value   // asend: the value to send first
	args  []rt.Value // athrow: the arguments (typ[, val[, tb]])
}

const (
	agASend = iota
	agAThrow
	agAClose
)

// agAwait states.
const (
	awaitInit = iota
	awaitStarted
	awaitClosed
)

// Trace implements rt.Object.
func (a *agAwait) Trace(t *rt.Tracer) {
	t.Mark(a.gen)
	t.Mark(a.val)
	t.MarkAll(a.args)
}

func (in *Interp) newAgAwait(g *Generator, op uint8, val rt.Value, args []rt.Value) rt.Value {
	var a *agAwait
	fl := &in.genFree
	if a, fl.awaits = takeBlock(fl.awaits); a != nil {
		fl.taken++
		*a = agAwait{gen: g.Self(), g: g, op: op, val: val, args: args}
	} else {
		a = &agAwait{gen: g.Self(), g: g, op: op, val: val, args: args}
	}
	cls := rt.AsyncGenASendType
	if op != agASend {
		cls = rt.AsyncGenAThrowType
	}
	rt.InitHead(a, cls)
	return in.vm.AllocRecyclable(a)
}

// Recycle implements rt.Recycler: the sweep found a dead; its memory
// serves the next asend or athrow (one per item of an async for).
func (a *agAwait) Recycle() {
	if a.g == nil || a.g.in == nil {
		return
	}
	fl := a.g.in.genFreeForSweep()
	*a = agAwait{}
	fl.awaits = putBlock(fl.awaits, a)
}

func (a *agAwait) closeIter() (rt.Value, error) {
	a.state = awaitClosed
	return rt.None, nil
}

// wrapped reports whether the async generator's last suspension was its
// own yield (not an await inside it).
func (g *Generator) wrapped() bool {
	fr := g.fr
	return !fr.done && fr.PC < len(fr.Code.Instrs) && fr.Code.Instrs[fr.PC].Op == bytecode.YIELD
}

// unwrap interprets what resuming the async generator gave for asend and
// athrow: its own yield finishes the awaitable with that value, a return
// raises StopAsyncIteration, an await inside it passes its value through.
func (a *agAwait) unwrap(v rt.Value, yielded bool, err error) (rt.Value, bool, error) {
	g := a.g
	vm := g.in.vm
	if err == nil && !yielded {
		err = vm.NewExceptionObj(rt.StopAsyncIterationType, nil)
	}
	if err != nil {
		if rt.ExceptionMatches(err, rt.StopAsyncIterationType) || rt.ExceptionMatches(err, rt.GeneratorExitType) {
			g.agClosed = true
		}
		g.runningAsync = false
		a.state = awaitClosed
		return rt.Unbound, false, err
	}
	if g.wrapped() {
		g.runningAsync = false
		a.state = awaitClosed
		return v, true, nil
	}
	return v, false, nil
}

func (a *agAwait) step(send rt.Value, throw error) (rt.Value, bool, error) {
	if a.op == agASend {
		return a.stepSend(send, throw)
	}
	return a.stepThrow(send, throw)
}

func (a *agAwait) stepSend(send rt.Value, throw error) (rt.Value, bool, error) {
	g := a.g
	in := g.in
	vm := in.vm
	if a.state == awaitClosed {
		return rt.Unbound, false, vm.NewError(rt.RuntimeErrorType, "cannot reuse already awaited __anext__()/asend()")
	}
	if a.state == awaitInit {
		if g.runningAsync {
			a.state = awaitClosed
			return rt.Unbound, false, vm.NewError(rt.RuntimeErrorType, "anext(): asynchronous generator is already running")
		}
		if throw == nil && send == rt.None {
			send = a.val
		}
		a.state = awaitStarted
	}
	g.runningAsync = true
	v, yielded, err := in.resume(g, send, throw)
	return a.unwrap(v, yielded, err)
}

func (a *agAwait) stepThrow(send rt.Value, throw error) (rt.Value, bool, error) {
	g := a.g
	in := g.in
	vm := in.vm
	name := "athrow"
	if a.op == agAClose {
		name = "aclose"
	}
	if a.state == awaitClosed {
		return rt.Unbound, false, vm.NewError(rt.RuntimeErrorType, "cannot reuse already awaited aclose()/athrow()")
	}
	if g.fr.done && throw == nil {
		a.state = awaitClosed
		return rt.None, true, nil
	}
	if a.state == awaitInit {
		if g.runningAsync {
			a.state = awaitClosed
			return rt.Unbound, false, vm.NewError(rt.RuntimeErrorType, name+"(): asynchronous generator is already running")
		}
		if throw == nil {
			if g.agClosed {
				a.state = awaitClosed
				return rt.Unbound, false, vm.NewExceptionObj(rt.StopAsyncIterationType, nil)
			}
			if send != rt.None {
				return rt.Unbound, false, vm.NewError(rt.RuntimeErrorType, "can't send non-None value to a just-started coroutine")
			}
		}
		a.state = awaitStarted
		g.runningAsync = true
		if throw == nil {
			// The first step throws the awaitable's own exception in.
			if a.op == agAClose {
				g.agClosed = true
				throw = vm.NewExceptionObj(rt.GeneratorExitType, nil)
			} else {
				exc, err := in.throwArgs(a.args)
				if err != nil {
					g.runningAsync = false
					a.state = awaitClosed
					return rt.Unbound, false, err
				}
				throw = exc
			}
		}
		send = rt.None
	}
	v, yielded, err := in.resume(g, send, throw)
	if a.op == agAThrow {
		return a.unwrap(v, yielded, err)
	}
	// aclose(): the generator must not yield a value of its own.
	if err == nil && yielded && g.wrapped() {
		g.runningAsync = false
		a.state = awaitClosed
		return rt.Unbound, false, vm.NewError(rt.RuntimeErrorType, "async generator ignored GeneratorExit")
	}
	if err == nil && yielded {
		return v, false, nil
	}
	g.runningAsync = false
	a.state = awaitClosed
	if err == nil || rt.ExceptionMatches(err, rt.StopAsyncIterationType) || rt.ExceptionMatches(err, rt.GeneratorExitType) {
		return rt.None, true, nil
	}
	return rt.Unbound, false, err
}

// ---- anext(it, default) ----

// anextAwaitable is the awaitable of anext(it, default): it awaits
// it.__anext__() and finishes with default on StopAsyncIteration.
type anextAwaitable struct {
	rt.Head
	in      *Interp
	wrapped rt.Value // what __anext__() returned
	iter    rt.Value // its awaitable iterator, once started
	dflt    rt.Value
}

// Trace implements rt.Object.
func (a *anextAwaitable) Trace(t *rt.Tracer) {
	t.Mark(a.wrapped)
	t.Mark(a.iter)
	t.Mark(a.dflt)
}

func (a *anextAwaitable) step(send rt.Value, throw error) (rt.Value, bool, error) {
	in := a.in
	if a.iter == rt.Unbound {
		it, err := in.awaitable(a.wrapped, 0)
		if err != nil {
			return rt.Unbound, false, err
		}
		a.iter = it
	}
	v, done, err := in.delegateStep(a.iter, send, throw)
	if err != nil && rt.ExceptionMatches(err, rt.StopAsyncIterationType) {
		return a.dflt, true, nil
	}
	return v, done, err
}

func (a *anextAwaitable) closeIter() (rt.Value, error) {
	if a.iter == rt.Unbound {
		return rt.None, nil
	}
	r, _, err := a.in.vm.CallDunder(a.iter, "close")
	if err != nil {
		return rt.Unbound, err
	}
	if r == rt.Unbound {
		return rt.None, nil
	}
	return r, nil
}

// ---- Python-visible methods ----

// addAwaitIterMethods installs send, throw, close, __next__, __iter__ and
// __await__ on the class of an awaitIter.
func addAwaitIterMethods(cls *rt.Class, await bool) {
	self := func(vm *rt.VM, v rt.Value) (awaitIter, error) {
		if o, ok := vm.Get0(v).(awaitIter); ok && vm.ClassOf(v) == cls {
			return o, nil
		}
		return nil, vm.TypeError("descriptor requires a '%s' object but received '%s'", cls.Name, vm.TypeName(v))
	}
	result := func(vm *rt.VM) func(v rt.Value, done bool, err error) (rt.Value, error) {
		return func(v rt.Value, done bool, err error) (rt.Value, error) {
			if err != nil {
				return rt.Unbound, err
			}
			if done {
				return rt.Unbound, stopIteration(vm, v)
			}
			return v, nil
		}
	}
	retSelf := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return args[0], nil }
	cls.AddMethod("__iter__", retSelf)
	if await {
		cls.AddMethod("__await__", retSelf)
	}
	cls.AddMethod("__next__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return result(vm)(o.step(rt.None, nil))
	})
	cls.AddMethod("send", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("send() takes exactly one argument (%d given)", len(args)-1)
		}
		o, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return result(vm)(o.step(args[1], nil))
	})
	cls.AddMethod("throw", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) < 2 || len(args) > 4 {
			return rt.Unbound, vm.TypeError("throw expected at least 1 argument, got %d", len(args)-1)
		}
		o, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if w, ok := o.(*coroWrapper); ok {
			return genThrow(w.g, args[1:])
		}
		exc, err := vm.Interp.(*Interp).throwArgs(args[1:])
		if err != nil {
			return rt.Unbound, err
		}
		return result(vm)(o.step(rt.None, exc))
	})
	cls.AddMethod("close", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return o.closeIter()
	})
}

func init() {
	addGenMethods(kindCoroutine, "cr")
	addGenMethods(kindAsyncGen, "ag")
	addAwaitIterMethods(rt.CoroutineWrapperType, false)
	addAwaitIterMethods(rt.AsyncGenASendType, true)
	addAwaitIterMethods(rt.AsyncGenAThrowType, true)
	addAwaitIterMethods(rt.AnextAwaitableType, true)

	ct := rt.CoroutineType
	ct.AddMethod("__await__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g, err := genSelfOf(vm, args[0], kindCoroutine)
		if err != nil {
			return rt.Unbound, err
		}
		w := &coroWrapper{coro: args[0], g: g}
		rt.InitHead(w, rt.CoroutineWrapperType)
		return vm.Alloc(w), nil
	})
	ct.AddGetter("cr_origin", func(vm *rt.VM, self rt.Value) (rt.Value, error) { return rt.None, nil })

	at := rt.AsyncGeneratorType
	agSelf := func(vm *rt.VM, v rt.Value) (*Generator, error) { return genSelfOf(vm, v, kindAsyncGen) }
	at.AddMethod("__aiter__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if _, err := agSelf(vm, args[0]); err != nil {
			return rt.Unbound, err
		}
		return args[0], nil
	})
	at.AddMethod("__anext__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g, err := agSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return g.in.newAgAwait(g, agASend, rt.None, nil), nil
	})
	at.AddMethod("asend", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("async_generator.asend() takes exactly one argument (%d given)", len(args)-1)
		}
		g, err := agSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return g.in.newAgAwait(g, agASend, args[1], nil), nil
	})
	at.AddMethod("athrow", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) < 2 || len(args) > 4 {
			return rt.Unbound, vm.TypeError("athrow expected at least 1 argument, got %d", len(args)-1)
		}
		g, err := agSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return g.in.newAgAwait(g, agAThrow, rt.None, append([]rt.Value(nil), args[1:]...)), nil
	})
	at.AddMethod("aclose", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g, err := agSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return g.in.newAgAwait(g, agAClose, rt.None, nil), nil
	})

	// x_suspended, and what a suspended frame awaits (cr_await, ag_await;
	// gi_yieldfrom for generators).
	for _, a := range []struct {
		k                  genKind
		suspended, awaited string
	}{
		{kindGenerator, "gi_suspended", "gi_yieldfrom"},
		{kindCoroutine, "cr_suspended", "cr_await"},
		{kindAsyncGen, "ag_suspended", "ag_await"},
	} {
		k := a.k
		cls := genClasses[k]
		cls.AddGetter(a.suspended, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			g, err := genSelfOf(vm, self, k)
			if err != nil {
				return rt.Unbound, err
			}
			return rt.Bool(g.started && !g.running && !g.fr.done), nil
		})
		cls.AddGetter(a.awaited, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			g, err := genSelfOf(vm, self, k)
			if err != nil {
				return rt.Unbound, err
			}
			return g.in.awaitedBy(g), nil
		})
	}

	rt.RegisterBuiltin("aiter", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("aiter() takes no keyword arguments")
		}
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("aiter() takes exactly one argument (%d given)", len(args))
		}
		r, found, err := vm.CallDunder(args[0], "__aiter__")
		if !found {
			return rt.Unbound, vm.TypeError("'%s' object is not an async iterable", vm.TypeName(args[0]))
		}
		if err != nil {
			return rt.Unbound, err
		}
		if f, ok := vm.ClassOf(r).Lookup(vm, "__anext__"); !ok || f == rt.None {
			return rt.Unbound, vm.TypeError("aiter() returned not an async iterator of type '%s'", vm.TypeName(r))
		}
		return r, nil
	})
	rt.RegisterBuiltin("anext", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("anext() takes no keyword arguments")
		}
		if len(args) < 1 || len(args) > 2 {
			return rt.Unbound, vm.TypeError("anext expected at least 1 argument, got %d", len(args))
		}
		r, found, err := vm.CallDunder(args[0], "__anext__")
		if !found {
			return rt.Unbound, vm.TypeError("'%s' object is not an async iterator", vm.TypeName(args[0]))
		}
		if err != nil || len(args) == 1 {
			return r, err
		}
		a := &anextAwaitable{in: vm.Interp.(*Interp), wrapped: r, iter: rt.Unbound, dflt: args[1]}
		rt.InitHead(a, rt.AnextAwaitableType)
		return vm.Alloc(a), nil
	})
}
