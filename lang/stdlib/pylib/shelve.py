"""Persistent dictionaries of pickled values (cpjit's shelve).

A shelf maps str keys to any picklable values, stored in a dbm database
(or any mapping of bytes to bytes). With writeback, values read are kept
and written back at sync() or close(), so mutating them in place sticks.
"""

from pickle import DEFAULT_PROTOCOL, Pickler, Unpickler
from io import BytesIO

import collections.abc

__all__ = ["Shelf", "BsdDbShelf", "DbfilenameShelf", "open"]


class _ClosedDict(collections.abc.MutableMapping):
    'Marker for a closed dict.  Access attempts raise a ValueError.'

    def closed(self, *args):
        raise ValueError('invalid operation on closed shelf')

    __iter__ = __len__ = __getitem__ = __setitem__ = __delitem__ = keys = closed

    def __repr__(self):
        return '<Closed Dictionary>'


def _loads(data):
    return Unpickler(BytesIO(data)).load()


class Shelf(collections.abc.MutableMapping):
    """A shelf over a mapping dict of bytes keys to bytes values."""

    def __init__(self, dict, protocol=None, writeback=False, keyencoding="utf-8"):
        self.dict = dict
        self._protocol = DEFAULT_PROTOCOL if protocol is None else protocol
        self.writeback = writeback
        self.cache = {}
        self.keyencoding = keyencoding

    def __iter__(self):
        for k in self.dict.keys():
            yield k.decode(self.keyencoding)

    def __len__(self):
        return len(self.dict)

    def __contains__(self, key):
        return key.encode(self.keyencoding) in self.dict

    def get(self, key, default=None):
        if key.encode(self.keyencoding) in self.dict:
            return self[key]
        return default

    def __getitem__(self, key):
        try:
            return self.cache[key]
        except KeyError:
            value = _loads(self.dict[key.encode(self.keyencoding)])
            if self.writeback:
                self.cache[key] = value
            return value

    def __setitem__(self, key, value):
        if self.writeback:
            self.cache[key] = value
        f = BytesIO()
        Pickler(f, self._protocol).dump(value)
        self.dict[key.encode(self.keyencoding)] = f.getvalue()

    def __delitem__(self, key):
        del self.dict[key.encode(self.keyencoding)]
        self.cache.pop(key, None)

    def __enter__(self):
        return self

    def __exit__(self, type, value, traceback):
        self.close()

    def close(self):
        if self.dict is None:
            return
        try:
            self.sync()
            try:
                self.dict.close()
            except AttributeError:
                pass
        finally:
            try:
                self.dict = _ClosedDict()
            except:
                self.dict = None

    def __del__(self):
        if not hasattr(self, 'writeback'):
            return
        self.close()

    def sync(self):
        """Write back the cached values (with writeback) and sync the
        database."""
        if self.writeback and self.cache:
            self.writeback = False
            for key, entry in self.cache.items():
                self[key] = entry
            self.writeback = True
            self.cache = {}
        if hasattr(self.dict, 'sync'):
            self.dict.sync()


class BsdDbShelf(Shelf):
    """A shelf over a database with first/next/previous/last/set_location."""

    def __init__(self, dict, protocol=None, writeback=False, keyencoding="utf-8"):
        Shelf.__init__(self, dict, protocol, writeback, keyencoding)

    def _pair(self, item):
        key, value = item
        return key.decode(self.keyencoding), _loads(value)

    def set_location(self, key):
        return self._pair(self.dict.set_location(key))

    def next(self):
        return self._pair(next(self.dict))

    def previous(self):
        return self._pair(self.dict.previous())

    def first(self):
        return self._pair(self.dict.first())

    def last(self):
        return self._pair(self.dict.last())


class DbfilenameShelf(Shelf):
    """A shelf over the dbm database at filename."""

    def __init__(self, filename, flag='c', protocol=None, writeback=False):
        import dbm
        Shelf.__init__(self, dbm.open(filename, flag), protocol, writeback)

    def clear(self):
        """Remove all items from the shelf."""
        self.cache.clear()
        self.dict.clear()


def open(filename, flag='c', protocol=None, writeback=False):
    """A shelf over the dbm database at filename (flag as for dbm.open)."""
    return DbfilenameShelf(filename, flag, protocol, writeback)
