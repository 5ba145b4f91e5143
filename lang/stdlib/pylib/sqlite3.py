"""sqlite3: the DB-API 2.0 interface to SQLite databases.

The engine, Connection, Cursor and Row live in the _sqlite3 module (Go, over
an embedded SQLite); this module adds the DB-API globals and the adapter and
converter registry.
"""

import _sqlite3
from _sqlite3 import *
from _sqlite3 import (Connection, Cursor, Row, PrepareProtocol, adapters,
                      converters, sqlite_version, complete_statement)
import datetime as _datetime
import time as _time

paramstyle = "qmark"
threadsafety = 3
apilevel = "2.0"

Date = _datetime.date
Time = _datetime.time
Timestamp = _datetime.datetime
Binary = memoryview

sqlite_version_info = tuple(int(x) for x in sqlite_version.split("."))


def __getattr__(name):
    if name in ("version", "version_info"):
        import warnings
        warnings.warn(f"{name} is deprecated and will be removed in Python 3.14",
                      DeprecationWarning, stacklevel=2)
        return "2.6.0" if name == "version" else (2, 6, 0)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def DateFromTicks(ticks):
    return Date(*_time.localtime(ticks)[:3])


def TimeFromTicks(ticks):
    return Time(*_time.localtime(ticks)[3:6])


def TimestampFromTicks(ticks):
    return Timestamp(*_time.localtime(ticks)[:6])


def connect(database, timeout=5.0, detect_types=0, isolation_level="",
            check_same_thread=True, factory=Connection, cached_statements=128,
            uri=False, *, autocommit=LEGACY_TRANSACTION_CONTROL):
    return factory(database, timeout, detect_types, isolation_level,
                   check_same_thread, factory, cached_statements, uri,
                   autocommit=autocommit)


def register_adapter(type, adapter, /):
    if type in (int, float, str, bytearray):
        _sqlite3._base_type_adapted = True
    adapters[(type, PrepareProtocol)] = adapter


def register_converter(typename, converter, /):
    if not isinstance(typename, str):
        raise TypeError("register_converter() argument 1 must be str, not %s"
                        % type(typename).__name__)
    converters[typename.upper()] = converter


def adapt(obj, proto=PrepareProtocol, alt=None, /):
    try:
        adapter = adapters[(type(obj), proto)]
    except KeyError:
        pass
    else:
        return adapter(obj)
    if alt is not None:
        return alt
    raise ProgrammingError("can't adapt")


def enable_callback_tracebacks(enable, /):
    _sqlite3._enable_callback_tracebacks = bool(enable)


def _adapt_date(val):
    return val.isoformat()


def _adapt_datetime(val):
    return val.isoformat(" ")


def _convert_date(val):
    return _datetime.date(*map(int, val.split(b"-")))


def _convert_timestamp(val):
    datepart, timepart = val.split(b" ")
    year, month, day = map(int, datepart.split(b"-"))
    timepart_full = timepart.split(b".")
    hours, minutes, seconds = map(int, timepart_full[0].split(b":"))
    if len(timepart_full) == 2:
        microseconds = int('{:0<6.6}'.format(timepart_full[1].decode()))
    else:
        microseconds = 0
    return _datetime.datetime(year, month, day, hours, minutes, seconds,
                              microseconds)


register_adapter(_datetime.date, _adapt_date)
register_adapter(_datetime.datetime, _adapt_datetime)
register_converter("date", _convert_date)
register_converter("timestamp", _convert_timestamp)
