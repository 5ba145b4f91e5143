package runtime

import (
	"math"
	"math/big"
	"strings"
)

// The slice type and the index arithmetic every sequence shares.

// ctrSliceIndex converts one slice field (not None) like _PyEval_SliceIndex.
func (vm *VM) ctrSliceIndex(v Value) (int64, error) {
	if v.IsSmallInt() {
		return v.Int(), nil
	}
	i, ok, err := vm.ctrClampIndex(v)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, vm.TypeError("slice indices must be integers or None or have an __index__ method")
	}
	return i, nil
}

// SliceUnpack converts a slice's fields to int64 start, stop, step the way
// PySlice_Unpack does (missing bounds become the extremes, huge values are
// clamped), before any adjustment to a length.
func (vm *VM) SliceUnpack(s *Slice) (start, stop, step int64, err error) {
	step = 1
	if s.Step != None {
		step, err = vm.ctrSliceIndex(s.Step)
		if err != nil {
			return
		}
		if step == 0 {
			err = vm.ValueError("slice step cannot be zero")
			return
		}
		if step < -math.MaxInt64 {
			step = -math.MaxInt64
		}
	}
	if s.Start == None {
		if step < 0 {
			start = math.MaxInt64
		} else {
			start = 0
		}
	} else if start, err = vm.ctrSliceIndex(s.Start); err != nil {
		return
	}
	if s.Stop == None {
		if step < 0 {
			stop = math.MinInt64
		} else {
			stop = math.MaxInt64
		}
	} else if stop, err = vm.ctrSliceIndex(s.Stop); err != nil {
		return
	}
	return
}

// SliceAdjust clamps unpacked indices to a sequence of the given length and
// returns them with the number of selected items (PySlice_AdjustIndices).
func SliceAdjust(length, start, stop, step int64) (int64, int64, int64) {
	if start < 0 {
		start += length
		if start < 0 {
			if step < 0 {
				start = -1
			} else {
				start = 0
			}
		}
	} else if start >= length {
		if step < 0 {
			start = length - 1
		} else {
			start = length
		}
	}
	if stop < 0 {
		stop += length
		if stop < 0 {
			if step < 0 {
				stop = -1
			} else {
				stop = 0
			}
		}
	} else if stop >= length {
		if step < 0 {
			stop = length - 1
		} else {
			stop = length
		}
	}
	if step < 0 {
		if stop < start {
			return start, stop, (start-stop-1)/(-step) + 1
		}
	} else if start < stop {
		return start, stop, (stop-start-1)/step + 1
	}
	return start, stop, 0
}

// SliceIndices resolves s against a sequence of the given length: the
// first index, the stop index, the step and the number of items selected,
// exactly as CPython's PySlice_Unpack + PySlice_AdjustIndices. Every
// sequence type uses it for x[a:b:c].
func (vm *VM) SliceIndices(s *Slice, length int) (start, stop, step, n int, err error) {
	a, b, c, err := vm.SliceUnpack(s)
	if err != nil {
		return 0, 0, 0, 0, err
	}
	a, b, k := SliceAdjust(int64(length), a, b, c)
	return int(a), int(b), int(c), int(k), nil
}

// AsSlice returns the *Slice behind v.
func (vm *VM) AsSlice(v Value) (*Slice, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	s, ok := vm.heap.Get(v).(*Slice)
	return s, ok
}

// ---- the slice type ----

func ctrSliceNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		return Unbound, vm.TypeError("slice() takes no keyword arguments")
	}
	switch len(args) {
	case 0:
		return Unbound, vm.TypeError("slice expected at least 1 argument, got 0")
	case 1:
		return vm.NewSlice(None, args[0], None), nil
	case 2:
		return vm.NewSlice(args[0], args[1], None), nil
	case 3:
		return vm.NewSlice(args[0], args[1], args[2]), nil
	}
	return Unbound, vm.TypeError("slice expected at most 3 arguments, got %d", len(args))
}

// ctrBigIndex converts a slice field for slice.indices: an exact int.
func (vm *VM) ctrBigIndex(v Value) (*big.Int, error) {
	iv, ok, err := vm.ctrIndexValue(v)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, vm.TypeError("slice indices must be integers or None or have an __index__ method")
	}
	if iv.IsSmallInt() {
		return big.NewInt(iv.Int()), nil
	}
	return new(big.Int).Set(&vm.heap.Get(iv).(*Int).V), nil
}

// sliceIndices is slice.indices(length), computed exactly with big ints
// like _PySlice_GetLongIndices.
func ctrSliceIndicesMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	s, err := ctrSelf[*Slice](vm, args, SliceType, "indices")
	if err != nil {
		return Unbound, err
	}
	if err := ctrArgsO(vm, SliceType, "indices", args, kw); err != nil {
		return Unbound, err
	}
	lv, ok, err := vm.ctrIndexValue(args[1])
	if err != nil {
		return Unbound, err
	}
	if !ok {
		return Unbound, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(args[1]))
	}
	length, _ := vm.ctrBigIndex(lv)
	if length.Sign() < 0 {
		return Unbound, vm.ValueError("length should not be negative")
	}
	step := big.NewInt(1)
	if s.Step != None {
		if step, err = vm.ctrBigIndex(s.Step); err != nil {
			return Unbound, err
		}
		if step.Sign() == 0 {
			return Unbound, vm.ValueError("slice step cannot be zero")
		}
	}
	neg := step.Sign() < 0
	var lower, upper *big.Int
	if neg {
		lower = big.NewInt(-1)
		upper = new(big.Int).Add(length, lower)
	} else {
		lower = big.NewInt(0)
		upper = new(big.Int).Set(length)
	}
	conv := func(v Value, dflt *big.Int) (*big.Int, error) {
		if v == None {
			return dflt, nil
		}
		x, err := vm.ctrBigIndex(v)
		if err != nil {
			return nil, err
		}
		if x.Sign() < 0 {
			x.Add(x, length)
			if x.Cmp(lower) < 0 {
				x.Set(lower)
			}
		} else if x.Cmp(upper) > 0 {
			x.Set(upper)
		}
		return x, nil
	}
	var start, stop *big.Int
	if neg {
		start, err = conv(s.Start, upper)
	} else {
		start, err = conv(s.Start, lower)
	}
	if err != nil {
		return Unbound, err
	}
	if neg {
		stop, err = conv(s.Stop, lower)
	} else {
		stop, err = conv(s.Stop, upper)
	}
	if err != nil {
		return Unbound, err
	}
	return vm.NewTupleCopy([]Value{vm.NewBigInt(start), vm.NewBigInt(stop), vm.NewBigInt(step)}), nil
}

func ctrSliceRepr(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	s, err := ctrSelf[*Slice](vm, args, SliceType, "__repr__")
	if err != nil {
		return Unbound, err
	}
	var b strings.Builder
	b.WriteString("slice(")
	for i, v := range []Value{s.Start, s.Stop, s.Step} {
		if i > 0 {
			b.WriteString(", ")
		}
		r, err := vm.Repr(v)
		if err != nil {
			return Unbound, err
		}
		b.WriteString(r)
	}
	b.WriteString(")")
	return vm.NewStr(b.String()), nil
}

func ctrSliceCompare(op CmpOp) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := ctrSelf[*Slice](vm, args, SliceType, CmpNames[op])
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, SliceType, CmpNames[op], args, kw); err != nil {
			return Unbound, err
		}
		o, ok := vm.AsSlice(args[1])
		if !ok {
			return NotImplemented, nil
		}
		if s == o && (op == CmpEQ || op == CmpNE) {
			return Bool(op == CmpEQ), nil
		}
		return vm.ctrCompareSeq(op, []Value{s.Start, s.Stop, s.Step}, []Value{o.Start, o.Stop, o.Step})
	}
}

// ctrSliceHash is CPython 3.12+'s slice_hash (tuple-like, without the
// length term).
func ctrSliceHash(vm *VM, v Value) (int64, error) {
	s, _ := vm.AsSlice(v)
	acc := uint64(ctrXXPrime5)
	for _, v := range []Value{s.Start, s.Stop, s.Step} {
		h, err := vm.Hash(v)
		if err != nil {
			return 0, err
		}
		acc += uint64(h) * ctrXXPrime2
		acc = acc<<31 | acc>>33
		acc *= ctrXXPrime1
	}
	if acc == math.MaxUint64 {
		return 1546275796, nil
	}
	return int64(acc), nil
}

const (
	ctrXXPrime1 = 11400714785074694791
	ctrXXPrime2 = 14029467366897019727
	ctrXXPrime5 = 2870177450012600261
)

func init() {
	SliceType.New = ctrSliceNew
	SliceType.AddMethod("__new__", ctrNewWrapper(SliceType))
	SliceType.AddMethod("indices", ctrSliceIndicesMethod)
	SliceType.AddMethod("__repr__", ctrSliceRepr)
	SliceType.AddHashMethod(ctrSliceHash)
	for op := CmpLT; op <= CmpGE; op++ {
		SliceType.AddMethod(CmpNames[op], ctrSliceCompare(op))
	}
	SliceType.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		s, err := ctrSelf[*Slice](vm, args, SliceType, "__reduce__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{SliceType.self, vm.NewTupleCopy([]Value{s.Start, s.Stop, s.Step})}), nil
	})
	SliceType.AddGetter("start", func(vm *VM, self Value) (Value, error) {
		s, err := ctrSelf[*Slice](vm, []Value{self}, SliceType, "start")
		if err != nil {
			return Unbound, err
		}
		return s.Start, nil
	})
	SliceType.AddGetter("stop", func(vm *VM, self Value) (Value, error) {
		s, err := ctrSelf[*Slice](vm, []Value{self}, SliceType, "stop")
		if err != nil {
			return Unbound, err
		}
		return s.Stop, nil
	})
	SliceType.AddGetter("step", func(vm *VM, self Value) (Value, error) {
		s, err := ctrSelf[*Slice](vm, []Value{self}, SliceType, "step")
		if err != nil {
			return Unbound, err
		}
		return s.Step, nil
	})
}
