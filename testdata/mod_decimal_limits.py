# decimal: results far from 1 (adjusted exponents up to CPython's limits,
# which apd alone cannot reach), against CPython's libmpdec.
from decimal import *
import decimal
D = Decimal
try:
    getcontext().traps = []
except TypeError as e:
    print('TypeError', e)
getcontext().traps = {s: False for s in getcontext().traps}
print(getcontext())
tests = [
 lambda: D('1e999999999'), lambda: D('1e999999999') * 10, lambda: D('1e-999999999') * D('1e-999999999'),
 lambda: D('1e100000') * 10, lambda: D('1e99999') * D('1e99999'), lambda: D(2) ** 1000000,
 lambda: D(10) ** D('1e10'), lambda: D('1e-999999').sqrt(), lambda: D('1e5').quantize(D('1e-999999')),
 lambda: D(1).scaleb(10**6), lambda: D(1).scaleb(-10**6), lambda: D(123).shift(28), lambda: D(123).rotate(-28),
 lambda: D('1e-200000') + 1, lambda: D('1e200000') + D('1e-200000'), lambda: D('1e200000') / 3,
 lambda: D('1e200000').ln(), lambda: D('1e-200000').log10(), lambda: D('1e200000') // 7, lambda: D('1e200000') % 7,
 lambda: D(7).remainder_near(D('1e-200000')), lambda: D('1e200000').exp(), lambda: D('-1e200000').exp(),
 lambda: D('1e50000').next_plus(), lambda: D('1e50000').compare(D('1e-50000')), lambda: hash(D('1e200000')),
 lambda: float(D('1e200000')), lambda: D('1e200000').as_integer_ratio()[0] > 0, lambda: D('1e-200000').as_integer_ratio()[1] > 0,
 lambda: round(D('1e-200000'), 3), lambda: D('0.5').fma(D('1e200000'), 1), lambda: D('1e200000').to_integral_exact(),
 lambda: D('1e200000').normalize(), lambda: D('1e200000').logb(), lambda: D(1).max(D('1e200000')),
 lambda: D('1.5').quantize(D('1e200000')),
 lambda: len(format(D('1e20000'), 'f')), lambda: D('12345678901234567890123456789012345678901234567890') * D('9' * 60),
 lambda: D('1e-100001').sqrt(), lambda: pow(D(3), D('1e200000'), 7),
]
for i, t in enumerate(tests):
    getcontext().clear_flags()
    try:
        r = t()
        s = str(r)
        print(i, s[:60], sorted(k.__name__ for k, v in getcontext().flags.items() if v))
    except Exception as e:
        print(i, 'EXC', type(e).__name__, str(e)[:80])
