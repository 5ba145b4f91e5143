package runtime

import (
	"math"

	"github.com/cpjit/cpjit/lang/internal/pynum"
)

// The numeric builtins: abs, divmod, pow, round, hex, oct, bin.

// Abs is abs(v).
func (vm *VM) Abs(v Value) (Value, error) {
	switch {
	case v.IsSmallInt():
		i := v.Int()
		if i < 0 {
			return vm.NewInt(-i), nil
		}
		return v, nil
	case v.IsFloat():
		return FloatValue(math.Abs(v.Float())), nil
	case v.IsHandle():
		if c, ok := vm.heap.Get(v).(*Complex); ok && c.cls == ComplexType {
			r, ok := pynum.CAbs(c.V)
			if !ok {
				return Unbound, vm.NewError(OverflowErrorType, "absolute value too large")
			}
			return FloatValue(r), nil
		}
	}
	r, ok, err := vm.CallDunder(v, "__abs__")
	if err != nil {
		return Unbound, err
	}
	if !ok {
		return Unbound, vm.TypeError("bad operand type for abs(): '%s'", vm.TypeName(v))
	}
	return r, nil
}

// numBinaryNamed runs the binary operator protocol for a named pair of
// special methods (used for divmod, which has no BinOp).
func (vm *VM) numBinaryNamed(a, b Value, name, rname string) (Value, error) {
	ta, tb := vm.ClassOf(a), vm.ClassOf(b)
	var rop Value
	hasR := false
	if tb != ta {
		rop, hasR = tb.Lookup(vm, rname)
		if hasR && tb.IsSubclass(ta) {
			if lop, _ := ta.Lookup(vm, rname); lop != rop {
				r, err := vm.callBinary(rop, b, a)
				if err != nil || r != NotImplemented {
					return r, err
				}
				hasR = false
			}
		}
	}
	if f, ok := ta.Lookup(vm, name); ok {
		r, err := vm.callBinary(f, a, b)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if hasR {
		return vm.callBinary(rop, b, a)
	}
	return NotImplemented, nil
}

// Divmod is divmod(a, b).
func (vm *VM) Divmod(a, b Value) (Value, error) {
	if a.IsSmallInt() && b.IsSmallInt() && b.Int() != 0 {
		q, r := DivMod(IntOperand{Small: a.Int()}, IntOperand{Small: b.Int()})
		return vm.NewTupleCopy([]Value{vm.NewInt(q.Small), vm.NewInt(r.Small)}), nil
	}
	r, err := vm.numBinaryNamed(a, b, "__divmod__", "__rdivmod__")
	if err != nil {
		return Unbound, err
	}
	if r == NotImplemented {
		return Unbound, vm.TypeError("unsupported operand type(s) for divmod(): '%s' and '%s'", vm.TypeName(a), vm.TypeName(b))
	}
	return r, nil
}

// powSlotBuiltin reports whether c's power slot is a built-in type's:
// the first class of its MRO that defines __pow__ or __rpow__ is built in.
func powSlotBuiltin(vm *VM, c *Class) bool {
	for _, k := range c.MRO {
		_, p := k.Dict.GetStr(vm, "__pow__")
		_, r := k.Dict.GetStr(vm, "__rpow__")
		if p || r {
			return k.Builtin
		}
	}
	return false
}

// Pow3 is pow(a, b, m) with a modulus that is not None.
func (vm *VM) Pow3(a, b, m Value) (Value, error) {
	x, ok1 := vm.IntOf(a)
	y, ok2 := vm.IntOf(b)
	z, ok3 := vm.IntOf(m)
	if ok1 && ok2 && ok3 {
		return vm.numIntPow3(x, y, z)
	}
	ta, tb := vm.ClassOf(a), vm.ClassOf(b)
	if f, ok := ta.Lookup(vm, "__pow__"); ok && f != None {
		bf, err := vm.bindAttr(f, a, ta)
		if err != nil {
			return Unbound, err
		}
		r, err := vm.Call(bf, []Value{b, m}, nil)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	// A built-in right operand's power slot gets the modulus (float's
	// refuses it); a class's __rpow__ never does (CPython 3.13's
	// slot_nb_power calls only the first operand's __pow__).
	if tb != ta && powSlotBuiltin(vm, tb) {
		if f, ok := tb.Lookup(vm, "__rpow__"); ok && f != None {
			bf, err := vm.bindAttr(f, b, tb)
			if err != nil {
				return Unbound, err
			}
			r, err := vm.Call(bf, []Value{a, m}, nil)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	// CPython then tries the modulus's own power slot, and the float and
	// complex ones refuse any modulus.
	if tm := vm.ClassOf(m); tm != ta && tm != tb {
		switch {
		case tm.IsSubclass(FloatType):
			return Unbound, vm.TypeError("pow() 3rd argument not allowed unless all arguments are integers")
		case tm.IsSubclass(ComplexType):
			return Unbound, vm.ValueError("complex modulo")
		}
	}
	return Unbound, vm.TypeError("unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'", ta.Name, tb.Name, vm.TypeName(m))
}

// Round is round(v) (ndigits Unbound) or round(v, ndigits).
func (vm *VM) Round(v, ndigits Value) (Value, error) {
	if v.IsFloat() && ndigits == Unbound {
		return vm.FloatToInt(pynum.RoundHalfEven(v.Float()))
	}
	if v.IsSmallInt() && (ndigits == Unbound || ndigits == None) {
		return v, nil
	}
	cls := vm.ClassOf(v)
	f, ok := cls.Lookup(vm, "__round__")
	if !ok || f == None {
		return Unbound, vm.TypeError("type %s doesn't define __round__ method", cls.Name)
	}
	bf, err := vm.bindAttr(f, v, cls)
	if err != nil {
		return Unbound, err
	}
	if ndigits == Unbound {
		return vm.Call(bf, nil, nil)
	}
	return vm.Call(bf, []Value{ndigits}, nil)
}

// numBaseString is hex/oct/bin of any object with __index__.
func (vm *VM) numBaseString(v Value, base int, prefix string) (Value, error) {
	x, err := vm.IndexOperand(v)
	if err != nil {
		return Unbound, err
	}
	s := x.text(base)
	if s[0] == '-' {
		return vm.NewStr("-" + prefix + s[1:]), nil
	}
	return vm.NewStr(prefix + s), nil
}

func numOneArg(name string, f func(vm *VM, v Value) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs(name, kw); err != nil {
			return Unbound, err
		}
		if len(args) != 1 {
			return Unbound, vm.TypeError("%s() takes exactly one argument (%d given)", name, len(args))
		}
		return f(vm, args[0])
	}
}

// numNewMethod makes T.__new__(S, ...) for a numeric type with a Go allocator.
func numNewMethod(newf func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		_, sub, rest, err := vm.objNewArgs(args)
		if err != nil {
			return Unbound, err
		}
		return newf(vm, sub, rest, kw)
	}
}

func init() {
	objNewBound(IntType, "__new__", numNewMethod(numIntNew))
	objNewBound(BoolType, "__new__", numNewMethod(numBoolNew))
	objNewBound(FloatType, "__new__", numNewMethod(numFloatNew))
	objNewBound(ComplexType, "__new__", numNewMethod(numComplexNew))
	RegisterBuiltin("abs", numOneArg("abs", func(vm *VM, v Value) (Value, error) { return vm.Abs(v) }))
	RegisterBuiltin("hex", numOneArg("hex", func(vm *VM, v Value) (Value, error) { return vm.numBaseString(v, 16, "0x") }))
	RegisterBuiltin("oct", numOneArg("oct", func(vm *VM, v Value) (Value, error) { return vm.numBaseString(v, 8, "0o") }))
	RegisterBuiltin("bin", numOneArg("bin", func(vm *VM, v Value) (Value, error) { return vm.numBaseString(v, 2, "0b") }))
	RegisterBuiltin("divmod", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("divmod", kw); err != nil {
			return Unbound, err
		}
		if len(args) != 2 {
			return Unbound, vm.TypeError("divmod expected 2 arguments, got %d", len(args))
		}
		return vm.Divmod(args[0], args[1])
	})
	RegisterBuiltin("pow", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgsTo("pow", args, kw, []string{"base", "exp", "mod"}, nil)
		if err != nil {
			if len(args) > 3 {
				return Unbound, vm.TypeError("pow() takes at most 3 arguments (%d given)", len(args))
			}
			return Unbound, err
		}
		if a[0] == Unbound {
			return Unbound, vm.TypeError("pow() missing required argument 'base' (pos 1)")
		}
		if a[1] == Unbound {
			return Unbound, vm.TypeError("pow() missing required argument 'exp' (pos 2)")
		}
		if a[2] == Unbound || a[2] == None {
			return vm.Binary(OpPow, a[0], a[1])
		}
		return vm.Pow3(a[0], a[1], a[2])
	})
	RegisterBuiltin("round", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgsTo("round", args, kw, []string{"number", "ndigits"}, nil)
		if err != nil {
			if len(args) > 2 {
				return Unbound, vm.TypeError("round() takes at most 2 arguments (%d given)", len(args))
			}
			return Unbound, err
		}
		if a[0] == Unbound {
			return Unbound, vm.TypeError("round() missing required argument 'number' (pos 1)")
		}
		return vm.Round(a[0], a[1])
	})
}
