# Truth tests (if v / if not v) of objects of many types at one hot
# site: machine code decides some (instances of classes with neither
# __bool__ nor __len__, through each branch's truth site; non-empty
# lists, tuples and strs); other objects, and classes that gain or lose
# __bool__ or __len__, go the interpreter's way.
class Node:
    def __init__(self, v, kid=None):
        self.v = v
        self.kid = kid
class B:
    def __init__(self, x): self.x = x
    def __bool__(self): return self.x > 2
class Ln:
    def __len__(self): return 0
class S(str): pass
class LL(list): pass
def f(vals, n):
    c = 0
    for i in range(n):
        v = vals[i % len(vals)]
        if v:
            c += 1
        if not v:
            c += 100
    return c
vals = [Node(1), None, 0, 3, 0.0, -0.0, 1.5, float("nan"), "", "a", [], [0], (), (1,), {}, {1: 2}, B(1), B(5), Ln(), S(""), S("x"), LL(), LL([1]), set(), {1}, 10**30, 0j, 1j, True, False, Node(0, Node(1))]
print(f(vals, 31 * 200))
for v in vals:
    print(repr(v)[:20], f([v], 50))
Node.__bool__ = lambda self: self.v > 0
print(f(vals, 31 * 200))
del Node.__bool__
Node.__len__ = lambda self: 0
print(f(vals, 31 * 200))
class Bad:
    def __bool__(self): return 1
try:
    f([Node(1), Bad()], 100)
except TypeError as e:
    print(e)
