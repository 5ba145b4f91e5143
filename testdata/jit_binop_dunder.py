# Operators on instances whose class's method is a plain function, hot
# enough for machine code to call the method itself (binop_dunder); then
# the protocol's edge cases at the same sites: NotImplemented and the
# reflected method, subclasses whose reflected method comes first,
# in-place methods, exceptions raised inside the method, a class changed.
import traceback


class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        if not isinstance(o, V):
            return NotImplemented
        return V(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        if isinstance(k, V):
            return NotImplemented
        if k == 13:
            raise ValueError("unlucky scale")
        return V(self.x * k, self.y * k)

    def __rmul__(self, k):
        return V(self.x * k * 10, self.y * k * 10)

    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y

    def __truediv__(self, k):
        return V(self.x / k, self.y / k)

    def __repr__(self):
        return "V(%r, %r)" % (self.x, self.y)


class W(V):
    def __radd__(self, o):
        return "W.__radd__"

    def __rsub__(self, o):
        return "W.__rsub__"


class Acc:
    def __init__(self):
        self.n = 0

    def __iadd__(self, k):
        if k is None:
            return NotImplemented
        self.n += k
        return self

    def __add__(self, k):
        return "Acc.__add__ %r" % (k,)


def ops(a, b, k):
    return a + b, a - b, a * k, a @ b, a / 2


def loop(n):
    a = V(1, 2)
    s = V(0, 0)
    d = 0
    for i in range(n):
        b = V(i, -i)
        r = ops(a, b, i % 7)
        s = s + r[0] - r[2]
        s -= a
        s += b
        d += r[3]
    return s, d


print(loop(3000))
a = V(1, 2)
for b, k in [(V(3, 4), 2), (W(5, 6), 3), (V(0, 0), 2.5), (V(1, 1), True)]:
    print(ops(a, b, k))
for b in [3, None, "s"]:
    try:
        print(ops(a, b, 1))
    except TypeError as e:
        print("TypeError:", e)
try:
    ops(a, a, a)
except TypeError as e:
    print("TypeError:", e)
print(3 * a, a * 3)


def scale(v, k):
    return v * k


for i in range(2000):
    scale(a, i % 5)
try:
    scale(a, 13)
except ValueError as e:
    print("ValueError:", e, [(f.name, f.lineno, f.line) for f in traceback.extract_tb(e.__traceback__)])


def bump(acc, k):
    acc += k
    return acc


acc = Acc()
for i in range(2000):
    acc = bump(acc, 1)
print(acc.n, bump(acc, None))


def plain_add(x, y):
    return x + y


for i in range(2000):
    plain_add(V(i, i), V(1, 1))
V.__add__ = lambda self, o: "patched %r" % (o,)
print(plain_add(V(1, 1), 5))
del V.__add__
try:
    plain_add(V(1, 1), V(2, 2))
except TypeError as e:
    print("TypeError:", e)
print(plain_add(V(1, 1), W(2, 2)))
