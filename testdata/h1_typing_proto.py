"""Typed containers: Generic classes, Protocols, TypedDict, NamedTuple, enum functional API, struct records."""
from __future__ import annotations

import struct
from enum import Enum, IntFlag, auto
from typing import (Any, Callable, ClassVar, Generic, Iterator, NamedTuple, Protocol, TypeVar, TypedDict,
                    get_args, get_origin, get_type_hints, runtime_checkable, overload, Final, Literal)

T = TypeVar("T")
K = TypeVar("K", bound="Comparable")


@runtime_checkable
class Comparable(Protocol):
    def __lt__(self, other: Any) -> bool: ...


class Stack(Generic[T]):
    limit: ClassVar[int] = 5

    def __init__(self) -> None:
        self._items: list[T] = []

    def push(self, x: T) -> None:
        if len(self._items) >= self.limit:
            raise OverflowError(f"stack limit {self.limit} reached")
        self._items.append(x)

    def pop(self) -> T:
        return self._items.pop()

    def __iter__(self) -> Iterator[T]:
        return reversed(self._items)

    def __repr__(self) -> str:
        return f"Stack({self._items!r})"


s: Stack[int] = Stack[int]()
for i in range(5):
    s.push(i * i)
try:
    s.push(99)
except OverflowError as e:
    print("OverflowError:", e)
print(s, list(s), s.pop(), Stack[int], Stack.__parameters__, Stack[str].__origin__ is Stack, get_args(Stack[int]))
print(isinstance(3, Comparable), isinstance(object(), Comparable), T, K.__bound__, T.__name__)


class Point(NamedTuple):
    x: float
    y: float = 0.0

    def norm(self) -> float:
        return (self.x ** 2 + self.y ** 2) ** 0.5


class Movie(TypedDict, total=False):
    title: str
    year: int


p = Point(3, 4)
print(p, p.norm(), p._asdict(), Point._field_defaults, get_type_hints(Point), Point.__annotations__)
m: Movie = {"title": "Alien", "year": 1979}
print(m, Movie.__required_keys__, Movie.__optional_keys__, get_type_hints(Movie))
print(get_origin(list[int]), get_args(dict[str, list[int]]), get_origin(Literal["a"]), get_args(Callable[[int, str], bool]))
Shape = Enum("Shape", "CIRCLE SQUARE TRIANGLE")
Status = Enum("Status", [("OK", 200), ("NOT_FOUND", 404)])
print(list(Shape), Shape.SQUARE.value, Status(404), Status["OK"].value, repr(Status.OK), Shape.__members__.keys())


class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


print(Perm(7), Perm(5) | Perm.W, repr(Perm(6)), Perm.R in Perm(5), list(Perm(7)), int(Perm.R | Perm.X), Perm(0), format(Perm(3), "d"))

RECORD = struct.Struct("<4sHhIf?")
raw = b"".join(RECORD.pack(name, i, -i * 100, i * 1000003, i / 4, i % 2 == 0) for i, name in enumerate([b"abcd", b"xy", b"longname"]))
print(len(raw), RECORD.size, raw[:16].hex(" "))
for rec in RECORD.iter_unpack(raw):
    print(rec)
print(struct.unpack(">IhB", b"\x00\x00\x01\x00\xff\xfe\x07"), struct.pack("!q", -2), struct.calcsize("<qxh"), struct.calcsize("qxh"))
try:
    struct.pack("<h", 70000)
except struct.error as e:
    print("struct.error:", e)
try:
    struct.unpack("<I", b"\x00")
except struct.error as e:
    print("struct.error:", e)
MAX: Final = 10
print(__annotations__.get("MAX"), __annotations__.get("s"))
