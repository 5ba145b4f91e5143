import datetime
from datetime import date, time, datetime as DT, timedelta, timezone, tzinfo

def show(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

# timedelta
td = timedelta(days=1, hours=2, minutes=3, seconds=4, microseconds=5, milliseconds=6, weeks=1)
print(repr(td), str(td), td.days, td.seconds, td.microseconds, td.total_seconds())
print(repr(timedelta()), str(timedelta()), repr(timedelta(-1)), str(timedelta(seconds=-1)))
print(str(timedelta(days=-3, microseconds=7)), str(timedelta(days=2)), str(timedelta(days=-1)))
print(repr(timedelta(seconds=1.5)), repr(timedelta(microseconds=0.5)), repr(timedelta(microseconds=1.5)))
print(repr(timedelta(days=0.1)), repr(timedelta(hours=-0.25)), repr(timedelta(weeks=1.7)))
print(td + td, td - td, -td, abs(-td), +td, td * 2, 2 * td, td * 0.5, td / 3, td / 2.5, td // 4)
print(td / timedelta(hours=1), td // timedelta(hours=1), td % timedelta(hours=1), divmod(td, timedelta(hours=5)))
print(timedelta(1) == timedelta(hours=24), timedelta(1) < timedelta(2), timedelta(0) == 0, bool(timedelta(0)), bool(timedelta(microseconds=1)))
print(timedelta.min, timedelta.max, timedelta.resolution)
print(hash(timedelta(1, 2, 3)) == hash(timedelta(1, 2, 3)), hash(timedelta(1,2,3)))
show('overflow', lambda: timedelta(days=1000000000))
show('overflow2', lambda: timedelta.max + timedelta(1))
show('badtype', lambda: timedelta(days='1'))
show('zerodiv', lambda: td / 0)
show('zerodiv2', lambda: td // timedelta(0))
show('addint', lambda: td + 1)
show('mulstr', lambda: td * 'a')
show('cmp', lambda: td < 5)

# date
d = date(2024, 2, 29)
print(repr(d), str(d), d.year, d.month, d.day, d.weekday(), d.isoweekday(), d.toordinal())
print(d.isocalendar(), d.isocalendar().week, tuple(d.isocalendar()), d.ctime(), d.isoformat())
print(d.timetuple())
print(d + timedelta(days=1), d - timedelta(days=366), d - date(2000, 1, 1), date.fromordinal(738000))
print(d.replace(day=1), d.replace(year=2023, day=28), date.min, date.max, date.resolution)
print(date.fromisoformat('2021-03-04'), date.fromisoformat('20210304'), date.fromisoformat('2021-W01-1'), date.fromisoformat('2021W053'))
print(date.fromisocalendar(2020, 53, 7), date(2020, 12, 31).isocalendar(), date(2021, 1, 3).isocalendar(), date(2019, 12, 30).isocalendar())
print(d.strftime('%Y-%m-%d %A %a %B %b %j %U %W %w %y %H:%M:%S %%'), format(d, '%d/%m/%Y'), format(d, ''), f'{d:%Y}')
print(d == date(2024, 2, 29), d != date(2024, 2, 28), d < date(2025, 1, 1), d >= date(2024, 2, 29), d == DT(2024, 2, 29))
print(hash(d) == hash(date(2024, 2, 29)), hash(d), sorted({date(2020, 1, i) for i in range(1, 8)}))
for args in [(0, 1, 1), (10000, 1, 1), (2023, 13, 1), (2023, 0, 1), (2023, 2, 29), (2024, 4, 31), (2024, 1, 0), ('2024', 1, 1), (2024.0, 1, 1)]:
    show('date%r' % (args,), lambda: date(*args))
show('missing', lambda: date(2024))
show('ordinal0', lambda: date.fromordinal(0))
show('iso bad', lambda: date.fromisoformat('2021-3-4'))
show('iso bad2', lambda: date.fromisoformat('2021-02-30'))
show('iso type', lambda: date.fromisoformat(20210304))
show('isocal bad', lambda: date.fromisocalendar(2021, 53, 1))
show('isocal bad2', lambda: date.fromisocalendar(2021, 5, 8))
show('date+date', lambda: d + d)
show('date<dt', lambda: d < DT(2024, 1, 1))
show('date-dt', lambda: d - DT(2024, 1, 1))
show('date overflow', lambda: date.max + timedelta(1))
show('date<int', lambda: d < 3)

# time
t = time(12, 30, 15, 500)
print(repr(t), str(t), t.hour, t.minute, t.second, t.microsecond, t.tzinfo, t.fold)
print(repr(time()), repr(time(1)), repr(time(1, 2, 3)), repr(time(1, 2, 0, 4)), repr(time(1, 2, fold=1)))
print(t.isoformat('hours'), t.isoformat('minutes'), t.isoformat('seconds'), t.isoformat('milliseconds'), t.isoformat('microseconds'))
print(time.fromisoformat('10:11:12'), time.fromisoformat('10:11:12.123'), time.fromisoformat('T1011'), repr(time.fromisoformat('10:11+05:30')))
print(t.strftime('%H|%I|%M|%S|%f|%p|%z|%Z'), t.replace(hour=1), t < time(13), t == time(12, 30, 15, 500), time.min, time.max)
tt = time(3, 4, tzinfo=timezone(timedelta(hours=-5)))
print(repr(tt), str(tt), tt.utcoffset(), tt.tzname(), tt.dst(), tt.strftime('%z %:z %Z'))
print(tt == time(8, 4, tzinfo=timezone.utc), tt == time(3, 4), hash(tt) == hash(time(8, 4, tzinfo=timezone.utc)))
show('time<aware', lambda: tt < time(3, 4))
show('hour', lambda: time(24))
show('minute', lambda: time(1, 60))
show('second', lambda: time(1, 1, 60))
show('us', lambda: time(1, 1, 1, 1000000))
show('fold', lambda: time(1, fold=2))
show('tzinfo', lambda: time(1, tzinfo=1))
show('timespec', lambda: t.isoformat('days'))
show('time iso bad', lambda: time.fromisoformat('25:00'))
show('time iso bad2', lambda: time.fromisoformat('1:00'))

# datetime
dt = DT(2023, 11, 5, 14, 7, 9, 123456)
print(repr(dt), str(dt), dt.isoformat(), dt.isoformat(' ', 'seconds'), dt.date(), dt.time(), dt.timetz())
print(repr(DT(2020, 1, 1)), repr(DT(2020, 1, 1, 5)), repr(DT(2020, 1, 1, 0, 0, 7)), repr(DT(2020, 1, 1, fold=1)))
print(dt.ctime(), dt.timetuple(), dt.weekday(), dt.toordinal())
print(dt + timedelta(hours=12), dt - timedelta(days=400), dt - DT(2023, 1, 1), DT(2023, 1, 1) - dt)
print(dt.replace(microsecond=0), dt.strftime('%Y-%m-%dT%H:%M:%S.%f %c | %x | %X | %I %p'))
print(DT.combine(date(2020, 5, 6), time(7, 8)), repr(DT.combine(date(2020, 5, 6), time(7, 8), tzinfo=timezone.utc)))
print(DT.fromisoformat('2011-11-04'), DT.fromisoformat('2011-11-04T00:05:23'), DT.fromisoformat('2011-11-04T00:05:23Z'))
print(repr(DT.fromisoformat('2011-11-04 00:05:23.283+00:00')), repr(DT.fromisoformat('2011-11-04T00:05:23+04:00')), DT.fromisoformat('20111104T000523'))
print(repr(DT.fromisoformat('2011-W01-2T00:05:23.283')))
show('iso 24', lambda: DT.fromisoformat('2011-11-04T24:00'))
print(DT.strptime('2021-06-07 08:09:10', '%Y-%m-%d %H:%M:%S'), DT.strptime('07/Jun/21 8PM', '%d/%b/%y %I%p'))
print(repr(DT.strptime('2021-06-07T08:09:10.5+0130', '%Y-%m-%dT%H:%M:%S.%f%z')), DT.strptime('Monday 2021 23', '%A %Y %W'), DT.strptime('Tue Mar  3 01:02:03 2020', '%c'))
print(DT.strptime('2020 100', '%Y %j'), DT.strptime('2020 5 3', '%Y %U %w'), DT.strptime('1999 0 0', '%Y %W %w'))
show('strptime bad', lambda: DT.strptime('2021-06', '%Y-%m-%d'))
show('strptime extra', lambda: DT.strptime('2021-06-07x', '%Y-%m-%d'))
show('strptime directive', lambda: DT.strptime('2021', '%Q'))
show('strptime day', lambda: DT.strptime('2021-02-30', '%Y-%m-%d'))
show('dt bad', lambda: DT(2021, 2, 3, 25))
show('dt iso bad', lambda: DT.fromisoformat('2011-11-04T00:05:23+'))
show('dt iso bad2', lambda: DT.fromisoformat('2011-11-04X'))
show('dt iso bad3', lambda: DT.fromisoformat('2011-11-04T24:00:01'))
show('sep', lambda: dt.isoformat('ab'))

utc = timezone.utc
a = DT(2020, 3, 1, 12, tzinfo=utc)
b = DT(2020, 3, 1, 7, tzinfo=timezone(timedelta(hours=-5), 'EST'))
print(repr(a), repr(b), a == b, a - b, hash(a) == hash(b), str(b), b.tzname(), b.utcoffset())
print(a.timestamp(), b.timestamp(), DT.fromtimestamp(0, utc), DT.fromtimestamp(1.5e9, timezone(timedelta(hours=2))))
print(repr(DT.fromtimestamp(1234567890.123456, utc)), repr(DT.fromtimestamp(-1.25, utc)))
print(b.astimezone(utc), a.astimezone(timezone(timedelta(hours=9))), a.utctimetuple())
print(a < b + timedelta(1), a.isoformat(), b.isoformat(timespec='minutes'), a.strftime('%z %Z'), b.strftime('%z %:z %Z'))
n = DT(2020, 3, 1, 12)
print(a == n, a != n)
show('naive<aware', lambda: a < n)
show('naive-aware', lambda: a - n)
show('dt<date', lambda: n < date(2020, 1, 1))
show('dt==date', lambda: n == date(2020, 3, 1))
print(n.utcoffset(), n.tzname(), n.dst(), n.strftime('[%z][%Z]'))

# timezone
print(repr(utc), str(utc), repr(datetime.UTC), datetime.UTC is utc, timezone(timedelta(0)) is utc)
tz1 = timezone(timedelta(hours=5, minutes=30))
tz2 = timezone(timedelta(hours=-3), 'BRT')
print(repr(tz1), str(tz1), repr(tz2), str(tz2), tz1.utcoffset(None), tz1.dst(None), tz2.tzname(None))
print(repr(timezone.min), repr(timezone.max), tz1 == timezone(timedelta(minutes=330)), hash(tz1) == hash(timedelta(minutes=330)))
print(timezone(timedelta(seconds=3661)), timezone(timedelta(microseconds=-1)), timezone(timedelta(0), 'Z'))
show('tz big', lambda: timezone(timedelta(hours=24)))
show('tz type', lambda: timezone(5))
show('tz name', lambda: timezone(timedelta(0), 5))
show('tz sub', lambda: type('X', (timezone,), {}))
show('utcoffset arg', lambda: utc.utcoffset(5))

class GMT1(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=1) + self.dst(dt)
    def dst(self, dt):
        if dt is not None and 4 <= dt.month <= 9:
            return timedelta(hours=1)
        return timedelta(0)
    def tzname(self, dt):
        return 'GMT+1'
    def __repr__(self):
        return 'GMT1()'

g = GMT1()
x = DT(2020, 6, 1, 12, tzinfo=g)
y = DT(2020, 1, 1, 12, tzinfo=g)
print(repr(x), x.utcoffset(), x.dst(), y.utcoffset(), y.dst(), x.tzname(), x.astimezone(utc), y.astimezone(utc))
print(utc.fromutc(DT(2020, 1, 1, tzinfo=utc)), g.fromutc(DT(2020, 6, 1, tzinfo=g)), x.timetuple().tm_isdst, y.timetuple().tm_isdst)

class Bad(tzinfo):
    def utcoffset(self, dt):
        return 5
show('bad offset', lambda: DT(2020, 1, 1, tzinfo=Bad()).utcoffset())
class Bad2(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=25)
show('bad offset2', lambda: DT(2020, 1, 1, tzinfo=Bad2()).utcoffset())
show('abstract', lambda: DT(2020, 1, 1, tzinfo=tzinfo()).utcoffset())

# reduce / misc
print(date(1980, 5, 7).__reduce__(), DT(2020, 1, 2, 3, 4, 5, 6).__reduce__(), time(1, 2, 3, 4).__reduce__(), timedelta(1, 2, 3).__reduce__())
print(DT(2020, 1, 2, tzinfo=utc).__reduce__(), utc.__reduce__(), tz2.__reduce__())
print(date(b'\x07\xbc\x05\x07'), DT(b'\x07\xe4\x01\x02\x03\x04\x05\x00\x00\x06'), repr(time(b'\x01\x02\x03\x00\x00\x04')))
print(datetime.MINYEAR, datetime.MAXYEAR, DT.min, DT.max, DT.resolution, date.max.toordinal())
class MyDate(date):
    pass
class MyDT(DT):
    def extra(self):
        return 'extra'
print(repr(MyDate(2020, 1, 1)), type(MyDate(2020, 1, 1) + timedelta(1)).__name__, repr(MyDT(2020, 1, 1, 5)), MyDT(2020, 1, 1).extra())
print(type(MyDT.fromisoformat('2020-01-01')).__name__, type(MyDT.combine(date(2020, 1, 1), time())).__name__, type(MyDate.fromordinal(5)).__name__)
print(isinstance(DT(2020, 1, 1), date), issubclass(timezone, tzinfo), DT.__module__, date.__name__, date.__qualname__)
print(sorted([DT(2020, 1, 1, 5), DT(2019, 1, 1), DT(2020, 1, 1)]), max(date(2020, 1, 1), date(2021, 1, 1)))
print(date.today() > date(2020, 1, 1), DT.now() > DT(2020, 1, 1), DT.now(utc).tzinfo, type(DT.today()).__name__)
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    print(DT.utcfromtimestamp(86400), DT.utcnow() > DT(2020, 1, 1))
    print([str(x.message) for x in w], [x.category.__name__ for x in w])
print(DT(1, 1, 1).isoformat(), DT(9999, 12, 31).strftime('%Y %j'), date(2000, 1, 1).strftime('%G-W%V-%u'))
