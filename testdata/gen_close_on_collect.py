# Generators that become unreachable while suspended where closing them
# runs code (inside try/finally, except, with, or in a yield from) are
# closed, as CPython closes them when they die: their finally blocks and
# context managers' exits run (here right after gc.collect(); CPython runs
# them at the del), innermost first through a yield from. Those still
# alive at the program's end are closed then.
import gc


def guarded(tag, log):
    try:
        yield tag + "-1"
        yield tag + "-2"
    finally:
        log.append("finally " + tag)


log = []
g = guarded("a", log)
print(next(g))
del g
gc.collect()
print(log)


class CM:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return False


def managed(name):
    with CM(name):
        yield 1
        yield 2


m = managed("cm1")
print(next(m))
del m
gc.collect()
print("after cm1")


# except GeneratorExit sees the close; the generator's return ends it.
def catching():
    try:
        yield "c"
    except GeneratorExit:
        print("caught GeneratorExit")
        raise


c = catching()
next(c)
del c
gc.collect()
print("after catching")


# Through yield from: the sub-generator is closed first.
def sub(log):
    try:
        yield "sub"
    finally:
        log.append("sub finally")


def mid(log):
    try:
        yield from sub(log)
    finally:
        log.append("mid finally")


log = []
x = mid(log)
print(next(x))
del x
gc.collect()
print(log)


# Unstarted generators and generators finished or suspended outside any
# handler run nothing.
def plain():
    yield 1
    print("never printed")


p1, p2 = plain(), plain()
next(p2)
del p1, p2
gc.collect()
print("plain done")

# Many dropped generators in cycles, and a generator whose finally makes
# a new generator.
def cyclic(box, tag, log):
    try:
        yield len(box)
    finally:
        log.append("finally " + tag)


log = []
for k in range(50):
    box = []
    h = cyclic(box, "loop%d" % k, log)
    box.append(h)
    next(h)
del box, h
gc.collect()
print(len(log), sorted(log)[:3])


def spawner(log):
    try:
        yield 1
    finally:
        g2 = guarded("spawned", log)
        next(g2)
        log.append("spawner finally")


log = []
s = spawner(log)
next(s)
del s
gc.collect()
gc.collect()
print(log)

# A generator reachable from a live object is not closed.
keep = {"g": guarded("kept", log)}
next(keep["g"])
gc.collect()
print("kept" in " ".join(log), next(keep["g"]))

# A generator with many registers (made apart from the recycled blocks).
def wide(log):
    a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = a8 = a9 = 1
    b0 = b1 = b2 = b3 = b4 = b5 = b6 = b7 = b8 = b9 = 2
    c0 = c1 = c2 = c3 = c4 = c5 = c6 = c7 = c8 = c9 = 3
    d0 = d1 = d2 = d3 = d4 = d5 = d6 = d7 = d8 = d9 = 4
    try:
        yield a0 + b1 + c2 + d3
    finally:
        log.append(a9 + b9 + c9 + d9)


log = []
w = wide(log)
print(next(w))
del w
gc.collect()
print(log)


# Objects with __del__ and generators finalized by the same collection.
class WithDel:
    def __init__(self, log):
        self.log = log
        self.gen = guarded("held by WithDel", log)
        next(self.gen)

    def __del__(self):
        self.log.append("WithDel.__del__")


log = []
WithDel(log)
gc.collect()
gc.collect()
print(sorted(log))

# Alive at the end: closed at exit (after this line).
late = guarded("at exit", [])
next(late)


def at_exit():
    try:
        yield 1
    finally:
        print("closed at exit")


e = at_exit()
next(e)
print("end of program")
