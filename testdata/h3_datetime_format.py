# datetime's naive isoformat()/str() fast paths, and fromtimestamp()'s
# fold detection in whole seconds (run in a child with a DST time zone).
import os
import subprocess
import sys
from datetime import datetime, timezone, timedelta

CHILD = r'''
from datetime import datetime, timezone
for name, when in (("fall", datetime(2023, 11, 5, 5, 30, tzinfo=timezone.utc)),
                   ("spring", datetime(2023, 3, 12, 6, 30, tzinfo=timezone.utc))):
    base = when.timestamp()
    for k in range(-8, 9):
        t = base + k * 900 + 0.25
        d = datetime.fromtimestamp(t)
        print(name, k, repr(d), d.fold, d.timestamp() == t)
print(datetime.fromtimestamp(0.9999999), datetime.fromtimestamp(-1.5))
'''
for tz in ("America/New_York", "Australia/Lord_Howe", "UTC"):
    env = dict(os.environ, TZ=tz)
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True)
    print(tz, out.returncode, out.stderr)
    print(out.stdout)


class D(datetime):
    def isoformat(self, sep="T", timespec="auto"):
        return "custom" + sep


class E(datetime):
    def utcoffset(self):
        return timedelta(hours=1)


for d in (datetime(2020, 1, 2, 3, 4, 5), datetime(2020, 1, 2, 3, 4, 5, 6), datetime(1, 1, 1),
          datetime(9999, 12, 31, 23, 59, 59, 999999), D(2020, 1, 2, 3, 4, 5), E(2020, 1, 2, 3, 4, 5, 600),
          datetime(2020, 1, 2, 3, 4, 5, 6, tzinfo=timezone(timedelta(hours=-3))),
          datetime(2020, 1, 2, 3, 4, 5, fold=1)):
    print(str(d), d.isoformat(), d.isoformat("\u00e9"), d.isoformat(" ", "auto"),
          d.isoformat(timespec="milliseconds"), format(d, ""), "%s" % d, f"{d}")
for bad in (("TT",), (1,), ("T", "bogus")):
    try:
        datetime(2020, 1, 2).isoformat(*bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# repr's trailing fields, replace() from the fields, == and - of datetimes
tz5 = timezone(timedelta(hours=5))
for d in (datetime(2020, 1, 2), datetime(2020, 1, 2, 0, 0, 1), datetime(2020, 1, 2, 0, 1),
          datetime(2020, 1, 2, 0, 0, 0, 1), datetime(2020, 1, 2, 3, 0, 5, 0, tz5),
          datetime(2020, 1, 2, fold=1), D(2021, 5, 6, 7, 8), E(2021, 5, 6, 7, 8, 9, 10, tzinfo=tz5, fold=1)):
    print(repr(d), repr(d.replace(second=7)), repr(d.replace(microsecond=0, tzinfo=None)),
          repr(d.replace(fold=0)), type(d.replace(year=1999)).__name__)
a, b = datetime(2024, 3, 1, 12), datetime(2023, 2, 28, 23, 59, 59, 999999)
for x, y in ((a, b), (b, a), (a, a), (datetime.max, datetime.min), (datetime.min, datetime.max),
             (a.replace(tzinfo=tz5), b.replace(tzinfo=tz5)), (a.replace(tzinfo=tz5), b.replace(tzinfo=timezone.utc)),
             (D(2020, 1, 1), datetime(2019, 12, 31, 0, 0, 0, 1)), (a, a.replace(fold=1))):
    print(repr(x - y), x == y, x != y, x < y, x >= y)
try:
    a - a.replace(tzinfo=tz5)
except TypeError as e:
    print("TypeError", e)
print(a == a.replace(tzinfo=tz5), a.replace(tzinfo=tz5) == a.replace(tzinfo=timezone.utc, hour=7))
