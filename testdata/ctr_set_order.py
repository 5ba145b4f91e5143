# Set iteration order must match CPython's setobject.c exactly.

def show(label, s):
    print(label, s, list(s), len(s))

show("ints", set([5, 3, 9, 1, 7]))
show("neg", set([-1, -2, 5, 100, 7]))
s = set()
for x in [-1, -2, 5, 100, 7]:
    s.add(x)
show("neg-add", s)
show("range", set(range(20)))
show("range-rev", set(range(20, 0, -1)))
show("big-step", set(range(0, 1000, 37)))
show("mult8", set([0, 8, 16, 24, 32, 40]))
show("mult32", set(range(0, 640, 32)))
show("powers", {1 << i for i in range(40)})
show("negs", set(range(-30, 0)))
show("mixed-num", set([1, 2.5, -3, 4.0, 1e100, -0.5]))
show("strs", set(["apple", "banana", "cherry", "date", "elderberry"]))
show("chars", set("hello world"))
show("tuples", set([(1, 2), (3, 4), (0, 0), (-1, 5)]))
show("bools", set([True, False, 0, 1, 2]))
show("none", set([None, 1, "a"]))
show("frozen", frozenset([10, 20, 30, 40, 50, 60]))
show("nested", {frozenset({1, 2}), frozenset(), frozenset({3})})

# removals leave dummies; later inserts reuse them
s = set([0, 8, 16])
s.discard(0)
s.discard(8)
s.add(24)
s.add(32)
show("dummies", s)

s = set(range(50))
for i in range(0, 50, 3):
    s.remove(i)
show("after-remove", s)
for i in range(100, 130):
    s.add(i)
show("after-readd", s)

s = set(range(10))
popped = [s.pop() for _ in range(4)]
print("popped", popped, s)
s.add(100)
s.add(3)
print("after pop add", s, s.pop(), s)

# operations
a = set(range(0, 30, 2))
b = set(range(0, 30, 3))
show("union", a | b)
show("union2", b | a)
show("inter", a & b)
show("inter2", b & a)
show("diff", a - b)
show("diff2", b - a)
show("xor", a ^ b)
show("xor2", b ^ a)
show("union-m", a.union([100, 99, 98], (-1, -2), {1000: 1}))
show("inter-m", a.intersection(range(10), [2, 4, 6, 8, 100]))
show("diff-m", a.difference([2, 4], {6: 0}, range(20, 30)))
show("symdiff-list", a.symmetric_difference([1, 2, 3, 4, 5]))
show("inter-iter", set(range(100)).intersection(x * 7 for x in range(30)))
show("diff-big", set(range(5)) - set(range(100)))
show("diff-small", set(range(100)) - {3, 50})
show("diff-dict", set(range(10)).difference(dict.fromkeys(range(0, 10, 2))))

c = set(range(40))
c &= {1, 5, 9, 13, 200}
show("iand", c)
c |= set(range(60, 70))
show("ior", c)
c -= {60, 61, 1}
show("isub", c)
c ^= {5, 300, 301}
show("ixor", c)
c.intersection_update(range(0, 400, 5))
show("inter-upd", c)
c.difference_update([5])
show("diff-upd", c)
c.symmetric_difference_update({1: 2, 3: 4})
show("symdiff-upd-dict", c)
c.update("ab", [7, 8], {9: 0})
show("update", sorted(c, key=str))

# from dicts and other containers
show("from-dict", set({"z": 1, "a": 2, "m": 3, 7: 4, 3.5: 5}))
show("from-keys", set({10: 1, 2: 2, 33: 3}.keys()))
show("from-items", set({10: 1, 2: 2}.items()))
show("from-str", set("mississippi"))
show("from-frozen", set(frozenset(range(12))))
show("copy", set(range(9)).copy())
show("comp", {x % 7 for x in range(50)})
big = set(range(1000))
show("big-sample", {x for x in big if x % 97 == 0})
big.clear()
show("cleared", big)
show("frozen-big", frozenset(range(100, 0, -7)))
print(frozenset({1, 2}) | {3}, {3} | frozenset({1, 2}))

# displays with non-constant items are built item by item (BUILD_SET)
a, b, c, d, e = -1, -2, 5, 100, 7
show("display-vars", {a, b, c, d, e})
show("display-small", {e, d})
