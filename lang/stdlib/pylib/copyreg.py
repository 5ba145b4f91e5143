"""Registry of pickling helpers: reduction functions for types
(dispatch_table), the constructors pickle may call, and the extension
code registry (protocol 2 EXT opcodes).

cpjit's own implementation, written from the library documentation.
"""

__all__ = ["pickle", "constructor", "add_extension", "remove_extension",
           "clear_extension_cache"]

dispatch_table = {}


def pickle(ob_type, pickle_function, constructor_ob=None):
    if not callable(pickle_function):
        raise TypeError("reduction functions must be callable")
    dispatch_table[ob_type] = pickle_function
    if constructor_ob is not None:
        constructor(constructor_ob)


def constructor(object):
    if not callable(object):
        raise TypeError("constructors must be callable")


def _pickle_complex(c):
    return complex, (c.real, c.imag)


pickle(complex, _pickle_complex, complex)


def pickle_union(obj):
    import functools
    import operator
    return functools.reduce, (operator.or_, obj.__args__)


try:
    pickle(type(int | str), pickle_union)
except TypeError:
    pass


def _reconstructor(cls, base, state):
    if base is object:
        obj = object.__new__(cls)
    else:
        obj = base.__new__(cls, state)
        if base.__init__ != object.__init__:
            base.__init__(obj, state)
    return obj


_HEAPTYPE = 1 << 9


def _reduce_ex(self, proto):
    # object.__reduce_ex__ for protocols 0 and 1: find the nearest base
    # that is not a class written in Python, whose constructor can rebuild
    # the instance's builtin part.
    assert proto < 2
    cls = self.__class__
    for base in cls.__mro__:
        if hasattr(base, "__flags__") and not base.__flags__ & _HEAPTYPE:
            break
    else:
        base = object
    if base is object:
        state = None
    else:
        if base is cls:
            raise TypeError("cannot pickle %r object" % cls.__name__)
        state = base(self)
    args = (cls, base, state)
    try:
        getstate = self.__getstate__
    except AttributeError:
        if getattr(self, "__slots__", None):
            raise TypeError("a class that defines __slots__ without "
                            "defining __getstate__ cannot be pickled") from None
        try:
            dict = self.__dict__
        except AttributeError:
            dict = None
    else:
        if (type(self).__getstate__ is object.__getstate__ and
                getattr(self, "__slots__", None)):
            raise TypeError("a class that defines __slots__ without "
                            "defining __getstate__ cannot be pickled")
        dict = getstate()
    if dict:
        return _reconstructor, args, dict
    return _reconstructor, args


def __newobj__(cls, *args):
    return cls.__new__(cls, *args)


def __newobj_ex__(cls, args, kwargs):
    return cls.__new__(cls, *args, **kwargs)


def _slotnames(cls):
    names = cls.__dict__.get("__slotnames__")
    if names is not None:
        return names
    names = []
    if not hasattr(cls, "__slots__"):
        pass
    else:
        for c in cls.__mro__:
            if "__slots__" in c.__dict__:
                slots = c.__dict__["__slots__"]
                if isinstance(slots, str):
                    slots = (slots,)
                for name in slots:
                    if name in ("__dict__", "__weakref__"):
                        continue
                    elif name.startswith("__") and not name.endswith("__"):
                        stripped = c.__name__.lstrip("_")
                        if stripped:
                            names.append("_%s%s" % (stripped, name))
                        else:
                            names.append(name)
                    else:
                        names.append(name)
    try:
        cls.__slotnames__ = names
    except Exception:
        pass
    return names


_extension_registry = {}
_inverted_registry = {}
_extension_cache = {}


def add_extension(module, name, code):
    """Register an extension code."""
    code = int(code)
    if not 1 <= code <= 0x7fffffff:
        raise ValueError("code out of range")
    key = (module, name)
    if (_extension_registry.get(key) == code and
            _inverted_registry.get(code) == key):
        return
    if key in _extension_registry:
        raise ValueError("key %s is already registered with code %s" %
                         (key, _extension_registry[key]))
    if code in _inverted_registry:
        raise ValueError("code %s is already in use for key %s" %
                         (code, _inverted_registry[code]))
    _extension_registry[key] = code
    _inverted_registry[code] = key


def remove_extension(module, name, code):
    """Unregister an extension code.  For testing only."""
    key = (module, name)
    if (_extension_registry.get(key) != code or
            _inverted_registry.get(code) != key):
        raise ValueError("key %s is not registered with code %s" %
                         (key, code))
    del _extension_registry[key]
    del _inverted_registry[code]
    if code in _extension_cache:
        del _extension_cache[code]


def clear_extension_cache():
    _extension_cache.clear()
