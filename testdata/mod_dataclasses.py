# dataclasses
import dataclasses as dc
from dataclasses import dataclass, field
from typing import ClassVar, List

@dataclass
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)

p = P(1)
print(p, p == P(1), P.__init__.__qualname__, dc.fields(p)[0].name, dc.asdict(p), dc.astuple(p), dc.replace(p, y=5))
try:
    P()
except TypeError as e:
    print(e)
try:
    P(1, 2, [], 4)
except TypeError as e:
    print(e)

@dataclass(frozen=True, order=True)
class F:
    a: int
    b: str = 'x'

f = F(1)
try:
    f.a = 2
except Exception as e:
    print(type(e).__name__, e)
try:
    del f.b
except Exception as e:
    print(type(e).__name__, e)
print(F(1) < F(2), F(1, 'a') < F(1, 'b'), hash(f) == hash(F(1)), F.__match_args__, sorted([F(3), F(1), F(2)]))
try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e:
    print(e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e:
    print(e)

@dataclass
class R:
    r: 'R' = None

r = R()
r.r = r
print(r)
print(dc.is_dataclass(P), dc.is_dataclass(p), dc.is_dataclass(int))

@dataclass(kw_only=True)
class K:
    a: int
print(K(a=1))
try:
    K(1)
except TypeError as e:
    print(e)

@dataclass
class C2(P):
    z: int = 9
print(C2(1, 2, [], 3), [f.name for f in dc.fields(C2)])

@dataclass(eq=False)
class NE:
    a: int
print(NE(1) == NE(1))

@dataclass
class WithPost:
    a: int
    b: int = field(init=False)
    def __post_init__(self):
        self.b = self.a * 2
print(WithPost(3))

@dataclass
class Sl:
    a: int
    b: int = field(default=5, repr=False, compare=False)
print(Sl(1), Sl(1, 2) == Sl(1, 3))

M = dc.make_dataclass('M', ['a', ('b', int), ('c', int, field(default=3))])
print(M(1, 2))
print(P.__eq__(p, 1))

@dataclass
class Inv:
    items: List[int] = field(default_factory=list)
    count: ClassVar[int] = 0
    def total(self):
        return sum(self.items)
inv = Inv([1, 2, 3])
print(inv, inv.total(), Inv.count, [f.name for f in dc.fields(Inv)])

@dataclass(slots=True)
class S:
    a: int
    b: float = 1.5
s = S(2)
print(s, S.__slots__, hasattr(s, '__dict__'))

@dataclass(unsafe_hash=True)
class H:
    a: int
print(hash(H(1)) == hash(H(1)), {H(1), H(1), H(2)} == {H(1), H(2)})

@dataclass
class Nested:
    p: P
    others: list
print(dc.asdict(Nested(P(1, 2), [P(3)])))
print(dc.astuple(Nested(P(1, 2), [P(3)])))
try:
    dc.asdict(1)
except TypeError as e:
    print(e)
try:
    dc.fields(1)
except TypeError as e:
    print(e)

@dataclass
class Point3:
    x: float
    y: float
    z: float = 0.0
    def dist2(self):
        return self.x ** 2 + self.y ** 2 + self.z ** 2
pts = [Point3(i, i + 1) for i in range(3)]
print(pts, [p.dist2() for p in pts], Point3.__doc__)
