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

# dicts filled by SETITEMS (sized once), ASCII and non-ASCII strs
for n in (0, 1, 5, 6, 7, 11, 12, 40, 1001, 2500):
    d = {("k%d" % i if i % 3 else "\u00e9%d\U0001f600" % i): (i if i % 2 else "v\u4e2d%d" % i) for i in range(n)}
    for proto in (0, 2, 5):
        back = pickle.loads(pickle.dumps(d, proto))
        print(n, proto, back == d, list(back)[:3], list(back)[-2:], len(back))
shared_d = {"a": 1}
obj = [shared_d, {"x": shared_d, "y": [shared_d]}, shared_d]
back = pickle.loads(pickle.dumps(obj, 4))
back[0]["b"] = 2
print(back, back[1]["x"] is back[0])
print(pickle.loads(b"\x80\x02}q\x00(X\x01\x00\x00\x00aq\x01K\x01X\x01\x00\x00\x00aq\x02K\x02u."))
print(pickle.loads(b"\x80\x02}q\x00(X\x03\x00\x00\x00\xed\xa0\x80q\x01K\x01u.", errors="surrogatepass") if False else "skip")
try:
    pickle.loads(b"\x80\x02X\x03\x00\x00\x00\xed\xa0\x80.")
except Exception as e:
    print(type(e).__name__, e)
print(ascii(pickle.loads(b"\x80\x02X\x02\x00\x00\x00\xc3\xa9.")))
