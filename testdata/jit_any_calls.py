# Call sites whose callee no guard names (call_native_any): a visitor's
# getattr dispatch, callbacks held in attributes and containers, method
# calls on many classes; and every callee such a site must refuse or hand
# back to the interpreter.
import sys


class Visitor:
    def visit(self, node):
        meth = getattr(self, "visit_" + type(node).__name__, self.generic)
        return meth(node)

    def generic(self, node):
        return ("?", node)


class Num:
    def __init__(self, v):
        self.v = v


class Add:
    def __init__(self, l, r):
        self.l, self.r = l, r


class Neg:
    def __init__(self, e):
        self.e = e


class Eval(Visitor):
    def visit_Num(self, n):
        return n.v

    def visit_Add(self, n):
        return self.visit(n.l) + self.visit(n.r)

    def visit_Neg(self, n):
        return -self.visit(n.e)


class Show(Visitor):
    def visit_Num(self, n):
        return str(n.v)

    def visit_Add(self, n):
        return f"({self.visit(n.l)} + {self.visit(n.r)})"

    def visit_Neg(self, n):
        return f"-{self.visit(n.e)}"


def tree(d, k):
    if d == 0:
        return Num(k % 7)
    if k % 3 == 0:
        return Neg(tree(d - 1, k + 1))
    return Add(tree(d - 1, k * 2 + 1), tree(d - 1, k + 5))


total, width = 0, 0
for i in range(60):
    t = tree(6, i)
    total += Eval().visit(t)
    width += len(Show().visit(t))
print("visitor", total, width)
print("generic", Eval().visit(3.5))


# Callbacks held in a dict, a list and an attribute: functions, bound
# methods, lambdas, closures, builtins and classes mixed at one site.
def double(x):
    return 2 * x


def make_adder(k):
    def add(x):
        return x + k
    return add


class Scaler:
    def __init__(self, f):
        self.f = f

    def scale(self, x):
        return x * self.f


handlers = [double, make_adder(10), make_adder(-3), Scaler(3).scale, lambda x: x - 1,
            abs, str, float, Scaler(0.5).scale, make_adder(1000)]
acc = []
for i in range(400):
    h = handlers[i % len(handlers)]
    acc.append(h(i - 200))
print("callbacks", len(acc), acc[:12], sum(x for x in acc if isinstance(x, int)))


class Holder:
    def __init__(self, cb):
        self.cb = cb

    def run(self, n):
        out = 0
        for i in range(n):
            out += self.cb(i)  # an instance attribute: LOAD_METHOD finds no method
        return out


holders = [Holder(double), Holder(make_adder(5)), Holder(Scaler(7).scale), Holder(len.__self__.abs)]
print("holders", [h.run(300) for h in holders])


# Method calls on many classes at one site.
class A:
    def area(self):
        return 1


class B:
    def area(self):
        return 2


class C(B):
    def area(self):
        return super().area() * 10


class D:
    def area(self, scale=3):
        return scale


class E:
    def area(self, *args):
        return len(args) + 100


class F:
    area = staticmethod(lambda: 7)


class G:
    @classmethod
    def area(cls):
        return cls.__name__


shapes = [A(), B(), C(), D(), E(), F(), G()] * 50
print("areas", [s.area() for s in shapes[:7]], sum(1 for s in shapes if s.area() == 2))


# Arity mismatches, keyword-only parameters, *args, generators: refused
# by the machine code, made by the interpreter, same errors.
def one(a):
    return a


def two(a, b):
    return (a, b)


def kwonly(a, *, k=4):
    return a + k


def gen(a):
    yield a
    yield a + 1


fs = [one, two, kwonly, gen, one]
res = []
for i in range(50):
    f = fs[i % len(fs)]
    try:
        r = f(i)
        res.append(list(r) if f is gen else r)
    except TypeError as e:
        res.append(str(e))
print("arity", res[:10])


# An exception raised in a callee the site called natively: traceback and
# handler as in the interpreter; frames seen by sys._getframe.
def boom(x):
    if x == 137:
        raise ValueError("boom %d" % x)
    return x


def where(x):
    f = sys._getframe()
    return (f.f_code.co_name, f.f_back.f_code.co_name, f.f_locals["x"])


cbs = [boom, where, boom]
seen = None
try:
    for i in range(300):
        r = cbs[i % 3](i)
        if isinstance(r, tuple):
            seen = r
except ValueError as e:
    tb = e.__traceback__
    names = []
    while tb:
        names.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    print("raised", e, names)
print("frames", seen)


# __code__ reassigned and functions of other globals at the same site.
def p(x):
    return x + 1


def q(x):
    return x * 100


ns = {}
exec("def r(x):\n    return x - G0\n", {"G0": 5}, ns)
calls = [p, q, ns["r"]]
out = []
for i in range(300):
    if i == 150:
        p.__code__ = q.__code__
    out.append(calls[i % 3](i))
print("recode", out[:6], out[150:156], sum(out))


# Deep recursion through a site that calls any function.
def down(fs, n):
    if n == 0:
        return 0
    return 1 + fs[n % 2](fs, n - 1)


print("deep", down([down, down], 900))
try:
    down([down, down], 100000)
except RecursionError as e:
    print("recursion", type(e).__name__)


# Callees that leave parameters to their defaults, read at each call
# (__defaults__ rebound mid-loop), as bound methods too, and too few
# arguments for the defaults there are.
def scaled(x, k=2, off=0):
    return x * k + off


def shifted(x, off=100):
    return x + off


class Memo:
    def get(self, key, default=None, extra=0):
        return (key, default, extra)


dispatch = {int: scaled, float: shifted, str: Memo().get}
vals = []
for i in range(600):
    v = (i, float(i), str(i % 3))[i % 3]
    if i == 300:
        scaled.__defaults__ = (5, 1)
    if i == 450:
        shifted.__defaults__ = ()
    try:
        vals.append(dispatch[type(v)](v))
    except TypeError as e:
        vals.append(str(e))
print("defaults", vals[:6], vals[300:306], vals[450:456], len(vals))
