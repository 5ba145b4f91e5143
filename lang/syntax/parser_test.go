package syntax

import (
	"errors"
	"math"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// The expected dumps and errors below were produced by CPython 3.13
// (ast.dump(ast.parse(src)) and compile(src, "f.py", "exec")).

func parseOK(t *testing.T, src string) *Module {
	t.Helper()
	m, err := Parse("f.py", []byte(src))
	require.NoError(t, err, "source: %q", src)
	return m
}

func TestParseDump(t *testing.T) {
	tests := []struct{ src, want string }{
		{"x = 1", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))])"},
		{"a = b = c", "Module(body=[Assign(targets=[Name(id='a', ctx=Store()), Name(id='b', ctx=Store())], value=Name(id='c', ctx=Load()))])"},
		{"a, *b = c", "Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store()), Starred(value=Name(id='b', ctx=Store()), ctx=Store())], ctx=Store())], value=Name(id='c', ctx=Load()))])"},
		{"[a, (b, c)] = d", "Module(body=[Assign(targets=[List(elts=[Name(id='a', ctx=Store()), Tuple(elts=[Name(id='b', ctx=Store()), Name(id='c', ctx=Store())], ctx=Store())], ctx=Store())], value=Name(id='d', ctx=Load()))])"},
		{"x += 1", "Module(body=[AugAssign(target=Name(id='x', ctx=Store()), op=Add(), value=Constant(value=1))])"},
		{"x //= 2", "Module(body=[AugAssign(target=Name(id='x', ctx=Store()), op=FloorDiv(), value=Constant(value=2))])"},
		{"x: int", "Module(body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), simple=1)])"},
		{"x: int = 1", "Module(body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), value=Constant(value=1), simple=1)])"},
		{"(x): int = 1", "Module(body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), value=Constant(value=1), simple=0)])"},
		{"a.b: int", "Module(body=[AnnAssign(target=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Store()), annotation=Name(id='int', ctx=Load()), simple=0)])"},
		{"del a, b[0], c.d", "Module(body=[Delete(targets=[Name(id='a', ctx=Del()), Subscript(value=Name(id='b', ctx=Load()), slice=Constant(value=0), ctx=Del()), Attribute(value=Name(id='c', ctx=Load()), attr='d', ctx=Del())])])"},
		{"del (a, b)", "Module(body=[Delete(targets=[Tuple(elts=[Name(id='a', ctx=Del()), Name(id='b', ctx=Del())], ctx=Del())])])"},
		{"return", "Module(body=[Return()])"},
		{"return a, b", "Module(body=[Return(value=Tuple(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())], ctx=Load()))])"},
		{"raise", "Module(body=[Raise()])"},
		{"raise E from F", "Module(body=[Raise(exc=Name(id='E', ctx=Load()), cause=Name(id='F', ctx=Load()))])"},
		{"assert x, 'msg'", "Module(body=[Assert(test=Name(id='x', ctx=Load()), msg=Constant(value='msg'))])"},
		{"global a, b", "Module(body=[Global(names=['a', 'b'])])"},
		{"nonlocal a", "Module(body=[Nonlocal(names=['a'])])"},
		{"import a.b.c as d, e", "Module(body=[Import(names=[alias(name='a.b.c', asname='d'), alias(name='e')])])"},
		{"from .. a import (b as c, d)", "Module(body=[ImportFrom(module='a', names=[alias(name='b', asname='c'), alias(name='d')], level=2)])"},
		{"from . import *", "Module(body=[ImportFrom(names=[alias(name='*')], level=1)])"},
		{"from ...x import y", "Module(body=[ImportFrom(module='x', names=[alias(name='y')], level=3)])"},
		{"pass; break; continue", "Module(body=[Pass(), Break(), Continue()])"},
		{"if x: y = 1; z = 2", "Module(body=[If(test=Name(id='x', ctx=Load()), body=[Assign(targets=[Name(id='y', ctx=Store())], value=Constant(value=1)), Assign(targets=[Name(id='z', ctx=Store())], value=Constant(value=2))])])"},
		{"if a:\n    pass\nelif b:\n    pass\nelse:\n    pass", "Module(body=[If(test=Name(id='a', ctx=Load()), body=[Pass()], orelse=[If(test=Name(id='b', ctx=Load()), body=[Pass()], orelse=[Pass()])])])"},
		{"while x:\n    pass\nelse:\n    pass", "Module(body=[While(test=Name(id='x', ctx=Load()), body=[Pass()], orelse=[Pass()])])"},
		{"for x, *y in z:\n    pass\nelse:\n    pass", "Module(body=[For(target=Tuple(elts=[Name(id='x', ctx=Store()), Starred(value=Name(id='y', ctx=Store()), ctx=Store())], ctx=Store()), iter=Name(id='z', ctx=Load()), body=[Pass()], orelse=[Pass()])])"},
		{"with a as b, c: pass", "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()))], body=[Pass()])])"},
		{"with (a as b, c as d,): pass", "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()), optional_vars=Name(id='d', ctx=Store()))], body=[Pass()])])"},
		{"with (a, b): pass", "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load())), withitem(context_expr=Name(id='b', ctx=Load()))], body=[Pass()])])"},
		{"with (a, b) as c: pass", "Module(body=[With(items=[withitem(context_expr=Tuple(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())], ctx=Load()), optional_vars=Name(id='c', ctx=Store()))], body=[Pass()])])"},
		{"try:\n    a\nexcept (E, F) as e:\n    b\nexcept:\n    c\nelse:\n    d\nfinally:\n    e", "Module(body=[Try(body=[Expr(value=Name(id='a', ctx=Load()))], handlers=[ExceptHandler(type=Tuple(elts=[Name(id='E', ctx=Load()), Name(id='F', ctx=Load())], ctx=Load()), name='e', body=[Expr(value=Name(id='b', ctx=Load()))]), ExceptHandler(body=[Expr(value=Name(id='c', ctx=Load()))])], orelse=[Expr(value=Name(id='d', ctx=Load()))], finalbody=[Expr(value=Name(id='e', ctx=Load()))])])"},
		{"try:\n    a\nfinally:\n    b", "Module(body=[Try(body=[Expr(value=Name(id='a', ctx=Load()))], finalbody=[Expr(value=Name(id='b', ctx=Load()))])])"},
		{"@d1\n@d2(x)\ndef f(a, /, b=1, *c, d, e=2, **g) -> int:\n    return a", "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a')], args=[arg(arg='b')], vararg=arg(arg='c'), kwonlyargs=[arg(arg='d'), arg(arg='e')], kw_defaults=[None, Constant(value=2)], kwarg=arg(arg='g'), defaults=[Constant(value=1)]), body=[Return(value=Name(id='a', ctx=Load()))], decorator_list=[Name(id='d1', ctx=Load()), Call(func=Name(id='d2', ctx=Load()), args=[Name(id='x', ctx=Load())])], returns=Name(id='int', ctx=Load()))])"},
		{"def f(*, a): pass", "Module(body=[FunctionDef(name='f', args=arguments(kwonlyargs=[arg(arg='a')], kw_defaults=[None]), body=[Pass()])])"},
		{"def f(a: int = 1, *b: str, **c: bytes): pass", "Module(body=[FunctionDef(name='f', args=arguments(args=[arg(arg='a', annotation=Name(id='int', ctx=Load()))], vararg=arg(arg='b', annotation=Name(id='str', ctx=Load())), kwarg=arg(arg='c', annotation=Name(id='bytes', ctx=Load())), defaults=[Constant(value=1)]), body=[Pass()])])"},
		{"class C(B, metaclass=M):\n    x = 1", "Module(body=[ClassDef(name='C', bases=[Name(id='B', ctx=Load())], keywords=[keyword(arg='metaclass', value=Name(id='M', ctx=Load()))], body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))])])"},
		{"class C: pass", "Module(body=[ClassDef(name='C', body=[Pass()])])"},
		{"lambda: 0", "Module(body=[Expr(value=Lambda(args=arguments(), body=Constant(value=0)))])"},
		{"lambda a, /, b=1, *c, d, e=2, **f: 0", "Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[arg(arg='a')], args=[arg(arg='b')], vararg=arg(arg='c'), kwonlyargs=[arg(arg='d'), arg(arg='e')], kw_defaults=[None, Constant(value=2)], kwarg=arg(arg='f'), defaults=[Constant(value=1)]), body=Constant(value=0)))])"},
		{"lambda *, a: a", "Module(body=[Expr(value=Lambda(args=arguments(kwonlyargs=[arg(arg='a')], kw_defaults=[None]), body=Name(id='a', ctx=Load())))])"},
		{"x if y else z", "Module(body=[Expr(value=IfExp(test=Name(id='y', ctx=Load()), body=Name(id='x', ctx=Load()), orelse=Name(id='z', ctx=Load())))])"},
		{"lambda: x if y else z", "Module(body=[Expr(value=Lambda(args=arguments(), body=IfExp(test=Name(id='y', ctx=Load()), body=Name(id='x', ctx=Load()), orelse=Name(id='z', ctx=Load()))))])"},
		{"(x := 1)", "Module(body=[Expr(value=NamedExpr(target=Name(id='x', ctx=Store()), value=Constant(value=1)))])"},
		{"[y := 2, 3]", "Module(body=[Expr(value=List(elts=[NamedExpr(target=Name(id='y', ctx=Store()), value=Constant(value=2)), Constant(value=3)], ctx=Load()))])"},
		{"f(x := 1)", "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[NamedExpr(target=Name(id='x', ctx=Store()), value=Constant(value=1))]))])"},
		{"a[x := 1]", "Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=NamedExpr(target=Name(id='x', ctx=Store()), value=Constant(value=1)), ctx=Load()))])"},
		{"[x for x in y if a if b for z in w]", "Module(body=[Expr(value=ListComp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), ifs=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())], is_async=0), comprehension(target=Name(id='z', ctx=Store()), iter=Name(id='w', ctx=Load()), is_async=0)]))])"},
		{"{k: v for k, v in d}", "Module(body=[Expr(value=DictComp(key=Name(id='k', ctx=Load()), value=Name(id='v', ctx=Load()), generators=[comprehension(target=Tuple(elts=[Name(id='k', ctx=Store()), Name(id='v', ctx=Store())], ctx=Store()), iter=Name(id='d', ctx=Load()), is_async=0)]))])"},
		{"{x for x in y}", "Module(body=[Expr(value=SetComp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), is_async=0)]))])"},
		{"(x for x in y)", "Module(body=[Expr(value=GeneratorExp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), is_async=0)]))])"},
		{"f(x for x in y)", "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[GeneratorExp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), is_async=0)])]))])"},
		{"f(a, *b, c=1, **d)", "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Name(id='a', ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], keywords=[keyword(arg='c', value=Constant(value=1)), keyword(value=Name(id='d', ctx=Load()))]))])"},
		{"print(*a, sep='')", "Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Starred(value=Name(id='a', ctx=Load()), ctx=Load())], keywords=[keyword(arg='sep', value=Constant(value=''))]))])"},
		{"[*a, *b]", "Module(body=[Expr(value=List(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()))])"},
		{"{**d, 'k': 1}", "Module(body=[Expr(value=Dict(keys=[None, Constant(value='k')], values=[Name(id='d', ctx=Load()), Constant(value=1)]))])"},
		{"{1, 2}", "Module(body=[Expr(value=Set(elts=[Constant(value=1), Constant(value=2)]))])"},
		{"{}", "Module(body=[Expr(value=Dict())])"},
		{"()", "Module(body=[Expr(value=Tuple(ctx=Load()))])"},
		{"(1,)", "Module(body=[Expr(value=Tuple(elts=[Constant(value=1)], ctx=Load()))])"},
		{"a[1:2, ::3]", "Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Slice(lower=Constant(value=1), upper=Constant(value=2)), Slice(step=Constant(value=3))], ctx=Load()), ctx=Load()))])"},
		{"a[1:2]", "Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=Slice(lower=Constant(value=1), upper=Constant(value=2)), ctx=Load()))])"},
		{"a[::]", "Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=Slice(), ctx=Load()))])"},
		{"a[*b]", "Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()), ctx=Load()))])"},
		{"a[1,]", "Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Constant(value=1)], ctx=Load()), ctx=Load()))])"},
		{"x < y <= z", "Module(body=[Expr(value=Compare(left=Name(id='x', ctx=Load()), ops=[Lt(), LtE()], comparators=[Name(id='y', ctx=Load()), Name(id='z', ctx=Load())]))])"},
		{"a not in b", "Module(body=[Expr(value=Compare(left=Name(id='a', ctx=Load()), ops=[NotIn()], comparators=[Name(id='b', ctx=Load())]))])"},
		{"a is not b", "Module(body=[Expr(value=Compare(left=Name(id='a', ctx=Load()), ops=[IsNot()], comparators=[Name(id='b', ctx=Load())]))])"},
		{"not a == b", "Module(body=[Expr(value=UnaryOp(op=Not(), operand=Compare(left=Name(id='a', ctx=Load()), ops=[Eq()], comparators=[Name(id='b', ctx=Load())])))])"},
		{"-2**2", "Module(body=[Expr(value=UnaryOp(op=USub(), operand=BinOp(left=Constant(value=2), op=Pow(), right=Constant(value=2))))])"},
		{"-x**-y", "Module(body=[Expr(value=UnaryOp(op=USub(), operand=BinOp(left=Name(id='x', ctx=Load()), op=Pow(), right=UnaryOp(op=USub(), operand=Name(id='y', ctx=Load())))))])"},
		{"a**b**c", "Module(body=[Expr(value=BinOp(left=Name(id='a', ctx=Load()), op=Pow(), right=BinOp(left=Name(id='b', ctx=Load()), op=Pow(), right=Name(id='c', ctx=Load()))))])"},
		{"~a + b * c", "Module(body=[Expr(value=BinOp(left=UnaryOp(op=Invert(), operand=Name(id='a', ctx=Load())), op=Add(), right=BinOp(left=Name(id='b', ctx=Load()), op=Mult(), right=Name(id='c', ctx=Load()))))])"},
		{"a | b ^ c & d << e + f * g", "Module(body=[Expr(value=BinOp(left=Name(id='a', ctx=Load()), op=BitOr(), right=BinOp(left=Name(id='b', ctx=Load()), op=BitXor(), right=BinOp(left=Name(id='c', ctx=Load()), op=BitAnd(), right=BinOp(left=Name(id='d', ctx=Load()), op=LShift(), right=BinOp(left=Name(id='e', ctx=Load()), op=Add(), right=BinOp(left=Name(id='f', ctx=Load()), op=Mult(), right=Name(id='g', ctx=Load()))))))))])"},
		{"a or b and not c", "Module(body=[Expr(value=BoolOp(op=Or(), values=[Name(id='a', ctx=Load()), BoolOp(op=And(), values=[Name(id='b', ctx=Load()), UnaryOp(op=Not(), operand=Name(id='c', ctx=Load()))])]))])"},
		{"a and b or c and d", "Module(body=[Expr(value=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())]), BoolOp(op=And(), values=[Name(id='c', ctx=Load()), Name(id='d', ctx=Load())])]))])"},
		{"(a or b) and c", "Module(body=[Expr(value=BoolOp(op=And(), values=[BoolOp(op=Or(), values=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())]), Name(id='c', ctx=Load())]))])"},
		{"a - b - c", "Module(body=[Expr(value=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=Sub(), right=Name(id='b', ctx=Load())), op=Sub(), right=Name(id='c', ctx=Load())))])"},
		{"a @ b", "Module(body=[Expr(value=BinOp(left=Name(id='a', ctx=Load()), op=MatMult(), right=Name(id='b', ctx=Load())))])"},
		{"a // b % c", "Module(body=[Expr(value=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=FloorDiv(), right=Name(id='b', ctx=Load())), op=Mod(), right=Name(id='c', ctx=Load())))])"},
		{"f'{x}'", "Module(body=[Expr(value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1)]))])"},
		{"f'a{x!r:>{w}}b'", "Module(body=[Expr(value=JoinedStr(values=[Constant(value='a'), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114, format_spec=JoinedStr(values=[Constant(value='>'), FormattedValue(value=Name(id='w', ctx=Load()), conversion=-1)])), Constant(value='b')]))])"},
		{"f'{x=}'", "Module(body=[Expr(value=JoinedStr(values=[Constant(value='x='), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114)]))])"},
		{"f'{x = !s:^10}'", "Module(body=[Expr(value=JoinedStr(values=[Constant(value='x = '), FormattedValue(value=Name(id='x', ctx=Load()), conversion=115, format_spec=JoinedStr(values=[Constant(value='^10')]))]))])"},
		{"f'{x:{y}.{z}}'", "Module(body=[Expr(value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='y', ctx=Load()), conversion=-1), Constant(value='.'), FormattedValue(value=Name(id='z', ctx=Load()), conversion=-1)]))]))])"},
		{"'a' f'{b}' 'c'", "Module(body=[Expr(value=JoinedStr(values=[Constant(value='a'), FormattedValue(value=Name(id='b', ctx=Load()), conversion=-1), Constant(value='c')]))])"},
		{"'a' 'b'", "Module(body=[Expr(value=Constant(value='ab'))])"},
		{"b'a' b'b'", "Module(body=[Expr(value=Constant(value=b'ab'))])"},
		{"f'{{}}'", "Module(body=[Expr(value=JoinedStr(values=[Constant(value='{}')]))])"},
		{"1_000_000", "Module(body=[Expr(value=Constant(value=1000000))])"},
		{"0xFF", "Module(body=[Expr(value=Constant(value=255))])"},
		{"0o17", "Module(body=[Expr(value=Constant(value=15))])"},
		{"0b101", "Module(body=[Expr(value=Constant(value=5))])"},
		{"1.5e3", "Module(body=[Expr(value=Constant(value=1500.0))])"},
		{"1j", "Module(body=[Expr(value=Constant(value=1j))])"},
		{"3.14J", "Module(body=[Expr(value=Constant(value=3.14j))])"},
		{".5", "Module(body=[Expr(value=Constant(value=0.5))])"},
		{"1e500", "Module(body=[Expr(value=Constant(value=inf))])"},
		{"None, True, False, ...", "Module(body=[Expr(value=Tuple(elts=[Constant(value=None), Constant(value=True), Constant(value=False), Constant(value=Ellipsis)], ctx=Load()))])"},
		{"'\\x41\\u00e9\\N{BULLET}\\777\\d'", "Module(body=[Expr(value=Constant(value='Aé•ǿ\\\\d'))])"},
		{"r'\\d\\n'", "Module(body=[Expr(value=Constant(value='\\\\d\\\\n'))])"},
		{"b'\\xff\\n\\d'", "Module(body=[Expr(value=Constant(value=b'\\xff\\n\\\\d'))])"},
		{"'''a\nb'''", "Module(body=[Expr(value=Constant(value='a\\nb'))])"},
		{"x = yield", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Yield())])"},
		{"x = yield from y", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=YieldFrom(value=Name(id='y', ctx=Load())))])"},
		{"yield a, b", "Module(body=[Expr(value=Yield(value=Tuple(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())], ctx=Load())))])"},
		{"if x:\n\tpass", "Module(body=[If(test=Name(id='x', ctx=Load()), body=[Pass()])])"},
		{"x = (1 +\n     2)", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=1), op=Add(), right=Constant(value=2)))])"},
		{"x = 1 \\\n  + 2", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=1), op=Add(), right=Constant(value=2)))])"},
		{"é = 'ü'", "Module(body=[Assign(targets=[Name(id='é', ctx=Store())], value=Constant(value='ü'))])"},
		{"match = 1", "Module(body=[Assign(targets=[Name(id='match', ctx=Store())], value=Constant(value=1))])"},
		{"type = 2", "Module(body=[Assign(targets=[Name(id='type', ctx=Store())], value=Constant(value=2))])"},
		{"_ = 3", "Module(body=[Assign(targets=[Name(id='_', ctx=Store())], value=Constant(value=3))])"},
	}
	for _, tt := range tests {
		require.Equal(t, tt.want, Dump(parseOK(t, tt.src)), "source: %q", tt.src)
	}
}

func TestPrecedence(t *testing.T) {
	// Each source parses like the fully parenthesized form.
	tests := []struct{ src, same string }{
		{"-2**2", "-(2**2)"},
		{"-x**-y", "-(x**(-y))"},
		{"a**b**c", "a**(b**c)"},
		{"not a == b", "not (a == b)"},
		{"not a and b", "(not a) and b"},
		{"a or b and c", "a or (b and c)"},
		{"a | b ^ c & d", "a | (b ^ (c & d))"},
		{"a << b + c", "a << (b + c)"},
		{"a + b * c", "a + (b * c)"},
		{"a - b - c", "(a - b) - c"},
		{"a / b // c % d @ e", "(((a / b) // c) % d) @ e"},
		{"~a * b", "(~a) * b"},
		{"a < b | c", "a < (b | c)"},
		{"a if b else c if d else e", "a if b else (c if d else e)"},
		{"lambda: a if b else c", "lambda: (a if b else c)"},
		{"a.b(c)[d].e", "((((a.b)(c))[d]).e)"},
		{"-a.b", "-(a.b)"},
		{"await_ ** 2", "(await_) ** 2"},
		{"a in b == c", "a in b == c"},
		{"a is not b not in c", "a is not b not in c"},
	}
	for _, tt := range tests {
		e1, err := ParseExpr("f.py", []byte(tt.src))
		require.NoError(t, err, tt.src)
		e2, err := ParseExpr("f.py", []byte(tt.same))
		require.NoError(t, err, tt.same)
		require.Equal(t, Dump(e2), Dump(e1), "%q vs %q", tt.src, tt.same)
	}
	// Chained comparisons are one Compare node.
	e, err := ParseExpr("f.py", []byte("a < b <= c != d"))
	require.NoError(t, err)
	c := e.(*Compare)
	require.Equal(t, []CmpOp{Lt, LtE, NotEq}, c.Ops)
}

func TestSpans(t *testing.T) {
	tests := []struct{ src, want string }{
		{"x = (a)", "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Name(id='a', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)])"},
		{"x = (a, b)", "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Tuple(elts=[Name(id='a', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), Name(id='b', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)], ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=10), lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)])"},
		{"x = a, b,", "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Tuple(elts=[Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), Name(id='b', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)])"},
		{"f(x for x in y)", "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[GeneratorExp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), is_async=0)], lineno=1, col_offset=1, end_lineno=1, end_col_offset=15)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=15), lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)])"},
		{"a.b.c", "Module(body=[Expr(value=Attribute(value=Attribute(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), attr='b', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=3), attr='c', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)])"},
		{"a[1:2, ::3]", "Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Tuple(elts=[Slice(lower=Constant(value=1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), upper=Constant(value=2, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=2, end_lineno=1, end_col_offset=5), Slice(step=Constant(value=3, lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), lineno=1, col_offset=7, end_lineno=1, end_col_offset=10)], ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=10), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)])"},
		{"@d\ndef f():\n    return 1\n", "Module(body=[FunctionDef(name='f', args=arguments(), body=[Return(value=Constant(value=1, lineno=3, col_offset=11, end_lineno=3, end_col_offset=12), lineno=3, col_offset=4, end_lineno=3, end_col_offset=12)], decorator_list=[Name(id='d', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2)], lineno=2, col_offset=0, end_lineno=3, end_col_offset=12)])"},
		{"if x:\n    a\nelif y:\n    b\n", "Module(body=[If(test=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), body=[Expr(value=Name(id='a', ctx=Load(), lineno=2, col_offset=4, end_lineno=2, end_col_offset=5), lineno=2, col_offset=4, end_lineno=2, end_col_offset=5)], orelse=[If(test=Name(id='y', ctx=Load(), lineno=3, col_offset=5, end_lineno=3, end_col_offset=6), body=[Expr(value=Name(id='b', ctx=Load(), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5)], lineno=3, col_offset=0, end_lineno=4, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=4, end_col_offset=5)])"},
		{"x = 'é' + y", "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=Constant(value='é', lineno=1, col_offset=4, end_lineno=1, end_col_offset=8), op=Add(), right=Name(id='y', ctx=Load(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), lineno=1, col_offset=4, end_lineno=1, end_col_offset=12), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)])"},
		{"f'a{x=}b{y!r:>{w}}'", "Module(body=[Expr(value=JoinedStr(values=[Constant(value='ax=', lineno=1, col_offset=2, end_lineno=1, end_col_offset=6), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), conversion=114, lineno=1, col_offset=3, end_lineno=1, end_col_offset=7), Constant(value='b', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), FormattedValue(value=Name(id='y', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), conversion=114, format_spec=JoinedStr(values=[Constant(value='>', lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), FormattedValue(value=Name(id='w', ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), conversion=-1, lineno=1, col_offset=14, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=12, end_lineno=1, end_col_offset=17), lineno=1, col_offset=8, end_lineno=1, end_col_offset=18)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=19), lineno=1, col_offset=0, end_lineno=1, end_col_offset=19)])"},
		{"try:\n    a\nexcept E as e:\n    b\n", "Module(body=[Try(body=[Expr(value=Name(id='a', ctx=Load(), lineno=2, col_offset=4, end_lineno=2, end_col_offset=5), lineno=2, col_offset=4, end_lineno=2, end_col_offset=5)], handlers=[ExceptHandler(type=Name(id='E', ctx=Load(), lineno=3, col_offset=7, end_lineno=3, end_col_offset=8), name='e', body=[Expr(value=Name(id='b', ctx=Load(), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5)], lineno=3, col_offset=0, end_lineno=4, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=4, end_col_offset=5)])"},
		{"with a as b: pass", "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), optional_vars=Name(id='b', ctx=Store(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11))], body=[Pass(lineno=1, col_offset=13, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)])"},
		{"x = '''a\nb''' + c", "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=Constant(value='a\\nb', lineno=1, col_offset=4, end_lineno=2, end_col_offset=4), op=Add(), right=Name(id='c', ctx=Load(), lineno=2, col_offset=7, end_lineno=2, end_col_offset=8), lineno=1, col_offset=4, end_lineno=2, end_col_offset=8), lineno=1, col_offset=0, end_lineno=2, end_col_offset=8)])"},
		{"lambda x: (x, 1)", "Module(body=[Expr(value=Lambda(args=arguments(args=[arg(arg='x', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)]), body=Tuple(elts=[Name(id='x', ctx=Load(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), Constant(value=1, lineno=1, col_offset=14, end_lineno=1, end_col_offset=15)], ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=16), lineno=1, col_offset=0, end_lineno=1, end_col_offset=16), lineno=1, col_offset=0, end_lineno=1, end_col_offset=16)])"},
	}
	for _, tt := range tests {
		require.Equal(t, tt.want, DumpWithPos(parseOK(t, tt.src)), "source: %q", tt.src)
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		src, kind, msg             string
		line, col, endLine, endCol int
	}{
		{"x = = 1", "SyntaxError", "invalid syntax", 1, 5, 1, 6},
		{"f(a b)", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", 1, 3, 1, 6},
		{"[a b]", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", 1, 2, 1, 5},
		{"print 'x'", "SyntaxError", "Missing parentheses in call to 'print'. Did you mean print(...)?", 1, 1, 1, 10},
		{"if x\n    pass", "SyntaxError", "expected ':'", 1, 5, 1, 6},
		{"def f(x) y:\n    pass", "SyntaxError", "expected ':'", 1, 10, 1, 11},
		{"for x in y\n    pass", "SyntaxError", "expected ':'", 1, 11, 1, 12},
		{"x = 'abc", "SyntaxError", "unterminated string literal (detected at line 1)", 1, 5, 1, 5},
		{"x = '''abc\n", "SyntaxError", "unterminated triple-quoted string literal (detected at line 1)", 1, 5, 1, 5},
		{"if x:\npass", "IndentationError", "expected an indented block after 'if' statement on line 1", 2, 1, 2, 5},
		{"if x:\n", "IndentationError", "expected an indented block after 'if' statement on line 1", 1, 6, 1, 0},
		{"x = 1\n    y = 2", "IndentationError", "unexpected indent", 2, 4, 2, -1},
		{"if x:\n        a\n    b", "IndentationError", "unindent does not match any outer indentation level", 3, 6, 3, -1},
		{"if x:\n\ta\n        b", "TabError", "inconsistent use of tabs and spaces in indentation", 3, 1, 3, 0},
		{"x = (", "SyntaxError", "'(' was never closed", 1, 5, 1, 0},
		{"x = (1,\n2", "SyntaxError", "'(' was never closed", 1, 5, 1, 0},
		{"x = )", "SyntaxError", "unmatched ')'", 1, 5, 1, 5},
		{"x = (]", "SyntaxError", "closing parenthesis ']' does not match opening parenthesis '('", 1, 6, 1, 6},
		{"x = (\n]", "SyntaxError", "closing parenthesis ']' does not match opening parenthesis '(' on line 1", 2, 1, 2, 1},
		{"x = 0777", "SyntaxError", "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", 1, 5, 1, 6},
		{"x = 1_", "SyntaxError", "invalid decimal literal", 1, 6, 1, 6},
		{"x = 1abc", "SyntaxError", "invalid decimal literal", 1, 5, 1, 5},
		{"x = 0b12", "SyntaxError", "invalid digit '2' in binary literal", 1, 8, 1, 8},
		{"x = 0o8", "SyntaxError", "invalid digit '8' in octal literal", 1, 7, 1, 7},
		{"x = 0x", "SyntaxError", "invalid hexadecimal literal", 1, 6, 1, 6},
		{"1 = x", "SyntaxError", "cannot assign to literal here. Maybe you meant '==' instead of '='?", 1, 1, 1, 2},
		{"f() = 1", "SyntaxError", "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 1, 1, 4},
		{"f() = x = 1", "SyntaxError", "cannot assign to function call", 1, 1, 1, 4},
		{"x = f() = 1", "SyntaxError", "cannot assign to function call", 1, 5, 1, 8},
		{"x, f() = 1", "SyntaxError", "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 4, 1, 7},
		{"(a, b) += 1", "SyntaxError", "'tuple' is an illegal expression for augmented assignment", 1, 1, 1, 7},
		{"a, b: int", "SyntaxError", "only single target (not tuple) can be annotated", 1, 1, 1, 2},
		{"f(): int", "SyntaxError", "illegal target for annotation", 1, 1, 1, 4},
		{"del f()", "SyntaxError", "cannot delete function call", 1, 5, 1, 8},
		{"del *a", "SyntaxError", "cannot delete starred", 1, 5, 1, 7},
		{"for 1 in x: pass", "SyntaxError", "cannot assign to literal", 1, 5, 1, 6},
		{"with a as 1: pass", "SyntaxError", "cannot assign to literal", 1, 11, 1, 12},
		{"x = €", "SyntaxError", "invalid character '€' (U+20AC)", 1, 5, 1, 5},
		{"x = 1 $ 2", "SyntaxError", "invalid syntax", 1, 7, 1, 8},
		{"x = '\\x4'", "SyntaxError", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape", 1, 5, 1, 10},
		{"x = b'\\x4'", "SyntaxError", "(value error) invalid \\x escape at position 0", 1, 5, 1, 11},
		{"x = '\\N{NO SUCH NAME}'", "SyntaxError", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-15: unknown Unicode character name", 1, 5, 1, 23},
		{"x = 'a' b'b'", "SyntaxError", "cannot mix bytes and nonbytes literals", 1, 13, 1, 14},
		{"x = b'é'", "SyntaxError", "bytes can only contain ASCII literal characters", 1, 5, 1, 9},
		{"x = f'{x'", "SyntaxError", "f-string: expecting '}'", 1, 9, 1, 9},
		{"x = f'{}'", "SyntaxError", "f-string: valid expression required before '}'", 1, 8, 1, 9},
		{"x = f'}'", "SyntaxError", "f-string: single '}' is not allowed", 1, 7, 1, 7},
		{"x = f'{x!z}'", "SyntaxError", "f-string: invalid conversion character 'z': expected 's', 'r', or 'a'", 1, 10, 1, 11},
		{"x = f'{x!}'", "SyntaxError", "f-string: missing conversion character", 1, 10, 1, 11},
		{"f'{lambda x: 1}'", "SyntaxError", "f-string: lambda expressions are not allowed without parentheses", 1, 4, 1, 13},
		{"f(x=1, y)", "SyntaxError", "positional argument follows keyword argument", 1, 9, 1, 10},
		{"f(**k, a)", "SyntaxError", "positional argument follows keyword argument unpacking", 1, 9, 1, 10},
		{"f(**k, *a)", "SyntaxError", "iterable argument unpacking follows keyword argument unpacking", 1, 6, 1, 10},
		{"f(a+1=2)", "SyntaxError", "expression cannot contain assignment, perhaps you meant \"==\"?", 1, 3, 1, 7},
		{"f(True=1)", "SyntaxError", "cannot assign to True", 1, 3, 1, 8},
		{"f(x for x in y, 1)", "SyntaxError", "Generator expression must be parenthesized", 1, 3, 1, 15},
		{"def f(a=1, b): pass", "SyntaxError", "parameter without a default follows parameter with a default", 1, 12, 1, 13},
		{"def f(a, a): pass", "SyntaxError", "duplicate argument 'a' in function definition", 1, 10, 1, 11},
		{"lambda a, a: 1", "SyntaxError", "duplicate argument 'a' in function definition", 1, 11, 1, 12},
		{"def f(*): pass", "SyntaxError", "named arguments must follow bare *", 1, 7, 1, 8},
		{"def f(**k, a): pass", "SyntaxError", "arguments cannot follow var-keyword argument", 1, 12, 1, 13},
		{"def f(a, /, b, /): pass", "SyntaxError", "/ may appear only once", 1, 16, 1, 17},
		{"x := 1", "SyntaxError", "invalid syntax", 1, 3, 1, 5},
		{"(a.b := 1)", "SyntaxError", "cannot use assignment expressions with attribute", 1, 2, 1, 5},
		{"if x = 1: pass", "SyntaxError", "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", 1, 4, 1, 9},
		{"x = 1 if y", "SyntaxError", "expected 'else' after 'if' expression", 1, 5, 1, 11},
		{"x = yield = 3", "SyntaxError", "assignment to yield expression not possible", 1, 5, 1, 10},
		{"import", "SyntaxError", "Expected one or more names after 'import'", 1, 7, 1, 7},
		{"from a import", "SyntaxError", "Expected one or more names after 'import'", 1, 14, 1, 14},
		{"try:\n    pass", "SyntaxError", "expected 'except' or 'finally' block", 2, 9, 2, 0},
		{"try:\n    pass\nexcept A, B:\n    pass", "SyntaxError", "multiple exception types must be parenthesized", 3, 8, 3, 12},
		{"class C\n    pass", "SyntaxError", "expected ':'", 1, 8, 1, 9},
		{"x = 1 \\ y", "SyntaxError", "unexpected character after line continuation character", 1, 8, 1, 0},
		{"x = \\", "SyntaxError", "unexpected EOF while parsing", 1, 6, 1, -1},
	}
	for _, tt := range tests {
		_, err := Parse("f.py", []byte(tt.src))
		require.Error(t, err, "source: %q", tt.src)
		var e *Error
		require.True(t, errors.As(err, &e), "%T", err)
		require.Equal(t, tt.kind+": "+tt.msg, e.Kind+": "+e.Msg, "source: %q", tt.src)
		require.Equal(t, []int{tt.line, tt.col, tt.endLine, tt.endCol}, []int{e.Line, e.Col, e.EndLine, e.EndCol}, "source: %q", tt.src)
		require.Equal(t, "f.py", e.Filename)
	}
}

func TestErrorText(t *testing.T) {
	_, err := Parse("m.py", []byte("x = 1\ny = = 2\n"))
	var e *Error
	require.True(t, errors.As(err, &e))
	require.Equal(t, "y = = 2\n", e.Text)
	require.Equal(t, "m.py:2:5: SyntaxError: invalid syntax", e.Error())
}

// The soft keywords stay usable as names.
func TestSoftKeywordNames(t *testing.T) {
	parseOK(t, "match = 1\nmatch(x)\nmatch[0] = 2\ntype = 3\ncase = 4\n_ = match + type\ntype(x)\ntype[0] = 1")
}

func TestParseExpr(t *testing.T) {
	e, err := ParseExpr("e", []byte("a + 1\n\n"))
	require.NoError(t, err)
	require.Equal(t, "BinOp(left=Name(id='a', ctx=Load()), op=Add(), right=Constant(value=1))", Dump(e))
	// Only the eval builtin strips leading spaces: compile(..., 'eval') does not.
	_, err = ParseExpr("e", []byte("  a + 1\n\n"))
	require.ErrorContains(t, err, "IndentationError: unexpected indent")
	e, err = ParseExpr("e", []byte("1, 2,"))
	require.NoError(t, err)
	require.Equal(t, "Tuple(elts=[Constant(value=1), Constant(value=2)], ctx=Load())", Dump(e))
	e, err = ParseExpr("e", []byte("\n\nlambda x: x\n"))
	require.NoError(t, err)
	require.Equal(t, 3, e.GetSpan().Start.Line)
	for _, bad := range []string{"x = 1", "a b", "", "1; 2", "*a", "yield x", "if x: pass"} {
		_, err := ParseExpr("e", []byte(bad))
		require.Error(t, err, bad)
		require.IsType(t, &Error{}, err)
	}
}

func constValue(t *testing.T, src string) any {
	t.Helper()
	e, err := ParseExpr("c", []byte(src))
	require.NoError(t, err, src)
	c, ok := e.(*Constant)
	require.True(t, ok, "%s is %T", src, e)
	return c.Value
}

func TestConstants(t *testing.T) {
	requireInt := func(src, want string) {
		v, ok := constValue(t, src).(*big.Int)
		require.True(t, ok, src)
		require.Equal(t, want, v.String(), src)
	}
	requireInt("0", "0")
	requireInt("1_000", "1000")
	requireInt("0xff", "255")
	requireInt("0o17", "15")
	requireInt("0b1010", "10")
	requireInt("0_0", "0")
	requireInt("123456789012345678901234567890", "123456789012345678901234567890")
	requireInt("0xFFFFFFFFFFFFFFFFFFFF", "1208925819614629174706175")
	require.Equal(t, 1.5, constValue(t, "1.5"))
	require.Equal(t, 1e10, constValue(t, "1e10"))
	require.Equal(t, 0.5, constValue(t, ".5"))
	require.Equal(t, 5.0, constValue(t, "5."))
	require.Equal(t, 10.01e10, constValue(t, "1_0.0_1e1_0"))
	require.Equal(t, 7.5, constValue(t, "07.5"))
	require.True(t, math.IsInf(constValue(t, "1e500").(float64), 1))
	require.Equal(t, complex(0, 2), constValue(t, "2j"))
	require.Equal(t, complex(0, 1.5e3), constValue(t, "1.5e3J"))
	require.Equal(t, complex(0, 777), constValue(t, "0777j"))
	require.Equal(t, nil, constValue(t, "None"))
	require.Equal(t, true, constValue(t, "True"))
	require.Equal(t, false, constValue(t, "False"))
	require.Equal(t, EllipsisType{}, constValue(t, "..."))

	require.Equal(t, "a\nb\t\\d\x41\u00e9\u2022\u01ff\x07", constValue(t, `'a\nb\t\d\x41\u00e9\N{BULLET}\777\a'`))
	require.Equal(t, "\u00e9", constValue(t, `'\N{latin small letter e with acute}'`))
	require.Equal(t, "\u4e00", constValue(t, `'\N{CJK UNIFIED IDEOGRAPH-4E00}'`))
	require.Equal(t, "\U0001F600", constValue(t, `'\U0001F600'`))
	require.Equal(t, `\n\d`, constValue(t, `r'\n\d'`))
	require.Equal(t, "ab", constValue(t, `'a' "b"`))
	require.Equal(t, "line\ncont", constValue(t, "'''line\ncont'''"))
	require.Equal(t, "ab", constValue(t, "'a\\\nb'"))
	require.Equal(t, []byte("\xff\n\\d"), constValue(t, `b'\xff\n\d'`))
	require.Equal(t, []byte(`\x00`), constValue(t, `rb'\x00'`))
	require.Equal(t, []byte("\xff"), constValue(t, `b'\777'`))
	require.Equal(t, []byte("ab"), constValue(t, `b'a' B"b"`))
	require.Equal(t, []byte{}, constValue(t, `b''`))
	// Lone surrogates are kept as generalized UTF-8, one per escape.
	require.Equal(t, "\xed\xa0\x80", constValue(t, `'\ud800'`))
	require.Equal(t, "\xed\xa0\xbd\xed\xb8\x80", constValue(t, `'\ud83d\ude00'`))
}

func TestHugeLiterals(t *testing.T) {
	// Decimal literals stop at CPython's 4300 digits; hexadecimal ones
	// have no limit and convert in linear time.
	digits := strings.Repeat("7", 4300)
	require.Equal(t, digits, constValue(t, digits).(*big.Int).String())
	_, err := ParseExpr("c", []byte(digits+"7"))
	require.ErrorContains(t, err, "Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits")
	_, err = ParseExpr("c", []byte("1_"+strings.Repeat("0", 4299)))
	require.NoError(t, err, "underscores are not digits")
	start := time.Now()
	v := constValue(t, "0x"+strings.Repeat("f", 100000))
	require.Less(t, time.Since(start), time.Minute) // milliseconds when linear; a quadratic conversion takes far longer
	require.Equal(t, 400000, v.(*big.Int).BitLen())
}

func TestFStrings(t *testing.T) {
	e, err := ParseExpr("f", []byte(`f"{x=}"`))
	require.NoError(t, err)
	j := e.(*JoinedStr)
	require.Len(t, j.Values, 2)
	require.Equal(t, "x=", j.Values[0].(*Constant).Value)
	require.Equal(t, int('r'), j.Values[1].(*FormattedValue).Conversion)

	e, err = ParseExpr("f", []byte(`f"{x=:>5}"`))
	require.NoError(t, err)
	fv := e.(*JoinedStr).Values[1].(*FormattedValue)
	require.Equal(t, -1, fv.Conversion, "a format spec turns the default !r off")
	require.NotNil(t, fv.FormatSpec)

	// PEP 701: the same quotes and backslashes inside replacement fields.
	for _, src := range []string{`f"{"a"}"`, `f"{'\n'.join(x)}"`, `f"{f"{f"{1}"}"}"`, "f'''{\n x # comment\n}'''", `f"{x:{'>'}{w}}"`} {
		_, err := ParseExpr("f", []byte(src))
		require.NoError(t, err, src)
	}
	e, err = ParseExpr("f", []byte("f'{ x = }'"))
	require.NoError(t, err)
	require.Equal(t, " x = ", e.(*JoinedStr).Values[0].(*Constant).Value)
}

func TestSourceForms(t *testing.T) {
	want := Dump(parseOK(t, "x = 1\ny = 2\n"))
	require.Equal(t, want, Dump(parseOK(t, "\xEF\xBB\xBFx = 1\ny = 2")))
	require.Equal(t, want, Dump(parseOK(t, "x = 1\r\ny = 2\r\n")))
	require.Equal(t, want, Dump(parseOK(t, "x = 1\ry = 2")))
	require.Equal(t, want, Dump(parseOK(t, "# -*- coding: utf-8 -*-\nx = 1\ny = 2")))
	require.Equal(t, "Module()", Dump(parseOK(t, "")))
	require.Equal(t, "Module()", Dump(parseOK(t, "\n\n# comment\n   \n")))

	// Tabs count to the next multiple of 8, consistently.
	parseOK(t, "if x:\n\tif y:\n\t\tpass\n\telse:\n\t\tpass\n")
	parseOK(t, "if x:\n        a\n        b\n")
	_, err := Parse("f.py", []byte("if x:\n\ta\n        b\n"))
	require.Equal(t, "TabError", err.(*Error).Kind)
	require.Equal(t, "inconsistent use of tabs and spaces in indentation", err.(*Error).Msg)
}

func TestInvalidSource(t *testing.T) {
	_, err := Parse("f.py", []byte("x = 1\ny = 'a\xffb'\n"))
	require.Equal(t, "(unicode error) 'utf-8' codec can't decode byte 0xff in position 1: invalid start byte", err.(*Error).Msg)
	_, err = Parse("f.py", []byte("x\xff = 1\n"))
	require.Contains(t, err.(*Error).Msg, "(unicode error) 'utf-8' codec can't decode byte 0xff")
	_, err = Parse("f.py", []byte("x = 1\n\x00y = 2\n"))
	e := err.(*Error)
	require.Equal(t, "source code cannot contain null bytes", e.Msg)
	require.Equal(t, 2, e.Line)
	// Comments may hold anything but NUL, as in CPython.
	parseOK(t, "x = 1  # \xff\xfe\n")
}

func TestDeepNesting(t *testing.T) {
	const n = 100000
	for name, src := range map[string]string{
		"minus":  strings.Repeat("-", n) + "1",
		"not":    strings.Repeat("not ", n) + "x",
		"tilde":  strings.Repeat("~", n) + "x",
		"pow":    strings.Repeat("x**", n) + "1",
		"lambda": strings.Repeat("lambda:", n) + "1",
		"ifexp":  strings.Repeat("1 if x else ", n) + "1",
		"await":  strings.Repeat("await ", n) + "x",
	} {
		_, err := Parse("f.py", []byte(src))
		require.Error(t, err, name)
		require.IsType(t, &Error{}, err, name)
	}
	for name, src := range map[string]string{
		"paren":  strings.Repeat("(", n),
		"list":   strings.Repeat("[", 300) + strings.Repeat("]", 300),
		"fstr":   strings.Repeat("f'{", 300) + "1" + strings.Repeat("}'", 300),
		"indent": deepIndent(150),
	} {
		_, err := Parse("f.py", []byte(src))
		require.Error(t, err, name)
		require.Contains(t, err.(*Error).Msg, "too many", name)
	}
	// What CPython accepts still parses.
	parseOK(t, strings.Repeat("-", 5000)+"1")
	parseOK(t, strings.Repeat("(", 199)+"1"+strings.Repeat(")", 199))
	parseOK(t, deepIndent(98))
	parseOK(t, strings.Repeat("1+", n)+"1")
}

func deepIndent(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(strings.Repeat(" ", i) + "if x:\n")
	}
	b.WriteString(strings.Repeat(" ", n) + "pass\n")
	return b.String()
}

// benchSource is a 10k-line program mixing the usual constructs.
func benchSource() []byte {
	unit := `
@decorator(arg=1)
class Thing(Base, metaclass=Meta):
    """Docstring."""
    count: int = 0

    def method(self, a, b=2, *args, key=None, **kw) -> "Thing":
        total = sum(x * y for x, y in zip(a, b) if x > 0)
        data = {k: v for k, v in kw.items()}
        if total > 10 and not key:
            return f"{total!r:>10} {data}"
        elif total < 0:
            raise ValueError("negative") from None
        for i in range(len(args)):
            try:
                self.items[i] += args[i] ** 2
            except (IndexError, KeyError) as err:
                print(err, file=sys.stderr)
            finally:
                pass
        with open(path) as f, lock:
            lines = [line.strip() for line in f]
        return lambda x: x + 1 if x else -x
`
	var b strings.Builder
	for strings.Count(b.String(), "\n") < 10000 {
		b.WriteString(unit)
	}
	return []byte(b.String())
}

func TestParseSpeed(t *testing.T) {
	src := benchSource()
	parseOK(t, string(src))
	start := time.Now()
	_, err := Parse("bench.py", src)
	require.NoError(t, err)
	// Milliseconds in practice; the bound only catches a parser gone
	// superlinear, not a slow or busy machine.
	require.Less(t, time.Since(start), time.Minute)
}

func BenchmarkParse10kLines(b *testing.B) {
	src := benchSource()
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		if _, err := Parse("bench.py", src); err != nil {
			b.Fatal(err)
		}
	}
}
