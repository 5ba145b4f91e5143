# Instances of plain classes made in hot loops: machine code takes an
# instance from the class's pool and calls __init__ itself. Everything
# around it must behave as in the interpreter: __init__ returning something
# else than None, raising, recursing into more constructions, looking at
# its caller's frame, changing its class (and so its version) while the
# loop runs, being replaced, the class global rebound, __slots__, default
# arguments, and the objects' identities and attributes.
import sys


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def points(n):
    t = 0
    last = None
    for i in range(n):
        p = P(i, -i)
        t += p.x - p.y
        if last is p:
            t += 1000000
        last = p
    return t


print(points(5000))


class Counted:
    made = 0

    def __init__(self, k):
        Counted.made += 1  # a class attribute: the class's version moves
        self.k = k


def counted(n):
    t = 0
    for i in range(n):
        t += Counted(i).k
    return t, Counted.made


print(counted(3000))


class Bad:
    def __init__(self, i):
        self.i = i
        if i == 700:
            return i


class Raises:
    def __init__(self, i):
        if i % 250 == 249:
            raise ValueError("no %d" % i)
        self.i = i


def failing(n):
    out = []
    for i in range(n):
        try:
            out.append(Bad(i).i)
        except TypeError as e:
            out.append(str(e))
        try:
            out.append(Raises(i).i)
        except ValueError as e:
            out.append(str(e))
    return len(out), out[-4:], [x for x in out if isinstance(x, str)][:3]


print(failing(1000))


class Node:
    def __init__(self, depth):
        self.depth = depth
        self.kids = [Node(depth - 1), Node(depth - 1)] if depth > 0 else []


def size(t):
    return 1 + sum(size(k) for k in t.kids)


def trees(n):
    return sum(size(Node(4)) for _ in range(n))


print(trees(200))


class Peek:
    def __init__(self, i):
        f = sys._getframe(1)
        self.caller = f.f_code.co_name
        self.line = f.f_lineno
        self.seen = f.f_locals.get("i")


def peeking(n):
    t = 0
    for i in range(n):
        q = Peek(i)
        t += q.seen
    return t, q.caller, q.line


print(peeking(2000))


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a, b):
        self.a = a
        self.b = b


class Defaults:
    def __init__(self, a, b=10):
        self.s = a + b


def mixed(n):
    t = 0
    for i in range(n):
        s = Slotted(i, 2)
        t += s.a * s.b
        t += Defaults(i).s + Defaults(i, 1).s
    return t


print(mixed(3000))


def replaced_init(self, i, j):
    self.x = -i
    self.y = 0


def changing(n):
    global P
    t = 0
    for i in range(n):
        if i == n // 3:
            P.__init__ = replaced_init
        if i == 2 * n // 3:
            P = Slotted
        p = P(i, 1)
        t += p.x if hasattr(p, "x") else p.a
    return t


print(changing(3000))
