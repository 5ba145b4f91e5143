# dict: construction, methods, views, iteration, errors.

def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

print(dict(), dict(a=1, b=2), dict([(1, 2), (3, 4)]), dict({1: 2}, x=3), dict(zip("ab", range(2))))
print(dict([("a", 1)], a=2), dict(["ab", "cd"]), dict.fromkeys("abc"), dict.fromkeys([1, 2], 0))
t("seq elem", lambda: dict([1]))
t("seq len1", lambda: dict([(1,)]))
t("seq len3", lambda: dict([(1, 2, 3)]))
t("seq elem 2", lambda: dict([(1, 2), "ab", [3]]))
t("int", lambda: dict(1))
t("two args", lambda: dict({}, {}))
t("unhashable key", lambda: {[]: 1})
t("unhashable get", lambda: {}.get([]))
t("missing", lambda: {}["x"])
t("missing tuple key", lambda: {}[(1, 2)])
t("pop missing", lambda: {}.pop(1))
t("pop no args", lambda: {}.pop())
t("pop 3 args", lambda: {}.pop(1, 2, 3))
t("popitem empty", lambda: {}.popitem())
t("get no args", lambda: {}.get())
t("setdefault no args", lambda: {}.setdefault())
t("fromkeys no args", lambda: dict.fromkeys())
t("update int", lambda: {}.update(1))
t("update seq", lambda: {}.update([1]))
t("update 2", lambda: {}.update({}, {}))
t("keys args", lambda: {}.keys(1))
t("lt", lambda: {} < {})
t("hash", lambda: hash({}))

d = {"x": 1, "y": 2}
d["z"] = 3
d["x"] = 10
del d["y"]
print(d, len(d), "x" in d, "y" in d, d.get("x"), d.get("q"), d.get("q", 0))
print(d.setdefault("x", 5), d.setdefault("w", 5), d.setdefault("v"), d)
print(d.pop("w"), d.pop("nope", "dflt"), d)
print(d.popitem(), d)
d.update({"a": 1}, b=2)
d.update([("c", 3)])
d.update(d)
print(d)
c = d.copy()
c["new"] = 1
print(d, c, d == c, d != c)
c.clear()
print(c, len(c), bool(c), bool(d))

print({1: "a"} == {1.0: "a"}, {1: 2} == {1: 3}, {1: 2} == {2: 2}, {1: 2, 3: 4} == {3: 4, 1: 2})
print({1: 2} | {3: 4}, {1: 2} | {1: 5})
t("or list", lambda: {1: 2} | [(3, 4)])
e = {1: 2}
e |= [(3, 4)]
e |= {5: 6}
print(e)

# views
k, v, i = e.keys(), e.values(), e.items()
print(k, v, i, len(k), len(v), len(i))
e[7] = 8
print(k, list(v), list(i))
print(3 in k, 4 in k, 4 in v, (3, 4) in i, (3, 5) in i, 3 in i, (3,) in i)
t("items unhashable", lambda: ([], 1) in i)
t("keys unhashable", lambda: [] in k)
print(list(reversed(k)), list(reversed(v)), list(reversed(i)))
print(k & {1, 5, 99}, k | [100], k - {1}, k ^ {1, 1000})
print({5, 1, 99} & k, [100] | k, {1, 2} - k, {1, 1000} ^ k)
print(i & {(1, 2)}, i | {(0, 0)}, i - {(1, 2)}, i ^ {(1, 2), (9, 9)})
print(e.items() ^ {1: 2, 9: 9}.items())
print(k == {1, 3, 5, 7}, k == [1, 3, 5, 7], k != {1}, k < {1, 3, 5, 7, 9}, k <= {1, 3, 5, 7}, k > {1}, k >= {1, 3, 5, 7})
print(i == {(1, 2), (3, 4), (5, 6), (7, 8)}, v == v, e.values() == e.values())
print(k.isdisjoint([100]), k.isdisjoint({1}), i.isdisjoint([(1, 2)]))
t("keys hash", lambda: hash(k))
t("keys or int", lambda: k | 1)
t("values or", lambda: v | v)

# iteration and mutation
d = dict.fromkeys(range(5))
try:
    for x in d:
        d[x + 100] = 1
except RuntimeError as err:
    print("RuntimeError", err)
d = dict.fromkeys(range(5))
try:
    for x in d:
        del d[x]
except RuntimeError as err:
    print("RuntimeError", err)
d = dict.fromkeys(range(5))
try:
    for x in d.values():
        d.pop(4, None)
except RuntimeError as err:
    print("RuntimeError", err)
d = dict.fromkeys(range(3))
for x in d:
    d[x] = x * 2  # value updates are fine
print(d)
d = {1: 1, 2: 2}
try:
    for x in d:
        del d[x]
        d[x + 10] = 0
except RuntimeError as err:
    print("RuntimeError", err)

# insertion order survives deletes and re-adds
d = {}
for x in range(10):
    d[x] = x
for x in range(0, 10, 2):
    del d[x]
d[0] = "zero"
d[5] = "five"
print(d, list(d), list(d.items())[:3])
print(d.popitem(), d.popitem(), d)

# repr recursion and nested
r = {}
r["self"] = r
r["list"] = [r]
print(r, r.keys(), r.values())
print({(1, 2): [3], None: {}, "s": "q'uote", 1.5: -0.0})

# subclasses
class D(dict):
    def __missing__(self, key):
        return key * 2
dd = D(a=1)
print(dd["a"], dd[21], dd.get(21), 21 in dd, type(dd).__name__, dd, type(dd.copy()).__name__)
class Counter(dict):
    def __missing__(self, key):
        self[key] = 0
        return 0
cc = Counter()
for ch in "abracadabra":
    cc[ch] += 1
print(cc, sorted(cc.items()))
class Mapping:
    def keys(self):
        return ["p", "q"]
    def __getitem__(self, k):
        return k.upper()
print(dict(Mapping()), {**Mapping()})
def kw(**k):
    return k
print(kw(**{"a": 1}, b=2))
t("star not mapping", lambda: {**1})
x = {"a": 1, **{"b": 2}, "c": 3, **dict(d=4)}
print(x)
print(dict.fromkeys(range(3), []), D.fromkeys([1]), type(D.fromkeys([1])).__name__)
print(type({}.keys()).__name__, type(iter({})).__name__, type(iter({}.items())).__name__, type(reversed({})).__name__)
