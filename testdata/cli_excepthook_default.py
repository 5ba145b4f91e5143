# sys.__excepthook__ called directly prints the whole traceback (the value's
# own, else the one given) to stderr; a value that is not an exception is
# reported, not raised; with sys.excepthook deleted, an uncaught exception
# is printed after "sys.excepthook is missing".
import sys

print(sys.excepthook is sys.__excepthook__)
sys.__excepthook__(ValueError, ValueError("no traceback"), None)
try:
    {}["k"]
except KeyError as e:
    sys.excepthook(*sys.exc_info())
    err = e
try:
    raise TypeError("given tb")
except TypeError as e:
    tb = e.__traceback__
sys.__excepthook__(TypeError, TypeError("fresh"), tb)
sys.__excepthook__(str, "not an exception", None)
try:
    sys.__excepthook__(1, 2)
except TypeError as e:
    print("TypeError:", e)
print(sys.excepthook(KeyError, err, None))

del sys.excepthook


def boom():
    raise LookupError("after delete")


boom()
