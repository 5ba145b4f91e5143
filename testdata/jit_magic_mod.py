# x % d, x * y % d and x * x % d for constant divisors, in loops whose
# ints live in registers: positive, negative and large operands, small,
# odd, even, power-of-two and large divisors (each divisor has its own
# magic multiplier and shift, and the CPU-feature variants of the
# stencils compute them another way).


def mods(lo, hi, step):
    a = b = c = d = e = 0
    for x in range(lo, hi, step):
        a += x % 7
        b += x % 10
        c += x % 64
        d += x % 1000003
        e += x % 140737488355327
    return a, b, c, d, e


def mulmods(lo, hi, step, y):
    a = b = c = 0
    for x in range(lo, hi, step):
        a += x * y % 7
        b += x * y % 12
        c += x * y % 998244353
    return a, b, c


def squares(lo, hi, step):
    a = b = c = d = e = f = 0
    for x in range(lo, hi, step):
        a += x * x % 7
        b += x * x % 1000000007
        c += x * x % 3
        # The largest divisor an imm32 holds, and two beyond it.
        d += x * x % 2147483647
        e += x * x % 2147483648
        f += x * x % 140737488355327
    return a, b, c, d, e, f


for lo, hi, step in ((0, 3000, 1), (-3000, 3000, 7), (-(1 << 46), 1 << 46, (1 << 40) + 12345),
                     (1 << 45, (1 << 45) + 5000, 3)):
    print(mods(lo, hi, step))
    print(mulmods(lo, hi, step, 3), mulmods(lo, hi, step, -5))
    print(squares(lo, hi, step))
print(squares(3037000000, 3037000600, 1))
