"""fractions.Fraction: construction, arithmetic, comparisons, hashing,
rounding, formatting and errors, against CPython 3.13."""
import math
from fractions import Fraction as F
import fractions


def show(label, fn):
    try:
        r = fn()
    except Exception as e:
        print(label, '->', type(e).__name__ + ':', e)
    else:
        print(label, '->', repr(r))


print('--- construction')
for args in [(), (3,), (6, 4), (-6, 4), (6, -4), (-6, -4), (0, 5), (F(1, 2),),
             (F(1, 2), F(3, 4)), (3, F(1, 2)), (True,), (True, 2), (10**30, 10**20),
             (0.5,), (0.1,), (-2.75,), (1e300,), (5e-324,),
             ('3/4',), (' -1.5e3 ',), ('1_000',), ('1_000/3_0',), ('.5',), ('5.',),
             ('+7',), ('-0',), ('1e-3',), ('2E+2',), ('  3 / 6 ',), ('0.125',),
             ('1.25e-1',), ('12_3.4_5e1_0',), ('１２',),
             ('x',), ('1/',), ('/2',), ('1.5/2',), ('1/2.5',), ('1e',), ('_1',),
             ('1__0',), ('1_',), ('',), ('.',), ('e5',), ('1/-2',), ('- 1',),
             ('1/0',), (1, 0), (F(1, 2), 0), (1.5, 2), (1, 2.0), ([],), (None,),
             (float('nan'),), (float('inf'),), (1j,)]:
    show('F%r' % (args,), lambda: F(*args))
show('F(numerator=3, denominator=9)', lambda: F(numerator=3, denominator=9))
print(F.from_float(0.25), F.from_float(3), F.from_decimal(7))
show('from_float str', lambda: F.from_float('a'))
show('from_decimal float', lambda: F.from_decimal(1.5))
f = F(22, 7)
print(f.numerator, f.denominator, f.real, f.imag, f.conjugate(), f.as_integer_ratio())
print(f.is_integer(), F(4, 2).is_integer(), F(0).is_integer())

print('--- repr/str')
for v in [F(1, 3), F(-5, 1), F(0), F(10**20, 3)]:
    print(repr(v), str(v), v)
class Sub(F):
    pass
print(repr(Sub(1, 2)), type(Sub(1, 2) + 1).__name__)

print('--- limit_denominator')
print(F('3.141592653589793').limit_denominator(10))
print(F('3.141592653589793').limit_denominator(100))
print(F('3.141592653589793').limit_denominator(1000))
print(F(math.pi).limit_denominator())
print(F(1, 3).limit_denominator(5), F(-7, 3).limit_denominator(2), F(99, 100).limit_denominator(3))
print(F(127, 256).limit_denominator(2), F(129, 256).limit_denominator(2))
show('limit 0', lambda: F(7, 3).limit_denominator(0))

print('--- arithmetic')
a, b = F(1, 3), F(-5, 4)
for op in ['+', '-', '*', '/', '//', '%', '**']:
    for x, y in [(a, b), (b, a), (a, 2), (2, a), (a, 1.5), (1.5, a), (a, 1j), (1j, a),
                 (b, True), (a, F(0)), (a, 0)]:
        show('%r %s %r' % (x, y, op) if False else '%r %s %r' % (x, op, y),
             lambda: eval('x %s y' % op))
show('divmod', lambda: divmod(F(7, 2), F(2, 3)))
show('divmod int', lambda: divmod(7, F(2, 3)))
show('divmod float', lambda: divmod(F(7, 2), 0.5))
show('divmod 0', lambda: divmod(F(1, 2), 0))
show('pow neg', lambda: F(-2, 3) ** -3)
show('pow 0 neg', lambda: F(0) ** -2)
show('pow frac', lambda: F(4) ** F(1, 2))
show('pow float', lambda: F(4) ** 0.5)
show('pow complex', lambda: F(1, 2) ** (1+1j))
show('int ** F', lambda: 2 ** F(3))
show('int ** F neg', lambda: 2 ** F(-3))
show('int ** F half', lambda: 2 ** F(1, 2))
show('float ** F', lambda: 2.0 ** F(1, 2))
show('pow 3 args', lambda: pow(F(1, 2), 2, 3))
show('F + str', lambda: F(1, 2) + 'a')
show('str * F', lambda: 'a' * F(1, 2))
print(-a, +a, abs(b), bool(F(0)), bool(a), float(a), complex(b), int(b), int(F(7, 2)))
print(math.floor(b), math.ceil(b), math.trunc(b), math.floor(F(7, 2)), math.ceil(F(7, 2)))
print(sum([F(1, n) for n in range(1, 11)]))
print(F(1, 10) * 10 == 1, 0.1 * 3 == F(3, 10), F(3, 10) * 1.0)
print(math.isclose(F(1, 3), 1/3), math.sqrt(F(1, 4)))

print('--- round')
for v in [F(5, 2), F(7, 2), F(-5, 2), F(-7, 2), F(1, 3), F(2, 3), F(-1, 3), F(12345, 100)]:
    print(v, round(v), round(v, 1), round(v, 2), round(v, -1), round(v, 0))
print(type(round(F(5, 2))).__name__, type(round(F(5, 2), 1)).__name__)
show('round str', lambda: round(F(5, 2), 'a'))

print('--- comparisons')
vals = [F(1, 2), F(2, 4), F(1, 3), 0.5, 1, 0, 0.3333333333333333, float('inf'),
        float('-inf'), float('nan'), 0.5+0j, 1j, True]
for x in vals[:3]:
    print([x == y for y in vals], [x != y for y in vals])
    print([(x < y, x <= y, x > y, x >= y) for y in vals[:10]])
show('F < complex', lambda: F(1, 2) < 1j)
show('F < str', lambda: F(1, 2) < 'a')
print(sorted([F(3, 4), 0.5, 1, F(1, 3), -2]))
print(max(F(1, 2), F(2, 3)), min(0.6, F(2, 3)))

print('--- hashing')
for v in [F(1, 3), F(-1, 3), F(1, 2), F(5), F(-1), F(10**40, 7), F(7, 10**40), F(1, 2**61 - 1),
          F(-1, 2**61 - 1), F(3, 2**61 - 1), F(0)]:
    print(hash(v))
print(hash(F(1, 2)) == hash(0.5), hash(F(5)) == hash(5), hash(F(-1)) == hash(-1))
print(len({F(1, 2), 0.5, F(2, 4), 1, F(1)}), {F(1, 2): 'half'}[0.5])

print('--- format')
specs = ['', '10', '<10', '^10', '>10', '=10', '*^12', '+', ' ', '-', '#', '+#10', ',', '_',
         'f', '.2f', '.0f', '10.3f', '<10.3f', '+.3f', '010.3f', ',.2f', '_.2f', '015,.2f',
         'e', '.3e', 'E', '.0e', 'g', '.3g', 'G', '.10g', '#g', '#.3g', '%', '.1%', '#.0f', '#.0e',
         'z.1f', '=+10.2f', 'x^+#012,.3f', '.1000f']
for v in [F(1, 3), F(-2, 3), F(1234567, 8), F(5), F(0), F(-1, 1000), F(1, 10**7), F(12345678, 1),
          F(999999, 1000000), F(5, 2), F(-1, 200)]:
    row = []
    for s in specs:
        try:
            row.append(format(v, s))
        except ValueError as e:
            row.append('ValueError')
    print(repr(v), row if '.1000f' not in specs[-1] else row[:-1], len(row[-1]))
for s in ['d', 'x', '05', '=^010.2f', '.f', '1.2.3f', 'zz.1f', '010', 'n', ',_f']:
    show('format %r' % s, lambda: format(F(1, 3), s))
print(f'{F(1, 7):.5f} {F(22, 7):>8} {F(-1, 3):e}')
print('%.3f %s %r' % (F(2, 3), F(2, 3), F(2, 3)))

print('--- copy/pickle-ish')
import copy
x = F(3, 7)
print(copy.copy(x) is x, copy.deepcopy(x) is x, x.__reduce__())
print(fractions.Fraction is F, F.__name__, isinstance(F(1), F))
