"""Get information about live objects: type predicates, members, source
code, docstrings, call signatures and the interpreter stack (cpjit).

Source comes from linecache; a function's block ends where its
indentation does. Builtins carry no __text_signature__ in cpjit, so
signature() of most builtins raises ValueError.
"""

import builtins
import collections
import enum
import functools
import linecache
import os
import re
import sys
import types
from collections import namedtuple

__all__ = [
    'ArgInfo', 'Attribute', 'BoundArguments', 'ClosureVars', 'FrameInfo',
    'FullArgSpec', 'Parameter', 'Signature', 'Traceback', 'classify_class_attrs',
    'cleandoc', 'currentframe', 'findsource', 'formatannotation', 'get_annotations',
    'getargvalues', 'getattr_static', 'getblock', 'getcallargs', 'getclasstree',
    'getclosurevars', 'getcomments', 'getdoc', 'getfile', 'getframeinfo',
    'getfullargspec', 'getgeneratorlocals', 'getgeneratorstate', 'getinnerframes',
    'getlineno', 'getmembers', 'getmembers_static', 'getmodule', 'getmodulename',
    'getmro', 'getouterframes', 'getsource', 'getsourcefile', 'getsourcelines',
    'indentsize', 'isabstract', 'isasyncgen', 'isasyncgenfunction', 'isawaitable',
    'isbuiltin', 'isclass', 'iscode', 'iscoroutine', 'iscoroutinefunction',
    'isdatadescriptor', 'isframe', 'isfunction', 'isgenerator',
    'isgeneratorfunction', 'isgetsetdescriptor', 'ismemberdescriptor',
    'ismethod', 'ismethoddescriptor', 'ismethodwrapper', 'ismodule', 'isroutine',
    'istraceback', 'signature', 'stack', 'trace', 'unwrap', 'CO_OPTIMIZED',
    'CO_NEWLOCALS', 'CO_VARARGS', 'CO_VARKEYWORDS', 'CO_NESTED', 'CO_GENERATOR',
    'CO_NOFREE', 'CO_COROUTINE', 'CO_ITERABLE_COROUTINE', 'CO_ASYNC_GENERATOR',
]

CO_OPTIMIZED = 0x1
CO_NEWLOCALS = 0x2
CO_VARARGS = 0x4
CO_VARKEYWORDS = 0x8
CO_NESTED = 0x10
CO_GENERATOR = 0x20
CO_NOFREE = 0x40
CO_COROUTINE = 0x80
CO_ITERABLE_COROUTINE = 0x100
CO_ASYNC_GENERATOR = 0x200

TPFLAGS_IS_ABSTRACT = 1 << 20


# --- predicates -----------------------------------------------------------

def ismodule(object):
    """Return true if the object is a module."""
    return isinstance(object, types.ModuleType)


def isclass(object):
    """Return true if the object is a class."""
    return isinstance(object, type)


def ismethod(object):
    """Return true if the object is a bound method."""
    return isinstance(object, types.MethodType)


def isfunction(object):
    """Return true if the object is a user-defined function."""
    return isinstance(object, types.FunctionType)


def _has_code_flag(f, flag):
    f = functools._unwrap_partial(f) if hasattr(functools, '_unwrap_partial') else f
    while ismethod(f):
        f = f.__func__
    while isinstance(f, functools.partial):
        f = f.func
    while ismethod(f):
        f = f.__func__
    if not (isfunction(f) or _signature_is_functionlike(f)):
        return False
    return bool(f.__code__.co_flags & flag)


def isgeneratorfunction(obj):
    """Return true if the object is a generator function."""
    return _has_code_flag(obj, CO_GENERATOR)


_is_coroutine_mark = object()


def markcoroutinefunction(func):
    """Mark func as a coroutine function for iscoroutinefunction()."""
    if hasattr(func, '__func__'):
        func = func.__func__
    func._is_coroutine_marker = _is_coroutine_mark
    return func


def iscoroutinefunction(obj):
    """Return true if the object is a coroutine function."""
    if _has_code_flag(obj, CO_COROUTINE):
        return True
    f = obj
    while ismethod(f):
        f = f.__func__
    return getattr(f, '_is_coroutine_marker', None) is _is_coroutine_mark


def isasyncgenfunction(obj):
    """Return true if the object is an asynchronous generator function."""
    return _has_code_flag(obj, CO_ASYNC_GENERATOR)


def isasyncgen(object):
    """Return true if the object is an asynchronous generator."""
    return isinstance(object, types.AsyncGeneratorType)


def isgenerator(object):
    """Return true if the object is a generator."""
    return isinstance(object, types.GeneratorType)


def iscoroutine(object):
    """Return true if the object is a coroutine."""
    return isinstance(object, types.CoroutineType)


def isawaitable(object):
    """Return true if the object can be used in an await expression."""
    return (isinstance(object, types.CoroutineType) or
            isinstance(object, types.GeneratorType) and
            bool(object.gi_code.co_flags & CO_ITERABLE_COROUTINE) or
            isinstance(object, collections.abc.Awaitable))


def istraceback(object):
    """Return true if the object is a traceback."""
    return isinstance(object, types.TracebackType)


def isframe(object):
    """Return true if the object is a frame object."""
    return isinstance(object, types.FrameType)


def iscode(object):
    """Return true if the object is a code object."""
    return isinstance(object, types.CodeType)


def isbuiltin(object):
    """Return true if the object is a built-in function or method."""
    return isinstance(object, types.BuiltinFunctionType)


def ismethodwrapper(object):
    """Return true if the object is a method wrapper."""
    return isinstance(object, types.MethodWrapperType)


def ismethoddescriptor(object):
    """Return true if the object is a method descriptor (has __get__ but
    not __set__, and is no class, method or function)."""
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, '__get__') and not hasattr(tp, '__set__') and \
        not hasattr(tp, '__delete__')


def isdatadescriptor(object):
    """Return true if the object is a data descriptor (has __set__ or
    __delete__)."""
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, '__set__') or hasattr(tp, '__delete__')


def ismemberdescriptor(object):
    """Return true if the object is a member descriptor (__slots__)."""
    return isinstance(object, types.MemberDescriptorType)


def isgetsetdescriptor(object):
    """Return true if the object is a getset descriptor."""
    return isinstance(object, types.GetSetDescriptorType)


def isroutine(object):
    """Return true if the object is any kind of function or method."""
    return (isbuiltin(object) or isfunction(object) or ismethod(object) or
            ismethoddescriptor(object) or ismethodwrapper(object))


def isabstract(object):
    """Return true if the object is an abstract base class."""
    if not isinstance(object, type):
        return False
    return bool(getattr(object, '__abstractmethods__', None))


# --- members --------------------------------------------------------------

def _getmembers(object, predicate, getter):
    results = []
    processed = set()
    names = dir(object)
    if isclass(object):
        mro = (object,) + getmro(object)
        # attributes that only a metaclass or __dir__ lists still count
        try:
            for base in object.__bases__:
                for k, v in base.__dict__.items():
                    if isinstance(v, types.DynamicClassAttribute):
                        names.append(k)
        except AttributeError:
            pass
    else:
        mro = ()
    for key in names:
        try:
            value = getter(object, key)
            if key in processed:
                raise AttributeError
        except AttributeError:
            for base in mro:
                if key in base.__dict__:
                    value = base.__dict__[key]
                    break
            else:
                continue
        if not predicate or predicate(value):
            results.append((key, value))
        processed.add(key)
    results.sort(key=lambda pair: pair[0])
    return results


def getmembers(object, predicate=None):
    """Return (name, value) pairs of the object's attributes, sorted by
    name, keeping those for which predicate is true."""
    return _getmembers(object, predicate, getattr)


def getmembers_static(object, predicate=None):
    """Like getmembers(), without running descriptors or __getattr__."""
    return _getmembers(object, predicate, getattr_static)


def getmro(cls):
    """Return the class's method resolution order."""
    return cls.__mro__


_sentinel = object()


def getattr_static(obj, attr, default=_sentinel):
    """Look attr up without triggering descriptors or __getattr__."""
    instance_result = _sentinel
    if not isinstance(obj, type):
        try:
            d = object.__getattribute__(obj, '__dict__')
        except AttributeError:
            pass
        else:
            if attr in d:
                instance_result = d[attr]
        klass = type(obj)
    else:
        klass = obj
        for entry in klass.__mro__:
            if attr in entry.__dict__:
                return entry.__dict__[attr]
    if instance_result is not _sentinel:
        return instance_result
    for entry in klass.__mro__:
        if attr in entry.__dict__:
            return entry.__dict__[attr]
    if default is not _sentinel:
        return default
    raise AttributeError(attr)


Attribute = namedtuple('Attribute', 'name kind defining_class object')


def classify_class_attrs(cls):
    """Describe each attribute of cls: its kind ('class method', 'static
    method', 'property', 'method' or 'data') and the class defining it."""
    mro = getmro(cls)
    result = []
    for name in dir(cls):
        for base in mro:
            if name in base.__dict__:
                obj = base.__dict__[name]
                homecls = base
                break
        else:
            obj = getattr(cls, name)
            homecls = getattr(obj, '__objclass__', None)
        if isinstance(obj, staticmethod):
            kind = 'static method'
        elif isinstance(obj, classmethod):
            kind = 'class method'
        elif isinstance(obj, property):
            kind = 'property'
        elif isroutine(obj):
            kind = 'method'
        else:
            kind = 'data'
        result.append(Attribute(name, kind, homecls, obj))
    return result


def getclasstree(classes, unique=False):
    """Arrange classes into a nested list of (class, bases) tuples."""
    children = {}
    roots = []
    for c in classes:
        if c.__bases__:
            for parent in c.__bases__:
                children.setdefault(parent, [])
                if c not in children[parent]:
                    children[parent].append(c)
                if unique and parent in classes:
                    break
        elif c not in roots:
            roots.append(c)
    for parent in children:
        if parent not in classes:
            roots.append(parent)

    def walk(cs, parent):
        out = []
        for c in sorted(cs, key=lambda k: (k.__module__, k.__name__)):
            out.append((c, c.__bases__))
            if c in children:
                out.append(walk(children[c], c))
        return out
    return walk(roots, None)


# --- docstrings -----------------------------------------------------------

def cleandoc(doc):
    """Clean up a docstring: expand tabs, drop the common indentation of
    the lines after the first, and the blank lines at both ends."""
    lines = doc.expandtabs().split('\n')
    margin = None
    for line in lines[1:]:
        content = len(line.lstrip(' '))
        if content:
            indent = len(line) - content
            margin = indent if margin is None else min(margin, indent)
    lines[0] = lines[0].lstrip(' ')
    if margin is not None:
        lines[1:] = [line[margin:] for line in lines[1:]]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return '\n'.join(lines)


def _finddoc(obj):
    if isclass(obj):
        for base in obj.__mro__:
            if base is not object:
                try:
                    doc = base.__doc__
                except AttributeError:
                    continue
                if doc is not None:
                    return doc
        return None
    if ismethod(obj):
        name = obj.__func__.__name__
        self = obj.__self__
        cls = self if isclass(self) and getattr(getattr(self, name, None), '__func__', None) is obj.__func__ \
            else type(self)
    elif isfunction(obj):
        name = obj.__name__
        cls = _findclass(obj)
        if cls is None or getattr(cls, name, None) is not obj:
            return None
    elif isbuiltin(obj):
        name = obj.__name__
        self = obj.__self__
        if isclass(self) and self.__qualname__ + '.' + name == obj.__qualname__:
            cls = self
        else:
            cls = type(self)
    elif isinstance(obj, property):
        fget = obj.fget
        if fget is None:
            return None
        name = fget.__name__
        cls = _findclass(fget)
        if cls is None or getattr(cls, name, None) is not obj:
            return None
    elif ismethoddescriptor(obj) or isdatadescriptor(obj):
        name = getattr(obj, '__name__', None)
        cls = getattr(obj, '__objclass__', None)
        if name is None or cls is None:
            return None
    else:
        return None
    for base in cls.__mro__:
        try:
            doc = getattr(base, name).__doc__
        except AttributeError:
            continue
        if doc is not None:
            return doc
    return None


def _findclass(func):
    cls = sys.modules.get(func.__module__)
    if cls is None:
        return None
    for name in func.__qualname__.split('.')[:-1]:
        cls = getattr(cls, name, None)
        if cls is None:
            return None
    if not isclass(cls):
        return None
    return cls


def getdoc(object):
    """Return the object's docstring, cleaned up; a method without one
    inherits its base class's."""
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        try:
            doc = _finddoc(object)
        except (AttributeError, TypeError):
            return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


# --- files and modules ----------------------------------------------------

def getfile(object):
    """Return the name of the file the object was defined in."""
    if ismodule(object):
        if getattr(object, '__file__', None):
            return object.__file__
        raise TypeError('{!r} is a built-in module'.format(object))
    if isclass(object):
        if hasattr(object, '__module__'):
            module = sys.modules.get(object.__module__)
            if getattr(module, '__file__', None):
                return module.__file__
            if object.__module__ == '__main__':
                raise OSError('source code not available')
        raise TypeError('{!r} is a built-in class'.format(object))
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        object = object.__code__
    if istraceback(object):
        object = object.tb_frame
    if isframe(object):
        object = object.f_code
    if iscode(object):
        return object.co_filename
    raise TypeError('module, class, method, function, traceback, frame, or '
                    'code object was expected, got {}'.format(type(object).__name__))


def getmodulename(path):
    """Return the module name for a file path, or None."""
    fname = os.path.basename(path)
    for suffix in ('.py', '.pyc', '.pyw'):
        if fname.endswith(suffix):
            return fname[:-len(suffix)]
    return None


def getsourcefile(object):
    """Return the Python source file the object was defined in, or None."""
    filename = getfile(object)
    if filename.startswith('<') and filename.endswith('>') and \
            not filename.startswith('<frozen'):
        return filename if linecache.getlines(filename) else None
    if os.path.exists(filename):
        return filename
    if linecache.getlines(filename):
        return filename
    return None


def getabsfile(object, _filename=None):
    """Return an absolute, normalised path to the object's source file."""
    if _filename is None:
        _filename = getsourcefile(object) or getfile(object)
    return os.path.normcase(os.path.abspath(_filename))


def getmodule(object, _filename=None):
    """Return the module the object was defined in, or None."""
    if ismodule(object):
        return object
    if hasattr(object, '__module__'):
        return sys.modules.get(object.__module__)
    if _filename is None:
        try:
            _filename = getsourcefile(object) or getfile(object)
        except TypeError:
            return None
    for module in list(sys.modules.values()):
        f = getattr(module, '__file__', None)
        if f and f == _filename:
            return module
    main = sys.modules.get('__main__')
    if main is not None and hasattr(object, '__name__') and \
            getattr(main, object.__name__, None) is object:
        return main
    b = sys.modules['builtins']
    if hasattr(object, '__name__') and getattr(b, object.__name__, None) is object:
        return b
    return None


class ClassFoundException(Exception):
    pass


def findsource(object):
    """Return (all lines of the object's source file, the index of its
    first line). OSError when the source cannot be found."""
    file = getsourcefile(object)
    if file:
        linecache.checkcache(file)
    else:
        file = getfile(object)
        if not (file.startswith('<') and file.endswith('>')):
            raise OSError('source code not available')
    module = getmodule(object, file)
    if module:
        lines = linecache.getlines(file, module.__dict__)
    else:
        lines = linecache.getlines(file)
    if not lines:
        raise OSError('could not get source code')
    if ismodule(object):
        return lines, 0
    if isclass(object):
        qualname = object.__qualname__
        line = _find_class_line(lines, qualname)
        if line is None:
            raise OSError('could not find class definition')
        return lines, line
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        object = object.__code__
    if istraceback(object):
        object = object.tb_frame
    if isframe(object):
        object = object.f_code
    if iscode(object):
        if not hasattr(object, 'co_firstlineno'):
            raise OSError('could not find function definition')
        lnum = object.co_firstlineno - 1
        if lnum >= len(lines):
            raise OSError('lineno is out of bounds')
        return lines, lnum
    raise OSError('could not find code object')


def _find_class_line(lines, qualname):
    """The index of the line defining the class qualname (nested classes
    through their enclosing ones), decorators included."""
    parts = [p for p in qualname.split('.') if p != '<locals>']
    start, indent = 0, -1
    found = None
    for depth, name in enumerate(parts):
        pat = re.compile(r'^(\s*)class\s+' + re.escape(name) + r'\b')
        found = None
        for i in range(start, len(lines)):
            m = pat.match(lines[i])
            if m and len(m.group(1).expandtabs()) > indent:
                found = i
                indent = len(m.group(1).expandtabs())
                break
        if found is None:
            return None
        start = found + 1
    # include decorators above
    while found > 0 and lines[found - 1].strip().startswith('@'):
        found -= 1
    return found


def indentsize(line):
    """Return the indent size, in spaces, at the start of a line of text."""
    expline = line.expandtabs()
    return len(expline) - len(expline.lstrip())


def _logical_end(lines, i):
    """The index just past the logical line starting at lines[i]: brackets
    and triple-quoted strings may continue it."""
    depth = 0
    quote = None
    while i < len(lines):
        line = lines[i]
        j = 0
        escaped = False
        while j < len(line):
            c = line[j]
            if quote:
                if escaped:
                    escaped = False
                elif c == '\\':
                    escaped = True
                elif line.startswith(quote, j):
                    j += len(quote) - 1
                    quote = None
            elif c == '#':
                break
            elif c in '\'"':
                quote = line[j:j + 3] if line[j:j + 3] in ('"""', "'''") else c
                j += len(quote) - 1
            elif c in '([{':
                depth += 1
            elif c in ')]}':
                depth -= 1
            j += 1
        i += 1
        if quote and len(quote) == 1:
            quote = None  # an unterminated one-line string ends here
        stripped = line.rstrip('\n').rstrip()
        if depth <= 0 and not quote and not stripped.endswith('\\'):
            return i
    return i


def getblock(lines):
    """Return the block of code at the start of lines: a def or class with
    its indented body (decorators included), or one logical line."""
    if not lines:
        return lines
    i = 0
    while i < len(lines) and lines[i].lstrip().startswith('@'):
        i = _logical_end(lines, i)
    if i >= len(lines):
        return lines
    first = lines[i]
    header_end = _logical_end(lines, i)
    stripped = first.lstrip()
    is_block = re.match(r'(async\s+)?(def|class)\b', stripped) is not None
    if not is_block:
        # a lambda or other expression: its logical line only
        return lines[:header_end]
    header = ''.join(lines[i:header_end]).rstrip()
    if not header.endswith(':') and not re.search(r':\s*(#.*)?$', header):
        # body on the same line
        return lines[:header_end]
    body_indent = None
    base = indentsize(first)
    end = header_end
    j = header_end
    while j < len(lines):
        line = lines[j]
        if not line.strip() or line.lstrip().startswith('#'):
            j += 1
            continue
        ind = indentsize(line)
        if ind <= base:
            break
        if body_indent is None:
            body_indent = ind
        j = _logical_end(lines, j)
        end = j
    return lines[:end]


def getsourcelines(object):
    """Return (the lines of the object's source, the number of its first
    line). OSError when the source cannot be found."""
    object = unwrap(object)
    lines, lnum = findsource(object)
    if istraceback(object):
        object = object.tb_frame
    if ismodule(object) or (isframe(object) and object.f_code.co_name == '<module>'):
        return lines, 0
    # decorators sit above the line the code object starts at
    start = lnum
    while start > 0 and lines[start - 1].lstrip().startswith('@') and \
            indentsize(lines[start - 1]) == indentsize(lines[lnum]):
        start -= 1
    if lines[lnum].lstrip().startswith('@'):
        start = lnum
    return getblock(lines[start:]), start + 1


def getsource(object):
    """Return the source text of the object (OSError when it cannot be
    found)."""
    lines, lnum = getsourcelines(object)
    return ''.join(lines)


def getcomments(object):
    """Return the comment lines just above the object's source (or at the
    top of a module's), or None."""
    try:
        lines, lnum = findsource(object)
    except (OSError, TypeError):
        return None
    if ismodule(object):
        start = 0
        if lines and lines[0][:2] == '#!':
            start = 1
        while start < len(lines) and lines[start].strip() in ('', '#'):
            start = start + 1
        if start < len(lines) and lines[start][:1] == '#':
            comments = []
            end = start
            while end < len(lines) and lines[end][:1] == '#':
                comments.append(lines[end].expandtabs())
                end = end + 1
            return ''.join(comments)
        return None
    if lnum > 0:
        indent = indentsize(lines[lnum])
        end = lnum - 1
        if end >= 0 and lines[end].lstrip()[:1] == '#' and indentsize(lines[end]) == indent:
            comments = [lines[end].expandtabs().lstrip()]
            if end > 0:
                end = end - 1
                comment = lines[end].expandtabs().lstrip()
                while comment[:1] == '#' and indentsize(lines[end]) == indent:
                    comments[:0] = [comment]
                    end = end - 1
                    if end < 0:
                        break
                    comment = lines[end].expandtabs().lstrip()
            while comments and comments[0].strip() == '#':
                comments[:1] = []
            while comments and comments[-1].strip() == '#':
                comments[-1:] = []
            return ''.join(comments)
    return None


# --- the stack ------------------------------------------------------------

_Traceback = namedtuple('_Traceback', 'filename lineno function code_context index')


class Traceback(_Traceback):
    """Where a frame is: filename, lineno, function, code_context, index,
    positions."""

    def __new__(cls, filename, lineno, function, code_context, index, *, positions=None):
        instance = super().__new__(cls, filename, lineno, function, code_context, index)
        instance.positions = positions
        return instance

    def __repr__(self):
        return ('Traceback(filename={!r}, lineno={!r}, function={!r}, '
                'code_context={!r}, index={!r}, positions={!r})'.format(
                    self.filename, self.lineno, self.function, self.code_context,
                    self.index, self.positions))


_FrameInfo = namedtuple('_FrameInfo', ('frame',) + Traceback._fields)


class FrameInfo(_FrameInfo):
    """A frame and where it is (Traceback's fields after frame)."""

    def __new__(cls, frame, filename, lineno, function, code_context, index, *, positions=None):
        instance = super().__new__(cls, frame, filename, lineno, function, code_context, index)
        instance.positions = positions
        return instance

    def __repr__(self):
        return ('FrameInfo(frame={!r}, filename={!r}, lineno={!r}, function={!r}, '
                'code_context={!r}, index={!r}, positions={!r})'.format(
                    self.frame, self.filename, self.lineno, self.function,
                    self.code_context, self.index, self.positions))


# dis.Positions, which cpjit's missing dis module would hold
_Positions = namedtuple('Positions', 'lineno end_lineno col_offset end_col_offset', defaults=[None] * 4)


def _positions_of(code, lasti):
    try:
        import itertools
        pos = next(itertools.islice(code.co_positions(), lasti // 2, None))
    except (AttributeError, StopIteration, ValueError, TypeError):
        return None
    return _Positions(*pos)


def getframeinfo(frame, context=1):
    """Return a Traceback for a frame or traceback object, with context
    lines of source around the current one."""
    if istraceback(frame):
        lineno = frame.tb_lineno
        lasti = frame.tb_lasti
        frame = frame.tb_frame
    else:
        lineno = frame.f_lineno
        lasti = frame.f_lasti
    if not isframe(frame):
        raise TypeError('{!r} is not a frame or traceback object'.format(frame))
    filename = getsourcefile(frame) or getfile(frame)
    if context > 0:
        start = lineno - 1 - context // 2
        try:
            lines, lnum = findsource(frame)
        except OSError:
            lines = index = None
        else:
            start = max(0, min(start, len(lines) - context))
            lines = lines[start:start + context]
            index = lineno - 1 - start
    else:
        lines = index = None
    return Traceback(filename, lineno, frame.f_code.co_name, lines, index,
                     positions=_positions_of(frame.f_code, lasti))


def getlineno(frame):
    """Return the line number a frame is at."""
    return frame.f_lineno


def getouterframes(frame, context=1):
    """FrameInfo records for frame and every frame outside it."""
    framelist = []
    while frame:
        info = getframeinfo(frame, context)
        framelist.append(FrameInfo(frame, *info, positions=info.positions))
        frame = frame.f_back
    return framelist


def getinnerframes(tb, context=1):
    """FrameInfo records for each entry of the traceback tb."""
    framelist = []
    while tb:
        info = getframeinfo(tb, context)
        framelist.append(FrameInfo(tb.tb_frame, *info, positions=info.positions))
        tb = tb.tb_next
    return framelist


def currentframe():
    """Return the caller's frame."""
    return sys._getframe(1) if hasattr(sys, '_getframe') else None


def stack(context=1):
    """FrameInfo records of the caller's stack, innermost first."""
    return getouterframes(sys._getframe(1), context)


def trace(context=1):
    """FrameInfo records between the current frame and where the
    exception being handled was raised."""
    exc = sys.exception()
    tb = exc.__traceback__ if exc is not None else None
    return getinnerframes(tb, context)


ArgInfo = namedtuple('ArgInfo', 'args varargs keywords locals')


def getargvalues(frame):
    """The argument names and values of a frame: ArgInfo(args, varargs,
    keywords, locals)."""
    co = frame.f_code
    nargs = co.co_argcount + co.co_kwonlyargcount
    names = list(co.co_varnames[:nargs])
    varargs = varkw = None
    if co.co_flags & CO_VARARGS:
        varargs = co.co_varnames[nargs]
        nargs += 1
    if co.co_flags & CO_VARKEYWORDS:
        varkw = co.co_varnames[nargs]
    return ArgInfo(names, varargs, varkw, frame.f_locals)


def formatargvalues(args, varargs, varkw, locals, formatarg=str,
                    formatvarargs=lambda name: '*' + name,
                    formatvarkw=lambda name: '**' + name,
                    formatvalue=lambda value: '=' + repr(value)):
    """Format an ArgInfo as '(a=1, *args=(), **kw={})'."""
    def convert(name):
        return formatarg(name) + formatvalue(locals[name])
    specs = [convert(a) for a in args]
    if varargs:
        specs.append(formatvarargs(varargs) + formatvalue(locals[varargs]))
    if varkw:
        specs.append(formatvarkw(varkw) + formatvalue(locals[varkw]))
    return '(' + ', '.join(specs) + ')'


GEN_CREATED = 'GEN_CREATED'
GEN_RUNNING = 'GEN_RUNNING'
GEN_SUSPENDED = 'GEN_SUSPENDED'
GEN_CLOSED = 'GEN_CLOSED'


def getgeneratorstate(generator):
    """The state of a generator: GEN_CREATED, GEN_RUNNING, GEN_SUSPENDED
    or GEN_CLOSED."""
    if generator.gi_running:
        return GEN_RUNNING
    if generator.gi_suspended:
        return GEN_SUSPENDED
    if generator.gi_frame is None:
        return GEN_CLOSED
    return GEN_CREATED


def getgeneratorlocals(generator):
    """The local variables of a suspended generator."""
    if not isgenerator(generator):
        raise TypeError("{!r} is not a Python generator".format(generator))
    frame = getattr(generator, 'gi_frame', None)
    if frame is not None:
        return generator.gi_frame.f_locals
    return {}


CORO_CREATED = 'CORO_CREATED'
CORO_RUNNING = 'CORO_RUNNING'
CORO_SUSPENDED = 'CORO_SUSPENDED'
CORO_CLOSED = 'CORO_CLOSED'


def getcoroutinestate(coroutine):
    """The state of a coroutine: CORO_CREATED, CORO_RUNNING,
    CORO_SUSPENDED or CORO_CLOSED."""
    if coroutine.cr_running:
        return CORO_RUNNING
    if coroutine.cr_suspended:
        return CORO_SUSPENDED
    if coroutine.cr_frame is None:
        return CORO_CLOSED
    return CORO_CREATED


def getcoroutinelocals(coroutine):
    """The local variables of a suspended coroutine."""
    frame = getattr(coroutine, "cr_frame", None)
    if frame is not None:
        return frame.f_locals
    return {}


AGEN_CREATED = 'AGEN_CREATED'
AGEN_RUNNING = 'AGEN_RUNNING'
AGEN_SUSPENDED = 'AGEN_SUSPENDED'
AGEN_CLOSED = 'AGEN_CLOSED'


def getasyncgenstate(agen):
    """The state of an asynchronous generator: AGEN_CREATED,
    AGEN_RUNNING, AGEN_SUSPENDED or AGEN_CLOSED."""
    if agen.ag_running:
        return AGEN_RUNNING
    if agen.ag_suspended:
        return AGEN_SUSPENDED
    if agen.ag_frame is None:
        return AGEN_CLOSED
    return AGEN_CREATED


def getasyncgenlocals(agen):
    """The local variables of a suspended asynchronous generator."""
    if not isasyncgen(agen):
        raise TypeError(f"{agen!r} is not a Python async generator")
    frame = getattr(agen, "ag_frame", None)
    if frame is not None:
        return agen.ag_frame.f_locals
    return {}


ClosureVars = namedtuple('ClosureVars', 'nonlocals globals builtins unbound')


def getclosurevars(func):
    """The names a function refers to: ClosureVars(nonlocals, globals,
    builtins, unbound)."""
    if ismethod(func):
        func = func.__func__
    if not isfunction(func):
        raise TypeError("{!r} is not a Python function".format(func))
    code = func.__code__
    if func.__closure__ is None:
        nonlocal_vars = {}
    else:
        nonlocal_vars = {var: cell.cell_contents
                         for var, cell in zip(code.co_freevars, func.__closure__)}
    global_ns = func.__globals__
    builtin_ns = global_ns.get('__builtins__', builtins.__dict__)
    if ismodule(builtin_ns):
        builtin_ns = builtin_ns.__dict__
    global_vars = {}
    builtin_vars = {}
    unbound = set()
    global_names = set(code.co_names)
    for name in global_names:
        if name in ('None', 'True', 'False'):
            continue
        try:
            global_vars[name] = global_ns[name]
        except KeyError:
            try:
                builtin_vars[name] = builtin_ns[name]
            except KeyError:
                unbound.add(name)
    return ClosureVars(nonlocal_vars, global_vars, builtin_vars, unbound)


# --- signatures -----------------------------------------------------------

def unwrap(func, *, stop=None):
    """Follow the __wrapped__ chain of func (as functools.wraps sets it)."""
    f = func
    memo = {id(f): f}
    limit = sys.getrecursionlimit()
    while not isinstance(func, type) and hasattr(func, '__wrapped__'):
        if stop is not None and stop(func):
            break
        func = func.__wrapped__
        id_func = id(func)
        if id_func in memo or len(memo) >= limit:
            raise ValueError('wrapper loop when unwrapping {!r}'.format(f))
        memo[id_func] = func
    return func


def formatannotation(annotation, base_module=None, *, quote_annotation_strings=True):
    """Render an annotation as signatures show it."""
    if getattr(annotation, '__module__', None) == 'typing':
        return re.sub(r'[\w\.]+', lambda m: m.group().removeprefix('typing.'), repr(annotation))
    if isinstance(annotation, types.GenericAlias):
        return str(annotation)
    if isinstance(annotation, type):
        if annotation.__module__ in ('builtins', base_module):
            return annotation.__qualname__
        return annotation.__module__ + '.' + annotation.__qualname__
    return repr(annotation)


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    """Return a dict of the annotations of a function, class or module,
    evaluating string annotations when eval_str is true."""
    if isinstance(obj, type):
        ann = obj.__dict__.get('__annotations__', None)
        if isinstance(ann, types.GetSetDescriptorType):
            ann = None
        module = sys.modules.get(getattr(obj, '__module__', None), None)
        obj_globals = getattr(module, '__dict__', None)
        obj_locals = dict(vars(obj))
        unwrapped = obj
    elif isinstance(obj, types.ModuleType):
        ann = getattr(obj, '__annotations__', None)
        obj_globals = getattr(obj, '__dict__')
        obj_locals = None
        unwrapped = obj
    elif callable(obj):
        ann = getattr(obj, '__annotations__', None)
        obj_globals = getattr(obj, '__globals__', None)
        obj_locals = None
        unwrapped = obj
    else:
        raise TypeError(f"{obj!r} is not a module, class, or callable.")
    if ann is None:
        return {}
    if not isinstance(ann, dict):
        raise ValueError(f"{obj!r}.__annotations__ is neither a dict nor None")
    if not ann:
        return {}
    if not eval_str:
        return dict(ann)
    if globals is None:
        globals = obj_globals
    if locals is None:
        locals = obj_locals
    return {k: v if not isinstance(v, str) else eval(v, globals, locals)
            for k, v in ann.items()}


class _void:
    """A private marker: nothing was given."""


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _ParameterKind(enum.IntEnum):
    POSITIONAL_ONLY = 'positional-only'
    POSITIONAL_OR_KEYWORD = 'positional or keyword'
    VAR_POSITIONAL = 'variadic positional'
    KEYWORD_ONLY = 'keyword-only'
    VAR_KEYWORD = 'variadic keyword'

    def __new__(cls, description):
        value = len(cls.__members__)
        member = int.__new__(cls, value)
        member._value_ = value
        member.description = description
        return member

    def __str__(self):
        return self.name


_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD


class Parameter:
    """One parameter of a Signature: name, kind, default, annotation."""

    __slots__ = ('_name', '_kind', '_default', '_annotation')

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            self._kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f'value {kind!r} is not a valid Parameter.kind')
        if default is not _empty:
            if self._kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
                msg = '{} parameters cannot have default values'
                raise ValueError(msg.format(self._kind.description))
        self._default = default
        self._annotation = annotation
        if name is _empty:
            raise ValueError('name is a required attribute for Parameter')
        if not isinstance(name, str):
            msg = 'name must be a str, not a {}'.format(type(name).__name__)
            raise TypeError(msg)
        if name[0] == '.' and name[1:].isdigit():
            if self._kind != _POSITIONAL_OR_KEYWORD:
                msg = ('implicit arguments must be passed as '
                       'positional or keyword arguments, not {}')
                raise ValueError(msg.format(self._kind.description))
            self._kind = _POSITIONAL_ONLY
            name = 'implicit{}'.format(name[1:])
        import keyword
        if not name.isidentifier() or keyword.iskeyword(name):
            raise ValueError('{!r} is not a valid parameter name'.format(name))
        self._name = name

    def __reduce__(self):
        return (type(self), (self._name, self._kind),
                {'_default': self._default, '_annotation': self._annotation})

    def __setstate__(self, state):
        self._default = state['_default']
        self._annotation = state['_annotation']

    @property
    def name(self):
        return self._name

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    @property
    def kind(self):
        return self._kind

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        """Return a copy with the given fields changed."""
        if name is _void:
            name = self._name
        if kind is _void:
            kind = self._kind
        if annotation is _void:
            annotation = self._annotation
        if default is _void:
            default = self._default
        return type(self)(name, kind, default=default, annotation=annotation)

    __replace__ = replace

    def __str__(self):
        text = self._name
        if self._annotation is not _empty:
            text = '{}: {}'.format(text, formatannotation(self._annotation))
        if self._default is not _empty:
            sep = ' = ' if self._annotation is not _empty else '='
            text = text + sep + repr(self._default)
        if self._kind == _VAR_POSITIONAL:
            text = '*' + text
        elif self._kind == _VAR_KEYWORD:
            text = '**' + text
        return text

    def __repr__(self):
        return '<{} "{}">'.format(self.__class__.__name__, self)

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind and
                self._default == other._default and
                self._annotation == other._annotation)


class BoundArguments:
    """The result of Signature.bind(): arguments maps parameter names to
    the values bound to them."""

    __slots__ = ('arguments', '_signature', '__weakref__')

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        args = []
        for name, param in self._signature.parameters.items():
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                break
            try:
                arg = self.arguments[name]
            except KeyError:
                break
            if param.kind == _VAR_POSITIONAL:
                args.extend(arg)
            else:
                args.append(arg)
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        started = False
        for name, param in self._signature.parameters.items():
            if not started:
                if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                    started = True
                elif name not in self.arguments:
                    started = True
                    continue
            if not started:
                continue
            try:
                arg = self.arguments[name]
            except KeyError:
                pass
            else:
                if param.kind == _VAR_KEYWORD:
                    kwargs.update(arg)
                else:
                    kwargs[name] = arg
        return kwargs

    def apply_defaults(self):
        """Fill in the defaults of the parameters left unbound (an empty
        tuple or dict for *args and **kwargs)."""
        arguments = self.arguments
        new = []
        for name, param in self._signature.parameters.items():
            try:
                new.append((name, arguments[name]))
            except KeyError:
                if param.default is not _empty:
                    val = param.default
                elif param.kind is _VAR_POSITIONAL:
                    val = ()
                elif param.kind is _VAR_KEYWORD:
                    val = {}
                else:
                    continue
                new.append((name, val))
        self.arguments = dict(new)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __getstate__(self):
        return {'_signature': self._signature, 'arguments': self.arguments}

    def __setstate__(self, state):
        self._signature = state['_signature']
        self.arguments = state['arguments']

    def __repr__(self):
        args = ['{}={!r}'.format(arg, value) for arg, value in self.arguments.items()]
        return '<{} ({})>'.format(self.__class__.__name__, ', '.join(args))


class Signature:
    """The call signature of a callable: its parameters, in order, and its
    return annotation."""

    __slots__ = ('_return_annotation', '_parameters')

    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty,
                 __validate_parameters__=True):
        if parameters is None:
            params = {}
        elif __validate_parameters__:
            params = {}
            top_kind = _POSITIONAL_ONLY
            seen_default = False
            for param in parameters:
                kind = param.kind
                name = param.name
                if kind < top_kind:
                    msg = ('wrong parameter order: {} parameter before {} '
                           'parameter').format(top_kind.description, kind.description)
                    raise ValueError(msg)
                elif kind > top_kind:
                    top_kind = kind
                if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
                    if param.default is _empty:
                        if seen_default:
                            raise ValueError('non-default argument follows default argument')
                    else:
                        seen_default = True
                if name in params:
                    raise ValueError('duplicate parameter name: {!r}'.format(name))
                params[name] = param
        else:
            params = {param.name: param for param in parameters}
        self._parameters = types.MappingProxyType(params)
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None,
                      locals=None, eval_str=False):
        """Return the Signature of the callable obj."""
        return _signature_from_callable(obj, sigcls=cls, follow_wrapper_chains=follow_wrapped,
                                        globals=globals, locals=locals, eval_str=eval_str)

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        """Return a copy with the given parts changed."""
        if parameters is _void:
            parameters = self.parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    __replace__ = replace

    def _hash_basis(self):
        params = tuple(param for param in self.parameters.values()
                       if param.kind != _KEYWORD_ONLY)
        kwo_params = {param.name: param for param in self.parameters.values()
                      if param.kind == _KEYWORD_ONLY}
        return params, kwo_params, self.return_annotation

    def __hash__(self):
        params, kwo_params, return_annotation = self._hash_basis()
        kwo_params = frozenset(kwo_params.values())
        return hash((params, kwo_params, return_annotation))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return self._hash_basis() == other._hash_basis()

    def _bind(self, args, kwargs, *, partial=False):
        arguments = {}
        params = list(self.parameters.values())
        kwargs = dict(kwargs)
        n = len(params)
        i = 0
        rest_start = None   # where the keyword pass starts
        # positional arguments fill the leading parameters
        for k, value in enumerate(args):
            if i >= n or params[i].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                raise TypeError('too many positional arguments') from None
            p = params[i]
            i += 1
            if p.kind == _VAR_POSITIONAL:
                arguments[p.name] = tuple(args[k:])
                rest_start = i
                break
            if p.name in kwargs and p.kind != _POSITIONAL_ONLY:
                raise TypeError('multiple values for argument {arg!r}'.format(arg=p.name)) from None
            arguments[p.name] = value
        posonly_by_name = []
        if rest_start is None:
            # the positional arguments ran out: the next parameters decide
            # where keywords take over
            while i < n:
                p = params[i]
                if p.kind == _VAR_POSITIONAL:
                    i += 1
                    break
                if p.name in kwargs:
                    if p.kind == _POSITIONAL_ONLY:
                        posonly_by_name.append(p)
                        i += 1
                        continue
                    break
                if p.kind == _VAR_KEYWORD or p.default is not _empty or partial:
                    break
                kind = ' keyword-only' if p.kind == _KEYWORD_ONLY else ''
                raise TypeError('missing a required{} argument: {!r}'.format(kind, p.name)) from None
            rest_start = i
        kwargs_param = None
        for p in params[rest_start:]:
            if p.kind == _VAR_KEYWORD:
                kwargs_param = p
                continue
            if p.kind == _VAR_POSITIONAL:
                continue
            if p.name in kwargs:
                arguments[p.name] = kwargs.pop(p.name)
            elif not partial and p.default is _empty:
                raise TypeError('missing a required argument: {arg!r}'.format(arg=p.name)) from None
        if kwargs:
            if kwargs_param is not None:
                arguments[kwargs_param.name] = kwargs
            elif posonly_by_name:
                raise TypeError('got some positional-only arguments passed as '
                                'keyword arguments: {arg!r}'.format(
                                    arg=', '.join(p.name for p in posonly_by_name)))
            else:
                raise TypeError('got an unexpected keyword argument {arg!r}'.format(
                    arg=next(iter(kwargs))))
        return self._bound_arguments_cls(self, arguments)

    def bind(self, /, *args, **kwargs):
        """Bind the arguments to the parameters as a call would, raising
        TypeError where the call would fail."""
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        """Like bind(), but required arguments may be missing."""
        return self._bind(args, kwargs, partial=True)

    def __reduce__(self):
        return (type(self), (tuple(self._parameters.values()),),
                {'_return_annotation': self._return_annotation})

    def __setstate__(self, state):
        self._return_annotation = state['_return_annotation']

    def __repr__(self):
        return '<{} {}>'.format(self.__class__.__name__, self)

    def __str__(self):
        return self.format()

    def format(self, *, max_width=None):
        """Render as '(a, /, b=1, *, c) -> int'."""
        items = []
        pending_slash = False
        need_star = True
        for param in self.parameters.values():
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                pending_slash = True
            elif pending_slash:
                items.append('/')
                pending_slash = False
            if kind == _VAR_POSITIONAL:
                need_star = False
            elif kind == _KEYWORD_ONLY and need_star:
                items.append('*')
                need_star = False
            items.append(str(param))
        if pending_slash:
            items.append('/')
        rendered = '({})'.format(', '.join(items))
        if max_width is not None and len(rendered) > max_width:
            rendered = '(\n    {}\n)'.format(',\n    '.join(items))
        if self.return_annotation is not _empty:
            rendered += ' -> {}'.format(formatannotation(self.return_annotation))
        return rendered


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    """Return the Signature of the callable obj."""
    return Signature.from_callable(obj, follow_wrapped=follow_wrapped,
                                   globals=globals, locals=locals, eval_str=eval_str)


def _signature_is_functionlike(obj):
    if not callable(obj) or isclass(obj):
        return False
    name = getattr(obj, '__name__', None)
    code = getattr(obj, '__code__', None)
    defaults = getattr(obj, '__defaults__', _void)
    kwdefaults = getattr(obj, '__kwdefaults__', _void)
    annotations = getattr(obj, '__annotations__', None)
    return (isinstance(code, types.CodeType) and isinstance(name, str) and
            (defaults is None or isinstance(defaults, tuple)) and
            (kwdefaults is None or isinstance(kwdefaults, dict)) and
            (isinstance(annotations, (dict)) or annotations is None))


def _signature_from_function(cls, func, skip_bound_arg=True, globals=None,
                             locals=None, eval_str=False):
    if not isfunction(func) and not _signature_is_functionlike(func):
        raise TypeError('{!r} is not a Python function'.format(func))
    code = func.__code__
    pos_count = code.co_argcount
    arg_names = code.co_varnames
    posonly_count = code.co_posonlyargcount
    positional = arg_names[:pos_count]
    keyword_only_count = code.co_kwonlyargcount
    keyword_only = arg_names[pos_count:pos_count + keyword_only_count]
    annotations = get_annotations(func, globals=globals, locals=locals, eval_str=eval_str)
    defaults = func.__defaults__
    kwdefaults = func.__kwdefaults__
    pos_default_count = len(defaults) if defaults else 0
    non_default_count = pos_count - pos_default_count
    params = []
    for i, name in enumerate(positional):
        kind = _POSITIONAL_ONLY if i < posonly_count else _POSITIONAL_OR_KEYWORD
        default = defaults[i - non_default_count] if i >= non_default_count else _empty
        params.append(cls._parameter_cls(name, annotation=annotations.get(name, _empty),
                                         kind=kind, default=default))
    if code.co_flags & CO_VARARGS:
        name = arg_names[pos_count + keyword_only_count]
        params.append(cls._parameter_cls(name, annotation=annotations.get(name, _empty),
                                         kind=_VAR_POSITIONAL))
    for name in keyword_only:
        default = kwdefaults.get(name, _empty) if kwdefaults is not None else _empty
        params.append(cls._parameter_cls(name, annotation=annotations.get(name, _empty),
                                         kind=_KEYWORD_ONLY, default=default))
    if code.co_flags & CO_VARKEYWORDS:
        index = pos_count + keyword_only_count
        if code.co_flags & CO_VARARGS:
            index += 1
        name = arg_names[index]
        params.append(cls._parameter_cls(name, annotation=annotations.get(name, _empty),
                                         kind=_VAR_KEYWORD))
    return cls(params, return_annotation=annotations.get('return', _empty),
               __validate_parameters__=False)


def _signature_drop_first(sig):
    params = tuple(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError('invalid method signature')
    kind = params[0].kind
    if kind in (_POSITIONAL_OR_KEYWORD, _POSITIONAL_ONLY):
        params = params[1:]
    elif kind is not _VAR_POSITIONAL:
        raise ValueError('invalid argument type')
    return sig.replace(parameters=params)


def _signature_get_partial(wrapped_sig, partial, extra_args=()):
    old_params = wrapped_sig.parameters
    new_params = dict(old_params)
    partial_args = partial.args or ()
    partial_keywords = partial.keywords or {}
    if extra_args:
        partial_args = extra_args + partial_args
    try:
        ba = wrapped_sig.bind_partial(*partial_args, **partial_keywords)
    except TypeError as ex:
        raise ValueError('partial object {!r} has incorrect arguments'.format(partial)) from ex
    transform_to_kwonly = False
    for param_name, param in old_params.items():
        try:
            arg_value = ba.arguments[param_name]
        except KeyError:
            pass
        else:
            if param.kind is _POSITIONAL_ONLY:
                new_params.pop(param_name)
                continue
            if param.kind is _POSITIONAL_OR_KEYWORD:
                if param_name in partial_keywords:
                    transform_to_kwonly = True
                    new_params[param_name] = param.replace(default=arg_value)
                else:
                    new_params.pop(param.name)
                    continue
            if param.kind is _KEYWORD_ONLY:
                new_params[param_name] = param.replace(default=arg_value)
        if transform_to_kwonly:
            assert param.kind is not _POSITIONAL_ONLY
            if param.kind is _POSITIONAL_OR_KEYWORD:
                new_param = new_params[param_name].replace(kind=_KEYWORD_ONLY)
                new_params[param_name] = new_param
                new_params.pop(param_name)
                new_params[param_name] = new_param
            elif param.kind in (_KEYWORD_ONLY, _VAR_KEYWORD):
                new_params.pop(param_name)
                new_params[param_name] = param
            elif param.kind is _VAR_POSITIONAL:
                new_params.pop(param_name)
    return wrapped_sig.replace(parameters=new_params.values())


def _signature_from_callable(obj, *, follow_wrapper_chains=True, skip_bound_arg=True,
                             globals=None, locals=None, eval_str=False, sigcls):
    def recurse(o):
        return _signature_from_callable(o, follow_wrapper_chains=follow_wrapper_chains,
                                        skip_bound_arg=skip_bound_arg, globals=globals,
                                        locals=locals, sigcls=sigcls, eval_str=eval_str)
    if not callable(obj):
        raise TypeError('{!r} is not a callable object'.format(obj))
    if isinstance(obj, types.MethodType):
        sig = recurse(obj.__func__)
        return _signature_drop_first(sig) if skip_bound_arg else sig
    if follow_wrapper_chains:
        obj = unwrap(obj, stop=(lambda f: hasattr(f, '__signature__') or
                                isinstance(f, types.MethodType)))
        if isinstance(obj, types.MethodType):
            return recurse(obj)
    try:
        sig = obj.__signature__
    except AttributeError:
        pass
    else:
        if sig is not None:
            if not isinstance(sig, Signature):
                raise TypeError('unexpected object {!r} in __signature__ '
                                'attribute'.format(sig))
            return sig
    if isfunction(obj) or _signature_is_functionlike(obj):
        return _signature_from_function(sigcls, obj, skip_bound_arg=skip_bound_arg,
                                        globals=globals, locals=locals, eval_str=eval_str)
    if isinstance(obj, functools.partial):
        wrapped_sig = recurse(obj.func)
        return _signature_get_partial(wrapped_sig, obj)
    if isbuiltin(obj) or ismethoddescriptor(obj):
        raise ValueError('no signature found for builtin {!r}'.format(obj))
    if isinstance(obj, type):
        call = _lookup_meta(type(obj), '__call__')
        if call is not None:
            return _signature_drop_first(recurse(call))
        new = _lookup_user(obj, '__new__')
        init = _lookup_user(obj, '__init__')
        # the class nearest in the MRO that defines either wins; __new__
        # first when one class defines both
        for base in obj.__mro__:
            if new is not None and '__new__' in base.__dict__:
                return _signature_drop_first(recurse(new))
            if init is not None and '__init__' in base.__dict__:
                return _signature_drop_first(recurse(init))
        if type not in obj.__mro__ and obj.__init__ is object.__init__ and \
                obj.__new__ is object.__new__:
            # object's own signature: no parameters
            return sigcls([])
        raise ValueError('no signature found for builtin type {!r}'.format(obj))
    if obj is object:
        return sigcls([])
    call = _lookup_meta(type(obj), '__call__')
    if call is not None:
        try:
            sig = recurse(call)
        except ValueError as ex:
            raise ValueError('no signature found for {!r}'.format(obj)) from ex
        return _signature_drop_first(sig) if skip_bound_arg else sig
    raise ValueError('callable {!r} is not supported by signature'.format(obj))


def _lookup_meta(tp, name):
    """A Python-level attribute of type tp (not of type itself)."""
    for base in tp.__mro__:
        if base in (type, object):
            return None
        if name in base.__dict__:
            v = base.__dict__[name]
            if isfunction(v) or _signature_is_functionlike(v):
                return v
            if isinstance(v, (staticmethod, classmethod)):
                return v.__get__(None, tp)
            return None
    return None


def _lookup_user(cls, name):
    for base in cls.__mro__:
        if base is object:
            return None
        if name in base.__dict__:
            v = base.__dict__[name]
            if isinstance(v, staticmethod):
                v = v.__func__
            if isinstance(v, classmethod):
                v = v.__func__
            if isfunction(v) or _signature_is_functionlike(v):
                return v
            return None
    return None


FullArgSpec = namedtuple('FullArgSpec',
                         'args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, annotations')


def getfullargspec(func):
    """The names and defaults of a callable's parameters, as FullArgSpec."""
    try:
        sig = _signature_from_callable(func, follow_wrapper_chains=False,
                                       skip_bound_arg=False, sigcls=Signature, eval_str=False)
    except Exception as ex:
        raise TypeError('unsupported callable') from ex
    args = []
    varargs = None
    varkw = None
    posonlyargs = []
    kwonlyargs = []
    annotations = {}
    defaults = ()
    kwdefaults = {}
    if sig.return_annotation is not sig.empty:
        annotations['return'] = sig.return_annotation
    for param in sig.parameters.values():
        kind = param.kind
        name = param.name
        if kind is _POSITIONAL_ONLY:
            posonlyargs.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind is _POSITIONAL_OR_KEYWORD:
            args.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind is _VAR_POSITIONAL:
            varargs = name
        elif kind is _KEYWORD_ONLY:
            kwonlyargs.append(name)
            if param.default is not param.empty:
                kwdefaults[name] = param.default
        elif kind is _VAR_KEYWORD:
            varkw = name
        if param.annotation is not param.empty:
            annotations[name] = param.annotation
    if not kwdefaults:
        kwdefaults = None
    if not defaults:
        defaults = None
    return FullArgSpec(posonlyargs + args, varargs, varkw, defaults,
                       kwonlyargs, kwdefaults, annotations)


def _missing_arguments(f_name, argnames, pos, values):
    names = [repr(name) for name in argnames if name not in values]
    missing = len(names)
    if missing == 1:
        s = names[0]
    elif missing == 2:
        s = '{} and {}'.format(*names)
    else:
        s = ', '.join(names[:-2]) + ', {} and {}'.format(*names[-2:])
    raise TypeError('%s() missing %i required %s argument%s: %s' % (
        f_name, missing, 'positional' if pos else 'keyword-only',
        '' if missing == 1 else 's', s))


def _too_many(f_name, args, kwonly, varargs, defcount, given, values):
    atleast = len(args) - defcount
    kwonly_given = len([arg for arg in kwonly if arg in values])
    if varargs:
        plural = atleast != 1
        sig = 'at least %d' % (atleast,)
    elif defcount:
        plural = True
        sig = 'from %d to %d' % (atleast, len(args))
    else:
        plural = len(args) != 1
        sig = str(len(args))
    kwonly_sig = ''
    if kwonly_given:
        kwonly_sig = ' positional argument%s (and %d keyword-only argument%s)' % (
            's' if given != 1 else '', kwonly_given, 's' if kwonly_given != 1 else '')
    raise TypeError('%s() takes %s positional argument%s but %d%s %s given' % (
        f_name, sig, 's' if plural else '', given, kwonly_sig,
        'was' if given == 1 and not kwonly_given else 'were'))


def getcallargs(func, /, *positional, **named):
    """Map the arguments of a call func(*positional, **named) to the
    parameter names, as a dict (in the order a call binds them)."""
    spec = getfullargspec(func)
    args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, ann = spec
    f_name = func.__name__
    values = {}
    if ismethod(func) and func.__self__ is not None:
        positional = (func.__self__,) + positional
    num_pos = len(positional)
    num_args = len(args)
    num_defaults = len(defaults) if defaults else 0
    n = min(num_pos, num_args)
    for i in range(n):
        values[args[i]] = positional[i]
    if varargs:
        values[varargs] = tuple(positional[n:])
    possible = set(args + kwonlyargs)
    if varkw:
        values[varkw] = {}
    for kw, value in named.items():
        if kw not in possible:
            if not varkw:
                raise TypeError('%s() got an unexpected keyword argument %r' % (f_name, kw))
            values[varkw][kw] = value
            continue
        if kw in values:
            raise TypeError('%s() got multiple values for argument %r' % (f_name, kw))
        values[kw] = value
    if num_pos > num_args and not varargs:
        _too_many(f_name, args, kwonlyargs, varargs, num_defaults, num_pos, values)
    if num_pos < num_args:
        req = args[:num_args - num_defaults]
        for arg in req:
            if arg not in values:
                _missing_arguments(f_name, req, True, values)
        for i, arg in enumerate(args[num_args - num_defaults:]):
            if arg not in values:
                values[arg] = defaults[i]
    missing = 0
    for kwarg in kwonlyargs:
        if kwarg not in values:
            if kwonlydefaults and kwarg in kwonlydefaults:
                values[kwarg] = kwonlydefaults[kwarg]
            else:
                missing += 1
    if missing:
        _missing_arguments(f_name, kwonlyargs, False, values)
    return values
