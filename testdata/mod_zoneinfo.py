# zoneinfo: offsets, DST and names from the system's TZif files, across
# transitions (gaps and folds), the POSIX rule after the last transition,
# fromutc/astimezone, the cache, errors.
import pickle
import zoneinfo
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

UTC = timezone.utc


def changes(z, year):
    # Week by week, then the hour by bisection.
    t = datetime(year, 1, 1, tzinfo=UTC)
    hour = timedelta(hours=1)
    out = []
    last = t.astimezone(z).utcoffset()
    for week in range(1, 54):
        end = t + timedelta(weeks=week)
        if end.astimezone(z).utcoffset() == last:
            continue
        lo, hi = end - timedelta(weeks=1), end
        while hi - lo > hour:
            mid = lo + (hi - lo) // 2 // hour * hour
            if mid.astimezone(z).utcoffset() == last:
                lo = mid
            else:
                hi = mid
        loc = hi.astimezone(z)
        out.append((loc.isoformat(), loc.fold, loc.tzname()))
        last = loc.utcoffset()
    return out


for key in ('Europe/Paris', 'America/New_York', 'Australia/Sydney',
            'UTC', 'Europe/Dublin', 'Asia/Tokyo'):
    z = ZoneInfo(key)
    print(repr(z), str(z), z.key)
    for when in (datetime(1890, 1, 1), datetime(1944, 6, 6, 12), datetime(1999, 1, 15),
                 datetime(2040, 1, 20), datetime(2040, 7, 20)):
        d = when.replace(tzinfo=z)
        print(' ', d.isoformat(), d.utcoffset(), d.dst(), d.tzname())
    # The changes of offset in two years, found a day at a time and then
    # an hour at a time, converting from UTC.
    print(' ', changes(z, 2023 if key != 'Australia/Sydney' else 2060))

# Folds and gaps.
ny = ZoneInfo('America/New_York')
for fold in (0, 1):
    amb = datetime(2023, 11, 5, 1, 30, fold=fold, tzinfo=ny)
    gap = datetime(2023, 3, 12, 2, 30, fold=fold, tzinfo=ny)
    print(fold, amb.utcoffset(), amb.tzname(), amb.astimezone(UTC),
          gap.utcoffset(), gap.tzname(), gap.astimezone(UTC))
    amb = datetime(2050, 11, 6, 1, 30, fold=fold, tzinfo=ny)
    print(fold, amb.utcoffset(), amb.astimezone(UTC))
u = datetime(2023, 11, 5, 5, 30, tzinfo=UTC).astimezone(ny)
v = datetime(2023, 11, 5, 6, 30, tzinfo=UTC).astimezone(ny)
print(u, u.fold, v, v.fold, u == v, u.replace(tzinfo=None) == v.replace(tzinfo=None))
print(datetime(2023, 6, 1, 12, tzinfo=ny) - datetime(2023, 1, 1, 12, tzinfo=ny))

# The cache, no_cache, from_file, pickling.
print(ZoneInfo('Europe/Paris') is ZoneInfo('Europe/Paris'),
      ZoneInfo.no_cache('Europe/Paris') is ZoneInfo('Europe/Paris'))
a = ZoneInfo('Asia/Tokyo')
ZoneInfo.clear_cache(only_keys=['Europe/Paris'])
print(a is ZoneInfo('Asia/Tokyo'))
ZoneInfo.clear_cache()
print(a is ZoneInfo('Asia/Tokyo'), a == ZoneInfo('Asia/Tokyo'))
print(pickle.loads(pickle.dumps(ZoneInfo('Asia/Tokyo'))) is ZoneInfo('Asia/Tokyo'))
for path in zoneinfo.TZPATH:
    try:
        with open(path + '/Europe/Berlin', 'rb') as f:
            zf = ZoneInfo.from_file(f, key='Berlin')
        break
    except OSError:
        pass
print(repr(zf), datetime(2022, 7, 1, tzinfo=zf).tzname())
try:
    pickle.dumps(zf)
except Exception as e:
    print(type(e).__name__, e)
print(ZoneInfo('UTC').utcoffset(None), ZoneInfo('UTC').dst(None), ZoneInfo('UTC').tzname(None))

# Errors.
for bad in ('Nowhere/Town', '/etc/localtime', '../x', 'Europe/../Paris', ''):
    try:
        ZoneInfo(bad)
    except zoneinfo.ZoneInfoNotFoundError as e:
        print('ZoneInfoNotFoundError', e, isinstance(e, KeyError))
    except ValueError as e:
        print('ValueError', e)
try:
    ZoneInfo.from_file(__import__('io').BytesIO(b'nope'))
except ValueError as e:
    print('ValueError', e)
try:
    ny.fromutc(datetime(2020, 1, 1))
except ValueError as e:
    print('ValueError', e)
try:
    zoneinfo.reset_tzpath('abc')
except TypeError as e:
    print('TypeError', e)
print(zoneinfo.__all__, zoneinfo.ZoneInfoNotFoundError.__mro__[1:3])
zones = zoneinfo.available_timezones()
print(len(zones) > 300, 'Europe/Paris' in zones, 'posixrules' in zones,
      any(z.startswith('right/') for z in zones))
print(type(zoneinfo.TZPATH).__name__, all(p.startswith('/') for p in zoneinfo.TZPATH))
for k in ('Asia/Tokyo', 'Etc/GMT+5', 'EST', 'Europe/Paris'):
    z = ZoneInfo(k)
    print(k, z.utcoffset(None), z.dst(None), z.tzname(None))
