# Tuple and list displays in hot code (machine code takes the objects
# from pools the exit loop refills): every size up to eight items and
# beyond, items of every kind, objects that escape, are mutated, hashed,
# compared by identity and collected.
import gc


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def pair(self):
        return (self.x, self.y)

    def both(self, o):
        return [self.pair(), o.pair()]


def sizes(n):
    out = []
    for i in range(n):
        a = [i]
        b = (i, -i)
        c = [i, 1.5, None]
        d = (i, "s", b, c)
        e = [a, b, c, d, i]
        f = (1, 2, 3, 4, 5, i)
        g = [i, i, i, i, i, i, i]
        h = (0, 1, 2, 3, 4, 5, 6, i)
        k = [0, 1, 2, 3, 4, 5, 6, 7, i]
        empty = []
        empty.append(i)
        a.append(len(e))
        out.append((a, b, c, d, e, f, g, h, k, empty))
    return out


r = sizes(500)
print(len(r), r[0], r[-1][:4])
print(r[-1][4][0] is r[-1][0], r[-1][3][2] is r[-1][1], r[-1][4][2] is r[-1][2])
print(len({t[1] for t in r}), hash(r[7][1]) == hash((7, -7)), r[7][5] == (1, 2, 3, 4, 5, 7))
firsts = [t[0] for t in r]
print(len({id(x) for x in firsts}), firsts[3])


def keyed(n):
    d = {}
    for i in range(n):
        k = (i % 7, i % 3)
        d[k] = d.get(k, 0) + 1
    return d


print(sorted(keyed(2000).items())[:5])

pts = [P(i, i * 0.5) for i in range(10)]


def walk(n):
    acc = []
    for i in range(n):
        p = pts[i % 10]
        q = pts[(i + 3) % 10]
        acc.append(p.both(q))
    return acc


w = walk(3000)
print(len(w), w[0], w[-1], w[5][0] is w[15][0])


def churn(n):
    keep = None
    for i in range(n):
        t = (i, [i, (i,)], i * 2)
        if i % 1000 == 0:
            gc.collect()
            keep = t
    return keep


print(churn(20000))


def swap(n):
    a, b = 1, 2
    for i in range(n):
        a, b = b, a + b
        if a > 10**6:
            a, b = 1, 2
    return a, b


print(swap(10000))
lst = [(1, 2)] * 3
print(lst, [[]] * 2)
