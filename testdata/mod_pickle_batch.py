import pickle

# Containers are written in batches of 1000 items; CPython's pickler puts
# a last batch of one list item in MARK ... APPENDS and follows a full
# last batch of dict or set items by an empty one.
for proto, obj in [(2, list(range(1001))), (4, dict.fromkeys(range(1000))),
                   (4, set(range(1000)))]:
    data = pickle.dumps(obj, proto)
    print(proto, type(obj).__name__, len(obj), len(data), data[-12:], pickle.loads(data) == obj)
