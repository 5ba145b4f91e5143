# super().name(...) in hot methods: the call of super() and the method
# lookup run as one guarded load in machine code (load_method_super);
# every way the guards can fail must give CPython's answers.


class Base:
    def f(self, x):
        return x + 1

    def g(self, x):
        return x * 2


class Mid(Base):
    def f(self, x):
        return super().f(x) + 10


class Leaf(Mid):
    def f(self, x):
        return super().f(x) + 100


class Other(Mid):
    pass


def run(objs, n):
    t = 0
    for i in range(n):
        for o in objs:
            t += o.f(i)
    return t


print(run([Leaf()], 500))
# Mid.f's super() now sees instances of another class (Other), then both.
print(run([Other()], 500))
print(run([Leaf(), Other(), Mid()], 300))


# Multiple inheritance: the method after __class__ depends on the
# instance's MRO, not on __class__'s bases.
class A:
    def who(self):
        return "A"


class B(A):
    def who(self):
        return "B>" + super().who()


class C(A):
    def who(self):
        return "C>" + super().who()


class D(B, C):
    def who(self):
        return "D>" + super().who()


def whos(objs, n):
    out = {}
    for i in range(n):
        for o in objs:
            w = o.who()
            out[w] = out.get(w, 0) + 1
    return sorted(out.items())


print(whos([D()], 300))
print(whos([B(), D(), C()], 300))


# The method found after __class__ changes: a class attribute assigned
# while the loop is hot.
class P:
    def m(self):
        return 1


class Q(P):
    def m(self):
        return super().m() + 1


def ms(q, n):
    t = 0
    for i in range(n):
        if i == n // 2:
            P.m = lambda self: 50
        t += q.m()
    return t


print(ms(Q(), 600))


# The global super rebound, then restored.
import builtins


class R(P):
    def m(self):
        return super().m() * 3


def rs(n):
    r = R()
    t = 0
    real = builtins.super
    for i in range(n):
        if i == n - 5:
            def fake(*a):
                return real(R, r)
            builtins.super = fake
        t += r.m()
    builtins.super = real
    return t


print(rs(400))


# self reassigned before super(): super() takes the first local's value.
class S(P):
    def m(self, other=None):
        if other is not None:
            self = other
        return super().m()


class T2(S):
    pass


def ss(n):
    t = 0
    s = S()
    for i in range(n):
        t += s.m(None if i % 7 else T2())
    return t


P.m = lambda self: 5
print(ss(500))


# self not an instance of __class__: the interpreter's TypeError.
def bad(n):
    s = S()
    caught = 0
    for i in range(n):
        try:
            s.m(1 if i == n - 3 else None)
        except TypeError as e:
            caught += 1
            msg = str(e)
    return caught, msg


print(bad(300))


# super() in a classmethod (the first argument is a class) and in a
# method whose self is captured by a closure.
class K(P):
    @classmethod
    def make(cls):
        return super().__new__(cls)

    def cap(self):
        f = lambda: self
        return super().m() + (f() is self)


def ks(n):
    t = 0
    for i in range(n):
        t += K.make().cap()
    return t


print(ks(300))


# __class__ cell of a class made again and again (one code, many classes).
def make_pair(k):
    class Lo:
        def v(self):
            return k

    class Hi(Lo):
        def v(self):
            return super().v() + 1000

    return Hi()


def pairs(n):
    t = 0
    objs = [make_pair(k) for k in range(5)]
    for i in range(n):
        t += objs[i % 5].v()
    return t


print(pairs(1000))


# The method found is no plain function: a staticmethod, a property.
class St:
    @staticmethod
    def h(x):
        return x - 1

    @property
    def p(self):
        return 7


class St2(St):
    def h(self, x):
        return super().h(x) * 2

    @property
    def p(self):
        return super().p + 1


def sts(n):
    o = St2()
    t = 0
    for i in range(n):
        t += o.h(i) + o.p
    return t


print(sts(400))


# An instance whose class changes (__class__ assignment) under the loop.
class U1(P):
    def m(self):
        return super().m() + 1


class U2(U1):
    pass


def us(n):
    u = U1()
    t = 0
    for i in range(n):
        if i == n // 2:
            u.__class__ = U2
        t += u.m()
    return t


print(us(600))
