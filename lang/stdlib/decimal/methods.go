package decimal

import (
	"math/big"
	"strconv"

	"github.com/cockroachdb/apd/v3"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// result wraps d with the context's status: the signals are recorded and
// a trapped one raises.
func result(vm *rt.VM, c *Context, d *apd.Decimal, st uint32) (rt.Value, error) {
	if st != 0 {
		if err := c.add(vm, st); err != nil {
			return rt.Unbound, err
		}
	}
	return newDecMove(vm, d), nil
}

func selfDec(vm *rt.VM, v rt.Value, name string) (*apd.Decimal, error) {
	if d, ok := decOf(vm, v); ok {
		return d, nil
	}
	return nil, vm.TypeError("descriptor '%s' for 'decimal.Decimal' objects doesn't apply to a '%s' object", name, vm.TypeName(v))
}

// ---- operators ----

type opFn func(c *Context, d, x, y *apd.Decimal) uint32

func binop(fn opFn, reflected bool) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		x, ok := decOf(vm, args[0])
		if !ok {
			return rt.NotImplemented, nil
		}
		s := getState(vm)
		// The operation never calls back into Python, so the state's
		// scratch Decimal can hold an int operand (a local would escape).
		y, ok := convertBinop(vm, args[1], &s.scratch)
		if !ok {
			return rt.NotImplemented, nil
		}
		if reflected {
			x, y = y, x
		}
		c := s.context(vm)
		o := s.newDec()
		st := fn(c, &o.d, x, y)
		if st != 0 {
			if err := c.add(vm, st); err != nil {
				return rt.Unbound, err
			}
		}
		return vm.Alloc(o), nil
	}
}

func divmodOp(vm *rt.VM, c *Context, x, y *apd.Decimal) (rt.Value, error) {
	var q, r apd.Decimal
	st := c.divIntOp(&q, x, y)
	if st&(stIEEEInvalid) != 0 && !isNaN(x) && !isNaN(y) {
		// Both parts are NaN when the division is impossible.
		st |= c.remOp(&r, x, y)
		r.Set(nanDec)
		q.Set(nanDec)
	} else {
		st |= c.remOp(&r, x, y)
	}
	if err := c.add(vm, st); err != nil {
		return rt.Unbound, err
	}
	return vm.NewTuple([]rt.Value{newDecMove(vm, &q), newDecMove(vm, &r)}), nil
}

func divmodMethod(reflected bool) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, ok := decOf(vm, args[0])
		if !ok || len(args) != 2 {
			return rt.NotImplemented, nil
		}
		var tmp apd.Decimal
		y, ok := convertBinop(vm, args[1], &tmp)
		if !ok {
			return rt.NotImplemented, nil
		}
		if reflected {
			x, y = y, x
		}
		return divmodOp(vm, current(vm), x, y)
	}
}

func powMethod(reflected bool) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) < 2 || len(args) > 3 {
			return rt.Unbound, vm.TypeError("expected 1 or 2 arguments")
		}
		x, ok := decOf(vm, args[0])
		if !ok {
			return rt.NotImplemented, nil
		}
		var tmp, tmpm apd.Decimal
		y, ok := convertBinop(vm, args[1], &tmp)
		if !ok {
			return rt.NotImplemented, nil
		}
		if reflected {
			x, y = y, x
		}
		c := current(vm)
		if len(args) == 3 && args[2] != rt.None {
			m, ok := convertBinop(vm, args[2], &tmpm)
			if !ok {
				return rt.NotImplemented, nil
			}
			return powModValue(vm, c, x, y, m)
		}
		var d apd.Decimal
		st := c.powOp(&d, x, y)
		return result(vm, c, &d, st)
	}
}

func powModValue(vm *rt.VM, c *Context, x, y, m *apd.Decimal) (rt.Value, error) {
	if isNaN(x) || isNaN(y) || isNaN(m) {
		var d apd.Decimal
		st, _ := nanResult(&d, x, y)
		if !isNaN(&d) {
			st, _ = nanResult(&d, m, nil)
		}
		return result(vm, c, &d, st)
	}
	d, st := powMod(x, y, m)
	if st == 0 && numDigits(&d.Coeff) > c.prec || st == 0 && numDigits(&m.Coeff) > c.prec {
		d, st = nanDec, stInvalidOperation
	}
	return result(vm, c, d, st)
}

func unop(fn func(c *Context, d, x *apd.Decimal) uint32) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "__neg__")
		if err != nil {
			return rt.Unbound, err
		}
		c := current(vm)
		var d apd.Decimal
		st := fn(c, &d, x)
		return result(vm, c, &d, st)
	}
}

func negOp(c *Context, d, x *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, nil); ok {
		return st
	}
	var n apd.Decimal
	n.Neg(x)
	if isZero(&n) && c.round != roundFloor {
		n.Negative = false
	}
	return c.finish(d, &n, 0)
}

func plusOp(c *Context, d, x *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, nil); ok {
		return st
	}
	var n apd.Decimal
	n.Set(x)
	if isZero(&n) && c.round != roundFloor {
		n.Negative = false
	}
	return c.finish(d, &n, 0)
}

func absOp(c *Context, d, x *apd.Decimal) uint32 {
	if st, ok := nanResult(d, x, nil); ok {
		return st
	}
	var n apd.Decimal
	n.Abs(x)
	return c.finish(d, &n, 0)
}

// ---- comparisons ----

// rationalParts returns numerator and denominator of a numbers.Rational
// that is not an int.
func rationalParts(vm *rt.VM, v rt.Value) (*big.Int, *big.Int, bool) {
	if !v.IsHandle() {
		return nil, nil, false
	}
	s := getState(vm)
	if s.numbers == rt.Unbound {
		m, err := vm.Interp.Import(vm, "numbers", nil, rt.None, 0)
		if err != nil {
			return nil, nil, false
		}
		s.numbers = m
	}
	rat, err := vm.GetAttr(s.numbers, "Rational")
	if err != nil {
		return nil, nil, false
	}
	if ok, err := vm.IsInstanceCheck(v, rat); err != nil || !ok {
		return nil, nil, false
	}
	nv, err1 := vm.GetAttr(v, "numerator")
	dv, err2 := vm.GetAttr(v, "denominator")
	if err1 != nil || err2 != nil {
		return nil, nil, false
	}
	n, ok1 := vm.BigOf(nv)
	d, ok2 := vm.BigOf(dv)
	return n, d, ok1 && ok2
}

func compareMethod(op rt.CmpOp) rt.BuiltinFn {
	eqne := op == rt.CmpEQ || op == rt.CmpNE
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		x, ok := decOf(vm, args[0])
		if !ok {
			return rt.NotImplemented, nil
		}
		s := getState(vm)
		c := s.context(vm)
		// Written only after any call into Python (see binop).
		tmp := &s.scratch
		y, ok := convertBinop(vm, args[1], tmp)
		if !ok {
			o := args[1]
			switch {
			case o.IsFloat() || vm.IsInstance(o, rt.FloatType):
				f, _ := vm.ToFloat(o)
				if eqne {
					c.flags |= stFloatOperation
				} else if err := c.add(vm, stFloatOperation); err != nil {
					return rt.Unbound, err
				}
				fromFloat(f, tmp)
				y = tmp
			case vm.IsInstance(o, rt.ComplexType) && eqne:
				z, err := vm.GetAttr(o, "imag")
				if err != nil {
					return rt.Unbound, err
				}
				if im, _ := vm.ToFloat(z); im != 0 {
					return rt.NotImplemented, nil
				}
				re, err := vm.GetAttr(o, "real")
				if err != nil {
					return rt.Unbound, err
				}
				f, _ := vm.ToFloat(re)
				c.flags |= stFloatOperation
				fromFloat(f, tmp)
				y = tmp
			default:
				n, den, ok := rationalParts(vm, o)
				if !ok {
					return rt.NotImplemented, nil
				}
				// Compare x*den with n.
				var xs, ny apd.Decimal
				if x.Form == apd.Finite {
					var dd apd.Decimal
					dd.Coeff.SetMathBigInt(den)
					exact.Mul(&xs, x, &dd)
					x = &xs
				}
				ny.Coeff.SetMathBigInt(new(big.Int).Abs(n))
				ny.Negative = n.Sign() < 0
				y = &ny
			}
		}
		if isNaN(x) || isNaN(y) {
			if eqne {
				if x.Form == apd.NaNSignaling || y.Form == apd.NaNSignaling {
					if err := c.add(vm, stInvalidOperation); err != nil {
						return rt.Unbound, err
					}
				}
				return rt.Bool(op == rt.CmpNE), nil
			}
			if err := c.add(vm, stInvalidOperation); err != nil {
				return rt.Unbound, err
			}
			return rt.False, nil
		}
		r := cmpDec(x, y)
		var b bool
		switch op {
		case rt.CmpLT:
			b = r < 0
		case rt.CmpLE:
			b = r <= 0
		case rt.CmpEQ:
			b = r == 0
		case rt.CmpNE:
			b = r != 0
		case rt.CmpGT:
			b = r > 0
		case rt.CmpGE:
			b = r >= 0
		}
		return rt.Bool(b), nil
	}
}

// ---- hash ----

const hashModulus = 1<<61 - 1

func decHash(vm *rt.VM, v rt.Value) (int64, error) {
	x, _ := decOf(vm, v)
	switch x.Form {
	case apd.NaNSignaling:
		return 0, vm.TypeError("Cannot hash a signaling NaN value")
	case apd.NaN:
		return rt.IDHash(v), nil
	case apd.Infinite:
		if x.Negative {
			return -314159, nil
		}
		return 314159, nil
	}
	p := big.NewInt(hashModulus)
	h := new(big.Int).Mod(x.Coeff.MathBigInt(), p)
	e := int64(x.Exponent)
	var f *big.Int
	if e >= 0 {
		f = new(big.Int).Exp(big.NewInt(10), big.NewInt(e), p)
	} else {
		inv := new(big.Int).Exp(big.NewInt(10), big.NewInt(hashModulus-2), p)
		f = new(big.Int).Exp(inv, big.NewInt(-e), p)
	}
	h.Mul(h, f).Mod(h, p)
	r := h.Int64()
	if x.Negative {
		r = -r
	}
	if r == -1 {
		r = -2
	}
	return r, nil
}

// ---- argument helpers ----

// bind parses arguments with the messages of CPython's
// PyArg_ParseTupleAndKeywords, which _decimal uses without a function
// name ("function takes at most 2 arguments (3 given)").
// argBuf holds bind's result in its caller's frame: binding the
// arguments of quantize(exp, rounding=...) and the like then costs no Go
// allocation.
type argBuf [8]rt.Value

func bind(buf *argBuf, vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg, names []string, required int) ([]rt.Value, error) {
	out := buf[:len(names)]
	for i := range out {
		out[i] = rt.Unbound
	}
	if n := len(args) + len(kw); n > len(names) {
		return nil, vm.TypeError("function takes at most %d argument%s (%d given)", len(names), plural(len(names)), n)
	}
	copy(out, args)
	for _, k := range kw {
		found := false
		for i, n := range names {
			if n == k.Name {
				if out[i] != rt.Unbound {
					return nil, vm.TypeError("argument for function given by name ('%s') and position (%d)", n, i+1)
				}
				out[i], found = k.Value, true
			}
		}
		if !found {
			return nil, vm.KeywordError("this function", k.Name, names)
		}
	}
	for i := 0; i < required; i++ {
		if out[i] == rt.Unbound {
			return nil, vm.TypeError("function missing required argument '%s' (pos %d)", names[i], i+1)
		}
	}
	return out, nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func roundArg(vm *rt.VM, v rt.Value, c *Context) (int, error) {
	if v == rt.Unbound || v == rt.None {
		return c.round, nil
	}
	return roundingIndex(vm, v)
}

func init() {
	c := DecimalType
	c.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		var buf argBuf
		a, err := bind(&buf, vm, "Decimal", args, kw, []string{"value", "context"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		ctx, err := ctxArg(vm, a[1])
		if err != nil {
			return rt.Unbound, err
		}
		var d apd.Decimal
		if a[0] == rt.Unbound {
			return newDec(vm, cls, &d), nil
		}
		if err := construct(vm, ctx, a[0], &d); err != nil {
			return rt.Unbound, err
		}
		return newDec(vm, cls, &d), nil
	}
	c.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.None, nil })
	type pair struct {
		name string
		fn   opFn
	}
	for _, p := range []pair{
		{"add", (*Context).addOp}, {"sub", (*Context).subOp}, {"mul", (*Context).mulOp},
		{"truediv", (*Context).quoOp}, {"floordiv", (*Context).divIntOp}, {"mod", (*Context).remOp},
	} {
		c.AddMethod("__"+p.name+"__", binop(p.fn, false))
		c.AddMethod("__r"+p.name+"__", binop(p.fn, true))
	}
	c.AddMethod("__divmod__", divmodMethod(false))
	c.AddMethod("__rdivmod__", divmodMethod(true))
	c.AddMethod("__pow__", powMethod(false))
	c.AddMethod("__rpow__", powMethod(true))
	c.AddMethod("__neg__", unop(negOp))
	c.AddMethod("__pos__", unop(plusOp))
	c.AddMethod("__abs__", unop(absOp))
	for op := rt.CmpLT; op <= rt.CmpGE; op++ {
		c.AddMethod(rt.CmpNames[op], compareMethod(op))
	}
	c.AddHashMethod(decHash)
	c.AddMethod("__bool__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "__bool__")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(!isZero(x)), nil
	})
	strFn := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "__str__")
		if err != nil {
			return rt.Unbound, err
		}
		s := toSci(x, current(vm).capitals == 1)
		return vm.StrNewKnown(s, true, len(s)), nil // always ASCII
	}
	c.AddMethod("__str__", strFn)
	c.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "__repr__")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr("Decimal('" + toSci(x, current(vm).capitals == 1) + "')"), nil
	})
	c.AddMethod("to_eng_string", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "to_eng_string")
		if err != nil {
			return rt.Unbound, err
		}
		var buf argBuf
		a, err := bind(&buf, vm, "to_eng_string", args[1:], kw, []string{"context"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		ctx, err := ctxArg(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(render(x, ctx.capitals == 1, true)), nil
	})
	intFn := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "__int__")
		if err != nil {
			return rt.Unbound, err
		}
		return toInt(vm, x)
	}
	c.AddMethod("__int__", intFn)
	c.AddMethod("__trunc__", intFn)
	c.AddMethod("__float__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "__float__")
		if err != nil {
			return rt.Unbound, err
		}
		f, err := toFloat(vm, x)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.FloatValue(f), nil
	})
	c.AddMethod("__complex__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "__complex__")
		if err != nil {
			return rt.Unbound, err
		}
		f, err := toFloat(vm, x)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewComplex(complex(f, 0)), nil
	})
	roundInt := func(name string, round int) rt.BuiltinFn {
		return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			x, err := selfDec(vm, args[0], name)
			if err != nil {
				return rt.Unbound, err
			}
			return roundToInt(vm, x, round)
		}
	}
	c.AddMethod("__floor__", roundInt("__floor__", roundFloor))
	c.AddMethod("__ceil__", roundInt("__ceil__", roundCeiling))
	c.AddMethod("__round__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "__round__")
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) == 1 || args[1] == rt.None {
			return roundToInt(vm, x, roundHalfEven)
		}
		if !vm.IsInt(args[1]) {
			return rt.Unbound, vm.TypeError("optional arg must be an integer")
		}
		n, err := vm.IndexInt(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		ctx := current(vm)
		var q, d apd.Decimal
		q.Coeff.SetInt64(1)
		if n > 1<<31-1 || n < -(1<<31) {
			return result(vm, ctx, nanDec, stInvalidOperation)
		}
		q.Exponent = int32(-n)
		st := ctx.quantizeOp(&d, x, &q, ctx.round)
		return result(vm, ctx, &d, st)
	})
	c.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "__reduce__")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTuple([]rt.Value{vm.ClassOf(args[0]).Self(), vm.NewTuple([]rt.Value{vm.NewStr(toSci(x, true))})}), nil
	})
	self := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if vm.ClassOf(args[0]) == DecimalType {
			return args[0], nil
		}
		x, err := selfDec(vm, args[0], "__copy__")
		if err != nil {
			return rt.Unbound, err
		}
		return newDec(vm, vm.ClassOf(args[0]), x), nil
	}
	c.AddMethod("__copy__", self)
	c.AddMethod("__deepcopy__", self)
	c.AddMethod("radix", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return newDec(vm, DecimalType, apd.New(10, 0)), nil
	})
	c.AddMethod("conjugate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return args[0], nil })
	c.AddGetter("real", func(vm *rt.VM, self rt.Value) (rt.Value, error) { return self, nil })
	c.AddGetter("imag", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		return newDec(vm, DecimalType, new(apd.Decimal)), nil
	})
	c.AddMethod("__format__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "__format__")
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) < 2 {
			return rt.Unbound, vm.TypeError("function takes at least 1 argument (0 given)")
		}
		spec, ok := vm.StrOf(args[1])
		if !ok {
			return rt.Unbound, vm.TypeError("format arg must be str")
		}
		s, err := formatDecimal(vm, x, spec, current(vm))
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(s), nil
	})
	c.AddClassMethod("from_float", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("Decimal.from_float() takes exactly one argument (%d given)", len(args)-1)
		}
		var d apd.Decimal
		if err := fromFloatValue(vm, args[1], &d); err != nil {
			return rt.Unbound, err
		}
		cls, _ := vm.AsClass(args[0])
		if cls == DecimalType || cls == nil {
			return newDec(vm, DecimalType, &d), nil
		}
		return vm.Call(args[0], []rt.Value{newDec(vm, DecimalType, &d)}, nil)
	})
	c.AddMethod("adjusted", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "adjusted")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(adjusted(x)), nil
	})
	c.AddMethod("as_tuple", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "as_tuple")
		if err != nil {
			return rt.Unbound, err
		}
		return asTuple(vm, x)
	})
	c.AddMethod("as_integer_ratio", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		x, err := selfDec(vm, args[0], "as_integer_ratio")
		if err != nil {
			return rt.Unbound, err
		}
		switch x.Form {
		case apd.NaN, apd.NaNSignaling:
			return rt.Unbound, vm.ValueError("cannot convert NaN to integer ratio")
		case apd.Infinite:
			return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "cannot convert Infinity to integer ratio")
		}
		n := x.Coeff.MathBigInt()
		d := big.NewInt(1)
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(abs32(x.Exponent))), nil)
		if x.Exponent >= 0 {
			n.Mul(n, p)
		} else {
			d = p
			g := new(big.Int).GCD(nil, nil, n, d)
			if g.Sign() != 0 {
				n.Quo(n, g)
				d.Quo(d, g)
			}
		}
		if x.Negative {
			n.Neg(n)
		}
		return vm.NewTuple([]rt.Value{vm.NewBigInt(n), vm.NewBigInt(d)}), nil
	})
	registerNamed()
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

func roundToInt(vm *rt.VM, x *apd.Decimal, round int) (rt.Value, error) {
	switch x.Form {
	case apd.NaN, apd.NaNSignaling:
		return rt.Unbound, vm.ValueError("cannot convert NaN to integer")
	case apd.Infinite:
		return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "cannot convert Infinity to integer")
	}
	var d apd.Decimal
	current(vm).toIntegral(&d, x, round, false)
	return toInt(vm, &d)
}

func asTuple(vm *rt.VM, x *apd.Decimal) (rt.Value, error) {
	var digits []rt.Value
	var exp rt.Value
	switch x.Form {
	case apd.Infinite:
		digits = []rt.Value{rt.SmallInt(0)}
		exp = rt.StaticStr("F")
	case apd.NaN, apd.NaNSignaling:
		if x.Coeff.Sign() != 0 {
			for _, ch := range coeffString(x) {
				digits = append(digits, rt.SmallInt(int64(ch-'0')))
			}
		}
		exp = rt.StaticStr("n")
		if x.Form == apd.NaNSignaling {
			exp = rt.StaticStr("N")
		}
	default:
		for _, ch := range coeffString(x) {
			digits = append(digits, rt.SmallInt(int64(ch-'0')))
		}
		exp = vm.NewInt(int64(x.Exponent))
	}
	sign := int64(0)
	if x.Negative {
		sign = 1
	}
	if digits == nil {
		digits = []rt.Value{}
	}
	s := getState(vm)
	if s.tupleClass == rt.Unbound {
		return vm.NewTuple([]rt.Value{rt.SmallInt(sign), vm.NewTuple(digits), exp}), nil
	}
	return vm.Call(s.tupleClass, []rt.Value{rt.SmallInt(sign), vm.NewTuple(digits), exp}, nil)
}

var _ = strconv.Itoa
