# json.loads of a document of nested objects, repeatedly.
import json
doc = {"name": "x" * 20, "items": [{"id": i, "tags": ["a", "b", "c"], "price": i * 1.5, "ok": i % 2 == 0, "note": None} for i in range(200)], "nested": {"a": {"b": {"c": [1, 2, 3]}}}}
s = json.dumps(doc); n = 0
for _ in range(4000):
    d = json.loads(s); n += len(d["items"])
    d2 = json.loads('[1, 2.5, "x\\u00e9", true, null, {"k": [1,2,{}]}]'); n += len(d2)
print(n, len(s))
