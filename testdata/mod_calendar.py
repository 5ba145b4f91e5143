import calendar

print(calendar.month(2024, 2))
print(repr(calendar.month(2024, 2, 3, 2)))
print(calendar.calendar(2024))
print(calendar.calendar(2023, 2, 1, 6, 2))
print(calendar.isleap(2000), calendar.isleap(1900), calendar.isleap(2024), calendar.leapdays(2000, 2025), calendar.leapdays(1, 10000))
print(calendar.weekday(2024, 1, 1), repr(calendar.weekday(2024, 1, 1)), calendar.weekday(1, 1, 1), calendar.weekday(10400, 1, 1))
print(calendar.monthrange(2024, 2), calendar.monthrange(2023, 2), calendar.monthrange(1900, 2))
print(calendar.monthcalendar(2024, 3))
print(list(calendar.month_name), list(calendar.month_abbr), list(calendar.day_name), list(calendar.day_abbr))
print(len(calendar.month_name), calendar.month_name[1:4], calendar.day_abbr[-1])
print(calendar.weekheader(2), '|', calendar.weekheader(3), '|', calendar.weekheader(9))
print(calendar.timegm((2024, 2, 29, 12, 30, 15)), calendar.timegm((1970, 1, 1, 0, 0, 0, 0, 0, 0)), calendar.timegm((1969, 12, 31, 23, 59, 59)))
print(repr(calendar.MONDAY), calendar.MONDAY == 0, int(calendar.SUNDAY), repr(calendar.JANUARY), calendar.DECEMBER + 0, calendar.Day(3), list(calendar.Month)[:2])
print(calendar.firstweekday())
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday())
print(calendar.month(2024, 9))
calendar.setfirstweekday(0)
for bad in (lambda: calendar.monthrange(2024, 13), lambda: calendar.monthrange(2024, 0),
            lambda: calendar.setfirstweekday(7),
            lambda: calendar.weekday(2024, 2, 30)):
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
try:
    calendar.month(2024, 13)
except IndexError as e:
    print('IndexError', e)

c = calendar.Calendar(firstweekday=6)
print(c.firstweekday, c.getfirstweekday(), list(c.iterweekdays()))
print(list(c.itermonthdays(2024, 2)))
print(list(c.itermonthdays2(2024, 2))[:8])
print(list(c.itermonthdays3(2024, 12))[-5:], list(c.itermonthdays4(2024, 1))[:3])
print(c.monthdatescalendar(2024, 2)[0])
print(c.monthdays2calendar(2024, 2)[-1])
print(len(c.yeardatescalendar(2024)), len(c.yeardayscalendar(2024, 4)), c.yeardays2calendar(2024, 6)[1][5][-1])
print(list(calendar.Calendar().itermonthdays3(9999, 12))[-3:])
c.firstweekday = 9
print(c.firstweekday)

tc = calendar.TextCalendar(calendar.SUNDAY)
print(tc.formatmonth(2025, 1))
print(tc.formatmonth(2025, 6, w=4, l=1))
print(repr(tc.formatweekday(0, 2)), repr(tc.formatweekday(0, 10)), repr(tc.formatmonthname(2025, 3, 20)), repr(tc.formatmonthname(2025, 3, 20, False)))
print(repr(tc.formatday(0, 0, 3)), repr(tc.formatday(7, 0, 3)), repr(tc.formatweek([(1, 0), (2, 1), (0, 2)], 2)))
print(tc.formatyear(2025, 3, 1, 2, 4))
tc.prmonth(2020, 2)
calendar.prmonth(2021, 11)
calendar.prcal(2019, m=6)
print(calendar.formatstring(['a', 'b', 'c'], 5, 2))
hc = calendar.HTMLCalendar()
print(hc.formatmonth(2024, 2))
