package interp

import (
	"fmt"
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Generator is a suspended generator function: a frame with registers of its
// own that run() leaves at each yield. Coroutines and async generators are
// Generators too (kind says which; coro.go has their protocols).
type Generator struct {
	rt.Head
	in      *Interp
	fr      *Frame
	kind    genKind
	started bool
	yielded bool
	running bool
	// suspended: the frame stopped at a YIELD or YIELD_FROM that the next
	// resumption completes (run's first step; also tells a resumption
	// from the JIT's exit loop running the frame on from a YIELD).
	suspended bool
	// Async generators: an asend/athrow awaitable is driving the
	// generator (CPython's ag_running_async), and the generator was
	// closed (ag_closed). Beside the other flags, so that a Generator
	// fits Go's 96-byte size class (TestGeneratorSize).
	runningAsync, agClosed bool
	// block is the genBlock the Generator heads (1-4: genBlock4 to
	// genBlock32; 0: allocated alone), for Recycle.
	block    uint8
	handled  rt.Value // the generator's own "exception being handled" while suspended
	code     *bytecode.Code
	name     rt.Value
	qualname rt.Value
	// sink, while NextTo drains the generator, takes what it yields
	// (yieldToSink in the interpreter; YieldSink: the JIT's exit loop
	// offers each yield to it).
	sink rt.Sink
}

type genKind uint8

const (
	kindGenerator genKind = iota
	kindCoroutine
	kindAsyncGen
)

// what names the kind in error messages.
func (k genKind) what() string {
	switch k {
	case kindCoroutine:
		return "coroutine"
	case kindAsyncGen:
		return "async generator"
	}
	return "generator"
}

// Trace implements rt.Object.
func (g *Generator) Trace(t *rt.Tracer) {
	if g.fr != nil && g.fr.Regs != nil {
		traceFrame(t, g.fr)
	}
	if g.sink != nil {
		g.sink.Trace(t)
	}
	t.Mark(g.handled)
	t.Mark(g.name)
	t.Mark(g.qualname)
}

// Next implements rt.Iterator. Coroutines and async generators are not
// iterators.
func (g *Generator) Next(vm *rt.VM) (rt.Value, bool, error) {
	if g.kind != kindGenerator {
		return rt.Unbound, false, vm.TypeError("'%s' object is not an iterator", g.Class().Name)
	}
	v, yielded, err := g.in.resume(g, rt.None, nil)
	if err != nil || !yielded {
		return rt.Unbound, false, err
	}
	return v, true, nil
}

// NextTo implements rt.Drainer: Next, with s attached while the generator
// runs. The interpreter's YIELD (yieldToSink) and the exit loop of the
// generator's machine code hand s each value yielded and go on running
// while s takes them; the first value s declines is returned.
func (g *Generator) NextTo(vm *rt.VM, s rt.Sink) (rt.Value, bool, error) {
	if g.kind != kindGenerator || g.running || g.sink != nil {
		return g.Next(vm)
	}
	g.sink = s
	v, yielded, err := g.in.resume(g, rt.None, nil)
	g.sink = nil
	if err != nil || !yielded {
		return rt.Unbound, false, err
	}
	return v, true, nil
}

// YieldSink returns the sink that takes what fr's generator yields while
// NextTo drains it, or nil.
func (in *Interp) YieldSink(fr *Frame) rt.Sink {
	if fr.gen == nil {
		return nil
	}
	return fr.gen.sink
}

func (in *Interp) newGenerator(fr *Frame) rt.Value {
	// genRegs allocated it with the frame's registers.
	g := in.nextGen
	in.nextGen = nil
	cls := rt.GeneratorType
	switch {
	case fr.Code.Flags&bytecode.FlagCoroutine != 0:
		g.kind, cls = kindCoroutine, rt.CoroutineType
	case fr.Code.Flags&bytecode.FlagAsyncGenerator != 0:
		g.kind, cls = kindAsyncGen, rt.AsyncGeneratorType
	}
	rt.InitHead(g, cls)
	fr.gen = g
	if g.kind == kindGenerator && !in.genFinalizers {
		in.noteGenHandlers(fr)
	}
	// (Recycle leaves a Generator made alone to Go; rt.Finalizers are
	// looked for among AllocRecyclable's objects.)
	return in.vm.AllocRecyclable(g)
}

// resume runs the generator until it yields (yielded == true), returns
// (yielded == false, v is the return value) or raises.
func (in *Interp) resume(g *Generator, send rt.Value, throw error) (v rt.Value, yielded bool, err error) {
	vm := in.vm
	fr := g.fr
	if g.running {
		return rt.Unbound, false, vm.ValueError("%s already executing", g.kind.what())
	}
	if fr.done {
		if g.kind == kindCoroutine {
			return rt.Unbound, false, vm.NewError(rt.RuntimeErrorType, "cannot reuse already awaited coroutine")
		}
		if throw != nil {
			return rt.Unbound, false, throw
		}
		return rt.None, false, nil
	}
	if !g.started && send != rt.None && throw == nil {
		return rt.Unbound, false, vm.TypeError("can't send non-None value to a just-started %s", g.kind.what())
	}
	if vm.Depth >= vm.RecursionLimit {
		return rt.Unbound, false, vm.NewError(rt.RecursionErrorType, "maximum recursion depth exceeded")
	}
	if g.suspended && throw == nil && !in.tracing {
		if v, yielded, err, ok := in.resumeDelegate(g, send); ok {
			return v, yielded, err
		}
	}
	in.resumes++
	fr.yfGen = nil // the frame runs: its YIELD_FROM may end (see Frame.yfRef)
	fr.genTab = 0  // and machine code may not resume it until it suspends again
	fr.sendVal = send
	fr.throwing = throw
	caller, base := in.enterGen(g, fr)
	var r rt.Value
	if in.tracing {
		if err = in.traceCall(fr); err == nil {
			r, err = in.run(fr)
		} else {
			g.started = true // CPython: the frame has started when its 'call' event raises
		}
	} else {
		r, err = in.run(fr)
	}
	if in.tracing {
		// 'return' also for a frame that got f_trace while it ran.
		r, err = in.traceReturn(fr, r, err)
	}
	return in.leaveGen(g, fr, r, err, caller, base)
}

// enterGen marks g running on the VM (its frame linked on top, the
// exception it was handling restored) for resume and ResumeMachine. It
// returns what leaveGen restores.
func (in *Interp) enterGen(g *Generator, fr *Frame) (caller rt.Value, base int) {
	vm := in.vm
	g.yielded = false
	g.running = true
	vm.Depth++
	caller = vm.Handled
	if g.handled != rt.None {
		vm.Handled = g.handled
	}
	fr.Back = in.top
	in.top = fr
	return caller, vm.Heap().PinScope()
}

// leaveGen ends the run that enterGen began, the frame having yielded,
// returned r or raised err, as resume returns it.
func (in *Interp) leaveGen(g *Generator, fr *Frame, r rt.Value, err error, caller rt.Value, base int) (rt.Value, bool, error) {
	vm := in.vm
	if g.sink == nil {
		vm.Heap().EndCall(base, r, err)
	} else {
		// What the sink took is only pinned (Sink.Trace stops marking it
		// once NextTo detaches the sink).
		vm.Heap().ReleaseScope(base)
		vm.Heap().Pin(r)
	}
	in.top = fr.Back
	fr.Back = nil
	vm.Depth--
	g.running = false
	if g.yielded && err == nil {
		if vm.Handled != caller {
			g.handled = vm.Handled
			fr.genTab = 0 // machine code would not restore it
		} else {
			g.handled = rt.None
		}
		vm.Handled = caller
		return r, true, nil
	}
	vm.Handled = caller
	in.finishGen(g)
	if err != nil {
		if e := rt.AsException(err); e != nil {
			stop := ""
			switch {
			case e.Class().IsSubclass(rt.StopIterationType):
				stop = "StopIteration"
			case g.kind == kindAsyncGen && e.Class().IsSubclass(rt.StopAsyncIterationType):
				stop = "StopAsyncIteration"
			}
			if stop != "" {
				re := vm.NewError(rt.RuntimeErrorType, g.kind.what()+" raised "+stop)
				x := rt.AsException(re)
				x.Cause = e.Self()
				x.Context = e.Self()
				return rt.Unbound, false, re
			}
		}
		return rt.Unbound, false, err
	}
	return r, false, nil
}

// noteGenHandlers turns the collector's finalizers on (rt.VM.UseFinalizers)
// the first time a generator is made whose code can suspend where closing
// it runs code (see Finalizable).
func (in *Interp) noteGenHandlers(fr *Frame) {
	ci := fr.info
	if ci.genHandlers == 0 {
		ci.genHandlers = 1
		for pc, ins := range fr.Code.Instrs {
			if ins.Op == bytecode.YIELD_FROM || ins.Op == bytecode.YIELD && findHandler(fr.Code, pc) != nil {
				ci.genHandlers = 2
				break
			}
		}
	}
	if ci.genHandlers == 2 {
		in.genFinalizers = true
		in.vm.UseFinalizers()
	}
}

// Finalizable implements rt.Finalizer: g is a plain generator suspended
// where closing it runs code (a YIELD inside a handler: finally, except,
// with; a YIELD_FROM, which closes its sub-iterator). CPython closes a
// generator when it dies; cpjit closes it when the collector finds it
// unreachable, after which it lives on until a later collection frees it.
// Generators whose close would run nothing are recycled instead
// (retireDropped).
func (g *Generator) Finalizable() bool {
	fr := g.fr
	if g.kind != kindGenerator || !g.started || !g.suspended || g.running || fr.done || fr.PC >= len(fr.Code.Instrs) {
		return false
	}
	op := fr.Code.Instrs[fr.PC].Op
	return op == bytecode.YIELD_FROM || op == bytecode.YIELD && findHandler(fr.Code, fr.PC) != nil
}

// Finalize implements rt.Finalizer: close() the generator. What close
// raises is the finalizer's error (printed as "Exception ignored in").
func (g *Generator) Finalize() error {
	_, err := g.in.closeGen(g)
	return err
}

// resumeDelegate resumes the plain generator g, suspended in a `yield
// from` over another plain generator, by resuming that sub-generator
// directly (ok reports that it did): g's frame stays where it is, marked
// running and linked as the sub-generator's caller (f_back, the exception
// being handled), as while its YIELD_FROM runs, and nothing of the
// interpreter's resumption of g runs while the sub-generator yields.
//
// A recursive `yield from` (a tree walked by generators) makes a chain of
// such delegations, which every value passes through. The chain is linked
// in one loop, outermost first, down to the innermost generator that does
// not delegate (or cannot be entered without resume's checks), which alone
// is resumed; a value it yields goes back up by unlinking the chain, one
// Go call for the whole chain instead of two per level. When a
// sub-generator returns or raises, its delegator itself is resumed to
// finish its YIELD_FROM with that result (yfDone) or to raise that
// exception there (throwHere), as the YIELD_FROM would, with the levels
// above it still linked. Sends go through; throws and tracing take the
// interpreter's path.
func (in *Interp) resumeDelegate(g *Generator, send rt.Value) (v rt.Value, yielded bool, err error, ok bool) {
	sub := in.delegateOf(g)
	if sub == nil {
		return rt.Unbound, false, nil, false
	}
	vm := in.vm
	var chainBuf [delegateChain]*Generator
	var handledBuf [delegateChain]rt.Value
	chain, handled := chainBuf[:0], handledBuf[:0]
	for cur := g; ; {
		fr := cur.fr
		cur.running = true
		vm.Depth++
		handled = append(handled, vm.Handled)
		if cur.handled != rt.None {
			vm.Handled = cur.handled
		}
		fr.Back = in.top
		in.top = fr
		chain = append(chain, cur)
		// Go on into sub's own delegate only where resume(sub) would:
		// sub suspended, started, not finished, within the recursion
		// limit (otherwise resume raises or runs sub's frame itself).
		if len(chain) == delegateChain || !sub.suspended || !sub.started || sub.fr.done || vm.Depth+1 >= vm.RecursionLimit {
			break
		}
		next := in.delegateOf(sub)
		if next == nil {
			break
		}
		cur, sub = sub, next
	}
	v, yielded, err = in.resume(sub, send, nil)
	for i := len(chain) - 1; i >= 0; i-- {
		cur := chain[i]
		fr := cur.fr
		in.top = fr.Back
		fr.Back = nil
		vm.Depth--
		cur.running = false
		vm.Handled = handled[i]
		switch {
		case err == nil && yielded:
		case err != nil:
			fr.throwHere = true
			v, yielded, err = in.resume(cur, rt.None, err)
		default:
			fr.yfDone, fr.yfValue = true, v
			v, yielded, err = in.resume(cur, rt.None, nil)
		}
	}
	return v, yielded, err, true
}

// delegateChain bounds the delegation levels resumeDelegate links in one
// loop (its buffers live on the Go stack); a deeper chain goes on through
// resume, which links the next stretch.
const delegateChain = 32

// delegateOf returns the plain generator that the plain generator g,
// suspended in a `yield from`, delegates to, if resumeDelegate may resume
// that one directly (not running, no result or exception of it pending in
// g), or nil.
func (in *Interp) delegateOf(g *Generator) *Generator {
	fr := g.fr
	if g.kind != kindGenerator || fr.yfDone || fr.throwHere {
		return nil
	}
	if sub := fr.yfGen; sub != nil {
		// Found when the frame was suspended in this YIELD_FROM before,
		// and the frame has not run since (Frame.yfRef): no need to
		// look at its instruction and register again, which a value
		// passing through a long chain would do at every level.
		if sub.running {
			return nil
		}
		return sub
	}
	if fr.PC >= len(fr.Code.Instrs) {
		return nil
	}
	ins := &fr.Code.Instrs[fr.PC]
	if ins.Op != bytecode.YIELD_FROM {
		return nil
	}
	ref := fr.Regs[ins.B]
	sub, isGen := in.vm.Get0(ref).(*Generator)
	if !isGen || sub.kind != kindGenerator {
		return nil
	}
	fr.yfRef, fr.yfGen = ref, sub
	if sub.running {
		return nil
	}
	return sub
}

// yieldFromStep advances the sub-iterator of a `yield from` once. done
// reports that the sub-iterator finished with result v.
func (in *Interp) yieldFromStep(fr *Frame, sub rt.Value) (v rt.Value, done bool, err error) {
	if fr.yfDone {
		v, fr.yfValue, fr.yfDone = fr.yfValue, rt.None, false
		return v, true, nil
	}
	throw := fr.throwing
	fr.throwing = nil
	send := fr.sendVal
	fr.sendVal = rt.None
	if throw != nil && fr.throwHere {
		// The sub-iterator already saw this exception; raise it here.
		fr.throwHere = false
		return rt.Unbound, false, throw
	}
	return in.delegateStep(sub, send, throw)
}

// throwIntoDelegate handles gen.throw(...) while the generator is suspended
// in a `yield from` over a non-generator iterator: CPython passes the raw
// arguments to the iterator's own throw() without checking them.
func (in *Interp) throwIntoDelegate(g *Generator, args []rt.Value) (rt.Value, bool, error) {
	vm := in.vm
	fr := g.fr
	if fr.done || !g.started || g.running || fr.PC >= len(fr.Code.Instrs) {
		return rt.Unbound, false, nil
	}
	ins := fr.Code.Instrs[fr.PC]
	if ins.Op != bytecode.YIELD_FROM {
		return rt.Unbound, false, nil
	}
	sub := fr.Regs[ins.B]
	if _, isGen := vm.Get0(sub).(*Generator); isGen {
		return rt.Unbound, false, nil
	}
	if c, ok := vm.AsClass(args[0]); ok && c.IsSubclass(rt.GeneratorExitType) {
		return rt.Unbound, false, nil
	}
	if e, ok := vm.Get0(args[0]).(*rt.Exception); ok && e.Class().IsSubclass(rt.GeneratorExitType) {
		return rt.Unbound, false, nil
	}
	th, ok, err := vm.GetAttrOpt(sub, "throw")
	if err != nil || !ok {
		return rt.Unbound, false, err
	}
	r, err := vm.Call(th, args, nil)
	v, done, err := in.subResult(r, err)
	switch {
	case err != nil:
		// Raise in the delegating frame, without forwarding again.
		fr.throwHere = true
		v, yielded, err := in.resume(g, rt.None, err)
		return finishThrow(vm, v, yielded, err)
	case done:
		fr.yfDone, fr.yfValue = true, v
		v, yielded, err := in.resume(g, rt.None, nil)
		return finishThrow(vm, v, yielded, err)
	}
	return v, true, nil
}

func finishThrow(vm *rt.VM, v rt.Value, yielded bool, err error) (rt.Value, bool, error) {
	if err != nil {
		return rt.Unbound, true, err
	}
	if !yielded {
		return rt.Unbound, true, stopIteration(vm, v)
	}
	return v, true, nil
}

func (in *Interp) subResult(r rt.Value, err error) (rt.Value, bool, error) {
	if err != nil {
		if e := rt.AsException(err); e != nil && e.Class().IsSubclass(rt.StopIterationType) {
			return e.Value, true, nil
		}
		return rt.Unbound, false, err
	}
	return r, false, nil
}

// genSelfOf returns the Generator of kind k in v (a method's self).
func genSelfOf(vm *rt.VM, v rt.Value, k genKind) (*Generator, error) {
	g, ok := vm.Get0(v).(*Generator)
	if !ok || g.kind != k {
		return nil, vm.TypeError("descriptor requires a '%s' object but received '%s'", genClasses[k].Name, vm.TypeName(v))
	}
	return g, nil
}

func genSelf(vm *rt.VM, v rt.Value) (*Generator, error) { return genSelfOf(vm, v, kindGenerator) }

var genClasses = [...]*rt.Class{kindGenerator: rt.GeneratorType, kindCoroutine: rt.CoroutineType, kindAsyncGen: rt.AsyncGeneratorType}

func stopIteration(vm *rt.VM, v rt.Value) error {
	if v == rt.None {
		return vm.NewExceptionObj(rt.StopIterationType, nil)
	}
	return vm.NewExceptionObj(rt.StopIterationType, []rt.Value{v})
}

// genSend is generator.send(v) (and __next__ with v None).
func genSend(g *Generator, v rt.Value) (rt.Value, error) {
	v, yielded, err := g.in.resume(g, v, nil)
	if err != nil {
		return rt.Unbound, err
	}
	if !yielded {
		return rt.Unbound, stopIteration(g.in.vm, v)
	}
	return v, nil
}

// throwArgs turns the arguments of throw(typ[, val[, tb]]) into the
// exception to raise.
func (in *Interp) throwArgs(args []rt.Value) (*rt.Exception, error) {
	vm := in.vm
	var exc *rt.Exception
	if len(args) >= 2 && args[1] != rt.None {
		if c, ok := vm.AsClass(args[0]); ok {
			if e, ok := vm.Get0(args[1]).(*rt.Exception); ok && e.Class().IsSubclass(c) {
				exc = e
			} else {
				r, err := vm.Call(args[0], []rt.Value{args[1]}, nil)
				if err != nil {
					return nil, err
				}
				exc, _ = vm.Get0(r).(*rt.Exception)
			}
		}
	}
	if exc == nil {
		c, isClass := vm.AsClass(args[0])
		_, isExc := vm.Get0(args[0]).(*rt.Exception)
		if !isExc && !(isClass && c.IsSubclass(rt.BaseExceptionType)) {
			return nil, vm.TypeError("exceptions must be classes or instances deriving from BaseException, not %s", vm.TypeName(args[0]))
		}
		return in.makeException(args[0])
	}
	return exc, nil
}

// genThrow is generator.throw(*args).
func genThrow(g *Generator, args []rt.Value) (rt.Value, error) {
	vm := g.in.vm
	if len(args) < 1 || len(args) > 3 {
		return rt.Unbound, vm.TypeError("throw expected at least 1 argument, got %d", len(args))
	}
	if v, handled, err := g.in.throwIntoDelegate(g, args); handled {
		return v, err
	}
	exc, err := g.in.throwArgs(args)
	if err != nil {
		return rt.Unbound, err
	}
	v, yielded, err := g.in.resume(g, rt.None, exc)
	if err != nil {
		return rt.Unbound, err
	}
	if !yielded {
		return rt.Unbound, stopIteration(vm, v)
	}
	return v, nil
}

// addGenMethods installs the methods and attributes that generators,
// coroutines and async generators share; prefix is "gi", "cr" or "ag".
func addGenMethods(k genKind, prefix string) {
	gt := genClasses[k]
	self := func(vm *rt.VM, v rt.Value) (*Generator, error) { return genSelfOf(vm, v, k) }
	if k != kindAsyncGen {
		gt.AddMethod("send", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if len(args) != 2 {
				return rt.Unbound, vm.TypeError("%s.send() takes exactly one argument (%d given)", gt.Name, len(args)-1)
			}
			g, err := self(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			return genSend(g, args[1])
		})
		gt.AddMethod("throw", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if len(args) < 1 {
				return rt.Unbound, vm.TypeError("throw expected at least 1 argument, got 0")
			}
			g, err := self(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			return genThrow(g, args[1:])
		})
		gt.AddMethod("close", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			g, err := self(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			return g.in.closeGen(g)
		})
	}
	gt.AddGetter(prefix+"_running", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		g, err := self(vm, v)
		if err != nil {
			return rt.Unbound, err
		}
		if k == kindAsyncGen {
			// An async generator runs while an asend/athrow drives it,
			// suspended in its awaits included.
			return rt.Bool(g.runningAsync), nil
		}
		return rt.Bool(g.running), nil
	})
	gt.AddGetter(prefix+"_frame", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		g, err := self(vm, v)
		if err != nil {
			return rt.Unbound, err
		}
		if g.fr.done {
			return rt.None, nil
		}
		return g.in.frameObj(g.fr).Self(), nil
	})
	gt.AddGetter(prefix+"_code", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		g, err := self(vm, v)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewCodeObj(g.code), nil
	})
	gt.AddGetSet("__name__", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		g, err := self(vm, v)
		if err != nil {
			return rt.Unbound, err
		}
		return g.name, nil
	}, func(vm *rt.VM, v, name rt.Value) error {
		g, err := self(vm, v)
		if err != nil {
			return err
		}
		g.name = name
		return nil
	})
	gt.AddGetSet("__qualname__", func(vm *rt.VM, v rt.Value) (rt.Value, error) {
		g, err := self(vm, v)
		if err != nil {
			return rt.Unbound, err
		}
		return g.qualname, nil
	}, func(vm *rt.VM, v, name rt.Value) error {
		g, err := self(vm, v)
		if err != nil {
			return err
		}
		g.qualname = name
		return nil
	})
	gt.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g, err := self(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		q, _ := vm.GoString(g.qualname)
		return vm.NewStr(fmt.Sprintf("<%s object %s at %#x>", gt.Name, q, 0x7f0000000000+uint64(rt.IDHash(args[0]))&0xffffffffff)), nil
	})
}

func init() {
	gt := rt.GeneratorType
	gt.AddMethod("__iter__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return args[0], nil
	})
	gt.AddMethod("__next__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g, err := genSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return genSend(g, rt.None)
	})
	addGenMethods(kindGenerator, "gi")
}

func (in *Interp) closeGen(g *Generator) (rt.Value, error) {
	vm := in.vm
	if g.fr.done {
		return rt.None, nil
	}
	if !g.started {
		in.finishGen(g)
		return rt.None, nil
	}
	if fr := g.fr; !g.running && fr.PC < len(fr.Code.Instrs) && fr.Code.Instrs[fr.PC].Op == bytecode.YIELD && findHandler(fr.Code, fr.PC) == nil {
		// Suspended at a yield that no handler (except, finally, with)
		// covers: GeneratorExit would leave the frame at once, so, as
		// CPython 3.12+ does, the generator finishes without running
		// (and without trace events).
		in.finishGen(g)
		return rt.None, nil
	}
	exc := vm.NewExceptionObj(rt.GeneratorExitType, nil)
	v, yielded, err := in.resume(g, rt.None, exc)
	if err != nil {
		if e := rt.AsException(err); e != nil && (e.Class().IsSubclass(rt.GeneratorExitType) || e.Class().IsSubclass(rt.StopIterationType)) {
			return rt.None, nil
		}
		return rt.Unbound, err
	}
	if yielded {
		return rt.Unbound, vm.NewError(rt.RuntimeErrorType, g.kind.what()+" ignored GeneratorExit")
	}
	_ = v
	return rt.None, nil
}

// finishGen retires a generator's frame: its frame object detaches, its
// registers are dropped and the Frame goes back to the pool; the generator
// keeps a shared finished frame.
func (in *Interp) finishGen(g *Generator) {
	fr := g.fr
	if fr.done {
		return
	}
	if fr.obj != nil {
		fr.obj.detach(in.vm)
	}
	fr.Regs = nil
	fr.gen = nil
	g.fr = in.deadFrame
	in.freeFrame(fr)
}

// A generator and its registers in one Go allocation, for frames of up to
// 32 registers: creating a generator or coroutine (every call of a
// generator function, every await of a coroutine call) costs one
// allocation instead of two. The registers outlive neither the Generator
// (finishGen drops them) nor anything that points into them.
//
// The blocks of finished generators are recycled: when the VM's
// collector finds one dead, the sweep calls Recycle, which clears the
// block and puts it on the interpreter's free list of its size, and
// genRegs takes from that list before asking Go. A chain of awaits
// (each await of a coroutine call makes a coroutine that finishes
// before the await does) then allocates nothing from Go for its
// coroutines in steady state. A generator that died unfinished still
// has a frame using its registers and is left to Go.
type (
	genBlock4 struct {
		g    Generator
		regs [4]rt.Value
	}
	genBlock8 struct {
		g    Generator
		regs [8]rt.Value
	}
	genBlock16 struct {
		g    Generator
		regs [16]rt.Value
	}
	genBlock32 struct {
		g    Generator
		regs [32]rt.Value
	}
)

// genFree holds the recycled blocks, one list per size (and one of
// async generators' awaitables). As the
// runtime's instance lists do, each list keeps at most maxGenFree blocks
// and, at the start of each sweep, only as many as genRegs took from the
// lists since the previous one, so a program that stopped making
// generators does not keep their memory.
type genFree struct {
	b4  []*genBlock4
	b8  []*genBlock8
	b16 []*genBlock16
	b32 []*genBlock32
	// awaits are recycled asend/athrow objects of async generators
	// (coro.go), one per item an async for takes.
	awaits []*agAwait
	// taken counts the blocks genRegs took since the sweep of
	// collection epoch (Heap.Collections) ended.
	taken, epoch int
}

const maxGenFree = 1 << 16

// Recycle implements rt.Recycler: the sweep found g dead.
func (g *Generator) Recycle() {
	in := g.in
	if g.block == 0 || in == nil || g.fr != in.deadFrame && !in.retireDropped(g) {
		return
	}
	fl := in.genFreeForSweep()
	switch g.block {
	case 1:
		b := (*genBlock4)(unsafe.Pointer(g))
		*b = genBlock4{}
		fl.b4 = putBlock(fl.b4, b)
	case 2:
		b := (*genBlock8)(unsafe.Pointer(g))
		*b = genBlock8{}
		fl.b8 = putBlock(fl.b8, b)
	case 3:
		b := (*genBlock16)(unsafe.Pointer(g))
		*b = genBlock16{}
		fl.b16 = putBlock(fl.b16, b)
	case 4:
		b := (*genBlock32)(unsafe.Pointer(g))
		*b = genBlock32{}
		fl.b32 = putBlock(fl.b32, b)
	}
}

// retireDropped finishes the dead plain generator g whose frame did not
// finish, when closing it would run no code, so that its block and its
// frame are recycled like a finished generator's: it never started, or it
// is suspended at a YIELD that no handler (except, finally, with) covers.
// CPython closes such a generator when it dies, and that close only marks
// it finished (closeGen takes the same shortcut). A generator with a
// frame object (gi_frame, a traceback) is left to Go, as is one suspended
// where a handler would run (finally blocks, yield from).
func (in *Interp) retireDropped(g *Generator) bool {
	fr := g.fr
	if g.kind != kindGenerator || g.running || fr == nil || fr.done || fr.gen != g || fr.obj != nil {
		return false
	}
	if g.started && !(g.suspended && fr.PC < len(fr.Code.Instrs) && fr.Code.Instrs[fr.PC].Op == bytecode.YIELD && findHandler(fr.Code, fr.PC) == nil) {
		return false
	}
	g.fr = in.deadFrame
	fr.Regs, fr.gen = nil, nil
	// The frame goes back to the pool while the pool holds fewer frames
	// than there are recycled blocks for new generators to take (a sweep
	// may find a cycle's worth of dropped generators at once).
	if fl := in.genFreeForSweep(); len(in.framePool) <= len(fl.b4)+len(fl.b8)+len(fl.b16)+len(fl.b32) {
		in.freeFrame(fr)
	}
	return true
}

func putBlock[T any](l []*T, b *T) []*T {
	if len(l) < maxGenFree {
		l = append(l, b)
	}
	return l
}

// genFreeForSweep returns the free lists for a Recycle, trimming them at
// the first Recycle of a sweep.
func (in *Interp) genFreeForSweep() *genFree {
	fl := &in.genFree
	if c := in.vm.Heap().Collections; c != fl.epoch {
		fl.epoch = c
		fl.b4 = trimBlocks(fl.b4, fl.taken)
		fl.b8 = trimBlocks(fl.b8, fl.taken)
		fl.b16 = trimBlocks(fl.b16, fl.taken)
		fl.b32 = trimBlocks(fl.b32, fl.taken)
		fl.awaits = trimBlocks(fl.awaits, fl.taken)
		fl.taken = 0
	}
	return fl
}

func trimBlocks[T any](l []*T, keep int) []*T {
	if len(l) <= keep {
		return l
	}
	clear(l[keep:])
	return l[:keep]
}

// takeBlock returns a recycled block from l (nil when l is empty) and l
// without it.
func takeBlock[T any](l []*T) (*T, []*T) {
	n := len(l)
	if n == 0 {
		return nil, l
	}
	b := l[n-1]
	l[n-1] = nil
	return b, l[:n-1]
}

// genRegs returns n registers for the generator frame fr of fn and leaves
// the Generator allocated with them, its fields set, in in.nextGen. The
// composite literals let Go skip the write barriers of a fresh object; a
// recycled block was cleared when it was recycled.
func (in *Interp) genRegs(n int, fr *Frame, fn *rt.Function) []rt.Value {
	code, name, qualname := fn.Code, fn.Name, fn.Qualname
	fl := &in.genFree
	switch {
	case n <= 4:
		var b *genBlock4
		if b, fl.b4 = takeBlock(fl.b4); b != nil {
			fl.taken++
			b.g = Generator{in: in, fr: fr, code: code, handled: rt.None, name: name, qualname: qualname, block: 1}
		} else {
			b = &genBlock4{g: Generator{in: in, fr: fr, code: code, handled: rt.None, name: name, qualname: qualname, block: 1}}
		}
		in.nextGen = &b.g
		return b.regs[:n:n]
	case n <= 8:
		var b *genBlock8
		if b, fl.b8 = takeBlock(fl.b8); b != nil {
			fl.taken++
			b.g = Generator{in: in, fr: fr, code: code, handled: rt.None, name: name, qualname: qualname, block: 2}
		} else {
			b = &genBlock8{g: Generator{in: in, fr: fr, code: code, handled: rt.None, name: name, qualname: qualname, block: 2}}
		}
		in.nextGen = &b.g
		return b.regs[:n:n]
	case n <= 16:
		var b *genBlock16
		if b, fl.b16 = takeBlock(fl.b16); b != nil {
			fl.taken++
			b.g = Generator{in: in, fr: fr, code: code, handled: rt.None, name: name, qualname: qualname, block: 3}
		} else {
			b = &genBlock16{g: Generator{in: in, fr: fr, code: code, handled: rt.None, name: name, qualname: qualname, block: 3}}
		}
		in.nextGen = &b.g
		return b.regs[:n:n]
	case n <= 32:
		var b *genBlock32
		if b, fl.b32 = takeBlock(fl.b32); b != nil {
			fl.taken++
			b.g = Generator{in: in, fr: fr, code: code, handled: rt.None, name: name, qualname: qualname, block: 4}
		} else {
			b = &genBlock32{g: Generator{in: in, fr: fr, code: code, handled: rt.None, name: name, qualname: qualname, block: 4}}
		}
		in.nextGen = &b.g
		return b.regs[:n:n]
	}
	in.nextGen = &Generator{in: in, fr: fr, code: code, handled: rt.None, name: name, qualname: qualname}
	return make([]rt.Value, n)
}
