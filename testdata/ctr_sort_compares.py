# The comparisons list.sort makes, in CPython 3.13's order (natural runs as
# count_run finds them, powersort merges, galloping): visible to __lt__.
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

# Longer lists: several runs merged under powersort, with galloping.
import zlib
rnd = random.Random(11)
for trial in range(40):
    n = rnd.choice([rnd.randint(60, 130), rnd.randint(200, 600)])
    items = [K(str(i), 0) for i in range(n)]
    shape = trial % 4
    for it in items:
        i = int(it.n)
        it.g = [rnd.randint(0, 5), i // 7, -i // 5, rnd.randint(0, 1000)][shape]
    log = []
    s = sorted(items)
    print(trial, n, len(log), zlib.crc32(repr(log).encode()), zlib.crc32(repr(s).encode()))
log = []
data = [K(str(i), (i * 7919) % 101) for i in range(300)]
data.sort(reverse=True)
print(len(log), data[:5], data[-5:])
