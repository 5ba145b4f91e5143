# zip and enumerate made and iterated in functions that compiled code
# calls natively: over lists, tuples, ranges and strs (run by helper
# exits), and over iterators that may raise or run Python code (dict
# iterators, generators, instances with __iter__), which the exit loop
# runs with the frames adopted; object.__new__ called there, also where
# it raises.


def pairs(a, b):
    n = 0
    for x, y in zip(a, b):
        if x is not y:
            n += 1
    return n


def numbered(seq, start=0):
    t = 0
    for i, x in enumerate(seq, start):
        t += i * len(str(x))
    return t


def gen(n):
    for i in range(n):
        yield i * 2


class Seq:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter(range(self.n))


def mixed(d, k):
    out = []
    for a, b in zip(d, gen(k)):
        out.append((a, b))
    for i, x in enumerate(Seq(k)):
        out.append(i + x)
    return out


def resize(d):
    try:
        for a, b in zip(range(10), d):
            d[a + 100] = b
    except RuntimeError as e:
        return str(e)
    return 'no error'


class Plain:
    pass


class Slotted:
    __slots__ = ('a',)


class IntSub(int):
    pass


def alloc(cls):
    return object.__new__(cls)


def alloc_bad(cls):
    try:
        return object.__new__(cls)
    except TypeError as e:
        return str(e)


def run(i):
    l = [1, 2, 3, i]
    t = (1, 2, 'x', i)
    return (pairs(l, t), pairs('abc', range(3)), numbered(l), numbered('hello', i),
            mixed({'a': 1, 'b': 2, 'c': 3}, 2 + i % 3), resize({1: 2}),
            type(alloc(Plain)).__name__, type(alloc(Slotted)).__name__, alloc_bad(IntSub))


r = None
total = 0
for i in range(500):
    r = run(i)
    total += r[0] + r[1] + r[2] + r[3]
print(total)
print(r)
