import pickle, copyreg, io, datetime, collections, re

from pickle_fixtures import *

objs = [len, module_func, Point, type(None), type(NotImplemented), type(...), NotImplemented, Ellipsis,
        range(5), slice(1, 5, 2), collections.OrderedDict(a=1), collections.deque([1, 2]),
        collections.defaultdict(list, {'k': [1]}), collections.Counter('aab'),
        datetime.date(2020, 5, 17), datetime.datetime(2021, 1, 2, 3, 4, 5, 6), datetime.time(1, 2, 3),
        datetime.timedelta(days=3, seconds=4), datetime.timezone.utc,
        datetime.datetime(2021, 1, 2, tzinfo=datetime.timezone(datetime.timedelta(hours=2), 'X')),
        Point(1, 'two'), Slotted(1, [2]), WithState(5), Reduced(7, 8), ReducedEx(), NewArgs(3), NewArgsEx(4, tag='t'),
        MyList([1, 2]), MyDict(a=1)]

for proto in (0, 2, 4):
    print('--- protocol', proto)
    for obj in objs:
        try:
            data = pickle.dumps(obj, proto)
        except Exception as e:
            print(addr(obj), 'dumps', type(e).__name__, e)
            continue
        back = pickle.loads(data)
        same = back == obj or (back is obj) or repr(back) == repr(obj) or (obj != obj)
        print(addr(obj), type(back).__name__, same, data if len(data) < 120 else (len(data), data[:40], data[-20:]))

