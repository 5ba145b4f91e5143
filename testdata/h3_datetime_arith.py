# timedelta + and - with carries and borrows, comparisons of timedeltas
# and dates, date +/- timedelta and date - date, through their fast paths.
from datetime import date, datetime, timedelta


def show(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)


tds = [timedelta(0), timedelta(microseconds=1), timedelta(microseconds=-1), timedelta(seconds=86399, microseconds=999999),
       timedelta(days=-1, seconds=1), timedelta(days=5, hours=23, microseconds=500000), timedelta.max, timedelta.min,
       timedelta(days=999999999), timedelta(days=-999999999), timedelta(weeks=-3, milliseconds=1)]
for a in tds:
    for b in tds:
        show(lambda: a + b)
        show(lambda: a - b)
        print(a == b, a != b, a < b, a <= b, a > b, a >= b, hash(a + timedelta(0)) == hash(a))


class TD(timedelta):
    pass


x, y = TD(1, 2, 3), TD(0, 86399, 999999)
show(lambda: x + y)
show(lambda: x - y)
show(lambda: y - x)
print(x < y, x == TD(1, 2, 3), x == timedelta(1, 2, 3), timedelta(1) == 1, timedelta(1) != "a")
try:
    timedelta(1) < 1
except TypeError as e:
    print("TypeError", e)

ds = [date(1, 1, 1), date(9999, 12, 31), date(2024, 2, 29), date(2023, 12, 31), date(2000, 3, 1)]
for d in ds:
    for t in (timedelta(1), timedelta(-1), timedelta(hours=-1), timedelta(hours=23), timedelta(days=366), timedelta.max):
        show(lambda: d + t)
        show(lambda: d - t)
        show(lambda: t + d)
    for e in ds:
        show(lambda: d - e)
        print(d == e, d < e, d <= e, d > e, d >= e, d.weekday(), d.isoweekday())


class MyDate(date):
    def __new__(cls, *args):
        print("MyDate.__new__", args)
        return super().__new__(cls, *args)

    def toordinal(self):
        return 1

    @classmethod
    def fromordinal(cls, n):
        return "never called"


m = MyDate(2020, 2, 28)
show(lambda: m + timedelta(2))
show(lambda: m - timedelta(60))
show(lambda: m - date(2020, 1, 1))
print(m.weekday(), m == date(2020, 2, 28), date(2020, 2, 28) == m, m < date(2021, 1, 1))
print(date(2020, 1, 1) == datetime(2020, 1, 1), datetime(2020, 1, 1) == date(2020, 1, 1))
try:
    date(2020, 1, 1) < datetime(2020, 1, 1)
except TypeError as e:
    print("TypeError", e)
print(sorted([date(2020, 5, 1), date(2019, 1, 1), date(2020, 1, 31)]), sorted(tds[:6]))
