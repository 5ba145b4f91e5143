# Mapping patterns: keys, **rest, get() with a sentinel, what counts as a
# mapping, duplicate keys found at run time.
import collections
import collections.abc
import types


def mp(v):
    match v:
        case {"type": "point", "x": x, "y": y}:
            return f"point {x},{y}"
        case {"type": "circle", "r": r, **rest}:
            return f"circle r={r} rest={rest}"
        case {1: one, 2.0: two}:
            return f"numeric keys {one} {two}"
        case {None: n, True: t}:
            return f"singleton keys {n} {t}"
        case {b"k": v, -1: m}:
            return f"bytes and negative keys {v} {m}"
        case {}:
            return f"some mapping with {len(v)} items"
    return "not a mapping"


for v in [{"type": "point", "x": 1, "y": 2}, {"type": "point", "x": 1},
          {"type": "circle", "r": 5, "color": "red", "fill": True}, {"type": "circle", "r": 1},
          {1: "a", 2: "b", 3: "c"}, {1.0: "a", 2: "b"}, {None: 0, True: 1}, {None: 0, 1: 1},
          {b"k": 1, -1: 2}, {}, {"other": 1}, [("type", "point")], "str", 5,
          collections.OrderedDict(type="point", x=3, y=4), collections.defaultdict(int, {"type": "circle", "r": 9}),
          types.MappingProxyType({"type": "point", "x": 7, "y": 8}), collections.Counter("aab")]:
    print(type(v).__name__, "->", mp(v))


# **rest is a new dict without the matched keys, in the subject's order.
d = {"a": 1, "b": 2, "c": 3, "d": 4}
match d:
    case {"c": c, "a": a, **others}:
        print(a, c, others, others is d)
match d:
    case {**everything}:
        print(everything, everything is d, everything == d)


# defaultdict: get() does not create missing keys.
dd = collections.defaultdict(list)
match dd:
    case {"missing": m}:
        print("found?!")
    case _:
        print("no key created:", dict(dd))


# A user mapping: get() is called with a sentinel default.
class Mapping(collections.abc.Mapping):
    def __init__(self, d):
        self.d = d
    def __getitem__(self, k):
        print("  __getitem__", k)
        return self.d[k]
    def __iter__(self):
        return iter(self.d)
    def __len__(self):
        print("  __len__")
        return len(self.d)
    def get(self, key, default=None):
        print("  get", key, type(default).__name__)
        return self.d.get(key, default)


print("user mapping")
match Mapping({"a": 1, "b": 2}):
    case {"a": 1, "z": z}:
        print("  no")
    case {"a": a, **rest}:
        print("  ->", a, rest)


# A registered mapping.
class Reg:
    def __init__(self, d):
        self.d = d
    def __len__(self):
        return len(self.d)
    def get(self, k, default):
        return self.d.get(k, default)
    def keys(self):
        return self.d.keys()
    def __getitem__(self, k):
        return self.d[k]

collections.abc.Mapping.register(Reg)
match Reg({"k": "v", "k2": "v2"}):
    case {"k": v, **rest}:
        print("registered mapping", v, rest)


# Value patterns as keys; a duplicate found at run time is a ValueError.
class K:
    A = "a"
    B = "a"
    ONE = 1.0

match {"a": 1}:
    case {K.A: v}:
        print("K.A ->", v)

try:
    match {"a": 1}:
        case {K.A: x, K.B: y}:
            print("no")
except ValueError as e:
    print("ValueError:", e)

try:
    match {"a": 1, 1: 2}:
        case {1: x, K.ONE: y}:
            print("no")
except ValueError as e:
    print("ValueError:", e)


# An unhashable key value is a TypeError.
class U:
    KEY = []

try:
    match {}:
        case {U.KEY: x}:
            pass
        case _:
            print("hmm")
except TypeError as e:
    print("TypeError:", e)


# Nested mappings and sequences.
config = {"server": {"host": "h", "ports": [80, 443]}, "debug": False}
match config:
    case {"server": {"host": str() as host, "ports": [first, *others]}, "debug": False | None}:
        print("host", host, "first port", first, "others", others)
