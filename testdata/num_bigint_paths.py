# Ints beyond int48: int64-range results (one object, digit inline),
# big results whose digits are shared with the result, mixed small and
# big operands, and a spigot over growing ints.


def spigot(n):
    q, r, t, k, m, x = 1, 0, 1, 1, 3, 3
    out = []
    while len(out) < n:
        if 4 * q + r - t < m * t:
            out.append(m)
            q, r, t, k, m, x = 10 * q, 10 * (r - m * t), t, k, (10 * (3 * q + r)) // t - 10 * m, x
        else:
            q, r, t, k, m, x = q * k, (2 * q + r) * x, t * x, k + 1, (q * (7 * k + 2) + r * x) // (t * x), x + 2
    return "".join(map(str, out))


print(spigot(120))


def sums(n):
    s = 0
    neg = 0
    for i in range(n):
        s += i * i * i * 1000
        neg -= i * 1 << 40
    return s, neg, s + neg, s * neg, -s, abs(neg), s // 7, s % 7, neg // 7, neg % 7


print(sums(3000))

edges = [2**47 - 1, 2**47, -2**47, -2**47 - 1, 2**62, 2**63 - 1, -2**63, 2**63, -2**63 - 1, 2**64, -2**64]
for a in edges:
    row = []
    for b in (1, -1, 2**47, -(2**63), 3):
        row.append((a + b, a - b, a * b, a // b, a % b, a & b, a | b, a ^ b, a == b, a < b, hash(a) == hash(a + 0)))
    print(a, row[0], row[3][:4], row[4][2:5])
    print(a >> 3, a << 5, ~a, -a, abs(a), a.bit_length(), int(str(a)) == a, float(a), a ** 2, divmod(a, 10**9))


def hash64(n):
    h = 1469598103934665603
    for i in range(n):
        h = ((h ^ (i & 255)) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h


print(hash64(5000))
x = 1
for i in range(1, 60):
    x *= i
    if i % 10 == 0:
        print(i, x, x.bit_length(), x % (2**61 - 1))
print(pow(3, 10**5, 2**127 - 1), pow(2**70 + 5, -1, 2**89 - 1))


class MyInt(int):
    pass


m = MyInt(2**60)
print(type(m + 1).__name__, m + 1, m * m, type(-m).__name__)
big = [2**50 + i for i in range(5)]
print(sorted(big, reverse=True)[0], sum(big), max(big) - min(big), {b % 3 for b in big})
print(2**55 == 2**55, len({2**55, 2**55 + 0}))
