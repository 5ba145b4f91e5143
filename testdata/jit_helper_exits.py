# Exits taken inside natively called functions (calls machine code makes
# itself, several levels deep) that Go helpers serve against the native
# frame: big ints, tuples, iteration, membership, attribute lookups,
# builtin calls and methods; and the cases that must see the interpreter's
# frames (Python code reached from a runtime operation, exceptions).
import sys


class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        # Runs inside a runtime operation (dict lookup, ==, in): the frames
        # it sees are the interpreter's.
        f = sys._getframe(1)
        seen.append((f.f_code.co_name, f.f_lineno))
        return isinstance(other, Key) and self.v == other.v


class Shape:
    SIDES = 4

    def __init__(self, n):
        self.n = n
        self.h = 0

    @property
    def area(self):
        return self.n * self.n


seen = []


def leaf(s, i, big, table):
    s.h ^= (big + i) * (i | 1)          # ints past int48
    t = (i, s.n, "x")                   # a tuple
    total = 0
    for v in [i, i + 1, i + 2]:         # iteration of a list
        total += v
    if i % 7 in {1, 3, 5}:              # a set's membership
        total += 1
    if type(s) is Shape and len(t) == 3:
        total += Shape.SIDES            # a class attribute
    total += len("a-b-c".split("-"))    # a str method
    table[i % 5] = t                    # a dict store
    if s.area > 10:                     # a property: Python code
        total += 1
    return total + t[0]


def mid(s, i, big, table):
    return leaf(s, i, big, table) + 1


def top(n):
    s = Shape(5)
    table = {}
    big = 1 << 60
    acc = 0
    for i in range(n):
        acc += mid(s, i, big, table)
    return acc, s.h, sorted(table.items())[:2]


print(top(3000))


def find(keys, k):
    return k in keys


def lookup(d, k):
    return d.get(k, -1), find(list(d), k)


def drive(n):
    d = {Key(i): i for i in range(8)}
    r = 0
    for i in range(n):
        v, found = lookup(d, Key(i % 10))
        r += v + found
    return r


seen.clear()
print(drive(300))
print(len(seen), sorted(set(seen))[:4])


def fail(d, k):
    return d[k]                         # a KeyError inside a native frame


def catch(n):
    d = {i: i for i in range(5)}
    out = 0
    for i in range(n):
        try:
            out += fail(d, i % 7)
        except KeyError as e:
            out += 100 + e.args[0]
    return out


print(catch(2000))


def gen_in(g, x):
    return x in g                       # a generator: the interpreter runs it


def gens(n):
    c = 0
    for i in range(n):
        c += gen_in((j for j in range(5)), i % 7)
    return c


print(gens(1000))


# A builtin rebound while natively called code calls it: the helper calls
# only the real builtins, and the Python replacement sees the real frames.
import builtins

real_len = builtins.len
spied = []


def spy_len(x):
    spied.append(sys._getframe(1).f_code.co_name)
    return real_len(x)


def inner(x):
    return len(x) + len(x.split("b"))


def outer(x):
    return inner(x) + 1


def run(n):
    t = 0
    for i in range(n):
        if i == n // 2:
            builtins.len = spy_len
        t += outer("abc")
    builtins.len = real_len
    return t


print(run(600), len(spied), sorted(set(spied)))
