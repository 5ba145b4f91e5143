package runtime

import (
	"math/big"
	"math/bits"
)

// Ints beyond int64 but below 2**128 are what arithmetic on 64-bit
// quantities makes all the time: products of two int64s, hashes and
// linear congruential generators reduced mod 2**64, masks and shifts of
// 64-bit words. For them, int's operators work on two machine words
// (i128) instead of math/big, whose fixed costs (normalisation, scratch
// digit arrays, the division's set-up) are several times the
// arithmetic's at this size; the result goes into an int object's own
// words (newIntObj), from the free list of dead ints. An operation whose
// operands or result do not fit gives up (ok false) and math/big does
// it.

// i128 is an int as a sign and a magnitude below 2**128.
type i128 struct {
	hi, lo uint64
	neg    bool
}

// operand128 returns x as an i128, if its magnitude is below 2**128.
func operand128(x IntOperand) (i128, bool) {
	if x.Big == nil {
		u := uint64(x.Small)
		if x.Small < 0 {
			u = -u
		}
		return i128{lo: u, neg: x.Small < 0}, true
	}
	ds := x.Big.Bits()
	if bits.UintSize != 64 || len(ds) > 2 {
		return i128{}, false
	}
	var r i128
	if len(ds) > 0 {
		r.lo = uint64(ds[0])
	}
	if len(ds) > 1 {
		r.hi = uint64(ds[1])
	}
	r.neg = x.Big.Sign() < 0
	return r, true
}

func (a i128) isZero() bool { return a.hi == 0 && a.lo == 0 }

// cmpMag compares the magnitudes of a and b.
func cmpMag(a, b i128) int {
	switch {
	case a.hi != b.hi:
		if a.hi < b.hi {
			return -1
		}
		return 1
	case a.lo != b.lo:
		if a.lo < b.lo {
			return -1
		}
		return 1
	}
	return 0
}

// subMag is |a| - |b| for |a| >= |b|, with no sign.
func subMag(a, b i128) i128 {
	lo, c := bits.Sub64(a.lo, b.lo, 0)
	hi, _ := bits.Sub64(a.hi, b.hi, c)
	return i128{hi: hi, lo: lo}
}

// add128 is a + b; ok is false when the sum needs more than 128 bits.
func add128(a, b i128) (i128, bool) {
	if a.neg == b.neg {
		lo, c := bits.Add64(a.lo, b.lo, 0)
		hi, c := bits.Add64(a.hi, b.hi, c)
		return i128{hi: hi, lo: lo, neg: a.neg}, c == 0
	}
	switch cmpMag(a, b) {
	case 0:
		return i128{}, true
	case 1:
		r := subMag(a, b)
		r.neg = a.neg
		return r, true
	}
	r := subMag(b, a)
	r.neg = b.neg
	return r, true
}

// mul128 is a * b; ok is false when the product needs more than 128 bits.
func mul128(a, b i128) (i128, bool) {
	if a.hi != 0 {
		a, b = b, a
	}
	if a.hi != 0 {
		return i128{}, false
	}
	// a < 2**64: b*a = b.hi*a*2**64 + b.lo*a.
	h1, l1 := bits.Mul64(b.lo, a.lo)
	h2, l2 := bits.Mul64(b.hi, a.lo)
	hi, c := bits.Add64(h1, l2, 0)
	if h2 != 0 || c != 0 {
		return i128{}, false
	}
	r := i128{hi: hi, lo: l1, neg: a.neg != b.neg}
	if r.isZero() {
		r.neg = false
	}
	return r, true
}

// divMag divides the magnitudes of u and v (v not zero): quotient and
// remainder, with no signs.
func divMag(u, v i128) (q, r i128) {
	if v.hi == 0 {
		if u.hi < v.lo {
			q.lo, r.lo = bits.Div64(u.hi, u.lo, v.lo)
			return q, r
		}
		var rh uint64
		q.hi, rh = u.hi/v.lo, u.hi%v.lo
		q.lo, r.lo = bits.Div64(rh, u.lo, v.lo)
		return q, r
	}
	if cmpMag(u, v) < 0 {
		return i128{}, i128{hi: u.hi, lo: u.lo}
	}
	// v >= 2**64, so the quotient is below 2**64. Estimate it from v's top
	// 64 bits (normalised) and half of u (so that the two-word division
	// cannot overflow); the estimate is the quotient or one more, and
	// after the decrement the quotient or one less.
	n := uint(bits.LeadingZeros64(v.hi))
	v1 := v.hi<<n | v.lo>>(64-n)
	q1, _ := bits.Div64(u.hi>>1, u.hi<<63|u.lo>>1, v1)
	q0 := q1 >> (63 - n)
	if q0 != 0 {
		q0--
	}
	h1, l1 := bits.Mul64(q0, v.lo)
	_, l2 := bits.Mul64(q0, v.hi)
	p := i128{hi: h1 + l2, lo: l1}
	r = subMag(u, p)
	if cmpMag(r, v) >= 0 {
		q0++
		r = subMag(r, v)
	}
	return i128{lo: q0}, r
}

// floorDivMod128 is Python's divmod(a, b) for b not zero.
func floorDivMod128(a, b i128) (q, r i128) {
	q, r = divMag(a, b)
	if a.neg != b.neg && !r.isZero() {
		// Floor, not truncation: one more in magnitude for the quotient
		// (which cannot overflow: |q| < |a| here), and the remainder
		// taken from the other side of b.
		var c uint64
		q.lo, c = bits.Add64(q.lo, 1, 0)
		q.hi += c
		r = subMag(i128{hi: b.hi, lo: b.lo}, r)
	}
	q.neg = a.neg != b.neg && !q.isZero()
	r.neg = b.neg && !r.isZero()
	return q, r
}

// value128 returns a as an int Value.
func (vm *VM) value128(a i128) Value {
	if a.hi == 0 && a.lo <= 1<<63 {
		if a.neg {
			return vm.NewInt(int64(-a.lo))
		}
		if a.lo < 1<<63 {
			return vm.NewInt(int64(a.lo))
		}
	}
	ds := [2]big.Word{big.Word(a.lo), big.Word(a.hi)}
	n := 2
	if a.hi == 0 {
		n = 1
	}
	return vm.wordsInt(ds[:n], a.neg)
}

// arith128 is x op y when both are below 2**128 in magnitude and so is
// the result (ok false otherwise: math/big's turn). A zero divisor is the
// caller's to report.
func (vm *VM) arith128(op BinOp, x, y IntOperand) (Value, bool) {
	a, ok := operand128(x)
	if !ok {
		return Unbound, false
	}
	b, ok := operand128(y)
	if !ok {
		return Unbound, false
	}
	var r i128
	switch op {
	case OpAdd:
		r, ok = add128(a, b)
	case OpSub:
		b.neg = !b.neg && !b.isZero()
		r, ok = add128(a, b)
	case OpMul:
		r, ok = mul128(a, b)
	case OpFloorDiv:
		r, _ = floorDivMod128(a, b)
	case OpMod:
		_, r = floorDivMod128(a, b)
	case OpAnd, OpOr, OpXor:
		// Non-negative operands only (negative ones are infinite two's
		// complement bit strings: math/big's).
		if a.neg || b.neg {
			return Unbound, false
		}
		switch op {
		case OpAnd:
			r = i128{hi: a.hi & b.hi, lo: a.lo & b.lo}
		case OpOr:
			r = i128{hi: a.hi | b.hi, lo: a.lo | b.lo}
		default:
			r = i128{hi: a.hi ^ b.hi, lo: a.lo ^ b.lo}
		}
	case OpLShift, OpRShift:
		// Shifts of a magnitude by fewer than 128 bits; a right shift of
		// a negative int rounds to minus infinity: math/big's.
		if b.neg || b.hi != 0 || b.lo >= 128 || op == OpRShift && a.neg {
			return Unbound, false
		}
		s := uint(b.lo)
		if op == OpRShift {
			if s >= 64 {
				r = i128{lo: a.hi >> (s - 64)}
			} else {
				r = i128{hi: a.hi >> s, lo: a.lo>>s | a.hi<<(64-s)}
			}
			break
		}
		if a.hi != 0 && bits.Len64(a.hi)+int(s) > 64 || a.hi == 0 && bits.Len64(a.lo)+int(s) > 128 {
			return Unbound, false
		}
		if s >= 64 {
			r = i128{hi: a.lo << (s - 64)}
		} else {
			r = i128{hi: a.hi<<s | a.lo>>(64-s), lo: a.lo << s}
		}
		r.neg = a.neg
	default:
		return Unbound, false
	}
	if !ok {
		return Unbound, false
	}
	return vm.value128(r), true
}
