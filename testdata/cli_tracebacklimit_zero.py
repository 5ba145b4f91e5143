# sys.tracebacklimit = 0 (or below): an uncaught exception is printed as
# its message alone, without "Traceback (most recent call last):".
import sys

sys.tracebacklimit = -3


def f():
    try:
        raise KeyError("k")
    except KeyError:
        raise ValueError("no frames")


print("start")
f()
