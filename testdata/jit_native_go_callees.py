# Go builtins called from natively called frames that call back into
# Python (repr of instances, key functions, map/filter, reduce, pprint),
# deep in a recursion, with exceptions raised inside the callbacks and
# caught at several depths; frames read with sys._getframe from callees;
# keyword calls of Python functions with defaults, *args and **kw.
import functools
import pprint
import sys


class P:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        if self.n % 11 == 10:
            raise KeyError(self.n)
        return "P(%d)" % self.n


def key(x):
    if x == 17:
        raise ValueError("seventeen")
    return -x


def add(a, b):
    if b == 29:
        raise ArithmeticError("twenty-nine")
    return a + b


def leaf(i):
    xs = [i % 7, i % 19, i % 23, 3]
    r = 0
    try:
        r += sorted(xs, key=key)[0]
        r += min(xs, key=key)
        r += len(list(map(key, xs)))
        r += len(list(filter(lambda v: key(v) < -2, xs)))
    except ValueError as e:
        r += len(str(e))
    try:
        r += functools.reduce(add, xs + [i % 31])
    except ArithmeticError:
        r -= 1
    try:
        r += len(repr([P(i), P(i + 1)]))
    except KeyError as e:
        r += e.args[0] % 5
    return r


def down(i, depth):
    if depth == 0:
        return leaf(i)
    try:
        return down(i, depth - 1) + depth
    except KeyError:
        return -depth


def chain_names():
    f = sys._getframe(1)
    names = []
    while f is not None and len(names) < 6:
        names.append(f.f_code.co_name)
        f = f.f_back
    return names


def inner(k):
    if k == 0:
        return chain_names()
    return inner(k - 1)


def middle(k):
    return inner(k)


def kw(a, b=2, *args, c=3, **extra):
    return a + b * 10 + c * 100 + len(args) * 1000 + sum(extra.values()) * 10000


def kwcalls(i):
    t = kw(i, c=1)
    t += kw(a=i, b=i % 3)
    t += kw(i, 1, 2, 3, c=i % 2, d=1, e=2)
    t += kw(*[i, 5], **{"c": 4, "z": i % 4})
    return t


def fmt(i):
    return pprint.pformat({"i": i, "t": (i, [i, {i % 3: "x" * (i % 4)}]), "s": {i % 2}}, width=30)


def main():
    total = 0
    for i in range(3000):
        total += down(i, i % 9)
    print("down", total)
    seen = {}
    for i in range(300):
        n = tuple(middle(i % 4))
        seen[n] = seen.get(n, 0) + 1
    for n, c in sorted(seen.items()):
        print(c, n)
    t = 0
    for i in range(3000):
        t += kwcalls(i)
    print("kw", t)
    out = set()
    for i in range(2000):
        out.add(fmt(i % 37))
    print(len(out))
    print(fmt(5))


main()
