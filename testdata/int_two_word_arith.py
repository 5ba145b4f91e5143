# Arithmetic on ints beyond int64 and below 2**128 (the two-word paths),
# and on growing ints whose digit arrays are recycled when they die: the
# values kept along the way must stay what they were.
M64 = (1 << 64) - 1

def lcg(seed, n):
    x = seed
    out = []
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        if i % 97 == 0:
            out.append(x)
    return x, out

x, kept = lcg(1, 5000)
print(x, len(kept), sum(kept) % 1000000007, kept[:3])

def fnv1a(data):
    h = 0xcbf29ce484222325
    for b in data:
        h ^= b
        h = (h * 0x100000001b3) & M64
    return h

print([hex(fnv1a(s.encode())) for s in ("", "a", "hello", "cpjit" * 20)])

def xorshift(s, n):
    out = []
    for _ in range(n):
        s ^= (s << 13) & M64
        s ^= s >> 7
        s ^= (s << 17) & M64
        out.append(s)
    return out

xs = xorshift(88172645463325252, 2000)
print(xs[-1], max(xs), min(xs), sum(xs) % 998244353)

# Signs, floor division and modulo at the word boundaries.
vals = [0, 1, -1, 3, -7, 2**63 - 1, -2**63, 2**63, 2**64 - 1, 2**64, -2**64,
        2**64 + 1, 2**96 + 12345, -(2**100) - 7, 2**127 - 1, -(2**127), 2**127, 2**128 - 1, 2**128]
acc = 0
lines = []
for a in vals:
    for b in vals:
        r = [a + b, a - b, a * b]
        if b:
            r += [a // b, a % b, divmod(a, b)[0]]
        if a >= 0 and b >= 0:
            r += [a & b, a | b, a ^ b]
        for v in r:
            acc = (acc * 31 + v) % (2**61 - 1)
    lines.append(acc)
print(acc, lines[::4])
for a in (1, -1, 2**62 + 3, -(2**62 + 3), 2**100 + 1, -(2**100 + 1)):
    print([(a << s, a >> s) for s in (0, 1, 31, 63, 64, 65, 100, 127, 128)][::3])

# Growing ints: the arrays of the dead ones serve the next results.
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r

fibs = [fib(k) for k in range(1000, 1200, 17)]
facts = [fact(k) for k in range(100, 400, 37)]
for _ in range(3):
    junk = [fib(900 + j) * fact(50 + j) for j in range(20)]
print([f % 1000000007 for f in fibs], [f % 998244353 for f in facts])
print(len(str(fact(600))), fib(2000) % (2**64), fact(300) // fib(300), fact(300) % -fib(299))
big = 3**500
print(abs(big) is big, (big << 0) == big, +big is big, (-big) % 2**127)
