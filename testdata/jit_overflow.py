# Exact ints across the small-int boundary inside hot loops: every
# operation below starts on small ints that machine code handles and
# crosses 2**47 (cpjit's unboxed ints), 2**63 and beyond, where the
# stencils must leave for the exact big-int path and come back.

def grow_add(x, n):
    for i in range(n):
        x = x + x + i
    return x

def grow_sub(x, n):
    for i in range(n):
        x = x - 3 * x - i
    return x

def grow_mul(x, n):
    for i in range(n):
        x = x * 7 + 1
    return x

def flip_neg(n):
    t = 0
    x = -(2**47) + 5
    for i in range(n):
        x = -x - 1
        t += x
    return t, x

def absolute(n):
    t = 0
    for i in range(n):
        v = (i - n // 2) * 2**44
        t += abs(v)
    return t

def floordiv_mod(n):
    t = 0
    x = 2**70 + 12345
    for i in range(1, n):
        t += x // i + x % i - (-x) // i
    return t

def shifts(n):
    t = 0
    for i in range(n):
        t ^= (i + 1) << (i % 80)
        t += (t >> (i % 50)) & 0xFFFF
    return t

def back_down(n):
    # Big values that shrink back into small ints mid-loop.
    x = 2**80
    out = []
    for i in range(n):
        x = x // 3 if x > 10 else x * 2**60
        out.append(x)
    return sum(out), out[-3:]

def mixed_edges():
    edges = [2**47 - 1, 2**47, -2**47, -2**47 - 1, 2**63 - 1, -2**63, 2**64]
    r = []
    for a in edges:
        for b in edges:
            r.append((a + b, a - b, a * b % 1000003, a // (b or 1), a % (b or 1), a ^ b, a & b, a | b))
    return r

for n in (10, 40, 100):
    print(grow_add(1, n) % 10**12, grow_sub(1, n) % 10**12, grow_mul(1, n) % 10**12)
print(flip_neg(1001))
print(absolute(3000))
print(floordiv_mod(2000))
print(shifts(3000))
print(back_down(300))
r = mixed_edges()
print(len(r), r[0], r[17], r[-1])
# The same function called again with small values runs its small-int code.
print(grow_add(0, 5), grow_mul(0, 5), absolute(10), shifts(10))
