"""Key-value databases in files (cpjit's dbm).

dbm.open() opens an existing database with the module that wrote it
(whichdb() tells from the files) or creates one with the first available
of dbm.sqlite3 and dbm.dumb (cpjit has no dbm.gnu or dbm.ndbm). Keys and
values are bytes; str is encoded as UTF-8.
"""

__all__ = ['open', 'whichdb', 'error']

import io
import os
import struct
import sys


class error(Exception):
    pass


_names = ['dbm.sqlite3', 'dbm.gnu', 'dbm.ndbm', 'dbm.dumb']
_defaultmod = None
_modules = {}

error = (error, OSError)

ndbm = None


def open(file, flag='r', mode=0o666):
    """Open the database at file: flag 'r' (read an existing one), 'w'
    (write an existing one), 'c' (create it if needed) or 'n' (always
    start empty); mode is the new files' permission bits."""
    global _defaultmod
    if _defaultmod is None:
        for name in _names:
            try:
                mod = __import__(name, fromlist=['open'])
            except ImportError:
                continue
            if not _defaultmod:
                _defaultmod = mod
            _modules[name] = mod
        if not _defaultmod:
            raise ImportError("no dbm clone found; tried %s" % _names)
    kind = whichdb(file) if 'n' not in flag else None
    if kind is None:
        if 'c' not in flag and 'n' not in flag:
            raise error[0]("db file doesn't exist; use 'c' or 'n' flag to create a new db")
        mod = _defaultmod
    elif kind == "":
        raise error[0]("db type could not be determined")
    elif kind not in _modules:
        raise error[0]("db type is {0}, but the module is not available".format(kind))
    else:
        mod = _modules[kind]
    return mod.open(file, flag, mode)


def _readable(path):
    try:
        with io.open(path, 'rb'):
            return True
    except OSError:
        return False


def whichdb(filename):
    """The module that wrote the database at filename ('dbm.sqlite3',
    'dbm.dumb', 'dbm.gnu', 'dbm.ndbm'), '' when the file is of no known
    kind, or None when there is no such file to read."""
    filename = os.fsencode(filename)
    if _readable(filename + b".pag") and _readable(filename + b".dir"):
        return "dbm.ndbm"
    try:
        os.stat(filename + b".dat")
        if os.stat(filename + b".dir").st_size == 0:
            return "dbm.dumb"
        with io.open(filename + b".dir", "rb") as f:
            if f.read(1) in (b"'", b'"'):
                return "dbm.dumb"
    except OSError:
        pass
    try:
        f = io.open(filename, "rb")
    except OSError:
        return None
    with f:
        head = f.read(16)
    if len(head) < 4:
        return ""
    if head == b"SQLite format 3\0":
        return "dbm.sqlite3"
    (magic,) = struct.unpack("=l", head[:4])
    if magic in (0x13579ace, 0x13579acd, 0x13579acf):
        return "dbm.gnu"
    return ""


if __name__ == "__main__":
    for filename in sys.argv[1:]:
        print(whichdb(filename) or "UNKNOWN", filename)
