"""LRU cache with OrderedDict, deque rotation, Counter arithmetic, defaultdict of sets, ChainMap."""
from collections import OrderedDict, deque, Counter, defaultdict, ChainMap, namedtuple


class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.d = OrderedDict()

    def get(self, k):
        if k not in self.d:
            return -1
        self.d.move_to_end(k)
        return self.d[k]

    def put(self, k, v):
        self.d[k] = v
        self.d.move_to_end(k)
        if len(self.d) > self.cap:
            print("evict", self.d.popitem(last=False))

    def __repr__(self):
        return f"LRU({list(self.d.items())})"


c = LRU(3)
for k in "abcad":
    c.put(k, ord(k))
print(c.get("b"), c.get("a"), c)
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x", last=False)
od.move_to_end("y", last=False)
print(od, list(reversed(od)), od == OrderedDict(y=0, x=0, z=0), od == dict(z=0, x=0, y=0))

d = deque(range(10), maxlen=10)
d.rotate(3)
print(d)
d.rotate(-5)
print(d, d.index(0), d.count(3))
d.appendleft(-1)
d.extend([100, 101])
print(d, d.maxlen, d[0], d[-1])
def josephus(n, k):
    q = deque(range(1, n + 1))
    order = []
    while q:
        q.rotate(-(k - 1))
        order.append(q.popleft())
    return order
print(josephus(7, 3), josephus(41, 3)[-1])

a = Counter("abracadabra")
b = Counter("alakazam")
print(a.most_common(3), a.most_common()[-2:])
print(a + b, a - b, a & b, a | b, sep="\n")
print(+Counter(x=-2, y=3), -Counter(x=-2, y=3), a.total(), sorted(a.elements())[:6])
a.subtract(b)
print(a)
print(Counter("hello world").most_common(4), Counter([3, 1, 3, 2, 1, 3]).most_common(2))
print(Counter(a=1) == Counter(a=1, b=0), Counter(a=3) >= Counter(a=2), Counter(a=1) < Counter(a=1))

graph = defaultdict(set)
for u, v in [("a", "b"), ("b", "c"), ("a", "c"), ("c", "d"), ("e", "a")]:
    graph[u].add(v)
    graph[v].add(u)
print({k: sorted(v) for k, v in sorted(graph.items())})
nested = defaultdict(lambda: defaultdict(int))
for w in "the cat sat on the mat the end".split():
    nested[len(w)][w] += 1
print({k: dict(v) for k, v in nested.items()})
print(repr(defaultdict(list, {"a": [1]})), defaultdict(int).default_factory)

defaults = {"color": "red", "user": "guest", "debug": False}
env = {"user": "admin"}
cli = {"debug": True}
cm = ChainMap(cli, env, defaults)
print(cm["color"], cm["user"], cm["debug"], len(cm), sorted(cm))
child = cm.new_child({"color": "blue"})
child["size"] = 3
print(child.maps[0], cm.maps[0], child.parents == cm, dict(child))
del child["color"]
try:
    del child["user"]
except KeyError as e:
    print("KeyError", e)
Point = namedtuple("Point", "x y", defaults=[0])
p = Point(3)
print(p, p._replace(y=5), p._asdict(), Point._fields, Point._field_defaults, Point._make([1, 2]))
