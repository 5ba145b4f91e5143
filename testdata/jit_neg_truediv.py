# True division of two ints and negation of floats in machine code: int/int
# rounds once like CPython (exact doubles, one division), zero divisors
# raise, ints beyond the unboxed range take the exact path; -x flips a
# float's sign, -0.0 and NaN and infinities included.
import math


def divs(n):
    out = []
    t = 0.0
    for i in range(1, n):
        q = i / 7
        r = (i * 1000003) / (n - i)
        s = -i / 3
        t += q + r + s
        if i % 250 == 0:
            out.append((q, r, s))
    return t, out


print(divs(2000))


def big_divs(n):
    out = []
    big = 1 << 60
    for i in range(1, n):
        a = i * 123456789
        b = (big + i) / (i + 1)
        c = a / (1 << 50)
        out.append(b + c)
    return out[-3:], (10**20) / 3, (2**53 + 1) / 1


print(big_divs(500))


def zero_div(n):
    caught = 0
    t = 0.0
    for i in range(n):
        d = i % 5
        try:
            t += 10 / d
        except ZeroDivisionError as e:
            caught += 1
            msg = str(e)
    return t, caught, msg


print(zero_div(1000))


def negs(n):
    t = 0.0
    u = 0
    for i in range(n):
        x = i * 0.25
        t += -x
        u += -i
    return t, u


print(negs(3000))


def neg_specials():
    vals = [0.0, -0.0, 1.5, -2.25, float("inf"), float("-inf"), float("nan"), 5, -7, 2**47 - 1, -(2**47), -math.nan]
    out = []
    for k in range(200):
        for v in vals:
            w = -v
            if k == 199:
                out.append((repr(w), math.copysign(1.0, w) if isinstance(w, float) else w))
    return out


for item in neg_specials():
    print(item)


def mixed_neg(n):
    acc = []
    for i in range(n):
        v = i if i % 2 else i * 0.5
        acc.append(-v)
    return acc[-4:], sum(acc)


print(mixed_neg(1000))
print(-(2**70), -(-(2**47)), -(2**47))


# Squares (x ** 2 and x ** 2.0 of floats): x * x; overflow raises.
def squares(n):
    t = 0.0
    u = 0
    for i in range(n):
        x = i * 0.37 - 100.0
        t += x ** 2 + (x * 0.5) ** 2.0
        y = x
        y **= 2
        t -= y
        u += i ** 2
    return t, u


print(squares(3000))


def square_specials():
    vals = [0.0, -0.0, 1e154, 1e200, -1e200, float("inf"), float("-inf"), float("nan"), 3, 2.5]
    out = []
    for k in range(200):
        for v in vals:
            try:
                w = v ** 2
            except OverflowError as e:
                w = str(e)
            if k == 199:
                out.append(repr(w))
    return out


print(square_specials())
