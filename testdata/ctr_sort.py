# list.sort / sorted: stability, key, reverse, errors, mutation.

def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

print(sorted([5, 2, 9, 1, 5, 6]), sorted([3, 1, 2], reverse=True))
print(sorted("hello world"), sorted((3.5, -1, 2, True, 0.0)))
print(sorted([(1, "b"), (1, "a"), (0, "z"), (1, "a", 0)]))
print(sorted(["b", "A", "a", "B"], key=str.lower))
print(sorted(["b", "A", "a", "B"], key=str.lower, reverse=True))
words = "the quick brown fox jumps over the lazy dog and runs".split()
print(sorted(words, key=len))
print(sorted(words, key=len, reverse=True))
print(sorted({3: "c", 1: "a", 2: "b"}.items(), key=lambda kv: kv[1]))
print(sorted(range(20), key=lambda x: x % 5))
print(sorted(range(20), key=lambda x: (x % 3, -x)))

# larger pseudo-random inputs
seed = 7
data = []
for i in range(3000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    data.append(seed % 1000)
s = sorted(data)
print(s[:10], s[-10:], all(s[i] <= s[i + 1] for i in range(len(s) - 1)))
pairs = [(x % 10, i) for i, x in enumerate(data)]
ps = sorted(pairs, key=lambda p: p[0])
print(ps[:5], ps[-5:], all(ps[i][1] < ps[i + 1][1] for i in range(len(ps) - 1) if ps[i][0] == ps[i + 1][0]))
fl = [x / 7 for x in data[:500]]
print(sorted(fl)[:3], sorted(fl, reverse=True)[:3])
st = [str(x) for x in data[:500]]
print(sorted(st)[:5], sorted(st)[-5:])
runs = list(range(100)) + list(range(100, 0, -1)) + list(range(50))
print(sorted(runs)[95:105], sorted(runs) == sorted(runs, key=lambda x: x))

# stability with reverse
recs = [("a", 2), ("b", 1), ("c", 2), ("d", 1), ("e", 2)]
print(sorted(recs, key=lambda r: r[1], reverse=True))

l = [3, 1, 2]
print(l.sort(), l)
l.sort(key=lambda x: -x)
print(l)
l.sort(reverse=True)
print(l)
l.sort(key=None, reverse=False)
print(l)

t("sort positional", lambda: [3, 1].sort(None))
t("sort bad kw", lambda: [3, 1].sort(foo=1))
t("sorted bad kw", lambda: sorted([3, 1], foo=1))
t("sorted no args", lambda: sorted())
t("sorted 2 args", lambda: sorted([1], None))
t("sorted iterable kw", lambda: sorted(iterable=[1]))
t("key not callable", lambda: sorted([3, 1], key=1))
t("mixed", lambda: sorted([3, 1, "a"]))
t("mixed2", lambda: sorted(["a", 1]))
t("reverse str", lambda: sorted([2, 1], reverse="yes"))
t("none items", lambda: sorted([None, None]))
t("none items 2", lambda: sorted([1, None]))

l = [3, 1, 2]
def bad_key(x):
    if x == 1:
        raise KeyError(x)
    return x
t("key raises", lambda: l.sort(key=bad_key))
print(l)

l = [5, 4, 3, 2, 1]
def mut_key(x):
    l.append(x)
    return x
t("modified", lambda: l.sort(key=mut_key))
print(l)

class C:
    calls = 0
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        C.calls += 1
        if self.v == 99 or other.v == 99:
            raise ValueError("boom %d" % self.v)
        return self.v < other.v
    def __repr__(self):
        return "C(%d)" % self.v
cs = [C(3), C(1), C(2)]
cs.sort()
print(cs)
cs = [C(3), C(1), C(99), C(2)]
t("lt raises", lambda: cs.sort())
print(sorted(cs, key=lambda c: c.v))

class G:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        return self.v > other.v
    def __repr__(self):
        return "G(%d)" % self.v
print(sorted([G(2), G(1), G(3)]))
print(max([G(2), G(5), G(3)]))

# tuples (a specialised comparison) must behave like tuple.__lt__
print(sorted([(2, "b"), (1, "z"), (2, "a"), (1,), (), (1, "z", 0)]))
print(sorted([(1.5, 2), (1, 3), (True, 0), (0.5,)], reverse=True))
t("tuple mixed", lambda: sorted([(1, "a"), (1, 2)]))
t("tuple none", lambda: sorted([(None, 1), (None, 2), (1, 0)]))
nan = float("nan")
print(sorted([(nan, 1), (nan, 0)]))
class E:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return True
    def __lt__(self, other):
        return self.v < other.v
    def __repr__(self):
        return "E%d" % self.v
print(sorted([(E(2), 1), (E(1), 0)]), sorted([(E(2), E(1)), (E(1), E(0))]))
d = {"b": 2, "a": 1, "c": 0}
print(sorted(d.items()), sorted(d.items(), key=lambda kv: kv[1]), sorted(zip("cab", range(3))))
