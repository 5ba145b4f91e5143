# Compares of ints and floats fused with their branch when the bool is
# dead (lt_num_j ... ge_num_j): every operator, mixed int and float
# operands, NaNs and infinities, signed zeros, and a late str operand.
import math


def count(xs, ys):
    c = [0, 0, 0, 0, 0, 0]
    for i in range(len(xs)):
        x = xs[i]
        y = ys[i]
        if x < y:
            c[0] += 1
        if x <= y:
            c[1] += 1
        if x == y:
            c[2] += 1
        if x != y:
            c[3] += 1
        if x > y:
            c[4] += 1
        if x >= y:
            c[5] += 1
    return c


vals = [0, 1, -1, 0.5, -0.0, 0.0, 2**40, 2.0**40, math.inf, -math.inf, math.nan, 3, 3.0, 1e300, -7]
xs = [a for a in vals for b in vals]
ys = [b for a in vals for b in vals]
for k in range(3):
    print(count(xs * 4, ys * 4))

try:
    print(count([1.5, 2.5, 3.5] * 200 + ["s"], [1, 2, 3] * 200 + [1]))
except TypeError as e:
    print("TypeError", e)


def loop_floats(n):
    t = 0.0
    hits = 0
    for i in range(n):
        t = t * 0.5 + i
        if t > 100:
            hits += 1
        if t != t:
            hits += 1000
    return hits, t


print(loop_floats(500))
