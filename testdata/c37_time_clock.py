# time.clock_gettime, clock_gettime_ns and clock_getres.
import time

for name in ["CLOCK_REALTIME", "CLOCK_MONOTONIC", "CLOCK_MONOTONIC_RAW", "CLOCK_BOOTTIME", "CLOCK_TAI",
             "CLOCK_PROCESS_CPUTIME_ID", "CLOCK_THREAD_CPUTIME_ID"]:
    cid = getattr(time, name)
    a = time.clock_gettime(cid)
    b = time.clock_gettime_ns(cid)
    print(name, cid, type(a).__name__, type(b).__name__, a >= 0, b >= 0, time.clock_getres(cid))
print(abs(time.clock_gettime(time.CLOCK_REALTIME) - time.time()) < 5)
m1 = time.clock_gettime_ns(time.CLOCK_MONOTONIC)
m2 = time.clock_gettime_ns(time.CLOCK_MONOTONIC)
print(m2 >= m1)
for bad in [12345, "x", 1.5]:
    try:
        time.clock_gettime(bad)
    except (OSError, TypeError) as e:
        print(type(e).__name__, e)
