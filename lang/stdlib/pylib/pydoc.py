"""Text documentation of Python objects, as help() prints it.

A subset of CPython's pydoc: plain-text documentation of functions,
methods, classes and data (render_doc, plaintext, getdoc, describe, doc,
help). Modules get a short page.
"""

import builtins
import inspect
import reprlib
import sys

__all__ = ["help"]

# The docstrings of the builtin methods a class inherits from object (and
# the other builtin types) when its own method has none; cpjit's builtins
# carry no docstrings.
_SLOT_DOCS = {
    "__init__": "Initialize self.  See help(type(self)) for accurate signature.",
    "__new__": "Create and return a new object.  See help(type) for accurate signature.",
    "__repr__": "Return repr(self).",
    "__str__": "Return str(self).",
    "__hash__": "Return hash(self).",
    "__eq__": "Return self==value.",
    "__ne__": "Return self!=value.",
    "__lt__": "Return self<value.",
    "__le__": "Return self<=value.",
    "__gt__": "Return self>value.",
    "__ge__": "Return self>=value.",
    "__getattribute__": "Return getattr(self, name).",
    "__setattr__": "Implement setattr(self, name, value).",
    "__delattr__": "Implement delattr(self, name).",
    "__sizeof__": "Size of object in memory, in bytes.",
    "__dir__": "Default dir() implementation.",
    "__reduce__": "Helper for pickle.",
    "__reduce_ex__": "Helper for pickle.",
    "__len__": "Return len(self).",
    "__getitem__": "Return self[key].",
    "__setitem__": "Set self[key] to value.",
    "__delitem__": "Delete self[key].",
    "__contains__": "Return bool(key in self).",
    "__iter__": "Implement iter(self).",
    "__next__": "Implement next(self).",
    "__call__": "Call self as a function.",
    "__bool__": "True if self else False",
    "__add__": "Return self+value.",
    "__radd__": "Return value+self.",
    "__sub__": "Return self-value.",
    "__rsub__": "Return value-self.",
    "__mul__": "Return self*value.",
    "__rmul__": "Return value*self.",
    "__neg__": "-self",
    "__pos__": "+self",
    "__abs__": "abs(self)",
    "__int__": "int(self)",
    "__float__": "float(self)",
    "__index__": "Return self converted to an integer, if self is suitable for use as an index into a list.",
}

_DESCRIPTOR_DOCS = {
    "__dict__": "dictionary for instance variables",
    "__weakref__": "list of weak references to the object",
}

_HIDDEN = {
    "__author__", "__builtins__", "__cached__", "__credits__", "__date__",
    "__doc__", "__file__", "__spec__", "__loader__", "__module__",
    "__name__", "__package__", "__path__", "__qualname__", "__slots__",
    "__version__", "__static_attributes__", "__firstlineno__",
}


def visiblename(name, all=None, obj=None):
    """Whether a name belongs in the documentation."""
    if name in _HIDDEN:
        return False
    if name.startswith("__") and name.endswith("__"):
        return True
    if name.startswith("_") and hasattr(obj, "_fields"):
        return True
    if all is not None:
        return name in all
    return not name.startswith("_")


def _builtin_doc(obj):
    """The docstring a method without one inherits from a builtin type."""
    name = getattr(obj, "__name__", None)
    qual = getattr(obj, "__qualname__", "")
    if name not in _SLOT_DOCS or "." not in qual:
        return None
    owner = _findclass(obj)
    mro = owner.__mro__[1:] if owner is not None else (object,)
    for base in mro:
        if name in base.__dict__:
            if getattr(base, "__module__", None) == "builtins":
                return _SLOT_DOCS[name]
            return None
    return None


def _findclass(func):
    mod = sys.modules.get(getattr(func, "__module__", None))
    if mod is None:
        return None
    cls = mod
    for part in func.__qualname__.split(".")[:-1]:
        if part == "<locals>":
            return None
        cls = getattr(cls, part, None)
        if cls is None:
            return None
    return cls if isinstance(cls, type) else None


def getdoc(obj):
    """The cleaned docstring of obj (inherited ones included), or ''."""
    if type(obj).__name__ == "getset_descriptor":
        name = getattr(obj, "__name__", None)
        if name in _DESCRIPTOR_DOCS:
            return _DESCRIPTOR_DOCS[name]
    try:
        doc = inspect.getdoc(obj)
    except Exception:
        doc = None
    if doc is None:
        target = obj
        if inspect.ismethod(obj):
            target = obj.__func__
        if inspect.isfunction(target):
            doc = _builtin_doc(target)
    return doc or ""


def _classname(cls, modname):
    name = cls.__qualname__
    if cls.__module__ != modname:
        name = cls.__module__ + "." + name
    return name


def _indent(text, prefix="    "):
    if not text:
        return ""
    return "\n".join((prefix + line).rstrip() for line in text.split("\n"))


def _split(items, pred):
    yes, no = [], []
    for x in items:
        (yes if pred(x) else no).append(x)
    return yes, no


class _TextRepr(reprlib.Repr):
    def __init__(self):
        super().__init__()
        self.maxlist = self.maxtuple = 20
        self.maxdict = 10
        self.maxstring = self.maxother = 100

    def repr1(self, x, level):
        name = type(x).__name__
        if hasattr(self, "repr_" + name.replace(" ", "_")):
            return getattr(self, "repr_" + name.replace(" ", "_"))(x, level)
        text = repr(x)
        if len(text) > self.maxother:
            half = max(0, (self.maxother - 3) // 2)
            text = text[:half] + "..." + text[len(text) - self.maxother + half + 3:]
        return text

    def repr_str(self, x, level):
        if len(x) > self.maxstring:
            half = max(0, (self.maxstring - 3) // 2)
            x = x[:half] + "..." + x[len(x) - self.maxstring + half + 3:]
        return repr(x)


_repr = _TextRepr().repr


def _overstrike(text):
    return "".join(ch + "\b" + ch for ch in text)


def _same(text):
    return text


# The bold of the renderer at work: render_doc's default renderer writes
# names in a terminal's overstrike bold, plaintext (and help()) does not.
_bold = _same


class TextDoc:
    """The text renderer: names in overstrike bold."""

    def bold(self, text):
        return _overstrike(text)


class _PlainTextDoc(TextDoc):
    """The text renderer without bold."""

    def bold(self, text):
        return text


text = TextDoc()
plaintext = _PlainTextDoc()


def _signature_text(obj):
    try:
        return str(inspect.signature(obj))
    except (ValueError, TypeError):
        return None


def _home_note(func, homecls, mod):
    """' from X' when func was defined elsewhere than homecls, the class
    whose namespace holds it."""
    qual = getattr(func, "__qualname__", None)
    modname = getattr(func, "__module__", None)
    if homecls is None or not isinstance(qual, str) or modname is None:
        return ""
    if "." in qual:
        owner = qual.rsplit(".", 1)[0]
        if modname == homecls.__module__ and owner == homecls.__qualname__:
            return ""
        return " from " + (owner if modname == mod else modname + "." + owner)
    if modname != homecls.__module__:
        return " from " + modname
    return ""


def docroutine(obj, name=None, mod=None, cl=None, homecls=None):
    """Text documentation of a function or method."""
    realname = obj.__name__
    name = name or realname
    if homecls is None:
        homecls = cl
    note = ""
    skipdocs = False
    func = obj
    if inspect.ismethod(obj):
        owner = obj.__self__
        imclass = owner if isinstance(owner, type) else owner.__class__
        func = obj.__func__
        if cl is not None:
            if imclass is not cl:
                note = " from " + _classname(imclass, mod)
        elif isinstance(owner, type):
            note = " class method of %s" % _classname(owner, mod)
        else:
            note = " method of %s instance" % _classname(imclass, mod)
    if cl is not None and not note and inspect.isfunction(func):
        note = _home_note(func, homecls, mod)
    if name == realname:
        title = _bold(realname)
    else:
        # An alias of a method the class also has under its own name:
        # documented there.
        if cl is not None and inspect.getattr_static(cl, realname, None) is obj:
            skipdocs = True
            if note.startswith(" from "):
                note = ""
        title = _bold(name) + " = " + realname
    argspec = None
    if inspect.isroutine(obj):
        argspec = _signature_text(obj)
        if argspec and realname == "<lambda>":
            title = _bold(name) + " lambda "
            argspec = argspec[1:-1]
    if argspec is None:
        argspec = "(...)"
    decl = title + argspec + note
    doc = "" if skipdocs else getdoc(obj)
    return decl + "\n" + (doc and _indent(doc) + "\n")


def docdata(obj, name=None):
    """Text documentation of a data descriptor."""
    out = [_bold(name) + "\n"]
    doc = getdoc(obj)
    if doc:
        out.append(_indent(doc) + "\n")
    return "".join(out)


def docother(obj, name=None, maxlen=None, doc=None):
    """Text documentation of any other object."""
    text = _repr(obj)
    if maxlen:
        line = (name and name + " = " or "") + text
        chop = maxlen - len(line)
        if chop < 0:
            text = text[:chop] + "..."
    line = (name and _bold(name) + " = " or "") + text
    if doc:
        line += "\n" + _indent(str(doc))
    return line


def _classify(cls):
    out = []
    for a in inspect.classify_class_attrs(cls):
        kind = a.kind
        if kind == "data" and inspect.isdatadescriptor(a.object):
            kind = "data descriptor"
        elif kind == "property":
            kind = "readonly property" if a.object.fset is None else "data descriptor"
        out.append((a.name, kind, a.defining_class, a.object))
    return out


def docclass(obj, name=None, mod=None):
    """Text documentation of a class."""
    realname = obj.__name__
    name = name or realname
    bases = obj.__bases__
    mod = obj.__module__
    contents = []
    push = contents.append

    if name == realname:
        title = "class " + _bold(realname)
    else:
        title = _bold(name) + " = class " + realname
    if bases:
        title += "(%s)" % ", ".join(_classname(b, mod) for b in bases)

    argspec = None
    try:
        sig = inspect.signature(obj)
    except (ValueError, TypeError):
        sig = None
    if sig is not None:
        argspec = str(sig)
        if argspec == "()":
            argspec = None
    if argspec:
        push(name + argspec + "\n")
    doc = getdoc(obj)
    if doc:
        push(doc + "\n")

    mro = list(inspect.getmro(obj))
    if len(mro) > 2:
        push("Method resolution order:")
        for base in mro:
            push("    " + _classname(base, mod))
        push("")

    rule = [False]

    def hr():
        if rule[0]:
            push("-" * 70)
        rule[0] = True

    def spill(msg, attrs, pred):
        ok, attrs = _split(attrs, pred)
        if ok:
            hr()
            push(msg)
            for aname, kind, home, value in ok:
                try:
                    value = getattr(obj, aname)
                except Exception:
                    pass
                if inspect.isroutine(value) or isinstance(value, (staticmethod, classmethod)):
                    if isinstance(value, (staticmethod, classmethod)):
                        value = value.__func__
                    push(docroutine(value, aname, mod, obj, home))
                else:
                    push(docother(value, aname, 70) + "\n")
        return attrs

    def spilldescriptors(msg, attrs, pred):
        ok, attrs = _split(attrs, pred)
        if ok:
            hr()
            push(msg)
            for aname, kind, home, value in ok:
                push(docdata(value, aname))
        return attrs

    def spilldata(msg, attrs, pred):
        ok, attrs = _split(attrs, pred)
        if ok:
            hr()
            push(msg)
            for aname, kind, home, value in ok:
                doc = getdoc(value) if (callable(value) or inspect.isdatadescriptor(value)) else None
                try:
                    value = getattr(obj, aname)
                except AttributeError:
                    value = home.__dict__[aname]
                push(docother(value, aname, 70, doc) + "\n")
        return attrs

    attrs = [t for t in _classify(obj) if visiblename(t[0], obj=obj)]
    pending = list(mro)
    while attrs:
        if pending:
            thisclass = pending.pop(0)
        else:
            thisclass = attrs[0][2]
            if thisclass is None:
                thisclass = obj
        attrs, inherited = _split(
            attrs, lambda t: t[2] is thisclass or (t[2] is None and thisclass is obj))
        if obj is not builtins.object and thisclass is builtins.object:
            attrs = inherited
            continue
        if thisclass is obj:
            tag = "defined here"
        else:
            tag = "inherited from %s" % _classname(thisclass, mod)
        attrs.sort(key=lambda t: t[0])
        attrs = spill("Methods %s:\n" % tag, attrs, lambda t: t[1] == "method")
        attrs = spill("Class methods %s:\n" % tag, attrs, lambda t: t[1] == "class method")
        attrs = spill("Static methods %s:\n" % tag, attrs, lambda t: t[1] == "static method")
        attrs = spilldescriptors("Readonly properties %s:\n" % tag, attrs,
                                 lambda t: t[1] == "readonly property")
        attrs = spilldescriptors("Data descriptors %s:\n" % tag, attrs,
                                 lambda t: t[1] == "data descriptor")
        attrs = spilldata("Data and other attributes %s:\n" % tag, attrs,
                          lambda t: t[1] == "data")
        attrs = inherited

    body = "\n".join(contents)
    if not body:
        return title + "\n"
    return title + "\n" + _indent(body.rstrip(), " |  ") + "\n"


def docmodule(obj, name=None):
    """A short text page for a module: its name and docstring."""
    name = obj.__name__
    out = [_bold("NAME"), "    " + name]
    doc = getdoc(obj)
    if doc:
        lines = doc.split("\n")
        out[1] += " - " + lines[0]
        rest = "\n".join(lines[1:]).strip("\n")
        if rest:
            out += ["", _bold("DESCRIPTION"), _indent(rest)]
    return "\n".join(out) + "\n"


def describe(thing):
    """A short description of thing: 'class X', 'function f'..."""
    if inspect.ismodule(thing):
        if thing.__name__ in sys.builtin_module_names:
            return "built-in module " + thing.__name__
        if hasattr(thing, "__path__"):
            return "package " + thing.__name__
        return "module " + thing.__name__
    if inspect.isbuiltin(thing):
        return "built-in function " + thing.__name__
    if isinstance(thing, property):
        return "property"
    if inspect.isclass(thing):
        return "class " + thing.__name__
    if inspect.isfunction(thing):
        return "function " + thing.__name__
    if inspect.ismethod(thing):
        return "method " + thing.__name__
    return type(thing).__name__


def render_doc(thing, title="Python Library Documentation: %s", forceload=0, renderer=None):
    """The text help() prints for thing."""
    obj = thing
    desc = describe(obj)
    module = inspect.getmodule(obj)
    name = getattr(obj, "__name__", None)
    if module is not None and module is not obj:
        desc += " in module " + module.__name__
    if not (inspect.ismodule(obj) or inspect.isclass(obj) or inspect.isroutine(obj)
            or inspect.isdatadescriptor(obj) or _own_doc(obj)):
        # Data or an instance: its type's page.
        obj = type(obj)
        desc += " object"
    global _bold
    saved = _bold
    _bold = (renderer or text).bold
    try:
        return title % desc + "\n\n" + _document(obj, name)
    finally:
        _bold = saved


def _own_doc(obj):
    doc = getattr(obj, "__doc__", None)
    if not isinstance(doc, str) or doc is getattr(type(obj), "__doc__", None):
        return None
    return doc


def _document(obj, name=None):
    if inspect.ismodule(obj):
        return docmodule(obj)
    if inspect.isclass(obj):
        return docclass(obj, name)
    if inspect.isroutine(obj):
        return docroutine(obj, name)
    if inspect.isdatadescriptor(obj):
        return docdata(obj, name or getattr(obj, "__name__", ""))
    return docother(obj, name)


def plain(text):
    """Text without the overstrike bold of terminals."""
    out = []
    for ch in text:
        if ch == "\b" and out:
            out.pop()
            continue
        out.append(ch)
    return "".join(out)


def doc(thing, title="Python Library Documentation: %s", forceload=0, output=None):
    """Write thing's documentation to output (default stdout)."""
    if output is None:
        sys.stdout.write(plain(render_doc(thing, title)) + "\n")
    else:
        output.write(render_doc(thing, title, forceload, plaintext))


class Helper:
    """help(object) writes the object's documentation."""

    def __repr__(self):
        return ("Type help() for interactive help, or help(object) "
                "for help about object.")

    def __call__(self, request=None):
        if request is None:
            print("Interactive help is not available in cpjit; "
                  "use help(object) for an object's documentation.")
            return
        if isinstance(request, str):
            request = _locate(request)
        doc(request, "Help on %s:")


def _locate(path):
    parts = path.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = __import__(".".join(parts[:i]))
        except ImportError:
            continue
        for p in parts[1:]:
            obj = getattr(obj, p)
        return obj
    obj = builtins
    for p in parts:
        obj = getattr(obj, p)
    return obj


help = Helper()
