# A failing assert is raised at its test's position: tracebacks underline
# the test (and only its lines), as CPython 3.13's do.
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))


def callable_check(function):
    assert callable(function), (
        f"not callable: {function}"
    )


def bool_op(x):
    assert x > 1 and x < 0, "msg"


def multi_line_test(x):
    assert (x >
            5), "msg"


def no_message(x):
    assert x


def whole_line(x):
    assert x == 2


def message_raises(x):
    assert x, 1 / 0


for fn, a in ((callable_check, 3), (bool_op, 3), (multi_line_test, 1),
              (no_message, []), (whole_line, 3), (message_raises, 0)):
    try:
        fn(a)
    except (AssertionError, ZeroDivisionError):
        print(traceback.format_exc().replace(HERE, "{DIR}"), end="")

# The line events of a failing assert with a message on other lines.
events = []


def tracer(frame, event, arg):
    if frame.f_code is callable_check.__code__:
        events.append((event, frame.f_lineno - callable_check.__code__.co_firstlineno))
    return tracer


sys.settrace(tracer)
try:
    callable_check(5)
except AssertionError as e:
    tb = e.__traceback__
sys.settrace(None)
print(events)
print(tb.tb_next.tb_lineno - callable_check.__code__.co_firstlineno)
