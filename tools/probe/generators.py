# Generator pipelines: recursive yield from over a tree, filters and maps
# as generators, generator expressions into max() and list().
class Tree:
    def __init__(self, left, value, right): self.left = left; self.value = value; self.right = right
    def __iter__(self):
        if self.left: yield from self.left
        yield self.value
        if self.right: yield from self.right
def tree(lo, hi):
    if lo >= hi: return None
    m = (lo + hi) // 2
    return Tree(tree(lo, m), m, tree(m + 1, hi))
def evens(it):
    for x in it:
        if x % 2 == 0: yield x
def squares(it):
    for x in it: yield x * x
t = tree(0, 20000); tot = 0
for _ in range(40):
    tot += sum(squares(evens(iter(t))))
    tot += max(x for x in t if x % 7 == 3)
    tot += len([x for x in t])
print(tot)
