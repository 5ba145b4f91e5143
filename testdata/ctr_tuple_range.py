# tuple, range and slice objects.

def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

print((), (1,), (1, 2), tuple(), tuple("ab"), tuple([1, 2]), tuple(range(3)), tuple({1: 2}))
tt = (1, 2, 3, 2, 1)
print(tt[0], tt[-1], tt[1:3], tt[::-1], tt[::2], tt.count(2), tt.index(2), tt.index(2, 2), len(tt))
t("tuple oob", lambda: tt[10])
t("tuple str index", lambda: tt["a"])
t("tuple index missing", lambda: tt.index(9))
t("tuple concat list", lambda: tt + [1])
t("tuple mul float", lambda: tt * 1.5)
t("tuple setitem", lambda: tt.__setitem__(0, 1))
t("tuple kw", lambda: tuple(x=1))
t("tuple 2 args", lambda: tuple(1, 2))
t("tuple hash unhashable", lambda: hash((1, [])))
print(tt + (4,), (0,) * 3, 2 * (1, 2), () * 5, (1, 2) < (1, 3), (1, 2) < (1, 2, 0), (1,) == (1.0,))
print(hash((1, 2)) == hash((1, 2)), hash(()) == hash(tuple()), hash((1, "a", (2.5, None))))
print(hash((1, 2)), hash(()), hash((None,)), hash(((),)))
x = (1, 2)
x += (3,)
x *= 2
print(x)
nested = ([],)
nested[0].append(nested)
print(nested)
print(1 in tt, 9 in tt, (1, 2).__getnewargs__())
class P(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))
    def total(self):
        return self[0] + self[1]
p = P(3, 4)
print(p, p.total(), type(p).__name__, p == (3, 4), isinstance(p, tuple), hash(p) == hash((3, 4)))
print(tuple(p), type(tuple(p)).__name__, p[:1], type(p[:1]).__name__)

# range
print(range(5), range(1, 5), range(1, 10, 2), range(10, 0, -3), list(range(10, 0, -3)), range(-5))
r = range(0, 20, 3)
print(r.start, r.stop, r.step, len(r), r[2], r[-1], r[1:3], r[::-1], r[10:], list(r[::2]))
print(3 in r, 4 in r, 3.0 in r, "a" in r, r.index(9), r.count(9), r.count(10), r.index(3.0), r.count(3.0))
t("range index missing", lambda: r.index(4))
t("range index bool", lambda: r.index(True))
t("range index str", lambda: r.index("a"))
t("range oob", lambda: r[7])
t("range neg oob", lambda: r[-8])
t("range huge index", lambda: r[10**30])
t("range float index", lambda: r[1.5])
t("range str index", lambda: r["x"])
t("range step 0", lambda: range(1, 2, 0))
t("range float", lambda: range(1.5))
t("range str", lambda: range(1, "a"))
t("range no args", lambda: range())
t("range 4 args", lambda: range(1, 2, 3, 4))
t("range kw", lambda: range(1, stop=2))
t("range lt", lambda: range(1) < range(2))
t("range hash huge", lambda: len(range(-2**62, 2**62)))
t("range slice step 0", lambda: range(5)[::0])
print(range(0) == range(5, 5), range(0, 3, 2) == range(0, 4, 2), range(3) == [0, 1, 2], range(3) != range(3))
print(range(1, 2, 5) == range(1, 3, 7), hash(range(0)) == hash(range(3, 3)), hash(range(1, 2, 5)) == hash(range(1, 3, 7)))
print(hash(range(10)), hash(range(0)), hash(range(5, 6, 3)), hash(range(0, 20, 3)))
print(bool(range(0)), bool(range(1)), list(reversed(range(1, 10, 3))), list(reversed(range(0))))
print(range(2**40, 2**40 + 3), list(range(2**40, 2**40 + 3)), range(3).__reduce__())
class I:
    def __index__(self):
        return 4
print(range(I()), range(10)[I()], [0, 1, 2, 3, 4, 5][I()], list(range(I(), 8))[I():])
it = iter(range(3))
print(it.__length_hint__(), next(it), list(it), type(it).__name__)
total = 0
for i in range(100000):
    total += i
print(total)
for i in range(5, 0, -2):
    print(i, end=" ")
print()

# slice objects
s = slice(1, 10, 2)
print(s, slice(5), slice(None), slice(1, 2), s.start, s.stop, s.step)
print(s.indices(5), slice(None, None, -1).indices(5), slice(-100, 100).indices(10), slice(None, None, 10**30).indices(5))
print(slice(10**30, -10**30, -1).indices(5), slice(1, 2) == slice(1, 2), slice(1, 2) < slice(1, 3), slice(1, 2) != slice(1, 2, 1))
print(hash(slice(1, 2, 3)) == hash(slice(1, 2, 3)), slice(1, 2).__reduce__())
t("slice no args", lambda: slice())
t("slice 4 args", lambda: slice(1, 2, 3, 4))
t("slice kw", lambda: slice(1, a=2))
t("indices neg", lambda: slice(1, 2).indices(-1))
t("indices step 0", lambda: slice(1, 2, 0).indices(5))
t("indices str", lambda: slice("a").indices(5))
t("indices arg str", lambda: slice(1, 2).indices("a"))
t("slice lt tuple", lambda: slice(1, 2) < (1, 2))
print([0, 1, 2, 3, 4, 5][slice(1, None, 2)], "abcdef"[slice(None, None, -2)], (1, 2, 3)[slice(1, 2)])
print(hash(slice(1, 2, 3)), hash(slice(None)))
