# Containers mutated by Python code while a builtin is working on them.

def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

# max/min with a key that empties the source list
src = [[i] for i in range(10)]
def key(x):
    src.clear()
    return x[0]
print(max(src, key=key), src)

# sort whose comparison clears the list being sorted
class K:
    def __init__(self, v, lst):
        self.v = v
        self.lst = lst
    def __lt__(self, other):
        self.lst.clear()
        return self.v < other.v
    def __repr__(self):
        return "K(%d)" % self.v
lst = []
lst.extend(K(v, lst) for v in [3, 1, 2])
t("sort clearing", lambda: lst.sort())
print(lst)

# repr that deletes from the dict being printed
d = {}
class Del:
    def __init__(self, k):
        self.k = k
    def __repr__(self):
        d.pop(self.k + 1, None)
        return "Del(%d)" % self.k
for i in range(4):
    d[i] = Del(i)
t("dict repr mutating", lambda: repr(d))
print(len(d))

# list repr that shrinks the list
lst = []
class Shrink:
    def __repr__(self):
        lst.clear()
        return "S"
lst.extend([1, Shrink(), 3, 4])
print(repr(lst), lst)

# __eq__ that mutates a set during lookup
s = set()
class Evil:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 1
    def __eq__(self, other):
        s.discard(self) if False else None
        return isinstance(other, Evil) and self.v == other.v
    def __repr__(self):
        return "E%d" % self.v
s.update([Evil(1), Evil(2), Evil(3)])
print(sorted(s, key=lambda e: e.v), Evil(2) in s, Evil(9) in s)

# __eq__ that clears the set it is compared in
class Clearer:
    def __init__(self, v, box):
        self.v = v
        self.box = box
    def __hash__(self):
        return 7
    def __eq__(self, other):
        self.box[0].clear()
        return False
box = [None]
cs = {Clearer(1, box), Clearer(2, box)} if False else set()
box[0] = cs
cs.add(Clearer(1, box))
cs.add(Clearer(2, box))
print(len(cs))

# list.index/count/remove with __eq__ that mutates the list
ml = [1, 2, 3]
class Grow:
    def __repr__(self):
        return "Grow()"
    def __eq__(self, other):
        if len(ml) < 6:
            ml.append(0)
        return False
print(ml.count(Grow()), ml)
ml = [1, 2, 3]
t("index grow", lambda: ml.index(Grow()))
t("remove grow", lambda: ml.remove(Grow()))
print(ml)

# comparison of lists mutated by __eq__
la = [1, 2, 3]
class Drop:
    def __eq__(self, other):
        la.clear()
        return True
print([Drop(), 5] == la, la)

# dict iteration with value update, insertion while iterating items()
d = {1: 1}
try:
    for k, v in d.items():
        d[k + 1] = v
except RuntimeError as e:
    print("RuntimeError", e)

# generators feeding builtins
def gen():
    for i in range(5):
        yield [i] * 3
print(max(gen()), min(gen(), key=lambda x: -x[0]), sorted(gen(), reverse=True)[:2], sum((x[0] for x in gen())))
print(list(zip(gen(), gen())), dict(enumerate(gen())))
print(set(map(tuple, gen())) == {(i, i, i) for i in range(5)}, list(filter(None, gen())))
big = [str(i) * 3 for i in range(2000)]
big.sort(key=lambda s: (len(s), s[::-1]))
print(big[:3], big[-3:])
