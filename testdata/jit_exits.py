# Code the JIT keeps in machine code instead of exiting to the
# interpreter: polymorphic attribute sites (a chain of guarded stencils,
# one per class), `not`, truth tests of ints, and short branches reached
# from machine code. The output must not depend on the tier.


class A:
    def __init__(self):
        self.x = 1

    def m(self):
        return 10


class B:
    def __init__(self):
        self.y = 0
        self.x = 2

    def m(self):
        return 20


class C:
    __slots__ = ("x",)

    def __init__(self):
        self.x = 3

    def m(self):
        return 30


class D(A):
    def m(self):
        return 40


def poly(objs, n):
    s = 0
    for i in range(n):
        o = objs[i % len(objs)]
        s += o.x
        o.x = o.x + 1
        s += o.m()
    return s


print(poly([A(), B(), C()], 3000))
print(poly([A(), B(), C(), D(), A()], 3000))
# A fifth class at a site that has seen four: the cache evicts, every
# tier still agrees.
class E:
    def __init__(self):
        self.x = -1

    def m(self):
        return -1


print(poly([A(), B(), C(), D(), E()], 3000))

# An instance attribute that shadows the method, then goes away.
d = D()
d.m = lambda: 99
print(poly([A(), d], 100))
del d.m
print(poly([A(), d], 100))


def nots(vals, n):
    out = 0
    for i in range(n):
        v = vals[i % len(vals)]
        if not v:
            out += 1
        out += (not v) * 2
    return out


vals = [True, False, None, 0, 1, -1, 2**47, -(2**47), 2**50, 0.0, 1.5, -0.0, "", "a", [], [0], ()]
print(nots(vals, 1700))
print([not v for v in vals])

tracing = False


def branches(n):
    i = 0
    s = 0
    while i < n:
        if i % 3 == 0:
            s += 1
        else:
            if tracing:
                print("never")
            s += 2
        if i & 4:
            s += i << 1
        i += 1
    return s


print(branches(3000))
tracing = True
print(branches(2))
