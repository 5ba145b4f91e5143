package runtime

import (
	"math"
	"math/big"
	"math/bits"
)

// The range type. These are the paths of int64 bounds; each method hands
// a range with bigger bounds to ctr_rangebig.go.

// ctrRangeLen returns the number of items; it always fits a uint64.
func ctrRangeLen(r *Range) uint64 {
	if r.Step > 0 {
		if r.Start >= r.Stop {
			return 0
		}
		return (uint64(r.Stop)-uint64(r.Start)-1)/uint64(r.Step) + 1
	}
	if r.Start <= r.Stop {
		return 0
	}
	return (uint64(r.Start)-uint64(r.Stop)-1)/(uint64(-(r.Step+1))+1) + 1
}

// ctrRangeAt returns the i-th item (i < len).
func ctrRangeAt(r *Range, i uint64) int64 {
	return int64(uint64(r.Start) + i*uint64(r.Step))
}

// AsRange returns the *Range behind v.
func (vm *VM) AsRange(v Value) (*Range, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	r, ok := vm.heap.Get(v).(*Range)
	return r, ok
}

// ctrRangeArg converts a bound or step; b is set when it does not fit
// an int64.
func (vm *VM) ctrRangeArg(v Value) (i int64, b *big.Int, err error) {
	if v.IsSmallInt() {
		return v.Int(), nil, nil
	}
	iv, ok, err := vm.ctrIndexValue(v)
	if err != nil {
		return 0, nil, err
	}
	if !ok {
		return 0, nil, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(v))
	}
	if iv.IsSmallInt() {
		return iv.Int(), nil, nil
	}
	bi := &vm.heap.Get(iv).(*Int).V
	if !bi.IsInt64() {
		return 0, bi, nil
	}
	return bi.Int64(), nil, nil
}

func ctrRangeNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		return Unbound, vm.TypeError("range() takes no keyword arguments")
	}
	if len(args) == 0 || len(args) > 3 {
		if len(args) == 0 {
			return Unbound, vm.TypeError("range expected at least 1 argument, got 0")
		}
		return Unbound, vm.TypeError("range expected at most 3 arguments, got %d", len(args))
	}
	// start, stop, step; a single argument is stop
	vals := [3]int64{0, 0, 1}
	var bigs [3]*big.Int
	slots := []int{1}
	if len(args) > 1 {
		slots = []int{0, 1, 2}[:len(args)]
	}
	for k, a := range args {
		i, b, err := vm.ctrRangeArg(a)
		if err != nil {
			return Unbound, err
		}
		vals[slots[k]], bigs[slots[k]] = i, b
	}
	if vals[2] == 0 && bigs[2] == nil {
		return Unbound, vm.ValueError("range() arg 3 must not be zero")
	}
	if bigs[0] == nil && bigs[1] == nil && bigs[2] == nil {
		return vm.NewRange(vals[0], vals[1], vals[2]), nil
	}
	for k, b := range bigs {
		if b == nil {
			bigs[k] = big.NewInt(vals[k])
		}
	}
	return vm.newRangeAny(bigs[0], bigs[1], bigs[2]), nil
}

func ctrRangeSelf(vm *VM, args []Value, name string) (*Range, error) {
	return ctrSelf[*Range](vm, args, RangeType, name)
}

func ctrRangeLenMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	r, err := ctrRangeSelf(vm, args, "__len__")
	if err != nil {
		return Unbound, err
	}
	if r.big != nil {
		if !r.big.n.IsInt64() {
			return Unbound, vm.Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
		}
		return vm.NewInt(r.big.n.Int64()), nil
	}
	n := ctrRangeLen(r)
	if n > math.MaxInt64 {
		return Unbound, vm.Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return vm.NewInt(int64(n)), nil
}

// ctrRangeIndexOf returns the position of x in r (ok false when absent).
func ctrRangeIndexOf(r *Range, x int64) (uint64, bool) {
	if r.Step > 0 {
		if x < r.Start || x >= r.Stop {
			return 0, false
		}
		d := uint64(x) - uint64(r.Start)
		if d%uint64(r.Step) != 0 {
			return 0, false
		}
		return d / uint64(r.Step), true
	}
	if x > r.Start || x <= r.Stop {
		return 0, false
	}
	d := uint64(r.Start) - uint64(x)
	s := uint64(-(r.Step + 1)) + 1
	if d%s != 0 {
		return 0, false
	}
	return d / s, true
}

// ctrRangeExactInt reports whether x is an exact int or a bool (CPython's
// O(1) containment path) and gives its value; big ints never lie in an
// int64 range (fits=false).
func (vm *VM) ctrRangeExactInt(x Value) (v int64, exact, fits bool) {
	switch {
	case x.IsSmallInt():
		return x.Int(), true, true
	case x == True:
		return 1, true, true
	case x == False:
		return 0, true, true
	}
	if i, ok := vm.Get0(x).(*Int); ok && i.cls == IntType {
		if i.V.IsInt64() {
			return i.V.Int64(), true, true
		}
		return 0, true, false
	}
	return 0, false, false
}

func (vm *VM) ctrRangeContains(r *Range, x Value) (bool, error) {
	if v, exact, fits := vm.ctrRangeExactInt(x); exact && r.big == nil {
		if !fits {
			return false, nil
		}
		_, ok := ctrRangeIndexOf(r, v)
		return ok, nil
	}
	i, err := vm.bigRangeFind(r, x)
	return i != nil, err
}

func ctrRangeGetItem(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	r, err := ctrRangeSelf(vm, args, "__getitem__")
	if err != nil {
		return Unbound, err
	}
	if err := ctrArgsO(vm, RangeType, "__getitem__", args, kw); err != nil {
		return Unbound, err
	}
	return vm.ctrRangeItem(r, args[1])
}

func (vm *VM) ctrRangeItem(r *Range, k Value) (Value, error) {
	n := ctrRangeLen(r)
	if s, ok := vm.AsSlice(k); ok {
		return vm.ctrRangeSlice(r, s)
	}
	if r.big != nil {
		return vm.bigRangeItem(r, k)
	}
	i, ok, err := vm.ctrClampIndex(k)
	if err != nil {
		return Unbound, err
	}
	if !ok {
		return Unbound, vm.TypeError("range indices must be integers or slices, not %s", vm.TypeName(k))
	}
	var u uint64
	if i < 0 {
		if uint64(-(i+1))+1 > n {
			return Unbound, vm.IndexError("range object index out of range")
		}
		u = n - (uint64(-(i + 1)) + 1)
	} else {
		if uint64(i) >= n {
			return Unbound, vm.IndexError("range object index out of range")
		}
		u = uint64(i)
	}
	return vm.NewInt(ctrRangeAt(r, u)), nil
}

// ctrRangeSlice is r[s]: in int64 arithmetic when the slice's fields are
// small ints or None and nothing overflows (range(n)[:i] in a loop), else
// with big ints.
func (vm *VM) ctrRangeSlice(r *Range, s *Slice) (Value, error) {
	small := func(v Value) bool { return v == None || v.IsSmallInt() }
	n := ctrRangeLen(r)
	if r.big == nil && n <= math.MaxInt64 && small(s.Start) && small(s.Stop) && small(s.Step) && s.Step != SmallInt(0) {
		a, b, c, err := vm.SliceUnpack(s)
		if err == nil {
			i, j, _ := SliceAdjust(int64(n), a, b, c)
			start, ok1 := ctrMulAdd(r.Start, i, r.Step)
			stop, ok2 := ctrMulAdd(r.Start, j, r.Step)
			step, ok3 := ctrMulAdd(0, c, r.Step)
			if ok1 && ok2 && ok3 {
				return vm.NewRange(start, stop, step), nil
			}
		}
	}
	return vm.bigRangeSlice(r, s)
}

// ctrMulAdd is a + i*s, and whether it fits an int64.
func ctrMulAdd(a, i, s int64) (int64, bool) {
	hi, lo := bits.Mul64(uint64(numAbsU(i)), uint64(numAbsU(s)))
	if hi != 0 || lo > math.MaxInt64 {
		return 0, false
	}
	p := int64(lo)
	if (i < 0) != (s < 0) {
		p = -p
	}
	r := a + p
	if (p >= 0) == (r < a) {
		return 0, false
	}
	return r, true
}

func ctrRangeRepr(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	r, err := ctrRangeSelf(vm, args, "__repr__")
	if err != nil {
		return Unbound, err
	}
	start, stop, step := rangeTriple(r)
	s := "range(" + start.String() + ", " + stop.String()
	if !step.IsInt64() || step.Int64() != 1 {
		s += ", " + step.String()
	}
	return vm.NewStr(s + ")"), nil
}

// ctrRangeEqual: ranges are equal when they hold the same items.
func ctrRangeEqual(a, b *Range) bool {
	if a == b {
		return true
	}
	as, ast, an := rangeBigs(a)
	bs, bst, bn := rangeBigs(b)
	return an.Cmp(bn) == 0 && (an.Sign() == 0 || as.Cmp(bs) == 0 && (an.Cmp(big.NewInt(1)) == 0 || ast.Cmp(bst) == 0))
}

func ctrRangeCompare(op CmpOp) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r, err := ctrRangeSelf(vm, args, CmpNames[op])
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, RangeType, CmpNames[op], args, kw); err != nil {
			return Unbound, err
		}
		o, ok := vm.AsRange(args[1])
		if !ok {
			return NotImplemented, nil
		}
		eq := ctrRangeEqual(r, o)
		return Bool(eq == (op == CmpEQ)), nil
	}
}

func ctrRangeHash(vm *VM, v Value) (int64, error) {
	r, _ := vm.AsRange(v)
	start, step, n := rangeBigs(r)
	items := []Value{vm.NewBigInt(n), None, None}
	if n.Sign() > 0 {
		items[1] = vm.NewBigInt(start)
		if n.Cmp(big.NewInt(1)) > 0 {
			items[2] = vm.NewBigInt(step)
		}
	}
	return vm.hashTuple(items)
}

func ctrRangeIndex(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	r, err := ctrRangeSelf(vm, args, "index")
	if err != nil {
		return Unbound, err
	}
	if err := ctrArgsO(vm, RangeType, "index", args, kw); err != nil {
		return Unbound, err
	}
	x := args[1]
	i, err := vm.bigRangeFind(r, x)
	if err != nil || i != nil {
		return vm.NewBigInt(i), err
	}
	if _, exact, _ := vm.ctrRangeExactInt(x); !exact {
		return Unbound, vm.ValueError("sequence.index(x): x not in sequence")
	}
	s, err := vm.Repr(x)
	if err != nil {
		return Unbound, err
	}
	return Unbound, vm.ValueError("%s is not in range", s)
}

func ctrRangeCount(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	r, err := ctrRangeSelf(vm, args, "count")
	if err != nil {
		return Unbound, err
	}
	if err := ctrArgsO(vm, RangeType, "count", args, kw); err != nil {
		return Unbound, err
	}
	x := args[1]
	if _, exact, _ := vm.ctrRangeExactInt(x); exact {
		if i, err := vm.bigRangeFind(r, x); i == nil {
			return SmallInt(0), err
		}
		return SmallInt(1), nil
	}
	var c int64
	err = vm.IterAll(vm.newRangeIter(r, false), func(v Value) error {
		eq, err := vm.Eq(v, x)
		if eq {
			c++
		}
		return err
	})
	return vm.NewInt(c), err
}

// ---- range iterator ----

// RangeIter iterates a range without allocating (for small ints).
type RangeIter struct {
	Head
	next int64
	step int64
	left uint64
}

// Trace implements Object.
func (*RangeIter) Trace(*Tracer) {}

// Next implements Iterator.
func (it *RangeIter) Next(vm *VM) (Value, bool, error) {
	if it.left == 0 {
		return Unbound, false, nil
	}
	v := it.next
	it.left--
	if it.left > 0 {
		it.next = int64(uint64(it.next) + uint64(it.step))
	}
	if FitsSmall(v) {
		return SmallInt(v), true, nil
	}
	return vm.NewInt(v), true, nil
}

// NextInt returns the next item as an int64 (for the interpreter's
// specialised for-range loop).
func (it *RangeIter) NextInt() (int64, bool) {
	if it.left == 0 {
		return 0, false
	}
	v := it.next
	it.left--
	if it.left > 0 {
		it.next = int64(uint64(it.next) + uint64(it.step))
	}
	return v, true
}

var rangeIterType = newBuiltinClass("range_iterator", ObjectType)

func (vm *VM) newRangeIter(r *Range, reversed bool) Value {
	if r.big != nil {
		return vm.newBigRangeIter(r, reversed)
	}
	next, step, left := r.Start, r.Step, ctrRangeLen(r)
	if reversed && left > 0 {
		next, step = ctrRangeAt(r, left-1), -r.Step
	}
	return vm.newRangeIterAt(next, step, left)
}

// NewRangeIter makes a range iterator yielding left ints from start by
// step, as iter(range(...)) would. The JIT keeps a pool of them, whose
// ints machine code sets for a for loop over a range it never makes.
func (vm *VM) NewRangeIter(start, step int64, left uint64) Value {
	it := &RangeIter{next: start, step: step, left: left}
	it.cls = rangeIterType
	return vm.heap.Alloc(it)
}

func init() {
	RangeType.New = ctrRangeNew
	RangeType.AddMethod("__new__", ctrNewWrapper(RangeType))
	RangeType.AddMethod("__len__", ctrRangeLenMethod)
	RangeType.AddMethod("__bool__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r, err := ctrRangeSelf(vm, args, "__bool__")
		if err != nil {
			return Unbound, err
		}
		_, _, n := rangeBigs(r)
		return Bool(n.Sign() > 0), nil
	})
	RangeType.AddMethod("__getitem__", ctrRangeGetItem)
	RangeType.AddMethod("__contains__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r, err := ctrRangeSelf(vm, args, "__contains__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, RangeType, "__contains__", args, kw); err != nil {
			return Unbound, err
		}
		ok, err := vm.ctrRangeContains(r, args[1])
		return Bool(ok), err
	})
	RangeType.AddMethod("__iter__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r, err := ctrRangeSelf(vm, args, "__iter__")
		if err != nil {
			return Unbound, err
		}
		return vm.newRangeIter(r, false), nil
	})
	RangeType.AddMethod("__reversed__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r, err := ctrRangeSelf(vm, args, "__reversed__")
		if err != nil {
			return Unbound, err
		}
		return vm.newRangeIter(r, true), nil
	})
	RangeType.AddMethod("__repr__", ctrRangeRepr)
	RangeType.AddHashMethod(ctrRangeHash)
	for op := CmpLT; op <= CmpGE; op++ {
		if op == CmpEQ || op == CmpNE {
			RangeType.AddMethod(CmpNames[op], ctrRangeCompare(op))
		}
	}
	RangeType.AddMethod("index", ctrRangeIndex)
	RangeType.AddMethod("count", ctrRangeCount)
	RangeType.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r, err := ctrRangeSelf(vm, args, "__reduce__")
		if err != nil {
			return Unbound, err
		}
		start, stop, step := vm.rangeFields(r)
		return vm.NewTupleCopy([]Value{RangeType.self, vm.NewTupleCopy([]Value{start, stop, step})}), nil
	})
	RangeType.AddGetter("start", func(vm *VM, self Value) (Value, error) {
		r, ok := vm.AsRange(self)
		if !ok {
			return Unbound, vm.TypeError("descriptor 'start' for 'range' objects doesn't apply to a '%s' object", vm.TypeName(self))
		}
		start, stop, step := vm.rangeFields(r)
		return [3]Value{start, stop, step}[0], nil
	})
	RangeType.AddGetter("stop", func(vm *VM, self Value) (Value, error) {
		r, ok := vm.AsRange(self)
		if !ok {
			return Unbound, vm.TypeError("descriptor 'stop' for 'range' objects doesn't apply to a '%s' object", vm.TypeName(self))
		}
		start, stop, step := vm.rangeFields(r)
		return [3]Value{start, stop, step}[1], nil
	})
	RangeType.AddGetter("step", func(vm *VM, self Value) (Value, error) {
		r, ok := vm.AsRange(self)
		if !ok {
			return Unbound, vm.TypeError("descriptor 'step' for 'range' objects doesn't apply to a '%s' object", vm.TypeName(self))
		}
		start, stop, step := vm.rangeFields(r)
		return [3]Value{start, stop, step}[2], nil
	})

	rangeIterType.AddMethod("__iter__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil })
	rangeIterType.AddMethod("__next__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return IterNextMethod(vm, args[0])
	})
	rangeIterType.AddMethod("__length_hint__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*RangeIter](vm, args, rangeIterType, "__length_hint__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewBigInt(new(big.Int).SetUint64(it.left)), nil
	})
}
