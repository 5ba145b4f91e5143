# collections.deque
from collections import deque

def show(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!!", type(e).__name__, e)

d = deque([1, 2, 3], maxlen=5)
print(d, repr(deque()), deque(maxlen=0), deque('ab', 1))
for t in ["deque([], -1)", "deque([], 'a')", "deque([], 2.0)", "deque().pop()",
          "deque().popleft()", "deque([1]).index(3)", "deque([1]).remove(3)",
          "deque([1])[5]", "deque([1])[-2]", "deque([1])[1:2]", "deque([1]).maxlen",
          "deque([1]) + [1]", "deque([1]) + deque([2, 3])", "deque([1]) < deque([2])",
          "deque([1]) < [2]", "deque([1], 1).insert(0, 5)", "deque([1])*3", "3*deque([1,2])",
          "hash(deque())", "deque([1,2,3]).index(2, 0, 1)", "deque([1,2,3]).index(3, -2)",
          "deque([1,2])['a']", "deque([1,2]).rotate('a')", "deque(1)",
          "deque([1], maxlen=2**70)", "deque([1],maxlen=2)*3", "deque([1,2]) == [1,2]",
          "deque([1,2]).count(1)", "deque([1,2]).copy()", "list(reversed(deque([1,2,3])))",
          "deque.__module__", "deque().append()", "deque().append(1,2)",
          "deque([1,2,3]) == deque([1,2,3])", "deque([1,2]) != deque([1,2,3])",
          "deque([1,2,3]) >= deque([1,2])", "deque([1,2,3]) <= deque([1,3])",
          "2 in deque([1,2])", "5 in deque([1,2])", "len(deque(range(100)))",
          "bool(deque())", "bool(deque([0]))", "deque(range(5))[-1]"]:
    show(t)

d = deque([1, 2, 3])
try:
    for x in d:
        d.append(4)
except RuntimeError as e:
    print(type(e).__name__, e)

d = deque()
d.append(d)
print(d)
d = deque(range(10), maxlen=4)
d.appendleft(-1); print(d)
d.extendleft([7, 8]); print(d)
d.rotate(2); print(d)
d.rotate(-3); print(d)
d.reverse(); print(d)
print(d.pop(), d.popleft(), d)
d.clear(); print(d, len(d))

d = deque()
for i in range(20):
    d.append(i)
    if i % 3 == 0:
        d.popleft()
print(d, len(d), d[0], d[-1])
d[0] = 'x'; del d[1]; print(d)
d.insert(2, 'ins'); print(d)
d.insert(-100, 'first'); d.insert(100, 'last'); print(d)
d.remove('ins'); print(d)
d += [1, 2]; print(d)
d *= 2; print(len(d))
e = d.copy(); e.append(99); print(len(d), len(e))
d.extend(d); print(len(d))

big = deque()
for i in range(1000):
    big.appendleft(i)
for i in range(500):
    big.pop()
print(len(big), big[0], big[-1], sum(big))
big.rotate(123)
print(big[0], big[-1])

class MyDeque(deque):
    def total(self):
        return sum(self)

m = MyDeque([1, 2, 3], maxlen=3)
m.append(4)
print(m, m.total(), type(m.copy()).__name__, m.maxlen)
m.extra = 5
print(m.extra)
it = iter(deque([1, 2, 3]))
print(next(it), list(it))
print(list(reversed(deque('abc'))))
print(deque('abc') == deque('abc'), deque('abc') == deque('abd'))
