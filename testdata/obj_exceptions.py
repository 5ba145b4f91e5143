# Exceptions: hierarchies, args/str/repr, chaining, finally ordering and
# the attributes of OSError, SyntaxError, ImportError, UnicodeError, ...


def check(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))


# --- args, str, repr ---
for e in [ValueError(), ValueError("x"), ValueError(1, 2), Exception(None), KeyError("k"),
          KeyError(), KeyError(1, 2), IndexError(3), StopIteration(5), SystemExit(2),
          BaseException(""), RuntimeError([1, 2])]:
    print(type(e).__name__, e.args, repr(str(e)), repr(e))

e = ValueError(1)
e.args = [3, 4]
print(e.args, str(e))
check(lambda: delattr(e, "args"))
print(ValueError(1) == ValueError(1), isinstance(ValueError(), Exception))
print(ValueError.__mro__)
print([c.__name__ for c in KeyError.__mro__])
check(lambda: ValueError("a", foo=1))
print(BaseException.__new__(ValueError, 1, 2).args)


# --- custom hierarchies ---
class AppError(Exception):
    pass


class NotFound(AppError):
    def __init__(self, what):
        super().__init__(f"{what} not found")
        self.what = what


class WithCode(ValueError):
    def __init__(self, code, msg="bad"):
        super().__init__(msg, code)
        self.code = code

    def __str__(self):
        return f"[{self.code}] {self.args[0]}"


class NoSuper(Exception):
    def __init__(self, a, b):
        self.a = a


for exc in [NotFound("user"), WithCode(7), NoSuper(1, 2)]:
    try:
        raise exc
    except AppError as e:
        print("AppError", repr(e), str(e), e.what, e.__dict__)
    except ValueError as e:
        print("ValueError", repr(e), str(e), e.code, e.args)
    except Exception as e:
        print("Exception", repr(e), str(e), e.args, vars(e))

try:
    raise NotFound
except TypeError as e:
    print("TypeError", e)

try:
    try:
        raise KeyError("inner")
    except KeyError:
        raise AppError("outer")
except AppError as e:
    print(repr(e), repr(e.__context__), e.__cause__, e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise ValueError("converted") from z
except ValueError as e:
    print(repr(e), type(e.__cause__).__name__, e.__suppress_context__, e.__context__ is e.__cause__)

try:
    try:
        raise KeyError(1)
    except KeyError:
        raise ValueError("no context") from None
except ValueError as e:
    print(repr(e), e.__cause__, e.__suppress_context__, repr(e.__context__))

e = ValueError()
check(lambda: setattr(e, "__cause__", 1))
check(lambda: setattr(e, "__context__", "x"))
check(lambda: setattr(e, "__suppress_context__", 1))
check(lambda: setattr(e, "__traceback__", 1))
e.__cause__ = KeyError("c")
print(repr(e.__cause__), e.__suppress_context__)
e.__suppress_context__ = False
print(e.__suppress_context__)
print(e.with_traceback(None) is e, e.__traceback__)
e.add_note("note 1")
e.add_note("note 2")
print(e.__notes__)
check(lambda: e.add_note(5))
check(lambda: ValueError().__notes__)


# --- finally ordering ---
def f1():
    try:
        print("try")
        return "from try"
    finally:
        print("finally")


def f2():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
            print("body", i)
        finally:
            print("finally", i)
    return "done"


def f3():
    try:
        raise ValueError("lost")
    finally:
        return "finally wins"


def f4():
    try:
        try:
            raise ValueError("a")
        finally:
            print("cleanup a")
    except ValueError as e:
        print("caught", e)
    else:
        print("no else")
    finally:
        print("outer finally")


print(f1())
print(f2())
print(f3())
f4()


# --- exception variable scope and re-raise ---
try:
    try:
        raise IndexError("first")
    except IndexError:
        raise
except IndexError as e:
    print("reraised", e)

try:
    raise TypeError("t")
except (ValueError, TypeError) as err:
    print("tuple catch", type(err).__name__)
try:
    err
except NameError as e:
    print("NameError:", e)


# --- StopIteration / SystemExit ---
print(StopIteration().value, StopIteration(1).value, StopIteration(1, 2).value)
s = StopIteration(1)
s.value = 9
print(s.value, s.args)
print(SystemExit().code, SystemExit(3).code, SystemExit(1, 2).code, SystemExit("bye").code)
try:
    raise SystemExit(4)
except SystemExit as e:
    print("caught SystemExit", e.code)


def g():
    yield 1
    return "result"


it = g()
next(it)
try:
    next(it)
except StopIteration as e:
    print("StopIteration value", e.value)


# --- OSError family ---
o = OSError(2, "No such file or directory")
print(type(o).__name__, o.errno, o.strerror, o.filename, o.filename2, str(o), o.args)
print(str(OSError(2, "No such file or directory", "x")), type(OSError(13, "Permission denied")).__name__)
print(str(OSError(1, "a", "x", None, "y")), OSError(1, "a", "x", None, "y").args)
print(str(OSError("msg")), OSError("msg").errno, str(OSError()), str(OSError(None, "x")))
print([type(OSError(n, "m")).__name__ for n in (2, 13, 17, 20, 21, 1, 11, 32, 110, 999)])
print(IOError is OSError, EnvironmentError is OSError, issubclass(FileNotFoundError, OSError))
print(OSError(2, "x").__reduce__(), FileNotFoundError(2, "x", "f").__reduce__())
o.errno = 5
print(str(o))
print(BlockingIOError(11, "x", 5).characters_written)
check(lambda: OSError(2, "x").characters_written)
check(lambda: open("/nonexistent-dir/file.txt"))


class MyOSErr(OSError):
    def __init__(self, msg):
        super().__init__(1, msg)


print(str(MyOSErr("custom")), MyOSErr("custom").errno)


# --- SyntaxError ---
s = SyntaxError("invalid syntax", ("f.py", 1, 2, "x = (", 1, 3))
print(s.msg, s.filename, s.lineno, s.offset, repr(s.text), s.end_lineno, s.end_offset, str(s))
print(str(SyntaxError("x")), str(SyntaxError()), SyntaxError("x").msg, SyntaxError().lineno)
print(str(SyntaxError("bad", ("/a/b/f.py", None, 1, "x"))), str(SyntaxError("bad", (None, 3, 1, "x"))))
check(lambda: SyntaxError("bad", (1, 2)))
check(lambda: SyntaxError("m", ("f", 1, 2, "t", 3, 4, 5)))
s.lineno = 9
print(str(s), s.args)
print(issubclass(IndentationError, SyntaxError), issubclass(TabError, IndentationError))
try:
    compile("x = (", "prog.py", "exec")
except SyntaxError as e:
    print(type(e).__name__, e.filename, e.lineno)
try:
    exec("if True:\nprint(1)")
except IndentationError as e:
    print(type(e).__name__, e.msg)


# --- ImportError, AttributeError, NameError ---
ie = ImportError("m", name="x", path="p")
print(ie.name, ie.path, ie.msg, str(ie), repr(ie), ImportError().msg, str(ImportError()))
print(ImportError("a", name="n").__reduce__())
check(lambda: ImportError("a", foo=1))
try:
    import no_such_module_here
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
ae = AttributeError("x", name="n", obj=1)
print(ae.name, ae.obj, AttributeError("x").name)
try:
    object().missing
except AttributeError as e:
    print(e, e.name, type(e.obj).__name__)
try:
    undefined_name
except NameError as e:
    print(e, e.name)
print(NameError("x", name="y").name)
check(lambda: NameError("x", obj=1))


def unbound():
    print(v)
    v = 1


try:
    unbound()
except UnboundLocalError as e:
    print(type(e).__name__, isinstance(e, NameError), e)


# --- UnicodeError ---
u = UnicodeDecodeError("utf-8", b"\xff\xfe", 0, 1, "invalid start byte")
print(u.encoding, u.object, u.start, u.end, u.reason, str(u))
print(str(UnicodeDecodeError("utf-8", b"\xff\xfe", 0, 2, "invalid")))
print(str(UnicodeEncodeError("ascii", "h\xe9llo", 1, 2, "ordinal not in range(128)")))
print(str(UnicodeEncodeError("ascii", "h\u1234llo", 1, 2, "x")))
print(str(UnicodeEncodeError("ascii", "h\U00012345llo", 1, 3, "x")))
print(str(UnicodeTranslateError("h\xe9", 1, 2, "bad")), UnicodeTranslateError("h\xe9", 1, 2, "bad").encoding)
check(lambda: UnicodeDecodeError("utf-8"))
check(lambda: UnicodeDecodeError("a", "x", 0, 1, "x"))
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print(repr(e), e.start, e.end)
try:
    "\xe9".encode("ascii")
except UnicodeEncodeError as e:
    print(e, e.object)


# --- ExceptionGroup ---
eg = ExceptionGroup("msg", [ValueError(1), TypeError(2)])
print(str(eg), repr(eg), eg.message, eg.exceptions, type(eg).__name__)
print(type(BaseExceptionGroup("m", [ValueError()])).__name__, type(BaseExceptionGroup("m", [KeyboardInterrupt()])).__name__)
check(lambda: ExceptionGroup("m", [KeyboardInterrupt()]))
check(lambda: ExceptionGroup("m", []))
check(lambda: ExceptionGroup("m", [1]))
print(eg.split(ValueError))
print(eg.subgroup(TypeError), eg.subgroup(lambda e: False))
nested = ExceptionGroup("outer", [ValueError("a"), ExceptionGroup("inner", [TypeError("b"), ValueError("c")])])
print(nested.split(ValueError))
print(issubclass(ExceptionGroup, Exception), issubclass(ExceptionGroup, BaseExceptionGroup))


# --- raising non-exceptions ---
check(lambda: exec("raise 1"))
check(lambda: exec("raise ValueError from 1"))


class NotExc:
    pass


check(lambda: exec("raise NotExc", {"NotExc": NotExc}))
try:
    raise ValueError
except ValueError as e:
    print("class raised:", repr(e))
