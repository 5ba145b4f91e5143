# Generators resumed through `yield from` chains: values, sends, return
# values, the delegating frames' state while a sub-generator runs
# (gi_running, gi_suspended, gi_yieldfrom, f_back), the exception being
# handled, exceptions and tracebacks through every level, close() and
# throw() through the chain, and re-entrance. (Not here: the 'exception'
# trace event CPython sends when a sub-generator's return ends a
# YIELD_FROM, which cpjit does not send.)
import sys
import traceback


def leaf(n, log=None):
    for i in range(n):
        got = yield i
        if got is not None and log is not None:
            log.append(("leaf got", got))
    return "leaf%d" % n


def level(d, n, log=None):
    if d == 0:
        r = yield from leaf(n, log)
    else:
        r = yield from level(d - 1, n, log)
    return "%s<%d" % (r, d)


print(list(level(3, 4)))
print(sum(level(30, 1000)))


def outer_ret():
    r = yield from level(2, 3)
    yield r


print(list(outer_ret()))

# send() goes through to the innermost generator.
log = []
g = level(3, 5, log)
print(next(g), g.send("a"), g.send("b"), next(g))
try:
    while True:
        g.send("z")
except StopIteration as e:
    print("StopIteration", e.value)
print(log)

# send() of a value to a just-started sub-generator: the TypeError is
# raised in the delegating frame.
def first_send():
    sub = leaf(3)
    try:
        yield from sub
    except TypeError as e:
        yield "caught " + str(e)


def just_started():
    x = yield "x"
    yield x


def deleg_just_started():
    yield "before"
    yield from just_started()


g = deleg_just_started()
print(next(g), next(g), g.send("sent"))

# State of the frames while the innermost generator runs.
chain_gens = []


def inspect_leaf():
    f = sys._getframe()
    names = []
    while f is not None and len(names) < 5:
        names.append(f.f_code.co_name)
        f = f.f_back
    yield names
    yield [(g.gi_running, g.gi_suspended, g.gi_yieldfrom is not None) for g in chain_gens]


def mid():
    yield from inspect_leaf()


def top():
    yield from mid()


t = top()
chain_gens.append(t)
print(t.gi_running, t.gi_suspended, t.gi_yieldfrom)
print(next(t))
print(t.gi_running, t.gi_suspended, type(t.gi_yieldfrom).__name__, t.gi_yieldfrom.gi_yieldfrom.__name__)
print(next(t))
print(t.gi_running, t.gi_suspended, t.gi_frame.f_lineno)
print(list(t), t.gi_frame, t.gi_yieldfrom)

# The exception being handled in the delegating frame is the context of
# what the sub-generator raises, and sys.exception() sees it.
def raiser():
    yield sys.exception()
    yield sys.exception()
    raise ValueError("from the leaf")


def handling():
    try:
        raise KeyError("outer")
    except KeyError:
        yield from raiser()


g = handling()
print(repr(next(g)), repr(next(g)))
try:
    next(g)
except ValueError as e:
    print("ValueError", e, "context:", repr(e.__context__))
    tb = traceback.extract_tb(e.__traceback__)
    print([(f.name, f.line) for f in tb])
print(sys.exception())


# An exception raised deep in the chain, caught half way.
def bad(n):
    yield n
    raise IndexError("deep %d" % n)


def catcher():
    try:
        r = yield from level_bad(3)
    except IndexError as e:
        yield "caught " + str(e)
        tb = traceback.extract_tb(e.__traceback__)
        yield [f.name for f in tb]
    yield "after"


def level_bad(d):
    if d == 0:
        yield from bad(7)
    else:
        yield from level_bad(d - 1)


print(list(catcher()))

# A sub-generator that raises StopIteration itself.
def stopper():
    yield 1
    raise StopIteration("oops")


def deleg_stopper():
    try:
        yield from stopper()
    except RuntimeError as e:
        yield "RuntimeError: %s (cause %r)" % (e, e.__cause__)


print(list(deleg_stopper()))

# close() and throw() through a chain: finally blocks run innermost first.
order = []


def fin_leaf():
    try:
        yield 1
        yield 2
    finally:
        order.append("leaf finally")


def fin_mid():
    try:
        yield from fin_leaf()
    finally:
        order.append("mid finally")


def fin_top():
    try:
        yield from fin_mid()
    finally:
        order.append("top finally")


g = fin_top()
print(next(g))
g.close()
print(order, g.gi_frame)
order.clear()


def catching_leaf():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            yield "leaf caught " + str(e)


def thrower_top():
    yield from catching_leaf()


g = thrower_top()
print(next(g), g.throw(ValueError("v1")), next(g), g.throw(ValueError("v2")))
try:
    g.throw(KeyError("k"))
except KeyError as e:
    print("KeyError", e)

# Re-entrance: the sub-generator resumes its own delegator.
def reenter_leaf(holder):
    try:
        next(holder[0])
    except ValueError as e:
        yield "ValueError: " + str(e)


def reenter_top(holder):
    yield from reenter_leaf(holder)


holder = []
g = reenter_top(holder)
holder.append(g)
print(next(g))

# A finished delegator and its finished sub-generator.
g = level(1, 2)
print(list(g), list(g), g.gi_yieldfrom, g.gi_suspended)

# Deep chains reach the recursion limit as CPython does: a RecursionError
# is raised (where exactly differs), and the chain still works after.
def nest(d):
    if d == 0:
        yield "bottom"
    else:
        yield from nest(d - 1)


print(list(nest(200)))
try:
    list(nest(5000))
except RecursionError:
    print("RecursionError")
print(list(nest(100)))
