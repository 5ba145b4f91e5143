# Loops whose floats the JIT keeps unboxed in XMM registers: accumulators,
# temporaries between float operations, float constants, and floats mixed
# with ints. Every exit (a guard, a branch never taken before, an error)
# must see the values the interpreter would.
import math


def poly(n):
    x = 0.0
    for i in range(n):
        x = x * 0.999 + i * 0.5
    return x


def mixed(n):
    # float op int, int op float, and true division by an int.
    s = 1.0
    t = 0.0
    for i in range(1, n):
        s = s * 1.0001 + 2 * s / i - s / (i + 1)
        t = t - 0.25 * i + s / 7
    return s, t


def specials(vals):
    out = []
    for v in vals:
        a = 0.0
        for _ in range(3):
            a = a * 2.0 + v
            b = a - a
        out.append((a, b))
    return out


def late_branch(n, k):
    # The branch never ran when the loop was compiled: it is a side exit
    # that must find x and y in their frame slots.
    x = 1.5
    y = -0.0
    for i in range(n):
        x = x * 0.5 + 1.0
        y = y - x * 0.125
        if i == k:
            print("at", i, x, y, repr(-0.0 * x))
    return x, y


def late_float(n, k):
    # The same with float arithmetic in the branch (side exits that never
    # ran, without a call), so the loop keeps its floats resident.
    x = 1.5
    y = -0.0
    for i in range(n):
        x = x * 0.5 + 1.0
        y = y - x * 0.125
        if i >= k:
            y = -y * 3.0 - x
    return x, y


def divides(n, zero_at):
    x = 10.0
    for i in range(n):
        x = x / (i - zero_at) + 3.0
    return x


def while_float(limit):
    x = 1.0
    steps = 0.0
    while steps < limit:
        x = x * 1.5 - 0.25
        steps = steps + 1.0
    return x, steps


def changes_type(a, b, n):
    acc = a
    for i in range(n):
        acc = acc * b + b
    return acc


def overflow_to_inf(n):
    x = 1.0
    for i in range(n):
        x = x * 1e10 - 1.0
    return x


print(poly(1000))
print(mixed(2000))
print(specials([1.0, -0.0, math.inf, -math.inf, math.nan, 1e308, 5e-324]))
print(late_branch(200, 150))
print(late_float(200, 1000))
print(late_float(200, 190))
for z in (100, 5):
    try:
        print(divides(50, z))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
print(while_float(300.0))
print(changes_type(0.5, 0.25, 500))
print(changes_type(0.5, 0.25, 500))
print(changes_type(1, 3, 60))   # ints: the float loop's guards fail
print(changes_type(0.5, 3, 30))
print(changes_type(2j, 0.5, 40))
print(overflow_to_inf(100))
print(math.isnan(overflow_to_inf(100) - overflow_to_inf(100)))
