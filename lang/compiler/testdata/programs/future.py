# e2e-requires: __future__
from __future__ import annotations
def f(a: List[int], *b: *Ts, c: dict[str, int] = {}) -> Optional[int] | None:
    pass
print(f.__annotations__)
x: undefined.name[1:2, ...]
class C:
    y: C
    z: "quoted"
print(__annotations__, C.__annotations__)
