package random

import (
	"crypto/rand"
	"crypto/sha512"
	"encoding/binary"
	"math"
	"math/big"
	"math/bits"

	"github.com/cpjit/cpjit/lang/internal/libm"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// ---- the Random type ----

// RandomType is random.Random.
var RandomType = rt.ModuleClass("random", "Random", nil)

// modSystemRandomType is random.SystemRandom.
var modSystemRandomType = rt.ModuleClass("random", "SystemRandom", RandomType)

// modRandom is an instance of random.Random (or a subclass).
type modRandom struct {
	rt.Head
	mt        modMT
	gaussNext rt.Value // None or a float
	system    bool     // SystemRandom: draw from the OS
}

// Trace implements Object.
func (r *modRandom) Trace(t *rt.Tracer) { t.Mark(r.gaussNext) }

func (r *modRandom) float() float64 {
	if r.system {
		var b [8]byte
		rand.Read(b[:7])
		x := binary.BigEndian.Uint64(b[:]) >> 8 // 56 bits
		return float64(x>>3) * (1.0 / 9007199254740992.0)
	}
	return r.mt.random()
}

func (r *modRandom) bits64(k int) uint64 {
	if r.system {
		var b [8]byte
		rand.Read(b[:])
		x := binary.LittleEndian.Uint64(b[:])
		if k == 0 {
			return 0
		}
		return x >> (64 - k)
	}
	return r.mt.bits64(k)
}

func (r *modRandom) bigBits(k int) *big.Int {
	if r.system {
		nb := (k + 7) / 8
		buf := make([]byte, nb)
		rand.Read(buf)
		x := new(big.Int).SetBytes(buf)
		return x.Rsh(x, uint(nb*8-k))
	}
	return r.mt.bigBits(k)
}

// modRandSelf returns the *modRandom behind a method's self.
func modRandSelf(vm *rt.VM, v rt.Value, meth string) (*modRandom, error) {
	r, ok := vm.Get0(v).(*modRandom)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' for '_random.Random' objects doesn't apply to a '%s' object", meth, vm.TypeName(v))
	}
	return r, nil
}

// modRandDispatch says how an instance's class draws random numbers.
type modRandDispatch uint8

const (
	modRandNative      modRandDispatch = iota // the Go generator
	modRandViaBelow                           // a Python _randbelow override
	modRandViaBits                            // a Python getrandbits override
	modRandViaRandom                          // a Python random override (no getrandbits)
	modRandFloatNative                        // random() is native even if getrandbits is not
)

// dispatch inspects the MRO like Random.__init_subclass__ does.
func randDispatchOf(vm *rt.VM, r *modRandom) (below modRandDispatch, floatNative bool) {
	cls := r.Class()
	if cls.Builtin {
		return modRandNative, true
	}
	below = modRandNative
	floatNative = true
	gotBelow, gotFloat := false, false
	for _, k := range cls.MRO {
		if k.Builtin {
			break
		}
		if !gotBelow {
			if _, ok := k.Dict.GetStr(vm, "_randbelow"); ok {
				below, gotBelow = modRandViaBelow, true
			} else if _, ok := k.Dict.GetStr(vm, "getrandbits"); ok {
				below, gotBelow = modRandViaBits, true
			} else if _, ok := k.Dict.GetStr(vm, "random"); ok {
				below, gotBelow = modRandViaRandom, true
			}
		}
		if !gotFloat {
			if _, ok := k.Dict.GetStr(vm, "random"); ok {
				floatNative, gotFloat = false, true
			}
		}
	}
	return below, floatNative
}

// randFloat is self.random().
func modRandFloat(vm *rt.VM, self rt.Value, r *modRandom, native bool) (float64, error) {
	if native {
		return r.float(), nil
	}
	v, err := vm.CallMethod(self, "random")
	if err != nil {
		return 0, err
	}
	return vm.ToFloat(v)
}

// modRandFloatFn returns a function drawing self.random() repeatedly.
func modRandFloatFn(vm *rt.VM, self rt.Value, r *modRandom) func() (float64, error) {
	_, native := randDispatchOf(vm, r)
	if native {
		return func() (float64, error) { return r.float(), nil }
	}
	return func() (float64, error) { return modRandFloat(vm, self, r, false) }
}

// modRandBelow returns a random int in [0, n) for n > 0, the way
// self._randbelow(n) would.
func modRandBelow(vm *rt.VM, self rt.Value, r *modRandom, n int64) (int64, error) {
	how, _ := randDispatchOf(vm, r)
	if how == modRandNative {
		k := bits.Len64(uint64(n))
		x := int64(r.bits64(k))
		for x >= n {
			x = int64(r.bits64(k))
		}
		return x, nil
	}
	v, err := modRandBelowSlow(vm, self, r, how, big.NewInt(n))
	if err != nil {
		return 0, err
	}
	return vm.Index(v)
}

// modRandBelowBig is _randbelow for any n > 0.
func modRandBelowBig(vm *rt.VM, self rt.Value, r *modRandom, n *big.Int) (rt.Value, error) {
	if n.IsInt64() {
		x, err := modRandBelow(vm, self, r, n.Int64())
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(x), nil
	}
	how, _ := randDispatchOf(vm, r)
	if how == modRandNative {
		k := n.BitLen()
		x := r.bigBits(k)
		for x.Cmp(n) >= 0 {
			x = r.bigBits(k)
		}
		return vm.NewBigInt(x), nil
	}
	return modRandBelowSlow(vm, self, r, how, n)
}

func modRandBelowSlow(vm *rt.VM, self rt.Value, r *modRandom, how modRandDispatch, n *big.Int) (rt.Value, error) {
	nv := vm.NewBigInt(n)
	switch how {
	case modRandViaBelow:
		return vm.CallMethod(self, "_randbelow", nv)
	case modRandViaBits:
		k := rt.SmallInt(int64(n.BitLen()))
		for {
			x, err := vm.CallMethod(self, "getrandbits", k)
			if err != nil {
				return rt.Unbound, err
			}
			ge, err := vm.CompareBool(rt.CmpGE, x, nv)
			if err != nil {
				return rt.Unbound, err
			}
			if !ge {
				return x, nil
			}
		}
	default:
		// _randbelow_without_getrandbits
		const maxsize = 1 << 53
		if n.Cmp(big.NewInt(maxsize)) >= 0 {
			if err := modWarn(vm, "Underlying random() generator does not supply \nenough bits to choose from a population range this large.\nTo remove the range limitation, add a getrandbits() method.", rt.UserWarningType); err != nil {
				return rt.Unbound, err
			}
			f, err := modRandFloat(vm, self, r, false)
			if err != nil {
				return rt.Unbound, err
			}
			bf, _ := new(big.Float).Mul(big.NewFloat(f), new(big.Float).SetInt(n)).Int(nil)
			return vm.NewBigInt(bf), nil
		}
		nn := n.Int64()
		rem := int64(maxsize) % nn
		limit := float64(maxsize-rem) / float64(maxsize)
		for {
			f, err := modRandFloat(vm, self, r, false)
			if err != nil {
				return rt.Unbound, err
			}
			if f < limit {
				return vm.NewInt(int64(math.Floor(f*maxsize)) % nn), nil
			}
		}
	}
}

// modWarn issues a warning through the warnings module when available,
// else writes it to stderr.
func modWarn(vm *rt.VM, msg string, cat *rt.Class) error {
	return vm.Warn(cat, msg, 2)
}

// seed implements Random.seed(a=None, version=2).
func modRandSeed(vm *rt.VM, r *modRandom, a rt.Value, version int64) error {
	r.gaussNext = rt.None
	if a == rt.None || a == rt.Unbound {
		if r.system {
			return nil
		}
		r.mt.seedUrandom()
		return nil
	}
	var n *big.Int
	if b, ok := vm.BigOf(a); ok {
		n = b
	} else if s, isStr := vm.AsStr(a); isStr || vm.IsInstance(a, rt.BytesType) || vm.IsInstance(a, rt.ByteArrayType) {
		var data []byte
		if isStr {
			data = []byte(s.S)
		} else if b, ok := vm.Get0(a).(*rt.Bytes); ok {
			data = b.B
		} else {
			data = vm.Get0(a).(*rt.ByteArray).B
		}
		switch {
		case version == 1 && !vm.IsInstance(a, rt.ByteArrayType):
			var runes []rune
			if isStr {
				runes = s.Runes()
			} else {
				runes = make([]rune, len(data))
				for i, c := range data {
					runes[i] = rune(c)
				}
			}
			var x uint64
			if len(runes) > 0 {
				x = uint64(runes[0]) << 7
			}
			for _, c := range runes {
				x = (1000003 * x) ^ uint64(c)
			}
			x ^= uint64(len(runes))
			n = new(big.Int).SetUint64(x)
		case version == 2:
			sum := sha512.Sum512(data)
			n = new(big.Int).SetBytes(append(append([]byte(nil), data...), sum[:]...))
		default:
			h, err := vm.Hash(a)
			if err != nil {
				return err
			}
			n = new(big.Int).SetUint64(uint64(h))
		}
	} else if a.IsFloat() || vm.IsInstance(a, rt.FloatType) {
		h, err := vm.Hash(a)
		if err != nil {
			return err
		}
		n = new(big.Int).SetUint64(uint64(h))
	} else {
		return vm.TypeError("The only supported seed types are:\nNone, int, float, str, bytes, and bytearray.")
	}
	if r.system {
		return nil
	}
	r.mt.seedBig(n.Abs(n))
	return nil
}

func modRandGetstate(vm *rt.VM, r *modRandom) rt.Value {
	items := make([]rt.Value, modMTN+1)
	for i, w := range r.mt.state {
		items[i] = vm.NewInt(int64(w))
	}
	items[modMTN] = rt.SmallInt(int64(r.mt.index))
	return vm.NewTupleCopy([]rt.Value{rt.SmallInt(3), vm.NewTuple(items), r.gaussNext})
}

func modRandSetstate(vm *rt.VM, r *modRandom, state rt.Value) error {
	st, ok := vm.AsTuple(state)
	if !ok {
		// CPython indexes state[0] and unpacks; mirror its errors loosely.
		if _, err := vm.GetItem(state, rt.SmallInt(0)); err != nil {
			return err
		}
		return vm.TypeError("state must be a tuple")
	}
	if len(st.Items) == 0 {
		return vm.IndexError("tuple index out of range")
	}
	version := st.Items[0]
	isV := func(n int64) bool {
		eq, _ := vm.Eq(version, rt.SmallInt(n))
		return eq
	}
	if !isV(3) && !isV(2) {
		s, err := vm.Str(version)
		if err != nil {
			return err
		}
		return vm.ValueError("state with version %s passed to Random.setstate() of version 3", s)
	}
	if len(st.Items) != 3 {
		if len(st.Items) > 3 {
			return vm.ValueError("too many values to unpack (expected 3)")
		}
		return vm.ValueError("not enough values to unpack (expected 3, got %d)", len(st.Items))
	}
	inner, ok := vm.AsTuple(st.Items[1])
	if !ok {
		return vm.TypeError("state vector must be a tuple")
	}
	if len(inner.Items) != modMTN+1 {
		return vm.ValueError("state vector is the wrong size")
	}
	var ns [modMTN]uint32
	for i := 0; i < modMTN; i++ {
		b, err := vm.IndexBig(inner.Items[i])
		if err != nil {
			return err
		}
		if isV(2) {
			b.Mod(b, big.NewInt(1<<32))
		}
		if b.Sign() < 0 {
			return vm.Errorf(rt.OverflowErrorType, "can't convert negative value to unsigned int")
		}
		if b.BitLen() > 64 {
			return vm.Errorf(rt.OverflowErrorType, "Python int too large to convert to C unsigned long")
		}
		ns[i] = uint32(b.Uint64())
	}
	idx, err := vm.IndexBig(inner.Items[modMTN])
	if err != nil {
		return err
	}
	if idx.Sign() < 0 || idx.Cmp(big.NewInt(modMTN)) > 0 {
		return vm.ValueError("invalid state")
	}
	r.mt.state = ns
	r.mt.index = int(idx.Int64())
	r.gaussNext = st.Items[2]
	return nil
}

// modGetrandbits implements getrandbits(k).
func modGetrandbits(vm *rt.VM, r *modRandom, kv rt.Value) (rt.Value, error) {
	if kv.IsFloat() {
		return rt.Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
	}
	k, err := vm.IndexInt(kv)
	if err != nil {
		return rt.Unbound, err
	}
	if k < 0 {
		return rt.Unbound, vm.ValueError("number of bits must be non-negative")
	}
	if k <= 47 {
		return rt.SmallInt(int64(r.bits64(int(k)))), nil
	}
	if k <= 63 {
		return vm.NewInt(int64(r.bits64(int(k)))), nil
	}
	return vm.NewBigInt(r.bigBits(int(k))), nil
}

// modRandrange implements randrange(start, stop=None, step=1).
func modRandrange(vm *rt.VM, self rt.Value, r *modRandom, start, stop, step rt.Value) (rt.Value, error) {
	// Fast path: small ints.
	if start.IsSmallInt() && (stop == rt.Unbound || stop == rt.None || stop.IsSmallInt()) && (step == rt.Unbound || step == rt.SmallInt(1)) {
		if stop == rt.Unbound || stop == rt.None {
			n := start.Int()
			if n > 0 {
				x, err := modRandBelow(vm, self, r, n)
				return rt.SmallInt(x), err
			}
			return rt.Unbound, vm.ValueError("empty range for randrange()")
		}
		a, b := start.Int(), stop.Int()
		if b > a {
			x, err := modRandBelow(vm, self, r, b-a)
			return vm.NewInt(a + x), err
		}
		return rt.Unbound, vm.ValueError("empty range in randrange(%d, %d)", a, b)
	}
	istart, err := vm.IndexBig(start)
	if err != nil {
		return rt.Unbound, err
	}
	if stop == rt.Unbound || stop == rt.None {
		if step != rt.Unbound && step != rt.SmallInt(1) {
			return rt.Unbound, vm.TypeError("Missing a non-None stop argument")
		}
		if istart.Sign() > 0 {
			return modRandBelowBig(vm, self, r, istart)
		}
		return rt.Unbound, vm.ValueError("empty range for randrange()")
	}
	istop, err := vm.IndexBig(stop)
	if err != nil {
		return rt.Unbound, err
	}
	width := new(big.Int).Sub(istop, istart)
	istep := big.NewInt(1)
	if step != rt.Unbound {
		if istep, err = vm.IndexBig(step); err != nil {
			return rt.Unbound, err
		}
	}
	if istep.IsInt64() && istep.Int64() == 1 {
		if width.Sign() > 0 {
			x, err := modRandBelowBig(vm, self, r, width)
			if err != nil {
				return rt.Unbound, err
			}
			xb, _ := vm.IndexBig(x)
			return vm.NewBigInt(xb.Add(xb, istart)), nil
		}
		ss, err := vm.Str(start)
		if err != nil {
			return rt.Unbound, err
		}
		st, err := vm.Str(stop)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Unbound, vm.ValueError("empty range in randrange(%s, %s)", ss, st)
	}
	var n *big.Int
	switch istep.Sign() {
	case 1:
		n = new(big.Int).Add(width, istep)
		n.Sub(n, big.NewInt(1))
		n = modFloorDivBig(n, istep)
	case -1:
		n = new(big.Int).Add(width, istep)
		n.Add(n, big.NewInt(1))
		n = modFloorDivBig(n, istep)
	default:
		return rt.Unbound, vm.ValueError("zero step for randrange()")
	}
	if n.Sign() <= 0 {
		ss, err := vm.Str(start)
		if err != nil {
			return rt.Unbound, err
		}
		st, err := vm.Str(stop)
		if err != nil {
			return rt.Unbound, err
		}
		sp, err := vm.Str(step)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Unbound, vm.ValueError("empty range in randrange(%s, %s, %s)", ss, st, sp)
	}
	x, err := modRandBelowBig(vm, self, r, n)
	if err != nil {
		return rt.Unbound, err
	}
	xb, _ := vm.IndexBig(x)
	xb.Mul(xb, istep)
	return vm.NewBigInt(xb.Add(xb, istart)), nil
}

func modFloorDivBig(a, b *big.Int) *big.Int {
	q, m := new(big.Int).QuoRem(a, b, new(big.Int))
	if m.Sign() != 0 && (m.Sign() < 0) != (b.Sign() < 0) {
		q.Sub(q, big.NewInt(1))
	}
	return q
}

// modNumOp computes a op b, with float fast paths.
func modNumOp(vm *rt.VM, op rt.BinOp, a, b rt.Value) (rt.Value, error) { return vm.Binary(op, a, b) }

// modRandArgs binds a Random method's arguments (self excluded).
func modRandArgs(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg, names []string, required int) (*modRandom, []rt.Value, error) {
	if len(args) == 0 {
		return nil, nil, vm.TypeError("descriptor '%s' of '_random.Random' object needs an argument", name)
	}
	r, err := modRandSelf(vm, args[0], name)
	if err != nil {
		return nil, nil, err
	}
	if len(kw) == 0 && len(args)-1 == len(names) {
		return r, args[1:], nil
	}
	a, err := modBindMethodArgs(vm, name, args[1:], kw, names, required)
	return r, a, err
}

// modBindMethodArgs binds arguments with Python-function-style messages
// ("Random.randrange() missing 1 required positional argument: 'start'").
func modBindMethodArgs(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg, names []string, required int) ([]rt.Value, error) {
	out := make([]rt.Value, len(names))
	for i := range out {
		out[i] = rt.Unbound
	}
	if len(args) > len(names) {
		were := "were"
		if len(args)+1 == 1 {
			were = "was"
		}
		if required == len(names) {
			return nil, vm.TypeError("%s() takes %d positional argument%s but %d %s given", name, required+1, rt.Plural(required+1), len(args)+1, were)
		}
		return nil, vm.TypeError("%s() takes from %d to %d positional arguments but %d %s given", name, required+1, len(names)+1, len(args)+1, were)
	}
	copy(out, args)
	for _, k := range kw {
		found := false
		for i, n := range names {
			if n == k.Name {
				if out[i] != rt.Unbound {
					return nil, vm.TypeError("%s() got multiple values for argument '%s'", name, n)
				}
				out[i] = k.Value
				found = true
				break
			}
		}
		if !found {
			return nil, vm.KeywordError(name+"()", k.Name, names)
		}
	}
	var missing []string
	for i := 0; i < required; i++ {
		if out[i] == rt.Unbound {
			missing = append(missing, "'"+names[i]+"'")
		}
	}
	if len(missing) > 0 {
		list := missing[0]
		if len(missing) == 2 {
			list = missing[0] + " and " + missing[1]
		} else if len(missing) > 2 {
			list = ""
			for i, m := range missing {
				if i == len(missing)-1 {
					list += "and " + m
				} else {
					list += m + ", "
				}
			}
		}
		return nil, vm.TypeError("%s() missing %d required positional argument%s: %s", name, len(missing), rt.Plural(len(missing)), list)
	}
	return out, nil
}

// modFloatArg converts a numeric argument to float64.
func modFloatArg(vm *rt.VM, v rt.Value) (float64, error) {
	if v.IsFloat() {
		return v.Float(), nil
	}
	if v.IsSmallInt() {
		return float64(v.Int()), nil
	}
	return vm.ToFloat(v)
}

// modMuSigma computes mu + z*sigma with Python's arithmetic.
func modMuSigma(vm *rt.VM, mu rt.Value, z float64, sigma rt.Value) (rt.Value, error) {
	if (mu.IsFloat() || mu.IsSmallInt()) && (sigma.IsFloat() || sigma.IsSmallInt()) {
		m, _ := modFloatArg(vm, mu)
		s, _ := modFloatArg(vm, sigma)
		return rt.FloatValue(m + z*s), nil
	}
	p, err := vm.Binary(rt.OpMul, rt.FloatValue(z), sigma)
	if err != nil {
		return rt.Unbound, err
	}
	return vm.Binary(rt.OpAdd, mu, p)
}

// modPyFloatMod is Python's float %.
func modPyFloatMod(x, y float64) float64 {
	m := math.Mod(x, y)
	if m != 0 {
		if (y < 0) != (m < 0) {
			m += y
		}
	} else {
		m = math.Copysign(0, y)
	}
	return m
}

const (
	modNVMagic = 1.7155277699214135
	modLog4    = 1.3862943611198906
	modSGMagic = 2.504077396776274
	modTwoPi   = 6.283185307179586
)

// modIsSequence approximates isinstance(x, collections.abc.Sequence).
func modIsSequence(vm *rt.VM, v rt.Value) bool {
	cls := vm.ClassOf(v)
	for _, k := range []*rt.Class{rt.DictType, rt.SetType, rt.FrozenSetType} {
		if cls.IsSubclass(k) {
			return false
		}
	}
	if _, ok := cls.Lookup(vm, "__getitem__"); !ok {
		return false
	}
	_, ok := cls.Lookup(vm, "__len__")
	return ok
}

// modSample implements Random.sample(population, k, *, counts=None).
func modSample(vm *rt.VM, self rt.Value, r *modRandom, population, kv, counts rt.Value) (rt.Value, error) {
	if !modIsSequence(vm, population) {
		return rt.Unbound, vm.TypeError("Population must be a sequence.  For dicts or sets, use sorted(d).")
	}
	n, err := vm.Len(population)
	if err != nil {
		return rt.Unbound, err
	}
	if counts != rt.Unbound && counts != rt.None {
		var cum []rt.Value
		var acc rt.Value = rt.Unbound
		err := vm.IterAll(counts, func(x rt.Value) error {
			if acc == rt.Unbound {
				acc = x
			} else {
				s, err := vm.Binary(rt.OpAdd, acc, x)
				if err != nil {
					return err
				}
				acc = s
			}
			cum = append(cum, acc)
			return nil
		})
		if err != nil {
			return rt.Unbound, err
		}
		if len(cum) != n {
			return rt.Unbound, vm.ValueError("The number of counts does not match the population")
		}
		total := cum[len(cum)-1]
		cum = cum[:len(cum)-1]
		if !vm.IsInt(total) {
			return rt.Unbound, vm.TypeError("Counts must be integers")
		}
		if le, err := vm.CompareBool(rt.CmpLE, total, rt.SmallInt(0)); err != nil || le {
			if err != nil {
				return rt.Unbound, err
			}
			return rt.Unbound, vm.ValueError("Total of counts must be greater than zero")
		}
		tn, err := vm.Index(total)
		if err != nil {
			return rt.Unbound, err
		}
		sel, err := modSample(vm, self, r, vm.NewRange(0, tn, 1), kv, rt.Unbound)
		if err != nil {
			return rt.Unbound, err
		}
		sl, _ := vm.AsList(sel)
		out := make([]rt.Value, len(sl.Items))
		for i, s := range sl.Items {
			idx, err := modBisect(vm, cum, s, 0, len(cum), true, rt.Unbound)
			if err != nil {
				return rt.Unbound, err
			}
			if out[i], err = vm.GetItem(population, rt.SmallInt(int64(idx))); err != nil {
				return rt.Unbound, err
			}
		}
		return vm.NewList(out), nil
	}
	if ok1, err := vm.CompareBool(rt.CmpLE, rt.SmallInt(0), kv); err != nil {
		return rt.Unbound, err
	} else if ok2, err := vm.CompareBool(rt.CmpLE, kv, rt.SmallInt(int64(n))); err != nil {
		return rt.Unbound, err
	} else if !ok1 || !ok2 {
		return rt.Unbound, vm.ValueError("Sample larger than population or is negative")
	}
	if !vm.IsInt(kv) {
		if _, ok, _ := vm.CallDunder(kv, "__index__"); !ok {
			return rt.Unbound, vm.TypeError("can't multiply sequence by non-int of type '%s'", vm.TypeName(kv))
		}
	}
	k64, err := vm.Index(kv)
	if err != nil {
		return rt.Unbound, err
	}
	k := int(k64)
	result := make([]rt.Value, k)
	setsize := 21
	if k > 5 {
		setsize += int(libm.Pow(4, math.Ceil(libm.Log(float64(k*3))/libm.Log(4))))
	}
	if n <= setsize {
		pool, err := vm.Collect(population)
		if err != nil {
			return rt.Unbound, err
		}
		for i := 0; i < k; i++ {
			j, err := modRandBelow(vm, self, r, int64(n-i))
			if err != nil {
				return rt.Unbound, err
			}
			result[i] = pool[j]
			pool[j] = pool[n-i-1]
		}
	} else {
		selected := make(map[int64]bool, k)
		for i := 0; i < k; i++ {
			j, err := modRandBelow(vm, self, r, int64(n))
			if err != nil {
				return rt.Unbound, err
			}
			for selected[j] {
				if j, err = modRandBelow(vm, self, r, int64(n)); err != nil {
					return rt.Unbound, err
				}
			}
			selected[j] = true
			if result[i], err = vm.GetItem(population, rt.SmallInt(j)); err != nil {
				return rt.Unbound, err
			}
		}
	}
	return vm.NewList(result), nil
}

// modBisect is bisect_right (right=true) or bisect_left over a slice, with
// an optional key function applied to the items.
func modBisect(vm *rt.VM, a []rt.Value, x rt.Value, lo, hi int, right bool, key rt.Value) (int, error) {
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		item := a[mid]
		if key != rt.Unbound && key != rt.None {
			var err error
			if item, err = vm.Call1(key, item); err != nil {
				return 0, err
			}
		}
		var less bool
		var err error
		if right {
			less, err = vm.CompareBool(rt.CmpLT, x, item)
		} else {
			less, err = vm.CompareBool(rt.CmpLT, item, x)
			less = !less
		}
		if err != nil {
			return 0, err
		}
		if less {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo, nil
}

// modChoices implements Random.choices.
func modChoices(vm *rt.VM, self rt.Value, r *modRandom, population, weights, cumWeights, kv rt.Value) (rt.Value, error) {
	rnd := modRandFloatFn(vm, self, r)
	n, err := vm.Len(population)
	if err != nil {
		return rt.Unbound, err
	}
	count := func() (int64, error) {
		if kv.IsFloat() {
			return 0, vm.TypeError("'float' object cannot be interpreted as an integer")
		}
		k, err := vm.Index(kv)
		return max(k, 0), err
	}
	var cum []rt.Value
	if cumWeights == rt.None {
		if weights == rt.None {
			k, err := count()
			if err != nil {
				return rt.Unbound, err
			}
			fn := float64(n)
			out := make([]rt.Value, 0, k)
			list, isList := vm.Get0(population).(*rt.List)
			for i := int64(0); i < k; i++ {
				f, err := rnd()
				if err != nil {
					return rt.Unbound, err
				}
				idx := int64(math.Floor(f * fn))
				if isList && list.Class() == rt.ListType && idx < int64(len(list.Items)) {
					out = append(out, list.Items[idx])
					continue
				}
				v, err := vm.GetItem(population, rt.SmallInt(idx))
				if err != nil {
					return rt.Unbound, err
				}
				out = append(out, v)
			}
			return vm.NewList(out), nil
		}
		var acc rt.Value = rt.Unbound
		err := vm.IterAll(weights, func(x rt.Value) error {
			if acc == rt.Unbound {
				acc = x
			} else {
				s, err := vm.Binary(rt.OpAdd, acc, x)
				if err != nil {
					return err
				}
				acc = s
			}
			cum = append(cum, acc)
			return nil
		})
		if err != nil {
			if rt.ExceptionMatches(err, rt.TypeErrorType) && vm.IsInt(weights) {
				return rt.Unbound, vm.TypeError("The number of choices must be a keyword argument: k=%s", modMust(vm.Repr(weights)))
			}
			return rt.Unbound, err
		}
	} else if weights != rt.None {
		return rt.Unbound, vm.TypeError("Cannot specify both weights and cumulative weights")
	} else {
		cum, err = vm.Collect(cumWeights)
		if err != nil {
			return rt.Unbound, err
		}
	}
	if len(cum) != n {
		return rt.Unbound, vm.ValueError("The number of weights does not match the population")
	}
	if len(cum) == 0 {
		return rt.Unbound, vm.IndexError("list index out of range")
	}
	totalV, err := vm.Binary(rt.OpAdd, cum[len(cum)-1], rt.FloatValue(0))
	if err != nil {
		return rt.Unbound, err
	}
	if le, err := vm.CompareBool(rt.CmpLE, totalV, rt.FloatValue(0)); err != nil {
		return rt.Unbound, err
	} else if le {
		return rt.Unbound, vm.ValueError("Total of weights must be greater than zero")
	}
	total, err := vm.ToFloat(totalV)
	if err != nil {
		return rt.Unbound, err
	}
	if math.IsInf(total, 0) || math.IsNaN(total) {
		return rt.Unbound, vm.ValueError("Total of weights must be finite")
	}
	k, err := count()
	if err != nil {
		return rt.Unbound, err
	}
	hi := n - 1
	out := make([]rt.Value, 0, k)
	for i := int64(0); i < k; i++ {
		f, err := rnd()
		if err != nil {
			return rt.Unbound, err
		}
		x, err := vm.Binary(rt.OpMul, rt.FloatValue(f), totalV)
		if err != nil {
			return rt.Unbound, err
		}
		idx, err := modBisect(vm, cum, x, 0, hi, true, rt.Unbound)
		if err != nil {
			return rt.Unbound, err
		}
		v, err := vm.GetItem(population, rt.SmallInt(int64(idx)))
		if err != nil {
			return rt.Unbound, err
		}
		out = append(out, v)
	}
	return vm.NewList(out), nil
}

// modMust drops the error of a repr used inside an error message.
func modMust(s string, err error) string {
	if err != nil {
		return "?"
	}
	return s
}

func modGammavariate(vm *rt.VM, rnd func() (float64, error), alpha, beta float64) (float64, error) {
	if alpha <= 0.0 || beta <= 0.0 {
		return 0, vm.ValueError("gammavariate: alpha and beta must be > 0.0")
	}
	if alpha > 1.0 {
		ainv := math.Sqrt(2.0*alpha - 1.0)
		bbb := alpha - modLog4
		ccc := alpha + ainv
		for {
			u1, err := rnd()
			if err != nil {
				return 0, err
			}
			if !(1e-7 < u1 && u1 < 0.9999999) {
				continue
			}
			u2, err := rnd()
			if err != nil {
				return 0, err
			}
			u2 = 1.0 - u2
			v := libm.Log(u1/(1.0-u1)) / ainv
			x := alpha * libm.Exp(v)
			z := u1 * u1 * u2
			r := bbb + ccc*v - x
			if r+modSGMagic-4.5*z >= 0.0 || r >= libm.Log(z) {
				return x * beta, nil
			}
		}
	} else if alpha == 1.0 {
		u, err := rnd()
		if err != nil {
			return 0, err
		}
		return -libm.Log(1.0-u) * beta, nil
	}
	var x float64
	for {
		u, err := rnd()
		if err != nil {
			return 0, err
		}
		b := (math.E + alpha) / math.E
		p := b * u
		if p <= 1.0 {
			x = libm.Pow(p, 1.0/alpha)
		} else {
			x = -libm.Log((b - p) / alpha)
		}
		u1, err := rnd()
		if err != nil {
			return 0, err
		}
		if p > 1.0 {
			if u1 <= libm.Pow(x, alpha-1.0) {
				break
			}
		} else if u1 <= libm.Exp(-x) {
			break
		}
	}
	return x * beta, nil
}

func modNormal(vm *rt.VM, rnd func() (float64, error)) (float64, error) {
	for {
		u1, err := rnd()
		if err != nil {
			return 0, err
		}
		u2, err := rnd()
		if err != nil {
			return 0, err
		}
		u2 = 1.0 - u2
		z := modNVMagic * (u1 - 0.5) / u2
		zz := z * z / 4.0
		if zz <= -libm.Log(u2) {
			return z, nil
		}
	}
}

func modLgamma(x float64) float64 {
	v, _ := math.Lgamma(x)
	return v
}

func modBinomial(vm *rt.VM, rnd func() (float64, error), n int64, p float64) (int64, error) {
	if n < 0 {
		return 0, vm.ValueError("n must be non-negative")
	}
	if p <= 0.0 || p >= 1.0 {
		if p == 0.0 {
			return 0, nil
		}
		if p == 1.0 {
			return n, nil
		}
		return 0, vm.ValueError("p must be in the range 0.0 <= p <= 1.0")
	}
	if n == 1 {
		u, err := rnd()
		if err != nil {
			return 0, err
		}
		if u < p {
			return 1, nil
		}
		return 0, nil
	}
	if p > 0.5 {
		k, err := modBinomial(vm, rnd, n, 1.0-p)
		return n - k, err
	}
	if float64(n)*p < 10.0 {
		var x, y int64
		c := libm.Log2(1.0 - p)
		if c == 0 {
			return x, nil
		}
		for {
			u, err := rnd()
			if err != nil {
				return 0, err
			}
			y += int64(math.Floor(libm.Log2(u)/c)) + 1
			if y > n {
				return x, nil
			}
			x++
		}
	}
	setup := false
	fn := float64(n)
	spq := math.Sqrt(fn * p * (1.0 - p))
	b := 1.15 + 2.53*spq
	a := -0.0873 + 0.0248*b + 0.01*p
	c := fn*p + 0.5
	vr := 0.92 - 4.2/b
	var alpha, lpq, m, h float64
	for {
		u, err := rnd()
		if err != nil {
			return 0, err
		}
		u -= 0.5
		us := 0.5 - math.Abs(u)
		k := math.Floor((2.0*a/us+b)*u + c)
		if k < 0 || k > fn {
			continue
		}
		v, err := rnd()
		if err != nil {
			return 0, err
		}
		if us >= 0.07 && v <= vr {
			return int64(k), nil
		}
		if !setup {
			alpha = (2.83 + 5.1/b) * spq
			lpq = libm.Log(p / (1.0 - p))
			m = math.Floor((fn + 1) * p)
			h = modLgamma(m+1) + modLgamma(fn-m+1)
			setup = true
		}
		v *= alpha / (a/(us*us) + b)
		if libm.Log(v) <= h-modLgamma(k+1)-modLgamma(fn-k+1)+(k-m)*lpq {
			return int64(k), nil
		}
	}
}
