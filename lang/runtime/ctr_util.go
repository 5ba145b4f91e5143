package runtime

import (
	"math"
	"strings"
)

// Helpers shared by the container types (list, tuple, dict, set, range,
// slice) and the iteration builtins.

// ctrSelf type-asserts the receiver of a builtin method registered on cls.
// It produces CPython's messages for a missing receiver or one of the wrong
// type (list.append(1, 2)).
func ctrSelf[T Object](vm *VM, args []Value, cls *Class, name string) (T, error) {
	var zero T
	if len(args) == 0 {
		return zero, vm.TypeError("unbound method %s.%s() needs an argument", cls.Name, name)
	}
	if args[0].IsHandle() {
		if o, ok := vm.heap.Get(args[0]).(T); ok {
			if len(args) != 1 && ctrNoArgSlot(name) {
				return zero, vm.TypeError("expected 0 arguments, got %d", len(args)-1)
			}
			return o, nil
		}
	}
	if strings.HasPrefix(name, "__") && !ctrMethodDunders[name] {
		// A slot wrapper (list.__len__) words it differently from a method.
		return zero, vm.TypeError("descriptor '%s' requires a '%s' object but received a '%s'", name, cls.Name, vm.TypeName(args[0]))
	}
	return zero, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, cls.Name, vm.TypeName(args[0]))
}

// ctrNoArgSlot reports whether name is a slot wrapper that takes no
// arguments besides self (a switch: this runs at every call of a builtin
// type's method, binary operators included).
func ctrNoArgSlot(name string) bool {
	switch name {
	case "__len__", "__iter__", "__repr__", "__bool__", "__hash__", "__next__":
		return true
	}
	return false
}

// ctrMethodDunders are dunders CPython defines as plain methods rather than
// slot wrappers.
var ctrMethodDunders = map[string]bool{
	"__reversed__": true, "__getitem__": true, "__contains__": true, "__sizeof__": true,
	"__reduce__": true, "__getnewargs__": true, "__length_hint__": true, "__setstate__": true,
	"__class_getitem__": true, "__format__": true, "__mro_entries__": true,
}

// ctrMethod wraps a method that checks its receiver with ctrSelf and its
// arguments with a CPython-style arity check (qualified name "list.append").
func ctrNoKw(vm *VM, cls *Class, name string, kw []Kwarg) error {
	if len(kw) > 0 {
		return vm.TypeError("%s.%s() takes no keyword arguments", cls.Name, name)
	}
	return nil
}

// ctrArgsO checks a METH_O method: exactly one argument after self.
func ctrArgsO(vm *VM, cls *Class, name string, args []Value, kw []Kwarg) error {
	if len(kw) > 0 {
		return vm.TypeError("%s.%s() takes no keyword arguments", cls.Name, name)
	}
	if len(args) != 2 {
		return vm.TypeError("%s.%s() takes exactly one argument (%d given)", cls.Name, name, len(args)-1)
	}
	return nil
}

// ctrArgsNo checks a METH_NOARGS method.
func ctrArgsNo(vm *VM, cls *Class, name string, args []Value, kw []Kwarg) error {
	if len(kw) > 0 {
		return vm.TypeError("%s.%s() takes no keyword arguments", cls.Name, name)
	}
	if len(args) != 1 {
		return vm.TypeError("%s.%s() takes no arguments (%d given)", cls.Name, name, len(args)-1)
	}
	return nil
}

// ctrArgsRange checks a positional-only clinic method: "pop expected at
// most 1 argument, got 2" (name without the type).
func ctrArgsRange(vm *VM, cls *Class, name string, args []Value, kw []Kwarg, minN, maxN int) error {
	if len(kw) > 0 {
		return vm.TypeError("%s.%s() takes no keyword arguments", cls.Name, name)
	}
	n := len(args) - 1
	if n >= minN && n <= maxN {
		return nil
	}
	switch {
	case minN == maxN:
		return vm.TypeError("%s expected %d argument%s, got %d", name, minN, Plural(minN), n)
	case n < minN:
		return vm.TypeError("%s expected at least %d argument%s, got %d", name, minN, Plural(minN), n)
	default:
		return vm.TypeError("%s expected at most %d argument%s, got %d", name, maxN, Plural(maxN), n)
	}
}

// ---- repr recursion guard ----

// ctrReprState is the per-VM set of containers whose repr is in progress
// (CPython's Py_ReprEnter/Py_ReprLeave).
type ctrReprState struct {
	active map[Value]int
	depth  int
}

const ctrReprKey = "runtime.repr"

func (vm *VM) ctrRepr() *ctrReprState {
	if s, ok := vm.Ext[ctrReprKey].(*ctrReprState); ok {
		return s
	}
	s := &ctrReprState{active: map[Value]int{}}
	vm.Ext[ctrReprKey] = s
	return s
}

// ReprEnter marks v's repr as in progress. It returns false when v is
// already being repr'd further up (the caller then prints "[...]" or the
// like), and an error (RecursionError) when containers nest too deeply.
// Every successful ReprEnter must be paired with ReprLeave.
func (vm *VM) ReprEnter(v Value) (bool, error) {
	s := vm.ctrRepr()
	if s.active[v] > 0 {
		return false, nil
	}
	if s.depth+vm.Depth >= vm.RecursionLimit+50 {
		return false, vm.NewError(RecursionErrorType, "maximum recursion depth exceeded while getting the repr of an object")
	}
	s.active[v]++
	s.depth++
	return true, nil
}

// ReprLeave ends a ReprEnter that returned true.
func (vm *VM) ReprLeave(v Value) {
	s := vm.ctrRepr()
	if n := s.active[v]; n > 1 {
		s.active[v] = n - 1
	} else {
		delete(s.active, v)
	}
	s.depth--
}

// ctrReprSeq renders items between open and close with ", " separators
// (the repr of a list or tuple body).
func (vm *VM) ctrReprItems(b *strings.Builder, items func(i int) (Value, bool)) error {
	for i := 0; ; i++ {
		v, ok := items(i)
		if !ok {
			return nil
		}
		if i > 0 {
			b.WriteString(", ")
		}
		s, err := vm.Repr(v)
		if err != nil {
			return err
		}
		b.WriteString(s)
	}
}

// ---- index conversion ----

// ctrHasIndex reports whether v can be used as an index (__index__).
func (vm *VM) ctrHasIndex(v Value) bool {
	if v.IsSmallInt() || v.IsBool() {
		return true
	}
	if !v.IsHandle() {
		return false
	}
	if _, ok := vm.heap.Get(v).(*Int); ok {
		return true
	}
	_, ok := vm.ClassOf(v).Lookup(vm, "__index__")
	return ok
}

// ctrIndexValue converts v with __index__ to an int Value (small or *Int).
// ok is false when v has no __index__.
func (vm *VM) ctrIndexValue(v Value) (Value, bool, error) {
	if v.IsSmallInt() {
		return v, true, nil
	}
	if v == True {
		return SmallInt(1), true, nil
	}
	if v == False {
		return SmallInt(0), true, nil
	}
	if !v.IsHandle() {
		return Unbound, false, nil
	}
	if _, ok := vm.heap.Get(v).(*Int); ok {
		return v, true, nil
	}
	r, ok, err := vm.CallDunder(v, "__index__")
	if err != nil || !ok {
		return Unbound, ok, err
	}
	if err := vm.indexResultWarn(r); err != nil {
		return Unbound, true, err
	}
	if r.IsSmallInt() || r.IsBool() {
		return vm.ctrIndexValue(r)
	}
	if _, isInt := vm.Get0(r).(*Int); isInt {
		return r, true, nil
	}
	return Unbound, true, vm.TypeError("__index__ returned non-int (type %s)", vm.TypeName(r))
}

// indexResultWarn issues CPython's DeprecationWarning for an __index__
// that returned an instance of a strict subclass of int (a bool, say).
func (vm *VM) indexResultWarn(r Value) error {
	if r.IsSmallInt() {
		return nil
	}
	if c := vm.ClassOf(r); c == IntType || !c.IsSubclass(IntType) {
		return nil
	}
	return vm.Warn(DeprecationWarningType, "__index__ returned non-int (type "+vm.TypeName(r)+
		").  The ability to return an instance of a strict subclass of int is deprecated, "+
		"and may be removed in a future version of Python.", 1)
}

// ctrClampIndex converts v with __index__ to an int64, clamping values
// outside the int64 range (CPython's PyNumber_AsSsize_t(v, NULL)). ok is
// false when v has no __index__.
func (vm *VM) ctrClampIndex(v Value) (int64, bool, error) {
	if v.IsSmallInt() {
		return v.Int(), true, nil
	}
	iv, ok, err := vm.ctrIndexValue(v)
	if err != nil || !ok {
		return 0, ok, err
	}
	if iv.IsSmallInt() {
		return iv.Int(), true, nil
	}
	b := &vm.heap.Get(iv).(*Int).V
	if b.IsInt64() {
		return b.Int64(), true, nil
	}
	if b.Sign() < 0 {
		return math.MinInt64, true, nil
	}
	return math.MaxInt64, true, nil
}

// ctrIndex converts v with __index__ to an int64 for a sequence index:
// TypeError "'T' object cannot be interpreted as an integer" when v has no
// __index__, overflowErr (IndexError or OverflowError class) "cannot fit
// 'T' into an index-sized integer" when it does not fit, T naming v's type
// (not its __index__ result's), as CPython does.
func (vm *VM) ctrIndex(v Value, overflowErr *Class) (int64, error) {
	return vm.ctrIndexOr(v, overflowErr, "")
}

// ctrSsize is ctrIndex for an argument that CPython converts as a C
// ssize_t (argument clinic's "n": list.pop, list.insert), whose
// OverflowError says so.
func (vm *VM) ctrSsize(v Value) (int64, error) {
	return vm.ctrIndexOr(v, OverflowErrorType, "Python int too large to convert to C ssize_t")
}

// ctrIndexOr is ctrIndex with the message of the error for an int beyond
// int64 ("": ctrIndex's).
func (vm *VM) ctrIndexOr(v Value, overflowErr *Class, overflowMsg string) (int64, error) {
	if v.IsSmallInt() {
		return v.Int(), nil
	}
	iv, ok, err := vm.ctrIndexValue(v)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(v))
	}
	if iv.IsSmallInt() {
		return iv.Int(), nil
	}
	b := &vm.heap.Get(iv).(*Int).V
	if b.IsInt64() {
		return b.Int64(), nil
	}
	if overflowMsg == "" {
		overflowMsg = "cannot fit '" + vm.TypeName(v) + "' into an index-sized integer"
	}
	return 0, vm.Errorf(overflowErr, "%s", overflowMsg)
}

// ctrPin keeps every handle in vs alive across calls into Python until the
// running interpreter's next safepoint.
func (vm *VM) ctrPin(vs []Value) {
	for _, v := range vs {
		if v.IsHandle() {
			vm.heap.Pin(v)
		}
	}
}

// ctrAlloc allocates o with class cls, giving it a __dict__ when cls is a
// user subclass without __slots__.
func (vm *VM) ctrAlloc(o Object, cls *Class) Value {
	h := o.head()
	h.cls = cls
	v := vm.heap.Alloc(o)
	if !cls.Builtin && cls.HasDict {
		h.dict = vm.NewDictObj()
	}
	return v
}

// ctrNewWrapper returns a __new__ implementation for a builtin type whose
// Go constructor is base.New: it checks the class argument like CPython's
// tp_new wrapper.
// ExposeNew gives a type implemented in Go (its Class.New) the __new__
// attribute that Python code calls (Base.__new__(cls), super().__new__):
// a builtin bound to the type, as CPython's tp_new wrapper is.
func ExposeNew(c *Class) {
	objNewBound(c, "__new__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		owner, sub, rest, err := vm.objNewArgs(args)
		if err != nil {
			return Unbound, err
		}
		return owner.New(vm, sub, rest, kw)
	})
}

func ctrNewWrapper(base *Class) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("%s.__new__(): not enough arguments", base.Name)
		}
		c, ok := vm.AsClass(args[0])
		if !ok {
			return Unbound, vm.TypeError("%s.__new__(X): X is not a type object (%s)", base.Name, vm.TypeName(args[0]))
		}
		if !c.IsSubclass(base) {
			return Unbound, vm.TypeError("%s.__new__(%s): %s is not a subtype of %s", base.Name, c.Name, c.Name, base.Name)
		}
		return base.New(vm, c, args[1:], kw)
	}
}

// ctrReduce is ctrIterate for a loop that needs only an accumulator from
// one item to the next: after each item, keep re-pins the accumulator in
// an ItemScope (see there), so the items and what f made from them can be
// collected while the loop runs.
func (vm *VM) ctrReduce(v Value, f func(x Value) error, keep func(ItemScope)) error {
	it, err := vm.Iter(v)
	if err != nil {
		return err
	}
	sc := vm.heap.Items()
	for {
		x, ok, err := vm.Next(it)
		if err == nil && ok {
			err = f(x)
		}
		if err != nil || !ok {
			sc.Close(err)
			return err
		}
		keep(sc)
	}
}

// ctrIterate calls f for each item of iterable v, with fast paths for lists,
// tuples, ranges, dicts and sets (which never allocate per item).
func (vm *VM) ctrIterate(v Value, f func(x Value) error) error {
	if v.IsHandle() {
		switch o := vm.heap.Get(v).(type) {
		case *List:
			if o.cls == ListType {
				for i := 0; i < len(o.Items); i++ {
					if err := f(o.Items[i]); err != nil {
						return err
					}
				}
				return nil
			}
		case *Tuple:
			if o.cls == TupleType {
				for _, x := range o.Items {
					if err := f(x); err != nil {
						return err
					}
				}
				return nil
			}
		}
	}
	it, err := vm.Iter(v)
	if err != nil {
		return err
	}
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		if err := f(x); err != nil {
			return err
		}
	}
}

// ctrCompareSeq compares two sequences lexicographically (list, tuple and
// slice comparison): the first pair of items that are not equal decides,
// otherwise the lengths do.
func (vm *VM) ctrCompareSeq(op CmpOp, a, b []Value) (Value, error) {
	return vm.ctrCompareSeqFn(op, func() []Value { return a }, func() []Value { return b })
}

// ctrCompareSeqFn is ctrCompareSeq for sequences that may change while
// items are compared (lists): the slices are fetched again after each call
// into Python.
func (vm *VM) ctrCompareSeqFn(op CmpOp, ga, gb func() []Value) (Value, error) {
	a, b := ga(), gb()
	if len(a) != len(b) && (op == CmpEQ || op == CmpNE) {
		return Bool(op == CmpNE), nil
	}
	i := 0
	for ; i < len(a) && i < len(b); i++ {
		x, y := a[i], b[i]
		if x == y && !x.IsFloat() {
			continue
		}
		eq, err := vm.Eq(x, y)
		if err != nil {
			return Unbound, err
		}
		a, b = ga(), gb()
		if !eq {
			break
		}
	}
	if i >= len(a) || i >= len(b) {
		la, lb := len(a), len(b)
		var r bool
		switch op {
		case CmpLT:
			r = la < lb
		case CmpLE:
			r = la <= lb
		case CmpEQ:
			r = la == lb
		case CmpNE:
			r = la != lb
		case CmpGT:
			r = la > lb
		default:
			r = la >= lb
		}
		return Bool(r), nil
	}
	switch op {
	case CmpEQ:
		return False, nil
	case CmpNE:
		return True, nil
	}
	return vm.Compare(op, a[i], b[i])
}

// ctrSeqBinopError gives CPython's messages when + or * fails on a
// sequence (the sq_concat / sq_repeat fallback): nil when not applicable.
func (vm *VM) ctrSeqBinopError(op BinOp, a, b Value, inplace bool) error {
	isSeq := func(v Value) bool {
		switch vm.Get0(v).(type) {
		case *List, *Tuple, *Str, *Bytes, *ByteArray:
			return true
		}
		return false
	}
	switch op {
	case OpAdd:
		switch vm.Get0(a).(type) {
		case *List:
			return vm.TypeError("can only concatenate list (not \"%s\") to list", vm.TypeName(b))
		case *Tuple:
			return vm.TypeError("can only concatenate tuple (not \"%s\") to tuple", vm.TypeName(b))
		case *Str:
			return vm.TypeError("can only concatenate str (not \"%s\") to str", vm.TypeName(b))
		case *Bytes:
			return vm.TypeError("can't concat %s to bytes", vm.TypeName(b))
		case *ByteArray:
			return vm.TypeError("can't concat %s to bytearray", vm.TypeName(b))
		}
	case OpMul:
		if isSeq(a) && !vm.ctrHasIndex(b) {
			return vm.TypeError("can't multiply sequence by non-int of type '%s'", vm.TypeName(b))
		}
		if isSeq(b) && !vm.ctrHasIndex(a) && !(inplace && vm.ctrHasSeqSlots(a)) {
			return vm.TypeError("can't multiply sequence by non-int of type '%s'", vm.TypeName(a))
		}
	}
	return nil
}

// ctrIsBuiltinSeq reports whether v is an exact builtin sequence with a
// repeat (list, tuple, str, bytes, bytearray).
func (vm *VM) ctrIsBuiltinSeq(v Value) bool {
	switch o := vm.Get0(v).(type) {
	case *List, *Tuple, *Str, *Bytes, *ByteArray:
		return o.head().cls.Builtin
	}
	return false
}

// ctrHasSeqSlots reports whether CPython's type of v has sequence slots
// (tp_as_sequence) without a repeat: then `v *= seq` never tries seq's
// repeat and fails as an unsupported operand. Every class defined in
// Python has them, and so do these builtins.
func (vm *VM) ctrHasSeqSlots(v Value) bool {
	cls := vm.ClassOf(v)
	if !cls.Builtin {
		return true
	}
	switch cls.Name {
	case "dict", "set", "frozenset", "range", "dict_keys", "dict_values", "dict_items", "mappingproxy", "memoryview":
		return true
	}
	return false
}

// rawHashFuncs maps builtin __hash__ methods registered with AddHashMethod
// to their Go implementation, which VM.Hash calls directly: CPython uses a
// C-level tp_hash for them, so the result is not reduced like the int a
// Python-level __hash__ returns.
var rawHashFuncs = map[Value]func(vm *VM, v Value) (int64, error){}

// AddHashMethod registers __hash__ on a builtin type at package init; fn
// computes CPython's exact hash of an instance (of the type or a subclass
// that does not override __hash__).
func (c *Class) AddHashMethod(fn func(vm *VM, v Value) (int64, error)) {
	m := staticDescr("__hash__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 1 {
			if len(args) == 0 {
				return Unbound, vm.TypeError("descriptor '__hash__' of '%s' object needs an argument", c.Name)
			}
			return Unbound, vm.TypeError("expected 0 arguments, got %d", len(args)-1)
		}
		if !vm.ClassOf(args[0]).IsSubclass(c) {
			return Unbound, vm.TypeError("descriptor '__hash__' requires a '%s' object but received a '%s'", c.Name, vm.TypeName(args[0]))
		}
		h, err := fn(vm, args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.NewInt(h), nil
	}, c)
	c.Dict.setStatic("__hash__", m)
	rawHashFuncs[m] = func(vm *VM, v Value) (int64, error) {
		if !vm.ClassOf(v).IsSubclass(c) {
			// __hash__ = frozenset.__hash__ in an unrelated class.
			return 0, vm.TypeError("descriptor '__hash__' requires a '%s' object but received a '%s'", c.Name, vm.TypeName(v))
		}
		return fn(vm, v)
	}
}

// ctrFastIter returns iter(v) for the exact builtin containers without a
// method call.
func (vm *VM) ctrFastIter(v Value) (Value, bool) {
	if !v.IsHandle() {
		return Unbound, false
	}
	switch o := vm.heap.Get(v).(type) {
	case *List:
		if o.cls == ListType {
			return vm.newListIter(o), true
		}
	case *Tuple:
		if o.cls == TupleType {
			return vm.newTupleIter(o), true
		}
	case *Dict:
		if o.cls == DictType {
			return vm.newDictIter(o, ctrDictKeys, false), true
		}
	case *Set:
		if o.cls == SetType || o.cls == FrozenSetType {
			return vm.newSetIter(o), true
		}
	case *Range:
		return vm.newRangeIter(o, false), true
	}
	return Unbound, false
}

// ctrTupleKeyEq compares two exact tuples item by item without a method
// call (what tuple.__eq__ does); ok is false unless both are exact tuples.
func (vm *VM) ctrTupleKeyEq(a, b Value) (eq, ok bool, err error) {
	if !a.IsHandle() || !b.IsHandle() {
		return false, false, nil
	}
	ta, ok1 := vm.heap.Get(a).(*Tuple)
	tb, ok2 := vm.heap.Get(b).(*Tuple)
	if !ok1 || !ok2 || ta.cls != TupleType || tb.cls != TupleType {
		return false, false, nil
	}
	if len(ta.Items) != len(tb.Items) {
		return false, true, nil
	}
	for i := 0; i < len(ta.Items) && i < len(tb.Items); i++ {
		x, y := ta.Items[i], tb.Items[i]
		if x == y {
			continue
		}
		if r, fast := fastCompare(CmpEQ, x, y); fast {
			if !r {
				return false, true, nil
			}
			continue
		}
		r, err := vm.dictKeyEq(x, y)
		if err != nil || !r {
			return false, true, err
		}
	}
	return true, true, nil
}
