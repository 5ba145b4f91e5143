# getattr with a default and hasattr answer a missing attribute without
# raising inside (GetAttrOpt), yet keep every hook CPython calls: a custom
# __getattribute__, __getattr__, a property whose getter raises, a module's
# __getattr__, an unset __slots__ member. Also comparisons of ints outside
# the small range.
import sys
import types


class Plain:
    cls_attr = 1

    def __init__(self):
        self.x = 2

    @property
    def bad(self):
        raise AttributeError("from the property")

    @property
    def worse(self):
        raise KeyError("not an AttributeError")


p = Plain()
for name in ("x", "cls_attr", "missing", "bad", "__class__", "__dict__"):
    print(name, hasattr(p, name), getattr(p, name, "default") if name != "__dict__" else sorted(getattr(p, name)))
try:
    getattr(p, "worse", None)
except KeyError as e:
    print("KeyError", e)


class Hooked:
    def __getattr__(self, name):
        if name.startswith("dyn_"):
            return name.upper()
        raise AttributeError(name)


h = Hooked()
print(getattr(h, "dyn_a", 0), getattr(h, "other", 0), hasattr(h, "dyn_b"), hasattr(h, "zzz"))


class Custom:
    def __getattribute__(self, name):
        if name == "secret":
            return 42
        return object.__getattribute__(self, name)


c = Custom()
print(getattr(c, "secret", 0), getattr(c, "nothing", "dflt"), hasattr(c, "secret"))


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = 1


s = Slotted()
print(getattr(s, "a", None), getattr(s, "b", "unset"), hasattr(s, "b"), hasattr(s, "c"))

m = types.ModuleType("m")
m.__getattr__ = lambda name: "lazy " + name if name != "none" else (_ for _ in ()).throw(AttributeError(name))
print(getattr(m, "thing", 0), getattr(m, "none", "missing"), hasattr(sys, "nope"), getattr(sys, "nope", 5))
print(getattr(int, "nope", 1), getattr(3, "real", 0), getattr(3, "nope", 0), hasattr(None, "x"), getattr(len, "__name__", 0))
try:
    getattr(p, "missing")
except AttributeError as e:
    print("AttributeError", e, e.name, e.obj is p)

big = [2**64 + i for i in range(3)]
print(big[0] < big[1], big[1] <= big[1], big[2] == 2**64 + 2, big[0] != big[0] + 0, big[2] > big[0], big[0] >= big[1])
print(-(2**70) < 2**70, 2**70 == 2**70, sorted([2**80, -(2**80), 2**65]))
d = {2**64: "a"}
print(d[2**64], (2**64) in {2**64 + 0}, [2**70, 2**71].index(2**71))


class BigInt(int):
    def __lt__(self, o):
        return "overridden"


print(BigInt(2**64) < 2**65, 2**65 > BigInt(2**64))
