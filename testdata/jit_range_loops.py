# for loops over range(stop) and range(start, stop) in compiled code make
# their iterator from a pool, without a call or a range object: empty and
# negative ranges, the edges of small ints, ints too big for that (the
# interpreter's call), bools, floats and other types (TypeError at the
# call), range rebound as a global or in builtins mid-loop, a loop that
# holds more live iterators than the pool has, and collections while
# pooled iterators are in use.
import builtins
import gc


def sums(n):
    out = []
    for k in range(n):
        t = 0
        for i in range(k % 7 - 2):
            t += i
        for i in range(k % 5, k % 11):
            t += i * 3
        for i in range(-(k % 13), 2):
            t -= i
        out.append(t)
    return out


r = sums(3000)
print(len(r), sum(r), r[:12])


def edges(n):
    vals = [0, 1, -1, 2**47 - 1, -(2**47), 2**47, -(2**47) - 1, 2**62 + 1, True, False]
    out = []
    for k in range(n):
        v = vals[k % len(vals)]
        c = 0
        last = None
        for i in range(v - 2 if isinstance(v, int) and abs(v) > 10 else v, v + 1 if k % 3 else v):
            c += 1
            last = i
            if c > 3:
                break
        out.append((c, last))
        c = 0
        for i in range(v if abs(v) < 5 else 3):
            c += 1
        out.append(c)
    return out


r = edges(400)
print(len(r), r[:40])


class Idx:
    def __index__(self):
        return 4


def odd_args(n):
    vals = [3, 2.5, "x", None, Idx(), 1 << 60, 2]
    out = []
    for k in range(n):
        v = vals[k % len(vals)]
        try:
            c = 0
            for i in range(v):
                c += i
                if i > 5:
                    break
            out.append(c)
        except TypeError as e:
            out.append(str(e))
        try:
            c = 0
            for i in range(1, v):
                c += 1
                if c > 5:
                    break
            out.append(c)
        except TypeError as e:
            out.append(type(e).__name__)
    return out


r = odd_args(700)
print(len(r), r[:14])


def deep(n):
    # Every level keeps its iterator alive while the next level makes one:
    # more than the pool holds at once.
    if n == 0:
        return 1
    t = 0
    for i in range(2):
        if i == 0:
            t += deep(n - 1)
        else:
            t += 1
    return t


print([deep(d) for d in (1, 10, 100, 300)])


def gen_loops(n):
    gens = []
    for k in range(n):
        gens.append((i * k for i in range(3)))
    return [list(g) for g in gens[-3:]], sum(sum(g) for g in gens[:-3])


print(gen_loops(500))


def collect(n):
    out = 0
    for k in range(n):
        for i in range(3):
            if k % 97 == 0 and i == 1:
                gc.collect()
            out += i
    return out


print(collect(3000))


saved = range


class FakeRange:
    def __init__(self, *a):
        self.a = a

    def __iter__(self):
        return iter(["fake", *self.a])


def rebinding(n):
    global range
    out = []
    for k in range(n):
        if k == n // 2:
            range = FakeRange
        out.append([i for i in range(2)])
        out.append([i for i in range(k % 3, 2)])
    range = saved
    del globals()["range"]
    return out


r = rebinding(600)
print(len(r), r[:4], r[598:602], r[-4:])


def in_builtins(n):
    out = []
    for k in range(n):
        if k == n // 2:
            builtins.range = FakeRange
        for i in range(1):
            out.append(i)
    builtins.range = saved
    return out


r = in_builtins(600)
print(len(r), r[:3], r[-3:])


def shadow(n, range):
    out = 0
    for k in saved(n):
        for i in range(2):
            out += 1
    return out


print(shadow(700, saved), shadow(3, lambda *a: "ab"))


def observed(n):
    # range(...) whose value is kept or looked at makes a real range.
    out = []
    for k in range(n):
        r = range(k % 4)
        for i in r:
            pass
        out.append((len(r), r))
        it = iter(range(2, k % 5))
        out.append(type(it).__name__)
    return out[-6:]


print(observed(500))


def after(n):
    # The loop variable and the iterator's state after a break or the end.
    out = []
    for k in range(n):
        i = -1
        for i in range(k % 4):
            pass
        out.append(i)
        for j in range(10, 10 + k % 6):
            if j == 12:
                break
        else:
            j = None
        out.append(j)
    return out[-12:]


print(after(800))
