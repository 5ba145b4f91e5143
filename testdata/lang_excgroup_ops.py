# ExceptionGroup and BaseExceptionGroup: construction rules, split,
# subgroup, derive, message, exceptions, notes.


def attempt(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "=>", type(r).__name__, repr(r))


# Construction: BaseExceptionGroup becomes ExceptionGroup when every member
# is an Exception.
attempt("BEG of Exceptions", lambda: BaseExceptionGroup("m", [ValueError(1)]))
attempt("BEG with BaseException", lambda: BaseExceptionGroup("m", [ValueError(1), KeyboardInterrupt()]))
attempt("EG with BaseException", lambda: ExceptionGroup("m", [KeyboardInterrupt()]))
attempt("empty", lambda: ExceptionGroup("m", []))
attempt("not a sequence", lambda: ExceptionGroup("m", {ValueError(1)}))
attempt("None sequence", lambda: ExceptionGroup("m", None))
attempt("non-exception item", lambda: ExceptionGroup("m", [ValueError(1), 5]))
attempt("class item", lambda: ExceptionGroup("m", [ValueError]))
attempt("message not str", lambda: ExceptionGroup(1, [ValueError(1)]))
attempt("one argument", lambda: ExceptionGroup("m"))
attempt("three arguments", lambda: ExceptionGroup("m", [ValueError(1)], 3))
attempt("keywords", lambda: ExceptionGroup("m", [ValueError(1)], x=1))
attempt("tuple sequence", lambda: ExceptionGroup("m", (ValueError(1), TypeError(2))))

class MyEG(ExceptionGroup):
    pass

class MyBEG(BaseExceptionGroup):
    pass

class MixedEG(BaseExceptionGroup, Exception):
    pass

attempt("subclass of EG", lambda: MyEG("m", [ValueError(1)]))
attempt("subclass of EG with base", lambda: MyEG("m", [SystemExit(1)]))
attempt("subclass of BEG", lambda: MyBEG("m", [ValueError(1)]))
attempt("subclass of BEG with base", lambda: MyBEG("m", [SystemExit(1)]))
attempt("BEG+Exception with base", lambda: MixedEG("m", [SystemExit(1)]))

eg = ExceptionGroup("msg", [ValueError(1), TypeError(2), ExceptionGroup("sub", [KeyError(3), ValueError(4)])])
print(str(eg), "|", repr(eg))
print(eg.message, eg.exceptions, type(eg.exceptions).__name__)
print(eg.args)
print(str(ExceptionGroup("one", [ValueError(1)])))
print(isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup), ExceptionGroup.__mro__)
print(ExceptionGroup[int], BaseExceptionGroup[ValueError])
try:
    eg.message = "x"
except AttributeError as e:
    print("AttributeError:", e)
try:
    eg.exceptions = ()
except AttributeError as e:
    print("AttributeError:", e)

# split and subgroup by type, tuple of types and predicate.
def parts(r):
    return r if not isinstance(r, tuple) else tuple(parts(x) for x in r)

print("split ValueError:", eg.split(ValueError))
print("split (KeyError, TypeError):", eg.split((KeyError, TypeError)))
print("split all:", eg.split(Exception))
print("split none:", eg.split(OSError))
print("split itself:", eg.split(ExceptionGroup)[0] is eg)
print("subgroup predicate:", eg.subgroup(lambda e: isinstance(e, ValueError) and e.args[0] > 1))
print("subgroup groups too:", eg.subgroup(lambda e: isinstance(e, ExceptionGroup) and e.message == "sub"))
print("subgroup none:", eg.subgroup(OSError))
print("subgroup all is self:", eg.subgroup(BaseException) is eg)
for bad in (5, (ValueError, 5), int, "x"):
    attempt("split(%r)" % (bad,), lambda: eg.split(bad))
attempt("subgroup()", lambda: eg.subgroup())

def boom(e):
    raise RuntimeError("predicate failed")
attempt("predicate raises", lambda: eg.split(boom))

# Parts keep traceback, cause, context and notes (copied) of the original.
try:
    try:
        raise KeyError("ctx")
    except KeyError:
        raise ExceptionGroup("meta", [ValueError(1), TypeError(2)]) from OSError("cause")
except ExceptionGroup as caught:
    caught.add_note("note 1")
    m, r = caught.split(ValueError)
    for part in (m, r):
        print(repr(part), repr(part.__cause__), repr(part.__context__), part.__suppress_context__,
              part.__notes__, part.__notes__ is caught.__notes__, part.__traceback__ is caught.__traceback__)

# derive builds from the message; subclasses without derive give plain groups.
print(repr(eg.derive([OSError(5)])))
print(repr(MyEG("mine", [ValueError(1), TypeError(2)]).split(ValueError)))

class BadDerive(ExceptionGroup):
    def derive(self, excs):
        return 42

attempt("bad derive", lambda: BadDerive("b", [ValueError(1), TypeError(2)]).split(ValueError))

# notes
e = ExceptionGroup("n", [ValueError(1)])
e.add_note("first")
e.add_note("second")
print(e.__notes__)
attempt("add_note(1)", lambda: e.add_note(1))
print(e.exceptions[0].__notes__ if hasattr(e.exceptions[0], "__notes__") else "no notes on members")

# Deep nesting and wide groups.
deep = ValueError("leaf")
for i in range(30):
    deep = ExceptionGroup("level %d" % i, [deep])
print(deep.split(ValueError)[0] is deep, deep.split(TypeError))
wide = ExceptionGroup("wide", [ValueError(i) if i % 2 else TypeError(i) for i in range(40)])
m, r = wide.split(ValueError)
print(len(m.exceptions), len(r.exceptions))

# Argument errors of split, subgroup and derive.
eg = ExceptionGroup("m", [ValueError(1)])
for call in (lambda: eg.split(ValueError, x=1), lambda: eg.subgroup(), lambda: eg.derive(1, 2), lambda: BaseExceptionGroup.split(5, ValueError)):
    try:
        call()
    except TypeError as e:
        print(e)
