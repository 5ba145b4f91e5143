"""Modular arithmetic: pow with negative exponent, CRT, extended gcd, Miller-Rabin."""
from functools import reduce
from math import gcd, lcm, prod


def egcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y


def crt(residues, moduli):
    M = prod(moduli)
    total = 0
    for r, m in zip(residues, moduli):
        Mi = M // m
        total += r * Mi * pow(Mi, -1, m)
    return total % M


def miller_rabin(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def tonelli(n, p):
    """Square root of n mod p (p odd prime)."""
    if pow(n, (p - 1) // 2, p) != 1:
        return None
    q, s = p - 1, 0
    while q % 2 == 0:
        q //= 2
        s += 1
    z = 2
    while pow(z, (p - 1) // 2, p) != p - 1:
        z += 1
    m, c, t, r = s, pow(z, q, p), pow(n, q, p), pow(n, (q + 1) // 2, p)
    while t != 1:
        i, t2 = 0, t
        while t2 != 1:
            t2 = t2 * t2 % p
            i += 1
        b = pow(c, 1 << (m - i - 1), p)
        m, c, t, r = i, b * b % p, t * b * b % p, r * b % p
    return min(r, p - r)


for a, m in [(3, 11), (10, 17), (7, 26), (123456789, 10**9 + 7), (2, 2**61 - 1)]:
    inv = pow(a, -1, m)
    print(f"{a}^-1 mod {m} = {inv}", (a * inv) % m)
for a, m in [(2, 4), (6, 9)]:
    try:
        pow(a, -1, m)
    except ValueError as e:
        print(type(e).__name__, e)
print(pow(3, -2, 7), pow(5, -3, 13))
print(egcd(240, 46), egcd(17, 5))
print(crt([2, 3, 2], [3, 5, 7]), crt([1, 4, 6], [3, 5, 7]))
print(reduce(gcd, [84, 126, 210]), lcm(4, 6, 10), lcm(), gcd())
big = [2**61 - 1, 2**89 - 1, 2**64 + 1, 10**18 + 9, 561, 1105, 999999937]
print([miller_rabin(x) for x in big])
print([tonelli(n, p) for n, p in [(10, 13), (56, 101), (1030, 10009), (5, 7)]])
print(pow(2, 10**20, 10**9 + 7), pow(-3, 5, 7), pow(3, 5, -7))
try:
    pow(2, 3, 0)
except ValueError as e:
    print(e)
try:
    pow(2.0, -1, 5)
except TypeError as e:
    print(e)
