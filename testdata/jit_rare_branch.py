# Branches that had never run when their loop was compiled: their calls,
# raises and global loads are side exits, so the loop's values stay in
# registers; when such a branch finally runs, the interpreter must see
# every local exactly as it is.
import sys


def checked_sum(n, bad):
    t = 0
    for i in range(n):
        if i == bad:
            raise ValueError("bad value %d with t=%d" % (i, t))
        t += i * 3 - 1
    return t


print(checked_sum(3000, -1))
try:
    checked_sum(3000, 2500)
except ValueError as e:
    print("caught:", e)


def noisy(n, every):
    acc = 0
    x = 0.5
    for i in range(n):
        acc = acc * 3 % 1000003 + i
        x = x * 0.75 + i * 0.125
        if i % every == every - 1:
            print("step", i, acc, x, sorted(locals().items()))
    return acc, x


print(noisy(2000, 10**9))
print(noisy(2000, 700))


def asserting(n, limit):
    s = 0
    i = 0
    while i < n:
        s += i
        assert s < limit, ("too big", i, s)
        i += 1
    return s


print(asserting(1000, 10**9))
try:
    asserting(1000, 100000)
except AssertionError as e:
    print("assert:", e.args[0])


def late_name(n, k):
    total = 0
    for i in range(n):
        total += i
        if i == k:
            total += undefined_later  # NameError until it is defined
    return total


print(late_name(1000, -1))
try:
    late_name(1000, 900)
except NameError as e:
    print("NameError:", e)
undefined_later = 10**20
print(late_name(1000, 900))


def inner_loop(n, k):
    t = 0
    for i in range(n):
        t += i
        if i == k:
            for j in range(5):
                t += j * i
            f = sys._getframe()
            print("frame", f.f_code.co_name, f.f_lineno, f.f_locals["t"], f.f_locals["i"])
    return t


print(inner_loop(1500, -1), inner_loop(1500, 1400))


def handler(n, k):
    t = 0
    for i in range(n):
        try:
            if i == k:
                raise KeyError(i)
            t += 2
        except KeyError as e:
            t += 1000 + e.args[0]
    return t


print(handler(2000, -1), handler(2000, 1999), handler(2000, 3))
