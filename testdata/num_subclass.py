# Subclasses of int, float and complex; __new__ and mixed operations.
class MyInt(int):
    def __new__(cls, v):
        return super().__new__(cls, v * 2)
    def __repr__(self):
        return 'MyInt(%d)' % self
m = MyInt(5)
print(m, repr(m), str(m), m + 1, int.__new__(MyInt, 7), type(int.__new__(MyInt, 7)).__name__)
class F(float):
    def __init__(self, v, extra=0):
        self.extra = extra
f = F(1.5, extra=3)
print(f, f.extra, float.__new__(F, '2.5'), F(2) * 2, round(F(2.567), 2), format(F(1.5), '.3f'))
class C(complex):
    pass
c = C(1, 2)
print(c, c.real, C('3+4j'), abs(C(3, 4)), complex.__new__(C, 5))
class B(int):
    pass
b = B(3)
b.attr = 1
print(b.attr, b, b == 3, b.bit_length(), B.from_bytes(b'\x01', 'big'), type(B.from_bytes(b'\x01', 'big')).__name__)
print(hash(B(10)) == hash(10), {B(1): 'x'}[1], isinstance(True, int), True.__class__.__mro__)
import math
print(math.floor(F(2.5)), math.trunc(MyInt(3)), divmod(MyInt(7), 3), pow(MyInt(2), 3), -MyInt(4), abs(MyInt(-3)))
print(int(F(3.9)), float(MyInt(2)), complex(MyInt(1), F(2.0)), round(MyInt(15), -1), (MyInt(5)).__index__())
x = 5
x += 2**60
x *= 2**10
print(x, x.__class__.__name__, x >> 70, -x // 7, x % -13)
print(1e308 * 10, -1e308 * 10, 2.0 ** -1074, 2 ** 0.5 == math.sqrt(2))
print(f"{1234567.891:,.2f} {0.000123:.2e} {42:#010b} {3.0:g} {1e-7:g} {123456789:_d}")
print(sum([0.1] * 10), sum([1, 2, 3.5]), max(2**70, 1e21), min(-0.0, 0.0), abs(-2**70))
print(int.__new__(int, '12'), float.__new__(float), complex.__new__(complex, 1, 2), bool.__new__(bool, [1]))
for f in [lambda: int.__new__(str, 1), lambda: float.__new__(1), lambda: int.__new__(), lambda: bool.__new__(int)]:
    try:
        print(f())
    except TypeError as e:
        print('TypeError', e)
class G(float):
    pass
try:
    G(1.5, extra=3)
except TypeError as e:
    print('TypeError', e)
try:
    int(1, x=2)
except TypeError as e:
    print('TypeError', e)
