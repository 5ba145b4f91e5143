package compiler

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cpjit/cpjit/lang/syntax"
)

// unparse renders an expression as source text the way CPython's
// ast_unparse.c does; it produces the strings stored for annotations under
// `from __future__ import annotations`.
func unparse(e syntax.Expr) string {
	var b strings.Builder
	unparseExpr(&b, e, prTest)
	return b.String()
}

const (
	prTuple = iota
	prTest
	prOr
	prAnd
	prNot
	prCmp
	prExpr
	prBXor
	prBAnd
	prShift
	prArith
	prTerm
	prFactor
	prPower
	prAwait
	prAtom
)

const prBOr = prExpr

func binOpPrec(op syntax.Operator) int {
	switch op {
	case syntax.Add, syntax.Sub:
		return prArith
	case syntax.Mult, syntax.MatMult, syntax.Div, syntax.Mod, syntax.FloorDiv:
		return prTerm
	case syntax.LShift, syntax.RShift:
		return prShift
	case syntax.BitOr:
		return prBOr
	case syntax.BitXor:
		return prBXor
	case syntax.BitAnd:
		return prBAnd
	case syntax.Pow:
		return prPower
	}
	return prAtom
}

func unparseExpr(b *strings.Builder, e syntax.Expr, level int) {
	open := func(cond bool) {
		if cond {
			b.WriteByte('(')
		}
	}
	closeP := func(cond bool) {
		if cond {
			b.WriteByte(')')
		}
	}
	switch e := e.(type) {
	case *syntax.BoolOp:
		pr, op := prAnd, " and "
		if e.Op == syntax.Or {
			pr, op = prOr, " or "
		}
		open(level > pr)
		for i, v := range e.Values {
			if i > 0 {
				b.WriteString(op)
			}
			unparseExpr(b, v, pr+1)
		}
		closeP(level > pr)
	case *syntax.NamedExpr:
		open(level > prTuple)
		unparseExpr(b, e.Target, prAtom)
		b.WriteString(" := ")
		unparseExpr(b, e.Value, prAtom)
		closeP(level > prTuple)
	case *syntax.BinOp:
		pr := binOpPrec(e.Op)
		rassoc := 0
		if e.Op == syntax.Pow {
			rassoc = 1
		}
		open(level > pr)
		unparseExpr(b, e.Left, pr+rassoc)
		b.WriteString(" " + e.Op.String() + " ")
		unparseExpr(b, e.Right, pr+1-rassoc)
		closeP(level > pr)
	case *syntax.UnaryOp:
		pr, op := prFactor, ""
		switch e.Op {
		case syntax.Invert:
			op = "~"
		case syntax.Not:
			pr, op = prNot, "not "
		case syntax.UAdd:
			op = "+"
		case syntax.USub:
			op = "-"
		}
		open(level > pr)
		b.WriteString(op)
		unparseExpr(b, e.Operand, pr)
		closeP(level > pr)
	case *syntax.Lambda:
		open(level > prTest)
		b.WriteString("lambda")
		args := unparseArgs(e.Args)
		if args != "" {
			b.WriteString(" " + args)
		}
		b.WriteString(": ")
		unparseExpr(b, e.Body, prTest)
		closeP(level > prTest)
	case *syntax.IfExp:
		open(level > prTest)
		unparseExpr(b, e.Body, prTest+1)
		b.WriteString(" if ")
		unparseExpr(b, e.Test, prTest+1)
		b.WriteString(" else ")
		unparseExpr(b, e.Orelse, prTest)
		closeP(level > prTest)
	case *syntax.Dict:
		b.WriteByte('{')
		for i := range e.Values {
			if i > 0 {
				b.WriteString(", ")
			}
			if e.Keys[i] == nil {
				b.WriteString("**")
				unparseExpr(b, e.Values[i], prExpr)
			} else {
				unparseExpr(b, e.Keys[i], prTest)
				b.WriteString(": ")
				unparseExpr(b, e.Values[i], prTest)
			}
		}
		b.WriteByte('}')
	case *syntax.Set:
		if len(e.Elts) == 0 {
			b.WriteString("{*()}")
			return
		}
		b.WriteByte('{')
		unparseList(b, e.Elts)
		b.WriteByte('}')
	case *syntax.ListComp:
		b.WriteByte('[')
		unparseExpr(b, e.Elt, prTest)
		unparseGens(b, e.Generators)
		b.WriteByte(']')
	case *syntax.SetComp:
		b.WriteByte('{')
		unparseExpr(b, e.Elt, prTest)
		unparseGens(b, e.Generators)
		b.WriteByte('}')
	case *syntax.DictComp:
		b.WriteByte('{')
		unparseExpr(b, e.Key, prTest)
		b.WriteString(": ")
		unparseExpr(b, e.Value, prTest)
		unparseGens(b, e.Generators)
		b.WriteByte('}')
	case *syntax.GeneratorExp:
		b.WriteByte('(')
		unparseExpr(b, e.Elt, prTest)
		unparseGens(b, e.Generators)
		b.WriteByte(')')
	case *syntax.Yield:
		if e.Value == nil {
			b.WriteString("(yield)")
			return
		}
		b.WriteString("(yield ")
		unparseExpr(b, e.Value, prTest)
		b.WriteByte(')')
	case *syntax.YieldFrom:
		b.WriteString("(yield from ")
		unparseExpr(b, e.Value, prTest)
		b.WriteByte(')')
	case *syntax.Await:
		open(level > prAwait)
		b.WriteString("await ")
		unparseExpr(b, e.Value, prAtom)
		closeP(level > prAwait)
	case *syntax.Compare:
		open(level > prCmp)
		unparseExpr(b, e.Left, prCmp+1)
		for i, op := range e.Ops {
			b.WriteString(" " + op.String() + " ")
			unparseExpr(b, e.Comparators[i], prCmp+1)
		}
		closeP(level > prCmp)
	case *syntax.Call:
		unparseExpr(b, e.Func, prAtom)
		if len(e.Args) == 1 && len(e.Keywords) == 0 {
			if g, ok := e.Args[0].(*syntax.GeneratorExp); ok {
				unparseExpr(b, g, prTest)
				return
			}
		}
		b.WriteByte('(')
		first := true
		for _, a := range e.Args {
			if !first {
				b.WriteString(", ")
			}
			first = false
			unparseExpr(b, a, prTest)
		}
		for _, k := range e.Keywords {
			if !first {
				b.WriteString(", ")
			}
			first = false
			if k.Name == "" {
				b.WriteString("**")
				unparseExpr(b, k.Value, prExpr)
			} else {
				b.WriteString(k.Name + "=")
				unparseExpr(b, k.Value, prTest)
			}
		}
		b.WriteByte(')')
	case *syntax.FormattedValue:
		b.WriteString("f")
		b.WriteString(reprString(fstringBody([]syntax.Expr{e}), false))
	case *syntax.JoinedStr:
		b.WriteString("f")
		b.WriteString(reprString(fstringBody(e.Values), false))
	case *syntax.Constant:
		b.WriteString(reprConst(e.Value))
	case *syntax.Attribute:
		unparseExpr(b, e.Value, prAtom)
		if k, ok := e.Value.(*syntax.Constant); ok {
			if _, isInt := k.Value.(*big.Int); isInt {
				b.WriteByte(' ')
			}
		}
		b.WriteString("." + e.Attr)
	case *syntax.Subscript:
		unparseExpr(b, e.Value, prAtom)
		b.WriteByte('[')
		unparseExpr(b, e.Slice, prTuple)
		b.WriteByte(']')
	case *syntax.Starred:
		b.WriteByte('*')
		unparseExpr(b, e.Value, prExpr)
	case *syntax.Name:
		b.WriteString(e.Id)
	case *syntax.List:
		b.WriteByte('[')
		unparseList(b, e.Elts)
		b.WriteByte(']')
	case *syntax.Tuple:
		if len(e.Elts) == 0 {
			b.WriteString("()")
			return
		}
		open(level > prTuple)
		unparseList(b, e.Elts)
		if len(e.Elts) == 1 {
			b.WriteByte(',')
		}
		closeP(level > prTuple)
	case *syntax.Slice:
		if e.Lower != nil {
			unparseExpr(b, e.Lower, prTest)
		}
		b.WriteByte(':')
		if e.Upper != nil {
			unparseExpr(b, e.Upper, prTest)
		}
		if e.Step != nil {
			b.WriteByte(':')
			unparseExpr(b, e.Step, prTest)
		}
	}
}

func unparseList(b *strings.Builder, elts []syntax.Expr) {
	for i, x := range elts {
		if i > 0 {
			b.WriteString(", ")
		}
		unparseExpr(b, x, prTest)
	}
}

func unparseGens(b *strings.Builder, gens []*syntax.Comprehension) {
	for _, g := range gens {
		if g.IsAsync {
			b.WriteString(" async")
		}
		b.WriteString(" for ")
		unparseExpr(b, g.Target, prTuple)
		b.WriteString(" in ")
		unparseExpr(b, g.Iter, prTest+1)
		for _, cond := range g.Ifs {
			b.WriteString(" if ")
			unparseExpr(b, cond, prTest+1)
		}
	}
}

func unparseArgs(a *syntax.Arguments) string {
	var parts []string
	nPos := len(a.PosOnly) + len(a.Args)
	firstDefault := nPos - len(a.Defaults)
	i := 0
	arg := func(x *syntax.Arg) string {
		s := x.Name
		if x.Annotation != nil {
			s += ": " + unparse(x.Annotation)
		}
		return s
	}
	for k, x := range append(append([]*syntax.Arg{}, a.PosOnly...), a.Args...) {
		s := arg(x)
		if i >= firstDefault {
			s += "=" + unparse(a.Defaults[i-firstDefault])
		}
		parts = append(parts, s)
		i++
		if k == len(a.PosOnly)-1 {
			parts = append(parts, "/")
		}
	}
	if a.Vararg != nil || len(a.KwOnly) > 0 {
		if a.Vararg != nil {
			parts = append(parts, "*"+arg(a.Vararg))
		} else {
			parts = append(parts, "*")
		}
	}
	for j, x := range a.KwOnly {
		s := arg(x)
		if j < len(a.KwDefaults) && a.KwDefaults[j] != nil {
			s += "=" + unparse(a.KwDefaults[j])
		}
		parts = append(parts, s)
	}
	if a.Kwarg != nil {
		parts = append(parts, "**"+arg(a.Kwarg))
	}
	return strings.Join(parts, ", ")
}

// fstringBody renders the inside of an f-string.
func fstringBody(values []syntax.Expr) string {
	var b strings.Builder
	for _, v := range values {
		switch v := v.(type) {
		case *syntax.Constant:
			s, _ := v.Value.(string)
			s = strings.ReplaceAll(s, "{", "{{")
			s = strings.ReplaceAll(s, "}", "}}")
			b.WriteString(s)
		case *syntax.FormattedValue:
			inner := unparse(v.Value)
			if strings.HasPrefix(inner, "{") {
				b.WriteString("{ ")
			} else {
				b.WriteString("{")
			}
			b.WriteString(inner)
			if v.Conversion > 0 {
				b.WriteByte('!')
				b.WriteRune(rune(v.Conversion))
			}
			if spec, ok := v.FormatSpec.(*syntax.JoinedStr); ok {
				b.WriteByte(':')
				b.WriteString(fstringBody(spec.Values))
			}
			b.WriteByte('}')
		}
	}
	return b.String()
}

func reprConst(v any) string {
	switch v := v.(type) {
	case nil:
		return "None"
	case bool:
		if v {
			return "True"
		}
		return "False"
	case *big.Int:
		return v.String()
	case float64:
		if math.IsInf(v, 0) {
			if v < 0 {
				return "-1e309"
			}
			return "1e309"
		}
		return reprFloat(v)
	case complex128:
		im := imag(v)
		if math.IsInf(im, 0) {
			return "1e309j"
		}
		s := reprFloat(im)
		s = strings.TrimSuffix(s, ".0")
		return s + "j"
	case string:
		return reprString(v, false)
	case []byte:
		return "b" + reprString(string(v), true)
	case syntax.EllipsisType:
		return "..."
	}
	return "?"
}

// reprFloat formats f as Python's repr does.
func reprFloat(f float64) string {
	if math.IsNaN(f) {
		return "nan"
	}
	s := strconv.FormatFloat(f, 'e', -1, 64)
	mant, expStr, _ := strings.Cut(s, "e")
	exp, _ := strconv.Atoi(expStr)
	if exp < -4 || exp >= 16 {
		sign := "+"
		if exp < 0 {
			sign = "-"
			exp = -exp
		}
		es := strconv.Itoa(exp)
		if len(es) < 2 {
			es = "0" + es
		}
		return mant + "e" + sign + es
	}
	s = strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.ContainsAny(s, ".") {
		s += ".0"
	}
	return s
}

// reprString quotes s as Python's repr of a str (or bytes when isBytes).
func reprString(s string, isBytes bool) string {
	quote := byte('\'')
	if strings.ContainsRune(s, '\'') && !strings.ContainsRune(s, '"') {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte(quote)
	if isBytes {
		for i := 0; i < len(s); i++ {
			ch := s[i]
			switch {
			case ch == quote || ch == '\\':
				b.WriteByte('\\')
				b.WriteByte(ch)
			case ch == '\n':
				b.WriteString(`\n`)
			case ch == '\r':
				b.WriteString(`\r`)
			case ch == '\t':
				b.WriteString(`\t`)
			case ch < 0x20 || ch >= 0x7f:
				b.WriteString(`\x`)
				b.WriteString(hex2(int(ch)))
			default:
				b.WriteByte(ch)
			}
		}
	} else {
		for _, r := range s {
			switch {
			case r == rune(quote) || r == '\\':
				b.WriteByte('\\')
				b.WriteRune(r)
			case r == '\n':
				b.WriteString(`\n`)
			case r == '\r':
				b.WriteString(`\r`)
			case r == '\t':
				b.WriteString(`\t`)
			case r == utf8.RuneError:
				b.WriteRune(r)
			case r < 0x20 || r == 0x7f:
				b.WriteString(`\x` + hex2(int(r)))
			case !unicode.IsPrint(r) && r != ' ':
				switch {
				case r < 0x100:
					b.WriteString(`\x` + hex2(int(r)))
				case r < 0x10000:
					b.WriteString(`\u` + hexN(int(r), 4))
				default:
					b.WriteString(`\U` + hexN(int(r), 8))
				}
			default:
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte(quote)
	return b.String()
}

func hex2(v int) string { return hexN(v, 2) }

func hexN(v, n int) string {
	s := strconv.FormatInt(int64(v), 16)
	for len(s) < n {
		s = "0" + s
	}
	return s
}
