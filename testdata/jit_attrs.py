# Attribute loads and stores in hot code: instance __dict__ entries found
# at a remembered position, __slots__, and everything that must make
# compiled code fall back (other classes, properties added later, other
# key orders, deleted or unset attributes, non-interned names).

class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class S:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


def step(objs):
    t = 0.0
    for o in objs:
        o.x = o.x * 0.5 + o.y
        o.y = o.y - 1.0
        t = t + o.x * o.y
    return t


ps = [P(float(i), i / 3) for i in range(50)]
ss = [S(float(i), i / 3) for i in range(50)]
for k in range(40):
    a = step(ps)
    b = step(ss)
print(a, b)

# Same class, other key order: the remembered entry position misses.
q = P.__new__(P)
q.y = 2.0
q.x = 1.0
print(step([q] + ps[:2]))

# Attributes set through setattr with a built (non-interned) name.
r = P(0.0, 0.0)
setattr(r, "".join(["x"]), 5.0)
print(step([r]))

# A subclass whose x is a property, and a subclass adding a __dict__ entry.
class Q(P):
    @property
    def x(self):
        return 1.5

    @x.setter
    def x(self, v):
        self.__dict__["_x"] = v


print(step([Q(1.0, 2.0), ps[0]]))

# The class gets a property after the code was compiled.
saved = step(ps[:3])
P.y = property(lambda s: 10.0, lambda s, v: None)
print(saved, step(ps[:3]))
del P.y
print(step(ps[:3]))

# Deleted and unset attributes raise in compiled code as in the interpreter.
d = P(1.0, 2.0)
del d.y
try:
    step([d])
except AttributeError as e:
    print("AttributeError:", e)
u = S.__new__(S)
u.x = 1.0
try:
    step([u])
except AttributeError as e:
    print("AttributeError:", e)


# Monomorphic sites that later see other types.
def getx(o):
    return o.x + 1


for k in range(100):
    getx(ps[1])
    getx(ss[1])
print(getx(ps[1]), getx(ss[1]), getx(Q(0.0, 0.0)))


class N:
    x = 100


print(getx(N()), getx(N))
