# == and != on instances of classes that compare by identity (eq_ident):
# the same object, other instances, None and numbers on the right; the
# cases machine code must leave to the interpreter: subclasses with their
# own __eq__ on either side, __eq__ or __ne__ added to the class later,
# instances whose class changes, enum members.
import enum


class P:
    def __init__(self, v):
        self.v = v


class Q(P):
    def __eq__(self, o):
        return 'Q.eq'


class R(P):
    def __ne__(self, o):
        return 'R.ne'


class Color(enum.Enum):
    RED = 1
    GREEN = 2


def eq(a, b):
    return a == b


def ne(a, b):
    return a != b


def count(items, x):
    n = 0
    for it in items:
        if it == x:
            n += 1
        elif it != x:
            n += 10
    return n


ps = [P(i) for i in range(5)]
for rnd in range(300):
    r = (eq(ps[0], ps[0]), eq(ps[0], ps[1]), ne(ps[0], ps[0]), ne(ps[0], ps[1]),
         eq(ps[1], None), ne(ps[1], None), eq(ps[2], 3), eq(ps[2], 2.5), ne(ps[3], True),
         count(ps, ps[2]), count(ps, None))
    if rnd % 100 == 0:
        print(rnd, r)

q, rr = Q(1), R(2)
print(eq(ps[0], q), eq(q, ps[0]), ne(ps[0], q), ne(q, ps[0]))
print(eq(ps[0], rr), ne(ps[0], rr), ne(rr, ps[0]), eq(rr, rr), ne(rr, rr))
print(eq(ps[0], 'p'), ne(ps[0], [1]), eq(ps[0], P), eq(P, P))
print(eq(float('nan'), float('nan')), ne(float('nan'), float('nan')))

for rnd in range(300):
    c = (eq(Color.RED, Color.RED), eq(Color.RED, Color.GREEN), ne(Color.GREEN, Color.RED), eq(Color.RED, 1))
print(c)

# The class gains __eq__ and __ne__ while the sites are hot, then loses them.
P.__eq__ = lambda self, o: 'patched'
print(eq(ps[0], ps[1]), ne(ps[0], ps[1]))
P.__ne__ = lambda self, o: 'patched ne'
print(eq(ps[0], ps[1]), ne(ps[0], ps[1]))
del P.__eq__
del P.__ne__
for rnd in range(300):
    r = (eq(ps[0], ps[0]), eq(ps[0], ps[1]), ne(ps[0], ps[1]))
print(r)

# An instance changes class under a hot site.
x = P(9)
for rnd in range(300):
    if rnd == 200:
        x.__class__ = Q
    r = eq(x, x), ne(x, ps[0])
print(r)
