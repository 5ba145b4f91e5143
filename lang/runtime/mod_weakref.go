package runtime

import (
	"cmp"
	"slices"
	"strings"
)

// The _weakref module: weak references (weakref.ref and its subclasses)
// and proxies, which do not keep their referents alive. pylib/weakref.py
// builds the weakref module on top of it (WeakValueDictionary,
// WeakKeyDictionary, WeakSet, WeakMethod, finalize).
//
// The collector (heap.go) never marks a referent through a weak reference.
// Each heap keeps a weakTable listing, for every referent, its weak
// references; after marking, the table clears those whose referents were
// not marked, before the referents' slots are freed, so a weak reference
// never holds a stale handle. The callbacks of cleared references are
// queued, never run inside the collector: the safepoint that collected
// runs them once the collection is over (VM.Safepoint), and an exception
// one raises is printed CPython's "Exception ignored in" way.
//
// CPython frees an object as soon as its last reference goes; cpjit frees
// it at the next collection that finds it unreachable (gc.collect() asks
// for one right after it returns, see Heap.Request). A weak reference to a
// live object always returns it.

var (
	// ReferenceType is weakref.ref (weakref.ReferenceType).
	ReferenceType = ModuleClass("weakref", "weakref.ReferenceType", nil)
	// ProxyType and CallableProxyType are the types of weakref.proxy objects.
	ProxyType         = ModuleClass("weakref", "weakref.ProxyType", nil)
	CallableProxyType = ModuleClass("weakref", "weakref.CallableProxyType", nil)
)

// weakRef is a weak reference or a proxy.
type weakRef struct {
	Head
	target   Value // the referent; Unbound once it has died
	callback Value // called with the reference when the referent dies; None if none
	hash     int64
	hashed   bool
	proxy    bool
	slots    []Value // a subclass's __slots__ values
}

// Trace implements Object: the callback is a strong reference, the
// referent is not.
func (w *weakRef) Trace(t *Tracer) {
	t.Mark(w.callback)
	t.MarkAll(w.slots)
}

func (w *weakRef) slotValues() []Value { return w.slots }

// basic reports whether w is the one plain reference or proxy (no callback,
// not a subclass) that creating another such reference returns again.
func (w *weakRef) basic() bool {
	return w.callback == None && (w.cls == ReferenceType || w.proxy)
}

// weakTable is a heap's registry of weak references, by referent.
type weakTable struct {
	refs map[uint32]*weakList // by the referent's slot index
	seq  uint64
	// pending holds the callbacks of references cleared by collections,
	// to run at the safepoint; batches those being run (nested when a
	// callback's own safepoint runs callbacks).
	pending []weakCall
	batches [][]weakCall
	// atExit holds functions to call when the program ends (VM.RunExitHooks).
	atExit []Value
}

// weakList is a referent's weak references in CPython's order: the basic
// reference, then the basic proxy, then the others, newest first. The
// callbacks run in this order.
type weakList struct {
	seq  uint64 // creation order, for the order of referents dying together
	refs []*weakRef
}

type weakCall struct{ ref, cb Value }

func (h *Heap) weakTable() *weakTable {
	if h.weak == nil {
		h.weak = &weakTable{refs: map[uint32]*weakList{}}
	}
	return h.weak
}

// list returns the weak references to v (nil when there are none).
func (wt *weakTable) list(v Value) *weakList {
	if wt == nil || !v.IsHandle() {
		return nil
	}
	return wt.refs[v.index()]
}

// add registers w as a weak reference to its target.
func (wt *weakTable) add(w *weakRef) {
	idx := w.target.index()
	l := wt.refs[idx]
	if l == nil {
		wt.seq++
		l = &weakList{seq: wt.seq}
		wt.refs[idx] = l
	}
	nb := 0 // leading basic reference
	if len(l.refs) > 0 && l.refs[0].basic() && !l.refs[0].proxy {
		nb = 1
	}
	pos := 0
	switch {
	case w.basic() && !w.proxy:
	case w.basic():
		pos = nb // the basic proxy comes right after the basic reference
	default:
		pos = nb
		if pos < len(l.refs) && l.refs[pos].basic() && l.refs[pos].proxy {
			pos++
		}
	}
	l.refs = slices.Insert(l.refs, pos, w)
}

// findBasic returns the basic reference (proxy false) or proxy (true) to v.
func (wt *weakTable) findBasic(v Value, proxy bool) *weakRef {
	l := wt.list(v)
	if l == nil {
		return nil
	}
	for i, w := range l.refs {
		if i > 1 || !w.basic() {
			break
		}
		if w.proxy == proxy {
			return w
		}
	}
	return nil
}

// traceRoots marks the queued callbacks and the exit functions.
func (wt *weakTable) traceRoots(t *Tracer) {
	for _, c := range wt.pending {
		t.Mark(c.ref)
		t.Mark(c.cb)
	}
	for _, b := range wt.batches {
		for _, c := range b {
			t.Mark(c.ref)
			t.Mark(c.cb)
		}
	}
	t.MarkAll(wt.atExit)
}

// sweep runs after marking: it forgets weak references that are garbage
// themselves, and clears those whose referents are, queueing their
// callbacks (a reference that is garbage too gets no callback, as in
// CPython).
func (wt *weakTable) sweep(h *Heap) {
	var dead []*weakList
	for idx, l := range wt.refs {
		n := 0
		for _, w := range l.refs {
			if h.marked(w.self.index()) {
				l.refs[n] = w
				n++
			}
		}
		clear(l.refs[n:])
		l.refs = l.refs[:n]
		switch {
		case !h.marked(idx):
			delete(wt.refs, idx)
			if n > 0 {
				dead = append(dead, l)
			}
		case n == 0:
			delete(wt.refs, idx)
		}
	}
	slices.SortFunc(dead, func(a, b *weakList) int { return cmp.Compare(a.seq, b.seq) })
	for _, l := range dead {
		for _, w := range l.refs {
			w.target = Unbound
			if w.callback != None {
				wt.pending = append(wt.pending, weakCall{w.self, w.callback})
				w.callback = None
			}
		}
	}
}

// runWeakCallbacks calls the queued callbacks of cleared weak references.
// It takes the whole queue as a batch and calls its callbacks in order,
// each to completion; what a collection inside one of them queues runs at
// that collection's safepoint (as CPython runs callbacks wherever objects
// die), before the rest of the batch. A Python exception a callback
// raises is printed and ignored; any other error (a step limit, a
// cancellation) stops the program, the uncalled callbacks staying queued.
func (vm *VM) runWeakCallbacks() error {
	wt := vm.heap.weak
	for wt != nil && len(wt.pending) > 0 {
		batch := wt.pending
		wt.pending = nil
		level := len(wt.batches)
		wt.batches = append(wt.batches, batch) // roots until done
		for i, c := range batch {
			if _, err := vm.Call(c.cb, []Value{c.ref}, nil); err != nil {
				if AsException(err) == nil {
					wt.pending = append(batch[i+1:len(batch):len(batch)], wt.pending...)
					wt.batches = wt.batches[:level]
					return err
				}
				vm.WriteUnraisable(err, c.cb)
			}
		}
		wt.batches[level] = nil
		wt.batches = wt.batches[:level]
	}
	return nil
}

// WriteUnraisable prints an exception that cannot be raised (one from a
// weak reference's callback, say) to stderr as CPython's default
// sys.unraisablehook does: "Exception ignored in: <obj>" and the
// traceback.
func (vm *VM) WriteUnraisable(err error, obj Value) {
	var sb strings.Builder
	sb.WriteString("Exception ignored in: ")
	if s, rerr := vm.Repr(obj); rerr == nil {
		sb.WriteString(s)
	} else {
		sb.WriteString("<object repr() failed>")
	}
	sb.WriteByte('\n')
	exc := AsException(err)
	switch f, ok := vm.Interp.(interface{ FormatException(*Exception) string }); {
	case exc != nil && ok:
		sb.WriteString(f.FormatException(exc))
	case exc != nil:
		msg, _ := vm.Str(exc.self)
		sb.WriteString(exc.cls.Name)
		if msg != "" {
			sb.WriteString(": " + msg)
		}
		sb.WriteByte('\n')
	default:
		sb.WriteString(err.Error() + "\n")
	}
	vm.WriteStd("stderr", sb.String())
}

// RunExitHooks calls, newest first, the functions registered to run when
// the program ends (weakref.finalize's atexit), each once. Exceptions they
// raise are printed; other errors stop them and are returned.
func (vm *VM) RunExitHooks() error {
	wt := vm.heap.weak
	for wt != nil && len(wt.atExit) > 0 {
		n := len(wt.atExit) - 1
		f := wt.atExit[n]
		wt.atExit = wt.atExit[:n]
		vm.heap.Pin(f)
		if _, err := vm.Call(f, nil, nil); err != nil {
			if AsException(err) == nil {
				return err
			}
			vm.WriteUnraisable(err, f)
		}
	}
	return nil
}

// SetWeakrefable makes instances of a builtin type (and of its
// subclasses) weakly referenceable, as in CPython; classes themselves always
// are. User classes are unless __slots__ leaves out __weakref__ or they
// derive from int, bytes or tuple (their __weakref__ descriptor says so,
// see newClass). Only the initialisation of the package that defines c may
// call it.
func SetWeakrefable(c *Class) { c.weakrefable = true }

// Weakrefable reports whether v can be weakly referenced.
func (vm *VM) Weakrefable(v Value) bool {
	if !v.IsHandle() {
		return false
	}
	o := vm.heap.Get(v)
	switch o := o.(type) {
	case *Class:
		return true
	case *BuiltinFunction:
		// Builtin types' unbound methods are CPython's method and slot
		// descriptors, their bound special methods method-wrappers: none
		// can be weakly referenced.
		return o.Owner == nil || o.Self != Unbound && !weakSlotWrapper(o)
	case *BoundMethod:
		if f, ok := vm.Get0(o.Func).(*BuiltinFunction); ok {
			return !weakSlotWrapper(f)
		}
	}
	for _, k := range o.head().cls.MRO {
		if k.Builtin {
			if k.weakrefable {
				return true
			}
		} else if _, ok := k.Dict.GetStr(vm, "__weakref__"); ok {
			return true
		}
	}
	return false
}

// weakSlotWrapper reports whether a builtin is one of a type's special
// methods (CPython's slot wrappers; __new__ is a plain builtin there).
func weakSlotWrapper(f *BuiltinFunction) bool {
	n := f.Name
	return f.Owner != nil && len(n) > 4 && strings.HasPrefix(n, "__") && strings.HasSuffix(n, "__") && n != "__new__"
}

// newWeakRef creates a weak reference (or proxy) of class cls to ob, or
// returns the existing basic one.
func (vm *VM) newWeakRef(cls *Class, ob, callback Value, proxy bool) (Value, error) {
	if !vm.Weakrefable(ob) {
		return Unbound, vm.TypeError("cannot create weak reference to '%s' object", vm.TypeName(ob))
	}
	if callback == Unbound {
		callback = None
	}
	wt := vm.heap.weakTable()
	if callback == None && (cls == ReferenceType || proxy) {
		if w := wt.findBasic(ob, proxy); w != nil {
			return w.self, nil
		}
	}
	w := &weakRef{target: ob, callback: callback, proxy: proxy}
	w.cls = cls
	if n := len(cls.Slots); n > 0 {
		w.slots = make([]Value, n)
		for i := range w.slots {
			w.slots[i] = Unbound
		}
	}
	v := vm.Alloc(w)
	wt.add(w)
	return v, nil
}

// weakSelf returns the weak reference self of a method.
func (vm *VM) weakSelf(v Value, what string) (*weakRef, error) {
	w, ok := vm.Get0(v).(*weakRef)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' for 'weakref.ReferenceType' objects doesn't apply to a '%s' object", what, vm.TypeName(v))
	}
	return w, nil
}

// weakReprTarget describes a live referent for the reprs: its type name,
// and for refs its __name__ when its type defines one.
func (vm *VM) weakReprTarget(w *weakRef, withName bool) (string, error) {
	t := w.target
	s := "to '" + vm.TypeName(t) + "' at " + objHex(t)
	if withName {
		if _, ok := vm.ClassOf(t).Lookup(vm, "__name__"); ok {
			n, err := vm.GetAttr(t, "__name__")
			if err != nil && !ExceptionMatches(err, AttributeErrorType) {
				return "", err
			}
			if ns, ok := vm.StrOf(n); ok && err == nil {
				s += " (" + ns + ")"
			}
		}
	}
	return s, nil
}

// objWeakrefGet is the __weakref__ attribute of instances: the first weak
// reference to the object, or None.
func objWeakrefGet(vm *VM, self Value) (Value, error) {
	if l := vm.heap.weak.list(self); l != nil && len(l.refs) > 0 {
		return l.refs[0].self, nil
	}
	return None, nil
}

func weakNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if cls == ReferenceType && len(kw) > 0 {
		return Unbound, vm.TypeError("ref() takes no keyword arguments")
	}
	if err := weakInitArgs(vm, "__new__", args); err != nil {
		return Unbound, err
	}
	cb := None
	if len(args) > 1 {
		cb = args[1]
	}
	return vm.newWeakRef(cls, args[0], cb, false)
}

func weakInitArgs(vm *VM, name string, args []Value) error {
	switch {
	case len(args) < 1:
		return vm.TypeError("%s expected at least 1 argument, got %d", name, len(args))
	case len(args) > 2:
		return vm.TypeError("%s expected at most 2 arguments, got %d", name, len(args))
	}
	return nil
}

func weakCompare(op CmpOp) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity(CmpNames[op], args, 2, 2); err != nil {
			return Unbound, err
		}
		a, ok1 := vm.Get0(args[0]).(*weakRef)
		b, ok2 := vm.Get0(args[1]).(*weakRef)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		if a.target == Unbound || b.target == Unbound {
			return Bool((args[0] == args[1]) == (op == CmpEQ)), nil
		}
		return vm.Compare(op, a.target, b.target)
	}
}

func init() {
	for _, c := range []*Class{FunctionType, BuiltinFuncType, MethodType, TypeType, SetType, FrozenSetType,
		GeneratorType, CodeType, ModuleType, MemoryViewType} {
		SetWeakrefable(c)
	}

	r := ReferenceType
	r.New = weakNew
	r.AddMethod("__new__", ctrNewWrapper(r))
	r.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '__init__' of 'weakref.ReferenceType' object needs an argument")
		}
		return None, weakInitArgs(vm, "__init__", args[1:])
	})
	r.AddMethod("__call__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 1 || len(kw) > 0 {
			if len(kw) > 0 {
				return Unbound, vm.TypeError("weakref() takes no keyword arguments")
			}
			return Unbound, vm.TypeError("weakref() takes exactly 0 arguments (%d given)", max(len(args)-1, 0))
		}
		w, err := vm.weakSelf(args[0], "__call__")
		if err != nil {
			return Unbound, err
		}
		if w.target == Unbound {
			return None, nil
		}
		return w.target, nil
	})
	r.AddGetter("__callback__", func(vm *VM, self Value) (Value, error) {
		w, err := vm.weakSelf(self, "__callback__")
		if err != nil {
			return Unbound, err
		}
		return w.callback, nil
	})
	r.AddHashMethod(func(vm *VM, v Value) (int64, error) {
		w, err := vm.weakSelf(v, "__hash__")
		if err != nil {
			return 0, err
		}
		if !w.hashed {
			if w.target == Unbound {
				return 0, vm.TypeError("weak object has gone away")
			}
			h, err := vm.Hash(w.target)
			if err != nil {
				return 0, err
			}
			w.hash, w.hashed = h, true
		}
		return w.hash, nil
	})
	r.AddMethod("__eq__", weakCompare(CmpEQ))
	r.AddMethod("__ne__", weakCompare(CmpNE))
	r.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		w, err := vm.weakSelf(args[0], "__repr__")
		if err != nil {
			return Unbound, err
		}
		if w.target == Unbound {
			return vm.NewStr("<weakref at " + objHex(args[0]) + "; dead>"), nil
		}
		s, err := vm.weakReprTarget(w, true)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr("<weakref at " + objHex(args[0]) + "; " + s + ">"), nil
	})
	r.AddClassMethod("__class_getitem__", ClassGetItem)
	// copy.copy and copy.deepcopy share a weak reference (CPython's copy
	// module lists weakref.ref among the atomic types).
	r.AddMethod("__copy__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil })
	r.AddMethod("__deepcopy__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil })

	weakProxyInit()

	RegisterModule("_weakref", func(vm *VM) (*Module, error) {
		m := vm.NewModule("_weakref")
		FillModule(vm, m, modWeakrefFuncs)
		m.dict.SetStr(vm, "ref", ReferenceType.self)
		m.dict.SetStr(vm, "ReferenceType", ReferenceType.self)
		m.dict.SetStr(vm, "ProxyType", ProxyType.self)
		m.dict.SetStr(vm, "CallableProxyType", CallableProxyType.self)
		return m, nil
	})
}

var modWeakrefFuncs = StaticFuncs("_weakref", ModuleFuncs{
	"getweakrefcount": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("getweakrefcount", args, 1, 1); err != nil {
			return Unbound, err
		}
		if l := vm.heap.weak.list(args[0]); l != nil && vm.Weakrefable(args[0]) {
			return SmallInt(int64(len(l.refs))), nil
		}
		return SmallInt(0), nil
	},
	"getweakrefs": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("getweakrefs", args, 1, 1); err != nil {
			return Unbound, err
		}
		var out []Value
		if l := vm.heap.weak.list(args[0]); l != nil && vm.Weakrefable(args[0]) {
			for _, w := range l.refs {
				out = append(out, w.self)
			}
		}
		return vm.NewList(out), nil
	},
	"proxy": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(kw) > 0 {
			return Unbound, vm.TypeError("proxy() takes no keyword arguments")
		}
		if err := vm.Arity("proxy", args, 1, 2); err != nil {
			return Unbound, err
		}
		cb := None
		if len(args) > 1 {
			cb = args[1]
		}
		cls := ProxyType
		if vm.IsCallable(args[0]) {
			cls = CallableProxyType
		}
		return vm.newWeakRef(cls, args[0], cb, true)
	},
	"_remove_dead_weakref": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("_remove_dead_weakref", args, 2, 2); err != nil {
			return Unbound, err
		}
		d, ok := vm.AsDict(args[0])
		if !ok {
			return Unbound, vm.TypeError("_remove_dead_weakref() argument 1 must be dict, not %s", vm.TypeName(args[0]))
		}
		v, found, err := d.Get(vm, args[1])
		if err != nil || !found {
			return None, err
		}
		if w, ok := vm.Get0(v).(*weakRef); ok && w.target == Unbound {
			if _, err := d.Delete(vm, args[1]); err != nil {
				return Unbound, err
			}
		}
		return None, nil
	},
	"_atexit": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		// Registers a function to call when the program ends (for
		// weakref.finalize; see VM.RunExitHooks).
		if err := vm.Arity("_atexit", args, 1, 1); err != nil {
			return Unbound, err
		}
		wt := vm.heap.weakTable()
		wt.atExit = append(wt.atExit, args[0])
		return None, nil
	},
})
