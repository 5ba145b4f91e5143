"""A short tour of the Python that cpjit runs: run it with
    go run ./cmd/cpjit examples/tour.py
"""
from collections import Counter, namedtuple
import math


# Classes, properties, dunder methods and inheritance.
class Vector(namedtuple("Vector", "x y")):
    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)


class Shape:
    def area(self):
        raise NotImplementedError

    def __repr__(self):
        return f"{type(self).__name__}(area={self.area():.2f})"


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return math.pi * self.r ** 2


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side * self.side


# Generators and closures.
def primes():
    found = []
    n = 2
    while True:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
        n += 1


def make_counter():
    count = 0

    def bump(step=1):
        nonlocal count
        count += step
        return count
    return bump


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def main():
    v = Vector(3, 4) + Vector(0, 0)
    print("vector:", v, "length", abs(v))

    shapes = sorted([Circle(1), Square(3), Circle(0.5)], key=lambda s: s.area())
    print("shapes by area:", shapes)

    gen = primes()
    print("first primes:", [next(gen) for _ in range(12)])

    bump = make_counter()
    bump(); bump(5)
    print("counter:", bump())

    print("fib(100) =", fib(100), "- exact big ints")
    print("2**100 // 3**20 =", 2**100 // 3**20)

    words = "the quick brown fox jumps over the lazy dog the end".split()
    print("most common:", Counter(words).most_common(2))
    print("lengths:", {w: len(w) for w in sorted(set(words)) if len(w) > 3})

    try:
        {}["missing"]
    except KeyError as e:
        print("caught", repr(e))

    table = [(n, n * n, f"{n ** 0.5:.3f}") for n in range(1, 6)]
    for n, sq, root in table:
        print(f"{n:>2} {sq:>3} {root:>6}")


if __name__ == "__main__":
    main()
