# isinstance(x, C) answered by machine code (call_isinstance) for every
# kind of receiver: small ints, floats, bools and None (answers worked out
# at compile time), heap objects whose class's MRO holds C, and plain
# classes' instances for which it does not (False); an instance whose
# __class__ lies, a weakref proxy and an ABC's registered class go to the
# interpreter. The classes' plainness changes part-way (__bases__
# assigned), and a global shadows a builtin class part-way. The output must
# not depend on the tier.
import weakref
from abc import ABC

class Base:
    pass
class Sub(Base):
    pass
class Other:
    pass
class Liar:
    @property
    def __class__(self):
        return Base
class MyInt(int):
    pass
class MyStr(str):
    pass
class Abstract(ABC):
    pass
Abstract.register(Other)

def check(objs, n):
    counts = {}
    for i in range(n):
        o = objs[i % len(objs)]
        k = (isinstance(o, int), isinstance(o, float), isinstance(o, bool),
             isinstance(o, str), isinstance(o, tuple), isinstance(o, object),
             isinstance(o, Base), isinstance(o, Sub), isinstance(o, type(None)),
             isinstance(o, Abstract), isinstance(o, list))
        counts[k] = counts.get(k, 0) + 1
    return sorted(counts.items())

b = Base()
objs = [1, -7, 2.5, float("nan"), True, False, None, "s", "x" * 3, (1, 2), [], {},
        b, Sub(), Other(), Liar(), MyInt(3), MyStr("q"), weakref.proxy(b), Base, int, 1 << 70, ...]
for row in check(objs, 2300):
    print(row)

# The class changes while the loop runs: a base gets a __class__ later.
class P:
    pass
class R:
    pass
class LiarBase:
    @property
    def __class__(self):
        return R
class Q(P):
    pass
def loop(o, n):
    t = 0
    for i in range(n):
        if isinstance(o, R):
            t += 1
        if i == n // 2:
            Q.__bases__ = (LiarBase,)
    return t
print(loop(Q(), 3000))

# __bases__ assigned while the loop runs.
class A1:
    pass
class A2:
    pass
class C(A1):
    pass
def loop2(o, n):
    t = 0
    for i in range(n):
        if isinstance(o, A2):
            t += 1
        if i == n // 2:
            C.__bases__ = (A2,)
    return t
print(loop2(C(), 3000))

# A global that shadows a builtin class, and one that changes.
def loop3(n):
    t = 0
    for i in range(n):
        t += isinstance(i, tuple) + isinstance(i * 0.5, tuple) + isinstance("a", str)
    return t
print(loop3(2000))
tuple_saved = tuple
def loop4(n):
    global tuple
    t = 0
    for i in range(n):
        t += isinstance((i,), tuple)
        if i == n // 2:
            tuple = list
    tuple = tuple_saved
    return t
print(loop4(2000))
