# sys.setprofile as CPython 3.13 reports it: 'call' and 'return' for
# Python frames (generators at each resumption and yield), 'c_call' and
# 'c_return' or 'c_exception' around calls of builtin functions and
# methods that bytecode makes (not those builtins make, nor classes); set
# from frames that machine code called natively inside a hot loop, from a
# compiled loop, with settrace too, and a profiler that raises.
import sys, math
ev = []
def prof(frame, event, arg):
    if event.startswith("c_"):
        arg = getattr(arg, "__name__", "?")
    elif not isinstance(arg, (int, str, type(None))):
        arg = type(arg).__name__
    ev.append((event, frame.f_code.co_name, frame.f_lineno, arg))

def show(t):
    sys.setprofile(None)
    print(t)
    for e in ev:
        print("   ", *e)
    ev.clear()

def leaf(x):
    return math.sqrt(x) + len([x])

def mid(i, at):
    if i == at:
        sys.setprofile(prof)
    return leaf(i) * 2

def loop(n, at):
    s = 0
    for i in range(n):
        s += mid(i, at)
    return s

for _ in range(3):
    loop(1000, -1)
show("set deep in a compiled loop %r" % loop(1000, 997))

def excs(n):
    s = 0
    for i in range(n):
        try:
            s += int("12") + len(i)
        except TypeError:
            s += 1
    d = {}
    try:
        d.pop("k")
    except KeyError:
        pass
    l = [3, 1, 2]
    l.sort(key=abs)
    x = [].append
    x(1)
    if n < 3:
        print("kw", sorted([2, 1], reverse=True), file=sys.stdout)
    return s
for _ in range(300):
    excs(3)
sys.setprofile(prof)
excs(2)
show("c_exception and methods")

def bad(frame, event, arg):
    if event == "c_call":
        raise RuntimeError("profiler " + event)
def hot(n):
    s = 0
    for i in range(n):
        s += abs(-i)
        if i == n - 3:
            sys.setprofile(bad)
    return s
try:
    hot(2000)
except RuntimeError as e:
    print("raised", e, sys.getprofile())

def tr(frame, event, arg):
    ev.append(("T", event, frame.f_code.co_name, frame.f_lineno))
    return tr
def both():
    x = len("ab")
    return x
sys.settrace(tr)
sys.setprofile(prof)
both()
sys.settrace(None)
show("both")

def g():
    yield 1
    yield len("abc")
def gl(n):
    s = 0
    for i in range(n):
        for v in g():
            s += v
        if i == n - 2:
            sys.setprofile(prof)
    return s
show("gen %d" % gl(500))


# The profiler set before the code ever ran (compiled on first call by
# jit=always) and removed by the profiled code itself.
def first(n):
    s = 0
    for i in range(n):
        s += max(i, 1)
    sys.setprofile(None)
    return s

sys.setprofile(prof)
r = first(3)
print("first", r)
for e in ev:
    print("   ", *e)
ev.clear()
