import timeit

print(timeit.default_timer is __import__("time").perf_counter)
print(timeit.default_number, timeit.default_repeat)

t = timeit.Timer("x = sum(range(10))")
r = t.timeit(100)
print(type(r).__name__, r >= 0)
rs = t.repeat(3, 10)
print(type(rs).__name__, len(rs), all(isinstance(v, float) for v in rs))
print(type(timeit.timeit("pass", number=5)).__name__)
print(len(timeit.repeat("pass", repeat=4, number=2)))

# callables: count the calls
calls = []
def stmt():
    calls.append(1)
def setup():
    calls.append(0)
timeit.timeit(stmt, setup=setup, number=7)
print(calls.count(1), calls.count(0))

# a fake timer makes results deterministic
ticks = iter(range(0, 1000, 3))
def fake():
    return next(ticks)
print(timeit.Timer("pass", timer=fake).timeit(10))
print(timeit.Timer("pass", timer=fake).repeat(3, 1))

# autorange with a fake timer: each call to timeit takes 0.1 * number
class Clock:
    def __init__(self):
        self.now = 0.0
        self.step = 0
    def __call__(self):
        return self.now
seen = []
clock = Clock()
def tick():
    clock.now += 0.03125
print(timeit.Timer(tick, timer=clock).autorange(lambda n, t: seen.append((n, t))))
print(seen)

# globals
g = {"val": 5, "out": []}
timeit.timeit("out.append(val * 2)", number=3, globals=g)
print(g["out"])
timeit.timeit("out.append(y)", setup="y = 41 + 1", number=2, globals=g)
print(g["out"])

# multi-line statements and setup
acc = {"n": 0}
timeit.timeit("for i in range(3):\n    n.append(i)", setup="n = []\nacc['n'] = n", number=2, globals={"acc": acc})
print(acc["n"])

# errors
for args in [("return 1",), ("yield 1",), ("x = = 1",), ("pass", "x ="), ("if True:",)]:
    try:
        timeit.Timer(*args)
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno)
for args in [(1,), ("pass", 2)]:
    try:
        timeit.Timer(*args)
    except ValueError as e:
        print("ValueError", e)
try:
    timeit.timeit("1/0", number=1)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    timeit.timeit("undefined_name", number=1)
except NameError as e:
    print("NameError", e)

# where errors in the timed statement are reported
import linecache
t = timeit.Timer("x = 1\ny = x / 0")
try:
    t.timeit(1)
except ZeroDivisionError as e:
    tb = e.__traceback__
    while tb.tb_next:
        tb = tb.tb_next
    print(tb.tb_frame.f_code.co_filename, tb.tb_lineno, tb.tb_frame.f_code.co_name)
    import io
    t.print_exc(file=io.StringIO())
    print(repr(linecache.getline("<timeit-src>", tb.tb_lineno)))
    print(linecache.cache["<timeit-src>"][1], linecache.cache["<timeit-src>"][3])
print(t.src.count("\n"), t.src.startswith("\ndef inner(_it, _timer):"))
print(timeit.Timer(stmt, setup).src.split("\n")[1])
