# A visitor dispatching by getattr, properties with a validating setter,
# try/except in a top-level loop.
class Node:
    __slots__ = ('kind', 'val', 'kids')
    def __init__(self, kind, val, kids=()): self.kind = kind; self.val = val; self.kids = list(kids)
class Visitor:
    def visit(self, n):
        m = getattr(self, 'visit_' + n.kind, self.generic)
        return m(n)
    def generic(self, n): return sum(self.visit(k) for k in n.kids)
class Eval(Visitor):
    def visit_num(self, n): return n.val
    def visit_add(self, n): return self.visit(n.kids[0]) + self.visit(n.kids[1])
    def visit_mul(self, n): return self.visit(n.kids[0]) * self.visit(n.kids[1]) % 1000003
class Account:
    def __init__(self, b): self._b = b
    @property
    def balance(self): return self._b
    @balance.setter
    def balance(self, v):
        if v < 0: raise ValueError("neg")
        self._b = v
def build(d, i):
    if d == 0: return Node('num', i % 10)
    return Node('add' if d % 2 else 'mul', 0, [build(d-1, i*2), build(d-1, i*2+1)])
t = build(12, 1); e = Eval(); s = 0
for _ in range(30): s += e.visit(t)
acc = Account(0)
for i in range(1500000):
    acc.balance = acc.balance + (i & 3)
    try:
        if i % 1000 == 0: acc.balance = -1
    except ValueError: s += 1
print(s, acc.balance)
