# collections: defaultdict, OrderedDict, Counter, namedtuple, ChainMap, abc
import collections
from collections import defaultdict, OrderedDict, Counter, namedtuple, ChainMap

def show(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!!", type(e).__name__, e)

dd = defaultdict(list)
dd['a'].append(1)
dd['b']
print(dd, repr(defaultdict()), defaultdict(None, {1: 2}), len(dd))
for t in ["defaultdict(1)", "defaultdict()[1]", "defaultdict(int).copy()", "defaultdict(int, a=1)",
          "defaultdict(int, [(1, 2)])", "defaultdict(int) | {1: 2}", "{1: 2} | defaultdict(int)",
          "defaultdict(int).default_factory", "type(defaultdict(int).copy()) is defaultdict",
          "OrderedDict(a=1, b=2)", "OrderedDict()", "OrderedDict().popitem()",
          "OrderedDict(a=1).move_to_end('z')", "OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1)",
          "OrderedDict(a=1, b=2) == dict(b=2, a=1)", "OrderedDict(a=1, b=2).popitem(last=False)",
          "OrderedDict(a=1) | {'b': 2}", "OrderedDict.fromkeys('ab')",
          "list(reversed(OrderedDict(a=1, b=2)))", "OrderedDict(a=1).copy()",
          "hash(OrderedDict())", "OrderedDict(a=1).setdefault('b', 5)", "OrderedDict(a=1).pop('a')",
          "OrderedDict(a=1).pop('x')", "OrderedDict(a=1).pop('x', 3)",
          "OrderedDict([(1, 2)], a=3)", "OrderedDict(1)", "OrderedDict({}, {})",
          "defaultdict.__missing__(defaultdict(), 1)", "isinstance(defaultdict(), dict)",
          "isinstance(OrderedDict(), dict)", "defaultdict(int)['x'] + 1"]:
    show(t)
o = OrderedDict(a=1, b=2, c=3)
o.move_to_end('a'); print(o)
o.move_to_end('c', last=False); print(o)
print(list(o), list(o.values()), list(o.items()))
o['x'] = o
print(o)
d = defaultdict(list)
d['a'] = d
print(d)

class D(defaultdict):
    pass

print(D(int, a=1))

class O(OrderedDict):
    pass

print(O(a=1))

counts = defaultdict(int)
for w in "the quick brown fox jumps over the lazy dog the end".split():
    counts[w] += 1
print(sorted(counts.items()))

# Counter
c = Counter('abracadabra')
print(c, c.most_common(2), c['z'], c.total())
print(sorted(c.elements()))
c.update('aaz'); print(c)
c.subtract({'a': 10}); print(c)
print(+c, -c)
a, b = Counter(a=3, b=1), Counter(a=1, b=2)
print(a + b, a - b, a | b, a & b)
print(a == Counter(b=1, a=3), a != b, Counter(a=1) <= a, Counter() < a)
print(Counter(), Counter({'x': 0}) == Counter())
del a['zz']; del a['a']; print(a)
try:
    Counter.fromkeys('ab')
except NotImplementedError as e:
    print(type(e).__name__, e)
print(Counter([1, 1, 2]).most_common(), Counter(cats=4, dogs=8))

# namedtuple
Point = namedtuple('Point', ['x', 'y'])
p = Point(1, y=2)
print(p, p.x, p.y, p[0], p._asdict(), p._replace(x=5), Point._make([3, 4]), Point._fields)
print(isinstance(p, tuple), len(p), p == (1, 2), hash(p) == hash((1, 2)))
x, y = p
print(x, y, Point.__name__, Point.__doc__)
P3 = namedtuple('P3', 'a b c', defaults=[0, 9])
print(P3(1), P3(1, 2), P3._field_defaults)
R = namedtuple('R', 'a def class _x', rename=True)
print(R._fields)
for bad in ["namedtuple('X', 'a a')", "namedtuple('X', '_a')", "namedtuple('X', 'def')",
            "namedtuple('1X', 'a')", "Point(1)", "Point(1, 2, 3)", "Point._make([1])",
            "p._replace(z=1)", "Point(1, 2).x", "namedtuple('E', '')()"]:
    show(bad)

class Vec(namedtuple('Vec', 'x y')):
    __slots__ = ()
    def norm2(self):
        return self.x ** 2 + self.y ** 2

print(Vec(3, 4).norm2(), Vec(3, 4))

# ChainMap
cm = ChainMap({'a': 1}, {'a': 2, 'b': 3})
print(cm['a'], cm['b'], len(cm), sorted(cm), cm.get('z', 0), 'b' in cm)
cm['c'] = 4
print(cm.maps, cm.new_child({'a': 0})['a'], cm.parents)
try:
    cm['zz']
except KeyError as e:
    print('KeyError', e)

# collections.abc
import collections.abc as cabc
for obj in [[], (), {}, set(), frozenset(), '', b'', range(3), iter([]), 3, None, len, deque_obj := collections.deque()]:
    print(type(obj).__name__,
          isinstance(obj, cabc.Iterable), isinstance(obj, cabc.Sequence),
          isinstance(obj, cabc.MutableSequence), isinstance(obj, cabc.Mapping),
          isinstance(obj, cabc.Set), isinstance(obj, cabc.Sized),
          isinstance(obj, cabc.Hashable), isinstance(obj, cabc.Callable),
          isinstance(obj, cabc.Iterator), isinstance(obj, cabc.Container))
print(issubclass(list, cabc.MutableSequence), issubclass(dict, cabc.MutableMapping),
      issubclass(OrderedDict, cabc.Mapping), collections.abc is cabc)

def gen():
    yield 1

print(isinstance(gen(), cabc.Generator), isinstance(gen(), cabc.Iterator))

class MyMap(cabc.Mapping):
    def __init__(self, d):
        self.d = d
    def __getitem__(self, k):
        return self.d[k]
    def __len__(self):
        return len(self.d)
    def __iter__(self):
        return iter(self.d)

mm = MyMap({'a': 1, 'b': 2})
print(mm['a'], mm.get('z'), 'a' in mm, list(mm.keys()), list(mm.items()), list(mm.values()), mm == {'a': 1, 'b': 2})
try:
    cabc.Mapping()
except TypeError as e:
    print(e)

class Incomplete(cabc.MutableSequence):
    pass

try:
    Incomplete()
except TypeError as e:
    print(e)
o = OrderedDict(a=1, b=2)
print(o.keys(), o.values(), o.items(), list(reversed(o.keys())), 'a' in o.keys(), ('a', 1) in o.items(), o.keys() & {'a'}, len(o.values()))
print(type(o.keys()).__name__, list(o.items()))
