# float semantics: repr, arithmetic, rounding, conversions.
import math

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

inf, nan = float('inf'), float('nan')
for x in [0.0, -0.0, 1.0, 0.1, 0.2 + 0.1, 1/3, 2/3, 1e16, 1e15, 123456789012345678.0, 1e-4, 1e-5, 0.00012, 1e22, 1e23,
          5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, inf, -inf, nan, 1.5, 100.0, 2.0**53, 2.0**63, 9.999999999999999e22, 4.35, 1.1 * 3]:
    print(repr(x), str(x), x.hex(), x.is_integer(), math.isfinite(x))
print([1.1, 2.2], (0.5,), {1.5: 2.5})

for a in [7.5, -7.5, 0.0, -0.0, 1e300, 3, -3]:
    for b in [2, -2, 0.5, -0.5, 1e-300, inf, -inf, 3.0]:
        print(a, b, a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b))
show('1.0/0', lambda: 1.0 / 0)
show('1.0//0', lambda: 1.0 // 0)
show('1.0%0', lambda: 1.0 % 0)
show('divmod(1.0,0)', lambda: divmod(1.0, 0))
show('1/0.0', lambda: 1 / 0.0)
print(inf - inf, inf * 0, nan == nan, nan != nan, -0.0 == 0.0, inf > 1e308, -inf < -1e308)
print(5 % -0.5, -5 % 0.5, -0.0 % 5, 0.0 % -5, 1e300 % 7, -1e-300 % 1)

for x, y in [(2.0, 0.5), (2.0, -1.0), (-8.0, 1/3), (-1.0, 0.5), (0.0, 0.0), (0.0, 2.0), (-0.0, 3.0), (-0.0, -3.0), (inf, -1), (-inf, 3), (-inf, 2),
             (nan, 0), (1.0, nan), (1.0, inf), (0.5, inf), (2.0, -inf), (-1.0, inf), (10.0, 308), (10.0, -308), (1.5, 2.5), (2.0, 0.25), (9.0, 0.5), (3.3, -1.1)]:
    show('%r ** %r' % (x, y), lambda: x ** y)
show('0.0 ** -1', lambda: 0.0 ** -1)
show('10.0 ** 400', lambda: 10.0 ** 400)
show('(-10.0) ** 401', lambda: (-10.0) ** 401)
show('pow(2.0, 3, 5)', lambda: pow(2.0, 3, 5))
print(2 ** 0.5, 10 ** -2, 1.1 ** 10, 0.5 ** 1074, 0.5 ** 1075, 2.0 ** 1023, 3 ** 0.1)

for x in [2.5, 3.5, -2.5, 0.5, -0.5, 1.5, 2.675, 0.125, 0.375, 1e300, 123.456, -0.001, 5e-324, 1.7976931348623157e308]:
    print(x, round(x), round(x, 0), round(x, 1), round(x, 2), round(x, -1), round(x, -2), round(x, 400), round(x, -400))
show('round(inf)', lambda: round(inf))
show('round(nan)', lambda: round(nan))
show('round(inf, 2)', lambda: round(inf, 2))
show('round big', lambda: round(1.7976931348623157e308, -308))
show('round str', lambda: round(1.5, 'x'))
print(math.trunc(-1.5), math.floor(-1.5), math.ceil(-1.5), int(-1.5), (2.5).__trunc__(), (2.5).__floor__(), (2.5).__ceil__())
show('floor(inf)', lambda: math.floor(inf))

for x in [0.5, 0.1, -2.75, 1e100, 5e-324, 3.0]:
    print(x.as_integer_ratio(), float.fromhex(x.hex()) == x)
show('ratio inf', lambda: inf.as_integer_ratio())
show('ratio nan', lambda: nan.as_integer_ratio())
for s in ['0x1.8p1', '0X1P-1074', '1.8', '-0x.8', '0x1p+1024', 'inf', '-Infinity', 'nan', '0x1.fffffffffffff8p1023', 'x', '0x', '0x1p', ' 0x10 ']:
    show('fromhex(%r)' % s, lambda: float.fromhex(s))
print(float.__getformat__('double'))

for x in [1.5, -1.5, 0.0, -0.0, 2.0, 1e300, 1e-300, 0.1, 2.0**62, 2.0**70, -1e22, inf, -inf]:
    print(x, hash(x), hash(x) == hash(int(x)) if x == x and x not in (inf, -inf) and x == int(x) else '')
print(hash(0.5) == hash(1/2), hash(-0.0) == hash(0))

print(1.0 == 1, 2**53 + 1 == 2.0**53, 2**53 + 1 > 2.0**53, 2**53 < 2.0**53 + 2, 10**400 > inf, 10**400 < inf, -(10**400) > -inf, (10**400) == inf)
print(nan < 1, nan == 0, 1 != nan, 0.5 < 1, 1 < 1.5, 2**63 == 2.0**63, 2**63 - 1 < 2.0**63, 2**64 > 1e19)
print(max(1, 1.0), min(1.0, 1), 1.0 in [1], sorted([3, 1.5, 2, 0.5, -1]))
print((1.5).conjugate(), (1.5).real, (1.5).imag, abs(-2.5), -(0.0), +(-0.0), float.__neg__(2.0))
show('float.__add__(1, 2.0)', lambda: float.__add__(1, 2.0))
print(float.__add__(1.0, 2), (1.5).__radd__(1), (1.5).__rsub__(1), (2.0).__rtruediv__(1), (2.0).__rpow__(3), (1.5).__add__('x'))
