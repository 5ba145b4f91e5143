package syntax

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Dump renders a node on one line in the format of CPython 3.13's
// ast.dump(node): CPython's class and field names, None and empty lists
// omitted, constants in Python repr. DumpWithPos adds the position
// attributes (lineno, col_offset, end_lineno, end_col_offset) like
// ast.dump(node, include_attributes=True).
func Dump(n Node) string {
	d := dumper{}
	d.node(n)
	return d.String()
}

// DumpWithPos is Dump with node positions.
func DumpWithPos(n Node) string {
	d := dumper{pos: true}
	d.node(n)
	return d.String()
}

type dumper struct {
	strings.Builder
	pos bool
}

// field is one name=value pair; value is written by f.
type field struct {
	name  string
	write func()
}

func (d *dumper) module(m *Module) {
	d.obj("Module", nil, d.stmtsField("body", m.Body))
}

func (d *dumper) obj(class string, span *Span, fields ...field) {
	d.WriteString(class)
	d.WriteByte('(')
	first := true
	for _, f := range fields {
		if f.write == nil {
			continue
		}
		if !first {
			d.WriteString(", ")
		}
		first = false
		d.WriteString(f.name)
		d.WriteByte('=')
		f.write()
	}
	if d.pos && span != nil {
		if !first {
			d.WriteString(", ")
		}
		fmt.Fprintf(d, "lineno=%d, col_offset=%d, end_lineno=%d, end_col_offset=%d",
			span.Start.Line, span.Start.Col, span.End.Line, span.End.Col)
	}
	d.WriteByte(')')
}

func (d *dumper) exprField(name string, e Expr) field {
	if e == nil {
		return field{}
	}
	return field{name, func() { d.node(e) }}
}

func (d *dumper) exprsField(name string, es []Expr) field {
	if len(es) == 0 {
		return field{}
	}
	return field{name, func() {
		d.WriteByte('[')
		for i, e := range es {
			if i > 0 {
				d.WriteString(", ")
			}
			if e == nil {
				d.WriteString("None")
			} else {
				d.node(e)
			}
		}
		d.WriteByte(']')
	}}
}

func (d *dumper) stmtsField(name string, ss []Stmt) field {
	if len(ss) == 0 {
		return field{}
	}
	return field{name, func() {
		d.WriteByte('[')
		for i, s := range ss {
			if i > 0 {
				d.WriteString(", ")
			}
			d.node(s)
		}
		d.WriteByte(']')
	}}
}

func (d *dumper) patternField(name string, pat Pattern) field {
	if pat == nil {
		return field{}
	}
	return field{name, func() { d.node(pat) }}
}

func (d *dumper) patternsField(name string, pats []Pattern) field {
	return d.listField(name, len(pats), func(i int) { d.node(pats[i]) })
}

func (d *dumper) strField(name, s string) field {
	if s == "" {
		return field{}
	}
	return field{name, func() { d.WriteString(pyStrRepr(s)) }}
}

func (d *dumper) rawField(name, s string) field {
	return field{name, func() { d.WriteString(s) }}
}

func (d *dumper) namesField(name string, names []string) field {
	if len(names) == 0 {
		return field{}
	}
	return field{name, func() {
		d.WriteByte('[')
		for i, n := range names {
			if i > 0 {
				d.WriteString(", ")
			}
			d.WriteString(pyStrRepr(n))
		}
		d.WriteByte(']')
	}}
}

func (d *dumper) typeParams(tps []*TypeParam) field {
	return d.listField("type_params", len(tps), func(i int) { d.node(tps[i]) })
}

func (d *dumper) listField(name string, n int, item func(i int)) field {
	if n == 0 {
		return field{}
	}
	return field{name, func() {
		d.WriteByte('[')
		for i := 0; i < n; i++ {
			if i > 0 {
				d.WriteString(", ")
			}
			item(i)
		}
		d.WriteByte(']')
	}}
}

var ctxNames = [...]string{"Load()", "Store()", "Del()"}

var operatorNames = [...]string{"Add()", "Sub()", "Mult()", "MatMult()", "Div()", "Mod()", "Pow()",
	"LShift()", "RShift()", "BitOr()", "BitXor()", "BitAnd()", "FloorDiv()"}

var unaryNames = [...]string{"Invert()", "Not()", "UAdd()", "USub()"}

var cmpNames = [...]string{"Eq()", "NotEq()", "Lt()", "LtE()", "Gt()", "GtE()", "Is()", "IsNot()", "In()", "NotIn()"}

func (d *dumper) ctx(c Ctx) field { return d.rawField("ctx", ctxNames[c]) }

func (d *dumper) arguments(a *Arguments) {
	d.obj("arguments", nil,
		d.listField("posonlyargs", len(a.PosOnly), func(i int) { d.arg(a.PosOnly[i]) }),
		d.listField("args", len(a.Args), func(i int) { d.arg(a.Args[i]) }),
		d.argField("vararg", a.Vararg),
		d.listField("kwonlyargs", len(a.KwOnly), func(i int) { d.arg(a.KwOnly[i]) }),
		d.exprsField("kw_defaults", a.KwDefaults),
		d.argField("kwarg", a.Kwarg),
		d.exprsField("defaults", a.Defaults))
}

func (d *dumper) argField(name string, a *Arg) field {
	if a == nil {
		return field{}
	}
	return field{name, func() { d.arg(a) }}
}

func (d *dumper) arg(a *Arg) {
	d.obj("arg", &a.Span, d.rawField("arg", pyStrRepr(a.Name)), d.exprField("annotation", a.Annotation))
}

func (d *dumper) keywords(name string, kws []*Keyword) field {
	return d.listField(name, len(kws), func(i int) {
		k := kws[i]
		d.obj("keyword", &k.Span, d.strField("arg", k.Name), d.exprField("value", k.Value))
	})
}

// asyncName is the node name of the async form of a statement.
func asyncName(name string, async bool) string {
	if async {
		return "Async" + name
	}
	return name
}

func boolInt(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

func (d *dumper) comprehensions(gens []*Comprehension) field {
	return d.listField("generators", len(gens), func(i int) {
		g := gens[i]
		d.obj("comprehension", nil, d.exprField("target", g.Target), d.exprField("iter", g.Iter),
			d.exprsField("ifs", g.Ifs), d.rawField("is_async", boolInt(g.IsAsync)))
	})
}

func (d *dumper) node(n Node) {
	switch x := n.(type) {
	case *Module:
		d.module(x)
	// statements
	case *FunctionDef:
		d.obj(asyncName("FunctionDef", x.IsAsync), &x.Span, d.rawField("name", pyStrRepr(x.Name)),
			field{"args", func() { d.arguments(x.Args) }},
			d.stmtsField("body", x.Body), d.exprsField("decorator_list", x.Decorators),
			d.exprField("returns", x.Returns), d.typeParams(x.TypeParams))
	case *ClassDef:
		d.obj("ClassDef", &x.Span, d.rawField("name", pyStrRepr(x.Name)), d.exprsField("bases", x.Bases),
			d.keywords("keywords", x.Keywords), d.stmtsField("body", x.Body),
			d.exprsField("decorator_list", x.Decorators), d.typeParams(x.TypeParams))
	case *TypeAlias:
		d.obj("TypeAlias", &x.Span, d.exprField("name", x.Name), d.typeParams(x.TypeParams),
			d.exprField("value", x.Value))
	case *TypeParam:
		name := [...]string{"TypeVar", "TypeVarTuple", "ParamSpec"}[x.Kind]
		d.obj(name, &x.Span, d.rawField("name", pyStrRepr(x.Name)), d.exprField("bound", x.Bound),
			d.exprField("default_value", x.Default))
	case *Return:
		d.obj("Return", &x.Span, d.exprField("value", x.Value))
	case *Delete:
		d.obj("Delete", &x.Span, d.exprsField("targets", x.Targets))
	case *Assign:
		d.obj("Assign", &x.Span, d.exprsField("targets", x.Targets), d.exprField("value", x.Value))
	case *AugAssign:
		d.obj("AugAssign", &x.Span, d.exprField("target", x.Target), d.rawField("op", operatorNames[x.Op]),
			d.exprField("value", x.Value))
	case *AnnAssign:
		simple := "0"
		if x.Simple {
			simple = "1"
		}
		d.obj("AnnAssign", &x.Span, d.exprField("target", x.Target), d.exprField("annotation", x.Annotation),
			d.exprField("value", x.Value), d.rawField("simple", simple))
	case *For:
		d.obj(asyncName("For", x.IsAsync), &x.Span, d.exprField("target", x.Target), d.exprField("iter", x.Iter),
			d.stmtsField("body", x.Body), d.stmtsField("orelse", x.Orelse))
	case *While:
		d.obj("While", &x.Span, d.exprField("test", x.Test), d.stmtsField("body", x.Body),
			d.stmtsField("orelse", x.Orelse))
	case *If:
		d.obj("If", &x.Span, d.exprField("test", x.Test), d.stmtsField("body", x.Body),
			d.stmtsField("orelse", x.Orelse))
	case *With:
		d.obj(asyncName("With", x.IsAsync), &x.Span, d.listField("items", len(x.Items), func(i int) {
			it := x.Items[i]
			d.obj("withitem", nil, d.exprField("context_expr", it.ContextExpr),
				d.exprField("optional_vars", it.OptionalVars))
		}), d.stmtsField("body", x.Body))
	case *Raise:
		d.obj("Raise", &x.Span, d.exprField("exc", x.Exc), d.exprField("cause", x.Cause))
	case *Try:
		name := "Try"
		if x.IsStar {
			name = "TryStar"
		}
		d.obj(name, &x.Span, d.stmtsField("body", x.Body),
			d.listField("handlers", len(x.Handlers), func(i int) { d.node(x.Handlers[i]) }),
			d.stmtsField("orelse", x.Orelse), d.stmtsField("finalbody", x.Finalbody))
	case *ExceptHandler:
		d.obj("ExceptHandler", &x.Span, d.exprField("type", x.Type), d.strField("name", x.Name),
			d.stmtsField("body", x.Body))
	case *Assert:
		d.obj("Assert", &x.Span, d.exprField("test", x.Test), d.exprField("msg", x.Msg))
	case *Import:
		d.obj("Import", &x.Span, d.aliases(x.Names))
	case *ImportFrom:
		d.obj("ImportFrom", &x.Span, d.strField("module", x.Module), d.aliases(x.Names),
			d.rawField("level", strconv.Itoa(x.Level)))
	case *Global:
		d.obj("Global", &x.Span, d.namesField("names", x.Names))
	case *Nonlocal:
		d.obj("Nonlocal", &x.Span, d.namesField("names", x.Names))
	case *ExprStmt:
		d.obj("Expr", &x.Span, d.exprField("value", x.Value))
	case *Pass:
		d.obj("Pass", &x.Span)
	case *Break:
		d.obj("Break", &x.Span)
	case *Continue:
		d.obj("Continue", &x.Span)

	// expressions
	case *BoolOp:
		op := "And()"
		if x.Op == Or {
			op = "Or()"
		}
		d.obj("BoolOp", &x.Span, d.rawField("op", op), d.exprsField("values", x.Values))
	case *NamedExpr:
		d.obj("NamedExpr", &x.Span, d.exprField("target", x.Target), d.exprField("value", x.Value))
	case *BinOp:
		d.obj("BinOp", &x.Span, d.exprField("left", x.Left), d.rawField("op", operatorNames[x.Op]),
			d.exprField("right", x.Right))
	case *UnaryOp:
		d.obj("UnaryOp", &x.Span, d.rawField("op", unaryNames[x.Op]), d.exprField("operand", x.Operand))
	case *Lambda:
		d.obj("Lambda", &x.Span, field{"args", func() { d.arguments(x.Args) }}, d.exprField("body", x.Body))
	case *IfExp:
		d.obj("IfExp", &x.Span, d.exprField("test", x.Test), d.exprField("body", x.Body),
			d.exprField("orelse", x.Orelse))
	case *Dict:
		d.obj("Dict", &x.Span, d.exprsField("keys", x.Keys), d.exprsField("values", x.Values))
	case *Set:
		d.obj("Set", &x.Span, d.exprsField("elts", x.Elts))
	case *ListComp:
		d.obj("ListComp", &x.Span, d.exprField("elt", x.Elt), d.comprehensions(x.Generators))
	case *SetComp:
		d.obj("SetComp", &x.Span, d.exprField("elt", x.Elt), d.comprehensions(x.Generators))
	case *DictComp:
		d.obj("DictComp", &x.Span, d.exprField("key", x.Key), d.exprField("value", x.Value),
			d.comprehensions(x.Generators))
	case *GeneratorExp:
		d.obj("GeneratorExp", &x.Span, d.exprField("elt", x.Elt), d.comprehensions(x.Generators))
	case *Yield:
		d.obj("Yield", &x.Span, d.exprField("value", x.Value))
	case *YieldFrom:
		d.obj("YieldFrom", &x.Span, d.exprField("value", x.Value))
	case *Await:
		d.obj("Await", &x.Span, d.exprField("value", x.Value))
	case *Compare:
		d.obj("Compare", &x.Span, d.exprField("left", x.Left),
			d.listField("ops", len(x.Ops), func(i int) { d.WriteString(cmpNames[x.Ops[i]]) }),
			d.exprsField("comparators", x.Comparators))
	case *Call:
		d.obj("Call", &x.Span, d.exprField("func", x.Func), d.exprsField("args", x.Args),
			d.keywords("keywords", x.Keywords))
	case *FormattedValue:
		d.obj("FormattedValue", &x.Span, d.exprField("value", x.Value),
			d.rawField("conversion", strconv.Itoa(x.Conversion)), d.exprField("format_spec", x.FormatSpec))
	case *JoinedStr:
		d.obj("JoinedStr", &x.Span, d.exprsField("values", x.Values))
	case *Constant:
		d.obj("Constant", &x.Span, d.rawField("value", pyRepr(x.Value)))
	case *Attribute:
		d.obj("Attribute", &x.Span, d.exprField("value", x.Value), d.rawField("attr", pyStrRepr(x.Attr)), d.ctx(x.Ctx))
	case *Subscript:
		d.obj("Subscript", &x.Span, d.exprField("value", x.Value), d.exprField("slice", x.Slice), d.ctx(x.Ctx))
	case *Starred:
		d.obj("Starred", &x.Span, d.exprField("value", x.Value), d.ctx(x.Ctx))
	case *Name:
		d.obj("Name", &x.Span, d.rawField("id", pyStrRepr(x.Id)), d.ctx(x.Ctx))
	case *List:
		d.obj("List", &x.Span, d.exprsField("elts", x.Elts), d.ctx(x.Ctx))
	case *Tuple:
		d.obj("Tuple", &x.Span, d.exprsField("elts", x.Elts), d.ctx(x.Ctx))
	case *Slice:
		d.obj("Slice", &x.Span, d.exprField("lower", x.Lower), d.exprField("upper", x.Upper),
			d.exprField("step", x.Step))
	case *Match:
		d.obj("Match", &x.Span, d.exprField("subject", x.Subject),
			d.listField("cases", len(x.Cases), func(i int) {
				c := x.Cases[i]
				d.obj("match_case", nil, d.patternField("pattern", c.Pattern), d.exprField("guard", c.Guard),
					d.stmtsField("body", c.Body))
			}))
	case *MatchValue:
		d.obj("MatchValue", &x.Span, d.exprField("value", x.Value))
	case *MatchSingleton:
		d.obj("MatchSingleton", &x.Span, d.rawField("value", pyRepr(x.Value)))
	case *MatchSequence:
		d.obj("MatchSequence", &x.Span, d.patternsField("patterns", x.Patterns))
	case *MatchMapping:
		d.obj("MatchMapping", &x.Span, d.exprsField("keys", x.Keys), d.patternsField("patterns", x.Patterns),
			d.strField("rest", x.Rest))
	case *MatchClass:
		d.obj("MatchClass", &x.Span, d.exprField("cls", x.Cls), d.patternsField("patterns", x.Patterns),
			d.namesField("kwd_attrs", x.KwdAttrs), d.patternsField("kwd_patterns", x.KwdPatterns))
	case *MatchStar:
		d.obj("MatchStar", &x.Span, d.strField("name", x.Name))
	case *MatchAs:
		d.obj("MatchAs", &x.Span, d.patternField("pattern", x.Pattern), d.strField("name", x.Name))
	case *MatchOr:
		d.obj("MatchOr", &x.Span, d.patternsField("patterns", x.Patterns))
	case nil:
		d.WriteString("None")
	default:
		fmt.Fprintf(d, "%T", n)
	}
}

func (d *dumper) aliases(as []*Alias) field {
	return d.listField("names", len(as), func(i int) {
		a := as[i]
		d.obj("alias", &a.Span, d.rawField("name", pyStrRepr(a.Name)), d.strField("asname", a.AsName))
	})
}

// ---- Python repr of constants ----

func pyRepr(v any) string {
	switch x := v.(type) {
	case nil:
		return "None"
	case bool:
		if x {
			return "True"
		}
		return "False"
	case *big.Int:
		return x.String()
	case float64:
		return pyFloatRepr(x)
	case complex128:
		if real(x) == 0 && !math.Signbit(real(x)) {
			return pyImagRepr(imag(x)) + "j"
		}
		return "(" + pyFloatRepr(real(x)) + "+" + pyImagRepr(imag(x)) + "j)"
	case string:
		return pyStrRepr(x)
	case []byte:
		return pyBytesRepr(x)
	case EllipsisType:
		return "Ellipsis"
	}
	return fmt.Sprint(v)
}

// pyFloatRepr formats like Python's float repr.
func pyFloatRepr(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	s := strconv.FormatFloat(f, 'e', -1, 64)
	mant, exp, _ := strings.Cut(s, "e")
	e, _ := strconv.Atoi(exp)
	if e < -4 || e >= 16 {
		sign := "+"
		if e < 0 {
			sign = "-"
			e = -e
		}
		return fmt.Sprintf("%se%s%02d", mant, sign, e)
	}
	s = strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.ContainsAny(s, ".") {
		s += ".0"
	}
	return s
}

// pyImagRepr formats the imaginary part of a complex repr (no ".0").
func pyImagRepr(f float64) string {
	s := pyFloatRepr(f)
	return strings.TrimSuffix(s, ".0")
}

// pyStrRepr formats s like Python's str repr. Generalized UTF-8 surrogates
// print as \udXXX escapes.
func pyStrRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte(quote)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == quote || c == '\\':
				b.WriteByte('\\')
				b.WriteByte(c)
			case c == '\n':
				b.WriteString(`\n`)
			case c == '\r':
				b.WriteString(`\r`)
			case c == '\t':
				b.WriteString(`\t`)
			case c < 0x20 || c == 0x7f:
				fmt.Fprintf(&b, `\x%02x`, c)
			default:
				b.WriteByte(c)
			}
			i++
			continue
		}
		if c == 0xED && i+2 < len(s) && s[i+1] >= 0xA0 && s[i+1] <= 0xBF {
			r := rune(c&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F)
			fmt.Fprintf(&b, `\u%04x`, r)
			i += 3
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, c)
		case isPyPrintable(r):
			b.WriteRune(r)
		case r < 0x100:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r < 0x10000:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
		i += size
	}
	b.WriteByte(quote)
	return b.String()
}

// isPyPrintable approximates str.isprintable for one character.
func isPyPrintable(r rune) bool {
	if r == ' ' {
		return true
	}
	return unicode.IsPrint(r)
}

func pyBytesRepr(v []byte) string {
	quote := byte('\'')
	if strings.IndexByte(string(v), '\'') >= 0 && strings.IndexByte(string(v), '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte('b')
	b.WriteByte(quote)
	for _, c := range v {
		switch {
		case c == quote || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		case c < 0x20 || c >= 0x7f:
			fmt.Fprintf(&b, `\x%02x`, c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(quote)
	return b.String()
}

// GetSpan makes *Module a Node so that Dump accepts it; a module has no
// position.
func (m *Module) GetSpan() Span { return Span{} }
