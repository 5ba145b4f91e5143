# How exception groups are drawn in tracebacks (traceback module and the
# default hook), as CPython 3.13 draws them.
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))


def pr(e):
    text = "".join(traceback.format_exception(e))
    print(text.replace(HERE, "{DIR}"), end="")
    print("-----")


def raiser(exc):
    raise exc


def caught(exc):
    try:
        raiser(exc)
    except BaseException as e:
        return e


# A group never raised: no traceback header, members boxed.
pr(ExceptionGroup("plain", [ValueError(1), TypeError("two")]))

# A raised group with raised members.
def collect():
    errors = []
    for i in range(3):
        try:
            raiser(ValueError(i))
        except ValueError as e:
            errors.append(e)
    return ExceptionGroup("collected", errors)


pr(caught(collect()))

# Nested groups, notes on groups and members, multi-line notes.
inner = ExceptionGroup("inner", [KeyError("k"), OSError(2, "No such file")])
inner.add_note("inner note")
leaf = ValueError("leaf")
leaf.add_note("line one\nline two")
outer = caught(BaseExceptionGroup("outer", [inner, leaf, BaseExceptionGroup("base", [KeyboardInterrupt()])]))
outer.add_note("outer note")
pr(outer)

# Chained exceptions inside a group, and a chained group.
def chained():
    try:
        raiser(ZeroDivisionError("zero"))
    except ZeroDivisionError as z:
        try:
            raise ValueError("from handler") from z
        except ValueError as v:
            return v


g = caught(ExceptionGroup("with chains", [chained(), caught(RuntimeError("ctx"))]))
pr(g)
try:
    try:
        raiser(KeyError("first"))
    except KeyError:
        raiser(ExceptionGroup("during", [ValueError(1)]))
except ExceptionGroup as e:
    pr(e)

# More than 15 members: the rest is summarised.
pr(ExceptionGroup("wide", [ValueError(i) for i in range(17)]))
pr(ExceptionGroup("sixteen", [ValueError(i) for i in range(16)]))

# Deeper than 10 levels.
deep = ValueError("bottom")
for i in range(12):
    deep = ExceptionGroup("level %d" % i, [deep, TypeError(i)] if i % 4 == 0 else [deep])
pr(deep)

# The same exception twice in a group is drawn twice; a shared context once.
shared = caught(KeyError("shared"))
pr(ExceptionGroup("twice", [shared, shared]))

# What except* leaves and raises.
def star():
    try:
        raiser(ExceptionGroup("orig", [ValueError(1), TypeError(2), KeyError(3)]))
    except* ValueError:
        raise RuntimeError("raised in clause")
    except* TypeError:
        pass



try:
    star()
except ExceptionGroup as e:
    pr(e)

# format_exception returns the pieces; format_exception_only the last line.
e = ExceptionGroup("fmt", [ValueError(1), ExceptionGroup("in", [TypeError(2)])])
e.add_note("n1")
for piece in traceback.format_exception(e):
    print(repr(piece.replace(HERE, "{DIR}")))
print(traceback.format_exception_only(e))
print(traceback.format_exception(e, chain=False) == traceback.format_exception(e))

# Notes that are not a list.
odd = ValueError("odd notes")
odd.__notes__ = "a string"
pr(ExceptionGroup("odd", [odd]))
traceback.print_exception(ExceptionGroup("printed", [ValueError(1), KeyError(2)]), file=sys.stdout)
