# sched with a simulated clock (timefunc/delayfunc), and getpass's
# getuser and its no-terminal path.
import io
import os
import sched
import sys
import warnings

clock = [0.0]
def now():
    return clock[0]
def sleep(d):
    print("sleep", d)
    clock[0] += d

s = sched.scheduler(now, sleep)
log = []
def act(name, extra=None):
    log.append((clock[0], name, extra))
    print("run", name, clock[0], extra)

e1 = s.enter(5, 2, act, ("five-low",))
e2 = s.enter(5, 1, act, ("five-high",))
e3 = s.enterabs(2, 1, act, ("two",), {"extra": 1})
e4 = s.enter(3, 1, act, argument=("three",))
e5 = s.enter(10, 1, act, ("cancelled",))
print(e3.time, e3.priority, e3.argument, e3.kwargs, e3.action is act)
print([ev.argument[0] for ev in s.queue])
s.cancel(e5)
try:
    s.cancel(e5)
except ValueError as e:
    print("ValueError", e)
print(s.empty(), len(s.queue))
print(s.run(blocking=False))
s.run()
print(s.empty(), log)
s.enter(1, 1, act, ("later",))
print(s.run(False))
print(sched.Event._fields)
print(e1 < e2, e2 < e1, e3 < e4)
s2 = sched.scheduler(now, sleep)
def chain(n):
    print("chain", n)
    if n:
        s2.enter(1, 0, chain, (n - 1,))
s2.enter(0, 0, chain, (2,))
s2.run()
print(clock[0])

import getpass
os.environ["LOGNAME"] = "alice"
print(getpass.getuser())
del os.environ["LOGNAME"]
os.environ["USER"] = "bob"
print(getpass.getuser())
print(issubclass(getpass.GetPassWarning, UserWarning))
sys.stdin = io.StringIO("hunter2\nsecond\n")
out = io.StringIO()
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(repr(getpass.getpass(stream=out)))
    print(repr(getpass.getpass("PIN? ", out)))
    print([(x.category.__name__, str(x.message)) for x in w])
print(repr(out.getvalue()))
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    try:
        getpass.getpass(stream=out)
    except EOFError:
        print("EOFError")
