# decimal: power, exp, ln and sqrt in the directed and half-up roundings,
# against CPython's libmpdec.
from decimal import *
import random
r = random.Random(7)
out = []
for rnd in [ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_05UP]:
    c = Context(prec=r.choice([5, 9, 16]), rounding=rnd, traps=[])
    for i in range(40):
        x = Decimal(r.randint(1, 10**6)).scaleb(r.randint(-6, 3))
        y = Decimal(r.randint(-300, 300)).scaleb(-2)
        c.clear_flags()
        p = c.power(x, y)
        e = c.exp(Decimal(r.randint(-5000, 5000)).scaleb(-3))
        l = c.ln(x)
        q = c.sqrt(x)
        print(rnd, x, y, p, e, l, q, sorted(k.__name__ for k, v in c.flags.items() if v))
