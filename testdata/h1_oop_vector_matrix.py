"""Vector/matrix/polynomial classes with operator overloading, reflected ops, __format__, slicing, __missing__."""
from fractions import Fraction
from numbers import Number
import math


class Vec:
    __slots__ = ("c",)

    def __init__(self, *c):
        self.c = tuple(c)

    def __repr__(self):
        return f"Vec{self.c}"

    def __format__(self, spec):
        return "<" + ", ".join(format(x, spec) for x in self.c) + ">"

    def __len__(self):
        return len(self.c)

    def __iter__(self):
        return iter(self.c)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return Vec(*self.c[i])
        return self.c[i]

    def __add__(self, o):
        if not isinstance(o, Vec):
            return NotImplemented
        return Vec(*(a + b for a, b in zip(self.c, o.c, strict=True)))

    def __sub__(self, o):
        return self + (-o)

    def __neg__(self):
        return Vec(*(-a for a in self.c))

    def __mul__(self, k):
        if isinstance(k, Vec):
            return sum(a * b for a, b in zip(self.c, k.c))
        if isinstance(k, Number):
            return Vec(*(a * k for a in self.c))
        return NotImplemented

    __rmul__ = __mul__

    def __matmul__(self, o):
        a, b = self.c, o.c
        return Vec(a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])

    def __abs__(self):
        return math.hypot(*self.c)

    def __bool__(self):
        return any(self.c)

    def __eq__(self, o):
        return isinstance(o, Vec) and self.c == o.c

    def __hash__(self):
        return hash(self.c)

    def __lt__(self, o):
        return abs(self) < abs(o)


v, w = Vec(1, 2, 3), Vec(4, 5, 6)
print(v + w, v - w, v * 2, 3 * v, v * w, v @ w, abs(Vec(3, 4)), bool(Vec(0, 0)), len(v), list(v), v[1:], v[-1])
print(f"{Vec(1.5, 2.25):.2f}", f"{Vec(255, 16):#x}", format(Vec(1, 22), ">4"), sorted([w, v, Vec(0, 1, 0)]), {v: 1}[Vec(1, 2, 3)])
try:
    v + 1
except TypeError as e:
    print("TypeError:", e)
try:
    v + Vec(1, 2)
except ValueError as e:
    print("ValueError:", e)
print(v * Fraction(1, 3), max([v, w]), min(v, w, key=lambda x: -x[0]))


class Matrix:
    def __init__(self, rows):
        self.rows = [list(map(Fraction, r)) for r in rows]

    def __repr__(self):
        width = max(len(str(x)) for r in self.rows for x in r)
        return "\n".join("[" + " ".join(f"{str(x):>{width}}" for x in r) + "]" for r in self.rows)

    def det(self):
        m = [r[:] for r in self.rows]
        n = len(m)
        d = Fraction(1)
        for i in range(n):
            p = next((r for r in range(i, n) if m[r][i] != 0), None)
            if p is None:
                return Fraction(0)
            if p != i:
                m[i], m[p] = m[p], m[i]
                d = -d
            d *= m[i][i]
            for r in range(i + 1, n):
                f = m[r][i] / m[i][i]
                m[r] = [a - f * b for a, b in zip(m[r], m[i])]
        return d

    def inverse(self):
        n = len(self.rows)
        m = [r[:] + [Fraction(int(i == j)) for j in range(n)] for i, r in enumerate(self.rows)]
        for i in range(n):
            p = max(range(i, n), key=lambda r: abs(m[r][i]))
            m[i], m[p] = m[p], m[i]
            piv = m[i][i]
            if piv == 0:
                raise ZeroDivisionError("singular matrix")
            m[i] = [x / piv for x in m[i]]
            for r in range(n):
                if r != i:
                    f = m[r][i]
                    m[r] = [a - f * b for a, b in zip(m[r], m[i])]
        return Matrix([r[n:] for r in m])


A = Matrix([[2, -1, 0], [-1, 2, -1], [0, -1, 2]])
print(A.det())
print(A.inverse())
try:
    Matrix([[1, 2], [2, 4]]).inverse()
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)


class Poly(dict):
    def __missing__(self, k):
        return 0

    @classmethod
    def of(cls, *coeffs):
        return cls({i: c for i, c in enumerate(coeffs) if c})

    def __mul__(self, o):
        r = Poly()
        for i, a in self.items():
            for j, b in o.items():
                r[i + j] += a * b
        return Poly({k: v for k, v in r.items() if v})

    def __call__(self, x):
        return sum(c * x ** k for k, c in self.items())

    def __str__(self):
        terms = []
        for k in sorted(self, reverse=True):
            c = self[k]
            t = {0: f"{c}", 1: f"{c}x"}.get(k, f"{c}x^{k}")
            terms.append(t)
        return " + ".join(terms).replace("+ -", "- ") or "0"


p = Poly.of(1, 1) * Poly.of(-1, 1) * Poly.of(2, 0, 3)
print(p, p(2), p[10], len(p), Poly.of(), str(Poly()), repr(Poly.of(0, 5)))
