"""Continued fractions with fractions.Fraction; convergents of sqrt and pi."""
from fractions import Fraction
from decimal import Decimal, getcontext
import math


def cf_of_fraction(fr):
    terms = []
    while True:
        a = fr.numerator // fr.denominator
        terms.append(a)
        rest = fr - a
        if rest == 0:
            return terms
        fr = 1 / rest


def from_cf(terms):
    value = Fraction(terms[-1])
    for a in reversed(terms[:-1]):
        value = a + 1 / value
    return value


def sqrt_cf(n):
    a0 = math.isqrt(n)
    if a0 * a0 == n:
        return [a0], []
    m, d, a = 0, 1, a0
    period = []
    while True:
        m = d * a - m
        d = (n - m * m) // d
        a = (a0 + m) // d
        period.append(a)
        if a == 2 * a0:
            return [a0], period


def convergents(terms):
    h0, h1, k0, k1 = 0, 1, 1, 0
    for a in terms:
        h0, h1 = h1, a * h1 + h0
        k0, k1 = k1, a * k1 + k0
        yield Fraction(h1, k1)


def pell(n):
    head, period = sqrt_cf(n)
    terms = head + period * 4
    for c in convergents(terms):
        if c.numerator ** 2 - n * c.denominator ** 2 == 1:
            return c.numerator, c.denominator


print(cf_of_fraction(Fraction(415, 93)), from_cf([4, 2, 6, 7]))
print(cf_of_fraction(Fraction("3.245")), Fraction("3.245"), Fraction(-7, 21))
for n in (2, 3, 7, 13, 14, 61):
    print(n, sqrt_cf(n))
print([str(c) for c in convergents([1] + [2] * 7)])
pi_terms = cf_of_fraction(Fraction(math.pi))[:8]
print(pi_terms)
for c in convergents(pi_terms):
    print(f"{c!s:>16} {float(c):.12f} err={abs(float(c) - math.pi):.3e}")
print([pell(n) for n in (2, 3, 5, 61, 109)])
print(Fraction(1.1), Fraction(1.1).limit_denominator(100), Fraction(math.e).limit_denominator(1000))
getcontext().prec = 40
x, y = pell(61)
print(Decimal(x) / Decimal(y), Decimal(61).sqrt())
f = Fraction(22, 7)
print(repr(f), f"{f}", round(f, 3), round(f), f ** 2, f ** -1, abs(-f), f // 1, f % 1)
print(format(Fraction(1, 3), ".5f"), format(Fraction(-5, 8), "+.3e"), f"{Fraction(7, 4):>10}")
print(Fraction(3, 4).as_integer_ratio(), Fraction(6, 1).is_integer(), sum(Fraction(1, k) for k in range(1, 11)))
