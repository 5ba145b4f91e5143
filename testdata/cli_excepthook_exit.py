# A sys.excepthook that raises SystemExit sets the exit status.
import sys


def hook(typ, value, tb):
    print("hook:", repr(value))
    sys.exit(4)


sys.excepthook = hook
raise KeyboardInterrupt
