# for loops over generators, which compiled loops resume in machine code
# (for_gen): pipelines, early exits and resumption by next(), exceptions
# inside the generator, the exception being handled, frames and locals
# seen from inside and outside, send(), self-resumption, exhaustion.
import sys
import traceback


def count(n):
    i = 0
    while i < n:
        yield i
        i += 1


def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x


def squares(it):
    for x in it:
        yield x * x


def plus(it, k):
    for x in it:
        yield x + k


def pipeline(n):
    total = 0
    for v in plus(squares(evens(count(n))), 3):
        total += v
    return total


print("pipeline", [pipeline(n) for n in (0, 1, 7, 300)])
t = 0
for _ in range(200):
    t += pipeline(50)
print("pipelines", t)


def genexprs(n):
    s = 0
    for x in (i * 3 for i in range(n) if i % 5):
        for y in (x + j for j in range(3)):
            s += y
    return s


print("genexprs", [genexprs(n) for n in (0, 10, 200)])


# Break out, then go on with next() and with another loop.
def resume_elsewhere():
    g = count(10)
    got = []
    for x in g:
        got.append(x)
        if x == 3:
            break
    print("suspended at line", g.gi_frame.f_lineno, "suspended", g.gi_suspended, "running", g.gi_running)
    got.append(next(g))
    for x in g:
        got.append(x * 10)
    print("resumed", got, "frame", g.gi_frame)
    return got


for _ in range(3):
    resume_elsewhere()


# An exception inside the generator, caught by the loop's caller.
def faulty(n, bad):
    for i in range(n):
        if i == bad:
            raise ValueError("bad item %d" % i)
        yield i


def consume_faulty(bad):
    s = 0
    try:
        for x in faulty(10, bad):
            s += x
    except ValueError as e:
        tb = traceback.extract_tb(e.__traceback__)
        return s, str(e), [(f.name, f.line) for f in tb]
    return s, None, None


for bad in (20, 0, 5, 9):
    print("faulty", consume_faulty(bad))
for _ in range(300):
    consume_faulty(7)
print("faulty again", consume_faulty(7))


# A generator that raises inside a pipeline stage, three deep.
def exploding(it, at):
    for x in it:
        if x == at:
            1 / 0
        yield x


def deep(at):
    try:
        return sum(x for x in plus(exploding(squares(count(20)), at), 1))
    except ZeroDivisionError:
        return "".join(traceback.format_exc().splitlines(keepends=True)[1:-1]).count("line")


print("deep", [deep(at) for at in (-1, 0, 16, 361)])


# The exception being handled, in a generator suspended in an except
# block, and outside it.
def in_handler(n):
    for i in range(n):
        try:
            raise KeyError(i)
        except KeyError as e:
            yield (i, repr(sys.exc_info()[1]))
        yield (i, sys.exc_info()[1])


def handled():
    out = []
    try:
        raise IndexError("outer")
    except IndexError:
        for item in in_handler(3):
            out.append((item, repr(sys.exc_info()[1])))
    out.append(sys.exc_info())
    return out


for _ in range(3):
    r = handled()
print("handled", r)


# Frames: the generator sees the loop's frame as its caller.
def who_calls(n):
    for i in range(n):
        yield sys._getframe(1).f_code.co_name, sys._getframe().f_back.f_lineno


def caller_frames():
    seen = set()
    for name, line in who_calls(50):
        seen.add((name, line))
    return sorted(seen)


for _ in range(3):
    cf = caller_frames()
print("callers", cf)


def locals_seen():
    g = count(100)
    for x in g:
        if x == 42:
            break
    return sorted(g.gi_frame.f_locals.items())


print("locals", locals_seen(), locals_seen())


# send() between loop iterations; x = yield gets None from the loop.
def echo(n):
    got = []
    for i in range(n):
        x = yield i
        got.append(x)
    return got


def send_mixed():
    g = echo(8)
    out = []
    for v in g:
        out.append(v)
        if v == 2:
            out.append(g.send("hello"))
        if v == 5:
            break
    try:
        g.send("end")
        g.send("end2")
        g.send("end3")
    except StopIteration as e:
        out.append(e.value)
    return out


for _ in range(3):
    sm = send_mixed()
print("send", sm)


# A generator that resumes itself; a generator raising StopIteration.
def selfish():
    yield 1
    yield next(me)


def stopper(n):
    for i in range(n):
        yield i
    raise StopIteration("explicit")


for _ in range(2):
    me = selfish()
    try:
        for v in me:
            pass
    except ValueError as e:
        print("selfish", e)
    try:
        for v in stopper(4):
            pass
    except RuntimeError as e:
        print("stopper", e, repr(e.__cause__))


# The same generator in two nested loops; a loop over an exhausted one.
def nested_same():
    g = count(9)
    pairs = []
    for a in g:
        for b in g:
            pairs.append((a, b))
            if b % 3 == 2:
                break
    for c in g:
        pairs.append(c)
    return pairs


print("nested", nested_same(), nested_same() == nested_same())


# Generators of many kinds in one loop site.
def mixed_sources():
    def letters():
        yield from "abc"

    total = []
    for src in (count(3), iter([7, 8]), letters(), (x for x in "xy"), range(2), count(2)):
        for v in src:
            total.append(v)
    return total


print("mixed", mixed_sources())


# A long run, with the collector busy: every item allocates.
def alloc_gen(n):
    for i in range(n):
        yield [i] * 3


def alloc_loop(n):
    acc = 0
    for lst in alloc_gen(n):
        acc += len(lst) + lst[-1]
    return acc


print("alloc", alloc_loop(30000))


# Return values, and a generator's frame after it finished.
def with_return(n):
    for i in range(n):
        yield i
    return "done"


g = with_return(3)
print("return", [v for v in g], g.gi_frame, list(g))


# A recursive generator: each level's loop resumes the next level.
def walk(n):
    if n:
        for x in walk(n - 1):
            yield x
    yield n


def walk_total(n):
    s = 0
    for x in walk(n):
        s += x
    return s


for _ in range(20):
    wt = walk_total(60)
print("walk", wt)
for depth in (500, 990, 2000):
    try:
        print("walk", depth, walk_total(depth))
    except RecursionError as e:
        print("walk", depth, "RecursionError", e)
