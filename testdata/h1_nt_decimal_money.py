"""Decimal precision and rounding modes, as in a money / interest calculator."""
from decimal import (Decimal, localcontext, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN,
                     ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_05UP, ROUND_HALF_DOWN,
                     InvalidOperation, DivisionByZero, Inexact, getcontext)

CENT = Decimal("0.01")

def amortize(principal, annual_rate, months):
    r = annual_rate / 12 / 100
    payment = (principal * r / (1 - (1 + r) ** -months)).quantize(CENT, ROUND_HALF_UP)
    balance = principal
    rows = []
    for m in range(1, months + 1):
        interest = (balance * r).quantize(CENT, ROUND_HALF_UP)
        paid = payment - interest
        if m == months:
            paid = balance
        balance -= paid
        rows.append((m, interest, paid, balance))
    return payment, rows

payment, rows = amortize(Decimal("10000"), Decimal("6.5"), 12)
print("payment", payment)
for m, i, p, b in rows:
    print(f"{m:>3} {i:>8} {p:>9} {b:>10}")
print("total interest", sum(r[1] for r in rows))

modes = [ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_DOWN, ROUND_UP,
         ROUND_CEILING, ROUND_FLOOR, ROUND_05UP]
vals = ["2.675", "-2.675", "1.005", "0.125", "-0.135", "7.5", "1.051"]
for mode in modes:
    print(f"{mode:<16}", [str(Decimal(v).quantize(CENT, rounding=mode)) for v in vals])

with localcontext() as ctx:
    ctx.prec = 50
    print(Decimal(1) / Decimal(7))
    print(Decimal(2).sqrt())
    print(Decimal(10).ln(), Decimal(2).exp())
with localcontext(prec=5, rounding=ROUND_DOWN) as ctx:
    print(Decimal("3.14159265") + 0, Decimal(2) / 3)
print(Decimal("1.10") + Decimal("2.20"), Decimal("1.30") * 3, Decimal("100").normalize(), Decimal("1E+2"))
print(repr(Decimal("0.1")), Decimal(0.1), Decimal("-0"), Decimal("NaN"), Decimal("-Infinity"))
print(f"{Decimal('1234567.891'):,.2f}", f"{Decimal('0.000123'):.2e}", f"{Decimal('42'):08.3f}", f"{Decimal('0.5'):%}")
print(Decimal("7.325").to_integral_value(), round(Decimal("2.5")), round(Decimal("3.5")), round(Decimal("2.567"), 2))
print(Decimal("12.345").as_tuple(), Decimal("-1.5").adjusted(), Decimal("123.4500").normalize())
print(divmod(Decimal("-7"), Decimal("2")), Decimal("-7") % 2, Decimal("-7") // 2)
for expr in ("Decimal(1) / 0", "Decimal('abc')", "Decimal('inf') - Decimal('inf')"):
    try:
        eval(expr)
    except (InvalidOperation, DivisionByZero) as e:
        print(expr, "->", type(e).__name__)
ctx = getcontext().copy()
ctx.traps[Inexact] = True
try:
    ctx.divide(Decimal(1), Decimal(3))
except Inexact as e:
    print("Inexact trapped", type(e).__mro__[1].__name__)
print(Decimal("1.23").compare(Decimal("1.230")), Decimal("1.23") == Decimal("1.230"), hash(Decimal("1.5")) == hash(1.5))
print(sorted([Decimal("1.1"), Decimal("-3"), Decimal("2.50"), Decimal("0.0")]), max(Decimal("2"), Decimal("2.0")))
