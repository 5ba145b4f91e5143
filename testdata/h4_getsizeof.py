# sys.getsizeof of the common objects, as memory-comparison programs print it.
import sys
from collections import defaultdict, Counter

g = sys.getsizeof

# Lists: appends, list() of sized and unsized iterables, sorted(), copies.
row = []
grow = []
for i in range(40):
    row.append(i)
    grow.append(g(row))
print("append", grow)
for n in (0, 1, 2, 3, 5, 9, 10, 17, 100, 1000):
    print(n, g(list(range(n))), g(list(tuple(range(n)))), g(list("x" * n)),
          g(list(map(int, range(n)))), g(list(x for x in range(n))),
          g(list(dict.fromkeys(range(n)))), g(list(set(range(n)))),
          g(sorted(range(n))), g([x * x for x in range(n)]), g(list(iter(range(n)))))
a = [1, 2, 3]
a.extend([4, 5])
b = []
b.extend(range(5))
c = [0] * 3
c += [1]
print(g(a), g(b), g(c), g([0] * 7))
print(g([]), g(()), g((1, 2, 3)), g(tuple(range(10))))

# Dicts: by size, str keys or not, copies, subclasses.
print([g(dict.fromkeys(range(n))) for n in (0, 1, 5, 6, 10, 11, 21, 22, 43, 100, 200)])
print([g(dict.fromkeys("abcdefghijklmnopqrstuvwxyz"[:n])) for n in (1, 5, 6, 11, 22)])
d = {}
sizes = []
for i in range(30):
    d[i] = i
    sizes.append(g(d))
print("dict grow", sizes)
print(g({}), g({"a": 1}), g(dict(a=1, b=2)), g({i: i * i for i in range(10)}), g(d.copy()), g(dict(zip("abcdefg", range(7)))))
print(g(defaultdict(list)), g(defaultdict(list, a=1)), g(Counter()), g(Counter("abc")))

# Sets.
s = set()
sizes = []
for i in range(60):
    s.add(i)
    sizes.append(g(s))
print("set grow", sizes)
print([g(set(range(n))) for n in (0, 1, 4, 5, 18, 19, 50, 100)], g(frozenset()), g(frozenset(range(10))), g(set("ab")), g(set(range(4)) | set(range(4, 8))))

# Generators against lists.
print(g(x for x in range(1000)), g(x for x in []), g([x for x in range(1000)]))
def gen():
    yield 1
def gen1(a):
    yield a
print(g(gen()), g(gen1(5)))

# Numbers, strings, bytes.
print([g(x) for x in (0, 1, -1, 2**30 - 1, 2**30, 2**60, 2**64, -(2**64), 10**100, True, False, 1.5, 2j)])
print([g(x) for x in ("", "a", "abc", "x" * 100, "éé", "€€", "😀😀")])
print([g(x) for x in (b"", b"ab", bytearray(), bytearray(b"abc"), bytearray(10))])

# Fixed-size objects.
class Plain:
    pass
class Slotted:
    __slots__ = ("a", "b")
class Empty:
    __slots__ = ()
class Sized:
    def __sizeof__(self):
        return 100
class MyList(list):
    pass
class MyDict(dict):
    pass
class MyInt(int):
    pass
class MyError(Exception):
    pass
print(g(Plain()), g(Slotted()), g(Empty()), g(Sized()), g(MyList()), g(MyDict()), g(MyInt(5)), g(MyError()))
print(g(object()), g(None), g(...), g(print), g([].append), g(Plain.__init__), g(Plain().__init__), g(len))
print(g(iter([])), g(iter(())), g(iter("ab")), g(iter(range(3))), g(iter(set())), g(iter({})), g(iter({}.items())))
print(g(enumerate([])), g(zip()), g(map(str, [])), g(filter(None, [])), g(reversed([])), g(reversed(range(3))))
print(g({}.keys()), g(range(10)), g(memoryview(b"ab")), g(property()), g(staticmethod(len)), g(classmethod(len)))
print(g(ValueError("x")), g(int), g(type), g(Plain), g(lambda: 0), g(sys))
print(object().__sizeof__(), Plain().__sizeof__(), Slotted().__sizeof__(), [].__sizeof__(), {}.__sizeof__(), set().__sizeof__(), ValueError().__sizeof__())
print(g(object(), 5), g(Plain(), "d"))
