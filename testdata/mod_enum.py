# enum
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto, unique

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    ALIAS = 1

print(Color.RED, repr(Color.RED), Color(2), Color['BLUE'], list(Color), Color.ALIAS is Color.RED,
      Color.RED.name, Color.RED.value, len(Color), list(Color.__members__))
print(f'{Color.RED}', format(Color.RED), str(Color.GREEN), Color.RED == 1, isinstance(Color.RED, Color),
      hash(Color.RED) == hash('RED'), Color.RED in Color, 2 in Color, repr(Color))
try:
    Color(7)
except ValueError as e:
    print(e)
try:
    Color['X']
except KeyError as e:
    print(repr(e))
try:
    Color.RED = 5
except AttributeError as e:
    print(e)

class N(IntEnum):
    A = 1
    B = auto()

print(N.A, repr(N.B), N.A + 1, N.B == 2, sorted([N.B, N.A]), f'{N.A}', N(2), N(2) is N.B, isinstance(N.A, int))

class S(StrEnum):
    X = auto()
    Y = 'yy'

print(S.X, repr(S.X), S.Y == 'yy', S.X.upper(), S('yy'))

class P(Flag):
    R = 4
    W = 2
    X = 1

print(P.R | P.W, repr(P.R | P.W), P.R in (P.R | P.W), P(6), list(P), repr(P(0)), bool(P(0)), ~P.R,
      list(P.R | P.X), len(P.R | P.W | P.X), P.R & P.W, (P.R | P.W) ^ P.W)

class IF(IntFlag):
    A = 1
    B = 2

print(IF.A | IF.B, repr(IF.A | 4), IF.A | 1, repr(IF.A | IF.B), IF.B & 3)

class A2(Enum):
    x = auto()
    y = auto()

print(list(A2), A2.x.value)
try:
    @unique
    class U(Enum):
        a = 1
        b = 1
except ValueError as e:
    print(e)
print(Color.RED.__class__, Color.__name__)

class M(Enum):
    A = 1
    B = 2
    def describe(self):
        return self.name.lower()
    @classmethod
    def first(cls):
        return cls.A
    @property
    def double(self):
        return self.value * 2

print(M.A.describe(), M.first(), M.B.double)
E = Enum('E', 'a b c')
print(list(E), E.b.value)
E2 = Enum('E2', [('x', 10), ('y', 20)])
print(list(E2), E2(20))
try:
    Color.RED < Color.GREEN
except TypeError as e:
    print(e)

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

print(Planet.EARTH.mass, Planet.MERCURY.value, Planet((5.976e+24, 6.37814e6)))
d = {Color.RED: 'r', Color.BLUE: 'b'}
print(d[Color.RED], sorted(c.name for c in Color), [c.value for c in reversed(Color)])

class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    _ignore_ = ['tmp']
    tmp = 5

print(list(Shape), Shape(1))
