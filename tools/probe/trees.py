# Allocation-heavy trees of small instances, and a dict of tuple keys.
class Node:
    def __init__(self, l, r): self.l = l; self.r = r
def make(d): return Node(make(d-1), make(d-1)) if d else Node(None, None)
def check(n): return 1 if n.l is None else 1 + check(n.l) + check(n.r)
tot = 0
for d in range(4, 17, 2):
    for _ in range(2 ** (16 - d)):
        tot += check(make(d))
long = make(16)
print(tot, check(long))
d = {}
for i in range(200000): d[(i, str(i))] = [i] * 3
print(len(d), sum(len(v) for v in d.values()))
