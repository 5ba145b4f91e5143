package decimal

import (
	"github.com/cockroachdb/apd/v3"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The named methods, registered on Decimal (x.name(other, context=None))
// and on Context (ctx.name(x, other)).

type unaryOp struct {
	name string
	fn   func(c *Context, d, x *apd.Decimal) uint32
}

type binaryOp struct {
	name string
	fn   func(c *Context, d, x, y *apd.Decimal) uint32
}

// predicate is an is_* method; ctx says whether it takes a context.
type predicate struct {
	name string
	ctx  bool
	fn   func(c *Context, x *apd.Decimal) bool
}

var unaryOps = []unaryOp{
	{"abs", absOp},
	{"minus", negOp},
	{"plus", plusOp},
	{"exp", func(c *Context, d, x *apd.Decimal) uint32 { return c.mathOp(d, x, "exp") }},
	{"ln", func(c *Context, d, x *apd.Decimal) uint32 { return c.mathOp(d, x, "ln") }},
	{"log10", func(c *Context, d, x *apd.Decimal) uint32 { return c.mathOp(d, x, "log10") }},
	{"sqrt", func(c *Context, d, x *apd.Decimal) uint32 { return c.mathOp(d, x, "sqrt") }},
	{"logb", (*Context).logbOp},
	{"next_plus", func(c *Context, d, x *apd.Decimal) uint32 { return c.nextOp(d, x, 1) }},
	{"next_minus", func(c *Context, d, x *apd.Decimal) uint32 { return c.nextOp(d, x, -1) }},
	{"normalize", (*Context).normalizeOp},
	{"logical_invert", func(c *Context, d, x *apd.Decimal) uint32 { return c.logicalOp(d, x, nil, '~') }},
}

var binaryOps = []binaryOp{
	{"add", (*Context).addOp},
	{"subtract", (*Context).subOp},
	{"multiply", (*Context).mulOp},
	{"divide", (*Context).quoOp},
	{"divide_int", (*Context).divIntOp},
	{"remainder", (*Context).remOp},
	{"remainder_near", (*Context).remNearOp},
	{"compare", (*Context).compareOp},
	{"compare_signal", (*Context).compareSignalOp},
	{"max", func(c *Context, d, x, y *apd.Decimal) uint32 { return c.minmax(d, x, y, true, false) }},
	{"min", func(c *Context, d, x, y *apd.Decimal) uint32 { return c.minmax(d, x, y, false, false) }},
	{"max_mag", func(c *Context, d, x, y *apd.Decimal) uint32 { return c.minmax(d, x, y, true, true) }},
	{"min_mag", func(c *Context, d, x, y *apd.Decimal) uint32 { return c.minmax(d, x, y, false, true) }},
	{"next_toward", (*Context).nextTowardOp},
	{"scaleb", (*Context).scalebOp},
	{"shift", func(c *Context, d, x, y *apd.Decimal) uint32 { return c.shiftOp(d, x, y, false) }},
	{"rotate", func(c *Context, d, x, y *apd.Decimal) uint32 { return c.shiftOp(d, x, y, true) }},
	{"logical_and", func(c *Context, d, x, y *apd.Decimal) uint32 { return c.logicalOp(d, x, y, '&') }},
	{"logical_or", func(c *Context, d, x, y *apd.Decimal) uint32 { return c.logicalOp(d, x, y, '|') }},
	{"logical_xor", func(c *Context, d, x, y *apd.Decimal) uint32 { return c.logicalOp(d, x, y, '^') }},
	{"compare_total", func(c *Context, d, x, y *apd.Decimal) uint32 { return compareTotal(d, x, y) }},
	{"compare_total_mag", func(c *Context, d, x, y *apd.Decimal) uint32 { return compareTotalMag(d, x, y) }},
	{"copy_sign", func(c *Context, d, x, y *apd.Decimal) uint32 {
		d.Set(x)
		d.Negative = y.Negative
		return 0
	}},
}

var predicates = []predicate{
	{"is_canonical", false, func(c *Context, x *apd.Decimal) bool { return true }},
	{"is_finite", false, func(c *Context, x *apd.Decimal) bool { return x.Form == apd.Finite }},
	{"is_infinite", false, func(c *Context, x *apd.Decimal) bool { return x.Form == apd.Infinite }},
	{"is_nan", false, func(c *Context, x *apd.Decimal) bool { return isNaN(x) }},
	{"is_qnan", false, func(c *Context, x *apd.Decimal) bool { return x.Form == apd.NaN }},
	{"is_snan", false, func(c *Context, x *apd.Decimal) bool { return x.Form == apd.NaNSignaling }},
	{"is_signed", false, func(c *Context, x *apd.Decimal) bool { return x.Negative }},
	{"is_zero", false, func(c *Context, x *apd.Decimal) bool { return isZero(x) }},
	{"is_normal", true, func(c *Context, x *apd.Decimal) bool {
		return x.Form == apd.Finite && !isZero(x) && adjusted(x) >= c.emin
	}},
	{"is_subnormal", true, func(c *Context, x *apd.Decimal) bool {
		return x.Form == apd.Finite && !isZero(x) && adjusted(x) < c.emin
	}},
}

// noRound lists the binary operations whose Decimal method has no
// context to round with in CPython's signature but still accepts one.
func decArgs(buf *argBuf, vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg, names []string, required int) (*apd.Decimal, []rt.Value, *Context, error) {
	x, err := selfDec(vm, args[0], name)
	if err != nil {
		return nil, nil, nil, err
	}
	a, err := bind(buf, vm, name, args[1:], kw, names, required)
	if err != nil {
		return nil, nil, nil, err
	}
	ctx, err := ctxArg(vm, a[len(a)-1])
	if err != nil {
		return nil, nil, nil, err
	}
	return x, a, ctx, nil
}

func ctxArgs(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg, n int) (*Context, []*apd.Decimal, error) {
	ctx, err := ctxSelf(vm, args[0])
	if err != nil {
		return nil, nil, err
	}
	if len(kw) > 0 {
		return nil, nil, vm.TypeError("%s() takes no keyword arguments", name)
	}
	if len(args)-1 != n {
		if n == 1 {
			return nil, nil, vm.TypeError("Context.%s() takes exactly one argument (%d given)", name, len(args)-1)
		}
		return nil, nil, vm.TypeError("function takes exactly %d arguments (%d given)", n, len(args)-1)
	}
	out := make([]*apd.Decimal, n)
	for i := 0; i < n; i++ {
		d, err := convertRaise(vm, ctx, args[i+1])
		if err != nil {
			return nil, nil, err
		}
		out[i] = d
	}
	return ctx, out, nil
}

func registerNamed() {
	D, C := DecimalType, ContextType
	contextOnly := map[string]bool{"abs": true, "minus": true, "plus": true, "add": true, "subtract": true,
		"multiply": true, "divide": true, "divide_int": true, "remainder": true}
	for _, op := range unaryOps {
		op := op
		if !contextOnly[op.name] {
			D.AddMethod(op.name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
				var buf argBuf
				x, _, ctx, err := decArgs(&buf, vm, op.name, args, kw, []string{"context"}, 0)
				if err != nil {
					return rt.Unbound, err
				}
				var d apd.Decimal
				st := op.fn(ctx, &d, x)
				return result(vm, ctx, &d, st)
			})
		}
		C.AddMethod(op.name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			ctx, xs, err := ctxArgs(vm, op.name, args, kw, 1)
			if err != nil {
				return rt.Unbound, err
			}
			var d apd.Decimal
			st := op.fn(ctx, &d, xs[0])
			return result(vm, ctx, &d, st)
		})
	}
	for _, op := range binaryOps {
		op := op
		if contextOnly[op.name] {
			C.AddMethod(op.name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
				ctx, xs, err := ctxArgs(vm, op.name, args, kw, 2)
				if err != nil {
					return rt.Unbound, err
				}
				var d apd.Decimal
				st := op.fn(ctx, &d, xs[0], xs[1])
				return result(vm, ctx, &d, st)
			})
			continue
		}
		D.AddMethod(op.name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			var buf argBuf
			x, a, ctx, err := decArgs(&buf, vm, op.name, args, kw, []string{"other", "context"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			y, err := convertRaise(vm, ctx, a[0])
			if err != nil {
				return rt.Unbound, err
			}
			var d apd.Decimal
			st := op.fn(ctx, &d, x, y)
			return result(vm, ctx, &d, st)
		})
		C.AddMethod(op.name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			ctx, xs, err := ctxArgs(vm, op.name, args, kw, 2)
			if err != nil {
				return rt.Unbound, err
			}
			var d apd.Decimal
			st := op.fn(ctx, &d, xs[0], xs[1])
			return result(vm, ctx, &d, st)
		})
	}
	for _, p := range predicates {
		p := p
		D.AddMethod(p.name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if p.ctx {
				var buf argBuf
				x, _, ctx, err := decArgs(&buf, vm, p.name, args, kw, []string{"context"}, 0)
				if err != nil {
					return rt.Unbound, err
				}
				return rt.Bool(p.fn(ctx, x)), nil
			}
			x, err := selfDec(vm, args[0], p.name)
			if err != nil {
				return rt.Unbound, err
			}
			if len(args) > 1 || len(kw) > 0 {
				return rt.Unbound, vm.TypeError("Decimal.%s() takes no arguments (%d given)", p.name, len(args)-1+len(kw))
			}
			return rt.Bool(p.fn(nil, x)), nil
		})
		C.AddMethod(p.name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			ctx, xs, err := ctxArgs(vm, p.name, args, kw, 1)
			if err != nil {
				return rt.Unbound, err
			}
			return rt.Bool(p.fn(ctx, xs[0])), nil
		})
	}
	// same_quantum
	sameQuantum := func(x, y *apd.Decimal) bool {
		if isNaN(x) || isNaN(y) {
			return isNaN(x) && isNaN(y)
		}
		if x.Form == apd.Infinite || y.Form == apd.Infinite {
			return x.Form == y.Form
		}
		return x.Exponent == y.Exponent
	}
	D.AddMethod("same_quantum", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		var buf argBuf
		x, a, ctx, err := decArgs(&buf, vm, "same_quantum", args, kw, []string{"other", "context"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		y, err := convertRaise(vm, ctx, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(sameQuantum(x, y)), nil
	})
	C.AddMethod("same_quantum", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		_, xs, err := ctxArgs(vm, "same_quantum", args, kw, 2)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(sameQuantum(xs[0], xs[1])), nil
	})
	// number_class
	D.AddMethod("number_class", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		var buf argBuf
		x, _, ctx, err := decArgs(&buf, vm, "number_class", args, kw, []string{"context"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(numberClass(ctx, x)), nil
	})
	C.AddMethod("number_class", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ctx, xs, err := ctxArgs(vm, "number_class", args, kw, 1)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(numberClass(ctx, xs[0])), nil
	})
	// copy_abs, copy_negate, canonical (no context)
	copies := map[string]func(d, x *apd.Decimal){
		"copy_abs":    func(d, x *apd.Decimal) { d.Set(x); d.Negative = false },
		"copy_negate": func(d, x *apd.Decimal) { d.Set(x); d.Negative = !x.Negative },
		"canonical":   func(d, x *apd.Decimal) { d.Set(x) },
	}
	for name, fn := range copies {
		name, fn := name, fn
		D.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			x, err := selfDec(vm, args[0], name)
			if err != nil {
				return rt.Unbound, err
			}
			if len(args) > 1 || len(kw) > 0 {
				return rt.Unbound, vm.TypeError("Decimal.%s() takes no arguments (%d given)", name, len(args)-1+len(kw))
			}
			var d apd.Decimal
			fn(&d, x)
			return newDecMove(vm, &d), nil
		})
		C.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			_, xs, err := ctxArgs(vm, name, args, kw, 1)
			if err != nil {
				return rt.Unbound, err
			}
			var d apd.Decimal
			fn(&d, xs[0])
			return newDecMove(vm, &d), nil
		})
	}
	C.AddMethod("copy_decimal", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		_, xs, err := ctxArgs(vm, "copy_decimal", args, kw, 1)
		if err != nil {
			return rt.Unbound, err
		}
		return newDec(vm, DecimalType, xs[0]), nil
	})
	// quantize
	D.AddMethod("quantize", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		var buf argBuf
		x, a, ctx, err := decArgs(&buf, vm, "quantize", args, kw, []string{"exp", "rounding", "context"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		y, err := convertRaise(vm, ctx, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		round, err := roundArg(vm, a[1], ctx)
		if err != nil {
			return rt.Unbound, err
		}
		var d apd.Decimal
		st := ctx.quantizeOp(&d, x, y, round)
		return result(vm, ctx, &d, st)
	})
	C.AddMethod("quantize", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ctx, xs, err := ctxArgs(vm, "quantize", args, kw, 2)
		if err != nil {
			return rt.Unbound, err
		}
		var d apd.Decimal
		st := ctx.quantizeOp(&d, xs[0], xs[1], ctx.round)
		return result(vm, ctx, &d, st)
	})
	// to_integral*
	for _, name := range []string{"to_integral", "to_integral_value", "to_integral_exact"} {
		name := name
		exactFlags := name == "to_integral_exact"
		D.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			var buf argBuf
			x, a, ctx, err := decArgs(&buf, vm, name, args, kw, []string{"rounding", "context"}, 0)
			if err != nil {
				return rt.Unbound, err
			}
			round, err := roundArg(vm, a[0], ctx)
			if err != nil {
				return rt.Unbound, err
			}
			var d apd.Decimal
			st := ctx.toIntegral(&d, x, round, exactFlags)
			return result(vm, ctx, &d, st)
		})
		C.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			ctx, xs, err := ctxArgs(vm, name, args, kw, 1)
			if err != nil {
				return rt.Unbound, err
			}
			var d apd.Decimal
			st := ctx.toIntegral(&d, xs[0], ctx.round, exactFlags)
			return result(vm, ctx, &d, st)
		})
	}
	// fma
	D.AddMethod("fma", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		var buf argBuf
		x, a, ctx, err := decArgs(&buf, vm, "fma", args, kw, []string{"other", "third", "context"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		y, err := convertRaise(vm, ctx, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		z, err := convertRaise(vm, ctx, a[1])
		if err != nil {
			return rt.Unbound, err
		}
		var d apd.Decimal
		st := ctx.fmaOp(&d, x, y, z)
		return result(vm, ctx, &d, st)
	})
	C.AddMethod("fma", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ctx, xs, err := ctxArgs(vm, "fma", args, kw, 3)
		if err != nil {
			return rt.Unbound, err
		}
		var d apd.Decimal
		st := ctx.fmaOp(&d, xs[0], xs[1], xs[2])
		return result(vm, ctx, &d, st)
	})
	// Context-only helpers.
	C.AddMethod("divmod", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ctx, xs, err := ctxArgs(vm, "divmod", args, kw, 2)
		if err != nil {
			return rt.Unbound, err
		}
		return divmodOp(vm, ctx, xs[0], xs[1])
	})
	C.AddMethod("power", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ctx, err := ctxSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		var buf argBuf
		a, err := bind(&buf, vm, "power", args[1:], kw, []string{"a", "b", "modulo"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		x, err := convertRaise(vm, ctx, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		y, err := convertRaise(vm, ctx, a[1])
		if err != nil {
			return rt.Unbound, err
		}
		if a[2] != rt.Unbound && a[2] != rt.None {
			m, err := convertRaise(vm, ctx, a[2])
			if err != nil {
				return rt.Unbound, err
			}
			return powModValue(vm, ctx, x, y, m)
		}
		var d apd.Decimal
		st := ctx.powOp(&d, x, y)
		return result(vm, ctx, &d, st)
	})
	for _, eng := range []bool{false, true} {
		eng := eng
		name := "to_sci_string"
		if eng {
			name = "to_eng_string"
		}
		C.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			ctx, xs, err := ctxArgs(vm, name, args, kw, 1)
			if err != nil {
				return rt.Unbound, err
			}
			return vm.NewStr(render(xs[0], ctx.capitals == 1, eng)), nil
		})
	}
}
