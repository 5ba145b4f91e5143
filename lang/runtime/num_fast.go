package runtime

import "math"

// numFastBinary completes ops.go's fastBinary: every binary operator on
// two exact ints (unboxed or not), or on floats mixed with floats or small
// ints, computed without dispatching through the special methods (and,
// for unboxed operands, without allocating unless the int result leaves
// the unboxed range). ok is false when the operands are not of those
// kinds.
func (vm *VM) numFastBinary(op BinOp, a, b Value) (Value, bool, error) {
	if a.IsSmallInt() && b.IsSmallInt() {
		return vm.intArith(op, IntOperand{Small: a.Int()}, IntOperand{Small: b.Int()})
	}
	if a.IsHandle() || b.IsHandle() {
		// Exact ints beyond the unboxed range: int's own arithmetic,
		// without looking __add__ and kin up on the class and calling them
		// through the builtin-method protocol (no subclass is involved, so
		// no reflected method could come first).
		x, xok := vm.exactIntOperand(a)
		y, yok := vm.exactIntOperand(b)
		if xok && yok {
			return vm.intArith(op, x, y)
		}
		return Unbound, false, nil
	}
	var x, y float64
	switch {
	case a.IsFloat() && b.IsFloat():
		x, y = a.Float(), b.Float()
	case a.IsFloat() && b.IsSmallInt():
		x, y = a.Float(), float64(b.Int())
	case a.IsSmallInt() && b.IsFloat():
		x, y = float64(a.Int()), b.Float()
	default:
		return Unbound, false, nil
	}
	switch op {
	case OpAdd:
		return FloatValue(x + y), true, nil
	case OpSub:
		return FloatValue(x - y), true, nil
	case OpMul:
		return FloatValue(x * y), true, nil
	case OpTrueDiv:
		r, err := numFloatDivF(vm, x, y)
		return r, true, err
	case OpFloorDiv:
		r, err := vm.numFloatFloorDiv(x, y)
		return r, true, err
	case OpMod:
		r, err := vm.numFloatMod(x, y)
		return r, true, err
	case OpPow:
		if y == 2 {
			if r := x * x; !math.IsInf(r, 0) || math.IsInf(x, 0) {
				return FloatValue(r), true, nil
			}
		}
		if y == 0.5 && x > 0 && !math.IsInf(x, 0) {
			return FloatValue(math.Sqrt(x)), true, nil
		}
		r, err := vm.numFloatPow(x, y)
		return r, true, err
	}
	return Unbound, false, nil
}

// exactIntOperand returns v's value if v is an unboxed int or an exact
// int object (not a bool, not an instance of a subclass of int).
func (vm *VM) exactIntOperand(v Value) (IntOperand, bool) {
	if v.IsSmallInt() {
		return IntOperand{Small: v.Int()}, true
	}
	if v.IsHandle() {
		if o, ok := vm.heap.Get(v).(*Int); ok && o.cls == IntType {
			if o.V.IsInt64() {
				return IntOperand{Small: o.V.Int64()}, true
			}
			return IntOperand{Big: &o.V, obj: o}, true
		}
	}
	return IntOperand{}, false
}

// intArith is int's binary operator op on x and y (ok false: int has no
// such operator, as for @).
func (vm *VM) intArith(op BinOp, x, y IntOperand) (r Value, ok bool, err error) {
	switch op {
	case OpAdd:
		r, err = numIntAdd(vm, x, y)
	case OpSub:
		r, err = numIntSub(vm, x, y)
	case OpMul:
		r, err = numIntMul(vm, x, y)
	case OpTrueDiv:
		r, err = vm.numTrueDiv(x, y)
	case OpFloorDiv:
		r, err = numIntFloorDiv(vm, x, y)
	case OpMod:
		r, err = numIntMod(vm, x, y)
	case OpPow:
		r, err = numIntPow(vm, x, y)
	case OpLShift:
		r, err = numIntLShift(vm, x, y)
	case OpRShift:
		r, err = numIntRShift(vm, x, y)
	case OpAnd:
		r, err = numIntAnd(vm, x, y)
	case OpOr:
		r, err = numIntOr(vm, x, y)
	case OpXor:
		r, err = numIntXor(vm, x, y)
	default:
		return Unbound, false, nil
	}
	return r, true, err
}
