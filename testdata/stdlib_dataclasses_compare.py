# The comparison and hash methods dataclass() generates, as CPython
# 3.13's: __eq__ checks identity, then compares field by field (a NaN
# field makes two instances unequal; a field's __eq__ result decides),
# the orderings compare tuples of the compared fields, __hash__ hashes
# them; fields with compare=False or hash=False are left out; another
# class gives NotImplemented (TypeError for an ordering).
from dataclasses import dataclass, field
import math


@dataclass(order=True)
class P:
    x: float
    y: float = 0.0
    note: str = field(default="", compare=False)


@dataclass(frozen=True)
class F:
    a: int
    b: tuple = ()
    skip: int = field(default=0, hash=False)


@dataclass(unsafe_hash=True)
class U:
    k: str
    v: int = field(default=0, compare=False)


@dataclass
class Empty:
    pass


@dataclass(order=True)
class Child(P):
    z: int = 0


class Loud:
    def __init__(self, tag):
        self.tag = tag

    def __eq__(self, other):
        print("  Loud.__eq__", self.tag, other.tag)
        return self.tag == other.tag


@dataclass
class Holder:
    first: object
    second: object


nan = math.nan
p = P(nan)
print(p == p, P(nan) == P(nan), P(1.0, note="a") == P(1.0, note="b"))
print(P(1, 2) < P(1, 3), P(2, 0) <= P(1, 9), P(1, 2) > P(1, 1), P(1, 2) >= P(1, 2))
print(sorted([P(3, 1), P(1, 5), P(1, 2), P(2, 0)]))
try:
    P(1) < Child(1)
except TypeError as e:
    print("TypeError:", e)
print(P(1) == Child(1), Child(1, 2, z=3) < Child(1, 2, z=4))
print(hash(F(1, (2, 3))) == hash((1, (2, 3))), hash(F(1, skip=5)) == hash(F(1, skip=6)))
print(hash(U("k", 1)) == hash(("k",)), U("k", 1) == U("k", 2))
print(Empty() == Empty(), hash(Empty) is not None, Empty.__hash__)
print(Holder(Loud(1), Loud(2)) == Holder(Loud(1), Loud(3)))
print(Holder(Loud(1), Loud(2)) == Holder(Loud(9), Loud(2)))
print(P.__eq__.__qualname__, P.__lt__.__qualname__, F.__hash__.__qualname__, P.__lt__.__name__)
print({F(1): "one", F(2, (3,)): "two"}[F(2, (3,))])
