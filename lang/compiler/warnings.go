package compiler

import (
	"errors"
	"fmt"
	"math"
	"math/big"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

// SyntaxWarnings of the code generator, as CPython 3.13's compiler emits
// them (Python/compile.c):
//
//   - `x is 1`, `x is not "a"`: "is" with a constant other than None, True,
//     False and Ellipsis (check_compare);
//   - `assert (x, "msg")`: "assertion is always true, perhaps remove
//     parentheses?";
//   - calling a literal, `None()` or `[1]()` (check_caller), subscripting
//     one that cannot be subscripted, `{1}[0]` (check_subscripter), and
//     indexing a str, bytes, tuple or list display with a literal that
//     cannot be an index, `"a"[1, 2]` (check_index): "... perhaps you
//     missed a comma?".
//
// CPython checks the tree after its AST optimizer has folded constants,
// so `x is -1` and `x is (1, 2)` warn; cpyFold tells what it folds. Each
// warning goes to the WarnFunc when the node is compiled; as in CPython, a
// node compiled twice warns twice (the test of a while loop, which CPython
// compiles before and after the body, and a finally body, compiled for the
// normal path, the exception path and each return, break or continue that
// leaves it), but the compiler's own second visits of a node do not.
// When the warning is raised as an exception, it becomes a SyntaxError at
// the node.

// warnKey identifies an emitted warning: the node, the message and the
// copy of a finally body being compiled.
type warnKey struct {
	node syntax.Node
	msg  string
	copy int
}

// pendingWarning is a warning emitted while a capture is active.
type pendingWarning struct {
	msg  string
	span syntax.Span
}

// warn emits a SyntaxWarning about node located at span, once per copy.
func (c *compiler) warn(node syntax.Node, span syntax.Span, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	key := warnKey{node, msg, c.warnCopy}
	if c.warned[key] {
		return
	}
	if c.warned == nil {
		c.warned = map[warnKey]bool{}
	}
	c.warned[key] = true
	c.emitWarning(msg, span)
}

// emitWarning passes a warning to the WarnFunc and turns an error into a
// compile error.
func (c *compiler) emitWarning(msg string, span syntax.Span) {
	if c.warnCapture != nil {
		*c.warnCapture = append(*c.warnCapture, pendingWarning{msg, span})
	}
	err := c.warnFn(msg, span.Start.Line)
	if err == nil {
		return
	}
	if errors.Is(err, syntax.ErrWarningAsError) {
		c.fail(span, "%s", msg)
	}
	panic(compileError{err})
}

// newWarnCopy starts compiling a new copy of a finally body, whose
// warnings are emitted again; the returned function ends it.
func (c *compiler) newWarnCopy() func() {
	saved := c.warnCopy
	c.warnSerial++
	c.warnCopy = c.warnSerial
	return func() { c.warnCopy = saved }
}

// captureWarnings records the warnings emitted until the returned
// function is called into *list.
func (c *compiler) captureWarnings(list *[]pendingWarning) func() {
	saved := c.warnCapture
	c.warnCapture = list
	return func() { c.warnCapture = saved }
}

// reemitWarnings emits captured warnings again.
func (c *compiler) reemitWarnings(list []pendingWarning) {
	for _, w := range list {
		c.emitWarning(w.msg, w.span)
	}
}

// noteNot records, for `not (x is y)` (any number of nots), that CPython's
// AST optimizer inverts the comparison (`x is not y`) before it is
// checked.
func (c *compiler) noteNot(e *syntax.UnaryOp) {
	if c.warnFn == nil || e.Op != syntax.Not {
		return
	}
	flips := 0
	var x syntax.Expr = e
	for {
		u, ok := x.(*syntax.UnaryOp)
		if !ok || u.Op != syntax.Not {
			break
		}
		flips++
		x = u.Operand
	}
	cmp, ok := x.(*syntax.Compare)
	if !ok || len(cmp.Ops) != 1 {
		return
	}
	switch cmp.Ops[0] {
	case syntax.Is, syntax.IsNot, syntax.In, syntax.NotIn:
	default:
		return
	}
	if c.cmpFlip == nil {
		c.cmpFlip = map[*syntax.Compare]bool{}
	}
	if _, seen := c.cmpFlip[cmp]; !seen {
		c.cmpFlip[cmp] = flips%2 == 1
	}
}

// checkCompare is CPython's check_compare: an identity test with a
// constant operand other than a singleton.
func (c *compiler) checkCompare(e *syntax.Compare) {
	if c.warnFn == nil {
		return
	}
	isArg := func(x syntax.Expr) (string, bool) {
		f, ok := cpyFold(x)
		if !ok || f.typ == "NoneType" || f.typ == "bool" || f.typ == "ellipsis" {
			return "", true
		}
		return f.typ, false
	}
	lt, left := isArg(e.Left)
	for i, op := range e.Ops {
		rt, right := isArg(e.Comparators[i])
		if op == syntax.Is || op == syntax.IsNot {
			if !right || !left {
				typ := rt
				if !left {
					typ = lt
				}
				if (op == syntax.Is) != c.cmpFlip[e] {
					c.warn(e, e.Span, "\"is\" with '%s' literal. Did you mean \"==\"?", typ)
				} else {
					c.warn(e, e.Span, "\"is not\" with '%s' literal. Did you mean \"!=\"?", typ)
				}
				return
			}
		}
		lt, left = rt, right
	}
}

// checkAssert warns about an assertion of a non-empty tuple.
func (c *compiler) checkAssert(s *syntax.Assert) {
	if c.warnFn == nil {
		return
	}
	nonEmpty := false
	if t, ok := s.Test.(*syntax.Tuple); ok {
		nonEmpty = len(t.Elts) > 0
	} else if f, ok := cpyFold(s.Test); ok && f.known {
		t, isTuple := f.val.(bytecode.Tuple)
		nonEmpty = isTuple && len(t) > 0
	}
	if nonEmpty {
		c.warn(s, s.Span, "assertion is always true, perhaps remove parentheses?")
	}
}

// checkCaller is CPython's check_caller: calling a literal or display.
func (c *compiler) checkCaller(f syntax.Expr) {
	if c.warnFn == nil {
		return
	}
	typ, ok := inferType(f)
	if !ok {
		return
	}
	if _, isLambda := f.(*syntax.Lambda); isLambda {
		return
	}
	c.warn(f, f.GetSpan(), "'%s' object is not callable; perhaps you missed a comma?", typ)
}

// checkSubscript is CPython's check_subscripter and check_index for a
// subscript that is loaded.
func (c *compiler) checkSubscript(e *syntax.Subscript) {
	if c.warnFn == nil {
		return
	}
	v := e.Value
	if typ, ok := inferType(v); ok {
		bad := false
		if _, folded := cpyFold(v); folded {
			switch typ {
			case "NoneType", "ellipsis", "int", "bool", "float", "complex", "frozenset", "set":
				bad = true
			}
		} else {
			switch v.(type) {
			case *syntax.Set, *syntax.SetComp, *syntax.GeneratorExp, *syntax.Lambda:
				bad = true
			}
		}
		if bad {
			c.warn(v, v.GetSpan(), "'%s' object is not subscriptable; perhaps you missed a comma?", typ)
		}
	}
	idx, ok := inferType(e.Slice)
	if !ok || idx == "int" || idx == "bool" || idx == "slice" {
		return
	}
	typ, ok := inferType(v)
	if !ok {
		return
	}
	bad := false
	if _, folded := cpyFold(v); folded {
		bad = typ == "str" || typ == "bytes" || typ == "tuple"
	} else {
		switch v.(type) {
		case *syntax.Tuple, *syntax.List, *syntax.ListComp, *syntax.JoinedStr, *syntax.FormattedValue:
			bad = true
		}
	}
	if bad {
		c.warn(v, v.GetSpan(), "%s indices must be integers or slices, not %s; perhaps you missed a comma?", typ, idx)
	}
}

// inferType is CPython's infer_type: the type of a constant (after
// folding) or display, or false.
func inferType(e syntax.Expr) (string, bool) {
	if f, ok := cpyFold(e); ok {
		return f.typ, true
	}
	switch e.(type) {
	case *syntax.Tuple:
		return "tuple", true
	case *syntax.List, *syntax.ListComp:
		return "list", true
	case *syntax.Dict, *syntax.DictComp:
		return "dict", true
	case *syntax.Set, *syntax.SetComp:
		return "set", true
	case *syntax.GeneratorExp:
		return "generator", true
	case *syntax.Lambda:
		return "function", true
	case *syntax.JoinedStr, *syntax.FormattedValue:
		return "str", true
	}
	return "", false
}

// folded is what CPython's AST optimizer makes of an expression that it
// folds into a constant: the constant's type name and, when known, its
// value in the compiler's constant form.
type folded struct {
	typ   string
	val   any
	known bool
}

func knownConst(v any) folded { return folded{constTypeName(v), v, true} }

// constTypeName is the CPython type name of a constant value.
func constTypeName(v any) string {
	switch v.(type) {
	case nil:
		return "NoneType"
	case bool:
		return "bool"
	case int64, *big.Int:
		return "int"
	case float64:
		return "float"
	case complex128:
		return "complex"
	case string:
		return "str"
	case bytecode.Bytes:
		return "bytes"
	case bytecode.Tuple:
		return "tuple"
	case bytecode.FrozenSet:
		return "frozenset"
	case bytecode.EllipsisConst:
		return "ellipsis"
	}
	return "object"
}

// cpyFold reports whether CPython 3.13's AST optimizer (Python/ast_opt.c)
// folds e into a constant, and which. It folds more than constValue
// (which decides what this compiler loads as a constant): operations on
// bools, float //, % and **, tuple repetition, not, and subscripts of
// constants. A str % args is never folded.
func cpyFold(e syntax.Expr) (folded, bool) {
	if v, ok := constValue(e); ok {
		return knownConst(v), true
	}
	switch e := e.(type) {
	case *syntax.Tuple:
		if e.Ctx != syntax.Load {
			return folded{}, false
		}
		vals := make(bytecode.Tuple, len(e.Elts))
		known := true
		for i, x := range e.Elts {
			f, ok := cpyFold(x)
			if !ok {
				return folded{}, false
			}
			vals[i], known = f.val, known && f.known
		}
		if !known {
			vals = nil
		}
		return folded{"tuple", vals, known}, true
	case *syntax.UnaryOp:
		x, ok := cpyFold(e.Operand)
		if !ok {
			return folded{}, false
		}
		switch e.Op {
		case syntax.Not:
			if x.known {
				if t, ok := truthOf(x.val); ok {
					return knownConst(!t), true
				}
			}
			return folded{typ: "bool"}, true
		case syntax.USub, syntax.UAdd, syntax.Invert:
			if x.typ == "bool" {
				if x.known {
					n := big.NewInt(0)
					if x.val.(bool) {
						n.SetInt64(1)
					}
					switch e.Op {
					case syntax.USub:
						n.Neg(n)
					case syntax.Invert:
						n.Not(n)
					}
					return knownConst(convConst(n)), true
				}
				return folded{typ: "int"}, true
			}
			switch x.typ {
			case "int":
				return folded{typ: "int"}, true
			case "float", "complex":
				if e.Op != syntax.Invert {
					return folded{typ: x.typ}, true
				}
			}
		}
		return folded{}, false
	case *syntax.BinOp:
		l, ok := cpyFold(e.Left)
		if !ok {
			return folded{}, false
		}
		r, ok := cpyFold(e.Right)
		if !ok {
			return folded{}, false
		}
		return foldBinType(e.Op, l, r)
	case *syntax.Subscript:
		if e.Ctx != syntax.Load {
			return folded{}, false
		}
		v, ok := cpyFold(e.Value)
		if !ok || !v.known {
			return folded{}, false
		}
		i, ok := cpyFold(e.Slice)
		if !ok || !i.known {
			return folded{}, false
		}
		n, ok := intOf(i.val)
		if !ok || !n.IsInt64() {
			return folded{}, false
		}
		k := n.Int64()
		index := func(size int) (int, bool) {
			if k < 0 {
				k += int64(size)
			}
			return int(k), k >= 0 && k < int64(size)
		}
		switch s := v.val.(type) {
		case string:
			r := []rune(s)
			if j, ok := index(len(r)); ok {
				return knownConst(string(r[j])), true
			}
		case bytecode.Bytes:
			if j, ok := index(len(s)); ok {
				return knownConst(int64(s[j])), true
			}
		case bytecode.Tuple:
			if j, ok := index(len(s)); ok {
				return knownConst(s[j]), true
			}
		}
	}
	return folded{}, false
}

// truthOf is the truth value of a known constant.
func truthOf(v any) (bool, bool) {
	switch v := v.(type) {
	case bytecode.Tuple:
		return len(v) > 0, true
	case bytecode.Bytes:
		return len(v) > 0, true
	case bytecode.FrozenSet:
		return len(v) > 0, true
	case bytecode.EllipsisConst:
		return true, true
	}
	if n, ok := intOf(v); ok {
		return n.Sign() != 0, true
	}
	return constTruth(&syntax.Constant{Value: v})
}

// intOf returns an int or bool constant as a big.Int.
func intOf(v any) (*big.Int, bool) {
	switch v := v.(type) {
	case bool:
		if v {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	case int64:
		return big.NewInt(v), true
	case *big.Int:
		return v, true
	}
	return nil, false
}

// foldBinType is the constant CPython folds l op r into (the operands
// being folded constants), as far as it matters for the warnings: its
// type, and its value when easily known.
func foldBinType(op syntax.Operator, l, r folded) (folded, bool) {
	num := func(t string) int {
		switch t {
		case "bool", "int":
			return 1
		case "float":
			return 2
		case "complex":
			return 3
		}
		return 0
	}
	ln, rn := num(l.typ), num(r.typ)
	if ln > 0 && rn > 0 {
		if ln == 1 && rn == 1 {
			if l.known && r.known {
				a, _ := intOf(l.val)
				b, _ := intOf(r.val)
				if v, ok := foldInts(op, a, b); ok {
					if l.typ == "bool" && r.typ == "bool" {
						switch op {
						case syntax.BitAnd, syntax.BitOr, syntax.BitXor:
							return knownConst(v.(int64) != 0), true
						}
					}
					return knownConst(v), true
				}
				switch op {
				case syntax.Pow:
					if b.Sign() < 0 {
						if a.Sign() == 0 {
							return folded{}, false // ZeroDivisionError
						}
						return folded{typ: "float"}, true
					}
				case syntax.Div:
					if b.Sign() != 0 {
						return folded{typ: "float"}, true
					}
				}
				return folded{}, false
			}
			switch op {
			case syntax.Div:
				return folded{typ: "float"}, true
			case syntax.MatMult:
				return folded{}, false
			}
			if l.typ == "bool" && r.typ == "bool" {
				switch op {
				case syntax.BitAnd, syntax.BitOr, syntax.BitXor:
					return folded{typ: "bool"}, true
				}
			}
			return folded{typ: "int"}, true
		}
		if ln == 3 || rn == 3 {
			switch op {
			case syntax.Add, syntax.Sub, syntax.Mult, syntax.Div, syntax.Pow:
				return folded{typ: "complex"}, true
			}
			return folded{}, false
		}
		// A float and a float or int.
		switch op {
		case syntax.Add, syntax.Sub, syntax.Mult:
			return folded{typ: "float"}, true
		case syntax.Div, syntax.FloorDiv, syntax.Mod, syntax.Pow:
			x, xok := floatOf(l)
			y, yok := floatOf(r)
			if !xok || !yok {
				return folded{typ: "float"}, true
			}
			if op == syntax.Pow {
				switch {
				case x == 0 && y < 0:
					return folded{}, false
				case x < 0 && y != math.Trunc(y):
					return folded{typ: "complex"}, true
				case math.IsInf(math.Pow(x, y), 0) && !math.IsInf(x, 0) && !math.IsInf(y, 0):
					return folded{}, false // OverflowError
				}
				return folded{typ: "float"}, true
			}
			if y == 0 {
				return folded{}, false
			}
			return folded{typ: "float"}, true
		}
		return folded{}, false
	}
	seq := func(t string) bool { return t == "str" || t == "bytes" || t == "tuple" }
	switch op {
	case syntax.Add:
		if seq(l.typ) && l.typ == r.typ {
			return folded{typ: l.typ}, true
		}
	case syntax.Mult:
		s, n := l, r
		if ln == 1 {
			s, n = r, l
		}
		if !seq(s.typ) || num(n.typ) != 1 {
			return folded{}, false
		}
		if !s.known || !n.known {
			return folded{typ: s.typ}, true
		}
		k, _ := intOf(n.val)
		var size, limit int64
		switch v := s.val.(type) {
		case string:
			size, limit = int64(len([]rune(v))), foldMaxStr
		case bytecode.Bytes:
			size, limit = int64(len(v)), foldMaxStr
		case bytecode.Tuple:
			size, limit = int64(len(v)), 256 // MAX_COLLECTION_SIZE
		}
		if size > 0 && (!k.IsInt64() || k.Int64() < 0 || k.Int64() > limit/size) {
			return folded{}, false
		}
		return folded{typ: s.typ}, true
	}
	return folded{}, false
}

// floatOf converts a known int or float constant to a float64.
func floatOf(f folded) (float64, bool) {
	if !f.known {
		return 0, false
	}
	if x, ok := f.val.(float64); ok {
		return x, true
	}
	if n, ok := intOf(f.val); ok {
		x, _ := new(big.Float).SetInt(n).Float64()
		return x, true
	}
	return 0, false
}
