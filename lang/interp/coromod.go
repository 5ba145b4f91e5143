package interp

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The _cpjit_coro module gives the event loop written in Python (asyncio
// in pylib) what CPython's _asyncio gets from sending into a coroutine in
// C: a coroutine's return comes back as a value, not as a StopIteration
// raised, caught and thrown away. Raising it costs an exception object, a
// traceback entry and a frame object for the task's step method, and
// since the collector cannot know that the frame object dies with the
// exception, the frame object of every caller up the event loop's stack
// when each of those frames finishes.

func init() {
	rt.RegisterModule("_cpjit_coro", newCoroModule)
}

func newCoroModule(vm *rt.VM) (*rt.Module, error) {
	in, ok := vm.Interp.(*Interp)
	if !ok {
		return nil, vm.NewError(rt.ImportErrorType, "_cpjit_coro needs the cpjit interpreter")
	}
	m := vm.NewModule("_cpjit_coro")
	m.Dict().SetStr(vm, "step", vm.NewBuiltin("step", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 || len(kw) != 0 {
			return rt.Unbound, vm.TypeError("step() takes exactly 2 arguments (%d given)", len(args)+len(kw))
		}
		v, done, err := in.coroStep(args[0], args[1])
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTuple([]rt.Value{rt.Bool(done), v}), nil
	}))
	m.Dict().SetStr(vm, "future_iter", vm.NewBuiltin("future_iter", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		// future_iter(fut, result): what Future.__await__ returns
		// (futureIter); result is Future.result.
		if len(args) != 2 || len(kw) != 0 {
			return rt.Unbound, vm.TypeError("future_iter() takes exactly 2 arguments (%d given)", len(args)+len(kw))
		}
		return in.newFutureIter(args[0], args[1]), nil
	}))
	m.Dict().SetStr(vm, "hide_from_tracebacks", vm.NewBuiltin("hide_from_tracebacks", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		// hide_from_tracebacks(*functions): their frames add no
		// traceback entries, as CPython's C functions add none.
		for _, a := range args {
			fn, ok := vm.Get0(a).(*rt.Function)
			if !ok {
				return rt.Unbound, vm.TypeError("hide_from_tracebacks() expects functions")
			}
			fn.Code.TracebackHidden = true
		}
		return rt.None, nil
	}))
	return m, nil
}

// coroStep is step(coro, exc): coro.send(None) when exc is None, else
// coro.throw(exc). It returns (done, value): (False, what the coroutine
// yielded) or (True, what it returned); exceptions other than the
// StopIteration of a return propagate as they would from send or throw.
func (in *Interp) coroStep(coro, exc rt.Value) (rt.Value, bool, error) {
	vm := in.vm
	if g, ok := vm.Get0(coro).(*Generator); ok && g.kind != kindAsyncGen {
		var r rt.Value
		var yielded bool
		var err error
		if exc == rt.None {
			r, yielded, err = in.resume(g, rt.None, nil)
		} else {
			if v, handled, err := in.throwIntoDelegate(g, []rt.Value{exc}); handled {
				return in.subResult(v, err)
			}
			e, terr := in.throwArgs([]rt.Value{exc})
			if terr != nil {
				return rt.Unbound, false, terr
			}
			r, yielded, err = in.resume(g, rt.None, e)
		}
		if err != nil {
			return rt.Unbound, false, err
		}
		return r, !yielded, nil
	}
	var r rt.Value
	var err error
	if exc == rt.None {
		r, err = vm.CallMethod(coro, "send", rt.None)
	} else {
		r, err = vm.CallMethod(coro, "throw", exc)
	}
	return in.subResult(r, err)
}
