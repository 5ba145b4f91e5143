# ast: parse in every mode, dump (fields, attributes, indent, positional),
# literal_eval, visitors, transformers, location helpers, node classes
import ast

src = '''\
"""Module doc."""
import os, sys as system
from . import y
from ..pkg import z as zz

@decorator(1)
def f(a, /, b: int = 2, *args, c, d=4, **kw) -> str:
    """Function doc.

    More lines.
    """
    global g
    x = [i * 2 for i in range(10) if i % 2]
    y = {k: v for k, v in zip('ab', 'cd')}
    s = {1, 2, *x}
    t = (1,)
    lam = lambda p, q=1: p + q
    if a and not b or c:
        return f"{a!r:>10} and {b}"
    elif a is not None:
        pass
    else:
        raise ValueError('bad') from None
    while True:
        break
    for i, j in enumerate(x):
        continue
    try:
        x[1:2:3] = x[::-1]
    except (KeyError, IndexError) as e:
        del x[0]
    finally:
        x += 1
    with open('f') as fh, open('g'):
        yield fh
    assert x, 'msg'
    return a @ b ** -c // d << 1 >> 2 | 3 ^ 4 & ~5

class C(Base, metaclass=Meta):
    attr: int = 1
    async def m(self):
        async with a as b:
            async for x in y:
                await z
        return [x async for x in y]

match point:
    case Point(x=0, y=0) | [1, 2, *rest] | {"k": v, **kw}:
        pass
    case int() as n if n > 0:
        pass
    case None | True | -1 | 1+2j | "s" | b"b" | _:
        pass

x = y if z else w
a < b <= c != d in e not in f
print(*args, sep='', **kw)
nonlocal_test = (yield_test := 5)
'''
tree = ast.parse(src)
print(ast.dump(tree))
print(ast.dump(tree.body[4], include_attributes=True)[:600])
print(ast.dump(tree.body[5], indent=2)[:800])
print(ast.dump(tree.body[1], annotate_fields=False))
print(ast.dump(ast.parse('x + 1', mode='eval'), include_attributes=True))
print(ast.dump(ast.parse('x = 1', mode='single')))
print(ast.dump(ast.parse('1e400 + 1e400j + ... + b"\\x00"')))
print(ast.get_docstring(tree), '|', ast.get_docstring(tree.body[4]))
print(ast.get_docstring(tree.body[4], clean=False))
print(sorted({type(n).__name__ for n in ast.walk(tree)}))
print(len(list(ast.walk(tree))))
for e in ["1", "'s'", "b'b'", "[1, (2, 3), {'a': {4}}]", "-1.5", "1+2j", "-1-2j", "set()",
          "{1: None, 2: True}", "  (1,)", "...", "x", "1+x", "f(1)", "[1, 2][0]", "{**a}", "2+3"]:
    try:
        print(repr(e), repr(ast.literal_eval(e)))
    except ValueError as exc:
        print(repr(e), 'ValueError', str(exc).split(':')[0])
print(ast.literal_eval(ast.parse('[1, 2]', mode='eval')))


class Names(ast.NodeVisitor):
    def __init__(self):
        self.names = []

    def visit_Name(self, node):
        self.names.append(node.id)
        self.generic_visit(node)
v = Names()
v.visit(tree)
print(v.names[:20], len(v.names))


class Doubler(ast.NodeTransformer):
    def visit_Constant(self, node):
        if isinstance(node.value, int) and not isinstance(node.value, bool):
            return ast.copy_location(ast.Constant(node.value * 2), node)
        return node

    def visit_Pass(self, node):
        return None
t2 = Doubler().visit(ast.parse('a = 1 + 2\nif a:\n    pass\n    b = 3'))
print(ast.dump(t2))
n = ast.BinOp(left=ast.Constant(1), op=ast.Add(), right=ast.Name('x'))
print(ast.dump(n), ast.dump(n, include_attributes=True))
ast.fix_missing_locations(n)
print(n.lineno, n.col_offset, n.right.lineno, n.end_lineno)
ast.increment_lineno(n, 3)
print(n.lineno, n.left.lineno)
print([(k, type(v).__name__) for k, v in ast.iter_fields(n)], [type(c).__name__ for c in ast.iter_child_nodes(n)])
seg_src = 'x = foo(a,\n        b)\n'
call = ast.parse(seg_src).body[0].value
print(repr(ast.get_source_segment(seg_src, call)), repr(ast.get_source_segment(seg_src, call, padded=True)))
print(ast.Name._fields, ast.Name._attributes, ast.expr._attributes, ast.arguments._fields)
print(issubclass(ast.Name, ast.expr), issubclass(ast.Load, ast.expr_context), isinstance(tree, ast.AST))
print(ast.dump(ast.Name('x')), ast.dump(ast.arguments()), ast.dump(ast.FunctionDef('f', body=[])))
print(ast.Constant(1).kind, ast.Name.__match_args__, ast.PyCF_ONLY_AST)
match ast.parse('a + 1', mode='eval').body:
    case ast.BinOp(ast.Name(id), ast.Add(), ast.Constant(value)):
        print('matched', id, value)
try:
    ast.parse('x = (')
except SyntaxError as e:
    print('SyntaxError', e.msg, e.lineno, e.offset)
try:
    ast.dump(1)
except TypeError as e:
    print('TypeError', e)
print(type(compile('x', '<s>', 'eval', ast.PyCF_ONLY_AST)).__name__)
