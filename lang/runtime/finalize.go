package runtime

import "math/bits"

// Finalizers: __del__ for objects the collector finds unreachable (PEP 442).
//
// CPython calls __del__ when an object's reference count drops to zero, or,
// for cyclic garbage, from its cycle collector. cpjit has only the
// collector, so every __del__ runs as CPython runs it for cyclic garbage:
// after marking, the unreachable objects whose class defines __del__ (and
// that were never finalized) are resurrected for this cycle with
// everything they reach, and their finalizers are queued behind the
// weak-reference callbacks the same collection cleared, to run at the
// safepoint after it (runWeakCallbacks). An exception a finalizer raises
// is printed as "Exception ignored in" and ignored. Each object is
// finalized at most once; if the finalizer made it reachable again it
// lives on, and otherwise a later collection frees it without calling
// __del__ again. gc.collect() runs the queued finalizers before it
// returns, and the program's end finalizes what is still alive
// (FinalizeAtExit). Go objects that finalize themselves (Finalizer: the
// interpreter's suspended generators close) are handled the same way.

// fin is the heap's finalizer state.
type fin struct {
	// hasDel is set once a class that defines __del__ exists, or
	// UseFinalizers was called: until then collections do not look for
	// objects to finalize; with goOnly, only at AllocRecyclable's objects.
	hasDel, goOnly bool
	finVM          *VM
	// finalized holds the slots of objects whose finalizer has been
	// queued (cleared when the slot is freed).
	finalized map[uint32]struct{}
}

// Finalizer is an object of AllocRecyclable that finalizes itself (the
// interpreter's generators suspended where closing them runs code):
// Finalizable says whether it has to, Finalize does it. Collections look
// for them once UseFinalizers was called.
type Finalizer interface {
	Finalizable() bool
	Finalize() error
}

func (vm *VM) UseFinalizers() {
	h := vm.heap
	h.goOnly, h.hasDel = !h.hasDel || h.goOnly, true
}

// finalizer returns the __del__ of o's class, if o is a user-class object
// with one (Unbound for a Finalizer that has to run).
func (h *Heap) finalizer(o Object) (Value, bool) {
	if f, ok := o.(Finalizer); ok {
		return Unbound, f.Finalizable()
	}
	c := o.head().cls
	if c == nil || c.Builtin {
		return Unbound, false
	}
	return c.LookupSlot(h.finVM, SlotDel)
}

// findFinalizable returns the slots of the unmarked objects to finalize,
// in slot order, after marking and before anything is swept.
func (h *Heap) findFinalizable() []uint32 {
	var doomed []uint32
	objs := h.objs
	for w, m := range h.marks {
		for dead := ^m; dead != 0; dead &= dead - 1 {
			i := w*64 + bits.TrailingZeros64(dead)
			if i >= len(objs) {
				break
			}
			o := objs[i]
			if i == 0 || o == nil || h.goOnly && (i >= len(h.kinds) || h.kinds[i] != kindRecycler) {
				continue
			}
			if _, ok := h.finalizer(o); !ok {
				continue
			}
			if _, done := h.finalized[uint32(i)]; !done {
				doomed = append(doomed, uint32(i))
			}
		}
	}
	return doomed
}

// resurrect marks the doomed objects and everything they reach, so that
// they survive this collection, and queues their finalizers.
func (h *Heap) resurrect(t *Tracer, doomed []uint32) {
	if h.finalized == nil {
		h.finalized = map[uint32]struct{}{}
	}
	wt := h.weakTable()
	for _, idx := range doomed {
		o := h.objs[idx]
		h.finalized[idx] = struct{}{}
		self := o.head().self
		wt.pending = append(wt.pending, weakCall{ref: self, cb: Unbound})
		t.Mark(self)
	}
	t.drain()
}

// runFinalizer calls obj's __del__ (a queued weakCall whose cb is Unbound).
// An exception it raises is printed and ignored; other errors are
// returned.
func (vm *VM) runFinalizer(obj Value) error {
	o := vm.heap.Get(obj)
	del, ok := vm.heap.finalizer(o)
	var err error
	if f, isF := o.(Finalizer); isF && ok {
		del, err = obj, f.Finalize()
	} else if ok {
		_, err = vm.Call(del, []Value{obj}, nil)
	}
	if err != nil && AsException(err) == nil {
		return err
	} else if err != nil {
		vm.WriteUnraisable(err, del)
	}
	return nil
}

// RunFinalizers runs the finalizers and weak-reference callbacks queued by
// collections (gc.collect() calls it before returning).
func (vm *VM) RunFinalizers() error {
	if vm.heap.weak == nil {
		return nil
	}
	return vm.runWeakCallbacks()
}

// FinalizeAtExit finalizes, at the program's end, the objects with a
// __del__ that are still alive and were never finalized, as CPython
// finalizes what the modules held when it clears them at shutdown: first
// the main module's globals in their order, then the others in slot
// order. Nothing is freed; objects a finalizer creates are not
// finalized in turn.
func (vm *VM) FinalizeAtExit() error {
	h := vm.heap
	if !h.hasDel {
		return nil
	}
	if h.finalized == nil {
		h.finalized = map[uint32]struct{}{}
	}
	wt := h.weakTable()
	queue := func(idx uint32, o Object) {
		if _, done := h.finalized[idx]; done {
			return
		}
		if _, ok := h.finalizer(o); ok {
			h.finalized[idx] = struct{}{}
			wt.pending = append(wt.pending, weakCall{ref: o.head().self, cb: Unbound})
		}
	}
	// The main module's globals first, in their order (CPython clears
	// them one by one), then the rest. The globals themselves go first;
	// then what each global list or tuple holds, last item first, and
	// each dict's values before their keys; containers found inside those
	// go after, in turn (the order CPython's shutdown gives).
	seen := map[uint32]bool{}
	var later []Object
	visit := func(v Value, top bool) {
		if !v.IsHandle() || v.index()&staticBit != 0 || seen[v.index()] {
			return
		}
		o := h.Get(v)
		switch c := o.(type) {
		case *List:
			if c.cls == ListType && !top {
				later = append(later, o)
				return
			}
		case *Tuple:
			if c.cls == TupleType && !top {
				later = append(later, o)
				return
			}
		case *Dict:
			if c.cls == DictType && !top {
				later = append(later, o)
				return
			}
		}
		seen[v.index()] = true
		queue(v.index(), o)
		if top {
			later = append(later, o)
		}
	}
	var items func(o Object)
	items = func(o Object) {
		switch c := o.(type) {
		case *List:
			if c.cls == ListType {
				for i := len(c.Items) - 1; i >= 0; i-- {
					visit(c.Items[i], false)
				}
			}
		case *Tuple:
			if c.cls == TupleType {
				for i := len(c.Items) - 1; i >= 0; i-- {
					visit(c.Items[i], false)
				}
			}
		case *Dict:
			if c.cls == DictType {
				c.Items(func(k, v Value) bool {
					visit(v, false)
					visit(k, false)
					return true
				})
			}
		}
	}
	if m, ok := vm.Modules.GetStr(vm, "__main__"); ok {
		if d := vm.heap.Get(m).head().dict; d != nil {
			d.Items(func(_, v Value) bool {
				visit(v, true)
				return true
			})
			for n := 0; n < len(later) && n < 1<<16; n++ {
				o := later[n]
				idx := o.head().self.index()
				if !seen[idx] {
					seen[idx] = true
					queue(idx, o)
				}
				items(o)
			}
		}
	}
	for i, o := range h.objs {
		if i != 0 && o != nil {
			queue(uint32(i), o)
		}
	}
	return vm.RunFinalizers()
}
