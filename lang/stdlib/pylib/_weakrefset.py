"""WeakSet, a set that holds its elements weakly (for cpjit; weakref
re-exports it).

An element's callback, which drops it from the set, may run at any
safepoint -- in the middle of a loop over the set, say -- so iteration
walks a snapshot of the references and the callback changes the data
freely.
"""

from _weakref import ref
from _collections_abc import GenericAlias as _GenericAlias

__all__ = ["WeakSet"]


class WeakSet:
    """A set that refers to its elements weakly: an element disappears when
    it dies."""

    def __init__(self, data=None):
        me_ref = ref(self)

        def remove(wr):
            me = me_ref()
            if me is not None:
                me.data.discard(wr)

        self._remove = remove
        self.data = set()
        if data is not None:
            self.update(data)

    def __iter__(self):
        for wr in list(self.data):
            item = wr()
            if item is not None:
                yield item

    def __len__(self):
        return len(self.data)

    def __contains__(self, item):
        try:
            wr = ref(item)
        except TypeError:
            return False
        return wr in self.data

    def __reduce__(self):
        return self.__class__, (list(self),), getattr(self, "__dict__", None)

    def __repr__(self):
        return repr(self.data)

    __class_getitem__ = classmethod(_GenericAlias)

    def add(self, item):
        self.data.add(ref(item, self._remove))

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def pop(self):
        while True:
            try:
                wr = self.data.pop()
            except KeyError:
                raise KeyError("pop from empty WeakSet") from None
            item = wr()
            if item is not None:
                return item

    def remove(self, item):
        self.data.remove(ref(item))

    def discard(self, item):
        self.data.discard(ref(item))

    def update(self, other):
        for item in other:
            self.add(item)

    def __ior__(self, other):
        self.update(other)
        return self

    def difference(self, other):
        new = self.copy()
        new.difference_update(other)
        return new

    __sub__ = difference

    def difference_update(self, other):
        self.__isub__(other)

    def __isub__(self, other):
        if self is other:
            self.data.clear()
        else:
            self.data.difference_update([ref(item) for item in other])
        return self

    def intersection(self, other):
        return self.__class__([item for item in other if item in self])

    __and__ = intersection

    def intersection_update(self, other):
        self.__iand__(other)

    def __iand__(self, other):
        self.data.intersection_update([ref(item) for item in other])
        return self

    def issubset(self, other):
        return self.data.issubset([ref(item) for item in other])

    __le__ = issubset

    def __lt__(self, other):
        return self.data < {ref(item) for item in other}

    def issuperset(self, other):
        return self.data.issuperset([ref(item) for item in other])

    __ge__ = issuperset

    def __gt__(self, other):
        return self.data > {ref(item) for item in other}

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.data == {ref(item) for item in other}

    def symmetric_difference(self, other):
        new = self.copy()
        new.symmetric_difference_update(other)
        return new

    __xor__ = symmetric_difference

    def symmetric_difference_update(self, other):
        self.__ixor__(other)

    def __ixor__(self, other):
        if self is other:
            self.data.clear()
        else:
            self.data.symmetric_difference_update(
                [ref(item, self._remove) for item in other])
        return self

    def union(self, other):
        return self.__class__([*self, *other])

    __or__ = union

    def isdisjoint(self, other):
        return len(self.intersection(other)) == 0
