# f_trace_lines and f_trace_opcodes set on a running frame (by itself or
# by a callee, on a frame whose f_trace is set): 'opcode' events (one per
# instruction; cpjit's register bytecode has fewer instructions than
# CPython's, so each run of equal events is printed once) follow each
# line's event, f_trace_lines = False silences the lines and not the
# rest, and f_trace_opcodes = False ends the opcodes; on code that ran hot
# in machine code before tracing started. An exception handler's first
# event is at line None (CPython's PUSH_EXC_INFO has no line).
import sys

events = []


def tracer(frame, event, arg):
    if frame.f_code.co_name in WATCH:
        events.append((event, frame.f_code.co_name, frame.f_lineno))
    return tracer


def show(title):
    sys.settrace(None)
    print(title)
    out = []
    for e in events:
        if not out or out[-1] != e:
            out.append(e)
    for e in out:
        print("   ", *e)
    events.clear()


def trace_me(depth, opcodes=True, lines=True):
    sys.settrace(tracer)
    f = sys._getframe(depth + 1)
    f.f_trace = tracer
    f.f_trace_opcodes = opcodes
    f.f_trace_lines = lines


def loops(n, at, lines):
    s = 0
    for i in range(n):
        if i == at:
            trace_me(0, True, lines)
        if i % 2:
            s += i
        else:
            s -= 1
    k = 3
    while k > 0:
        k -= 1
    try:
        s += [1][k + 5]
    except IndexError:
        s += 100
    try:
        try:
            s += {}[k]
        finally:
            s += 1
    except KeyError:
        s -= 1
    return s


def callee(x, at):
    if x == at:
        trace_me(1)
    return x * 2


def outer(n, at):
    t = 0
    for i in range(n):
        t += callee(i, at)
        if i == at + 2:
            sys._getframe().f_trace_opcodes = False
    return t


def itself(n, at):
    s = 0
    for i in range(n):
        s += i
        if i == at:
            sys.settrace(tracer)
            f = sys._getframe()
            f.f_trace = tracer
            f.f_trace_opcodes = True
    return s


WATCH = {"loops", "callee", "outer", "itself"}
for _ in range(300):
    loops(10, -1, True)
    outer(10, -1)
itself(3000, -1)

show("opcodes from a callee %d" % loops(6, 2, True))
show("no lines %d" % loops(6, 2, False))
show("a callee, then off %d" % outer(6, 2))
show("switched on in a compiled loop %d" % itself(3000, 2997))
