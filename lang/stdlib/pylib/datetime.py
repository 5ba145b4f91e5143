"""Dates and times: date, time, datetime, timedelta, tzinfo and timezone.

cpjit's own implementation of CPython 3.13's datetime module (whose
reference version is written in C), built from the library documentation
and CPython's observable behaviour.
"""

import time as _time
import math as _math
import sys as _sys
from operator import index as _index
_object_new = object.__new__
from _cpjit import datetime_iso_fields as _iso_fields

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo",
           "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059

_DAYS_IN_MONTH = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_DAYS_BEFORE_MONTH = [0, 0]
for _m in range(2, 13):
    _DAYS_BEFORE_MONTH.append(_DAYS_BEFORE_MONTH[-1] + _DAYS_IN_MONTH[_m - 1])
del _m

_MONTHNAMES = (None, "Jan", "Feb", "Mar", "Apr", "May", "Jun",
               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_DAYNAMES = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_FULL_MONTHNAMES = (None, "January", "February", "March", "April", "May",
                    "June", "July", "August", "September", "October",
                    "November", "December")
_FULL_DAYNAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                  "Saturday", "Sunday")


def _is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _days_in_month(y, m):
    if m == 2 and _is_leap(y):
        return 29
    return _DAYS_IN_MONTH[m]


def _days_before_year(y):
    y -= 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_before_month(y, m):
    return _DAYS_BEFORE_MONTH[m] + (m > 2 and _is_leap(y))


def _ymd2ord(y, m, d):
    # _days_before_year(y) + _days_before_month(y, m) + d, in one frame.
    p = y - 1
    n = p * 365 + p // 4 - p // 100 + p // 400 + _DAYS_BEFORE_MONTH[m] + d
    if m > 2 and y % 4 == 0 and (y % 100 != 0 or y % 400 == 0):
        n += 1
    return n


_DI400Y = _days_before_year(401)
_DI100Y = _days_before_year(101)
_DI4Y = _days_before_year(5)


def _ord2ymd(n):
    n -= 1
    # n is an int: // and % instead of divmod() stay in machine code.
    n400 = n // _DI400Y
    n %= _DI400Y
    year = n400 * 400 + 1
    n100 = n // _DI100Y
    n %= _DI100Y
    n4 = n // _DI4Y
    n %= _DI4Y
    n1 = n // 365
    n %= 365
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leap = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    before = _DAYS_BEFORE_MONTH[month] + (month > 2 and leap)
    if before > n:
        month -= 1
        before -= _DAYS_IN_MONTH[month] + (month == 2 and leap)
    return year, month, n - before + 1


def _tpname(obj):
    cls = type(obj)
    if cls in _OWN_TYPES or cls is _IsoCalendarDate:
        return "datetime." + cls.__name__
    return cls.__name__


def _check_int(value):
    if isinstance(value, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    try:
        return _index(value)
    except TypeError:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(value).__name__) from None


def _as_c_int(value):
    """value converted as CPython's C argument format "i" converts it."""
    if type(value) is not int:
        value = _check_int(value)
    if -2147483648 <= value <= 2147483647:
        return value
    if -2**63 <= value < 2**63:
        raise OverflowError("signed integer is %s" % (
            "greater than maximum" if value > 0 else "less than minimum"))
    raise OverflowError("Python int too large to convert to C long")


def _replace_int(value):
    """A replace() argument converted as CPython's C int converter does."""
    if type(value) is not int:
        value = _check_int(value)
    if not -2147483648 <= value <= 2147483647:
        raise OverflowError("Python int too large to convert to C int")
    return value


def _check_date_fields(year, month, day):
    year = _as_c_int(year)
    month = _as_c_int(month)
    day = _as_c_int(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour = _as_c_int(hour)
    minute = _as_c_int(minute)
    second = _as_c_int(second)
    microsecond = _as_c_int(microsecond)
    fold = _as_c_int(fold)
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond, fold


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, "
                        "not type '%s'" % type(tz).__name__)


def _check_utc_offset(name, offset):
    if offset is None:
        return
    if not isinstance(offset, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'"
                        % (name, type(offset).__name__))
    if not -timedelta(1) < offset < timedelta(1):
        raise ValueError("offset must be a timedelta strictly between "
                         "-timedelta(hours=24) and timedelta(hours=24).")


def _cmp(x, y):
    return 0 if x == y else (1 if x > y else -1)


def _cmperror(x, y):
    raise TypeError("can't compare '%s' to '%s'" % (type(x).__name__, type(y).__name__))


def _format_offset(off, sep=":"):
    if off is None:
        return ""
    if off.days < 0:
        sign = "-"
        off = -off
    else:
        sign = "+"
    hh, mm = divmod(off, timedelta(hours=1))
    mm, ss = divmod(mm, timedelta(minutes=1))
    s = "%s%02d%s%02d" % (sign, hh, sep, mm)
    if ss or ss.microseconds:
        s += "%s%02d" % (sep, ss.seconds)
        if ss.microseconds:
            s += ".%06d" % ss.microseconds
    return s


def _format_time(hh, mm, ss, us, timespec="auto"):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    elif timespec == "milliseconds":
        us //= 1000
    if timespec == "hours":
        return "%02d" % hh
    if timespec == "minutes":
        return "%02d:%02d" % (hh, mm)
    if timespec == "seconds":
        return "%02d:%02d:%02d" % (hh, mm, ss)
    if timespec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (hh, mm, ss, us)
    if timespec == "microseconds":
        return "%02d:%02d:%02d.%06d" % (hh, mm, ss, us)
    raise ValueError("Unknown timespec value")


def _wrap_strftime(obj, fmt, timetuple):
    if not isinstance(fmt, str):
        raise TypeError("strftime() argument 1 must be str, not %s" % type(fmt).__name__)
    if ("%f" not in fmt and "%z" not in fmt and "%:" not in fmt
            and "%Z" not in fmt):
        # Nothing for datetime itself to expand: the loop below would
        # copy fmt unchanged.
        return _time.strftime(fmt, timetuple)
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        i += 1
        if ch != "%":
            out.append(ch)
            continue
        if i >= n:
            out.append("%")
            break
        ch = fmt[i]
        i += 1
        if ch == "f":
            out.append("%06d" % getattr(obj, "microsecond", 0))
        elif ch == "z":
            off = obj.utcoffset() if hasattr(obj, "utcoffset") else None
            out.append(_format_offset(off, "") if off is not None else "")
        elif ch == ":" and i < n and fmt[i] == "z":
            i += 1
            off = obj.utcoffset() if hasattr(obj, "utcoffset") else None
            out.append(_format_offset(off, ":") if off is not None else "")
        elif ch == "Z":
            name = ""
            if hasattr(obj, "tzname"):
                name = obj.tzname()
                if name is None:
                    name = ""
            out.append(name.replace("%", "%%"))
        else:
            out.append("%" + ch)
    return _time.strftime("".join(out), timetuple)


def _build_struct_time(y, m, d, hh, mm, ss, dstflag):
    wday = (_ymd2ord(y, m, d) + 6) % 7
    dnum = _DAYS_BEFORE_MONTH[m] + d
    if m > 2 and _is_leap(y):
        dnum += 1
    return _time.struct_time((y, m, d, hh, mm, ss, wday, dnum, dstflag))


def _divide_and_round(a, b):
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


def _td_from_us(cls, us):
    """The cls (timedelta or a subclass) of us microseconds, normalised."""
    s = us // 1000000
    us %= 1000000
    d = s // 86400
    s %= 86400
    if not -999999999 <= d <= 999999999:
        if not -2**31 <= d < 2**31:
            # CPython's C datetime first converts the days to a C int.
            raise OverflowError("Python int too large to convert to C int")
        raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
    self = _object_new(cls)
    self._days = d
    self._seconds = s
    self._microseconds = us
    self._hashcode = -1
    return self


class timedelta:
    """Difference between two datetime values.

    timedelta(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0)

    All arguments are optional and default to 0.
    Arguments may be integers or floats, and may be positive or negative."""

    __slots__ = ("_days", "_seconds", "_microseconds", "_hashcode")

    def __new__(cls, days=0, seconds=0, microseconds=0,
                milliseconds=0, minutes=0, hours=0, weeks=0):
        if (type(days) is int and type(seconds) is int
                and type(microseconds) is int and type(milliseconds) is int
                and type(minutes) is int and type(hours) is int
                and type(weeks) is int):
            return _td_from_us(
                cls,
                (((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60000000
                + seconds * 1000000 + milliseconds * 1000 + microseconds)
        total = 0
        frac = 0.0
        for value, scale in ((days, 86400000000), (seconds, 1000000),
                             (microseconds, 1), (milliseconds, 1000),
                             (minutes, 60000000), (hours, 3600000000),
                             (weeks, 604800000000)):
            if isinstance(value, int):
                if value:
                    total += value * scale
            elif isinstance(value, float):
                if value != value or value in (float("inf"), float("-inf")):
                    if value != value:
                        raise ValueError("cannot convert float NaN to integer")
                    raise OverflowError("cannot convert float infinity to integer")
                ip = int(value)
                total += ip * scale
                frac += (value - ip) * scale
            else:
                raise TypeError("unsupported type for timedelta %s component: %s"
                                % (_COMPONENT[scale], type(value).__name__))
        if frac:
            ifrac = _math.floor(frac)
            total += ifrac
            rem = frac - ifrac
            if rem > 0.5 or (rem == 0.5 and total & 1):
                total += 1
        return _td_from_us(cls, total)

    @classmethod
    def _from_us(cls, us):
        return _td_from_us(cls, us)

    def _to_us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append("0")
        return "%s(%s)" % (_tpname(self), ", ".join(args))

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            s = "%d day%s, " % (self._days, "" if abs(self._days) == 1 else "s") + s
        if self._microseconds:
            s += ".%06d" % self._microseconds
        return s

    def total_seconds(self):
        """Total seconds in the duration."""
        return self._to_us() / 10**6

    @property
    def days(self):
        """Number of days."""
        return self._days

    @property
    def seconds(self):
        """Number of seconds (>= 0 and less than 1 day)."""
        return self._seconds

    @property
    def microseconds(self):
        """Number of microseconds (>= 0 and less than 1 second)."""
        return self._microseconds

    # + and - add the normalised fields with one carry or borrow each and
    # fill the new timedelta's slots (what _from_us gives for the sum of
    # the microseconds); out of range, _from_us raises its error.

    def __add__(self, other):
        if isinstance(other, timedelta):
            d = self._days + other._days
            s = self._seconds + other._seconds
            us = self._microseconds + other._microseconds
            if us >= 1000000:
                us -= 1000000
                s += 1
            if s >= 86400:
                s -= 86400
                d += 1
            if -999999999 <= d <= 999999999:
                new = _object_new(timedelta)
                new._days = d
                new._seconds = s
                new._microseconds = us
                new._hashcode = -1
                return new
            return _td_from_us(timedelta, self._to_us() + other._to_us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            d = self._days - other._days
            s = self._seconds - other._seconds
            us = self._microseconds - other._microseconds
            if us < 0:
                us += 1000000
                s -= 1
            if s < 0:
                s += 86400
                d -= 1
            if -999999999 <= d <= 999999999:
                new = _object_new(timedelta)
                new._days = d
                new._seconds = s
                new._microseconds = us
                new._hashcode = -1
                return new
            return _td_from_us(timedelta, self._to_us() - other._to_us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return _td_from_us(timedelta, -self._to_us())

    def __pos__(self):
        return _td_from_us(timedelta, self._to_us())

    def __abs__(self):
        if self._days < 0:
            return -self
        return +self

    def __mul__(self, other):
        if isinstance(other, int):
            return _td_from_us(timedelta, self._to_us() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return _td_from_us(timedelta, _divide_and_round(self._to_us() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            o = other._to_us()
            if o == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return self._to_us() // o
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td_from_us(timedelta, self._to_us() // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            o = other._to_us()
            if o == 0:
                raise ZeroDivisionError("division by zero")
            return self._to_us() / o
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td_from_us(timedelta, _divide_and_round(self._to_us(), other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            if a == 0:
                raise ZeroDivisionError("division by zero")
            return _td_from_us(timedelta, _divide_and_round(b * self._to_us(), a))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            o = other._to_us()
            if o == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td_from_us(timedelta, self._to_us() % o)
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            o = other._to_us()
            if o == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            q, r = divmod(self._to_us(), o)
            return q, _td_from_us(timedelta, r)
        return NotImplemented

    def _key(self):
        return (self._days, self._seconds, self._microseconds)

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return ((self._days, self._seconds, self._microseconds) ==
                    (other._days, other._seconds, other._microseconds))
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return ((self._days, self._seconds, self._microseconds) <
                    (other._days, other._seconds, other._microseconds))
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return ((self._days, self._seconds, self._microseconds) <=
                    (other._days, other._seconds, other._microseconds))
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return ((self._days, self._seconds, self._microseconds) >
                    (other._days, other._seconds, other._microseconds))
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return ((self._days, self._seconds, self._microseconds) >=
                    (other._days, other._seconds, other._microseconds))
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash(self._key())
        return self._hashcode

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (type(self), self._key())


_COMPONENT = {86400000000: "days", 1000000: "seconds", 1: "microseconds",
              1000: "milliseconds", 60000000: "minutes", 3600000000: "hours",
              604800000000: "weeks"}

timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59,
                          microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


def _parse_isoformat_date(s):
    # YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D], YYYYWww[D]
    n = len(s)
    if n < 7 or not s[:4].isdigit() or not s[:4].isascii():
        raise ValueError
    year = int(s[:4])
    pos = 4
    ext = s[4] == "-"
    if ext:
        pos += 1
    if s[pos:pos + 1] == "W":
        pos += 1
        wk = s[pos:pos + 2]
        if len(wk) != 2 or not wk.isdigit() or not wk.isascii():
            raise ValueError
        week = int(wk)
        pos += 2
        day = 1
        if pos < n:
            if ext:
                if s[pos] != "-":
                    raise ValueError
                pos += 1
            d = s[pos:]
            if len(d) != 1 or not d.isdigit():
                raise ValueError
            day = int(d)
        elif ext and s.endswith("-"):
            raise ValueError
        return _isocal_to_ymd(year, week, day), None
    mo = s[pos:pos + 2]
    pos += 2
    if ext:
        if s[pos:pos + 1] != "-":
            raise ValueError
        pos += 1
    dd = s[pos:pos + 2]
    pos += 2
    if len(mo) != 2 or len(dd) != 2 or not (mo + dd).isdigit() or not (mo + dd).isascii():
        raise ValueError
    return (year, int(mo), int(dd)), pos


def _isocal_to_ymd(year, week, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("Year is out of range: %d" % year)
    if not 0 < week < 53:
        out_of_range = True
        if week == 53:
            first_weekday = _ymd2ord(year, 1, 1) % 7
            if first_weekday == 4 or (first_weekday == 3 and _is_leap(year)):
                out_of_range = False
        if out_of_range:
            raise ValueError("Invalid week: %d" % week)
    if not 0 < day < 8:
        raise ValueError("Invalid day: %d (range is [1, 7])" % day)
    day_1 = _isoweek1monday(year)
    ordinal = day_1 + (week - 1) * 7 + day - 1
    return _ord2ymd(ordinal)


def _parse_isoformat_time(s):
    # Returns (hh, mm, ss, us, tzinfo) or raises ValueError.
    tzpos = -1
    for i, ch in enumerate(s):
        if ch in "+-Z":
            tzpos = i
            break
    tpart = s if tzpos < 0 else s[:tzpos]
    comps = _parse_hhmmss(tpart)
    tz = None
    if tzpos >= 0:
        tzs = s[tzpos:]
        if tzs == "Z":
            tz = timezone.utc
        else:
            if tzs[0] not in "+-" or len(tzs) < 3:
                raise ValueError
            th, tm, ts, tus = _parse_hhmmss(tzs[1:])
            if len(tzs[1:]) not in (2, 4, 5, 6, 8) and "." not in tzs:
                raise ValueError
            off = timedelta(hours=th, minutes=tm, seconds=ts, microseconds=tus)
            if tzs[0] == "-":
                off = -off
            tz = timezone.utc if not off else timezone(off)
    return comps, tz


def _parse_hhmmss(s):
    n = len(s)
    comps = [0, 0, 0, 0]
    pos = 0
    ext = None
    for i in range(3):
        part = s[pos:pos + 2]
        if len(part) != 2 or not part.isdigit() or not part.isascii():
            raise ValueError
        comps[i] = int(part)
        pos += 2
        if pos >= n:
            return comps
        ch = s[pos]
        if ch == ":":
            if ext is False:
                raise ValueError
            ext = True
            pos += 1
        elif ch in ".,":
            if i < 2:
                raise ValueError
            break
        else:
            if ext is True:
                raise ValueError
            ext = False
            if i == 2:
                raise ValueError
    if pos < n:
        if s[pos] not in ".,":
            raise ValueError
        pos += 1
        frac = s[pos:]
        if not frac or not frac.isdigit() or not frac.isascii():
            raise ValueError
        digits = frac[:6]
        comps[3] = int(digits) * 10 ** (6 - len(digits))
    return comps


class tzinfo:
    """Abstract base class for time zone info objects."""
    __slots__ = ()

    def tzname(self, dt):
        "datetime -> string name of time zone."
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        "datetime -> timedelta, positive for east of UTC, negative for west of UTC"
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        """datetime -> DST offset as timedelta, positive for east of UTC."""
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        "datetime in UTC -> datetime in local time."
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        dtoff = dt.utcoffset()
        if dtoff is None:
            raise ValueError("fromutc: non-None utcoffset() result required")
        dtdst = dt.dst()
        if dtdst is None:
            raise ValueError("fromutc: non-None dst() result required")
        delta = dtoff - dtdst
        if delta:
            dt += delta
            dtdst = dt.dst()
            if dtdst is None:
                raise ValueError("fromutc: tz.dst() gave inconsistent results; cannot convert")
        return dt + dtdst

    def __reduce__(self):
        getinitargs = getattr(self, "__getinitargs__", None)
        args = getinitargs() if getinitargs else ()
        return (self.__class__, args, self.__getstate__())


class IsoCalendarDate(tuple):

    def __new__(cls, year, week, weekday, /):
        return super().__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __reduce__(self):
        return (tuple, (tuple(self),))

    def __repr__(self):
        return "%s(year=%d, week=%d, weekday=%d)" % (
            _tpname(self), self[0], self[1], self[2])


_IsoCalendarDate = IsoCalendarDate
del IsoCalendarDate


def _isoweek1monday(year):
    THURSDAY = 3
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > THURSDAY:
        week1monday += 7
    return week1monday


class date:
    """date(year, month, day) --> date object"""

    __slots__ = ("_year", "_month", "_day", "_hashcode")

    def __new__(cls, year, month=None, day=None):
        if (type(year) is int and type(month) is int and type(day) is int
                and 1 <= year <= 9999 and 1 <= month <= 12 and 1 <= day
                and (day <= 28 or day <= _days_in_month(year, month))):
            # Every field in range: the checks below would pass.
            self = object.__new__(cls)
            self._year = year
            self._month = month
            self._day = day
            self._hashcode = -1
            return self
        if (month is None and isinstance(year, (bytes, str)) and len(year) == 4
                and 1 <= ord(year[2:3]) <= 12):
            if isinstance(year, str):
                try:
                    year = year.encode("latin1")
                except UnicodeEncodeError:
                    raise ValueError(
                        "Failed to encode latin1 string when unpickling "
                        "a date object. pickle.load(data, encoding='latin1') "
                        "is assumed.")
            self = object.__new__(cls)
            self._year = year[0] * 256 + year[1]
            self._month = year[2]
            self._day = year[3]
            self._hashcode = -1
            return self
        if month is None:
            raise TypeError("function missing required argument 'month' (pos 2)")
        if day is None:
            raise TypeError("function missing required argument 'day' (pos 3)")
        year, month, day = _check_date_fields(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        "Construct a date from a POSIX timestamp (like time.time())."
        if t is None or not isinstance(t, (int, float)):
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(t).__name__)
        y, m, d, hh, mm, ss, weekday, jday, dst = _time.localtime(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        "Construct a date from time.time()."
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromordinal(cls, n):
        """Construct a date from a proleptic Gregorian ordinal."""
        n = _check_int(n)
        if not 1 <= n <= _MAXORDINAL:
            raise ValueError("ordinal must be >= 1")
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        """Construct a date from a string in ISO 8601 format."""
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        if len(date_string) not in (7, 8, 10):
            raise ValueError("Invalid isoformat string: %r" % (date_string,))
        try:
            ymd, pos = _parse_isoformat_date(date_string)
            if pos is not None and pos != len(date_string):
                raise ValueError
        except ValueError as e:
            if e.args:
                raise
            raise ValueError("Invalid isoformat string: %r" % (date_string,)) from None
        return cls(*ymd)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        """Construct a date from the ISO year, week number and weekday."""
        return cls(*_isocal_to_ymd(year, week, day))

    def __repr__(self):
        return "%s(%d, %d, %d)" % (_tpname(self), self._year, self._month, self._day)

    def ctime(self):
        "Return ctime() style string."
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d 00:00:00 %04d" % (
            _DAYNAMES[weekday - 1], _MONTHNAMES[self._month], self._day, self._year)

    def strftime(self, format):
        """Format using strftime()."""
        return _wrap_strftime(self, format, self.timetuple())

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self):
        """Return string in ISO 8601 format, YYYY-MM-DD."""
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    __str__ = isoformat

    @property
    def year(self):
        """year (1-9999)"""
        return self._year

    @property
    def month(self):
        """month (1-12)"""
        return self._month

    @property
    def day(self):
        """day (1-31)"""
        return self._day

    def timetuple(self):
        "Return local time tuple compatible with time.localtime()."
        return _build_struct_time(self._year, self._month, self._day, 0, 0, 0, -1)

    def toordinal(self):
        """Return proleptic Gregorian ordinal for the year, month and day."""
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        """Return date with new specified fields."""
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        return type(self)(year, month, day)

    __replace__ = replace

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime) \
                and not isinstance(self, datetime):
            return ((self._year, self._month, self._day) ==
                    (other._year, other._month, other._day))
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return ((self._year, self._month, self._day) <=
                    (other._year, other._month, other._day))
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return ((self._year, self._month, self._day) <
                    (other._year, other._month, other._day))
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return ((self._year, self._month, self._day) >=
                    (other._year, other._month, other._day))
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return ((self._year, self._month, self._day) >
                    (other._year, other._month, other._day))
        return NotImplemented

    def _dkey(self):
        return (self._year, self._month, self._day)

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash(self._getstate()[0])
        return self._hashcode

    def __add__(self, other):
        if isinstance(other, timedelta):
            return self._plus_days(other._days)
        return NotImplemented

    __radd__ = __add__

    def _plus_days(self, days):
        # As CPython's C code: the fields, not toordinal(); a subclass is
        # called with the new fields.
        o = _ymd2ord(self._year, self._month, self._day) + days
        if not 0 < o <= _MAXORDINAL:
            raise OverflowError("date value out of range")
        y, m, d = _ord2ymd(o)
        cls = type(self)
        if cls is not date:
            return cls(y, m, d)
        new = _object_new(date)
        new._year = y
        new._month = m
        new._day = d
        new._hashcode = -1
        return new

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self._plus_days(-other._days)
        if isinstance(other, date) and not isinstance(other, datetime):
            days = (_ymd2ord(self._year, self._month, self._day)
                    - _ymd2ord(other._year, other._month, other._day))
            new = _object_new(timedelta)
            new._days = days
            new._seconds = 0
            new._microseconds = 0
            new._hashcode = -1
            return new
        return NotImplemented

    def weekday(self):
        "Return day of the week, where Monday == 0 ... Sunday == 6."
        return (_ymd2ord(self._year, self._month, self._day) + 6) % 7

    def isoweekday(self):
        "Return day of the week, where Monday == 1 ... Sunday == 7."
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        """Return a named tuple containing ISO year, week number, and weekday."""
        year = self._year
        week1monday = _isoweek1monday(year)
        today = _ymd2ord(self._year, self._month, self._day)
        week, day = divmod(today - week1monday, 7)
        if week < 0:
            year -= 1
            week1monday = _isoweek1monday(year)
            week, day = divmod(today - week1monday, 7)
        elif week >= 52:
            if today >= _isoweek1monday(year + 1):
                year += 1
                week = 0
        return _IsoCalendarDate(year, week + 1, day + 1)

    def _getstate(self):
        yhi, ylo = divmod(self._year, 256)
        return (bytes([yhi, ylo, self._month, self._day]),)

    def __reduce__(self):
        return (self.__class__, self._getstate())


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object"""

    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo",
                 "_hashcode", "_fold")

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        if (isinstance(hour, (bytes, str)) and len(hour) == 6
                and ord(hour[0:1]) & 0x7F < 24):
            if isinstance(hour, str):
                try:
                    hour = hour.encode("latin1")
                except UnicodeEncodeError:
                    raise ValueError(
                        "Failed to encode latin1 string when unpickling "
                        "a time object. pickle.load(data, encoding='latin1') "
                        "is assumed.")
            self = object.__new__(cls)
            self._setstate(hour, minute or None)
            self._hashcode = -1
            return self
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    @property
    def hour(self):
        """hour (0-23)"""
        return self._hour

    @property
    def minute(self):
        """minute (0-59)"""
        return self._minute

    @property
    def second(self):
        """second (0-59)"""
        return self._second

    @property
    def microsecond(self):
        """microsecond (0-999999)"""
        return self._microsecond

    @property
    def tzinfo(self):
        """timezone info object"""
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    def _tkey(self):
        return (self._hour, self._minute, self._second, self._microsecond)

    def _cmp(self, other, allow_mixed=False):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base_compare = myoff == otoff
        if base_compare:
            return _cmp(self._tkey(), other._tkey())
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware times")
        myhhmm = self._hour * 60 + self._minute - myoff // timedelta(minutes=1)
        othhmm = other._hour * 60 + other._minute - otoff // timedelta(minutes=1)
        return _cmp((myhhmm, self._second, self._microsecond),
                    (othhmm, other._second, other._microsecond))

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, allow_mixed=True) == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) > 0
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self._fold else self
            tzoff = t.utcoffset()
            if tzoff is None:
                self._hashcode = hash(t._getstate()[0])
            else:
                secs = self._hour * 3600 + self._minute * 60 + self._second
                self._hashcode = hash(timedelta(0, secs, self._microsecond) - tzoff)
        return self._hashcode

    def _tzstr(self):
        return _format_offset(self.utcoffset())

    def __repr__(self):
        if self._microsecond != 0:
            s = ", %d, %d" % (self._second, self._microsecond)
        elif self._second != 0:
            s = ", %d" % self._second
        else:
            s = ""
        s = "%s(%d, %d%s)" % (_tpname(self), self._hour, self._minute, s)
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def isoformat(self, timespec="auto"):
        """Return the time formatted according to ISO."""
        s = _format_time(self._hour, self._minute, self._second,
                         self._microsecond, timespec)
        tz = self._tzstr()
        if tz:
            s += tz
        return s

    __str__ = isoformat

    @classmethod
    def fromisoformat(cls, time_string):
        """Construct a time from a string in one of the ISO 8601 formats."""
        if not isinstance(time_string, str):
            raise TypeError("fromisoformat: argument must be str")
        s = time_string[1:] if time_string.startswith("T") else time_string
        try:
            (hh, mm, ss, us), tz = _parse_isoformat_time(s)
        except ValueError:
            raise ValueError("Invalid isoformat string: %r" % (time_string,)) from None
        return cls(hh, mm, ss, us, tz)

    def strftime(self, format):
        """Format using strftime()."""
        timetuple = (1900, 1, 1, self._hour, self._minute, self._second, 0, 1, -1)
        return _wrap_strftime(self, format, timetuple)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def utcoffset(self):
        """Return the timezone offset as timedelta, positive east of UTC (negative west of UTC)."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(None)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        """Return the timezone name."""
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(None)
        _check_tzname(name)
        return name

    def dst(self):
        """Return 0 if DST is not in effect, or the DST offset (as timedelta positive eastward) if DST is in effect."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(None)
        _check_utc_offset("dst", offset)
        return offset

    def replace(self, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        """Return a new time with new values for the specified fields."""
        if hour is None:
            hour = self._hour
        if minute is None:
            minute = self._minute
        if second is None:
            second = self._second
        if microsecond is None:
            microsecond = self._microsecond
        if tzinfo is True:
            tzinfo = self._tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(hour, minute, second, microsecond, tzinfo, fold=fold)

    __replace__ = replace

    def _getstate(self, protocol=3):
        us2, us3 = divmod(self._microsecond, 256)
        us1, us2 = divmod(us2, 256)
        h = self._hour
        if self._fold and protocol > 3:
            h += 128
        basestate = bytes([h, self._minute, self._second, us1, us2, us3])
        if self._tzinfo is None:
            return (basestate,)
        return (basestate, self._tzinfo)

    def _setstate(self, string, tzinfo):
        if tzinfo is not None and not isinstance(tzinfo, _tzinfo_class):
            raise TypeError("bad tzinfo state arg")
        h, self._minute, self._second, us1, us2, us3 = string
        if h > 127:
            self._fold = 1
            self._hour = h - 128
        else:
            self._fold = 0
            self._hour = h
        self._microsecond = (((us1 << 8) | us2) << 8) | us3
        self._tzinfo = tzinfo

    def __reduce_ex__(self, protocol):
        return (self.__class__, self._getstate(protocol))

    def __reduce__(self):
        return self.__reduce_ex__(2)


def _check_tzname(name):
    if name is not None and not isinstance(name, str):
        raise TypeError("tzinfo.tzname() must return None or a string, not '%s'"
                        % type(name).__name__)


_tzinfo_class = tzinfo

time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


class datetime(date):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])

The year, month and day arguments are required. tzinfo may be None, or an
instance of a tzinfo subclass. The remaining arguments may be ints.
"""
    __slots__ = time.__slots__

    def __new__(cls, year, month=None, day=None, hour=0, minute=0, second=0,
                microsecond=0, tzinfo=None, *, fold=0):
        if (type(year) is int and type(month) is int and type(day) is int
                and type(hour) is int and type(minute) is int
                and type(second) is int and type(microsecond) is int
                and type(fold) is int and 0 <= fold <= 1
                and 1 <= year <= 9999 and 1 <= month <= 12 and 1 <= day
                and (day <= 28 or day <= _days_in_month(year, month))
                and 0 <= hour <= 23 and 0 <= minute <= 59
                and 0 <= second <= 59 and 0 <= microsecond <= 999999
                and (tzinfo is None or isinstance(tzinfo, _tzinfo_class))):
            # Every field in range: the checks below would pass.
            self = object.__new__(cls)
            self._year = year
            self._month = month
            self._day = day
            self._hour = hour
            self._minute = minute
            self._second = second
            self._microsecond = microsecond
            self._tzinfo = tzinfo
            self._hashcode = -1
            self._fold = fold
            return self
        if (isinstance(year, (bytes, str)) and len(year) == 10 and
                1 <= ord(year[2:3]) & 0x7F <= 12):
            if isinstance(year, str):
                try:
                    year = bytes(year, "latin1")
                except UnicodeEncodeError:
                    raise ValueError(
                        "Failed to encode latin1 string when unpickling "
                        "a datetime object. pickle.load(data, encoding='latin1') "
                        "is assumed.")
            self = object.__new__(cls)
            self._setstate(year, month)
            self._hashcode = -1
            return self
        if month is None:
            raise TypeError("function missing required argument 'month' (pos 2)")
        if day is None:
            raise TypeError("function missing required argument 'day' (pos 3)")
        # All the fields convert (in argument order) before any range check.
        year, month, day = _as_c_int(year), _as_c_int(month), _as_c_int(day)
        hour, minute = _as_c_int(hour), _as_c_int(minute)
        second, microsecond = _as_c_int(second), _as_c_int(microsecond)
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    hour = time.hour
    minute = time.minute
    second = time.second
    microsecond = time.microsecond
    tzinfo = time.tzinfo
    fold = time.fold

    @classmethod
    def _fromtimestamp(cls, t, utc, tz):
        frac, t = _math.modf(t)
        us = round(frac * 1e6)
        if us >= 1000000:
            t += 1
            us -= 1000000
        elif us < 0:
            t -= 1
            us += 1000000
        converter = _time.gmtime if utc else _time.localtime
        try:
            y, m, d, hh, mm, ss, weekday, jday, dst = converter(t)
        except (OverflowError, OSError, ValueError):
            raise ValueError("year %d is out of range" % (1970 + int(t) // 31556952)) from None
        ss = min(ss, 59)
        result = cls(y, m, d, hh, mm, ss, us, tz)
        if tz is None and not utc:
            max_fold_seconds = 24 * 3600
            if t < max_fold_seconds and _sys.platform.startswith("win"):
                return result
            y1, m1, d1, hh1, mm1, ss1 = converter(t - max_fold_seconds)[:6]
            # result - probe1 - timedelta(0, max_fold_seconds), in seconds
            # (both naive, with the same microseconds).
            trans = ((_ymd2ord(y, m, d) - _ymd2ord(y1, m1, d1)) * 86400
                     + (hh - hh1) * 3600 + (mm - mm1) * 60 + ss - min(ss1, 59)
                     - max_fold_seconds)
            if trans < 0:
                y2, m2, d2, hh2, mm2, ss2 = converter(t + trans)[:6]
                if (y2, m2, d2, hh2, mm2, min(ss2, 59)) == (y, m, d, hh, mm, ss):
                    result._fold = 1
        elif tz is not None:
            result = tz.fromutc(result)
        return result

    @classmethod
    def fromtimestamp(cls, timestamp, tz=None):
        """timestamp[, tz] -> tz's local time from POSIX timestamp."""
        if not isinstance(timestamp, (int, float)):
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(timestamp).__name__)
        _check_tzinfo(tz)
        return cls._fromtimestamp(timestamp, tz is not None, tz)

    @classmethod
    def utcfromtimestamp(cls, t):
        """Construct a naive UTC datetime from a POSIX timestamp."""
        import warnings
        warnings.warn("datetime.datetime.utcfromtimestamp() is deprecated and scheduled "
                      "for removal in a future version. Use timezone-aware "
                      "objects to represent datetimes in UTC: "
                      "datetime.datetime.fromtimestamp(timestamp, datetime.UTC).",
                      DeprecationWarning, stacklevel=2)
        if not isinstance(t, (int, float)):
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(t).__name__)
        return cls._fromtimestamp(t, True, None)

    @classmethod
    def now(cls, tz=None):
        "Construct a datetime from time.time() and optional time zone info."
        t = _time.time()
        return cls.fromtimestamp(t, tz)

    @classmethod
    def utcnow(cls):
        "Construct a UTC datetime from time.time()."
        import warnings
        warnings.warn("datetime.datetime.utcnow() is deprecated and scheduled for "
                      "removal in a future version. Use timezone-aware "
                      "objects to represent datetimes in UTC: "
                      "datetime.datetime.now(datetime.UTC).",
                      DeprecationWarning, stacklevel=2)
        t = _time.time()
        return cls._fromtimestamp(t, True, None)

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        "Construct a datetime from a given date and a given time."
        if not isinstance(date, _date_class):
            raise TypeError("combine() argument 1 must be datetime.date, not %s"
                            % type(date).__name__)
        if not isinstance(time, _time_class):
            raise TypeError("combine() argument 2 must be datetime.time, not %s"
                            % type(time).__name__)
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day,
                   time.hour, time.minute, time.second, time.microsecond,
                   tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        """Construct a datetime from a string in one of the ISO 8601 formats."""
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        # YYYY-MM-DD?HH:MM:SS[.ffffff], which the general parser below
        # reads into the same fields.
        fields = _iso_fields(date_string)
        if fields is not None:
            return cls(*fields, None)
        if len(date_string) < 7:
            raise ValueError("Invalid isoformat string: %r" % (date_string,))
        try:
            sep = _find_isoformat_datetime_separator(date_string)
            dstr = date_string[:sep]
            tstr = date_string[sep + 1:]
            ymd, pos = _parse_isoformat_date(dstr)
            if pos is not None and pos != len(dstr):
                raise ValueError
            if tstr:
                (hh, mm, ss, us), tz = _parse_isoformat_time(tstr)
            else:
                if sep < len(date_string):
                    raise ValueError
                hh = mm = ss = us = 0
                tz = None
        except ValueError as e:
            if e.args:
                raise
            raise ValueError("Invalid isoformat string: %r" % (date_string,)) from None
        return cls(*ymd, hh, mm, ss, us, tz)

    def timetuple(self):
        "Return local time tuple compatible with time.localtime()."
        dst = self.dst()
        if dst is None:
            dst = -1
        elif dst:
            dst = 1
        else:
            dst = 0
        return _build_struct_time(self.year, self.month, self.day,
                                  self.hour, self.minute, self.second, dst)

    def _mktime(self):
        """Return integer POSIX timestamp."""
        epoch = datetime(1970, 1, 1)
        max_fold_seconds = 24 * 3600
        t = (self - epoch) // timedelta(0, 1)

        def local(u):
            y, m, d, hh, mm, ss = _time.localtime(u)[:6]
            return (datetime(y, m, d, hh, mm, ss) - epoch) // timedelta(0, 1)

        a = local(t) - t
        u1 = t - a
        t1 = local(u1)
        if t1 == t:
            u2 = u1 + (-max_fold_seconds, max_fold_seconds)[self.fold]
            b = local(u2) - u2
            if a == b:
                return u1
        else:
            b = t1 - u1
        u2 = t - b
        t2 = local(u2)
        if t2 == t:
            return u2
        if t1 == t:
            return u1
        return (max, min)[self.fold](u1, u2)

    def timestamp(self):
        "Return POSIX timestamp as float"
        if self._tzinfo is None:
            s = self._mktime()
            return s + self.microsecond / 1e6
        return (self - _EPOCH).total_seconds()

    def utctimetuple(self):
        "Return UTC time tuple compatible with time.gmtime()."
        offset = self.utcoffset()
        if offset:
            self -= offset
        y, m, d = self.year, self.month, self.day
        hh, mm, ss = self.hour, self.minute, self.second
        return _build_struct_time(y, m, d, hh, mm, ss, 0)

    def date(self):
        "Return the date part."
        return date(self._year, self._month, self._day)

    def time(self):
        "Return the time part, with tzinfo None."
        return time(self.hour, self.minute, self.second, self.microsecond, fold=self.fold)

    def timetz(self):
        "Return the time part, with same tzinfo."
        return time(self.hour, self.minute, self.second, self.microsecond,
                    self._tzinfo, fold=self.fold)

    def replace(self, year=None, month=None, day=None, hour=None,
                minute=None, second=None, microsecond=None, tzinfo=True,
                *, fold=None):
        """Return a new datetime with new values for the specified fields."""
        if year is None:
            year = self._year
        else:
            year = _replace_int(year)
        if month is None:
            month = self._month
        else:
            month = _replace_int(month)
        if day is None:
            day = self._day
        else:
            day = _replace_int(day)
        if hour is None:
            hour = self._hour
        else:
            hour = _replace_int(hour)
        if minute is None:
            minute = self._minute
        else:
            minute = _replace_int(minute)
        if second is None:
            second = self._second
        else:
            second = _replace_int(second)
        if microsecond is None:
            microsecond = self._microsecond
        else:
            microsecond = _replace_int(microsecond)
        if tzinfo is True:
            tzinfo = self._tzinfo
        if fold is None:
            fold = self._fold
        else:
            fold = _replace_int(fold)
        return type(self)(year, month, day, hour, minute, second,
                          microsecond, tzinfo, fold=fold)

    __replace__ = replace

    def _local_timezone(self):
        if self.tzinfo is None:
            ts = self._mktime()
            ts2 = ts
        else:
            ts = (self - _EPOCH) // timedelta(seconds=1)
        localtm = _time.localtime(ts)
        local = datetime(*localtm[:6])
        gmtoff = getattr(localtm, "tm_gmtoff", None)
        zone = getattr(localtm, "tm_zone", None)
        if gmtoff is None:
            gmtoff = -_time.timezone
            zone = _time.tzname[0]
        return timezone(timedelta(seconds=gmtoff), zone)

    def astimezone(self, tz=None):
        """tz -> convert to local time in new timezone tz"""
        if tz is None:
            tz = self._local_timezone()
        elif not isinstance(tz, tzinfo):
            raise TypeError("astimezone() argument 1 must be datetime.tzinfo, not %s"
                            % type(tz).__name__)
        mytz = self.tzinfo
        if mytz is None:
            mytz = self._local_timezone()
            myoffset = mytz.utcoffset(self)
        else:
            myoffset = mytz.utcoffset(self)
            if myoffset is None:
                mytz = self.replace(tzinfo=None)._local_timezone()
                myoffset = mytz.utcoffset(self)
        if tz is mytz:
            return self
        utc = (self - myoffset).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def ctime(self):
        "Return ctime() style string."
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d %02d:%02d:%02d %04d" % (
            _DAYNAMES[weekday - 1], _MONTHNAMES[self._month], self._day,
            self._hour, self._minute, self._second, self._year)

    def isoformat(self, sep="T", timespec="auto"):
        """[sep] -> string in ISO 8601 format, YYYY-MM-DDT[HH[:MM[:SS[.mmm[uuu]]]]][+HH:MM]."""
        if not isinstance(sep, str) or len(sep) != 1:
            raise TypeError("isoformat() argument 1 must be a unicode character, not %s"
                            % type(sep).__name__)
        if self._tzinfo is None and timespec == "auto":
            return self._iso_naive(sep)
        s = ("%04d-%02d-%02d%s" % (self._year, self._month, self._day, sep) +
             _format_time(self._hour, self._minute, self._second,
                          self._microsecond, timespec))
        # The tzinfo's offset, not a subclass's utcoffset(), as CPython.
        off = None if self._tzinfo is None else datetime.utcoffset(self)
        tz = _format_offset(off)
        if tz:
            s += tz
        return s

    def __repr__(self):
        # Trailing zero microsecond, then second, are left out.
        if self._microsecond:
            s = "%s(%d, %d, %d, %d, %d, %d, %d)" % (
                _tpname(self), self._year, self._month, self._day, self._hour,
                self._minute, self._second, self._microsecond)
        elif self._second:
            s = "%s(%d, %d, %d, %d, %d, %d)" % (
                _tpname(self), self._year, self._month, self._day, self._hour,
                self._minute, self._second)
        else:
            s = "%s(%d, %d, %d, %d, %d)" % (
                _tpname(self), self._year, self._month, self._day, self._hour,
                self._minute)
        # fold before tzinfo, as CPython's repr.
        if self._fold:
            s = s[:-1] + ", fold=1)"
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        return s

    def _iso_naive(self, sep):
        """isoformat(sep) of a naive datetime, timespec 'auto'."""
        if self._microsecond:
            return "%04d-%02d-%02d%s%02d:%02d:%02d.%06d" % (
                self._year, self._month, self._day, sep, self._hour,
                self._minute, self._second, self._microsecond)
        return "%04d-%02d-%02d%s%02d:%02d:%02d" % (
            self._year, self._month, self._day, sep, self._hour,
            self._minute, self._second)

    def __str__(self):
        "Convert to string, for str()."
        if self._tzinfo is None and type(self).isoformat is datetime.isoformat:
            return self._iso_naive(" ")
        return self.isoformat(sep=" ")

    @classmethod
    def strptime(cls, *args, **kwargs):
        'string, format -> new datetime parsed from a string (like time.strptime()).'
        # The argument checks of CPython's C datetime.strptime; the parsing
        # is time.strptime's (_strptime).
        if kwargs:
            raise TypeError("strptime() takes no keyword arguments")
        if len(args) != 2:
            raise TypeError("strptime() takes exactly 2 arguments (%d given)"
                            % len(args))
        for i, arg in enumerate(args):
            if not isinstance(arg, str):
                raise TypeError("strptime() argument %d must be str, not %s"
                                % (i + 1, type(arg).__name__))
        import _strptime
        return _strptime._strptime_datetime(cls, *args)

    def utcoffset(self):
        """Return the timezone offset as timedelta positive east of UTC (negative west of UTC)."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(self)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        """Return the timezone name."""
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(self)
        _check_tzname(name)
        return name

    def dst(self):
        """Return 0 if DST is not in effect, or the DST offset (as timedelta positive eastward) if DST is in effect."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(self)
        _check_utc_offset("dst", offset)
        return offset

    def _fkey(self):
        return (self._year, self._month, self._day, self._hour, self._minute,
                self._second, self._microsecond)

    def __eq__(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._fkey() == other._fkey()
            return self._cmp(other, allow_mixed=True) == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._fkey() <= other._fkey()
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._fkey() < other._fkey()
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._fkey() >= other._fkey()
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._fkey() > other._fkey()
            return self._cmp(other) > 0
        return NotImplemented

    def _cmp(self, other, allow_mixed=False):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            if allow_mixed:
                if myoff != self.replace(fold=not self.fold).utcoffset():
                    return 2
                if otoff != other.replace(fold=not other.fold).utcoffset():
                    return 2
            base_compare = myoff == otoff
        if base_compare:
            return _cmp(self._fkey(), other._fkey())
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        diff = self - other
        if diff.days < 0:
            return -1
        return diff and 1 or 0

    def __add__(self, other):
        "Add a datetime and a timedelta."
        if not isinstance(other, timedelta):
            return NotImplemented
        return self._shifted(other._days, other._seconds, other._microseconds)

    def _shifted(self, ddays, dsecs, dus):
        """self moved by a timedelta's fields (or their negations)."""
        # Both operands are normalised: the microseconds and the seconds
        # carry or borrow at most one unit each.
        us = self._microsecond + dus
        secs = self._hour * 3600 + self._minute * 60 + self._second + dsecs
        if us >= 1000000:
            us -= 1000000
            secs += 1
        elif us < 0:
            us += 1000000
            secs -= 1
        days = _ymd2ord(self._year, self._month, self._day) + ddays
        if secs >= 86400:
            secs -= 86400
            days += 1
        elif secs < 0:
            secs += 86400
            days -= 1
        if not 0 < days <= _MAXORDINAL:
            raise OverflowError("date value out of range")
        hour = secs // 3600
        minute = secs // 60 % 60
        second = secs % 60
        y, m, d = _ord2ymd(days)
        cls = type(self)
        if cls is not datetime:
            return cls(y, m, d, hour, minute, second, us, self._tzinfo)
        new = object.__new__(datetime)
        new._year = y
        new._month = m
        new._day = d
        new._hour = hour
        new._minute = minute
        new._second = second
        new._microsecond = us
        new._tzinfo = self._tzinfo
        new._hashcode = -1
        new._fold = 0
        return new

    __radd__ = __add__

    def __sub__(self, other):
        "Subtract two datetimes, or a datetime and a timedelta."
        if not isinstance(other, datetime):
            if isinstance(other, timedelta):
                return self._shifted(-other._days, -other._seconds,
                                     -other._microseconds)
            return NotImplemented
        days1 = _ymd2ord(self._year, self._month, self._day)
        days2 = _ymd2ord(other._year, other._month, other._day)
        secs1 = self._second + self._minute * 60 + self._hour * 3600
        secs2 = other._second + other._minute * 60 + other._hour * 3600
        base = _td_from_us(
            timedelta,
            ((days1 - days2) * 86400 + secs1 - secs2) * 1000000
            + self._microsecond - other._microsecond)
        if self._tzinfo is other._tzinfo:
            return base
        myoff = self.utcoffset()
        otoff = other.utcoffset()
        if myoff == otoff:
            return base
        if myoff is None or otoff is None:
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        return base + otoff - myoff

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self._fold else self
            tzoff = t.utcoffset()
            if tzoff is None:
                self._hashcode = hash(t._getstate()[0])
            else:
                days = _ymd2ord(self.year, self.month, self.day)
                seconds = self.hour * 3600 + self.minute * 60 + self.second
                self._hashcode = hash(timedelta(days, seconds, self.microsecond) - tzoff)
        return self._hashcode

    def _getstate(self, protocol=3):
        yhi, ylo = divmod(self._year, 256)
        us2, us3 = divmod(self._microsecond, 256)
        us1, us2 = divmod(us2, 256)
        m = self._month
        if self._fold and protocol > 3:
            m += 128
        basestate = bytes([yhi, ylo, m, self._day, self._hour, self._minute,
                           self._second, us1, us2, us3])
        if self._tzinfo is None:
            return (basestate,)
        return (basestate, self._tzinfo)

    def _setstate(self, string, tzinfo):
        if tzinfo is not None and not isinstance(tzinfo, _tzinfo_class):
            raise TypeError("bad tzinfo state arg")
        (yhi, ylo, m, self._day, self._hour,
         self._minute, self._second, us1, us2, us3) = string
        if m > 127:
            self._fold = 1
            self._month = m - 128
        else:
            self._fold = 0
            self._month = m
        self._year = yhi * 256 + ylo
        self._microsecond = (((us1 << 8) | us2) << 8) | us3
        self._tzinfo = tzinfo

    def __reduce_ex__(self, protocol):
        return (self.__class__, self._getstate(protocol))

    def __reduce__(self):
        return self.__reduce_ex__(2)


_date_class = date
_time_class = time

datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)


def _find_isoformat_datetime_separator(s):
    # The date part is 7 (YYYYWww), 8 (YYYYMMDD or YYYY-Www), 10 (YYYY-MM-DD
    # or YYYY-Www-D) characters long; the character after it separates.
    n = len(s)
    if n == 7:
        return 7
    if s[4] == "-":
        if s[5] == "W":
            if n > 8 and s[8] == "-":
                return 10 if n > 10 else n
            return 8
        return 10 if n > 10 else n
    if s[4] == "W":
        if n > 8 and s[8].isdigit():
            return 8
        return 7
    return 8 if n > 8 else n


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""

    __slots__ = ("_offset", "_name")

    _Omitted = object()

    def __new__(cls, offset, name=_Omitted):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s"
                            % type(offset).__name__)
        if name is cls._Omitted:
            if not offset:
                return cls.utc
            name = None
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s"
                            % type(name).__name__)
        if not cls._minoffset <= offset <= cls._maxoffset:
            raise ValueError("offset must be a timedelta strictly between "
                             "-timedelta(hours=24) and timedelta(hours=24), not %r."
                             % (offset,))
        return cls._create(offset, name)

    def __init_subclass__(cls):
        raise TypeError("type 'datetime.timezone' is not an acceptable base type")

    @classmethod
    def _create(cls, offset, name=None):
        self = tzinfo.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __getinitargs__(self):
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    def __getstate__(self):
        return None

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is self.utc:
            return "datetime.timezone.utc"
        if self._name is None:
            return "%s(%r)" % (_tpname(self), self._offset)
        return "%s(%r, %r)" % (_tpname(self), self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return self._offset
        raise TypeError("utcoffset(dt) argument must be a datetime instance"
                        " or None, not %s" % type(dt).__name__)

    def tzname(self, dt):
        if isinstance(dt, datetime) or dt is None:
            if self._name is None:
                return self._name_from_offset(self._offset)
            return self._name
        raise TypeError("tzname(dt) argument must be a datetime instance"
                        " or None, not %s" % type(dt).__name__)

    def dst(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return None
        raise TypeError("dst(dt) argument must be a datetime instance"
                        " or None, not %s" % type(dt).__name__)

    def fromutc(self, dt):
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError("fromutc: dt.tzinfo is not self")
            return dt + self._offset
        raise TypeError("fromutc() argument must be a datetime instance"
                        " or None, not %s" % type(dt).__name__)

    _maxoffset = timedelta(hours=24, microseconds=-1)
    _minoffset = -_maxoffset

    @staticmethod
    def _name_from_offset(delta):
        if not delta:
            return "UTC"
        if delta < timedelta(0):
            sign = "-"
            delta = -delta
        else:
            sign = "+"
        hours, rest = divmod(delta, timedelta(hours=1))
        minutes, rest = divmod(rest, timedelta(minutes=1))
        seconds = rest.seconds
        microseconds = rest.microseconds
        if microseconds:
            return "UTC%s%02d:%02d:%02d.%06d" % (sign, hours, minutes, seconds, microseconds)
        if seconds:
            return "UTC%s%02d:%02d:%02d" % (sign, hours, minutes, seconds)
        return "UTC%s%02d:%02d" % (sign, hours, minutes)


timezone.utc = timezone._create(timedelta(0))
timezone.min = timezone._create(-timedelta(hours=23, minutes=59))
timezone.max = timezone._create(timedelta(hours=23, minutes=59))
UTC = timezone.utc
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)

_OWN_TYPES = (date, datetime, time, timedelta, timezone, tzinfo)


def _set_c_names():
    try:
        from _cpjit import set_c_name
    except ImportError:
        return
    for cls in _OWN_TYPES + (_IsoCalendarDate,):
        set_c_name(cls, "datetime." + cls.__name__)


_set_c_names()
