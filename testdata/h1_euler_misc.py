"""Project-Euler-style problems solved with plain Python."""
from math import isqrt, gcd, comb, factorial
from functools import lru_cache, cache
from itertools import count, takewhile, permutations


def p1():
    return sum(x for x in range(1000) if x % 3 == 0 or x % 5 == 0)


def p2():
    a, b, s = 1, 2, 0
    while a <= 4_000_000:
        if a % 2 == 0:
            s += a
        a, b = b, a + b
    return s


def p3(n=600851475143):
    f = 2
    while f * f <= n:
        while n % f == 0:
            n //= f
        f += 1
    return n


def p4():
    return max(a * b for a in range(900, 1000) for b in range(a, 1000) if str(a * b) == str(a * b)[::-1])


def p9(n=240):
    return next(a * b * (n - a - b) for a in range(1, n // 2) for b in range(a, n // 2) if a * a + b * b == (n - a - b) ** 2)


def p12():
    def ndiv(n):
        c = 0
        for i in range(1, isqrt(n) + 1):
            if n % i == 0:
                c += 2 if i * i != n else 1
        return c
    return next(t for t in (n * (n + 1) // 2 for n in count(1)) if ndiv(t) > 50)


@cache
def collatz(n):
    if n == 1:
        return 1
    return 1 + collatz(n // 2 if n % 2 == 0 else 3 * n + 1)


def p14(limit=3000):
    return max(range(1, limit), key=collatz)


def p15():
    return comb(40, 20)


def p16():
    return sum(map(int, str(2 ** 1000)))


def p20():
    return sum(int(d) for d in str(factorial(100)))


def p21(limit=1500):
    def d(n):
        return sum(i + (n // i if i * i != n and i != 1 else 0) for i in range(1, isqrt(n) + 1) if n % i == 0)
    return sum(a for a in range(2, limit) if (b := d(a)) != a and d(b) == a)


def p24():
    return "".join(map(str, next(p for i, p in enumerate(permutations(range(8))) if i == 9_999)))


def p25():
    a, b, i = 1, 1, 2
    while len(str(b)) < 200:
        a, b, i = b, a + b, i + 1
    return i


def p28(n=1001):
    return 1 + sum(4 * k * k - 6 * (k - 1) for k in range(3, n + 1, 2))


def p31(total=200, coins=(1, 2, 5, 10, 20, 50, 100, 200)):
    ways = [1] + [0] * total
    for c in coins:
        for v in range(c, total + 1):
            ways[v] += ways[v - c]
    return ways[total]


def p39():
    counts = {}
    for a in range(1, 150):
        for b in range(a, 150):
            c2 = a * a + b * b
            c = isqrt(c2)
            if c * c == c2 and a + b + c <= 300:
                counts[a + b + c] = counts.get(a + b + c, 0) + 1
    return max(counts, key=counts.get)


def p71():
    best = (0, 1)
    for d in range(2, 10_001):
        n = (3 * d - 1) // 7
        if n * best[1] > best[0] * d:
            best = (n, d)
    g = gcd(*best)
    return best[0] // g


for name, fn in list(globals().items()):
    if name.startswith("p") and name[1:].isdigit():
        print(f"{name:>4}: {fn()}")
print(collatz.cache_info().currsize > 0, list(takewhile(lambda x: x < 50, (n * n for n in count()))))
