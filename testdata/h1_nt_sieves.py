"""Sieve variants: Eratosthenes, segmented, linear (Euler), and Sundaram."""
import math
from itertools import compress, islice


def eratosthenes(n):
    sieve = bytearray([1]) * (n + 1)
    sieve[0:2] = b"\x00\x00"
    for i in range(2, math.isqrt(n) + 1):
        if sieve[i]:
            sieve[i * i :: i] = bytes(len(range(i * i, n + 1, i)))
    return list(compress(range(n + 1), sieve))


def segmented(lo, hi):
    base = eratosthenes(math.isqrt(hi) + 1)
    mark = [True] * (hi - lo + 1)
    for p in base:
        start = max(p * p, (lo + p - 1) // p * p)
        for m in range(start, hi + 1, p):
            mark[m - lo] = False
    return [lo + i for i, ok in enumerate(mark) if ok and lo + i > 1]


def linear(n):
    lp = [0] * (n + 1)
    primes = []
    for i in range(2, n + 1):
        if lp[i] == 0:
            lp[i] = i
            primes.append(i)
        for p in primes:
            if p > lp[i] or i * p > n:
                break
            lp[i * p] = p
    return primes, lp


def sundaram(n):
    k = (n - 1) // 2
    marks = [False] * (k + 1)
    for i in range(1, k + 1):
        j = i
        while i + j + 2 * i * j <= k:
            marks[i + j + 2 * i * j] = True
            j += 1
    return [2] + [2 * i + 1 for i in range(1, k + 1) if not marks[i]]


def factorize(n, lp):
    out = []
    while n > 1:
        out.append(lp[n])
        n //= lp[n]
    return out


def wheel():
    yield 2
    yield 3
    n = 5
    while True:
        if all(n % p for p in range(5, math.isqrt(n) + 1, 2)) and n % 3:
            yield n
        n += 2


if __name__ == "__main__":
    p100 = eratosthenes(100)
    print(len(p100), p100[-5:])
    assert p100 == sundaram(100) == linear(100)[0]
    print(segmented(10**6, 10**6 + 200))
    primes, lp = linear(10000)
    print(len(primes), sum(primes))
    for n in (360, 9973, 1001, 8192, 9999):
        print(n, "=", " * ".join(map(str, factorize(n, lp))))
    print(list(islice(wheel(), 25)))
    gaps = {}
    for a, b in zip(primes, primes[1:]):
        gaps[b - a] = gaps.get(b - a, 0) + 1
    print(sorted(gaps.items())[:8])
    twins = [(a, b) for a, b in zip(primes, primes[1:]) if b - a == 2]
    print(len(twins), twins[-3:])
    print(f"density: {len(primes) / 10000:.4%}, ln-approx: {10000 / math.log(10000):.2f}")
