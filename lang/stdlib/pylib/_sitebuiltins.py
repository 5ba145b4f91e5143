# The objects that the site module puts into builtins for people at a
# prompt: exit and quit, help, and the copyright, credits and license
# texts. cpjit's own code; the reprs are the ones python3 shows.

import sys


class Quitter(object):
    """exit() and quit(): raise SystemExit; their repr says how to leave."""

    def __init__(self, name, eof):
        self.name = name
        self.eof = eof

    def __repr__(self):
        return "Use %s() or %s to exit" % (self.name, self.eof)

    def __call__(self, code=None):
        # Close standard input first, as python3 does, so that a shell
        # reading it after us sees no half-read line.
        try:
            sys.stdin.close()
        except Exception:
            pass
        raise SystemExit(code)


class _Printer(object):
    """copyright, credits and license: print their text when called or shown."""

    def __init__(self, name, text):
        self.__name = name
        self.__text = text

    def __repr__(self):
        return self.__text

    def __call__(self):
        print(self.__text)


class _Helper(object):
    """help(): the documentation of an object."""

    def __repr__(self):
        return ("Type help() for interactive help, or help(object) "
                "for help about object.")

    def __call__(self, *args, **kwds):
        if not args:
            print("Interactive help is not available in cpjit; "
                  "use help(object) for an object's documentation.")
            return None
        obj = args[0]
        print(_describe(obj))
        return None


def _signature(obj):
    code = getattr(obj, "__code__", None)
    if code is None:
        return "(...)"
    names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
    defaults = obj.__defaults__ or ()
    parts = []
    first_default = code.co_argcount - len(defaults)
    for i, n in enumerate(names[:code.co_argcount]):
        if i >= first_default:
            parts.append("%s=%r" % (n, defaults[i - first_default]))
        else:
            parts.append(n)
    if code.co_kwonlyargcount:
        parts.append("*")
        kwd = obj.__kwdefaults__ or {}
        for n in names[code.co_argcount:]:
            parts.append("%s=%r" % (n, kwd[n]) if n in kwd else n)
    return "(" + ", ".join(parts) + ")"


def _indent(doc, prefix="    "):
    return "\n".join((prefix + line) if line else "" for line in doc.expandtabs().splitlines())


def _describe(obj):
    doc = getattr(obj, "__doc__", None)
    name = getattr(obj, "__qualname__", getattr(obj, "__name__", None))
    module = getattr(obj, "__module__", None)
    if isinstance(obj, type):
        head = "Help on class %s in module %s:\n\nclass %s(%s)" % (
            obj.__name__, module, obj.__name__,
            ", ".join(b.__name__ for b in obj.__bases__))
    elif callable(obj) and name is not None:
        kind = "function" if hasattr(obj, "__code__") else "built-in function"
        where = " in module %s" % module if module else ""
        head = "Help on %s %s%s:\n\n%s%s" % (kind, name, where, name, _signature(obj))
    elif type(obj).__name__ == "module":
        head = "Help on module %s:\n\nNAME\n    %s" % (obj.__name__, obj.__name__)
    else:
        head = "Help on %s object:" % type(obj).__name__
        doc = type(obj).__doc__
    if doc:
        return head + "\n" + _indent(doc.strip()) + "\n"
    return head + "\n"
