# contextlib
from contextlib import contextmanager, suppress, closing, nullcontext, ExitStack, redirect_stdout, ContextDecorator
import io

@contextmanager
def tag(name):
    print("<%s>" % name)
    try:
        yield name.upper()
    finally:
        print("</%s>" % name)

with tag("a") as t:
    print("inside", t)

try:
    with tag("b"):
        raise ValueError("boom")
except ValueError as e:
    print("propagated", e)

@contextmanager
def swallow():
    try:
        yield
    except KeyError as e:
        print("swallowed", repr(e))

with swallow():
    raise KeyError("k")
print("after swallow")

@contextmanager
def noyield():
    if False:
        yield

try:
    with noyield():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)

@contextmanager
def twice():
    yield 1
    yield 2

try:
    with twice():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)

with suppress(ZeroDivisionError, KeyError):
    1 / 0
print("suppressed")
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print("not suppressed", e)

class Res:
    def __init__(self, name):
        self.name = name
    def close(self):
        print("closing", self.name)
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, *a):
        print("exit", self.name, a[0].__name__ if a[0] else None)
        return False

with closing(Res("r1")) as r:
    print("using", r.name)
with nullcontext(5) as v:
    print("null", v)

with ExitStack() as stack:
    for n in ["x", "y", "z"]:
        stack.enter_context(Res(n))
    stack.callback(print, "callback", 1)
    print("body")

try:
    with ExitStack() as stack:
        stack.enter_context(Res("p"))
        stack.push(lambda *exc: print("push cb", exc[0].__name__))
        raise TypeError("tt")
except TypeError as e:
    print("caught", e)

buf = io.StringIO()
with redirect_stdout(buf):
    print("hidden")
print(repr(buf.getvalue()))

@tag("deco")
def decorated():
    print("in decorated")

decorated()
decorated()

class mycm(ContextDecorator):
    def __enter__(self):
        print("mycm enter")
        return self
    def __exit__(self, *exc):
        print("mycm exit")
        return False

@mycm()
def f(x):
    print("f", x)
f(3)
