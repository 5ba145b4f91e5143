# Literal, capture, wildcard, value, group, singleton and or-patterns.
import enum


class Color(enum.Enum):
    RED = 1
    GREEN = 2


class NS:
    X = 10
    class Inner:
        Y = "y"


def lit(v):
    match v:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case -1+2j:
            return "complex"
        case 3-4j:
            return "complex2"
        case 2j:
            return "imag"
        case "hello" "world":
            return "helloworld"
        case b"bytes":
            return "bytes"
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case Color.RED:
            return "red"
        case NS.X:
            return "ns.x"
        case NS.Inner.Y:
            return "ns.inner.y"
        case (42):
            return "group 42"
        case 100 | 200 | 300:
            return "hundreds"
        case _:
            return "default"


for v in [0, -1, 1.5, -1+2j, 3-4j, 2j, "helloworld", b"bytes", None, True, False, 1, 1.0, 0.0,
          Color.RED, Color.GREEN, 10, "y", 42, 200, 300.0, "nothing", [], -0.0]:
    print(repr(v), "->", lit(v))


# True/False/None compare by identity: 1 == True but 1 is not True.
match 1:
    case True:
        print("1 is True?")
    case 1:
        print("1 matched 1")

match 0.0:
    case False:
        print("bad")
    case 0:
        print("0.0 == 0")


# Capture binds; `_` does not.
match 5:
    case x:
        print("captured", x)

_ = "untouched"
match 6:
    case _:
        print("wildcard, _ is still", _)


# match, case and _ stay usable as names.
match = [1, 2]
case = {"a": 1}
print(match, case)
match match:
    case [case, _]:
        print("case =", case)
print(match(2) if callable(match) else "match is a list")
def match(x):
    return x * 2
print(match(21))


# The subject is evaluated once.
def subject():
    print("evaluating subject")
    return 3

match subject():
    case 1:
        print("one")
    case 2:
        print("two")
    case 3:
        print("three")


# A tuple subject.
match 1, 2:
    case a, b:
        print("tuple subject", a, b)


# Value patterns use ==, with the subject on the left.
class Eq:
    def __eq__(self, other):
        print("Eq.__eq__", other)
        return True


class Holder:
    v = 99

match Eq():
    case Holder.v:
        print("Eq matched Holder.v")


class NoEq:
    def __eq__(self, other):
        return NotImplemented

match 99:
    case Holder.v:
        print("99 == Holder.v")


# Or-patterns bind the same names in each alternative.
def orp(v):
    match v:
        case [x, 1] | [1, x] | {"x": x}:
            return f"x={x}"
        case (str() | bytes()) as s:
            return f"stringish {s!r}"
    return "no"


for v in [[5, 1], [1, 7], {"x": 3}, "s", b"b", [2, 2]]:
    print(orp(v))


# Nested or-pattern with a capture in a group.
match [1, [2, 3]]:
    case [1, [2, (3 | 4) as y]]:
        print("nested or", y)


# No case matches: nothing happens, nothing is bound.
match 12345:
    case 1:
        pass
print("fell through")
