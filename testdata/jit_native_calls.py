# Calls that machine code makes itself (call_native): recursion, methods,
# exceptions and tracebacks through such calls, frames seen from inside
# them, callees rebound or given new code while compiled callers run,
# arguments of every count, and calls that must not be made natively.
import sys
import traceback


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print("fib", fib(17))


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


print("parity", [is_even(k) for k in range(0, 400, 37)])


# Arguments: none, one, many; the callee's other registers start unbound.
def zero():
    return 7


def many(a, b, c, d, e, f):
    t = a - b + c * d - e
    return t * f


def fresh(a):
    if a > 1000:
        y = a  # noqa: F841
    try:
        return y  # noqa: F821
    except UnboundLocalError:
        return "unbound"


def drive_args(n):
    t = 0
    s = None
    for i in range(n):
        t += zero() + many(i, 1, 2, 3, 4, 5)
        s = fresh(i)
    return t, s


print("args", drive_args(600))


# An exception raised three native calls deep, caught two levels up; and
# a traceback printed from a frame machine code called.
def level3(x):
    if x % 97 == 96:
        raise ValueError("bad %d" % x)
    return x + 1


def level2(x):
    return level3(x) * 2


def level1(x):
    try:
        return level2(x)
    except ValueError as e:
        return str(e)


def drive_exc(n):
    out = []
    for i in range(n):
        r = level1(i)
        if isinstance(r, str):
            out.append(r)
    return out


print("caught", drive_exc(300))


def tb3(x):
    if x == 299:
        return traceback.format_stack(limit=4)
    return None


def tb2(x):
    return tb3(x)


def tb1(n):
    got = None
    for i in range(n):
        r = tb2(i)
        if r is not None:
            got = r
    return got


for line in tb1(300):
    print("stack", line.strip().splitlines()[0].split(", ", 1)[1])


def uncaught3(x):
    return 10 // (x - 250)


def uncaught2(x):
    return uncaught3(x) + 1


def uncaught1(n):
    t = 0
    for i in range(n):
        t += uncaught2(i)
    return t


try:
    uncaught1(300)
except ZeroDivisionError:
    for line in traceback.format_exc().splitlines():
        if line.startswith("  File"):
            print("tb", line.split(", ", 1)[1])


# Frames seen from a callee: the chain of callers, their lines and
# locals, and a caller's local written through f_locals.
def inner_look(k):
    f = sys._getframe(1)
    names = []
    g = f
    while g is not None and len(names) < 3:
        names.append(g.f_code.co_name)
        g = g.f_back
    if k == 150:
        f.f_back.f_locals["mark"] = "written"
    return names, f.f_locals.get("acc"), f.f_lineno


def middle_look(k):
    acc = k * 3  # noqa: F841
    return inner_look(k)


def outer_look(n):
    mark = "original"
    seen = None
    for i in range(n):
        names, acc, line = middle_look(i)
        if i == 150:
            seen = (names, acc, line, mark)
    return seen, mark


print("frames", outer_look(200))


# Rebinding the callee while a compiled caller runs.
def base(x):
    return x + 1


def other(x):
    return x * 100


def rebinder(n):
    global base
    t = 0
    for i in range(n):
        if i == n // 2:
            base = other
        t += base(i)
    return t


print("rebind", rebinder(600))


# A new __code__ for a function compiled callers call natively.
def target(x):
    return x + 1


def replacement(x):
    return -x


def code_swap(n):
    t = 0
    for i in range(n):
        if i == 300:
            target.__code__ = replacement.__code__
        t += target(i)
    return t


print("code", code_swap(600))


# Methods: one class, a subclass overriding, and a function stored on
# an instance under the method's name (called without self).
class Shape:
    def __init__(self, w):
        self.w = w

    def area(self):
        return self.w * self.w

    def twice(self):
        return self.area() + self.area()


class Rect(Shape):
    def area(self):
        return self.w * 2


def method_drive(n):
    shapes = [Shape(3), Shape(4)]
    t = 0
    for i in range(n):
        s = shapes[i % 2]
        t += s.twice()
        if i == n // 2:
            shapes.append(Rect(5))
            shapes[0] = Rect(6)
    return t


print("methods", method_drive(800))


def plain_area(w):
    return w + 0.5


def shadow_drive(n):
    s = Shape(2)
    t = 0
    for i in range(n):
        if i == n - 10:
            s.area = plain_area
            s.w = 9
        if i >= n - 10:
            t += s.area(i)
        else:
            t += s.area()
    return t


print("shadow", shadow_drive(400))


def same_fn_drive(n):
    s = Shape(2)
    t = 0
    errors = []
    for i in range(n):
        if i == n - 10:
            s.area = Shape.area  # the same function, now not bound
        try:
            t += s.area()
        except TypeError as e:
            errors.append(str(e))
    return t, len(errors), errors[0]


print("same function", same_fn_drive(400))


# Calls that are not made natively: defaults, keywords, *args, closures,
# generators; and natively called code that creates generators.
def with_default(a, b=10):
    return a * b


def gen(n):
    for i in range(n):
        yield i * i


def mixed(n):
    k = 3

    def clo(x):
        return x + k

    t = 0
    for i in range(n):
        t += with_default(i) + with_default(i, 2) + with_default(a=i)
        t += clo(i) + sum(gen(i % 5))
    return t


print("mixed", mixed(400))


# Types changing under a callee (its guards fail inside a native call),
# and an int that overflows into a big int there.
def grow(x, y):
    return x * y + 1


def types_drive(n):
    out = []
    v = 3
    for i in range(n):
        if i < n // 2:
            out.append(grow(i, 2))
        elif i < n - 5:
            out.append(grow(i * 0.5, 2.0))
        else:
            v = grow(v, 1 << 40)
    return out[-7:], v


print("types", types_drive(400))


# A callee returning from inside a loop (a return in a region).
def find(limit, step):
    k = 0
    while True:
        k += step
        if k > limit:
            return k


def find_drive(n):
    t = 0
    for i in range(n):
        t += find(i, 3)
    return t


print("find", find_drive(300))


# Returning from inside a loop over an iterator the caller goes on with.
def take_until(it, limit):
    for v in it:
        if v >= limit:
            return v
    return -1


def iter_drive(n):
    t = 0
    for i in range(n):
        it = iter(range(i, i + 50))
        a = take_until(it, i + 10)
        t += a * 3 + next(it)
    return t


print("iterators", iter_drive(400))


# Recursion to the limit, caught, then more native calls.
def down(n):
    return down(n + 1)


def depth_probe():
    try:
        down(0)
    except RecursionError as e:
        return type(e).__name__
    return "no error"


old = sys.getrecursionlimit()
sys.setrecursionlimit(800)
print("recursion", depth_probe(), fib(12))
sys.setrecursionlimit(old)
print("after", fib(14), drive_exc(200))


# A tracer sees every call, natively compiled callers or not.
calls = []


def tracer(frame, event, arg):
    if event == "call":
        calls.append(frame.f_code.co_name)
    return None


sys.settrace(tracer)
r = fib(12) + drive_args(5)[0]
sys.settrace(None)
print("traced", r, len(calls), sorted(set(calls)))
print("untraced", fib(15))


# Tracing turned on inside a compiled loop: its later calls are traced.
def traced_loop(n):
    t = 0
    for i in range(n):
        if i == n - 3:
            sys.settrace(tracer)
        t += fib(3) + zero()
    sys.settrace(None)
    return t


calls.clear()
print("traced loop", traced_loop(600), len(calls), sorted(set(calls)))
