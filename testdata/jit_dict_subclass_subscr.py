# Subscripts of dict subclasses that subscript as dict does (Counter,
# defaultdict, a plain subclass) in machine code, one that overrides
# __getitem__, a class changed after its code was compiled, __missing__.
from collections import Counter, defaultdict, OrderedDict
def count(words):
    c = Counter()
    for w in words:
        c[w] += 1
    return c
def group(pairs):
    d = defaultdict(list)
    for k, v in pairs:
        d[k].append(v)
    return d
class D(dict):
    pass
class G(dict):
    def __getitem__(self, k):
        return 42
def sub(d, keys):
    t = 0
    for k in keys:
        t += d[k]
    return t
words = "a b c a b a d e f a".split() * 50
pairs = [(i % 7, i) for i in range(300)]
for _ in range(200):
    c = count(words)
    g = group(pairs)
    s1 = sub(D({1: 2, 3: 4}), [1, 3, 1])
    s2 = sub(G({1: 2}), [1, 1])
print(sorted(c.items()), len(g), g[3][:3], s1, s2)
Counter.__getitem__ = lambda self, k: 7
print(count(["x", "y"]).most_common())
del Counter.__getitem__
for _ in range(200):
    c = count(words)
print(c.most_common(2))
od = OrderedDict()
for i in range(300):
    od[i % 5] = i
print(od)
def miss(d):
    return [d[k] for k in (1, 2, 99)]
for _ in range(300):
    try:
        r = miss(defaultdict(int, {1: 5, 2: 6}))
    except KeyError as e:
        r = e
print(r)
