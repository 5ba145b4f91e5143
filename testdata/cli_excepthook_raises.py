# A sys.excepthook that raises: CPython prints "Error in sys.excepthook:"
# with the hook's traceback, then "Original exception was:" with the
# original one, and exits with status 1.
import sys


def hook(typ, value, tb):
    print("hook called with", typ.__name__)
    raise RuntimeError("hook failed")


sys.excepthook = hook


def work():
    return 1 / 0


work()
