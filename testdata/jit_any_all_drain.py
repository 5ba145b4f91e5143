# any() and all() over generators, which compiled generators hand the
# items whose truth runs no code and does not decide without leaving their
# machine code: how many items each consumes, the truth of every kind of
# value, and __bool__/__len__ that run code or raise.
import math


class B:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        log.append("bool %r" % (self.v,))
        return self.v


class L:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        log.append("len %r" % (self.n,))
        return self.n


class Bad:
    def __bool__(self):
        raise ValueError("no truth")


log = []


def items(seq):
    for i, x in enumerate(seq):
        log.append(i)
        yield x


def run(name, fn, seq):
    del log[:]
    try:
        r = fn(items(seq))
    except Exception as e:
        r = "%s: %s" % (type(e).__name__, e)
    print(name, r, "consumed", [x for x in log if isinstance(x, int)], [x for x in log if isinstance(x, str)])


nan, inf = math.nan, math.inf
cases = [
    [],
    [0, 0, 0],
    [0, 0, 5, 0],
    [1, 2, 3],
    [1, 2, 0, 3],
    [None, False, 0, 0.0, -0.0],
    [None, False, 0, 0.0, -0.0, nan],
    [True, 1, -1, 0.5, inf, -inf, nan],
    [True, 1, -1, 0.5, inf, 0],
    [2**47 - 1, -2**47, 2**47, 2**100],
    [0, 0, 2**100, 0],
    [0, 0, -(2**100)],
    ["", (), [], {}, 0],
    ["", (), [], {}, "x"],
    ["a", (1,), [0], {0: 0}],
    [0, B(False), B(True), 1],
    [1, B(True), B(False), 0],
    [0, L(0), L(3)],
    [1, L(2), L(0)],
    [0, 0, Bad()],
    [1, 1, Bad()],
    [0j, 1j, 0],
]
for k in range(3):
    for i, c in enumerate(cases):
        if k == 2:
            run("any%d" % i, any, c)
            run("all%d" % i, all, c)
        else:
            try:
                any(items(c))
                all(items(c))
            except ValueError:
                pass


def gen_any(n, hit):
    return any(x == hit for x in range(n))


def gen_all(n, miss):
    return all(x != miss for x in range(n))


t = 0
for i in range(300):
    t += gen_any(50, i % 60) + gen_all(50, i % 70) * 2
print("counted", t)
print(any(x > 3 for x in [1.5, 2.5, 3.5]), all(x for x in [1.5, 0.0]), any(x for x in [0.0, -0.0, 0]))
