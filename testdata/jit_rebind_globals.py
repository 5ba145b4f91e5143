# Module globals that change under compiled code: a global that shadows a
# builtin (set, then deleted), globals()[...] stores, setattr and delattr on
# the module, `global` statements in a callee, and a global deleted while a
# loop reads it.
import sys

ME = sys.modules[__name__]


def shadow_set_then_deleted(xs):
    s = 0
    for i in range(3000):
        s += len(xs) + abs(-i) % 3
        if i == 1000:
            globals()["len"] = lambda o: 10
            ME.abs = lambda v: 1
        if i == 2000:
            del globals()["len"]
            delattr(ME, "abs")
    return s


def global_statement(xs):
    global len
    s = 0
    for i in range(3000):
        s += len(xs)
        if i == 1000:
            len = lambda o: 20
        if i == 2000:
            del len
    return s


K = 1


def by_setattr():
    s = 0
    for i in range(3000):
        s += K
        if i == 1500:
            setattr(ME, "K", 5)
    return s


def by_globals_dict():
    s = 0
    for i in range(3000):
        s += K
        if i == 1500:
            globals()["K"] = 7
        if i == 2500:
            globals().update(K=-1, NEW=1)
    return s


def set_k(v):
    global K
    K = v


def from_callee():
    s = 0
    for i in range(3000):
        s += K
        if i % 1000 == 999:
            set_k(K * 2)
    return s


def deleted():
    global K
    K = 1
    s = 0
    try:
        for i in range(3000):
            s += K
            if i == 1500:
                del ME.K
    except NameError as e:
        print("NameError:", e)
    return s


def f1(x):
    return x + 1


def f2(x):
    return x * 2


def callee_rebound():
    s = 0
    for i in range(3000):
        s += f1(i)
        if i == 1500:
            globals()["f1"] = f2
    return s


def many_globals():
    # Globals added while the loop runs move the dict's entries.
    s = 0
    for i in range(3000):
        s += K
        if i % 300 == 0:
            globals()["extra%d" % i] = i
    return s


print(shadow_set_then_deleted([1, 2]))
print(global_statement([1, 2, 3]))
print(by_setattr())
print(by_globals_dict())
print(from_callee())
print(deleted())
K = 3
print(callee_rebound())
print(many_globals())
