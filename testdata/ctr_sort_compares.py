# The comparisons list.sort makes, in CPython 3.13's order, on short lists (one run
# found by count_run, extended by binary insertion): visible to __lt__.
class K:
    def __init__(self, n, g): self.n, self.g = n, g
    def __lt__(self, o):
        log.append((self.n, o.n)); return self.g < o.g
    def __repr__(self): return self.n
for gs in ([1, 0, 0, 2], [2, 1, 1, 0, 3], [1, 1, 0], [0, 0, 1, 1, 0], [3, 2, 2, 1, 1, 0, 5, 6, 0], [1, 2, 3, 0], [1, 1, 1, 0, 4]):
    log = []
    items = [K(str(i), g) for i, g in enumerate(gs)]
    print(gs, sorted(items), log)
import random
rnd = random.Random(5)
for trial in range(300):
    n = rnd.randint(2, 40)
    items = [K(str(i), rnd.choice([0, 1, 2, (3,), 'x'] if False else [rnd.randint(0, 3)])) for i in range(n)]
    # inconsistent order: make some pairs incomparable-like via partial order
    for it in items:
        it.g = rnd.randint(0, 5)
    log = []
    s = sorted(items)
    print(trial, s, len(log), log[:12])
