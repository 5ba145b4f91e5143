"""Abstract base classes for containers (the module behind collections.abc).

Three kinds of things live here:

* "one-trick" ABCs (Sized, Iterable, Hashable, ...) whose __subclasshook__
  accepts any class that defines the right dunder methods;
* richer ABCs (Set, Mapping, Sequence, ...) that supply mixin methods built
  on top of a few abstract ones;
* registrations that make the builtin types virtual subclasses, so that
  e.g. isinstance([], MutableSequence) is true.
"""

from abc import ABCMeta, abstractmethod
import sys

GenericAlias = type(list[int])
EllipsisType = type(...)
FunctionType = type(lambda: None)

__all__ = ["Awaitable", "Coroutine",
           "AsyncIterable", "AsyncIterator", "AsyncGenerator",
           "Hashable", "Iterable", "Iterator", "Generator", "Reversible",
           "Sized", "Container", "Callable", "Collection",
           "Set", "MutableSet",
           "Mapping", "MutableMapping",
           "MappingView", "KeysView", "ItemsView", "ValuesView",
           "Sequence", "MutableSequence",
           "ByteString", "Buffer",
           ]

# Classes defined below report "collections.abc" as their module.
__name__ = "collections.abc"


# ---------------------------------------------------------------------------
# The concrete builtin types that get registered at the bottom.

def _kind(factory):
    """type(factory()), or None when this interpreter cannot build one."""
    try:
        return type(factory())
    except Exception:
        return None


bytes_iterator = _kind(lambda: iter(b''))
bytearray_iterator = _kind(lambda: iter(bytearray()))
dict_keyiterator = _kind(lambda: iter({}.keys()))
dict_valueiterator = _kind(lambda: iter({}.values()))
dict_itemiterator = _kind(lambda: iter({}.items()))
list_iterator = _kind(lambda: iter([]))
list_reverseiterator = _kind(lambda: iter(reversed([])))
range_iterator = _kind(lambda: iter(range(0)))
longrange_iterator = _kind(lambda: iter(range(1 << 1000)))
set_iterator = _kind(lambda: iter(set()))
str_iterator = _kind(lambda: iter(""))
tuple_iterator = _kind(lambda: iter(()))
zip_iterator = _kind(lambda: iter(zip()))
dict_keys = _kind(lambda: {}.keys())
dict_values = _kind(lambda: {}.values())
dict_items = _kind(lambda: {}.items())
mappingproxy = _kind(lambda: type.__dict__)


def _make_generator():
    yield


generator = _kind(_make_generator)
del _make_generator


async def _make_coroutine():
    pass


_coro = _make_coroutine()
coroutine = type(_coro)
_coro.close()  # never run: it only shows the type
del _coro, _make_coroutine


async def _make_async_generator():
    yield


async_generator = type(_make_async_generator())
del _make_async_generator


def _enroll(abc, *kinds):
    """Register each usable type in kinds as a virtual subclass of abc."""
    for k in kinds:
        if k is not None:
            abc.register(k)


def _has_methods(cls, *names):
    """Hook helper: True if every name is defined somewhere along cls's MRO
    (and not blocked by being set to None); NotImplemented otherwise."""
    mro = cls.__mro__
    for name in names:
        for klass in mro:
            ns = klass.__dict__
            if name in ns:
                if ns[name] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


def _hook(abc, *names):
    """Build a __subclasshook__ that only applies to abc itself, not to the
    classes deriving from it."""
    def __subclasshook__(cls, C):
        if cls is abc:
            return _has_methods(C, *names)
        return NotImplemented
    return classmethod(__subclasshook__)


def _same(a, b):
    return a is b or a == b


def _subset(small, big):
    """True if every element of small is in big."""
    for x in small:
        if x not in big:
            return False
    return True


# ---------------------------------------------------------------------------
# One-trick ponies.

class Hashable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0


class Sized(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0


class Container(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __contains__(self, x):
        return False

    __class_getitem__ = classmethod(GenericAlias)


class Iterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __iter__(self):
        return iter(())

    __class_getitem__ = classmethod(GenericAlias)


class Iterator(Iterable):
    __slots__ = ()

    @abstractmethod
    def __next__(self):
        """Return the next item; raise StopIteration when exhausted."""
        raise StopIteration

    def __iter__(self):
        return self


class Reversible(Iterable):
    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        return iter(())


class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        """Send a value into the generator; return the next yielded value
        or raise StopIteration."""
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        """Raise an exception inside the generator."""
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    def close(self):
        """Raise GeneratorExit inside the generator."""
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            return
        raise RuntimeError("generator ignored GeneratorExit")


class Collection(Sized, Iterable, Container):
    __slots__ = ()


class Callable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False


class Buffer(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __buffer__(self, flags, /):
        raise NotImplementedError


# ---------------------------------------------------------------------------
# Asynchronous protocols.

class Awaitable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __await__(self):
        return
        yield

    __class_getitem__ = classmethod(GenericAlias)


class Coroutine(Awaitable):
    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        return Generator.throw(self, typ, val, tb)

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            return
        raise RuntimeError("coroutine ignored GeneratorExit")


class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()

    __class_getitem__ = classmethod(GenericAlias)


class AsyncIterator(AsyncIterable):
    __slots__ = ()

    @abstractmethod
    def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self


class AsyncGenerator(AsyncIterator):
    __slots__ = ()

    def __anext__(self):
        return self.asend(None)

    @abstractmethod
    def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    def athrow(self, typ, val=None, tb=None):
        return Generator.throw(self, typ, val, tb)

    def aclose(self):
        return self.athrow(GeneratorExit)


# Install the structural hooks.
for _abc, _names in (
        (Hashable, ("__hash__",)),
        (Sized, ("__len__",)),
        (Container, ("__contains__",)),
        (Iterable, ("__iter__",)),
        (Iterator, ("__iter__", "__next__")),
        (Reversible, ("__reversed__", "__iter__")),
        (Generator, ("__iter__", "__next__", "send", "throw", "close")),
        (Collection, ("__len__", "__iter__", "__contains__")),
        (Callable, ("__call__",)),
        (Buffer, ("__buffer__",)),
        (Awaitable, ("__await__",)),
        (Coroutine, ("__await__", "send", "throw", "close")),
        (AsyncIterable, ("__aiter__",)),
        (AsyncIterator, ("__anext__", "__aiter__")),
        (AsyncGenerator, ("__aiter__", "__anext__", "asend", "athrow",
                          "aclose")),
):
    _abc.__subclasshook__ = _hook(_abc, *_names)
del _abc, _names


# Callable[[A, B], R] keeps the argument list flat in __args__ (A, B, R)
# but prints it back in the bracketed form.

def _arg_repr(obj):
    if obj is ...:
        return "..."
    if isinstance(obj, type) and not isinstance(obj, GenericAlias):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return f"{obj.__module__}.{obj.__qualname__}"
    return repr(obj)


try:
    class _CallableGenericAlias(GenericAlias):
        __slots__ = ()

        def __new__(cls, origin, args):
            if not (isinstance(args, tuple) and len(args) == 2):
                raise TypeError(
                    "Callable must be used as Callable[[arg, ...], result].")
            params, result = args
            if isinstance(params, (list, tuple)):
                flat = (*params, result)
            elif params is ... or type(params).__name__ in (
                    "ParamSpec", "_ConcatenateGenericAlias"):
                flat = args
            else:
                raise TypeError(
                    "Expected a list of types, an ellipsis, ParamSpec, or "
                    f"Concatenate. Got {params}")
            return super().__new__(cls, origin, flat)

        def __repr__(self):
            args = self.__args__
            name = "collections.abc.Callable"
            if len(args) == 2 and (args[0] is ... or type(args[0]).__name__
                                   in ("ParamSpec",
                                       "_ConcatenateGenericAlias")):
                return f"{name}[{_arg_repr(args[0])}, {_arg_repr(args[1])}]"
            params = ", ".join(_arg_repr(a) for a in args[:-1])
            return f"{name}[[{params}], {_arg_repr(args[-1])}]"

    Callable.__class_getitem__ = classmethod(_CallableGenericAlias)
except TypeError:
    Callable.__class_getitem__ = classmethod(GenericAlias)


# ---------------------------------------------------------------------------
# Sets.

class Set(Collection):
    """A finite, iterable container with set comparisons and operators.

    Subclasses supply __contains__, __iter__ and __len__.  Results of the
    operators are built with _from_iterable(), which by default calls the
    class with an iterable; override it when the constructor differs.
    """
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) <= len(other) and _subset(self, other)

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and _subset(self, other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) >= len(other) and _subset(other, self)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and _subset(other, self)

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and _subset(self, other)

    def isdisjoint(self, other):
        """Return True if the two sets have no element in common."""
        for x in other:
            if x in self:
                return False
        return True

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(x for x in other if x in self)

    __rand__ = __and__

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(x for part in (self, other) for x in part)

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(x for x in self if x not in other)

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(x for x in other if x not in self)

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        """Order-independent hash of the elements, equal to the hash of a
        frozenset with the same elements.  Set itself is unhashable (it
        defines __eq__); hashable subclasses may use __hash__ = _hash."""
        top = sys.maxsize
        width = 2 * top + 1          # all bits of a C Py_hash_t
        acc = (1927868237 * (len(self) + 1)) & width
        for item in self:
            h = hash(item)
            acc = (acc ^ ((h ^ (h << 16) ^ 89869747) * 3644798167)) & width
        acc ^= (acc >> 11) ^ (acc >> 25)
        acc = (acc * 69069 + 907133923) & width
        if acc > top:
            acc -= width + 1
        return 590923713 if acc == -1 else acc


class MutableSet(Set):
    """A Set that can change; subclasses add add() and discard()."""
    __slots__ = ()

    @abstractmethod
    def add(self, value):
        """Add an element."""
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        """Remove an element if present; do nothing otherwise."""
        raise NotImplementedError

    def remove(self, value):
        """Remove an element; raise KeyError if it is missing."""
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        """Remove and return some element; raise KeyError if empty."""
        for value in self:
            break
        else:
            raise KeyError
        self.discard(value)
        return value

    def clear(self):
        """Remove every element."""
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for x in it:
            self.add(x)
        return self

    def __iand__(self, it):
        for x in self - it:
            self.discard(x)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
            return self
        if not isinstance(it, Set):
            it = self._from_iterable(it)
        for x in it:
            if x in self:
                self.discard(x)
            else:
                self.add(x)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for x in it:
                self.discard(x)
        return self


# ---------------------------------------------------------------------------
# Mappings and their views.

class Mapping(Collection):
    """A read-only key/value container.

    Subclasses supply __getitem__, __iter__ and __len__; get, keys, items,
    values, __contains__ and __eq__ are derived from them.
    """
    __slots__ = ()
    __abc_tpflags__ = 1 << 6  # Py_TPFLAGS_MAPPING

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        """Return self[key], or default when the key is missing."""
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        return True

    def keys(self):
        """Return a set-like view of the keys."""
        return KeysView(self)

    def items(self):
        """Return a set-like view of the (key, value) pairs."""
        return ItemsView(self)

    def values(self):
        """Return a view of the values."""
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MappingView(Sized):
    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f"{type(self).__name__}({self._mapping!r})"

    __class_getitem__ = classmethod(GenericAlias)


class KeysView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)


class ItemsView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            found = self._mapping[key]
        except KeyError:
            return False
        return _same(found, value)

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield (key, m[key])


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        m = self._mapping
        for key in m:
            if _same(m[key], value):
                return True
        return False

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield m[key]


_MISSING = object()


class MutableMapping(Mapping):
    """A Mapping that can change; subclasses add __setitem__ and
    __delitem__, and get pop, popitem, clear, update and setdefault."""
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_MISSING):
        """Remove key and return its value; if missing, return default
        when given, else raise KeyError."""
        try:
            value = self[key]
        except KeyError:
            if default is _MISSING:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        """Remove and return an arbitrary (key, value) pair; KeyError if empty."""
        for key in self:
            break
        else:
            raise KeyError
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        """Remove every item."""
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        """Copy pairs from a mapping, an object with keys(), or an iterable of
        pairs, then from the keyword arguments."""
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        """Return self[key]; if missing, first store default under key."""
        try:
            return self[key]
        except KeyError:
            self[key] = default
            return default


# ---------------------------------------------------------------------------
# Sequences.

class Sequence(Reversible, Collection):
    """A read-only indexable container.

    Subclasses supply __getitem__ and __len__; iteration, reversal,
    membership, index() and count() are derived from them.
    """
    __slots__ = ()
    __abc_tpflags__ = 1 << 5  # Py_TPFLAGS_SEQUENCE

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        while True:
            try:
                item = self[i]
            except IndexError:
                return
            yield item
            i += 1

    def __contains__(self, value):
        for item in self:
            if _same(item, value):
                return True
        return False

    def __reversed__(self):
        for i in range(len(self) - 1, -1, -1):
            yield self[i]

    def index(self, value, start=0, stop=None):
        """Return the first index of value within [start, stop).

        Raises ValueError when the value does not occur.
        """
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                item = self[i]
            except IndexError:
                break
            if _same(item, value):
                return i
            i += 1
        raise ValueError

    def count(self, value):
        """Return how many items equal value."""
        n = 0
        for item in self:
            if _same(item, value):
                n += 1
        return n


class ByteString(Sequence):
    """Deprecated common base of bytes and bytearray."""
    __slots__ = ()


class MutableSequence(Sequence):
    """A Sequence that can change; subclasses add __setitem__, __delitem__
    and insert(), and get append, extend, pop, remove, reverse, clear and
    += from them."""
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        """Insert value before position index."""
        raise IndexError

    def append(self, value):
        """Add value at the end."""
        self.insert(len(self), value)

    def clear(self):
        """Remove every item."""
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        """Reverse the items in place."""
        lo, hi = 0, len(self) - 1
        while lo < hi:
            self[lo], self[hi] = self[hi], self[lo]
            lo += 1
            hi -= 1

    def extend(self, values):
        """Append every item of the iterable values."""
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        """Remove and return the item at index (the last by default).

        IndexError for an empty sequence or a bad index.
        """
        item = self[index]
        del self[index]
        return item

    def remove(self, value):
        """Delete the first item equal to value; ValueError if none."""
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


# ---------------------------------------------------------------------------
# Builtin types as virtual subclasses.

_enroll(Iterator, bytes_iterator, bytearray_iterator, dict_keyiterator,
        dict_valueiterator, dict_itemiterator, list_iterator,
        list_reverseiterator, range_iterator, longrange_iterator,
        set_iterator, str_iterator, tuple_iterator, zip_iterator)
_enroll(Generator, generator)
_enroll(Coroutine, coroutine)
_enroll(AsyncGenerator, async_generator)
_enroll(Set, frozenset)
_enroll(MutableSet, set)
_enroll(Mapping, mappingproxy)
_enroll(KeysView, dict_keys)
_enroll(ItemsView, dict_items)
_enroll(ValuesView, dict_values)
_enroll(MutableMapping, dict)
_enroll(Sequence, tuple, str, range, memoryview)
_enroll(ByteString, bytes, bytearray)
_enroll(MutableSequence, list, bytearray)
