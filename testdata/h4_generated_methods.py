# The methods dataclasses and namedtuple generate carry CPython's metadata.
import collections
import dataclasses
import inspect


@dataclasses.dataclass(order=True, frozen=True)
class Pt:
    x: int
    y: int = 0


for n in ("__init__", "__repr__", "__eq__", "__lt__", "__le__", "__gt__", "__ge__",
          "__hash__", "__setattr__", "__delattr__"):
    f = getattr(Pt, n)
    print(n, f.__module__, f.__qualname__)


@dataclasses.dataclass(unsafe_hash=True)
class H:
    a: int


print(H.__hash__.__module__, H.__hash__.__qualname__)
Pair = collections.namedtuple("Pair", "left right")
print(inspect.signature(Pair._replace), Pair._replace.__qualname__)
print(Pair(1, 2)._replace(right=5))
try:
    Pair(1, 2)._replace(middle=0)
except TypeError as e:
    print(e)
