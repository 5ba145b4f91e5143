# ast.unparse (precedence, strings, f-strings, every statement kind), compile() of
# AST objects and its checks, and the location helpers.
import ast
CASES = [
    "f'{x!r:>{w}} {{a}} \\n'", 'f"{\'a\'}"', "f'''{x}\n'''", 'f"{x:\'}"', "f'{ {1: 2}[1] }'", "f'{(lambda: 1)()}'",
    "x = 1e400, -1e400j, float('nan')", "x = (1).real, 1 .real, 1.5.real", "'''doc'''\nx = 1", "def f():\n    'doc \"q\"'\n    return",
    "x = 'a\\nb'", "x = b'\\x00'", "(yield)", "x = yield y", "x = await y", "a, b = c, d", "del a, (b, c)", "for (a, b) in c: pass",
    "x = -1 ** 2", "x = (-1) ** 2", "x = 2 ** -1", "x = (a ** b) ** c", "x = a ** b ** c", "x = not a == b", "x = (not a) == b", "x = a if b else (c if d else e)",
    "x = (a if b else c) if d else e", "x = lambda: (yield)", "x = lambda a, *b, c=1, **d: a", "f(*a, **k, x=1)", "f((x for x in y))", "f(x for x in y)",
    "x = [*a, *b]", "x = {**a, 'b': 1}", "x = {*()}", "x = ()", "x = (1,)", "a[1:2, ::3]", "a[()]", "a[(1, 2)]", "a[*b]", "a[b:=1]", "(a := 1)",
    "x = a or b and c", "x = (a or b) and c", "x = a < b < c", "x = (a < b) < c", "x = -(-a)", "x = ~~a", "x = not not a", "x = a + (b + c)", "x = (a + b) + c",
    "x = a - (b - c)", "x = (a, b) + c", "x = a if (yield) else b", "global a, b", "import a.b as c, d", "from .. import x", "from .m import (a as b)",
    "class A(B, metaclass=M):\n    x = 1\n    def f(self): pass", "@d\n@e(1)\nclass C: pass", "async def f():\n    async with a as b, c:\n        async for x in y:\n            await z",
    "try:\n    pass\nexcept* E as e:\n    pass", "try:\n    pass\nexcept (A, B):\n    pass\nelse:\n    pass\nfinally:\n    pass",
    "if a:\n    pass\nelif b:\n    pass\nelse:\n    if c:\n        pass", "while x:\n    break\nelse:\n    continue",
    "match x:\n    case [1, *rest] if rest:\n        pass\n    case {'a': 1, **kw}:\n        pass\n    case P(1, y=2) | Q() as z:\n        pass\n    case (1 | 2) as w:\n        pass\n    case None | True | -1 | 1+2j | 'a' | a.b:\n        pass",
    "type X[T: int = str, *Ts = (), **P = [int]] = list[T]", "def f[T](x: T) -> T: pass", "x: int = 1\n(y): str\nz.a: int", "raise E from None", "assert x, 'm'",
    "with (a as b, c as d): pass", "x = 'It\\'s \"q\"'", "x = '\\u1234\\t\\x7f'", "x = f'{a}' 'b' f'{c!s}'", "print(f'{3.14:.2f}', f'{{{x}}}', f'{x=}')",
    "x = a.b.c(d)[e]", "x = (a + b).c", "x = (await a).b", "x = (yield a).b", "x = [a for b in c if d if e for f in g]", "x = {a: b for a, b in c}",
    "x = 1 if 2 else 3 if 4 else 5", "lambda: (x := 1)", "f(a)(b)(c)", "x = a @ b @ c", "x = a // b % c * d / e", "x = a << b >> c & d ^ e | f",
    "x = 'a' 'b'", "x = ...", "x[...]", "nonlocal_ = 1", "x = (-1) .real", "x = 1_000", "x = 0xff", "x = 1e-5", "x = 1.0", "x = 10**100",
]
for src in CASES:
    try:
        print(repr(src), '->', repr(ast.unparse(ast.parse(src))))
    except Exception as e:
        print(repr(src), 'EXC', type(e).__name__, e)
print(ast.unparse(ast.Constant(value=(1, 2))), ast.unparse(ast.Constant(value=(1,))), ast.unparse(ast.Name('x')))
print(ast.unparse(ast.BinOp(left=ast.Constant(1), op=ast.Add(), right=ast.BinOp(left=ast.Constant(2), op=ast.Mult(), right=ast.Constant(3)))))
print(ast.unparse(ast.BinOp(left=ast.BinOp(left=ast.Constant(1), op=ast.Add(), right=ast.Constant(2)), op=ast.Mult(), right=ast.Constant(3))))
import os
import re
sample = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'tokenize_data', 'sample1.txt')
with open(sample, encoding='utf-8') as f:
    # (The sample is for tokenize: drop its mix of bytes and str literals.)
    src = f.read().replace(''' b"bytes" Rb'\\x00' u'u\'''', '')
tree = ast.parse(src)
text = ast.unparse(tree)
print(text)
print(ast.dump(ast.parse(text)) == ast.dump(tree))
import ast
t = ast.parse("x = 1\nprint(x + 1)")
exec(compile(t, "<s>", "exec"))
print(eval(compile(ast.parse("1 + 2", mode="eval"), "<e>", "eval")))
for bad in [lambda: compile(ast.Expr(ast.Constant(1)), "<s>", "exec"),
            lambda: compile(ast.parse("x"), "<s>", "eval"),
            lambda: compile(ast.Module([ast.Expr(ast.Constant(1))], []), "<s>", "exec"),
            lambda: compile(ast.Module([ast.Expr(ast.Name('x', ast.Load()), lineno=1, col_offset=0)], []), "<s>", "exec"),
            lambda: compile(ast.Expression(ast.Constant(1)), "<s>", "eval")]:
    try: bad(); print('ok')
    except Exception as e: print(type(e).__name__, e)
tree = ast.Module(body=[ast.Expr(ast.Call(ast.Name('print', ast.Load()), [ast.Constant('built')], []))], type_ignores=[])
ast.fix_missing_locations(tree)
exec(compile(tree, "<built>", "exec"))
print(compile(t, "<s>", "exec", ast.PyCF_ONLY_AST) is t)
class T(ast.NodeTransformer):
    def visit_Constant(self, node):
        if isinstance(node.value, int):
            return ast.copy_location(ast.Constant(node.value * 10), node)
        return node
t2 = ast.fix_missing_locations(T().visit(ast.parse("print(1 + 2)")))
exec(compile(t2, "<t>", "exec"))
print(ast.unparse(t2))
exec(compile(ast.parse("def f():\n  return 5\nprint(f())"), "<s>", "exec"))
ns = {}
exec(compile(ast.parse("x = 1", mode="single"), "<s>", "single"), ns); print(ns['x'])
t = ast.parse("a = 1\nif a:\n    b = a + 2\n")
ast.increment_lineno(t, 3)
print([(n.__class__.__name__, n.lineno) for n in ast.walk(t) if hasattr(n, 'lineno')][:4])
print(list(ast.iter_fields(ast.parse("x = 1").body[0]))[:1][0][0])
s = "x = [1,\n  2] + y"
node = ast.parse(s).body[0].value
print(repr(ast.get_source_segment(s, node)), repr(ast.get_source_segment(s, node.left, padded=True)))
print(ast.literal_eval("{'a': (1, 2.5, -3j, None, True, b'x', {4}), 'b': [1 + 2j]}"))
for bad in ["f(1)", "a + b", "{1: x}", "1 +", "(1, [2, lambda: 3])"]:
    try:
        print(ast.literal_eval(bad))
    except (ValueError, SyntaxError) as e:
        print(type(e).__name__, re.sub(r' at 0x[0-9a-f]+', '', str(e)))
