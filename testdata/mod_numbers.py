"""numbers: the numeric tower's ABCs and what is registered in it."""
import numbers
from fractions import Fraction

values = [0, True, 2**70, 1.5, float('nan'), 2j, Fraction(1, 3), 'x', None, [1]]
for cls in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational,
            numbers.Integral):
    print(cls.__name__, [isinstance(v, cls) for v in values])
print(issubclass(int, numbers.Number), issubclass(bool, numbers.Integral),
      issubclass(float, numbers.Rational), issubclass(Fraction, numbers.Real),
      issubclass(complex, numbers.Real))
print([c.__name__ for c in numbers.Integral.__mro__])
print(numbers.Number.__hash__, sorted(numbers.Integral.__abstractmethods__))
try:
    numbers.Real()
except TypeError as e:
    print('TypeError:', str(e).split(' with')[0])


class Meters(numbers.Real):
    """A Real implemented in Python, leaning on the ABC's mixin methods."""

    def __init__(self, v):
        self.v = float(v)

    def __repr__(self):
        return 'Meters(%r)' % self.v

    def __float__(self):
        return self.v

    def __trunc__(self):
        return int(self.v)

    def __floor__(self):
        return int(self.v // 1)

    def __ceil__(self):
        return -int(-self.v // 1)

    def __round__(self, ndigits=None):
        return round(self.v, ndigits)

    def __floordiv__(self, o):
        return Meters(self.v // float(o))

    def __rfloordiv__(self, o):
        return Meters(float(o) // self.v)

    def __mod__(self, o):
        return Meters(self.v % float(o))

    def __rmod__(self, o):
        return Meters(float(o) % self.v)

    def __lt__(self, o):
        return self.v < float(o)

    def __le__(self, o):
        return self.v <= float(o)

    def __add__(self, o):
        return Meters(self.v + float(o))

    __radd__ = __add__

    def __neg__(self):
        return Meters(-self.v)

    def __pos__(self):
        return Meters(self.v)

    def __mul__(self, o):
        return Meters(self.v * float(o))

    __rmul__ = __mul__

    def __truediv__(self, o):
        return Meters(self.v / float(o))

    def __rtruediv__(self, o):
        return Meters(float(o) / self.v)

    def __pow__(self, o):
        return Meters(self.v ** float(o))

    def __rpow__(self, o):
        return Meters(float(o) ** self.v)

    def __abs__(self):
        return Meters(abs(self.v))

    def __eq__(self, o):
        return self.v == float(o)

    __hash__ = None


m = Meters(7.5)
print(m - 2, 10 - m, divmod(m, 2), complex(m), m.real, m.imag, m.conjugate(), bool(m))
print(isinstance(m, numbers.Complex), isinstance(m, numbers.Rational))


class Two(numbers.Integral):
    __slots__ = ()
    def __int__(self):
        return 2
    __pow__ = __lshift__ = __rlshift__ = __rshift__ = __rrshift__ = None
    __and__ = __rand__ = __xor__ = __rxor__ = __or__ = __ror__ = __invert__ = None
    __add__ = __radd__ = __neg__ = __pos__ = __mul__ = __rmul__ = None
    __truediv__ = __rtruediv__ = __rpow__ = __abs__ = __eq__ = None
    __trunc__ = __floor__ = __ceil__ = __round__ = None
    __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = __lt__ = __le__ = None
    def __pos__(self):
        return 2


t = Two()
print(t.__index__(), float(t), t.numerator, t.denominator, [10, 20, 30][t])
