# warnings.warn(skip_file_prefixes=...): frames of files starting with a
# prefix are not counted by stacklevel (which becomes at least 2), so a
# library's warning lands on its caller's line; with no frame left it is
# reported from "<sys>". A prefix that is not a tuple is a TypeError. (Like
# CPython's C warn(), a prefix is matched against the file name less its
# last character: a whole file name never matches.)
import sys
import warnings

import warnskipmod

warnings.simplefilter("always")
sys.stderr = sys.stdout
SKIP = (warnskipmod.__file__[:-3],)


def user():
    warnskipmod.outer(1, SKIP)
    warnskipmod.outer(2, SKIP)
    warnskipmod.outer(3, SKIP)
    warnskipmod.outer(1)
    warnskipmod.outer(2)
    warnskipmod.outer(3)


def show(message, category, filename, lineno, file=None, line=None):
    print("%s:%s: %s: %s" % (filename.replace(__file__, "MAIN").replace(warnskipmod.__file__, "MOD"),
                             lineno, category.__name__, message))


warnings.showwarning = show
user()
warnskipmod.outer(9, SKIP)
try:
    warnings.warn("x", skip_file_prefixes=["a"])
except TypeError as e:
    print("TypeError:", e)
warnings.warn("own file skipped", skip_file_prefixes=(__file__[:-1],))
warnskipmod.outer(2, (warnskipmod.__file__,))
