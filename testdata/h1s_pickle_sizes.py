# pickle.loads sizes its new lists and dicts from the items the pickle
# adds to them: every shape must still load as CPython loads it.
import pickle, pickletools

def check(obj, protos=range(0, 6)):
    for p in protos:
        s = pickle.dumps(obj, p)
        back = pickle.loads(s)
        print(p, back == obj, repr(back)[:70])

for n in (0, 1, 2, 4, 5, 6, 15, 16, 17, 999, 1000, 1001, 2500):
    lst = list(range(n))
    dct = {i: str(i) for i in range(n)}
    # Around the batches of 1000 items: the first batching protocol, the
    # common one and the framed one (every protocol costs minutes under
    # -X gc-stress at these sizes).
    protos = range(0, 6) if n < 999 else (1, 2, 5)
    check(lst, protos)
    check(dct, protos)
    check([lst, dct, [lst], {"k": dct}], protos)

# The same list or dict reached twice (memo GET), inside itself, and a
# tuple holding a list that is filled after the tuple is made.
a = [1, 2]
d = {"x": a}
check([a, a, d, d, (a, d)])
r = []
r.append(r)
r.append([r, r])
back = pickle.loads(pickle.dumps(r, 2))
print(back[0] is back, back[1][0] is back, len(back))
rd = {}
rd["self"] = rd
rd["l"] = [rd]
back = pickle.loads(pickle.dumps(rd, 4))
print(back["self"] is back, back["l"][0] is back)
t = ([],)
t[0].extend(range(7))
check(t)

# Hand-written pickles: APPEND and SETITEM one by one, several APPENDS
# and SETITEMS batches on one container, DUP, POP and POP_MARK.
hand = [
    b"\x80\x02]q\x00(K\x01K\x02eK\x03aK\x04a.",
    b"\x80\x02}q\x00(K\x01K\x02uK\x03K\x04sK\x05K\x06s(K\x07K\x08u.",
    b"\x80\x02]2(K\x01K\x02e0(K\x03e.",
    b"\x80\x02]q\x00(K\x01K\x02eh\x00(K\x03K\x04e.",
    b"\x80\x02](K\x01K\x02K\x031(K\x04e.",
    b"\x80\x02}(K\x01](K\x02K\x03eu.",
    b"(]K\x01a]K\x02at.",
    b"]K\x01a0]K\x02a.",
]
for h in hand:
    try:
        print(pickle.loads(h))
    except Exception as e:
        print(type(e).__name__, e)

# Broken pickles still fail as CPython's do.
for h in (b"\x80\x02]K\x01ee.", b"\x80\x02}K\x01s.", b"\x80\x02](K\x01K\x02u.", b"\x80\x02e.", b"\x80\x02u."):
    try:
        print(pickle.loads(h))
    except Exception as e:
        print(type(e).__name__, e)
