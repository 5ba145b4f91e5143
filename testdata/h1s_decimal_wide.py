# Decimal arithmetic on coefficients of 20 to 40 digits at precisions up
# to 38 (the 128-bit fast path) and just past them (the general path):
# every rounding, quantize, str and the flags raised.
from decimal import Decimal, Context, ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, \
    ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP, Inexact, Rounded, localcontext

seed = 12345
def rnd(n):
    global seed
    seed = (seed * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    return (seed >> 20) % n

def num():
    k = rnd(4)
    if k == 0:
        digits = 1 + rnd(19)
    else:
        digits = 18 + rnd(23)
    s = "".join(str(rnd(10)) for _ in range(digits)).lstrip("0") or "0"
    if rnd(8) == 0:
        s = "9" * digits
    if rnd(8) == 0:
        s = "1" + "0" * (digits - 1)
    e = rnd(31) - 15
    sign = "-" if rnd(2) else ""
    return Decimal(f"{sign}{s}E{e}")

roundings = [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]
lines = []
for i in range(1500):
    prec = [20, 28, 28, 30, 37, 38, 39, 12][rnd(8)]
    c = Context(prec=prec, rounding=roundings[rnd(8)])
    x, y = num(), num()
    c.clear_flags()
    out = [str(prec), c.rounding[6:], str(x), str(y)]
    for op in (c.add, c.subtract, c.multiply, c.divide):
        try:
            r = op(x, y)
            out.append(str(r))
        except Exception as e:
            out.append(type(e).__name__)
    out.append("I" if c.flags[Inexact] else "-")
    out.append("R" if c.flags[Rounded] else "-")
    q = Decimal("1E%d" % (rnd(41) - 20))
    try:
        out.append(str(x.quantize(q, rounding=roundings[rnd(8)], context=c)))
    except Exception as e:
        out.append(type(e).__name__)
    lines.append(" ".join(out))
for ln in lines:
    print(ln)

# The default context: quotients of 28 digits, then sums, products and
# quantizes of those.
with localcontext() as ctx:
    ctx.prec = 28
    acc = Decimal(0)
    for i in range(1, 400):
        q = Decimal(i) / 7 + Decimal(i * 31) / 13
        acc = acc * Decimal("0.99") + q.quantize(Decimal("1E-12")) - Decimal(i) / 3
    print(acc, acc.as_tuple().exponent, repr(acc.sqrt()))
