# Enum members with data-type mixins: a dataclass mixin is the data type
# (values are its instances, reprs show its fields), a plain int subclass
# before int is the data type, a mixin's __repr__ shows values (flags too),
# and enum.property refuses assignment and deletion in CPython's words.
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto
import enum
from dataclasses import dataclass, field

@dataclass(frozen=True)
class Coord:
    x: int
    y: int
    tag: str = field(default='', repr=False)

class Dir(Coord, Enum):
    N = 0, 1
    S = 0, -1
print(Dir.N, repr(Dir.N), Dir.N.x, Dir.S.value, type(Dir.S.value).__name__, Dir._member_type_.__name__)
print(list(Dir), Dir(Coord(0, -1)))

@dataclass
class NoRepr:
    a: int
    def __hash__(self): return hash(self.a)
@dataclass(repr=False)
class DcNoRepr:
    a: int
    def __hash__(self): return hash(self.a)
class E1(NoRepr, Enum):
    A = 1
class E2(DcNoRepr, Enum):
    A = 1
print(repr(E1.A), repr(E2.A)[:12], E1.A.value, E1._member_type_.__name__)

class MyInt(int):
    def double(self): return self * 2
class MI(MyInt, Enum):
    ONE = 1
    TWO = 2
print(repr(MI.ONE), type(MI.ONE.value).__name__, MI.TWO.double(), MI._member_type_.__name__, MI(2), str(MI.ONE), format(MI.ONE))

class LoudInt(int):
    def __repr__(self): return 'Loud(%d)' % int(self)
class LI(LoudInt, Enum):
    A = 5
print(repr(LI.A), LI.A.value, LI._member_type_.__name__)
class LIF(LoudInt, Flag):
    A = 1
    B = 2
print(repr(LIF.A), repr(LIF.A | LIF.B), repr(LIF(0)))

class Sub(LI.__class__.__base__ if False else Enum):
    pass


class Pt(Enum):
    A = 1
    B = 2
try:
    Pt.A.value = 3
except AttributeError as e:
    print(e)
try:
    Pt.A.name = 'x'
except AttributeError as e:
    print(e)
try:
    del Pt.A.value
except AttributeError as e:
    print(e)
print(repr(IntEnum('Q', 'a b').a), repr(StrEnum('S', ['z']).z), repr(IntFlag('F', 'p q').q), repr(Flag('G', 'p q').p))
print(repr(enum.Enum('Tup', {'T': (1, 2)}).T))
