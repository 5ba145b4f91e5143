# PEP 695 generics with dataclasses, Protocol, variadic and ParamSpec classes, get_type_hints.
from dataclasses import dataclass
import typing

@dataclass
class Point[T]:
    x: T
    y: T

p = Point(1, 2)
print(p, Point[int], Point.__parameters__)

class Var[*Ts]:
    pass
print(Var[int, str], Var[()] if False else Var[int])

class Spec[**P]:
    pass
print(Spec[[int, str]], Spec.__parameters__)

def hinted[T](x: T, y: "list[T]") -> T:
    return x
print(typing.get_type_hints(hinted))
print(typing.get_origin(Point[int]), typing.get_args(Point[int]))

class Proto[T](typing.Protocol):
    def meth(self) -> T: ...
print(Proto.__parameters__, Proto.__mro__[1:])

class C[T]:
    a: "T"
    b: "list[T]"
print(typing.get_type_hints(C))
def shadow[T](x: "T"): pass
print(typing.get_type_hints(shadow, localns={"T": int}))
