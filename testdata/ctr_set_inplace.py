# In-place set algebra (|= &= -= ^=) between sets, frozensets and
# subclasses: the same object afterwards, its items in iteration order,
# operations with itself, and the errors of other operands.
import random

rng = random.Random(5)

class S(set):
    def __ior__(self, other):
        return "S.__ior__"

class F(frozenset):
    pass

kinds = [set, frozenset, S, F]
for trial in range(200):
    a0 = [rng.randrange(50) for _ in range(rng.randrange(0, 30))]
    b0 = [rng.randrange(50) for _ in range(rng.randrange(0, 30))]
    ka, kb = rng.choice(kinds), rng.choice(kinds)
    res = []
    for op in ("|=", "&=", "-=", "^="):
        a = ka(a0)
        b = kb(b0) if trial % 10 else a
        before = a
        ns = {"a": a, "b": b}
        exec("a %s b" % op, ns)
        r = ns["a"]
        same = r is before
        res.append((op, same, type(r).__name__, list(r) if isinstance(r, (set, frozenset)) else r))
    if trial % 20 == 0:
        print(ka.__name__, kb.__name__, sorted(a0), sorted(b0))
        for x in res:
            print("  ", x)

# a breadth-first search: frontier and seen grown in place
adj = {i: {(i * 5) % 61, (i + 3) % 61} for i in range(61)}
total = 0
for start in range(61):
    seen = {start}
    frontier = {start}
    while frontier:
        nxt = set()
        for v in frontier:
            nxt |= adj[v]
        nxt -= seen
        seen |= nxt
        frontier = nxt
    total += len(seen)
print(total, list(seen)[:10])
s = {1, 2, 3}
s &= frozenset([2, 3, 4]); print(s)
s ^= {3, 9}; print(s)
s -= s; print(s, type(s).__name__)
for other in ([1], (1,), {1: 2}, 3):
    for op in ("|=", "&=", "-=", "^="):
        t = {1, 2}
        try:
            exec("t %s other" % op, {"t": t, "other": other})
        except TypeError as e:
            print("TypeError:", e)
