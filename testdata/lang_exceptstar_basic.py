# try/except* (PEP 654): how each clause splits the group, what is
# re-raised, raised, wrapped and chained.
import sys


def show(label, e):
    print(label, type(e).__name__, repr(e))


def leaves(e):
    if isinstance(e, BaseExceptionGroup):
        out = []
        for x in e.exceptions:
            out.extend(leaves(x))
        return out
    return [e]


# One clause takes part of the group; the rest propagates as a derived group.
def partial():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ValueError(3)])
    except* ValueError as e:
        show("matched", e)
        print("handled is match:", sys.exception() is e)


try:
    partial()
except ExceptionGroup as rest:
    show("rest", rest)
    print("rest has traceback:", rest.__traceback__ is not None)

# Every clause that matches runs once, in order; a clause whose type is a
# tuple takes all its kinds.
try:
    raise ExceptionGroup("many", [ValueError(1), TypeError(2), KeyError(3), OSError(4)])
except* (KeyError, OSError) as e:
    show("tuple", e)
except* TypeError as e:
    show("type", e)
except* ValueError as e:
    show("value", e)
print("all handled, name unbound:", "e" not in dir())

# A clause that matches nothing does not run.
try:
    raise ExceptionGroup("eg", [ValueError(1)])
except* TypeError:
    print("never")
except* ValueError:
    print("value ran")

# A naked exception is wrapped in ExceptionGroup('', [e]).
try:
    raise ValueError("naked")
except* ValueError as e:
    show("wrapped", e)
    print("traceback of the wrapper:", e.__traceback__)
    print("leaf is the original:", type(e.exceptions[0]), e.exceptions[0].__traceback__ is not None)

# A naked BaseException is wrapped in a BaseExceptionGroup.
try:
    raise KeyboardInterrupt("stop")
except* KeyboardInterrupt as e:
    show("base wrapped", e)

# A naked exception that matches no clause propagates unchanged.
try:
    try:
        raise KeyError("k")
    except* ValueError:
        print("never")
except KeyError as e:
    show("naked rest", e)

# Nested groups keep their structure in both parts.
inner = ExceptionGroup("inner", [ValueError(1), TypeError(2)])
try:
    try:
        raise ExceptionGroup("outer", [inner, ValueError(3), ExceptionGroup("only", [TypeError(4)])])
    except* ValueError as e:
        show("nested match", e)
        print("inner part derived:", e.exceptions[0] is not inner, e.exceptions[0].message)
except* TypeError as e:
    show("nested rest", e)

# A bare raise in a clause re-raises the matched part: the statement
# raises the projection of the original group (same nesting, same
# metadata) with what was re-raised and not handled.
def reraise():
    try:
        raise ExceptionGroup("orig", [ValueError(1), TypeError(2), KeyError(3)])
    except* ValueError:
        raise
    except* TypeError:
        pass


try:
    reraise()
except BaseExceptionGroup as e:
    show("reraised", e)
    print("leaves:", leaves(e))

# Raising a new exception in a clause: it joins the unhandled rest in a
# new ExceptionGroup('', [...]); its context is the part the clause matched.
def raise_new():
    try:
        raise ExceptionGroup("orig", [ValueError(1), TypeError(2)])
    except* ValueError as v:
        raise RuntimeError("from clause")


try:
    raise_new()
except ExceptionGroup as e:
    show("combined", e)
    new, rest = e.exceptions
    show("  new", new)
    show("  its context", new.__context__)
    show("  rest", rest)

# Only one new exception and nothing else left: it is raised as itself.
def raise_single():
    try:
        raise ExceptionGroup("orig", [ValueError(1)])
    except* ValueError:
        raise RuntimeError("alone")


try:
    raise_single()
except RuntimeError as e:
    show("single", e)
    show("  context", e.__context__)

# Several clauses raising: all new exceptions in order, then the rest.
def raise_many():
    try:
        raise ExceptionGroup("orig", [ValueError(1), TypeError(2), KeyError(3)])
    except* ValueError:
        raise OSError("a")
    except* TypeError:
        raise NameError("b")


try:
    raise_many()
except ExceptionGroup as e:
    show("many raised", e)

# raise ... from inside a clause.
try:
    try:
        raise ExceptionGroup("orig", [ValueError(1)])
    except* ValueError as v:
        raise LookupError("new") from v
except LookupError as e:
    show("from", e)
    show("  cause", e.__cause__)

# Raising a naked exception's wrapper from a clause of a naked exception
# raises the wrapper group.
try:
    try:
        raise ValueError(7)
    except* ValueError:
        raise
except ExceptionGroup as e:
    show("naked reraise", e)

# Raising in a clause after a naked exception: the new exception alone.
try:
    try:
        raise ValueError(8)
    except* ValueError:
        raise TypeError(9)
except TypeError as e:
    show("naked then raise", e)
    show("  context", e.__context__)

# else and finally.
for exc in (None, ExceptionGroup("g", [ValueError(1)])):
    try:
        if exc:
            raise exc
    except* ValueError:
        print("clause")
    else:
        print("else")
    finally:
        print("finally")

# break/continue/return inside a loop nested in a clause are fine.
def loops():
    out = []
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError:
        for i in range(10):
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)

        def inner():
            return "inner return"
        out.append(inner())
    return out


print(loops())

# A clause body that raises is still followed by the next clauses.
try:
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        1 / 0
    except* TypeError:
        print("type clause after a raising clause")
except ZeroDivisionError as e:
    show("after raising clause", e)
    show("  context", e.__context__)

# Catching an exception group type with except* is a TypeError; so is a
# type that is not an exception.
for bad in (ExceptionGroup, BaseExceptionGroup, (ValueError, ExceptionGroup), int, (ValueError, 5)):
    try:
        try:
            raise ValueError(1)
        except* bad:
            pass
    except TypeError as e:
        print("TypeError:", e, "| context:", repr(e.__context__))

# The type is checked even when earlier clauses handled everything.
try:
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError:
        pass
    except* 42:
        pass
except TypeError as e:
    print("late check:", e)

# Notes of the original group are copied into each part.
eg = ExceptionGroup("noted", [ValueError(1), TypeError(2)])
eg.add_note("a note")
try:
    try:
        raise eg
    except* ValueError as e:
        print("notes in match:", e.__notes__, e.__notes__ is eg.__notes__)
except ExceptionGroup as e:
    print("notes in rest:", e.__notes__)

# A subclass with derive keeps its type in the parts.
class MyGroup(ExceptionGroup):
    def derive(self, excs):
        g = MyGroup(self.message + "*", excs)
        g.extra = getattr(self, "extra", 0) + 1
        return g


try:
    try:
        raise MyGroup("mine", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        show("subclass match", e)
        print("extra:", e.extra)
except MyGroup as e:
    show("subclass rest", e)

# A split override is what except* uses.
class Splitter(ExceptionGroup):
    def split(self, t):
        print("split called with", t.__name__)
        return super().split(t)


try:
    raise Splitter("s", [ValueError(1), TypeError(2)])
except* ValueError:
    print("value")
except* TypeError:
    print("type")

# Generators and except*.
def gen():
    try:
        yield 1
        raise ExceptionGroup("in gen", [ValueError(1), TypeError(2)])
    except* ValueError:
        yield "handled in gen"


try:
    for v in gen():
        print("gen", v)
except* TypeError as e:
    show("gen rest", e)

# Exceptions in a deep loop, handled repeatedly (hot code).
total = 0
for i in range(300):
    try:
        if i % 3 == 0:
            raise ExceptionGroup("loop", [ValueError(i), TypeError(i)])
        elif i % 3 == 1:
            raise KeyError(i)
    except* ValueError as e:
        total += e.exceptions[0].args[0]
    except* (TypeError, KeyError) as e:
        total += 1
print("total", total)
