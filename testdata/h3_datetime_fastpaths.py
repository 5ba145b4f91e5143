# datetime's fast paths: timedelta from ints, datetime + timedelta,
# fromisoformat of YYYY-MM-DD?HH:MM:SS[.ffffff], strftime formats with
# nothing for datetime to expand; each against the general path's results.
from datetime import datetime, timedelta, timezone, date, time


def show(f, *a, **k):
    try:
        r = f(*a, **k)
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)


for args, kw in [((), {}), ((1,), {}), ((0, 86399, 999999), {}),
                 ((0, 86400), {}), ((-1,), {}), ((0, -1), {}),
                 ((0, 0, -1), {}), ((), {"weeks": 3, "hours": -5}),
                 ((), {"milliseconds": 1500, "minutes": 61}),
                 ((True, False, True), {}), ((1, 2.5), {}),
                 ((999999999, 86399, 999999), {}), ((1000000000,), {}),
                 ((-999999999,), {}), ((0, -86400 * 999999999 - 1), {}),
                 ((2**40,), {}), ((), {"hours": 2**70}), ((), {"weeks": -1}),
                 ((0, 0, 10**20), {})]:
    show(timedelta, *args, **kw)

base = datetime(2024, 2, 28, 23, 59, 59, 999999)
deltas = [timedelta(microseconds=1), timedelta(seconds=1), timedelta(1),
          timedelta(-1), timedelta(microseconds=-1), timedelta(0),
          timedelta(days=366, seconds=86399, microseconds=999999),
          timedelta(days=-800000), timedelta(days=3000000),
          timedelta.max, timedelta.min]
for d in deltas:
    show(lambda: base + d)
    show(lambda: d + base)
    show(lambda: base - d)
show(lambda: datetime.max + timedelta(microseconds=1))
show(lambda: datetime.max + timedelta(microseconds=0))
show(lambda: datetime.min - timedelta(microseconds=1))
show(lambda: datetime.min + timedelta(microseconds=1))
show(lambda: datetime(9999, 1, 1) + timedelta(days=999999999))
tz = timezone(timedelta(hours=5, minutes=30), "IST")
a = datetime(2000, 12, 31, 18, 30, tzinfo=tz, fold=1)
r = a + timedelta(hours=6)
print(r, r.tzinfo, r.fold, r.utcoffset(), hash(r) == hash(r.replace()))


class MyDT(datetime):
    def __new__(cls, *args, **kw):
        print("MyDT.__new__", args, kw)
        return super().__new__(cls, *args, **kw)


m = MyDT(2020, 1, 31, 12)
show(lambda: m + timedelta(days=1, hours=13))
show(lambda: m - timedelta(days=40))
show(lambda: timedelta(1) + m)
r = datetime(2024, 1, 1) + timedelta(days=59)
print(r, r.weekday(), r.timetuple(), r == datetime(2024, 2, 29), hash(r) == hash(datetime(2024, 2, 29)))
for y in (1, 4, 100, 400, 1900, 2000, 2023, 2024, 9999):
    for mo in (1, 2, 3, 12):
        d = datetime(y, mo, 28, 1, 2, 3)
        print(y, mo, d.toordinal(), d.timetuple().tm_yday, d.weekday(),
              (d + timedelta(days=1)).isoformat())

for s in ["2024-01-15T10:20:30", "2024-01-15 10:20:30", "2024-01-15x10:20:30",
          "2024-01-15T10:20:30.123456", "2024-01-15T10:20:30,123456",
          "2024-01-15T10:20:30.12345", "2024-02-30T10:20:30", "2023-02-29T00:00:00",
          "2024-13-01T00:00:00", "2024-00-10T00:00:00", "0000-01-01T00:00:00",
          "2024-01-15T24:00:00", "2024-01-15T23:60:00", "2024-01-15T23:59:60",
          "2024-01-1５T10:20:30", "2024-01-15T10:20:3٣", "2024-01-15T10:20:30.12345٦",
          "2024-01-15T10:20:30.1234567", "2024-01-15T10:20:30+01:00",
          "2024-01-15T10:20:30.123+01:00", "2024-W03-1T10:20:30", "2024-01-15T10-20-30",
          "2024-01-15T1020:30", "2024/01/15T10:20:30", "-024-01-15T10:20:30",
          "2024-01-15T10:20:30Z", "2024-01-15T10:20:30.000000", "2024-01-15T10:20:30.      ",
          "2024-01-15é10:20:30", "2024-01-15T10:20:30.12345é", "2024-01-15\U0001f600" "10:20:30",
          "9999-12-31T23:59:59.999999", "0001-01-01 00:00:00", "2024-01-15T10:20:30.+12345"]:
    show(datetime.fromisoformat, s)
    show(MyDT.fromisoformat, s) if s == "2024-01-15T10:20:30" else None

d = datetime(2024, 3, 5, 7, 8, 9, 10, tzinfo=tz)
n = datetime(2024, 3, 5, 7, 8, 9, 10)
for fmt in ["%Y-%m-%d %H:%M:%S", "%f", "%%f", "%%%f", "%z|%:z|%Z", "%%z", "abc%",
            "%", "%%", "%a %A %b %B %j %U %W %p %y %e", "%:", "no directives", "100%%",
            "%Y%Z", "%H:%M:%S.%f"]:
    print(repr(fmt), repr(d.strftime(fmt)), repr(n.strftime(fmt)),
          repr(d.date().strftime(fmt)), repr(d.timetz().strftime(fmt)),
          repr(format(d, fmt)))

# constructors: every field at and past its limits
for args, kw in [((2024, 2, 29), {}), ((2023, 2, 29), {}), ((2023, 4, 31), {}), ((2023, 12, 31, 23, 59, 59, 999999), {}),
                 ((0, 1, 1), {}), ((10000, 1, 1), {}), ((1, 0, 1), {}), ((1, 13, 1), {}), ((1, 1, 0), {}),
                 ((2000, 1, 1, 24), {}), ((2000, 1, 1, -1), {}), ((2000, 1, 1, 0, 60), {}), ((2000, 1, 1, 0, 0, 60), {}),
                 ((2000, 1, 1, 0, 0, 0, 1000000), {}), ((2000, 1, 1, 0, 0, 0, -1), {}), ((2000, 1, 1), {"fold": 1}),
                 ((2000, 1, 1), {"fold": 2}), ((2000, 1, 1), {"fold": True}), ((2000, 1, 1), {"fold": -1}),
                 ((2000, 1, 1, 0, 0, 0, 0, 5), {}), ((2000, 1, 1, 0, 0, 0, 0, tz), {}), ((True, 1, 1), {}),
                 ((2000, True, 1, True), {}), ((2000, 1, 1.0), {}), ((2000, 1, 1, 0, 0, 0, 0, None), {"fold": 1}),
                 ((2**70, 1, 1), {}), ((2000, 2, 30), {}), ((1900, 2, 29), {}), ((2000, 2, 29, 1), {})]:
    show(datetime, *args, **kw)
    if len(args) >= 3 and not kw:
        show(date, *args[:3])
r = datetime(2000, 1, 1, fold=True)
print(r.fold, type(r.fold).__name__, repr(r))
show(MyDT, 2000, 1, 2, 3)
show(lambda: MyDT(2000, 1, 2) + timedelta(1))
for v in (2**31, -2**31 - 1, 2**63, -2**63 - 1, 2**70):
    for f in (lambda: datetime(v, 1, 1), lambda: datetime(2000, v, 1), lambda: datetime(0, 1, 1, v),
              lambda: date(v, 1, 1), lambda: datetime(2000, 1, 1, 0, 0, 0, v), lambda: datetime(2000, 1, 1, fold=v),
              lambda: time(v), lambda: datetime(2000, 1, 1).replace(minute=v)):
        show(f)
show(datetime, 2000, 1, 1, fold=1.5)
show(datetime, 0, 1, 1, 1.5)
show(time, 1, fold=True)
