# Errors inside match statements: in the subject, a value pattern, a
# guard, a mapping's get and a sequence's __len__.
import collections.abc


def report(f):
    try:
        f()
    except Exception as e:
        tb = e.__traceback__
        while tb.tb_next:
            tb = tb.tb_next
        print(type(e).__name__, e, "at line", tb.tb_lineno)


def subject_error():
    match 1 / 0:
        case _:
            pass


class NS:
    pass


def value_error():
    match 1:
        case NS.missing:
            pass


def guard_error():
    match [1]:
        case [x] if x / 0:
            pass


class BadGet(dict):
    def get(self, k, d=None):
        raise KeyError("get " + repr(k))

collections.abc.Mapping.register(BadGet)


def get_error():
    match BadGet(a=1):
        case {
            "a": 1
        }:
            pass


report(subject_error)
report(value_error)
report(guard_error)
report(get_error)
