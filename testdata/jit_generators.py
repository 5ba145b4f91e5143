# Generators run in machine code between their yields: hot loops inside
# them, send/throw/close, finally blocks, suspended frames' locals,
# tracebacks, return values, and generators resumed from several places.
import sys


def counter(n):
    total = 0
    for i in range(n):
        total += i * i
        if i % 1000 == 999:
            got = yield total
            if got is not None:
                total += got
    return total


g = counter(5000)
print("first", next(g), g.send(7), next(g))
print("locals", sorted(g.gi_frame.f_locals), g.gi_frame.f_locals["i"])
try:
    while True:
        next(g)
except StopIteration as e:
    print("value", e.value)


def squares(xs):
    for x in xs:
        yield x * x


s = 0
for k in range(300):
    s += sum(squares(range(k)))
print("squares", s, list(squares([1.5, 2, -3])))
print("genexpr", sum(x * 2 for x in range(10000)), max((x % 7, x) for x in range(500)))


def guarded(log):
    try:
        i = 0
        while True:
            i += 1
            try:
                yield i
            except ValueError as e:
                log.append(("caught", str(e), i))
    finally:
        log.append(("finally", i))


log = []
g = guarded(log)
for _ in range(2000):
    next(g)
print("throw", g.throw(ValueError("bad")), next(g))
g.close()
print("log", log)


def failing(xs):
    for i, x in enumerate(xs):
        yield 10 // x


for _ in range(300):
    list(failing([1, 2, 3]))
try:
    list(failing([4, 5, 0, 6]))
except ZeroDivisionError as e:
    tb = e.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    print("raised", tb.tb_frame.f_code.co_name, tb.tb_lineno, sorted(tb.tb_frame.f_locals.items()))


def interleave(a, b):
    ga, gb = iter(a), iter(b)
    while True:
        try:
            yield next(ga)
            yield next(gb)
        except StopIteration:
            return


def nums(n):
    i = 0
    while i < n:
        yield i
        i += 1


print("interleave", list(interleave(nums(5), (c for c in "abcdefg"))))
total = 0
for rounds in range(200):
    gens = [nums(50) for _ in range(3)]
    for g in gens:
        total += sum(g)
print("nums", total)


def introspect():
    x = 1
    yield sys._getframe().f_locals.copy()
    for y in range(3):
        x += y
    yield sys._getframe().f_locals.copy()


for _ in range(200):
    list(introspect())
print("frames", list(introspect()))
