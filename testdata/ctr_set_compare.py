# Rich comparisons between sets and frozensets (exact and subclasses) on
# random contents, with the answers CPython gives for each operator.
import random

rng = random.Random(7)

class S(set):
    pass

class F(frozenset):
    def __le__(self, other):
        return "F.__le__"

class K:
    # equal keys that are not identical, with a hash that collides
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v % 3
    def __eq__(self, other):
        return isinstance(other, K) and self.v == other.v
    def __repr__(self):
        return "K(%d)" % self.v

def make(kind, items):
    return {0: set, 1: frozenset, 2: S, 3: F}[kind](items)

ops = [("<", lambda a, b: a < b), ("<=", lambda a, b: a <= b),
       ("==", lambda a, b: a == b), ("!=", lambda a, b: a != b),
       (">", lambda a, b: a > b), (">=", lambda a, b: a >= b)]
counts = {}
lines = []
for trial in range(400):
    n = rng.randrange(0, 12)
    base = [rng.randrange(20) for _ in range(n)]
    if trial % 5 == 0:
        base = [K(x) for x in base]
    sub = [x for x in base if rng.random() < 0.6]
    if trial % 7 == 0:
        sub.append(K(99) if trial % 5 == 0 else 99)
    a = make(rng.randrange(4), sub)
    b = make(rng.randrange(4), base)
    if trial % 11 == 0:
        b = make(rng.randrange(4), sub)   # equal contents
    row = []
    for name, f in ops:
        r1, r2 = f(a, b), f(b, a)
        counts[(name, r1)] = counts.get((name, r1), 0) + 1
        row.append("%s%s%s" % (r1, name, r2))
    if trial % 40 == 0:
        lines.append((type(a).__name__, sorted(map(repr, a)), type(b).__name__, sorted(map(repr, b)), row))
for line in lines:
    print(line)
print(sorted(counts.items(), key=repr))

# hashed frozensets with equal sizes and different hashes, and the same
fs = [frozenset(range(i, i + 4)) for i in range(6)]
print([hash(f) == hash(g) for f in fs for g in fs].count(True))
print([f == g for f in fs for g in fs].count(True), [f != g for f in fs for g in fs].count(True))
print(frozenset() <= set(), set() < frozenset(), frozenset([1]) > set())

# mismatched types
for other in ([1, 2], (1,), {1: 2}, {1, 2}.__iter__(), 3):
    print(type(other).__name__, {1, 2} == other, {1, 2} != other)
    try:
        print({1} < other)
    except TypeError as e:
        print("TypeError:", e)

# an element whose __eq__ raises during a subset test
class Bad:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        raise ValueError("no eq")
try:
    print(frozenset([Bad()]) <= frozenset([Bad()]))
except ValueError as e:
    print("ValueError:", e)

# a hot loop of subset tests, as a search does
free = frozenset(range(40))
fps = [frozenset([i, i + 2, i + 5]) for i in range(40)]
hits = 0
for r in range(300):
    cur = free - frozenset([r % 40, (r * 7) % 40])
    for fp in fps:
        if fp <= cur:
            hits += 1
        if fp < cur:
            hits += 1
        if cur >= fp:
            hits += 1
        if fp == cur or fp != fp:
            hits += 100
print(hits)
