package runtime

import (
	"cmp"
	"slices"
	"strings"
)

// Weak references (weakref.ref and its subclasses) and proxies, which do
// not keep their referents alive: their types, their registry and what the
// collector does with them. The _weakref module (lang/stdlib/weakref)
// gives them their Python-facing methods through the API at the end of
// this file.
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
			} else {
				// Garbage, but a finalizer may resurrect it
				// (finalize.go): it must not keep a handle to a
				// referent it no longer tracks.
				w.target = Unbound
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
			if c.cb == Unbound {
				// A finalizer (finalize.go).
				if err := vm.runFinalizer(c.ref); err != nil {
					wt.pending = append(batch[i+1:len(batch):len(batch)], wt.pending...)
					wt.batches = wt.batches[:level]
					return err
				}
				continue
			}
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
	vm.WriteUnraisableMsg(err, "Exception ignored in", obj)
}

// WriteUnraisableMsg is WriteUnraisable with another text than
// "Exception ignored in" before the object (Unbound: no object). A
// sys.unraisablehook the program set gets the exception instead (the sys
// module installs vm.Ext["sys.unraisablehook"] to call it).
func (vm *VM) WriteUnraisableMsg(err error, msg string, obj Value) {
	if h, ok := vm.Ext["sys.unraisablehook"].(func(error, string, Value) bool); ok && h(err, msg, obj) {
		return
	}
	vm.WriteUnraisableDefault(err, msg, obj)
}

// WriteUnraisableDefault is CPython's default sys.unraisablehook: msg and
// the object's repr (msg alone when obj is Unbound), then the exception.
func (vm *VM) WriteUnraisableDefault(err error, msg string, obj Value) {
	var sb strings.Builder
	if obj == Unbound {
		// No object: "msg:" alone (nothing without a message either).
		if msg != "" {
			sb.WriteString(msg + ":")
		}
	} else {
		sb.WriteString(msg + ": ")
		if s, rerr := vm.Repr(obj); rerr == nil {
			sb.WriteString(s)
		} else {
			sb.WriteString("<object repr() failed>")
		}
	}
	if sb.Len() > 0 {
		sb.WriteByte('\n')
	}
	exc := AsException(err)
	switch f, ok := vm.Interp.(interface{ FormatUnraisable(*Exception) string }); {
	case exc != nil && ok:
		sb.WriteString(f.FormatUnraisable(exc))
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

// objWeakrefGet is the __weakref__ attribute of instances: the first weak
// reference to the object, or None.
func objWeakrefGet(vm *VM, self Value) (Value, error) {
	if l := vm.heap.weak.list(self); l != nil && len(l.refs) > 0 {
		return l.refs[0].self, nil
	}
	return None, nil
}

func init() {
	for _, c := range []*Class{FunctionType, BuiltinFuncType, MethodType, TypeType, SetType, FrozenSetType,
		GeneratorType, CodeType, ModuleType, MemoryViewType} {
		SetWeakrefable(c)
	}
}

// ---- the API of the _weakref module (lang/stdlib/weakref) ----

// WeakRef is a weak reference or a proxy (the objects of ReferenceType,
// its subclasses, ProxyType and CallableProxyType).
type WeakRef = weakRef

// Target returns the referent, or Unbound once it has died.
func (w *weakRef) Target() Value { return w.target }

// Callback returns the function called with the reference when the
// referent dies, or None.
func (w *weakRef) Callback() Value { return w.callback }

// IsProxy reports whether w is a proxy.
func (w *weakRef) IsProxy() bool { return w.proxy }

// Hash returns the hash cached by a first hash(w), and whether there is one.
func (w *weakRef) Hash() (int64, bool) { return w.hash, w.hashed }

// SetHash caches the referent's hash.
func (w *weakRef) SetHash(h int64) { w.hash, w.hashed = h, true }

// NewWeakRef creates a weak reference (or proxy) of class cls to ob, or
// returns the existing basic one; callback Unbound means none.
func (vm *VM) NewWeakRef(cls *Class, ob, callback Value, proxy bool) (Value, error) {
	return vm.newWeakRef(cls, ob, callback, proxy)
}

// WeakRefsTo returns the weak references to v in CPython's order (nil when
// there are none or v cannot be weakly referenced).
func (vm *VM) WeakRefsTo(v Value) []Value {
	l := vm.heap.weak.list(v)
	if l == nil || !vm.Weakrefable(v) {
		return nil
	}
	out := make([]Value, len(l.refs))
	for i, w := range l.refs {
		out[i] = w.self
	}
	return out
}

// AtExit registers f to be called when the program ends (VM.RunExitHooks).
func (vm *VM) AtExit(f Value) {
	wt := vm.heap.weakTable()
	wt.atExit = append(wt.atExit, f)
}

// WeakProxyTarget returns the live referent of the proxy self, pinned, or
// raises TypeError (self is no proxy) or ReferenceError (it died).
func (vm *VM) WeakProxyTarget(self Value) (Value, error) { return vm.weakProxyTarget(self) }

// WeakProxyLive returns a proxy's live referent, pinned, or raises
// ReferenceError.
func (vm *VM) WeakProxyLive(w *WeakRef) (Value, error) { return vm.weakProxyLive(w) }
