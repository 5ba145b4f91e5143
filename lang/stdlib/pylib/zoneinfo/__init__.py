"""IANA time zones for datetime: ZoneInfo reads the system's TZif files
found on TZPATH (or PYTHONTZPATH), with PEP 495's fold for repeated and
skipped local times and the POSIX TZ rule of each file's footer for
times after its last transition."""

import bisect
import os
import re
import sys
import warnings
from datetime import datetime, timedelta, tzinfo

from ._common import ZoneInfoNotFoundError, load_tzif

__all__ = ['ZoneInfo', 'reset_tzpath', 'available_timezones', 'TZPATH',
           'ZoneInfoNotFoundError', 'InvalidTZPathWarning']

_EPOCH = datetime(1970, 1, 1)
_DEFAULT_TZPATH = ('/usr/share/zoneinfo', '/usr/lib/zoneinfo',
                   '/usr/share/lib/zoneinfo', '/etc/zoneinfo')


class InvalidTZPathWarning(RuntimeWarning):
    """Warning raised if an invalid path is specified in PYTHONTZPATH."""


InvalidTZPathWarning.__module__ = 'zoneinfo._tzpath'
ZoneInfoNotFoundError.__module__ = 'zoneinfo._common'


def _parse_paths(env):
    paths = []
    bad = []
    for p in env.split(os.pathsep):
        if not p:
            continue
        if os.path.isabs(p):
            paths.append(p)
        else:
            bad.append(p)
    if bad:
        warnings.warn('Invalid paths specified in PYTHONTZPATH environment '
                      'variable. Paths should be absolute but found the '
                      'following relative paths:\n    ' + '\n    '.join(bad),
                      InvalidTZPathWarning, stacklevel=3)
    return tuple(paths)


def reset_tzpath(to=None):
    """Sets TZPATH: to the given absolute paths, or else from
    PYTHONTZPATH or the default."""
    global TZPATH
    if to is not None:
        if isinstance(to, (str, bytes)):
            raise TypeError(f'tzpaths must be a list or tuple, not {type(to)}: {to!r}')
        if not all(map(os.path.isabs, to)):
            raise ValueError('tzpaths must contain only absolute paths, not '
                             + str([p for p in to if not os.path.isabs(p)]))
        TZPATH = tuple(to)
        return
    env = os.environ.get('PYTHONTZPATH')
    TZPATH = _DEFAULT_TZPATH if env is None else _parse_paths(env)


TZPATH = ()
reset_tzpath()


def _validate_key(key):
    if os.path.isabs(key):
        raise ValueError(f'ZoneInfo keys may not be absolute paths, got: {key}')
    norm = os.path.normpath(key)
    if len(norm) != len(key):
        raise ValueError(f'ZoneInfo keys must be normalized relative paths, got: {key}')
    if norm == '..' or norm.startswith('../'):
        raise ValueError(f'ZoneInfo keys must refer to subdirectories of TZPATH, got: {key}')


def _find(key):
    _validate_key(key)
    for root in TZPATH:
        path = os.path.join(root, key)
        if os.path.isfile(path):
            return path
    return None


def available_timezones():
    """The set of the keys of every zone found on TZPATH."""
    zones = set()
    for root in TZPATH:
        if not os.path.isdir(root):
            continue
        for dirpath, dirnames, files in os.walk(root):
            if dirpath == root:
                for skip in ('right', 'posix'):
                    if skip in dirnames:
                        dirnames.remove(skip)
            for name in files:
                path = os.path.join(dirpath, name)
                key = os.path.relpath(path, root)
                if os.sep != '/':
                    key = key.replace(os.sep, '/')
                if key in zones:
                    continue
                try:
                    with open(path, 'rb') as f:
                        if f.read(4) == b'TZif':
                            zones.add(key)
                except OSError:
                    pass
    zones.discard('posixrules')
    return zones


# ---- POSIX TZ rules (the footer of a TZif file) ----

_TZ_NAME = r'(<[^>]+>|[A-Za-z]{3,})'
_TZ_OFF = r'([+-]?\d{1,3}(?::\d{2}(?::\d{2})?)?)'
_TZ_RULE = r'(J\d+|\d+|M\d{1,2}\.\d\.\d)(?:/([+-]?\d{1,3}(?::\d{2}(?::\d{2})?)?))?'
_TZ_RE = re.compile('^' + _TZ_NAME + _TZ_OFF + '(?:' + _TZ_NAME + _TZ_OFF + '?'
                    + '(?:,' + _TZ_RULE + ',' + _TZ_RULE + ')?)?$')


def _seconds(text, sign=1):
    neg = text.startswith('-')
    parts = [int(p) for p in text.lstrip('+-').split(':')]
    parts += [0] * (3 - len(parts))
    s = parts[0] * 3600 + parts[1] * 60 + parts[2]
    return -s * sign if neg else s * sign


def _ts(dt):
    # The seconds since 1970 of dt's fields, read as UTC.
    return ((dt.toordinal() - 719163) * 86400 + dt.hour * 3600
            + dt.minute * 60 + dt.second)


def _year(seconds):
    # The proleptic Gregorian year of a count of seconds since 1970.
    return (_EPOCH + timedelta(days=seconds // 86400)).year


class _Rule:
    """A POSIX TZ string: a standard offset and, optionally, a DST offset
    with the local times it starts and ends each year."""

    def __init__(self, tz):
        m = _TZ_RE.match(tz)
        if not m:
            raise ValueError(f'{tz} is not a valid TZ string')
        std, stdoff, dst, dstoff, start, starttime, end, endtime = m.groups()
        self.std = std.strip('<>')
        self._years = {}
        # POSIX offsets count westwards.
        self.stdoff = _seconds(stdoff, -1)
        self.dst = dst.strip('<>') if dst else None
        if self.dst is None:
            return
        self.dstoff = _seconds(dstoff, -1) if dstoff else self.stdoff + 3600
        if start is None:
            start, end = 'M3.2.0', 'M11.1.0'
        self.start = (start, _seconds(starttime) if starttime else 7200)
        self.end = (end, _seconds(endtime) if endtime else 7200)

    @staticmethod
    def _day(spec, year):
        """Seconds from the year's start to the day spec names."""
        if spec.startswith('M'):
            m, w, d = (int(x) for x in spec[1:].split('.'))
            first = datetime(year, m, 1)
            # weekday(): Monday is 0; POSIX d: Sunday is 0.
            delta = (d - (first.weekday() + 1) % 7) % 7
            day = 1 + delta + (w - 1) * 7
            if w == 5:
                nxt = datetime(year + (m == 12), m % 12 + 1, 1)
                days = (nxt - first).days
                while day > days:
                    day -= 7
            date = datetime(year, m, day)
        elif spec.startswith('J'):
            n = int(spec[1:])
            date = datetime(year, 1, 1) + timedelta(days=n - 1)
            leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
            if leap and n >= 60:
                date += timedelta(days=1)
        else:
            date = datetime(year, 1, 1) + timedelta(days=int(spec))
        return (date - datetime(year, 1, 1)).days * 86400

    def _bounds(self, year):
        """DST's start and end in UTC seconds for year."""
        b = self._years.get(year)
        if b is None:
            b = self._years[year] = self._compute_bounds(year)
        return b

    def _compute_bounds(self, year):
        base = (datetime(year, 1, 1) - _EPOCH).days * 86400
        s = base + self._day(self.start[0], year) + self.start[1] - self.stdoff
        e = base + self._day(self.end[0], year) + self.end[1] - self.dstoff
        return s, e

    def type_utc(self, ts):
        """(utoff, dstoff, abbr, fold) at UTC second ts."""
        if self.dst is None:
            return self.stdoff, 0, self.std, 0
        year = _year(ts + self.stdoff)
        s, e = self._bounds(year)
        isdst = s <= ts < e if s < e else not (e <= ts < s)
        fold = 0
        gap = self.dstoff - self.stdoff
        if gap > 0 and e <= ts < e + gap:
            fold = 1
        elif gap < 0 and s <= ts < s - gap:
            fold = 1
        if isdst:
            return self.dstoff, gap, self.dst, fold
        return self.stdoff, 0, self.std, fold

    def type_local(self, t, fold):
        """(utoff, dstoff, abbr) for the local time t (seconds as if UTC)."""
        if self.dst is None:
            return self.stdoff, 0, self.std
        year = _year(t)
        s, e = self._bounds(year)
        hi = max(self.stdoff, self.dstoff)
        lo = min(self.stdoff, self.dstoff)
        pick = lo if fold else hi
        s_wall = s + pick
        e_wall = e + pick
        isdst = s_wall <= t < e_wall if s < e else not (e_wall <= t < s_wall)
        if isdst:
            return self.dstoff, self.dstoff - self.stdoff, self.dst
        return self.stdoff, 0, self.std


class ZoneInfo(tzinfo):
    """An IANA time zone, by its key ('Europe/Paris'): the same object for
    the same key until clear_cache()."""

    _cache = {}

    def __new__(cls, key):
        inst = cls._cache.get(key)
        if inst is None:
            inst = cls._new_instance(key)
            inst = cls._cache.setdefault(key, inst)
        return inst

    @classmethod
    def no_cache(cls, key):
        """A new, uncached ZoneInfo for key."""
        return cls._new_instance(key)

    @classmethod
    def _new_instance(cls, key):
        if not isinstance(key, str):
            raise TypeError(f'expected str, bytes or os.PathLike object, not {type(key).__name__}')
        path = _find(key)
        if path is None:
            raise ZoneInfoNotFoundError(f'No time zone found with key {key}')
        self = object.__new__(cls)
        self._key = key
        self._file_repr = None
        with open(path, 'rb') as f:
            self._load(f)
        return self

    @classmethod
    def from_file(cls, fobj, /, key=None):
        """A ZoneInfo read from a binary file object (not cached)."""
        self = object.__new__(cls)
        self._key = key
        self._file_repr = repr(fobj)
        self._load(fobj)
        return self

    @classmethod
    def clear_cache(cls, *, only_keys=None):
        if only_keys is None:
            cls._cache.clear()
        else:
            for k in only_keys:
                cls._cache.pop(k, None)

    @property
    def key(self):
        return self._key

    def _load(self, fobj):
        trans, idx, types, tz = load_tzif(fobj)
        self._trans = trans
        offs = [t[0] for t in types]
        # Each type's DST amount: its offset less the standard offset in
        # force next to it.
        dstoffs = [0] * len(types)
        for i, ti in enumerate(idx):
            if not types[ti][1] or dstoffs[ti]:
                continue
            std = None
            for j in (i - 1, i + 1):
                if 0 <= j < len(idx) and not types[idx[j]][1]:
                    std = offs[idx[j]]
                    break
            if std is not None and offs[ti] != std:
                dstoffs[ti] = offs[ti] - std
        for ti, t in enumerate(types):
            if t[1] and not dstoffs[ti]:
                dstoffs[ti] = 3600
        self._types = [(t[0], dstoffs[i], t[2]) for i, t in enumerate(types)]
        self._idx = idx
        # Times before the first transition are in the first type.
        self._first = self._types[0] if types else (0, 0, 'UTC')
        self._rule = _Rule(tz) if tz else None
        # A zone that never changes answers for dt=None too.
        self._fixed = None
        kinds = {self._types[i] for i in idx} | {self._first}
        if self._rule is not None and self._rule.dst is None:
            after = (self._rule.stdoff, 0, self._rule.std)
            if len(kinds) == 1 and after in kinds or not trans:
                self._fixed = after
        elif self._rule is None and len(kinds) == 1:
            self._fixed = self._first
        # Wall-clock transition points for fold 0 and fold 1.
        wall0, wall1 = [], []
        prev = self._first[0]
        for t, ti in zip(trans, idx):
            off = self._types[ti][0]
            wall0.append(t + max(prev, off))
            wall1.append(t + min(prev, off))
            prev = off
        self._wall = (wall0, wall1)

    def _type_local(self, dt):
        t = _ts(dt)
        wall = self._wall[dt.fold]
        if self._rule is not None and (not wall or t >= wall[-1]):
            return self._rule.type_local(t, dt.fold)
        i = bisect.bisect_right(wall, t)
        if i == 0:
            return self._first
        return self._types[self._idx[i - 1]]

    def utcoffset(self, dt):
        if dt is None:
            if self._fixed is None:
                return None
            return timedelta(seconds=self._fixed[0])
        return timedelta(seconds=self._type_local(dt)[0])

    def dst(self, dt):
        if dt is None:
            if self._fixed is None:
                return None
            return timedelta(seconds=self._fixed[1])
        return timedelta(seconds=self._type_local(dt)[1])

    def tzname(self, dt):
        if dt is None:
            if self._fixed is None:
                return None
            return self._fixed[2]
        return self._type_local(dt)[2]

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc() requires a datetime argument')
        if dt.tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        ts = _ts(dt)
        trans = self._trans
        if self._rule is not None and (not trans or ts >= trans[-1]):
            off, _, _, fold = self._rule.type_utc(ts)
        else:
            i = bisect.bisect_right(trans, ts)
            if i == 0:
                off, fold = self._first[0], 0
            else:
                off = self._types[self._idx[i - 1]][0]
                prev = self._types[self._idx[i - 2]][0] if i >= 2 else self._first[0]
                fold = 1 if prev > off and ts - trans[i - 1] < prev - off else 0
        dt = dt + timedelta(seconds=off)
        return dt.replace(fold=1) if fold else dt

    def __str__(self):
        if self._key is not None:
            return str(self._key)
        return repr(self)

    def __repr__(self):
        if self._key is not None:
            return f'{type(self).__module__}.{type(self).__qualname__}(key={self._key!r})'
        return f'{type(self).__module__}.{type(self).__qualname__}.from_file({self._file_repr})'

    def __reduce__(self):
        if self._file_repr is not None:
            import pickle
            raise pickle.PicklingError('Cannot pickle a ZoneInfo file from a file stream.')
        return (type(self)._unpickle, (self._key, True))

    @classmethod
    def _unpickle(cls, key, from_cache, /):
        if from_cache:
            return cls(key)
        return cls.no_cache(key)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._cache = {}
