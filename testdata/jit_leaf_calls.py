# Calls of math functions from frames that machine code called natively
# (here __init__ of a class built in a loop, and a helper function): with
# numbers as arguments the exit loop makes them without giving the native
# frames to Go. Errors, big ints, objects with __float__ that look at the
# stack, and a math function shadowed by a global must all behave as in
# the interpreter, tracebacks and frames included.
import math
import sys
from math import sin, cos, sqrt


class Point:
    def __init__(self, i):
        self.x = x = sin(i)
        self.y = cos(i) * 3
        self.z = math.hypot(x, self.y)


def helper(i):
    a = math.floor(i / 3) + math.exp(-i / 1000)
    return a + sqrt(i)


def run(n):
    t = 0.0
    for i in range(n):
        p = Point(i)
        t += p.x + p.y + p.z + helper(i)
    return round(t, 6)


print(run(3000))


def fails(i):
    return math.sqrt(i - 10)


def caller(n):
    out = []
    for i in range(n):
        try:
            out.append(round(fails(i), 3))
        except ValueError as e:
            out.append(str(e))
    return out[:3], out[-2:], len(out)


print(caller(2000))


def big(i):
    return math.log(i * 10**30)


def bigs(n):
    return round(sum(big(i + 1) for i in range(n)), 6)


print(bigs(2000))


class Looker:
    def __init__(self, v):
        self.v = v

    def __float__(self):
        f = sys._getframe(1)
        names.append(f.f_code.co_name)
        return float(self.v)


names = []


def via_float(x):
    return math.sin(x)


def lookers(n):
    t = 0.0
    for i in range(n):
        t += via_float(i) + via_float(Looker(i) if i % 500 == 0 else i)
    return round(t, 6)


print(lookers(2000), names[:2], len(names))


def shadowed(n):
    global sqrt
    t = 0.0
    for i in range(n):
        if i == n // 2:
            sqrt = lambda x: -1.0
        t += helper(i)
    sqrt = math.sqrt
    return round(t, 6)


print(shadowed(2000))


def tb():
    try:
        caller_of_fail()
    except ValueError:
        import traceback
        lines = [line.strip() for line in traceback.format_exc().splitlines() if line.strip().startswith("File")]
        return [line[line.index("line"):] for line in lines]


def caller_of_fail():
    for i in range(3000):
        fails(20 - i)


print(tb())
