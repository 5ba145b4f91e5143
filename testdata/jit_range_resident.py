# Loops over range() whose iterator state the JIT keeps in registers: every
# way out of the loop must leave the iterator exactly where the interpreter
# would, because other references to it can go on iterating.
import sys


def early_break(it):
    s = 0.0
    for i in it:
        s = s * 0.5 + i
        if i == 3:
            break
    return s


def early_return(it):
    for i in it:
        if i * 2 > 9:
            return i
    return -1


def raises(it, bad):
    t = 0
    for i in it:
        t += 10 // (i - bad)
    return t


def steps(a, b, c):
    t = 0
    n = 0
    for i in range(a, b, c):
        t += i
        n += 1
    return t, n


def edge(a, b, c):
    last = None
    for i in range(a, b, c):
        last = i
    return last


def changes_type(n):
    # x starts as an int, becomes a float; i ends as a big int product.
    x = 0
    for i in range(n):
        x = x * 0.5 + i
    return x


def lazy_inside(n, k):
    t = 0
    for i in range(n):
        if i == k:
            t += len(str(i))  # never ran when the loop was compiled
        t += i
    return t


def frame_inside(n):
    seen = []
    for i in range(n):
        if i == n - 1:
            seen.append(sys._getframe().f_locals["i"])
    return seen


for rep in range(300):
    it = iter(range(10))
    r = early_break(it)
    rest = list(it)
    it2 = iter(range(20))
    r2 = early_return(it2)
    rest2 = next(it2)
    it3 = iter(range(8))
    try:
        raises(it3, 5)
        r3 = "no error"
    except ZeroDivisionError as e:
        r3 = "ZeroDivisionError: " + str(e)
    rest3 = list(it3)
    if rep % 100 == 0:
        print(r, rest, r2, rest2, r3, rest3)

for rep in range(200):
    a = steps(0, 1000, 7), steps(100, -100, -3), steps(5, 5, 1), steps(0, 10, 100)
    if rep % 100 == 0:
        print(a)

big = 2**47
for rep in range(100):
    e = (edge(big - 5, big + 5, 1), edge(-big - 3, -big + 3, 1), edge(2**62, 2**62 + 30, 3),
         edge(big - 2, big + 2, 1), edge(-(2**63), -(2**63) + 2, 1), edge(0, 2**63 - 1, 2**62))
    if rep % 50 == 0:
        print(e)

for rep in range(100):
    c = changes_type(rep % 7), changes_type(50)
    if rep % 50 == 0:
        print(c)

print(sum(lazy_inside(300, 250) for _ in range(50)))
print(frame_inside(5), frame_inside(300))
print(list(frame_inside(k) for k in (1, 2)))
