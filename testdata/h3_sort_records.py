# sorted()/list.sort of all-str and all-tuple keys: order, stability for
# equal keys (distinct objects), reverse=, key=, the list's state after a
# comparison raises, comparisons that run Python code, odd code points.
import random

rng = random.Random(99)
words = ["".join(rng.choice("abcAB\u00e9\u4e2d\U0001f600\ud800 ") for _ in range(rng.randrange(0, 5)))
         for _ in range(300)]
print(sorted(words)[:40])
print(sorted(words, reverse=True)[:40])
objs = [("x" * (i % 3) + "y")[:] for i in range(30)]
objs = [str(s + "!")[:-1] for s in objs]     # equal strs, distinct objects
first = {}
for i, s in enumerate(objs):
    first.setdefault(id(s), i)
for rev in (False, True):
    r = sorted(objs, reverse=rev)
    print(rev, [first[id(s)] for s in r])
print(sorted(range(40), key=lambda i: "k%d" % (i % 7)))
print(sorted(range(40), key=lambda i: "k%d" % (i % 7), reverse=True))
print(sorted(["b", "a", "B", "A", "", " "], key=str.lower))
l = ["pear", "apple", "fig"]
l.sort(key=len, reverse=True)
print(l)

tups = [(rng.randrange(5), rng.choice("abc"), rng.random() < 0.5) for _ in range(200)]
print(sorted(tups)[:30])
print(sorted(tups, reverse=True)[:30])
print(sorted(range(60), key=lambda i: tups[i][:2]))
print(sorted(range(60), key=lambda i: tups[i][:2], reverse=True))
print(sorted([(1,), (), (1, 2), (0, 5), (1, 1), (), (0,)]))
nan = float("nan")
print(sorted([(nan, 1), (1.0, 2), (nan, 0), (0.5, 3)]))

mixed = [(3, "a"), (1, 2), (2, "b"), (1, "x"), (0, None), (5, 1)]
for attempt in range(2):
    m = list(mixed)
    try:
        m.sort()
    except TypeError as e:
        print("TypeError", e, m)
    try:
        m.sort(reverse=True)
    except TypeError as e:
        print("TypeError", e, m)
big = [(i % 13, "s") for i in range(100)] + [(5, 1)] + [(i % 11, "t") for i in range(100)]
try:
    big.sort()
except TypeError as e:
    print("TypeError", e)
print(big[:20], big[-20:])

log = []


class K:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        log.append(("eq", self.v, other.v))
        return self.v == other.v

    def __lt__(self, other):
        log.append(("lt", self.v, other.v))
        if self.v == 99:
            raise ValueError("no 99")
        return self.v < other.v

    def __repr__(self):
        return "K(%d)" % self.v


ks = [(1, K(i % 4)) for i in range(12)]
print([k[1] for k in sorted(ks)], len(log))
print(log[:20])
log.clear()
ks2 = [(0, K(3)), (0, K(1)), (0, K(99)), (0, K(2)), (0, K(0))]
try:
    ks2.sort()
except ValueError as e:
    print("ValueError", e, ks2, log)

victim = [(i, "v") for i in range(10)]


def key(t):
    victim.append(t)
    return t


try:
    victim.sort(key=key)
except ValueError as e:
    print("ValueError", e, len(victim))
