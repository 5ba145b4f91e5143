"""Parsing of time strings for time.strptime() and datetime.strptime().

cpjit's own implementation of CPython 3.13's _strptime module, written to
its documented and observable behaviour: the same directives, the same
regular expressions (so that a repeated directive fails the same way),
the same defaults and the same error messages.

_strptime(string, format) returns ((year, month, day, hour, minute,
second, weekday, julian, isdst, tzname, gmtoff), microseconds,
gmtoff_microseconds); _strptime_time and _strptime_datetime build a
time.struct_time and a datetime from it.
"""

import calendar
import locale
import time
from re import IGNORECASE, compile as re_compile, escape as re_escape
from datetime import (date as datetime_date, timedelta as datetime_timedelta,
                      timezone as datetime_timezone)
from _thread import allocate_lock as _thread_allocate_lock

__all__ = []

# The frames that the ambiguous-day warning skips to reach its caller:
# the standard library's, which cpjit runs from "<frozen NAME>" files.
_STDLIB_PREFIXES = ("<frozen ",)

# The date whose strftime() output names the locale's formats (chosen so
# that no two fields print alike): 1999-03-17 22:44:55, a Wednesday, day 76.
_MAGIC = (1999, 3, 17, 22, 44, 55, 2, 76, 0)


def _getlang():
    return locale.getlocale(locale.LC_TIME)


class LocaleTime(object):
    """The names and formats of the current locale (and time zone) that
    strptime() matches: weekday and month names (lower case), am/pm,
    the %c, %x and %X formats, and the time zone names."""

    def __init__(self):
        self.lang = _getlang()
        self.a_weekday = [calendar.day_abbr[i].lower() for i in range(7)]
        self.f_weekday = [calendar.day_name[i].lower() for i in range(7)]
        self.a_month = [calendar.month_abbr[i].lower() for i in range(13)]
        self.f_month = [calendar.month_name[i].lower() for i in range(13)]
        self.am_pm = [time.strftime("%p", time.struct_time(
            _MAGIC[:3] + (hour,) + _MAGIC[4:])).lower() for hour in (1, 22)]
        self._set_timezone()
        self._set_formats()
        if _getlang() != self.lang:
            raise ValueError("locale changed during initialization")
        if time.tzname != self.tzname or time.daylight != self.daylight:
            raise ValueError("timezone changed during initialization")

    def _set_timezone(self):
        tzset = getattr(time, "tzset", None)
        if tzset is not None:
            tzset()
        self.tzname = time.tzname
        self.daylight = time.daylight
        standard = frozenset({"utc", "gmt", self.tzname[0].lower()})
        if self.daylight:
            saving = frozenset({self.tzname[1].lower()})
        else:
            saving = frozenset()
        self.timezone = (standard, saving)

    def _set_formats(self):
        # Print the magic date with %c, %x and %X and turn each field of
        # the output back into its directive, longest and least ambiguous
        # replacements first.
        magic = time.struct_time(_MAGIC)
        replacements = [("%", "%%"), (self.f_weekday[2], "%A"),
                        (self.f_month[3], "%B"), (self.a_weekday[2], "%a"),
                        (self.a_month[3], "%b"), (self.am_pm[1], "%p"),
                        ("1999", "%Y"), ("99", "%y"), ("22", "%H"),
                        ("44", "%M"), ("55", "%S"), ("76", "%j"),
                        ("17", "%d"), ("03", "%m"), ("3", "%m"),
                        ("2", "%w"), ("10", "%I")]
        replacements += [(tz, "%Z") for names in self.timezone for tz in names]
        formats = []
        for directive in ("%c", "%x", "%X"):
            fmt = time.strftime(directive, magic).lower()
            for old, new in replacements:
                if old:
                    fmt = fmt.replace(old, new)
            # A week number prints as 00 with %W for 1999-01-03 (a Sunday
            # before the first Monday), as 01 with %U.
            week_day = time.struct_time((1999, 1, 3, 1, 1, 1, 6, 3, 0))
            if "00" in time.strftime(directive, week_day):
                week = "%W"
            else:
                week = "%U"
            formats.append(fmt.replace("11", week))
        self.LC_date_time, self.LC_date, self.LC_time = formats


class TimeRE(dict):
    """The regular expression of each directive (a dict keyed by the
    directive's letter), and pattern() and compile() for whole formats."""

    def __init__(self, locale_time=None):
        self.locale_time = locale_time if locale_time else LocaleTime()
        lt = self.locale_time
        super().__init__({
            # " [1-9]": %c of ANSI C pads the day with a space.
            "d": r"(?P<d>3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9])",
            "f": r"(?P<f>[0-9]{1,6})",
            "H": r"(?P<H>2[0-3]|[0-1]\d|\d)",
            "I": r"(?P<I>1[0-2]|0[1-9]|[1-9])",
            "G": r"(?P<G>\d\d\d\d)",
            "j": r"(?P<j>36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])",
            "m": r"(?P<m>1[0-2]|0[1-9]|[1-9])",
            "M": r"(?P<M>[0-5]\d|\d)",
            "S": r"(?P<S>6[0-1]|[0-5]\d|\d)",
            "U": r"(?P<U>5[0-3]|[0-4]\d|\d)",
            "w": r"(?P<w>[0-6])",
            "u": r"(?P<u>[1-7])",
            "V": r"(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)",
            "y": r"(?P<y>\d\d)",
            "Y": r"(?P<Y>\d\d\d\d)",
            "z": r"(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))",
            "A": self._alternatives(lt.f_weekday, "A"),
            "a": self._alternatives(lt.a_weekday, "a"),
            "B": self._alternatives(lt.f_month[1:], "B"),
            "b": self._alternatives(lt.a_month[1:], "b"),
            "p": self._alternatives(lt.am_pm, "p"),
            "Z": self._alternatives((tz for names in lt.timezone
                                     for tz in names), "Z"),
            "%": "%"})
        self["W"] = self["U"].replace("U", "W")
        self["c"] = self.pattern(lt.LC_date_time)
        self["x"] = self.pattern(lt.LC_date)
        self["X"] = self.pattern(lt.LC_time)

    @staticmethod
    def _alternatives(names, directive):
        # Longest first, so that no name matches a prefix of a longer one.
        names = sorted(names, key=len, reverse=True)
        if not any(names):
            return ""
        return "(?P<%s>%s)" % (directive, "|".join(re_escape(n) for n in names))

    def pattern(self, format):
        """The regular expression for format (a KeyError names an unknown
        directive, an IndexError a format ending in a lone %)."""
        format = re_compile(r"([\\.^$*+?\(\){}\[\]|])").sub(r"\\\1", format)
        format = re_compile(r"\s+").sub(r"\\s+", format)
        out = []
        has_year = has_day = False
        while "%" in format:
            at = format.index("%") + 1
            char = format[at]
            out.append(format[:at - 1])
            out.append(self[char])
            format = format[at + 1:]
            if char in ("Y", "y", "G"):
                has_year = True
            elif char == "d":
                has_day = True
        if has_day and not has_year:
            import warnings
            warnings.warn("""\
Parsing dates involving a day of month without a year specified is ambiguious
and fails to parse leap day. The default behavior will change in Python 3.15
to either always raise an exception or to use a different default year (TBD).
To avoid trouble, add a specific year to the input & format.
See https://github.com/python/cpython/issues/70647.""",
                          DeprecationWarning,
                          skip_file_prefixes=_STDLIB_PREFIXES)
        out.append(format)
        return "".join(out)

    def compile(self, format):
        return re_compile(self.pattern(format), IGNORECASE)


_cache_lock = _thread_allocate_lock()
_TimeRE_cache = TimeRE()
_CACHE_MAX_SIZE = 5
_regex_cache = {}


def _calc_julian_from_U_or_W(year, week_of_year, day_of_week, week_starts_Mon):
    """The day of the year of a weekday (0 is Monday) in a %U or %W week."""
    first_weekday = datetime_date(year, 1, 1).weekday()
    if not week_starts_Mon:
        # Count from Sunday.
        first_weekday = (first_weekday + 1) % 7
        day_of_week = (day_of_week + 1) % 7
    week_0_length = (7 - first_weekday) % 7
    if week_of_year == 0:
        return 1 + day_of_week - first_weekday
    return 1 + week_0_length + 7 * (week_of_year - 1) + day_of_week


def _regex_for(format):
    global _TimeRE_cache
    with _cache_lock:
        lt = _TimeRE_cache.locale_time
        if (_getlang() != lt.lang or time.tzname != lt.tzname
                or time.daylight != lt.daylight):
            _TimeRE_cache = TimeRE()
            _regex_cache.clear()
        if len(_regex_cache) > _CACHE_MAX_SIZE:
            _regex_cache.clear()
        regex = _regex_cache.get(format)
        if not regex:
            try:
                regex = _TimeRE_cache.compile(format)
            except KeyError as err:
                bad = err.args[0]
                if bad == "\\":
                    bad = "%"  # "% " became "%\s+"
                del err
                raise ValueError("'%s' is a bad directive in format '%s'"
                                 % (bad, format)) from None
            except IndexError:
                raise ValueError("stray %% in format '%s'" % format) from None
            _regex_cache[format] = regex
        return regex, _TimeRE_cache.locale_time


def _strptime(data_string, format="%a %b %d %H:%M:%S %Y"):
    """Parse data_string by format: (the 11 struct_time fields,
    microseconds, microseconds of the UTC offset)."""
    for index, arg in enumerate([data_string, format]):
        if not isinstance(arg, str):
            raise TypeError("strptime() argument {} must be str, not {}"
                            .format(index, type(arg)))
    regex, lt = _regex_for(format)
    found = regex.match(data_string)
    if not found:
        raise ValueError("time data %r does not match format %r"
                         % (data_string, format))
    if len(data_string) != found.end():
        raise ValueError("unconverted data remains: %s"
                         % data_string[found.end():])

    iso_year = year = None
    month = day = 1
    hour = minute = second = fraction = 0
    tz = -1
    gmtoff = None
    gmtoff_fraction = 0
    iso_week = week_of_year = None
    week_starts_Mon = False
    weekday = julian = None
    fields = found.groupdict()
    for key, value in fields.items():
        # c, x and X are made of other directives; U and W need a weekday.
        if key == "y":
            year = int(value)
            # POSIX: 00-68 are 2000-2068, 69-99 are 1969-1999.
            year += 2000 if year <= 68 else 1900
        elif key == "Y":
            year = int(value)
        elif key == "G":
            iso_year = int(value)
        elif key == "m":
            month = int(value)
        elif key == "B":
            month = lt.f_month.index(value.lower())
        elif key == "b":
            month = lt.a_month.index(value.lower())
        elif key == "d":
            day = int(value)
        elif key == "H":
            hour = int(value)
        elif key == "I":
            hour = int(value)
            ampm = fields.get("p", "").lower()
            if ampm in ("", lt.am_pm[0]):
                if hour == 12:  # 12 AM is midnight
                    hour = 0
            elif ampm == lt.am_pm[1]:
                if hour != 12:  # 12 PM is noon
                    hour += 12
        elif key == "M":
            minute = int(value)
        elif key == "S":
            second = int(value)
        elif key == "f":
            fraction = int(value + "0" * (6 - len(value)))
        elif key == "A":
            weekday = lt.f_weekday.index(value.lower())
        elif key == "a":
            weekday = lt.a_weekday.index(value.lower())
        elif key == "w":
            weekday = int(value)
            weekday = 6 if weekday == 0 else weekday - 1
        elif key == "u":
            weekday = int(value) - 1
        elif key == "j":
            julian = int(value)
        elif key in ("U", "W"):
            week_of_year = int(value)
            week_starts_Mon = key == "W"
        elif key == "V":
            iso_week = int(value)
        elif key == "z":
            z = value
            if z == "Z":
                gmtoff = 0
            else:
                if z[3] == ":":
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ":":
                            raise ValueError("Inconsistent use of : in %s" % value)
                        z = z[:5] + z[6:]
                gmtoff = int(z[1:3]) * 3600 + int(z[3:5]) * 60 + int(z[5:7] or 0)
                rest = z[8:]
                gmtoff_fraction = int(rest + "0" * (6 - len(rest)))
                if z.startswith("-"):
                    gmtoff = -gmtoff
                    gmtoff_fraction = -gmtoff_fraction
        elif key == "Z":
            # isdst stays -1 unless the name tells standard (0) from
            # daylight saving (1) time; it cannot when both are named
            # alike and the zone has daylight saving time.
            zone = value.lower()
            for isdst, names in enumerate(lt.timezone):
                if zone in names:
                    if (time.tzname[0] == time.tzname[1] and time.daylight
                            and zone not in ("utc", "gmt")):
                        break
                    tz = isdst
                    break

    # ISO weeks and years go together, with a weekday and without %j.
    if iso_year is not None:
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not "
                             "compatible with ISO year directive '%G'. "
                             "Use '%Y' instead.")
        elif iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with "
                             "the ISO week directive '%V' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
    elif iso_week is not None:
        if year is None or weekday is None:
            raise ValueError("ISO week directive '%V' must be used with "
                             "the ISO year directive '%G' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with "
                         "the year directive '%Y'. Use the ISO year '%G' "
                         "instead.")

    leap_year_fix = False
    if year is None:
        if month == 2 and day == 29:
            year = 1904  # a leap year, for February 29; 1900 is returned
            leap_year_fix = True
        else:
            year = 1900

    if julian is None and weekday is not None:
        if week_of_year is not None:
            julian = _calc_julian_from_U_or_W(year, week_of_year, weekday,
                                              week_starts_Mon)
        elif iso_year is not None and iso_week is not None:
            d = datetime_date.fromisocalendar(iso_year, iso_week, weekday + 1)
            year, month, day = d.year, d.month, d.day
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if calendar.isleap(year) else 365

    if julian is None:
        julian = (datetime_date(year, month, day).toordinal()
                  - datetime_date(year, 1, 1).toordinal() + 1)
    else:
        d = datetime_date.fromordinal(
            julian - 1 + datetime_date(year, 1, 1).toordinal())
        year, month, day = d.year, d.month, d.day
    if weekday is None:
        weekday = datetime_date(year, month, day).weekday()
    tzname = fields.get("Z")
    if leap_year_fix:
        year = 1900

    return ((year, month, day, hour, minute, second, weekday, julian, tz,
             tzname, gmtoff), fraction, gmtoff_fraction)


def _strptime_time(data_string, format="%a %b %d %H:%M:%S %Y"):
    """time.strptime(): a time.struct_time."""
    tt = _strptime(data_string, format)[0]
    return time.struct_time(tt[:time._STRUCT_TM_ITEMS])


def _strptime_datetime(cls, data_string, format="%a %b %d %H:%M:%S %Y"):
    """cls.strptime() for datetime (and subclasses): cls(...), with a
    timezone when the string had a UTC offset."""
    tt, fraction, gmtoff_fraction = _strptime(data_string, format)
    tzname, gmtoff = tt[-2:]
    args = tt[:6] + (fraction,)
    if gmtoff is not None:
        delta = datetime_timedelta(seconds=gmtoff, microseconds=gmtoff_fraction)
        if tzname:
            args += (datetime_timezone(delta, tzname),)
        else:
            args += (datetime_timezone(delta),)
    return cls(*args)
