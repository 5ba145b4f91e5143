# Decimal operators in hot loops: the fast path for exact Decimals and ints
# must give what the methods give, and leave subclasses, other types,
# NaNs, traps and in-place operators of mutable types to the protocol.
import decimal
from decimal import Decimal as D


class Sub(D):
    def __add__(self, other):
        return "Sub.__add__"

    def __radd__(self, other):
        return "Sub.__radd__"

    def __lt__(self, other):
        return "Sub.__lt__"

    def __gt__(self, other):
        return "Sub.__gt__"


class MyInt(int):
    def __add__(self, other):
        return "MyInt.__add__"

    def __radd__(self, other):
        return "MyInt.__radd__"


class Acc:
    def __init__(self):
        self.n = 0

    def __iadd__(self, other):
        self.n += 1
        return self

    def __radd__(self, other):
        return "Acc.__radd__"


def loop(n):
    out = []
    s = D(0)
    t = D("1.5")
    k = 7
    for i in range(n):
        s += t
        s = s + i
        s = i + s
        s -= D(1)
        s = s * 2 / 3
        q = s // 7
        r = s % 7
        k += D(i)
        lt = s < i
        gt = i > s
        eq = s == D(i)
        ne = D(i) != s
        out.append((str(s), str(q), str(r), str(k), lt, gt, eq, ne))
    return out


res = loop(300)
print(res[0], res[1], res[-1])
print(len(set(r[0] for r in res)))


def mixed(n):
    out = []
    acc = Acc()
    for i in range(n):
        a = D(i) + Sub(1)
        b = Sub(1) + D(i)
        c = D(i) < Sub(2)
        d = D(i) + MyInt(3)
        e = MyInt(3) + D(i)
        f = D(i) + True
        g = False + D(i)
        x = D(i)
        x += acc
        acc += D(i)
        try:
            D(i) + 1.5
        except TypeError as exc:
            h = str(exc)
        try:
            "a" + D(i)
        except TypeError as exc:
            m = str(exc)
        out.append((a, b, c, str(d), e, str(f), str(g), x, h, m))
    return out, acc.n


res, n = mixed(250)
print(res[0])
print(res[-1], n)


def nans(n):
    out = []
    nan = D("NaN")
    snan = D("sNaN")
    for i in range(n):
        row = [nan == D(i), nan != D(i), D(i) == nan]
        try:
            row.append(nan < D(i))
        except decimal.InvalidOperation as exc:
            row.append(type(exc).__name__)
        try:
            row.append(snan == D(i))
        except decimal.InvalidOperation as exc:
            row.append(type(exc).__name__)
        row.append(str(D(i) + nan))
        out.append(row)
    return out


print(nans(300)[-1])


def traps(n):
    out = []
    for i in range(n):
        with decimal.localcontext() as ctx:
            ctx.prec = 5
            ctx.traps[decimal.Inexact] = i % 2 == 0
            try:
                out.append(str(D(1) / D(i + 3)))
            except decimal.Inexact as exc:
                out.append(type(exc).__name__)
            try:
                out.append(str(D(i) / 0))
            except decimal.DivisionByZero:
                out.append("DivisionByZero")
            except decimal.InvalidOperation:
                out.append("InvalidOperation")
            out.append(sorted(k.__name__ for k, v in ctx.flags.items() if v))
    return out


print(traps(300)[-9:])
big = D(10) ** 30
tot = D(0)
for i in range(400):
    tot += big + i
    tot = tot - (i * 10 ** 20)
print(tot, decimal.getcontext().flags[decimal.Rounded], decimal.getcontext().flags[decimal.Inexact])


class V:
    """__add__ in Python and no __iadd__: += calls __add__ once."""
    calls = 0

    def __init__(self, x):
        self.x = x

    def __add__(self, other):
        V.calls += 1
        return V(self.x + other)


def bump(v, i):
    v += i
    v += D(i)
    return v


v = V(D(0))
for i in range(500):
    v = bump(v, i)
print(v.x, V.calls)
