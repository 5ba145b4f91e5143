# Decimal's 128-bit paths at precisions past 19 digits (the default 28),
# quantize's uint64 rescaling under every rounding, and str(): results
# and signalled flags on seeded random operands near the uint64 limits.
import random
from decimal import (Decimal, Context, localcontext, getcontext, ROUND_UP,
                     ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP,
                     ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP, Inexact,
                     Rounded, InvalidOperation, Subnormal, Underflow, Clamped)

ROUNDINGS = [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP,
             ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]
FLAGS = [Inexact, Rounded, InvalidOperation, Subnormal, Underflow, Clamped]
rng = random.Random(4242)


def rand_dec():
    k = rng.randrange(8)
    if k == 0:
        c = 10 ** rng.randrange(21)
    elif k == 1:
        c = 2**64 - 1 - rng.randrange(3)
    elif k == 2:
        c = 5 * 10 ** rng.randrange(19)
    elif k == 3:
        c = 0
    else:
        c = rng.randrange(10 ** rng.randrange(1, 21))
    s = "-" if rng.randrange(2) else ""
    return Decimal("%s%dE%d" % (s, c, rng.randrange(-25, 15)))


def flags(ctx):
    out = "".join(f.__name__[0] + f.__name__[-1] for f in FLAGS if ctx.flags[f])
    ctx.clear_flags()
    return out


for prec in (28, 20, 19, 38, 25):
    ctx = Context(prec=prec, traps=[])
    for i in range(150):
        x, y = rand_dec(), rand_dec()
        ctx.rounding = ROUNDINGS[i % 8]
        r = (ctx.add(x, y), ctx.subtract(x, y), ctx.multiply(x, y))
        print(prec, ctx.rounding[6:], x, y, *r, flags(ctx))

with localcontext() as ctx:
    ctx.traps[InvalidOperation] = False
    for i in range(400):
        x = rand_dec()
        q = Decimal("1E%d" % rng.randrange(-22, 12))
        rnd = ROUNDINGS[i % 8]
        r = x.quantize(q, rounding=rnd)
        print("q", x, q, rnd[6:], r, repr(r), flags(ctx))
    ctx.prec = 9
    for s in ("123456789.5", "1234567890", "99999999.95", "0.000000001234"):
        print("q9", s, Decimal(s).quantize(Decimal("0.1")), flags(ctx))
    ctx.Emin, ctx.Emax = -10, 10
    for s in ("1.5E-10", "12345E-15", "9E10", "1E-12"):
        print("qe", s, Decimal(s).quantize(Decimal("1E-11")), flags(ctx))

for s in ("0", "-0", "0E-7", "1E-7", "123E-9", "-123.4500", "1E+3", "12345678901234567890E-5",
          "18446744073709551615E-30", "18446744073709551616E-2", "5E-6", "5E-7", "-0E+5", "1.000E+20"):
    d = Decimal(s)
    print(s, str(d), repr(d), d.to_eng_string(), -d, d + 0)
telco = Decimal(0)
getcontext().rounding = ROUND_DOWN
for n in range(1, 3000):
    p = (Decimal("0.00894") * Decimal(n * 37 % 2000)).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    b = (p * Decimal("0.0675")).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
    telco += p + b
print(telco, str(telco), getcontext().flags[Inexact], getcontext().flags[Rounded])
c = Context(Emin=-10, Emax=10, traps=[])
for s, q in [('12345E-15', '1E-11'), ('19E-12', '1E-11'), ('-19E-12', '1E-11'), ('1E-11', '1E-11'),
             ('15E-13', '1E-12'), ('1E-13', '1E-12')]:
    for r in (ROUND_UP, ROUND_HALF_EVEN):
        c.rounding = r
        print("sub", s, q, r[6:], c.quantize(Decimal(s), Decimal(q)), flags(c))
c.traps[Underflow] = True
print(c.quantize(Decimal('12345E-15'), Decimal('1E-11')))
