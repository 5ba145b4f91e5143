# Attribute instructions on modules, classes and builtin-typed receivers
# (the interpreter's objCache): every way the cached answer can go stale.
import math
import types


def mod_attr(m):
    return m.value


def mod_call(m, x):
    return m.f(x)


m = types.ModuleType("m")
m.value = 1
m.f = lambda x: x + 1
out = []
for i in range(6):
    if i == 2:
        m.value = 2            # rebinding: same key layout
    if i == 3:
        m.other = 0            # adding a name moves nothing we read
        m.f = lambda x: x * 10
    if i == 4:
        del m.value            # deleting: AttributeError
    try:
        out.append(mod_attr(m))
    except AttributeError as e:
        out.append(str(e))
    out.append(mod_call(m, i))
print(out)


# A module-level __getattr__ is used only for missing names.
m2 = types.ModuleType("m2")
m2.__getattr__ = lambda name: "dyn:" + name
m2.value = "real"
print([mod_attr(m2) for _ in range(3)])
del m2.value
print([mod_attr(m2) for _ in range(3)])


# A module whose class changes to a subclass with a property.
class Special(types.ModuleType):
    @property
    def value(self):
        return "property"


m3 = types.ModuleType("m3")
m3.value = "plain"
res = []
for i in range(4):
    if i == 2:
        m3.__class__ = Special
    res.append(mod_attr(m3))
print(res)


def sqrt_twice(x):
    return math.sqrt(x) + math.sqrt(x)


print(sqrt_twice(16.0), sqrt_twice(4.0))


# Class attributes: constants, static methods, mutation of the class and of
# a base class, descriptors appearing later.
class Base:
    KIND = "base"


class State(Base):
    DONE = 3

    @staticmethod
    def twice(x):
        return 2 * x

    @classmethod
    def name(cls):
        return cls.__name__


def read(c):
    return (c.DONE, c.KIND, c.twice(4), c.name())


res = []
for i in range(6):
    if i == 1:
        State.DONE = 4
    if i == 2:
        Base.KIND = "changed"
    if i == 3:
        State.KIND = "own"
    if i == 4:
        del State.KIND
    if i == 5:
        State.twice = staticmethod(lambda x: -x)
    res.append(read(State))
print(res)


class Sub(State):
    pass


print(read(Sub), read(State))


class Desc:
    def __get__(self, obj, cls):
        return "desc of " + cls.__name__


class Holder:
    pass


class Val:
    pass


v = Val()
Holder.item = v
res = []
for i in range(4):
    if i == 2:
        Val.__get__ = lambda self, obj, cls: "now a descriptor"
    x = Holder.item
    res.append(x is v if not isinstance(x, str) else x)
print(res)

Holder.d = Desc()
print([Holder.d for _ in range(2)])


# Names that type itself defines take precedence over the class's.
class Named:
    pass


print([Named.__name__ for _ in range(2)], [Named.mro()[0].__name__ for _ in range(2)])


class Meta(type):
    @property
    def DONE(cls):
        return "meta property"


class WithMeta(metaclass=Meta):
    DONE = 1


print([read_done.DONE for read_done in (WithMeta, WithMeta)])


# Methods of builtin types: lists, dicts, strs, ints, functions with
# attributes in their __dict__, subclasses of builtins.
def use(o, x):
    return o.append(x)


res = []
lst = []
for i in range(3):
    use(lst, i)
print(lst)


def get(o, k):
    return o.get(k)


class MyDict(dict):
    def get(self, k):
        return "mine:" + str(k)


print([get(d, 1) for d in ({1: "a"}, MyDict(), {1: "b"}, MyDict())])


def upper(s):
    return s.upper()


print([upper(s) for s in ("a", "b")])


def bits(n):
    return n.bit_length()


print([bits(n) for n in (1, 255, 2**70, True)])


def f():
    pass


def call_attr(fn):
    return fn.__repr__() is not None


print(call_attr(f))
f.__repr__ = lambda: "shadowed"
print(f.__repr__())


def kw(fn):
    return fn.__name__


print([kw(fn) for fn in (f, len, print)])
