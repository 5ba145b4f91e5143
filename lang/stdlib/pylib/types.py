"""Names for the interpreter's built-in types, plus dynamic class creation
helpers (new_class, prepare_class, resolve_bases)."""

import sys


def _kind(sample_maker):
    """type() of the object sample_maker() builds, or None when this
    runtime cannot build such an object."""
    try:
        return type(sample_maker())
    except Exception:
        return None


def _plain_function():
    pass


def _counter():
    yield 0


async def _await_nothing():
    pass


_coroutine_object = _await_nothing()
_coroutine_object.close()  # never run: it only shows the type


async def _async_counter():
    yield 0


def _closure_cell():
    captured = 0

    def inner():
        return captured
    return inner.__closure__[0]


def _caught_traceback():
    try:
        raise ValueError
    except ValueError as err:
        return err.__traceback__


class _Holder:
    __slots__ = ('slot',)

    def method(self):
        pass


FunctionType = type(_plain_function)
LambdaType = type(lambda: None)
CodeType = _kind(lambda: _plain_function.__code__)
CellType = _kind(_closure_cell)
GeneratorType = type(_counter())
CoroutineType = type(_coroutine_object)
AsyncGeneratorType = type(_async_counter())
MethodType = type(_Holder().method)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
ModuleType = type(sys)
MappingProxyType = type(type.__dict__)
SimpleNamespace = type(sys.implementation)
TracebackType = _kind(_caught_traceback)
FrameType = _kind(lambda: _caught_traceback().tb_frame)
WrapperDescriptorType = _kind(lambda: object.__init__)
MethodWrapperType = _kind(lambda: object().__str__)
MethodDescriptorType = _kind(lambda: str.join)
ClassMethodDescriptorType = _kind(lambda: dict.__dict__['fromkeys'])
GetSetDescriptorType = _kind(lambda: FunctionType.__dict__['__code__'])
MemberDescriptorType = _kind(lambda: _Holder.__dict__['slot'])
NoneType = type(None)
NotImplementedType = type(NotImplemented)
EllipsisType = type(...)
GenericAlias = _kind(lambda: list[int])
UnionType = _kind(lambda: int | str)


def resolve_bases(bases):
    """Apply PEP 560 __mro_entries__ to the non-class items of bases."""
    out = []
    changed = False
    for base in bases:
        if isinstance(base, type):
            out.append(base)
            continue
        hook = getattr(base, '__mro_entries__', None)
        if hook is None:
            out.append(base)
            continue
        entries = hook(bases)
        if not isinstance(entries, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        out.extend(entries)
        changed = True
    return tuple(out) if changed else bases


def _most_derived_meta(meta, bases):
    """The metaclass that every base's metaclass is a parent of."""
    winner = meta
    for base in bases:
        candidate = type(base)
        if issubclass(winner, candidate):
            continue
        if issubclass(candidate, winner):
            winner = candidate
            continue
        raise TypeError("metaclass conflict: the metaclass of a derived class "
                        "must be a (non-strict) subclass of the metaclasses "
                        "of all its bases")
    return winner


def prepare_class(name, bases=(), kwds=None):
    """Return (metaclass, namespace, remaining keywords) for a class
    statement with these bases and keywords."""
    kwds = {} if kwds is None else dict(kwds)
    if 'metaclass' in kwds:
        meta = kwds.pop('metaclass')
    elif bases:
        meta = type(bases[0])
    else:
        meta = type
    if isinstance(meta, type):
        meta = _most_derived_meta(meta, bases)
    prepare = getattr(meta, '__prepare__', None)
    namespace = {} if prepare is None else prepare(name, bases, **kwds)
    return meta, namespace, kwds


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class the way a class statement would."""
    real_bases = resolve_bases(bases)
    meta, namespace, extra = prepare_class(name, real_bases, kwds)
    if exec_body is not None:
        exec_body(namespace)
    if real_bases is not bases:
        namespace['__orig_bases__'] = bases
    return meta(name, real_bases, namespace, **extra)


def get_original_bases(cls, /):
    """The bases as written in the class statement (before __mro_entries__)."""
    if not isinstance(cls, type):
        raise TypeError(f"Expected an instance of type, not {type(cls).__name__!r}")
    return cls.__dict__.get('__orig_bases__', cls.__bases__)


class DynamicClassAttribute(property):
    """A property that looks up through the class __getattr__ when read on
    the class itself (used by enum)."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        super().__init__(fget, fset, fdel, doc)
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', False))

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.__isabstractmethod__:
                return self
            raise AttributeError()
        return super().__get__(instance, ownerclass)


_CO_GENERATOR = 0x20
_CO_COROUTINE = 0x80
_CO_ITERABLE_COROUTINE = 0x100


def coroutine(func):
    """Make a generator function awaitable: its code gets the
    CO_ITERABLE_COROUTINE flag, so `await` accepts its generators. Other
    callables are wrapped so that a generator they return is awaitable."""
    if not callable(func):
        raise TypeError('types.coroutine() expects a callable')
    if type(func) is FunctionType and type(getattr(func, '__code__', None)) is CodeType:
        flags = func.__code__.co_flags
        if flags & (_CO_COROUTINE | _CO_ITERABLE_COROUTINE):
            return func
        if flags & _CO_GENERATOR:
            func.__code__ = func.__code__.replace(co_flags=flags | _CO_ITERABLE_COROUTINE)
            return func

    import functools
    import _collections_abc

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        result = func(*args, **kwargs)
        if type(result) is CoroutineType:
            return result
        if type(result) is GeneratorType and result.gi_code.co_flags & _CO_ITERABLE_COROUTINE:
            return result
        if (isinstance(result, _collections_abc.Generator)
                and not isinstance(result, _collections_abc.Coroutine)):
            return _AwaitableGenerator(result)
        return result
    return wrapped


class _AwaitableGenerator:
    """A generator-like object made awaitable by types.coroutine."""

    def __init__(self, gen):
        self.__wrapped = gen
        self.__isgen = type(gen) is GeneratorType
        self.__name__ = getattr(gen, '__name__', None)
        self.__qualname__ = getattr(gen, '__qualname__', None)

    def send(self, value):
        return self.__wrapped.send(value)

    def throw(self, *args):
        return self.__wrapped.throw(*args)

    def close(self):
        return self.__wrapped.close()

    @property
    def gi_code(self):
        return self.__wrapped.gi_code

    @property
    def gi_frame(self):
        return self.__wrapped.gi_frame

    @property
    def gi_running(self):
        return self.__wrapped.gi_running

    @property
    def gi_yieldfrom(self):
        return getattr(self.__wrapped, 'gi_yieldfrom', None)

    cr_code = gi_code
    cr_frame = gi_frame
    cr_running = gi_running
    cr_await = gi_yieldfrom

    def __next__(self):
        return next(self.__wrapped)

    def __iter__(self):
        if self.__isgen:
            return self.__wrapped
        return self

    __await__ = __iter__


__all__ = [name for name in globals()
           if not name.startswith('_') and name != 'sys']

del _kind, _plain_function, _counter, _closure_cell, _caught_traceback, _Holder
del _await_nothing, _coroutine_object, _async_counter
