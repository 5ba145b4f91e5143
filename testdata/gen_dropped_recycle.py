# Generators dropped before they finish (never started, or suspended at a
# yield outside every handler) have their memory recycled once the
# collector finds them dead: the generators made after them never see
# their locals or state, and dropped generators that something still
# reaches (a frame object, a finalizer's object, a weak reference's
# callback, a traceback) keep working.
import gc
import weakref


def evens(xs, tag):
    seen = 0
    for x in xs:
        seen += 1
        if x % 2 == 0:
            yield tag, x, seen


def pairs(n):
    a = [n]
    b = (n, n + 1)
    for i in range(n):
        yield a, b, i


def first_even(xs):
    for _, x, _ in evens(xs, "inner"):
        return x
    return None


data = [1, 3, 5, 8, 9, 10, 12, 14]
total = 0
for i in range(3000):
    total += next(x for x in data if x > 4)
    for t, e, s in evens(data, "loop%d" % i):
        total += e + s
        break
    if any(x > 9 for x in data):
        total += 1
    if all(x > 0 for x in data):
        total += 2
    g = evens(data, "never")  # never started
    total += first_even(data)
    if i % 500 == 0:
        gc.collect()
print(total)

# Fresh generators of every size class after many were dropped: their
# state starts clean.
gc.collect()
fresh = [pairs(k) for k in range(1, 6)]
for g in fresh:
    print(g.gi_running, g.gi_suspended, g.gi_frame.f_lasti >= 0, g.gi_yieldfrom)
    print(sorted(g.gi_frame.f_locals.items()))
    print(list(g))
    print(g.gi_frame, g.gi_suspended)


def big(n):
    v0 = v1 = v2 = v3 = v4 = v5 = v6 = v7 = v8 = v9 = n
    w0 = w1 = w2 = w3 = w4 = w5 = w6 = w7 = w8 = w9 = -n
    yield v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9
    yield w0 + w1 + w2 + w3 + w4 + w5 + w6 + w7 + w8 + w9


for r in range(4):
    for k in range(300):
        g = big(k)
        next(g)
    gc.collect()
g = big(7)
print(sorted(g.gi_frame.f_locals.items())[:3], list(g))

# A dropped generator whose frame object is still referenced: the frame
# object stays usable after collections (CPython 3.13 clears the frame's
# variables then, and f_locals reads freed memory: not printed).
frames = []
for k in range(5):
    g = evens([2, 4, 6], "framed%d" % k)
    next(g)
    frames.append(g.gi_frame)
    del g
gc.collect()
for _ in range(200):
    h = evens([2], "other")
    next(h)
gc.collect()
for f in frames:
    print(f.f_lineno, f.f_code.co_name, f.f_back)


# A finalizer's object holds a suspended generator: the object and the
# generator are resurrected together, and the finalizer resumes it.
log = []


class Holder:
    def __init__(self, name):
        self.gen = evens([2, 4, 6, 8], name)
        next(self.gen)

    def __del__(self):
        log.append(list(self.gen))


for k in range(3):
    Holder("held%d" % k)
gc.collect()
gc.collect()
print(sorted(log))

# Weak references to dropped generators: the callback runs, the referent
# is gone.
cb = []
refs = []
for k in range(4):
    g = evens([2, 4], "weak%d" % k)
    if k % 2:
        next(g)
    refs.append(weakref.ref(g, lambda r: cb.append("cb")))
    del g
gc.collect()
print(len(cb), [r() for r in refs])


# A traceback through a generator that is then dropped: the frame in the
# traceback keeps the generator's locals.
def failing(n):
    local = "kept%d" % n
    yield local
    raise ValueError(local)


tbs = []
for n in range(3):
    g = failing(n)
    next(g)
    try:
        next(g)
    except ValueError as e:
        tbs.append(e.__traceback__)
    del g
gc.collect()
for _ in range(100):
    x = failing(99)
    next(x)
gc.collect()
for tb in tbs:
    while tb.tb_next:
        tb = tb.tb_next
    print(tb.tb_frame.f_code.co_name, tb.tb_frame.f_locals["local"], tb.tb_lineno)

# Generators suspended inside try/except and with blocks are not touched
# while something reaches them; those still referenced resume normally.
def guarded(n):
    try:
        yield n
        yield n + 1
    except KeyError:
        yield "caught"


kept = []
for k in range(50):
    g = guarded(k)
    next(g)
    if k % 10 == 0:
        kept.append(g)
gc.collect()
print([next(g) for g in kept], [g.throw(KeyError) for g in kept])
