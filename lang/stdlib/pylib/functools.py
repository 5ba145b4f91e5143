"""Higher-order functions and operations on callables.

partial, reduce, cmp_to_key and the LRU cache machinery are implemented in
Go (module _functools); this file adds the decorators built on them.
"""

__all__ = ['update_wrapper', 'wraps', 'WRAPPER_ASSIGNMENTS', 'WRAPPER_UPDATES',
           'total_ordering', 'cache', 'cmp_to_key', 'lru_cache', 'reduce',
           'partial', 'partialmethod', 'singledispatch', 'singledispatchmethod',
           'cached_property']

from abc import get_cache_token
from collections import namedtuple
from types import GenericAlias, MappingProxyType, UnionType
from _functools import reduce, partial, cmp_to_key, _lru_cache_wrapper


# ---------------------------------------------------------------- wrapping

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__', '__type_params__')
WRAPPER_UPDATES = ('__dict__',)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS,
                   updated=WRAPPER_UPDATES):
    """Make wrapper look like wrapped: copy the `assigned` attributes,
    merge the `updated` dicts and point __wrapped__ at wrapped."""
    for name in assigned:
        try:
            value = getattr(wrapped, name)
        except AttributeError:
            continue
        try:
            setattr(wrapper, name, value)
        except AttributeError:
            # Read-only on this runtime (e.g. __type_params__ of functions).
            pass
    for name in updated:
        getattr(wrapper, name).update(getattr(wrapped, name, {}))
    # Set last so that a __wrapped__ copied through __dict__ is replaced.
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Decorator form of update_wrapper(wrapper, wrapped, ...)."""
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned,
                   updated=updated)


# --------------------------------------------------------- total_ordering

_ORDER_OPS = ('__lt__', '__le__', '__gt__', '__ge__')
_OP_SYMBOL = {'__lt__': '<', '__le__': '<=', '__gt__': '>', '__ge__': '>='}
_OPPOSITE = {'__lt__': '__ge__', '__le__': '__gt__',
             '__gt__': '__le__', '__ge__': '__lt__'}


def _derive(root, target):
    """Build method `target` from the class's `root` comparison plus ==.

    Every derived operator is one of: the negation of root (for its exact
    opposite), or root/not root refined with == / != to add or remove
    equality."""
    less_side = ('__lt__', '__le__')
    same_side = (root in less_side) == (target in less_side)
    strict = target in ('__lt__', '__gt__')

    def method(self, other):
        r = getattr(type(self), root)(self, other)
        if r is NotImplemented:
            return r
        if _OPPOSITE[root] == target:
            return not r
        if not same_side:
            r = not r
        if strict:
            return r and self != other
        return r or self == other

    method.__name__ = target
    method.__doc__ = (f"a {_OP_SYMBOL[target]} b, derived by @total_ordering "
                      f"from {_OP_SYMBOL[root]} and ==.")
    return method


def total_ordering(cls):
    """Class decorator filling in the missing rich comparisons from one of
    __lt__, __le__, __gt__ or __ge__ (and __eq__)."""
    defined = [op for op in _ORDER_OPS
               if getattr(cls, op, None) is not getattr(object, op, None)]
    if not defined:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = defined[0]          # preference order: < then <= then > then >=
    for op in _ORDER_OPS:
        if op not in defined:
            method = _derive(root, op)
            method.__qualname__ = f"{getattr(cls, '__qualname__', '?')}.{op}"
            setattr(cls, op, method)
    return cls


# -------------------------------------------------------------- lru_cache

_CacheInfo = namedtuple("CacheInfo", ["hits", "misses", "maxsize", "currsize"])


def _make_cached(user_function, maxsize, typed):
    wrapper = _lru_cache_wrapper(user_function, maxsize, typed, _CacheInfo)
    params = {'maxsize': maxsize, 'typed': typed}
    wrapper.cache_parameters = lambda: dict(params)
    return update_wrapper(wrapper, user_function)


def lru_cache(maxsize=128, typed=False):
    """Memoize a function, keeping at most `maxsize` recent results
    (unbounded when None).  Usable as @lru_cache, @lru_cache() or
    @lru_cache(maxsize=..., typed=...)."""
    if isinstance(maxsize, int):
        maxsize = max(maxsize, 0)
    elif callable(maxsize) and isinstance(typed, bool):
        # Bare @lru_cache: the "maxsize" is the decorated function.
        return _make_cached(maxsize, 128, typed)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorate(user_function):
        return _make_cached(user_function, maxsize, typed)
    return decorate


def cache(user_function, /):
    """Unbounded memoization: lru_cache(maxsize=None)."""
    return lru_cache(maxsize=None)(user_function)


# ---------------------------------------------------------- singledispatch

def _is_dispatch_type(obj):
    return isinstance(obj, type) and not isinstance(obj, GenericAlias)


def _union_members(annotation):
    """The classes of a `A | B` (or typing.Union) annotation, else None."""
    if isinstance(annotation, UnionType) or \
            repr(getattr(annotation, '__origin__', None)) == 'typing.Union':
        members = getattr(annotation, '__args__', ())
        if members and all(_is_dispatch_type(m) for m in members):
            return members
    return None


def _best_match(cls, registry):
    """Pick the implementation for cls.

    Classes on cls.__mro__ rank by position.  A registered class that cls
    only virtually subclasses (an ABC) ranks just after the last MRO entry
    that is a subclass of it, as CPython's composed MRO places it."""
    mro = cls.__mro__
    best_rank = None
    best = None
    for pos, klass in enumerate(mro):
        if klass in registry:
            best_rank, best = pos, klass
            break
    for klass in registry:
        if klass in mro or not issubclass(cls, klass):
            continue
        last = max(i for i, m in enumerate(mro) if issubclass(m, klass))
        rank = last + 0.5
        if best_rank is None or rank < best_rank:
            best_rank, best = rank, klass
        elif rank == best_rank and best not in mro:
            if issubclass(klass, best):
                best = klass
            elif not issubclass(best, klass):
                raise RuntimeError(f"Ambiguous dispatch: {best} or {klass}")
    return registry.get(best)


def singledispatch(func):
    """Turn func into a generic function dispatching on the type of its
    first argument; add implementations with .register()."""
    impls = {object: func}
    resolved = {}
    token_seen = [None]

    def dispatch(cls):
        """The implementation chosen for arguments of class cls."""
        token = get_cache_token()
        if token_seen[0] != token:
            resolved.clear()
            token_seen[0] = token
        try:
            return resolved[cls]
        except KeyError:
            pass
        impl = _best_match(cls, impls)
        resolved[cls] = impl
        return impl

    def add(types, impl):
        for klass in types:
            impls[klass] = impl
        resolved.clear()
        return impl

    def register(cls, func=None):
        """register(cls, func) or @register(cls) or @register on a
        function whose first parameter is annotated with a class."""
        if _is_dispatch_type(cls) or _union_members(cls) is not None:
            kinds = _union_members(cls) or (cls,)
            if func is None:
                return lambda f: add(kinds, f)
            return add(kinds, func)
        if func is not None:
            raise TypeError(f"Invalid first argument to `register()`. "
                            f"{cls!r} is not a class or union type.")
        # Plain @register: take the class from the first annotation.
        annotations = getattr(cls, '__annotations__', None) or {}
        if not annotations:
            raise TypeError(
                f"Invalid first argument to `register()`: {cls!r}. "
                f"Use either `@register(some_class)` or plain `@register` "
                f"on an annotated function.")
        impl = cls
        name, hint = next(iter(annotations.items()))
        if isinstance(hint, str):
            hint = eval(hint, getattr(impl, '__globals__', {}))
        kinds = _union_members(hint)
        if kinds is None:
            if not _is_dispatch_type(hint):
                raise TypeError(f"Invalid annotation for {name!r}. "
                                f"{hint!r} is not a class.")
            kinds = (hint,)
        return add(kinds, impl)

    label = getattr(func, '__name__', 'singledispatch function')

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{label} requires at least 1 positional argument')
        return dispatch(args[0].__class__)(*args, **kw)

    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = MappingProxyType(impls)
    wrapper._clear_cache = resolved.clear
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    """singledispatch for methods: dispatches on the first argument after
    self (or cls)."""

    def __init__(self, func):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        """Register an implementation, like singledispatch's register."""
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        dispatch = self.dispatcher.dispatch
        label = getattr(self.func, '__name__', 'singledispatchmethod method')

        def method(*args, **kwargs):
            if not args:
                raise TypeError(f'{label} requires at least 1 positional argument')
            return dispatch(args[0].__class__).__get__(obj, cls)(*args, **kwargs)

        method.__isabstractmethod__ = self.__isabstractmethod__
        method.register = self.register
        update_wrapper(method, self.func)
        return method

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, '__isabstractmethod__', False)


# ----------------------------------------------------------- partialmethod

class partialmethod:
    """Like partial, but a descriptor: the bound object (or class) is
    passed before the frozen arguments."""

    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        if isinstance(func, partialmethod):
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def __repr__(self):
        parts = [repr(self.func)]
        parts.extend(repr(a) for a in self.args)
        parts.extend(f"{k}={v!r}" for k, v in self.keywords.items())
        cls = type(self)
        return f"{cls.__module__}.{cls.__qualname__}({', '.join(parts)})"

    def _as_function(self):
        target, frozen, frozen_kw = self.func, self.args, self.keywords

        def method(receiver, /, *args, **keywords):
            return target(receiver, *frozen, *args, **{**frozen_kw, **keywords})
        method.__isabstractmethod__ = self.__isabstractmethod__
        method._partialmethod = self
        return method

    def __get__(self, obj, cls=None):
        getter = getattr(self.func, '__get__', None)
        if getter is not None and not isinstance(self.func, partial):
            bound = getter(obj, cls)
            if bound is not self.func:
                result = partial(bound, *self.args, **self.keywords)
                try:
                    result.__self__ = bound.__self__
                except AttributeError:
                    pass
                return result
        return self._as_function().__get__(obj, cls)

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, '__isabstractmethod__', False)

    __class_getitem__ = classmethod(GenericAlias)


# --------------------------------------------------------- cached_property

_MISSING = object()


class cached_property:
    """A property computed once per instance and then stored in the
    instance __dict__ under the same name (later reads skip the getter)."""

    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__
        self.__module__ = func.__module__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError(
                "Cannot assign the same cached_property to two different "
                f"names ({self.attrname!r} and {name!r}).")

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        name = self.attrname
        if name is None:
            raise TypeError("Cannot use cached_property instance without "
                            "calling __set_name__ on it.")
        try:
            store = instance.__dict__
        except AttributeError:
            raise TypeError(f"No '__dict__' attribute on "
                            f"{type(instance).__name__!r} instance to cache "
                            f"{name!r} property.") from None
        value = store.get(name, _MISSING)
        if value is _MISSING:
            value = self.func(instance)
            try:
                store[name] = value
            except TypeError:
                raise TypeError(f"The '__dict__' attribute on "
                                f"{type(instance).__name__!r} instance does not "
                                f"support item assignment for caching {name!r} "
                                f"property.") from None
        return value

    __class_getitem__ = classmethod(GenericAlias)
