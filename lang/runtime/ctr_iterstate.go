package runtime

import (
	"math/big"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// __reduce__ and __setstate__ of the list, tuple, range and str iterators,
// which copy and pickle use: (iter, (sequence,), position), or
// (iter, (empty,)) once exhausted; __setstate__ moves the position, clamped
// to the sequence.

// ctrIterBuiltin is the builtins module's iter, as CPython looks it up.
func (vm *VM) ctrIterBuiltin() Value {
	if f, ok := vm.Builtins.Dict().GetStr(vm, "iter"); ok {
		return f
	}
	return OriginalBuiltin("iter")
}

func (vm *VM) ctrIterReduce(seq Value, pos Value) Value {
	args := vm.NewTupleCopy([]Value{seq})
	if pos == Unbound {
		return vm.NewTupleCopy([]Value{vm.ctrIterBuiltin(), args})
	}
	return vm.NewTupleCopy([]Value{vm.ctrIterBuiltin(), args, pos})
}

// ctrIterState converts __setstate__'s argument (an int, as
// PyLong_AsSsize_t takes), clamped to [lo, n].
func (vm *VM) ctrIterState(args []Value, lo, n int) (int, error) {
	if len(args) != 2 {
		return 0, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	v := args[1]
	if !v.IsSmallInt() && !v.IsBool() && !vm.ClassOf(v).IsSubclass(IntType) {
		return 0, vm.TypeError("an integer is required")
	}
	i, _, err := vm.ctrClampIndex(v)
	if err != nil {
		return 0, err
	}
	if b, ok := vm.Get0(v).(*Int); ok && !b.V.IsInt64() {
		return 0, vm.NewError(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return int(max(int64(lo), min(i, int64(n)))), nil
}

func init() {
	listIterType.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*ListIter](vm, args, listIterType, "__reduce__")
		if err != nil {
			return Unbound, err
		}
		if l := it.seq(vm); l != nil && it.i >= 0 {
			return vm.ctrIterReduce(l.Self(), SmallInt(int64(it.i))), nil
		}
		return vm.ctrIterReduce(vm.NewList(nil), Unbound), nil
	})
	listIterType.AddMethod("__setstate__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*ListIter](vm, args, listIterType, "__setstate__")
		if err != nil {
			return Unbound, err
		}
		l := it.seq(vm)
		n := 0
		if l != nil {
			n = len(l.Items)
		}
		// A negative position exhausts a list iterator (CPython's -1).
		i, err := vm.ctrIterState(args, -1, n)
		if err == nil && l != nil && it.i >= 0 {
			if i < 0 {
				it.i, it.list = -1, nil
			} else {
				it.i = i
			}
		}
		return None, err
	})
	tupleIterType.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*TupleIter](vm, args, tupleIterType, "__reduce__")
		if err != nil {
			return Unbound, err
		}
		if t := it.seq(vm); t != nil && it.i >= 0 {
			return vm.ctrIterReduce(t.Self(), SmallInt(int64(it.i))), nil
		}
		return vm.ctrIterReduce(EmptyTuple, Unbound), nil
	})
	tupleIterType.AddMethod("__setstate__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*TupleIter](vm, args, tupleIterType, "__setstate__")
		if err != nil {
			return Unbound, err
		}
		t := it.seq(vm)
		n := 0
		if t != nil {
			n = len(t.Items)
		}
		i, err := vm.ctrIterState(args, 0, n)
		if err == nil && t != nil && it.i >= 0 {
			it.i = i
		}
		return None, err
	})
	rangeIterType.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*RangeIter](vm, args, rangeIterType, "__reduce__")
		if err != nil {
			return Unbound, err
		}
		// range(next, next + left*step, step): what is left to yield.
		start, step := big.NewInt(it.next), big.NewInt(it.step)
		stop := new(big.Int).Mul(new(big.Int).SetUint64(it.left), step)
		stop.Add(stop, start)
		r, err := vm.Call(RangeType.Self(), []Value{vm.NewBigInt(start), vm.NewBigInt(stop), vm.NewBigInt(step)}, nil)
		if err != nil {
			return Unbound, err
		}
		return vm.ctrIterReduce(r, None), nil
	})
	rangeIterType.AddMethod("__setstate__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*RangeIter](vm, args, rangeIterType, "__setstate__")
		if err != nil {
			return Unbound, err
		}
		n := int(min(it.left, uint64(1)<<62))
		i, err := vm.ctrIterState(args, 0, n)
		if err == nil && i > 0 {
			it.next = int64(uint64(it.next) + uint64(i)*uint64(it.step))
			it.left -= uint64(i)
		}
		return None, err
	})
	for _, c := range []*Class{strASCIIIterType, strIterType} {
		c := c
		c.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			it, err := ctrSelf[*strIter](vm, args, c, "__reduce__")
			if err != nil {
				return Unbound, err
			}
			if it.s != nil {
				return vm.ctrIterReduce(it.s.Self(), SmallInt(int64(it.idx))), nil
			}
			return vm.ctrIterReduce(EmptyStr, Unbound), nil
		})
		c.AddMethod("__setstate__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			it, err := ctrSelf[*strIter](vm, args, c, "__setstate__")
			if err != nil {
				return Unbound, err
			}
			n := 0
			if it.s != nil {
				n = it.s.Len()
			}
			i, err := vm.ctrIterState(args, 0, n)
			if err != nil || it.s == nil {
				return None, err
			}
			// The byte offset of code point i.
			pos := 0
			for k := 0; k < i; k++ {
				_, size := wtf8.Decode(it.s.S, pos)
				pos += size
			}
			it.pos, it.idx = pos, i
			return None, nil
		})
	}
}
