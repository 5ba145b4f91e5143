# Fraction +, -, *, / keep lowest terms without reducing full products:
# every result must be CPython's, in lowest terms with a positive
# denominator, for signs, zeros, ints, big values and subclasses.
import random
from fractions import Fraction as F

rng = random.Random(31337)
vals = [F(0), F(1), F(-1), F(1, 2), F(-1, 2), F(3, 4), F(-5, 6), F(6, 4),
        F(7, 12), F(-7, 18), F(2**70, 3**40), F(-(3**45), 2**60 * 5), 5, -3, 0, True]
for _ in range(40):
    vals.append(F(rng.randrange(-10**rng.randrange(1, 25), 10**20),
                  rng.randrange(1, 10**rng.randrange(1, 25))))
checked = 0
for a in vals:
    for b in vals:
        if not isinstance(a, F) and not isinstance(b, F):
            continue
        for name, op in (("+", lambda x, y: x + y), ("-", lambda x, y: x - y),
                         ("*", lambda x, y: x * y), ("/", lambda x, y: x / y)):
            try:
                r = op(a, b)
            except ZeroDivisionError as e:
                print("ZeroDivisionError", a, name, b, e)
                continue
            assert type(r) is F, (a, b, name, type(r))
            n, d = r.numerator, r.denominator
            if d <= 0 or __import__("math").gcd(n, d) != 1:
                print("NOT REDUCED", a, name, b, n, d)
            checked += 1
            if checked % 37 == 0:
                print(a, name, b, "=", r)
print("checked", checked)


class G(F):
    pass


x, y = G(3, 4), G(-5, 6)
for r in (x + y, x - y, x * y, x / y, x + 1, 2 - x, x * 0, 0 / x, y / -3):
    print(type(r).__name__, r, r.numerator, r.denominator)
try:
    F(3, 4) / F(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    F(-3, 4) / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
s = F(0)
for i in range(1, 300):
    s += F(1, i) * F(i % 7 + 1, 3) - F(1, i + 1) / F(i % 5 + 1, 2)
print(s.numerator % 10**12, s.denominator % 10**12, float(s))
print(F(1, 3) + F(2, 3), F(1, 6) + F(1, 3), F(5, 6) - F(1, 3), F(2, 3) * F(3, 2), F(-2, 3) / F(-4, 9))
print(hash(F(1, 3) + F(1, 6)) == hash(F(1, 2)), F(1, 3) + F(1, 6) == F(1, 2))

# comparisons with ints, Fractions, subclasses, bools and floats
class H(F):
    @property
    def denominator(self):
        return 1


cmp_vals = [F(-7, 3), F(0), F(5, 2), F(10**30 + 1, 10**30), 2, -3, 0, 10**40, True, 2.5, float("nan"), float("inf"),
            G(5, 2), H(7, 2)]
for a in cmp_vals[:4] + cmp_vals[-2:]:
    print([(a < b, a <= b, a > b, a >= b, a == b) for b in cmp_vals])
print(F(1, 3) + G(1, 3), type(F(1, 3) + G(1, 3)).__name__, G(1, 2) * 4, F(3, 4) - 1, 1 - F(3, 4), F(3, 4) * True)
