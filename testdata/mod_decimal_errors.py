# decimal: argument errors of Decimal's and Context's methods, and the
# names the two types define, as CPython's _decimal.
from decimal import *
D = Decimal
c = getcontext()
tests = [lambda: D(1).quantize(), lambda: D(1).quantize(1, 2, 3, 4), lambda: D(1).quantize(exp=1, foo=2),
 lambda: D(1).add(2), lambda: D(1).compare(), lambda: D(1).sqrt(1, 2), lambda: D(1).exp(context=5),
 lambda: c.add(1), lambda: c.add(1, 2, 3), lambda: c.sqrt(), lambda: c.power(2), lambda: c.create_decimal(1, 2),
 lambda: D(1).is_zero(1), lambda: D(1).copy_abs(1), lambda: D(1, 2, 3), lambda: D(value=1, context=c), lambda: D(foo=1),
 lambda: D(1).to_integral(rounding='bad'), lambda: D(1).quantize(D(1), rounding=5), lambda: D('1.5').__round__('x'),
 lambda: Context(1, 2), lambda: Context(prec=5, foo=1), lambda: setcontext(5), lambda: getcontext(1),
 lambda: D(1).fma(2), lambda: D.from_float(1.5, 2), lambda: D(1).same_quantum(1.5), lambda: c.Etiny(1),
 lambda: D('1.5').to_eng_string(5), lambda: D(1).logical_and(2, 3, 4), lambda: D(1).__format__(),
 lambda: D(1).__format__(5), lambda: c.divide(1, 0), lambda: c.clear_flags(1)]
for i, t in enumerate(tests):
    try:
        r = t()
        print(i, repr(r))
    except Exception as e:
        print(i, type(e).__name__, e)
print([n for n in dir(Decimal) if not n.startswith('__')])
print(sorted(n for n in dir(Context) if not n.startswith('__') and n not in ('apply', 'flags', 'traps')))
