"""Date utilities: datetime arithmetic, strftime/strptime, calendar, isocalendar, timedelta."""
import calendar
from datetime import date, datetime, time, timedelta, timezone

d = date(2024, 2, 28)
print(d + timedelta(days=1), d + timedelta(days=2), d.replace(year=2023) + timedelta(days=1))
print(date(2024, 12, 30).isocalendar(), date(2021, 1, 3).isocalendar(), date(2026, 1, 1).isocalendar().week)
print(d.isoweekday(), d.weekday(), d.toordinal(), date.fromordinal(738000), date.fromisoformat("2024-W10-3"))
td = timedelta(days=-1, seconds=5, microseconds=7)
print(repr(td), str(td), td.total_seconds(), abs(td))
print(repr(timedelta(hours=36, minutes=5)), str(timedelta(hours=36, minutes=5)), timedelta(0), repr(timedelta(0)))
print(str(timedelta(microseconds=1500)), timedelta(weeks=2) / timedelta(days=3), timedelta(weeks=2) // timedelta(days=3))
print(timedelta(days=10) % timedelta(days=3), divmod(timedelta(hours=25), timedelta(hours=7)), timedelta(seconds=10) * 1.5)
dt = datetime(2024, 3, 10, 14, 5, 9, 123456)
for fmt in ["%Y-%m-%d %H:%M:%S", "%a %b %d %I:%M %p", "%j %U %W", "%y%m%d.%f", "%A, %B %-d" if False else "%A, %B %d", "%%Y %c", "%x %X", "%G-W%V-%u"]:
    print(f"{fmt!r:26} {dt.strftime(fmt)}")
print(f"{dt:%Y/%m/%d}", f"{d:%d.%m.%Y}", format(time(7, 8), "%H.%M"))
p = datetime.strptime("2023-07-04 09:30:15", "%Y-%m-%d %H:%M:%S")
print(p, repr(p), p.isoformat(), p.isoformat(sep=" ", timespec="minutes"))
print(datetime.strptime("12/25/99 11PM", "%m/%d/%y %I%p"), datetime.strptime("1 Jan 2000", "%d %b %Y").date())
try:
    datetime.strptime("2023-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
try:
    datetime.strptime("2023-01-01 extra", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
tz = timezone(timedelta(hours=5, minutes=30), "IST")
aware = datetime(2024, 1, 1, 12, 0, tzinfo=timezone.utc)
print(aware, aware.astimezone(tz), aware.astimezone(tz).tzname(), repr(tz), str(timezone(timedelta(hours=-3))))
print(datetime.fromisoformat("2024-05-06T07:08:09+02:00"), datetime.fromisoformat("2024-05-06T07:08:09Z").utcoffset())
print((datetime(2024, 3, 1) - datetime(2023, 3, 1)).days, datetime(2000, 1, 1) < datetime(2000, 1, 1, 0, 0, 1))
print(datetime.combine(date(2020, 2, 29), time(23, 59)), datetime(2020, 1, 1).timestamp() if False else "", time(1, 2, 3, 4))
print(calendar.isleap(1900), calendar.isleap(2000), calendar.leapdays(1900, 2025), calendar.monthrange(2024, 2), calendar.weekday(2024, 7, 4))
print(calendar.month(2024, 2))
tc = calendar.TextCalendar(firstweekday=6)
print(tc.formatmonth(2023, 9, w=3))
print(calendar.monthcalendar(2025, 3))
print(list(calendar.day_abbr), calendar.month_name[11], calendar.firstweekday())
print(list(tc.itermonthdays2(2024, 2))[:9])
def nth_weekday(year, month, weekday, n):
    days = [d for d in calendar.Calendar().itermonthdates(year, month) if d.month == month and d.weekday() == weekday]
    return days[n] if n >= 0 else days[n]
print(nth_weekday(2024, 11, calendar.THURSDAY, 3), nth_weekday(2024, 5, calendar.MONDAY, -1))
def easter(y):
    a, b, c = y % 19, y // 100, y % 100
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month, day = divmod(h + l - 7 * m + 114, 31)
    return date(y, month, day + 1)
print([str(easter(y)) for y in (2000, 2024, 2025, 2038)])
print(date.max, date.min, timedelta.max, timedelta.resolution, datetime(2024, 1, 31).replace(month=2, day=29))
try:
    date(2023, 2, 29)
except ValueError as e:
    print(e)
