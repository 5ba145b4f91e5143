from collections import deque
import random
r = random.Random(3)
ok = True
out = []
for trial in range(400):
    n = r.randint(0, 40)
    d = deque()
    ref = []
    for i in range(n):
        if r.random() < 0.5:
            d.append(i); ref.append(i)
        else:
            d.appendleft(i); ref.insert(0, i)
    for _ in range(r.randint(0, 6)):
        if d and r.random() < 0.3:
            d.popleft(); ref.pop(0)
    for _ in range(5):
        k = r.randint(-60, 60)
        d.rotate(k)
        if ref:
            k2 = k % len(ref)
            ref = ref[-k2:] + ref[:-k2] if k2 else ref
        if list(d) != ref:
            ok = False
            print("mismatch", trial, k, list(d), ref)
    out.append(sum(i * v for i, v in enumerate(d)))
print(ok, sum(out))
d = deque(range(10), maxlen=12); d.rotate(3); print(d); d.rotate(-4); print(d)
d = deque(range(8)); d.rotate(3); print(d)
d = deque("abcdefgh"); d.rotate(); print(d, d[0], d[-1])
it = iter(d)
d.rotate(1)
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError:", e)
d = deque(range(1000))
for i in range(20000):
    d.rotate(7)
    d.append(d.popleft())
print(d[0], d[500], d[-1])
from collections import OrderedDict
od = OrderedDict()
evicted = []
for i in range(5000):
    k = (i * 7) % 1500
    if k in od:
        od.move_to_end(k)
    else:
        od[k] = i
        if len(od) > 1000:
            evicted.append(od.popitem(last=False))
print(len(od), evicted[:5], evicted[-3:], list(od.items())[:3], od.popitem(), od.popitem(False))
try:
    OrderedDict().popitem()
except KeyError as e:
    print("KeyError:", e)
