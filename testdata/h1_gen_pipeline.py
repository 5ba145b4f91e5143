"""Generator pipelines and closures: log processing, coroutines, send/throw/close, yield from."""
import itertools


LOG = """\
2024-01-01 10:00:01 INFO user=ann action=login
2024-01-01 10:00:05 WARN user=bob action=retry
2024-01-01 10:01:00 ERROR user=ann action=pay amount=30
2024-01-01 10:02:10 INFO user=cy action=login
bad line here
2024-01-01 10:03:00 ERROR user=bob action=pay amount=12
2024-01-01 10:04:00 INFO user=ann action=logout
"""


def lines(text):
    yield from text.splitlines()


def parse(lines):
    for n, line in enumerate(lines, 1):
        parts = line.split()
        if len(parts) < 3 or parts[2] not in {"INFO", "WARN", "ERROR"}:
            print(f"  skip line {n}: {line!r}")
            continue
        fields = dict(p.split("=", 1) for p in parts[3:])
        yield {"date": parts[0], "time": parts[1], "level": parts[2], **fields}


def only(level, records):
    return (r for r in records if r["level"] == level)


errors = list(only("ERROR", parse(lines(LOG))))
print([(e["user"], int(e["amount"])) for e in errors])


def averager():
    total = count = 0
    avg = None
    while True:
        try:
            x = yield avg
        except ValueError:
            print("  reset")
            total = count = 0
            avg = None
            continue
        if x is None:
            break
        total += x
        count += 1
        avg = total / count
    return (count, avg)


def delegate(results):
    while True:
        r = yield from averager()
        results.append(r)


res = []
d = delegate(res)
next(d)
for v in [10, 20, 30]:
    print(d.send(v))
d.throw(ValueError)
print(d.send(5))
d.send(None)
print(res)
d.close()


def counter(start=0):
    n = start

    def inc(step=1):
        nonlocal n
        n += step
        return n

    def get():
        return n

    return inc, get


inc, get = counter(10)
inc()
inc(5)
print(get(), inc.__closure__ is not None, [c.cell_contents for c in inc.__closure__])
adders = [lambda x, i=i: x + i for i in range(3)]
late = [lambda x: x + i for i in range(3)]
print([f(10) for f in adders], [f(10) for f in late])


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


print(list(itertools.islice(fib(), 15)), next(x for x in fib() if x > 1000))
g = fib()
print(next(g), next(g), g.gi_running, g.gi_frame is not None)
g.close()
print(g.gi_frame, list(g))


def gen_with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("  cleanup")


g = gen_with_finally()
print(next(g))
g.close()
g = gen_with_finally()
print(list(g))


def ret():
    yield 1
    return "done"


it = ret()
next(it)
try:
    next(it)
except StopIteration as e:
    print("StopIteration value:", e.value)


def bad():
    yield 1
    raise StopIteration("inner")


try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
squares = (x * x for x in range(5))
print(sum(squares), sum(squares), type(squares).__name__)
print(list(zip(*[iter(range(9))] * 3)), list(map(lambda *a: sum(a), [1, 2], [3, 4], [5, 6])))
