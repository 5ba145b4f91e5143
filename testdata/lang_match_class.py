# Class patterns: __match_args__, keyword attributes, dataclasses, the
# builtin self-matching types, isinstance semantics and CPython's errors.
import dataclasses


@dataclasses.dataclass
class Point:
    x: int
    y: int


@dataclasses.dataclass
class Line:
    start: Point
    end: Point


def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"on the y axis at {y}"
        case Point(x=0) | Point(y=0):
            return "on an axis"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point(x=x, y=y):
            return f"point {x},{y}"
        case Line(Point(x1, y1), Point(x2, y2)) if (x1, y1) == (x2, y2):
            return "degenerate line"
        case Line(start=Point(0, 0), end=end):
            return f"line from origin to {end}"
        case Line():
            return "some line"
    return "not a shape"


print(Point.__match_args__)
for v in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2),
          Line(Point(1, 1), Point(1, 1)), Line(Point(0, 0), Point(3, 4)), Line(Point(1, 0), Point(3, 4)), 5]:
    print(v, "->", where(v))


# Builtin types match themselves with one positional sub-pattern.
def builtin(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(i):
            return f"int {i}"
        case float(f):
            return f"float {f}"
        case str(s):
            return f"str {s!r}"
        case bytes(b):
            return f"bytes {b!r}"
        case bytearray(b):
            return f"bytearray {b!r}"
        case list([a, *_]):
            return f"list starting with {a}"
        case tuple(t):
            return f"tuple {t}"
        case dict({"k": v}):
            return f"dict with k={v}"
        case set(s):
            return f"set of {len(s)}"
        case frozenset(s):
            return f"frozenset of {len(s)}"
        case complex(real=r, imag=i):
            return f"complex {r} {i}"
    return "other"


for v in [True, 3, 2.5, "s", b"b", bytearray(b"ba"), [9, 8], (1, 2), {"k": 1}, {1, 2}, frozenset([1]), 1+2j, [], None]:
    print(repr(v), "->", builtin(v))


# Subclasses of the self-matching types match themselves too, unless they
# set __match_args__.
class MyInt(int):
    pass

match MyInt(7):
    case MyInt(n):
        print("MyInt self", n, type(n).__name__)

class Celsius(float):
    __match_args__ = ("real",)

match Celsius(21.5):
    case Celsius(r):
        print("Celsius real", r, type(r).__name__)


# Keyword attributes work on any object; a missing attribute is a failed
# match, not an error.
class Obj:
    def __init__(self, **kw):
        self.__dict__.update(kw)

match Obj(a=1, b=2):
    case Obj(a=1, c=c):
        print("no")
    case Obj(a=a, b=b):
        print("Obj", a, b)

match 5:
    case int(real=r, imag=i, numerator=n):
        print("int attributes", r, i, n)


# __match_args__ can be inherited and can be a tuple of any length.
class Base:
    __match_args__ = ("a", "b")
    def __init__(self, a, b):
        self.a, self.b = a, b

class Sub(Base):
    pass

match Sub(1, 2):
    case Sub(x):
        print("one of two", x)

match Sub(1, 2):
    case Base(x, y):
        print("as Base", x, y)


# Attribute access goes through properties and __getattr__.
class Lazy:
    __match_args__ = ("value",)
    @property
    def value(self):
        print("computing value")
        return 42
    def __getattr__(self, name):
        if name == "dynamic":
            return "dyn"
        raise AttributeError(name)

match Lazy():
    case Lazy(v, dynamic=d):
        print("Lazy", v, d)

match Lazy():
    case Lazy(other=o):
        print("no")
    case _:
        print("missing attribute: no match")


# isinstance semantics, including __instancecheck__.
class Meta(type):
    def __instancecheck__(cls, inst):
        print("__instancecheck__", inst)
        return inst == "magic"

class Magic(metaclass=Meta):
    pass

for v in ["magic", "plain"]:
    match v:
        case Magic():
            print(v, "is Magic")
        case _:
            print(v, "is not Magic")


# Dotted class names.
class NS:
    P = Point

match Point(1, 1):
    case NS.P(x=1):
        print("dotted class")


# Errors.
def attempt(label, f):
    try:
        f()
    except TypeError as e:
        print(label, "TypeError:", e)
    except AttributeError as e:
        print(label, "AttributeError:", e)


def not_a_class():
    f = len
    match 1:
        case f():
            pass


def too_many():
    match Point(1, 2):
        case Point(1, 2, 3):
            pass


def no_match_args():
    class C:
        pass
    match C():
        case C(1):
            pass


def int_two():
    match 1:
        case int(1, 2):
            pass


def not_tuple():
    class C:
        __match_args__ = ["a"]
    match C():
        case C(1):
            pass


def not_str():
    class C:
        __match_args__ = (1,)
    match C():
        case C(1):
            pass


def repeated():
    match Point(1, 2):
        case Point(1, x=1):
            pass


def raising_attr():
    class C:
        @property
        def a(self):
            raise TypeError("from property")
    match C():
        case C(a=1):
            pass


def one_arg():
    class C:
        __match_args__ = ("a",)
    match C():
        case C(1, 2):
            pass


attempt("not a class", not_a_class)
attempt("too many", too_many)
attempt("no __match_args__", no_match_args)
attempt("int(1, 2)", int_two)
attempt("list __match_args__", not_tuple)
attempt("int in __match_args__", not_str)
attempt("repeated", repeated)
attempt("raising property", raising_attr)
attempt("one allowed", one_arg)


# Not an instance: no error even with too many sub-patterns.
match "str":
    case Point(1, 2, 3, 4):
        print("no")
    case _:
        print("not an instance: __match_args__ not consulted")
