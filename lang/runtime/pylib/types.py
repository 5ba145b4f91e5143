"""
Define names for built-in types that aren't directly accessible as a builtin.
"""

import sys


def _type_of(make):
    try:
        return type(make())
    except Exception:
        return None


def _f(): pass


FunctionType = type(_f)
LambdaType = type(lambda: None)         # Same as FunctionType
CodeType = _type_of(lambda: _f.__code__)
MappingProxyType = type(type.__dict__)
SimpleNamespace = type(sys.implementation)


def _cell_factory():
    a = 1

    def f():
        nonlocal a
    return f.__closure__[0]


CellType = _type_of(_cell_factory)


def _g():
    yield 1


GeneratorType = type(_g())


class _C:
    def _m(self): pass


MethodType = type(_C()._m)

BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)     # Same as BuiltinFunctionType

WrapperDescriptorType = _type_of(lambda: object.__init__)
MethodWrapperType = _type_of(lambda: object().__str__)
MethodDescriptorType = _type_of(lambda: str.join)
ClassMethodDescriptorType = _type_of(lambda: dict.__dict__['fromkeys'])

ModuleType = type(sys)


def _tb_and_frame():
    try:
        raise TypeError
    except TypeError as exc:
        tb = exc.__traceback__
        return type(tb), type(tb.tb_frame)


try:
    TracebackType, FrameType = _tb_and_frame()
except Exception:
    TracebackType = FrameType = None

GetSetDescriptorType = _type_of(lambda: FunctionType.__dict__['__code__'])
MemberDescriptorType = GetSetDescriptorType

NoneType = type(None)
NotImplementedType = type(NotImplemented)
EllipsisType = type(Ellipsis)

try:
    GenericAlias = type(list[int])
except Exception:
    GenericAlias = None
try:
    UnionType = type(int | str)
except Exception:
    UnionType = None

del _f, _g, _C, _cell_factory, _tb_and_frame, _type_of


# Provide a PEP 3115 compliant mechanism for class creation
def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically using the appropriate metaclass."""
    resolved_bases = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved_bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved_bases is not bases:
        ns['__orig_bases__'] = bases
    return meta(name, resolved_bases, ns, **kwds)


def resolve_bases(bases):
    """Resolve MRO entries dynamically as specified by PEP 560."""
    new_bases = list(bases)
    updated = False
    shift = 0
    for i, base in enumerate(bases):
        if isinstance(base, type):
            continue
        if not hasattr(base, "__mro_entries__"):
            continue
        new_base = base.__mro_entries__(bases)
        updated = True
        if not isinstance(new_base, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        else:
            new_bases[i+shift:i+shift+1] = new_base
            shift += len(new_base) - 1
    if not updated:
        return bases
    return tuple(new_bases)


def prepare_class(name, bases=(), kwds=None):
    """Call the __prepare__ method of the appropriate metaclass.

    Returns (metaclass, namespace, kwds) as a 3-tuple
    """
    if kwds is None:
        kwds = {}
    else:
        kwds = dict(kwds)  # Don't alter the provided mapping
    if 'metaclass' in kwds:
        meta = kwds.pop('metaclass')
    else:
        if bases:
            meta = type(bases[0])
        else:
            meta = type
    if isinstance(meta, type):
        # when meta is a type, we first determine the most-derived metaclass
        # instead of invoking the initial candidate directly
        meta = _calculate_meta(meta, bases)
    if hasattr(meta, '__prepare__'):
        ns = meta.__prepare__(name, bases, **kwds)
    else:
        ns = {}
    return meta, ns, kwds


def _calculate_meta(meta, bases):
    """Calculate the most derived metaclass."""
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        # else:
        raise TypeError("metaclass conflict: "
                        "the metaclass of a derived class "
                        "must be a (non-strict) subclass "
                        "of the metaclasses of all its bases")
    return winner


def get_original_bases(cls, /):
    """Return the class's "original" bases prior to modification by `__mro_entries__`."""
    try:
        return cls.__dict__.get("__orig_bases__", cls.__bases__)
    except AttributeError:
        raise TypeError(
            f"Expected an instance of type, not {type(cls).__name__!r}"
        ) from None


class DynamicClassAttribute(property):
    """Route attribute access on a class to __getattr__.

    This is a descriptor, used to define attributes that act differently when
    accessed through an instance and through a class.
    """
    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        super().__init__(fget, fset, fdel, doc)
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', False))

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.__isabstractmethod__:
                return self
            raise AttributeError()
        return super().__get__(instance, ownerclass)


def coroutine(func):
    """Convert regular generator function to a coroutine."""
    if not callable(func):
        raise TypeError('types.coroutine() expects a callable')
    return func


__all__ = [n for n in globals() if not n.startswith('_') and n != 'sys']
del sys
