"""Plugin registry with metaclasses, __init_subclass__, descriptors, __set_name__, __slots__, __class_getitem__."""
import weakref


class Registry(type):
    plugins = {}

    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        if bases:
            mcls.plugins[ns.get("name", name.lower())] = cls
        return cls

    def __repr__(cls):
        return f"<plugin {cls.__name__}>"


class Plugin(metaclass=Registry):
    def run(self, x):
        raise NotImplementedError


class Upper(Plugin):
    name = "up"

    def run(self, x):
        return x.upper()


class Reverse(Plugin):
    def run(self, x):
        return x[::-1]


print(Registry.plugins, [p().run("hello") for p in Registry.plugins.values()], type(Upper), repr(Plugin))


class Typed:
    def __init__(self, kind, default=None):
        self.kind, self.default = kind, default

    def __set_name__(self, owner, name):
        self.name = "_" + name
        owner._fields = getattr(owner, "_fields", ()) + (name,)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, self.default)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.name, value)


class Shape:
    def __init_subclass__(cls, sides=0, **kw):
        super().__init_subclass__(**kw)
        cls.sides = sides

    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item!r}]"


class Square(Shape, sides=4):
    size = Typed(float, 1.0)
    label = Typed(str, "sq")


s = Square()
print(s.size, s.label, Square.sides, Square._fields, hasattr(Shape, "sides"), Square[int], Shape["x"])
s.size = 2.5
try:
    s.size = "big"
except TypeError as e:
    print("TypeError:", e)
print(vars(s), Square.size.__class__.__name__)


class Point:
    __slots__ = ("x", "y", "__weakref__")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


p = Point(1, 2)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    print(p.__dict__)
except AttributeError as e:
    print("AttributeError:", e)
r = weakref.ref(p)
print(r(), Point.__slots__, hasattr(Point, "x"), type(Point.x).__name__)


class Temperature:
    def __init__(self, c):
        self._c = c

    @property
    def c(self):
        return self._c

    @c.setter
    def c(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v

    @c.deleter
    def c(self):
        print("deleting")
        del self._c

    f = property(lambda self: self._c * 9 / 5 + 32, doc="Fahrenheit")

    def __getattr__(self, name):
        if name == "k":
            return self._c + 273.15
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")


t = Temperature(25)
print(t.c, t.f, t.k, Temperature.f.__doc__)
t.c = -40
print(t.f)
try:
    t.c = -300
except ValueError as e:
    print("ValueError:", e)
try:
    t.f = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    t.nope
except AttributeError as e:
    print("AttributeError:", e)
del t.c
print(hasattr(t, "_c"))


class Base:
    def greet(self):
        return "base"


class A(Base):
    def greet(self):
        return "A>" + super().greet()


class B(Base):
    def greet(self):
        return "B>" + super().greet()


class C(A, B):
    def greet(self):
        return "C>" + super().greet()


print(C().greet(), [k.__name__ for k in C.__mro__])
try:
    class Bad(A, C):
        pass
except TypeError as e:
    print("TypeError:", e)
