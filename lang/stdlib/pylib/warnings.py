"""Issue warning messages and control what happens to them.

A warning passes through the `filters` list (newest first); the first
matching filter's action decides: "error" raises it, "ignore" drops it,
and "default" / "module" / "once" / "always" print it to sys.stderr
("file:line: Category: message" plus the source line) with varying
de-duplication.  A filter's message and module are compiled regular
expressions matched at the start of the text (the message ignoring
case), or None; a plain string (the default filter's '__main__') must
equal the module name.
"""

import sys

__all__ = ["warn", "warn_explicit", "showwarning",
           "formatwarning", "filterwarnings", "simplefilter",
           "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")


# ------------------------------------------------------------ formatting

_source_cache = {}


def _source_line(filename, lineno):
    """Line `lineno` of `filename`, or '' when unavailable."""
    lines = _source_cache.get(filename)
    if lines is None:
        try:
            with open(filename, encoding="utf-8") as fh:
                lines = fh.read().splitlines()
        except Exception:
            lines = []
        _source_cache[filename] = lines
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ""


class WarningMessage(object):
    """One recorded warning (what catch_warnings(record=True) collects)."""

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file",
                        "line", "source")

    def __init__(self, message, category, filename, lineno, file=None,
                 line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return (f"{{message : {self.message!r}, category : "
                f"{self._category_name!r}, filename : {self.filename!r}, "
                f"lineno : {self.lineno}, line : {self.line!r}}}")


def _render(msg):
    """The default text for a WarningMessage."""
    text = (f"{msg.filename}:{msg.lineno}: {msg.category.__name__}: "
            f"{msg.message}\n")
    line = msg.line
    if line is None:
        line = _source_line(msg.filename, msg.lineno)
    line = line.strip() if line else ""
    if line:
        text += f"  {line}\n"
    return text


def formatwarning(message, category, filename, lineno, line=None):
    """Return the text showwarning would print for this warning."""
    return _render(WarningMessage(message, category, filename, lineno,
                                  None, line))


def _write(msg):
    """Default output: write the formatted warning to msg.file or stderr."""
    stream = msg.file if msg.file is not None else sys.stderr
    if stream is None:
        return
    if formatwarning is _original_formatwarning:
        text = _render(msg)
    else:
        text = formatwarning(msg.message, msg.category, msg.filename,
                             msg.lineno, msg.line)
    try:
        stream.write(text)
    except OSError:
        pass


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Print a warning (replaceable hook)."""
    _write(WarningMessage(message, category, filename, lineno, file, line))


_original_formatwarning = formatwarning
_original_showwarning = showwarning
# catch_warnings(record=True) swaps this for a list's append.
_deliver = _write


def _emit(msg):
    if showwarning is not _original_showwarning:
        if not callable(showwarning):
            raise TypeError("warnings.showwarning() must be set to a "
                            "function or method")
        showwarning(msg.message, msg.category, msg.filename, msg.lineno,
                    msg.file, msg.line)
        return
    _deliver(msg)


# --------------------------------------------------------------- filters

def _filters_mutated():
    global _filters_version
    _filters_version += 1


def _insert_filter(entry, append):
    if append:
        if entry not in filters:
            filters.append(entry)
    else:
        try:
            filters.remove(entry)
        except ValueError:
            pass
        filters.insert(0, entry)
    _filters_mutated()


def _check_filter_args(action, category, lineno):
    if action not in _ACTIONS:
        raise ValueError(f"invalid action: {action!r}")
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass")
    if not isinstance(lineno, int) or lineno < 0:
        raise ValueError("lineno must be an int >= 0")


def filterwarnings(action, message="", category=Warning, module="", lineno=0,
                   append=False):
    """Add a filter: `message` is a regular expression the start of the
    warning text must match ignoring case, `module` one the start of the
    module name must match (empty: any)."""
    _check_filter_args(action, category, lineno)
    if not isinstance(message, str):
        raise TypeError("message must be a string")
    if not isinstance(module, str):
        raise TypeError("module must be a string")
    if message or module:
        import re
    text_pat = re.compile(message, re.I) if message else None
    module_pat = re.compile(module) if module else None
    _insert_filter((action, text_pat, category, module_pat, lineno), append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Add a filter matching every message and module."""
    _check_filter_args(action, category, lineno)
    _insert_filter((action, None, category, None, lineno), append)


def resetwarnings():
    """Remove every filter (including the defaults)."""
    filters[:] = []
    _filters_mutated()


def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return bool(pattern.match(text))


def _choose_action(text, category, module, lineno):
    for entry in filters:
        action, text_pat, cat, module_pat, line = entry
        if not _matches(text_pat, text):
            continue
        if not issubclass(category, cat):
            continue
        if not _matches(module_pat, module):
            continue
        if line and line != lineno:
            continue
        return action, entry
    return defaultaction, None


# ------------------------------------------------------------------ warn

def _caller(stacklevel, skip_file_prefixes=()):
    """(filename, lineno, globals) of the frame `stacklevel` levels above
    warn()'s caller; frames above it whose file names start with one of
    skip_file_prefixes are not counted."""
    try:
        if not skip_file_prefixes:
            frame = sys._getframe(stacklevel + 1)
        else:
            frame = sys._getframe(2)
            for _ in range(stacklevel - 1):
                frame = frame.f_back
                # As CPython's C warn(), which matches a prefix against
                # the file name less its last character.
                while (frame is not None and
                       frame.f_code.co_filename[:-1].startswith(skip_file_prefixes)):
                    frame = frame.f_back
                if frame is None:
                    break
    except ValueError:
        return "<sys>", 0, sys.__dict__
    if frame is None:
        return "<sys>", 0, sys.__dict__
    return frame.f_code.co_filename, frame.f_lineno, frame.f_globals


def warn(message, category=None, stacklevel=1, source=None, *,
         skip_file_prefixes=()):
    """Issue a warning from the code `stacklevel` frames up the stack."""
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, "
                        f"not '{type(category).__name__}'")
    if not isinstance(skip_file_prefixes, tuple):
        raise TypeError("warn() argument 'skip_file_prefixes' must be "
                        f"tuple, not {type(skip_file_prefixes).__name__}")
    if skip_file_prefixes:
        stacklevel = max(2, stacklevel)
    filename, lineno, frame_globals = _caller(stacklevel, skip_file_prefixes)
    if isinstance(frame_globals, dict):
        module = frame_globals.get("__name__", "<string>")
        registry = frame_globals.setdefault("__warningregistry__", {})
    else:
        module, registry = "<string>", {}
    warn_explicit(message, category, filename, lineno, module, registry,
                  frame_globals, source)


def warn_explicit(message, category, filename, lineno, module=None,
                  registry=None, module_globals=None, source=None):
    """Issue a warning with an explicit location."""
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module.endswith(".py"):
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get("version", 0) != _filters_version:
        registry.clear()
        registry["version"] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    seen_key = (text, category, lineno)
    if registry.get(seen_key):
        return
    action, entry = _choose_action(text, category, module, lineno)
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[seen_key] = 1
        global_key = (text, category)
        if onceregistry.get(global_key):
            return
        onceregistry[global_key] = 1
    elif action == "module":
        registry[seen_key] = 1
        module_key = (text, category, 0)
        if registry.get(module_key):
            return
        registry[module_key] = 1
    elif action == "default":
        registry[seen_key] = 1
    elif action != "always":
        raise RuntimeError(f"Unrecognized action ({action!r}) in "
                           f"warnings.filters:\n {entry}")
    _emit(WarningMessage(message, category, filename, lineno, source=source))


# ------------------------------------------------------- catch_warnings

class catch_warnings(object):
    """Context manager saving and restoring the warnings state; with
    record=True, warnings are collected into the list `as` binds."""

    def __init__(self, *, record=False, module=None, action=None,
                 category=Warning, lineno=0, append=False):
        self._record = record
        self._module = sys.modules["warnings"] if module is None else module
        self._entered = False
        self._filter_args = None
        if action is not None:
            self._filter_args = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not sys.modules["warnings"]:
            args.append(f"module={self._module!r}")
        return f"{type(self).__name__}({', '.join(args)})"

    def __enter__(self):
        if self._entered:
            raise RuntimeError(f"Cannot enter {self!r} twice")
        self._entered = True
        mod = self._module
        self._saved = (mod.filters, mod.showwarning, mod._deliver)
        mod.filters = mod.filters[:]
        mod._filters_mutated()
        if self._filter_args is not None:
            mod.simplefilter(*self._filter_args)
        if not self._record:
            return None
        collected = []
        mod._deliver = collected.append
        mod.showwarning = mod._original_showwarning
        return collected

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError(f"Cannot exit {self!r} without entering first")
        mod = self._module
        mod.filters, mod.showwarning, mod._deliver = self._saved
        mod._filters_mutated()


# ------------------------------------------------------------ deprecated

class deprecated:
    """Decorator marking a function or class as deprecated: using it
    issues `category` with the given message (PEP 702)."""

    def __init__(self, message, /, *, category=DeprecationWarning,
                 stacklevel=1):
        if not isinstance(message, str):
            raise TypeError("Expected an object of type str for 'message', "
                            f"not {type(message).__name__!r}")
        self.message = message
        self.category = category
        self.stacklevel = stacklevel

    def __call__(self, arg, /):
        text, category, level = self.message, self.category, self.stacklevel
        if category is None:
            arg.__deprecated__ = text
            return arg
        if isinstance(arg, type):
            original_new = arg.__dict__.get("__new__")

            def __new__(cls, *args, **kwargs):
                if cls is arg:
                    warn(text, category=category, stacklevel=level + 1)
                if original_new is not None:
                    return original_new(cls, *args, **kwargs)
                if cls.__init__ is object.__init__ and (args or kwargs):
                    raise TypeError(f"{cls.__name__}() takes no arguments")
                return object.__new__(cls)

            arg.__new__ = staticmethod(__new__)
            arg.__deprecated__ = __new__.__deprecated__ = text
            return arg
        if not callable(arg):
            raise TypeError("@deprecated decorator with non-None category "
                            f"must be applied to a class or callable, not {arg!r}")
        from functools import wraps

        @wraps(arg)
        def warned(*args, **kwargs):
            warn(text, category=category, stacklevel=level + 1)
            return arg(*args, **kwargs)

        arg.__deprecated__ = warned.__deprecated__ = text
        return warned


_DEPRECATED_MSG = "{name!r} is deprecated and slated for removal in Python {remove}"


def _deprecated(name, message=_DEPRECATED_MSG, *, remove, _version=sys.version_info):
    """Warn that `name` is deprecated and due for removal in version
    `remove` ("major.minor"); raise once that version is reached."""
    major, minor = (int(part) for part in remove.split(".")[:2])
    if (_version[0], _version[1]) >= (major, minor):
        raise RuntimeError(f"{name!r} was slated for removal after Python "
                           f"{remove} alpha")
    warn(message.format(name=name, remove=remove), DeprecationWarning,
         stacklevel=3)


# Default filters, as in a non-debug CPython build.
filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}
_filters_version = 1


# ---- -W options ----
#
# python3's -W ACTION:MESSAGE:CATEGORY:MODULE:LINENO options land in
# sys.warnoptions; each becomes a filter, later ones taking precedence.
# A bad option is reported on stderr and ignored.

class _OptionError(Exception):
    pass


_OPTION_ACTIONS = ("default", "always", "all", "ignore", "module", "once", "error")


def _getaction(action):
    if not action:
        return "default"
    for a in _OPTION_ACTIONS:
        if a.startswith(action):
            return a
    raise _OptionError("invalid action: %r" % (action,))


def _getcategory(category):
    if not category:
        return Warning
    if "." not in category:
        import builtins
        cat = getattr(builtins, category, None)
        if cat is None:
            raise _OptionError("unknown warning category: %r" % (category,))
    else:
        modname, _, klass = category.rpartition(".")
        try:
            m = __import__(modname, None, None, [klass])
        except ImportError:
            raise _OptionError("invalid module name: %r" % (modname,)) from None
        cat = getattr(m, klass, None)
        if cat is None:
            raise _OptionError("unknown warning category: %r" % (category,))
    if not (isinstance(cat, type) and issubclass(cat, Warning)):
        raise _OptionError("invalid warning category: %r" % (category,))
    return cat


def _setoption(arg):
    parts = arg.split(":")
    if len(parts) > 5:
        raise _OptionError("too many fields (max 5): %r" % (arg,))
    parts += [""] * (5 - len(parts))
    action, message, category, module, lineno = [s.strip() for s in parts]
    action = _getaction(action)
    category = _getcategory(category)
    if lineno:
        try:
            lineno = int(lineno)
            if lineno < 0:
                raise ValueError
        except (ValueError, OverflowError):
            raise _OptionError("invalid lineno %r" % (lineno,)) from None
    else:
        lineno = 0
    if action == "all":
        action = "always"
    # An option's message is a literal prefix and its module the whole
    # name.
    if message or module:
        import re
    text_pat = re.compile(re.escape(message), re.I) if message else None
    module_pat = re.compile(re.escape(module) + r"\Z") if module else None
    _insert_filter((action, text_pat, category, module_pat, lineno), False)


def _processoptions(args):
    for arg in args:
        try:
            _setoption(arg)
        except _OptionError as msg:
            print("Invalid -W option ignored:", msg, file=sys.stderr)


_processoptions(sys.warnoptions)
