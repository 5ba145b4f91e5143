# __init__ adding attributes in machine code (store_attr_add): the dict
# the interpreter sees afterwards must be exactly as if it had inserted
# them: order, lookups, deletion, re-insertion, growth beyond the class's
# hint, other insertion orders, and classes with __setattr__ or __slots__.


class P:
    def __init__(self, a, b, c):
        self.a = a
        self.b = b
        self.c = c


def make(n):
    out = []
    for i in range(n):
        out.append(P(i, -i, str(i)))
    return out


ps = make(600)
p = ps[-1]
print(vars(p), len(p.__dict__), list(p.__dict__), "b" in p.__dict__)
print(sum(q.a + q.b for q in ps), ps[7].c, getattr(ps[9], "c"))
del p.b
p.d = 4
p.b = 5
print(vars(p), p.a, p.b, p.c, p.d)


class Q:
    def __init__(self, flip, extra):
        if flip:
            self.y = 1
            self.x = 2
        else:
            self.x = 3
            self.y = 4
        for k in range(extra):
            setattr(self, "e%d" % k, k)
        self.z = extra


def makeq(n):
    return [Q(i % 3 == 0, i % 11) for i in range(n)]


qs = makeq(900)
print([vars(q) for q in qs[:4]])
print(sum(q.z for q in qs), sum(len(vars(q)) for q in qs))
for q in qs[::97]:
    assert q.__dict__ == dict(vars(q)), q
    assert list(q.__dict__) == list(vars(q))


class R:
    def __init__(self, v):
        self.v = v
        self.w = v * 2

    def __setattr__(self, name, value):
        object.__setattr__(self, name, ("set", value))


print([vars(R(i)) for i in range(3)] + [vars(r) for r in [R(i) for i in range(500)][-2:]])


class S:
    __slots__ = ("s", "t")

    def __init__(self, v):
        self.s = v
        self.t = v + 1


print(sum(x.s + x.t for x in [S(i) for i in range(1000)]))


class T:
    def __init__(self):
        self.x = 1


ts = [T() for _ in range(500)]
t = T()
t.__dict__ = {"pre": 0}
T.__init__(t)
print(vars(t), [vars(u) for u in ts[-2:]])
