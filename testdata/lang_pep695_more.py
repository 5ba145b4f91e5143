# More PEP 695 forms: postponed annotations, generators, nesting, globals, recursion.
from __future__ import annotations
def f[T](x: T, y: "U") -> list[T]:
    return [x]
print(f.__annotations__, f.__type_params__, f(1, 2))
def gen[T](n: T):
    yield n
    yield n
print(list(gen(3)), gen.__type_params__)
def outer[T]():
    def inner[U](a: T, b: U) -> tuple[T, U]:
        return (a, b)
    return inner
i = outer()
print(i.__type_params__, i.__annotations__, i(1, 2), i.__qualname__)
def g():
    global h
    def h[T](): return T
g()
print(h(), h.__qualname__)
class K:
    def m[T](self): return T
print(K.m.__qualname__, K().m())
type Rec[T] = list[Rec[T]] | T
print(Rec.__value__, Rec[int])
print(type(Rec).__module__, type(Rec).__qualname__)
def wrapper():
    type Inner = int
    return Inner
print(wrapper(), wrapper().__module__)
