# The __repr__ dataclass() generates, as CPython 3.13's: the repr=True
# fields by their repr, the class's __qualname__ (a subclass's own), "..."
# for a recursive repr, an empty field list, and the AttributeError of a
# deleted field.
from dataclasses import dataclass, field
@dataclass
class A:
    x: int
    y: str = "s"
    z: list = field(default_factory=list, repr=False)
@dataclass
class Node:
    val: int
    nxt: object = None
@dataclass
class E:
    pass
a = A(1)
print(repr(a), str(a), E(), f"{a!r}")
n = Node(1); n.nxt = n
print(n)
class B(A): pass
print(B(2, "t"))
@dataclass
class Q:
    nan: float = float("nan")
    s: str = 'it"s q'
print(Q())
@dataclass
class Bad:
    x: int
b = Bad(1); del b.x
try:
    repr(b)
except AttributeError as e:
    print("AttributeError", e)
print(repr(b.__class__.__repr__.__qualname__))
