# Closures (functions with free variables) called natively by machine
# code: their cells are copied in at entry (closure_entry); introspection,
# exceptions and changes to the cells must look as in the interpreter.
import sys


def make_adder(k):
    def add(x):
        return x + k
    return add


add3 = make_adder(3)
add7 = make_adder(7)


def run(n):
    t = 0
    for i in range(n):
        t += add3(i) + add7(i)
    return t


print(run(3000))


# The cell's contents change between calls (nonlocal in the maker).
def counter():
    count = 0

    def get(x):
        return count + x

    def bump():
        nonlocal count
        count += 1
    return get, bump


get, bump = counter()


def run2(n):
    t = 0
    for i in range(n):
        if i % 100 == 0:
            bump()
        t += get(i)
    return t


print(run2(3000))


# A closure as a method (through the class) and as a static method.
def make_method(scale):
    def m(self, x):
        return self.base * scale + x
    return m


class W:
    base = 10
    scaled = make_method(3)
    st = staticmethod(make_adder(100))


def run3(n):
    w = W()
    t = 0
    for i in range(n):
        t += w.scaled(i) + W.st(i)
    return t


print(run3(3000))


# Frames of natively called closures seen from inside: f_locals holds the
# free variables; tracebacks name the closure.
def make_peek(tag):
    def peek(i):
        if i == 2500:
            f = sys._getframe()
            return sorted(f.f_locals.items()) and len(f.f_locals) + (f.f_back.f_code.co_name == "run4")
        return 0
    return peek


peek = make_peek("t")


def run4(n):
    t = 0
    for i in range(n):
        t += peek(i)
    return t


print(run4(3000))


def make_fail(limit):
    def check(i):
        if i > limit:
            raise ValueError("over %d" % limit)
        return i
    return check


check = make_fail(2800)


def run5(n):
    t = 0
    for i in range(n):
        try:
            t += check(i)
        except ValueError as e:
            tb = e.__traceback__
            names = []
            while tb is not None:
                names.append(tb.tb_frame.f_code.co_name)
                tb = tb.tb_next
            return t, str(e), names
    return t


print(run5(3000))


# The global rebound to another closure of the same code, and to a plain
# function, while the loop is hot.
def plain(x):
    return -x


def run6(n):
    global add3
    t = 0
    for i in range(n):
        if i == n // 3:
            add3 = make_adder(1000)
        if i == 2 * n // 3:
            add3 = plain
        t += add3(i)
    add3 = make_adder(3)
    return t


print(run6(3000))


# Deep recursion through a closure that calls a global closure.
def make_rec(step):
    def rec(n):
        if n <= 0:
            return 0
        return step + rec_g(n - 1)
    return rec


rec_g = make_rec(2)


def run7(n):
    t = 0
    for i in range(n):
        t += rec_g(i % 50)
    return t


print(run7(2000))


# Keyword calls in parameter order, and defaults (left to the interpreter).
def make_kw(a):
    def kw(x, y):
        return a * x + y
    return kw


kwf = make_kw(2)


def make_def(a):
    def d(x, y=5):
        return a + x + y
    return d


dfl = make_def(1)


def run8(n):
    t = 0
    for i in range(n):
        t += kwf(i, y=1) + dfl(i)
    return t


print(run8(3000))


# __code__ replaced under a hot call site (same free variables).
def make_sub(k):
    def sub(x):
        return x - k
    return sub


def run9(n):
    f = make_adder(1)
    t = 0
    global add7
    for i in range(n):
        if i == n // 2:
            add7.__code__ = make_sub(0).__code__
        t += add7(i)
    return t


print(run9(3000))
