# namedtuple's fields are collections._tuplegetter descriptors, as
# CPython's: read in compiled loops and by the interpreter's caches,
# read-only, pickled by reference, with their repr, doc and errors; a
# subclass with its own properties and __getattribute__, and a class
# attribute assigned over a field.
from collections import namedtuple
import pickle, copy
P = namedtuple('P','x y')
p = P(1,2)
print(p.x, p.y, repr(P.x)[:13], type(P.x).__name__, type(P.x).__module__, P.x.__doc__)
try: p.x = 5
except AttributeError as e: print(repr(e))
try: del p.x
except AttributeError as e: print(repr(e))
print(P.x.__get__(p), P.x.__get__(None, P) is P.x, P.x.__reduce__())
try: P.x.__get__(5)
except TypeError as e: print(e)
try: P.y.__get__((1,))
except IndexError as e: print(repr(e))
print(pickle.loads(pickle.dumps(p)), copy.deepcopy(p), p._replace(x=9), p._asdict())
class Q(P):
    @property
    def s(self): return self.x + self.y
print(Q(3, 4).s, Q(3, 4).x)
try:
    class T(type(P.x)): pass
except TypeError as e: print(e)
P.x.__doc__ = "changed"; print(P.x.__doc__)
print(isinstance(P.x, type(P.y)), hasattr(P.x, '__set__'))


def total(points):
    t = 0
    for q in points:
        t += q.x * 10 + q.y
    return t


pts = [P(i, i % 7) for i in range(3000)]
print(total(pts), total(pts[:10]))


class Loud(P):
    def __getattribute__(self, name):
        if name == "x":
            return -1
        return super().__getattribute__(name)


print(total([Loud(1, 2), P(1, 2)] * 200))
R = namedtuple("R", "a b")
rs = [R(i, i) for i in range(300)]
s1 = sum(r.a for r in rs)
R.a = property(lambda self: 100)
print(s1, sum(r.a for r in rs))
