# Calls from compiled code to compiled plain functions go straight into
# the callee's exit loop (interp.EnterCompiled); everything else takes the
# general path. Both must be invisible: frames, tracebacks, recursion
# limits, defaults, keywords, closures, generators and tracing.
import sys


def leaf(x):
    return x + 1


def mid(x):
    return leaf(x) * 2


def top(n):
    s = 0
    for i in range(n):
        s += mid(i)
    return s


print(top(3000))


def who():
    f = sys._getframe(1)
    return f.f_code.co_name, f.f_back.f_code.co_name, sys._getframe().f_lineno


def caller_a():
    return who()


def caller_b():
    return caller_a()


for i in range(300):
    r = caller_b()
print(r)


def boom(x):
    return 1 // x


def via(x):
    return boom(x)


for i in range(300):
    via(1)
try:
    via(0)
except ZeroDivisionError as e:
    tb = e.__traceback__
    names = []
    while tb:
        names.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    print(names)


def defaults(a, b=10):
    return a + b


def kw(a, *, k=1):
    return a * k


def closure(n):
    def inner(x):
        return x + n
    t = 0
    for i in range(300):
        t += inner(i)
    return t


def gen(n):
    yield n


def mix(n):
    t = 0
    for i in range(n):
        t += defaults(i) + defaults(i, 1) + kw(i, k=2) + next(gen(i))
    return t


print(mix(300), closure(5))


def depth(n):
    if n == 0:
        return 0
    return depth(n - 1) + 1


for i in range(50):
    depth(50)
sys.setrecursionlimit(200)
try:
    depth(500)
except RecursionError as e:
    print("RecursionError", e)
print(depth(150))


# Constructing instances of plain classes calls a compiled __init__
# directly; custom __new__, metaclasses and builtin bases do not.
class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Bad:
    def __init__(self, r):
        self.r = r
        if r:
            return r


class Raises:
    def __init__(self, k):
        if k == 7:
            raise ValueError("seven")
        self.k = k


class WithNew:
    def __new__(cls, v):
        o = super().__new__(cls)
        o.tag = "new"
        return o

    def __init__(self, v):
        self.v = v


class Meta(type):
    def __call__(cls, *a):
        return ("meta", a)


class M(metaclass=Meta):
    def __init__(self, v):
        self.v = v


class L(list):
    def __init__(self, v):
        super().__init__([v, v])


def build(n):
    out = []
    for i in range(n):
        v = V(i, -i)
        out.append(v.x + v.y)
        try:
            Bad(i % 50 == 49)
        except TypeError as e:
            out.append(str(e))
        try:
            out.append(Raises(i % 10).k)
        except ValueError as e:
            out.append(str(e))
        w = WithNew(i)
        out.append((w.tag, w.v))
        out.append(M(i))
        out.append(L(i))
    return out


r = build(300)
print(len(r), r[:8], r[-8:])
print(sum(x for x in r if type(x) is int))
try:
    for i in range(20):
        Raises(i)
except ValueError as e:
    tb, names = e.__traceback__, []
    while tb:
        names.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    print(names)
