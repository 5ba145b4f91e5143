# for a, b in zip(...) hot enough to compile: lists and tuples of unequal
# lengths, what the loop variables keep at the end, how much of each
# iterator zip consumes, one iterator zipped with itself, lists growing
# during the loop, strict zips, mixed and other iterables, pairs used
# whole and exhausted zips.

def walk(xs, ys, ts, us):
    t = 0
    for a, b in zip(xs, ys):
        t += a * b
    for a, b in zip(ts, us):
        t -= a ^ b
    for a, b in zip(xs, ts):
        t += a - b
    return t

xs, ys = list(range(50)), list(range(7, 40))
ts, us = tuple(range(0, 60, 2)), tuple(range(25))
total = 0
for _ in range(400):
    total += walk(xs, ys, ts, us)
print(total)

def last(xs, ys):
    a = b = "unset"
    for a, b in zip(xs, ys):
        pass
    return a, b
for _ in range(300):
    ends = (last([1, 2, 3], [4, 5]), last([1], [2, 3]), last([], [1]), last([1], []),
            last((1, 2), (3, 4)))
print(ends)

def consumed(xs, ys):
    i1, i2 = iter(xs), iter(ys)
    n = 0
    for a, b in zip(i1, i2):
        n += a + b
    return n, list(i1), list(i2)
for _ in range(300):
    c = (consumed([1, 2, 3, 4], [5, 6]), consumed([1], [2, 3, 4]))
print(c)

def pairs(xs):
    it = iter(xs)
    return [(a, b) for a, b in zip(it, it)]
for _ in range(300):
    p = (pairs([1, 2, 3, 4, 5]), pairs(("a", "b")))
print(p)

def grow(xs, ys):
    n = 0
    for a, b in zip(xs, ys):
        n += 1
        if n < 4:
            xs.append(a)
            ys.append(b)
    return n, len(xs), len(ys)
for _ in range(300):
    g = grow([1, 2], [3, 4, 5])
print(g)

def strict(xs, ys):
    out = []
    for a, b in zip(xs, ys, strict=True):
        out.append(a + b)
    return out
for _ in range(300):
    st = strict([1, 2], [3, 4])
print(st)
try:
    strict([1, 2, 3], [1])
except ValueError as e:
    print(e)

def others(a, b):
    return [(x, y) for x, y in zip(a, b)]
for _ in range(300):
    o = (others("ab", [1, 2]), others(range(3), (4, 5, 6)), others({1: 2, 3: 4}, "xy"),
         others([1, 2], (3, 4)), others(iter([9]), [8]))
print(o)

def whole(xs, ys):
    return [p for p in zip(xs, ys)]
for _ in range(300):
    w = whole([1, 2], [3, 4])
print(w)

z = zip([1, 2], [3, 4])
for _ in z:
    pass
print(list(z), next(z, "end"))
