# A frame that gets f_trace while it runs (sys.settrace, then
# frame.f_trace = t from the frame itself or a callee) reports its 'line'
# events from then on and its 'return' event, as CPython 3.13 does: in the
# interpreter, in machine code (a loop that ran hot), in frames that
# machine code called natively, in generators, and when an exception
# leaves the frame.
import sys

events = []


def t(frame, event, arg):
    if event == "exception":
        arg = arg[0].__name__
    elif not isinstance(arg, (int, str, type(None))):
        arg = type(arg).__name__
    events.append((frame.f_code.co_name, event, frame.f_lineno, arg))
    return t


def show(title):
    sys.settrace(None)
    print(title)
    for e in events:
        print("   ", *e)
    events.clear()


def attach(depth):
    # Trace the caller frames up to depth (0: this frame).
    sys.settrace(t)
    for d in range(depth + 1):
        sys._getframe(d).f_trace = t


# The case: the callee attaches the tracer to its caller.
def callee():
    sys.settrace(t)
    sys._getframe(1).f_trace = t


def f():
    x = 1
    callee()
    x += 1
    return x


show("caller traced by its callee %d" % f())


# Deep in natively called frames of a hot loop.
def inner(i, n):
    if i == n:
        attach(2)
    return i + 1


def middle(i, n):
    return inner(i, n) * 2


def loop(n, at):
    s = 0
    for i in range(n):
        s += middle(i, at)
    return s


for _ in range(3):
    loop(1000, -1)
show("natively called frames %d" % loop(1000, 998))


# The loop's own frame, from inside the loop.
def self_attach(n, at):
    s = 0
    for i in range(n):
        s += i
        if i == at:
            sys.settrace(t)
            sys._getframe().f_trace = t
    return s


self_attach(3000, -1)
show("settrace in a compiled loop %d" % self_attach(3000, 2998))


# An exception leaves the traced frames.
def raiser(i, n):
    if i == n:
        attach(1)
        raise ValueError(i)
    return i


def exc_loop(n, at):
    s = 0
    for i in range(n):
        s += raiser(i, at)
    return s


exc_loop(3000, -1)
try:
    exc_loop(3000, 2998)
except ValueError:
    pass
show("exception leaves")


# A generator attaches the tracer to itself between yields.
def gen(n):
    for i in range(n):
        if i == n - 2:
            attach(0)
        yield i


show("generator %d" % sum(gen(3000)))


# The tracer attached by a method called from a hot loop, with the
# tracer removed again before the loop ends.
class K:
    def step(self, i, n):
        if i == n:
            attach(1)
        if i == n + 2:
            sys.settrace(None)
        return i


def method_loop(n):
    k = K()
    s = 0
    for i in range(n + 5):
        s += k.step(i, n)
    return s


r = method_loop(2000)
show("method loop %d" % r)
