# Method calls on modules (math.sqrt(x)) read the module's dict in machine
# code: the attribute rebound, deleted and added again, the module given a
# subclass with its own attribute lookup, names that modules' own class
# has, and a module whose dict grows while compiled code reads it.
import math
import types


def roots(n):
    t = 0.0
    for i in range(n):
        t += math.sqrt(i) + math.floor(i / 3)
    return t


print("roots", roots(3000))

mod = types.ModuleType("mod")
mod.f = lambda x: x + 1


def calls(n, when, action):
    t = 0
    for i in range(n):
        if i == when:
            action()
        t += mod.f(i)
    return t


print("plain", calls(2000, -1, None))


def rebind():
    mod.f = lambda x: x * 2


print("rebound", calls(2000, 1000, rebind))


def grow():
    for k in range(50):
        setattr(mod, "extra%d" % k, k)


print("grown", calls(2000, 700, grow))


def delete_and_fail():
    del mod.f


try:
    calls(2000, 1500, delete_and_fail)
except AttributeError as e:
    print("deleted", e)

mod.f = lambda x: x - 1
print("again", calls(1000, -1, None))


class Traced(types.ModuleType):
    def __getattribute__(self, name):
        if name == "f":
            return lambda x: 1000
        return super().__getattribute__(name)


def subclass():
    mod.__class__ = Traced


print("subclass", calls(2000, 1200, subclass))
mod.__class__ = types.ModuleType


def own_names(n):
    out = []
    for i in range(n):
        out.append(mod.__dir__() is not None)
        out.append(math.__repr__().startswith("<module"))
    return out.count(True)


print("own", own_names(500))

lazy = types.ModuleType("lazy")


def lazy_getattr(name):
    return lambda x: ("dynamic", name, x)


lazy.__getattr__ = lazy_getattr
lazy.g = lambda x: ("static", x)


def lazies(n):
    out = None
    for i in range(n):
        if i == n - 5:
            del lazy.g
        out = lazy.g(i)
    return out


print("getattr", lazies(1500))


def not_callable(n):
    mod.v = 5
    for i in range(n):
        try:
            mod.v(i)
        except TypeError as e:
            msg = str(e)
    return msg


print("not callable", not_callable(300))
