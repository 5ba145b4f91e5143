# Sequence patterns: list and tuple syntax, stars, what counts as a
# sequence (collections.abc.Sequence semantics), how items are fetched.
import array
import collections
import collections.abc


def seq(v):
    match v:
        case []:
            return "empty"
        case [x]:
            return f"one {x!r}"
        case (x, y):
            return f"two {x!r} {y!r}"
        case [x, y, *rest] if len(rest) > 2:
            return f"long {x!r} {y!r} rest={rest!r}"
        case [first, *middle, last]:
            return f"first={first!r} middle={middle!r} last={last!r}"
    return "not a sequence"


for v in [[], (), [1], (2,), [1, 2], (3, 4), [1, 2, 3], (1, 2, 3, 4, 5, 6), range(3), range(10),
          "ab", "a", b"ab", bytearray(b"ab"), {1: 2}, {1, 2}, 5, None,
          collections.deque([7, 8]), array.array("i", [9, 10, 11]), memoryview(b"xy")]:
    print(type(v).__name__, "->", seq(v))


# Stars: *_ and *name, at the start, middle, end.
for v in [[1, 2, 3, 4], [1], [1, 2]]:
    match v:
        case [*_, 4]:
            print(v, "ends with 4")
        case [1, *_]:
            print(v, "starts with 1")
    match v:
        case [*init, last]:
            print("init", init, "last", last)
    match v:
        case [*everything]:
            print("everything", everything)


# The star capture is always a list.
match (1, 2, 3):
    case (a, *b):
        print(type(b).__name__, b)


# Nested sequences.
match [1, [2, [3, [4]]]]:
    case [a, [b, [c, [d]]]]:
        print("nested", a, b, c, d)

match [(1, 2), (3, 4)]:
    case [(a, b), (c, d)]:
        print(a + b + c + d)


# Strings never match sequence patterns; a str subclass neither.
class MyStr(str):
    pass

match MyStr("xy"):
    case [a, b]:
        print("str subclass matched?!")
    case _:
        print("str subclass is not a sequence")

# A list subclass is.
class MyList(list):
    pass

match MyList([1, 2]):
    case [a, b]:
        print("list subclass", a, b)


# A registered class is a sequence: len() is called, then items by index
# (with *_) or by iteration (otherwise), as CPython does.
class Seq:
    def __init__(self, *items):
        self.items = items
    def __len__(self):
        print("  __len__")
        return len(self.items)
    def __getitem__(self, i):
        print("  __getitem__", i)
        return self.items[i]

collections.abc.Sequence.register(Seq)


class Seq2(Seq):
    def __len__(self):
        return len(self.items)

print("fixed length")
match Seq(1, 2):
    case [a, b]:
        print("  ->", a, b)
print("star wildcard")
match Seq(1, 2, 3, 4):
    case [a, *_, b]:
        print("  ->", a, b)
print("star capture")
match Seq2(1, 2, 3):
    case [a, *b]:
        print("  ->", a, b)
print("only wildcards")
match Seq(1, 2):
    case [_, _]:
        print("  -> two items")
print("length mismatch")
match Seq(1, 2, 3):
    case [a, b]:
        print("  -> no")
    case [a, b, c, d, *_]:
        print("  -> no")
    case _:
        print("  -> no match")


# An unregistered class with __getitem__ and __len__ is not a sequence.
class NotSeq:
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return i

match NotSeq():
    case [a, b]:
        print("matched?!")
    case _:
        print("NotSeq is not a sequence")


# Subclassing collections.abc.Sequence makes a sequence.
class Derived(collections.abc.Sequence):
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 100

match Derived():
    case [0, b, c]:
        print("Derived", b, c)


# A dict is a mapping, never a sequence, even if registered with Sequence.
match {0: "a", 1: "b"}:
    case [a, b]:
        print("dict matched a sequence?!")
    case {0: a}:
        print("dict is a mapping", a)


# Captures are bound only if the whole pattern matches.
x = "unset"
match [1, 2, 3]:
    case [x, 2, 4]:
        print("no")
print("x after failed match:", x)

# ... but a failed guard leaves them bound.
match [10, 20]:
    case [x, y] if x > 100:
        print("no")
    case _:
        print("guard failed, x =", x, "y =", y)


# An exception raised while matching propagates.
class BadLen:
    def __len__(self):
        raise RuntimeError("bad len")
    def __getitem__(self, i):
        return i

collections.abc.Sequence.register(BadLen)
try:
    match BadLen():
        case [a]:
            pass
except RuntimeError as e:
    print("RuntimeError:", e)
