# functools and operator
import functools as ft
import operator as op

def show(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!!", type(e).__name__, e)

p = ft.partial(int, base=2)
print(p, repr(ft.partial(max, 1, 2)), p('101'), p.func, p.args, p.keywords)
q = ft.partial(p, '11')
print(q, q(), q.args)
for t in ["ft.partial()", "ft.partial(1)", "ft.reduce(lambda a, b: a + b, [])", "ft.reduce(lambda a, b: a + b, [], 5)",
          "ft.reduce(lambda a, b: a + b, [1, 2, 3])", "ft.reduce(1, [1, 2])", "ft.reduce()",
          "ft.reduce(lambda a, b: a + b, 5)", "ft.reduce(op.mul, range(1, 6))",
          "ft.cmp_to_key(lambda a, b: a - b)(1) < ft.cmp_to_key(lambda a, b: a - b)(2)",
          "sorted([3, 1, 2], key=ft.cmp_to_key(lambda a, b: b - a))", "hash(ft.cmp_to_key(lambda a, b: 0)(1))",
          "ft.partial(print, sep='-')", "ft.partial.__module__", "ft.partial(max, 1)(2, key=None)",
          "ft.partial(sorted, reverse=True)([2, 3, 1])", "ft.partial(sorted, reverse=True)([2, 3, 1], reverse=False)"]:
    show(t)

calls = []
@ft.lru_cache(maxsize=2)
def f(x):
    calls.append(x)
    return x * 2
f(1); f(1); f(2); f(3); f(1)
print(calls, f.cache_info(), f.__wrapped__.__name__, f.__name__)
f.cache_clear(); print(f.cache_info())

@ft.cache
def g(x, y=1):
    return x + y
print(g(1), g(1, y=1), g(1, 1), g(1), g.cache_info())

@ft.lru_cache
def h(x):
    return x
print(h(1), h.cache_info(), h.cache_parameters())
try:
    g([1])
except TypeError as e:
    print(e)

@ft.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())

@ft.lru_cache(typed=True)
def t(x):
    return type(x).__name__
print(t(1), t(1.0), t.cache_info().currsize)

class C:
    @ft.lru_cache
    def m(self, x):
        return x * 10
    @ft.cached_property
    def prop(self):
        print("compute")
        return 5
c = C()
print(c.m(2), c.m(2), C.m.cache_info().hits, c.prop, c.prop, c.__dict__)

def deco(fn):
    @ft.wraps(fn)
    def w(*a):
        return fn(*a)
    return w

@deco
def hello():
    "doc"
print(hello.__name__, hello.__doc__, hello.__wrapped__.__name__, hello.__qualname__)

@ft.total_ordering
class V:
    def __init__(s, v):
        s.v = v
    def __eq__(s, o):
        return s.v == o.v
    def __lt__(s, o):
        return s.v < o.v
print(V(1) <= V(2), V(2) > V(1), V(1) >= V(1), V(3) > V(4))

@ft.singledispatch
def fun(a):
    return "default"
@fun.register(int)
def _(a):
    return "int"
@fun.register
def _(a: str):
    return "str"
@fun.register(list)
@fun.register(tuple)
def _(a):
    return "seq"
print(fun(1), fun("a"), fun(1.0), fun(True), fun([1]), fun((1,)), fun.dispatch(bool).__name__)

class Cell:
    def __init__(self):
        self._alive = False
    def set_state(self, state):
        self._alive = bool(state)
    set_alive = ft.partialmethod(set_state, True)
cell = Cell(); cell.set_alive(); print(cell._alive)

# operator
print(op.itemgetter(1), op.itemgetter(1, 'a'), op.attrgetter('a.b', 'c'), op.methodcaller('f', 1, k=2),
      op.methodcaller('g'))
for t in ["op.itemgetter()", "op.attrgetter()", "op.attrgetter(1)", "op.methodcaller()", "op.methodcaller(1)",
          "op.itemgetter(1)([])", "op.attrgetter('x')(1)", "op.index(1.5)", "op.concat(1,2)", "op.concat([1],[2])",
          "op.countOf([1,1,2],1)", "op.indexOf([1,2],3)", "op.contains([1],1)", "op.truth(0)", "op.not_(0)",
          "op.is_(1,1)", "op.length_hint([1,2])", "op.length_hint(iter([1,2]))", "op.length_hint(3, 5)",
          "op.iadd([1],[2])", "op.iconcat([1], 2)", "op.add(1)", "op.itemgetter(1)(1, 2)", "op.pow(2, 10)",
          "op.matmul(1,2)", "op.call(len, [1])", "op.__add__(1,2)", "op.abs(-1)", "op.inv(5)",
          "op.delitem([1,2],0)", "op.itemgetter(slice(1,3))([1,2,3,4])", "op.attrgetter('real', 'imag')(3)",
          "op.lt(1,2)", "op.countOf([1,2], 3)", "op.indexOf([1,2], 2)", "op.length_hint(1.5)",
          "op.length_hint([], 'x')", "op.neg()", "op.truth()", "op.not_(1, 2)", "op.add(a=1, b=2)",
          "op.setitem([1], 0)", "op.itemgetter(1).__reduce__()", "op.methodcaller('f', 1, k=2).__reduce__()",
          "op.methodcaller('upper')('abc')", "op.methodcaller('split', ',')('a,b')", "op.floordiv(7, 2)",
          "op.truediv(7, 2)", "op.mod(-7, 3)", "op.lshift(1, 4)", "op.and_(6, 3)", "op.or_(6, 3)", "op.xor(6, 3)",
          "op.eq(1, 1.0)", "op.ne('a', 'b')", "op.ge(2, 3)", "op.neg(5)", "op.pos(-5)", "op.invert(0)",
          "op.getitem({'a': 1}, 'a')", "op.is_not(None, 1)", "sorted([(1, 'b'), (0, 'c'), (1, 'a')], key=op.itemgetter(0, 1))"]:
    show(t)

class P:
    def __init__(self):
        self.a = type('X', (), {'b': 42})()
        self.c = 'cv'
print(op.attrgetter('a.b', 'c')(P()), op.attrgetter('a.b')(P()))
l = [1, 2]
op.setitem(l, 0, 9); print(l)
print(list(map(op.mul, [1, 2, 3], [4, 5, 6])))
