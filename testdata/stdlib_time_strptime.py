# time.strptime (and datetime.datetime.strptime, which shares _strptime):
# every directive, defaults, %j/%U/%W/%G/%V arithmetic, time zones, and the
# error messages; warnings of the 3.13 ambiguous day-without-year parse.
import datetime
import re
import time
import warnings

warnings.simplefilter("always")
warnings.showwarning = lambda msg, cat, fn, ln, file=None, line=None: \
    print("  warning:", cat.__name__, str(msg).splitlines()[0])


def tp(s, f=None):
    try:
        st = time.strptime(s) if f is None else time.strptime(s, f)
    except (ValueError, TypeError, re.error) as e:
        print("time", repr(s), repr(f), "->", type(e).__name__, e)
        return
    print("time", repr(s), repr(f), "->", tuple(st), st.tm_zone, st.tm_gmtoff)


def dp(s, f):
    try:
        print("datetime", repr(s), repr(f), "->", repr(datetime.datetime.strptime(s, f)))
    except (ValueError, TypeError, re.error) as e:
        print("datetime", repr(s), repr(f), "->", type(e).__name__, e)


cases = [
    ("2024-02-29 13:45:07", "%Y-%m-%d %H:%M:%S"),
    ("Thu Feb 29 13:45:07 2024", None),
    ("Thu Feb 29 13:45:07 2024", "%c"),
    ("02/29/24", "%x"), ("13:45:07", "%X"),
    ("Thursday, February 29, 2024", "%A, %B %d, %Y"),
    ("thu FEB 29 2024", "%a %b %d %Y"),
    ("12:30 AM", "%I:%M %p"), ("12:30 pm", "%I:%M %p"), ("7 pm", "%I %p"), ("7", "%I"),
    ("2024 060", "%Y %j"), ("2024 366", "%Y %j"), ("23 1", "%y %m"), ("69 1", "%y %m"),
    ("00 12", "%y %m"), ("68 1", "%y %m"),
    ("1.5", "%S.%f"), ("1.123456", "%S.%f"), ("1.000001", "%S.%f"),
    ("2024 0 0", "%Y %U %w"), ("2024 1 1", "%Y %W %w"), ("2024 52 6", "%Y %U %w"),
    ("2023 0 1", "%Y %W %u"), ("2024 0 3", "%Y %W %w"),
    ("2024 1 1", "%G %V %u"), ("2020 53 7", "%G %V %u"), ("2025 1 Mon", "%G %V %a"),
    ("+0530", "%z"), ("-07:30", "%z"), ("+01:02:03", "%z"), ("-01:02:03.5", "%z"),
    ("Z", "%z"), ("z", "%z"), ("+01:0203", "%z"),
    ("UTC", "%Z"), ("gmt", "%Z"), ("2024 UTC", "%Y %Z"),
    ("100%", "%Y%%"), ("2024%", "%Y%%"),
    ("  2024   3", "%Y %m"), ("2024\t\n3", "%Y %m"), ("[2024]", "[%Y]"), ("a.b 2024", "a.b %Y"),
    ("", ""), ("x", "x"), ("1", "%d"), (" 1", "%d"), ("31 12", "%d %m"), ("29 2", "%d %m"),
    ("2024-13-01", "%Y-%m-%d"), ("2023-02-29", "%Y-%m-%d"), ("2024-02-30", "%Y-%m-%d"),
    ("2024-01-01 extra", "%Y-%m-%d"), ("24", "%Y"), ("12345", "%Y"), ("2024", "%Y-%m"),
    ("61", "%S"), ("60", "%S"), ("24", "%H"), ("2024 0", "%Y %j"), ("2024 367", "%Y %j"),
    ("x", "%Q"), ("x", "%"), ("x", "%Y%"), ("x", "% "), ("x", "%:z"), ("x", "%D"), ("x", "%e"),
    ("1 1", "%d %d"), ("2024", "%G"), ("2024 1", "%G %V"), ("2024 1 1", "%G %j %u"),
    ("2024 1 1", "%Y %V %u"), ("1 1", "%V %u"), ("2024 1 1 1", "%G %V %u %j"),
    ("2024 Mon", "%Y %a"), ("2024 6 Mon", "%Y %U %a"),
]
for s, f in cases:
    tp(s, f)
for s, f in cases[:40:3] + [("2024-02-30", "%Y-%m-%d"), ("x", "%Q")]:
    if f is not None:
        dp(s, f)

for args in [(5, "%Y"), ("2024", 5), (b"2024", "%Y")]:
    for fn in (time.strptime, datetime.datetime.strptime):
        try:
            fn(*args)
        except TypeError as e:
            print(fn.__qualname__, "TypeError:", e)
for bad in [(), ("2024",), ("2024", "%Y", "x")]:
    try:
        datetime.datetime.strptime(*bad)
    except (TypeError, ValueError) as e:
        print("datetime", type(e).__name__, e)
for bad in [(), ("2024", "%Y", "x")]:
    try:
        time.strptime(*bad)
    except TypeError as e:
        print("time TypeError:", e)
try:
    time.strptime("2024", format="%Y")
except TypeError as e:
    print("time TypeError:", e)


class MyDT(datetime.datetime):
    pass


print(repr(MyDT.strptime("2024-05-06 +0200", "%Y-%m-%d %z")))
print(repr(datetime.datetime.strptime("2024 UTC +0000", "%Y %Z %z")))
print(repr(datetime.datetime.strptime("2024 -0130", "%Y %z").tzinfo))
st = time.strptime("2024-03-10", "%Y-%m-%d")
print(type(st).__name__, len(st), st.tm_yday, st.tm_wday, st.tm_isdst, st.tm_zone)
# Feb 29 without a year parses (as 1900-02-29 would not).
print(tuple(time.strptime("Feb 29", "%b %d")))
print(datetime.datetime.strptime("2024 31 12", "%Y %d %m"))
