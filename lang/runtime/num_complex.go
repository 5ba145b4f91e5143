package runtime

import (
	"github.com/cpjit/cpjit/lang/internal/floatfmt"
	"github.com/cpjit/cpjit/lang/internal/pynum"
)

// complex (CPython 3.13 semantics: int and float operands are converted
// to complex first).

// numComplexOf returns the value of a complex (or subclass instance).
func (vm *VM) numComplexOf(v Value) (complex128, bool) {
	if v.IsHandle() {
		if o, ok := vm.heap.Get(v).(*Complex); ok {
			return o.V, true
		}
	}
	return 0, false
}

// numComplexOperand converts the other operand of a complex operation.
func (vm *VM) numComplexOperand(v Value) (complex128, bool, error) {
	if c, ok := vm.numComplexOf(v); ok {
		return c, true, nil
	}
	f, ok, err := vm.FloatOperand(v)
	if !ok || err != nil {
		return 0, ok, err
	}
	return complex(f, 0), true, nil
}

func (vm *VM) numComplexPowValues(a, b complex128) (Value, error) {
	p, errno := pynum.CPow(a, b)
	switch errno {
	case "EDOM":
		return Unbound, vm.NewError(ZeroDivisionErrorType, "0.0 to a negative or complex power")
	case "ERANGE":
		return Unbound, vm.NewError(OverflowErrorType, "complex exponentiation")
	}
	return vm.NewComplex(p), nil
}

func numComplexBin(name string, reflected bool, f func(vm *VM, x, y complex128) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'complex' object needs an argument", name)
		}
		x, ok := vm.numComplexOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "complex", args[0])
		}
		if err := vm.numWrapArgs(name, args, kw, 1); err != nil {
			return Unbound, err
		}
		y, ok, err := vm.numComplexOperand(args[1])
		if !ok {
			return NotImplemented, nil
		}
		if err != nil {
			return Unbound, err
		}
		if reflected {
			return f(vm, y, x)
		}
		return f(vm, x, y)
	}
}

func numComplexUnary(name string, f func(vm *VM, self Value, x complex128) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'complex' object needs an argument", name)
		}
		x, ok := vm.numComplexOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "complex", args[0])
		}
		if err := vm.numWrapArgs(name, args, kw, 0); err != nil {
			return Unbound, err
		}
		return f(vm, args[0], x)
	}
}

func numComplexMethod0(name string, f func(vm *VM, self Value, x complex128) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("unbound method complex.%s() needs an argument", name)
		}
		x, ok := vm.numComplexOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "complex", args[0])
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("complex.%s() takes no keyword arguments", name)
		}
		if len(args) != 1 {
			return Unbound, vm.TypeError("complex.%s() takes no arguments (%d given)", name, len(args)-1)
		}
		return f(vm, args[0], x)
	}
}

func numComplexPowMethod(reflected bool) BuiltinFn {
	name := "__pow__"
	if reflected {
		name = "__rpow__"
	}
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'complex' object needs an argument", name)
		}
		x, ok := vm.numComplexOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "complex", args[0])
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("wrapper %s() takes no keyword arguments", name)
		}
		if len(args) < 2 {
			return Unbound, vm.TypeError("expected 1 argument, got 0")
		}
		if len(args) > 3 {
			return Unbound, vm.TypeError("expected at most 2 arguments, got %d", len(args)-1)
		}
		y, ok, err := vm.numComplexOperand(args[1])
		if !ok {
			return NotImplemented, nil
		}
		if err != nil {
			return Unbound, err
		}
		if len(args) == 3 && args[2] != None {
			return Unbound, vm.ValueError("complex modulo")
		}
		if reflected {
			x, y = y, x
		}
		return vm.numComplexPowValues(x, y)
	}
}

func numComplexCompare(op CmpOp) BuiltinFn {
	name := CmpNames[op]
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of 'complex' object needs an argument", name)
		}
		x, ok := vm.numComplexOf(args[0])
		if !ok {
			return Unbound, vm.numDescrErr(name, "complex", args[0])
		}
		if err := vm.numWrapArgs(name, args, kw, 1); err != nil {
			return Unbound, err
		}
		if op != CmpEQ && op != CmpNE {
			return NotImplemented, nil
		}
		other := args[1]
		var eq bool
		if y, ok := vm.numComplexOf(other); ok {
			eq = real(x) == real(y) && imag(x) == imag(y)
		} else if iv, ok := vm.IntOf(other); ok {
			if imag(x) != 0 {
				eq = false
			} else {
				c, ok := numIntFloatCmp(iv, real(x))
				eq = ok && c == 0
			}
		} else if f, ok := vm.numFloatOf(other); ok {
			eq = real(x) == f && imag(x) == 0
		} else {
			return NotImplemented, nil
		}
		if op == CmpNE {
			eq = !eq
		}
		return Bool(eq), nil
	}
}

// ParseComplexString is complex(s) for a str s.
func (vm *VM) ParseComplexString(str string) (complex128, error) {
	c, perr := pynum.ParseComplex(pynum.ToASCIIDigits(str))
	switch perr {
	case pynum.ParseOK:
		return c, nil
	case pynum.ParseUnderscore:
		r, err := vm.Repr(vm.NewStr(str))
		if err != nil {
			return 0, err
		}
		return 0, vm.ValueError("could not convert string to complex: %s", r)
	}
	return 0, vm.ValueError("complex() arg is a malformed string")
}

// numHasNumberSlots reports whether v converts to a number for complex()
// (nb_float or nb_index, or a complex).
func (vm *VM) numHasNumberSlots(v Value) bool {
	if v.IsFloat() || v.IsSmallInt() || v.IsBool() {
		return true
	}
	if _, ok := vm.numComplexOf(v); ok {
		return true
	}
	if _, ok := vm.IntOf(v); ok {
		return true
	}
	if _, ok := vm.numFloatOf(v); ok {
		return true
	}
	cls := vm.ClassOf(v)
	if _, ok := cls.Lookup(vm, "__float__"); ok {
		return true
	}
	_, ok := cls.Lookup(vm, "__index__")
	return ok
}

// numTryComplex calls __complex__ if the type defines it.
func (vm *VM) numTryComplex(v Value) (complex128, bool, error) {
	cls := vm.ClassOf(v)
	if cls == ComplexType {
		return 0, false, nil
	}
	f, ok := cls.Lookup(vm, "__complex__")
	if !ok || f == None {
		return 0, false, nil
	}
	r, err := vm.CallBinaryUnary(f, v)
	if err != nil {
		return 0, false, err
	}
	c, ok := vm.numComplexOf(r)
	if !ok {
		return 0, false, vm.TypeError("__complex__ returned non-complex (type %s)", vm.TypeName(r))
	}
	return c, true, nil
}

// numComplexNew is complex.__new__.
func numComplexNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	a, err := vm.BindArgsTo("complex", args, kw, []string{"real", "imag"}, nil)
	if err != nil {
		if len(args) > 2 {
			return Unbound, vm.TypeError("complex() takes at most 2 arguments (%d given)", len(args))
		}
		return Unbound, err
	}
	r, i := a[0], a[1]
	if r == Unbound {
		r = SmallInt(0)
	}
	mk := func(c complex128) Value {
		if cls == ComplexType {
			return vm.NewComplex(c)
		}
		o := &Complex{V: c}
		o.cls = cls
		v := vm.heap.Alloc(o)
		if cls.HasDict {
			o.dict = vm.NewDictObj()
		}
		return v
	}
	if i == Unbound && cls == ComplexType && vm.ClassOf(r) == ComplexType {
		return r, nil
	}
	if s, ok := vm.AsStr(r); ok {
		if i != Unbound {
			return Unbound, vm.TypeError("complex() can't take second arg if first is a string")
		}
		c, err := vm.ParseComplexString(s.S)
		if err != nil {
			return Unbound, err
		}
		return mk(c), nil
	}
	if i != Unbound {
		if _, ok := vm.AsStr(i); ok {
			return Unbound, vm.TypeError("complex() second arg can't be a string")
		}
	}
	var cr, ci complex128
	crIsComplex, ciIsComplex := false, false
	rc, own, err := vm.numTryComplex(r)
	if err != nil {
		return Unbound, err
	}
	if !own && !vm.numHasNumberSlots(r) {
		return Unbound, vm.TypeError("complex() first argument must be a string or a number, not '%s'", vm.TypeName(r))
	}
	if i != Unbound && !vm.numHasNumberSlots(i) {
		return Unbound, vm.TypeError("complex() second argument must be a number, not '%s'", vm.TypeName(i))
	}
	if own {
		cr = rc
		crIsComplex = true
	} else if c, ok := vm.numComplexOf(r); ok {
		cr = c
		crIsComplex = true
	} else {
		f, err := vm.FloatFromValue(r)
		if err != nil {
			return Unbound, err
		}
		cr = complex(f, 0)
	}
	var ciReal, ciImag float64
	if i == Unbound {
		ciReal = imag(cr)
	} else if c, ok := vm.numComplexOf(i); ok {
		ci = c
		ciReal, ciImag = real(ci), imag(ci)
		ciIsComplex = true
	} else {
		f, err := vm.FloatFromValue(i)
		if err != nil {
			return Unbound, err
		}
		ciReal = f
	}
	crReal := real(cr)
	if ciIsComplex {
		crReal -= ciImag
	}
	if crIsComplex && i != Unbound {
		ciReal += imag(cr)
	}
	return mk(complex(crReal, ciReal)), nil
}

// ComplexFromValue converts numbers (and objects with __complex__,
// __float__ or __index__) to complex128 (for cmath).
func (vm *VM) ComplexFromValue(v Value) (complex128, error) {
	if c, ok := vm.numComplexOf(v); ok {
		return c, nil
	}
	c, ok, err := vm.numTryComplex(v)
	if err != nil {
		return 0, err
	}
	if ok {
		return c, nil
	}
	f, err := vm.ToFloat(v)
	if err != nil {
		return 0, err
	}
	return complex(f, 0), nil
}

func init() {
	c := ComplexType
	add := func(vm *VM, x, y complex128) (Value, error) {
		return vm.NewComplex(complex(real(x)+real(y), imag(x)+imag(y))), nil
	}
	sub := func(vm *VM, x, y complex128) (Value, error) {
		return vm.NewComplex(complex(real(x)-real(y), imag(x)-imag(y))), nil
	}
	mul := func(vm *VM, x, y complex128) (Value, error) { return vm.NewComplex(pynum.CProd(x, y)), nil }
	div := func(vm *VM, x, y complex128) (Value, error) {
		q, ok := pynum.CQuot(x, y)
		if !ok {
			return Unbound, vm.NewError(ZeroDivisionErrorType, "complex division by zero")
		}
		return vm.NewComplex(q), nil
	}
	c.AddMethod("__add__", numComplexBin("__add__", false, add))
	c.AddMethod("__radd__", numComplexBin("__radd__", true, add))
	c.AddMethod("__sub__", numComplexBin("__sub__", false, sub))
	c.AddMethod("__rsub__", numComplexBin("__rsub__", true, sub))
	c.AddMethod("__mul__", numComplexBin("__mul__", false, mul))
	c.AddMethod("__rmul__", numComplexBin("__rmul__", true, mul))
	c.AddMethod("__truediv__", numComplexBin("__truediv__", false, div))
	c.AddMethod("__rtruediv__", numComplexBin("__rtruediv__", true, div))
	c.AddMethod("__pow__", numComplexPowMethod(false))
	c.AddMethod("__rpow__", numComplexPowMethod(true))
	for op := CmpLT; op <= CmpGE; op++ {
		c.AddMethod(CmpNames[op], numComplexCompare(op))
	}
	c.AddMethod("__neg__", numComplexUnary("__neg__", func(vm *VM, _ Value, x complex128) (Value, error) {
		return vm.NewComplex(complex(-real(x), -imag(x))), nil
	}))
	c.AddMethod("__pos__", numComplexUnary("__pos__", func(vm *VM, _ Value, x complex128) (Value, error) {
		return vm.NewComplex(x), nil
	}))
	c.AddMethod("__abs__", numComplexUnary("__abs__", func(vm *VM, _ Value, x complex128) (Value, error) {
		r, ok := pynum.CAbs(x)
		if !ok {
			return Unbound, vm.NewError(OverflowErrorType, "absolute value too large")
		}
		return FloatValue(r), nil
	}))
	c.AddMethod("__bool__", numComplexUnary("__bool__", func(vm *VM, _ Value, x complex128) (Value, error) {
		return Bool(real(x) != 0 || imag(x) != 0), nil
	}))
	c.AddMethod("__hash__", numComplexUnary("__hash__", func(vm *VM, _ Value, x complex128) (Value, error) {
		return vm.NewInt(HashComplex(x)), nil
	}))
	c.AddMethod("__repr__", numComplexUnary("__repr__", func(vm *VM, _ Value, x complex128) (Value, error) {
		return vm.NewStr(floatfmt.ComplexRepr(x)), nil
	}))
	c.AddMethod("conjugate", numComplexMethod0("conjugate", func(vm *VM, _ Value, x complex128) (Value, error) {
		return vm.NewComplex(complex(real(x), -imag(x))), nil
	}))
	c.AddMethod("__complex__", numComplexMethod0("__complex__", func(vm *VM, self Value, x complex128) (Value, error) {
		if vm.ClassOf(self) == ComplexType {
			return self, nil
		}
		return vm.NewComplex(x), nil
	}))
	c.AddMethod("__getnewargs__", numComplexMethod0("__getnewargs__", func(vm *VM, _ Value, x complex128) (Value, error) {
		return vm.NewTupleCopy([]Value{FloatValue(real(x)), FloatValue(imag(x))}), nil
	}))
	c.AddMethod("__format__", numComplexFormat)
	c.AddGetter("real", func(vm *VM, self Value) (Value, error) {
		x, _ := vm.numComplexOf(self)
		return FloatValue(real(x)), nil
	})
	c.AddGetter("imag", func(vm *VM, self Value) (Value, error) {
		x, _ := vm.numComplexOf(self)
		return FloatValue(imag(x)), nil
	})
	c.New = numComplexNew
}
