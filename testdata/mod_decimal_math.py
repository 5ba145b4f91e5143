# decimal: exp, ln, log10, sqrt and power on random operands at three
# precisions (results and signals), against CPython's libmpdec.
from decimal import *
import random
r = random.Random(5)
vals = []
for i in range(60):
    k = r.randint(1, 25)
    digits = ''.join(r.choice('0123456789') for _ in range(k)).lstrip('0') or '0'
    e = r.randint(-30, 10)
    s = r.choice(['', '-']) if i % 3 == 0 else ''
    vals.append(Decimal(s + digits + 'E' + str(e)))
vals += [Decimal(x) for x in ['2', '10', '0.5', '1E+100', '1E-100', '100', '0.001', '3', '-3', '1.0000000001', '0.99999999999']]
for prec in (9, 28, 40):
    c = Context(prec=prec, traps=[], Emin=-999999, Emax=999999)
    for x in vals:
        for name in ('exp', 'ln', 'log10', 'sqrt'):
            c.clear_flags()
            if name == "exp" and x.adjusted() > 3:
                continue
            res = getattr(c, name)(x)
            print(prec, name, x, res, sorted(k.__name__ for k, v in c.flags.items() if v))
    for x in vals[::3]:
        for y in [Decimal(2), Decimal(-2), Decimal('0.5'), Decimal('1.5'), Decimal(3), Decimal('-0.25'), Decimal(17)]:
            c.clear_flags()
            if x.adjusted() * float(y) > 5000:
                continue
            res = c.power(x, y)
            print(prec, 'pow', x, y, res, sorted(k.__name__ for k, v in c.flags.items() if v))
