# Generator pipelines consumed by for loops: a tokenizer-like source, filter
# and map stages, a windowing stage, any()/all() over generator
# expressions, and a recursive generator walk with plain for loops.
def numbers(n, seed):
    x = seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        yield x % 1000


def keep(it, m):
    for v in it:
        if v % m:
            yield v


def scale(it, k):
    for v in it:
        yield v * k + 1


def window(it, size):
    buf = []
    for v in it:
        buf.append(v)
        if len(buf) == size:
            yield sum(buf)
            buf = []


def walk(depth, base):
    if depth:
        for v in walk(depth - 1, base * 2):
            yield v
        for v in walk(depth - 1, base * 2 + 1):
            yield v
    else:
        yield base


total = 0
checks = 0
for rnd in range(40):
    for s in window(scale(keep(numbers(5000, rnd), 3), 7), 4):
        total += s
    vals = list(numbers(200, rnd))
    for k in range(50):
        if any(v > 990 - k for v in vals):
            checks += 1
        if all(v >= k for v in vals):
            checks += 2
    for leaf in walk(8, 1):
        total += leaf
print(total, checks)
