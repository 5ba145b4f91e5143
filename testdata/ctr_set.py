# set and frozenset: API, operators, comparisons and errors.

def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

print(set(), frozenset(), set([1, 2, 2, 3]), frozenset("aab"), set(range(5)))
t("set int", lambda: set(1))
t("set 2 args", lambda: set([1], [2]))
t("set kw", lambda: set(a=1))
t("frozenset 2 args", lambda: frozenset([1], [2]))
t("frozenset kw", lambda: frozenset(a=1))
t("unhashable", lambda: {[]})
t("unhashable from list", lambda: set([[1]]))
t("add no args", lambda: {1}.add())
t("add 2 args", lambda: {1}.add(1, 2))
t("remove missing", lambda: {1}.remove(2))
t("remove unhashable", lambda: {1}.remove([]))
t("discard unhashable", lambda: {1}.discard([]))
t("contains unhashable", lambda: [] in {1})
t("pop empty", lambda: set().pop())
t("or list", lambda: {1} | [1])
t("sub list", lambda: {1} - [1])
t("lt list", lambda: {1} < [1])
t("hash set", lambda: hash(set()))
t("issubset int", lambda: {1}.issubset(1))
t("update int", lambda: {1}.update(1))
t("descriptor", lambda: set.add(frozenset(), 1))
t("frozenset add", lambda: frozenset().add)
t("ior list", lambda: set().__ior__([1]))

s = {1, 2}
s.add(3)
s.add(2)
s.discard(1)
s.discard(100)
s.remove(2)
print(s, len(s), 3 in s, 1 in s)
s.update([4, 5], (6,), {7: 8})
print(s)
print(s.pop(), s)
s.clear()
print(s, bool(s))

# a set used as a key is retried as a frozenset
fs = {frozenset({1, 2}), frozenset()}
print({1, 2} in fs, set() in fs, {3} in fs)
fs2 = set(fs)
fs2.remove({1, 2})
fs2.discard(set())
print(fs2)

a, b = {1, 2, 3, 4}, {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b, [9]), a.intersection(b, {4}), a.difference(b, [1]), a.symmetric_difference([4, 5, 6]))
print(a.union(), a.intersection(), a.difference())
print(a.issubset(a | b), a.issuperset({1}), a.issuperset([1, 99]), a.isdisjoint({9}), a.isdisjoint([1]))
print(a < a | b, a <= a, a < a, a > {1}, a >= a, a == {4, 3, 2, 1}, a != b)
print({1} == frozenset({1}), frozenset({1}) == {1}, {1} == {1.0}, {1} != 1, {1} == [1])
c = set(a)
c |= b
print(c)
c &= {1, 5, 9}
print(c)
c -= {1}
print(c)
c ^= {5, 6}
print(c)
c.intersection_update([6, 7], {6})
print(c)
c.difference_update([6])
print(c)
c.symmetric_difference_update([1, 2])
print(c)
print(c.copy(), c.copy() is c)

f = frozenset([3, 1, 2])
print(f, f | {4}, {4} | f, f & {1}, f - {1}, f ^ {1, 9}, f.copy() is f)
print(type(f | {4}).__name__, type({4} | f).__name__, type(f.union([1])).__name__)
print(hash(f) == hash(frozenset([1, 2, 3])), hash(frozenset()) == hash(frozenset([])))
print({f: 1}[frozenset({1, 2, 3})])
print(hash(frozenset()), hash(frozenset({1, 2, 3})), hash(frozenset(range(100))))
print(hash(frozenset({frozenset({1})})), hash(frozenset({-1, -2})))

# subclasses
class S(set):
    pass
class F(frozenset):
    pass
print(S([1, 2]), S(), F([1]), F(), type(S([1]) | {2}).__name__, type(F([1]) | {2}).__name__)
print(S([1]).copy(), type(S([1]).copy()).__name__, F([1]).copy(), type(F([1]).copy()).__name__)
t("subclass args", lambda: S(1, 2))
print(S([3]) == {3}, F([3]) == {3}, {3} in {F([3])})
print({1}.__reduce__(), S([1]).__reduce__()[1:])

# recursion in repr via a container element
class R:
    def __init__(self):
        self.s = None
    def __repr__(self):
        return "R(%r)" % (self.s,)
    def __hash__(self):
        return 1
r = R()
r.s = {r}
print(r.s)

# iteration errors
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as err:
    print("RuntimeError", err)
s = {1, 2, 3}
try:
    for x in s:
        s.discard(x)
except RuntimeError as err:
    print("RuntimeError", err)
it = iter({1, 2})
print(it.__length_hint__(), next(it), it.__length_hint__(), type(it).__name__)
print(sorted({"b", "a", "c"}), sorted(frozenset({3, 1, 2}), reverse=True), list(frozenset()))
