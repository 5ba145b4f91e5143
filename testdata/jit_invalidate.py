# Class changes while compiled code depends on the class: the code is
# invalidated, running frames finish in the interpreter, and what every
# tier prints is what CPython prints.


class P:
    def __init__(self):
        self.x = 1

    def m(self):
        return 2


def f(objs, n):
    s = 0
    for i in range(n):
        o = objs[i % 2]
        s += o.x + o.m()
    return s


def g(objs, n):
    # Changes the class in the middle of its own hot loop.
    s = 0
    for i in range(n):
        if i == n // 2:
            P.m = lambda self: 30
        s += objs[i % 2].m()
    return s


ps = [P(), P()]
print(f(ps, 3000))
P.y = 5
print(f(ps, 3000))
P.x = property(lambda self: 100)
print(f(ps, 3000))
del P.x
print(f(ps, 3000))
print(g(ps, 3000))
P.m = lambda self: -1
print(f(ps, 3000), g(ps, 10))


class Q(P):
    pass


qs = [Q(), P()]
print(f(qs, 3000))
P.m = lambda self: 7  # Q inherits the change
print(f(qs, 3000))
