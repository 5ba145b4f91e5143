# Module attributes patched while compiled code calls them: math.sqrt (one
# SQRTSD in machine code), math functions called from natively called
# frames, `from math import` names rebound, a Python module's function and
# value, through attribute stores, setattr and the module's __dict__.
import math
import rebindmod

ORIG = dict(math.__dict__)


def restore():
    for n in ("sqrt", "sin", "floor", "cos"):
        setattr(math, n, ORIG[n])


def sqrt_attr():
    s = 0.0
    for i in range(3000):
        s += math.sqrt(4.0)
        if i == 1500:
            math.sqrt = lambda x: 1.0
    return s


def sqrt_dict():
    s = 0.0
    for i in range(3000):
        s += math.sqrt(4.0)
        if i == 1500:
            math.__dict__["sqrt"] = math.floor
    return s


def sqrt_setattr():
    s = 0.0
    for i in range(3000):
        s += math.sqrt(9.0)
        if i == 1500:
            setattr(math, "sqrt", math.cos)
    return s


from math import sqrt


def sqrt_from_import():
    global sqrt
    s = 0.0
    for i in range(3000):
        s += sqrt(16.0)
        if i == 1500:
            sqrt = abs
    return s


def leaf(x):
    return math.sin(x) + math.floor(x)


def leaf_native():
    s = 0.0
    for i in range(3000):
        s += leaf(1.0)
        if i == 1500:
            math.sin = lambda x: 100.0
            math.floor = math.ceil
    return s


def python_module():
    s = 0
    for i in range(3000):
        s += rebindmod.f(i) + rebindmod.V
        if i == 1000:
            rebindmod.f = lambda x: 0
        if i == 2000:
            rebindmod.V = 100
            del rebindmod.f
            rebindmod.__dict__["f"] = lambda x: 1
    return s


for f in (sqrt_attr, sqrt_dict, sqrt_setattr, sqrt_from_import, leaf_native, python_module):
    print(f.__name__, f())
    restore()
    sqrt = math.sqrt
