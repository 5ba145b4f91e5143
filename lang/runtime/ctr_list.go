package runtime

import (
	"strings"
)

// The list type.

// ctrMaxSeq bounds the length of a sequence built by repetition; beyond it
// CPython would fail to allocate, and so do we (MemoryError, never a Go
// out-of-memory crash).
const ctrMaxSeq = 1 << 31

// ListAppend appends item to a list (the interpreter's LIST_APPEND).
func (vm *VM) ListAppend(list, item Value) {
	vm.listAppend(vm.heap.Get(list).(*List), item)
}

// listAppend appends to l, counting the growth against a heap limit.
func (vm *VM) listAppend(l *List, item Value) {
	c := cap(l.Items)
	l.Items = ctrAppend(l.Items, item)
	if c2 := cap(l.Items); c2 != c {
		// A new backing array: the old one is garbage to Go only once the
		// VM has swept this list, so a big one counts towards a collection.
		h := vm.heap
		h.noteBig(8 * c2)
		if h.limit > 0 {
			h.charge(8 * int64(c2-c))
		}
	}
}

// ctrAppend appends one item. A full small list grows as CPython's
// list_resize grows it (to 4, 8, 16, 24, 32, 40, 52, ... items, so
// sys.getsizeof agrees, and machine code's list_append finds room for the
// next few items); a big one by half again (Go's append grows big slices
// by only a quarter, which copies a list built by append() several times
// over).
func ctrAppend(items []Value, v Value) []Value {
	if n := len(items); n == cap(items) {
		c := n + n/2
		if n < 256 {
			c = (n + 1 + (n+1)>>3 + 6) &^ 3
		}
		grown := make([]Value, n, c)
		copy(grown, items)
		items = grown
	}
	return append(items, v)
}

// ListExtend extends a list with an iterable (LIST_EXTEND, list.extend).
func (vm *VM) ListExtend(list, iterable Value) error {
	l, ok := vm.AsList(list)
	if !ok {
		return vm.TypeError("BUG: ListExtend on '%s'", vm.TypeName(list))
	}
	return vm.ctrListExtend(l, iterable)
}

func (vm *VM) ctrListExtend(l *List, iterable Value) error {
	if iterable.IsHandle() {
		// As CPython's list_extend: exact lists and tuples (and l itself,
		// a snapshot) by their items, exact sets and dicts and the views
		// of any dict by their tables; subclasses through their __iter__.
		var d *Dict
		kind := ctrDictKeys
		switch o := vm.heap.Get(iterable).(type) {
		case *List:
			if o.cls == ListType || o == l {
				vm.Grew(8 * len(o.Items))
				vm.listReserve(l, len(o.Items), true)
				l.Items = append(l.Items, o.Items...)
				return nil
			}
		case *Tuple:
			if o.cls == TupleType {
				vm.Grew(8 * len(o.Items))
				vm.listReserve(l, len(o.Items), true)
				l.Items = append(l.Items, o.Items...)
				return nil
			}
		case *Set:
			if o.cls.setExact() {
				vm.Grew(8 * o.used)
				vm.listReserve(l, o.used, false)
				for i := range o.table {
					if e := &o.table[i]; e.live() {
						l.Items = append(l.Items, e.key())
					}
				}
				return nil
			}
		case *Dict:
			if o.cls == DictType {
				d = o
			}
		case *DictView:
			d, kind = o.dict, o.kind
		}
		if d != nil {
			vm.Grew(8 * d.used)
			vm.listReserve(l, d.used, false)
			for i := 0; i < len(d.entries); i++ {
				e := &d.entries[i]
				x := e.key
				switch {
				case x == Unbound:
					continue
				case kind == ctrDictValues:
					x = e.value
				case kind == ctrDictItems:
					x = vm.NewTupleCopy([]Value{e.key, e.value})
				}
				l.Items = append(l.Items, x)
			}
			return nil
		}
	}
	// Room for the iterable's length, as CPython asks it (only of builtin
	// objects here, whose __len__ and __length_hint__ do nothing else), or
	// for eight items.
	hint, exact := 8, false
	if n, ok := vm.builtinLenHint(iterable); ok {
		hint, exact = n, true
	}
	it, err := vm.Iter(iterable)
	if err != nil {
		return err
	}
	vm.listReserve(l, hint, exact)
	d := vm.drainer(it)
	var sink *listSink // only for a Drainer: no allocation for the others
	if d != nil {
		sink = &listSink{vm: vm, l: l}
	}
	for {
		x, ok, err := vm.nextTo(it, d, sink)
		if err != nil {
			return err
		}
		if !ok {
			// Then down to what the items need, if they fill less
			// than half the room.
			if n := len(l.Items); n < cap(l.Items)/2 {
				c := 0
				if n > 0 {
					c = listGrowth(n, n)
				}
				if c < cap(l.Items) {
					l.Items = append(make([]Value, 0, c), l.Items...)
				}
			}
			return nil
		}
		vm.listAppend(l, x)
	}
}

// listGrowth is the room CPython's list_resize gives a list of n items
// that must hold want.
func listGrowth(n, want int) int {
	c := (want + want>>3 + 6) &^ 3
	if want-n > c-want {
		c = (want + 3) &^ 3
	}
	return c
}

// listReserve makes room in l for more items, as CPython's list does (so
// sys.getsizeof agrees): exact, into an empty list, the even number of
// slots at or above more that list() allocates for a sized iterable;
// otherwise list_resize's over-allocation.
func (vm *VM) listReserve(l *List, more int, exact bool) {
	n := len(l.Items)
	if more <= 0 || n+more <= cap(l.Items) {
		return
	}
	c := listGrowth(n, n+more)
	if exact && n == 0 {
		c = (more + 1) &^ 1
	}
	old := cap(l.Items)
	grown := make([]Value, n, c)
	copy(grown, l.Items)
	l.Items = grown
	h := vm.heap
	h.noteBig(8 * c)
	if h.limit > 0 {
		h.charge(8 * int64(c-old))
	}
}

// builtinLenHint is the length of a builtin object that has one
// (__len__, then __length_hint__); objects of Python classes are not asked.
func (vm *VM) builtinLenHint(v Value) (int, bool) {
	if !v.IsHandle() {
		return 0, false
	}
	cls := vm.ClassOf(v)
	if !cls.Builtin {
		return 0, false
	}
	for _, name := range [...]string{"__len__", "__length_hint__"} {
		f, ok := cls.Lookup(vm, name)
		if !ok {
			continue
		}
		r, err := vm.CallBinaryUnary(f, v)
		if err != nil {
			return 0, false
		}
		if r.IsSmallInt() && r.Int() >= 0 && r.Int() < ctrMaxSeq {
			return int(r.Int()), true
		}
		return 0, false
	}
	return 0, false
}

// listSink appends to a list what a generator yields, as extend does
// after each next(): the generator sees the list grow alike.
type listSink struct {
	vm *VM
	l  *List
}

func (s *listSink) Take(v Value) bool {
	s.vm.listAppend(s.l, v)
	return true
}

func (s *listSink) Trace(t *Tracer) { t.Mark(s.l.self) }

// Slice implements SliceSink: an item appended in place is one
// listAppend would append without growing the list.
func (s *listSink) Slice() *[]Value { return &s.l.Items }

// ctrSeqFast returns the items of a list or tuple without copying, or
// collects any other iterable (PySequence_Fast). errMsg, when not empty,
// replaces the TypeError for an object that is not iterable.
func (vm *VM) ctrSeqFast(v Value, errMsg string) ([]Value, error) {
	if v.IsHandle() {
		switch o := vm.heap.Get(v).(type) {
		case *List:
			return o.Items, nil
		case *Tuple:
			return o.Items, nil
		}
	}
	it, err := vm.Iter(v)
	if err != nil {
		if errMsg != "" && ExceptionMatches(err, TypeErrorType) {
			return nil, vm.TypeError("%s", errMsg)
		}
		return nil, err
	}
	var out []Value
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return nil, err
		}
		if !ok {
			return out, nil
		}
		out = append(out, x)
	}
}

func ctrListNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	return vm.ctrAlloc(&List{}, cls), nil
}

func ctrListSelf(vm *VM, args []Value, name string) (*List, error) {
	return ctrSelf[*List](vm, args, ListType, name)
}

func ctrListInit(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) == 0 {
		return Unbound, vm.TypeError("descriptor '__init__' of 'list' object needs an argument")
	}
	l, ok := vm.AsList(args[0])
	if !ok {
		return Unbound, vm.TypeError("descriptor '__init__' requires a 'list' object but received a '%s'", vm.TypeName(args[0]))
	}
	if len(kw) > 0 {
		return Unbound, vm.TypeError("list() takes no keyword arguments")
	}
	if len(args) > 2 {
		return Unbound, vm.TypeError("list expected at most 1 argument, got %d", len(args)-1)
	}
	l.Items = l.Items[:0:0]
	if len(args) == 2 {
		if err := vm.ctrListExtend(l, args[1]); err != nil {
			return Unbound, err
		}
	}
	return None, nil
}

// ctrNormIndex resolves a possibly negative index against n (ok false when
// out of range).
func ctrNormIndex(i int64, n int) (int, bool) {
	if i < 0 {
		i += int64(n)
	}
	if i < 0 || i >= int64(n) {
		return 0, false
	}
	return int(i), true
}

func (vm *VM) ctrListGet(l *List, k Value) (Value, error) {
	if k.IsSmallInt() {
		i, ok := ctrNormIndex(k.Int(), len(l.Items))
		if !ok {
			return Unbound, vm.IndexError("list index out of range")
		}
		return l.Items[i], nil
	}
	if s, ok := vm.AsSlice(k); ok {
		return vm.listSlice(l.Items, s)
	}
	if !vm.ctrHasIndex(k) {
		return Unbound, vm.TypeError("list indices must be integers or slices, not %s", vm.TypeName(k))
	}
	i, err := vm.ctrIndex(k, IndexErrorType)
	if err != nil {
		return Unbound, err
	}
	j, ok := ctrNormIndex(i, len(l.Items))
	if !ok {
		return Unbound, vm.IndexError("list index out of range")
	}
	return l.Items[j], nil
}

// ctrListAssignSlice replaces l[start:stop] (step 1) with items (which
// must not alias l.Items).
func ctrListAssignSlice(l *List, start, stop int, items []Value) {
	old := l.Items
	start = max(0, min(start, len(old)))
	stop = max(start, min(stop, len(old)))
	if len(items) == stop-start {
		copy(old[start:], items)
		return
	}
	n := len(old) - (stop - start) + len(items)
	if n <= cap(old) {
		l.Items = old[:n]
		copy(l.Items[start+len(items):], old[stop:len(old)])
		copy(l.Items[start:], items)
		if n < len(old) {
			clear(old[n:len(old)])
		}
		return
	}
	out := make([]Value, n, n+n/8)
	copy(out, old[:start])
	copy(out[start:], items)
	copy(out[start+len(items):], old[stop:])
	l.Items = out
}

func (vm *VM) ctrListSet(l *List, k, v Value) error {
	if s, ok := vm.AsSlice(k); ok {
		return vm.listSetSlice(l, s, v)
	}
	if !vm.ctrHasIndex(k) {
		return vm.TypeError("list indices must be integers or slices, not %s", vm.TypeName(k))
	}
	i, err := vm.ctrIndex(k, IndexErrorType)
	if err != nil {
		return err
	}
	j, ok := ctrNormIndex(i, len(l.Items))
	if !ok {
		return vm.IndexError("list assignment index out of range")
	}
	l.Items[j] = v
	return nil
}

func (vm *VM) ctrListDel(l *List, k Value) error {
	if s, ok := vm.AsSlice(k); ok {
		start, stop, step, n, err := vm.SliceIndices(s, len(l.Items))
		if err != nil {
			return err
		}
		if n == 0 {
			return nil
		}
		if step == 1 {
			ctrListAssignSlice(l, start, stop, nil)
			return nil
		}
		if step < 0 {
			// Delete the same items walking forwards.
			start = start + (n-1)*step
			step = -step
		}
		out := l.Items[:start]
		next := start
		for i := start; i < len(l.Items); i++ {
			if i == next && n > 0 {
				next += step
				n--
				continue
			}
			out = append(out, l.Items[i])
		}
		clear(l.Items[len(out):])
		l.Items = out
		return nil
	}
	if !vm.ctrHasIndex(k) {
		return vm.TypeError("list indices must be integers or slices, not %s", vm.TypeName(k))
	}
	i, err := vm.ctrIndex(k, IndexErrorType)
	if err != nil {
		return err
	}
	j, ok := ctrNormIndex(i, len(l.Items))
	if !ok {
		return vm.IndexError("list assignment index out of range")
	}
	copy(l.Items[j:], l.Items[j+1:])
	l.Items[len(l.Items)-1] = Unbound
	l.Items = l.Items[:len(l.Items)-1]
	return nil
}

// ctrRepeat builds items repeated n times.
func (vm *VM) ctrRepeat(items []Value, n int64) ([]Value, error) {
	if n <= 0 || len(items) == 0 {
		return nil, nil
	}
	if n > ctrMaxSeq/int64(len(items)) {
		return nil, vm.NewError(MemoryErrorType, "")
	}
	total := int(n) * len(items)
	if err := vm.CheckAlloc(8 * int64(total)); err != nil {
		return nil, err
	}
	out := make([]Value, len(items), total)
	copy(out, items)
	for len(out) < total {
		out = append(out, out[:min(len(out), total-len(out))]...)
	}
	return out, nil
}

// ctrRepeatCount converts the right operand of sequence * n; ok is false
// when it has no __index__ (the caller returns NotImplemented). A builtin
// sequence operand cannot repeat us either, so that fails at once with
// CPython's message (sq_repeat).
func (vm *VM) ctrRepeatCount(v Value) (int64, bool, error) {
	if v.IsSmallInt() {
		return v.Int(), true, nil
	}
	if !vm.ctrHasIndex(v) {
		switch vm.Get0(v).(type) {
		case *List, *Tuple, *Str, *Bytes, *ByteArray:
			return 0, false, vm.TypeError("can't multiply sequence by non-int of type '%s'", vm.TypeName(v))
		}
		return 0, false, nil
	}
	n, err := vm.ctrIndex(v, OverflowErrorType)
	return n, true, err
}

func (vm *VM) ctrListRepr(l *List) (string, error) {
	if len(l.Items) == 0 {
		return "[]", nil
	}
	ok, err := vm.ReprEnter(l.self)
	if err != nil {
		return "", err
	}
	if !ok {
		return "[...]", nil
	}
	defer vm.ReprLeave(l.self)
	var b strings.Builder
	b.WriteByte('[')
	err = vm.ctrReprItems(&b, func(i int) (Value, bool) {
		if i < len(l.Items) {
			return l.Items[i], true
		}
		return Unbound, false
	})
	if err != nil {
		return "", err
	}
	b.WriteByte(']')
	return b.String(), nil
}

// ctrSliceIndexArg converts list.index's start/stop (_PyEval_SliceIndexNotNone).
func (vm *VM) ctrSliceIndexArg(v Value) (int64, error) {
	if v.IsSmallInt() {
		return v.Int(), nil
	}
	i, ok, err := vm.ctrClampIndex(v)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, vm.TypeError("slice indices must be integers or have an __index__ method")
	}
	return i, nil
}

// ctrSeqIndex is list.index / tuple.index.
func (vm *VM) ctrSeqIndex(items func() []Value, args []Value, typeName string) (Value, error) {
	x := args[1]
	start, stop := int64(0), int64(1<<62)
	var err error
	if len(args) > 2 {
		if start, err = vm.ctrSliceIndexArg(args[2]); err != nil {
			return Unbound, err
		}
	}
	if len(args) > 3 {
		if stop, err = vm.ctrSliceIndexArg(args[3]); err != nil {
			return Unbound, err
		}
	}
	n := int64(len(items()))
	if start < 0 {
		start += n
		if start < 0 {
			start = 0
		}
	}
	if stop < 0 {
		stop += n
		if stop < 0 {
			stop = 0
		}
	}
	for i := start; i < stop; i++ {
		cur := items()
		if i >= int64(len(cur)) {
			break
		}
		eq, err := vm.Eq(cur[i], x)
		if err != nil {
			return Unbound, err
		}
		if eq {
			return vm.NewInt(i), nil
		}
	}
	if typeName == "tuple" {
		return Unbound, vm.ValueError("tuple.index(x): x not in tuple")
	}
	r, err := vm.Repr(x)
	if err != nil {
		return Unbound, err
	}
	return Unbound, vm.ValueError("%s is not in list", r)
}

func (vm *VM) ctrSeqCount(items func() []Value, x Value) (Value, error) {
	var c int64
	for i := 0; i < len(items()); i++ {
		eq, err := vm.Eq(items()[i], x)
		if err != nil {
			return Unbound, err
		}
		if eq {
			c++
		}
	}
	return vm.NewInt(c), nil
}

func (vm *VM) ctrSeqContains(items func() []Value, x Value) (bool, error) {
	for i := 0; i < len(items()); i++ {
		eq, err := vm.Eq(items()[i], x)
		if err != nil || eq {
			return eq, err
		}
	}
	return false, nil
}

// ---- list iterators ----

// ListIter iterates a list by index (seeing appends made meanwhile).
type ListIter struct {
	Head
	list *List // nil once exhausted
	// i is the next index; -1 once exhausted by machine code (jit's
	// for_seq), which stores no Go pointers: list is dropped lazily.
	i int
	// h is the list's handle in an iterator machine code made (jit's
	// get_iter_seq), whose list is nil until Go code resolves h (seq).
	h Value
}

// Trace implements Object.
func (it *ListIter) Trace(t *Tracer) {
	if it.list != nil {
		t.MarkObj(it.list)
	}
	t.Mark(it.h)
}

// seq returns the iterated list (nil once exhausted).
func (it *ListIter) seq(vm *VM) *List {
	if it.h != 0 {
		it.list, it.h = vm.heap.Get(it.h).(*List), 0
	}
	return it.list
}

// Next implements Iterator.
func (it *ListIter) Next(vm *VM) (Value, bool, error) {
	l := it.seq(vm)
	if l == nil || it.i < 0 {
		it.list = nil
		return Unbound, false, nil
	}
	if it.i < len(l.Items) {
		v := l.Items[it.i]
		it.i++
		return v, true, nil
	}
	it.list = nil
	return Unbound, false, nil
}

// listRevIter iterates a list backwards.
type listRevIter struct {
	Head
	list *List
	i    int
}

func (it *listRevIter) Trace(t *Tracer) {
	if it.list != nil {
		t.MarkObj(it.list)
	}
}

func (it *listRevIter) Next(vm *VM) (Value, bool, error) {
	l := it.list
	if l == nil {
		return Unbound, false, nil
	}
	if it.i >= 0 && it.i < len(l.Items) {
		v := l.Items[it.i]
		it.i--
		return v, true, nil
	}
	it.list = nil
	it.i = -1
	return Unbound, false, nil
}

var (
	listIterType    = newBuiltinClass("list_iterator", ObjectType)
	listRevIterType = newBuiltinClass("list_reverseiterator", ObjectType)
)

// NewSeqIterShell makes a list (or, with tuple, a tuple; with set, a set)
// iterator with no sequence yet, for the JIT's pools: machine code sets
// its sequence's handle (ListIterHandle, SetIterHandle) and position.
func (vm *VM) NewSeqIterShell(tuple, set bool) Value {
	if set {
		it := &SetIter{}
		it.cls = setIterType
		return vm.heap.Alloc(it)
	}
	if tuple {
		it := &TupleIter{}
		it.cls = tupleIterType
		return vm.heap.Alloc(it)
	}
	it := &ListIter{}
	it.cls = listIterType
	return vm.heap.Alloc(it)
}

func (vm *VM) newListRevIter(l *List) Value {
	it := &listRevIter{list: l, i: len(l.Items) - 1}
	it.cls = listRevIterType
	return vm.heap.Alloc(it)
}

// ctrIterSelf is __iter__ for iterator types.
func ctrIterSelf(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 1 {
		return Unbound, vm.TypeError("expected 0 arguments, got %d", len(args)-1)
	}
	return args[0], nil
}

// ctrIterNext is __next__ for Go iterator types.
func ctrIterNext(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 1 {
		return Unbound, vm.TypeError("expected 0 arguments, got %d", len(args)-1)
	}
	if o, ok := vm.Get0(args[0]).(interface {
		Iterator
		takeStop() error
	}); ok {
		v, ok, err := o.Next(vm)
		if err != nil {
			return Unbound, err
		}
		if !ok {
			return Unbound, ctrTakeStop(vm, o)
		}
		return v, nil
	}
	return IterNextMethod(vm, args[0])
}

func ctrAddIterMethods(c *Class) {
	c.AddMethod("__iter__", ctrIterSelf)
	c.AddMethod("__next__", ctrIterNext)
}

// ---- methods ----

func init() {
	ListType.New = ctrListNew
	ListType.AddMethod("__new__", ctrNewWrapper(ListType))
	ListType.AddMethod("__init__", ctrListInit)
	ListType.SetAttrStatic("__hash__", None)
	m := map[string]BuiltinFn{}
	listProtocolMethods(m)
	listMutatorMethods(m)
	ListType.AddMethods(m)

	for _, c := range []*Class{listIterType, listRevIterType} {
		ctrAddIterMethods(c)
	}
	listIterType.AddMethod("__length_hint__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*ListIter](vm, args, listIterType, "__length_hint__")
		if err != nil {
			return Unbound, err
		}
		if it.seq(vm) == nil || it.i < 0 {
			return SmallInt(0), nil
		}
		return vm.NewInt(int64(max(0, len(it.list.Items)-it.i))), nil
	})
	listRevIterType.AddMethod("__length_hint__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*listRevIter](vm, args, listRevIterType, "__length_hint__")
		if err != nil {
			return Unbound, err
		}
		if it.list == nil || it.i >= len(it.list.Items) {
			return SmallInt(0), nil
		}
		return vm.NewInt(int64(it.i + 1)), nil
	})
}

// listProtocolMethods adds list's special methods (sequence protocol,
// repr, operators, comparisons) to m.
func listProtocolMethods(m map[string]BuiltinFn) {
	m["__len__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__len__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewInt(int64(len(l.Items))), nil
	}
	m["__getitem__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__getitem__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, ListType, "__getitem__", args, kw); err != nil {
			return Unbound, err
		}
		return vm.ctrListGet(l, args[1])
	}
	m["__setitem__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__setitem__")
		if err != nil {
			return Unbound, err
		}
		if len(args) != 3 {
			return Unbound, vm.TypeError(" expected 2 arguments, got %d", len(args)-1)
		}
		return None, vm.ctrListSet(l, args[1], args[2])
	}
	m["__delitem__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__delitem__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, ListType, "__delitem__", args, kw); err != nil {
			return Unbound, err
		}
		return None, vm.ctrListDel(l, args[1])
	}
	m["__contains__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__contains__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, ListType, "__contains__", args, kw); err != nil {
			return Unbound, err
		}
		ok, err := vm.ctrSeqContains(func() []Value { return l.Items }, args[1])
		return Bool(ok), err
	}
	m["__iter__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__iter__")
		if err != nil {
			return Unbound, err
		}
		return vm.newListIter(l), nil
	}
	m["__reversed__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__reversed__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, ListType, "__reversed__", args, kw); err != nil {
			return Unbound, err
		}
		return vm.newListRevIter(l), nil
	}
	m["__repr__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__repr__")
		if err != nil {
			return Unbound, err
		}
		s, err := vm.ctrListRepr(l)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(s), nil
	}
	m["__add__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__add__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, ListType, "__add__", args, kw); err != nil {
			return Unbound, err
		}
		o, ok := vm.AsList(args[1])
		if !ok {
			return NotImplemented, nil
		}
		out := make([]Value, 0, len(l.Items)+len(o.Items))
		out = append(append(out, l.Items...), o.Items...)
		return vm.NewList(out), nil
	}
	m["__iadd__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__iadd__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, ListType, "__iadd__", args, kw); err != nil {
			return Unbound, err
		}
		if err := vm.ctrListExtend(l, args[1]); err != nil {
			return Unbound, err
		}
		return args[0], nil
	}
	mul := func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__mul__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, ListType, "__mul__", args, kw); err != nil {
			return Unbound, err
		}
		n, ok, err := vm.ctrRepeatCount(args[1])
		if err != nil || !ok {
			return NotImplemented, err
		}
		items, err := vm.ctrRepeat(l.Items, n)
		if err != nil {
			return Unbound, err
		}
		return vm.NewList(items), nil
	}
	m["__mul__"] = mul
	m["__rmul__"] = mul
	m["__imul__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__imul__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, ListType, "__imul__", args, kw); err != nil {
			return Unbound, err
		}
		n, ok, err := vm.ctrRepeatCount(args[1])
		if err != nil || !ok {
			return NotImplemented, err
		}
		items, err := vm.ctrRepeat(l.Items, n)
		if err != nil {
			return Unbound, err
		}
		l.Items = items
		return args[0], nil
	}
	for op := CmpLT; op <= CmpGE; op++ {
		op := op
		m[CmpNames[op]] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			l, err := ctrListSelf(vm, args, CmpNames[op])
			if err != nil {
				return Unbound, err
			}
			if err := ctrArgsO(vm, ListType, CmpNames[op], args, kw); err != nil {
				return Unbound, err
			}
			o, ok := vm.AsList(args[1])
			if !ok {
				return NotImplemented, nil
			}
			return vm.ctrCompareSeqFn(op, func() []Value { return l.Items }, func() []Value { return o.Items })
		}
	}
}

// listMutatorMethods adds list's named methods (append, pop, sort...) to m.
func listMutatorMethods(m map[string]BuiltinFn) {
	m["append"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "append")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, ListType, "append", args, kw); err != nil {
			return Unbound, err
		}
		vm.listAppend(l, args[1])
		return None, nil
	}
	m["extend"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "extend")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, ListType, "extend", args, kw); err != nil {
			return Unbound, err
		}
		return None, vm.ctrListExtend(l, args[1])
	}
	m["insert"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "insert")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsRange(vm, ListType, "insert", args, kw, 2, 2); err != nil {
			return Unbound, err
		}
		i, err := vm.ctrSsize(args[1])
		if err != nil {
			return Unbound, err
		}
		n := int64(len(l.Items))
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		if i > n {
			i = n
		}
		l.Items = append(l.Items, Unbound)
		copy(l.Items[i+1:], l.Items[i:])
		l.Items[i] = args[2]
		return None, nil
	}
	m["pop"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "pop")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsRange(vm, ListType, "pop", args, kw, 0, 1); err != nil {
			return Unbound, err
		}
		i := int64(-1)
		if len(args) == 2 {
			if i, err = vm.ctrSsize(args[1]); err != nil {
				return Unbound, err
			}
		}
		if len(l.Items) == 0 {
			return Unbound, vm.IndexError("pop from empty list")
		}
		j, ok := ctrNormIndex(i, len(l.Items))
		if !ok {
			return Unbound, vm.IndexError("pop index out of range")
		}
		v := l.Items[j]
		copy(l.Items[j:], l.Items[j+1:])
		l.Items[len(l.Items)-1] = Unbound
		l.Items = l.Items[:len(l.Items)-1]
		return v, nil
	}
	m["remove"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "remove")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, ListType, "remove", args, kw); err != nil {
			return Unbound, err
		}
		for i := 0; i < len(l.Items); i++ {
			eq, err := vm.Eq(l.Items[i], args[1])
			if err != nil {
				return Unbound, err
			}
			if eq {
				if i < len(l.Items) {
					copy(l.Items[i:], l.Items[i+1:])
					l.Items[len(l.Items)-1] = Unbound
					l.Items = l.Items[:len(l.Items)-1]
				}
				return None, nil
			}
		}
		return Unbound, vm.ValueError("list.remove(x): x not in list")
	}
	m["index"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "index")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsRange(vm, ListType, "index", args, kw, 1, 3); err != nil {
			return Unbound, err
		}
		return vm.ctrSeqIndex(func() []Value { return l.Items }, args, "list")
	}
	m["count"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "count")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, ListType, "count", args, kw); err != nil {
			return Unbound, err
		}
		return vm.ctrSeqCount(func() []Value { return l.Items }, args[1])
	}
	m["clear"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "clear")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, ListType, "clear", args, kw); err != nil {
			return Unbound, err
		}
		l.Items = nil
		return None, nil
	}
	m["copy"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "copy")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, ListType, "copy", args, kw); err != nil {
			return Unbound, err
		}
		return vm.NewList(append([]Value(nil), l.Items...)), nil
	}
	m["reverse"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "reverse")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, ListType, "reverse", args, kw); err != nil {
			return Unbound, err
		}
		for i, j := 0, len(l.Items)-1; i < j; i, j = i+1, j-1 {
			l.Items[i], l.Items[j] = l.Items[j], l.Items[i]
		}
		return None, nil
	}
	m["sort"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "sort")
		if err != nil {
			return Unbound, err
		}
		if len(args) > 1 {
			return Unbound, vm.TypeError("sort() takes no positional arguments")
		}
		key, rev, err := vm.ctrSortArgs("sort", kw)
		if err != nil {
			return Unbound, err
		}
		return None, vm.ListSort(l, key, rev)
	}
	m["__sizeof__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		l, err := ctrListSelf(vm, args, "__sizeof__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewInt(listSizeOf(l)), nil
	}
}
