# min(a, b), max(a, b), abs(x) and id(x) answered by machine code
# (call_minmax, call_abs, call_id): ints and floats at the edges of the
# small-int range, signed zeros, NaNs and infinities (min and max keep the
# first of equals, a NaN first stays), mixed and other types (which go to
# the interpreter), and id() of heap objects. The output must not depend
# on the tier.
import math
nan = float("nan")
vals = [0, 1, -1, 5, -(1 << 47), (1 << 47) - 1, 1 << 60, 0.0, -0.0, 2.5, -2.5, nan, float("inf"), float("-inf"), True, False, None, "s", 3j]
def f(n):
    out = []
    for i in range(n):
        a = vals[i % len(vals)]
        b = vals[(i * 7 + 3) % len(vals)]
        try:
            r1 = min(a, b)
        except TypeError as e:
            r1 = "TE"
        try:
            r2 = max(a, b)
        except TypeError as e:
            r2 = "TE"
        try:
            r3 = abs(a)
        except TypeError as e:
            r3 = "TE"
        if i >= n - 3 * len(vals):
            out.append((repr(r1), repr(r2), repr(r3), math.copysign(1, r1) if type(r1) is float else 0,
                        math.copysign(1, r2) if type(r2) is float else 0, math.copysign(1, r3) if type(r3) is float else 0))
    return out
for row in f(4000):
    print(row)
objs = [object(), [], "x"]
def g(n):
    ok = 0
    for i in range(n):
        o = objs[i % 3]
        ok += id(o) == id(objs[i % 3])
        ok += id(o) != id(objs[(i + 1) % 3])
    return ok
print(g(3000))
print(id(objs[0]) == id(objs[0]), type(id(1.5)).__name__)
# The builtins rebound part-way: the calls go to the new functions.
def h(n):
    global min, abs
    t = 0
    for i in range(n):
        t += min(i, 3) + abs(-i)
        if i == n // 2:
            min = lambda a, b: 100
            abs = lambda a: 1000
    del min, abs
    return t
print(h(2000))
