import ast
src = "def f(a, b=1, *c, d, **e) -> int:\n    'doc'\n    return a + b\nx = [i for i in range(3) if i]\nclass K(B, metaclass=M): pass\n"
t = ast.parse(src)
print(ast.dump(t))
print(ast.dump(t, show_empty=True)[:300])
print(ast.dump(t.body[0], indent=2, include_attributes=False)[:400])
print(ast.dump(ast.parse("f()"), annotate_fields=False))
print(ast.dump(ast.parse("f()"), annotate_fields=False, show_empty=True))
print(ast.dump(ast.Constant(value=None)), ast.dump(ast.arguments()), ast.dump(ast.Name()), ast.dump(ast.MatchSingleton(value=None)))
for code in ["match x:\n case None: pass\n case [1, *r]: pass\n case {'k': v, **kw}: pass\n case P(a, b=c): pass", "lambda: 0", "try:\n pass\nexcept* E:\n pass", "import a.b as c", "with a as (b, c): pass", "global g", "f'{x!r:>{w}}'", "a[1:2, ::3]", "del x", "assert x", "raise", "x: int"]:
    t = ast.parse(code)
    print(ast.dump(t))
    print(ast.dump(t, annotate_fields=False))
    print(ast.dump(t, show_empty=True, annotate_fields=False))
