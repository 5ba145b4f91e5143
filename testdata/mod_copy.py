# copy module
import copy
from collections import deque, OrderedDict, defaultdict, namedtuple, Counter

a = [1, [2, 3], {'k': [4]}]
b = copy.copy(a)
c = copy.deepcopy(a)
a[1].append(99)
a[2]['k'].append(100)
print(a, b, c)
print(b[1] is a[1], c[1] is a[1])

t = (1, [2])
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy(t) == t)
t2 = (1, 2, 'x')
print(copy.deepcopy(t2) is t2)

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"

p = Point([1], 2)
q = copy.copy(p)
r = copy.deepcopy(p)
p.x.append(5)
print(p, q, r, q.x is p.x, r.x is p.x)

class Custom:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        print("__copy__ called")
        return Custom(self.v)
    def __deepcopy__(self, memo):
        print("__deepcopy__ called")
        return Custom(copy.deepcopy(self.v, memo))

cc = Custom([1])
print(copy.copy(cc).v, copy.deepcopy(cc).v)

# recursive structures
rec = [1]
rec.append(rec)
rc = copy.deepcopy(rec)
print(rc[1] is rc, rc[0], rc is rec)
d = {'self': None}
d['self'] = d
dc = copy.deepcopy(d)
print(dc['self'] is dc)

# shared references are preserved
shared = [1, 2]
pair = [shared, shared]
pc = copy.deepcopy(pair)
print(pc[0] is pc[1], pc[0] is shared)

# containers from collections
dq = deque([1, [2]], maxlen=5)
print(copy.copy(dq), copy.deepcopy(dq), copy.deepcopy(dq)[1] is dq[1])
od = OrderedDict(a=[1], b=2)
print(copy.copy(od), copy.deepcopy(od)['a'] is od['a'])
dd = defaultdict(list, x=[1])
ddc = copy.deepcopy(dd)
print(ddc, ddc.default_factory is list, ddc['x'] is dd['x'])
P = namedtuple('P', 'a b')
pp = P([1], 2)
print(copy.copy(pp), copy.deepcopy(pp), copy.deepcopy(pp).a is pp.a)
print(copy.copy(Counter('aab')))
print(copy.copy({1, 2}), copy.deepcopy(frozenset([1])), copy.copy(bytearray(b'ab')))

class Slots:
    __slots__ = ('a', 'b')
    def __init__(self):
        self.a = [1]
        self.b = 2

s = Slots()
s2 = copy.deepcopy(s)
print(s2.a, s2.b, s2.a is s.a)

print(copy.replace(P(1, 2), b=5))
try:
    copy.replace([1])
except TypeError as e:
    print(type(e).__name__, e)

def f():
    pass

print(copy.copy(f) is f, copy.deepcopy(len) is len, copy.deepcopy(int) is int)
