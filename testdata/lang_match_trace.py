# Line events of match statements under sys.settrace, as CPython 3.13
# reports them: the subject, each case tried, guards, bodies, and the
# trailing `case _:`.
import sys


def f(v):
    match v:
        case [a,
              b]:
            return a
        case {"k": k} if k:
            return k
        case str() | bytes():
            return "s"
        case _:
            return 0


def g(v):
    match v:
        case _:
            pass
    match v:
        case 1:
            pass
        case x if x > 5:
            pass
    return v


def tracer(frame, event, arg):
    if frame.f_code.co_name in ("f", "g"):
        print(frame.f_code.co_name, event, frame.f_lineno - frame.f_code.co_firstlineno)
    return tracer


sys.settrace(tracer)
f([1, 2])
f({"k": 3})
f({"k": 0})
f("s")
f(5)
g(1)
g(9)
g(2)
sys.settrace(None)
