# pickle.dumps/loads of the builtin types take cpjit's Go path (_pickle);
# the bytes must be CPython's for every protocol, and everything the Go
# path leaves to pickle.py (subclasses, reductions, surrogates, deep
# nesting, malformed data) must behave as before.
import datetime
import hashlib
import pickle
import sys


def show(label, obj, protos=range(6)):
    for proto in protos:
        data = pickle.dumps(obj, proto)
        back = pickle.loads(data)
        same = back == obj if obj == obj else True
        if len(data) <= 120:
            print(label, proto, data, same, type(back).__name__)
        else:
            print(label, proto, len(data), hashlib.md5(data).hexdigest(), same, type(back).__name__)


small = [None, True, False, 0, 1, 255, 256, 65535, 65536, -1, -128, -129,
         2**31 - 1, 2**31, -2**31, -2**31 - 1, 2**63, -2**63, 2**64 + 5,
         -(2**64) - 5, 0.0, -0.0, 1.5, float("inf"), -float("inf"), 1e300,
         "", "a", "\u20ac", "\U0001f600", "x" * 255, "x" * 256, b"", b"ab",
         b"y" * 256, bytearray(b"cd"), (), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4),
         [], [1], [1, 2], {}, {"a": 1}, {"a": 1, "b": [2]}, set(), {1}, {1, 2},
         frozenset(), frozenset({3}), ((),), [[], []], {"k": (1, "k")}]
for i, obj in enumerate(small):
    show("small%d" % i, obj)

show("bigpos", 2**2100 + 7)
show("bigneg", -(2**2100) - 7)
show("surrogate", "a\udc80b")
show("longstr", "z" * 70000, protos=(2, 3, 4, 5))
show("longbytes", b"q" * 70000, protos=(3, 4, 5))
show("bytearraylong", bytearray(b"w" * 70000), protos=(5,))
for n in (1000, 1001, 2000):
    show("list%d" % n, list(range(n)), protos=(2, 4))
    show("dict%d" % n, {str(i): i for i in range(n)}, protos=(2, 4))
    show("set%d" % n, set(range(n)), protos=(4,))
    show("fset%d" % n, frozenset(range(n)), protos=(4,))
    show("tuple%d" % n, tuple(range(n)), protos=(2, 4))

shared = ["s" * 3, ("t",)]
show("shared", [shared, shared, shared[0], shared[1]])
memo300 = [str(i) for i in range(300)]
show("memo300", [memo300, memo300[::-1]], protos=(2, 3, 4))

rec = [1, 2]
rec.append(rec)
for proto in range(6):
    data = pickle.dumps(rec, proto)
    back = pickle.loads(data)
    print("rec", proto, data, back[2] is back)

lst = []
tup = (lst, 1)
lst.append(tup)
for proto in range(6):
    data = pickle.dumps(tup, proto)
    back = pickle.loads(data)
    print("rectuple", proto, data, back[0][0] is back)

lst = []
tup = (lst, 1, 2, 3, 4)
lst.append(tup)
for proto in range(6):
    data = pickle.dumps(tup, proto)
    back = pickle.loads(data)
    print("rectuple5", proto, data, back[0][0] is back)


class L(list):
    pass


class D(dict):
    pass


class I(int):
    pass


class S(str):
    pass


show("subclasses", [L([1]), D(a=1)], protos=range(2, 6))
show("date", {"d": datetime.date(1980, 5, 7), "x": [1, 2]})
show("types", [int, str, None])
show("mixed", {"when": datetime.date(2000, 1, 1), "tags": ["a", "b"], "n": 3})

deep = []
cur = deep
for i in range(700):
    nxt = []
    cur.append(nxt)
    cur = nxt
data = pickle.dumps(deep, 4)
print("deep", len(data), hashlib.md5(data).hexdigest())
back = pickle.loads(data)
print(len(pickle.dumps(back, 2)))

print(pickle.dumps([1, 2]) == pickle.dumps([1, 2], pickle.DEFAULT_PROTOCOL))
print(pickle.dumps([1, 2], -1))
try:
    pickle.dumps(1, 6)
except ValueError as e:
    print("ValueError", e)
print(pickle.loads(bytearray(pickle.dumps({"a": (1, 2.5)}))))
print(pickle.loads(memoryview(pickle.dumps({"a": (1, 2.5)}))))
print(pickle.loads(pickle.dumps([1, 2]) + b"trailing"))
for bad in (b"", b"\x80\x04", b"\x80\x04]\x94(K\x01K\x02", b"\x80\x02K", b"\x80\x04h\x05.",
            b"\x80\x02X\x02\x00\x00\x00\xed\xb2.", b"\x80\x02\xff."):
    try:
        print(pickle.loads(bad))
    except Exception as e:
        print(type(e).__name__, e)
print(ascii(pickle.loads(b"\x80\x02X\x03\x00\x00\x00\xed\xb2\x80.")), "ok")
print(pickle.loads(b"(K\x01K\x02l."))
print(pickle.loads(b"\x80\x02]q\x00(K\x01h\x00e.")[1][1][0])
