"""Weak references and the containers built on them, for cpjit.

ref, proxy, getweakrefcount and getweakrefs come from the Go module
_weakref (lang/runtime/mod_weakref.go) and WeakSet from _weakrefset; this
file adds WeakMethod, KeyedRef, WeakValueDictionary, WeakKeyDictionary and
finalize.

cpjit frees an unreachable object at the next collection rather than the
moment its last reference goes, and the callbacks of its weak references
run at that collection's safepoint -- which may fall in the middle of a
loop over one of these containers. So the containers iterate over
snapshots of their data and let the callbacks change the data freely.
"""

import sys as _sys
import _weakref
from _weakref import (getweakrefcount, getweakrefs, ref, proxy,
                      ReferenceType, ProxyType, CallableProxyType,
                      _remove_dead_weakref)
from _collections_abc import (Mapping as _Mapping,
                              MutableMapping as _MutableMapping,
                              MutableSet as _MutableSet)
from _weakrefset import WeakSet

_MutableSet.register(WeakSet)

ProxyTypes = (ProxyType, CallableProxyType)

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs",
           "WeakKeyDictionary", "ReferenceType", "ProxyType",
           "CallableProxyType", "ProxyTypes", "WeakValueDictionary",
           "WeakSet", "WeakMethod", "finalize"]


class WeakMethod(ref):
    """A weak reference to a bound method.

    A bound method made on the fly dies at once, so a plain ref to one is
    useless; a WeakMethod lives as long as both the object and the function
    do and calling it rebuilds the method (or returns None)."""

    def __new__(cls, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}"
                            .format(type(meth))) from None

        def part_died(_):
            me = me_ref()
            if me is not None and me._alive:
                me._alive = False
                if callback is not None:
                    callback(me)

        self = ref.__new__(cls, obj, part_died)
        self._func_ref = ref(func, part_died)
        self._meth_type = type(meth)
        self._alive = True
        me_ref = ref(self)
        return self

    def __call__(self):
        obj = super().__call__()
        func = self._func_ref()
        if obj is None or func is None:
            return None
        return self._meth_type(func, obj)

    def __eq__(self, other):
        if not isinstance(other, WeakMethod):
            return NotImplemented
        if not self._alive or not other._alive:
            return self is other
        return ref.__eq__(self, other) and self._func_ref == other._func_ref

    def __ne__(self, other):
        if not isinstance(other, WeakMethod):
            return NotImplemented
        if not self._alive or not other._alive:
            return self is not other
        return ref.__ne__(self, other) or self._func_ref != other._func_ref

    __hash__ = ref.__hash__


class KeyedRef(ref):
    """A weak reference that remembers a key: WeakValueDictionary's entries,
    whose callback needs to know which key to drop."""

    def __new__(cls, ob, callback, key):
        self = ref.__new__(cls, ob, callback)
        self.key = key
        return self

    def __init__(self, ob, callback, key):
        super().__init__(ob, callback)


def _live_items(data):
    """(key, referent) for the live weak references among data's values."""
    for key, wr in list(data.items()):
        obj = wr()
        if obj is not None:
            yield key, obj


class WeakValueDictionary(_MutableMapping):
    """A mapping that refers to its values weakly: an entry disappears when
    its value dies."""

    def __init__(self, other=(), /, **kw):
        me_ref = ref(self)

        def remove(wr):
            me = me_ref()
            if me is not None:
                # Only if the key still holds this dead reference: it may
                # have been given a new value since.
                _remove_dead_weakref(me.data, wr.key)

        self._remove = remove
        self.data = {}
        self.update(other, **kw)

    def __getitem__(self, key):
        obj = self.data[key]()
        if obj is None:
            raise KeyError(key)
        return obj

    def __setitem__(self, key, value):
        self.data[key] = KeyedRef(value, self._remove, key)

    def __delitem__(self, key):
        del self.data[key]

    def __len__(self):
        return len(self.data)

    def __contains__(self, key):
        try:
            wr = self.data[key]
        except KeyError:
            return False
        return wr() is not None

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def copy(self):
        new = WeakValueDictionary()
        for key, obj in _live_items(self.data):
            new[key] = obj
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = self.__class__()
        for key, obj in _live_items(self.data):
            new[deepcopy(key, memo)] = obj
        return new

    def get(self, key, default=None):
        try:
            wr = self.data[key]
        except KeyError:
            return default
        obj = wr()
        return default if obj is None else obj

    def items(self):
        yield from _live_items(self.data)

    def keys(self):
        for key, _ in _live_items(self.data):
            yield key

    __iter__ = keys

    def values(self):
        for _, obj in _live_items(self.data):
            yield obj

    def itervaluerefs(self):
        """Iterate over the weak references to the values."""
        yield from list(self.data.values())

    def valuerefs(self):
        """A list of the weak references to the values."""
        return list(self.data.values())

    def popitem(self):
        while True:
            key, wr = self.data.popitem()
            obj = wr()
            if obj is not None:
                return key, obj

    def pop(self, key, *default):
        try:
            obj = self.data.pop(key)()
        except KeyError:
            obj = None
        if obj is None:
            if default:
                return default[0]
            raise KeyError(key)
        return obj

    def setdefault(self, key, default=None):
        try:
            obj = self.data[key]()
        except KeyError:
            obj = None
        if obj is None:
            self.data[key] = KeyedRef(default, self._remove, key)
            return default
        return obj

    def update(self, other=None, /, **kwargs):
        if other is not None:
            if not hasattr(other, "items"):
                other = dict(other)
            for key, obj in other.items():
                self[key] = obj
        for key, obj in kwargs.items():
            self[key] = obj

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if isinstance(other, _Mapping):
            new = self.copy()
            new.update(other)
            return new
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, _Mapping):
            new = self.__class__()
            new.update(other)
            new.update(self)
            return new
        return NotImplemented


class WeakKeyDictionary(_MutableMapping):
    """A mapping that refers to its keys weakly: an entry disappears when
    its key dies. Keys must be hashable and weakly referenceable."""

    def __init__(self, dict=None):
        me_ref = ref(self)

        def remove(wr):
            me = me_ref()
            if me is not None:
                # A dead reference still hashes as its key did and equals
                # only itself: this finds exactly the entry it keyed.
                me.data.pop(wr, None)

        self._remove = remove
        self.data = {}
        if dict is not None:
            self.update(dict)

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __setitem__(self, key, value):
        self.data[ref(key, self._remove)] = value

    def __delitem__(self, key):
        del self.data[ref(key)]

    def __len__(self):
        return len(self.data)

    def __contains__(self, key):
        try:
            wr = ref(key)
        except TypeError:
            return False
        return wr in self.data

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def _live(self):
        for wr, value in list(self.data.items()):
            key = wr()
            if key is not None:
                yield key, value

    def copy(self):
        new = WeakKeyDictionary()
        for key, value in self._live():
            new[key] = value
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = self.__class__()
        for key, value in self._live():
            new[key] = deepcopy(value, memo)
        return new

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def items(self):
        yield from self._live()

    def keys(self):
        for key, _ in self._live():
            yield key

    __iter__ = keys

    def values(self):
        for _, value in self._live():
            yield value

    def keyrefs(self):
        """A list of the weak references to the keys."""
        return list(self.data)

    def popitem(self):
        while True:
            wr, value = self.data.popitem()
            key = wr()
            if key is not None:
                return key, value

    def pop(self, key, *default):
        return self.data.pop(ref(key), *default)

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key, self._remove), default)

    def update(self, dict=None, /, **kwargs):
        if dict is not None:
            if not hasattr(dict, "items"):
                dict = type({})(dict)
            for key, value in dict.items():
                self[key] = value
        if kwargs:
            self.update(kwargs)

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if isinstance(other, _Mapping):
            new = self.copy()
            new.update(other)
            return new
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, _Mapping):
            new = self.__class__()
            new.update(other)
            new.update(self)
            return new
        return NotImplemented



class finalize:
    """finalize(obj, func, /, *args, **kwargs): call func(*args, **kwargs)
    once, when obj dies, when the finalizer itself is called, or -- while
    its atexit attribute is true -- when the program ends, whichever comes
    first. It keeps itself alive until then."""

    __slots__ = ()

    # The live finalizers, each with its record:
    # [weak reference to obj, func, args, kwargs or None, atexit, order].
    _registry = {}
    _made = 0
    _shutdown = False
    _exit_hooked = False

    def __init__(self, obj, func, /, *args, **kwargs):
        cls = finalize
        if not cls._exit_hooked:
            _weakref._atexit(cls._exitfunc)
            cls._exit_hooked = True
        wr = ref(obj, self)
        cls._made += 1
        cls._registry[self] = [wr, func, args, kwargs or None, True, cls._made]

    def __call__(self, _=None):
        """Call the function now if the finalizer is alive; return its result."""
        rec = finalize._registry.pop(self, None)
        if rec is not None and not finalize._shutdown:
            return rec[1](*rec[2], **(rec[3] or {}))

    def _view(self):
        rec = finalize._registry.get(self)
        if rec is None:
            return None
        obj = rec[0]()
        if obj is None:
            return None
        return (obj, rec[1], rec[2], rec[3] or {})

    def detach(self):
        """Make the finalizer dead without calling it; return (obj, func,
        args, kwargs) if it was alive, else None."""
        view = self._view()
        if view is not None and finalize._registry.pop(self, None) is not None:
            return view
        return None

    def peek(self):
        """Return (obj, func, args, kwargs) if alive, else None."""
        return self._view()

    @property
    def alive(self):
        """Whether the finalizer has yet to run."""
        return self in finalize._registry

    @property
    def atexit(self):
        """Whether the finalizer runs when the program ends (default True)."""
        rec = finalize._registry.get(self)
        return rec is not None and rec[4]

    @atexit.setter
    def atexit(self, value):
        rec = finalize._registry.get(self)
        if rec is not None:
            rec[4] = bool(value)

    def __repr__(self):
        view = self._view()
        name = type(self).__name__
        if view is None:
            return "<%s object at %#x; dead>" % (name, id(self))
        obj = view[0]
        return "<%s object at %#x; for %r at %#x>" % (
            name, id(self), type(obj).__name__, id(obj))

    @classmethod
    def _exitfunc(cls):
        # At exit: run the live finalizers that have atexit set, newest
        # first, including any they create.
        try:
            while True:
                todo = sorted((rec[5], f) for f, rec in list(cls._registry.items())
                              if rec[4])
                if not todo:
                    break
                made = cls._made
                while todo and cls._made == made:
                    f = todo.pop()[1]
                    try:
                        f()
                    except Exception:
                        import traceback
                        traceback.print_exc()
        finally:
            cls._shutdown = True
