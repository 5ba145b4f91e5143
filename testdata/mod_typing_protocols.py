# Runtime-checkable protocols: isinstance() works for protocols with data
# members, issubclass() refuses them, method-only protocols allow both.
from typing import Protocol, runtime_checkable


@runtime_checkable
class HasX(Protocol):
    x: int


@runtime_checkable
class Closer(Protocol):
    def close(self): ...


class P:
    def __init__(self):
        self.x = 1


class Q:
    def close(self):
        pass


class R:
    close = None


print(isinstance(P(), HasX), isinstance(Q(), HasX), isinstance(1, HasX))
print(isinstance(Q(), Closer), isinstance(P(), Closer), isinstance(R(), Closer))
print(issubclass(Q, Closer), issubclass(P, Closer), issubclass(R, Closer))
try:
    issubclass(P, HasX)
except TypeError as e:
    print("TypeError:", e)
for _ in range(3):  # repeated checks (caches) give the same answers
    print(isinstance(P(), HasX), isinstance(object(), HasX))


class NotRuntime(Protocol):
    def f(self): ...


try:
    isinstance(1, NotRuntime)
except TypeError as e:
    print("TypeError:", e)
