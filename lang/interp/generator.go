package interp

import (
	"fmt"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Generator is a suspended generator function: a frame with registers of its
// own that run() leaves at each yield.
type Generator struct {
	rt.Head
	in       *Interp
	fr       *Frame
	started  bool
	yielded  bool
	running  bool
	handled  rt.Value // the generator's own "exception being handled" while suspended
	code     *bytecode.Code
	name     rt.Value
	qualname rt.Value
}

// Trace implements rt.Object.
func (g *Generator) Trace(t *rt.Tracer) {
	if g.fr != nil && g.fr.Regs != nil {
		traceFrame(t, g.fr)
	}
	t.Mark(g.handled)
	t.Mark(g.name)
	t.Mark(g.qualname)
}

// Next implements rt.Iterator.
func (g *Generator) Next(vm *rt.VM) (rt.Value, bool, error) {
	v, yielded, err := g.in.resume(g, rt.None, nil)
	if err != nil || !yielded {
		return rt.Unbound, false, err
	}
	return v, true, nil
}

func (in *Interp) newGenerator(fr *Frame) rt.Value {
	g := &Generator{in: in, fr: fr, code: fr.Code, handled: rt.None, name: fr.Fn.Name, qualname: fr.Fn.Qualname}
	rt.InitHead(g, rt.GeneratorType)
	fr.gen = g
	return in.vm.Alloc(g)
}

// resume runs the generator until it yields (yielded == true), returns
// (yielded == false, v is the return value) or raises.
func (in *Interp) resume(g *Generator, send rt.Value, throw error) (v rt.Value, yielded bool, err error) {
	vm := in.vm
	fr := g.fr
	if g.running {
		return rt.Unbound, false, vm.ValueError("generator already executing")
	}
	if fr.done {
		if throw != nil {
			return rt.Unbound, false, throw
		}
		return rt.None, false, nil
	}
	if !g.started && send != rt.None && throw == nil {
		return rt.Unbound, false, vm.TypeError("can't send non-None value to a just-started generator")
	}
	if vm.Depth >= vm.RecursionLimit {
		return rt.Unbound, false, vm.NewError(rt.RecursionErrorType, "maximum recursion depth exceeded")
	}
	fr.sendVal = send
	fr.throwing = throw
	g.yielded = false
	g.running = true
	vm.Depth++
	caller := vm.Handled
	if g.handled != rt.None {
		vm.Handled = g.handled
	}
	fr.Back = in.top
	in.top = fr
	base := vm.Heap().PinScope()
	r, err := in.run(fr)
	vm.Heap().ReleaseScope(base)
	vm.Heap().Pin(r)
	in.top = fr.Back
	fr.Back = nil
	vm.Depth--
	g.running = false
	if g.yielded && err == nil {
		if vm.Handled != caller {
			g.handled = vm.Handled
		} else {
			g.handled = rt.None
		}
		vm.Handled = caller
		return r, true, nil
	}
	vm.Handled = caller
	in.finishGen(g)
	if err != nil {
		if e := rt.AsException(err); e != nil && e.Class().IsSubclass(rt.StopIterationType) {
			re := vm.NewError(rt.RuntimeErrorType, "generator raised StopIteration")
			x := rt.AsException(re)
			x.Cause = e.Self()
			x.Context = e.Self()
			return rt.Unbound, false, re
		}
		return rt.Unbound, false, err
	}
	return r, false, nil
}

// yieldFromStep advances the sub-iterator of a `yield from` once. done
// reports that the sub-iterator finished with result v.
func (in *Interp) yieldFromStep(fr *Frame, sub rt.Value) (v rt.Value, done bool, err error) {
	vm := in.vm
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
	if g, ok := vm.Get0(sub).(*Generator); ok {
		v, yielded, err := in.resume(g, send, throw)
		if err != nil {
			return rt.Unbound, false, err
		}
		return v, !yielded, nil
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

func genSelf(vm *rt.VM, v rt.Value) (*Generator, error) {
	g, ok := vm.Get0(v).(*Generator)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'generator' object but received '%s'", vm.TypeName(v))
	}
	return g, nil
}

func stopIteration(vm *rt.VM, v rt.Value) error {
	if v == rt.None {
		return vm.NewExceptionObj(rt.StopIterationType, nil)
	}
	return vm.NewExceptionObj(rt.StopIterationType, []rt.Value{v})
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
		v, yielded, err := g.in.resume(g, rt.None, nil)
		if err != nil {
			return rt.Unbound, err
		}
		if !yielded {
			return rt.Unbound, stopIteration(vm, v)
		}
		return v, nil
	})
	gt.AddMethod("send", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("generator.send() takes exactly one argument (%d given)", len(args)-1)
		}
		g, err := genSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		v, yielded, err := g.in.resume(g, args[1], nil)
		if err != nil {
			return rt.Unbound, err
		}
		if !yielded {
			return rt.Unbound, stopIteration(vm, v)
		}
		return v, nil
	})
	gt.AddMethod("throw", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) < 2 || len(args) > 4 {
			return rt.Unbound, vm.TypeError("throw expected at least 1 argument, got %d", len(args)-1)
		}
		g, err := genSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if v, handled, err := g.in.throwIntoDelegate(g, args[1:]); handled {
			return v, err
		}
		var exc *rt.Exception
		if len(args) >= 3 && args[2] != rt.None {
			if c, ok := vm.AsClass(args[1]); ok {
				if e, ok := vm.Get0(args[2]).(*rt.Exception); ok && e.Class().IsSubclass(c) {
					exc = e
				} else {
					r, err := vm.Call(args[1], []rt.Value{args[2]}, nil)
					if err != nil {
						return rt.Unbound, err
					}
					exc, _ = vm.Get0(r).(*rt.Exception)
				}
			}
		}
		if exc == nil {
			c, isClass := vm.AsClass(args[1])
			_, isExc := vm.Get0(args[1]).(*rt.Exception)
			if !isExc && !(isClass && c.IsSubclass(rt.BaseExceptionType)) {
				return rt.Unbound, vm.TypeError("exceptions must be classes or instances deriving from BaseException, not %s", vm.TypeName(args[1]))
			}
			exc, err = g.in.makeException(args[1])
			if err != nil {
				return rt.Unbound, err
			}
		}
		v, yielded, err := g.in.resume(g, rt.None, exc)
		if err != nil {
			return rt.Unbound, err
		}
		if !yielded {
			return rt.Unbound, stopIteration(vm, v)
		}
		return v, nil
	})
	gt.AddMethod("close", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g, err := genSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return g.in.closeGen(g)
	})
	gt.AddGetter("gi_running", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		g, err := genSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(g.running), nil
	})
	gt.AddGetter("gi_frame", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		g, err := genSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		if g.fr.done {
			return rt.None, nil
		}
		return g.in.frameObj(g.fr).Self(), nil
	})
	gt.AddGetter("gi_code", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		g, err := genSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		co := &rt.CodeObj{Code: g.code}
		return vm.Alloc(codeObj(co)), nil
	})
	gt.AddGetSet("__name__", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		g, err := genSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return g.name, nil
	}, func(vm *rt.VM, self, v rt.Value) error {
		g, err := genSelf(vm, self)
		if err != nil {
			return err
		}
		g.name = v
		return nil
	})
	gt.AddGetSet("__qualname__", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		g, err := genSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return g.qualname, nil
	}, func(vm *rt.VM, self, v rt.Value) error {
		g, err := genSelf(vm, self)
		if err != nil {
			return err
		}
		g.qualname = v
		return nil
	})
	gt.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g, err := genSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		q, _ := vm.GoString(g.qualname)
		return vm.NewStr(fmt.Sprintf("<generator object %s at %#x>", q, 0x7f0000000000+uint64(rt.IDHash(args[0]))&0xffffffffff)), nil
	})
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
	exc := vm.NewExceptionObj(rt.GeneratorExitType, nil)
	v, yielded, err := in.resume(g, rt.None, exc)
	if err != nil {
		if e := rt.AsException(err); e != nil && (e.Class().IsSubclass(rt.GeneratorExitType) || e.Class().IsSubclass(rt.StopIterationType)) {
			return rt.None, nil
		}
		return rt.Unbound, err
	}
	if yielded {
		return rt.Unbound, vm.NewError(rt.RuntimeErrorType, "generator ignored GeneratorExit")
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
