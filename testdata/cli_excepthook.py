# A replaced sys.excepthook receives an uncaught exception instead of the
# default traceback; sys.last_* are set first; the exit status stays 1 and
# atexit functions still run afterwards.
import atexit
import sys


def hook(typ, value, tb):
    print("hook:", typ.__name__, value, type(tb).__name__)
    print("same traceback:", value.__traceback__ is tb)
    print("last:", sys.last_type is typ, sys.last_value is value,
          sys.last_exc is value, sys.last_traceback is tb)
    print("handled inside hook:", sys.exception())
    names = []
    while tb is not None:
        names.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    print("frames:", names)


sys.excepthook = hook
atexit.register(print, "atexit ran")


def fail(x):
    raise ValueError("bad value %d" % x)


print("before")
fail(3)
print("never")
