# list(), tuple(), set(), sum() and friends drain a generator: in compiled
# code the generator's machine code hands each value to the consumer and
# runs on without suspending, as long as taking the value runs no Python
# code. Everything observable must stay as with one next() per value.
import sys


def squares(n):
    for i in range(n):
        yield i * i


def objs(n):
    for i in range(n):
        yield [i, str(i)]


def run(n):
    out = []
    for k in range(n):
        out.append(len(list(squares(k % 7))))
        out.append(tuple(x + 1 for x in range(k % 5)))
        out.append(sum(x for x in range(k % 9)))
        out.append(sorted(set(x % 4 for x in range(k % 6))))
        out.append(sum(len(o[1]) for o in objs(k % 4)))
    return out


r = run(400)
print(len(r), r[:12], r[-10:])

# Values that must be kept alive while drained: the generators collect
# (gc.collect() takes effect at the next safepoint, gc-stress collects at
# every one), and sorted() runs Python code on what tuple() collected.
import gc


def rows(n):
    for j in range(n):
        r = [j, [j] * 3, "r%d" % j]
        k = j + 1
        k = k * 2 - j
        if k % 5 == 4:
            gc.collect()
        yield r


def keep(n):
    total = 0
    for k in range(n):
        t = tuple(rows(k % 30))
        l = list(rows(k % 7))
        total += sum(len(r[1]) + len(r[2]) for r in t) + len(l)
        s = sorted(rows(k % 6), key=lambda r: [gc.collect(), -r[0]][1])
        total += sum(r[0] for r in s) + len(s[0][2] if s else "")
    return total


print(keep(300))


# extend() appends each value before the generator goes on: it sees the
# list grow.
def grow(n):
    out = []
    for k in range(n):
        l = [0]
        l.extend(len(l) for _ in range(k % 6))
        out.append(l)
    return out[-6:]


print(grow(300))


# sum: int overflow to big ints, bools, floats and other types mixed in.
def mixed(n):
    for i in range(n):
        if i % 5 == 0:
            yield 2**62
        elif i % 5 == 1:
            yield True
        elif i % 5 == 2:
            yield i
        elif i % 5 == 3:
            yield -(2**62)
        else:
            yield 2**62 + 7


def sums(n):
    out = []
    for k in range(n):
        out.append(sum(mixed(k % 23)))
        out.append(sum((x * 0.5 for x in range(k % 4)), 0))
        out.append(sum((x for x in range(k % 3)), 10**20))
    return out


s = sums(200)
print(s[:9], s[-6:])


# set: plain keys (ints, floats, strs; 0 == 0.0 == False, 1 == True) and
# keys with Python __hash__/__eq__ whose calls interleave with the
# generator's own output exactly as with one next() per value.
log = []


class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        log.append("hash %r running=%s" % (self.v, current[0].gi_running))
        if self.v == "bad":
            raise TypeError("no hash for bad")
        return hash(self.v)

    def __eq__(self, other):
        log.append("eq %r" % (self.v,))
        return isinstance(other, Key) and self.v == other.v or self.v == other

    def __repr__(self):
        return "Key(%r)" % (self.v,)


def keys(n):
    for i in range(n):
        log.append("yield %d" % i)
        if i == n - 3:
            yield Key(i % 3)
        elif i % 4 == 0:
            yield 0.0
        elif i % 4 == 1:
            yield str(i % 3)
        else:
            yield i % 3


current = [None]


def sets(n):
    out = []
    for k in range(n):
        current[0] = keys(k % 11 + 3)
        s = set(current[0])
        out.append(sorted(map(repr, s)))
    return out


def badkeys(n):
    for i in range(n):
        log.append("bad yield %d" % i)
        yield Key("bad") if i == 3 else i


def bad(n):
    out = []
    for k in range(n):
        current[0] = badkeys(6)
        try:
            set(current[0])
        except TypeError as e:
            out.append(str(e))
        out.append(next(current[0], "exhausted"))
    return out[-4:]


t = sets(60)
print(t[:4], t[-2:])
print(len(log), log[:40])
del log[:]
print(bad(100), log[-9:])
print(set([0, 0.0, False]), set([False, 0, 0.0]), set(x for x in (1, True, 1.0)))
print({x for x in ("a", "b", "a")} == set(c for c in "ab"))


# The generator's frame while it is drained: running, called from the
# frame that called list().
def watch():
    for i in range(3):
        g = gens[-1]
        yield (g.gi_running, sys._getframe(1).f_code.co_name, g.gi_frame is sys._getframe())


def outer(n):
    res = []
    for _ in range(n):
        gens.append(watch())
        res = list(gens[-1])
    return res


gens = []
print(outer(300))


# Errors: raised in the middle of a drain (partial results are dropped),
# StopIteration inside the generator, a generator that drains itself.
def failing(n, at):
    for i in range(n):
        if i == at:
            raise ValueError("at %d" % i)
        yield i


def errors(n):
    out = []
    for k in range(n):
        try:
            out.append(len(list(failing(10, k % 12))))
        except ValueError as e:
            out.append(str(e))
        try:
            out.append(sum(failing(10, k % 13)))
        except ValueError as e:
            out.append(str(e))
    return out


print(errors(40)[-12:])


def stops():
    yield 1
    raise StopIteration


try:
    list(stops())
except RuntimeError as e:
    print("RuntimeError", e, type(e.__cause__).__name__)


def selfish():
    yield 1
    yield list(me)


me = selfish()
try:
    print(list(me))
except ValueError as e:
    print("ValueError", e)


# Send and throw still work on a generator that list() drained in part.
def echo():
    got = []
    try:
        while True:
            x = yield len(got)
            got.append(x)
    except KeyError:
        yield got


def poke(n):
    res = []
    for k in range(n):
        g = echo()
        next(g)
        g.send("a")
        res.append(g.throw(KeyError))
    return res


print(poke(200)[-1])


# A tracer set while a drained generator runs sees its later events.
def traced_gen(n):
    for i in range(n):
        if i == 5:
            sys.settrace(tracer)
        yield i


events = []


def tracer(frame, event, arg):
    if frame.f_code.co_name == "traced_gen":
        events.append(event)
    return tracer


def driver(n):
    r = []
    for k in range(n):
        r = list(traced_gen(8))
        sys.settrace(None)
    return r


print(driver(60), len(events), events[:8])
