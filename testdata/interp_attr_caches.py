# Attribute loads the interpreter's inline caches answer without the generic
# lookup (class constants read through instances, properties, builtin data
# descriptors, super() methods, classes with metaclasses, rich comparisons
# through special-method slots), each checked again after whatever should
# invalidate it.


class K:
    LIMIT = 10
    NAME = "k"
    NONE = None

    def __init__(self, v):
        self._v = v

    @property
    def v(self):
        return self._v * 2


def read_limit(o):
    return o.LIMIT


def read_v(o):
    return o.v


def read_class(o):
    return o.__class__.__name__, sorted(o.__dict__)


k = K(3)
print([read_limit(k) for _ in range(3)])
k.LIMIT = 99  # the instance now shadows the class attribute
print(read_limit(k), read_limit(K(1)))
K.LIMIT = "changed"
print(read_limit(K(1)), read_limit(k))
del k.LIMIT
print(read_limit(k))
print([read_v(k) for _ in range(3)])
k.__dict__["v"] = "shadow"  # a property is a data descriptor: still wins
print(read_v(k))
p = K.__dict__["v"]
p.__init__(lambda self: "re-initialised getter")
print(read_v(k))
K.v = property(lambda self: "new property")
print(read_v(k))
K.v = 5
print(read_v(k))
print(read_class(k), read_class(K(2)))


class NoGetter:
    p = property()


try:
    read_v2 = lambda o: o.p
    for _ in range(3):
        read_v2(NoGetter())
except AttributeError as e:
    print("AttributeError:", e)


class Raising:
    @property
    def v(self):
        raise ValueError("from the getter")


for o in (k, Raising()):
    try:
        print(read_v(o))
    except ValueError as e:
        print("ValueError:", e)


class Base:
    def m(self, x):
        return ("Base.m", x)

    @classmethod
    def cm(cls):
        return ("Base.cm", cls.__name__)


class Mid(Base):
    def m(self, x):
        return ("Mid", super().m(x))

    @classmethod
    def cm(cls):
        return ("Mid.cm", super().cm())


class Leaf(Mid):
    pass


leaf = Leaf()
print([leaf.m(i) for i in range(2)], Leaf.cm())
Base.m = lambda self, x: ("patched Base.m", x)
print(leaf.m(5))
Mid.__bases__ = Mid.__bases__  # reassigning the bases invalidates the caches too


class Other(Base):
    def m(self, x):
        return ("Other.m", x)


class Diamond(Mid, Other):
    pass


d = Diamond()
print(d.m(1), leaf.m(2))
leaf.__class__ = Diamond
print(leaf.m(3))


class Meta(type):
    def describe(cls):
        return "Meta.describe " + cls.__name__

    @property
    def prop(cls):
        return "Meta.prop " + cls.__name__


class WithMeta(metaclass=Meta):
    CONST = 7


class Member:
    def __repr__(self):
        return "<Member>"


WithMeta.member = Member()


def describe(c):
    return c.describe(), c.CONST, c.member, c.prop


print([describe(WithMeta) for _ in range(2)])
WithMeta.describe = lambda: "class attribute wins over the metaclass"
print(WithMeta.describe())
del WithMeta.describe
Meta.describe = lambda cls: "Meta.describe replaced"
print(describe(WithMeta))
Member.__get__ = lambda self, obj, typ: "Member.__get__ now"
print(describe(WithMeta))
WithMeta.CONST = 8
print(describe(WithMeta))


class Meta2(type):
    def describe(cls):
        return "Meta2.describe"

    prop = "Meta2.prop"


class WithMeta2(metaclass=Meta2):
    CONST = 9
    member = 1


print(describe(WithMeta2))


import enum


class Color(enum.Enum):
    RED = 1
    GREEN = 2


def red():
    return Color.RED


print([red() for _ in range(3)], Color.GREEN.value)


class Pt:
    def __init__(self, x):
        self.x = x

    def __lt__(self, o):
        return self.x < o.x

    def __eq__(self, o):
        return isinstance(o, Pt) and self.x == o.x


def cmp(a, b):
    return a < b, a == b, a != b, a > b


print([cmp(Pt(1), Pt(2)) for _ in range(2)], sorted([Pt(3), Pt(1), Pt(2)])[0].x)
Pt.__lt__ = lambda self, o: "patched __lt__"
Pt.__ne__ = lambda self, o: "patched __ne__"
print(cmp(Pt(1), Pt(2)))
print((1, 2) < (1, 3), [1, 2] >= [1, 2], (1, "a") == (1, "a"), None == 0)
try:
    Pt(1) <= Pt(2)
except TypeError as e:
    print("TypeError:", e)


class Named:
    __name__ = "class attribute, not the type's name"


def names(c):
    return c.__name__, c.__qualname__, len(c.__mro__), "__init__" in c.__dict__


print([names(c) for c in (int, dict, Named, WithMeta, Color, K)])
Named.__name__ = "Renamed"
print(names(Named))



class Tools:
    @staticmethod
    def twice(x):
        return 2 * x

    @classmethod
    def make(cls, x):
        return (cls.__name__, x)


class MoreTools(Tools):
    pass


def use_tools(o):
    return o.twice(3), o.make(4), o.twice.__name__, type(o).make(5)


t, mt = Tools(), MoreTools()
print([use_tools(o) for o in (t, mt, t, mt)][2:])
t.twice = lambda x: "instance attribute shadows the staticmethod"
t.make = lambda x: "instance attribute shadows the classmethod"
print(use_tools(t)[:2], use_tools(mt)[:2])
del t.twice, t.make
print(use_tools(t)[:2], use_tools(mt)[3])
Tools.make = classmethod(len)
try:
    use_tools(t)
except TypeError as e:
    print("TypeError:", e)
Tools.make = staticmethod(lambda x: ("now static", x))
Tools.twice = classmethod(lambda cls, x: ("now a classmethod", cls.__name__, x))
print(use_tools(t)[:2], use_tools(mt)[3])


# super().name(...) served without making the super object: the first
# argument read at the call, rebound, deleted, held in a cell; super
# rebound; a super object kept in a local.
class SA:
    def m(self, x):
        return ("SA.m", type(self).__name__, x)


class SB(SA):
    def m(self, x):
        return ("SB", super().m(x))

    def rebind(self, other):
        self = other
        return super().m(0)

    def delete(self):
        del self
        return super().m(0)

    def in_cell(self):
        g = lambda: self
        return super().m(g() is self)

    def kept(self):
        s = super()
        return s.m(1), type(s).__name__


class SC(SB):
    pass


sb, sc = SB(), SC()
print([sb.m(i) for i in range(3)][2], [sc.m(i) for i in range(3)][2])
print([sb.rebind(sc) for _ in range(3)][2])
for other in (SA(), 5):
    try:
        sb.rebind(other)
    except TypeError as e:
        print("TypeError:", e)
try:
    sb.delete()
except RuntimeError as e:
    print("RuntimeError:", e)
print([sb.in_cell() for _ in range(3)][2], sb.kept())
SA.m = lambda self, x: ("patched SA.m", x)
print(sb.m(7), sc.m(8))
super = lambda: "global super"
try:
    sb.m(9)
except AttributeError as e:
    print("AttributeError:", e)
del super
print(sb.m(10))
