"""A dbm database in plain files: FILE.dat holds the values, each at a
512-byte boundary, and FILE.dir the index, one "'key', (pos, size)" line
per key (FILE.bak keeps the previous index while it is rewritten)."""

import ast as _ast
import io as _io
import os as _os
import collections.abc

__all__ = ["error", "open"]

_BLOCKSIZE = 512

error = OSError


def _as_bytes(data, what):
    if isinstance(data, str):
        return data.encode('utf-8')
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("%s must be bytes or strings" % what)
    return data


class _Database(collections.abc.MutableMapping):
    _os = _os
    _io = _io

    def __init__(self, filebasename, mode, flag='c'):
        base = _os.fsencode(filebasename)
        self._mode = mode
        self._readonly = flag == 'r'
        self._dirfile = base + b'.dir'
        self._datfile = base + b'.dat'
        self._bakfile = base + b'.bak'
        self._index = None  # key -> (pos, size)
        if flag == 'n':
            for name in (self._datfile, self._bakfile, self._dirfile):
                try:
                    _os.remove(name)
                except OSError:
                    pass
        self._ensure(self._datfile, flag)
        self._modified = False
        self._index = {}
        if not self._ensure(self._dirfile, flag):
            with _io.open(self._dirfile, 'r', encoding="Latin-1") as f:
                for line in f:
                    key, where = _ast.literal_eval(line.rstrip())
                    self._index[key.encode('Latin-1')] = where

    def _ensure(self, path, flag):
        """Create path when it is missing and flag allows; True if created."""
        try:
            _io.open(path, 'r', encoding="Latin-1").close()
            return False
        except OSError:
            if flag not in ('c', 'n'):
                raise
        with _io.open(path, 'w', encoding="Latin-1"):
            self._chmod(path)
        return True

    def _commit(self):
        if self._index is None or not self._modified:
            return
        try:
            self._os.unlink(self._bakfile)
        except OSError:
            pass
        try:
            self._os.rename(self._dirfile, self._bakfile)
        except OSError:
            pass
        with self._io.open(self._dirfile, 'w', encoding="Latin-1") as f:
            self._chmod(self._dirfile)
            for key, where in self._index.items():
                f.write("%r, %r\n" % (key.decode('Latin-1'), where))
        self._modified = False

    sync = _commit

    def _verify_open(self):
        if self._index is None:
            raise error('DBM object has already been closed')

    def __getitem__(self, key):
        if isinstance(key, str):
            key = key.encode('utf-8')
        self._verify_open()
        pos, size = self._index[key]
        with _io.open(self._datfile, 'rb') as f:
            f.seek(pos)
            return f.read(size)

    def _append(self, val):
        with _io.open(self._datfile, 'rb+') as f:
            end = f.seek(0, 2)
            pos = -(-end // _BLOCKSIZE) * _BLOCKSIZE
            f.write(b'\0' * (pos - end))
            f.write(val)
        return pos, len(val)

    def _overwrite(self, pos, val):
        with _io.open(self._datfile, 'rb+') as f:
            f.seek(pos)
            f.write(val)
        return pos, len(val)

    def __setitem__(self, key, val):
        if self._readonly:
            raise error('The database is opened for reading only')
        key = _as_bytes(key, "keys")
        val = _as_bytes(val, "values")
        self._verify_open()
        self._modified = True
        if key not in self._index:
            where = self._index[key] = self._append(val)
            with _io.open(self._dirfile, 'a', encoding="Latin-1") as f:
                self._chmod(self._dirfile)
                f.write("%r, %r\n" % (key.decode("Latin-1"), where))
            return
        pos, size = self._index[key]
        blocks = lambda n: -(-n // _BLOCKSIZE)
        if blocks(len(val)) <= blocks(size):
            self._index[key] = self._overwrite(pos, val)
        else:
            self._index[key] = self._append(val)

    def __delitem__(self, key):
        if self._readonly:
            raise error('The database is opened for reading only')
        if isinstance(key, str):
            key = key.encode('utf-8')
        self._verify_open()
        self._modified = True
        del self._index[key]
        self._commit()

    def keys(self):
        try:
            return list(self._index)
        except TypeError:
            raise error('DBM object has already been closed') from None

    def items(self):
        self._verify_open()
        return [(key, self[key]) for key in self._index.keys()]

    def __contains__(self, key):
        if isinstance(key, str):
            key = key.encode('utf-8')
        try:
            return key in self._index
        except TypeError:
            if self._index is None:
                raise error('DBM object has already been closed') from None
            raise

    def iterkeys(self):
        try:
            return iter(self._index)
        except TypeError:
            raise error('DBM object has already been closed') from None

    __iter__ = iterkeys

    def __len__(self):
        try:
            return len(self._index)
        except TypeError:
            raise error('DBM object has already been closed') from None

    def close(self):
        try:
            self._commit()
        finally:
            self._index = self._datfile = self._dirfile = self._bakfile = None

    __del__ = close

    def _chmod(self, file):
        self._os.chmod(file, self._mode)

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


def open(file, flag='c', mode=0o666):
    """Open (creating it with flag 'c' or 'n') the dumb database whose
    files start with file; mode, less the umask, is the new files'."""
    try:
        um = _os.umask(0)
        _os.umask(um)
    except AttributeError:
        pass
    else:
        mode &= ~um
    if flag not in ('r', 'w', 'c', 'n'):
        raise ValueError("Flag must be one of 'r', 'w', 'c', or 'n'")
    return _Database(file, mode, flag=flag)
