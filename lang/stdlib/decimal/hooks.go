package decimal

import (
	"github.com/cockroachdb/apd/v3"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The operator hooks: +, -, *, /, //, % and the comparisons of an exact
// Decimal with an exact Decimal or int, computed without the runtime
// looking __add__ or __radd__ up and calling it as a method. They give
// what the methods give (same functions, same context), and refuse
// (ok false) whatever the methods' protocol could route elsewhere: an
// operand of a subclass, of another type, a NaN in a comparison.

// hookOps are the Context operations of the binary operators.
var hookOps = func() (t [rt.OpFloorDiv + 1]opFn) {
	t[rt.OpAdd] = (*Context).addOp
	t[rt.OpSub] = (*Context).subOp
	t[rt.OpMul] = (*Context).mulOp
	t[rt.OpTrueDiv] = (*Context).quoOp
	t[rt.OpFloorDiv] = (*Context).divIntOp
	t[rt.OpMod] = (*Context).remOp
	return
}()

// exactDec returns the Decimal behind v when v is an exact Decimal.
func exactDec(vm *rt.VM, v rt.Value) (*apd.Decimal, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	if o, ok := vm.Get(v).(*Dec); ok && o.Class() == DecimalType {
		return &o.d, true
	}
	return nil, false
}

// plainInt converts an int or bool whose class is exactly int or bool
// (a subclass may define its own operators).
func plainInt(vm *rt.VM, v rt.Value, tmp *apd.Decimal) (*apd.Decimal, bool) {
	if v.IsSmallInt() {
		tmp.SetInt64(v.Int())
		return tmp, true
	}
	if cls := vm.ClassOf(v); cls != rt.IntType && cls != rt.BoolType {
		return nil, false
	}
	if !intOf(vm, v, tmp) {
		return nil, false
	}
	return tmp, true
}

// hookOperands returns the operands of a hooked operator, in order.
func hookOperands(vm *rt.VM, a, b rt.Value, tmp *apd.Decimal) (x, y *apd.Decimal, ok bool) {
	if x, ok = exactDec(vm, a); ok {
		if y, ok = exactDec(vm, b); ok {
			return x, y, true
		}
		y, ok = plainInt(vm, b, tmp)
		return x, y, ok
	}
	if y, ok = exactDec(vm, b); !ok {
		return nil, nil, false
	}
	x, ok = plainInt(vm, a, tmp) // int.__add__ gives NotImplemented: Decimal.__radd__
	return x, y, ok
}

func binaryHook(vm *rt.VM, op rt.BinOp, a, b rt.Value) (rt.Value, bool, error) {
	if int(op) >= len(hookOps) || hookOps[op] == nil {
		return rt.Unbound, false, nil
	}
	s := getState(vm)
	x, y, ok := hookOperands(vm, a, b, &s.scratch)
	if !ok {
		return rt.Unbound, false, nil
	}
	c := s.context(vm)
	o := s.newDec()
	if st := hookOps[op](c, &o.d, x, y); st != 0 {
		if err := c.add(vm, st); err != nil {
			return rt.Unbound, true, err
		}
	}
	return vm.Alloc(o), true, nil
}

func compareHook(vm *rt.VM, op rt.CmpOp, a, b rt.Value) (rt.Value, bool, error) {
	s := getState(vm)
	x, y, ok := hookOperands(vm, a, b, &s.scratch)
	if !ok || isNaN(x) || isNaN(y) {
		return rt.Unbound, false, nil
	}
	r := cmpDec(x, y)
	var t bool
	switch op {
	case rt.CmpLT:
		t = r < 0
	case rt.CmpLE:
		t = r <= 0
	case rt.CmpEQ:
		t = r == 0
	case rt.CmpNE:
		t = r != 0
	case rt.CmpGT:
		t = r > 0
	case rt.CmpGE:
		t = r >= 0
	}
	return rt.Bool(t), true, nil
}

func init() {
	DecimalType.SetOperatorHooks(binaryHook, compareHook)
}
