# Builtins that call back into Python (sorted/min/max with key=, map,
# repr of instances, dict keys with __hash__/__eq__) from frames that
# machine code called natively several calls deep, including key
# functions that raise, caught at various depths, with tracebacks.
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))


def neg(x):
    return -x


class Item:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return "Item(%d)" % self.v


class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v % 3

    def __eq__(self, other):
        return self.v == other.v


def order(xs):
    return sorted(xs, key=neg)[0] + min(xs, key=neg) + max(xs, key=lambda y: y % 5)


def show(items):
    return len(repr(items)) + sum(map(neg, [i.v for i in items]))


def look(d, k):
    return d.get(Key(k), -1) + (Key(k) in d)


def level2(xs, items, d, i):
    return order(xs) + show(items) + look(d, i % 7)


def level1(xs, items, d, i):
    return level2(xs, items, d, i) + 1


def run(n):
    d = {Key(i): i for i in range(5)}
    s = 0
    for i in range(n):
        xs = [i % 7, (i * 3) % 11, 5, i % 4]
        items = [Item(i % 3), Item(2)]
        s += level1(xs, items, d, i)
    return s


print(run(3000))


def bad_key(x):
    if x == 3:
        raise ValueError("bad %d" % x)
    return x


def sort_bad(xs):
    return sorted(xs, key=bad_key)


def catch_here(xs):
    try:
        return sort_bad(xs)
    except ValueError as e:
        return str(e)


def middle(xs):
    return catch_here(xs)


def top(n):
    out = []
    for i in range(n):
        out.append(middle([i % 5, 1, 2]))
    return out


r = top(2000)
print(r[:6], len(r))


def deep_raise(xs, depth):
    if depth:
        return deep_raise(xs, depth - 1)
    return min(xs, key=bad_key)


def catch_far(n):
    caught = 0
    last = None
    for i in range(n):
        try:
            deep_raise([i % 4, 9], 3)
        except ValueError as e:
            caught += 1
            last = e
    print(caught)
    print("".join(traceback.format_exception(last)).replace(HERE + os.sep, ""), end="")
    tb = last.__traceback__
    names = []
    while tb is not None:
        names.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    print(names)


catch_far(1500)


def frames_from_key(xs):
    seen = []

    def k(x):
        f = sys._getframe(1)
        seen.append(f.f_code.co_name)
        return x

    return sorted(xs, key=k), seen


def via(xs):
    return frames_from_key(xs)


def many(n):
    r = None
    for i in range(n):
        r = via([i % 3, 2, 1])
    return r


print(many(1000))
