# len, iter, next, enumerate, zip, map, filter, reversed, min, max, sum,
# all, any, isinstance, issubclass, hash, callable.

def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

t("len()", lambda: len())
t("len 2", lambda: len(1, 2))
t("len kw", lambda: len(x=1))
t("len int", lambda: len(1))
print(len([1]), len("ab"), len({1: 2}), len(range(5)), len(set()), len(()))
class Len:
    def __len__(self):
        return 5
print(len(Len()))
class BadLen:
    def __len__(self):
        return -1
t("len negative", lambda: len(BadLen()))

t("iter()", lambda: iter())
t("iter int", lambda: iter(1))
t("iter v w", lambda: iter(1, 2))
t("iter 3", lambda: iter(1, 2, 3))
t("next()", lambda: next())
t("next int", lambda: next(1))
t("next default", lambda: next(iter([]), 5))
t("next exhausted", lambda: next(iter([])))
t("next 3", lambda: next(iter([]), 1, 2))
n = [0]
def counter():
    n[0] += 1
    return n[0]
print(list(iter(counter, 5)))
def gen():
    yield 1
    return "done"
g = gen()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.value)
print(next(g, "dflt"))

print(list(enumerate("abc")), list(enumerate("ab", 10)), list(enumerate("ab", start=-1)))
print(list(enumerate(iterable="xy", start=5)), list(enumerate([], 3)), list(enumerate("a", 2**70)))
t("enumerate()", lambda: enumerate())
t("enumerate int", lambda: enumerate(1))
t("enumerate start str", lambda: enumerate([1], "a"))
t("enumerate bad kw", lambda: enumerate([1], foo=5))
t("enumerate 3", lambda: enumerate([1], 2, 3))
e = enumerate("ab")
print(iter(e) is e, next(e), list(e))

print(list(zip()), list(zip("ab")), list(zip("abc", [1, 2])), list(zip("ab", "cd", "ef")))
print(list(zip([1, 2], [3, 4], strict=True)))
t("zip strict short", lambda: list(zip([1, 2], [3], strict=True)))
t("zip strict long", lambda: list(zip([1], [3, 4], strict=True)))
t("zip strict 3", lambda: list(zip([1], [3], [4, 5], strict=True)))
t("zip strict 3b", lambda: list(zip([1, 2], [3, 4], [5], strict=True)))
t("zip int", lambda: zip(1))
t("zip kw", lambda: zip([1], foo=1))
print(dict(zip("abc", range(3))))

print(list(map(len, ["a", "bb"])), list(map(pow, [2, 3], [3, 2, 1])), list(map(lambda *a: a, "ab", "cd", "ef")))
t("map()", lambda: map())
t("map 1", lambda: map(len))
t("map not callable", lambda: list(map(1, [1])))
t("map int", lambda: map(len, 1))
print(list(filter(None, [0, 1, "", "a", [], [0], None])), list(filter(lambda x: x % 2, range(7))))
print(list(filter(bool, [0, 3])))
t("filter()", lambda: filter())
t("filter 1", lambda: filter(None))

print(list(reversed([1, 2, 3])), list(reversed((1, 2))), list(reversed("abc")), list(reversed(range(3))))
print(list(reversed({1: 2, 3: 4})), list(reversed({1: 2}.items())))
t("reversed()", lambda: reversed())
t("reversed int", lambda: reversed(1))
t("reversed set", lambda: reversed({1}))
t("reversed 2", lambda: reversed([], 1))
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(list(reversed(Seq())), list(Seq()), 20 in Seq())
rv = reversed((1, 2, 3))
print(rv.__length_hint__(), next(rv), rv.__length_hint__(), list(rv), rv.__length_hint__())
class NoRev:
    __reversed__ = None
    def __len__(self):
        return 1
    def __getitem__(self, i):
        return i
t("reversed None", lambda: reversed(NoRev()))

print(min(3, 1, 2), max(3, 1, 2), min("bca"), max([1, 5, 3]), min([], default=None), max((), default=7))
print(max([3, 1, 2], key=lambda x: -x), min("aBc", key=str.lower), max(1, 2, key=None), max([1, 1.0]), min([1, 1.0]), max([1.0, 1]))
print(max([(1, "a"), (1, "b")]), min([[2], [1, 9]]))
t("max()", lambda: max())
t("max int", lambda: max(1))
t("max empty", lambda: max([]))
t("min empty", lambda: min(()))
t("max default multi", lambda: max(1, 2, default=5))
t("max bad kw", lambda: max([1, 2], foo=1))
t("max mixed", lambda: max(1, "a"))
t("min mixed", lambda: min(1, "a"))

print(sum([1, 2, 3]), sum([1, 2], 10), sum([0.1] * 10), sum([1, 0.1, 2**70]), sum([2**62, 2**62, 2**62]))
print(sum([1.5, 2], start=1), sum([[1], [2]], []), sum(((1,), (2,)), ()), sum([True, True, 3]), sum([], 5.5))
print(sum([0.1, 0.2, 0.3]), sum([1e100, 1.0, -1e100]), sum([1.0, 2**60, 1e-10]), sum(x / 3 for x in range(10)))
print(sum([float("inf"), 1.0]), sum([float("inf"), -float("inf")]), sum([-0.0, -0.0]), sum([-0.0]), sum([], -0.0))
print(sum([2**63, -1]), sum([-2**63, -1]), sum(range(10**6)), sum([1, 2.5, 3, 4.25]))
t("sum()", lambda: sum())
t("sum 3", lambda: sum([1], 2, 3))
t("sum str", lambda: sum(["a"], ""))
t("sum bytes", lambda: sum([b"a"], b""))
t("sum bytearray", lambda: sum([], bytearray()))
t("sum strs", lambda: sum(["a"]))
t("sum int", lambda: sum(1))

print(all([]), all([1, 2]), all([1, 0]), any([]), any([0, 2]), any(x > 3 for x in range(5)), all(iter([1])))
t("all()", lambda: all())
t("all int", lambda: all(1))

class A:
    pass
class B(A):
    pass
class Meta(type):
    def __instancecheck__(cls, inst):
        return inst == "magic"
    def __subclasscheck__(cls, sub):
        return sub is int
class M(metaclass=Meta):
    pass
print(isinstance(1, int), isinstance(True, int), isinstance(1, (str, (float, int))), isinstance(B(), A), isinstance(A(), B))
print(isinstance("magic", M), isinstance(1, M), issubclass(int, M), issubclass(str, M), isinstance(1, (int, 1)))
print(issubclass(B, A), issubclass(A, B), issubclass(bool, (str, int)), issubclass(B, (B,)), issubclass(A, object))
t("isinstance 1", lambda: isinstance(1))
t("isinstance int", lambda: isinstance(1, 1))
t("isinstance tuple bad", lambda: isinstance(1, (str, 1)))
t("issubclass arg1", lambda: issubclass(1, int))
t("issubclass arg2", lambda: issubclass(int, 1))
class Fake:
    __class__ = int
print(isinstance(Fake(), int), isinstance(Fake(), Fake))

print(hash(1), hash(-1), hash(True), hash(2**61), hash("") , hash((1, 2)), hash(1.5), hash(None) == hash(None))
t("hash()", lambda: hash())
t("hash list", lambda: hash([]))
t("hash dict", lambda: hash({}))
t("hash set", lambda: hash({1}))
print(callable(len), callable(1), callable(A), callable(A()), callable(lambda: 0))
t("callable()", lambda: callable())
t("id()", lambda: id())
a = []
print(id(a) == id(a), id(a) != id([]))
print(type(zip()).__name__, type(map(len, [])).__name__, type(filter(None, [])).__name__, type(enumerate([])).__name__, type(reversed(())).__name__)
print(isinstance(enumerate([]), enumerate), issubclass(enumerate, object), enumerate.__name__)
class E(enumerate):
    pass
print(list(E("ab", 1)), type(E("a")).__name__)
