# Attribute sites that see several receivers' classes (the interpreter's
# polymorphic object caches), and class attributes that a metaclass's
# non-data descriptor of the same name does not hide.


class A:
    kind = "a"

    def __repr__(self):
        return "A()"

    @staticmethod
    def make():
        return "A.make"

    @classmethod
    def create(cls):
        return "create " + cls.__name__


class B(A):
    kind = "b"

    def __repr__(self):
        return "B()"


class C:
    kind = "c"

    @staticmethod
    def make():
        return "C.make"

    @classmethod
    def create(cls):
        return "C.create " + cls.__name__


def owner_repr(typ):
    return typ.__repr__


def kinds(classes):
    return [k.kind for k in classes]


classes = [A, B, C, int, str, tuple, list, dict, A, B]
for round_ in range(3):
    print([owner_repr(t) is t.__repr__ for t in classes])
    print([owner_repr(t) is object.__repr__ for t in classes])
    print(kinds([A, B, C, A, B, C]))
    print([k.make() for k in (A, C, B, C)])
    print([k.create() for k in (A, B, C, A)])
    if round_ == 1:
        # Rebinding a class attribute after the sites cached it.
        B.kind = "b2"
        C.make = staticmethod(lambda: "C.make2")
        del B.__repr__
        A.create = classmethod(lambda cls: "new create " + cls.__name__)

# Builtin methods over receivers of several types at one site.
def copies(objs):
    return [o.copy() for o in objs]


for _ in range(3):
    print(copies([[1, 2], {"a": 1}, {3, 4}, [5], {"b": 2}]))


# A metaclass with functions of the names its classes define too: the
# class's own attribute wins over the metaclass's non-data descriptor.
class Meta(type):
    def describe(cls):
        return "Meta.describe " + cls.__name__

    def mro_len(cls):
        return len(cls.__mro__)


class M1(metaclass=Meta):
    def describe(self):
        return "M1.describe"


class M2(metaclass=Meta):
    pass


for _ in range(3):
    print([k.describe for k in (M1, M2)][0].__qualname__, M2.describe())
    print([k.mro_len() for k in (M1, M2)])

# A data descriptor added to the metaclass later comes first.
Meta.describe = property(lambda cls: "property of " + cls.__name__)
for _ in range(2):
    print([k.describe for k in (M1, M2)])

# type's own methods read through classes (mro is type's non-data
# descriptor; a class may define its own).
class WithMro:
    def mro(self):
        return "own mro"


for _ in range(3):
    print([k.mro() if k is not WithMro else k.mro(k) for k in (int, WithMro, A, bool)])


# Data descriptors of builtin types (frame.f_back, code.co_name,
# slice.start, StopIteration.value), at sites that see several types.
import sys


def depth():
    f = sys._getframe()
    n = 0
    while f is not None:
        n += 1
        c = f.f_code
        name = c.co_name
        f = f.f_back
    return n, name


def rec(k):
    if k == 0:
        return depth()
    return rec(k - 1)


for i in range(3):
    print(rec(5))
objs = [slice(1, 2, 3), 1 + 2j, range(3, 9, 2), 2.5, 7]
for i in range(3):
    print([getattr(o, "start", None) for o in objs], [o.real if isinstance(o, (complex, float, int)) else o.stop for o in objs])
    print([o.imag for o in objs if not isinstance(o, (slice, range))])
try:
    raise StopIteration(5)
except StopIteration as e:
    for i in range(3):
        print(e.value, e.args)
        e.value = i
