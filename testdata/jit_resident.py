# Loops whose counters and accumulators live in machine registers
# (register residency): every way out of such a loop, and every way to
# look at its frame while it runs, must see the values the interpreter
# would.
import sys


def counter(n):
    total = 0
    i = 0
    while i < n:
        total += i * i % 7
        i += 1
    return total, i


def floats(n):
    x = 0.0
    y = 1.0
    for i in range(n):
        x = x * 0.999 + i * 0.5
        y = y * 1.0001 - x / 1e6
    return x, y


def breaks(n):
    s = 0
    k = 0
    while True:
        k += 3
        if k > n:
            break
        s += k
    return s, k


def continues(n):
    s = 0
    for i in range(n):
        if i % 3 == 0:
            continue
        s += i
    return s, i


def overflow(n):
    # The accumulator leaves the small-int range inside the loop.
    acc = 1
    i = 0
    while i < n:
        acc = acc * 3 + i
        i += 1
    return acc


def calls(n):
    # A call inside the loop: the residents are written back before the
    # callee runs and reloaded after.
    s = 0
    i = 0
    while i < n:
        s += helper(s, i)
        i += 1
    return s


def helper(s, i):
    return (s + i) % 11


def peek(n):
    # The callee looks at its caller's locals while they are resident.
    s = 0
    i = 0
    seen = []
    while i < n:
        s += i
        if i % 50 == 49:
            seen.append(look())
        i += 1
    return s, seen


def look():
    f = sys._getframe(1)
    return f.f_locals['s'], f.f_locals['i'], f.f_lineno


def snapshot(n):
    s = 0
    i = 0
    snaps = []
    while i < n:
        s += 2
        i += 1
        if i == n // 2:
            snaps.append(sorted(locals().items()))
    return s, snaps


def raises(n):
    s = 0
    i = 0
    while i < n:
        s += i
        i += 1
        if i == n - 3:
            raise ValueError(f"stop at {i} with {s}")
    return s


def caught(n):
    s = 0
    i = 0
    errors = 0
    while i < n:
        try:
            s += 10 // (i % 5)
        except ZeroDivisionError:
            errors += 1
        i += 1
    return s, errors


def returns_inside(n):
    s = 0
    i = 0
    while i < n:
        s += i
        i += 1
        if s > 1000:
            return s, i
    return -1, -1


def nested(n):
    t = 0
    for a in range(n):
        b = 0
        while b < a:
            t += a * b
            b += 1
    return t


def types_change(n):
    # A resident starts as an int and becomes a float, then a string.
    x = 0
    i = 0
    while i < n:
        x += 1
        if i == n // 2:
            x = x + 0.5
        i += 1
    y = 0
    i = 0
    while i < 10:
        y += 1
        if i == 5:
            y = str(y)
            break
        i += 1
    return x, y


def else_clause(n):
    s = 0
    i = 0
    while i < n:
        s += i
        i += 1
    else:
        s = -s
    return s


for f, arg in [(counter, 500), (floats, 300), (breaks, 400), (continues, 300),
               (overflow, 60), (calls, 400), (peek, 200), (snapshot, 40),
               (caught, 300), (returns_inside, 500), (nested, 30),
               (types_change, 400), (else_clause, 300)]:
    for _ in range(3):
        r = f(arg)
    print(f.__name__, r)

try:
    for _ in range(3):
        raises(300)
except ValueError as e:
    tb = e.__traceback__
    while tb.tb_next:
        tb = tb.tb_next
    print("raises", e, tb.tb_lineno, tb.tb_frame.f_locals['s'], tb.tb_frame.f_locals['i'])
