# list: construction, indexing, slicing, methods, operators, errors.

def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

print(list(), list("abc"), list(range(4)), list((1, 2)), list({1: 2, 3: 4}))
l = [1, 2, 3, 4, 5, 6]
print(l[0], l[-1], l[2:4], l[::2], l[::-1], l[-2:], l[:100], l[5:1], l[5:1:-2])
t("index out of range", lambda: l[6])
t("neg out of range", lambda: l[-7])
t("bad index", lambda: l["a"])
t("float index", lambda: l[1.0])
t("huge index", lambda: l[10**30])
t("huge slice", lambda: l[10**30:])
t("bool index", lambda: l[True])
t("zero step", lambda: l[::0])

class Idx:
    def __index__(self):
        return 2
print("__index__", l[Idx()], l[Idx():])

l = list(range(10))
l[2:5] = ["a", "b"]
print(l)
l[1:1] = [100, 200]
print(l)
l[:] = l
print(l)
l[::2] = "ABCDEF"
print(l)
l[::-3] = [None] * 4
print(l)
del l[::2]
print(l)
del l[1:3]
print(l)
del l[-1]
print(l)
l[-1] = "last"
print(l)
l[len(l):] = [1, 2]
print(l)
l[1:4:1] = ()
print(l)
t("ext slice size", lambda: l.__setitem__(slice(None, None, 2), [1, 2, 3, 4, 5, 6, 7]))
t("assign non-iterable", lambda: l.__setitem__(slice(0, 1), 5))
t("ext assign non-iterable", lambda: l.__setitem__(slice(0, 4, 2), 5))
t("setitem oob", lambda: l.__setitem__(10, 5))
t("delitem oob", lambda: l.__delitem__(-10))

a = [1, 2]
a.append(3)
a.extend([4, 5])
a.extend(range(6, 8))
a.extend("ab")
a.insert(0, "first")
a.insert(-1, "before-last")
a.insert(100, "end")
a.insert(-100, "start")
print(a)
print(a.pop(), a.pop(0), a.pop(-2), a)
a.remove("a")
print(a, a.index(4), a.index(4, 2), a.count(1), a.count(99))
t("remove missing", lambda: a.remove(99))
t("index missing", lambda: a.index(99))
t("index missing str", lambda: a.index("zz"))
t("index range", lambda: [1, 2, 3].index(3, 0, 2))
t("index neg start", lambda: [1, 2, 3].index(3, -1))
t("index huge", lambda: [1, 2, 3].index(3, -10**30, 10**30))
t("index bad start", lambda: [1].index(1, "x"))
t("pop empty", lambda: [].pop())
t("pop oob", lambda: [1].pop(3))
t("pop str", lambda: [1].pop("x"))
t("insert args", lambda: [1].insert(1))
t("append args", lambda: [].append())
t("append 2 args", lambda: [].append(1, 2))
t("copy args", lambda: [].copy(1))
t("count args", lambda: [].count())
t("extend int", lambda: [].extend(5))
t("descriptor", lambda: list.append(1, 2))
t("unbound", lambda: list.append())
t("len descriptor", lambda: list.__len__(1))
b = a.copy()
b.reverse()
print(b, a == b[::-1], a is not a.copy())
b.clear()
print(b, len(b), bool(b), bool(a))

# operators
print([1, 2] + [3], [1] * 3, 3 * [0], [1, 2] * 0, [1] * -5, [] * 10)
t("concat int", lambda: [1] + 1)
t("concat tuple", lambda: [1] + (2,))
t("mul float", lambda: [1] * 1.5)
t("rmul float", lambda: 1.5 * [1])
t("mul list", lambda: [1] * [1])
t("mul huge", lambda: [1] * 10**20)
x = [1]
x += (2, 3)
x += "ab"
x *= 2
print(x)
y = x
y += [9]
print(x is y, x)
def imul_bad():
    z = [1]
    z *= "a"
t("imul str", imul_bad)
def iadd_bad():
    z = [1]
    z += 5
t("iadd int", iadd_bad)

# comparisons
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], [2] > [1, 9], [1, 2] == [1, 2], [1, 2] != [1, 2.0])
print([] < [1], [1] <= [1], [[1]] == [[1]])
t("lt int", lambda: [1] < 1)
t("lt mixed", lambda: [1, 2] < [1, "a"])
print([1, "a"] == [1, 2], [1] == (1,))
t("hash", lambda: hash([]))
print(1 in [1, 2], 3 in [1, 2], "a" not in ["a"])

# repr recursion
r = [1, 2]
r.append(r)
print(r, [r, [r]])
d = {"k": r}
r.append(d)
print(r)

# iteration
it = iter([1, 2, 3])
print(next(it), list(it), list(it))
it = reversed([1, 2, 3])
print(it.__length_hint__(), next(it), list(it))
l = [1, 2, 3]
for x in l:
    if x < 3:
        l.append(x + 10)
print(l)
print(type(iter([])).__name__, type(reversed([])).__name__)

# subclass
class L(list):
    def __init__(self, *args):
        super().__init__(*args)
        self.tag = "L"
m = L("xyz")
print(m, type(m).__name__, m.tag, len(m), m[1:], type(m[1:]).__name__, type(m + m).__name__)
class L2(list):
    pass
print(L2([3, 1, 2]), sorted(L2([3, 1, 2])), L2() == [], isinstance(L2(), list))
t("list kwargs", lambda: list(x=1))
t("list 2 args", lambda: list(1, 2))
t("list int", lambda: list(1))
t("init descriptor", lambda: list.__init__(1))
e = [5, 6]
e.__init__([7])
print(e)
print([].__class_getitem__ is not None)
t("mul str", lambda: [1] * "a")
t("rmul str", lambda: "a" * [1])
t("tuple mul str", lambda: (1,) * "a")

# A list built by append over-allocates as CPython's does, so
# sys.getsizeof agrees while it is small.
import sys
sizes = []
grow = []
for i in range(40):
    sizes.append(sys.getsizeof(grow))
    grow.append(i)
print(sizes, sys.getsizeof([j for j in range(10)]))

# Indices beyond a C ssize_t: list.pop and list.insert convert theirs as one
# (argument clinic "n"), subscripts and repetition as an index.
for f in (lambda: [1].pop(2**70), lambda: [1].insert(-2**70, 1), lambda: [1][2**70], lambda: [1] * 2**70):
    try:
        f()
    except (OverflowError, IndexError) as e:
        print(type(e).__name__, e)

# list + list between exact lists is concatenated directly; a subclass's
# reflected method still comes first, and a subclass's own __add__ runs.
class RL(list):
    def __radd__(self, other):
        return ("radd", len(other), len(self))

    def __add__(self, other):
        return ("add", len(self), len(other))


print([1, 2] + [3], [1] + RL([2, 3]), RL([1]) + [2], (1,) + (2, 3), () + (1,), (1,) + ())
