# obj[key] on instances whose class defines __getitem__ as a plain
# function: machine code calls it itself. Keys of every kind, exceptions
# raised inside, recursion, a look at the caller's frame, a class changed
# or replaced while the loop runs, subclasses, instances whose __class__
# changes and objects of other types at the same subscript must all
# behave as in the interpreter.
import sys


class Grid:
    def __init__(self, n):
        self.cells = [[i * n + j for j in range(n)] for i in range(n)]

    def __getitem__(self, key):
        if type(key) is tuple:
            return self.cells[key[0]][key[1]]
        return self.cells[key]


def walk(g, n, rounds):
    t = 0
    for r in range(rounds):
        for i in range(n):
            t += g[i, (i + r) % n] + g[i][0]
    return t


print(walk(Grid(7), 7, 400))


class Sparse:
    def __getitem__(self, k):
        if k % 5 == 0:
            raise KeyError(k)
        if k % 7 == 0:
            raise IndexError("seven")
        return k * 2


def lookups(n):
    s = Sparse()
    t = 0
    errs = []
    for i in range(n):
        try:
            t += s[i]
        except KeyError as e:
            errs.append(("key", e.args[0]))
        except IndexError as e:
            errs.append(("index", str(e)))
    return t, len(errs), errs[:4]


print(lookups(3000))


class Fib:
    def __getitem__(self, n):
        return n if n < 2 else self[n - 1] + self[n - 2]


print(Fib()[18])


class Peek:
    def __getitem__(self, k):
        f = sys._getframe(1)
        return (f.f_code.co_name, f.f_lineno, f.f_locals.get("i"))


def peeking(n):
    p = Peek()
    last = None
    for i in range(n):
        last = p[i]
    return last


print(peeking(1000))


class Base:
    def __getitem__(self, k):
        return k + 1


class Derived(Base):
    pass


class Other:
    def __getitem__(self, k):
        return -k


def mixed(objs, n):
    t = 0
    for i in range(n):
        t += objs[i % len(objs)][i]
    return t


print(mixed([Base()], 2000), mixed([Base(), Derived(), Other(), [5] * 3000, {i: i for i in range(3000)}], 3000))


def changing(n):
    b = Base()
    t = 0
    for i in range(n):
        if i == n // 4:
            Base.__getitem__ = lambda self, k: k * 10
        if i == n // 2:
            b.__class__ = Other
        if i == 3 * n // 4:
            del Other.__getitem__
        try:
            t += b[i]
        except TypeError as e:
            t += 1
            msg = str(e)
    return t, msg


print(changing(2000))
