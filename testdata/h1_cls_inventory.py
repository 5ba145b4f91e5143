"""Inventory model with dataclasses (default_factory, order, frozen, post_init, slots), enums, properties."""
from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError, InitVar, KW_ONLY
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum
from functools import total_ordering, cached_property, singledispatch
import abc


class Category(Enum):
    TOOL = auto()
    FOOD = auto()
    TOY = "toy"


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W


class Prio(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10


class Color(StrEnum):
    RED = auto()
    GREEN = auto()


@dataclass(frozen=True, order=True)
class SKU:
    prefix: str
    number: int

    def __str__(self):
        return f"{self.prefix}-{self.number:05d}"


@dataclass
class Item:
    sku: SKU
    name: str
    price: float
    category: Category = Category.TOOL
    tags: list[str] = field(default_factory=list)
    qty: int = field(default=0, repr=False)
    discount: InitVar[float] = 0.0

    def __post_init__(self, discount):
        if self.price < 0:
            raise ValueError(f"negative price for {self.name!r}")
        self.price = round(self.price * (1 - discount), 2)

    @property
    def value(self):
        return self.price * self.qty


@dataclass(slots=True, kw_only=True)
class Loc:
    aisle: int
    shelf: str = "A"


@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int = 3


items = [
    Item(SKU("T", 42), "hammer", 12.5, tags=["steel"], qty=3),
    Item(SKU("F", 7), "apple", 0.4, Category.FOOD, qty=100, discount=0.25),
    Item(SKU("Y", 9), "yo-yo", 3.0, Category.TOY),
]
for it in items:
    print(it, str(it.sku), it.value)
print(sorted(i.sku for i in items), SKU("A", 2) < SKU("A", 10), SKU("A", 1) == SKU("A", 1), hash(SKU("A", 1)) == hash(SKU("A", 1)))
print(asdict(items[0]), astuple(items[2]))
print(replace(items[0], name="mallet", discount=0.5), [f.name for f in fields(Item)])
try:
    items[0].sku.number = 3
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
try:
    Item(SKU("X", 1), "bad", -1)
except ValueError as e:
    print("ValueError:", e)
l = Loc(aisle=3)
print(l, hasattr(l, "__dict__"), Loc.__slots__, Mixed(1, c=9), Mixed(5))
try:
    Loc(3)
except TypeError as e:
    print("TypeError:", e)
print(list(Category), Category.TOY.value, Category["FOOD"], Category(2), repr(Category.TOOL))
p = Perm.R | Perm.X
print(p, repr(p), Perm.RW, list(Perm), Perm.W in Perm.RW, ~Perm.R, Perm(0), bool(Perm(0)), p.value)
print(Prio.HIGH > Prio.LOW, Prio.MID + 1, sorted([Prio.HIGH, Prio.LOW, 3]), f"{Prio.MID}", str(Prio.MID), repr(Prio.MID))
print(Color.RED, repr(Color.GREEN), Color.RED == "red", Color("green"), f"{Color.RED!r}")
try:
    Category(99)
except ValueError as e:
    print("ValueError:", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)


@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __eq__(self, o):
        return self.parts == o.parts

    def __lt__(self, o):
        return self.parts < o.parts

    def __repr__(self):
        return f"Version({'.'.join(map(str, self.parts))!r})"

    @cached_property
    def major(self):
        print("  (computing major)")
        return self.parts[0]


vs = [Version("1.10.0"), Version("1.2"), Version("0.9.9")]
print(sorted(vs), max(vs), Version("1.2") >= Version("1.2.0"), Version("2.0") <= Version("1.9"))
v = vs[0]
print(v.major, v.major, "major" in vars(v))


@singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


@describe.register(list)
def _(x):
    return f"list of {len(x)}: " + ", ".join(describe(i) for i in x)


print(describe(3), describe("s"), describe([1, "a", [2]]), describe(True))


class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self): ...

    def __repr__(self):
        return f"{type(self).__name__}(area={self.area():.2f})"


class Sq(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s ** 2


print(Sq(1.5))
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
