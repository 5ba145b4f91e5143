# pickle's memo: shared and recursive references, memo indexes past 255
# (LONG_BINPUT/LONG_BINGET) and past the table's growth points, and
# repeated dumps with one pickler; the bytes must be CPython's.
import hashlib
import io
import pickle

shared = ["shared", (1, 2)]
rec = [1]
rec.append(rec)
d = {"self": None}
d["self"] = d
t = ([],)
t[0].append(t)
many = ["s%d" % i for i in range(700)]
cases = [
    [shared, shared, (shared, shared)],
    rec, d, t,
    many + many[::3] + [tuple(many[:300])] * 2,
    {i: [str(i)] * 3 for i in range(300)},
    [(i, str(i), float(i)) for i in range(1000)],
    [[]] * 5 + [{} for _ in range(100)],
    {"k": b"x" * 10, "b": bytearray(b"yz"), "n": [None, True, False, 2**70, -1.5]},
]
for proto in range(6):
    for i, obj in enumerate(cases):
        data = pickle.dumps(obj, proto)
        back = pickle.loads(data)
        print(proto, i, len(data), hashlib.sha256(data).hexdigest()[:16], repr(back)[:60])
    buf = io.BytesIO()
    p = pickle.Pickler(buf, proto)
    p.dump(shared)
    p.dump(shared)
    p.clear_memo()
    p.dump(shared)
    print(proto, "pickler", hashlib.sha256(buf.getvalue()).hexdigest()[:16], len(buf.getvalue()))
r = pickle.loads(pickle.dumps(cases[0], 2))
print(r[0] is r[1], r[2][0] is r[0], pickle.loads(pickle.dumps(rec))[1][1][0])
x = pickle.loads(pickle.dumps(cases[4], 4))
print(x[0] is x[700], x[-1] is x[-2], len(x))
