# x.__class__ answered by machine code (load_attr_class_of) for unboxed
# values, builtin and user objects, classes and metaclasses; a __class__
# property, a __getattribute__ written in Python and a weakref proxy go to
# the interpreter, as does a class whose bases gain a __class__ property
# part-way (__bases__ assigned). The output must not depend on the tier.
import weakref
class A:
    pass
class B(A):
    pass
class Liar:
    @property
    def __class__(self):
        return A
class Getattr:
    def __getattribute__(self, name):
        if name == "__class__":
            return B
        return object.__getattribute__(self, name)
class M(type):
    pass
class W(metaclass=M):
    pass
a = A()
objs = [1, 2.5, True, None, "s", "abc" * 2, (1,), [2], {}, a, B(), W(), A, W, int, 1 << 80, ..., Liar(), Getattr(), weakref.proxy(a)]
def f(objs, n):
    counts = {}
    for i in range(n):
        o = objs[i % len(objs)]
        c = o.__class__
        counts[c.__name__] = counts.get(c.__name__, 0) + 1
    return sorted(counts.items())
print(f(objs, 2000))
class P:
    pass
class Q(P):
    pass
class Lie2:
    @property
    def __class__(self):
        return P
def g(o, n):
    t = 0
    for i in range(n):
        t += o.__class__ is P
        if i == n // 2:
            Q.__bases__ = (Lie2,)
    return t
print(g(Q(), 3000))
o = A()
def h(n):
    t = 0
    for i in range(n):
        t += o.__class__ is A
        if i == n // 2:
            o.__class__ = B
    return t
print(h(3000))
