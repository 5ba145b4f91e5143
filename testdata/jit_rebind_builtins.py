# Rebinding a builtin while compiled code calls it: every route is seen at
# the call's next run, in the loop itself and in the frames it calls
# (natively called ones included), and code compiled after a rebinding
# calls what the name holds then.
import builtins

ORIG = {n: getattr(builtins, n) for n in ("len", "isinstance", "ord", "chr", "abs", "range")}


def restore():
    for n, v in ORIG.items():
        setattr(builtins, n, v)


def by_attribute(xs):
    s = 0
    for i in range(3000):
        s += len(xs)
        if i == 1500:
            builtins.len = lambda o: 100
    return s


def by_dict(xs):
    s = 0
    for i in range(3000):
        s += len(xs)
        if i == 1500:
            builtins.__dict__["len"] = lambda o: 7
    return s


def by_setattr(xs):
    s = 0
    for i in range(3000):
        s += len(xs)
        if i == 1500:
            setattr(builtins, "len", lambda o: -2)
    return s


class C:
    pass


def isinst(o):
    s = 0
    for i in range(3000):
        s += isinstance(o, C)
        if i == 1500:
            builtins.isinstance = lambda o, c: 4
    return s


def ordchr(t):
    s = 0
    for i in range(3000):
        s += ord(t) + len(chr(65 + i % 26))
        if i == 1500:
            builtins.ord = lambda c: 1000
        if i == 2000:
            builtins.__dict__["chr"] = lambda i: "xyz"
    return s


def abs_complex(z):
    s = 0.0
    for i in range(3000):
        w = z
        s += abs(w)
        if i == 1500:
            builtins.abs = lambda v: 1
    return s


def ranges():
    s = 0
    for j in range(300):
        for i in range(10):
            s += i
        if j == 150:
            builtins.range = lambda *a: [1000]
    return s


def helper(xs):
    return len(xs)


def native(xs):
    # helper runs as a natively called frame of this loop's machine code.
    s = 0
    for i in range(3000):
        s += helper(xs)
        if i == 1500:
            builtins.len = lambda o: 50
    return s


def rebinder():
    builtins.__dict__["len"] = lambda o: -1


def from_callee(xs):
    s = 0
    for i in range(3000):
        s += helper(xs)
        if i == 1500:
            rebinder()
    return s


def all_in_one(t, o, z):
    s = 0
    for i in range(300):
        s += len(t) + ord(t) + len(chr(66)) + isinstance(o, C) + abs(z)
    return s


for f, a in ((by_attribute, ([1, 2, 3],)), (by_dict, ((1, 2),)), (by_setattr, ("abcd",)),
             (isinst, (C(),)), (ordchr, ("a",)), (abs_complex, (3 + 4j,)), (ranges, ()),
             (native, ([1],)), (from_callee, ([1, 2],))):
    print(f.__name__, f(*a))
    restore()

# Rebound before the code is compiled (or first run), then restored.
builtins.ord = lambda c: 1000
builtins.chr = lambda i: "xyz"
builtins.isinstance = lambda o, c: 5
builtins.abs = lambda v: 7
builtins.len = lambda o: 3000
print("rebound first", all_in_one("a", C(), 3 + 4j))
restore()
print("restored", all_in_one("a", C(), 3 + 4j))

def deleted(xs):
    s = 0
    for i in range(3000):
        try:
            s += len(xs) + ord("a")
        except NameError as e:
            s -= 1
            if i % 500 == 0:
                print("NameError:", e)
        if i == 1000:
            del builtins.ord
        if i == 1500:
            builtins.ord = ORIG["ord"]
        if i == 2000:
            builtins.__dict__.pop("len")
    return s


for i in range(2):
    print("deleted", deleted([1]))
    restore()

# Another name for a builtin is still that builtin.
size = len
def alias(xs):
    s = 0
    for i in range(3000):
        s += size(xs)
        if i == 1500:
            globals()["size"] = lambda o: 9
    return s
print("alias", alias([1, 2, 3]))
