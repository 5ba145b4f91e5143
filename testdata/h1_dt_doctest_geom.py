"""Geometry helpers with doctests, some of which fail on purpose.

>>> area(3, 4)
12
>>> perimeter(3, 4)
14
>>> hypot_int(3, 4)
5
"""
import math


def area(w, h):
    """Rectangle area.

    >>> area(2, 5)
    10
    >>> area(0.5, 0.5)
    0.25
    >>> area(-1, 2)
    Traceback (most recent call last):
        ...
    ValueError: negative side: -1
    """
    for s in (w, h):
        if s < 0:
            raise ValueError(f"negative side: {s}")
    return w * h


def perimeter(w, h):
    """
    >>> perimeter(1, 1)
    4
    >>> perimeter(2, 3)   # wrong on purpose
    11
    """
    return 2 * (w + h)


def hypot_int(a, b):
    """
    >>> [hypot_int(a, b) for a, b in [(5, 12), (8, 15)]]
    [13, 17]
    >>> hypot_int(1, 1)
    Traceback (most recent call last):
    ValueError: not a Pythagorean pair
    """
    c = math.isqrt(a * a + b * b)
    if c * c != a * a + b * b:
        raise ValueError("not a Pythagorean pair")
    return c


def polygon(n):
    """Regular polygon vertices.

    >>> pts = polygon(4)
    >>> [(round(x, 3), round(y, 3)) for x, y in pts]   # doctest: +NORMALIZE_WHITESPACE
    [(1.0, 0.0), (0.0, 1.0),
     (-1.0, 0.0), (-0.0, -1.0)]
    >>> len(polygon(6))
    6
    >>> polygon(3)  # doctest: +ELLIPSIS
    [(1.0, 0.0), (-0.4999999999999998, 0.866...), ...]
    >>> print(polygon(0))
    []
    >>> polygon(2)
    [(1.0, 0.0), (-1.0, 1.2246467991473532e-16)]
    """
    return [(math.cos(2 * math.pi * k / n), math.sin(2 * math.pi * k / n)) for k in range(n)]


class Vec:
    """
    >>> v = Vec(1, 2)
    >>> v + Vec(3, 4)
    Vec(4, 6)
    >>> print(v)
    <1, 2>
    >>> v.norm()
    2.23606797749979
    >>> v * 2
    Vec(2, 5)
    """

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def norm(self):
        """>>> Vec(3, 4).norm()
        5.0
        """
        return math.hypot(self.x, self.y)

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

    def __str__(self):
        return f"<{self.x}, {self.y}>"


if __name__ == "__main__":
    import contextlib
    import doctest
    import io
    import os
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        res = doctest.testmod()
    print(buf.getvalue().replace(os.path.dirname(os.path.abspath(__file__)), "{DIR}"), end="")
    print(res, res.failed, res.attempted)
