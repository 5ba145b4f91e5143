# Set algebra between sets, frozensets and subclasses of both on random
# contents: result types, items in iteration order, and the errors of
# operands that are not sets.
import random

rng = random.Random(11)

class S(set):
    pass

class F(frozenset):
    def __sub__(self, other):
        return "F.__sub__"

class R(set):
    def __rand__(self, other):
        return "R.__rand__"

kinds = [set, frozenset, S, F, R]
seen = {}
for trial in range(300):
    a = rng.choice(kinds)(rng.randrange(40) for _ in range(rng.randrange(0, 25)))
    b = rng.choice(kinds)(rng.randrange(40) for _ in range(rng.randrange(0, 25)))
    if trial % 9 == 0:
        b = a
    out = []
    for name, r in (("|", a | b), ("&", a & b), ("-", a - b), ("^", a ^ b),
                    ("r-", b - a), ("r&", b & a)):
        if isinstance(r, (set, frozenset)):
            out.append((name, type(r).__name__, list(r)))
        else:
            out.append((name, r))
    key = (type(a).__name__, type(b).__name__)
    seen[key] = seen.get(key, 0) + 1
    if trial % 25 == 0:
        print(key, sorted(a), sorted(b))
        for o in out:
            print("  ", o)
    # the same results in a loop, as a search makes them
    for _ in range(3):
        assert list(a | b) == out[0][2] or not isinstance(a | b, (set, frozenset))
print(sorted(seen.items()))

# large and small operands, strings and mixed keys
big = frozenset(range(0, 3000, 3))
small = {3, 6, 7, "x", 2.5}
print(len(big - small), sorted(map(str, small - big)), len(big & small), len(big | small), len(big ^ small))
words = frozenset("the quick brown fox jumps over the lazy dog".split())
print(sorted(words & {"fox", "cat", "dog"}), sorted({"a", "the"} ^ words)[:4])
for other in ([1], (1,), {1: 2}, 3, "ab"):
    for op in ("|", "&", "-", "^"):
        try:
            eval("{1, 2} %s other" % op)
        except TypeError as e:
            print("TypeError:", e)
print({1, 2}.__or__([1]), frozenset({1}).__rsub__({1, 2}))
