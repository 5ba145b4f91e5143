# Exits in natively called frames several calls deep, where the frame at
# one depth changes between exits: a call site whose callee alternates
# between methods of different code, a recursion coming back down to the
# same depth, and callees that read globals and make closures (helper
# exits that need the innermost frame's function).

SCALE = 3
OFFSET = {"a": 1, "b": 2}


class A:
    def m(self, x):
        t = (x, "a")
        k = len(t) + SCALE
        add = lambda y: y + k
        return add(x) + OFFSET["a"]


class B:
    def m(self, x):
        s = [x, x + 1, "b"]
        n = len(s) * SCALE
        mul = lambda y: y * n
        if x in (3, 5, 7):
            n += 1
        return mul(x) - OFFSET["b"]


def mid(o, x):
    return o.m(x) + 1


def outer(objs, n):
    total = 0
    for i in range(n):
        total += mid(objs[i % len(objs)], i)
    return total


def walk(d, x):
    # The same depth reached again by different activations.
    if d:
        return walk(d - 1, x) + walk(d - 1, x + 1)
    return max(x, SCALE) + len((x, d))


def tree(n):
    s = 0
    for i in range(n):
        s += walk(i % 5, i)
    return s


def pick(i):
    return A.m if i % 3 else B.m


def via_local(n):
    # A local callee: different code at the same native call site.
    a, b = A(), B()
    s = 0
    for i in range(n):
        f = pick(i)
        s += f(a if f is A.m else b, i)
    return s


print(outer([A(), B()], 3000))
print(outer([A(), A(), B()], 3000))
print(tree(600))
print(via_local(2000))
SCALE = 5
OFFSET = {"a": 10, "b": 20}
print(outer([B(), A()], 3000), tree(300), via_local(500))
