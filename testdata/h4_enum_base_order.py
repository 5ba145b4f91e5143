# Enum classes check their bases before the body runs, as CPython.
import enum
from enum import Enum, IntEnum, ReprEnum
class Num(int, ReprEnum):
    ONE = 1
print(Num.ONE, repr(Num.ONE), f"{Num.ONE}")
for bases in [(ReprEnum, int), (Enum, str), (IntEnum, object)]:
    try:
        type(enum.Enum)("Bad", bases, enum.EnumType.__prepare__("Bad", bases))
    except TypeError as e:
        print("TypeError:", e)
class Base(Enum):
    A = 1
try:
    class Sub(Base):
        print("body runs?")
        B = 2
except TypeError as e:
    print("TypeError:", e)
class Mixin:
    def describe(self):
        return f"{self.name}={self.value}"
class Good(Mixin, str, Enum):
    X = "x"
print(Good.X.describe(), repr(Good.X))
try:
    class Bad2(Enum, Mixin):
        Y = 1
except TypeError as e:
    print("TypeError:", e)
