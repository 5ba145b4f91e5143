# Generators and coroutines whose memory is recycled after they die:
# finished ones that are still referenced keep their identity and state,
# new ones never see an old one's values, and suspended or abandoned ones
# are not disturbed by collections.
import gc


async def fib(n):
    if n <= 1:
        return n
    return await fib(n - 1) + await fib(n - 2)


def drive(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value


async def leaf(tag, big):
    data = [tag] * big
    return len(data), tag


async def chain(depth, tag):
    if depth == 0:
        return await leaf(tag, 3)
    n, t = await chain(depth - 1, tag)
    return n + 1, t


def counter(start, n):
    total = start
    for i in range(n):
        total += i
        yield total


def with_finally(name, log):
    try:
        yield name
        yield name + "!"
    finally:
        log.append("closed " + name)


print(drive(fib(18)))

# Finished coroutines kept alive by a list survive many collections and
# many newer coroutines.
kept = []
for i in range(200):
    c = chain(i % 7, "t%d" % i)
    r = drive(c)
    if i % 50 == 0:
        kept.append((c, r))
    if i % 37 == 0:
        gc.collect()
for _ in range(3):
    drive(fib(15))
    gc.collect()
for c, r in kept:
    print(c.__name__, c.__qualname__, r, c.cr_frame, c.cr_running, c.cr_await)
    try:
        c.send(None)
    except RuntimeError as e:
        print("RuntimeError:", e)

# Generators: fresh ones never see a recycled one's locals.
sums = []
for round_ in range(5):
    gens = [counter(k * 1000, 10) for k in range(50)]
    sums.append(sum(sum(g) for g in gens))
    del gens
    gc.collect()
print(sums)

# Suspended generators and coroutines keep their values across
# collections, while others around them die and are recycled.
log = []
suspended = [with_finally("g%d" % i, log) for i in range(20)]
print([next(g) for g in suspended][:5])
for _ in range(3):
    drive(fib(14))
    gc.collect()
print([next(g) for g in suspended][:5])
print(suspended[3].gi_frame.f_locals)
for g in suspended[:4]:
    g.close()
print(log)
# Abandoned unfinished generators die with their frames.
del suspended
gc.collect()


class Pause:
    def __await__(self):
        v = yield "paused"
        return v


async def waits(x):
    y = x * 2
    got = await Pause()
    return y + got


cs = [waits(i) for i in range(30)]
print([c.send(None) for c in cs][:3])
drive(fib(14))
gc.collect()
print(cs[5].cr_frame.f_locals, cs[5].cr_await is not None)
out = []
for i, c in enumerate(cs):
    try:
        c.send(i * 100)
    except StopIteration as e:
        out.append(e.value)
print(out[:4], len(out))
gen = counter(1, 3)
print(list(gen), list(gen))
gc.collect()
print(list(counter(2, 4)))
