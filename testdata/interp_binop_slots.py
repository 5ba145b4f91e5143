# Binary operators on objects find their methods in a per-class cache
# (lookupBinOp): every change to a class or its bases must be seen.


class A:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return A(self.v + (o.v if isinstance(o, A) else o))

    def __repr__(self):
        return f"A({self.v})"


class B(A):
    pass


def show(label, f):
    try:
        print(label, f())
    except TypeError as e:
        print(label, "TypeError", e)


a, b = A(1), B(2)
for i in range(3):
    show("a+b", lambda: a + b)
    show("b+1", lambda: b + 1)
    x = A(10)
    x += 5
    show("x+=5", lambda: x)

# A method replaced on the class, then on a base, then deleted.
A.__add__ = lambda self, o: "replaced"
show("a+b", lambda: a + b)
show("b+a", lambda: b + a)
B.__add__ = lambda self, o: "B's own"
show("b+a", lambda: b + a)
show("a+b", lambda: a + b)
del B.__add__
show("b+a", lambda: b + a)
del A.__add__
show("a+b", lambda: a + b)

# An in-place method added later, set to None, removed.
y = A(1)
A.__iadd__ = lambda self, o: "iadd"
y += 1
print("y", y)
A.__add__ = lambda self, o: "add"
A.__iadd__ = lambda self, o: NotImplemented
y = A(1)
y += 1
print("y", y)
del A.__iadd__
y = A(1)
y += 1
print("y", y)


# Reflected methods: a subclass's __radd__ goes first.
class R(A):
    def __radd__(self, o):
        return "R.__radd__"


show("a+r", lambda: A(1) + R(2))
show("1+r", lambda: 1 + R(2))
R.__radd__ = lambda self, o: NotImplemented
show("a+r", lambda: A(1) + R(2))
show("1+r", lambda: 1 + R(2))


# Bases changed at run time.
class M1:
    def __mul__(self, o):
        return "M1"


class M2:
    def __mul__(self, o):
        return "M2"


class C(M1):
    pass


c = C()
show("c*1", lambda: c * 1)
C.__bases__ = (M2,)
show("c*1", lambda: c * 1)
M2.__mul__ = lambda self, o: "M2 changed"
show("c*1", lambda: c * 1)


# A callable that is not a function as the method.
class Adder:
    def __call__(self, *args):
        return ("called", len(args))


class D:
    __sub__ = Adder()
    __isub__ = staticmethod(lambda *a: ("static", len(a)))


show("d-1", lambda: D() - 1)
d = D()
d -= 1
print("d", d)

# Builtin types: sets, lists, dicts, strs, ints.
s = {1, 2}
s |= {3}
s &= {1, 3, 4}
s -= {1}
print(sorted(s), {1, 2} ^ {2, 3}, frozenset({1}) | {2})
l = [1]
l += (2, 3)
l *= 2
print(l, [1] * 2 + [3], "ab" * 2, {"a": 1} | {"b": 2})
dd = {"a": 1}
dd |= {"c": 3}
print(dd, 7 // 2, 2 ** 10, 7 % 3, 1 << 70, (1 << 70) >> 69)
show("set+set", lambda: {1} + {2})
show("list-list", lambda: [1] - [2])
