# time.tzset() rereads TZ: POSIX rules, UTC and the empty string.
import datetime
import os
import time

for tz in ["EST+05EDT,M3.2.0,M11.1.0", "UTC", "", "AEST-10AEDT,M10.1.0,M4.1.0/3", "JST-9",
           "<+0330>-3:30", "CET-1CEST,M3.5.0,M10.5.0/3", "UTC0"]:
    os.environ["TZ"] = tz
    time.tzset()
    print(repr(tz), time.timezone, time.altzone, time.daylight, time.tzname)
    for t in (1700000000, 1690000000, 0):
        lt = time.localtime(t)
        print("  ", time.strftime("%Y-%m-%d %H:%M:%S %Z %z", lt), lt.tm_isdst, lt.tm_gmtoff,
              time.mktime(lt) == t, time.ctime(t))
    print("  ", datetime.datetime.fromtimestamp(1700000000), datetime.datetime(2024, 7, 1, 12).astimezone().tzname())
try:
    time.tzset(1)
except TypeError as e:
    print("TypeError")
