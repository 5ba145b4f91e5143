# Comprehension and loop filters: a filter compiles to a backward
# conditional branch (to the loop's FOR_ITER), which machine code takes
# itself, polling as a back-edge does. The values tested are bools, None,
# small ints and, late in hot loops, other objects (which leave to the
# interpreter). Also: empty lists appended to in place and grown.


class Box:
    def __init__(self, v):
        self.v = v

    def big(self):
        return self.v > 50


class Falsy:
    def __bool__(self):
        return False


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


def filtered(xs):
    return [x for x in xs if x % 3]


def not_filtered(boxes):
    return [b.v for b in boxes if not b.big()]


def set_filter(xs):
    return {x % 7 for x in xs if x & 1}


def dict_filter(xs):
    return {x: x * x for x in xs if x % 5 == 0}


def gen_filter(xs):
    return sum(x for x in xs if x % 4)


def mixed_truth(vals):
    out = []
    for v in vals:
        if not v:
            continue
        out.append(v)
    return out


def nested(rows):
    return [[c for c in r if c] for r in rows if r]


def while_continue(n):
    i = total = 0
    while i < n:
        i += 1
        if i % 2:
            continue
        total += i
    return total


def appended(n):
    out = []
    for i in range(n):
        out.append(i)
    return out


def grown(n):
    return [[i] * k for k in range(n) for i in [k]]


def raising(xs):
    return [10 // x for x in xs if x is not None]


for rnd in range(300):
    xs = list(range(rnd % 40))
    r1 = filtered(xs)
    r2 = not_filtered([Box(i * 7 % 101) for i in range(rnd % 25)])
    r3 = set_filter(xs)
    r4 = dict_filter(xs)
    r5 = gen_filter(xs)
    vals = [0, 1, None, True, False, -3, rnd]
    if rnd > 250:
        vals += ["", "s", [], [1], Falsy(), Sized(0), Sized(2), 0.0, 1.5, Box(1)]
    r6 = mixed_truth(vals)
    r7 = nested([[0, 1, 2], [], [None, rnd], [0]])
    r8 = while_continue(rnd)
    r9 = appended(rnd % 12)
    r10 = grown(rnd % 6)
    if rnd % 50 == 0 or rnd > 295:
        print(rnd, r1[:5], len(r1), r2[:5], sorted(r3), sorted(r4.items())[:3], r5)
        print(" ", [type(v).__name__ for v in r6], r7, r8, r9, r10[-1:])

try:
    raising([1, None, 2, 0, 5])
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)

print(filtered(range(20)), not_filtered([Box(60), Box(3), Box(51), Box(50)]))


# Branches on objects: instances of a class without __bool__ and __len__
# are true in machine code, until the class (or a base) changes.
class Node:
    def __init__(self, nxt):
        self.nxt = nxt


class Leaf(Node):
    pass


def chain(n):
    node = None
    for i in range(n):
        node = Node(node) if i % 3 else Leaf(node)
    return node


def length(node):
    n = 0
    while node:
        n += 1
        node = node.nxt
    return n


def truthy(objs):
    return [i for i, o in enumerate(objs) if o]


def falsy(objs):
    return [i for i, o in enumerate(objs) if not o]


def either(objs):
    return sum(1 if o else 0 for o in objs)


head = chain(50)
objs = [Node(None), Leaf(None), None, 0, 1, Node(None)]
for rnd in range(400):
    r = (length(head), truthy(objs), falsy(objs), either(objs))
    if rnd == 150:
        Leaf.__len__ = lambda self: 0  # leaves are now false
    if rnd == 250:
        del Leaf.__len__
        Node.__bool__ = lambda self: self.nxt is not None
    if rnd == 300:
        objs[0].__class__ = Leaf
    if rnd == 350:
        del Node.__bool__
    if rnd % 50 == 0 or rnd in (151, 251, 301, 351):
        print(rnd, r)


# Branches on strs, lists and tuples: non-empty ones are true in machine
# code; empty ones, subclasses (with their own __len__) and one-character
# strs (shared, immortal objects) go through the interpreter's truth.
class L(list):
    def __len__(self):
        return 0


class S(str):
    pass


def nonempty(xs):
    return [i for i, x in enumerate(xs) if x]


def empties(xs):
    n = 0
    for x in xs:
        if not x:
            n += 1
    return n


vals = ["abc", "", [1], [], (2,), (), "é", "x", L([1, 2]), S(""), S("s"), "long" * 3, None]
for rnd in range(300):
    r = (nonempty(vals), empties(vals), nonempty([v for v in vals if v is not None]))
    if rnd % 100 == 0:
        print(rnd, r)
