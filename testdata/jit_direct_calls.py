# Calls from compiled code to compiled plain functions go straight into
# the callee's exit loop (interp.EnterCompiled); everything else takes the
# general path. Both must be invisible: frames, tracebacks, recursion
# limits, defaults, keywords, closures, generators and tracing.
import sys


def leaf(x):
    return x + 1


def mid(x):
    return leaf(x) * 2


def top(n):
    s = 0
    for i in range(n):
        s += mid(i)
    return s


print(top(3000))


def who():
    f = sys._getframe(1)
    return f.f_code.co_name, f.f_back.f_code.co_name, sys._getframe().f_lineno


def caller_a():
    return who()


def caller_b():
    return caller_a()


for i in range(300):
    r = caller_b()
print(r)


def boom(x):
    return 1 // x


def via(x):
    return boom(x)


for i in range(300):
    via(1)
try:
    via(0)
except ZeroDivisionError as e:
    tb = e.__traceback__
    names = []
    while tb:
        names.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    print(names)


def defaults(a, b=10):
    return a + b


def kw(a, *, k=1):
    return a * k


def closure(n):
    def inner(x):
        return x + n
    t = 0
    for i in range(300):
        t += inner(i)
    return t


def gen(n):
    yield n


def mix(n):
    t = 0
    for i in range(n):
        t += defaults(i) + defaults(i, 1) + kw(i, k=2) + next(gen(i))
    return t


print(mix(300), closure(5))


def depth(n):
    if n == 0:
        return 0
    return depth(n - 1) + 1


for i in range(50):
    depth(50)
sys.setrecursionlimit(200)
try:
    depth(500)
except RecursionError as e:
    print("RecursionError", e)
print(depth(150))
