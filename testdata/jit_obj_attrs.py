# Attribute loads whose receiver is a class, a module or a builtin value,
# and class constants read through instances: machine code reads them
# behind guards on the class's (and metaclass's) version, the module's
# dict layout and the receiver's exact type. The loops rebind what the
# guards check half-way through.
import math
import enum


class Box:
    SIZE = 3
    NAME = "box"
    TABLE = [1, 2, 3, 4]

    def __init__(self, k):
        self.k = k

    @staticmethod
    def twice(x):
        return 2 * x

    def total(self):
        t = 0
        for i in range(4):
            t += self.TABLE[i] * self.SIZE + self.k
        return t


class Color(enum.Enum):
    RED = 1
    GREEN = 2


class Meta(type):
    pass


class WithMeta(metaclass=Meta):
    LIMIT = 10


def class_consts(n):
    acc = 0
    names = []
    for i in range(n):
        acc += Box.SIZE + Box.twice(i) + WithMeta.LIMIT
        if i == n // 2:
            Box.SIZE = 5          # the class's version changes
            Meta.extra = 1        # the metaclass's too
        if i == n - 3:
            WithMeta.LIMIT = -1
        names.append(Box.NAME)
    return acc, len(names), names[-1]


def enums(n):
    reds = 0
    for i in range(n):
        c = Color.RED if i % 3 else Color.GREEN
        if c is Color.RED:
            reds += 1
    return reds


def through_instances(n):
    b = Box(1)
    out = 0
    for i in range(n):
        out += b.total() + b.SIZE
        if i == n // 3:
            b.SIZE = 100          # the instance shadows the class constant
        if i == 2 * n // 3:
            del b.SIZE
            Box.TABLE = [0, 0, 0, 1]
    return out


def modules(n):
    s = 0.0
    for i in range(n):
        s += math.pi * i + math.e
        if i == n // 2:
            math.e = 1.0        # rebinding keeps the dict's layout
        if i == n - 5:
            math.extra_name = 3  # adding a name changes it
    del math.extra_name
    return round(s, 6)


def builtin_methods(n):
    d = {}
    parts = []
    seen = set()
    for i in range(n):
        key = "k%d" % (i % 7)
        d[key] = d.get(key, 0) + 1
        parts.append(key.upper())
        seen.add(key)
        if i == n // 2:
            d = dict(d)
    s = "-".join(parts[:5])
    return sorted(d.items()), s, len(seen), "abc".startswith("a")


class Sub(str):
    def upper(self):
        return "sub"


def subclass_receiver(n):
    out = []
    for i in range(n):
        s = "x" if i < n - 2 else Sub("y")
        out.append(s.upper())
    return out[-3:]


print(class_consts(300))
print(enums(300))
print(through_instances(300))
print(modules(300))
print(builtin_methods(300))
print(subclass_receiver(300))
print(Box.SIZE, WithMeta.LIMIT, Color.GREEN, math.e)
