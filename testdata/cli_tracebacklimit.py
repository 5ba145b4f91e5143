# sys.tracebacklimit = 1: an uncaught exception's traceback (each one of a
# chain, and each member of a group) keeps only its innermost entry, while
# the traceback module keeps the outermost, as in CPython.
import sys
import traceback

sys.tracebacklimit = 1


def inner():
    return {}["missing"]


def outer():
    return inner()


try:
    outer()
except KeyError:
    print(traceback.format_exc().replace(__file__, "FILE"), end="")


def recurse(n):
    if n == 0:
        raise OSError("deep")
    recurse(n - 1)


def main():
    try:
        recurse(5)
    except OSError as e:
        raise RuntimeError("wrapped") from e


print("before")
main()
