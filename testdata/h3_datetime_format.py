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
