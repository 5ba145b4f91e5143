package interp

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// futureIter is what asyncio's Future.__await__ (and __iter__) returns:
// CPython's _asyncio.FutureIter. Driven while its future is pending, it
// yields the future once, marking it _asyncio_future_blocking for the
// task that waits on it (which clears the mark); driven again while the
// future is still pending and marked, it raises RuntimeError; once the
// future is done it returns the future's result and is finished. It
// reads the future's _state and calls Future.result itself (result, given
// by asyncio), not methods a subclass overrides, as CPython's C iterator
// does. Before, __await__ was a Python generator: every await of a pending
// future (a Queue's get, a Lock, an Event, sleep, gather) made a generator
// and its frame (about 500 bytes) and ran that frame twice in the
// interpreter. A YIELD_FROM drives this object directly (awaitIter);
// send, throw, close and __next__ are those of the other builtin
// awaitables (addAwaitIterMethods).
type futureIter struct {
	rt.Head
	in     *Interp
	fut    rt.Value // Unbound once finished (returned, thrown into, closed)
	result rt.Value // Future.result
}

var futureIterType = rt.ModuleClass("_asyncio", "FutureIter", nil)

func init() { addAwaitIterMethods(futureIterType, false) }

// Trace implements rt.Object.
func (f *futureIter) Trace(t *rt.Tracer) { t.Mark(f.fut); t.Mark(f.result) }

func (in *Interp) newFutureIter(fut, result rt.Value) rt.Value {
	f := &futureIter{in: in, fut: fut, result: result}
	rt.InitHead(f, futureIterType)
	return in.vm.Alloc(f)
}

// step is one resumption; the value sent in is ignored, as CPython's is.
func (f *futureIter) step(send rt.Value, throw error) (rt.Value, bool, error) {
	vm := f.in.vm
	fut := f.fut
	if fut == rt.Unbound {
		if throw != nil {
			return rt.Unbound, false, throw
		}
		return rt.None, true, nil
	}
	if throw != nil {
		f.fut = rt.Unbound
		return rt.Unbound, false, throw
	}
	st, err := vm.GetAttr(fut, "_state")
	if err != nil {
		return rt.Unbound, false, err
	}
	if s, _ := vm.StrOf(st); s == "PENDING" {
		b, err := vm.GetAttr(fut, "_asyncio_future_blocking")
		if err != nil {
			return rt.Unbound, false, err
		}
		blocking, err := vm.Truth(b)
		if err != nil {
			return rt.Unbound, false, err
		}
		if blocking {
			return rt.Unbound, false, vm.NewError(rt.RuntimeErrorType, "await wasn't used with future")
		}
		if err := vm.SetAttr(fut, "_asyncio_future_blocking", rt.True); err != nil {
			return rt.Unbound, false, err
		}
		return fut, false, nil
	}
	f.fut = rt.Unbound
	r, err := vm.Call(f.result, []rt.Value{fut}, nil)
	if err != nil {
		return rt.Unbound, false, err
	}
	return r, true, nil
}

// closeIter is close(): the iterator is finished.
func (f *futureIter) closeIter() (rt.Value, error) {
	f.fut = rt.Unbound
	return rt.None, nil
}
