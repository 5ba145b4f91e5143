# dir() of enum classes and members: EnumType.__dir__ and Enum.__dir__ as
# CPython 3.13 lists them: plain, int, str and flag enum classes, and
# members without a data type, with attributes of their own, properties
# and methods. (A member of IntEnum or StrEnum also lists the private
# attributes of the enum machinery, which are not the same here.)
import enum
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto


class Color(Enum):
    RED = 1
    GREEN = 2

    def describe(self):
        return self.name

    @property
    def lower(self):
        return self.name.lower()


class Num(IntEnum):
    ONE = 1
    TWO = 2


class Perm(Flag):
    R = 4
    W = 2
    X = 1


class Mode(StrEnum):
    FAST = auto()
    SLOW = auto()


class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
        self._hidden = 1


class WithNew(Enum):
    def __new__(cls, v):
        obj = object.__new__(cls)
        obj._value_ = v * 2
        return obj
    A = 1


for x in (Color, Color.RED, Num, Perm, Perm.R, Perm.R | Perm.W, Mode,
          Planet, Planet.EARTH, WithNew, WithNew.A, IntFlag):
    print(repr(x), dir(x))
