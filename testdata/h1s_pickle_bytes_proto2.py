# bytes below protocol 3 are pickled as CPython's C pickler does: b'' as
# bytes() reduced, others as _codecs.encode(text, 'latin1'), with the
# function, the 'latin1' str and repeated bytes objects memoized.
import pickle, pickletools, io

class B(bytes):
    pass

class R:
    def __init__(self, b):
        self.b = b
    def __reduce__(self):
        return (R, (self.b,))
    def __eq__(self, other):
        return type(other) is R and other.b == self.b

shared = b"shared"
empty = b""
cases = [
    b"", b"a", b"\x00\xff\x80 abc", bytes(range(256)), b"x" * 70000,
    [shared, shared, b"", empty, empty, b"other"],
    {"k": b"v", b"key": (shared, b"t1")},
    (shared, [shared, {"s": shared}]),
    ["latin1", b"z", "latin1"],
    [b"z", "latin1", "".join(["lat", "in1"])],
    [R(b"in reduce"), R(b"")],
    [B(b"subclass"), b"plain"],
    frozenset([b"f1"]), {b"s1"},
    [bytearray(b"ba"), memoryview(b"mv").tobytes()],
]
for obj in cases:
    for proto in (0, 1, 2, 3):
        s = pickle.dumps(obj, proto)
        back = pickle.loads(s)
        print(proto, len(s), back == obj, s if len(s) < 400 else s[:200] + b"..." + s[-100:])
buf = io.BytesIO()
pickle.dump([b"dumped", b"dumped"], buf, 2)
print(buf.getvalue())
p = pickle.Pickler(io.BytesIO(), 2)
p.dump(b"pickler")
print(p.memo if hasattr(p, "memo") and False else "ok")
print(pickletools.optimize(pickle.dumps([shared, shared], 2)))
