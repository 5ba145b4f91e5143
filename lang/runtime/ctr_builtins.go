package runtime

import (
	"math"
	"math/big"
	"sync"
)

// The iteration and container builtins: len, iter, next, enumerate, zip,
// map, filter, reversed, sorted, min, max, sum, all, any, isinstance,
// issubclass, hash, id, callable.

// The builtin iterator types.
var (
	EnumerateType    = newBuiltinClass("enumerate", ObjectType)
	ZipType          = newBuiltinClass("zip", ObjectType)
	MapType          = newBuiltinClass("map", ObjectType)
	FilterType       = newBuiltinClass("filter", ObjectType)
	ReversedType     = newBuiltinClass("reversed", ObjectType)
	CallableIterType = newBuiltinClass("callable_iterator", ObjectType)
)

// ctrOneArg checks a METH_O builtin function: "len() takes exactly one
// argument (0 given)".
func ctrOneArg(vm *VM, name string, args []Value, kw []Kwarg) error {
	if len(kw) > 0 {
		return vm.TypeError("%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return vm.TypeError("%s() takes exactly one argument (%d given)", name, len(args))
	}
	return nil
}

// ctrPosArgs checks a positional-only builtin: "iter expected at least 1
// argument, got 0".
func ctrPosArgs(vm *VM, name string, args []Value, kw []Kwarg, minN, maxN int) error {
	if len(kw) > 0 {
		return vm.TypeError("%s() takes no keyword arguments", name)
	}
	n := len(args)
	switch {
	case n >= minN && n <= maxN:
		return nil
	case minN == maxN:
		return vm.TypeError("%s expected %d argument%s, got %d", name, minN, Plural(minN), n)
	case n < minN:
		return vm.TypeError("%s expected at least %d argument%s, got %d", name, minN, Plural(minN), n)
	}
	return vm.TypeError("%s expected at most %d argument%s, got %d", name, maxN, Plural(maxN), n)
}

// ctrStopHolder keeps the StopIteration an iterator wrapped by a builtin
// iterator (enumerate, map, zip, filter) raised, so that next() re-raises it
// with its arguments as CPython does.
type ctrStopHolder struct{ stop error }

func (h *ctrStopHolder) takeStop() error {
	e := h.stop
	h.stop = nil
	return e
}

// ctrTakeStop returns the exception that ends iteration of o: the wrapped
// iterator's StopIteration when o kept one, else a new StopIteration().
func ctrTakeStop(vm *VM, o Object) error {
	if s, ok := o.(interface{ takeStop() error }); ok {
		if e := s.takeStop(); e != nil {
			return e
		}
	}
	return vm.NewExceptionObj(StopIterationType, nil)
}

// ctrNextRaw is vm.Next for builtin iterators that wrap another: a
// StopIteration raised by a Python __next__ is kept in h.
func (vm *VM) ctrNextRaw(it Value, h *ctrStopHolder) (Value, bool, error) {
	if it.IsHandle() {
		o := vm.heap.Get(it)
		cls := o.head().cls
		if gi, ok := o.(Iterator); ok && cls.Builtin {
			x, ok, err := gi.Next(vm)
			if !ok && err == nil {
				if s, isHolder := o.(interface{ takeStop() error }); isHolder {
					h.stop = s.takeStop()
				}
			}
			return x, ok, err
		}
		if !cls.Builtin {
			f, found := cls.Lookup(vm, "__next__")
			if !found || f == None {
				return Unbound, false, vm.TypeError("'%s' object is not an iterator", cls.Name)
			}
			r, err := vm.CallBinaryUnary(f, it)
			if err != nil {
				if ExceptionMatches(err, StopIterationType) {
					h.stop = err
					return Unbound, false, nil
				}
				return Unbound, false, err
			}
			return r, true, nil
		}
	}
	return vm.Next(it)
}

// ---- enumerate ----

type ctrEnumerate struct {
	Head
	ctrStopHolder
	it    Value
	count int64
	big   Value // the count once it no longer fits a small int, else Unbound
}

func (e *ctrEnumerate) Trace(t *Tracer) { t.Mark(e.it); t.Mark(e.big) }

// An Unpacker is an iterator whose items are new tuples of Arity() items
// that nothing else holds (dict items, enumerate, zip): NextInto stores the
// next item's elements in dst (of length Arity()) without building the
// tuple, for a `for a, b in ...` loop that unpacks every item at once.
// When it returns ok == false, dst may have been written in part.
type Unpacker interface {
	Class() *Class
	Arity() int
	NextInto(vm *VM, dst []Value) (ok bool, err error)
}

func (e *ctrEnumerate) Next(vm *VM) (Value, bool, error) {
	var p [2]Value
	if ok, err := e.NextInto(vm, p[:]); !ok {
		return Unbound, false, err
	}
	return vm.NewTupleCopy(p[:]), true, nil
}

// Arity implements Unpacker.
func (e *ctrEnumerate) Arity() int { return 2 }

// NextInto implements Unpacker.
func (e *ctrEnumerate) NextInto(vm *VM, dst []Value) (bool, error) {
	x, ok, err := vm.ctrNextRaw(e.it, &e.ctrStopHolder)
	if err != nil || !ok {
		return false, err
	}
	var idx Value
	if e.big == Unbound && e.count < SmallIntMax {
		idx = SmallInt(e.count)
		e.count++
	} else {
		if e.big == Unbound {
			e.big = vm.NewInt(e.count)
		}
		idx = e.big
		if e.big, err = vm.Binary(OpAdd, e.big, SmallInt(1)); err != nil {
			return false, err
		}
	}
	dst[0], dst[1] = idx, x
	return true, nil
}

func ctrEnumerateNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	iterable, start := Unbound, Unbound
	if len(args) > 2 {
		return Unbound, vm.TypeError("enumerate() takes at most 2 arguments (%d given)", len(args))
	}
	if len(args) > 0 {
		iterable = args[0]
	}
	if len(args) > 1 {
		start = args[1]
	}
	for _, k := range kw {
		switch {
		case k.Name == "iterable" && iterable == Unbound:
			iterable = k.Value
		case k.Name == "start" && start == Unbound:
			start = k.Value
		case k.Name == "iterable" || k.Name == "start":
			return Unbound, vm.TypeError("argument for enumerate() given by name ('%s') and position", k.Name)
		default:
			return Unbound, vm.TypeError("'%s' is an invalid keyword argument for enumerate()", k.Name)
		}
	}
	if iterable == Unbound {
		return Unbound, vm.TypeError("enumerate() missing required argument 'iterable'")
	}
	e := &ctrEnumerate{big: Unbound}
	if start != Unbound {
		iv, ok, err := vm.ctrIndexValue(start)
		if err != nil {
			return Unbound, err
		}
		if !ok {
			return Unbound, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(start))
		}
		if iv.IsSmallInt() {
			e.count = iv.Int()
		} else {
			e.big = iv
		}
	}
	it, err := vm.Iter(iterable)
	if err != nil {
		return Unbound, err
	}
	e.it = it
	return vm.ctrAlloc(e, cls), nil
}

// ---- zip ----

type ctrZip struct {
	Head
	ctrStopHolder
	iters  []Value
	strict bool
	done   bool
}

func (z *ctrZip) Trace(t *Tracer) { t.MarkAll(z.iters) }

func (z *ctrZip) Next(vm *VM) (Value, bool, error) {
	if z.done || len(z.iters) == 0 {
		return Unbound, false, nil
	}
	out := make([]Value, len(z.iters))
	if ok, err := z.NextInto(vm, out); !ok {
		return Unbound, false, err
	}
	return vm.NewTuple(out), true, nil
}

// Arity implements Unpacker.
func (z *ctrZip) Arity() int { return len(z.iters) }

// NextInto implements Unpacker.
func (z *ctrZip) NextInto(vm *VM, dst []Value) (bool, error) {
	if z.done || len(z.iters) == 0 {
		return false, nil
	}
	for i, it := range z.iters {
		x, ok, err := vm.ctrNextRaw(it, &z.ctrStopHolder)
		if err != nil {
			return false, err
		}
		if !ok {
			z.done = true
			if z.strict {
				return false, vm.ctrZipStrictCheck(z, i)
			}
			return false, nil
		}
		dst[i] = x
	}
	return true, nil
}

func (vm *VM) ctrZipStrictCheck(z *ctrZip, i int) error {
	pl := func(i int) string {
		if i == 1 {
			return " "
		}
		return "s 1-"
	}
	if i > 0 {
		return vm.ValueError("zip() argument %d is shorter than argument%s%d", i+1, pl(i), i)
	}
	for j := 1; j < len(z.iters); j++ {
		_, ok, err := vm.Next(z.iters[j])
		if err != nil {
			return err
		}
		if ok {
			return vm.ValueError("zip() argument %d is longer than argument%s%d", j+1, pl(j), j)
		}
	}
	return nil
}

func ctrZipNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	z := &ctrZip{}
	for _, k := range kw {
		if k.Name != "strict" {
			return Unbound, vm.KeywordError("zip()", k.Name, []string{"strict"})
		}
		s, err := vm.Truth(k.Value)
		if err != nil {
			return Unbound, err
		}
		z.strict = s
	}
	z.iters = make([]Value, len(args))
	for i, a := range args {
		it, err := vm.Iter(a)
		if err != nil {
			return Unbound, err
		}
		z.iters[i] = it
	}
	return vm.ctrAlloc(z, cls), nil
}

// ---- map ----

type ctrMap struct {
	Head
	ctrStopHolder
	fn    Value
	iters []Value
}

func (m *ctrMap) Trace(t *Tracer) { t.Mark(m.fn); t.MarkAll(m.iters) }

func (m *ctrMap) Next(vm *VM) (Value, bool, error) {
	args := make([]Value, len(m.iters))
	for i, it := range m.iters {
		x, ok, err := vm.ctrNextRaw(it, &m.ctrStopHolder)
		if err != nil || !ok {
			return Unbound, false, err
		}
		args[i] = x
	}
	r, err := vm.Call(m.fn, args, nil)
	if err != nil {
		return Unbound, false, err
	}
	return r, true, nil
}

func ctrMapNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 && cls == MapType {
		return Unbound, vm.TypeError("map() takes no keyword arguments")
	}
	if len(args) < 2 {
		return Unbound, vm.TypeError("map() must have at least two arguments.")
	}
	m := &ctrMap{fn: args[0], iters: make([]Value, len(args)-1)}
	for i, a := range args[1:] {
		it, err := vm.Iter(a)
		if err != nil {
			return Unbound, err
		}
		m.iters[i] = it
	}
	return vm.ctrAlloc(m, cls), nil
}

// ---- filter ----

type ctrFilter struct {
	Head
	ctrStopHolder
	fn Value
	it Value
}

func (f *ctrFilter) Trace(t *Tracer) { t.Mark(f.fn); t.Mark(f.it) }

func (f *ctrFilter) Next(vm *VM) (Value, bool, error) {
	for {
		x, ok, err := vm.ctrNextRaw(f.it, &f.ctrStopHolder)
		if err != nil || !ok {
			return Unbound, false, err
		}
		var keep bool
		if f.fn == None || f.fn == BoolType.self {
			keep, err = vm.Truth(x)
		} else {
			var r Value
			if r, err = vm.Call1(f.fn, x); err == nil {
				keep, err = vm.Truth(r)
			}
		}
		if err != nil {
			return Unbound, false, err
		}
		if keep {
			return x, true, nil
		}
	}
}

func ctrFilterNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 && cls == FilterType {
		return Unbound, vm.TypeError("filter() takes no keyword arguments")
	}
	if len(args) != 2 {
		return Unbound, vm.TypeError("filter expected 2 arguments, got %d", len(args))
	}
	it, err := vm.Iter(args[1])
	if err != nil {
		return Unbound, err
	}
	return vm.ctrAlloc(&ctrFilter{fn: args[0], it: it}, cls), nil
}

// ---- reversed ----

type ctrReversed struct {
	Head
	seq Value // Unbound once exhausted
	i   int64
}

func (r *ctrReversed) Trace(t *Tracer) { t.Mark(r.seq) }

func (r *ctrReversed) Next(vm *VM) (Value, bool, error) {
	if r.seq == Unbound || r.i < 0 {
		r.seq = Unbound
		return Unbound, false, nil
	}
	x, err := vm.GetItem(r.seq, vm.NewInt(r.i))
	if err != nil {
		if ExceptionMatches(err, IndexErrorType) || ExceptionMatches(err, StopIterationType) {
			r.seq = Unbound
			return Unbound, false, nil
		}
		return Unbound, false, err
	}
	r.i--
	return x, true, nil
}

func ctrReversedNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 && cls == ReversedType {
		return Unbound, vm.TypeError("reversed() takes no keyword arguments")
	}
	if len(args) != 1 {
		return Unbound, vm.TypeError("reversed expected 1 argument, got %d", len(args))
	}
	seq := args[0]
	tc := vm.ClassOf(seq)
	if f, ok := tc.Lookup(vm, "__reversed__"); ok {
		if f == None {
			return Unbound, vm.TypeError("'%s' object is not reversible", tc.Name)
		}
		return vm.CallBinaryUnary(f, seq)
	}
	if _, ok := tc.Lookup(vm, "__getitem__"); !ok || tc.IsSubclass(DictType) {
		return Unbound, vm.TypeError("'%s' object is not reversible", tc.Name)
	}
	// A sequence without __len__ fails in len(), with its message.
	n, err := vm.Len(seq)
	if err != nil {
		return Unbound, err
	}
	return vm.ctrAlloc(&ctrReversed{seq: seq, i: int64(n) - 1}, cls), nil
}

// ---- iter(callable, sentinel) ----

type ctrCallableIter struct {
	Head
	fn       Value // Unbound once exhausted
	sentinel Value
}

func (c *ctrCallableIter) Trace(t *Tracer) { t.Mark(c.fn); t.Mark(c.sentinel) }

func (c *ctrCallableIter) Next(vm *VM) (Value, bool, error) {
	if c.fn == Unbound {
		return Unbound, false, nil
	}
	r, err := vm.Call(c.fn, nil, nil)
	if err != nil {
		if ExceptionMatches(err, StopIterationType) {
			c.fn = Unbound
			return Unbound, false, nil
		}
		return Unbound, false, err
	}
	eq, err := vm.Eq(r, c.sentinel)
	if err != nil {
		return Unbound, false, err
	}
	if eq {
		c.fn = Unbound
		return Unbound, false, nil
	}
	return r, true, nil
}

// ---- min / max / sum ----

func (vm *VM) ctrMinMax(name string, op CmpOp, args []Value, kw []Kwarg) (Value, error) {
	if len(args) == 0 {
		return Unbound, vm.TypeError("%s expected at least 1 argument, got 0", name)
	}
	if len(kw) > 2 {
		return Unbound, vm.TypeError("%s() takes at most 2 keyword arguments (%d given)", name, len(kw))
	}
	key, dflt := None, Unbound
	for _, k := range kw {
		switch k.Name {
		case "key":
			key = k.Value
		case "default":
			dflt = k.Value
		default:
			return Unbound, vm.KeywordError(name+"()", k.Name, []string{"key", "default"})
		}
	}
	if len(args) > 1 && dflt != Unbound {
		return Unbound, vm.TypeError("Cannot specify a default for %s() with multiple positional arguments", name)
	}
	best, bestKey := Unbound, Unbound
	visit := func(x Value) error {
		k := x
		if key != None {
			var err error
			if k, err = vm.Call1(key, x); err != nil {
				return err
			}
		}
		if bestKey == Unbound {
			best, bestKey = x, k
			vm.heap.Pin(x)
			vm.heap.Pin(k)
			return nil
		}
		better, err := vm.CompareBool(op, k, bestKey)
		if err != nil {
			return err
		}
		if better {
			best, bestKey = x, k
			vm.heap.Pin(x)
			vm.heap.Pin(k)
		}
		return nil
	}
	var err error
	if d, isGen := vm.Get0(args[0]).(Drainer); len(args) == 1 && isGen && key == None {
		// A generator (its own iterator): small ints and floats are
		// compared by the sink as the generator's machine code yields
		// them, the rest by visit.
		sink := &minMaxSink{max: op == CmpGT}
		sc := vm.heap.Items()
		for {
			sink.best = best
			x, ok, e := vm.nextTo(args[0], d, sink)
			if best = sink.best; best != Unbound {
				bestKey = best
				vm.heap.Pin(best)
			}
			if e != nil || !ok {
				err = e
				break
			}
			if err = visit(x); err != nil {
				break
			}
			sc.Keep(best, bestKey)
		}
		sc.Close(err)
	} else if len(args) == 1 {
		err = vm.ctrReduce(args[0], visit, func(sc ItemScope) { sc.Keep(best, bestKey) })
	} else {
		for _, a := range args {
			if err = visit(a); err != nil {
				break
			}
		}
	}
	if err != nil {
		return Unbound, err
	}
	if best == Unbound {
		if dflt != Unbound {
			return dflt, nil
		}
		return Unbound, vm.ValueError("%s() iterable argument is empty", name)
	}
	return best, nil
}

// minMaxSink keeps, for min() and max() without a key, the best of the
// small ints, or of the floats, a generator yields: comparing them runs
// no Python code. It declines anything else, and everything once the
// best so far is neither (min/max compare those themselves).
type minMaxSink struct {
	best Value
	max  bool
}

func (s *minMaxSink) Take(v Value) bool {
	b := s.best
	switch {
	case v.IsSmallInt() && (b == Unbound || b.IsSmallInt()):
		if b == Unbound || (s.max && v.Int() > b.Int()) || (!s.max && v.Int() < b.Int()) {
			s.best = v
		}
		return true
	case v.IsFloat() && (b == Unbound || b.IsFloat()):
		if b == Unbound || (s.max && v.Float() > b.Float()) || (!s.max && v.Float() < b.Float()) {
			s.best = v
		}
		return true
	}
	return false
}

func (s *minMaxSink) Trace(*Tracer) {}

// ctrExactInt64 returns the value of an exact int or bool that fits int64.
func (vm *VM) ctrExactInt64(v Value) (int64, bool) {
	switch {
	case v.IsSmallInt():
		return v.Int(), true
	case v == True:
		return 1, true
	case v == False:
		return 0, true
	}
	if i, ok := vm.Get0(v).(*Int); ok && i.cls == IntType && i.V.IsInt64() {
		return i.V.Int64(), true
	}
	return 0, false
}

// ctrAnyInt64 returns the value of any int (subclasses included) that fits
// int64 (PyLong_Check + PyLong_AsLongAndOverflow).
func (vm *VM) ctrAnyInt64(v Value) (int64, bool) {
	if i, ok := vm.ctrExactInt64(v); ok {
		return i, true
	}
	if i, ok := vm.Get0(v).(*Int); ok && i.V.IsInt64() {
		return i.V.Int64(), true
	}
	return 0, false
}

// intSumSink adds the small ints a generator yields to sum()'s int
// total, while it fits in an int64.
type intSumSink struct{ acc int64 }

func (s *intSumSink) add(b int64) bool {
	if (s.acc >= 0 && b <= math.MaxInt64-s.acc) || (s.acc < 0 && b >= math.MinInt64-s.acc) {
		s.acc += b
		return true
	}
	return false
}

func (s *intSumSink) Take(v Value) bool { return v.IsSmallInt() && s.add(v.Int()) }

func (s *intSumSink) Trace(*Tracer) {}

// Total implements SumSink.
func (s *intSumSink) Total() *int64 { return &s.acc }

// ctrSum is builtin sum with CPython's int and float fast paths (the float
// path uses Neumaier's compensated summation, as CPython 3.12+).
func (vm *VM) ctrSum(iterable, start Value) (Value, error) {
	it, err := vm.Iter(iterable)
	if err != nil {
		return Unbound, err
	}
	result := start
	if result == Unbound {
		result = SmallInt(0)
	} else {
		switch vm.Get0(result).(type) {
		case *Str:
			return Unbound, vm.TypeError("sum() can't sum strings [use ''.join(seq) instead]")
		case *Bytes:
			return Unbound, vm.TypeError("sum() can't sum bytes [use b''.join(seq) instead]")
		case *ByteArray:
			return Unbound, vm.TypeError("sum() can't sum bytearray [use b''.join(seq) instead]")
		}
	}
	// Only the total is needed from one item to the next (see ItemScope).
	sc := vm.heap.Items()
	r, err := vm.ctrSumFrom(it, result, sc)
	sc.Close(err)
	return r, err
}

func (vm *VM) ctrSumFrom(it, result Value, sc ItemScope) (Value, error) {
	if ir, ok := vm.ctrExactInt64(result); ok && result != True && result != False {
		s := intSumSink{acc: ir}
		d := vm.drainer(it)
		var sink *intSumSink // only for a Drainer: s stays on the stack
		if d != nil {
			sink = &intSumSink{}
		}
		for {
			if sink != nil {
				sink.acc = s.acc
			}
			x, ok, err := vm.nextTo(it, d, sink)
			if sink != nil {
				s.acc = sink.acc
			}
			if err != nil {
				return Unbound, err
			}
			if !ok {
				return vm.NewInt(s.acc), nil
			}
			if b, isInt := vm.ctrExactInt64(x); isInt && s.add(b) {
				sc.Keep(Unbound, Unbound)
				continue
			}
			if result, err = vm.Binary(OpAdd, vm.NewInt(s.acc), x); err != nil {
				return Unbound, err
			}
			break
		}
	}
	if result.IsFloat() {
		f, c := result.Float(), 0.0
		for {
			x, ok, err := vm.Next(it)
			if err != nil {
				return Unbound, err
			}
			if !ok {
				if c != 0 && !math.IsInf(c, 0) && !math.IsNaN(c) {
					f += c
				}
				return FloatValue(f), nil
			}
			if x.IsFloat() {
				xf := x.Float()
				t := f + xf
				if math.Abs(f) >= math.Abs(xf) {
					c += (f - t) + xf
				} else {
					c += (xf - t) + f
				}
				f = t
				sc.Keep(Unbound, Unbound)
				continue
			}
			if iv, isInt := vm.ctrAnyInt64(x); isInt {
				f += float64(iv)
				sc.Keep(Unbound, Unbound)
				continue
			}
			if c != 0 && !math.IsInf(c, 0) && !math.IsNaN(c) {
				f += c
			}
			if result, err = vm.Binary(OpAdd, FloatValue(f), x); err != nil {
				return Unbound, err
			}
			break
		}
	}
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return Unbound, err
		}
		if !ok {
			return result, nil
		}
		if result, err = vm.Binary(OpAdd, result, x); err != nil {
			return Unbound, err
		}
		sc.Keep(result, Unbound)
	}
}

// ---- isinstance / issubclass ----

var (
	ctrTypeInstanceCheck Value
	ctrTypeSubclassCheck Value
	ctrObjectClassAttr   Value
)

// ctrUnionArgs returns the members of a types.UnionType (int | str).
func (vm *VM) ctrUnionArgs(cls Value) (Value, bool) {
	if !cls.IsHandle() {
		return Unbound, false
	}
	if c := vm.ClassOf(cls); c.Name != "UnionType" || !c.Builtin {
		return Unbound, false
	}
	args, ok, err := vm.GetAttrOpt(cls, "__args__")
	if err != nil || !ok {
		return Unbound, false
	}
	return args, true
}

// ctrGetBases returns cls.__bases__ when it is a tuple (abstract_get_bases).
func (vm *VM) ctrGetBases(cls Value) ([]Value, bool, error) {
	b, ok, err := vm.GetAttrOpt(cls, "__bases__")
	if err != nil || !ok {
		return nil, false, err
	}
	t, ok := vm.AsTuple(b)
	if !ok {
		return nil, false, nil
	}
	return t.Items, true, nil
}

func (vm *VM) ctrCheckClass(cls Value, msg string) error {
	_, ok, err := vm.ctrGetBases(cls)
	if err != nil {
		return err
	}
	if !ok {
		return vm.TypeError("%s", msg)
	}
	return nil
}

func (vm *VM) ctrAbstractIsSubclass(derived, cls Value) (bool, error) {
	for {
		if derived == cls {
			return true, nil
		}
		bases, ok, err := vm.ctrGetBases(derived)
		if err != nil || !ok || len(bases) == 0 {
			return false, err
		}
		if len(bases) == 1 {
			derived = bases[0]
			continue
		}
		for _, b := range bases {
			r, err := vm.ctrAbstractIsSubclass(b, cls)
			if err != nil || r {
				return r, err
			}
		}
		return false, nil
	}
}

// ctrInstClass returns inst.__class__ when it may differ from type(inst)
// (a user class overriding __class__), else Unbound.
func (vm *VM) ctrInstClass(inst Value) (Value, error) {
	tc := vm.ClassOf(inst)
	if isWeakProxy(tc) {
		// A weakref proxy answers its referent's __class__.
	} else if tc.Builtin {
		return Unbound, nil
	} else if a, ok := tc.Lookup(vm, "__class__"); ok && a == ctrObjectClassAttr {
		return Unbound, nil
	}
	v, ok, err := vm.GetAttrOpt(inst, "__class__")
	if err != nil || !ok {
		return Unbound, err
	}
	return v, nil
}

// ctrObjectIsInstance is object_isinstance.
func (vm *VM) ctrObjectIsInstance(inst, cls Value) (bool, error) {
	if c, ok := vm.AsClass(cls); ok {
		tc := vm.ClassOf(inst)
		if tc.IsSubclass(c) {
			return true, nil
		}
		tc.notePlain(vm) // for machine code's isinstance (call_isinstance)
		icls, err := vm.ctrInstClass(inst)
		if err != nil || icls == Unbound {
			return false, err
		}
		if ic, ok := vm.AsClass(icls); ok && ic != vm.ClassOf(inst) {
			return ic.IsSubclass(c), nil
		}
		return false, nil
	}
	if err := vm.ctrCheckClass(cls, "isinstance() arg 2 must be a type, a tuple of types, or a union"); err != nil {
		return false, err
	}
	icls, ok, err := vm.GetAttrOpt(inst, "__class__")
	if err != nil || !ok {
		return false, err
	}
	return vm.ctrAbstractIsSubclass(icls, cls)
}

// IsInstanceCheck is isinstance(inst, cls): cls may be a class, a tuple of
// them (nested), a union, or any object whose type defines
// __instancecheck__.
func (vm *VM) IsInstanceCheck(inst, cls Value) (bool, error) {
	ctrStatics()
	return vm.ctrIsInstance(inst, cls, 0)
}

func (vm *VM) ctrIsInstance(inst, cls Value, depth int) (bool, error) {
	if c, ok := vm.AsClass(cls); ok {
		tc := vm.ClassOf(inst)
		if tc == c {
			return true, nil
		}
		if c.cls == TypeType {
			return vm.ctrObjectIsInstance(inst, cls)
		}
	}
	if args, ok := vm.ctrUnionArgs(cls); ok {
		cls = args
	}
	if t, ok := vm.AsTuple(cls); ok {
		if depth > vm.RecursionLimit {
			return false, vm.NewError(RecursionErrorType, "maximum recursion depth exceeded in __instancecheck__")
		}
		for _, item := range t.Items {
			r, err := vm.ctrIsInstance(inst, item, depth+1)
			if err != nil || r {
				return r, err
			}
		}
		return false, nil
	}
	meta := vm.ClassOf(cls)
	if f, ok := meta.Lookup(vm, "__instancecheck__"); ok && f != ctrTypeInstanceCheck {
		bf, err := vm.bindAttr(f, cls, meta)
		if err != nil {
			return false, err
		}
		r, err := vm.Call1(bf, inst)
		if err != nil {
			return false, err
		}
		return vm.Truth(r)
	}
	return vm.ctrObjectIsInstance(inst, cls)
}

func (vm *VM) ctrRecursiveIsSubclass(derived, cls Value) (bool, error) {
	d, ok1 := vm.AsClass(derived)
	c, ok2 := vm.AsClass(cls)
	if ok1 && ok2 {
		return d.IsSubclass(c), nil
	}
	if err := vm.ctrCheckClass(derived, "issubclass() arg 1 must be a class"); err != nil {
		return false, err
	}
	if _, isUnion := vm.ctrUnionArgs(cls); !isUnion {
		if err := vm.ctrCheckClass(cls, "issubclass() arg 2 must be a class, a tuple of classes, or a union"); err != nil {
			return false, err
		}
	}
	return vm.ctrAbstractIsSubclass(derived, cls)
}

// IsSubclassCheck is issubclass(derived, cls).
func (vm *VM) IsSubclassCheck(derived, cls Value) (bool, error) {
	ctrStatics()
	return vm.ctrIsSubclass(derived, cls, 0)
}

func (vm *VM) ctrIsSubclass(derived, cls Value, depth int) (bool, error) {
	if c, ok := vm.AsClass(cls); ok && c.cls == TypeType {
		if derived == cls {
			return true, nil
		}
		return vm.ctrRecursiveIsSubclass(derived, cls)
	}
	if args, ok := vm.ctrUnionArgs(cls); ok {
		cls = args
	}
	if t, ok := vm.AsTuple(cls); ok {
		if depth > vm.RecursionLimit {
			return false, vm.NewError(RecursionErrorType, "maximum recursion depth exceeded in __subclasscheck__")
		}
		for _, item := range t.Items {
			r, err := vm.ctrIsSubclass(derived, item, depth+1)
			if err != nil || r {
				return r, err
			}
		}
		return false, nil
	}
	meta := vm.ClassOf(cls)
	if f, ok := meta.Lookup(vm, "__subclasscheck__"); ok && f != ctrTypeSubclassCheck {
		bf, err := vm.bindAttr(f, cls, meta)
		if err != nil {
			return false, err
		}
		r, err := vm.Call1(bf, derived)
		if err != nil {
			return false, err
		}
		return vm.Truth(r)
	}
	return vm.ctrRecursiveIsSubclass(derived, cls)
}

// ID is id(v), for modules that key dicts by identity as Python code
// does (copy.deepcopy's memo, pprint's context).
func (vm *VM) ID(v Value) Value { return vm.ctrID(v) }

// ctrID is id(): a stable int derived from the handle (or the bits of an
// unboxed value).
func (vm *VM) ctrID(v Value) Value {
	if v.IsHandle() {
		return vm.NewInt(int64(uint64(v) & payloadMask))
	}
	return vm.NewBigInt(new(big.Int).SetUint64(uint64(v) | 1<<63))
}

// ---- registration ----

func ctrIterNew(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := ctrPosArgs(vm, "iter", args, kw, 1, 2); err != nil {
		return Unbound, err
	}
	if len(args) == 1 {
		return vm.Iter(args[0])
	}
	if !vm.IsCallable(args[0]) {
		return Unbound, vm.TypeError("iter(v, w): v must be callable")
	}
	c := &ctrCallableIter{fn: args[0], sentinel: args[1]}
	c.cls = CallableIterType
	return vm.heap.Alloc(c), nil
}

func ctrNext(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := ctrPosArgs(vm, "next", args, kw, 1, 2); err != nil {
		return Unbound, err
	}
	it := args[0]
	if it.IsHandle() {
		o := vm.heap.Get(it)
		if gi, ok := o.(Iterator); ok && o.head().cls.Builtin && o.head().cls != GeneratorType {
			x, ok, err := gi.Next(vm)
			if err != nil {
				return Unbound, err
			}
			if ok {
				return x, nil
			}
			if len(args) == 2 {
				return args[1], nil
			}
			return Unbound, ctrTakeStop(vm, o)
		}
	}
	f, ok := vm.ClassOf(it).Lookup(vm, "__next__")
	if !ok || f == None {
		return Unbound, vm.TypeError("'%s' object is not an iterator", vm.TypeName(it))
	}
	r, err := vm.CallBinaryUnary(f, it)
	if err != nil {
		if len(args) == 2 && ExceptionMatches(err, StopIterationType) {
			return args[1], nil
		}
		return Unbound, err
	}
	return r, nil
}

func init() {
	RegisterBuiltin("len", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := ctrOneArg(vm, "len", args, kw); err != nil {
			return Unbound, err
		}
		n, err := vm.Len(args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.NewInt(int64(n)), nil
	})
	RegisterBuiltin("iter", ctrIterNew)
	RegisterBuiltin("next", ctrNext)
	RegisterBuiltin("sorted", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 1 {
			return Unbound, vm.TypeError("sorted expected 1 argument, got %d", len(args))
		}
		key, rev, err := vm.ctrSortArgs("sort", kw)
		if err != nil {
			return Unbound, err
		}
		// list(iterable), so the new list has list()'s room.
		lv := vm.NewList(nil)
		l := vm.heap.Get(lv).(*List)
		if err := vm.ctrListExtend(l, args[0]); err != nil {
			return Unbound, err
		}
		if err := vm.ListSort(l, key, rev); err != nil {
			return Unbound, err
		}
		return lv, nil
	})
	RegisterBuiltin("min", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.ctrMinMax("min", CmpLT, args, kw)
	})
	RegisterBuiltin("max", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.ctrMinMax("max", CmpGT, args, kw)
	})
	RegisterBuiltin("sum", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		start := Unbound
		for _, k := range kw {
			if k.Name != "start" {
				return Unbound, vm.KeywordError("sum()", k.Name, []string{"start"})
			}
			if len(args) > 1 {
				return Unbound, vm.TypeError("argument for sum() given by name ('start') and position (2)")
			}
			start = k.Value
		}
		if len(args) == 0 {
			return Unbound, vm.TypeError("sum() takes at least 1 positional argument (0 given)")
		}
		if len(args) > 2 {
			return Unbound, vm.TypeError("sum() takes at most 2 arguments (%d given)", len(args))
		}
		if len(args) == 2 {
			start = args[1]
		}
		return vm.ctrSum(args[0], start)
	})
	allAny := func(name string, want bool) {
		RegisterBuiltin(name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			if err := ctrOneArg(vm, name, args, kw); err != nil {
				return Unbound, err
			}
			it, err := vm.Iter(args[0])
			if err != nil {
				return Unbound, err
			}
			d := vm.drainer(it)
			var sink *truthSink // only for a Drainer
			if d != nil {
				sink = &vm.truthSinks[0]
				if want {
					sink = &vm.truthSinks[1]
				}
				sink.vm, sink.want = vm, want
			}
			// Nothing is needed from one item to the next (see ItemScope).
			sc := vm.heap.Items()
			for {
				x, ok, err := vm.nextTo(it, d, sink)
				if err != nil {
					sc.Close(err)
					return Unbound, err
				}
				if !ok {
					sc.Close(nil)
					return Bool(!want), nil
				}
				t, err := vm.Truth(x)
				if err != nil {
					sc.Close(err)
					return Unbound, err
				}
				if t == want {
					sc.Close(nil)
					return Bool(want), nil
				}
				sc.Keep(Unbound, Unbound)
			}
		})
	}
	allAny("all", false)
	allAny("any", true)
	RegisterBuiltin("isinstance", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := ctrPosArgs(vm, "isinstance", args, kw, 2, 2); err != nil {
			return Unbound, err
		}
		r, err := vm.IsInstanceCheck(args[0], args[1])
		return Bool(r), err
	})
	RegisterBuiltin("issubclass", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := ctrPosArgs(vm, "issubclass", args, kw, 2, 2); err != nil {
			return Unbound, err
		}
		r, err := vm.IsSubclassCheck(args[0], args[1])
		return Bool(r), err
	})
	RegisterBuiltin("hash", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := ctrOneArg(vm, "hash", args, kw); err != nil {
			return Unbound, err
		}
		h, err := vm.Hash(args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.NewInt(h), nil
	})
	RegisterBuiltin("id", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := ctrOneArg(vm, "id", args, kw); err != nil {
			return Unbound, err
		}
		return vm.ctrID(args[0]), nil
	})
	RegisterBuiltin("callable", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := ctrOneArg(vm, "callable", args, kw); err != nil {
			return Unbound, err
		}
		return Bool(vm.IsCallable(args[0])), nil
	})

	// The iterator types are classes in builtins.
	for _, t := range []struct {
		c   *Class
		new func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error)
	}{
		{EnumerateType, ctrEnumerateNew}, {ZipType, ctrZipNew}, {MapType, ctrMapNew},
		{FilterType, ctrFilterNew}, {ReversedType, ctrReversedNew},
	} {
		t.c.New = t.new
		t.c.AddMethod("__new__", ctrNewWrapper(t.c))
		ctrAddIterMethods(t.c)
		builtinFuncs[t.c.Name] = t.c.self
	}
	ctrAddIterMethods(CallableIterType)
	ReversedType.AddMethod("__length_hint__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r, err := ctrSelf[*ctrReversed](vm, args, ReversedType, "__length_hint__")
		if err != nil {
			return Unbound, err
		}
		if r.seq == Unbound {
			return SmallInt(0), nil
		}
		n, err := vm.Len(r.seq)
		if err != nil {
			return Unbound, err
		}
		if r.i+1 > int64(n) {
			return SmallInt(0), nil
		}
		return vm.NewInt(r.i + 1), nil
	})
	for _, c := range []*Class{ListType, DictType, TupleType, SetType, FrozenSetType, EnumerateType, DictKeysType, DictValuesType, DictItemsType} {
		c.AddClassMethod("__class_getitem__", ctrClassGetItem)
	}
}

// ctrStatics resolves, once, builtin methods registered by other files'
// init functions (which may run after this file's).
func ctrStatics() {
	ctrStaticsOnce.Do(func() {
		ctrTypeInstanceCheck, _ = TypeType.Dict.GetStr(nil, "__instancecheck__")
		ctrTypeSubclassCheck, _ = TypeType.Dict.GetStr(nil, "__subclasscheck__")
		ctrObjectClassAttr, _ = ObjectType.Dict.GetStr(nil, "__class__")
	})
}

var ctrStaticsOnce sync.Once
