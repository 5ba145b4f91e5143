package compiler

import (
	"math"
	"math/big"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

// Constant folding of arithmetic on constants, as CPython's AST optimizer
// (Python/ast_opt.c) does it: `1 << 64`, `60 * 60 * 24`, `2 ** 32 - 1`,
// `-(1 << 63)` and `"ab" + "cd"` compile to one LOAD_CONST, so a loop
// that uses them does not compute them again on every iteration. The
// same limits apply, so that the constants made are CPython's: no int
// result of *, ** or << beyond 128 bits, no str or bytes repetition
// beyond 4096 items. An operation that would raise (division by zero, a
// negative shift) is not folded and raises at run time.
//
// Folded here: ints (not bools) with + - * // % ** << >> & | ^ and unary
// - + ~; floats (and ints that convert exactly) with + - * /, and int / int
// where both are exactly representable, whose IEEE results are CPython's;
// str, bytes and tuple concatenation; str and bytes repetition. Left to
// run time, though CPython folds them: float //, %, ** and negative int
// powers (libm and CPython's own algorithms, which a Go computation would
// not reproduce to the last bit), tuple repetition, `not`, and anything
// on bools. Those compile to the operation itself, which gives the same
// value.

// foldMaxIntBits, foldMaxStr are CPython's MAX_INT_SIZE and MAX_STR_SIZE.
const (
	foldMaxIntBits = 128
	foldMaxStr     = 4096
)

// foldInt returns v as a big.Int when it is an int constant (not a bool).
func foldInt(v any) (*big.Int, bool) {
	switch v := v.(type) {
	case int64:
		return big.NewInt(v), true
	case *big.Int:
		return v, true
	}
	return nil, false
}

// foldFloat returns v as a float64 when it is a float, or an int that
// converts exactly.
func foldFloat(v any) (float64, bool) {
	switch v := v.(type) {
	case float64:
		return v, true
	case int64:
		if v > -(1<<53) && v < 1<<53 {
			return float64(v), true
		}
	}
	return 0, false
}

// foldIntResult converts an int result to its bytecode form.
func foldIntResult(z *big.Int) (any, bool) { return convConst(z), true }

// foldUnary folds -x, +x and ~x for an int or float constant x.
func foldUnary(e *syntax.UnaryOp) (any, bool) {
	x, ok := constValue(e.Operand)
	if !ok {
		return nil, false
	}
	if a, ok := foldInt(x); ok {
		switch e.Op {
		case syntax.USub:
			return foldIntResult(new(big.Int).Neg(a))
		case syntax.UAdd:
			return foldIntResult(a)
		case syntax.Invert:
			return foldIntResult(new(big.Int).Not(a))
		}
		return nil, false
	}
	switch v := x.(type) {
	case float64:
		switch e.Op {
		case syntax.USub:
			return -v, true
		case syntax.UAdd:
			return v, true
		}
	case complex128:
		switch e.Op {
		case syntax.USub:
			return -v, true
		case syntax.UAdd:
			return v, true
		}
	}
	return nil, false
}

// foldBinary folds a binary operation on two constants, or reports that
// it is not folded.
func foldBinary(e *syntax.BinOp) (any, bool) {
	l, r, ok := constOperands(e)
	if !ok {
		return nil, false
	}
	a, aInt := foldInt(l)
	b, bInt := foldInt(r)
	if aInt && bInt {
		return foldInts(e.Op, a, b)
	}
	if x, ok := foldFloat(l); ok {
		if y, ok := foldFloat(r); ok {
			_, lf := l.(float64)
			_, rf := r.(float64)
			return foldFloats(e.Op, x, y, lf || rf)
		}
	}
	return foldSeq(e.Op, l, r)
}

// constOperands returns the constant values of both operands of e, if
// they are constants.
func constOperands(e *syntax.BinOp) (l, r any, ok bool) {
	if l, ok = constValue(e.Left); !ok {
		return nil, nil, false
	}
	if r, ok = constValue(e.Right); !ok {
		return nil, nil, false
	}
	return l, r, true
}

// foldInts folds an operation on two ints.
func foldInts(op syntax.Operator, a, b *big.Int) (any, bool) {
	z := new(big.Int)
	switch op {
	case syntax.Add:
		z.Add(a, b)
	case syntax.Sub:
		z.Sub(a, b)
	case syntax.Mult:
		if a.Sign() != 0 && b.Sign() != 0 && a.BitLen()+b.BitLen() > foldMaxIntBits {
			return nil, false
		}
		z.Mul(a, b)
	case syntax.FloorDiv, syntax.Mod:
		if b.Sign() == 0 {
			return nil, false
		}
		q, m := new(big.Int).QuoRem(a, b, new(big.Int))
		if m.Sign() != 0 && m.Sign() != b.Sign() {
			q.Sub(q, big.NewInt(1))
			m.Add(m, b)
		}
		if op == syntax.FloorDiv {
			z = q
		} else {
			z = m
		}
	case syntax.Pow:
		if b.Sign() < 0 {
			return nil, false // a float, by pow()
		}
		if a.Sign() != 0 && b.Sign() > 0 && (!b.IsUint64() || uint64(a.BitLen()) > foldMaxIntBits/b.Uint64()) {
			return nil, false
		}
		z.Exp(a, b, nil)
	case syntax.LShift:
		if b.Sign() < 0 {
			return nil, false
		}
		if a.Sign() != 0 && b.Sign() != 0 && (!b.IsUint64() || b.Uint64() > foldMaxIntBits || uint64(a.BitLen()) > foldMaxIntBits-b.Uint64()) {
			return nil, false
		}
		z.Lsh(a, uint(b.Uint64()))
	case syntax.RShift:
		if b.Sign() < 0 {
			return nil, false
		}
		if !b.IsUint64() || b.Uint64() > math.MaxInt32 {
			if a.Sign() < 0 {
				z.SetInt64(-1)
			}
			break
		}
		z.Rsh(a, uint(b.Uint64())) // rounds towards -inf, as Python's >>
	case syntax.BitAnd:
		z.And(a, b)
	case syntax.BitOr:
		z.Or(a, b)
	case syntax.BitXor:
		z.Xor(a, b)
	case syntax.Div:
		x, xok := foldFloat(convConst(a))
		y, yok := foldFloat(convConst(b))
		if !xok || !yok {
			return nil, false
		}
		return foldFloats(op, x, y, true)
	default:
		return nil, false
	}
	return foldIntResult(z)
}

// foldFloats folds + - * / on floats (float says that a float operand or
// true division makes the result a float; otherwise the operands were
// exact ints and foldInts handles them).
func foldFloats(op syntax.Operator, x, y float64, float bool) (any, bool) {
	if !float {
		return nil, false
	}
	switch op {
	case syntax.Add:
		return x + y, true
	case syntax.Sub:
		return x - y, true
	case syntax.Mult:
		return x * y, true
	case syntax.Div:
		if y == 0 {
			return nil, false
		}
		return x / y, true
	}
	return nil, false
}

// foldSeq folds concatenation of strs, bytes and tuples and repetition of
// strs and bytes.
func foldSeq(op syntax.Operator, l, r any) (any, bool) {
	switch op {
	case syntax.Add:
		switch a := l.(type) {
		case string:
			if b, ok := r.(string); ok {
				return a + b, true
			}
		case bytecode.Bytes:
			if b, ok := r.(bytecode.Bytes); ok {
				return append(append(bytecode.Bytes{}, a...), b...), true
			}
		case bytecode.Tuple:
			if b, ok := r.(bytecode.Tuple); ok {
				return append(append(bytecode.Tuple{}, a...), b...), true
			}
		}
	case syntax.Mult:
		n, ok := r.(int64)
		seq := l
		if !ok {
			n, ok = l.(int64)
			seq = r
		}
		if !ok {
			return nil, false
		}
		switch s := seq.(type) {
		case string:
			size := int64(len([]rune(s)))
			if size == 0 {
				return "", true
			}
			if n < 0 || n > foldMaxStr/size {
				return nil, false
			}
			out := make([]byte, 0, int64(len(s))*n)
			for range n {
				out = append(out, s...)
			}
			return string(out), true
		case bytecode.Bytes:
			size := int64(len(s))
			if size == 0 {
				return bytecode.Bytes{}, true
			}
			if n < 0 || n > foldMaxStr/size {
				return nil, false
			}
			out := make(bytecode.Bytes, 0, size*n)
			for range n {
				out = append(out, s...)
			}
			return out, true
		}
	}
	return nil, false
}
