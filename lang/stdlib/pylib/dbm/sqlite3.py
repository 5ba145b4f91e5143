"""A dbm database in one SQLite file: a table of (key, value) blobs."""

import os
import sqlite3
from collections.abc import MutableMapping
from contextlib import closing, suppress
from pathlib import Path

__all__ = ['error', 'open']

_CREATE = "CREATE TABLE IF NOT EXISTS Dict (key BLOB UNIQUE NOT NULL, value BLOB NOT NULL)"
_COUNT = "SELECT COUNT (key) FROM Dict"
_GET = "SELECT value FROM Dict WHERE key = CAST(? AS BLOB)"
_PUT = "REPLACE INTO Dict (key, value) VALUES (CAST(? AS BLOB), CAST(? AS BLOB))"
_DELETE = "DELETE FROM Dict WHERE key = CAST(? AS BLOB)"
_KEYS = "SELECT key FROM Dict"


class error(OSError):
    pass


_CLOSED = "DBM object has already been closed"


def _uri(path):
    uri = Path(path).absolute().as_uri()
    while "//" in uri:
        uri = uri.replace("//", "/")
    return uri


class _Database(MutableMapping):

    def __init__(self, path, /, *, flag, mode):
        if hasattr(self, "_cx"):
            raise error("DBM object does not support reinitialization")
        path = os.fsdecode(path)
        if flag == "r":
            access = "ro"
        elif flag == "w":
            access = "rw"
        elif flag == "c":
            access = "rwc"
            Path(path).touch(mode=mode, exist_ok=True)
        elif flag == "n":
            access = "rwc"
            Path(path).unlink(missing_ok=True)
            Path(path).touch(mode=mode)
        else:
            raise ValueError(f"Flag must be one of 'r', 'w', 'c', or 'n', not {flag!r}")
        try:
            self._cx = sqlite3.connect(f"{_uri(path)}?mode={access}", autocommit=True, uri=True)
        except sqlite3.Error as exc:
            raise error(str(exc))
        with suppress(sqlite3.OperationalError):
            self._cx.execute("PRAGMA journal_mode = wal")
        if access == "rwc":
            self._execute(_CREATE)

    def _execute(self, *args):
        if not self._cx:
            raise error(_CLOSED)
        try:
            return closing(self._cx.execute(*args))
        except sqlite3.Error as exc:
            raise error(str(exc))

    def __len__(self):
        with self._execute(_COUNT) as cu:
            return cu.fetchone()[0]

    def __getitem__(self, key):
        with self._execute(_GET, (key,)) as cu:
            row = cu.fetchone()
        if not row:
            raise KeyError(key)
        return row[0]

    def __setitem__(self, key, value):
        self._execute(_PUT, (key, value))

    def __delitem__(self, key):
        with self._execute(_DELETE, (key,)) as cu:
            if not cu.rowcount:
                raise KeyError(key)

    def __iter__(self):
        try:
            with self._execute(_KEYS) as cu:
                for row in cu:
                    yield row[0]
        except sqlite3.Error as exc:
            raise error(str(exc))

    def close(self):
        if self._cx:
            self._cx.close()
            self._cx = None

    def keys(self):
        return list(super().keys())

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


def open(filename, /, flag="r", mode=0o666):
    """Open the SQLite dbm file filename (see dbm.open for flag)."""
    return _Database(filename, flag=flag, mode=mode)
