# Data descriptors of builtin base types read on objects of Python
# subclasses (an exception's args, a property's fget, an enum member's
# value), in loops the interpreter's attribute cache serves; the cache
# gives way when the class or a base shadows the name, or when the class
# overrides __getattribute__.
import enum


class E(Exception):
    pass


class P(property):
    pass


class A:
    @P
    def x(self):
        return 1


class Color(enum.Enum):
    RED = 1
    GREEN = 2


def loop(n):
    e = E(1, 2)
    p = A.__dict__["x"]
    t = 0
    for i in range(n):
        t += len(e.args) + (p.fget is not None) + Color.GREEN.value
        if i == n // 2:
            e.args = (1, 2, 3)
    return t


print(loop(3000))
e = E(5)
print(e.args, [E(i).args for i in range(3)])
E.args = property(lambda self: "shadowed")
print(e.args, loop.__name__)


class Base(Exception):
    pass


class Sub(Base):
    pass


s = Sub("a")
print([s.args for _ in range(3)])
Base.args = "class attribute"
print(s.args)
del Base.args
print(s.args)


class Peek(Exception):
    def __getattribute__(self, name):
        if name == "args":
            return ("peeked",)
        return super().__getattribute__(name)


print([Peek(1).args for _ in range(3)])
