# Go loops that reduce many items keep only their accumulator pinned
# between items (sum, min, max, any, all, functools.reduce), and callbacks
# from re.sub and sqlite3 free what each call made. Values that must stay
# alive (accumulators, best-so-far items and keys, exceptions) do.
import functools
import re
import sqlite3


class Box:
    def __init__(self, v):
        self.v = [v]

    def __add__(self, other):
        o = other.v[0] if isinstance(other, Box) else other
        return Box(self.v[0] + o)

    __radd__ = __add__

    def __lt__(self, other):
        return self.v[0] < other.v[0]

    def __gt__(self, other):
        return self.v[0] > other.v[0]

    def __repr__(self):
        return "Box(%r)" % self.v[0]


def boxes(n):
    for i in range(n):
        yield Box(i * 7 % 101)


print(sum(boxes(3000)))
print(sum(boxes(3000), Box(1)))
print(sum(([i] for i in range(5)), []))
print(sum(10 ** 30 + i for i in range(2000)))
print(sum(i / 3 for i in range(3000)))
print(max(boxes(3000)), min(boxes(3000)))
print(max(range(3000), key=lambda i: Box(-abs(i - 1234))))
print(min(("k%05d" % (i * 37 % 3001) for i in range(3000)), key=str.upper))
print(max(boxes(2000), key=lambda b: [b.v[0], "x" * 10]))
print(any(Box(i).v[0] > 2990 for i in range(3000)))
print(all([Box(i)] for i in range(3000)))
print(functools.reduce(lambda a, b: a + b, boxes(3000)))
print(functools.reduce(lambda a, b: a + [b], range(300), [])[-3:])


def failing():
    for i in range(2000):
        yield Box(i)
    raise ValueError("stop at 2000")


for f in (sum, max, min, any, all):
    try:
        f(failing())
    except ValueError as e:
        print(f.__name__, "raised", e)
try:
    functools.reduce(lambda a, b: a + b, failing())
except ValueError as e:
    print("reduce raised", e)


def repl(m):
    return m.group(0).upper() * 2


print(len(re.sub("[a-c]", repl, "abcd" * 3000)))
try:
    re.sub("a", lambda m: 1 // 0 if m.start() > 500 else "", "a" * 1000)
except ZeroDivisionError as e:
    print("sub raised", e)
try:
    re.sub("a", lambda m: 5, "xa")
except TypeError as e:
    print("sub type", e)


class Longest:
    def __init__(self):
        self.best = ""

    def step(self, s):
        if len(s) > len(self.best):
            self.best = s + "!"

    def finalize(self):
        return self.best


conn = sqlite3.connect(":memory:")
conn.execute("create table t (s)")
conn.executemany("insert into t values (?)", (("w%d" % (i * 13 % 2003),) for i in range(3000)))
conn.create_function("rev", 1, lambda s: s[::-1] + "x" * 3)
conn.create_aggregate("longest", 1, Longest)
print(conn.execute("select count(distinct rev(s)) from t").fetchone())
print(conn.execute("select longest(s) from t").fetchone())


class Bad:
    def step(self, s):
        if s == "w1000":
            raise KeyError(s)

    def finalize(self):
        return 0


conn.create_aggregate("bad", 1, Bad)
try:
    conn.execute("select bad(s) from t").fetchone()
except sqlite3.OperationalError as e:
    print("aggregate", e)
conn.close()
