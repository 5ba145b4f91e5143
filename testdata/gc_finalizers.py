# __del__ as CPython runs it for cyclic garbage (PEP 442), checked after
# gc.collect() so that the output does not depend on reference counting.
import gc
import sys
import weakref

log = []


class Node:
    def __init__(self, name):
        self.name = name
        self.next = None

    def __del__(self):
        log.append(self.name)


def cycle(names):
    nodes = [Node(n) for n in names]
    for a, b in zip(nodes, nodes[1:] + nodes[:1]):
        a.next = b
    return nodes[0]


head = cycle("abc")
del head
gc.collect()
print("cycle:", sorted(log))
log.clear()


def local_cycle():
    n = Node("local")
    n.next = n


local_cycle()
gc.collect()
print("at return:", log)
log.clear()

# A subclass inherits __del__; one that sets it to something else too.
class Sub(Node):
    pass


s = Sub("sub")
s.next = s
del s
gc.collect()
print("subclass:", log)
log.clear()

# Resurrection: the finalizer makes the object reachable again; it lives on
# and is not finalized a second time.
saved = []


class Phoenix:
    count = 0

    def __init__(self):
        self.me = self
        self.payload = [1, 2, 3]

    def __del__(self):
        Phoenix.count += 1
        saved.append(self)


p = Phoenix()
del p
gc.collect()
print("resurrected:", len(saved), saved[0].payload, Phoenix.count)
saved.clear()
gc.collect()
gc.collect()
print("finalized once:", Phoenix.count)

# What a finalizer reaches survives its collection with it.
class Holder:
    def __del__(self):
        saved.append(self.inner)


h = Holder()
h.me = h
h.inner = {"k": [Node("inner")]}
del h
gc.collect()
print("reached:", saved[0]["k"][0].name)
saved.clear()
gc.collect()
print("inner freed later:", log)
log.clear()


# A finalizer that raises: the exception is printed to stderr and ignored.
class Raises:
    def __init__(self):
        self.me = self

    def __del__(self):
        log.append("raising")
        raise ValueError("boom")


stderr, sys.stderr = sys.stderr, None  # keep the traceback's address out
r = Raises()
del r
gc.collect()
sys.stderr = stderr
print("after raise:", log)
log.clear()


# Weak references are cleared, and their callbacks run, before finalizers.
class Watched:
    def __init__(self):
        self.me = self

    def __del__(self):
        log.append(("del", ref() is None))


w = Watched()
ref = weakref.ref(w, lambda r: log.append("callback"))
del w
gc.collect()
print("weakref:", log)
log.clear()

# Finalizers that allocate, and many objects at once.
class Many:
    def __init__(self, i):
        self.i = i
        self.me = self

    def __del__(self):
        log.append(str(self.i) * 2)


for i in range(1000):
    Many(i)
gc.collect()
print("many:", len(log), sorted(log)[:3])
log.clear()


# Objects alive at the end are finalized when the program ends.
class AtExit:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("exit:", self.name)


keep = AtExit("global")
second = AtExit("second global")
held = [AtExit("in a list")]
looped = AtExit("in a cycle")
looped.me = looped
last = AtExit("last global")
print("end of program")
