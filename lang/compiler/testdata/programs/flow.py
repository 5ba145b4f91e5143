# Control flow: loops, try/except/finally, with, break/continue/return.
def loops():
    out = []
    for i in range(10):
        if i == 2:
            continue
        if i == 6:
            break
        out.append(i)
    else:
        out.append("no")
    n = 0
    while n < 3:
        n += 1
    else:
        out.append("while-else")
    for _ in []:
        pass
    else:
        out.append("for-else")
    return out
print(loops())

def fin_return():
    try:
        return "try"
    finally:
        print("finally runs")
print(fin_return())

def fin_override():
    try:
        return "try"
    finally:
        return "finally"
print(fin_override())

def fin_swallow():
    try:
        raise ValueError("x")
    finally:
        return "swallowed"
print(fin_swallow())

def break_in_finally():
    for i in range(3):
        try:
            raise KeyError(i)
        finally:
            break
    return i
print(break_in_finally())

def continue_through_finally():
    out = []
    for i in range(3):
        try:
            if i == 1:
                continue
            out.append(i)
        finally:
            out.append("f%d" % i)
    return out
print(continue_through_finally())

def nested_finally():
    out = []
    try:
        try:
            return out
        finally:
            out.append("inner")
    finally:
        out.append("outer")
print(nested_finally())

def except_flow(exc):
    try:
        if exc:
            raise exc
    except (KeyError, IndexError) as e:
        return "caught %s" % type(e).__name__
    except ValueError:
        return "value"
    else:
        return "else"
    finally:
        print("cleanup", exc)
print(except_flow(None), except_flow(KeyError), except_flow(ValueError))
try:
    except_flow(TypeError)
except TypeError:
    print("propagated")

def as_unbinding():
    e = "before"
    try:
        1 / 0
    except ZeroDivisionError as e:
        pass
    try:
        return e
    except UnboundLocalError as err:
        return "unbound: " + str(err)
print(as_unbinding())

def context():
    try:
        try:
            raise KeyError("first")
        except KeyError:
            raise ValueError("second")
    except ValueError as e:
        return repr(e.__context__), e.__suppress_context__
print(context())

def cause():
    try:
        try:
            1 / 0
        except ZeroDivisionError as z:
            raise RuntimeError("wrapped") from z
    except RuntimeError as e:
        return type(e.__cause__).__name__, e.__suppress_context__
print(cause())

def reraise():
    try:
        try:
            raise OSError("io")
        except OSError:
            raise
    except OSError as e:
        return "re-raised " + str(e)
print(reraise())

import sys
def exc_info():
    try:
        raise KeyError("k")
    except KeyError:
        inner = sys.exception()
    return repr(inner), sys.exception()
print(exc_info())

class CM:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None)
        return self.suppress

def withs():
    with CM("a") as a, CM("b") as b:
        print("body", a, b)
    with CM("s", True):
        raise ValueError("suppressed")
    try:
        with CM("n"):
            raise ValueError("not suppressed")
    except ValueError as e:
        print("got", e)
    for i in range(3):
        with CM("loop%d" % i):
            if i == 1:
                break
    with CM("ret"):
        return "returned"
print(withs())

def assertion(x):
    try:
        assert x > 0, "x must be positive: %d" % x
        assert x
    except AssertionError as e:
        return "AssertionError: %s" % e
    return "ok"
print(assertion(1), assertion(-1))

def raise_in_handler():
    try:
        try:
            raise KeyError("a")
        except KeyError:
            undefined_function()
    except NameError as e:
        return type(e.__context__).__name__
print(raise_in_handler())

def exception_handled_restored():
    try:
        raise KeyError("outer")
    except KeyError:
        try:
            raise ValueError("inner")
        except ValueError:
            pass
        return repr(sys.exception())
print(exception_handled_restored())

def while_true():
    n = 0
    while True:
        n += 1
        if n > 4:
            break
    return n
print(while_true())
count = 0
def side(v):
    global count
    count += 1
    return v
print(side(1) < side(2) < side(0) < side(3), count)
print(0 or "" or None or "last", 1 and 2 and 3, 1 and 0 and 3, not 0, not "x")
print("yes" if side(0) else "no", count)
