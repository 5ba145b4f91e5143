package runtime

import "math/big"

// Ranges with a bound or step beyond int64 (CPython's ranges allow any
// int): the Range carries big and every range method checks it first, so
// the int64 paths, which machine code and the interpreter's for loop use,
// stay as they are. Iterating one yields from a longrange_iterator.

type rangeBig struct{ start, stop, step, n big.Int }

// newRangeAny makes range(start, stop, step) from big bounds, as an int64
// range when all three fit.
func (vm *VM) newRangeAny(start, stop, step *big.Int) Value {
	if start.IsInt64() && stop.IsInt64() && step.IsInt64() {
		return vm.NewRange(start.Int64(), stop.Int64(), step.Int64())
	}
	b := &rangeBig{}
	b.start.Set(start)
	b.stop.Set(stop)
	b.step.Set(step)
	// n = (stop - start - 1) / step + 1 toward the sign of step, or 0
	lo, hi, st := &b.start, &b.stop, &b.step
	if step.Sign() < 0 {
		lo, hi, st = &b.stop, &b.start, new(big.Int).Neg(step)
	}
	if lo.Cmp(hi) < 0 {
		b.n.Sub(hi, lo)
		b.n.Sub(&b.n, big.NewInt(1))
		b.n.Quo(&b.n, st)
		b.n.Add(&b.n, big.NewInt(1))
	}
	r := &Range{big: b}
	r.cls = RangeType
	return vm.heap.Alloc(r)
}

// rangeBigs returns any range's start, step and length as big ints.
func rangeBigs(r *Range) (start, step, n *big.Int) {
	if r.big != nil {
		return &r.big.start, &r.big.step, &r.big.n
	}
	return big.NewInt(r.Start), big.NewInt(r.Step), new(big.Int).SetUint64(ctrRangeLen(r))
}

// rangeTriple returns any range's start, stop and step as big ints.
func rangeTriple(r *Range) (start, stop, step *big.Int) {
	if r.big != nil {
		return &r.big.start, &r.big.stop, &r.big.step
	}
	return big.NewInt(r.Start), big.NewInt(r.Stop), big.NewInt(r.Step)
}

// rangeFields returns start, stop and step as values.
func (vm *VM) rangeFields(r *Range) (start, stop, step Value) {
	a, b, c := rangeTriple(r)
	return vm.NewBigInt(a), vm.NewBigInt(b), vm.NewBigInt(c)
}

// rangeBigAt returns start + i*step.
func rangeBigAt(r *Range, i *big.Int) *big.Int {
	start, step, _ := rangeBigs(r)
	v := new(big.Int).Mul(i, step)
	return v.Add(v, start)
}

// rangeBigIndexOf returns x's position in r, or nil.
func rangeBigIndexOf(r *Range, x *big.Int) *big.Int {
	start, step, n := rangeBigs(r)
	d := new(big.Int).Sub(x, start)
	i, m := new(big.Int).QuoRem(d, step, new(big.Int))
	if m.Sign() != 0 || i.Sign() < 0 || i.Cmp(n) >= 0 {
		return nil
	}
	return i
}

// bigRangeItem is r[k] for an int k.
func (vm *VM) bigRangeItem(r *Range, k Value) (Value, error) {
	iv, ok, err := vm.ctrIndexValue(k)
	if err != nil {
		return Unbound, err
	}
	if !ok {
		return Unbound, vm.TypeError("range indices must be integers or slices, not %s", vm.TypeName(k))
	}
	i, _ := vm.BigOf(iv)
	_, _, n := rangeBigs(r)
	if i.Sign() < 0 {
		i = new(big.Int).Add(i, n)
	}
	if i.Sign() < 0 || i.Cmp(n) >= 0 {
		return Unbound, vm.IndexError("range object index out of range")
	}
	return vm.BigValue(rangeBigAt(r, i)), nil
}

// bigRangeSlice is r[s] computed with big ints (PySlice_GetLongIndices).
func (vm *VM) bigRangeSlice(r *Range, s *Slice) (Value, error) {
	field := func(v Value) (*big.Int, error) {
		if v == None {
			return nil, nil
		}
		iv, ok, err := vm.ctrIndexValue(v)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, vm.TypeError("slice indices must be integers or None or have an __index__ method")
		}
		b, _ := vm.BigOf(iv)
		return b, nil
	}
	step := big.NewInt(1)
	if s.Step != None {
		b, err := field(s.Step)
		if err != nil {
			return Unbound, err
		}
		if b.Sign() == 0 {
			return Unbound, vm.ValueError("slice step cannot be zero")
		}
		step = b
	}
	_, rstep, n := rangeBigs(r)
	lower, upper := big.NewInt(0), new(big.Int).Set(n)
	if step.Sign() < 0 {
		lower.SetInt64(-1)
		upper.Sub(n, big.NewInt(1))
	}
	bound := func(v Value, def *big.Int) (*big.Int, error) {
		b, err := field(v)
		if err != nil || b == nil {
			return def, err
		}
		b = new(big.Int).Set(b)
		if b.Sign() < 0 {
			b.Add(b, n)
			if b.Cmp(lower) < 0 {
				b.Set(lower)
			}
		} else if b.Cmp(upper) > 0 {
			b.Set(upper)
		}
		return b, nil
	}
	defStart, defStop := lower, upper
	if step.Sign() < 0 {
		defStart, defStop = upper, lower
	}
	start, err := bound(s.Start, defStart)
	if err != nil {
		return Unbound, err
	}
	stop, err := bound(s.Stop, defStop)
	if err != nil {
		return Unbound, err
	}
	return vm.newRangeAny(rangeBigAt(r, start), rangeBigAt(r, stop), new(big.Int).Mul(rstep, step)), nil
}

// bigRangeFind returns the position of x in r (nil when absent),
// comparing with == for values that are not exact ints.
func (vm *VM) bigRangeFind(r *Range, x Value) (*big.Int, error) {
	if v, exact, fits := vm.ctrRangeExactInt(x); exact {
		b := big.NewInt(v)
		if !fits {
			b, _ = vm.BigOf(x)
		}
		return rangeBigIndexOf(r, b), nil
	}
	_, _, n := rangeBigs(r)
	for i := new(big.Int); i.Cmp(n) < 0; i.Add(i, big.NewInt(1)) {
		eq, err := vm.Eq(vm.BigValue(rangeBigAt(r, i)), x)
		if err != nil || eq {
			return i, err
		}
	}
	return nil, nil
}

// bigRangeIter iterates a range with big bounds.
type bigRangeIter struct {
	Head
	next, step, left big.Int
}

// Trace implements Object.
func (*bigRangeIter) Trace(*Tracer) {}

// Next implements Iterator.
func (it *bigRangeIter) Next(vm *VM) (Value, bool, error) {
	if it.left.Sign() == 0 {
		return Unbound, false, nil
	}
	v := vm.NewBigInt(&it.next)
	it.next.Add(&it.next, &it.step)
	it.left.Sub(&it.left, big.NewInt(1))
	return v, true, nil
}

var bigRangeIterType = newBuiltinClass("longrange_iterator", ObjectType)

func (vm *VM) newBigRangeIter(r *Range, reversed bool) Value {
	start, step, n := rangeBigs(r)
	it := &bigRangeIter{}
	it.next.Set(start)
	it.step.Set(step)
	it.left.Set(n)
	if reversed && n.Sign() > 0 {
		it.next.Set(rangeBigAt(r, new(big.Int).Sub(n, big.NewInt(1))))
		it.step.Neg(step)
	}
	it.cls = bigRangeIterType
	return vm.heap.Alloc(it)
}

func init() {
	bigRangeIterType.AddMethod("__iter__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil })
	bigRangeIterType.AddMethod("__next__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return IterNextMethod(vm, args[0])
	})
	bigRangeIterType.AddMethod("__length_hint__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*bigRangeIter](vm, args, bigRangeIterType, "__length_hint__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewBigInt(&it.left), nil
	})
}
