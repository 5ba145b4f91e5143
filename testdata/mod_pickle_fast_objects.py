# pickle.loads of pickles holding globals and reductions (datetime, class
# instances, container subclasses): cpjit's Go unpickler calls find_class,
# the reductions and __setstate__ once each, as CPython does.
import collections
import datetime
import pickle

calls = []


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)

    def __eq__(self, other):
        return type(other) is Point and (self.x, self.y) == (other.x, other.y)


class Stated:
    def __init__(self, v):
        self.v = v

    def __getstate__(self):
        calls.append("getstate")
        return {"v": self.v, "extra": 1}

    def __setstate__(self, state):
        calls.append("setstate")
        self.__dict__.update(state)

    def __repr__(self):
        return "Stated(%r)" % sorted(self.__dict__.items())


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a, self.b = 1, [2]

    def __repr__(self):
        return "Slotted(%r, %r)" % (self.a, self.b)


class Reduced:
    def __init__(self, n):
        self.n = n

    def __reduce__(self):
        calls.append("reduce")
        return (make_reduced, (self.n,))

    def __repr__(self):
        return "Reduced(%r)" % self.n


def make_reduced(n):
    calls.append("make %d" % n)
    return Reduced(n)


class MyList(list):
    pass


class MyDict(dict):
    pass


class MySet(set):
    pass


class Bad:
    def __reduce__(self):
        return (fail, ("boom",))


def fail(msg):
    calls.append("fail")
    raise ValueError(msg)


values = [
    datetime.date(1980, 5, 7),
    {"when": datetime.datetime(2001, 2, 3, 4, 5, 6), "d": datetime.timedelta(3)},
    Point(1, [2, 3]),
    [Point(1, 2), Point(1, 2)],
    Stated(5),
    Slotted(),
    [Reduced(1), Reduced(2)],
    MyList([1, 2, 3]),
    MyDict(a=1, b=MyList([4])),
    MySet({1}),
    collections.OrderedDict(a=1, b=2),
    collections.Counter("abca"),
    collections.deque([1, 2]),
    [set, frozenset, int, len, datetime.date],
    range(3, 10, 2),
    slice(1, 2),
    complex(1, 2),
]

for proto in range(6):
    for v in values:
        if proto < 2 and type(v) is Slotted:
            continue  # needs protocol 2
        calls.clear()
        data = pickle.dumps(v, proto)
        back = pickle.loads(data)
        print(proto, type(back).__name__, repr(back)[:70], back == v or repr(back) == repr(v), calls)

p = Point(1, 2)
shared = [p, p, (p,)]
back = pickle.loads(pickle.dumps(shared, 4))
print(back[0] is back[1] is back[2][0])

for proto in (2, 4):
    data = pickle.dumps([1, Bad(), 2], proto)
    calls.clear()
    try:
        pickle.loads(data)
    except ValueError as e:
        print("ValueError", e, calls)

# A class that no longer exists where the pickle says.
data = pickle.dumps(Point(1, 2), 4)
saved = Point
del Point
try:
    pickle.loads(data)
except AttributeError as e:
    print("AttributeError", str(e).split(" on ")[0])
Point = saved

# Python 2 names (protocol 2, fix_imports): __builtin__.set and friends.
print(pickle.loads(b"\x80\x02c__builtin__\nset\nq\x00]q\x01K\x01a\x85q\x02Rq\x03."))
print(pickle.loads(b"\x80\x02c__builtin__\nset\nq\x00]q\x01K\x01a\x85q\x02Rq\x03.", fix_imports=False)
      if False else "skipped")
try:
    pickle.loads(b"\x80\x02c__builtin__\nset\nq\x00]q\x01K\x01a\x85q\x02Rq\x03.", fix_imports=False)
except Exception as e:
    print(type(e).__name__, e)
try:
    pickle.loads(b"\x80\x04\x8c\x08datetime\x94\x8c\x04nope\x94\x93\x94.")
except AttributeError as e:
    print("AttributeError", str(e).split(" on ")[0])
try:
    pickle.loads(b"\x80\x04\x8c\x0bno_such_mod\x94\x8c\x04nope\x94\x93\x94.")
except ImportError as e:
    print(type(e).__name__, e)

# Values the Go pickler hands back to pickle.py after reductions ran: each
# __reduce__ still runs once.
for proto in range(6):
    for v in ([Reduced(1), "a\udc80", Reduced(2)], [Reduced(3), collections.OrderedDict(a=Reduced(4))],
              {"r": Reduced(5), "l": MyList([Reduced(6)])}, (Reduced(7), Reduced(7))):
        calls.clear()
        data = pickle.dumps(v, proto)
        back = pickle.loads(data)
        print(proto, len(data), ascii(back)[:60], calls)


class Meta(type):
    pass


class WithMeta(metaclass=Meta):
    pass


def local_fn():
    def inner():
        pass
    return inner


for proto in (2, 3, 4, 5):
    print([x.__qualname__ for x in pickle.loads(pickle.dumps([WithMeta, Meta, local_fn, Point, max], proto))])
    for bad in (local_fn(), lambda: 1):
        try:
            pickle.dumps([1, bad], proto)
        except Exception as e:
            print(type(e).__name__, str(e).split(" at 0x")[0])
