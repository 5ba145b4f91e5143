# Decimal literals (the simple form has its own parser), quantize's
# argument binding, and divisions and quantizes that scale by large
# powers of ten, at several precisions.
from decimal import Decimal, Context, localcontext, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_UP, InvalidOperation

for s in ["0", "-0", "+0", "0.0", "-0.00", "1", "1.", ".5", "-.5", "+1.25", "007", "00.0100",
          "1234567890123456789", "12345678901234567890", "0.0000000000000000000001",
          "18446744073709551615", "-9223372036854775808", "1844674407370955161.5",
          ".", "", "-", "+.", "1..2", "1e5", "1_0", " 1", "1 ", "--1", "0.5.", "NaN", "-inf",
          "١٢.٥", "0000000000000000000000000001.5", "1.2345678901234567890123"]:
    try:
        d = Decimal(s)
        print(repr(s), repr(d), str(d), d.as_tuple())
    except InvalidOperation as e:
        print(repr(s), "InvalidOperation")

x = Decimal("123.456789")
print(x.quantize(Decimal("0.01")), x.quantize(Decimal("0.01"), ROUND_DOWN),
      x.quantize(Decimal("0.01"), rounding=ROUND_UP), x.quantize(exp=Decimal("1E+1")),
      x.quantize(Decimal("0.001"), context=Context(prec=5)) if False else "",
      x.quantize(Decimal("1"), None, None))
for bad in [lambda: x.quantize(), lambda: x.quantize(Decimal(1), exp=Decimal(1)),
            lambda: x.quantize(Decimal(1), ROUND_UP, None, 4), lambda: x.quantize(Decimal(1), bogus=1),
            lambda: x.quantize(Decimal(1), rounding="nope"), lambda: x.quantize(Decimal(1), context=5)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)

for prec in (5, 28, 40, 80, 150):
    with localcontext() as c:
        c.prec = prec
        for a, b in [(1, 7), (22, 7), (Decimal("1E-50"), 3), (Decimal("12345.6789"), Decimal("0.0003")),
                     (10**30 + 1, 13), (2, Decimal("3E+60"))]:
            q = Decimal(a) / Decimal(b)
            print(prec, q, q.quantize(Decimal("1E-20")) if q.adjusted() < prec - 21 else "-",
                  Decimal(a).quantize(Decimal("1E-40")) if prec >= 80 else "")
