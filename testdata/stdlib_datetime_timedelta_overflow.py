# timedelta's overflow errors as CPython's C datetime words them: days
# beyond a C int are "Python int too large to convert to C int", days
# within it but beyond +-999999999 are "days=N; must have magnitude ...",
# for the constructor and for arithmetic alike.
import datetime

td = datetime.timedelta
cases = [
    dict(days=10**10), dict(days=-10**10), dict(days=10**20),
    dict(days=2**31), dict(days=2**31 - 1), dict(days=-2**31), dict(days=-2**31 - 1),
    dict(days=999999999), dict(days=-999999999), dict(days=1000000000),
    dict(days=-1000000000), dict(seconds=10**20), dict(weeks=10**9),
    dict(hours=10**15), dict(microseconds=10**30), dict(days=1e10),
    dict(days=999999999, hours=24), dict(days=-999999999, microseconds=-1),
]
for kw in cases:
    try:
        print(kw, "->", td(**kw))
    except OverflowError as e:
        print(kw, "-> OverflowError:", e)

ops = [
    lambda: td(10**9 - 1) * 2,
    lambda: td(999999999, 86399, 999999) * 10,
    lambda: td(999999999) + td(1),
    lambda: -td(999999999) - td(1),
    lambda: td(999999999) * 3,
    lambda: td(1) * 10**10,
    lambda: td(days=1) / 1e-10,
    lambda: td(1) // 1e-10 if False else td(microseconds=1) * 1e20,
    lambda: datetime.date(1, 1, 1) + td(days=10**9 - 1),
    lambda: datetime.datetime.max + td(1),
]
for op in ops:
    try:
        print(op())
    except OverflowError as e:
        print("OverflowError:", e)
print(td.max, td.min, td.max.days, td.min.days)
