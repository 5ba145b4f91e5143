# Iterators, ranges and small tuples are recycled by the collector's sweep:
# objects that die are reused for the next ones made. Everything still
# reachable must keep its own state, and a reused object must start fresh.
import gc


def half_used(n):
    # Iterators kept alive half used, among many that die.
    kept = []
    for i in range(n):
        it = iter([i, i + 1, i + 2])
        next(it)
        if i % 7 == 0:
            kept.append(it)
        t = (i, -i)
        if i % 11 == 0:
            kept.append(t)
        r = range(i, i + 3)
        if i % 13 == 0:
            kept.append(r)
            kept.append(reversed(r))
    return kept


kept = half_used(3000)
gc.collect()
junk = [iter((j, j)) for j in range(2000)]  # reuse what died
del junk
gc.collect()
total = 0
for obj in kept:
    if isinstance(obj, tuple):
        total += obj[0] - obj[1]
    elif isinstance(obj, range):
        total += sum(obj)
    else:
        total += sum(obj)
print(total, len(kept))

# Tuples as dict keys and hashed while others are recycled around them.
d = {}
for i in range(5000):
    d[(i % 97, i % 5)] = d.get((i % 97, i % 5), 0) + 1
    x = (i, i, i, i)
    y = (x, i)
print(len(d), sum(d.values()), d[(3, 3)], hash((1, 2)) == hash((1, 2)))

# Exhausted iterators stay exhausted; fresh ones start at the beginning.
done = []
for i in range(200):
    it = iter(range(3))
    list(it)
    done.append(it)
    lt = iter([1, 2, 3])
    list(lt)
    done.append(lt)
    tt = iter((1,))
    if i % 2:
        list(tt)
    done.append(tt)
gc.collect()
print(sum(len(list(it)) for it in done))
fresh = [list(iter(range(i % 4))) for i in range(8)]
print(fresh)
print([list(reversed(range(i, 10, 3))) for i in range(3)])

# Nested loops over the same sequences, with collections inside them.
words = ("alpha", "beta", "gamma")
pairs = []
for a in words:
    for b in [w.upper() for w in words]:
        for k in range(2):
            pairs.append((a[k], b[-1 - k]))
    gc.collect()
print(len(pairs), pairs[:4], pairs[-2:])

# Tuples made by unpacking, swapping and returning several values.
def divmods(n):
    out = []
    for i in range(1, n):
        q, r = divmod(n, i)
        a, b = r, q
        out.append((a, b) if a else (b,))
    return out

acc = []
for n in range(50, 60):
    acc.append(divmods(n)[-3:])
    if n % 3 == 0:
        gc.collect()
print(acc[0], acc[-1])
print(repr((1,)), repr((1, 2, 3, 4)), (1, 2) < (1, 3), (1, 2, 3) == (1, 2, 3))

# Bound methods made by o.m(x, k=1) and by reading o.m die at once; kept
# ones stay bound to their own instance and function.
class Acc:
    def __init__(self, n):
        self.n = n

    def add(self, x, k=1):
        self.n += x * k
        return self.n

    def get(self):
        return self.n


accs = [Acc(i) for i in range(10)]
keep = []
for i in range(3000):
    a = accs[i % 10]
    a.add(i, k=2)
    m = a.get if i % 2 else a.add
    if i % 500 == 0:
        keep.append((m, i))
    if i % 700 == 0:
        gc.collect()
print([a.n for a in accs])
print([(m.__name__, m.__self__.n % 1000, m == getattr(m.__self__, m.__name__)) for m, i in keep])
print(accs[0].add == accs[0].add, accs[0].add == accs[1].add, accs[0].get.__func__ is Acc.get)

# Dict views and iterators made per loop are recycled; kept ones still see
# their own dict, and a recycled iterator checks its new dict's size.
dd = {str(i): i for i in range(20)}
views, its = [], []
for r in range(400):
    s = 0
    for k, v in dd.items():
        s += v
    for k in dd:
        s += len(k)
    if r % 100 == 0:
        views.append(dd.keys() if r % 200 else dd.values())
        it = iter(dd.items())
        next(it)
        its.append(it)
        gc.collect()
dd["new"] = 100
print(s, [len(v) for v in views], [sum(1 for _ in v) for v in views][:2])
for it in its:
    try:
        next(it)
    except RuntimeError as e:
        print("RuntimeError", e)
small = {1: 2}
for r in range(100):
    it = iter(small.items())
    if r % 10 == 0:
        gc.collect()
print(list(it), list(it), list(reversed(dd.keys()))[:3])
