# math.sqrt called from compiled loops runs as one instruction (SQRTSD,
# correctly rounded like libm's sqrt): floats and small ints; everything
# else (negative numbers, NaN, big ints, bools, float subclasses, objects
# with __float__) goes to the interpreter's call, as does a sqrt rebound
# or replaced in the module.
import math
from math import sqrt


def bits(n):
    out = []
    x = 0.3
    for i in range(n):
        x = (x * 7.123456789 + 0.5) % 1000.0
        out.append(sqrt(x).hex())
        out.append(math.sqrt(i).hex())
        out.append(math.sqrt(x * 1e300).hex())
        out.append(sqrt(x * 1e-310).hex())
    return out


r = bits(500)
print(len(r), r[:8], r[-4:])


class F(float):
    pass


class H:
    def __float__(self):
        return 6.25


def odd(n):
    vals = [4.0, 2, -0.0, 0, float("inf"), float("nan"), -1.0, -3, 2**70, True, F(9.0), H(), "s", 1e-320, 2**47 - 1, -(2**47)]
    out = []
    for i in range(n):
        v = vals[i % len(vals)]
        try:
            out.append(repr(sqrt(v)))
        except (ValueError, TypeError) as e:
            out.append(type(e).__name__ + ": " + str(e))
        try:
            out.append(repr(math.sqrt(v)))
        except (ValueError, TypeError) as e:
            out.append(type(e).__name__)
    return out


o = odd(320)
print(o[:32])
print(o == odd(32) * 10)


def rebinding(n):
    global sqrt
    s = 0.0
    for i in range(n):
        if i == n // 3:
            sqrt = lambda x: -x
        if i == 2 * n // 3:
            math.sqrt = lambda x: x * 10
        s += sqrt(i) + math.sqrt(i)
    return s


print(rebinding(900))
