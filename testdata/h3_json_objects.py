# json.loads objects: keys and values collected before the dict is made;
# duplicate keys, hooks' call order, escaped and non-ASCII strs, sizes,
# and errors part-way through an object.
import json

docs = [
    '{}', '{"a": 1}', '{"a": 1, "b": 2, "a": 3}', '{"a": {"a": {"a": {}}}, "b": [{}, {"c": null}]}',
    '{"k\\u00e9y": "v\\u00e9", "plain": "x", "k\\u00e9y": "dup"}', '{"\\ud83d\\ude00": "\\ud800", "e": "\\n\\t"}',
    '{"n\u00e9": "\u4e2d\u6587", "x": [1, 2.5, -0.0, 1e400, true, false, null]}',
    '{' + ", ".join('"k%d": %d' % (i % 37, i) for i in range(100)) + '}',
    '[' + ", ".join('{"id": %d, "tags": ["t%d"], "sub": {"q": %d}}' % (i, i, -i) for i in range(12)) + ']',
]
for d in docs:
    r = json.loads(d)
    print(type(r).__name__, r, len(r), list(r)[:5] if isinstance(r, dict) else "")

calls = []


def hook(d):
    calls.append(sorted(d))
    return {"hooked": len(d), **d}


def phook(pairs):
    calls.append(pairs)
    return pairs


print(json.loads('{"a": {"x": 1}, "b": [{"y": 2}, {"z": {"w": 3}}], "a": {"v": 4}}', object_hook=hook))
print(calls)
calls.clear()
print(json.loads('{"a": {"x": 1, "x": 2}, "b": [{"y": 2}], "a": 5}', object_pairs_hook=phook))
print(calls)
print(json.loads('{"a": 1, "b": {"c": 2}}', object_hook=lambda d: list(d.items())))

for bad in ['{"a": 1,}', '{"a" 1}', '{"a": 1 "b": 2}', '{"a": {"b": [1, 2}, "c": 3}', '{1: 2}',
            '{"a": 1, "b": }', '{"a": "\u00e9", "b": tru}', '{"a": [{"b": {"c": 1}}, 2', '{"x": "\\ud800\\u"}']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print("JSONDecodeError", e.msg, e.pos, e.lineno, e.colno)

dec = json.JSONDecoder()
print(dec.raw_decode('  {"a": {"b": 1}, "c": 2} tail', 2))
big = json.loads(json.dumps({"k%03d" % i: {"v": i, "w": [i, str(i)]} for i in range(300)}))
print(len(big), list(big)[:3], list(big)[-3:], big["k150"], sum(v["v"] for v in big.values()))
