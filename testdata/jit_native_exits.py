# Exits taken inside functions that machine code called natively: the
# exit loop serves them with the frames adopted only for the time of the
# exit (isinstance of a builtin type, lists and tuples built, attributes
# of classes, calls of builtins), and Go code that looks at the frames
# (sys._getframe, tracebacks, handled exceptions, class changes) still
# sees the interpreter's answers.
import sys


class State:
    DONE = 3
    WAIT = 1


class Node:
    def __init__(self, v):
        self.v = v
        self.state = State.WAIT

    def get(self, idx):
        if isinstance(idx, tuple):
            return [idx[0], idx[1], self.v]
        return (idx, self.v)

    def done(self):
        return self.state == State.DONE


def depth_of_caller():
    f = sys._getframe(1)
    n = 0
    while f is not None:
        n += 1
        f = f.f_back
    return n


def inner(node, i):
    t = node.get((i, i + 1))
    u = node.get(i)
    if node.done():
        return -1
    if i % 997 == 0:
        d = depth_of_caller()
        return len(t) + len(u) + d
    return len(t) + len(u) + t[0] - u[0]


def handled(node, i):
    x = node.get(i)
    try:
        if i % 1000 == 999:
            raise KeyError(i)
    except KeyError as e:
        return isinstance(e, LookupError) + x[0] * 0 + sys.exc_info()[1].args[0] * 0
    return isinstance(x, tuple)


def failing(node, i):
    l = node.get((i, 0))
    if i == 2500:
        return l[5]
    return l[0]


def loop_in_callee(k, start):
    acc = start
    for j in range(k):
        acc = acc + j * 3
        acc = acc - j
    return acc


def items_in_callee(xs, start):
    acc = start
    for x in xs:
        acc += x
    return acc


def main():
    n = Node(7)
    total = 0
    for i in range(3000):
        total += inner(n, i)
    print("inner", total)
    h = 0
    for i in range(3000):
        h += handled(n, i)
    print("handled", h)
    try:
        s = 0
        for i in range(3000):
            s += failing(n, i)
    except IndexError as e:
        tb = e.__traceback__
        names = []
        while tb is not None:
            names.append(tb.tb_frame.f_code.co_name)
            tb = tb.tb_next
        print("failing", s, names, e)
    c = 0
    for i in range(3000):
        if i == 1500:
            State.DONE = 1  # every node is done from here on
        c += inner(n, i)
    print("changed", c)
    r = 0
    for i in range(2000):
        r += loop_in_callee(i % 7, 1.5 if i >= 1900 else 1)
    print("regions", r)
    r = 0
    xs = [1, 2, 3]
    for i in range(2000):
        r += items_in_callee(xs if i < 1800 else [0.5, 2**60], i)
    print("items", r)


main()
