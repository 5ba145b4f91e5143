# Generates cpython_cases.json: what CPython 3.13 says about each source in
# the corpus below (the AST with positions, or the SyntaxError). The Go
# tests compare the parser against it.
#
#   python3.13 testdata/gen_cpython.py > testdata/cpython_cases.json
import ast
import json
import re
import sys
import warnings

assert sys.version_info[:2] == (3, 13), sys.version

VALID = [
    # simple statements
    "pass", "x = 1", "x = y = z", "x, y = y, x", "x, = y", "[a, b] = c", "(a, b) = c", "() = x", "[] = x",
    "a, *b = c", "*a, b = c", "[*a, (b, c)] = d", "a.b = 1", "a[0] = 1", "a.b.c[1][2] = 3", "f().x = 1",
    "(a) = 1", "((a)) = 1", "x = yield", "x = yield y", "x = yield from y", "x = *a, *b", "x = a, b,",
    "x += 1", "x -= 1", "x *= 1", "x @= 1", "x /= 1", "x %= 1", "x &= 1", "x |= 1", "x ^= 1",
    "x <<= 1", "x >>= 1", "x **= 1", "x //= 1", "a.b += 1", "a[1] += 1", "(a) += 1", "x += yield",
    "x: int", "x: int = 1", "(x): int = 1", "a.b: int", "a[0]: int = 3", "x: list[int] = []", "x: int = yield",
    "del x", "del x, y", "del x,", "del (x, y)", "del [x, y]", "del a.b, a[0]", "del (a)",
    "return", "return x", "return x, y", "return *a, b",
    "raise", "raise X", "raise X from Y", "raise X(1) from None",
    "assert x", "assert x, 'msg'",
    "global a", "global a, b", "nonlocal a, b",
    "import a", "import a.b.c", "import a as b, c.d as e", "from a import b", "from a.b import c as d, e",
    "from . import x", "from .. import x", "from .a import (b, c,)", "from ... import x", "from .... import x",
    "from ...a import x", "from a import *", "from . import (a as b)",
    "break", "continue", "x; y", "x; y;", "x = 1; y = 2",
    # expressions
    "x", "1", "1.5", "1e10", "1E-5", ".5", "5.", "1_000", "0x_ff", "0o17", "0b1010", "0XFF", "1j", "1.5J", "1e3j",
    "0", "00", "0_0", "0.0", "0e0", "0j", "07.5", "0777j", "1_0.0_1e1_0", "123456789012345678901234567890",
    "0xFFFFFFFFFFFFFFFFFFFF", "1e500", "1e-500", "3.14159265358979", "1e16", "1e15", "0.0001", "0.00001",
    "True", "False", "None", "...", "x.y", "x.y.z", "f()", "f(a)", "f(a, b)", "f(a, *b)", "f(*a, *b)", "f(**k)",
    "f(a=1)", "f(a, b=1, *c, d=2, **e)", "f(*a, b=1)", "f(a)(b)(c)", "f(x for x in y)", "f((x for x in y), 1)",
    "f(a,)", "f(x := 1)", "f(a, b, *c, d, e=1)", "f(**a, b=1)", "f(*a, **b, c=1)",
    "a[1]", "a[1:2]", "a[1:2:3]", "a[:]", "a[::]", "a[::2]", "a[1:]", "a[:2]", "a[1, 2]", "a[1:2, ::3]",
    "a[1:2, 3]", "a[*b]", "a[*b, c]", "a[b, *c]", "a[x := 1]", "a[()]", "a[1,]", "a[b][c]",
    "-x", "+x", "~x", "not x", "-2**2", "-x**-y", "2**-1", "a**b**c", "not not x", "- - x",
    "a + b * c", "(a + b) * c", "a - b - c", "a / b // c % d @ e", "a << b >> c", "a & b | c ^ d",
    "a | b & c", "a ^ b & c", "a or b and c", "a and b or c", "not a and b", "not a == b", "a < b < c",
    "a == b != c", "a is b", "a is not b", "a in b", "a not in b", "a < b == c > d <= e >= f",
    "a if b else c", "a if b else c if d else e", "(a if b else c) if d else e", "lambda: 1",
    "lambda x: x", "lambda x, y=1, *a, z, w=2, **k: 0", "lambda *, x: x", "lambda x, /, y: 0",
    "lambda x=1, /, y=2: 0", "lambda *a: a", "lambda **k: k", "lambda: (yield)", "lambda x: lambda y: x + y",
    "lambda: a if b else c", "(x := 1)", "(x := y := 1)" if False else "(x := (y := 1))",
    "[]", "[1]", "[1, 2]", "[1, 2,]", "[*a, *b]", "[a, *b, c]", "()", "(1,)", "(1, 2)", "(1, 2,)", "(*a,)",
    "(*a, b)", "{}", "{1}", "{1, 2}", "{*a, b}", "{1: 2}", "{1: 2, 3: 4,}", "{**d}", "{**d, 'k': 1}",
    "{'k': 1, **d}", "{a: b for a, b in c}", "{a for a in b}", "[a for a in b]", "(a for a in b)",
    "[a for a in b if c if d for e in f if g]", "[(a, b) for a, b in c]", "[a for a, in b]",
    "[x for x in range(10) if x % 2]", "[[y for y in x] for x in z]", "[x := 1, 2]", "[(x := 1) for y in z]",
    "{x := 1}", "f'abc'", "f'{x}'", "f'{x!r}'", "f'{x!s}'", "f'{x!a}'", "f'{x:>10}'", "f'{x:{y}}'",
    "f'{x:{y}.{z}}'", "f'{{}}'", "f'{{x}}'", "f'a{{b}}c'", "f'{x=}'", "f'{x = }'", "f'{x=!s}'", "f'{x=:>5}'",
    "f'{x=!r:>5}'", "f'{ x }'", "f'{x,y}'", "f'{x, y = }'" if False else "f'{(x, y)=}'", "f'{*a,}'",
    "f'{\"a\"}'", "f\"{'a'}\"", "f'{'a'}'", "f'{f'{x}'}'", "f'{f'{f'{x}'}'}'", "f'{x:{{}}>10}'",
    "f'{x}' 'y' f'{z}'", "'a' f'{x}' 'b'", "f'' 'a'", "'a' 'b'", "b'a' b'b'", "'a' \"b\"", "f'{x:}'",
    "f'{x!r:}'", "f'{x:\\n}'", "f'\\n{x}\\t'", "rf'\\n{x}'", "fr'\\n{x}'", "Rf'{x}'", "F'{x}'", "fR'{x}'",
    "f'''\n{x}\n'''", "f'''{x\n}'''", "f'''{\nx\n=}'''", "f'{x!r:{y}}'", "f'{x:{y!r}}'", "f'{yield}'",
    "f'{x:%Y-%m-%d}'", "f'{3.14:.2f}'", "f'{x!r:^{w}.{p}}'", "f'\\N{BULLET} {x}'", "f'{lambda: 1}'" if False else "f'{(lambda: 1)}'",
    "f'{x:{y:{z}}}'", "f'{a[\"b\"]}'", "f'{d[\"k\"]=}'", "f\"{x:'>10}\"", "f'{x:a{y}b}'", "f'{x}{y}'",
    "f'{x}' f'{y}'", "f'' f''", "f''", "u'abc'", "U'abc'", "r'\\d'", "R'\\d'", "b'abc'", "B'abc'", "br'\\d'",
    "rb'\\d'", "Rb'x'", "bR'x'", "'\\d'", "'\\n\\t\\r\\a\\b\\f\\v\\0\\\\\\''", "'\\x41\\101\\u0041\\U00000041'",
    "'\\N{BULLET}'", "'\\N{bullet}'", "'\\N{LATIN SMALL LETTER E WITH ACUTE}'", "'\\N{CJK UNIFIED IDEOGRAPH-4E00}'",
    "'\\777'", "b'\\777'", "b'\\x41\\101\\n'", "b'\\u1234'", "'\\ud800'", "'\\ud83d\\ude00'", "'\\U0001F600'",
    "'''a\nb'''", "\"\"\"a\n\"b\"\n\"\"\"", "'a\\\nb'", "'é'", "'日本'", "'😀'", "'\\x00'", "''", "\"\"", "''''''",
    "'\"'", "\"'\"", "'\\'\"'", "b'\\''", "'\\\\'",
    "x if y else z", "a.b(c).d[e]", "(a)(b)", "(a).b", "(a)[b]", "print(*a, sep='')", "f(*a, sep='', end='')",
    "[1, 2][0]", "'abc'.upper()", "1 .real", "1.0.real", "1j.imag", "x = 1 if y else 2", "x = lambda: 0",
    "x = not y", "x = a < b", "(yield)", "(yield x)", "(yield from x)",
    # compound statements
    "if x:\n    pass", "if x: pass", "if x: y = 1; z = 2", "if x:\n  a\nelif y:\n  b\nelif z:\n  c\nelse:\n  d",
    "if x: a\nelse: b", "if (x := 1): pass", "while x:\n  pass\nelse:\n  pass", "while x: pass",
    "for x in y:\n  pass", "for x, y in z: pass", "for (x, y) in z: pass", "for [x, y] in z: pass",
    "for x, in y: pass", "for *x, y in z: pass", "for x.y in z: pass", "for x[0] in y: pass",
    "for x in y, z: pass", "for x in *y, z: pass", "for x in y:\n  break\nelse:\n  continue",
    "with a: pass", "with a as b: pass", "with a as b, c as d: pass", "with a, b: pass",
    "with (a, b): pass", "with (a as b, c as d): pass", "with (a as b, c as d,): pass", "with (a): pass",
    "with (a) as b: pass", "with (a, b) as c: pass", "with a as (b, c): pass", "with a as [b, c]: pass",
    "with a as b.c: pass", "with a as b[0]: pass", "with (yield): pass", "with (): pass", "with (a)(b): pass",
    "with (a).b: pass", "with (a), b: pass",
    "try:\n  pass\nexcept:\n  pass", "try:\n  pass\nfinally:\n  pass",
    "try:\n  a\nexcept E:\n  b\nexcept (F, G) as e:\n  c\nelse:\n  d\nfinally:\n  e",
    "try: a\nexcept E as e: b", "try: a\nexcept E: b\nelse: c",
    "try:\n  a\nexcept* E:\n  b\nexcept *(F, G) as e:\n  c\nelse:\n  d\nfinally:\n  e",
    "try: a\nexcept* E as e: b",
    "def f[T](): pass", "def f[T: int, *Ts, **P](x: T) -> T: pass", "def f[T: (int, str) = int, *Ts = *tuple[int], **P = [int]](): pass",
    "class C[T](Base, metaclass=M): pass", "class C[T,]: pass", "type X = int", "type X[T] = list[T]",
    "type X[T: int = str, *Ts, **P] = T", "type = 1", "type(x)", "type[0] = 1", "type X = int; y = 2",
    "async def f[T](): pass", "@d\ndef f[T](): pass",
 "try:\n  pass\nexcept* A:\n  for x in y:\n    break",
    "def f(): pass", "def f():\n  pass", "def f(a): pass", "def f(a, b): pass", "def f(a=1): pass",
    "def f(a, b=1): pass", "def f(*a): pass", "def f(**k): pass", "def f(*, a): pass", "def f(*, a=1): pass",
    "def f(*, a=1, b): pass", "def f(a, /): pass", "def f(a, /, b): pass", "def f(a=1, /, b=2): pass",
    "def f(a, /, *, b): pass", "def f(a: int, b: str = '') -> bool: pass", "def f(*a: int, **k: str): pass",
    "def f(*a: *Ts): pass", "def f(a,): pass", "def f(a, *, b, **c,): pass",
    "def f(a, b=1, /, c=2, *d, e, f=3, **g): pass", "@d\ndef f(): pass", "@d1\n@d2.x(1)\ndef f(): pass",
    "@(lambda f: f)\ndef f(): pass", "@x[0]\nclass C: pass", "@x := y\ndef f(): pass" if False else "@(x := y)\ndef f(): pass",
    "class C: pass", "class C:\n  pass", "class C(): pass", "class C(B): pass", "class C(B, metaclass=M): pass",
    "class C(*a, **k): pass", "@d\nclass C(B):\n  x = 1\n  def f(self): pass",
    "def f():\n  yield\n  yield x\n  yield from y\n  x = yield\n  return",
    "def f():\n  global x\n  def g():\n    nonlocal y",
    "if a:\n  if b:\n    pass\n  else:\n    pass\nelse:\n  pass",
    "if x:\n\n  # comment\n  pass\n\n# c\n", "x = 1 # comment", "# only comment", "", "\n\n", "x = (1 +\n  2)",
    "x = [\n  1,\n  2,\n]", "x = 1 + \\\n  2", "if x and \\\n   y:\n  pass", "x = {\n  'a': 1,\n}\n",
    "def f(\n  a,\n  b,\n):\n  pass", "if x:\n\tpass", "if x:\n\tif y:\n\t\tpass", "if x:\n        a\n\tb" if False else "class A:\n\tx = 1\n\tdef f(self):\n\t\treturn 1",
    "\ufeffx = 1" if False else "x = 1\n\n\n", "  \nx = 1", "x = 1\n  \n", "if x:\n  a\n    # c\n  b",
    "x = '''\nabc\n'''", "x = f'''\n{a}\n{b}\n'''", "é = 1", "日本 = '日本'", "x = 'é' + 'b'", "_ = 1",
    "match = 1", "match(x)", "case = 1", "type = 1", "type(x)", "match.x = 1", "print(match, case, type, _)",
    "async def f():\n  await x\n  async for a in b:\n    pass\n  else:\n    pass\n  async with a as b, c:\n    pass",
    "@d\nasync def f(a, *b) -> int:\n  return [x async for x in y if await z]",
    "async def f():\n  return (x async for x in y for z in w), {k: v async for k, v in y}, {await x async for x in y}",
    "async def f():\n  x = await y ** 2\n  await a.b(c)[d]\n  return -await x", "await x ** -y", "f(x async for x in y)",
    "async def f():\n  async with (a as b, c as d,):\n    yield", "class C:\n  async def f(self): pass",
    "x = [1, 2\n]", "x = (\n)", "async_ = 1", "x = a if b else(c)", "x = 1if y else 2",
    "x = [i for i in range(10)]\ny = {i: i*i for i in range(10)}\nz = {i for i in x}\nw = (i for i in x)",
    "assert isinstance(x, int), f'bad {x!r}'", "x = a[1:2, ::3]", "a[1:2, ::3] = x",
    "x = -1", "x = - 1", "x = 2 ** -1", "x = (-2) ** 2", "x = ~x + 1", "x = a @ b",
    "x = 1; y = 2; z = 3", "if True:\n    x = 1; y = 2\n", "while 1: break", "for i in range(3): continue",
    "x = [\n    1, # one\n    2, # two\n]", "f(a)(b)\n[c]", "x = (a\n     .b\n     .c())",
    "x = '''a''' '''b'''", "x = 'a' \\\n  'b'", "x = r'''\\d+''' ", "def f(a, b, /, c, d, *, e, f): pass",
    "lambda a, b, /, c, d, *, e, f: 0", "lambda a=1, *b, c=2, **d: 0", "x = {**a, **b}", "x = {1: 2, **a}",
    "f(a for a in b if c)", "print(*args, **kwargs)", "x = not a in b", "x = a not in b and c is not d",
    "x = a < b < c", "x = (a < b) < c", "x = a if b else lambda: c", "del a[1:2], a.b",
    "x = 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
    "x = 0b" + "1" * 100, "x = 1.7976931348623157e308", "x = 5e-324", "x = 2.5e-5",
]

ERRORS = [
    "if x:\npass\n", "if x:\n", "if x:", "x = 1\n  y = 2\n", "if x:\n    a\n  b\n", "if x  # c\n",
    "def f(x) y:\n  pass", "class A y:\n pass", "for x in y\n", "try:\n pass\n", "try x",
    "\tif x:\n        a\n\tb", "if x:\n\ta\n        b\n", "x = 1 \\ y", "x = \\", "x = (1,\n2", "x = [1,\n2\n\ny = 3",
    "x = )", "x = (]", "x = (\n]", "x = 'abc", "x = \"\"\"abc\n\n", "x = 0777", "x = 1_", "x = 1__0",
    "x = 0x", "x = 0b12", "x = 0o8", "x = 1e", "x = 1e+", "x = 1abc", "x = 0xfor", "x = 1.__class__",
    "print \"x\"", "f(a b)", "f(x=1, y)", "f(**k, *a)", "f(**k, a)", "f(a+1=2)", "f(True=1)",
    "f(x for x in y, 1)", "def f(a=1, b): pass", "def f(a, a): pass", "lambda a, a: 1", "x := 1",
    "(a.b := 1)", "a, b: int", "f(): int", "(a, b) += 1", "del f()", "del *a", "1 = x", "for 1 in x: pass",
    "with a as 1: pass", "x = '\\x4'", "x = '\\N{foo}'", "x = f'{x'", "x = f'{x!z}'", "x = f'{}'",
    "x = f'}'", "x = 'a' b'b'", "x = b'é'", "x = '\\u12'", "x = '\\U00110000'", "x = €", "é = = 1",
    "x = 1 $ 2", "x = = 1", "f() = 1", "f() = x = 1", "x = f() = 1", "[a, 1] = x", "(a, 1) = x",
    "(1) = x", "True = 1", "None = 1", "x = yield = 3", "a + 1 = 2", "a < b = 1", "not a = 1", "-a = 1",
    "[x for x in y] = 1", "(x for x in y) = 1", "{} = 1", "{a: b} = 1", "{a} = 1", "'s' = 1", "f'{x}' = 1",
    "... = 1", "a if b else c = 1", "lambda: 1 = 1", "(yield) = 1", "x, f() = 1", "x = 1 = 2",
    "if x = 1: pass", "if f() = 1: pass", "while x.y = 1: pass", "[x = 1]", "{x = 1}",
    "x = 1 if y", "x = 1 if y else", "x = a if b else *c", "f(a, b c)", "[a b]", "(a b)", "{a b}",
    "{a: b c}", "x[a b]", "f(a\n  b)", "[1 2 3]", "[match x]", "f(a 'b')", "f(x y for y in z)",
    "f(a, *b=1)", "f(**k=1)", "f(a=)", "f(a=1 for x in y)", "def f(*): pass", "def f(*, **k): pass",
    "def f(**k, a): pass", "def f(a, /, b, /): pass", "def f(/): pass", "def f(*a, /): pass",
    "def f(*a=1): pass", "def f(**k=1): pass", "def f(*a, *b): pass", "def f(a=): pass", "def f((a, b)): pass",
    "lambda (a, b): 0", "lambda *: 0", "lambda **k, a: 0", "def f(a, a=1): pass", "def f(a, *a): pass",
    "def f(a):\n  x = = 1\ndef g(b, b): pass", "def f(a, a):\n  x = = 1",
    "x = [1, 2", "x = {'a': 1", "f(", "f(\n", "x = (\n", "if x:\n  y = (\nz = 1",
    "x = 'abc\ny = 2", "x = '''abc", "x = f'abc", "x = f'''abc", "x = f'{x'", "x = f'{x:'", "f'{x!}'",
    "f'{x! r}'", "f'{x!r }'", "f'{x!rr}'", "f'{x=!}'", "f'{x:}}'", "f'{)}'", "f'{x)}'", "f'{lambda x: 1}'",
    "f'{x y}'", "f'{x:{y:{z:{w}}}}'", "f'{=}'", "f'{!r}'", "f'{:x}'", "f'{x=y}'", "f'{x!r=}'", "f'{x:{'",
    "f'{'", "f'{x'\n", "f'{x\n'", "f'{\\n}'", "f'{x!'", "x = f'{x}\\x4'",
    "import", "import a from b", "from a import", "from a import b,", "from a import (b", "from . import",
    "import a as 1", "from a import b as c.d", "from a import (b as 1)",
    "raise from x", "raise x from", "del x + 1", "del (x, 1)", "del [x, f()]", "del x y",
    "try:\n  pass\nexcept A, B:\n  pass", "try:\n  pass\nexcept A, B as e:\n  pass",
    "try:\n  pass\nexcept A as e.f:\n  pass", "try:\n  pass\nexcept\n  pass", "try:\n  pass\nelse:\n  pass",
    "try:\n  pass\nexcept* A:\n  pass", "try:\n  pass\nfinally\n  pass",
    "def f[](): pass", "class C[]: pass", "type X[] = int", "def f[*Ts: int](): pass", "def f[**P: int](): pass",
    "def f[T = int, U](): pass", "class C[T = int, *Ts](): pass", "type X[T=int, **P] = int", "def f[T=*x](): pass",
    "def f[**P=*x](): pass", "type x.y = int", "type X[T] = yield", "type X", "def f[T](: pass", "class C[T:](): pass",
    "try:\n  pass\nexcept* A:\n  pass\nexcept B:\n  pass", "try:\n  pass\nexcept A:\n  pass\nexcept* B:\n  pass",
    "try:\n  pass\nexcept*:\n  pass", "try:\n  pass\nexcept* A, B:\n  pass", "try:\n  pass\nexcept* A\n  pass",
    "try:\n  pass\nexcept* A as a.b:\n  pass", "try:\n  pass\nexcept* A:\npass", "try:\n  pass\nexcept *\n  pass",
    "if x:\n  pass\nelse\n  pass", "if x:\n  pass\nelif y\n  pass", "if x:\n  pass\nelse:\n  pass\nelif y:\n  pass",
    "while x\n  pass", "for x y: pass", "for x in: pass", "for f() in x: pass", "for a, b + 1 in x: pass",
    "for not x in y: pass", "[x for 1 in y]", "[x for x y]", "[x for x in]", "[*x for x in y]", "{**x for x in y}",
    "[**x for x in y]", "(**x)", "(*x)", "[x, y for x in z]", "{x, y for x in z}",
    "with a as b c: pass", "with a, : pass", "with a,: pass", "with (a, b,) as c d: pass", "with a\n  pass",
    "with a as f(): pass",
    "class C\n  pass", "class C(: pass", "def f\n  pass", "def f(:\n  pass", "def f() -> :\n  pass",
    "def f():\nreturn 1", "class C:\nx = 1", "for x in y:\nbreak", "while x:\nbreak", "with x:\npass",
    "try:\npass", "try:\n  a\nexcept:\npass", "try:\n  a\nfinally:\npass", "if x:\n  a\nelse:\npass",
    "if x:\n  a\nelif y:\npass", "def f():\n  if x:\n  pass", "def f():\n  if x:\ny = 1",
    "x = 1\n    y = 2", "  x = 1", "x = (1 +\n  2))", "x = [1, 2)", "x = {1, 2]", "x = (1, 2}", "x = ((1, 2)",
    "x = 1 +", "x = * 1", "x = a ** ", "x = not", "x = lambda", "x = lambda x", "x = yield yield",
    "@x\n", "@x\nx = 1", "@\ndef f(): pass", "def f() -> int", "x = a.1", "x = a.if", "x = 1.e",
    "x = 1e1e1", "x = 0b", "x = 0o", "x = 0b2", "x = 0o9", "x = 0x_", "x = 0xg", "x = 1_000_", "x = 1__000",
    "x = 09", "x = 0_7", "x = 00_7", "x = 1.5_", "x = 1_.5", "x = 1._5", "x = 1e_5", "x = 1e5_",
    "x = 5j5", "x = 5jx", "x = 0x1for", "x = 1if", "x = 1in x", "x = 1is x", "x = 1and x", "x = 1or x",
    "x = 1not in x", "x = 1else", "x = 0b1and x", "x = 0o7or x",
    "x = 'a' 'b' b'c'", "x = b'a' 'b'", "x = b'a' f'b'", "x = f'a' b'b'", "x = b'\\x4'", "x = b'\\xzz'",
    "x = 'é\\x4'", "x = '\\N'", "x = '\\Nx'", "x = '\\N{'", "x = 'abc\\x'", "x = 'a' 'b\\x4'", "x = b'ab\\x'",
    "x = '\\N{}'", "x = '\\U1234'", "x = '\\udxyz'", "x = b'\\u1234\\xg'",
    "a b", "a b c", "1 2", "a.b c", "f() g", "x = 1 2", "if x y: pass", "x = a b", "return a b", "a = b c = d",
    "print 1, 2", "exec 'x'", "print", "print x", "x = print 'a'",
    "x = (1, 2 3)", "x = [a b for a in c]", "f(1, 2 3)", "x = {1: 2 3: 4}", "x[1 2]",
    "a $ b", "a ? b", "a ! b", "a ` b", "a <> b", "x = \\\n", "x\\", "x = 1\\\n\\", "\\\nx = 1",
    "$", "?", "!", "x = 1\n$", "€ = 1", "x€ = 1", "x = a€", "x = \u00a0", "x\u200b = 1", "x = 1\x01",
    "def f(a, *, a): pass", "def f(a, **a): pass", "lambda *a, **a: 0", "def f(a, b, /, a): pass",
    "x = async", "async def f(): pass", "await x", "x = await y",
    "async x", "async def f():\n  async x = 1", "await", "async def f():\n  await -1", "async lambda: 1",
    "async class C: pass", "@d\nasync for x in y: pass", "async def f():\n  await = 1", "[x async in y]",
    "async with x pass", "async for x in y pass", "async def f():\npass", "async for x in y:\npass",
    "x = [1,\n2,\n3", "foo(\n  a,\n  b", "x = {\n  'a': [1, 2,\n}", "if (a and\n    b:\n  pass",
    "def f(\n  a, b\n  c): pass", "x = (1 +\n      2\ny = 3", "(\nx = = 1\n", "x = = 1\nx = (\n",
    "f() = 1\nx = 'abc\n", "x = 1\nx = = 2\ny = (", "x = = 1\n'abc", "x = = 1\n\ty\n  z",
    "if 1:\n  x = = 1\n   y", "x = f'{a b}' + (",
    "x += 1 = 2", "x = y += 1", "(x) += 1 = 2", "f() += 1", "[a] += 1", "x.y += yield = 1",
    "x: int = 1 = 2", "x: int, y: int", "[x]: int", "(x, y): int", "x.y: int: str", "1: int", "x: = 1",
    "x: *a", "*a: int", "x, *y: int",
    "assert x = 1", "assert x, y = 1", "assert (x := 1)", "assert x := 1",
    "global", "global x,", "global 1", "nonlocal x.y",
    "if x:\n  pass\n else:\n  pass", "if x:\n    pass\n  elif y:\n    pass", "x = 1\n\n  \n    y = 2",
    "def f():\n    x = 1\n   y = 2", "class C:\n  def f(self):\n    pass\n def g(self):\n    pass",
    "x = 'a' 'b", "x = ('a'\n 'b", "x = \"\"\"a\n\nb", "x = '''", "x = r'\\'", "x = rb'\\'", "x = b'\\'",
    "x = 'a\\", "x = '\\\n", "'", "\"", "'''", "f'", "b'", "rb'''",
    "x = 1\n\x00y = 2", "x = f'{x:{y:{z:{w}}}}'", "f'{x:{{y}}}'", "f'{x!z:}'", "f'{x!:}'",
    # found by comparing mutated stdlib files
    "int(m or '0'self = s)", "f(a or '0'self = 1)", "{a: b, x d: e}", "{a: b, x d}", "{x d: e}", "x, f(), y = 1",
    "f(), x = 1", "f(), x = y = 1", "x, 1 = 2", "x, [1] = 2", "tk.de:=x(w)", "'-' +=  # c", "a = f() =",
    "def f(a, mode:=1): pass", "f(x=1, y,\n  z)", "their MRO (Method Resolution Order) nor", "returns None if a code object",
    "globals().update({k: v or k, v in vars(_).items() if k[:2] != '__'})", "class A(B:=): pass", "demain():",
    "f(a.b := 1)", "f(c d, x=1)", "f(x '0'self)", "f(1 '0'self)", "x = [a b = 1]", "if x:\n  pass\n'''\nabc\n'''\n  y",
    "def f():\n'''a\nbb\nccc'''", "[print 'x']", "x = print 'x'", "print f(x) y", "x = (1 +\n  2\ny = 3",
]


def err(src):
    # Parser errors come from ast.parse; of the later compiler checks only
    # duplicate parameters are the parser's business here.
    try:
        ast.parse(src, "f.py")
        try:
            compile(src, "f.py", "exec")
        except SyntaxError as e:
            if not e.msg.startswith("duplicate argument"):
                return None
            raise
        except ValueError:
            return None
    except SyntaxError as e:
        end_line = e.end_lineno or 0
        end_off = e.end_offset if e.end_offset is not None and e.end_offset > 0 else 0
        return {"kind": type(e).__name__, "msg": e.msg, "line": e.lineno or 0, "col": e.offset or 0,
                "end_line": end_line, "end_col": end_off}
    except ValueError as e:
        return {"kind": "ValueError", "msg": str(e)}
    return None


def dump(src):
    d = ast.dump(ast.parse(src), include_attributes=True)
    return re.sub(r", kind='u'", "", d)


def main():
    warnings.simplefilter("ignore")
    out = []
    for src in VALID:
        e = err(src)
        if e is not None:
            raise SystemExit("valid case fails: %r: %r" % (src, e))
        out.append({"src": src, "ast": dump(src)})
    for src in ERRORS:
        e = err(src)
        if e is None:
            out.append({"src": src, "ast": dump(src)})
        else:
            out.append({"src": src, "error": e})
    json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


main()
