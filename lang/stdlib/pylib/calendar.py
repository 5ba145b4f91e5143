"""Calendar printing and date arithmetic helpers (C locale): leap years,
weekdays, month ranges, Calendar iterators and TextCalendar output.

cpjit's own implementation, written from the library documentation and
CPython 3.13's observable output.
"""

import sys
import datetime
from enum import IntEnum, global_enum

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "setfirstweekday",
           "firstweekday", "isleap", "leapdays", "weekday", "monthrange",
           "monthcalendar", "prmonth", "month", "prcal", "calendar",
           "timegm", "month_name", "month_abbr", "day_name", "day_abbr",
           "Calendar", "TextCalendar", "HTMLCalendar", "LocaleTextCalendar",
           "LocaleHTMLCalendar", "weekheader",
           "Day", "Month", "JANUARY", "FEBRUARY", "MARCH",
           "APRIL", "MAY", "JUNE", "JULY",
           "AUGUST", "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER",
           "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY",
           "SATURDAY", "SUNDAY"]

error = ValueError


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % self.month


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % self.weekday


@global_enum
class Month(IntEnum):
    JANUARY = 1
    FEBRUARY = 2
    MARCH = 3
    APRIL = 4
    MAY = 5
    JUNE = 6
    JULY = 7
    AUGUST = 8
    SEPTEMBER = 9
    OCTOBER = 10
    NOVEMBER = 11
    DECEMBER = 12


@global_enum
class Day(IntEnum):
    MONDAY = 0
    TUESDAY = 1
    WEDNESDAY = 2
    THURSDAY = 3
    FRIDAY = 4
    SATURDAY = 5
    SUNDAY = 6


JANUARY, FEBRUARY, MARCH, APRIL, MAY, JUNE = (Month(i) for i in range(1, 7))
JULY, AUGUST, SEPTEMBER, OCTOBER, NOVEMBER, DECEMBER = (Month(i) for i in range(7, 13))
MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = (Day(i) for i in range(7))

mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

_MONTH_NAMES = ("", "January", "February", "March", "April", "May", "June",
                "July", "August", "September", "October", "November",
                "December")
_DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
              "Saturday", "Sunday")


class _localized_month:
    def __init__(self, format):
        self.format = format

    def __getitem__(self, i):
        names = [_MONTH_NAMES[j] if self.format == "%B" else _MONTH_NAMES[j][:3]
                 for j in range(13)]
        if isinstance(i, slice):
            return names[i]
        return names[i]

    def __len__(self):
        return 13


class _localized_day:
    def __init__(self, format):
        self.format = format

    def __getitem__(self, i):
        names = [n if self.format == "%A" else n[:3] for n in _DAY_NAMES]
        return names[i]

    def __len__(self):
        return 7


day_name = _localized_day("%A")
day_abbr = _localized_day("%a")
month_name = _localized_month("%B")
month_abbr = _localized_month("%b")


def isleap(year):
    """Return True for leap years, False for non-leap years."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """Return number of leap years in range [y1, y2).
       Assume y1 <= y2."""
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    """Return weekday (0-6 ~ Mon-Sun) for year, month (1-12), day (1-31)."""
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        year = 2000 + year % 400
    return Day(datetime.date(year, month, day).weekday())


def _validate_month(month):
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)


def monthrange(year, month):
    """Return weekday of first day of month (0-6 ~ Mon-Sun)
       and number of days (28-31) for year, month."""
    _validate_month(month)
    day1 = weekday(year, month, 1)
    ndays = mdays[month] + (month == FEBRUARY and isleap(year))
    return day1, ndays


def _monthlen(year, month):
    return mdays[month] + (month == FEBRUARY and isleap(year))


def _prevmonth(year, month):
    if month == 1:
        return year - 1, 12
    return year, month - 1


def _nextmonth(year, month):
    if month == 12:
        return year + 1, 1
    return year, month + 1


class Calendar:
    """Base calendar class. This class doesn't do any formatting. It simply
    provides data to subclasses."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        """Return an iterator for one week of weekday numbers starting with
        the configured first one."""
        for i in range(self.firstweekday, self.firstweekday + 7):
            yield i % 7

    def itermonthdates(self, year, month):
        """Return an iterator for one month: datetime.date values of whole
        weeks, including days of the neighbouring months."""
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)

    def itermonthdays(self, year, month):
        """Like itermonthdates(), but day numbers, 0 for days outside the
        month."""
        day1, ndays = monthrange(year, month)
        days_before = (day1 - self.firstweekday) % 7
        yield from (0 for _ in range(days_before))
        yield from range(1, ndays + 1)
        days_after = (self.firstweekday - day1 - ndays) % 7
        yield from (0 for _ in range(days_after))

    def itermonthdays2(self, year, month):
        """Like itermonthdates(), but (day number, weekday number) tuples."""
        for i, d in enumerate(self.itermonthdays(year, month), self.firstweekday):
            yield d, i % 7

    def itermonthdays3(self, year, month):
        """Like itermonthdates(), but (year, month, day) tuples, without
        the date range limits of datetime.date."""
        day1, ndays = monthrange(year, month)
        days_before = (day1 - self.firstweekday) % 7
        days_after = (self.firstweekday - day1 - ndays) % 7
        y, m = _prevmonth(year, month)
        end = _monthlen(y, m) + 1
        for d in range(end - days_before, end):
            yield y, m, d
        for d in range(1, ndays + 1):
            yield year, month, d
        y, m = _nextmonth(year, month)
        for d in range(1, days_after + 1):
            yield y, m, d

    def itermonthdays4(self, year, month):
        """Like itermonthdates(), but (year, month, day, weekday) tuples."""
        for i, (y, m, d) in enumerate(self.itermonthdays3(year, month)):
            yield y, m, d, (self.firstweekday + i) % 7

    def monthdatescalendar(self, year, month):
        """A month as a list of weeks of seven datetime.date values."""
        dates = list(self.itermonthdates(year, month))
        return [dates[i:i + 7] for i in range(0, len(dates), 7)]

    def monthdays2calendar(self, year, month):
        """A month as a list of weeks of seven (day, weekday) tuples."""
        days = list(self.itermonthdays2(year, month))
        return [days[i:i + 7] for i in range(0, len(days), 7)]

    def monthdayscalendar(self, year, month):
        """A month as a list of weeks of seven day numbers."""
        days = list(self.itermonthdays(year, month))
        return [days[i:i + 7] for i in range(0, len(days), 7)]

    def yeardatescalendar(self, year, width=3):
        """A year as rows of width months, each a monthdatescalendar."""
        months = [self.monthdatescalendar(year, i) for i in range(JANUARY, JANUARY + 12)]
        return [months[i:i + width] for i in range(0, len(months), width)]

    def yeardays2calendar(self, year, width=3):
        """A year as rows of width months, each a monthdays2calendar."""
        months = [self.monthdays2calendar(year, i) for i in range(JANUARY, JANUARY + 12)]
        return [months[i:i + width] for i in range(0, len(months), width)]

    def yeardayscalendar(self, year, width=3):
        """A year as rows of width months, each a monthdayscalendar."""
        months = [self.monthdayscalendar(year, i) for i in range(JANUARY, JANUARY + 12)]
        return [months[i:i + width] for i in range(0, len(months), width)]


class TextCalendar(Calendar):
    """Subclass of Calendar that outputs a calendar as a simple plain text
    similar to the UNIX program cal."""

    def prweek(self, theweek, width):
        """Print a single week (no newline)."""
        print(self.formatweek(theweek, width), end="")

    def formatday(self, day, weekday, width):
        """Returns a formatted day."""
        if day == 0:
            s = ""
        else:
            s = "%2i" % day
        return s.center(width)

    def formatweek(self, theweek, width):
        """Returns a single week in a string (no newline)."""
        return " ".join(self.formatday(d, wd, width) for (d, wd) in theweek)

    def formatweekday(self, day, width):
        """Returns a formatted week day name."""
        if width >= 9:
            names = day_name
        else:
            names = day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        """Return a header for a week."""
        return " ".join(self.formatweekday(i, width) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        """Return a formatted month name."""
        s = month_name[themonth]
        if withyear:
            s = "%s %r" % (s, theyear)
        return s.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        """Print a month's calendar."""
        print(self.formatmonth(theyear, themonth, w, l), end="")

    def formatmonth(self, theyear, themonth, w=0, l=0):
        """Return a month's calendar string (multi-line)."""
        w = max(2, w)
        l = max(1, l)
        s = self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1)
        s = s.rstrip()
        s += "\n" * l
        s += self.formatweekheader(w).rstrip()
        s += "\n" * l
        for week in self.monthdays2calendar(theyear, themonth):
            s += self.formatweek(week, w).rstrip()
            s += "\n" * l
        return s

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        """Returns a year's calendar as a multi-line string."""
        w = max(2, w)
        l = max(1, l)
        c = max(2, c)
        colwidth = (w + 1) * 7 - 1
        out = []
        out.append(repr(theyear).center(colwidth * m + c * (m - 1)).rstrip())
        out.append("\n" * l)
        header = self.formatweekheader(w)
        for i, row in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * i + 1, min(m * (i + 1) + 1, 13))
            out.append("\n" * l)
            names = (self.formatmonthname(theyear, k, colwidth, False) for k in months)
            out.append(formatstring(names, colwidth, c).rstrip())
            out.append("\n" * l)
            headers = (header for k in months)
            out.append(formatstring(headers, colwidth, c).rstrip())
            out.append("\n" * l)
            height = max(len(cal) for cal in row)
            for j in range(height):
                weeks = []
                for cal in row:
                    if j >= len(cal):
                        weeks.append("")
                    else:
                        weeks.append(self.formatweek(cal[j], w))
                out.append(formatstring(weeks, colwidth, c).rstrip())
                out.append("\n" * l)
        return "".join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        """Print a year's calendar."""
        print(self.formatyear(theyear, w, l, c, m), end="")


class HTMLCalendar(Calendar):
    """This calendar returns complete HTML pages."""

    cssclasses = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    cssclasses_weekday_head = cssclasses
    cssclass_noday = "noday"
    cssclass_month_head = "month"
    cssclass_month = "month"
    cssclass_year_head = "year"
    cssclass_year = "year"

    def formatday(self, day, weekday):
        if day == 0:
            return '<td class="%s">&nbsp;</td>' % self.cssclass_noday
        return '<td class="%s">%d</td>' % (self.cssclasses[weekday], day)

    def formatweek(self, theweek):
        s = "".join(self.formatday(d, wd) for (d, wd) in theweek)
        return "<tr>%s</tr>" % s

    def formatweekday(self, day):
        return '<th class="%s">%s</th>' % (
            self.cssclasses_weekday_head[day], day_abbr[day])

    def formatweekheader(self):
        s = "".join(self.formatweekday(i) for i in self.iterweekdays())
        return "<tr>%s</tr>" % s

    def formatmonthname(self, theyear, themonth, withyear=True):
        if withyear:
            s = "%s %s" % (month_name[themonth], theyear)
        else:
            s = "%s" % month_name[themonth]
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (
            self.cssclass_month_head, s)

    def formatmonth(self, theyear, themonth, withyear=True):
        v = []
        a = v.append
        a('<table border="0" cellpadding="0" cellspacing="0" class="%s">' % (
            self.cssclass_month))
        a("\n")
        a(self.formatmonthname(theyear, themonth, withyear=withyear))
        a("\n")
        a(self.formatweekheader())
        a("\n")
        for week in self.monthdays2calendar(theyear, themonth):
            a(self.formatweek(week))
            a("\n")
        a("</table>")
        a("\n")
        return "".join(v)


LocaleTextCalendar = TextCalendar
LocaleHTMLCalendar = HTMLCalendar

c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear

_colwidth = 7 * 3 - 1
_spacing = 6


def format(cols, colwidth=_colwidth, spacing=_spacing):
    """Prints multi-column formatting for year calendars"""
    print(formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """Returns a string formatted from n strings, centered within n columns."""
    spacing *= " "
    return spacing.join(c.center(colwidth) for c in cols)


EPOCH = 1970
_EPOCH_ORD = datetime.date(EPOCH, 1, 1).toordinal()


def timegm(tuple):
    """Unrelated but handy function to calculate Unix timestamp from GMT."""
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    hours = days * 24 + hour
    minutes = hours * 60 + minute
    seconds = minutes * 60 + second
    return seconds
