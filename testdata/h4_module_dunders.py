# The module-level names of modules (as dir() shows them) are CPython's.
import array, binascii, bisect, cmath, copy, datetime, decimal, errno, functools
import gc, itertools, math, random, string, textwrap, time
import h4_import_helper

for m in (math, cmath, array, binascii, random, decimal, copy, bisect, functools,
          string, datetime, textwrap, itertools, time, errno, gc, h4_import_helper):
    print(m.__name__, [n for n in dir(m) if n.startswith("__")])
print(repr(math.__package__), repr(random.__package__), repr(h4_import_helper.__package__))
print(dir(math) == sorted(dir(math)), len([n for n in dir(math) if not n.startswith("_")]))
