# Arithmetic and bitwise operations on ints beyond int48 but in int64's
# range, in hot loops (the int64 stencils: results boxed into pooled int
# objects), at the int48 and int64 boundaries, with overflow past int64,
# subclasses with their own dunder methods, bools and floats mixed in.

B47 = 2 ** 47
B63 = 2 ** 63
EDGES = [0, 1, -1, B47 - 1, B47, -B47, -B47 - 1, B63 - 1, -B63, 2 ** 62, -(2 ** 62),
         123456789012345, -98765432109876, 0x5555555555555555, -0x2AAAAAAAAAAAAAAA]


def ops(a, b):
    return (a + b, a - b, a * b, a & b, a | b, a ^ b)


def inplace(a, b):
    x = a
    x += b
    y = a
    y -= b
    z = a
    z *= b
    p = a
    p &= b
    q = a
    q |= b
    r = a
    r ^= b
    return x, y, z, p, q, r


def zobrist(keys, n):
    h = 0
    seen = set()
    for i in range(n):
        h ^= keys[i % len(keys)]
        seen.add(h)
    return h, len(seen)


def lcg(seed, n):
    # A 64-bit multiplicative hash kept in range by a mask: the products
    # leave int64 (exits), the masked values are int64.
    x = seed
    acc = 0
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) & 0x7FFFFFFFFFFFFFFF
        acc ^= x
        acc = acc - (x & 0xFFFF)
    return x, acc


class MyInt(int):
    def __xor__(self, o):
        return 'xor'

    def __add__(self, o):
        return 'add'

    def __rand__(self, o):
        return 'rand'


class PlainInt(int):
    pass


for rnd in range(200):
    rows = []
    for a in EDGES:
        for b in EDGES:
            rows.append(ops(a, b))
            rows.append(inplace(a, b))
    if rnd == 0 or rnd == 199:
        print(len(rows), sum(hash(r) for r in rows) % 1000003)
        print(rows[7], rows[100], rows[-1])

keys = [(i * 0x9E3779B97F4A7C15) & 0x7FFFFFFFFFFFFFFF for i in range(1, 20)]
for rnd in range(30):
    r = zobrist(keys, 500)
print(r)
for rnd in range(30):
    r = lcg(rnd, 300)
print(r)

# Overflow past int64, and back down to small ints.
def grow(x, n):
    out = []
    for i in range(n):
        x = x + x
        out.append(x)
    return out

for rnd in range(100):
    g = grow(2 ** 40 + rnd, 30)
print(g[-1], g[6], g[7], g[22], g[23])
for rnd in range(100):
    d = [(B63 - 1) - v for v in (B63 - 1, B63 - 2, 2 ** 62)]
print(d, [type(v) for v in d])

# Other operand types at the same sites, late.
def mixed(vals, k):
    out = []
    for v in vals:
        out.append(ops(v, k))
    return out

big = 2 ** 60 + 7
for rnd in range(300):
    m = mixed([big, -big, 3], big)
print(m[0])
print(mixed([MyInt(5), PlainInt(2 ** 50), True, False], big))
print(mixed([2 ** 70, -(2 ** 64)], big))
for v in (1.5, float('nan'), 's', None):
    try:
        mixed([v], big)
    except TypeError as e:
        print('TypeError', e)

# Results compare and hash like any int.
def eqs(n):
    t = 0
    for i in range(n):
        a = (2 ** 50 + i) ^ 1
        b = (2 ** 50 + i - 1) + 1
        if (a ^ 1) == b and hash(a ^ 1) == hash(b) and {b: 1}.get(a ^ 1) == 1:
            t += 1
    return t

print(eqs(500))
print(MyInt(3) ^ (2 ** 50), (2 ** 50) & MyInt(3), PlainInt(2 ** 50) ^ (2 ** 50))
