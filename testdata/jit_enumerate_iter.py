# for i, x in enumerate(...) hot enough to compile: lists and tuples,
# start values (negative, large), the list growing or shrinking during
# the loop, break, other iterables, pairs used whole, exhausted
# enumerates and counts that leave the small ints.

def walk(xs, ts):
    t = 0
    for i, x in enumerate(xs):
        t += i * x
    for i, x in enumerate(ts, 3):
        t -= i ^ x
    for i, x in enumerate(xs, -4):
        t += i
    return t

xs = list(range(60))
ts = tuple(range(0, 40, 3))
total = 0
for _ in range(400):
    total += walk(xs, ts)
print(total)

def mutate(xs):
    out = []
    for i, x in enumerate(xs):
        if i == 1:
            xs.append(x * 10)
        if i == 3:
            xs.pop(0)
        if i > 8:
            break
        out.append((i, x))
    return out
for _ in range(300):
    m = mutate([5, 6, 7, 8, 9])
print(m)

def others(it):
    return [(i, x) for i, x in enumerate(it)]
for _ in range(300):
    o = (others("ab"), others(iter([4, 5])), others(range(2)),
         others({7: 1, 8: 2}), others(x * 2 for x in (1, 2)), others(()))
print(o)

def whole(xs):
    s = []
    for p in enumerate(xs, 1):
        s.append(p)
    return s
for _ in range(300):
    w = whole(["a", "b"])
print(w)

e = enumerate([1, 2])
for _ in e:
    pass
print(list(e), next(e, "end"))
print(list(enumerate("xyz", 2 ** 47 - 2)))
print(list(enumerate((1, 2), 2 ** 70)))

def nested(grid):
    t = 0
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v:
                t += r * 100 + c
    return t
g = [[(r * c) % 3 == 0 for c in range(9)] for r in range(7)]
for _ in range(200):
    n = nested(g)
print(n)
