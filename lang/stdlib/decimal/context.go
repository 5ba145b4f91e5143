package decimal

import (
	"fmt"

	"github.com/cockroachdb/apd/v3"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Limits of a 64-bit libmpdec.
const (
	maxPrec  = 999999999999999999
	maxEmax  = 999999999999999999
	minEmin  = -999999999999999999
	minEtiny = minEmin - (maxPrec - 1)
)

// Roundings in libmpdec's order (the index is Context.round).
const (
	roundUp = iota
	roundDown
	roundCeiling
	roundFloor
	roundHalfUp
	roundHalfDown
	roundHalfEven
	round05Up
)

var roundNames = [...]string{"ROUND_UP", "ROUND_DOWN", "ROUND_CEILING", "ROUND_FLOOR",
	"ROUND_HALF_UP", "ROUND_HALF_DOWN", "ROUND_HALF_EVEN", "ROUND_05UP"}

var apdRounders = [...]apd.Rounder{apd.RoundUp, apd.RoundDown, apd.RoundCeiling, apd.RoundFloor,
	apd.RoundHalfUp, apd.RoundHalfDown, apd.RoundHalfEven, apd.Round05Up}

const invalidRoundingErr = "valid values for rounding are:\n" +
	"  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n" +
	"   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n" +
	"   ROUND_05UP]"

// ContextType is decimal.Context.
var ContextType = rt.ModuleClass("decimal", "decimal.Context", nil)

// Context is a decimal.Context.
type Context struct {
	rt.Head
	prec, emin, emax int64
	round            int
	capitals, clamp  int
	flags, traps     uint32
	ac               apd.Context // prec, exponents and rounding for apd
}

// Trace implements rt.Object.
func (c *Context) Trace(t *rt.Tracer) {}

// sync rebuilds the apd context after a change.
func (c *Context) sync() {
	c.ac.Precision = uint32(c.prec)
	if c.prec > 1<<31 {
		c.ac.Precision = 1 << 31
	}
	c.ac.MaxExponent = int32(min(c.emax, apd.MaxExponent))
	c.ac.MinExponent = int32(max(c.emin, apd.MinExponent))
	c.ac.Rounding = apdRounders[c.round]
	c.ac.Traps = 0
}

func (c *Context) etiny() int64 { return c.emin - c.prec + 1 }
func (c *Context) etop() int64  { return c.emax - c.prec + 1 }

// add records status in the flags and raises the trapped signals.
func (c *Context) add(vm *rt.VM, status uint32) error {
	if status == 0 {
		return nil
	}
	c.flags |= status
	if t := status & c.traps; t != 0 {
		return trapError(vm, t)
	}
	return nil
}

func newContext(vm *rt.VM, cls *rt.Class) (*Context, rt.Value) {
	c := &Context{}
	c.SetClass(cls)
	v := vm.Alloc(c)
	if cls != ContextType {
		c.SetInstanceDict(vm.NewDictObj())
	}
	return c, v
}

// copyContext returns a new exact Context with c's settings.
func copyContext(vm *rt.VM, c *Context) (*Context, rt.Value) {
	n, v := newContext(vm, ContextType)
	n.prec, n.emin, n.emax, n.round = c.prec, c.emin, c.emax, c.round
	n.capitals, n.clamp, n.flags, n.traps = c.capitals, c.clamp, c.flags, c.traps
	n.sync()
	return n, v
}

func ctxSelf(vm *rt.VM, v rt.Value) (*Context, error) {
	c, ok := vm.Get0(v).(*Context)
	if !ok {
		return nil, vm.TypeError("argument must be a context")
	}
	return c, nil
}

// ---- per-VM state: the current context and the templates ----

type state struct {
	cur        rt.Value // the current context, Unbound before the first use
	dflt       rt.Value // DefaultContext
	basic, ext rt.Value // BasicContext, ExtendedContext
	tupleClass rt.Value // DecimalTuple
	numbers    rt.Value // the numbers module once imported, for Rational
	slab       []Dec    // Decimals are allocated from here, many at a time
	scratch    apd.Decimal
	// curCtx caches the object behind cur while cur is curVal.
	curCtx *Context
	curVal rt.Value
}

// newDec returns a zeroed Decimal object of the exact type, taken from a
// slab so that results cost fewer Go allocations.
func (s *state) newDec() *Dec {
	if len(s.slab) == 0 {
		s.slab = make([]Dec, 32)
	}
	o := &s.slab[0]
	s.slab = s.slab[1:]
	o.SetClass(DecimalType)
	return o
}

func (s *state) Trace(t *rt.Tracer) {
	t.Mark(s.cur)
	t.Mark(s.dflt)
	t.Mark(s.basic)
	t.Mark(s.ext)
	t.Mark(s.tupleClass)
	t.Mark(s.numbers)
}

const stateKey = "decimal.state"

func getState(vm *rt.VM) *state {
	if p := lastState.Load(); p != nil && p.vm == vm {
		return p.s
	}
	if s, ok := vm.Ext[stateKey].(*state); ok {
		lastState.Store(&vmState{vm, s})
		return s
	}
	s := &state{cur: rt.Unbound, dflt: rt.Unbound, basic: rt.Unbound, ext: rt.Unbound, tupleClass: rt.Unbound, numbers: rt.Unbound}
	vm.Ext[stateKey] = s
	lastState.Store(&vmState{vm, s})
	return s
}

// current returns the current context, creating it from DefaultContext
// at the first use.
func current(vm *rt.VM) *Context { return getState(vm).context(vm) }

func (s *state) context(vm *rt.VM) *Context {
	if s.cur != rt.Unbound {
		if s.curVal == s.cur {
			return s.curCtx
		}
		s.curCtx, s.curVal = vm.Get(s.cur).(*Context), s.cur
		return s.curCtx
	}
	if s.dflt == rt.Unbound {
		_, s.dflt = defaultTemplate(vm)
	}
	c, v := copyContext(vm, vm.Get(s.dflt).(*Context))
	c.flags = 0
	s.cur = v
	return c
}

// ctxArg resolves a context= argument: None or omitted is the current one.
func ctxArg(vm *rt.VM, v rt.Value) (*Context, error) {
	if v == rt.Unbound || v == rt.None {
		return current(vm), nil
	}
	c, ok := vm.Get0(v).(*Context)
	if !ok {
		return nil, vm.TypeError("optional argument must be a context")
	}
	return c, nil
}

func defaultTemplate(vm *rt.VM) (*Context, rt.Value) {
	c, v := newContext(vm, ContextType)
	c.prec, c.emin, c.emax, c.round, c.capitals = 28, -999999, 999999, roundHalfEven, 1
	c.traps = stIEEEInvalid | stDivisionByZero | stOverflow
	c.sync()
	return c, v
}

func basicTemplate(vm *rt.VM) rt.Value {
	c, v := newContext(vm, ContextType)
	c.prec, c.emin, c.emax, c.round, c.capitals = 9, -999999, 999999, roundHalfUp, 1
	c.traps = stIEEEInvalid | stDivisionByZero | stOverflow | stUnderflow | stClamped
	c.sync()
	return v
}

func extendedTemplate(vm *rt.VM) rt.Value {
	c, v := newContext(vm, ContextType)
	c.prec, c.emin, c.emax, c.round, c.capitals = 9, -999999, 999999, roundHalfEven, 1
	c.sync()
	return v
}

// ---- setting attributes ----

func intArg(vm *rt.VM, v rt.Value) (int64, error) {
	if !vm.IsInt(v) {
		return 0, vm.TypeError("an integer is required")
	}
	return vm.IndexInt(v)
}

func (c *Context) setPrec(vm *rt.VM, v rt.Value) error {
	x, err := intArg(vm, v)
	if err != nil {
		return err
	}
	if x < 1 || x > maxPrec {
		return vm.ValueError("valid range for prec is [1, MAX_PREC]")
	}
	c.prec = x
	c.sync()
	return nil
}

func (c *Context) setEmin(vm *rt.VM, v rt.Value) error {
	x, err := intArg(vm, v)
	if err != nil {
		return err
	}
	if x > 0 || x < minEmin {
		return vm.ValueError("valid range for Emin is [MIN_EMIN, 0]")
	}
	c.emin = x
	c.sync()
	return nil
}

func (c *Context) setEmax(vm *rt.VM, v rt.Value) error {
	x, err := intArg(vm, v)
	if err != nil {
		return err
	}
	if x < 0 || x > maxEmax {
		return vm.ValueError("valid range for Emax is [0, MAX_EMAX]")
	}
	c.emax = x
	c.sync()
	return nil
}

func roundingIndex(vm *rt.VM, v rt.Value) (int, error) {
	if s, ok := vm.StrOf(v); ok {
		for i, n := range roundNames {
			if n == s {
				return i, nil
			}
		}
	}
	return 0, vm.TypeError("%s", invalidRoundingErr)
}

func (c *Context) setRounding(vm *rt.VM, v rt.Value) error {
	i, err := roundingIndex(vm, v)
	if err != nil {
		return err
	}
	c.round = i
	c.sync()
	return nil
}

func (c *Context) setCapitals(vm *rt.VM, v rt.Value) error {
	x, err := intArg(vm, v)
	if err != nil {
		return err
	}
	if x != 0 && x != 1 {
		return vm.ValueError("valid values for capitals are 0 or 1")
	}
	c.capitals = int(x)
	return nil
}

func (c *Context) setClamp(vm *rt.VM, v rt.Value) error {
	x, err := intArg(vm, v)
	if err != nil {
		return err
	}
	if x != 0 && x != 1 {
		return vm.ValueError("valid values for clamp are 0 or 1")
	}
	c.clamp = int(x)
	return nil
}

// signalsArg converts a list of signals or a signal dict to status bits.
func signalsArg(vm *rt.VM, v rt.Value) (uint32, error) {
	if sd, ok := vm.Get0(v).(*SignalDict); ok {
		return sd.get(vm), nil
	}
	if l, ok := vm.Get0(v).(*rt.List); ok {
		var bits uint32
		for _, it := range l.Items {
			b, err := signalBits(vm, it)
			if err != nil {
				return 0, err
			}
			bits |= b
		}
		return bits, nil
	}
	d, ok := vm.Get0(v).(*rt.Dict)
	if !ok {
		return 0, vm.TypeError("argument must be a signal dict")
	}
	if d.Len() != len(signalMap) {
		return 0, vm.NewExceptionObj(rt.KeyErrorType, []rt.Value{vm.NewStr("invalid signal dict")})
	}
	var bits uint32
	for _, s := range signalMap {
		b, ok, err := d.Get(vm, s.cls.Self())
		if err != nil {
			return 0, err
		}
		if !ok {
			return 0, vm.NewExceptionObj(rt.KeyErrorType, []rt.Value{vm.NewStr("invalid signal dict")})
		}
		t, err := vm.Truth(b)
		if err != nil {
			return 0, err
		}
		if t {
			bits |= s.bits
		}
	}
	return bits, nil
}

func (c *Context) repr() string {
	return fmt.Sprintf("Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, flags=%s, traps=%s)",
		c.prec, roundNames[c.round], c.emin, c.emax, c.capitals, c.clamp, statusString(c.flags), statusString(c.traps))
}

var contextParams = []string{"prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps"}

// configure applies Context(...)/localcontext(...) keyword settings.
func (c *Context) configure(vm *rt.VM, a []rt.Value) error {
	set := []func(*rt.VM, rt.Value) error{c.setPrec, c.setRounding, c.setEmin, c.setEmax, c.setCapitals, c.setClamp}
	for i, f := range set {
		if a[i] != rt.Unbound && a[i] != rt.None {
			if err := f(vm, a[i]); err != nil {
				return err
			}
		}
	}
	if a[7] != rt.Unbound && a[7] != rt.None {
		b, err := signalsArg(vm, a[7])
		if err != nil {
			return err
		}
		c.traps = b
	}
	if a[6] != rt.Unbound && a[6] != rt.None {
		b, err := signalsArg(vm, a[6])
		if err != nil {
			return err
		}
		c.flags = b
	}
	return nil
}

// ---- SignalDict ----

// SignalDictType is the type of Context.flags and Context.traps.
var SignalDictType = rt.ModuleClass("decimal", "decimal.SignalDictMixin", nil)

// SignalDict is a live view of a context's flags or traps.
type SignalDict struct {
	rt.Head
	ctx   rt.Value
	traps bool
}

// Trace implements rt.Object.
func (s *SignalDict) Trace(t *rt.Tracer) { t.Mark(s.ctx) }

func (s *SignalDict) bits(vm *rt.VM) *uint32 {
	c := vm.Get(s.ctx).(*Context)
	if s.traps {
		return &c.traps
	}
	return &c.flags
}

func (s *SignalDict) get(vm *rt.VM) uint32 { return *s.bits(vm) }

func signalDict(vm *rt.VM, ctx rt.Value, traps bool) rt.Value {
	s := &SignalDict{ctx: ctx, traps: traps}
	s.SetClass(SignalDictType)
	return vm.Alloc(s)
}

func sdSelf(vm *rt.VM, v rt.Value) *SignalDict {
	s, _ := vm.Get0(v).(*SignalDict)
	return s
}

func flagsDict(vm *rt.VM, bits uint32) (rt.Value, error) {
	d := vm.NewDictObj()
	for _, s := range signalMap {
		if err := d.Set(vm, s.cls.Self(), rt.Bool(bits&s.bits != 0)); err != nil {
			return rt.Unbound, err
		}
	}
	return d.Self(), nil
}

func init() {
	c := SignalDictType
	c.AddMethod("__len__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.SmallInt(int64(len(signalMap))), nil
	})
	c.AddMethod("__getitem__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("expected 1 argument")
		}
		b, err := signalBits(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(sdSelf(vm, args[0]).get(vm)&b != 0), nil
	})
	c.AddMethod("get", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) < 2 || len(args) > 3 {
			return rt.Unbound, vm.TypeError("get expected at least 1 argument")
		}
		b, err := signalBits(vm, args[1])
		if err != nil {
			if len(args) == 3 {
				return args[2], nil
			}
			return rt.None, nil
		}
		return rt.Bool(sdSelf(vm, args[0]).get(vm)&b != 0), nil
	})
	c.AddMethod("__contains__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		_, err := signalBits(vm, args[1])
		return rt.Bool(err == nil), nil
	})
	c.AddMethod("__setitem__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 3 {
			return rt.Unbound, vm.TypeError("expected 2 arguments")
		}
		b, err := signalBits(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		t, err := vm.Truth(args[2])
		if err != nil {
			return rt.Unbound, err
		}
		p := sdSelf(vm, args[0]).bits(vm)
		if t {
			*p |= b
		} else {
			*p &^= b
		}
		return rt.None, nil
	})
	c.AddMethod("__delitem__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.Unbound, vm.ValueError("signal keys cannot be deleted")
	})
	keys := func(vm *rt.VM) []rt.Value {
		out := make([]rt.Value, len(signalMap))
		for i, s := range signalMap {
			out[i] = s.cls.Self()
		}
		return out
	}
	c.AddMethod("__iter__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.Iter(vm.NewTuple(keys(vm)))
	})
	c.AddMethod("keys", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewList(keys(vm)), nil
	})
	c.AddMethod("values", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		bits := sdSelf(vm, args[0]).get(vm)
		out := make([]rt.Value, len(signalMap))
		for i, s := range signalMap {
			out[i] = rt.Bool(bits&s.bits != 0)
		}
		return vm.NewList(out), nil
	})
	c.AddMethod("items", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		bits := sdSelf(vm, args[0]).get(vm)
		out := make([]rt.Value, len(signalMap))
		for i, s := range signalMap {
			out[i] = vm.NewTuple([]rt.Value{s.cls.Self(), rt.Bool(bits&s.bits != 0)})
		}
		return vm.NewList(out), nil
	})
	c.AddMethod("copy", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return flagsDict(vm, sdSelf(vm, args[0]).get(vm))
	})
	c.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		bits := sdSelf(vm, args[0]).get(vm)
		s := "{"
		for i, sg := range signalMap {
			if i > 0 {
				s += ", "
			}
			b := "False"
			if bits&sg.bits != 0 {
				b = "True"
			}
			s += "<class 'decimal." + sg.name + "'>:" + b
		}
		return vm.NewStr(s + "}"), nil
	})
	eq := func(ne bool) rt.BuiltinFn {
		return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a := sdSelf(vm, args[0]).get(vm)
			var b uint32
			if o := sdSelf(vm, args[1]); o != nil {
				b = o.get(vm)
			} else if _, ok := vm.Get0(args[1]).(*rt.Dict); ok {
				x, err := signalsArg(vm, args[1])
				if err != nil {
					return rt.NotImplemented, nil
				}
				b = x
			} else {
				return rt.NotImplemented, nil
			}
			return rt.Bool((a == b) != ne), nil
		}
	}
	c.AddMethod("__eq__", eq(false))
	c.AddMethod("__ne__", eq(true))
	c.SetAttrStatic("__hash__", rt.None)
}

// ---- ContextManager ----

// ContextManagerType is what localcontext() returns.
var ContextManagerType = rt.ModuleClass("decimal", "decimal.ContextManager", nil)

type contextManager struct {
	rt.Head
	local, saved rt.Value
}

func (m *contextManager) Trace(t *rt.Tracer) { t.Mark(m.local); t.Mark(m.saved) }

func init() {
	c := ContextManagerType
	c.AddMethod("__enter__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		m := vm.Get(args[0]).(*contextManager)
		s := getState(vm)
		current(vm)
		m.saved = s.cur
		s.cur = m.local
		return m.local, nil
	})
	c.AddMethod("__exit__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		m := vm.Get(args[0]).(*contextManager)
		getState(vm).cur = m.saved
		return rt.None, nil
	})
}

// ---- Context methods ----

func init() {
	c := ContextType
	c.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		n, v := newContext(vm, cls)
		s := getState(vm)
		if s.dflt == rt.Unbound {
			_, s.dflt = defaultTemplate(vm)
		}
		t := vm.Get(s.dflt).(*Context)
		n.prec, n.emin, n.emax, n.round = t.prec, t.emin, t.emax, t.round
		n.capitals, n.clamp, n.flags, n.traps = t.capitals, t.clamp, t.flags, t.traps
		n.sync()
		return v, nil
	}
	c.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ctx, err := ctxSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		var buf argBuf
		a, err := bind(&buf, vm, "Context", args[1:], kw, contextParams, 0)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, ctx.configure(vm, a)
	})
	getset := func(name string, get func(c *Context) rt.Value, set func(c *Context, vm *rt.VM, v rt.Value) error) {
		addGetSetDel(c, name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			ctx, err := ctxSelf(vm, self)
			if err != nil {
				return rt.Unbound, err
			}
			return get(ctx), nil
		}, func(vm *rt.VM, self, v rt.Value) error {
			ctx, err := ctxSelf(vm, self)
			if err != nil {
				return err
			}
			if v == rt.Unbound {
				return vm.Errorf(rt.AttributeErrorType, "context attributes cannot be deleted")
			}
			return set(ctx, vm, v)
		})
	}
	getset("prec", func(c *Context) rt.Value { return rt.SmallInt(c.prec) }, (*Context).setPrec)
	getset("Emin", func(c *Context) rt.Value { return rt.SmallInt(c.emin) }, (*Context).setEmin)
	getset("Emax", func(c *Context) rt.Value { return rt.SmallInt(c.emax) }, (*Context).setEmax)
	getset("capitals", func(c *Context) rt.Value { return rt.SmallInt(int64(c.capitals)) }, (*Context).setCapitals)
	getset("clamp", func(c *Context) rt.Value { return rt.SmallInt(int64(c.clamp)) }, (*Context).setClamp)
	getset("rounding", func(c *Context) rt.Value { return rt.StaticStr(roundNames[c.round]) }, (*Context).setRounding)
	for _, traps := range []bool{false, true} {
		traps := traps
		name := "flags"
		if traps {
			name = "traps"
		}
		addGetSetDel(c, name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			if _, err := ctxSelf(vm, self); err != nil {
				return rt.Unbound, err
			}
			return signalDict(vm, self, traps), nil
		}, func(vm *rt.VM, self, v rt.Value) error {
			ctx, err := ctxSelf(vm, self)
			if err != nil {
				return err
			}
			if v == rt.Unbound {
				return vm.Errorf(rt.AttributeErrorType, "context attributes cannot be deleted")
			}
			if _, ok := vm.Get0(v).(*rt.List); ok {
				return vm.TypeError("argument must be a signal dict")
			}
			b, err := signalsArg(vm, v)
			if err != nil {
				return err
			}
			if traps {
				ctx.traps = b
			} else {
				ctx.flags = b
			}
			return nil
		})
	}
	method := func(name string, n int, fn func(vm *rt.VM, ctx *Context, self rt.Value, a []rt.Value) (rt.Value, error)) {
		c.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			ctx, err := ctxSelf(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			if len(kw) > 0 {
				return rt.Unbound, vm.TypeError("%s() takes no keyword arguments", name)
			}
			if len(args)-1 != n {
				if n == 0 {
					return rt.Unbound, vm.TypeError("Context.%s() takes no arguments (%d given)", name, len(args)-1)
				}
				if n == 1 {
					return rt.Unbound, vm.TypeError("Context.%s() takes exactly one argument (%d given)", name, len(args)-1)
				}
				return rt.Unbound, vm.TypeError("%s expected %d arguments, got %d", name, n, len(args)-1)
			}
			return fn(vm, ctx, args[0], args[1:])
		})
	}
	method("__repr__", 0, func(vm *rt.VM, ctx *Context, self rt.Value, a []rt.Value) (rt.Value, error) {
		return vm.NewStr(ctx.repr()), nil
	})
	copyFn := func(vm *rt.VM, ctx *Context, self rt.Value, a []rt.Value) (rt.Value, error) {
		_, v := copyContext(vm, ctx)
		return v, nil
	}
	method("copy", 0, copyFn)
	method("__copy__", 0, copyFn)
	method("clear_flags", 0, func(vm *rt.VM, ctx *Context, self rt.Value, a []rt.Value) (rt.Value, error) {
		ctx.flags = 0
		return rt.None, nil
	})
	method("clear_traps", 0, func(vm *rt.VM, ctx *Context, self rt.Value, a []rt.Value) (rt.Value, error) {
		ctx.traps = 0
		return rt.None, nil
	})
	method("Etiny", 0, func(vm *rt.VM, ctx *Context, self rt.Value, a []rt.Value) (rt.Value, error) {
		return vm.NewInt(ctx.etiny()), nil
	})
	method("Etop", 0, func(vm *rt.VM, ctx *Context, self rt.Value, a []rt.Value) (rt.Value, error) {
		return vm.NewInt(ctx.etop()), nil
	})
	method("radix", 0, func(vm *rt.VM, ctx *Context, self rt.Value, a []rt.Value) (rt.Value, error) {
		return newDec(vm, DecimalType, apd.New(10, 0)), nil
	})
	method("__reduce__", 0, func(vm *rt.VM, ctx *Context, self rt.Value, a []rt.Value) (rt.Value, error) {
		list := func(bits uint32) rt.Value {
			var out []rt.Value
			for _, s := range signalMap {
				if bits&s.bits != 0 {
					out = append(out, s.cls.Self())
				}
			}
			return vm.NewList(out)
		}
		return vm.NewTuple([]rt.Value{vm.ClassOf(self).Self(), vm.NewTuple([]rt.Value{
			vm.NewInt(ctx.prec), rt.StaticStr(roundNames[ctx.round]), vm.NewInt(ctx.emin), vm.NewInt(ctx.emax),
			rt.SmallInt(int64(ctx.capitals)), rt.SmallInt(int64(ctx.clamp)), list(ctx.flags), list(ctx.traps)})}), nil
	})
	c.AddMethod("create_decimal", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ctx, err := ctxSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		var buf argBuf
		a, err := bind(&buf, vm, "create_decimal", args[1:], kw, []string{"num"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		return createDecimal(vm, ctx, rt.ArgOr(a[0], rt.StaticStr("0")))
	})
	method("create_decimal_from_float", 1, func(vm *rt.VM, ctx *Context, self rt.Value, a []rt.Value) (rt.Value, error) {
		var d apd.Decimal
		if err := fromFloatValue(vm, a[0], &d); err != nil {
			return rt.Unbound, err
		}
		var r apd.Decimal
		st := ctx.finish(&r, &d, 0)
		if err := ctx.add(vm, st); err != nil {
			return rt.Unbound, err
		}
		return newDec(vm, DecimalType, &r), nil
	})
	method("_apply", 1, func(vm *rt.VM, ctx *Context, self rt.Value, a []rt.Value) (rt.Value, error) {
		return ctxApply(vm, ctx, a[0])
	})
}

func ctxApply(vm *rt.VM, ctx *Context, v rt.Value) (rt.Value, error) {
	x, err := convertRaise(vm, ctx, v)
	if err != nil {
		return rt.Unbound, err
	}
	var r apd.Decimal
	st := ctx.finish(&r, x, 0)
	if err := ctx.add(vm, st); err != nil {
		return rt.Unbound, err
	}
	return newDec(vm, DecimalType, &r), nil
}

// ---- module functions ----

var moduleFuncs = rt.StaticFuncs("decimal", rt.ModuleFuncs{
	"getcontext": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) > 0 || len(kw) > 0 {
			return rt.Unbound, vm.TypeError("_decimal.getcontext() takes no arguments (%d given)", len(args)+len(kw))
		}
		current(vm)
		return getState(vm).cur, nil
	},
	"setcontext": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 1 || len(kw) > 0 {
			return rt.Unbound, vm.TypeError("setcontext() takes exactly one argument (%d given)", len(args)+len(kw))
		}
		c, ok := vm.Get0(args[0]).(*Context)
		if !ok {
			return rt.Unbound, vm.TypeError("argument must be a context")
		}
		s := getState(vm)
		v := args[0]
		// The templates are copied, as CPython does, so that changing the
		// current context never changes them.
		if v == s.dflt || v == s.basic || v == s.ext {
			n, nv := copyContext(vm, c)
			n.flags = 0
			v = nv
		}
		s.cur = v
		return rt.None, nil
	},
	"localcontext": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) > 1 {
			return rt.Unbound, vm.TypeError("localcontext() takes at most 1 argument (%d given)", len(args))
		}
		base := rt.None
		if len(args) == 1 {
			base = args[0]
		}
		a := make([]rt.Value, len(contextParams))
		for i := range a {
			a[i] = rt.Unbound
		}
		for _, k := range kw {
			found := false
			if k.Name == "ctx" && len(args) == 0 {
				base, found = k.Value, true
			}
			for i, n := range contextParams {
				if n == k.Name {
					a[i], found = k.Value, true
				}
			}
			if !found {
				return rt.Unbound, vm.KeywordError("this function", k.Name, append([]string{"ctx"}, contextParams...))
			}
		}
		src, err := ctxArg(vm, base)
		if err != nil {
			return rt.Unbound, err
		}
		n, nv := copyContext(vm, src)
		if err := n.configure(vm, a); err != nil {
			return rt.Unbound, err
		}
		m := &contextManager{local: nv, saved: rt.None}
		m.SetClass(ContextManagerType)
		return vm.Alloc(m), nil
	},
})

// addGetSetDel registers a Context attribute that refuses deletion with
// CPython's message.
func addGetSetDel(c *rt.Class, name string, get func(vm *rt.VM, self rt.Value) (rt.Value, error), set func(vm *rt.VM, self, v rt.Value) error) {
	g := &rt.GetSet{Name: name, Owner: c, Get: get, Set: set, Del: func(vm *rt.VM, self rt.Value) error {
		return vm.Errorf(rt.AttributeErrorType, "context attributes cannot be deleted")
	}}
	g.SetClass(rt.GetSetType)
	c.SetAttrStatic(name, rt.StaticAlloc(g))
}
