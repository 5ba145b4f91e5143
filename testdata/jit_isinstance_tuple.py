# isinstance(x, (A, B, ...)) answered by machine code (call_isinstance_t) when
# the tuple is built from classes the code loads from globals or builtins:
# every kind of receiver, a lying __class__, a weakref proxy, an ABC in the
# tuple (which goes to the interpreter), __bases__ assigned part-way and a
# global class rebound part-way. The output must not depend on the tier.
import weakref
from abc import ABC
class A: pass
class B(A): pass
class C: pass
class Liar:
    @property
    def __class__(self):
        return C
class Abc(ABC): pass
Abc.register(C)
a = A()
objs = [1, 2.5, True, None, "s", "x" * 3, (1,), [2], a, B(), C(), Liar(), weakref.proxy(a), A, 1 << 80]
def f(objs, n):
    counts = {}
    for i in range(n):
        o = objs[i % len(objs)]
        k = (isinstance(o, (int, str)), isinstance(o, (A, C)), isinstance(o, (float, type(None), tuple)),
             isinstance(o, (list, dict, set, bytes)), isinstance(o, (Abc, int)), isinstance(o, (type,)))
        counts[k] = counts.get(k, 0) + 1
    return sorted(counts.items())
for row in f(objs, 3000):
    print(row)
class P: pass
class Q(P): pass
class R: pass
class LiarBase:
    @property
    def __class__(self):
        return R
def g(o, n):
    t = 0
    for i in range(n):
        t += isinstance(o, (R, int))
        if i == n // 2:
            Q.__bases__ = (LiarBase,)
    return t
print(g(Q(), 3000))
saved = A
def h(n):
    global A
    t = 0
    for i in range(n):
        t += isinstance(a, (A, int))
        if i == n // 2:
            A = C
    A = saved
    return t
print(h(3000))
