# pickle.dumps and loads of a list of dicts, protocols 1 to 5.
import pickle, io
data = [{"a": i, "b": str(i), "c": [i, i+1.5, (i, "t")], "d": {"x": b"bytes"}} for i in range(300)]
tot = 0
for proto in range(1, 6):
    s = pickle.dumps(data, proto)
    for _ in range(300):
        tot += len(pickle.loads(s))
    tot += len(s)
print(tot)
