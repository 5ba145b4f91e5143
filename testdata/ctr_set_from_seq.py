# Sets built from lists and tuples: the items in the list's order, a list
# that changes while its items are hashed, and subclasses whose __iter__
# decides what is added.

print(list(set([5, 3, 9, 3, 1])), list(frozenset((8, 1, 8, 64, 2))))
print(sorted(set(["b", "a", "c"])), len(frozenset([1.5, 2, 2.0, True, 1])))

lst = []
class Grow:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        if len(lst) < 8:
            lst.append(Grow(self.v + 1))
        return self.v
    def __eq__(self, other):
        return isinstance(other, Grow) and self.v == other.v
    def __repr__(self):
        return "G%d" % self.v

lst.append(Grow(0))
s = set(lst)
print(sorted(s, key=lambda g: g.v), len(lst))

victim = [1, 2, 3]
class Shrink:
    def __hash__(self):
        victim.clear()
        return 7
victim = [Shrink(), 1, 2, 3]
print(len(set(victim)), victim)

class L(list):
    def __iter__(self):
        return iter([100, 200])
class T(tuple):
    def __iter__(self):
        return iter(["t"])
print(sorted(set(L([1, 2, 3]))), sorted(frozenset(T((1, 2)))))
u = {0}
u.update([4, 5], (6, 4), L([9]))
print(sorted(u), sorted({1}.union([2, 3], (4,))))
print(sorted(map(str, frozenset([1]).union(T((5,))))), {1, 2}.issubset([1, 2, 3]))
try:
    set([1, [2], 3])
except TypeError as e:
    print("TypeError:", e)
try:
    frozenset(([1],))
except TypeError as e:
    print("TypeError:", e)
acc = 0
for i in range(3000):
    acc += len(set([i % 7, i % 11, i % 13, 3])) + len(frozenset((i, i + 1, i)))
print(acc)
