class AppError(Exception):
    def __init__(self, code):
        super().__init__(f"app failed with {code}")
        self.code = code

def risky(n):
    if n == 0:
        raise AppError(42)
    return 10 // n

for n in (2, 0):
    try:
        print(risky(n))
    except AppError as e:
        print("AppError", e.code, e, repr(e))
    else:
        print("no error")
    finally:
        print("finally", n)

try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("converted") from e
except ValueError as e:
    print(type(e.__cause__).__name__, e.__suppress_context__)

try:
    try:
        {}["k"]
    except KeyError:
        raise TypeError("while handling")
except TypeError as e:
    print(type(e.__context__).__name__, repr(e.__context__))

def f():
    try:
        return "try"
    finally:
        print("finally runs before return")
print(f())

def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("loop finally", i)
    return i
print(g())

try:
    raise KeyError("missing")
except (IndexError, KeyError) as e:
    print("tuple match", e)
try:
    e
except NameError as err:
    print("NameError:", err)

class Ctx:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None)
        return self.name == "swallow"

with Ctx("a") as a, Ctx("b"):
    print("body", a.name)
with Ctx("swallow"):
    raise ValueError("hidden")
try:
    with Ctx("propagate"):
        raise ValueError("visible")
except ValueError as e:
    print("propagated", e)

def reraiser():
    try:
        int("x")
    except ValueError:
        print("logging")
        raise
try:
    reraiser()
except ValueError as e:
    print("reraised:", e)

try:
    assert 1 == 2, "math is broken"
except AssertionError as e:
    print("AssertionError:", e)

import sys
try:
    raise RuntimeError("x")
except RuntimeError:
    print(sys.exc_info()[0].__name__)
print(sys.exc_info())
