# Line numbers recorded in tracebacks (tb_lineno) for various constructs.
import sys

def where(f):
    try:
        f()
    except Exception as e:
        tb = e.__traceback__
        lines = []
        while tb is not None:
            lines.append(tb.tb_lineno)
            tb = tb.tb_next
        return type(e).__name__, lines[1:]

def multi_line_call():
    return int(
        "x"
    )
print(where(multi_line_call))

def attr_error():
    obj = None
    x = (obj
         .missing)
print(where(attr_error))

def in_loop():
    for i in range(3):
        if i == 2:
            1 / 0
print(where(in_loop))

def in_finally():
    try:
        pass
    finally:
        {}["k"]
print(where(in_finally))

def in_handler():
    try:
        raise KeyError
    except KeyError:
        [][1]
print(where(in_handler))

def nested():
    def inner():
        raise ValueError
    inner()
print(where(nested))

def reraise():
    try:
        raise ValueError("a")
    except ValueError:
        raise
print(where(reraise))

def with_exit():
    class CM:
        def __enter__(self): return self
        def __exit__(self, *a):
            raise RuntimeError("exit")
    with CM():
        pass
print(where(with_exit))

def comprehension():
    return [1 / x for x in (1, 0)]
print(where(comprehension))

def genexpr():
    return sum(1 / x
               for x in (1, 0))
print(where(genexpr))

def unbound():
    if False:
        v = 1
    return v
print(where(unbound))

def assertion():
    assert 1 == 2, \
        "no"
print(where(assertion))

def unpack():
    a, b = [1]
print(where(unpack))

def augassign():
    d = {}
    d["k"] += 1
print(where(augassign))

def frame_line():
    return sys._getframe().f_lineno
print(frame_line())
