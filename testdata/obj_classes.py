# Classes: inheritance, MRO, super, properties, descriptors, slots,
# attribute hooks, metaclasses, __init_subclass__, __set_name__,
# __class_getitem__.


def check(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))


# --- inheritance and MRO ---
class A:
    def who(self):
        return "A"

    def chain(self):
        return ["A"]


class B(A):
    def who(self):
        return "B" + super().who()

    def chain(self):
        return ["B"] + super().chain()


class C(A):
    def who(self):
        return "C" + super().who()

    def chain(self):
        return ["C"] + super().chain()


class D(B, C):
    def chain(self):
        return ["D"] + super().chain()


print([k.__name__ for k in D.__mro__])
print([k.__name__ for k in D.mro()])
print(D().who(), D().chain())
print(D.__bases__ == (B, C), D.__base__ is B, A.__base__ is object, object.__base__)
print(issubclass(D, A), isinstance(D(), C), D.__name__, D.__qualname__, D.__module__)


class X: pass
class Y(X): pass
check(lambda: type("Z", (X, Y), {}))
check(lambda: type("Z", (X, X), {}))
check(lambda: type("Z", (bool,), {}))
check(lambda: type("Z", (int, str), {}))


# --- super forms ---
class Base:
    def __init__(self, x):
        self.x = x

    @classmethod
    def make(cls, x):
        return cls(x)

    def describe(self):
        return "Base(%r)" % (self.x,)


class Derived(Base):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y

    @classmethod
    def make(cls, x):
        return super().make(x)

    def describe(self):
        return "Derived<" + super(Derived, self).describe() + ">"


check(lambda: Derived(1, 2).describe())
check(lambda: vars(Derived(1, 2)))
check(lambda: Derived.make(5))
check(lambda: super(Derived, Derived).describe.__qualname__)
check(lambda: super(Derived, 1))
check(lambda: super(1, 1))
check(lambda: super(Derived, Derived(1, 2)).__thisclass__)
check(lambda: super(Derived, Derived(1, 2)).nope)


# --- properties ---
class Temp:
    def __init__(self):
        self._c = 0

    @property
    def celsius(self):
        "the temperature"
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273:
            raise ValueError("too cold")
        self._c = v

    @celsius.deleter
    def celsius(self):
        print("deleting")
        self._c = None

    @property
    def ro(self):
        return 42


t = Temp()
t.celsius = 25
print(t.celsius, Temp.celsius.__doc__, type(Temp.celsius).__name__)
check(lambda: setattr(t, "celsius", -300))
del t.celsius
print(t.celsius)
check(lambda: setattr(t, "ro", 1))
check(lambda: delattr(t, "ro"))
p = property(lambda self: 1)
check(lambda: p.fset)
check(lambda: (p.getter(len).fget, p.setter(len).fset, p.deleter(len).fdel))
check(lambda: property(None, None, None, "doc").__doc__)
check(lambda: Temp.celsius.__get__(None, Temp) is Temp.celsius)


# --- class and static methods ---
class Counter:
    count = 0

    @classmethod
    def inc(cls):
        cls.count += 1
        return cls.count

    @staticmethod
    def twice(x):
        return 2 * x


class SubCounter(Counter):
    pass


print(Counter.inc(), Counter.inc(), SubCounter.inc(), Counter.count, SubCounter.count)
print(Counter.twice(4), Counter().twice(5), staticmethod(len)("abc"))
sm = Counter.__dict__["twice"]
cm = Counter.__dict__["inc"]
print(type(sm).__name__, type(cm).__name__, sm.__func__(3), cm.__func__.__name__)
check(lambda: staticmethod())
check(lambda: classmethod(1, 2))


# --- __slots__ ---
class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class P3(P):
    __slots__ = ("z",)


pt = P(1, 2)
print(pt.x, pt.y, P.__slots__, hasattr(pt, "__dict__"))
check(lambda: setattr(pt, "w", 3))
del pt.y
check(lambda: pt.y)
check(lambda: delattr(pt, "y"))
p3 = P3(1, 2)
p3.z = 3
print(p3.x, p3.y, p3.z)
check(lambda: type("Q", (), {"__slots__": ("a",), "a": 1}))
check(lambda: type("Q", (), {"__slots__": (1,)}))


# A subclass without __slots__ has both its base's slots and a __dict__;
# one with many slots keeps them apart from the instance.
class PD(P):
    def __init__(self, x, y):
        super().__init__(x, y)
        self.w = x + y


class Many:
    __slots__ = ("a", "b", "c", "d", "e", "f")


for _ in range(3):
    pd = PD(1, 2)
    pd.v = 5
    print(pd.x, pd.y, pd.w, pd.v, sorted(pd.__dict__), hasattr(pd, "__dict__"))
    m = Many()
    m.f = 6
    m.a = 1
    print(m.a, m.f, hasattr(m, "b"))


class Priv:
    __slots__ = ("__secret",)

    def __init__(self):
        self.__secret = 7

    def get(self):
        return self.__secret


print(Priv().get(), "_Priv__secret" in Priv.__dict__)


# --- descriptors ---
class Typed:
    def __set_name__(self, owner, name):
        self.name = "_" + name
        print("set_name", owner.__name__, name)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)

    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError("expected int for " + self.name)
        setattr(obj, self.name, value)


class NonData:
    def __get__(self, obj, objtype=None):
        return "nondata"


class Rec:
    a = Typed()
    b = Typed()
    n = NonData()


r = Rec()
r.a = 5
print(r.a, r.b, type(Rec.a).__name__)
check(lambda: setattr(r, "b", "x"))
print(r.n)
r.__dict__["n"] = "instance wins"
print(r.n)
r.__dict__["a"] = "ignored"
print(r.a)


# --- __getattr__ / __getattribute__ / __setattr__ / __delattr__ ---
class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "log", [])

    def __getattr__(self, name):
        self.log.append(name)
        return getattr(self._target, name)

    def __setattr__(self, name, value):
        self.log.append("set " + name)
        setattr(self._target, name, value)

    def __delattr__(self, name):
        self.log.append("del " + name)
        delattr(self._target, name)


class Plain:
    pass


tgt = Plain()
px = Proxy(tgt)
px.v = 10
print(px.v, tgt.v)
del px.v
check(lambda: px.v)
print(px.log)


class Loud:
    def __init__(self):
        self.a = 1

    def __getattribute__(self, name):
        if name == "secret":
            return "intercepted"
        return object.__getattribute__(self, name)

    def __getattr__(self, name):
        return "fallback:" + name


lo = Loud()
print(lo.a, lo.secret, lo.missing)


# --- metaclasses ---
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["tag"] = name.lower()
        cls = super().__new__(mcls, name, bases, ns)
        cls.kw = kw
        return cls

    def __call__(cls, *args, **kwargs):
        inst = super().__call__(*args, **kwargs)
        inst.created_by_meta = True
        return inst

    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return {"prepared": True}


class WithMeta(metaclass=Meta, flag=1):
    def __init__(self, v):
        self.v = v


w = WithMeta(3)
print(type(WithMeta).__name__, WithMeta.tag, WithMeta.prepared, WithMeta.kw, w.v, w.created_by_meta)


class SubMeta(WithMeta):
    pass


print(type(SubMeta).__name__, SubMeta.tag, SubMeta.kw)


class M1(type): pass
class M2(type): pass
class K1(metaclass=M1): pass
class K2(metaclass=M2): pass
check(lambda: type("K3", (K1, K2), {}))
check(lambda: M1("Dyn", (), {"z": 1}).z)
check(lambda: type(type("T", (), {})))
Made = type("Made", (Base,), {"extra": lambda self: self.x * 2})
print(Made(21).extra(), Made.__name__, Made.__mro__[1].__name__)


class Singleton(type):
    _instances = {}

    def __call__(cls, *a):
        if cls not in Singleton._instances:
            Singleton._instances[cls] = super().__call__(*a)
        return Singleton._instances[cls]


class Config(metaclass=Singleton):
    pass


print(Config() is Config())


# --- __init_subclass__ ---
class Plugin:
    registry = []

    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        Plugin.registry.append((cls.__name__, name))


class PA(Plugin, name="a"): pass
class PB(Plugin): pass
class PC(PA, name="c"): pass


print(Plugin.registry)
check(lambda: type("Bad", (object,), {}, unexpected=1))


# --- __class_getitem__ ---
class Box:
    def __class_getitem__(cls, item):
        return (cls.__name__, item)


print(Box[int], Box["x", 1])
check(lambda: Plain[1])


# --- instances: __class__, __dict__, special methods ---
class Pt:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Pt({self.x}, {self.y})"

    def __eq__(self, other):
        if not isinstance(other, Pt):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)


print(Pt(1, 2), str(Pt(1, 2)), Pt(1, 2) == Pt(1, 2), Pt(1, 2) != Pt(1, 3), Pt(1, 2) == 5)
print(Pt.__hash__ is None)
check(lambda: hash(Pt(1, 2)))
o = Pt(1, 2)
o.__dict__ = {"x": 9, "y": 8}
print(o)
check(lambda: setattr(o, "__dict__", 5))


class Pt2(Pt):
    pass


o.__class__ = Pt2
print(type(o).__name__, isinstance(o, Pt2))
check(lambda: setattr(o, "__class__", int))
check(lambda: setattr(o, "__class__", P))
check(lambda: setattr(1, "__class__", bool))
check(lambda: object().x)
check(lambda: setattr(object(), "x", 1))
check(lambda: Plain(1))
check(lambda: object(1))


class InitOnly:
    def __init__(self, a):
        self.a = a


class NewOnly:
    def __new__(cls, a):
        inst = super().__new__(cls)
        inst.a = a
        return inst


class NewArgs:
    def __new__(cls, a):
        return super().__new__(cls, a)


print(InitOnly(1).a, NewOnly(2).a)
check(lambda: NewArgs(1))
check(lambda: object.__new__(InitOnly, 1).__class__.__name__)
check(lambda: object.__init__(InitOnly(1), 2))
check(lambda: object.__new__(1))


class RetNone:
    def __init__(self):
        return 5


check(lambda: RetNone())


class NotMine:
    def __new__(cls):
        return 42


print(NotMine())
print(object.__eq__(1, 1), object.__ne__(o, o), object.__lt__(1, 2))
check(lambda: o < o)
print(format(Plain(), "") == str(Plain())[:0] + format(Plain(), ""))
check(lambda: format(Plain(), "x"))
print(sorted(k for k in dir(Pt(1, 2)) if not k.startswith("__")))
print("__init__" in dir(Pt), "x" in dir(Pt))


class WithDir:
    def __dir__(self):
        return ["b", "a", "c"]


print(dir(WithDir()))
print(type(Plain.__dict__).__name__, Plain.__dict__["__module__"], "__dict__" in Plain.__dict__)
check(lambda: Plain.__dict__.__setitem__)
check(lambda: setattr(int, "x", 1))
check(lambda: setattr(Plain, "__name__", 5))
Plain.__name__ = "Renamed"
print(Plain.__name__, Plain.__qualname__, repr(Plain))
Plain.__qualname__ = "Outer.Renamed"
print(repr(Plain))
print(repr(int), repr(type), repr(object), type.__module__, int.__qualname__)


class Outer:
    class Inner:
        pass


print(Outer.Inner.__qualname__, repr(Outer.Inner))
print(X.__subclasses__() == [Y], type.__instancecheck__(X, Y()), type.__subclasscheck__(X, Y))


# --- X | Y unions ---
u = int | str
print(u, type(u).__name__, type(u).__module__, u.__args__, int | None, None | int, int | int)
print((int | str) | float, int | (str | float), u == (str | int), hash(u) == hash(str | int), u == int)
print(isinstance(1, int | str), isinstance(1.0, int | str), isinstance(None, int | None), issubclass(bool, int | str))
check(lambda: int | 1)
check(lambda: 1 | int)
check(lambda: int | "str")
check(lambda: u[int])


def annotated(x: int | None = None) -> list | None:
    pass


print(annotated.__annotations__)
