package random

import (
	"math"
	"time"

	"github.com/cpjit/cpjit/lang/internal/libm"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

func init() {
	c := RandomType
	newRandom := func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if cls == RandomType || cls == modSystemRandomType {
			if len(kw) > 0 {
				return rt.Unbound, vm.TypeError("Random() takes no keyword arguments")
			}
			if len(args) > 1 {
				return rt.Unbound, vm.TypeError("Random() expected at most 1 argument, got %d", len(args))
			}
		}
		r := &modRandom{gaussNext: rt.None}
		r.SetClass(cls)
		r.system = cls.IsSubclass(modSystemRandomType)
		v := vm.Alloc(r)
		if cls != RandomType && cls != modSystemRandomType {
			r.SetInstanceDict(vm.NewDictObj())
		}
		r.mt.initGenrand(uint32(time.Now().UnixNano()))
		return v, nil
	}
	c.New = newRandom
	modSystemRandomType.New = newRandom
	c.SetAttrStatic("VERSION", rt.SmallInt(3))
	c.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if _, err := modRandSelf(vm, args[0], "__init__"); err != nil {
			return rt.Unbound, err
		}
		a, err := modBindMethodArgs(vm, "Random.__init__", args[1:], kw, []string{"x"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if _, err := vm.CallMethod(args[0], "seed", rt.ArgOr(a[0], rt.None)); err != nil {
			return rt.Unbound, err
		}
		if r, _ := vm.Get0(args[0]).(*modRandom); r != nil {
			r.gaussNext = rt.None
		}
		return rt.None, nil
	})
	c.AddGetSet("gauss_next", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		r, err := modRandSelf(vm, self, "gauss_next")
		if err != nil {
			return rt.Unbound, err
		}
		return r.gaussNext, nil
	}, func(vm *rt.VM, self, v rt.Value) error {
		r, err := modRandSelf(vm, self, "gauss_next")
		if err != nil {
			return err
		}
		if v == rt.Unbound {
			v = rt.None
		}
		r.gaussNext = v
		return nil
	})
	c.AddMethod("seed", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.seed", args, kw, []string{"a", "version"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		version := int64(2)
		if a[1] != rt.Unbound {
			eq1, _ := vm.Eq(a[1], rt.SmallInt(1))
			eq2, _ := vm.Eq(a[1], rt.SmallInt(2))
			switch {
			case eq1:
				version = 1
			case eq2:
				version = 2
			default:
				version = 0
			}
		}
		return rt.None, modRandSeed(vm, r, rt.ArgOr(a[0], rt.None), version)
	})
	c.AddMethod("random", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("Random.random() takes no arguments (%d given)", len(args)-1)
		}
		r, err := modRandSelf(vm, args[0], "random")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.FloatValue(r.float()), nil
	})
	c.AddMethod("getrandbits", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("Random.getrandbits() takes exactly one argument (%d given)", len(args)-1)
		}
		r, err := modRandSelf(vm, args[0], "getrandbits")
		if err != nil {
			return rt.Unbound, err
		}
		return modGetrandbits(vm, r, args[1])
	})
	c.AddMethod("randbytes", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.randbytes", args, kw, []string{"n"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		n, err := vm.IndexInt(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		if n < 0 {
			return rt.Unbound, vm.ValueError("number of bits must be non-negative")
		}
		out := make([]byte, n)
		if r.Class().Builtin {
			for i := int64(0); i < n; i += 4 {
				w := r.bits64(32)
				if n-i < 4 {
					w >>= 32 - 8*uint(n-i)
				}
				for j := int64(0); j < 4 && i+j < n; j++ {
					out[i+j] = byte(w >> (8 * j))
				}
			}
			return vm.NewBytes(out), nil
		}
		x, err := vm.CallMethod(args[0], "getrandbits", vm.NewInt(n*8))
		if err != nil {
			return rt.Unbound, err
		}
		b, err := vm.IndexBig(x)
		if err != nil {
			return rt.Unbound, err
		}
		be := b.Bytes()
		for i := 0; i < len(be) && i < len(out); i++ {
			out[i] = be[len(be)-1-i]
		}
		return vm.NewBytes(out), nil
	})
	c.AddMethod("getstate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, _, err := modRandArgs(vm, "Random.getstate", args, kw, nil, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if r.system {
			return rt.Unbound, vm.NewError(rt.NotImplementedErrorType, "System entropy source does not have state.")
		}
		return modRandGetstate(vm, r), nil
	})
	c.AddMethod("setstate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.setstate", args, kw, []string{"state"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		if r.system {
			return rt.Unbound, vm.NewError(rt.NotImplementedErrorType, "System entropy source does not have state.")
		}
		return rt.None, modRandSetstate(vm, r, a[0])
	})
	c.AddMethod("__getstate__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.CallMethod(args[0], "getstate")
	})
	c.AddMethod("__setstate__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("__setstate__() takes exactly one argument")
		}
		return vm.CallMethod(args[0], "setstate", args[1])
	})
	c.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		st, err := vm.CallMethod(args[0], "getstate")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTupleCopy([]rt.Value{vm.ClassOf(args[0]).Self(), rt.EmptyTuple, st}), nil
	})
	c.AddMethod("_randbelow", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random._randbelow", args, kw, []string{"n"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		n, err := vm.IndexBig(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		if n.Sign() <= 0 {
			return rt.SmallInt(0), nil
		}
		k := n.BitLen()
		for {
			x, err := modGetrandbits(vm, r, rt.SmallInt(int64(k)))
			if err != nil {
				return rt.Unbound, err
			}
			xb, _ := vm.BigOf(x)
			if xb.Cmp(n) < 0 {
				return x, nil
			}
		}
	})
	c.AddMethod("randrange", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.randrange", args, kw, []string{"start", "stop", "step"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		return modRandrange(vm, args[0], r, a[0], a[1], a[2])
	})
	c.AddMethod("randint", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.randint", args, kw, []string{"a", "b"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		if a[0].IsSmallInt() && a[1].IsSmallInt() {
			lo, hi := a[0].Int(), a[1].Int()
			if hi >= lo {
				x, err := modRandBelow(vm, args[0], r, hi-lo+1)
				return vm.NewInt(lo + x), err
			}
		}
		b1, err := vm.Binary(rt.OpAdd, a[1], rt.SmallInt(1))
		if err != nil {
			return rt.Unbound, err
		}
		return modRandrange(vm, args[0], r, a[0], b1, rt.Unbound)
	})
	c.AddMethod("choice", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.choice", args, kw, []string{"seq"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		seq := a[0]
		if l, ok := vm.Get0(seq).(*rt.List); ok && l.Class() == rt.ListType {
			if len(l.Items) == 0 {
				return rt.Unbound, vm.IndexError("Cannot choose from an empty sequence")
			}
			i, err := modRandBelow(vm, args[0], r, int64(len(l.Items)))
			if err != nil {
				return rt.Unbound, err
			}
			if i < int64(len(l.Items)) {
				return l.Items[i], nil
			}
			return rt.Unbound, vm.IndexError("list index out of range")
		}
		n, err := vm.Len(seq)
		if err != nil {
			return rt.Unbound, err
		}
		if n == 0 {
			return rt.Unbound, vm.IndexError("Cannot choose from an empty sequence")
		}
		i, err := modRandBelow(vm, args[0], r, int64(n))
		if err != nil {
			return rt.Unbound, err
		}
		return vm.GetItem(seq, rt.SmallInt(i))
	})
}

func init() {
	c := RandomType
	c.AddMethod("shuffle", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.shuffle", args, kw, []string{"x"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		x := a[0]
		if l, ok := vm.Get0(x).(*rt.List); ok && l.Class() == rt.ListType {
			for i := len(l.Items) - 1; i >= 1; i-- {
				j, err := modRandBelow(vm, args[0], r, int64(i+1))
				if err != nil {
					return rt.Unbound, err
				}
				if i < len(l.Items) && int(j) < len(l.Items) {
					l.Items[i], l.Items[j] = l.Items[j], l.Items[i]
				}
			}
			return rt.None, nil
		}
		n, err := vm.Len(x)
		if err != nil {
			return rt.Unbound, err
		}
		for i := n - 1; i >= 1; i-- {
			j, err := modRandBelow(vm, args[0], r, int64(i+1))
			if err != nil {
				return rt.Unbound, err
			}
			xi, err := vm.GetItem(x, rt.SmallInt(int64(i)))
			if err != nil {
				return rt.Unbound, err
			}
			xj, err := vm.GetItem(x, rt.SmallInt(j))
			if err != nil {
				return rt.Unbound, err
			}
			if err := vm.SetItem(x, rt.SmallInt(int64(i)), xj); err != nil {
				return rt.Unbound, err
			}
			if err := vm.SetItem(x, rt.SmallInt(j), xi); err != nil {
				return rt.Unbound, err
			}
		}
		return rt.None, nil
	})
	c.AddMethod("sample", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.sample", args, kw, []string{"population", "k", "counts"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		return modSample(vm, args[0], r, a[0], a[1], a[2])
	})
	c.AddMethod("choices", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.choices", args, kw, []string{"population", "weights", "cum_weights", "k"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		return modChoices(vm, args[0], r, a[0], rt.ArgOr(a[1], rt.None), rt.ArgOr(a[2], rt.None), rt.ArgOr(a[3], rt.SmallInt(1)))
	})
	c.AddMethod("uniform", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.uniform", args, kw, []string{"a", "b"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		u, err := modRandFloat(vm, args[0], r, modFloatNative(vm, r))
		if err != nil {
			return rt.Unbound, err
		}
		if (a[0].IsFloat() || a[0].IsSmallInt()) && (a[1].IsFloat() || a[1].IsSmallInt()) {
			x, _ := modFloatArg(vm, a[0])
			y, _ := modFloatArg(vm, a[1])
			if a[0].IsSmallInt() && a[1].IsSmallInt() {
				return rt.FloatValue(x + float64(a[1].Int()-a[0].Int())*u), nil
			}
			return rt.FloatValue(x + (y-x)*u), nil
		}
		d, err := vm.Binary(rt.OpSub, a[1], a[0])
		if err != nil {
			return rt.Unbound, err
		}
		p, err := vm.Binary(rt.OpMul, d, rt.FloatValue(u))
		if err != nil {
			return rt.Unbound, err
		}
		return vm.Binary(rt.OpAdd, a[0], p)
	})
	c.AddMethod("triangular", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.triangular", args, kw, []string{"low", "high", "mode"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		u, err := modRandFloat(vm, args[0], r, modFloatNative(vm, r))
		if err != nil {
			return rt.Unbound, err
		}
		lowV, highV := rt.ArgOr(a[0], rt.FloatValue(0)), rt.ArgOr(a[1], rt.FloatValue(1))
		low, err := modFloatArg(vm, lowV)
		if err != nil {
			return rt.Unbound, err
		}
		high, err := modFloatArg(vm, highV)
		if err != nil {
			return rt.Unbound, err
		}
		c := 0.5
		if a[2] != rt.Unbound && a[2] != rt.None {
			mode, err := modFloatArg(vm, a[2])
			if err != nil {
				return rt.Unbound, err
			}
			if high-low == 0 {
				return lowV, nil
			}
			c = (mode - low) / (high - low)
		}
		if u > c {
			u = 1.0 - u
			c = 1.0 - c
			low, high = high, low
		}
		return rt.FloatValue(low + (high-low)*math.Sqrt(u*c)), nil
	})
	c.AddMethod("normalvariate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.normalvariate", args, kw, []string{"mu", "sigma"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		z, err := modNormal(vm, modRandFloatFn(vm, args[0], r))
		if err != nil {
			return rt.Unbound, err
		}
		return modMuSigma(vm, rt.ArgOr(a[0], rt.FloatValue(0)), z, rt.ArgOr(a[1], rt.FloatValue(1)))
	})
	c.AddMethod("lognormvariate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.lognormvariate", args, kw, []string{"mu", "sigma"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		z, err := modNormal(vm, modRandFloatFn(vm, args[0], r))
		if err != nil {
			return rt.Unbound, err
		}
		v, err := modMuSigma(vm, a[0], z, a[1])
		if err != nil {
			return rt.Unbound, err
		}
		f, err := modFloatArg(vm, v)
		if err != nil {
			return rt.Unbound, err
		}
		e := libm.Exp(f)
		if math.IsInf(e, 0) {
			return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "math range error")
		}
		return rt.FloatValue(e), nil
	})
	c.AddMethod("gauss", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.gauss", args, kw, []string{"mu", "sigma"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		var z float64
		zv := r.gaussNext
		r.gaussNext = rt.None
		if zv == rt.None {
			rnd := modRandFloatFn(vm, args[0], r)
			u1, err := rnd()
			if err != nil {
				return rt.Unbound, err
			}
			u2, err := rnd()
			if err != nil {
				return rt.Unbound, err
			}
			x2pi := u1 * modTwoPi
			g2rad := math.Sqrt(-2.0 * libm.Log(1.0-u2))
			z = libm.Cos(x2pi) * g2rad
			r.gaussNext = rt.FloatValue(libm.Sin(x2pi) * g2rad)
		} else if z, err = modFloatArg(vm, zv); err != nil {
			return rt.Unbound, err
		}
		return modMuSigma(vm, rt.ArgOr(a[0], rt.FloatValue(0)), z, rt.ArgOr(a[1], rt.FloatValue(1)))
	})
	c.AddMethod("expovariate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.expovariate", args, kw, []string{"lambd"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		u, err := modRandFloat(vm, args[0], r, modFloatNative(vm, r))
		if err != nil {
			return rt.Unbound, err
		}
		return vm.Binary(rt.OpTrueDiv, rt.FloatValue(-libm.Log(1.0-u)), rt.ArgOr(a[0], rt.FloatValue(1)))
	})
	c.AddMethod("vonmisesvariate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.vonmisesvariate", args, kw, []string{"mu", "kappa"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		rnd := modRandFloatFn(vm, args[0], r)
		mu, err := modFloatArg(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		kappa, err := modFloatArg(vm, a[1])
		if err != nil {
			return rt.Unbound, err
		}
		if kappa <= 1e-6 {
			u, err := rnd()
			return rt.FloatValue(modTwoPi * u), err
		}
		s := 0.5 / kappa
		rr := s + math.Sqrt(1.0+s*s)
		var z float64
		for {
			u1, err := rnd()
			if err != nil {
				return rt.Unbound, err
			}
			z = libm.Cos(math.Pi * u1)
			d := z / (rr + z)
			u2, err := rnd()
			if err != nil {
				return rt.Unbound, err
			}
			if u2 < 1.0-d*d || u2 <= (1.0-d)*libm.Exp(d) {
				break
			}
		}
		q := 1.0 / rr
		f := (q + z) / (1.0 + q*z)
		u3, err := rnd()
		if err != nil {
			return rt.Unbound, err
		}
		if u3 > 0.5 {
			return rt.FloatValue(modPyFloatMod(mu+libm.Acos(f), modTwoPi)), nil
		}
		return rt.FloatValue(modPyFloatMod(mu-libm.Acos(f), modTwoPi)), nil
	})
	c.AddMethod("gammavariate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.gammavariate", args, kw, []string{"alpha", "beta"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		alpha, err := modFloatArg(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		beta, err := modFloatArg(vm, a[1])
		if err != nil {
			return rt.Unbound, err
		}
		x, err := modGammavariate(vm, modRandFloatFn(vm, args[0], r), alpha, beta)
		return rt.FloatValue(x), err
	})
}

func init() {
	c := RandomType
	c.AddMethod("betavariate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.betavariate", args, kw, []string{"alpha", "beta"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		alpha, err := modFloatArg(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		beta, err := modFloatArg(vm, a[1])
		if err != nil {
			return rt.Unbound, err
		}
		rnd := modRandFloatFn(vm, args[0], r)
		y, err := modGammavariate(vm, rnd, alpha, 1.0)
		if err != nil {
			return rt.Unbound, err
		}
		if y != 0 {
			y2, err := modGammavariate(vm, rnd, beta, 1.0)
			if err != nil {
				return rt.Unbound, err
			}
			return rt.FloatValue(y / (y + y2)), nil
		}
		return rt.FloatValue(0), nil
	})
	c.AddMethod("paretovariate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.paretovariate", args, kw, []string{"alpha"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		alpha, err := modFloatArg(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		u, err := modRandFloat(vm, args[0], r, modFloatNative(vm, r))
		if err != nil {
			return rt.Unbound, err
		}
		if alpha == 0 {
			return rt.Unbound, vm.Errorf(rt.ZeroDivisionErrorType, "float division by zero")
		}
		return rt.FloatValue(libm.Pow(1.0-u, -1.0/alpha)), nil
	})
	c.AddMethod("weibullvariate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.weibullvariate", args, kw, []string{"alpha", "beta"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		alpha, err := modFloatArg(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		beta, err := modFloatArg(vm, a[1])
		if err != nil {
			return rt.Unbound, err
		}
		u, err := modRandFloat(vm, args[0], r, modFloatNative(vm, r))
		if err != nil {
			return rt.Unbound, err
		}
		if beta == 0 {
			return rt.Unbound, vm.Errorf(rt.ZeroDivisionErrorType, "float division by zero")
		}
		return rt.FloatValue(alpha * libm.Pow(-libm.Log(1.0-u), 1.0/beta)), nil
	})
	c.AddMethod("binomialvariate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, a, err := modRandArgs(vm, "Random.binomialvariate", args, kw, []string{"n", "p"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		n, err := vm.IndexInt(rt.ArgOr(a[0], rt.SmallInt(1)))
		if err != nil {
			return rt.Unbound, err
		}
		p, err := modFloatArg(vm, rt.ArgOr(a[1], rt.FloatValue(0.5)))
		if err != nil {
			return rt.Unbound, err
		}
		k, err := modBinomial(vm, modRandFloatFn(vm, args[0], r), n, p)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(k), nil
	})
	s := modSystemRandomType
	s.AddMethod("seed", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.None, nil })
}

// modFloatNative says whether self.random() is the Go generator.
func modFloatNative(vm *rt.VM, r *modRandom) bool {
	_, native := randDispatchOf(vm, r)
	return native
}

// modRandomMethods are the names the random module exports as bound
// methods of its hidden instance.
var modRandomMethods = []string{"seed", "random", "uniform", "triangular", "randint", "choice", "randrange",
	"sample", "shuffle", "choices", "normalvariate", "lognormvariate", "expovariate", "vonmisesvariate",
	"gammavariate", "gauss", "betavariate", "binomialvariate", "paretovariate", "weibullvariate",
	"getstate", "setstate", "getrandbits", "randbytes"}

func init() {
	register("random", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("random")
		d := m.InstanceDict()
		d.SetStr(vm, "Random", RandomType.Self())
		d.SetStr(vm, "SystemRandom", modSystemRandomType.Self())
		inst, err := vm.Call(RandomType.Self(), nil, nil)
		if err != nil {
			return nil, err
		}
		d.SetStr(vm, "_inst", inst)
		for _, name := range modRandomMethods {
			f, err := vm.GetAttr(inst, name)
			if err != nil {
				return nil, err
			}
			d.SetStr(vm, name, f)
		}
		d.SetStr(vm, "NV_MAGICCONST", rt.FloatValue(modNVMagic))
		d.SetStr(vm, "LOG4", rt.FloatValue(modLog4))
		d.SetStr(vm, "SG_MAGICCONST", rt.FloatValue(modSGMagic))
		d.SetStr(vm, "TWOPI", rt.FloatValue(modTwoPi))
		d.SetStr(vm, "BPF", rt.SmallInt(53))
		d.SetStr(vm, "RECIP_BPF", rt.FloatValue(1.0/9007199254740992.0))
		names := make([]rt.Value, 0, len(modRandomMethods)+2)
		for _, n := range []string{"Random", "SystemRandom", "betavariate", "binomialvariate", "choice", "choices",
			"expovariate", "gammavariate", "gauss", "getrandbits", "getstate", "lognormvariate", "normalvariate",
			"paretovariate", "randbytes", "randint", "random", "randrange", "sample", "seed", "setstate", "shuffle",
			"triangular", "uniform", "vonmisesvariate", "weibullvariate"} {
			names = append(names, vm.NewStr(n))
		}
		d.SetStr(vm, "__all__", vm.NewList(names))
		return m, nil
	})
}
